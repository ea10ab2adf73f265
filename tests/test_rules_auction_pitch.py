"""Every rule of the normative game (R1-R25, D1-D6) on hand-built deals with known outcomes.

Rule ids follow the normative statement of Auction Pitch; the game comes entirely from
variants/auction-pitch.yaml and variants/partnership-pitch.yaml.
"""

from __future__ import annotations

import random

import pytest

from pitch_rules import PASS, GameState, IllegalActionError, Rules, bid, play
from pitch_rules.engine import AUCTION, PLAY

from .conftest import award, deal_of, play_script, scripted_hand

# A plain hand: seat 0 pitches at 2 and takes High, Low, Jack and Game.
PLAIN_DEAL = deal_of(
    "AH 2H 9C 9D 9S 8S",
    "KH TC TD 3S 4S 5S",
    "JH QC QD 6S 7S 2S",
    "3H AC AD KS QS JS",
)
PLAIN_SCRIPT = "2 pass pass pass  AH KH JH 3H  2H TC QC AC  9C TD QD AD  9D 3S 6S KS  9S 4S 7S QS  JS 8S 5S 2S"

# The only trump in play is the Jack of hearts, led by seat 0 (who bid 3).
LONE_JACK_DEAL = deal_of(
    "JH 9C 9D 9S 2C 2D",
    "TC TD 3S 4S 5S 6C",
    "QC QD 6S 7S 2S 7C",
    "AC AD KS QS JS 8C",
)
LONE_JACK_SCRIPT = "3 pass pass pass  JH TC QC AC  9C 6C 7C 8C  9D TD QD AD  KS 9S 3S 6S  QS 2C 4S 7S  JS 2D 5S 2S"


def hand_for(rules: Rules, deal: list[list[str]], script: str, **options: object):  # type: ignore[no-untyped-def]
    return scripted_hand(rules, deal, script, **options)  # type: ignore[arg-type]


# ----- players and sides --------------------------------------------------------


def test_r1_three_to_seven_players(auction_pitch: Rules) -> None:
    for players in range(3, 8):
        assert GameState(auction_pitch, players, seed=1).players == players
    for players in (2, 8):
        with pytest.raises(ValueError, match="3 to 7 players"):
            GameState(auction_pitch, players, seed=1)
    assert GameState(auction_pitch, seed=1).players == 4  # best with 4


def test_r2_solo_sides(auction_pitch: Rules) -> None:
    assert GameState(auction_pitch, 5, seed=1).sides == [[0], [1], [2], [3], [4]]


def test_r2_partnership_sides_and_team_scoring(partnership_pitch: Rules) -> None:
    state, result = hand_for(partnership_pitch, PLAIN_DEAL, PLAIN_SCRIPT)
    assert state.sides == [[0, 2], [1, 3]]
    # Seat 2's Jack is captured by seat 0: the team of seats 0+2 holds every point.
    assert award(result, partnership_pitch, "jack") == (0, "JH")
    assert result.game_points == (43, 3)
    assert result.scores == (4, 0)


def test_r3_bidding_goes_clockwise_from_dealers_left(auction_pitch: Rules) -> None:
    state = GameState(auction_pitch, 4, first_dealer=2, deals=[PLAIN_DEAL], seed=0)
    order = []
    while state.phase == AUCTION:
        order.append(state.to_move)
        state.apply(state.legal_actions()[-1] if state.to_move == 2 else PASS)
    assert order == [3, 0, 1, 2]


# ----- deck and deal --------------------------------------------------------------


def test_r4_ace_high_two_low(auction_pitch: Rules) -> None:
    _, result = hand_for(auction_pitch, PLAIN_DEAL, PLAIN_SCRIPT)
    assert result.tricks[0].winner == 0  # AH beats KH, JH, 3H
    assert award(result, auction_pitch, "high") == (0, "AH")
    assert award(result, auction_pitch, "low") == (0, "2H")


class _NoShuffle(random.Random):
    """random() always 0: the partial shuffle swaps nothing, so the deck stays in order."""

    def random(self) -> float:
        return 0.0


def test_r5_six_cards_in_packets_of_three_from_dealers_left(auction_pitch: Rules) -> None:
    state = GameState(auction_pitch, 4, first_dealer=3, seed=0)
    state.rng = _NoShuffle()
    state._start_hand(3)
    names = auction_pitch.card_names
    hands = [[names[c] for c in hand] for hand in state.deal]
    # Deck order is spades 2..A, hearts 2..A, ...; seat 0 (left of dealer 3) gets the first packet.
    assert hands[0] == ["2S", "3S", "4S", "AS", "2H", "3H"]
    assert hands[1] == ["5S", "6S", "7S", "4H", "5H", "6H"]
    assert hands[3] == ["JS", "QS", "KS", "TH", "JH", "QH"]
    assert all(len(hand) == 6 for hand in hands)


def test_r5_unused_cards_stay_out(auction_pitch: Rules) -> None:
    state = GameState(auction_pitch, 4, seed=11)
    dealt = [c for hand in state.deal for c in hand]
    assert len(dealt) == len(set(dealt)) == 24


def test_r6_first_dealer_random_then_passes_left(auction_pitch: Rules) -> None:
    first_dealers = {GameState(auction_pitch, 4, seed=s).dealer for s in range(40)}
    assert first_dealers == {0, 1, 2, 3}
    state = GameState(auction_pitch, 4, first_dealer=3, deals=[PLAIN_DEAL], seed=0)
    play_script(state, PLAIN_SCRIPT)
    assert state.dealer == 0 and state.history[0].dealer == 3


# ----- auction ----------------------------------------------------------------------


def test_r7_legal_bids_and_one_chance_each(auction_pitch: Rules) -> None:
    state = GameState(auction_pitch, 4, first_dealer=3, deals=[PLAIN_DEAL], seed=0)
    assert state.legal_actions() == [PASS, bid(1), bid(2), bid(3), bid(4)]
    state.apply(bid(2))
    assert state.legal_actions() == [PASS, bid(3), bid(4)]  # must be higher
    with pytest.raises(IllegalActionError):
        state.apply(bid(2))
    state.apply(PASS)
    state.apply(PASS)
    assert state.to_move == 3  # seat 0 does not bid again (D2)
    state.apply(PASS)
    assert state.phase == PLAY and state.bidder == 0 and state.high_bid == 2  # R11


def test_r8_d3_bid_of_four_closes_the_auction(auction_pitch: Rules) -> None:
    state = GameState(auction_pitch, 4, first_dealer=3, deals=[PLAIN_DEAL], seed=0)
    play_script(state, "1 4")
    assert state.phase == PLAY
    assert state.bids == [(0, 1), (1, 4)]  # seats 2 and 3 never bid
    assert state.bidder == 1 and state.to_move == 1  # the pitcher's card is the opening lead


def test_r9_dealer_forced_to_two(auction_pitch: Rules) -> None:
    state = GameState(auction_pitch, 4, first_dealer=3, deals=[PLAIN_DEAL], seed=0)
    play_script(state, "pass pass pass")
    assert state.legal_actions() == [bid(2), bid(3), bid(4)]
    state.apply(bid(2))
    assert state.bidder == 3 and state.high_bid == 2


@pytest.mark.parametrize("high", [1, 2, 3])
def test_r10_dealer_steals_by_equalling(auction_pitch: Rules, high: int) -> None:
    state = GameState(auction_pitch, 4, first_dealer=3, deals=[PLAIN_DEAL], seed=0)
    play_script(state, f"pass {high} pass")
    legal = state.legal_actions()
    assert bid(high) in legal and PASS in legal
    assert all(bid(b) in legal for b in range(high, 5))
    assert all(bid(b) not in legal for b in range(1, high))
    state.apply(bid(high))
    assert state.bidder == 3 and state.high_bid == high


def test_r10_d4_dealer_cannot_steal_a_four(auction_pitch: Rules) -> None:
    state = GameState(auction_pitch, 4, first_dealer=3, deals=[PLAIN_DEAL], seed=0)
    play_script(state, "pass pass 4")
    assert state.phase == PLAY and state.bidder == 2
    with pytest.raises(IllegalActionError):
        state.apply(bid(4))  # the dealer never gets to bid


def test_r10_others_may_not_equal(auction_pitch: Rules) -> None:
    state = GameState(auction_pitch, 4, first_dealer=3, deals=[PLAIN_DEAL], seed=0)
    play_script(state, "2")
    assert bid(2) not in state.legal_actions()


# ----- play --------------------------------------------------------------------------


def test_r12_pitcher_leads_and_first_card_sets_trump(auction_pitch: Rules) -> None:
    state = GameState(auction_pitch, 4, first_dealer=3, deals=[PLAIN_DEAL], seed=0)
    play_script(state, "2 pass pass pass")
    assert state.to_move == 0 and state.trump is None
    assert len(state.legal_actions()) == 6  # any card may be led
    state.apply(play("9C"))
    assert auction_pitch.variant.deck.suits[state.trump] == "C"  # type: ignore[index]


def test_r13_follow_suit_or_trump_any_time(auction_pitch: Rules) -> None:
    deal = deal_of("AH 2H 9C 9D 9S 8S", "KH TC TD 3S 4S 5S", "JH QC QD 6S 7S 2S", "3H AC AD KS QS JS")
    state = GameState(auction_pitch, 4, first_dealer=3, deals=[deal], seed=0)
    play_script(state, "2 pass pass pass  AH KH JH 3H  9S")  # hearts are trump; seat 0 leads a spade
    # Seat 1 holds spades: it may follow (3S 4S 5S) or trump (KH is gone), nothing else.
    assert sorted(map(str, state.legal_actions())) == ["3S", "4S", "5S"]
    with pytest.raises(IllegalActionError):
        state.apply(play("TC"))


def test_r13_trump_allowed_while_holding_the_led_suit(auction_pitch: Rules) -> None:
    deal = deal_of("AH 9C 9D 9S 8S 7S", "KH TC TD 3S 4S 5S", "JH QC QD 6S 2S 2H", "3H AC AD KS QS JS")
    state = GameState(auction_pitch, 4, first_dealer=3, deals=[deal], seed=0)
    play_script(state, "2 pass pass pass  AH KH 2H 3H  9S")
    play_script(state, "3S")
    assert sorted(map(str, state.legal_actions())) == ["2S", "6S", "JH"]  # follow or trump


def test_r13_void_plays_anything(auction_pitch: Rules) -> None:
    state = GameState(auction_pitch, 4, first_dealer=3, deals=[PLAIN_DEAL], seed=0)
    play_script(state, "2 pass pass pass  AH KH JH 3H  2H")  # trump led; seat 1 has no hearts left
    assert sorted(map(str, state.legal_actions())) == ["3S", "4S", "5S", "TC", "TD"]


def test_r13_trump_led_must_be_followed_with_trump(auction_pitch: Rules) -> None:
    state = GameState(auction_pitch, 4, first_dealer=3, deals=[PLAIN_DEAL], seed=0)
    play_script(state, "2 pass pass pass  AH")
    assert [str(a) for a in state.legal_actions()] == ["KH"]


def test_r14_highest_trump_wins_else_highest_of_suit_led(auction_pitch: Rules) -> None:
    _, result = hand_for(auction_pitch, PLAIN_DEAL, PLAIN_SCRIPT)
    names = auction_pitch.card_names
    tricks = [([names[c] for c in t.plays], t.winner) for t in result.tricks]
    assert tricks[1] == (["2H", "TC", "QC", "AC"], 0)  # the lone trump beats three higher cards
    assert tricks[2] == (["9C", "TD", "QD", "AD"], 0)  # off-suit aces do not win
    assert tricks[4] == (["9S", "4S", "7S", "QS"], 3)  # highest of the suit led


def test_r15_winner_leads_next(auction_pitch: Rules) -> None:
    _, result = hand_for(auction_pitch, PLAIN_DEAL, PLAIN_SCRIPT)
    for before, after in zip(result.tricks, result.tricks[1:]):
        assert after.leader == before.winner
    assert result.tricks[5].leader == 3


# ----- scoring --------------------------------------------------------------------


def test_r16_high_low_jack_game_to_the_captor(auction_pitch: Rules) -> None:
    _, result = hand_for(auction_pitch, PLAIN_DEAL, PLAIN_SCRIPT)
    assert [(a.point, a.side) for a in result.awards] == [("high", 0), ("low", 0), ("jack", 0), ("game", 0)]
    assert award(result, auction_pitch, "game") == (0, None)
    assert result.won == (4, 0, 0, 0)


def test_r17_jack_not_dealt_scores_nothing(auction_pitch: Rules) -> None:
    deal = deal_of("AH 9C 9D 9S 2C 2D", "TC TD 3S 4S 5S 6C", "QC QD 6S 7S 2S 7C", "AC AD KS QS JS 8C")
    _, result = hand_for(auction_pitch, deal, LONE_JACK_SCRIPT.replace("JH", "AH"))
    assert award(result, auction_pitch, "jack") == (None, None)


def test_r18_tie_for_game_awards_nothing(auction_pitch: Rules) -> None:
    # Seat 0 captures AH TD (14) and seat 3 captures TC AC (14): a tie at the top.
    deal = deal_of("AH 2C 3C 4C 5C 6C", "TD 2S 3D 4D 5D 6D", "3S 7D 8D 9D 2D 7C", "2H TC AC 8C 9C 7S")
    script = "2 pass pass pass  AH TD 3S 2H  2C 3D 7C 8C  TC 3C 4D 7D  AC 4C 5D 8D  9C 5C 6D 9D  7S 6C 2S 2D"
    _, result = hand_for(auction_pitch, deal, script)
    assert result.game_points == (14, 0, 0, 14)
    assert award(result, auction_pitch, "game") == (None, None)
    assert result.won == (2, 0, 0, 0)  # High and Low only: no Jack dealt, no Game


def test_r19_single_trump_scores_high_and_low(auction_pitch: Rules) -> None:
    deal = deal_of("AH 9C 9D 9S 2C 2D", "TC TD 3S 4S 5S 6C", "QC QD 6S 7S 2S 7C", "AC AD KS QS JS 8C")
    _, result = hand_for(auction_pitch, deal, LONE_JACK_SCRIPT.replace("JH", "AH"))
    assert award(result, auction_pitch, "high") == (0, "AH")
    assert award(result, auction_pitch, "low") == (0, "AH")
    assert result.won[0] == 2


def test_r19_single_trump_jack_scores_three(auction_pitch: Rules) -> None:
    _, result = hand_for(auction_pitch, LONE_JACK_DEAL, LONE_JACK_SCRIPT)
    assert [award(result, auction_pitch, p) for p in ("high", "low", "jack")] == [(0, "JH")] * 3
    assert result.won == (3, 0, 0, 1)
    assert result.made and result.scores == (3, 0, 0, 1)


def test_r20_trick_points(auction_pitch: Rules) -> None:
    _, result = hand_for(auction_pitch, LONE_JACK_DEAL, LONE_JACK_SCRIPT)
    # Seat 0: JH TC QC AC 9C 6C 7C 8C = 1+10+2+4; seat 3: TD QD AD KS QS JS (and spot cards) = 10+2+4+3+2+1.
    assert result.game_points == (17, 0, 0, 22)
    assert award(result, auction_pitch, "game") == (3, None)  # a plurality, not a majority


def test_r21_made_bid_scores_everything_won(auction_pitch: Rules) -> None:
    _, result = hand_for(auction_pitch, PLAIN_DEAL, PLAIN_SCRIPT)
    assert result.made and result.score_changes == (4, 0, 0, 0)


def test_r21_pitcher_set_back_into_negative(auction_pitch: Rules) -> None:
    deal = deal_of("AH 9C 9D 9S 2C 2D", "TC TD 3S 4S 5S 6C", "QC QD 6S 7S 2S 7C", "AC AD KS QS JS 8C")
    _, result = hand_for(auction_pitch, deal, LONE_JACK_SCRIPT.replace("JH", "AH"), scores=[1, 0, 0, 0])
    assert result.won == (2, 0, 0, 1) and not result.made
    assert result.score_changes == (-3, 0, 0, 1)
    assert result.scores == (-2, 0, 0, 1)


def test_r22_others_score_what_they_won(auction_pitch: Rules) -> None:
    _, result = hand_for(auction_pitch, LONE_JACK_DEAL, LONE_JACK_SCRIPT)
    assert result.score_changes[3] == 1  # Game, won by a player who did not bid


# ----- winning -----------------------------------------------------------------------


def test_r24_pitcher_reaching_target_wins(auction_pitch: Rules) -> None:
    state, result = hand_for(auction_pitch, PLAIN_DEAL, PLAIN_SCRIPT, scores=[3, 0, 0, 0])
    assert result.scores == (7, 0, 0, 0)
    assert state.is_over and state.winner == 0


def test_r24_other_targets(auction_pitch: Rules) -> None:
    state, _ = hand_for(auction_pitch, PLAIN_DEAL, PLAIN_SCRIPT, scores=[3, 0, 0, 0], target=11)
    assert not state.is_over
    state, _ = hand_for(auction_pitch, PLAIN_DEAL, PLAIN_SCRIPT, scores=[7, 0, 0, 0], target=11)
    assert state.winner == 0


def test_r25_non_pitcher_passing_target_does_not_win(auction_pitch: Rules) -> None:
    state, result = hand_for(auction_pitch, LONE_JACK_DEAL, LONE_JACK_SCRIPT, scores=[0, 0, 0, 6])
    assert result.scores[3] == 7
    assert not state.is_over and state.winner is None


def test_r25_winner_can_have_fewer_points_than_a_loser(auction_pitch: Rules) -> None:
    state, result = hand_for(auction_pitch, PLAIN_DEAL, PLAIN_SCRIPT, scores=[3, 9, 0, 0])
    assert state.winner == 0
    assert result.scores == (7, 9, 0, 0)


# ----- decisions ---------------------------------------------------------------------


def test_d1_low_goes_to_the_captor_not_the_holder(auction_pitch: Rules) -> None:
    # 2H is dealt to seat 1 and captured by seat 0.
    deal = deal_of("AH KH 9C 9D 9S 8S", "2H TC TD 3S 4S 5S", "JH QC QD 6S 7S 2S", "3H AC AD KS QS JS")
    script = "2 pass pass pass  AH 2H JH 3H  KH TC QC AC  9C TD QD AD  9D 3S 6S KS  9S 4S 7S QS  JS 8S 5S 2S"
    _, result = hand_for(auction_pitch, deal, script)
    assert award(result, auction_pitch, "low") == (0, "2H")


def test_d2_a_pass_is_final(auction_pitch: Rules) -> None:
    state = GameState(auction_pitch, 4, first_dealer=3, deals=[PLAIN_DEAL], seed=0)
    play_script(state, "pass 1 2 3")
    assert state.phase == PLAY and [seat for seat, _ in state.bids] == [0, 1, 2, 3]


def test_d5_won_points_include_everything_the_pitchers_side_won(partnership_pitch: Rules) -> None:
    # Seat 0 pitches 4; the Jack and Game are captured by seat 0 from its partner: 4 made.
    _, result = hand_for(partnership_pitch, PLAIN_DEAL, PLAIN_SCRIPT.replace("2 pass pass pass", "4"))
    assert result.won == (4, 0) and result.made and result.score_changes == (4, 0)


def test_d6_only_the_pitchers_side_wins_and_just_one(auction_pitch: Rules) -> None:
    # Seat 3 ends on 7 (Game) while seat 0, the pitcher, ends on 7 too: seat 0 alone wins.
    state, result = hand_for(auction_pitch, LONE_JACK_DEAL, LONE_JACK_SCRIPT, scores=[4, 0, 0, 6])
    assert result.scores == (7, 0, 0, 7)
    assert state.winner == 0
