"""The rule options of a resolved variant, found by walking the model, and the paths that name them.

An option is one leaf of the :class:`~pitch_rules.variant.model.Variant`, named by
its path: ``("players", "min")``, ``("points", "low", "to")``, ``("trick_points",
"T")``. Items of a list that have an ``id`` (the scoring points) are keyed by it.
In a variant file a path is written with dots, as in ``--set``: ``points.low.to``.
Labels and provenance (names, descriptions, sources, citations, approximations,
notes) are not rules and have no paths.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any

from ..dsl import Expression

OptionPath = tuple[str, ...]

# Fields that label, explain or source the rules rather than rule: never compared, never cited.
NOT_RULES = frozenset(
    {"id", "description", "sources", "citations", "approximations", "notes", "path", "extends", "settings"}
)
# The variant's own name is a label too; a scoring point's name is part of the rules.
TOP_LEVEL_LABELS = frozenset({"name"})


def options(variant: Any) -> dict[OptionPath, Any]:
    """Every rule option of ``variant`` by path, in model order; an element it lacks is one None option."""
    found: dict[OptionPath, Any] = {}
    _walk(variant, (), found, {})
    return found


def keyed_items(variant: Any) -> dict[OptionPath, Any]:
    """The items of ``variant``'s lists that have ids (scoring points), by path."""
    items: dict[OptionPath, Any] = {}
    _walk(variant, (), {}, items)
    return items


def rule_paths(variant: Any) -> set[OptionPath]:
    """Every path that names a rule of ``variant``: its options, the items and elements holding them.

    Every element is named, even one with no options (an empty ``trick_points``).
    """
    elements = {(f.name,) for f in fields(variant) if f.name not in NOT_RULES | TOP_LEVEL_LABELS}
    found = [*options(variant), *keyed_items(variant)]
    return elements | {path[:depth] for path in found for depth in range(1, len(path) + 1)}


def dotted(path: OptionPath) -> str:
    """A path as a variant file writes it: ``points.low.to``."""
    return ".".join(path)


def is_keyed(value: Any) -> bool:
    """A list of items with ids and rules of their own (scoring points), compared item by item."""
    return (
        isinstance(value, tuple)
        and bool(value)
        and all(is_dataclass(v) and hasattr(v, "id") for v in value)
        and not all(is_named(v) for v in value)
    )


def is_named(value: Any) -> bool:
    """An item that is only an id and a name (a joker): a list of them is one option, its names."""
    return is_dataclass(value) and {f.name for f in fields(value)} - NOT_RULES == {"name"}


def _walk(value: Any, path: OptionPath, found: dict[OptionPath, Any], items: dict[OptionPath, Any]) -> None:
    if isinstance(value, Expression):
        found[path] = value
    elif is_dataclass(value) and not isinstance(value, type):
        for field in fields(value):
            if field.name in NOT_RULES or (not path and field.name in TOP_LEVEL_LABELS):
                continue
            _walk(getattr(value, field.name), (*path, field.name), found, items)
    elif isinstance(value, dict):
        for key, item in value.items():
            _walk(item, (*path, str(key)), found, items)
    elif is_keyed(value):
        for item in value:
            items[(*path, item.id)] = item
            _walk(item, (*path, item.id), found, items)
    else:
        found[path] = value


def value_at(variant: Any, path: OptionPath) -> Any:
    """The part of ``variant`` at ``path`` (an element, an item, or an option's value)."""
    value: Any = variant
    for key in path:
        if isinstance(value, dict):
            value = value[key]
        elif is_keyed(value):
            value = next(item for item in value if item.id == key)
        else:
            value = getattr(value, key)
    return value
