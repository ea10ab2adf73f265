"""Output files are written whole or not at all, with ordinary permissions."""

from __future__ import annotations

import errno
import os
import signal
import stat
import tempfile
from pathlib import Path

import pytest

from pitch_rules.fileio import (
    NotRegularFileError,
    StreamedWrite,
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
    assert written.problem == "No such file or directory"


def test_when_nothing_can_be_written_the_error_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "also-missing"))
    with pytest.raises(WriteFailedError, match="no copy could be kept elsewhere"):
        write_or_rescue(tmp_path / "no-such-folder" / "games.jsonl", b"every game\n")


LONGEST_NAME = "g" * 249 + ".jsonl"
"""A name of 255 bytes, the most the system allows: no room for a temporary file named after it in full."""


def test_a_file_with_the_longest_name_is_written_streamed_and_rescued(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for folder in ("whole", "streamed", "rescue"):
        (tmp_path / folder).mkdir()
    atomic_write_bytes(tmp_path / "whole" / LONGEST_NAME, b"whole\n")
    with StreamedWrite(tmp_path / "streamed" / LONGEST_NAME) as out:
        out.write(b"streamed\n")
        streamed = out.commit()
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "rescue"))
    rescued = write_or_rescue(tmp_path / "no-such-folder" / LONGEST_NAME, b"rescued\n")
    assert (tmp_path / "whole" / LONGEST_NAME).read_bytes() == b"whole\n"
    assert not streamed.rescued and streamed.path.read_bytes() == b"streamed\n"
    assert rescued.path.parent == tmp_path / "rescue" and rescued.path.name.endswith(".jsonl")
    assert rescued.path.read_bytes() == b"rescued\n"


# ----- output written piece by piece (a long run's records) ----------------------


def _pieces(count: int) -> list[bytes]:
    return [f"game {n:06d} {'x' * 90}\n".encode() for n in range(count)]


def test_a_streamed_file_appears_whole_only_when_committed(tmp_path: Path) -> None:
    target = tmp_path / "games.jsonl"
    target.write_text("old\n", encoding="utf-8")
    target.chmod(0o600)
    pieces = _pieces(30_000)  # about 3 MB: several buffers
    with StreamedWrite(target) as out:
        for piece in pieces:
            out.write(piece)
            assert out.pending_size < StreamedWrite.BUFFER  # never more than a buffer held
            assert target.read_text(encoding="utf-8") == "old\n"
        written = out.commit()
    assert not written.rescued and written.path == target
    assert target.read_bytes() == b"".join(pieces)
    assert stat.S_IMODE(target.stat().st_mode) == 0o600
    assert sorted(p.name for p in tmp_path.iterdir()) == ["games.jsonl"]


def test_a_streamed_file_left_unfinished_leaves_nothing(tmp_path: Path) -> None:
    target = tmp_path / "games.jsonl"
    with pytest.raises(KeyboardInterrupt), StreamedWrite(target) as out:
        for piece in _pieces(20_000):
            out.write(piece)
        raise KeyboardInterrupt
    assert list(tmp_path.iterdir()) == []


def _disk_full_after(limit: int, monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """os.write fails with ENOSPC once a file in ``folder`` would pass ``limit`` bytes."""
    real_write = os.write

    def write(descriptor: int, data: bytes) -> int:
        path = Path(os.readlink(f"/proc/self/fd/{descriptor}"))
        if path.parent == folder:
            room = limit - os.lseek(descriptor, 0, os.SEEK_CUR)
            if room <= 0:
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            data = data[:room]  # a short write first, as a filling disk gives
        return real_write(descriptor, data)

    monkeypatch.setattr(os, "write", write)


def test_a_disk_filling_up_mid_run_moves_everything_to_the_rescue_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder, rescue = tmp_path / "out", tmp_path / "rescue"
    folder.mkdir()
    rescue.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(rescue))
    _disk_full_after(1_500_000, monkeypatch, folder)
    pieces = _pieces(40_000)
    with StreamedWrite(folder / "games.jsonl") as out:
        for piece in pieces:
            out.write(piece)
        written = out.commit()
    monkeypatch.undo()
    assert written.rescued and written.path.parent == rescue
    assert written.path.read_bytes() == b"".join(pieces)
    assert written.problem == "No space left on device"
    assert list(folder.iterdir()) == []


def test_a_rename_that_fails_keeps_the_file_in_the_rescue_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "rescue").mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "rescue"))

    def refuse(source: object, target: object) -> None:
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    with StreamedWrite(tmp_path / "games.jsonl") as out:
        out.write(b"every game\n")
        monkeypatch.setattr(os, "replace", refuse)
        written = out.commit()
    assert written.rescued and written.path.read_bytes() == b"every game\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["rescue"]


def test_a_streamed_file_that_can_be_kept_nowhere_says_so_and_leaves_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "also-missing"))
    with pytest.raises(WriteFailedError, match="no copy could be kept elsewhere"):
        StreamedWrite(tmp_path / "no-such-folder" / "games.jsonl")
    folder, rescue = tmp_path / "out", tmp_path / "rescue"
    folder.mkdir()
    rescue.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(rescue))
    _disk_full_after(200_000, monkeypatch, folder)
    _disk_full_after(300_000, monkeypatch, rescue)
    with pytest.raises(WriteFailedError, match="No space left on device"), StreamedWrite(folder / "games.jsonl") as out:
        for piece in _pieces(40_000):
            out.write(piece)
        out.commit()
    monkeypatch.undo()
    assert list(folder.iterdir()) == [] and list(rescue.iterdir()) == []
