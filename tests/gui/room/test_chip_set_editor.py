"""The chip-set editor: editing a set, a bad value shown and refused, presets applied."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealer_app.gui.chip_art import chip_color
from dealer_app.gui.room.chip_rows import COLOUR, NAME, SIZED_BY, SPOT, VALUE
from dealer_app.gui.room.chip_set_editor import ChipSetEditor
from dealer_app.gui.room.room_settings import RoomSettings
from dealer_app.gui.settings import open_settings
from dealer_app.gui.table.controller import TableController
from dealer_app.gui.table.state import default_state
from dealer_app.model.chips import ChipSet
from dealer_app.model.room.money import MoneyUnit
from dealer_app.storage.chip_presets import chip_preset
from dealer_app.storage.room_chip_sets import RoomChipSets, export_chip_set


@pytest.fixture
def editor(qtbot, tmp_path: Path) -> ChipSetEditor:
    controller = TableController(default_state("holdem", 4))
    widget = ChipSetEditor(controller, RoomChipSets(tmp_path / "sets"))
    qtbot.addWidget(widget)
    widget.load("standard")
    return widget


def _row(editor: ChipSetEditor, name: str) -> int:
    rows = editor.table
    return next(r for r in range(rows.rowCount()) if rows.text(r, NAME) == name)


def test_editing_a_set_adds_a_chip_and_applies_it(editor):
    editor.table.setCurrentCell(0, NAME)
    editor.table.add_row()
    editor.table.item(1, NAME).setText("yellow")
    editor.table.set_value(1, "20")
    editor.table.set_colour(1, COLOUR, "#F0C22E")
    editor.table.set_colour(1, SPOT, "#1d1d20")
    assert editor.problem_label.text() == ""
    assert editor.apply()
    chips = editor.controller.scenario.chips
    assert chips == ChipSet.of(black=100, yellow=20, green=25, red=5, white=1)
    assert chip_color("yellow").name() == "#f0c22e"


def test_rows_are_removed_and_reordered(editor):
    editor.table.setCurrentCell(_row(editor, "green"), NAME)
    editor.table.remove_row()
    editor.table.setCurrentCell(0, NAME)
    editor.table.move_row(1)
    assert [editor.table.text(r, NAME) for r in range(editor.table.rowCount())] == [
        "red",
        "black",
        "white",
    ]
    assert editor.edited_set().chips.names == ("black", "red", "white")


@pytest.mark.parametrize(
    ("name", "text", "problem"),
    [
        ("green", "27.5", "not a whole number of the smallest unit"),
        ("green", "30", None),
        ("red", "100", "red and black have the same value, $100"),
        ("white", "2", "green ($25) is not a multiple of the smallest chip, white ($2)"),
        ("red", "lots", '"lots" is not an amount'),
        ("red", "1e3", '"1e3" is not an amount'),
        ("red", "-5", "red has value -$5; a chip is worth at least $1"),
    ],
)
def test_a_bad_value_is_shown_beside_the_field_and_refused(editor, name, text, problem):
    before = editor.controller.scenario.chips
    editor.table.set_value(_row(editor, name), text)
    if problem is None:
        assert editor.problem_label.text() == "" and editor.apply_button.isEnabled()
        return
    assert problem in editor.problem_label.text()
    assert not editor.apply_button.isEnabled()
    assert not editor.apply()
    assert editor.controller.scenario.chips == before
    faulty = [r for r in range(editor.table.rowCount()) if editor.table.item(r, VALUE).toolTip()]
    assert faulty, "the row at fault is marked"


def test_a_name_used_twice_is_refused(editor):
    editor.table.item(_row(editor, "red"), NAME).setText("green")
    assert "the name green is used twice" in editor.problem_label.text()


def test_a_preset_applied_changes_the_chips_drawn(editor):
    before = editor.preview.grab().toImage()
    assert editor.load("tournament")
    assert editor.apply()
    assert editor.controller.scenario.chips == chip_preset("tournament").chips
    assert editor.controller.state.chip_set_name == "tournament"
    assert editor.preview.grab().toImage() != before
    assert editor.preview.stacks[0].name == "pink"


def test_chips_out_of_play_set_the_smallest_unit(editor):
    editor.load("casino")
    white = editor.table.item(_row(editor, "white"), 0)
    white.setCheckState(white.checkState().__class__.Unchecked)
    assert editor.apply()
    assert editor.controller.scenario.chips.unit == 5


def test_a_home_game_reads_in_dollars_and_cents(editor):
    editor.load("home")
    assert editor.table.text(_row(editor, "white"), VALUE) == "$0.25"
    editor.table.set_value(_row(editor, "white"), "$0.50")
    assert editor.edited_set().chips.unit == 50


def test_a_home_game_applied_reads_in_its_money_and_a_new_unit_is_applied_too(qtbot, editor):
    editor.load("home")
    assert editor.apply()
    assert editor.controller.state.unit == MoneyUnit("$", 100)
    # The same chips with another symbol: the values are written with it, and the table's
    # money reads the new way.
    editor.symbol_edit.selectAll()
    qtbot.keyClicks(editor.symbol_edit, "£")
    assert editor.table.text(_row(editor, "white"), VALUE) == "£0.25"
    assert editor.apply()
    assert editor.controller.state.unit == MoneyUnit("£", 100)


def test_a_set_saved_by_name_and_exported_comes_back(editor, tmp_path: Path):
    editor.table.set_value(_row(editor, "green"), "20")
    saved = editor.save_as("Club night")
    assert saved is not None and editor.set_box.findData("room/club-night") >= 0
    path = tmp_path / "club.json"
    assert editor.export_to(path)
    editor.load("standard")
    assert editor.import_from(path)
    assert editor.edited_set().chips.values == (100, 20, 5, 1)
    (tmp_path / "bad.json").write_text("[1, 2]", encoding="utf-8")
    assert not editor.import_from(tmp_path / "bad.json")
    assert "Not imported" in editor.status.text()


def test_the_chip_set_survives_a_restart(qtbot, tmp_path: Path):
    store, _ = open_settings(tmp_path)
    controller = TableController(default_state("holdem", 4))
    first = ChipSetEditor(controller, RoomChipSets(tmp_path / "sets"), RoomSettings(store))
    qtbot.addWidget(first)
    first.load("casino")
    white = first.table.item(_row(first, "white"), 0)
    white.setCheckState(white.checkState().__class__.Unchecked)
    assert first.apply()
    del store
    again, _ = open_settings(tmp_path)
    second = ChipSetEditor(
        TableController(default_state("holdem", 4)),
        RoomChipSets(tmp_path / "sets"),
        RoomSettings(again),
    )
    qtbot.addWidget(second)
    assert second.set_box.currentData() == "casino"
    assert "white" not in second.chips_in_play()


def test_each_chip_is_sized_by_5_or_4_and_the_size_is_saved(editor, tmp_path: Path):
    rows = editor.table
    assert [rows.text(_row(editor, name), SIZED_BY) for name in ("black", "green", "white")] == [
        "5",
        "4",
        "5",
    ]
    rows.set_sized_by(_row(editor, "white"), "3")
    assert "sized by '3'" in editor.problem_label.text()
    assert not editor.apply_button.isEnabled()
    rows.set_sized_by(_row(editor, "white"), "4")
    assert editor.problem_label.text() == ""
    saved = editor.save_as("Fours")
    assert saved is not None and saved.sizes().sized_by("white") == 4
    editor.load("standard")
    assert editor.load("room/fours")
    assert rows.text(_row(editor, "white"), SIZED_BY) == "4"
    path = tmp_path / "fours.json"
    assert editor.export_to(path)
    assert '"sized_by": 4' in path.read_text(encoding="utf-8")


def test_only_a_room_set_can_be_deleted_and_an_import_is_named_not_saved(editor, tmp_path):
    assert not editor.delete_button.isEnabled()  # the app's own Card room
    path = tmp_path / "sunday.json"
    export_chip_set(chip_preset("tournament")._replace(title="Sunday"), path)
    assert editor.import_from(path)
    assert editor.set_box.currentIndex() == -1
    assert editor.set_box.placeholderText() == "Sunday (not saved)"
    assert not editor.delete_button.isEnabled()
    saved = editor.save_as("Sunday")
    assert saved is not None and editor.set_box.currentText() == "Sunday"
    assert editor.delete_button.isEnabled()


def test_the_status_stops_naming_the_set_once_the_table_changes_chips(editor):
    assert editor.load("tournament") and editor.apply()
    assert editor.status.text().startswith("The table plays with Tournament")
    editor.controller.undo_stack.undo()
    assert editor.controller.state.chip_set_name == "standard"
    assert editor.status.text() == ""


def test_chips_edited_and_not_saved_play_and_leave_the_rooms_default(qtbot, tmp_path: Path):
    store, _ = open_settings(tmp_path)
    settings = RoomSettings(store)
    controller = TableController(default_state("holdem", 4))
    editor = ChipSetEditor(controller, RoomChipSets(tmp_path / "sets"), settings)
    qtbot.addWidget(editor)
    assert editor.load("tournament") and editor.apply()
    assert settings.chip_set == "tournament"
    editor.load("standard")
    assert editor.set_box.currentText() == "Card room"
    editor.table.set_value(_row(editor, "green"), "20")
    assert editor.set_box.currentIndex() == -1
    assert editor.set_box.placeholderText() == "Card room (edited, not saved)"
    assert editor.apply()
    assert controller.scenario.chips.values == (100, 20, 5, 1)
    assert settings.chip_set == "tournament"  # "standard" would start with other chips
    assert editor.status.text().endswith(
        "New tables keep the room's default: Save as… keeps these chips."
    )


def test_a_fresh_history_drops_the_undo_the_status_offered(qtbot, tmp_path: Path):
    store, _ = open_settings(tmp_path)
    controller = TableController(default_state("holdem", 4))
    editor = ChipSetEditor(controller, RoomChipSets(tmp_path / "sets"), RoomSettings(store))
    qtbot.addWidget(editor)
    assert editor.load("tournament") and editor.apply()
    assert editor.status.text().endswith("New tables start with it too; Undo takes both back.")
    controller.replace_state(controller.state)  # a new table: nothing left to undo
    assert editor.status.text() == ""
    assert RoomSettings(store).chip_set == "tournament"


def test_save_as_takes_a_title_in_any_script_and_never_writes_over_another_set(editor):
    for title in ("Воскресенье", "日曜日", "Caf"):
        assert editor.save_as(title) is not None, editor.status.text()
    editor.table.set_value(_row(editor, "green"), "20")
    assert not editor.replaces_another("Café") and not editor.replaces_another("caf!")
    assert editor.save_as("Café") is not None and editor.save_as("caf!") is not None
    assert editor.status.text() == "Saved as the room's set “caf!”."
    titles = {chip_set.title: chip_set.chips.values for chip_set in editor.room.sets()}
    assert titles == {
        "Caf": (100, 25, 5, 1),
        "caf!": (100, 20, 5, 1),
        "Café": (100, 20, 5, 1),
        "Воскресенье": (100, 25, 5, 1),
        "日曜日": (100, 25, 5, 1),
    }
