"""What the benchmarks' command lines accept: counts of at least one, refused with argparse's usage message otherwise."""

from __future__ import annotations

import argparse


def positive(text: str) -> int:
    """A whole number of at least 1 (games, hands, rounds, runs, workers)."""
    try:
        number = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if number < 1:
        raise argparse.ArgumentTypeError(f"{number} is fewer than 1")
    return number


def player_counts(text: str) -> list[int]:
    """Numbers of players, as ``3,4,7``: each a whole number of at least 1."""
    return [positive(part.strip()) for part in text.split(",")]
