"""The generated pages of the docs site: one per variant, the comparison matrix, the glossary, the references, the action numbers.

``site_pages()`` maps each page's path (inside the site's ``docs/`` folder) to its
Markdown; ``site_pages(lang=...)`` gives the pages a language has (the variants,
their index, the comparison, the glossary and the variant-file reference) and
``translated_pages()`` all of them under the names the i18n plugin reads
(``matrix.uk.md``).
``nav_with_variants()`` lists every variant in the site's navigation. The mkdocs
hook ``docs/hooks.py`` adds them to the build, so nothing generated is kept in the
repository.
"""

from __future__ import annotations

import html
import re
from typing import Any

from .. import resources
from ..cli import cli
from ..i18n import Language, language, languages
from ..variant.loader import load_variant
from ..variant.model import Variant
from .action_numbers import action_numbers_page
from .cli_reference import cli_reference
from .document import base_of, rules_document
from .glossary import glossary_page
from ..variant.rule_paths import OptionPath, options
from .options import option_title, option_words
from .schema_reference import schema_reference
from .words import own_words, table

VARIANTS_INDEX = "variants/index.md"


def builtin_variants() -> list[Variant]:
    """Every built-in variant, by id."""
    return [load_variant(variant_id) for variant_id in resources.builtin_variant_ids()]


def site_pages(variants: list[Variant] | None = None, lang: Language | None = None) -> dict[str, str]:
    """The generated pages, by path: the variants' rules, their index, the matrix, the glossary, the references.

    With ``lang``, only the pages a language has: the variants' rules, their index,
    the matrix, the glossary and the variant-file reference. The command-line
    reference and the action numbers come with English alone: the other
    languages' sites show the English pages.
    """
    variants = builtin_variants() if variants is None else variants
    lang = lang or language()
    pages = {f"variants/{v.id}.md": rules_document(v, base_of(v), lang) for v in variants}
    pages[VARIANTS_INDEX] = variants_index(variants, lang)
    pages["matrix.md"] = comparison_matrix(variants, lang)
    pages["glossary.md"] = glossary_page(lang)
    pages["variant-file.md"] = schema_reference(resources.schema("variant"), lang)
    if lang.code == "en":
        pages["cli.md"] = cli_reference(cli)
        pages["action-numbers.md"] = action_numbers_page(variants)
    return pages


def translated_pages(variants: list[Variant] | None = None) -> dict[str, str]:
    """Every language's own pages but English, each named as the i18n plugin's suffix structure reads it."""
    variants = builtin_variants() if variants is None else variants
    found = {}
    for code in languages()[1:]:
        for path, text in site_pages(variants, language(code)).items():
            found[path.removesuffix(".md") + f".{code}.md"] = text
    return found


def _cell(variant: Variant, found: dict[OptionPath, Any], path: OptionPath, lang: Language) -> str:
    if path in found:
        return option_words(variant, path, found[path], lang)
    lacks = any(found.get(path[:depth], ()) is None for depth in range(1, len(path)))
    return lang("option-none") if lacks else "—"


def nav_with_variants(nav: list[Any], variants: list[Variant]) -> list[Any]:
    """``nav`` (as in mkdocs.yml) with every variant's page added to the section that lists the variants index.

    The pages go after the section's own entries, each titled by its page's
    heading (so in the page's language). A top-level entry for the index alone
    becomes such a section, titled as the entry was.
    """
    pages = [f"variants/{v.id}.md" for v in variants]
    expanded: list[Any] = []
    for entry in nav:
        if not isinstance(entry, dict) or len(entry) != 1:
            expanded.append(entry)  # a bare page
            continue
        title, target = next(iter(entry.items()))
        if target == VARIANTS_INDEX:
            expanded.append({title: [{"All variants": VARIANTS_INDEX}, *pages]})
        elif isinstance(target, list) and any(isinstance(e, dict) and VARIANTS_INDEX in e.values() for e in target):
            expanded.append({title: [*target, *pages]})
        else:
            expanded.append(entry)
    return expanded


def variants_index(variants: list[Variant], lang: Language | None = None) -> str:
    """The list of variants, each with its introduction."""
    lang = lang or language()
    rows = [
        [f"[{own_words(v.name, lang)}]({v.id}.md)", f"`{v.id}`", " ".join(own_words(v.description, lang).split())]
        for v in variants
    ]
    header = [lang("site-column-variant"), lang("site-column-id"), lang("site-column-in-short")]
    return f"# {lang('site-variants-title')}\n\n{lang('site-variants-intro')}\n\n{table(header, rows)}\n"


def comparison_matrix(variants: list[Variant], lang: Language | None = None) -> str:
    """One row per option, one column per variant.

    Where a variant lacks a whole element (no exchange), its cells in that
    element's rows say "none"; an option it lacks otherwise shows a dash.
    """
    lang = lang or language()
    per_variant = [options(variant) for variant in variants]
    paths: list[OptionPath] = []
    for found in per_variant:
        for path in found:
            if path not in paths:
                after = [i for i, p in enumerate(paths) if p[0] == path[0]]
                paths.insert(after[-1] + 1 if after else len(paths), path)
    rows = []
    for path in paths:
        if any(other[: len(path)] == path and other != path for other in paths):
            continue  # an element some variant lacks, and others have: its options make the rows
        owner = next(v for v, found in zip(variants, per_variant) if path in found)
        cells = [_cell(variant, found, path, lang) for variant, found in zip(variants, per_variant)]
        rows.append([option_title(owner, path, lang), *cells])
    header = [lang("site-column-option"), *(f"[{own_words(v.name, lang)}](variants/{v.id}.md)" for v in variants)]
    words = {name: html.escape(lang(f"site-matrix-{name}"), quote=True) for name in ("pick", "all", "none", "differ")}
    attributes = " ".join(f'data-{name}="{text}"' for name, text in words.items())
    return (
        f"# {lang('site-matrix-title')}\n\n{lang('site-matrix-intro')}\n\n<div class=\"matrix\" {attributes} markdown>\n\n"
        + table(header, rows)
        + "\n\n</div>\n"
    )


SUIT_CLASSES = {"♥": "suit-red", "♦": "suit-red", "♠": "suit-black", "♣": "suit-black"}
"""The class of each suit symbol on the site: red hearts and diamonds, as in the terminal."""

_TAG = re.compile(r"(<[^>]*>)")
_SUIT = re.compile("[" + "".join(SUIT_CLASSES) + "]")


def colour_suits(page: str) -> str:
    """``page`` (HTML) with every suit symbol in its text wrapped in a span of its colour class."""
    parts = _TAG.split(page)
    return "".join(
        part if index % 2 else _SUIT.sub(lambda m: f'<span class="suit {SUIT_CLASSES[m.group()]}">{m.group()}</span>', part)
        for index, part in enumerate(parts)
    )
