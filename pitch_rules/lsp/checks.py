"""The problems ``validate`` reports for a document, placed where the editor shows them.

The document's text is checked by the loader itself (:func:`load_variant` with
``text``), so the messages, lines, columns and did-you-mean hints are exactly
those of ``pitch-rules validate``. A problem in another file (a base reached
through ``extends``) is shown at the document's ``extends`` value, its message
led by the place ``validate`` names.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import Diagnostic, Location, VariantError
from ..variant.loader import load_variant
from ..variant.model import Variant
from ..variant.yaml_source import YamlDocument, parse_yaml_text
from .text import Position, Text


@dataclass(frozen=True)
class Problem:
    """One problem, as the editor shows it."""

    start: Position
    end: Position
    message: str
    reported_at: Location
    """Where ``validate`` puts it: this document, or a file it extends."""


@dataclass(frozen=True)
class Checked:
    """A document checked: its variant when valid, else the problems ``validate`` reports."""

    variant: Variant | None
    problems: list[Problem]


def check(text: str, path: str) -> Checked:
    """Check ``text`` as the content of the variant file ``path``, exactly as ``validate`` would."""
    try:
        return Checked(load_variant(path, text=text), [])
    except VariantError as err:
        return Checked(None, _place(err.diagnostics, Text(text), path))


def _place(diagnostics: list[Diagnostic], text: Text, path: str) -> list[Problem]:
    """Each diagnostic as a problem in the document, in order, each once."""
    found: dict[Problem, None] = {}
    extends: Position | None = None
    for diagnostic in diagnostics:
        where = diagnostic.location
        if where.path == path:
            start = text.from_yaml(where.line, where.column)
            problem = Problem(start, text.token_end(start), diagnostic.message, where)
        else:
            extends = extends or _extends_value(text, path)
            problem = Problem(extends, text.token_end(extends), f"{where}: {diagnostic.message}", where)
        found.setdefault(problem)
    return list(found)


def parsed(text: str, path: str) -> YamlDocument | None:
    """The document's own YAML (no ``extends`` followed), or None if it does not parse."""
    try:
        return parse_yaml_text(text, path)
    except VariantError:
        return None


def _extends_value(text: Text, path: str) -> Position:
    """Where the document's ``extends`` value starts (its first line if it cannot be found)."""
    document = parsed(text.text, path)
    if document is None:
        return 0, 0
    where = document.source.value_location(("extends",))
    return text.from_yaml(where.line, where.column)
