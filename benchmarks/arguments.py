"""What the benchmarks' command lines accept: counts of at least one, and player counts a game allows; refused with
argparse's usage message otherwise."""

from __future__ import annotations

import argparse
from collections.abc import Sequence


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


def check_players(parser: argparse.ArgumentParser, counts: Sequence[int], game: str, fewest: int, most: int) -> None:
    """Refuse ``--players`` counts outside ``game``'s range, with argparse's usage message (exit 2)."""
    if not all(fewest <= n <= most for n in counts):
        parser.error(f"argument --players: {game} is for {fewest} to {most} players")
