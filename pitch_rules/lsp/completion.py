"""What may be typed at the cursor: schema keys and choices, scoring-language names, the deck's cards.

- at a key: the keys the schema allows there (for ``trick_points`` and the like,
  the deck's ranks and extra cards);
- at a value: the schema's choices (``enum`` values, ``true``/``false``), the
  built-in variant ids after ``extends:``, the deck's ranks, off-ranks and extra
  cards in a trump ranking, its suits and ranks in the deck's lists;
- in a scoring expression: the names that rule may use, functions with their
  signatures; inside quotes, the ranks, suits or card names the call takes.

A key or choice is shown with the schema's title and description, in the editor's language.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .. import resources
from ..dsl import FUNCTIONS, VALUES, Deck, Type
from ..i18n import Language, language
from ..variant.loader import RULE_NAMES
from ..variant.yaml_source import JsonPath
from . import schema
from .cursor import Spot, locate
from .hover import is_expression, name_doc
from .snapshot import Snapshot
from .text import Position

KEYWORDS = ("if", "then", "else", "and", "or", "not", "true", "false", "none")
"""The scoring language's own words (``grammar.lark``)."""

_NAME_BEFORE = re.compile(r"[a-z_][a-z0-9_]*$")


@dataclass(frozen=True)
class Suggestion:
    """One completion: what is shown, what is inserted, and the characters of the line it replaces."""

    label: str
    kind: str
    """``key``, ``value``, ``function``, ``name``, ``keyword``, ``card`` or ``variant``."""
    detail: str
    documentation: str
    insert: str
    start: int
    end: int


def completions(snapshot: Snapshot, position: Position) -> list[Suggestion]:
    """What may be typed at ``position`` of the document."""
    spot = locate(snapshot.text.lines, position)
    deck = snapshot.deck
    lang = language(snapshot.lang)
    if spot.on_key:
        return _keys(spot.path[:-1], spot, deck, lang)
    node = schema.node_at(spot.path)
    if node is None:
        return []
    if spot.bare and schema.is_object(node):
        return _keys(spot.path, spot, deck, lang)
    if is_expression(spot.path):
        return _expression(spot, deck)
    if spot.path == ("extends",):
        ids = resources.builtin_variant_ids()
        return [_at(spot, name, "variant", lang("editor-completion-variant"), "") for name in ids]
    return _values(spot, node, deck, lang)


def _at(spot: Spot, label: str, kind: str, detail: str, documentation: str, insert: str | None = None) -> Suggestion:
    """A suggestion replacing the scalar the cursor is in, up to the cursor."""
    return Suggestion(label, kind, detail, documentation, insert or label, spot.start, spot.cursor)


def _keys(container: JsonPath, spot: Spot, deck: Deck, lang: Language) -> list[Suggestion]:
    node = schema.node_at(container)
    if node is None:
        return []
    if schema.takes_any_key(node):
        detail = lang("editor-completion-card")
        return [_at(spot, word, "card", detail, "", f"{word}: ") for word in (*deck.ranks, *deck.extra)]
    found = []
    for key, value in schema.properties(node).items():
        title, description = (schema.words(value, (*container, key), part, lang) for part in ("title", "description"))
        found.append(_at(spot, key, "key", title, description, f"{key}: "))
    return found


def _values(spot: Spot, node: schema.Node, deck: Deck, lang: Language) -> list[Suggestion]:
    if spot.path[:2] == ("trump", "ranking") and len(spot.path) > 2:  # its items are the deck's cards
        words = (*deck.ranks[::-1], *(f"off-{rank}" for rank in deck.ranks[::-1]), *deck.extra)
        title = schema.words(schema.node_at(spot.path[:2]) or {}, spot.path[:2], "title", lang)
        return [_at(spot, word, "card", title, "") for word in words]
    title, description = (schema.words(node, spot.path, part, lang) for part in ("title", "description"))
    return [_at(spot, _yaml_text(value), "value", title, description) for value in schema.choices(node)]


def _yaml_text(value: Any) -> str:
    return ("true" if value else "false") if isinstance(value, bool) else str(value)


def _expression(spot: Spot, deck: Deck) -> list[Suggestion]:
    before = spot.scalar[: spot.offset]
    quoted = _open_quote(before)
    if quoted is not None:
        return _card_words(spot, before, quoted, deck)
    word = _NAME_BEFORE.search(before)
    typing = word is not None and spot.start + spot.offset == spot.cursor
    start = spot.cursor - len(word[0]) if word is not None and typing else spot.cursor
    rule = str(spot.path[-1])
    names = sorted(RULE_NAMES[rule])
    found = []
    for name in names:
        if name in FUNCTIONS:
            found.append(Suggestion(name, "function", FUNCTIONS[name].signature, FUNCTIONS[name].doc, f"{name}(", start, spot.cursor))
        elif name in VALUES:
            found.append(Suggestion(name, "name", VALUES[name].type.value, name_doc(name) or "", name, start, spot.cursor))
    found.extend(Suggestion(word, "keyword", "keyword", "", word, start, spot.cursor) for word in KEYWORDS)
    return found


def _open_quote(before: str) -> int | None:
    """Where the quoted text the cursor is in starts, or None if the cursor is not in quotes."""
    opened: int | None = None
    for index, char in enumerate(before):
        if char in "'\"":
            if opened is None:
                opened = index
            elif before[opened] == char:
                opened = None
    return opened


def _card_words(spot: Spot, before: str, quote: int, deck: Deck) -> list[Suggestion]:
    """Inside quotes in a call: the ranks, suits or card names its parameter takes."""
    wanted = _parameter_type(before[:quote])
    words = {Type.RANK: deck.ranks, Type.SUIT: deck.suits, Type.CARD_NAME: deck.cards}.get(wanted or Type.NONE, ())
    start = spot.start + quote + 1
    return [Suggestion(word, "card", wanted.value if wanted else "", "", word, start, spot.cursor) for word in words]


def _parameter_type(before: str) -> Type | None:
    """The type of the argument being written at the end of ``before`` (the text up to an opening quote)."""
    depth, commas = 0, 0
    for index in range(len(before) - 1, -1, -1):
        char = before[index]
        if char == ")":
            depth += 1
        elif char == "(" and depth:
            depth -= 1
        elif char == "(":
            name = _NAME_BEFORE.search(before[:index].rstrip())
            function = FUNCTIONS.get(name[0]) if name else None
            if function is None or commas >= len(function.params):
                return None
            return function.params[commas][1]
        elif char == "," and not depth:
            commas += 1
    return None
