"""OpenSpiel's ISMCTS bot (resampling through the engine) against this toolkit's search bot.

Plays single hands of a variant (the OpenSpiel game in ``hand`` mode) with the
ISMCTS bot in two seats of one side and the search bot in the others. Every deal
is played twice, the bots swapping seats, so that both get the same cards. Prints
how often the ISMCTS side scored more than the search side (a tie counts half)
and its mean margin of points, each with a 95% interval, and each bot's time per
decision (decisions with more than one legal action, one core).

    python benchmarks/openspiel_ismcts.py [--variant smear] [--deals 40] [--simulations 100]
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from pathlib import Path

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

from arguments import positive

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package, not an installed one

from pitch_rules.bots.search import DEFAULT_WORLDS, SearchBot  # noqa: E402
from pitch_rules.openspiel import PitchGame, resampler  # noqa: E402


def play_hand(game: PitchGame, deal_seed: int, ismcts_seats: set[int], bot: ismcts.ISMCTSBot, search: SearchBot, times: dict[str, list[float]]) -> list[float]:
    """One hand from the deal ``deal_seed`` draws; the returns of every seat."""
    chance = random.Random(deal_seed)
    state = game.new_initial_state()
    rules = game.setup.rules
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probabilities = zip(*state.chance_outcomes())
            state.apply_action(chance.choices(outcomes, probabilities)[0])
            continue
        seat = state.current_player()
        legal = state.legal_actions()
        started = time.perf_counter()
        if seat in ismcts_seats:
            action = int(bot.step(state))
            kind = "ismcts"
        else:
            engine = state.table.engine
            assert engine is not None  # dealt: a seat is to move
            action = rules.action_number[search.choose(engine.view(seat))]
            kind = "search"
        if len(legal) > 1:
            times[kind].append((time.perf_counter() - started) * 1000)
        state.apply_action(action)
    returns: list[float] = state.returns()
    return returns


def interval(values: list[float]) -> tuple[float, float]:
    """(mean, 95% margin) of ``values``."""
    mean = statistics.mean(values)
    return mean, 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def main() -> None:
    """Play the deals and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="smear", help="a variant with two sides (default smear)")
    parser.add_argument("--deals", type=positive, default=40, help="deals, each played twice (default 40)")
    parser.add_argument("--simulations", type=positive, default=100, help="ISMCTS simulations per decision (default 100)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first deal")
    args = parser.parse_args()
    game = pyspiel.load_game("pitch_rules", {"variant": args.variant, "mode": "hand"})
    assert isinstance(game, PitchGame)
    setup = game.setup
    if setup.sides != 2:
        parser.error(f"{args.variant} has {setup.sides} sides; this benchmark pits two sides against each other")
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(args.seed))
    bot = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=args.simulations, random_state=np.random.RandomState(args.seed))
    bot.set_resampler(resampler(args.seed))
    search = SearchBot(random.Random(args.seed))
    sides = setup.rules.variant.sides.seats_by_side(setup.players)
    times: dict[str, list[float]] = {"ismcts": [], "search": []}
    wins, margins = [], []
    started = time.perf_counter()
    for deal in range(args.deals):
        for side in (0, 1):
            returns = play_hand(game, args.seed + deal, set(sides[side]), bot, search, times)
            margin = returns[sides[side][0]] - returns[sides[1 - side][0]]
            margins.append(margin)
            wins.append(1.0 if margin > 0 else 0.5 if margin == 0 else 0.0)
    took = time.perf_counter() - started
    rate, rate_margin = interval(wins)
    points, points_margin = interval(margins)
    print(
        f"{setup.rules.variant.name}, {setup.players} players, one hand at a time; ISMCTS ({args.simulations} simulations, "
        f"random rollouts, the engine's resampler) against search ({DEFAULT_WORLDS} worlds), {len(wins)} hands ({took:.0f} s)"
    )
    print(f"ISMCTS side scores more in {rate:.1%} of hands (95% interval ±{rate_margin:.1%}, ties count half)")
    print(f"ISMCTS side's margin: {points:+.2f} points a hand (95% interval ±{points_margin:.2f})")
    for kind, spent in times.items():
        print(
            f"{kind} decision time: mean {statistics.mean(spent):.1f} ms, median {statistics.median(spent):.1f} ms "
            f"over {len(spent)} decisions"
        )


if __name__ == "__main__":
    main()
