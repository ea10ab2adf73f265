"""Start-up: ``--help`` and ``validate`` load only what they run (benchmarks/startup.py times them).

Each command runs in a new Python without its site hooks (``-S``; some Pythons'
``.pth`` files import modules of their own, which would hide the command's), given this
Python's import folders, and a module counts as the command's if a bare Python
started so does not load it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LOADED = "import json, sys; print(json.dumps(sorted(sys.modules)))"
RUN = (
    "import contextlib, io, json, sys\n"
    "from pitch_rules.launch import main\n"
    "sys.argv = ['pitch-rules', *sys.argv[1:]]\n"
    "with contextlib.suppress(SystemExit), contextlib.redirect_stdout(io.StringIO()):\n"
    "    main()\n"
    "print(json.dumps(sorted(sys.modules)))\n"
)


def loaded_by(*arguments: str) -> set[str]:
    """The modules a ``pitch-rules`` run with ``arguments`` loads that a bare Python does not."""
    folders = os.pathsep.join([str(ROOT), *(entry for entry in sys.path if entry and os.path.isdir(entry))])
    env = {**os.environ, "PYTHONPATH": folders}
    bare = subprocess.run([sys.executable, "-S", "-c", LOADED], capture_output=True, text=True, check=True, env=env)
    run = subprocess.run([sys.executable, "-S", "-c", RUN, *arguments], capture_output=True, text=True, check=True, env=env)
    return set(json.loads(run.stdout.splitlines()[-1])) - set(json.loads(bare.stdout))


@pytest.fixture(scope="module")
def help_loaded() -> set[str]:
    return loaded_by("--help")


@pytest.mark.parametrize(
    "unloaded",
    [
        "pitch_rules.engine.state",  # the engine
        "pitch_rules.variant.loader",  # variant files
        "pitch_rules.dsl.compiler",  # the scoring language
        "lark",
        "yaml",
        "jsonschema",
        "rich",  # the terminal game and reports
        "pitch_rules.docs",  # the rules documents
        "pitch_rules.analysis",  # simulations
        "tempfile",  # written files
        "difflib",  # the names a mistyped variant is near
    ],
)
def test_help_loads_no_part_it_does_not_show(help_loaded: set[str], unloaded: str) -> None:
    assert "pitch_rules.cli" in help_loaded  # the command did run
    assert unloaded not in help_loaded


def test_validate_loads_the_variant_s_parts_and_not_the_others() -> None:
    loaded = loaded_by("validate", "auction-pitch")
    assert {"pitch_rules.variant.loader", "pitch_rules.dsl.compiler", "yaml"} <= loaded  # the check did run
    assert not loaded & {"pitch_rules.engine.state", "rich", "pitch_rules.docs", "pitch_rules.analysis"}
