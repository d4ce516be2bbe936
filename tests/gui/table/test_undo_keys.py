"""Undo and Redo work from anywhere on the table, an amount being typed entered first."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QLineEdit

from dealer_app.gui.main_window import MainWindow
from dealer_app.gui.result_panel import MoneyPanel
from dealer_app.gui.table.card_picker import CardPickerPopup
from dealer_app.model.cards import parse_cards
from dealer_app.model.play.dealing import RowKey
from tests.gui.table_testing import active_window, temporary_settings

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def test_ctrl_z_from_a_focused_amount_box_undoes_the_table(qtbot, tmp_path) -> None:
    window = active_window(qtbot, tmp_path)
    controller = window.controller
    qtbot.keyClick(window, Qt.Key.Key_1, Qt.KeyboardModifier.AltModifier)
    qtbot.keyClicks(QApplication.focusWidget(), "AsKd")
    amount = window.table.seat_widget(1).amount
    assert QApplication.focusWidget() is amount
    qtbot.keyClicks(amount, "250")
    qtbot.keyClick(amount, Qt.Key.Key_T, CTRL)
    assert controller.scenario.run_count == 2
    assert controller.state.entry(1).committed == 250

    qtbot.keyClick(amount, Qt.Key.Key_Z, CTRL)
    assert controller.scenario.run_count == 1
    qtbot.keyClick(amount, Qt.Key.Key_Z, CTRL)
    assert controller.state.entry(1).committed is None and amount.text() == ""
    qtbot.keyClick(amount, Qt.Key.Key_Z, CTRL)  # each card typed is an edit of its own
    assert controller.state.cards(RowKey.seat(1)) == parse_cards("As")
    qtbot.keyClick(amount, Qt.Key.Key_Z, CTRL | SHIFT)
    assert controller.state.cards(RowKey.seat(1)) == parse_cards("As Kd")
    assert QApplication.focusWidget() is amount


def test_ctrl_z_takes_back_an_amount_being_typed_first(qtbot, tmp_path) -> None:
    window = active_window(qtbot, tmp_path)
    controller = window.controller
    controller.set_committed(2, 100)
    controller.set_folded(3, True)
    amount = window.table.seat_widget(2).amount
    amount.setFocus()
    amount.selectAll()
    qtbot.keyClicks(amount, "400")
    qtbot.keyClick(amount, Qt.Key.Key_Z, CTRL)
    # The typed 400 is entered and undone: the fold before it stays.
    assert controller.state.entry(2).committed == 100 and amount.text() == "100"
    assert controller.state.entry(3).folded
    qtbot.keyClick(amount, Qt.Key.Key_Z, CTRL | SHIFT)
    assert controller.state.entry(2).committed == 400


def test_ctrl_z_from_a_seat_name_undoes_the_table(qtbot, tmp_path) -> None:
    window = active_window(qtbot, tmp_path)
    controller = window.controller
    controller.set_folded(4, True)
    name = window.table.seat_widget(1).name_edit
    name.setFocus()
    qtbot.keyClick(name, Qt.Key.Key_Z, CTRL)
    assert not controller.state.entry(4).folded


def undo_key(qtbot, redo: bool = False) -> None:
    """Undo's (or Redo's) keys, pressed where the keyboard is."""
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Z, CTRL | SHIFT if redo else CTRL)


def open_picker(qtbot, window: MainWindow, row: RowKey) -> CardPickerPopup:
    """The card picker opened on ``row``'s first slot, in sight."""
    window.table.open_picker(row, 0)
    picker = window.table.picker
    qtbot.waitUntil(picker.isVisible)
    return picker


def test_ctrl_z_in_the_open_card_picker_undoes_the_table_and_the_picker_stays(qtbot, tmp_path):
    window = active_window(qtbot, tmp_path)
    controller = window.controller
    controller.set_folded(4, True)
    picker = open_picker(qtbot, window, RowKey.seat(1))
    assert QApplication.focusWidget() is picker.picker
    undo_key(qtbot)
    assert not controller.state.entry(4).folded
    undo_key(qtbot, redo=True)
    assert controller.state.entry(4).folded
    assert picker.isVisible() and window.table.picking() == (RowKey.seat(1), 0)


def test_a_pick_undone_in_the_picker_is_picked_again_there(qtbot, tmp_path):
    window = active_window(qtbot, tmp_path)
    controller = window.controller
    picker = open_picker(qtbot, window, RowKey.seat(1))
    qtbot.keyClicks(picker.picker, "Kd")
    assert controller.state.cards(RowKey.seat(1)) == parse_cards("Kd")
    assert window.table.picking() == (RowKey.seat(1), 1)
    undo_key(qtbot)
    # The wrong card is back in the deck, and the picker on the slot it came from.
    assert controller.state.cards(RowKey.seat(1)) == ()
    assert picker.isVisible() and window.table.picking() == (RowKey.seat(1), 0)
    assert picker.picker.is_available(parse_cards("Kd")[0])
    undo_key(qtbot, redo=True)
    assert controller.state.cards(RowKey.seat(1)) == parse_cards("Kd")
    assert window.table.picking() == (RowKey.seat(1), 1)


def test_a_row_s_last_pick_undone_brings_the_picker_back_to_that_row(qtbot, tmp_path):
    window = active_window(qtbot, tmp_path)
    controller = window.controller
    picker = open_picker(qtbot, window, RowKey.seat(1))
    qtbot.keyClicks(picker.picker, "KdQs")
    assert window.table.picking() == (RowKey.seat(2), 0)
    undo_key(qtbot)
    assert picker.isVisible() and window.table.picking() == (RowKey.seat(1), 1)
    qtbot.keyClicks(picker.picker, "Jh")
    assert controller.state.cards(RowKey.seat(1)) == parse_cards("Kd Jh")
    assert controller.state.cards(RowKey.seat(2)) == ()
    assert window.table.picking() == (RowKey.seat(2), 0)


def test_an_undo_in_the_picker_leaves_a_slot_skipped_earlier_alone(qtbot, tmp_path):
    window = active_window(qtbot, tmp_path)
    controller = window.controller
    picker = open_picker(qtbot, window, RowKey.seat(2))
    qtbot.keyClicks(picker.picker, "Kd")
    undo_key(qtbot)
    # Seat 1 was never dealt: the card taken back came from seat 2.
    assert window.table.picking() == (RowKey.seat(2), 0)
    assert controller.state.cards(RowKey.seat(2)) == ()


def test_the_name_box_shows_the_name_undo_leaves(qtbot, tmp_path) -> None:
    window = active_window(qtbot, tmp_path)
    controller = window.controller
    name = window.table.seat_widget(1).name_edit
    name.setFocus()
    qtbot.keyClicks(name, "Ann")
    qtbot.keyClick(name, Qt.Key.Key_Return)
    assert controller.state.entry(1).name == "Ann"
    undo_key(qtbot)
    assert controller.state.entry(1).name == "" and name.text() == ""
    qtbot.keyClick(name, Qt.Key.Key_Tab)
    assert controller.state.entry(1).name == "" and name.text() == ""
    name.setFocus()
    undo_key(qtbot, redo=True)
    assert controller.state.entry(1).name == "Ann" and name.text() == "Ann"


def test_a_name_typed_and_not_entered_is_what_ctrl_z_takes_back(qtbot, tmp_path) -> None:
    window = active_window(qtbot, tmp_path)
    controller = window.controller
    controller.set_folded(4, True)
    name = window.table.seat_widget(1).name_edit
    name.setFocus()
    qtbot.keyClicks(name, "Ann")
    undo_key(qtbot)
    assert name.text() == "" and controller.state.entry(4).folded


def chip_counts(window: MainWindow):
    money = window.result_panel.findChild(MoneyPanel)
    money.by_chips.click()
    return money.spins


def test_ctrl_z_in_a_count_of_the_pots_chips_undoes_the_table(qtbot, tmp_path) -> None:
    window = active_window(qtbot, tmp_path)
    controller = window.controller
    green = chip_counts(window)["green"]
    green.setFocus()
    green.selectAll()
    qtbot.keyClicks(green, "8")
    qtbot.keyClick(green, Qt.Key.Key_Return)
    controller.set_folded(4, True)
    green.selectAll()
    qtbot.keyClicks(green, "12")
    undo_key(qtbot)  # the 12 typed is entered, then taken back
    assert controller.scenario.pot["green"] == 8 and green.text() == "8"
    assert controller.state.entry(4).folded
    undo_key(qtbot)
    assert not controller.state.entry(4).folded and green.text() == "8"
    undo_key(qtbot, redo=True)
    undo_key(qtbot, redo=True)
    assert controller.scenario.pot["green"] == 12 and green.text() == "12"


def test_a_count_typed_and_not_entered_is_kept_through_a_change_of_game(qtbot, tmp_path):
    window = active_window(qtbot, tmp_path)
    green = chip_counts(window)["green"]
    green.setFocus()
    green.selectAll()
    qtbot.keyClicks(green, "8")
    window.game_box.activated.emit(window.game_box.findData("omaha"))
    assert window.controller.scenario.game == "omaha"
    assert window.controller.scenario.pot["green"] == 8 and green.text() == "8"


def test_ctrl_z_in_the_pot_panel_and_the_seats_box_undoes_the_table(qtbot, tmp_path) -> None:
    window = active_window(qtbot, tmp_path)
    controller = window.controller
    controller.set_folded(4, True)
    controller.set_folded(5, True)
    window.pot_dock.show()
    window.pot_dock.raise_()
    entry = window.pot_dock.panel().entry
    entry.setFocus()
    qtbot.keyClicks(entry, "1 b 20")
    undo_key(qtbot)
    assert not controller.state.entry(5).folded
    assert entry.text() == "1 b 20"  # the action being typed stays for Enter
    window.seats_box.setFocus()
    undo_key(qtbot)
    assert not controller.state.entry(4).folded


def test_a_dialogs_field_keeps_its_own_undo(qtbot, tmp_path) -> None:
    window = active_window(qtbot, tmp_path)
    controller = window.controller
    controller.set_folded(4, True)
    dialog = QDialog(window)
    field = QLineEdit(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    field.setFocus()
    qtbot.keyClicks(field, "Ann")
    undo_key(qtbot)
    assert field.text() == "" and controller.state.entry(4).folded


def test_ctrl_z_with_an_amount_the_table_refuses_only_drops_that_typing(qtbot, tmp_path):
    window = active_window(qtbot, tmp_path)
    controller = window.controller
    controller.set_committed(1, 150)
    controller.set_folded(4, True)
    amount = window.table.seat_widget(1).amount
    amount.setFocus()
    amount.selectAll()
    qtbot.keyClicks(amount, "2000000000000")
    undo_key(qtbot)
    assert amount.text() == "150" and controller.state.entry(1).committed == 150
    assert controller.state.entry(4).folded
    assert not window.banner.isVisible()
    undo_key(qtbot)  # the next one undoes the table
    assert not controller.state.entry(4).folded


def test_the_deck_ran_out_message_goes_when_the_deal_is_undone(qtbot, tmp_path) -> None:
    window = active_window(qtbot, tmp_path)
    controller = window.controller
    controller.set_game("stud")
    controller.set_seat_count(10)
    amount = window.table.seat_widget(1).amount
    amount.setFocus()
    qtbot.keyClick(amount, Qt.Key.Key_R, CTRL)
    assert window.banner.text().startswith("The deck ran out: 18 slots are still empty")
    assert window.statusBar().currentMessage().startswith("The deck ran out")
    undo_key(qtbot)
    assert controller.state.cards(RowKey.seat(1)) == ()
    assert not window.banner.isVisible() and window.statusBar().currentMessage() == ""
    # Redone, the deal is not said again, as a dropped seat is not.
    undo_key(qtbot, redo=True)
    assert controller.state.cards(RowKey.seat(1)) != ()
    assert not window.banner.isVisible()


@pytest.mark.parametrize("entered", [True, False])
def test_ctrl_z_after_a_corrected_amount_brings_back_the_amount_before(qtbot, tmp_path, entered):
    window = active_window(qtbot, tmp_path)
    controller = window.controller
    amount = window.table.seat_widget(2).amount
    amount.setFocus()
    amount.selectAll()
    qtbot.keyClicks(amount, "250")
    qtbot.keyClick(amount, Qt.Key.Key_Return)
    amount.setFocus()
    amount.selectAll()
    qtbot.keyClicks(amount, "300")
    if entered:
        qtbot.keyClick(amount, Qt.Key.Key_Return)
    undo_key(qtbot)
    assert controller.state.entry(2).committed == 250 and amount.text() == "250"
    undo_key(qtbot, redo=True)
    assert controller.state.entry(2).committed == 300
    undo_key(qtbot)
    undo_key(qtbot)
    assert controller.state.entry(2).committed is None and amount.text() == ""


@pytest.mark.parametrize("typing", ["1", ""])
def test_ctrl_z_in_the_seats_box_drops_a_half_typed_count_first(qtbot, tmp_path, typing):
    window = active_window(qtbot, tmp_path)
    controller = window.controller
    controller.set_committed(2, 40)
    window.seats_box.setFocus()
    qtbot.keyClick(window.seats_box, Qt.Key.Key_A, CTRL)
    qtbot.keyClick(window.seats_box, Qt.Key.Key_Backspace)
    qtbot.keyClicks(window.seats_box, typing)  # "1" on the way to 10, or nothing
    undo_key(qtbot)
    assert window.seats_box.text() == "6 seats" and controller.state.seat_count == 6
    assert controller.state.entry(2).committed == 40
    undo_key(qtbot)  # the next one undoes the table
    assert controller.state.entry(2).committed is None


def test_a_window_closed_with_its_game_list_open_leaves_no_fault(qtbot, tmp_path) -> None:
    # Not given to qtbot, which would close it again at the end: this window is deleted.
    window = MainWindow(temporary_settings(tmp_path))
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.mouseClick(window.game_box, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.game_box.view().isVisible())
    # As when the window manager closes the window with its list open.
    window.close()
    window.deleteLater()
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
    qtbot.wait(20)  # the list deleted with the window, the keyboard's focus moved on
    later = active_window(qtbot, tmp_path / "later")
    later.controller.set_committed(2, 40)
    later.table.seat_widget(1).amount.setFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Z, CTRL)
    assert later.controller.state.entry(2).committed is None
