"""An exam from start to report: set, sat against the clock with no feedback, saved as PDF."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from dealer_app.gui.training.exam_page import ExamPage
from dealer_app.model.chips import ChipCounts
from dealer_app.training.dealer_errors import ErrorSpot
from dealer_app.training.exam import (
    Exam,
    ExamItem,
    GameMixRule,
    OverallRule,
    PerfectDrillRule,
    expected_answer_of,
)
from dealer_app.training.exam_file import exam_to_dict, exam_to_json
from dealer_app.training.quick_exam import QuickExamItem
from dealer_app.training.rake_drill import RakeAnswer
from dealer_app.training.spots import fixed_spots
from tests.gui.training.training_testing import give_answer
from tests.training.test_exam import ACTION_SPOTS
from tests.training.test_quick_exam import quick_exam


def make_page(qtbot) -> ExamPage:
    page = ExamPage()
    qtbot.addWidget(page)
    page.resize(1024, 700)
    page.show()
    qtbot.waitExposed(page)
    return page


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def type_and_enter(qtbot, text: str) -> None:
    qtbot.keyClicks(focused(), text)
    qtbot.keyClick(focused(), Qt.Key.Key_Return)


def answer_right(page: ExamPage) -> None:
    question = page.current_question()
    assert question is not None
    expected = expected_answer_of(question)
    if isinstance(question, ErrorSpot):
        page.error_panel.call(expected.error)  # type: ignore[union-attr]
    else:
        give_answer(page.current_panel(), expected)


def test_an_exam_from_start_to_its_pdf_report(qtbot, tmp_path: Path) -> None:
    page = make_page(qtbot)
    page.trainee.setText("Dana Reyes")
    page.seed.setValue(7)
    page.count.setValue(8)
    page.percent.setValue(75)
    page.perfect.setCurrentIndex(page.perfect.findData("build-pots"))
    set_button = next(
        b for b in page.setup_page.findChildren(QPushButton) if b.text() == "Set this exam"
    )
    qtbot.mouseClick(set_button, Qt.MouseButton.LeftButton)
    assert page.exam is not None and page.exam.title == "Exam 7"
    assert page.exam.rules == (OverallRule(75.0), PerfectDrillRule("build-pots"))
    assert "8 spots" in page.summary.text()
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    assert page.stack.currentWidget() is page.sitting_page
    drills = []
    for index in range(8):
        assert page.progress_label.text() == f"Spot {index + 1} of 8"
        assert page.clock_label.text().endswith("left")
        question = page.current_question()
        drills.append("spot-error" if isinstance(question, ErrorSpot) else question.drill.value)
        if index == 2:
            page.time_out()  # the clock ran out on the third spot
            continue
        answer_right(page)
        qtbot.mouseClick(page.answer_button, Qt.MouseButton.LeftButton)
        # No feedback during the exam: the next spot comes at once, nothing is revealed.
        assert not page.table.is_revealed()
    assert page.stack.currentWidget() is page.report_page
    report = page.report
    assert report is not None
    assert [outcome.drill for outcome in report.outcomes] == drills
    assert report.score.right == 7
    assert [outcome.correct for outcome in report.outcomes].index(False) == 2
    assert report.outcomes[2].given == "no answer"
    assert "Passed: 87.5% (7 of 8)" in page.verdict.text()
    assert page.answers.rowCount() == 8
    assert page.answers.item(2, 5).text().startswith("wrong")

    target = tmp_path / "report.pdf"
    assert page.save_report(target)
    assert target.read_bytes().startswith(b"%PDF")
    if shutil.which("pdftotext"):
        text = subprocess.run(
            ["pdftotext", "-layout", str(target), "-"], capture_output=True, text=True, check=True
        ).stdout
        assert "Dana Reyes" in text
        assert "Every answer" in text
        assert "no answer" in text


def test_an_exported_exam_opens_the_same_for_the_class(qtbot, tmp_path: Path) -> None:
    teacher = make_page(qtbot)
    assert teacher.make_exam(3, 5, (OverallRule(80.0),))
    path = tmp_path / "week3.json"
    assert teacher.export_exam(path)
    student = make_page(qtbot)
    assert student.open_exam(path)
    assert student.exam is not None and teacher.exam is not None
    assert student.exam.items == teacher.exam.items
    assert "Exam opened" in student.banner.label.text()


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        ("{not json", "not valid JSON"),
        (json.dumps({"format": "dealer-app/exam@1", "spots": []}), "at least one spot"),
    ],
)
def test_a_bad_exam_file_is_refused_naming_the_problem(
    qtbot, tmp_path: Path, content: str, problem: str
) -> None:
    page = make_page(qtbot)
    path = tmp_path / "broken.json"
    path.write_text(content, encoding="utf-8")
    assert not page.open_exam(path)
    assert page.exam is None
    assert not page.start_button.isEnabled()
    assert "broken.json is not an exam" in page.banner.label.text()
    assert problem in page.banner.label.text()


def test_a_missing_exam_file_is_reported(qtbot, tmp_path: Path) -> None:
    page = make_page(qtbot)
    assert not page.open_exam(tmp_path / "nowhere.json")
    assert "Cannot read nowhere.json" in page.banner.label.text()


def test_the_set_up_form_sets_a_game_mix_rule_over_the_chosen_games(qtbot) -> None:
    page = make_page(qtbot)
    for game, box in page.game_boxes.items():
        box.setChecked(game.value in ("holdem", "omaha8"))
    page.each_game.setChecked(True)
    page.count.setValue(12)
    assert page.make_from_form()
    exam = page.exam
    assert exam is not None
    assert {item.spot.game.value for item in exam.items} == {"holdem", "omaha8"}
    assert exam.rules == (OverallRule(80.0), GameMixRule(80.0, ("holdem", "omaha8")))
    assert "at least 80% in each of holdem, omaha8" in page.summary.text()
    for box in page.game_boxes.values():
        box.setChecked(False)
    assert not page.make_from_form()
    assert page.banner.label.text() == "Choose at least one game."


def action_check_file(folder: Path) -> Path:
    """An exam file of a showdown spot and the action spots, in ``folder``."""
    spot = {spot.key: spot for spot in fixed_spots()}["holdem-aq-v-a2-kicker-counterfeited"]
    document = exam_to_dict(Exam("Action check", (ExamItem("read-winner", spot),)))
    document["spots"] += ACTION_SPOTS
    path = folder / "action-check.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def test_an_exam_file_with_action_items_is_taken_by_keyboard(qtbot, tmp_path: Path) -> None:
    path = action_check_file(tmp_path)
    page = make_page(qtbot)
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow)
    assert page.open_exam(path)
    assert "Call the pot" in page.summary.text() and "Is it a legal raise?" in page.summary.text()
    qtbot.keyClick(page.start_button, Qt.Key.Key_Space)
    answer_right(page)
    qtbot.keyClick(page.answer_button, Qt.Key.Key_Space)

    assert page.progress_label.text() == "Spot 2 of 3"
    assert page.felt.currentWidget() is page.action_list
    assert page.action_list.item(page.action_list.count() - 1).text() == "Seat 2: call 20"
    assert 'Seat 3 says "pot"' in page.prompt.text()
    assert focused() is page.action_form.amount_edit
    type_and_enter(qtbot, "pot")  # not an amount: said, and the spot stays
    assert "Type the amount" in page.prompt.text()
    assert page.progress_label.text() == "Spot 2 of 3"
    qtbot.keyClick(focused(), Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    type_and_enter(qtbot, "180")

    assert page.progress_label.text() == "Spot 3 of 3"
    assert '"raise to 80"' in page.prompt.text()
    assert focused() is page.action_form.legal_edit
    qtbot.keyClicks(focused(), "y")  # wrong: the last raise was 40, so 100 is the least
    qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    type_and_enter(qtbot, "100")

    report = page.report
    assert report is not None and page.stack.currentWidget() is page.report_page
    assert [outcome.correct for outcome in report.outcomes] == [True, True, False]
    assert report.outcomes[1].given == "raise to 180"
    assert "Not passed: 66.7% (2 of 3)" in page.verdict.text()
    assert page.answers.item(2, 5).text().startswith("wrong\n80 is too small")
    right = page.answers.item(2, 3).text()  # with the working, on a miss
    assert right.startswith("not legal; smallest raise to 100\n") and "Smallest: " in right
    assert page.answers.item(1, 3).text() == "raise to 180"
    target = tmp_path / "report.pdf"
    assert page.save_report(target)
    assert target.read_bytes().startswith(b"%PDF")
    if shutil.which("pdftotext"):
        text = subprocess.run(
            ["pdftotext", "-layout", str(target), "-"], capture_output=True, text=True, check=True
        ).stdout
        # The answer's column is narrow: its words come on two lines, beside the next column's.
        assert "Is it a legal raise?" in text and "not legal; smallest" in text
        assert "too small" in text


def test_a_spots_refusal_goes_with_the_spot(qtbot, tmp_path: Path) -> None:
    path = action_check_file(tmp_path)
    page = make_page(qtbot)
    assert page.open_exam(path)
    page.start()
    page.time_out()
    amount = page.action_form.amount_edit
    qtbot.keyClicks(amount, "pot")  # not an amount: said beside the spot, which stays
    qtbot.keyClick(amount, Qt.Key.Key_Return)
    refusal = "Type the amount the pot raise goes to, in chips."
    assert page.progress_label.text() == "Spot 2 of 3" and refusal in page.prompt.text()
    amount.setText("180")
    qtbot.keyClick(amount, Qt.Key.Key_Return)
    assert page.progress_label.text() == "Spot 3 of 3"
    assert refusal not in page.prompt.text()
    page.time_out()
    assert page.stack.currentWidget() is page.report_page
    assert refusal not in page.banner.text()


def test_the_set_up_form_deals_the_action_drills_when_asked(qtbot) -> None:
    page = make_page(qtbot)
    page.count.setValue(14)
    assert page.make_from_form()
    assert page.exam is not None
    assert not {item.drill for item in page.exam.items} & {"call-the-pot", "legal-raise"}
    page.with_action.setChecked(True)
    assert page.make_from_form()
    assert {item.drill for item in page.exam.items} >= {"call-the-pot", "legal-raise"}
    assert "Call the pot" in page.summary.text()


def test_an_exam_of_the_quick_drills_is_taken_by_keyboard(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "chips-check.json"
    path.write_text(exam_to_json(quick_exam()), encoding="utf-8")
    page = make_page(qtbot)
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow)
    assert page.open_exam(path)
    assert "Take the rake" in page.summary.text() and "Cut it" in page.summary.text()
    qtbot.keyClick(page.start_button, Qt.Key.Key_Space)
    rake = page.current_question()
    assert isinstance(rake, QuickExamItem) and page.felt.currentWidget() is page.action_list
    expected = expected_answer_of(rake)
    assert isinstance(expected, RakeAnswer)
    assert focused() is page.quick_form.answer_edit
    qtbot.keyClicks(focused(), f"{expected.rake} + {expected.drop}")
    qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    type_and_enter(qtbot, expected.chips.describe())

    count = page.current_question()
    assert isinstance(count, QuickExamItem) and page.felt.currentWidget() is page.stacks_view
    assert page.stacks_view.stacks and not page.stacks_view.counts_shown
    assert focused() is page.quick_form.answer_edit
    type_and_enter(qtbot, "many")  # not a count: said, and the spot stays
    assert "type what the stacks are worth" in page.prompt.text()
    qtbot.keyClick(focused(), Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    type_and_enter(qtbot, f"{expected_answer_of(count):,}")
    for _cut in range(2):
        cut = page.current_question()
        assert isinstance(cut, QuickExamItem) and page.stacks_view.counts_shown
        answer = expected_answer_of(cut)
        assert isinstance(answer, ChipCounts)
        type_and_enter(qtbot, answer.describe())
    report = page.report
    assert report is not None and page.stack.currentWidget() is page.report_page
    assert [outcome.correct for outcome in report.outcomes] == [True] * 4
    assert "Passed" in page.verdict.text()


def test_the_set_up_form_deals_the_quick_drills_when_asked(qtbot) -> None:
    page = make_page(qtbot)
    page.count.setValue(14)
    page.with_action.setChecked(True)
    assert page.make_from_form()
    assert page.exam is not None
    assert not {item.drill for item in page.exam.items} & {"take-the-rake", "cut-it"}
    page.with_quick.setChecked(True)
    assert page.make_from_form()
    drills = {item.drill for item in page.exam.items}
    assert drills >= {"take-the-rake", "count-the-stacks", "cut-it", "call-the-pot"}
    assert "Cut it" in page.summary.text()


def test_each_showdown_spot_of_an_exam_starts_with_the_keyboard_in_its_answer(qtbot) -> None:
    page = make_page(qtbot)
    page.seed.setValue(7)
    page.count.setValue(6)
    set_button = next(
        b for b in page.setup_page.findChildren(QPushButton) if b.text() == "Set this exam"
    )
    qtbot.mouseClick(set_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    page.activateWindow()
    seen = 0
    while page.stack.currentWidget() is page.sitting_page:
        if not isinstance(page.current_question(), ErrorSpot):
            panel = page.current_panel()
            qtbot.waitUntil(lambda panel=panel: panel.isAncestorOf(QApplication.focusWidget()))
            seen += 1
        answer_right(page)
        qtbot.mouseClick(page.answer_button, Qt.MouseButton.LeftButton)
    assert seen
