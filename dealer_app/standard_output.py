"""Writing a headless command's output to standard output, or saying in one line why not.

Every command (``resolve``, ``drills``, ``draw``, ``--version``...) prints its document
through :func:`write_output`: a full disk, a closed pipe or a closed standard output is one
line on standard error and exit status 2, never a traceback.

>>> import io, sys
>>> saved, sys.stdout = sys.stdout, io.StringIO()
>>> status = write_output("dealer-app", "{}\\n")
>>> written, sys.stdout = sys.stdout.getvalue(), saved
>>> status, written
(0, '{}\\n')
"""

from __future__ import annotations

import contextlib
import os
import sys

__all__ = ["OUTPUT_ERROR", "write_output"]

OUTPUT_ERROR = 2
"""The exit status when the output cannot be written (as for any bad input or argument)."""


def write_output(prog: str, text: str) -> int:
    """Write ``text`` (as UTF-8) to standard output and flush it; return the exit status:
    0, or :data:`OUTPUT_ERROR` after one line on standard error naming the problem."""
    stdout = sys.stdout
    if stdout is None:
        return _refuse(prog, "standard output is closed")
    try:
        binary = getattr(stdout, "buffer", None)
        if binary is not None:
            stdout.flush()
            binary.write(text.encode("utf-8"))
            binary.flush()
        else:
            stdout.write(text)
            stdout.flush()
    except OSError as error:
        _drop_unwritten(stdout)
        return _refuse(prog, error.strerror or type(error).__name__)
    return 0


def _refuse(prog: str, reason: str) -> int:
    # When standard error is gone too, the exit status still says it.
    with contextlib.suppress(OSError):
        print(f"{prog}: cannot write the output: {reason}", file=sys.stderr)
    return OUTPUT_ERROR


def _drop_unwritten(stdout: object) -> None:
    """Point standard output at the null device, so that the bytes still in its buffer do
    not fail again (with a traceback) when the interpreter flushes it on the way out."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, stdout.fileno())  # type: ignore[attr-defined]
        os.close(null)
    except (AttributeError, OSError, ValueError):
        sys.stdout = None
