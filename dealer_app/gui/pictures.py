"""Painted once, copied after: pictures of the table's costly, often repeated parts.

Cards and seat plaques are drawn with antialiased vector paths; painting them again for
every repaint is most of what a card pick costs. :func:`draw_picture` paints a part once
per look into a pixmap at the painter's own pixel density (crisp on HiDPI screens) and
copies it pixel for pixel from then on::

    draw_picture(painter, rect, ("face", card, theme, state),
                 lambda target, box: paint_card(target, box, card, theme=theme))

The look must name everything that changes the picture; the size and the pixel density
are added to it here.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap, QTransform

__all__ = [
    "PICTURE_CACHE_BYTES",
    "PICTURE_CACHE_SIZE",
    "clear_pictures",
    "draw_picture",
    "picture_count",
]

PICTURE_CACHE_SIZE = 600
"""How many pictures are kept: the picker's 52 cards in their states, the seats' and the
board's cards at their sizes and the plaques, with room to spare. The least recently drawn
go first."""

PICTURE_CACHE_BYTES = 48 * 1024 * 1024
"""How much memory the pictures may take: every step of a window being resized makes
pictures of a new size, and on a HiDPI screen a plaque's picture alone is 400 kB."""


class _Pictures:
    """The pictures kept, least recently drawn first, and the memory they take."""

    def __init__(self) -> None:
        self.entries: OrderedDict[Hashable, tuple[QPixmap, float]] = OrderedDict()
        self.bytes = 0

    def find(self, key: Hashable) -> tuple[QPixmap, float] | None:
        entry = self.entries.get(key)
        if entry is not None:
            self.entries.move_to_end(key)
        return entry

    def keep(self, key: Hashable, entry: tuple[QPixmap, float]) -> None:
        """Keep a new picture, forgetting the least recently drawn ones beyond the limits."""
        self.entries[key] = entry
        self.bytes += _size_of(entry)
        while len(self.entries) > 1 and (
            len(self.entries) > PICTURE_CACHE_SIZE or self.bytes > PICTURE_CACHE_BYTES
        ):
            _, oldest = self.entries.popitem(last=False)
            self.bytes -= _size_of(oldest)

    def clear(self) -> None:
        self.entries.clear()
        self.bytes = 0


def _size_of(entry: tuple[QPixmap, float]) -> int:
    pixmap = entry[0]
    return pixmap.width() * pixmap.height() * 4


_pictures = _Pictures()
_SCALE_AT_MOST = QTransform.TransformationType.TxScale.value


def draw_picture(
    painter: QPainter,
    rect: QRectF,
    look: Hashable,
    paint: Callable[[QPainter, QRectF], None],
    *,
    overhang: float = 0.0,
) -> None:
    """Draw what ``paint`` paints into ``rect``, from a picture painted once per ``look``.

    ``overhang`` is how far the paint reaches outside ``rect`` (a shadow, a focus ring).
    The picture is painted at the painter's pixel density and set down with ``rect``'s
    corner on a whole device pixel, so it is copied pixel for pixel: as sharp as the paths
    themselves. A painter that rotates, shears or stretches unevenly gets the paths.
    """
    transform = painter.deviceTransform()
    density = transform.m11()
    if (
        transform.type().value > _SCALE_AT_MOST
        or density <= 0
        or not math.isclose(density, transform.m22())
    ):
        paint(painter, rect)
        return
    left, top, width, height = rect.getRect()
    if width <= 0 or height <= 0:
        return
    key = (look, round(width, 3), round(height, 3), round(overhang, 3), density)
    entry = _pictures.find(key)
    if entry is None:
        entry = _painted(paint, width, height, overhang, density)
        _pictures.keep(key, entry)
    pixmap, offset = entry
    # The corner on a whole device pixel: the picture lands pixel on pixel.
    dx, dy = transform.dx(), transform.dy()
    x = (round(left * density + dx) - dx) / density - offset
    y = (round(top * density + dy) - dy) / density - offset
    painter.drawPixmap(QPointF(x, y), pixmap)


def _painted(
    paint: Callable[[QPainter, QRectF], None],
    width: float,
    height: float,
    overhang: float,
    density: float,
) -> tuple[QPixmap, float]:
    """A transparent picture of ``paint`` at ``density``, and how far in its corner is."""
    margin = math.ceil(overhang * density) + 1
    pixmap = QPixmap(
        math.ceil(width * density) + 2 * margin, math.ceil(height * density) + 2 * margin
    )
    pixmap.setDevicePixelRatio(density)
    pixmap.fill(Qt.GlobalColor.transparent)
    offset = margin / density
    painter = QPainter(pixmap)
    paint(painter, QRectF(offset, offset, width, height))
    painter.end()
    return pixmap, offset


def picture_count() -> int:
    """How many pictures are kept now."""
    return len(_pictures.entries)


def clear_pictures() -> None:
    """Forget every picture (they are painted again when next drawn)."""
    _pictures.clear()
