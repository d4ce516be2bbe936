"""Where each winner's chips are set down, and how big: in front of that seat, plainly its own.

The first choice is straight from the seat's plaque toward the middle of the table. On a
full table that spot can lie on a neighbour's plaque, nearer a neighbour than the winner,
on the board, the pots or their words, or on another winner's chips; then the nearest spot
on the felt that is clear of all of them and nearer the winner's plaque than any other is
taken instead. When no such spot is left for the pile as it is usually drawn, it is drawn
narrower (its label on two lines), then with smaller chips, down to 60%
(:func:`pile_looks`). Only when even that finds no room do the pots whose chips have been
pushed to the winners give up their chips' room (their words stay): on the table those
chips are gone. Last of all, the smallest pile goes to its first choice.

This runs on every new result, so the search works row by row on plain numbers: in each
row, the seat's side of the table is one span of centres, the obstacles reaching into the
row rule out spans of centres, and the free centre nearest the first choice is found
without trying centre after centre.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF

from dealer_app.gui.chip_art import chip_stacks_size
from dealer_app.gui.table.chip_stacks import ChipStack
from dealer_app.gui.table.scene import SharePile

__all__ = [
    "PileLook",
    "SharePlaces",
    "ahead_of",
    "clear_spot",
    "nearest_plaque",
    "pile_looks",
    "recent_share_places",
    "winners_looks",
]

SHRINK_STEPS = (1.0, 0.85, 0.72, 0.6)
"""How small a winner's chips may be drawn, against their usual size, to find room."""

_Box = tuple[float, float, float, float]  # left, top, right, bottom
_Line = tuple[float, float, float]  # a * x + b * y < c


@dataclass(frozen=True)
class PileLook:
    """One way of drawing a pile: its chips' diameter, its label and the room they take."""

    diameter: float
    caption: str
    size: QSizeF
    per_row: int = 0
    """Stacks to a row; 0: all in one row."""


def pile_looks(stacks: tuple[ChipStack, ...], diameter: float, label: str) -> list[PileLook]:
    """The ways a pile may be drawn, best first: as usual; narrower, its label on two lines
    (``"Seat 5"`` over ``"+600"``) and its stacks in two rows; then each smaller, down to
    60%. A way that takes as much room across and down as one before it is left out: it
    cannot fit where that did not."""
    seat, _, amount = label.partition(" +")
    captions = (label, f"{seat}\n+{amount}") if amount else (label,)
    rows = (0, math.ceil(len(stacks) / 2)) if len(stacks) > 2 else (0,)
    looks: list[PileLook] = []
    for factor in SHRINK_STEPS:
        for per_row in rows:
            for caption in captions:
                size = chip_stacks_size(stacks, diameter * factor, caption, per_row)
                if not any(_no_smaller(size, look.size) for look in looks):
                    looks.append(PileLook(diameter * factor, caption, size, per_row))
    return looks


def winners_looks(
    piles: Iterable[SharePile], seats: int, diameter: float
) -> dict[int, list[PileLook]]:
    """The ways each winner's pile may be drawn (:func:`pile_looks`), for seats up to
    ``seats``, chips usually ``diameter`` wide."""
    return {
        pile.seat: pile_looks(pile.stacks, diameter, pile.label)
        for pile in piles
        if pile.seat <= seats
    }


def _no_smaller(size: QSizeF, than: QSizeF) -> bool:
    return size.width() >= than.width() and size.height() >= than.height()


def nearest_plaque(point: QPointF, plaques: Mapping[int, QRectF]) -> int:
    """The seat whose plaque's centre is nearest ``point``."""
    centres = [(seat, rect.center().x(), rect.center().y()) for seat, rect in plaques.items()]
    return min(centres, key=lambda c: (c[1] - point.x()) ** 2 + (c[2] - point.y()) ** 2)[0]


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


def _nearer_lines(seat: int, plaques: Mapping[int, QRectF]) -> list[_Line]:
    """Where a point is nearer ``seat``'s plaque centre than each other's: one half-plane
    per other plaque (a pixel's margin keeps a tie from counting)."""
    own = plaques[seat].center()
    lines = []
    for other, rect in plaques.items():
        if other == seat:
            continue
        them = rect.center()
        a, b = 2 * (them.x() - own.x()), 2 * (them.y() - own.y())
        c = them.x() ** 2 + them.y() ** 2 - own.x() ** 2 - own.y() ** 2
        lines.append((a, b, c - math.hypot(a, b)))
    return lines


def clear_spot(
    first: QPointF,
    pile: QSizeF,
    seat: int,
    plaques: Mapping[int, QRectF],
    blockers: Sequence[QRectF],
    bounds: QRectF,
    step: float,
) -> QPointF | None:
    """The centre nearest ``first`` for a pile of size ``pile`` that seat ``seat`` takes,
    or None when there is none.

    The pile covers no plaque and no ``blockers``, each kept ``step`` away, stays inside
    ``bounds`` and lies nearer ``seat``'s plaque than any other. Rows are ``step`` apart.
    """
    obstacles = [_box(rect, step) for rect in (*plaques.values(), *blockers)]
    rows = _seat_rows(_nearer_lines(seat, plaques), bounds, 2 * step)
    return _search(first, pile, rows, obstacles, bounds)


class SharePlaces:
    """The spots and looks of one result's piles on one layout, worked out once when first
    asked.

    ``piles`` maps each winning seat to the ways its pile may be drawn (:func:`pile_looks`),
    in the order the piles are set down (each later pile keeps clear of those before it);
    ``toward`` gives each seat's unit direction to the middle of the table; ``middle`` is
    what no pile covers (boards, the words under the pots, the house rules); ``pots`` are
    where each pot's chips and words are: no pile covers the words, and a pile covers a
    pot (its chips pushed, so only its words are drawn) only when nothing else is left
    (:meth:`given_room` says which); ``bounds`` is the felt; ``scale`` is the table's.
    """

    def __init__(
        self,
        piles: Mapping[int, Sequence[PileLook]],
        plaques: Mapping[int, QRectF],
        toward: Mapping[int, QPointF],
        middle: Sequence[QRectF],
        pots: Sequence[tuple[QRectF, QRectF]],
        bounds: QRectF,
        scale: float,
    ) -> None:
        self._piles = {seat: list(looks) for seat, looks in piles.items() if looks}
        self._plaques = dict(plaques)
        self._toward = dict(toward)
        self._middle = [*middle, *(words for _, words in pots if not words.isEmpty())]
        self._pushed = [chips.united(words) for chips, words in pots]
        self._bounds = QRectF(bounds)
        self._scale = scale
        self._placed: dict[int, tuple[QPointF, PileLook]] | None = None
        self._empty: dict[int, QPointF] = {}
        self._given: set[int] = set()

    def key(self) -> tuple[object, ...]:
        """What the spots depend on, as plain numbers."""
        return (
            tuple(
                (
                    seat,
                    tuple(
                        (
                            look.diameter,
                            look.caption,
                            look.size.width(),
                            look.size.height(),
                            look.per_row,
                        )
                        for look in looks
                    ),
                )
                for seat, looks in self._piles.items()
            ),
            tuple((seat, _rect_key(rect)) for seat, rect in self._plaques.items()),
            tuple((seat, point.x(), point.y()) for seat, point in self._toward.items()),
            tuple(_rect_key(rect) for rect in (*self._middle, *self._pushed, self._bounds)),
            self._scale,
        )

    def spot(self, seat: int) -> QPointF:
        """The centre of seat ``seat``'s pile (for a seat with none, where it would go)."""
        placed = self._place_all()
        if seat in placed:
            return QPointF(placed[seat][0])
        if seat not in self._empty:
            nothing = PileLook(0.0, "", QSizeF(0, 0))
            self._empty[seat] = self._first(seat, nothing)
        return QPointF(self._empty[seat])

    def look(self, seat: int) -> PileLook | None:
        """How seat ``seat``'s pile is drawn there (None for a seat with no pile)."""
        entry = self._place_all().get(seat)
        return entry[1] if entry is not None else None

    def rect(self, seat: int) -> QRectF:
        """The room seat ``seat``'s pile takes (empty for a seat with no pile)."""
        entry = self._place_all().get(seat)
        if entry is None:
            return QRectF()
        box = QRectF(QPointF(0, 0), entry[1].size)
        box.moveCenter(entry[0])
        return box

    def given_room(self) -> frozenset[int]:
        """Which pots (by index in ``pots``) a pile lies on: their chips, pushed, are
        drawn no more; their words stay."""
        self._place_all()
        return frozenset(self._given)

    def _place_all(self) -> dict[int, tuple[QPointF, PileLook]]:
        if self._placed is None:
            self._placed = {}
            taken: list[QRectF] = []
            for seat, looks in self._piles.items():
                point, look = self._place(seat, looks, taken)
                self._placed[seat] = (point, look)
                box = QRectF(QPointF(0, 0), look.size)
                box.moveCenter(point)
                taken.append(box)
                self._given.update(
                    index for index, pot in enumerate(self._pushed) if pot.intersects(box)
                )
        return self._placed

    def _first(self, seat: int, look: PileLook) -> QPointF:
        return ahead_of(self._plaques[seat], self._toward[seat], look.size, 10 * self._scale)

    def _place(
        self, seat: int, looks: Sequence[PileLook], taken: Sequence[QRectF]
    ) -> tuple[QPointF, PileLook]:
        step = 4 * self._scale
        lines = _nearer_lines(seat, self._plaques)
        walls = [_box(rect, step) for rect in (*self._plaques.values(), *self._middle, *taken)]
        pushed = [_box(rect, step) for rect in self._pushed]
        # Every look is at least this wide and this tall: where it finds no room, none does.
        least = QSizeF(
            min(look.size.width() for look in looks), min(look.size.height() for look in looks)
        )
        # Rows two steps apart are tried first, being quick; a slot that only rows one step
        # apart find is looked for only when those find none, even where a pot gives room.
        for pitch in (2 * step, step):
            rows = _seat_rows(lines, self._bounds, pitch)
            for obstacles in (walls + pushed, walls):
                if (
                    _search(self._first(seat, looks[0]), least, rows, obstacles, self._bounds)
                    is None
                ):
                    continue
                for look in looks:
                    first = self._first(seat, look)
                    spot = _search(first, look.size, rows, obstacles, self._bounds)
                    if spot is not None:
                        return spot, look
        return self._first(seat, looks[-1]), looks[-1]


_RECENT: OrderedDict[tuple[object, ...], SharePlaces] = OrderedDict()
_RECENT_KEPT = 32


def _rect_key(rect: QRectF) -> tuple[float, float, float, float]:
    return rect.left(), rect.top(), rect.width(), rect.height()


def recent_share_places(places: SharePlaces) -> SharePlaces:
    """``places``, or the same piles on the same layout worked out before: a dealer trying
    one card and another meets the same piles in the same room again and again, and the
    search is the costly part of a repaint (a new :class:`SharePlaces` searches nothing
    until first asked)."""
    key = places.key()
    kept = _RECENT.get(key)
    if kept is None:
        _RECENT[key] = kept = places
        if len(_RECENT) > _RECENT_KEPT:
            _RECENT.popitem(last=False)
    else:
        _RECENT.move_to_end(key)
    return kept


_Row = tuple[float, float, float]  # y, and the span of centres nearer the seat


def _seat_rows(lines: Sequence[_Line], bounds: QRectF, step: float) -> list[_Row]:
    """The rows of centres, ``step`` apart, inside ``bounds`` and on the seat's side of
    every line, each with its span: one span a row, as the seat's side is convex. One grid
    for every pile, so a smaller pile finds room wherever a larger one does."""
    rows = []
    for row in range(math.ceil(bounds.top() / step), math.floor(bounds.bottom() / step) + 1):
        y, low, high = row * step, bounds.left(), bounds.right()
        for a, b, c in lines:
            room = c - b * y
            if a > 0:
                high = min(high, room / a)
            elif a < 0:
                low = max(low, room / a)
            elif room <= 0:
                high = -math.inf
        if low <= high:
            rows.append((y, low, high))
    return rows


def _search(
    first: QPointF, pile: QSizeF, rows: Sequence[_Row], obstacles: Sequence[_Box], bounds: QRectF
) -> QPointF | None:
    half_w, half_h = pile.width() / 2, pile.height() / 2
    fx, fy = first.x(), first.y()
    top, bottom = bounds.top() + half_h, bounds.bottom() - half_h
    left, right = bounds.left() + half_w, bounds.right() - half_w
    best: tuple[float, float, float] | None = None  # distance squared, x, y
    for y, low, high in sorted(rows, key=lambda row: abs(row[0] - fy)):
        rise = y - fy
        if best is not None and rise * rise >= best[0]:
            break  # every row further up or down is further away
        low, high = max(low, left), min(high, right)
        if not top <= y <= bottom or low > high:
            continue
        if best is not None and (min(max(fx, low), high) - fx) ** 2 + rise * rise >= best[0]:
            continue  # nothing in this row is nearer than the best so far
        x = _free_x(fx, (low, high), obstacles, y - half_h, y + half_h, half_w)
        if x is not None and (best is None or (x - fx) ** 2 + rise * rise < best[0]):
            best = ((x - fx) ** 2 + rise * rise, x, y)
    return QPointF(best[1], best[2]) if best is not None else None


def _free_x(
    fx: float,
    span: tuple[float, float],
    obstacles: Sequence[_Box],
    top: float,
    bottom: float,
    half_w: float,
) -> float | None:
    """The centre in ``span`` nearest ``fx`` of a pile ``half_w`` wide from ``top`` to
    ``bottom`` that reaches into no obstacle."""
    low, high = span
    # Each obstacle reaching into the row rules out the centres strictly between its
    # sides, widened by half the pile.
    blocked = [
        (left - half_w, right + half_w)
        for left, row_top, right, row_bottom in obstacles
        if row_top < bottom and top < row_bottom
    ]
    x = start = end = min(max(fx, low), high)
    if not any(left < x < right for left, right in blocked):
        return x
    # The run of ruled-out centres around x, spans reaching into each other: its ends are
    # the free centres nearest x.
    grown = True
    while grown:
        grown = False
        for left, right in blocked:
            if left < end < right:
                end, grown = right, True
            if left < start < right:
                start, grown = left, True
    choices = [edge for edge in (start, end) if low <= edge <= high]
    return min(choices, key=lambda edge: abs(edge - fx)) if choices else None
