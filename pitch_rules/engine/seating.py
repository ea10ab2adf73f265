"""Who sits where at a table of one variant: sides, turn order and the deal's layout, worked out once."""

from __future__ import annotations

from functools import lru_cache

from .dealing import DealPlan
from .rules import Rules


class Seating:
    """What is fixed for a variant at one number of players; shared by every game at such a table, never changed.

    ``sides`` lists each side's seats and ``side_of`` each seat's side;
    ``seat_after[s]`` is every seat in turn from ``s`` (itself first),
    ``followers[s]`` the seats after it, ``next_seat[s]`` the seat to its left.
    """

    __slots__ = ("players", "sides", "side_of", "next_seat", "seat_after", "followers", "deal_plan")

    def __init__(self, rules: Rules, players: int) -> None:
        self.players = players
        self.sides = rules.variant.sides.seats_by_side(players)
        self.side_of = [0] * players
        for side, seats in enumerate(self.sides):
            for seat in seats:
                self.side_of[seat] = side
        self.seat_after = tuple(tuple((seat + k) % players for k in range(players)) for seat in range(players))
        self.followers = tuple(seats[1:] for seats in self.seat_after)
        self.next_seat = tuple(seats[1 % players] for seats in self.seat_after)
        self.deal_plan = DealPlan(rules, players)


@lru_cache(maxsize=64)
def seating(rules: Rules, players: int) -> Seating:
    """The :class:`Seating` of ``rules`` at ``players`` players, made once (for the last few variants played)."""
    return Seating(rules, players)
