"""The Room menu of the table window, the rake panel, and the room's defaults at start."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from dealer_app.gui.main_window import MainWindow
from dealer_app.gui.room import room_menu
from dealer_app.gui.room.chip_set_editor import ChipSetEditor
from dealer_app.gui.room.rake_panel import RakePanel
from dealer_app.gui.room.room_menu import RAKE_TAB, RULES_TAB
from dealer_app.gui.room.room_settings import RoomSettings
from dealer_app.gui.table.controller import TableController
from dealer_app.model.cards import Rank
from dealer_app.model.room.money import MoneyUnit
from dealer_app.storage.chip_presets import chip_preset
from dealer_app.storage.room_chip_sets import export_chip_set
from tests.gui.room.room_testing import heads_up
from tests.gui.table_testing import active_window, make_window, pick_chip_set, temporary_settings


@pytest.fixture(autouse=True)
def _room_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # The room's own chip sets are read from a folder of the test's, never the user's.
    monkeypatch.setattr(room_menu, "room_data_folder", lambda: tmp_path / "room")
    # A set in use is deleted once the host says so (asked in test_room_set_files).
    monkeypatch.setattr(ChipSetEditor, "confirm_delete", lambda _editor, _chip_set: True)


def _heads_up() -> TableController:
    return heads_up("AhKd", "QcQd", "As7s9h5c3d")


def test_a_rake_set_in_the_panel_is_taken_before_the_split(qtbot):
    controller = _heads_up()
    panel = RakePanel(controller)
    qtbot.addWidget(panel)
    assert controller.outcome.result.payout_map == {1: 200}
    panel.percent_box.setValue(5)
    panel.cap_box.setValue(4)
    panel.drop_box.setValue(1)
    panel.on_box.click()
    result = controller.outcome.result
    assert result.rake is not None and (result.rake.rake, result.rake.drop) == (4, 1)
    assert result.payout_map == {1: 195}
    assert result.step_texts[1].startswith("Rake: ")
    assert panel.summary.text() == "Rake: 5% capped at 4, no flop no drop, jackpot drop 1."
    panel.on_box.click()
    assert controller.scenario.rake is None
    controller.undo_stack.undo()
    assert panel.on_box.isChecked() and panel.drop_box.value() == 1  # the panel follows


def test_the_rake_panels_summary_writes_money_as_the_steps_do(qtbot):
    controller = _heads_up()
    panel = RakePanel(controller)
    qtbot.addWidget(panel)
    panel.percent_box.setValue(25)
    panel.cap_box.setValue(1500)
    panel.on_box.click()
    assert panel.summary.text() == "Rake: 25% capped at 1,500, no flop no drop."
    # Home-game chips read in cents: 1500 is $15, and the summary follows the new chips.
    home = chip_preset("home")
    assert controller.set_chips(home.chips, home.key, home.unit)
    assert panel.summary.text() == "Rake: 25% capped at $15, no flop no drop."
    panel.cap_box.setValue(25)
    assert panel.summary.text() == "Rake: 25% capped at $0.25, no flop no drop."
    rake_step = next(
        step for step in controller.outcome.result.steps if step.text.startswith("Rake:")
    )
    assert rake_step.words(home.unit).endswith("(25% of $2, capped at $0.25).")


def test_the_rake_panels_amounts_are_typed_in_the_chips_money(qtbot):
    controller = _heads_up()
    home = chip_preset("home")
    assert controller.set_chips(home.chips, home.key, home.unit)
    panel = RakePanel(controller)
    qtbot.addWidget(panel)
    panel.on_box.click()
    panel.percent_box.setValue(10)
    # A cents game: "$5" and "5" are 500 cents, as the summary writes them back.
    for typed in ("$5", "5", "5.00"):
        panel.cap_box.lineEdit().clear()
        qtbot.keyClicks(panel.cap_box, typed)
        assert panel.cap_box.value() == 500, typed
    qtbot.keyClick(panel.cap_box, Qt.Key.Key_Return)
    assert panel.cap_box.text() == "$5"
    assert panel.summary.text() == "Rake: 10% capped at $5, no flop no drop."
    panel.drop_box.lineEdit().clear()
    qtbot.keyClicks(panel.drop_box, "1,000")
    assert panel.drop_box.value() == 100_000


def test_the_rake_panel_takes_each_pots_own_percentage(qtbot):
    controller = _heads_up()
    panel = RakePanel(controller)
    qtbot.addWidget(panel)
    panel.percent_box.setValue(10)
    panel.on_box.click()
    panel.each_pot_box.click()
    assert controller.scenario.rake is not None
    assert controller.scenario.rake.source == "each_pot"
    assert panel.summary.text() == "Rake: 10% of each pot, no flop no drop."
    controller.undo_stack.undo()
    assert not panel.each_pot_box.isChecked()  # the panel follows


def test_the_room_menu_opens_each_part_and_the_defaults_survive_a_restart(qtbot, tmp_path: Path):
    window = make_window(qtbot, tmp_path)
    menu = window.room_menu
    assert [action.text() for action in menu.actions.values()] == [
        "Chip sets…",
        "House rules…",
        "Rake…",
        "Colour-up chip race…",
        "Rules reference…",
    ]
    dialog = menu.open_setup(RULES_TAB)
    dialog.house_rules.wild_buttons[Rank.TWO].click()
    dialog.house_rules.keep_button.click()
    dialog.tabs.setCurrentIndex(RAKE_TAB)
    dialog.rake.percent_box.setValue(10)
    dialog.rake.on_box.click()
    assert window.controller.scenario.rules.wild == frozenset({Rank.TWO})
    race = menu.open_race()
    assert race.isVisible() and race.leaving_box.count() > 0
    reference = menu.open_reference()
    assert reference.isVisible() and reference.game() == window.controller.scenario.game
    with qtbot.waitSignal(reference.counted, timeout=60_000):
        pass  # every hand is counted as soon as the reference opens
    reference.wait_for_count()
    assert "every count agrees" in reference.count_label.text()
    dialog.close()
    window.close()

    again = MainWindow(temporary_settings(tmp_path))
    qtbot.addWidget(again)
    scenario = again.controller.scenario
    assert scenario.rules.wild == frozenset({Rank.TWO})
    assert scenario.rake is not None and scenario.rake.percent == 10
    assert not again.controller.undo_stack.canUndo()


def test_the_rooms_chip_set_and_chips_in_play_start_the_table(qtbot, tmp_path: Path):
    settings = temporary_settings(tmp_path)
    room = RoomSettings(settings.store)
    room.chip_set = "casino"
    room.chips_in_play = ("brown", "yellow", "purple", "black", "green", "red")
    settings.sync()
    window = MainWindow(settings)
    qtbot.addWidget(window)
    assert window.controller.scenario.chips.unit == 5
    assert window.controller.state.chip_set_name == "casino"


def test_the_rooms_home_game_starts_the_table_in_dollars_and_cents(qtbot, tmp_path: Path):
    settings = temporary_settings(tmp_path)
    RoomSettings(settings.store).chip_set = "home"
    settings.sync()
    window = MainWindow(settings)
    qtbot.addWidget(window)
    assert window.controller.state.unit == MoneyUnit("$", 100)
    assert window.chip_tray.chip_button("white").text() == "$0.25"


def test_a_room_set_applied_is_named_in_the_toolbar_and_picked_from_it(qtbot, tmp_path: Path):
    window = make_window(qtbot, tmp_path)
    menu = window.room_menu
    assert menu.room.folder == tmp_path / "room" / "chip_sets"
    editor = menu.open_setup().chip_editor
    editor.load("standard")
    editor.table.set_value(1, "$20")  # green worth 20
    saved = editor.save_as("Club night")
    assert saved is not None and editor.apply()
    assert window.chips_box.currentData() == "room/club-night"
    assert window.chips_box.currentText() == "Club night"
    standard = window.chips_box.findData("standard")
    window.chips_box.setCurrentIndex(standard)
    window.chips_box.activated.emit(standard)
    assert window.controller.scenario.chips.values == (100, 25, 5, 1)
    mine = window.chips_box.findData("room/club-night")
    window.chips_box.setCurrentIndex(mine)
    window.chips_box.activated.emit(mine)
    assert window.controller.scenario.chips.values == (100, 20, 5, 1)
    menu.dialog.close()


def test_deleting_the_set_the_table_plays_falls_back_to_the_rooms_default(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    editor = window.room_menu.open_setup().chip_editor
    editor.symbol_edit.selectAll()
    qtbot.keyClicks(editor.symbol_edit, "E")
    assert editor.save_as("Gone soon") is not None
    qtbot.mouseClick(editor.apply_button, Qt.MouseButton.LeftButton)
    assert window.controller.state.chip_set_name == "room/gone-soon"

    qtbot.mouseClick(editor.delete_button, Qt.MouseButton.LeftButton)
    state = window.controller.state
    assert (state.chip_set_name, state.unit) == ("standard", chip_preset("standard").unit)
    assert window.chips_box.findData("room/gone-soon") < 0
    assert window.chips_box.currentText() == "Card room"
    assert "“Gone soon” is deleted" in window.banner.text()
    assert "Card room. Undo with" in window.banner.text()
    assert RoomSettings(window.settings.store).chip_set == "standard"
    window.undo()  # the set, the room's default and the chips the table had come back
    assert window.controller.state.unit == MoneyUnit("E")
    assert window.chips_box.currentText() == "Gone soon"
    window.room_menu.dialog.close()
    window.close()

    again = MainWindow(temporary_settings(tmp_path))
    qtbot.addWidget(again)
    assert again.controller.state.chip_set_name == "room/gone-soon"
    assert again.controller.state.unit == MoneyUnit("E")
    assert again.room_menu.start_problem is None


def test_a_start_whose_room_set_is_gone_says_once_what_it_opened_with(qtbot, tmp_path):
    settings = temporary_settings(tmp_path)
    RoomSettings(settings.store).chip_set = "room/gone-by-hand"
    settings.sync()
    window = make_window(qtbot, tmp_path)
    assert "the table opened with Card room" in window.banner.text()
    assert window.controller.state.chip_set_name == "standard"
    window.close()

    again = MainWindow(temporary_settings(tmp_path))
    qtbot.addWidget(again)
    assert again.room_menu.start_problem is None


def test_damaged_room_defaults_are_said_kept_aside_and_not_read_again(qtbot, tmp_path):
    settings = temporary_settings(tmp_path)
    settings.store.setValue("room/rules", "{broken")
    settings.store.setValue("room/rake", "[1, 2")
    settings.store.setValue("room/chips_in_play", '"red"')
    settings.sync()
    window = make_window(qtbot, tmp_path)
    said = window.banner.text()
    assert "house rules" in said and "rake" in said and "chips in play" in said
    assert window.controller.scenario.rules.is_standard
    assert window.controller.scenario.rake is None
    store = window.settings.store
    assert store.value("room/rules-damaged") == "{broken"
    assert store.value("room/rake-damaged") == "[1, 2"
    assert not store.contains("room/rules") and not store.contains("room/rake")
    window.close()

    again = MainWindow(temporary_settings(tmp_path))
    qtbot.addWidget(again)
    assert again.room_menu.start_problem is None
    assert again.settings.store.value("room/rules-damaged") == "{broken"


def test_applying_a_copy_of_the_tables_chips_plays_the_copy_by_name(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    controller = window.controller
    assert controller.set_pot_chips({"black": 2})
    editor = window.room_menu.open_setup().chip_editor
    editor.load("standard")
    assert editor.save_as("Imported one") is not None
    edits = controller.undo_stack.count()
    qtbot.mouseClick(editor.apply_button, Qt.MouseButton.LeftButton)
    assert controller.state.chip_set_name == "room/imported-one"
    assert window.chips_box.currentText() == "Imported one"
    assert controller.undo_stack.count() == edits + 1
    assert controller.scenario.pot is not None  # the same chips: the pot stays counted

    qtbot.mouseClick(editor.delete_button, Qt.MouseButton.LeftButton)
    assert controller.state.chip_set_name == "standard"
    assert window.chips_box.currentText() == "Card room"
    assert "the room's default play on with the same chips, Card room's" in window.banner.text()
    window.room_menu.dialog.close()


def test_deleting_the_default_moves_it_to_a_set_with_the_same_chips(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    editor = window.room_menu.open_setup().chip_editor
    editor.load("standard")
    editor.table.set_value(1, "$20")  # chips no preset has
    assert editor.save_as("Club night") is not None and editor.apply()
    assert editor.save_as("Club night copy") is not None
    assert editor.load("room/club-night")
    edits = window.controller.undo_stack.count()

    qtbot.mouseClick(editor.delete_button, Qt.MouseButton.LeftButton)
    copy = "room/club-night-copy"
    assert RoomSettings(window.settings.store).chip_set == copy
    state = window.controller.state
    assert state.chip_set_name == copy and state.scenario.chips.values == (100, 20, 5, 1)
    line = (
        "The room's set “Club night” is deleted: the table and the room's default play on"
        " with the same chips, Club night copy's."
    )
    assert editor.status.text() == line and window.banner.text() == line
    assert window.chips_box.currentText() == "Club night copy"
    assert window.controller.undo_stack.count() == edits + 1
    window.room_menu.dialog.close()
    window.close()

    again = MainWindow(temporary_settings(tmp_path))
    qtbot.addWidget(again)
    assert again.controller.state.chip_set_name == copy
    assert again.controller.scenario.chips.values == (100, 20, 5, 1)
    assert again.room_menu.start_problem is None


def test_deleting_the_default_the_table_does_not_play_says_where_it_went(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    editor = window.room_menu.open_setup().chip_editor
    editor.load("tournament")
    assert editor.save_as("Sunday") is not None and editor.apply()
    pick_chip_set(window, "standard")
    edits = window.controller.undo_stack.count()

    qtbot.mouseClick(editor.delete_button, Qt.MouseButton.LeftButton)
    assert RoomSettings(window.settings.store).chip_set == "tournament"
    assert window.controller.state.chip_set_name == "standard"
    assert window.controller.undo_stack.count() == edits  # the table's Undo leaves it
    assert editor.status.text() == (
        "The room's set “Sunday” is deleted: the room's default is now Tournament."
    )
    window.room_menu.dialog.edits.undo()
    assert RoomSettings(window.settings.store).chip_set == "room/sunday"
    assert window.controller.state.chip_set_name == "standard"
    assert editor.status.text() == "The room's set “Sunday” is back."
    window.room_menu.dialog.close()


def test_undo_after_a_delete_brings_the_set_back_to_the_toolbar(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    editor = _club_played(window)
    qtbot.mouseClick(editor.delete_button, Qt.MouseButton.LeftButton)
    assert window.chips_box.currentText() == "Card room"
    assert window.chips_box.findData("room/club") < 0

    window.undo()  # the deleted set comes back, and the table plays it again
    assert window.controller.scenario.chips.values == (100, 20, 5, 1)
    assert window.chips_box.currentText() == "Club"
    assert editor.set_box.findData("room/club") >= 0
    assert editor.status.text() == "The room's set “Club” is back."
    window.controller.redo()
    assert window.chips_box.currentText() == "Card room"
    assert window.chips_box.findData("room/club") < 0
    assert editor.set_box.findData("room/club") < 0
    window.room_menu.dialog.close()


def test_a_second_space_after_delete_deletes_nothing_more(qtbot, tmp_path):
    window = active_window(qtbot, tmp_path)
    dialog = window.room_menu.open_setup()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    editor = dialog.chip_editor
    editor.table.set_value(1, "$20")  # chips no preset has: the table moves on to Two
    assert editor.save_as("One") is not None and editor.apply()
    assert editor.save_as("Two") is not None and editor.load("room/one")
    editor.delete_button.setFocus()
    qtbot.keyClick(editor.delete_button, Qt.Key.Key_Space)
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Space)
    assert [chip_set.title for chip_set in window.room_menu.room.sets()] == ["Two"]
    dialog.close()


def test_a_rake_the_chips_cannot_pay_is_not_left_in_the_panel_shown_again(qtbot):
    controller = _heads_up()
    home = chip_preset("home")
    assert controller.set_chips(home.chips, home.key, home.unit)
    panel = RakePanel(controller)
    qtbot.addWidget(panel)
    panel.show()
    panel.on_box.click()
    panel.drop_box.setValue(3)  # 3 cents: no chip pays it
    assert panel.summary.text() == "Not taken: the table's chips cannot pay this rake exactly."
    assert controller.scenario.rake is not None and controller.scenario.rake.drop == 0
    panel.hide()
    panel.show()
    assert panel.drop_box.value() == 0 and panel.summary.text() == "Rake: 0%, no flop no drop."


def _club_played(window: MainWindow) -> ChipSetEditor:
    """The room's chip sets open, a set "Club" (the standard chips, the second at $20) saved
    and played at the table."""
    editor = window.room_menu.open_setup().chip_editor
    editor.load("standard")
    editor.table.set_value(1, "$20")
    assert editor.save_as("Club") is not None and editor.apply()
    return editor


def _room_sets_listed(window: MainWindow) -> list[str]:
    box = window.chips_box
    return [box.itemText(i) for i in range(box.count()) if box.itemData(i).startswith("room/")]


def test_a_set_brought_back_by_undo_is_listed_in_its_place_in_the_toolbar(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    editor = window.room_menu.open_setup().chip_editor
    presets = window.chips_box.count()
    for title, value in (("Charlie", "$30"), ("alpha", "$10"), ("Bravo", "$20")):
        editor.load("standard")
        editor.table.set_value(1, value)
        assert editor.save_as(title) is not None and editor.apply()
    assert _room_sets_listed(window) == ["alpha", "Bravo", "Charlie"]
    assert window.chips_box.itemText(presets) == "alpha"  # after the app's sets

    qtbot.mouseClick(editor.delete_button, Qt.MouseButton.LeftButton)
    assert _room_sets_listed(window) == ["alpha", "Charlie"]
    window.undo()
    assert _room_sets_listed(window) == ["alpha", "Bravo", "Charlie"]
    assert window.chips_box.currentText() == "Bravo"
    assert window.controller.state.chip_set_name == "room/bravo"
    window.room_menu.dialog.close()


def test_the_toolbar_names_chips_none_of_its_choices_are(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    editor = window.room_menu.open_setup().chip_editor
    mine = tmp_path / "Mine.json"
    export_chip_set(chip_preset("tournament")._replace(title="Mine"), mine)
    assert editor.import_from(mine) and editor.apply()
    box = window.chips_box
    assert window.controller.state.chip_set_name == "Mine"
    assert (box.currentIndex(), box.placeholderText()) == (-1, "Not saved: Mine")

    editor.load("home")
    editor.table.set_value(1, "$0.50")
    assert editor.apply()
    assert (box.currentIndex(), box.placeholderText()) == (-1, "Edited: Home game, quarter chips")
    window.undo()
    window.undo()
    assert box.currentText() == "Card room"
    window.room_menu.dialog.close()


def test_the_set_in_play_saved_again_with_other_chips_is_no_longer_named_as_played(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    editor = _club_played(window)
    assert window.chips_box.currentText() == "Club"
    editor.table.set_value(1, "$30")
    assert editor.save_as("Club") is not None  # the table still plays the $20 chips
    assert window.chips_box.currentIndex() == -1
    assert window.chips_box.placeholderText() == "Edited: Club"
    assert editor.apply()
    assert window.chips_box.currentText() == "Club"
    window.room_menu.dialog.close()


def test_the_chip_sets_reopened_show_the_set_the_table_plays_now(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    dialog = window.room_menu.open_setup()
    editor = dialog.chip_editor
    editor.load("tournament")
    assert editor.apply()
    assert "Undo takes both back" in editor.status.text()
    dialog.close()
    pick_chip_set(window, "home")

    window.room_menu.open_setup()
    assert editor.set_box.currentText() == "Home game, quarter chips"
    assert editor.status.text() == ""  # the words spoke of the dialog's Undo, now empty
    editor.table.set_value(1, "$0.50")  # changes not saved stay while the host edits
    dialog.close()
    pick_chip_set(window, "standard")
    window.room_menu.open_setup()
    assert editor.set_box.placeholderText() == "Home game, quarter chips (edited, not saved)"
    dialog.close()


def test_a_set_picked_in_the_toolbar_whose_file_went_leaves_the_box(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    editor = _club_played(window)
    window.room_menu.dialog.close()
    pick_chip_set(window, "standard")
    (editor.room.folder / "club.json").unlink()  # by another window of the room

    pick_chip_set(window, "room/club")
    assert window.controller.state.chip_set_name == "standard"
    assert window.chips_box.currentText() == "Card room"
    assert window.chips_box.findData("room/club") < 0
    assert window.banner.text() == (
        'Club cannot be played (unknown chip set "room/club"): the table keeps its chips'
    )
