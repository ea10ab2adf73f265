"""Games the CLI records obey every rule, as judged by an independent referee.

The referee (``tests/referee.py``) is written from the normative rules text and shares
no code with the engine. Games are produced the way a user would produce them:
``pitch-rules simulate VARIANT --games N --players P --seed S --bots random
--max-hands 60 --record FILE`` (through click's CliRunner, in process).
The second half of the file proves the referee can fail: each hand-made corruption of
a valid record must be reported under the rule it breaks.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import re
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pitch_rules.cli import cli

from .referee import Table, check_game

ROOT = Path(__file__).resolve().parent.parent
TRUMPS_ONLY = ROOT / "tests" / "family" / "trumps-only.yaml"
"""Auction Pitch where the pitcher names trump and only trumps are played (N1, F1-F4 of the referee)."""
KITTY = ROOT / "tests" / "family" / "kitty.yaml"
"""Auction Pitch with a kitty the pitcher takes before naming trump, then discards down keeping the scoring trumps
(N1, K1-K3 of the referee)."""
KITTY_TABLE = Table(players=4, trump_named=True, kitty=4, kept=("A", "K", "Q", "J", "T", "2"))
GAMES = 40
MAX_HANDS = 60


def simulate(variant: str | Path, players: int, games: int, seed: int, record: Path) -> list[dict[str, Any]]:
    """Run ``pitch-rules simulate ... --record FILE`` and read the records back."""
    args = [
        "simulate", str(variant),
        "--games", str(games),
        "--players", str(players),
        "--seed", str(seed),
        "--bots", "random",
        "--max-hands", str(MAX_HANDS),
        "--record", str(record),
    ]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, f"pitch-rules {' '.join(args)} failed: {result.output}{result.exception!r}"
    lines = record.read_text(encoding="utf-8").splitlines()
    assert len(lines) == games
    return [json.loads(line) for line in lines]


def two_player_variant(folder: Path) -> Path:
    """A copy of Auction Pitch that allows 2 players (R1: a variant may allow 2-7)."""
    text = (ROOT / "variants" / "auction-pitch.yaml").read_text(encoding="utf-8")
    text, players = re.subn(r"(?m)^players:.*$", "players: {min: 2, max: 7, default: 4}", text)
    text, ids = re.subn(r"(?m)^id:.*$", "id: auction-pitch-two", text)
    assert players == 1 and ids == 1, "variants/auction-pitch.yaml no longer has top-level players/id lines"
    path = folder / "auction-pitch-two.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def describe(record: dict[str, Any], line: int, violations: list[str]) -> str:
    shown = "\n  ".join(violations[:10])
    more = f"\n  ... and {len(violations) - 10} more" if len(violations) > 10 else ""
    return f"record line {line} (seed {record.get('seed')}, variant {record.get('variant')}):\n  {shown}{more}"


# --------------------------------------------------------------------------- valid games


CASES = [
    pytest.param("auction-pitch", 3, Table(players=3), id="solo-3"),
    pytest.param("auction-pitch", 4, Table(players=4), id="solo-4"),
    pytest.param("auction-pitch", 7, Table(players=7), id="solo-7"),
    pytest.param("partnership-pitch", 4, Table.partnership(), id="partnership-4"),
    pytest.param("two", 2, Table(players=2), id="solo-2"),
    pytest.param(str(TRUMPS_ONLY), 4, Table(players=4, trump_named=True, trumps_only=True), id="trumps-only-4"),
    pytest.param(str(KITTY), 4, KITTY_TABLE, id="kitty-4"),
    pytest.param(str(KITTY), 7, dataclasses.replace(KITTY_TABLE, players=7), id="kitty-7"),
]


@pytest.mark.parametrize(("variant", "players", "table"), CASES)
def test_simulated_games_obey_every_rule(variant: str, players: int, table: Table, tmp_path: Path) -> None:
    source: str | Path = two_player_variant(tmp_path) if variant == "two" else variant
    records = simulate(source, players, GAMES, 1000 + players, tmp_path / "games.jsonl")
    failures = [
        describe(record, line, violations)
        for line, record in enumerate(records, 1)
        if (violations := check_game(record, table))
    ]
    assert not failures, f"{len(failures)} of {len(records)} games break the rules:\n" + "\n".join(failures)
    assert any(record["winner"] is not None for record in records), "no game reached a winner"


CONFIGS = [
    ("auction-pitch", 3, Table(players=3)),
    ("auction-pitch", 4, Table(players=4)),
    ("auction-pitch", 5, Table(players=5)),
    ("auction-pitch", 6, Table(players=6)),
    ("auction-pitch", 7, Table(players=7)),
    ("partnership-pitch", 4, Table.partnership()),
]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), config=st.sampled_from(CONFIGS))
def test_random_seed_game_obeys_every_rule(seed: int, config: tuple[str, int, Table]) -> None:
    variant, players, table = config
    with tempfile.TemporaryDirectory() as folder:
        (record,) = simulate(variant, players, 1, seed, Path(folder) / "game.jsonl")
    assert record["seed"] == seed
    violations = check_game(record, table)
    assert violations == [], describe(record, 1, violations)


# --------------------------------------------------------------------------- the referee can fail


@pytest.fixture(scope="module")
def valid_records(tmp_path_factory: pytest.TempPathFactory) -> list[dict[str, Any]]:
    records = simulate("auction-pitch", 4, 10, 77, tmp_path_factory.mktemp("valid") / "games.jsonl")
    for line, record in enumerate(records, 1):
        assert check_game(record, Table()) == [], describe(record, line, check_game(record, Table()))
    return records


def corrupt(
    records: list[dict[str, Any]], change: Callable[[dict[str, Any], dict[str, Any]], bool]
) -> dict[str, Any]:
    """A deep copy of the first record in which ``change(record, hand)`` could make its change."""
    for original in records:
        record = copy.deepcopy(original)
        for hand in record["hands"]:
            if change(record, hand):
                return record
    pytest.fail("no record offers the situation this corruption needs")


def assert_caught(record: dict[str, Any], rule: str) -> list[str]:
    violations = check_game(record, Table())
    assert violations, "the referee accepted a corrupted record"
    assert any(re.match(rf"{rule}\b", message) for message in violations), (
        f"expected a {rule} violation, got:\n  " + "\n  ".join(violations)
    )
    return violations


def side_of(record: dict[str, Any], seat: int) -> int:
    return next(index for index, side in enumerate(record["sides"]) if seat in side)


def test_referee_catches_a_wrong_trick_winner(valid_records: list[dict[str, Any]]) -> None:
    def change(record: dict[str, Any], hand: dict[str, Any]) -> bool:
        trick = hand["tricks"][2]
        trick["winner"] = (trick["winner"] + 1) % record["players"]
        return True

    assert_caught(corrupt(valid_records, change), "R14")


def test_referee_catches_a_wrong_award_side(valid_records: list[dict[str, Any]]) -> None:
    def change(record: dict[str, Any], hand: dict[str, Any]) -> bool:
        in_play = [card for cards in hand["deal"] for card in cards]
        if sum(card[1] == hand["trump"] for card in in_play) < 2:
            return False  # one trump: High and Low are R19
        high = next(entry for entry in hand["awards"] if entry["point"] == "high")
        high["side"] = (high["side"] + 1) % len(record["sides"])
        return True

    assert_caught(corrupt(valid_records, change), "R16")


def test_referee_catches_a_wrong_award_card(valid_records: list[dict[str, Any]]) -> None:
    def change(record: dict[str, Any], hand: dict[str, Any]) -> bool:
        jack = next(entry for entry in hand["awards"] if entry["point"] == "jack")
        if jack["card"] is not None:
            return False
        jack["card"] = "J" + hand["trump"]  # the Jack was not dealt
        return True

    assert_caught(corrupt(valid_records, change), "R17")


def test_referee_catches_a_wrong_pitcher_score(valid_records: list[dict[str, Any]]) -> None:
    def change(record: dict[str, Any], hand: dict[str, Any]) -> bool:
        hand["scores"][side_of(record, hand["bidder"])] += 1
        return True

    assert_caught(corrupt(valid_records, change), "R21")


def test_referee_catches_a_wrong_other_score(valid_records: list[dict[str, Any]]) -> None:
    def change(record: dict[str, Any], hand: dict[str, Any]) -> bool:
        other = (side_of(record, hand["bidder"]) + 1) % len(record["sides"])
        hand["scores"][other] -= 1
        return True

    assert_caught(corrupt(valid_records, change), "R22")


def test_referee_catches_an_illegal_play(valid_records: list[dict[str, Any]]) -> None:
    """Swap two cards of one player so that they fail to follow suit while able to."""

    def change(record: dict[str, Any], hand: dict[str, Any]) -> bool:
        n, trump, tricks = record["players"], hand["trump"], hand["tricks"]
        for t, trick in enumerate(tricks):
            led = trick["plays"][0][1]
            if led == trump:
                continue
            for i in range(1, n):
                seat = (trick["leader"] + i) % n
                if trick["plays"][i][1] != led:
                    continue  # this player did not follow suit
                for later in tricks[t + 1 :]:
                    j = (seat - later["leader"]) % n
                    card = later["plays"][j]
                    if card[1] not in (led, trump):
                        # Play `card` now while still holding the led-suit card: illegal (R13).
                        trick["plays"][i], later["plays"][j] = card, trick["plays"][i]
                        return True
        return False

    assert_caught(corrupt(valid_records, change), "R13")


def test_referee_catches_a_card_played_out_of_turn(valid_records: list[dict[str, Any]]) -> None:
    def change(record: dict[str, Any], hand: dict[str, Any]) -> bool:
        plays = hand["tricks"][1]["plays"]
        plays[1], plays[2] = plays[2], plays[1]  # each seat now plays a card it does not hold
        return True

    assert_caught(corrupt(valid_records, change), "R13")


def test_referee_catches_a_bid_after_a_four(valid_records: list[dict[str, Any]]) -> None:
    def change(record: dict[str, Any], hand: dict[str, Any]) -> bool:
        bids = hand["bids"]
        last = bids[-1]
        if last["bid"] != 4 or last["seat"] == hand["dealer"]:
            return False
        bids.append({"seat": (last["seat"] + 1) % record["players"], "bid": "pass"})
        return True

    assert_caught(corrupt(valid_records, change), "R8")


def test_referee_catches_a_dealer_who_passes_when_forced(valid_records: list[dict[str, Any]]) -> None:
    def change(record: dict[str, Any], hand: dict[str, Any]) -> bool:
        bids = hand["bids"]
        if bids[-1]["seat"] != hand["dealer"] or any(entry["bid"] != "pass" for entry in bids[:-1]):
            return False
        bids[-1]["bid"] = "pass"
        return True

    assert_caught(corrupt(valid_records, change), "R9")


def test_referee_catches_a_wrong_dealer(valid_records: list[dict[str, Any]]) -> None:
    def change(record: dict[str, Any], hand: dict[str, Any]) -> bool:
        if hand is record["hands"][0]:
            return False
        hand["dealer"] = (hand["dealer"] + 2) % record["players"]
        return True

    assert_caught(corrupt(valid_records, change), "R6")


def test_referee_catches_a_wrong_winner(valid_records: list[dict[str, Any]]) -> None:
    def change(record: dict[str, Any], hand: dict[str, Any]) -> bool:
        if record["winner"] is None or hand is not record["hands"][-1]:
            return False
        record["winner"] = (record["winner"] + 1) % len(record["sides"])
        return True

    assert_caught(corrupt(valid_records, change), "R24")


def test_referee_catches_a_hand_after_the_winning_hand(valid_records: list[dict[str, Any]]) -> None:
    def change(record: dict[str, Any], hand: dict[str, Any]) -> bool:
        if record["winner"] is None or hand is not record["hands"][-1]:
            return False
        extra = copy.deepcopy(record["hands"][-2] if len(record["hands"]) > 1 else hand)
        extra["dealer"] = (hand["dealer"] + 1) % record["players"]
        record["hands"].append(extra)
        return True

    violations = assert_caught(corrupt(valid_records, change), "R24")
    assert any("no hand may follow" in message for message in violations)


def test_referee_catches_a_winner_in_a_cut_off_game(valid_records: list[dict[str, Any]]) -> None:
    def change(record: dict[str, Any], hand: dict[str, Any]) -> bool:
        if record["winner"] is None or len(record["hands"]) < 2:
            return False
        record["hands"].pop()  # the winning hand is gone: the game was not won
        return True

    assert_caught(corrupt(valid_records, change), "R2[45]")


def test_referee_reads_ten_as_10_and_lower_case(valid_records: list[dict[str, Any]]) -> None:
    """Readers accept ``10H`` and lower case (record format, Cards): no false alarms."""

    def respell(value: Any) -> Any:
        if isinstance(value, list):
            return [respell(item) for item in value]
        if isinstance(value, dict):
            return {key: respell(item) if key in ("deal", "plays", "card") else item for key, item in value.items()}
        if isinstance(value, str) and len(value) == 2:
            return ("10" + value[1] if value[0] == "T" else value).lower()
        return value

    record = copy.deepcopy(valid_records[0])
    for hand in record["hands"]:
        hand["deal"] = respell(hand["deal"])
        hand["tricks"] = [respell(trick) for trick in hand["tricks"]]
        hand["awards"] = [respell(award) for award in hand["awards"]]
    assert any(card.startswith("10") for hand in record["hands"] for cards in hand["deal"] for card in cards)
    assert check_game(record, Table()) == []


# --------------------------------------------------------------------------- only trumps played: the referee can fail

FOLDING = Table(players=4, trump_named=True, trumps_only=True)


@pytest.fixture(scope="module")
def folding_records(tmp_path_factory: pytest.TempPathFactory) -> list[dict[str, Any]]:
    records = simulate(TRUMPS_ONLY, 4, 10, 78, tmp_path_factory.mktemp("folding") / "games.jsonl")
    for line, record in enumerate(records, 1):
        assert check_game(record, FOLDING) == [], describe(record, line, check_game(record, FOLDING))
    return records


def assert_folding_caught(record: dict[str, Any], rule: str) -> None:
    violations = check_game(record, FOLDING)
    assert any(re.match(rf"{rule}\b", message) for message in violations), (
        f"expected a {rule} violation, got:\n  " + "\n  ".join(violations)
    )


def plain_cards_kept(hand: dict[str, Any], seat: int) -> list[str]:
    """The cards ``seat`` was dealt that are not trumps: never played where only trumps are."""
    return [card for card in hand["deal"][seat] if card[1] != hand["trump"]]


def test_referee_catches_a_card_from_a_player_who_folded(folding_records: list[dict[str, Any]]) -> None:
    def change(record: dict[str, Any], hand: dict[str, Any]) -> bool:
        for trick in hand["tricks"]:
            if len(trick["plays"]) < record["players"]:
                folded = next(seat for seat in range(record["players"]) if plain_cards_kept(hand, seat))
                trick["plays"].append(plain_cards_kept(hand, folded)[0])
                return True
        return False

    assert_folding_caught(corrupt(folding_records, change), "F2")


def test_referee_catches_a_plain_card_played(folding_records: list[dict[str, Any]]) -> None:
    def change(record: dict[str, Any], hand: dict[str, Any]) -> bool:
        trick = hand["tricks"][0]
        seat = trick["leader"]
        plain = plain_cards_kept(hand, seat)
        if not plain:
            return False
        trick["plays"][0] = plain[0]  # the leader leads a plain card it holds instead of its trump
        return True

    assert_folding_caught(corrupt(folding_records, change), "F1")


def test_referee_catches_a_lead_kept_by_a_winner_who_folded(folding_records: list[dict[str, Any]]) -> None:
    def change(record: dict[str, Any], hand: dict[str, Any]) -> bool:
        for before, trick in zip(hand["tricks"], hand["tricks"][1:]):
            if trick["leader"] != before["winner"]:  # the winner was out of trumps: the lead passed to the left
                trick["leader"] = before["winner"]
                return True
        return False

    assert_folding_caught(corrupt(folding_records, change), "F3")


def test_referee_catches_a_hand_cut_short_while_a_trump_is_held(folding_records: list[dict[str, Any]]) -> None:
    def change(record: dict[str, Any], hand: dict[str, Any]) -> bool:
        if len(hand["tricks"]) < 2:
            return False
        hand["tricks"].pop()
        return True

    assert_folding_caught(corrupt(folding_records, change), "F4")


# --------------------------------------------------------------------------- a kitty taken before trump: the referee can fail


@pytest.fixture(scope="module")
def kitty_records(tmp_path_factory: pytest.TempPathFactory) -> list[dict[str, Any]]:
    records = simulate(KITTY, 4, 10, 79, tmp_path_factory.mktemp("kitty") / "games.jsonl")
    for line, record in enumerate(records, 1):
        assert check_game(record, KITTY_TABLE) == [], describe(record, line, check_game(record, KITTY_TABLE))
    return records


def assert_kitty_caught(record: dict[str, Any], rule: str) -> None:
    violations = check_game(record, KITTY_TABLE)
    assert any(re.match(rf"{rule}\b", message) for message in violations), (
        f"expected a {rule} violation, got:\n  " + "\n  ".join(violations)
    )


def kept_at_play(hand: dict[str, Any]) -> list[str]:
    """The pitcher's scoring trumps when play begins (the Ace, King, Queen, Jack, Ten and Two of trumps)."""
    played = [card for trick in hand["tricks"] for card in trick["plays"]]
    held = set(hand["deal"][hand["bidder"]]) | set(hand["stock"])
    return [card for card in played if card in held and card[1] == hand["trump"] and card[0] in KITTY_TABLE.kept]


def test_referee_catches_a_scoring_trump_discarded(kitty_records: list[dict[str, Any]]) -> None:
    """The pitcher discards a scoring trump in place of a card it discarded, and plays that card in its place."""

    def change(record: dict[str, Any], hand: dict[str, Any]) -> bool:
        kept = kept_at_play(hand)
        if not kept:
            return False
        discards = hand["exchange"][0]["discards"]
        thrown, scoring = discards[0], kept[0]
        discards[0] = scoring
        for trick in hand["tricks"]:
            trick["plays"] = [thrown if card == scoring else card for card in trick["plays"]]
        return True

    assert_kitty_caught(corrupt(kitty_records, change), "K3")


def test_referee_catches_a_kitty_dealt_to_a_player(kitty_records: list[dict[str, Any]]) -> None:
    def change(record: dict[str, Any], hand: dict[str, Any]) -> bool:
        hand["stock"][0] = hand["deal"][(hand["bidder"] + 1) % record["players"]][0]
        return True

    assert_kitty_caught(corrupt(kitty_records, change), "K1")


def test_referee_catches_a_discard_by_a_player_who_did_not_take_the_kitty(kitty_records: list[dict[str, Any]]) -> None:
    def change(record: dict[str, Any], hand: dict[str, Any]) -> bool:
        hand["exchange"][0]["seat"] = (hand["bidder"] + 1) % record["players"]
        return True

    assert_kitty_caught(corrupt(kitty_records, change), "K2")


def test_referee_catches_a_trump_discarded_while_non_trumps_were_enough(kitty_records: list[dict[str, Any]]) -> None:
    """The pitcher discards a trump it played (a Three to a Nine) in place of a non-trump it discarded, and plays
    that non-trump in its place."""

    def change(record: dict[str, Any], hand: dict[str, Any]) -> bool:
        discards = hand["exchange"][0]["discards"]
        held = set(hand["deal"][hand["bidder"]]) | set(hand["stock"])
        plain = [card for card in held if card[1] != hand["trump"]]
        small = [
            card for trick in hand["tricks"] for card in trick["plays"]
            if card in held and card[1] == hand["trump"] and card[0] not in KITTY_TABLE.kept
        ]  # fmt: skip
        if len(plain) < len(discards) + 1 or not small or discards[0][1] == hand["trump"]:
            return False
        thrown, trump = discards[0], small[0]
        discards[0] = trump
        for trick in hand["tricks"]:
            trick["plays"] = [thrown if card == trump else card for card in trick["plays"]]
        return True

    assert_kitty_caught(corrupt(kitty_records, change), "K2")
