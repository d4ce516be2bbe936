"""A round of each drill played in the Training page: graded, saved, shown in the progress."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from dealer_app.gui.training.training_page import TrainingPage
from dealer_app.model.hands.games import Game
from dealer_app.training.drills import Drill, expected_answer
from dealer_app.training.rounds import RoundSettings, time_limit
from tests.gui.training.training_testing import give_answer


def make_page(qtbot, folder: Path) -> TrainingPage:
    page = TrainingPage(folder / "history.sqlite3")
    qtbot.addWidget(page)
    page.resize(1280, 720)
    page.show()
    qtbot.waitExposed(page)
    return page


def settings(drill: Drill | None, *, count: int = 2, at_end: bool = False) -> RoundSettings:
    return RoundSettings(
        drill=drill,
        games=(Game.HOLDEM, Game.OMAHA8),
        difficulty=4,
        count=count,
        timed=False,
        grade_at_end=at_end,
        seed=11,
        tags=(),
    )


def stored_rows(folder: Path) -> list[tuple[str, int]]:
    connection = sqlite3.connect(folder / "history.sqlite3")
    rows = connection.execute("SELECT drill, correct FROM answers ORDER BY id").fetchall()
    connection.close()
    return rows


@pytest.mark.parametrize("drill", list(Drill), ids=lambda drill: drill.value)
def test_a_round_grades_right_and_wrong_answers_and_keeps_them(
    qtbot, tmp_path: Path, drill: Drill
) -> None:
    page = make_page(qtbot, tmp_path)
    assert page.start_round(settings(drill))
    drills = page.drill_page
    # The first spot answered right, the second left unanswered (wrong).
    give_answer(drills.panel(), expected_answer(page.runner.question()))
    qtbot.mouseClick(drills.check_button, Qt.MouseButton.LeftButton)
    assert drills.feedback.grade().correct
    assert drills.table.is_revealed()
    aim = time_limit(page.runner.question())
    assert f"(aim {aim:g} s)" in drills.feedback.text.toPlainText()
    qtbot.mouseClick(drills.feedback.next_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(drills.check_button, Qt.MouseButton.LeftButton)
    wrong = drills.feedback.grade()
    assert not wrong.correct and wrong.mistakes
    assert "Not right" in drills.feedback.text.toPlainText()
    qtbot.mouseClick(drills.feedback.next_button, Qt.MouseButton.LeftButton)

    assert page.practise_stack.currentWidget() is page.summary
    assert "1 of 2 right" in page.summary.score_label.text()
    assert stored_rows(tmp_path) == [(drill.value, 1), (drill.value, 0)]
    qtbot.mouseClick(page.summary.progress_button, Qt.MouseButton.LeftButton)
    assert page.tabs.currentWidget() is page.progress
    assert "2 answers" in page.progress.summary.text()
    assert page.progress.table.rowCount() >= 1


def test_wrong_answers_can_be_replayed(qtbot, tmp_path: Path) -> None:
    page = make_page(qtbot, tmp_path)
    page.start_round(settings(Drill.READ_WINNER, count=2, at_end=True))
    drills = page.drill_page
    qtbot.mouseClick(drills.check_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(drills.check_button, Qt.MouseButton.LeftButton)
    assert page.practise_stack.currentWidget() is page.summary
    first = page.runner.round.questions[0]
    qtbot.mouseClick(page.summary.replay_button, Qt.MouseButton.LeftButton)
    assert page.practise_stack.currentWidget() is drills
    assert page.runner.count == 2
    assert page.runner.question() == first
    assert not drills.table.is_revealed()


def test_a_damaged_history_is_reported_and_kept_aside(qtbot, tmp_path: Path) -> None:
    damaged = b"not a history" * 50
    (tmp_path / "history.sqlite3").write_bytes(damaged)
    page = make_page(qtbot, tmp_path)
    assert page.banner.isVisible()
    assert "kept as history.damaged-" in page.banner.text()
    kept = list(tmp_path.glob("history.damaged-*.sqlite3"))
    assert len(kept) == 1 and kept[0].read_bytes() == damaged
    page.start_round(settings(Drill.NAME_HAND, count=1))
    qtbot.mouseClick(page.drill_page.check_button, Qt.MouseButton.LeftButton)
    assert stored_rows(tmp_path) == [("name-hand", 0)]


def test_practise_these_starts_a_round_on_the_weakest_tags(qtbot, tmp_path: Path) -> None:
    page = make_page(qtbot, tmp_path)
    # Three wrong answers on side pots make it a weak tag (a tag counts from three answers).
    page.start_round(replace(settings(Drill.BUILD_POTS, count=3, at_end=True), tags=("side-pots",)))
    for _ in range(3):
        qtbot.mouseClick(page.drill_page.check_button, Qt.MouseButton.LeftButton)
    page.show_progress()
    weakest = page.progress.weakest()
    assert "side-pots" in weakest
    qtbot.mouseClick(page.progress.practise_button, Qt.MouseButton.LeftButton)
    assert page.practise_stack.currentWidget() is page.drill_page
    for question in page.runner.round.questions:
        assert set(question.spot.tags) & set(weakest)


def test_the_history_exports_as_csv_from_the_progress_view(qtbot, tmp_path: Path) -> None:
    page = make_page(qtbot, tmp_path)
    page.start_round(settings(Drill.SPLIT_POT, count=1))
    qtbot.mouseClick(page.drill_page.check_button, Qt.MouseButton.LeftButton)
    target = tmp_path / "out.csv"
    assert page.export_history(target)
    lines = target.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "when,drill,game,tags,correct,seconds"
    assert ",split-pot," in lines[1] and ",no," in lines[1]


def test_a_timed_round_shows_the_spots_clock_and_its_time(qtbot, tmp_path: Path) -> None:
    page = make_page(qtbot, tmp_path)
    timed = RoundSettings(drill=Drill.READ_WINNER, games=(Game.HOLDEM,), count=1, timed=True)
    page.start_round(timed)
    limit = page.runner.time_limit()
    assert limit is not None and limit > 0
    qtbot.waitUntil(lambda: "This spot 0:00 of 0:" in page.drill_page.clock_label.text())
    assert "Round 0:00" in page.drill_page.clock_label.text()
    give_answer(page.drill_page.panel(), expected_answer(page.runner.question()))
    fast = page.runner.submit(page.drill_page.panel().answer(), seconds=limit * 0.2)
    assert fast.correct and fast.score == 1.0


def test_seats_typed_as_digits_and_a_spot_reviewed_from_the_summary(qtbot, tmp_path: Path) -> None:
    page = make_page(qtbot, tmp_path)
    page.start_round(settings(Drill.READ_WINNER, count=1, at_end=True))
    drills = page.drill_page
    expected = expected_answer(page.runner.question())
    for seat in sorted(expected.pots[0].high):
        qtbot.keyClick(drills, str(seat % 10))
    assert set(drills.table.marks()) == set(expected.pots[0].high)
    qtbot.keyClick(drills, Qt.Key.Key_Return)
    assert page.practise_stack.currentWidget() is page.summary
    page.summary.spots.setCurrentRow(0)
    page.summary.spots.itemActivated.emit(page.summary.spots.item(0))
    assert page.practise_stack.currentWidget() is drills
    assert drills.table.is_revealed()
    assert drills.feedback.next_button.text() == "Back to the round"
    qtbot.mouseClick(drills.feedback.next_button, Qt.MouseButton.LeftButton)
    assert page.practise_stack.currentWidget() is page.summary


def test_a_wrong_answer_stays_marked_beside_the_right_one(qtbot, tmp_path: Path) -> None:
    page = make_page(qtbot, tmp_path)
    page.start_round(settings(Drill.READ_WINNER, count=1))
    drills = page.drill_page
    right = expected_answer(page.runner.question()).pots[0].high
    loser = next(s for s in page.runner.question().spot.scenario.seat_numbers if s not in right)
    drills.panel().seat_clicked(loser)
    qtbot.mouseClick(drills.check_button, Qt.MouseButton.LeftButton)
    assert not drills.feedback.grade().correct
    marks = drills.table.marks()
    assert list(marks) == [loser] and marks[loser].startswith("You: Main")


def test_a_right_push_stays_marked_as_right_on_the_felt(qtbot, tmp_path: Path) -> None:
    page = make_page(qtbot, tmp_path)
    page.start_round(settings(Drill.SPLIT_POT, count=1))
    drills = page.drill_page
    give_answer(drills.panel(), expected_answer(page.runner.question()))
    qtbot.mouseClick(drills.check_button, Qt.MouseButton.LeftButton)
    assert drills.feedback.grade().correct
    marks = drills.table.marks()
    assert marks and all(text.startswith("You: +") for text in marks.values())
    assert not drills.table.overlay.marks_wrong
