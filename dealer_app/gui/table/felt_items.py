"""The felt as a Qt Graphics View scene: the table drawn once as the view's background, and
what lies on it as items keyed by pot and seat, each carrying its own tooltip.

The table view (:mod:`dealer_app.gui.table.view`) works out what goes where; these items only
hold it and paint it with :mod:`dealer_app.gui.table.painting`'s functions. An item is told
what it shows with :meth:`FeltItem.set_look`, and an item shown the same thing again is not
touched, so only what changed on the felt repaints. The scene's coordinates are the view's:
the view has no frame, no scroll bars and no transform::

    felt = FeltView(theme, parent)
    felt.set_felt(geometry, font)              # the background, painted once per size
    pot = PotItem(theme, pile)
    felt.scene().addItem(pot)
    pot.show_pot(pile, cell, diameter=26.0, fonts=(bold, plain))
    felt.scene().items(point)                  # Qt's hit-testing: the tooltips
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSizeF, Qt
from PySide6.QtGui import QFont, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from dealer_app.gui.chip_art import chip_stacks_size
from dealer_app.gui.table.animation import interpolate
from dealer_app.gui.table.chip_stacks import ChipStack
from dealer_app.gui.table.layout import TableGeometry
from dealer_app.gui.table.painting import (
    draw_stacks,
    paint_board_labels,
    paint_felt,
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
    "FeltView",
    "FlightItem",
    "PayoutLabelItem",
    "PayoutPileItem",
    "PotItem",
    "TitleItem",
]

_MARGIN = 3.0
"""Room around an item's box for antialiased edges and a chip picture's spare pixels."""

_POT_LAYER, _LABEL_LAYER, _PILE_LAYER, _FLIGHT_LAYER, _WORDS_LAYER = 1.0, 2.0, 3.0, 4.0, 5.0
"""What lies over what: a winner's chips over its label's frame (which holds them both), the
chips in flight over the pots."""


class FeltView(QGraphicsView):
    """The felt: the table painted as the background (cached by Qt, painted again only
    when the table's size changes) under the scene's items, in the view's own coordinates."""

    def __init__(self, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._theme = theme
        self._geometry: TableGeometry | None = None
        self._font = QFont()
        self._held = False
        self._title = TitleItem(theme)
        self._board_labels = BoardLabelsItem(theme)
        self._pots: list[PotItem] = []
        self._piles: dict[int, PayoutPileItem] = {}
        self._labels: dict[int, PayoutLabelItem] = {}
        self._flights: dict[tuple[int, int], FlightItem] = {}
        scene = QGraphicsScene(self)
        # A handful of items, some moving every frame of the deal: no index to keep up.
        scene.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.setScene(scene)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self._add(self._title, _WORDS_LAYER)
        self._add(self._board_labels, _WORDS_LAYER)

    def set_felt(self, geometry: TableGeometry | None, font: QFont) -> None:
        """Paint the table for ``geometry`` under the items (nothing but the window's colour
        for None); the same table again costs nothing."""
        if geometry == self._geometry and font == self._font:
            return
        self._geometry = geometry
        self._font = QFont(font)
        # Painted again at the next repaint (which this asks for).
        self.resetCachedContent()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        painter.fillRect(QRectF(rect), self._theme.window)
        if self._geometry is not None:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            paint_felt(painter, self._geometry, self._theme, self._font)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # Scene rect = viewport rect: a scene point is the view's point, nothing scrolls.
        self.setSceneRect(QRectF(QPointF(0, 0), QSizeF(event.size())))

    def tooltip_at(self, point: QPoint) -> str:
        """The tooltip of the topmost item at ``point`` that has one (Qt's own hit-testing,
        as a tooltip event finds it)."""
        for item in self.items(point):
            if item.toolTip():
                return item.toolTip()
        return ""

    # -- the items, keyed by pot and seat ------------------------------------------------

    def _add(self, item: QGraphicsItem, layer: float) -> None:
        item.setZValue(layer)
        self.scene().addItem(item)

    def title_item(self) -> TitleItem:
        return self._title

    def board_labels_item(self) -> BoardLabelsItem:
        return self._board_labels

    def pot_items(self) -> list[PotItem]:
        """Each pot's item, the main pot first."""
        return list(self._pots)

    def payout_items(self) -> dict[int, tuple[PayoutPileItem, PayoutLabelItem]]:
        """Each winner's chips and label, by seat."""
        return {seat: (pile, self._labels[seat]) for seat, pile in self._piles.items()}

    def flight_items(self) -> dict[tuple[int, int], FlightItem]:
        """The chips on their way during the deal, by pot index and seat."""
        return dict(self._flights)

    def show_pots(
        self,
        piles: Sequence[PotPile],
        cells: Sequence[QRectF],
        *,
        diameter: float,
        fonts: tuple[QFont, QFont],
    ) -> list[tuple[QRectF, QRectF]]:
        """One item per pot, each shown in its cell; a pot that did not change is not touched.
        Where each pot's chips and words are (:func:`~painting.pot_boxes`)."""
        boxes = pot_boxes(piles, cells, diameter, fonts)
        count = len(boxes)
        for index in range(count):
            if index == len(self._pots):
                self._pots.append(PotItem(self._theme, piles[index]))
                self._add(self._pots[index], _POT_LAYER)
            self._pots[index].show_pot(
                piles[index], cells[index], diameter=diameter, fonts=fonts, boxes=boxes[index]
            )
        for item in self._pots[count:]:
            self.scene().removeItem(item)
        del self._pots[count:]
        return boxes

    def show_payouts(self, piles: Sequence[SharePile], looks: Mapping[int, PayoutLook]) -> None:
        """Each winner's chips and label where ``looks`` puts them; a seat whose take and
        place did not change is not touched, a seat that takes nothing now loses its items."""
        seats = set()
        for pile in piles:
            look = looks.get(pile.seat)
            if look is None:
                continue
            seats.add(pile.seat)
            if pile.seat not in self._piles:
                self._piles[pile.seat] = PayoutPileItem(self._theme)
                self._labels[pile.seat] = PayoutLabelItem(self._theme, self._font)
                self._add(self._piles[pile.seat], _PILE_LAYER)
                self._add(self._labels[pile.seat], _LABEL_LAYER)
            self._piles[pile.seat].show_pile(pile, look)
            self._labels[pile.seat].show_label(pile, look)
        for seat in set(self._piles) - seats:
            self.scene().removeItem(self._piles.pop(seat))
            self.scene().removeItem(self._labels.pop(seat))
        self._hold_payouts(self._held)

    def start_flights(
        self,
        flights: Sequence[tuple[int, int, tuple[ChipStack, ...]]],
        starts: Sequence[QPointF],
        ends: Mapping[int, QPointF],
        diameter: float,
    ) -> None:
        """The chips of each (pot, seat, stacks) set at their pot's ``starts`` point, ready
        to go to the seat's ``ends`` point; the payouts wait until they land."""
        for item in self._flights.values():
            self.scene().removeItem(item)
        self._flights = {}
        for pot, seat, stacks in flights:
            if seat not in ends or pot >= len(starts):
                continue
            item = FlightItem(self._theme, stacks, diameter, starts[pot], ends[seat])
            item.setVisible(False)
            self._add(item, _FLIGHT_LAYER)
            self._flights[(pot, seat)] = item

    def set_deal(self, pot_progress: Sequence[float], landed: bool) -> None:
        """Each pot's chips ``pot_progress`` of the way to the winners (0 to 1, by pot):
        the pots dim, the chips in flight move; the payouts show once everything ``landed``."""
        for item, progress in zip(self._pots, pot_progress, strict=False):
            item.set_fade(progress)
        for (pot, _), flight in self._flights.items():
            progress = pot_progress[pot] if pot < len(pot_progress) else 1.0
            flight.setPos(interpolate(flight.start, flight.end, progress))
            flight.setVisible(progress > 0.0 and not landed)
        if landed:
            # Landed chips are the payouts now: their flights leave the scene.
            for flight in self._flights.values():
                self.scene().removeItem(flight)
            self._flights = {}
        self._hold_payouts(not landed)

    def aim_flights(
        self, starts: Sequence[QPointF], ends: Mapping[int, QPointF], diameter: float
    ) -> None:
        """The chips on their way go from their pot's ``starts`` point to their seat's
        ``ends`` point from here on, drawn at ``diameter`` (the table was laid out again
        during the deal)."""
        for (pot, seat), flight in self._flights.items():
            if pot < len(starts) and seat in ends:
                flight.start, flight.end = QPointF(starts[pot]), QPointF(ends[seat])
            flight.set_diameter(diameter)

    def _hold_payouts(self, held: bool) -> None:
        self._held = held
        for seat, pile in self._piles.items():
            pile.set_held(held)
            self._labels[seat].set_held(held)


class FeltItem(QGraphicsItem):
    """An item that shows one thing in a box of the felt, painted in the scene's coordinates.

    :meth:`set_look` takes the box and what is shown in it (anything comparable): the same
    again changes nothing; a new look repaints the item, a new box moves it.
    """

    def __init__(self, theme: Theme) -> None:
        super().__init__()
        self._theme = theme
        self._box = QRectF()
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
        return QRectF(0, 0, self._box.width(), self._box.height()).adjusted(
            -_MARGIN, -_MARGIN, _MARGIN, _MARGIN
        )

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
