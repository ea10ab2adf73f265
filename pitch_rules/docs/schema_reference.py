"""The variant-file reference, generated from the JSON Schema: every key, its type and meaning, in one language.

The schema's titles and descriptions are English; other languages have them in their catalogs by the key of their
place in a variant file (:func:`.options.schema_words`): ``points.*.to``, ``""`` for the file as a whole, and
``trick_points.key`` for the keys of a map (its ``propertyNames``). The page's own words are the catalogs'
``site-reference-*`` messages.
"""

from __future__ import annotations

import json
import re
from typing import Any

from ..i18n import Language, language
from .options import schema_words
from .words import lower_case, table, yes_no

COLUMNS = ("key", "type", "required", "meaning")


def schema_reference(schema: dict[str, Any], lang: Language | None = None) -> str:
    """The reference page for ``schema`` (the variant schema) in Markdown, in ``lang``."""
    lang = lang or language()
    about = _linked(schema_words(schema, "", "description", lang))
    blocks = [
        f"# {lang('site-reference-title')}",
        lang("site-reference-intro", about=about),
        f"## {lang('site-reference-top-level')}",
        _keys_table(schema, schema, "", lang),
    ]
    for key, node in schema["properties"].items():
        listed = node.get("type") == "array"
        target, place = (_resolve(schema, node.get("items", node)), f"{key}.*") if listed else (node, key)
        if "properties" in target:
            shape = lang("site-reference-each", key=f"`{key}[]`") if listed else f"`{key}`"
            title = schema_words(target, place, "title", lang) or key
            blocks.append(f"## {key}")
            blocks.append(f"{shape}: **{title}.** {_linked(schema_words(target, place, 'description', lang))}")
            blocks.append(_keys_table(schema, target, place, lang))
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


def _keys_table(schema: dict[str, Any], node: dict[str, Any], place: str, lang: Language) -> str:
    """The table of ``node``'s keys; ``place`` is its key in a variant file ("" for the file itself)."""
    required = set(node.get("required", []))
    rows = []
    for key, child in node["properties"].items():
        at = f"{place}.{key}" if place else key
        needed = lang("site-reference-required", required=yes_no(key in required))
        rows.append([f"`{key}`", _type(schema, child, at, lang), needed, _meaning(schema, child, at, lang)])
    return table([lang(f"site-reference-column-{column}") for column in COLUMNS], rows)


def _type(schema: dict[str, Any], node: dict[str, Any], at: str, lang: Language) -> str:
    """The type of ``node``, the schema at key ``at``: a JSON type, or the title of the shape it refers to."""
    if "$ref" in node:
        title = schema_words(_resolve(schema, node), at, "title", lang)
        return lower_case(title, lang) if title else lang("site-reference-type-object")
    kind = node.get("type", "any")
    if kind == "array":
        return lang("site-reference-type-list", item=_type(schema, node.get("items", {}), f"{at}.*", lang))
    if kind == "object" and isinstance(node.get("additionalProperties"), dict):
        names = schema_words(_resolve(schema, node.get("propertyNames", {})), f"{at}.key", "title", lang)
        key = lower_case(names, lang) if names else lang("site-reference-type-key")
        return lang("site-reference-type-map", key=key, value=_type(schema, node["additionalProperties"], f"{at}.*", lang))
    return lang(f"site-reference-type-{kind}")


def _meaning(schema: dict[str, Any], node: dict[str, Any], at: str, lang: Language) -> str:
    """What ``node``, the schema at key ``at``, means: its title and description, choices, bounds, default, examples.

    A list's own title and description come before its items'.
    """
    target, places = _resolve(schema, node), {"title": at, "description": at}
    if node.get("type") == "array":
        target = {**_resolve(schema, node.get("items", {})), **{k: v for k, v in node.items() if k != "items"}}
        places = {part: at if part in node else f"{at}.*" for part in places}
    title = schema_words(target, places["title"], "title", lang)
    parts = [f"**{title}.**" if title else "", _linked(schema_words(target, places["description"], "description", lang))]
    if "enum" in target:
        each = "site-reference-each-one-of" if node.get("type") == "array" else "site-reference-one-of"
        parts.append(lang(each, values=", ".join(f"`{value}`" for value in target["enum"])))
    bounds = [key for key in ("minimum", "maximum") if key in target]
    if bounds:
        given = {key: str(target[key]) for key in bounds}
        parts.append(lang("site-reference-bounds", bounds="both" if len(bounds) == 2 else bounds[0], **given))
    if "default" in target:
        parts.append(lang("site-reference-default", value=f"`{json.dumps(target['default'])}`"))
    if target.get("examples"):
        shown = ", ".join(f"`{json.dumps(e, separators=(', ', ': '))}`" for e in target["examples"])
        parts.append(lang("site-reference-examples", count=len(target["examples"]), examples=shown))
    return " ".join(part for part in parts if part)
