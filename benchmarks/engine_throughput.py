"""Engine throughput against the hard-coded yardstick, and variant validation time.

Prints hands per second for the generic engine playing auction-pitch with four
random bots on one core, the same figure for ``yardstick.py`` (a tight
hard-coded Python implementation of the same rules), their ratio, and how long
validating each built-in variant file takes. Both speeds are measured in the
same run, interleaved, best of several rounds, since machines are shared and
noisy: quote the ratio, not the raw figures.

    python benchmarks/engine_throughput.py [--hands N] [--rounds R]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import yardstick  # noqa: E402

from pitch_rules import resources  # noqa: E402
from pitch_rules.engine import Rules  # noqa: E402
from pitch_rules.simulate import play_game  # noqa: E402
from pitch_rules.variant.loader import load_variant  # noqa: E402


def engine_hands_per_second(rules: Rules, hands: int, seed: int) -> float:
    """Play random-bot games of 4 players until ``hands`` hands are done; hands/second."""
    played = 0
    start = time.perf_counter()
    while played < hands:
        state = play_game(rules, 4, seed + played, ["random"] * 4, max_hands=hands - played)
        played += len(state.history)
    return played / (time.perf_counter() - start)


def validation_ms(variant_id: str, repeats: int) -> tuple[float, float]:
    """(first load, best later load) of a built-in variant, in milliseconds."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        load_variant(variant_id)
        times.append((time.perf_counter() - start) * 1000)
    return times[0], min(times[1:])


def main() -> None:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20000, help="hands per round for each side")
    parser.add_argument("--rounds", type=int, default=3, help="rounds; the best of each side is kept")
    args = parser.parse_args()

    first, warm = validation_ms("auction-pitch", 20)
    rules = Rules.from_variant(load_variant("auction-pitch"))
    engine_best = yard_best = 0.0
    for round_number in range(args.rounds):
        engine_best = max(engine_best, engine_hands_per_second(rules, args.hands, round_number * 7919))
        yard_best = max(yard_best, yardstick.hands_per_second(4, args.hands, round_number + 1))

    print(f"engine     (auction-pitch, 4 random bots, 1 core): {engine_best:10.0f} hands/s")
    print(f"yardstick  (hard-coded, same rules and players):   {yard_best:10.0f} hands/s")
    print(f"ratio engine / yardstick:                          {engine_best / yard_best:10.2f}x")
    print(f"card plays per second (engine, 24 a hand):         {engine_best * 24:10.0f}")
    print(f"validate auction-pitch: first {first:.1f} ms (grammar and schema load), then {warm:.1f} ms")
    for variant_id in resources.builtin_variant_ids():
        print(f"validate {variant_id}: {validation_ms(variant_id, 5)[1]:.1f} ms")


if __name__ == "__main__":
    main()
