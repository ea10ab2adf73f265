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
from ..problems import problem as said
from ..variant.loader import load_variant
from ..variant.model import Variant
from ..variant.yaml_source import MAX_BYTES, YamlDocument, file_bytes, parse_yaml
from .text import Position, Text

TYPING_LIMIT = 64 * 1024
"""Largest document checked as it is typed, in bytes: a larger one could take seconds a change."""


@dataclass(frozen=True)
class Problem:
    """One problem, as the editor shows it."""

    start: Position
    end: Position
    message: str
    reported_at: Location
    """Where ``validate`` puts it: this document, or a file it extends."""
    code: str = ""
    """The key of its message (as ``validate --json`` gives it)."""


@dataclass(frozen=True)
class Checked:
    """A document checked: its own YAML if that parses, its variant when valid, else the problems ``validate`` reports."""

    document: YamlDocument | None
    """The document's own YAML, no ``extends`` followed."""
    variant: Variant | None
    problems: list[Problem]


def check(text: str, path: str) -> Checked:
    """Check ``text`` as the content of the variant file ``path``, exactly as ``validate`` would.

    Its own YAML is parsed first, and the loader is given the text only if that
    parses (the loader parses it again, on the fast parser). A document over
    :data:`TYPING_LIMIT` (but within ``validate``'s limit), or one whose name no
    file can have, is not checked: its one problem says why.
    """
    raw = file_bytes(text)
    refusal = None
    if TYPING_LIMIT < len(raw) <= MAX_BYTES:
        refusal = said(Location(path, 1, 1), "editor.too_large", size=len(raw), limit=TYPING_LIMIT // 1024)
    elif "\0" in path:  # an editor's address may say so; a file's name cannot
        refusal = said(Location(path, 1, 1), "editor.nul_name")
    if refusal is not None:
        return Checked(None, None, _place([refusal], Text(text), path, None))
    try:
        document = parse_yaml(raw, path)
    except VariantError as err:
        return Checked(None, None, _place(err.diagnostics, Text(text), path, None))
    try:
        return Checked(document, load_variant(path, text=text), [])
    except VariantError as err:
        return Checked(document, None, _place(err.diagnostics, Text(text), path, document))


def _place(diagnostics: list[Diagnostic], text: Text, path: str, document: YamlDocument | None) -> list[Problem]:
    """Each diagnostic as a problem in the document, in order, each once; one in another file at ``extends``."""
    found: dict[Problem, None] = {}
    extends: Position | None = None
    for diagnostic in diagnostics:
        where = diagnostic.location
        if where.path == path:
            start = text.from_yaml(where.line, where.column)
            problem = Problem(start, text.token_end(start), diagnostic.message, where, diagnostic.code)
        else:
            extends = extends or _extends_value(text, document)
            problem = Problem(extends, text.token_end(extends), f"{where}: {diagnostic.message}", where, diagnostic.code)
        found.setdefault(problem)
    return list(found)


def _extends_value(text: Text, document: YamlDocument | None) -> Position:
    """Where the document's ``extends`` value starts (its first line if it cannot be found)."""
    if document is None:
        return 0, 0
    where = document.source.value_location(("extends",))
    return text.from_yaml(where.line, where.column)
