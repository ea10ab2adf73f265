"""How figures are printed for people: rates as percentages, other figures with as
many decimals as they mean (points per hand to the hundredth, hands per game to
the tenth), written the reader's way (``65.5%``, ``65,5 %``, ``%65,5``). JSON keeps
the figures themselves.
"""

from __future__ import annotations

from ..i18n import Language

PERCENT_DECIMALS = 1
"""Decimals of a percentage: 65.5%."""


def percent(rate: float | None, lang: Language, signed: bool = False) -> str:
    """A rate (0 to 1) as a percentage, ``65.5%``; a difference of rates, signed, in points: ``+0.6 pts``."""
    if rate is None:
        return "-"
    shown = _rounded(rate * 100, PERCENT_DECIMALS)
    if signed:
        return lang("report-percentage-points", difference=_signed(lang.number(shown, PERCENT_DECIMALS)))
    return lang.percent(shown / 100, PERCENT_DECIMALS)


def figure(value: float | None, decimals: int, lang: Language, signed: bool = False) -> str:
    """A figure rounded to ``decimals`` places (``+`` in front when ``signed``); ``-`` for none."""
    if value is None:
        return "-"
    text = lang.number(_rounded(value, decimals), decimals)
    return _signed(text) if signed else text


def count(value: float | None, lang: Language) -> str:
    """A count that may be a half (a median): ``7`` or ``7.5``."""
    return "-" if value is None else lang.number(value, 0 if value == int(value) else 1)


def _rounded(value: float, decimals: int) -> float:
    """``value`` rounded to ``decimals`` places as Python prints it (``f"{value:.1f}"``), zero unsigned."""
    return float(f"{value:.{decimals}f}") or 0.0


def _signed(text: str) -> str:
    """A formatted number with its sign shown: ``+0.6``, ``-0.6``."""
    return text if text.startswith("-") else f"+{text}"
