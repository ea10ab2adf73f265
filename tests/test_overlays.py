"""House-rule overlays: extends chains, merging by id, --set, show, and their errors."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from pitch_rules import VariantError, load_variant
from pitch_rules.limits import MAX_SETTINGS

from .conftest import run_cli as run

HOUSE = """\
id: our-house
extends: auction-pitch
name: Our House Pitch
game:
  target: 11
points:
  - id: low
    to: holder(card)
  - id: three
    name: Three
    description: the Three of trumps, to the player who captures it
    value: 3
    card: dealt('3', trump)
    to: captor(card)
"""


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path



def test_overlay_changes_only_what_it_says(tmp_path: Path) -> None:
    variant = load_variant(write(tmp_path, "house.yaml", HOUSE))
    base = load_variant("auction-pitch")
    assert (variant.id, variant.name, variant.extends) == ("our-house", "Our House Pitch", "auction-pitch")
    assert variant.game.target == 11 and variant.game.winner.source == base.game.winner.source
    assert [p.id for p in variant.points] == ["high", "low", "jack", "game", "three"]
    assert variant.points[1].to.source == "holder(card)"
    assert variant.points[1].card is not None and variant.points[1].card.source == "lowest(trumps(in_play))"
    assert variant.auction == base.auction and variant.deck == base.deck


def test_chains_resolve_relative_paths(tmp_path: Path) -> None:
    write(tmp_path, "house.yaml", HOUSE)
    (tmp_path / "sub").mkdir()
    child = write(tmp_path / "sub", "kids.yaml", "id: kids-table\nextends: ../house.yaml\ngame: {target: 5}\n")
    assert "may read files only in the folder of sub and below" in diagnostics(child)[0]
    variant = load_variant(child, allow=[str(tmp_path)])
    assert variant.game.target == 5 and variant.points[1].to.source == "holder(card)"
    assert variant.extends == "../house.yaml"


def test_drop_removes_a_point(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "nojack.yaml",
        "id: no-jack\nextends: auction-pitch\nauction: {bids: [1, 2, 3], closing_bid: 3, dealer_steals: [1, 2]}\npoints:\n  - {id: jack, drop: true}\n",
    )
    assert [p.id for p in load_variant(path).points] == ["high", "low", "game"]


def diagnostics(path: Path, settings: tuple[str, ...] = ()) -> list[str]:
    with pytest.raises(VariantError) as caught:
        load_variant(path, settings)
    return [f"{d.location}: {d.message}" for d in caught.value.diagnostics]


def test_errors_point_into_the_file_that_wrote_the_value(tmp_path: Path) -> None:
    write(tmp_path, "house.yaml", HOUSE)
    bad = write(tmp_path, "bad.yaml", "id: bad\nextends: house.yaml\npoints:\n  - id: low\n    to: holder(crd)\n")
    assert diagnostics(bad) == [f"{bad}:5:16: unknown name 'crd'; did you mean 'card'?"]
    typo = write(tmp_path, "typo.yaml", "id: typo\nextends: house.yaml\ngame: {targt: 5}\n")
    assert diagnostics(typo) == [f"{typo}:3:8: unknown key 'targt' in 'game'; did you mean 'target'?"]


def test_a_problem_the_overlay_causes_in_a_built_in_base_is_reported_in_the_overlay(tmp_path: Path) -> None:
    path = write(tmp_path, "nojack.yaml", "id: no-jack\nextends: auction-pitch\npoints:\n  - {id: jack, drop: true}\n")
    [message] = diagnostics(path)
    assert message == f"{path}:2:10: bid 4 is more than the 3 points a hand can award"  # at extends: nothing nearer
    cards = write(tmp_path, "seven.yaml", "id: seven\nextends: auction-pitch\ndeal:\n  cards: 7\n")
    assert diagnostics(cards) == [f"{cards}:4:10: packets of 3 do not divide 7 cards evenly"]  # the line that changed
    assert diagnostics(Path("auction-pitch"), ("deal.cards=7",)) == ["--set deal.cards:1:12: packets of 3 do not divide 7 cards evenly"]


def test_extends_cycle_is_reported_in_every_file(tmp_path: Path) -> None:
    a = write(tmp_path, "a.yaml", "id: a\nextends: b.yaml\n")
    b = write(tmp_path, "b.yaml", "id: b\nextends: ./a.yaml\n")
    assert diagnostics(a) == [
        f"{a}:2:10: 'extends' forms a cycle: a.yaml -> b.yaml -> a.yaml",
        f"{b}:2:10: 'extends' forms a cycle: a.yaml -> b.yaml -> a.yaml",
    ]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("id: x\nextends: no-such-game\n", "2:10: 'extends' names no built-in variant 'no-such-game'"),
        ("id: x\nextends: missing.yaml\n", "2:10: 'extends' names a file that does not exist: missing.yaml"),
        ("extends: auction-pitch\n", "1:1: a file that extends another needs its own 'id'"),
        ("id: x\nextends: auction-pitch\npoints:\n  - {id: nine, drop: true}\n", "4:10: nothing to drop: no item with id 'nine'"),
    ],
)
def test_extends_errors(tmp_path: Path, text: str, message: str) -> None:
    path = write(tmp_path, "v.yaml", text)
    [found] = diagnostics(path)
    assert found.startswith(f"{path}:{message}")


def test_settings_change_one_value() -> None:
    variant = load_variant("auction-pitch", ["game.target=15", "points.low.to=holder(card)"])
    assert variant.game.target == 15 and variant.points[1].to.source == "holder(card)"
    assert variant.settings == ("game.target=15", "points.low.to=holder(card)")


@pytest.mark.parametrize(
    ("setting", "message"),
    [
        ("game.target=eleven", "--set game.target:1:13: 'game.target' must be an integer, not a string ('eleven')"),
        ("points.low.to=holder(crd)", "--set points.low.to:1:22: unknown name 'crd'; did you mean 'card'?"),
        ("gmae.target=3", "--set gmae.target:1:1: unknown key 'gmae' at the top level; did you mean 'game'?"),
        ("points.low=3", "--set points.low:1:1: --set points.low: give a key inside item 'low'"),
        ("target", "--set:1:1: --set takes path.to.key=value, got 'target'"),
        ("game.target=[1", "--set game.target:1:15: invalid YAML"),
    ],
)
def test_bad_settings_name_the_setting(setting: str, message: str) -> None:
    with pytest.raises(VariantError) as caught:
        load_variant("auction-pitch", [setting])
    first = caught.value.diagnostics[0]
    assert f"{first.location}: {first.message}".startswith(message)


def test_a_variant_takes_a_thousand_settings_at_most() -> None:
    """Each setting is merged as a layer over the whole variant: tens of thousands (a record may list them) took
    minutes and gigabytes."""
    assert load_variant("auction-pitch", ["game.target=9"] * MAX_SETTINGS).game.target == 9
    with pytest.raises(VariantError) as caught:
        load_variant("auction-pitch", ["game.target=9"] * (MAX_SETTINGS + 1))
    assert str(caught.value).startswith(f"--set game.target:1:1: {MAX_SETTINGS + 1} settings (at most {MAX_SETTINGS} are accepted)")


def test_show_prints_the_resolved_variant(tmp_path: Path) -> None:
    path = write(tmp_path, "house.yaml", HOUSE)
    result = run("show", str(path), "--set", "game.target=21")
    assert result.exit_code == 0
    shown = yaml.safe_load(result.output)
    assert shown["extends"] == "auction-pitch" and shown["game"]["target"] == 21
    assert shown["deck"]["ranks"][-1] == "A" and len(shown["points"]) == 5
    # What show prints is itself a complete, valid variant file.
    assert load_variant(write(tmp_path, "shown.yaml", result.output.replace("extends: auction-pitch\n", ""))).game.target == 21


def test_settings_travel_with_records(tmp_path: Path) -> None:
    record = tmp_path / "games.jsonl"
    assert run("simulate", "auction-pitch", "--set", "points.low.to=holder(card)", "--record", str(record)).exit_code == 0
    assert '"settings":["points.low.to=holder(card)"]' in record.read_text(encoding="utf-8")
    assert run("replay", str(record)).exit_code == 0
