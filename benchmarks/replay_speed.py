"""``replay`` against the ``simulate`` that wrote the records, as whole commands and as the work alone.

For each set of bots, ``simulate auction-pitch --record`` writes a file of games
and ``replay`` re-checks it (every record's schema and fields, every action
through the engine, every outcome compared); both are timed as a user runs
them, alternately for a few rounds, best of each kept. Then the same work is
timed in this process, start-up left out: playing the games and writing their
records, against reading the records and replaying them. Prints the ratios
replay / simulate (at most 1: replaying is no slower than playing) and which
check of the records' schema is in use (compiled by jsonschema-rs with the
``fast`` extra, else jsonschema's own, many times slower) and which JSON parser
(orjson with the ``fast`` extra, else json).

    python benchmarks/replay_speed.py [--games 1000] [--rounds 3] [--compiled]

With ``--compiled`` both commands and the work alone run this checkout's wheel, whose engine and records mypyc
compiles (as ``pip install .`` installs it); without, its Python source.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from arguments import positive
from checkout import COMPILED_HELP, measured, package_path


def command_line() -> argparse.ArgumentParser:
    """The benchmark's options."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=positive, default=1000, help="games of greedy bots (a tenth as many of random ones)")
    parser.add_argument("--rounds", type=positive, default=3, help="runs of each command; the best is kept")
    parser.add_argument("--compiled", action="store_true", help=COMPILED_HELP)
    return parser


ARGUMENTS = command_line().parse_args()  # --help and bad counts are answered before a --compiled build
SITE = package_path(ARGUMENTS.compiled)
"""Where the package is imported from: the checkout, or its compiled wheel unpacked."""
sys.path.insert(0, SITE)

from pitch_rules.analysis import RunPlan, run_games  # noqa: E402
from pitch_rules.collector import cycle_collection_paused  # noqa: E402
from pitch_rules.engine import Rules  # noqa: E402
from pitch_rules.records.record import read_record_file, replay  # noqa: E402
from pitch_rules.variant.loader import load_variant  # noqa: E402

RUNS = {"greedy": 1.0, "random": 0.1}
"""The bots, and the share of --games each plays (random players' games are about ten times longer)."""


def timed(arguments: list[str], folder: str) -> float:
    """Wall seconds of one ``pitch-rules`` command (which must succeed)."""
    env = {**os.environ, "PYTHONPATH": SITE}
    started = time.perf_counter()  # from a folder with no package in it, which -m would import first
    subprocess.run([sys.executable, "-m", "pitch_rules", *arguments], env=env, check=True, stdout=subprocess.DEVNULL, cwd=folder)
    return time.perf_counter() - started


def work_seconds(bots: str, games: int, record: Path, rounds: int) -> tuple[float, float]:
    """(best seconds of playing ``games`` games and writing their records, best seconds of reading and replaying them)."""
    rules = Rules.from_variant(load_variant("auction-pitch"))
    plan = RunPlan("auction-pitch", 4, games, 1, (bots,) * 4, max_hands=1000, record=True)
    best_simulate = best_replay = float("inf")
    for _ in range(rounds):
        started = time.perf_counter()
        with open(record, "w", encoding="utf-8") as out:
            for outcome in run_games(rules, plan):
                out.write(f"{outcome.record}\n")
        best_simulate = min(best_simulate, time.perf_counter() - started)
        started = time.perf_counter()
        with cycle_collection_paused():  # as the replay command
            for _, game in read_record_file(str(record)):
                assert replay(game, rules) is None
        best_replay = min(best_replay, time.perf_counter() - started)
    return best_simulate, best_replay


def main(args: argparse.Namespace) -> None:
    """Time both commands for each set of bots and print the ratios."""
    print(f"Measuring {measured()}.")
    with tempfile.TemporaryDirectory() as folder:
        for bots, share in RUNS.items():
            games = max(1, int(args.games * share))
            record = str(Path(folder) / f"{bots}.jsonl")
            simulate = ["simulate", "auction-pitch", "--games", str(games), "--bots", bots, "--seed", "1", "--record", record]
            best_simulate = best_replay = float("inf")
            for _ in range(args.rounds):
                best_simulate = min(best_simulate, timed(simulate, folder))
                best_replay = min(best_replay, timed(["replay", record], folder))
            print(
                f"{games} games of {bots} bots: simulate --record {best_simulate:.2f} s, replay {best_replay:.2f} s, "
                f"ratio replay / simulate {best_replay / best_simulate:.2f}x"
            )
            playing, replaying = work_seconds(bots, games, Path(folder) / f"{bots}-work.jsonl", args.rounds)
            print(
                f"  the work alone, in one process: playing and recording {playing:.2f} s, reading and replaying "
                f"{replaying:.2f} s, ratio {replaying / playing:.2f}x"
            )
    compiled = importlib.util.find_spec("jsonschema_rs") is not None
    reader = "orjson" if importlib.util.find_spec("orjson") is not None else "json"
    print("records' schema checked by " + ("jsonschema-rs" if compiled else "jsonschema (pip install 'pitch-rules[fast]' for jsonschema-rs)"))
    print(f"records read by {reader}" + ("" if reader == "orjson" else " (pip install 'pitch-rules[fast]' for orjson)"))


if __name__ == "__main__":
    main(ARGUMENTS)
