"""The dealing shift: hands pushed one after another, then hands an hour against the room."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from dealer_app.gui.training.shift_page import ShiftPage
from dealer_app.training.drills import expected_answer
from tests.gui.training.training_testing import give_answer, has_focus_in, show_active


def test_a_shift_of_three_hands_ends_in_the_pace_report(qtbot) -> None:
    page = ShiftPage()
    qtbot.addWidget(page)
    records = []
    page.answered.connect(records.append)
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
    # Every hand is kept for the history, with the push given.
    assert [(r.source, r.correct) for r in records] == [
        ("shift", True),
        ("shift", False),
        ("shift", True),
    ]
    assert all(record.given and record.scenario_json for record in records)
    # Each hand listed: right or wrong, its time, and what was wrong.
    hands = [page.hand_list.item(row).text() for row in range(page.hand_list.count())]
    assert len(hands) == 3 and page.hand_list.isVisibleTo(page)
    assert hands[0].startswith("Hand 1, Texas Hold'em: right, ")
    assert hands[1].startswith("Hand 2, Texas Hold'em: wrong, ") and "Main pot" in hands[1]
    # The pace is over the two hands pushed right; counts are in words.
    assert "3 showdowns" in page.report_label.text() and "over the right ones" in (
        page.report_label.text()
    )


def test_a_shift_pushed_by_keyboard_alone(qtbot) -> None:
    page = ShiftPage()
    show_active(qtbot, page)
    page.hands.setValue(1)
    page.start(seed=8)
    qtbot.waitUntil(lambda: has_focus_in(page.panel))
    question = page.questions[0]
    chips = [chip.name for chip in question.spot.scenario.chips]
    for split in expected_answer(question).pots:
        for seat in sorted(split.shares):
            for name in chips:
                qtbot.wait(5)
                qtbot.keyClicks(QApplication.focusWidget(), str(split.shares[seat].get(name, 0)))
                qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.keyClick(
        QApplication.focusWidget(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier
    )
    assert page.report is not None and page.report.right == 1


def test_before_the_shift_starts_no_table_to_edit_is_shown(qtbot) -> None:
    page = ShiftPage()
    show_active(qtbot, page)
    assert not page.table.view.isVisible()  # no Name, Fold, All-in, nor "Still needed"
    page.start(seed=8)
    assert page.table.view.isVisible()
    assert not any(seat.fold_button.isVisible() for seat in page.table.view.seats)


def test_the_hands_clock_stands_still_while_the_shift_is_off_screen(qtbot) -> None:
    page = ShiftPage()
    qtbot.addWidget(page)
    records = []
    page.answered.connect(records.append)
    page.show()
    page.hands.setValue(1)
    page.start(seed=8)
    page.hide()  # another tab, for a second
    qtbot.wait(1000)
    page.show()
    give_answer(page.panel, expected_answer(page.questions[0]))
    qtbot.mouseClick(page.push_button, Qt.MouseButton.LeftButton)
    # The second off screen is not counted (the hand itself takes a few milliseconds).
    assert records[0].seconds < 0.8
