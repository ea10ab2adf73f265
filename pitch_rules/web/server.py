"""Run the web application on uvicorn: in the foreground for ``serve``, or in a thread for tests and screenshots."""

from __future__ import annotations

import contextlib
import socket
import threading
import time
from collections.abc import Iterator

import uvicorn
from starlette.applications import Starlette

from .app import LOOPBACK_HOSTS, MAX_MESSAGE, create_app

WS_MAX_SIZE = 4 * MAX_MESSAGE
"""Largest websocket frame uvicorn accepts, in bytes (a browser's messages are far smaller)."""


def listen(host: str, port: int) -> list[socket.socket]:
    """Sockets bound at ``port`` to every address ``host`` names, as uvicorn's start (asyncio) binds them.

    OSError if one cannot be bound (the port is in use, the address is not this
    machine's), socket.gaierror if ``host`` names no address.
    """
    sockets: list[socket.socket] = []
    try:
        for family, kind, protocol, _, address in dict.fromkeys(
            socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
        ):
            listener = socket.socket(family, kind, protocol)
            sockets.append(listener)
            listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            if family == socket.AF_INET6:
                listener.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
            listener.bind(address)
    except BaseException:
        for listener in sockets:
            listener.close()
        raise
    return sockets


def run_server(sockets: list[socket.socket], host: str, bot_delay: float) -> bool:
    """Serve on ``sockets`` (from :func:`listen`) until interrupted; whether the server started.

    On a loopback ``host``, only requests naming this machine are answered.
    """
    loopback = host in LOOPBACK_HOSTS
    app = create_app(bot_delay=bot_delay, hosts=LOOPBACK_HOSTS if loopback else None)
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", ws_max_size=WS_MAX_SIZE))
    server.run(sockets=sockets)
    return server.started


@contextlib.contextmanager
def serving(app: Starlette, seconds: float = 300.0) -> Iterator[str]:
    """Serve ``app`` on 127.0.0.1 at a free port in a background thread; give its base URL.

    The server stops when the block ends, or by itself after ``seconds``.
    """
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.bind(("127.0.0.1", 0))
    port = listener.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", ws_max_size=WS_MAX_SIZE, timeout_graceful_shutdown=2))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [listener]}, daemon=True)
    timer = threading.Timer(seconds, lambda: setattr(server, "should_exit", True))
    timer.daemon = True
    thread.start()
    timer.start()
    try:
        waited = time.monotonic() + 20
        while not server.started and thread.is_alive() and time.monotonic() < waited:
            time.sleep(0.02)
        if not server.started:
            raise RuntimeError("the web server did not start")
        yield f"http://127.0.0.1:{port}"
    finally:
        timer.cancel()
        server.should_exit = True
        thread.join(10)
        listener.close()
