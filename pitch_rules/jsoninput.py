"""Strict JSON for the files people hand back to the toolkit: game records and saved games.

Plain ``json.loads`` accepts things no record or save ever holds and that break
later steps in odd ways: duplicate keys (the last one silently wins), integers of
thousands of digits, ``NaN``, nesting deep enough to exhaust the stack, and text
with control characters or unpaired surrogates. :func:`strict_loads` refuses all
of them with a :class:`JsonInputError` that says what (a message of ``bad_json.*``,
said in the reader's language; Python's JSON reader's own problems too) and where,
and for a caller that asks, numbers written with a decimal point or an exponent
(``4.0``, which JSON Schema counts as an integer).
:func:`compact_dumps` writes JSON as the toolkit writes records, one line each.
Both use orjson where the `fast` extra installs it, for the same values and text.
"""

from __future__ import annotations

import json
import re
from functools import cache
from types import ModuleType
from typing import Any

from .problems import Said

MAX_INTEGER_DIGITS = 20
"""Longest integer accepted: every count, seat, score and seed fits (seeds are below 2**63)."""

MAX_DEPTH = 32
"""Deepest nesting of lists and objects accepted; records need five levels."""

_CONTROL = r"\x00-\x1f\x7f"
CONTROL_CHARACTER = re.compile(f"[{_CONTROL}]")
"""A tab, a line break or another control character: no text in a record or save may hold one."""
_BAD_CHARACTER = re.compile(rf"[{_CONTROL}\ud800-\udfff]")


def keepable(text: str) -> bool:
    """Whether a record or save may hold ``text``: it has no control character and no unpaired surrogate."""
    return _BAD_CHARACTER.search(text) is None


class JsonInputError(ValueError):
    """JSON that is not acceptable: :attr:`said` says why, in the language read when it is shown (as ``str``, the
    current one); ``column`` is 0 when no single column can be named."""

    def __init__(self, said: Said, line: int = 1, column: int = 0) -> None:
        super().__init__(said)
        self.said = said
        self.line = line
        self.column = column

    def __str__(self) -> str:
        return str(self.said)


_DECODER_WORDS = (
    ("Expecting value", "bad_json.expecting_value"),
    ("Expecting property name", "bad_json.expecting_name"),
    ("Expecting ':'", "bad_json.expecting_colon"),
    ("Expecting ','", "bad_json.expecting_comma"),
    ("Unterminated string", "bad_json.unterminated"),
    ("Invalid control character", "bad_json.control_character"),
    ("Invalid \\escape", "bad_json.escape"),
    ("Invalid \\uXXXX escape", "bad_json.unicode_escape"),
    ("Extra data", "bad_json.extra_data"),
    ("Illegal trailing comma", "bad_json.trailing_comma"),
)
"""The key of the words for each problem Python's JSON reader names (by how its words begin; the trailing comma's
since Python 3.13)."""


def _decoder_problem(words: str) -> Said:
    """A problem of Python's JSON reader, in the catalogs' words where they have its own (as it says it otherwise)."""
    key = next((key for start, key in _DECODER_WORDS if words.startswith(start)), None)
    return Said("bad_json.invalid", problem=Said(key) if key is not None else words)


def _integer(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INTEGER_DIGITS:
        raise JsonInputError(Said("bad_json.digits", digits=len(text.lstrip("-")), limit=MAX_INTEGER_DIGITS))
    return int(text)


def _constant(text: str) -> Any:
    raise JsonInputError(Said("bad_json.constant", text=text))


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result = dict(pairs)
    if len(result) < len(pairs):
        seen: set[str] = set()
        duplicate = next(key for key, _ in pairs if key in seen or seen.add(key))  # type: ignore[func-returns-value]
        raise JsonInputError(Said("bad_json.duplicate_key", key=show_text(duplicate)))
    return result


_SUSPECT = re.compile(r"[\\\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ud800-\udfff]")
"""What the quick way cannot clear: an escape or a refused character (other than the
whitespace JSON allows between tokens: the decoder refuses those in strings), which
could put a refused character into a string; or a long run of digits, or a digit before
a decimal point or an exponent where fractions are refused (see :func:`_suspect`)."""
_CLEAR_BYTES = bytes(b for b in range(128) if not (b == 0x5C or b == 0x7F or (b < 0x20 and b not in (0x09, 0x0A, 0x0D))))
"""The ASCII characters :data:`_SUSPECT` does not match."""
_DIGITS_AS_ZERO = bytes.maketrans(b"123456789", b"000000000")
_TOO_MANY_DIGITS = b"0" * (MAX_INTEGER_DIGITS + 1)
_FRACTION_MARKS = (b"0.", b"0e", b"0E")
"""A digit (written as a zero) then what only a number with a fraction or an exponent has outside strings."""


def _suspect(text: str, fractions: bool) -> bool:
    """Whether the quick way cannot clear ``text``: it holds what :data:`_SUSPECT` matches, or a run of more than
    :data:`MAX_INTEGER_DIGITS` digits, or (unless ``fractions``) a digit before a decimal point or an exponent.

    ASCII text, as the toolkit writes it, is looked at as bytes: deleting every
    character that is clear leaves nothing, and writing every digit as a zero leaves
    no long run of zeros (many times faster than a regular expression's search).
    """
    data = text.encode("utf-8", "surrogatepass")
    if text.isascii():
        if data.translate(None, _CLEAR_BYTES):
            return True
    elif _SUSPECT.search(text) is not None:
        return True
    zeros = data.translate(_DIGITS_AS_ZERO)
    return _TOO_MANY_DIGITS in zeros or (not fractions and any(mark in zeros for mark in _FRACTION_MARKS))


_NOT_A_BRACKET = re.compile(r'"[^"]*"|[^][{}]+')
_BRACKETS = str.maketrans("[]{}", "()()")


def strict_loads(text: str, nesting: bool = True, fractions: bool = True) -> Any:
    """Parse ``text`` as strict JSON; raise JsonInputError for anything a record or save never holds.

    ``nesting=False`` leaves out the depth check, for a caller whose schema bounds
    the nesting every later step walks (records: their compiled check comes next).
    ``fractions=False`` refuses every number written with a decimal point or an
    exponent, for a caller whose numbers are all integers (records).
    Text with no escape, refused character or long number, written as the toolkit
    writes JSON, is cleared from the text alone (written again, it is the same text,
    so no key was given twice); anything else is walked.
    """
    suspect = _suspect(text, fractions)
    try:
        if suspect:
            value = json.loads(text, parse_int=_integer, parse_constant=_constant, object_pairs_hook=_object)
        else:
            value = _clear_loads(text)
            if compact_dumps(value) != text.strip():
                # Not as the toolkit writes it, so a key may have been given twice: look.
                value = json.loads(text, parse_constant=_constant, object_pairs_hook=_object)
    except json.JSONDecodeError as err:
        raise JsonInputError(_decoder_problem(err.msg), err.lineno, err.colno) from None
    except RecursionError:
        raise JsonInputError(Said("bad_json.too_deep", limit=MAX_DEPTH)) from None
    if suspect:
        _check(value, (), 0, fractions)
    elif nesting and not _shallow(text):
        _check(value, (), 0, fractions)
    return value


@cache
def orjson_module() -> ModuleType | None:
    """orjson if the `fast` extra is installed (imported when first asked for), else None.

    It reads JSON as the toolkit writes it in about half the time of ``json``, and writes
    what records hold (no floats) exactly as ``json.dumps`` with compact separators and
    ``ensure_ascii=False`` does, many times faster.
    """
    try:
        import orjson
    except ImportError:
        return None
    return orjson


def compact_dumps(value: Any) -> str:
    """``value`` as one line of JSON: the text of ``json.dumps`` with compact separators and ``ensure_ascii=False``,
    written by orjson where it is installed (the same text for anything but floats, which records never hold)."""
    fast = orjson_module()
    if fast is not None:
        try:
            text: str = fast.dumps(value).decode("utf-8")
            return text
        except TypeError:  # an integer past 64 bits, or a lone surrogate: json writes those
            pass
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def _clear_loads(text: str) -> Any:
    """``json.loads`` of text :func:`_suspect` cleared, by orjson where it is installed (strict JSON too: what it
    refuses is parsed again by ``json``, to name the problem as ever)."""
    fast = orjson_module()
    if fast is not None:
        try:
            return fast.loads(text)
        except ValueError:
            pass
    return json.loads(text, parse_constant=_constant)


def _shallow(text: str) -> bool:
    """Whether text with no escape nests at most :data:`MAX_DEPTH` deep: its strings are plain
    quoted runs, and the brackets left outside them give the nesting (each pass takes away
    the innermost pairs)."""
    brackets = _NOT_A_BRACKET.sub("", text).translate(_BRACKETS)
    for _ in range(MAX_DEPTH):
        if not brackets:
            return True
        brackets = brackets.replace("()", "")
    return not brackets


def _check(value: Any, path: tuple[str | int, ...], depth: int, fractions: bool) -> None:
    """Refuse deep nesting, text with control characters or unpaired surrogates and (unless ``fractions``) numbers
    written with a decimal point or an exponent."""
    if depth > MAX_DEPTH:
        raise JsonInputError(Said("bad_json.too_deep_at", limit=MAX_DEPTH, place=json_path(path)))
    if isinstance(value, str):
        bad = _BAD_CHARACTER.search(value)
        if bad:
            raise JsonInputError(Said("bad_json.character", place=json_path(path), character=f"U+{ord(bad[0]):04X}"))
    elif isinstance(value, float) and not fractions:
        raise JsonInputError(Said("bad_json.fraction", place=json_path(path)))
    elif isinstance(value, dict):
        for key, item in value.items():
            _check(key, (*path, key), depth + 1, fractions)
            _check(item, (*path, key), depth + 1, fractions)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            _check(item, (*path, index), depth + 1, fractions)


def json_path(path: tuple[str | int, ...]) -> str | Said:
    """A field's place, as ``hands/0/deal/2``, or the words for the top level."""
    return "/".join(str(part) for part in path) if path else Said("schema.top_level")


def show_text(text: str, limit: int = 40) -> str:
    """Text quoted for a message: control characters escaped, long text cut."""
    shown = text if len(text) <= limit else text[: limit - 3] + "..."
    return repr(shown)


def show_value(value: Any, limit: int = 60) -> str:
    """A JSON value for a message, cut to ``limit`` characters."""
    shown = json.dumps(value, ensure_ascii=False)
    return shown if len(shown) <= limit else shown[: limit - 3] + "..."
