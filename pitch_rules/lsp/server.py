"""The language server: pygls serving checks, hover, completion and definitions over stdio.

Documents are synchronised whole (each change sends the full text), so the
server's text is always the editor's, line breaks included. Positions travel in
the encoding the client asked for (UTF-16 unless it offers another).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Generator
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import Any
from urllib.parse import unquote

import cattrs
from lsprotocol import types
from pygls.exceptions import (
    JsonRpcException,
    JsonRpcInvalidParams,
    JsonRpcInvalidRequest,
    JsonRpcParseError,
    JsonRpcServerNotInitialized,
    PyglsError,
)
from pygls.lsp.server import LanguageServer
from pygls.protocol import LanguageServerProtocol, lsp_method
from pygls.protocol.json_rpc import (
    JsonRPCNotification,
    JsonRPCProtocol,
    JsonRPCRequestMessage,
    RPCMessage,
    RPCNotification,
    RPCRequest,
)
from pygls.uris import from_fs_path

from ..errors import Location
from ..i18n import ENGLISH, locale_language
from .checks import Problem
from .completion import Suggestion, completions
from .definition import definition
from .hover import hover
from .snapshot import Snapshot
from .text import Position, Text

NAME = "pitch-rules"

TRIGGERS = [":", " ", "(", "'", '"', ",", "[", "{", "-"]
"""Characters after which editors ask for completions without being told to."""

_KINDS = {
    "key": types.CompletionItemKind.Property,
    "value": types.CompletionItemKind.EnumMember,
    "function": types.CompletionItemKind.Function,
    "name": types.CompletionItemKind.Variable,
    "keyword": types.CompletionItemKind.Keyword,
    "card": types.CompletionItemKind.Constant,
    "variant": types.CompletionItemKind.Module,
}


_log = logging.getLogger(__name__)

UNREADABLE = (json.JSONDecodeError, UnicodeDecodeError)
"""What reading a message's body raises when it is not JSON in UTF-8."""


class _NoTracebackForUnreadable(logging.Filter):
    """Drops pygls's traceback for a message body that is not JSON: the server answers it ParseError and logs a line."""

    def filter(self, record: logging.LogRecord) -> bool:
        return record.exc_info is None or not isinstance(record.exc_info[1], UNREADABLE)


logging.getLogger("pygls.server").addFilter(_NoTracebackForUnreadable())


@dataclass(frozen=True)
class Refused:
    """A message from the client refused with ``error``: answered if it is a request, with its id if it has a sound one."""

    method: str | None
    error: JsonRpcException
    answered: bool
    id: int | str | None = None


class VariantProtocol(LanguageServerProtocol):
    """pygls's protocol, answering every request as LSP and JSON-RPC ask.

    pygls leaves unanswered a request whose params do not fit its method (answered
    here with InvalidParams, naming the misfit), one that comes after ``shutdown``
    (InvalidRequest), one whose id is neither a number nor a string, and a message
    that is not JSON-RPC 2.0 (a batch, a number, an object without ``"jsonrpc":
    "2.0"``: both InvalidRequest, with a null id). It handles messages before
    ``initialize`` as if it had been (here a request is answered ServerNotInitialized
    and a notification dropped) and fails on a change to a document that is not
    open (here dropped).
    """

    def structure_message(self, data: dict[str, Any]) -> Any:
        """The message ``data`` from the client; one that does not fit its method as :class:`Refused`."""
        method = data.get("method")
        if "jsonrpc" not in data or not isinstance(method, str) or "error" in data:
            return super().structure_message(data)  # a response, or a part of a message
        identity = data.get("id")
        if "id" in data and (isinstance(identity, bool) or not isinstance(identity, (int, str))):
            return Refused(method, JsonRpcInvalidRequest(f"{method}: a request's id is a number or a string"), True)
        fallback = JsonRPCRequestMessage if "id" in data else JsonRPCNotification
        try:
            return self._converter.structure(data, self.get_message_type(method) or fallback)
        except Exception as error:  # noqa: BLE001 - cattrs's validation errors, or a field's own
            problems = cattrs.transform_error(error) if isinstance(error, cattrs.BaseValidationError) else [str(error)]
            unfit = JsonRpcInvalidParams(f"{method}: invalid params: {'; '.join(problems)}")
            return Refused(method, unfit, "id" in data, identity)

    @lsp_method(types.TEXT_DOCUMENT_DID_CHANGE)
    def lsp_text_document__did_change(self, params: types.DidChangeTextDocumentParams) -> Generator[Any, Any, None]:
        """Apply a change to an open document; one to a document not open is logged and dropped (pygls failed on it)."""
        if unquote(params.text_document.uri) not in self.workspace.text_documents:  # pygls's key for a document
            _log.warning("%s: a change to a document that is not open is dropped", params.text_document.uri)
            return
        yield from super().lsp_text_document__did_change(params)

    def handle_message(self, message: RPCMessage | Refused) -> None:
        """Refuse what LSP and JSON-RPC say to refuse, answering a request with the error; hand the rest to pygls."""
        refused = self._refusal(message)
        if refused is None:
            if not isinstance(message, Refused):  # a refused message always has its refusal
                super().handle_message(message)
        else:
            self.refuse(refused)

    def refuse(self, refused: Refused) -> None:
        """Answer a refused request with its error; log a refused notification (nobody to answer)."""
        if refused.answered:
            answer = {"jsonrpc": JsonRPCProtocol.VERSION, "id": refused.id, "error": refused.error.to_response_error()}
            self._send_data(answer)  # as a mapping, so that a null id is written (lsprotocol's leaves it out)
        else:
            _log.warning("%s", refused.error.message)

    def _refusal(self, message: Any) -> Refused | None:
        """How to refuse ``message``, or None to hand it to pygls.

        Before ``initialize`` a request is answered ServerNotInitialized, after
        ``shutdown`` InvalidRequest; notifications then are dropped, ``exit`` excepted.
        """
        if not isinstance(message, Refused) and getattr(message, "jsonrpc", None) != JsonRPCProtocol.VERSION:
            return Refused(None, JsonRpcInvalidRequest('not a JSON-RPC 2.0 message (a batch, or no "jsonrpc": "2.0")'), True)
        method = message.method if isinstance(message, (Refused, RPCRequest, RPCNotification)) else None
        answered = message.answered if isinstance(message, Refused) else isinstance(message, RPCRequest)
        identity = message.id if isinstance(message, (Refused, RPCRequest)) else None
        if self._workspace is None and method not in (None, types.INITIALIZE, types.EXIT):
            error: JsonRpcException = JsonRpcServerNotInitialized(f"{method}: 'initialize' comes first")
            return Refused(method, error, answered, identity)
        if self._shutdown and method not in (None, types.EXIT):
            error = JsonRpcInvalidRequest(f"{method}: the server is shut down; only 'exit' may follow 'shutdown'")
            return Refused(method, error, answered, identity)
        return message if isinstance(message, Refused) else None


def _version() -> str:
    try:
        return metadata.version(NAME)
    except metadata.PackageNotFoundError:
        return "unknown"


class VariantServer(LanguageServer):
    """A language server that knows variant files; keeps a snapshot of each open document's current version.

    Its diagnostics, and the schema's titles and descriptions that hovers and completions show, are in the language
    of the editor's locale (``initialize`` gives it) when that is one of the catalogs' languages, else in English.
    """

    def __init__(self) -> None:
        super().__init__(
            NAME, _version(), text_document_sync_kind=types.TextDocumentSyncKind.Full, protocol_cls=VariantProtocol
        )
        self.snapshots: dict[str, Snapshot] = {}
        self.language = ENGLISH

    def report_server_error(self, error: Exception, source: type[PyglsError] | type[JsonRpcException]) -> None:
        """A message whose body is not JSON in UTF-8 is answered ParseError with a null id, as JSON-RPC asks (pygls
        showed the client a window instead); other errors as pygls reports them."""
        if isinstance(error, UNREADABLE):
            _log.warning("a message that is not JSON in UTF-8 is refused: %s", error)
            assert isinstance(self.protocol, VariantProtocol)
            self.protocol.refuse(Refused(None, JsonRpcParseError(f"not JSON in UTF-8: {error}"), True))
            return
        super().report_server_error(error, source)

    def to_server(self, text: Text, position: types.Position) -> Position:
        """A client position as a (line, code point) of ``text``."""
        converted = self.workspace.position_codec.position_from_client_units(text.lines, position)
        return converted.line, converted.character

    def to_client(self, text: Text, position: Position) -> types.Position:
        """A (line, code point) of ``text`` in the client's units."""
        server = types.Position(line=position[0], character=position[1])
        return self.workspace.position_codec.position_to_client_units(text.lines, server)

    def publish(self, uri: str) -> None:
        """Take a snapshot of the open document ``uri``, check it and send its diagnostics."""
        document = self.workspace.get_text_document(uri)
        snapshot = self.snapshots[uri] = Snapshot(document.source, document.path, self.language)
        files: dict[str, Text | None] = {}
        diagnostics = [self.diagnostic(snapshot, problem, files) for problem in snapshot.checked.problems]
        params = types.PublishDiagnosticsParams(uri=uri, diagnostics=diagnostics, version=document.version)
        self.text_document_publish_diagnostics(params)

    def diagnostic(self, snapshot: Snapshot, problem: Problem, files: dict[str, Text | None]) -> types.Diagnostic:
        """A problem as the protocol sends it; one in a base file links to its place there (``files`` as in :meth:`location`)."""
        related = None
        text = snapshot.text
        if problem.reported_at.path != snapshot.path and (place := self.location(problem.reported_at, files)) is not None:
            message = problem.message.removeprefix(f"{problem.reported_at}: ")
            related = [types.DiagnosticRelatedInformation(location=place, message=message)]
        return types.Diagnostic(
            range=types.Range(start=self.to_client(text, problem.start), end=self.to_client(text, problem.end)),
            message=problem.message,
            code=problem.code or None,
            severity=types.DiagnosticSeverity.Error,
            source=NAME,
            related_information=related,
        )

    def location(self, where: Location, files: dict[str, Text | None] | None = None) -> types.Location | None:
        """A place in a file on disk as a protocol location, or None if the file cannot be read.

        ``files`` keeps the files read, by path, so that many places in one file read it once.
        """
        files = {} if files is None else files
        if where.path not in files:
            files[where.path] = _read(where.path)
        text = files[where.path]
        if text is None:
            return None
        start = self.to_client(text, text.from_yaml(where.line, where.column))
        return types.Location(uri=from_fs_path(str(Path(where.path).resolve())), range=types.Range(start=start, end=start))

    def completion_item(self, text: Text, line: int, suggestion: Suggestion) -> types.CompletionItem:
        """A suggestion as the protocol sends it, replacing the characters it names on ``line``."""
        edit_range = types.Range(
            start=self.to_client(text, (line, suggestion.start)), end=self.to_client(text, (line, suggestion.end))
        )
        documentation = (
            types.MarkupContent(kind=types.MarkupKind.Markdown, value=suggestion.documentation)
            if suggestion.documentation
            else None
        )
        return types.CompletionItem(
            label=suggestion.label,
            kind=_KINDS[suggestion.kind],
            detail=suggestion.detail or None,
            documentation=documentation,
            text_edit=types.TextEdit(range=edit_range, new_text=suggestion.insert),
        )


def _read(path: str) -> Text | None:
    """The text of the file ``path``, or None if it cannot be read."""
    try:
        return Text(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError):
        return None


def build_server() -> VariantServer:
    """A server with every feature registered."""
    server = VariantServer()

    @server.feature(types.INITIALIZE)
    def on_initialize(params: types.InitializeParams) -> None:
        server.language = locale_language(params.locale)

    @server.feature(types.TEXT_DOCUMENT_DID_OPEN)
    def did_open(params: types.DidOpenTextDocumentParams) -> None:
        server.publish(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(params: types.DidChangeTextDocumentParams) -> None:
        server.publish(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_SAVE)
    def did_save(params: types.DidSaveTextDocumentParams) -> None:
        for uri in list(server.snapshots):  # a saved base file changes the files that extend it
            server.publish(uri)

    @server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(params: types.DidCloseTextDocumentParams) -> None:
        server.snapshots.pop(params.text_document.uri, None)
        server.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=params.text_document.uri, diagnostics=[])
        )

    # A request about a document the editor has not opened answers nothing.

    @server.feature(types.TEXT_DOCUMENT_HOVER)
    def on_hover(params: types.HoverParams) -> types.Hover | None:
        if (snapshot := server.snapshots.get(params.text_document.uri)) is None:
            return None
        words = hover(snapshot, server.to_server(snapshot.text, params.position))
        if words is None:
            return None
        return types.Hover(contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value=words))

    @server.feature(types.TEXT_DOCUMENT_COMPLETION, types.CompletionOptions(trigger_characters=TRIGGERS))
    def on_completion(params: types.CompletionParams) -> types.CompletionList | None:
        if (snapshot := server.snapshots.get(params.text_document.uri)) is None:
            return None
        position = server.to_server(snapshot.text, params.position)
        suggestions = completions(snapshot, position)
        items = [server.completion_item(snapshot.text, position[0], suggestion) for suggestion in suggestions]
        return types.CompletionList(is_incomplete=False, items=items)

    @server.feature(types.TEXT_DOCUMENT_DEFINITION)
    def on_definition(params: types.DefinitionParams) -> types.Location | None:
        if (snapshot := server.snapshots.get(params.text_document.uri)) is None:
            return None
        where = definition(snapshot, server.to_server(snapshot.text, params.position))
        return server.location(where) if where is not None else None

    return server


def serve() -> None:
    """Serve editors over stdin and stdout until they shut the server down."""
    build_server().start_io()
