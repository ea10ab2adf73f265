"""Write ``english.json``, the English catalogs' parsed form that English uses without the ``lang`` extra.

    python -m pitch_rules.i18n.ship_english

Run it after changing any ``locales/en/*.ftl`` file (a test fails while the shipped
form is stale). It needs Fluent (the ``lang`` extra): the form is read from
Fluent's own parser, and each value's lead from Fluent's compiled messages.
"""

from __future__ import annotations

import json
from typing import Any

from fluent.syntax import FluentParser, ast

from . import ENGLISH, catalog_files
from .english import SHIPPED
from .fluent_catalogs import FluentCatalogs

COMMAND = "python -m pitch_rules.i18n.ship_english"


class Unshippable(ValueError):
    """An English message uses what the shipped form cannot hold (a term, a function)."""


def shipped_text() -> str:
    """The text of ``english.json`` for the current English catalogs: one message a line, in file order."""
    files = catalog_files(ENGLISH)
    fluent = FluentCatalogs(ENGLISH, files)
    lines = []
    for path in files:
        for entry in FluentParser(with_spans=False).parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Term | ast.Junk):
                raise Unshippable(f"{path.name}: terms and unreadable entries cannot be shipped: {entry}")
            if not isinstance(entry, ast.Message):
                continue
            shipped: dict[str, Any] = {
                "catalog": path.stem,
                "value": _pattern(entry.value) if entry.value is not None else None,
                "attributes": {attribute.id.name: _pattern(attribute.value) for attribute in entry.attributes},
            }
            if entry.value is not None and fluent.lead(entry.id.name):
                shipped["lead"] = fluent.lead(entry.id.name)
            lines.append(f"{json.dumps(entry.id.name)}: {json.dumps(shipped, ensure_ascii=False, separators=(',', ':'))}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def _pattern(pattern: ast.Pattern) -> list[Any]:
    parts: list[Any] = []
    for element in pattern.elements:
        part = element.value if isinstance(element, ast.TextElement) else _expression(element.expression)
        if isinstance(part, str) and parts and isinstance(parts[-1], str):
            parts[-1] += part
        else:
            parts.append(part)
    return parts


def _expression(expression: ast.BaseNode) -> Any:
    if isinstance(expression, ast.StringLiteral):
        return expression.parse()["value"]
    if isinstance(expression, ast.NumberLiteral):
        return {"number": expression.value}
    if isinstance(expression, ast.VariableReference):
        return {"var": expression.id.name}
    if isinstance(expression, ast.MessageReference):
        return {"message": expression.id.name, "attribute": expression.attribute.name if expression.attribute else None}
    if isinstance(expression, ast.Placeable):
        return _expression(expression.expression)
    if isinstance(expression, ast.SelectExpression):
        variants = [[_key(variant.key), _pattern(variant.value)] for variant in expression.variants]
        default = next(index for index, variant in enumerate(expression.variants) if variant.default)
        return {"select": _expression(expression.selector), "variants": variants, "default": default}
    raise Unshippable(f"the shipped English form has no {type(expression).__name__}")


def _key(key: ast.Identifier | ast.NumberLiteral) -> Any:
    return {"number": key.value} if isinstance(key, ast.NumberLiteral) else key.name


def main() -> None:
    """Write ``english.json``."""
    SHIPPED.write_text(shipped_text(), encoding="utf-8")
    print(f"wrote {SHIPPED}")


if __name__ == "__main__":
    main()
