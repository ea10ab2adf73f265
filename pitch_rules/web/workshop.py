"""The house-rule workshop: check a house file as it is typed, edit it by form, try it out.

- :func:`check` gives exactly the diagnostics ``pitch-rules validate house.yaml``
  prints for the same text, then the rules document and the changes from the base.
- :func:`form_fields` lists the options of the resolved variant as form fields,
  built from the JSON Schema (titles, descriptions, choices); :func:`set_option`
  writes one into the house file, keeping its comments and layout.
- :func:`simulate` plays games of the house rules between bots, capped in number and time.

The text is only ever parsed as YAML data: nothing in it is run.
"""

from __future__ import annotations

import copy
import io
import json
import time
from dataclasses import dataclass
from typing import Any

from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import MarkedYAMLError, YAMLError

from .. import resources
from ..analysis import RunPlan, RunTotals, build_report
from ..analysis.formatting import figure, percent
from ..analysis.runner import play_one
from ..analysis.stats import rule_checks
from ..bots import BOTS
from ..docs import base_of, differences, rules_document
from ..docs.options import schema_words
from ..docs.words import own_words
from ..dsl import NumberLimitError
from ..engine import Rules
from ..errors import Diagnostic, Location, VariantError
from ..i18n import Language, Value, language
from ..problems import reading
from ..variant.loader import load_variant_text
from ..variant.model import Variant
from ..variant.yaml_source import MAX_BYTES, JsonPath, YamlDocument, parse_yaml_text, with_carets
from .library import markdown_html
from .wording import Refusal, Wording, wording

LABEL = "house.yaml"
"""The name the workshop's file goes by in diagnostics (and when downloaded)."""
SKIPPED = frozenset({"id", "extends", "sources", "citations", "approximations", "notes"})
"""Top-level keys the form leaves to the editor."""
MAX_SIMULATED_GAMES = 1000
SIMULATION_SECONDS = 20.0
SIMULATION_MAX_HANDS = 200


class WorkshopError(Refusal):
    """A request the workshop cannot carry out; the message says why, ``at`` a place of the file if it has one."""

    def __init__(self, key: str, at: Diagnostic | None = None, **values: Value) -> None:
        self.at = at
        super().__init__(key, **values)

    def said(self, words: Wording) -> str:
        """Why, in the language of ``words``: at its place of the file, with the line and a caret, if it has one."""
        message = super().said(words)
        return message if self.at is None else str(Diagnostic(self.at.location, message, self.at.detail))


@dataclass(frozen=True)
class Checked:
    """A house file checked: its diagnostics, or the variant, its base and its resolved data."""

    diagnostics: list[dict[str, Any]]
    variant: Variant | None = None
    base: Variant | None = None
    data: dict[str, Any] | None = None


def starter(base: Variant, words: Wording | None = None) -> str:
    """A house file that extends ``base`` and changes nothing yet, its comments and name in the language of ``words``."""
    words = words or wording()
    name = words.own(base.name)
    return (
        words("workshop-starter", base=name).rstrip("\n") + "\n"
        f"id: {base.id}-house\n"
        f"extends: {base.id}\n"
        f"name: {_scalar(words('workshop-starter-name', base=name))}\n"
        f"description: {_scalar(words('workshop-starter-description', base=name))}\n"
    )


def _scalar(text: str) -> str:
    """``text`` as a YAML value on one line: plain if YAML reads it as that text, else quoted."""
    plain = text[:1].isalnum() and ": " not in text and " #" not in text and not text.endswith(":")
    return text if plain else json.dumps(text, ensure_ascii=False)


def load(text: str, code: str = "en") -> Checked:
    """Check ``text`` as the variant file ``house.yaml``, its problems said in language ``code``."""
    try:
        with reading(code):
            variant, data = load_variant_text(text, LABEL)
    except VariantError as err:
        return Checked([_diagnostic(d) for d in err.diagnostics])
    return Checked([], variant, base_of(variant), data)


def _diagnostic(diagnostic: Any) -> dict[str, Any]:
    location = diagnostic.location
    return {
        "line": location.line,
        "column": location.column,
        "file": location.path,
        "message": diagnostic.message,
        "text": str(diagnostic),
    }


def check(text: str, words: Wording | None = None) -> dict[str, Any]:
    """What the workshop shows for ``text``: diagnostics, or the rules, the changes and the form, in the language of
    ``words``, with the state and the changes' heading in ``said``."""
    words = words or wording()
    checked = load(text, words.code)
    if checked.variant is None or checked.data is None:
        return {"diagnostics": checked.diagnostics, "said": {"state": words("workshop-problems", count=len(checked.diagnostics))}}
    variant, base = checked.variant, checked.base
    lang = language(words.code)
    try:
        document = rules_document(variant, base, lang)
    except NumberLimitError as err:  # the document's worked example took a score past the limit
        problem = Diagnostic(Location(LABEL, 1, 1), words.error("example-stopped", reason=words.said(err.said)))
        return {"diagnostics": [_diagnostic(problem)], "said": {"state": words("workshop-problems", count=1)}}
    changes = None if base is None else [str(d) for d in differences(base, variant, lang)]
    if base is None:
        base_line = words("workshop-no-base")
    else:
        base_line = words("workshop-changes" if changes else "workshop-unchanged", base=words.own(base.name))
    return {
        "diagnostics": [],
        "variant": {"id": variant.id, "name": words.own(variant.name), "players": variant.players.default},
        "base": None if base is None else {"id": base.id, "name": words.own(base.name)},
        "document": markdown_html(document),
        "differences": changes,
        "fields": form_fields(checked.data, lang),
        "said": {"state": words("workshop-ok", name=words.own(variant.name)), "base_line": base_line},
    }


# ----- the form, built from the schema ---------------------------------------------------


def _resolve(node: dict[str, Any]) -> dict[str, Any]:
    ref = node.get("$ref")
    if ref is None:
        return node
    found: dict[str, Any] = resources.schema("variant")["$defs"][ref.rsplit("/", 1)[-1]]
    return found


def _kind(node: dict[str, Any]) -> str | None:
    """The form control for a schema node, or None if the form leaves it to the editor."""
    kind = node.get("type")
    if "enum" in node:
        return "choice"
    if kind in ("integer", "boolean"):
        return str(kind)
    if kind == "string":
        return "text"
    if kind == "array":
        items = _resolve(node.get("items", {}))
        if items.get("type") in ("integer", "string") and "enum" not in items:
            return "list"
    return None


def _keyed(node: dict[str, Any]) -> bool:
    """Whether a schema node is a list of items with ids (they merge by id, like scoring points)."""
    items = _resolve(node.get("items", {})) if node.get("type") == "array" else {}
    return items.get("type") == "object" and "id" in items.get("properties", {})


def form_fields(data: dict[str, Any], lang: Language | None = None) -> list[dict[str, Any]]:
    """A form field for every option the schema describes and the resolved variant ``data`` has, titled and described
    in ``lang`` (the schema's words in English; other languages have them in their catalogs, as the rules documents do).

    Paths are written as for ``--set``: ``game.target``, ``points.low.to``.
    """
    fields: list[dict[str, Any]] = []
    words = _Words(lang or language())
    schema = resources.schema("variant")
    for key, node in schema["properties"].items():
        if key not in SKIPPED:
            _fields(_resolve(node), (key,), (key,), data.get(key), words.title(node, (key,)), fields, words)
    return fields


@dataclass(frozen=True)
class _Words:
    """The form's schema words in one language: a schema node's title and description, by its variant-file key
    (``points.*.to``)."""

    lang: Language

    def title(self, node: dict[str, Any], key: tuple[str, ...]) -> str:
        """The title of ``node``, the schema of ``key`` (its last key if the schema has none)."""
        return schema_words(node, ".".join(key), "title", self.lang) or key[-1]

    def description(self, node: dict[str, Any], key: tuple[str, ...]) -> str:
        """The description of ``node``, the schema of ``key`` ("" if the schema has none)."""
        return schema_words(node, ".".join(key), "description", self.lang)


def _fields(
    node: dict[str, Any], path: tuple[str, ...], key: tuple[str, ...], value: Any, group: str, out: list[dict[str, Any]], words: _Words
) -> None:
    """The form fields of ``node`` at form ``path`` (variant-file ``key``), holding ``value``, in ``group``."""
    kind = _kind(node)
    if kind is not None:
        out.append(
            {
                "path": ".".join(path),
                "group": group,
                "title": words.title(node, key),
                "description": words.description(node, key),
                "kind": kind,
                "choices": node.get("enum"),
                "value": value,
            }
        )
    elif node.get("type") == "object" and isinstance(value, dict) and "properties" in node:
        inner = group if len(path) > 1 or not node.get("title") else words.title(node, key)
        for name, sub in node["properties"].items():
            _fields(_resolve(sub), (*path, name), (*key, name), value.get(name), inner, out, words)
    elif _keyed(node) and isinstance(value, list):
        items = _resolve(node["items"])
        for item in value:
            if isinstance(item, dict) and isinstance(item.get("id"), str):
                named = own_words(str(item.get("name", item["id"])), words.lang)
                heading = f"{words.title(node, key)}: {named}"
                for name, sub in items["properties"].items():
                    if name != "id":
                        _fields(_resolve(sub), (*path, item["id"], name), (*key, "*", name), item.get(name), heading, out, words)


def _field_node(path: list[str]) -> tuple[dict[str, Any], list[bool]]:
    """The schema node of a form path, and for each step whether it names a keyed list's item."""
    node: dict[str, Any] = {"type": "object", "properties": resources.schema("variant")["properties"]}
    item_steps = []
    for depth, step in enumerate(path):
        if _keyed(node):
            node = _resolve(node["items"])
            item_steps.append(True)
        elif step in node.get("properties", {}) and not (depth == 0 and step in SKIPPED):
            node = _resolve(node["properties"][step])
            item_steps.append(False)
        else:
            raise WorkshopError("no-option", path=".".join(path))
    if _kind(node) is None:
        raise WorkshopError("in-editor", path=".".join(path))
    return node, item_steps


def _form_value(node: dict[str, Any], value: Any, where: str) -> Any:
    """The value a form sent, as the file should hold it (None: not set)."""
    kind = _kind(node)
    if value is None or value == "":
        return None
    if kind == "integer":
        if isinstance(value, bool) or not isinstance(value, (int, str)):
            raise WorkshopError("whole-number", path=where)
        try:
            return int(value)
        except ValueError:
            raise WorkshopError("whole-number-not", path=where, value=str(value)[:40]) from None
    if kind == "boolean":
        if not isinstance(value, bool):
            raise WorkshopError("yes-no", path=where)
        return value
    if not isinstance(value, str):
        raise WorkshopError("takes-text", path=where)
    if kind == "list":
        words = [w.strip() for w in value.replace(",", " ").split()]
        if _resolve(node["items"]).get("type") == "integer":
            try:
                return [int(w) for w in words]
            except ValueError:
                raise WorkshopError("whole-numbers", path=where) from None
        return words
    return value


def _first_difference(expected: Any, actual: Any, path: JsonPath = ()) -> JsonPath | None:
    """The path of the first value where ``actual`` differs from ``expected`` (None: nowhere)."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        for key in [*expected, *(k for k in actual if k not in expected)]:
            if key not in expected or key not in actual:
                return (*path, key)
            found = _first_difference(expected[key], actual[key], (*path, key))
            if found is not None:
                return found
        return None
    if isinstance(expected, list) and isinstance(actual, list) and len(expected) == len(actual):
        for index, (wanted, got) in enumerate(zip(expected, actual)):
            found = _first_difference(wanted, got, (*path, index))
            if found is not None:
                return found
        return None
    return None if expected == actual else path


def _put(document: Any, steps: list[str], item_steps: list[bool], value: Any, mapping: type[dict[str, Any]], sequence: type[list[Any]]) -> None:
    """Set ``value`` at the form path ``steps`` of ``document``, making the mappings and keyed items on the way."""
    target = document
    for index, (step, is_item) in enumerate(zip(steps[:-1], item_steps)):
        following_is_item = item_steps[index + 1]
        if is_item:
            found = next((item for item in target if isinstance(item, dict) and item.get("id") == step), None)
            if found is None:
                found = mapping(id=step)
                target.append(found)
            target = found
            continue
        child = target.get(step)
        if following_is_item and not isinstance(child, list):
            target[step] = child = sequence()
        elif not following_is_item and not isinstance(child, dict):
            target[step] = child = mapping()
        target = child
    target[steps[-1]] = value


def _writer() -> YAML:
    """The form's YAML writer: it keeps quotes and comments, lines unfolded, lists indented as in the built-in files."""
    yaml = YAML(typ="rt")
    yaml.preserve_quotes = True
    yaml.width = MAX_BYTES  # wider than any line: long values are not folded onto new lines
    yaml.indent(mapping=2, sequence=4, offset=2)
    return yaml


def _refused(read: YamlDocument, location: Location, key: str, **values: Value) -> WorkshopError:
    """WorkshopError ``key`` at ``location`` of the file ``read``, with its line and a caret."""
    (diagnostic,) = with_carets([Diagnostic(location, "")], read.source)
    return WorkshopError(key, at=diagnostic, **values)


def set_option(text: str, path: str, value: Any, code: str = "en") -> str:
    """``text`` with option ``path`` (``--set`` style) set to ``value``; comments and layout are kept.

    An empty value writes ``null``, which removes the option from what the file extends.
    The writer (ruamel) reads YAML a little differently from the loader, so the change is
    refused, at the place, unless the loader reads the written file as the old one with
    only this option changed. The file's problems are said in language ``code``.
    """
    with reading(code):
        return _set_option(text, path, value)


def _set_option(text: str, path: str, value: Any) -> str:
    steps = path.split(".")
    if not path or len(path) > 200 or not all(steps):
        raise WorkshopError("not-an-option")
    node, item_steps = _field_node(steps)
    new_value = _form_value(node, value, path)
    try:
        read = parse_yaml_text(text, LABEL)
    except VariantError as err:
        raise WorkshopError("fix-first", problem=str(err.diagnostics[0])) from None
    yaml = _writer()
    try:
        document = yaml.load(text)
    except YAMLError as err:
        mark = err.problem_mark if isinstance(err, MarkedYAMLError) else None
        where = Location(LABEL, 1, 1) if mark is None else Location(LABEL, mark.line + 1, mark.column + 1)
        problem = err.problem if isinstance(err, MarkedYAMLError) and err.problem else str(err)
        raise _refused(read, where, "form-cannot-read", problem=problem) from None
    written_value = new_value
    if isinstance(new_value, list):
        written_value = CommentedSeq(new_value)
        written_value.fa.set_flow_style()
    _put(document, steps, item_steps, written_value, CommentedMap, CommentedSeq)
    expected = copy.deepcopy(read.data)
    _put(expected, steps, item_steps, new_value, dict, list)
    out = io.StringIO()
    yaml.dump(document, out)
    written = out.getvalue()
    if len(written.encode("utf-8")) > MAX_BYTES:
        raise WorkshopError("too-large-file")
    try:
        rewritten = parse_yaml_text(written, LABEL).data
    except VariantError as err:  # e.g. a number of more digits than a file may hold
        raise WorkshopError("cannot-write", problem=str(err.diagnostics[0])) from None
    changed = _first_difference(expected, rewritten)
    if changed is not None:
        raise _refused(read, read.source.value_location(changed), "would-change")
    return written


# ----- trying the rules out ----------------------------------------------------------------


def simulate(variant: Variant, games: int, bot: str, seconds: float = SIMULATION_SECONDS) -> dict[str, Any]:
    """Play up to ``games`` (at most 1,000) games of ``variant`` between ``bot`` bots, for at most ``seconds``.

    Gives the simulation report (as ``simulate --json`` prints it), with how many
    games were asked for and whether the time limit stopped the run early.
    """
    if bot not in BOTS:
        raise WorkshopError("unknown-bot", bot=bot[:20], bots=", ".join(BOTS))
    if not 1 <= games <= MAX_SIMULATED_GAMES:
        raise WorkshopError("games", most=MAX_SIMULATED_GAMES)
    players = variant.players.default
    plan = RunPlan(variant.id, players, games, 1, (bot,) * players, rotate=False, max_hands=SIMULATION_MAX_HANDS)
    rules = Rules.from_variant(variant)
    deadline = time.monotonic() + seconds
    totals = RunTotals()
    for index in range(games):
        if time.monotonic() > deadline:
            break
        totals.add(play_one(rules, plan, index).summary)
    report = build_report(rules, plan, totals)
    report["asked"] = games
    report["stopped_early"] = totals.games < games
    return report


def report_words(report: dict[str, Any], variant: Variant, words: Wording) -> dict[str, Any]:
    """What the page shows of a simulation ``report`` of ``variant``, said in the language of ``words``: the headline
    figures, and the charts with their titles, rows and values (the page draws them and holds no words)."""
    lang = language(words.code)
    described = {check.id: check.words(lang) for check in rule_checks(Rules.from_variant(variant))}
    stopped = " " + words("report-stopped", asked=report["asked"]) if report["stopped_early"] else ""
    headline = [
        {"figure": str(report["games"]), "words": words("report-games", count=report["games"]) + stopped},
        {"figure": str(report["hands"]), "words": words("report-hands", count=report["hands"])},
        {"figure": percent(report["bids"]["make_rate"], lang), "words": words("report-made")},
        {"figure": figure(report["points"]["per_hand"], 2, lang), "words": words("report-per-hand")},
        {"figure": figure(report["dealer_advantage"], 2, lang, signed=True), "words": words("report-edge"), "id": "dealer-edge"},
    ]
    charts = []
    levels = [row for row in report["bids"]["by_level"] if row["hands"] > 0]
    if levels:
        charts.append(_chart(words("report-make-rate"), [
            (words("report-bid", bid=row["bid"]), row["make_rate"], words("report-of", rate=percent(row["make_rate"], lang), hands=row["hands"]))
            for row in levels
        ]))
    charts.append(_chart(words("report-points"), [(words.own(row["name"]), row["rate"], percent(row["rate"], lang)) for row in report["points"]["by_point"]]))
    charts.append(_chart(words("report-rules"), [
        (described[row["rule"]][0], row["rate"], percent(row["rate"], lang), described[row["rule"]][1]) for row in report["rules"]
    ]))
    cut_off = report["wins"]["cut_off"]
    charts.append(_chart(words("report-wins"), [
        (lang("report-seat", seat=row["seat"]), row["rate"], f"{row['wins']} ({percent(row['rate'], lang)})") for row in report["wins"]["by_seat"]
    ], words("report-cut-off", count=cut_off, hands=SIMULATION_MAX_HANDS) if cut_off else ""))
    lengths = report["game_length"]["histogram"]
    most = max([1, *lengths.values()])
    charts.append(_chart(words("report-length", mean=figure(report["game_length"]["mean"], 1, lang)), [
        (words("report-length-hands", hands=int(hands)), count / most, str(count)) for hands, count in lengths.items()
    ]))
    return {"headline": headline, "charts": charts}


def _chart(title: str, rows: list[tuple[Any, ...]], note: str = "") -> dict[str, Any]:
    """A chart: its title, each row's label, bar (a rate from 0 to 1), value and longer title, and a note."""
    return {
        "title": title,
        "rows": [{"label": row[0], "rate": row[1] or 0, "value": row[2], "title": row[3] if len(row) > 3 else row[0]} for row in rows],
        "note": note,
    }
