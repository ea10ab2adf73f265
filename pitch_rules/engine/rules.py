"""A variant compiled into lookup tables for fast play.

Cards are ints ``suit_index * len(ranks) + rank_index`` into the variant's deck.
Everything that depends on the trump suit is a table per trump; the extra last
table (index ``no_trump``) is used before trump is known.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from ..cards import normalize_card, same_colour_suit
from ..dsl import VALUES, EvalContext
from ..dsl.builtins import Evaluator, captor_of_card
from ..variant.model import Variant
from .actions import ACTION_KINDS, Action
from .results import Award

TRUMP_BONUS = 1000
WORD_ACTIONS = frozenset(kind.name for kind in ACTION_KINDS if kind.value is None)
"""Actions typed as one word."""


class Following(NamedTuple):
    """A trick whose suit led is one suit, for one trump table: what the other players may play, and what takes it."""

    cards: frozenset[int]
    """The cards of the suit led, as they play (a player holding one can follow suit)."""
    may_play: tuple[bool, ...]
    """Whether each card may be played by a player who can follow suit."""
    allowed: frozenset[int]
    """The cards ``may_play`` allows."""
    rank: tuple[int, ...]
    """Each card's power in the trick (-1 unless it follows suit or is a trump): the first played of the highest takes it."""


def best_so_far(trick: Sequence[int], rank: Sequence[int]) -> tuple[int, int]:
    """The place in ``trick`` of the card taking it so far (highest trump, else highest of the suit led; the first
    played of equals), and that card's rank in the trick (``rank``: the suit led's :attr:`Following.rank`)."""
    best, top = 0, rank[trick[0]]
    for index in range(1, len(trick)):
        if rank[trick[index]] > top:
            best, top = index, rank[trick[index]]
    return best, top


class PlayTable(NamedTuple):
    """What play reads of one trump table."""

    suit: tuple[int, ...]
    """Each card's suit as it plays (trumps belong to the trump suit; -1: no suit)."""
    is_trump: tuple[bool, ...]
    """Whether each card is a trump."""
    following: dict[int, Following]
    """Per suit led: what may follow, and what takes the trick."""
    trumps: frozenset[int]
    """The trumps (none before trump is known)."""


class Scoring(NamedTuple):
    """The variant's scoring rules, ready to evaluate at the end of a hand."""

    points: tuple[tuple[str, int, Evaluator | None, Evaluator | None, dict[tuple[int | None, int | None], Award]], ...]
    """Each scoring point's id, value, card rule and ``to`` rule (None for ``captor(card)``), and its awards made so far
    by side and card (to share)."""
    values: tuple[int, ...]
    """Each scoring point's value."""
    made: Evaluator
    bidder: Evaluator
    others: Evaluator | None
    """The contract's ``others`` rule; None when it is ``won`` (each other side scores its points)."""
    winner: Evaluator
    counts_in_order: bool
    """Whether a rule counts the hand's points in order (``first_out``): then the awards and the scores at the deal are set."""
    reads_holder: bool
    """Whether a rule asks who held a card in play (``holder``): only then does play keep that map."""


@dataclass(frozen=True, eq=False, slots=True)
class Rules:
    """Everything the engine needs to play one variant, precomputed once.

    ``keeps_stock`` says whether the undealt cards matter (turn-up, exchange, draws).
    ``lead_suit`` is the suit each card names when led first to name trump (-1: it
    cannot name one, so it may not be led first while the leader has another card).
    ``actions`` numbers every action the variant could ever take: each kind of
    :data:`ACTION_KINDS` in turn, with each value it takes (the deck's cards in deck
    order, the auction's bids, the deck's suits); ``action_number`` is its inverse.
    """

    variant: Variant
    card_names: tuple[str, ...]
    card_by_name: dict[str, int]
    card_by_rank_suit: dict[tuple[int, int], int]
    suit_of: tuple[int, ...]
    rank_of: tuple[int, ...]
    off_suit: tuple[int | None, ...]
    trick_value: tuple[int, ...]
    upcard_bonus: tuple[int, ...]
    """The points each card scores for the dealer's side when turned up for trump."""
    no_trump: int
    effective_suit: tuple[tuple[int, ...], ...]
    is_trump: tuple[tuple[bool, ...], ...]
    power: tuple[tuple[int, ...], ...]
    play_actions: tuple[Action, ...]
    discard_actions: tuple[Action, ...]
    call_actions: tuple[Action, ...]
    bid_actions: dict[int, Action]
    bid_choices: dict[tuple[bool, int], tuple[bool, tuple[int, ...]]]
    """For a seat that is (or is not) the dealer and each high bid so far (0: none): whether it may pass, and the bids it
    may make, in the auction's order."""
    trump_actions: tuple[Action, ...]
    keeps_stock: bool
    lead_suit: tuple[int, ...]
    every_lead_names_trump: bool
    """Whether every card names a suit for trump when led first (``lead_suit`` has no -1)."""
    actions: tuple[Action, ...]
    action_number: dict[Action, int]
    play_card: dict[Action, int]
    """The card each play action plays."""
    scoring: Scoring
    scoring_contexts: tuple[list[EvalContext], ...]
    """Per trump table: contexts for scoring a hand, not in use (see :meth:`context`)."""
    winner_contexts: tuple[list[EvalContext], ...]
    """Per trump table: contexts for the winner rule during a hand, not in use."""
    misdeal_contexts: list[EvalContext]
    """Contexts for the misdeal rule, not in use."""
    counter_values: tuple[tuple[int, int], ...]
    """The cards that count trick points, each with its points."""
    trump_order: tuple[tuple[int, ...], ...]
    """Per trump table: the trumps from lowest to highest power."""
    tied_trumps: tuple[frozenset[int], ...]
    """Per trump table: the trumps whose power another trump shares."""
    play_tables: tuple[PlayTable, ...]
    """Per trump table (as ``effective_suit``): what play reads of it."""
    trump_suit_order: tuple[tuple[int, ...], ...]
    """Per trump table: the cards of the trump suit by their face, from lowest to highest power."""
    trump_suit_cards: tuple[tuple[int | None, ...], ...]
    """Per trump table: the trump suit's card of each rank (None before trump is known)."""
    off_suit_cards: tuple[tuple[int | None, ...], ...]
    """Per trump table: the off-suit's card of each rank (None without an off-suit; empty before trump is known)."""
    kept_trumps: tuple[frozenset[int], ...]
    """Per trump table: the trumps the exchange keeps (``exchange.kept_trumps``; none before trump is known)."""
    keeps_trumps: bool
    """Whether the exchange keeps some trumps (``exchange.kept_trumps``): the random fast path's exchange then has loops
    of its own."""
    widow_first: bool
    """Whether the bidder takes the widow before naming trump (``exchange.rest_taken: before-trump``)."""

    @classmethod
    def from_variant(cls, variant: Variant) -> Rules:
        """Build the tables for ``variant``."""
        deck = variant.deck
        names = deck.cards
        count, standard, ranks = len(names), len(deck.suits) * len(deck.ranks), len(deck.ranks)
        suit_of = tuple(c // ranks if c < standard else -1 for c in range(count))
        rank_of = tuple(c % ranks if c < standard else -1 for c in range(count))
        off_suit = tuple(
            None if (partner := same_colour_suit(s, deck.suits)) is None else deck.suits.index(partner)
            for s in deck.suits
        )
        by_name = {name: c for c, name in enumerate(names)}
        by_rank_suit = {(rank_of[c], suit_of[c]): c for c in range(standard)}
        tables = [_trump_tables(variant, t, off_suit, by_name, by_rank_suit, suit_of, rank_of) for t in range(len(deck.suits))]
        kept = variant.exchange.kept_trumps if variant.exchange is not None else ()
        tables.append((suit_of, tuple(False for _ in names), rank_of))  # before trump is known
        joker_suit = deck.suits.index(variant.trump.joker_led_first) if variant.trump.joker_led_first in deck.suits else -1
        values: dict[str | None, tuple[str | int | None, ...]] = {
            "card": names,
            "bid": variant.auction.bids if variant.auction else (),
            "suit": deck.suits,
            None: (None,),
        }
        actions = tuple(Action(kind.name, value) for kind in ACTION_KINDS for value in values[kind.value])
        trump_with_suit = variant.play.legal in ("trump-anytime", "follow-or-trump")
        # Each card's rank, or its name if it has none (a joker): what trick and upcard points are given by.
        faces = tuple(deck.ranks[rank_of[c]] if c < standard else names[c] for c in range(count))
        trick_value = tuple(variant.trick_points.get(face, 0) for face in faces)
        upcard_points = dict(variant.trump.upcard_points)
        return cls(
            variant=variant,
            card_names=names,
            card_by_name=by_name,
            card_by_rank_suit=by_rank_suit,
            suit_of=suit_of,
            rank_of=rank_of,
            off_suit=off_suit,
            trick_value=trick_value,
            upcard_bonus=tuple(upcard_points.get(face, 0) for face in faces),
            counter_values=tuple((c, trick_value[c]) for c in range(count) if trick_value[c]),
            no_trump=len(deck.suits),
            effective_suit=tuple(t[0] for t in tables),
            is_trump=tuple(t[1] for t in tables),
            power=tuple(t[2] for t in tables),
            play_actions=tuple(Action("play", name) for name in names),
            discard_actions=tuple(Action("discard", name) for name in names),
            call_actions=tuple(Action("call", name) for name in names),
            bid_actions={b: Action("bid", b) for b in (variant.auction.bids if variant.auction else ())},
            bid_choices=_bid_choices(variant),
            trump_actions=tuple(Action("trump", suit) for suit in deck.suits),
            keeps_stock=(
                variant.trump.chosen_by == "turn-up"
                or variant.exchange is not None
                or (variant.stock is not None and variant.stock.draw_after_trick)
            ),
            lead_suit=(lead_suit := tuple(suit if suit >= 0 else joker_suit for suit in suit_of)),
            every_lead_names_trump=min(lead_suit) >= 0,
            actions=actions,
            action_number={action: number for number, action in enumerate(actions)},
            play_card={Action("play", name): card for card, name in enumerate(names)},
            scoring=_scoring(variant),
            scoring_contexts=tuple([] for _ in tables),
            winner_contexts=tuple([] for _ in tables),
            misdeal_contexts=[],
            trump_order=tuple(tuple(sorted((c for c in range(count) if t[1][c]), key=t[2].__getitem__)) for t in tables),
            tied_trumps=tuple(_tied_trumps(t[1], t[2]) for t in tables),
            play_tables=tuple(_play_table(suits, is_trump, power, trump_with_suit) for suits, is_trump, power in tables),
            trump_suit_cards=tuple(tuple(by_rank_suit.get((r, t)) for r in range(ranks)) for t in range(len(tables))),
            off_suit_cards=tuple(
                tuple(None if off is None else by_rank_suit.get((r, off)) for r in range(ranks)) for off in off_suit
            )
            + ((),),
            keeps_trumps=bool(kept),
            widow_first=variant.exchange is not None and variant.exchange.rest_taken == "before-trump",
            kept_trumps=tuple(
                frozenset(c for word in kept if (c := _ranked_card(variant, word, t, off_suit, by_name, by_rank_suit)) is not None)
                for t in range(len(deck.suits))
            )
            + (frozenset(),),
            trump_suit_order=tuple(
                tuple(sorted((c for c in range(count) if suit_of[c] == trump), key=t[2].__getitem__))
                for trump, t in enumerate(tables)
            ),
        )

    def context(self, trump: int) -> EvalContext:
        """A new context to evaluate rules against, with this variant's card tables for the trump table ``trump``.

        The facts of the hand are empty: the caller sets those its rules read. Making
        one costs more than scoring a hand, so each use (scoring a hand, the winner
        rule during one, the misdeal rule) takes a context from its list of those
        not in use (``scoring_contexts``, ...) if there is one, and gives it back
        when done. Taking and giving back are atomic, so no two callers share one,
        and a use sets the same fields each time, so that its rules never see what
        another hand left.
        """
        ctx = EvalContext(
            trump=trump,
            in_play=frozenset(),
            in_play_index=frozenset(),
            bidder=None,
            bid=0,
            trick_points=(),
            captor_seat={},
            holder_seat={},
            seat_side=(),
            card_power=self.power[trump],
            card_is_trump=self.is_trump[trump],
            card_index=self.card_by_rank_suit,
            natural_suit=self.suit_of,
            off_suit=self.off_suit,
        )
        ctx.card_rank = self.rank_of
        ctx.card_value = self.trick_value
        ctx.trump_order = self.trump_order[trump]
        ctx.tied_trumps = self.tied_trumps[trump]
        ctx.trump_suit_order = self.trump_suit_order[trump]
        ctx.trump_suit_cards = self.trump_suit_cards[trump]
        ctx.off_suit_cards = self.off_suit_cards[trump]
        return ctx

    def action_for(self, text: str) -> Action:
        """Parse a typed action: ``pass``, ``bid 3``, ``3``, ``trump H``, ``beg``, ``sell``, ``discard 2C``, ``call QH``, a card ``TH``."""
        word = text.strip().lower()
        if word in WORD_ACTIONS:
            return Action(word)
        if word.startswith("discard"):
            return self.discard_actions[self.card_by_name[self.card_text(word[7:])]]
        if word.startswith("call"):
            return self.call_actions[self.card_by_name[self.card_text(word[4:])]]
        if word.startswith("bid"):
            word = word[3:].strip()
        if word.isdigit() and int(word) in self.bid_actions:
            return self.bid_actions[int(word)]
        if word.startswith("trump"):
            suit = word[5:].strip().upper()
            if suit in self.variant.deck.suits:
                return self.trump_actions[self.variant.deck.suits.index(suit)]
            raise ValueError(f"not a suit of this deck: {suit!r}")
        return self.play_actions[self.card_by_name[self.card_text(text)]]

    def card_text(self, text: str) -> str:
        """The canonical name of a card of this deck written as ``text`` (``10h`` -> ``TH``, ``jk`` -> ``JK``)."""
        word = text.strip().upper()
        if word in self.card_by_name:
            return word
        card = normalize_card(text)
        if card not in self.card_by_name:
            raise ValueError(f"{card} is not in this variant's deck")
        return card


def _play_table(suits: tuple[int, ...], is_trump: tuple[bool, ...], power: tuple[int, ...], trump_with_suit: bool) -> PlayTable:
    """A :class:`PlayTable` from its cards' suits as they play, which are trumps and their powers."""
    cards = range(len(suits))
    following: dict[int, Following] = {}
    for led in set(suits):
        may_play = tuple(suits[c] == led or (trump_with_suit and is_trump[c]) for c in cards)
        following[led] = Following(
            cards=frozenset(c for c in cards if suits[c] == led),
            may_play=may_play,
            allowed=frozenset(c for c in cards if may_play[c]),
            rank=tuple(power[c] if suits[c] == led or is_trump[c] else -1 for c in cards),
        )
    return PlayTable(suits, is_trump, following, frozenset(c for c in cards if is_trump[c]))


def _bid_choices(variant: Variant) -> dict[tuple[bool, int], tuple[bool, tuple[int, ...]]]:
    """:attr:`Rules.bid_choices` of ``variant`` (empty without an auction)."""
    auction = variant.auction
    if auction is None:
        return {}
    choices: dict[tuple[bool, int], tuple[bool, tuple[int, ...]]] = {}
    for high in (0, *auction.bids):
        for is_dealer in (False, True):
            if is_dealer and high == 0 and auction.all_pass == "dealer-forced":
                least = auction.dealer_forced_bid or 0
                choices[is_dealer, high] = (False, tuple(b for b in auction.bids if b >= least))
            else:
                steal = is_dealer and high in auction.dealer_steals
                choices[is_dealer, high] = (True, tuple(b for b in auction.bids if b > high or (steal and b == high)))
    return choices


def _scoring(variant: Variant) -> Scoring:
    """The scoring rules of ``variant``: its points, contract and winner rule."""
    contract, winner = variant.contract, variant.game.winner
    rules = [contract.made, contract.bidder, contract.others, winner]
    rules += [rule for point in variant.points for rule in (point.card, point.to) if rule is not None]
    names = frozenset().union(*(rule.names for rule in rules))
    return Scoring(
        points=tuple(
            (p.id, p.value, None if p.card is None else p.card.evaluate, _unless_captor(p.to.evaluate), {})
            for p in variant.points
        ),
        values=tuple(p.value for p in variant.points),
        made=contract.made.evaluate,
        bidder=contract.bidder.evaluate,
        others=None if contract.others.evaluate is VALUES["won"].read else contract.others.evaluate,
        winner=winner.evaluate,
        counts_in_order=bool(names & {"first_out", "first_out_bidder_first"}),
        reads_holder="holder" in names,
    )


def _unless_captor(to: Evaluator) -> Evaluator | None:
    """A point's ``to`` rule, or None for ``captor(card)``, which scoring applies itself."""
    return None if to is captor_of_card else to


def _tied_trumps(is_trump: tuple[bool, ...], power: tuple[int, ...]) -> frozenset[int]:
    """The trumps whose power another trump shares."""
    trumps = [c for c in range(len(power)) if is_trump[c]]
    return frozenset(c for c in trumps if sum(power[d] == power[c] for d in trumps) > 1)


def _trump_tables(
    variant: Variant,
    trump: int,
    off_suit: tuple[int | None, ...],
    by_name: dict[str, int],
    by_rank_suit: dict[tuple[int, int], int],
    suit_of: tuple[int, ...],
    rank_of: tuple[int, ...],
) -> tuple[tuple[int, ...], tuple[bool, ...], tuple[int, ...]]:
    """(effective suit, is trump, power) of every card when suit ``trump`` is trump.

    Trumps are the cards the ranking names for this suit; they rank above every
    other card, highest first. Other cards keep their suit and rank.
    """
    trump_power: dict[int, int] = {}
    entries = variant.trump.ranking
    for position, entry in enumerate(entries):
        for word in entry:
            card = _ranked_card(variant, word, trump, off_suit, by_name, by_rank_suit)
            if card is not None:
                trump_power[card] = TRUMP_BONUS + len(entries) - position
    count = len(suit_of)
    return (
        tuple(trump if c in trump_power else suit_of[c] for c in range(count)),
        tuple(c in trump_power for c in range(count)),
        tuple(trump_power.get(c, rank_of[c]) for c in range(count)),
    )


def _ranked_card(
    variant: Variant,
    word: str,
    trump: int,
    off_suit: tuple[int | None, ...],
    by_name: dict[str, int],
    by_rank_suit: dict[tuple[int, int], int],
) -> int | None:
    """The card a word of the trump ranking names when suit ``trump`` is trump: a joker by its id, ``off-<rank>`` that
    rank of the other suit of the trump colour, else that rank of the trump suit (None: the deck has no such card)."""
    ranks = variant.deck.ranks
    if word in by_name and word not in ranks:
        return by_name[word]  # a joker
    if word.startswith("off-"):
        partner = off_suit[trump]
        return None if partner is None else by_rank_suit.get((ranks.index(word[4:]), partner))
    return by_rank_suit.get((ranks.index(word), trump))
