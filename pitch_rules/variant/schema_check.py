"""JSON Schema validation of a loaded variant file, reported as compiler-style diagnostics.

Each jsonschema error becomes a short sentence that names the offending setting by
its dotted path (``auction.bids[2]``) and points at its line and column, using the
:class:`~pitch_rules.variant.yaml_source.SourceMap` of the document.
"""

from __future__ import annotations

import difflib
import json
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from pitch_rules.errors import Diagnostic, caret_detail
from pitch_rules.variant.yaml_source import MAX_SHOWN_LINE, DocumentSource, YamlDocument

if TYPE_CHECKING:
    from jsonschema.exceptions import ValidationError

__all__ = ["schema_diagnostics"]

_MAX_MESSAGE = 200
_MAX_LISTED = 8
_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_-]*")
_TYPE_WORDS = {
    "integer": "an integer",
    "number": "a number",
    "string": "a string",
    "boolean": "a boolean",
    "array": "a list",
    "object": "a mapping",
    "null": "null",
}
_DISCRIMINATORS = ("const", "enum")

_compiled: dict[int, tuple[Mapping[str, Any], Any]] = {}
_reference: dict[int, tuple[Mapping[str, Any], Any]] = {}


def schema_diagnostics(doc: YamlDocument, schema: Mapping[str, Any]) -> list[Diagnostic]:
    """Validate ``doc.data`` against ``schema`` (draft 2020-12).

    Returns one diagnostic per problem, sorted by position; an empty list means valid.
    The schema compiled (in Rust) checks the document; only a document it refuses
    goes through :mod:`jsonschema`, whose errors the diagnostics are worded from.
    """
    if _compiled_validator(schema).is_valid(doc.data):
        return []
    errors = _reference_validator(schema).iter_errors(doc.data)
    found = {diagnostic for error in errors for diagnostic in _diagnose(error, doc.source)}
    return [
        _with_caret(d, doc.source) for d in sorted(found, key=lambda d: (d.location.line, d.location.column, d.message))
    ]


def _with_caret(diagnostic: Diagnostic, source: DocumentSource) -> Diagnostic:
    """The diagnostic with its source line and a caret under the column."""
    line = source.line_of(diagnostic.location)
    if not line or len(line) > MAX_SHOWN_LINE:
        return diagnostic
    return Diagnostic(diagnostic.location, diagnostic.message, caret_detail(line, diagnostic.location.column))


def _compiled_validator(schema: Mapping[str, Any]) -> Any:
    """The compiled validator of ``schema`` (:mod:`pitch_rules.compiled_schema`): it checks every document."""
    from ..compiled_schema import compiled_validator

    return _kept(schema, _compiled, compiled_validator)


def _reference_validator(schema: Mapping[str, Any]) -> Any:
    """The :mod:`jsonschema` validator of ``schema``: it words the problems of a document the compiled one refuses."""
    from jsonschema import Draft202012Validator

    return _kept(schema, _reference, Draft202012Validator)


def _kept(schema: Mapping[str, Any], kept: dict[int, tuple[Mapping[str, Any], Any]], build: Callable[[Any], Any]) -> Any:
    """The validator ``build`` makes for ``schema``, built once per schema object."""
    cached = kept.get(id(schema))
    if cached is None or cached[0] is not schema:
        cached = kept[id(schema)] = (schema, build(schema))
    return cached[1]


def _diagnose(error: ValidationError, source: DocumentSource) -> Iterator[Diagnostic]:
    """The diagnostics for one jsonschema error."""
    path = tuple(error.absolute_path)
    keyword = error.validator
    if keyword in ("oneOf", "anyOf") and error.context:
        yield from _diagnose(_most_relevant(error), source)
    elif keyword == "additionalProperties":
        yield from _unknown_keys(error, path, source)
    elif keyword == "required":
        yield from _missing_keys(error, path, source)
    elif keyword == "uniqueItems":
        yield _duplicate_item(error, path, source)
    elif "propertyNames" in error.absolute_schema_path:
        describe = _MESSAGES.get(keyword, _fallback)
        key_path = (*path, error.instance)
        yield Diagnostic(source.key_location(key_path), _trim(describe(error, f"key {error.instance!r} in {_subject(path)}")))
    else:
        describe = _MESSAGES.get(keyword, _fallback)
        yield Diagnostic(source.value_location(path), _trim(describe(error, _subject(path))))


def _most_relevant(error: ValidationError) -> ValidationError:
    """The sub-error of a failed oneOf/anyOf that best explains the failure.

    If exactly one alternative has no ``const``/``enum`` failure on a direct property
    (its discriminator matched), only that alternative's errors are considered.
    """
    branches: dict[Any, list[ValidationError]] = {}
    for sub in error.context:
        branches.setdefault(sub.relative_schema_path[0], []).append(sub)
    matching = [
        errors
        for errors in branches.values()
        if not any(e.validator in _DISCRIMINATORS and len(e.relative_path) == 1 for e in errors)
    ]
    from jsonschema.exceptions import best_match

    chosen: ValidationError = best_match(matching[0] if len(matching) == 1 else error.context)
    return chosen


def _unknown_keys(error: ValidationError, path: tuple[str | int, ...], source: DocumentSource) -> Iterator[Diagnostic]:
    """One diagnostic per key that ``additionalProperties: false`` rejects, at the key."""
    allowed = [str(name) for name in error.schema.get("properties", {})]
    patterns = list(error.schema.get("patternProperties", {}))
    where = f"in {_subject(path)}" if path else "at the top level"
    for key in error.instance:
        if key in allowed or any(re.search(pattern, key) for pattern in patterns):
            continue
        hint = _did_you_mean(key, allowed)
        if not hint and 0 < len(allowed) <= _MAX_LISTED:
            hint = f" (allowed: {', '.join(allowed)})"
        yield Diagnostic(source.key_location((*path, key)), f"unknown key {key!r} {where}{hint}")


def _missing_keys(error: ValidationError, path: tuple[str | int, ...], source: DocumentSource) -> Iterator[Diagnostic]:
    """One diagnostic per missing required key, at the mapping that lacks it.

    A key that is only misspelt (an unknown key close to it is present) is left to
    the unknown-key diagnostic, which already suggests the right spelling.
    """
    owner = f"{_subject(path)} is missing required key" if path else "missing required top-level key"
    known = set(error.schema.get("properties", {}))
    strangers = [key for key in error.instance if key not in known]
    for key in error.validator_value:
        if key not in error.instance and not _did_you_mean(key, strangers):
            yield Diagnostic(source.value_location(path), f"{owner} {key!r}")


def _duplicate_item(error: ValidationError, path: tuple[str | int, ...], source: DocumentSource) -> Diagnostic:
    """A ``uniqueItems`` failure, at the first repeated item."""
    seen: set[str] = set()
    for index, item in enumerate(error.instance):
        canonical = json.dumps(item, sort_keys=True, default=str)
        if canonical in seen:
            message = f"{_subject(path)} lists {_show(item)} more than once"
            return Diagnostic(source.value_location((*path, index)), _trim(message))
        seen.add(canonical)
    return Diagnostic(source.value_location(path), f"{_subject(path)} must not contain the same item twice")


def _type(error: ValidationError, subject: str) -> str:
    expected = error.validator_value
    names = [expected] if isinstance(expected, str) else expected
    wanted = " or ".join(_TYPE_WORDS.get(name, name) for name in names)
    shown = "" if error.instance is None or isinstance(error.instance, (list, dict)) else f" ({_show(error.instance)})"
    return f"{subject} must be {wanted}, not {_kind(error.instance)}{shown}"


def _enum(error: ValidationError, subject: str) -> str:
    options: Sequence[Any] = error.validator_value
    listed = ", ".join(option if isinstance(option, str) else _show(option) for option in options[:10])
    more = ", ..." if len(options) > 10 else ""
    hint = _did_you_mean(error.instance, [option for option in options if isinstance(option, str)])
    return f"{subject} must be one of: {listed}{more} (got {_show(error.instance)}){hint}"


def _const(error: ValidationError, subject: str) -> str:
    return f"{subject} must be {_show(error.validator_value)} (got {_show(error.instance)})"


def _length(noun: str, fewer: bool) -> Callable[[ValidationError, str], str]:
    """A describer for min/max length, items or properties; ``fewer`` for the minimum."""

    def describe(error: ValidationError, subject: str) -> str:
        count, limit = len(error.instance), error.validator_value
        if fewer and count == 0:
            return f"{subject} must not be empty"
        bound = f"fewer than the minimum of {limit}" if fewer else f"more than the maximum of {limit}"
        return f"{subject} has {_plural(count, noun)}, {bound}"

    return describe


def _fallback(error: ValidationError, subject: str) -> str:
    return f"{subject}: {error.message}"


_MESSAGES: dict[str, Callable[[ValidationError, str], str]] = {
    "type": _type,
    "enum": _enum,
    "const": _const,
    "minimum": lambda e, s: f"{s} is {_show(e.instance)}, below the minimum of {e.validator_value}",
    "maximum": lambda e, s: f"{s} is {_show(e.instance)}, above the maximum of {e.validator_value}",
    "exclusiveMinimum": lambda e, s: f"{s} is {_show(e.instance)}, but must be above {e.validator_value}",
    "exclusiveMaximum": lambda e, s: f"{s} is {_show(e.instance)}, but must be below {e.validator_value}",
    "multipleOf": lambda e, s: f"{s} is {_show(e.instance)}, not a multiple of {e.validator_value}",
    "pattern": lambda e, s: f"{s} must match the pattern {e.validator_value!r} (got {_show(e.instance)})",
    "minLength": _length("character", fewer=True),
    "maxLength": _length("character", fewer=False),
    "minItems": _length("item", fewer=True),
    "maxItems": _length("item", fewer=False),
    "minProperties": _length("key", fewer=True),
    "maxProperties": _length("key", fewer=False),
    "oneOf": lambda e, s: f"{s} matches more than one of the allowed forms",
}


def _subject(path: tuple[str | int, ...]) -> str:
    """How a message names the value at ``path``: ``'auction.bids[2]'`` or ``the top level``."""
    if not path:
        return "the top level"
    text = ""
    for part in path:
        if isinstance(part, int):
            text += f"[{part}]"
        elif _IDENTIFIER.fullmatch(part):
            text += f".{part}" if text else part
        else:
            text += f"[{json.dumps(part)}]"
    return f"'{text}'"


def _kind(value: Any) -> str:
    """Words for the JSON type of ``value``."""
    if isinstance(value, bool):
        return "a boolean"
    kinds = ((int, "an integer"), (float, "a number"), (str, "a string"), (list, "a list"), (dict, "a mapping"))
    return next((word for kind, word in kinds if isinstance(value, kind)), "null")


def _show(value: Any) -> str:
    """A short rendering of a value as the YAML author would write it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, str):
        return repr(value if len(value) <= 40 else value[:37] + "...")
    if isinstance(value, (list, dict)):
        return _kind(value)
    return repr(value)


def _did_you_mean(word: Any, candidates: list[str]) -> str:
    """``; did you mean 'x'?`` when ``word`` is a string close to one of ``candidates``."""
    if not isinstance(word, str):
        return ""
    close = difflib.get_close_matches(word, candidates, n=1)
    return f"; did you mean {close[0]!r}?" if close else ""


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def _trim(message: str) -> str:
    """Cut a message to at most ``_MAX_MESSAGE`` characters."""
    return message if len(message) <= _MAX_MESSAGE else message[: _MAX_MESSAGE - 3] + "..."
