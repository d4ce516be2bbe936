"""Card slots and the 52-card picker: clicks, typing, used cards, the four-colour deck."""

from __future__ import annotations

import doctest

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPaintEvent, QRegion
from PySide6.QtWidgets import QApplication, QHBoxLayout, QWidget

from dealer_app.gui.card_art import CardState, CardStyle, face_layout, paint_card
from dealer_app.gui.table import card_typing
from dealer_app.gui.table.card_picker import CardPicker, CardPickerPopup
from dealer_app.gui.table.card_row import CardSlotRow
from dealer_app.gui.theme import load_theme
from dealer_app.model.cards import Suit, parse_card, parse_cards

# The offscreen platform says so when a window is shown; it is not a fault of the widgets.

AS, KD, TH = parse_cards("As Kd Th")


def center(rect: QRectF) -> QPoint:
    return rect.center().toPoint()


@pytest.fixture
def row(qtbot):
    """A focused two-slot row wired the way the controller does it."""
    widget = CardSlotRow(2, label="Seat 1")
    widget.set_advance_when_full(False)
    widget.cardsTyped.connect(lambda cards: widget.set_cards((*widget.filled_cards(), *cards)))
    widget.cardCleared.connect(
        lambda slot: widget.set_cards(
            tuple(c for i, c in enumerate(widget.cards()) if i != slot and c is not None)
        )
    )
    qtbot.addWidget(widget)
    widget.resize(widget.sizeHint())
    widget.show()
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)
    widget.setFocus()
    return widget


def test_docstring_examples_hold() -> None:
    assert doctest.testmod(card_typing).failed == 0


def test_clicking_a_slot_requests_a_card_for_it(qtbot) -> None:
    row = CardSlotRow(3)
    qtbot.addWidget(row)
    row.resize(row.sizeHint())
    with qtbot.waitSignal(row.cardRequested) as blocker:
        qtbot.mouseClick(row, Qt.MouseButton.LeftButton, pos=center(row.slot_rect(1)))
    assert blocker.args == [1]


def test_right_click_clears_a_filled_slot_only(qtbot) -> None:
    row = CardSlotRow(2)
    qtbot.addWidget(row)
    row.resize(row.sizeHint())
    row.set_cards((AS,))
    with qtbot.assertNotEmitted(row.cardCleared):
        qtbot.mouseClick(row, Qt.MouseButton.RightButton, pos=center(row.slot_rect(1)))
    with qtbot.waitSignal(row.cardCleared) as blocker:
        qtbot.mouseClick(row, Qt.MouseButton.RightButton, pos=center(row.slot_rect(0)))
    assert blocker.args == [0]


@pytest.mark.parametrize("typed", ["AsKd", "as kd", "AS,KD"])
def test_typing_fills_the_slots(row, qtbot, typed) -> None:
    qtbot.keyClicks(row, typed)
    assert row.cards() == (AS, KD)


def test_a_space_between_typed_cards_is_no_call_for_the_picker(row, qtbot) -> None:
    qtbot.keyClicks(row, "as")
    with qtbot.assertNotEmitted(row.cardRequested):
        qtbot.keyClick(row, Qt.Key.Key_Space)
    qtbot.keyClicks(row, "kd")
    assert row.cards() == (AS, KD)


def test_space_on_a_row_not_typed_in_opens_the_picker(row, qtbot) -> None:
    qtbot.keyClicks(row, "as")
    row.clearFocus()
    row.setFocus()
    with qtbot.waitSignal(row.cardRequested) as blocker:
        qtbot.keyClick(row, Qt.Key.Key_Space)
    assert blocker.args == [1]


def test_a_ten_can_be_typed_as_10(row, qtbot) -> None:
    qtbot.keyClicks(row, "10h")
    assert row.cards() == (TH, None)


def test_a_pending_rank_shows_until_the_suit_comes(row, qtbot) -> None:
    qtbot.keyClicks(row, "1")
    qtbot.keyClicks(row, "0")
    assert row.pending_text() == "10" and row.cards() == (None, None)


def test_backspace_clears_the_last_card(row, qtbot) -> None:
    row.set_cards((AS, KD))
    qtbot.keyClick(row, Qt.Key.Key_Backspace)
    assert row.cards() == (AS, None)


def test_a_card_in_play_elsewhere_is_refused_when_typed(row, qtbot) -> None:
    row.set_used_cards({KD: "Seat 4"})
    with qtbot.waitSignal(row.inputRejected) as blocker:
        qtbot.keyClicks(row, "Kd")
    assert row.cards() == (None, None)
    assert blocker.args == ["Seat 1: Kd is already used by Seat 4"]


def test_more_cards_than_empty_slots_are_refused(row, qtbot) -> None:
    row.set_cards((AS,))
    with qtbot.assertNotEmitted(row.cardsTyped), qtbot.waitSignal(row.inputRejected):
        row.type_text("KdQh")
    assert row.cards() == (AS, None)


def test_a_full_row_passes_the_focus_on(qtbot) -> None:
    table = QWidget()
    qtbot.addWidget(table)
    first, second = CardSlotRow(2), CardSlotRow(2)
    layout = QHBoxLayout(table)
    for seat in (first, second):
        layout.addWidget(seat)
        seat.cardsTyped.connect(
            lambda cards, seat=seat: seat.set_cards((*seat.filled_cards(), *cards))
        )
    table.show()
    table.activateWindow()
    qtbot.waitUntil(table.isActiveWindow)
    first.setFocus()
    qtbot.keyClicks(first, "AsKd")
    assert first.cards() == (AS, KD)
    assert second.hasFocus()


def test_raised_cards_sit_higher(qtbot) -> None:
    row = CardSlotRow(2)
    qtbot.addWidget(row)
    row.resize(row.sizeHint())
    row.set_cards((AS, KD))
    row.set_card_states((CardState.RAISED, CardState.DIMMED))
    assert row.slot_rect(0).top() < row.slot_rect(1).top()


def test_a_narrow_row_fans_its_cards_but_keeps_every_slot_clickable(qtbot) -> None:
    row = CardSlotRow(7)
    qtbot.addWidget(row)
    row.resize(row.minimumSizeHint())
    assert row.slot_rect(1).left() < row.slot_rect(0).right()
    left_edges = [
        QPointF(row.slot_rect(i).left() + 2, row.slot_rect(i).center().y()) for i in range(7)
    ]
    assert [row.slot_at(point) for point in left_edges] == list(range(7))


def _overlap_pixels(qtbot, under: str) -> list[int]:
    """The pixels of a fanned row's dimmed last card where the card before it lies under."""
    row = CardSlotRow(5)
    qtbot.addWidget(row)
    row.resize(row.minimumSizeHint())
    row.set_cards(parse_cards(f"2c 3d 4h {under} As"))
    row.set_card_states((CardState.RAISED,) * 4 + (CardState.DIMMED,))
    image = row.grab().toImage()
    overlap = row.slot_rect(4).intersected(row.slot_rect(3)).adjusted(2, 2, -2, -2).toRect()
    assert overlap.width() > 4 and overlap.height() > 4
    return [
        image.pixel(x, y)
        for x in range(overlap.left(), overlap.right())
        for y in range(overlap.top(), overlap.bottom())
    ]


def test_a_dimmed_card_in_a_fan_hides_the_card_under_it(qtbot) -> None:
    # Big O's unused fifth card: the card before it must not show through its rank.
    assert _overlap_pixels(qtbot, "Kd") == _overlap_pixels(qtbot, "9c")


def picker_with(qtbot, used) -> CardPicker:
    picker = CardPicker()
    qtbot.addWidget(picker)
    picker.resize(picker.sizeHint())
    picker.set_used_cards(used)
    return picker


def test_picking_a_card_emits_it(qtbot) -> None:
    picker = picker_with(qtbot, set())
    with qtbot.waitSignal(picker.cardPicked) as blocker:
        qtbot.mouseClick(picker, Qt.MouseButton.LeftButton, pos=center(picker.card_rect(KD)))
    assert blocker.args == [KD]


def test_a_used_card_is_greyed_and_cannot_be_picked(qtbot) -> None:
    picker = picker_with(qtbot, {AS})
    with qtbot.assertNotEmitted(picker.cardPicked):
        qtbot.mouseClick(picker, Qt.MouseButton.LeftButton, pos=center(picker.card_rect(AS)))
    image = picker.grab().toImage()
    king = parse_card("Ks")
    used_ink = image.pixelColor(center(face_layout(picker.card_rect(AS)).pip))
    free_ink = image.pixelColor(center(face_layout(picker.card_rect(king)).pip))
    assert free_ink.lightness() < 60  # black spade
    assert used_ink.lightness() > free_ink.lightness() + 40  # grey spade


def test_tooltips_name_the_card_the_slot_and_where_a_used_card_is(qtbot) -> None:
    picker = picker_with(qtbot, {AS: "Seat 2"})
    assert picker.tooltip_at(center(picker.card_rect(KD))) == "King of diamonds"
    assert picker.tooltip_at(center(picker.card_rect(AS))) == (
        "Ace of spades (As is already used by Seat 2)"
    )
    row = CardSlotRow(2, label="Seat 1")
    qtbot.addWidget(row)
    row.resize(row.sizeHint())
    row.set_cards((KD,))
    assert row.tooltip_at(center(row.slot_rect(0))).startswith("Seat 1, card 1: King of")
    assert row.tooltip_at(center(row.slot_rect(1))).startswith("Seat 1, card 2: empty")
    assert row.tooltip_at(QPoint(-5, -5)) == ""


def test_the_picker_accepts_typing_and_the_keyboard(qtbot) -> None:
    picker = picker_with(qtbot, {AS})
    picker.show()
    qtbot.waitExposed(picker)
    picker.setFocus()
    with qtbot.waitSignal(picker.cardPicked) as blocker:
        qtbot.keyClicks(picker, "10h")
    assert blocker.args == [TH]
    picker.set_current_card(KD)
    qtbot.keyClick(picker, Qt.Key.Key_Right)
    with qtbot.waitSignal(picker.cardPicked) as blocker:
        qtbot.keyClick(picker, Qt.Key.Key_Return)
    assert blocker.args == [parse_card("Qd")]
    with qtbot.waitSignal(picker.inputRejected), qtbot.assertNotEmitted(picker.cardPicked):
        qtbot.keyClicks(picker, "As")


def test_after_a_pick_the_popup_moves_on_or_closes_as_its_owner_says(qtbot) -> None:
    popup = CardPickerPopup()
    qtbot.addWidget(popup)
    popup.open_for("Seat 1, card 1", used_cards={KD})
    popup.cardPicked.connect(
        lambda card: (
            popup.open_for("Seat 1, card 2", used_cards={KD, card})
            if popup.title().endswith("1")
            else popup.hide()
        )
    )
    qtbot.mouseClick(
        popup.picker, Qt.MouseButton.LeftButton, pos=center(popup.picker.card_rect(AS))
    )
    assert popup.isVisible() and popup.title() == "Seat 1, card 2"
    assert not popup.picker.is_available(AS)
    with qtbot.waitSignal(popup.closed, timeout=0):
        qtbot.mouseClick(
            popup.picker, Qt.MouseButton.LeftButton, pos=center(popup.picker.card_rect(TH))
        )
    assert not popup.isVisible()


def test_escape_closes_the_popup(qtbot) -> None:
    popup = CardPickerPopup()
    qtbot.addWidget(popup)
    popup.open_for("Board, card 1")
    with qtbot.waitSignal(popup.closed, timeout=0), qtbot.assertNotEmitted(popup.cardPicked):
        qtbot.keyClick(popup.picker, Qt.Key.Key_Escape)
    assert not popup.isVisible()


def pip_color(style: CardStyle) -> QColor:
    card = parse_card("9d")
    image = QImage(92, 128, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    rect = QRectF(0, 0, 92, 128)
    paint_card(painter, rect, card, theme=load_theme(), style=style)
    painter.end()
    return image.pixelColor(center(face_layout(rect, style).pip))


def test_the_four_colour_deck_paints_diamonds_blue(qapp) -> None:
    theme = load_theme()
    assert theme.suit_color(Suit.DIAMONDS) == theme.suit_color(Suit.HEARTS)
    assert theme.suit_color(Suit.DIAMONDS, four_color=True) != theme.suit_color(Suit.HEARTS)
    two_colour, four_colour = pip_color(CardStyle()), pip_color(CardStyle(four_color=True))
    assert two_colour.red() > two_colour.blue()
    assert four_colour.blue() > four_colour.red()


def test_a_face_down_row_shows_card_backs(qtbot) -> None:
    row = CardSlotRow(1)
    qtbot.addWidget(row)
    row.resize(row.sizeHint())
    row.set_cards((AS,))
    pip = center(face_layout(row.slot_rect(0)).pip)
    assert row.grab().toImage().pixelColor(pip).lightness() < 60  # the black spade
    row.set_face_down(True)
    back = row.grab().toImage().pixelColor(pip)
    assert back.red() > back.green() + 30  # the red back, no spade


class PaintedRegions(QObject):
    """Records the region of each paint of the watched widget."""

    def __init__(self) -> None:
        super().__init__()
        self.regions: list[QRegion] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and isinstance(event, QPaintEvent):
            self.regions.append(QRegion(event.region()))
        return False


@pytest.mark.parametrize("fanned", [False, True])
def test_a_change_of_a_few_cards_repaints_those_slots_alone_and_looks_as_painted_whole(
    qtbot, fanned
) -> None:
    table = QWidget()
    qtbot.addWidget(table)
    board = CardSlotRow(5, table, label="Board", fanned=fanned)
    board.resize(board.sizeHint())
    # The keyboard elsewhere: with it on the row, its frame runs round all the cards.
    board.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.resize(board.size())
    table.show()
    qtbot.waitExposed(table)
    board.set_cards(parse_cards("As Kd Th 2c"))
    QApplication.processEvents()
    painted = PaintedRegions()
    board.installEventFilter(painted)
    if fanned:
        board.set_highlight(4)
    else:
        board.set_card_states((CardState.RAISED, CardState.DIMMED, CardState.NORMAL))
        board.set_cards(parse_cards("As Kd Th 2c 9s"))
        board.set_highlight(4)
    qtbot.waitUntil(lambda: bool(painted.regions))
    QApplication.processEvents()
    repainted = QRegion()
    for region in painted.regions:
        repainted = repainted.united(region)
    assert repainted.contains(board.slot_rect(4).center().toPoint())
    # The first card (the third one spread out) neither moved nor changed.
    unchanged = board.slot_rect(0 if fanned else 2)
    assert not repainted.contains(unchanged.topLeft().toPoint() + QPoint(3, 3))
    # What is on screen, painted in parts, is the row as painted whole.
    on_screen = table.screen().grabWindow(table.winId()).toImage()
    whole = table.grab().toImage()
    assert on_screen.convertToFormat(QImage.Format.Format_RGB32) == whole.convertToFormat(
        QImage.Format.Format_RGB32
    )
