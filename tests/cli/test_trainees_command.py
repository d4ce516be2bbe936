"""dealer-app trainees: a class listed, exported one file per trainee, imported each answer once."""

from __future__ import annotations

import json
import sqlite3
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from dealer_app.__main__ import main
from dealer_app.storage.history import open_history
from dealer_app.training.progress import AnswerRecord


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, Any, str]:
    status = main(["trainees", *argv])
    out, err = capsys.readouterr()
    return status, json.loads(out) if out else None, err


def laptop(path: Path) -> None:
    history = open_history(path)
    ann = history.add_trainee("Ann")
    for minute in range(3):
        when = datetime(2026, 3, 2, 18, minute, tzinfo=UTC)
        history.add(
            AnswerRecord("read-winner", "holdem", ("side-pots",), True, 5.0, when), trainee=ann.id
        )
    history.close()


def test_a_class_exported_on_one_laptop_is_imported_on_another_once(capsys, tmp_path: Path) -> None:
    laptop(tmp_path / "laptop.sqlite3")
    status, listed, _ = run(capsys, "list", "--history", str(tmp_path / "laptop.sqlite3"))
    assert status == 0
    # The empty "Trainee" a history starts with is no one once Ann trains.
    assert [(entry["name"], entry["answers"]) for entry in listed] == [("Ann", 3)]
    folder = tmp_path / "usb"
    folder.mkdir()
    status, written, _ = run(
        capsys, "export", str(folder), "--history", str(tmp_path / "laptop.sqlite3")
    )
    # Nor is it exported.
    assert status == 0 and [Path(path).name for path in written["written"]] == ["Ann.trainee.json"]
    school = str(tmp_path / "school.sqlite3")
    ann_file = str(folder / "Ann.trainee.json")
    status, first, _ = run(capsys, "import", ann_file, "--history", school)
    assert status == 0
    assert first == {"imported": [{"file": ann_file, "trainee": "Ann", "added": 3, "already": 0}]}
    status, second, _ = run(capsys, "import", ann_file, "--history", school)
    assert second["imported"][0]["added"] == 0 and second["imported"][0]["already"] == 3


def test_a_damaged_file_is_one_line_and_status_2_the_others_imported(
    capsys, tmp_path: Path
) -> None:
    laptop(tmp_path / "laptop.sqlite3")
    folder = tmp_path / "usb"
    folder.mkdir()
    run(capsys, "export", str(folder), "--history", str(tmp_path / "laptop.sqlite3"))
    damaged = folder / "Trainee.trainee.json"
    damaged.write_text("{", encoding="utf-8")
    files = [str(folder / "Ann.trainee.json"), str(damaged)]
    status, document, err = run(capsys, "import", *files, "--history", str(tmp_path / "s.sqlite3"))
    assert status == 2
    assert [entry["added"] for entry in document["imported"]] == [3]
    (line,) = err.splitlines()
    assert line.startswith(
        "dealer-app trainees: Trainee.trainee.json is not a trainee's class file"
    )
    assert "kept aside as Trainee.trainee.damaged-" in line


def test_a_missing_history_or_command_is_one_line(capsys, tmp_path: Path) -> None:
    status, _, err = run(capsys, "list", "--history", str(tmp_path / "none.sqlite3"))
    assert status == 2 and err.endswith("none.sqlite3: no training history there\n")
    status, _, err = run(capsys, "rename")
    assert status == 2 and len(err.splitlines()) == 1


def test_a_history_of_a_newer_version_is_one_line_and_left_as_it_is(capsys, tmp_path: Path) -> None:
    path = tmp_path / "laptop.sqlite3"
    laptop(path)
    newer = sqlite3.connect(path)
    newer.execute("PRAGMA user_version = 4")
    newer.commit()
    newer.close()
    before = path.read_bytes()
    for argv in (("list",), ("import", str(tmp_path / "none.trainee.json"))):
        status, out, err = run(capsys, *argv, "--history", str(path))
        assert status == 2 and out is None
        assert err == (
            f"dealer-app trainees: The training history {path} was made by a newer version "
            "of the app (history version 4, this version reads 3): it is left as it is; open "
            "it with the newer version\n"
        )
    assert sorted(tmp_path.iterdir()) == [path] and path.read_bytes() == before


def test_a_missing_file_and_nothing_imported_is_one_line_and_nothing_else(
    capsys, tmp_path: Path
) -> None:
    status, out, err = run(
        capsys, "import", str(tmp_path / "nowhere.json"), "--history", str(tmp_path / "s.sqlite3")
    )
    assert status == 2 and out is None
    (line,) = err.splitlines()
    assert line.startswith("dealer-app trainees:") and "nowhere.json" in line


@pytest.mark.parametrize("argv", [("list",), ("export", "usb")], ids=["list", "export"])
def test_reading_a_file_that_is_not_a_history_is_one_line_and_moves_nothing(
    capsys, tmp_path: Path, argv: tuple[str, ...]
) -> None:
    laptop(tmp_path / "laptop.sqlite3")
    (tmp_path / "usb").mkdir()
    run(capsys, "export", str(tmp_path / "usb"), "--history", str(tmp_path / "laptop.sqlite3"))
    class_file = tmp_path / "usb" / "Ann.trainee.json"
    before = class_file.read_bytes()
    arguments = [str(tmp_path / part) if part == "usb" else part for part in argv]
    status, out, err = run(capsys, *arguments, "--history", str(class_file))
    assert status == 2 and out is None
    assert err == (
        f"dealer-app trainees: {class_file} is not a training history (it is not a "
        "database); it is left as it is\n"
    )
    assert sorted(entry.name for entry in (tmp_path / "usb").iterdir()) == ["Ann.trainee.json"]
    assert class_file.read_bytes() == before


def read_only_folders(monkeypatch: pytest.MonkeyPatch) -> None:
    """What a history on a read-only disk meets: no file can be made beside it."""

    def read_only(*args: object, **kwargs: object) -> object:
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(tempfile, "TemporaryFile", read_only)


def test_a_history_that_cannot_be_saved_imports_nothing_in_one_line(
    capsys, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    laptop(tmp_path / "laptop.sqlite3")
    (tmp_path / "usb").mkdir()
    run(capsys, "export", str(tmp_path / "usb"), "--history", str(tmp_path / "laptop.sqlite3"))
    school = tmp_path / "school.sqlite3"
    open_history(school).close()
    read_only_folders(monkeypatch)
    status, out, err = run(
        capsys, "import", str(tmp_path / "usb" / "Ann.trainee.json"), "--history", str(school)
    )
    assert status == 2 and out is None
    assert err == (
        f"dealer-app trainees: the training history {school} cannot be saved in {tmp_path} "
        "(Read-only file system): nothing was imported\n"
    )
    status, listed, err = run(capsys, "list", "--history", str(school))
    # Listing needs no saving: nothing more is said.
    assert (status, err) == (0, "") and [entry["name"] for entry in listed] == ["Trainee"]
