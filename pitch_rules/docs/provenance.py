"""Where a variant's rules come from: its sources with their quotes, its approximations, and what lacks a source.

A variant file names its own ``sources`` and, in ``citations``, quotes for each
rule the sentence it encodes; ``approximations`` declare what the file cannot say
exactly. A file that extends another keeps the rules it does not change, and with
them the quotes of its ancestors for those rules: :func:`sources_section` lists
the file's own sources first, then each ancestor's, keeping only the quotes whose
rules are still the same; :func:`approximations_section` does the same for the
approximations. :func:`uncited` lists the rules a file changes (or, for a
file that extends nothing, the rule groups it has) without a citation or a declared
approximation.
"""

from __future__ import annotations

from ..i18n import Language
from ..variant.model import Approximation, Citation, Source, Variant
from ..variant.rule_paths import OptionPath, dotted, keyed_items, options
from .diff import differences
from .options import option_title, same
from .words import own_words


def _options_under(variant: Variant, path: OptionPath) -> dict[OptionPath, object]:
    found = options(variant)
    return {p: v for p, v in found.items() if p[: len(path)] == path or path[: len(p)] == p}


def still_holds(citation_rules: tuple[OptionPath, ...], ancestor: Variant, variant: Variant) -> bool:
    """Whether every rule a citation of ``ancestor`` names is the same in ``variant``."""
    for path in citation_rules:
        mine, theirs = _options_under(variant, path), _options_under(ancestor, path)
        if mine.keys() != theirs.keys() or not all(same(mine[p], theirs[p]) for p in mine):
            return False
    return True


def rule_titles(variant: Variant, rules: tuple[OptionPath, ...], lang: Language | None = None) -> str:
    """The rules' titles as the document prints them: ``Auction › Bids; Scoring points › Low``."""
    return "; ".join(option_title(variant, path, lang) for path in rules)


def _citation_line(variant: Variant, citation: Citation, lang: Language) -> str:
    """A quote, in its source's own words and language, under the titles of the rules it gives."""
    where = f" ({citation.at})" if citation.at else ""
    return f"    - {rule_titles(variant, citation.rules, lang)}: “{citation.quote.strip()}”{where}"


def _source_line(source: Source, lang: Language) -> str:
    """A source by its own title (and section), with the file's note on it in ``lang``."""
    name = f"[{source.title}]({source.url})" if source.url else source.title
    section = f", {source.section}" if source.section else ""
    note = f": {own_words(source.note, lang)}" if source.note else ""
    return f"- {name}{section}{note}"


def _sources_list(
    variant: Variant, source_of: Variant, citations: list[Citation], all_sources: bool, lang: Language
) -> list[str]:
    """Each source of ``source_of`` with its quotes among ``citations`` (titles worded for ``variant``)."""
    lines = []
    for source in source_of.sources:
        quoted = [c for c in citations if c.source == source.id]
        if quoted or all_sources:
            lines.append(_source_line(source, lang))
            lines.extend(_citation_line(variant, c, lang) for c in quoted)
    return lines


def sources_section(variant: Variant, ancestors: list[Variant], lang: Language) -> list[str]:
    """The Sources section's paragraphs: own sources and quotes, then the quotes kept from each ancestor."""
    paragraphs = []
    if variant.sources:
        paragraphs.append("\n".join(_sources_list(variant, variant, list(variant.citations), True, lang)))
    else:
        paragraphs.append(lang("sources-none"))
    for ancestor in ancestors:
        kept = [c for c in ancestor.citations if still_holds(c.rules, ancestor, variant)]
        lines = _sources_list(variant, ancestor, kept, not ancestor.citations, lang)
        if lines:
            paragraphs.append(lang("sources-kept-from", name=own_words(ancestor.name, lang), id=ancestor.id))
            paragraphs.append("\n".join(lines))
    return paragraphs


def kept_approximations(variant: Variant, ancestors: list[Variant]) -> list[tuple[Approximation, Variant]]:
    """The ancestors' approximations that still concern ``variant``: about rules it keeps, not restated by it.

    An approximation is restated by one with the same id of ``variant`` or of a
    nearer ancestor, or answered by their approximations and citations when their
    rules take in all of its rules. One with no rules (a source's rule the model
    has no option for) is kept unless restated by id.
    """
    restated = {approximation.id for approximation in variant.approximations}
    answering = _rules_stated(variant)
    kept = []
    for ancestor in ancestors:  # nearest first
        for approximation in ancestor.approximations:
            covered = bool(approximation.rules) and all(
                any(path[: len(own)] == own for own in answering) for path in approximation.rules
            )
            if approximation.id not in restated and not covered and still_holds(approximation.rules, ancestor, variant):
                kept.append((approximation, ancestor))
        restated |= {approximation.id for approximation in ancestor.approximations}
        answering += _rules_stated(ancestor)
    return kept


def _rules_stated(variant: Variant) -> list[tuple[str, ...]]:
    """The rules ``variant``'s own approximations and citations speak of."""
    return [path for a in variant.approximations for path in a.rules] + [path for c in variant.citations for path in c.rules]


def _approximation_line(variant: Variant, approximation: Approximation, declared_by: Variant | None, lang: Language) -> str:
    concerns = f" *({rule_titles(variant, approximation.rules, lang)})*" if approximation.rules else ""
    origin = " " + lang("approximation-declared-by", name=own_words(declared_by.name, lang)) if declared_by is not None else ""
    return f"- {own_words(approximation.text, lang)}{concerns}{origin}"


def approximations_section(variant: Variant, ancestors: list[Variant], lang: Language) -> list[str]:
    """The Approximations section's paragraphs: the file's own, then those it keeps from its ancestors.

    None for a variant with no sources and nothing declared along its chain.
    """
    lines = [_approximation_line(variant, a, None, lang) for a in variant.approximations]
    lines += [_approximation_line(variant, a, ancestor, lang) for a, ancestor in kept_approximations(variant, ancestors)]
    if lines:
        return ["\n".join(lines)]
    return [lang("approximations-none")] if variant.sources else []


def groups(variant: Variant) -> list[OptionPath]:
    """The rule groups of a variant: each element it has (not an exchange it lacks) and each scoring point."""
    found = options(variant)
    tops = [path[:1] for path in found if found.get(path[:1], True) is not None]
    return list(dict.fromkeys([*tops, *keyed_items(variant)]))


def uncited(variant: Variant, base: Variant | None) -> list[str]:
    """The rules that need a quote or a declared approximation and have neither, as dotted paths.

    With a ``base`` (the variant this one extends): every option that differs from
    it. Without: every rule group (:func:`groups`). An option is covered by a
    citation or an approximation of this file (never one of its base's) that names
    it or a rule containing it.
    """
    cover = [path for c in variant.citations for path in c.rules]
    cover += [path for a in variant.approximations for path in a.rules]
    if base is None:
        needed = groups(variant)
        return [
            dotted(group)
            for group in needed
            if not any(p[: len(group)] == group or group[: len(p)] == p for p in cover)
        ]
    changed: list[OptionPath] = []
    found = options(variant)
    for difference in differences(base, variant):
        leaves = [p for p in found if p[: len(difference.path)] == difference.path]
        changed.extend(leaves or [difference.path])
    return [dotted(leaf) for leaf in dict.fromkeys(changed) if not any(leaf[: len(p)] == p for p in cover)]

