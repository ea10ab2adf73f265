"""Scoring a finished hand: the variant's points, contract and winner rule, evaluated."""

from __future__ import annotations

import operator
from collections.abc import Sequence
from typing import NamedTuple

from ..dsl import MAX_NUMBER, check_number
from .results import Award
from .rules import Rules

LOWEST = -MAX_NUMBER
_new = tuple.__new__


class HandScore(NamedTuple):
    """The outcome of scoring one hand."""

    awards: tuple[Award, ...]
    won: tuple[int, ...]
    game_points: tuple[int, ...]
    made: bool
    changes: tuple[int, ...]
    winner: int | None


def score_hand(
    rules: Rules,
    *,
    trump: int,
    side_of: Sequence[int],
    sides: int,
    captor: dict[int, int],
    holder: dict[int, int],
    bidder: int,
    bid: int,
    scores: list[int],
    target: int,
    dealer: int,
    eldest: int,
    during: Sequence[tuple[int, int]] = (),
    scores_at_deal: Sequence[int] | None = None,
    members: Sequence[Sequence[int]] | None = None,
    seat_sides: Sequence[int] = (),
) -> HandScore:
    """Award the variant's points, apply the contract to ``scores`` (in place), find a winner.

    ``captor`` and ``holder`` map cards to seats and ``side_of`` seats to sides (with as
    many sides as seats, seat s is side s); ``bidder`` is -1 without an auction,
    and then every side is scored by the contract's ``others`` rule. ``dealer`` and
    ``eldest`` are seats; ``during`` the points scored at once during the hand, in
    order, as (side, points), and ``scores_at_deal`` the scores before them.
    Raises NumberLimitError when a contract rule gives a number, or makes a score,
    beyond the limit.

    With ``members`` (teams formed for this hand only), ``side_of`` maps seats to
    those teams and ``sides`` counts them: points, trick points and the contract go
    by team, ``members[t]`` lists team t's sides of the game, every member's score
    (in ``scores``, one per side of the game) changes by its team's, and the
    winner is a side of the game (``seat_sides`` gives each seat's side of the game
    for it). Changes are per side of the game.
    """
    variant = rules.variant
    game_points = [0] * sides
    value = rules.trick_value
    if sides == len(side_of):  # one seat per side: sides are seats, and the seat maps serve as they are
        captor_side, holder_side = captor, holder
    else:
        captor_side = {card: side_of[seat] for card, seat in captor.items()}
        holder_side = {card: side_of[seat] for card, seat in holder.items()}
    for card in rules.counters.intersection(captor):
        game_points[captor_side[card]] += value[card]
    bidder_side = side_of[bidder] if bidder >= 0 else None
    ctx = rules.context(trump, frozenset(holder_side), scores, target, game_points, bidder_side, bid, captor_side, holder_side)
    ctx.dealer, ctx.eldest = side_of[dealer], side_of[eldest]
    ctx.trump_order, ctx.tied_trumps = rules.trump_order[trump], rules.tied_trumps[trump]
    won = [0] * sides
    awards = []
    awarded: list[tuple[int | None, int]] = []
    for point_id, worth, card_of, to in rules.scoring_points:
        chosen = ctx.card = card_of(ctx) if card_of is not None else None
        side = to(ctx)
        if side is not None:
            won[side] += worth
        awards.append(_new(Award, (point_id, side, chosen)))
        awarded.append((side, worth))
    contract = variant.contract
    changes = [0] * sides
    ctx.points_won = won
    made = False
    if bidder_side is not None:
        ctx.won, ctx.side = won[bidder_side], bidder_side
        ctx.made = made = bool(contract.made.evaluate(ctx))
    for side in range(sides):
        ctx.won = won[side]
        ctx.side = side
        if side == bidder_side:
            changes[side] = contract.bidder.evaluate(ctx)
        else:
            changes[side] = contract.others.evaluate(ctx)
    ctx.awards = awarded
    if members is not None:
        changes, ctx.bidder, ctx.awards = _by_member(members, changes, bidder_side, made, ctx.awards)
        ctx.points_won = _per_side(members, won)
        ctx.dealer, ctx.eldest = seat_sides[dealer], seat_sides[eldest]
    for side, change in enumerate(changes):
        total = scores[side] + change
        if not LOWEST <= total <= MAX_NUMBER:
            _out_of_bounds(side, change, total, ctx.bidder)
        scores[side] = total
    ctx.won = won[bidder_side] if bidder_side is not None else 0
    ctx.side = None
    ctx.scores_before = scores_at_deal if scores_at_deal is not None else tuple(map(operator.sub, scores, changes))
    ctx.during = during
    winner = variant.game.winner.evaluate(ctx)
    return _new(HandScore, (tuple(awards), tuple(won), tuple(game_points), made, tuple(changes), winner))


def _out_of_bounds(side: int, change: int, total: int, bidder: int | None) -> None:
    """Raise NumberLimitError naming the contract rule whose number, or the score it made, is too large."""
    rule = "bidder" if side == bidder else "others"
    check_number(change, f"the contract's {rule} rule")
    check_number(total, f"adding the contract's {rule} rule to side {side}'s score")


def _per_side(members: Sequence[Sequence[int]], by_team: Sequence[int]) -> list[int]:
    """A number per team, as a number per side of the game: each member has its team's."""
    per_side = [0] * sum(len(team) for team in members)
    for team, sides in enumerate(members):
        for side in sides:
            per_side[side] = by_team[team]
    return per_side


def _by_member(
    members: Sequence[Sequence[int]],
    changes: list[int],
    bidder_team: int | None,
    made: bool,
    awards: list[tuple[int | None, int]],
) -> tuple[list[int], int | None, list[tuple[int | None, int]]]:
    """Teams' changes, bidder and awards as the game's sides: every member has its team's.

    A bidding team that was set back keeps its awards with the bidder alone (who counts nothing).
    """
    by_side = _per_side(members, changes)
    bidder = None if bidder_team is None else members[bidder_team][0]
    each = [
        (side, value)
        for team, value in awards
        for side in ([None] if team is None else [bidder] if team == bidder_team and not made else members[team])
    ]
    return by_side, bidder, each
