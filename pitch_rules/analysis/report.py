"""A simulation report: game summaries gathered into figures, shown as tables or JSON.

The report is a plain JSON-ready dict built from whole-number counts, in game
order, so the same games always give the same bytes however they were played.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable
from typing import Any

from rich.console import Console
from rich.table import Table

from ..docs.words import own_words
from ..engine import Rules
from ..i18n import Language
from .formatting import count, figure, percent
from .runner import RunPlan
from .stats import GameSummary, rule_checks

FORMAT = "pitch-report/1"


def _rate(part: float, whole: float) -> float | None:
    return round(part / whole, 4) if whole else None


class RunTotals:
    """Running totals of a run's games, all its report needs: the memory they take
    does not grow with the number of games. Add game summaries in game order."""

    def __init__(self, games: Iterable[GameSummary] = ()) -> None:
        self.games = 0
        self.hands = 0
        self.contracts = 0
        self.made = 0
        self.points = 0
        self.dealer_edge = 0
        self.cut_off = 0
        self.others = 1
        """Sides other than the dealer's, as in the first game (at least one)."""
        self.lengths: Counter[int] = Counter()
        self.bids: Counter[int] = Counter()
        self.bids_made: Counter[int] = Counter()
        self.awarded: Counter[str] = Counter()
        self.to_bidder: Counter[str] = Counter()
        self.fired: Counter[str] = Counter()
        self.seat_wins: Counter[int] = Counter()
        self.bot_games: Counter[str] = Counter()
        self.bot_wins: Counter[str] = Counter()
        for game in games:
            self.add(game)

    def add(self, game: GameSummary) -> None:
        """Count one more game."""
        if not self.games:
            self.others = max(1, len(game.sides) - 1)
        self.games += 1
        self.hands += game.hands
        self.lengths[game.hands] += 1
        self.contracts += game.contracts
        self.made += game.made
        self.points += game.points
        self.dealer_edge += game.dealer_edge
        self.bids.update(game.bids)
        self.bids_made.update(game.bids_made)
        self.awarded.update(game.awarded)
        self.to_bidder.update(game.awarded_to_bidder)
        self.fired.update(game.fired)
        winners = game.sides[game.winner] if game.winner is not None else ()
        self.cut_off += game.winner is None
        self.seat_wins.update(winners)
        self.bot_games.update(set(game.bots))
        self.bot_wins.update({game.bots[seat] for seat in winners})

    def median_length(self) -> int | float | None:
        """The median game length, as :func:`statistics.median` gives it for the list of lengths."""
        if not self.games:
            return None
        middle = self.games // 2
        lengths = sorted(self.lengths.items())
        upper = _nth(lengths, middle)
        return upper if self.games % 2 else (_nth(lengths, middle - 1) + upper) / 2


def _nth(counted: list[tuple[int, int]], index: int) -> int:
    """The ``index``-th (from 0) value of the sorted list that ``counted`` (value, count) pairs make."""
    for value, count in counted:
        if index < count:
            return value
        index -= count
    raise IndexError(index)


def build_report(rules: Rules, plan: RunPlan, totals: RunTotals) -> dict[str, Any]:
    """Every figure of the report of the games counted in ``totals``."""
    variant = rules.variant
    games, hands = totals.games, totals.hands
    return {
        "format": FORMAT,
        "variant": variant.id,
        "players": plan.players,
        "games": games,
        "seed": plan.seed,
        "bots": list(plan.bots),
        "rotate_bots": plan.rotate,
        "target": plan.target if plan.target is not None else variant.game.target,
        "max_hands": plan.max_hands,
        "hands": hands,
        "wins": {
            "by_seat": [
                {"seat": seat, "wins": totals.seat_wins[seat], "rate": _rate(totals.seat_wins[seat], games)}
                for seat in range(plan.players)
            ],
            "by_bot": [
                {
                    "bot": bot,
                    "games": totals.bot_games[bot],
                    "wins": totals.bot_wins[bot],
                    "rate": _rate(totals.bot_wins[bot], totals.bot_games[bot]),
                }
                for bot in sorted(totals.bot_games)
            ],
            "cut_off": totals.cut_off,
        },
        "bids": {
            "contracts": totals.contracts,
            "make_rate": _rate(totals.made, totals.contracts),
            "by_level": [
                {
                    "bid": bid,
                    "hands": totals.bids[bid],
                    "share": _rate(totals.bids[bid], hands),
                    "made": totals.bids_made[bid],
                    "make_rate": _rate(totals.bids_made[bid], totals.bids[bid]),
                }
                for bid in (variant.auction.bids if variant.auction is not None else ())
            ],
        },
        "points": {
            "per_hand": _rate(totals.points, hands),
            "by_point": [
                {
                    "point": point.id,
                    "name": point.name,
                    "awarded": totals.awarded[point.id],
                    "rate": _rate(totals.awarded[point.id], hands),
                    "to_bidder_rate": _rate(totals.to_bidder[point.id], totals.awarded[point.id]) if variant.auction else None,
                }
                for point in variant.points
            ],
        },
        "rules": [
            {
                "rule": check.id,
                "name": check.name,
                "description": check.description,
                "hands": totals.fired[check.id],
                "rate": _rate(totals.fired[check.id], hands),
            }
            for check in rule_checks(rules)
        ],
        "dealer_advantage": _rate(totals.dealer_edge, totals.others * hands),
        "game_length": {
            "mean": _rate(hands, games),
            "median": totals.median_length(),
            "min": min(totals.lengths, default=None),
            "max": max(totals.lengths, default=None),
            "histogram": {str(length): count for length, count in sorted(totals.lengths.items())},
        },
    }


def report_json(report: dict[str, Any]) -> str:
    """The report as indented JSON text, ending in a newline."""
    return json.dumps(report, indent=2, ensure_ascii=False) + "\n"


def print_report(console: Console, report: dict[str, Any], rules: Rules, lang: Language) -> None:
    """Show ``report`` (of a run of ``rules``) as tables, in ``lang``."""
    wins = Table(title=lang("report-wins"), title_justify="left")
    wins.add_column(lang("report-column-seat-or-bot"))
    wins.add_column(lang("report-column-wins"), justify="right")
    wins.add_column(lang("report-column-rate"), justify="right")
    for row in report["wins"]["by_seat"]:
        wins.add_row(lang("report-seat", seat=row["seat"]), str(row["wins"]), percent(row["rate"], lang))
    for row in report["wins"]["by_bot"]:
        wins.add_row(lang("report-bot-games", bot=row["bot"], games=row["games"]), str(row["wins"]), percent(row["rate"], lang))
    if report["wins"]["cut_off"]:
        cut_off = report["wins"]["cut_off"]
        wins.add_row(lang("report-cut-off"), str(cut_off), percent(cut_off / report["games"], lang))
    console.print(wins)

    levels = report["bids"]["by_level"]
    if levels:
        bids = Table(title=lang("report-bids", rate=percent(report["bids"]["make_rate"], lang)), title_justify="left")
        for name in ("bid", "hands", "share", "made", "make-rate"):
            bids.add_column(lang(f"report-column-{name}"), justify="right")
        for row in levels:
            shares = (percent(row["share"], lang), str(row["made"]), percent(row["make_rate"], lang))
            bids.add_row(str(row["bid"]), str(row["hands"]), *shares)
        console.print(bids)

    with_bidder = bool(levels)
    per_hand = figure(report["points"]["per_hand"], 2, lang)
    points = Table(title=lang("report-points", **{"per-hand": per_hand}), title_justify="left")
    points.add_column(lang("report-column-point"))
    for name in ("awarded", "of-hands") + (("to-bidder",) if with_bidder else ()):
        points.add_column(lang(f"report-column-{name}"), justify="right")
    for row in report["points"]["by_point"]:
        cells = [own_words(row["name"], lang), str(row["awarded"]), percent(row["rate"], lang)]
        points.add_row(*cells, *([percent(row["to_bidder_rate"], lang)] if with_bidder else []))
    console.print(points)

    described = {check.id: check.words(lang)[1] for check in rule_checks(rules)}
    table = Table(title=lang("report-rules"), title_justify="left")
    table.add_column(lang("report-column-what-happened"))
    table.add_column(lang("report-column-hands"), justify="right")
    table.add_column(lang("report-column-of-hands"), justify="right")
    for row in report["rules"]:
        table.add_row(described[row["rule"]], str(row["hands"]), percent(row["rate"], lang))
    console.print(table)

    length = report["game_length"]
    if report["dealer_advantage"] is None:
        console.print(lang("report-no-hands"))
        return
    mean, median = figure(length["mean"], 1, lang), count(length["median"], lang)
    console.print(
        lang("report-game-length", mean=mean, median=median, shortest=str(length["min"]), longest=str(length["max"]))
        + "\n"
        + lang("report-dealer-edge", edge=figure(report["dealer_advantage"], 2, lang, signed=True))
    )
