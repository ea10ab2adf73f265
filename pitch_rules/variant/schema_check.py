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
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from pitch_rules.errors import Diagnostic, Location, caret_detail
from pitch_rules.problems import problem, say
from pitch_rules.variant.yaml_source import MAX_SHOWN_LINE, DocumentSource, YamlDocument

if TYPE_CHECKING:
    from jsonschema.exceptions import ValidationError

__all__ = ["schema_diagnostics", "schema_problem"]

_MAX_MESSAGE = 200
_MAX_LISTED = 8
_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_-]*")
_TYPE_WORDS = {
    "integer": "kind.integer",
    "number": "kind.number",
    "string": "kind.string",
    "boolean": "kind.boolean",
    "array": "kind.list",
    "object": "kind.mapping",
    "null": "kind.null",
}
"""The key of the words for each JSON Schema type."""
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


def schema_problem(error: ValidationError, subject: Callable[[tuple[str | int, ...]], str]) -> str:
    """The words for one jsonschema error (as :func:`jsonschema.exceptions.best_match` chose it) about a value with no
    line to point at, a record's field: ``subject`` names the value at a path. In the current language."""
    while error.validator in ("oneOf", "anyOf") and error.context:  # no form fits: the words of the one it is nearest
        error = _most_relevant(error)
    path = tuple(error.absolute_path)
    if error.validator == "required":
        said = _missing_key(path, next(key for key in error.validator_value if key not in error.instance), subject(path))
    else:
        said = _MESSAGES.get(error.validator, _fallback)(error, subject(path))
    key, values = said
    return _trim(say(key, **values))


def _with_caret(diagnostic: Diagnostic, source: DocumentSource) -> Diagnostic:
    """The diagnostic with its source line and a caret under the column."""
    line = source.line_of(diagnostic.location)
    if not line or len(line) > MAX_SHOWN_LINE:
        return diagnostic
    return replace(diagnostic, detail=caret_detail(line, diagnostic.location.column))


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
        named = say("schema.key_in", key=repr(error.instance), subject=_subject(path)) if path else (
            say("schema.key_in_top", key=repr(error.instance))
        )
        yield _said(source.key_location(key_path), describe(error, named))
    else:
        describe = _MESSAGES.get(keyword, _fallback)
        yield _said(source.value_location(path), describe(error, _subject(path)))


Said = tuple[str, dict[str, str | int]]
"""A message's key and the values to fill in."""


def _said(location: Location, said: Said) -> Diagnostic:
    """The diagnostic of ``said`` at ``location``, cut to at most ``_MAX_MESSAGE`` characters."""
    key, values = said
    return Diagnostic(location, _trim(say(key, **values)), code=key)


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
    for key in error.instance:
        if key in allowed or any(re.search(pattern, key) for pattern in patterns):
            continue
        hint = _did_you_mean(key, allowed)
        if not hint and 0 < len(allowed) <= _MAX_LISTED:
            hint = say("hint.allowed", names=", ".join(allowed))
        where = source.key_location((*path, key))
        if path:
            yield problem(where, "schema.unknown_key", key=repr(key), subject=_subject(path), hint=hint)
        else:
            yield problem(where, "schema.unknown_key_top", key=repr(key), hint=hint)


def _missing_keys(error: ValidationError, path: tuple[str | int, ...], source: DocumentSource) -> Iterator[Diagnostic]:
    """One diagnostic per missing required key, at the mapping that lacks it.

    A key that is only misspelt (an unknown key close to it is present) is left to
    the unknown-key diagnostic, which already suggests the right spelling.
    """
    known = set(error.schema.get("properties", {}))
    strangers = [key for key in error.instance if key not in known]
    for key in error.validator_value:
        if key not in error.instance and not _did_you_mean(key, strangers):
            message, values = _missing_key(path, key, _subject(path))
            yield problem(source.value_location(path), message, **values)


def _missing_key(path: tuple[str | int, ...], key: str, subject: str) -> Said:
    """The words for required key ``key`` missing from the mapping at ``path`` (named ``subject``)."""
    return ("schema.missing_key", {"subject": subject, "key": repr(key)}) if path else ("schema.missing_key_top", {"key": repr(key)})


def _duplicate_item(error: ValidationError, path: tuple[str | int, ...], source: DocumentSource) -> Diagnostic:
    """A ``uniqueItems`` failure, at the first repeated item."""
    seen: set[str] = set()
    for index, item in enumerate(error.instance):
        canonical = json.dumps(item, sort_keys=True, default=str)
        if canonical in seen:
            return _said(source.value_location((*path, index)), ("schema.repeated_item", {"subject": _subject(path), "item": _show(item)}))
        seen.add(canonical)
    return problem(source.value_location(path), "schema.same_item_twice", subject=_subject(path))


def _type(error: ValidationError, subject: str) -> Said:
    expected = error.validator_value
    names = [expected] if isinstance(expected, str) else expected
    words = [say(_TYPE_WORDS[name]) if name in _TYPE_WORDS else name for name in names]
    wanted = words[0]
    for word in words[1:]:
        wanted = say("schema.either", first=wanted, second=word)
    values: dict[str, str | int] = {"subject": subject, "wanted": wanted, "kind": _kind(error.instance)}
    if error.instance is None or isinstance(error.instance, (list, dict)):
        return "schema.type", values
    return "schema.type_shown", {**values, "value": _show(error.instance)}


def _enum(error: ValidationError, subject: str) -> Said:
    options: Sequence[Any] = error.validator_value
    listed = ", ".join(option if isinstance(option, str) else _show(option) for option in options[:10])
    more = ", ..." if len(options) > 10 else ""
    hint = _did_you_mean(error.instance, [option for option in options if isinstance(option, str)])
    return "schema.one_of", {"subject": subject, "options": listed + more, "value": _show(error.instance), "hint": hint}


def _const(error: ValidationError, subject: str) -> Said:
    return "schema.const", {"subject": subject, "expected": _show(error.validator_value), "value": _show(error.instance)}


def _bound(key: str) -> Callable[[ValidationError, str], Said]:
    """A describer for a bound on a number (``minimum``...): the message at ``key``."""

    def describe(error: ValidationError, subject: str) -> Said:
        return key, {"subject": subject, "value": _show(error.instance), "limit": _number(error.validator_value)}

    return describe


def _length(key: str, fewer: bool) -> Callable[[ValidationError, str], Said]:
    """A describer for min/max length, items or properties: the message at ``key``; ``fewer`` for the minimum."""

    def describe(error: ValidationError, subject: str) -> Said:
        count, limit = len(error.instance), error.validator_value
        if fewer and count == 0:
            return "schema.empty", {"subject": subject}
        return key, {"subject": subject, "count": count, "limit": _number(limit)}

    return describe


def _fallback(error: ValidationError, subject: str) -> Said:
    return "schema.other", {"subject": subject, "problem": error.message}


_MESSAGES: dict[str, Callable[[ValidationError, str], Said]] = {
    "type": _type,
    "enum": _enum,
    "const": _const,
    "minimum": _bound("schema.minimum"),
    "maximum": _bound("schema.maximum"),
    "exclusiveMinimum": _bound("schema.exclusive_minimum"),
    "exclusiveMaximum": _bound("schema.exclusive_maximum"),
    "multipleOf": _bound("schema.multiple_of"),
    "pattern": lambda e, s: ("schema.pattern", {"subject": s, "pattern": repr(e.validator_value), "value": _show(e.instance)}),
    "minLength": _length("schema.too_few_characters", fewer=True),
    "maxLength": _length("schema.too_many_characters", fewer=False),
    "minItems": _length("schema.too_few_items", fewer=True),
    "maxItems": _length("schema.too_many_items", fewer=False),
    "minProperties": _length("schema.too_few_keys", fewer=True),
    "maxProperties": _length("schema.too_many_keys", fewer=False),
    "oneOf": lambda e, s: ("schema.several_forms", {"subject": s}),
}


def _number(value: Any) -> str | int:
    """A number of the schema as a message fills it in: a whole number by its digits, another as Python writes it."""
    return value if isinstance(value, int) and not isinstance(value, bool) else str(value)


def _subject(path: tuple[str | int, ...]) -> str:
    """How a message names the value at ``path``: ``'auction.bids[2]'`` or ``the top level``."""
    if not path:
        return say("schema.top_level")
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
        return say("kind.boolean")
    kinds = ((int, "kind.integer"), (float, "kind.number"), (str, "kind.string"), (list, "kind.list"), (dict, "kind.mapping"))
    return say(next((key for kind, key in kinds if isinstance(value, kind)), "kind.null"))


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
    return say("hint.did_you_mean", name=repr(close[0])) if close else ""


def _trim(message: str) -> str:
    """Cut a message to at most ``_MAX_MESSAGE`` characters."""
    return message if len(message) <= _MAX_MESSAGE else message[: _MAX_MESSAGE - 3] + "..."
