"""Where things go on the oval table: seats around the rail, and each seat's chips on the felt.

Seats are numbered clockwise from the dealer's left, the way card rooms number them; the
dealer sits at the bottom middle of the picture, in the gap between the last seat and
seat 1. Seats are spread by distance along the oval (not by angle), so a wide table does
not crowd its ends. Where the oval has no room for that many plaques (ten seats on a small
screen: neighbours round its corners cross), they sit on a squarer oval that reaches into
the window's corners, each the same straight distance from the next, so no two can touch.
The middle of the felt stacks the board(s), the pots and the words under them
(:func:`middle_layout`). Where a winner's chips are set down is
:mod:`dealer_app.gui.table.share_places`'s work.
"""

# No `from __future__ import annotations`: typing.NamedTuple compiles each field's annotation
# given as text when the class is made, some 130 compiles at every start.

import itertools
import math
from collections.abc import Callable, Sequence
from functools import cache, lru_cache
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, QSizeF

__all__ = [
    "MIN_SCALE",
    "MiddleLayout",
    "PotCells",
    "SeatPlace",
    "TableGeometry",
    "free_width",
    "middle_layout",
    "plaques_touch",
    "pot_rows",
    "pots_across",
    "table_geometry",
    "window_scale",
]

_SAMPLES = 720
MIN_SCALE = 0.62
MAX_SCALE = 1.6


class SeatPlace(NamedTuple):
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


class TableGeometry(NamedTuple):
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


@cache
def _unit_oval() -> tuple[tuple[float, ...], tuple[float, ...]]:
    """The sines and cosines of the ``_SAMPLES + 1`` sample angles round the oval: the same
    for every layout, worked out once (a layout is tried at several scales on each resize)."""
    angles = [2 * math.pi * step / _SAMPLES for step in range(_SAMPLES + 1)]
    return tuple(math.sin(angle) for angle in angles), tuple(math.cos(angle) for angle in angles)


@lru_cache(maxsize=64)
def _spread_angles(
    rx: float, ry: float, seat_width: float, seat_height: float, count: int
) -> tuple[tuple[float, ...], float]:
    """Angles of ``count`` seats spread evenly around the oval, leaving the dealer's gap.

    Distance along the oval is measured in seat plaques (``max(|dx| / width, |dy| / height)``),
    so neighbours one unit apart never overlap, on the long sides or round the ends. Also
    returns that spacing: below 1, plaques would overlap. Kept for the sizes seen last: a
    window laid out again at the same size (a new hand, a rebuild) asks the same.
    """
    # Plain floats, the points of :func:`_ellipse_point` round the origin.
    sines, cosines = _unit_oval()
    lengths = [0.0]
    previous_x, previous_y = -rx * sines[0], ry * cosines[0]
    for step in range(1, _SAMPLES + 1):
        x, y = -rx * sines[step], ry * cosines[step]
        dx = abs(x - previous_x) / seat_width
        dy = abs(y - previous_y) / seat_height
        lengths.append(lengths[-1] + max(dx, dy))
        previous_x, previous_y = x, y
    total = lengths[-1]
    spacing = total / (count + 1)
    angles = []
    index = 0
    for position in range(1, count + 1):
        target = position * spacing
        while index < _SAMPLES - 1 and lengths[index + 1] < target:
            index += 1
        span = lengths[index + 1] - lengths[index]
        fraction = (target - lengths[index]) / span if span else 0.0
        angles.append(2 * math.pi * (index + fraction) / _SAMPLES)
    return tuple(angles), spacing


SQUARED_POWERS = (3.0, 4.0)
"""The exponents of the squarer ovals, ``|x / rx| ** p + |y / ry| ** p = 1`` (2 is the
oval), tried in turn: the least square that holds the plaques leaves the corner seats
nearest the felt, with room for their payouts."""


@cache
def _squared_left_half(exponent: float) -> tuple[tuple[float, float], ...]:
    """Points of a squarer unit oval from the bottom middle up the left side to the top
    middle (``y`` grows downwards), finely enough that a seat lands within a pixel or two."""
    power = 2 / exponent
    samples = 2 * _SAMPLES
    points = []
    for step in range(samples + 1):
        angle = math.pi * step / samples
        sine, cosine = math.sin(angle), math.cos(angle)
        points.append((-(abs(sine) ** power), math.copysign(abs(cosine) ** power, cosine)))
    return tuple(points)


def _apart(a: tuple[float, float], b: tuple[float, float], width: float, height: float) -> float:
    """How far apart two plaque centres are, in plaques: below 1 they overlap."""
    return max(abs(a[0] - b[0]) / width, abs(a[1] - b[1]) / height)


def _left_seats(
    points: Sequence[tuple[float, float]], width: float, height: float, count: int, step: float
) -> list[tuple[float, float]] | None:
    """The seats of the left half (and the top middle one of an odd count), from seat 1 up,
    each at the first point ``step`` plaques straight from the one before; seat 1 a step
    from the dealer's spot (the dealer's gap is a plaque wide, as round the oval), and the
    two halves' top seats a step apart. None where they do not all fit."""
    half = (count + 1) // 2
    on_left = half - 1 if count % 2 else half
    seats: list[tuple[float, float]] = []
    index = 0
    while index < len(points) and -points[index][0] < step * width:
        index += 1
    while index < len(points) and len(seats) < on_left:
        if not seats or _apart(points[index], seats[-1], width, height) >= step:
            seats.append(points[index])
        index += 1
    if len(seats) < on_left:
        return None
    if count % 2:
        top = points[-1]
        if seats and _apart(top, seats[-1], width, height) < step:
            return None
        return [*seats, top]
    return seats if -2 * seats[-1][0] >= step * width else None


@lru_cache(maxsize=64)
def _squared_spread(
    rx: float, ry: float, seat_width: float, seat_height: float, count: int, exponent: float
) -> tuple[tuple[float, float], ...] | None:
    """The offsets from the centre of ``count`` seats round the squarer oval of radii
    ``rx`` and ``ry`` and ``exponent``, clockwise from seat 1, as far apart as they go, and
    never less than a plaque apart measured straight (so no two overlap, round the corners
    too); None where that many do not fit. The right half mirrors the left."""
    points = [(x * rx, y * ry) for x, y in _squared_left_half(exponent)]
    low, high = 1.0, 4.0
    best = _left_seats(points, seat_width, seat_height, count, low)
    if best is None:
        return None
    for _ in range(14):
        middle = (low + high) / 2
        seats = _left_seats(points, seat_width, seat_height, count, middle)
        if seats is None:
            high = middle
        else:
            low, best = middle, seats
    right = [(-x, y) for x, y in reversed(best[: count // 2])]
    return tuple(best + right)


def window_scale(size: QSizeF) -> float:
    """The table's scale in a widget of ``size`` before its plaques ask for less: 1 for
    1000 x 640 pixels."""
    return max(MIN_SCALE, min(MAX_SCALE, size.width() / 1000.0, size.height() / 640.0))


def table_geometry(
    size: QSizeF,
    count: int,
    *,
    base_seat: QSizeF,
    least: Callable[[float], QSizeF] | None = None,
    squarer: bool = True,
    most: float | None = None,
) -> TableGeometry:
    """Lay out a table of ``count`` seats in a widget of ``size``.

    ``base_seat`` is a seat plaque's size at scale 1. Plaques grow on large windows and
    shrink on small ones (down to a readable minimum), and shrink further when that many
    seats would not fit round the oval without touching; they are never smaller than
    ``least(scale)``, the room their words and cards need at that scale. Where no scale
    leaves room round the oval, even with smaller cards, the smallest plaques sit round a
    squarer one, reaching into the corners (:func:`_squared_spread`): the roundest that
    holds them, with their cards at size or else smaller (each corner seat as near the felt,
    and its payout's room, as the plaques allow). ``squarer`` False keeps to the oval. The
    scale is at most ``most`` where given (never below the smallest).
    """
    width, height = size.width(), size.height()
    kinds: list[Callable[[float], QSizeF] | None] = [least]
    if least is not None and least(MIN_SCALE).height() > 0:
        # No room for the cards at their size: the plaques keep the room of their words
        # and take the cards smaller, rather than cover each other.
        def words_only(scale: float) -> QSizeF:
            return QSizeF(least(scale).width(), 0.0)

        kinds.append(words_only)
    exponents = (0.0, *SQUARED_POWERS) if squarer else (0.0,)
    tries = [(needs, exponent) for exponent in exponents for needs in kinds]
    for needs, exponent in tries:
        scale = window_scale(size) if not exponent else MIN_SCALE
        if most is not None:
            scale = max(MIN_SCALE, min(scale, most))
        while True:
            geometry = _layout(width, height, count, base_seat, scale, needs, squared=exponent)
            if geometry is not None:
                return geometry
            if scale <= MIN_SCALE:
                break
            scale = max(MIN_SCALE, scale * 0.95)
    # Too many seats for the smallest plaques: they touch, but every seat is there.
    geometry = _layout(width, height, count, base_seat, MIN_SCALE, tries[-1][0], force=True)
    assert geometry is not None
    return geometry


def _layout(
    width: float,
    height: float,
    count: int,
    base_seat: QSizeF,
    scale: float,
    least: Callable[[float], QSizeF] | None,
    force: bool = False,
    *,
    squared: float = 0.0,
) -> TableGeometry | None:
    seat = QSizeF(base_seat.width() * scale, base_seat.height() * scale)
    if least is not None:
        seat = seat.expandedTo(least(scale))
    margin = 4.0 * scale
    center = QPointF(width / 2, height / 2)
    rx = max(10.0, width / 2 - seat.width() / 2 - margin)
    ry = max(10.0, height / 2 - seat.height() / 2 - margin)
    across, down = seat.width() + margin, seat.height() + margin
    if squared:
        offsets = _squared_spread(rx, ry, across, down, count, squared)
        if offsets is None:
            return None
        points = [QPointF(center.x() + x, center.y() + y) for x, y in offsets]
    else:
        angles, spacing = _spread_angles(rx, ry, across, down, count)
        if spacing < 1.0 and not force:
            return None
        points = [_ellipse_point(center, rx, ry, angle) for angle in angles]
    felt_rx = max(10.0, rx - seat.width() * 0.12)
    felt_ry = max(10.0, ry - seat.height() * 0.08)
    felt = QRectF(center.x() - felt_rx, center.y() - felt_ry, 2 * felt_rx, 2 * felt_ry)
    places = []
    for number, point in enumerate(points, 1):
        dx, dy = center.x() - point.x(), center.y() - point.y()
        length = math.hypot(dx, dy) or 1.0
        places.append(SeatPlace(number, point, QPointF(dx / length, dy / length)))
    if not force and _neighbours_touch(places, seat):
        return None
    return TableGeometry(felt, tuple(places), seat, scale)


def plaques_touch(geometry: TableGeometry) -> bool:
    """Whether two neighbouring plaques of ``geometry`` overlap (too many seats for the
    smallest plaques: every seat is there, touching the next)."""
    return _neighbours_touch(geometry.seats, geometry.seat_size)


def _neighbours_touch(places: Sequence[SeatPlace], seat: QSizeF) -> bool:
    """Whether two neighbouring plaques overlap: round the oval's corners the distance along
    it can be a plaque apart while the plaques, diagonal to each other, still cross."""
    rects = [place.rect(seat) for place in places]
    return any(a.intersects(b) for a, b in itertools.pairwise(rects))


class MiddleLayout(NamedTuple):
    """The middle of the felt, top to bottom: the title, the boards, the pots, the words."""

    title: QRectF
    """Where the game's name goes on a table without a board (just above the rest)."""
    boards: tuple[QRect, ...]
    pot_area: QRectF
    pot_cells: tuple[QRectF, ...]
    """One cell per pot, in rows of as many as the felt has room for, each row centred."""
    info: QRect


class PotCells(NamedTuple):
    """The room of each pot in the middle: one height for them all (the tallest pile and its
    lines of words), and each pot's own width (its chips or its words, the wider), so that a
    short side pot sits beside a long main pot rather than a row to itself."""

    height: float
    widths: tuple[float, ...]


def pot_rows(geometry: TableGeometry, pots: PotCells, columns: int = 0) -> list[tuple[float, ...]]:
    """The widths of the pots in each row of the middle, first pot first: each row takes the
    next pots as far as two thirds of the felt holds side by side, at most ``columns`` of
    them (0: no more than that), and always at least one."""
    room = geometry.felt.width() * 0.66
    rows: list[tuple[float, ...]] = []
    row: list[float] = []
    for width in pots.widths:
        if row and (sum(row) + width > room or len(row) == columns):
            rows.append(tuple(row))
            row = []
        row.append(width)
    if row:
        rows.append(tuple(row))
    return rows


def pots_across(geometry: TableGeometry, pots: PotCells, columns: int = 0) -> int:
    """How many pots the longest row of the middle holds (:func:`pot_rows`)."""
    return max((len(row) for row in pot_rows(geometry, pots, columns)), default=1)


def free_width(
    geometry: TableGeometry, line: QRectF, plaques: Sequence[QRectF], gap: float
) -> float:
    """How wide a line of words centred on ``line`` may be and stay on the felt oval,
    ``gap`` clear of every plaque beside it (those its height runs into)."""
    centre = geometry.center
    half_x, half_y = geometry.felt.width() / 2, geometry.felt.height() / 2
    middle = line.center().x()
    # The oval's chord at the line's edge further from the felt's middle.
    reach = max(abs(line.top() - centre.y()), abs(line.bottom() - centre.y())) / half_y
    half = half_x * math.sqrt(max(0.0, 1.0 - reach * reach)) - abs(middle - centre.x())
    for plaque in plaques:
        if plaque.bottom() <= line.top() or plaque.top() >= line.bottom():
            continue
        if plaque.center().x() < middle:
            half = min(half, middle - plaque.right() - gap)
        else:
            half = min(half, plaque.left() - gap - middle)
    return max(0.0, 2 * half)


def middle_layout(
    geometry: TableGeometry,
    boards: Sequence[QSize],
    pots: PotCells,
    info: QSizeF,
    *,
    shift: int = 0,
    columns: int = 0,
    across: int = 0,
) -> MiddleLayout:
    """Stack boards of sizes ``boards``, the pots in ``pots``' cells and the ``info`` box of
    words, centred on the table, then ``shift`` pixels down (up when negative). The pots go
    in rows of as many as two thirds of the felt holds, or of at most ``columns`` (a
    narrower, taller middle leaves the seats at the sides of a crowded table more room). The
    pots and the words under them are moved ``across`` pixels right (left when negative),
    the boards staying centred: the side of a crowded table with more winners takes more of
    the felt beside the pots."""
    scale = geometry.scale
    center = geometry.center
    pots_x = center.x() + across
    rows = pot_rows(geometry, pots, columns)
    pots_height = len(rows) * pots.height if rows else pots.height * 0.5
    block = sum(board.height() for board in boards) + pots_height + info.height()
    # Whole pixels, as the board rows are placed: the pots start where the last board ends.
    top = float(round(center.y() - block / 2) + shift)
    title = QRectF(geometry.felt.left(), top - 24 * scale, geometry.felt.width(), 22 * scale)
    board_rects = []
    for board in boards:
        board_left = round(center.x() - board.width() / 2)
        board_rects.append(QRect(board_left, round(top), board.width(), board.height()))
        top += board.height()
    width = max((sum(row) for row in rows), default=0.0)
    pot_area = QRectF(pots_x - width / 2, top, width, pots_height)
    cells = []
    for number, row in enumerate(rows):
        left = pots_x - sum(row) / 2
        for cell_width in row:
            cells.append(QRectF(left, top + number * pots.height, cell_width, pots.height))
            left += cell_width
    info_rect = QRect(
        round(pots_x - info.width() / 2),
        math.ceil(top + pots_height),
        round(info.width()),
        round(info.height()),
    )
    return MiddleLayout(title, tuple(board_rects), pot_area, tuple(cells), info_rect)
