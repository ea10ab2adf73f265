"""Card notation shared by variant files, records and the terminal.

A card is written rank then suit, two characters: ``TH`` is the ten of hearts.
That is the notation of variant files, records and saves. People read it as
``10♥`` (:func:`card_label`), and may type any of ``TH``, ``10h`` and ``10♥``.
Which ranks and suits a game uses, and how they rank, is the variant's
business, not this module's.
"""

from __future__ import annotations

from collections.abc import Mapping

RANK_LETTERS = "23456789TJQKA"
SUIT_LETTERS = "SHDC"

RANK_NAMES = {
    "2": "Two", "3": "Three", "4": "Four", "5": "Five", "6": "Six", "7": "Seven", "8": "Eight",
    "9": "Nine", "T": "Ten", "J": "Jack", "Q": "Queen", "K": "King", "A": "Ace",
}  # fmt: skip
SUIT_NAMES = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_COLOURS = {"S": "black", "C": "black", "H": "red", "D": "red"}
SYMBOL_SUITS = {"♠": "S", "♤": "S", "♥": "H", "♡": "H", "♦": "D", "♢": "D", "♣": "C", "♧": "C"}
"""Suit symbols a person may type, black or white, and the suit letter each stands for."""
_EMOJI_STYLE = "\ufe0f"  # the variation selector some keyboards add after a suit symbol


def same_colour_suit(suit: str, suits: tuple[str, ...]) -> str | None:
    """The other suit of ``suits`` with the colour of ``suit`` (clubs for spades), if any."""
    partners = [s for s in suits if s != suit and SUIT_COLOURS[s] == SUIT_COLOURS[suit]]
    return partners[0] if partners else None


def normalize_card(text: str) -> str:
    """Return the canonical two-letter spelling of ``text`` (``"10h"`` -> ``"TH"``).

    Suits may be letters or symbols (``10♥``). Raises ValueError if ``text`` is
    not a card of the standard notation.
    """
    word = "".join(SYMBOL_SUITS.get(char, char) for char in text.strip().replace(_EMOJI_STYLE, "")).upper()
    if word.startswith("10"):
        word = "T" + word[2:]
    if len(word) != 2 or word[0] not in RANK_LETTERS or word[1] not in SUIT_LETTERS:
        raise ValueError(f"not a card: {text!r} (cards are written rank then suit, like TH, 10H or 10♥)")
    return word


def card_name(card: str) -> str:
    """The card in words, e.g. ``"Ten of Hearts"``."""
    return f"{RANK_NAMES[card[0]]} of {SUIT_NAMES[card[1]]}"


def rank_label(rank: str) -> str:
    """A rank as printed on cards: ``10`` for ``T``, the letter otherwise."""
    return "10" if rank == "T" else rank


def card_label(card: str, extra: Mapping[str, str] | None = None) -> str:
    """The card as a person reads it: ``10♥`` for ``TH``; an extra card (a joker) by its name in ``extra``."""
    if extra and card in extra:
        return extra[card]
    if len(card) != 2 or card[1] not in SUIT_SYMBOLS:
        return card
    return rank_label(card[0]) + SUIT_SYMBOLS[card[1]]


def suit_letter(text: str) -> str | None:
    """The suit letter ``text`` names: a letter, a symbol or a name (``h``, ``♥``, ``hearts``); None if none."""
    word = text.strip().replace(_EMOJI_STYLE, "")
    if word in SYMBOL_SUITS:
        return SYMBOL_SUITS[word]
    word = word.upper()
    if word in SUIT_LETTERS:
        return word
    return next((letter for letter, name in SUIT_NAMES.items() if name.upper() in (word, word + "S")), None)
