"""Start-up time of the command against a bare Python.

Times ``python -c pass``, ``pitch-rules --help`` and ``pitch-rules validate`` of
one built-in file, interleaved, best of many runs each (the machine is shared
and noisy), and prints each command's time as a multiple of the bare Python's.
``pitch-rules`` is the installed console script when there is one (run with this
checkout's code), else ``python -m pitch_rules``.

    python benchmarks/startup.py [--runs 20]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import sysconfig
import time
from pathlib import Path

from arguments import positive

ROOT = Path(__file__).resolve().parent.parent
TARGETS = {"--help": 5.0, "validate": 8.0}
"""The most each command may take, as a multiple of ``python -c pass``."""


def command() -> list[str]:
    """How to run ``pitch-rules``: its console script beside this Python, or the module."""
    script = Path(sysconfig.get_path("scripts")) / "pitch-rules"
    return [sys.executable, str(script)] if script.is_file() else [sys.executable, "-m", "pitch_rules"]


def seconds(arguments: list[str]) -> float:
    """Wall time of one run (which must succeed)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    started = time.perf_counter()
    subprocess.run(arguments, env=env, check=True, stdout=subprocess.DEVNULL, cwd=ROOT)
    return time.perf_counter() - started


def main() -> None:
    """Time the three commands and print the ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=positive, default=20, help="runs of each command; the best is kept")
    args = parser.parse_args()
    runs = {
        "python -c pass": [sys.executable, "-c", "pass"],
        "--help": [*command(), "--help"],
        "validate": [*command(), "validate", "variants/auction-pitch.yaml"],
    }
    seconds(runs["validate"])  # the scoring language's parser is cached on first use
    best = {name: float("inf") for name in runs}
    for _ in range(args.runs):
        for name, arguments in runs.items():
            best[name] = min(best[name], seconds(arguments))
    bare = best["python -c pass"]
    print(f"pitch-rules run as: {' '.join(command()[1:])}")
    print(f"python -c pass:                             {bare * 1000:6.1f} ms")
    for name, limit in TARGETS.items():
        ratio = best[name] / bare
        verdict = "under" if ratio < limit else "OVER"
        print(f"pitch-rules {name:31}{best[name] * 1000:6.1f} ms  {ratio:5.2f}x  ({verdict} {limit:.0f}x)")


if __name__ == "__main__":
    main()
