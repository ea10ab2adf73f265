"""Holding Ctrl-C (SIGINT), SIGTERM and SIGHUP for a moment, so that they arrive where they can be handled.

A signal held is not lost: it waits, and is delivered when the block ends. Two
places hold them:

- writes that must finish whole (``fileio``);
- starting worker processes (``analysis.runner``). A Ctrl-C during a fork would
  run Python's handler inside an at-fork hook, where the KeyboardInterrupt is
  only printed and dropped, and the run would go on. Threads started while the
  signals are held keep them held, so the signals always reach the main thread,
  the only one that runs Python's handlers.
"""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import contextmanager

HELD = frozenset({signal.SIGINT, signal.SIGTERM, signal.SIGHUP})


@contextmanager
def interrupts_held() -> Iterator[None]:
    """Hold SIGINT, SIGTERM and SIGHUP in this thread until the block ends (they are delivered then)."""
    try:
        previous = signal.pthread_sigmask(signal.SIG_BLOCK, HELD)
    except (AttributeError, ValueError, OSError):  # no signal masks on this platform
        yield
        return
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)


def release_interrupts() -> None:
    """Deliver SIGINT, SIGTERM and SIGHUP to this thread again: for a process started while its parent held them."""
    try:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, HELD)
    except (AttributeError, ValueError, OSError):  # no signal masks here
        pass
