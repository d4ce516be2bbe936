"""The small parts of a seat plaque: its size, the dealer-button spot, its look, and setters
that change a control only when its value changed (a plaque is updated after every edit)."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QAbstractButton, QToolButton, QWidget

from dealer_app.gui.pictures import draw_picture
from dealer_app.gui.table.card_row import row_size
from dealer_app.gui.theme import Theme

__all__ = [
    "BASE_CARD_HEIGHT",
    "ButtonSpot",
    "base_seat_size",
    "paint_plaque",
    "plaque_style_sheet",
    "set_checked",
    "set_visible",
]

BASE_CARD_HEIGHT = 68.0
"""A seat's card height at scale 1 and card zoom 1 (the table scales it with the window)."""

_BASE_WIDTH = 178
_CHROME_HEIGHT = 64
"""The plaque's height at scale 1 without its cards: name line, one hand line, money line."""
_HAND_LINE = 15
_FANNED_STEP = 0.8
"""How far apart a plaque's cards are at its natural width, in card widths: just fanned."""


def base_seat_size(hole_cards: int, hand_lines: int = 1, card_zoom: float = 1.0) -> QSize:
    """A plaque's size at scale 1: the cards ``card_zoom`` times their usual size, wider for
    draw and stud, taller for larger cards and more hand lines.

    ``hand_lines`` is how many lines the hand takes: one per board, two per board in
    high-low games (the high hand and the low).
    """
    cards = row_size(hole_cards, BASE_CARD_HEIGHT * card_zoom, _FANNED_STEP)
    width = max(_BASE_WIDTH, math.ceil(cards.width()) + 12)
    taller = max(0, hand_lines - 1) * _HAND_LINE
    return QSize(width, _CHROME_HEIGHT + math.ceil(cards.height()) + taller)


class ButtonSpot(QToolButton):
    """The dealer-button spot of a seat: the white ``D`` disc, or an empty ring to click.

    With the keyboard on it, a ring in the focus colour says so (Space moves the button).
    """

    def __init__(self, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._theme = theme
        self._has_button = False
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAutoRaise(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def set_has_button(self, has_button: bool) -> None:
        if has_button != self._has_button:
            self._has_button = has_button
            self.update()

    def has_button(self) -> bool:
        return self._has_button

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        side = min(self.width(), self.height()) - 2
        rect = QRectF((self.width() - side) / 2, (self.height() - side) / 2, side, side)
        if self.hasFocus():
            painter.setPen(QPen(self._theme.focus, 2.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(rect)
            rect = rect.adjusted(2.5, 2.5, -2.5, -2.5)
        if self._has_button:
            painter.setPen(QPen(QColor("#2b2b2b"), 1.2))
            painter.setBrush(QColor("#f7f5ee"))
            painter.drawEllipse(rect)
            font = QFont(self.font())
            font.setBold(True)
            font.setPixelSize(max(8, round(rect.height() * 0.6)))
            painter.setFont(font)
            painter.setPen(QColor("#1b1b1b"))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "D")
        elif not self.hasFocus():
            ring = QColor(self._theme.text_muted)
            ring.setAlpha(220 if self.underMouse() else 110)
            painter.setPen(QPen(ring, 1.4, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(rect.adjusted(1, 1, -1, -1))
        painter.end()


def paint_plaque(
    painter: QPainter,
    rect: QRectF,
    theme: Theme,
    border: QColor,
    width: float,
    alpha: int,
    scale: float,
) -> None:
    """The plaque's rounded panel with its frame (``border``, ``width`` px wide)."""
    radius = 10 * scale

    def paint(painter: QPainter, box: QRectF) -> None:
        background = QColor(theme.panel)
        background.setAlpha(alpha)
        inset = width / 2
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(border, width))
        painter.setBrush(background)
        painter.drawRoundedRect(box.adjusted(inset, inset, -inset, -inset), radius, radius)

    # The same plaque is repainted under its cards after every pick: a picture of it
    # is copied instead of filling the rounded shape again.
    look = ("plaque", theme, border.rgba(), width, alpha, radius)
    draw_picture(painter, rect, look, paint)


def plaque_style_sheet(theme: Theme) -> str:
    """The plaque's fixed look. Every control the keyboard reaches shows a focus ring in the
    focus colour; gold (the accent) is kept for the winners' frames alone."""
    muted, focus = theme.text_muted.name(), theme.focus.name()
    return f"""
        #seatPlaque {{ background: transparent; }}
        #seatName {{ color: {theme.text.name()}; background: transparent; }}
        #seatNumber, #amountLabel {{ color: {muted}; }}
        QToolButton {{
            color: {muted}; background: transparent;
            border: 1px solid {theme.rail_highlight.name()}; border-radius: 4px;
            padding: 0 4px;
        }}
        QToolButton:checked {{ color: {theme.window.name()}; background: {muted}; }}
        QToolButton:hover {{ border-color: {focus}; }}
        QToolButton:focus {{ border: 2px solid {focus}; padding: 0 3px; }}
        #amount {{
            color: {theme.text.name()}; background: {theme.panel.name()};
            border: 1px solid {theme.rail_highlight.name()}; border-radius: 3px;
            padding: 0 2px; selection-background-color: {focus};
        }}
        #amount:focus {{ border: 2px solid {focus}; padding: 0 1px; }}
        #amount:disabled {{ color: {muted}; }}
        """


def set_visible(widget: QWidget, visible: bool) -> None:
    # isHidden, not isVisible: a plaque not shown yet has every child invisible.
    if widget.isHidden() == visible:
        widget.setVisible(visible)


def set_checked(button: QAbstractButton, checked: bool) -> None:
    if button.isChecked() != checked:
        button.blockSignals(True)
        button.setChecked(checked)
        button.blockSignals(False)
