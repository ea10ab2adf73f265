"""Error types shared by the loader, the schema check, the DSL and the CLI.

Every problem with user input is a :class:`Diagnostic`: a message tied to a place
in a file, printed the way compilers print, ``FILE:LINE:COL: message``.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Location:
    """A place in a source file; ``line`` and ``column`` count from 1."""

    path: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.path}:{self.line}:{self.column}"


@dataclass(frozen=True)
class Diagnostic:
    """One problem found in user input.

    ``detail`` holds extra lines shown under the message, for example the source
    line with a caret under the offending column. ``code`` is the key of the
    message in the catalogs (``schema.unknown_key``, see :mod:`pitch_rules.problems`):
    the same in every language, for tools (``validate --json``, the language server).
    """

    location: Location
    message: str
    detail: str = ""
    code: str = ""

    def __str__(self) -> str:
        text = f"{self.location}: {self.message}"
        return f"{text}\n{self.detail}" if self.detail else text


class PitchRulesError(Exception):
    """Base class of every error this package raises on purpose."""


class VariantError(PitchRulesError):
    """A variant file (or other input file) is not valid; carries its diagnostics."""

    def __init__(self, diagnostics: list[Diagnostic]) -> None:
        self.diagnostics = diagnostics
        super().__init__("\n".join(str(d) for d in diagnostics))


class IllegalActionError(PitchRulesError, ValueError):
    """An action was applied that is not legal in the current state: ``action`` and the ``legal`` ones as they are
    written, where the engine knows them (for a message in the reader's language)."""

    def __init__(self, message: str, action: str | None = None, legal: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.action = action
        self.legal = legal


class RecordError(PitchRulesError):
    """A game record cannot be read, or does not match what the engine plays."""


def caret_detail(source_line: str, column: int) -> str:
    """Return ``source_line`` with a caret under ``column`` (1-based), indented."""
    line = source_line.rstrip("\n").replace("\t", " ")
    return f"    {line}\n    {' ' * (max(column, 1) - 1)}^"
