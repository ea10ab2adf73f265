"""Random generators that draw as ``random.Random`` does: one seeded only when first drawn from, and a copy of one.

A module apart from the views, which mypyc compiles in a wheel: it cannot compile a subclass of ``random.Random``.
"""

from __future__ import annotations

import random
from typing import Any


class SeededOnFirstDraw(random.Random):
    """A generator that draws as ``random.Random(seed)`` would, seeded only when first drawn from (or read).

    Seeding costs more than most playouts of a sampled world draw: a world that
    deals no further hand, or a policy that draws nothing, never pays for it.
    """

    def __init__(self, seed: float | None = None) -> None:  # the base class would seed at once
        self._seed = seed
        self._seeded = False
        self.gauss_next = None

    def _seed_now(self) -> None:
        if not self._seeded:
            self.seed(self._seed)

    def seed(self, a: int | float | str | bytes | bytearray | None = None, version: int = 2) -> None:  # type: ignore[override]  # as typeshed's random.Random
        """As ``random.Random.seed``."""
        super().seed(a, version)
        self._seeded = True

    def setstate(self, state: tuple[Any, ...]) -> None:
        """As ``random.Random.setstate``."""
        super().setstate(state)
        self._seeded = True

    def getstate(self) -> tuple[Any, ...]:
        """As ``random.Random.getstate``."""
        self._seed_now()
        return super().getstate()

    def random(self) -> float:
        """As ``random.Random.random``."""
        self._seed_now()
        return super().random()

    def getrandbits(self, k: int, /) -> int:
        """As ``random.Random.getrandbits``."""
        self._seed_now()
        return super().getrandbits(k)


def same_generator(rng: random.Random) -> random.Random:
    """A new generator in the state of ``rng``: to draw the same numbers again, leaving ``rng`` alone."""
    if isinstance(rng, SeededOnFirstDraw) and not rng._seeded:
        return SeededOnFirstDraw(rng._seed)
    made = random.Random.__new__(random.Random)  # not seeded: its state is set at once
    made.setstate(rng.getstate())
    return made
