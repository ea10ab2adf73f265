"""The glossary page: the game's words in one language, each with the English word and what it means.

The terms are the messages ``glossary-TERM`` of each language's catalog (the word,
and ``.about``, its meaning), in the order of ``TERMS``; a language's page lists
them in its own words, with the English word beside each.
"""

from __future__ import annotations

from ..i18n import Language, language
from .words import table

# The game's words, in the order a player meets them.
TERMS = (
    "deck", "suit", "seat", "team", "deal", "hand", "dealer", "eldest", "auction", "bid", "pass", "bidder",
    "steal", "trump", "pitch", "trick", "lead", "follow", "trumping", "capture", "in-play", "make", "set-back",
    "high", "low", "jack", "game", "trick-points", "counting-card", "target", "stock", "widow", "discard",
    "beg", "run", "off-suit", "joker", "natural", "misdeal", "moon", "sell",
)  # fmt: skip


def glossary_page(lang: Language | None = None) -> str:
    """The glossary in Markdown: a table of every term, with the English word unless the page is English."""
    lang = lang or language()
    english = language()
    rows = []
    for term in TERMS:
        message = f"glossary-{term}"
        meaning = lang.attribute(message, "about")
        rows.append([f"**{lang(message)}**", meaning] if lang.code == "en" else [f"**{lang(message)}**", english(message), meaning])
    header = [lang("glossary-column-term"), lang("glossary-column-meaning")]
    if lang.code != "en":
        header.insert(1, lang("glossary-column-english"))
    return f"# {lang('glossary-title')}\n\n{lang('glossary-intro')}\n\n{table(header, rows)}\n"
