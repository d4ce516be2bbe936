"""An exam from start to report: set, sat against the clock with no feedback, saved as PDF."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from dealer_app.gui.training.exam_page import ExamPage
from dealer_app.training.dealer_errors import ErrorSpot
from dealer_app.training.exam import GameMixRule, OverallRule, PerfectDrillRule, expected_answer_of
from tests.gui.training.training_testing import give_answer


def make_page(qtbot) -> ExamPage:
    page = ExamPage()
    qtbot.addWidget(page)
    page.resize(1024, 700)
    page.show()
    qtbot.waitExposed(page)
    return page


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
