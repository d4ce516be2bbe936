"""How a winner's take is drawn in its payout zone: the label and the chips, and the rooms
they read in.

The payout label ("Seat 5 +$1,360") is what the dealer pushes by, so it is the largest text
on the felt: it starts at :func:`payout_pixels` and only shrinks, down to
:data:`~dealer_app.gui.table.painting.MIN_TEXT_PIXELS`, when its zone is too narrow; then
the amount is shortened ("$1.2T", the full amount in the tooltip). The label sits on the
plaque's side of the zone, the chips on the middle's side (:func:`fit_payout`), but on
their other side where only there it lies nearer its own plaque than a neighbour's
(:func:`placed_payout`, :func:`look_in_zone`). The rooms
a take reads in (:func:`payout_rooms`, :func:`readable_zones`) are what the zones of
:mod:`~dealer_app.gui.table.share_places` are found for.
"""

# No `from __future__ import annotations`: typing.NamedTuple compiles each field's annotation
# given as text when the class is made, some 130 compiles at every start.

import functools
import math
from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QFont, QFontMetricsF

from dealer_app.gui.chip_art import chip_stacks_size
from dealer_app.gui.recent import recent
from dealer_app.gui.table.chip_stacks import ChipStack
from dealer_app.gui.table.scene import SharePile, short_money
from dealer_app.model.room.money import MoneyUnit

__all__ = [
    "LABEL_FIRST",
    "LABEL_FLOOR",
    "READABLE",
    "PayoutLook",
    "PayoutRooms",
    "Point",
    "SharePlaces",
    "chips_first",
    "fit_payout",
    "look_in_zone",
    "nearest_own",
    "payout_font",
    "payout_pixels",
    "payout_rooms",
    "placed_payout",
    "readable_pixels",
    "readable_zones",
]

READABLE = 16
"""The size a payout label keeps, giving up its chips' room first, before it shrinks."""

READABLE_SCALE = 0.9
"""The window's scale (:func:`~dealer_app.gui.table.layout.window_scale`) from which every
payout zone keeps room for a label at :data:`READABLE` px (a 1366x768 screen gives the
table about 1.03, a 1024x700 one about 0.72)."""

LABEL_FLOOR = 11
"""The smallest a payout label is written (the smallest words on the felt)."""

_CHIP_FLOOR = 9.0
"""The smallest chips a winner's pile is drawn with, in pixels."""

LABEL_FIRST = 0.35
"""How far down toward the middle a seat faces (its plaque is above its zone) for its label
to go above its chips, on the plaque's side; other seats' labels go under their chips."""


def payout_pixels(scale: float) -> int:
    """A payout label's usual size at the table's scale: larger than any other words on the
    felt, 16 px or more, growing with the window."""
    return max(16, round(18 * scale))


def payout_font(base: QFont, pixels: int) -> QFont:
    font = QFont(base)
    font.setPixelSize(pixels)
    font.setBold(True)
    return font


def readable_pixels(scale: float) -> int:
    """The size a payout label keeps at the window's ``scale``, giving up its chips' room
    first, before it shrinks: :data:`READABLE` px from :data:`READABLE_SCALE` up, smaller
    below it (a small screen keeps the chips with a smaller label) down to the floor."""
    return max(LABEL_FLOOR, min(READABLE, round(READABLE * scale / READABLE_SCALE)))


def chips_first(readable: int) -> bool:
    """Whether a payout label that keeps ``readable`` px (:func:`readable_pixels`) shrinks
    on to the floor to keep its chips before it gives them up: on a small screen, where
    the label is already smaller than :data:`READABLE` and the chips are what the
    dealer counts out; from a laptop's window up, the label stays readable first."""
    return readable < READABLE


def readable_zones(base: QFont, scale: float) -> tuple[QSizeF, QSizeF]:
    """The least zones a payout reads in at the window's ``scale``: "Seat 10" over "+$8,888"
    at :data:`READABLE` px from :data:`READABLE_SCALE` (a laptop's window), smaller below
    it down to :data:`LABEL_FLOOR` (a small screen), with a pile of chips at their
    smallest under it, or beside it."""
    pixels = readable_pixels(scale)
    label = _label_size("Seat 10\n+$8,888", QFontMetricsF(payout_font(base, pixels)))
    under, beside = _with_chips((ChipStack("", 1, 8),), (label,), _CHIP_FLOOR)
    return under, beside


_GROWN = (1.0, 0.7, 0.4)
"""How far from their least toward their usual sizes a moved winner's label and chips are
tried, largest first."""


class PayoutRooms(NamedTuple):
    """The rooms one winner's take reads in, each a tier of shapes that read alike."""

    least: tuple[tuple[QSizeF, ...], ...]
    """Best first: the label with its chips at their smallest; on a small screen
    (:func:`chips_first`), the label at the floor with its chips; the label alone; the
    label alone at the floor (the chips then in the tooltip)."""
    grown: tuple[tuple[QSizeF, ...], ...]
    """The label and chips larger than the least, largest first."""
    with_chips: int = 1
    """How many of the first tiers of :attr:`least` show the chips."""

    def key(self) -> tuple[object, ...]:
        """The rooms as numbers."""
        return tuple(tuple(size.toTuple() for size in tier) for tier in (*self.least, *self.grown))


def payout_rooms(
    pile: SharePile, base: QFont, pixels: int, diameter: float, readable: int = READABLE
) -> PayoutRooms:
    """The rooms ``pile``'s take reads in: its whole label at ``readable`` px with its chips
    at their smallest (under or over the label, in one row or two, or beside it), the label
    alone at that size, at the floor; and the label up to ``pixels`` with the chips up to
    ``diameter``."""
    key = (
        *pile.look_key(),
        base.key(),
        pixels,
        diameter,
        readable,
    )
    return recent(
        _ROOMS, key, lambda: _payout_rooms(pile, base, pixels, diameter, readable), _FITTED_KEPT
    )


_ROOMS: OrderedDict[tuple[object, ...], PayoutRooms] = OrderedDict()


def _payout_rooms(
    pile: SharePile, base: QFont, pixels: int, diameter: float, readable: int
) -> PayoutRooms:
    texts = pile.labels(MoneyUnit.text)
    base_key = base.key()

    def labels(size: int) -> list[QSizeF]:
        return [_measured(text, base, base_key, size) for text in texts]

    def tier(sizes: list[QSizeF]) -> tuple[QSizeF, ...]:
        return _undominated([QSizeF(size.width() + 1, size.height() + 1) for size in sizes])

    with_chips = [_with_chips(pile.stacks, labels(readable), _CHIP_FLOOR)]
    if chips_first(readable):
        with_chips.append(_with_chips(pile.stacks, labels(LABEL_FLOOR), _CHIP_FLOOR))
    chips_tiers = [tier(sizes) for sizes in with_chips if sizes]  # none for a take of no chips
    least = [*chips_tiers, tier(labels(readable)), tier(labels(LABEL_FLOOR))]
    grown = []
    if pile.stacks:
        for share in _GROWN:
            size = round(readable + share * max(0, pixels - readable))
            chips = _CHIP_FLOOR + share * max(0.0, diameter - _CHIP_FLOOR)
            if size > readable or chips > _CHIP_FLOOR:
                grown.append(tier(_with_chips(pile.stacks, labels(size), chips)))
    return PayoutRooms(tuple(least), tuple(grown), len(chips_tiers))


def _chip_rows(stacks: int) -> tuple[int, ...]:
    """How a winner's ``stacks`` are tried, widest first, as stacks to a row
    (:func:`~dealer_app.gui.chip_art.chip_stacks_size`'s ``per_row``, 0 for all in one): in
    one row, and in two where there are three colours or more."""
    return (0, math.ceil(stacks / 2)) if stacks > 2 else (0,)


def _with_chips(
    stacks: Sequence[ChipStack], labels: Sequence[QSizeF], diameter: float
) -> list[QSizeF]:
    """The rooms of each of ``labels`` with the chips of ``stacks`` at ``diameter`` under or
    over it (in one row or two), or beside it (one row)."""
    sizes: list[QSizeF] = []
    if not stacks:
        return sizes
    rows = _chip_rows(len(stacks))
    for per_row in rows:
        chips = chip_stacks_size(stacks, diameter, "", per_row)
        for label in labels:
            sizes.append(QSizeF(max(label.width(), chips.width()), label.height() + chips.height()))
            if per_row == 0:
                sizes.append(
                    QSizeF(label.width() + 4 + chips.width(), max(label.height(), chips.height()))
                )
    return sizes


def _undominated(sizes: Sequence[QSizeF]) -> tuple[QSizeF, ...]:
    """``sizes`` without those that hold another of them (a larger room is found no sooner)."""
    kept: list[QSizeF] = []
    for index, size in enumerate(sizes):
        holds_another = any(
            size.width() >= other.width()
            and size.height() >= other.height()
            and (size != other or later < index)
            for later, other in enumerate(sizes)
            if later != index
        )
        if not holds_another:
            kept.append(size)
    return tuple(kept)


class PayoutLook(NamedTuple):
    """How one winner's take is drawn in its zone: the chips and the label."""

    seat: int
    chips: QRectF
    diameter: float
    per_row: int
    label: QRectF
    text: str
    """The label's words, on one or two lines; the amount may be shortened."""
    pixels: int
    shortened: bool

    def unit(self) -> QRectF:
        """The label and its chips as one box (the label alone for a take with no chips
        shown): the frame the dealer reads as one seat's payout."""
        return self.label.united(self.chips) if not self.chips.isEmpty() else QRectF(self.label)


def _label_size(text: str, metrics: QFontMetricsF) -> QSizeF:
    lines = text.split("\n")
    width = max(metrics.horizontalAdvance(line) for line in lines) + 6
    return QSizeF(width, metrics.height() * len(lines) + 2)


_LABEL_SIZES: OrderedDict[tuple[str, int, str], tuple[float, float]] = OrderedDict()
"""The label sizes measured lately, by font, pixels and words: a label is fitted again, at
each size from the largest down, at every result and every layout."""

_LABEL_SIZES_KEPT = 2048

_METRICS: dict[tuple[str, int], QFontMetricsF] = {}


def _measured(text: str, base: QFont, base_key: str, pixels: int) -> QSizeF:
    """:func:`_label_size` of ``text`` in ``base`` (whose ``key()`` is ``base_key``) at
    ``pixels``, measured once."""

    def measure() -> tuple[float, float]:
        metrics = _METRICS.get((base_key, pixels))
        if metrics is None:
            metrics = _METRICS[(base_key, pixels)] = QFontMetricsF(payout_font(base, pixels))
        return _label_size(text, metrics).toTuple()

    return QSizeF(*recent(_LABEL_SIZES, (base_key, pixels, text), measure, _LABEL_SIZES_KEPT))


def _label_fit(
    pile: SharePile,
    zone: QRectF,
    base: QFont,
    start: int,
    least_chips: float,
    keep: int = READABLE,
    *,
    cut: bool = True,
) -> tuple[str, int, QSizeF, bool]:
    """The label's words, size and room: the largest that fits the zone's width, on one
    line or two. Payouts first: down to ``keep`` px the label leaves room for the
    chips if it can, else takes the zone (the chips are then in the tooltip); below that,
    the same down to the floor; the amount is shortened only when even the floor does not
    fit. On a small screen (:func:`chips_first`), the label shrinks to the floor with its
    chips before it takes the zone alone. Where even that is wider than the zone (an
    uncalled bet's "returned" line in a crowded seat's least room), with ``cut`` its lines
    are cut to the zone at the floor (:func:`_cut_label`), never wider than it, so never
    over a plaque or a pot's words; without, the narrowest tried."""
    whole, short = pile.labels(MoneyUnit.text), pile.labels(short_money)
    readable = max(min(start, keep), LABEL_FLOOR)
    larger = range(max(start, LABEL_FLOOR), readable - 1, -1)
    smaller = range(readable - 1, LABEL_FLOOR - 1, -1)
    tries = [
        (whole, False, larger, least_chips),
        *(
            ((whole, False, smaller, least_chips), (whole, False, larger, 0.0))
            if chips_first(keep)
            else ((whole, False, larger, 0.0), (whole, False, smaller, least_chips))
        ),
        (whole, False, smaller, 0.0),
        (short, True, range(LABEL_FLOOR, LABEL_FLOOR - 1, -1), least_chips),
        (short, True, range(LABEL_FLOOR, LABEL_FLOOR - 1, -1), 0.0),
    ]
    fallback: tuple[str, int, QSizeF, bool] | None = None
    base_key = base.key()
    for texts, shortened, sizes, chips in tries:
        for pixels in sizes:
            for text in texts:
                size = _measured(text, base, base_key, pixels)
                if size.width() <= zone.width() and size.height() <= zone.height() - chips:
                    return text, pixels, size, shortened
                if fallback is None or size.width() < fallback[2].width():
                    fallback = (text, pixels, size, shortened)
    assert fallback is not None
    return _cut_label(pile, zone, base) if cut else fallback


def _cut_label(pile: SharePile, zone: QRectF, base: QFont) -> tuple[str, int, QSizeF, bool]:
    """``pile``'s label at the floor, amounts shortened, cut to ``zone``: "Seat 4" over
    "+$2K, $430 returned" as far as it fits ("+$2K …", else "+$2K": the tooltip says
    it all); on one line where the zone is too low for two ("Seat 4 +$2K", else "+$2K");
    no line wider than the zone. An amount is whole or left out, never cut ("+$5…" of
    $56.9B reads as something else), though its "+" goes before it does ("$56.9B", by
    the seat's own plaque): where none fits, the seat's name alone."""
    metrics = QFontMetricsF(payout_font(base, LABEL_FLOOR))
    width = max(1.0, zone.width() - 6.5)  # _label_size pads each line by 6 px
    seat = f"Seat {pile.seat}"
    whole = pile.labels(short_money)[0].removeprefix(seat).lstrip(": ")
    won = whole.split(",")[0]
    figure = won.split(" ")[0]  # "$430" of "$430 returned"
    bare = figure.removeprefix("+")

    def first_fitting(*lines: str) -> str | None:
        return next((line for line in lines if metrics.horizontalAdvance(line) <= width), None)

    name = first_fitting(seat) or metrics.elidedText(seat, Qt.TextElideMode.ElideRight, width)
    if _label_size(f"{seat}\n{won}", metrics).height() <= zone.height():
        amount = first_fitting(whole, f"{won} …", won, f"{figure} …", figure, bare)
        text = f"{name}\n{amount}" if amount else name
    else:
        # One line: the amount before the seat's name, which the label's place by its own
        # plaque says too ("Seat…" says neither).
        text = first_fitting(f"{seat} {won}", won, figure, bare) or name
    return text, LABEL_FLOOR, _label_size(text, metrics), True


def _chips_fit(
    stacks: tuple[ChipStack, ...], room: QSizeF, diameter: float
) -> tuple[float, int, QSizeF]:
    """The largest chips (from ``diameter`` down to the floor) whose pile fits ``room``, in
    one row or two; none (an empty size) where even the smallest does not: the label says
    the amount and the tooltip the chips."""
    step, per_row, size = _chips_fit_in(stacks, room.width(), room.height(), diameter)
    return step, per_row, QSizeF(*size)


@functools.lru_cache(maxsize=1024)
def _chips_fit_in(
    stacks: tuple[ChipStack, ...], width: float, height: float, diameter: float
) -> tuple[float, int, tuple[float, float]]:
    # Tried again for each winner at every result and layout: the same piles in the same
    # rooms come back often.
    rows = _chip_rows(len(stacks))
    step = diameter
    while True:
        for per_row in rows:
            size = chip_stacks_size(stacks, step, "", per_row)
            if size.width() <= width and size.height() <= height:
                return step, per_row, size.toTuple()
        if step <= _CHIP_FLOOR:
            return step, rows[-1], (0.0, 0.0)
        step = max(_CHIP_FLOOR, step * 0.88)


def fit_payout(
    pile: SharePile,
    zone: QRectF,
    toward: QPointF,
    base: QFont,
    pixels: int,
    diameter: float,
    readable: int = READABLE,
    turned: bool = False,
) -> PayoutLook:
    """Seat ``pile.seat``'s take fitted into its ``zone``: the label at up to ``pixels``
    on the plaque's side (``toward`` points from the plaque to the middle), the chips at up
    to ``diameter`` on the middle's side: stacked, or side by side in a wide, low zone,
    whichever keeps the chips with the larger label; the label gives up the chips' room
    rather than shrink below ``readable`` (:func:`readable_pixels`), but on a small screen
    (:func:`chips_first`), where it shrinks on to the floor to keep them. ``turned``, a
    stacked label goes on the chips' other side (:func:`placed_payout` says when)."""
    # The same take in the same zone is fitted again at every layout and result that
    # leave it so: fitted once while remembered.
    key = (
        *pile.look_key(),
        zone.getRect(),
        toward.toTuple(),
        base.key(),
        pixels,
        diameter,
        readable,
        turned,
    )
    look = recent(
        _FITTED,
        key,
        lambda: _fitted(_Fitting(pile, zone, toward, base, pixels, diameter, readable, turned)),
        _FITTED_KEPT,
    )
    # Each caller gets rectangles of its own.
    return look._replace(chips=QRectF(look.chips), label=QRectF(look.label))


_FITTED: OrderedDict[tuple[object, ...], PayoutLook] = OrderedDict()

_FITTED_KEPT = 256


class _Fitting(NamedTuple):
    """One take to fit in its zone, as :func:`fit_payout` was asked."""

    pile: SharePile
    zone: QRectF
    toward: QPointF
    base: QFont
    pixels: int
    diameter: float
    readable: int
    turned: bool


def _fitted(asked: _Fitting) -> PayoutLook:
    stacked = _stacked(asked)
    if stacked.chips.isEmpty() or stacked.pixels < asked.pixels:
        beside = _side_by_side(asked)
        # The chips shown are worth more than a label larger than it need be.
        if beside is not None and (
            beside.pixels > stacked.pixels
            or (stacked.chips.isEmpty() and beside.pixels >= min(asked.readable, stacked.pixels))
        ):
            return _by_plaque(beside, asked)
    return _by_plaque(stacked, asked)


def _by_plaque(look: PayoutLook, asked: _Fitting) -> PayoutLook:
    """``look`` (fitted in the middle of its zone) moved inside the zone toward its plaque:
    on each axis, by the room the zone leaves on the plaque's side times how much the plaque
    lies that way (``toward`` points from it to the middle), so a seat at the top moves up,
    hardly sideways. A zone larger than its payout may reach well past it toward the middle
    of the table, and a payout is read by the plaque it lies by."""
    zone, toward = asked.zone, asked.toward
    block = look.unit()
    # The room on the plaque's side, as a move toward it (the plaque is where ``toward``
    # points away from).
    if toward.x() > 0:
        across = -(block.left() - zone.left()) * toward.x()
    else:
        across = (zone.right() - block.right()) * -toward.x()
    if toward.y() > 0:
        down = -(block.top() - zone.top()) * toward.y()
    else:
        down = (zone.bottom() - block.bottom()) * -toward.y()
    if across == 0 and down == 0:
        return look
    shift = QPointF(across, down)
    chips = look.chips.translated(shift) if not look.chips.isEmpty() else QRectF(look.chips)
    return look._replace(chips=chips, label=look.label.translated(shift))


def _stacked(asked: _Fitting) -> PayoutLook:
    pile, zone, toward, base = asked.pile, asked.zone, asked.toward, asked.base
    pixels, diameter, readable = asked.pixels, asked.diameter, asked.readable
    least_chips = _least_chips_height(pile.stacks, zone.width())
    text, size, label_size, shortened = _label_fit(pile, zone, base, pixels, least_chips, readable)
    room = QSizeF(zone.width(), max(1.0, zone.height() - label_size.height()))
    chip_diameter, per_row, chips_size = _chips_fit(pile.stacks, room, diameter)
    label = QRectF(QPointF(0, 0), label_size)
    chips = QRectF(QPointF(0, 0), chips_size)
    block = label_size.height() + chips_size.height()
    top = zone.center().y() - block / 2
    # The plaque above the zone (a seat at the top): the label first; else the chips first
    # (turned: the other way round).
    if (toward.y() > LABEL_FIRST) != asked.turned:
        label.moveTop(top)
        chips.moveTop(top + label_size.height())
    else:
        chips.moveTop(top)
        label.moveTop(top + chips_size.height())
    centre = zone.center().x()
    label.moveLeft(centre - label.width() / 2)
    chips.moveLeft(centre - chips.width() / 2)
    return PayoutLook(pile.seat, chips, chip_diameter, per_row, label, text, size, shortened)


def _least_chips_height(stacks: Sequence[ChipStack], width: float) -> float:
    """How tall ``stacks`` are at their smallest chips in the fewest rows that fit
    ``width`` (in one row where none does): a narrow zone holds them in two rows, and its
    label leaves room for those."""
    rows = _chip_rows(len(stacks))
    sizes = [chip_stacks_size(stacks, _CHIP_FLOOR, "", per_row) for per_row in rows]
    return next((size.height() for size in sizes if size.width() <= width), sizes[0].height())


def _side_by_side(asked: _Fitting) -> PayoutLook | None:
    """The label beside the chips, on the plaque's side, where the zone is wide enough for
    both with the chips at least at their smallest; None where it is not."""
    pile, zone, toward, base = asked.pile, asked.zone, asked.toward, asked.base
    pixels, diameter, readable = asked.pixels, asked.diameter, asked.readable
    least = chip_stacks_size(pile.stacks, _CHIP_FLOOR)
    if not pile.stacks or least.height() > zone.height():
        return None
    narrower = QRectF(zone.left(), zone.top(), zone.width() - least.width() - 4, zone.height())
    if narrower.width() <= 0:
        return None
    text, size, label_size, shortened = _label_fit(
        pile, narrower, base, pixels, 0.0, readable, cut=False
    )
    if label_size.width() > narrower.width() or label_size.height() > zone.height():
        return None
    room = QSizeF(zone.width() - label_size.width() - 4, zone.height())
    chip_diameter, per_row, chips_size = _chips_fit(pile.stacks, room, diameter)
    if chips_size.isEmpty():
        return None
    label = QRectF(QPointF(0, 0), label_size)
    chips = QRectF(QPointF(0, 0), chips_size)
    width = label_size.width() + 4 + chips_size.width()
    left = zone.center().x() - width / 2
    # The plaque on the zone's left (a seat on the left of the table): the label first.
    first, second = (label, chips) if toward.x() >= 0 else (chips, label)
    first.moveLeft(left)
    second.moveLeft(left + first.width() + 4)
    label.moveTop(zone.center().y() - label.height() / 2)
    chips.moveTop(zone.center().y() - chips.height() / 2)
    return PayoutLook(pile.seat, chips, chip_diameter, per_row, label, text, size, shortened)


Point = tuple[float, float]


def nearest_own(x: float, y: float, own: Point, others: Sequence[Point]) -> bool:
    """Whether the point lies nearer ``own`` (a plaque's middle) than any of ``others``, by
    more than 2 px: a payout label there is read as that plaque's seat's."""
    mine = math.dist((x, y), own)
    return all(math.dist((x, y), other) > mine + 2.0 for other in others)


def placed_payout(
    fitted: Callable[[bool], PayoutLook], own: Point, others: Sequence[Point]
) -> PayoutLook:
    """The look ``fitted`` gives (a take fitted in its zone, turned or not: :func:`fit_payout`)
    that a dealer reads as the seat's: as fitted, but turned (the label on the chips' other
    side) where only then does its label lie nearer the seat's plaque (``own``) than any of
    the ``others``. Between a seat's plaque and its neighbour's below it, a label under the
    chips would be read as the neighbour's, and one above them as the seat's."""
    look = fitted(False)
    if nearest_own(*look.label.center().toTuple(), own, others):
        return look
    turned = fitted(True)
    if nearest_own(*turned.label.center().toTuple(), own, others):
        return turned
    return look


def look_in_zone(
    pile: SharePile,
    zone: QRectF,
    toward: QPointF,
    plaques: Mapping[int, Point],
    base: QFont,
    pixels: int,
    diameter: float,
    readable: int = READABLE,
) -> PayoutLook:
    """Seat ``pile.seat``'s take as drawn in ``zone`` (:func:`fit_payout`), turned where only
    so its label is read as the seat's among the ``plaques`` (the middles of the plaques of
    the seats in the hand: :func:`placed_payout`)."""

    def fitted(turned: bool) -> PayoutLook:
        return fit_payout(pile, zone, toward, base, pixels, diameter, readable, turned)

    own = plaques.get(pile.seat)
    if own is None:
        return fitted(False)
    others = [point for seat, point in plaques.items() if seat != pile.seat]
    return placed_payout(fitted, own, others)


class SharePlaces:
    """Every winner's take fitted in its zone, for one result on one layout; worked out when
    first asked."""

    def __init__(
        self,
        piles: Sequence[SharePile],
        zones: Mapping[int, QRectF],
        toward: Mapping[int, QPointF],
        plaques: Mapping[int, Point],
        base: QFont,
        pixels: int,
        diameter: float,
        readable: int = READABLE,
    ) -> None:
        """``plaques``: the middles of the plaques of the seats in the hand, which a label
        is read by (:func:`placed_payout`)."""
        self._piles = [pile for pile in piles if pile.seat in zones]
        self._readable = readable
        self._zones = dict(zones)
        self._toward = dict(toward)
        self._plaques = dict(plaques)
        self._base = QFont(base)
        self._pixels = pixels
        self._diameter = diameter
        self._looks: dict[int, PayoutLook] | None = None

    def looks(self) -> dict[int, PayoutLook]:
        """Each winner's look, by seat."""
        if self._looks is None:
            sizes = (self._base, self._pixels, self._diameter, self._readable)
            self._looks = {
                pile.seat: look_in_zone(
                    pile,
                    self._zones[pile.seat],
                    self._toward.get(pile.seat, QPointF(0, 0)),
                    self._plaques,
                    *sizes,
                )
                for pile in self._piles
            }
        return self._looks

    def look(self, seat: int) -> PayoutLook | None:
        return self.looks().get(seat)

    def spot(self, seat: int) -> QPointF:
        """Where the chips seat ``seat`` takes are set down (the middle of its zone for a
        seat with none)."""
        look = self.look(seat)
        if look is not None:
            return look.chips.center()
        return self._zones.get(seat, QRectF()).center()

    def rect(self, seat: int) -> QRectF:
        """The room seat ``seat``'s take covers, chips and label (empty with none)."""
        look = self.look(seat)
        return look.chips.united(look.label) if look is not None else QRectF()

    def smallest_label(self) -> int | None:
        """The smallest payout label's size in pixels (None with no winner)."""
        return min((look.pixels for look in self.looks().values()), default=None)
