"""The names and functions a scoring expression may use, with their types and docs.

This table is the single source of truth for the language's vocabulary: the
checker reads it, the compiler binds its implementations, and ``docs/dsl.md`` is
generated from it (a test keeps the two in step).

Every implementation reads an :class:`EvalContext` that the engine fills in at the
end of a hand. Cards, suits and sides are plain ints there; "none" is ``None``.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from operator import attrgetter
from typing import Any


class Type(enum.Enum):
    """The value types of the language."""

    INT = "number"
    BOOL = "true/false"
    CARD = "card"
    CARDS = "cards"
    SIDE = "side"
    SUIT = "suit"
    RANK = "rank"
    CARD_NAME = "card name"
    TALLY = "number per side"
    NONE = "none"
    TEXT = "quoted text"

    @property
    def nullable(self) -> bool:
        """Whether a value of this type may be ``none`` (cards and sides may)."""
        return self in (Type.CARD, Type.SIDE)


Evaluator = Callable[["EvalContext"], Any]
"""A compiled expression: evaluates it against a context."""


@dataclass(slots=True)
class EvalContext:
    """What an expression can see: the facts of one finished hand.

    The engine sets the facts of each hand, and the per-rule names (``card``,
    ``won``, ``made``, ...) before evaluating each rule. ``in_play_index`` holds
    the cards in play for asking whether a card is (a set, or a mapping whose
    keys they are); ``in_play`` is None until a rule needs the set itself
    (:func:`in_play` makes it). ``captor_seat`` and ``holder_seat`` map cards to
    seats, and ``seat_side`` seats to sides. ``during`` lists the points scored
    at once during the hand, in order, as (side, points); ``scores_before`` are
    the scores when the hand was dealt. ``hand`` is one seat's dealt cards (the
    misdeal rule) and ``card_value`` each card's trick points; ``card_rank`` each
    card's rank (-1 for a joker). The tables from ``trump_order`` on serve the
    shapes of :data:`SHAPES`; empty, those are evaluated as written.
    """

    trump: int
    in_play: frozenset[int] | None
    in_play_index: Collection[int]
    bidder: int | None
    bid: int
    trick_points: Sequence[int]
    captor_seat: Mapping[int, int]
    holder_seat: Mapping[int, int]
    seat_side: Sequence[int]
    card_power: Sequence[int]
    card_is_trump: Sequence[bool]
    card_index: dict[tuple[int, int], int]
    natural_suit: Sequence[int]
    off_suit: Sequence[int | None]
    scores: Sequence[int] = ()
    target: int = 0
    # Set by the engine after construction, as each rule needs them (keeping construction cheap).
    card: int | None = field(default=None, init=False)
    side: int | None = field(default=None, init=False)
    won: int = field(default=0, init=False)
    made: bool = field(default=False, init=False)
    awards: Sequence[tuple[int | None, int]] = field(default=(), init=False)
    scores_before: Sequence[int] = field(default=(), init=False)
    during: Sequence[tuple[int, int]] = field(default=(), init=False)
    dealer: int | None = field(default=None, init=False)
    eldest: int | None = field(default=None, init=False)
    points_won: Sequence[int] = field(default=(), init=False)
    hand: Sequence[int] = field(default=(), init=False)
    card_value: Sequence[int] = field(default=(), init=False)
    card_rank: Sequence[int] = field(default=(), init=False)
    trump_order: Sequence[int] = field(default=(), init=False)
    """The trumps from lowest to highest (``highest``/``lowest`` of ``trumps(in_play)`` scan it)."""
    tied_trumps: Collection[int] = field(default=(), init=False)
    """The trumps that rank alike with another trump."""
    trump_suit_order: Sequence[int] = field(default=(), init=False)
    """The cards of the trump suit by their face, from lowest to highest (``lowest(of_suit(in_play, trump))`` scans it)."""
    trump_suit_cards: Sequence[int | None] = field(default=(), init=False)
    """The card of each rank in the trump suit (``dealt(_, trump)`` reads it)."""
    off_suit_cards: Sequence[int | None] = field(default=(), init=False)
    """The card of each rank in the off-suit (``dealt(_, off(trump))`` reads it)."""


@dataclass(frozen=True)
class Value:
    """A name that stands for a value, such as ``trump`` or ``bid``."""

    name: str
    type: Type
    read: Callable[[EvalContext], Any]
    doc: str


@dataclass(frozen=True)
class Function:
    """A built-in function, such as ``captor(card)``."""

    name: str
    params: tuple[tuple[str, Type], ...]
    returns: Type
    impl: Callable[..., Any]
    doc: str

    @property
    def signature(self) -> str:
        """The call as documented, e.g. ``captor(card) -> side``."""
        args = ", ".join(f"{p}: {t.value}" for p, t in self.params)
        return f"{self.name}({args}) -> {self.returns.value}"


def in_play(ctx: EvalContext) -> frozenset[int]:
    """The cards in play as a set (the value ``in_play``), made from ``in_play_index`` when first needed."""
    cards = ctx.in_play
    if cards is None:
        cards = ctx.in_play = frozenset(ctx.in_play_index)
    return cards


def _highest(ctx: EvalContext, cards: Sequence[int]) -> int | None:
    return max(cards, key=ctx.card_power.__getitem__) if cards else None


def _lowest(ctx: EvalContext, cards: Sequence[int]) -> int | None:
    return min(cards, key=ctx.card_power.__getitem__) if cards else None


def _unique_max(ctx: EvalContext, tally: Sequence[int]) -> int | None:
    best = max(tally)
    return tally.index(best) if tally.count(best) == 1 else None


def _dealt(ctx: EvalContext, rank: int, suit: int) -> int | None:
    card = ctx.card_index.get((rank, suit))
    return card if card in ctx.in_play_index else None


def _trumps(ctx: EvalContext, cards: Collection[int]) -> list[int]:
    is_trump = ctx.card_is_trump
    return [c for c in cards if is_trump[c]]


def _captor(ctx: EvalContext, card: int | None) -> int | None:
    seat = ctx.captor_seat.get(card)  # type: ignore[arg-type]
    return None if seat is None else ctx.seat_side[seat]


def _holder(ctx: EvalContext, card: int | None) -> int | None:
    seat = ctx.holder_seat.get(card)  # type: ignore[arg-type]
    return None if seat is None else ctx.seat_side[seat]


def _captured(ctx: EvalContext, side: int | None) -> tuple[int, ...]:
    seat_side = ctx.seat_side
    return tuple(sorted(c for c, seat in ctx.captor_seat.items() if seat_side[seat] == side))


def _score(ctx: EvalContext, side: int | None) -> int:
    return 0 if side is None else ctx.scores[side]


def _of_suit(ctx: EvalContext, cards: Collection[int], suit: int | None) -> list[int]:
    natural = ctx.natural_suit
    return [c for c in cards if natural[c] == suit]


def _of_rank(ctx: EvalContext, cards: Collection[int], rank: int) -> list[int]:
    card_rank = ctx.card_rank
    if not card_rank:  # a context the engine did not fill: find the rank's cards in the index
        ranked = {card for (card_rank_, _), card in ctx.card_index.items() if card_rank_ == rank}
        return [c for c in cards if c in ranked]
    return [c for c in cards if card_rank[c] == rank]


def _first_out(ctx: EvalContext, bidder_first: bool = False) -> int | None:
    """The first side to reach the target as this hand's points are counted in order.

    Points scored at once during the hand come first, in the order they were scored.
    """
    running = list(ctx.scores_before)
    target = ctx.target
    for side, value in ctx.during:
        running[side] += value
        if running[side] >= target:
            return side
    awards = ctx.awards
    made, bidder = ctx.made, ctx.bidder
    if bidder_first:  # the bidder's points first, then the others', each in order
        awards = [award for award in awards if award[0] == bidder] + [award for award in awards if award[0] != bidder]
    for awardee, value in awards:
        if awardee is not None and (made or awardee != bidder):
            running[awardee] += value
            if running[awardee] >= target:
                return awardee
    return None


def _won_by(ctx: EvalContext, side: int | None) -> int:
    return 0 if side is None else ctx.points_won[side]


def _opponents_won(ctx: EvalContext) -> int:
    side = ctx.side
    return sum(ctx.points_won) - (0 if side is None else ctx.points_won[side])


def _second(ctx: EvalContext, tally: Sequence[int]) -> int:
    ordered = sorted(tally, reverse=True)
    return ordered[1] if len(ordered) > 1 else ordered[0]


def _opponent(ctx: EvalContext, side: int | None) -> int | None:
    return None if side is None or len(ctx.scores) != 2 else 1 - side


def _counters(ctx: EvalContext, cards: Collection[int]) -> list[int]:
    value = ctx.card_value
    return [c for c in cards if value[c]]


VALUES: dict[str, Value] = {
    v.name: v
    for v in (
        Value("trump", Type.SUIT, attrgetter("trump"), "The trump suit of the hand."),
        Value(
            "in_play",
            Type.CARDS,
            in_play,
            "The cards in play: every card dealt to a player this hand.",
        ),
        Value("bidder", Type.SIDE, attrgetter("bidder"), "The side that won the auction."),
        Value("bid", Type.INT, attrgetter("bid"), "The winning bid."),
        Value(
            "trick_points",
            Type.TALLY,
            attrgetter("trick_points"),
            "Each side's total of trick points (the variant's `trick_points` table) "
            "over the cards it captured.",
        ),
        Value(
            "card",
            Type.CARD,
            attrgetter("card"),
            "In a scoring point's `to` rule: the card that point's `card` rule chose "
            "(none if it chose none).",
        ),
        Value(
            "won",
            Type.INT,
            attrgetter("won"),
            "In the contract: the scoring points won this hand by the side being scored "
            "(in `made` and `bidder`, the bidder's side).",
        ),
        Value(
            "made",
            Type.BOOL,
            attrgetter("made"),
            "In the contract's `bidder` and `others` rules and the game's `winner` rule: whether the "
            "bidder's side made its bid (the `made` rule held); false when there is no bidder.",
        ),
        Value(
            "target",
            Type.INT,
            attrgetter("target"),
            "In the contract and the game's `winner` rule: the target score.",
        ),
        Value(
            "side",
            Type.SIDE,
            attrgetter("side"),
            "In the contract: the side being scored.",
        ),
        Value(
            "scores",
            Type.TALLY,
            attrgetter("scores"),
            "Every side's score at this moment: before this hand in the contract, after it in `winner`.",
        ),
        Value(
            "first_out",
            Type.SIDE,
            _first_out,
            "In the game's `winner` rule: the first side to reach the target when this hand's points are "
            "counted one by one in the variant's order, from the scores before the hand; a bidder that "
            "was set back counts nothing; none if nobody reaches it.",
        ),
        Value(
            "dealer",
            Type.SIDE,
            attrgetter("dealer"),
            "The side of the player who dealt this hand.",
        ),
        Value(
            "eldest",
            Type.SIDE,
            attrgetter("eldest"),
            "The side of the player to the dealer's left (eldest hand); with two players, the non-dealer.",
        ),
        Value(
            "points_won",
            Type.TALLY,
            attrgetter("points_won"),
            "In the contract and the game's `winner` rule: every side's scoring points won this hand "
            "(each side's `won`).",
        ),
        Value(
            "opponents_won",
            Type.INT,
            _opponents_won,
            "In the contract: the scoring points won this hand by every other side than the side being "
            "scored, together (in `made` and `bidder`, the bidder's opponents).",
        ),
        Value(
            "hand",
            Type.CARDS,
            attrgetter("hand"),
            "In the deal's `misdeal_if` rule: the cards one player was dealt.",
        ),
        Value(
            "first_out_bidder_first",
            Type.SIDE,
            lambda ctx: _first_out(ctx, bidder_first=True),
            "As `first_out`, but the bidder's points are counted before everyone else's.",
        ),
    )
}

FUNCTIONS: dict[str, Function] = {
    f.name: f
    for f in (
        Function(
            "trumps",
            (("cards", Type.CARDS),),
            Type.CARDS,
            _trumps,
            "The trumps among `cards`.",
        ),
        Function(
            "highest",
            (("cards", Type.CARDS),),
            Type.CARD,
            _highest,
            "The highest of `cards` in the hand's ranking (trumps above other cards); "
            "none if `cards` is empty.",
        ),
        Function(
            "lowest",
            (("cards", Type.CARDS),),
            Type.CARD,
            _lowest,
            "The lowest of `cards` in the hand's ranking; none if `cards` is empty.",
        ),
        Function(
            "dealt",
            (("rank", Type.RANK), ("suit", Type.SUIT)),
            Type.CARD,
            _dealt,
            "The card of that rank and suit if it is in play this hand, otherwise none. "
            "The rank is written in quotes, as in the deck: `dealt('J', trump)`.",
        ),
        Function(
            "captor",
            (("card", Type.CARD),),
            Type.SIDE,
            _captor,
            "The side that captured `card` in a trick; none if nobody did.",
        ),
        Function(
            "holder",
            (("card", Type.CARD),),
            Type.SIDE,
            _holder,
            "The side that was dealt `card`; none if nobody was.",
        ),
        Function(
            "captured",
            (("side", Type.SIDE),),
            Type.CARDS,
            _captured,
            "The cards `side` captured in tricks this hand.",
        ),
        Function(
            "count",
            (("cards", Type.CARDS),),
            Type.INT,
            lambda ctx, cards: len(cards),
            "How many cards `cards` holds.",
        ),
        Function(
            "unique_max",
            (("tally", Type.TALLY),),
            Type.SIDE,
            _unique_max,
            "The side with the highest number in `tally` if no other side has as much; "
            "none on a tie.",
        ),
        Function(
            "score",
            (("side", Type.SIDE),),
            Type.INT,
            _score,
            "In the contract and the game's `winner` rule: `side`'s score at this moment "
            "(before this hand in the contract, after it in `winner`).",
        ),
        Function(
            "dealt_card",
            (("name", Type.CARD_NAME),),
            Type.CARD,
            lambda ctx, card: card if card in ctx.in_play_index else None,
            "The card of that name (such as a joker) if it is in play this hand, otherwise none: "
            "`dealt_card('JK')`.",
        ),
        Function(
            "off",
            (("suit", Type.SUIT),),
            Type.SUIT,
            lambda ctx, suit: None if suit is None else ctx.off_suit[suit],
            "The other suit of the same colour: `off(trump)` is the off-suit, as in the off-jack "
            "`dealt('J', off(trump))`.",
        ),
        Function(
            "of_suit",
            (("cards", Type.CARDS), ("suit", Type.SUIT)),
            Type.CARDS,
            _of_suit,
            "The cards of `cards` that belong to `suit` by their face: no jokers, and no off-suit cards "
            "that are trumps by the ranking.",
        ),
        Function(
            "of_rank",
            (("cards", Type.CARDS), ("rank", Type.RANK)),
            Type.CARDS,
            _of_rank,
            "The cards of `cards` of that rank, in any suit (no jokers): `count(of_rank(hand, '2'))`.",
        ),
        Function(
            "min",
            (("a", Type.INT), ("b", Type.INT)),
            Type.INT,
            lambda ctx, a, b: min(a, b),
            "The smaller of two numbers.",
        ),
        Function(
            "max",
            (("a", Type.INT), ("b", Type.INT)),
            Type.INT,
            lambda ctx, a, b: max(a, b),
            "The larger of two numbers.",
        ),
        Function(
            "most",
            (("tally", Type.TALLY),),
            Type.INT,
            lambda ctx, tally: max(tally),
            "The highest number in `tally`, e.g. `most(scores)`.",
        ),
        Function(
            "second",
            (("tally", Type.TALLY),),
            Type.INT,
            _second,
            "The second-highest number in `tally` (equal to the highest when two sides share it), "
            "e.g. `second(scores)` for a win by two: `score(bidder) >= second(scores) + 2`.",
        ),
        Function(
            "least",
            (("tally", Type.TALLY),),
            Type.INT,
            lambda ctx, tally: min(tally),
            "The lowest number in `tally`, e.g. `least(scores)` for a side that has fallen too far behind.",
        ),
        Function(
            "won_by",
            (("side", Type.SIDE),),
            Type.INT,
            _won_by,
            "In the contract and the game's `winner` rule: the scoring points `side` won this hand "
            "(0 for none).",
        ),
        Function(
            "opponent",
            (("side", Type.SIDE),),
            Type.SIDE,
            _opponent,
            "In a game of exactly two sides: the other side (none for none), e.g. `opponent(bidder)`. "
            "A variant may use it only if every table it allows has two sides.",
        ),
        Function(
            "counters",
            (("cards", Type.CARDS),),
            Type.CARDS,
            _counters,
            "The cards of `cards` that count trick points (the variant's `trick_points` table).",
        ),
    )
}


# ----- common shapes, each evaluated by one closure --------------------------------------------------
# An expression of one of these shapes (``_`` stands for a number or quoted text) is evaluated by the
# closure its builder gives, reading the context directly; its meaning is the expression's as
# written, which a test checks the closures against.


_UNDECIDED = -1
"""What :func:`_first_in_play` gives when its table cannot decide (no card is numbered -1)."""


def _first_in_play(ctx: EvalContext, order: Sequence[int], from_top: bool) -> int | None:
    """The first card of ``order`` (from its end if ``from_top``) in play, None if none is; :data:`_UNDECIDED` when
    ``order`` is empty (not set) or that card's power another trump shares (a tie the rule as written must decide)."""
    if not order:
        return _UNDECIDED
    cards = ctx.in_play_index
    for card in reversed(order) if from_top else order:
        if card in cards:
            return _UNDECIDED if card in ctx.tied_trumps else card
    return None


def _highest_trump_in_play(ctx: EvalContext) -> int | None:
    """``highest(trumps(in_play))``: the first trump in play from the top of ``trump_order``, unless a tie must decide."""
    card = _first_in_play(ctx, ctx.trump_order, True)
    return _highest(ctx, _trumps(ctx, in_play(ctx))) if card == _UNDECIDED else card


def _lowest_trump_in_play(ctx: EvalContext) -> int | None:
    """``lowest(trumps(in_play))``: the first trump in play from the bottom of ``trump_order``, unless a tie must decide."""
    card = _first_in_play(ctx, ctx.trump_order, False)
    return _lowest(ctx, _trumps(ctx, in_play(ctx))) if card == _UNDECIDED else card


def _lowest_of_trump_suit_in_play(ctx: EvalContext) -> int | None:
    """``lowest(of_suit(in_play, trump))``: the first card in play up ``trump_suit_order``, unless a tie must decide."""
    card = _first_in_play(ctx, ctx.trump_suit_order, False)
    return _lowest(ctx, _of_suit(ctx, in_play(ctx), ctx.trump)) if card == _UNDECIDED else card


def _dealt_of_trump(rank: int) -> Evaluator:
    def dealt_of_trump(ctx: EvalContext) -> int | None:
        cards = ctx.trump_suit_cards
        card = cards[rank] if cards else ctx.card_index.get((rank, ctx.trump))
        return card if card in ctx.in_play_index else None

    return dealt_of_trump


def _dealt_of_off_trump(rank: int) -> Evaluator:
    def dealt_of_off_trump(ctx: EvalContext) -> int | None:
        cards = ctx.off_suit_cards
        if cards:
            card = cards[rank]
        else:
            card = ctx.card_index.get((rank, ctx.off_suit[ctx.trump]))  # type: ignore[arg-type]  # no off-suit: no card
        return card if card in ctx.in_play_index else None

    return dealt_of_off_trump


def _dealt_card_named(card: int) -> Evaluator:
    return lambda ctx: card if card in ctx.in_play_index else None


def captor_of_card(ctx: EvalContext) -> int | None:
    """``captor(card)``, the ``to`` rule of most points (the engine's scoring knows it by this closure)."""
    seat = ctx.captor_seat.get(ctx.card)  # type: ignore[arg-type]  # none: no seat
    return None if seat is None else ctx.seat_side[seat]


def _holder_of_card(ctx: EvalContext) -> int | None:
    seat = ctx.holder_seat.get(ctx.card)  # type: ignore[arg-type]  # none: no seat
    return None if seat is None else ctx.seat_side[seat]


def _unique_max_of_trick_points(ctx: EvalContext) -> int | None:
    tally = ctx.trick_points
    best = max(tally)
    return tally.index(best) if tally.count(best) == 1 else None


def _score_of_bidder(ctx: EvalContext) -> int:
    bidder = ctx.bidder
    return 0 if bidder is None else ctx.scores[bidder]


def _won_at_least_bid(ctx: EvalContext) -> bool:
    return ctx.won >= ctx.bid


def _won_if_made_else_minus_bid(ctx: EvalContext) -> int:
    return ctx.won if ctx.made else -ctx.bid


def _bidder_if_at_target(ctx: EvalContext) -> int | None:
    bidder = ctx.bidder
    return bidder if (0 if bidder is None else ctx.scores[bidder]) >= ctx.target else None


assert all(1 <= len(f.params) <= 2 for f in FUNCTIONS.values()), "the compiler calls functions of one or two arguments"

SHAPES: dict[str, Callable[..., Evaluator]] = {
    "highest(trumps(in_play))": lambda: _highest_trump_in_play,
    "lowest(trumps(in_play))": lambda: _lowest_trump_in_play,
    "lowest(of_suit(in_play, trump))": lambda: _lowest_of_trump_suit_in_play,
    "dealt(_, trump)": _dealt_of_trump,
    "dealt(_, off(trump))": _dealt_of_off_trump,
    "dealt_card(_)": _dealt_card_named,
    "captor(card)": lambda: captor_of_card,
    "holder(card)": lambda: _holder_of_card,
    "unique_max(trick_points)": lambda: _unique_max_of_trick_points,
    "score(bidder)": lambda: _score_of_bidder,
    "won >= bid": lambda: _won_at_least_bid,
    "if made then won else -bid": lambda: _won_if_made_else_minus_bid,
    "if score(bidder) >= target then bidder else none": lambda: _bidder_if_at_target,
}
"""Shapes of expression common in variants, each with the builder of its closure (given the ``_`` values in order)."""
