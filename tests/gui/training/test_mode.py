"""The main window switches between the Table and the Training mode, and back as it was."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, QStandardPaths

from dealer_app.gui.main_window import MainWindow
from dealer_app.gui.settings import TableSettings
from dealer_app.gui.training.training_page import TrainingPage, default_history_path
from dealer_app.model.hands.games import Game
from dealer_app.training.drills import Drill
from dealer_app.training.rounds import RoundSettings


def make_window(qtbot, folder: Path) -> MainWindow:
    store = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(TableSettings(store))
    qtbot.addWidget(window)
    window.training.set_history_path(folder / "history.sqlite3")
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_training_takes_the_window_and_the_table_comes_back(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    mode = window.training
    assert not mode.is_training()
    mode.training_action.trigger()
    assert mode.is_training()
    assert isinstance(mode.stack.currentWidget(), TrainingPage)
    assert window.toolbar.isHidden() and window.steps_dock.isHidden()
    assert mode.toolbar.isVisible()
    # The events of the switch are handled, deferred deletes included.
    QCoreApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    mode.table_action.trigger()
    assert not mode.is_training()
    assert window.table.isVisible()
    assert mode.stack.currentWidget().isAncestorOf(window.table)
    assert window.toolbar.isVisible() and window.steps_dock.isVisible()


def test_the_training_page_is_built_once(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    mode = window.training
    assert mode.stack.count() == 1
    mode.show_training()
    mode.show_table()
    mode.show_training()
    assert mode.stack.count() == 2


def test_the_history_lives_in_the_platforms_data_folder(qapp) -> None:
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    path = default_history_path()
    assert path.name == "training-history.sqlite3"
    assert path.parent == Path(folder)


def test_the_status_bar_tells_the_spots_table_while_training(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    mode = window.training
    mode.training_action.trigger()
    page = mode.page()
    settings = RoundSettings(drill=Drill.READ_WINNER, games=(Game.HOLDEM,), count=1, seed=4)
    assert page.start_round(settings)
    scenario = page.runner.question().spot.scenario
    assert window.status_label.isHidden() and mode.spot_status.isVisible()
    words = mode.spot_status.text()
    assert words.startswith("Spot: Texas Hold'em")
    assert f"button on seat {scenario.button}" in words and "chips: " in words
    page.tabs.setCurrentWidget(page.progress)  # no spot there: none told
    assert mode.spot_status.text() == ""
    page.tabs.setCurrentIndex(0)
    assert mode.spot_status.text() == words
    page.pick_trainee()
    assert mode.spot_status.text() == ""
    mode.table_action.trigger()
    assert window.status_label.isVisible() and mode.spot_status.isHidden()


def fits_a_laptop(window: MainWindow) -> bool:
    """The window as shown, and the least it could be, within a 1024x700 screen."""
    least = window.minimumSizeHint()
    return window.width() == 1024 and least.width() <= 1024 and least.height() <= 700


def test_both_modes_and_every_tab_fit_a_1024_by_700_laptop(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.resize(1024, 700)
    mode = window.training
    assert window.steps_dock.isVisible()  # the table's panel, beside it
    mode.page()  # built, not shown: the table's window stays as it was
    QCoreApplication.processEvents()
    assert fits_a_laptop(window)
    for _switch in range(2):
        mode.training_action.trigger()
        QCoreApplication.processEvents()
        assert fits_a_laptop(window)
        mode.table_action.trigger()
        QCoreApplication.processEvents()
        assert fits_a_laptop(window) and window.steps_dock.isVisible()
    mode.training_action.trigger()
    page = mode.page()
    page.set_trainee(page.trainee)
    for index in range(page.tabs.count()):
        page.tabs.setCurrentIndex(index)
        QCoreApplication.processEvents()
        assert fits_a_laptop(window), page.tabs.tabText(index)
