"""The words of the problems found in what a person wrote, in the person's language.

They are two catalogs of :mod:`pitch_rules.i18n` per language: ``diagnostics.ftl``
(what ``validate`` and the language server report: the YAML reader's, the
schema's, the rules' and the scoring language's problems) and ``commands.ftl``
(the command line's own lines). Code names a message by a dotted key
(``"schema.unknown_key"``, the message ``schema-unknown_key``), which is also the
``code`` of a :class:`~pitch_rules.errors.Diagnostic` (``validate --json`` gives it
beside the words), and :func:`say` fills in its ``{ $name }`` fields. A whole
number is written with its digits alone, as the person wrote it (``5000``); one
passed as :class:`Grouped` is grouped as the language groups numbers.

The language is the one :func:`reading` set for the current run (``validate
--lang``, the editor's locale), English by default. English is read from the
shipped form of its catalogs (no Fluent, even with the ``lang`` extra), another
language from these two catalogs alone, loaded when its first message is said (for a
valid file, the line saying it is ok).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar

from .errors import Diagnostic, Location
from .i18n import ENGLISH, Digits, Language, from_environment, language_of, message_ids

CATALOGS = ("diagnostics", "commands")
"""The catalog files (``diagnostics.ftl``, ``commands.ftl``) whose messages :func:`say` reads."""

LOCALE = "locale"
"""What :func:`reading` takes for the language of the locale (``LANG``...), found when the first message is said."""

_READING: ContextVar[str] = ContextVar("reading", default=ENGLISH)


class Grouped(int):
    """A whole number a message writes as the language groups numbers (``1,000,000,000``, ``1 000 000 000``)."""


def current() -> Language:
    """The catalogs of the language the person reads now."""
    code = _READING.get()
    return language_of(from_environment() if code == LOCALE else code, CATALOGS)


@contextmanager
def reading(code: str) -> Iterator[str]:
    """Say every problem in the language ``code`` (or the locale's, :data:`LOCALE`) within the ``with`` block."""
    token = _READING.set(code)
    try:
        yield code
    finally:
        _READING.reset(token)


def message_keys() -> list[str]:
    """Every dotted key of the English catalogs of problems, in file order."""
    return [message.replace("-", ".") for catalog in CATALOGS for message in message_ids(ENGLISH, catalog)]


def say(key: str, /, **values: str | int) -> str:
    """The message at ``key`` in the current language (in English if that language lacks it), with ``values``
    filled in; KeyError if there is none."""
    message = key.replace(".", "-")
    lang = current()
    if not lang.has(message):
        lang = language_of(ENGLISH, CATALOGS)
        if not lang.has(message):
            raise KeyError(f"{key}: no such message")
    return lang(message, **_written(values))


class Said:
    """A message of these catalogs kept as its key and values, and said when shown (``str``), in the language read
    then: what code finds before it knows who reads it (a replay's divergence) carries its words this way. A value
    may itself be :class:`Said`, or a tuple of them (said one after another, between commas). Equal when the key
    and the values are."""

    __slots__ = ("key", "values")

    def __init__(self, key: str, /, **values: str | int | Said | tuple[Said, ...]) -> None:
        self.key = key
        self.values = values

    def __str__(self) -> str:
        return say(self.key, **{name: _said(value) for name, value in self.values.items()})

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Said) and self.key == other.key and self.values == other.values

    def __hash__(self) -> int:
        return hash((self.key, tuple(sorted(self.values.items()))))

    def __repr__(self) -> str:
        values = "".join(f", {name}={value!r}" for name, value in self.values.items())
        return f"Said({self.key!r}{values})"


def _said(value: str | int | Said | tuple[Said, ...]) -> str | int:
    """A value of a :class:`Said` as :func:`say` takes it: a message said now, messages between commas."""
    if isinstance(value, Said):
        return str(value)
    if isinstance(value, tuple):
        return ", ".join(map(str, value))
    return value


def decimal(value: float, decimals: int) -> str:
    """``value`` with exactly ``decimals`` decimals, as the current language writes numbers (``0.5``, ``0,5``)."""
    return current().number(value, decimals)


def problem(location: Location, key: str, detail: str = "", /, **values: str | int) -> Diagnostic:
    """A diagnostic at ``location``: the message at ``key``, said in the current language, coded ``key``."""
    return Diagnostic(location, say(key, **values), detail, key)


def _written(values: Mapping[str, str | int]) -> dict[str, str | int]:
    """The values as the catalogs take them: a whole number by its digits, unless it is :class:`Grouped`."""
    return {
        name: int(value) if isinstance(value, Grouped) else Digits(value) if isinstance(value, int) else value
        for name, value in values.items()
    }
