"""Gather the licence texts of everything the bundle carries into one folder.

Run with the bundle's Python: ``python packaging/licences.py OUT_DIR [DIST ...]``.
Writes into OUT_DIR:

- ``THIRD-PARTY-NOTICES.txt``: each component, its version and its licence;
- ``LGPL-3.0.txt`` and ``GPL-3.0.txt``: Qt and PySide6 are used under the LGPL version 3,
  which is the GPL version 3 with extra permissions, so both texts go along;
- ``Python-LICENSE.txt``: the licence of the Python interpreter inside the bundle;
- ``<distribution>/...``: the licence files each bundled Python package ships.

The distributions are the app's run-time requirements, followed to their own, plus any
named on the command line (libraries the bundle carries ahead of the app's use).
"""

from __future__ import annotations

import re
import shutil
import sys
import sysconfig
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement

HERE = Path(__file__).resolve().parent
APP = "dealer-app"
QT_SOURCES = "https://download.qt.io/official_releases/qt/"
PYSIDE_SOURCES = "https://download.qt.io/official_releases/QtForPython/"
LICENCE_FILE = re.compile(r"(^|/)(licen[cs]es?/|(licen[cs]e|copying|notice)[^/]*$)", re.I)


def runtime_distributions(also: list[str]) -> list[metadata.Distribution]:
    """The app's distribution and every one it needs at run time, by name, app first."""
    found: dict[str, metadata.Distribution] = {}
    queue = [APP, *also]
    while queue:
        name = queue.pop(0)
        key = re.sub(r"[-_.]+", "-", name).lower()
        if key in found:
            continue
        try:
            distribution = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue
        found[key] = distribution
        for line in distribution.requires or []:
            requirement = Requirement(line)
            if requirement.marker is None or requirement.marker.evaluate({"extra": ""}):
                queue.append(requirement.name)
    return list(found.values())


def licence_of(distribution: metadata.Distribution) -> str:
    meta = distribution.metadata
    return meta.get("License-Expression") or meta.get("License") or "see its licence files"


def python_licence() -> Path:
    """Where this interpreter keeps its LICENSE.txt (POSIX and macOS: the stdlib folder;
    Windows: the installation folder)."""
    for folder in (Path(sysconfig.get_path("stdlib")), Path(sys.base_prefix)):
        if (folder / "LICENSE.txt").is_file():
            return folder / "LICENSE.txt"
    raise SystemExit(f"licences: Python's LICENSE.txt not found under {sys.base_prefix}")


def copy_licence_files(distribution: metadata.Distribution, out: Path) -> list[str]:
    copied = []
    for file in distribution.files or []:
        posix = file.as_posix()
        if ".dist-info/" not in posix or not LICENCE_FILE.search(posix.split(".dist-info/")[1]):
            continue
        relative = posix.split(".dist-info/", 1)[1]
        relative = relative.removeprefix("licenses/").removeprefix("LICENSES/")
        target = out / distribution.metadata["Name"] / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(file.locate(), target)
        copied.append(target.relative_to(out).as_posix())
    return copied


def main(out: Path, also: list[str]) -> None:
    import PySide6
    from PySide6.QtCore import qVersion

    out.mkdir(parents=True, exist_ok=True)
    for text in ("LGPL-3.0.txt", "GPL-3.0.txt"):
        shutil.copyfile(HERE / "licenses" / text, out / text)
    shutil.copyfile(python_licence(), out / "Python-LICENSE.txt")
    version = sys.version.split()[0]
    lines = [
        "Third-party components of Dealer's Table",
        "",
        f"Qt {qVersion()}",
        "  The Qt Company Ltd and other contributors; used under the GNU Lesser General",
        "  Public License version 3 (LGPL-3.0.txt, which adds to GPL-3.0.txt). Qt's",
        "  libraries are separate files in this folder (under _internal/PySide6): you may",
        "  replace them with your own build of the same Qt version. Sources:",
        f"  {QT_SOURCES}",
        "",
        f"PySide6 {PySide6.__version__} and shiboken6 (Qt for Python)",
        "  The Qt Company Ltd; used under the GNU Lesser General Public License version 3",
        f"  (LGPL-3.0.txt, GPL-3.0.txt). Sources: {PYSIDE_SOURCES}",
        "",
        f"Python {version}",
        "  Python Software Foundation License (Python-LICENSE.txt).",
    ]
    for distribution in runtime_distributions(also):
        name = distribution.metadata["Name"]
        if name == APP:
            lines[1:1] = ["", f"Dealer's Table {distribution.version}: {licence_of(distribution)}"]
            continue
        files = copy_licence_files(distribution, out)
        lines += ["", f"{name} {distribution.version}", f"  Licence: {licence_of(distribution)}"]
        lines += [f"  {file}" for file in files]
    (out / "THIRD-PARTY-NOTICES.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]), sys.argv[2:])
