"""The players' languages: one folder of Fluent message catalogs per language.

Every sentence the rules documents print is a message of the catalogs in
``locales/<code>/*.ftl`` (``en``, ``uk``, ``tr``, ``mk``, ``it``, ``bg``...), read
with Fluent (``fluent.runtime``), whose selectors let a catalog choose a word's
case, gender or plural form (by Babel's CLDR plural rules) inside the message.
A language is a folder: adding one means adding its ``.ftl`` files, and a test
checks that it has every message of the English catalogs.

Fluent and Babel are the optional ``lang`` extra (``pip install 'pitch-rules[lang]'``):
without them English still works, from the English catalogs' parsed form shipped
beside them (:mod:`pitch_rules.i18n.english`, checked against Fluent by the tests),
and asking for another language is a :class:`LanguageUnavailable` error. Both are
imported only when a language is loaded, never for ``--help`` or ``validate``.

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
from typing import Protocol

LOCALES = Path(__file__).resolve().parent / "locales"
ENGLISH = "en"
EXTRA = "pip install 'pitch-rules[lang]'"
"""How to install what the languages other than English need."""

Value = str | int


class Digits(int):
    """An integer a message writes with its digits alone (``5000``, never ``5,000`` or ``5 000``): a count or a
    number as a person wrote it. A plain ``int`` is written as the language groups numbers."""


MAX_VALUE_CHARACTERS = 1000
"""A text filled into a message is cut to this many characters (a pasted line, a house file's long name): the
formatters refuse longer placeables, and no message needs more."""


class MessageError(LookupError):
    """A message is missing from a catalog, or cannot be formatted (a variable it names is not given)."""


class LanguageUnavailable(MessageError):
    """A language other than English was asked for without the ``lang`` extra (Fluent and Babel)."""


class Catalogs(Protocol):
    """One language's messages and its way of writing lists and numbers, as a backend reads them."""

    @property
    def locale(self) -> str:
        """Babel's locale for lists and numbers (the message ``language-locale``): en_GB, uk..."""

    def has(self, message_id: str) -> bool:
        """Whether there is a message ``message_id``."""

    def parts(self, message_id: str) -> tuple[bool, tuple[str, ...]]:
        """Whether message ``message_id`` has a value, and its attributes' names (it exists)."""

    def format(self, message_id: str, attribute: str | None, values: Mapping[str, Value]) -> str:
        """The text of the value (or ``attribute``) of message ``message_id``; MessageError if it cannot be formatted."""

    def lead(self, message_id: str) -> str:
        """The text message ``message_id``'s value opens with, before its first placeable."""

    def join(self, items: list[str], style: str) -> str:
        """``items`` as a list of style ``standard`` (and) or ``or``."""

    def number(self, value: float, decimals: int) -> str:
        """``value`` with exactly ``decimals`` decimals, ungrouped."""

    def percent(self, rate: float, decimals: int) -> str:
        """``rate`` (0.25 is a quarter) as a percentage with exactly ``decimals`` decimals, ungrouped."""


def languages() -> tuple[str, ...]:
    """The codes of the languages that have catalogs, English first."""
    found = sorted(path.name for path in LOCALES.iterdir() if path.is_dir() and any(path.glob("*.ftl")))
    return (ENGLISH, *(code for code in found if code != ENGLISH))


def from_environment(environ: Mapping[str, str] | None = None) -> str:
    """The language the locale asks for (``LC_ALL``, ``LC_MESSAGES``, then ``LANG``: ``uk_UA.UTF-8`` is ``uk``),
    else English; English too when that language needs the ``lang`` extra and it is not installed."""
    environ = os.environ if environ is None else environ
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        setting = environ.get(variable, "")
        if setting:
            return locale_language(setting)
    return ENGLISH


def locale_language(locale: str | None) -> str:
    """The language of a locale as the system or an editor names it (``uk``, ``uk-UA``, ``tr_TR.UTF-8``,
    ``sr_RS@latin``), if it has catalogs (and, other than English, the ``lang`` extra is installed); else English."""
    code = (locale or "").split(".")[0].split("@")[0].replace("_", "-").split("-")[0].lower()
    return code if code in languages() and (code == ENGLISH or extra_installed()) else ENGLISH


def available(code: str) -> str:
    """``code`` if its catalogs can be read here; LanguageUnavailable if it needs the ``lang`` extra, which is missing."""
    if code != ENGLISH and not extra_installed():
        raise _unavailable(code)
    return code


@cache
def extra_installed() -> bool:
    """Whether the ``lang`` extra (Fluent and Babel) can be imported."""
    try:
        import babel.lists  # noqa: F401
        import fluent.runtime  # noqa: F401
    except ImportError:
        return False
    return True


def catalog_files(code: str) -> list[Path]:
    """The catalog files of language ``code``."""
    return sorted((LOCALES / code).glob("*.ftl"))


def message_ids(code: str, catalog: str | None = None) -> dict[str, set[str]]:
    """Every message of language ``code`` (of its file ``catalog``.ftl only, if given) with its attributes' names."""
    if not extra_installed():
        if code != ENGLISH:
            raise _unavailable(code)
        from .english import english_message_ids

        return english_message_ids(catalog)
    from fluent.syntax import FluentParser, ast

    found: dict[str, set[str]] = {}
    parser = FluentParser(with_spans=False)
    for path in catalog_files(code):
        if catalog is not None and path.stem != catalog:
            continue
        for entry in parser.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message):
                found[entry.id.name] = {attribute.id.name for attribute in entry.attributes}
    return found


def _bounded(values: Mapping[str, Value]) -> dict[str, Value]:
    """``values`` with every text longer than :data:`MAX_VALUE_CHARACTERS` cut, and marked as cut with an ellipsis."""
    return {
        name: value[:MAX_VALUE_CHARACTERS] + "\u2026" if isinstance(value, str) and len(value) > MAX_VALUE_CHARACTERS else value
        for name, value in values.items()
    }


@dataclass(frozen=True)
class Language:
    """One language's catalogs: format its messages, list things and write numbers its way."""

    code: str
    locale: str  # Babel's locale for lists and numbers: en_GB, uk...
    catalogs: Catalogs

    def __call__(self, message_id: str, **values: Value) -> str:
        """The text of message ``message_id`` with ``values`` filled in."""
        if not self._parts(message_id)[0]:
            raise MessageError(f"{self.code}: message '{message_id}' has no value")
        return self.catalogs.format(message_id, None, _bounded(values))

    def attribute(self, message_id: str, attribute: str, **values: Value) -> str:
        """The text of ``attribute`` of message ``message_id``."""
        if attribute not in self._parts(message_id)[1]:
            raise MessageError(f"{self.code}: message '{message_id}' has no attribute '{attribute}'")
        return self.catalogs.format(message_id, attribute, _bounded(values))

    def forms(self, message_id: str, **values: Value) -> dict[str, str]:
        """The value (key ``""``) and every attribute of message ``message_id``, formatted."""
        has_value, attributes = self._parts(message_id)
        bounded = _bounded(values)
        found = {"": self.catalogs.format(message_id, None, bounded)} if has_value else {}
        for name in attributes:
            found[name] = self.catalogs.format(message_id, name, bounded)
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
        self._parts(message_id)
        return self.catalogs.lead(message_id)

    def has(self, message_id: str) -> bool:
        """Whether the catalogs have message ``message_id``."""
        return self.catalogs.has(message_id)

    def join(self, items: Sequence[str], last: str = "and") -> str:
        """``a, b and c``, or with ``last="or"`` ``a, b or c``, as the language writes lists."""
        if not items:
            return ""
        return self.catalogs.join(list(items), "or" if last == "or" else "standard")

    def number(self, value: float, decimals: int) -> str:
        """``value`` with exactly ``decimals`` decimals, as the language writes numbers (``1234.50``, ``1234,50``), ungrouped
        like the whole numbers beside it in tables."""
        return self.catalogs.number(value, decimals)

    def percent(self, rate: float, decimals: int) -> str:
        """``rate`` (0.655) as a percentage with ``decimals`` decimals, as the language writes it (``65.5%``, ``%65,5``)."""
        return self.catalogs.percent(rate, decimals)

    def _parts(self, message_id: str) -> tuple[bool, tuple[str, ...]]:
        if not self.catalogs.has(message_id):
            raise MessageError(f"{self.code}: no message '{message_id}'")
        return self.catalogs.parts(message_id)


def _unavailable(code: str) -> LanguageUnavailable:
    return LanguageUnavailable(f"the language '{code}' needs Fluent and Babel: {EXTRA}")


@cache
def language_of(code: str, catalogs: tuple[str, ...]) -> Language:
    """Language ``code`` with only its catalogs named ``catalogs`` (and ``language.ftl``): quicker to load than all
    of them, for a command that needs only these. English is the shipped form (:mod:`pitch_rules.i18n.english`),
    which needs neither Fluent nor Babel; another language MessageError or LanguageUnavailable as for :func:`language`."""
    if code == ENGLISH:
        from .english import EnglishCatalogs

        shipped = EnglishCatalogs(catalogs)
        return Language(ENGLISH, shipped.locale, shipped)
    files = [path for path in catalog_files(code) if path.stem in (*catalogs, "language")] if code.isalpha() else []
    if not files:
        raise MessageError(f"no catalogs for the language '{code}' (there are: {', '.join(languages())})")
    if not extra_installed():
        raise _unavailable(code)
    from .fluent_catalogs import FluentCatalogs

    fluent = FluentCatalogs(code, files)
    return Language(code, fluent.locale, fluent)


@cache
def language(code: str = ENGLISH) -> Language:
    """The catalogs of language ``code``; MessageError if there are none, LanguageUnavailable if they need the extra."""
    files = catalog_files(code) if code.isalpha() else []
    if not files:
        raise MessageError(f"no catalogs for the language '{code}' (there are: {', '.join(languages())})")
    catalogs: Catalogs
    if extra_installed():
        from .fluent_catalogs import FluentCatalogs

        catalogs = FluentCatalogs(code, files)
    elif code == ENGLISH:
        from .english import EnglishCatalogs

        catalogs = EnglishCatalogs()
    else:
        raise _unavailable(code)
    return Language(code, catalogs.locale, catalogs)
