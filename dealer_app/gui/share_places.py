"""Where each winner's chips are set down: in front of that seat, and plainly that seat's.

The first choice is straight from the seat's plaque toward the middle of the table. On a
full table that spot can lie on a neighbour's plaque, nearer a neighbour than the winner,
or on another winner's chips; then the nearest spot on a grid around it that is clear of
every plaque, of the middle and of the piles already placed, and nearer the winner's plaque
than any other, is taken instead.

This runs on every new result, so the search works row by row on plain numbers: in each
row of the grid, the obstacles that reach into the row rule out spans of centres, and the
free centre nearest the first choice is found without trying every one against every
obstacle.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF

__all__ = ["SharePlaces", "ahead_of", "clear_spot", "nearest_plaque"]

_ACROSS = 30
"""Grid steps searched to either side of the first choice."""
_UP_DOWN = 20
"""Grid steps searched above and below it."""

_Box = tuple[float, float, float, float]  # left, top, right, bottom


def nearest_plaque(point: QPointF, plaques: Mapping[int, QRectF]) -> int:
    """The seat whose plaque's centre is nearest ``point``."""
    return _nearest(point.x(), point.y(), _centres(plaques))


def _centres(plaques: Mapping[int, QRectF]) -> list[tuple[int, float, float]]:
    return [(seat, rect.center().x(), rect.center().y()) for seat, rect in plaques.items()]


def _nearest(x: float, y: float, centres: Sequence[tuple[int, float, float]]) -> int:
    return min(centres, key=lambda centre: (centre[1] - x) ** 2 + (centre[2] - y) ** 2)[0]


def ahead_of(plaque: QRectF, toward: QPointF, pile: QSizeF, gap: float) -> QPointF:
    """The centre of a pile of size ``pile`` set ``gap`` in front of ``plaque``, along the
    unit direction ``toward``."""

    def reach(width: float, height: float) -> float:
        across = width / 2 / abs(toward.x()) if toward.x() else math.inf
        down = height / 2 / abs(toward.y()) if toward.y() else math.inf
        return 0.0 if math.isinf(min(across, down)) else min(across, down)

    distance = reach(plaque.width(), plaque.height()) + reach(pile.width(), pile.height()) + gap
    centre = plaque.center()
    return QPointF(centre.x() + toward.x() * distance, centre.y() + toward.y() * distance)


def _box(rect: QRectF, grow: float) -> _Box:
    return rect.left() - grow, rect.top() - grow, rect.right() + grow, rect.bottom() + grow


def clear_spot(
    first: QPointF,
    pile: QSizeF,
    seat: int,
    plaques: Mapping[int, QRectF],
    blockers: Sequence[QRectF],
    bounds: QRectF,
    step: float,
) -> QPointF:
    """The centre nearest ``first`` for a pile of size ``pile`` that seat ``seat`` takes.

    The pile covers no plaque and no ``blockers`` (the middle, other piles; each kept
    ``step`` away), stays inside ``bounds`` and lies nearer ``seat``'s plaque than any
    other. When the middle leaves no such spot, the pile may touch the middle; failing
    that, ``first`` is kept.
    """
    centres = _centres(plaques)
    walls = [_box(rect, step) for rect in plaques.values()]
    middle = [_box(rect, step) for rect in blockers]
    for obstacles in (walls + middle, walls):
        spot = _search(first, pile, seat, centres, obstacles, bounds, step)
        if spot is not None:
            return spot
    return first


class SharePlaces:
    """The spots of one result's piles on one layout, worked out once when first asked.

    ``piles`` maps each winning seat to its pile's size, in the order the piles are set
    down (each later pile keeps clear of those before it); ``toward`` gives each seat's
    unit direction to the middle of the table; ``scale`` is the table's.
    """

    def __init__(
        self,
        piles: Mapping[int, QSizeF],
        plaques: Mapping[int, QRectF],
        toward: Mapping[int, QPointF],
        middle: Sequence[QRectF],
        bounds: QRectF,
        scale: float,
    ) -> None:
        self._piles = dict(piles)
        self._plaques = dict(plaques)
        self._toward = dict(toward)
        self._middle = list(middle)
        self._bounds = QRectF(bounds)
        self._scale = scale
        self._spots: dict[int, QPointF] | None = None
        self._placed: list[QRectF] = []

    def spot(self, seat: int) -> QPointF:
        """The centre of seat ``seat``'s pile (for a seat with none, where it would go)."""
        if self._spots is None:
            self._spots = {}
            for pile_seat, size in self._piles.items():
                point = self._spots[pile_seat] = self._place(pile_seat, size, self._placed)
                box = QRectF(QPointF(0, 0), size)
                box.moveCenter(point)
                self._placed.append(box)
        if seat not in self._spots:
            self._spots[seat] = self._place(seat, QSizeF(0, 0), self._placed)
        return QPointF(self._spots[seat])

    def _place(self, seat: int, size: QSizeF, placed: Sequence[QRectF]) -> QPointF:
        first = ahead_of(self._plaques[seat], self._toward[seat], size, 10 * self._scale)
        blockers = [*self._middle, *placed]
        step = 4 * self._scale
        return clear_spot(first, size, seat, self._plaques, blockers, self._bounds, step)


_ORDER = sorted(range(-_ACROSS, _ACROSS + 1), key=abs)
"""Steps across, nearest the first choice first."""


def _search(
    first: QPointF,
    pile: QSizeF,
    seat: int,
    centres: Sequence[tuple[int, float, float]],
    obstacles: Sequence[_Box],
    bounds: QRectF,
    step: float,
) -> QPointF | None:
    half_w, half_h = pile.width() / 2, pile.height() / 2
    fx, fy = first.x(), first.y()
    # Steps across that keep the pile inside the bounds, in every row.
    inside_low = math.ceil((bounds.left() + half_w - fx) / step)
    inside_high = math.floor((bounds.right() - half_w - fx) / step)
    best: tuple[float, float, float] | None = None  # distance squared, x, y
    for dy in sorted(range(-_UP_DOWN, _UP_DOWN + 1), key=abs):
        rise = dy * step
        if best is not None and rise * rise >= best[0]:
            break  # every row further up or down is further away
        y = fy + rise
        if y - half_h < bounds.top() or y + half_h > bounds.bottom():
            continue
        # The steps across ruled out in this row: each obstacle reaching into the row rules
        # out the centres strictly between its sides, widened by half the pile.
        blocked = [False] * (2 * _ACROSS + 1)
        for left, top, right, bottom in obstacles:
            if top < y + half_h and y - half_h < bottom:
                start = max(-_ACROSS, math.floor((left - half_w - fx) / step) + 1)
                end = min(_ACROSS, math.ceil((right + half_w - fx) / step) - 1)
                if start <= end:
                    blocked[start + _ACROSS : end + _ACROSS + 1] = [True] * (end - start + 1)
        for dx in _ORDER:
            across = dx * step
            if best is not None and across * across + rise * rise >= best[0]:
                break
            if blocked[dx + _ACROSS] or not inside_low <= dx <= inside_high:
                continue
            x = fx + across
            if _nearest(x, y, centres) == seat:
                best = (across * across + rise * rise, x, y)
                break
    return QPointF(best[1], best[2]) if best is not None else None
