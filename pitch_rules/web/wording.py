"""The browser's words for actions, phases and table notes, read from ``wording.yaml``.

Actions are worded from data, never from a list of kinds in code: a kind the file
does not know is shown with the fallback words, so the table can offer any
action the engine makes legal.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import yaml

WORDING_FILE = Path(__file__).resolve().parent / "wording.yaml"


@dataclass(frozen=True)
class Wording:
    """Templates for buttons and log lines per action kind, with the rest of the table's words."""

    actions: dict[str, dict[str, str]]
    fallback: dict[str, str]
    announced: frozenset[str]
    hidden_card: str
    phases: dict[str, str]
    notes: dict[str, str | dict[str, str]]

    def template(self, kind: str, use: str) -> str:
        """The ``use`` (``button`` or ``log``) template of an action ``kind``, ``{kind}`` filled in."""
        words = self.actions.get(kind, self.fallback)
        return words.get(use, self.fallback[use]).replace("{kind}", kind.replace("_", " ").capitalize())

    def phase(self, phase: str) -> str:
        """A phase's name (the engine's word itself if the file has none)."""
        return self.phases.get(phase, phase.replace("_", " ").capitalize())

    def note(self, name: str, **values: Any) -> str:
        """A table note with its values filled in: its singular or plural form, if it has them, by ``count``."""
        template = self.notes[name]
        if isinstance(template, dict):
            template = template["one" if values.get("count") == 1 else "other"]
        return template.format(**values)


@cache
def wording() -> Wording:
    """The wording file, read once."""
    data: dict[str, Any] = yaml.safe_load(WORDING_FILE.read_text(encoding="utf-8"))
    return Wording(
        actions=data["actions"],
        fallback=data["fallback"],
        announced=frozenset(data["announced"]),
        hidden_card=data["hidden_card"],
        phases=data["phases"],
        notes=data["notes"],
    )
