"""Small helpers for writing rules in the reader's language, and Markdown."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

from ..cards import SUIT_SYMBOLS
from ..dsl import Type
from ..dsl.english import Phrase, Voice, extra_card
from ..i18n import Language, language
from ..variant.model import Variant


def voice_of(variant: Variant, lang: Language | None = None) -> Voice:
    """How ``variant``'s rules for a hand speak: of a player or a team as a side, and its jokers by name.

    Teams formed for one hand are the sides of that hand's scoring.
    """
    lang = lang or language()
    voice = Voice(
        team=variant.sides.kind == "partnership" or variant.sides.for_the_hand != "none",
        bidding=variant.auction is not None,
        lang=lang,
    )
    return Voice(
        team=voice.team,
        card_names={joker.id: joker_phrase(voice, joker.name) for joker in variant.deck.jokers},
        bidding=voice.bidding,
        lang=lang,
    )


def library_id(text: str) -> str:
    """The message id of a built-in variant's own text (a name, a description, a note) in the catalogs."""
    return "lib-" + hashlib.sha1(" ".join(text.split()).encode("utf-8")).hexdigest()[:10]


def own_words(text: str, lang: Language) -> str:
    """A variant file's own text (its name, description, notes...) in ``lang``.

    The catalogs translate the built-in variants' texts (``library.ftl``, by
    :func:`library_id`); any other text, such as a house file's, stays as written.
    """
    message = library_id(text)
    return lang(message) if lang.code != "en" and lang.has(message) else text.strip()


def joker_phrase(voice: Voice, name: str) -> Phrase:
    """An extra card (a joker) by its name, as a phrase: its catalog entry's forms if the name is a built-in's."""
    message = library_id(name)
    if voice.lang.code != "en" and voice.lang.has(message):
        return voice.phrase(message, Type.CARD_NAME)
    return extra_card(voice, name)


def in_partnerships(variant: Variant) -> bool:
    """Whether players keep the same partners, and one score per team, for the whole game."""
    return variant.sides.kind == "partnership"


def yes_no(flag: bool) -> str:
    """``yes`` or ``no``, as the catalogs' selectors take a flag."""
    return "yes" if flag else "no"


def join(items: Sequence[str], lang: Language, last: str = "and") -> str:
    """``a, b and c`` (or ``a, b or c`` with ``last="or"``), as ``lang`` writes lists."""
    return lang.join(items, last)


def numbers(values: Sequence[int], lang: Language, last: str = "and") -> str:
    """``1, 2, 3 and 4``; a longer run of consecutive numbers as ``any number from 1 to 21``."""
    if len(values) > 4 and list(values) == list(range(values[0], values[0] + len(values))):
        return lang("numbers-range", first=values[0], last=values[-1])
    return join([str(v) for v in values], lang, last)


def _capitals(lang: Language) -> dict[str, str]:
    """The capital of each small letter whose capital is the language's own (Turkish ``i`` is ``İ``)."""
    pairs = lang("language-capitals").split() if lang.has("language-capitals") else []
    return dict(zip(pairs[::2], pairs[1::2]))


def sentence(text: str, lang: Language) -> str:
    """``text`` with a capital first letter (the language's capital: Turkish ``i`` is ``İ``)."""
    first = text[:1]
    return _capitals(lang).get(first, first.upper()) + text[1:]


def lower_case(text: str, lang: Language) -> str:
    """``text`` in small letters, the language's own (Turkish ``I`` is ``ı``, ``İ`` is ``i``)."""
    smalls = {capital: small for small, capital in _capitals(lang).items()}
    return "".join(smalls.get(letter, letter.lower()) for letter in text)


def rank_label(rank: str) -> str:
    """A rank as printed on cards: ``10`` for T, the letter otherwise."""
    return "10" if rank == "T" else rank


def card_label(card: str, variant: Variant, lang: Language) -> str:
    """A card as printed: ``10♥`` for ``TH``; an extra card by its name."""
    extra = {joker.id: joker.name for joker in variant.deck.jokers}
    return own_words(extra[card], lang) if card in extra else f"{rank_label(card[0])}{SUIT_SYMBOLS[card[1]]}"


def ranking_label(word: str, variant: Variant, lang: Language) -> str:
    """One entry of a trump ranking as printed: ``A``, ``10``, ``off-J``, or a joker's name."""
    extra = {joker.id: joker.name for joker in variant.deck.jokers}
    if word in extra:
        return own_words(extra[word], lang)
    return lang("ranking-off", rank=rank_label(word[4:])) if word.startswith("off-") else rank_label(word)


def seats(numbers: Sequence[int], lang: Language) -> str:
    """``seat 1``, ``seats 0 and 2``."""
    return lang("seats", count=len(numbers), seats=join([str(n) for n in numbers], lang))


def table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """A Markdown table; ``|`` in cells is escaped."""
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines.extend("| " + " | ".join(cell.replace("|", "\\|") for cell in row) + " |" for row in rows)
    return "\n".join(lines)
