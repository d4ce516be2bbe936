"""A bare PySide6 window, bundled like the table to compare start-up times with it."""

import os
import sys

from first_paint import PROBE_VARIABLE, watch
from PySide6.QtWidgets import QApplication, QWidget

if __name__ == "__main__":
    app = QApplication(sys.argv)
    window = QWidget()
    window.resize(1280, 720)
    if os.environ.get(PROBE_VARIABLE):
        watch(app, os.environ[PROBE_VARIABLE])
    window.show()
    sys.exit(app.exec())
