"""The variant-file reference, generated from the JSON Schema: every key, its type and meaning."""

from __future__ import annotations

import json
import re
from typing import Any

from .words import table


def schema_reference(schema: dict[str, Any]) -> str:
    """The reference page for ``schema`` (the variant schema) in Markdown."""
    blocks = [
        "# Variant file reference",
        f"{_linked(schema['description'])} A variant file is a YAML mapping with the keys below. "
        "This page is generated from the file's JSON Schema (`schema/variant.schema.json`), which "
        "editors that speak yaml-language-server also read, for completion and hover help.",
        "## Top level",
        _keys_table(schema, schema),
    ]
    for key, node in schema["properties"].items():
        target = _resolve(schema, node.get("items", node)) if node.get("type") == "array" else node
        if "properties" in target:
            shape = f"`{key}[]`, each" if node.get("type") == "array" else f"`{key}`"
            blocks.append(f"## {key}")
            blocks.append(f"{shape}: **{target.get('title', key)}.** {_linked(target.get('description', ''))}")
            blocks.append(_keys_table(schema, target))
    return "\n\n".join(blocks) + "\n"


def _resolve(schema: dict[str, Any], node: dict[str, Any]) -> dict[str, Any]:
    ref = node.get("$ref")
    if ref is None:
        return node
    target: Any = schema
    for part in ref.removeprefix("#/").split("/"):
        target = target[part]
    resolved: dict[str, Any] = target
    return resolved


def _linked(text: str) -> str:
    """Mentions of the project's pages (``docs/dsl.md``) as links within the site."""
    return re.sub(r"docs/(\w+)\.md", r"[\1.md](\1.md)", text)


def _keys_table(schema: dict[str, Any], node: dict[str, Any]) -> str:
    required = set(node.get("required", []))
    rows = [
        [f"`{key}`", _type(schema, child), "yes" if key in required else "no", _meaning(schema, child)]
        for key, child in node["properties"].items()
    ]
    return table(["key", "type", "required", "meaning"], rows)


def _type(schema: dict[str, Any], node: dict[str, Any]) -> str:
    if "$ref" in node:
        return str(_resolve(schema, node).get("title", "object")).lower()
    kind = node.get("type", "any")
    if kind == "array":
        return f"list of {_type(schema, node.get('items', {}))}"
    if kind == "object" and isinstance(node.get("additionalProperties"), dict):
        names = _resolve(schema, node.get("propertyNames", {}))
        return f"map of {str(names.get('title', 'key')).lower()} to {_type(schema, node['additionalProperties'])}"
    return str(kind)


def _meaning(schema: dict[str, Any], node: dict[str, Any]) -> str:
    target = _resolve(schema, node)
    if node.get("type") == "array":
        target = {**_resolve(schema, node.get("items", {})), **{k: v for k, v in node.items() if k != "items"}}
    parts = [f"**{target['title']}.**" if "title" in target else "", _linked(target.get("description", ""))]
    if "enum" in target:
        each = "Each is one of" if node.get("type") == "array" else "One of"
        parts.append(f"{each} " + ", ".join(f"`{value}`" for value in target["enum"]) + ".")
    bounds = [(word, target[key]) for key, word in (("minimum", "at least"), ("maximum", "at most")) if key in target]
    if bounds:
        parts.append(" and ".join(f"{word} {value}" for word, value in bounds).capitalize() + ".")
    if "default" in target:
        parts.append(f"Default: `{json.dumps(target['default'])}`.")
    if target.get("examples"):
        shown = ", ".join(f"`{json.dumps(e, separators=(', ', ': '))}`" for e in target["examples"])
        parts.append(f"Example{'s' if len(target['examples']) > 1 else ''}: {shown}.")
    return " ".join(part for part in parts if part)
