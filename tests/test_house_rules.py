"""Every house-rule option of the family, each on a hand-built deal with a known outcome.

Options are switched on the way a user would: with ``--set`` style settings over a
built-in variant, or by playing the built-in variant that has them.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from pitch_rules import GameState, IllegalActionError, Rules, load_variant
from pitch_rules.engine import PASS, PLAY, bid

from .conftest import award, deal_of, play_script
from .test_rules_auction_pitch import LONE_JACK_DEAL, LONE_JACK_SCRIPT, PLAIN_DEAL, PLAIN_SCRIPT

TWO_PLAYERS = ["players.min=2", "players.default=2"]


def rules_for(variant: str = "auction-pitch", *settings: str) -> Rules:
    return Rules.from_variant(load_variant(variant, settings))


def play(rules: Rules, deal: object, script: str, *, dealer: int = 3, players: int | None = None, **options: object) -> GameState:
    """Play ``script`` on ``deal``; return the state (the hand may or may not be finished)."""
    count = players if players is not None else len(deal["hands"] if isinstance(deal, dict) else deal)  # type: ignore[arg-type]
    state = GameState(rules, count, first_dealer=dealer, deals=[deal], seed=0, **options)  # type: ignore[arg-type]
    play_script(state, script)
    return state


def hand(rules: Rules, deal: object, script: str, **options: object):  # type: ignore[no-untyped-def]
    state = play(rules, deal, script, **options)
    assert state.history, "the script did not finish the hand"
    return state, state.history[0]


def names(rules: Rules, cards: Sequence[int]) -> list[str]:
    return [rules.card_names[c] for c in cards]


# ----- sides ---------------------------------------------------------------------------


def test_two_player_solo_game() -> None:
    rules = rules_for("auction-pitch", *TWO_PLAYERS)
    deal = deal_of("AH 2C 3C 4C 5C 6C", "TH KS 2S 3S 4S 5S")
    state, result = hand(rules, deal, "2 pass  AH TH  2C KS  3C 2S  4C 3S  5C 4S  6C 5S", dealer=1)
    assert state.sides == [[0], [1]]
    assert [a.side for a in result.awards] == [0, 0, None, 0]  # one trump each side: AH high, TH low
    assert result.scores == (3, 0)


@pytest.mark.parametrize(
    ("variant", "sides"),
    [("six-player-pitch", [[0, 3], [1, 4], [2, 5]]), ("two-teams-of-three", [[0, 2, 4], [1, 3, 5]])],
)
def test_six_player_partnerships(variant: str, sides: list[list[int]]) -> None:
    rules = rules_for(variant)
    # Eight cards each: both six-player games deal eight.
    deal = deal_of(
        "AH 9C 9D 9S 2C 2D 2S 3H", "KH 3C 3D 3S 4C 4D 4S 4H", "QH 5C 5D 5S 6C 6D 6S 5H",
        "JH 7C 7D 7S 8C 8D 8S 6H", "TH TC TD TS QC QD QS 7H", "2H KC KD KS AC AD AS 8H",
    )  # fmt: skip
    script = "2 pass pass pass pass pass  AH KH QH JH TH 2H"
    state = play(rules, deal, script, dealer=5)
    assert state.sides == sides
    # Seat 0 captured every trump: High, Low and Jack go to seat 0's side.
    partner_of_0 = next(side for side in sides if 0 in side)
    assert all(state.side_of[seat] == state.side_of[0] for seat in partner_of_0)
    assert state.captor[rules.card_by_name["JH"]] == 0


# ----- auction ------------------------------------------------------------------------------


def test_minimum_bid_and_bid_range() -> None:
    rules = rules_for("pitch-4")
    state = GameState(rules, 4, first_dealer=3, deals=[PLAIN_DEAL], seed=0)
    assert state.legal_actions() == [PASS, bid(2), bid(3), bid(4)]


def test_dealer_may_not_steal() -> None:
    rules = rules_for("auction-pitch", "auction.dealer_steals=[]")
    state = play(rules, PLAIN_DEAL, "pass 2 pass")
    assert state.legal_actions() == [PASS, bid(3), bid(4)]  # must exceed, like everyone


def test_dealer_may_steal_only_a_four() -> None:
    rules = rules_for("auction-pitch", "auction.dealer_steals=[4]", "auction.closing_bid=null")
    state = play(rules, PLAIN_DEAL, "pass 3 pass")
    assert bid(3) not in state.legal_actions()
    state = play(rules, PLAIN_DEAL, "pass 4 pass")
    assert state.phase != PLAY and bid(4) in state.legal_actions()  # a 4 no longer closes; the dealer steals it
    state.apply(bid(4))
    assert state.bidder == 3


def test_all_pass_redeal() -> None:
    rules = rules_for("auction-pitch", "auction.all_pass=redeal")
    second = deal_of("AH 2C 3C 4C 5C 6C", "TH KS 2S 3S 4S 5S", "2H 2D 3D 4D 5D 6D", "7C 7D 7S 8C 8D 8S")
    state = GameState(rules, 4, first_dealer=3, deals=[PLAIN_DEAL, second], seed=0)
    play_script(state, "pass pass pass")
    assert PASS in state.legal_actions()  # the dealer is not forced
    state.apply(PASS)
    assert state.dealer == 0 and state.phase == "auction" and state.to_move == 1
    assert state.thrown_in[0].dealer == 3 and state.scores == [0, 0, 0, 0]


def test_all_pass_dealer_set_back() -> None:
    rules = rules_for("auction-pitch", "auction.all_pass=dealer-set-back", "auction.dealer_set_back=2")
    state = GameState(rules, 4, first_dealer=3, deals=[PLAIN_DEAL, PLAIN_DEAL], seed=0)
    play_script(state, "pass pass pass pass")
    assert state.scores == [0, 0, 0, -2] and state.dealer == 0


def test_moon_bid_may_exceed_the_points() -> None:
    rules = rules_for(
        "auction-pitch",
        "auction.bids=[1, 2, 3, 4, 5]",
        "auction.moon_bid=5",
        "auction.closing_bid=5",
        "contract.made=if bid == 5 then won == 4 else won >= bid",
        "contract.bidder=if bid == 5 then (if made then 10 else -10) else (if made then won else -bid)",
    )
    _, result = hand(rules, PLAIN_DEAL, PLAIN_SCRIPT.replace("2 pass pass pass", "5"))
    assert result.made and result.scores == (10, 0, 0, 0)  # all four points: the moon pays 10


def test_smudge_wins_at_once() -> None:
    rules = rules_for("smudge")
    state, result = hand(rules, PLAIN_DEAL, PLAIN_SCRIPT.replace("2 pass pass pass", "4"))
    assert result.scores == (4, 0, 0, 0) and state.winner == 0  # far below the target of 7


# ----- play ----------------------------------------------------------------------------------


def test_must_follow_suit_forbids_trumping() -> None:
    rules = rules_for("auction-pitch", "play.legal=must-follow")
    deal = deal_of("AH 9C 9D 9S 8S 7S", "KH TC TD 3S 4S 5S", "JH QC QD 6S 2S 2H", "3H AC AD KS QS JS")
    state = play(rules, deal, "2 pass pass pass  AH KH 2H 3H  9S 3S")
    assert sorted(map(str, state.legal_actions())) == ["2S", "6S"]  # JH is no longer allowed


def test_must_trump_when_void() -> None:
    rules = rules_for("auction-pitch", "play.legal=must-trump")
    deal = deal_of("AH 9C 9D 9S 8S 7S", "KH 2H TD 3S 4S 5S", "JH QC QD 6S 2S 3D", "3H AC AD KS QS JS")
    state = play(rules, deal, "2 pass pass pass  AH KH JH 3H  9C")
    assert [str(a) for a in state.legal_actions()] == ["2H"]  # void in clubs: must trump


def test_trump_named_by_the_bidder_and_first_lead_must_be_trump() -> None:
    rules = rules_for("auction-pitch", "trump.chosen_by=bidder-names", "play.first_lead=trump")
    state = play(rules, PLAIN_DEAL, "2 pass pass pass")
    assert state.phase == "trump" and state.to_move == 0
    state.apply(rules.action_for("trump S"))
    assert [str(a) for a in state.legal_actions()] == ["9S", "8S"]  # the first lead must be a trump
    play_script(state, "9S 3S 2S JS")
    assert state.tricks[0].winner == 3  # spades are trump: JS wins


# ----- points ----------------------------------------------------------------------------------


def test_low_to_the_holder() -> None:
    rules = rules_for("auction-pitch", "points.low.to=holder(card)")
    deal = deal_of("AH KH 9C 9D 9S 8S", "2H TC TD 3S 4S 5S", "JH QC QD 6S 7S 2S", "3H AC AD KS QS JS")
    script = "2 pass pass pass  AH 2H JH 3H  KH TC QC AC  9C TD QD AD  9D 3S 6S KS  9S 4S 7S QS  JS 8S 5S 2S"
    _, result = hand(rules, deal, script)
    assert award(result, rules, "low") == (1, "2H")  # dealt to seat 1, captured by seat 0


def test_high_and_low_as_fixed_cards() -> None:
    rules = rules_for("auction-pitch", "points.high.card=dealt('A', trump)", "points.low.card=dealt('2', trump)")
    _, result = hand(rules, LONE_JACK_DEAL, LONE_JACK_SCRIPT)
    assert award(result, rules, "high") == (None, None) and award(result, rules, "low") == (None, None)
    _, result = hand(rules, PLAIN_DEAL, PLAIN_SCRIPT)
    assert award(result, rules, "high") == (0, "AH") and award(result, rules, "low") == (0, "2H")


def test_game_by_the_ten_of_trumps() -> None:
    rules = rules_for("auction-pitch", "points.game.card=dealt('T', trump)", "points.game.to=captor(card)")
    _, result = hand(rules, PLAIN_DEAL, PLAIN_SCRIPT)
    assert award(result, rules, "game") == (None, None)  # no Ten of hearts dealt
    deal = [PLAIN_DEAL[0], PLAIN_DEAL[1], ["TH", *PLAIN_DEAL[2][1:]], PLAIN_DEAL[3]]
    _, result = hand(rules, deal, PLAIN_SCRIPT.replace("AH KH JH 3H", "AH KH TH 3H"))
    assert award(result, rules, "game") == (0, "TH")


def test_tie_for_game_to_the_bidder() -> None:
    rules = rules_for(
        "auction-pitch",
        "points.game.to=if unique_max(trick_points) == none then bidder else unique_max(trick_points)",
    )
    deal = deal_of("AH 2C 3C 4C 5C 6C", "TD 2S 3D 4D 5D 6D", "3S 7D 8D 9D 2D 7C", "2H TC AC 8C 9C 7S")
    script = "2 pass pass pass  AH TD 3S 2H  2C 3D 7C 8C  TC 3C 4D 7D  AC 4C 5D 8D  9C 5C 6D 9D  7S 6C 2S 2D"
    _, result = hand(rules, deal, script)
    assert result.game_points == (14, 0, 0, 14)
    assert award(result, rules, "game") == (0, None)


def test_one_card_scores_only_one_point() -> None:
    only_once = "if card == highest(trumps(in_play)) then none else captor(card)"
    rules = rules_for("auction-pitch", f"points.low.to={only_once}", f"points.jack.to={only_once}")
    _, result = hand(rules, LONE_JACK_DEAL, LONE_JACK_SCRIPT)
    assert [a.side for a in result.awards[:3]] == [0, None, None]
    assert result.won == (1, 0, 0, 1)


# ----- cards ---------------------------------------------------------------------------------

JOKER_SETTINGS = (
    "deck.jokers=[{id: JK, name: Joker}]",
    "trump.ranking=[A, K, Q, J, T, '9', '8', '7', '6', '5', '4', '3', '2', JK]",
    "points.joker={name: Joker, description: the Joker, card: dealt_card('JK'), to: captor(card)}",
)
JOKER_DEAL = deal_of("AH 2H 9C 9D 9S 8S", "KH TC TD 3S 4S JK", "JH QC QD 6S 7S 2S", "3H AC AD KS QS JS")
JOKER_SCRIPT = "2 pass pass pass  AH KH JH 3H  2H JK QC AC  9C TC QD AD  TD 2S JS 9D  3S 7S KS 8S  QS 9S 4S 6S"


def test_joker_below_the_two() -> None:
    rules = rules_for("auction-pitch", *JOKER_SETTINGS)
    state = play(rules, JOKER_DEAL, "2 pass pass pass  AH KH JH 3H  2H")
    assert [str(a) for a in state.legal_actions()] == ["JK"]  # the Joker is a trump: it must follow the trump lead
    _, result = hand(rules, JOKER_DEAL, JOKER_SCRIPT)
    assert result.tricks[1].winner == 0  # 2H beats the Joker ranked below it
    assert award(result, rules, "joker") == (0, "JK")
    assert award(result, rules, "low") == (0, "JK")  # the lowest trump is now the Joker...


def test_joker_points_to_the_holder_and_low_among_natural_trumps() -> None:
    rules = rules_for(
        "auction-pitch", *JOKER_SETTINGS, "points.joker.to=holder(card)", "points.low.card=lowest(of_suit(in_play, trump))"
    )
    _, result = hand(rules, JOKER_DEAL, JOKER_SCRIPT)
    assert award(result, rules, "joker") == (1, "JK")
    assert award(result, rules, "low") == (0, "2H")


def test_joker_cannot_name_trump() -> None:
    rules = rules_for("auction-pitch", *JOKER_SETTINGS)
    deal = deal_of("JK 2H 9C 9D 9S 8S", "KH TC TD 3S 4S AH", "JH QC QD 6S 7S 2S", "3H AC AD KS QS JS")
    state = play(rules, deal, "2 pass pass pass")
    assert "JK" not in map(str, state.legal_actions())


def test_equal_jokers_first_played_wins() -> None:
    rules = rules_for(
        "auction-pitch",
        "deck.jokers=[{id: BJ, name: Big Joker}, {id: LJ, name: Little Joker}]",
        "trump.ranking=[A, K, Q, J, [BJ, LJ], T, '9', '8', '7', '6', '5', '4', '3', '2']",
    )
    deal = deal_of("2H 9C 9D 9S 8S 7S", "LJ TC TD 3S 4S 5S", "BJ QC QD 6S 2S 3D", "3H AC AD KS QS JS")
    state = play(rules, deal, "2 pass pass pass  2H LJ BJ 3H")
    assert state.tricks[0].winner == 1  # LJ and BJ rank equal: the first played wins


OFF_JACK_DEAL = deal_of("AH 2H 9C 9D 9S 8S", "KH JD TD 3S 4S 5S", "JH QC QD 6S 7S 2S", "3H AC AD KS QS TS")


def test_off_jack_is_a_trump_of_the_trump_suit() -> None:
    rules = rules_for("pitch-5")
    state = play(rules, OFF_JACK_DEAL, "2 pass pass pass  AH KH JH 3H  2H")
    assert [str(a) for a in state.legal_actions()] == ["JD"]  # the jick is a heart now: it must follow
    play_script(state, "JD QC AC")
    assert state.tricks[1].winner == 1  # and it outranks the Two of trumps


def test_off_jack_does_not_follow_its_printed_suit() -> None:
    rules = rules_for("pitch-5", "play.legal=must-follow")
    state = play(rules, OFF_JACK_DEAL, "2 pass pass pass  AH KH JH 3H  9D")
    assert [str(a) for a in state.legal_actions()] == ["TD"]


def test_off_jack_point_goes_to_its_captor() -> None:
    rules = rules_for("pitch-5")
    script = "2 pass pass pass  AH KH JH 3H  2H JD QC AC  TD QD AD 9D  KS 8S 3S 6S  QS 9S 4S 7S  TS 9C 5S 2S"
    _, result = hand(rules, OFF_JACK_DEAL, script)
    assert award(result, rules, "off-jack") == (1, "JD")


SIX_CARDS_PITCHED = ("deal.cards=6", "exchange=null", "trump.chosen_by=first-lead")


def test_off_ace_ranks_just_below_the_ace() -> None:
    rules = rules_for("pitch-11", *SIX_CARDS_PITCHED)
    deal = deal_of("KH 2H 9C 9D 9S 8S", "AD TC TD 3S 4S 5S", "JH QC QD 6S 7S 2S", "3H AC 7D KS QS JS")
    state = play(rules, deal, "3 pass pass pass  KH AD JH 3H")
    assert state.tricks[0].winner == 1  # the off-ace outranks the King


def test_three_of_trumps_worth_three() -> None:
    rules = rules_for("pitch-10", *SIX_CARDS_PITCHED)
    _, result = hand(rules, PLAIN_DEAL, PLAIN_SCRIPT.replace("2 pass pass pass", "3 pass pass pass"))
    assert award(result, rules, "three") == (0, "3H") and result.won[0] == 6  # the Ace, Two, Jack and Three (3)


def test_five_and_off_five_worth_five_each() -> None:
    rules = rules_for(
        "cinch", "exchange=null", "trump.chosen_by=first-lead", "deal.cards=6", "players.min=2", "players.default=2",
        "sides={kind: solo, teams: null, team_size: null}", "players.max=2",
    )
    deal = deal_of("5H AH 2C 3C 4C 6C", "5D KS QS JS 9S 8S")
    state, result = hand(rules, deal, "7 pass  AH 5D  5H 8S  2C 9S  3C JS  4C QS  6C KS", dealer=1)
    assert [award(result, rules, p) for p in ("right-pedro", "left-pedro")] == [(0, "5H"), (0, "5D")]
    assert result.won[0] == 11 and result.made  # High (AH) 1 and two Pedros 10


def test_stripped_deck() -> None:
    rules = rules_for("auction-pitch", "deck.ranks=['7', '8', '9', T, J, Q, K, A]", "players.max=5")
    assert len(rules.card_names) == 32
    deal = deal_of("AH 7H 9C 9D 9S 8S", "KH TC TD 7S QS 8D", "JH QC QD KS 7C 8C", "8H AC AD AS JS TS")
    state = play(rules, deal, "2 pass pass pass  AH KH JH 8H  7H")
    assert state.tricks[0].winner == 0
    with pytest.raises(ValueError, match="not in this variant's deck"):
        rules.action_for("2H")


# ----- winning --------------------------------------------------------------------------------


def test_first_out_counts_points_in_order() -> None:
    rules = rules_for("auction-pitch", "game.winner=first_out")
    # Seat 3 is on 6: Game (counted last) would put it out, but seat 0 gets there first with High.
    state, result = hand(rules, PLAIN_DEAL, PLAIN_SCRIPT, scores=[6, 0, 0, 6])
    assert state.winner == 0
    rules = rules_for("auction-pitch", "game.winner=first_out")
    state, _ = hand(rules, LONE_JACK_DEAL, LONE_JACK_SCRIPT, scores=[0, 0, 0, 6])
    assert state.winner == 3  # a player who did not bid goes out on Game


def test_first_out_with_the_bidders_points_first() -> None:
    rules = rules_for("auction-pitch", "game.winner=first_out_bidder_first")
    # Seat 3 would reach 7 with Game; seat 0, the bidder, reaches 7 with its third point and counts first.
    state, _ = hand(rules, LONE_JACK_DEAL, LONE_JACK_SCRIPT, scores=[4, 0, 0, 6])
    assert state.winner == 0


def test_must_bid_to_win_caps_the_others() -> None:
    rules = rules_for("auction-pitch", "contract.others=max(0, min(won, target - 1 - score(side)))")
    state, result = hand(rules, LONE_JACK_DEAL, LONE_JACK_SCRIPT, scores=[0, 0, 0, 6])
    assert result.scores[3] == 6 and not state.is_over  # Game is worth nothing to a player on 6 who did not bid


# ----- phases ---------------------------------------------------------------------------------

WIDOW = ("deal.widow=2", "exchange={keep: 6, discard: any, refill: false, rest_to: bidder}")


def test_widow_goes_to_the_bidder() -> None:
    rules = rules_for("auction-pitch", *TWO_PLAYERS, *WIDOW)
    deal = {"hands": deal_of("AH 2C 3C 4C 5C 6C", "TH KS 2S 3S 4S 5S"), "stock": ["KH", "QH"]}
    state = play(rules, deal, "2 pass", dealer=1)
    assert state.phase == "exchange" and state.to_move == 0 and len(state.hands[0]) == 8
    assert "done" not in map(str, state.legal_actions())  # must come back down to six
    play_script(state, "discard 5C discard 6C done")
    assert state.phase == PLAY and sorted(names(rules, state.hands[0])) == ["2C", "3C", "4C", "AH", "KH", "QH"]
    assert rules.card_by_name["5C"] in state.dead


def test_discard_refill_and_the_bidder_takes_the_rest() -> None:
    rules = rules_for(
        "auction-pitch", *TWO_PLAYERS, "deal.widow=4", "exchange={keep: 6, discard: any, refill: true, rest_to: bidder}"
    )
    deal = {"hands": deal_of("AH 2C 3C 4C 5C 6C", "TH KS 2S 3S 4S 5S"), "stock": ["KH", "QH", "JH", "9H"]}
    state = play(rules, deal, "2 pass  discard 6C done  discard 5S discard 4S done", dealer=1)
    # Seat 0 (eldest) drew KH; seat 1 drew QH JH; the bidder, seat 0, takes 9H and throws one card.
    assert names(rules, state.hands[1])[-2:] == ["QH", "JH"] and len(state.hands[0]) == 7
    play_script(state, "discard 5C done")
    assert state.phase == PLAY and "9H" in names(rules, state.hands[0]) and "KH" in names(rules, state.hands[0])


def test_exchange_keeps_trumps() -> None:
    rules = rules_for("cinch")
    deal = {
        "hands": deal_of(
            "AH KH 2C 3C 4C 5C 6C 7C 8C", "2S 3S 4S 5S 6S 7S 8S 9S TS",
            "2D 3D 4D 5D 6D 7D 8D 9D TD", "QH JH TH 9H 8H 7H 6H 5H 4H",
        ),  # fmt: skip
        "stock": "AC KC QC JC TC 9C AS KS QS JS AD KD QD JD 3H 2H".split(),
    }
    state = play(rules, deal, "pass pass pass 1  trump H", dealer=3)
    assert state.phase == "exchange" and state.to_move == 0
    assert "discard AH" not in map(str, state.legal_actions())  # trumps may not be thrown away
    play_script(state, "discard 2C discard 3C discard 4C discard 5C discard 6C discard 7C discard 8C done")
    assert names(rules, state.hands[0]) == ["AH", "KH", "AC", "KC", "QC", "JC"]


def test_turned_up_jack_scores_for_the_dealer_and_begging_gift() -> None:
    rules = rules_for("all-fours")
    deal = {"hands": deal_of("AH 2C 3C 4C 5C 6C", "TH KS 2S 3S 4S 5S"), "stock": ["JD", "7H", "8H", "9H"]}
    state = GameState(rules, 2, first_dealer=1, deals=[deal], seed=0)
    assert state.trump == rules.variant.deck.suits.index("D") and state.scores == [0, 1]  # a Jack turned: dealer +1
    play_script(state, "beg give")
    assert state.scores == [1, 1] and state.phase == PLAY and state.to_move == 0


def test_running_the_cards_until_a_new_suit() -> None:
    rules = rules_for("all-fours")
    stock = "2D 7D 8D 9D 7S 8S 9S KD 6D 6S TS JS QS 3H 4H 7H".split()
    deal = {"hands": deal_of("AH 2C 3C 4C 5C 6C", "TH KS 2S 3S 4S 5S"), "stock": stock}
    state = GameState(rules, 2, first_dealer=1, deals=[deal], seed=0)
    play_script(state, "beg run")
    # Ran once: 7D 8D 9D to seat 0, 7S 8S 9S to seat 1, KD turned (diamonds again); ran again:
    # 6D 6S TS to seat 0, JS QS 3H to seat 1, and 4H shows a new suit.
    assert names(rules, state.upcards) == ["2D", "KD", "4H"]
    assert state.trump == rules.variant.deck.suits.index("H") and names(rules, state.hands[1])[-3:] == ["JS", "QS", "3H"]
    assert len(state.hands[0]) == 12 and state.phase == "exchange" and state.to_move == 0
    # Foster: "each player reducing his hand to six, with which he plays".
    play_script(state, "discard 2C discard 3C discard 4C discard 5C discard 6C discard 6D done")
    assert len(state.hands[0]) == 6 and state.to_move == 1 and "done" not in map(str, state.legal_actions())
    play_script(state, "discard 2S discard 3S discard 4S discard 5S discard 7S discard 8S done")
    assert state.phase == PLAY and [len(hand) for hand in state.hands] == [6, 6]


def test_running_out_of_cards_throws_the_deal_in() -> None:
    rules = rules_for("all-fours")
    stock = "2D 7D 8D 9D 7S 8S 9S KD 6D 6S TS".split()  # too few to run a second time
    deal = {"hands": deal_of("AH 2C 3C 4C 5C 6C", "TH KS 2S 3S 4S 5S"), "stock": stock}
    state = GameState(rules, 2, first_dealer=1, deals=[deal], seed=0)
    play_script(state, "beg run")
    assert len(state.thrown_in) == 1 and state.dealer == 0  # a new deal, by the next dealer


def test_drawing_from_a_face_up_stock_after_each_trick() -> None:
    rules = rules_for("california-jack")
    hands = deal_of("AH 2C 3C 4C 5C 6C", "TH KS 2S 3S 4S 5S")
    rest = [c for c in rules.card_names if c not in {c for h in hands for c in h}]
    stock = ["7H", *[c for c in rest if c != "7H"]]
    state = GameState(rules, 2, first_dealer=1, deals=[{"hands": hands, "stock": stock}], seed=0)
    assert state.trump == rules.variant.deck.suits.index("H")  # the top of the stock shows trump
    assert state.view(0).stock_top == rules.card_by_name["7H"]
    play_script(state, "AH TH")  # seat 0 wins and draws the 7H; seat 1 draws the next card
    assert "7H" in names(rules, state.hands[0]) and len(state.hands[1]) == 6
    assert state.view(1).stock_top == rules.card_by_name[stock[2]]


def test_a_card_drawn_from_a_face_up_stock_stays_where_everyone_saw_it_go() -> None:
    rules = rules_for("california-jack")
    hands = deal_of("AH 2C 3C 4C 5C 6C", "TH KS 2S 3S 4S 5S")
    rest = [c for c in rules.card_names if c not in {c for h in hands for c in h}]
    stock = ["7H", "QD", *[c for c in rest if c not in ("7H", "QD")]]
    state = GameState(rules, 2, first_dealer=1, deals=[{"hands": hands, "stock": stock}], seed=0)
    play_script(state, "AH TH")  # seat 0 draws the 7H, seat 1 the QD: both seen as they are taken
    seven, queen = rules.card_by_name["7H"], rules.card_by_name["QD"]
    for number in range(30):  # every world either seat imagines has the other's drawn card in that hand
        assert queen in state.view(0).sample_state(random.Random(number)).hands[1]
        assert seven in state.view(1).sample_state(random.Random(number)).hands[0]
    play_script(state, str(state.legal_actions()[0]))  # seat 0 leads again; the QD is still seat 1's
    assert all(queen in state.view(0).sample_state(random.Random(n)).hands[1] for n in range(10))


def test_face_down_stock_hides_its_top() -> None:
    rules = rules_for("shasta-sam")
    state = GameState(rules, 2, seed=3)
    assert state.view(0).stock_top is not None  # the card showing trump
    play_script(state, " ".join(str(state.legal_actions()[0]) for _ in range(1)))
    play_script(state, str(state.legal_actions()[0]))
    assert state.view(0).stock_top is None and state.view(0).stock_size == 52 - 12 - 2


def test_illegal_exchange_and_begging_actions_are_refused() -> None:
    rules = rules_for("all-fours")
    state = GameState(rules, 2, seed=5)
    with pytest.raises(IllegalActionError):
        state.apply(rules.action_for("give"))  # the dealer cannot answer before the beg
