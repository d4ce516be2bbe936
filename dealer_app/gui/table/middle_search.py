"""The search for the middle of the table: how large the boards, pots and words are
stacked, in how many rows, how many lines of words, moved how far, so that the middle
covers no plaque and leaves every winner its payout's room.

A middle is weighed by asking the table (:class:`MiddleTable`) what a middle of a given
shape (:class:`MiddleShape`) covers and how many winners it leaves short of room: each
answer a search of every winner's room, the costly part. A search
(:meth:`MiddleSearch.search`) is a generator that pauses after each middle it weighs, so
the table can paint the best of the first few and go on with the rest between the
dealer's clicks; it weighs a bounded number of middles per layout, and the middles found
for the layouts seen last are kept (a river picked again finds its middle at once).
"""

# No `from __future__ import annotations`: typing.NamedTuple compiles each field's annotation
# given as text when the class is made.

from collections.abc import Collection, Generator, Mapping, Sequence
from typing import NamedTuple, Protocol, TypeVar

from PySide6.QtCore import QRectF, QSizeF

from dealer_app.gui.table.layout import MIN_SCALE, TableGeometry
from dealer_app.gui.table.scene import INFO_LINES

__all__ = [
    "FIRST_SHAPE",
    "FIRST_WEIGHED",
    "MIDDLES_WEIGHED",
    "MORE_WEIGHED",
    "UNMOVED",
    "Middle",
    "MiddleSearch",
    "MiddleShape",
    "MiddleTable",
    "Nudge",
    "RoomAsked",
    "Shortfall",
    "Weighing",
    "advanced",
    "clearly_better",
    "finished",
    "readable",
    "ways_aside",
]

_MIDDLE_ZOOMS = (1.0, 0.9, 0.8, 0.7, 0.6, 0.5)
"""The sizes a middle is tried at, largest first, against the table's scale."""

_SHORT_WORDS_LINES = 1
"""The lines the explanation keeps where no middle with all of them leaves every winner
its chips' room (the whole in its tooltip): which chips go to whom comes first."""

_CROWDED_MIDDLES = (
    (_SHORT_WORDS_LINES, True, False),
    (INFO_LINES, False, False),
    (_SHORT_WORDS_LINES, False, False),
    (_SHORT_WORDS_LINES, False, True),
)
"""The explanation's lines, whether the pots' winners are written under them, and whether
the pots' amounts are shortened, tried in turn where the middle covers a plaque or leaves
some winner without its chips' room: the explanation cut to a line first, then the winners
left to the pots' tooltips, then the amounts shortened ("Side pot 3: $10.5B", the whole in
the tooltip), which lets pots of long amounts stand side by side."""

MIDDLES_WEIGHED = 256
"""How many middles one layout weighs at most, each by a search of every winner's room
(up to some 40 ms on a full table of side pots). Most results need a few; the most
crowded ten-seat result measured weighed 174, which the search goes on with after the
paint (:data:`FIRST_WEIGHED`): where the felt is crowded, the best of those weighed is
taken and the plaques are made smaller only on what was weighed. Fewer leave more winners
without room for their chips on a small laptop (at 96, and 48 in a search of moved
middles, 29 of the payout scan's 860 winners at 1024x700; 21 at this bound, as without
one); the bound keeps a felt that finds no better from keeping the processor busy."""

_NUDGES_WEIGHED = 128
"""How many of those one search of moved middles makes at most (nearest moves first)."""

FIRST_WEIGHED = 12
"""How many of those a layout makes before the table is painted. Where a crowded result
needs more, the table shows the best middle of those at once, and the search goes on
between the dealer's clicks, :data:`MORE_WEIGHED` at a time (the middles weighed
before are found again at once): the best middle of all then takes its place. A new
result, size or game ends the search under way and starts its own."""

MORE_WEIGHED = 1
"""How many more middles each step of a search that goes on after the paint weighs: a
click then waits a step at most (60 ms measured on the most crowded tables; at three a
step, 195 ms)."""


class Shortfall(NamedTuple):
    """What a middle leaves the winners short of, worst first (a smaller one is better)."""

    without: int
    """Winners with no room even for their label alone at the floor, nearer their own
    plaque than any other: a payout there would be read as another seat's."""
    short: int
    """Winners with no room their label reads in with its chips."""
    returned: int = 0
    """Seats given only their own bet back with no room for their label and chips in the
    room the winners leave: a middle that leaves as many winners short is better for
    fewer (never at a winner's cost)."""

    @property
    def winners_fit(self) -> bool:
        """Whether every winner has the room its label reads in with its chips."""
        return not self.without and not self.short


_UNWEIGHED = Shortfall(1_000, 1_000)
"""What a middle left unweighed counts as: worse than any weighed."""

_SMALLER_PLAQUES = 0.95
"""How much smaller the plaques are tried where the middle, or the winners' chips, find
no room among them."""

_NUDGE_STEP = 12.0
"""How far apart the places a middle is tried at, up or down, are (pixels at scale 1)."""

_NUDGES = 6
"""How many steps up and down (or to each side) a middle is tried at, at most."""

_NUDGED_SHAPES = 3
"""How many of the best middles are tried moved up and down, at most."""

_LAYOUTS_KEPT = 64

_T = TypeVar("_T")

Weighing = Generator[None, None, _T]
"""A search of the middle that pauses after each middle it weighs, and gives ``_T``."""

Nudge = tuple[float, float]
"""How far the pots and their words are moved right, and the middle down (pixels)."""

UNMOVED: Nudge = (0.0, 0.0)

_NUDGE_WAYS: tuple[Nudge, ...] = ((0.0, 1.0), (0.0, -1.0), (1.0, 0.0), (-1.0, 0.0))
"""The ways a middle is moved: down, up, right, left."""


class MiddleShape(NamedTuple):
    """How the middle is stacked: what its search weighs, a middle at a time."""

    zoom: float
    """Its size against the table's scale (1: as large as the plaques leave room for)."""
    columns: int
    """The longest row of pots (0: as many as the felt holds)."""
    lines: int
    """The lines of the explanation's box."""
    nudge: Nudge
    """How far the pots and their words are moved across, and the middle up or down from
    the middle of its band (pixels)."""
    pot_winners: bool
    """Whether each pot's winners are written under it (else left to its tooltip)."""
    short_amounts: bool = False
    """Whether each pot's amount is shortened under it ("$10.5B"; the whole in its
    tooltip)."""


FIRST_SHAPE = MiddleShape(1.0, 0, INFO_LINES, UNMOVED, True)
"""The middle as large as it goes, unmoved, with all its words."""


class Middle(NamedTuple):
    """A middle chosen: its shape, and how much of the plaques it covers and the winners
    it leaves short (worked out once per table, plaques and payouts: kept)."""

    shape: MiddleShape
    covers: float
    short: Shortfall

    @property
    def counted(self) -> bool:
        """Whether it covers nothing and leaves every winner the room its take reads in."""
        return not self.covers and self.short.winners_fit

    def rank(self) -> tuple[float, Shortfall]:
        """Better middles first: covering less, then leaving fewer winners short."""
        return self.covers, self.short


def clearly_better(middle: Middle, than: Middle) -> bool:
    """Whether ``middle`` is so much better than ``than`` that it is worth its cost (the
    pots' amounts shortened): it covers nothing and leaves every winner its room; or it
    covers half as much as the other, or nothing where the other covers some; or, covering
    no more, it leaves fewer winners without their label's room by their own plaque.

    >>> covers = lambda area, without=0: Middle(FIRST_SHAPE, area, Shortfall(without, 0))
    >>> clearly_better(covers(81.0), covers(96.0)), clearly_better(covers(40.0), covers(96.0))
    (False, True)
    >>> clearly_better(covers(96.0), covers(96.0, without=2))
    True
    """
    if middle.counted:
        return True
    fewer_without = middle.short.without < than.short.without
    if not than.covers:
        return not middle.covers and fewer_without
    return middle.covers <= than.covers / 2 or (middle.covers <= than.covers and fewer_without)


def readable(middle: Middle) -> bool:
    """Whether ``middle`` covers nothing and leaves every winner room for its label by its
    own plaque (its chips may still want more)."""
    return not middle.covers and not middle.short.without


def advanced(search: Weighing[_T], steps: int) -> _T | None:
    """What ``search`` gives, once it has weighed ``steps`` more middles at most (None
    where it goes on)."""
    try:
        for _ in range(steps):
            next(search)
    except StopIteration as ended:
        found: _T = ended.value
        return found
    return None


def finished(search: Weighing[_T]) -> _T:
    """What ``search`` gives, weighed to its end."""
    while True:
        try:
            next(search)
        except StopIteration as ended:
            found: _T = ended.value
            return found


def ways_aside(geometry: TableGeometry, winners: Sequence[QRectF]) -> tuple[float, ...]:
    """The ways the pots may move across (1: right, -1: left), the ``winners``' plaques
    where they are: away from the side of the table with more winners, either way where
    both sides have as many."""
    centre = geometry.center.x()
    sides = [plaque.center().x() - centre for plaque in winners]
    on_left, on_right = sum(side < -1 for side in sides), sum(side > 1 for side in sides)
    if on_left == on_right:
        return (1.0, -1.0)
    return (1.0,) if on_left > on_right else (-1.0,)


def _area(rect: QRectF) -> float:
    return rect.width() * rect.height() if not rect.isEmpty() else 0.0


class RoomAsked(NamedTuple):
    """The room a middle is weighed by: what its winners need."""

    own: Mapping[int, Sequence[QSizeF]]
    """The least room each winner's own take reads in (:meth:`MiddleTable.least_rooms`)."""
    alone: Collection[int] = ()
    """The winners short of room whatever the middle (counted short at once)."""
    limit: int | None = None
    """How many winners short to count up to (None: all)."""


class MiddleTable(Protocol):
    """What the middle's search asks of the table it lays out."""

    def geometry(self) -> TableGeometry:
        """The table as its plaques are placed now."""

    def place_plaques(self, most: float) -> TableGeometry:
        """Place the plaques at the scale ``most`` at most; the table's geometry then."""

    def plaques(self) -> list[QRectF]:
        """Each seat's plaque as placed, in seat order."""

    def winners_plaques(self, plaques: Sequence[QRectF]) -> list[QRectF]:
        """Of ``plaques`` (in seat order), those of the seats that win some of a pot."""

    def dealer_mark(self, geometry: TableGeometry) -> QRectF:
        """Where the felt's "DEALER" mark is."""

    def pot_rows(self, geometry: TableGeometry, shape: MiddleShape) -> list[int]:
        """The longest rows of pots a middle of ``shape``'s zoom is tried with, widest
        first: one for each number of pots across."""

    def blockers(
        self, geometry: TableGeometry, plaques: list[QRectF], shape: MiddleShape
    ) -> list[QRectF]:
        """What a middle of ``shape`` among ``plaques`` owns, that no payout may use."""

    def least_rooms(self) -> dict[int, tuple[QSizeF, ...]]:
        """The least room each winner's own take reads in."""

    def zones_short(
        self, geometry: TableGeometry, blockers: list[QRectF], asked: RoomAsked
    ) -> Shortfall:
        """How many winners a middle owning ``blockers`` leaves short of the room
        ``asked``: a search of every winner's room (the costly part of weighing a
        middle)."""

    def alone_short(
        self, geometry: TableGeometry, own: Mapping[int, Sequence[QSizeF]]
    ) -> dict[int, bool]:
        """The winners short of room whatever the middle."""

    def layout_key(self) -> tuple[object, ...]:
        """What else a middle found depends on: the pots, the boards, the cards' size, the
        words over the middle and the seats in the hand."""


class MiddleSearch:
    """The middle's search for one table: the middles weighed for the layouts seen last,
    and how many more the layout under way may weigh."""

    def __init__(self, table: MiddleTable) -> None:
        self._table = table
        # The middle found for the layouts seen last, with how many middles each weighed
        # (trying them is costly).
        self._found: dict[tuple[object, ...], tuple[Middle, int]] = {}
        self.weighings_left = MIDDLES_WEIGHED
        """The searches of the winners' room the layout under way may still make."""

    def search(self, bound: int) -> Weighing[Middle]:
        """The best middle for the plaques as placed, weighing ``bound`` middles at most
        (the plaques placed smaller where the middle finds no room among them)."""
        geometry = self._table.geometry()
        self.weighings_left = bound
        found = yield from self._find(geometry, INFO_LINES)
        if not found.counted and geometry.scale > MIN_SCALE and self.weighings_left > 0:
            # Even the smallest middle covers a plaque (nine seats put one at the top middle
            # and one each side of it, lower: a board may find no band between them) or
            # leaves a winner without room for its chips: the plaques are made smaller,
            # which takes them further out and leaves the felt larger, as little as does.
            # (They grow again when the table is next laid out: a new size or game.)
            scale = yield from self._plaques_scale(geometry.scale)
            geometry = self._table.place_plaques(scale)
            found = yield from self._find(geometry, INFO_LINES)
        # Not even then: the explanation is cut to a line (the whole in its tooltip), then
        # each pot's winners are left to its tooltip (the payout by each seat says who
        # takes what), which makes every pot's room a line lower, the explanation whole
        # where that is enough, else cut too; last, the pots' amounts are shortened, so that
        # pots of long amounts stand side by side: which chips go to whom comes first.
        tried = [found]
        for lines, written, short in _CROWDED_MIDDLES:
            if tried[-1].counted:
                break
            tried.append(
                (yield from self._find(geometry, lines, pot_winners=written, short_amounts=short))
            )
        # The best of those tried (the first of equals): the last where it counts; amounts
        # shortened only where that clearly pays for what the dealer no longer reads.
        best = min((middle for middle in tried if not middle.shape.short_amounts), key=Middle.rank)
        shortened = tried[-1]
        if shortened.shape.short_amounts and clearly_better(shortened, best):
            return shortened
        return best

    def _short(
        self, geometry: TableGeometry, blockers: list[QRectF], asked: RoomAsked
    ) -> Shortfall:
        """How many winners a middle owning ``blockers`` leaves no room by their own
        plaque even for their label alone, and how many no payout zone their take reads
        in (:meth:`MiddleTable.zones_short`); once the layout has made its
        :data:`MIDDLES_WEIGHED` searches, :data:`_UNWEIGHED`."""
        if self.weighings_left <= 0:
            return _UNWEIGHED
        self.weighings_left -= 1
        return self._table.zones_short(geometry, blockers, asked)

    def _plaques_scale(self, largest: float) -> Weighing[float]:
        """The largest of the plaques' scales below ``largest`` (each :data:`_SMALLER_PLAQUES`
        of the one before, down to the smallest) at which the smallest middle covers no
        plaque and leaves every winner its chips' room (the smallest scale where none
        does): found by halving the scales left, each tried with a few middles rather
        than the whole search (smaller plaques leave more of the felt)."""
        scales = []
        scale = largest
        while scale > MIN_SCALE:
            scale = max(MIN_SCALE, scale * _SMALLER_PLAQUES)
            scales.append(scale)
        low, high = 0, len(scales) - 1
        if not (yield from self._smallest_fits(scales[high])):
            return scales[high]
        while low < high:
            half = (low + high) // 2
            if (yield from self._smallest_fits(scales[half])):
                high = half
            else:
                low = half + 1
        return scales[low]

    def _smallest_fits(self, scale: float) -> Weighing[bool]:
        """Whether, the plaques placed at ``scale`` at most, a middle at its smallest (the
        pots in rows of any length) covers no plaque or the dealer's mark and leaves every
        winner the room its take reads in."""
        if self.weighings_left <= 0:
            return True  # smaller only on what was weighed
        table = self._table
        geometry = table.place_plaques(scale)
        plaques = table.plaques()
        walls = (*plaques, table.dealer_mark(geometry).adjusted(0.5, 0.5, -0.5, -0.5))
        own = table.least_rooms()
        smallest = MiddleShape(_MIDDLE_ZOOMS[-1], 0, INFO_LINES, UNMOVED, True)
        for columns in table.pot_rows(geometry, smallest):
            blockers = table.blockers(geometry, plaques, smallest._replace(columns=columns))
            if any(rect.intersects(wall) for rect in blockers for wall in walls):
                continue
            short = self._short(geometry, blockers, RoomAsked(own))
            yield
            if short.winners_fit:
                return True
        return False

    def _find(
        self,
        geometry: TableGeometry,
        lines: int,
        *,
        pot_winners: bool = True,
        short_amounts: bool = False,
    ) -> Weighing[Middle]:
        """The middle's zoom, rows and place, its explanation ``lines`` tall, each pot's
        winners written under it or not (``pot_winners``), its amount shortened or not
        (``short_amounts``), for the plaques as placed (worked out once per table, plaques
        and payouts: kept)."""
        table = self._table
        plaques = table.plaques()
        own = table.least_rooms()
        key = (
            tuple((seat, tuple(size.toTuple() for size in own[seat])) for seat in sorted(own)),
            table.layout_key(),
            tuple(plaque.getRect() for plaque in plaques),
            lines,
            pot_winners,
            short_amounts,
            # A search cut short by the layout's bound finds another middle with more left.
            self.weighings_left,
        )
        kept = self._found.get(key)
        if kept is not None:
            middle, weighings = kept
            self.weighings_left -= weighings
            return middle
        weighings_before = self.weighings_left
        # The largest, then the pots in the widest rows (0: as many as fit), that covers
        # no plaque and leaves every seat in the hand a payout zone its label reads in;
        # where none does, the one that covers the least, then leaves the fewest winners
        # no room for their label by their own plaque (a payout read as another seat's),
        # then the fewest short of room.
        # The explanation cut short is tried at the smallest zoom alone.
        zooms = _MIDDLE_ZOOMS if lines == INFO_LINES else _MIDDLE_ZOOMS[-1:]
        # A zoom's rows are worked out only when it is reached: the first middle usually
        # does (an empty table's always).
        candidates = (
            MiddleShape(zoom, columns, lines, UNMOVED, pot_winners, short_amounts)
            for zoom in zooms
            for columns in table.pot_rows(
                geometry, MiddleShape(zoom, 0, lines, UNMOVED, pot_winners, short_amounts)
            )
        )
        shapes: list[MiddleShape] = []
        tried: list[tuple[float, Shortfall, int]] = []
        # Painting is in whole pixels: a middle that meets the mark along an edge, a
        # fraction of a pixel over it, does not cover its letters.
        walls = (*plaques, table.dealer_mark(geometry).adjusted(0.5, 0.5, -0.5, -0.5))
        # Each shape is worked out without moving a widget: only the one chosen is placed.
        # Winners that find no room even alone on a felt without a middle stay short
        # whatever the middle: a middle that leaves only those short is as good as any
        # smaller one (worked out once a middle leaves some short; they are not looked for
        # again in each middle after).
        alone: dict[int, bool] | None = None
        bound = Shortfall(0, 0)
        for order, shape in enumerate(candidates):
            shapes.append(shape)
            blockers = table.blockers(geometry, plaques, shape)
            area = sum(_area(rect.intersected(wall)) for rect in blockers for wall in walls)
            # Counted only as far as the fewest left short by a middle tried before that
            # left every winner its label's room.
            fewest = min(
                (left.short for covers, left, _ in tried if not covers and not left.without),
                default=None,
            )
            short = (
                self._short(geometry, blockers, RoomAsked(own, alone or {}, fewest))
                if not area
                else Shortfall(0, 0)
            )
            yield
            tried.append((area, short, order))
            if not area and short != Shortfall(0, 0) and alone is None:
                alone = table.alone_short(geometry, own)
                bound = Shortfall(sum(alone.values()), len(alone))
            if not area and short == bound:
                break
        area, short, order = min(tried)
        middle = Middle(shapes[order], area, short)
        if not area and short > bound:
            # Winners short of room that a middle of the same size leaves room for, moved
            # up or down in its band: the middles that cover nothing, best first.
            fitting = [entry for entry in sorted(tried) if not entry[0]][:_NUDGED_SHAPES]
            moved = [(shapes[order], short) for _, short, order in fitting]
            nudged, least = yield from self._nudged(
                geometry, plaques, walls, moved, bound, own, alone or {}
            )
            middle = Middle(nudged, 0.0, least)
        self._found[key] = middle, weighings_before - self.weighings_left
        if len(self._found) > _LAYOUTS_KEPT:
            self._found.pop(next(iter(self._found)))
        return middle

    def _nudged(
        self,
        geometry: TableGeometry,
        plaques: list[QRectF],
        walls: tuple[QRectF, ...],
        shapes: list[tuple[MiddleShape, Shortfall]],
        bound: Shortfall,
        own: Mapping[int, Sequence[QSizeF]],
        alone: Collection[int],
    ) -> Weighing[tuple[MiddleShape, Shortfall]]:
        """Of ``shapes`` (unmoved, each with the winners it leaves short of room, best
        first), the one that, moved up or down from the middle of its band, or its pots
        and words moved to one side, leaves the fewest winners short (a top seat's chips,
        under its label, where the plaques below leave the room; three winners on the left
        of a full table, where one on the right has room to spare), and how far it is
        moved; the first unmoved where no move helps. Each is moved a step further each
        way in turn, a way given up where the middle would cover a plaque or the dealer's
        mark, and all given up at ``bound`` (no middle does better). The pots go only
        toward the side with fewer winners (either way where both sides have as many), a
        step further only while they leave no more winners without their label's room than
        the best middle yet. With it, the winners it leaves short."""
        step = _NUDGE_STEP * geometry.scale
        best, least = shapes[0]
        sideways = ways_aside(geometry, self._table.winners_plaques(plaques))
        # Up and down first, every shape; the pots to one side only where that is not enough.
        up_down = [way for way in _NUDGE_WAYS if not way[0]]
        across = [way for way in _NUDGE_WAYS if way[0] in sideways]
        # Each layout's stages (the explanation cut, the pots' winners left out) keep some
        # of its weighings for their own middles.
        weighings = min(_NUDGES_WEIGHED, self.weighings_left)
        for tried in (up_down, across):
            for unmoved, short in shapes:
                if short < least:
                    best, least = unmoved, short
                ways = list(tried)
                for distance in range(1, _NUDGES + 1):
                    for way in list(ways):
                        moved = unmoved._replace(
                            nudge=(way[0] * distance * step, way[1] * distance * step)
                        )
                        blockers = self._table.blockers(geometry, plaques, moved)
                        if any(rect.intersects(wall) for rect in blockers for wall in walls):
                            ways.remove(way)
                            continue
                        left = self._short(geometry, blockers, RoomAsked(own, alone))
                        yield
                        weighings -= 1
                        if left < least:
                            best, least = moved, left
                        elif way[0] and left.without > least.without:
                            # Further that way the winners on that side only lose more room.
                            ways.remove(way)
                    if least == bound or not ways or weighings <= 0:
                        break
                if least == bound or weighings <= 0:
                    break
            if least == bound or weighings <= 0:
                break
        return best, least
