"""Positions in a document: YAML counts lines one way, editors another.

Diagnostics give 1-based lines and columns counted in characters, with YAML's
line breaks (which include U+0085, U+2028 and U+2029) and without a leading
byte order mark. Editors count 0-based lines split only at ``\\n``, ``\\r\\n``
and ``\\r``. :class:`Text` converts between the two through character offsets.
"""

from __future__ import annotations

import bisect
import re

from ..variant.yaml_source import LINE_BREAK

EDITOR_LINE_BREAK = re.compile(r"\r\n|\r|\n")
"""The line breaks of the Language Server Protocol."""

Position = tuple[int, int]
"""A 0-based (line, character) in the editor's lines, characters counted as code points."""

_WORD = re.compile(r"[\w-]+")


def _starts(pattern: re.Pattern[str], text: str) -> list[int]:
    return [0] + [match.end() for match in pattern.finditer(text)]


class Text:
    """A document's text with its line starts, as YAML and as the editor count them."""

    def __init__(self, text: str) -> None:
        self.text = text
        self._bom = 1 if text.startswith("\ufeff") else 0
        self._yaml_starts = [start + self._bom for start in _starts(LINE_BREAK, text[self._bom :])]
        self._editor_starts = _starts(EDITOR_LINE_BREAK, text)
        self.lines = EDITOR_LINE_BREAK.split(text)

    def offset(self, position: Position) -> int:
        """The character offset of an editor position (clamped to its line)."""
        line = min(max(position[0], 0), len(self.lines) - 1)
        return self._editor_starts[line] + min(max(position[1], 0), len(self.lines[line]))

    def position(self, offset: int) -> Position:
        """The editor position of a character offset."""
        line = bisect.bisect_right(self._editor_starts, offset) - 1
        return line, offset - self._editor_starts[line]

    def from_yaml(self, line: int, column: int) -> Position:
        """The editor position of a diagnostic's 1-based line and column."""
        index = min(max(line, 1), len(self._yaml_starts)) - 1
        start = self._yaml_starts[index]
        end = self._yaml_starts[index + 1] if index + 1 < len(self._yaml_starts) else len(self.text)
        text = self.text[start:end]
        length = len(text) - len(match[0]) if (match := LINE_BREAK.search(text)) else len(text)
        return self.position(start + min(max(column, 1) - 1, length))

    def token_end(self, position: Position) -> Position:
        """Where the word starting at ``position`` ends on its line (else one character on, within the line)."""
        line, character = position
        text = self.lines[line] if line < len(self.lines) else ""
        match = _WORD.match(text, character)
        end = match.end() if match else min(character + 1, len(text))
        return line, max(end, character)
