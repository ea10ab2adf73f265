"""The differences between two resolved variants, option by option, in words.

Generic over the model: every option :func:`~.options.options` finds is compared
(expressions by their parse trees, so spacing does not count), and worded with
the schema's titles and the describers' words. Names, descriptions, sources,
citations, approximations and notes are labels, not rules, and are not compared.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..i18n import Language, language
from ..variant.model import Variant
from ..variant.rule_paths import OptionPath, keyed_items, options, value_at
from .options import option_title, option_words, same
from .words import own_words


@dataclass(frozen=True)
class Difference:
    """One option that differs: where, what it is called, and its value in each variant.

    ``before`` or ``after`` is None when that variant does not have the option at all.
    """

    path: OptionPath
    title: str
    before: str | None
    after: str | None
    lang: Language = field(default_factory=language, compare=False, repr=False)

    def __str__(self) -> str:
        if self.before is None:
            return self.lang("diff-added", title=self.title, after=str(self.after))
        if self.after is None:  # a whole element (the auction) needs no retelling
            if len(self.path) == 1:
                return self.lang("diff-removed", title=self.title)
            return self.lang("diff-removed-was", title=self.title, before=self.before)
        return self.lang("diff-changed", title=self.title, before=self.before, after=self.after)


def differences(base: Variant, variant: Variant, lang: Language | None = None) -> list[Difference]:
    """What ``variant`` changes from ``base``, in model order.

    Whatever only one of them has is one difference, worded whole: a scoring point
    (an item with an id), or an element such as the exchange that the other lacks. A change in the order of shared items is one difference too.
    """
    lang = lang or language()
    base_items, items = keyed_items(base), keyed_items(variant)
    base_options, new_options = options(base), options(variant)
    every = list(dict.fromkeys([*new_options, *base_options]))
    whole = [path for path in dict.fromkeys([*items, *base_items]) if (path in items) != (path in base_items)]
    whole += [path for path in every if _lacks(base_options, new_options, path) or _lacks(new_options, base_options, path)]
    found = [_whole(base, variant, path, base_options, new_options, lang) for path in whole]
    for collection in dict.fromkeys(path[:-1] for path in items):
        order = [path for path in items if path[:-1] == collection and path in base_items]
        base_order = [path for path in base_items if path[:-1] == collection and path in items]
        if order != base_order:
            found.append(
                Difference(
                    collection,
                    lang("diff-order", title=option_title(variant, collection, lang)),
                    ", ".join(own_words(str(base_items[path].name), lang) for path in base_order),
                    ", ".join(own_words(str(items[path].name), lang) for path in order),
                    lang,
                )
            )
    for path in every:
        if any(path[: len(part)] == part for part in whole):
            continue
        before, after = base_options.get(path, _MISSING), new_options.get(path, _MISSING)
        if before is _MISSING or after is _MISSING or not same(before, after):
            found.append(
                Difference(
                    path,
                    option_title(variant if after is not _MISSING else base, path, lang),
                    None if before is _MISSING else option_words(base, path, before, lang),
                    None if after is _MISSING else option_words(variant, path, after, lang),
                    lang,
                )
            )
    position = {path: index for index, path in enumerate(every)}
    return sorted(found, key=lambda d: min(i for p, i in position.items() if p[: len(d.path)] == d.path))


_MISSING = object()


def _inside(found: dict[OptionPath, Any], path: OptionPath) -> bool:
    return any(p[: len(path)] == path and p != path for p in found)


def _lacks(mine: dict[OptionPath, Any], theirs: dict[OptionPath, Any], path: OptionPath) -> bool:
    """Whether ``path`` is an element one variant lacks (None) while the other has options inside it."""
    return path in mine and mine[path] is None and _inside(theirs, path)


def _whole(
    base: Variant,
    variant: Variant,
    path: OptionPath,
    base_options: dict[OptionPath, Any],
    new_options: dict[OptionPath, Any],
    lang: Language,
) -> Difference:
    """The difference for an element or item only one of the variants has."""
    if _inside(new_options, path) or new_options.get(path) is not None:
        words = option_words(variant, path, value_at(variant, path), lang)
        return Difference(path, option_title(variant, path, lang), None, words, lang)
    return Difference(path, option_title(base, path, lang), option_words(base, path, value_at(base, path), lang), None, lang)


def diff_text(base: Variant, variant: Variant, lang: Language | None = None) -> str:
    """The differences as a list, one per line, with a heading line."""
    lang = lang or language()
    found = differences(base, variant, lang)
    names = {"base": own_words(base.name, lang), "base_id": base.id, "variant": own_words(variant.name, lang), "variant_id": variant.id}
    if not found:
        return lang("diff-same", **names) + "\n"
    return lang("diff-heading", count=len(found), **names) + "\n" + "".join(f"- {difference}\n" for difference in found)
