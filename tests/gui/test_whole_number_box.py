"""The whole-number box: counts and amounts up to the format's 10^12, beyond a spin box."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from dealer_app.gui.whole_number_box import WholeNumberBox
from dealer_app.model.chips import MAX_AMOUNT


def make_box(qtbot) -> WholeNumberBox:
    box = WholeNumberBox()
    qtbot.addWidget(box)
    box.show()
    return box


def test_the_number_follows_the_typing_up_to_ten_to_the_twelfth(qtbot) -> None:
    box = make_box(qtbot)
    seen: list[int] = []
    box.valueChanged.connect(seen.append)
    box.selectAll()
    qtbot.keyClicks(box, "1000000000000")
    assert box.value() == MAX_AMOUNT
    assert seen[-1] == MAX_AMOUNT
    qtbot.keyClicks(box, "0")  # past the limit: the key is not taken
    assert box.value() == MAX_AMOUNT and box.text() == "1000000000000"


def test_letters_and_a_minus_sign_are_not_taken(qtbot) -> None:
    box = make_box(qtbot)
    box.selectAll()
    qtbot.keyClicks(box, "a-1x2")
    assert box.value() == 12 and box.text() == "12"


def test_the_number_is_shown_with_separators_once_the_keyboard_leaves(qtbot) -> None:
    box = make_box(qtbot)
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, "2500000")
    box.editingFinished.emit()
    assert box.text() == "2,500,000"


def test_a_prefix_a_suffix_and_the_range_are_kept(qtbot) -> None:
    box = make_box(qtbot)
    box.setPrefix("Seat 3: ")
    box.setSuffix(" chips")
    box.setRange(1, 50)
    assert box.value() == 1 and box.text() == "Seat 3: 1 chips"
    box.setValue(80)
    assert box.value() == 50
    box.stepBy(-5)
    assert box.value() == 45


def test_tabbing_in_and_typing_replaces_the_number_and_keeps_the_seat_it_counts(qtbot) -> None:
    page = QWidget()
    qtbot.addWidget(page)
    first, box = WholeNumberBox(page), WholeNumberBox(page)
    QVBoxLayout(page).addWidget(box)
    box.setPrefix("Seat 2: ")
    box.setSuffix(" of this colour")
    box.setValue(4)
    page.show()
    page.activateWindow()
    qtbot.waitActive(page)
    first.setFocus()
    qtbot.waitUntil(first.hasFocus)
    box.setFocus(Qt.FocusReason.TabFocusReason)
    assert box.lineEdit().selectedText() == "4"
    qtbot.keyClicks(box, "6")
    assert box.value() == 6 and box.text() == "Seat 2: 6 of this colour"
    box.stepBy(1)  # the arrow: the number selected again, for the next figures typed
    qtbot.keyClicks(box, "9")
    assert box.value() == 9 and box.text() == "Seat 2: 9 of this colour"
    assert first.value() == 0
