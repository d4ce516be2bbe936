"""Cold start to the first painted window: ``dealer-app`` against a bare PySide6 window.

    python -m dealer_app.bench start [--runs 7]

Each start is a fresh Python process, timed from just before it is launched to the end
of the first paint of its window (the event loop idle again after the first paint event
of a window's widget). The bare window is a ``QWidget`` of the same size made by the
smallest PySide6 program; the table is what ``dealer-app`` opens, through its own entry
point, with settings in a throw-away folder. The goal is at most twice the bare window.
A third program builds the same kinds and numbers of Qt widgets as the table's first window
(six plaques of labels, buttons and boxes, two tool bars, eight menus, a Graphics View, the
result dock with its table, list and money box) with none of the app's own Python: what
Qt and PySide6 alone take to show such a window, the part of the table's time no Python of
ours can take away.
Each program is started once before the timed starts, their bytecode kept in the bench's own
folder (as an installed copy has it, whatever ``PYTHONDONTWRITEBYTECODE`` says).
Without ``DISPLAY`` (or with ``QT_QPA_PLATFORM`` set) the windows are drawn off screen;
``xvfb-run -a python -m dealer_app.bench start`` times them on an X server.

A shared or throttled machine moves the times by a fifth from one batch to the next, the
bare window's and the table's unequally. ``--instructions`` also counts the machine
instructions of one more start of each program under valgrind (``cachegrind``, about half
a minute each): a figure such a machine does not move, and the same ratios in work.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from dealer_app.bench.help_text import plain_text

GOAL_RATIO = 2.0
TIMEOUT_SECONDS = 120

# Shared by both programs: wait for the first paint, print the time, leave at once
# (tearing down is not part of starting). Only the windows shown are watched: a filter on
# the whole application would pass every event of every child widget through Python, a
# cost of the measurement that grows with the widgets (some 13 ms for the table's 300).
_FIRST_PAINT = """
import os, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

class _FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, _done)
            watched.removeEventFilter(self)
        return False

def _done():
    print(repr(time.time()), flush=True)
    os._exit(0)

_watch = _FirstPaint()
_exec_loop = QApplication.exec

def _exec(*args):
    for window in QApplication.topLevelWidgets():
        if window.isVisible():
            window.installEventFilter(_watch)
    return _exec_loop()

QApplication.exec = _exec
"""

BARE = (
    _FIRST_PAINT
    + """
app = QApplication([])
from PySide6.QtWidgets import QWidget
window = QWidget()
window.resize(1280, 720)
window.show()
app.exec()
"""
)

QT_WIDGETS_ALONE = (
    _FIRST_PAINT
    + """
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox, QDockWidget, QFrame, QGraphicsScene, QGraphicsView, QGroupBox, QHBoxLayout,
    QLabel, QLineEdit, QListView, QMainWindow, QRadioButton, QSpinBox, QTableView, QToolBar,
    QToolButton, QVBoxLayout, QWidget,
)
app = QApplication([])
window = QMainWindow()
window.resize(1280, 720)
for number in range(8):
    menu = window.menuBar().addMenu(f"Menu {number}")
    for item in range(10):
        menu.addAction(QAction(f"Item {item}", window))
tools = QToolBar(window)
window.addToolBar(tools)
for number in range(11):
    tools.addAction(f"Tool {number}")
for box in (QComboBox(), QSpinBox(), QComboBox()):
    tools.addWidget(box)
tray = QToolBar(window)
window.addToolBar(Qt.ToolBarArea.BottomToolBarArea, tray)
for number in range(6):
    tray.addWidget(QToolButton())
tray.addWidget(QLabel("Chips"))
middle = QWidget()
window.setCentralWidget(middle)
felt = QGraphicsView(middle)
felt.setScene(QGraphicsScene(felt))
felt.resize(900, 600)
for seat in range(6):
    plaque = QFrame(middle)
    plaque.setGeometry(140 * seat, 40, 150, 110)
    rows = QVBoxLayout(plaque)
    top = QHBoxLayout()
    rows.addLayout(top)
    for part in (QWidget(), QLabel("1"), QLineEdit(), QToolButton()):
        top.addWidget(part)
    rows.addWidget(QWidget())
    rows.addWidget(QLabel("hand"))
    bottom = QHBoxLayout()
    rows.addLayout(bottom)
    for part in (QLabel("In"), QSpinBox(), QToolButton(), QToolButton()):
        bottom.addWidget(part)
dock = QDockWidget("Result", window)
window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
panel = QWidget()
dock.setWidget(panel)
parts = QVBoxLayout(panel)
parts.addWidget(QLabel("verdict"))
pots = QTableView()
pots.setModel(QStandardItemModel(0, 3, pots))
parts.addWidget(pots)
parts.addWidget(QListView())
money = QGroupBox("Money")
parts.addWidget(money)
choices = QVBoxLayout(money)
for part in (QRadioButton("a"), QRadioButton("b"), QLabel("total")):
    choices.addWidget(part)
for number in range(4):
    hidden = QSpinBox(money)
    hidden.hide()
window.statusBar().showMessage("ready")
window.show()
app.exec()
"""
)

# The entry point is imported before the watcher, as ``dealer-app`` imports it before
# PySide6. Imported after, it would load its modules (typing, argparse, pathlib...) with
# PySide6's import hook already in place, which reads each one's source for its
# ``__feature__`` options: some 3 ms of reading that a start of the app never does.
TABLE = (
    """
from dealer_app.__main__ import main
"""
    + _FIRST_PAINT
    + """
import sys
sys.exit(main([]))
"""
)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m dealer_app.bench start", description=plain_text(__doc__.splitlines()[0])
    )
    parser.add_argument("--runs", type=int, default=7, help="starts of each program (7)")
    parser.add_argument(
        "--instructions",
        action="store_true",
        help="also count each program's instructions to its first paint under valgrind",
    )
    return parser


def _start(program: str, environ: dict[str, str]) -> float:
    """Seconds from launching ``program`` in a new interpreter to its first painted window."""
    began = time.time()
    done = subprocess.run(
        [sys.executable, "-c", program],
        env=environ,
        capture_output=True,
        text=True,
        timeout=TIMEOUT_SECONDS,
        check=False,
    )
    lines = done.stdout.split()
    if done.returncode != 0 or not lines:
        raise RuntimeError(f"the window did not open: {done.stderr.strip()[-300:]}")
    return float(lines[-1]) - began


_INSTRUCTIONS = re.compile(r"^==(\d+)==\s+I\s+refs:\s+([\d,]+)", re.MULTILINE)
_COMMAND = re.compile(r"^==(\d+)== Command:", re.MULTILINE)


def instruction_count(report: str) -> int | None:
    """The instructions ``cachegrind``'s summary on standard error counts for the program it
    ran, if it has one. A process the program forks prints a summary of its own when it
    starts another program (on an X display without a session bus, Qt's D-Bus starts
    ``dbus-launch``), often first: the summary read is that of the process valgrind started.

    >>> instruction_count("==42== I   refs:      1,284,677,548\\n")
    1284677548
    >>> forked = "==7== Command: python -c ...\\n==9== I   refs:  950\\n==7== I   refs:  1,180\\n"
    >>> instruction_count(forked)
    1180
    >>> instruction_count("valgrind: no such file") is None
    True
    """
    counts = {pid: int(count.replace(",", "")) for pid, count in _INSTRUCTIONS.findall(report)}
    command = _COMMAND.search(report)
    if command is not None and command.group(1) in counts:
        return counts[command.group(1)]
    return next(iter(counts.values()), None)


def _instructions(valgrind: str, program: str, environ: dict[str, str]) -> int:
    """Instructions from launching ``program`` under valgrind to its first painted window."""
    # One string hash for every count: the same start runs the same instructions.
    counted = dict(environ, PYTHONHASHSEED="0")
    command = [valgrind, "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null"]
    done = subprocess.run(
        [*command, sys.executable, "-c", program],
        env=counted,
        capture_output=True,
        text=True,
        timeout=TIMEOUT_SECONDS * 10,
        check=False,
    )
    count = instruction_count(done.stderr)
    if done.returncode != 0 or count is None:
        raise RuntimeError(f"valgrind counted nothing: {done.stderr.strip()[-300:]}")
    return count


def main(argv: list[str] | None = None) -> int:
    options = _parser().parse_args(argv)
    if options.runs < 1:
        print("--runs must be at least 1", file=sys.stderr)
        return 2
    valgrind = shutil.which("valgrind")
    if options.instructions and valgrind is None:
        print(
            "--instructions needs valgrind (on Debian: apt-get install valgrind)", file=sys.stderr
        )
        return 2
    environ = dict(os.environ)
    if not environ.get("DISPLAY") and not environ.get("WAYLAND_DISPLAY"):
        environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="dealer-app-start-") as folder:
        # The table's remembered settings go to a folder of the bench's own.
        environ["XDG_CONFIG_HOME"] = environ["XDG_DATA_HOME"] = folder
        environ["HOME"] = folder
        # Compiled once, as an installed copy is: with PYTHONDONTWRITEBYTECODE every start
        # would compile the package's source again. The bytecode goes to the bench's folder.
        environ.pop("PYTHONDONTWRITEBYTECODE", None)
        environ["PYTHONPYCACHEPREFIX"] = os.path.join(folder, "bytecode")
        bare: list[float] = []
        alone: list[float] = []
        table: list[float] = []
        counts: list[int] = []
        try:
            # The first start of each fills the disk cache and the bytecode cache.
            _start(BARE, environ)
            _start(QT_WIDGETS_ALONE, environ)
            _start(TABLE, environ)
            for _ in range(options.runs):
                bare.append(_start(BARE, environ))
                alone.append(_start(QT_WIDGETS_ALONE, environ))
                table.append(_start(TABLE, environ))
            if options.instructions and valgrind is not None:
                counts = [
                    _instructions(valgrind, p, environ) for p in (BARE, QT_WIDGETS_ALONE, TABLE)
                ]
        except (RuntimeError, subprocess.TimeoutExpired) as error:
            print(f"start bench: {error}", file=sys.stderr)
            return 1
    platform = environ.get("QT_QPA_PLATFORM") or "the desktop's"
    bare_ms = statistics.median(bare) * 1000.0
    alone_ms = statistics.median(alone) * 1000.0
    table_ms = statistics.median(table) * 1000.0
    ratio = table_ms / bare_ms
    print(f"cold start to the first painted window, {options.runs} starts each, {platform}:")
    print(f"  bare PySide6 window   median {bare_ms:7.1f} ms   min {min(bare) * 1000:7.1f} ms")
    print(f"  dealer-app table      median {table_ms:7.1f} ms   min {min(table) * 1000:7.1f} ms")
    verdict = "met" if ratio <= GOAL_RATIO else "missed"
    print(f"  ratio {ratio:.2f}x   goal: at most {GOAL_RATIO:.0f}x the bare window: {verdict}")
    print(
        f"  the same Qt widgets alone, no Python of the app: median {alone_ms:.1f} ms "
        f"({alone_ms / bare_ms:.2f}x); the app's own part: {table_ms - alone_ms:.1f} ms, "
        f"the goal leaves it {GOAL_RATIO * bare_ms - alone_ms:.1f} ms"
    )
    if counts:
        _print_counts(*counts)
    return 0


def _print_counts(bare: int, alone: int, table: int) -> None:
    print("instructions to the first painted window, one start each under valgrind:")
    print(f"  bare PySide6 window   {bare / 1e6:9.1f} M")
    print(f"  the same Qt widgets   {alone / 1e6:9.1f} M ({alone / bare:.2f}x)")
    verdict = "met" if table <= GOAL_RATIO * bare else "missed"
    print(
        f"  dealer-app table      {table / 1e6:9.1f} M ({table / bare:.2f}x)   "
        f"goal: at most {GOAL_RATIO:.0f}x the bare window: {verdict}"
    )


if __name__ == "__main__":
    sys.exit(main())
