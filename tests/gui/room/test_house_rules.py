"""The house-rules panel: a rule set on screen changes the result and is kept for the room."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray
from PySide6.QtWidgets import QApplication

from dealer_app.gui.room.house_rules_panel import HOME_VARIANTS, HouseRulesPanel
from dealer_app.gui.room.room_settings import RoomRules, RoomSettings
from dealer_app.gui.settings import open_settings, settings_problem
from dealer_app.gui.table.controller import TableController
from dealer_app.gui.table.state import default_state
from dealer_app.model.cards import Rank
from dealer_app.model.showdown.odd_chip_rules import OddChipRule, StudOddChip
from tests.gui.room.room_testing import heads_up


def _table() -> TableController:
    return heads_up("AhKd", "2c2d", "AsKs9h5c3d")


def test_deuces_wild_set_in_the_panel_changes_the_winner(qtbot):
    controller = _table()
    panel = HouseRulesPanel(controller)
    qtbot.addWidget(panel)
    assert controller.outcome.result.payout_map == {1: 200}
    panel.wild_buttons[Rank.TWO].click()
    assert controller.scenario.rules.wild == frozenset({Rank.TWO})
    assert controller.outcome.result.payout_map == {2: 200}
    assert "twos wild" in panel.summary.text().lower()
    controller.undo_stack.undo()
    assert controller.outcome.result.payout_map == {1: 200}
    assert not panel.wild_buttons[Rank.TWO].isChecked()  # the panel follows the table


def test_the_odd_chip_rules_go_to_the_table(qtbot):
    controller = _table()
    panel = HouseRulesPanel(controller)
    qtbot.addWidget(panel)
    panel.odd_box.setCurrentIndex(panel.odd_box.findData("per_split"))
    panel.stud_box.setCurrentIndex(panel.stud_box.findData("best_five"))
    panel.corner_box.click()
    scenario = controller.scenario
    assert scenario.odd_chips is OddChipRule.PER_SPLIT
    assert scenario.stud_odd_chip is StudOddChip.BEST_FIVE
    assert scenario.rules.around_the_corner


def test_variants_the_evaluator_lacks_are_shown_switched_off(qtbot):
    panel = HouseRulesPanel(TableController(default_state("guts3", 3)))
    qtbot.addWidget(panel)
    assert len(panel.variant_boxes) == len(HOME_VARIANTS)
    assert not any(box.isEnabled() for box in panel.variant_boxes.values())


def test_the_rooms_rules_survive_a_restart(qtbot, tmp_path: Path):
    store, problem = open_settings(tmp_path)
    assert problem is None
    panel = HouseRulesPanel(_table(), RoomSettings(store))
    qtbot.addWidget(panel)
    panel.wild_buttons[Rank.TWO].click()
    panel.odd_box.setCurrentIndex(panel.odd_box.findData("per_split"))
    panel.keep_button.click()
    del panel, store

    again, problem = open_settings(tmp_path)
    rules = RoomSettings(again).rules
    assert problem is None
    assert rules.house.wild == frozenset({Rank.TWO})
    assert rules.odd_chips is OddChipRule.PER_SPLIT
    assert (tmp_path / "dealer-app.ini").is_file()


def test_suits_breaking_ties_is_kept_as_the_room_s_rule_and_starts_new_tables(
    qtbot, tmp_path: Path
):
    from dealer_app.gui.room.room_menu import apply_room_defaults
    from dealer_app.storage.room_chip_sets import RoomChipSets

    store, _ = open_settings(tmp_path)
    controller = _table()
    panel = HouseRulesPanel(controller, RoomSettings(store))
    qtbot.addWidget(panel)
    panel.suit_tiebreaks_box.click()
    assert controller.scenario.suit_tiebreaks
    assert "suits break ties" in panel.summary.text()
    panel.keep_button.click()
    del panel, store

    again, _ = open_settings(tmp_path)
    assert RoomSettings(again).rules.suit_tiebreaks
    fresh = _table()
    apply_room_defaults(fresh, RoomSettings(again), RoomChipSets(tmp_path))
    assert fresh.scenario.suit_tiebreaks

    panel = HouseRulesPanel(fresh)
    qtbot.addWidget(panel)
    assert panel.suit_tiebreaks_box.isChecked()
    panel.standard_button.click()
    assert not fresh.scenario.suit_tiebreaks and not panel.suit_tiebreaks_box.isChecked()


def test_a_damaged_store_loads_the_defaults_and_keeps_the_old_one(qtbot, tmp_path: Path):
    damaged = b"[rules\nwild=2\n\x00\xff\xfe broken =\n"
    (tmp_path / "dealer-app.ini").write_bytes(damaged)
    store, problem = open_settings(tmp_path)
    assert problem is not None and "damaged" in problem and "dealer-app.ini.damaged" in problem
    assert (tmp_path / "dealer-app.ini.damaged").read_bytes() == damaged
    assert RoomSettings(store).rules.house.wild == frozenset()
    RoomSettings(store).chip_set = "casino"
    store.sync()
    del store
    again, problem = open_settings(tmp_path)
    assert problem is None  # reported once
    assert RoomSettings(again).chip_set == "casino"
    assert QApplication.instance() is not None


@pytest.mark.parametrize(
    ("damaged", "why"),
    [
        (b"[General]\ngame=holdem\nPNG garbage\n" * 20, "line 3 is not a setting"),
        (b"\x00" * 4096, "it holds NUL bytes"),
        ("[General]\ngame=omaha\n".encode("utf-16"), "it holds NUL bytes"),
        (b"[General]\ngame=\xff\xfe\n", "it is not UTF-8 text"),
    ],
)
def test_garbage_nuls_and_utf16_settings_are_kept_as_damaged(
    qtbot, tmp_path: Path, damaged: bytes, why: str
):
    path = tmp_path / "dealer-app.ini"
    path.write_bytes(damaged)
    store, problem = open_settings(tmp_path)
    assert problem == (
        f"The settings file {path} was damaged ({why}): it is kept as dealer-app.ini.damaged "
        "and the defaults are used."
    )
    assert (tmp_path / "dealer-app.ini.damaged").read_bytes() == damaged
    RoomSettings(store).chip_set = "casino"
    store.sync()
    assert settings_problem(path.read_bytes()) is None


def test_settings_qt_wrote_are_read_without_a_word(qtbot, tmp_path: Path):
    store, _ = open_settings(tmp_path)
    RoomSettings(store).rules = RoomRules(suit_tiebreaks=True)
    store.setValue("window/state", QByteArray(bytes(range(256)) * 4))
    store.sync()
    del store
    again, problem = open_settings(tmp_path)
    assert problem is None and RoomSettings(again).rules.suit_tiebreaks


def test_a_settings_folder_that_cannot_be_written_is_said_at_start(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):

    def read_only(*args: object, **kwargs: object) -> object:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(tempfile, "TemporaryFile", read_only)
    store, problem = open_settings(tmp_path)
    assert problem == (
        f"Settings cannot be saved in {tmp_path} (Permission denied): changes last until "
        "the app closes."
    )
    assert RoomSettings(store).chip_set == "standard"


def test_keeping_the_rules_twice_says_so_once(qtbot, tmp_path: Path):
    store, _ = open_settings(tmp_path)
    settings = RoomSettings(store)
    panel = HouseRulesPanel(_table(), settings)
    qtbot.addWidget(panel)
    panel.corner_box.click()
    panel.keep_button.click()
    panel.keep_button.click()
    assert panel.summary.text() == ("In force: wrap-around straights.  Kept as the room's default.")
    assert settings.rules.house.around_the_corner
