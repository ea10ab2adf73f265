"""A language's catalogs read with Fluent, its lists and numbers written by Babel (the ``lang`` extra)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from babel import Locale
from babel.lists import format_list
from babel.numbers import NumberPattern, parse_pattern
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.resolver import Message
from fluent.runtime.types import fluent_number

from . import Digits, MessageError, Value

LOCALE_MESSAGE = "language-locale"


class FluentCatalogs:
    """The ``.ftl`` files of language ``code`` in one Fluent bundle."""

    def __init__(self, code: str, files: list[Path]) -> None:
        self.code = code
        self.bundle = FluentBundle([code], use_isolating=False)
        for path in files:
            self.bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
        self.locale = self.format(LOCALE_MESSAGE, None, {}) if self.has(LOCALE_MESSAGE) else code
        self._babel = Locale.parse(self.locale)

    def has(self, message_id: str) -> bool:
        """Whether there is a message ``message_id``."""
        return self.bundle.has_message(message_id)

    def parts(self, message_id: str) -> tuple[bool, tuple[str, ...]]:
        """Whether message ``message_id`` has a value, and its attributes' names."""
        message = self._message(message_id)
        return message.value is not None, tuple(message.attributes)

    def format(self, message_id: str, attribute: str | None, values: Mapping[str, Value]) -> str:
        """The text of the value (or ``attribute``) of message ``message_id``."""
        message = self._message(message_id)
        pattern = message.value if attribute is None else message.attributes[attribute]
        given = {name: fluent_number(int(value), useGrouping=False) if isinstance(value, Digits) else value for name, value in values.items()}
        text, errors = self.bundle.format_pattern(pattern, given)  # type: ignore[arg-type]
        if errors:
            where = message_id if attribute is None else f"{message_id}.{attribute}"
            raise MessageError(f"{self.code}: message '{where}': {errors[0]}")
        return str(text)

    def lead(self, message_id: str) -> str:
        """The text the value opens with: the first of its parts, when it has text and placeables both."""
        pattern = self._message(message_id).value
        first = getattr(pattern, "elements", [None])[0]
        return str(getattr(first, "value", ""))

    def join(self, items: list[str], style: str) -> str:
        """``items`` as Babel lists them in this locale."""
        return str(format_list(items, style, self._babel))  # type: ignore[arg-type]

    def number(self, value: float, decimals: int) -> str:
        """``value`` by the locale's decimal pattern, with exactly ``decimals`` decimals and no grouping."""
        return str(self._fixed(self._babel.decimal_formats[None], decimals).apply(value, self._babel, group_separator=False))

    def percent(self, rate: float, decimals: int) -> str:
        """``rate`` by the locale's percent pattern, with exactly ``decimals`` decimals and no grouping."""
        return str(self._fixed(self._babel.percent_formats[None], decimals).apply(rate, self._babel, group_separator=False))

    @staticmethod
    def _fixed(pattern: NumberPattern, decimals: int) -> NumberPattern:
        fixed = parse_pattern(pattern.pattern)
        fixed.frac_prec = (decimals, decimals)
        return fixed

    def _message(self, message_id: str) -> Message:
        return self.bundle.get_message(message_id)
