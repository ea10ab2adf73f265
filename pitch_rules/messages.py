"""The words the terminal shows a person, read from ``messages.yaml``.

Messages are looked up by a dotted key (``"play.help.commands"``) and their
``{name}`` fields filled in by :func:`say`. Keeping them as data, in one file,
lets them be reworded or translated without touching the code that uses them.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import yaml

MESSAGES_FILE = Path(__file__).resolve().parent / "messages.yaml"


@cache
def catalog() -> dict[str, Any]:
    """The messages file, read once."""
    loaded: dict[str, Any] = yaml.safe_load(MESSAGES_FILE.read_text(encoding="utf-8"))
    return loaded


def message_keys(node: dict[str, Any] | None = None, prefix: str = "") -> list[str]:
    """Every dotted key of the messages file (or of ``node``), in file order."""
    keys = []
    for name, value in (catalog() if node is None else node).items():
        key = f"{prefix}{name}"
        keys.extend(message_keys(value, key + ".") if isinstance(value, dict) else [key])
    return keys


def say(key: str, **values: object) -> str:
    """The message at ``key`` with ``values`` filled in; KeyError if the file has no such message."""
    node: Any = catalog()
    for part in key.split("."):
        node = node[part]
    if not isinstance(node, str):
        raise KeyError(f"{key} is a group of messages, not one message")
    return node.format(**values)
