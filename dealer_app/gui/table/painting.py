"""Painting the table: the felt and rail, the title, the boards' labels, the pots, the piles
and the payout labels.

The table view decides what goes where (:mod:`dealer_app.gui.table.layout`) and what lies
there (:mod:`dealer_app.gui.table.scene`); the felt's items
(:mod:`dealer_app.gui.table.felt_items`) paint it with these functions. Chip piles are
drawn from pictures kept in Qt's picture cache
(:func:`dealer_app.gui.pictures.cached_picture`): painting every chip's edge is the costly
part of a repaint.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QFontMetricsF,
    QGradient,
    QPainter,
    QPen,
    QPixmap,
    QRadialGradient,
)

from dealer_app.gui.chip_art import chip_stacks_size, paint_chip_stacks
from dealer_app.gui.pictures import cached_picture, draw_picture
from dealer_app.gui.table.chip_stacks import ChipStack
from dealer_app.gui.table.layout import PotCells, TableGeometry
from dealer_app.gui.table.scene import PotPile, pot_title
from dealer_app.gui.theme import Theme

__all__ = [
    "DEALER_MARK",
    "MAX_STACK",
    "MIN_TEXT_PIXELS",
    "caption_font",
    "dealer_mark_rect",
    "draw_stacks",
    "paint_board_labels",
    "paint_felt",
    "paint_payout_frame",
    "paint_payout_label",
    "paint_pots",
    "paint_title",
    "pot_boxes",
    "pot_cells",
    "title_font",
    "veil_step",
]

MAX_STACK = 10
"""The tallest pile a pot's room is measured for."""

MIN_TEXT_PIXELS = 11
"""The smallest words on the felt, still readable at arm's length."""

_DIM_GREY = QColor(128, 128, 128)
"""What a pushed pot's chips are veiled in: a neutral grey keeps each chip's hue."""
_DIM_STEPS = 8


def veil_step(dim: float) -> int:
    """How veiled a pot's chips are drawn when ``dim`` (0-1) of them has gone to the
    winners: dimming comes in a few steps, so a pot fading out reuses a few pictures and
    repaints only when its step changes.

    >>> veil_step(0.0), veil_step(0.5), veil_step(1.0), veil_step(1.7)
    (0, 4, 8, 8)
    """
    return round(min(max(dim, 0.0), 1.0) * _DIM_STEPS)


def caption_font(base: QFont, scale: float, *, bold: bool = False) -> QFont:
    """The font of the words on the felt at the table's scale."""
    font = QFont(base)
    font.setPixelSize(max(MIN_TEXT_PIXELS, round(12 * scale)))
    font.setBold(bold)
    return font


def paint_felt(painter: QPainter, geometry: TableGeometry, theme: Theme, base: QFont) -> None:
    """The table without anything on it: the rail, the felt and the dealer's place (the
    costly part, which the felt's view keeps in its background cache)."""
    felt = geometry.felt
    rail_width = _rail_width(geometry)
    rail = felt.adjusted(-rail_width, -rail_width, rail_width, rail_width)
    # The rail's and the felt's edges are filled, not stroked: stroking an antialiased
    # oval this large with a 2 px pen costs more than filling it twice.
    painter.setPen(Qt.PenStyle.NoPen)
    _fill_edged_oval(painter, rail, 2.0, theme.rail_highlight, theme.rail)
    gradient = QRadialGradient(felt.center(), max(felt.width(), felt.height()) / 2)
    gradient.setColorAt(0.0, theme.felt.lighter(112))
    gradient.setColorAt(0.75, theme.felt)
    gradient.setColorAt(1.0, theme.felt_shadow)
    # The gradient is given as it is: wrapped in a QBrush by hand, it has PySide6 make
    # QImage's Python type (some 3.5 million instructions of the start) to choose among
    # QBrush's constructors.
    _fill_edged_oval(painter, felt, 2.0, theme.felt_shadow, gradient)
    line = QColor(theme.slot_outline)
    line.setAlpha(38)
    painter.setPen(QPen(line, 1.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inset = 46 * geometry.scale
    painter.drawEllipse(felt.adjusted(inset, inset * 0.8, -inset, -inset * 0.8))
    # The dealer's place, in the gap at the bottom of the rail.
    font, box = _dealer_mark_box(geometry, base)
    painter.setFont(font)
    painter.setPen(theme.text_muted)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, DEALER_MARK)


def _grown(rect: QRectF, by: float) -> QRectF:
    return rect.adjusted(-by, -by, by, by)


def _fill_edged_oval(
    painter: QPainter,
    oval: QRectF,
    edge: float,
    edge_colour: QColor,
    inside: QColor | QBrush | QGradient,
) -> None:
    """The oval filled with ``inside``, its edge ``edge`` wide in ``edge_colour`` (centred
    on the oval's line, as a pen of that width draws it)."""
    painter.setBrush(edge_colour)
    painter.drawEllipse(_grown(oval, edge / 2))
    painter.setBrush(inside)
    painter.drawEllipse(_grown(oval, -edge / 2))


def _rail_width(geometry: TableGeometry) -> float:
    return 18 * geometry.scale


DEALER_MARK = "DEALER"
"""The word that marks the dealer's place, at the bottom of the rail."""


def _dealer_mark_box(geometry: TableGeometry, base: QFont) -> tuple[QFont, QRectF]:
    """The font of :data:`DEALER_MARK` and the box it is centred in, across the rail's
    bottom and a little onto the felt."""
    rail_width = _rail_width(geometry)
    spot = geometry.dealer_spot
    font = QFont(base)
    font.setPixelSize(max(MIN_TEXT_PIXELS, round(11 * geometry.scale)))
    font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 130)
    return font, QRectF(spot.x() - 60, spot.y() - rail_width * 0.5, 120, rail_width * 1.4)


def dealer_mark_rect(geometry: TableGeometry, base: QFont) -> QRectF:
    """Where the letters of :data:`DEALER_MARK` are: the part of the felt's edge the middle
    of the table, its words and the payouts stay off."""
    font, box = _dealer_mark_box(geometry, base)
    return QFontMetricsF(font).boundingRect(box, int(Qt.AlignmentFlag.AlignCenter), DEALER_MARK)


def title_font(font: QFont) -> QFont:
    """The font :func:`paint_title` writes in, a little larger than ``font``."""
    font = QFont(font)
    font.setPixelSize(round(font.pixelSize() * 1.15))
    return font


def paint_title(painter: QPainter, rect: QRectF, text: str, font: QFont, theme: Theme) -> None:
    """A line across the middle of the table: the game's name with no board, the house rules."""
    painter.setFont(title_font(font))
    ink = QColor(theme.slot_outline)
    ink.setAlpha(105)
    painter.setPen(ink)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def paint_board_labels(
    painter: QPainter, labels: Sequence[QRectF], font: QFont, theme: Theme
) -> None:
    """``Board 1``, ``Board 2``... to the left of each board, when the board is run twice."""
    painter.setFont(font)
    ink = QColor(theme.slot_outline)
    ink.setAlpha(150)
    painter.setPen(ink)
    for run, label in enumerate(labels, 1):
        painter.drawText(
            label, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f"Board {run}"
        )


def pot_cells(
    pots: Sequence[PotPile], diameter: float, fonts: tuple[QFont, QFont], natural: float
) -> PotCells:
    """The room of each pot in the middle: as tall as the tallest stack and two lines of
    words (one where the pots' winners are left to their tooltips), as wide as its own chips
    or its own words.

    ``natural`` is the chip diameter the gap between pots is measured for; ``fonts`` are the
    bold title's and the plain caption's, as :func:`paint_pots` paints them.
    """
    widest = max((len(pile.stacks) for pile in pots), default=1)
    # As tall as the tallest stack shown: a short pile leaves its room to the payouts.
    tallest = max((stack.count for pile in pots for stack in pile.stacks), default=1)
    odd = int(any(stack.odd for pile in pots for stack in pile.stacks))
    sample = tuple(
        ChipStack("white", 1, min(MAX_STACK, tallest), odd) for _ in range(max(1, widest))
    )
    bold, plain = (QFontMetrics(font) for font in fonts)
    line = bold.height() * 1.1
    # At least a letter's width between two pots' words: a crowded middle's small chips
    # would otherwise leave "Side pot 6: $320 Side pot 7: $400" reading as one line.
    gap = max(14 * diameter / natural, bold.horizontalAdvance("M"))
    lines = max((pile.word_lines for pile in pots), default=2)
    widths = tuple(
        max(
            chip_stacks_size(pile.stacks, diameter).width(),
            bold.horizontalAdvance(pot_title(pile)),
            plain.horizontalAdvance(pile.drawn_caption),
        )
        + gap
        for pile in pots
    )
    return PotCells(chip_stacks_size(sample, diameter).height() + lines * line, widths)


def pot_boxes(
    pots: Sequence[PotPile], cells: Sequence[QRectF], diameter: float, fonts: tuple[QFont, QFont]
) -> list[tuple[QRectF, QRectF]]:
    """Where :func:`paint_pots` paints each pot: its chips, and its words under them."""
    bold, plain = (QFontMetrics(font) for font in fonts)
    line = bold.height() * 1.1
    boxes = []
    for pile, cell in zip(pots, cells, strict=False):
        chips = QRectF(QPointF(0, 0), chip_stacks_size(pile.stacks, diameter))
        under = line * pile.word_lines
        chips.moveCenter(QPointF(cell.center().x(), cell.top() + cell.height() / 2 - under / 2))
        width = bold.horizontalAdvance(pot_title(pile))
        caption = pile.drawn_caption
        if caption:
            width = max(width, plain.horizontalAdvance(caption))
        words = QRectF(0, 0, width + 4, line * (2 if caption else 1))
        words.moveCenter(QPointF(cell.center().x(), cell.bottom() - under + words.height() / 2))
        boxes.append((chips, words))
    return boxes


def paint_pots(
    painter: QPainter,
    pots: Sequence[PotPile],
    cells: Sequence[QRectF],
    fades: Sequence[float],
    *,
    diameter: float,
    fonts: tuple[QFont, QFont],
    theme: Theme,
    boxes: Sequence[tuple[QRectF, QRectF]] | None = None,
) -> list[tuple[QRectF, PotPile]]:
    """Each pot's chips in its cell with its title and winners under them; where each is.

    ``fades`` says how far each pot's chips have gone to the winners (0 to 1): a pot whose
    chips are pushed is dimmed, still there to check and each chip still its own colour.
    ``fonts`` are the bold title's and the plain caption's; ``boxes`` what
    :func:`pot_boxes` gives for them, when the caller kept it.
    """
    bold, plain = fonts
    line = QFontMetrics(bold).height() * 1.1
    if boxes is None:
        boxes = pot_boxes(pots, cells, diameter, fonts)
    painted_rects = []
    # Chips first, then every title, then every caption: one font and pen at a time.
    for pile, fade, (chips, words) in zip(pots, fades, boxes, strict=False):
        draw_stacks(painter, chips, pile.stacks, diameter, theme, dim=fade)
        painted_rects.append((chips.united(words), pile))
    painter.setFont(bold)
    painter.setPen(theme.text)
    for pile, (_, words) in zip(pots, boxes, strict=False):
        title = QRectF(words.left(), words.top(), words.width(), line)
        painter.drawText(title, Qt.AlignmentFlag.AlignCenter, pot_title(pile))
    painter.setFont(plain)
    painter.setPen(theme.accent)
    for pile, (_, words) in zip(pots, boxes, strict=False):
        if pile.drawn_caption:
            caption = QRectF(words.left(), words.top() + line, words.width(), line)
            painter.drawText(caption, Qt.AlignmentFlag.AlignCenter, pile.drawn_caption)
    return painted_rects


def draw_stacks(
    painter: QPainter,
    rect: QRectF,
    stacks: tuple[ChipStack, ...],
    diameter: float,
    theme: Theme,
    caption: str = "",
    *,
    dim: float = 0.0,
    per_row: int = 0,
) -> QRectF:
    """Draw chip stacks centred in ``rect``, from a picture made once per pile; return where.

    Painting every chip's edge is the costly part of a repaint; the same pile (a pot whose
    amount did not change, a share already seen) is only painted once. ``dim`` (0 to 1)
    veils the chips in grey, never in the felt's colour: a dimmed black chip stays black.
    """
    size = chip_stacks_size(stacks, diameter, caption, per_row)
    box = QRectF(QPointF(0, 0), size)
    box.moveCenter(rect.center())
    if not stacks:
        return box
    device = painter.device()
    ratio = device.devicePixelRatioF() if device else 1.0

    def make() -> QPixmap:
        # Two pixels to spare on the right and at the bottom, where the words may end.
        picture = QPixmap((size * ratio).toSize() + QSize(2, 2))
        picture.setDevicePixelRatio(ratio)
        picture.fill(Qt.GlobalColor.transparent)
        picture_painter = QPainter(picture)
        paint_chip_stacks(
            picture_painter,
            QRectF(QPointF(0, 0), size),
            stacks,
            theme=theme,
            diameter=diameter,
            caption=caption,
            per_row=per_row,
        )
        if veil:
            # Only over what is painted: the felt around the chips stays as it is.
            picture_painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)
            grey = QColor(_DIM_GREY)
            grey.setAlphaF(0.55 * veil / _DIM_STEPS)
            picture_painter.fillRect(QRectF(QPointF(0, 0), size), grey)
        picture_painter.end()
        return picture

    veil = veil_step(dim)
    look = ("chips", stacks, round(diameter, 2), caption, per_row, ratio, theme, veil)
    painter.drawPixmap(box.topLeft(), cached_picture(look, make))
    return box


PAYOUT_FRAME_RADIUS = 5.0
"""How round a payout's frame's corners are, in pixels."""


def paint_payout_frame(painter: QPainter, unit: QRectF, theme: Theme) -> None:
    """The light frame round one winner's chips and label (``unit``): where payouts stand
    close together, a pile is read with the label inside its own frame, never the next."""

    def paint(painter: QPainter, box: QRectF) -> None:
        shade = QColor(theme.felt_shadow)
        shade.setAlpha(90)
        edge = QColor(theme.accent)
        edge.setAlpha(150)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(edge, 1.0))
        painter.setBrush(shade)
        painter.drawRoundedRect(
            box.adjusted(0.5, 0.5, -0.5, -0.5), PAYOUT_FRAME_RADIUS, PAYOUT_FRAME_RADIUS
        )

    # Filling a rounded, see-through frame costs more than copying it: a picture per size.
    draw_picture(painter, unit, ("payout frame", theme), paint)


def paint_payout_label(
    painter: QPainter, rect: QRectF, text: str, pixels: int, base: QFont, theme: Theme
) -> None:
    """A winner's payout label ("Seat 5 +$1,360"), ``pixels`` tall, centred in ``rect``."""
    # Loaded with the first payout (the first window has none), as its look is.
    from dealer_app.gui.table.payout_looks import payout_font

    painter.setPen(theme.text)
    painter.setFont(payout_font(base, pixels))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
