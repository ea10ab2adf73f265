"""An editor, as far as the language server can tell: a JSON-RPC client talking to ``pitch-rules lsp`` over stdio.

It starts ``python -m pitch_rules lsp`` as editors start a server, initialises it,
opens and edits documents with full-text changes, and asks for hovers,
completions and definitions, all through pygls's client. Positions are the
protocol's: 0-based lines, characters in UTF-16 code units (the default encoding).
"""

from __future__ import annotations

import asyncio
import os
import sys
import time
from collections.abc import Coroutine
from pathlib import Path
from typing import Any, TypeVar

from lsprotocol import types
from pygls.lsp.client import LanguageClient
from pygls.uris import from_fs_path

ROOT = Path(__file__).resolve().parent.parent
T = TypeVar("T")


class Published:
    """One publishDiagnostics notification, with when it arrived."""

    def __init__(self, params: types.PublishDiagnosticsParams) -> None:
        self.version = params.version
        self.diagnostics = params.diagnostics
        self.arrived = time.perf_counter()


class Editor:
    """Drives the language server like an editor does (see the module docstring)."""

    def __init__(self, locale: str | None = None) -> None:
        """Start the server and initialise it, saying the editor shows ``locale`` (``uk-UA``), if given."""
        self.loop = asyncio.new_event_loop()
        self.client = LanguageClient("pitch-rules-tests", "1")
        self.published: dict[str, list[Published]] = {}
        self.versions: dict[str, int] = {}

        @self.client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        def on_diagnostics(params: types.PublishDiagnosticsParams) -> None:
            self.published.setdefault(params.uri, []).append(Published(params))

        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        self.run(self.client.start_io(sys.executable, "-m", "pitch_rules", "lsp", env=env))
        self.run(
            self.client.initialize_async(
                types.InitializeParams(
                    capabilities=types.ClientCapabilities(),
                    root_uri=from_fs_path(str(ROOT)),
                    process_id=os.getpid(),
                    locale=locale,
                )
            )
        )
        self.client.initialized(types.InitializedParams())

    def run(self, work: Coroutine[Any, Any, T], timeout: float = 30) -> T:
        """Run ``work`` on the editor's event loop (which also receives the server's notifications)."""
        return self.loop.run_until_complete(asyncio.wait_for(work, timeout))

    def open(self, path: Path, text: str | None = None) -> str:
        """Open ``path`` (with ``text``, else its content on disk); its URI."""
        uri = from_fs_path(str(path))
        assert uri is not None
        self.versions[uri] = 1
        content = path.read_text(encoding="utf-8") if text is None else text
        item = types.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=content)
        self.client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=item))
        return uri

    def change(self, uri: str, text: str) -> int:
        """Replace the document's whole text, as a full-sync editor does; the new version."""
        self.versions[uri] += 1
        version = self.versions[uri]
        change = types.TextDocumentContentChangeWholeDocument(text=text)
        document = types.VersionedTextDocumentIdentifier(uri=uri, version=version)
        self.client.text_document_did_change(
            types.DidChangeTextDocumentParams(text_document=document, content_changes=[change])
        )
        return version

    def save(self, uri: str) -> None:
        """Tell the server the document was saved."""
        document = types.TextDocumentIdentifier(uri=uri)
        self.client.text_document_did_save(types.DidSaveTextDocumentParams(text_document=document))

    def diagnostics(self, uri: str, version: int | None = None, timeout: float = 30) -> list[types.Diagnostic]:
        """The diagnostics the server publishes for ``uri`` at ``version`` (default: the latest sent)."""
        return self.wait_for(uri, version, timeout).diagnostics

    def wait_for(self, uri: str, version: int | None = None, timeout: float = 30) -> Published:
        """The first publication for ``uri`` at ``version`` or later, waiting for it."""
        wanted = self.versions[uri] if version is None else version

        async def arrival() -> Published:
            while True:
                for published in self.published.get(uri, []):
                    if published.version is not None and published.version >= wanted:
                        return published
                await asyncio.sleep(0.001)

        return self.run(arrival(), timeout)

    def hover(self, uri: str, line: int, character: int) -> str | None:
        """The hover text at a position, or None."""
        params = types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=line, character=character)
        )
        result = self.run(self.client.text_document_hover_async(params))
        if result is None:
            return None
        assert isinstance(result.contents, types.MarkupContent)
        return result.contents.value

    def complete(self, uri: str, line: int, character: int) -> list[types.CompletionItem]:
        """The completion items at a position."""
        params = types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=line, character=character)
        )
        result = self.run(self.client.text_document_completion_async(params))
        if result is None:
            return []
        return result.items if isinstance(result, types.CompletionList) else list(result)

    def definition(self, uri: str, line: int, character: int) -> types.Location | None:
        """Where the server says the thing at a position is defined."""
        params = types.DefinitionParams(
            text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=line, character=character)
        )
        result = self.run(self.client.text_document_definition_async(params))
        if result is None or isinstance(result, types.Location):
            return result
        first = result[0] if result else None
        assert first is None or isinstance(first, types.Location)
        return first

    def bytes_read(self) -> int:
        """How many bytes the server has read so far, from files and its input (Linux's ``/proc/PID/io``)."""
        server = self.client._server
        assert server is not None
        io = Path(f"/proc/{server.pid}/io").read_text(encoding="ascii")
        return next(int(line.split()[1]) for line in io.splitlines() if line.startswith("rchar:"))

    def close(self) -> int | None:
        """Shut the server down as an editor does; the server's exit code."""
        self.run(self.client.shutdown_async(None))
        self.client.exit(None)
        server = self.client._server
        code = self.run(server.wait()) if server is not None else None
        self.run(self.client.stop())
        self.loop.close()
        return code
