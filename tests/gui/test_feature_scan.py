"""PySide6 reads no module of the package, nor one loaded before it, to find its features."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import dealer_app
from dealer_app.gui.feature_scan import IGNORED, USES_PYSIDE, package_modules

# PySide6 looks for its name in each module's source with inspect.getsource: the program
# records every module whose source is read that way while the main window is imported.
READS_AT_IMPORT = """
import inspect, json, sys
import dealer_app.gui
loaded = sorted(sys.modules)
read = []
original = inspect.getsource
def recording(obj):
    read.append(getattr(obj, "__name__", "?"))
    return original(obj)
inspect.getsource = recording
import dealer_app.gui.main_window
import colorsys  # loaded after the marks, so PySide6 reads it: the recording works
print(json.dumps({"loaded": loaded, "read": read}))
"""


def test_no_module_of_the_package_is_read_by_pyside() -> None:
    done = subprocess.run(
        [sys.executable, "-c", READS_AT_IMPORT],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    found = json.loads(done.stdout)
    read = found["read"]
    assert "colorsys" in read
    assert [name for name in read if name.startswith("dealer_app")] == []
    assert "typing" in found["loaded"]
    assert set(found["loaded"]).isdisjoint(read)


def test_the_marks_are_those_pyside_would_give() -> None:
    known = sys.modules["PySide6.support.feature"].pyside_feature_dict
    names = package_modules(os.path.dirname(dealer_app.__file__))
    assert "dealer_app.model.cards" in names
    assert "dealer_app.gui.table" in names
    for name in names:
        expected = USES_PYSIDE if name.split(".")[:2] == ["dealer_app", "gui"] else IGNORED
        assert known.get(name) == expected, name
