"""Where a cursor is in a variant file's YAML structure, even when the text does not parse.

Completion runs while a key or value is half typed, so the structure is read
from the lines themselves, as YAML's indentation rules lay it out: block
mappings and lists (``key:`` and ``- `` at their columns), values that go on
over more-indented lines (block scalars, long plain text), and flow collections
(``{min: 4, max: 4}``, ``[S, H, D, C]``) up to the cursor.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..variant.yaml_source import JsonPath
from .text import Position

_KEY = re.compile(r"""(?P<key>'[^']*'|"[^"]*"|[^\s#'"{}\[\],|>][^#]*?)[ \t]*:(?=\s|$)""")
_FLOW_END = ",]}"


@dataclass(frozen=True)
class Spot:
    """What the cursor is on.

    ``path`` names the node: a key's path when ``on_key``, else the value's (list
    items by index). ``scalar`` is the key or value text the cursor is in, without
    quotes, starting at character ``start`` of the cursor's line. ``bare`` marks a
    word typed after ``- `` with no colon yet: a list item, or the first key of one.
    """

    path: JsonPath
    on_key: bool
    scalar: str = ""
    start: int = 0
    cursor: int = 0
    bare: bool = False

    @property
    def offset(self) -> int:
        """The cursor's place within ``scalar``."""
        return min(max(self.cursor - self.start, 0), len(self.scalar))


@dataclass(frozen=True)
class _Shape:
    """The block structure at the start of one line: its list dashes, its key, where its value starts."""

    indent: int
    dashes: tuple[int, ...]
    key: str | None
    key_column: int
    value_column: int


@dataclass
class _Layout:
    """The open block nodes above a line: ``(column, key or item index, is an item)``."""

    nodes: list[tuple[int, str | int, bool]]

    def path(self) -> JsonPath:
        return tuple(segment for _, segment, _ in self.nodes)

    def enter_item(self, column: int) -> None:
        while self.nodes and self.nodes[-1][0] > column:
            self.nodes.pop()
        index = 0
        if self.nodes and self.nodes[-1][0] == column and self.nodes[-1][2]:
            previous = self.nodes.pop()[1]
            index = previous + 1 if isinstance(previous, int) else 0
        self.nodes.append((column, index, True))

    def enter_key(self, column: int, key: str) -> None:
        while self.nodes and self.nodes[-1][0] >= column:
            self.nodes.pop()
        self.nodes.append((column, key, False))

    def leave_to(self, column: int) -> None:
        """Close every node at ``column`` or deeper: a key may be typed there."""
        while self.nodes and self.nodes[-1][0] >= column:
            self.nodes.pop()


def _unquote(text: str) -> str:
    return text[1:-1] if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"" else text


def _shape(line: str, limit: int | None = None) -> _Shape:
    """The dashes and key that open ``line`` (only those before ``limit``, if given)."""
    end = len(line) if limit is None else limit
    indent = len(line) - len(line.lstrip(" "))
    column = indent
    dashes: list[int] = []
    while column < end and line[column] == "-" and (column + 1 == len(line) or line[column + 1] in " \t"):
        dashes.append(column)
        column += 1
        while column < len(line) and line[column] in " \t":
            column += 1
    match = _KEY.match(line, column)
    if match is None:
        return _Shape(indent, tuple(dashes), None, column, column)
    value = match.end() + 1
    while value < len(line) and line[value] in " \t":
        value += 1
    return _Shape(indent, tuple(dashes), _unquote(match["key"].strip()), column, min(value, len(line)))


def _is_blank(line: str) -> bool:
    stripped = line.strip()
    return not stripped or stripped.startswith("#") or stripped in ("---", "...")


def locate(lines: list[str], position: Position) -> Spot:
    """The :class:`Spot` at ``position`` (0-based line and character) of a document's ``lines``."""
    row, cursor = position
    row = min(max(row, 0), len(lines) - 1)
    layout = _Layout([])
    owner: tuple[int, int, int] | None = None  # (column, row, value column) of a value that may go on
    for number in range(row):
        line = lines[number]
        if _is_blank(line):
            continue
        shape = _shape(line)
        if owner is not None and shape.indent > owner[0]:
            continue
        owner = None
        for dash in shape.dashes:
            layout.enter_item(dash)
        if shape.key is not None:
            layout.enter_key(shape.key_column, shape.key)
            if shape.value_column < len(line) and line[shape.value_column] != "#":
                owner = (shape.key_column, number, shape.value_column)
        elif shape.dashes and shape.key_column < len(line) and line[shape.key_column] != "#":
            owner = (shape.dashes[-1], number, shape.key_column)
    line = lines[row]
    cursor = min(max(cursor, 0), len(line))
    before = line[:cursor]
    indent = cursor if not before.strip() else len(line) - len(line.lstrip(" "))
    if owner is not None and indent > owner[0]:
        return _continued(lines, layout.path(), owner, row, cursor)
    return _on_line(line, cursor, layout)


def _continued(lines: list[str], path: JsonPath, owner: tuple[int, int, int], row: int, cursor: int) -> Spot:
    """The cursor is in a value begun on an earlier line: a block scalar, long text, or a flow collection."""
    _, first, value_column = owner
    opening = lines[first][value_column:value_column + 1]
    if opening in ("{", "["):
        joined = " ".join([lines[first]] + lines[first + 1 : row])
        offset = len(joined) + 1  # the cursor's line starts here in the joined text
        return _flow(joined + " " + lines[row], value_column, offset + cursor, path, shift=offset)
    line = lines[row]
    start = len(line) - len(line.lstrip(" "))
    return Spot(path, False, line.strip(), start, cursor)


def _on_line(line: str, cursor: int, layout: _Layout) -> Spot:
    shape = _shape(line, cursor)
    for dash in shape.dashes:
        layout.enter_item(dash)
    if shape.key is None:
        word = _plain(line, shape.key_column)
        if shape.dashes and line[shape.key_column : shape.key_column + 1] in ("{", "[", "'", '"'):
            return _value(line, shape.key_column, cursor, layout.path())
        if shape.dashes:
            return Spot(layout.path(), False, word, shape.key_column, cursor, bare=":" not in line[shape.key_column:])
        column = min(shape.key_column, cursor) if not word else shape.key_column
        layout.leave_to(column)
        return Spot((*layout.path(), word), True, word, shape.key_column, cursor)
    layout.enter_key(shape.key_column, shape.key)
    colon = line.index(":", shape.key_column + len(shape.key))
    if cursor <= colon:
        return Spot(layout.path(), True, shape.key, shape.key_column, cursor)
    return _value(line, shape.value_column, cursor, layout.path())


def _value(line: str, start: int, cursor: int, path: JsonPath) -> Spot:
    """The cursor is in the value that starts at ``start`` on its key's line."""
    opening = line[start:start + 1]
    if opening in ("{", "["):
        return _flow(line, start, cursor, path)
    if opening in ("'", '"'):
        close = line.find(opening, start + 1)
        end = close if close != -1 else len(line)
        return Spot(path, False, line[start + 1 : end], start + 1, cursor)
    if opening in ("|", ">"):
        return Spot(path, False, "", start, cursor)
    return Spot(path, False, _plain(line, start), start, cursor)


def _plain(line: str, start: int) -> str:
    """A plain scalar from ``start`` to the end of the line or a comment."""
    text = line[start:]
    comment = re.search(r"\s#", text)
    return (text[: comment.start()] if comment else text).rstrip()


@dataclass
class _Frame:
    """One open flow collection: a mapping (its current key, or waiting for one) or a list (its item index)."""

    is_map: bool
    key: str | None = None
    index: int = 0

    def segment(self) -> str | int | None:
        return self.key if self.is_map else self.index


def _flow(text: str, begin: int, cursor: int, path: JsonPath, shift: int = 0) -> Spot:
    """The cursor is inside the flow collection opened at ``begin``; ``shift`` is where its line starts."""
    frames: list[_Frame] = []
    token: int | None = None
    index = begin
    while index < cursor:
        char = text[index]
        if char in "'\"" and token is None:
            close = text.find(char, index + 1)
            if close == -1 or close >= cursor:
                end = close if close != -1 else len(text)
                return _in_flow(frames, path, text[index + 1 : end], index + 1 - shift, cursor - shift)
            token, index = index, close + 1
            continue
        if char in "{[":
            frames.append(_Frame(char == "{"))
            token = None
        elif char in "}]":
            if frames:
                frames.pop()
            token = None
        elif char == "," and frames:
            frames[-1].index += 1
            frames[-1].key = None
            token = None
        elif char == ":" and frames and frames[-1].is_map and frames[-1].key is None and token is not None:
            if index + 1 >= len(text) or text[index + 1] in " " + _FLOW_END:
                frames[-1].key = _unquote(text[token:index].strip())
                token = None
        elif token is None and char not in " \t":
            token = index
        index += 1
    start = token if token is not None else cursor
    while token is None and start < len(text) and text[start] in " \t":
        start += 1
    end = start
    in_map = bool(frames) and frames[-1].is_map
    while end < len(text) and text[end] not in _FLOW_END and not (in_map and text[end] == ":"):
        end += 1
    return _in_flow(frames, path, _unquote(text[start:end].strip()), start - shift, cursor - shift)


def _in_flow(frames: list[_Frame], path: JsonPath, word: str, start: int, cursor: int) -> Spot:
    segments = [segment for frame in frames if (segment := frame.segment()) is not None]
    if frames and frames[-1].is_map and frames[-1].key is None:
        return Spot((*path, *segments, word), True, word, start, cursor)
    return Spot((*path, *segments), False, word, start, cursor)
