"""The first window is built without what it does not paint (the equity watch, the rest of
the Examples menu, the training's status words), yet every key works at once: what waits
is made on first use, or by ``finish_start`` once the window is painted."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QToolBar

from dealer_app.gui.file_actions import example_files, example_title
from dealer_app.gui.main_window import MainWindow
from dealer_app.gui.table.equity_watch import WAITING
from dealer_app.model.play.dealing import RowKey
from tests.gui.table_testing import active_window, deal

WAITING_FOR_USE = [
    "dealer_app.gui.table.equity_watch",
    "dealer_app.model.play.all_in",
]

BUILT_THEN_FINISHED = """
import json, sys, tempfile
from pathlib import Path
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QLabel
from dealer_app.gui.app import application
from dealer_app.gui.main_window import MainWindow
from dealer_app.gui.settings import TableSettings
app = application()
store = QSettings(str(Path(tempfile.mkdtemp()) / "s.ini"), QSettings.Format.IniFormat)
window = MainWindow(TableSettings(store))
wanted = json.loads(sys.argv[1])
seen = {"built": [name for name in wanted if name in sys.modules],
        "examples_built": len(window.examples_menu.actions()),
        "spot_status": window.findChild(QLabel, "spotStatus") is not None}
window.finish_start()
seen["finished"] = [name for name in wanted if name in sys.modules]
seen["examples_finished"] = len(window.examples_menu.actions())
window.finish_start()
seen["examples_again"] = len(window.examples_menu.actions())
print(json.dumps(seen))
"""


def test_the_window_waits_to_make_what_it_does_not_paint_until_its_start_is_finished(
    python,
) -> None:
    done = python(
        "-c", BUILT_THEN_FINISHED, json.dumps(WAITING_FOR_USE), env={"QT_QPA_PLATFORM": "offscreen"}
    )
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.splitlines()[-1])
    assert seen["built"] == []
    # The examples with a shortcut are made with the window, the others wait.
    assert seen["examples_built"] == 10
    # The training's words in the status bar wait for training.
    assert not seen["spot_status"]
    # Once started, the window has its equity watch and the whole menu, made once.
    assert seen["finished"] == WAITING_FOR_USE
    assert seen["examples_finished"] == seen["examples_again"] == len(example_files())


FIRST_WINDOW_WITHOUT = """
import enum, gc, json, sys, tempfile
from pathlib import Path
from PySide6.QtCore import QSettings
from dealer_app.gui.app import application
from dealer_app.gui.main_window import MainWindow
from dealer_app.gui.settings import TableSettings
app = application()
store = QSettings(str(Path(tempfile.mkdtemp()) / "s.ini"), QSettings.Format.IniFormat)
window = MainWindow(TableSettings(store))
window.resize(1280, 720)
window.show()
app.processEvents()
ITEMS = "dealer_app.gui.table.felt_items"
PAYOUTS = ("dealer_app.gui.table.payout_looks", "dealer_app.gui.table.share_places")
kinds = [kind for kind in gc.get_objects() if isinstance(kind, enum.EnumMeta)]
made = {kind.__qualname__.split(".")[0] for kind in kinds}
seen = {
    "items": ITEMS in sys.modules,
    "title": window.table.felt.title_item() is not None,
    "payouts": [name for name in PAYOUTS if name in sys.modules],
    "types": sorted(made & {"QGraphicsItem", "QIcon", "QImage", "QStyle"}),
}
felt, controller = window.table.felt, window.controller
for seat in range(1, 7):
    controller.set_committed(seat, 100)
app.processEvents()
seen["pot"] = ITEMS in sys.modules and len(felt.pot_items()) == 1
controller.random_deal()
app.processEvents()
seen["paid"] = all(name in sys.modules for name in PAYOUTS) and bool(felt.payout_items())
print(json.dumps(seen))
"""


def test_the_first_window_waits_for_the_first_pot_and_payout_to_load_their_parts(
    python,
) -> None:
    # An empty hold'em table has no pot, payout, house rules or second board on its felt:
    # Qt's item types (some 11 million instructions of the start) wait for the first, and
    # the payouts' places and looks for the first payout (some 10 million more). Nor
    # does the first window have PySide6 make the Python types (their enumerations) of
    # QIcon, QImage or QStyle, which it paints without.
    done = python("-c", FIRST_WINDOW_WITHOUT, env={"QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.splitlines()[-1])
    assert seen == {
        "items": False,
        "title": False,
        "payouts": [],
        "types": [],
        "pot": True,
        "paid": True,
    }


def key(qtbot, window: MainWindow, keys: str) -> None:
    """Press ``keys`` on ``window`` as a dealer does."""
    pressed = QKeySequence(keys)[0]
    qtbot.keyClick(window, pressed.key(), pressed.keyboardModifiers())


def test_each_deferred_key_works_before_the_start_is_finished(qtbot, tmp_path: Path) -> None:
    window = active_window(qtbot, tmp_path)
    tenth = example_files()[9]
    key(qtbot, window, "Ctrl+Alt+0")
    assert window.controller.scenario.title == example_title(tenth)
    key(qtbot, window, "Ctrl+Shift+N")  # a new table (the example was not changed: no question)
    key(qtbot, window, "Ctrl+2")
    assert window.training.is_training()
    assert window.training.spot_status.isVisible() and window.status_label.isHidden()
    key(qtbot, window, "Ctrl+1")
    assert not window.training.is_training()
    assert window.table.isVisible()
    assert window.training.spot_status.isHidden() and window.status_label.isVisible()
    key(qtbot, window, "Ctrl+Shift+L")  # the layout put back, every bar in sight
    direct = Qt.FindChildOption.FindDirectChildrenOnly
    assert all(bar.isVisible() for bar in window.findChildren(QToolBar, options=direct))


def test_an_all_in_spot_shows_its_equity_though_nothing_asked_for_the_watch(
    qtbot, tmp_path: Path
) -> None:
    window = active_window(qtbot, tmp_path)
    window.controller.set_seat_count(2)
    deal(window.controller, {RowKey.seat(1): "AsKs", RowKey.seat(2): "QhQd"})
    window.controller.set_all_in(1, True)
    # The first change made the watch: it shows the spot as soon as it is one.
    assert WAITING in window.table.seat_widget(1).hand_label.text()


def test_the_examples_menu_opens_with_every_example(qtbot, tmp_path: Path) -> None:
    window = active_window(qtbot, tmp_path)
    menu = window.examples_menu
    assert len(menu.actions()) == 10
    menu.popup(window.mapToGlobal(window.rect().center()))
    qtbot.waitUntil(menu.isVisible)
    menu.hide()
    QCoreApplication.processEvents()
    assert len(menu.actions()) == len(example_files())
    assert menu.actions()[-1].text().endswith(example_title(example_files()[-1]))


# ``dealer-app`` itself, a while after its window's first paint.
STARTED = """
import json, os, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from dealer_app.gui.main_window import MainWindow

def _started():
    window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow))
    print(json.dumps({"finished": "dealer_app.gui.table.equity_watch" in sys.modules,
                      "examples": len(window.examples_menu.actions())}), flush=True)
    os._exit(0)

_exec = QApplication.exec
QApplication.exec = lambda *args: (QTimer.singleShot(300, _started), _exec())[1]
from dealer_app.__main__ import main
main([])
"""


def test_the_command_finishes_the_start_once_its_window_is_painted(python, tmp_path) -> None:
    environ = {"QT_QPA_PLATFORM": "offscreen", "DISPLAY": "", "HOME": str(tmp_path)}
    environ["XDG_CONFIG_HOME"] = environ["XDG_DATA_HOME"] = str(tmp_path)
    done = python("-c", STARTED, env=environ)
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.splitlines()[-1])
    assert seen == {"finished": True, "examples": len(example_files())}
