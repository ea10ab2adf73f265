"""One version of a document, with what requests about it need, each worked out once: its lines, its check, its deck.

The server keeps a snapshot of every open document and makes a new one on each
change, so however many hovers, completions and definitions an editor asks for,
a version's YAML is parsed and checked once (a broken file of 60 KiB takes about
a second on the pure-Python YAML parser that reports its problem precisely).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

from .. import resources
from ..errors import VariantError
from ..variant.overlay import resolve
from .checks import Checked, check
from .text import Text


@dataclass(frozen=True)
class DeckWords:
    """The spellings of the variant's deck: suit and rank letters, extra cards' ids."""

    suits: tuple[str, ...]
    ranks: tuple[str, ...]
    extras: tuple[str, ...]

    @property
    def cards(self) -> tuple[str, ...]:
        """Every card's name: ``2S`` ... ``AC``, then the extra cards."""
        return tuple(rank + suit for suit in self.suits for rank in self.ranks) + self.extras


class Snapshot:
    """The text of the document ``path`` at one version; its check and deck are worked out when first asked for."""

    def __init__(self, text: str, path: str) -> None:
        self.text = Text(text)
        self.path = path

    @cached_property
    def checked(self) -> Checked:
        """The document checked as ``validate`` checks it."""
        return check(self.text.text, self.path)

    @cached_property
    def deck(self) -> DeckWords:
        """The deck of the document: its checked variant's, else what its layers say, else the schema's full deck."""
        variant = self.checked.variant
        if variant is not None:
            cards = variant.deck
            return DeckWords(cards.suits, cards.ranks, tuple(joker.id for joker in cards.jokers))
        defs = resources.schema("variant")["$defs"]
        fallback = DeckWords(tuple(defs["suit"]["enum"]), tuple(defs["rank"]["enum"]), ())
        if self.checked.document is None:
            return fallback
        try:
            data: Any = resolve(self.path, self.path, (), self.text.text).document.data
        except (VariantError, OSError):
            return fallback
        deck = data.get("deck") if isinstance(data, dict) else None
        if not isinstance(deck, dict):
            return fallback
        suits, ranks, jokers = deck.get("suits"), deck.get("ranks"), deck.get("jokers", [])
        if not (isinstance(suits, list) and isinstance(ranks, list) and isinstance(jokers, list)):
            return fallback
        if not all(isinstance(word, str) for word in suits + ranks):
            return fallback
        extras = tuple(j["id"] for j in jokers if isinstance(j, dict) and isinstance(j.get("id"), str))
        return DeckWords(tuple(suits), tuple(ranks), extras)
