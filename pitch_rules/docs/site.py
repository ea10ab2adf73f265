"""The generated pages of the docs site: one per variant, the comparison matrix, the references, the action numbers.

``site_pages()`` maps each page's path (inside the site's ``docs/`` folder) to its
Markdown; ``nav_with_variants()`` lists every variant in the site's navigation. The mkdocs hook ``docs/hooks.py``
adds them to the build, so nothing generated is kept in the repository.
"""

from __future__ import annotations

import html
import re
from typing import Any

from .. import resources
from ..messages import say
from ..cli import cli
from ..variant.loader import load_variant
from ..variant.model import Variant
from .action_numbers import action_numbers_page
from .cli_reference import cli_reference
from .document import base_of, rules_document
from ..variant.rule_paths import OptionPath, options
from .options import option_title, option_words
from .schema_reference import schema_reference
from .words import table

VARIANTS_INDEX = "variants/index.md"


def builtin_variants() -> list[Variant]:
    """Every built-in variant, by id."""
    return [load_variant(variant_id) for variant_id in resources.builtin_variant_ids()]


def site_pages(variants: list[Variant] | None = None) -> dict[str, str]:
    """The generated pages, by path: the variants' rules, their index, the matrix, the references."""
    variants = builtin_variants() if variants is None else variants
    pages = {f"variants/{variant.id}.md": rules_document(variant, base_of(variant)) for variant in variants}
    pages[VARIANTS_INDEX] = variants_index(variants)
    pages["matrix.md"] = comparison_matrix(variants)
    pages["variant-file.md"] = schema_reference(resources.schema("variant"))
    pages["cli.md"] = cli_reference(cli)
    pages["action-numbers.md"] = action_numbers_page(variants)
    return pages


def _cell(variant: Variant, found: dict[OptionPath, Any], path: OptionPath) -> str:
    if path in found:
        return option_words(variant, path, found[path])
    lacks = any(found.get(path[:depth], ()) is None for depth in range(1, len(path)))
    return "none" if lacks else "—"


def nav_with_variants(nav: list[Any], variants: list[Variant]) -> list[Any]:
    """``nav`` (as in mkdocs.yml) with every variant's page added to the section that lists the variants index.

    The pages go after the section's own entries. A top-level entry for the
    index alone becomes such a section, titled as the entry was.
    """
    pages = [{v.name: f"variants/{v.id}.md"} for v in variants]
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


def variants_index(variants: list[Variant]) -> str:
    """The list of variants, each with its introduction."""
    rows = [[f"[{v.name}]({v.id}.md)", f"`{v.id}`", " ".join(v.description.split())] for v in variants]
    return (
        "# Variants\n\nThe rules of every built-in variant, generated from its variant file: the same "
        "rules the engine plays. `pitch-rules docs VARIANT` prints any of them, or the rules of your "
        "own variant file. [Compare them side by side](../matrix.md).\n\n"
        + table(["variant", "id", "in short"], rows)
        + "\n"
    )


def comparison_matrix(variants: list[Variant]) -> str:
    """One row per option, one column per variant.

    Where a variant lacks a whole element (no exchange), its cells in that
    element's rows say "none"; an option it lacks otherwise shows a dash.
    """
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
        cells = [_cell(variant, found, path) for variant, found in zip(variants, per_variant)]
        rows.append([option_title(owner, path), *cells])
    header = ["option", *(f"[{v.name}](variants/{v.id}.md)" for v in variants)]
    words = {name: html.escape(say(f"site.matrix.{name}"), quote=True) for name in ("pick", "all", "none", "differ")}
    attributes = " ".join(f'data-{name}="{text}"' for name, text in words.items())
    return (
        "# Comparison of variants\n\nEvery rule option of every built-in variant: one row per option, one "
        f"column per variant (the table scrolls sideways). {say('site.matrix.intro')} `pitch-rules diff A B` "
        f'lists just the options two variants disagree on.\n\n<div class="matrix" {attributes} markdown>\n\n'
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
