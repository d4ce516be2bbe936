"""Whether Qt can show a window on the X display, asked before Qt starts.

Qt aborts the whole process (exit 134, a core dump on some systems) when its xcb platform
cannot connect to the display, or when the xcb plugin cannot be loaded for a missing
system library (and then blames ``xcb-cursor0`` whatever is missing). Knocking on the
display's socket and loading the plugin first lets ``dealer-app`` say so in one line
instead, naming the missing libraries and their Debian packages. Only what can be told for
sure is refused: a display that cannot be parsed, another platform or a fallback list of
platforms is left to Qt.

The check is part of every start on an X display, so it loads only what a display that
answers and a plugin that loads need: running ``ldd`` waits for a plugin that misses a
library. A local display is knocked on and the plugin loaded through CPython's own socket
and loader modules (``_socket``, ``_ctypes``): importing ``socket`` and ``ctypes`` builds
their enumerations and C types, some 3 ms of every start on X for a connection and a load.
``socket`` is loaded for a display across the network alone.
"""

from __future__ import annotations

import _ctypes
import _socket
import importlib.util
import os
import re
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

__all__ = [
    "debian_package",
    "display_problem",
    "load_library",
    "missing_libraries",
    "plugin_problem",
    "x_display_address",
]

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
            unix = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
            try:
                unix.settimeout(_CONNECT_SECONDS)
                unix.connect(candidate)
            except OSError:
                continue
            finally:
                unix.close()
            return True
        return False
    import socket  # create_connection: the host's name looked up, each address tried

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


# Libraries whose Debian package is not named after them by the usual rule.
_DEBIAN_PACKAGES = {
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libGLX.so.0": "libglx0",
    "libGLdispatch.so.0": "libglvnd0",
    "libOpenGL.so.0": "libopengl0",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libXau.so.6": "libxau6",
    "libXdmcp.so.6": "libxdmcp6",
}


def debian_package(library: str) -> str:
    """The Debian (and Ubuntu) package that ships ``library``.

    Debian names a library's package after it, the major version appended (with a dash
    when the name ends in a digit).

    >>> debian_package("libxcb-icccm.so.4"), debian_package("libxkbcommon-x11.so.0")
    ('libxcb-icccm4', 'libxkbcommon-x11-0')
    >>> debian_package("libxcb-cursor.so.0"), debian_package("libglib-2.0.so.0")
    ('libxcb-cursor0', 'libglib2.0-0')
    """
    if library in _DEBIAN_PACKAGES:
        return _DEBIAN_PACKAGES[library]
    name, _, version = library.partition(".so.")
    major = version.split(".")[0]
    name = name.lower()
    return f"{name}-{major}" if name[-1:].isdigit() else f"{name}{major}"


_LIBRARY = re.compile(r"(lib[\w.+-]+\.so(?:\.\d+)*)")


def load_library(path: Path) -> None:
    """Load the shared library at ``path`` as ``ctypes.CDLL`` does (the loader's own error,
    naming the first library missing, raised as an ``OSError``)."""
    _ctypes.dlopen(str(path), os.RTLD_LOCAL)


def missing_libraries(plugin: Path) -> list[str]:
    """The system libraries ``plugin`` needs and cannot find (empty when it loads)."""
    try:
        load_library(plugin)
    except OSError as error:
        first = _LIBRARY.search(str(error))
        if first is None or "cannot open shared object" not in str(error):
            return []  # another failure: Qt will say what it is
    else:
        return []
    # The loader names only the first library missing; ldd, where it is, names them all.
    # Processes are loaded here, some 2 ms that a start whose plugin loads never pays.
    import subprocess

    try:
        listed = (
            subprocess.run(
                ["ldd", str(plugin)], capture_output=True, text=True, timeout=10, check=False
            ).stdout
            or ""
        )
    except (OSError, subprocess.SubprocessError):
        listed = ""
    found = sorted({line.split()[0] for line in listed.splitlines() if "not found" in line})
    return found or [first[1]]


def _xcb_plugin() -> Path | None:
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    plugin = Path(spec.submodule_search_locations[0]) / "Qt/plugins/platforms/libqxcb.so"
    return plugin if plugin.is_file() else None


def plugin_problem(
    environ: Mapping[str, str],
    platform: str = sys.platform,
    plugin: Path | None = None,
) -> str | None:
    """Why Qt's X11 platform plugin cannot load, naming the libraries to install, or None.

    >>> plugin_problem({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, "linux") is None
    True
    """
    if not platform.startswith("linux") or not environ.get("DISPLAY") or not _wants_xcb(environ):
        return None
    plugin = plugin if plugin is not None else _xcb_plugin()
    if plugin is None:
        return None
    missing = missing_libraries(plugin)
    if not missing:
        return None
    return _missing_words(missing)


def _missing_words(missing: Sequence[str]) -> str:
    packages = " ".join(dict.fromkeys(debian_package(library) for library in missing))
    names = ", ".join(missing)
    verb = "is" if len(missing) == 1 else "are"
    return (
        f"Qt's X11 platform plugin cannot load: {names} {verb} missing "
        f"(on Debian or Ubuntu: sudo apt-get install {packages})"
    )
