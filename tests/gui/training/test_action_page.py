"""The "Follow the action" page, done by keyboard alone: deal, type, Enter, Enter."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from dealer_app.gui.training.action_page import ActionDrillPage
from dealer_app.gui.training.action_worksheet import action_answer_line
from dealer_app.gui.training.training_page import TrainingPage
from dealer_app.training.action_drills import (
    ActionDrill,
    PotAnswer,
    RaiseAnswer,
    expected_action_answer,
)
from dealer_app.training.schedule import LeitnerBoxes
from tests.gui.training.training_testing import show_active

ALT = Qt.KeyboardModifier.AltModifier


def make_page(qtbot, seed: int | None = None) -> ActionDrillPage:
    page = ActionDrillPage(seed=seed)
    show_active(qtbot, page)
    return page


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def type_and_enter(qtbot, text: str) -> None:
    qtbot.keyClicks(focused(), text)
    qtbot.keyClick(focused(), Qt.Key.Key_Return)


def test_call_the_pot_by_keyboard_alone(qtbot) -> None:
    page = make_page(qtbot)
    records = []
    page.answered.connect(records.append)
    qtbot.keyClick(page, Qt.Key.Key_D, ALT)  # the Deal button, clicked after a blink
    qtbot.waitUntil(lambda: page.progress_label.text().startswith("Spot 1 of 10"))
    for number in range(10):
        question = page.current
        assert question is not None and question.drill is ActionDrill.CALL_THE_POT
        assert focused() is page.amount_edit
        assert page.action_list.count() >= 2
        expected = expected_action_answer(question)
        assert isinstance(expected, PotAnswer)
        typed = expected.amount + (1 if number == 0 else 0)
        type_and_enter(qtbot, str(typed))
        words = page.feedback.text()
        assert ("Wrong" if number == 0 else "Right") in words
        assert "so the pot" in words and "trained dealer" in words
        qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert page.prompt.text().startswith("Done: 9 of 10 right")
    assert [record.correct for record in records] == [False] + [True] * 9
    assert all(record.drill == "call-the-pot" and record.tags for record in records)
    assert all(record.aim_seconds for record in records)


def test_is_it_a_legal_raise_by_keyboard_alone(qtbot) -> None:
    # Seeded, so the run surely holds a raise the seat may not make.
    page = make_page(qtbot, seed=3)
    # A trainee whose short all-in tags sit in the first box and the rest in the fifth.
    page.set_boxes(
        LeitnerBoxes(
            tuple(
                (tag, 5)
                for tag in ("pot-limit-after-call", "pot-limit-preflop-blinds", "limit-cap")
            )
        )
    )
    qtbot.keyClick(page, Qt.Key.Key_I, ALT)
    assert focused() is page.drill_box
    qtbot.keyClick(focused(), Qt.Key.Key_Down)
    assert page.drill is ActionDrill.LEGAL_RAISE
    qtbot.keyClick(page, Qt.Key.Key_D, ALT)
    qtbot.waitUntil(lambda: page.current is not None)
    seen_no_raise = False
    for _ in range(10):
        question = page.current
        assert question is not None and focused() is page.legal_edit
        assert f"{question.proposed}" in page.prompt.text()
        expected = expected_action_answer(question)
        assert isinstance(expected, RaiseAnswer)
        seen_no_raise |= expected.smallest is None
        qtbot.keyClicks(focused(), "y" if expected.legal else "n")
        qtbot.keyClick(focused(), Qt.Key.Key_Tab)
        assert focused() is page.smallest_edit
        type_and_enter(qtbot, "" if expected.smallest is None else str(expected.smallest))
        assert "Right" in page.feedback.text()
        qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert page.prompt.text().startswith("Done: 10 of 10 right")
    assert seen_no_raise


def test_an_answer_that_is_not_a_number_is_told_and_loses_nothing(qtbot) -> None:
    page = make_page(qtbot)
    page.start(3, seed=1)
    # "²" is a digit to Python's isdigit (one key on a French keyboard) but no amount.
    for typed in ("pot", "²", "-5", "1e3", "1e10000000", "+5"):
        page.amount_edit.clear()
        type_and_enter(qtbot, typed)
        assert page.feedback.text() == "Type the amount the pot raise goes to, in chips."
        assert page.grades == [] and page.current is not None


def test_an_amount_written_as_the_app_writes_it_is_taken(qtbot) -> None:
    page = make_page(qtbot)
    page.start(1, seed=1)
    question = page.current
    assert question is not None
    expected = expected_action_answer(question)
    assert isinstance(expected, PotAnswer)
    type_and_enter(qtbot, f"{expected.amount * 1000:,}")
    assert "Wrong" in page.feedback.text() and len(page.grades) == 1


def test_the_training_page_keeps_the_answers_and_their_tags_go_in_the_boxes(
    qtbot, tmp_path: Path
) -> None:
    page = TrainingPage(tmp_path / "history.sqlite3")
    qtbot.addWidget(page)
    page.resize(1024, 700)
    page.show()
    action = page.mastery.action
    page.tabs.setCurrentWidget(action)
    action.start(2, seed=4)
    question = action.current
    assert question is not None
    expected = expected_action_answer(question)
    assert isinstance(expected, PotAnswer)
    action.amount_edit.setText(str(expected.amount))
    action.submit()
    (stored,) = page.records()
    assert (stored.drill, stored.correct) == ("call-the-pot", True)
    assert set(stored.tags) == question.spot.tags
    page.tabs.setCurrentWidget(page.progress)
    tag = stored.tags[0]
    assert page.mastery.panel.table.row_of(tag)[2] == "1 of 50"
    page.tabs.setCurrentWidget(action)  # the boxes are read again from the history
    assert LeitnerBoxes.from_history(page.records()).box_of(tag) == 2


def test_the_spots_print_as_a_worksheet_with_the_answer_key(qtbot, tmp_path: Path) -> None:
    page = make_page(qtbot)
    page.start(6, seed=2)
    target = tmp_path / "action.pdf"
    assert page.save_worksheet(target)
    data = target.read_bytes()
    assert data.startswith(b"%PDF") and len(data) > 2000
    assert page.feedback.text() == "Worksheet saved: action.pdf"
    question = page.current
    assert question is not None
    assert action_answer_line(question).startswith("raise to ")
