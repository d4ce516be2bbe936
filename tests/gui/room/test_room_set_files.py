"""A room chip set saved over another or deleted: asked by name, undone and redone in the
dialog, the set's file and the room's default as the dialog shows them."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QInputDialog, QMessageBox, QPushButton

from dealer_app.gui.main_window import MainWindow
from dealer_app.gui.room import room_menu
from dealer_app.gui.room.chip_set_editor import ChipSetEditor
from dealer_app.gui.room.room_menu import RoomDialog
from dealer_app.gui.room.room_settings import RoomSettings
from dealer_app.storage import room_chip_sets
from dealer_app.storage.chip_presets import ChipPreset, chip_preset
from tests.gui.table_testing import active_window, temporary_settings


@pytest.fixture(autouse=True)
def _room_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(room_menu, "room_data_folder", lambda: tmp_path / "room")


def _dialog(qtbot, window: MainWindow) -> RoomDialog:
    dialog = window.room_menu.open_setup()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    return dialog


def _saved(editor: ChipSetEditor, title: str) -> ChipPreset:
    editor.load("standard")
    editor.table.set_value(1, "$20")  # chips no preset has
    saved = editor.save_as(title)
    assert saved is not None
    return saved


def _answer(cancel: bool, seen: list[str]) -> None:
    """Answer the question about to be asked (Cancel, or its Delete button); its words
    and its buttons' go to ``seen``."""

    def click() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.append(box.text())
        seen.extend(sorted(button.text() for button in box.buttons()))
        if cancel:
            box.button(QMessageBox.StandardButton.Cancel).click()
        else:
            next(button for button in box.buttons() if button.text() != "Cancel").click()

    QTimer.singleShot(0, click)


def test_deleting_the_set_in_use_asks_by_name_and_cancel_keeps_it(qtbot, tmp_path):
    window = active_window(qtbot, tmp_path)
    editor = _dialog(qtbot, window).chip_editor
    club = _saved(editor, "Club night")
    assert editor.apply()
    seen: list[str] = []
    _answer(True, seen)
    qtbot.mouseClick(editor.delete_button, Qt.MouseButton.LeftButton)
    assert seen == [
        "Delete the room's chip set “Club night”? The table plays with it and new tables"
        " start with it.\n\nUndo (Ctrl+Z) brings it back.",
        "Cancel",
        "Delete “Club night”",
    ]
    assert (editor.room.folder / "club-night.json").is_file()
    assert window.controller.state.chip_set_name == club.key

    _answer(False, seen)
    qtbot.mouseClick(editor.delete_button, Qt.MouseButton.LeftButton)
    assert not (editor.room.folder / "club-night.json").exists()
    assert window.controller.state.chip_set_name == "standard"


def test_a_set_nobody_uses_goes_unasked_and_undo_and_redo_move_its_file(
    qtbot, tmp_path, monkeypatch
):
    window = active_window(qtbot, tmp_path)
    monkeypatch.setattr(ChipSetEditor, "confirm_delete", lambda *_: pytest.fail("asked"))
    dialog = _dialog(qtbot, window)
    editor = dialog.chip_editor
    spare = _saved(editor, "Spare")
    path = editor.room.folder / "spare.json"
    written = path.read_bytes()
    qtbot.mouseClick(editor.delete_button, Qt.MouseButton.LeftButton)
    assert not path.exists() and editor.set_box.findData(spare.key) < 0
    assert dialog.edits.undo_action.toolTip() == "Undo: Delete the chip set “Spare” (Ctrl+Z)"

    qtbot.keyClick(editor.set_box, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert path.read_bytes() == written and editor.set_box.findData(spare.key) >= 0
    assert editor.status.text() == "The room's set “Spare” is back."
    redo = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(editor.set_box, Qt.Key.Key_Z, redo)
    assert not path.exists() and editor.set_box.findData(spare.key) < 0
    assert editor.status.text() == "Deleted the room's set “Spare” again."


def test_a_delete_undone_in_the_dialog_stays_undone_after_close(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(ChipSetEditor, "confirm_delete", lambda *_: True)
    window = active_window(qtbot, tmp_path)
    dialog = _dialog(qtbot, window)
    editor = dialog.chip_editor
    club = _saved(editor, "Club night")
    assert editor.apply()
    qtbot.mouseClick(editor.delete_button, Qt.MouseButton.LeftButton)
    assert RoomSettings(window.settings.store).chip_set == "standard"

    qtbot.keyClick(editor.set_box, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert RoomSettings(window.settings.store).chip_set == club.key
    assert window.controller.state.chip_set_name == club.key
    assert window.chips_box.currentText() == "Club night"
    dialog.close()
    window.close()

    again = MainWindow(temporary_settings(tmp_path))
    qtbot.addWidget(again)
    assert again.controller.state.chip_set_name == club.key
    assert again.controller.scenario.chips.values == (100, 20, 5, 1)
    assert again.room_menu.start_problem is None


def test_saving_over_another_set_asks_and_undo_brings_the_old_one_back(
    qtbot, tmp_path, monkeypatch
):
    window = active_window(qtbot, tmp_path)
    editor = _dialog(qtbot, window).chip_editor
    _saved(editor, "Club night")
    path = editor.room.folder / "club-night.json"
    first = path.read_bytes()
    assert editor.load("tournament")
    asked: list[str] = []

    def answer(*args: object) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        return QMessageBox.StandardButton.Save

    monkeypatch.setattr(QMessageBox, "question", answer)
    monkeypatch.setattr(QInputDialog, "getText", lambda *_args, **_keys: ("Club night", True))
    save = next(b for b in editor.findChildren(QPushButton) if b.text() == "Save as…")
    qtbot.mouseClick(save, Qt.MouseButton.LeftButton)
    assert asked == [
        "The room has a set named “Club night”. Replace it with these chips?"
        "\n\nUndo (Ctrl+Z) brings it back."
    ]
    assert editor.room.find("room/club-night").chips == chip_preset("tournament").chips
    replaced = path.read_bytes()

    qtbot.keyClick(editor.set_box, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert path.read_bytes() == first
    assert editor.status.text() == "The room's set “Club night” is as it was before Save as."
    redo = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(editor.set_box, Qt.Key.Key_Z, redo)
    assert path.read_bytes() == replaced
    qtbot.mouseClick(save, Qt.MouseButton.LeftButton)  # the set edited: saved unasked
    assert len(asked) == 1


def test_the_tables_undo_never_takes_back_a_set_saved_in_the_dialog(qtbot, tmp_path):
    window = active_window(qtbot, tmp_path)
    dialog = _dialog(qtbot, window)
    dialog.house_rules.corner_box.click()  # a table edit made here
    editor = dialog.chip_editor
    _saved(editor, "Friday")  # what the room keeps, alone
    path = editor.room.folder / "friday.json"
    assert dialog.edits.undo_action.toolTip() == "Undo: Save the chip set “Friday” (Ctrl+Z)"
    dialog.close()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.undo()
    window.undo()  # one press too many, meant for the table
    assert not window.controller.scenario.rules.around_the_corner
    assert path.is_file()


def test_a_reopened_dialogs_undo_has_nothing_of_before_and_the_table_keeps_its_edits(
    qtbot, tmp_path
):
    window = active_window(qtbot, tmp_path)
    dialog = _dialog(qtbot, window)
    dialog.house_rules.corner_box.click()
    _saved(dialog.chip_editor, "Friday")
    dialog.close()

    again = _dialog(qtbot, window)
    assert again is dialog and not dialog.edits.undo_action.isEnabled()
    assert dialog.edits.undo_action.toolTip() == "Undo the last change made here (Ctrl+Z)"
    qtbot.keyClick(dialog.chip_editor.set_box, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert (dialog.chip_editor.room.folder / "friday.json").is_file()
    assert window.controller.scenario.rules.around_the_corner
    dialog.close()
    window.controller.undo()  # the table's Undo still takes the rule back
    assert not window.controller.scenario.rules.around_the_corner


def _friday_played(qtbot, window: MainWindow) -> tuple[RoomDialog, ChipSetEditor]:
    """The room dialog open, a set "Friday" (the second chip at $20) saved and applied."""
    dialog = _dialog(qtbot, window)
    editor = dialog.chip_editor
    _saved_with(editor, "Friday", "$20")
    assert editor.apply()
    return dialog, editor


def _saved_with(editor: ChipSetEditor, title: str, value: str) -> bytes:
    """Save the standard set with its second chip at ``value`` as ``title``; its file."""
    editor.load("standard")
    editor.table.set_value(1, value)
    saved = editor.save_as(title)
    assert saved is not None
    return editor.room.file_data(saved.key)


def _starts_with_the_rooms_set(qtbot, tmp_path: Path) -> None:
    """A window opened now finds the room's default chip set."""
    again = MainWindow(temporary_settings(tmp_path))
    qtbot.addWidget(again)
    assert again.room_menu.start_problem is None


def test_the_tables_redo_of_a_delete_leaves_a_set_saved_again_since(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(ChipSetEditor, "confirm_delete", lambda *_: True)
    window = active_window(qtbot, tmp_path)
    dialog = _dialog(qtbot, window)
    editor = dialog.chip_editor
    _saved_with(editor, "Club", "$20")
    assert editor.apply()
    editor.delete_current()
    dialog.edits.undo()  # the set is back
    new = _saved_with(editor, "Club", "$30")

    window.controller.redo()  # the delete, made again at the table
    assert editor.room.file_data("room/club") == new
    line = (
        "Not deleted again: the room's set “Club” was saved again since; the table keeps its chips."
    )
    assert editor.status.text() == line and window.banner.text() == line
    assert editor.set_box.findData("room/club") >= 0
    assert window.controller.state.chip_set_name == "room/club"
    assert window.controller.scenario.chips.values == (100, 20, 5, 1)
    assert not window.controller.undo_stack.canRedo()


def test_the_tables_undo_of_a_delete_never_writes_over_a_set_saved_since(
    qtbot, tmp_path, monkeypatch
):
    monkeypatch.setattr(ChipSetEditor, "confirm_delete", lambda *_: True)
    window = active_window(qtbot, tmp_path)
    dialog = _dialog(qtbot, window)
    editor = dialog.chip_editor
    _saved_with(editor, "Club", "$20")
    assert editor.apply()
    editor.delete_current()
    new = _saved_with(editor, "Club", "$30")

    window.controller.undo()  # the delete, taken back at the table
    assert editor.room.file_data("room/club") == new
    line = (
        "Not brought back: the room's set “Club” was saved again since; the table keeps its chips."
    )
    assert editor.status.text() == line and window.banner.text() == line
    # The table plays on with the chips it had, not Club's chips of before the save.
    assert window.controller.state.chip_set_name == "standard"
    assert window.controller.scenario.chips == chip_preset("standard").chips
    assert not window.controller.undo_stack.canUndo()  # the Apply went with Club's old chips
    dialog.edits.undo()  # the second Save as: no file
    assert editor.room.file_data("room/club") == b""
    assert RoomSettings(window.settings.store).chip_set != "room/club"
    dialog.close()
    window.close()
    _starts_with_the_rooms_set(qtbot, tmp_path)


def test_the_tables_redo_of_an_apply_keeps_the_default_off_a_set_no_longer_saved(qtbot, tmp_path):
    window = active_window(qtbot, tmp_path)
    dialog, editor = _friday_played(qtbot, window)
    dialog.edits.undo()  # the Apply
    dialog.edits.undo()  # the Save as
    assert editor.room.file_data("room/friday") == b""
    dialog.close()

    window.controller.redo()  # the Apply, made again at the table
    assert RoomSettings(window.settings.store).chip_set == "standard"
    line = "Not redone: the room's set “Friday” was deleted since; the table keeps its chips."
    assert editor.status.text() == line and window.banner.text() == line
    assert window.controller.state.chip_set_name == "standard"
    assert window.controller.scenario.chips == chip_preset("standard").chips
    window.close()
    _starts_with_the_rooms_set(qtbot, tmp_path)


def test_a_delete_undone_in_a_folder_that_cannot_be_written_says_so(qtbot, tmp_path, monkeypatch):
    window = active_window(qtbot, tmp_path)
    dialog = _dialog(qtbot, window)
    editor = dialog.chip_editor
    _saved_with(editor, "Spare", "$20")
    editor.delete_current()

    def refuse(*_args: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(room_chip_sets, "write_atomically", refuse)
    dialog.edits.undo()
    assert editor.room.file_data("room/spare") == b""
    assert editor.set_box.findData("room/spare") < 0
    assert editor.status.text() == (
        "Not brought back: the room's set “Spare” could not be written (Permission denied)."
    )


def test_a_refused_redo_leaves_no_later_edit_to_bring_the_sets_chips_back(qtbot, tmp_path):
    window = active_window(qtbot, tmp_path)
    dialog, editor = _friday_played(qtbot, window)
    controller = window.controller
    assert controller.set_button(2)  # made at the table, on Friday's chips
    controller.undo()
    dialog.edits.undo()  # the Apply
    editor.delete_current()  # nobody plays it now: the dialog's own step
    dialog.close()

    controller.redo()
    assert controller.state.chip_set_name == "standard"
    assert window.chips_box.currentText() == "Card room"
    assert not controller.undo_stack.canRedo() and not window.redo_action.isEnabled()
    controller.redo()  # nothing left that was made on Friday's chips
    assert controller.state.chip_set_name == "standard"
    assert controller.scenario.button != 2


def test_the_dialogs_redo_refused_keeps_the_table_and_its_undo(qtbot, tmp_path):
    window = active_window(qtbot, tmp_path)
    dialog, editor = _friday_played(qtbot, window)
    dialog.edits.undo()  # the Apply
    new = _saved_with(editor, "Friday", "$30")

    window.controller.redo()  # the first Apply, at the table: Friday is not as it was
    assert window.controller.scenario.chips == chip_preset("standard").chips
    assert editor.room.file_data("room/friday") == new
    assert editor.status.text() == (
        "Not redone: the room's set “Friday” was saved again since; the table keeps its chips."
    )
    assert dialog.edits.undo_action.toolTip() == "Undo: Save the chip set “Friday” (Ctrl+Z)"
    assert not dialog.edits.redo_action.isEnabled()
