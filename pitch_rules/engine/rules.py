"""A variant compiled into lookup tables for fast play.

Cards are ints ``suit_index * len(ranks) + rank_index`` into the variant's deck.
Everything that depends on the trump suit is a table per trump; the extra last
table (index ``no_trump``) is used before trump is known.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import normalize_card
from ..variant.model import Variant
from .actions import PASS, Action

TRUMP_BONUS = 1000


@dataclass(frozen=True, eq=False)
class Rules:
    """Everything the engine needs to play one variant, precomputed once."""

    variant: Variant
    card_names: tuple[str, ...]
    card_by_name: dict[str, int]
    card_by_rank_suit: dict[tuple[int, int], int]
    suit_of: tuple[int, ...]
    rank_of: tuple[int, ...]
    trick_value: tuple[int, ...]
    no_trump: int
    effective_suit: tuple[tuple[int, ...], ...]
    is_trump: tuple[tuple[bool, ...], ...]
    power: tuple[tuple[int, ...], ...]
    play_actions: tuple[Action, ...]
    bid_actions: dict[int, Action]
    must_follow_only: bool

    @classmethod
    def from_variant(cls, variant: Variant) -> Rules:
        """Build the tables for ``variant``."""
        deck = variant.deck
        names = deck.cards
        count = len(names)
        suit_of = tuple(c // len(deck.ranks) for c in range(count))
        rank_of = tuple(c % len(deck.ranks) for c in range(count))
        trumps = range(len(deck.suits) + 1)  # the last one: no trump yet
        is_trump = tuple(tuple(suit_of[c] == t for c in range(count)) for t in trumps)
        power = tuple(
            tuple(rank_of[c] + (TRUMP_BONUS if is_trump[t][c] else 0) for c in range(count)) for t in trumps
        )
        return cls(
            variant=variant,
            card_names=names,
            card_by_name={name: c for c, name in enumerate(names)},
            card_by_rank_suit={(rank_of[c], suit_of[c]): c for c in range(count)},
            suit_of=suit_of,
            rank_of=rank_of,
            trick_value=tuple(variant.trick_points.get(deck.ranks[rank_of[c]], 0) for c in range(count)),
            no_trump=len(deck.suits),
            effective_suit=tuple(suit_of for _ in trumps),
            is_trump=is_trump,
            power=power,
            play_actions=tuple(Action("play", name) for name in names),
            bid_actions={b: Action("bid", b) for b in variant.auction.bids},
            must_follow_only=variant.play.legal == "must-follow",
        )

    def action_for(self, text: str) -> Action:
        """Parse a player's typed action: ``pass``, ``bid 3``, ``3`` or a card like ``TH``."""
        word = text.strip().lower()
        if word == "pass":
            return PASS
        if word.startswith("bid"):
            word = word[3:].strip()
        if word.isdigit() and int(word) in self.bid_actions:
            return self.bid_actions[int(word)]
        card = normalize_card(text)
        if card not in self.card_by_name:
            raise ValueError(f"{card} is not in this variant's deck")
        return self.play_actions[self.card_by_name[card]]
