"""A fast yes-or-no check of a document against a JSON Schema.

With the ``fast`` extra installed the schema is compiled by jsonschema-rs (in
Rust, about a hundred times faster on records); without it :mod:`jsonschema`
gives the same answers. Either way only ``is_valid`` is used: the wording of a
refusal always comes from :mod:`jsonschema`.
"""

from __future__ import annotations

from typing import Any


def compiled_validator(schema: dict[str, Any]) -> Any:
    """A draft 2020-12 validator of ``schema`` with an ``is_valid(document)`` method."""
    try:
        import jsonschema_rs
    except ImportError:
        from jsonschema import Draft202012Validator

        return Draft202012Validator(schema)
    return jsonschema_rs.Draft202012Validator(schema)
