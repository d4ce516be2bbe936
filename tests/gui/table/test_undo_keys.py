"""Undo and Redo work from anywhere on the table, an amount being typed entered first."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from dealer_app.gui.main_window import MainWindow
from dealer_app.model.cards import parse_cards
from dealer_app.model.play.dealing import RowKey
from tests.gui.table_testing import make_window

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def active_window(qtbot, tmp_path) -> MainWindow:
    # The window's keys work while it is the active window.
    window = make_window(qtbot, tmp_path)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


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
