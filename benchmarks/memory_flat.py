"""Peak memory of long simulations: flat in the number of games.

Runs ``pitch-rules simulate auction-pitch`` (greedy bots) with ``--record`` and
with ``--json``, at a small and at the full number of games, and prints each
run's peak resident memory (the largest of the command's processes, as the
kernel reports it when the command ends), the growth from the small run to the
full one, and whether every full run stays under the limit.

    python benchmarks/memory_flat.py [--games 100000] [--workers 2] [--limit-mb 150]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from arguments import positive

ROOT = Path(__file__).resolve().parent.parent


def peak_mb(arguments: list[str]) -> tuple[float, float]:
    """(peak resident MB, wall seconds) of one ``pitch-rules`` run, its output thrown away."""
    command = [sys.executable, "-m", "pitch_rules", *arguments]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    started = time.perf_counter()
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - started
    errors = process.stderr.read().decode() if process.stderr else ""
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{' '.join(arguments)} failed:\n{errors}")
    return usage.ru_maxrss / 1024, seconds  # Linux gives kilobytes


def main() -> None:
    """Run the four simulations and print their peaks."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=positive, default=100_000, help="games of the full runs")
    parser.add_argument("--workers", type=positive, default=2, help="worker processes")
    parser.add_argument("--limit-mb", type=float, default=150.0, help="the most a full run may take")
    args = parser.parse_args()
    small = max(1, args.games // 100)
    common = ["simulate", "auction-pitch", "--bots", "greedy", "--seed", "1", "--workers", str(args.workers)]
    failed = False
    with tempfile.TemporaryDirectory() as folder:
        record = str(Path(folder) / "games.jsonl")
        for label, extra in (("--record", ["--record", record]), ("--json", ["--json"])):
            low, _ = peak_mb([*common, "--games", str(small), *extra])
            high, seconds = peak_mb([*common, "--games", str(args.games), *extra])
            size = f", record {Path(record).stat().st_size / 2**20:.0f} MB" if label == "--record" else ""
            verdict = "under" if high < args.limit_mb else "OVER"
            failed |= high >= args.limit_mb
            print(
                f"{label:9} {small:>7} games: {low:6.1f} MB   {args.games:>7} games: {high:6.1f} MB "
                f"({seconds:.0f} s{size})   growth {high - low:+.1f} MB   {verdict} {args.limit_mb:.0f} MB"
            )
    if failed:
        sys.exit(1)


if __name__ == "__main__":
    main()
