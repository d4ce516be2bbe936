"""Start the desktop bundle exactly like the ``dealer-app`` command.

On Windows the bundle's ``dealer-app.exe`` is a windowed program: Windows gives it no
console, so Python has no standard output (``sys.stdout`` is None) and ``resolve``,
``--help`` or a bad argument would print into the void. There the launcher keeps what
the command writes and shows it in a window that names the console twin,
``dealer-app-cli.exe``, which prints to the terminal as the command should.

With ``DEALER_APP_FIRST_PAINT_PROBE=FILE`` set, the table quits as soon as its window has
been painted and writes the time to FILE (see ``startup_time.py``). With
``DEALER_APP_IMPORT_CHECK=1`` it imports every module of the app and says which fail;
with ``DEALER_APP_CHART_CHECK=OUT.png`` it opens the Training mode's progress charts on
a made-up history, offscreen, saves them as a PNG and says how much of the lines it
drew (both for ``check_bundle.py``).
"""

from __future__ import annotations

import io
import os
import sys
from collections.abc import Callable, Sequence

from first_paint import PROBE_VARIABLE

from dealer_app.__main__ import main

CONSOLE_TWIN = "dealer-app-cli.exe"
IMPORT_CHECK_VARIABLE = "DEALER_APP_IMPORT_CHECK"
CHART_CHECK_VARIABLE = "DEALER_APP_CHART_CHECK"
BOX_WIDTH, BOX_HEIGHT = 760, 520
NO_CONSOLE_NOTE = (
    f"This program has no console to print to. In a Command Prompt or PowerShell, "
    f"run {CONSOLE_TWIN} from the same folder instead, for example:\n"
    f"    {CONSOLE_TWIN} resolve showdown.json"
)


def exit_status(stop: SystemExit) -> int:
    """The status a SystemExit stands for (as the interpreter would exit with it)."""
    if stop.code is None:
        return 0
    if isinstance(stop.code, int):
        return stop.code
    print(stop.code, file=sys.stderr)
    return 1


def run_without_console(
    argv: Sequence[str], show_text: Callable[[str, int], None], run: Callable[..., int] = main
) -> int:
    """Run the command with its output kept, and show the output if there is some to read.

    The table itself prints nothing; a headless command's output, or any message of a
    command that failed, is handed to ``show_text(text, status)``.
    """
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = out, err
    try:
        try:
            status = int(run(list(argv)))
        except SystemExit as stop:
            status = exit_status(stop)
    finally:
        sys.stdout, sys.stderr = saved
    text = out.getvalue() + (err.getvalue() if status else "")
    if text.strip():
        show_text(text, status)
    return status


def show_in_message_box(text: str, status: int) -> None:
    """Show what the command printed, whole, in a box that says where to run it instead."""
    from PySide6.QtGui import QFont, QFontDatabase
    from PySide6.QtWidgets import (
        QApplication,
        QDialog,
        QDialogButtonBox,
        QLabel,
        QPlainTextEdit,
        QVBoxLayout,
    )

    from dealer_app.gui.app import application

    app = QApplication.instance() or application()
    box = QDialog()
    box.setWindowTitle(app.applicationDisplayName() or "dealer-app")
    note = QLabel(
        NO_CONSOLE_NOTE if status == 0 else f"{NO_CONSOLE_NOTE}\n\nIt stopped with an error."
    )
    note.setWordWrap(True)
    output = QPlainTextEdit(text)
    output.setReadOnly(True)
    output.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
    font: QFont = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    output.setFont(font)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(box.reject)
    layout = QVBoxLayout(box)
    layout.addWidget(note)
    layout.addWidget(output, 1)
    layout.addWidget(buttons)
    box.resize(BOX_WIDTH, BOX_HEIGHT)
    box.exec()


def run_with_first_paint_probe(argv: Sequence[str], out: str) -> int:
    """Run the table, quitting once its window is painted (start-up measurements).

    The application is made first, so the probe watches it from its first event; the
    table then finds it running and uses it.
    """
    import first_paint

    from dealer_app.gui.app import application

    first_paint.watch(application(), out)
    return int(main(list(argv)))


def import_every_module() -> int:
    """Import every module of the app; print the ones that fail. The bundle check's way
    to learn that what the app imports only when a page opens (the training charts) is
    in the bundle too."""
    import importlib
    import pkgutil

    import dealer_app

    failed = 0
    names = [info.name for info in pkgutil.walk_packages(dealer_app.__path__, "dealer_app.")]
    for name in names:
        try:
            importlib.import_module(name)
        except Exception as error:
            failed += 1
            print(f"{name}: {type(error).__name__}: {error}")
    print(f"{len(names) - failed} of {len(names)} modules imported")
    return 1 if failed else 0


def render_training_charts(out: str) -> int:
    """Open the Training mode's Progress tab on 60 made-up answers, offscreen, save the
    main window as a PNG and print (alone on a line) how many pixels of the charts have
    the first line's colour: the bundle check's way to see pyqtgraph draw in the bundle."""
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    import tempfile
    from datetime import UTC, datetime, timedelta
    from pathlib import Path

    from PySide6.QtCore import QEventLoop, QSettings, Qt, QTimer
    from PySide6.QtGui import QColor

    from dealer_app.gui.app import SCREENSHOT_SIZE, application, quiet_offscreen_notices
    from dealer_app.gui.main_window import MainWindow
    from dealer_app.gui.settings import TableSettings
    from dealer_app.training.drills import Drill
    from dealer_app.training.progress import AnswerRecord

    application()
    quiet_offscreen_notices()
    with tempfile.TemporaryDirectory(prefix="dealer-app-charts-") as name:
        folder = Path(name)
        store = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(TableSettings(store))
        window.training.set_history_path(folder / "history.sqlite3")
        page = window.training.page()
        history = getattr(page, "history", None)
        if history is None:
            print("the training history did not open", file=sys.stderr)
            return 1
        start = datetime(2026, 1, 5, 18, 0, tzinfo=UTC)
        for index in range(60):
            drill = (Drill.READ_WINNER, Drill.SPLIT_POT)[index % 2]
            correct = index % 3 != 0 or index > 40
            when = start + timedelta(hours=index)
            history.add(AnswerRecord(drill.value, "holdem", (), correct, 4 + index % 5, when))
        window.training.show_training()
        page.show_progress()  # type: ignore[attr-defined]
        window.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
        window.resize(SCREENSHOT_SIZE)
        window.show()
        settle = QEventLoop()
        QTimer.singleShot(300, settle.quit)
        settle.exec()
        picture = window.grab().toImage()
        saved = picture.save(out)
        charts = page.progress.accuracy_plot.grab().toImage()  # type: ignore[attr-defined]
        line = QColor("#e8b04b").rgb()
        drawn = sum(
            1
            for y in range(charts.height())
            for x in range(charts.width())
            if charts.pixel(x, y) == line
        )
        print(drawn)
        window.close()
        del store
    return 0 if saved else 1


def launch(argv: Sequence[str]) -> int:
    if os.environ.get(IMPORT_CHECK_VARIABLE):
        return import_every_module()
    chart_check = os.environ.get(CHART_CHECK_VARIABLE)
    if chart_check:
        return render_training_charts(chart_check)
    probe = os.environ.get(PROBE_VARIABLE)
    if probe:
        return run_with_first_paint_probe(argv, probe)
    if sys.stdout is None:
        return run_without_console(argv, show_in_message_box)
    return int(main(list(argv)))


if __name__ == "__main__":
    sys.exit(launch(sys.argv[1:]))
