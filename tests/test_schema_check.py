"""Tests of JSON Schema errors turned into located diagnostics."""

from __future__ import annotations

import copy
import random
from typing import Any

from pitch_rules.errors import Diagnostic
from pitch_rules.variant.schema_check import schema_diagnostics
from pitch_rules.variant.yaml_source import parse_yaml

SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "type": "object",
    "additionalProperties": False,
    "required": ["name", "game"],
    "properties": {
        "name": {"type": "string", "minLength": 1, "maxLength": 20, "pattern": "^[a-z-]*$"},
        "game": {
            "type": "object",
            "additionalProperties": False,
            "required": ["target", "points"],
            "properties": {
                "target": {"type": "integer", "minimum": 7, "maximum": 21},
                "points": {
                    "type": "array",
                    "items": {"type": "string"},
                    "minItems": 1,
                    "maxItems": 4,
                    "uniqueItems": True,
                },
                "sides": {
                    "type": "object",
                    "additionalProperties": False,
                    "properties": {"kind": {"enum": ["solo", "partnership"]}},
                },
            },
        },
        "players": {
            "type": "object",
            "additionalProperties": False,
            "properties": {
                "min": {"type": "integer", "exclusiveMinimum": 1},
                "max": {"type": "integer", "maximum": 7},
            },
        },
        "bid": {
            "oneOf": [
                {
                    "type": "object",
                    "additionalProperties": False,
                    "required": ["kind", "value"],
                    "properties": {"kind": {"const": "fixed"}, "value": {"type": "integer"}},
                },
                {
                    "type": "object",
                    "additionalProperties": False,
                    "required": ["kind"],
                    "properties": {"kind": {"const": "open"}, "limit": {"type": "integer"}},
                },
            ]
        },
    },
}

VALID = "name: pitch\ngame:\n  target: 11\n  points: [high, low, jack, game]\n"


def check(text: str) -> list[tuple[int, int, str]]:
    """(line, column, message) of every diagnostic for ``text``."""
    diagnostics = schema_diagnostics(parse_yaml(text.encode(), "v.yaml"), SCHEMA)
    assert all(isinstance(d, Diagnostic) and d.location.path == "v.yaml" for d in diagnostics)
    return [(d.location.line, d.location.column, d.message) for d in diagnostics]


def test_valid_document_has_no_diagnostics() -> None:
    assert check(VALID) == []
    assert check(VALID + "bid: {kind: open}\nplayers: {min: 2, max: 7}\n") == []


def test_unknown_key_with_did_you_mean() -> None:
    assert check(VALID + "  targt: 10\n") == [(5, 3, "unknown key 'targt' in 'game'; did you mean 'target'?")]


def test_unknown_key_without_close_match_lists_allowed_keys() -> None:
    assert check(VALID + "players:\n  zzz: 1\n") == [(6, 3, "unknown key 'zzz' in 'players' (allowed: min, max)")]


def test_unknown_top_level_keys_each_get_a_diagnostic() -> None:
    assert check(VALID + "nmae: x\nqqqqqq: 1\n") == [
        (5, 1, "unknown key 'nmae' at the top level; did you mean 'name'?"),
        (6, 1, "unknown key 'qqqqqq' at the top level (allowed: name, game, players, bid)"),
    ]


def test_wrong_type() -> None:
    assert check(VALID + "players:\n  max: seven\n") == [
        (6, 8, "'players.max' must be an integer, not a string ('seven')")
    ]


def test_boolean_is_not_an_integer() -> None:
    assert check(VALID + "players:\n  max: true\n") == [
        (6, 8, "'players.max' must be an integer, not a boolean (true)")
    ]


def test_list_item_type_uses_index_in_path() -> None:
    text = "name: pitch\ngame:\n  target: 11\n  points: [high, 3]\n"
    assert check(text) == [(4, 18, "'game.points[1]' must be a string, not an integer (3)")]


def test_out_of_range() -> None:
    assert check(VALID + "players:\n  max: 9\n  min: 1\n") == [
        (6, 8, "'players.max' is 9, above the maximum of 7"),
        (7, 8, "'players.min' is 1, but must be above 1"),
    ]
    assert check(VALID.replace("11", "3")) == [(3, 11, "'game.target' is 3, below the minimum of 7")]


def test_enum_with_hint() -> None:
    assert check(VALID + "  sides: {kind: Solo}\n") == [
        (5, 17, "'game.sides.kind' must be one of: solo, partnership (got 'Solo'); did you mean 'solo'?")
    ]


def test_enum_without_hint() -> None:
    assert check(VALID + "  sides:\n    kind: duo\n") == [
        (6, 11, "'game.sides.kind' must be one of: solo, partnership (got 'duo')")
    ]


def test_missing_required_keys() -> None:
    assert check("name: pitch\ngame:\n  sides: {}\n") == [
        (3, 3, "'game' is missing required key 'points'"),
        (3, 3, "'game' is missing required key 'target'"),
    ]
    assert check("name: pitch\n") == [(1, 1, "missing required top-level key 'game'")]


def test_string_length_and_pattern() -> None:
    assert check(VALID.replace("pitch", "''")) == [(1, 7, "'name' must not be empty")]
    assert check(VALID.replace("pitch", "p" * 21)) == [(1, 7, "'name' has 21 characters, more than the maximum of 20")]
    assert check(VALID.replace("pitch", "Pitch")) == [(1, 7, "'name' must match the pattern '^[a-z-]*$' (got 'Pitch')")]


def test_list_size_and_uniqueness() -> None:
    assert check(VALID.replace("[high, low, jack, game]", "[]")) == [(4, 11, "'game.points' must not be empty")]
    assert check(VALID.replace("game]", "game, x]")) == [
        (4, 11, "'game.points' has 5 items, more than the maximum of 4")
    ]
    assert check(VALID.replace("jack", "high")) == [(4, 23, "'game.points' lists 'high' more than once")]


def test_one_of_reports_the_branch_whose_discriminator_matches() -> None:
    assert check(VALID + "bid: {kind: fixed}\n") == [(5, 6, "'bid' is missing required key 'value'")]
    assert check(VALID + "bid: {kind: open, limit: x}\n") == [
        (5, 26, "'bid.limit' must be an integer, not a string ('x')")
    ]


def test_one_of_without_matching_discriminator_picks_a_specific_error() -> None:
    [(line, column, message)] = check(VALID + "bid: 5\n")
    assert (line, column) == (5, 6)
    assert message == "'bid' must be a mapping, not an integer (5)"


def test_keys_that_are_not_identifiers_are_quoted_in_paths() -> None:
    schema = {"type": "object", "additionalProperties": {"type": "object", "additionalProperties": {"type": "integer"}}}
    doc = parse_yaml(b"scores:\n  10: x\n", "v.yaml")
    [diagnostic] = schema_diagnostics(doc, schema)
    assert f"{diagnostic.location}: {diagnostic.message}" == "v.yaml:2:7: 'scores[\"10\"]' must be an integer, not a string ('x')"
    assert diagnostic.detail == "      10: x\n          ^"


def test_property_names_are_reported_at_the_key() -> None:
    schema = {"type": "object", "properties": {"points": {"type": "object", "propertyNames": {"enum": ["T", "A"]}}}}
    doc = parse_yaml(b"points: {T: 10, X: 3}\n", "v.yaml")
    [diagnostic] = schema_diagnostics(doc, schema)
    assert (diagnostic.location.line, diagnostic.location.column) == (1, 17)
    assert diagnostic.message == "key 'X' in 'points' must be one of: T, A (got 'X')"


def test_long_fallback_messages_are_trimmed() -> None:
    schema = {"type": "object", "properties": {"a": {"not": {"type": "string"}}}}
    doc = parse_yaml(b"a: " + b"x" * 500 + b"\n", "v.yaml")
    [diagnostic] = schema_diagnostics(doc, schema)
    assert (diagnostic.location.line, diagnostic.location.column) == (1, 4)
    assert diagnostic.message.startswith("'a': ")
    assert len(diagnostic.message) <= 200


def test_diagnostics_are_sorted_and_unique() -> None:
    text = "zzz: 1\nname: Pitch\ngame:\n  target: 99\n  points: [a, a]\n"
    found = check(text)
    assert [(line, column) for line, column, _ in found] == [(1, 1), (2, 7), (4, 11), (5, 15)]
    assert len(set(found)) == len(found)


def test_same_schema_gives_same_results_twice() -> None:
    assert check(VALID + "  targt: 1\n") == check(VALID + "  targt: 1\n")


def test_misspelt_required_key_is_reported_once() -> None:
    """A misspelling of a required key gets the did-you-mean, not a second 'missing' error."""
    assert check(VALID.replace("target:", "targt:")) == [
        (3, 3, "unknown key 'targt' in 'game'; did you mean 'target'?")
    ]
    missing = check(VALID.replace("  target: 11\n", "  colour: red\n"))
    assert (3, 3, "'game' is missing required key 'target'") in missing


# ----- the compiled validator and the reference one ------------------------------


def _variant_mutant(rng: random.Random, data: Any) -> Any:
    """``data`` with one value somewhere replaced, removed or joined by another key."""
    mutant = copy.deepcopy(data)
    node = mutant
    while True:
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        if not keys:
            return mutant
        key = rng.choice(keys)
        if isinstance(node[key], (dict, list)) and node[key] and rng.random() < 0.7:
            node = node[key]
            continue
        choice = rng.randrange(4)
        if choice == 0 and isinstance(node, dict):
            del node[key]
        elif choice == 1 and isinstance(node, dict):
            node[rng.choice(["bogus", "target", "id", "name", "to", "card"])] = rng.choice(_VALUES)
        else:
            node[key] = rng.choice(_VALUES)
        return mutant


_VALUES: list[Any] = [
    None, True, False, 0, -3, 11, 1.5, 2.0, 10**17, "", "x", "abc\n", "TH", "off-J", "JK", "holder(card)", "won >= bid",
    "a b", "é", [], [1, 1], ["x", "x"], {}, {"id": "x"},
]  # fmt: skip


def test_the_compiled_validator_accepts_nothing_the_reference_refuses() -> None:
    """Documents the compiled validator accepts skip the reference validator, so it must never accept
    one the reference would refuse (when it refuses, the reference has the last word)."""
    from pitch_rules import resources
    from pitch_rules.variant.loader import resolved_data
    from pitch_rules.variant.schema_check import _compiled_validator, _reference_validator

    schema = resources.schema("variant")
    compiled, reference = _compiled_validator(schema), _reference_validator(schema)
    documents = [resolved_data(variant_id, (), ()) for variant_id in resources.builtin_variant_ids()]
    rng = random.Random("compiled variant check")
    accepted = 0
    for _ in range(1500):
        mutant = _variant_mutant(rng, rng.choice(documents))
        if compiled.is_valid(mutant):
            accepted += 1
            assert reference.is_valid(mutant), mutant
    assert 100 < accepted < 1500
