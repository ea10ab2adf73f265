"""``pitch-rules docs`` and ``pitch-rules diff`` as a user meets them."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from pitch_rules.records import read_records

from .conftest import ROOT
from .conftest import run_cli as run

AUCTION_PITCH = (ROOT / "variants" / "auction-pitch.yaml").read_text(encoding="utf-8")



def test_docs_prints_the_rules_document() -> None:
    result = run("docs", "auction-pitch")
    assert result.exit_code == 0, result.output
    assert result.output.startswith("# Auction Pitch\n")
    assert "## Worked example" in result.output


def test_docs_output_file_matches_what_is_printed(tmp_path: Path) -> None:
    out = tmp_path / "rules.md"
    result = run("docs", "partnership-pitch", "-o", str(out))
    assert result.exit_code == 0, result.output
    assert out.read_text(encoding="utf-8") == run("docs", "partnership-pitch").output
    assert [p.name for p in tmp_path.iterdir()] == ["rules.md"]  # no temporary file left behind


def test_docs_of_a_variant_file_and_its_example_replays(tmp_path: Path) -> None:
    path = tmp_path / "house.yaml"
    path.write_text(AUCTION_PITCH.replace("  target: 7", "  target: 11"), encoding="utf-8")
    result = run("docs", str(path), "--base", "auction-pitch")
    assert result.exit_code == 0, result.output
    assert "- Game end › Target score: 11, instead of 7." in result.output
    assert str(tmp_path) not in result.output
    (line,) = re.findall(r"```json\n(.*?)\n```", result.output, re.S)
    record_file = tmp_path / "example.jsonl"
    record_file.write_text(line + "\n", encoding="utf-8")
    assert list(read_records(line, "example"))
    replayed = run("replay", str(record_file), "--variant", str(path))
    assert replayed.exit_code == 0, replayed.output


def test_docs_keeps_the_old_file_when_the_variant_is_invalid(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(AUCTION_PITCH.replace("  target: 7", "  target: seven"), encoding="utf-8")
    out = tmp_path / "rules.md"
    out.write_text("old\n", encoding="utf-8")
    result = run("docs", str(bad), "-o", str(out))
    assert result.exit_code == 1
    assert re.search(r"bad\.yaml:\d+:\d+: ", result.output)
    assert out.read_text(encoding="utf-8") == "old\n"


@pytest.mark.parametrize(
    "args",
    [
        ("docs",),
        ("docs", "no-such-variant"),
        ("docs", "auction-pitch", "-o", os.path.join("no-such-folder", "rules.md")),
        ("docs", "auction-pitch", "--base", "no-such-variant"),
        ("diff", "auction-pitch"),
        ("diff", "auction-pitch", "no-such-variant"),
    ],
)
def test_docs_and_diff_usage_errors_exit_2(args: tuple[str, ...]) -> None:
    result = run(*args)
    assert result.exit_code == 2, result.output


def test_diff_lists_the_differences() -> None:
    result = run("diff", "auction-pitch", "partnership-pitch")
    assert result.exit_code == 1, result.output  # as diff(1): the variants differ
    lines = result.output.splitlines()
    assert lines[0] == "From Auction Pitch (auction-pitch) to Partnership Pitch (partnership-pitch): 5 options differ."
    assert lines[1:] == [
        "- Players › Fewest players: 4, instead of 3",
        "- Players › Most players: 4, instead of 7",
        "- Sides › Kind: partnerships (teams score as one side), instead of solo (every player for themself)",
        "- Sides › Teams: 2, instead of none",
        "- Sides › Team size: 2, instead of none",
    ]


def test_diff_of_identical_rules() -> None:
    result = run("diff", "auction-pitch", "auction-pitch")
    assert result.exit_code == 0
    assert result.output.endswith("the rules are the same.\n")


def test_docs_of_a_variant_that_extends_another_opens_with_its_house_rules(tmp_path: Path) -> None:
    (tmp_path / "sub").mkdir()
    (tmp_path / "house.yaml").write_text(
        "id: our-house\nextends: auction-pitch\nname: Our House\ngame: {target: 11}\n", encoding="utf-8"
    )
    (tmp_path / "sub" / "kids.yaml").write_text(
        "id: kids\nextends: ../house.yaml\nname: Kids' Table\ngame: {target: 5}\n", encoding="utf-8"
    )
    house = run("docs", str(tmp_path / "house.yaml"))
    assert house.exit_code == 0, house.output
    assert "These are the rules of Auction Pitch with these changes:\n\n- Game end › Target score: 11, instead of 7." in house.output
    kids = run("docs", str(tmp_path / "sub" / "kids.yaml"), "--allow-path", str(tmp_path))
    assert "These are the rules of Our House with these changes:\n\n- Game end › Target score: 5, instead of 11." in kids.output
    assert "## House rules" not in run("docs", "auction-pitch").output


def test_docs_with_settings_lists_them_as_house_rules() -> None:
    result = run("docs", "auction-pitch", "--set", "game.target=11", "--set", "points.low.to=holder(card)")
    assert result.exit_code == 0, result.output
    section = result.output.split("## House rules\n\n", 1)[1].split("\n## ", 1)[0]
    assert section.splitlines()[2:] == [
        "- Scoring points › Low › Awarded to: the player who was dealt the lowest trump in play, instead of "
        "the player who captures the lowest trump in play.",
        "- Game end › Target score: 11, instead of 7.",
    ]
