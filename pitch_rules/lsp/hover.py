"""What hovering shows: an option's schema words and rules sentence, an expression in words, a name's doc.

All of it in the editor's language, and little worded anew (the labels of the
file's value and of the document's sentences): titles and descriptions come from
the JSON Schema (in another language, from that language's catalogs, as the
workshop's form has them), rules sentences from the rules document's describers
and choices, expressions from the renderer of the rules document, names from the
scoring language's own docs.
"""

from __future__ import annotations

import re
from typing import Any

from ..dsl import FUNCTIONS, VALUES, Deck, DslError, compile_expression
from ..dsl.english import UndescribedError, english
from ..docs.choices import CHOICES, choice_id
from ..docs.describers import DESCRIBERS, describe_point, rule_voice
from ..docs.options import file_key, option_title, option_words
from ..docs.words import voice_of
from ..i18n import Language, language
from ..variant.loader import EXPRESSIONS, RULE_NAMES
from ..variant.model import Variant
from ..variant.rule_paths import OptionPath, keyed_items, options
from ..variant.yaml_source import JsonPath
from . import schema
from .cursor import Spot, locate
from .snapshot import Snapshot
from .text import Position

_NAME = re.compile(r"[a-z_][a-z0-9_]*")

_RULE_TYPES = {rule: typ for _, rule, typ in EXPRESSIONS}
"""The type each kind of scoring rule gives (``made``: true/false...)."""


def hover(snapshot: Snapshot, position: Position) -> str | None:
    """Markdown for the place at ``position`` of the document."""
    spot = locate(snapshot.text.lines, position)
    node = schema.node_at(spot.path) if spot.path else None
    if node is None:
        return None
    document, variant = snapshot.checked.document, snapshot.checked.variant
    data = document.data if document is not None else None
    lang = language(snapshot.lang)
    if is_expression(spot.path) and not spot.on_key:
        return _expression(spot, data, variant, snapshot.deck, lang)
    words = [f"**{_title(spot.path, lang)}** (`{schema.dotted(spot.path)}`)", schema.words(node, spot.path, "description", lang)]
    if variant is not None and data is not None:
        words.extend(_rules_words(variant, _model_path(spot.path, data), lang))
    return "\n\n".join(word for word in words if word)


def is_expression(path: JsonPath) -> bool:
    """Whether the value at ``path`` is a scoring expression (``points[].to``, ``contract.made``...)."""
    key = path[-1] if path else None
    return isinstance(key, str) and key in RULE_NAMES and len(path) > 1 and schema.node_at(path) is not None


def name_doc(name: str) -> str | None:
    """The documentation of a built-in name of the scoring language, as ``docs/dsl.md`` gives it."""
    if name in FUNCTIONS:
        function = FUNCTIONS[name]
        return f"`{function.signature}`\n\n{function.doc}"
    if name in VALUES:
        value = VALUES[name]
        return f"`{value.name}`: {value.type.value}\n\n{value.doc}"
    return None


def _expression(spot: Spot, data: Any, variant: Variant | None, deck: Deck, lang: Language) -> str | None:
    """A name's documentation at the cursor, else the expression in words if it type-checks in its rule with ``deck``
    (under its title in ``lang``)."""
    for match in _NAME.finditer(spot.scalar):
        if match.start() <= spot.offset <= match.end() and (doc := name_doc(match[0])):
            return doc
    source = _value(data, spot.path) if data is not None else None
    source = source if isinstance(source, str) else spot.scalar
    rule = str(spot.path[-1])
    try:
        expression = compile_expression(source, _RULE_TYPES[rule], RULE_NAMES[rule], deck)
    except DslError:
        return None  # half typed or wrong: it has no words, and its diagnostic says why
    voice = voice_of(variant, lang) if variant is not None else None
    if variant is not None and data is not None:
        model = _model_path(spot.path, data)
        if model in options(variant):
            voice = rule_voice(variant, model, lang)
    try:
        words = english(expression, voice).text
    except UndescribedError:
        return None  # an extra card's name, unknown until the file is valid
    return f"**{_title(spot.path, lang)}**: {words}"


def _rules_words(variant: Variant, model: OptionPath, lang: Language) -> list[str]:
    """What the variant says at option ``model``, in ``lang``: its value in words and the rules document's sentences."""
    found = options(variant)
    words = []
    if model in found:
        value = option_words(variant, model, found[model], lang)
        words.append(lang("editor-hover-this-variant", option=option_title(variant, model, lang), value=value))
    sentences = _document_sentences(variant, model, lang)
    if sentences:
        words.append(lang("editor-hover-rules-document", sentences=" ".join(sentences)))
    return words


def _document_sentences(variant: Variant, model: OptionPath, lang: Language) -> list[str]:
    """The rules document's paragraphs about option ``model`` in ``lang`` (a scoring point's own sentence for a point)."""
    items = keyed_items(variant)
    if model[:1] == ("points",) and model[:2] in items:
        return [describe_point(variant, items[model[:2]], lang, emphasis="")]
    paragraphs = [
        paragraph
        for describer in DESCRIBERS.values()
        if any(model[: len(read.split("."))] == tuple(read.split(".")) for read in describer.reads)
        for paragraph in describer.describe(variant, lang)
    ]
    chosen = options(variant).get(model)
    values = CHOICES.get(file_key(model), ()) if model in options(variant) else ()
    if isinstance(chosen, str) and chosen in values:
        lead = lang.lead(choice_id(file_key(model), chosen)).strip()
        paragraphs = [p for p in paragraphs if lead in p] or paragraphs
    return [p.replace("**", "") for p in paragraphs]


def _model_path(path: JsonPath, data: Any) -> OptionPath:
    """The option path of a place in the file: list items with ids by id, other list items by their list."""
    model: list[str] = []
    node = data
    for step in path:
        if isinstance(step, int):
            item = node[step] if isinstance(node, list) and step < len(node) else None
            if not (isinstance(item, dict) and isinstance(item.get("id"), str)):
                break
            model.append(item["id"])
            node = item
        else:
            model.append(step)
            node = node.get(step) if isinstance(node, dict) else None
    return tuple(model)


def _value(data: Any, path: JsonPath) -> Any:
    node = data
    for step in path:
        if isinstance(step, int) and isinstance(node, list) and step < len(node):
            node = node[step]
        elif isinstance(step, str) and isinstance(node, dict):
            node = node.get(step)
        else:
            return None
    return node


def _title(path: JsonPath, lang: Language) -> str:
    """The schema's title of the place at ``path`` in ``lang``; an entry of a table (``trick_points.T``) by its table's."""
    title = schema.words(schema.node_at(path) or {}, path, "title", lang)
    if title or len(path) < 2:
        return title or str(path[-1])
    return f"{_title(path[:-1], lang)} › {path[-1]}"

