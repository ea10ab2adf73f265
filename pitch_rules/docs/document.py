"""The rules document of a variant: every describer's words, in the order players read them.

``rules_document(variant)`` is what ``pitch-rules docs`` prints and what the site
shows for each variant. Given a ``base`` variant (the one a house-rules file
builds on, :func:`base_of`), it opens with a "House rules" section listing what
differs. It closes with the file's notes, its approximations, and its sources with
their quotes (then those its ancestors give for the rules it keeps).
"""

from __future__ import annotations

from pathlib import Path

from ..i18n import Language, language
from ..variant.loader import load_variant
from ..variant.overlay import MAX_CHAIN, names_a_file
from ..variant.model import Variant
from .describers import DESCRIBERS
from .diff import differences
from .example import worked_example
from .provenance import approximations_section, sources_section
from .words import own_words

# Sections (their titles are the messages ``section-NAME``) and the elements each states, in reading order.
SECTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("players", ("players", "sides")),
    ("cards", ("deck",)),
    ("deal", ("deal",)),
    ("auction", ("auction",)),
    ("trump", ("trump",)),
    ("exchange", ("exchange",)),
    ("play", ("play", "stock")),
    ("scoring", ("points", "trick_points", "contract")),
    ("game", ("game",)),
)


def rules_document(variant: Variant, base: Variant | None = None, lang: Language | None = None) -> str:
    """The complete rules of ``variant`` in Markdown, in ``lang`` (default English); with ``base``, its house rules first."""
    lang = lang or language()
    blocks = [f"# {own_words(variant.name, lang)}", own_words(variant.description, lang)]
    if base is not None:
        blocks.append(f"## {lang('section-house-rules')}")
        blocks.append(house_rules(base, variant, lang))
    for section, elements in SECTIONS:
        paragraphs = [p for element in elements for p in DESCRIBERS[element].describe(variant, lang)]
        if paragraphs:  # an element the variant does not have (an exchange) says nothing
            blocks.append(f"## {lang(f'section-{section}')}")
            blocks.extend(paragraphs)
    if variant.notes:
        blocks.append(f"## {lang('section-notes')}")
        blocks.append("\n".join(f"- {own_words(note, lang)}" for note in variant.notes))
    ancestors = ancestry(variant)
    approximations = approximations_section(variant, ancestors, lang)
    if approximations:
        blocks.append(f"## {lang('section-approximations')}")
        blocks.extend(approximations)
    blocks.append(f"## {lang('section-example')}")
    blocks.extend(worked_example(variant, lang))
    if variant.sources or ancestors:
        blocks.append(f"## {lang('section-sources')}")
        blocks.extend(sources_section(variant, ancestors, lang))
    blocks.append(lang("document-generated", id=variant.id))
    return "\n\n".join(blocks) + "\n"


def base_of(variant: Variant) -> Variant | None:
    """The variant that ``variant``'s house rules change, or None.

    That is the variant its file ``extends`` (a built-in id, or a file path relative
    to it, as the overlay resolves it); for a variant without ``extends`` but with
    ``--set`` settings, the same variant without them.
    """
    target = variant.extends
    if target is None:
        return load_variant(variant.path) if variant.settings else None
    if names_a_file(target):
        return load_variant(Path(variant.path).parent / target)
    return load_variant(target)


def house_rules(base: Variant, variant: Variant, lang: Language | None = None) -> str:
    """The "House rules" section's text: what ``variant`` changes from ``base``."""
    lang = lang or language()
    found = differences(base, variant, lang)
    name = own_words(base.name, lang)
    if not found:
        return lang("house-rules-unchanged", base=name)
    listed = "\n".join(f"- {difference}" + ("" if str(difference).endswith(".") else ".") for difference in found)
    return f"{lang('house-rules-changes', base=name)}\n\n{listed}"


def ancestry(variant: Variant) -> list[Variant]:
    """The variants ``variant`` builds on, nearest first: the one it extends (or itself without settings), and so on."""
    chain: list[Variant] = []
    base = base_of(variant)
    while base is not None and len(chain) < MAX_CHAIN:
        chain.append(base)
        base = base_of(base)
    return chain
