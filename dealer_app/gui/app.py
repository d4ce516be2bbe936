"""Start the dealer's table: the Qt application and its main window."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

import dealer_app.gui.pyside_compat  # noqa: F401  (before any Qt call is made)

ORGANIZATION = "dealer-app"
APPLICATION = "Dealer's Table"


def _application(argv: list[str] | None) -> QApplication:
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    app = QApplication([sys.argv[0] if sys.argv else "dealer-app", *(argv or [])])
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    return app


def run(
    open_path: str | Path | None = None,
    screenshot: str | Path | None = None,
    argv: list[str] | None = None,
) -> int:
    """Open the main window; with ``screenshot``, render it to that PNG and exit."""
    app = _application(argv)
    window = QMainWindow()
    window.setWindowTitle(APPLICATION)
    label = QLabel("The dealer's table is being set up: seats, cards and chips arrive here soon.")
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    window.setCentralWidget(label)
    window.resize(1280, 720)
    if screenshot is not None:
        window.grab().save(str(screenshot))
        return 0
    window.show()
    return int(app.exec())
