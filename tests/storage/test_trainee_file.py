"""Class files: a trainee exported on one laptop and imported on another, each answer once."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from dealer_app.storage.history import Trainee, TrainingHistory, open_history
from dealer_app.storage.trainee_file import (
    TRAINEE_FORMAT,
    ClassFileError,
    ImportResult,
    export_trainee,
    export_trainees,
    import_trainee_file,
    read_trainee_file,
)
from dealer_app.training.mastery import mastery_by_tag
from dealer_app.training.progress import AnswerRecord
from dealer_app.training.schedule import LeitnerBoxes

START = datetime(2026, 3, 1, 20, 0, tzinfo=UTC)
SCENARIO = '{"format": "dealer-app/scenario@1", "game": "holdem", "title": "AK v AQ"}'


def answer(minutes: int, tag: str, correct: bool) -> AnswerRecord:
    return AnswerRecord(
        drill="split-pot",
        game="omaha8",
        tags=(tag, "side-pots"),
        correct=correct,
        seconds=4.0 + minutes % 7 * 1.25,
        when=START + timedelta(minutes=minutes, milliseconds=137),
        score=1.0 if correct else 0.25,
        difficulty=4,
        title="Omaha hi-lo: a quartered low",
        aim_seconds=9.0,
        scenario_json=SCENARIO,
        given="Main pot: seats 2 and 6",
        source="exam" if minutes % 5 == 0 else "practice",
    )


def laptop_with_ann(path: Path) -> tuple[TrainingHistory, Trainee]:
    history = open_history(path)
    ann = history.add_trainee("Ann")
    for minute in range(60):
        tag = ("dead-money", "omaha8-quartered")[minute % 2]
        history.add(answer(minute, tag, minute % 9 != 0), trainee=ann.id)
    history.add(answer(99, "uncalled-bet", True))  # the default trainee's, not exported
    return history, ann


def test_a_trainee_imported_on_a_fresh_install_stands_where_they_stood(tmp_path: Path) -> None:
    laptop, ann = laptop_with_ann(tmp_path / "laptop.sqlite3")
    written = export_trainee(laptop, ann, tmp_path / "Ann.trainee.json")
    document = json.loads(written.read_text(encoding="utf-8"))
    assert document["format"] == TRAINEE_FORMAT and document["trainee"]["name"] == "Ann"
    assert len(document["answers"]) == 60
    assert document["answers"][0]["scenario"]["title"] == "AK v AQ"

    school = open_history(tmp_path / "school.sqlite3")
    result = import_trainee_file(school, written)
    assert (result.trainee.name, result.added, result.already) == ("Ann", 60, 0)
    assert result.words == "Ann.trainee.json: 60 answers added for Ann."
    there = laptop.records(trainee=ann.id)
    here = school.records(trainee=result.trainee.id)
    assert here == there
    assert mastery_by_tag(here) == mastery_by_tag(there)
    assert LeitnerBoxes.from_history(here) == LeitnerBoxes.from_history(there)


def test_a_second_import_adds_nothing(tmp_path: Path) -> None:
    laptop, ann = laptop_with_ann(tmp_path / "laptop.sqlite3")
    written = export_trainee(laptop, ann, tmp_path / "Ann.trainee.json")
    school = open_history(tmp_path / "school.sqlite3")
    import_trainee_file(school, written)
    again = import_trainee_file(school, written)
    assert (again.added, again.already) == (0, 60)
    assert again.words == "Ann.trainee.json: nothing new for Ann (already imported)."
    assert school.count() == 60
    assert [trainee.name for trainee in school.trainees()] == ["Ann", "Trainee"]


def test_new_answers_on_the_laptop_are_all_a_later_import_adds(tmp_path: Path) -> None:
    laptop, ann = laptop_with_ann(tmp_path / "laptop.sqlite3")
    school = open_history(tmp_path / "school.sqlite3")
    import_trainee_file(school, export_trainee(laptop, ann, tmp_path / "a.trainee.json"))
    laptop.add(answer(200, "dead-money", True), trainee=ann.id)
    later = import_trainee_file(school, export_trainee(laptop, ann, tmp_path / "b.trainee.json"))
    assert (later.added, later.already) == (1, 60)
    # Exported again from the school, the answers keep their keys: the laptop adds nothing.
    (school_ann,) = [trainee for trainee in school.trainees() if trainee.name == "Ann"]
    back = export_trainee(school, school_ann, tmp_path / "c.trainee.json")
    assert import_trainee_file(laptop, back).added == 0


def test_another_trainee_of_the_same_name_is_told_apart(tmp_path: Path) -> None:
    laptop, ann = laptop_with_ann(tmp_path / "laptop.sqlite3")
    school = open_history(tmp_path / "school.sqlite3")
    school.add_trainee("Ann")
    result = import_trainee_file(school, export_trainee(laptop, ann, tmp_path / "a.json"))
    assert result.trainee.name == "Ann (2)"


def test_every_trainee_exports_to_a_file_of_their_own(tmp_path: Path) -> None:
    laptop, _ann = laptop_with_ann(tmp_path / "laptop.sqlite3")
    laptop.add_trainee("Bob / Jr")
    folder = tmp_path / "class"
    folder.mkdir()
    written = export_trainees(laptop, folder)
    assert sorted(path.name for path in written) == [
        "Ann.trainee.json",
        "Bob - Jr.trainee.json",
        "Trainee.trainee.json",
    ]
    with pytest.raises(ClassFileError, match="no such folder"):
        export_trainees(laptop, tmp_path / "nowhere")


def test_the_empty_trainee_a_history_starts_with_is_not_exported_beside_ann(
    tmp_path: Path,
) -> None:
    history = open_history(tmp_path / "laptop.sqlite3")
    ann = history.add_trainee("Ann")
    history.add(answer(1, "dead-money", True), trainee=ann.id)
    # Imported elsewhere it would be one more trainee with no answer ("Trainee (2)").
    assert [path.name for path in export_trainees(history, tmp_path)] == ["Ann.trainee.json"]


def test_trainees_whose_names_make_one_file_name_keep_a_file_each(tmp_path: Path) -> None:
    laptop, _ann = laptop_with_ann(tmp_path / "laptop.sqlite3")
    laptop.add_trainee("Ann?")
    laptop.add_trainee("Ann.")
    written = export_trainees(laptop, tmp_path)
    names = sorted(path.name for path in written)
    assert names == [
        "Ann (2).trainee.json",
        "Ann (3).trainee.json",
        "Ann.trainee.json",
        "Trainee.trainee.json",
    ]
    assert len({read_trainee_file(path.read_bytes()).uid for path in written}) == 4


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b'{"format": "dealer-app/trainee@1", "trainee": ', "not valid JSON"),
        (b'{"format": "dealer-app/exam@1"}', 'format "dealer-app/exam@1" is not'),
        (
            b'{"format": "dealer-app/trainee@1", "trainee": {"uid": "u", "name": "Ann"},'
            b' "answers": [{"key": "k", "when": "2026-03-01T20:00:00+00:00", "drill": "x",'
            b' "game": "holdem", "correct": true, "seconds": -3}]}',
            "answers, entry 1: seconds -3 is not a number of 0 or more",
        ),
    ],
)
def test_a_damaged_file_adds_nothing_and_is_kept_aside(
    tmp_path: Path, content: bytes, reason: str
) -> None:
    school = open_history(tmp_path / "school.sqlite3")
    damaged = tmp_path / "Ann.trainee.json"
    damaged.write_bytes(content)
    when = datetime(2026, 3, 2, 18, 0, tzinfo=UTC)
    with pytest.raises(ClassFileError) as raised:
        import_trainee_file(school, damaged, now=when)
    assert reason in str(raised.value)
    assert str(raised.value).endswith(
        "nothing was added, the file is kept aside as Ann.trainee.damaged-20260302T180000Z.json."
    )
    assert not damaged.exists()
    assert (tmp_path / "Ann.trainee.damaged-20260302T180000Z.json").read_bytes() == content
    assert school.count() == 0 and len(school.trainees()) == 1


def test_a_missing_file_is_named(tmp_path: Path) -> None:
    school = open_history(tmp_path / "school.sqlite3")
    with pytest.raises(ClassFileError, match=r"nowhere\.json: no such file"):
        import_trainee_file(school, tmp_path / "nowhere.json")


def test_a_file_not_named_as_a_class_file_is_left_where_it_is(tmp_path: Path) -> None:
    school = open_history(tmp_path / "school.sqlite3")
    other = tmp_path / "notes.txt"
    other.write_text("not a class file")
    with pytest.raises(ClassFileError) as raised:
        import_trainee_file(school, other)
    assert str(raised.value).endswith("nothing was added, the file is left where it is.")
    assert other.read_text() == "not a class file"
    assert sorted(path.name for path in tmp_path.iterdir()) == ["notes.txt", "school.sqlite3"]


def test_a_class_file_of_a_newer_version_adds_nothing_and_is_left_as_it_is(
    tmp_path: Path,
) -> None:
    school = open_history(tmp_path / "school.sqlite3")
    newer = tmp_path / "Ann.trainee.json"
    content = b'{"format": "dealer-app/trainee@2", "trainee": {"uid": "u", "name": "Ann"}}'
    newer.write_bytes(content)
    with pytest.raises(ClassFileError) as raised:
        import_trainee_file(school, newer)
    assert str(raised.value) == (
        "Ann.trainee.json: it was made by a newer version of the app (format "
        '"dealer-app/trainee@2", this version reads "dealer-app/trainee@1"); nothing was '
        "added, the file is left where it is."
    )
    assert sorted(path.name for path in tmp_path.glob("Ann*")) == ["Ann.trainee.json"]
    assert newer.read_bytes() == content
    assert school.count() == 0 and len(school.trainees()) == 1


def one_answer_file(**changes: object) -> bytes:
    entry: dict[str, object] = {
        "key": "k",
        "when": "2026-03-01T20:00:00+00:00",
        "drill": "read-winner",
    }
    entry |= {"game": "holdem", "tags": ["side-pots"], "correct": True, "seconds": 3.0}
    entry |= changes
    document = {"format": "dealer-app/trainee@1", "trainee": {"uid": "u", "name": "Ann"}}
    return json.dumps(document | {"answers": [entry]}).encode()


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (
            one_answer_file(drill="\ud800"),
            "answers[0].drill: a lone surrogate (\\ud800-\\udfff, half of a character)",
        ),
        (one_answer_file(tags=["x\udfff"]), "answers[0].tags[0]: a lone surrogate"),
        (
            one_answer_file(scenario={"title": "\ud800"}),
            "answers[0].scenario.title: a lone surrogate",
        ),
        (
            one_answer_file(when="0001-01-01T00:00:00+14:00"),
            "answers, entry 1: when '0001-01-01T00:00:00+14:00' is out of range",
        ),
        (
            one_answer_file(when="9999-12-31T23:59:59-14:00"),
            "answers, entry 1: when '9999-12-31T23:59:59-14:00' is out of range",
        ),
    ],
    ids=["drill", "tag", "scenario", "year-0", "year-10000"],
)
def test_a_text_no_file_can_hold_or_a_moment_out_of_range_is_named(
    tmp_path: Path, content: bytes, reason: str
) -> None:
    school = open_history(tmp_path / "school.sqlite3")
    damaged = tmp_path / "Ann.trainee.json"
    damaged.write_bytes(content)
    with pytest.raises(ClassFileError) as raised:
        import_trainee_file(school, damaged)
    assert reason in str(raised.value)
    assert school.count() == 0 and len(school.trainees()) == 1


def test_one_answer_imported_is_said_as_one(tmp_path: Path) -> None:
    result = ImportResult(tmp_path / "Bo.trainee.json", Trainee("bo", "uid-bo", "Bo"), 1, 0)
    assert result.words == "Bo.trainee.json: 1 answer added for Bo."
