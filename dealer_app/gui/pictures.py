"""Painted once, copied after: pictures of the table's costly, often repeated parts.

Cards, seat plaques and chip piles are drawn with antialiased vector paths; painting them
again for every repaint is most of what a card pick costs. :func:`draw_picture` paints a
part once per look into a pixmap at the painter's own pixel density (crisp on HiDPI
screens), keeps it in Qt's :class:`QPixmapCache` (within :data:`PICTURE_CACHE_KB`) and
copies it pixel for pixel from then on::

    draw_picture(painter, rect, ("face", card, theme, state),
                 lambda target, box: paint_card(target, box, card, theme=theme))

The look must name everything that changes the picture; the size and the pixel density
are added to it here.
"""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap, QPixmapCache

__all__ = ["PICTURE_CACHE_KB", "cached_picture", "clear_pictures", "draw_picture"]

PICTURE_CACHE_KB = 48 * 1024
"""How much memory Qt's picture cache may take (it holds the least recently drawn longest
out): the picker's 52 cards in their states, the seats' and the board's cards at their
sizes, the plaques and the chip piles, with room for a window being resized, which makes
pictures of ever new sizes (on a HiDPI screen a plaque's picture alone is 400 kB)."""

_LOOKS_NAMED = 4096
_numbers = itertools.count()


@functools.lru_cache(maxsize=_LOOKS_NAMED)
def _picture_name(key: Hashable) -> str:
    """The name :class:`QPixmapCache` keeps a look's picture under.

    Looks hold objects compared by identity (a theme): a number per look, given while the
    look is remembered here, never names two looks alike. A look forgotten here gets a new
    name when next drawn; its old picture is left for the cache to drop.
    """
    return f"dealer_app.picture.{next(_numbers)}"


@functools.cache
def _reserve_memory() -> None:
    """Give the cache room for :data:`PICTURE_CACHE_KB`, once (Qt's default is 10 MB)."""
    QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), PICTURE_CACHE_KB))


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
    # Asked before the transform's type: each pick draws some fifty pictures.
    if (
        transform.isRotating()
        or not transform.isAffine()
        or density <= 0
        or not math.isclose(density, transform.m22())
    ):
        paint(painter, rect)
        return
    left, top, width, height = rect.left(), rect.top(), rect.width(), rect.height()
    if width <= 0 or height <= 0:
        return
    key = (look, round(width, 3), round(height, 3), round(overhang, 3), density)
    margin = _margin(overhang, density)
    pixmap = cached_picture(key, lambda: _painted(paint, width, height, margin, density))
    offset = margin / density
    # The corner on a whole device pixel: the picture lands pixel on pixel.
    dx, dy = transform.dx(), transform.dy()
    x = (round(left * density + dx) - dx) / density - offset
    y = (round(top * density + dy) - dy) / density - offset
    painter.drawPixmap(QPointF(x, y), pixmap)


def cached_picture(look: Hashable, make: Callable[[], QPixmap]) -> QPixmap:
    """The picture Qt's cache keeps for ``look``, made by ``make`` when it has none.

    The look must name everything that changes the picture, its size and pixel density too.
    """
    name = _picture_name(look)
    pixmap = QPixmap()
    if not QPixmapCache.find(name, pixmap):
        _reserve_memory()
        pixmap = make()
        QPixmapCache.insert(name, pixmap)
    return pixmap


def _margin(overhang: float, density: float) -> int:
    """Device pixels round a picture for the paint that reaches outside its rectangle."""
    return math.ceil(overhang * density) + 1


def _painted(
    paint: Callable[[QPainter, QRectF], None],
    width: float,
    height: float,
    margin: int,
    density: float,
) -> QPixmap:
    """A transparent picture of ``paint`` at ``density``, its corner ``margin`` device
    pixels in (:func:`_margin`)."""
    pixmap = QPixmap(
        math.ceil(width * density) + 2 * margin, math.ceil(height * density) + 2 * margin
    )
    pixmap.setDevicePixelRatio(density)
    pixmap.fill(Qt.GlobalColor.transparent)
    offset = margin / density
    painter = QPainter(pixmap)
    paint(painter, QRectF(offset, offset, width, height))
    painter.end()
    return pixmap


def clear_pictures() -> None:
    """Forget every picture (they are painted again when next drawn)."""
    QPixmapCache.clear()
    _picture_name.cache_clear()
