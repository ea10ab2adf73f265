"""Helpers for the web tests: an in-process client, and replaying a table's game to check what it sent."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import anyio
from starlette.testclient import TestClient
from starlette.types import Message

from pitch_rules.engine import GameState
from pitch_rules.web.tables import MAX_HANDS, Table

BASE_URL = "http://127.0.0.1"


def card_names_in(value: Any, path: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...], str]]:
    """Every ``{"card": NAME}`` in a message, with the path of keys it sits under."""
    if isinstance(value, dict):
        if isinstance(value.get("card"), str):
            yield path, value["card"]
        for key, inner in value.items():
            yield from card_names_in(inner, (*path, str(key)))
    elif isinstance(value, list):
        for inner in value:
            yield from card_names_in(inner, path)


class Replay:
    """The table's game replayed from its seed and actions, move by move, independently of the table."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.state = GameState(table.rules, len(table.seats), seed=table.seed, target=table.target, max_hands=MAX_HANDS)
        self.moves = 0
        self.deal_started = 0  # the move at which the current deal began

    def advance(self, moves: int) -> GameState:
        """The game as it stood after ``moves`` actions."""
        assert moves >= self.moves, "messages arrive in move order"
        while self.moves < moves:
            deals = self.deals()
            self.state.apply(self.table.actions[self.moves])
            self.moves += 1
            if self.deals() != deals:
                self.deal_started = self.moves
        return self.state

    def deals(self) -> int:
        """How many deals have been finished or thrown in."""
        return sum(1 + len(hand.thrown_in) for hand in self.state.history) + len(self.state.thrown_in)


def client(bot_delay: float = 0.0) -> TestClient:
    """A client of a fresh application whose bots move at once.

    The test client's websockets always name their host ``testserver``: it is let in with the loopback names.
    """
    from pitch_rules.web.app import LOOPBACK_HOSTS, create_app

    return TestClient(create_app(bot_delay=bot_delay, hosts=(*LOOPBACK_HOSTS, "testserver")), base_url=BASE_URL)


def post_raw(path: str, headers: list[tuple[bytes, bytes]], body: bytes, cut_off: bool = False) -> tuple[int, Any]:
    """POST ``body`` to ``path`` of a fresh application with exactly these header bytes, as any ASGI server may pass them.

    (The test client re-encodes header values as UTF-8 and sets Content-Length itself.) With ``cut_off``,
    the client goes away after ``body``, before the rest. Gives the status and the JSON answer.
    """
    from pitch_rules.web.app import create_app

    sent: list[Message] = []
    parts: list[Message] = [{"type": "http.request", "body": body, "more_body": cut_off}, {"type": "http.disconnect"}]

    async def receive() -> Message:
        return parts.pop(0)

    async def send(message: Message) -> None:
        sent.append(message)

    scope = {
        "type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "POST", "scheme": "http",
        "path": path, "raw_path": path.encode(), "query_string": b"", "root_path": "",
        "headers": [(b"host", b"127.0.0.1"), *headers], "client": ("127.0.0.1", 1), "server": ("127.0.0.1", 80),
    }
    anyio.run(create_app(), scope, receive, send)
    (start,) = [m for m in sent if m["type"] == "http.response.start"]
    return start["status"], json.loads(b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body"))
