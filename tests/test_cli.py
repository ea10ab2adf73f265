"""The command line as a user meets it: exit codes, messages, records and replay."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from .conftest import run_cli as run


ROOT = Path(__file__).resolve().parent.parent
AUCTION_PITCH = (ROOT / "variants" / "auction-pitch.yaml").read_text(encoding="utf-8")
PARTNERSHIP = (ROOT / "variants" / "partnership-pitch.yaml").read_text(encoding="utf-8")



def test_validate_builtin_variant_files() -> None:
    result = run("validate", *sorted(str(p) for p in (ROOT / "variants").glob("*.yaml")))
    assert result.exit_code == 0, result.output
    assert result.output.count(": ok") == len(list((ROOT / "variants").glob("*.yaml")))


def test_validate_by_builtin_id() -> None:
    assert run("validate", "auction-pitch").exit_code == 0


def edit(old: str, new: str, base: str = AUCTION_PITCH) -> Callable[[], bytes]:
    assert old in base, old
    return lambda: base.replace(old, new, 1).encode("utf-8")


BAD_INPUTS: dict[str, tuple[Callable[[], bytes], str, str]] = {
    # name: (file content, expected "LINE:COL", words in the message)
    "yaml syntax": (lambda: b"id: [unclosed\n", "2:1", "invalid YAML"),
    "tab indentation": (edit("  cards: 6", "\tcards: 6"), "27:1", "tab character in indentation"),
    "duplicate key": (edit("  packet: 3", "  packet: 3\n  cards: 7"), "29:3", "duplicate key 'cards' (first defined at line 27)"),
    "anchor": (edit("players: {", "players: &p {"), "19:10", "anchors and aliases are not allowed"),
    "alias": (edit("sides: {kind: solo}", "sides: *p"), "20:8", "anchors and aliases are not allowed"),
    "python tag": (edit("  rotation: left", "  rotation: !!python/object:os.system left"), "30:13", "YAML tag '!!python/object:os.system' is not allowed"),
    "unknown key": (edit("  target: 7", "  targt: 7"), "77:3", "unknown key 'targt' in 'game'; did you mean 'target'?"),
    "wrong type": (edit("  cards: 6", "  cards: six"), "27:10", "'deal.cards' must be an integer, not a string ('six')"),
    "out of range": (edit("max: 7", "max: 9"), "19:24", "'players.max' is 9, above the maximum of 7"),
    "dsl syntax": (edit("to: unique_max(trick_points)", "to: unique_max(trick_points"), "69:32", "unexpected end of expression; expected one of: ')', ','"),
    "dsl unknown name": (edit("dealt('J', trump)", "dealt('J', trumpz)"), "64:22", "unknown name 'trumpz'; did you mean 'trump'?"),
    "dsl type error": (edit("made: won >= bid", "made: won + bid"), "72:9", "expression gives a number, but this rule needs a true/false"),
    "empty file": (lambda: b"", "1:1", "file is empty"),
    "not utf-8": (lambda: b"id: caf\xe9\n", "1:8", "not valid UTF-8"),
    "over 1 MiB": (lambda: b"# " + b"x" * (1024 * 1024) + b"\n", "1:1", "file is too large"),
    "partnership of 5": (
        edit("players: {min: 4, max: 4, default: 4}", "players: {min: 5, max: 5, default: 5}", PARTNERSHIP),
        "30:10",
        "2 teams of 2 need exactly 4 players",
    ),
    "too many cards": (edit("  cards: 6", "  cards: 9"), "27:10", "7 players with 9 cards each need 63 cards, but the deck has 52"),
    "bid above the points": (edit("bids: [1, 2, 3, 4]", "bids: [1, 2, 3, 4, 5]"), "33:22", "bid 5 is more than the 4 points a hand can award"),
    "joker rank that does not exist": (
        edit("  chosen_by: first-lead", "  chosen_by: first-lead\n  ranking: [A, K, Q, J, JX, T, '9', '8', '7', '6', '5', '4', '3', '2']"),
        "41:25",
        "'JX' is not a rank, off-rank or joker of this deck",
    ),
    "sell-out price not a bid": (
        edit("  dealer_steals: [1, 2, 3]", "  dealer_steals: [1, 2, 3]\n  sell_out: {pitch_bid: 5}"),
        "38:25",
        "pitch_bid 5 is not one of the bids [1, 2, 3, 4]",
    ),
    "sell-out between partners": (
        edit("sides: {kind: partnership", "auction:\n  sell_out: {pitch_bid: 4}\nsides: {kind: partnership", PARTNERSHIP),
        "32:3",
        "a partner would buy the pitch from their own side",
    ),
    "unknown number of rounds": (edit("  all_pass: dealer-forced", "  all_pass: dealer-forced\n  rounds: twice"), "36:11", "must be one of: once, until-one-left"),
    "joker led first without jokers": (
        edit("  chosen_by: first-lead", "  chosen_by: first-lead\n  joker_led_first: S"),
        "41:20",
        "the deck has no jokers to lead first",
    ),
    "joker led first when the bidder names trump": (
        edit("  chosen_by: first-lead", "  chosen_by: bidder-names\n  joker_led_first: S"),
        "41:20",
        "a joker led first names trump only with chosen_by: first-lead, not bidder-names",
    ),
    "the dealer pitches but the eldest leads": (
        edit("  all_pass: dealer-forced", "  all_pass: dealer-pitches", AUCTION_PITCH.replace("first_leader: bidder", "first_leader: eldest")),
        "35:13",
        "the dealer cannot pitch",
    ),
    "unknown rank in trick points": (edit("{T: 10,", "{T: 10, X: 3,"), "48:23", "'X' is not a rank or joker of this deck (the deck has: 2 3 4 5 6 7 8 9 T J Q K A)"),
}


@pytest.mark.parametrize("name", sorted(BAD_INPUTS))
def test_bad_input_gives_file_line_col(name: str, tmp_path: Path) -> None:
    content, position, words = BAD_INPUTS[name]
    path = tmp_path / "house.yaml"
    path.write_bytes(content())
    before = sorted(tmp_path.iterdir())
    result = run("validate", str(path))
    assert result.exit_code == 1
    first = result.output.splitlines()[0]
    assert first.startswith(f"{path}:{position}: "), first
    assert words in result.output
    assert sorted(tmp_path.iterdir()) == before  # nothing written


def test_did_you_mean_for_variant_names() -> None:
    result = run("simulate", "auction-pitc")
    assert result.exit_code == 2 and "did you mean 'auction-pitch'?" in result.output


@pytest.mark.parametrize(
    "args",
    [
        ("validate", "no-such-file.yaml"),
        ("validate",),
        ("simulate", "auction-pitch", "--bogus"),
        ("simulate", "auction-pitch", "--players", "9"),
        ("simulate", "auction-pitch", "--players", "2"),
        ("simulate", "auction-pitch", "--games", "0"),
        ("simulate", "auction-pitch", "--bots", "random,greedy"),
        ("simulate", "auction-pitch", "--bots", "clever"),
        ("simulate", "auction-pitch", "--record", "/no/such/folder/x.jsonl"),
        ("replay", "no-such-record.jsonl"),
    ],
)
def test_usage_errors_exit_2(args: tuple[str, ...]) -> None:
    assert run(*args).exit_code == 2


def test_invalid_variant_writes_no_record(tmp_path: Path) -> None:
    variant = tmp_path / "bad.yaml"
    variant.write_bytes(BAD_INPUTS["dsl type error"][0]())
    record = tmp_path / "games.jsonl"
    result = run("simulate", str(variant), "--record", str(record))
    assert result.exit_code == 1 and not record.exists()


def simulate_record(tmp_path: Path, *extra: str, name: str = "games.jsonl") -> Path:
    record = tmp_path / name
    result = run("simulate", "auction-pitch", "--games", "3", "--seed", "5", "--record", str(record), *extra)
    assert result.exit_code == 0, result.output
    return record


def test_same_seed_same_bytes(tmp_path: Path) -> None:
    first = simulate_record(tmp_path, name="a.jsonl").read_bytes()
    second = simulate_record(tmp_path, name="b.jsonl").read_bytes()
    assert first == second
    assert simulate_record(tmp_path, "--seed", "6", name="c.jsonl").read_bytes() != first


def test_record_follows_the_contract(tmp_path: Path) -> None:
    lines = simulate_record(tmp_path).read_text(encoding="utf-8").splitlines()
    assert len(lines) == 3
    for index, line in enumerate(lines):
        game = json.loads(line)
        assert list(game)[:8] == ["format", "variant", "seed", "players", "sides", "target", "hands", "winner"]
        assert game["format"] == "pitch-record/1" and game["seed"] == 5 + index
        hand = game["hands"][0]
        assert all(re.fullmatch(r"[2-9TJQKA][SHDC]", c) for cards in hand["deal"] for c in cards)
        assert [a["point"] for a in hand["awards"]] == ["high", "low", "jack", "game"]


def test_max_hands_cuts_the_game_off(tmp_path: Path) -> None:
    record = simulate_record(tmp_path, "--max-hands", "2")
    for line in record.read_text(encoding="utf-8").splitlines():
        game = json.loads(line)
        assert len(game["hands"]) <= 2
        if len(game["hands"]) == 2:
            assert game["winner"] is None or game["hands"][-1]["scores"][game["winner"]] >= 7


def test_target_option(tmp_path: Path) -> None:
    record = simulate_record(tmp_path, "--target", "11")
    assert all(json.loads(line)["target"] == 11 for line in record.read_text(encoding="utf-8").splitlines())
    assert run("replay", str(record)).exit_code == 0


def test_replay_accepts_simulated_records(tmp_path: Path) -> None:
    result = run("replay", str(simulate_record(tmp_path)))
    assert result.exit_code == 0 and "3 games replayed" in result.output


def altered(record: Path, change: Callable[[dict], None]) -> Path:  # type: ignore[type-arg]
    games = [json.loads(line) for line in record.read_text(encoding="utf-8").splitlines()]
    change(games[1])
    path = record.with_name("altered.jsonl")
    path.write_text("".join(json.dumps(g) + "\n" for g in games), encoding="utf-8")
    return path


def _flip_trick_winner(game: dict) -> None:  # type: ignore[type-arg]
    trick = game["hands"][0]["tricks"][2]
    trick["winner"] = (trick["winner"] + 1) % game["players"]


def _flip_award(game: dict) -> None:  # type: ignore[type-arg]
    award = game["hands"][0]["awards"][0]
    award["side"] = (award["side"] + 1) % game["players"]


def _bump_score(game: dict) -> None:  # type: ignore[type-arg]
    game["hands"][0]["scores"][1] += 1


def _swap_plays(game: dict) -> None:  # type: ignore[type-arg]
    plays = game["hands"][0]["tricks"][0]["plays"]
    plays[1], plays[2] = plays[2], plays[1]


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (_flip_trick_winner, "hand 1, trick 3 winner"),
        (_flip_award, "hand 1, award 1 (high)"),
        (_bump_score, "hand 1, scores"),
        (_swap_plays, "hand 1, trick 1 play by seat"),
    ],
)
def test_replay_rejects_an_altered_record(tmp_path: Path, change: Callable[[dict], None], words: str) -> None:  # type: ignore[type-arg]
    result = run("replay", str(altered(simulate_record(tmp_path), change)))
    assert result.exit_code == 1
    assert f"altered.jsonl:2: game 2 diverges at {words}" in result.output, result.output


def test_replay_of_a_house_file_with_a_built_in_id_says_to_give_the_file(tmp_path: Path) -> None:
    """The record names the variant by its id, and a copied file often keeps the built-in's."""
    house = tmp_path / "house.yaml"
    house.write_text("id: auction-pitch\nextends: auction-pitch\ncontract: {others: 'won * 2'}\n", encoding="utf-8")
    record = tmp_path / "games.jsonl"
    assert run("simulate", str(house), "--games", "3", "--record", str(record)).exit_code == 0
    result = run("replay", str(record))
    assert result.exit_code == 1
    assert "(replayed with the built-in variant 'auction-pitch'; if a house file of that id wrote it, give the file with --variant FILE)" in result.output, result.output
    assert run("replay", str(record), "--variant", str(house)).exit_code == 0


def test_a_records_variant_is_the_built_in_one_even_beside_a_file_of_that_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A record names its variant by id: a file of that name in the current folder is read only through --variant."""
    monkeypatch.chdir(tmp_path)
    record = simulate_record(tmp_path)
    Path("auction-pitch").write_text("id: auction-pitch\nextends: auction-pitch\ncontract: {others: 'won * 2'}\n", encoding="utf-8")
    result = run("replay", str(record))
    assert result.exit_code == 0, result.output
    result = run("replay", str(record), "--variant", "auction-pitch")
    assert result.exit_code == 1 and "diverges at" in result.output, result.output


def test_replay_rejects_malformed_lines(tmp_path: Path) -> None:
    path = tmp_path / "broken.jsonl"
    path.write_text('{"format": "pitch-record/1"\n', encoding="utf-8")
    result = run("replay", str(path))
    assert result.exit_code == 1 and result.output.startswith(f"{path}:1:")
    path.write_text('{"format": "pitch-record/2"}\n', encoding="utf-8")
    result = run("replay", str(path))
    assert result.exit_code == 1 and "not a pitch-record/1 record" in result.output


def test_show_prints_every_hand() -> None:
    result = run("simulate", "partnership-pitch", "--seed", "2", "--bots", "greedy", "--show")
    assert result.exit_code == 0
    assert "Hand 1: seat" in result.output and "team 0 (seats 0+2)" in result.output
