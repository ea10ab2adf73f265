"""Actions a player can take: pass, bid a number, name trump, discard, call a partner's card, or play a card."""

from __future__ import annotations

from typing import Literal, NamedTuple


class Action(NamedTuple):
    """One move, by ``kind``:

    - ``pass`` and ``bid`` (``value``: the amount) in the auction;
    - ``pitch`` or ``sell``, then ``accept`` or ``refuse``, for the eldest hand who owns the pitch (a sell-out);
    - ``trump`` (``value``: a suit letter) when the bidder names trump;
    - ``stand``, ``beg``, ``give`` and ``run`` when trump is turned up and may be begged;
    - ``discard`` (``value``: a card) and ``done`` in an exchange;
    - ``call`` (``value``: a card) when the bidder calls a partner for the hand;
    - ``play`` (``value``: a card's text, e.g. ``"TH"``) in play.

    Actions compare by value, so ``Action("bid", 3) == bid(3)``.
    """

    kind: str
    value: int | str | None = None

    def __str__(self) -> str:
        if self.kind == "play":
            return str(self.value)
        return self.kind if self.value is None else f"{self.kind} {self.value}"


class ActionKind(NamedTuple):
    """A kind of action and what its value ranges over: a ``card`` of the deck, a ``bid`` of the auction, a ``suit``, or nothing."""

    name: str
    value: Literal["card", "bid", "suit"] | None = None


ACTION_KINDS: tuple[ActionKind, ...] = (
    ActionKind("play", "card"),
    ActionKind("pass"),
    ActionKind("bid", "bid"),
    ActionKind("trump", "suit"),
    ActionKind("stand"),
    ActionKind("beg"),
    ActionKind("give"),
    ActionKind("run"),
    ActionKind("discard", "card"),
    ActionKind("done"),
    ActionKind("pitch"),
    ActionKind("sell"),
    ActionKind("accept"),
    ActionKind("refuse"),
    ActionKind("call", "card"),
)
"""Every kind of action, in the order that numbers a variant's actions (:attr:`Rules.actions`).

A new kind goes at the end, so that the numbers of the others stay as they are.
"""

PASS = Action("pass")
STAND = Action("stand")
BEG = Action("beg")
GIVE = Action("give")
RUN = Action("run")
DONE = Action("done")
PITCH = Action("pitch")
SELL = Action("sell")
ACCEPT = Action("accept")
REFUSE = Action("refuse")


def bid(amount: int) -> Action:
    """The action of bidding ``amount``."""
    return Action("bid", amount)


def play(card: str) -> Action:
    """The action of playing ``card`` (canonical text such as ``"TH"``)."""
    return Action("play", card)
