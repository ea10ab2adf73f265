"""House-rule overlays: ``extends:`` chains and ``--set`` one-off changes.

A variant file may say ``extends: auction-pitch`` (a built-in id) or
``extends: ../base.yaml`` (a path relative to the file) and give only what
differs. Layers merge like this:

- mappings merge key by key, the upper layer winning; ``null`` removes a key
  (``auction: null`` for a game without bidding);
- lists whose items all have an ``id`` (scoring points) merge item by item by
  id: a known id updates that item, a new id is appended, ``drop: true`` removes
  it (and the same id given again after its drop is appended: a way to reorder);
- anything else (numbers, text, other lists) is replaced whole;
- a file's ``sources``, ``citations``, ``approximations`` and ``notes`` are its
  own: the upper layer does not inherit them (a house file, or a ``--set``
  change, is not what the base's sources describe; the rules document shows
  what the base's sources say about the rules it keeps).

Every merged value remembers the file and position it came from, so errors in
the resolved variant point into the file that wrote the offending value.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from .. import resources
from ..errors import Diagnostic, Location, VariantError
from ..fileio import describe_os_error
from ..limits import MAX_SETTINGS
from ..problems import problem
from .yaml_source import DocumentSource, JsonPath, SourceMap, YamlDocument, load_yaml_file, parse_yaml, parse_yaml_text, with_carets

MAX_CHAIN = 16
# Keys that belong to one file only: where its rules come from, not rules.
OWN_KEYS = ("sources", "citations", "approximations", "notes")


@dataclass
class LayeredSource:
    """A :class:`DocumentSource` for a merged document: each path maps to the layer that wrote it."""

    origins: dict[JsonPath, tuple[DocumentSource, JsonPath]] = field(default_factory=dict)
    files: dict[str, DocumentSource] = field(default_factory=dict)

    def _origin(self, path: JsonPath) -> tuple[DocumentSource, JsonPath]:
        for end in range(len(path), -1, -1):
            found = self.origins.get(path[:end])
            if found is not None:
                source, original = found
                return source, original + path[end:]
        raise KeyError(path)  # the root is always recorded

    def value_location(self, path: JsonPath) -> Location:
        """Location of the value at ``path`` in the file that wrote it."""
        source, original = self._origin(path)
        return source.value_location(original)

    def key_location(self, path: JsonPath) -> Location:
        """Location of the key of ``path`` in the file that wrote it."""
        source, original = self._origin(path)
        return source.key_location(original)

    def value_style(self, path: JsonPath) -> tuple[str | None, bool]:
        """Scalar style of the value at ``path`` in the file that wrote it."""
        source, original = self._origin(path)
        return source.value_style(original)

    def line_of(self, location: Location) -> str:
        """The line ``location`` points into, in whichever file it names."""
        source = self.files.get(location.path)
        return source.line_of(location) if source is not None else ""

    def problem_location(self, path: JsonPath, key: bool = False) -> Location:
        """Where to report a problem at ``path``: there, unless that is inside a built-in variant.

        A built-in variant is valid on its own, so a problem found in one was caused
        by what a house file (or ``--set``) changed: it is reported at the nearest
        value those wrote in the same section (sharing the longest part of ``path``),
        else at ``extends``.
        """
        source, original = self._origin(path)
        if not _is_builtin(source):
            return source.key_location(original) if key else source.value_location(original)
        for end in range(len(path) - 1, 0, -1):
            written = [
                self.value_location(p)
                for p, (origin, _) in self.origins.items()
                if p[:end] == path[:end] and len(p) > end and not _is_builtin(origin)
            ]
            if written:
                return min(written, key=lambda where: (where.path, where.line, where.column))
        return self.value_location(("extends",))


@dataclass(frozen=True)
class Resolved:
    """A variant document with every layer merged in, and where it came from."""

    document: YamlDocument
    path: str
    base: str | None


def resolve(
    name: str,
    label: str,
    settings: Sequence[str] = (),
    text: str | None = None,
    allow: Sequence[str] = (),
    settings_place: str | None = None,
) -> Resolved:
    """Load the file ``name`` (shown as ``label``), follow its ``extends`` chain, apply ``settings``.

    ``text``, when given, stands for the content of ``name`` itself (not of its bases).
    ``extends`` may name built-in ids, and files in the folder of ``name`` or below
    it, or in (and below) the folders listed in ``allow``. ``settings_place`` names
    where the settings were written when not on the command line (see :class:`SettingSource`).
    """
    chain: list[tuple[str, Location | None]] = []
    roots = (Path(os.path.realpath(Path(name).parent)), *(Path(os.path.realpath(folder)) for folder in allow))
    doc = _load_chain(Path(name), label, chain, roots, text)
    data, source = doc.data, doc.source
    base = data.get("extends") if isinstance(data, dict) else None
    if settings:
        data, source = _apply_settings(data, source, settings, settings_place)
    return Resolved(YamlDocument(data, source), label, base if isinstance(base, str) else None)


def _load_chain(
    path: Path, label: str, chain: list[tuple[str, Location | None]], roots: tuple[Path, ...], text: str | None = None
) -> YamlDocument:
    doc = load_yaml_file(path, label) if text is None else parse_yaml_text(text, label)
    data = doc.data
    if not isinstance(data, dict) or "extends" not in data:
        return doc
    target = data["extends"]
    where = doc.source.value_location(("extends",))
    if "id" not in data:
        raise VariantError(with_carets([problem(Location(label, 1, 1), "extends.needs_id")], doc.source))
    if not isinstance(target, str) or not target:
        raise VariantError(with_carets([problem(where, "extends.not_a_name")], doc.source))
    try:
        base_file = base_path(target, path, where, roots)
    except VariantError as err:
        raise VariantError(with_carets(err.diagnostics, doc.source)) from None
    key = os.path.realpath(base_file)
    chain.append((os.path.realpath(path), where))
    if key in (seen for seen, _ in chain):
        loop = " -> ".join(Path(seen).name for seen, _ in chain) + f" -> {Path(key).name}"
        raise VariantError([problem(w, "extends.cycle", loop=loop) for _, w in chain if w is not None])
    if len(chain) > MAX_CHAIN:
        raise VariantError(with_carets([problem(where, "extends.too_long", limit=MAX_CHAIN)], doc.source))
    try:
        base = _load_chain(base_file, str(base_file), chain, roots)
    except OSError as err:
        raise VariantError(with_carets([_unreadable(where, target, err)], doc.source)) from None
    if not isinstance(base.data, dict):
        return doc
    return _own_labels(merge(base, doc), doc, base)


HOUSE_DESCRIPTION = "House rules of {base}."
"""The description of a house file that gives none: the base's own would describe the base."""


def _own_labels(merged: YamlDocument, house: YamlDocument, base: YamlDocument) -> YamlDocument:
    """A house file's description is its own: the base's describes the base, not the house rules.

    (Its sources, citations, approximations and notes are its own too: :func:`merge` never
    takes them from a base.)
    """
    data = dict(merged.data)
    if "description" not in house.data and isinstance(base.data.get("name"), str):
        data["description"] = HOUSE_DESCRIPTION.format(base=base.data["name"])
        if isinstance(merged.source, LayeredSource):
            merged.source.origins[("description",)] = (house.source, ("extends",))
    return YamlDocument(data, merged.source)


def names_a_file(target: str) -> bool:
    """Whether an ``extends`` value is a path (relative to its file) rather than a built-in id."""
    return target.endswith((".yaml", ".yml")) or "/" in target or os.sep in target


def base_path(target: str, child: Path, where: Location, roots: tuple[Path, ...] | None = None) -> Path:
    """The file an ``extends: target`` in ``child`` names; VariantError at ``where`` if there is none.

    A file must be in (or below) the first of ``roots`` (by default ``child``'s
    folder), or, absolute or not, in (or below) one of the others.
    """
    if "\0" in target:
        raise VariantError([problem(where, "extends.nul")])
    roots = roots or (Path(os.path.realpath(child.parent)),)
    relative = child.parent / target
    if names_a_file(target):
        if not target.endswith((".yaml", ".yml")):
            raise VariantError([problem(where, "extends.not_yaml", target=target)])
        real = Path(os.path.realpath(relative))
        if not any(real.is_relative_to(root) for root in (roots[1:] if os.path.isabs(target) else roots)):
            folder = roots[0].name or str(roots[0])
            key = "extends.absolute" if os.path.isabs(target) else "extends.outside"
            raise VariantError([problem(where, key, folder=folder, target=target)])
        try:
            exists = relative.exists()
        except OSError as err:  # a name too long for the file system
            raise VariantError([_unreadable(where, target, err)]) from None
        if not exists:
            raise VariantError([problem(where, "extends.no_file", target=target)])
        return relative
    builtin = resources.builtin_variant_path(target)
    if builtin is None:
        ids = ", ".join(resources.builtin_variant_ids())
        raise VariantError([problem(where, "extends.no_builtin", target=target, ids=ids)])
    return builtin


def _unreadable(where: Location, target: str, err: OSError) -> Diagnostic:
    """The problem of an ``extends`` whose file cannot be read, at ``where``."""
    return problem(where, "extends.unreadable", target=target, reason=describe_os_error(err))


def merge(base: YamlDocument, upper: YamlDocument) -> YamlDocument:
    """Merge ``upper`` over ``base`` (see the module docstring), keeping every value's origin."""
    layered = LayeredSource()
    for doc in (base, upper):
        if isinstance(doc.source, LayeredSource):
            layered.files.update(doc.source.files)
        elif isinstance(doc.source, SourceMap):
            layered.files[doc.source.path] = doc.source
        elif isinstance(doc.source, SettingSource):
            layered.files[doc.source.label] = doc.source
    below = {key: value for key, value in base.data.items() if key not in OWN_KEYS}
    merged = _merge_node(below, base.source, (), upper.data, upper.source, (), (), layered)
    data = {key: value for key, value in merged.items() if key != "extends"}
    named = upper.data if "extends" in upper.data else base.data  # a --set layer keeps the file's base
    if "extends" in named:  # a file names its direct base, after its id
        identity = {"id": data.pop("id")} if "id" in data else {}
        data = {**identity, "extends": named["extends"], **data}
    return YamlDocument(data, layered)


def _merge_node(
    low: Any,
    low_source: DocumentSource,
    low_path: JsonPath,
    high: Any,
    high_source: DocumentSource,
    high_path: JsonPath,
    path: JsonPath,
    layered: LayeredSource,
) -> Any:
    if isinstance(low, dict) and isinstance(high, dict):
        layered.origins[path] = (high_source, high_path)
        merged: dict[str, Any] = {}
        for key, value in low.items():
            layered.origins[(*path, key)] = (low_source, (*low_path, key))
            merged[key] = value
        for key, value in high.items():
            if value is None:  # as in JSON Merge Patch: null removes the key
                merged.pop(key, None)
            elif key in low:
                merged[key] = _merge_node(
                    low[key], low_source, (*low_path, key), value, high_source, (*high_path, key), (*path, key), layered
                )
            else:
                layered.origins[(*path, key)] = (high_source, (*high_path, key))
                merged[key] = value
        return merged
    if _is_keyed(low) and _is_keyed(high):
        return _merge_keyed(low, low_source, low_path, high, high_source, high_path, path, layered)
    layered.origins[path] = (high_source, high_path)
    return high


def _is_keyed(value: Any) -> bool:
    """Whether ``value`` is a list of items with text ids (merged item by item)."""
    return isinstance(value, list) and bool(value) and all(isinstance(i, dict) and isinstance(i.get("id"), str) for i in value)


def _merge_keyed(
    low: list[dict[str, Any]],
    low_source: DocumentSource,
    low_path: JsonPath,
    high: list[dict[str, Any]],
    high_source: DocumentSource,
    high_path: JsonPath,
    path: JsonPath,
    layered: LayeredSource,
) -> list[dict[str, Any]]:
    layered.origins[path] = (high_source, high_path)
    items: list[tuple[Any, DocumentSource, JsonPath]] = [(i, low_source, (*low_path, n)) for n, i in enumerate(low)]
    index = {item["id"]: n for n, item in enumerate(low)}
    for n, item in enumerate(high):
        where = (*high_path, n)
        if item.get("drop") is True:
            if item["id"] not in index:
                raise VariantError([problem(high_source.value_location((*where, "id")), "extends.nothing_to_drop", id=repr(item["id"]))])
            items[index.pop(item["id"])] = (None, high_source, where)  # the id may come back, last
            continue
        if item["id"] in index:
            position = index[item["id"]]
            old, old_source, old_path = items[position]
            items[position] = ((old, old_source, old_path, item), high_source, where)
        else:
            index[item["id"]] = len(items)
            items.append((item, high_source, where))
    merged: list[dict[str, Any]] = []
    for entry, source, where in items:
        if entry is None:
            continue
        target = (*path, len(merged))
        if isinstance(entry, tuple):
            old, old_source, old_path, item = entry
            merged.append(_merge_node(old, old_source, old_path, item, source, where, target, layered))
        else:
            layered.origins[target] = (source, where)
            merged.append(entry)
    return merged


def _apply_settings(
    data: Any, source: DocumentSource, settings: Sequence[str], place: str | None
) -> tuple[Any, DocumentSource]:
    """Layer each ``path.to.key=value`` setting over the document, in order (written at ``place``, if not ``--set``)."""
    if len(settings) > MAX_SETTINGS:
        first_extra = SettingSource(settings[MAX_SETTINGS], None if place is None else f"{place}/{MAX_SETTINGS}")
        too_many = problem(first_extra.key_location(()), "setting.too_many", count=len(settings), limit=MAX_SETTINGS)
        raise VariantError(with_carets([too_many], first_extra))
    doc = YamlDocument(data, source)
    for index, setting in enumerate(settings):
        setting_source = SettingSource(setting, None if place is None else f"{place}/{index}")
        try:
            layer = _setting_document(setting_source, doc.data)
        except VariantError as err:
            raise VariantError(with_carets(err.diagnostics, setting_source)) from None
        doc = merge(doc, layer)
    return doc.data, doc.source


@dataclass(frozen=True)
class SettingSource:
    """A :class:`DocumentSource` for one setting: every value sits at its value text.

    A setting is a ``--set`` argument, or an item of a list of them written elsewhere,
    named by its ``place`` (a record's ``games.jsonl:2: settings/0``).
    """

    setting: str
    place: str | None = None

    @property
    def label(self) -> str:
        """How diagnostics name this setting: ``--set game.target``, or its place."""
        return self.place or f"--set {self.setting.partition('=')[0].strip()}"

    @property
    def named(self) -> str:
        """Where the setting was written, as messages choose their words by it: ``option`` (``--set``), or ``place``."""
        return "option" if self.place is None else "place"

    def value_location(self, path: JsonPath) -> Location:
        """Where the setting's value starts."""
        return Location(self.label, 1, self.setting.index("=") + 2)

    def key_location(self, path: JsonPath) -> Location:
        """Where the setting's key path starts."""
        return Location(self.label, 1, 1)

    def value_style(self, path: JsonPath) -> tuple[str | None, bool]:
        """Settings are plain one-line text."""
        return None, False

    def line_of(self, location: Location) -> str:
        """The setting itself."""
        return self.setting

    def problem_location(self, path: JsonPath, key: bool = False) -> Location:
        """A problem with a setting is reported at the setting."""
        return self.key_location(path) if key else self.value_location(path)


def _is_builtin(source: DocumentSource) -> bool:
    """Whether ``source`` is one of the built-in variant files."""
    return isinstance(source, SourceMap) and Path(source.path).resolve().parent == resources.variants_dir().resolve()


def _setting_document(source: SettingSource, current: Any) -> YamlDocument:
    """A document holding just the setting ``a.b.c=value``, merged like one more layer.

    A segment after a list of items with ids (``points.low.to``) names an item.
    """
    setting = source.setting
    key, equals, text = setting.partition("=")
    segments = key.strip().split(".")
    if not equals or not all(segments):
        where = Location(source.place or "--set", 1, 1)
        raise VariantError([problem(where, "setting.form", named=source.named, setting=repr(setting))])
    if segments[0] == "extends":
        raise VariantError([problem(source.key_location(()), "setting.extends", named=source.named)])
    prefix = "value: "
    try:
        value = parse_yaml((prefix + text).encode("utf-8", "surrogateescape"), source.label).data["value"]
    except VariantError as err:
        shift = len(key) + 1 - len(prefix)
        raise VariantError(
            [replace(d, location=Location(source.label, 1, max(d.location.column + shift, 1))) for d in err.diagnostics]
        ) from None
    node: Any = value
    for depth in range(len(segments) - 1, -1, -1):
        if _is_keyed(_walk(current, segments[:depth])):
            if not isinstance(node, dict):
                inside = problem(source.key_location(()), "setting.inside_item", named=source.named, key=key, item=segments[depth])
                raise VariantError([inside])
            node = [{"id": segments[depth], **node}]
        else:
            node = {segments[depth]: node}
    return YamlDocument(node, source)


def _walk(data: Any, segments: Sequence[str]) -> Any:
    """The node at ``segments`` (ids select items of keyed lists), or None."""
    for segment in segments:
        if isinstance(data, dict):
            data = data.get(segment)
        elif _is_keyed(data):
            data = next((item for item in data if item["id"] == segment), None)
        else:
            return None
    return data
