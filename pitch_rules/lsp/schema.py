"""The JSON Schema of a place in a variant file: its title, description, keys and choices."""

from __future__ import annotations

from typing import Any

from .. import resources
from ..docs.options import schema_words
from ..i18n import Language
from ..variant.yaml_source import JsonPath

Node = dict[str, Any]


def _schema() -> Node:
    return resources.schema("variant")


def resolved(node: Node) -> Node:
    """``node``, or the ``$defs`` entry it refers to."""
    ref = node.get("$ref")
    if not isinstance(ref, str):
        return node
    target: Any = _schema()
    for part in ref.removeprefix("#/").split("/"):
        target = target[part]
    found: Node = target
    return found


def node_at(path: JsonPath) -> Node | None:
    """The schema of the value at ``path`` (list items by any index), or None if the schema has no such place."""
    node: Node | None = _schema()
    for step in path:
        node = _step(node, step) if node is not None else None
    return node


def _step(node: Node, step: str | int) -> Node | None:
    for option in [node, *(resolved(o) for o in node.get("anyOf", []))]:
        if isinstance(step, int) and isinstance(option.get("items"), dict):
            return resolved(option["items"])
        if isinstance(step, str) and step in option.get("properties", {}):
            return resolved(option["properties"][step])
        if isinstance(step, str) and isinstance(option.get("additionalProperties"), dict):
            return resolved(option["additionalProperties"])
    return None


def words(node: Node, path: JsonPath, part: str, lang: Language) -> str:
    """The ``part`` (``title``, ``description``) of ``node``, the schema at ``path``, in ``lang`` ("" if it has none)."""
    return schema_words(node, dotted(path), part, lang)


def dotted(path: JsonPath) -> str:
    """The variant-file key of ``path``, list items as ``*``: ``points.*.to``."""
    return ".".join("*" if isinstance(step, int) else step for step in path)


def properties(node: Node) -> dict[str, Node]:
    """The keys a mapping may have, each with its (resolved) schema."""
    return {key: resolved(value) for key, value in node.get("properties", {}).items()}


def choices(node: Node) -> list[Any]:
    """The values an ``enum`` allows, or ``true``/``false`` for a boolean; empty if open."""
    if "enum" in node:
        return list(node["enum"])
    if node.get("type") == "boolean":
        return [True, False]
    return []


def takes_any_key(node: Node) -> bool:
    """Whether a mapping's keys are data (ranks in ``trick_points``), not fixed names."""
    return isinstance(node.get("additionalProperties"), dict)


def is_object(node: Node) -> bool:
    """Whether ``node`` describes a mapping."""
    return node.get("type") == "object"
