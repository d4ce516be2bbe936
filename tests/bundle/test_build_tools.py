"""The pieces of the desktop bundle's build that run without PyInstaller."""

from __future__ import annotations

import doctest
import importlib
import json
import shutil
import sys
from pathlib import Path
from typing import ClassVar

import bundle_contents
import check_bundle
import pytest
from bundle_report import classify, measure, report

from dealer_app.cli import resolve_documents

# packaging/ is put on the import path by this folder's conftest.py.
PACKAGING_DIR = Path(__file__).resolve().parents[2] / "packaging"
REPO_ROOT = PACKAGING_DIR.parent


@pytest.mark.parametrize(
    "name", ["bundle_contents", "bundle_report", "icons", "icu_data", "no_opengl"]
)
def test_docstring_examples_hold(name: str) -> None:
    outcome = doctest.testmod(importlib.import_module(name), verbose=False)
    assert outcome.attempted > 0
    assert outcome.failed == 0


@pytest.mark.parametrize(
    ("destination", "kept"),
    [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
        ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
        ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
        ("PySide6/plugins/platforms/qwindows.dll", True),
        ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
        ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", True),
        (
            "PySide6/Qt/plugins/wayland-graphics-integration-client/libqt-plugin-wayland-egl.so",
            False,
        ),
        ("PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so", True),
        ("pyqtgraph/icons/peegee/peegee_512px@2x.png", False),
        ("pyqtgraph/icons/peegee/peegee.svg", True),
        ("pyqtgraph/icons/auto.png", True),
        ("pyqtgraph/colors/maps/CET-L1.csv", False),
        ("PySide6/Qt/plugins/platforminputcontexts/libibusplatforminputcontextplugin.so", True),
        ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
        ("PySide6/Qt/plugins/imageformats/libqtiff.so", False),
        ("PySide6/plugins/tls/qschannelbackend.dll", False),
        ("PySide6/Qt/plugins/networkinformation/libqnetworkmanager.so", False),
        ("PySide6/Qt/translations/qt_de.qm", False),
        ("PySide6/translations/qtbase_fr.qm", False),
        ("PySide6/Qt/lib/libQt6Gui.so.6", True),
        ("PySide6/Qt6Gui.dll", True),
        ("PySide6/opengl32sw.dll", False),
        ("PySide6/d3dcompiler_47.dll", False),
        ("libfontconfig.so.1", False),
        ("libxcb-cursor.so.0", True),
        ("dealer_app/resources/examples/omaha8-quartered.json", True),
    ],
)
def test_the_rules_keep_what_the_table_uses(destination: str, kept: bool) -> None:
    assert (bundle_contents.dropped_by_rule(destination) is None) is kept


def test_a_library_stays_when_something_kept_still_links_to_it() -> None:
    imports = {
        "gtk3": ["libgtk-3.so.0", "libshared.so.1"],
        "gtk": ["libshared.so.1"],
        "glib": [],
        "portal": ["libQt6DBus.so.6", "libshared.so.1"],
        "dbus": [],
    }
    binaries = [
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", "gtk3", "BINARY"),
        ("PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so", "portal", "BINARY"),
        ("libgtk-3.so.0", "gtk", "BINARY"),
        ("libshared.so.1", "glib", "BINARY"),
        ("PySide6/Qt/lib/libQt6DBus.so.6", "dbus", "BINARY"),
    ]
    links = [
        ("libgtk-3.so.0.link", "libgtk-3.so.0", "SYMLINK"),
        ("libQt6DBus.so.6", "PySide6/Qt/lib/libQt6DBus.so.6", "SYMLINK"),
    ]
    datas = [("PySide6/Qt/translations/qt_de.qm", "qm", "DATA"), *links]
    kept, kept_datas, dropped = bundle_contents.slim(binaries, datas, imports.__getitem__)
    assert [entry[0] for entry in kept] == [
        "PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so",
        "libshared.so.1",
        "PySide6/Qt/lib/libQt6DBus.so.6",
    ]
    assert kept_datas == [links[1]]
    assert len(dropped) == 4


def test_a_macos_framework_whose_library_goes_goes_whole() -> None:
    network = "PySide6/Qt/lib/QtNetwork.framework"
    imports = {"tls": ["@rpath/QtNetwork.framework/Versions/A/QtNetwork"], "network": []}
    binaries = [
        ("PySide6/Qt/plugins/tls/libqopensslbackend.dylib", "tls", "BINARY"),
        (f"{network}/Versions/A/QtNetwork", "network", "BINARY"),
        (f"{network}/QtNetwork", "Versions/Current/QtNetwork", "SYMLINK"),
    ]
    datas = [
        (f"{network}/Versions/A/Resources/Info.plist", "plist", "DATA"),
        (f"{network}/Resources", "Versions/Current/Resources", "SYMLINK"),
        ("PySide6/Qt/lib/QtGui.framework/Versions/A/Resources/Info.plist", "gui", "DATA"),
    ]
    kept, kept_datas, _ = bundle_contents.slim(binaries, datas, imports.__getitem__)
    assert kept == []
    assert kept_datas == [datas[2]]


def test_the_excluded_modules_leave_the_app_its_qt_modules() -> None:
    excluded = set(bundle_contents.EXCLUDED_MODULES)
    for needed in ("PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets", "PySide6.QtSvg"):
        assert needed not in excluded
    assert "numpy" not in excluded


def test_the_opengl_bindings_left_out_have_their_stand_ins() -> None:
    import no_opengl

    excluded = set(bundle_contents.EXCLUDED_MODULES)
    assert set(no_opengl.LEFT_OUT) <= excluded
    assert "no_opengl.py" in bundle_contents.RUNTIME_HOOKS
    assert (PACKAGING_DIR / "no_opengl.py").is_file()


# The launcher's chart check run with the stand-ins asked first, as if the real OpenGL
# bindings were missing (as in the bundle): pyqtgraph must import and draw the charts.
CHARTS_WITHOUT_OPENGL = """
import runpy, sys
import no_opengl
sys.meta_path.insert(0, no_opengl.OpenGLStandIns())
try:
    runpy.run_path(sys.argv[1], run_name="__main__")
except SystemExit as stop:
    status = stop.code
bindings = [sys.modules[name] for name in no_opengl.LEFT_OUT]
print("stand-ins" if all(not hasattr(m, "__file__") for m in bindings) else "real")
sys.exit(status)
"""


def test_the_training_charts_draw_without_the_opengl_bindings(tmp_path: Path, python) -> None:
    picture = tmp_path / "training.png"
    completed = python(
        "-c",
        CHARTS_WITHOUT_OPENGL,
        str(PACKAGING_DIR / "dealer_app_launcher.py"),
        env={
            "PYTHONPATH": str(PACKAGING_DIR),
            "DEALER_APP_CHART_CHECK": str(picture),
            "HOME": str(tmp_path),
            "XDG_DATA_HOME": str(tmp_path),
        },
    )
    assert completed.returncode == 0, completed.stderr
    drawn, kind = completed.stdout.split()[-2:]
    assert kind == "stand-ins"
    assert int(drawn) >= check_bundle.MIN_CHART_LINE_PIXELS
    _, _, packed, _ = check_bundle.png_summary(picture.read_bytes())
    assert packed > check_bundle.MIN_PICTURE_BYTES


def test_the_size_check_fails_only_over_the_limits_given(tmp_path: Path) -> None:
    folder = tmp_path / "dealer-app"
    folder.mkdir()
    (folder / "dealer-app").write_bytes(b"e" * 2_000_000)
    (tmp_path / "dealer-app-0.1.0-linux-x86_64.tar.gz").write_bytes(b"z" * 1_000_000)
    assert "folder 2.0 MB" in check_bundle.check_size(folder, None, None)
    assert "tar.gz 1.0 MB" in check_bundle.check_size(folder, 2.5, 1.5)
    with pytest.raises(check_bundle.CheckFailedError, match=r"folder is 2\.0 MB"):
        check_bundle.check_size(folder, 1.5, None)
    with pytest.raises(check_bundle.CheckFailedError, match=r"tar\.gz is 1\.0 MB"):
        check_bundle.check_size(folder, None, 0.5)


def test_the_size_report_sorts_the_parts_and_checks_the_budget(tmp_path: Path) -> None:
    folder = tmp_path / "dealer-app"
    (folder / "_internal" / "PySide6" / "Qt" / "lib").mkdir(parents=True)
    (folder / "_internal" / "PySide6" / "Qt" / "lib" / "libQt6Core.so.6").write_bytes(b"q" * 3000)
    (folder / "_internal" / "libX11.so.6").write_bytes(b"x" * 1000)
    (folder / "dealer-app").write_bytes(b"e" * 500)
    parts, total, count = measure(folder)
    assert parts[0].name == "Qt: libraries"
    assert (total, count) == (4500, 3)
    text, fits = report(folder)
    assert fits
    assert "budget 120 MB: ok" in text
    assert "OVER" not in text
    assert classify("_internal/numpy/_core/_multiarray_umath.cpython-311-x86_64-linux-gnu.so") == (
        "NumPy (with OpenBLAS)"
    )


def test_the_readme_example_is_what_resolve_prints() -> None:
    # The bundle check compares the built program's output with docs/reference.md; the
    # reference itself must hold for the installed package first.
    showdown, printed = check_bundle.readme_example(check_bundle.REFERENCE)
    assert resolve_documents(showdown) == printed


def test_the_readme_equity_example_is_what_equity_prints() -> None:
    from dealer_app.cli import equity_text

    showdown, _ = check_bundle.readme_example(check_bundle.REFERENCE)
    printed = json.loads(equity_text(json.dumps(check_bundle.equity_spot(showdown))))
    expected = check_bundle.readme_equity(check_bundle.REFERENCE)
    del printed["seconds"], expected["seconds"]
    assert printed == expected


def test_the_screenshot_check_tells_a_picture_from_a_blank(tmp_path: Path, qapp) -> None:
    from PySide6.QtGui import QColor, QImage, QPainter

    blank = QImage(1280, 720, QImage.Format.Format_RGB32)
    blank.fill(QColor("#1b1b1b"))
    blank_path = tmp_path / "blank.png"
    blank.save(str(blank_path))
    drawn = QImage(blank)
    painter = QPainter(drawn)
    for step in range(0, 1280, 7):
        painter.setPen(QColor.fromHsv(step % 360, 200, 230))
        painter.drawText(step, (step * 13) % 700 + 10, f"{step} chips")
        painter.drawEllipse(step, (step * 7) % 650, 40, 30)
    painter.end()
    drawn_path = tmp_path / "drawn.png"
    drawn.save(str(drawn_path))

    width, height, packed, distinct = check_bundle.png_summary(blank_path.read_bytes())
    assert (width, height) == (1280, 720)
    assert packed < check_bundle.MIN_PICTURE_BYTES
    _, _, packed, distinct = check_bundle.png_summary(drawn_path.read_bytes())
    assert packed > check_bundle.MIN_PICTURE_BYTES
    assert distinct >= check_bundle.MIN_DISTINCT_BYTES


def test_the_icon_files_hold_every_size(tmp_path: Path, qapp) -> None:
    import icons

    icons.main(tmp_path)
    ico = (tmp_path / "dealer-app.ico").read_bytes()
    assert ico[:4] == bytes([0, 0, 1, 0])
    assert int.from_bytes(ico[4:6], "little") == len(icons.ICO_SIZES)
    icns = (tmp_path / "dealer-app.icns").read_bytes()
    assert icns[:4] == b"icns" and int.from_bytes(icns[4:8], "big") == len(icns)
    assert (tmp_path / "dealer-app.png").read_bytes()[:4] == b"\x89PNG"


class _Step:
    """Stands in for one of PyInstaller's build steps, keeping each call in order."""

    calls: ClassVar[list[tuple[str, tuple[object, ...], dict[str, object]]]] = []

    def __init__(self, *args: object, **kwargs: object) -> None:
        _Step.calls.append((type(self).__name__, args, kwargs))
        self.pure = self.scripts = self.binaries = self.datas = []


def run_spec(monkeypatch: pytest.MonkeyPatch, platform: str):
    import types

    _Step.calls = []
    steps = {
        name: type(name, (_Step,), {}) for name in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")
    }
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.__dict__["copy_metadata"] = lambda name: []
    for name in ("PyInstaller", "PyInstaller.utils"):
        monkeypatch.setitem(sys.modules, name, types.ModuleType(name))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    monkeypatch.setattr(sys, "platform", platform)
    spec = PACKAGING_DIR / "dealer-app.spec"
    exec(
        compile(spec.read_text(encoding="utf-8"), str(spec), "exec"),
        {"SPECPATH": str(PACKAGING_DIR), **steps},
    )
    return _Step.calls


def test_windows_gets_a_console_twin_for_the_headless_commands(monkeypatch) -> None:
    calls = run_spec(monkeypatch, "win32")
    programs = [(kwargs["name"], kwargs["console"]) for step, _, kwargs in calls if step == "EXE"]
    assert programs == [("dealer-app", False), ("dealer-app-cli", True)]
    collect = next(args for step, args, _ in calls if step == "COLLECT")
    assert sum(1 for part in collect if type(part).__name__ == "EXE") == 2


def test_linux_has_one_program_that_prints(monkeypatch) -> None:
    calls = run_spec(monkeypatch, "linux")
    programs = [kwargs["name"] for step, _, kwargs in calls if step == "EXE"]
    assert programs == ["dealer-app"]
    assert all(step != "BUNDLE" for step, _, _ in calls)


def test_macos_gets_an_application_with_the_version(monkeypatch) -> None:
    monkeypatch.setenv("DEALER_APP_BUNDLE_VERSION", "1.2.3")
    calls = run_spec(monkeypatch, "darwin")
    (bundle,) = [kwargs for step, _, kwargs in calls if step == "BUNDLE"]
    assert bundle["name"] == "Dealer's Table.app"
    assert bundle["version"] == "1.2.3"


def test_licence_texts_for_qt_are_kept_in_the_checkout() -> None:
    lgpl = (PACKAGING_DIR / "licenses" / "LGPL-3.0.txt").read_text(encoding="utf-8")
    gpl = (PACKAGING_DIR / "licenses" / "GPL-3.0.txt").read_text(encoding="utf-8")
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in lgpl and "Version 3" in lgpl
    assert "GNU GENERAL PUBLIC LICENSE" in gpl and "Version 3" in gpl


COLLATE = """
from PySide6.QtCore import QCollator, QLocale
german = QCollator(QLocale("de_DE"))
seats = QCollator(QLocale("en_US"))
seats.setNumericMode(True)
print(sorted(["Zebra", "Äpfel", "apfel", "Bär"], key=german.sortKey))
print(sorted(["seat 10", "seat 2", "Seat 1"], key=seats.sortKey))
"""


def _qt_icu_library() -> Path | None:
    import PySide6

    found = sorted(Path(PySide6.__file__).parent.glob("Qt/lib/libicudata.so.*"))
    return found[0] if found else None


@pytest.mark.skipif(
    _qt_icu_library() is None or shutil.which("cc") is None or shutil.which("nm") is None,
    reason="needs Qt's ICU data library (Linux wheels), a C compiler and nm",
)
def test_qt_still_sorts_names_with_the_trimmed_icu_data(tmp_path: Path, python) -> None:
    import icu_data

    original = _qt_icu_library()
    assert original is not None
    library = tmp_path / original.name
    shutil.copyfile(original, library)
    before, after = icu_data.shrink_library(library)
    assert after < before / 4
    # Qt's ICU libraries find their data beside them; LD_LIBRARY_PATH comes first.
    completed = python("-c", COLLATE, env={"LD_LIBRARY_PATH": str(tmp_path)})
    assert completed.returncode == 0, completed.stderr
    assert "Could not create collator" not in completed.stderr
    assert completed.stdout.splitlines() == [
        "['apfel', 'Äpfel', 'Bär', 'Zebra']",
        "['Seat 1', 'seat 2', 'seat 10']",
    ]


def test_the_wheel_the_bundle_is_built_from_lists_every_package() -> None:
    # build.py installs the app as a wheel: a package missing from pyproject.toml's list
    # is missing from the bundle, though an editable install finds it.
    import tomllib

    with (REPO_ROOT / "pyproject.toml").open("rb") as handle:
        listed = set(tomllib.load(handle)["tool"]["setuptools"]["packages"])
    found = {
        ".".join(path.parent.relative_to(REPO_ROOT).parts)
        for path in (REPO_ROOT / "dealer_app").rglob("__init__.py")
        if "__pycache__" not in path.parts
    }
    assert found - listed == set()
