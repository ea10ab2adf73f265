"""Play whole games with bots: the driver behind ``pitch-rules simulate``."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

from .bots import RandomBot, make_bot
from .collector import cycle_collection_paused
from .engine import OVER, GameState, Rules


def play_game(
    rules: Rules,
    players: int,
    seed: int,
    bots: Sequence[str],
    *,
    target: int | None = None,
    max_hands: int | None = None,
) -> GameState:
    """Play one game with ``bots`` (one name per seat) and return its final state.

    The deal is drawn from ``seed``; each bot draws from its own generator derived
    from ``seed`` and its seat, so the same arguments always give the same game.
    """
    players_bots = [make_bot(name, random.Random(f"bot/{seed}/{seat}")) for seat, name in enumerate(bots)]
    draws = [bot.rng.random if isinstance(bot, RandomBot) else None for bot in players_bots]  # bots that need no view
    state = GameState(rules, players, seed=seed, target=target, max_hands=max_hands)
    with cycle_collection_paused():
        while True:
            state.play_uniform(draws)
            if state.phase == OVER:
                break
            seat = state.to_move
            state.apply(players_bots[seat].choose(state.view(seat)))
    return state


def play_games(
    rules: Rules,
    players: int,
    games: int,
    seed: int,
    bots: Sequence[str],
    *,
    target: int | None = None,
    max_hands: int | None = None,
) -> Iterator[GameState]:
    """Play ``games`` games; game ``i`` uses seed ``seed + i``."""
    for index in range(games):
        yield play_game(rules, players, seed + index, bots, target=target, max_hands=max_hands)
