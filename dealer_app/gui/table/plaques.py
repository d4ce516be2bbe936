"""The widgets round and on the table: a plaque per seat and a card row per board.

They are kept for as long as their seat or board is there: a seat more or less, another
game or a second board adds or takes away only what changed, so whatever is being typed in
a plaque stays. This module also moves the keyboard from seat to seat and sizes the plaques
for the layout (:mod:`dealer_app.gui.table.layout` places them).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QSizeF, Qt
from PySide6.QtWidgets import QApplication, QWidget

from dealer_app.gui.card_art import CardStyle
from dealer_app.gui.table.card_row import CardSlotRow
from dealer_app.gui.table.controller import TableController
from dealer_app.gui.table.layout import TableGeometry, plaques_touch, table_geometry
from dealer_app.gui.table.seat import SeatWidget
from dealer_app.gui.table.seat_hand import card_states, show_cards
from dealer_app.gui.table.state import TableOutcome, TableState
from dealer_app.gui.theme import Theme
from dealer_app.model.play.dealing import RowKey

__all__ = ["TablePlaques", "board_count"]


def board_count(outcome: TableOutcome) -> int:
    """How many board rows the table shows: one per run, none in stud, draw and guts."""
    state = outcome.state
    return state.scenario.run_count if state.rules.has_board else 0


class TablePlaques(QObject):
    """The seat plaques and board rows of ``table``, kept across changes of the table."""

    def __init__(
        self,
        table: QWidget,
        controller: TableController,
        theme: Theme,
        style: CardStyle,
        open_picker: Callable[[RowKey, int], None],
        relayout: Callable[[], None],
    ) -> None:
        super().__init__(table)
        self._table = table
        self._controller = controller
        self._theme = theme
        self._style = style
        self._open_picker = open_picker
        self._relayout = relayout
        self._scaling = False
        self.seats: list[SeatWidget] = []
        self.boards: list[CardSlotRow] = []
        # Each seat that went with the keyboard (a seat less): its number, the table as it
        # was then, and the seat the keyboard was left on. (Plain tuples: a class of its own
        # would be made at every start, for a key few dealers press.)
        self._keyboard_gone: list[tuple[int, TableState, int]] = []

    def fits(self, outcome: TableOutcome) -> bool:
        """Whether there is a plaque for every seat and a row for every board."""
        return len(self.seats) == outcome.state.seat_count and len(self.boards) == board_count(
            outcome
        )

    def fit(self, outcome: TableOutcome, before: TableState) -> None:
        """Add the plaques and rows missing, delete those no longer there, keep the rest
        (``before``: the table shown until now)."""
        state = outcome.state
        count = state.seat_count
        keyboard = QApplication.focusWidget()
        gone_seats = self.seats[count:]
        # The lists are right before a widget is hidden: hiding a widget with the keyboard
        # on it hands its typing to the controller, which shows the table again at once.
        gone: list[QWidget] = [*gone_seats]
        for seat in self.seats[count:]:
            self._controller.aboutToEdit.disconnect(seat.commit_typing)
            self._controller.typingDropped.disconnect(seat.drop_refused_typing)
            self._controller.handStarted.disconnect(seat.drop_refused_typing)
        self.seats = self.seats[:count]
        for number in range(len(self.seats) + 1, count + 1):
            # Scaled when the table is laid out, right after, at the table's size.
            seat = SeatWidget(
                number, self._controller, self._theme, self._style, self._table, scale=None
            )
            seat.cardRequested.connect(self._open_picker)
            seat.entryDone.connect(self._after_seat)
            seat.widthNeeded.connect(self._on_width_needed)
            self._show(seat)
            if self._keyboard_comes_back(number, state, keyboard):
                seat.take_keyboard_when_shown()
            self.seats.append(seat)
        # A seat back at the table, with the keyboard or not, is nothing to wait for.
        self._keyboard_gone = [went for went in self._keyboard_gone if went[0] > count]
        runs = board_count(outcome)
        gone_boards = self.boards[runs:]
        gone += gone_boards
        self.boards = self.boards[:runs]
        for run in range(len(self.boards) + 1, runs + 1):
            self.boards.append(self._board_row(RowKey.board(run), state.rules.board_cards))
        for run, row in enumerate(self.boards, 1):
            label = "Board" if runs == 1 else f"Board {run}"
            row.set_label(label)
            row.setToolTip(f"{label}: click a slot or type the cards here (Ah 7c 2d)")
        going = next((seat for seat in gone_seats if _holds(seat, keyboard)), None)
        if going is not None and self.seats:
            # The seat with the keyboard going (a seat less) leaves it on the last seat that
            # stays, not on whatever control follows; Undo or Redo bringing the seat back
            # brings the keyboard back (_keyboard_comes_back).
            last = self.seats[-1]
            last.take_keyboard()
            self._keyboard_gone.append((going.number, before, last.number))
        if self.boards and any(_holds(row, keyboard) for row in gone_boards):
            # A board taken away with the keyboard on it (Run it once) leaves the keyboard on
            # the board that stays, not on whatever control follows it.
            self.boards[-1].setFocus(Qt.FocusReason.OtherFocusReason)
        for widget in gone:
            widget.hide()
            widget.setParent(None)
            widget.deleteLater()

    def _keyboard_comes_back(
        self, number: int, state: TableState, keyboard: QWidget | None
    ) -> bool:
        """Whether seat ``number``, brought back in ``state``, takes the keyboard back: it
        went with it, the table is again as it was then (an Undo or a Redo, not a seat
        more), and the keyboard is still on the seat it was left on."""
        return any(
            seat == number
            and table == state
            and left_on <= len(self.seats)
            and _holds(self.seats[left_on - 1], keyboard)
            for seat, table, left_on in self._keyboard_gone
        )

    def set_card_style(self, style: CardStyle) -> None:
        """Draw every card of the plaques and boards, and those dealt later, in ``style``."""
        self._style = style
        for row in [seat.cards for seat in self.seats] + self.boards:
            row.set_card_style(style)

    def _board_row(self, key: RowKey, slots: int) -> CardSlotRow:
        controller = self._controller
        row = CardSlotRow(slots, self._table, theme=self._theme, style=self._style)
        row.cardRequested.connect(lambda slot: self._open_picker(key, slot))
        row.cardsTyped.connect(lambda cards: controller.add_cards(key, cards))
        row.cardCleared.connect(lambda slot: controller.remove_card(key, slot))
        row.inputRejected.connect(controller.warn)
        # A full board keeps the keyboard (Ctrl+D deals it), or hands it to the next board
        # still missing cards: never to a seat, whose cards are in already.
        row.set_advance_when_full(False)
        row.cardsTyped.connect(lambda cards: self._after_board(row))
        self._show(row)
        return row

    def _show(self, widget: QWidget) -> None:
        """Show a new plaque or board row: at once on a table shown already, else with the
        table. Shown before the table is, Qt would lay the plaque out at its unscaled size
        and size it to that, all of it undone by the table's layout right after; polished
        now all the same, since the layout measures its controls in their style sheets."""
        if self._table.isVisible():
            widget.show()
        else:
            widget.ensurePolished()

    def _after_board(self, row: CardSlotRow) -> None:
        """Cards typed on a board (the table shows them already): a full board hands the
        keyboard to the next board with empty slots, if any."""
        if not row.hasFocus() or row.next_empty_slot() is not None or row not in self.boards:
            return
        for board in self.boards[self.boards.index(row) + 1 :]:
            if board.next_empty_slot() is not None:
                board.setFocus(Qt.FocusReason.OtherFocusReason)
                return

    def show_boards(self, outcome: TableOutcome) -> None:
        state = outcome.state
        winners = outcome.winners
        for run, row in enumerate(self.boards, 1):
            cards = state.cards(RowKey.board(run))
            # The board's cards that play for the winners are raised, the others dimmed.
            hands = tuple(
                hand for hand in outcome.hands if hand.board == run and hand.seat in winners
            )
            states = card_states(cards, hands) if outcome.complete else ()
            show_cards(row, state.rules.board_cards, cards, states)
        for row in self.boards:
            # A board brought back (Run it twice, an undone Run it once) takes the keyboard
            # from a full board before it, as a board filled by typing hands it on.
            self._after_board(row)

    def row_widget(self, row: RowKey) -> CardSlotRow | None:
        """The widget showing the cards of ``row``."""
        if row.is_board:
            return self.boards[row.number - 1] if row.number <= len(self.boards) else None
        return self.seats[row.number - 1].cards if row.number <= len(self.seats) else None

    # -- the keyboard ----------------------------------------------------------------------

    def focus_row(self, row: RowKey) -> None:
        """Put the keyboard on a seat (its cards, or its amount when they are in) or a board.

        An empty chair is dealt in first: what the dealer types next is that seat's.
        """
        if row.is_board:
            board = self.row_widget(row)
            if board is not None:
                board.setFocus(Qt.FocusReason.ShortcutFocusReason)
        elif row.number <= len(self.seats):
            self.seats[row.number - 1].focus_entry()

    def _after_seat(self, number: int) -> None:
        """A seat's amount was entered: on to the next seat dealt in, then the board."""
        for seat in self.seats[number:]:
            if seat.is_dealt_in():
                seat.focus_entry()
                return
        state = self._controller.state
        for run, row in enumerate(self.boards, 1):
            if len(state.cards(RowKey.board(run))) < row.slot_count():
                row.setFocus(Qt.FocusReason.OtherFocusReason)
                return

    # -- size ------------------------------------------------------------------------------

    def scale(self, scale: float, card_zoom: float) -> None:
        self._scaling = True
        try:
            for seat in self.seats:
                if seat.scale() != scale or seat.card_zoom() != card_zoom:
                    seat.set_scale(scale, card_zoom)
        finally:
            self._scaling = False

    def _on_width_needed(self) -> None:
        # Only a plaque narrower than its words now moves the table; while the plaques
        # are being scaled, the layout under way measures them anyway.
        if not self._scaling and any(
            seat.width() < seat.least_width(whole_amount=True)
            for seat in self.seats
            if seat.isVisible()
        ):
            self._relayout()

    def least(self, whole_amounts: bool = False) -> Callable[[float], QSizeF]:
        """The smallest a plaque can be at a scale with none of its words cut, long amounts
        shortened or, with ``whole_amounts``, whole."""
        width = max(seat.least_width(whole_amounts) for seat in self.seats)
        seat = self.seats[0]

        def least(scale: float) -> QSizeF:
            return QSizeF(width, seat.least_height(scale))

        return least

    def lay_out(
        self, size: QSizeF, base_seat: QSizeF, card_zoom: float, most: float | None = None
    ) -> TableGeometry:
        """Scale and place the plaques round a table of ``size``; return its geometry.

        Below some size the words on a plaque need more room than the scale gives it: the
        plaques keep the room they need, and the table finds them places. A long amount
        (10^12) is given the room to show whole where the plaques still fit round the table
        with their cards at the scale's size; elsewhere it is shortened ("1T"). The table's
        scale is at most ``most`` where given (the middle finds no room among larger ones).
        """
        count = len(self.seats)
        geometry = table_geometry(size, count, base_seat=base_seat, most=most)
        self.scale(geometry.scale, card_zoom)
        for whole in (True, False):
            least = self.least(whole)
            needs = least(geometry.scale)
            if needs.width() <= geometry.seat_size.width() and (
                needs.height() <= geometry.seat_size.height()
            ):
                break
            # Room for whole amounts only round the oval: the squarer ones are for fitting.
            roomy = table_geometry(
                size, count, base_seat=base_seat, least=least, squarer=not whole, most=most
            )
            if not whole or (
                not plaques_touch(roomy) and roomy.seat_size.height() >= least(roomy.scale).height()
            ):
                geometry = roomy
                break
        self.scale(geometry.scale, card_zoom)
        self.place(geometry)
        return geometry

    def place(self, geometry: TableGeometry) -> None:
        for place, seat in zip(geometry.seats, self.seats, strict=True):
            size = geometry.seat_size
            if not seat.is_dealt_in():
                # An empty chair is only its name strip, so the table reads at a glance.
                size = QSizeF(size.width(), seat.header_height())
            seat.setGeometry(place.rect(size).toAlignedRect())


def _holds(widget: QWidget, keyboard: QWidget | None) -> bool:
    """Whether the keyboard is on ``widget`` or one of its controls."""
    return keyboard is not None and (widget is keyboard or widget.isAncestorOf(keyboard))
