"""No exception ever leaves the window: a fault is logged to a file and said in one line.

An exception escaping a Qt override (a validator, an event handler) or a slot can take the
whole application down with it, and a dealer would lose the table in front of them. Two
nets catch it:

- :func:`guarded` wraps an override that must hand Qt a value (``validate``): a fault
  gives Qt the fallback instead, and is reported;
- :func:`install_exception_hook` sets ``sys.excepthook``, which PySide6 calls for an
  exception from any slot or override that returns nothing.

Either way the traceback is appended to ``errors.log`` in the app's data folder
(``QStandardPaths.AppDataLocation``) and the window's message bar says, in one line,
"Something went wrong; the table is as it was; details in ...".
"""

from __future__ import annotations

import functools
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import Any, ParamSpec, TypeVar

from PySide6.QtCore import QStandardPaths

__all__ = [
    "LOG_NAME",
    "error_log_path",
    "guarded",
    "install_exception_hook",
    "report_exception",
]

LOG_NAME = "errors.log"
_MOST_LOGGED = 1_000_000
"""The log is started afresh past this size (bytes): it never grows without end."""

P = ParamSpec("P")
R = TypeVar("R")

_listener: Callable[[str], None] | None = None


def error_log_path() -> Path:
    """Where tracebacks go: ``errors.log`` in the app's data folder."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder or Path.home()) / LOG_NAME


def _write_log(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> str:
    """Append the traceback to the log; the path written, or why it could not be."""
    path = error_log_path()
    text = "".join(traceback.format_exception(kind, error, trace))
    import datetime  # loaded with the first error, not with every start

    stamp = datetime.datetime.now().isoformat(timespec="seconds")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.is_file() and path.stat().st_size > _MOST_LOGGED:
            path.unlink()
        with path.open("a", encoding="utf-8") as log:
            log.write(f"--- {stamp}\n{text}")
    except OSError:
        # Nowhere to write: the details go to the standard error stream instead.
        print(text, file=sys.stderr)
        return "the error output"
    return str(path)


def report_exception(
    kind: type[BaseException], error: BaseException, trace: TracebackType | None
) -> None:
    """Log a fault and say it in one line in the window's message bar (or on stderr)."""
    where = _write_log(kind, error, trace)
    line = f"Something went wrong; the table is as it was; details in {where}"
    if _listener is None:
        print(f"dealer-app: {line}", file=sys.stderr)
        return
    try:
        _listener(line)
    except Exception:  # the message bar itself failed: stderr still gets the line
        print(f"dealer-app: {line}", file=sys.stderr)


def _hook(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
    if issubclass(kind, KeyboardInterrupt):
        sys.__excepthook__(kind, error, trace)
        return
    report_exception(kind, error, trace)


def install_exception_hook(say: Callable[[str], None]) -> None:
    """Report every uncaught exception through ``say`` (the window's message bar)."""
    global _listener
    _listener = say
    sys.excepthook = _hook


def guarded(fallback: Callable[..., Any]) -> Callable[[Callable[P, R]], Callable[P, R]]:
    """Wrap a Qt override: a fault is reported and Qt gets ``fallback(*args)`` instead.

    ``fallback`` takes the override's own arguments (``self`` included).
    """

    def wrap(override: Callable[P, R]) -> Callable[P, R]:
        @functools.wraps(override)
        def safe(*args: P.args, **kwargs: P.kwargs) -> R:
            try:
                return override(*args, **kwargs)
            except Exception as error:
                report_exception(type(error), error, error.__traceback__)
                result: R = fallback(*args, **kwargs)
                return result

        return safe

    return wrap
