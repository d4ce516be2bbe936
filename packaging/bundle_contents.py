"""What the desktop bundle leaves out of what PyInstaller collects, and why.

The spec files (``dealer-app.spec``, ``bare-window.spec``) import this module, so the
table program and the bare window used to compare start-up times are trimmed the same
way. It imports nothing of PyInstaller: the spec hands in the function that reads a
binary's imports, and the tests hand in a table.

PyInstaller collects, for the Qt modules imported, every plugin of every type those
modules may load, Qt's translations, and the system libraries all of them link to. The
table needs far less:

- a window on X11, Wayland, Windows and macOS, and the offscreen platform for
  ``--screenshot`` (no framebuffer, VNC, EGL-only or Vulkan display; no OpenGL
  integration on X11 or Wayland, and no Qt OpenGL bindings: the table and the charts
  paint with QPainter);
- SVG pictures and icons (the image plugins for GIF, TIFF, WebP ... read files the app
  never opens; PNG is built into Qt);
- no network, TLS or network information (the app works at a table without a network);
- no GTK platform theme: the app draws its own theme, and the GTK plugin alone pulls in
  GTK, cairo and pango; the XDG portal plugin still gives native file dialogs in Flatpak
  and on portal desktops;
- no Qt translations: the program is in English and loads no translator;
- of pyqtgraph, neither its own application icon nor its colour maps.

QtGui keeps ``QPdfWriter`` (worksheets), and QtSvg stays for pictures.
"""

from __future__ import annotations

import re
import struct
from collections.abc import Callable, Iterable
from pathlib import Path, PurePosixPath

__all__ = [
    "EXCLUDED_MODULES",
    "HIDDEN_IMPORTS",
    "KEPT_PLUGINS",
    "RUNTIME_HOOKS",
    "TocEntry",
    "dropped_by_rule",
    "elf_needed",
    "slim",
]

# (destination in the bundle, source path, kind): PyInstaller's table of contents entry.
TocEntry = tuple[str, str, str]

# Python modules never bundled: test-only libraries, the peers used as test oracles, and
# Qt bindings the app does not use. PySide6 imports QtNetwork only on Windows, inside a
# try, to load OpenSSL; the QtDBus binding is pulled in by QtGui's hook although Python
# never calls D-Bus (Qt's own D-Bus library stays: QtGui links to it).
EXCLUDED_MODULES = (
    "tkinter",
    "_tkinter",
    "pytest",
    "_pytest",
    "pytestqt",
    "hypothesis",
    "treys",
    "pokerkit",
    "phevaluator",
    "eval7",
    "mypy",
    "ruff",
    "setuptools",
    "pip",
    # Interactive consoles and debuggers (pyqtgraph's console would pull in readline).
    "readline",
    "pdb",
    # NumPy's SIMD test module and build tools.
    "numpy._core._simd",
    "numpy._core._multiarray_tests",
    "numpy.f2py",
    "numpy.distutils",
    "numpy.testing",
    # NumPy's FFT: only pyqtgraph's spectrum mode calls it, which the charts do not use.
    "numpy.fft",
    # East Asian legacy codecs: the app reads and writes UTF-8 only.
    "_codecs_jp",
    "_codecs_kr",
    "_codecs_cn",
    "_codecs_tw",
    "_codecs_hk",
    "_codecs_iso2022",
    "_multibytecodec",
    # Unicode's database (1.1 MB): only IDNA host names and pyqtgraph's config-file reader
    # import it, and the app uses neither.
    "unicodedata",
    "ssl",
    "_ssl",
    "_hashlib",
    "PySide6.QtNetwork",
    "PySide6.QtDBus",
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "PySide6.QtQuickWidgets",
    "PySide6.QtTest",
    "PySide6.QtDesigner",
    "PySide6.QtUiTools",
    "PySide6.QtHelp",
    "PySide6.QtSql",
    "PySide6.QtPdf",
    "PySide6.QtPdfWidgets",
    # pyqtgraph imports these two whenever it is imported, for OpenGL drawing the charts
    # do not use (they paint with QPainter): 9.9 MB with the libraries only they need.
    # The bundle answers the imports with stand-ins (no_opengl.py, a runtime hook).
    "PySide6.QtOpenGL",
    "PySide6.QtOpenGLWidgets",
    # Charts draw on widgets; pyqtgraph's 3D and notebook parts and its examples need
    # PyOpenGL or Jupyter, which the bundle does not carry.
    "pyqtgraph.opengl",
    "pyqtgraph.jupyter",
    "pyqtgraph.examples",
)

# Imported by name at run time, out of PyInstaller's sight: none now (pyqtgraph's OpenGL
# bindings, which it imports by name, are answered by the stand-ins of no_opengl.py).
HIDDEN_IMPORTS: tuple[str, ...] = ()

# PyInstaller runtime hooks, run before the program (paths relative to packaging/).
RUNTIME_HOOKS = ("no_opengl.py",)

# Plugin folder -> the plugins kept, named by their file name without "lib", the
# leading "q" and the suffix. A folder missing here is dropped whole. (Windows wheels
# keep plugins in PySide6/plugins, the others in PySide6/Qt/plugins.)
KEPT_PLUGINS: dict[str, tuple[str, ...]] = {
    "platforms": ("xcb", "wayland", "offscreen", "windows", "cocoa"),
    "platformthemes": ("xdgdesktopportal",),
    "platforminputcontexts": (
        "composeplatforminputcontextplugin",
        "ibusplatforminputcontextplugin",
    ),
    "wayland-shell-integration": ("xdg-shell",),
    "wayland-decoration-client": ("adwaita", "bradient"),
    "imageformats": ("svg",),
    "iconengines": ("svgicon",),
    "styles": ("modernwindowsstyle", "windowsvistastyle", "macstyle"),
}

# Libraries of every desktop Linux (X11, fonts, D-Bus, GLib, compression, the C++
# runtime): the system's copy matches its X server, fonts and D-Bus, and pip-installed
# PySide6 relies on the very same. The X11 extensions Qt needs that a desktop may lack
# (xcb-cursor, xkbcommon-x11, ...) stay in the bundle; so does libffi, whose soname
# differs between distributions. Libraries only these link to go with them.
DESKTOP_LIBRARIES = (
    "libstdc++",
    "libgcc_s",
    "libX11",
    "libX11-xcb",
    "libXau",
    "libXdmcp",
    "libxcb",
    "libfontconfig",
    "libfreetype",
    "libexpat",
    "libpng16",
    "libz",
    "libzstd",
    "libbz2",
    "liblzma",
    "libdbus-1",
    "libglib-2.0",
    "libgthread-2.0",
    "libgobject-2.0",
    "libgio-2.0",
    # Every Wayland desktop has them; Qt tries Wayland only on one.
    "libwayland-client",
    "libwayland-cursor",
    "libwayland-egl",
)
_DESKTOP_LIBRARY = re.compile(
    r"^(" + "|".join(re.escape(name) for name in DESKTOP_LIBRARIES) + r")\.so(\.[\d.]+)?$"
)

# Windows wheels add a software OpenGL (20 MB) and Direct3D's shader compiler for Qt Quick
# and OpenGL windows; widgets painted with QPainter use neither.
_GRAPHICS_FALLBACK = re.compile(r"(^|/)(opengl32sw|d3dcompiler_\d+)\.dll$", re.IGNORECASE)

# pyqtgraph's own application icon (for its mkQApp; the app makes its own application)
# in six sizes of PNG, and its colour map tables (for images and colour bars, which the
# charts do not draw). The SVG icon stays.
_CHARTING_EXTRAS = re.compile(r"(^|/)pyqtgraph/(icons/peegee/[^/]+\.png|colors/maps/)")

_PLUGIN_PATH = re.compile(r"(^|/)PySide6/(Qt/)?plugins/(?P<folder>[^/]+)/(?P<file>[^/]+)$")
_PLUGIN_NAME = re.compile(r"^(lib)?(?P<name>.+?)(\.\d+)*\.(so|dll|dylib)$", re.IGNORECASE)
_TRANSLATION = re.compile(r"(^|/)PySide6/(Qt/)?translations/")


def _plugin_kept(folder: str, file: str) -> bool:
    kept = KEPT_PLUGINS.get(folder)
    if kept is None:
        return False
    match = _PLUGIN_NAME.match(file)
    if match is None:
        return True  # not a plugin binary (a JSON or a debug file): follow the folder
    name = match.group("name").lower()
    return name in kept or (name.startswith("q") and name[1:] in kept)


def dropped_by_rule(destination: str) -> str | None:
    """Why a file is left out of the bundle by name, or None when it stays.

    >>> dropped_by_rule("PySide6/Qt/plugins/platforms/libqvnc.so")
    'plugin platforms/libqvnc.so'
    >>> dropped_by_rule("PySide6/Qt/plugins/platforms/libqxcb.so") is None
    True
    >>> dropped_by_rule("PySide6/Qt/plugins/tls/libqopensslbackend.so")
    'plugin tls/libqopensslbackend.so'
    >>> dropped_by_rule("PySide6/Qt/translations/qtbase_de.qm")
    'Qt translation'
    >>> dropped_by_rule("PySide6/plugins/imageformats/qsvg.dll") is None
    True
    >>> dropped_by_rule("libfontconfig.so.1"), dropped_by_rule("libxcb-cursor.so.0")
    ("the desktop's own library", None)
    """
    path = PurePosixPath(destination.replace("\\", "/")).as_posix()
    if _DESKTOP_LIBRARY.match(path):
        return "the desktop's own library"
    if _GRAPHICS_FALLBACK.search(path):
        return "OpenGL and Direct3D for Qt Quick: the table paints with QPainter"
    if _TRANSLATION.search(path):
        return "Qt translation"
    if _CHARTING_EXTRAS.search(path):
        return "pyqtgraph's application icon or colour maps"
    plugin = _PLUGIN_PATH.search(path)
    if plugin is not None and not _plugin_kept(plugin.group("folder"), plugin.group("file")):
        return f"plugin {plugin.group('folder')}/{plugin.group('file')}"
    return None


def _key(name: str) -> str:
    """A library's name as imports and bundle paths both spell it (base name, any case)."""
    return PurePosixPath(name.replace("\\", "/")).name.lower()


def slim(
    binaries: Iterable[TocEntry],
    datas: Iterable[TocEntry],
    imports_of: Callable[[str], Iterable[str]],
) -> tuple[list[TocEntry], list[TocEntry], list[str]]:
    """Leave out the files the rules drop, then the libraries only they needed.

    ``imports_of(source)`` names the libraries a binary links to. A library stays when
    something kept links to it, directly or through others, or when nothing collected
    links to it at all (Python's own library, extension modules, libraries loaded at run
    time); it goes when only dropped files link to it. Returns the kept binaries, the
    kept data files and the dropped destinations with the reason for each.

    >>> imports = {"gtk3.so": ["libgtk-3.so.0"], "libgtk-3.so.0": ["libc.so.6"],
    ...            "xcb.so": ["libxcb-cursor.so.0"], "libxcb-cursor.so.0": [], "libpython3.so": []}
    >>> binaries = [
    ...     ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", "gtk3.so", "BINARY"),
    ...     ("libgtk-3.so.0", "libgtk-3.so.0", "BINARY"),
    ...     ("PySide6/Qt/plugins/platforms/libqxcb.so", "xcb.so", "BINARY"),
    ...     ("libxcb-cursor.so.0", "libxcb-cursor.so.0", "BINARY"),
    ...     ("libpython3.so", "libpython3.so", "BINARY")]
    >>> kept, _, dropped = slim(binaries, [], lambda source: imports[source])
    >>> [destination for destination, _, _ in kept]
    ['PySide6/Qt/plugins/platforms/libqxcb.so', 'libxcb-cursor.so.0', 'libpython3.so']
    >>> dropped
    ['PySide6/Qt/plugins/platformthemes/libqgtk3.so: plugin platformthemes/libqgtk3.so', \
'libgtk-3.so.0: needed only by dropped files']
    """
    binaries = list(binaries)
    datas = list(datas)
    dropped: list[str] = []
    by_key = {_key(entry[0]): entry for entry in binaries if entry[2] != "SYMLINK"}

    cache: dict[str, list[str]] = {}

    def linked(entry: TocEntry) -> list[str]:
        if entry[1] not in cache:
            cache[entry[1]] = [_key(name) for name in imports_of(entry[1])]
        return cache[entry[1]]

    real = [entry for entry in binaries if entry[2] != "SYMLINK"]
    ruled_out = {entry[0]: dropped_by_rule(entry[0]) for entry in real}

    def closure(roots: Iterable[TocEntry], *, past_dropped: bool) -> set[str]:
        seen: set[str] = set()
        stack = [linked(entry) for entry in roots]
        while stack:
            for name in stack.pop():
                if name not in by_key or name in seen:
                    continue
                seen.add(name)
                if past_dropped or not ruled_out[by_key[name][0]]:
                    stack.append(linked(by_key[name]))
        return seen

    needed_by_removed = closure((entry for entry in real if ruled_out[entry[0]]), past_dropped=True)
    # What nothing dropped links to was collected for its own sake: the roots.
    roots = [
        entry
        for entry in real
        if not ruled_out[entry[0]] and _key(entry[0]) not in needed_by_removed
    ]
    # A dropped library's own needs are not followed: it is not there to need them.
    needed = {_key(entry[0]) for entry in roots} | closure(roots, past_dropped=False)

    kept: list[TocEntry] = []
    gone: set[str] = set()
    for entry in real:
        reason = ruled_out[entry[0]]
        if reason is None and _key(entry[0]) not in needed:
            reason = "needed only by dropped files"
        if reason is None:
            kept.append(entry)
        else:
            gone.add(PurePosixPath(entry[0].replace("\\", "/")).as_posix())
            dropped.append(f"{entry[0]}: {reason}")
    kept += _kept_links([entry for entry in binaries if entry[2] == "SYMLINK"], gone, dropped)

    # A macOS framework whose library went goes whole (its Info.plist, its links): a
    # framework folder without its library would not pass code signing.
    frameworks = tuple(
        path[: path.index(".framework/") + len(".framework/")]
        for path in gone
        if ".framework/" in path
    )
    kept_datas = []
    for entry in datas:
        path = PurePosixPath(entry[0].replace("\\", "/")).as_posix()
        if frameworks and path.startswith(frameworks):
            reason: str | None = "part of a dropped framework"
        else:
            reason = None if entry[2] == "SYMLINK" else dropped_by_rule(entry[0])
        if reason is None:
            kept_datas.append(entry)
        else:
            dropped.append(f"{entry[0]}: {reason}")
    # PyInstaller lists the links to libraries among the data files.
    links = [entry for entry in kept_datas if entry[2] == "SYMLINK"]
    kept_datas = [entry for entry in kept_datas if entry[2] != "SYMLINK"]
    kept_datas += _kept_links(links, gone, dropped)
    if frameworks:
        kept = [
            entry
            for entry in kept
            if not PurePosixPath(entry[0].replace("\\", "/")).as_posix().startswith(frameworks)
        ]
    return kept, kept_datas, dropped


def _kept_links(links: list[TocEntry], gone: set[str], dropped: list[str]) -> list[TocEntry]:
    """The symbolic links whose target stays; the others are noted in ``dropped``."""
    kept = []
    for entry in links:
        target = (PurePosixPath(entry[0].replace("\\", "/")).parent / entry[1]).as_posix()
        if _normalise(target) in gone:
            dropped.append(f"{entry[0]}: link to a dropped file")
        else:
            kept.append(entry)
    return kept


def _normalise(path: str) -> str:
    """Fold ``a/b/../c`` to ``a/c`` (a link's target is relative to the link's folder)."""
    parts: list[str] = []
    for part in path.split("/"):
        if part == "..":
            if parts:
                parts.pop()
        elif part not in ("", "."):
            parts.append(part)
    return "/".join(parts)


_DT_NEEDED = 1
_DT_STRTAB = 5
_SHT_DYNAMIC = 6


def elf_needed(path: str | Path) -> list[str]:
    """The libraries an ELF file links to directly (its DT_NEEDED entries).

    PyInstaller reads a Linux library's imports with ``ldd``, which lists the whole
    tree: a library kept would then seem to need what only a dropped one links to.
    Returns [] for a file that is not a 64-bit little-endian ELF file.

    >>> import sys
    >>> "libc.so.6" in elf_needed(sys.executable) or sys.platform != "linux"
    True
    """
    data = Path(path).read_bytes()
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        return []
    (section_table,) = struct.unpack_from("<Q", data, 0x28)
    entry_size, count = struct.unpack_from("<HH", data, 0x3A)
    sections = [
        struct.unpack_from("<IIQQQQIIQQ", data, section_table + index * entry_size)
        for index in range(count)
    ]
    needed = []
    for _, kind, _, _, offset, size, link, _, _, _ in sections:
        if kind != _SHT_DYNAMIC:
            continue
        strings = sections[link][4]
        for position in range(offset, offset + size, 16):
            tag, value = struct.unpack_from("<qQ", data, position)
            if tag == _DT_NEEDED:
                end = data.index(b"\0", strings + value)
                needed.append(data[strings + value : end].decode())
    return needed
