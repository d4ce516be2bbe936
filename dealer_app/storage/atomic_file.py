"""Saving a file so that a kill, a crash or a full disk never leaves it half written.

Everything the app saves goes through :func:`write_atomically`: the new content is written
to a temporary file in the same folder, flushed and synced to the disk, and only then
moved over the old file in one step (``os.replace``). Until that step the old file is
untouched; after it the new one is complete. A write that fails removes its temporary file
and raises the ``OSError``, the old file whole. A path that is a symbolic link is saved
through it: the file it points to gets the new content and the link stays a link.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> write_atomically(folder / "showdown.json", '{"game": "holdem"}\\n')
>>> (folder / "showdown.json").read_text(), sorted(p.name for p in folder.iterdir())
('{"game": "holdem"}\\n', ['showdown.json'])
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

__all__ = [
    "NAME_MOST_BYTES",
    "atomic_target",
    "content_stamp",
    "name_cut_to",
    "saved_path",
    "stamp_of",
    "write_atomically",
    "write_problem",
]


def write_atomically(path: str | Path, content: str | bytes) -> None:
    """Replace ``path`` with ``content`` (text is written as UTF-8) in one step."""
    data = content.encode("utf-8") if isinstance(content, str) else content
    with atomic_target(path) as temporary, temporary.open("wb") as handle:
        handle.write(data)
        _sync(handle)


@contextlib.contextmanager
def atomic_target(path: str | Path, *, sync: bool = True) -> Iterator[Path]:
    """A temporary path beside ``path`` to write (by any means); it replaces ``path`` when
    the block ends without an exception, and is removed when it raises.

    For writers that take a file name (a PDF writer, a CSV exporter): what they write is
    synced before it takes the file's place. When ``path`` is a symbolic link, the file it
    points to is replaced, not the link: replacing the link's own path would turn it into a
    plain file and leave the file it pointed to unchanged.
    """
    target = saved_path(path)
    handle, name = tempfile.mkstemp(
        prefix=_temporary_prefix(target.name), suffix=_PART, dir=target.parent
    )
    os.close(handle)
    temporary = Path(name)
    try:
        yield temporary
        if sync:
            with temporary.open("rb+") as written:
                _sync(written)
        _keep_mode(target, temporary)
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            temporary.unlink()
        raise
    _sync_folder(target.parent)


_PART = ".part"
NAME_MOST_BYTES = 255
"""The longest file name the common file systems take (ext4, APFS, NTFS in UTF-16 units)."""
_RANDOM_LETTERS = 8
"""The letters :func:`tempfile.mkstemp` puts between a prefix and a suffix."""


def _temporary_prefix(name: str) -> str:
    """The start of the name of the temporary file that becomes ``name``: the name itself,
    cut so that the whole temporary name is no longer than a file system takes (a file of a
    name 250 bytes long saves too).

    >>> _temporary_prefix("showdown.json")
    '.showdown.json.'
    >>> long = _temporary_prefix("\N{PLAYING CARD ACE OF SPADES}" * 63 + ".json")
    >>> len(long.encode()) + 8 + len(".part") <= 255
    True
    """
    room = NAME_MOST_BYTES - len(_PART) - _RANDOM_LETTERS - 2
    return f".{name_cut_to(name, room)}."


def name_cut_to(name: str, most_bytes: int) -> str:
    """``name`` cut to at most ``most_bytes`` bytes as the file system writes it, never
    inside a character (what is left of one is dropped).

    >>> name_cut_to("Zoë", 3), name_cut_to("Zoë", 4)
    ('Zo', 'Zoë')
    """
    return os.fsencode(name)[: max(0, most_bytes)].decode("utf-8", "ignore")


def saved_path(path: str | Path) -> Path:
    """The file a save to ``path`` writes: ``path``, or the file a symbolic link there
    points to (a save keeps the link a link)."""
    # realpath, not Path.resolve: it follows a link whose file is missing yet, and never
    # raises on a loop of links.
    return Path(os.path.realpath(path))


def write_problem(path: str | Path) -> str | None:
    """Why ``path`` (a file, or the folder to hold it) cannot be written, or ``None``.

    A file in the folder is made and removed, and an existing ``path`` opened to append
    (nothing is written): what a save would need, found out before any save (through a
    link, in the folder of the file it points to).
    """
    target = saved_path(path)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=target.parent):
            pass
        if target.is_file():
            with target.open("ab"):
                pass
    except OSError as error:
        return error.strerror or str(error)
    return None


def content_stamp(path: str | Path) -> str | None:
    """The stamp (:func:`stamp_of`) of what ``path`` holds now, or ``None`` when it cannot
    be read (missing).

    >>> import tempfile, pathlib
    >>> path = pathlib.Path(tempfile.mkdtemp()) / "showdown.json"
    >>> content_stamp(path) is None
    True
    >>> write_atomically(path, "{}")
    >>> content_stamp(path) == stamp_of(b"{}")
    True
    """
    try:
        data = Path(path).read_bytes()
    except OSError:
        return None
    return stamp_of(data)


def stamp_of(data: bytes) -> str:
    """A digest of a file's bytes: the stamp of exactly the bytes a window read or wrote.

    Remembered when a window opens or saves a file, and compared with the file's
    :func:`content_stamp` before it saves again: a different stamp means another window or
    program changed the file meanwhile (the content is compared, not the time, which a copy
    or a coarse clock can leave the same). It is taken of the bytes themselves, never of
    the file read again afterwards, which another program may have written in between.

    >>> stamp_of(b"{}") == stamp_of(b"{}"), stamp_of(b"{}") == stamp_of(b'{"title": "x"}')
    (True, False)
    """
    # Loaded with the first file opened or saved: hashlib brings OpenSSL, some 3 ms of a
    # start that opens no file.
    import hashlib

    return hashlib.sha256(data).hexdigest()


def _sync(handle: BinaryIO) -> None:
    handle.flush()
    os.fsync(handle.fileno())


def _keep_mode(target: Path, temporary: Path) -> None:
    """The new file gets the old one's permissions, or a new file's usual ones (mkstemp
    makes it readable by its owner only)."""
    try:
        mode = stat.S_IMODE(target.stat().st_mode)
    except OSError:
        umask = _current_umask()
        mode = 0o666 & ~umask
    with contextlib.suppress(OSError):
        temporary.chmod(mode)


def _current_umask() -> int:
    umask = os.umask(0)
    os.umask(umask)
    return umask


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the system allows (not on Windows)."""
    if os.name != "posix":
        return
    try:
        descriptor = os.open(str(folder), os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)
