"""The room's own chip sets: saved by name, imported and exported, damaged files kept aside."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from dealer_app.model.chips import ChipSet
from dealer_app.storage.chip_presets import ChipLook, ChipPresetError, chip_preset
from dealer_app.storage.room_chip_sets import RoomChipSets, export_chip_set, import_chip_set


def test_a_set_saved_by_name_comes_back(tmp_path: Path) -> None:
    room = RoomChipSets(tmp_path / "sets")
    mine = dataclasses.replace(
        chip_preset("standard"),
        chips=ChipSet.of(black=100, yellow=20, red=5),
        looks=(ChipLook("yellow", "#f0c22e", "#1d1d20"),),
    )
    saved = room.save(mine, "Club night")
    assert saved.key == "room/club-night"
    (again,) = room.sets()
    assert again.chips == mine.chips and again.look("yellow").spot == "#1d1d20"
    assert room.find("room/club-night") == again
    assert room.find("standard") == chip_preset("standard")
    room.delete(saved.key)
    assert room.sets() == ()
    with pytest.raises(ChipPresetError, match="only room sets"):
        room.delete("standard")


def test_export_then_import_gives_the_same_set(tmp_path: Path) -> None:
    path = tmp_path / "home.json"
    export_chip_set(chip_preset("home"), path)
    assert import_chip_set(path) == chip_preset("home")


def test_a_damaged_file_is_reported_once_and_kept_aside(tmp_path: Path) -> None:
    room = RoomChipSets(tmp_path)
    room.save(chip_preset("casino"), "Good")
    (tmp_path / "broken.json").write_text("{not json", encoding="utf-8")
    assert [chip_set.title for chip_set in room.sets()] == ["Good"]
    assert len(room.problems) == 1 and "broken.json" in room.problems[0]
    assert (tmp_path / "broken.json.damaged").read_text(encoding="utf-8") == "{not json"
    room.sets()
    assert len(room.problems) == 1


def test_an_import_names_the_problem(tmp_path: Path) -> None:
    path = tmp_path / "odd.json"
    path.write_text('{"chips": [{"name": "red", "value": 5}, {"name": "blue", "value": 2}]}')
    with pytest.raises(ChipPresetError, match="not a multiple of the smallest chip"):
        import_chip_set(path)
    with pytest.raises(ChipPresetError, match="cannot be read"):
        import_chip_set(tmp_path / "missing.json")
