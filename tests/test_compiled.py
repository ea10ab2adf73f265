"""The engine as a wheel installs it, compiled by mypyc (``hatch_build.py``), plays the games its sources play.

The rest of the suite runs the sources (an editable install is pure Python). Here the wheel's engine, run from
outside the repository, replays every golden transcript and writes, for seeded games of every built-in variant
with every kind of bot, the records the sources write; and the build hook's choices are checked.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from pitch_rules.engine import is_compiled

from .conftest import build_wheel

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "golden"

GAMES = """\
import hashlib, json, sys
from pitch_rules import Rules, load_variant, resources
from pitch_rules.engine import is_compiled
from pitch_rules.records import dumps, game_record, game_transcript
from pitch_rules.simulate import play_game

golden = sys.argv[1]
drifted, digests = [], {}
for variant_id in resources.builtin_variant_ids():
    rules = Rules.from_variant(load_variant(variant_id))
    players = rules.variant.players.default
    state = play_game(rules, players, 1, [("greedy", "random")[seat % 2] for seat in range(players)], max_hands=2)
    with open(f"{golden}/{variant_id}-seed-1.txt", encoding="utf-8") as transcript:
        if game_transcript(state) != transcript.read():
            drifted.append(variant_id)
    digest = hashlib.sha256()
    for seed, bot, hands in [(seed, "random", 40) for seed in range(8)] + [(8, "greedy", 3), (9, "search", 1)]:
        bots = [(bot, "random")[seat % 2] for seat in range(players)]  # the engine's own loop for random players
        digest.update(dumps(game_record(play_game(rules, players, seed, bots, max_hands=hands))).encode())
    digests[variant_id] = digest.hexdigest()
print(json.dumps({"compiled": is_compiled(), "drifted": drifted, "digests": digests}))
"""
"""Plays the golden game of every built-in variant and seeded games with each kind of bot: prints whether the engine
is compiled, the variants whose golden transcript drifted, and a digest of each variant's records."""


def run_games(path: Path, cwd: Path) -> dict[str, object]:
    """:data:`GAMES` run with ``path`` first on ``PYTHONPATH``, from ``cwd``."""
    env = {**os.environ, "PYTHONPATH": str(path)}
    done = subprocess.run([sys.executable, "-c", GAMES, str(GOLDEN)], cwd=cwd, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    result: dict[str, object] = json.loads(done.stdout)
    return result


def test_the_suite_runs_the_sources() -> None:
    assert not is_compiled()  # an editable install: what the other tests check is the Python source


def test_the_compiled_engine_plays_as_the_sources_do(installed_wheel: Path, tmp_path: Path) -> None:
    compiled = run_games(installed_wheel, tmp_path)
    sources = run_games(ROOT, tmp_path)
    assert compiled["compiled"] is True and sources["compiled"] is False
    assert compiled["drifted"] == [] and sources["drifted"] == []
    assert compiled["digests"] == sources["digests"]


def test_without_a_c_compiler_the_wheel_is_pure_python_saying_why(tmp_path: Path) -> None:
    done = build_wheel(tmp_path, "auto", CC="false")  # a compiler that always fails
    assert done.returncode == 0, done.stdout + done.stderr
    assert "pitch-rules: building without the compiled engine (pure Python, about half the speed):" in done.stdout + done.stderr
    (wheel,) = tmp_path.glob("pitch_rules-*.whl")
    assert wheel.name.endswith("-py3-none-any.whl")
    assert build_wheel(tmp_path / "required", "1", CC="false").returncode != 0  # where it is required, the build fails


def test_a_wheel_built_with_compile_0_is_pure_python(tmp_path: Path) -> None:
    assert build_wheel(tmp_path, "0").returncode == 0
    (wheel,) = tmp_path.glob("pitch_rules-*.whl")
    assert wheel.name.endswith("-py3-none-any.whl")
    with zipfile.ZipFile(wheel) as archive:
        assert [name for name in archive.namelist() if name.endswith((".so", ".pyd"))] == []


def test_a_bad_compile_choice_fails_the_build_naming_it(tmp_path: Path) -> None:
    done = build_wheel(tmp_path, "yes")
    assert done.returncode != 0 and "PITCH_RULES_COMPILE must be one of auto, 0, 1, not 'yes'" in done.stdout + done.stderr
    assert not list(tmp_path.glob("*.whl"))


def test_an_editable_install_is_not_compiled(monkeypatch: pytest.MonkeyPatch) -> None:
    """The hook leaves an editable install (what ``pip install -e`` builds) alone: the sources are what runs."""
    monkeypatch.syspath_prepend(str(ROOT))
    monkeypatch.setenv("PITCH_RULES_COMPILE", "1")
    from hatch_build import CompiledEngineHook

    hook = CompiledEngineHook(str(ROOT), {"compiled": ["pitch_rules/engine/state.py"]}, None, None, str(ROOT), "wheel")
    build_data: dict[str, object] = {"force_include": {}, "pure_python": True}
    hook.initialize("editable", build_data)
    assert build_data == {"force_include": {}, "pure_python": True}
