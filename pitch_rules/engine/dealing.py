"""The deal: shuffled from a seeded generator, or given (hand-built tests, replays).

A deal gives each seat its cards, the stock (the undealt cards that stay in the
hand, top first: all of them, or just the widow) and the dead cards (out of play).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from functools import cache

from .results import Deal, LaidOut
from .rules import Rules


def shuffled_deal(
    rules: Rules, players: int, dealer: int, rng: random.Random
) -> tuple[list[list[int]], list[int], list[int]]:
    """Shuffle and deal in packets from the dealer's left: (hands, stock, dead cards).

    The same as :func:`ordered_deal` of :func:`shuffled_order`, without checking
    the order it makes itself.
    """
    deck = _shuffled(rules, players, rng)
    deal = rules.variant.deal
    shuffled = deal_size(rules, players)
    take = deck.__getitem__
    hands = [list(map(take, places)) for places in _places(players, dealer, deal.cards, deal.packet)]
    return hands, deck[players * deal.cards : shuffled], sorted(deck[shuffled:])


@cache
def _places(players: int, dealer: int, cards: int, packet: int) -> tuple[tuple[int, ...], ...]:
    """Each seat's places in the deck (top first) when ``cards`` each are dealt in packets from the dealer's left."""
    places: list[list[int]] = [[] for _ in range(players)]
    position = 0
    for _ in range(cards // packet):
        for k in range(1, players + 1):
            places[(dealer + k) % players].extend(range(position, position + packet))
            position += packet
    return tuple(map(tuple, places))


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
    return _shuffled(rules, players, rng)[: deal_size(rules, players)]


def _shuffled(rules: Rules, players: int, rng: random.Random) -> list[int]:
    """The deck with its top :func:`deal_size` cards shuffled into place (the rest in no order)."""
    deck = list(range(len(rules.card_names)))
    size = len(deck)
    random_ = rng.random
    for i in range(deal_size(rules, players)):
        j = i + int(random_() * (size - i))
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def ordered_deal(
    rules: Rules, players: int, dealer: int, order: Sequence[int]
) -> tuple[list[list[int]], list[int], list[int]]:
    """Deal a deck whose top cards are ``order`` (:func:`deal_size` of them) in packets from the dealer's left.

    Returns (hands, stock, dead cards); the cards below ``order`` stay in deck order.
    """
    deal = rules.variant.deal
    if len(order) != deal_size(rules, players) or len(set(order)) != len(order):
        raise ValueError(f"a deal needs {deal_size(rules, players)} different cards on top of the deck")
    placed = set(order)
    return _dealt(rules, players, dealer, list(order) + [c for c in range(len(rules.card_names)) if c not in placed])


def _dealt(rules: Rules, players: int, dealer: int, deck: list[int]) -> tuple[list[list[int]], list[int], list[int]]:
    """Deal ``deck`` (top first) in packets from the dealer's left: (hands, stock, dead cards)."""
    deal = rules.variant.deal
    dealt = players * deal.cards
    hands: list[list[int]] = [[] for _ in range(players)]
    position = 0
    for _ in range(deal.cards // deal.packet):
        for k in range(1, players + 1):
            hands[(dealer + k) % players].extend(deck[position : position + deal.packet])
            position += deal.packet
    rest = deck[dealt:]
    if not rules.keeps_stock:
        return hands, [], rest
    stock_size = len(rest) if deal.widow is None else deal.widow
    return hands, rest[:stock_size], rest[stock_size:]


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
        raise ValueError(f"a deal needs {players} hands, got {len(texts)}")
    hands = []
    for seat, cards in enumerate(texts):
        if len(cards) != count:
            raise ValueError(f"seat {seat} must be dealt {count} cards, got {len(cards)}")
        hands.append(_cards(by_name, cards, seat))
    stock = _cards(by_name, stock_texts, None) if given_stock else []
    taken = set(stock).union(*hands)
    if len(taken) != count * players + len(stock):
        raise ValueError("a card is dealt twice")
    rest = [c for c in range(len(rules.card_names)) if c not in taken]
    if rules.keeps_stock and not given_stock:
        widow = rules.variant.deal.widow
        stock, rest = (rest, []) if widow is None else (rest[:widow], rest[widow:])
    return LaidOut(hands, stock, rest)


def _cards(by_name: dict[str, int], texts: object, seat: int | None) -> list[int]:
    """The cards named ``texts``, dealt to ``seat`` (None: the stock); ValueError naming any not in the deck."""
    if isinstance(texts, (list, tuple)):
        try:
            return [by_name[c] for c in texts]
        except KeyError:
            pass
    what = "the stock holds" if seat is None else f"seat {seat} is dealt"
    if not isinstance(texts, (list, tuple)):
        raise ValueError(f"{what} no list of cards")
    unknown = [c for c in texts if c not in by_name]
    raise ValueError(f"{what} cards not in the deck: {', '.join(map(str, unknown))}")
