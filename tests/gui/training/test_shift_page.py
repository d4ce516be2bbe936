"""The dealing shift: hands pushed one after another, then hands an hour against the room."""

from __future__ import annotations

from PySide6.QtCore import Qt

from dealer_app.gui.training.shift_page import ShiftPage
from dealer_app.training.drills import expected_answer
from tests.gui.training.training_testing import give_answer


def test_a_shift_of_three_hands_ends_in_the_pace_report(qtbot) -> None:
    page = ShiftPage()
    qtbot.addWidget(page)
    page.resize(1024, 700)
    page.show()
    page.hands.setValue(3)
    page.start(seed=8)
    assert page.status.text().startswith("Hand 1 of 3")
    give_answer(page.panel, expected_answer(page.questions[0]))
    qtbot.mouseClick(page.push_button, Qt.MouseButton.LeftButton)
    assert page.status.text().startswith("Hand 2 of 3")
    qtbot.mouseClick(page.push_button, Qt.MouseButton.LeftButton)  # pushed nothing: wrong
    give_answer(page.panel, expected_answer(page.questions[2]))
    qtbot.mouseClick(page.push_button, Qt.MouseButton.LeftButton)
    report = page.report
    assert report is not None
    assert (report.hands, report.right) == (3, 2)
    assert report.games[0].game.value == "holdem"
    assert "hands an hour" in page.report_label.text()
    assert "the room deals 30-40 hands an hour" in page.report_label.text()
    assert not page.push_button.isEnabled()
