"""Small helpers for writing rules in English and Markdown."""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import RANK_NAMES, SUIT_SYMBOLS
from ..dsl.english import Voice
from ..variant.model import Variant

_TIMES = {1: "once", 2: "twice", 3: "three times"}


def voice_of(variant: Variant) -> Voice:
    """How ``variant``'s rules for a hand speak: of a player or a team as a side, and its jokers by name.

    Teams formed for one hand are the sides of that hand's scoring.
    """
    return Voice(
        team=variant.sides.kind == "partnership" or variant.sides.for_the_hand != "none",
        card_names={joker.id: joker.name for joker in variant.deck.jokers},
        bidding=variant.auction is not None,
    )


def in_partnerships(variant: Variant) -> bool:
    """Whether players keep the same partners, and one score per team, for the whole game."""
    return variant.sides.kind == "partnership"


def join(items: Sequence[str], last: str = "and") -> str:
    """``a, b and c`` (or ``a, b or c`` with ``last="or"``)."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {last} {items[-1]}"


def numbers(values: Sequence[int], last: str = "and") -> str:
    """``1, 2, 3 and 4``; a longer run of consecutive numbers as ``any number from 1 to 21``."""
    if len(values) > 4 and list(values) == list(range(values[0], values[0] + len(values))):
        return f"any number from {values[0]} to {values[-1]}"
    return join([str(v) for v in values], last)


def plural(count: int, noun: str) -> str:
    """``1 point``, ``2 points``."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def times(count: int) -> str:
    """``once``, ``twice``, ``three times``, ``4 times``."""
    return _TIMES.get(count, f"{count} times")


def sentence(text: str) -> str:
    """``text`` with a capital first letter."""
    return text[:1].upper() + text[1:]


def rank_label(rank: str) -> str:
    """A rank as printed on cards: ``10`` for T, the letter otherwise."""
    return "10" if rank == "T" else rank


def rank_word(rank: str) -> str:
    """A rank in words for a sentence: ``Ace``, ``Ten``, but ``2`` for the number cards."""
    return rank if rank.isdigit() else RANK_NAMES[rank]


def card_label(card: str, variant: Variant) -> str:
    """A card as printed: ``10♥`` for ``TH``; an extra card by its name."""
    extra = {joker.id: joker.name for joker in variant.deck.jokers}
    return extra[card] if card in extra else f"{rank_label(card[0])}{SUIT_SYMBOLS[card[1]]}"


def ranking_label(word: str, variant: Variant) -> str:
    """One entry of a trump ranking as printed: ``A``, ``10``, ``off-J``, or a joker's name."""
    extra = {joker.id: joker.name for joker in variant.deck.jokers}
    if word in extra:
        return extra[word]
    return f"off-{rank_label(word[4:])}" if word.startswith("off-") else rank_label(word)


def seats(numbers: Sequence[int]) -> str:
    """``seat 1``, ``seats 0 and 2``."""
    words = [str(n) for n in numbers]
    return f"seat {words[0]}" if len(words) == 1 else f"seats {join(words)}"


def table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """A Markdown table; ``|`` in cells is escaped."""
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines.extend("| " + " | ".join(cell.replace("|", "\\|") for cell in row) + " |" for row in rows)
    return "\n".join(lines)
