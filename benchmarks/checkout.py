"""Which build of this checkout's package a benchmark measures: its Python source (as an editable install runs it),
or its wheel, whose engine mypyc compiles (``--compiled``: as ``pip install .`` installs it).

The wheel is built once a run into a temporary directory (about a minute), which is removed when the run ends.
"""

from __future__ import annotations

import atexit
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

COMPILED_HELP = "measure this checkout's engine compiled by mypyc, as a wheel installs it (built first, about a minute)"


def package_path(compiled: bool) -> str:
    """The directory to put first on ``sys.path``: the checkout, or (``compiled``) its wheel unpacked."""
    if not compiled:
        return str(ROOT)
    work = Path(tempfile.mkdtemp(prefix="pitch-rules-benchmark-"))
    atexit.register(shutil.rmtree, work, True)
    command = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", "-w", str(work), str(ROOT)]
    built = subprocess.run(command, capture_output=True, text=True, env={**os.environ, "PITCH_RULES_COMPILE": "1"})
    if built.returncode != 0:
        raise SystemExit(f"the compiled engine could not be built:\n{(built.stdout + built.stderr)[-2000:]}")
    (wheel,) = work.glob("pitch_rules-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(work / "site")
    return str(work / "site")


def measured() -> str:
    """Which build is being measured, for the benchmark's first line (after the package is imported)."""
    from pitch_rules.engine import is_compiled

    return "the engine compiled by mypyc" if is_compiled() else "the engine's Python source"
