"""Speed-up of ``pitch-rules simulate --workers 2`` over ``--workers 1``, with identical results.

Runs the same large simulation (greedy bots, with a JSON report) as a user would,
once with one worker process and once with two, alternately for a few rounds;
prints the best wall time of each, their ratio, and whether the JSON outputs are
byte-identical. Quote the ratio: machines are shared and noisy.

    python benchmarks/workers_speedup.py [--games 3000] [--rounds 2]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

from arguments import positive

ROOT = Path(__file__).resolve().parent.parent


def simulate(games: int, workers: int) -> tuple[float, bytes]:
    """Wall seconds and standard output of one ``simulate ... --json`` run."""
    command = [
        sys.executable, "-m", "pitch_rules", "simulate", "auction-pitch", "--games", str(games), "--seed", "1",
        "--bots", "greedy,random,greedy,random", "--rotate-bots", "--json", "--workers", str(workers),
    ]  # fmt: skip
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    started = time.perf_counter()
    done = subprocess.run(command, env=env, capture_output=True, check=True)
    return time.perf_counter() - started, done.stdout


def main() -> None:
    """Time both settings and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=positive, default=3000, help="games per run")
    parser.add_argument("--rounds", type=positive, default=2, help="runs of each setting; the best is kept")
    args = parser.parse_args()
    best = {1: float("inf"), 2: float("inf")}
    outputs: dict[int, set[bytes]] = {1: set(), 2: set()}
    for _ in range(args.rounds):
        for workers in (1, 2):
            seconds, output = simulate(args.games, workers)
            best[workers] = min(best[workers], seconds)
            outputs[workers].add(output)
    identical = len(outputs[1] | outputs[2]) == 1
    print(f"simulate auction-pitch --games {args.games} --json on {os.cpu_count()} cores, best of {args.rounds}:")
    print(f"  --workers 1: {best[1]:.2f} s   --workers 2: {best[2]:.2f} s   speed-up {best[1] / best[2]:.2f}x")
    print(f"  JSON output byte-identical across runs and worker counts: {'yes' if identical else 'NO'}")
    if not identical:
        sys.exit(1)


if __name__ == "__main__":
    main()
