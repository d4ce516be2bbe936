"""Whether the X display Qt would open can be reached, asked before Qt starts.

Qt aborts the whole process (exit 134, a core dump on some systems) when its xcb platform
cannot connect to the display. Knocking on the display's socket first lets ``dealer-app``
say so in one line instead. Only what can be told for sure is refused: a display that
cannot be parsed, another platform or a fallback list of platforms is left to Qt.
"""

from __future__ import annotations

import re
import socket
import sys
from collections.abc import Mapping

__all__ = ["display_problem", "x_display_address"]

X_TCP_PORT = 6000
X_SOCKET_FOLDER = "/tmp/.X11-unix"
_CONNECT_SECONDS = 2.0
_DISPLAY = re.compile(r"^(?P<host>[^:/]*):(?P<number>\d+)(?:\.\d+)?$")


def x_display_address(display: str) -> tuple[str, int] | str | None:
    """Where the X server of ``display`` listens: a (host, port) or a local socket path.

    >>> x_display_address(":1")
    '/tmp/.X11-unix/X1'
    >>> x_display_address("unix:0.0")
    '/tmp/.X11-unix/X0'
    >>> x_display_address("tablehost:10.0")
    ('tablehost', 6010)
    >>> x_display_address("/private/tmp/launchd/org.xquartz:0") is None
    True
    """
    match = _DISPLAY.match(display.strip())
    if match is None:
        return None
    number = int(match["number"])
    host = match["host"]
    if host in ("", "unix"):
        return f"{X_SOCKET_FOLDER}/X{number}"
    return (host, X_TCP_PORT + number)


def _wants_xcb(environ: Mapping[str, str]) -> bool:
    platforms = [name.split(":")[0] for name in environ.get("QT_QPA_PLATFORM", "").split(";")]
    platforms = [name for name in platforms if name]
    if platforms:
        # A list of platforms is Qt's own fallback: it tries the next one itself.
        return platforms == ["xcb"]
    # Without a choice Qt may pick Wayland when there is one.
    return not environ.get("WAYLAND_DISPLAY")


def _can_connect(address: tuple[str, int] | str) -> bool:
    if isinstance(address, str):
        # Linux X servers listen on an abstract socket as well as on the file.
        candidates = [f"\0{address}", address] if sys.platform.startswith("linux") else [address]
        for candidate in candidates:
            with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as unix:
                unix.settimeout(_CONNECT_SECONDS)
                try:
                    unix.connect(candidate)
                except OSError:
                    continue
                return True
        return False
    try:
        socket.create_connection(address, timeout=_CONNECT_SECONDS).close()
    except OSError:
        return False
    return True


def display_problem(environ: Mapping[str, str], platform: str = sys.platform) -> str | None:
    """Why Qt could not show a window on the X display of ``environ``, or None.

    >>> display_problem({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, "linux") is None
    True
    >>> display_problem({"DISPLAY": ":0"}, "darwin") is None
    True
    """
    if not platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        return None
    if not _wants_xcb(environ):
        return None
    display = environ.get("DISPLAY", "")
    if not display:
        return None
    address = x_display_address(display)
    if address is None or _can_connect(address):
        return None
    return f"cannot reach the X display {display} (is its X server running? is DISPLAY right?)"
