"""Wheel build hook: the engine's hot path compiled with mypyc (its typed Python, turned into C), for about twice
the speed of simulations and search.

The modules are listed in ``pyproject.toml`` (``[tool.hatch.build.targets.wheel.hooks.custom] compiled``); the
wheel ships their Python sources beside the compiled modules, which Python imports first. An editable install
stays pure Python, so that an edited source is what runs. The environment variable ``PITCH_RULES_COMPILE`` says
what a wheel build does: ``auto`` (or unset) compiles where a C compiler and Python's headers are found, and
otherwise builds a pure-Python wheel, saying why; ``1`` fails the build instead; ``0`` builds pure Python.

Not hatch-mypyc: it compiles into the source tree, editable installs too, where the compiled modules would then
shadow the sources being edited; here the build happens in a temporary directory.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

SETUP = """\
from setuptools import setup
from mypyc.build import mypycify

setup(
    name="pitch-rules-compiled",
    packages=[],
    py_modules=[],
    ext_modules=mypycify({args!r}, target_dir={c_dir!r}, group_name="pitch_rules"),
)
"""
"""The setup script that runs mypyc, in the build's temporary directory."""

CHOICES = ("auto", "0", "1")


class CompiledEngineHook(BuildHookInterface):  # type: ignore[type-arg]
    """Compile the listed modules into a wheel (not an editable install) with mypyc."""

    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        """Compile the modules, and have the wheel ship what was built (tagged for this Python and platform)."""
        if self.target_name != "wheel" or version == "editable":
            return
        choice = os.environ.get("PITCH_RULES_COMPILE", "auto") or "auto"
        if choice not in CHOICES:
            raise ValueError(f"PITCH_RULES_COMPILE must be one of {', '.join(CHOICES)}, not {choice!r}")
        if choice == "0":
            return
        self._work = Path(tempfile.mkdtemp(prefix="pitch-rules-mypyc-"))
        built = self._work / "lib"
        sources = [str(Path(self.root) / path) for path in self.config.get("compiled", [])]
        setup = self._work / "setup.py"
        args = ["--ignore-missing-imports", "--no-warn-unused-ignores", *sources]
        setup.write_text(SETUP.format(args=args, c_dir=str(self._work / "c")), encoding="utf-8")
        command = [sys.executable, str(setup), "build_ext", "--build-lib", str(built), "--build-temp", str(self._work / "tmp")]
        done = subprocess.run(command, cwd=self._work, capture_output=True, text=True)
        if done.returncode != 0:
            why = (done.stdout + done.stderr).strip().splitlines()[-20:]
            if choice == "1":
                raise RuntimeError("mypyc could not compile the engine:\n" + "\n".join(why))
            print("pitch-rules: building without the compiled engine (pure Python, about half the speed):", file=sys.stderr)
            print("\n".join(why), file=sys.stderr)
            return
        for path in built.rglob("*"):
            if path.is_file():
                build_data["force_include"][str(path)] = path.relative_to(built).as_posix()
        build_data["pure_python"] = False
        build_data["infer_tag"] = True

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        """Remove the temporary directory of the compilation."""
        work = getattr(self, "_work", None)
        if work is not None:
            shutil.rmtree(work, ignore_errors=True)
