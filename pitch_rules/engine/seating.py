"""Who sits where at a table of one variant: sides, turn order and the deal's layout, worked out once."""

from __future__ import annotations

from bisect import bisect_left
from functools import lru_cache
from typing import NamedTuple

from .dealing import DealPlan
from .rules import Rules


class Seating:
    """What is fixed for a variant at one number of players; shared by every game at such a table, never changed.

    ``sides`` lists each side's seats and ``side_of`` each seat's side;
    ``seat_after[s]`` is every seat in turn from ``s`` (itself first),
    ``followers[s]`` the seats after it, ``next_seat[s]`` the seat to its left;
    ``everyone`` is the same turn order as a :class:`Ring` of every seat.
    """

    __slots__ = ("players", "sides", "side_of", "next_seat", "seat_after", "followers", "deal_plan", "everyone")

    def __init__(self, rules: Rules, players: int) -> None:
        self.players = players
        self.sides = rules.variant.sides.seats_by_side(players)
        self.side_of = [0] * players
        for side, seats in enumerate(self.sides):
            for seat in seats:
                self.side_of[seat] = side
        self.everyone = everyone = ring(players, tuple(range(players)))
        self.seat_after, self.followers, self.next_seat = everyone.seat_after, everyone.followers, everyone.next_seat
        self.deal_plan = DealPlan(rules, players)


class Ring(NamedTuple):
    """Who plays after whom when only some seats of a table play (the others have folded)."""

    seat_after: tuple[tuple[int, ...], ...]
    """From each seat: itself if it plays, then the others that play, in turn on its left."""
    followers: tuple[tuple[int, ...], ...]
    """From each seat: the others that play, in turn on its left."""
    next_seat: tuple[int, ...]
    """From each seat: the next on its left that plays (itself, if it alone plays)."""
    size: int
    """How many seats play."""


@lru_cache(maxsize=1024)
def ring(players: int, playing: tuple[int, ...]) -> Ring:
    """The :class:`Ring` of the seats ``playing`` (in seat order, at least one) at a table of ``players``: made once for
    each (a table of ``players`` has at most ``2 ** players`` of them)."""
    seat_after = []
    for seat in range(players):
        place = bisect_left(playing, seat)
        seat_after.append(playing[place:] + playing[:place])
    followers = tuple(seats[1:] if seats[0] == seat else seats for seat, seats in enumerate(seat_after))
    next_seat = tuple(seats[1 % len(seats)] if seats[0] == seat else seats[0] for seat, seats in enumerate(seat_after))
    return Ring(tuple(seat_after), followers, next_seat, len(playing))


@lru_cache(maxsize=64)
def seating(rules: Rules, players: int) -> Seating:
    """The :class:`Seating` of ``rules`` at ``players`` players, made once (for the last few variants played)."""
    return Seating(rules, players)
