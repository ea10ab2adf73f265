"""``replay`` against the ``simulate`` that wrote the records, as whole commands.

For each set of bots, ``simulate auction-pitch --record`` writes a file of games
and ``replay`` re-checks it (every record's schema and fields, every action
through the engine, every outcome compared); both are timed as a user runs
them, alternately for a few rounds, best of each kept. Prints the ratio replay /
simulate: at most 1 means replaying is no slower than playing.

    python benchmarks/replay_speed.py [--games 1000] [--rounds 3]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUNS = {"greedy": 1.0, "random": 0.1}
"""The bots, and the share of --games each plays (random players' games are about ten times longer)."""


def timed(arguments: list[str]) -> float:
    """Wall seconds of one ``pitch-rules`` command (which must succeed)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "pitch_rules", *arguments], env=env, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - started


def main() -> None:
    """Time both commands for each set of bots and print the ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games of greedy bots (a tenth as many of random ones)")
    parser.add_argument("--rounds", type=int, default=3, help="runs of each command; the best is kept")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        for bots, share in RUNS.items():
            games = max(1, int(args.games * share))
            record = str(Path(folder) / f"{bots}.jsonl")
            simulate = ["simulate", "auction-pitch", "--games", str(games), "--bots", bots, "--seed", "1", "--record", record]
            best_simulate = best_replay = float("inf")
            for _ in range(args.rounds):
                best_simulate = min(best_simulate, timed(simulate))
                best_replay = min(best_replay, timed(["replay", record]))
            print(
                f"{games} games of {bots} bots: simulate --record {best_simulate:.2f} s, replay {best_replay:.2f} s, "
                f"ratio replay / simulate {best_replay / best_simulate:.2f}x"
            )


if __name__ == "__main__":
    main()
