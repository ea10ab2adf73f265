"""The library: every built-in variant's rules document as HTML, the comparison, and a search, in each language.

The pages are the docs site's own Markdown (:mod:`pitch_rules.docs`), in the
reader's language as ``pitch-rules document --lang`` writes them, rendered with
raw HTML turned off, so no text from a variant file can reach the page as markup.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from markdown_it import MarkdownIt

from .. import resources
from ..docs import base_of, rules_document
from ..docs.site import comparison_matrix
from ..docs.words import own_words
from ..i18n import ENGLISH, language
from ..variant.loader import load_variant
from ..variant.model import Variant

MAX_QUERY = 200
SNIPPET = 80
_MARKDOWN = MarkdownIt("commonmark", {"html": False}).enable("table")
_BULLET = re.compile(r"^\s*- ", re.MULTILINE)
_MARKUP = re.compile(r"[*_`#>|\[\]]|\]\([^)]*\)")


def markdown_html(text: str) -> str:
    """Markdown as HTML, any raw HTML in it escaped."""
    html: str = _MARKDOWN.render(text)
    return html


@dataclass(frozen=True)
class Entry:
    """One built-in variant of the library in language ``code``: its name, and its rules in Markdown and plain
    words (written when first read)."""

    variant: Variant
    code: str
    name: str
    description: str

    @property
    def id(self) -> str:
        """The variant's id."""
        return self.variant.id

    @property
    def summary(self) -> str:
        """The variant's description on one line."""
        return " ".join(self.description.split())

    @property
    def markdown(self) -> str:
        """The rules document in Markdown."""
        return _document(self.id, self.code)

    @property
    def html(self) -> str:
        """The rules document as HTML."""
        return markdown_html(self.markdown)

    @property
    def text(self) -> str:
        """The rules document without Markdown marks, for searching."""
        return " ".join(_MARKUP.sub(" ", _BULLET.sub("· ", self.markdown)).split())


@cache
def library(code: str = ENGLISH) -> dict[str, Entry]:
    """Every built-in variant by id, in language ``code``."""
    lang = language(code)
    entries = {}
    for variant_id in resources.builtin_variant_ids():
        variant = load_variant(variant_id)
        entries[variant_id] = Entry(variant, code, own_words(variant.name, lang), own_words(variant.description, lang))
    return entries


@cache
def _document(variant_id: str, code: str) -> str:
    """The rules document of built-in variant ``variant_id`` in language ``code``, as ``pitch-rules docs`` writes it."""
    variant = library(code)[variant_id].variant
    return rules_document(variant, base_of(variant), language(code))


@cache
def comparison_html(code: str = ENGLISH) -> str:
    """The comparison of every built-in variant in language ``code``, one row per option, linking to the library."""
    text = comparison_matrix([entry.variant for entry in library(code).values()], language(code))
    text = re.sub(r"\]\(variants/([a-z0-9-]+)\.md\)", r"](/library/\1)", text)
    text = re.sub(r'<div class="matrix"[^>]*>|</div>', "", text.replace("](../", "](/"))  # the site's picker: not here
    return markdown_html(text)


@dataclass(frozen=True)
class Hit:
    """A variant whose rules mention every word of a search, with where the first word is."""

    entry: Entry
    count: int
    before: str
    match: str
    after: str


def search(query: str, code: str = ENGLISH) -> list[Hit]:
    """The variants whose name, id or rules (in language ``code``) contain every word of ``query``, most mentions first."""
    words = [w for w in query[:MAX_QUERY].lower().split() if w]
    if not words:
        return []
    hits = []
    for entry in library(code).values():
        text = f"{entry.name} {entry.id} {entry.text}"
        lower = text.lower()
        if not all(word in lower for word in words):
            continue
        count = sum(lower.count(word) for word in words)
        body = entry.text.lower().find(words[0])
        if body < 0:
            hits.append(Hit(entry, count, "", "", entry.summary[: SNIPPET * 2]))
            continue
        end = body + len(words[0])
        before = entry.text[max(0, body - SNIPPET) : body]
        hits.append(Hit(entry, count, ("…" if body > SNIPPET else "") + before, entry.text[body:end], entry.text[end : end + SNIPPET] + "…"))
    return sorted(hits, key=lambda hit: (-hit.count, hit.entry.id))
