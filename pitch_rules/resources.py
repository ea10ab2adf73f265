"""Where the built-in variant files and JSON Schemas live.

In a source checkout they are the top-level ``variants/`` and ``schema/`` folders;
in an installed wheel they are shipped inside the package as ``_builtin/``.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

_PACKAGE = Path(__file__).resolve().parent


def _data_dir(name: str) -> Path:
    shipped = _PACKAGE / "_builtin" / name
    return shipped if shipped.is_dir() else _PACKAGE.parent / name


def variants_dir() -> Path:
    """The folder of built-in variant files."""
    return _data_dir("variants")


def builtin_variant_ids() -> list[str]:
    """The ids of the built-in variants, sorted."""
    return sorted(p.stem for p in variants_dir().glob("*.yaml"))


def builtin_variant_path(variant_id: str) -> Path | None:
    """The file of built-in variant ``variant_id``, or None if there is none."""
    path = variants_dir() / f"{variant_id}.yaml"
    return path if variant_id in builtin_variant_ids() else None


def schema_path(name: str) -> Path:
    """The file of the JSON Schema ``schema/<name>.schema.json``."""
    return _data_dir("schema") / f"{name}.schema.json"


@cache
def schema(name: str) -> dict[str, Any]:
    """Load the JSON Schema ``schema/<name>.schema.json``."""
    loaded: dict[str, Any] = json.loads(schema_path(name).read_text(encoding="utf-8"))
    return loaded
