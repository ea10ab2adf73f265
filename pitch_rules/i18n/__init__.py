"""The players' languages: one folder of Fluent message catalogs per language.

Every sentence the rules documents print is a message of the catalogs in
``locales/<code>/*.ftl`` (``en``, ``uk``, ``tr``, ``mk``, ``it``, ``bg``...), read
with Fluent (``fluent.runtime``), whose selectors let a catalog choose a word's
case, gender or plural form (by Babel's CLDR plural rules) inside the message.
A language is a folder: adding one means adding its ``.ftl`` files, and a test
checks that it has every message of the English catalogs.

``language("uk")("deck-standard", cards=52)`` formats one message; a message's
attributes (``.short``, the grammatical forms of a phrase) are read with
:meth:`Language.attribute` and :meth:`Language.forms`.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from babel.lists import format_list
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.resolver import Message
from fluent.syntax import FluentParser, ast

LOCALES = Path(__file__).resolve().parent / "locales"
ENGLISH = "en"

Value = str | int


class MessageError(LookupError):
    """A message is missing from a catalog, or cannot be formatted (a variable it names is not given)."""


def languages() -> tuple[str, ...]:
    """The codes of the languages that have catalogs, English first."""
    found = sorted(path.name for path in LOCALES.iterdir() if path.is_dir() and any(path.glob("*.ftl")))
    return (ENGLISH, *(code for code in found if code != ENGLISH))


def from_environment(environ: Mapping[str, str] | None = None) -> str:
    """The language the locale asks for (``LC_ALL``, ``LC_MESSAGES``, then ``LANG``: ``uk_UA.UTF-8`` is ``uk``), else English."""
    environ = os.environ if environ is None else environ
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        setting = environ.get(variable, "")
        if setting:
            code = setting.split(".")[0].split("@")[0].split("_")[0].lower()
            return code if code in languages() else ENGLISH
    return ENGLISH


def catalog_files(code: str) -> list[Path]:
    """The catalog files of language ``code``."""
    return sorted((LOCALES / code).glob("*.ftl"))


def message_ids(code: str, catalog: str | None = None) -> dict[str, set[str]]:
    """Every message of language ``code`` (of its file ``catalog``.ftl only, if given) with its attributes' names."""
    found: dict[str, set[str]] = {}
    parser = FluentParser(with_spans=False)
    for path in catalog_files(code):
        if catalog is not None and path.stem != catalog:
            continue
        for entry in parser.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message):
                found[entry.id.name] = {attribute.id.name for attribute in entry.attributes}
    return found


@dataclass(frozen=True)
class Language:
    """One language's catalogs: format its messages, list things its way."""

    code: str
    locale: str  # Babel's locale for lists and numbers: en_GB, uk...
    bundle: FluentBundle

    def __call__(self, message_id: str, **values: Value) -> str:
        """The text of message ``message_id`` with ``values`` filled in."""
        message = self._message(message_id)
        if message.value is None:
            raise MessageError(f"{self.code}: message '{message_id}' has no value")
        return self._format(message_id, message.value, values)

    def attribute(self, message_id: str, attribute: str, **values: Value) -> str:
        """The text of ``attribute`` of message ``message_id``."""
        message = self._message(message_id)
        if attribute not in message.attributes:
            raise MessageError(f"{self.code}: message '{message_id}' has no attribute '{attribute}'")
        return self._format(f"{message_id}.{attribute}", message.attributes[attribute], values)

    def forms(self, message_id: str, **values: Value) -> dict[str, str]:
        """The value (key ``""``) and every attribute of message ``message_id``, formatted."""
        message = self._message(message_id)
        found = {"": self(message_id, **values)} if message.value is not None else {}
        for name, pattern in message.attributes.items():
            found[name] = self._format(f"{message_id}.{name}", pattern, values)
        return found

    @property
    def cases(self) -> tuple[str, ...]:
        """The grammatical cases the language's phrases have as attributes besides their value (``gen acc``)."""
        return tuple(self("language-cases").split()) if self.has("language-cases") else ()

    @property
    def optional(self) -> tuple[str, ...]:
        """Forms the language's phrases may lack (``clitic``): a message naming one gets "" and ``$x-has-FORM``."""
        return tuple(self("language-optional").split()) if self.has("language-optional") else ()

    def lead(self, message_id: str) -> str:
        """The words message ``message_id`` opens with, up to its first variable or choice."""
        pattern = self._message(message_id).value
        first = getattr(pattern, "elements", [None])[0]
        return str(getattr(first, "value", ""))

    def has(self, message_id: str) -> bool:
        """Whether the catalogs have message ``message_id``."""
        return self.bundle.has_message(message_id)

    def join(self, items: Sequence[str], last: str = "and") -> str:
        """``a, b and c``, or with ``last="or"`` ``a, b or c``, as the language writes lists."""
        if not items:
            return ""
        return format_list(list(items), "or" if last == "or" else "standard", self.locale)

    def _message(self, message_id: str) -> Message:
        if not self.bundle.has_message(message_id):
            raise MessageError(f"{self.code}: no message '{message_id}'")
        return self.bundle.get_message(message_id)

    def _format(self, where: str, pattern: object, values: Mapping[str, Value]) -> str:
        text, errors = self.bundle.format_pattern(pattern, dict(values))  # type: ignore[arg-type]
        if errors:
            raise MessageError(f"{self.code}: message '{where}': {errors[0]}")
        return str(text)


@cache
def language(code: str = ENGLISH) -> Language:
    """The catalogs of language ``code``; MessageError if there are none."""
    files = catalog_files(code) if code.isalpha() else []
    if not files:
        raise MessageError(f"no catalogs for the language '{code}' (there are: {', '.join(languages())})")
    bundle = FluentBundle([code], use_isolating=False)
    for path in files:
        bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    probe = Language(code, code, bundle)
    return Language(code, probe("language-locale") if bundle.has_message("language-locale") else code, bundle)
