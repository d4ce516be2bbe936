"""The oval table widget: the seats round it, the board and the pots in the middle, each
winner's chips in front of the seat, the card picker, and the chips' move to the winners.

The view shows the controller's :class:`~dealer_app.gui.table.state.TableOutcome` and nothing
else: what lies on the felt is built by :mod:`dealer_app.gui.table.scene` from the model's
result, placed by :mod:`dealer_app.gui.table.layout` and shown as the items of a Graphics
View scene (:mod:`dealer_app.gui.table.felt_view`) under the widgets. This module owns the
widgets (seat plaques, board rows, the picker) over the felt, stacks the middle of the
table as its search (:mod:`dealer_app.gui.table.middle_search`) chooses, answering what
each middle tried covers and leaves the winners, and tells each felt item what it shows
now.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from functools import partial
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSize, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QWidget

from dealer_app.gui.card_art import CardState, CardStyle
from dealer_app.gui.recent import recent
from dealer_app.gui.table.animation import DealAnimator, staggered
from dealer_app.gui.table.card_entry import CardEntryWidget
from dealer_app.gui.table.card_row import CardSlotRow
from dealer_app.gui.table.controller import TableController
from dealer_app.gui.table.felt_view import FeltView
from dealer_app.gui.table.felt_words import FeltWords, house_rules_words
from dealer_app.gui.table.layout import (
    MiddleLayout,
    PotCells,
    TableGeometry,
    free_width,
    middle_layout,
    pot_rows,
    pots_across,
    window_scale,
)
from dealer_app.gui.table.middle_search import (
    FIRST_SHAPE,
    FIRST_WEIGHED,
    MIDDLES_WEIGHED,
    MORE_WEIGHED,
    Middle,
    MiddleSearch,
    MiddleShape,
    RoomAsked,
    Shortfall,
    Weighing,
    advanced,
    finished,
    readable,
)
from dealer_app.gui.table.painting import (
    caption_font,
    dealer_mark_rect,
    pot_boxes,
    pot_cells,
    title_font,
)
from dealer_app.gui.table.plaques import TablePlaques
from dealer_app.gui.table.scene import (
    INFO_LINES,
    PotPile,
    SharePile,
    TableScene,
    pot_title,
    shortened_pots,
    table_scene,
    table_words,
)
from dealer_app.gui.table.seat import BASE_CARD_HEIGHT, SeatWidget, base_seat_size
from dealer_app.gui.table.seat_hand import hand_lines
from dealer_app.gui.table.state import TableOutcome, TableState
from dealer_app.gui.theme import Theme, load_theme
from dealer_app.model.play.dealing import RowKey

if TYPE_CHECKING:
    # The card picker is imported when it is first opened, the payouts' places and looks
    # with the first payout (an empty table has none: some 10 million instructions of the
    # start).
    from dealer_app.gui.table.card_picker import CardPickerPopup
    from dealer_app.gui.table.payout_looks import PayoutLook, PayoutRooms, Point, SharePlaces
    from dealer_app.gui.table.picking import SlotPicking
    from dealer_app.gui.table.share_places import LookAt, ZoneSearch

__all__ = ["FIRST_WEIGHED", "MIDDLES_WEIGHED", "TableView"]

_BOARD_CARD_HEIGHT = 62.0
_LEAST_BOARD = 0.9
"""The smallest board, as a share of the height of a seat's cards at the table's scale."""
_POT_CHIP = 26.0
_SHARE_CHIP = 22.0
_POTS_PER_ROW = 4
_LAYOUTS_KEPT = 64

_WORDS_KEPT = 2
"""The lines of the explanation the dealer's mark may not take from it."""

_WORDS_SIZES_KEPT = 32
"""How many measures of the explanation are kept (a search measures it at each size tried)."""

_MOST_WORDS_LINES = 6
"""The most lines the explanation's box grows to where its words take more than it holds."""


class _MiddleState(NamedTuple):
    """What a view holds of its middle, which a search changes as it weighs."""

    shape: MiddleShape
    counted: bool
    """Whether the middle placed left every winner the room its take reads in, as the
    search counted it (the payout zones then take that room where need be)."""
    weighings_left: int
    """The searches of the winners' room the layout under way may still make."""


class _Settling:
    """A layout's search that goes on after the paint: which layout, the search, and
    the plaques' largest scale and the middle where it left off."""

    def __init__(
        self, layout: int, search: Weighing[Middle], most: float | None, state: _MiddleState
    ) -> None:
        self.layout = layout
        self.search = search
        self.most = most
        self.state = state


def _geometry_key(geometry: TableGeometry) -> tuple[object, ...]:
    """What ``geometry`` is, as numbers: the same numbers, the same table."""
    places = tuple(
        (place.number, place.center.toTuple(), place.toward_center.toTuple())
        for place in geometry.seats
    )
    return geometry.felt.getRect(), geometry.seat_size.toTuple(), geometry.scale, places


def _across(plaque: QRectF, block: QRectF) -> bool:
    """Whether ``plaque`` lies over or under some of ``block``'s width."""
    return plaque.left() < block.right() and block.left() < plaque.right()


class TableView(QWidget):
    """The table: seats, board, pots and shares, scaled to the widget's size."""

    geometryChanged = Signal()

    def __init__(
        self,
        controller: TableController,
        theme: Theme | None = None,
        style: CardStyle | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        self._theme = theme if theme is not None else load_theme()
        self._style = style if style is not None else CardStyle()
        self._outcome = controller.outcome
        self._table_shown: TableOutcome | None = None
        self._felt_shown: TableOutcome | None = None
        self._geometry: TableGeometry | None = None
        # The geometry as a key of the layouts kept (its rectangles and points as numbers).
        self._geometry_key: tuple[object, ...] = ()
        self._scene = TableScene()
        self._pot_rects: list[tuple[QRectF, PotPile]] = []
        # The middle as placed: the boards and the words are there, the pots' cells are
        # where the felt's items draw them.
        self._middle = MiddleLayout(QRectF(), (), QRectF(), (), QRect())
        self._dealt: tuple[int, ...] = ()
        # The felt under the plaques and the boards: a Graphics View scene whose items are
        # the pots, the payouts and the words, in this widget's coordinates.
        self.felt = FeltView(self._theme, self)
        self._rules_line: tuple[str, QRectF] = ("", QRectF())
        self._animate = True
        self._last_payouts: tuple[tuple[int, int], ...] = ()
        self._places: SharePlaces | None = None
        # The payout zones for the middles and the seats in the hand seen last, with where
        # their labels are drawn: a river picked again (a card changed back, an undo) finds
        # the same zones again.
        self._zones: dict[tuple[object, ...], tuple[dict[int, QRectF], dict[int, QPointF]]] = {}
        # The payout zones given last, for which table, seats and winners, and where their
        # labels were drawn.
        self._zones_shown: tuple[tuple[object, ...], dict[int, QRectF], dict[int, QPointF]] = (
            (),
            {},
            {},
        )
        # The middle as stacked now, or as its search weighs it.
        self._shape = FIRST_SHAPE
        self._middle_search = MiddleSearch(_SearchedTable(self))
        # Whether the middle placed left every winner the room its take reads in, as the
        # search counted it (the payout zones then take that room where need be).
        self._middle_counted = False
        # The largest scale the plaques were last placed at (None: as large as they go).
        self._plaques_most: float | None = None
        # The layouts made, and the search of the last that goes on after the paint.
        self._layouts_made = 0
        self._settling: _Settling | None = None
        # A pot's room as measured last: for which scene, at which scale, in which font,
        # with or without the winners' lines.
        self._pot_cell_measured: tuple[TableScene, tuple[object, ...], PotCells] | None = None
        self._middle_key: tuple[object, ...] = ()
        # The middles stacked for the keys seen last: a river picked and taken out again
        # goes from one to the other (the pots with their winners' lines and without).
        self._middles: OrderedDict[tuple[object, ...], MiddleLayout] = OrderedDict()
        # Each payout's look, for which payouts, table, sizes and font.
        self._looks: tuple[tuple[object, ...], dict[int, LookAt]] = ((), {})
        self._card_zoom = 1.0
        # The explanation as shown (its lines, wrapped, may take more than its usual box).
        self._words_shown = ""
        self._words_lines: OrderedDict[tuple[str, str, float], int] = OrderedDict()
        self._plaques = TablePlaques(
            self, controller, self._theme, self._style, self.open_picker, self._relayout
        )
        self.setMinimumSize(560, 400)
        # The felt covers the whole widget, which paints nothing of its own.
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)

        self.info = FeltWords(self._theme, self)

        # The card picker is made when it is first opened: the first window goes without it.
        self._picker: CardPickerPopup | None = None
        self._picking: SlotPicking | None = None

        self._deal = DealAnimator(self, enabled=True)
        self._deal.progressChanged.connect(self._on_deal_step)

        # Each part of the table hears only of its change: the plaques and boards of the
        # seats and the cards, the felt of the money and the result.
        controller.seatsChanged.connect(self._on_seats)
        controller.cardsChanged.connect(self._show_table)
        controller.resultChanged.connect(self._on_result)
        self.show_outcome(controller.outcome)

    def controller(self) -> TableController:
        """The controller whose table this view shows (the chip tray and the view menu use it)."""
        return self._controller

    @property
    def seats(self) -> list[SeatWidget]:
        """The seat plaques, seat 1 first."""
        return self._plaques.seats

    def holds_refused_typing(self, number: int) -> bool:
        """Whether seat ``number``'s amount box keeps text it refused, for the dealer to
        correct (False for a seat the table no longer has)."""
        return any(seat.number == number and seat.amount.is_refused() for seat in self.seats)

    @property
    def boards(self) -> list[CardSlotRow]:
        """The board rows, the first board first."""
        return self._plaques.boards

    # -- settings ----------------------------------------------------------------------

    def set_animated(self, animate: bool) -> None:
        """Whether the chips slide from the pots to the winners when a result comes in."""
        self._animate = animate
        self._deal.set_enabled(animate)

    def is_animated(self) -> bool:
        return self._animate

    def set_card_style(self, style: CardStyle) -> None:
        """Draw every card in ``style`` (the four-colour deck), keeping what is typed."""
        if style == self._style:
            return
        self._style = style
        if self._picker is not None:
            self._picker.set_card_style(style)
        self._plaques.set_card_style(style)
        self._relayout()

    def card_style(self) -> CardStyle:
        return self._style

    def deal_it(self) -> None:
        """Play the chips' move from the pots to the winners (again): last side pot first."""
        if self._scene.shares:
            self._deal.start()

    def is_dealing(self) -> bool:
        return self._deal.is_running()

    def deal_progress(self) -> float:
        return self._deal.progress()

    def _on_deal_step(self, progress: float) -> None:
        # Only the items that move or dim repaint: the chips in flight, the pots.
        if progress == 0.0:
            self._start_flights()
        self._show_deal()

    def _start_flights(self) -> None:
        """Each winner's share of each pot set on its pot, ready to go to the seat."""
        if self._geometry is None:
            return
        self.felt.start_flights(
            [(flight.pot, flight.seat, flight.stacks) for flight in self._scene.flights],
            *self._flight_points(),
            _SHARE_CHIP * self._geometry.scale,
        )

    def _flight_points(self) -> tuple[list[QPointF], dict[int, QPointF]]:
        """Where the chips leave from (each pot's centre) and land (each winner's spot)."""
        places = self._share_places()
        spots = {seat: places.spot(seat) for seat in places.looks()}
        return [cell.center() for cell in self._middle.pot_cells], spots

    def _show_deal(self) -> None:
        pots = range(len(self._scene.pots))
        progress = [self._pot_progress(index) for index in pots]
        self.felt.set_deal(progress, landed=self._deal.progress() >= 1.0)

    # -- showing the outcome ------------------------------------------------------------

    def outcome(self) -> TableOutcome:
        return self._outcome

    def show_outcome(self, outcome: TableOutcome) -> None:
        """Show ``outcome`` whole: the plaques, the boards and the felt."""
        self._show_table(outcome)
        self._show_felt(outcome)

    def _on_seats(self, outcome: TableOutcome) -> None:
        # The pots are built from the seats' money.
        self._show_table(outcome)
        self._show_felt(outcome)

    def _on_result(self, outcome: TableOutcome) -> None:
        # The plaques show each seat's hand and whether it won.
        self._show_table(outcome)
        self._show_felt(outcome)

    def _show_table(self, outcome: TableOutcome) -> None:
        """The plaques and the boards (once per outcome, whichever change brought it)."""
        if outcome is self._table_shown:
            return
        self._table_shown = outcome
        previous = self._outcome.state
        self._outcome = outcome
        state = outcome.state
        if not self._plaques.fits(outcome) or previous.rules != state.rules:
            self._build(outcome, previous)
        for seat in self.seats:
            seat.show_outcome(outcome)
        dealt = state.scenario.seat_numbers
        if dealt != self._dealt:
            self._dealt = dealt
            self._relayout()
        self._plaques.show_boards(outcome)

    def _show_felt(self, outcome: TableOutcome) -> None:
        """The pots, the payouts and the words on the felt."""
        if outcome is self._felt_shown:
            return
        self._felt_shown = outcome
        self._outcome = outcome
        pots_before = self._pots_shape(), self._explanation_lines(self._middle_scale())
        self._scene = table_scene(outcome)
        self._places = None
        words = table_words(outcome)
        self._words_shown = words.shown
        # The words are placed under the pot they now speak of as the middle is stacked:
        # they move once, not to their old pot's place first.
        self.info.speak_of(words.pot)
        # Only the items whose pot or payout changed repaint; the plaques repaint themselves
        # when what they show changes.
        # Words that overflow their box take the felt under it: the middle is stacked again.
        # A search under way for the result before is made again for this one.
        pots_now = self._pots_shape(), self._explanation_lines(self._middle_scale())
        if pots_now != pots_before or self._settling is not None:
            self._layout_middle()
        else:
            self._show_items()
        self.info.show_words(words)
        payouts = outcome.result.payouts if outcome.result is not None else ()
        if payouts != self._last_payouts:
            self._last_payouts = payouts
            self._deal.finish()
            if payouts:
                self.deal_it()

    def _build(self, outcome: TableOutcome, before: TableState) -> None:
        """Fit the plaques and board rows to the table's size and game (keeping those
        already there, with whatever is typed in them) and lay the table out again;
        ``before`` is the table shown until now."""
        self._plaques.fit(outcome, before)
        self._relayout()

    # -- the card picker ----------------------------------------------------------------

    @property
    def picker(self) -> CardPickerPopup:
        """The card picker's popup, made when first asked for."""
        if self._picker is None:
            from dealer_app.gui.table.card_picker import CardPickerPopup

            self._picker = CardPickerPopup(self, theme=self._theme, style=self._style)
        return self._picker

    def _slot_picking(self) -> SlotPicking:
        if self._picking is None:
            from dealer_app.gui.table.picking import SlotPicking

            self._picking = SlotPicking(self._controller, self.picker, self.row_widget, self)
        return self._picking

    def open_picker(self, row: RowKey, slot: int) -> None:
        """Choose a card for ``slot`` of ``row``: cards in use elsewhere are greyed."""
        self._slot_picking().open(row, slot)

    def picking(self) -> tuple[RowKey, int] | None:
        """The slot the picker is filling, if it is open."""
        return self._picking.target() if self._picking is not None else None

    def row_widget(self, row: RowKey) -> CardSlotRow | None:
        """The widget showing the cards of ``row``."""
        return self._plaques.row_widget(row)

    def seat_widget(self, number: int) -> SeatWidget:
        return self.seats[number - 1]

    def drop_half_typed_card(self) -> bool:
        """Forget a rank typed without its suit, in a row or the picker; False when none
        was waiting (undo then undoes the table's last edit)."""
        rows: list[CardEntryWidget] = [seat.cards for seat in self.seats]
        rows += self.boards
        if self._picker is not None:
            rows.append(self._picker.picker)
        # Every one asked: only the row with the keyboard can hold one, but a list left open
        # over the table keeps it too.
        return any([row.drop_pending() for row in rows])

    def focus_row(self, row: RowKey) -> None:
        """Put the keyboard on a seat or a board; an empty chair is dealt in first."""
        self._plaques.focus_row(row)

    # -- card size ---------------------------------------------------------------------------

    def set_card_zoom(self, factor: float) -> None:
        """Show every card ``factor`` times its usual size (1.0; 1.25 or 1.5 for the
        large-cards view); the plaques grow to hold them and the table is laid out again."""
        factor = max(0.5, min(3.0, factor))
        if factor != self._card_zoom:
            self._card_zoom = factor
            self._relayout()

    def card_zoom(self) -> float:
        return self._card_zoom

    def card_height(self) -> float:
        """How tall the seats' cards are drawn now, in pixels."""
        return self.seats[0].card_height() if self.seats else 0.0

    # -- layout -------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.felt.setGeometry(self.rect())
        self._lay_out()

    def table_geometry(self) -> TableGeometry | None:
        return self._geometry

    def _pots_shape(self) -> tuple[object, ...]:
        """What the middle's layout depends on: each pot's stacks and the words under them
        (a pot's room is as wide as its chips or its words)."""
        pots = self._scene.pots
        words = tuple((pot_title(pile), pile.caption) for pile in pots)
        stacks = tuple(pile.stacks for pile in pots)
        return stacks, words, self._winners()

    def _explanation_lines(self, scale: float) -> int:
        """How many lines the explanation takes at the middle's ``scale``, wrapped in its
        box, where that is more than its usual box holds (0 where they fit: most words do,
        and the middle is not stacked again for them), up to :data:`_MOST_WORDS_LINES`;
        measured once per words, font and scale."""
        words, font = self._words_shown, self.font()
        if self._shape.lines < INFO_LINES:
            # A middle short of room keeps its explanation's box as it is: cut, whole in
            # the tooltip.
            return 0

        def measured() -> int:
            lines = FeltWords.lines_for(words, font, scale, FeltWords.width_for(scale))
            return min(lines, _MOST_WORDS_LINES) if lines > INFO_LINES else 0

        return recent(self._words_lines, (words, font.key(), scale), measured, _WORDS_SIZES_KEPT)

    def _pot_diameter(self) -> float:
        scale = self._middle_scale()
        return (_POT_CHIP if len(self._scene.pots) <= _POTS_PER_ROW else _POT_CHIP * 0.8) * scale

    def _pot_cells(self) -> PotCells:
        """The room of each pot in the middle: the tallest stack and two lines of words, each
        as wide as its own chips or words (measured once per scene, scale and font: a pick
        asks for it several times)."""
        shape = self._shape
        asked = (self._middle_scale(), self.font().key(), shape.pot_winners, shape.short_amounts)
        measured = self._pot_cell_measured
        if measured is None or measured[0] is not self._scene or measured[1] != asked:
            cells = pot_cells(
                self._shown_pots(), self._pot_diameter(), self._pot_fonts(), _POT_CHIP
            )
            measured = self._pot_cell_measured = (self._scene, asked, cells)
        return measured[2]

    def _shown_pots(self) -> tuple[PotPile, ...]:
        """The pots as the middle placed draws them: each with its winners' line and its whole
        amount, or, where the middle is crowded, without the line (left to its tooltip) and
        then with the amount shortened."""
        pots = self._scene.pots
        shape = self._shape
        if not shape.pot_winners:
            pots = tuple(pile._replace(winners_line=False) for pile in pots)
        return shortened_pots(pots) if shape.short_amounts else pots

    def _relayout(self) -> None:
        # A view never shown yet is laid out once, by the resize event that comes before it
        # is shown, at the size it is shown at: not at each step of building the window.
        if self.testAttribute(Qt.WidgetAttribute.WA_PendingResizeEvent) and not self.isVisible():
            return
        self._lay_out()

    def _lay_out(self) -> None:
        """Place the plaques and the middle."""
        if not self.seats:
            return
        self._place_plaques()
        self._layout_middle()

    def _place_plaques(self, most: float | None = None) -> TableGeometry:
        """Place the plaques, the table's scale at most ``most``; the table's geometry."""
        size = QSizeF(self.width(), self.height())
        base = QSizeF(self._base_seat())
        self._plaques_most = most
        self._geometry = self._plaques.lay_out(size, base, self._card_zoom, most)
        self._geometry_key = _geometry_key(self._geometry)
        return self._geometry

    def _base_seat(self) -> QSize:
        state = self._outcome.state
        lines = hand_lines(state.rules, state.scenario.run_count)
        return base_seat_size(state.rules.hole_cards, lines, self._card_zoom)

    def _layout_middle(self) -> None:
        """Stack the middle of the table: board(s), pots, and the words why, as large as
        the plaques and the seats' payout zones leave room for (down to half size, the pots
        in fewer columns first), in the band between the plaques above and below it.
        Where that takes more than :data:`FIRST_WEIGHED` middles weighed, the best of
        those is shown (twice as many tried while the best leaves a winner no room for its
        label by its own plaque) and the whole search goes on after the paint
        (:meth:`settling`)."""
        if self._geometry is None:
            return
        self._layouts_made += 1
        self._settling = None
        start = self._plaques_most
        searches = self._middle_search
        first = min(FIRST_WEIGHED, MIDDLES_WEIGHED)
        found = finished(searches.search(first))
        while searches.weighings_left <= 0 and first < MIDDLES_WEIGHED and not readable(found):
            # Not painted: a payout there would be read as another seat's. Twice as many
            # (the middles weighed before are found again at once).
            if self._plaques_most != start:
                self._place_plaques(start)
            first = min(2 * first, MIDDLES_WEIGHED)
            found = finished(searches.search(first))
        self._show_middle(found)
        if searches.weighings_left <= 0 and first < MIDDLES_WEIGHED:
            search = searches.search(MIDDLES_WEIGHED)
            self._settling = _Settling(self._layouts_made, search, start, self._middle_state())
            QTimer.singleShot(0, self, partial(self._settle_step, self._layouts_made))

    def settling(self) -> bool:
        """Whether the search for the middle of a crowded result goes on after its paint
        (the best of the first middles weighed shown)."""
        return self._settling is not None

    def settle(self) -> None:
        """Finish the middle's search now, its best middle shown (a picture is taken)."""
        while self._settling is not None:
            self._settle_step(self._settling.layout)

    def _settle_step(self, layout: int) -> None:
        """Weigh :data:`~dealer_app.gui.table.middle_search.MORE_WEIGHED` more middles of
        ``layout``'s search (the layout made last, else nothing), from the plaques and
        middle where it left off, then put the table back as shown, all in one call
        (nothing of the search is painted); the best middle is shown once the search
        ends."""
        settling = self._settling
        if settling is None or settling.layout != layout:
            return
        shown_most, shown = self._plaques_most, self._middle_state()
        if self._plaques_most != settling.most:
            self._place_plaques(settling.most)
        self._set_middle_state(settling.state)
        found = advanced(settling.search, MORE_WEIGHED)
        if found is None:
            settling.most, settling.state = self._plaques_most, self._middle_state()
            if self._plaques_most != shown_most:
                self._place_plaques(shown_most)
            self._set_middle_state(shown)
            QTimer.singleShot(0, self, partial(self._settle_step, layout))
            return
        self._settling = None
        self._show_middle(found)

    def _middle_state(self) -> _MiddleState:
        """The middle as the view holds it now (a search changes it as it weighs)."""
        weighings_left = self._middle_search.weighings_left
        return _MiddleState(self._shape, self._middle_counted, weighings_left)

    def _set_middle_state(self, state: _MiddleState) -> None:
        self._shape, self._middle_counted, self._middle_search.weighings_left = state

    def _show_middle(self, found: Middle) -> None:
        """Stack the middle as ``found`` for the plaques as placed, and show the felt."""
        geometry = self._geometry
        assert geometry is not None
        self._take_middle(found)
        plaques = [QRectF(widget.geometry()) for widget in self.seats]
        # New words or winners often leave every size as it was (a river picked): the
        # middle is placed again only when something it is stacked from has a new size or
        # place.
        key = self._stack_key(geometry, plaques)
        if key != self._middle_key:
            self._stack_middle(geometry, plaques, key)
        self._places = None
        self.geometryChanged.emit()
        self._show_items()

    def _take_middle(self, found: Middle) -> None:
        """Make ``found`` the middle the table is stacked and its payouts placed with."""
        self._shape = found.shape
        self._middle_counted = found.counted

    def _pot_rows(self, geometry: TableGeometry) -> list[int]:
        """The longest rows of pots a middle is tried with at its zoom, widest first (0: as
        many as the felt holds): one for each number of pots across, as rows longer than
        the felt holds are the same middle as the widest."""
        rows: dict[int, int] = {}
        for columns in (0, *range(len(self._scene.pots) - 1, 0, -1)):
            across = pots_across(geometry, self._pot_cells(), columns)
            rows.setdefault(across, columns)
        return list(rows.values())

    def _middle_scale(self) -> float:
        scale = self._geometry.scale if self._geometry is not None else 1.0
        return scale * self._shape.zoom

    def _stack_key(self, geometry: TableGeometry, plaques: list[QRectF]) -> tuple[object, ...]:
        """Everything the middle is stacked from at the present zoom and columns: the
        same key stacks the boards, the pots and the words in the same places."""
        return (
            self._shape,
            self._geometry_key if geometry is self._geometry else _geometry_key(geometry),
            tuple(plaque.getRect() for plaque in plaques),
            tuple(row.slot_count() for row in self.boards),
            self._style,
            self._card_zoom,
            self._pot_cells(),
            self._title_text(),
            self.font().key(),
            self._explanation_lines(self._middle_scale()),
        )

    def _board_card_height(self) -> float:
        """The board's cards: smaller with the middle, but never below
        :data:`_LEAST_BOARD` of the size a seat's cards are drawn at the table's scale
        (the cards every seat plays with are read as well as a hand, whatever the pots
        take)."""
        runs = 0.8 if len(self.boards) > 1 else 1.0
        scale = self._geometry.scale if self._geometry is not None else 1.0
        full = _BOARD_CARD_HEIGHT * scale * self._card_zoom
        least = min(full, _LEAST_BOARD * BASE_CARD_HEIGHT * scale * self._card_zoom)
        return max(full * self._shape.zoom * runs, least)

    def _middle_at(self, geometry: TableGeometry, plaques: list[QRectF]) -> MiddleLayout:
        """The middle stacked at the present zoom and columns, centred in the band the
        plaques above and below it leave free (moved by the present nudge): worked out,
        nothing moved."""
        scale = self._middle_scale()
        card_height = self._board_card_height()
        boards = [row.size_for(card_height) for row in self.boards]
        cells = self._pot_cells()
        lines, columns = self._shape.lines, self._shape.columns
        info = QSizeF(FeltWords.width_for(scale), FeltWords.height_for(scale, lines))
        if lines < INFO_LINES:
            # Its one line as wide as the pots over it: as much of it as that holds is read.
            widest = max((sum(row) for row in pot_rows(geometry, cells, columns)), default=0.0)
            info.setWidth(max(info.width(), widest))
        middle = middle_layout(geometry, boards, cells, info, columns=columns)
        block = QRectF(middle.info).united(middle.pot_area)
        # A board wider than the pots reaches under the plaques beside the top one: the
        # band is what those leave free too, or the board touches them.
        for board in middle.boards:
            block = block.united(QRectF(board))
        block.setTop(middle.title.top())
        centre = geometry.center
        above = [p.bottom() for p in plaques if p.center().y() < centre.y() and _across(p, block)]
        below = [p.top() for p in plaques if p.center().y() > centre.y() and _across(p, block)]
        top = max(above, default=geometry.felt.top())
        bottom = min(below, default=geometry.felt.bottom())
        across, down = self._shape.nudge
        shift = (top + bottom) / 2 - block.center().y() + down
        middle = middle_layout(
            geometry,
            boards,
            cells,
            info,
            shift=round(shift),
            columns=columns,
            across=round(across),
        )
        return self._words_above_mark(self._words_grown(middle, geometry, plaques), geometry)

    def _words_grown(
        self, middle: MiddleLayout, geometry: TableGeometry, plaques: list[QRectF]
    ) -> MiddleLayout:
        """``middle`` with the explanation's box taller, where its words take more lines
        than the box holds, as far as the felt under it is free (down to the plaques under
        it, the dealer's mark and the felt's edge): words cut while the felt below is empty
        hide what the dealer needs."""
        scale = self._middle_scale()
        info = middle.info
        lines = self._explanation_lines(scale)
        want = math.ceil(FeltWords.lines_height(lines, self.font(), scale)) if lines else 0
        if want <= info.height():
            return middle
        room = self._words_room(middle)
        below = [
            plaque.top()
            for plaque in plaques
            if plaque.top() >= room.bottom() and _across(plaque, room)
        ]
        bottom = min([*below, self._dealer_mark(geometry).top() - 1, geometry.felt.bottom()])
        height = min(want, math.floor(bottom - info.top()))
        if height <= info.height():
            return middle
        return middle._replace(info=QRect(info.left(), info.top(), info.width(), height))

    def _words_above_mark(self, middle: MiddleLayout, geometry: TableGeometry) -> MiddleLayout:
        """``middle`` with the explanation's box ending a pixel above the dealer's mark on
        the felt's edge: a third line is cut (the whole in its tooltip) rather than the
        board made smaller. A box left less than two lines (a high and a low half's
        reasons) is kept whole: that middle covers the mark, and a smaller one is tried."""
        info = middle.info
        above = math.floor(self._dealer_mark(geometry).top()) - 1 - info.top()
        if above >= info.height() or above < _WORDS_KEPT * FeltWords.line_height(
            self._middle_scale()
        ):
            return middle
        return middle._replace(info=QRect(info.left(), info.top(), info.width(), above))

    def _stack_middle(
        self, geometry: TableGeometry, plaques: list[QRectF], key: tuple[object, ...]
    ) -> None:
        """Place the boards and the words where the middle at the present zoom and columns
        goes (a widget already in its place is not touched); ``key`` is its
        :meth:`_stack_key`."""
        self._middle_key = key
        middle = recent(
            self._middles, key, lambda: self._middle_at(geometry, plaques), _LAYOUTS_KEPT
        )
        card_height = self._board_card_height()
        for row, rect in zip(self.boards, middle.boards, strict=True):
            if row.card_height() != card_height:
                row.set_card_height(card_height)
            row.setGeometry(rect)
        self._middle = middle
        self.info.place(
            middle.info, self.font(), self._middle_scale(), *self._words_centres(middle)
        )

    def _caption_font(self, *, bold: bool = False) -> QFont:
        return caption_font(self.font(), self._middle_scale(), bold=bold)

    # -- the felt's items ------------------------------------------------------------------

    def _show_items(self) -> None:
        """Bring the felt's items up to the outcome and the layout: each item that shows
        the same as before is not touched, so only what changed repaints."""
        geometry = self._geometry
        self.felt.set_felt(geometry, self.font())
        if geometry is None:
            return
        rules = house_rules_words(self._outcome.state.scenario)
        self._rules_line = (rules, self._rules_rect(rules))
        words, cut, line, font = self._title_line()
        self.felt.show_title(words, cut, line, font)
        labels = [self._board_label_rect(QRectF(row.geometry())) for row in self.boards]
        self.felt.show_board_labels(
            labels if len(self.boards) > 1 else [], self._caption_font(bold=True)
        )
        pots = self._shown_pots()
        # No payout, no places to work out (the payouts' modules wait for the first).
        places = self._share_places() if self._scene.shares else None
        fonts = self._painted_pot_fonts(places)
        diameter = self._pot_diameter()
        boxes = self.felt.show_pots(pots, self._middle.pot_cells, diameter=diameter, fonts=fonts)
        self._pot_rects = [
            (chips.united(words), pile) for pile, (chips, words) in zip(pots, boxes, strict=False)
        ]
        self.felt.show_payouts(self._scene.shares, places.looks() if places is not None else {})
        if self._deal.is_running():
            self.felt.aim_flights(*self._flight_points(), _SHARE_CHIP * geometry.scale)
        self._show_deal()

    def _painted_pot_fonts(self, places: SharePlaces | None) -> tuple[QFont, QFont]:
        """The pots' fonts, never larger than the smallest payout label (of ``places``;
        None with no payout): the payouts are what the dealer pushes by."""
        bold, plain = self._pot_fonts()
        smallest = places.smallest_label() if places is not None else None
        if smallest is not None and bold.pixelSize() > smallest:
            bold, plain = QFont(bold), QFont(plain)
            bold.setPixelSize(smallest)
            plain.setPixelSize(min(plain.pixelSize(), smallest))
        return bold, plain

    def _title_text(self) -> str:
        """The line over the middle of a table without a board: the game and its rules."""
        state = self._outcome.state
        rules = house_rules_words(state.scenario)
        title = state.rules.title + (" · run twice" if state.scenario.run_count > 1 else "")
        return f"{title} · {rules}" if rules else title

    def _rules_rect(self, rules: str, middle: MiddleLayout | None = None) -> QRectF:
        """The line of house rules (with no board, the title line that carries them), as
        wide as its words, centred above the middle (``middle`` as tried, or as placed)."""
        return self._rules_line_of(rules, middle)[1]

    def _rules_line_of(self, rules: str, middle: MiddleLayout | None = None) -> tuple[str, QRectF]:
        """The words of the line of house rules, and where: with no board, the title line
        that carries them, or the rules alone where the game's name and the rules together
        would be cut (the game is named on the tool bar; the rules decide the push)."""
        middle = middle if middle is not None else self._middle
        if not self.boards:
            whole = self._title_text()
            font = title_font(self._caption_font(bold=True))
        else:
            whole = rules
            font = title_font(self._caption_font())
        if not whole:
            return "", QRectF()
        # As wide as the middle below it, or the felt between the plaques beside it where
        # that is wider: a game's name cut short ("Deuce-to-Seven…") may name another
        # game. A line longer still is cut with "…" (the whole in the tooltip) rather than
        # run under the plaques.
        from dealer_app.gui.table.share_places import zone_gap

        rect = QRectF(middle.title)
        geometry = self._geometry
        beside = (
            free_width(
                geometry,
                rect,
                [QRectF(seat.geometry()) for seat in self.seats],
                zone_gap(geometry.scale),
            )
            if geometry is not None
            else 0.0
        )
        room = max(self._words_room(middle).width(), middle.pot_area.width(), 120.0, beside)
        metrics = QFontMetrics(font)
        words = whole
        if not self.boards and rules and metrics.horizontalAdvance(whole) + 8 > room:
            words = rules
        width = min(metrics.horizontalAdvance(words) + 8, room)
        return words, QRectF(rect.center().x() - width / 2, rect.top(), width, rect.height())

    def _title_line(self) -> tuple[str, str, QRectF, QFont]:
        """The line over the middle as painted: its whole words, as cut to fit, where, and
        in which font."""
        words, rect = self._rules_line_of(house_rules_words(self._outcome.state.scenario))
        font = self._caption_font(bold=not self.boards)
        cut = QFontMetrics(title_font(font)).elidedText(
            words, Qt.TextElideMode.ElideRight, max(0, round(rect.width()) - 4)
        )
        return words, cut, rect, font

    def _board_label_rect(self, box: QRectF) -> QRectF:
        """Where "Board 2" is written, left of the board row at ``box``."""
        width = QFontMetrics(self._caption_font(bold=True)).horizontalAdvance("Board 2") + 4
        return QRectF(box.left() - width - 6, box.top(), width, box.height())

    def _pot_progress(self, index: int) -> float:
        """How far pot ``index``'s chips have gone to the winners: the last pot goes first."""
        if not self._scene.shares:
            return 0.0
        count = len(self._scene.pots)
        return staggered(self._deal.progress(), count - 1 - index, count)

    def share_anchor(self, seat: int) -> QPointF:
        """Where the chips a seat takes are set down: in the seat's own payout zone, between
        its plaque and the middle, that nothing else on the felt uses."""
        return self._share_places().spot(seat)

    def payout_zone(self, seat: int) -> QRectF:
        """The felt seat ``seat`` owns for its payout (empty for a seat not dealt in)."""
        return QRectF(self._payout_zones().get(seat, QRectF()))

    def _players(self) -> tuple[int, ...]:
        """The seats still in the hand and every seat the result pays, the winners of a pot
        first, then those only given their uncalled bet back (their zones are found in that
        order: what is won is what the dealer pushes by): an empty chair takes nothing, a
        folded seat nothing but its own uncalled bet."""
        paid, won = self._winners(), self._pot_winners()
        in_hand = [
            entry.seat
            for entry in self._outcome.state.scenario.seats
            if (not entry.folded or entry.seat in paid) and entry.seat <= len(self.seats)
        ]
        return tuple(sorted(in_hand, key=lambda seat: (seat not in paid, seat not in won)))

    def _winners(self) -> tuple[int, ...]:
        """The seats whose payouts are on the felt now: a pot's winners and the seats given
        an uncalled bet back."""
        return tuple(sorted({pile.seat for pile in self._scene.shares}))

    def _returned_folded(self) -> tuple[int, ...]:
        """The folded seats given nothing but their own uncalled bet back."""
        returned = set(self._winners()) - set(self._pot_winners())
        return tuple(
            entry.seat
            for entry in self._outcome.state.scenario.seats
            if entry.folded and entry.seat in returned
        )

    def _needing_room(self) -> tuple[int, ...]:
        """The seats the middle leaves payout room for before the others: the pots'
        winners, and the seats still in the hand given their uncalled bet back (their
        plaques claim the felt in front of them as a winner's do, and their chips are
        pushed to them as much)."""
        folded = set(self._returned_folded())
        return tuple(seat for seat in self._winners() if seat not in folded)

    def _pot_winners(self) -> tuple[int, ...]:
        """The seats that win some of a pot (not only their own uncalled bet back)."""
        return tuple(sorted({pile.seat for pile in self._scene.shares if pile.won}))

    def _zone_search(self, geometry: TableGeometry, middle: list[QRectF]) -> ZoneSearch:
        """What a payout zone is found among: the seats in the hand (the winners first)
        and the winners, the plaques, the way each faces, what it may not cover
        (``middle``'s parts and the dealer's mark), the felt in sight, and the least rooms
        a payout reads in at this window's size."""
        from dealer_app.gui.table.payout_looks import readable_zones
        from dealer_app.gui.table.share_places import ZoneSearch

        return ZoneSearch(
            seats=self._players(),
            needing=self._needing_room(),
            returned=self._returned_folded(),
            plaques={widget.number: QRectF(widget.geometry()) for widget in self.seats},
            toward=self._towards(),
            middle=[*middle, self._dealer_mark(geometry)],
            felt=geometry.felt.intersected(QRectF(self.rect())),
            scale=geometry.scale,
            least=readable_zones(self.font(), window_scale(QSizeF(self.size()))),
            looks=self._looks_at(),
        )

    def _payout_zones(self) -> dict[int, QRectF]:
        # Worked out when a payout first needs them: the layout of a table still being
        # dealt has no payout to place.
        geometry = self._geometry
        if geometry is None:
            return {}
        from dealer_app.gui.table.share_places import chips_short, returned_zones, steady_zones

        players, winners = self._players(), self._winners()
        # The middle as placed (its key names the plaques and the table too), the room
        # the window gives a payout, and what each winner takes (the room it needs).
        takes = tuple(pile.look_key() for pile in self._scene.shares)
        key = (self._middle_key, self.size().toTuple(), players, takes, self._middle_counted)
        # The same table, seats in the hand and winners as the payouts shown last: only
        # what the winners take has changed, and each payout that still fits stays put.
        table = (self._geometry_key, self.size().toTuple(), players, winners)
        kept = self._zones.get(key)
        if kept is None:
            search = self._zone_search(geometry, self._middle_blockers(self._middle))
            shown_table, shown, labels = self._zones_shown
            steady = shown_table == table

            def steadied(
                zones: dict[int, QRectF], seats: Sequence[int], rooms: Mapping[int, PayoutRooms]
            ) -> dict[int, QRectF]:
                if not steady:
                    return zones
                return steady_zones(zones, shown, seats, search, rooms, labels, self._label_in)

            # Every seat paid finds its zone, the pots' winners first; where that leaves a
            # winner without its chips, the winners alone set the zones' one size and take
            # their room, and a seat only given its own bet back takes what room they
            # leave: what is won is what the dealer pushes by.
            every_room = self._payout_rooms()
            won = self._pot_winners()
            rooms = {seat: room for seat, room in every_room.items() if seat in won}
            zones = steadied(
                self._zones_among(geometry, search, players, every_room), players, every_room
            )
            short = chips_short(zones, rooms)
            if short and len(rooms) < len(every_room):
                seats, among = self._winners_zones(geometry, search, rooms)
                first = steadied(among, seats, rooms)
                if chips_short(first, rooms) < short:
                    zones = returned_zones(
                        first,
                        {seat: room for seat, room in every_room.items() if seat not in won},
                        rooms,
                        players,
                        search,
                        QRectF(self.rect()),
                        self._looks_at(),
                    )
            centres = self._plaque_centres()
            kept = self._zones[key] = (
                zones,
                {
                    pile.seat: label
                    for pile in self._scene.shares
                    if not zones.get(pile.seat, QRectF()).isEmpty()
                    and (label := self._label_in(pile.seat, zones[pile.seat], centres)) is not None
                },
            )
            if len(self._zones) > _LAYOUTS_KEPT:
                self._zones.pop(next(iter(self._zones)))
        zones, placed = kept
        if self._zones_shown[1] is not zones:
            self._zones_shown = (table, zones, placed)
        return zones

    def _zones_among(
        self,
        geometry: TableGeometry,
        search: ZoneSearch,
        seats: Sequence[int],
        rooms: Mapping[int, PayoutRooms],
    ) -> dict[int, QRectF]:
        """The payout zones of ``seats``, the one size set by the seats of ``rooms`` (with
        their rooms): :func:`payout_zones`."""
        from dealer_app.gui.table.share_places import payout_zones

        return payout_zones(
            seats,
            search.plaques,
            search.toward,
            search.middle,
            search.felt,
            geometry.scale,
            search.least,
            rooms.keys(),
            rooms,
            QRectF(self.rect()),
            counted=self._middle_counted,
            looks=self._looks_at(),
        )

    def _winners_zones(
        self, geometry: TableGeometry, search: ZoneSearch, rooms: Mapping[int, PayoutRooms]
    ) -> tuple[Sequence[int], dict[int, QRectF]]:
        """The seats the pots' winners (those of ``rooms``) find their zones among, each
        nearer its own plaque than theirs, and those zones: every seat paid and in the
        hand, or, where a folded seat given only its bet back would leave a winner fewer
        chips (its plaque claims the felt in front of it), the seats in the hand alone."""
        from dealer_app.gui.table.share_places import chips_short

        players = search.seats
        every = self._zones_among(geometry, search, players, rooms)
        in_hand = search.winners_seats()
        if len(in_hand) == len(players):
            return players, every
        alone = self._zones_among(geometry, search, in_hand, rooms)
        if chips_short(alone, rooms) < chips_short(every, rooms):
            return in_hand, alone
        return players, every

    def _looks_at(self) -> dict[int, LookAt]:
        """How each seat paid has its take drawn in a zone of each size (:data:`LookAt`):
        where its label goes, which is what lies by its plaque (made once per payouts,
        table and window size: a layout's searches all ask for them)."""
        sizes = self._payout_sizes()
        key = (self._scene.shares, self._geometry_key, sizes, self.font().key())
        if self._looks[0] != key:
            self._looks = (key, self._new_looks(sizes))
        return self._looks[1]

    def _new_looks(self, sizes: tuple[int, float, int]) -> dict[int, LookAt]:
        from dealer_app.gui.table.payout_looks import fit_payout

        towards, font = self._towards(), self.font()

        def look_at(pile: SharePile) -> LookAt:
            toward = towards.get(pile.seat, QPointF(0, 0))
            return lambda size, turned: fit_payout(
                pile, QRectF(QPointF(0, 0), size), toward, font, *sizes, turned=turned
            )

        return {pile.seat: look_at(pile) for pile in self._scene.shares}

    def _label_in(
        self, seat: int, zone: QRectF, centres: Mapping[int, Point] | None = None
    ) -> QPointF | None:
        """Where seat ``seat``'s payout label's middle would be in ``zone`` (None where its
        chips would not be shown there); ``centres``: :meth:`_plaque_centres`, if known."""
        from dealer_app.gui.table.payout_looks import look_in_zone

        pile = next(pile for pile in self._scene.shares if pile.seat == seat)
        look = look_in_zone(
            pile,
            zone,
            self._towards().get(seat, QPointF(0, 0)),
            self._plaque_centres() if centres is None else centres,
            self.font(),
            *self._payout_sizes(),
        )
        return None if look.chips.isEmpty() else look.label.center()

    def _payout_sizes(self) -> tuple[int, float, int]:
        """A payout label's usual size, its chips' and the size it keeps at this window's
        size."""
        from dealer_app.gui.table.payout_looks import payout_pixels, readable_pixels

        geometry = self._geometry
        assert geometry is not None
        return (
            payout_pixels(geometry.scale),
            _SHARE_CHIP * geometry.scale,
            readable_pixels(window_scale(QSizeF(self.size()))),
        )

    def _payout_rooms(self) -> dict[int, PayoutRooms]:
        """The rooms each winner's take reads in at this window's size."""
        if not self._scene.shares:
            # None to measure: the payouts' module waits for the first.
            return {}
        from dealer_app.gui.table.payout_looks import payout_pixels, payout_rooms, readable_pixels

        geometry = self._geometry
        assert geometry is not None
        readable = readable_pixels(window_scale(QSizeF(self.size())))
        pixels, diameter = payout_pixels(geometry.scale), _SHARE_CHIP * geometry.scale
        return {
            pile.seat: payout_rooms(pile, self.font(), pixels, diameter, readable)
            for pile in self._scene.shares
        }

    def payout_look(self, seat: int) -> PayoutLook | None:
        """How seat ``seat``'s take is drawn: its chips' and label's rooms, the label's words
        and size (None for a seat that takes nothing)."""
        return self._share_places().look(seat) if self._geometry is not None else None

    def label_only_seats(self) -> tuple[int, ...]:
        """The winners whose chips are not on the felt though their take has some: their
        label alone is drawn (the chips in its tooltip), or nothing at all."""
        return tuple(
            pile.seat
            for pile in self._scene.shares
            if pile.stacks
            and ((look := self.payout_look(pile.seat)) is None or look.chips.isEmpty())
        )

    def _towards(self) -> dict[int, QPointF]:
        geometry = self._geometry
        if geometry is None:
            return {}
        count = len(self.seats)
        return {n: place.toward_center for n, place in enumerate(geometry.seats[:count], 1)}

    def _share_places(self) -> SharePlaces:
        # Worked out once per result and layout: the repaints and the deal reuse it.
        if self._places is None:
            from dealer_app.gui.table.payout_looks import SharePlaces

            self._places = SharePlaces(
                self._scene.shares,
                self._payout_zones() if self._scene.shares else {},
                self._towards(),
                self._plaque_centres(),
                self.font(),
                *self._payout_sizes(),
            )
        return self._places

    def _plaque_centres(self) -> dict[int, Point]:
        """The middles of the plaques of the seats in the hand: a payout label is read by
        the nearest."""
        players = set(self._players())
        return {
            widget.number: QRectF(widget.geometry()).center().toTuple()
            for widget in self.seats
            if widget.number in players
        }

    def _pot_fonts(self) -> tuple[QFont, QFont]:
        """The pots' titles' font and their captions'."""
        return self._caption_font(bold=True), self._caption_font()

    def _dealer_mark(self, geometry: TableGeometry) -> QRectF:
        """Where the felt's "DEALER" mark is: nothing of the middle or a payout covers it."""
        return dealer_mark_rect(geometry, self.font())

    def _middle_blockers(self, middle: MiddleLayout) -> list[QRectF]:
        """What ``middle`` (as tried, or as placed) owns, that no payout zone may use: the
        boards (and their labels), the title and house rules line, the pots' cells, and the
        explanation's whole box wherever it may move under a pot."""
        rows = [QRectF(rect) for rect in middle.boards]
        labels = [self._board_label_rect(row) for row in rows] if len(rows) > 1 else []
        title = self._rules_rect(house_rules_words(self._outcome.state.scenario), middle)
        room = self._words_room(middle)
        return [
            rect
            for rect in (*rows, *labels, title, middle.pot_area, *middle.pot_cells, room)
            if not rect.isEmpty()
        ]

    def _words_centres(self, middle: MiddleLayout) -> tuple[list[float], QRectF]:
        """Where the pots' middles are across the table, and the felt the words stay on."""
        # A line as wide as the pots stays under them all, whichever pot it speaks of.
        whole = self._shape.lines < INFO_LINES
        centres = [] if whole else [cell.center().x() for cell in middle.pot_cells]
        felt = self._geometry.felt if self._geometry is not None else QRectF(self.rect())
        return centres, felt

    def _words_room(self, middle: MiddleLayout) -> QRectF:
        """The whole box the explanation may take with ``middle``: under it or any pot."""
        return FeltWords.room_in(QRectF(middle.info), *self._words_centres(middle))

    def rules_line(self) -> tuple[str, QRectF]:
        """The house rules in force as the felt shows them, and where."""
        return self._rules_line

    def pot_rects(self) -> list[tuple[QRectF, PotPile]]:
        """Where each pot and the words under its chips are shown."""
        return list(self._pot_rects)

    def share_rect(self, seat: int) -> QRectF:
        """Where the chips seat ``seat`` takes and its payout label are shown (empty while
        they are on their way, and for a seat that takes nothing)."""
        items = self.felt.payout_items().get(seat)
        if items is None or not any(item.isVisible() for item in items):
            return QRectF()
        pile, label = items
        return pile.box().united(label.box())

    def felt_parts(self) -> list[tuple[str, QRectF]]:
        """What lies on the felt, named and where, in this widget's coordinates: the
        plaques, the boards, each pot's chips and words, each winner's chips and label, the
        explanation, the house rules and the dealer's mark (for the geometry tests)."""
        parts = [(f"plaque {seat.number}", QRectF(seat.geometry())) for seat in self.seats]
        if self._geometry is not None:
            parts.append(("the dealer's mark", self._dealer_mark(self._geometry)))
        parts += [
            (f"board {run}", QRectF(row.geometry())) for run, row in enumerate(self.boards, 1)
        ]
        # Measured in the fonts they are painted in (no larger than the payouts').
        fonts = (
            self._painted_pot_fonts(self._share_places())
            if self._geometry is not None
            else self._pot_fonts()
        )
        pots = self._shown_pots()
        boxes = pot_boxes(pots, self._middle.pot_cells, self._pot_diameter(), fonts)
        for pile, (chips, words) in zip(pots, boxes, strict=False):
            parts += [(f"{pile.name} chips", chips), (f"{pile.name} words", words)]
        if self._geometry is not None:
            for seat, look in self._share_places().looks().items():
                parts += [
                    (f"seat {seat}'s payout", look.chips),
                    (f"seat {seat}'s label", look.label),
                ]
        parts += [
            ("the explanation", self.info.text_rect()),
            ("the house rules", self._rules_line[1]),
        ]
        return [(name, rect) for name, rect in parts if not rect.isEmpty()]

    # -- tooltips ------------------------------------------------------------------------

    def tooltip_at(self, pointer: QPoint) -> str:
        """The tooltip of what lies on the felt at ``pointer`` (empty where nothing does):
        the felt's items carry their own, found by Qt's hit-testing."""
        return self.felt.tooltip_at(pointer)

    def pot_label_pixels(self) -> int:
        """How large the pots' titles are written now, in pixels."""
        if self._geometry is None:
            return self._pot_fonts()[0].pixelSize()
        return self._painted_pot_fonts(self._share_places())[0].pixelSize()

    # -- for tests and the screenshot ---------------------------------------------------------

    def share_piles(self) -> tuple[SharePile, ...]:
        return self._scene.shares

    def pot_piles(self) -> tuple[PotPile, ...]:
        return self._scene.pots

    def shown_pot_piles(self) -> tuple[PotPile, ...]:
        """The pots as the middle draws them (winners' lines left out, amounts shortened,
        where the middle is crowded)."""
        return self._shown_pots()

    def board_states(self, run: int = 1) -> tuple[CardState, ...]:
        return self.boards[run - 1].card_states()


class _SearchedTable:
    """A view as the middle's search asks of it (:class:`MiddleTable`): each middle tried
    is stacked in the view, nothing moved, and weighed by a search of the winners' room."""

    def __init__(self, view: TableView) -> None:
        self._view = view

    def geometry(self) -> TableGeometry:
        geometry = self._view._geometry
        assert geometry is not None
        return geometry

    def place_plaques(self, most: float) -> TableGeometry:
        return self._view._place_plaques(most)

    def plaques(self) -> list[QRectF]:
        return [QRectF(widget.geometry()) for widget in self._view.seats]

    def winners_plaques(self, plaques: Sequence[QRectF]) -> list[QRectF]:
        winners = set(self._view._pot_winners())
        return [
            plaque
            for seat, plaque in zip(self._view.seats, plaques, strict=True)
            if seat.number in winners
        ]

    def dealer_mark(self, geometry: TableGeometry) -> QRectF:
        return self._view._dealer_mark(geometry)

    def pot_rows(self, geometry: TableGeometry, shape: MiddleShape) -> list[int]:
        self._view._shape = shape
        return self._view._pot_rows(geometry)

    def blockers(
        self, geometry: TableGeometry, plaques: list[QRectF], shape: MiddleShape
    ) -> list[QRectF]:
        view = self._view
        view._shape = shape
        return view._middle_blockers(view._middle_at(geometry, plaques))

    def least_rooms(self) -> dict[int, tuple[QSizeF, ...]]:
        # Its label with its chips: a pile of many colours, or a long amount, needs more
        # than a usual one.
        return {seat: rooms.least[0] for seat, rooms in self._view._payout_rooms().items()}

    def zones_short(
        self, geometry: TableGeometry, blockers: list[QRectF], asked: RoomAsked
    ) -> Shortfall:
        # The middle gives way for payouts on the felt, not for seats that may win, so a
        # table still being dealt keeps its board as large as it goes.
        if not self._view._needing_room():
            # Nobody to leave room for (a table still being dealt): none short.
            return Shortfall(0, 0)
        from dealer_app.gui.table.share_places import zones_short

        search = self._view._zone_search(geometry, blockers)
        return zones_short(search, asked.limit, asked.own, asked.alone)

    def alone_short(
        self, geometry: TableGeometry, own: Mapping[int, Sequence[QSizeF]]
    ) -> dict[int, bool]:
        from dealer_app.gui.table.share_places import alone_short

        return alone_short(self._view._zone_search(geometry, []), own)

    def layout_key(self) -> tuple[object, ...]:
        view = self._view
        return (
            view._pots_shape(),
            len(view.boards),
            view._card_zoom,
            house_rules_words(view._outcome.state.scenario),
            view._title_text(),
            view._players(),
        )
