"""Tests of the strict, position-tracking YAML loader."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pitch_rules.errors import Diagnostic, VariantError
from pitch_rules.variant.yaml_source import MAX_BYTES, YamlDocument, load_yaml_file, parse_yaml


def only_error(raw: bytes) -> Diagnostic:
    """The single diagnostic that parsing ``raw`` must produce."""
    with pytest.raises(VariantError) as caught:
        parse_yaml(raw, "v.yaml")
    assert len(caught.value.diagnostics) == 1, caught.value.diagnostics
    return caught.value.diagnostics[0]


def where(diagnostic: Diagnostic) -> tuple[int, int]:
    return diagnostic.location.line, diagnostic.location.column


# --- values and positions -------------------------------------------------------------


def test_plain_values_and_positions() -> None:
    raw = b"name: Pitch\ngame:\n  target: 11\n  ratio: 1.5\n  on: yes\n  10: 5\n  tags: [a, 'b']\n"
    doc = parse_yaml(raw, "v.yaml")
    assert doc.data == {
        "name": "Pitch",
        "game": {"target": 11, "ratio": 1.5, "on": "yes", "10": 5, "tags": ["a", "b"]},
    }
    source = doc.source
    assert source.path == "v.yaml"
    assert source.value_location(("game", "target")).line == 3
    assert source.value_location(("game", "target")).column == 11
    assert str(source.key_location(("game", "target"))) == "v.yaml:3:3"
    assert str(source.value_location(("game", "tags", 1))) == "v.yaml:7:13"
    assert str(source.key_location(("game", "tags", 1))) == "v.yaml:7:13"  # no key: falls back to the value
    assert str(source.value_location(("game", "nope", 3))) == "v.yaml:3:3"  # nearest ancestor: 'game'
    assert str(source.value_location(())) == "v.yaml:1:1"
    assert source.line_text(3) == "  target: 11"
    assert source.line_text(0) == source.line_text(99) == ""


def test_scalar_styles() -> None:
    doc = parse_yaml(b"a: plain\nb: 'single'\nc: \"double\"\nd: |\n  x\n  y\ne: >\n  folded\n", "v.yaml")
    assert doc.data["d"] == "x\ny\n"
    assert doc.source.value_style(("a",)) == (None, False)
    assert doc.source.value_style(("b",)) == ("'", False)
    assert doc.source.value_style(("c",)) == ('"', False)
    assert doc.source.value_style(("d",)) == ("|", True)
    assert doc.source.value_style(("e",)) == (">", True)
    assert doc.source.value_style(("missing",)) == (None, False)


def test_resolver_has_no_norway_problem() -> None:
    raw = b"a: yes\nb: no\nc: on\nd: off\ne: true\nf: FALSE\ng: True\n"
    raw += b"h: 2024-01-01\ni: 12:30\nj: ~\nk:\nl: 0x1F\nm: 1e3\n"
    assert parse_yaml(raw, "v.yaml").data == {
        "a": "yes",
        "b": "no",
        "c": "on",
        "d": "off",
        "e": True,
        "f": False,
        "g": True,
        "h": "2024-01-01",
        "i": "12:30",
        "j": None,
        "k": None,
        "l": 31,
        "m": 1000.0,
    }


def test_keys_are_raw_text() -> None:
    assert parse_yaml(b"10: 5\non: 1\ntrue: 2\n~: 3\n", "v.yaml").data == {"10": 5, "on": 1, "true": 2, "~": 3}


def test_explicit_core_tags_are_allowed() -> None:
    assert parse_yaml(b"a: !!str 10\nb: !!int '7'\n", "v.yaml").data == {"a": "10", "b": 7}


def test_byte_order_mark_is_accepted() -> None:
    doc = parse_yaml(b"\xef\xbb\xbfa: 1\n", "v.yaml")
    assert doc.data == {"a": 1}
    assert str(doc.source.key_location(("a",))) == "v.yaml:1:1"


# --- syntax -----------------------------------------------------------------------------


def test_syntax_error() -> None:
    error = only_error(b"a: 1\n  b: 2\n")
    assert where(error) == (2, 4)
    assert "mapping values are not allowed here" in error.message
    assert error.detail == "      b: 2\n       ^"


def test_unclosed_flow_list() -> None:
    error = only_error(b"a: [1, 2\n")
    assert where(error) == (2, 1)
    assert "expected ',' or ']'" in error.message and "end of the file" in error.message


def test_tab_indentation() -> None:
    error = only_error(b"game:\n\ttarget: 11\n")
    assert where(error) == (2, 1)
    assert error.message == "tab character in indentation; YAML indents with spaces"


def test_control_character() -> None:
    error = only_error(b"a: 1\nb: x\x00y\n")
    assert where(error) == (2, 5)
    assert "U+0000" in error.message


# --- structure rules ----------------------------------------------------------------------


def test_duplicate_key() -> None:
    error = only_error(b"target: 11\nname: x\ntarget: 21\n")
    assert where(error) == (3, 1)
    assert error.message == "duplicate key 'target' (first defined at line 1)"


def test_duplicate_key_in_flow_mapping() -> None:
    error = only_error(b"a:\n  b: {c: 1, c: 2}\n")
    assert where(error) == (2, 13)
    assert "duplicate key 'c'" in error.message


def test_anchor_is_rejected() -> None:
    error = only_error(b"a: &x 1\nb: 2\n")
    assert where(error) == (1, 4)
    assert error.message == "YAML anchors and aliases are not allowed; write the value out"


def test_alias_is_rejected() -> None:
    error = only_error(b"a: 1\nb: *x\n")
    assert where(error) == (2, 4)
    assert "anchors and aliases are not allowed" in error.message


def test_billion_laughs_fails_fast() -> None:
    lines = [b'a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    for prev, name in zip("abcdefgh", "bcdefghi"):
        lines.append(f"{name}: &{name} [".encode() + b", ".join([f"*{prev}".encode()] * 9) + b"]")
    start = time.perf_counter()
    error = only_error(b"\n".join(lines) + b"\n")
    assert time.perf_counter() - start < 0.5
    assert where(error) == (1, 4)


def test_merge_key_is_rejected() -> None:
    error = only_error(b"base: {a: 1}\nother:\n  <<: {a: 2}\n")
    assert where(error) == (3, 3)
    assert "merge keys" in error.message


def test_non_scalar_key_is_rejected() -> None:
    error = only_error(b"a: 1\n[x, y]: 2\n")
    assert where(error) == (2, 1)
    assert "key must be a plain value, not a list" in error.message


def test_top_level_list() -> None:
    error = only_error(b"# rules\n- a\n- b\n")
    assert where(error) == (2, 1)
    assert error.message == "expected a mapping at the top level, found a list"


def test_top_level_string() -> None:
    error = only_error(b"\n  just text\n")
    assert where(error) == (2, 3)
    assert error.message == "expected a mapping at the top level, found a string"


def test_multiple_documents() -> None:
    error = only_error(b"a: 1\n---\nb: 2\n")
    assert where(error) == (2, 1)
    assert "only one YAML document" in error.message


def test_nesting_limit() -> None:
    # The top-level mapping is level 1, so 63 nested lists fit and 64 do not.
    assert parse_yaml(b"x: " + b"[" * 63 + b"]" * 63, "v.yaml").data["x"]
    error = only_error(b"x: " + b"[" * 64 + b"]" * 64)
    assert where(error) == (1, 67)
    assert "nesting is too deep" in error.message


def test_deep_block_nesting() -> None:
    raw = b"".join(b" " * depth + b"k:\n" for depth in range(100))
    error = only_error(raw)
    assert where(error) == (65, 65)
    assert "nesting is too deep" in error.message


# --- tags ----------------------------------------------------------------------------------


def test_python_object_tag() -> None:
    error = only_error(b'safe: 1\nboom: !!python/object/apply:os.system ["echo hi"]\n')
    assert where(error) == (2, 7)
    assert error.message == "YAML tag '!!python/object/apply:os.system' is not allowed"


@pytest.mark.parametrize(
    ("raw", "tag"),
    [(b"a: !!binary aGk=\n", "!!binary"), (b"a: !!set {x: null}\n", "!!set"), (b"a: !foo 1\n", "!foo")],
)
def test_other_tags(raw: bytes, tag: str) -> None:
    error = only_error(raw)
    assert where(error) == (1, 4)
    assert error.message == f"YAML tag '{tag}' is not allowed"


def test_tag_that_does_not_fit_its_value() -> None:
    error = only_error(b"a: !!int ten\n")
    assert where(error) == (1, 4)
    assert "'ten' is not a valid !!int value" in error.message


def test_all_problems_are_reported() -> None:
    with pytest.raises(VariantError) as caught:
        parse_yaml(b"a: !!binary aGk=\nb: 1\nb: 2\n", "v.yaml")
    assert [where(d) for d in caught.value.diagnostics] == [(1, 4), (3, 1)]


# --- bytes -------------------------------------------------------------------------------


@pytest.mark.parametrize("raw", [b"", b"   \n\n", b"# only a comment\n  # and another\n", b"---\n"])
def test_empty_file(raw: bytes) -> None:
    error = only_error(raw)
    assert where(error) == (1, 1)
    assert error.message == "file is empty; expected a mapping of variant settings"


def test_invalid_utf8() -> None:
    error = only_error(b"a: 1\nb: caf\xe9\n")
    assert where(error) == (2, 7)
    assert error.message == "file is not valid UTF-8 text (byte 0xe9 at offset 11)"


def test_file_too_large() -> None:
    raw = b"a: " + b"x" * (MAX_BYTES - 2)
    assert len(raw) == MAX_BYTES + 1
    error = only_error(raw)
    assert where(error) == (1, 1)
    assert error.message == f"file is too large ({MAX_BYTES + 1} bytes; the limit is 1 MiB)"


def test_load_yaml_file(tmp_path: Path) -> None:
    path = tmp_path / "v.yaml"
    path.write_bytes(b"a: 1\n")
    assert load_yaml_file(path).source.path == str(path)
    doc = load_yaml_file(path, label="variants/v.yaml")
    assert isinstance(doc, YamlDocument)
    assert doc.data == {"a": 1}
    assert doc.source.path == "variants/v.yaml"


def test_load_yaml_file_too_large(tmp_path: Path) -> None:
    path = tmp_path / "big.yaml"
    path.write_bytes(b"#" * (MAX_BYTES + 10))
    with pytest.raises(VariantError, match=r"big\.yaml:1:1: file is too large \(1048586 bytes"):
        load_yaml_file(path)


def test_load_yaml_file_missing(tmp_path: Path) -> None:
    with pytest.raises(OSError):
        load_yaml_file(tmp_path / "absent.yaml")


# --- robustness --------------------------------------------------------------------------


def assert_only_variant_errors(raw: bytes) -> None:
    try:
        doc = parse_yaml(raw, "v.yaml")
    except VariantError as error:
        assert error.diagnostics
        assert all(d.location.line >= 1 and d.location.column >= 1 for d in error.diagnostics)
    else:
        assert isinstance(doc.data, dict)


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=300))
def test_arbitrary_bytes_raise_only_variant_error(raw: bytes) -> None:
    assert_only_variant_errors(raw)


YAMLISH = st.lists(
    st.sampled_from(list("ab:-[]{},&*!?|>'\"#%@\t\n\r 01.~x\\") + ["\x00", "\u2028", "é", "---", "<<", "!!", "yes"]),
    max_size=60,
).map("".join)


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.text(max_size=200), YAMLISH))
def test_arbitrary_text_raises_only_variant_error(text: str) -> None:
    assert_only_variant_errors(text.encode("utf-8", "surrogatepass"))


def test_libyaml_and_pure_python_pipelines_agree(monkeypatch: pytest.MonkeyPatch) -> None:
    """Valid files are composed by libyaml for speed: values, positions and styles must not change."""
    from pathlib import Path

    from pitch_rules.variant import yaml_source

    files = sorted((Path(__file__).parent.parent / "variants").glob("*.yaml"))
    if yaml_source._CParser is not None:  # PyYAML built with libyaml: the fast path is really taken
        assert yaml_source._fast_compose(files[0].read_text(encoding="utf-8")) is not None
    fast = [yaml_source.parse_yaml(f.read_bytes(), f.name) for f in files]
    monkeypatch.setattr(yaml_source, "_CParser", None)
    slow = [yaml_source.parse_yaml(f.read_bytes(), f.name) for f in files]
    for quick, careful in zip(fast, slow):
        assert quick.data == careful.data
        assert quick.source == careful.source
        assert quick.source._values == careful.source._values  # type: ignore[attr-defined]
        assert quick.source._keys == careful.source._keys  # type: ignore[attr-defined]
        assert quick.source._styles == careful.source._styles  # type: ignore[attr-defined]
