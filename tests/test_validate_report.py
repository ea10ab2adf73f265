"""`validate` reports every problem in one run, each at its line with a caret, in the file that
caused it; a house file's description and sources are its own."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from pitch_rules.variant.loader import EXPRESSIONS, RULE_NAMES

from .conftest import ROOT
from .conftest import run_cli as run


def house(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "house.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_schema_error_does_not_hide_an_expression_error(tmp_path: Path) -> None:
    path = house(
        tmp_path,
        "id: h\nextends: auction-pitch\npoints:\n  - id: low\n    to: holder(cardz)\ncontract:\n  made: won >= bidd\ngame: {target: x}\n",
    )
    result = run("validate", str(path))
    assert result.exit_code == 1
    assert f"{path}:5:16: unknown name 'cardz'" in result.output
    assert f"{path}:7:16: unknown name 'bidd'" in result.output
    assert f"{path}:8:16: 'game.target' must be an integer" in result.output


@pytest.mark.parametrize("joker", ["0", "JK", "null", "[JK]"])
def test_a_joker_that_is_not_a_mapping_is_a_schema_error_at_its_place(tmp_path: Path, joker: str) -> None:
    """The expressions are still checked after a schema error, against the deck only when it is well formed."""
    path = house(tmp_path, f"id: h\nextends: auction-pitch-joker\ndeck:\n  jokers:\n    - {joker}\n")
    result = run("validate", str(path))
    assert result.exit_code == 1
    assert f"{path}:5:7: 'deck.jokers[0]' must be a mapping" in result.output, result.output


@pytest.mark.parametrize("part", ["suits", "ranks", "jokers"])
def test_a_deck_part_that_is_not_a_list_is_a_schema_error_at_its_place(tmp_path: Path, part: str) -> None:
    path = house(tmp_path, f"id: h\nextends: auction-pitch-joker\ndeck:\n  {part}: 4\n")
    result = run("validate", str(path))
    assert result.exit_code == 1
    assert f"{path}:4:{len(part) + 5}: 'deck.{part}' must be a list" in result.output, result.output


def test_every_expression_setting_is_checked_after_a_schema_error() -> None:
    """The table of expression settings covers every setting the schema says is written in the language."""
    schema = yaml.safe_load((ROOT / "schema" / "variant.schema.json").read_text(encoding="utf-8"))
    found = set()

    def walk(node: object, path: tuple[str, ...]) -> None:
        if isinstance(node, dict):
            if "scoring expression language" in str(node.get("description", "")):
                found.add(path)
            for key, value in node.items():
                step = () if key in ("properties", "items", "$defs") else (key,)
                walk(value, path + step)

    walk(schema, ())
    assert {path[-1] for path in found} == {pattern[-1] for pattern, _, _ in EXPRESSIONS}
    assert {rule for _, rule, _ in EXPRESSIONS} <= set(RULE_NAMES)


CARETS = {
    "packets that do not divide the hand": ("id: h\nextends: auction-pitch\ndeal: {cards: 7}\n", "3:15", "    deal: {cards: 7}\n                  ^"),
    "a forced bid that is not a bid": (
        "id: h\nextends: auction-pitch\nauction:\n  dealer_forced_bid: 9\n",
        "4:22",
        "      dealer_forced_bid: 9\n                         ^",
    ),
    "an unknown extends": ("id: h\nextends: nonesuch\n", "2:10", "    extends: nonesuch\n             ^"),
    "an extends file that does not exist": ("id: h\nextends: missing.yaml\n", "2:10", "    extends: missing.yaml\n             ^"),
    "no id beside extends": ("extends: auction-pitch\n", "1:1", "    extends: auction-pitch\n    ^"),
    "the empty file": ("", "1:1", "    \n    ^"),
}


@pytest.mark.parametrize("name", sorted(CARETS))
def test_every_message_shows_its_line_and_a_caret(tmp_path: Path, name: str) -> None:
    text, position, shown = CARETS[name]
    path = house(tmp_path, text)
    result = run("validate", str(path))
    assert result.exit_code == 1
    assert result.output.startswith(f"{path}:{position}: "), result.output
    assert "\n" + shown + "\n" in result.output


def test_a_house_file_shows_its_own_description_and_no_borrowed_sources(tmp_path: Path) -> None:
    path = house(tmp_path, "id: h\nextends: auction-pitch\nname: Our Table\ngame: {target: 21}\n")
    shown = yaml.safe_load(run("show", str(path)).output)
    assert shown["description"] == "House rules of Auction Pitch."
    assert "sources" not in shown
    document = run("docs", str(path)).output
    sources = document.split("\n## Sources\n\n", 1)[1]  # what its base's sources say, named as the base's
    assert sources.startswith("This variant names no sources of its own.\n\nThe rules it keeps from Auction Pitch")
    assert "Auction Pitch (Setback) rules" not in document.split("\n## Sources\n\n", 1)[0]
    own = house(
        tmp_path,
        "id: h\nextends: auction-pitch\nname: Our Table\ndescription: Pitch to 21.\n"
        "sources:\n  - title: Our kitchen\n    note: As played since 1990.\n",
    )
    shown = yaml.safe_load(run("show", str(own)).output)
    assert shown["description"] == "Pitch to 21." and shown["sources"] == [{"title": "Our kitchen", "note": "As played since 1990."}]
    assert "## Sources" in run("docs", str(own)).output
