"""English without the ``lang`` extra: the English catalogs' parsed form, resolved as Fluent resolves it.

``english.json`` (beside this file) holds every message of ``locales/en`` as
:mod:`pitch_rules.i18n.ship_english` writes it from the ``.ftl`` files. A pattern
is a list of parts: a string is text; ``{"var": name}`` a variable;
``{"number": "1"}`` a number; ``{"message": id, "attribute": name}`` another
message; ``{"select": part, "variants": [[key, pattern], ...], "default": i}`` a
choice, whose keys are names or ``{"number": "1"}``. Numbers, plural categories
and lists are written as Babel writes them for en_GB; the tests check every
message, document and diff against Fluent's.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from decimal import Decimal
from functools import cache
from pathlib import Path
from typing import Any

from . import Digits, MessageError, Value

SHIPPED = Path(__file__).resolve().parent / "english.json"
CODE = "en"
LOCALE_MESSAGE = "language-locale"

Part = str | dict[str, Any]
Pattern = list[Part]


@cache
def _messages(catalogs: tuple[str, ...] | None = None) -> dict[str, dict[str, Any]]:
    """Every shipped message, or those of the files ``catalogs`` only: their lines alone are parsed (the
    problems of a ``validate`` need two catalogs of the ten)."""
    text = SHIPPED.read_text(encoding="utf-8")
    if catalogs is not None:
        opening = tuple(f'{{"catalog":{json.dumps(name)},' for name in catalogs)
        lines = text.split("\n")[1:-2]  # one message a line, between "{" and "}"
        text = "{" + ",".join(line.rstrip(",") for line in lines if line.split(": ", 1)[1].startswith(opening)) + "}"
    messages: dict[str, dict[str, Any]] = json.loads(text)
    return messages


def english_message_ids(catalog: str | None = None) -> dict[str, set[str]]:
    """Every English message (of file ``catalog``.ftl only, if given) with its attributes' names, in file order."""
    return {
        message_id: set(entry["attributes"])
        for message_id, entry in _messages().items()
        if catalog is None or entry["catalog"] == catalog
    }


def plural_category(number: Decimal) -> str:
    """English's CLDR plural category: ``one`` for 1 (no decimals shown), else ``other``."""
    return "one" if number == 1 and number.as_tuple().exponent == 0 else "other"


def fixed(value: float | Decimal, decimals: int, scale: int = 0, grouped: bool = False) -> str:
    """``value`` times 10**``scale`` with ``decimals`` decimals, rounded half to even (thousands grouped if ``grouped``)."""
    exact = (value if isinstance(value, Decimal) else Decimal(str(value))).scaleb(scale)
    rounded = abs(exact).quantize(Decimal(10) ** -decimals)
    return ("-" if exact.is_signed() else "") + (f"{rounded:,f}" if grouped else f"{rounded:f}")


class _Written(Decimal):
    """A number to write with its digits alone (a :class:`~pitch_rules.i18n.Digits`)."""


class _Unresolvable(Exception):
    """A variable that is not given, or a message that is not there (Fluent's formatting errors)."""


class EnglishCatalogs:
    """The shipped English catalogs, with English lists and numbers."""

    locale = "en_GB"

    def __init__(self, catalogs: tuple[str, ...] | None = None) -> None:
        """The messages of every catalog, or of the files ``catalogs`` (and ``language.ftl``) only."""
        self.messages = _messages(None if catalogs is None else tuple(sorted({*catalogs, "language"})))
        shipped_locale = self.format(LOCALE_MESSAGE, None, {})
        if shipped_locale != self.locale:
            raise MessageError(f"{CODE}: the English fallback writes {self.locale}, the catalogs ask for {shipped_locale}")

    def has(self, message_id: str) -> bool:
        """Whether there is a message ``message_id``."""
        return message_id in self.messages

    def parts(self, message_id: str) -> tuple[bool, tuple[str, ...]]:
        """Whether message ``message_id`` has a value, and its attributes' names."""
        entry = self.messages[message_id]
        return entry["value"] is not None, tuple(entry["attributes"])

    def format(self, message_id: str, attribute: str | None, values: Mapping[str, Value]) -> str:
        """The text of the value (or ``attribute``) of message ``message_id``."""
        try:
            return self._pattern(self._find(message_id, attribute), values)
        except _Unresolvable as problem:
            where = message_id if attribute is None else f"{message_id}.{attribute}"
            raise MessageError(f"{CODE}: message '{where}': {problem}") from None

    def lead(self, message_id: str) -> str:
        """The text the value opens with (as Fluent's compiled pattern gives it)."""
        return str(self.messages[message_id].get("lead", ""))

    def join(self, items: list[str], style: str) -> str:
        """``a``, ``a and b``, ``a, b and c`` (``or`` for style ``or``): en_GB's lists."""
        word = "or" if style == "or" else "and"
        return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} {word} {items[-1]}"

    def number(self, value: float, decimals: int) -> str:
        """``1234.50``: en_GB's decimal pattern with exactly ``decimals`` decimals, ungrouped."""
        return fixed(value, decimals)

    def percent(self, rate: float, decimals: int) -> str:
        """``65.5%``: en_GB's percent pattern with exactly ``decimals`` decimals, ungrouped."""
        return fixed(rate, decimals, scale=2) + "%"

    def _find(self, message_id: str, attribute: str | None) -> Pattern:
        entry = self.messages.get(message_id)
        pattern = None if entry is None else entry["value"] if attribute is None else entry["attributes"].get(attribute)
        if pattern is None:
            name = message_id if attribute is None else f"{message_id}.{attribute}"
            raise _Unresolvable(f"Unknown message: {name}")
        found: Pattern = pattern
        return found

    def _pattern(self, pattern: Pattern, values: Mapping[str, Value]) -> str:
        return "".join(part if isinstance(part, str) else self._text(self._expression(part, values)) for part in pattern)

    def _expression(self, part: dict[str, Any], values: Mapping[str, Value]) -> str | Decimal:
        if "var" in part:
            if part["var"] not in values:
                raise _Unresolvable(f"Unknown external: {part['var']}")
            value: object = values[part["var"]]
            if isinstance(value, Digits):
                return _Written(int(value))
            if isinstance(value, int | float):
                return Decimal(int(value)) if isinstance(value, int) else Decimal(str(value))
            if not isinstance(value, str):
                raise _Unresolvable(f"Unsupported external type: {part['var']}, {type(value)}")
            return value
        if "number" in part:
            return Decimal(part["number"])
        if "message" in part:
            return self._pattern(self._find(part["message"], part.get("attribute")), values)
        chosen = self._expression(part["select"], values)
        for key, pattern in part["variants"]:
            if _matches(chosen, key):
                return self._pattern(pattern, values)
        return self._pattern(part["variants"][part["default"]][1], values)

    @staticmethod
    def _text(value: str | Decimal) -> str:
        if isinstance(value, str):
            return value
        if isinstance(value, _Written):
            return f"{value:f}"
        decimals = max(0, min(3, -int(value.as_tuple().exponent)))
        text = fixed(value, decimals, grouped=True)  # a number in a message: Fluent's "#,##0.###"
        return text.rstrip("0").rstrip(".") if decimals else text


def _matches(chosen: str | Decimal, key: str | dict[str, str]) -> bool:
    """Fluent's variant matching: numbers by value, a number against a name by its plural category."""
    if isinstance(key, dict):
        number = Decimal(key["number"])
        return chosen == number if isinstance(chosen, Decimal) else plural_category(number) == chosen
    return plural_category(chosen) == key if isinstance(chosen, Decimal) else chosen == key
