"""The differences between two resolved variants, option by option, in words.

Generic over the model: every option :func:`~.options.options` finds is compared
(expressions by their parse trees, so spacing does not count), and worded with
the schema's titles and the describers' words. Names, descriptions and sources
are labels, not rules, and are not compared.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..variant.model import Variant
from .options import OptionPath, keyed_items, option_title, option_words, options, same


@dataclass(frozen=True)
class Difference:
    """One option that differs: where, what it is called, and its value in each variant.

    ``before`` or ``after`` is None when that variant does not have the option at all.
    """

    path: OptionPath
    title: str
    before: str | None
    after: str | None

    def __str__(self) -> str:
        if self.before is None:
            return f"{self.title}: added. {self.after}"
        if self.after is None:
            return f"{self.title}: removed. It was: {self.before}"
        return f"{self.title}: {self.after}, instead of {self.before}"


def differences(base: Variant, variant: Variant) -> list[Difference]:
    """What ``variant`` changes from ``base``, in model order.

    A scoring point (any item with an id) that only one of them has is one
    difference, worded whole; a change in the order of shared items is another.
    """
    base_items, items = keyed_items(base), keyed_items(variant)
    found = [_difference(base, variant, path, base_items.get(path, _MISSING), items.get(path, _MISSING))
             for path in dict.fromkeys([*items, *base_items]) if (path in items) != (path in base_items)]
    for collection in dict.fromkeys(path[:-1] for path in items):
        order = [path for path in items if path[:-1] == collection and path in base_items]
        base_order = [path for path in base_items if path[:-1] == collection and path in items]
        if order != base_order:
            found.append(
                Difference(
                    collection,
                    option_title(variant, collection) + " › order",
                    ", ".join(str(base_items[path].name) for path in base_order),
                    ", ".join(str(items[path].name) for path in order),
                )
            )
    unshared = items.keys() ^ base_items.keys()
    base_options, new_options = options(base), options(variant)
    for path in dict.fromkeys([*new_options, *base_options]):
        if any(path[: len(item)] == item for item in unshared):
            continue
        before, after = base_options.get(path, _MISSING), new_options.get(path, _MISSING)
        if before is _MISSING or after is _MISSING or not same(before, after):
            found.append(_difference(base, variant, path, before, after))
    return found


_MISSING = object()


def _difference(base: Variant, variant: Variant, path: OptionPath, before: object, after: object) -> Difference:
    title = option_title(variant if after is not _MISSING else base, path)
    return Difference(
        path,
        title,
        None if before is _MISSING else option_words(base, path, before),
        None if after is _MISSING else option_words(variant, path, after),
    )


def diff_text(base: Variant, variant: Variant) -> str:
    """The differences as a list, one per line, with a heading line."""
    found = differences(base, variant)
    heading = f"From {base.name} ({base.id}) to {variant.name} ({variant.id}):"
    if not found:
        return f"{heading} the rules are the same.\n"
    count = f"{len(found)} option{'s' if len(found) != 1 else ''} differ"
    return f"{heading} {count}.\n" + "".join(f"- {difference}\n" for difference in found)
