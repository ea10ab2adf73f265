"""Teams for one hand: two (or more) against the bidder, and a partner found by calling a card.

The rules come from the sources of these games. When three play, the bidder plays
alone against the two others, "who then, and for that particular hand, assume the
relationship of partners" (Foster's Complete Hoyle, three-hand Auction, law 7; for
Smear: "one player plays solo against the other two, who form a temporary team for
that round"), and
what one defender wins the other scores too (cut-throat Bridge: "Honors retained by
one defender are scored by both defenders"). In call-your-partner Pitch for five or
more (the Trickster Cards game), the pitcher calls a card after naming trump and its
holder plays on the pitcher's side against everyone else. Each deal below is
scored by hand from those rules.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from pitch_rules import GameState, IllegalActionError, Rules, load_variant
from pitch_rules.analysis.stats import rules_fired
from pitch_rules.engine import CALL, PLAY, Action
from pitch_rules.play.session import GameSession
from pitch_rules.records import dumps, game_record, read_records, replay

from .conftest import ROOT, award, deal_of, play_script, run_cli

FAMILY = ROOT / "tests" / "family"
CALL_PARTNER = ("players.default=5", "sides.for_the_hand=bidder-calls-a-card", "trump.chosen_by=bidder-names")


def rules_for(variant: str | Path, *settings: str) -> Rules:
    return Rules.from_variant(load_variant(variant, settings))


def play(rules: Rules, deal: list[list[str]], script: str, dealer: int) -> GameState:
    state = GameState(rules, len(deal), first_dealer=dealer, deals=[deal], seed=0, max_hands=1)
    play_script(state, script)
    return state


# ----- two against the bidder -----------------------------------------------------------------

# Seat 0 bids 2 and leads AH (trump hearts). Seat 1 trumps the King of spades with the Jack;
# seat 0 takes Low with the Two at the end. Trick points: seat 0 has 6 (A + Q), seat 1 has 4
# (K + J), seat 2 has 3 (Q + J): the bidder has the most of any one player, the two others
# together have 7.
CUTTHROAT_DEAL = deal_of(
    "AH 2H KS QS 9C 8C",
    "JH 3H 6D 8D 4C 5C",
    "QD 9D 7D 4S JC 3C",
)
CUTTHROAT_SCRIPT = "2 pass pass  AH 3H QD  KS JH 4S  6D 9D 9C  7D 8C 8D  4C JC QS  3C 2H 5C"


def test_two_against_the_bidder_score_their_captures_together() -> None:
    rules = rules_for(FAMILY / "cutthroat.yaml")
    state = play(rules, CUTTHROAT_DEAL, CUTTHROAT_SCRIPT, dealer=2)
    (hand,) = state.history
    assert hand.hand_sides == ((0,), (1, 2))
    assert award(hand, rules, "high") == (0, "AH")
    assert award(hand, rules, "low") == (0, "2H")
    assert award(hand, rules, "jack") == (1, "JH")  # the defenders' team: its first side
    assert award(hand, rules, "game") == (1, None)  # 4 + 3 = 7 trick points against 6
    assert hand.game_points == (6, 4, 3)  # each player's own trick points
    assert hand.made and hand.won == (2, 2, 2)
    assert hand.score_changes == (2, 2, 2)  # the bid made; each defender scores the pair's 2 points
    assert state.scores == [2, 2, 2]


def test_the_same_deal_with_every_player_alone() -> None:
    state = play(rules_for("auction-pitch", "players.default=3"), CUTTHROAT_DEAL, CUTTHROAT_SCRIPT, dealer=2)
    (hand,) = state.history
    assert not hand.hand_sides
    assert [a.side for a in hand.awards] == [0, 0, 1, 0]  # Game to seat 0, who has the most alone
    assert state.scores == [3, 1, 0]


CUTTHROAT_SMEAR = (
    "players={min: 3, max: 3, default: 3}",
    "sides.kind=solo",
    "sides.teams=null",
    "sides.team_size=null",
    "sides.for_the_hand=bidder-against-the-rest",
)


@pytest.mark.parametrize(("settings", "changes"), [(CUTTHROAT_SMEAR, (3, 2, 2)), (CUTTHROAT_SMEAR[:4], (4, 1, 0))])
def test_three_handed_smear_one_against_a_temporary_team(settings: tuple[str, ...], changes: tuple[int, ...]) -> None:
    """Smear for three: "one player plays solo against the other two, who form a temporary team for that
    round". Seat 0 takes High, Jack and Jick (3, bid 2); Low goes to seat 1, who was dealt it. Pooled, the
    defenders' 11 trick points beat the bidder's 9 and take Game; alone, the bidder's 9 is the most."""
    rules = rules_for("smear", *settings)
    deal = deal_of("AH KH 4C 5C 6C 7C", "JH 2H AC 9S 8S QD", "JD QS KS 3D 4D 5D")
    script = "2 pass pass  AH 2H JD  KH JH 3D  4C AC 4D  9S KS 5C  QS 6C 8S  5D 7C QD"
    state = play(rules, deal, script, dealer=2)
    (hand,) = state.history
    assert hand.game_points == (9, 6, 5)
    assert hand.score_changes == changes


def test_everyone_knows_the_teams_once_the_auction_is_over() -> None:
    rules = rules_for(FAMILY / "cutthroat.yaml")
    state = play(rules, CUTTHROAT_DEAL, "2 pass pass", dealer=2)
    assert state.phase == PLAY
    assert [state.view(seat).partners for seat in range(3)] == [{0}, {1, 2}, {1, 2}]
    assert all(state.view(seat).teams_known for seat in range(3))


def test_two_against_the_bidder_replays_from_its_record() -> None:
    rules = rules_for(FAMILY / "cutthroat.yaml")
    record = game_record(play(rules, CUTTHROAT_DEAL, CUTTHROAT_SCRIPT, dealer=2))
    assert record["hands"][0]["hand_sides"] == [[0], [1, 2]]
    assert replay(record, rules) is None
    record["hands"][0]["hand_sides"] = [[0, 1], [2]]
    divergence = replay(record, rules)
    assert divergence is not None and divergence.where == "teams of the hand"


# ----- calling a partner -----------------------------------------------------------------------

# Five players. Seat 0 bids 3, names hearts and calls the Ace of hearts, which seat 3 holds.
# Trick 1: seat 3's Ace takes the bidder's King and seat 1's Jack; trick 2: the bidder trumps a
# club with the Two. The bidder's side has High, Low and Jack (3, the bid); seat 4 takes the three
# Tens and the Ace of spades, so Game goes to the other three.
CALL_DEAL = deal_of(
    "KH 2H 3S 4S 5S 6S",
    "JH TC 2C 3C 4C 5C",
    "TD 2D 3D 4D 5D 6D",
    "AH AS 7S 8S 9S 6C",
    "TS 7C 8C 9C 7D 8D",
)
CALL_AUCTION = "3 pass pass pass pass  trump H"
CALL_PLAY = "KH JH 2D AH 8D  6C 7C 2H 2C 4D  3S TC TD 7S TS  8C 4S 3C 5D 8S  9C 5S 4C 6D 9S  7D 6S 5C 3D AS"


def test_the_called_partner_scores_with_the_bidder() -> None:
    rules = rules_for("auction-pitch", *CALL_PARTNER)
    state = play(rules, CALL_DEAL, f"{CALL_AUCTION}  call AH  {CALL_PLAY}", dealer=4)
    (hand,) = state.history
    assert hand.called == rules.card_by_name["AH"]
    assert hand.hand_sides == ((0, 3), (1, 2, 4))
    assert [a.side for a in hand.awards] == [0, 0, 0, 1]  # High, Low, Jack to seats 0+3; Game to the others
    assert hand.made
    assert state.scores == [3, 1, 1, 3, 1]  # both partners score the bid made; each other player their side's 1


def test_a_called_card_nobody_holds_leaves_the_bidder_alone() -> None:
    rules = rules_for("auction-pitch", *CALL_PARTNER)
    state = play(rules, CALL_DEAL, f"{CALL_AUCTION}  call QC", dealer=4)  # the Queen of clubs was not dealt
    assert not any(state.view(seat).teams_known for seat in range(5))  # not even the bidder knows it yet
    play_script(state, CALL_PLAY)
    (hand,) = state.history
    assert hand.hand_sides == ((0,), (1, 2, 3, 4))
    assert [a.side for a in hand.awards] == [1, 0, 1, 1]  # seat 3's Ace and Jack now count against the bidder
    assert not hand.made
    assert state.scores == [-3, 3, 3, 3, 3]
    assert "called_alone" in rules_fired(rules, state, hand, state.winner)  # reports count it


def test_the_bidder_may_not_call_a_card_they_hold() -> None:
    rules = rules_for("auction-pitch", *CALL_PARTNER)
    state = play(rules, CALL_DEAL, CALL_AUCTION, dealer=4)
    assert state.phase == CALL and state.to_move == 0
    legal = state.legal_actions()
    assert len(legal) == 52 - 6 and {a.kind for a in legal} == {"call"}
    assert Action("call", "KH") not in legal
    with pytest.raises(IllegalActionError):
        state.apply(rules.action_for("call kh"))


def test_the_partner_is_secret_until_the_called_card_is_played() -> None:
    rules = rules_for("auction-pitch", *CALL_PARTNER)
    state = play(rules, CALL_DEAL, f"{CALL_AUCTION}  call AH  KH JH 2D", dealer=4)
    assert state.view(1).called_card == rules.card_by_name["AH"]
    assert [state.view(seat).partners for seat in range(5)] == [{0}, {1}, {2}, {0, 3}, {4}]
    assert [state.view(seat).teams_known for seat in range(5)] == [False, False, False, True, False]
    # The others' sampled worlds put the Ace anywhere they cannot see, never in the bidder's hand.
    ace = rules.card_by_name["AH"]
    for seat in (0, 1, 2):
        rng = random.Random(seat)
        holders = set()
        for _ in range(60):
            world = state.view(seat).sample_state(rng)
            holder = next((s for s, hand in enumerate(world.hands) if ace in hand), None)
            assert holder != 0 and holder != seat
            holders.add(holder)
            assert world.hand_sides == ((0,) if holder is None else (0, holder), tuple(s for s in (1, 2, 3, 4) if s != holder))
        assert len(holders) > 2, holders  # the true partner is not given away
    partner_worlds = {state.view(3).sample_state(random.Random(i)).hand_sides for i in range(20)}
    assert partner_worlds == {((0, 3), (1, 2, 4))}
    play_script(state, "AH")  # seat 3 plays the called card: now everyone knows
    assert [state.view(seat).partners for seat in range(5)] == [{0, 3}, {1, 2, 4}, {1, 2, 4}, {0, 3}, {1, 2, 4}]


def test_a_call_is_recorded_and_replayed(tmp_path: Path) -> None:
    rules = rules_for("auction-pitch", *CALL_PARTNER)
    record = game_record(play(rules, CALL_DEAL, f"{CALL_AUCTION}  call AH  {CALL_PLAY}", dealer=4))
    assert record["hands"][0]["call"] == "AH"
    assert record["hands"][0]["hand_sides"] == [[0, 3], [1, 2, 4]]
    path = tmp_path / "game.jsonl"
    path.write_text(dumps(record) + "\n", encoding="utf-8")
    ((_, read),) = read_records(path.read_text(encoding="utf-8"), str(path))  # the record schema accepts it
    assert replay(read, rules) is None
    read["hands"][0]["call"] = "KH"  # the bidder's own card: not a legal call
    divergence = replay(read, rules)
    assert divergence is not None and divergence.where == "call by seat 0" and "illegal" in str(divergence.engine)


def test_a_call_is_typed_saved_and_resumed(tmp_path: Path) -> None:
    path = str(FAMILY / "call-partner.yaml")
    rules = rules_for(path)
    session = GameSession.new(path, rules, 5, 0, ("greedy",) * 5, 7, None)
    while not session.state.history:
        legal = session.state.legal_actions()
        if session.humans_turn:
            # bid as high as allowed, so as to win the auction and call
            session.apply(legal[-1] if session.state.phase == "auction" else legal[0])
        else:
            session.apply(session.bot_action())
    assert session.state.history[0].bidder == 0
    assert any(text.startswith("call ") for text in session.actions)
    session.save(tmp_path / "game.json")
    assert GameSession.load(tmp_path / "game.json").state.history == session.state.history


@pytest.mark.parametrize("variant", ["cutthroat", "call-partner"])
@pytest.mark.parametrize("bots", ["random", "greedy", "search"])
def test_bots_play_teams_for_the_hand_and_the_records_replay(variant: str, bots: str, tmp_path: Path) -> None:
    path = FAMILY / f"{variant}.yaml"
    record = tmp_path / "games.jsonl"
    hands = "2" if bots == "search" else "12"
    result = run_cli(
        "simulate", str(path), "--games", "2", "--seed", "5", "--bots", bots, "--max-hands", hands, "--record", str(record)
    )
    assert result.exit_code == 0, result.output
    assert run_cli("replay", str(record), "--variant", str(path)).exit_code == 0
    for line in record.read_text(encoding="utf-8").splitlines():
        assert all("hand_sides" in hand for hand in json.loads(line)["hands"])


def test_greedy_calls_the_highest_trump_it_does_not_hold() -> None:
    from pitch_rules.bots import make_bot

    rules = rules_for("auction-pitch", *CALL_PARTNER)
    state = play(rules, CALL_DEAL, CALL_AUCTION, dealer=4)
    assert make_bot("greedy", random.Random(1)).choose(state.view(0)) == Action("call", "AH")


# ----- bad combinations ------------------------------------------------------------------------

BAD = {
    "partnership": (
        "id: x\nextends: partnership-pitch\nsides: {kind: partnership, teams: 2, team_size: 2, for_the_hand: bidder-against-the-rest}\n",
        "3:66",
        "needs kind: solo",
    ),
    "no auction": (
        f"id: x\nextends: {FAMILY / 'seven-up.yaml'}\nsides: {{kind: solo, for_the_hand: bidder-calls-a-card}}\n",
        "3:35",
        "needs an auction",
    ),
    "two players": (
        "id: x\nextends: auction-pitch\nplayers: {min: 2, max: 4, default: 3}\nsides: {kind: solo, for_the_hand: bidder-against-the-rest}\n",
        "4:35",
        "needs at least 3 players",
    ),
    "a team's running score": (
        "id: x\nextends: auction-pitch\nsides: {kind: solo, for_the_hand: bidder-against-the-rest}\n"
        "contract:\n  others: min(won, target - score(side))\n",
        "5:29",
        "a team of one hand has no running score: the contract cannot read 'score'",
    ),
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_bad_combinations_are_reported_where_they_are_written(name: str, tmp_path: Path) -> None:
    text, position, words = BAD[name]
    path = tmp_path / "house.yaml"
    path.write_text(text, encoding="utf-8")
    result = run_cli("validate", str(path), "--allow-path", str(FAMILY))  # a test family file may be a base
    assert result.exit_code == 1
    assert f"{path}:{position}: " in result.output and words in result.output, result.output
