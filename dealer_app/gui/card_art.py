"""Painting one card: a face, a back or an empty slot, crisp at any size.

Everything is drawn as vector paths with QPainter (suit pips are built from curves, the rank
index from font outlines), so a card is sharp at 40 px on a laptop and at 200 px on a 4K
screen; nothing is a scaled pixmap. Sizes are device-independent pixels.

Painting those paths is the costly part of a repaint, so widgets draw through
:func:`draw_card`, :func:`draw_card_back` and :func:`draw_empty_slot`: each look (card,
size, state, style, theme...) is painted once as a picture at the screen's own pixel
density and copied pixel for pixel after that (:mod:`dealer_app.gui.pictures`), so it
stays as crisp as the paths.

The face is made to be read at a glance from across a table, even when cards overlap:
a big rank index in the top-left corner with a small suit under it, and one large suit pip
in the lower right. The four-colour deck (``CardStyle(four_color=True)``) paints diamonds
blue and clubs green.

    paint_card(painter, QRectF(0, 0, 46, 64), card, theme=load_theme(),
               style=CardStyle(four_color=True), state=CardState.RAISED)
    paint_empty_slot(painter, rect, theme=theme, highlighted=True)
    draw_card(painter, rect, card, theme=theme)    # the same look, from a cached picture
"""

# No `from __future__ import annotations`: typing.NamedTuple compiles each field's annotation
# given as text when the class is made, some 130 compiles at every start.

from enum import Enum
from functools import cache
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QTransform,
)

from dealer_app.gui.glyphs import paint_text_glyphs
from dealer_app.gui.pictures import draw_picture
from dealer_app.gui.theme import Theme
from dealer_app.model.cards import Card, Rank, Suit

__all__ = [
    "CARD_ASPECT",
    "DEFAULT_CARD_STYLE",
    "MIN_VISIBLE_FRACTION",
    "RAISE_FRACTION",
    "CardState",
    "CardStyle",
    "FaceLayout",
    "card_overhang",
    "card_size",
    "draw_card",
    "draw_card_back",
    "draw_empty_slot",
    "face_layout",
    "paint_card",
    "paint_card_back",
    "paint_empty_slot",
    "paint_suit",
    "rank_text",
]

CARD_ASPECT = 5 / 7
"""Width over height of a poker-size card (2.5 x 3.5 inches)."""

RAISE_FRACTION = 0.16
"""How far a raised card (one that plays) is lifted, as a fraction of the card height."""

MIN_VISIBLE_FRACTION = 0.46
"""The part of a card's width that must stay visible when cards overlap: the corner index."""


class CardState(Enum):
    """How a card is shown."""

    NORMAL = "normal"
    RAISED = "raised"
    """Plays in the best five: outlined in the theme's accent colour (the row lifts it)."""
    DIMMED = "dimmed"
    """Shown but does not play: faded."""
    UNAVAILABLE = "unavailable"
    """Already used elsewhere (the picker's greyed cards): grey ink on a grey face."""


class CardStyle(NamedTuple):
    """Deck options chosen by the user."""

    four_color: bool = False
    """Spades black, hearts red, diamonds blue, clubs green."""
    large: bool = False
    """Large-card mode: taller cards with a jumbo index, for reading from a distance."""

    @property
    def card_height(self) -> float:
        """The preferred card height in device-independent pixels."""
        return 92.0 if self.large else 64.0

    @property
    def card_size(self) -> QSizeF:
        return card_size(self.card_height)


DEFAULT_CARD_STYLE = CardStyle()
"""The two-colour deck at the regular size."""


def card_size(height: float) -> QSizeF:
    """The size of a card of the given height."""
    return QSizeF(height * CARD_ASPECT, height)


def rank_text(rank: Rank) -> str:
    """What the corner index shows: ``"10"`` for the ten (dealers read it so), else the letter."""
    return "10" if rank is Rank.TEN else rank.char


class FaceLayout(NamedTuple):
    """Where the parts of a face go inside a card rectangle."""

    rank: QRectF
    """The box of the rank index (cap height; a Q's tail may hang below)."""
    corner_suit: QRectF
    pip: QRectF


def face_layout(rect: QRectF, style: CardStyle = DEFAULT_CARD_STYLE) -> FaceLayout:
    """Lay out the rank index, the corner suit and the big pip of one face."""
    w, h = rect.width(), rect.height()
    rank_height = h * (0.31 if style.large else 0.27)
    column = QRectF(rect.left() + w * 0.07, rect.top() + h * 0.075, w * 0.36, rank_height)
    suit_size = h * (0.17 if style.large else 0.16)
    corner_suit = QRectF(
        column.center().x() - suit_size / 2, column.bottom() + h * 0.045, suit_size, suit_size
    )
    pip_size = w * 0.54
    pip = QRectF(
        rect.right() - w * 0.1 - pip_size, rect.bottom() - h * 0.08 - pip_size, pip_size, pip_size
    )
    return FaceLayout(column, corner_suit, pip)


# --- suit pips: unit-square paths, built once ------------------------------------------


def _heart_path(top: float, bottom: float) -> QPainterPath:
    """A heart filling x 0..1 from ``top`` to ``bottom`` (point at the bottom)."""
    span = bottom - top

    def y(fraction: float) -> float:
        return top + span * fraction

    path = QPainterPath()
    path.moveTo(0.5, y(1.0))
    path.cubicTo(0.42, y(0.86), 0.0, y(0.62), 0.0, y(0.3))
    path.cubicTo(0.0, y(0.08), 0.16, y(0.0), 0.28, y(0.0))
    path.cubicTo(0.4, y(0.0), 0.48, y(0.08), 0.5, y(0.2))
    path.cubicTo(0.52, y(0.08), 0.6, y(0.0), 0.72, y(0.0))
    path.cubicTo(0.84, y(0.0), 1.0, y(0.08), 1.0, y(0.3))
    path.cubicTo(1.0, y(0.62), 0.58, y(0.86), 0.5, y(1.0))
    path.closeSubpath()
    return path


def _stem_path() -> QPainterPath:
    """The flared foot of a spade or club."""
    path = QPainterPath()
    path.moveTo(0.46, 0.62)
    path.cubicTo(0.46, 0.82, 0.36, 0.94, 0.24, 1.0)
    path.lineTo(0.76, 1.0)
    path.cubicTo(0.64, 0.94, 0.54, 0.82, 0.54, 0.62)
    path.closeSubpath()
    return path


@cache
def _suit_path(suit: Suit) -> QPainterPath:
    if suit is Suit.HEARTS:
        path = _heart_path(0.06, 0.96)
    elif suit is Suit.DIAMONDS:
        path = QPainterPath()
        path.moveTo(0.5, 0.0)
        path.quadTo(0.64, 0.26, 0.88, 0.5)
        path.quadTo(0.64, 0.74, 0.5, 1.0)
        path.quadTo(0.36, 0.74, 0.12, 0.5)
        path.quadTo(0.36, 0.26, 0.5, 0.0)
        path.closeSubpath()
    elif suit is Suit.SPADES:
        # a heart upside down (y -> 0.8 - y) with a foot
        flipped = QTransform(1, 0, 0, -1, 0, 0.8).map(_heart_path(0.0, 0.8))
        path = QPainterPath(flipped)
        path.addPath(_stem_path())
    else:
        path = QPainterPath()
        radius = 0.215
        for cx, cy in ((0.5, 0.24), (0.245, 0.55), (0.755, 0.55)):
            path.addEllipse(QPointF(cx, cy), radius, radius)
        path.addEllipse(QPointF(0.5, 0.5), 0.14, 0.14)
        path.addPath(_stem_path())
    path.setFillRule(Qt.FillRule.WindingFill)
    return path


def paint_suit(painter: QPainter, suit: Suit, rect: QRectF, color: QColor) -> None:
    """Fill a suit symbol centred in ``rect`` (kept square)."""
    side = min(rect.width(), rect.height())
    painter.save()
    painter.translate(rect.center().x() - side / 2, rect.center().y() - side / 2)
    painter.scale(side, side)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    painter.drawPath(_suit_path(suit))
    painter.restore()


# --- rank index: font outlines scaled to an exact cap height ---------------------------

# --- whole cards ------------------------------------------------------------------------


def _corner_radius(rect: QRectF) -> float:
    return rect.width() * 0.09


def _shadow_offset(rect: QRectF) -> float:
    return max(1.0, rect.height() * 0.02)


def _paint_shadow(painter: QPainter, rect: QRectF) -> None:
    radius = _corner_radius(rect)
    offset = _shadow_offset(rect)
    painter.setPen(Qt.PenStyle.NoPen)
    for grow, alpha in ((offset * 1.4, 26), (offset * 0.7, 40), (0.0, 60)):
        painter.setBrush(QColor(0, 0, 0, alpha))
        shadow = rect.translated(0, offset).adjusted(-grow / 2, -grow / 2, grow / 2, grow / 2)
        painter.drawRoundedRect(shadow, radius + grow / 2, radius + grow / 2)


def _paint_ring(painter: QPainter, rect: QRectF, color: QColor, width: float, gap: float) -> None:
    """An outline ``gap`` pixels outside the card (focus or highlight)."""
    ring = rect.adjusted(-gap, -gap, gap, gap)
    radius = _corner_radius(rect) + gap
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(color, width))
    painter.drawRoundedRect(ring, radius, radius)


def _ring_width(rect: QRectF) -> float:
    return max(2.0, rect.width() * 0.05)


def paint_card(
    painter: QPainter,
    rect: QRectF,
    card: Card,
    *,
    theme: Theme,
    style: CardStyle = DEFAULT_CARD_STYLE,
    state: CardState = CardState.NORMAL,
    highlighted: bool = False,
) -> None:
    """Paint a card face into ``rect`` (which should have :data:`CARD_ASPECT`)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    unavailable = state is CardState.UNAVAILABLE
    if state is CardState.DIMMED:
        painter.setOpacity(painter.opacity() * 0.42)
    radius = _corner_radius(rect)
    if unavailable:
        # a ghost of a card: readable grey ink on a faint face, no shadow
        face = QColor(theme.card_unavailable)
        face.setAlpha(60)
        edge = QColor(theme.card_unavailable)
        edge.setAlpha(110)
        painter.setBrush(face)
    else:
        _paint_shadow(painter, rect)
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0.0, theme.card_face)
        gradient.setColorAt(1.0, theme.card_face_shade)
        painter.setBrush(gradient)
        edge = QColor(theme.card_edge)
        edge.setAlphaF(0.7)
    painter.setPen(QPen(edge, 1.0))
    painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)

    ink = (
        theme.card_unavailable
        if unavailable
        else theme.suit_color(card.suit, four_color=style.four_color)
    )
    layout = face_layout(rect, style)
    paint_text_glyphs(painter, rank_text(card.rank), layout.rank, ink)
    paint_suit(painter, card.suit, layout.corner_suit, ink)
    paint_suit(painter, card.suit, layout.pip, ink)

    if state is CardState.RAISED:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        width = _ring_width(rect)
        painter.setPen(QPen(theme.accent, width))
        inset = width / 2
        painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)
    if highlighted:
        _paint_ring(painter, rect, theme.focus, _ring_width(rect), _ring_width(rect))
    painter.restore()


def paint_card_back(
    painter: QPainter, rect: QRectF, *, theme: Theme, highlighted: bool = False
) -> None:
    """Paint the back of a card: a bordered lattice in the theme's back colours."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    _paint_shadow(painter, rect)
    radius = _corner_radius(rect)
    painter.setPen(QPen(theme.card_edge, 1.0))
    painter.setBrush(theme.card_face)
    painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)

    inset = rect.width() * 0.08
    inner = rect.adjusted(inset, inset, -inset, -inset)
    inner_radius = max(1.0, radius - inset / 2)
    clip = QPainterPath()
    clip.addRoundedRect(inner, inner_radius, inner_radius)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.card_back)
    painter.drawPath(clip)

    painter.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    step = rect.width() * 0.16
    pattern = QPen(theme.card_back_pattern, max(1.0, rect.width() * 0.025))
    painter.setPen(pattern)
    span = inner.width() + inner.height()
    lines = int(span / step) + 2
    for index in range(-lines, lines):
        x = inner.left() + index * step
        painter.drawLine(QPointF(x, inner.top()), QPointF(x + span, inner.top() + span))
        painter.drawLine(QPointF(x, inner.bottom()), QPointF(x + span, inner.bottom() - span))
    painter.setClipping(False)
    frame = QColor(theme.card_face)
    frame.setAlphaF(0.55)
    painter.setPen(QPen(frame, max(1.0, rect.width() * 0.02)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, inner_radius, inner_radius)
    if highlighted:
        _paint_ring(painter, rect, theme.focus, _ring_width(rect), _ring_width(rect))
    painter.restore()


def paint_empty_slot(
    painter: QPainter,
    rect: QRectF,
    *,
    theme: Theme,
    highlighted: bool = False,
    hint: str = "+",
    hint_area: QRectF | None = None,
) -> None:
    """Paint an empty card place: a dashed outline with a ``+`` (or the rank being typed).

    ``hint_area`` is where the hint is centred when a card overlaps part of the slot.
    """
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    radius = _corner_radius(rect)
    outline = QColor(theme.focus if highlighted else theme.slot_outline)
    fill = QColor(outline)
    fill.setAlpha(46 if highlighted else 20)
    outline.setAlpha(255 if highlighted else 130)
    width = max(1.2, rect.width() * (0.045 if highlighted else 0.03))
    pen = QPen(outline, width)
    pen.setStyle(Qt.PenStyle.CustomDashLine)
    dash = max(2.0, rect.height() * 0.07) / width
    pen.setDashPattern([dash, dash * 0.75])
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(fill)
    inset = width / 2
    painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)

    mark = QColor(outline)
    mark.setAlpha(255 if highlighted else 150)
    area = rect if hint_area is None else hint_area
    if hint == "+":
        arm = min(rect.width() * 0.15, area.width() * 0.3)
        center = area.center()
        stroke = QPen(mark, max(1.5, rect.width() * 0.055))
        stroke.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(stroke)
        painter.drawLine(
            QPointF(center.x() - arm, center.y()), QPointF(center.x() + arm, center.y())
        )
        painter.drawLine(
            QPointF(center.x(), center.y() - arm), QPointF(center.x(), center.y() + arm)
        )
    elif hint:
        box_height = rect.height() * 0.3
        box_width = min(rect.width() * 0.7, area.width() * 0.8)
        box = QRectF(
            area.center().x() - box_width / 2,
            area.center().y() - box_height / 2,
            box_width,
            box_height,
        )
        paint_text_glyphs(painter, hint, box, mark)
    painter.restore()


# --- pictures: each look painted once, then copied ------------------------------------


def card_overhang(rect: QRectF) -> float:
    """How far a card's paint reaches outside its rectangle: the shadow or the focus ring."""
    return max(_shadow_offset(rect) * 1.7, _ring_width(rect) * 1.5)


def draw_card(
    painter: QPainter,
    rect: QRectF,
    card: Card,
    *,
    theme: Theme,
    style: CardStyle = DEFAULT_CARD_STYLE,
    state: CardState = CardState.NORMAL,
    highlighted: bool = False,
) -> None:
    """:func:`paint_card`, from a picture painted once for this card and look."""
    draw_picture(
        painter,
        rect,
        ("face", card, theme, style, state, highlighted),
        lambda target, box: paint_card(
            target, box, card, theme=theme, style=style, state=state, highlighted=highlighted
        ),
        overhang=card_overhang(rect),
    )


def draw_card_back(
    painter: QPainter, rect: QRectF, *, theme: Theme, highlighted: bool = False
) -> None:
    """:func:`paint_card_back`, from a picture painted once for this look."""
    draw_picture(
        painter,
        rect,
        ("back", theme, highlighted),
        lambda target, box: paint_card_back(target, box, theme=theme, highlighted=highlighted),
        overhang=card_overhang(rect),
    )


def draw_empty_slot(
    painter: QPainter,
    rect: QRectF,
    *,
    theme: Theme,
    highlighted: bool = False,
    hint: str = "+",
    hint_area: QRectF | None = None,
) -> None:
    """:func:`paint_empty_slot`, from a picture painted once for this look."""
    # The hint's place is part of the look, measured from the slot's corner.
    area = (
        None
        if hint_area is None
        else (
            round(hint_area.left() - rect.left(), 3),
            round(hint_area.top() - rect.top(), 3),
            round(hint_area.width(), 3),
            round(hint_area.height(), 3),
        )
    )

    def paint(target: QPainter, box: QRectF) -> None:
        moved = (
            None if area is None else QRectF(box.left() + area[0], box.top() + area[1], *area[2:])
        )
        paint_empty_slot(
            target, box, theme=theme, highlighted=highlighted, hint=hint, hint_area=moved
        )

    draw_picture(
        painter, rect, ("slot", theme, highlighted, hint, area), paint, overhang=card_overhang(rect)
    )
