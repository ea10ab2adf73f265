"""Safe file input and output.

Reading: only regular files are read (a FIFO or a device would block or never
end), and never more than a given number of bytes.

Writing: to a temporary file beside the target, then renamed over it, so readers
see the old file or the whole new one. A symbolic link is followed to its target,
an existing file keeps its mode and owner, a device or folder is refused, and
SIGINT, SIGTERM or SIGHUP arriving during the write is held until the file is whole. When
the target cannot be written, :func:`write_or_rescue` keeps the data in the
system's temporary folder instead and says where. :class:`StreamedWrite` does
the same for output made piece by piece (a long simulation's records), holding
only what has not reached the disk yet.
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import BinaryIO

from .interrupts import interrupts_held


def _mkstemp(prefix: str, suffix: str, dir: Path | None = None) -> tuple[int, str]:  # noqa: A002 - mkstemp's name
    """:func:`tempfile.mkstemp`, loaded when first used: it brings ``shutil`` and ``random``, which ``--help`` and
    ``validate`` need not wait for."""
    import tempfile

    return tempfile.mkstemp(suffix=suffix, prefix=prefix, dir=dir)


_KINDS = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a named pipe"),
    (stat.S_ISCHR, "a device"),
    (stat.S_ISBLK, "a device"),
    (stat.S_ISSOCK, "a socket"),
)


class NotRegularFileError(OSError):
    """A path names a folder, pipe, device or socket where a regular file is needed."""

    def __init__(self, path: str | os.PathLike[str], mode: int) -> None:
        kind = next((word for test, word in _KINDS if test(mode)), "not a regular file")
        super().__init__(errno.EINVAL, f"{kind}, not a regular file", os.fspath(path))


def _check_regular(path: str | os.PathLike[str], mode: int) -> None:
    if not stat.S_ISREG(mode):
        raise NotRegularFileError(path, mode)


@contextmanager
def open_regular(path: str | os.PathLike[str]) -> Iterator[BinaryIO]:
    """Open a regular file for reading in binary; NotRegularFileError for anything else.

    The file is opened without blocking and checked on the open descriptor, so a
    named pipe can neither hang the open nor be swapped in after the check.
    """
    descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    try:
        _check_regular(path, os.fstat(descriptor).st_mode)
        os.set_blocking(descriptor, True)
        stream = os.fdopen(descriptor, "rb")
    except BaseException:
        os.close(descriptor)
        raise
    with stream:
        yield stream


def read_limited(path: str | os.PathLike[str], limit: int) -> bytes:
    """The first ``limit + 1`` bytes at most of the regular file ``path``.

    A result longer than ``limit`` means the file is too large; the caller says so.
    """
    with open_regular(path) as stream:
        return stream.read(limit + 1)


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` to ``path`` so that readers see the old file or the whole new one."""
    atomic_write_bytes(path, text.encode("utf-8"))


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to ``path`` so that readers see the old file or the whole new one.

    A new file gets the permissions a plain ``open`` would give it (the umask's);
    an existing one keeps its mode and, where allowed, its owner and group.
    """
    target = Path(os.path.realpath(path))
    try:
        existing: os.stat_result | None = os.stat(target)
    except FileNotFoundError:
        existing = None
    if existing is not None:
        _check_regular(path, existing.st_mode)
    with interrupts_held():
        handle, temporary = _mkstemp(dir=target.parent, prefix=f".{_name_tag(target.name)}.", suffix=".tmp")
        try:
            with os.fdopen(handle, "wb") as out:
                out.write(data)
                out.flush()
                os.fsync(out.fileno())
            _copy_ownership(temporary, existing)
            os.replace(temporary, target)
        except BaseException:
            os.unlink(temporary)
            raise


def _copy_ownership(temporary: str, existing: os.stat_result | None) -> None:
    """Give the new file the old one's mode and owner, or the umask's mode if there was none."""
    if existing is None:
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(temporary, 0o666 & ~umask)
        return
    os.chmod(temporary, stat.S_IMODE(existing.st_mode))
    if hasattr(os, "chown"):
        try:
            os.chown(temporary, existing.st_uid, existing.st_gid)
        except PermissionError:  # only the superuser may give a file away
            pass


@dataclass(frozen=True)
class Written:
    """Where data went: ``path`` itself, or a rescue file when ``path`` could not be written."""

    path: Path
    asked: Path
    problem: str | None = None

    @property
    def rescued(self) -> bool:
        """Whether the data is somewhere other than where it was asked to go."""
        return self.problem is not None


class WriteFailedError(OSError):
    """Neither the target nor a rescue file could be written: the data is lost."""

    def __init__(self, path: Path, problem: str, rescue_problem: str) -> None:
        super().__init__(errno.EIO, f"{problem}, and no copy could be kept elsewhere ({rescue_problem})", str(path))
        self.asked = path


def describe_os_error(err: OSError) -> str:
    """A short reason for an OSError, without a Python class name."""
    return err.strerror or str(err)


def free_name(asked: Path) -> Path | None:
    """The first of ``NAME-2.EXT`` to ``NAME-999.EXT`` beside ``asked`` that does not exist; None if all do."""
    return next(
        (p for n in range(2, 1000) if not os.path.lexists(p := asked.with_name(f"{asked.stem}-{n}{asked.suffix}"))),
        None,
    )


def all_taken(asked: Path) -> str:
    """Words saying that ``asked`` and every name :func:`free_name` tries beside it exist."""
    return f"{asked} and {asked.stem}-2 to -999 all exist"


NAME_TAG_BYTES = 100
"""Most bytes of a file's name that the names of its temporary and rescue files repeat."""


def _name_tag(name: str) -> str:
    """The end of ``name`` (its last :data:`NAME_TAG_BYTES` bytes at most), to name a temporary or rescue file
    after it: a name near the system's limit (255 bytes) leaves no room for a prefix and a random part."""
    while len(os.fsencode(name)) > NAME_TAG_BYTES:
        name = name[1:]
    return name


def _rescue_file(asked: Path) -> tuple[int, Path]:
    """A new file in the system's temporary folder for data meant for ``asked``: its descriptor and path."""
    handle, rescue = _mkstemp(prefix="pitch-rules-", suffix=f"-{_name_tag(asked.name) or 'output'}")
    return handle, Path(rescue)


def write_or_rescue(path: str | os.PathLike[str], data: bytes, replace: bool = True) -> Written:
    """Write ``data`` to ``path``; if that fails, to a new file in the temporary folder.

    With ``replace`` false, a file already at ``path`` is left alone: the data goes
    to the first free name beside it (:func:`free_name`), or to the temporary
    folder when all are taken. Raises WriteFailedError only when the data could be
    written nowhere.
    """
    asked = Path(path)
    target = asked if replace or not os.path.lexists(asked) else free_name(asked)
    if target is None:
        problem = all_taken(asked)
    else:
        try:
            atomic_write_bytes(target, data)
            return Written(target, asked)
        except OSError as err:
            problem = describe_os_error(err)
    try:
        handle, rescue = _rescue_file(asked)
        with interrupts_held(), os.fdopen(handle, "wb") as out:
            try:
                out.write(data)
                out.flush()
            except BaseException:
                os.unlink(rescue)
                raise
    except OSError as err:
        raise WriteFailedError(asked, problem, describe_os_error(err)) from None
    return Written(rescue, asked, problem)


class StreamedWrite:
    """A file written piece by piece, whole or not at all, kept elsewhere when its place fails.

    Pieces go to a temporary file beside the target, which :meth:`commit` renames
    over it. Leaving the ``with`` block without committing (an error, Ctrl-C)
    removes the temporary file: the target is never half-written. If the target's
    folder cannot be written, or a write fails (a full disk), what was written so
    far and everything after goes to a new file in the system's temporary folder,
    and :meth:`commit` says so. At most :data:`BUFFER` bytes wait in memory.
    """

    BUFFER = 1 << 20

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.asked = Path(path)
        self.target = Path(os.path.realpath(path))
        try:
            self.existing: os.stat_result | None = os.stat(self.target)
        except FileNotFoundError:
            self.existing = None
        if self.existing is not None:
            _check_regular(path, self.existing.st_mode)
        self.problem: str | None = None
        """Why the target could not be written; None while the file goes beside it."""
        self.pending: list[bytes] = []
        self.pending_size = 0
        self.size = 0
        self.path: Path | None
        try:
            self.descriptor, name = _mkstemp(dir=self.target.parent, prefix=f".{_name_tag(self.target.name)}.", suffix=".tmp")
            self.path = Path(name)
        except OSError as err:
            self.problem = describe_os_error(err)
            self.descriptor, self.path = self._open_rescue()

    def __enter__(self) -> StreamedWrite:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None) -> None:
        self.discard()

    def write(self, data: bytes) -> None:
        """Add ``data`` to the file."""
        self.pending.append(data)
        self.pending_size += len(data)
        if self.pending_size >= self.BUFFER:
            self._flush()

    def commit(self) -> Written:
        """Finish the file and put it in place; say where it went. WriteFailedError if it could be kept nowhere."""
        self._flush()
        assert self.path is not None, "committed twice"
        with interrupts_held():
            if self.problem is None:
                try:
                    os.fsync(self.descriptor)
                    _copy_ownership(str(self.path), self.existing)
                    os.replace(self.path, self.target)
                    self.path = None
                    self.discard()
                    return Written(self.asked, self.asked)
                except OSError as err:
                    self._move_to_rescue(describe_os_error(err))
            assert self.path is not None and self.problem is not None
            rescued, self.path = self.path, None
            self.discard()
            return Written(rescued, self.asked, self.problem)

    def discard(self) -> None:
        """Close the file and remove it unless it was committed."""
        if self.descriptor >= 0:
            os.close(self.descriptor)
            self.descriptor = -1
        if self.path is not None:
            self.path.unlink(missing_ok=True)
            self.path = None

    def _flush(self) -> None:
        data = memoryview(b"".join(self.pending))
        self.pending, self.pending_size = [], 0
        while data:
            try:
                written = os.write(self.descriptor, data)
            except OSError as err:
                if self.problem is not None:  # the rescue file failed too
                    raise WriteFailedError(self.asked, self.problem, describe_os_error(err)) from None
                self._move_to_rescue(describe_os_error(err))
                continue
            self.size += written
            data = data[written:]

    def _open_rescue(self) -> tuple[int, Path]:
        try:
            return _rescue_file(self.asked)
        except OSError as err:
            raise WriteFailedError(self.asked, self.problem or "", describe_os_error(err)) from None

    def _move_to_rescue(self, problem: str) -> None:
        """Go on in a rescue file, starting with the bytes already written beside the target."""
        assert self.path is not None
        self.problem = problem
        descriptor, path = self._open_rescue()
        try:
            with open(self.path, "rb") as written:
                copied = 0
                while copied < self.size and (chunk := written.read(min(self.size - copied, self.BUFFER))):
                    view = memoryview(chunk)
                    while view:
                        view = view[os.write(descriptor, view) :]
                    copied += len(chunk)
        except OSError as err:
            os.close(descriptor)
            path.unlink(missing_ok=True)
            raise WriteFailedError(self.asked, problem, describe_os_error(err)) from None
        self.discard()
        self.descriptor, self.path = descriptor, path
