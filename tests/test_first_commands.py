"""The first commands a newcomer types: listings, JSON for scripts, exit codes and --set everywhere."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from pitch_rules.cli import cli
from pitch_rules.play import GameSession

from .conftest import ROOT
from .conftest import run_cli as run

BUILTINS = sorted(p.stem for p in (ROOT / "variants").glob("*.yaml"))


def test_variants_lists_name_players_and_a_line_of_description() -> None:
    result = run("variants")
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert lines[0].split() == ["id", "name", "players", "what", "it", "is"]
    assert len(lines) == 1 + len(BUILTINS)
    auction = next(line for line in lines if line.startswith("auction-pitch "))
    assert "Auction Pitch" in auction and "3-7 (4)" in auction and "also called Setback" in auction
    assert all(len(line) <= 140 for line in lines)


def test_variants_json() -> None:
    listed = json.loads(run("variants", "--json").output)
    assert [v["id"] for v in listed] == BUILTINS
    smear = next(v for v in listed if v["id"] == "smear")
    assert smear["players"] == {"min": 4, "max": 4, "default": 4} and smear["name"] and smear["description"]


def test_validate_json(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("id: bad\nextends: auction-pitch\ngame: {target: x}\n", encoding="utf-8")
    result = run("validate", "auction-pitch", str(bad), "--json")
    assert result.exit_code == 1
    report = json.loads(result.stdout)
    assert report["format"] == "pitch-validation/1"
    good, wrong = report["files"]
    assert good == {"file": "auction-pitch", "ok": True, "problems": []}
    assert wrong["ok"] is False
    assert wrong["problems"][0] | {"message": ""} == {
        "file": str(bad), "line": 3, "column": 16, "code": "schema.type_shown", "message": ""
    }  # fmt: skip
    assert "must be an integer" in wrong["problems"][0]["message"]


def test_show_json_is_the_resolved_variant() -> None:
    as_json = json.loads(run("show", "smear", "--json").output)
    as_yaml = yaml.safe_load(run("show", "smear").output)
    assert as_json == as_yaml and as_json["id"] == "smear"


def test_diff_exits_1_when_the_rules_differ_and_0_when_not() -> None:
    assert run("diff", "auction-pitch", "auction-pitch").exit_code == 0
    result = run("diff", "auction-pitch", "pitch-15", "--json")
    assert result.exit_code == 1
    document = json.loads(result.output)
    assert document["same"] is False and document["second"] == "pitch-15"
    assert {"option": "game.target", "title": "Game end › Target score", "first": "7", "second": "15"} in document["differences"]
    same = json.loads(run("diff", "smear", "smear", "--json").output)
    assert same["same"] is True and same["differences"] == []


@pytest.mark.parametrize("command", ["validate", "simulate", "show", "docs", "compare", "play"])
@pytest.mark.parametrize("setting", ["gametarget", "=3", "game..target=3", ".target=3"])
def test_a_malformed_set_is_a_usage_error(command: str, setting: str) -> None:
    args = [command, "auction-pitch"] + (["auction-pitch"] if command == "compare" else [])
    result = run(*args, "--set", setting)
    assert result.exit_code == 2, result.output
    assert "give path.to.key=value" in result.output


def test_compare_applies_set_to_the_second_variant() -> None:
    result = run("compare", "auction-pitch", "auction-pitch", "--set", "game.target=21", "--games", "20", "--json")
    assert result.exit_code == 0, result.output
    metrics = {row["metric"]: row for row in json.loads(result.output)["metrics"]}
    hands = metrics["hands_per_game"]
    assert hands["second"] > 2 * hands["first"]  # to 21 takes far longer than to 7
    assert json.loads(result.output)["settings"] == ["game.target=21"]


def test_play_takes_set_and_the_save_keeps_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(cli, ["play", "auction-pitch", "--seed", "4", "--set", "game.target=3"], input="")
    assert result.exit_code == 0, result.output
    saved = json.loads((tmp_path / "pitch-game.json").read_text(encoding="utf-8"))
    assert saved["settings"] == ["game.target=3"]
    session = GameSession.load(tmp_path / "pitch-game.json")
    assert session.rules.variant.game.target == 3 and session.state.target == 3
    refused = CliRunner().invoke(cli, ["play", "--resume", "pitch-game.json", "--set", "game.target=5"])
    assert refused.exit_code == 2


@pytest.mark.parametrize("base", ["auction-pitch", "smear", "ten-point-pitch"])
def test_init_writes_a_commented_house_file_that_plays_like_its_base(tmp_path: Path, base: str) -> None:
    path = tmp_path / "Our House.yaml"
    result = run("init", str(path), "--from", base)
    assert result.exit_code == 0, result.output
    text = path.read_text(encoding="utf-8")
    assert f"extends: {base}\n" in text and "id: our-house\n" in text and "\n## Deal: " in text
    assert run("validate", str(path)).exit_code == 0
    assert run("diff", base, str(path)).exit_code == 0  # the same rules until changed
    uncommented = tmp_path / "uncommented.yaml"
    uncommented.write_text(re.sub(r"(?m)^# (?!yaml-language-server)", "", text).replace("id: our-house", "id: uncommented"), encoding="utf-8")
    assert run("validate", str(uncommented)).exit_code == 0  # every section is valid as written
    assert run("diff", base, str(uncommented)).exit_code == 0


def test_init_from_a_file_and_never_over_one(tmp_path: Path) -> None:
    (tmp_path / "base.yaml").write_text("id: base\nextends: smear\ngame: {target: 21}\n", encoding="utf-8")
    path = tmp_path / "kids.yaml"
    assert run("init", str(path), "--from", str(tmp_path / "base.yaml")).exit_code == 0
    assert "extends: base.yaml\n" in path.read_text(encoding="utf-8")
    assert "# game:\n#   target: 21\n" in path.read_text(encoding="utf-8")
    again = run("init", str(path))
    assert again.exit_code == 2 and "already exists" in again.output


def test_the_progress_bar_labels_its_time_estimate() -> None:
    import io

    from rich.console import Console
    from rich.progress import Progress

    from pitch_rules.analysis.progress import progress_columns
    from pitch_rules.i18n import language

    out = io.StringIO()
    console = Console(file=out, width=120, force_terminal=True, color_system=None)
    with Progress(*progress_columns(language()), console=console, auto_refresh=False) as progress:
        task = progress.add_task("Auction Pitch", total=2000)
        progress.advance(task, 500)
        progress.refresh()
    shown = out.getvalue()
    assert "500/2000 games, about" in shown and "left" in shown
