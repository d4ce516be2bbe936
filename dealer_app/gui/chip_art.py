"""Chips drawn as stacks by colour, with the value on the top chip and the count beside it.

A share of a pot is shown the way a dealer pushes it: one stack per colour, highest value
on the left (:mod:`dealer_app.gui.table.chip_stacks` says which stacks). The value printed on each
top chip and the count under each stack make the split readable for colour-blind dealers
too; odd chips carry a gold ring and a star, and "1 odd" under their stack. An odd chip held
in larger chips (the seat has none of its colour) gets a hollow star, "1 odd" beside the
count and "red inside" under it on those chips' stack, no ring: none of them is the odd chip.

    stacks = stacks_from_counts(chip_set, {"black": 3, "green": 1, "white": 1}, odd={"white": 1})
    size = chip_stacks_size(stacks, diameter=30, caption="325")
    paint_chip_stacks(painter, QRectF(point, point), stacks, theme=theme, diameter=30,
                      caption="325")

Chips on the felt as a dealer stacks them (20 to a stack, then the short one:
:func:`~dealer_app.gui.table.chip_stacks.dealer_stacks`) are drawn whole by
:func:`paint_dealer_stacks`: every chip's edge with its spots from the side, or each stack's
top chip from above (:class:`StackView`), with the same chip drawing.

Chip names are colour names. The usual chip colours have tuned shades; any other colour
name Qt knows (``"teal"``, ``"navy"``) or ``"#rrggbb"`` is used as is, and any other name
gets a steady colour of its own (the same name always gives the same colour). A room that
chose its own colours in the chip-set editor has them drawn instead
(:func:`use_chip_looks`).

A theme for paper (:attr:`~dealer_app.gui.theme.Theme.outlined_chips`, the print theme) gets
the same drawing ink-light: each chip outlined on a pale fill of its colour, no shadows, and
its edge spots drawn as a mark whose shape tells the colour in black and white (white chips
plain, red a bar, green a slash, black a cross...: :func:`chip_mark`).
"""

# No `from __future__ import annotations`: typing.NamedTuple compiles each field's annotation
# given as text when the class is made, some 130 compiles at every start.

import enum
import itertools
import math
import zlib
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
)

from dealer_app.gui.glyphs import paint_text_glyphs
from dealer_app.gui.pictures import clear_pictures
from dealer_app.gui.table.chip_stacks import ChipStack, count_words, odd_note_lines
from dealer_app.gui.theme import Theme

__all__ = [
    "CHIP_COLORS",
    "MAX_VISIBLE_CHIPS",
    "MIN_LABEL_PIXELS",
    "ChipMark",
    "StackView",
    "chip_color",
    "chip_mark",
    "chip_spot_color",
    "chip_stacks_size",
    "dealer_stacks_size",
    "format_chip_value",
    "label_font",
    "paint_chip",
    "paint_chip_stacks",
    "paint_dealer_stacks",
    "use_chip_looks",
]

CHIP_COLORS: dict[str, str] = {
    "black": "#1d1d20",
    "green": "#1f8a4d",
    "red": "#c8262c",
    "white": "#f1eee6",
    "blue": "#2159b8",
    "yellow": "#f0c22e",
    "purple": "#6b3ea3",
    "orange": "#ee7a19",
    "pink": "#e86aa6",
    "grey": "#8c9399",
    "gray": "#8c9399",
    "brown": "#7b4a28",
    "gold": "#d4a62a",
    "silver": "#b9bec4",
    "maroon": "#7c1c2b",
    "lavender": "#a58fd6",
    "light blue": "#6cb4e8",
    "teal": "#14807c",
}
"""Shades for the usual chip colours (lower-case names)."""

MAX_VISIBLE_CHIPS = 10
"""A stack shows at most this many chips; the count under it tells the rest."""

# The room's own colours by chip name: (face, edge spots), either empty for the usual one.
_ROOM_LOOKS: dict[str, tuple[str, str]] = {}
# What the room's chips say on their face when their set has a display unit (``25¢``).
_ROOM_LABELS: dict[str, str] = {}

_INLAY = QColor("#f7f2e4")
_DARK_INK = QColor("#1d1d20")
_PAPER = QColor("#ffffff")
_OUTLINE_INK = QColor("#404040")
_LIGHT_RIM = QColor("#8d929a")
_DARK_CHIP = 60
"""A chip darker than this (perceived brightness, 0-255) is ringed in light grey: a black
chip's own darker edge is lost on the dark tray, in a dark payout box or on the felt."""
_PALE_SHARE = 0.16
"""How much of a chip's colour its pale fill on paper keeps (the rest is white)."""


class ChipMark(enum.Enum):
    """The shape of an outlined chip's edge marks: its colour told in black and white."""

    PLAIN = "plain"
    BAR = "bar"
    TWO_BARS = "two bars"
    SLASH = "slash"
    CROSS = "cross"
    DOT = "dot"
    BOX = "box"
    RING = "ring"
    BACKSLASH = "backslash"
    DASH = "dash"


_COLOUR_MARKS: dict[str, ChipMark] = {
    "white": ChipMark.PLAIN,
    "red": ChipMark.BAR,
    "green": ChipMark.SLASH,
    "black": ChipMark.CROSS,
    "blue": ChipMark.TWO_BARS,
    "purple": ChipMark.BOX,
    "yellow": ChipMark.DOT,
    "orange": ChipMark.BACKSLASH,
    "pink": ChipMark.RING,
    "grey": ChipMark.DASH,
    "gray": ChipMark.DASH,
    "lavender": ChipMark.BOX,
    "maroon": ChipMark.TWO_BARS,
    "brown": ChipMark.RING,
    "light blue": ChipMark.DOT,
    "teal": ChipMark.BACKSLASH,
    "gold": ChipMark.DASH,
    "silver": ChipMark.PLAIN,
}
"""The usual colours of one set all differ (white, red, green, black, purple, yellow...)."""


def _colour_key(name: str) -> str:
    return " ".join(name.lower().replace("_", " ").replace("-", " ").split())


def chip_mark(name: str) -> ChipMark:
    """The edge mark of an outlined chip called ``name``: the same name, the same mark.

    >>> [chip_mark(name).value for name in ("white", "Red", "green", "black")]
    ['plain', 'bar', 'slash', 'cross']
    """
    key = _colour_key(name)
    if key in _COLOUR_MARKS:
        return _COLOUR_MARKS[key]
    marks = tuple(ChipMark)
    return marks[1 + zlib.crc32(key.encode("utf-8")) % (len(marks) - 1)]


class _ChipLook(NamedTuple):
    """How one chip is drawn: its colours, or (``outlined``) its pale fill and its mark."""

    color: QColor
    spot: QColor
    mark: ChipMark
    outlined: bool


def _chip_look(name: str, theme: Theme) -> _ChipLook:
    color = chip_color(name)
    if not theme.outlined_chips:
        return _ChipLook(color, chip_spot_color(name), ChipMark.PLAIN, False)
    pale = QColor.fromRgbF(
        *(
            _PALE_SHARE * part + (1 - _PALE_SHARE)
            for part in (color.redF(), color.greenF(), color.blueF())
        )
    )
    return _ChipLook(pale, _OUTLINE_INK, chip_mark(name), True)


def _paint_mark(painter: QPainter, box: QRectF, mark: ChipMark, width: float) -> None:
    """One edge mark in ink, filling ``box``."""
    painter.setPen(QPen(_OUTLINE_INK, width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    left, top, right, bottom = box.left(), box.top(), box.right(), box.bottom()
    middle = box.center()
    if mark is ChipMark.BAR:
        painter.drawLine(QPointF(middle.x(), top), QPointF(middle.x(), bottom))
    elif mark is ChipMark.TWO_BARS:
        for x in (left + box.width() * 0.2, right - box.width() * 0.2):
            painter.drawLine(QPointF(x, top), QPointF(x, bottom))
    elif mark in (ChipMark.SLASH, ChipMark.CROSS):
        painter.drawLine(QPointF(left, bottom), QPointF(right, top))
    if mark in (ChipMark.BACKSLASH, ChipMark.CROSS):
        painter.drawLine(QPointF(left, top), QPointF(right, bottom))
    elif mark is ChipMark.DOT:
        painter.setBrush(_OUTLINE_INK)
        reach = min(box.width(), box.height()) * 0.32
        painter.drawEllipse(middle, reach, reach)
    elif mark is ChipMark.BOX:
        painter.drawRect(box.adjusted(width / 2, width / 2, -width / 2, -width / 2))
    elif mark is ChipMark.RING:
        reach = min(box.width(), box.height()) / 2 - width / 2
        painter.drawEllipse(middle, reach, reach)
    elif mark is ChipMark.DASH:
        painter.drawLine(QPointF(left, middle.y()), QPointF(right, middle.y()))


def chip_color(name: str) -> QColor:
    """The colour of a chip called ``name``.

    >>> chip_color("Green").name(), chip_color("navy").name()
    ('#1f8a4d', '#000080')
    >>> chip_color("house special") == chip_color("house special")
    True
    """
    face = _ROOM_LOOKS.get(name, ("", ""))[0]
    if face:
        return QColor(face)
    key = " ".join(name.lower().replace("_", " ").replace("-", " ").split())
    if key in CHIP_COLORS:
        return QColor(CHIP_COLORS[key])
    compact = key.replace(" ", "")
    if QColor.isValidColorName(compact):
        return QColor(compact)
    # a steady colour per unknown name: the hue comes from a checksum of the name
    checksum = zlib.crc32(key.encode("utf-8"))
    return QColor.fromHsv(checksum % 360, 150 + checksum // 360 % 70, 150 + checksum // 25200 % 60)


def use_chip_looks(
    looks: Mapping[str, tuple[str, str]], labels: Mapping[str, str] | None = None
) -> None:
    """Draw the chips named in ``looks`` in the room's colours: ``{name: (face, spots)}``.

    Colours are ``"#rrggbb"``, or ``""`` for the usual colour of that name; ``labels`` are
    what a chip says on its face when not its bare value (``{"white": "25¢"}``). Pictures
    of chips already made are dropped so the table draws them again.
    """
    if dict(looks) == _ROOM_LOOKS and dict(labels or {}) == _ROOM_LABELS:
        return
    _ROOM_LOOKS.clear()
    _ROOM_LOOKS.update(looks)
    _ROOM_LABELS.clear()
    _ROOM_LABELS.update(labels or {})
    clear_pictures()


def chip_spot_color(name: str) -> QColor:
    """The colour of the edge spots of a chip called ``name``.

    >>> chip_spot_color("black").name(), chip_spot_color("white").name()
    ('#f7f4ec', '#2a4f9a')
    """
    spot = _ROOM_LOOKS.get(name, ("", ""))[1]
    return QColor(spot) if spot else _spot_color(chip_color(name))


def _luminance(color: QColor) -> float:
    """Perceived brightness, 0-255."""
    return 0.299 * color.red() + 0.587 * color.green() + 0.114 * color.blue()


def _spot_color(color: QColor) -> QColor:
    """Edge inserts: white on dark chips, a deep blue on light ones (like a white chip's)."""
    return QColor("#2a4f9a") if _luminance(color) > 175 else QColor("#f7f4ec")


def _is_dark_chip(color: QColor) -> bool:
    return _luminance(color) < _DARK_CHIP


def _rim_color(color: QColor) -> QColor:
    """The line round a chip's face and edge: a darker shade of its colour, or light grey
    round a chip too dark for that line to show (black, maroon).

    >>> _rim_color(chip_color("black")).name(), _rim_color(chip_color("red")).name()
    ('#8d929a', '#8f1b1f')
    """
    return QColor(_LIGHT_RIM) if _is_dark_chip(color) else color.darker(140)


def _value_ink(color: QColor) -> QColor:
    """The value is printed in the chip's colour when it reads well on the cream inlay."""
    return _DARK_INK if _luminance(color) > 120 else color.darker(110)


def format_chip_value(value: int) -> str:
    """The value as printed on a chip: ``25``, ``100``, ``1K``, ``2.5K``, ``25K``, ``1M``.

    >>> [format_chip_value(v) for v in (1, 25, 500, 1000, 2500, 25000, 1_000_000)]
    ['1', '25', '500', '1K', '2.5K', '25K', '1M']
    """
    for size, suffix in ((1_000_000, "M"), (1000, "K")):
        if value >= size:
            text = f"{value / size:.1f}".removesuffix(".0")
            return text + suffix
    return str(value)


# --- geometry ---------------------------------------------------------------------------

_FACE_RATIO = 0.55
"""Height of a chip's top face over its diameter: the stack is seen from above at an angle."""
_THICKNESS = 0.13
_GAP = 0.32


MIN_LABEL_PIXELS = 11
"""The smallest counts and captions under a stack, readable at arm's length."""


def label_font(diameter: float) -> QFont:
    """The font of the counts and captions under stacks of chips ``diameter`` wide."""
    return _label_font_of(_label_pixels(diameter))


def _label_pixels(diameter: float) -> int:
    return max(MIN_LABEL_PIXELS, round(diameter * 0.34))


def _label_font_of(pixels: int) -> QFont:
    font = QFont()
    font.setPixelSize(pixels)
    font.setWeight(QFont.Weight.DemiBold)
    return font


@lru_cache(maxsize=16)
def _label_metrics(pixels: int) -> QFontMetricsF:
    """The measures of the labels' font at ``pixels``: a few sizes, measured often."""
    return QFontMetricsF(_label_font_of(pixels))


def _stack_height(diameter: float, count: int) -> float:
    visible = min(max(count, 1), MAX_VISIBLE_CHIPS)
    return diameter * _FACE_RATIO + visible * diameter * _THICKNESS


def _label_lines(stacks: Sequence[ChipStack]) -> int:
    """The lines of words under a row of ``stacks`` (:func:`_words_under`)."""
    return max((len(_words_under(stack)) for stack in stacks), default=1)


def _words_under(stack: ChipStack) -> tuple[tuple[str, str], ...]:
    """The lines of words under ``stack``, each as its words in the text's colour and in the
    accent: the count, then the odd-chip note. A note on two lines ("1 odd" over "red
    inside") has its first beside the count: no more lines than a note of one, and no wider
    than its longer line."""
    count, note = count_words(stack.count), odd_note_lines(stack)
    if len(note) > 1:
        return ((count, note[0]), *(("", words) for words in note[1:]))
    return ((count, ""), *(("", words) for words in note))


def _line_width(line: tuple[str, str], font: QFontMetricsF) -> float:
    """How wide a line of :func:`_words_under` is written, its two parts a space apart."""
    plain, accent = line
    space = font.horizontalAdvance(" ") if plain and accent else 0.0
    return font.horizontalAdvance(plain) + space + font.horizontalAdvance(accent)


def chip_stacks_size(
    stacks: Sequence[ChipStack], diameter: float, caption: str = "", per_row: int = 0
) -> QSizeF:
    """The room :func:`paint_chip_stacks` needs (stacks, counts, odd-chip notes, caption; a
    caption may take several lines; ``per_row`` stacks to a row, all in one when 0)."""
    return QSizeF(*_stacks_extent(tuple(stacks), diameter, caption, per_row))


def _rows(stacks: tuple[ChipStack, ...], per_row: int) -> list[tuple[ChipStack, ...]]:
    per_row = per_row if per_row > 0 else len(stacks)
    return [stacks[start : start + per_row] for start in range(0, len(stacks), per_row)]


@lru_cache(maxsize=512)
def _columns(
    stacks: tuple[ChipStack, ...], per_row: int, diameter: float
) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """Each place in a row's column (a chip, or the widest words under the stacks standing
    there, in any row) and its middle from the row's left edge: stacks stand at least a chip
    and a gap apart, the rows' stacks one above the other, and one stack's "1 odd" widens
    its own column only, not every stack's (small piles in a winner's zone keep their
    chips)."""
    font = _label_metrics(_label_pixels(diameter))
    space = font.horizontalAdvance(" ")
    rows = _rows(stacks, per_row)
    columns = [
        max(
            diameter,
            max(
                max(
                    # Notes side by side ("red inside", "1 odd") are kept apart so they are
                    # not read as one.
                    _line_width(line, font) + (space * 3 if line[1] else space)
                    for line in _words_under(row[place])
                )
                for row in rows
                if place < len(row)
            ),
        )
        for place in range(len(rows[0]))
    ]
    middles = [columns[0] / 2]
    for before, after in itertools.pairwise(columns):
        middles.append(middles[-1] + max(diameter * (1 + _GAP), (before + after) / 2))
    # Measured once per pile: a pot's or a winner's stacks are painted at every repaint.
    return tuple(columns), tuple(middles)


@lru_cache(maxsize=512)
def _stacks_extent(
    stacks: tuple[ChipStack, ...], diameter: float, caption: str, per_row: int
) -> tuple[float, float]:
    # Measured once per pile: the table asks for the same piles' room on every repaint.
    if not stacks:
        return 0.0, 0.0
    font = _label_metrics(_label_pixels(diameter))
    rows = _rows(stacks, per_row)
    columns, middles = _columns(stacks, per_row, diameter)
    width = middles[-1] + columns[-1] / 2 + diameter * 0.22
    words = caption.splitlines()
    width = max(width, *(font.horizontalAdvance(line) + 4 for line in words)) if words else width
    height = sum(_row_height(row, diameter, font.height()) for row in rows)
    return width + 2, height + len(words) * font.height() + 4


def _row_height(row: tuple[ChipStack, ...], diameter: float, line: float) -> float:
    """A row of stacks with the star's room above and the counts under it."""
    tallest = max(_stack_height(diameter, stack.count) for stack in row)
    return diameter * 0.22 + tallest + _label_lines(row) * line


# --- painting ---------------------------------------------------------------------------


def _paint_side(
    painter: QPainter,
    center_x: float,
    face_y: float,
    diameter: float,
    look: _ChipLook,
    turn: float,
    tilt: float = _FACE_RATIO,
) -> None:
    """The edge band of one chip whose top face is centred at ``face_y``, its edge spots
    where they face the eye (``tilt``: the face's height over its width)."""
    radius = diameter / 2
    face = diameter * tilt
    thickness = diameter * _THICKNESS
    color, spot = look.color, look.spot
    band = QPainterPath()
    band.moveTo(center_x - radius, face_y)
    band.lineTo(center_x - radius, face_y + thickness)
    band.arcTo(QRectF(center_x - radius, face_y + thickness - face / 2, diameter, face), 180, 180)
    band.lineTo(center_x + radius, face_y)
    band.arcTo(QRectF(center_x - radius, face_y - face / 2, diameter, face), 0, -180)
    band.closeSubpath()
    if look.outlined:
        _paint_outlined_side(painter, band, (center_x, face_y), diameter, look, turn, tilt)
        return
    shade = QLinearGradient(center_x - radius, 0, center_x + radius, 0)
    shade.setColorAt(0.0, color.darker(175))
    shade.setColorAt(0.45, color.darker(112))
    shade.setColorAt(1.0, color.darker(190))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(shade)
    painter.drawPath(band)

    painter.setBrush(spot.darker(115))
    for angle in _edge_marks(turn):
        depth = math.cos(angle)
        x = center_x + radius * math.sin(angle)
        width = diameter * 0.13 * depth
        y = face_y + (face / 2) * depth + thickness * 0.18
        painter.drawRect(QRectF(x - width / 2, y, width, thickness * 0.64))
    pen_width = max(0.6, diameter * 0.015)
    line = QColor(0, 0, 0, 70)
    if _is_dark_chip(color):
        # A light edge down each side, so a dark stack stands out on a dark ground; the
        # lines between its chips faint, so it still reads as black, not grey.
        line = _rim_color(color)
        painter.setPen(QPen(line, pen_width))
        for side in (center_x - radius, center_x + radius):
            painter.drawLine(QPointF(side, face_y), QPointF(side, face_y + thickness))
        line.setAlpha(80)
    painter.setPen(QPen(line, pen_width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawArc(
        QRectF(center_x - radius, face_y + thickness - face / 2, diameter, face), 180 * 16, 180 * 16
    )


def _edge_marks(turn: float) -> list[float]:
    """The angles of the six edge spots of a chip turned ``turn`` that face the eye."""
    return [
        angle
        for angle in (turn + index * math.pi / 3 for index in range(6))
        if math.cos(angle) > 0.15
    ]


def _paint_outlined_side(
    painter: QPainter,
    band: QPainterPath,
    at: tuple[float, float],
    diameter: float,
    look: _ChipLook,
    turn: float,
    tilt: float,
) -> None:
    """The edge band for paper: a pale fill, an outline, and the colour's marks in ink."""
    center_x, face_y = at
    radius = diameter / 2
    thickness = diameter * _THICKNESS
    line = max(0.6, diameter * 0.012)
    painter.setPen(QPen(_OUTLINE_INK, line))
    painter.setBrush(look.color)
    painter.drawPath(band)
    for angle in _edge_marks(turn):
        depth = math.cos(angle)
        x = center_x + radius * math.sin(angle)
        width = diameter * 0.15 * depth
        y = face_y + (diameter * tilt / 2) * depth + thickness * 0.16
        box = QRectF(x - width / 2, y, width, thickness * 0.68)
        _paint_mark(painter, box, look.mark, line * 1.3)


def _paint_face(
    painter: QPainter,
    center: QPointF,
    diameter: float,
    stack: ChipStack,
    theme: Theme,
    tilt: float = _FACE_RATIO,
) -> None:
    """The top face: rim inserts, a dashed ring and the value on a cream inlay."""
    look = _chip_look(stack.name, theme)
    if look.outlined:
        _paint_outlined_face(painter, center, diameter, stack, theme, tilt)
        return
    color = look.color
    radius = diameter / 2
    painter.save()
    painter.translate(center)
    painter.scale(1.0, tilt)
    painter.setPen(QPen(_rim_color(color), max(0.8, diameter * 0.02)))
    painter.setBrush(color)
    painter.drawEllipse(QPointF(0, 0), radius, radius)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(chip_spot_color(stack.name))
    for index in range(6):
        painter.save()
        painter.rotate(index * 60 + 30)
        painter.drawRoundedRect(
            QRectF(-radius * 0.14, -radius * 0.97, radius * 0.28, radius * 0.22), 1, 1
        )
        painter.restore()
    painter.setBrush(_INLAY)
    painter.setPen(QPen(color.darker(125), max(0.8, diameter * 0.02)))
    painter.drawEllipse(QPointF(0, 0), radius * 0.64, radius * 0.64)
    if stack.odd_own:  # a held odd chip is not this top chip: no ring on it
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(theme.accent, max(2.0, diameter * 0.07)))
        painter.drawEllipse(QPointF(0, 0), radius + diameter * 0.05, radius + diameter * 0.05)
    painter.restore()

    _paint_face_value(painter, center, diameter, stack, _value_ink(color), tilt)


def _paint_face_value(
    painter: QPainter, center: QPointF, diameter: float, stack: ChipStack, ink: QColor, tilt: float
) -> None:
    box = QRectF(0, 0, diameter * 0.55, diameter * tilt * 0.38)
    box.moveCenter(center)
    label = _ROOM_LABELS.get(stack.name) or format_chip_value(stack.value)
    paint_text_glyphs(painter, label, box, ink)


def _paint_outlined_face(
    painter: QPainter,
    center: QPointF,
    diameter: float,
    stack: ChipStack,
    theme: Theme,
    tilt: float,
) -> None:
    """The top face for paper: a pale fill, the colour's marks around the rim (when the
    face is seen enough from above to hold them), the value in black on white."""
    look = _chip_look(stack.name, theme)
    radius = diameter / 2
    line = max(0.6, diameter * 0.012)
    painter.save()
    painter.setPen(QPen(_OUTLINE_INK, line))
    painter.setBrush(look.color)
    painter.drawEllipse(center, radius, radius * tilt)
    if tilt >= 0.5:
        size = radius * 0.24
        for index in range(6):
            angle = math.radians(index * 60 + 30)
            spot = QPointF(
                center.x() + radius * 0.8 * math.sin(angle),
                center.y() - radius * 0.8 * math.cos(angle) * tilt,
            )
            box = QRectF(0, 0, size, size * tilt)
            box.moveCenter(spot)
            _paint_mark(painter, box, look.mark, line * 1.3)
    painter.setPen(QPen(_OUTLINE_INK, line))
    painter.setBrush(_PAPER)
    painter.drawEllipse(center, radius * 0.6, radius * 0.6 * tilt)
    if stack.odd_own:  # a held odd chip is not this top chip: no ring on it
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(theme.accent, max(2.0, diameter * 0.07)))
        reach = radius + diameter * 0.05
        painter.drawEllipse(center, reach, reach * tilt)
    painter.restore()
    _paint_face_value(painter, center, diameter, stack, _DARK_INK, tilt)


def _paint_star(
    painter: QPainter, center: QPointF, size: float, color: QColor, *, hollow: bool = False
) -> None:
    """The odd-chip star; ``hollow`` (drawn in outline) for odd chips held in larger chips,
    so the stack's own chips are not read as the odd one."""
    star = QPainterPath()
    for point in range(10):
        reach = size / 2 if point % 2 == 0 else size / 4.6
        angle = -math.pi / 2 + point * math.pi / 5
        position = QPointF(
            center.x() + reach * math.cos(angle), center.y() + reach * math.sin(angle)
        )
        if point == 0:
            star.moveTo(position)
        else:
            star.lineTo(position)
    star.closeSubpath()
    if hollow:
        painter.setPen(QPen(color, max(1.2, size * 0.12)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
    else:
        painter.setPen(QPen(QColor(0, 0, 0, 140), max(0.8, size * 0.06)))
        painter.setBrush(color)
    painter.drawPath(star)


def paint_chip(
    painter: QPainter, rect: QRectF, name: str, value: int, theme: Theme, turn: float = 0.0
) -> None:
    """One chip seen from above at an angle, as wide as ``rect`` allows, centred in it:
    a chip in a tray, with its value on its face like the table's."""
    diameter = min(rect.width(), rect.height() / (_FACE_RATIO + _THICKNESS))
    thickness = diameter * _THICKNESS
    face_y = rect.center().y() - thickness / 2
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    look = _chip_look(name, theme)
    _paint_side(painter, rect.center().x(), face_y, diameter, look, turn)
    _paint_face(
        painter, QPointF(rect.center().x(), face_y), diameter, ChipStack(name, value, 1), theme
    )
    painter.restore()


def paint_chip_stacks(
    painter: QPainter,
    rect: QRectF,
    stacks: Sequence[ChipStack],
    *,
    theme: Theme,
    diameter: float = 34.0,
    caption: str = "",
    per_row: int = 0,
) -> QRectF:
    """Paint stacks side by side (``per_row`` to a row, all in one when 0), centred in
    ``rect``, each with its count (and odd chips).

    Returns the rectangle painted (the :func:`chip_stacks_size` centred in ``rect``), so
    stacks can be placed by a point: ``paint_chip_stacks(p, QRectF(point, point), ...)``.
    """
    if not stacks:
        return QRectF(rect.center(), rect.center())
    size = chip_stacks_size(stacks, diameter, caption, per_row)
    used = QRectF(QPointF(0, 0), size)
    used.moveCenter(rect.center())
    font = label_font(diameter)
    line = QFontMetricsF(font).height()
    marker = diameter * 0.22
    caption_lines = len(caption.splitlines())
    left = used.left() + 1
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    top = used.top()
    columns, middles = _columns(tuple(stacks), per_row, diameter)
    for row in _rows(tuple(stacks), per_row):
        tallest = max(_stack_height(diameter, stack.count) for stack in row)
        base = top + marker + tallest + 2
        places = (columns, middles)
        _paint_row(painter, row, (left, base), (diameter, line), places, font, theme)
        top += _row_height(row, diameter, line)
    if caption:
        painter.setFont(font)
        painter.setPen(theme.text)
        caption_box = QRectF(
            rect.center().x() - size.width(), top + 4, size.width() * 2, line * caption_lines
        )
        painter.drawText(caption_box, Qt.AlignmentFlag.AlignCenter, caption)
    painter.restore()
    return used


def _paint_row(
    painter: QPainter,
    stacks: tuple[ChipStack, ...],
    at: tuple[float, float],
    measures: tuple[float, float],
    places: tuple[tuple[float, ...], tuple[float, ...]],
    font: QFont,
    theme: Theme,
) -> None:
    """One row of stacks from ``at`` (the left edge, where the chips stand), each with
    its count (and odd chips) under it; ``measures`` are the chips' diameter and a line of
    words' height, ``places`` each place's column and middle (:func:`_columns`)."""
    left, base = at
    diameter, line = measures
    marker = diameter * 0.22
    thickness = diameter * _THICKNESS
    columns, middles = places
    for position, (stack, column, middle) in enumerate(zip(stacks, columns, middles, strict=False)):
        center_x = left + middle
        look = _chip_look(stack.name, theme)
        visible = min(max(stack.count, 1), MAX_VISIBLE_CHIPS)
        # every chip's edge, bottom first, then the top face of the last one
        face_y = base - diameter * _FACE_RATIO / 2 - thickness
        if not look.outlined:  # no shadow on paper
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 60))
            painter.drawEllipse(
                QRectF(
                    center_x - diameter * 0.54,
                    base - diameter * _FACE_RATIO * 0.6,
                    diameter * 1.08,
                    diameter * _FACE_RATIO * 0.7,
                )
            )
        for index in range(visible):
            _paint_side(painter, center_x, face_y, diameter, look, turn=index * 0.9 + position)
            if index < visible - 1:
                face_y -= thickness
        _paint_face(painter, QPointF(center_x, face_y), diameter, stack, theme)
        if stack.odd:
            _paint_star(
                painter,
                QPointF(center_x + diameter * 0.46, face_y - diameter * _FACE_RATIO * 0.42),
                marker * 2.1,
                theme.accent,
                hollow=not stack.odd_own,
            )
        painter.setFont(font)
        # As wide as the column, which holds its widest words: never cut to "1 od".
        count_box = QRectF(center_x - column / 2, base + 2, column, line)
        for below, words in enumerate(_words_under(stack)):
            _paint_words(painter, count_box.translated(0, below * line), words, theme)


def _paint_words(painter: QPainter, box: QRectF, line: tuple[str, str], theme: Theme) -> None:
    """One line of :func:`_words_under`, centred in ``box``: its plain words in the text's
    colour, then its odd-chip words in the accent."""
    plain, accent = line
    if not (plain and accent):
        painter.setPen(theme.text if plain else theme.accent)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, plain or accent)
        return
    metrics = QFontMetricsF(painter.font())
    left = box.center().x() - _line_width(line, metrics) / 2
    first = QRectF(left, box.top(), metrics.horizontalAdvance(plain) + 1, box.height())
    after = left + metrics.horizontalAdvance(plain) + metrics.horizontalAdvance(" ")
    rest = QRectF(after, box.top(), metrics.horizontalAdvance(accent) + 1, box.height())
    align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    painter.setPen(theme.text)
    painter.drawText(first, align, plain)
    painter.setPen(theme.accent)
    painter.drawText(rest, align, accent)


# --- stacks as a dealer stacks them ---------------------------------------------------------


class StackView(enum.Enum):
    """How a dealer looks at stacks on the felt."""

    SIDE = "side"
    """Nearly edge on: every chip's edge and its spots, the stacks' heights side by side."""
    ABOVE = "above"
    """Straight down: each stack's top chip, its rim inserts and its value."""


_SIDE_TILT = 0.3
_STACK_GAP = 0.28


def _dealer_label_lines(counts_shown: bool) -> int:
    return 2 if counts_shown else 1


def _dealer_stack_top(diameter: float, view: StackView, tallest: int) -> float:
    """The height the chips of a row take above their labels."""
    if view is StackView.ABOVE:
        return diameter * 1.08
    return diameter * _SIDE_TILT + tallest * diameter * _THICKNESS + 2


def dealer_stacks_size(
    stacks: Sequence[ChipStack],
    diameter: float,
    view: StackView = StackView.SIDE,
    *,
    counts_shown: bool = False,
    per_row: int = 0,
) -> QSizeF:
    """The room :func:`paint_dealer_stacks` needs for ``stacks`` (``per_row`` to a row)."""
    if not stacks:
        return QSizeF(0, 0)
    line = _label_metrics(_label_pixels(diameter)).height()
    rows = _rows(tuple(stacks), per_row)
    pitch = diameter * (1 + _STACK_GAP)
    width = diameter + (max(len(row) for row in rows) - 1) * pitch + 4
    height = sum(
        _dealer_stack_top(diameter, view, max(stack.count for stack in row))
        + _dealer_label_lines(counts_shown) * line
        + diameter * 0.2
        for row in rows
    )
    return QSizeF(width, height)


def paint_dealer_stacks(
    painter: QPainter,
    rect: QRectF,
    stacks: Sequence[ChipStack],
    *,
    theme: Theme,
    diameter: float = 28.0,
    view: StackView = StackView.SIDE,
    counts_shown: bool = False,
    per_row: int = 0,
) -> QRectF:
    """Paint stacks as they stand on the felt, centred in ``rect``: every chip of a stack
    (no cap, a full stack is 20) with its edge spots from the side, or each stack's top
    chip from above; the chip's value under each stack (its count too when
    ``counts_shown``). Returns the rectangle painted."""
    if not stacks:
        return QRectF(rect.center(), rect.center())
    size = dealer_stacks_size(stacks, diameter, view, counts_shown=counts_shown, per_row=per_row)
    used = QRectF(QPointF(0, 0), size)
    used.moveCenter(rect.center())
    font = label_font(diameter)
    line = QFontMetricsF(font).height()
    pitch = diameter * (1 + _STACK_GAP)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    top = used.top()
    for row in _rows(tuple(stacks), per_row):
        chips_top = _dealer_stack_top(diameter, view, max(stack.count for stack in row))
        base = top + chips_top
        for position, stack in enumerate(row):
            center_x = used.left() + 2 + diameter / 2 + position * pitch
            if view is StackView.ABOVE:
                _paint_stack_from_above(painter, center_x, base, diameter, stack, theme)
            else:
                _paint_stack_from_side(painter, (center_x, base), diameter, stack, theme, position)
            painter.setFont(font)
            painter.setPen(theme.text)
            label = _ROOM_LABELS.get(stack.name) or format_chip_value(stack.value)
            box = QRectF(center_x - pitch / 2, base + 1, pitch, line)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label)
            if counts_shown:
                painter.drawText(
                    box.translated(0, line), Qt.AlignmentFlag.AlignCenter, count_words(stack.count)
                )
        top += chips_top + _dealer_label_lines(counts_shown) * line + diameter * 0.2
    painter.restore()
    return used


def _paint_stack_from_side(
    painter: QPainter,
    at: tuple[float, float],
    diameter: float,
    stack: ChipStack,
    theme: Theme,
    position: int,
) -> None:
    """Every chip's edge, bottom first, each turned a little (spots never line up), then
    the top chip's face."""
    center_x, base = at
    thickness = diameter * _THICKNESS
    look = _chip_look(stack.name, theme)
    face_y = base - diameter * _SIDE_TILT / 2 - thickness
    for index in range(stack.count):
        turn = index * 2.3 + position * 0.7
        _paint_side(painter, center_x, face_y, diameter, look, turn, _SIDE_TILT)
        if index < stack.count - 1:
            face_y -= thickness
    _paint_face(painter, QPointF(center_x, face_y), diameter, stack, theme, _SIDE_TILT)


def _paint_stack_from_above(
    painter: QPainter, center_x: float, base: float, diameter: float, stack: ChipStack, theme: Theme
) -> None:
    """The top chip, round, over a shadow as deep as the stack is tall."""
    center = QPointF(center_x, base - diameter * 0.54)
    depth = diameter * 0.1 * min(stack.count, 20) / 20
    if not theme.outlined_chips:  # no shadow on paper
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawEllipse(center + QPointF(depth, depth), diameter / 2, diameter / 2)
    _paint_face(painter, center, diameter, stack, theme, 1.0)
