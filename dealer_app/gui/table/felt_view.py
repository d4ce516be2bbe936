"""The felt as a Qt Graphics View: the table drawn once as the view's background, and what
lies on it as items keyed by pot and seat (:mod:`dealer_app.gui.table.felt_items`), each
carrying its own tooltip.

The table view (:mod:`dealer_app.gui.table.view`) works out what goes where; the felt holds
it. An item shown the same thing again is not touched, so only what changed on the felt
repaints. The scene's coordinates are the view's: the view has no frame, no scroll bars and
no transform::

    felt = FeltView(theme, parent)
    felt.set_felt(geometry, font)              # the background, painted once per size
    felt.show_pots(piles, cells, diameter=26.0, fonts=(bold, plain))
    felt.scene().items(point)                  # Qt's hit-testing: the tooltips

The items' module is loaded with the first item: an empty table has none, and its window
opens without Qt's item types (they and the items' module cost the start some 11 million
instructions).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSizeF, Qt
from PySide6.QtGui import QFont, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from dealer_app.gui.table.animation import interpolate
from dealer_app.gui.table.layout import TableGeometry
from dealer_app.gui.table.painting import paint_felt, pot_boxes
from dealer_app.gui.theme import Theme

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsItem

    from dealer_app.gui.table.chip_stacks import ChipStack
    from dealer_app.gui.table.felt_items import (
        BoardLabelsItem,
        FlightItem,
        PayoutLabelItem,
        PayoutPileItem,
        PotItem,
        TitleItem,
    )
    from dealer_app.gui.table.payout_looks import PayoutLook
    from dealer_app.gui.table.scene import PotPile, SharePile

__all__ = ["FeltView"]

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
        # The house rules' line and the boards' labels are made when first they have words:
        # the first window (one board, no house rules) is painted without Qt's item types.
        self._title: TitleItem | None = None
        self._board_labels: BoardLabelsItem | None = None
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

    def title_item(self) -> TitleItem | None:
        """The line over the middle (None until it first has words)."""
        return self._title

    def board_labels_item(self) -> BoardLabelsItem | None:
        """The boards' labels (None until the board is first run twice)."""
        return self._board_labels

    def show_title(self, words: str, cut: str, box: QRectF, font: QFont) -> None:
        """The line over the middle: ``words`` as ``cut`` to fit ``box`` (nothing for an
        empty box)."""
        # Shown or hidden by the item itself (nothing cut to show, an empty box): none is
        # made until there are words.
        if self._title is None:
            if not cut:
                return
            from dealer_app.gui.table.felt_items import TitleItem

            self._title = TitleItem(self._theme)
            self._add(self._title, _WORDS_LAYER)
        self._title.show_title(words, cut, box, font)

    def show_board_labels(self, labels: Sequence[QRectF], font: QFont) -> None:
        """``Board 1``, ``Board 2``... in ``labels`` (none for a board run once)."""
        if self._board_labels is None:
            if not labels:
                return
            from dealer_app.gui.table.felt_items import BoardLabelsItem

            self._board_labels = BoardLabelsItem(self._theme)
            self._add(self._board_labels, _WORDS_LAYER)
        self._board_labels.show_labels(labels, font)

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
                from dealer_app.gui.table.felt_items import PotItem

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
                from dealer_app.gui.table.felt_items import PayoutLabelItem, PayoutPileItem

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
        from dealer_app.gui.table.felt_items import FlightItem

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
