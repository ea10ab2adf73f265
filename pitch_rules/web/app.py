"""The web application behind ``pitch-rules serve``: pages, the workshop's API, tables over websockets.

Every request is bounded: bodies and websocket messages by size, house files by the
loader's own limits (size, nesting, expressions), simulations in games and
seconds, tables and watchers in number. Bad input gets a clear error and the
server and its tables go on. Nothing from a request is evaluated: house files
are parsed as YAML data, moves are matched against the engine's legal actions.

Every page, table and error speaks the language the browser chose (:mod:`.wording`):
a page's ``?lang=`` sets it and a cookie keeps it; a table's socket is told it by its
own ``?lang=``. An error's ``code`` is its message's key, the same in every language.
"""

from __future__ import annotations

import contextlib
import json
import logging
import secrets
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import SplitResult, urlencode, urlsplit

import anyio
import anyio.abc
import anyio.to_thread
import jinja2
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import ClientDisconnect, Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.templating import Jinja2Templates
from starlette.types import ASGIApp, Message, Receive, Scope, Send
from starlette.websockets import WebSocket, WebSocketDisconnect

from .. import resources
from ..bots import BOTS
from ..dsl import NumberLimitError
from ..i18n import Digits, Value
from ..limits import MAX_PLAYERS, MIN_PLAYERS
from ..records import dumps
from ..variant.loader import load_variant
from ..variant.model import Variant
from ..variant.yaml_source import MAX_BYTES
from . import workshop
from .library import comparison_html, library, search
from .tables import OPEN, Table, TableError
from .wording import COOKIE, Refusal, Wording, asked, chosen, names, said_text, wording

HERE = Path(__file__).resolve().parent
LOG = logging.getLogger("pitch_rules.web")
MAX_BODY = 2 * MAX_BYTES + 64 * 1024
"""Largest request body: a house file at the loader's 1 MiB limit, as JSON."""
MAX_MESSAGE = 4096
"""Largest websocket message from a browser, in characters."""
MAX_TABLES = 32
MAX_WATCHERS = 32
"""Browsers connected to one table at once."""
DEFAULT_BOT_DELAY = 0.6
LOOPBACK_HOSTS = ("127.0.0.1", "localhost", "[::1]", "::1")
MAX_TABLE_TARGET = 500
"""Highest score a browser table may be played to."""
COOKIE_SECONDS = 365 * 24 * 3600
"""How long the browser keeps the language it chose."""
SECURITY_HEADERS = [
    (b"content-security-policy", b"default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"same-origin"),
]


class ApiError(Refusal):
    """A request the API refuses, with its HTTP status."""

    def __init__(self, key: str, status: int = 400, **values: Value) -> None:
        super().__init__(key, **values)
        self.status = status


@dataclass(eq=False)
class Connection:
    """One browser at a table, the seat it plays (None: watching), and the language it reads."""

    socket: WebSocket
    words: Wording = field(default_factory=wording)
    seat: int | None = None
    lock: anyio.Lock = field(default_factory=anyio.Lock)


class Server:
    """The server's state: the tables, who is connected to each, and the bots' pace."""

    def __init__(self, bot_delay: float) -> None:
        self.bot_delay = bot_delay
        self.tables: dict[str, Table] = {}
        self.connections: dict[str, list[Connection]] = {}
        self.driving: set[str] = set()
        self.tasks: anyio.abc.TaskGroup | None = None
        self.checks = anyio.CapacityLimiter(2)
        self.simulations = anyio.CapacityLimiter(1)

    def add_table(self, make: Callable[[str], Table]) -> Table:
        """Open a new table; at the limit, the least recently played table nobody is at is closed."""
        if len(self.tables) >= MAX_TABLES:
            idle = [t for t in self.tables.values() if not self.connections.get(t.id)]
            if not idle:
                raise ApiError("too-many-tables", 503, count=MAX_TABLES)
            oldest = min(idle, key=lambda t: t.last_active)
            del self.tables[oldest.id]
            self.connections.pop(oldest.id, None)
        table = make(secrets.token_urlsafe(6))
        self.tables[table.id] = table
        self.connections[table.id] = []
        return table

    async def send(self, connection: Connection, message: dict[str, Any] | Callable[[], dict[str, Any]]) -> None:
        """Send one message to one browser; a browser that has gone is forgotten.

        A message given as a function is built once the connection is free, so that a
        browser never receives an older table after a newer one.
        """
        try:
            async with connection.lock:
                await connection.socket.send_json(message() if callable(message) else message)
        except (WebSocketDisconnect, RuntimeError, OSError):
            for connections in self.connections.values():
                if connection in connections:
                    connections.remove(connection)

    async def broadcast(self, table: Table) -> None:
        """Send every browser at ``table`` the table as its seat may see it."""
        for connection in list(self.connections.get(table.id, ())):
            await self.send(connection, lambda: table.message(connection.seat, connection.words))

    def drive_soon(self, table: Table) -> None:
        """Let the bots play their turns at ``table`` (in the background)."""
        if self.tasks is not None and table.id not in self.driving and table.bot_to_move() is not None:
            self.driving.add(table.id)
            self.tasks.start_soon(self._drive, table)

    async def _drive(self, table: Table) -> None:
        """Play the bots' turns until a person is to move. A bot that cannot choose a move stops its game, saying why
        (a fault of the toolkit is logged), rather than leave the table waiting; the other tables and the server go on."""
        try:
            while (seat := table.bot_to_move()) is not None and table.id in self.tables:
                await anyio.sleep(self.bot_delay)
                try:
                    moves, action = await anyio.to_thread.run_sync(table.bot_choice)
                except NumberLimitError as err:  # the bot's look-ahead scored past the limit: so would the game
                    table.stop(said_text(err.said))
                except Exception:  # noqa: BLE001 - a fault of the toolkit: logged, and said at the table
                    LOG.exception("the bot at table %s, seat %s, could not choose a move", table.id, seat)
                    table.stop(table.bot_fault(seat))
                else:
                    if moves != len(table.actions):
                        continue  # a person moved meanwhile: the bot chooses again
                    table.apply(action)
                await self.broadcast(table)
        except Exception:  # noqa: BLE001 - logged; the other tables and the server go on
            LOG.exception("the bots at table %s stopped", table.id)
        finally:
            self.driving.discard(table.id)


class SecurityHeaders:
    """Adds a strict content security policy (no inline script, nothing from elsewhere) to every response."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = list(message.get("headers", [])) + SECURITY_HEADERS
            await send(message)

        await self.app(scope, receive, with_headers if scope["type"] == "http" else send)


class HostCheck:
    """Refuses requests whose Host is not this machine's loopback name (DNS rebinding), when serving loopback only."""

    def __init__(self, app: ASGIApp, hosts: tuple[str, ...] | None) -> None:
        self.app = app
        self.hosts = hosts

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if self.hosts is not None and scope["type"] in ("http", "websocket"):
            host = dict(scope["headers"]).get(b"host", b"").decode("latin-1")
            parts = _split(f"//{host}")
            name = (parts.hostname if parts is not None else None) or ""
            if name not in self.hosts and f"[{name}]" not in self.hosts:
                if scope["type"] == "http":
                    await Response("unknown host", 400)(scope, receive, send)
                else:
                    await send({"type": "websocket.close", "code": 1008})
                return
        await self.app(scope, receive, send)


# ----- helpers -------------------------------------------------------------------------------


def _split(url: str) -> SplitResult | None:
    """``url`` split into its parts; None if it is malformed (an unclosed IPv6 bracket)."""
    try:
        return urlsplit(url)
    except ValueError:
        return None


def _is_unicode(data: Any) -> bool:
    """Whether every text in decoded JSON ``data`` is valid Unicode (JSON may escape lone surrogates)."""
    try:
        json.dumps(data, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


async def json_body(request: Request) -> dict[str, Any]:
    """The request's JSON object, read no further than ``MAX_BODY`` bytes."""
    too_large = ApiError("too-large", 413, limit=Digits(MAX_BODY))
    length = request.headers.get("content-length")
    if length is not None:
        if not (length.isascii() and length.isdigit()):  # not '²', which is a digit to str.isdigit but not to int
            raise ApiError("length")
        digits = length.lstrip("0")
        if len(digits) > len(str(MAX_BODY)) or int(digits or "0") > MAX_BODY:
            raise too_large
    chunks, size = [], 0
    try:
        async for chunk in request.stream():
            size += len(chunk)
            if size > MAX_BODY:
                raise too_large
            chunks.append(chunk)
    except ClientDisconnect:  # nobody is left to answer, but the log is spared a traceback
        raise ApiError("cut-off") from None
    try:
        data = json.loads(b"".join(chunks))
    except (ValueError, RecursionError):
        raise ApiError("not-json") from None
    if not isinstance(data, dict):
        raise ApiError("not-object")
    if not _is_unicode(data):
        raise ApiError("not-unicode")
    return data


def _text(data: dict[str, Any], key: str = "text") -> str:
    value = data.get(key)
    if not isinstance(value, str):
        raise ApiError("text", name=key)
    return value


def _request(text: str | None) -> dict[str, Any]:
    """A browser's websocket message as a JSON object, its text not yet checked as Unicode; TableError if it is not one."""
    if text is None:
        raise TableError("message-text")
    if len(text) > MAX_MESSAGE:
        raise TableError("message-long", limit=Digits(MAX_MESSAGE))
    try:
        request = json.loads(text)
    except (ValueError, RecursionError):
        raise TableError("message-json") from None
    if not isinstance(request, dict):
        raise TableError("message-object")
    return request


def _is_reference(value: Any) -> bool:
    """Whether ``value`` may name a message: a whole number or short text (valid Unicode, so it can be sent back)."""
    return (isinstance(value, int) and not isinstance(value, bool)) or (isinstance(value, str) and len(value) <= 64 and _is_unicode(value))


def _small_int(value: Any, name: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ApiError("number", name=name, low=Digits(low), high=Digits(high))
    return value


@jinja2.pass_context
def _say(context: Mapping[str, Any], key: str, **values: Value) -> str:
    """A template's words: message ``web-KEY`` in the page's language (its ``words``)."""
    words: Wording = context["words"]
    return words(key, **values)


def _said(request: Request, exc: Refusal) -> JSONResponse:
    """An API error as JSON: its words in the request's language, and its ``code``, the same in every language."""
    status = exc.status if isinstance(exc, ApiError) else 400
    return JSONResponse({"error": exc.said(wording(chosen(request))), "code": exc.key}, status_code=status)


def create_app(bot_delay: float = DEFAULT_BOT_DELAY, hosts: tuple[str, ...] | None = LOOPBACK_HOSTS) -> Starlette:
    """The application. ``hosts``: the Host names accepted (None: any, for serving a network)."""
    server = Server(bot_delay)
    environment = jinja2.Environment(loader=jinja2.FileSystemLoader(HERE / "templates"), autoescape=True)
    environment.globals["t"] = _say
    templates = Jinja2Templates(env=environment)
    ids = resources.builtin_variant_ids()

    def page(request: Request, name: str, status: int = 200, **context: Any) -> Response:
        """Page ``name`` in the request's language; a ``?lang=`` that names one is remembered in a cookie."""
        code = chosen(request)
        context.setdefault("variants", [(e.id, e.name) for e in library(code).values()])
        switcher = [(other, own_name, f"{request.url.path}?{urlencode({**request.query_params, 'lang': other})}") for other, own_name in names()]
        words = wording(code)
        context.update(words=words, languages=switcher, script_words=words.script())
        response = templates.TemplateResponse(request, name, context, status_code=status)
        if asked(request) is not None:
            response.set_cookie(COOKIE, code, max_age=COOKIE_SECONDS, samesite="lax", httponly=True)
        return response

    def not_found(request: Request, key: str) -> Response:
        return page(request, "missing.html", 404, what=wording(chosen(request))(f"missing-{key}"))

    async def home(request: Request) -> Response:
        return page(request, "home.html")

    async def library_index(request: Request) -> Response:
        return page(request, "library.html", entries=list(library(chosen(request)).values()))

    async def library_search(request: Request) -> Response:
        query = request.query_params.get("q", "")[:200]
        return page(request, "search.html", query=query, hits=search(query, chosen(request)))

    async def library_compare(request: Request) -> Response:
        return page(request, "compare.html", body=comparison_html(chosen(request)))

    async def library_variant(request: Request) -> Response:
        entry = library(chosen(request)).get(request.path_params["variant"])
        if entry is None:
            return not_found(request, "variant")
        return page(request, "variant.html", entry=entry, bots=list(BOTS))

    async def workshop_page(request: Request) -> Response:
        base_id = request.query_params.get("base", "auction-pitch")
        entry = library(chosen(request)).get(base_id)
        if entry is None:
            return not_found(request, "variant")
        text = workshop.starter(entry.variant, wording(chosen(request)))
        return page(
            request, "workshop.html", base=entry.variant, text=text, bots=list(BOTS), max_games=workshop.MAX_SIMULATED_GAMES,
            seconds=int(workshop.SIMULATION_SECONDS), hands=workshop.SIMULATION_MAX_HANDS,
        )

    async def api_check(request: Request) -> Response:
        text = _text(await json_body(request))
        words = wording(chosen(request))
        return JSONResponse(await anyio.to_thread.run_sync(workshop.check, text, words, limiter=server.checks))

    async def api_set(request: Request) -> Response:
        data = await json_body(request)
        text = await anyio.to_thread.run_sync(
            workshop.set_option, _text(data), _text(data, "path"), data.get("value"), chosen(request), limiter=server.checks
        )
        return JSONResponse({"text": text})

    async def house_variant(request: Request, data: dict[str, Any]) -> Variant:
        """The variant of the house file a request gives as ``text``; ApiError with its first problem if it has one."""
        checked = await anyio.to_thread.run_sync(workshop.load, _text(data), chosen(request), limiter=server.checks)
        if checked.variant is None:
            raise ApiError("fix-first", problem=checked.diagnostics[0]["text"])
        return checked.variant

    async def api_simulate(request: Request) -> Response:
        data = await json_body(request)
        games = _small_int(data.get("games", workshop.MAX_SIMULATED_GAMES), "games", 1, workshop.MAX_SIMULATED_GAMES)
        bot = data.get("bot", "greedy")
        if not isinstance(bot, str) or bot not in BOTS:
            raise ApiError("bot", bots=", ".join(BOTS))
        variant = await house_variant(request, data)
        if server.simulations.borrowed_tokens >= server.simulations.total_tokens:
            raise ApiError("busy", 429)
        try:
            report = await anyio.to_thread.run_sync(workshop.simulate, variant, games, bot, limiter=server.simulations)
        except NumberLimitError as err:
            raise ApiError("games-stopped", reason=said_text(err.said)) from None
        report["said"] = workshop.report_words(report, variant, wording(chosen(request)))
        return JSONResponse(report)

    async def tables_page(request: Request) -> Response:
        chosen_id = request.query_params.get("variant", "auction-pitch")
        open_tables = [t for t in server.tables.values() if t.status != "over"]
        return page(
            request, "tables.html", chosen=chosen_id if chosen_id in ids else "auction-pitch", tables=open_tables, bots=list(BOTS),
            entries=list(library(chosen(request)).values()), min_players=MIN_PLAYERS, max_players=MAX_PLAYERS,
            max_target=MAX_TABLE_TARGET,
        )

    async def api_new_table(request: Request) -> Response:
        data = await json_body(request)
        seats = data.get("seats")
        if not isinstance(seats, list) or not 1 <= len(seats) <= 16 or not all(isinstance(s, str) for s in seats):
            raise ApiError("seats", open=OPEN, bots=", ".join(BOTS))
        target = data.get("target")
        if target is not None:
            target = _small_int(target, "target", 1, MAX_TABLE_TARGET)
        text = data.get("text")
        if text is not None:
            variant = await house_variant(request, data)
        else:
            name = data.get("variant")
            if not isinstance(name, str) or name not in ids:
                raise ApiError("variant")
            variant = load_variant(name)
        table = server.add_table(lambda table_id: Table(table_id, variant, seats, target, house_text=text))
        server.drive_soon(table)
        return JSONResponse({"table": table.id, "url": f"/tables/{table.id}"})

    async def table_page(request: Request) -> Response:
        table = server.tables.get(request.path_params["table"])
        if table is None:
            return not_found(request, "table")
        return page(request, "table.html", table=table, variant_name=wording(chosen(request)).own(table.variant.name))

    async def table_record(request: Request) -> Response:
        table = server.tables.get(request.path_params["table"])
        if table is None:
            return not_found(request, "table")
        try:
            record = table.record()
        except TableError as err:
            raise HTTPException(409, err.said(wording(chosen(request)))) from None
        headers = {"content-disposition": f'attachment; filename="{table.variant.id}-{table.id}.jsonl"'}
        return Response(dumps(record) + "\n", media_type="application/jsonl", headers=headers)

    async def table_house_file(request: Request) -> Response:
        table = server.tables.get(request.path_params["table"])
        if table is None or table.house_text is None:
            return not_found(request, "house")
        headers = {"content-disposition": f'attachment; filename="{table.variant.id}.yaml"'}
        return Response(table.house_text, media_type="application/yaml", headers=headers)

    async def table_socket(socket: WebSocket) -> None:
        table = server.tables.get(socket.path_params["table"])
        origin = socket.headers.get("origin")
        origin_parts = _split(origin) if origin is not None else None
        if origin is not None and (origin_parts is None or origin_parts.netloc != socket.headers.get("host")):
            await socket.close(code=1008)
            return
        if table is None or len(server.connections.get(table.id, ())) >= MAX_WATCHERS:
            await socket.close(code=1013 if table is not None else 1008)
            return
        await socket.accept()
        connection = Connection(socket, wording(chosen(socket)))
        server.connections.setdefault(table.id, []).append(connection)
        await server.send(connection, table.message(None, connection.words))
        try:
            while True:
                message = await socket.receive()
                if message["type"] == "websocket.disconnect":
                    break
                await _handle(table, connection, message.get("text"))
        finally:
            if connection in server.connections.get(table.id, ()):
                server.connections[table.id].remove(connection)
            if connection.seat is not None:
                table.seats[connection.seat].connections -= 1
                await server.broadcast(table)

    async def _handle(table: Table, connection: Connection, text: str | None) -> None:
        """Carry out one message from a browser, or answer with an error saying why not.

        A message may carry an ``id`` (a number or short text): its answer, ``ok`` or
        the error, then names it. An error's ``code`` is its message's key.
        """
        reference = None
        try:
            request = _request(text)
            reference = request.get("id") if _is_reference(request.get("id")) else None
            if not _is_unicode(request):
                raise TableError("message-unicode")
            kind = request.get("type")
            handler = HANDLERS.get(kind) if isinstance(kind, str) else None
            if handler is None:
                raise TableError("message-type", types=", ".join(HANDLERS))
            await handler(table, connection, request)
        except TableError as err:
            await server.send(connection, {"type": "error", "message": err.said(connection.words), "code": err.key, "id": reference})
            return
        if reference is not None:
            await server.send(connection, {"type": "ok", "id": reference})
        await server.broadcast(table)
        server.drive_soon(table)

    async def take_seat(table: Table, connection: Connection, seat: int) -> None:
        connection.seat = seat
        table.seats[seat].connections += 1
        token = table.seats[seat].token
        await server.send(connection, {"type": "seated", "seat": seat, "token": token})

    async def hello(table: Table, connection: Connection, request: dict[str, Any]) -> None:
        token = request.get("token")
        if not isinstance(token, str) or len(token) > 64:
            raise TableError("token")
        seat = table.claim(token)
        if seat is None:
            raise TableError("seat-unknown")
        if connection.seat is None:
            await take_seat(table, connection, seat)

    async def sit(table: Table, connection: Connection, request: dict[str, Any]) -> None:
        seat, name = request.get("seat"), request.get("name", "")
        if connection.seat is not None:
            raise TableError("seated", seat=connection.seat)
        if isinstance(seat, bool) or not isinstance(seat, int) or not isinstance(name, str) or len(name) > 100:
            raise TableError("sit")
        table.sit(seat, name)
        await take_seat(table, connection, seat)

    async def start(table: Table, connection: Connection, request: dict[str, Any]) -> None:
        if connection.seat is None:
            raise TableError("sit-to-start")
        table.start()

    async def act(table: Table, connection: Connection, request: dict[str, Any]) -> None:
        kind, value, moves = request.get("kind"), request.get("value"), request.get("moves")
        if connection.seat is None:
            raise TableError("sit-to-play")
        if not isinstance(kind, str) or len(kind) > 32:
            raise TableError("kind")
        if isinstance(value, bool) or not (value is None or isinstance(value, int) or (isinstance(value, str) and len(value) <= 32)):
            raise TableError("value")
        if moves is not None and (isinstance(moves, bool) or not isinstance(moves, int)):
            raise TableError("moves")
        table.act(connection.seat, kind, value, moves)

    HANDLERS: dict[str, Callable[[Table, Connection, dict[str, Any]], Awaitable[None]]] = {
        "hello": hello,
        "sit": sit,
        "start": start,
        "act": act,
    }

    async def api_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, Refusal)
        return _said(request, exc)

    async def http_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, HTTPException)
        if request.url.path.startswith("/api/"):
            return JSONResponse({"error": exc.detail}, status_code=exc.status_code)
        what = exc.detail if exc.status_code == 409 else wording(chosen(request))("missing-page")
        return page(request, "missing.html", exc.status_code, what=what)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        async with anyio.create_task_group() as tasks:
            server.tasks = tasks
            yield
            tasks.cancel_scope.cancel()

    routes = [
        Route("/", home),
        Route("/library", library_index),
        Route("/library/search", library_search),
        Route("/library/compare", library_compare),
        Route("/library/{variant}", library_variant),
        Route("/workshop", workshop_page),
        Route("/api/check", api_check, methods=["POST"]),
        Route("/api/set", api_set, methods=["POST"]),
        Route("/api/simulate", api_simulate, methods=["POST"]),
        Route("/api/tables", api_new_table, methods=["POST"]),
        Route("/tables", tables_page),
        Route("/tables/{table}", table_page),
        Route("/tables/{table}/record", table_record),
        Route("/tables/{table}/house.yaml", table_house_file),
        WebSocketRoute("/tables/{table}/ws", table_socket),
        Mount("/static", StaticFiles(directory=HERE / "static"), name="static"),
    ]
    app = Starlette(
        routes=routes,
        lifespan=lifespan,
        middleware=[Middleware(HostCheck, hosts=hosts), Middleware(SecurityHeaders)],
        exception_handlers={Refusal: api_error, HTTPException: http_error},
    )
    app.state.server = server
    return app
