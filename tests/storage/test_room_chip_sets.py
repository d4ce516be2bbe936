"""The room's own chip sets: saved by name, imported and exported, damaged files kept aside."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealer_app.model.chips import ChipSet
from dealer_app.model.room.money import MoneyUnit
from dealer_app.storage.chip_presets import ChipLook, ChipPresetError, chip_preset
from dealer_app.storage.room_chip_sets import RoomChipSets, export_chip_set, import_chip_set


def test_a_set_saved_by_name_comes_back(tmp_path: Path) -> None:
    room = RoomChipSets(tmp_path / "sets")
    mine = chip_preset("standard")._replace(
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


def test_the_set_holding_a_tables_chips_is_found_in_its_money(tmp_path: Path) -> None:
    room = RoomChipSets(tmp_path / "sets")
    standard = chip_preset("standard")
    euros = room.save(standard._replace(unit=MoneyUnit("E")), "Euro night")
    assert room.holding(standard.chips, standard.unit) == standard
    assert room.holding(standard.in_play(["black", "green"]), standard.unit) == standard
    assert room.holding(standard.chips, MoneyUnit("E")) == euros
    assert room.holding(ChipSet.of(black=100, yellow=20), standard.unit) is None


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
    (aside,) = tmp_path.glob("broken.damaged-*.json")
    assert aside.name in room.problems[0]
    assert aside.read_text(encoding="utf-8") == "{not json"
    room.sets()
    assert len(room.problems) == 1


def test_a_set_damaged_again_never_overwrites_the_copy_kept_before(tmp_path: Path) -> None:
    room = RoomChipSets(tmp_path)
    for damage in ("FIRST DAMAGED VERSION {", "SECOND DAMAGED VERSION {"):
        room.save(chip_preset("tournament"), "Sunday")
        (tmp_path / "sunday.json").write_text(damage, encoding="utf-8")
        assert room.sets() == ()
    kept = sorted(path.read_text(encoding="utf-8") for path in tmp_path.iterdir())
    assert kept == ["FIRST DAMAGED VERSION {", "SECOND DAMAGED VERSION {"]
    assert len(room.problems) == 2 and room.problems[0] != room.problems[1]


def test_a_damaged_set_that_cannot_be_moved_is_reported_and_the_others_are_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def read_only_folder(path: Path, now: object = None) -> Path:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("dealer_app.storage.room_chip_sets.keep_aside", read_only_folder)
    room = RoomChipSets(tmp_path)
    room.save(chip_preset("casino"), "Good")
    (tmp_path / "broken.json").write_text("{not json", encoding="utf-8")
    (tmp_path / "folder.json").mkdir()  # a name that cannot be read as a file
    assert [chip_set.title for chip_set in room.sets()] == ["Good"]
    assert len(room.problems) == 2
    broken = next(problem for problem in room.problems if problem.startswith("broken.json"))
    assert "cannot be moved aside (Permission denied)" in broken
    assert "left where it is" in broken
    assert any(problem.startswith("folder.json: cannot be read") for problem in room.problems)
    assert (tmp_path / "broken.json").read_text(encoding="utf-8") == "{not json"
    room.sets()
    assert len(room.problems) == 2  # said once, not at every read


def test_a_folder_that_cannot_be_listed_is_reported(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    room = RoomChipSets(tmp_path)
    room.save(chip_preset("casino"), "Good")

    def unreadable(path: Path) -> object:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "iterdir", unreadable)
    assert room.sets() == ()
    (problem,) = room.problems
    assert "cannot be read (Permission denied)" in problem


def test_an_import_names_the_problem(tmp_path: Path) -> None:
    path = tmp_path / "odd.json"
    path.write_text('{"chips": [{"name": "red", "value": 5}, {"name": "blue", "value": 2}]}')
    with pytest.raises(ChipPresetError, match="not a multiple of the smallest chip"):
        import_chip_set(path)
    with pytest.raises(ChipPresetError, match=r"^missing\.json: no such file$"):
        import_chip_set(tmp_path / "missing.json")


def test_a_deleted_set_is_put_back_as_it_was(tmp_path: Path) -> None:
    room = RoomChipSets(tmp_path / "sets")
    saved = room.save(chip_preset("casino"), "Friday")
    written = (tmp_path / "sets" / "friday.json").read_bytes()
    data = room.delete(saved.key)
    assert data == written and room.sets() == ()
    assert room.delete(saved.key) == b""  # gone already: nothing to put back
    room.put_back(saved.key, data)
    assert (tmp_path / "sets" / "friday.json").read_bytes() == written
    assert room.find(saved.key) == saved
    assert room.key_for(" Friday ") == saved.key and room.file_data(saved.key) == written
    room.put_back(saved.key, b"")  # as it was before it was saved: no file
    assert room.sets() == () and room.file_data(saved.key) == b""


def test_a_set_is_put_back_over_only_the_file_it_was_left_as(tmp_path: Path) -> None:
    room = RoomChipSets(tmp_path / "sets")
    saved = room.save(chip_preset("casino"), "Friday")
    first = room.delete(saved.key)
    room.save(chip_preset("tournament"), "Friday")  # saved again since
    second = room.file_data(saved.key)
    assert not room.put_back_over(saved.key, b"", first)
    assert not room.put_back_over(saved.key, first, b"")
    assert room.file_data(saved.key) == second
    assert room.put_back_over(saved.key, second, b"")
    assert room.put_back_over(saved.key, b"", first)
    assert room.file_data(saved.key) == first


@pytest.mark.parametrize(
    ("title", "name"),
    [("Воскресенье", "воскресенье"), ("日曜日", "日曜日"), ("Café", "café"), ("a/b\x07c", "a-b-c")],
)
def test_a_title_in_any_script_is_saved_under_its_own_letters(
    tmp_path: Path, title: str, name: str
) -> None:
    room = RoomChipSets(tmp_path / "sets")
    saved = room.save(chip_preset("standard"), title)
    assert saved.key == f"room/{name}"
    assert [path.name for path in room.folder.iterdir()] == [f"{name}.json"]
    assert [chip_set.title for chip_set in room.sets()] == [title]


def test_a_long_title_makes_a_file_name_file_systems_take(tmp_path: Path) -> None:
    room = RoomChipSets(tmp_path / "sets")
    saved = room.save(chip_preset("standard"), "Ж" * 300)
    (path,) = room.folder.iterdir()
    assert len(path.name.encode()) <= 110 and room.find(saved.key).title == "Ж" * 300


def test_a_title_whose_file_name_another_set_has_gets_a_file_of_its_own(tmp_path: Path) -> None:
    room = RoomChipSets(tmp_path / "sets")
    first = room.save(chip_preset("standard"), "Club night")
    second = room.save(chip_preset("tournament"), "club-night!")
    assert (first.key, second.key) == ("room/club-night", "room/club-night-2")
    assert [chip_set.title for chip_set in room.sets()] == ["Club night", "club-night!"]
    assert room.find(first.key).chips == chip_preset("standard").chips
    # The set of that title, in any case, is the one saved over.
    assert room.save(chip_preset("casino"), "CLUB NIGHT").key == "room/club-night"
    assert len(room.sets()) == 2


def test_a_set_saved_by_an_earlier_version_under_another_file_name_is_saved_over(
    tmp_path: Path,
) -> None:
    room = RoomChipSets(tmp_path / "sets")
    room.folder.mkdir()
    export_chip_set(chip_preset("standard")._replace(title="Café"), room.folder / "caf.json")
    assert room.key_for("Café") == "room/caf"
    assert room.key_for("Caf") == "room/caf-2"


def test_a_showdown_is_named_not_imported_as_a_chip_set(tmp_path: Path) -> None:
    path = tmp_path / "showdown.json"
    path.write_text(
        '{"format": "dealer-app/scenario@1", "game": "holdem", "seats": [],'
        ' "chips": [{"name": "red", "value": 5}]}'
    )
    with pytest.raises(ChipPresetError, match=r"^showdown\.json: this is a showdown, not a chip"):
        import_chip_set(path)
