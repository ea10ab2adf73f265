"""The options of a resolved variant, found by walking the model: what diffs and the matrix compare.

An option is one leaf of the :class:`~pitch_rules.variant.model.Variant`, named by
its path: ``("players", "min")``, ``("points", "low", "to")``, ``("trick_points",
"T")``. Items of a list that have an ``id`` (the scoring points) are keyed by it.
Titles come from the JSON Schema's ``title`` of each key; values are worded by
:mod:`.choices`, by the English renderer for expressions, and by card names. A
new field of the model becomes an option with no new code here (a test checks
that every option has a schema title and words).
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any

from .. import resources
from ..cards import SUIT_NAMES
from ..dsl import Expression
from ..dsl.compiler import parse
from ..dsl.english import english
from ..variant.model import Variant
from .choices import choice
from .describers import describe_point, point_by_id, rule_voice
from .words import join, rank_label, rank_word

OptionPath = tuple[str, ...]

# Fields that label or explain rather than rule: never compared.
NOT_RULES = frozenset({"id", "description", "sources", "path"})
# The variant's own name is a label too; a scoring point's name is part of the rules.
TOP_LEVEL_LABELS = frozenset({"name"})
# Model fields that live under another key in the variant file.
FILE_KEYS: dict[OptionPath, OptionPath] = {("play", "trump_chosen_by"): ("trump", "chosen_by")}

SEPARATOR = " › "


def options(variant: Variant) -> dict[OptionPath, Any]:
    """Every rule option of ``variant`` by path, in model order."""
    found: dict[OptionPath, Any] = {}
    _walk(variant, (), found)
    return found


def keyed_items(variant: Variant) -> dict[OptionPath, Any]:
    """The items of ``variant``'s lists that have ids (its scoring points), by path."""
    items: dict[OptionPath, Any] = {}
    for field in fields(variant):
        value = getattr(variant, field.name)
        if _is_keyed(value):
            items.update({(field.name, item.id): item for item in value})
    return items


def _is_keyed(value: Any) -> bool:
    return isinstance(value, tuple) and bool(value) and all(is_dataclass(v) and hasattr(v, "id") for v in value)


def _walk(value: Any, path: OptionPath, found: dict[OptionPath, Any]) -> None:
    if isinstance(value, Expression):
        found[path] = value
    elif is_dataclass(value) and not isinstance(value, type):
        for field in fields(value):
            if field.name in NOT_RULES or (not path and field.name in TOP_LEVEL_LABELS):
                continue
            _walk(getattr(value, field.name), (*path, field.name), found)
    elif isinstance(value, dict):
        for key, item in value.items():
            _walk(item, (*path, str(key)), found)
    elif _is_keyed(value):
        for item in value:
            _walk(item, (*path, item.id), found)
    else:
        found[path] = value


def same(first: Any, second: Any) -> bool:
    """Whether two option values are the same rule (expressions compare by parse tree)."""
    if isinstance(first, Expression) and isinstance(second, Expression):
        return bool(parse(first.source) == parse(second.source))
    return bool(first == second)


def _schema() -> dict[str, Any]:
    return resources.schema("variant")


def _resolve(node: dict[str, Any]) -> dict[str, Any]:
    """``node``, or the ``$defs`` entry it refers to."""
    ref = node.get("$ref")
    if ref is None:
        return node
    target: Any = _schema()
    for part in ref.removeprefix("#/").split("/"):
        target = target[part]
    resolved: dict[str, Any] = target
    return resolved


def _steps(path: OptionPath) -> list[tuple[str, str, dict[str, Any]]]:
    """For each step of option ``path``: its key in the variant file, its title, its schema node.

    List items are keyed ``*`` (their title is left empty for the caller: the
    item's name); map entries take their key, in words, as title. KeyError if the
    schema has no such key.
    """
    node = _schema()
    steps = []
    for key in FILE_KEYS.get(path[:2], path[:2]) + path[2:]:
        if node.get("type") == "array":
            node = _resolve(node["items"])
            steps.append(("*", "", node))
        elif key in node.get("properties", {}):
            node = _resolve(node["properties"][key])
            steps.append((key, str(node.get("title", key)), node))
        elif isinstance(node.get("additionalProperties"), dict):
            names = _resolve(node.get("propertyNames", {}))
            word = rank_word(key) if names is _schema()["$defs"]["rank"] else key
            node = _resolve(node["additionalProperties"])
            steps.append((key, word, node))
        else:
            raise KeyError(f"the variant schema has no key {'.'.join(path)}")
    return steps


def file_key(path: OptionPath) -> str:
    """Where option ``path`` is written in a variant file: ``trump.chosen_by``, ``points.*.to``."""
    return ".".join(key for key, _, _ in _steps(path))


def schema_node(path: OptionPath) -> dict[str, Any]:
    """The JSON Schema of option ``path``."""
    return _steps(path)[-1][2]


def option_title(variant: Variant, path: OptionPath) -> str:
    """``Players › Fewest players``, ``Scoring points › Low › Awarded to``, ``Trick points › Ten``."""
    items = keyed_items(variant)
    words = []
    for depth, (_, title, _) in enumerate(_steps(path), start=1):
        words.append(str(items[path[:depth]].name) if path[:depth] in items else title)
    return SEPARATOR.join(words)


def option_words(variant: Variant, path: OptionPath, value: Any) -> str:
    """The value of option ``path`` in words, as short as the rules allow."""
    if path in keyed_items(variant):
        return describe_point(variant, point_by_id(variant, path[1]), emphasis="")
    node = schema_node(path)
    defs = _schema()["$defs"]
    if isinstance(value, Expression):
        return english(value, rule_voice(variant, path)).text
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None or (isinstance(value, int) and value < node.get("minimum", value)):
        return "none"  # not set: the model keeps 0 for options that do not apply
    if node is defs["rank"]:
        return rank_word(str(value))
    if node is defs["suit"]:
        return SUIT_NAMES[str(value)]
    if isinstance(value, str) and "enum" in node:
        return choice(file_key(path), value).short
    if isinstance(value, tuple):
        items = _resolve(node.get("items", {}))
        if items is defs["rank"]:
            return " ".join(rank_label(rank) for rank in value)
        if items is defs["suit"]:
            return join([SUIT_NAMES[suit] for suit in value])
        return join([str(item) for item in value])
    return str(value)
