"""The language server's parts on their own: reading the YAML structure at a cursor, and never failing on half-typed text."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from pitch_rules.lsp.checks import TYPING_LIMIT, Problem, check
from pitch_rules.lsp.completion import completions
from pitch_rules.lsp.cursor import locate
from pitch_rules.lsp.definition import definition
from pitch_rules.lsp.hover import hover
from pitch_rules.lsp.snapshot import Snapshot
from pitch_rules.lsp.text import Text
from pitch_rules.variant import yaml_source
from pitch_rules.variant.yaml_source import MAX_BYTES

ROOT = Path(__file__).resolve().parent.parent
FILES = sorted((ROOT / "variants").glob("*.yaml")) + sorted((ROOT / "tests" / "data" / "variants").glob("*.yaml"))

LAYOUT = """\
id: x
description: >-
  long text: with a colon
  - and a dash
points:
- id: low
  to: |
    captor(
      card)
trick_points: {T: 10,
  J: 1}
'quoted key': [a, "b c", {d: e}]
"""


@pytest.mark.parametrize(
    ("needle", "offset", "path", "on_key", "scalar"),
    [
        ("  long text", 4, ("description",), False, "long text: with a colon"),
        ("  - and a dash", 5, ("description",), False, "- and a dash"),
        ("- id: low", 7, ("points", 0, "id"), False, "low"),
        ("  to: |", 3, ("points", 0, "to"), True, "to"),
        ("      card)", 7, ("points", 0, "to"), False, "card)"),
        ("  J: 1}", 2, ("trick_points", "J"), True, "J"),
        ("  J: 1}", 5, ("trick_points", "J"), False, "1"),
        ("'quoted key'", 3, ("quoted key",), True, "quoted key"),
        ("[a, \"b c\"", 6, ("quoted key", 1), False, "b c"),
        ("{d: e}", 4, ("quoted key", 2, "d"), False, "e"),
    ],
)
def test_the_structure_at_a_cursor(needle: str, offset: int, path: tuple[str | int, ...], on_key: bool, scalar: str) -> None:
    lines = Text(LAYOUT).lines
    row = next(number for number, line in enumerate(lines) if needle in line)
    spot = locate(lines, (row, lines[row].index(needle) + offset))
    assert (spot.path, spot.on_key, spot.scalar) == (path, on_key, scalar)


def test_a_new_line_is_a_key_of_the_mapping_its_indent_opens() -> None:
    lines = Text("game:\n  target: 7\n  \nplay:\n").lines
    assert locate(lines, (2, 2)).path == ("game", "")
    assert locate(lines, (2, 0)).path == ("",)


edits = st.lists(
    st.tuples(st.floats(0, 1), st.integers(0, 6), st.sampled_from(["", " ", "\n", ":", "- ", "{", "}", "[", "]", "'", '"', "(", ")", ",", "#", "\t", "é", "🂡", "\r", "\u2028", "x"])),
    min_size=1,
    max_size=4,
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(FILES), edits, st.floats(0, 1))
def test_half_typed_text_never_breaks_a_part(path: Path, changes: list[tuple[float, int, str]], cursor: float) -> None:
    """Whatever the text, checking, hover, completion and definition answer without raising."""
    text = path.read_text(encoding="utf-8")
    for where, removed, inserted in changes:
        at = int(where * len(text))
        text = text[:at] + inserted + text[at + removed :]
    snapshot = Snapshot(text, str(path))
    assert snapshot.checked.variant is not None or snapshot.checked.problems
    position = snapshot.text.position(int(cursor * len(text)))
    hover(snapshot, position)
    completions(snapshot, position)
    definition(snapshot, position)


def test_placing_problems_takes_no_comparisons_between_them(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each problem is placed once, however many there are (they were each compared with every one before)."""
    keys = 2000
    text = (ROOT / "variants" / "auction-pitch.yaml").read_text(encoding="utf-8") + "".join(f"unknown{n}: 1\n" for n in range(keys))
    compared = 0
    equal = Problem.__eq__

    def counted(self: Problem, other: object) -> bool:
        nonlocal compared
        compared += 1
        return equal(self, other)

    monkeypatch.setattr(Problem, "__eq__", counted)
    problems = check(text, str(ROOT / "house.yaml")).problems
    assert [p.message for p in problems] == [f"unknown key 'unknown{n}' at the top level" for n in range(keys)]
    assert compared < keys  # the comparisons of a list: about keys * keys / 2


def test_a_version_is_parsed_once_however_many_requests_it_answers(monkeypatch: pytest.MonkeyPatch) -> None:
    """A broken document takes the slow, precise YAML parser: once a version, not once a request."""
    parses = 0
    compose = yaml_source._compose

    def counted(text: str, source: yaml_source.SourceMap) -> object:
        nonlocal parses
        parses += 1
        return compose(text, source)

    monkeypatch.setattr(yaml_source, "_compose", counted)
    text = (ROOT / "variants" / "auction-pitch.yaml").read_text(encoding="utf-8") + "game: {target: [\n"
    snapshot = Snapshot(text, str(ROOT / "house.yaml"))
    assert snapshot.checked.problems[0].message.startswith("invalid YAML")
    for line in range(0, text.count("\n"), 7):
        hover(snapshot, (line, 4))
        completions(snapshot, (line, 4))
        definition(snapshot, (line, 4))
    assert parses == 1


@pytest.mark.parametrize(
    ("size", "words"),
    [
        (TYPING_LIMIT + 1, f"file is too large to check as you type ({TYPING_LIMIT + 1} bytes; the limit is 64 KiB)"),
        (MAX_BYTES + 1, f"file is too large ({MAX_BYTES + 1} bytes; the limit is 1 MiB)"),  # as validate says
    ],
)
def test_a_document_too_large_to_check_as_it_is_typed_is_not_parsed(
    monkeypatch: pytest.MonkeyPatch, size: int, words: str
) -> None:
    monkeypatch.setattr(yaml_source, "_compose", None)  # any parse fails
    start = "id: big\ndescription: "
    filling = size - len(start) - 1  # in bytes, "é" taking two
    text = start + "é" * (filling // 2) + "x" * (filling % 2) + "\n"
    assert len(text.encode("utf-8")) == size
    [problem] = check(text, str(ROOT / "big.yaml")).problems
    assert problem.start == (0, 0) and problem.message.startswith(words)


def test_a_document_at_the_limit_is_checked() -> None:
    base = (ROOT / "variants" / "auction-pitch.yaml").read_text(encoding="utf-8")
    text = base + "#" * (TYPING_LIMIT - len(base.encode("utf-8")) - 1) + "\n"
    assert len(text.encode("utf-8")) == TYPING_LIMIT
    checked = check(text, str(ROOT / "big.yaml"))
    assert checked.variant is not None and not checked.problems


@pytest.mark.parametrize(
    "expression", ["captor()", "off(card)", "dealt('Z', trump)", "min()", "count(1)", "opponent()", "not " * 1200 + "true"]
)
def test_a_scoring_expression_that_does_not_type_check_has_no_words(tmp_path: Path, expression: str) -> None:
    """Half typed (an editor closes the bracket), ill typed or too deep: hover answers nothing, and the check says why."""
    path = tmp_path / "house.yaml"
    text = f"id: h\nextends: auction-pitch\npoints:\n  - id: low\n    to: {expression} \n"
    snapshot = Snapshot(text, str(path))
    assert snapshot.checked.variant is None and snapshot.checked.problems
    assert hover(snapshot, (4, len(text.split("\n")[4]))) is None
    sound = text.replace(expression, "captor(card)")
    assert "**" in (hover(Snapshot(sound, str(path)), (4, len(sound.split("\n")[4]))) or "")  # a sound one has words


def test_a_document_whose_name_holds_a_nul_is_refused_at_its_start() -> None:
    """Only an editor's address (``file:///a%00b.yaml``) can name it; checking it failed where it extends a file."""
    snapshot = Snapshot("id: h\nextends: auction-pitch\n", "/tmp/a\0b.yaml")
    [problem] = snapshot.checked.problems
    assert (problem.start, problem.message) == ((0, 0), "the file's name holds a NUL character, which no file name may hold")
    assert hover(snapshot, (1, 10)) and completions(snapshot, (1, 10)) and definition(snapshot, (1, 10)) is None



@pytest.mark.parametrize("name", ["auction-pitch", "setback"])
def test_an_unsaved_document_named_like_a_built_in_is_checked_as_itself(name: str) -> None:
    """An editor's untitled buffer (``untitled:auction-pitch``) has a bare name that reads as a built-in id: its own
    text is checked, named by that name, where the built-in's file was taken as its place (and extending the
    built-in was a cycle of the built-in with itself)."""
    checked = check(f"id: mine\nextends: {name}\ngame_end: {{target: 0}}\n", name)
    assert [(p.start, p.message) for p in checked.problems] == [((2, 0), "unknown key 'game_end' at the top level; did you mean 'game'?")]
    assert check(f"id: mine\nextends: {name}\n", name).variant is not None

STRIPPED_DECK = "id: h\nextends: auction-pitch\nplayers: {min: 4, max: 4, default: 4}\ndeck:\n  ranks: ['7', '8', '9', T, J, Q, K, A]\n"


@pytest.mark.parametrize(
    ("text", "wrong", "right"),
    [
        ("id: h\nextends: auction-pitch\npoints:\n  - id: low\n    to: (EXPR)\n", "captor(bid)", "captor(card)"),  # ill typed
        ("id: h\nextends: auction-pitch\ncontract:\n  made: (EXPR)\n", "won >= card", "won >= bid"),  # not this rule's name
        (STRIPPED_DECK + "points:\n  - id: jack\n    card: (EXPR)\n", "dealt('2', trump)", "dealt('7', trump)"),  # not in the deck
    ],
)
def test_only_an_expression_that_type_checks_in_its_rule_and_deck_has_words(text: str, wrong: str, right: str) -> None:
    """The words are those of an expression the check accepts; of any other, the diagnostic speaks."""
    path = str(ROOT / "house.yaml")
    line = text.count("\n") - 1
    for expression, valid in ((wrong, False), (right, True)):
        snapshot = Snapshot(text.replace("EXPR", expression), path)
        assert (snapshot.checked.variant is not None) == valid
        words = hover(snapshot, (line, len(snapshot.text.lines[line])))  # after the bracket: on no name
        assert (words is not None) == valid
