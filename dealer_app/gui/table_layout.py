"""Where things go on the oval table: seats around the rail, evenly spaced along it.

Seats are numbered clockwise from the dealer's left, the way card rooms number them; the
dealer sits at the bottom middle of the picture, in the gap between the last seat and
seat 1. Seats are spread by distance along the oval (not by angle), so a wide table does
not crowd its ends.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF

__all__ = ["SeatPlace", "TableGeometry", "table_geometry"]

_SAMPLES = 720


@dataclass(frozen=True)
class SeatPlace:
    """One seat's place: the centre of its plaque and the direction to the table's centre."""

    number: int
    center: QPointF
    toward_center: QPointF
    """Unit vector from the seat to the middle of the table."""

    def rect(self, size: QSizeF) -> QRectF:
        return QRectF(
            self.center.x() - size.width() / 2,
            self.center.y() - size.height() / 2,
            size.width(),
            size.height(),
        )


@dataclass(frozen=True)
class TableGeometry:
    """The felt oval, the rail around it and the seats, for one widget size."""

    felt: QRectF
    seats: tuple[SeatPlace, ...]
    seat_size: QSizeF
    scale: float

    @property
    def center(self) -> QPointF:
        return self.felt.center()

    @property
    def dealer_spot(self) -> QPointF:
        return QPointF(self.felt.center().x(), self.felt.bottom())


def _ellipse_point(center: QPointF, rx: float, ry: float, angle: float) -> QPointF:
    # angle 0 is the bottom middle; it grows clockwise on screen (left side, top, right).
    return QPointF(center.x() - rx * math.sin(angle), center.y() + ry * math.cos(angle))


def _even_angles(rx: float, ry: float, count: int) -> list[float]:
    """Angles of ``count`` points spread evenly by arc length, leaving the dealer's gap."""
    lengths = [0.0]
    previous = _ellipse_point(QPointF(0, 0), rx, ry, 0.0)
    for step in range(1, _SAMPLES + 1):
        point = _ellipse_point(QPointF(0, 0), rx, ry, 2 * math.pi * step / _SAMPLES)
        lengths.append(lengths[-1] + math.hypot(point.x() - previous.x(), point.y() - previous.y()))
        previous = point
    total = lengths[-1]
    # The dealer takes the room of one seat (at least), centred at the bottom.
    gap = total / (count + 1)
    angles = []
    index = 0
    for seat in range(count):
        target = gap + seat * (total - 2 * gap) / max(1, count - 1) if count > 1 else total / 2
        while index < _SAMPLES and lengths[index + 1] < target:
            index += 1
        span = lengths[index + 1] - lengths[index]
        fraction = (target - lengths[index]) / span if span else 0.0
        angles.append(2 * math.pi * (index + fraction) / _SAMPLES)
    return angles


def table_geometry(size: QSizeF, count: int, *, base_seat: QSizeF) -> TableGeometry:
    """Lay out a table of ``count`` seats in a widget of ``size``.

    ``base_seat`` is a seat plaque's size at scale 1; plaques grow on large windows and
    shrink a little on small ones, so the table stays readable from a laptop to full HD.
    """
    width, height = size.width(), size.height()
    scale = min(width / 1000.0, height / 640.0)
    scale = max(0.78, min(1.6, scale))
    seat = QSizeF(base_seat.width() * scale, base_seat.height() * scale)
    margin = 6.0 * scale
    center = QPointF(width / 2, height / 2)
    rx = max(10.0, width / 2 - seat.width() / 2 - margin)
    ry = max(10.0, height / 2 - seat.height() / 2 - margin)
    felt_rx = max(10.0, width / 2 - seat.width() * 0.32 - margin)
    felt_ry = max(10.0, height / 2 - seat.height() * 0.42 - margin)
    felt = QRectF(center.x() - felt_rx, center.y() - felt_ry, 2 * felt_rx, 2 * felt_ry)
    places = []
    for number, angle in enumerate(_even_angles(rx, ry, count), 1):
        point = _ellipse_point(center, rx, ry, angle)
        dx, dy = center.x() - point.x(), center.y() - point.y()
        length = math.hypot(dx, dy) or 1.0
        places.append(SeatPlace(number, point, QPointF(dx / length, dy / length)))
    return TableGeometry(felt, tuple(places), seat, scale)
