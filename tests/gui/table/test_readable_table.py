"""Readable at arm's length: cards that grow with the window and shrink with the seat count
only so far, a large-cards zoom, and no word on a plaque cut at the smallest window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QLineEdit, QToolTip, QWidget

from dealer_app.gui.main_window import MainWindow
from dealer_app.gui.table.amount_box import AmountBox
from tests.gui.table_testing import make_window

SMALL_LAPTOP = QSize(1024, 700)


def window_with_seats(qtbot, folder, size: QSize, seats: int) -> MainWindow:
    window = make_window(qtbot, folder, size)
    controller = window.controller
    controller.set_seat_count(seats)
    controller.set_committed(1, 150_000_000)
    controller.set_all_in(2, True)
    controller.set_folded(3, True)
    controller.set_dealt_in(4, False)
    # The empty table's first message goes as the hand is entered; the window lays the
    # table out again in its room when the events posted by then are handled.
    QApplication.sendPostedEvents()
    return window


@pytest.mark.parametrize(("seats", "least"), [(10, 40.0), (6, 64.0)])
def test_cards_on_a_laptop_are_big_enough_to_read(qtbot, tmp_path, seats, least):
    window = window_with_seats(qtbot, tmp_path, QSize(1280, 720), seats)
    heights = {
        seat.cards.slot_rect(0).height() for seat in window.table.seats if seat.cards.isVisible()
    }
    assert heights
    assert min(heights) >= least
    assert window.table.card_height() >= least


def shown_text(widget: QWidget) -> str:
    if isinstance(widget, QLineEdit):
        return widget.text() or widget.placeholderText()
    if isinstance(widget, QLabel | QAbstractButton):
        return widget.text()
    return ""


@pytest.mark.parametrize("seats", [6, 10])
def test_nothing_on_a_plaque_is_cut_on_a_small_laptop(qtbot, tmp_path, seats):
    window = window_with_seats(qtbot, tmp_path, SMALL_LAPTOP, seats)
    checked = 0
    for seat in window.table.seats:
        for widget in seat.findChildren(QWidget):
            text = shown_text(widget)
            if not widget.isVisible() or not text:
                continue
            checked += 1
            room = widget.contentsRect().width()
            if isinstance(widget, QAbstractButton | QLineEdit):
                room -= 6  # the frame and padding around the words
            for line in text.split("\n"):
                assert "…" not in line, f"seat {seat.number}: {line!r} is cut"
                assert widget.fontMetrics().horizontalAdvance(line) <= room, (
                    f"seat {seat.number}: {line!r} does not fit {type(widget).__name__}"
                )
    assert checked > seats * 4


def test_the_large_cards_zoom_makes_every_card_bigger(qtbot, tmp_path):
    window = window_with_seats(qtbot, tmp_path, QSize(1280, 720), 6)
    table = window.table
    before = table.card_height()
    board = table.boards[0].card_height()
    table.set_card_zoom(1.25)
    assert table.card_zoom() == 1.25
    assert table.card_height() > before * 1.1
    assert table.boards[0].card_height() > board * 1.1
    table.set_card_zoom(1.0)
    assert table.card_height() == pytest.approx(before)


def test_a_long_amount_typed_is_shortened_where_ten_plaques_leave_no_room(qtbot, tmp_path):
    # Ten plaques wide enough for 10^12 do not fit round a small screen's table: the amount
    # is shown "1T" with the whole of it in the tooltip, and whole again to type over.
    window = window_with_seats(qtbot, tmp_path, SMALL_LAPTOP, 10)
    # Where the keyboard is, as a dealer's window has it.
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    width = window.table.seat_widget(5).width()
    box = enter_a_trillion(qtbot, window)
    assert window.table.seat_widget(5).width() == width
    assert box.text() == box.shortened() == "1T"
    assert box.tooltip_text().startswith("$1,000,000,000,000: What seat 5 put in")
    point = box.rect().center()
    QApplication.sendEvent(box, QHelpEvent(QEvent.Type.ToolTip, point, box.mapToGlobal(point)))
    assert QToolTip.text() == box.tooltip_text()
    QToolTip.hideText()
    box.setFocus()
    assert box.text() == "1,000,000,000,000"


def enter_a_trillion(qtbot, window: MainWindow) -> AmountBox:
    """Seat 5's amount box after $1,000,000,000,000 is typed in it and entered, the keyboard
    moved on to seat 1's name."""
    box = window.table.seat_widget(5).amount
    box.setFocus()
    qtbot.keyClicks(box, "1000000000000")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert window.controller.state.entry(5).committed == 10**12
    window.table.seat_widget(1).name_edit.setFocus()
    return box


def test_a_long_amount_typed_makes_its_room_where_the_table_has_it(qtbot, tmp_path):
    window = window_with_seats(qtbot, tmp_path, QSize(1920, 1080), 6)
    box = enter_a_trillion(qtbot, window)
    text = box.lineEdit()
    assert text.text() == "1,000,000,000,000" and not box.shortened()
    assert text.fontMetrics().horizontalAdvance(text.text()) <= text.contentsRect().width() - 6
