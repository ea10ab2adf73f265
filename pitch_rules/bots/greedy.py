"""A simple sensible player that reads everything it weighs from the variant's tables."""

from __future__ import annotations

import random
from collections.abc import Collection, Iterable, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, NamedTuple

from ..engine import ACCEPT, BEG, DONE, PASS, PITCH, REFUSE, RUN, SELL, STAND, Action, SeatView
from ..engine.rules import best_so_far
from ..engine.view import current_trick_seats, known_partners, legal_cards

if TYPE_CHECKING:
    from ..engine import GameState, Rules


class GreedyBot:
    """A simple sensible player: bids its best suit's strength, wins tricks cheaply.

    In the auction it rates each suit of its hand as trump (higher cards and more of
    them rate higher) and bids what that suit is worth (in an auction of rounds, only
    just enough to lead, and again when outbid); owning the pitch in a sell-out, it
    pitches at once when the hand is worth the bid that takes, and sells unless it
    can make more than the price; it names its best suit, stands on a turned-up
    trump it is strong in, throws away small plain cards in an exchange, and calls
    for a partner the highest trump it does not hold. In play it takes a trick that
    is worth something with its cheapest winning card, unless a partner it knows of
    is winning it, and otherwise throws its least useful card. In a phase it does
    not know it chooses at random.
    """

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: SeatView) -> Action:
        """The heuristic's action for ``view``."""
        phase = view.phase
        if phase == "play":
            cards = view.legal_cards()
            return view.rules.play_actions[cards[0]] if len(cards) == 1 else self._play(view, cards)
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if phase == "auction":
            return self._bid(view, legal)
        if phase == "sale":
            return self._sell(view, legal)
        if phase == "trump":
            strengths = self._suit_strengths(view)
            suits = view.rules.variant.deck.suits
            return max(legal, key=lambda a: strengths.get(suits.index(str(a.value)), 0.0))
        if phase == "begging":
            return self._beg(view, legal)
        if phase == "exchange":
            return self._exchange(view, legal)
        if phase == "call":
            return self._call(view, legal)
        return legal[int(self.rng.random() * len(legal))]

    def _beg(self, view: SeatView, legal: list[Action]) -> Action:
        """Stand on a suit worth a couple of points, else beg; as dealer, run the cards."""
        if STAND in legal:
            strength = self._suit_strengths(view).get(view.trump if view.trump is not None else -1, 0.0)
            return STAND if strength >= 1.5 else BEG
        return RUN

    def _exchange(self, view: SeatView, legal: list[Action]) -> Action:
        """Throw away small cards of plain suits while allowed, then stop; above the hand size, the worst card."""
        rules = view.rules
        trump = view.trump if view.trump is not None else rules.no_trump
        is_trump, power, value = rules.is_trump[trump], rules.power[trump], rules.trick_value
        cards = [rules.card_by_name[str(a.value)] for a in legal if a.kind == "discard"]
        top_two = len(rules.variant.deck.ranks) - 2
        small = [c for c in cards if not is_trump[c] and not value[c] and rules.rank_of[c] < top_two]
        if DONE in legal and not small:
            return DONE
        worst = min(small or cards, key=lambda c: (is_trump[c], value[c], power[c]))
        return rules.discard_actions[worst]

    def _call(self, view: SeatView, legal: list[Action]) -> Action:
        """The highest trump it does not hold (before trump is known: of its best suit)."""
        rules = view.rules
        if view.trump is not None:
            power = rules.power[view.trump]
            return max(legal, key=lambda a: power[rules.card_by_name[str(a.value)]])
        strengths = self._suit_strengths(view)
        best_suit = max(strengths, key=lambda s: (strengths[s], s))
        return max(legal, key=lambda a: (rules.suit_of[c := rules.card_by_name[str(a.value)]] == best_suit, rules.rank_of[c]))

    def _suit_strengths(self, view: SeatView) -> dict[int, float]:
        """How good each suit of the hand would be as trump (jokers count for every suit)."""
        return suit_strengths(view.rules, view.hand)

    def _estimate(self, view: SeatView) -> float:
        """The points the hand is worth as the bidder: its best suit's strength, less a margin."""
        return max(self._suit_strengths(view).values()) - 0.5

    def _bid(self, view: SeatView, legal: list[Action]) -> Action:
        estimate = self._estimate(view)
        bids = [a for a in legal if a.kind == "bid" and int(a.value or 0) <= estimate]
        auction = view.rules.variant.auction
        if bids:
            return bids[0] if auction is not None and auction.rounds == "until-one-left" else bids[-1]
        return PASS if PASS in legal else legal[0]

    def _sell(self, view: SeatView, legal: list[Action]) -> Action:
        """Pitch at once on a hand worth the bid that takes; sell unless the hand can make more than the price."""
        estimate = self._estimate(view)
        if PITCH in legal:
            auction = view.rules.variant.auction
            pitch_bid = auction.sell_out.pitch_bid if auction is not None and auction.sell_out is not None else 0
            return PITCH if estimate >= pitch_bid else SELL
        return REFUSE if estimate >= view.high_bid + 1 else ACCEPT

    def _play(self, view: SeatView, cards: list[int]) -> Action:
        """The card to play of the legal ``cards``."""
        rules = view.rules
        trump = view.trump
        if trump is None:
            return rules.play_actions[opening_lead(rules, view.hand, cards)]
        trick = view.trick
        if not trick:
            return rules.play_actions[max(cards, key=rules.power[trump].__getitem__)]
        return rules.play_actions[follow(rules, trump, cards, trick, view.trick_seats, view.seat, view.partners)]


def playout_card(state: GameState) -> int:
    """In play, the card :class:`GreedyBot` would play for the seat to move, read from the state without a view.

    It reads only what that seat may see (its own hand, the table, the teams it
    knows), so in a sampled world it plays as the bot would from the seat's view.
    """
    seat = state.to_move
    cards = legal_cards(state)
    if len(cards) == 1:
        return cards[0]
    rules = state.rules
    trump = state.trump
    if trump is None:
        return opening_lead(rules, state.hands[seat], cards)
    trick = state.trick
    if not trick:
        return max(cards, key=rules.power[trump].__getitem__)
    return follow(rules, trump, cards, trick, current_trick_seats(state), seat, known_partners(state, seat))


def suit_strengths(rules: Rules, hand: Iterable[int]) -> dict[int, float]:
    """How good each suit of ``hand`` would be as trump (jokers count for every suit)."""
    top = len(rules.variant.deck.ranks) - 1
    strength: dict[int, float] = {}
    jokers = 0.0
    for card in hand:
        suit = rules.suit_of[card]
        if suit < 0:
            jokers += 1.0
            continue
        strength[suit] = strength.get(suit, 0.0) + 0.3 + rules.rank_of[card] / top
    return {suit: value + jokers for suit, value in strength.items()} or {0: jokers}


def opening_lead(rules: Rules, hand: Iterable[int], cards: list[int]) -> int:
    """The lead that names trump: the top card of the hand's best suit, of the legal ``cards``."""
    strengths = suit_strengths(rules, hand)
    best_suit = max(strengths, key=lambda s: (strengths[s], s))
    ours = [c for c in cards if rules.suit_of[c] == best_suit] or cards
    return max(ours, key=rules.rank_of.__getitem__)


def follow(
    rules: Rules, trump: int, cards: list[int], trick: list[int], seats: Sequence[int], seat: int, partners: Collection[int]
) -> int:
    """The card to play of the legal ``cards`` to a ``trick`` that ``seats`` play in turn, ``seat`` knowing its ``partners``.

    Give points to a partner's trick; else take a trick worth something (or the
    last to play) with the cheapest winning card; else throw the least useful card.
    """
    rank = rules.play_tables[trump].following[rules.effective_suit[trump][trick[0]]].rank
    place, top = best_so_far(trick, rank)
    keys = _follow_keys(rules)[trump]
    winner_seat = seats[place]
    if winner_seat != seat and winner_seat in partners:
        return max(cards, key=keys.give.__getitem__)
    winners = [c for c in cards if rank[c] > top]
    if winners and (len(trick) == len(seats) - 1 or sum(map(keys.worth.__getitem__, trick)) > 0):
        return min(winners, key=rules.power[trump].__getitem__)
    return min(cards, key=keys.throw.__getitem__)


class _FollowKeys(NamedTuple):
    """For one trump table, per card: what it adds to a trick's worth, and how to rank it to give or to throw away."""

    worth: tuple[int, ...]
    """Its trick points, and one more for a trump."""
    give: tuple[tuple[bool, int, int], ...]
    """The highest is given to a partner's trick: a plain card before a trump, then more points, then less power."""
    throw: tuple[tuple[bool, int, int], ...]
    """The lowest is thrown away: a plain card before a trump, then fewer points, then less power."""


@lru_cache(maxsize=64)
def _follow_keys(rules: Rules) -> tuple[_FollowKeys, ...]:
    """:class:`_FollowKeys` of each trump table of ``rules`` (as ``rules.power``)."""
    value = rules.trick_value
    return tuple(
        _FollowKeys(
            tuple(v + t for v, t in zip(value, is_trump)),
            tuple((not t, v, -p) for t, v, p in zip(is_trump, value, power)),
            tuple((t, v, p) for t, v, p in zip(is_trump, value, power)),
        )
        for is_trump, power in zip(rules.is_trump, rules.power)
    )
