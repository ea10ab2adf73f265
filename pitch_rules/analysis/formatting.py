"""How figures are printed for people: rates as percentages, other figures with as
many decimals as they mean (points per hand to the hundredth, hands per game to
the tenth). JSON keeps the figures themselves.
"""

from __future__ import annotations

PERCENT_DECIMALS = 1
"""Decimals of a percentage: 65.5%."""


def percent(rate: float | None, signed: bool = False) -> str:
    """A rate (0 to 1) as a percentage, ``65.5%``; a difference of rates, signed, in points: ``+0.6 pts``."""
    if rate is None:
        return "-"
    rate = rate if round(rate * 100, PERCENT_DECIMALS) else 0.0  # no "-0.0"
    if signed:
        return f"{rate * 100:+.{PERCENT_DECIMALS}f} pts"
    return f"{rate * 100:.{PERCENT_DECIMALS}f}%"


def figure(value: float | None, decimals: int, signed: bool = False) -> str:
    """A figure rounded to ``decimals`` places (``+`` in front when ``signed``); ``-`` for none."""
    if value is None:
        return "-"
    value = value if round(value, decimals) else 0.0  # no "-0.00"
    return f"{value:+.{decimals}f}" if signed else f"{value:.{decimals}f}"


def count(value: float | None) -> str:
    """A count that may be a half (a median): ``7`` or ``7.5``."""
    return "-" if value is None else f"{value:g}"
