"""PySide6 reads no module of the package, nor one loaded before it, to find its features."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import dealer_app
from dealer_app.gui.feature_scan import IGNORED, USES_PYSIDE, package_modules
from tests.pyside_reads import RECORD_SOURCE_READS

# The program records every module whose source PySide6 reads while the main window is
# imported.
STANDARD = sys.stdlib_module_names

READS_AT_IMPORT = (
    """
import sys
import dealer_app.gui
loaded = sorted(sys.modules)
"""
    + RECORD_SOURCE_READS
    + """
import dealer_app.gui.main_window
import colorsys  # the standard library's, loaded after the marks
import pluggy  # a third party's, loaded after the marks: PySide6 reads it (the recording works)
print(json.dumps({"loaded": loaded, "read": read}))
"""
)


def _run_fresh(program: str) -> Any:
    """What ``program`` prints as JSON, run in a new interpreter (nothing imported yet)."""
    done = subprocess.run(
        [sys.executable, "-c", program],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    return json.loads(done.stdout)


def test_no_module_of_the_package_is_read_by_pyside() -> None:
    found = _run_fresh(READS_AT_IMPORT)
    read = found["read"]
    assert "pluggy" in read
    assert "colorsys" not in read
    assert [name for name in read if name.startswith("dealer_app")] == []
    assert "typing" in found["loaded"]
    standard = {name for name in found["loaded"] if name.partition(".")[0] in STANDARD}
    assert "typing" in standard and standard.isdisjoint(read)


def test_no_module_of_the_package_selects_a_feature() -> None:
    # What makes the marks right: PySide6 would mark such a module 0 or -1, and 0 (no
    # feature) is right for any module that selects none.
    folder = Path(dealer_app.__file__).parent
    assert "dealer_app.gui.table" in package_modules(str(folder))
    selecting = re.compile(r"^\s*(from __feature__ import|import __feature__)", re.MULTILINE)
    assert [path for path in folder.rglob("*.py") if selecting.search(path.read_text())] == []


def test_the_package_is_marked_and_the_script_run_and_other_packages_left_to_pyside() -> None:
    marks = _run_fresh(LEFT_TO_PYSIDE)
    assert marks["package"] == [USES_PYSIDE]
    assert marks["__main__"] is None
    assert marks["pytest"] is None  # loaded before, not the standard library's
    assert marks["json"] == IGNORED


LEFT_TO_PYSIDE = """
import json, sys
import pytest
import dealer_app.gui
from dealer_app.gui.feature_scan import PACKAGE_FOLDER, package_modules
known = sys.modules["PySide6.support.feature"].pyside_feature_dict
marks = {name: known.get(name) for name in ("__main__", "pytest", "json")}
marks["package"] = sorted({known.get(name) for name in package_modules(PACKAGE_FOLDER)})
print(json.dumps(marks))
"""
