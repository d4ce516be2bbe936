"""Every screen: the window and every dialog open inside a 1024x700 screen, every panel in
sight, and View > Full screen shows the felt alone."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QComboBox, QToolTip, QWidget

from dealer_app.gui import screen_fit
from dealer_app.gui.main_window import MainWindow
from dealer_app.gui.room import room_menu
from dealer_app.gui.screen_fit import SMALLEST_SCREEN
from dealer_app.gui.table.state import MessageLevel
from dealer_app.model.hands.games import Game
from tests.gui.table_testing import temporary_settings

SMALL = QRect(0, 0, SMALLEST_SCREEN.width(), SMALLEST_SCREEN.height())


@pytest.fixture
def small_screen(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> QRect:
    """A 1024x700 screen (its available geometry), and a room of the test's own."""
    monkeypatch.setattr(screen_fit, "available_room", lambda widget: SMALL)
    monkeypatch.setattr(room_menu, "room_data_folder", lambda: tmp_path / "room")
    return SMALL


def inside(room: QRect, window: QWidget) -> bool:
    outer = QRect(window.frameGeometry().topLeft(), window.size() + screen_fit.frame_room(window))
    return room.contains(outer)


def opened(qtbot, tmp_path: Path, seats: int = 10) -> MainWindow:
    settings = temporary_settings(tmp_path)
    settings.seat_count = seats
    settings.window_size = QSize(1280, 720)  # remembered from a larger screen
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.table.set_animated(False)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_the_window_opens_inside_a_1024x700_screen_with_every_panel_in_sight(
    qtbot, tmp_path, small_screen
) -> None:
    window = opened(qtbot, tmp_path)
    assert inside(small_screen, window), (window.frameGeometry(), window.geometry())
    assert window.width() <= 1024 and window.height() <= 700 - screen_fit.TITLE_BAR
    whole = window.rect()
    for part in (
        window.table,
        window.steps_dock,
        window.chip_tray,
        window.toolbar,
        window.statusBar(),
        window.menuBar(),
    ):
        assert part.isVisible(), part.objectName()
        where = QRect(part.mapTo(window, part.rect().topLeft()), part.size())
        assert whole.contains(where), (part.objectName(), where, whole)
    for action in (window.undo_action, window.redo_action):
        assert window.toolbar.widgetForAction(action).isVisible(), action.text()


def crowded_file(folder: Path) -> Path:
    """Ten seats with long names all in for billions: nine side pots and a verdict of five
    lines, the longest a window opens with."""
    hands = ("Ad2c", "Ac3c", "KsKd", "TsQc", "TdJh", "ThJc", "4s4d", "Tc2d", "JsQd", "QhKh")
    seats = [
        {
            "seat": number,
            "name": f"Player with a long double-barrelled name {number}",
            "cards": [hand[:2], hand[2:]],
            "committed": number * 1_234_567_891,
            "all_in": number < 10,
        }
        for number, hand in enumerate(hands, 1)
    ]
    document = {
        "format": "dealer-app/scenario@1",
        "game": "holdem",
        "button": 10,
        "board": ["5s", "6h", "7d", "8c", "9h"],
        "chips": [{"name": "gold", "value": 1_000_000_000}, {"name": "white", "value": 1}],
        "seats": seats,
    }
    path = folder / "crowded.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def test_a_crowded_file_opened_with_the_window_keeps_it_inside_a_1024x700_screen(
    qtbot, tmp_path, small_screen
) -> None:
    # As `dealer-app FILE` does: the file is opened before the window is first shown.
    settings = temporary_settings(tmp_path)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    assert window.open_path(crowded_file(tmp_path))
    assert len(window.controller.outcome.result.pots) == 10
    window.show()
    qtbot.waitExposed(window)
    assert inside(small_screen, window), (window.frameGeometry(), window.minimumSizeHint())
    # And the verdict's words are in sight, all their lines.
    verdict = window.result_panel.verdict
    assert verdict.text().startswith("Pay: seat")
    lines = verdict.heightForWidth(verdict.width()) // verdict.fontMetrics().lineSpacing()
    assert lines >= 2 and verdict.height() >= verdict.heightForWidth(verdict.width())


def test_every_action_of_the_table_bar_is_in_sight_on_a_1024x700_screen(
    qtbot, tmp_path, small_screen
) -> None:
    window = opened(qtbot, tmp_path)
    assert window.width() <= 1024
    bar = window.toolbar
    for action in bar.actions():
        button = bar.widgetForAction(action)
        assert button is not None and button.isVisible(), action.text() or action.toolTip()
        assert bar.rect().contains(button.geometry()), (action.text(), button.geometry())
    # The mode switch takes none of the bar's row, and keeps its keys and menu.
    mode = window.training
    switch_bottom = mode.toolbar.mapTo(window, mode.toolbar.rect().bottomLeft()).y()
    assert mode.toolbar.isVisible() and switch_bottom < bar.y()
    assert mode.training_action.shortcut().toString() == "Ctrl+2"


def test_on_a_wide_window_the_game_and_chip_boxes_show_their_longest_choice_whole(
    qtbot, tmp_path
) -> None:
    window = opened(qtbot, tmp_path)
    bar = window.toolbar

    def every_action_in_sight() -> bool:
        buttons = [bar.widgetForAction(action) for action in bar.actions()]
        return all(
            button is not None and button.isVisible() and bar.rect().contains(button.geometry())
            for button in buttons
        )

    window.resize(1900, 1000)
    qtbot.waitUntil(lambda: bar.width() > 1800 and every_action_in_sight())
    for box in (window.game_box, window.chips_box):
        assert box.width() >= longest_choice(box), (box.accessibleName(), box.width())
    # Back on a small window the boxes give the room back to the actions of a hand.
    window.resize(1000, 660)
    qtbot.waitUntil(lambda: bar.width() < 1020 and every_action_in_sight())
    assert window.game_box.width() < longest_choice(window.game_box)


def longest_choice(box: QComboBox) -> int:
    metrics = box.fontMetrics()
    return max(metrics.horizontalAdvance(box.itemText(i)) for i in range(box.count()))


def test_the_narrow_game_box_opens_a_list_with_every_game_whole(
    qtbot, tmp_path, small_screen
) -> None:
    window = opened(qtbot, tmp_path)
    box = window.game_box
    names = [box.itemText(index) for index in range(box.count())]
    longest = max(box.view().fontMetrics().horizontalAdvance(name) for name in names)
    assert box.width() < longest  # kept narrow for the bar's room
    box.showPopup()
    assert box.view().viewport().width() >= longest
    box.hidePopup()


def test_a_game_name_too_long_for_the_box_ends_in_an_ellipsis_and_is_whole_in_its_tooltip(
    qtbot, tmp_path
) -> None:
    window = opened(qtbot, tmp_path)
    box = window.game_box
    window.controller.set_game(Game.STUD8)
    whole = "Seven-Card Stud Hi-Lo 8 or Better"
    assert box.currentText() == whole
    window.resize(1000, 660)
    qtbot.waitUntil(lambda: window.toolbar.width() < 1020)
    shown = box.shown_text()
    assert shown.endswith("…") and whole.startswith(shown.removesuffix("…").rstrip())
    assert box.tooltip_text().startswith(f"{whole}: The game dealt")
    point = box.rect().center()
    QApplication.sendEvent(box, QHelpEvent(QEvent.Type.ToolTip, point, box.mapToGlobal(point)))
    assert QToolTip.text() == box.tooltip_text()
    QToolTip.hideText()
    # A wide window has the room: the name whole, the tooltip as it always was.
    window.resize(1900, 1000)
    qtbot.waitUntil(lambda: window.toolbar.width() > 1800 and box.shown_text() == whole)
    assert box.tooltip_text() == box.toolTip()
    assert window.chips_box.shown_text() == window.chips_box.currentText()


def test_a_window_remembered_off_the_screen_is_moved_back_onto_it(
    qtbot, tmp_path, small_screen
) -> None:
    window = MainWindow(temporary_settings(tmp_path))
    qtbot.addWidget(window)
    window.move(900, 650)
    screen_fit.fit_to_screen(window, QSize(1280, 720))
    assert inside(small_screen, window)


def test_every_dialog_fits_a_1024x700_screen(qtbot, tmp_path, small_screen) -> None:
    window = opened(qtbot, tmp_path)
    menu = window.room_menu
    window.controller.set_name(1, "Ann")
    window.controller.set_name(2, "Bob")
    evening = window.open_evening()
    from dealer_app.gui.about_dialog import AboutDialog
    from dealer_app.gui.home.new_evening import NewEveningDialog
    from dealer_app.gui.house_game_dialogs import RoshamboDialog

    reference = menu.open_reference()
    dialogs = {
        "room setup (chip-set editor)": menu.open_setup(0),
        "chip race": menu.open_race(),
        "rules reference": reference,
        "about": AboutDialog(parent=window),
        "button draw": window.house_games.open_button_draw(),
        "seat draw": window.house_games.open_seat_draw(),
        "rock-paper-scissors": RoshamboDialog("Main pot", tuple(range(1, 11)), window),
        "guts evening": evening,
        "new evening": NewEveningDialog(evening),
    }
    for name, dialog in dialogs.items():
        assert dialog is not None, name
        dialog.show()
        assert inside(small_screen, dialog), (name, dialog.geometry())
        least = dialog.minimumSizeHint().expandedTo(dialog.minimumSize())
        assert least.width() <= 1024 and least.height() <= 700 - screen_fit.TITLE_BAR, name
    reference.wait_for_count()
    for dialog in dialogs.values():
        dialog.close()


@pytest.mark.parametrize("players", [6, 10])
def test_the_chip_race_shows_every_player_s_row_on_a_1024x700_screen(
    qtbot, tmp_path, small_screen, players
) -> None:
    window = opened(qtbot, tmp_path)
    race = window.room_menu.open_race()
    race.players_box.setValue(players)
    qtbot.waitExposed(race)
    assert inside(small_screen, race)
    grid = race.table
    in_sight = grid.viewport().rect()
    for row in range(players):
        name = grid.item(row, 0)
        assert name is not None, row
        assert in_sight.contains(grid.visualItemRect(name)), row
    # The results and the steps keep room of their own below.
    assert race.results.height() >= 100 and race.steps.height() >= 80


def test_full_screen_shows_the_felt_alone_and_f11_or_escape_brings_all_back(
    qtbot, tmp_path, small_screen
) -> None:
    window = opened(qtbot, tmp_path, seats=6)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    chrome = [
        window.toolbar,
        window.chip_tray,
        window.steps_dock,
        window.statusBar(),
        window.menuBar(),
    ]
    qtbot.keyClick(window, Qt.Key.Key_F11)
    assert window.full_screen.is_on() and window.full_screen.action.isChecked()
    assert window.table.isVisible()
    assert [part.isVisible() for part in chrome] == [False] * len(chrome)
    # The keys work with the menus out of sight.
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.outcome.complete
    qtbot.keyClick(window, Qt.Key.Key_F11)
    assert not window.full_screen.is_on()
    assert [part.isVisible() for part in chrome] == [True] * len(chrome)

    window.steps_dock.hide()  # what the dealer had hidden stays hidden
    qtbot.keyClick(window, Qt.Key.Key_F11)
    board = window.table.boards[0]
    board.setFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert not window.full_screen.is_on() and not window.full_screen.action.isChecked()
    assert window.toolbar.isVisible() and not window.steps_dock.isVisible()


def test_full_screen_hides_the_message_banner_and_brings_its_message_back(
    qtbot, tmp_path, small_screen
) -> None:
    window = opened(qtbot, tmp_path, seats=6)
    banner = window.banner
    window.show_message(MessageLevel.ERROR, "Click a seat first")
    assert banner.isVisible()
    window.full_screen.set_on(True)
    assert not banner.isVisible() and banner.text() == "Click a seat first"
    # A message said in full screen is kept for later, not shown to the players.
    window.show_message(MessageLevel.ERROR, "That file could not be read")
    assert not banner.isVisible()
    window.full_screen.set_on(False)
    assert banner.isVisible() and banner.text() == "That file could not be read"

    window.full_screen.set_on(True)
    banner.dismiss()  # closed meanwhile: it stays closed
    window.full_screen.set_on(False)
    assert not banner.isVisible() and banner.text() == ""


def test_every_training_page_fits_a_1024x700_screen(qtbot, tmp_path, small_screen) -> None:
    settings = temporary_settings(tmp_path)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.training.set_history_path(tmp_path / "history.sqlite3")
    window.show()
    qtbot.waitExposed(window)
    window.training.training_action.trigger()
    tabs = window.training.page().tabs
    room = small_screen.size() - screen_fit.frame_room(window)
    for index in range(tabs.count()):
        tabs.setCurrentIndex(index)
        least = window.minimumSizeHint().expandedTo(window.minimumSize())
        name = tabs.tabText(index)
        assert least.width() <= room.width() and least.height() <= room.height(), (name, least)
        assert inside(small_screen, window), name


def test_a_window_closed_full_screen_opens_again_with_its_panels(
    qtbot, tmp_path, small_screen
) -> None:
    window = opened(qtbot, tmp_path, seats=6)
    window.full_screen.action.trigger()
    assert not window.steps_dock.isVisible()
    window.close()
    again = opened(qtbot, tmp_path, seats=6)
    assert not again.full_screen.is_on()
    assert again.steps_dock.isVisible() and again.toolbar.isVisible()
    assert again.chip_tray.isVisible() and again.statusBar().isVisible()


def test_switching_to_training_leaves_full_screen_and_each_mode_keeps_its_bars(
    qtbot, tmp_path, small_screen
) -> None:
    window = opened(qtbot, tmp_path, seats=6)
    window.training.set_history_path(tmp_path / "history.sqlite3")
    window.full_screen.action.trigger()
    window.training.training_action.trigger()
    assert not window.full_screen.is_on()
    assert window.training.toolbar.isVisible() and window.menuBar().isVisible()
    assert not window.toolbar.isVisible() and not window.steps_dock.isVisible()
    window.training.table_action.trigger()
    assert window.toolbar.isVisible() and window.steps_dock.isVisible()
