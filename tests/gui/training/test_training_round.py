"""A round of each drill played in the Training page: graded, saved, shown in the progress."""

from __future__ import annotations

import csv
import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from dealer_app.gui.training.pots_panel import PotsPanel
from dealer_app.gui.training.training_page import TrainingPage
from dealer_app.gui.training.winner_panel import WinnerPanel
from dealer_app.model.hands.games import Game
from dealer_app.storage.history import CSV_COLUMNS
from dealer_app.training.drills import (
    Drill,
    PotsAnswer,
    Question,
    SplitAnswer,
    WinnerAnswer,
    expected_answer,
)
from dealer_app.training.exam import OverallRule, expected_answer_of
from dealer_app.training.exam_words import answer_words
from dealer_app.training.rounds import RoundSettings, time_limit
from tests.gui.training.training_testing import give_answer, has_focus_in
from tests.training.questions import showdown


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
    give_answer(drills.panel(), expected_answer(showdown(page.runner.question())))
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


def test_a_history_in_use_or_of_a_newer_version_is_said_and_left_as_it_is(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "history.sqlite3"
    make_page(qtbot, tmp_path).history.close()
    monkeypatch.setattr("dealer_app.storage.history.BUSY_SECONDS", 0.05)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    busy = make_page(qtbot, tmp_path)
    holder.execute("ROLLBACK")
    assert busy.history is None and busy.banner.isVisible()
    assert f"{path} is in use by another window or command" in busy.banner.text()
    holder.execute("PRAGMA user_version = 4")
    holder.close()
    before = path.read_bytes()
    newer = make_page(qtbot, tmp_path)
    assert newer.history is None
    assert "was made by a newer version of the app" in newer.banner.text()
    assert "This session's answers are not kept." in newer.banner.text()
    newer.start_round(settings(Drill.NAME_HAND, count=1))
    qtbot.mouseClick(newer.drill_page.check_button, Qt.MouseButton.LeftButton)
    assert sorted(tmp_path.iterdir()) == [path] and path.read_bytes() == before


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
    with open(target, encoding="utf-8", newline="") as handle:
        header, row = csv.reader(handle)
    assert tuple(header) == CSV_COLUMNS
    exported = dict(zip(header, row, strict=True))
    assert (exported["drill"], exported["correct"], exported["source"]) == (
        "split-pot",
        "no",
        "practice",
    )
    assert exported["trainee"] == "trainee" and exported["spot"] and exported["aim_seconds"]
    assert exported["difficulty"] == "4" and exported["given"]


def test_a_timed_round_shows_the_spots_clock_and_its_time(qtbot, tmp_path: Path) -> None:
    page = make_page(qtbot, tmp_path)
    timed = RoundSettings(drill=Drill.READ_WINNER, games=(Game.HOLDEM,), count=1, timed=True)
    page.start_round(timed)
    limit = page.runner.time_limit()
    assert limit is not None and limit > 0
    qtbot.waitUntil(lambda: "This spot 0:00 of 0:" in page.drill_page.clock_label.text())
    assert "Round 0:00" in page.drill_page.clock_label.text()
    give_answer(page.drill_page.panel(), expected_answer(showdown(page.runner.question())))
    fast = page.runner.submit(page.drill_page.panel().answer(), seconds=limit * 0.2)
    assert fast.correct and fast.score == 1.0


def test_seats_typed_as_digits_and_a_spot_reviewed_from_the_summary(qtbot, tmp_path: Path) -> None:
    page = make_page(qtbot, tmp_path)
    page.start_round(settings(Drill.READ_WINNER, count=1, at_end=True))
    drills = page.drill_page
    expected = expected_answer(showdown(page.runner.question()))
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
    right = expected_answer(showdown(page.runner.question())).pots[0].high
    loser = next(s for s in page.runner.question().spot.scenario.seat_numbers if s not in right)
    drills.panel().seat_clicked(loser)
    qtbot.mouseClick(drills.check_button, Qt.MouseButton.LeftButton)
    assert not drills.feedback.grade().correct
    marks = drills.table.marks()
    assert marks[loser].startswith("You: Main") and marks[loser].endswith("right: none")
    # The miss is told with the rule it broke.
    words = drills.feedback.text.toPlainText()
    assert "Why" in words and f"seat {loser}" in words.split("Why", 1)[1].lower()
    assert drills.table.wrong_marks() == {loser}
    assert all(marks[seat].startswith("Right: Main") for seat in right)


def test_a_right_pick_is_never_drawn_wrong(qtbot, tmp_path: Path) -> None:
    page = make_page(qtbot, tmp_path)
    page.start_round(settings(Drill.READ_WINNER, count=1))
    drills = page.drill_page
    right = expected_answer(showdown(page.runner.question())).pots[0].high
    loser = next(s for s in page.runner.question().spot.scenario.seat_numbers if s not in right)
    picked = min(right)
    drills.panel().seat_clicked(picked)
    drills.panel().seat_clicked(loser)
    qtbot.mouseClick(drills.check_button, Qt.MouseButton.LeftButton)
    marks = drills.table.marks()
    assert marks[picked].startswith("You: Main")
    assert drills.table.wrong_marks() == {loser}


def test_build_the_pots_marks_only_the_wrong_seats(qtbot, tmp_path: Path) -> None:
    page = make_page(qtbot, tmp_path)
    page.start_round(settings(Drill.BUILD_POTS, count=1))
    drills = page.drill_page
    expected = expected_answer(showdown(page.runner.question()))
    give_answer(drills.panel(), expected)
    # One pot too many, with one seat in it: that seat alone is wrong.
    outsider = min(expected.pots[0].eligible)
    pots_panel = drills.panel()
    assert isinstance(pots_panel, PotsPanel)
    pots_panel.set_pot(len(expected.pots), 10, {outsider})
    qtbot.mouseClick(drills.check_button, Qt.MouseButton.LeftButton)
    assert not drills.feedback.grade().correct
    assert drills.table.wrong_marks() == {outsider}
    assert all(
        text.startswith("You: ") and "right" not in text
        for seat, text in drills.table.marks().items()
        if seat != outsider
    )


def focused(qtbot):
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard"
    return widget


def type_in(qtbot, text: str) -> None:
    qtbot.keyClicks(focused(qtbot), text)


def press(qtbot, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    qtbot.keyClick(focused(qtbot), key, modifier)


def answer_by_keyboard(qtbot, question, expected) -> None:
    """The right answer typed: seat digits, counts, amounts, cards; never a click."""
    qtbot.wait(5)  # a count or amount field selects its text once the keyboard is in
    if isinstance(expected, WinnerAnswer):
        split = question.spot.scenario.game_rules.is_split
        for winners in expected.pots:
            for seats in (winners.high, winners.low) if split else (winners.high,):
                for seat in sorted(seats):
                    type_in(qtbot, str(seat % 10))
                press(qtbot, Qt.Key.Key_Down)
    elif isinstance(expected, PotsAnswer):
        for position, entry in enumerate(expected.pots):
            if position:
                press(qtbot, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)
                qtbot.wait(5)
            type_in(qtbot, str(entry.amount))
            press(qtbot, Qt.Key.Key_Tab)
            type_in(qtbot, " ".join(str(seat) for seat in sorted(entry.eligible)))
    elif isinstance(expected, SplitAnswer):
        chips = [chip.name for chip in question.spot.scenario.chips]
        for split in expected.pots:
            for seat in sorted(split.shares):
                for name in chips:
                    type_in(qtbot, str(split.shares[seat].get(name, 0)))
                    press(qtbot, Qt.Key.Key_Return)
                    qtbot.wait(5)
    else:
        if not question.low:
            box = focused(qtbot)
            for _step in range(box.findData(expected.category)):
                press(qtbot, Qt.Key.Key_Down)
            press(qtbot, Qt.Key.Key_Tab)
        type_in(qtbot, " ".join(str(card) for card in sorted(expected.cards)))


@pytest.mark.parametrize("drill", list(Drill), ids=lambda drill: drill.value)
def test_each_drill_by_keyboard_alone_to_the_summary(qtbot, tmp_path: Path, drill: Drill) -> None:
    page = make_page(qtbot, tmp_path)
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow)
    round_settings = replace(settings(drill, count=3), games=(Game.HOLDEM,))
    assert page.start_round(round_settings)
    drills = page.drill_page
    for _spot in range(3):
        question = page.runner.question()
        # The keyboard is in the answer as soon as the spot is shown.
        qtbot.waitUntil(lambda: has_focus_in(drills.panel()))
        answer_by_keyboard(qtbot, question, expected_answer(showdown(question)))
        check = Qt.KeyboardModifier.ControlModifier if drill is Drill.SPLIT_POT else None
        press(qtbot, Qt.Key.Key_Return, check or Qt.KeyboardModifier.NoModifier)
        assert drills.feedback.grade() is not None
        assert drills.feedback.grade().correct, drills.feedback.grade().mistakes
        assert focused(qtbot) is drills.feedback.next_button
        press(qtbot, Qt.Key.Key_Return)
    assert page.practise_stack.currentWidget() is page.summary
    assert "3 of 3 right" in page.summary.score_label.text()


def test_an_exams_answers_reach_the_history_and_the_replay(qtbot, tmp_path: Path) -> None:
    page = make_page(qtbot, tmp_path)
    exam = page.mastery.exam
    assert exam.make_exam(5, 3, (OverallRule(80.0),), (Game.HOLDEM,))
    assert exam.start()
    # The first spot answered with one seat clicked (wrong), the rest right.
    first = exam.current_question()
    assert isinstance(first, Question)
    wrong_panel = exam.current_panel()
    assert isinstance(wrong_panel, WinnerPanel)
    wrong_panel.seat_clicked(first.spot.scenario.seat_numbers[0])
    wrong_given = wrong_panel.answer()
    exam.give_answer()
    while exam.current_question() is not None:
        question = exam.current_question()
        assert question is not None
        give_answer(exam.current_panel(), expected_answer_of(question))
        exam.give_answer()
    assert exam.report is not None
    missed = [outcome for outcome in exam.report.outcomes if not outcome.correct]
    assert missed and missed[0].index == 0

    connection = sqlite3.connect(tmp_path / "history.sqlite3")
    rows = connection.execute(
        "SELECT source, trainee, drill, correct, given, scenario_json, aim_seconds, difficulty"
        " FROM answers ORDER BY id"
    ).fetchall()
    connection.close()
    assert len(rows) == 3 and {row[0] for row in rows} == {"exam"}
    _source, trainee, drill, correct, given, spot, aim, difficulty = rows[0]
    assert (trainee, drill, correct) == ("trainee", first.drill.value, 0)
    assert given == answer_words(first, wrong_given) and given
    assert spot and aim > 0 and difficulty == first.spot.difficulty

    page.tabs.setCurrentWidget(page.progress)
    panel = page.mastery.panel
    assert "from an exam" in panel.mistakes_button.text()
    replay = panel.mistakes_round()
    assert replay is not None
    assert replay.questions[0].spot.title == first.spot.title


def test_the_spots_clock_stands_still_in_another_tab(qtbot, tmp_path: Path) -> None:
    page = make_page(qtbot, tmp_path)
    page.start_round(settings(Drill.READ_WINNER, count=1))
    page.tabs.setCurrentWidget(page.progress)
    assert page.runner.is_paused()
    before = page.runner.spot_seconds()
    qtbot.wait(400)
    assert page.runner.spot_seconds() == before
    page.tabs.setCurrentIndex(0)
    assert not page.runner.is_paused()
    qtbot.waitUntil(lambda: page.runner.spot_seconds() > before)
    assert page.runner.spot_seconds() < 0.4


def test_a_message_bar_lies_over_the_page_without_moving_it(qtbot, tmp_path: Path) -> None:
    page = make_page(qtbot, tmp_path)
    before = page.tabs.geometry()
    page.export_history(tmp_path / "nowhere" / "out.csv")
    assert page.banner.isVisible()
    assert page.tabs.geometry() == before
    assert page.banner.geometry().top() >= page.tabs.tabBar().height()


def test_a_round_of_badeucy_chosen_in_the_setup_is_played_through(qtbot, tmp_path: Path) -> None:
    page = make_page(qtbot, tmp_path)
    setup = page.setup
    titles = [setup.games_list.item(row).text() for row in range(setup.games_list.count())]
    assert {"Badeucy", "Big O", "Badugi", "Razzdugi"} <= set(titles)
    setup.set_games([Game.BADEUCY])
    chosen = setup.settings()
    assert chosen.games == (Game.BADEUCY,)
    assert page.start_round(replace(chosen, count=4, seed=3))
    drills = page.drill_page
    for _ in range(4):
        question = showdown(page.runner.question())
        assert question.spot.game is Game.BADEUCY
        give_answer(drills.panel(), expected_answer(question))
        qtbot.mouseClick(drills.check_button, Qt.MouseButton.LeftButton)
        assert drills.feedback.grade().correct, question.prompt
        qtbot.mouseClick(drills.feedback.next_button, Qt.MouseButton.LeftButton)
    assert page.practise_stack.currentWidget() is page.summary
    assert "4 of 4 right" in page.summary.score_label.text()
    assert [correct for _drill, correct in stored_rows(tmp_path)] == [1, 1, 1, 1]


def test_a_right_push_stays_marked_as_right_on_the_felt(qtbot, tmp_path: Path) -> None:
    page = make_page(qtbot, tmp_path)
    page.start_round(settings(Drill.SPLIT_POT, count=1))
    drills = page.drill_page
    give_answer(drills.panel(), expected_answer(showdown(page.runner.question())))
    qtbot.mouseClick(drills.check_button, Qt.MouseButton.LeftButton)
    assert drills.feedback.grade().correct
    marks = drills.table.marks()
    assert marks and all(text.startswith("You: +") for text in marks.values())
    assert not drills.table.wrong_marks()


def test_the_practise_tables_seats_show_no_white_name_field(qtbot, tmp_path: Path) -> None:
    page = make_page(qtbot, tmp_path)
    page.start_round(settings(Drill.READ_WINNER, count=1))
    table = page.drill_page.table
    drawn = table.grab().toImage()  # as the table draws it, behind the fields included
    for seat in table.view.seats:
        if seat.name_edit.isVisible():
            middle = seat.name_edit.mapTo(table, seat.name_edit.rect().center())
            assert drawn.pixelColor(middle).lightness() < 128, seat.number


def test_a_spot_reviewed_after_the_round_draws_the_trainees_answer_too(
    qtbot, tmp_path: Path
) -> None:
    page = make_page(qtbot, tmp_path)
    page.start_round(settings(Drill.READ_WINNER, count=1, at_end=True))
    drills = page.drill_page
    right = expected_answer(showdown(page.runner.question())).pots[0].high
    loser = next(s for s in page.runner.question().spot.scenario.seat_numbers if s not in right)
    drills.panel().seat_clicked(loser)
    qtbot.mouseClick(drills.check_button, Qt.MouseButton.LeftButton)
    assert page.practise_stack.currentWidget() is page.summary
    page.summary.spots.itemActivated.emit(page.summary.spots.item(0))

    assert drills.feedback.title.text() == "The right answer is drawn beside yours on the table."
    marks = drills.table.marks()
    assert marks[loser].startswith("You: Main") and marks[loser].endswith("right: none")
    assert drills.table.wrong_marks() == {loser}
    assert all(marks[seat].startswith("Right: Main") for seat in right)
