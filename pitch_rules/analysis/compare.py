"""Two variants side by side: the same seeded games under each, and what differs.

Game ``i`` uses the same seed under both variants, so while the decks agree both
start from the same deals. Each figure is a ratio of sums over games (made bids
over hands, for example); its difference gets a 95% confidence interval from the
linearised (delta method) variance of the paired per-game differences.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from rich.console import Console
from rich.table import Table

from .stats import GameSummary

Z_95 = 1.959964


@dataclass(frozen=True)
class Metric:
    """A figure computed as sum(numerator) / sum(denominator) over games."""

    id: str
    name: str
    numerator: Callable[[GameSummary], float]
    denominator: Callable[[GameSummary], float]


def _others(game: GameSummary) -> int:
    return max(1, len(game.sides) - 1)


METRICS = (
    Metric("make_rate", "bidder make rate", lambda g: g.made, lambda g: g.contracts),
    Metric("points_per_hand", "points per hand", lambda g: g.points, lambda g: g.hands),
    Metric(
        "dealer_advantage",
        "dealer's edge per hand",
        lambda g: g.dealer_edge,
        lambda g: _others(g) * g.hands,
    ),
    Metric("hands_per_game", "hands per game", lambda g: g.hands, lambda g: 1),
)


def _ratio_and_residuals(metric: Metric, games: Sequence[GameSummary]) -> tuple[float, list[float]]:
    """The ratio over ``games`` and each game's linearised contribution to its error."""
    top = [float(metric.numerator(g)) for g in games]
    bottom = [float(metric.denominator(g)) for g in games]
    total = sum(bottom)
    ratio = sum(top) / total if total else 0.0
    mean_bottom = total / len(games)
    return ratio, [(y - ratio * x) / mean_bottom if mean_bottom else 0.0 for y, x in zip(top, bottom)]


def compare_games(first: Sequence[GameSummary], second: Sequence[GameSummary]) -> list[dict[str, Any]]:
    """Each metric under both variants, the difference (second - first) and its 95% interval."""
    if len(first) != len(second) or not first:
        raise ValueError("compare needs the same, non-zero number of games under both variants")
    n = len(first)
    rows = []
    for metric in METRICS:
        a, residuals_a = _ratio_and_residuals(metric, first)
        b, residuals_b = _ratio_and_residuals(metric, second)
        paired = [rb - ra for ra, rb in zip(residuals_a, residuals_b)]
        mean = sum(paired) / n
        variance = sum((d - mean) ** 2 for d in paired) / (n - 1) if n > 1 else math.inf
        margin = Z_95 * math.sqrt(variance / n)
        difference = b - a
        low, high = difference - margin, difference + margin
        rows.append(
            {
                "metric": metric.id,
                "name": metric.name,
                "first": round(a, 4),
                "second": round(b, 4),
                "difference": round(difference, 4),
                "ci95": [round(low, 4), round(high, 4)] if math.isfinite(margin) else None,
                "significant": math.isfinite(margin) and (low > 0 or high < 0),
            }
        )
    return rows


def print_comparison(console: Console, first: str, second: str, games: int, rows: list[dict[str, Any]]) -> None:
    """Show the comparison as a table."""
    table = Table(title=f"{first} against {second}, {games} games under each (same seeds)", title_justify="left")
    table.add_column("figure", no_wrap=True)
    table.add_column(first, justify="right")
    table.add_column(second, justify="right")
    table.add_column("difference", justify="right", no_wrap=True)
    table.add_column("95% interval", justify="right", no_wrap=True)
    for row in rows:
        interval = "-" if row["ci95"] is None else f"[{row['ci95'][0]:+.3f}, {row['ci95'][1]:+.3f}]"
        mark = " *" if row["significant"] else ""
        table.add_row(row["name"], f"{row['first']:.3f}", f"{row['second']:.3f}", f"{row['difference']:+.3f}{mark}", interval)
    console.print(table)
    console.print("* the interval excludes zero: a real difference, not the luck of the deal")
