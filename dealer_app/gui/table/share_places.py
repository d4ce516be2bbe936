"""Where each winner's chips and payout label go: a zone of the felt each seat owns.

Every seat dealt in owns a payout zone between its plaque and the middle of the table, set
once per layout, before anyone wins (:func:`payout_zones`): clear of every plaque, of the
middle (boards, pots and their words, the explanation, the house rules), of every other
seat's zone, and wholly nearer its own plaque than any other. Where the payouts are known
(:func:`~dealer_app.gui.table.payout_looks.payout_rooms`), a winner whose zone is too
small for its label and chips is moved to the nearest free felt by its plaque that holds
them, seats without a payout giving way, else beside its plaque, off the felt, label and
chips; a winner the middle leaves no felt nearer its own plaque than any other has its
label beside its plaque, off the felt if need be, never by another seat. A winner whose
look is known (:data:`LookAt`) is moved to room where its label, as drawn there, lies
nearer its own plaque than any other, its chips reaching on past the middle of its
neighbour's felt where that is free: the label is what names the seat, and it lies by its
plaque. Where only what the winners take changes (:func:`steady_zones`), a payout whose
place still holds it stays there, and one that no longer fits moves as little as its new
chips allow: a dealer reads a payout by where it lies. How much of the middle's room the
winners need is counted for the middle's own search (:func:`zones_short`,
:func:`alone_short`).
What a winner takes is then fitted inside its own zone
(:func:`~dealer_app.gui.table.payout_looks.fit_payout`): nothing on the felt can cover it,
and it can cover nothing, by construction.
"""

# No `from __future__ import annotations`: typing.NamedTuple compiles each field's annotation
# given as text when the class is made, some 130 compiles at every start.

import math
from bisect import bisect_left, bisect_right
from collections import OrderedDict
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from functools import partial
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, QSizeF

from dealer_app.gui.recent import recent
from dealer_app.gui.table.middle_search import Shortfall
from dealer_app.gui.table.payout_looks import (
    LABEL_FIRST,
    PayoutLook,
    PayoutRooms,
    Point,
    nearest_own,
)

__all__ = [
    "LookAt",
    "ZoneSearch",
    "ahead_of",
    "alone_short",
    "chips_short",
    "payout_zones",
    "returned_zones",
    "steady_zones",
    "zone_gap",
    "zones_short",
]

_LEAST_ZONE = QSizeF(64, 34)
"""The least room of a payout: "Seat 10" over "+$1.2T" at the smallest size."""

_TIGHT_ZONE = QSizeF(50, 30)
"""The room of a payout label alone on two lines at the smallest size, for a seat crowded
out of the least room: its chips are then in the tooltip."""

LookAt = Callable[[QSizeF, bool], PayoutLook]
"""How a winner's take is drawn in a zone of a given size with its top-left corner at the
origin, turned or not (:func:`~dealer_app.gui.table.payout_looks.fit_payout`): where its
label goes in any zone of that size, and whether its chips are shown there."""

_ZONE_STEPS = (1.0, 0.88, 0.76, 0.66, 0.57, 0.5, 0.43, 0.37, 0.32, 0.28, 0.24)

_ZONE_SHAPES = ((1.0, 1.0), (0.7, 1.3), (1.3, 0.75), (0.55, 1.6))
"""Widths and heights tried for a zone, against the usual one, roomiest first."""


def ahead_of(plaque: QRectF, toward: QPointF, pile: QSizeF, gap: float) -> QPointF:
    """The centre of a box of size ``pile`` set ``gap`` in front of ``plaque``, along the
    unit direction ``toward``."""

    toward_x, toward_y = toward.x(), toward.y()

    def reach(width: float, height: float) -> float:
        across = width / 2 / abs(toward_x) if toward_x else math.inf
        down = height / 2 / abs(toward_y) if toward_y else math.inf
        nearer = min(across, down)
        return 0.0 if math.isinf(nearer) else nearer

    distance = reach(plaque.width(), plaque.height()) + reach(pile.width(), pile.height()) + gap
    centre = plaque.center()
    return QPointF(centre.x() + toward_x * distance, centre.y() + toward_y * distance)


_Box = tuple[float, float, float, float]  # left, top, right, bottom


def _box(rect: QRectF) -> _Box:
    return rect.left(), rect.top(), rect.right(), rect.bottom()


def _crosses(a: _Box, b: _Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


class _Players(dict[int, QRectF]):
    """The plaques of the seats in the hand, by seat (:func:`_felt_room`), with
    :attr:`key`: the spots found near them are kept under it, and it is asked for at every
    spot looked up (thousands of times in a new result's layout), so it is made once."""

    def __init__(self, plaques: Mapping[int, QRectF]) -> None:
        super().__init__(plaques)
        self.key = tuple((seat, rect.getRect()) for seat, rect in plaques.items())
        self._centres: dict[int, tuple[Point, list[Point]]] = {}

    def centres(self, seat: int) -> tuple[Point, list[Point]]:
        """The middle of seat ``seat``'s plaque, and of every other (asked at each search)."""
        found = self._centres.get(seat)
        if found is None:
            points = {number: rect.center().toTuple() for number, rect in self.items()}
            others = [point for number, point in points.items() if number != seat]
            found = self._centres[seat] = points[seat], others
        return found


def payout_zones(
    seats: Sequence[int],
    plaques: Mapping[int, QRectF],
    toward: Mapping[int, QPointF],
    middle: Sequence[QRectF],
    felt: QRectF,
    scale: float,
    least: Sequence[QSizeF] = (_LEAST_ZONE,),
    needing: Collection[int] | None = None,
    rooms: Mapping[int, PayoutRooms] | None = None,
    bounds: QRectF | None = None,
    counted: bool = False,
    looks: Mapping[int, LookAt] | None = None,
) -> dict[int, QRectF]:
    """The payout zone of each seat in ``seats``, in front of its plaque toward the middle.

    Every seat's zone is tried at one size (from about 200 x 110 px at the table's
    ``scale`` down to a quarter of that, in a few shapes; the largest at which every seat
    finds one): set in front of the plaque along ``toward``, or the nearest spot beside it,
    it stays on the ``felt`` oval, covers no plaque, nothing of ``middle`` and no zone given
    before, and its middle and its edge on the plaque's side, where the label goes, lie
    nearer its own plaque than any other. One size for all, so a seat with room to spare
    does not take a crowded neighbour's. No zone is narrower or lower than the first of
    ``least`` (the rooms a label reads in) while every seat finds one that large, and a
    seat left with less then takes one of ``least`` where its neighbours leave room; a
    seat that finds no zone even at the least size gets one without the nearest-plaque
    rule, else an empty one. The one size is set by the seats of ``needing`` (the seats
    with a payout; all when None): the others take a zone of that size where room is left
    after, else none. Where one size for all leaves a seat of ``needing`` too little room,
    those seats take a zone they read in first. Where the payouts are known, ``rooms``
    gives each winner's own rooms (:func:`payout_rooms`, best first): a winner whose zone
    holds none of the first is given the nearest free felt that holds one, seats without
    a payout giving way (and the other winners keeping only their least room, where that
    is what frees it); where the felt holds none, beside its plaque, off the felt but
    inside ``bounds``, before it takes a lesser room on the felt; a winner short of room
    is tried again once every other has moved; a winner whose zone holds its chips only
    at their smallest takes free felt that holds them larger, no further from its
    plaque. A seat of ``needing`` the felt leaves no room at all nearer its own plaque
    than any other is given room for its label alone beside its plaque, off the felt if
    need be but inside ``bounds`` (the widget), rather than by another seat.
    Where the middle was chosen as leaving every winner such room (``counted``, as
    :func:`zones_short` counts it) and the moves find none for some, the winners take the
    room counted. A winner of ``looks`` is moved to room where its label (as its look
    puts it) lies nearer its own plaque than any other, its chips reaching on toward the
    middle where the felt in front of a neighbour is free: a seat at the end of a crowded
    oval, its neighbours' plaques nearer the middle than its own, has its chips by it.
    """
    key = (
        tuple(seats),
        None if needing is None else tuple(sorted(needing)),
        tuple((seat, _box(rect)) for seat, rect in plaques.items()),
        tuple((seat, point.x(), point.y()) for seat, point in toward.items()),
        tuple(_box(rect) for rect in middle),
        _box(felt),
        scale,
        tuple((size.width(), size.height()) for size in least),
        None if bounds is None else _box(bounds),
    )
    kept = recent(
        _RECENT_ZONES,
        key,
        lambda: _payout_zones(seats, plaques, toward, middle, felt, scale, least, needing, bounds),
        _RECENT_KEPT,
    )
    # Only where a winner has too little room in the zones every layout of these seats
    # gives does what the winners take move any zone.
    if rooms and any(
        (seat in kept and not _reads(kept[seat], room.least[0])) or _at_least(kept, seat, room)
        for seat, room in rooms.items()
    ):
        moved_key = (
            key,
            tuple((seat, room.key()) for seat, room in sorted(rooms.items())),
            counted,
            None if looks is None else tuple(sorted(looks)),
        )
        kept = recent(
            _RECENT_MOVED,
            moved_key,
            lambda: _room_for_winners(
                kept,
                seats,
                plaques,
                toward,
                middle,
                felt,
                scale,
                rooms or {},
                counted,
                looks,
                bounds,
            ),
            _RECENT_KEPT,
        )
    return {seat: QRectF(zone) for seat, zone in kept.items()}


def chips_short(zones: Mapping[int, QRectF], rooms: Mapping[int, PayoutRooms]) -> int:
    """How many winners (the seats of ``rooms``) ``zones`` leaves no room for their label
    with its chips (:func:`payout_rooms`' first tier)."""
    return sum(not _reads(zones.get(seat, QRectF()), room.least[0]) for seat, room in rooms.items())


def zone_gap(scale: float) -> float:
    """The felt kept free round a plaque at the table's ``scale`` (by a payout, and by the
    game's name over the middle): what touches a plaque reads as part of it."""
    return 6 * scale


def _felt_room(
    seats: Sequence[int],
    plaques: Mapping[int, QRectF],
    toward: Mapping[int, QPointF],
    middle: Sequence[QRectF],
    felt: QRectF,
    scale: float,
) -> tuple[float, list[_Box], _Box, list[int], _Players]:
    """What every zone is found among: the gap kept round a plaque at the table's
    ``scale``, the walls (:func:`_walls`), the ``felt``'s oval, the seats of ``seats`` on
    the table in turn, and their plaques. A label lies nearest its own plaque among those
    seats alone: an empty chair takes nothing, so no payout is read as its."""
    gap = zone_gap(scale)
    seated = [seat for seat in seats if seat in plaques and seat in toward]
    players = _Players({seat: plaques[seat] for seat in seated})
    return gap, _walls(plaques, middle, gap), _box(felt), seated, players


def _walls(plaques: Mapping[int, QRectF], middle: Sequence[QRectF], gap: float) -> list[_Box]:
    """What no payout zone may cover: every plaque with ``gap`` around it, and the middle."""
    walls = [_box(rect.adjusted(-gap, -gap, gap, gap)) for rect in plaques.values()]
    return walls + [_box(rect) for rect in middle if not rect.isEmpty()]


class ZoneSearch(NamedTuple):
    """What the middle's search counts the winners' room among (:func:`zones_short`,
    :func:`alone_short`): one value for one layout of the table, read by each count."""

    seats: Sequence[int]
    """The seats in the hand, in the order their zones are found."""
    needing: Collection[int]
    """The seats that win some of a pot."""
    plaques: Mapping[int, QRectF]
    toward: Mapping[int, QPointF]
    """Each seat's unit direction from its plaque to the middle of the table."""
    middle: Sequence[QRectF]
    """What no zone may cover besides the plaques: the middle as tried, the dealer's mark."""
    felt: QRectF
    scale: float
    least: Sequence[QSizeF]
    """The least rooms a payout label reads in."""
    returned: Collection[int] = ()
    """The folded seats given only their own uncalled bet back: the winners' room is
    counted without them (a bet handed back claims no felt a winner needs), then theirs,
    in the room the winners leave."""
    looks: Mapping[int, LookAt] | None = None
    """How each seat paid has its take drawn (:data:`LookAt`): a winner's room is its own
    where its label lies nearer its plaque than any other."""

    def winners_seats(self) -> list[int]:
        """The seats the winners' room is counted among: all but :attr:`returned`."""
        return [seat for seat in self.seats if seat not in self.returned]


def zones_short(
    search: ZoneSearch,
    limit: int | None = None,
    own: Mapping[int, Sequence[QSizeF]] | None = None,
    short_alone: Collection[int] = (),
) -> Shortfall:
    """How many seats of ``search.needing`` (of its seats, in turn) find no zone of one of
    its ``least`` sizes (a seat of ``own``: of its own, the least its take reads in) in
    front of their plaque, clear of the plaques, the ``middle`` and the zones given
    before, nearer their own plaque than any other of the seats (the middle of a crowded
    table is made smaller until all do), and how many of those find no room even for their
    label alone; counted up to ``limit`` short (a middle that leaves as many short is no
    better than one already tried that left every winner its label's room), the label's
    room then not counted. The seats of ``short_alone`` (short even alone on the felt:
    :func:`alone_short`) are counted short without a search: they would take no room. Then,
    the winners' room taken, how many seats of ``search.returned`` find none (of their
    ``own`` sizes)."""
    needing, toward, least = search.needing, search.toward, search.least
    gap, walls, oval, seated, players = _felt_room(
        search.winners_seats(), search.plaques, toward, search.middle, search.felt, search.scale
    )
    needed = [seat for seat in seated if seat in needing]
    if not needed:
        return Shortfall(0, 0)
    if search.returned:
        # A middle that leaves as many winners short may leave a bet handed back more
        # room: each is counted whole.
        limit = None
    known = [seat for seat in needed if seat in short_alone]
    searched = [seat for seat in seated if seat not in known]
    wanted = [seat for seat in searched if seat in needing]
    # Seats are fitted in turn, the winners first: the seats after the last one needing a
    # zone are not tried, so a seat without a payout never takes a winner's room here (one
    # short of room was tried first in the second pass, and could).
    tried = searched[: searched.index(wanted[-1]) + 1] if wanted else []
    everyone = len(wanted) == len(tried)
    left = limit - len(known) if limit is not None and everyone else None
    if left is not None and left <= 0:
        return Shortfall(0, len(known))
    zones = (
        _readable(
            tried,
            players,
            toward,
            walls,
            oval,
            least,
            gap,
            left,
            own=own,
            fine=True,
            looks=search.looks,
        )
        if tried
        else {}
    )
    short = len(known) + sum(seat not in zones for seat in wanted)
    if limit is not None and short >= limit:
        return Shortfall(0, short)
    returned = _returned_short(search, zones, own)
    if not short:
        return Shortfall(0, short, returned)
    # Some winner is short: the room for its label alone, the other winners taking theirs
    # (the seats without a payout give way), as the payout zones are then given.
    tight = _readable(
        needed, players, toward, walls, oval, least, gap, tight=(_TIGHT_ZONE,), own=own
    )
    return Shortfall(sum(seat not in tight for seat in needed), short, returned)


def _returned_short(
    search: ZoneSearch, winners: Mapping[int, QRectF], own: Mapping[int, Sequence[QSizeF]] | None
) -> int:
    """How many seats of ``search.returned`` find no zone of their ``own`` sizes (else of
    the ``least``) in the room the ``winners``' zones leave, each in turn, or fitted with
    the winners where every winner still finds its room so (a winner's nearest shape may
    take the room another of its shapes leaves)."""
    gap, walls, oval, seated, players = _felt_room(
        search.seats, search.plaques, search.toward, search.middle, search.felt, search.scale
    )
    returned = [seat for seat in seated if seat in search.returned]
    if not returned:
        return 0

    def readable(paid: Sequence[int], room: Sequence[_Box]) -> Mapping[int, QRectF]:
        return _readable(
            paid,
            players,
            search.toward,
            room,
            oval,
            search.least,
            gap,
            own=own,
            fine=True,
            looks=search.looks,
        )

    found = readable(returned, _kept_apart(walls, winners.values(), gap))
    short = sum(seat not in found for seat in returned)
    if short:
        paid = [seat for seat in seated if seat in winners or seat in search.returned]
        together = readable(paid, walls)
        if all(seat in together for seat in winners):
            short = min(short, sum(seat not in together for seat in returned))
    return short


def alone_short(
    search: ZoneSearch, own: Mapping[int, Sequence[QSizeF]] | None = None
) -> dict[int, bool]:
    """The seats of ``search.needing`` that find no zone (of its ``least`` sizes, or of
    their ``own``) even alone on the felt, among nothing but the plaques and its
    ``middle`` (given without the middle: the walls every middle keeps, as the dealer's
    mark), each with whether it finds no room even for its label alone. A middle only
    adds walls, and other winners' zones only take room, so each of these seats is short
    whatever the middle (a count of all the winners together, taking room from each other,
    is not a bound: a middle can change the order in which they find it)."""
    needing, toward, least = search.needing, search.toward, search.least
    gap, boxes, oval, seated, players = _felt_room(
        search.winners_seats(), search.plaques, toward, search.middle, search.felt, search.scale
    )
    short: dict[int, bool] = {}
    for seat in seated:
        if seat not in needing:
            continue
        if _readable(
            [seat],
            players,
            toward,
            boxes,
            oval,
            least,
            gap,
            own=own,
            fine=True,
            looks=search.looks,
        ):
            continue
        short[seat] = not _readable([seat], players, toward, boxes, oval, (_TIGHT_ZONE,), gap)
    return short


def _readable(
    seated: Sequence[int],
    players: _Players,
    toward: Mapping[int, QPointF],
    walls: Sequence[_Box],
    oval: _Box,
    least: Sequence[QSizeF],
    gap: float,
    limit: int | None = None,
    tight: Sequence[QSizeF] = (),
    own: Mapping[int, Sequence[QSizeF]] | None = None,
    fine: bool = False,
    looks: Mapping[int, LookAt] | None = None,
) -> dict[int, QRectF]:
    """A zone of one of the ``least`` sizes (a seat of ``own``: of its own sizes) for as
    many seats as find one, each in turn, a seat that finds none taking one of the
    ``tight`` sizes (its label alone) where it finds that; the seats left short are then
    tried first, as the first seats' zones may take their room. With a ``limit``, given up
    once that many seats are left short. With ``fine``, a seat short of room is looked for
    on the fine grid a winner is moved by, too (slower). A seat of ``own`` and ``looks``
    finds its own sizes where its label lies nearer its plaque than any other."""
    sizes = own if own is not None else {}
    pad = gap if own is not None else 0.0

    def look_of(seat: int, tried: Sequence[QSizeF]) -> LookAt | None:
        own_sizes = sizes.get(seat)
        if looks is None or own_sizes is None or not all(size in own_sizes for size in tried):
            return None
        return looks.get(seat)

    def nearest(seat: int, taken: Sequence[_Box], sizes: Sequence[QSizeF]) -> QRectF | None:
        look_at = look_of(seat, sizes)
        found = [
            _zone(
                seat,
                players,
                toward[seat],
                taken,
                oval,
                size,
                gap,
                (size,),
                own=True,
                shapes=_FIT_SHAPES,
                look_at=look_at,
            )
            for size in sizes
        ]
        # Of the shapes a label reads in, the one that finds room nearest the plaque.
        plaque = players[seat].center()
        return min(
            (zone for zone in found if not zone.isEmpty()),
            key=lambda zone: _distance(zone.center(), plaque),
            default=None,
        )

    def fit(
        order: Sequence[int],
        shape: tuple[int, QSizeF] | None = None,
        beaten: tuple[dict[int, QRectF], int] | None = None,
    ) -> tuple[dict[int, QRectF], int]:
        taken = list(walls)
        zones: dict[int, QRectF] = {}
        short = 0
        # Given up once it cannot beat ``beaten`` (fewer short, else more zones): without
        # ``tight`` zones, every seat not short has one, so as many short is beaten only
        # by an order that went on further than ``beaten``'s.
        give_up = None
        if beaten is not None and not tight:
            best, best_short = beaten
            give_up = best_short if len(best) + best_short >= len(seated) else best_short + 1
        for seat in order:
            if limit is not None and short >= limit:
                break
            if give_up is not None and short >= give_up:
                break
            shapes = (shape[1],) if shape is not None and shape[0] == seat else None
            zone = nearest(seat, taken, shapes or sizes.get(seat, least))
            if zone is None and fine:
                # The fine search a winner short of room is moved by (payout_zones), so
                # that a take that just fits between a pot and a plaque is counted in.
                tier = shapes or sizes.get(seat, least)
                zone = _nearest_of(
                    seat, players, toward[seat], taken, oval, tier, gap, look_of(seat, tier), True
                )
            if zone is None:
                short += 1
                zone = nearest(seat, taken, tight) if tight else None
            if zone is not None:
                zones[seat] = zone
                # A winner's take with a gap round it, as payout_zones keeps them apart.
                taken.append(_box(zone.adjusted(-pad, -pad, pad, pad)))
        return zones, short

    def room_alone(found: Mapping[int, QRectF]) -> bool:
        """Whether a seat ``found`` leaves short finds room on its own: only then may
        another order of shapes leave it that room."""
        return any(
            nearest(seat, walls, sizes.get(seat, least)) is not None
            for seat in seated
            if seat not in found or not _reads(found[seat], sizes.get(seat, least))
        )

    zones, short = fit(seated)
    if short or len(zones) < len(seated):
        first = [
            seat
            for seat in seated
            if seat not in zones or not _reads(zones[seat], sizes.get(seat, least))
        ]
        again, short_again = fit(
            first + [seat for seat in seated if seat not in first], beaten=(zones, short)
        )
        if (-short_again, len(again)) > (-short, len(zones)):
            zones, short = again, short_again
    if short and own is not None and not tight and room_alone(zones):
        # A seat's nearest shape may take the room a neighbour's take needs, where another
        # of its shapes would leave it: each seat is tried first in each of its shapes.
        for seat in seated:
            for size in sizes.get(seat, least):
                order = [seat, *(other for other in seated if other != seat)]
                again, short_again = fit(order, (seat, size), (zones, short))
                if (-short_again, len(again)) > (-short, len(zones)):
                    zones, short = again, short_again
                if not short:
                    return zones
    return zones


def _apart(zone: QRectF, plaque: QRectF) -> float:
    """How far ``zone`` lies from ``plaque``, edge to edge."""
    across = max(0.0, plaque.left() - zone.right(), zone.left() - plaque.right())
    down = max(0.0, plaque.top() - zone.bottom(), zone.top() - plaque.bottom())
    return math.hypot(across, down)


def _far_off(zone: QRectF, plaque: QRectF) -> bool:
    """Whether ``zone`` lies further from ``plaque``, edge to edge, than its own smaller
    side: its payout would sit by the felt's middle or another seat, not by its plaque."""
    return _apart(zone, plaque) > min(zone.width(), zone.height())


def _distance(a: QPointF, b: QPointF) -> float:
    return math.dist((a.x(), a.y()), (b.x(), b.y()))


def _reads(zone: QRectF, least: Sequence[QSizeF]) -> bool:
    """Whether ``zone`` holds one of the ``least`` sizes."""
    return any(zone.width() >= size.width() and zone.height() >= size.height() for size in least)


_FIT_SHAPES = ((1.0, 1.0),)

_RECENT_ZONES: OrderedDict[tuple[object, ...], dict[int, QRectF]] = OrderedDict()

_RECENT_MOVED: OrderedDict[tuple[object, ...], dict[int, QRectF]] = OrderedDict()

_RECENT_KEPT = 32
"""Zones of the layouts seen last (and those with winners moved to more room): a dealer
trying one card and another meets the same layouts again and again, and the search is the
costly part of laying the felt out."""

_SPOTS_FOUND: OrderedDict[tuple[object, ...], QRectF] = OrderedDict()

_SPOTS_KEPT = 4096
"""One seat's free spot as last found, for the walls near where it was looked for: the
middles a crowded table's layout tries differ only by the middle's place and size, so most
seats meet the same walls round their plaque again (each spot's search kept, a search of
some hundreds of spots)."""


def _spot_key(
    search: str,
    seat: int,
    players: _Players,
    toward: QPointF,
    start: QPointF,
    size: QSizeF,
    near: Sequence[_Box],
    oval: _Box,
    look_at: LookAt | None,
    *rest: object,
) -> tuple[object, ...]:
    """What one ``search`` for seat ``seat``'s spot of ``size`` from ``start`` finds depends
    on, as a key of :data:`_SPOTS_FOUND` (``rest``: what else that search is told)."""
    return (
        search,
        seat,
        players.key,
        toward.toTuple(),
        start.toTuple(),
        size.toTuple(),
        tuple(near),
        oval,
        look_at,
        *rest,
    )


def _payout_zones(
    seats: Sequence[int],
    plaques: Mapping[int, QRectF],
    toward: Mapping[int, QPointF],
    middle: Sequence[QRectF],
    felt: QRectF,
    scale: float,
    least: Sequence[QSizeF],
    needing: Collection[int] | None = None,
    bounds: QRectF | None = None,
) -> dict[int, QRectF]:
    gap, walls, oval, seated, players = _felt_room(seats, plaques, toward, middle, felt, scale)
    usual = QSizeF(200 * scale, 110 * scale)

    def zone_of(
        seat: int,
        taken: Sequence[_Box],
        size: QSizeF,
        own: bool = True,
        floors: Sequence[QSizeF] = least,
        shapes: Sequence[tuple[float, float]] = _ZONE_SHAPES,
    ) -> QRectF:
        return _zone(
            seat, players, toward[seat], taken, oval, size, gap, floors, own=own, shapes=shapes
        )

    fitted: dict[int, QRectF] = {}
    chosen = len(_ZONE_STEPS)
    # The seats with a payout set the one size, where the payouts are known: a seat that
    # takes nothing shrinks no winner's zone, and takes what room is left after.
    sizing = [seat for seat in seated if needing is None or seat in needing]
    order = list(sizing)

    def all_fit(step: float) -> dict[int, QRectF] | None:
        zones: dict[int, QRectF] = {}
        taken = list(walls)
        for seat in list(order):
            zone = zone_of(seat, taken, usual * step)
            if zone.isEmpty() or _far_off(zone, players[seat]):
                # The crowded seat is tried first at the next size: a size it finds no
                # room at is given up at once. Room found only far from the plaque (a
                # neighbour's zone across the band in front of it) is no room: a payout
                # is read by the plaque it lies by, so every zone is smaller instead.
                order.remove(seat)
                order.insert(0, seat)
                return None
            zones[seat] = zone
            taken.append(_box(zone))
        return zones

    # The largest size at which every seat finds room, halving the sizes left to try.
    low, high = 0, len(_ZONE_STEPS) - 1
    while low <= high:
        middle_index = (low + high) // 2
        zones = all_fit(_ZONE_STEPS[middle_index])
        if zones is None:
            low = middle_index + 1
        else:
            fitted, chosen = zones, middle_index
            high = middle_index - 1
    if chosen == len(_ZONE_STEPS) or not all(_reads(fitted[seat], least) for seat in sizing):
        # No size leaves room for every seat, or one size for all leaves a seat too little
        # room for its label to read: each seat with a payout takes a zone it reads in,
        # else one its label alone reads in (never one too small for it, nor one by
        # another seat), the seats short of those first; then each grows from there. Where
        # one size for all found every seat room, only if every label then reads.
        readable = _readable(sizing, players, toward, walls, oval, least, gap, tight=(_TIGHT_ZONE,))
        if chosen == len(_ZONE_STEPS) or all(
            _reads(readable.get(seat, QRectF()), least) for seat in sizing
        ):
            fitted, chosen = readable, len(_ZONE_STEPS)
        taken = walls + [_box(zone) for zone in fitted.values()]
        for seat in sizing:
            if seat not in fitted:
                # No felt nearer its plaque than any other is left for even its label (the
                # middle leaves none): its label beside its plaque, off the felt if need
                # be, is still read as its own; else the least room nearby.
                zone = _beside(seat, players, taken, bounds, gap) if bounds else QRectF()
                if zone.isEmpty():
                    zone = zone_of(seat, taken, _TIGHT_ZONE, False, (_LEAST_ZONE,))
                fitted[seat] = zone
                taken.append(_box(zone))
    # Then each seat grows into what room its neighbours' zones leave, a size at a time,
    # never to less than its label reads in.
    # Not into a zone further from the plaque than the seat's first: a dealer reads a
    # payout by where it lies, so room is never bought with distance.
    for seat in [seat for seat in sizing if seat in fitted]:
        others = walls + [_box(zone) for number, zone in fitted.items() if number != seat]
        plaque = players[seat].center()
        first = fitted[seat]
        reach = _distance(first.center(), plaque) + max(first.width(), first.height()) / 4
        for larger in reversed(_ZONE_STEPS[:chosen]):
            zone = zone_of(seat, others, usual * larger)
            if zone.isEmpty() or (
                _distance(zone.center(), plaque) > reach and _reads(fitted[seat], least)
            ):
                break
            # A seat short of room grows, never into less than it has.
            if _reads(zone, least) or (
                not _reads(fitted[seat], least) and _reads(zone, (fitted[seat].size(),))
            ):
                fitted[seat] = zone
    step = usual * _ZONE_STEPS[min(chosen, len(_ZONE_STEPS) - 1)]
    taken = walls + [_box(zone) for zone in fitted.values() if not zone.isEmpty()]
    for seat in seated:
        if seat not in fitted:
            fitted[seat] = zone_of(seat, taken, step)
            if not fitted[seat].isEmpty():
                taken.append(_box(fitted[seat]))
    return fitted


_SIDES = (QPointF(0, 1), QPointF(0, -1), QPointF(1, 0), QPointF(-1, 0))


def _beside(
    seat: int,
    players: _Players,
    walls: Sequence[_Box],
    bounds: QRectF,
    gap: float,
    sizes: Sequence[QSizeF] = (_TIGHT_ZONE,),
) -> QRectF:
    """The free spot nearest seat ``seat``'s plaque, on any side of it and off the felt if
    need be, inside ``bounds``, of one of ``sizes`` (by default its label alone), nearer
    its plaque than any other (empty where there is none)."""
    left, top, right, bottom = _box(bounds)
    far = max(bounds.width(), bounds.height())
    frame = [
        (left - far, top - far, left, bottom + far),
        (right, top - far, right + far, bottom + far),
        (left, top - far, right, top),
        (left, bottom, right, bottom + far),
    ]
    # An oval round the whole of ``bounds``: the frame is what keeps a spot inside.
    middle = bounds.center()
    reach_x, reach_y = bounds.width(), bounds.height()
    oval = (middle.x() - reach_x, middle.y() - reach_y, middle.x() + reach_x, middle.y() + reach_y)
    found = [
        _nearest_free(seat, players, side, [*walls, *frame], oval, size, gap)
        for side in _SIDES
        for size in sizes
    ]
    plaque = players[seat]
    return min(
        (zone for zone in found if not zone.isEmpty()),
        key=lambda zone: _apart(zone, plaque),
        default=QRectF(),
    )


def _room_for_winners(
    fitted: Mapping[int, QRectF],
    seats: Sequence[int],
    plaques: Mapping[int, QRectF],
    toward: Mapping[int, QPointF],
    middle: Sequence[QRectF],
    felt: QRectF,
    scale: float,
    rooms: Mapping[int, PayoutRooms],
    counted: bool = False,
    looks: Mapping[int, LookAt] | None = None,
    bounds: QRectF | None = None,
) -> dict[int, QRectF]:
    """``fitted`` with each winner (a seat of ``rooms``) whose zone holds none of its best
    rooms moved to the nearest free felt that holds one, else its next best: one size for
    all gives a winner no more than its most crowded neighbour, and a seat with no payout
    needs no room. Where the moves leave a winner short and the middle was ``counted``
    as leaving every winner room, the winners take the room :func:`zones_short` counted.
    A seat without a payout whose zone a winner's now covers finds another spot, else has
    none."""
    gap, walls, oval, seated, players = _felt_room(seats, plaques, toward, middle, felt, scale)
    zones = {seat: QRectF(zone) for seat, zone in fitted.items()}
    winners = [seat for seat in seated if seat in rooms and seat in zones]

    def move(seat: int) -> None:
        tiers = rooms[seat].least
        held = next(
            (index for index, tier in enumerate(tiers) if _reads(zones[seat], tier)), len(tiers)
        )
        if not _owned(seat, zones[seat], players, toward[seat], oval):
            # A zone given without the nearest-plaque rule holds nothing a dealer reads
            # right: any free felt of its own is better.
            held = len(tiers)
        if held == 0:
            if _at_least(zones, seat, rooms[seat]):
                _grow(seat, zones, rooms[seat], players, toward[seat], walls, oval, gap, looks)
            return
        others = {
            number: zone for number, zone in zones.items() if number != seat and number in rooms
        }
        look_at = (looks or {}).get(seat)
        found = _moved(
            seat, players, toward[seat], walls, others, oval, rooms[seat], held, gap, look_at
        )
        if found[1] > 0:
            # No room for the chips: the other winners give up all but the least room their
            # chips and labels read in (a smaller label beside two piles, not one pile lost).
            shrunk = {
                number: _shrunk(zone, rooms[number], players[number])
                for number, zone in others.items()
                if number in players
            }
            again = _moved(
                seat, players, toward[seat], walls, shrunk, oval, rooms[seat], held, gap, look_at
            )
            if again[1] == 0:
                found = again
                for number, zone in shrunk.items():
                    if _crosses(_box(zones[number]), _box(again[0])):
                        zones[number] = zone
        if found[1] > 0 and bounds is not None:
            # The felt holds no room for the chips with the label at its size: the
            # player's side of the plaque, off the felt, where a dealer pushes a pot
            # anyway, rather than a smaller label, or the chips lost to the tooltip.
            taken = _kept_apart(walls, others.values(), gap)
            for index, tier in enumerate(tiers[: min(found[1], rooms[seat].with_chips)]):
                beside = _beside(seat, players, taken, bounds, gap, tier)
                if not beside.isEmpty():
                    found = (beside, index)
                    break
        if not found[0].isEmpty():
            zones[seat] = found[0]

    for seat in winners:
        move(seat)
    # A winner moved later (off the felt, or to room of its own) may leave the felt an
    # earlier one was short of: those short of their chips' room are tried once more.
    for seat in winners:
        if not _reads(zones[seat], rooms[seat].least[0]):
            move(seat)
    least = {seat: rooms[seat].least[0] for seat in winners}
    if counted and any(not _reads(zones[seat], least[seat]) for seat in winners):
        # The room the middle's search counted on (zones_short): each winner's least room,
        # each in turn. Where that holds every take and the moves above did not, it is
        # taken: the middle was chosen for it.
        found_all = _readable(
            winners, players, toward, walls, oval, (), gap, own=least, fine=True, looks=looks
        )
        if len(found_all) == len(winners) and all(
            _reads(found_all[seat], least[seat]) for seat in winners
        ):
            zones.update(found_all)
    _give_way(zones, rooms, seated, players, toward, walls, oval, gap)
    return zones


def _at_least(zones: Mapping[int, QRectF], seat: int, room: PayoutRooms) -> bool:
    """Whether seat ``seat``'s zone holds its chips at their smallest and no larger."""
    zone = zones.get(seat)
    return (
        zone is not None
        and bool(room.grown)
        and _reads(zone, room.least[0])
        and not _reads(zone, room.grown[-1])
    )


def _grow(
    seat: int,
    zones: dict[int, QRectF],
    room: PayoutRooms,
    players: _Players,
    toward: QPointF,
    walls: Sequence[_Box],
    oval: _Box,
    gap: float,
    looks: Mapping[int, LookAt] | None,
) -> None:
    """Seat ``seat``'s zone, which holds its chips only at their smallest, moved to free
    felt that holds them larger, where that lies no further from its plaque: chips a
    dealer can count, at no cost in distance."""
    others = {number: zone for number, zone in zones.items() if number != seat}
    taken = _kept_apart(walls, others.values(), gap)
    look_at = (looks or {}).get(seat)
    grown = _grown_near(seat, players, toward, taken, oval, room, gap, look_at, zones[seat])
    if grown is not None:
        zones[seat] = grown


def _grown_near(
    seat: int,
    players: _Players,
    toward: QPointF,
    taken: Sequence[_Box],
    oval: _Box,
    room: PayoutRooms,
    gap: float,
    look_at: LookAt | None,
    near: QRectF,
) -> QRectF | None:
    """The free zone of the largest of ``room``'s grown tiers that lies no further from
    seat ``seat``'s plaque than ``near`` does (None where none does)."""
    plaque = players[seat]
    reach = _apart(near, plaque) + gap
    for tier in room.grown:
        grown = _nearest_of(seat, players, toward, taken, oval, tier, gap, look_at, True)
        if grown is not None and _apart(grown, plaque) <= reach:
            return grown
    return None


def _kept_apart(walls: Sequence[_Box], zones: Iterable[QRectF], gap: float) -> list[_Box]:
    """The felt a payout may not take: the ``walls`` and each of ``zones`` placed, with the
    ``gap`` round it that keeps two payouts from reading as one."""
    return [
        *walls,
        *(_box(zone.adjusted(-gap, -gap, gap, gap)) for zone in zones if not zone.isEmpty()),
    ]


def _give_way(
    zones: dict[int, QRectF],
    paid: Collection[int],
    seated: Sequence[int],
    players: _Players,
    toward: Mapping[int, QPointF],
    walls: Sequence[_Box],
    oval: _Box,
    gap: float,
) -> None:
    """Each seat of ``seated`` without a payout (not in ``paid``) whose zone a payout's
    covers finds another spot in ``zones``, else has none."""
    won = [_box(zone) for seat, zone in zones.items() if seat in paid and not zone.isEmpty()]
    for seat in seated:
        if seat in paid or seat not in zones or zones[seat].isEmpty():
            continue
        if any(_crosses(_box(zones[seat]), zone) for zone in won):
            blocking = [_box(zone) for number, zone in zones.items() if number != seat]
            size = zones[seat].size()
            zones[seat] = _zone(
                seat,
                players,
                toward[seat],
                [*walls, *blocking],
                oval,
                size,
                gap,
                (size,),
                own=True,
                shapes=_FIT_SHAPES,
            )


def steady_zones(
    zones: Mapping[int, QRectF],
    shown: Mapping[int, QRectF],
    seats: Sequence[int],
    search: ZoneSearch,
    rooms: Mapping[int, PayoutRooms],
    labels: Mapping[int, QPointF],
    label_in: Callable[[int, QRectF], QPointF | None],
) -> dict[int, QRectF]:
    """``zones`` (:func:`payout_zones`) with each winner (a seat of ``rooms``) kept in its zone
    of ``shown`` (those on the felt before, on the same table) where that still holds its
    label and chips as its best rooms read (:func:`payout_rooms`), on the felt, clear of the
    plaques and the middle of ``search`` and the other winners' zones (with a gap, as two
    payouts that touch read as one), nearer its own plaque than any other: a dealer reads a
    payout by where it lies, so a new amount that still fits does not move it. A winner
    whose place no longer holds its take is given the room nearby that keeps its label
    (where ``label_in`` puts it in a zone; None where its chips do not fit there) nearest
    where it was (its centre of ``labels``), where that is close. The seats without a payout
    give way."""
    gap, walls, oval, seated, players = _felt_room(
        seats, search.plaques, search.toward, search.middle, search.felt, search.scale
    )
    toward = search.toward
    steady = {seat: QRectF(zone) for seat, zone in zones.items()}
    winners_before = [
        seat
        for seat in seated
        if seat in rooms and seat in steady and not shown.get(seat, QRectF()).isEmpty()
    ]
    winners = [
        seat
        for seat in winners_before
        if _reads(shown[seat], rooms[seat].least[0])
        and _owned(seat, shown[seat], players, toward[seat], oval)
        and not any(_crosses(_box(shown[seat]), wall) for wall in walls)
        and label_in(seat, shown[seat]) is not None
    ]
    # Those shown together never touched: each one whose take still fits stays, and the
    # others find room round them.
    kept = set(winners)
    for seat in kept:
        steady[seat] = QRectF(shown[seat])
    for seat in winners_before:
        if seat in kept:
            continue
        zone = steady[seat]
        before = labels.get(seat)
        taken = _kept_apart(
            walls,
            [other for number, other in steady.items() if number != seat and number in rooms],
            gap,
        )
        covers = zone.isEmpty() or any(
            _crosses(_box(zone), _box(steady[other].adjusted(-gap, -gap, gap, gap)))
            for other in kept
        )
        label = label_in(seat, zone)
        if not covers and (before is None or label is None or _distance(label, before) <= _STEADY):
            continue
        # Its place no longer holds what it takes, or the zone the table gives it covers
        # a payout kept: the room near its place that keeps its label nearest where it
        # was, the largest label and chips first, where one is close (where the zone
        # covers a payout, the nearest that holds its chips).
        was = shown[seat].center()
        for tier in (*rooms[seat].grown, rooms[seat].least[0]):
            found = [
                _nearest_free(seat, players, toward[seat], taken, oval, size, gap, was)
                for size in tier
            ]
            labelled = [(label_in(seat, spot), index) for index, spot in enumerate(found)]
            moved = [
                (_distance(label, before) if before else 0.0, index)
                for label, index in labelled
                if label is not None and not found[index].isEmpty()
            ]
            nearest = min(moved, default=None)
            if nearest is not None and (covers or nearest[0] <= _STEADY):
                steady[seat] = found[nearest[1]]
                kept.add(seat)
                break
        else:
            if covers:
                # No room for its chips round the payouts kept: the zones as the table
                # gives them.
                return {seat: QRectF(zone) for seat, zone in zones.items()}
    if kept:
        _give_way(steady, rooms, seated, players, toward, walls, oval, gap)
    return steady


def returned_zones(
    zones: Mapping[int, QRectF],
    returned: Mapping[int, PayoutRooms],
    winners: Mapping[int, PayoutRooms],
    seats: Sequence[int],
    search: ZoneSearch,
    bounds: QRectF | None = None,
    looks: Mapping[int, LookAt] | None = None,
) -> dict[int, QRectF]:
    """``zones`` (the pots' ``winners`` placed, with their rooms: :func:`payout_zones`,
    :func:`steady_zones`) with each seat of ``returned`` (given only its own uncalled bet
    back, with its rooms: :func:`payout_rooms`) placed in the room the winners leave: the
    nearest free felt by its plaque that holds its label with its chips, else its label
    alone, else its label at the floor, else its label beside its plaque (off the felt if
    need be, inside ``bounds``), else none. What is won is what the dealer pushes by: a
    bet handed back never costs a winner its chips. Only where the room left does not
    hold even its label at a size that reads do the winners beside it give up what they
    have beyond the least room of their label and chips. The seats without a payout give
    way. A seat of ``looks`` needs only its label nearer its own plaque than any other."""
    gap, walls, oval, seated, players = _felt_room(
        seats, search.plaques, search.toward, search.middle, search.felt, search.scale
    )
    toward = search.toward
    placed = {seat: QRectF(zone) for seat, zone in zones.items()}
    # Every payout placed so far: the winners', then each bet handed back in turn.
    others = {seat: placed[seat] for seat in seated if seat in winners and seat in placed}
    for seat in seated:
        if seat not in returned:
            continue
        room = returned[seat]
        look_at = (looks or {}).get(seat)
        zone, tier = _moved(
            seat, players, toward[seat], walls, others, oval, room, len(room.least), gap, look_at
        )
        if tier >= _LABEL_READS:
            shrunk = {
                number: _shrunk(other, winners[number], players[number])
                if number in winners
                else other
                for number, other in others.items()
            }
            again = _moved(
                seat,
                players,
                toward[seat],
                walls,
                shrunk,
                oval,
                room,
                len(room.least),
                gap,
                look_at,
            )
            if again[1] < tier:
                zone, tier = again
                # Only the winners whose room (with its gap) the bet handed back now
                # takes give up their spare room.
                for number, other in shrunk.items():
                    if _crosses(_box(others[number].adjusted(-gap, -gap, gap, gap)), _box(zone)):
                        placed[number] = others[number] = other
        if zone.isEmpty() and bounds is not None:
            taken = _kept_apart(walls, others.values(), gap)
            zone = _beside(seat, players, taken, bounds, gap)
        placed[seat] = others[seat] = zone
    _give_way(placed, others.keys(), seated, players, toward, walls, oval, gap)
    return placed


_LABEL_READS = 2
"""The first of :class:`PayoutRooms`' least tiers a label no longer reads at its usual
size in (its floor): a bet handed back that finds no more takes the winners' spare room."""


_STEADY = 12.0
"""How far, in pixels, a winner's label may move when only what it takes changes, rather
than be placed afresh."""


def _owned(seat: int, zone: QRectF, players: _Players, toward: QPointF, oval: _Box) -> bool:
    """Whether ``zone`` lies on the ``oval`` with its label's line nearer seat ``seat``'s
    plaque than any other of ``players``'."""
    spot = zone.center()
    return (
        not zone.isEmpty()
        and not _first_fitting(
            ((spot.x(), spot.y()),), zone.size(), (), oval, toward, seat, players, own=True
        ).isEmpty()
    )


def _moved(
    seat: int,
    players: _Players,
    toward: QPointF,
    walls: Sequence[_Box],
    others: Mapping[int, QRectF],
    oval: _Box,
    room: PayoutRooms,
    held: int,
    gap: float,
    look_at: LookAt | None = None,
) -> tuple[QRectF, int]:
    """Seat ``seat``'s nearest free zone of the best of ``room``'s tiers before ``held``
    (the one its zone holds now), clear of ``walls`` and the ``others``' zones, and that
    tier's place (an empty zone and ``held`` where none is free); the chips' tier grown
    where that lies no further off. With ``look_at``, a zone is the seat's where the label
    its look puts there (its chips shown, in the chips' tiers) is."""
    # Another winner's zone with a gap round it, as a plaque has: two payouts that touch
    # read as one, the chips under one label taken for the other's.
    taken = _kept_apart(walls, others.values(), gap)
    for index, tier in enumerate(room.least[:held]):
        zone = _nearest_of(seat, players, toward, taken, oval, tier, gap, look_at, index == 0)
        if zone is None:
            continue
        if index == 0:
            # The free felt grows the label and the chips, never the distance a dealer
            # reads the payout by.
            grown = _grown_near(seat, players, toward, taken, oval, room, gap, look_at, zone)
            if grown is not None:
                return grown, index
        return zone, index
    return QRectF(), held


def _shrunk(zone: QRectF, room: PayoutRooms, plaque: QRectF) -> QRectF:
    """``zone`` cut down to the least of ``room``'s shapes with chips that it holds, on
    its plaque's side; ``zone`` where it holds none."""
    held = [
        size
        for size in room.least[0]
        if size.width() <= zone.width() and size.height() <= zone.height()
    ]
    if not held:
        return QRectF(zone)
    size = min(held, key=lambda size: size.width() * size.height())
    width, height = size.width(), size.height()
    centre = plaque.center()
    x = min(max(centre.x(), zone.left() + width / 2), zone.right() - width / 2)
    y = min(max(centre.y(), zone.top() + height / 2), zone.bottom() - height / 2)
    return QRectF(x - width / 2, y - height / 2, width, height)


def _nearest_of(
    seat: int,
    players: _Players,
    toward: QPointF,
    walls: Sequence[_Box],
    oval: _Box,
    tier: Sequence[QSizeF],
    gap: float,
    look_at: LookAt | None = None,
    chips: bool = False,
) -> QRectF | None:
    """Of the shapes of ``tier``, the free zone nearest seat ``seat``'s plaque (None where
    none is free); with ``look_at``, :func:`_first_fitting`'s label rule."""
    found = [
        _nearest_free(seat, players, toward, walls, oval, size, gap, look_at=look_at, chips=chips)
        for size in tier
    ]
    plaque = players[seat]
    return min(
        (zone for zone in found if not zone.isEmpty()),
        key=lambda zone: _apart(zone, plaque),
        default=None,
    )


def _nearest_free(
    seat: int,
    players: _Players,
    toward: QPointF,
    walls: Sequence[_Box],
    oval: _Box,
    size: QSizeF,
    gap: float,
    near_to: QPointF | None = None,
    *,
    look_at: LookAt | None = None,
    chips: bool = False,
) -> QRectF:
    """The free spot of ``size`` nearest the one just in front of seat ``seat``'s plaque
    (or ``near_to``), its label's line nearer its plaque than any other (empty where none
    is within three times its size): tried on a fine grid and against the edges of what
    lies near, so a zone that just fits between a pot and a plaque is found."""
    start = ahead_of(players[seat], toward, size, gap) if near_to is None else near_to
    near = _walls_near(start, size, min(size.width(), size.height()) / 6, walls)
    found = recent(
        _SPOTS_FOUND,
        _spot_key("free", seat, players, toward, start, size, near, oval, look_at, chips),
        partial(_free_spot, seat, players, toward, near, oval, size, start, look_at, chips),
        _SPOTS_KEPT,
    )
    return QRectF(found)


def _free_spot(
    seat: int,
    players: _Players,
    toward: QPointF,
    near: Sequence[_Box],
    oval: _Box,
    size: QSizeF,
    start: QPointF,
    look_at: LookAt | None,
    chips: bool,
) -> QRectF:
    """:func:`_nearest_free`'s search, among the walls ``near`` its ``start``."""
    width, height = size.width(), size.height()
    step = min(width, height) / 6
    start_x, start_y = start.x(), start.y()
    # The zone's middle: on a grid, or with an edge against a wall's.
    xs = {start_x + index * step for index in range(-18, 19, 2)}
    ys = {start_y + index * step for index in range(-18, 19, 2)}
    for wall in near:
        xs |= {wall[2] + width / 2, wall[0] - width / 2}
        ys |= {wall[3] + height / 2, wall[1] - height / 2}
    # Which walls each column and each row of spots runs into, as bits: a spot is free of
    # them where its column's and its row's share none.
    columns = _walls_met(xs, start_x, 18 * step, width / 2, near, across=True)
    rows = _walls_met(ys, start_y, 18 * step, height / 2, near, across=False)
    # Most spots of a crowded table run into a wall or off the felt: only those clear of
    # both are sorted, the rows taken by the walls they meet.
    across = _oval_reach(columns, width / 2, oval[0], oval[2])
    down = _oval_reach(rows, height / 2, oval[1], oval[3])
    rows_by_walls: dict[int, list[float]] = {}
    for y, row in rows.items():
        rows_by_walls.setdefault(row, []).append(y)
    spots = sorted(
        ((x - start_x) ** 2 + (y - start_y) ** 2, x, y)
        for x, column in columns.items()
        if across[x] <= 1.0
        for row, row_ys in rows_by_walls.items()
        if not column & row
        for y in row_ys
        if across[x] + down[y] <= 1.0
    )
    return _first_fitting(
        ((x, y) for _, x, y in spots),
        size,
        (),
        oval,
        toward,
        seat,
        players,
        own=True,
        look_at=look_at,
        chips=chips,
    )


def _walls_near(start: QPointF, size: QSizeF, step: float, walls: Sequence[_Box]) -> list[_Box]:
    """The ``walls`` a zone of ``size`` may run into with its middle up to 18 ``step``
    from ``start`` (the rest need not be tried at each spot)."""
    reach_x, reach_y = 18 * step + size.width() / 2, 18 * step + size.height() / 2
    left, top = start.x() - reach_x, start.y() - reach_y
    right, bottom = start.x() + reach_x, start.y() + reach_y
    # _crosses inlined: this runs at every spot looked up.
    return [
        wall
        for wall in walls
        if left < wall[2] and wall[0] < right and top < wall[3] and wall[1] < bottom
    ]


def _walls_met(
    middles: Collection[float],
    start: float,
    reach: float,
    half: float,
    walls: Sequence[_Box],
    *,
    across: bool,
) -> dict[float, int]:
    """For each of ``middles`` (of spots ``half`` a zone wide, or high, along one axis) no
    further than ``reach`` from ``start``: the ``walls`` a zone there would run into along
    that axis, as bits (``across``: left to right, else top to bottom)."""
    # This runs for every zone tried, some thousands of times for a new result: rather
    # than test each wall at each spot, the walls are sorted once by where they begin and
    # by where they end, and a spot's walls are those begun before its far edge (a prefix
    # of the first order) and not ended by its near edge (a suffix of the second). The
    # sizes tried for one seat meet the same walls: their order is kept.
    begins, begun, ends, unended = recent(
        _WALL_ORDERS, (tuple(walls), across), partial(_wall_order, walls, across), _ORDERS_KEPT
    )
    met: dict[float, int] = {}
    for middle in middles:
        if abs(middle - start) > reach:
            continue
        met[middle] = (
            begun[bisect_left(begins, middle + half)] & unended[bisect_right(ends, middle - half)]
        )
    return met


def _oval_reach(
    middles: Iterable[float], half: float, low: float, high: float
) -> dict[float, float]:
    """For each of ``middles`` (of zones ``half`` wide, or high, along one axis), the square
    of how far the zone's farther edge lies from the middle of an oval from ``low`` to
    ``high`` along that axis, in its half-widths: a zone lies on the oval where its two
    add up to 1 at most (the arithmetic of :func:`_first_fitting`'s own test, so the
    spots it leaves out are those that test would)."""
    middle, radius = (low + high) / 2, (high - low) / 2
    if radius <= 0:
        return dict.fromkeys(middles, math.inf)
    reach: dict[float, float] = {}
    for centre in middles:
        farthest = max(abs(centre - half - middle), abs(centre + half - middle)) / radius
        reach[centre] = farthest * farthest
    return reach


_WallOrder = tuple[list[float], list[int], list[float], list[int]]

_WALL_ORDERS: OrderedDict[tuple[object, ...], _WallOrder] = OrderedDict()

_ORDERS_KEPT = 256


def _wall_order(walls: Sequence[_Box], across: bool) -> _WallOrder:
    """Where ``walls`` begin along one axis (``across``: left to right, else top to
    bottom), in order, with the bits of the walls begun by each; where they end, in order,
    with the bits of the walls not ended before each."""
    low, high = (0, 2) if across else (1, 3)
    by_begin = sorted(range(len(walls)), key=lambda bit: walls[bit][low])
    by_end = sorted(range(len(walls)), key=lambda bit: walls[bit][high])
    begins = [walls[bit][low] for bit in by_begin]
    ends = [walls[bit][high] for bit in by_end]
    begun = [0]
    for bit in by_begin:
        begun.append(begun[-1] | 1 << bit)
    unended = [0]
    for bit in reversed(by_end):
        unended.append(unended[-1] | 1 << bit)
    unended.reverse()
    return begins, begun, ends, unended


def _first_fitting(
    spots: Iterable[tuple[float, float]],
    size: QSizeF,
    walls: Sequence[_Box],
    oval: _Box,
    toward: QPointF,
    seat: int,
    players: _Players,
    *,
    own: bool,
    look_at: LookAt | None = None,
    chips: bool = False,
) -> QRectF:
    """The zone of ``size`` round the first of ``spots`` (its middle) that lies on the
    ``oval`` and clear of ``walls``, with ``own`` its label's line nearer seat ``seat``'s
    plaque than any other of ``players``' (empty where none does). With ``look_at``, the
    label where that look puts it in the zone, or where it puts it turned, is what lies
    nearer (none where, with ``chips``, the look shows no chips in a zone of that size)."""
    centre, others = players.centres(seat)
    label_at: QPointF | None = None
    turned_at: QPointF | None = None
    turn_weighed = False
    if own and look_at is not None:
        look = look_at(size, False)
        if chips and look.chips.isEmpty():
            return QRectF()
        label_at = look.label.center()
    # The oval's test inlined (this loop is the costly part of laying out the payouts): a
    # box's four corners are inside when its farthest corner is.
    oval_rx, oval_ry = (oval[2] - oval[0]) / 2, (oval[3] - oval[1]) / 2
    if oval_rx <= 0 or oval_ry <= 0:
        return QRectF()
    oval_x, oval_y = (oval[0] + oval[2]) / 2, (oval[1] + oval[3]) / 2
    width, height = size.width(), size.height()
    label_top, label_left = toward.y() > LABEL_FIRST, toward.x() >= 0
    for x, y in spots:
        left, top = x - width / 2, y - height / 2
        right, bottom = x + width / 2, y + height / 2
        farthest_x = max(abs(left - oval_x), abs(right - oval_x)) / oval_rx
        farthest_y = max(abs(top - oval_y), abs(bottom - oval_y)) / oval_ry
        if farthest_x * farthest_x + farthest_y * farthest_y > 1.0:
            continue
        if any(
            left < wall[2] and wall[0] < right and top < wall[3] and wall[1] < bottom
            for wall in walls
        ):
            continue
        # The label's middle lies between the zone's and the middle of its edge on the
        # plaque's side: above or under the chips, or beside them. The seat's own part of
        # the felt (nearer its plaque than any other) has no dent, so with those three
        # points in it, so is the label.
        if label_at is not None:
            # Where the look puts the label: the chips may reach on into the felt in
            # front of a neighbour, by a label that is plainly this seat's; or where the
            # look turned puts it, where only that is (placed_payout draws it so).
            if nearest_own(left + label_at.x(), top + label_at.y(), centre, others):
                return QRectF(left, top, width, height)
            if not turn_weighed and look_at is not None:
                # Turned, the label lies elsewhere only where it is stacked with chips.
                turn_weighed = True
                turned = look_at(size, True).label.center()
                turned_at = None if turned == label_at else turned
            if turned_at is not None and nearest_own(
                left + turned_at.x(), top + turned_at.y(), centre, others
            ):
                return QRectF(left, top, width, height)
            continue
        label_y = top if label_top else bottom
        label_x = left if label_left else right
        points = ((x, y), (x, label_y), (label_x, y))
        if not own or all(
            nearest_own(point_x, point_y, centre, others) for point_x, point_y in points
        ):
            return QRectF(left, top, width, height)
    return QRectF()


_OFFSETS = sorted(
    {(across * 2, down * 2) for across in range(-6, 7) for down in range(-6, 7)}
    | {(across * 3, down * 3) for across in range(-6, 7) for down in range(-6, 7)},
    key=lambda offset: (offset[0] ** 2 + offset[1] ** 2, offset),
)
"""Where a zone is tried, in sixths of its size from just in front of the plaque (every
third near it, every half further off), nearest first (a seat at the top of a crowded
table finds its room beside the board, not on it)."""

_OFFSET_STEPS = sorted({across for across, _ in _OFFSETS})
"""The columns (and rows) of :data:`_OFFSETS`, in sixths of a zone."""

_OFFSET_PLACES = [
    (_OFFSET_STEPS.index(across), _OFFSET_STEPS.index(down)) for across, down in _OFFSETS
]
""":data:`_OFFSETS` as the places of their column and row in :data:`_OFFSET_STEPS`."""


def _zone(
    seat: int,
    players: _Players,
    toward: QPointF,
    walls: Sequence[_Box],
    oval: _Box,
    usual: QSizeF,
    gap: float,
    floors: Sequence[QSizeF],
    *,
    own: bool,
    shapes: Sequence[tuple[float, float]] = _ZONE_SHAPES,
    look_at: LookAt | None = None,
) -> QRectF:
    """Seat ``seat``'s zone at about ``usual`` size, in the first of ``shapes`` and nearest
    spot that is free; with ``own``, its label's line nearer its plaque than any other
    (with ``look_at``, the label where that look puts it, its chips shown). A shape is
    grown to hold one of ``floors`` (the one it grows least for), as far as ``usual``
    does."""
    for wide, tall in shapes:
        shape = QSizeF(usual.width() * wide, usual.height() * tall)
        grown = min(
            (shape.expandedTo(floor.boundedTo(usual)) for floor in floors),
            key=lambda size: size.width() * size.height(),
        )
        start = ahead_of(players[seat], toward, grown, gap)
        sixth = min(grown.width(), grown.height()) / 6
        near = _walls_near(start, grown, sixth, walls)
        found = recent(
            _SPOTS_FOUND,
            _spot_key("zone", seat, players, toward, start, grown, near, oval, look_at, own),
            partial(_zone_spot, seat, players, toward, near, oval, grown, start, own, look_at),
            _SPOTS_KEPT,
        )
        if not found.isEmpty():
            return QRectF(found)
    return QRectF()


def _zone_spot(
    seat: int,
    players: _Players,
    toward: QPointF,
    near: Sequence[_Box],
    oval: _Box,
    grown: QSizeF,
    start: QPointF,
    own: bool,
    look_at: LookAt | None,
) -> QRectF:
    """:func:`_zone`'s search for one shape, ``grown`` to its size, among the walls
    ``near`` its ``start``."""
    sixth = min(grown.width(), grown.height()) / 6
    start_x, start_y = start.x(), start.y()
    xs = [start_x + step * sixth for step in _OFFSET_STEPS]
    ys = [start_y + step * sixth for step in _OFFSET_STEPS]
    # Which walls each column and each row of spots runs into, as bits: a spot is free
    # of them where its column's and its row's share none (most spots of a crowded
    # table are not, and are never looked at one by one), and how far off the oval.
    reach = (_OFFSET_STEPS[-1] + 1) * sixth  # every column, whatever the rounding
    columns = _walls_met(xs, start_x, reach, grown.width() / 2, near, across=True)
    rows = _walls_met(ys, start_y, reach, grown.height() / 2, near, across=False)
    on_oval_x = _oval_reach(xs, grown.width() / 2, oval[0], oval[2])
    on_oval_y = _oval_reach(ys, grown.height() / 2, oval[1], oval[3])
    column_walls, row_walls = [columns[x] for x in xs], [rows[y] for y in ys]
    across_oval, down_oval = [on_oval_x[x] for x in xs], [on_oval_y[y] for y in ys]
    spots = (
        (xs[across], ys[down])
        for across, down in _OFFSET_PLACES
        if not column_walls[across] & row_walls[down]
        and across_oval[across] + down_oval[down] <= 1.0
    )
    return _first_fitting(
        spots, grown, (), oval, toward, seat, players, own=own, look_at=look_at, chips=True
    )
