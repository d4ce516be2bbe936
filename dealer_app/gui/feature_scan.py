"""PySide6's ``__feature__`` scan of every module imported after it, spared.

PySide6 lets a module opt in to its ``__feature__`` options (``snake_case``,
``true_property``). To know which modules might, it reads the whole source of every module
imported after PySide6, once per module, looking for the word "PySide6": some 12 ms of the
table's cold start from source (120 modules, the standard library's largest among them).
No module of the app selects a feature, so :func:`register_modules` marks them up front
(found by their files' names in the package's folder, not their text) as PySide6 marks a
module that uses it and selects none, which is right whether it uses PySide6 or not; and
the standard library's modules as not using it: those already loaded, and the top-level
ones not loaded yet (``json``, ``dataclasses``: the window imports them after the marks).
Other modules (the script run, a third party's) are left to PySide6, and a module that
does select a feature later is still honoured: PySide6 records that as it happens. The
desktop bundle keeps no source: there PySide6's scan finds nothing to read, and the
package's folder no files to mark.
"""

from __future__ import annotations

import os
import sys

import PySide6.QtCore  # noqa: F401 (PySide6's import hook is installed with QtCore)

__all__ = ["IGNORED", "USES_PYSIDE", "package_modules", "register_modules"]

USES_PYSIDE = 0
"""PySide6's mark of a module that uses it and selects no feature."""
IGNORED = -1
"""PySide6's mark of a module that does not use it: never switched."""
PACKAGE_FOLDER = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
"""The folder of ``dealer_app``, found without an import (which PySide6 would scan)."""


def package_modules(root: str, package: str = "") -> list[str]:
    """The dotted names of the Python modules in the package folder ``root`` (named
    ``package``; by default its folder's name).

    >>> import dealer_app.gui
    >>> "dealer_app.gui.table.view" in package_modules(os.path.dirname(dealer_app.__file__))
    True
    """
    package = package or os.path.basename(root)
    names = []
    # One listing per folder, read once: os.walk's own bookkeeping was most of this at a start.
    with os.scandir(root) as entries:
        for entry in entries:
            name = entry.name
            if name.endswith(".py"):
                names.append(package if name == "__init__.py" else f"{package}.{name[:-3]}")
            elif name != "__pycache__" and entry.is_dir(follow_symlinks=False):
                names += package_modules(entry.path, f"{package}.{name}")
    return names


def register_modules() -> None:
    """Mark the package's modules and the standard library's for PySide6, so it reads
    none of them.

    Does nothing where PySide6 keeps no such record (another version, or PyPy)."""
    # Loaded with QtCore, under this name (or absent, where PySide6 has no features).
    feature = sys.modules.get("PySide6.support.feature")
    known = getattr(feature, "pyside_feature_dict", None)
    if not isinstance(known, dict):
        return
    for name in package_modules(PACKAGE_FOLDER):
        known.setdefault(name, USES_PYSIDE)
    for name in tuple(sys.modules):
        if name.partition(".")[0] in sys.stdlib_module_names:
            known.setdefault(name, IGNORED)
    for name in sys.stdlib_module_names:
        known.setdefault(name, IGNORED)
