"""What lies on the felt, as Qt Graphics View items keyed by pot and seat, each carrying its
own tooltip: a pot, a winner's chips and label, the chips on their way, the house rules'
line and the boards' labels.

The table view (:mod:`dealer_app.gui.table.view`) works out what goes where; these items only
hold it and paint it with :mod:`dealer_app.gui.table.painting`'s functions, on the felt's
view (:mod:`dealer_app.gui.table.felt_view`), in its coordinates. An item is told what it
shows with :meth:`FeltItem.set_look`, and an item shown the same thing again is not
touched, so only what changed on the felt repaints::

    pot = PotItem(theme, pile)
    felt.scene().addItem(pot)
    pot.show_pot(pile, cell, diameter=26.0, fonts=(bold, plain))
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFont, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from dealer_app.gui.chip_art import chip_stacks_size
from dealer_app.gui.table.chip_stacks import ChipStack
from dealer_app.gui.table.painting import (
    draw_stacks,
    paint_board_labels,
    paint_payout_frame,
    paint_payout_label,
    paint_pots,
    paint_title,
    pot_boxes,
    veil_step,
)
from dealer_app.gui.table.payout_looks import PayoutLook
from dealer_app.gui.table.scene import PotPile, SharePile, pot_tooltip, share_tooltip
from dealer_app.gui.theme import Theme

__all__ = [
    "BoardLabelsItem",
    "FeltItem",
    "FlightItem",
    "PayoutLabelItem",
    "PayoutPileItem",
    "PotItem",
    "TitleItem",
]

_MARGIN = 3.0
"""Room around an item's box for antialiased edges and a chip picture's spare pixels."""


class FeltItem(QGraphicsItem):
    """An item that shows one thing in a box of the felt, painted in the scene's coordinates.

    :meth:`set_look` takes the box and what is shown in it (anything comparable): the same
    again changes nothing; a new look repaints the item, a new box moves it.
    """

    def __init__(self, theme: Theme) -> None:
        super().__init__()
        self._theme = theme
        self._box = QRectF()
        self._bounds = QRectF(-_MARGIN, -_MARGIN, 2 * _MARGIN, 2 * _MARGIN)
        self._look: object = None
        self._held = False
        self.setVisible(False)

    def box(self) -> QRectF:
        """Where the item shows what it shows, in the scene's (and the view's) coordinates."""
        return QRectF(self._box)

    def set_look(self, box: QRectF, look: object, tooltip: str = "") -> bool:
        """Show ``look`` in ``box`` (nothing for an empty box); whether anything changed (an
        unchanged item is not touched, so it does not repaint)."""
        self.setVisible(not box.isEmpty() and not self._held)
        # A tooltip may say more than the look shows (a chip set's money, an odd chip's
        # reason): kept up to date on its own, which repaints nothing.
        if tooltip != self.toolTip():
            self.setToolTip(tooltip)
        if box == self._box and look == self._look:
            return False
        if box.size() != self._box.size():
            self.prepareGeometryChange()
            # Asked for at each repaint of the felt, for each item: made once per size.
            self._bounds = QRectF(0, 0, box.width(), box.height()).adjusted(
                -_MARGIN, -_MARGIN, _MARGIN, _MARGIN
            )
        self._box = QRectF(box)
        self._look = look
        self.setPos(box.topLeft())
        self.update()
        return True

    def set_held(self, held: bool) -> None:
        """Keep the item hidden (a payout while its chips are still on their way)."""
        self._held = held
        self.setVisible(not self._box.isEmpty() and not held)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.translate(-self._box.topLeft())
        self.paint_look(painter)

    def paint_look(self, painter: QPainter) -> None:
        """Paint what the item shows, in the scene's coordinates."""
        raise NotImplementedError


class TitleItem(FeltItem):
    """The line over the middle: the house rules (the game's name too with no board), cut
    with "…" when long, the whole line in the tooltip."""

    def __init__(self, theme: Theme) -> None:
        super().__init__(theme)
        self._cut = ""
        self._font = QFont()

    def show_title(self, words: str, cut: str, box: QRectF, font: QFont) -> bool:
        self._cut, self._font = cut, QFont(font)
        shown = box if cut else QRectF()
        return self.set_look(shown, (cut, self._font), words if cut != words else "")

    def shown_text(self) -> str:
        """The words as painted (cut with "…" where long)."""
        return self._cut

    def paint_look(self, painter: QPainter) -> None:
        paint_title(painter, self._box, self._cut, self._font, self._theme)


class BoardLabelsItem(FeltItem):
    """``Board 1``, ``Board 2``... beside the boards when the board is run twice."""

    def __init__(self, theme: Theme) -> None:
        super().__init__(theme)
        self._labels: tuple[QRectF, ...] = ()
        self._font = QFont()

    def show_labels(self, labels: Sequence[QRectF], font: QFont) -> bool:
        self._labels, self._font = tuple(QRectF(label) for label in labels), QFont(font)
        box = QRectF()
        for label in labels:
            box = box.united(label)
        return self.set_look(box, (self._labels, self._font))

    def paint_look(self, painter: QPainter) -> None:
        paint_board_labels(painter, self._labels, self._font, self._theme)


class PotItem(FeltItem):
    """One pot: its chips, its title and who wins it; dimmed as its chips go to the winners."""

    def __init__(self, theme: Theme, pile: PotPile) -> None:
        super().__init__(theme)
        self._fade = 0.0
        self._pile = pile
        self._cell = QRectF()
        self._diameter = 0.0
        self._fonts = (QFont(), QFont())
        self._boxes = (QRectF(), QRectF())

    def show_pot(
        self,
        pile: PotPile,
        cell: QRectF,
        *,
        diameter: float,
        fonts: tuple[QFont, QFont],
        boxes: tuple[QRectF, QRectF] | None = None,
    ) -> bool:
        """Show ``pile`` in ``cell``; ``boxes`` are its chips' and words' boxes when the
        caller has them (:func:`~painting.pot_boxes`), else they are worked out."""
        self._pile, self._cell, self._diameter = pile, QRectF(cell), diameter
        self._fonts = (QFont(fonts[0]), QFont(fonts[1]))
        if boxes is None:
            boxes = pot_boxes([pile], [cell], diameter, fonts)[0]
        self._boxes = (QRectF(boxes[0]), QRectF(boxes[1]))
        look = (pile, self._cell, diameter, *self._fonts)
        return self.set_look(boxes[0].united(boxes[1]), look, pot_tooltip(pile))

    def pile(self) -> PotPile:
        return self._pile

    def cell(self) -> QRectF:
        """The pot's room in the middle, where its chips leave from."""
        return QRectF(self._cell)

    def set_fade(self, fade: float) -> None:
        """How far the pot's chips have gone to the winners (0 to 1)."""
        # Repainted only when its veil changes a step, as the painting draws it.
        if veil_step(fade) != veil_step(self._fade):
            self.update()
        self._fade = fade

    def paint_look(self, painter: QPainter) -> None:
        paint_pots(
            painter,
            [self._pile],
            [self._cell],
            [self._fade],
            diameter=self._diameter,
            fonts=self._fonts,
            theme=self._theme,
            boxes=[self._boxes],
        )


class PayoutPileItem(FeltItem):
    """The chips a winner takes, set down in the seat's own payout zone."""

    def __init__(self, theme: Theme) -> None:
        super().__init__(theme)
        self._stacks: tuple[ChipStack, ...] = ()
        self._chips = QRectF()
        self._diameter = 0.0
        self._per_row = 0

    def show_pile(self, pile: SharePile, look: PayoutLook) -> bool:
        self._stacks, self._chips = pile.stacks, QRectF(look.chips)
        self._diameter, self._per_row = look.diameter, look.per_row
        box = QRectF(look.chips)
        size = chip_stacks_size(pile.stacks, look.diameter, "", look.per_row)
        if not box.isEmpty() and (size.width() > box.width() or size.height() > box.height()):
            # As painted: the pile's picture centred in its room, over its edges where it is
            # larger (one no larger is the room itself: centred again, its edges would differ
            # from the room's in the last digit).
            drawn = QRectF(QPointF(0, 0), size)
            drawn.moveCenter(look.chips.center())
            box = box.united(drawn)
        shown = (pile.stacks, self._chips, look.diameter, look.per_row)
        return self.set_look(box, shown, share_tooltip(pile))

    def paint_look(self, painter: QPainter) -> None:
        draw_stacks(
            painter, self._chips, self._stacks, self._diameter, self._theme, per_row=self._per_row
        )


class PayoutLabelItem(FeltItem):
    """A winner's "Seat 5 +$1,360", the largest words on the felt, in a light frame that
    holds its chips too (its box is the frame's)."""

    def __init__(self, theme: Theme, base: QFont) -> None:
        super().__init__(theme)
        self._base = QFont(base)
        self._text = ""
        self._pixels = 0
        self._label = QRectF()

    def show_label(self, pile: SharePile, look: PayoutLook) -> bool:
        self._text, self._pixels, self._label = look.text, look.pixels, QRectF(look.label)
        shown = (look.text, look.pixels, look.label.getRect())
        return self.set_look(look.unit(), shown, share_tooltip(pile))

    def text(self) -> str:
        return self._text

    def label_box(self) -> QRectF:
        """Where the words are, inside the frame."""
        return QRectF(self._label)

    def paint_look(self, painter: QPainter) -> None:
        paint_payout_frame(painter, self._box, self._theme)
        paint_payout_label(painter, self._label, self._text, self._pixels, self._base, self._theme)


class FlightItem(QGraphicsItem):
    """A seat's share of one pot on its way from the pot to the seat, during the deal; its
    position is the centre of its chips."""

    def __init__(
        self,
        theme: Theme,
        stacks: tuple[ChipStack, ...],
        diameter: float,
        start: QPointF,
        end: QPointF,
    ) -> None:
        super().__init__()
        self._theme = theme
        self._stacks = stacks
        self._diameter = diameter
        self.start = QPointF(start)
        self.end = QPointF(end)
        self._rect = self._rect_at(diameter)
        self.setPos(start)

    def _rect_at(self, diameter: float) -> QRectF:
        size = chip_stacks_size(self._stacks, diameter)
        return QRectF(-size.width() / 2, -size.height() / 2, size.width(), size.height())

    def diameter(self) -> float:
        return self._diameter

    def set_diameter(self, diameter: float) -> None:
        """Draw the chips at ``diameter`` from now on (the table's scale changed)."""
        if diameter == self._diameter:
            return
        self.prepareGeometryChange()
        self._diameter = diameter
        self._rect = self._rect_at(diameter)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-_MARGIN, -_MARGIN, _MARGIN, _MARGIN)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        centre = QPointF(0, 0)
        draw_stacks(painter, QRectF(centre, centre), self._stacks, self._diameter, self._theme)
