"""Keep ``None`` alive under PySide6 6.12 on Python 3.11.

PySide6 6.12 treats ``None`` as immortal, as it is from Python 3.12 on (PEP 683): every Qt
call that returns ``None`` (``painter.save()``, ``widget.update()``, ``obj.parent()`` with no
parent...) gives back a reference it never took. On Python 3.11 each such call lowers
``None``'s reference count by one, and after a few thousand calls (one repaint of a table)
the interpreter aborts with "none_dealloc: deallocating None".

:func:`protect_none` raises ``None``'s count so far that no session can bring it to zero,
which is what Python 3.12 does for every immortal object. It runs when this module is
imported; every module of ``dealer_app.gui`` that calls Qt imports it first.
"""

from __future__ import annotations

import ctypes
import sys

__all__ = ["protect_none"]

# 2**48 calls: over eight years at a million Qt calls a second.
_RESERVE = 1 << 48


def protect_none() -> None:
    """Make ``None`` effectively immortal on Python versions before 3.12 (idempotent)."""
    if sys.version_info >= (3, 12):
        return
    count = ctypes.c_ssize_t.from_address(id(None))
    if count.value < _RESERVE // 2:
        count.value += _RESERVE


protect_none()
