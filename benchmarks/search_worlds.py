"""Worlds the search bot samples per second of decision time, against an earlier version.

Plays the same games of Auction Pitch (two search bots against two greedy ones)
with this checkout and with the version at git revision ``--against`` (taken
out of this repository into a temporary folder), alternately for a few rounds,
best of each kept, and prints the milliseconds per sampled world of each and
their ratio: how many more worlds the search bot now gets in the same time. The
games must come out the same under both versions (same seeds, same decisions).

    python benchmarks/search_worlds.py --against REV [--games 6] [--rounds 3]
"""

from __future__ import annotations

import argparse
import io
import json
import os
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

from arguments import positive

ROOT = Path(__file__).resolve().parent.parent

MEASURE = r"""
import json, random, sys, time
from pitch_rules.bots import GreedyBot
from pitch_rules.bots.search import DEFAULT_WORLDS, SearchBot
from pitch_rules.engine import GameState, Rules
from pitch_rules.variant.loader import load_variant

rules = Rules.from_variant(load_variant("auction-pitch"))
spent, worlds, moves = 0.0, 0, []
for seed in range(int(sys.argv[1])):
    state = GameState(rules, 4, seed=10_000 + seed, max_hands=3)
    bots = [SearchBot(random.Random(seed)), GreedyBot(random.Random(seed)), SearchBot(random.Random(-seed)), GreedyBot(random.Random(seed))]
    while not state.is_over:
        seat = state.to_move
        view = state.view(seat)
        searching = seat % 2 == 0 and len(view.legal_actions()) > 1
        started = time.perf_counter()
        action = bots[seat].choose(view)
        if searching:
            spent += time.perf_counter() - started
            worlds += DEFAULT_WORLDS
        moves.append(str(action))
        state.apply(action)
print(json.dumps({"ms_per_world": spent / worlds * 1000, "moves": moves}))
"""


def measure(source: Path, games: int) -> tuple[float, list[str]]:
    """(milliseconds per world, every move played) with the code in ``source``."""
    env = {**os.environ, "PYTHONPATH": str(source)}
    done = subprocess.run([sys.executable, "-c", MEASURE, str(games)], env=env, cwd=source, capture_output=True, text=True, check=True)
    result = json.loads(done.stdout)
    return result["ms_per_world"], result["moves"]


def main() -> None:
    """Time both versions and print the ratio."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", required=True, help="git revision of the version to compare with")
    parser.add_argument("--games", type=positive, default=6, help="games per measurement")
    parser.add_argument("--rounds", type=positive, default=3, help="measurements of each version; the best is kept")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", args.against], capture_output=True, check=True).stdout
        with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
            tar.extractall(folder, filter="data")
        best = {"now": float("inf"), "then": float("inf")}
        played: dict[str, list[str]] = {}
        for _ in range(args.rounds):
            for name, source in (("now", ROOT), ("then", Path(folder))):
                ms, moves = measure(source, args.games)
                best[name] = min(best[name], ms)
                played[name] = moves
    print(f"search bot, auction-pitch, {args.games} games of two search against two greedy bots, best of {args.rounds}:")
    print(f"  this checkout: {best['now']:.3f} ms per world; {args.against}: {best['then']:.3f} ms per world")
    print(f"  worlds in the same decision time: {best['then'] / best['now']:.2f}x")
    print(f"  the same moves in every game: {'yes' if played['now'] == played['then'] else 'NO'}")


if __name__ == "__main__":
    main()
