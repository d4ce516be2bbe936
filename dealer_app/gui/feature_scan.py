"""PySide6's ``__feature__`` scan of every module imported after it, spared.

PySide6 lets a module opt in to its ``__feature__`` options (``snake_case``,
``true_property``). To know which modules might, it reads the whole source of every module
imported after PySide6, once per module, looking for the word "PySide6": some 15 ms of the
table's cold start (120 modules, the standard library's largest among them). The app selects
no feature, so :func:`register_modules` tells PySide6 up front what the scan would find:
the modules already loaded and the package's own (read from its folder's file names, not
their text), those of :mod:`dealer_app.gui` as using PySide6, the rest as not. A module
that does select a feature later is still honoured: PySide6 records that as it happens.
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
QT_PACKAGE = "dealer_app.gui"
PACKAGE_FOLDER = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
"""The folder of ``dealer_app``, found without an import (which PySide6 would scan)."""


def package_modules(root: str) -> list[str]:
    """The dotted names of the Python modules in the package folder ``root``.

    >>> import dealer_app.gui
    >>> "dealer_app.gui.table.view" in package_modules(os.path.dirname(dealer_app.__file__))
    True
    """
    base = os.path.dirname(root)
    names = []
    for folder, subfolders, files in os.walk(root):
        subfolders[:] = [name for name in subfolders if name != "__pycache__"]
        package = os.path.relpath(folder, base).replace(os.sep, ".")
        for file in files:
            if file.endswith(".py"):
                names.append(package if file == "__init__.py" else f"{package}.{file[:-3]}")
    return names


def register_modules() -> None:
    """Mark the loaded modules and the package's own for PySide6, so it reads none of them.

    Does nothing where PySide6 keeps no such record (another version, or PyPy)."""
    # Loaded with QtCore, under this name (or absent, where PySide6 has no features).
    feature = sys.modules.get("PySide6.support.feature")
    known = getattr(feature, "pyside_feature_dict", None)
    if not isinstance(known, dict):
        return
    for name in package_modules(PACKAGE_FOLDER):
        uses = name == QT_PACKAGE or name.startswith(QT_PACKAGE + ".")
        known.setdefault(name, USES_PYSIDE if uses else IGNORED)
    for name in tuple(sys.modules):
        known.setdefault(name, IGNORED)
