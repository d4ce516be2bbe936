"""The money of a guts evening, painted: the pot and the reserve, and the last deal's moves.

Each move of the deal just played is one row: who takes the pot, who pays into the next pot,
who antes, what goes to or comes from the reserve, with the chips that move and an arrow to
where they go. The moves come from the model's settlement (:func:`deal_moves`, no Qt); the
chips are the fewest of the table's chip set, drawn as on the table.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from dealer_app.gui.chip_art import paint_chip_stacks
from dealer_app.gui.home.evening_controller import EveningController
from dealer_app.gui.table.chip_stacks import stacks_from_counts
from dealer_app.gui.theme import Theme
from dealer_app.model.showdown.result import Result

__all__ = ["MoneyView", "Move", "deal_moves"]


@dataclass(frozen=True)
class Move:
    """Chips worth ``amount`` going from ``source`` to ``target`` (both said in words)."""

    source: str
    target: str
    amount: int


def deal_moves(result: Result) -> tuple[Move, ...]:
    """The moves of a played deal, in the order the dealer makes them."""
    money = result.guts
    if money is None:
        return ()
    names = {entry.seat: entry.name or f"Seat {entry.seat}" for entry in result.scenario.seats}
    moves = [Move("Pot", names[seat], amount) for seat, amount in result.payouts]
    if money.next_stage is not None:
        # Three-five-seven: losers pay winners seat to seat; the pot is left as it is.
        moves += [
            Move(names[loser], names[winner], amount) for loser, winner, amount in money.transfers
        ]
    else:
        moves += [Move(names[seat], "Next pot", amount) for seat, amount in money.payments]
    if money.pot_stays and money.next_stage is None:
        moves.append(Move("Pot", "Next pot", money.declared.table.pot))
    if money.to_reserve:
        moves.append(Move("Next pot", "Reserve", money.to_reserve))
    if money.from_reserve:
        moves.append(Move("Reserve", "Next pot", money.from_reserve))
    moves += [Move(names[seat], "Next pot", amount) for seat, amount in money.antes]
    return tuple(moves)


_ROW = 34.0
_CHIP = 20.0
_TITLE_FLAGS = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)


def _pile_width(width: float) -> float:
    """The width of the pot's and the reserve's boxes in a view ``width`` wide."""
    return min(220.0, width * 0.34)


def _words_width(width: float) -> float:
    """The width left of the boxes for the title and the moves."""
    return width - _pile_width(width) - 30


class MoneyView(QWidget):
    """The pot, the reserve and the last deal's moves (see the module)."""

    def __init__(self, controller: EveningController, theme: Theme, parent: QWidget | None = None):
        super().__init__(parent)
        self._controller = controller
        self._theme = theme
        controller.changed.connect(self.update)
        self.setMinimumHeight(220)

    def sizeHint(self) -> QSize:
        return QSize(560, 300)

    def moves(self) -> tuple[Move, ...]:
        """The moves drawn: the last deal's."""
        last = self._controller.last_deal
        return deal_moves(last) if last is not None else ()

    def title(self) -> tuple[str, QRectF]:
        """The words over the moves, and their place: wrapped where the window is narrow,
        the moves starting under their last line."""
        last = self._controller.last_deal
        title = (
            f"Deal {len(self._controller.evening.played)}: the money moves"
            if last is not None
            else "No deal played yet: the first pot is the antes"
        )
        area = _words_width(self.width())
        # Measured from the top of its place: as tall as its lines, whatever room is below.
        room = QRect(10, 6, max(1, int(area)), max(1, self.height()))
        return title, QRectF(self.fontMetrics().boundingRect(room, _TITLE_FLAGS, title))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        theme = self._theme
        painter.fillRect(self.rect(), theme.felt)
        evening = self._controller.evening
        chips = evening.current.chips
        width = float(self.width())
        piles = (("Pot", evening.pot), ("Reserve", evening.reserve))
        pile_width = _pile_width(width)
        for index, (name, amount) in enumerate(piles):
            box = QRectF(width - pile_width - 10, 10 + index * 110, pile_width, 100)
            painter.setPen(QPen(theme.rail_highlight, 1.5))
            painter.drawRoundedRect(box, 8, 8)
            painter.setPen(theme.text)
            caption = f"{'Next pot' if name == 'Pot' else name}: {amount}"
            painter.drawText(box.adjusted(0, 4, 0, 0), Qt.AlignmentFlag.AlignHCenter, caption)
            stacks = stacks_from_counts(chips, chips.make_up(amount)) if amount else ()
            paint_chip_stacks(
                painter, box.adjusted(4, 22, -4, -4), stacks, theme=theme, diameter=26
            )
        painter.setPen(theme.text)
        title, title_rect = self.title()
        painter.drawText(title_rect, _TITLE_FLAGS, title)
        area = _words_width(width)
        first_top = max(30.0, title_rect.bottom() + 4)
        moves = self.moves()
        for row, move in enumerate(moves):
            top = first_top + row * _ROW
            if top + 2 * _ROW > self.height() and row < len(moves) - 1:
                painter.setPen(theme.text_muted)
                more = f"… and {len(moves) - row} more (the steps list them all)"
                painter.drawText(QRectF(10, top, area, _ROW), Qt.AlignmentFlag.AlignVCenter, more)
                break
            left = QRectF(10, top, area * 0.3, _ROW)
            right = QRectF(10 + area * 0.7, top, area * 0.3, _ROW)
            middle = QRectF(left.right(), top, right.left() - left.right(), _ROW)
            painter.setPen(theme.text)
            painter.drawText(left, Qt.AlignmentFlag.AlignVCenter, move.source)
            painter.drawText(right, Qt.AlignmentFlag.AlignVCenter, f"{move.target} +{move.amount}")
            painter.setPen(QPen(theme.accent, 2))
            y = middle.center().y()
            start, end = QPointF(middle.left() + 4, y), QPointF(middle.right() - 6, y)
            painter.drawLine(start, end)
            painter.drawLine(end, end + QPointF(-7, -5))
            painter.drawLine(end, end + QPointF(-7, 5))
            stacks = stacks_from_counts(chips, chips.make_up(move.amount))
            paint_chip_stacks(painter, middle, stacks, theme=theme, diameter=_CHIP)
        painter.end()
