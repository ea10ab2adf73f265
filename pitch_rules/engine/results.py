"""Immutable records of what happened: tricks, awards, thrown-in deals and whole hands."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple


class Trick(NamedTuple):
    """A finished trick: who led, the cards in playing order, who won it."""

    leader: int
    plays: tuple[int, ...]
    winner: int


class Award(NamedTuple):
    """One scoring point's outcome: the side that won it (or None) and its card."""

    point: str
    side: int | None
    card: int | None


class ThrownIn(NamedTuple):
    """A deal not played out: thrown in (everyone passed, the cards ran out, a misdeal), or the
    deal during which the game was won before play. ``scores`` are every side's scores after it;
    ``sale`` holds the eldest's decisions in a sell-out (an offer nobody took).
    """

    dealer: int
    deal: tuple[tuple[int, ...], ...]
    stock: tuple[int, ...]
    upcards: tuple[int, ...]
    begging: tuple[tuple[int, str], ...]
    bids: tuple[tuple[int, int | None], ...]
    scores: tuple[int, ...]
    sale: tuple[tuple[int, str], ...] = ()
    misdeal: bool = False


class HandResult(NamedTuple):
    """Everything that happened in one finished hand (cards as ints).

    ``bidder`` is -1 and ``bid`` 0 in games without an auction; ``bid`` is 0 with a
    bidder when everyone passed and that player pitched with no contract. ``stock``
    is the undealt stock (or widow) after the deal, top first; ``upcards`` the cards
    turned up for trump; ``begging`` the stand/beg/give/run decisions; ``exchanges``
    each exchange turn's discards; ``thrown_in`` the deals thrown in just before this
    one; ``sale`` the eldest's pitch/sell and accept/refuse decisions in a sell-out;
    ``called`` the card the bidder called for a partner. ``hand_sides`` are the
    teams of seats formed for this hand only (bidder's team first), if any: then an
    award's side is its team's first side, ``won`` gives each side its team's
    points, and ``game_points`` each side's own trick points. Where only trumps are
    played, ``folded_after`` gives each seat the number of tricks it played before it
    folded, out of trumps (empty in other games: every seat plays to every trick).
    """

    dealer: int
    deal: tuple[tuple[int, ...], ...]
    bids: tuple[tuple[int, int | None], ...]
    bidder: int
    bid: int
    trump: int
    tricks: tuple[Trick, ...]
    awards: tuple[Award, ...]
    won: tuple[int, ...]
    game_points: tuple[int, ...]
    made: bool
    score_changes: tuple[int, ...]
    scores: tuple[int, ...]
    thrown_in: tuple[ThrownIn, ...] = ()
    stock: tuple[int, ...] = ()
    upcards: tuple[int, ...] = ()
    begging: tuple[tuple[int, str], ...] = ()
    exchanges: tuple[tuple[int, tuple[int, ...]], ...] = ()
    sale: tuple[tuple[int, str], ...] = ()
    called: int | None = None
    hand_sides: tuple[tuple[int, ...], ...] = ()
    folded_after: tuple[int | None, ...] = ()


def trick_seats(players: int, leader: int, index: int, folded_after: Sequence[int | None]) -> tuple[int, ...]:
    """The seats that play to trick ``index`` (from 0) of a hand led by ``leader``, in turn: every seat, but for those
    that folded before it (``folded_after``: per seat, the tricks it played before folding, None while it has not;
    empty where nobody folds)."""
    seats = tuple((leader + k) % players for k in range(players))
    if not folded_after:
        return seats
    return tuple(seat for seat in seats if (tricks := folded_after[seat]) is None or tricks > index)


Deal = Sequence[Sequence[str]] | Mapping[str, Any]
"""A given deal: card texts per seat, or ``{"hands": [...], "stock": [...]}`` with the stock top first."""


class LaidOut(NamedTuple):
    """A deal as card numbers, already checked: each seat's cards, the stock (top first), the dead cards."""

    hands: list[list[int]]
    stock: list[int]
    dead: list[int]
