"""Undo and Redo in the room dialog take back and make again the dialog's own table edits."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from dealer_app.gui.main_window import MainWindow
from dealer_app.gui.room import room_menu
from dealer_app.gui.room.room_menu import CHIPS_TAB, RAKE_TAB, RULES_TAB, RoomDialog
from dealer_app.gui.room.room_settings import RoomSettings
from dealer_app.model.cards import Rank
from dealer_app.model.hands.strength import STANDARD_RULES
from tests.gui.table_testing import (
    active_window,
    make_window,
    pick_chip_set,
    temporary_settings,
)


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


def _room(window: MainWindow) -> RoomSettings:
    return RoomSettings(window.settings.store)


def test_undoing_an_apply_takes_the_rooms_default_back_with_the_chips(qtbot, tmp_path: Path):
    window = active_window(qtbot, tmp_path)
    dialog = window.room_menu.open_setup(CHIPS_TAB)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    editor = dialog.chip_editor
    assert editor.load("tournament")
    qtbot.mouseClick(editor.apply_button, Qt.MouseButton.LeftButton)
    assert _room(window).chip_set == "tournament"
    assert "New tables start with it too; Undo takes both back." in editor.status.text()

    _press(qtbot, editor.apply_button, Qt.Key.Key_Z)
    assert window.controller.state.chip_set_name == "standard"
    assert not window.settings.store.contains("room/chip_set")
    assert editor.status.text() == ""
    _press(qtbot, editor.apply_button, Qt.Key.Key_Z, shift=True)
    assert window.controller.state.chip_set_name == "tournament"
    assert _room(window).chip_set == "tournament"

    dialog.close()
    window.undo()  # at the table, after the dialog closed: the same one step
    assert _room(window).chip_set == "standard"
    window.close()
    again = MainWindow(temporary_settings(tmp_path))
    qtbot.addWidget(again)
    assert again.controller.state.chip_set_name == "standard"


def test_an_apply_that_only_makes_the_default_is_undone_alone(qtbot, tmp_path: Path):
    window = make_window(qtbot, tmp_path)
    pick_chip_set(window, "casino")
    editor = window.room_menu.open_setup(CHIPS_TAB).chip_editor
    assert editor.load("casino") and editor.apply()
    assert _room(window).chip_set == "casino"
    assert editor.status.text().startswith("The table plays with Casino")

    window.room_menu.dialog.edits.undo()
    assert window.controller.state.chip_set_name == "casino"  # picked at the table: stays
    assert _room(window).chip_set == "standard"
    assert editor.status.text() == ""  # it said new tables start with Casino


def test_a_rake_typed_in_a_field_is_one_undo_with_the_rooms_rake(qtbot, tmp_path: Path):
    window = active_window(qtbot, tmp_path)
    dialog = window.room_menu.open_setup(RAKE_TAB)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    panel = dialog.rake
    panel.on_box.click()
    panel.cap_box.setFocus()
    panel.cap_box.selectAll()
    qtbot.keyClicks(panel.cap_box, "250")
    rake = window.controller.scenario.rake
    assert rake is not None and rake.cap == 250
    assert _room(window).rake == rake
    qtbot.keyClick(panel.cap_box, Qt.Key.Key_Return)
    qtbot.keyClicks(panel.cap_box, "0")  # after Enter: an edit of its own

    # Pressed in the field: the table's edit, not the field's letters, goes back.
    _press(qtbot, panel.cap_box, Qt.Key.Key_Z)
    assert panel.cap_box.value() == 250
    _press(qtbot, panel.cap_box, Qt.Key.Key_Z)
    rake = window.controller.scenario.rake
    assert rake is not None and rake.cap is None  # the whole "250" at once
    assert panel.cap_box.text() == "no cap" and panel.on_box.isChecked()
    assert _room(window).rake == rake
    _press(qtbot, dialog.tabs, Qt.Key.Key_Z)
    assert window.controller.scenario.rake is None and _room(window).rake is None
    _press(qtbot, dialog.tabs, Qt.Key.Key_Z, shift=True)
    _press(qtbot, dialog.tabs, Qt.Key.Key_Z, shift=True)
    rake = window.controller.scenario.rake
    assert rake is not None and rake.cap == 250 and _room(window).rake == rake


def test_keeping_the_rules_as_the_default_is_undone_in_the_dialog(qtbot, tmp_path: Path):
    window = active_window(qtbot, tmp_path)
    panel = _open_rules(qtbot, window).house_rules
    qtbot.mouseClick(panel.wild_buttons[Rank.TWO], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.keep_button, Qt.MouseButton.LeftButton)
    assert _room(window).rules.house.wild == frozenset({Rank.TWO})
    assert panel.summary.text().endswith("Kept as the room's default.")

    _press(qtbot, panel.keep_button, Qt.Key.Key_Z)
    assert _room(window).rules.house.wild == frozenset()
    assert window.controller.scenario.rules.wild == frozenset({Rank.TWO})  # in force still
    assert panel.summary.text() == "In force: twos wild."
