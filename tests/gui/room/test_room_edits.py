"""Undo and Redo in the room dialog take back and make again the dialog's own table edits."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from dealer_app.gui.main_window import MainWindow
from dealer_app.gui.room import room_menu
from dealer_app.gui.room.room_menu import RAKE_TAB, RULES_TAB, RoomDialog
from dealer_app.model.cards import Rank
from dealer_app.model.hands.strength import STANDARD_RULES
from tests.gui.table_testing import active_window


@pytest.fixture(autouse=True)
def _room_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(room_menu, "room_data_folder", lambda: tmp_path / "room")


def _open_rules(qtbot, window: MainWindow) -> RoomDialog:
    dialog = window.room_menu.open_setup(RULES_TAB)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    return dialog


def _press(qtbot, widget: QWidget, key: Qt.Key, shift: bool = False) -> None:
    modifiers = Qt.KeyboardModifier.ControlModifier
    if shift:
        modifiers |= Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(widget, key, modifiers)


def test_ctrl_z_in_the_dialog_takes_a_house_rule_back(qtbot, tmp_path: Path):
    window = active_window(qtbot, tmp_path)
    panel = _open_rules(qtbot, window).house_rules
    panel.corner_box.setFocus()
    qtbot.keyClick(panel.corner_box, Qt.Key.Key_Space)
    assert window.controller.scenario.rules.around_the_corner

    _press(qtbot, panel.corner_box, Qt.Key.Key_Z)
    assert not panel.corner_box.isChecked()
    assert window.controller.scenario.rules == STANDARD_RULES
    assert panel.summary.text() == "In force: standard rules."

    _press(qtbot, panel.corner_box, Qt.Key.Key_Z, shift=True)
    assert panel.corner_box.isChecked()
    assert window.controller.scenario.rules.around_the_corner


def test_the_dialogs_undo_leaves_the_tables_own_edits(qtbot, tmp_path: Path):
    window = active_window(qtbot, tmp_path)
    controller = window.controller
    assert controller.set_committed(1, 300)
    dialog = _open_rules(qtbot, window)
    qtbot.mouseClick(dialog.house_rules.wild_buttons[Rank.TWO], Qt.MouseButton.LeftButton)
    dialog.tabs.setCurrentIndex(RAKE_TAB)
    dialog.rake.on_box.click()
    assert dialog.edits.undo_action.toolTip() == "Undo: Rake (Ctrl+Z)"

    for _ in range(3):  # the rake, the deuces, then nothing more
        _press(qtbot, dialog.tabs, Qt.Key.Key_Z)
    assert controller.scenario.rake is None and controller.scenario.rules.wild == frozenset()
    assert not dialog.rake.on_box.isChecked()
    assert controller.scenario.seats[0].committed == 300  # made at the table: it stays
    assert not dialog.edits.undo_action.isEnabled()


def test_standard_rules_is_one_change_one_undo_takes_back(qtbot, tmp_path: Path):
    window = active_window(qtbot, tmp_path)
    panel = _open_rules(qtbot, window).house_rules
    qtbot.mouseClick(panel.wild_buttons[Rank.TWO], Qt.MouseButton.LeftButton)
    panel.suit_tiebreaks_box.click()
    edits = window.controller.undo_stack.count()
    qtbot.mouseClick(panel.standard_button, Qt.MouseButton.LeftButton)
    assert window.controller.undo_stack.count() == edits + 1
    assert not window.controller.scenario.suit_tiebreaks

    _press(qtbot, panel.standard_button, Qt.Key.Key_Z)
    scenario = window.controller.scenario
    assert scenario.rules.wild == frozenset({Rank.TWO}) and scenario.suit_tiebreaks
    assert panel.wild_buttons[Rank.TWO].isChecked() and panel.suit_tiebreaks_box.isChecked()


def test_after_the_dialog_closes_the_tables_undo_takes_the_rule_back(qtbot, tmp_path: Path):
    window = active_window(qtbot, tmp_path)
    dialog = _open_rules(qtbot, window)
    qtbot.mouseClick(dialog.house_rules.wild_buttons[Rank.ACE], Qt.MouseButton.LeftButton)
    dialog.close()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    _press(qtbot, window.table, Qt.Key.Key_Z)
    assert window.controller.scenario.rules == STANDARD_RULES
    assert not dialog.house_rules.wild_buttons[Rank.ACE].isChecked()
