"""Two variants side by side: the same seeded games under each, and what differs.

Game ``i`` uses the same seed under both variants, so while the decks agree both
start from the same deals. Each figure is a ratio of sums over games (made bids
over hands, for example); its difference gets a 95% confidence interval from the
linearised (delta method) variance of the paired per-game differences.
"""

from __future__ import annotations

import math
from array import array
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from rich.console import Console
from rich.table import Table

from ..i18n import Language, language
from .formatting import figure, percent
from .stats import GameSummary

Z_95 = 1.959964


@dataclass(frozen=True)
class Metric:
    """A figure computed as sum(numerator) / sum(denominator) over games."""

    id: str
    numerator: Callable[[GameSummary], float]
    denominator: Callable[[GameSummary], float]
    decimals: int | None = None
    """Decimals it is printed with; None for a rate, printed as a percentage."""

    def name(self, lang: Language) -> str:
        """What the figure is, in ``lang`` (message ``compare-metric-<id>``)."""
        return lang(f"compare-metric-{self.id.replace('_', '-')}")


def _others(game: GameSummary) -> int:
    return max(1, len(game.sides) - 1)


METRICS = (
    Metric("make_rate", lambda g: g.made, lambda g: g.contracts),
    Metric("points_per_hand", lambda g: g.points, lambda g: g.hands, 2),
    Metric("dealer_advantage", lambda g: g.dealer_edge, lambda g: _others(g) * g.hands, 2),
    Metric("hands_per_game", lambda g: g.hands, lambda g: 1, 1),
)


class MetricColumns:
    """Every game's numerator and denominator of each metric, in game order.

    Eight numbers a game are all a comparison needs (its intervals pair the games
    up), so a long run keeps these rather than the games' summaries.
    """

    def __init__(self, games: Iterable[GameSummary] = ()) -> None:
        self.columns = [(array("d"), array("d")) for _ in METRICS]
        for game in games:
            self.add(game)

    def add(self, game: GameSummary) -> None:
        """Count one more game."""
        for metric, (top, bottom) in zip(METRICS, self.columns):
            top.append(metric.numerator(game))
            bottom.append(metric.denominator(game))

    def __len__(self) -> int:
        return len(self.columns[0][0])


def _ratio_and_residuals(top: Sequence[float], bottom: Sequence[float]) -> tuple[float, list[float]]:
    """The ratio over the games and each game's linearised contribution to its error."""
    total = sum(bottom)
    ratio = sum(top) / total if total else 0.0
    mean_bottom = total / len(top)
    return ratio, [(y - ratio * x) / mean_bottom if mean_bottom else 0.0 for y, x in zip(top, bottom)]


def compare_games(first: MetricColumns, second: MetricColumns) -> list[dict[str, Any]]:
    """Each metric under both variants, the difference (second - first) and its 95% interval."""
    if len(first) != len(second) or not len(first):
        raise ValueError("compare needs the same, non-zero number of games under both variants")
    n = len(first)
    rows = []
    for metric, columns_a, columns_b in zip(METRICS, first.columns, second.columns):
        a, residuals_a = _ratio_and_residuals(*columns_a)
        b, residuals_b = _ratio_and_residuals(*columns_b)
        paired = [rb - ra for ra, rb in zip(residuals_a, residuals_b)]
        mean = sum(paired) / n
        variance = sum((d - mean) ** 2 for d in paired) / (n - 1) if n > 1 else math.inf
        margin = Z_95 * math.sqrt(variance / n)
        difference = b - a
        low, high = difference - margin, difference + margin
        rows.append(
            {
                "metric": metric.id,
                "name": metric.name(language()),
                "first": round(a, 4),
                "second": round(b, 4),
                "difference": round(difference, 4),
                "ci95": [round(low, 4), round(high, 4)] if math.isfinite(margin) else None,
                "significant": math.isfinite(margin) and (low > 0 or high < 0),
            }
        )
    return rows


def print_comparison(console: Console, first: str, second: str, games: int, rows: list[dict[str, Any]], lang: Language) -> None:
    """Show the comparison as a table, in ``lang``: ``first`` is A, ``second`` B."""
    table = Table(title=lang("compare-title", first=first, second=second, games=games), title_justify="left")
    table.add_column(lang("compare-column-figure"), no_wrap=True)
    table.add_column("A", justify="right", no_wrap=True)
    table.add_column("B", justify="right", no_wrap=True)
    table.add_column(lang("compare-column-difference"), justify="right", no_wrap=True)
    table.add_column(lang("compare-column-interval"), justify="right", no_wrap=True)
    metrics = {metric.id: metric for metric in METRICS}
    for row in rows:
        places = metrics[row["metric"]].decimals

        def shown(value: float, signed: bool = False) -> str:
            return percent(value, lang, signed) if places is None else figure(value, places, lang, signed)

        interval = "-" if row["ci95"] is None else lang("compare-interval", low=shown(row["ci95"][0], True), high=shown(row["ci95"][1], True))
        mark = " *" if row["significant"] else ""
        name = metrics[row["metric"]].name(lang)
        table.add_row(name, shown(row["first"]), shown(row["second"]), shown(row["difference"], True) + mark, interval)
    console.print(table)
    console.print(lang("compare-significant"))
    if any(metric.decimals is None for metric in METRICS):
        console.print(lang("compare-percentage-points"))
