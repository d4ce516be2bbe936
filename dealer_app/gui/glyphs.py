"""Text painted as filled outlines, sized by its capitals: card indexes and chip values.

A font's own metrics leave room above and below the letters that differs from font to font;
painting the outline instead makes a ``Q`` or a ``25`` exactly as tall as the box it is
given, the same on every machine.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath

__all__ = ["paint_text_glyphs"]

_GLYPH_FONT_PIXELS = 200


@cache
def _index_font() -> QFont:
    font = QFont()
    font.setFamilies(
        ["DejaVu Sans Condensed", "Arial Narrow", "Roboto Condensed", "Helvetica Neue", "Arial"]
    )
    font.setPixelSize(_GLYPH_FONT_PIXELS)
    font.setWeight(QFont.Weight.Bold)
    font.setStyleHint(QFont.StyleHint.SansSerif)
    return font


@cache
def _cap_height() -> float:
    path = QPainterPath()
    path.addText(0, 0, _index_font(), "H")
    return path.boundingRect().height()


@cache
def _glyph_path(text: str) -> QPainterPath:
    """The outline of ``text`` with its baseline at y=0 and its ink starting at x=0."""
    path = QPainterPath()
    path.addText(0, 0, _index_font(), text)
    return path.translated(-path.boundingRect().left(), 0)


def paint_text_glyphs(painter: QPainter, text: str, box: QRectF, color: QColor) -> None:
    """Fill ``text`` so its capitals are exactly ``box.height()`` tall, centred in ``box``.

    Text wider than the box is narrowed to fit, the way a ``10`` index is on real cards.
    """
    path = _glyph_path(text)
    bounds = path.boundingRect()
    # a J or Q that hangs below the baseline in some fonts is shrunk to stay inside the box
    descent = max(0.0, bounds.bottom())
    scale = box.height() / (max(_cap_height(), -bounds.top()) + descent)
    x_scale = min(scale, box.width() / bounds.width()) if bounds.width() else scale
    painter.save()
    painter.translate(
        box.center().x() - bounds.width() * x_scale / 2, box.bottom() - descent * scale
    )
    painter.scale(x_scale, scale)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    painter.drawPath(path)
    painter.restore()
