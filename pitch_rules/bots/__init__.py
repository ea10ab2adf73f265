"""Computer players. Each reads only a :class:`~pitch_rules.engine.SeatView`.

Bots are seeded and deterministic: the same view and the same random state give
the same action. They know nothing of any one game: everything they weigh comes
from the variant's tables (ranking, trumps, trick points).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from ..engine import Action, SeatView
from .greedy import GreedyBot
from .search import SearchBot


class Bot(Protocol):
    """A computer player."""

    def choose(self, view: SeatView) -> Action:
        """Pick one of ``view.legal_actions()``."""
        ...


class RandomBot:
    """Chooses uniformly among the legal actions: it needs no view, only the list (:meth:`pick`)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: SeatView) -> Action:
        """A uniformly random legal action."""
        return self.pick(view.legal_actions())

    def pick(self, legal: list[Action]) -> Action:
        """A uniformly random one of ``legal`` (a game driver may call this without building a view)."""
        return legal[int(self.rng.random() * len(legal))]


BOTS: dict[str, Callable[[random.Random], Bot]] = {"random": RandomBot, "greedy": GreedyBot, "search": SearchBot}


def make_bot(name: str, rng: random.Random) -> Bot:
    """Create the bot called ``name`` (one of ``BOTS``) drawing from ``rng``."""
    try:
        return BOTS[name](rng)
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; choose from {', '.join(BOTS)}") from None
