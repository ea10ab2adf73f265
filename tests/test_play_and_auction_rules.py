"""Play and auction rules of the wider family, each on a hand-built deal whose outcome the sources give.

- Follow suit or trump (California Jack, Bicycle: "The second player to each trick must
  either follow suit or trump, if possible. If unable to follow suit or trump, they may
  play any card").
- A joker pitched to the first trick counts as a suit ("a pitched Joker is a Spade").
- Auctions of rounds (Pedro, Foster's Hoyle: "If a player's first bid is raised he may
  raise again in his proper turn").
- The eldest sells the pitch (Auction Pitch, Sell Out or Commercial Pitch, Foster's Hoyle:
  "If he pitches without waiting for a bid he must make four points, or he will be set back
  that number"; the eldest "must either accept a bid or undertake to make as many points as
  the bidder. If no bid is made he pitches the trump himself, without the obligation of
  making anything", Encyclopaedia Britannica 1911, Auction Pitch).
- When everyone passes, the eldest (or the dealer) pitches with no contract.
- Only trumps are played (Ten-Point Pitch, Gather Together Games: "Only trump cards can be
  played. [...] Once a player is out of trump suited cards, the rest of the player's cards
  are folded"; Larry Charbonneau: "the person taking the trick leads the following trick
  unless they have no more cards in trump. In this case the person to his/her left leads").
"""

from __future__ import annotations

import json
import random

import pytest

from pitch_rules import GameState, IllegalActionError, Rules, load_variant
from pitch_rules.docs import rules_document
from pitch_rules.errors import VariantError
from pitch_rules.engine import ACCEPT, AUCTION, PASS, PITCH, PLAY, REFUSE, SALE, SELL, bid
from pitch_rules.records import dumps, game_record, game_transcript, read_records, replay

from .conftest import ROOT, deal_of, play_script
from .test_rules_auction_pitch import LONE_JACK_DEAL, LONE_JACK_SCRIPT, PLAIN_DEAL, PLAIN_SCRIPT

PLAIN_TRICKS = PLAIN_SCRIPT.replace("2 pass pass pass  ", "")  # seat 0 leads AH and wins all four points
LONE_JACK_TRICKS = LONE_JACK_SCRIPT.replace("3 pass pass pass  ", "")  # seat 0 wins High, Low and Jack (3)

# Commercial Pitch: the eldest sells; bids 1 to 4, each higher, no dealer's steal; nobody buying, the eldest
# pitches with no contract.
SELL_OUT = (
    "auction.sell_out={pitch_bid: 4}",
    "auction.all_pass=eldest-pitches",
    "auction.dealer_steals=[]",
    "auction.dealer_forced_bid=null",
)


def rules_for(variant: str, *settings: str) -> Rules:
    return Rules.from_variant(load_variant(variant, settings))


def start(rules: Rules, deal: object, script: str = "", *, dealer: int = 3) -> GameState:
    state = GameState(rules, 4, first_dealer=dealer, deals=[deal], seed=0)  # type: ignore[list-item]
    play_script(state, script)
    return state


def legal(state: GameState) -> list[str]:
    return [str(action) for action in state.legal_actions()]


def replays(state: GameState) -> bool:
    return replay(game_record(state), state.rules) is None


# ----- follow suit or trump ------------------------------------------------------------------------

# Hearts are trump once seat 0 leads AH; then seat 0 leads a club.
FOLLOW_DEAL = deal_of(
    "AH 9C 9D 9S 8S 7S",  # leads
    "KH 2H TC 3S 4S 5S",  # can follow clubs, and holds a trump
    "JH 3H QD 6S 2S 3D",  # no club, a trump
    "4H AD KD KS QS JS",  # no club, no trump left
)
CLUB_LED = "2 pass pass pass  AH KH JH 4H  9C"


def test_follow_or_trump_lets_a_player_who_can_follow_trump_instead() -> None:
    state = start(rules_for("auction-pitch", "play.legal=follow-or-trump"), FOLLOW_DEAL, CLUB_LED)
    assert sorted(legal(state)) == ["2H", "TC"]


def test_follow_or_trump_makes_a_player_who_cannot_follow_trump() -> None:
    state = start(rules_for("auction-pitch", "play.legal=follow-or-trump"), FOLLOW_DEAL, CLUB_LED + " TC")
    assert legal(state) == ["3H"]  # void in clubs, holding a trump: must trump
    play_script(state, "3H")
    assert sorted(legal(state)) == ["AD", "JS", "KD", "KS", "QS"]  # neither a club nor a trump: any card
    play_script(state, "KS")
    assert state.tricks[1].winner == 2


@pytest.mark.parametrize(
    ("rule", "follower", "void"),
    [
        ("trump-anytime", ["2H", "TC"], ["2S", "3D", "3H", "6S", "QD"]),
        ("must-trump", ["TC"], ["3H"]),
        ("must-follow", ["TC"], ["2S", "3D", "3H", "6S", "QD"]),
    ],
)
def test_the_other_rules_differ_on_the_same_deal(rule: str, follower: list[str], void: list[str]) -> None:
    state = start(rules_for("auction-pitch", f"play.legal={rule}"), FOLLOW_DEAL, CLUB_LED)
    assert sorted(legal(state)) == follower
    play_script(state, "TC")
    assert sorted(legal(state)) == void


def test_a_player_who_did_not_trump_shows_a_void_in_trumps_too() -> None:
    state = start(rules_for("auction-pitch", "play.legal=follow-or-trump"), FOLLOW_DEAL, CLUB_LED + " TC 3H KS")
    hearts, clubs = (state.rules.variant.deck.suits.index(s) for s in "HC")
    assert state.known_voids()[3] == {clubs, hearts}  # seat 3 threw a spade: no club and no trump
    assert state.known_voids()[2] == set()  # seat 2 trumped, which it may do holding clubs: nothing is shown


# ----- only trumps are played: a player out of trumps folds --------------------------------------------

TRUMPS_ONLY = ROOT / "tests" / "family" / "trumps-only.yaml"
# Seat 0 bids 2 and names hearts. Seat 3 holds no heart: it folds before the first trick. Seat 1 takes the
# first trick with its only trump, the King, and folds: the lead passes to its left, seat 2. Seat 0 takes the
# second with the Ace and folds; seat 2 leads its last trump alone, and nobody holds a trump after that third
# trick: the hand ends, three tricks early. Nobody captures the plain cards, the TC among them: trick points
# are seat 0's QH and AH (6), seat 1's KH (3), seat 2's JH (1). Seat 0 takes High and Game (2, its bid made),
# seat 1 Low (the 3H: every trump dealt is played), seat 2 the Jack.
FOLDING_DEAL = deal_of(
    "AH 4H 2C 3C 4C 5C",  # two trumps
    "KH TC 6C 7C 8C 9C",  # one trump
    "QH JH 3H 2S 3S 4S",  # three trumps
    "QS JS TS 9S 8S 7S",  # none
)
FOLDING_BID = "2 pass pass pass  trump H"
FOLDING_TRICKS = "4H KH 3H  QH AH  JH"


def folding_hand(script: str = "") -> GameState:
    return start(rules_for(str(TRUMPS_ONLY)), FOLDING_DEAL, f"{FOLDING_BID}  {script}")


def test_only_trumps_are_played_and_a_player_holding_none_folds_at_once() -> None:
    state = folding_hand()
    assert state.phase == PLAY and state.to_move == 0
    assert legal(state) == ["AH", "4H"]  # the lead, too, is a trump
    assert state.folded == [3] and state.trick_seats() == (0, 1, 2)
    play_script(state, "4H")
    assert legal(state) == ["KH"] and state.to_move == 1
    with pytest.raises(IllegalActionError, match="not legal now"):
        state.apply(state.rules.action_for("TC"))


def test_a_trick_is_complete_when_every_player_holding_a_trump_has_played() -> None:
    state = folding_hand("4H KH 3H")  # seat 3, folded, plays nothing
    (trick,) = state.tricks
    assert (trick.leader, [state.card_name(c) for c in trick.plays], trick.winner) == (0, ["4H", "KH", "3H"], 1)


def test_a_trick_winner_with_no_trump_left_passes_the_lead_to_the_left() -> None:
    state = folding_hand("4H KH 3H")
    assert state.folded == [1, 3] and state.to_move == state.leader == 2  # seat 1 won with its last trump
    assert legal(state) == ["QH", "JH"] and state.trick_seats() == (2, 0)
    play_script(state, "QH AH")
    assert state.tricks[-1].winner == 0 and state.folded == [0, 1, 3] and state.to_move == 2  # past folded seat 1


def test_the_hand_ends_when_nobody_holds_a_trump() -> None:
    state = folding_hand(FOLDING_TRICKS)
    (hand,) = state.history
    assert state.phase == AUCTION  # the next hand, three tricks early
    assert [(t.leader, len(t.plays), t.winner) for t in hand.tricks] == [(0, 3, 1), (2, 2, 0), (2, 1, 2)]
    assert hand.folded_after == (2, 1, 3, 0)  # the tricks each seat played before folding
    awards = {a.point: (a.side, None if a.card is None else state.card_name(a.card)) for a in hand.awards}
    assert awards == {"high": (0, "AH"), "low": (1, "3H"), "jack": (2, "JH"), "game": (0, None)}
    assert hand.game_points == (6, 3, 1, 0)  # captured cards only: the folded plain cards count for nobody
    assert hand.made and hand.scores == (2, 1, 1, 0)


# Nobody is dealt a heart, and seat 0 names hearts: nobody holds a trump when play begins.
HEARTLESS_DEAL = deal_of("AS KS QS JS TS 9S", "AC KC QC JC TC 9C", "AD KD QD JD TD 9D", "8S 7S 8C 7C 8D 7D")


def test_a_hand_where_nobody_holds_a_trump_ends_before_the_first_trick() -> None:
    """Everyone folds at once: no trick, no trump in play (no High, Low or Jack), no trick points (no Game, a tie at
    nothing); the bidder, who made nothing of a bid of 2, is set back 2. The record replays and says so."""
    state = start(rules_for(str(TRUMPS_ONLY)), HEARTLESS_DEAL, "2 pass pass pass  trump H")
    (hand,) = state.history
    assert hand.tricks == () and hand.folded_after == (0, 0, 0, 0) and state.phase == AUCTION
    assert all(award.side is None for award in hand.awards) and hand.game_points == (0, 0, 0, 0)
    assert hand.scores == (-2, 0, 0, 0)
    assert game_record(state)["hands"][0]["tricks"] == [] and replays(state)
    told = "".join(f"  seat {seat} folds, out of trumps\n" for seat in range(4))
    assert f"seat 0 wins the auction at 2; trump is ♥ Hearts\n{told}  High: nobody\n" in game_transcript(state)


def test_a_hand_where_only_trumps_are_played_is_recorded_replayed_and_told() -> None:
    state = folding_hand(FOLDING_TRICKS)
    record = game_record(state)
    assert [t["plays"] for t in record["hands"][0]["tricks"]] == [["4H", "KH", "3H"], ["QH", "AH"], ["JH"]]
    ((_, read),) = list(read_records(dumps(record), "game.jsonl"))
    assert replay(read, state.rules) is None
    text = game_transcript(state)
    told = "  seat 3 folds, out of trumps\n  trick 1: seat 0 leads 4♥ K♥ 3♥ -> seat 1\n  seat 1 folds, out of trumps\n"
    assert told + "  trick 2: seat 2 leads Q♥ A♥ -> seat 0\n  seat 0 folds, out of trumps\n  trick 3: seat 2 leads J♥ -> seat 2\n" in text


def test_the_rules_document_says_only_trumps_are_played_and_what_is_in_play() -> None:
    """The document states the rule where it states who leads, who follows and who wins, and the cards in play
    (High and Low are the highest and lowest trumps in play) are the cards played: every trump, nothing folded."""
    text = rules_document(load_variant(TRUMPS_ONLY))
    assert "**Leading.** A hand is at most 6 tricks. The bidder leads to the first trick." in text
    assert "**Following.** Only trumps may be played: every card led or played to a trick is a trump." in text
    assert "A trick is complete when every player still holding a trump has played to it." in text
    assert "**Winning a trick.** The highest trump played wins the trick." in text
    assert "The cards in play are the cards played to tricks: only trumps are played, and a player who folds" in text
    assert "The first card led must be a trump" not in text and "every player plays each card they hold" not in text


def test_only_trumps_needs_trump_named_before_the_lead_and_no_drawing() -> None:
    with pytest.raises(VariantError, match="trumps-only needs trump chosen before the lead"):
        load_variant("auction-pitch", ["play.legal=trumps-only"])
    with pytest.raises(VariantError, match="cannot go with drawing after tricks"):
        load_variant("california-jack", ["play.legal=trumps-only"])


def test_the_sampled_worlds_of_a_seat_keep_who_has_folded() -> None:
    """A folded seat holds no trump; a seat that has not folded holds at least one (every world the search bot plays)."""
    state = folding_hand("4H KH 3H  QH")
    is_trump = state.rules.is_trump[state.rules.variant.deck.suits.index("H")]
    assert state.known_voids()[1] == state.known_voids()[3] == {state.trump}
    for seed in range(30):
        world = state.determinize(0, random.Random(seed))
        assert world.hands[0] == state.hands[0] and list(map(len, world.hands)) == list(map(len, state.hands))
        assert not any(is_trump[c] for seat in (1, 3) for c in world.hands[seat])
        assert any(is_trump[c] for c in world.hands[2])
        assert world.folded == [1, 3] and world.trick_seats() == state.trick_seats()


# ----- a joker pitched first ---------------------------------------------------------------------

JOKER_DEAL = deal_of("JK 2H 9C 9D 8S 8D", "AS TC TD 3S 4S 5S", "JH QC QD 6S 7S 2S", "3H AC AD KS QS JS")


def test_a_pitched_joker_is_a_spade() -> None:
    rules = rules_for("auction-pitch-joker", "trump.joker_led_first=S")
    state = start(rules, JOKER_DEAL, "2 pass pass pass")
    assert "JK" in legal(state)
    play_script(state, "JK")
    assert state.trump == rules.variant.deck.suits.index("S")
    assert sorted(legal(state)) == ["3S", "4S", "5S", "AS"]  # a trump was led: seat 1 must follow with a spade
    play_script(state, "3S 2S KS")
    assert state.tricks[0].winner == 3  # the King of trumps beats the Joker, which ranks between the Jack and the Ten


def test_by_default_a_joker_may_not_be_pitched() -> None:
    state = start(rules_for("snoozer"), JOKER_DEAL, "2 pass pass pass")  # the Snoozer's file leaves the default
    assert "JK" not in legal(state)
    with pytest.raises(IllegalActionError):
        state.apply(state.rules.action_for("JK"))


def test_a_pitched_joker_must_name_a_suit_of_the_deck() -> None:
    with pytest.raises(VariantError, match="'C' is not a suit of this deck"):
        load_variant("auction-pitch-joker", ["deck.suits=[S, H, D]", "players.max=6", "trump.joker_led_first=C"])


def test_a_joker_led_later_is_just_a_trump() -> None:
    rules = rules_for("auction-pitch-joker", "trump.joker_led_first=S")
    state = start(rules, JOKER_DEAL, "2 pass pass pass  2H AS JH 3H")  # hearts trump; seat 2 wins with JH
    assert state.tricks[0].winner == 2 and state.trump == rules.variant.deck.suits.index("H")


# ----- auctions of rounds --------------------------------------------------------------------------

ROUNDS = "auction.rounds=until-one-left"


def test_a_raised_bidder_bids_again_and_a_pass_is_final() -> None:
    state = start(rules_for("auction-pitch", ROUNDS), PLAIN_DEAL, "1 2 pass pass")
    assert state.to_move == 0  # seat 0 was raised; seats 2 and 3 have passed for good
    play_script(state, "3")
    assert state.to_move == 1 and legal(state) == ["pass", "bid 4"]
    play_script(state, "pass")
    assert state.phase == PLAY and (state.bidder, state.high_bid) == (0, 3)
    play_script(state, PLAIN_TRICKS)
    assert state.history[0].made and state.scores == [4, 0, 0, 0]
    assert state.history[0].bids == ((0, 1), (1, 2), (2, None), (3, None), (0, 3), (1, None))
    assert replays(state)


def test_the_dealer_may_steal_at_every_turn() -> None:
    state = start(rules_for("auction-pitch", ROUNDS), PLAIN_DEAL, "1 pass pass 1")
    assert state.to_move == 0 and state.bidder == 3  # the dealer equalled the 1: seat 0 may answer
    play_script(state, "2")
    assert state.to_move == 3 and "bid 2" in legal(state)
    play_script(state, "2 pass")
    assert state.phase == PLAY and (state.bidder, state.high_bid) == (3, 2)


def test_the_dealer_is_forced_in_the_first_round_and_the_auction_ends_there() -> None:
    state = start(rules_for("auction-pitch", ROUNDS), PLAIN_DEAL, "pass pass pass")
    assert legal(state) == ["bid 2", "bid 3", "bid 4"]
    play_script(state, "2")
    assert state.phase == PLAY and state.bidder == 3


def test_a_closing_bid_still_ends_an_auction_of_rounds() -> None:
    state = start(rules_for("auction-pitch", ROUNDS), PLAIN_DEAL, "1 4")
    assert state.phase == PLAY and (state.bidder, state.high_bid) == (1, 4)


# ----- the eldest sells ----------------------------------------------------------------------------


def test_pitching_at_once_means_making_four() -> None:
    rules = rules_for("auction-pitch", *SELL_OUT)
    state = start(rules, PLAIN_DEAL)
    assert state.phase == SALE and state.to_move == 0 and state.legal_actions() == [PITCH, SELL]
    play_script(state, "pitch")
    assert state.phase == PLAY and (state.bidder, state.high_bid) == (0, 4)
    play_script(state, PLAIN_TRICKS)
    assert state.scores == [4, 0, 0, 0] and replays(state)  # all four points: made
    state = start(rules, LONE_JACK_DEAL, "pitch " + LONE_JACK_TRICKS)
    assert state.scores == [-4, 0, 0, 1]  # three points won, four needed: set back four


def test_the_eldest_sells_and_scores_the_price_at_once() -> None:
    rules = rules_for("auction-pitch", *SELL_OUT)
    state = start(rules, PLAIN_DEAL, "sell 3 pass pass", dealer=2)  # seat 3 is eldest; seat 0 bids 3
    assert state.phase == SALE and state.to_move == 3 and state.legal_actions() == [ACCEPT, REFUSE]
    play_script(state, "accept")
    assert state.scores == [0, 0, 0, 3] and state.phase == PLAY and (state.bidder, state.high_bid) == (0, 3)
    play_script(state, PLAIN_TRICKS)
    assert state.scores == [4, 0, 0, 3] and state.history[0].score_changes == (4, 0, 0, 3)
    assert state.history[0].sale == ((3, "sell"), (3, "accept")) and replays(state)


def test_the_eldest_refuses_and_must_make_the_bid() -> None:
    rules = rules_for("auction-pitch", *SELL_OUT)
    state = start(rules, PLAIN_DEAL, "sell 2 pass 3 refuse")
    assert (state.bidder, state.high_bid) == (0, 3)
    play_script(state, PLAIN_TRICKS)
    assert state.scores == [4, 0, 0, 0]  # made with four
    state = start(rules, LONE_JACK_DEAL, "sell 4 refuse " + LONE_JACK_TRICKS)  # a 4 closes the bidding
    assert state.scores == [-4, 0, 0, 1] and replays(state)  # three won: set back the four bid


def test_when_nobody_buys_the_eldest_pitches_with_no_contract() -> None:
    rules = rules_for("auction-pitch", *SELL_OUT)
    state = start(rules, LONE_JACK_DEAL, "sell pass pass pass")
    assert state.phase == PLAY and (state.bidder, state.high_bid) == (0, 0) and state.to_move == 0
    play_script(state, LONE_JACK_TRICKS)
    result = state.history[0]
    assert result.bid == 0 and result.made and result.scores == (3, 0, 0, 1)
    assert game_record(state)["hands"][0]["bid"] == 0 and replays(state)


def test_the_seller_does_not_bid_and_a_forced_dealer_must_buy() -> None:
    rules = rules_for("auction-pitch", "auction.sell_out={pitch_bid: 4}", "auction.dealer_steals=[]")
    state = start(rules, PLAIN_DEAL, "sell pass pass")
    assert state.to_move == 3 and legal(state) == ["bid 2", "bid 3", "bid 4"]
    play_script(state, "2")
    assert state.phase == SALE and state.to_move == 0  # back to the eldest, who did not bid


def test_a_sale_nobody_takes_is_thrown_in_and_recorded() -> None:
    rules = rules_for("auction-pitch", "auction.sell_out={pitch_bid: 4}", "auction.all_pass=redeal")
    state = GameState(rules, 4, first_dealer=3, deals=[PLAIN_DEAL, PLAIN_DEAL], seed=0)
    play_script(state, "sell pass pass pass")
    assert state.dealer == 0 and state.thrown_in[0].sale == ((0, "sell"),)
    play_script(state, "pitch")  # seat 1 is eldest now
    assert state.bidder == 1


def test_the_sale_in_rounds_goes_round_the_buyers_only() -> None:
    rules = rules_for("auction-pitch", *SELL_OUT, ROUNDS, "auction.closing_bid=null")
    state = start(rules, PLAIN_DEAL, "sell 1 2 pass")
    assert state.to_move == 1  # seat 0 sells and never bids: after the dealer comes seat 1 again
    play_script(state, "3 pass")
    assert state.phase == SALE and state.to_move == 0 and (state.bidder, state.high_bid) == (1, 3)


# ----- everyone passes: a pitch with no contract -----------------------------------------------------


def test_the_dealer_pitches_with_no_contract() -> None:
    rules = rules_for("auction-pitch", "auction.all_pass=dealer-pitches", "auction.dealer_forced_bid=null")
    state = start(rules, PLAIN_DEAL, "pass pass pass", dealer=0)
    assert PASS in state.legal_actions()  # the dealer is not forced
    play_script(state, "pass")
    assert state.phase == PLAY and (state.bidder, state.high_bid) == (0, 0) and state.to_move == 0
    play_script(state, PLAIN_TRICKS)
    assert state.scores == [4, 0, 0, 0] and state.history[0].made and replays(state)


def test_the_eldest_pitches_with_no_contract_and_cannot_be_set_back() -> None:
    rules = rules_for("auction-pitch", "auction.all_pass=eldest-pitches", "auction.dealer_forced_bid=null")
    deal = deal_of("2C 3D 4D 5D 6D 7D", "AC KC QC JC TC 9C", "2S 3S 4S 5S 6S 7S", "2H 3H 4H 5H 6H 7H")
    state = start(rules, deal, "pass pass pass pass")
    assert (state.bidder, state.high_bid) == (0, 0)
    play_script(state, "2C AC 2S 2H  KC 3S 3H 3D  QC 4S 4H 4D  JC 5S 5H 5D  TC 6S 6H 6D  9C 7S 7H 7D")
    result = state.history[0]
    assert result.won == (0, 4, 0, 0) and result.score_changes == (0, 4, 0, 0)  # nothing won, nothing lost


def test_bid_actions_are_typed_and_refused_out_of_turn() -> None:
    rules = rules_for("auction-pitch", *SELL_OUT)
    assert [rules.action_for(word) for word in ("pitch", "SELL", "accept", "refuse")] == [PITCH, SELL, ACCEPT, REFUSE]
    state = start(rules, PLAIN_DEAL)
    with pytest.raises(IllegalActionError):
        state.apply(bid(2))  # the eldest has not offered the pitch yet


# ----- records, replay and transcripts ---------------------------------------------------------------


def sold_game() -> GameState:
    rules = rules_for("auction-pitch", *SELL_OUT)
    return start(rules, PLAIN_DEAL, "sell 3 pass pass accept " + PLAIN_TRICKS, dealer=2)


def test_the_sale_is_an_optional_field_of_the_record_that_replay_rechecks() -> None:
    state = sold_game()
    record = game_record(state)
    assert record["hands"][0]["sale"] == [{"seat": 3, "action": "sell"}, {"seat": 3, "action": "accept"}]
    ((_, read),) = list(read_records(dumps(record), "game.jsonl"))  # the record schema accepts it
    assert replay(read, state.rules) is None
    refused = json.loads(dumps(record))
    refused["hands"][0]["sale"][1]["action"] = "refuse"  # the eldest, seat 3, would be the bidder
    assert "bidder: the record says 0, the engine says 3" in str(replay(refused, state.rules))
    unsold = json.loads(dumps(record))
    del unsold["hands"][0]["sale"]
    assert "seat to bid" in str(replay(unsold, state.rules))  # the eldest must decide before anyone bids


def test_transcripts_tell_the_sale_and_a_pitch_with_no_contract() -> None:
    text = game_transcript(sold_game())
    assert "seat 3 offers the pitch for sale\n  bids: seat 0 3, seat 1 pass, seat 2 pass\n  seat 3 sells\n" in text
    rules = rules_for("auction-pitch", *SELL_OUT)
    state = start(rules, LONE_JACK_DEAL, "sell pass pass pass " + LONE_JACK_TRICKS)
    text = game_transcript(state)
    assert "seat 0 pitches with no contract; trump is" in text and "seat 0 plays with no contract with 3 points" in text
