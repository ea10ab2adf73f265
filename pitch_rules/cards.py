"""Card notation shared by variant files, records and the terminal.

A card is written rank then suit, two characters: ``TH`` is the ten of hearts.
Readers also accept ``10H`` and lower case. Which ranks and suits a game uses,
and how they rank, is the variant's business, not this module's.
"""

from __future__ import annotations

RANK_LETTERS = "23456789TJQKA"
SUIT_LETTERS = "SHDC"

RANK_NAMES = {
    "2": "Two", "3": "Three", "4": "Four", "5": "Five", "6": "Six", "7": "Seven", "8": "Eight",
    "9": "Nine", "T": "Ten", "J": "Jack", "Q": "Queen", "K": "King", "A": "Ace",
}  # fmt: skip
SUIT_NAMES = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_COLOURS = {"S": "black", "C": "black", "H": "red", "D": "red"}


def same_colour_suit(suit: str, suits: tuple[str, ...]) -> str | None:
    """The other suit of ``suits`` with the colour of ``suit`` (clubs for spades), if any."""
    partners = [s for s in suits if s != suit and SUIT_COLOURS[s] == SUIT_COLOURS[suit]]
    return partners[0] if partners else None


def normalize_card(text: str) -> str:
    """Return the canonical two-letter spelling of ``text`` (``"10h"`` -> ``"TH"``).

    Raises ValueError if ``text`` is not a card of the standard notation.
    """
    word = text.strip().upper()
    if word.startswith("10"):
        word = "T" + word[2:]
    if len(word) != 2 or word[0] not in RANK_LETTERS or word[1] not in SUIT_LETTERS:
        raise ValueError(f"not a card: {text!r} (cards are written rank then suit, like TH or 10H)")
    return word


def card_name(card: str) -> str:
    """The card in words, e.g. ``"Ten of Hearts"``."""
    return f"{RANK_NAMES[card[0]]} of {SUIT_NAMES[card[1]]}"
