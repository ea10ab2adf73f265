"""Output files are written whole or not at all, with ordinary permissions."""

from __future__ import annotations

import os
import signal
import stat
import tempfile
from pathlib import Path

import pytest

from pitch_rules.fileio import (
    NotRegularFileError,
    WriteFailedError,
    atomic_write_bytes,
    atomic_write_text,
    read_limited,
    write_or_rescue,
)


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


# ----- reading: regular files only, never more than asked ----------------------


def test_a_named_pipe_is_refused_without_waiting_for_a_writer(tmp_path: Path, deadline: None) -> None:
    pipe = tmp_path / "variant.yaml"
    os.mkfifo(pipe)
    with pytest.raises(NotRegularFileError, match="named pipe"):
        read_limited(pipe, 100)


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/null"])
def test_a_device_is_refused(device: str, deadline: None) -> None:
    with pytest.raises(NotRegularFileError, match="device"):
        read_limited(device, 100)


def test_a_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(NotRegularFileError, match="folder"):
        read_limited(tmp_path, 100)


def test_reading_stops_one_byte_past_the_limit(tmp_path: Path) -> None:
    big = tmp_path / "big.jsonl"
    big.write_bytes(b"x" * 10_000)
    assert read_limited(big, 99) == b"x" * 100


# ----- writing over what is already there ---------------------------------------


def test_an_existing_file_keeps_its_mode(tmp_path: Path) -> None:
    target = tmp_path / "pitch-game.json"
    target.write_text("old\n", encoding="utf-8")
    target.chmod(0o600)
    atomic_write_text(target, "new\n")
    assert stat.S_IMODE(target.stat().st_mode) == 0o600
    assert target.read_text(encoding="utf-8") == "new\n"


def test_a_symbolic_link_is_followed_and_kept(tmp_path: Path) -> None:
    real = tmp_path / "real" / "games.jsonl"
    real.parent.mkdir()
    real.write_text("old\n", encoding="utf-8")
    link = tmp_path / "games.jsonl"
    link.symlink_to(real)
    atomic_write_text(link, "new\n")
    assert link.is_symlink()
    assert real.read_text(encoding="utf-8") == "new\n"
    assert sorted(p.name for p in real.parent.iterdir()) == ["games.jsonl"]


def test_a_named_pipe_as_target_is_refused_and_left_alone(tmp_path: Path) -> None:
    pipe = tmp_path / "out.md"
    os.mkfifo(pipe)
    with pytest.raises(NotRegularFileError):
        atomic_write_text(pipe, "text")
    assert stat.S_ISFIFO(pipe.lstat().st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.md"]


def test_sigterm_during_the_final_write_leaves_a_whole_file_and_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    class Terminated(BaseException):
        pass

    def on_term(signum: int, frame: object) -> None:
        raise Terminated

    real_fsync = os.fsync

    def fsync_then_term(fd: int) -> None:
        os.kill(os.getpid(), signal.SIGTERM)  # arrives in the middle of the write
        real_fsync(fd)

    target = tmp_path / "games.jsonl"
    target.write_text("old\n", encoding="utf-8")
    previous = signal.signal(signal.SIGTERM, on_term)
    monkeypatch.setattr(os, "fsync", fsync_then_term)
    try:
        with pytest.raises(Terminated):
            atomic_write_text(target, "new\n" * 1000)
    finally:
        signal.signal(signal.SIGTERM, previous)
    assert target.read_text(encoding="utf-8") == "new\n" * 1000
    assert sorted(p.name for p in tmp_path.iterdir()) == ["games.jsonl"]


# ----- when the target cannot be written ----------------------------------------


def test_a_failed_write_is_rescued_to_the_temporary_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "rescue"))
    (tmp_path / "rescue").mkdir()
    written = write_or_rescue(tmp_path / "no-such-folder" / "games.jsonl", b"every game\n")
    assert written.rescued and written.path.parent == tmp_path / "rescue"
    assert written.path.read_bytes() == b"every game\n"
    assert "No such file or directory" in written.note("the record")
    assert str(written.path) in written.note("the record")


def test_when_nothing_can_be_written_the_error_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "also-missing"))
    with pytest.raises(WriteFailedError, match="no copy could be kept elsewhere"):
        write_or_rescue(tmp_path / "no-such-folder" / "games.jsonl", b"every game\n")
