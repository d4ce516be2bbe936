"""Build the desktop bundle with one command, on the system it is for.

    python3 packaging/build.py [--also numpy --also pyqtgraph] [--bare-window]

From a checkout, with Python 3.11 or newer, it:

1. makes the build environment ``.venv-bundle/`` (once) and installs the app with its
   ``bundle`` extra (PyInstaller), plus the ``--also`` packages;
2. renders the icons (``.png``, ``.ico``, ``.icns``) from ``resources/icons/dealer-app.svg``
   and gathers the licence texts (``licences.py``);
3. runs PyInstaller on ``dealer-app.spec``: ``dist/dealer-app/`` (and on macOS
   ``dist/Dealer's Table.app``); on Linux, shrinks ICU's data library to what Qt reads
   from it (``icu_data.py``; needs a C compiler);
4. puts the licence texts beside the program, and on Linux a desktop entry, the icon and
   ``install-desktop-entry.sh``;
5. packs the archive: ``dist/dealer-app-VERSION-linux-x86_64.tar.gz``, a ``.zip`` on
   Windows and macOS;
6. prints what the folder holds, part by part, against the size budgets.

``--also`` bundles libraries the app is about to use before it imports them, to see the
size it will then have. ``--bare-window`` also builds a bare PySide6 window the same way
(``dist/bare-window/``), to compare start-up times with ``startup_time.py``.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

from bundle_contents import dropped_by_rule  # noqa: E402
from bundle_report import ARCHIVE_BUDGET, report  # noqa: E402
from icu_data import shrink_library  # noqa: E402

APP_NAME = "dealer-app"
MAC_APP = "Dealer's Table.app"
VENV = ROOT / ".venv-bundle"
BUILD = ROOT / "build" / "bundle"
DIST = ROOT / "dist"

DESKTOP_ENTRY = """\
[Desktop Entry]
Type=Application
Name=Dealer's Table
GenericName=Split-pot dealer assistant
Comment=Evaluate every seat, build the side pots and split the chips by colour
Exec={exec} %f
Icon={icon}
Terminal=false
StartupWMClass=dealer-app
Categories=Game;CardGame;
MimeType=application/json;
Keywords=poker;dealer;pot;split;chips;showdown;
"""

# Written into the bundle: makes the desktop entry point at wherever the folder was
# unpacked, since a desktop file needs absolute paths.
INSTALL_DESKTOP_ENTRY = """\
#!/bin/sh
# Add Dealer's Table to the desktop's application menu, for this user, from wherever
# this folder is. Run it again after moving the folder; remove with --remove.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
apps=${XDG_DATA_HOME:-$HOME/.local/share}/applications
icons=${XDG_DATA_HOME:-$HOME/.local/share}/icons/hicolor/scalable/apps
if [ "${1:-}" = "--remove" ]; then
    rm -f "$apps/dealer-app.desktop" "$icons/dealer-app.svg"
    echo "removed Dealer's Table from the application menu"
    exit 0
fi
mkdir -p "$apps" "$icons"
cp "$here/dealer-app.svg" "$icons/dealer-app.svg"
sed -e "s|^Exec=.*|Exec=\\"$here/dealer-app\\" %f|" -e "s|^Icon=.*|Icon=dealer-app|" \\
    "$here/dealer-app.desktop" > "$apps/dealer-app.desktop"
echo "Dealer's Table is in the application menu (from $here)"
"""


def project_version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        return str(tomllib.load(handle)["project"]["version"])


def system_tag() -> str:
    machine = platform.machine().lower().replace("amd64", "x86_64")
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")
    return f"{system}-{machine}"


def venv_python(venv: Path) -> Path:
    folder = "Scripts" if sys.platform == "win32" else "bin"
    return venv / folder / ("python.exe" if sys.platform == "win32" else "python")


def step(text: str, started: float) -> None:
    print(f"--> {text}  ({time.monotonic() - started:.0f} s)", flush=True)


def run(
    *command: object,
    env: dict[str, str] | None = None,
    log: Path | None = None,
    cwd: Path = ROOT,
) -> None:
    args = [str(part) for part in command]
    if log is None:
        subprocess.run(args, check=True, cwd=cwd, env=env)
        return
    with log.open("w", encoding="utf-8") as out:
        completed = subprocess.run(args, cwd=cwd, env=env, stdout=out, stderr=subprocess.STDOUT)
    if completed.returncode != 0:
        print(log.read_text(encoding="utf-8")[-4000:], file=sys.stderr)
        raise SystemExit(f"build: {args[0]} failed, see {log}")


def missing_x11_libraries(python: Path) -> list[str]:
    """Libraries Qt's X11 plugin needs beyond the desktop's own that this machine lacks.

    PyInstaller copies them from the build machine; without them the bundle would start
    only offscreen.
    """
    find_plugin = (
        "import pathlib, PySide6; "
        "print(pathlib.Path(PySide6.__file__).parent / 'Qt/plugins/platforms/libqxcb.so')"
    )
    plugin = subprocess.run(
        [str(python), "-c", find_plugin], capture_output=True, text=True, check=True
    ).stdout.strip()
    listing = subprocess.run(["ldd", plugin], capture_output=True, text=True, check=False)
    return sorted(
        {
            line.split()[0]
            for line in listing.stdout.splitlines()
            if "not found" in line and dropped_by_rule(line.split()[0]) is None
        }
    )


def debian_package(library: str) -> str:
    """Debian's package for a library: libxcb-icccm.so.4 is in libxcb-icccm4.

    >>> debian_package("libxcb-icccm.so.4"), debian_package("libxkbcommon-x11.so.0")
    ('libxcb-icccm4', 'libxkbcommon-x11-0')
    """
    name, _, version = library.partition(".so.")
    return f"{name}{'-' if name[-1].isdigit() else ''}{version.split('.')[0]}"


def install(python: Path, venv: Path, also: list[str]) -> None:
    if not python.exists():
        run(sys.executable, "-m", "venv", venv)
    # Not editable: the bundle takes the package and its metadata as a wheel installs them.
    pip = [python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check"]
    run(*pip, ".[bundle]", *also)


def pyinstaller(python: Path, spec: str, env: dict[str, str], name: str) -> None:
    BUILD.mkdir(parents=True, exist_ok=True)
    run(
        python, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
        "--distpath", DIST, "--workpath", BUILD / "work", HERE / spec,
        env=env, log=BUILD / f"{name}.log", cwd=BUILD,
    )  # fmt: skip
    # (Run outside the checkout, so the package and its metadata come from the install.)


def add_beside_program(folder: Path, extras: Path) -> None:
    """Licence texts beside the program; on Linux the desktop entry and its icon."""
    shutil.copytree(extras / "licenses", folder / "licenses", dirs_exist_ok=True)
    if not sys.platform.startswith("linux"):
        return
    shutil.copyfile(extras / "icons" / f"{APP_NAME}.svg", folder / f"{APP_NAME}.svg")
    shutil.copyfile(extras / "icons" / f"{APP_NAME}.png", folder / f"{APP_NAME}.png")
    entry = DESKTOP_ENTRY.format(exec=APP_NAME, icon=APP_NAME)
    (folder / f"{APP_NAME}.desktop").write_text(entry, encoding="utf-8")
    script = folder / "install-desktop-entry.sh"
    script.write_text(INSTALL_DESKTOP_ENTRY, encoding="utf-8")
    script.chmod(0o755)


# Python's own library and modules (often built with debug information), Qt, Qt for
# Python's bindings and NumPy's modules: stripped. Not the libraries wheels vendor and
# patch (NumPy's OpenBLAS in numpy.libs/: strip breaks their load commands), nor the
# programs (their Python code is appended to them).
STRIPPED = (
    "libpython3*.so*",
    "python3.*/lib-dynload/*.so",
    "PySide6/*.so*",
    "PySide6/Qt/lib/*.so*",
    "PySide6/Qt/plugins/*/*.so",
    "shiboken6/*.so*",
    "numpy/**/*.so",
)


def strip_symbols(folder: Path) -> None:
    if not sys.platform.startswith("linux") or shutil.which("strip") is None:
        return
    inside = folder / "_internal"
    files = sorted(
        {path for pattern in STRIPPED for path in inside.glob(pattern) if not path.is_symlink()}
    )
    run("strip", "--strip-unneeded", *files)


def shrink_icu_data(folder: Path) -> None:
    """Qt's Linux wheels carry all of ICU's data; keep what Qt reads (see icu_data.py)."""
    for library in sorted(folder.rglob("libicudata.so.*")):
        if library.is_symlink():
            continue
        try:
            before, after = shrink_library(library)
        except (OSError, ValueError, subprocess.CalledProcessError) as error:
            print(f"build: ICU's data left whole ({error})", file=sys.stderr)
            continue
        print(f"    {library.name}: {before / 1e6:.1f} MB -> {after / 1e6:.1f} MB")


def pack(folder: Path, version: str) -> Path:
    """The archive a user downloads: unpacked, it is one folder, ready to run."""
    top = f"{APP_NAME}-{version}"
    base = DIST / f"{top}-{system_tag()}"
    if sys.platform.startswith("linux"):
        archive = base.with_name(base.name + ".tar.gz")
        # Level 6: within 1 % of the smallest, in under half the time.
        with tarfile.open(archive, "w:gz", compresslevel=6) as tar:
            tar.add(folder, arcname=top)
        return archive
    archive = base.with_name(base.name + ".zip")
    if sys.platform == "darwin":
        # ditto keeps the app's symbolic links and signature, which zipfile would not.
        archive.unlink(missing_ok=True)
        run("ditto", "-c", "-k", "--keepParent", DIST / MAC_APP, archive)
        return archive
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
        for path in sorted(folder.rglob("*")):
            out.write(path, Path(top, path.relative_to(folder)))
    return archive


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--also",
        action="append",
        default=[],
        metavar="PACKAGE",
        help="also install and bundle this package (its import name, e.g. numpy)",
    )
    parser.add_argument(
        "--bare-window",
        action="store_true",
        help="also build a bare PySide6 window the same way, for start-up comparisons",
    )
    parser.add_argument(
        "--budget",
        choices=("all", "archive"),
        help="fail when over the size budgets: both (all), or only the archive's",
    )
    parser.add_argument("--venv", type=Path, default=VENV, help="build environment folder")
    options = parser.parse_args(argv)
    started = time.monotonic()
    version = project_version()
    python = venv_python(options.venv)

    step(f"build environment {options.venv.name} with PyInstaller", started)
    install(python, options.venv, options.also)

    if sys.platform.startswith("linux"):
        missing = missing_x11_libraries(python)
        if missing:
            packages = " ".join(debian_package(library) for library in missing)
            raise SystemExit(
                f"build: Qt's X11 plugin needs {', '.join(missing)}, which this machine "
                f"lacks; the bundle must carry them (Debian, Ubuntu: apt-get install {packages})"
            )

    step("icons and licence texts", started)
    extras = BUILD / "extras"
    shutil.rmtree(extras, ignore_errors=True)
    run(python, HERE / "icons.py", extras / "icons")
    run(python, HERE / "licences.py", extras / "licenses", *options.also)

    env = {
        **os.environ,
        "DEALER_APP_BUNDLE_EXTRAS": str(extras),
        "DEALER_APP_BUNDLE_ALSO": ",".join(options.also),
        "DEALER_APP_BUNDLE_VERSION": version,
    }
    step(f"PyInstaller: dist/{APP_NAME}", started)
    pyinstaller(python, "dealer-app.spec", env, APP_NAME)
    folder = DIST / APP_NAME
    add_beside_program(folder, extras)
    strip_symbols(folder)
    shrink_icu_data(folder)
    if options.bare_window:
        step("PyInstaller: dist/bare-window", started)
        pyinstaller(python, "bare-window.spec", env, "bare-window")
        strip_symbols(DIST / "bare-window")
        shrink_icu_data(DIST / "bare-window")

    step("archive", started)
    archive = pack(folder, version)
    text, fits = report(folder, [archive])
    print(text)
    (BUILD / "report.txt").write_text(text + "\n", encoding="utf-8")
    step(f"done: {folder.relative_to(ROOT)} and {archive.relative_to(ROOT)}", started)
    if options.budget == "archive":
        fits = archive.stat().st_size <= ARCHIVE_BUDGET
    return 1 if options.budget and not fits else 0


if __name__ == "__main__":
    sys.exit(main())
