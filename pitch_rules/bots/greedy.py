"""A simple sensible player that reads everything it weighs from the variant's tables."""

from __future__ import annotations

import random

from ..engine import PASS, Action, SeatView
from ..engine.rules import TRUMP_BONUS

BEG_WORDS = {"stand", "beg", "give", "run"}
CONTENT = 1.5
"""Trump strength (about an ace and a middling trump) at which the bot keeps a turned-up trump."""


class GreedyBot:
    """A simple sensible player: bids its best suit's strength, wins tricks cheaply.

    It rates each suit of its hand as trump (more trumps, and higher in the
    variant's trump ranking, rate higher), bids what its best suit is worth, names
    that suit, keeps a turned-up trump it is strong in and begs or runs otherwise,
    and discards cards that are neither trumps nor worth trick points. In play it
    takes a trick that is worth something with its cheapest winning card, and
    otherwise throws its least useful card. Decisions of kinds it does not know it
    makes at random.
    """

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: SeatView) -> Action:
        """The heuristic's action for ``view``."""
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        kinds = {action.kind for action in legal}
        if kinds <= {"bid", "pass"}:
            return self._bid(view, legal)
        if kinds == {"play"}:
            return self._play(view, legal)
        if kinds == {"trump"}:
            return self._name_trump(view, legal)
        if kinds <= {"discard", "done"}:
            return self._exchange(view, legal)
        if kinds <= BEG_WORDS:
            return self._beg(view, legal)
        return legal[int(self.rng.random() * len(legal))]  # a decision it has no heuristic for

    def _suit_strengths(self, view: SeatView) -> dict[int, float]:
        """How good each suit would be as trump: per trump held, 0.3 plus its place in the ranking (0 to 1)."""
        rules = view.rules
        entries = max(1, len(rules.variant.trump.ranking) - 1)
        suits = range(rules.no_trump)
        strength: dict[int, float] = {}
        for card in view.hand:
            for suit in suits:
                if rules.is_trump[suit][card]:
                    place = (rules.power[suit][card] - TRUMP_BONUS - 1) / entries
                    strength[suit] = strength.get(suit, 0.0) + 0.3 + place
        return strength

    def _bid(self, view: SeatView, legal: list[Action]) -> Action:
        estimate = max(self._suit_strengths(view).values(), default=0.0) - 0.5
        bids = [a for a in legal if a.kind == "bid" and int(a.value or 0) <= estimate]
        if bids:
            return bids[-1]
        return PASS if PASS in legal else legal[0]

    def _name_trump(self, view: SeatView, legal: list[Action]) -> Action:
        strengths = self._suit_strengths(view)
        suits = view.rules.variant.deck.suits
        return max(legal, key=lambda a: (strengths.get(suits.index(str(a.value)), 0.0), -suits.index(str(a.value))))

    def _beg(self, view: SeatView, legal: list[Action]) -> Action:
        """Stand (or, as dealer, give) when strong in the turned-up trump; else beg (or run the cards)."""
        trump = view.trump
        content = trump is not None and self._suit_strengths(view).get(trump, 0.0) >= CONTENT
        keep, change = ("stand", "beg") if Action("stand") in legal else ("give", "run")
        return Action(keep if content else change)

    def _exchange(self, view: SeatView, legal: list[Action]) -> Action:
        """Throw cards that are neither trumps nor worth trick points, weakest first; then stop."""
        rules = view.rules
        table = view.trump if view.trump is not None else rules.no_trump
        is_trump, power, value = rules.is_trump[table], rules.power[table], rules.trick_value
        discards = [rules.card_by_name[str(a.value)] for a in legal if a.kind == "discard"]
        useless = [c for c in discards if not is_trump[c] and not value[c]]
        if useless or not any(a.kind == "done" for a in legal):
            card = min(useless or discards, key=lambda c: (is_trump[c], value[c], power[c]))
            return rules.discard_actions[card]
        return next(a for a in legal if a.kind == "done")

    def _play(self, view: SeatView, legal: list[Action]) -> Action:
        rules = view.rules
        cards = [rules.card_by_name[str(a.value)] for a in legal]
        trump = view.trump
        if trump is None:  # the opening lead names trump: lead the best suit's top card
            strengths = self._suit_strengths(view)
            best_suit = max(strengths, key=lambda s: (strengths[s], s))
            ours = [c for c in cards if rules.suit_of[c] == best_suit] or cards
            return rules.play_actions[max(ours, key=rules.power[best_suit].__getitem__)]
        power = rules.power[trump]
        trick = view.trick
        if not trick:
            return rules.play_actions[max(cards, key=power.__getitem__)]
        suit = rules.effective_suit[trump]
        is_trump = rules.is_trump[trump]
        best = trick[0]
        for card in trick[1:]:
            if (suit[card] == suit[best] or is_trump[card]) and power[card] > power[best]:
                best = card
        winners = [c for c in cards if (suit[c] == suit[best] or is_trump[c]) and power[c] > power[best]]
        worth = sum(rules.trick_value[c] for c in trick) + sum(1 for c in trick if is_trump[c])
        partner_winning = self._partner_winning(view, trick, best)
        if winners and not partner_winning and (worth > 0 or len(trick) == view.players - 1):
            return rules.play_actions[min(winners, key=power.__getitem__)]
        value = rules.trick_value
        if partner_winning:  # give points to the partner's trick
            return rules.play_actions[max(cards, key=lambda c: (not is_trump[c], value[c], -power[c]))]
        return rules.play_actions[min(cards, key=lambda c: (is_trump[c], value[c], power[c]))]

    @staticmethod
    def _partner_winning(view: SeatView, trick: list[int], best: int) -> bool:
        winner_seat = (view.leader + trick.index(best)) % view.players
        side_of = view.side_of
        return winner_seat != view.seat and side_of[winner_seat] == side_of[view.seat]
