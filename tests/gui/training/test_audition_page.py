"""An audition taken to its end: hold'em and three games drawn from the room's mix, each
showdown dealt on the table and pushed, "pot" called in Big O, a clock per showdown, the
room's pass rules and the PDF report."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt

from dealer_app.gui.training.exam_page import ExamPage
from dealer_app.training.action_drills import ActionQuestion, PotAnswer
from dealer_app.training.drills import Question
from dealer_app.training.exam import expected_answer_of
from tests.gui.training.test_exam_page import answer_right, make_page

EXAMPLE = Path(__file__).parents[3] / "docs" / "examples" / "audition.json"


def audition_file(folder: Path, **changes: Any) -> Path:
    """The example audition (hold'em, Big O, stud, deuce-to-seven), one hand a game."""
    document = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    document.update({"hands_per_game": 1, "seconds_per_showdown": 60}, **changes)
    path = folder / "audition.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def call_the_pot(qtbot, page: ExamPage, amount: int) -> None:
    edit = page.action_form.amount_edit
    edit.setFocus()
    qtbot.keyClicks(edit, str(amount))
    qtbot.keyClick(edit, Qt.Key.Key_Return)


def test_an_audition_of_holdem_and_three_games_to_its_pdf_report(qtbot, tmp_path: Path) -> None:
    page = make_page(qtbot)
    page.trainee.setText("Sam Okafor")
    rules = [
        {"rule": "overall", "percent": 75},
        {"rule": "each-game", "percent": 50},
        {"rule": "timed-out", "most": 1},
    ]
    path = audition_file(tmp_path, pass_rules=rules)
    assert page.open_audition(path)
    summary = page.summary.text()
    assert "An audition: Texas Hold'em, Big O, Seven-Card Stud, Deuce-to-Seven Lowball" in summary
    assert "1 hands each" in summary and "60 s a showdown" in summary
    assert "no more than 1 timed out" in summary and "SHA-256" in summary
    assert page.start_button.text() == "Start the audition"
    assert not page.export_button.isEnabled()
    running = []
    page.runningChanged.connect(running.append)
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    assert running == [True] and page.is_running()

    exam = page.exam
    assert exam is not None
    games = []
    while page.sitting is not None and not page.sitting.finished:
        index = page.sitting.index
        question = page.current_question()
        game = exam.items[index].game
        games.append(game)
        if isinstance(question, ActionQuestion):
            # Big O is played pot-limit: a seat says "pot" and the trainee calls it wrong.
            assert game == "bigo" and page.felt.currentWidget() is page.action_list
            assert page.progress_label.text() == "Hand 2 of 4 (Big O), question 1 of 4"
            expected = expected_answer_of(question)
            assert isinstance(expected, PotAnswer)
            call_the_pot(qtbot, page, expected.amount + 10)
            continue
        assert isinstance(question, Question)
        # Every showdown is dealt on the table, nothing revealed until the end.
        assert page.felt.currentWidget() is page.table and not page.table.is_revealed()
        if game == "deuce7" and question.drill.value == "build-pots":
            # The deuce-to-seven hand's minute runs out while the pots are built: the
            # push left in that showdown is a miss too, and the audition ends.
            assert page.progress_label.text() == (
                "Hand 4 of 4 (Deuce-to-Seven Lowball), question 2 of 3"
            )
            page.time_out()
            continue
        answer_right(page)
        qtbot.mouseClick(page.answer_button, Qt.MouseButton.LeftButton)

    assert games == ["holdem"] * 3 + ["bigo"] * 4 + ["stud"] * 3 + ["deuce7"] * 2
    assert running == [True, False] and not page.is_running()
    report = page.report
    assert report is not None and page.stack.currentWidget() is page.report_page
    assert [outcome.correct for outcome in report.outcomes] == (
        [True] * 3 + [False, True, True, True] + [True] * 3 + [True, False, False]
    )
    timed_out = report.outcomes[-1]
    assert timed_out.timed_out and timed_out.given == "no answer" and timed_out.allowed == 0
    overall, each_game, time_outs = report.score.rules
    assert overall.passed and overall.words == "Overall 76.9% (10 of 13); needs 75%"
    assert not each_game.passed and "Deuce-to-Seven Lowball 33.3% (1 of 3)" in each_game.words
    assert time_outs.passed and time_outs.words == "Timed out: 1; at most 1 allowed"
    assert not report.passed
    assert "Not passed: 76.9% (10 of 13)" in page.verdict.text()
    assert "Dealer audition, mixed games · SHA-256 " in page.verdict.text()
    assert page.answers.item(3, 1).text().startswith("Hand 2 (Big O)\n")
    assert page.answers.item(3, 5).text().startswith("wrong")

    target = tmp_path / "audition-report.pdf"
    assert page.save_report(target)
    assert target.read_bytes().startswith(b"%PDF")
    if shutil.which("pdftotext"):
        text = subprocess.run(
            ["pdftotext", "-layout", str(target), "-"], capture_output=True, text=True, check=True
        ).stdout
        assert "Sam Okafor" in text and "Dealer audition, mixed games" in text
        assert f"{exam.identity}" in text and "seed 2031" in text
        assert "NOT PASSED: 76.9% (10 of 13 right)" in text
        assert "Hand 4" in text and "Call the pot" in text
        assert "60 s a showdown" in text


def test_a_bad_audition_file_is_refused_in_the_page(qtbot, tmp_path: Path) -> None:
    page = make_page(qtbot)
    path = audition_file(tmp_path, mix=["holdem", "omaha", "stud"])
    assert not page.open_audition(path)
    assert page.banner.label.text() == (
        "audition.json is not an audition this app can give: "
        "mix: 2 games beside hold'em; the audition draws 3"
    )
    assert page.exam is None and not page.start_button.isEnabled()
    assert not page.open_audition(tmp_path / "nowhere.json")
    assert page.banner.label.text().startswith("Cannot read nowhere.json")


def test_an_audition_with_an_endless_clock_is_refused_in_the_page(qtbot, tmp_path: Path) -> None:
    page = make_page(qtbot)
    path = audition_file(tmp_path)
    path.write_text(path.read_text(encoding="utf-8").replace("60", "1e400"), encoding="utf-8")
    assert not page.open_audition(path)
    assert page.banner.label.text() == (
        "audition.json is not an audition this app can give: "
        "seconds_per_showdown inf must be a finite number of seconds"
    )
    assert page.exam is None and not page.start_button.isEnabled()
