"""The application paints on its own thread: Qt's helper threads for large fills are off."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

FILLED = """
import os
from pathlib import Path
from PySide6.QtGui import QColor, QImage, QPainter
from dealer_app.gui.app import application
application()
image = QImage(800, 800, QImage.Format.Format_ARGB32_Premultiplied)
painter = QPainter(image)
painter.fillRect(0, 0, 800, 800, QColor(10, 200, 30, 128))
painter.end()
print(len(list(Path("/proc/self/task").iterdir())))
"""


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="threads counted in /proc")
def test_a_large_fill_wakes_no_helper_thread(python) -> None:
    done = python("-c", FILLED, env={"QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr
    # The application's own thread alone, after an 800-line fill.
    assert done.stdout.split()[-1] == "1"


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="threads counted in /proc")
@pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="Qt keeps no helper thread on one core")
def test_the_helper_threads_are_had_back_with_the_variable_at_0(python) -> None:
    env = {"QT_QPA_PLATFORM": "offscreen", "QT_NO_GUI_THREADPOOL": "0"}
    done = python("-c", FILLED, env=env)
    assert done.returncode == 0, done.stderr
    assert int(done.stdout.split()[-1]) > 1
