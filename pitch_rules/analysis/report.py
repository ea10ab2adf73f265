"""A simulation report: game summaries gathered into figures, shown as tables or JSON.

The report is a plain JSON-ready dict built from whole-number counts, in game
order, so the same games always give the same bytes however they were played.
"""

from __future__ import annotations

import json
import statistics
from collections import Counter
from collections.abc import Sequence
from typing import Any

from rich.console import Console
from rich.table import Table

from ..engine import Rules
from .formatting import count, figure, percent
from .runner import RunPlan
from .stats import GameSummary, rule_checks

FORMAT = "pitch-report/1"


def _rate(part: float, whole: float) -> float | None:
    return round(part / whole, 4) if whole else None


def build_report(rules: Rules, plan: RunPlan, games: Sequence[GameSummary]) -> dict[str, Any]:
    """Every figure of the report for ``games`` (summaries in game order)."""
    variant = rules.variant
    hands = sum(game.hands for game in games)
    lengths = [game.hands for game in games]
    bids: Counter[int] = Counter()
    bids_made: Counter[int] = Counter()
    awarded: Counter[str] = Counter()
    to_bidder: Counter[str] = Counter()
    fired: Counter[str] = Counter()
    seat_wins: Counter[int] = Counter()
    bot_games: Counter[str] = Counter()
    bot_wins: Counter[str] = Counter()
    for game in games:
        bids.update(game.bids)
        bids_made.update(game.bids_made)
        awarded.update(game.awarded)
        to_bidder.update(game.awarded_to_bidder)
        fired.update(game.fired)
        winners = game.sides[game.winner] if game.winner is not None else ()
        seat_wins.update(winners)
        bot_games.update(set(game.bots))
        bot_wins.update({game.bots[seat] for seat in winners})
    others = max(1, len(games[0].sides) - 1) if games else 1
    return {
        "format": FORMAT,
        "variant": variant.id,
        "players": plan.players,
        "games": len(games),
        "seed": plan.seed,
        "bots": list(plan.bots),
        "rotate_bots": plan.rotate,
        "target": plan.target if plan.target is not None else variant.game.target,
        "max_hands": plan.max_hands,
        "hands": hands,
        "wins": {
            "by_seat": [
                {"seat": seat, "wins": seat_wins[seat], "rate": _rate(seat_wins[seat], len(games))}
                for seat in range(plan.players)
            ],
            "by_bot": [
                {"bot": bot, "games": bot_games[bot], "wins": bot_wins[bot], "rate": _rate(bot_wins[bot], bot_games[bot])}
                for bot in sorted(bot_games)
            ],
            "cut_off": sum(1 for game in games if game.winner is None),
        },
        "bids": {
            "contracts": sum(game.contracts for game in games),
            "make_rate": _rate(sum(game.made for game in games), sum(game.contracts for game in games)),
            "by_level": [
                {
                    "bid": bid,
                    "hands": bids[bid],
                    "share": _rate(bids[bid], hands),
                    "made": bids_made[bid],
                    "make_rate": _rate(bids_made[bid], bids[bid]),
                }
                for bid in (variant.auction.bids if variant.auction is not None else ())
            ],
        },
        "points": {
            "per_hand": _rate(sum(game.points for game in games), hands),
            "by_point": [
                {
                    "point": point.id,
                    "name": point.name,
                    "awarded": awarded[point.id],
                    "rate": _rate(awarded[point.id], hands),
                    "to_bidder_rate": _rate(to_bidder[point.id], awarded[point.id]) if variant.auction else None,
                }
                for point in variant.points
            ],
        },
        "rules": [
            {"rule": check.id, "name": check.name, "description": check.description, "hands": fired[check.id], "rate": _rate(fired[check.id], hands)}
            for check in rule_checks(rules)
        ],
        "dealer_advantage": _rate(sum(game.dealer_edge for game in games), others * hands),
        "game_length": {
            "mean": _rate(hands, len(games)),
            "median": statistics.median(lengths) if lengths else None,
            "min": min(lengths, default=None),
            "max": max(lengths, default=None),
            "histogram": {str(length): count for length, count in sorted(Counter(lengths).items())},
        },
    }


def report_json(report: dict[str, Any]) -> str:
    """The report as indented JSON text, ending in a newline."""
    return json.dumps(report, indent=2, ensure_ascii=False) + "\n"


def print_report(console: Console, report: dict[str, Any]) -> None:
    """Show ``report`` as tables."""
    wins = Table(title="Wins", title_justify="left")
    wins.add_column("seat or bot")
    wins.add_column("wins", justify="right")
    wins.add_column("rate", justify="right")
    for row in report["wins"]["by_seat"]:
        wins.add_row(f"seat {row['seat']}", str(row["wins"]), percent(row["rate"]))
    for row in report["wins"]["by_bot"]:
        wins.add_row(f"bot {row['bot']} ({row['games']} games)", str(row["wins"]), percent(row["rate"]))
    if report["wins"]["cut_off"]:
        wins.add_row("cut off", str(report["wins"]["cut_off"]), percent(report["wins"]["cut_off"] / report["games"]))
    console.print(wins)

    levels = report["bids"]["by_level"]
    if levels:
        bids = Table(title=f"Bids (made {percent(report['bids']['make_rate'])} of contracts)", title_justify="left")
        for name in ("bid", "hands", "share", "made", "make rate"):
            bids.add_column(name, justify="right")
        for row in levels:
            bids.add_row(str(row["bid"]), str(row["hands"]), percent(row["share"]), str(row["made"]), percent(row["make_rate"]))
        console.print(bids)

    with_bidder = bool(levels)
    points = Table(title=f"Points ({figure(report['points']['per_hand'], 2)} awarded per hand)", title_justify="left")
    points.add_column("point")
    for name in ("awarded", "of hands") + (("to the bidder's side",) if with_bidder else ()):
        points.add_column(name, justify="right")
    for row in report["points"]["by_point"]:
        cells = [row["name"], str(row["awarded"]), percent(row["rate"])]
        points.add_row(*cells, *([percent(row["to_bidder_rate"])] if with_bidder else []))
    console.print(points)

    rules = Table(title="Rules in play", title_justify="left")
    rules.add_column("what happened")
    rules.add_column("hands", justify="right")
    rules.add_column("of hands", justify="right")
    for row in report["rules"]:
        rules.add_row(row["description"], str(row["hands"]), percent(row["rate"]))
    console.print(rules)

    length = report["game_length"]
    if report["dealer_advantage"] is None:
        console.print("No hands played.")
        return
    console.print(
        f"Game length: {figure(length['mean'], 1)} hands on average (median {count(length['median'])}, "
        f"{length['min']} to {length['max']}).\n"
        f"Dealer's edge: {figure(report['dealer_advantage'], 2, signed=True)} points per hand over each other side."
    )
