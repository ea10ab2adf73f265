"""The deal: shuffled from a seeded generator, or given (hand-built tests, replays).

A deal gives each seat its cards, the stock (the undealt cards that stay in the
hand, top first: all of them, or just the widow) and the dead cards (out of play).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from math import floor

from ..problems import Said
from .results import Deal, LaidOut
from .rules import Rules


class DealError(ValueError):
    """A deal that cannot be laid out: :attr:`said` says why, in the language read when it is shown (a replay's
    divergence names it in the reader's language)."""

    def __init__(self, said: Said) -> None:
        super().__init__(said)
        self.said = said

    def __str__(self) -> str:
        return str(self.said)


class DealPlan:
    """Where the cards of a shuffled deck go, for one variant at one number of players: made once a game.

    The deck's top :attr:`size` cards are shuffled into place (a partial
    Fisher-Yates), then dealt in packets from the dealer's left: each seat's
    cards are runs of the deck, one run a round. The cards below the hands form
    the stock (if the variant keeps it), and the rest are out of play.
    """

    __slots__ = ("_deck", "_spans", "_firsts", "_laters", "_dealt", "size", "keeps_stock")

    def __init__(self, rules: Rules, players: int) -> None:
        deal = rules.variant.deal
        count = len(rules.card_names)
        self.size = deal_size(rules, players)
        self.keeps_stock = rules.keeps_stock
        self._deck = list(range(count))
        # Each place with the number of cards it may take its card from, as a float: the draw's product with it is
        # the same as with the int, and CPython 3.11 computes a float's product with a float in a specialised step.
        self._spans = tuple(zip(range(self.size), map(float, range(count, count - self.size, -1))))
        self._dealt = players * deal.cards
        runs = [_runs(players, dealer, deal.cards, deal.packet) for dealer in range(players)]
        self._firsts = tuple(tuple(seat_runs[0] for seat_runs in by_seat) for by_seat in runs)
        self._laters = tuple(
            tuple((seat, run) for seat, seat_runs in enumerate(by_seat) for run in seat_runs[1:]) for by_seat in runs
        )

    def shuffled(self, rng: random.Random) -> list[int]:
        """The deck with its top :attr:`size` cards shuffled into place (the rest in no order)."""
        deck = self._deck[:]
        random_ = rng.random
        for i, span in self._spans:
            j = i + floor(random_() * span)  # int() of a non-negative float, in fewer steps
            deck[i], deck[j] = deck[j], deck[i]
        return deck

    def deal(self, dealer: int, deck: list[int]) -> tuple[list[list[int]], list[int], list[int]]:
        """Deal ``deck`` (top first) from ``dealer``'s left: (hands, stock, dead cards).

        A plain loop rather than a list comprehension, which CPython 3.11 makes and calls as a function each time
        (here, over half a percent of a hand's instructions at three players).
        """
        hands: list[list[int]] = []
        for run in self._firsts[dealer]:
            hands.append(deck[run])
        for seat, run in self._laters[dealer]:
            hands[seat] += deck[run]
        if not self.keeps_stock:
            return hands, [], deck[self._dealt :]
        return hands, deck[self._dealt : self.size], deck[self.size :]

    def ordered(self, dealer: int, order: Sequence[int]) -> tuple[list[list[int]], list[int], list[int]]:
        """Deal a deck whose top cards are ``order`` (:attr:`size` different cards) from ``dealer``'s left.

        Returns (hands, stock, dead cards); the cards below ``order`` stay in deck order.
        """
        if len(order) != self.size or len(set(order)) != len(order):
            raise DealError(Said("bad_deal.order", count=self.size))
        placed = set(order)
        return self.deal(dealer, list(order) + [c for c in self._deck if c not in placed])


def _runs(players: int, dealer: int, cards: int, packet: int) -> list[list[slice]]:
    """Each seat's runs of the deck (top first), one a round, when ``cards`` each are dealt in packets from the dealer's left."""
    runs: list[list[slice]] = [[] for _ in range(players)]
    position = 0
    for _ in range(cards // packet):
        for k in range(1, players + 1):
            runs[(dealer + k) % players].append(slice(position, position + packet))
            position += packet
    return runs


def deal_size(rules: Rules, players: int) -> int:
    """How many cards a deal shuffles into place: the hands, and the widow or the whole stock if it is kept."""
    deal = rules.variant.deal
    size = len(rules.card_names)
    dealt = players * deal.cards
    if not rules.keeps_stock:
        return dealt
    return size if deal.widow is None else min(size, dealt + deal.widow)


def shuffled_order(rules: Rules, players: int, rng: random.Random) -> list[int]:
    """The top :func:`deal_size` cards of a shuffled deck, top first (a partial Fisher-Yates)."""
    plan = DealPlan(rules, players)
    return plan.shuffled(rng)[: plan.size]


def given_deal(rules: Rules, players: int, given: Deal) -> LaidOut:
    """Check a given deal and turn it into (hands, stock, dead cards).

    Without a given stock, the undealt cards form it in deck order.
    """
    by_name = rules.card_by_name
    stock_texts: object = None
    given_stock = isinstance(given, Mapping) and "stock" in given
    if isinstance(given, Mapping):
        texts, stock_texts = given["hands"], given.get("stock")
    else:
        texts = given
    count = rules.variant.deal.cards
    if len(texts) != players:
        raise DealError(Said("bad_deal.hands", players=players, count=len(texts)))
    hands = []
    for seat, cards in enumerate(texts):
        if len(cards) != count:
            raise DealError(Said("bad_deal.seat_cards", seat=seat, count=count, given=len(cards)))
        hands.append(_cards(by_name, cards, seat))
    stock = _cards(by_name, stock_texts, None) if given_stock else []
    taken = set(stock).union(*hands)
    if len(taken) != count * players + len(stock):
        raise DealError(Said("bad_deal.twice"))
    rest = sorted(taken.symmetric_difference(range(len(rules.card_names))))  # every card not taken, in deck order
    if rules.keeps_stock and not given_stock:
        widow = rules.variant.deal.widow
        stock, rest = (rest, []) if widow is None else (rest[:widow], rest[widow:])
    return LaidOut(hands, stock, rest)


def _cards(by_name: dict[str, int], texts: object, seat: int | None) -> list[int]:
    """The cards named ``texts``, dealt to ``seat`` (None: the stock); DealError naming any not in the deck."""
    if isinstance(texts, (list, tuple)):
        try:
            return list(map(by_name.__getitem__, texts))
        except KeyError:
            pass
    holder = Said("bad_deal.the_stock") if seat is None else Said("bad_deal.seat", seat=seat)
    if not isinstance(texts, (list, tuple)):
        raise DealError(Said("bad_deal.no_list", holder=holder))
    unknown = ", ".join(str(c) for c in texts if c not in by_name)
    raise DealError(Said("bad_deal.not_in_deck", holder=holder, cards=unknown))
