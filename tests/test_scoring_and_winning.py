"""Scoring, winning and begging rules of the family, each on a hand-built deal with a known outcome.

Each outcome comes from the rules source named in the test, not from the engine:
Foster's Complete Hoyle (All Fours: the turned-up Jack, begging with three players,
the gift that may not put a player out), Bicycle's Seven-Up and Hoffmann's Hoyle's
Games Modernized (a second turned-up Jack; a tie for Game to the elder hand), a
printed Cinch account (difference scoring), and the house rules the issue names.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from pitch_rules import GameState, IllegalActionError, Rules, load_variant
from pitch_rules.dsl import MAX_NUMBER, DslError, NumberLimitError, Type, compile_expression
from pitch_rules.dsl import Deck as DslDeck
from pitch_rules.engine import EXCHANGE, GIVE, PLAY, RUN
from pitch_rules.errors import VariantError
from pitch_rules.i18n import languages
from pitch_rules.problems import reading
from pitch_rules.records import dumps, game_record, game_transcript, read_records, replay
from pitch_rules.variant.loader import RULE_NAMES

from .conftest import ROOT, award, deal_of, play_script, run_cli
from .test_rules_auction_pitch import LONE_JACK_DEAL, LONE_JACK_SCRIPT, PLAIN_DEAL, PLAIN_SCRIPT

FAMILY = ROOT / "tests" / "family"


def rules_for(variant: str | Path = "auction-pitch", *settings: str) -> Rules:
    return Rules.from_variant(load_variant(variant, settings))


def game(rules: Rules, deals: Sequence[object], *, dealer: int, scores: Sequence[int] | None = None, players: int | None = None) -> GameState:
    count = players if players is not None else len(deals[0]["hands"] if isinstance(deals[0], dict) else deals[0])  # type: ignore[arg-type, index]
    return GameState(rules, count, first_dealer=dealer, deals=deals, scores=scores, seed=0)  # type: ignore[arg-type]


def replays_cleanly(state: GameState) -> dict[str, Any]:
    """The game's record, after checking that it is a valid pitch-record/1 line and replays."""
    ((_, record),) = list(read_records(dumps(game_record(state)), "test"))
    assert replay(record, state.rules) is None
    return record


TWO_HANDS = deal_of("9H TC 4C 5C 6C 7C", "8H TD 3S 4S 5S 6S")


def full_stock(rules: Rules, hands: list[list[str]], top: list[str]) -> list[str]:
    """``top`` first, then every other undealt card in deck order: a stock as a real deal leaves it."""
    used = {card for hand in hands for card in hand} | set(top)
    return top + [card for card in rules.card_names if card not in used]


# ----- winning at once: a turned-up Jack, a gift, a dealer set back ------------------------------


def test_a_turned_up_jack_that_reaches_the_target_ends_the_game_at_once() -> None:
    """Foster: a Jack turned up counts for the dealer immediately; seven points is game.

    The dealer (seat 1) is on 6: the Jack puts them out before anyone plays, whatever the
    other player, also on 6, would have won in the hand.
    """
    rules = rules_for("all-fours")
    state = game(rules, [{"hands": TWO_HANDS, "stock": ["JD", "2H", "3H"]}], dealer=1, scores=[6, 6])
    assert state.is_over and state.winner == 1 and state.scores == [6, 7]
    assert state.history == [] and state.legal_actions() == []
    assert state.final_deal is not None and [rules.card_names[c] for c in state.final_deal.upcards] == ["JD"]
    assert "the game is won during the deal, before play; scores [6, 7]" in game_transcript(state)


def won_on_the_first_deal() -> GameState:
    """A game of All Fours to 1 point, won by the dealer's turned-up Jack: records start from 0 to 0."""
    rules = rules_for("all-fours")
    deal = {"hands": TWO_HANDS, "stock": full_stock(rules, TWO_HANDS, ["JD", "2H"])}
    state = GameState(rules, 2, first_dealer=1, deals=[deal], target=1, seed=0)
    assert state.is_over and state.winner == 1
    return state


def test_a_game_won_during_a_deal_is_recorded_and_replayed() -> None:
    record = replays_cleanly(won_on_the_first_deal())
    assert record["hands"] == [] and record["winner"] == 1
    assert record["final_deal"] == {
        "dealer": 1,
        "deal": TWO_HANDS,
        "stock": full_stock(won_on_the_first_deal().rules, TWO_HANDS, ["JD", "2H"]),
        "upcards": ["JD"],
        "bids": [],
        "scores": [0, 1],
    }


def test_a_record_that_plays_on_after_the_turned_up_jack_is_refused() -> None:
    state = won_on_the_first_deal()
    rules = state.rules
    record = game_record(state)
    del record["final_deal"]
    divergence = replay(record, rules)
    assert divergence is not None and divergence.where == "hands"
    record = game_record(state)
    record["final_deal"]["scores"] = [0, 0]
    divergence = replay(record, rules)
    assert divergence is not None and divergence.where == "final deal scores"


def test_a_gift_that_reaches_the_target_ends_the_game_at_once() -> None:
    """Seven Up where the dealer may give the winning point: the beggar goes out on the gift."""
    rules = rules_for(FAMILY / "seven-up.yaml", "players.min=2")
    state = game(rules, [{"hands": TWO_HANDS, "stock": ["2H", "3H"]}], dealer=1, scores=[6, 0])
    play_script(state, "beg")
    assert state.legal_actions() == [GIVE, RUN]
    play_script(state, "give")
    assert state.is_over and state.winner == 0 and state.scores == [7, 0] and state.phase == "over"
    deal = {"hands": TWO_HANDS, "stock": full_stock(rules, TWO_HANDS, ["2H"])}
    state = GameState(rules, 2, first_dealer=1, deals=[deal], target=1, seed=0)
    play_script(state, "beg give")
    record = replays_cleanly(state)
    assert [b["action"] for b in record["final_deal"]["begging"]] == ["beg", "give"]


def test_the_dealer_set_back_can_end_the_game_by_a_mercy_rule() -> None:
    """A mercy rule at -10: when the dealer falls to -10 on being set back, the leader wins at once."""
    rules = rules_for(
        "auction-pitch",
        "auction.all_pass=dealer-set-back",
        "auction.dealer_set_back=2",
        "game.winner=if least(scores) <= -10 then unique_max(scores) else if score(bidder) >= target then bidder else none",
    )
    state = game(rules, [PLAIN_DEAL], dealer=3, scores=[0, 0, 3, -8])
    play_script(state, "pass pass pass pass")
    assert state.is_over and state.scores == [0, 0, 3, -10] and state.winner == 2
    partners = rules_for(
        "partnership-pitch", "auction.all_pass=dealer-set-back", "auction.dealer_set_back=10",
        "game.winner=if least(scores) <= -10 then unique_max(scores) else if score(bidder) >= target then bidder else none",
    )  # fmt: skip
    state = game(partners, [PLAIN_DEAL], dealer=3)
    play_script(state, "pass pass pass pass")
    assert state.is_over and state.scores == [0, -10] and state.winner == 0
    record = replays_cleanly(state)
    assert [b["bid"] for b in record["final_deal"]["bids"]] == ["pass"] * 4


def test_a_sale_that_puts_the_seller_out_ends_the_game_at_once() -> None:
    """Foster's Commercial Pitch: the first player to get rid of every counter wins; the seller scores the price.

    Seat 3 (eldest) sells the pitch to seat 0 for 3, which takes the seller to the target of 3.
    """
    rules = rules_for(FAMILY / "commercial.yaml", "game.winner=first_out")
    state = GameState(rules, 4, first_dealer=2, deals=[PLAIN_DEAL], target=3, seed=0)
    play_script(state, "sell 3 pass pass accept")
    assert state.is_over and state.winner == 3 and state.scores == [0, 0, 0, 3] and state.history == []
    record = replays_cleanly(state)
    assert [s["action"] for s in record["final_deal"]["sale"]] == ["sell", "accept"]


def test_points_scored_during_the_hand_count_first_for_first_out() -> None:
    """Hoffmann: the turned-up Jack's point takes precedence of any other score.

    Seat 1 (dealer, on 5) turns up a Jack (6): nobody is out, and the hand is played. At its
    end seat 0 (on 6) goes out on High, counted from the scores with the Jack's point in.
    """
    rules = rules_for("all-fours")
    state = game(rules, [{"hands": TWO_HANDS, "stock": ["JH", "2H", "3H"]}], dealer=1, scores=[6, 5])
    assert state.scores == [6, 6] and not state.is_over
    play_script(state, "stand 4C 8H TD 5C 3S 9H TC 4S 6C 5S 7C 6S")
    assert state.winner == 0  # High (9H, held by seat 0) is counted before Low (8H), which puts seat 1 on 7


# ----- begging ----------------------------------------------------------------------------------


def test_the_gift_may_not_put_the_beggar_out() -> None:
    """Foster: the dealer cannot give a player enough to put him out; he must run the cards."""
    rules = rules_for("all-fours")
    state = game(rules, [{"hands": TWO_HANDS, "stock": ["2H", *"2D 3D 4D 2S 7S 8S KD".split()]}], dealer=1, scores=[6, 0])
    play_script(state, "beg")
    assert state.legal_actions() == [RUN]
    with pytest.raises(IllegalActionError):
        play_script(state, "give")
    play_script(state, "run")
    assert state.phase == EXCHANGE and state.scores == [6, 0] and not state.is_over  # the hands are then cut to six


def test_the_gift_is_offered_when_it_does_not_win() -> None:
    rules = rules_for("all-fours")
    state = game(rules, [{"hands": TWO_HANDS, "stock": ["2H", "3H"]}], dealer=1, scores=[5, 0])
    play_script(state, "beg")
    assert state.legal_actions() == [GIVE, RUN]


def test_with_three_players_the_dealer_gives_to_both_opponents() -> None:
    """Foster: if three play, the dealer must give a point to both adversaries, though only one begs."""
    rules = rules_for("all-fours")
    hands = deal_of("9H TC 4C 5C 6C 7C", "8H TD 3S 4S 5S 6S", "KH 2C 3C 2D 3D 4D")
    state = game(rules, [{"hands": hands, "stock": ["2H", "3H"]}], dealer=2)
    play_script(state, "beg give")
    assert state.scores == [1, 1, 0] and state.phase == PLAY


def test_with_three_players_a_gift_to_either_opponent_that_wins_is_not_offered() -> None:
    rules = rules_for("all-fours")
    hands = deal_of("9H TC 4C 5C 6C 7C", "8H TD 3S 4S 5S 6S", "KH 2C 3C 2D 3D 4D")
    state = game(rules, [{"hands": hands, "stock": ["2H", "3H"]}], dealer=2, scores=[0, 6, 0])
    play_script(state, "beg")  # the beggar is seat 0, but seat 1 would go out on its gift
    assert state.legal_actions() == [RUN]


# Seat 0 is eldest (seat 1 deals); each run deals three cards to seat 0, then three to seat 1.
NEW_TRUMP_JACK = ["JH", "2C", "3C", "8C", "2D", "3D", "4D", "JS"]
SAME_SUIT_JACK = ["5H", "2C", "3C", "8C", "2D", "3D", "4D", "JH", "9C", "QC", "KC", "7D", "8D", "9D", "2S"]
FIRST_JACK_ONLY = ["JH", "2C", "3C", "8C", "2D", "3D", "4D", "7S"]


@pytest.mark.parametrize(
    ("rule", "stock", "dealer_points"),
    [
        # Bicycle: a Jack turned first scores, and "again" when a Jack is turned up as the new trump.
        ("first-and-new-trump", NEW_TRUMP_JACK, 2),
        ("every-card", NEW_TRUMP_JACK, 2),
        ("final-trump", NEW_TRUMP_JACK, 1),  # only the Jack that sets trump
        # A Jack of the refused suit turned on the way is no trump: only every-card counts it.
        ("first-and-new-trump", SAME_SUIT_JACK, 0),
        ("every-card", SAME_SUIT_JACK, 1),
        ("final-trump", SAME_SUIT_JACK, 0),
        # The first Jack, begged off: the Jack that finally sets trump is another card.
        ("first-and-new-trump", FIRST_JACK_ONLY, 1),
        ("every-card", FIRST_JACK_ONLY, 1),
        ("final-trump", FIRST_JACK_ONLY, 0),
    ],
)
def test_which_turned_up_jacks_score_when_the_cards_are_run(rule: str, stock: list[str], dealer_points: int) -> None:
    rules = rules_for("all-fours", f"trump.begging.upcard_points_for={rule}")
    state = game(rules, [{"hands": TWO_HANDS, "stock": stock}], dealer=1)
    play_script(state, "beg run")
    assert state.phase == EXCHANGE and state.scores == [0, dealer_points]
    assert rules.card_names[state.upcards[-1]] == stock[-1]


def test_only_the_card_that_sets_trump_scores_once_the_begging_is_settled() -> None:
    rules = rules_for("all-fours", "trump.begging.upcard_points_for=final-trump")
    state = game(rules, [{"hands": TWO_HANDS, "stock": ["JH", "2H"]}], dealer=1)
    assert state.scores == [0, 0]  # not yet: the suit may be begged off
    play_script(state, "stand")
    assert state.scores == [0, 1]
    state = game(rules, [{"hands": TWO_HANDS, "stock": ["JH", "2H"]}], dealer=1)
    play_script(state, "beg give")
    assert state.scores == [1, 1]  # the Jack sets trump, and the beggar has the gift


# ----- the scoring language ---------------------------------------------------------------------


CINCH_TABLE = (FAMILY / "cinch-difference.yaml", "exchange=null", "deal.cards=6")


def test_cinch_a_failed_bid_scores_the_other_side_its_points_and_the_bid() -> None:
    """Cinch: East-West bid 8, each side took seven points; North-South scored 7 + 8 = 15."""
    rules = rules_for(*CINCH_TABLE)
    deal = deal_of("5D 9S AH JD KC QD", "4C 7D 9C AC AD JS", "4D 5H 6D 6S 8D 9D", "2H 5S JH KD QC TH")
    state = game(rules, [deal], dealer=0)
    play_script(
        state,
        "8 pass pass pass trump H  AC 6D QC KC  9C 4D TH 5D  2H AH 4C 5H  9S JS 6S 5S  7D 9D KD JD  JH QD AD 8D",
    )
    (result,) = state.history
    assert result.won == (7, 7) and not result.made  # High, Low, Right Pedro to team 0; Jack, Game, Left Pedro to team 1
    assert result.score_changes == (15, 0)


def test_cinch_a_made_bid_scores_the_difference() -> None:
    """Cinch: the side that won more points scores the difference; the other side scores nothing."""
    rules = rules_for(*CINCH_TABLE)
    deal = deal_of("3D AD AH KC QS TS", "2H 5C 8D 9D AC TH", "5D 5H 6C JD KD TD", "2C 6D 7D AS JH QD")
    state = game(rules, [deal], dealer=0)
    play_script(
        state,
        "6 pass pass pass trump H  8D JD QD AD  3D 9D KD 7D  6C 2C KC AC  5C 5D AS AH  QS 2H TD JH  6D TS TH 5H",
    )
    (result,) = state.history
    assert result.won == (6, 8) and result.made
    assert result.score_changes == (0, 2)


def test_a_tie_for_game_goes_to_the_elder_hand() -> None:
    """Hoffmann: when the players are equal for Game, or neither holds a card that counts, the elder hand scores it."""
    tie = "if unique_max(trick_points) == none then eldest else unique_max(trick_points)"
    script = "stand 4C 8H TD 5C 3S 9H TC 4S 6C 5S 7C 6S"  # each side captures one Ten
    assert load_variant("all-fours").points[3].to.source == tie
    for settings, game_point in ((("points.game.to=unique_max(trick_points)",), None), ((), 0)):
        rules = rules_for("all-fours", *settings)
        state = game(rules, [{"hands": TWO_HANDS, "stock": ["2H"]}], dealer=1)
        play_script(state, script)
        (result,) = state.history
        assert result.game_points == (10, 10) and award(result, rules, "game") == (game_point, None)
    rules = rules_for("all-fours")
    blank = deal_of("9H 2C 4C 5C 6C 7C", "8H 2D 3S 4S 5S 6S")  # no card that counts
    state = game(rules, [{"hands": blank, "stock": ["2H"]}], dealer=1)
    play_script(state, "stand 4C 8H 2D 5C 3S 9H 2C 4S 6C 5S 7C 6S")
    assert award(state.history[0], rules, "game") == (0, None)


WIN_BY_TWO = "game.winner=if score(bidder) >= target and score(bidder) >= second(scores) + 2 then bidder else none"


def test_win_by_two() -> None:
    # Seat 0 bids 3 and makes High, Low and Jack (3); seat 3 takes Game (1).
    rules = rules_for("auction-pitch", WIN_BY_TWO)
    state = game(rules, [LONE_JACK_DEAL, PLAIN_DEAL], dealer=3, scores=[4, 0, 0, 6])
    play_script(state, LONE_JACK_SCRIPT)
    assert state.scores == [7, 0, 0, 7] and state.winner is None and not state.is_over  # level: play on
    state = game(rules, [LONE_JACK_DEAL], dealer=3, scores=[4, 0, 0, 4])
    play_script(state, LONE_JACK_SCRIPT)
    assert state.scores == [7, 0, 0, 5] and state.winner == 0


def test_a_failed_moon_loses_the_game() -> None:
    """With two sides, a failed bid to take every point loses the game for the bidders."""
    rules = rules_for(
        "partnership-pitch",
        "auction.bids=[1, 2, 3, 4, 5]",
        "auction.moon_bid=5",
        "auction.closing_bid=5",
        "contract.made=if bid == 5 then won == 4 else won >= bid",
        "game.winner=if bid == 5 and not made then opponent(bidder) else if score(bidder) >= target then bidder else none",
    )
    state = game(rules, [LONE_JACK_DEAL], dealer=3)
    play_script(state, LONE_JACK_SCRIPT.replace("3 pass pass pass", "5"))
    assert state.history[0].won == (3, 1) and state.winner == 1


def test_the_pitcher_must_make_the_bid_to_go_out() -> None:
    """D7: a pitcher set back who still has the target wins; the house rule says they must make the bid."""
    script = LONE_JACK_SCRIPT.replace("3 pass pass pass", "4")  # seat 0 bids 4, wins 3: set back to 11 - 4 = 7
    state = game(rules_for("auction-pitch"), [LONE_JACK_DEAL], dealer=3, scores=[11, 0, 0, 0])
    play_script(state, script)
    assert state.scores == [7, 0, 0, 1] and state.winner == 0
    house = rules_for("auction-pitch", "game.winner=if made and score(bidder) >= target then bidder else none")
    state = game(house, [LONE_JACK_DEAL, PLAIN_DEAL], dealer=3, scores=[11, 0, 0, 0])
    play_script(state, script)
    assert state.scores == [7, 0, 0, 1] and state.winner is None and not state.is_over


def test_made_points_won_and_won_by_in_the_contract() -> None:
    """``made`` in the others rule, and a side's points read by ``won_by`` and ``points_won``."""
    rules = rules_for(
        "auction-pitch",
        "contract.others=if made then won_by(side) else won + most(points_won)",
        "contract.bidder=if made then won - opponents_won else -bid",
    )
    state = game(rules, [LONE_JACK_DEAL], dealer=3)
    play_script(state, LONE_JACK_SCRIPT)  # seat 0 bid 3 and made 3; seat 3 won Game
    assert state.history[0].score_changes == (2, 0, 0, 1)
    state = game(rules, [LONE_JACK_DEAL], dealer=3)
    play_script(state, LONE_JACK_SCRIPT.replace("3 pass pass pass", "4"))  # set back
    assert state.history[0].score_changes == (-4, 3, 3, 4)


def test_dealer_and_eldest_name_sides() -> None:
    rules = rules_for("auction-pitch", "points.game.to=if unique_max(trick_points) == none then dealer else eldest")
    state = game(rules, [PLAIN_DEAL], dealer=3)
    play_script(state, PLAIN_SCRIPT)
    assert award(state.history[0], rules, "game") == (0, None)  # no tie: the player left of the dealer


def test_opponent_needs_a_variant_with_two_sides(tmp_path: Path) -> None:
    path = tmp_path / "house.yaml"
    path.write_text(
        "id: house\nextends: auction-pitch\ngame:\n  winner: if bid == 4 and not made then opponent(bidder) else none\n",
        encoding="utf-8",
    )
    with pytest.raises(VariantError) as caught:
        load_variant(path)
    (problem,) = caught.value.diagnostics
    assert problem.location.line == 4 and problem.location.column == 41  # at 'opponent'
    assert problem.message == "opponent() needs exactly two sides, but this variant allows 3 to 7 players"
    assert load_variant(path, ["players.min=2", "players.max=2", "players.default=2"]).id == "house"


# ----- misdeal ----------------------------------------------------------------------------------

NO_COUNTER = "count(counters(hand)) == 0"
BARE = deal_of("AH 2H 9C 9D 9S 8S", "KH TC TD 3S 4S 5S", "2C 3C 4C 5C 6C 7C", "3H AC AD KS QS JS")


@pytest.mark.parametrize(("redeal", "next_dealer"), [("same-dealer", 3), ("next-dealer", 0)])
def test_a_hand_with_no_counting_card_is_a_misdeal(redeal: str, next_dealer: int) -> None:
    """Seat 2 holds no Ten, Ace, King, Queen or Jack: the deal is thrown in and dealt again.

    Foster's Auction Pitch: a misdeal does not lose the deal under any circumstances (the same dealer
    deals again); some house rules pass the deal on instead.
    """
    rules = rules_for("auction-pitch", f"deal.misdeal_if={NO_COUNTER}", f"deal.misdeal_redeal={redeal}")
    state = game(rules, [BARE, PLAIN_DEAL], dealer=3)
    (thrown,) = state.thrown_in
    assert thrown.misdeal and thrown.dealer == 3 and not thrown.bids
    assert state.dealer == next_dealer and state.phase == "auction"
    assert state.deal == tuple(tuple(rules.card_by_name[c] for c in hand) for hand in PLAIN_DEAL)


def test_a_misdeal_is_recorded_and_replayed() -> None:
    rules = rules_for("auction-pitch", f"deal.misdeal_if={NO_COUNTER}")
    state = game(rules, [BARE, PLAIN_DEAL], dealer=3)
    play_script(state, PLAIN_SCRIPT)
    record = replays_cleanly(state)
    assert record["hands"][0]["thrown_in"][0]["misdeal"] is True
    assert "Thrown in: seat 3 dealt; misdeal; scores [0, 0, 0, 0]" in game_transcript(state)
    del record["hands"][0]["thrown_in"][0]["misdeal"]
    divergence = replay(record, rules)
    assert divergence is not None and divergence.where == "thrown-in deal 1 misdeal"


def test_a_deal_that_gives_nobody_a_counting_card_is_a_misdeal() -> None:
    rules = rules_for("auction-pitch", "deal.misdeal_if=count(counters(in_play)) == 0")
    dull = deal_of("2H 3H 4H 5H 6H 7H", "2C 3C 4C 5C 6C 7C", "2D 3D 4D 5D 6D 7D", "2S 3S 4S 5S 6S 7S")
    state = game(rules, [dull, BARE], dealer=3)
    assert [t.misdeal for t in state.thrown_in] == [True] and state.phase == "auction"  # BARE has counters


# ----- the variant file: checks at FILE:LINE:COL ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "where", "words"),
    [
        ("deal: {cards: 6, packet: 3, misdeal_redeal: next-dealer}\n", (2, 29), "deal.misdeal_redeal applies only with deal.misdeal_if"),
        ("deal: {cards: 6, packet: 3, misdeal_if: 'true'}\n", (2, 41), "misdeal_if: true makes every deal a misdeal"),
        ("deal: {cards: 6, packet: 3, misdeal_if: 'count(hand) > bid'}\n", (2, 56), "'bid' cannot be used in this rule"),
        ("deal: {cards: 6, packet: 3, misdeal_if: 'count(hand) =: 0'}\n", (2, 54), "unexpected character"),
        (
            "auction: null\nplay: {first_leader: eldest}\ntrump:\n  chosen_by: turn-up\n"
            "  begging: {gift: 1, run: 3, upcard_points_for: final-trump}\n",
            (6, 30),
            "trump.begging.upcard_points_for needs trump.upcard_points",
        ),
        ("contract: {others: '10000000000'}\n", (2, 21), "10000000000 is too large: a number may be at most 1,000,000,000"),
        ("contract: {others: 'won + 100000 * 100000'}\n", (2, 27), "this always gives 10000000000"),
    ],
)
def test_bad_options_are_reported_at_their_place(tmp_path: Path, text: str, where: tuple[int, int], words: str) -> None:
    path = tmp_path / "house.yaml"
    path.write_text("id: house\nextends: auction-pitch\n" + text, encoding="utf-8")
    with pytest.raises(VariantError) as caught:
        load_variant(path)
    (problem,) = caught.value.diagnostics
    assert (problem.location.line, problem.location.column) == (where[0] + 1, where[1]), problem
    assert words in problem.message


# ----- numbers are bounded ----------------------------------------------------------------------

DECK = DslDeck(ranks=tuple("23456789TJQKA"), suits=tuple("SHDC"))


def test_a_literal_too_large_is_a_clean_error() -> None:
    with pytest.raises(DslError, match="a number of 399 digits is too large"):
        compile_expression("9" * 399, Type.INT, RULE_NAMES["others"], DECK)  # as long as an expression may be
    assert compile_expression(str(MAX_NUMBER), Type.INT, RULE_NAMES["others"], DECK).evaluate(None) == MAX_NUMBER  # type: ignore[arg-type]
    with pytest.raises(DslError, match="is too large"):
        compile_expression(str(MAX_NUMBER + 1), Type.INT, RULE_NAMES["others"], DECK)


def test_a_rule_that_makes_scores_grow_without_end_stops_with_an_error_naming_it() -> None:
    rules = rules_for("auction-pitch", "contract.others=score(side) * score(side) + 2", "game.winner=none")
    state = GameState(rules, 4, seed=1)
    with pytest.raises(NumberLimitError, match=r"^hand \d+: (adding )?the contract's others rule .*gave"):
        while not state.is_over:
            state.apply(state.legal_actions()[0])


def test_simulate_reports_a_runaway_score_without_a_traceback(tmp_path: Path) -> None:
    record = tmp_path / "games.jsonl"
    result = run_cli(
        "simulate", "auction-pitch", "--set", "game.winner=none", "--set",
        "contract.others=score(side) * score(side) + 2", "--games", "2", "--json", "--record", str(record),
    )  # fmt: skip
    assert result.exit_code == 1, result.output
    assert "the contract's" in result.output and "beyond the limit of 1,000,000,000" in result.output
    assert "Traceback" not in result.output and not record.exists()


RUNAWAY = "contract.bidder=if made then (won + 1) * 999999999 else -(bid + 1) * 999999999"
"""A house rule that takes a score past the number limit at the end of the first hand, whatever the deal."""
OTHER_LANGUAGES = [code for code in languages() if code != "en"]
LIMIT_IN_ENGLISH = {"beyond", "limit", "contract's", "gave", "hand", "side", "score", "number_limit"}
"""Words of the English message (and of its keys) that no other language's may hold."""


def _english_in(text: str) -> set[str]:
    """The words of the English message about the limit that ``text`` holds."""
    return LIMIT_IN_ENGLISH & set(re.findall(r"[\w']+", text.lower()))


def test_a_number_past_the_limit_is_said_in_every_language() -> None:
    """The engine's error carries the message, said in the language read when it is shown (English as ``str``)."""
    state = GameState(rules_for("auction-pitch", RUNAWAY), 4, seed=1)
    with pytest.raises(NumberLimitError) as caught:
        while not state.is_over:
            state.apply(state.legal_actions()[0])
    english = re.fullmatch(r"hand 1: the contract's bidder rule gave (-?\d+), beyond the limit of 1,000,000,000 either side of zero", str(caught.value))
    assert english is not None, str(caught.value)
    number = english[1]
    for code in OTHER_LANGUAGES:
        with reading(code):
            text = str(caught.value)
        assert number in text and not _english_in(text), (code, text)
    with reading("uk"):
        said_in_ukrainian(str(caught.value), f"роздача 1: правило контракту bidder дає {number}, а межа — 1")


def test_a_command_says_a_number_past_the_limit_in_its_language(tmp_path: Path) -> None:
    """simulate, docs and replay stop with the reason in their --lang, exit 1 and leave no file half-written."""
    record = tmp_path / "games.jsonl"
    result = run_cli("simulate", "auction-pitch", "--set", RUNAWAY, "--games", "2", "--record", str(record), "--lang", "uk")
    assert result.exit_code == 1 and not record.exists(), result.output
    said_in_ukrainian(result.output, "роздача 1: правило контракту bidder дає ")
    document = tmp_path / "rules.md"
    result = run_cli("docs", "auction-pitch", "--set", RUNAWAY, "--lang", "uk", "--output", str(document))
    assert result.exit_code == 1 and not document.exists(), result.output
    said_in_ukrainian(result.output, "правило контракту bidder дає ")
    assert run_cli("simulate", "auction-pitch", "--games", "1", "--record", str(record)).exit_code == 0
    (line,) = record.read_text(encoding="utf-8").splitlines()
    runaway = json.loads(line) | {"target": 10**12, "settings": ["contract.others=target"]}
    record.write_text(json.dumps(runaway) + "\n", encoding="utf-8")
    result = run_cli("replay", str(record), "--lang", "uk")
    assert result.exit_code == 1, result.output
    said_in_ukrainian(result.output, "гру 1 неможливо відтворити: роздача 1: правило контракту others дає 1000000000000, а межа")


def test_play_says_a_number_past_the_limit_in_its_language(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A game at the terminal stops with the reason in --lang once it is saved (no record of an unfinished game); a
    save that replays past the limit is refused in that language."""
    from click.testing import CliRunner

    from pitch_rules.cli import cli
    from pitch_rules.play import GameSession

    monkeypatch.chdir(tmp_path)
    session = GameSession.new("auction-pitch", rules_for("auction-pitch", RUNAWAY), 4, 0, ("greedy",) * 4, 4, None)
    typed, last = [], None
    with pytest.raises(NumberLimitError):
        while True:
            last = session.state.legal_actions()[0] if session.humans_turn else session.bot_action()
            if session.humans_turn:
                typed.append(str(last))
            session.apply(last)
    game = ["play", "auction-pitch", "--seed", "4", "--set", RUNAWAY, "--save", "game.json", "--record", "game.jsonl"]
    result = CliRunner().invoke(cli, [*game, "--lang", "uk"], input="".join(f"{text}\n" for text in typed))
    assert result.exit_code == 1 and "Traceback" not in result.output, result.output
    said_in_ukrainian(result.output.splitlines()[-1], "pitch-rules: роздача 1: правило контракту bidder дає ")
    assert not (tmp_path / "game.jsonl").exists()
    saved = json.loads((tmp_path / "game.json").read_text(encoding="utf-8"))
    assert saved["actions"] == session.actions  # every move before the one the rule could not score
    saved["actions"].append(str(last))  # the card that ends the hand
    (tmp_path / "game.json").write_text(json.dumps(saved), encoding="utf-8")
    result = run_cli("play", "--resume", "game.json", "--lang", "uk")
    assert result.exit_code == 1, result.output
    said_in_ukrainian(result.output, "game.json: збережену гру не вдається відтворити: роздача 1: правило контракту bidder дає ")


def said_in_ukrainian(output: str, words: str) -> None:
    """``output`` holds ``words`` and the Ukrainian limit, and none of the English message's words."""
    assert words in output and "в обидва боки від нуля" in output, output
    assert not _english_in(output), output


# ----- the game won during a deal, in the terminal --------------------------------------------


def test_the_terminal_says_when_the_game_is_won_during_a_deal() -> None:
    from io import StringIO

    from rich.console import Console

    from pitch_rules.play.session import GameSession
    from pitch_rules.play.terminal import TerminalGame

    path = str(FAMILY / "seven-up.yaml")
    rules = rules_for(path)
    seed = next(s for s in range(500) if GameState(rules, 4, seed=s, target=1).final_deal is not None)
    session = GameSession.new(path, rules, 4, 0, ("greedy",) * 4, seed, 1)
    out = StringIO()
    TerminalGame(session, Console(file=out, width=200, no_color=True), Path("unused.json"), read_line=lambda prompt: "").run()
    text = out.getvalue()
    assert "The game is won during the deal" in text and "Game over" in text
    assert json.loads(dumps(game_record(session.state)))["final_deal"]["dealer"] == session.state.final_deal.dealer  # type: ignore[union-attr]
