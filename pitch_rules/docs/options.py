"""The options of a resolved variant, found by walking the model: what diffs and the matrix compare.

Options are walked by :mod:`pitch_rules.variant.rule_paths`: one leaf of the model each, named by
its path: ``("players", "min")``, ``("points", "low", "to")``, ``("trick_points",
"T")``. Items of a list that have an ``id`` (the scoring points) are keyed by it.
Titles come from the JSON Schema's ``title`` of each key; values are worded by
:mod:`.choices`, by the English renderer for expressions, and by card names. A
new field of the model becomes an option with no new code here (a test checks
that every option has a schema title and words).
"""

from __future__ import annotations

import re
from dataclasses import is_dataclass
from typing import Any

from .. import resources
from ..dsl import Expression
from ..dsl.compiler import parse
from ..dsl.english import english
from ..i18n import ENGLISH, Language, language
from ..variant.model import ScoringPoint, Variant
from ..variant.rule_paths import OptionPath, is_named, keyed_items, options
from .choices import choice
from .describers import DESCRIBERS, OPTION_WORDS, card_word, describe_point, rule_voice
from .words import join, numbers, own_words, rank_label

SEPARATOR = " › "


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

    List items are keyed ``*`` and map entries by their key; both have an empty
    title, for the caller to fill in (the item's name, the card's name). KeyError
    if the schema has no such key.
    """
    node = _schema()
    steps = []
    for key in path:
        if node.get("type") == "array":
            node = _resolve(node["items"])
            steps.append(("*", "", node))
        elif key in node.get("properties", {}):
            node = _resolve(node["properties"][key])
            steps.append((key, str(node.get("title", key)), node))
        elif isinstance(node.get("additionalProperties"), dict):
            node = _resolve(node["additionalProperties"])
            steps.append((key, "", node))
        else:
            raise KeyError(f"the variant schema has no key {'.'.join(path)}")
    return steps


def file_key(path: OptionPath) -> str:
    """Where option ``path`` is written in a variant file: ``trump.chosen_by``, ``points.*.to``."""
    return ".".join(key for key, _, _ in _steps(path))


def schema_node(path: OptionPath) -> dict[str, Any]:
    """The JSON Schema of option ``path``."""
    return _steps(path)[-1][2]


def schema_message(part: str, key: str) -> str:
    """The message of the schema's ``part`` (``title``, ``description``) of the variant-file key ``key``:
    ``title-points-item-to`` for the title of ``points.*.to``."""
    return f"{part}-" + key.replace(".", "-").replace("*", "item")


def schema_words(node: dict[str, Any], key: str, part: str, lang: Language) -> str:
    """The ``part`` (``title``, ``description``) of ``node``, the schema of the variant-file key ``key``, in ``lang``:
    the schema's own words in English, the catalog's in other languages (the schema's where it lacks them; "" if
    neither has them)."""
    message = schema_message(part, key)
    if lang.code != ENGLISH and lang.has(message):
        return lang(message)
    return str(node.get(part, ""))


def option_title(variant: Variant, path: OptionPath, lang: Language | None = None) -> str:
    """``Players › Fewest players``, ``Scoring points › Low › Awarded to``, ``Trick points › Ten``.

    In English the titles are the schema's; other languages have them in their catalogs.
    """
    lang = lang or language()
    items = keyed_items(variant)
    words = []
    steps = _steps(path)
    for depth, (_, title, node) in enumerate(steps, start=1):
        if path[:depth] in items:
            title = own_words(str(items[path[:depth]].name), lang)
        elif title:
            title = schema_words(node, ".".join(key for key, _, _ in steps[:depth]), "title", lang)
        words.append(title or card_word(path[depth - 1], variant, lang))
    return SEPARATOR.join(words)


def option_words(variant: Variant, path: OptionPath, value: Any, lang: Language | None = None) -> str:
    """The value of option ``path`` in words, as short as the rules allow.

    ``value`` may also be a whole element or item (one variant has it, the other
    not): a scoring point reads as its rule, a top-level element as its
    describer's words, anything else as its options' titles and words.
    """
    lang = lang or language()
    if isinstance(value, ScoringPoint):
        return describe_point(variant, value, lang, emphasis="")
    if is_dataclass(value) and not isinstance(value, (type, Expression)):
        describer = DESCRIBERS.get(path[0]) if len(path) == 1 else None
        if describer is not None:  # its paragraphs, without their bold lead-ins
            return re.sub(r"\*\*[^*]+\.\*\* ", "", " ".join(describer.describe(variant, lang))).replace("**", "")
        inner = {p[len(path):]: v for p, v in options(variant).items() if p[: len(path)] == path}
        if list(inner) == [("name",)]:  # an item that is just a name, such as a joker
            return own_words(str(inner[("name",)]), lang)
        return "; ".join(f"{option_title(variant, path + sub, lang).rsplit(SEPARATOR, 1)[-1]}: "
                         f"{option_words(variant, path + sub, v, lang)}" for sub, v in inner.items())
    node = schema_node(path)
    defs = _schema()["$defs"]
    special = OPTION_WORDS.get(file_key(path))
    if special is not None:
        return special(variant, value, lang)
    if isinstance(value, Expression):
        return english(value, rule_voice(variant, path, lang)).text
    if isinstance(value, str) and path[-1] in ("name", "description"):  # a text of the file: a point's name
        return own_words(value, lang)
    if isinstance(value, bool):
        return lang("option-yes") if value else lang("option-no")
    if value is None or value == () or (isinstance(value, int) and value < node.get("minimum", value)):
        return lang("option-none")  # not set: the model keeps 0 for options that do not apply
    if node is defs["rank"]:
        return card_word(str(value), variant, lang)
    if node is defs["suit"]:
        return lang(f"suit-{value}")
    if isinstance(value, str) and "enum" in node:
        return choice(file_key(path), value, lang).short
    if isinstance(value, tuple) and all(is_named(item) for item in value):
        return join([own_words(item.name, lang) for item in value], lang)
    if isinstance(value, tuple):
        items = _resolve(node.get("items", {}))
        if items is defs["rank"]:
            return " ".join(rank_label(rank) for rank in value)
        if items is defs["suit"]:
            return join([lang(f"suit-{suit}") for suit in value], lang)
        if all(isinstance(item, int) for item in value):
            return numbers(value, lang)
        return join([str(item) for item in value], lang)
    return str(value)
