"""A house-rules file to start from: ``pitch-rules init``.

The file extends a variant and gives only its own id, name and description; every
other section of the base follows as a commented-out copy (``# ``) under the
schema's words for it (``## ``), so a table's house rules are written by uncommenting and changing lines.
The file is valid as written: it plays exactly like its base.
"""

from __future__ import annotations

import re
import textwrap
from typing import Any

import yaml

from . import resources

_LABELS = ("id", "extends", "name", "description", "sources", "citations", "approximations", "notes")
"""Keys that name or source the file rather than state a rule: written out, or left out (the base's
sources are not the house file's)."""


def house_id(stem: str) -> str:
    """A variant id made from a file name: lower-case words joined by hyphens."""
    words = re.findall(r"[a-z0-9]+", stem.lower())
    return "-".join(words) or "house-rules"


def house_file_text(file_id: str, extends: str, base: dict[str, Any]) -> str:
    """The text of a commented house-rules file with id ``file_id`` extending ``extends``.

    ``base`` is the base variant's resolved data (as ``pitch-rules show`` prints it).
    """
    properties = resources.schema("variant")["properties"]
    name = f"{base['name']}, house rules"
    head = {"id": file_id, "extends": extends, "name": name, "description": f"{base['name']} the way we play it."}
    lines = [
        f"# yaml-language-server: $schema={resources.schema_path('variant').as_uri()}",
        f"## House rules: everything not written here is played as in {base['name']} ({extends}).",
        "## Uncomment a section below (remove the '# ') and change what your table does differently.",
        "## Mappings merge key by key (null removes a key); scoring points merge by id (drop: true removes one).",
        "## Check the file with: pitch-rules validate FILE; see it whole with: pitch-rules show FILE",
        "",
        _dump(head).rstrip("\n"),
    ]
    for key, value in base.items():
        if key in _LABELS:
            continue
        described = properties.get(key, {})
        lines += ["", *_comment_block(f"{described.get('title', key)}: {described.get('description', '')}")]
        lines += [f"# {line}" if line else "#" for line in _dump({key: value}).rstrip("\n").split("\n")]
    return "\n".join(lines) + "\n"


class _Dumper(yaml.SafeDumper):
    """Mappings as blocks, lists of plain values on one line: the way variant files are written."""


def _list(dumper: yaml.SafeDumper, items: list[Any]) -> yaml.Node:
    flat = not any(isinstance(item, (list, dict)) for item in items)
    return dumper.represent_sequence("tag:yaml.org,2002:seq", items, flow_style=flat)


def _mapping(dumper: yaml.SafeDumper, mapping: dict[str, Any]) -> yaml.Node:
    return dumper.represent_mapping("tag:yaml.org,2002:map", mapping.items(), flow_style=False)


_Dumper.add_representer(list, _list)
_Dumper.add_representer(dict, _mapping)


def _dump(data: dict[str, Any]) -> str:
    return yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=88)


def _comment_block(text: str) -> list[str]:
    return ["## " + line for line in textwrap.wrap(" ".join(text.split()), 85)]
