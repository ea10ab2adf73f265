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


def run_server(host: str, port: int, bot_delay: float) -> None:
    """Serve until interrupted. On a loopback address, only requests naming this machine are answered."""
    loopback = host in LOOPBACK_HOSTS
    app = create_app(bot_delay=bot_delay, hosts=LOOPBACK_HOSTS if loopback else None)
    uvicorn.run(app, host=host, port=port, log_level="warning", ws_max_size=WS_MAX_SIZE)


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
