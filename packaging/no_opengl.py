"""Stand-ins for Qt's OpenGL bindings, which the desktop bundle leaves out.

pyqtgraph imports ``PySide6.QtOpenGL`` and ``PySide6.QtOpenGLWidgets`` whenever it is
imported, to offer OpenGL drawing (``useOpenGL``), and subclasses ``QOpenGLWidget`` at
import time; the training charts never draw with OpenGL (pyqtgraph's default), they
paint with QPainter. The two bindings and the libraries only they need are 9.9 MB of
the bundle on Linux, so the bundle carries this module instead, as a PyInstaller runtime
hook: it runs before the program and answers those two imports with modules whose
classes can be named, subclassed and tested with ``isinstance`` (always false), and raise
``ImportError`` when made. Where the real bindings are found they win: this finder is
asked last.

    >>> module = _standin("PySide6.QtOpenGLWidgets")
    >>> class GLView(module.QOpenGLWidget): ...
    >>> isinstance(object(), module.QOpenGLWidget), module.QOpenGLWidget is module.QOpenGLWidget
    (False, True)
    >>> GLView()  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ImportError: PySide6.QtOpenGLWidgets.QOpenGLWidget: Qt's OpenGL bindings are left out...
    >>> module.__wrapped__
    Traceback (most recent call last):
    ...
    AttributeError: module 'PySide6.QtOpenGLWidgets' has no attribute '__wrapped__'
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import sys
import types
from collections.abc import Sequence

__all__ = ["LEFT_OUT", "OpenGLStandIns", "install"]

LEFT_OUT = ("PySide6.QtOpenGL", "PySide6.QtOpenGLWidgets")
_MESSAGE = "Qt's OpenGL bindings are left out of this bundle (the app paints with QPainter)"


class _LeftOut:
    """Base of every stand-in class: it exists to be named, never to be made."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise ImportError(f"{self._qt_name}: {_MESSAGE}")

    _qt_name = ""
    """The module and name of the Qt class this class stands for."""


def _standin(name: str) -> types.ModuleType:
    module = types.ModuleType(name, f"Stand-in for {name}: {_MESSAGE}.")
    classes: dict[str, type] = {}

    def class_named(attribute: str) -> type:
        # Qt's classes all start with Q; anything else (dunders asked by inspect, pickle,
        # doctest...) is missing, as on a real module.
        if not attribute.startswith("Q"):
            raise AttributeError(f"module {name!r} has no attribute {attribute!r}")
        if attribute not in classes:
            classes[attribute] = type(
                attribute, (_LeftOut,), {"__module__": name, "_qt_name": f"{name}.{attribute}"}
            )
        return classes[attribute]

    module.__getattr__ = class_named  # type: ignore[method-assign]
    return module


class OpenGLStandIns(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Finds the stand-ins, when no finder before it found the real bindings."""

    def find_spec(
        self,
        fullname: str,
        path: Sequence[str] | None,
        target: types.ModuleType | None = None,
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname not in LEFT_OUT:
            return None
        return importlib.machinery.ModuleSpec(fullname, self)

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> types.ModuleType:
        return _standin(spec.name)

    def exec_module(self, module: types.ModuleType) -> None:
        """Nothing to run: the module's classes are made when named."""


def install() -> None:
    if not any(isinstance(finder, OpenGLStandIns) for finder in sys.meta_path):
        sys.meta_path.append(OpenGLStandIns())


if getattr(sys, "frozen", False):
    install()
