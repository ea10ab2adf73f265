"""Pausing Python's cycle collector around long runs that make no reference cycles."""

from __future__ import annotations

import gc
from types import TracebackType


class cycle_collection_paused:  # noqa: N801 - used as a function: ``with cycle_collection_paused():``
    """Pause the cycle collector for the block, and restore it as it was.

    Playing or replaying a game makes no reference cycles (a state keeps no views)
    but keeps every hand's result: the collector would walk that growing history
    again and again for nothing. Memory is still freed as usual, by reference
    counting; anything a block leaves in a cycle is collected once it ends.
    (A class rather than a generator: it is entered once a game.)
    """

    __slots__ = ("_was_enabled",)

    def __enter__(self) -> None:
        self._was_enabled = gc.isenabled()
        gc.disable()

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, traceback: TracebackType | None
    ) -> None:
        if self._was_enabled:
            gc.enable()
