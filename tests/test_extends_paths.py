"""`extends` reads only variant files in the house file's folder tree (unless allowed),
`--set extends` is refused, and carets sit under the right character of quoted values."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from pitch_rules.variant.yaml_source import value_column

from .conftest import run_cli as run


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    """house/ with its own files, shared/ beside it, and a secret file elsewhere."""
    (tmp_path / "house" / "sub").mkdir(parents=True)
    (tmp_path / "shared").mkdir()
    base = "id: base\nextends: auction-pitch\nname: Base\n"
    (tmp_path / "shared" / "base.yaml").write_text(base, encoding="utf-8")
    (tmp_path / "house" / "sub" / "base.yaml").write_text(base, encoding="utf-8")
    (tmp_path / "secret.yaml").write_text("id: secret\nname: the password is swordfish\n", encoding="utf-8")
    (tmp_path / "house" / "sub" / "link.yaml").symlink_to(tmp_path / "shared" / "base.yaml")
    return tmp_path


def house(tree: Path, target: str) -> str:
    path = tree / "house" / "h.yaml"
    path.write_text(f"id: h\nextends: {target}\n", encoding="utf-8")
    return str(path)


def test_a_file_in_the_house_folder_tree_is_read(tree: Path) -> None:
    assert run("validate", house(tree, "sub/base.yaml")).exit_code == 0


@pytest.mark.parametrize(
    ("target", "words"),
    [
        ("../shared/base.yaml", "../shared/base.yaml is outside it"),
        ("sub/link.yaml", "sub/link.yaml is outside it"),  # a link out of the tree
        ("{secret}", "is an absolute path"),
        ("/etc/passwd", "names a variant file, ending in .yaml or .yml"),
        ("../../../../../../etc/shadow", "names a variant file, ending in .yaml or .yml"),
    ],
)
def test_a_file_outside_the_tree_is_refused_without_reading_it(tree: Path, target: str, words: str) -> None:
    path = house(tree, target.format(secret=tree / "secret.yaml"))
    result = run("validate", path)
    assert result.exit_code == 1
    assert result.output.startswith(f"{path}:2:10: 'extends' ") and words in result.output
    assert "swordfish" not in result.output and "root:" not in result.output


@pytest.mark.parametrize("target", ["../shared/base.yaml", "sub/link.yaml"])
def test_allow_path_lets_extends_read_another_folder(tree: Path, target: str) -> None:
    path = house(tree, target)
    for command in ("validate", "show", "docs"):
        result = run(command, "--allow-path", str(tree / "shared"), path)
        assert result.exit_code == 0, result.output


def test_allow_path_reaches_simulate_workers(tree: Path) -> None:
    path = house(tree, "../shared/base.yaml")
    args = ("simulate", path, "--games", "4", "--workers", "2", "--allow-path", str(tree / "shared"))
    result = run(*args)
    assert result.exit_code == 0, result.output


def test_an_absolute_path_needs_allowing_even_inside_the_tree(tree: Path) -> None:
    path = house(tree, str(tree / "house" / "sub" / "base.yaml"))
    assert "is an absolute path" in run("validate", path).output
    assert run("validate", path, "--allow-path", str(tree / "house")).exit_code == 0


def test_a_named_pipe_as_base_is_refused_at_once(tree: Path, deadline: None) -> None:
    os.mkfifo(tree / "house" / "pipe.yaml")
    result = run("validate", house(tree, "pipe.yaml"))
    assert result.exit_code == 1 and "named pipe, not a regular file" in result.output


@pytest.mark.parametrize(
    ("target", "words"),
    [
        ('"base\\0.yaml"', "'extends' holds a NUL character"),
        ('"auction\\0pitch"', "'extends' holds a NUL character"),
        ("b" * 300 + ".yaml", "cannot read bbb"),  # longer than a file name may be
        ("sub/" * 1100 + "base.yaml", "cannot read sub/sub/"),  # longer than a path may be
    ],
)
def test_an_extends_no_file_system_can_take_is_a_problem_at_its_place(tree: Path, target: str, words: str) -> None:
    path = house(tree, target)
    result = run("validate", path)
    assert result.exit_code == 1, result.output
    assert result.output.startswith(f"{path}:2:10: {words}")


def test_set_extends_is_refused() -> None:
    result = run("show", "auction-pitch", "--set", "extends=partnership-pitch")
    assert result.exit_code == 1
    assert "--set extends:1:1: --set cannot change what a variant extends" in result.output


# ----- carets under quoted values with escapes -----------------------------------


@pytest.mark.parametrize(
    ("line", "start", "index", "column"),
    [
        ("to: holder(card) x", 5, 14, 18),
        ('to: "holder(\\u0063ard) x"', 5, 14, 24),
        ('to: "a\\"b\\x41c"', 5, 5, 14),
        ("to: 'it''s x'", 5, 6, 12),
    ],
)
def test_value_column_walks_escapes(line: str, start: int, index: int, column: int) -> None:
    assert value_column(line, start, index) == column


def test_caret_after_a_quote_escape_in_a_file(tmp_path: Path) -> None:
    path = tmp_path / "esc.yaml"
    path.write_text(
        'id: esc\nextends: auction-pitch\npoints:\n  - id: low\n    to: "holder(\\u0063ard) trumpz"\n'
        "  - id: high\n    to: 'holder(''x'') trumpz'\n",
        encoding="utf-8",
    )
    result = run("validate", str(path))
    assert f"{path}:5:28: unexpected 'trumpz'" in result.output
    assert f"{path}:7:24: unexpected 'trumpz'" in result.output
    lines = result.output.splitlines()
    caret = lines.index('        to: "holder(\\u0063ard) trumpz"') + 1
    assert lines[caret] == " " * 31 + "^"


def test_caret_after_a_quote_escape_in_a_setting() -> None:
    result = run("validate", "auction-pitch", "--set", 'points.low.to="holder(\\u0063ard) trumpz"')
    assert "--set points.low.to:1:34: unexpected 'trumpz'" in result.output
