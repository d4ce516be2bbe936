"""Keeping a damaged file aside: renamed beside itself under a name of its own, never lost.

The kept copy is named after the file with ``.damaged-`` and the time it was found
(``sunday.damaged-20261202T045100Z.json``); a second one found in the same second gets a
number (``...Z-2.json``), so an earlier kept copy is never overwritten.

>>> import tempfile
>>> from datetime import UTC, datetime
>>> folder = Path(tempfile.mkdtemp())
>>> found = datetime(2026, 12, 2, 4, 51, tzinfo=UTC)
>>> for text in ("first {", "second {"):
...     _ = (folder / "sunday.json").write_text(text)
...     print(keep_aside(folder / "sunday.json", found).name)
sunday.damaged-20261202T045100Z.json
sunday.damaged-20261202T045100Z-2.json
>>> is_kept_aside(folder / "sunday.damaged-20261202T045100Z-2.json")
True
"""

from __future__ import annotations

import errno
import os
import time
from pathlib import Path
from typing import TYPE_CHECKING

from dealer_app.storage.atomic_file import NAME_MOST_BYTES, name_cut_to

if TYPE_CHECKING:
    # Only named here: the room's chip sets are read as the first window opens, which
    # leaves datetime for the first error logged.
    from datetime import datetime

__all__ = ["is_kept_aside", "keep_aside"]

_MARK = ".damaged-"


def keep_aside(path: Path, now: datetime | None = None) -> Path:
    """Rename the damaged file ``path`` to a name no file has yet and return the new path;
    the ``OSError`` of a rename that cannot be done is raised, the file left as it was."""
    found = now.utctimetuple() if now is not None else time.gmtime()
    stamp = time.strftime("%Y%m%dT%H%M%SZ", found)
    number = 1
    while True:
        numbered = f"-{number}" if number > 1 else ""
        tail = f"{_MARK}{stamp}{numbered}{path.suffix}"
        # A name the file system took may leave no room for the mark: its stem gives way.
        stem = name_cut_to(path.stem, NAME_MOST_BYTES - len(os.fsencode(tail)))
        aside = path.with_name(stem + tail)
        if not aside.exists() and not aside.is_symlink():
            break
        number += 1
    if os.name == "posix":
        # A link is refused when the name was taken meanwhile, where a rename would
        # overwrite what is there; folders that cannot hold links fall back to renaming.
        try:
            os.link(path, aside)
        except FileExistsError:
            return keep_aside(path, now)
        except OSError as error:
            if error.errno not in _NO_LINKS:
                raise
        else:
            path.unlink()
            return aside
    path.rename(aside)
    return aside


def is_kept_aside(path: Path) -> bool:
    """Whether ``path`` is named as a damaged file kept aside (so it is not read again)."""
    return _MARK in path.name


_NO_LINKS = {errno.EPERM, errno.EXDEV, errno.EMLINK, errno.ENOTSUP, errno.EOPNOTSUPP}
"""Why a folder may refuse a hard link where a rename still works."""
