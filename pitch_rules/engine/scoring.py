"""Scoring a finished hand: the variant's points, contract and winner rule, evaluated."""

from __future__ import annotations

import operator
from collections.abc import Sequence
from typing import NamedTuple

from ..dsl import MAX_NUMBER, check_number
from ..problems import Said
from .results import Award
from .rules import Rules

LOWEST = -MAX_NUMBER
_new = tuple.__new__
_side_of = operator.itemgetter(1)
"""An award's side."""


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
    /,
) -> HandScore:
    """Award the variant's points, apply the contract to ``scores`` (in place), find a winner.

    ``captor`` maps each card played to the seat that took it (its cards are the cards
    in play), ``holder`` each card in play to the seat that held it (empty unless
    ``rules.scoring.reads_holder``), and ``side_of`` seats to sides (with as many sides
    as seats, seat s is side s); ``bidder`` is -1 without an auction,
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
    points, values, made_rule, bidder_rule, others_rule, winner_rule, counts_in_order, _ = rules.scoring
    game_points = trick_points(rules, captor, side_of, sides)
    bidder_side = side_of[bidder] if bidder >= 0 else None
    idle = rules.scoring_contexts[trump]
    ctx = idle.pop() if idle else rules.context(trump)
    ctx.in_play, ctx.in_play_index = None, captor  # every card in play has been played
    ctx.bidder = bidder_side
    ctx.bid = bid
    ctx.trick_points = game_points
    ctx.captor_seat = captor
    ctx.holder_seat = holder
    ctx.seat_side = side_of
    ctx.scores = scores
    ctx.target = target
    ctx.dealer, ctx.eldest = side_of[dealer], side_of[eldest]
    won = [0] * sides
    awards = []
    for point_id, worth, card_of, to, made_before in points:
        chosen = card_of(ctx) if card_of is not None else None
        if to is None:  # to the card's captor
            seat = captor.get(chosen)  # type: ignore[arg-type]  # none: no seat
            side = None if seat is None else side_of[seat]
        else:
            ctx.card = chosen
            side = to(ctx)
        if side is not None:
            won[side] += worth
        try:
            award = made_before[side, chosen]
        except KeyError:
            award = made_before[side, chosen] = _new(Award, (point_id, side, chosen))
        awards.append(award)
    ctx.points_won = won
    if bidder_side is None:
        made = ctx.made = False
    else:
        ctx.won, ctx.side = won[bidder_side], bidder_side
        made = ctx.made = bool(made_rule(ctx))
        bidder_change = bidder_rule(ctx)
    if others_rule is None:
        changes = won.copy()
    else:
        changes = [0] * sides
        for side in range(sides):
            if side != bidder_side:
                ctx.won, ctx.side = won[side], side
                changes[side] = others_rule(ctx)
    if bidder_side is not None:
        changes[bidder_side] = bidder_change
    if members is not None:
        changes, ctx.bidder = _per_side(members, changes), None if bidder_side is None else members[bidder_side][0]
        ctx.points_won = _per_side(members, won)
        ctx.dealer, ctx.eldest = seat_sides[dealer], seat_sides[eldest]
    for side, change in enumerate(changes):
        total = scores[side] + change
        if not LOWEST <= total <= MAX_NUMBER:
            _out_of_bounds(side, change, total, ctx.bidder)
        scores[side] = total
    ctx.won = won[bidder_side] if bidder_side is not None else 0
    ctx.side = None
    if counts_in_order:
        awarded = list(zip(map(_side_of, awards), values))
        ctx.awards = awarded if members is None else _by_member(members, bidder_side, made, awarded)
        ctx.scores_before = scores_at_deal if scores_at_deal is not None else tuple(map(operator.sub, scores, changes))
        ctx.during = during
    winner = winner_rule(ctx)
    idle.append(ctx)
    return _new(HandScore, (tuple(awards), tuple(won), tuple(game_points), made, tuple(changes), winner))


def trick_points(rules: Rules, captor: dict[int, int], side_of: Sequence[int], sides: int) -> list[int]:
    """Each side's trick points: the points of the cards its seats captured."""
    tally = [0] * sides
    counter_values = rules.counter_values
    if len(captor) > 2 * len(counter_values):  # most cards were captured: look each counter up
        captor_of = captor.get
        for card, points in counter_values:
            seat = captor_of(card)
            if seat is not None:
                tally[side_of[seat]] += points
    else:  # each card captured (cheaper than finding the counters among them first)
        value = rules.trick_value
        for card, seat in captor.items():
            points = value[card]
            if points:
                tally[side_of[seat]] += points
    return tally


def _out_of_bounds(side: int, change: int, total: int, bidder: int | None) -> None:
    """Raise NumberLimitError naming the contract rule whose number, or the score it made, is too large."""
    rule = "bidder" if side == bidder else "others"
    check_number(change, Said("number_limit.rule", rule=rule))
    check_number(total, Said("number_limit.adding", rule=rule, side=side))


def _per_side(members: Sequence[Sequence[int]], by_team: Sequence[int]) -> list[int]:
    """A number per team, as a number per side of the game: each member has its team's."""
    per_side = [0] * sum(len(team) for team in members)
    for team, sides in enumerate(members):
        for side in sides:
            per_side[side] = by_team[team]
    return per_side


def _by_member(
    members: Sequence[Sequence[int]],
    bidder_team: int | None,
    made: bool,
    awards: list[tuple[int | None, int]],
) -> list[tuple[int | None, int]]:
    """Teams' awards as the game's sides: every member has its team's.

    A bidding team that was set back keeps its awards with the bidder alone (who counts nothing).
    """
    bidder = None if bidder_team is None else members[bidder_team][0]
    return [
        (side, value)
        for team, value in awards
        for side in ([None] if team is None else [bidder] if team == bidder_team and not made else members[team])
    ]
