"""Every command in the README runs as written on a fresh clone.

The shell blocks are read from README.md; each command either runs here, in order,
in a scratch folder holding copies of ``variants/`` and ``examples/`` (with
``pitch-rules`` on the PATH running this checkout), or is listed in ``NOT_RUN``
with the reason. A new README command must be one or the other.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")

NOT_RUN = {
    "pip install -e '.[test,rl]' && python -m pytest": "installs the package and runs this very suite",
    "pip install 'pitch-rules[lsp]'": "installs an extra",
    "pip install 'pitch-rules[rl]'": "installs an extra",
    "pip install 'pitch-rules[lang]'": "installs an extra (the test extra includes it)",
    "pitch-rules lsp": "a language server waiting for an editor (tests/test_lsp.py drives it)",
    "pip install '.[web]' && pitch-rules serve": "installs an extra, then serves until stopped (tests/test_web.py starts and stops it)",
    "pitch-rules serve --host": "a server open to the network, which no test opens",
    "pitch-rules simulate auction-pitch --games 2000 --bots search": "takes about half an hour, as the README says",
    "mkdocs build --strict": "builds the whole site (tests/test_site.py builds it)",
    "python docs/screenshot.py": "needs chromium",
    "python benchmarks/": "benchmarks take minutes",
    "pip install 'pitch-rules[cluster]'": "installs an extra",
    "dask scheduler": "a scheduler serving until stopped (tests/test_cluster.py starts one on 127.0.0.1)",
    "dask worker": "needs a scheduler on another machine (tests/test_cluster.py starts workers)",
    "pitch-rules simulate auction-pitch --games 1000000": "needs a running cluster, and takes hours on one machine",
}
"""Commands (by their start) that this test does not run, and why."""

EXIT_CODES = {"pitch-rules diff ": (0, 1)}
"""Commands whose exit code tells a result, not a failure (diff exits 1 when the variants differ)."""


def readme_commands() -> list[str]:
    """The commands of the README's shell blocks: continuations joined, comments dropped."""
    commands = []
    for block in re.findall(r"^```sh\n(.*?)^```", README, re.M | re.S):
        for command in block.replace("\\\n", " ").splitlines():
            command = re.sub(r"\s+#.*$", "", command).strip()
            if command:
                commands.append(" ".join(command.split()))
    return commands


def skipped(command: str) -> bool:
    return any(command.startswith(start) for start in NOT_RUN)


def test_the_readme_has_commands_and_every_skip_is_still_there() -> None:
    commands = readme_commands()
    assert len(commands) >= 15
    for start in NOT_RUN:
        assert any(command.startswith(start) for command in commands), f"{start!r} is no longer in the README"


@pytest.fixture(scope="module")
def clone(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, str]]:
    """A scratch folder laid out like a fresh clone, and an environment with ``pitch-rules`` on the PATH."""
    folder = tmp_path_factory.mktemp("clone")
    for name in ("variants", "examples"):
        shutil.copytree(ROOT / name, folder / name)
    bin_folder = folder / ".bin"
    bin_folder.mkdir()
    shim = bin_folder / "pitch-rules"
    shim.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m pitch_rules "$@"\n', encoding="utf-8")
    shim.chmod(0o755)
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PATH": f"{bin_folder}{os.pathsep}{os.environ['PATH']}"}
    return folder, env


def test_every_quick_readme_command_runs_as_written(clone: tuple[Path, dict[str, str]]) -> None:
    folder, env = clone
    ran = 0
    for command in readme_commands():
        if skipped(command):
            continue
        command = re.sub(r"^pip install \S+ && ", "", command)  # the clone is already installed
        done = subprocess.run(
            ["bash", "-c", command], cwd=folder, env=env, stdin=subprocess.DEVNULL,
            capture_output=True, text=True, timeout=120,
        )  # fmt: skip
        allowed = next((codes for start, codes in EXIT_CODES.items() if command.startswith(start)), (0,))
        assert done.returncode in allowed, f"$ {command}\n{done.stdout[-2000:]}{done.stderr[-2000:]}"
        assert "Traceback" not in done.stderr and "internal error" not in done.stderr, command
        ran += 1
    assert ran >= 12
    assert (folder / "my-house.yaml").exists() and (folder / "games.jsonl").exists()


def test_the_readme_python_example_runs(clone: tuple[Path, dict[str, str]]) -> None:
    folder, env = clone
    [example] = re.findall(r"^```python\n(.*?)^```", README, re.M | re.S)
    done = subprocess.run([sys.executable, "-c", example], cwd=folder, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr


def test_the_house_file_the_readme_shows_is_the_shipped_example() -> None:
    shown = re.search(r"^```yaml\n(id: kitchen-table\n.*?)^```", README, re.M | re.S)
    assert shown is not None
    shipped = (ROOT / "examples" / "kitchen-table.yaml").read_text(encoding="utf-8")
    assert shipped.endswith(shown[1])
