"""`replay` checks every field of a record and names the line and the field it disagrees on.

Each corruption below is one a record could carry (a hand edited by mistake, a
truncated write, a file from another tool); none may crash the command or pass.
"""

from __future__ import annotations

import copy
import json
import random
import re
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pitch_rules import jsoninput
from pitch_rules.errors import RecordError
from pitch_rules.jsoninput import JsonInputError, strict_loads
from pitch_rules.problems import Said, reading
from pitch_rules.engine import GameState, Rules
from pitch_rules.records import game_record
from pitch_rules.records import record as record_module
from pitch_rules.records.record import (
    _RECORD_SCHEMA,
    _compiled_validator,
    _Diverged,
    _field_problem,
    _record_validator,
    _Replayer,
    dumps,
    parse_record,
    replay,
)
from pitch_rules.variant.loader import load_variant

from .conftest import play_script, run_cli as run
from .test_exchange_options import KITTY_DEAL, KITTY_TABLE, SCORING_DEAL
from .test_library_sources import TEN_POINT_TRICKS, ten_point_drawn

Record = dict[str, Any]


@pytest.fixture(scope="module")
def records(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Record]:
    """A game of Auction Pitch and one of Ten-Point Pitch (a stock and an exchange), as recorded."""
    folder = tmp_path_factory.mktemp("records")
    games = {}
    for variant in ("auction-pitch", "ten-point-pitch"):
        path = folder / f"{variant}.jsonl"
        result = run("simulate", variant, "--games", "1", "--seed", "5", "--bots", "greedy", "--record", str(path))
        assert result.exit_code == 0, result.output
        games[variant] = json.loads(path.read_text(encoding="utf-8"))
    return games


def hand(number: int, **changes: Any) -> Callable[[Record], None]:
    return lambda r: r["hands"][number - 1].update(changes)


CORRUPTIONS: dict[str, tuple[str, Callable[[Record], None], str]] = {
    # name: (variant, change, words naming the place)
    "dealer out of range": ("auction-pitch", hand(1, dealer=6), "hand 1, dealer: the record says 6"),
    "dealer out of range later": ("auction-pitch", hand(2, dealer=4), "hand 2, dealer: the record says 4"),
    "a play missing": ("auction-pitch", lambda r: r["hands"][0]["tricks"][0]["plays"].pop(), "hand 1, trick 1 plays"),
    "an extra trick": (
        "auction-pitch",
        lambda r: r["hands"][0]["tricks"].append(r["hands"][0]["tricks"][0]),
        "hand 1, tricks: the record says 7 tricks",
    ),
    "a card dealt twice after the first hand": (
        "auction-pitch",
        lambda r: r["hands"][1]["deal"][0].__setitem__(0, r["hands"][1]["deal"][1][0]),
        "hand 2, deal",
    ),
    "a short deal after the first hand": ("auction-pitch", lambda r: r["hands"][1]["deal"][0].pop(), "hand 2, deal"),
    "a seat missing from a later deal": ("auction-pitch", lambda r: r["hands"][2]["deal"].pop(), "hand 3, deal"),
    "a stock missing a card": ("ten-point-pitch", lambda r: r["hands"][1]["stock"].pop(), "hand 2, stock: the record says 17 cards"),
    "a stock in a game without one": ("auction-pitch", hand(1, stock=["2C"]), "hand 1, stock"),
    "turned-up cards in a game without them": ("auction-pitch", hand(1, upcards=["2C"]), "hand 1, upcards"),
    "a changed player count": ("auction-pitch", lambda r: r.update(players=5), "players: the record says 5"),
    "fewer players": ("auction-pitch", lambda r: r.update(players=3), "players: the record says 3"),
    "a thrown-in deal with a bad dealer": (
        "auction-pitch",
        lambda r: r["hands"][0].update(thrown_in=[{"dealer": 6, "deal": r["hands"][0]["deal"], "bids": [], "scores": []}]),
        "hand 1, thrown-in deal 1 dealer",
    ),
    "a field the format does not have": ("auction-pitch", hand(1, bogus=1), "hands/0/bogus is not one of its fields"),
    "a card the format cannot hold": (
        "auction-pitch",
        lambda r: r["hands"][1]["tricks"][2]["plays"].__setitem__(1, "10 of spades"),
        "hands/1/tricks/2/plays/1 is not a card",
    ),
    "too many players for the variant": ("auction-pitch", lambda r: r.update(players=7, sides=[[s] for s in range(7)]), "players"),
    "a setting of the wrong type": (
        "auction-pitch",
        lambda r: r.update(settings=["game.target=7", "game.target=x"]),
        ": settings/1:1:13: 'game.target' must be an integer, not a string ('x')",
    ),
    "a setting that changes what the variant extends": (
        "auction-pitch",
        lambda r: r.update(settings=["extends=smear"]),
        ": settings/0:1:1: the setting cannot change what a variant extends",
    ),
    "a target a setting's rule takes past the number limit": (
        "auction-pitch",
        lambda r: r.update(target=10**12, settings=["contract.others=target"]),
        "game 2 cannot be replayed: hand 1: the contract's others rule gave 1000000000000, beyond the limit",
    ),
    "more settings than a variant takes": (
        "auction-pitch",
        lambda r: r.update(settings=["game.target=7"] * 1001),
        ": settings/1000:1:1: 1001 settings (at most 1000 are accepted)",
    ),
    "a player count written 4.0": (
        "auction-pitch",
        lambda r: r.update(players=4.0),
        "the number at players has a decimal point or an exponent",
    ),
    "a dealer written 1.0": (
        "auction-pitch",
        hand(1, dealer=1.0),
        "the number at hands/0/dealer has a decimal point or an exponent",
    ),
}


@pytest.mark.parametrize("name", sorted(CORRUPTIONS))
def test_a_corrupt_record_is_refused_naming_the_line_and_field(
    name: str, records: dict[str, Record], tmp_path: Path
) -> None:
    variant, change, words = CORRUPTIONS[name]
    good = records[variant]
    bad = copy.deepcopy(good)
    change(bad)
    path = tmp_path / "games.jsonl"
    path.write_text(json.dumps(good) + "\n" + json.dumps(bad) + "\n", encoding="utf-8")
    result = run("replay", str(path))
    assert result.exit_code == 1, result.output
    assert result.output.startswith(f"{path}:2"), result.output
    assert words in result.output


CARD_FIELDS = ("deal", "stock", "upcards", "plays", "discards", "card", "call")


def _respelled(value: Any, card: bool = False) -> Any:
    """``value`` with every card written as readers also accept: lower case, the ten as 10 (``10h``, ``qd``)."""
    if isinstance(value, list):
        return [_respelled(item, card) for item in value]
    if isinstance(value, dict):
        return {key: _respelled(item, card or key in CARD_FIELDS) for key, item in value.items()}
    if card and isinstance(value, str):
        return ("10" + value[1:] if value.startswith("T") else value).lower()
    return value


@pytest.mark.parametrize(
    ("variant", "field"), [("all-fours", "upcards"), ("ten-point-pitch", "discards"), ("five-player-call-partner-pitch", "call")]
)
def test_every_card_field_reads_cards_written_another_way(variant: str, field: str, tmp_path: Path) -> None:
    """Deals, stocks, turned-up cards, plays, discards, awards and called cards, in hands and thrown-in deals: each
    is read as the deck's card, however the record spells it."""
    path = tmp_path / "games.jsonl"
    assert run("simulate", variant, "--games", "3", "--seed", "1", "--bots", "greedy", "--record", str(path)).exit_code == 0
    lines = path.read_text(encoding="utf-8").splitlines()
    respelled = [json.dumps(_respelled(json.loads(line))) for line in lines]
    assert all(mark in "".join(respelled) for mark in ('"10', '"qd"', f'"{field}"'))
    path.write_text("\n".join(respelled) + "\n", encoding="utf-8")
    result = run("replay", str(path))
    assert result.exit_code == 0, result.output


def test_the_turned_up_cards_of_a_final_deal_are_checked(tmp_path: Path) -> None:
    """A game won during a deal (a turned-up jack, at a target of 1) ends with a final deal, whose turned-up cards
    must be the engine's as every hand's are."""
    path = tmp_path / "games.jsonl"
    args = ("--games", "10", "--seed", "5", "--target", "1", "--bots", "greedy", "--record", str(path))
    assert run("simulate", "all-fours", *args).exit_code == 0
    games = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    number, game = next((n, g) for n, g in enumerate(games, start=1) if g.get("final_deal", {}).get("upcards"))
    upcards = game["final_deal"]["upcards"]
    upcards[0] = "3C" if upcards[0] == "2C" else "2C"
    path.write_text("".join(json.dumps(g) + "\n" for g in games), encoding="utf-8")
    result = run("replay", str(path))
    assert result.exit_code == 1
    place = f"{path}:{number}: game {number} diverges at hand {len(game['hands']) + 1}, final deal upcards"
    assert result.output.startswith(f"{place}: the record says {json.dumps(upcards)}"), result.output


RAW_LINES: dict[str, tuple[Callable[[str], str], str]] = {
    "a duplicate key": (lambda line: line.replace('"seed":5', '"seed":5,"seed":6', 1), "duplicate key 'seed'"),
    "an integer past Python's digit limit": (lambda line: line.replace('"seed":5', '"seed":' + "1" * 5000, 1), "5000 digits"),
    "deep nesting": (lambda line: "[" * 100_000 + "]" * 100_000, "nesting is too deep"),
    "an escaped NUL in the variant": (lambda line: line.replace('"auction-pitch"', '"auction\\u0000pitch"', 1), "U+0000"),
    "a lone surrogate": (lambda line: line.replace('"auction-pitch"', '"auction\\ud800pitch"', 1), "U+D800"),
    "NaN": (lambda line: line.replace('"seed":5', '"seed":NaN', 1), "NaN is not a JSON number"),
    "a raw NUL byte": (lambda line: line.replace("auction-pitch", "auction\x00pitch", 1), "not valid JSON"),
    "a variant that is not built in": (
        lambda line: line.replace('"auction-pitch"', '"../../etc/passwd"', 1),
        "not built in; give its file with --variant",
    ),
}


@pytest.mark.parametrize("name", sorted(RAW_LINES))
def test_malformed_json_is_refused_naming_the_line(name: str, records: dict[str, Record], tmp_path: Path) -> None:
    change, words = RAW_LINES[name]
    line = json.dumps(records["auction-pitch"], separators=(",", ":"))
    path = tmp_path / "games.jsonl"
    path.write_text(line + "\n" + change(line) + "\n", encoding="utf-8")
    result = run("replay", str(path))
    assert result.exit_code == 1, result.output
    assert result.output.startswith(f"{path}:2"), result.output
    assert words in result.output
    assert "Traceback" not in result.output and "internal error" not in result.output


UNREADABLE_LINES: dict[str, Callable[[str], str]] = {
    **{name: change for name, (change, _) in RAW_LINES.items() if name != "a variant that is not built in"},
    "an unterminated string": lambda line: line[:40],
    "a field the format does not have": lambda line: line.replace('"seed":5', '"seed":5,"bogus":1', 1),
    "a card the format cannot hold": lambda line: re.sub(r'"plays":\["[^"]+"', '"plays":["10 of spades"', line, count=1),
    "a byte that is not UTF-8": lambda line: line.replace("auction-pitch", "auction-pitch\udcff", 1),
    "a seed written as text": lambda line: line.replace('"seed":5', '"seed":"5"', 1),
    "no seed": lambda line: line.replace('"seed":5,', "", 1),
    "too few players": lambda line: line.replace('"players":4', '"players":1', 1),
    "a suit that is none": lambda line: re.sub(r'"trump":"[SHDC]"', '"trump":"Z"', line, count=1),
    "a bid that is neither a number nor a pass": lambda line: re.sub(r'"bid":\d+', '"bid":"two"', line, count=1),
    "another format": lambda line: line.replace("pitch-record/1", "pitch-record/2", 1),
}
"""Lines no record is: each changes a record's line (a character \\udcXX stands for the byte XX)."""


def _words(message: str, fields: set[str]) -> set[str]:
    """The words of a message, leaving out what it quotes, places (hands/0/bogus, or one of ``fields``),
    pitch-record/1, the names of formats (JSON, UTF-8) and JSON's own words (NaN, null)."""
    plain = re.sub(r"'[^']*'|\S*[/-]\S*", "", message)
    return {word.lower() for word in re.findall(r"\b[^\W\d_]{3,}\b", plain)} - fields - {"json", "nan", "null", "utf"}


@pytest.mark.parametrize("name", sorted(UNREADABLE_LINES))
def test_a_line_that_is_no_record_is_refused_in_the_command_s_language(
    name: str, records: dict[str, Record], tmp_path: Path
) -> None:
    """The strict JSON reader's problems, the record reader's own and the record schema's are messages: replay --lang
    says them in its language, at the same line and column, without a word of English's."""
    line = json.dumps(records["auction-pitch"], separators=(",", ":"))
    changed = UNREADABLE_LINES[name](line)
    path = tmp_path / "games.jsonl"
    path.write_bytes(f"{line}\n{changed}\n".encode("utf-8", "surrogateescape"))
    english, own = run("replay", str(path)).output, run("replay", str(path), "--lang", "uk").output
    place = re.match(rf"{re.escape(str(path))}:2:\d+: ", english)
    assert place is not None and own.startswith(place[0]) and own.count("\n") == 1, (english, own)
    fields = set(re.findall(r'"(\w+)":', changed))
    words = _words(english.removeprefix(place[0]), fields)
    assert words and not words & _words(own.removeprefix(place[0]), fields), (english, own)
    assert "bad_json" not in own and "bad_record" not in own, own


@pytest.mark.parametrize("variant", ["auction-pitch", "ten-point-pitch"])
def test_a_key_given_twice_is_refused_wherever_it_is(variant: str, records: dict[str, Record], tmp_path: Path) -> None:
    """Every key of a record, at every level (a hand, a bid, a trick, an award, the exchange...), given twice: the line
    parses to the same record, yet is refused."""
    line = json.dumps(records[variant], separators=(",", ":"))
    keys = sorted(set(re.findall(r'"(\w+)":', line)))
    assert {"leader", "point", "seat", "discards"} <= set(keys) or variant == "auction-pitch"
    for key in keys:
        path = tmp_path / f"{key}.jsonl"
        path.write_text(line + "\n" + line.replace(f'"{key}":', f'"{key}":0,"{key}":', 1) + "\n", encoding="utf-8")
        result = run("replay", str(path))
        assert result.exit_code == 1, (key, result.output)
        assert result.output.startswith(f"{path}:2") and f"duplicate key '{key}'" in result.output, (key, result.output)


def test_a_long_value_is_cut_short_in_the_message(records: dict[str, Record], tmp_path: Path) -> None:
    bad = copy.deepcopy(records["auction-pitch"])
    bad["sides"] = [[0]] * 50_000
    path = tmp_path / "games.jsonl"
    path.write_text(json.dumps(bad) + "\n", encoding="utf-8")
    result = run("replay", str(path))
    assert result.exit_code == 1 and "sides" in result.output
    assert len(result.output) < 1000


def test_a_record_of_many_bad_entries_is_refused_weighing_only_a_few(
    records: dict[str, Record], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The message weighs a bounded number of schema errors: a hundred thousand bad entries (a million took 19 s and
    a gigabyte when every error was collected) are refused as cheaply as a few, at one of them."""
    reference = _record_validator()
    drawn = []

    class Counting:
        def iter_errors(self, record: Any) -> Iterator[Any]:
            for error in reference.iter_errors(record):
                drawn.append(error.json_path)
                yield error

    monkeypatch.setattr(record_module, "_record_validator", Counting)
    bad = copy.deepcopy(records["auction-pitch"])
    bad["sides"] = [["x"]] * 100_000
    with pytest.raises(RecordError, match=r"^games\.jsonl:1:1: not a pitch-record/1 record: sides/\d+/0 must be an integer, not a string \('x'\)$"):
        parse_record(json.dumps(bad), "games.jsonl", 1)
    assert 0 < len(drawn) <= record_module.MAX_ERRORS_WEIGHED


@pytest.mark.parametrize("kind", ["fifo", "device"])
def test_replay_refuses_what_is_not_a_regular_file(kind: str, tmp_path: Path, deadline: None) -> None:
    path = tmp_path / "games.jsonl"
    if kind == "fifo":
        import os

        os.mkfifo(path)
    target = str(path) if kind == "fifo" else "/dev/zero"
    result = run("replay", target)
    assert result.exit_code == 2
    assert "not a regular file" in result.output


def test_a_line_past_the_limit_is_refused_without_reading_the_rest(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from pitch_rules.records import record

    monkeypatch.setattr(record, "MAX_LINE_BYTES", 1000)
    path = tmp_path / "games.jsonl"
    path.write_text("[" + "1," * 5000 + "1]\n", encoding="utf-8")
    result = run("replay", str(path))
    assert result.exit_code == 1
    assert f"{path}:1:1: the line is too long" in result.output


def _mutant(rng: random.Random, record: Record) -> Record:
    """``record`` with one value somewhere replaced, removed or joined by a field of its own."""
    mutant = copy.deepcopy(record)
    node: Any = mutant
    while True:
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        if not keys:
            return mutant
        key = rng.choice(keys)
        child = node[key]
        if isinstance(child, (dict, list)) and child and rng.random() < 0.75:
            node = child
            continue
        choice = rng.randrange(4)
        if choice == 0 and isinstance(node, dict):
            del node[key]
        elif choice == 1 and isinstance(node, dict):
            node[rng.choice(["bogus", "Dealer", "card", "seat", "plays"])] = rng.choice(VALUES)
        else:
            node[key] = rng.choice(VALUES)
        return mutant


VALUES: list[Any] = [
    None, True, 0, -1, 7, 1.5, 2.0, 10**19, "", "TH", "th", "10h", "JK", "TH\n", "T H", "pass", "ZZZ9", [], ["TH"], {}, {"seat": 0},
]  # fmt: skip


@pytest.fixture(params=["jsonschema-rs", "jsonschema alone"])
def compiled_check(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """Records checked with the ``fast`` extra's compiled validator, and without it."""
    if request.param == "jsonschema alone":
        monkeypatch.setitem(sys.modules, "jsonschema_rs", None)  # import fails as if not installed
    _compiled_validator.cache_clear()
    yield request.param
    _compiled_validator.cache_clear()


def test_records_are_refused_exactly_as_the_reference_checks_refuse_them(
    records: dict[str, Record], compiled_check: str
) -> None:
    """The compiled validator checks every record; the reference validator and the field walk run only
    on what it refuses, to word the message (and have the last word). The result must be theirs, or a
    bad record would pass, with or without the ``fast`` extra."""
    assert type(_compiled_validator()).__module__.startswith(compiled_check.split()[0].replace("-", "_"))
    rng = random.Random("compiled record check")
    reference = _record_validator()
    refused = 0
    for _ in range(400):
        mutant = _mutant(rng, rng.choice(list(records.values())))
        checked = reference.is_valid(mutant) and _field_problem(mutant, _RECORD_SCHEMA, ()) is None
        assert checked or not _compiled_validator().is_valid(mutant), json.dumps(mutant)[:2000]
        line = json.dumps(mutant)
        try:
            strict_loads(line, fractions=False)  # records hold integers only: 2.0 is refused before the schema
        except JsonInputError:
            checked = False
        try:
            parse_record(line, "games.jsonl", 1)
        except RecordError:
            refused += 1
            assert not checked
        else:
            assert checked, json.dumps(mutant)[:2000]
    assert 100 < refused < 400  # mutants both refused and accepted


_JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**25), 10**25) | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner, max_size=4),
    max_leaves=20,
)


def _read(text: str) -> tuple[tuple[str, Any], ...]:
    """What strict_loads makes of ``text``, with fractions and without (as records are read): each time its value, or
    the words of its refusal."""
    read = []
    for fractions in (True, False):
        try:
            read.append(("value", strict_loads(text, fractions=fractions)))
        except JsonInputError as err:
            read.append(("refused", (err.said, err.line, err.column)))
    return tuple(read)


@settings(max_examples=300, deadline=None)
@given(_JSON_VALUES, st.integers(0, 10**6), st.sampled_from(["", "x", ",", "]", '"', "\\", "\x00", "NaN", "9" * 30, "\ud800", "é"]))
def test_the_fast_extras_parser_reads_exactly_what_json_reads(value: Any, place: int, inserted: str) -> None:
    """orjson (the ``fast`` extra) parses text with no escape or long number; whatever it makes of some text, valid
    or not, strict_loads must give the same value, or refuse it with the same words, as with ``json`` alone."""
    assert jsoninput.orjson_module() is not None  # the test extra installs it
    written = json.dumps(value, separators=(",", ":"), ensure_ascii=False)
    for text in (written, written[: place % (len(written) + 1)] + inserted + written[place % (len(written) + 1) :]):
        fast = _read(text)
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(jsoninput, "orjson_module", lambda: None)
            plain = _read(text)
        assert fast == plain, text


@pytest.mark.parametrize("text", ["", "{", '{"a" 1}', '{"a":1 "b":2}', '"abc', '"a\x01"', '"\\q"', '"\\u12"', "1 2", "[1,]"])
def test_each_problem_the_json_reader_names_is_a_message(text: str) -> None:
    """What Python's JSON reader finds wrong (a missing value, a delimiter, a string left open...) is said in the
    catalogs' words, not in the reader's English."""
    with pytest.raises(JsonInputError) as refused:
        strict_loads(text)
    said = refused.value.said
    assert said.key == "bad_json.invalid" and isinstance(said.values["problem"], Said), said
    english = str(said.values["problem"])
    with reading("it"):
        assert str(refused.value).startswith("JSON non valido: ") and english not in str(refused.value)


_RECORD_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner, max_size=4),
    max_leaves=25,
)


@settings(max_examples=500, deadline=None)
@given(st.dictionaries(st.text(max_size=5), _RECORD_VALUES, max_size=5))
def test_records_are_written_exactly_as_json_writes_them(record: dict[str, Any]) -> None:
    """With the ``fast`` extra, orjson writes the records; any value a record can hold (no floats), any text
    (control characters, lone surrogates, characters past the BMP) and integers past 64 bits must come out as
    ``json.dumps`` writes them, or records would differ from one machine to another."""
    assert jsoninput.orjson_module() is not None  # the test extra installs it
    assert dumps(record) == json.dumps(record, separators=(",", ":"), ensure_ascii=False)


def _tricks_changed(rng: random.Random, record: Record) -> Record:
    """``record`` with its tricks changed as a hand edit could: cards swapped within or between tricks (of one
    hand or of two), a card moved to another trick, a leader or winner changed, a trick dropped or repeated."""
    mutant = copy.deepcopy(record)
    hands = mutant["hands"]
    tricks = rng.choice(hands)["tricks"]
    first, second = rng.choice(tricks), rng.choice(rng.choice(hands)["tricks"])
    change = rng.randrange(6)
    if change == 0:
        i, j = rng.randrange(len(first["plays"])), rng.randrange(len(second["plays"]))
        first["plays"][i], second["plays"][j] = second["plays"][j], first["plays"][i]
    elif change == 1 and len(first["plays"]) > 1:
        second["plays"].append(first["plays"].pop(rng.randrange(len(first["plays"]))))
    elif change == 2:
        first["leader"] = rng.randrange(mutant["players"])
    elif change == 3:
        first["winner"] = rng.randrange(mutant["players"])
    elif change == 4 and len(tricks) > 1:
        tricks.remove(first)
    else:
        tricks.insert(rng.randrange(len(tricks) + 1), copy.deepcopy(second))
    return mutant


def test_a_hand_played_at_once_diverges_where_trick_by_trick_replay_does(records: dict[str, Record]) -> None:
    """replay plays each hand's cards at once, and a hand whose tricks differ is replayed trick by trick: the
    divergence must be the one a replay trick by trick names, whatever was changed (or None for both)."""
    rng = random.Random("tricks changed")
    diverged = 0
    for variant, record in sorted(records.items()):
        rules = Rules.from_variant(load_variant(variant))
        assert replay(record, rules) is None
        for _ in range(150):
            mutant = _tricks_changed(rng, record)
            try:
                by_trick = _Replayer(mutant, rules, at_once=False).run()
            except _Diverged as stop:
                by_trick = stop.divergence
            assert replay(mutant, rules) == by_trick, json.dumps(mutant)[:500]
            diverged += by_trick is not None
    assert diverged > 250  # nearly every change is caught


def test_a_trick_holding_a_card_of_a_player_who_folded_is_refused(tmp_path: Path) -> None:
    """Ten-Point Pitch: only trumps are played, and a player out of trumps folds. Seats 1 and 2 fold after the
    third trick (the deal of tests/test_library_sources.py), so the fourth holds only seat 3's and seat 0's
    cards; a record giving it a third card, one of seat 1's plain cards, is refused where it goes wrong."""
    state = ten_point_drawn()
    play_script(state, TEN_POINT_TRICKS)
    record = game_record(state)
    assert record["hands"][0]["tricks"][3] == {"leader": 3, "plays": ["LJ", "JH"], "winner": 0}
    record["hands"][0]["tricks"][3]["plays"].append("2C")
    path = tmp_path / "folded.jsonl"
    path.write_text(dumps(record) + "\n", encoding="utf-8")
    result = run("replay", str(path))
    assert result.exit_code == 1
    assert (
        "hand 1, trick 4 plays: the record says 3 cards, the engine says 2 "
        "(only the seats holding a trump play; seat 1, seat 2 folded, out of trumps)"
    ) in result.output


def test_a_kitty_taken_before_trump_is_replayed_from_the_deal_and_the_stock(tmp_path: Path) -> None:
    """Where the bidder takes the kitty before naming trump (tests/family/kitty.yaml), the record keeps the kitty as
    the hand's stock and the bidder's discards in the exchange: replay puts the kitty in the bidder's hand when
    the auction ends. A record whose kitty lacks a card the bidder discarded (the Three of clubs dealt to seat 0
    instead, its Two of spades in the kitty) is refused at that discard."""
    rules = Rules.from_variant(load_variant(KITTY_TABLE))
    state = GameState(rules, 4, first_dealer=3, deals=[KITTY_DEAL], seed=0, max_hands=1)
    play_script(state, "pass 3 pass pass  trump H  discard 5C discard 6C discard 7C discard 3C done")
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    record = game_record(state)
    assert record["hands"][0]["stock"] == ["QH", "JH", "TH", "3C"]
    assert record["hands"][0]["exchange"] == [{"seat": 1, "discards": ["5C", "6C", "7C", "3C"]}]
    assert replay(record, rules) is None
    record["hands"][0]["stock"][3] = "2S"
    record["hands"][0]["deal"][0][0] = "3C"
    path = tmp_path / "kitty.jsonl"
    path.write_text(dumps(record) + "\n", encoding="utf-8")
    result = run("replay", str(path), "--variant", str(KITTY_TABLE))
    assert result.exit_code == 1
    assert f"{path}:1: game 1 diverges at hand 1, discard by seat 1: the record says 3C, the engine says illegal" in result.output


def test_a_scoring_trump_discarded_is_refused_at_that_discard(tmp_path: Path) -> None:
    """The kitty's table keeps the trumps that score: a record in which the bidder, holding seven trumps, discards
    the Ace of hearts (where the game discarded the Nine) is refused at that discard, the message naming the
    discards that were legal."""
    rules = Rules.from_variant(load_variant(KITTY_TABLE))
    state = GameState(rules, 4, first_dealer=3, deals=[SCORING_DEAL], seed=0, max_hands=1)
    play_script(state, "pass 3 pass pass  trump H  discard 9H discard 5C discard 6C discard 7C done")
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    record = game_record(state)
    assert replay(record, rules) is None
    record["hands"][0]["exchange"][0]["discards"][0] = "AH"
    path = tmp_path / "kept.jsonl"
    path.write_text(dumps(record) + "\n", encoding="utf-8")
    result = run("replay", str(path), "--variant", str(KITTY_TABLE))
    assert result.exit_code == 1
    assert (
        f"{path}:1: game 1 diverges at hand 1, discard by seat 1: the record says AH, the engine says illegal "
        "(discard AH is not legal now; legal: discard 4H, discard 3H, discard 5C, discard 6C, discard 9H, discard 7C)"
    ) in result.output
    ukrainian = run("replay", str(path), "--variant", str(KITTY_TABLE), "--lang", "uk")
    assert ukrainian.exit_code == 1
    assert (
        "(discard AH зараз не можна; можна: discard 4H, discard 3H, discard 5C, discard 6C, discard 9H, discard 7C)"
    ) in ukrainian.output, "the engine's refusal is said in the command's language, the actions as records write them"


# ----- a divergence, in the command's language ----------------------------------------------------


def _folded_record(path: Path) -> Path:
    """The record of test_a_trick_holding_a_card_of_a_player_who_folded_is_refused: trick 4 of hand 1 holds a card of
    seat 1, who folded (its engine's words name the seats that folded, a message in a message)."""
    state = ten_point_drawn()
    play_script(state, TEN_POINT_TRICKS)
    record = game_record(state)
    record["hands"][0]["tricks"][3]["plays"].append("2C")
    path.write_text(dumps(record) + "\n", encoding="utf-8")
    return path


def _bid_record(path: Path) -> Path:
    """The same game, its first bid written 99: a bid that is no action of the variant, in the replay's words."""
    state = ten_point_drawn()
    play_script(state, TEN_POINT_TRICKS)
    record = game_record(state)
    record["hands"][0]["bids"][0]["bid"] = 99
    path.write_text(dumps(record) + "\n", encoding="utf-8")
    return path


def test_a_divergence_is_data_said_when_shown() -> None:
    """The place of a divergence is a message key with its values, and so are the replay's own words for what the
    record or the engine has there; its words are said in the language read when it is shown."""
    state = ten_point_drawn()
    play_script(state, TEN_POINT_TRICKS)
    record = game_record(state)
    record["hands"][0]["tricks"][3]["plays"].append("2C")
    divergence = replay(record, state.rules)
    assert divergence is not None and divergence.hand == 1
    assert divergence.place == Said("replay.trick_plays", number=4)
    assert divergence.recorded == Said("replay.cards", count=3)
    folded = (Said("replay.seat", seat=1), Said("replay.seat", seat=2))
    assert divergence.engine == Said("replay.folded", seats=2, folded=folded)
    assert divergence.where == "trick 4 plays"
    with reading("uk"):
        assert divergence.where == "карти взятки 4"
        assert str(divergence) == (
            "роздача 1, карти взятки 4: запис каже 3 карти, рушій — 2 "
            "(грають лише місця, що мають козир; місце 1, місце 2 без козирів і не грають)"
        )
    assert str(divergence).startswith("hand 1, trick 4 plays: the record says 3 cards, the engine says 2 (only")



def test_a_count_of_one_is_said_in_the_singular() -> None:
    """The replay's counts of cards and tricks agree with their number in English too: "1 card", "1 trick"."""
    assert [str(Said("replay.cards", count=n)) for n in (1, 2)] == ["1 card", "2 cards"]
    assert [str(Said("replay.tricks_count", count=n)) for n in (1, 6)] == ["1 trick", "6 tricks"]
    with reading("uk"):
        assert [str(Said("replay.cards", count=n)) for n in (1, 3, 5)] == ["1 карта", "3 карти", "5 карт"]


def test_a_deal_the_engine_cannot_lay_out_is_said_in_the_command_s_language(
    records: dict[str, Record], tmp_path: Path
) -> None:
    """Why a recorded deal cannot be laid out (a hand short of a card, a card twice, a card of no deck) is the
    engine's message, said in the replay's language like the rest of the line."""
    cases = {
        "short": (lambda r: r["hands"][1]["deal"][0].pop(), "seat 0 must be dealt 6 cards, not 5",
                  "місцю 0 мають здати 6 карт, а не 5"),
        "twice": (lambda r: r["hands"][1]["deal"][0].__setitem__(0, r["hands"][1]["deal"][1][0]),
                  "a card is dealt twice", "одну карту здано двічі"),
        "joker": (lambda r: r["hands"][1]["deal"][2].__setitem__(0, "JK"),
                  "seat 2 holds cards not in the deck: JK", "місце 2: цих карт немає в колоді варіанту: JK"),
    }  # fmt: skip
    for name, (change, english, ukrainian) in cases.items():
        bad = copy.deepcopy(records["auction-pitch"])
        change(bad)
        path = tmp_path / f"{name}.jsonl"
        path.write_text(dumps(bad) + "\n", encoding="utf-8")
        result = run("replay", str(path))
        assert result.exit_code == 1 and f"hand 2, deal: " in result.output and english in result.output, result.output
        result = run("replay", str(path), "--lang", "uk")
        assert result.exit_code == 1 and f"роздача 2, здавання: " in result.output, result.output
        assert ukrainian in result.output and "bad_deal" not in result.output, result.output

ENGLISH_WORDS = ("the record says", "the engine says", "hand 1", "seat", "diverges")


@pytest.mark.parametrize("code", ["uk", "it", "bg", "tr", "mk"])
@pytest.mark.parametrize("make", [_folded_record, _bid_record])
def test_a_divergence_is_said_in_the_command_s_language(code: str, make: Callable[[Path], Path], tmp_path: Path) -> None:
    """replay --lang: the file and line first, then the divergence (the place, the record's and the engine's) in
    that language, without a word of English's line."""
    path = make(tmp_path / "games.jsonl")
    english = run("replay", str(path), "--variant", "ten-point-pitch", "--lang", "en")
    own = run("replay", str(path), "--variant", "ten-point-pitch", "--lang", code)
    assert english.exit_code == own.exit_code == 1, own.output
    assert english.output.startswith(f"{path}:1: game 1 diverges at hand 1, "), english.output
    assert own.output.startswith(f"{path}:1: ") and own.output.count("\n") == 1, own.output
    for words in ENGLISH_WORDS:
        assert words in english.output and words not in own.output.removeprefix(f"{path}:1: "), own.output
    assert "{" not in own.output and "replay-" not in own.output and "replay." not in own.output, own.output


def test_a_divergence_is_said_whole_in_ukrainian_and_italian(tmp_path: Path) -> None:
    path = _folded_record(tmp_path / "folded.jsonl")
    result = run("replay", str(path), "--variant", "ten-point-pitch", "--lang", "uk")
    assert result.exit_code == 1
    assert result.output == (
        f"{path}:1: гра 1 розходиться в місці: роздача 1, карти взятки 4: запис каже 3 карти, рушій — 2 "
        "(грають лише місця, що мають козир; місце 1, місце 2 без козирів і не грають)\n"
    )
    result = run("replay", str(path), "--variant", "ten-point-pitch", "--lang", "it")
    assert result.output == (
        f"{path}:1: la partita 1 diverge in: mano 1, carte della presa 4: la registrazione dice 3 carte, il motore "
        "dice 2 (giocano solo i posti che hanno briscole; posto 1, posto 2 senza briscole, fuori dal gioco)\n"
    )
    path = _bid_record(tmp_path / "bid.jsonl")
    result = run("replay", str(path), "--variant", "ten-point-pitch", "--lang", "uk")
    assert result.output == (
        f"{path}:1: гра 1 розходиться в місці: роздача 1, заявка місця 0: запис каже 99, рушій — недопустимо "
        "(99 — не дія цього варіанту)\n"
    )


def test_a_divergence_is_said_in_the_locale_s_language(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = _folded_record(tmp_path / "folded.jsonl")
    monkeypatch.setenv("LANG", "tr_TR.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    result = run("replay", str(path), "--variant", "ten-point-pitch")
    assert result.exit_code == 1
    assert result.output == (
        f"{path}:1: 1. oyun şurada ayrılıyor: 1. dağıtım, 4. elin kartları: kayıtta 3 kart, motora göre 2 "
        "(yalnızca kozu olan yerler oynar; 1. yer, 2. yer kozu kalmadığı için çekildi)\n"
    ), result.output
