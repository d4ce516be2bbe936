"""The "Take the rake" page, done by keyboard alone: deal, amount, Tab, chips, Enter, Enter."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QWidget

from dealer_app.gui.training.rake_page import RakeDrillPage, read_amounts
from dealer_app.gui.training.training_page import TrainingPage
from dealer_app.training.rake_drill import expected_rake_answer
from tests.gui.training.training_testing import show_active

ALT = Qt.KeyboardModifier.AltModifier


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def test_take_the_rake_by_keyboard_alone(qtbot) -> None:
    page = RakeDrillPage()
    show_active(qtbot, page)
    qtbot.keyClick(page, Qt.Key.Key_D, ALT)
    qtbot.waitUntil(lambda: page.progress_label.text().startswith("Spot 1 of 10"))
    for number in range(2):
        spot = page.current
        assert spot is not None and focused() is page.amount_edit
        assert page.spot_list.count() == 2 + len(spot.pots)
        expected = expected_rake_answer(spot)
        rake = expected.rake + (1 if number == 1 else 0)
        qtbot.keyClicks(focused(), f"{rake} + {expected.drop}")
        qtbot.keyClick(focused(), Qt.Key.Key_Tab)
        assert focused() is page.chips_edit
        qtbot.keyClicks(focused(), expected.chips.describe())
        qtbot.keyClick(focused(), Qt.Key.Key_Return)
        assert page.grades[-1].correct is (number == 0)
        assert ("Right" if number == 0 else "Wrong") in page.feedback.text()
        qtbot.keyClick(focused(), Qt.Key.Key_Return)
        assert page.progress_label.text().startswith(f"Spot {number + 2} of 10")
    assert "The rake is" in page.grades[-1].mistakes[0]


def test_a_bad_amount_is_told_and_nothing_graded(qtbot) -> None:
    page = RakeDrillPage()
    qtbot.addWidget(page)
    page.start(seed=3)
    page.amount_edit.setText("five")
    assert page.submit() is None
    assert "Amount 'five'" in page.feedback.text() and page.grades == []
    assert read_amounts(" 5+1 ") == (5, 1) and read_amounts("5") == (5, 0)


def test_the_training_page_has_the_rake_tab(qtbot, tmp_path: Path) -> None:
    page = TrainingPage(tmp_path / "history.sqlite3")
    qtbot.addWidget(page)
    titles = [page.tabs.tabText(index) for index in range(page.tabs.count())]
    assert titles.index("Chips and rake") == titles.index("Follow the action") + 1
    assert page.mastery.chips.tabText(0) == "Take the rake"


def _pages(pdf: Path) -> int:
    return len(re.findall(rb"/Type\s*/Page\b(?!s)", pdf.read_bytes()))


def test_the_worksheet_button_prints_the_run_by_keyboard(
    qtbot, tmp_path: Path, monkeypatch
) -> None:
    page = RakeDrillPage()
    qtbot.addWidget(page)
    page.start(3, seed=4)
    target = tmp_path / "rake.pdf"
    asked: list[str] = []

    def pick(_parent, _caption, suggested, _filter):
        asked.append(suggested)
        return str(target), "PDF (*.pdf)"

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(pick))
    page.show()
    qtbot.waitExposed(page)
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow)
    qtbot.keyClick(focused(), Qt.Key.Key_W, ALT)
    qtbot.waitUntil(target.exists)  # a mnemonic clicks its button a moment later
    assert asked == ["take-the-rake.pdf"]
    assert target.read_bytes().startswith(b"%PDF")
    assert _pages(target) == 2  # three spots on the first page, their key on the second
    assert page.feedback.text() == "Worksheet saved: rake.pdf"
    assert sorted(path.name for path in tmp_path.iterdir()) == ["rake.pdf"]


def test_a_worksheet_that_cannot_be_written_is_said_and_leaves_nothing(qtbot, tmp_path) -> None:
    page = RakeDrillPage()
    qtbot.addWidget(page)
    assert not page.save_worksheet(tmp_path / "gone" / "rake.pdf")  # deals a run first
    assert page.current is not None
    assert page.feedback.text().startswith("The worksheet was not saved: ")
    assert list(tmp_path.iterdir()) == []
