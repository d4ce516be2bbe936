"""Start the dealer's table: the Qt application, its theme and the main window.

``run(open_path, screenshot)`` is what ``dealer-app`` calls. With ``screenshot`` the window
is laid out off screen at 1280x720 (the smallest laptop screen the table is made for),
resolved, saved as a PNG and closed: for documentation, bug reports and checks.
"""

from __future__ import annotations

import gc
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import (
    QEvent,
    QMessageLogContext,
    QObject,
    QSettings,
    QSize,
    Qt,
    QTimer,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

from dealer_app import APPLICATION_NAME
from dealer_app.gui.guard import install_exception_hook
from dealer_app.gui.main_window import MainWindow
from dealer_app.gui.settings import TableSettings, open_settings
from dealer_app.gui.table.state import MessageLevel
from dealer_app.gui.theme import THEMED_STYLE, apply_theme_colours, load_theme

__all__ = [
    "EQUITY_WAIT_SECONDS",
    "ORGANIZATION",
    "SCREENSHOT_SIZE",
    "after_first_paint",
    "application",
    "quiet_offscreen_notices",
    "render_screenshot",
    "run",
    "settle_memory",
]

ORGANIZATION = "dealer-app"
SCREENSHOT_SIZE = QSize(1280, 720)
_SETTLE_MILLISECONDS = 150
EQUITY_WAIT_SECONDS = 10.0
"""The longest a picture of an all-in waits for the equity figures (a second or so is usual:
the estimate keeps dealing out every board under 5 s, then boards are sampled)."""


def application(argv: list[str] | None = None) -> QApplication:
    """The running QApplication, created (with the dark card-room theme) if needed.

    The program's icon is given by :func:`run`, once its window is painted."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    # Qt splits a fill of more than a few dozen lines among helper threads (unless this is
    # set, whatever its value). A pick repaints many such pieces (a plaque's line, a scroll
    # bar, the steps): waking the threads for each cost more than the fills, most of all on
    # a two-core laptop. Read when the first fill is made: before the application is.
    # Qt reads the variable as set or not: "0" given by the user asks for the threads.
    if os.environ.get("QT_NO_GUI_THREADPOOL") == "0":
        del os.environ["QT_NO_GUI_THREADPOOL"]
    else:
        os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")
    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(
        Qt.HighDpiScaleFactorRoundingPolicy.PassThrough
    )
    program = sys.argv[0] if sys.argv else "dealer-app"
    app = QApplication([program, "-style", THEMED_STYLE, *(argv or [])])
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION_NAME)
    app.setApplicationDisplayName(APPLICATION_NAME)
    # Settings are an INI file on every system (not the registry, not a plist), so a
    # damaged one can be found, read and kept aside the same way everywhere.
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    apply_theme_colours(app, load_theme())
    return app


def render_screenshot(window: MainWindow, path: str | Path, size: QSize = SCREENSHOT_SIZE) -> bool:
    """Lay the window out at ``size`` without showing it on a screen and save it as a PNG."""
    # Pictured as the window is once started, with nothing left to make on first use.
    window.finish_start()
    if window.banner.level() is MessageLevel.INFO:
        # "Opened FILE" says nothing the picture does not show.
        window.banner.dismiss()
        window.statusBar().clearMessage()
    window.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
    window.resize(size)
    window.table.set_animated(False)
    window.show()
    window.resize(size)
    # The figures of an all-in are worked out in the background: the picture shows them,
    # as the window does a moment later.
    window.equity.wait_for_figures(EQUITY_WAIT_SECONDS)
    # Long lists (the dealer's steps) are laid out a few rows per pass of the event loop.
    # Named here only: a Qt class's Python type is made when first named, and the table's
    # first window needs no event loop of its own.
    from PySide6.QtCore import QEventLoop

    settle = QEventLoop()
    QTimer.singleShot(_SETTLE_MILLISECONDS, settle.quit)
    settle.exec()
    return window.files.render_window(path)


# The offscreen platform has no window manager: it says so each time a window is shown,
# raised or given the keyboard. Nothing a user of --screenshot needs to read.
_OFFSCREEN_NOTICE = "This plugin does not support "


def _drop_offscreen_notices(mode: QtMsgType, context: QMessageLogContext, message: str) -> None:
    if not message.startswith(_OFFSCREEN_NOTICE):
        print(message, file=sys.stderr)


def quiet_offscreen_notices() -> object:
    """Keep Qt's other messages on standard error, without the offscreen platform's notices.

    Returns the handler it replaces, to be given back to ``qInstallMessageHandler``.
    """
    return qInstallMessageHandler(_drop_offscreen_notices)


def run(
    open_path: str | Path | None = None,
    screenshot: str | Path | None = None,
    argv: list[str] | None = None,
    size: tuple[int, int] | None = None,
    full_screen: bool = False,
) -> int:
    """Open the table (with ``open_path`` loaded); with ``screenshot``, save a PNG of
    ``size`` (1280x720 by default) and exit. ``full_screen`` shows the felt alone.

    Returns the exit status: 0, or 2 when the file to open or the picture failed.
    """
    picture = QSize(*size) if size is not None else SCREENSHOT_SIZE
    app = application(argv)
    if screenshot is not None:
        gc.enable()
        quiet_offscreen_notices()
        # A picture shows the defaults and the file, never the user's remembered choices,
        # and leaves those untouched.
        with tempfile.TemporaryDirectory(prefix="dealer-app-") as folder:
            store = QSettings(str(Path(folder) / "screenshot.ini"), QSettings.Format.IniFormat)
            window = MainWindow(TableSettings(store))
            # A file that cannot be opened gets no picture of an empty table in its name.
            saved = _open(window, open_path) and _save_screenshot(
                window, screenshot, picture, full_screen
            )
            window.close()
            window.deleteLater()
            del store
        return 0 if saved else 2
    store, problem = open_settings()
    window = MainWindow(TableSettings(store))
    install_exception_hook(lambda line: window.show_message(MessageLevel.ERROR, line))
    if problem is not None:
        window.show_message(MessageLevel.WARNING, problem)
    _open(window, open_path)
    window.show()
    window.full_screen.set_on(full_screen)
    # The icon is drawn by Qt's SVG plugin, loaded for it alone (some 2 ms of the start).
    after_first_paint(window, lambda: _after_first_sight(app, window))
    return int(app.exec())


def _after_first_sight(app: QApplication, window: MainWindow) -> None:
    """What the first sight of the window goes without: the window icon, how screen readers
    read the plaques' hand lines, and what the window makes on first use (made now, before
    the dealer's first action)."""
    from dealer_app.gui.about_dialog import application_icon
    from dealer_app.gui.table.seat_hand import read_hand_lines_as_text

    window.finish_start()
    app.setWindowIcon(application_icon())
    read_hand_lines_as_text()
    settle_memory()


def settle_memory() -> None:
    """Start the garbage collector again (paused while the window is built), telling it
    the objects made so far live as long as the window: it never walks them again, so a
    full collection in the middle of a pick takes a fraction of a millisecond, not 15."""
    gc.freeze()
    gc.enable()


class _FirstPaint(QObject):
    """Calls back once, when the event loop is free after ``window``'s first paint."""

    def __init__(self, window: QWidget, callback: Callable[[], None]) -> None:
        super().__init__(window)
        self._callback = callback
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self._callback)
        return False


def after_first_paint(window: QWidget, callback: Callable[[], None]) -> None:
    """Run ``callback`` once ``window`` is painted for the first time: for what the first
    sight of the window does not need."""
    _FirstPaint(window, callback)


def _save_screenshot(
    window: MainWindow, screenshot: str | Path, picture: QSize, full_screen: bool
) -> bool:
    """Save the picture; when it cannot be written, say why in one line."""
    evening = window.evening_window
    if evening is not None:
        # A guts evening file opens in its own window: that is the picture.
        evening.resize(picture)
        if evening.grab().save(str(screenshot)):
            return True
        print(f"dealer-app: Could not write the picture {screenshot}", file=sys.stderr)
        return False
    window.full_screen.set_on(full_screen)
    if render_screenshot(window, screenshot, picture):
        return True
    print(f"dealer-app: {window.banner.label.text()}", file=sys.stderr)
    return False


def _open(window: MainWindow, open_path: str | Path | None) -> bool:
    if open_path is None:
        return True
    if window.open_path(open_path):
        return True
    print(f"dealer-app: {window.open_problem()}", file=sys.stderr)
    return False
