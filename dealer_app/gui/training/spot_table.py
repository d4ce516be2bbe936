"""A training spot on the table: drawn by the table's own view, answered by clicking seats.

The spot is shown through a :class:`~dealer_app.gui.table.view.TableView` and a controller
of its own, so it looks exactly as a hand looks at the table. While a question is open the
model's result is held back (no winners, no hands named, no shares), and for the pot-building
drill the pots in the middle are covered. An overlay above the table takes the trainee's
clicks (and chips dropped on a seat) and draws the marks of the answer being given; the
table underneath is never edited.
"""

from __future__ import annotations

from collections.abc import Mapping
from collections.abc import Set as AbstractSet
from dataclasses import dataclass

from PySide6.QtCore import (
    QEvent,
    QMimeData,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QFont,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QAbstractSpinBox, QWidget

from dealer_app.gui.card_art import CardStyle
from dealer_app.gui.table.controller import TableController
from dealer_app.gui.table.seat import set_visible
from dealer_app.gui.table.state import TableOutcome, state_for
from dealer_app.gui.table.tooltips import answer_tooltip
from dealer_app.gui.table.view import TableView
from dealer_app.gui.theme import Theme, load_theme
from dealer_app.model.play.dealing import RowKey
from dealer_app.model.showdown.scenario import Scenario

__all__ = [
    "CHIP_MIME_TYPE",
    "MARK_PART_SEPARATOR",
    "MarkBadge",
    "SpotTable",
    "chip_mime_data",
    "fit_mark",
]

CHIP_MIME_TYPE = "application/x-dealer-app-chip"
"""Drag data of one chip picked up from a pot: its colour name, UTF-8."""


def chip_mime_data(chip: str) -> QMimeData:
    data = QMimeData()
    data.setData(CHIP_MIME_TYPE, chip.encode("utf-8"))
    return data


class SpotTable(QWidget):
    """The table drawing one spot, with the trainee's marks and clicks on top."""

    seatClicked = Signal(int)
    spotShown = Signal(object)
    """The :class:`TableState` of the spot just shown (the status bar tells its table)."""
    chipDropped = Signal(int, str)
    """A chip (colour name) dropped on a seat."""

    def __init__(
        self,
        theme: Theme | None = None,
        parent: QWidget | None = None,
        *,
        card_style: CardStyle | None = None,
    ) -> None:
        super().__init__(parent)
        self._theme = theme if theme is not None else load_theme()
        self.controller = TableController(parent=self)
        style = card_style if card_style is not None else CardStyle()
        self.view = TableView(self.controller, self._theme, style, self)
        self.view.set_animated(False)
        self.overlay = _Overlay(self)
        self._revealed = True
        self._cover_pots = False
        self.view.geometryChanged.connect(self.overlay.update)
        self.setMinimumSize(self.view.minimumSize())
        # No table before the first spot: an empty table would offer its Name, Fold and
        # All-in controls and say what it still needs (a shift not started yet).
        self.view.hide()

    # -- what is shown -----------------------------------------------------------------

    def show_spot(self, scenario: Scenario, *, reveal: bool, cover_pots: bool = False) -> None:
        """Draw ``scenario``; with ``reveal`` the model's result too (winners, hands, chips)."""
        self._revealed = reveal
        self._cover_pots = cover_pots and not reveal
        self.controller.replace_state(state_for(scenario))
        self.view.show()
        self.spotShown.emit(self.controller.state)
        if not reveal:
            self.view.show_outcome(TableOutcome(self.controller.state))
        self._take_no_keys()
        # Plaques laid out when the event loop turns are kept from the keyboard too.
        QTimer.singleShot(0, self._take_no_keys)
        self.overlay.set_marks({}, wrong=set())
        self.overlay.raise_()

    def _take_no_keys(self) -> None:
        """The plaques' own controls are for the table; here they only show the spot, and
        no key can move its button or change its seats (the overlay takes every click)."""
        for child in self.view.findChildren(QWidget):
            child.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            if child.hasFocus():
                child.clearFocus()
        self._show_only()

    def _show_only(self) -> None:
        """A spot is not a table to edit: no Fold or Deal in button, no name to type, an
        amount as text; "All-in" stays only on a seat that is all in."""
        for seat in self.view.seats:
            set_visible(seat.fold_button, False)
            set_visible(seat.deal_in_button, False)
            if not seat.all_in_button.isChecked():
                set_visible(seat.all_in_button, False)
            seat.name_edit.setReadOnly(True)
            seat.name_edit.setPlaceholderText("")
            seat.amount.setReadOnly(True)
            seat.amount.setButtonSymbols(QAbstractSpinBox.ButtonSymbols.NoButtons)
            seat.amount.setFrame(False)

    def reveal(self) -> None:
        """Show the model's result on the spot shown (the right answer, drawn)."""
        self._revealed = True
        self._cover_pots = False
        self.view.show_outcome(self.controller.outcome)
        self._show_only()
        self.overlay.update()

    def theme(self) -> Theme:
        return self._theme

    def is_revealed(self) -> bool:
        return self._revealed

    def pots_covered(self) -> bool:
        return self._cover_pots

    def set_marks(
        self, marks: Mapping[int, str], *, wrong: bool | AbstractSet[int] = False
    ) -> None:
        """Mark seats with short words (``{3: "High", 5: "Low"}``): the answer being given.

        ``wrong`` (every mark, or the seats given) draws those marks dashed in the error
        colour, beside the right answer drawn on the table; the others stay solid.
        """
        seats = set(marks) if wrong is True else set(wrong or ())
        self.overlay.set_marks(dict(marks), wrong=seats & set(marks))

    def marks(self) -> dict[int, str]:
        return self.overlay.marks()

    def wrong_marks(self) -> set[int]:
        """The seats whose marks are drawn as wrong."""
        return self.overlay.wrong_marks()

    def seat_rect(self, seat: int) -> QRect:
        """Where seat ``seat``'s plaque is, in this widget's coordinates."""
        if not 1 <= seat <= len(self.view.seats):
            return QRect()
        return self.view.seat_widget(seat).geometry()

    def mark_room(self, seat: int) -> QRectF:
        """Where seat ``seat``'s mark may be written, in this widget's coordinates: on its own
        plaque, under its number and name, down to the foot of its cards (the cards' corners,
        where rank and suit are printed, stay in sight). A mark written there covers neither
        the seat's name nor any other plaque, however close the seats stand."""
        if not 1 <= seat <= len(self.view.seats):
            return QRectF()
        plaque = self.view.seat_widget(seat)
        name_row = (plaque.button_spot, plaque.seat_label, plaque.name_edit)
        top = (
            max((part.geometry().bottom() for part in name_row if part.isVisible()), default=0) + 3
        )
        cards = plaque.cards.geometry()
        bottom = (
            cards.bottom() if plaque.cards.isVisible() else plaque.hand_label.geometry().bottom()
        )
        inside = plaque.contentsRect().adjusted(2, 0, -2, -2)
        room = QRectF(
            float(inside.left()), float(top), float(inside.width()), float(bottom - top + 1)
        )
        return room.translated(QPointF(plaque.geometry().topLeft()))

    def seat_at(self, point: QPoint) -> int | None:
        state = self.controller.state
        for seat in state.scenario.seat_numbers:
            if self.seat_rect(seat).contains(point):
                return seat
        return None

    def cover_rect(self) -> QRectF:
        """The middle of the felt where the pots stand, hidden while pots are to be built."""
        geometry = self.view.table_geometry()
        if geometry is None:
            return QRectF()
        felt = geometry.felt
        board = self.view.row_widget(RowKey.board(1))
        top = (
            board.geometry().bottom() + 4
            if board is not None and board.isVisible()
            else felt.center().y() - felt.height() * 0.22
        )
        bottom = self.view.info.geometry().bottom()
        width = felt.width() * 0.62
        return QRectF(felt.center().x() - width / 2, top, width, max(0.0, bottom - top))

    # -- Qt ----------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.view.setGeometry(self.rect())
        self.overlay.setGeometry(self.rect())

    def sizeHint(self) -> QSize:
        return QSize(900, 620)


class _Overlay(QWidget):
    """Transparent pane over the table: takes clicks and drops, draws the answer's marks."""

    def __init__(self, table: SpotTable) -> None:
        super().__init__(table)
        self._table = table
        self._marks: dict[int, str] = {}
        self._wrong: set[int] = set()
        self.setAcceptDrops(True)
        self.setMouseTracking(True)

    def set_marks(self, marks: dict[int, str], *, wrong: set[int]) -> None:
        self._marks = marks
        self._wrong = wrong
        self.update()

    def marks(self) -> dict[int, str]:
        return dict(self._marks)

    def wrong_marks(self) -> set[int]:
        return set(self._wrong)

    def badges(self) -> dict[int, MarkBadge]:
        """Each marked seat's badge (a seat marked with no words has none)."""
        rooms = {seat: self._table.mark_room(seat) for seat, text in self._marks.items() if text}
        return {
            seat: fit_mark(self._marks[seat], room, self.font())
            for seat, room in rooms.items()
            if not room.isEmpty()
        }

    def event(self, event: QEvent) -> bool:
        return answer_tooltip(self, event, self._mark_at) or super().event(event)

    def _mark_at(self, point: QPoint) -> str:
        """The mark of the seat at ``point``, whole: one cut short on a narrow plaque is
        read in its tooltip."""
        seat = self._table.seat_at(point)
        return self._marks.get(seat, "") if seat is not None else ""

    def mousePressEvent(self, event: QMouseEvent) -> None:
        seat = self._table.seat_at(event.position().toPoint())
        if seat is not None and event.button() == Qt.MouseButton.LeftButton:
            self._table.seatClicked.emit(seat)
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        seat = self._table.seat_at(event.position().toPoint())
        shape = Qt.CursorShape.PointingHandCursor if seat else Qt.CursorShape.ArrowCursor
        self.setCursor(shape)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasFormat(CHIP_MIME_TYPE):
            event.acceptProposedAction()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if self._table.seat_at(event.position().toPoint()) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        seat = self._table.seat_at(event.position().toPoint())
        if seat is None or not event.mimeData().hasFormat(CHIP_MIME_TYPE):
            event.ignore()
            return
        chip = bytes(event.mimeData().data(CHIP_MIME_TYPE).data()).decode("utf-8")
        self._table.chipDropped.emit(seat, chip)
        event.acceptProposedAction()

    def paintEvent(self, event: QPaintEvent) -> None:
        table = self._table
        theme = table.theme()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if table.pots_covered():
            _paint_cover(painter, table.cover_rect(), theme)
        badges = self.badges()
        for seat in self._marks:
            wrong = seat in self._wrong
            accent = theme.error if wrong else theme.accent
            pen_style = Qt.PenStyle.DashLine if wrong else Qt.PenStyle.SolidLine
            rect = QRectF(table.seat_rect(seat)).adjusted(-3, -3, 3, 3)
            if rect.isEmpty():
                continue
            painter.setPen(QPen(accent, 4, pen_style))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, 10, 10)
            badge = badges.get(seat)
            if badge is not None:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(accent)
                painter.drawRoundedRect(badge.rect, 8, 8)
                painter.setFont(badge.font)
                painter.setPen(QColor("#111111"))
                painter.drawText(badge.rect, Qt.AlignmentFlag.AlignCenter, "\n".join(badge.lines))
        painter.end()


@dataclass(frozen=True)
class MarkBadge:
    """A seat's mark as written on its plaque: where, in which lines, in which font."""

    rect: QRectF
    lines: tuple[str, ...]
    font: QFont


_MARK_PIXEL_SIZES = (13, 12, 11, 10)
"""The mark's font, largest first: a narrow plaque takes a smaller one before words wrap."""
_MARK_PADDING = 8
MARK_PART_SEPARATOR = " · "
"""Between a mark's parts ("You: +860 · right: +861"): where a mark too wide for its plaque
breaks onto a second line."""


def fit_mark(text: str, room: QRectF, base: QFont) -> MarkBadge:
    """``text`` written inside ``room`` (a plaque's room for a mark): on one line in the
    largest font that fits, else one line per part ("You: +860", "right: +861 ★"), a part
    still too wide cut short ("…"; the mark's tooltip has the whole words). The badge
    stands at the room's foot; a room too short for it grows downwards, never upwards
    over the seat's number and name."""
    font = QFont(base)
    font.setBold(True)
    width = room.width() - 2 * _MARK_PADDING
    lines: tuple[str, ...] = (text,)
    for size in _MARK_PIXEL_SIZES:
        font.setPixelSize(size)
        if QFontMetricsF(font).horizontalAdvance(text) <= width:
            break
    else:
        metrics = QFontMetricsF(font)
        parts = text.split(MARK_PART_SEPARATOR)
        lines = tuple(
            metrics.elidedText(part, Qt.TextElideMode.ElideRight, max(width, 0.0)) for part in parts
        )
    metrics = QFontMetricsF(font)
    text_width = max(metrics.horizontalAdvance(line) for line in lines)
    badge_width = min(room.width(), text_width + 2 * _MARK_PADDING)
    badge_height = metrics.height() * len(lines) + 6
    top = max(room.top(), room.bottom() - badge_height)
    rect = QRectF(room.center().x() - badge_width / 2, top, badge_width, badge_height)
    return MarkBadge(rect, lines, QFont(font))


def _paint_cover(painter: QPainter, rect: QRectF, theme: Theme) -> None:
    if rect.isEmpty():
        return
    painter.setPen(QPen(theme.accent, 2, Qt.PenStyle.DashLine))
    felt = QColor(theme.felt)
    # On a white (print) felt a darkened felt is a grey block of ink: the shade is enough.
    painter.setBrush(theme.felt_shadow if felt.lightness() > 200 else felt.darker(125))
    painter.drawRoundedRect(rect, 14, 14)
    font = QFont(painter.font())
    # The words fit the cover on a narrow table too (they wrap when they must).
    font.setPixelSize(max(12, round(min(rect.height() / 7, rect.width() / 22))))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(theme.text)
    painter.drawText(
        rect.adjusted(8, 8, -8, -8),
        Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
        "Pots: build them from the bets",
    )
