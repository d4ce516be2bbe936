"""What a key takes off the table is said in the message bar with Undo beside it, and Undo
takes back the newest thing typed first: a rank still waiting for its suit."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from dealer_app.model.cards import parse_cards
from dealer_app.model.hands.games import Game
from dealer_app.model.play.dealing import RowKey
from tests.gui.table_testing import active_window, deal

ALT = Qt.KeyboardModifier.AltModifier
CTRL = Qt.KeyboardModifier.ControlModifier


def keyboard() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def press(qtbot, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    qtbot.keyClick(keyboard(), key, modifier)


def type_keys(qtbot, text: str) -> None:
    for char in text:
        qtbot.keyClicks(keyboard(), char)


def test_n_says_what_the_seat_dealt_out_lost_and_undo_keeps_the_keyboard_there(qtbot, tmp_path):
    window = active_window(qtbot, tmp_path)
    controller, seat = window.controller, window.table.seat_widget(3)
    press(qtbot, Qt.Key.Key_3, ALT)
    type_keys(qtbot, "AhKh25")  # the amount is still being typed when N comes
    type_keys(qtbot, "n")
    assert controller.state.entry(3) is None
    assert window.banner.text() == (
        "Seat 3 dealt out: dropped seat 3 (Ah Kh, 25 in). Undo with Ctrl+Z"
    )
    assert window.banner.action_button.isVisible()
    controller.set_folded(1, True)  # the words stay while seat 3 is still out
    # ... but no longer offer Undo: Ctrl+Z would undo the fold first.
    assert window.banner.text() == "Seat 3 dealt out: dropped seat 3 (Ah Kh, 25 in)."
    assert not window.banner.action_button.isVisible()

    press(qtbot, Qt.Key.Key_Z, CTRL)
    press(qtbot, Qt.Key.Key_Z, CTRL)
    entry = controller.state.entry(3)
    assert entry is not None and entry.cards == parse_cards("Ah Kh") and entry.committed == 25
    assert seat.isAncestorOf(keyboard())
    assert not window.banner.isVisible()
    press(qtbot, Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert controller.state.entry(3) is None
    assert keyboard() is seat.deal_in_button


def test_ctrl_t_off_says_the_second_boards_cards_went(qtbot, tmp_path):
    window = active_window(qtbot, tmp_path)
    controller = window.controller
    deal(controller, {RowKey.board(): "2c7d9h"})
    qtbot.keyClick(window.table, Qt.Key.Key_T, CTRL)
    deal(controller, {RowKey.board(2): "KsQs"})
    qtbot.keyClick(window.table, Qt.Key.Key_T, CTRL)
    assert controller.scenario.run_count == 1
    assert window.banner.text() == "Run it once: dropped board 2 (Ks Qs). Undo with Ctrl+Z"

    qtbot.mouseClick(window.banner.action_button, Qt.MouseButton.LeftButton)
    assert controller.state.cards(RowKey.board(2)) == parse_cards("2c 7d 9h Ks Qs")
    assert window.run_twice_action.isChecked()
    assert not window.banner.isVisible()


def test_ctrl_z_drops_a_rank_waiting_for_its_suit_before_any_card(qtbot, tmp_path):
    window = active_window(qtbot, tmp_path)
    controller, row = window.controller, window.table.seat_widget(1).cards
    press(qtbot, Qt.Key.Key_1, ALT)
    type_keys(qtbot, "AsK")
    assert row.pending_text() == "K"

    press(qtbot, Qt.Key.Key_Z, CTRL)
    assert row.pending_text() == ""
    assert controller.state.cards(RowKey.seat(1)) == parse_cards("As")
    type_keys(qtbot, "d")  # a suit alone makes no card
    assert controller.state.cards(RowKey.seat(1)) == parse_cards("As")
    press(qtbot, Qt.Key.Key_Z, CTRL)
    assert controller.state.cards(RowKey.seat(1)) == ()


def test_a_rank_waiting_for_its_suit_still_waits_after_ctrl_g(qtbot, tmp_path):
    window = active_window(qtbot, tmp_path)
    controller, row = window.controller, window.table.seat_widget(1).cards
    press(qtbot, Qt.Key.Key_1, ALT)
    type_keys(qtbot, "AsK")
    press(qtbot, Qt.Key.Key_G, CTRL)  # the game list opens over the table
    press(qtbot, Qt.Key.Key_Down)
    press(qtbot, Qt.Key.Key_Down)
    press(qtbot, Qt.Key.Key_Return)
    assert controller.scenario.game is Game.OMAHA8
    assert keyboard() is row and row.pending_text() == "K"
    type_keys(qtbot, "d")
    assert controller.state.cards(RowKey.seat(1)) == parse_cards("As Kd")


def test_run_it_once_with_the_keyboard_on_the_second_board_leaves_it_on_the_first(qtbot, tmp_path):
    window = active_window(qtbot, tmp_path)
    press(qtbot, Qt.Key.Key_T, CTRL)
    press(qtbot, Qt.Key.Key_B, ALT)
    type_keys(qtbot, "2c7d9hJsQsKsAd")  # the first board full, the keyboard on the second
    second = window.table.row_widget(RowKey.board(2))
    assert second is not None and (keyboard() is second or second.isAncestorOf(keyboard()))
    press(qtbot, Qt.Key.Key_T, CTRL)
    first = window.table.row_widget(RowKey.board(1))
    assert first is not None and (keyboard() is first or first.isAncestorOf(keyboard()))
    # Undone, the second board is back, and so is the keyboard, for its next card.
    press(qtbot, Qt.Key.Key_Z, CTRL)
    type_keys(qtbot, "3h")
    assert window.controller.state.cards(RowKey.board(2)) == tuple(parse_cards("Ks Ad 3h"))


def test_a_seat_less_moves_the_keyboard_to_the_last_seat_and_undo_brings_it_back(qtbot, tmp_path):
    window = active_window(qtbot, tmp_path)
    controller, table = window.controller, window.table
    controller.set_seat_count(6)
    press(qtbot, Qt.Key.Key_6, ALT)
    type_keys(qtbot, "AhKh25")
    press(qtbot, Qt.Key.Key_Minus, CTRL)
    assert controller.state.seat_count == 5
    assert keyboard() is table.seat_widget(5).cards

    press(qtbot, Qt.Key.Key_Z, CTRL)
    assert keyboard() is table.seat_widget(6).amount
    press(qtbot, Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert keyboard() is table.seat_widget(5).cards
    press(qtbot, Qt.Key.Key_Z, CTRL)
    type_keys(qtbot, "40")  # what is typed next is the seat's again
    press(qtbot, Qt.Key.Key_Return)
    entry = controller.state.entry(6)
    assert entry is not None and entry.cards == parse_cards("Ah Kh") and entry.committed == 40
