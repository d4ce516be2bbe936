"""The first window imports only what it shows: the rest waits until it is asked for, or
until a picture of the window is taken (which shows it as settled)."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable

import pytest
from PySide6.QtCore import QSize

from dealer_app.gui import app
from dealer_app.gui.app import render_screenshot
from dealer_app.gui.main_window import MainWindow
from dealer_app.gui.table.equity_watch import NOT_READY
from dealer_app.model.play.equity import EquityResult
from dealer_app.model.showdown.scenario import Scenario
from tests.gui.table_testing import temporary_settings

# Opened later, on demand: NumPy (the equity of an all-in), the room's windows, the guts
# evening, the About box (its dialog, the package metadata, the HTML escapes; the window's icon
# waits for the first paint), the home-game dialogs and their rules, training (its drills, its
# pages and its charts), the hand evaluators, the Pot panel (tabbed behind the result) and the
# betting model it follows, the awarding of pots and the suits' tiebreak (an empty table is
# evaluated, never resolved), the resolver, its result and steps, the rake and a guts deal's
# money (a table with no cards has no hand to evaluate), the file formats (the first file opened
# or saved, or room rules once set), the card picker (the first slot clicked), decimal (the
# first amount typed), datetime (the first error logged), importlib.resources (the data files
# are a folder on disk), hashlib (a file's contents compared when it is saved), the hands'
# words (a hand too long for its plaque shortened), the equity watch (the first change:
# the first table has no hand), who takes the odd chips (the first result) and the hands the
# evaluators make (the first hand evaluated), a chip set's sizes (the first stack cut) and
# the words that carry amounts (the first result): the table carries only the house's
# odd-chip rules, the games' rules and its chips.
NOT_AT_START = [
    "numpy",
    "pyqtgraph",
    "dealer_app.training",
    "dealer_app.gui.training.training_page",
    "dealer_app.gui.training.progress_view",
    "dealer_app.gui.training.exam_page",
    "dealer_app.model.hands.batch_eval",
    "dealer_app.model.hands.census",
    "dealer_app.model.play.boards",
    "dealer_app.gui.room.rake_panel",
    "dealer_app.model.play.equity",
    "dealer_app.gui.room.chip_set_editor",
    "dealer_app.gui.room.chip_race_panel",
    "dealer_app.gui.room.rules_reference",
    "dealer_app.gui.room.house_rules_panel",
    "dealer_app.gui.home.evening_window",
    "dealer_app.gui.about_dialog",
    "importlib.metadata",
    "dealer_app.gui.house_game_dialogs",
    "dealer_app.model.home.high_card_draw",
    "dealer_app.model.home.roshambo",
    "dealer_app.gui.table.pot_panel",
    "dealer_app.model.room.betting",
    "importlib.resources",
    "dealer_app.model.showdown.award",
    "dealer_app.model.showdown.guts_deal",
    "dealer_app.model.showdown.suit_tiebreaks",
    "html.entities",
    "dealer_app.model.showdown.resolve",
    "dealer_app.model.showdown.rake",
    "dealer_app.model.home.guts_money",
    "dealer_app.model.home.guts_table",
    "dealer_app.model.formats.scenario",
    "dealer_app.model.formats.rake",
    "decimal",
    "datetime",
    "dealer_app.model.showdown.result",
    "dealer_app.model.showdown.steps",
    "dealer_app.model.hands.high",
    "dealer_app.model.hands.low",
    "dealer_app.model.hands.omaha",
    "dealer_app.model.hands.badugi",
    "dealer_app.model.hands.fast_eval",
    "dealer_app.gui.table.card_picker",
    "dealer_app.gui.table.picking",
    "hashlib",
    "dealer_app.model.hands.words",
    "dealer_app.gui.table.equity_watch",
    "dealer_app.model.play.all_in",
    "dealer_app.model.showdown.odd_chips",
    "dealer_app.model.hands.evaluated",
    "dealer_app.model.room.chip_sizes",
    "dealer_app.model.money_words",
]

FIRST_WINDOW = """
import json, sys, tempfile
from pathlib import Path
from PySide6.QtCore import QSettings
from dealer_app.gui.app import application
from dealer_app.gui.main_window import MainWindow
from dealer_app.gui.settings import TableSettings
app = application()
folder = tempfile.mkdtemp()
store = QSettings(str(Path(folder) / "s.ini"), QSettings.Format.IniFormat)
window = MainWindow(TableSettings(store))
window.show()
app.processEvents()
print(json.dumps(sorted(sys.modules)))
"""


def test_the_first_window_opens_without_what_it_does_not_show(python) -> None:
    done = python("-c", FIRST_WINDOW, env={"QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr
    loaded = set(json.loads(done.stdout.splitlines()[-1]))
    assert [name for name in NOT_AT_START if name in loaded] == []
    assert "dealer_app.gui.table.view" in loaded


# Qt classes the first window never names: PySide6 makes a class's Python type, with all of
# its enums, the first time it is named (a few tenths of a millisecond each), so these wait
# for what uses them: the question about unsaved changes, the deal's animation, a picture's
# event loop, the room's house-rules panel.
QT_NOT_AT_START = {
    "PySide6.QtWidgets": [
        "QMessageBox",
        "QAccessibleWidget",
        "QStyle",
        "QCheckBox",
        "QGridLayout",
        "QPushButton",
    ],
    "PySide6.QtGui": ["QAccessible"],
    "PySide6.QtCore": ["QVariantAnimation", "QEasingCurve", "QEventLoop"],
}

QT_TYPES_MADE = """
import json, sys, tempfile
from pathlib import Path
import PySide6.QtCore, PySide6.QtWidgets
wanted = [(sys.modules[module], name) for module, names in json.loads(sys.argv[1]).items()
          for name in names]
# A PySide6 that makes every type with its module has nothing to wait for.
eager = any(name in vars(module) for module, name in wanted)
from PySide6.QtCore import QSettings
from dealer_app.gui.app import application
from dealer_app.gui.main_window import MainWindow
from dealer_app.gui.settings import TableSettings
app = application()
store = QSettings(str(Path(tempfile.mkdtemp()) / "s.ini"), QSettings.Format.IniFormat)
window = MainWindow(TableSettings(store))
window.show()
app.processEvents()
made = [name for module, name in wanted if name in vars(module)]
print(json.dumps({"eager": eager, "made": made, "style": app.style().name()}))
"""


def test_the_first_window_makes_no_python_type_for_qt_classes_it_does_not_use(python) -> None:
    done = python(
        "-c", QT_TYPES_MADE, json.dumps(QT_NOT_AT_START), env={"QT_QPA_PLATFORM": "offscreen"}
    )
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.splitlines()[-1])
    if seen["eager"]:
        pytest.skip("this PySide6 makes every class's type when its module is imported")
    assert seen["made"] == []
    # The style the theme is made for, given without a style object.
    assert seen["style"].lower() == "fusion"


# ``dealer-app`` itself, up to its window's first paint, with settings of its own.
ENTRY_POINT = """
import json, os, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

def _loaded():
    print(json.dumps(sorted(sys.modules)), flush=True)
    os._exit(0)

_exec = QApplication.exec
QApplication.exec = lambda *args: (QTimer.singleShot(0, _loaded), _exec())[1]
from dealer_app.__main__ import main
main([])
"""


def run_command(python, folder, program: str) -> object:
    """What ``program`` (``dealer-app`` started, off screen, with settings of its own in
    ``folder``) printed last, read as JSON."""
    environ = {"QT_QPA_PLATFORM": "offscreen", "DISPLAY": "", "HOME": str(folder)}
    environ["XDG_CONFIG_HOME"] = environ["XDG_DATA_HOME"] = str(folder)
    done = python("-c", program, env=environ)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


def test_the_command_opens_its_window_without_the_display_check_off_screen(
    python, tmp_path
) -> None:
    loaded = set(run_command(python, tmp_path, ENTRY_POINT))
    assert "dealer_app.gui.table.view" in loaded
    # Off screen there is no X display to check: no sockets, no processes, no ctypes.
    assert "dealer_app.display_check" not in loaded
    # No arguments, no parser: its help texts would look up their translations (locale).
    assert "locale" not in loaded
    assert [name for name in NOT_AT_START if name in loaded] == []


def test_what_waits_for_the_first_paint_runs_once_after_it(qtbot) -> None:
    from PySide6.QtWidgets import QWidget

    from dealer_app.gui.app import after_first_paint

    window = QWidget()
    qtbot.addWidget(window)
    painted: list[bool] = []
    calls: list[bool] = []
    after_first_paint(window, lambda: calls.append(painted == [True]))
    window.paintEvent = lambda event: painted.append(True)  # type: ignore[method-assign]
    assert calls == []
    window.show()
    qtbot.waitUntil(lambda: calls == [True])
    window.update()
    qtbot.wait(20)
    assert calls == [True]


# ``dealer-app`` up to its window's first paint: whether the garbage collector ran while the
# window was built, and how it runs once the window is painted.
COLLECTOR_AT_START = """
import gc, json, os
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
import dealer_app.gui.main_window as main_window
# Imported before the count starts: a collection while modules load, before the start
# pauses the collector, is no part of building the window.
from dealer_app.__main__ import main

collections = []
gc.callbacks.append(lambda phase, info: phase == "start" and collections.append(1))
built = main_window.MainWindow.__init__

def build(self, *args):
    built(self, *args)
    collections.append("built")

main_window.MainWindow.__init__ = build

def _painted():
    print(json.dumps({"while_built": collections.index("built"),
                      "enabled": gc.isenabled(), "frozen": gc.get_freeze_count()}), flush=True)
    os._exit(0)

_exec = QApplication.exec
QApplication.exec = lambda *args: (QTimer.singleShot(200, _painted), _exec())[1]
main([])
"""


def test_the_collector_waits_for_the_first_paint_and_then_leaves_the_start_alone(
    python, tmp_path
) -> None:
    seen = run_command(python, tmp_path, COLLECTOR_AT_START)
    assert isinstance(seen, dict)
    # Not one collection while the table and its window were made (dozens before)...
    assert seen["while_built"] == 0
    # ...and once painted it collects again, never walking what the start made.
    assert seen["enabled"] is True
    assert seen["frozen"] > 10_000


# Ann's ace-king against Bob's queens, both all-in on a flop of 2c 7d Jh: two cards to come.
ALL_IN_ON_THE_FLOP = {
    "format": "dealer-app/scenario@1",
    "title": "all in on the flop",
    "game": "holdem",
    "button": 1,
    "seats": [
        {"seat": 1, "name": "Ann", "cards": ["As", "Ks"], "committed": 500, "all_in": True},
        {"seat": 2, "name": "Bob", "cards": ["Qh", "Qd"], "committed": 500, "all_in": True},
    ],
    "boards": [["2c", "7d", "Jh"]],
}


def all_in_window(qtbot, folder) -> MainWindow:
    """A window, not yet shown, with :data:`ALL_IN_ON_THE_FLOP` opened (as ``--open`` does)."""
    path = folder / "all-in.json"
    path.write_text(json.dumps(ALL_IN_ON_THE_FLOP), encoding="utf-8")
    window = MainWindow(temporary_settings(folder))
    qtbot.addWidget(window)
    assert window.open_path(path), window.banner.text()
    return window


def plaques(window: MainWindow) -> list[str]:
    """Each seat's equity, as the line under its cards starts (whole in its tooltip: the
    line itself may be shortened)."""
    lines = [window.table.seat_widget(seat).hand_label.toolTip() for seat in (1, 2)]
    return [line.split(" · ")[0] for line in lines]


def slow_equity(monkeypatch, before_answer: Callable[[], object]) -> None:
    """The equity worker calls ``before_answer`` first: a busy machine, or a long count."""
    from dealer_app.model.play import equity

    worked_out = equity.scenario_equity

    def slowly(scenario: Scenario) -> EquityResult:
        before_answer()
        return worked_out(scenario)

    monkeypatch.setattr(equity, "scenario_equity", slowly)


def test_a_picture_of_an_all_in_shows_the_equity_figures(qtbot, tmp_path, monkeypatch) -> None:
    # Slower than the picture's settling of its layout: the figures still make the picture.
    slow_equity(monkeypatch, lambda: time.sleep(0.5))
    window = all_in_window(qtbot, tmp_path)
    assert render_screenshot(window, tmp_path / "table.png", QSize(1024, 700))
    assert plaques(window) == ["Equity 24.7%", "Equity 75.3%"]
    assert window.table.seat_widget(2).hand_label.text().startswith("Equity 75.3%")


def test_a_picture_taken_before_the_figures_are_ready_says_so(qtbot, tmp_path, monkeypatch) -> None:
    answer_may_come = threading.Event()
    slow_equity(monkeypatch, lambda: answer_may_come.wait(20))
    monkeypatch.setattr(app, "EQUITY_WAIT_SECONDS", 0.3)
    window = all_in_window(qtbot, tmp_path)
    try:
        started = time.monotonic()
        assert render_screenshot(window, tmp_path / "table.png", QSize(1024, 700))
        assert time.monotonic() - started < 5
        assert plaques(window) == [NOT_READY, NOT_READY]
        # Short enough to stand whole beside the hand's words.
        assert window.table.seat_widget(1).hand_label.text().startswith(NOT_READY + " · ")
    finally:
        answer_may_come.set()
    # The window, still open, shows the figures once they come.
    qtbot.waitUntil(lambda: plaques(window) == ["Equity 24.7%", "Equity 75.3%"], timeout=20_000)
