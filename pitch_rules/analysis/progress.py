"""A progress bar for long runs, shown on the terminal's error stream only."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, ProgressColumn, TextColumn, TimeRemainingColumn

from ..i18n import Language

LONG_RUN = 50
"""Runs of at least this many games get a bar."""


def progress_columns(lang: Language) -> tuple[ProgressColumn, ...]:
    """What the bar shows: the run, the bar, games done of all, and the estimated time left, labelled in ``lang``."""
    return (
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn(lang("progress-games")),
        TimeRemainingColumn(),
        TextColumn(lang("progress-left")),
    )


@contextmanager
def progress_bar(total: int, label: str, lang: Language) -> Iterator[Callable[[], None]]:
    """Yield a function to call once per game; draws a bar if stderr is a terminal and the run is long."""
    if total < LONG_RUN or not sys.stderr.isatty():
        yield lambda: None
        return
    with Progress(*progress_columns(lang), console=Console(stderr=True), transient=True) as progress:
        task = progress.add_task(label, total=total)
        yield lambda: progress.advance(task)
