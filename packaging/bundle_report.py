"""What a built bundle folder holds, part by part: size, share and file count.

    python3 packaging/bundle_report.py dist/dealer-app [ARCHIVE]

prints a table like ``build.py`` does after a build. Sizes are in MB (1,000,000 bytes),
the unit of the budgets CI enforces: the folder under 120 MB, the archive (the download)
under 50 MB.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

__all__ = ["ARCHIVE_BUDGET", "FOLDER_BUDGET", "MB", "Part", "classify", "measure", "report"]

MB = 1_000_000
FOLDER_BUDGET = 120 * MB
ARCHIVE_BUDGET = 50 * MB

# (part, pattern on the path inside the bundle folder, "/" separated), first match wins.
PARTS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (name, re.compile(pattern, re.IGNORECASE))
    for name, pattern in (
        ("Qt: ICU (Unicode tables QtCore links to)", r"(^|/)(lib)?icu\w*\.(so|dll|dylib)"),
        ("Qt: plugins", r"(^|/)PySide6/(Qt/)?plugins/"),
        ("Qt: translations", r"(^|/)PySide6/(Qt/)?translations/"),
        (
            "Qt: libraries",
            r"(^|/)PySide6/(Qt/lib/|Qt6[^/]*\.dll$)|(^|/)PySide6/Qt/lib/Qt\w+\.framework/",
        ),
        ("PySide6 and shiboken6 bindings", r"(^|/)(PySide6|shiboken6)/"),
        ("NumPy (with OpenBLAS)", r"(^|/)numpy(\.libs|\.dylibs)?/|(^|/)numpy\.libs"),
        ("pyqtgraph", r"(^|/)pyqtgraph/"),
        ("the app: resources and metadata", r"(^|/)dealer_app[^/]*/"),
        ("licence texts, icons, desktop entry", r"(^|/)licenses/|\.(desktop|svg|png|sh)$"),
        (
            "Python: interpreter library and compiled stdlib modules",
            r"(^|/)(lib)?python3[\d.]*(\.so[\d.]*|\.dll|/)|(^|/)Python$|"
            r"(^|/)(lib-dynload/|base_library\.zip$|[^/]+\.pyd$)",
        ),
        (
            "executable (start-up code and all Python code, compressed)",
            r"^(dealer-app|dealer-app-cli|bare-window)(\.exe)?$",
        ),
        ("system libraries (X11, fonts, D-Bus, GLib, C++ runtime)", r"\.so(\.[\d.]+)?$|\.dll$"),
    )
)
OTHER = "other"


@dataclass
class Part:
    name: str
    size: int = 0
    files: int = 0


def classify(relative: str) -> str:
    """The part a file of the bundle belongs to, by its path inside the bundle folder.

    >>> classify("_internal/PySide6/Qt/lib/libQt6Gui.so.6")
    'Qt: libraries'
    >>> classify("_internal/PySide6/Qt/lib/libicudata.so.73")
    'Qt: ICU (Unicode tables QtCore links to)'
    >>> classify("_internal/numpy.libs/libscipy_openblas64_-ff651d7f.so")
    'NumPy (with OpenBLAS)'
    >>> classify("_internal/libX11.so.6")
    'system libraries (X11, fonts, D-Bus, GLib, C++ runtime)'
    >>> classify("dealer-app")
    'executable (start-up code and all Python code, compressed)'
    """
    path = PurePosixPath(relative.replace("\\", "/")).as_posix()
    for name, pattern in PARTS:
        if pattern.search(path):
            return name
    return OTHER


def measure(folder: Path) -> tuple[list[Part], int, int]:
    """The parts (largest first), the total size and the file count of a bundle folder."""
    parts: dict[str, Part] = {}
    total = count = 0
    for path in folder.rglob("*"):
        if path.is_symlink() or not path.is_file():
            continue
        name = classify(path.relative_to(folder).as_posix())
        part = parts.setdefault(name, Part(name))
        size = path.stat().st_size
        part.size += size
        part.files += 1
        total += size
        count += 1
    return sorted(parts.values(), key=lambda part: -part.size), total, count


def report(folder: Path, archives: Iterable[Path] = ()) -> tuple[str, bool]:
    """A table of the folder's parts and the archives' sizes; and whether all fit the budgets."""
    parts, total, count = measure(folder)
    lines = [f"{'part':<62} {'MB':>7} {'share':>6} {'files':>6}"]
    for part in parts:
        share = part.size / total if total else 0
        lines.append(f"{part.name:<62} {part.size / MB:7.1f} {share:6.1%} {part.files:6d}")
    within = total <= FOLDER_BUDGET
    lines.append(
        f"{'folder ' + folder.name:<62} {total / MB:7.1f} {'':>6} {count:6d}"
        f"   budget {FOLDER_BUDGET // MB} MB: {'ok' if within else 'OVER'}"
    )
    for archive in archives:
        size = archive.stat().st_size
        fits = size <= ARCHIVE_BUDGET
        within = within and fits
        lines.append(
            f"{'archive ' + archive.name:<62} {size / MB:7.1f}"
            f"   budget {ARCHIVE_BUDGET // MB} MB: {'ok' if fits else 'OVER'}"
        )
    return "\n".join(lines), within


if __name__ == "__main__":
    text, fits = report(Path(sys.argv[1]), [Path(name) for name in sys.argv[2:]])
    print(text)
    sys.exit(0 if fits else 1)
