"""The main window: toolbar, menus and shortcuts, files, messages and remembered settings."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QSettings, QSize, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QToolBar

from dealer_app.gui.main_window import MainWindow
from dealer_app.gui.settings import TableSettings
from dealer_app.gui.start_offer import START_WORDS
from dealer_app.gui.table.state import MessageLevel
from dealer_app.model.cards import parse_cards
from dealer_app.model.play.dealing import RowKey
from tests.gui.table_testing import deal, make_window, temporary_settings


@pytest.fixture
def window(qtbot, tmp_path) -> MainWindow:
    return make_window(qtbot, tmp_path)


def test_the_window_opens_on_an_empty_table(window):
    table = window.table
    assert len(table.seats) == window.controller.state.seat_count == 6
    assert all(seat.cards.cards() == (None, None) for seat in table.seats)
    assert "Waiting for" in window.result_panel.verdict.text()
    assert window.windowTitle().startswith("Untitled")


def test_open_and_save_round_trip(window, tmp_path):
    controller = window.controller
    controller.random_deal()
    controller.set_name(2, "Ann")
    for seat in controller.scenario.live_seats:  # every live seat puts something in
        controller.set_committed(seat, 150)
    saved = controller.scenario
    path = tmp_path / "hand.json"
    assert window.save_path(path)
    assert json.loads(path.read_text())["seats"][1]["name"] == "Ann"
    controller.next_hand()
    assert controller.scenario != saved
    assert window.open_path(path)
    assert controller.scenario == saved
    assert window.table.seat_widget(2).name_edit.text() == "Ann"
    assert window.windowTitle().startswith("hand.json")
    assert window.result_panel.steps_model.rowCount() > 0


def test_a_damaged_file_shows_a_message_and_keeps_the_table(window, tmp_path):
    controller = window.controller
    controller.random_deal()
    before = controller.state
    path = tmp_path / "damaged.json"
    path.write_text('{"game": "holdem", "seats": [{"seat": 1, "cards": ["Ah", "Ah"]}]')
    assert not window.open_path(path)
    assert controller.state == before
    assert window.banner.isVisible()
    assert window.banner.level() is MessageLevel.ERROR
    assert "damaged.json" in window.banner.text()
    path.write_text(json.dumps({"format": "something-else@3", "seats": []}))
    assert not window.open_path(path)
    assert "format" in window.banner.text()
    assert controller.state == before


def test_a_refused_card_is_said_in_the_banner_without_blocking(window, qtbot):
    deal(window.controller, {RowKey.seat(1): "AsKd"})
    row = window.table.seat_widget(2).cards
    row.setFocus()
    qtbot.keyClicks(row, "As")
    assert window.banner.level() is MessageLevel.WARNING
    assert "As" in window.banner.text()
    qtbot.mouseClick(window.banner.close_button, Qt.MouseButton.LeftButton)
    assert not window.banner.isVisible()


def test_next_hand_moves_the_button_and_clears(window, qtbot):
    controller = window.controller
    controller.set_button(6)
    controller.random_deal()
    controller.set_committed(1, 100)
    window.next_hand_action.trigger()
    assert controller.scenario.button == 1
    assert window.table.seat_widget(1).button_spot.has_button()
    assert all(seat.cards.cards() == (None, None) for seat in window.table.seats)
    assert window.table.seat_widget(1).amount.value() == 0


def test_undo_and_redo_shortcuts(window, qtbot):
    controller = window.controller
    deal(controller, {RowKey.seat(1): "AsKd"})
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert controller.state.cards(RowKey.seat(1)) == ()
    qtbot.keyClick(
        window,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert controller.state.cards(RowKey.seat(1)) == parse_cards("As Kd")


def test_toolbar_game_and_seats(window, qtbot):
    box = window.game_box
    box.setCurrentIndex(box.findData("omaha"))
    box.activated.emit(box.currentIndex())
    assert window.controller.scenario.game == "omaha"
    assert window.table.seat_widget(1).cards.slot_count() == 4
    window.seats_box.setValue(9)
    assert len(window.table.seats) == 9
    window.fewer_seats_action.trigger()
    assert window.seats_box.value() == 8


def test_random_deal_fills_every_slot(window):
    window.random_action.trigger()
    assert window.controller.outcome.complete
    assert all(None not in seat.cards.cards() for seat in window.table.seats)
    assert window.deal_action.isEnabled()


def test_every_action_has_a_shortcut_and_a_tooltip(window):
    actions = [
        action
        for menu in window.menuBar().actions()
        for action in menu.menu().actions()
        if not action.isSeparator() and action.menu() is None
    ]
    assert len(actions) > 15
    for action in actions:
        assert not action.shortcut().isEmpty(), action.text()
        assert action.toolTip() and action.toolTip() != action.text().replace("&", ""), (
            action.text()
        )


def test_the_window_remembers_size_game_seats_and_chips(qtbot, tmp_path, monkeypatch):
    from PySide6.QtCore import QRect

    from dealer_app.gui import screen_fit

    # A full-HD screen: the remembered size fits it (a smaller screen gets less).
    monkeypatch.setattr(screen_fit, "available_room", lambda widget: QRect(0, 0, 1920, 1040))
    first = make_window(qtbot, tmp_path, QSize(1400, 800))
    first.controller.set_game("stud")
    first.controller.set_seat_count(7)
    index = first.chips_box.findData("tournament")
    first.chips_box.setCurrentIndex(index)
    first.chips_box.activated.emit(index)
    first.close()
    again = MainWindow(temporary_settings(tmp_path))
    qtbot.addWidget(again)
    assert again.controller.scenario.game == "stud"
    assert again.controller.state.seat_count == 7
    assert again.controller.state.chip_set_name == "tournament"
    assert again.size() == QSize(1400, 800)


def test_export_writes_a_picture_of_the_table(window, tmp_path):
    window.random_action.trigger()
    path = tmp_path / "table.png"
    assert window.files.render_window(path)
    image = QImage(str(path))
    assert image.width() >= 1280 and image.height() >= 700


def test_examples_menu_lists_the_shipped_examples(window):
    entries = [action.text() for action in window.examples_menu.actions()]
    assert entries
    if window.files.example_actions:
        window.files.example_actions[0].trigger()
        assert window.controller.scenario.seats


def test_a_single_pot_counted_by_chip_colour(window, qtbot):
    window.random_action.trigger()
    money = window.result_panel.money
    qtbot.mouseClick(money.by_chips, Qt.MouseButton.LeftButton)
    assert money.counts.isVisible()
    spin = money.spins["green"]
    spin.setValue(26)
    assert window.controller.scenario.pot.as_dict() == {"green": 26}
    assert window.controller.outcome.result.pots[0].amount == 650
    assert not window.table.seat_widget(1).amount.isEnabled()
    assert "650" in money.total.text()


class CountingStore(QSettings):
    """A settings file that counts the values written to it."""

    def __init__(self, path: str) -> None:
        super().__init__(path, QSettings.Format.IniFormat)
        self.writes: list[str] = []

    def setValue(self, key: str, value: object) -> None:
        self.writes.append(key)
        super().setValue(key, value)


def test_a_card_pick_writes_nothing_to_the_settings_file(qtbot, tmp_path):
    # Each write rewrites the whole file; a pick changes no remembered setting.
    store = CountingStore(str(tmp_path / "settings.ini"))
    window = MainWindow(TableSettings(store))
    qtbot.addWidget(window)
    controller = window.controller
    controller.set_game("holdem")
    window.random_action.trigger()
    store.writes.clear()
    river = controller.state.cards(RowKey.board())[4]
    controller.remove_card(RowKey.board(), 4)
    assert controller.place_card(RowKey.board(), 4, river)
    assert controller.outcome.complete
    assert store.writes == []
    controller.set_seat_count(controller.state.seat_count + 1)
    assert store.writes == ["table/seat_count"]


def test_omaha_to_holdem_says_what_it_dropped_with_undo_beside_it(window, qtbot):
    window.controller.set_game("omaha")
    deal(window.controller, {RowKey.seat(2): "KsQd7h2c"})
    window.game_box.activated.emit(window.game_box.findData("holdem"))
    assert window.controller.state.cards(RowKey.seat(2)) == parse_cards("Ks Qd")
    assert window.banner.text() == "Texas Hold'em: dropped 7h 2c from seat 2. Undo with Ctrl+Z"
    undo = window.banner.action_button
    assert undo.isVisible() and undo.text() == "Undo"
    qtbot.mouseClick(undo, Qt.MouseButton.LeftButton)
    assert window.controller.state.cards(RowKey.seat(2)) == parse_cards("Ks Qd 7h 2c")
    assert window.game_box.currentData() == "omaha"
    assert not window.banner.isVisible()


def test_fewer_seats_in_the_toolbar_says_which_seat_went(window, qtbot):
    deal(window.controller, {RowKey.seat(6): "AsKd"})
    window.seats_box.setValue(5)
    assert window.controller.state.seat_count == 5
    assert window.banner.text().startswith("5 seats: dropped seat 6 (As Kd)")
    assert window.banner.action_button.isVisible()


def test_the_message_bar_goes_once_the_change_is_undone_another_way(window, qtbot):
    deal(window.controller, {RowKey.seat(6): "AsKd"})
    window.seats_box.setValue(5)
    assert window.banner.action_button.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.state.seat_count == 6
    assert not window.banner.isVisible()
    assert window.statusBar().currentMessage() == ""
    assert window.controller.undo_stack.canUndo()


def test_a_dropped_seat_message_goes_when_the_seat_is_back(window, qtbot):
    controller = window.controller
    deal(controller, {RowKey.seat(6): "AsKd"})
    window.seats_box.setValue(5)
    controller.set_folded(2, True)  # other edits leave the message (its Undo goes)
    assert window.banner.text().startswith("5 seats: dropped seat 6")
    assert not window.banner.action_button.isVisible()
    window.more_seats_action.trigger()
    assert controller.state.seat_count == 6
    assert not window.banner.isVisible()


def test_a_dropped_card_message_goes_when_the_game_is_back(window, qtbot):
    controller = window.controller
    controller.set_game("omaha")
    deal(controller, {RowKey.seat(2): "KsQd7h2c"})
    controller.set_game("holdem")
    assert "dropped 7h 2c" in window.banner.text()
    controller.set_game("omaha")
    assert not window.banner.isVisible()


def test_no_two_actions_share_a_key(qtbot, tmp_path) -> None:
    from collections import Counter

    from PySide6.QtGui import QAction, QKeySequence

    from tests.gui.table_testing import make_window

    window = make_window(qtbot, tmp_path)
    window.menuBar()  # every menu, the room's and the view's too, is built with the window
    keys = Counter(
        key.toString(QKeySequence.SequenceFormat.PortableText)
        for action in window.findChildren(QAction)
        for key in action.shortcuts()
        if not key.isEmpty()
    )
    assert [key for key, count in keys.items() if count > 1] == []
    assert keys["F1"] == 1


def test_undo_and_redo_stay_on_the_bar_on_a_small_laptop(qtbot, tmp_path) -> None:
    from tests.gui.table_testing import make_window

    window = make_window(qtbot, tmp_path)
    window.controller.set_seat_count(10)
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    for action in (window.undo_action, window.redo_action):
        button = window.toolbar.widgetForAction(action)
        assert button is not None and button.isVisible(), action.text()


def test_the_game_list_opens_in_the_same_place_whatever_the_game(window, qtbot):
    box = window.game_box
    places = []
    # The last game of the list too: past the tenth, Qt's list scrolls to the choice.
    last = box.itemData(box.count() - 1)
    for game in ("holdem", "stud8", last):
        window.controller.set_game(game)
        box.showPopup()
        popup = box.view().window()
        qtbot.waitUntil(popup.isVisible)
        places.append((popup.geometry().topLeft(), box.view().visualRect(box.model().index(0, 0))))
        box.hidePopup()
    assert box.count() > 10 and places[0] == places[1] == places[2]
    top = box.mapToGlobal(box.rect().bottomLeft()).y()
    assert places[0][0].y() >= top - 1  # the list drops below the box


def test_the_empty_table_offers_an_example_and_training(window, qtbot):
    banner = window.banner
    assert banner.text() == START_WORDS
    assert banner.level() is MessageLevel.INFO
    buttons = [banner.action_button, *banner.more_buttons]
    assert [button.text() for button in buttons] == ["Open an example", "Start training"]
    qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
    assert window.controller.state.used_cards()
    assert window.windowTitle() != "Untitled"
    assert banner.text().startswith("Example: ")


def test_start_training_from_the_first_message(window, qtbot):
    qtbot.mouseClick(window.banner.more_buttons[0], Qt.MouseButton.LeftButton)
    assert window.training.is_training()


@pytest.mark.parametrize(
    "enter",
    [
        lambda controller: controller.random_deal(),
        lambda controller: controller.set_committed(1, 100),
        lambda controller: controller.set_folded(2, True),
    ],
)
def test_the_first_message_goes_when_the_hand_is_entered(window, enter):
    assert window.start_offer.is_shown()
    enter(window.controller)
    assert not window.start_offer.is_shown()
    assert not window.banner.isVisible()


def test_the_first_message_keeps_its_buttons_while_the_table_is_set(window):
    window.controller.set_seat_count(10)
    assert window.start_offer.is_shown()
    assert window.banner.action_button.isVisibleTo(window.banner)


def table_furniture(window: MainWindow) -> dict[str, bool]:
    return {
        "tool bar": window.findChild(QToolBar, "tableToolbar").isVisible(),
        "result panel": window.steps_dock.isVisible(),
        "chip tray": window.chip_tray.isVisible(),
    }


def test_training_then_quit_then_start_again_shows_the_full_table(qtbot, tmp_path):
    first = make_window(qtbot, tmp_path)
    before = table_furniture(first)
    assert all(before.values())
    first.training.set_history_path(tmp_path / "history.sqlite3")
    first.training.training_action.trigger()  # Ctrl+2
    assert first.training.is_training() and not first.steps_dock.isVisible()
    first.files.quit_action.trigger()  # Ctrl+Q
    again = make_window(qtbot, tmp_path)
    assert table_furniture(again) == before


def test_a_saved_state_that_hid_the_bars_still_shows_the_tool_bar_and_reset_brings_all(
    qtbot, tmp_path
):
    first = make_window(qtbot, tmp_path)
    for widget in (*first.findChildren(QToolBar), first.steps_dock):
        widget.hide()
    first.close()
    again = make_window(qtbot, tmp_path)
    assert all(bar.isVisible() for bar in again.findChildren(QToolBar))
    assert not again.steps_dock.isVisible()
    again.layout_keeper.reset_action.trigger()
    assert all(table_furniture(again).values())


@pytest.mark.parametrize("name", ["game_box", "chips_box"])
def test_a_choice_list_drops_below_its_box_the_first_time_it_is_opened_by_key(window, qtbot, name):
    box = getattr(window, name)
    box.setCurrentIndex(box.count() - 1)  # the last choice: a list opened over the box moves
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_F4)
    popup = box.view().window()
    qtbot.waitUntil(popup.isVisible)
    top = box.mapToGlobal(box.rect().bottomLeft()).y()
    assert popup.geometry().top() >= top - 1
    box.hidePopup()


def test_a_long_message_is_not_cut_by_the_table_line_on_a_small_screen(window, qtbot):
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    line = window.status_label
    assert line.isVisible() and "chips:" in line.text()
    words = "Texas Hold'em: dropped 7h 2c from seat 2 and Ks Qd from seat 7, Ah from the board"
    window.show_message(MessageLevel.WARNING, words)
    bar = window.statusBar()
    assert bar.currentMessage() == words
    assert not line.isVisible()
    assert bar.fontMetrics().horizontalAdvance(words) < bar.width()
    bar.clearMessage()
    assert line.isVisible()


def test_a_message_longer_than_the_status_bar_is_cut_at_its_end_there_and_whole_above(
    window, qtbot
):
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    words = (
        "Omaha Hi-Lo: dropped 7h 2c 9d Js from seat 2, Ks Qd Th 4c from seat 7, 8s 8d 3h Ac "
        "from seat 9, Qc Jc Tc 2s from seat 10, 6h 6c 5s 4s from seat 4 and Ah 5d from the board"
    )
    bar = window.statusBar()
    assert bar.fontMetrics().horizontalAdvance(words) > bar.width()
    window.show_message(MessageLevel.WARNING, words)
    shown = bar.currentMessage()
    assert shown.endswith("…") and words.startswith(shown[:-1])
    assert bar.fontMetrics().horizontalAdvance(shown) < bar.width()
    assert window.banner.label.text() == words


def test_a_message_said_before_the_window_is_shown_is_cut_to_the_window_not_to_nothing(
    qtbot, tmp_path
):
    # A file named on the command line is opened, and said, before the window is shown.
    window = MainWindow(temporary_settings(tmp_path))
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show_message(MessageLevel.INFO, "Opened holdem-three-all-ins-side-pots.json")
    window.show()
    qtbot.waitExposed(window)
    assert window.statusBar().currentMessage() == "Opened holdem-three-all-ins-side-pots.json"
    assert window.status_label.isVisible()


def test_a_short_message_leaves_the_table_line_in_place(window, qtbot):
    # A status tip shows as the pointer crosses the tool bar: the line must not blink.
    window.resize(1920, 1080)
    window.show()
    qtbot.waitExposed(window)
    window.statusBar().showMessage("Move the dealer button one seat clockwise")
    assert window.status_label.isVisible()
