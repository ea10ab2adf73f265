"""The package as users get it: mypy-clean, and working from a wheel outside the repo."""

from __future__ import annotations

import configparser
import os
import subprocess
import sys
from pathlib import Path

from mypy import api as mypy_api

from .test_english_fallback import BLOCK_LANG_EXTRA

ROOT = Path(__file__).resolve().parent.parent


def test_package_is_mypy_clean() -> None:
    stdout, stderr, status = mypy_api.run(["--config-file", str(ROOT / "pyproject.toml"), "--no-error-summary"])
    assert status == 0, stdout + stderr


def test_wheel_ships_builtin_variants_and_schemas(installed_wheel: Path, tmp_path: Path) -> None:
    installed = installed_wheel
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    env = {**os.environ, "PYTHONPATH": str(installed)}

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, *args], cwd=outside, env=env, capture_output=True, text=True, stdin=subprocess.DEVNULL
        )

    where = run("-c", "import pitch_rules; print(pitch_rules.__file__)")
    assert where.stdout.startswith(str(installed)), where
    (entry_points,) = installed.glob("pitch_rules-*.dist-info/entry_points.txt")
    scripts = configparser.ConfigParser()
    scripts.read_string(entry_points.read_text(encoding="utf-8"))
    module, _, function = scripts["console_scripts"]["pitch-rules"].partition(":")
    command = run("-c", f"import sys; sys.argv = ['pitch-rules', '--version']; from {module} import {function}; {function}()")
    assert command.returncode == 0 and "version" in command.stdout, command.stderr  # what the installed command runs
    validated = run("-m", "pitch_rules", "validate", "auction-pitch", "partnership-pitch")
    assert validated.returncode == 0, validated.stderr
    simulated = run("-m", "pitch_rules", "simulate", "auction-pitch", "--games", "2", "--record", "games.jsonl")
    assert simulated.returncode == 0, simulated.stderr
    replayed = run("-m", "pitch_rules", "replay", "games.jsonl")
    assert replayed.returncode == 0, replayed.stderr
    words = run("-c", "from pitch_rules.messages import say; print(say('transcript.steal', seat=3, bid=2))")
    assert words.stdout == "seat 3 steals at 2\n", words.stderr  # the terminal's words ship too
    core_only = run("-c", BLOCK_LANG_EXTRA + "from pitch_rules.i18n import language; print(language()('language-name'))")
    assert core_only.stdout == "English\n", core_only.stderr  # and English's shipped form, for installs without 'lang'
    served = run("-m", "pitch_rules", "lsp")  # the language server ships too; it stops when its input ends
    assert served.returncode == 0, served.stderr
    pages = (  # the web pages' templates, scripts and words ship too
        "from starlette.testclient import TestClient; from pitch_rules.web.app import create_app\n"
        "with TestClient(create_app(), base_url='http://127.0.0.1') as client:\n"
        "    for path in ('/library/cinch', '/workshop', '/tables', '/static/table.js'):\n"
        "        assert client.get(path).status_code == 200, path\n"
        "    assert client.post('/api/tables', json={'variant': 'cinch', 'seats': ['greedy'] * 4}).status_code == 200"
    )
    web = run("-c", pages)
    assert web.returncode == 0, web.stderr
