"""Reading a document a user names: a file, or standard input for ``-``, within bounds.

Every document the app is given to read (a showdown, an evening, a chip set, an exam, an
audition, a class file) is read through :func:`read_file` (a window's) or
:func:`read_command_input` (a command's). A missing file, a folder, a pipe or a device where
a file is wanted, and an input larger than any document of the app's formats (``/dev/zero``,
an endless ``yes``) are a :class:`DocumentReadError` that names the problem in one line,
before a read waits for ever or takes all the memory.

>>> import io, pathlib, tempfile
>>> read_command_input("-", stdin=io.BytesIO(b"{}"))
b'{}'
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> read_file(folder / "gone.json")
Traceback (most recent call last):
    ...
dealer_app.storage.documents.DocumentReadError: .../gone.json: no such file
"""

from __future__ import annotations

import io
import os
import stat
import sys
from collections.abc import Callable
from pathlib import Path
from typing import AnyStr, BinaryIO, TextIO, cast

__all__ = [
    "MOST_DOCUMENT_BYTES",
    "NOT_A_FILE",
    "DocumentReadError",
    "read_command_input",
    "read_file",
]

MOST_DOCUMENT_BYTES = 256 * 1024 * 1024
"""The most a document may hold: far above any showdown, batch of showdowns or class file
(100,000 showdowns of the contract's example are 49 MB), far below the memory that reading
one would take."""
NOT_A_FILE = "not a file (a pipe or a device)"
"""Why a pipe or a device named where a document is wanted is refused."""
_PIECE = 1024 * 1024
"""How much a read asks for at a time."""


class DocumentReadError(ValueError):
    """A document that cannot be read: ``str()`` is the source and the ``reason``."""

    def __init__(self, source: str | Path, reason: str) -> None:
        super().__init__(f"{source}: {reason}")
        self.reason = reason


def read_file(path: str | Path) -> bytes:
    """The bytes of the file at ``path``: a file, never a pipe or a device (a window that
    opened one would wait for a writer that never comes)."""
    try:
        return _read_file(Path(path))
    except OSError as error:
        raise _unreadable(path, error) from None


def read_command_input(source: str, *, stdin: BinaryIO | TextIO | None = None) -> bytes | str:
    """What a command is given to read: standard input (``stdin``, or the process's) for
    ``-``, text where that is a text stream (a test's); else the file ``source``, or the
    pipe a shell made (``<(...)``)."""
    if source == "-":
        stream = stdin if stdin is not None else getattr(sys.stdin, "buffer", sys.stdin)
        if isinstance(stream, io.TextIOBase):
            return _bounded(cast(TextIO, stream).read, "", "standard input")
        return _bounded(cast(BinaryIO, stream).read, b"", "standard input")
    try:
        with open(source, "rb") as handle:
            return _bounded(handle.read, b"", source)
    except OSError as error:
        raise _unreadable(source, error) from None


def _unreadable(source: str | Path, error: OSError) -> DocumentReadError:
    if isinstance(error, FileNotFoundError):
        return DocumentReadError(source, "no such file")
    # Windows refuses to open a folder as "permission denied".
    if isinstance(error, IsADirectoryError) or os.path.isdir(source):
        return DocumentReadError(source, "is a folder, not a file")
    return DocumentReadError(source, f"cannot be read ({error.strerror or error})")


def _read_file(path: Path) -> bytes:
    # Opened without waiting (a pipe would wait for a writer), then asked what it is.
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    descriptor = os.open(path, flags)
    with os.fdopen(descriptor, "rb") as handle:
        status = os.fstat(descriptor)
        if stat.S_ISDIR(status.st_mode):
            raise IsADirectoryError
        if not stat.S_ISREG(status.st_mode):
            raise DocumentReadError(path, NOT_A_FILE)
        if status.st_size > MOST_DOCUMENT_BYTES:
            raise _too_large(path)
        return _bounded(handle.read, b"", path)


def _bounded(read: Callable[[int], AnyStr], empty: AnyStr, source: str | Path) -> AnyStr:
    """What ``read`` gives till its end, a piece at a time up to the bound (a read of the
    whole bound at once would reserve it all, for a file of a few bytes)."""
    pieces: list[AnyStr] = []
    length = 0
    while piece := read(_PIECE):
        length += len(piece)
        if length > MOST_DOCUMENT_BYTES:
            raise _too_large(source)
        pieces.append(piece)
    return empty.join(pieces)


def _too_large(source: str | Path) -> DocumentReadError:
    most = MOST_DOCUMENT_BYTES // (1024 * 1024)
    return DocumentReadError(source, f"more than {most} MB, larger than any document")
