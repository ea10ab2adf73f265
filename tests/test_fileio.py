"""Output files are written whole or not at all, with ordinary permissions."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from pitch_rules.fileio import atomic_write_bytes, atomic_write_text


def test_writes_and_replaces(tmp_path: Path) -> None:
    target = tmp_path / "games.jsonl"
    atomic_write_text(target, "one\n")
    atomic_write_text(target, "two\n")
    assert target.read_text(encoding="utf-8") == "two\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["games.jsonl"]


def test_permissions_follow_the_umask(tmp_path: Path) -> None:
    old = os.umask(0o022)
    try:
        atomic_write_text(tmp_path / "rules.md", "# Rules\n")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "rules.md").stat().st_mode) == 0o644


def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path: Path) -> None:
    target = tmp_path / "games.jsonl"
    atomic_write_text(target, "kept\n")
    with pytest.raises(TypeError):
        atomic_write_bytes(target, "not bytes")  # type: ignore[arg-type]
    assert target.read_text(encoding="utf-8") == "kept\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["games.jsonl"]
