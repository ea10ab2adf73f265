"""Seeded mutation fuzzing of everything a user hands the toolkit.

Variant files, scoring expressions, game records, save files and command lines
are mutated a few hundred times each (the same mutants on every run: the
generators are seeded). For every mutant the promise holds:

- the command ends with exit 0, 1 or 2, never a traceback or an internal error;
- exit 1 names the file and position (``FILE:LINE:COL`` for variant files,
  ``FILE:LINE`` for records, the save file's name for saves);
- nothing is executed (a canary file no mutant may create);
- no hang (each test has a deadline);
- no partial or lost file: the folder holds exactly what it held, plus whole
  outputs of runs that succeeded.
"""

from __future__ import annotations

import copy
import json
import random
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from click.testing import Result

from pitch_rules.play import GameSession

from .conftest import ROOT, run_cli

AUCTION_PITCH = (ROOT / "variants" / "auction-pitch.yaml").read_text(encoding="utf-8")
TEN_POINT = (ROOT / "variants" / "ten-point-pitch.yaml").read_text(encoding="utf-8")
CANARY = "fuzz-canary"

# Fragments that have broken parsers before, or would run code if anything evaluated them.
NASTY = [
    "!!python/object/apply:os.system ['touch {canary}']",
    "__import__('os').system('touch {canary}')",
    "&a [1, *a]", "*a", "<<: {}", "? [a]: b", "---", "...", "%YAML 1.1", "!!binary aGk=",
    '"\\ud800"', "'\\x00'", "0x" + "f" * 40, "9" * 30, "-.inf", ".nan", "1e999", "[" * 80, "{" * 80,
    "\t", "\x00", "\x85", "\u2028", "\ufeff", "é", "♠", "null", "~", "true", "yes", "''", '""',
    "holder(card", "captor(lowest(trumps(in_play)))", "score(side) * score(side) + 2", "won >= bid",
    "extends: /etc/passwd", "extends: ../../x.yaml", "id: [a]", "drop: true",
]


@pytest.fixture(autouse=True)
def _canary(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, deadline: None) -> Iterator[None]:
    """Run in an empty folder; afterwards no mutant may have created the canary."""
    monkeypatch.chdir(tmp_path)
    yield
    assert not (tmp_path / CANARY).exists(), "a mutant ran code"


def nasty(rng: random.Random) -> str:
    return rng.choice(NASTY).replace("{canary}", CANARY)


def mutate_text(rng: random.Random, text: str) -> str:
    """One to three edits of whole lines, characters or fragments."""
    lines = text.split("\n")
    for _ in range(rng.randint(1, 3)):
        lines = lines or [""]
        where = rng.randrange(len(lines))
        kind = rng.randrange(7)
        if kind == 0:
            del lines[where]
        elif kind == 1:
            lines.insert(where, lines[rng.randrange(len(lines))])
        elif kind == 2:
            line = lines[where]
            cut = rng.randint(0, len(line))
            lines[where] = line[:cut] + nasty(rng) + line[cut:]
        elif kind == 3:
            line = lines[where]
            if line:
                cut = rng.randrange(len(line))
                lines[where] = line[:cut] + chr(rng.randrange(0x20, 0x7F)) + line[cut + 1 :]
        elif kind == 4:
            lines[where] = re.sub(r"\d+", lambda m: str(rng.choice([0, -1, 99, 10**20, int(m[0]) + 1])), lines[where], count=1)
        elif kind == 5:
            lines[where] = "  " + lines[where] if rng.random() < 0.5 else lines[where].lstrip()
        else:
            lines[where] = lines[where].replace(":", rng.choice([": |", ":", " :", ": !!str", ": &x"]), 1)
    return "\n".join(lines)


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def check(result: Result, position: str) -> None:
    """The promise for one run: a clean exit, and a position whenever the input was refused."""
    assert result.exit_code in (0, 1, 2), result.output
    assert "internal error" not in result.output and "Traceback" not in result.output, result.output
    if result.exit_code == 1:
        assert re.match(position, result.output), result.output


VARIANT_POSITION = r"(house\.yaml|--set [\w.-]+|\S+\.yaml):\d+:\d+: "


@pytest.mark.parametrize("base", ["auction-pitch", "ten-point-pitch"])
def test_mutated_variant_files(tmp_path: Path, base: str) -> None:
    rng = random.Random(f"variant/{base}")
    original = AUCTION_PITCH if base == "auction-pitch" else TEN_POINT
    accepted = 0
    for _ in range(150):
        path = tmp_path / "house.yaml"
        path.write_bytes(mutate_text(rng, original).encode("utf-8", "surrogatepass"))
        before = snapshot(tmp_path)
        result = run_cli(rng.choice(["validate", "show"]), "house.yaml")
        check(result, VARIANT_POSITION)
        assert snapshot(tmp_path) == before
        accepted += result.exit_code == 0
    assert 0 < accepted < 150  # the mutants reach both the checks and the engine


def test_mutated_scoring_expressions(tmp_path: Path) -> None:
    rng = random.Random("expressions")
    words = ["holder", "captor", "lowest", "highest", "trumps", "in_play", "card", "side", "score", "won", "bid",
             "(", ")", ",", "+", "*", "-", ">=", "==", "and", "or", "not", "'J'", "trump", "0", "1", "10**9"]  # fmt: skip
    for _ in range(150):
        expression = " ".join(rng.choice(words) for _ in range(rng.randint(1, 8)))
        if rng.random() < 0.2:
            expression = nasty(rng)
        setting = f"points.low.to={json.dumps(expression)}"
        result = run_cli("validate", "auction-pitch", "--set", setting)
        check(result, r"--set points\.low\.to:1:\d+: ")
        if result.exit_code == 0:
            document = run_cli("docs", "auction-pitch", "--set", setting)
            check(document, r"--set points\.low\.to:1:\d+: ")


def graft(rng: random.Random, tree: dict[str, Any]) -> dict[str, Any]:
    """``tree`` with one to three settings changed the way house rules are: a value of the right kind, a setting of
    another built-in variant at the same place, a setting taken away or added."""
    tree = copy.deepcopy(tree)
    for _ in range(rng.randint(1, 3)):
        path = rng.choice(list(_places(tree)))
        parent = _at(tree, path[:-1])
        key, old = path[-1], _at(tree, path)
        donor = BUILT_IN[rng.choice(list(BUILT_IN))]
        kind = rng.randrange(5)
        if kind == 0 and isinstance(parent, dict) and key not in ("id", "name"):
            del parent[key]
        elif kind == 1:
            try:
                parent[key] = copy.deepcopy(_at(donor, path))
            except (KeyError, IndexError, TypeError):
                parent[key] = _like(rng, old)
        elif kind == 2 and isinstance(parent, dict):
            try:
                siblings = _at(donor, path[:-1])
            except (KeyError, IndexError, TypeError):
                siblings = None
            if isinstance(siblings, dict) and siblings:
                added = rng.choice(list(siblings))
                parent[added] = copy.deepcopy(siblings[added])
        else:
            parent[key] = _like(rng, old)
    return tree


def _schema_nodes(node: Any) -> Iterator[dict[str, Any]]:
    if isinstance(node, dict):
        yield node
        for value in node.values():
            yield from _schema_nodes(value)
    elif isinstance(node, list):
        for value in node:
            yield from _schema_nodes(value)


def _places(node: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """The path of every setting and list item below ``node``."""
    items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    for key, value in items:
        yield (*path, key)
        yield from _places(value, (*path, key))


def _at(node: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        node = node[key]
    return node


def _like(rng: random.Random, old: Any) -> Any:
    """A value of the same kind as ``old``, or now and then of another."""
    if isinstance(old, bool):
        return not old
    if isinstance(old, int):
        return rng.choice([0, 1, 2, -1, old - 1, old + 1, 2 * old, 13, 52, 100])
    if isinstance(old, str):
        return rng.choice(SCHEMA_WORDS) if rng.random() < 0.7 else rng.choice(["captor(card)", "won >= bid", "-bid", old + "x"])
    return rng.choice([None, 0, "x", [], {}])


SCHEMA_WORDS = sorted(
    {word for node in _schema_nodes(json.loads((ROOT / "schema" / "variant.schema.json").read_text(encoding="utf-8")))
     for word in node.get("enum", []) if isinstance(word, str)}
)  # fmt: skip
"""Every word the variant schema allows somewhere: a mutant's text is often right for another setting."""
BUILT_IN = {path.stem: yaml.safe_load(path.read_text(encoding="utf-8")) for path in sorted((ROOT / "variants").glob("*.yaml"))}


@pytest.mark.parametrize("base", sorted(BUILT_IN))
def test_house_rules_grafted_from_other_variants_validate_or_play(tmp_path: Path, base: str) -> None:
    """A built-in variant with settings changed or borrowed from another: refused with a position, or it plays, its
    games replay from their record and its rules document is written."""
    rng = random.Random(f"graft/{base}")
    for number in range(5):
        path = tmp_path / f"house-{number}.yaml"
        path.write_text(yaml.safe_dump(graft(rng, BUILT_IN[base]), sort_keys=False), encoding="utf-8")
        result = run_cli("validate", path.name)
        check(result, VARIANT_POSITION)
        if result.exit_code == 0:
            games = run_cli("simulate", path.name, "--games", "2", "--max-hands", "20", "--record", "games.jsonl")
            check(games, r"pitch-rules: |hand \d+: ")
            if games.exit_code == 0:
                check(run_cli("replay", "games.jsonl", "--variant", path.name), "^$")  # its id is the built-in's
            check(run_cli("docs", path.name), "^$")


@pytest.fixture(scope="module")
def recorded(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    folder = tmp_path_factory.mktemp("recorded")
    lines = []
    for variant, settings in (("auction-pitch", ("--set", "game.target=5")), ("ten-point-pitch", ()), ("all-fours", ())):
        path = folder / f"{variant}.jsonl"
        result = run_cli("simulate", variant, "--games", "2", "--seed", "3", "--bots", "greedy", *settings, "--record", str(path))
        assert result.exit_code == 0
        lines += path.read_text(encoding="utf-8").splitlines()
    return lines


def mutate_json(rng: random.Random, value: Any, depth: int = 0) -> Any:
    """``value`` with one node somewhere replaced, removed, duplicated, retyped, written as a float (``4.0``) or, for
    a card, written another way (``qd``, ``10h``)."""
    if isinstance(value, (dict, list)) and value and (depth < 2 or rng.random() < 0.7):
        keys = list(value) if isinstance(value, dict) else list(range(len(value)))
        key = rng.choice(keys)
        copy: Any = dict(value) if isinstance(value, dict) else list(value)
        choice = rng.randrange(6)
        if choice == 0:
            del copy[key]
        elif choice == 1 and isinstance(copy, list):
            copy.insert(key, copy[key])
        elif choice == 2 and isinstance(copy, dict):
            copy[nasty(rng)] = copy[key]
        else:
            copy[key] = mutate_json(rng, value[key], depth + 1)
        return copy
    if isinstance(value, int) and not isinstance(value, bool) and rng.random() < 0.5:
        return rng.choice([float(value), value * 10**12])
    if isinstance(value, str) and re.fullmatch(r"[2-9TJQKA][SHDC]", value) and rng.random() < 0.5:
        return ("10" + value[1] if value[0] == "T" else value).lower()
    return rng.choice([
        None, True, 0, -1, 7, 0.5, 1e300, 10**30, 2**63, "", "x", "TH", "qd", "pass", nasty(rng), [], {}, [[0]], {"a": 1},
        ["game.target=x"], ["contract.others=target"],
    ])  # fmt: skip


def mutate_bytes(rng: random.Random, line: bytes) -> bytes:
    """``line`` cut short, or with a byte that is not UTF-8 (or starts a character it does not finish) put in."""
    cut = rng.randint(0, len(line))
    if rng.random() < 0.5:
        return line[:cut]
    return line[:cut] + rng.choice([b"\xff", b"\xc3", b"\xe2\x82", b"\xed\xa0\x80", b"\xef\xbb\xbf"]) + line[cut:]


def test_mutated_records(tmp_path: Path, recorded: list[str]) -> None:
    rng = random.Random("records")
    # A file with a built-in's name in the folder, where replay runs: a record names a built-in, never this file.
    (tmp_path / "auction-pitch").write_text("id: [\n", encoding="utf-8")
    for _ in range(120):
        line = rng.choice(recorded)  # one game a file: each replay stays quick
        kind = rng.random()
        if kind < 0.7:
            data = json.dumps(mutate_json(rng, json.loads(line)), ensure_ascii=rng.random() < 0.5).encode("utf-8", "surrogatepass")
        elif kind < 0.85:
            data = mutate_text(rng, line).encode("utf-8", "surrogatepass")
        else:
            data = mutate_bytes(rng, line.encode("utf-8"))
        path = tmp_path / "games.jsonl"
        path.write_bytes(data + b"\n")
        before = snapshot(tmp_path)
        result = run_cli("replay", "games.jsonl")
        check(result, r"games\.jsonl(:\d+)*: ")
        assert snapshot(tmp_path) == before


def test_mutated_save_files(tmp_path: Path) -> None:
    from pitch_rules import Rules, load_variant

    rules = Rules.from_variant(load_variant("auction-pitch"))
    session = GameSession.new("auction-pitch", rules, 4, 0, ("greedy",) * 4, 7, None)
    while len(session.actions) < 12:
        session.apply(session.state.legal_actions()[0] if session.humans_turn else session.bot_action())
    good = json.dumps(session.to_json(), indent=1)
    rng = random.Random("saves")
    codes = set()
    for _ in range(120):
        text = json.dumps(mutate_json(rng, json.loads(good))) if rng.random() < 0.8 else mutate_text(rng, good)
        path = tmp_path / "game.json"
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        result = run_cli_input("play", "--resume", "game.json", input="quit\n")
        check(result, r"game\.json")
        if result.exit_code == 1:
            assert path.read_text(encoding="utf-8", errors="surrogatepass") == text  # a bad save is never replaced
        else:
            GameSession.load(path)  # whatever was saved back resumes
        codes.add(result.exit_code)
    assert codes == {0, 1}


def run_cli_input(*args: str, input: str = "") -> Result:  # noqa: A002 - click's name
    from click.testing import CliRunner

    from pitch_rules.cli import cli

    result = CliRunner().invoke(cli, list(args), input=input)
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    return result


COMMAND_WORDS: list[tuple[str, Callable[[random.Random], str]]] = [
    ("--games", lambda r: r.choice(["0", "1", "2", "-1", "x", "9" * 30])),
    ("--players", lambda r: r.choice(["1", "3", "4", "8", "four"])),
    ("--seed", lambda r: r.choice(["0", "-5", "1" * 25, "0x10", ""])),
    ("--bots", lambda r: r.choice(["random", "greedy", "random,greedy", "nobody", ",,", "\udcff"])),
    ("--target", lambda r: r.choice(["0", "-1", "1", "true", "5"])),
    ("--max-hands", lambda r: r.choice(["0", "1", "3", "-2", "100000"])),
    ("--set", lambda r: r.choice(["game.target=3", "game.target=x", "=", "a..b=1", "extends=x", "id=null", "name=caf\udce9", "points.low.to=holder(", "deal.cards=99"])),
    ("--record", lambda r: r.choice(["out.jsonl", "missing/out.jsonl", "/dev/null", "."])),
    ("--allow-path", lambda r: r.choice([".", "missing"])),
]


def test_mutated_command_lines(tmp_path: Path) -> None:
    rng = random.Random("command lines")
    (tmp_path / "out.jsonl").write_text("kept\n", encoding="utf-8")
    codes = set()
    for _ in range(80):
        command = rng.choice(["simulate", "validate", "show", "docs", "diff", "compare", "replay"])
        args = [command, rng.choice(["auction-pitch", "ten-point-pitch", "no-such", "out.jsonl", "/dev/zero"])]
        if command in ("diff", "compare"):
            args.append(rng.choice(["auction-pitch", "smear"]))
        for _ in range(rng.randint(0, 3)):
            option, value = rng.choice(COMMAND_WORDS)
            args += [option, value(rng)]
        if command in ("simulate", "compare"):
            args += ["--games", "2", "--max-hands", "5"]
        before = snapshot(tmp_path)
        result = run_cli_input(*args)
        check(result, r"(pitch-rules: |[^\s:]+:\d+|--set [\w.-]*:1:\d+: |\S+: |From )")  # diff exits 1 when rules differ
        after = snapshot(tmp_path)
        changed = {name for name in after if before.get(name) != after[name]}
        if result.exit_code != 0:
            assert changed <= {"out.jsonl"} and after.get("out.jsonl", b"") in (before["out.jsonl"], b""), args
        for name in changed:
            assert run_cli("replay", name).exit_code in (0, 1)  # any file written is whole
        codes.add(result.exit_code)
    assert codes == {0, 1, 2}
