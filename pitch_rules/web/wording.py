"""The browser's words, in the language each browser chose: the ``web.ftl`` catalogs of :mod:`pitch_rules.i18n`.

A browser's language is its ``?lang=`` (one of :func:`~pitch_rules.i18n.languages`,
then remembered in a cookie), else the cookie's, else the best match of its
``Accept-Language``, else English. A ``?lang=`` that names no language (or one the
``lang`` extra is missing for) is ignored: the page is served in the language chosen
otherwise.

Actions are worded from the catalogs, never from a list of kinds in code: a kind
without its message ``web-action-KIND`` is worded by ``web-action-fallback``, so the
table can offer any action the engine makes legal. Phases are worded the same way.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

from starlette.requests import HTTPConnection

from ..docs.words import own_words
from ..i18n import ENGLISH, Language, Value, language_of, languages, locale_language
from ..problems import Said, reading

CATALOGS = ("web", "cards", "library")
"""The catalogs the browser's words come from: its own, the suits' names, the built-in variants' texts."""
COOKIE = "lang"
SCRIPT = {
    "you": (), "you-after": (), "away": (), "open": (), "sit": (), "bot": ("bot",), "dealer": (), "dealer-mark": (),
    "to-win": (), "no-trick": (), "connected": (), "reconnecting": (), "seat": ("seat",), "person": (),
    "bot-choice": ("bot",), "caret": ("line", "column"), "not-checked": ("problem",), "not-set": (), "playing": (),
    "fix-first": (), "not-json": (),
}
"""The page scripts' words (``web-script-*``) with the names they fill in: the scripts hold no words of their own."""


class Worded(str):
    """A text filled into an error that is said in each reader's own words (a variant's name, a seat's): ``say(words)``
    gives it in the language of ``words``; as a ``str`` it is the English."""

    say: Callable[[Wording], str]

    def __new__(cls, say: Callable[[Wording], str]) -> Worded:
        text = super().__new__(cls, say(wording()))
        text.say = say
        return text


def own_text(text: str) -> Worded:
    """A variant's own text (its name): in the reader's language where the catalogs translate it (a built-in's)."""
    return Worded(lambda words: words.own(text))


def said_text(said: Said) -> Worded:
    """A message the engine or a check carries (:class:`~pitch_rules.problems.Said`: a rule's number past the
    limit), in the reader's language."""
    return Worded(lambda words: words.said(said))


class Refusal(Exception):
    """A request refused, with why as a message of the catalogs (``key``, ``web-error-KEY``) said in the reader's
    language; in English as ``str``. The key is the same in every language, for the browser's scripts and tools."""

    def __init__(self, key: str, **values: Value) -> None:
        self.key = key
        self.values = values
        super().__init__(self.said(wording()))

    def said(self, words: Wording) -> str:
        """Why, in the language of ``words``."""
        values = {name: value.say(words) if isinstance(value, Worded) else value for name, value in self.values.items()}
        return words.error(self.key, **values)


@dataclass(frozen=True)
class Wording:
    """One language's words for the browser: pages, actions, phases, notes, errors."""

    lang: Language

    @property
    def code(self) -> str:
        """The language's code (``en``, ``uk``...), as ``<html lang>`` names it."""
        return self.lang.code

    def __call__(self, key: str, **values: Value) -> str:
        """Message ``web-KEY`` with ``values`` filled in."""
        return self.lang(f"web-{key}", **values)

    def error(self, key: str, **values: Value) -> str:
        """Error message ``web-error-KEY``."""
        return self(f"error-{key}", **values)

    def action(self, kind: str, use: str) -> str:
        """The words of an action of ``kind`` on its button (``use`` ``button``) or in the log (``log``), with
        ``{value}`` where its value is drawn; the fallback's, with the kind's own name, for a kind without words."""
        message = f"web-action-{kind}"
        if self.lang.has(message):
            return self.lang.attribute(message, use, value="{value}")
        return self.lang.attribute("web-action-fallback", use, value="{value}", kind=kind.replace("_", " ").capitalize())

    def phase(self, phase: str) -> str:
        """A phase's name (the engine's word itself if the catalogs have none)."""
        message = f"web-phase-{phase.replace('_', '-')}"
        return self.lang(message) if self.lang.has(message) else phase.replace("_", " ").capitalize()

    def note(self, name: str, **values: Value) -> str:
        """A note of the table's log (``web-note-NAME``) with its values filled in."""
        return self(f"note-{name.replace('_', '-')}", **values)

    def suit(self, letter: str) -> str:
        """A suit's name (``Hearts``); a letter that is no suit as it is."""
        return self.lang(f"suit-{letter}") if self.lang.has(f"suit-{letter}") else letter

    def own(self, text: str) -> str:
        """A variant's own text (its name, its description, a point's name) in this language, where the catalogs
        translate it (a built-in's); else as written."""
        return own_words(text, self.lang)

    def said(self, said: Said) -> str:
        """A message of the problems' catalogs (:mod:`pitch_rules.problems`) said in this language."""
        with reading(self.code):
            return str(said)

    def join(self, items: Sequence[str]) -> str:
        """``a, b and c`` as the language writes lists."""
        return self.lang.join(items)

    def script(self) -> dict[str, str]:
        """The page scripts' words, ``{name}`` where a script fills a value in."""
        return {key: self(f"script-{key}", **{name: "{" + name + "}" for name in names}) for key, names in SCRIPT.items()}


@cache
def wording(code: str = ENGLISH) -> Wording:
    """The browser's words in language ``code`` (English needs neither Fluent nor Babel)."""
    return Wording(language_of(code, CATALOGS))


def accepted(header: str) -> str | None:
    """The language of the six (usable here) that an ``Accept-Language`` header prefers most, if it names one."""
    ranked: list[tuple[float, int, str]] = []
    for index, part in enumerate(header[:1000].split(",")):
        tag, _, parameters = part.strip().partition(";")
        weight = 1.0
        for parameter in parameters.split(";"):
            name, _, value = parameter.strip().partition("=")
            if name == "q":
                try:
                    weight = float(value)
                except ValueError:
                    weight = 0.0
        code = locale_language(tag.strip()) if tag.strip() not in ("", "*") else None
        if code is not None and weight > 0 and (code != ENGLISH or tag.strip().lower().startswith(ENGLISH)):
            ranked.append((-weight, index, code))
    return min(ranked)[2] if ranked else None


def usable(code: str | None) -> str | None:
    """``code`` if it names a language whose catalogs can be read here, else None."""
    return code if code is not None and locale_language(code) == code else None


def asked(connection: HTTPConnection) -> str | None:
    """The language a request names with ``?lang=``, if it names one that can be read here."""
    return usable(connection.query_params.get("lang"))


def chosen(connection: HTTPConnection) -> str:
    """The language of a request or a socket: ``?lang=``, the cookie, ``Accept-Language``, else English."""
    return (
        asked(connection)
        or usable(connection.cookies.get(COOKIE))
        or accepted(connection.headers.get("accept-language", ""))
        or ENGLISH
    )


def names() -> list[tuple[str, str]]:
    """Each language usable here with its own name for itself, for the switcher."""
    return [(code, wording(code).lang("language-name")) for code in languages() if usable(code) is not None]

