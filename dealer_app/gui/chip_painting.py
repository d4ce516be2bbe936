"""Chip stacks on the table: one stack per colour, side by side, value printed on each."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from dealer_app.gui.theme import Theme
from dealer_app.model.chips import ChipCounts, ChipSet

MAX_VISIBLE = 10
_CHIP_WIDTH = 26.0
_CHIP_THICKNESS = 4.2
_COLOURS = {
    "white": "#f2f0ea",
    "red": "#c62f2f",
    "green": "#2f8f4e",
    "black": "#222222",
    "purple": "#6f3fa0",
    "yellow": "#e8c23a",
    "brown": "#7a4a2a",
    "blue": "#2f5fbf",
    "pink": "#e98bb5",
    "orange": "#e8862f",
    "grey": "#8a8f94",
    "gray": "#8a8f94",
}


def chip_colour(name: str) -> QColor:
    colour = QColor(_COLOURS.get(name.lower(), ""))
    return colour if colour.isValid() else QColor("#8a8f94")


def stack_height(scale: float, chips: int) -> float:
    return (_CHIP_WIDTH * 0.42 + _CHIP_THICKNESS * min(chips, MAX_VISIBLE)) * scale


def paint_stacks(
    painter: QPainter,
    top_center: QPointF,
    counts: ChipCounts,
    chip_set: ChipSet,
    *,
    scale: float,
    theme: Theme,
    odd_chips: int = 0,
) -> QRectF:
    """Paint the stacks under ``top_center``; return the rectangle they take."""
    columns = [(chip, counts[chip.name]) for chip in chip_set if counts[chip.name]]
    width = _CHIP_WIDTH * scale
    gap = 4 * scale
    total = len(columns) * width + max(0, len(columns) - 1) * gap
    height = stack_height(scale, MAX_VISIBLE)
    left = top_center.x() - total / 2
    bottom = top_center.y() + height
    font = QFont()
    font.setPixelSize(max(8, round(9 * scale)))
    font.setBold(True)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    for index, (chip, count) in enumerate(columns):
        x = left + index * (width + gap)
        colour = chip_colour(chip.name)
        shown = min(count, MAX_VISIBLE)
        ellipse_h = width * 0.42
        for level in range(shown):
            y = bottom - ellipse_h - level * _CHIP_THICKNESS * scale
            painter.setPen(QPen(colour.darker(170), 1))
            painter.setBrush(colour)
            painter.drawEllipse(QRectF(x, y, width, ellipse_h))
        top_y = bottom - ellipse_h - (shown - 1) * _CHIP_THICKNESS * scale
        ink = QColor("#111111") if colour.lightness() > 140 else QColor("#ffffff")
        painter.setFont(font)
        painter.setPen(ink)
        painter.drawText(
            QRectF(x, top_y, width, ellipse_h), Qt.AlignmentFlag.AlignCenter, str(chip.value)
        )
        painter.setPen(theme.text)
        painter.drawText(
            QRectF(x - 4, bottom + 1, width + 8, 12 * scale),
            Qt.AlignmentFlag.AlignCenter,
            f"×{count}",
        )
    if odd_chips:
        painter.setPen(QPen(theme.accent, 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        marker = QRectF(left + total + 3 * scale, bottom - 14 * scale, 12 * scale, 12 * scale)
        painter.drawEllipse(marker)
        painter.drawText(marker.adjusted(-2, -14 * scale, 20 * scale, -12 * scale), "odd")
    painter.restore()
    return QRectF(left, top_center.y(), max(total, 1.0), height + 13 * scale)
