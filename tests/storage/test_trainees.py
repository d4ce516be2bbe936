"""Trainee profiles in the history: each answer its trainee's, names kept, older files read."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from dealer_app.storage.history import Trainee, TraineeError, listed_trainees, open_history
from dealer_app.training.progress import DEFAULT_TRAINEE, AnswerRecord
from dealer_app.training.schedule import LeitnerBoxes

START = datetime(2026, 3, 1, 20, 0, tzinfo=UTC)


def answer(minutes: int, *, correct: bool = True, tag: str = "side-pots") -> AnswerRecord:
    return AnswerRecord(
        drill="build-pots",
        game="holdem",
        tags=(tag,),
        correct=correct,
        seconds=5.0,
        when=START + timedelta(minutes=minutes),
        aim_seconds=20.0,
    )


def test_a_new_history_has_one_trainee_who_answers_by_default(tmp_path: Path) -> None:
    history = open_history(tmp_path / "history.sqlite3")
    (first,) = history.trainees()
    assert (first.id, first.name) == (DEFAULT_TRAINEE, "Trainee")
    assert history.last_trainee() == first
    history.add(answer(1))
    assert history.records(trainee=first.id) == (answer(1),)


def test_two_trainees_keep_separate_answers_and_boxes(tmp_path: Path) -> None:
    history = open_history(tmp_path / "history.sqlite3")
    ann, bob = history.add_trainee("Ann"), history.add_trainee("Bob")
    for minute in range(3):
        history.add(answer(minute), trainee=ann.id)
    history.add(answer(9, correct=False), trainee=bob.id)
    assert [record.correct for record in history.records(trainee=ann.id)] == [True] * 3
    assert [record.correct for record in history.records(trainee=bob.id)] == [False]
    assert LeitnerBoxes.from_history(history.records(trainee=ann.id)).box_of("side-pots") == 4
    assert LeitnerBoxes.from_history(history.records(trainee=bob.id)).box_of("side-pots") == 1
    assert history.count() == 4 and history.count(trainee=bob.id) == 1


def test_the_last_choice_is_remembered_across_openings(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    history = open_history(path)
    ann = history.add_trainee("Ann")
    history.add_trainee("Bob")
    history.choose_trainee(ann.id)
    history.close()
    assert open_history(path).last_trainee() == ann


def test_names_are_trimmed_and_not_taken_twice(tmp_path: Path) -> None:
    history = open_history(tmp_path / "history.sqlite3")
    ann = history.add_trainee("  Ann   Lee ")
    assert ann.name == "Ann Lee"
    with pytest.raises(TraineeError, match="Ann Lee is already a trainee's name"):
        history.add_trainee("ann lee")
    with pytest.raises(TraineeError, match="empty"):
        history.add_trainee("   ")
    assert history.rename_trainee(ann.id, "Annie").name == "Annie"
    assert [trainee.name for trainee in history.trainees()] == ["Annie", "Trainee"]


def test_a_removal_keeps_the_answers_or_deletes_them_as_asked(tmp_path: Path) -> None:
    history = open_history(tmp_path / "history.sqlite3")
    ann, bob = history.add_trainee("Ann"), history.add_trainee("Bob")
    history.add(answer(1), trainee=ann.id)
    history.add(answer(2), trainee=bob.id)
    assert history.remove_trainee(ann.id, keep_answers=True) == 0
    assert "Ann" not in [trainee.name for trainee in history.trainees()]
    assert history.count() == 2
    assert history.add_trainee("Ann") == ann  # back, with the answers kept
    assert history.records(trainee=ann.id) == (replace(answer(1), trainee=ann.id),)
    assert history.remove_trainee(bob.id, keep_answers=False) == 1
    assert history.count() == 1 and history.trainee(bob.id) is None


def test_the_only_trainee_cannot_be_removed(tmp_path: Path) -> None:
    history = open_history(tmp_path / "history.sqlite3")
    (only,) = history.trainees()
    with pytest.raises(TraineeError, match="only trainee"):
        history.remove_trainee(only.id, keep_answers=True)


def test_a_history_of_the_second_version_keeps_its_answers_for_the_default_trainee(
    tmp_path: Path,
) -> None:
    path = tmp_path / "history.sqlite3"
    old = sqlite3.connect(path)
    old.executescript(
        """
        CREATE TABLE answers (id INTEGER PRIMARY KEY, answered_at TEXT NOT NULL,
            drill TEXT NOT NULL, game TEXT NOT NULL, correct INTEGER NOT NULL,
            seconds REAL NOT NULL, score REAL, difficulty INTEGER, title TEXT,
            aim_seconds REAL, scenario_json TEXT, given TEXT, source TEXT, trainee TEXT);
        CREATE TABLE answer_tags (answer_id INTEGER NOT NULL, tag TEXT NOT NULL,
            PRIMARY KEY (answer_id, tag));
        INSERT INTO answers (answered_at, drill, game, correct, seconds, trainee)
            VALUES ('2026-03-01T20:01:00.000+00:00', 'read-winner', 'holdem', 1, 3.5, 'trainee');
        INSERT INTO answers (answered_at, drill, game, correct, seconds)
            VALUES ('2026-03-01T20:02:00.000+00:00', 'read-winner', 'holdem', 0, 4.5);
        PRAGMA user_version = 2;
        """
    )
    old.close()
    history = open_history(path)
    assert history.problem is None
    (default,) = history.trainees()
    assert default.name == "Trainee"
    records = history.records(trainee=default.id)
    assert [record.correct for record in records] == [True, False]
    keys = [key for key, _record in history.keyed_records()]
    assert all(keys) and len(set(keys)) == 2


def test_a_removed_trainee_imported_again_takes_a_free_name(tmp_path: Path) -> None:
    history = open_history(tmp_path / "history.sqlite3")
    ann = history.add_trainee("Ann")
    history.remove_trainee(ann.id, keep_answers=True)
    other, _added = history.import_answers("another-ann", "Ann", ())
    assert other.name == "Ann" and other.id != ann.id
    back, _added = history.import_answers(ann.uid, "Ann", ())
    assert (back.id, back.name) == (ann.id, "Ann (2)")
    assert sorted(trainee.name for trainee in history.trainees()) == ["Ann", "Ann (2)", "Trainee"]


def test_with_no_trainee_chosen_the_first_by_name_comes_first(tmp_path: Path) -> None:
    history = open_history(tmp_path / "history.sqlite3")
    history.add_trainee("bob")
    history.add_trainee("Ann")
    history.connection.execute("UPDATE trainees SET chosen_at = NULL")
    assert history.last_trainee().name == "Ann"


def test_the_empty_first_trainee_is_not_listed_beside_someone_training() -> None:
    first, ann = Trainee("default", "u1", "Trainee"), Trainee("t2", "u2", "Ann")
    assert listed_trainees((ann, first), {"default": 0, "t2": 3}, "t2") == (ann,)
    assert listed_trainees((ann, first), {"default": 1, "t2": 3}, "t2") == (ann, first)
    assert listed_trainees((ann, first), {"default": 0, "t2": 0}, "default") == (ann, first)
    assert listed_trainees((first,), {"default": 0}, "t2") == (first,)  # never no one
    assert listed_trainees((ann, first), {"default": None}, "t2") == (ann, first)
