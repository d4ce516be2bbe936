"""The application paints on its own thread: Qt's helper threads for large fills are off."""

from __future__ import annotations

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
