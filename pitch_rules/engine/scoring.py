"""Scoring a finished hand: the variant's points, contract and winner rule, evaluated."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ..dsl import EvalContext
from .results import Award
from .rules import Rules


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
) -> HandScore:
    """Award the variant's points, apply the contract to ``scores`` (in place), find a winner.

    ``captor`` and ``holder`` map cards to seats; ``bidder`` is -1 without an auction,
    and then every side is scored by the contract's ``others`` rule.
    """
    variant = rules.variant
    game_points = [0] * sides
    value = rules.trick_value
    captor_side = {}
    for card, seat in captor.items():
        side = side_of[seat]
        captor_side[card] = side
        game_points[side] += value[card]
    holder_side = {card: side_of[seat] for card, seat in holder.items()}
    bidder_side = side_of[bidder] if bidder >= 0 else None
    scores_before = tuple(scores)
    ctx = EvalContext(
        trump=trump,
        in_play=frozenset(holder_side),
        bidder=bidder_side,
        bid=bid,
        trick_points=game_points,
        captor_side=captor_side,
        holder_side=holder_side,
        card_power=rules.power[trump],
        card_is_trump=rules.is_trump[trump],
        card_index=rules.card_by_rank_suit,
        natural_suit=rules.suit_of,
        off_suit=rules.off_suit,
        scores=scores,
        target=target,
    )
    won = [0] * sides
    awards = []
    for point in variant.points:
        ctx.card = point.card.evaluate(ctx) if point.card is not None else None
        side = point.to.evaluate(ctx)
        if side is not None:
            won[side] += point.value
        awards.append(Award(point.id, side, ctx.card))
    contract = variant.contract
    changes = [0] * sides
    made = False
    for side in range(sides):
        ctx.won = won[side]
        ctx.side = side
        if side == bidder_side:
            ctx.made = made = bool(contract.made.evaluate(ctx))
            changes[side] = contract.bidder.evaluate(ctx)
        else:
            changes[side] = contract.others.evaluate(ctx)
    for side in range(sides):
        scores[side] += changes[side]
    ctx.won = won[bidder_side] if bidder_side is not None else 0
    ctx.made, ctx.side = made, None
    ctx.scores_before = scores_before
    ctx.awards = [(award.side, point.value) for award, point in zip(awards, variant.points)]
    return HandScore(
        awards=tuple(awards),
        won=tuple(won),
        game_points=tuple(game_points),
        made=made,
        changes=tuple(changes),
        winner=variant.game.winner.evaluate(ctx),
    )
