"""The words the toolkit shows a person outside the rules documents, in the person's language.

They are the ``terminal.ftl`` catalogs of :mod:`pitch_rules.i18n` (one per
language): the transcript of ``simulate --show`` and the terminal game (reports
and comparisons read their own ``report.ftl``). Code names a message by a dotted key (``"play.help.commands"``, the
message ``play-help-commands``) and :func:`say` fills in its ``{ $name }`` fields.
The language is the one :func:`speaking` set for the current run (the CLI sets
``--lang``), English by default.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from .i18n import Language, language, message_ids

_SPEAKING: ContextVar[Language | None] = ContextVar("speaking", default=None)
CATALOG = "terminal"
"""The catalog file (``terminal.ftl``) whose messages :func:`say` reads."""


def current() -> Language:
    """The language the person reads now."""
    return _SPEAKING.get() or language()


@contextmanager
def speaking(lang: Language) -> Iterator[Language]:
    """Speak ``lang`` within the ``with`` block: every :func:`say` and :func:`current` use it."""
    token = _SPEAKING.set(lang)
    try:
        yield lang
    finally:
        _SPEAKING.reset(token)


def message_keys() -> list[str]:
    """Every dotted key of the English terminal catalog, in file order."""
    return [message.replace("-", ".") for message in message_ids("en", CATALOG)]


def say(key: str, **values: object) -> str:
    """The message at ``key`` in the current language, with ``values`` filled in; KeyError if there is none."""
    lang = current()
    message = key.replace(".", "-")
    if not lang.has(message):
        raise KeyError(f"{key}: no such message")
    return lang(message, **{name: value if isinstance(value, int) else str(value) for name, value in values.items()})
