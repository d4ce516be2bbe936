"""What a card pick lays out and moves: the widgets whose place or size changed, once."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QAccessible, QColor, QImage, QPainter, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget

from dealer_app.gui.table.seat_hand import HandLine, read_hand_lines_as_text
from dealer_app.model.play.dealing import RowKey, dealable_cards
from tests.gui.event_counting import EventCounter
from tests.gui.table_testing import make_window


@pytest.fixture
def crowded(qtbot, tmp_path):
    """Ten seats dealt in on a small window, money in front of each (side pots), the
    board dealt but the river: the middle is fitted among the plaques at each pick."""
    window = make_window(qtbot, tmp_path, QSize(1024, 700))
    controller = window.controller
    controller.rng = random.Random(3)
    controller.set_seat_count(10)
    controller.random_deal()
    amounts = random.Random(3)
    for seat in range(1, 11):
        controller.set_committed(seat, amounts.choice((100, 250, 400, 1000)))
    return window


def test_a_river_picked_moves_each_board_row_and_the_explanation_once_at_most(qtbot, crowded):
    controller, table = crowded.controller, crowded.table
    river = RowKey.board(), 4
    cards = random.Random(5)
    counter = EventCounter(QEvent.Type.Move)
    QApplication.instance().installEventFilter(counter)
    try:
        for _ in range(12):
            controller.remove_card(*river)
            QApplication.processEvents()
            counter.seen.clear()
            controller.place_card(
                *river, cards.choice(sorted(dealable_cards(controller.scenario, *river)))
            )
            QApplication.processEvents()
            # The shapes the middle may take are worked out, not tried on the widgets.
            assert counter.of(table.info) <= 1
            assert all(counter.of(row) <= 1 for row in table.boards)
    finally:
        QApplication.instance().removeEventFilter(counter)


def test_new_hands_on_the_plaques_lay_none_of_them_out_again(qtbot, crowded):
    controller, table = crowded.controller, crowded.table
    river = RowKey.board(), 4
    controller.remove_card(*river)
    QApplication.processEvents()
    before = {seat.number: seat.hand_label.text() for seat in table.seats}
    counter = EventCounter(QEvent.Type.LayoutRequest)
    QApplication.instance().installEventFilter(counter)
    try:
        controller.place_card(*river, sorted(dealable_cards(controller.scenario, *river))[0])
        QApplication.processEvents()
    finally:
        QApplication.instance().removeEventFilter(counter)
    changed = [seat for seat in table.seats if seat.hand_label.text() != before[seat.number]]
    assert changed
    assert all(counter.of(seat) == 0 for seat in table.seats)


@pytest.mark.parametrize("pixels", [10, 13, 17, 25])
def test_a_hand_line_is_measured_as_a_label_measures_the_same_words(qtbot, pixels):
    line, label = HandLine(), QLabel()
    for widget in (line, label):
        qtbot.addWidget(widget)
        font = widget.font()
        font.setPixelSize(pixels)
        widget.setFont(font)
    # Never given words, each is one line of its font tall.
    assert line.sizeHint().height() == label.sizeHint().height()
    for words in ("One Pair, Kings", "Board 1: Flush\nBoard 2: Straight", "", "Folded"):
        line.set_text(words)
        label.setText(words)
        assert line.text() == words
        assert line.accessibleName() == words
        assert line.sizeHint().height() == label.sizeHint().height()
    # A screen reader reads it as it read the label: static text, its words its name (told
    # so after the window's first paint).
    read_hand_lines_as_text()
    line.set_text("Two Pair, Kings and Nines")
    read = QAccessible.queryAccessibleInterface(line)
    assert read.role() == QAccessible.queryAccessibleInterface(label).role()
    assert read.role() == QAccessible.Role.StaticText
    assert read.text(QAccessible.Text.Name) == "Two Pair, Kings and Nines"


def test_a_hand_line_lays_its_plaque_out_again_only_for_another_number_of_lines(qtbot):
    plaque = QWidget()
    qtbot.addWidget(plaque)
    line = HandLine(plaque)
    QVBoxLayout(plaque).addWidget(line)
    plaque.show()
    line.set_text("One Pair, Kings")
    QApplication.processEvents()
    counter = EventCounter(QEvent.Type.LayoutRequest)
    plaque.installEventFilter(counter)
    line.set_text("Two Pair, Kings and Sixes")
    QApplication.processEvents()
    assert counter.of(plaque) == 0
    line.set_text("Two Pair, Kings and Sixes\n8-7-6-4-A")
    QApplication.processEvents()
    assert counter.of(plaque) == 1


@pytest.mark.parametrize("backdrop", [QColor("#2a2f36"), None])
@pytest.mark.parametrize("pixels", [10, 13, 17])
def test_a_hand_line_copied_from_its_picture_looks_as_the_style_draws_it(qtbot, backdrop, pixels):
    line = HandLine()
    qtbot.addWidget(line)
    font = line.font()
    font.setPixelSize(pixels)
    line.setFont(font)
    line.resize(150, 2 * pixels + 6)
    ink = QColor("#e0c060")
    line.set_ink(ink)
    line.set_backdrop(backdrop)
    line.set_text("Two Pair, Kings and Nines\n8-7-6-4-A")

    def on_felt() -> QImage:
        image = QImage(line.size(), QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor("#145a32"))
        return image

    drawn = on_felt()
    painter = QPainter(drawn)
    painter.setFont(line.font())
    if backdrop is not None:
        painter.fillRect(line.rect(), backdrop)
    palette = QPalette(line.palette())
    palette.setColor(QPalette.ColorRole.WindowText, ink)
    flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextForceLeftToRight)
    line.style().drawItemText(
        painter, line.rect(), flags, palette, True, line.text(), QPalette.ColorRole.WindowText
    )
    painter.end()
    for _ in range(2):  # painted into its picture, then copied from it
        copied = on_felt()
        line.render(copied, renderFlags=QWidget.RenderFlag.DrawChildren)
        assert copied == drawn
