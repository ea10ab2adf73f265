"""Go to definition: from an ``extends`` value to the base file, from a merged item's ``id`` to the base's item."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..errors import Location, VariantError
from ..variant.overlay import base_path, resolve
from .cursor import locate
from .snapshot import Snapshot
from .text import Position


def definition(snapshot: Snapshot, position: Position) -> Location | None:
    """Where the thing at ``position`` of the document is defined, or None."""
    spot = locate(snapshot.text.lines, position)
    document = snapshot.checked.document
    data: Any = document.data if document is not None else None
    target = data.get("extends") if isinstance(data, dict) else None
    if not isinstance(target, str):
        return None
    base = _base(target, snapshot.path)
    if base is None:
        return None
    if spot.path == ("extends",):
        return Location(str(base), 1, 1)
    if len(spot.path) >= 3 and spot.path[-1] == "id" and isinstance(spot.path[-2], int):
        return _item(base, spot.path[:-2], _at_path(data, spot.path))
    return None


def _base(target: str, path: str) -> Path | None:
    try:
        return base_path(target, Path(path), Location(path, 1, 1))
    except VariantError:
        return None


def _at_path(data: Any, path: tuple[str | int, ...]) -> Any:
    node = data
    for step in path:
        if isinstance(step, int):
            node = node[step] if isinstance(node, list) and step < len(node) else None
        else:
            node = node.get(step) if isinstance(node, dict) else None
    return node


def _item(base: Path, items: tuple[str | int, ...], item_id: Any) -> Location | None:
    """Where the resolved base gives the item ``item_id`` of the list at ``items``."""
    try:
        resolved = resolve(str(base), str(base))
    except (VariantError, OSError):
        return None
    listed = _at_path(resolved.document.data, items)
    if not isinstance(listed, list):
        return None
    for index, item in enumerate(listed):
        if isinstance(item, dict) and item.get("id") == item_id:
            return resolved.document.source.value_location((*items, index, "id"))
    return None
