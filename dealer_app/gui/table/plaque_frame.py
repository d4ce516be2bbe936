"""A seat plaque's panel and frame: the rounded panel painted under the plaque's parts,
the frame round it (gold for a winner), and the room its parts keep from the frame.

No part of a plaque lies under its winner's frame (:func:`plaque_margins`), so a seat
that starts or stops winning repaints the frame's pixels alone (:func:`frame_ring`)::

    plaque.update(winner_frame_ring(plaque.width(), plaque.height(), scale))
"""

from __future__ import annotations

import functools
import math

from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QColor, QPainter, QPen, QRegion

from dealer_app.gui.pictures import draw_picture
from dealer_app.gui.theme import Theme

__all__ = [
    "PLAQUE_RADIUS",
    "corner_reach",
    "frame_ring",
    "paint_plaque",
    "plaque_margins",
    "winner_frame_ring",
    "winner_frame_width",
]

PLAQUE_RADIUS = 10
"""How round the plaque's corners are at scale 1, in pixels."""
_LEAST_MARGINS = (6, 2)
"""The least room across and down between a plaque's edge and its controls, in pixels."""
_EDGE_SLACK = 0.25
"""How far inside its true edge an antialiased curve may still tint a pixel (Qt draws a
curve as short straight lines)."""


def winner_frame_width(scale: float) -> float:
    """How wide a winner's gold frame is drawn on a plaque at ``scale``, in pixels."""
    return max(2.0, 2.5 * scale)


def corner_reach(row: int, radius: float, width: float) -> int:
    """How many pixels in from the side a frame ``width`` wide, its corners ``radius``
    round, tints (or leaves outside its corner) in pixel row ``row`` from the top."""
    centre = width / 2 + radius
    inside = max(0.0, radius - width / 2 - _EDGE_SLACK)
    rise = centre - row
    if rise <= 0:
        return math.ceil(width)
    if rise >= inside:
        return math.ceil(centre)
    # A pixel is clear when its far corner (towards the plaque's corner) is inside.
    return max(math.ceil(width), math.floor(centre - math.sqrt(inside**2 - rise**2)) + 1)


@functools.lru_cache(maxsize=64)
def plaque_margins(scale: float) -> tuple[int, int]:
    """The room across and down between a plaque's edge and its controls at ``scale``:
    no control lies under the winner's frame, its rounded corners included, so a seat
    winning or losing repaints the frame and not the controls inside it. The room down
    is kept least (the cards' height is what a dealer reads), the room across grows with
    the corners first, up to 7 px at scale 1."""
    width = winner_frame_width(scale)
    radius = PLAQUE_RADIUS * scale
    most_across = max(7, round(7 * scale))
    down = max(_LEAST_MARGINS[1], math.ceil(width))
    while True:
        across = max(_LEAST_MARGINS[0], corner_reach(down, radius, width))
        if across <= most_across:
            return across, down
        down += 1


def winner_frame_ring(across: int, down: int, scale: float) -> QRegion:
    """Where a plaque ``across`` by ``down`` at ``scale`` repaints when its seat starts or
    stops winning: its winner's frame (:func:`frame_ring`)."""
    return frame_ring(across, down, PLAQUE_RADIUS * scale, winner_frame_width(scale))


@functools.lru_cache(maxsize=64)
def frame_ring(across: int, down: int, radius: float, width: float) -> QRegion:
    """The pixels of a plaque ``across`` by ``down`` that its frame tints (``width`` wide,
    its corners ``radius`` round), with what lies outside the frame's corners: where a
    frame of another colour repaints."""
    band = math.ceil(width)
    whole = QRect(0, 0, across, down)
    ring = QRegion(whole).subtracted(QRegion(whole.adjusted(band, band, -band, -band)))
    for row in range(math.ceil(width / 2 + radius)):
        reach = corner_reach(row, radius, width)
        if reach <= band:
            continue
        for y in (row, down - 1 - row):
            ring += QRect(0, y, reach, 1)
            ring += QRect(across - reach, y, reach, 1)
    return ring


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
    radius = PLAQUE_RADIUS * scale

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
