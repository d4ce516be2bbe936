"""Where each winner's chips are set down: in front of that seat, and plainly that seat's.

:func:`~dealer_app.gui.table_layout.share_anchor` gives the first choice, straight toward
the middle of the table. On a full table that spot can lie nearer a neighbour's plaque
than the winner's own, or on another winner's chips; then the nearest spot that is clear
of every plaque, of the middle and of the piles already placed, and nearer the winner's
plaque than any other, is taken instead.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF

__all__ = ["clear_spot", "nearest_plaque"]

# Steps around the first choice, nearest first: up to 30 steps across, 20 up or down.
_OFFSETS = sorted(
    ((dx, dy) for dx in range(-30, 31) for dy in range(-20, 21)),
    key=lambda offset: offset[0] ** 2 + offset[1] ** 2,
)


def nearest_plaque(point: QPointF, plaques: Mapping[int, QRectF]) -> int:
    """The seat whose plaque's centre is nearest ``point``."""
    return min(
        plaques,
        key=lambda seat: math.hypot(
            plaques[seat].center().x() - point.x(), plaques[seat].center().y() - point.y()
        ),
    )


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
    grown_plaques = [rect.adjusted(-step, -step, step, step) for rect in plaques.values()]
    grown_blockers = [rect.adjusted(-step, -step, step, step) for rect in blockers]
    box = QRectF(QPointF(0, 0), pile)
    box.moveCenter(first)
    for obstacles in (grown_plaques + grown_blockers, grown_plaques):
        for dx, dy in _OFFSETS:
            candidate = box.translated(dx * step, dy * step)
            if (
                bounds.contains(candidate)
                and not any(candidate.intersects(other) for other in obstacles)
                and nearest_plaque(candidate.center(), plaques) == seat
            ):
                return candidate.center()
    return first
