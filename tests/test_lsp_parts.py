"""The language server's parts on their own: reading the YAML structure at a cursor, and never failing on half-typed text."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from pitch_rules.lsp.checks import Problem, check
from pitch_rules.lsp.completion import completions, deck_words
from pitch_rules.lsp.cursor import locate
from pitch_rules.lsp.definition import definition
from pitch_rules.lsp.hover import hover
from pitch_rules.lsp.text import Text

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
    checked = check(text, str(path))
    assert checked.variant is not None or checked.problems
    document = Text(text)
    position = document.position(int(cursor * len(text)))
    hover(text, position, str(path), checked.variant)
    completions(text, position, deck_words(text, str(path), checked.variant))
    definition(text, position, str(path))


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


@pytest.mark.parametrize(
    "expression", ["captor()", "off(card)", "dealt('Z', trump)", "min()", "count(1)", "opponent()", "not " * 1200 + "true"]
)
def test_a_scoring_expression_that_does_not_type_check_has_no_words(tmp_path: Path, expression: str) -> None:
    """Half typed (an editor closes the bracket), ill typed or too deep: hover answers nothing, and the check says why."""
    path = tmp_path / "house.yaml"
    text = f"id: h\nextends: auction-pitch\npoints:\n  - id: low\n    to: {expression} \n"
    checked = check(text, str(path))
    assert checked.variant is None and checked.problems
    assert hover(text, (4, len(text.split("\n")[4])), str(path), checked.variant) is None
    sound = text.replace(expression, "captor(card)")
    assert "**" in (hover(sound, (4, len(sound.split("\n")[4])), str(path), None) or "")  # a sound one has words
