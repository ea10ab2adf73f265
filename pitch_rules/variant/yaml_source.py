"""A strict YAML loader that remembers where every value came from.

Variant files are small, hand-written YAML. This loader accepts the plain subset
of YAML that such files need (mappings, lists, strings, numbers, booleans and
null) and rejects everything else with a :class:`~pitch_rules.errors.Diagnostic`
that points at the offending place: anchors and aliases, custom tags, duplicate
and merge keys, several documents, pathological nesting. Values are built by
hand from PyYAML's node tree, so no YAML constructor ever runs, and the
:class:`SourceMap` records the line and column of every key and value.
"""

from __future__ import annotations

import codecs
import importlib
import math
import os
import re
from dataclasses import dataclass, field, replace
from typing import Any, NoReturn, Protocol

import yaml
from yaml.composer import Composer
from yaml.events import AliasEvent, CollectionStartEvent, Event, NodeEvent, StreamEndEvent
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode
from yaml.parser import Parser, ParserError
from yaml.reader import Reader, ReaderError
from yaml.resolver import BaseResolver
from yaml.scanner import Scanner

from pitch_rules.errors import Diagnostic, Location, VariantError, caret_detail
from pitch_rules.fileio import open_regular
from pitch_rules.problems import problem, say

__all__ = [
    "LINE_BREAK",
    "MAX_BYTES",
    "DocumentSource",
    "SourceMap",
    "YamlDocument",
    "file_bytes",
    "load_yaml_file",
    "parse_yaml",
    "parse_yaml_text",
    "value_column",
    "with_carets",
]

MAX_BYTES: int = 1024 * 1024
"""Largest variant file accepted, in bytes."""

MAX_INTEGER_DIGITS = 18
"""Most decimal digits in an integer: every count, score and bid fits, and no value nears Python's limits."""

MAX_INTEGER_HEX_DIGITS = 15
"""Most hexadecimal digits in an integer (``0x...``)."""

_SURROGATE = re.compile(r"[\ud800-\udfff]")

MAX_DEPTH = 64
"""Deepest nesting of lists and mappings accepted."""

JsonPath = tuple[str | int, ...]
_Position = tuple[int, int]

_TAG = "tag:yaml.org,2002:"
_STR, _INT, _FLOAT, _BOOL, _NULL = (_TAG + name for name in ("str", "int", "float", "bool", "null"))
_SEQ, _MAP = _TAG + "seq", _TAG + "map"

# Implicit scalar types: YAML 1.2 core schema, minus octal, plus any-case booleans.
_PATTERNS: dict[str, re.Pattern[str]] = {
    _BOOL: re.compile(r"(?i:true|false)"),
    _NULL: re.compile(r"~|null|Null|NULL|"),
    _INT: re.compile(r"[-+]?[0-9]+|[-+]?0x[0-9a-fA-F]+"),
    _FLOAT: re.compile(
        r"[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*|[0-9]+(?=[eE]))(?:[eE][-+]?[0-9]+)?"
        r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)"
    ),
}
_FIRST_CHARS: dict[str, list[str]] = {
    _BOOL: list("tTfF"),
    _NULL: ["~", "n", "N", ""],
    _INT: list("-+0123456789"),
    _FLOAT: list("-+.0123456789"),
}
_ALLOWED_TAGS: dict[type[Node], frozenset[str]] = {
    ScalarNode: frozenset({_STR, _INT, _FLOAT, _BOOL, _NULL}),
    SequenceNode: frozenset({_SEQ}),
    MappingNode: frozenset({_MAP}),
}
_KINDS: dict[type[Node], str] = {ScalarNode: "scalar", SequenceNode: "list", MappingNode: "mapping"}
"""How the messages name a kind of node (they choose their words by it)."""

MAX_SHOWN_LINE = 200
"""Longest source line shown under a diagnostic; longer ones (minified files) are left out."""
LINE_BREAK = re.compile(r"\r\n|[\n\r\x85\u2028\u2029]")
"""What YAML counts as a line break; diagnostics count lines by it."""
_DISPUTED_BREAK = re.compile(r"[\x85\u2028\u2029]")
"""Line breaks in YAML 1.1 but not in YAML 1.2: readers disagree on what a file holding one says."""
YAML_VERSIONS = ((1, 1), (1, 2))
"""The versions a ``%YAML`` directive may name (every reader of variant files reads these)."""
_TAB_PROBLEM = "found character '\\t' that cannot start any token"
_TOKEN = re.compile(r"'?<([a-z ]+)>'?|'\?'")
_TOKENS = {
    "stream start": "yaml.token_file_start",
    "stream end": "yaml.token_file_end",
    "block end": "yaml.token_block_end",
    "block mapping start": "yaml.token_mapping_start",
    "block sequence start": "yaml.token_list_start",
    "directive": "yaml.token_directive",
    "scalar": "yaml.token_value",
    "alias": "yaml.token_alias",
    "anchor": "yaml.token_anchor",
    "tag": "yaml.token_tag",
    "?": "yaml.token_key",
}
"""The keys of the words for the tokens PyYAML's parser names (``'<block end>'``)."""
_MARKERS = {"document start": "'---'", "document end": "'...'"}
"""Tokens that are written the same in every language."""
_PROBLEMS = {
    "could not find expected ':'": "yaml.no_colon",
    "mapping values are not allowed here": "yaml.mapping_values",
    "sequence entries are not allowed here": "yaml.sequence_entries",
    "mapping keys are not allowed here": "yaml.mapping_keys",
    "found unexpected end of stream": "yaml.unexpected_end",
    "found unexpected document separator": "yaml.document_separator",
    "invalid indentation or unclosed '[' or '{'": "yaml.unclosed",
    "found duplicate YAML directive": "yaml.duplicate_directive",
}
"""The keys of PyYAML's problems that name nothing in the file."""
_NAMING = (
    (re.compile(r"expected (?P<expected>.+), but found (?P<found>.+)", re.S), "yaml.expected"),
    (re.compile(r"expected (?P<expected>.+), but got (?P<found>.+)", re.S), "yaml.expected_got"),
    (re.compile(r"found character (?P<character>.+) that cannot start any token", re.S), "yaml.cannot_start"),
    (re.compile(r"found unknown escape character (?P<character>.+)", re.S), "yaml.unknown_escape"),
    (re.compile(r"duplicate tag handle (?P<handle>.+)", re.S), "yaml.duplicate_tag_handle"),
    (re.compile(r"found undefined tag handle (?P<handle>.+)", re.S), "yaml.undefined_tag_handle"),
)
"""PyYAML's problems that name what it expected or found, with the keys of their messages."""
_PHRASES = {
    "a comment or a line break": "yaml.phrase_comment_or_break",
    "chomping or indentation indicators": "yaml.phrase_block_indicators",
    "alphabetic or numeric character": "yaml.phrase_alphanumeric",
    "the node content": "yaml.phrase_node_content",
    "indentation indicator in the range 1-9": "yaml.phrase_indentation_indicator",
    "a digit": "yaml.phrase_digit",
    "URI": "yaml.phrase_uri",
}
"""The keys of the words for what PyYAML expected."""
_PHRASE_PATTERNS = (
    (re.compile(r"(?P<first>'.') or (?P<second>'.')"), "schema.either"),
    (re.compile(r"a digit or (?P<symbol>'.')"), "yaml.phrase_digit_or"),
    (re.compile(r"escape sequence of (?P<count>\d) hexadecimal numbers"), "yaml.phrase_hex_escape"),
    (re.compile(r"URI escape sequence of (?P<count>\d) hexadecimal numbers"), "yaml.phrase_uri_escape"),
)
"""What PyYAML expected, naming a symbol or a count, with the keys of their words (a count is a single digit)."""
_CONTEXTS = {
    "while parsing a block collection": "yaml.context_block_collection",
    "while parsing a block mapping": "yaml.context_block_mapping",
    "while parsing a block node": "yaml.context_block_node",
    "while parsing a flow mapping": "yaml.context_flow_mapping",
    "while parsing a flow node": "yaml.context_flow_node",
    "while parsing a flow sequence": "yaml.context_flow_sequence",
    "while parsing a node": "yaml.context_node",
    "while parsing a tag": "yaml.context_parsing_tag",
    "while scanning a block scalar": "yaml.context_block_scalar",
    "while scanning a directive": "yaml.context_directive",
    "while scanning a quoted scalar": "yaml.context_quoted_scalar",
    "while scanning a double-quoted scalar": "yaml.context_double_quoted_scalar",
    "while scanning a simple key": "yaml.context_simple_key",
    "while scanning an alias": "yaml.context_alias",
    "while scanning an anchor": "yaml.context_anchor",
    "while scanning a tag": "yaml.context_tag",
    "while scanning for the next token": "yaml.context_next_token",
}
"""The keys of the words for what PyYAML was reading when it found a problem."""


class _Resolver(BaseResolver):
    """Resolves plain scalars to str, int, float, bool or null (never dates, never ``yes``)."""


for _tag, _pattern in _PATTERNS.items():
    _Resolver.add_implicit_resolver(_tag, re.compile(rf"^(?:{_pattern.pattern})$"), _FIRST_CHARS[_tag])


class _Mark(Protocol):
    """What this module needs of a PyYAML mark (0-based line and column)."""

    @property
    def line(self) -> int: ...

    @property
    def column(self) -> int: ...


def _position(mark: _Mark | None) -> _Position:
    """1-based (line, column) of a PyYAML mark; (1, 1) if there is none."""
    return (mark.line + 1, mark.column + 1) if mark else (1, 1)


class _Abort(Exception):
    """Stops composing: the document breaks a rule that makes the rest moot (the message at ``key``)."""

    def __init__(self, mark: _Mark | None, key: str, /, **values: str | int) -> None:
        super().__init__(key)
        self.position = _position(mark)
        self.key = key
        self.values = values


class _StrictComposer(Composer):
    """Composes nodes only, refusing anchors and aliases per event and capping nesting."""

    _depth = 0

    def compose_root(self) -> Node | None:
        """Compose the file's only document; ``None`` when there is none."""
        self._next_event()  # StreamStartEvent
        node = None if self.check_event(StreamEndEvent) else self.compose_document()  # type: ignore[attr-defined]
        if not self.check_event(StreamEndEvent):  # type: ignore[attr-defined]
            second = self._next_event().start_mark
            raise _Abort(second, "yaml.second_document")
        return node

    def _next_event(self, consume: bool = True) -> Event:
        """The next parser event, consumed or only peeked at."""
        event: Event = self.get_event() if consume else self.peek_event()  # type: ignore[attr-defined]
        return event

    def compose_node(self, parent: Node | None, index: int) -> Node | None:
        """Refuse anchors and aliases before composing anything they name, and cap nesting."""
        event = self._next_event(consume=False)
        if isinstance(event, AliasEvent) or (isinstance(event, NodeEvent) and event.anchor is not None):
            raise _Abort(event.start_mark, "yaml.anchor")
        nested = isinstance(event, CollectionStartEvent)
        if nested:
            if self._depth >= MAX_DEPTH:
                raise _Abort(event.start_mark, "yaml.too_deep", limit=MAX_DEPTH)
            self._depth += 1
        node = super().compose_node(parent, index)
        if nested:
            self._depth -= 1
        if isinstance(node, ScalarNode) and not node.style:
            node.style = None  # libyaml says '' for a plain scalar, PyYAML None
        return node


class _Loader(Reader, Scanner, Parser, _StrictComposer, _Resolver):
    """PyYAML's pure-Python pipeline: slow, but with the most precise syntax errors."""

    def __init__(self, text: str) -> None:
        Reader.__init__(self, text)
        Scanner.__init__(self)
        Parser.__init__(self)
        Composer.__init__(self)
        _Resolver.__init__(self)

    def scan_yaml_directive_value(self, start_mark: _Mark) -> tuple[int, int]:
        """The version a ``%YAML`` directive names; one other than 1.1 or 1.2 is refused at the directive.

        (libyaml refuses those too, so the fast pipeline leaves them to this one.)
        """
        version: tuple[int, int] = super().scan_yaml_directive_value(start_mark)
        if version not in YAML_VERSIONS:
            raise _Abort(start_mark, "yaml.version", version=f"{version[0]}.{version[1]}")
        return version


_CParser: Any = getattr(importlib.import_module("yaml.cyaml"), "CParser", None) if yaml.__with_libyaml__ else None
"""libyaml's event parser, when PyYAML was built with it."""

if _CParser is not None:

    class _FastLoader(_CParser, _StrictComposer, _Resolver):  # type: ignore[misc]
        """libyaml's event parser under the same strict composer: about twenty times faster."""

        def __init__(self, text: str) -> None:
            _CParser.__init__(self, text)
            Composer.__init__(self)
            _Resolver.__init__(self)


def _fast_compose(text: str) -> Node | None:
    """Compose with libyaml's parser and the strict composer; None if unavailable or failing.

    Only a document that composes without any problem is taken from here: for
    anything else the pure-Python pipeline runs again and reports it precisely.
    """
    if _CParser is None:
        return None
    loader = _FastLoader(text)
    try:
        node: Node | None = loader.compose_root()
        return node
    except Exception:  # noqa: BLE001 - any problem: let the precise pipeline describe it
        return None
    finally:
        loader.dispose()


@dataclass(frozen=True)
class SourceMap:
    """Where each key and value of a loaded document sits in its file."""

    path: str
    lines: tuple[str, ...]
    _values: dict[JsonPath, _Position] = field(default_factory=dict, repr=False, compare=False)
    _keys: dict[JsonPath, _Position] = field(default_factory=dict, repr=False, compare=False)
    _styles: dict[JsonPath, tuple[str | None, bool]] = field(default_factory=dict, repr=False, compare=False)

    def value_location(self, path: tuple[str | int, ...]) -> Location:
        """Location of the value at ``path``, or of its nearest existing ancestor."""
        for end in range(len(path), -1, -1):
            position = self._values.get(path[:end])
            if position is not None:
                return Location(self.path, *position)
        return Location(self.path, 1, 1)

    def key_location(self, path: tuple[str | int, ...]) -> Location:
        """Location of the mapping key whose value is at ``path``; else as :meth:`value_location`."""
        position = self._keys.get(path)
        return Location(self.path, *position) if position else self.value_location(path)

    def value_style(self, path: tuple[str | int, ...]) -> tuple[str | None, bool]:
        """``(style, is_multiline)`` of the scalar at ``path``.

        ``style`` is ``None`` for plain scalars, ``"'"`` or ``'"'`` for quoted ones and
        ``"|"`` or ``">"`` for block scalars; ``(None, False)`` if ``path`` is no scalar.
        """
        return self._styles.get(path, (None, False))

    def line_text(self, line: int) -> str:
        """Text of 1-based ``line``, or ``""`` if there is no such line."""
        return self.lines[line - 1] if 1 <= line <= len(self.lines) else ""

    def line_of(self, location: Location) -> str:
        """The source line ``location`` points into."""
        return self.line_text(location.line)

    def problem_location(self, path: JsonPath, key: bool = False) -> Location:
        """Where to report a problem with the value (or ``key``) at ``path``: in one file, right there."""
        return self.key_location(path) if key else self.value_location(path)


class DocumentSource(Protocol):
    """Where the values of a document came from: one file, or several layered ones."""

    def value_location(self, path: JsonPath) -> Location:
        """Location of the value at ``path``, or of its nearest existing ancestor."""
        ...

    def key_location(self, path: JsonPath) -> Location:
        """Location of the mapping key whose value is at ``path``."""
        ...

    def value_style(self, path: JsonPath) -> tuple[str | None, bool]:
        """``(style, is_multiline)`` of the scalar at ``path``."""
        ...

    def line_of(self, location: Location) -> str:
        """The source line ``location`` points into."""
        ...

    def problem_location(self, path: JsonPath, key: bool = False) -> Location:
        """Where to report a problem with the value (or ``key``) at ``path``."""
        ...


@dataclass(frozen=True)
class YamlDocument:
    """A loaded variant file: plain Python data plus where each piece came from."""

    data: Any
    source: DocumentSource


_ESCAPE_LENGTHS = {"x": 4, "u": 6, "U": 10}


def value_column(line: str, start: int, index: int) -> int:
    """The 1-based column of character ``index`` (1-based) of the one-line scalar starting at ``start``.

    Quoted scalars are walked escape by escape (``\\"`` or ``\\u00e9`` in double
    quotes, ``''`` in single quotes), so a caret lands under the right character.
    """
    position = start - 1
    quote = line[position] if position < len(line) and line[position] in "'\"" else ""
    if not quote:
        return start + index - 1
    position += 1
    for _ in range(index - 1):
        if position >= len(line):
            break
        if quote == '"' and line[position] == "\\":
            position += _ESCAPE_LENGTHS.get(line[position + 1 : position + 2], 2)
        elif quote == "'" and line[position : position + 2] == "''":
            position += 2
        else:
            position += 1
    return position + 1


def load_yaml_file(path: str | os.PathLike[str], label: str | None = None) -> YamlDocument:
    """Read and parse the YAML file at ``path``; ``label`` names it in diagnostics.

    Raises :class:`VariantError` for any problem with the content; an ``OSError``
    from opening or reading the file propagates unchanged, as does
    :class:`~pitch_rules.fileio.NotRegularFileError` for a pipe, device or folder.
    """
    label = os.fspath(path) if label is None else label
    with open_regular(path) as stream:
        size = os.fstat(stream.fileno()).st_size
        if size > MAX_BYTES:
            _fail_at_start(label, "yaml.too_large", size=size)
        raw = stream.read(MAX_BYTES + 1)
    return parse_yaml(raw, label)


def parse_yaml(raw: bytes, label: str) -> YamlDocument:
    """Parse ``raw`` bytes as a strict YAML variant file labelled ``label``.

    Raises :class:`VariantError`, and nothing else, for any input.
    """
    if len(raw) > MAX_BYTES:
        _fail_at_start(label, "yaml.too_large", size=len(raw))
    text = _decode(raw, label)
    source = SourceMap(label, tuple(LINE_BREAK.split(text)))
    root = _compose(text, source)
    if root is None or _is_blank(root):
        raise VariantError([problem(Location(label, 1, 1), "yaml.empty", caret_detail(source.line_text(1), 1))])
    builder = _Builder(source)
    data = builder.build(root, ())
    if not builder.problems and not isinstance(data, dict):
        builder.report(root.start_mark, "yaml.top_not_mapping", found=say(_describe(root)))
    if builder.problems:
        raise VariantError(builder.problems)
    return YamlDocument(data, SourceMap(label, source.lines, builder.values, builder.keys, builder.styles))


def parse_yaml_text(text: str, label: str) -> YamlDocument:
    """Parse the text an editor holds for a file, as :func:`parse_yaml` parses the file's bytes (see :func:`file_bytes`)."""
    return parse_yaml(file_bytes(text), label)


def file_bytes(text: str) -> bytes:
    """The bytes of the file whose text an editor holds.

    Bytes that were not UTF-8, kept by the editor as surrogate escapes, become
    those bytes again (and are reported as in the file); other lone surrogates
    stay text that is not UTF-8.
    """
    try:
        return text.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        return text.encode("utf-8", "surrogatepass")


def with_carets(diagnostics: list[Diagnostic], source: DocumentSource) -> list[Diagnostic]:
    """The diagnostics, each that lacks one given its source line with a caret (unless the line is huge)."""
    shown = []
    for diagnostic in diagnostics:
        line = source.line_of(diagnostic.location)
        if not diagnostic.detail and line and len(line) <= MAX_SHOWN_LINE:
            diagnostic = replace(diagnostic, detail=caret_detail(line, diagnostic.location.column))
        shown.append(diagnostic)
    return shown


def _is_blank(node: Node) -> bool:
    """Whether ``node`` is the empty scalar of a document with no content, e.g. ``---`` alone."""
    return isinstance(node, ScalarNode) and node.tag == _NULL and node.value == "" and not node.style


def _fail_at_start(label: str, key: str, /, **values: str | int) -> NoReturn:
    raise VariantError([problem(Location(label, 1, 1), key, **values)])


def _decode(raw: bytes, label: str) -> str:
    """Decode strict UTF-8, dropping a leading byte order mark."""
    body = raw.removeprefix(codecs.BOM_UTF8)
    try:
        return body.decode("utf-8")
    except UnicodeDecodeError as error:
        line, column = _end_position(body[: error.start].decode("utf-8"))
        offset = error.start + len(raw) - len(body)
        byte = f"{body[error.start]:02x}"
        raise VariantError([problem(Location(label, line, column), "yaml.not_utf8", byte=byte, offset=offset)]) from None


def _end_position(before: str) -> _Position:
    """1-based (line, column) of the character that follows the text ``before``."""
    lines = LINE_BREAK.split(before)
    return len(lines), len(lines[-1]) + 1


def _compose(text: str, source: SourceMap) -> Node | None:
    """Compose the node tree of ``text``, turning every failure into a VariantError."""
    try:
        loader = _Loader(text)  # checks that every character is printable
    except ReaderError as error:
        line, column = _end_position(text[: error.position])
        raise VariantError([_at(source, line, column, "yaml.character", code=f"{error.character:04X}")]) from None
    disputed = _DISPUTED_BREAK.search(text)
    if disputed:
        line, column = _end_position(text[: disputed.start()])
        raise VariantError([_at(source, line, column, "yaml.disputed_break", code=f"{ord(disputed[0]):04X}")])
    fast = _fast_compose(text)
    if fast is not None:
        return fast
    try:
        return loader.compose_root()
    except _Abort as abort:
        raise VariantError([_at(source, *abort.position, abort.key, **abort.values)]) from None
    except yaml.MarkedYAMLError as error:
        raise VariantError([_syntax_diagnostic(source, error)]) from None
    except RecursionError:
        raise VariantError([_at_mark(source, loader.get_mark(), "yaml.nested_too_deep")]) from None
    except (yaml.YAMLError, ValueError) as error:  # e.g. a 5000-digit %YAML version
        found = _at_mark(source, loader.get_mark(), "yaml.invalid", problem=str(error))
        raise VariantError([replace(found, message=found.message[:200])]) from None


def _syntax_diagnostic(source: SourceMap, error: yaml.MarkedYAMLError) -> Diagnostic:
    """Turn a PyYAML syntax error into a diagnostic at its problem mark."""
    line, column = _position(error.problem_mark or error.context_mark)
    problem = error.problem or error.context or "syntax error"
    if problem == _TAB_PROBLEM:
        in_indent = not source.line_text(line)[: column - 1].strip()
        return _at(source, line, column, "yaml.tab_indent" if in_indent else "yaml.tab")
    parser = isinstance(error, ParserError)  # only the parser names tokens, e.g. '<block end>'
    code, words = _problem_words(problem, parser)
    if error.context and error.context_mark and error.problem_mark:
        context_line = error.context_mark.line + 1
        context = say(_CONTEXTS[error.context]) if error.context in _CONTEXTS else error.context
        found = _at(source, line, column, "yaml.invalid_at", problem=words, context=context, line=context_line)
    else:
        found = _at(source, line, column, "yaml.invalid", problem=words)
    return replace(found, code=code)


def _problem_words(problem: str, parser: bool) -> tuple[str, str]:
    """The key of a PyYAML problem (``yaml.invalid`` if it is not one of those known) and its words."""
    if problem in _PROBLEMS:
        return _PROBLEMS[problem], say(_PROBLEMS[problem])
    if problem in _CONTEXTS:
        return "yaml.invalid", say(_CONTEXTS[problem])
    for pattern, key in _NAMING:
        named = pattern.fullmatch(problem)
        if named:
            return key, say(key, **{name: _named_words(text, parser) for name, text in named.groupdict().items()})
    return "yaml.invalid", _named_words(problem, parser)


def _named_words(text: str, parser: bool) -> str:
    """What a PyYAML problem names (a token, a character, what it expected) as the person reads it."""
    if text in _PHRASES:
        return say(_PHRASES[text])
    for pattern, key in _PHRASE_PATTERNS:
        named = pattern.fullmatch(text)
        if named:
            return say(key, **{name: int(value) if value.isdigit() else value for name, value in named.groupdict().items()})
    if parser:
        text = _TOKEN.sub(_token_words, text)
    return text.replace("end of stream", "end of the file")


def _token_words(token: re.Match[str]) -> str:
    """A token PyYAML's parser names (``'<block end>'``) in words; one it does not know as it names it."""
    name = token[1] or "?"
    return say(_TOKENS[name]) if name in _TOKENS else _MARKERS.get(name, token[0])


def _at(source: SourceMap, line: int, column: int, key: str, /, **values: str | int) -> Diagnostic:
    """The problem at ``key`` at ``line``:``column``, showing the source line (unless it is huge) with a caret."""
    text = source.line_text(line)
    detail = caret_detail(text, column) if len(text) <= MAX_SHOWN_LINE else ""
    return problem(Location(source.path, line, column), key, detail, **values)


def _at_mark(source: SourceMap, mark: _Mark | None, key: str, /, **values: str | int) -> Diagnostic:
    return _at(source, *_position(mark), key, **values)


def _describe(node: Node) -> str:
    """The key of the words for what a node holds, e.g. ``kind.list`` (a list) or ``kind.integer`` (an integer)."""
    if not isinstance(node, ScalarNode):
        return "kind.list" if isinstance(node, SequenceNode) else "kind.mapping"
    keys = {_STR: "kind.string", _INT: "kind.integer", _FLOAT: "kind.number", _BOOL: "kind.boolean", _NULL: "kind.null"}
    return keys.get(node.tag, "kind.scalar")


def _tag_text(tag: str) -> str:
    """A tag as the user wrote it, e.g. ``!!binary`` rather than ``tag:yaml.org,2002:binary``."""
    return "!!" + tag[len(_TAG) :] if tag.startswith(_TAG) else tag


class _Builder:
    """Builds plain Python values from nodes, recording positions and collecting problems."""

    def __init__(self, source: SourceMap) -> None:
        self.source = source
        self.values: dict[JsonPath, _Position] = {}
        self.keys: dict[JsonPath, _Position] = {}
        self.styles: dict[JsonPath, tuple[str | None, bool]] = {}
        self.problems: list[Diagnostic] = []

    def report(self, mark: _Mark | None, key: str, /, **values: str | int) -> None:
        """Record the problem at ``key`` at ``mark``."""
        self.problems.append(_at_mark(self.source, mark, key, **values))

    def build(self, node: Node, path: JsonPath) -> Any:
        """The plain value of ``node``, found at ``path`` in the document."""
        self.values[path] = _position(node.start_mark)
        if not self._tag_ok(node):
            return None
        if isinstance(node, MappingNode):
            return self._mapping(node, path)
        if isinstance(node, SequenceNode):
            return [self.build(item, (*path, index)) for index, item in enumerate(node.value)]
        assert isinstance(node, ScalarNode)
        self.styles[path] = (node.style, node.end_mark.line > node.start_mark.line)
        return self._scalar(node)

    def _tag_ok(self, node: Node) -> bool:
        """Whether ``node``'s tag is allowed on its kind of node; reports it if not."""
        if node.tag in _ALLOWED_TAGS[type(node)]:
            return True
        tag = repr(_tag_text(node.tag))
        if any(node.tag in tags for tags in _ALLOWED_TAGS.values()):
            self.report(node.start_mark, "yaml.tag_on", tag=tag, kind=_KINDS[type(node)])
        else:
            self.report(node.start_mark, "yaml.tag", tag=tag)
        return False

    def _mapping(self, node: MappingNode, path: JsonPath) -> dict[str, Any]:
        result: dict[str, Any] = {}
        first_lines: dict[str, int] = {}
        for key_node, value_node in node.value:
            key = self._key(key_node)
            if key is None:
                continue
            if key in first_lines:
                self.report(key_node.start_mark, "yaml.duplicate_key", key=repr(key), line=first_lines[key])
                continue
            first_lines[key] = key_node.start_mark.line + 1
            self.keys[(*path, key)] = _position(key_node.start_mark)
            result[key] = self.build(value_node, (*path, key))
        return result

    def _key(self, node: Node) -> str | None:
        """The raw text of a key node, or ``None`` (after reporting) if it cannot be a key."""
        if not isinstance(node, ScalarNode):
            self.report(node.start_mark, "yaml.key_not_plain", kind=_KINDS[type(node)])
            return None
        if not self._tag_ok(node):
            return None
        if node.value == "<<" and node.style is None:
            self.report(node.start_mark, "yaml.merge_key")
            return None
        self._check_text(node)
        text: str = node.value
        return text

    def _check_text(self, node: ScalarNode) -> None:
        """Report a surrogate written as an escape (``"\\ud800"``): such text can be neither printed nor saved."""
        surrogate = _SURROGATE.search(node.value)
        if surrogate:
            self.report(node.start_mark, "yaml.surrogate", code=f"{ord(surrogate[0]):04X}")

    def _scalar(self, node: ScalarNode) -> Any:
        """Convert a scalar node according to its (resolved or explicit) tag."""
        text: str = node.value
        if node.tag == _STR:
            self._check_text(node)
            return text
        if not _PATTERNS[node.tag].fullmatch(text):
            self.report(node.start_mark, "yaml.bad_scalar", text=repr(text[:40]), tag=_tag_text(node.tag))
            return None
        if node.tag == _NULL:
            return None
        if node.tag == _BOOL:
            return text.lower() == "true"
        if node.tag == _FLOAT:
            return _to_float(text)
        digits = len(text.lstrip("+-").removeprefix("0x").lstrip("0"))
        if digits > (MAX_INTEGER_HEX_DIGITS if "x" in text else MAX_INTEGER_DIGITS):
            self.report(node.start_mark, "yaml.integer_too_long", length=len(text))
            return None
        return int(text, 16) if "x" in text else int(text)


def _to_float(text: str) -> float:
    """Convert YAML float text, including ``.inf`` and ``.nan``, to a float."""
    lowered = text.lower()
    if lowered.endswith(".nan"):
        return math.nan
    if lowered.endswith(".inf"):
        return -math.inf if lowered.startswith("-") else math.inf
    return float(text)
