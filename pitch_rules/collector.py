"""Pausing Python's cycle collector around long runs that make no reference cycles."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def cycle_collection_paused() -> Iterator[None]:
    """Pause the cycle collector for the block, and restore it as it was.

    Playing or replaying a game makes no reference cycles (a state keeps no views)
    but keeps every hand's result: the collector would walk that growing history
    again and again for nothing. Memory is still freed as usual, by reference
    counting; anything a block leaves in a cycle is collected once it ends.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
