"""Bot strength: how often one kind of bot beats another, and what a search decision costs.

For each pairing A:B, plays auction-pitch with 4 players, two bots of kind A
against two of kind B, seats alternated every game (A B A B, then B A B A),
and prints how often a seat played by A won, with a 95% interval. Then times
the search bot's decisions (those with more than one legal action) in a few
games against greedy on one core.

    python benchmarks/bot_strength.py [--games 400] [--workers 2] [--pairs greedy:random,search:greedy]
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from pathlib import Path

from arguments import positive

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pitch_rules.analysis import RunPlan, RunTotals, build_report, run_games  # noqa: E402
from pitch_rules.bots.greedy import GreedyBot  # noqa: E402
from pitch_rules.bots.search import DEFAULT_WORLDS, SearchBot  # noqa: E402
from pitch_rules.engine import GameState, Rules  # noqa: E402
from pitch_rules.variant.loader import load_variant  # noqa: E402

VARIANT = "auction-pitch"


def win_rate(rules: Rules, first: str, second: str, games: int, workers: int, seed: int) -> tuple[float, float, int]:
    """(rate, 95% margin, cut-off games) of ``first`` against ``second``."""
    plan = RunPlan(VARIANT, 4, games, seed, (first, second, first, second), rotate=True, max_hands=200)
    report = build_report(rules, plan, RunTotals(outcome.summary for outcome in run_games(rules, plan, workers)))
    row = next(r for r in report["wins"]["by_bot"] if r["bot"] == first)
    rate = row["wins"] / games
    return rate, 1.96 * math.sqrt(rate * (1 - rate) / games), report["wins"]["cut_off"]


def search_decision_ms(rules: Rules, games: int) -> list[float]:
    """Milliseconds per search decision (more than one legal action) in games against greedy."""
    times = []
    for seed in range(games):
        state = GameState(rules, 4, seed=10_000 + seed, max_hands=6)
        bots: list[SearchBot | GreedyBot] = [SearchBot(random.Random(seed)), GreedyBot(random.Random(seed)), SearchBot(random.Random(-seed)), GreedyBot(random.Random(seed))]
        while not state.is_over:
            seat = state.to_move
            view = state.view(seat)
            started = time.perf_counter()
            action = bots[seat].choose(view)
            if seat % 2 == 0 and len(view.legal_actions()) > 1:
                times.append((time.perf_counter() - started) * 1000)
            state.apply(action)
    return times


def main() -> None:
    """Run the pairings and print their figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=positive, default=400, help="games per pairing")
    parser.add_argument("--workers", type=positive, default=2, help="processes to play on")
    parser.add_argument("--pairs", default="greedy:random,search:greedy", help="comma list of A:B pairings")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    args = parser.parse_args()
    rules = Rules.from_variant(load_variant(VARIANT))
    print(f"{VARIANT}, 4 players, two of A against two of B, seats alternated; search budget {DEFAULT_WORLDS} worlds")
    for pair in args.pairs.split(","):
        first, second = pair.split(":")
        started = time.perf_counter()
        rate, margin, cut = win_rate(rules, first, second, args.games, args.workers, args.seed)
        took = time.perf_counter() - started
        print(f"{first} beats {second} in {rate:.1%} of {args.games} games (95% interval ±{margin:.1%}; {cut} cut off; {took:.0f} s)")
    times = search_decision_ms(rules, 6)
    print(
        f"search decision time: mean {statistics.mean(times):.1f} ms, median {statistics.median(times):.1f} ms, "
        f"95th percentile {sorted(times)[int(len(times) * 0.95)]:.1f} ms, max {max(times):.1f} ms over {len(times)} decisions"
    )


if __name__ == "__main__":
    main()
