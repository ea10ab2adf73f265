"""Actions a player can take: pass, bid a number, or play a card."""

from __future__ import annotations

from typing import NamedTuple


class Action(NamedTuple):
    """One move. ``kind`` is ``"pass"``, ``"bid"`` or ``"play"``.

    ``value`` is the bid (an int) or the card (its two-letter text, e.g. ``"TH"``).
    Actions compare by value, so ``Action("bid", 3) == bid(3)``.
    """

    kind: str
    value: int | str | None = None

    def __str__(self) -> str:
        if self.kind == "pass":
            return "pass"
        if self.kind == "bid":
            return f"bid {self.value}"
        return str(self.value)


PASS = Action("pass")


def bid(amount: int) -> Action:
    """The action of bidding ``amount``."""
    return Action("bid", amount)


def play(card: str) -> Action:
    """The action of playing ``card`` (canonical text such as ``"TH"``)."""
    return Action("play", card)
