"""One seat's plaque on the rail: button spot, name, cards, fold, money, hand and winnings.

The plaque shows what the controller's outcome says and sends every edit back to the
controller; it decides nothing about the hand itself. With the keyboard anywhere on the
plaque but its name, keys that are no card letters act on the seat: F folds, I marks it
all-in, N deals it in or out (:class:`SeatKeys`), and Enter on the amount commits it and
moves on. Undo and Redo's keys undo the table in the amount and the name too
(:mod:`dealer_app.gui.undo_keys`). The plaque's frame follows the focus in and out.

Its size at scale 1 (:func:`base_seat_size`, which the table lays out by), the dealer-button
spot (:class:`ButtonSpot`) and the style sheet are the plaque's own too; its painted panel and
frame are :mod:`~dealer_app.gui.table.plaque_frame`'s.
"""

# No `from __future__ import annotations`: typing.NamedTuple compiles each field's annotation
# given as text when the class is made, some 130 compiles at every start.

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QEvent, QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QFocusEvent,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from dealer_app.gui.card_art import MIN_VISIBLE_FRACTION, RAISE_FRACTION, CardState, CardStyle
from dealer_app.gui.guard import guarded
from dealer_app.gui.pictures import draw_picture
from dealer_app.gui.table.amount_box import AmountBox
from dealer_app.gui.table.card_row import HAND_STEP, CardSlotRow, fan_height, row_size
from dealer_app.gui.table.controller import TableController
from dealer_app.gui.table.plaque_frame import (
    paint_plaque,
    plaque_margins,
    winner_frame_ring,
    winner_frame_width,
)
from dealer_app.gui.table.seat_hand import (
    HandLine,
    card_states,
    hand_lines,
    hand_text,
    show_cards,
)
from dealer_app.gui.table.state import TableOutcome, TableState
from dealer_app.gui.theme import Theme
from dealer_app.model.play.dealing import RowKey
from dealer_app.model.showdown.seats import SeatEntry

if TYPE_CHECKING:
    from dealer_app.model.showdown.result import SeatHand

__all__ = [
    "BASE_CARD_HEIGHT",
    "LEAST_CARD_HEIGHT",
    "ButtonSpot",
    "NameEdit",
    "SeatWidget",
    "SpotLook",
    "base_seat_size",
    "draw_button_spot",
    "paint_button_spot",
    "set_visible",
]

BASE_CARD_HEIGHT = 68.0
"""A seat's card height at scale 1 and card zoom 1 (the table scales it with the window)."""

_BASE_WIDTH = 178
_CHROME_HEIGHT = 64
"""The plaque's height at scale 1 without its cards: name line, one hand line, money line."""
_HAND_LINE = 15
LEAST_CARD_HEIGHT = 36.0
"""The smallest a seat's cards need be drawn (ten seats on a 1024 x 700 screen): a plaque is
never narrower than its hand fanned to the index corners at this height."""
_MOST_GROWTH = 1.35
"""How much taller than the scale's size the cards grow when the plaque has the room."""


def base_seat_size(hole_cards: int, hand_lines: int = 1, card_zoom: float = 1.0) -> QSize:
    """A plaque's size at scale 1: the cards ``card_zoom`` times their usual size, wider for
    draw and stud, taller for larger cards and more hand lines.

    ``hand_lines`` is how many lines the hand takes: one per board, two per board in
    high-low games (the high hand and the low).
    """
    cards = row_size(hole_cards, BASE_CARD_HEIGHT * card_zoom, HAND_STEP)
    width = max(_BASE_WIDTH, math.ceil(cards.width()) + 12)
    taller = max(0, hand_lines - 1) * _HAND_LINE
    return QSize(width, _CHROME_HEIGHT + math.ceil(cards.height()) + taller)


class SeatWidget(QFrame):
    """The plaque of seat ``number``; edits go straight to the controller."""

    cardRequested = Signal(object, int)
    """A slot of this seat was clicked: (row, slot); the table opens the picker."""
    entryDone = Signal(int)
    """Enter on the seat's amount: the seat is entered, the table moves to the next one."""
    widthNeeded = Signal()
    """The plaque needs another width for its words (a longer amount)."""
    touched = Signal(int)
    """A click anywhere on the plaque, or the keyboard's focus coming to it: (seat number).
    The chip tray fills the seat touched last."""

    def __init__(
        self,
        number: int,
        controller: TableController,
        theme: Theme,
        style: CardStyle,
        parent: QWidget | None = None,
        scale: float | None = 1.0,
    ) -> None:
        """A plaque at ``scale``; with None, unscaled (``scale()`` is 0) until the table lays
        it out, which scales it before it is first shown (each plaque is scaled once)."""
        super().__init__(parent)
        self.number = number
        self.row_key = RowKey.seat(number)
        self._controller = controller
        self._theme = theme
        self._scale = 0.0
        self._card_zoom = 1.0
        self._winner = False
        self._folded = False
        self._forced_in = False
        self._dealt_in = True
        self._hand_text = ""
        self._equity_text = ""
        self._hand_lines = 1
        self._seat_view: tuple[object, ...] = ()
        self._hand_view: tuple[object, ...] = ()
        self._look: tuple[bool, bool, bool] | None = None
        self._focus_within = False
        self._keyboard_owed = False
        self.setObjectName("seatPlaque")

        self.button_spot = ButtonSpot(theme, self)
        self.button_spot.setToolTip(f"Move the dealer button to seat {number}")
        self.button_spot.clicked.connect(lambda: controller.set_button(number))
        self.seat_label = QLabel(str(number), self)
        self.seat_label.setObjectName("seatNumber")
        self.seat_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.seat_label.setToolTip(f"Seat {number} (seats are numbered clockwise)")
        self.name_edit = NameEdit(self)
        self.name_edit.setToolTip(f"Seat {number}: the player's name (optional)")
        self.name_edit.setFrame(False)
        self.name_edit.setObjectName("seatName")
        # Through lambdas, here and for the amount: a method of the plaque connected itself
        # is made a Qt slot of the plaque's meta-object: up to 100,000 instructions a seat at start.
        self.name_edit.editingFinished.connect(lambda: self._commit_name())
        self.fold_button = PlaqueButton("Fold", theme, self)
        self.fold_button.setCheckable(True)
        self.fold_button.setToolTip(f"Seat {number} folded: it can win nothing (F)")
        self.fold_button.toggled.connect(lambda on: self._mark(controller.set_folded, on))

        self.cards = CardSlotRow(
            controller.state.slot_count(self.row_key),
            self,
            label=f"Seat {number}",
            theme=theme,
            style=style,
            fanned=True,
        )
        self.cards.setToolTip(
            "Click a slot to choose a card, or type it here: AsKd. "
            "F folds, I marks all-in, N deals in or out"
        )
        self.cards.cardRequested.connect(lambda slot: self.cardRequested.emit(self.row_key, slot))
        self.cards.cardsTyped.connect(lambda cards: controller.add_cards(self.row_key, cards))
        self.cards.cardCleared.connect(lambda slot: controller.remove_card(self.row_key, slot))
        self.cards.inputRejected.connect(controller.warn)

        self.hand_label = HandLine(self)
        self.hand_label.setObjectName("handName")

        self.amount_label = QLabel("In", self)
        self.amount_label.setObjectName("amountLabel")
        self.amount = AmountBox(self)
        self.amount.setObjectName("amount")
        self.amount.amountCommitted.connect(lambda amount: self._enter_amount(amount))
        self.amount.entered.connect(lambda: self.entryDone.emit(number))
        self.amount.widthNeeded.connect(self.widthNeeded)
        self.amount.refused.connect(
            lambda why: controller.refuse_typing(number, f"Seat {number}: {why}")
        )
        self.amount.refusalCleared.connect(controller.typingSettled)
        self.all_in_button = PlaqueButton("All-in", theme, self)
        self.all_in_button.setCheckable(True)
        self.all_in_button.setToolTip(f"Seat {number} is all-in for the amount shown (I)")
        self.all_in_button.toggled.connect(lambda on: self._mark(controller.set_all_in, on))

        self.deal_in_button = PlaqueButton("Deal in", theme, self)
        self.deal_in_button.setToolTip(f"Seat {number} is empty this hand; deal it in (N)")
        self.deal_in_button.clicked.connect(lambda: controller.set_dealt_in(number, True))

        header = QHBoxLayout()
        header.setSpacing(4)
        header.addWidget(self.button_spot)
        header.addWidget(self.seat_label)
        header.addWidget(self.name_edit, 1)
        header.addWidget(self.deal_in_button)
        header.addWidget(self.fold_button)
        money = QHBoxLayout()
        money.setSpacing(4)
        money.addWidget(self.amount_label)
        money.addWidget(self.amount, 1)
        money.addWidget(self.all_in_button)
        layout = QVBoxLayout(self)
        across, down = plaque_margins(self._scale)
        layout.setContentsMargins(across, down, across, down)
        # No gaps between the lines: the cards' own margin parts them.
        layout.setSpacing(0)
        layout.addLayout(header)
        layout.addWidget(self.cards, 1)
        layout.addWidget(self.hand_label)
        layout.addLayout(money)
        _style_controls(self, theme)
        self._keys = SeatKeys(self, controller)
        # Half-typed input is the table's before any other change (a rebuild, a new hand).
        controller.aboutToEdit.connect(self.commit_typing)
        controller.typingDropped.connect(self.drop_refused_typing)
        # Typing refused in the last hand is no part of the next, a new table or a file.
        controller.handStarted.connect(self.drop_refused_typing)
        if scale is not None:
            self.set_scale(scale)

    # -- size --------------------------------------------------------------------------

    def set_scale(self, scale: float, card_zoom: float | None = None) -> None:
        """Resize the plaque's parts for the table's scale (window size, HiDPI) and the
        cards' zoom (the large-cards view)."""
        self._scale = scale
        if card_zoom is not None:
            self._card_zoom = card_zoom
        across, down = plaque_margins(scale)
        layout = self.layout()
        assert layout is not None
        layout.setContentsMargins(across, down, across, down)
        base = QFont(self.font())
        base.setPixelSize(max(11, round(12.5 * scale)))
        small = QFont(base)
        small.setPixelSize(max(10, round(11.5 * scale)))
        for widget in (self.name_edit, self.amount, self.amount_label, self.fold_button):
            widget.setFont(base)
        for part in (self.all_in_button, self.deal_in_button, self.hand_label):
            part.setFont(small)
        bold = QFont(base)
        bold.setBold(True)
        self.seat_label.setFont(bold)
        side = max(16, round(20 * scale))
        self.button_spot.setFixedSize(side, side)
        self.seat_label.setFixedWidth(QFontMetrics(bold).horizontalAdvance("10") + 2)
        self.seat_label.setFixedHeight(side)
        self._fit_cards()
        metrics = QFontMetrics(base)
        # Room for a tournament pot (150,000,000) when the plaque has it, a cash amount
        # at the least; the fold button keeps its widest word.
        self.amount.set_least_width(metrics.horizontalAdvance("000,000") + 12)
        # As tall as the buttons beside it: every pixel of a small plaque goes to the cards.
        self.amount.setFixedHeight(metrics.height() + 6)
        self.fold_button.setMinimumWidth(metrics.horizontalAdvance("Folded") + 12)
        words = max(metrics.horizontalAdvance(word) for word in ("Name", "empty"))
        self.name_edit.setMinimumWidth(words + 10)
        self._look = None
        self._restyle()
        self.updateGeometry()

    def scale(self) -> float:
        return self._scale

    def card_zoom(self) -> float:
        return self._card_zoom

    def least_width(self, whole_amount: bool = False) -> int:
        """The narrowest the plaque can be with none of its words cut, dealt in or not: its
        amount shortened where it is long ("1.2T"), or whole with ``whole_amount``."""
        self.ensurePolished()

        def row(*widgets: QWidget) -> int:
            # A width set on a control stands instead of its style's hint, as in a layout.
            least = (w.minimumWidth() or w.minimumSizeHint().width() for w in widgets)
            return sum(least) + 4 * (len(widgets) - 1)

        controls = max(
            row(self.button_spot, self.seat_label, self.name_edit, self.fold_button),
            row(self.button_spot, self.seat_label, self.name_edit, self.deal_in_button),
            row(self.amount_label, self.amount, self.all_in_button)
            + (self.amount.whole_width() - self.amount.minimumWidth() if whole_amount else 0),
            # Not the cards as drawn now: they shrink with the plaque (:meth:`_fit_cards`).
            math.ceil(
                row_size(self.cards.slot_count(), LEAST_CARD_HEIGHT, MIN_VISIBLE_FRACTION).width()
            ),
        )
        return controls + 2 * plaque_margins(self._scale)[0]

    def header_height(self) -> int:
        """The height of the name strip alone: all an empty chair shows."""
        line = max(self.deal_in_button.sizeHint().height(), self.button_spot.height())
        return line + 2 * plaque_margins(self._scale)[1] + 2

    def card_height(self) -> float:
        """How tall the seat's cards are drawn, in pixels."""
        return self.cards.card_height()

    # -- showing the outcome ----------------------------------------------------------

    def show_outcome(self, outcome: TableOutcome) -> None:
        state = outcome.state
        scenario = state.scenario
        entry = state.entry(self.number)
        guts = scenario.guts_declared
        # The guts dealer is put in by the other seats all declaring out.
        forced_in = guts is not None and self.number in guts.forced_in
        # A card picked elsewhere changes nothing here most of the time, and when it does
        # it changes the hand only: the controls of the seat are touched only when the
        # seat itself changed, so nothing else is laid out or repainted.
        seat_view = (
            entry,
            state.rules,
            scenario.button == self.number,
            scenario.pot is not None,
            scenario.chips.unit,
            state.unit,
            scenario.run_count,
            forced_in,
        )
        hand_view = (outcome.hands_of(self.number), self.number in outcome.winners)
        if seat_view == self._seat_view and hand_view == self._hand_view:
            return
        if seat_view != self._seat_view:
            self._seat_view = seat_view
            self._forced_in = forced_in
            self._show_seat(state)
        self._hand_view = hand_view
        if entry is not None:
            self._show_hand(entry, state, *hand_view)
            if not self.deal_in_button.isHidden():
                # Dealt in again with the keyboard on "Deal in" (_show_seat kept the button).
                self._keyboard_owed = True
        if self._keyboard_owed:
            # The seat is back as it went (N or a seat less undone or redone): so is the
            # keyboard, where Alt+N puts it; only then may "Deal in" go, else it would hand
            # the keyboard to the next seat.
            self._keyboard_owed = False
            self.take_keyboard()
            if self._dealt_in:
                self.deal_in_button.hide()
        self._restyle()

    def _show_seat(self, state: TableState) -> None:
        """The seat's controls: button, name, fold, money; what the hand does not change."""
        scenario = state.scenario
        entry = state.entry(self.number)
        self._dealt_in = entry is not None
        if not self._dealt_in:
            # A seat dealt out keeps no amount, typed or refused.
            self.drop_refused_typing()
        self.button_spot.set_has_button(scenario.button == self.number)
        set_visible(self.button_spot, state.rules.uses_button)
        hand_controls = (
            self.fold_button,
            self.cards,
            self.hand_label,
            self.amount_label,
            self.amount,
            self.all_in_button,
        )
        if not self._dealt_in and self.deal_in_button.isHidden():
            keyboard = QApplication.focusWidget()
            if keyboard is not None and any(
                widget is keyboard or widget.isAncestorOf(keyboard) for widget in hand_controls
            ):
                # Dealt out with the keyboard on its hand (a redo of N): the keyboard stays on
                # the seat, on "Deal in", rather than going on to the next seat's controls.
                self.deal_in_button.show()
                self.deal_in_button.setFocus(Qt.FocusReason.OtherFocusReason)
        for widget in hand_controls:
            set_visible(widget, self._dealt_in)
        if not (self._dealt_in and self.deal_in_button.hasFocus()):
            # Dealt in again with the keyboard on "Deal in" (an undo of N), the button goes
            # once the keyboard is on the seat's own controls (show_outcome): hidden first, it
            # would hand the keyboard to the next seat.
            set_visible(self.deal_in_button, not self._dealt_in)
        if entry is None:
            # A kept plaque may have shown another hand: an empty chair shows none of it,
            # so dealing it in again starts clean.
            self.name_edit.setPlaceholderText("empty")
            if not self._typing_name():
                self.name_edit.clear()
            show_cards(self.cards, state.slot_count(self.row_key), (), ())
            self.amount.set_value(0)
            _set_checked(self.all_in_button, False)
            self._folded = False
            self._winner = False
            return
        self.name_edit.setPlaceholderText("Name")
        # The table's name, after an undo too, unless a name is being typed (which the
        # table takes before any edit: then it is the table's already).
        if self.name_edit.text().strip() != entry.name and not self._typing_name():
            self.name_edit.setText(entry.name)
            if not self.name_edit.hasFocus():
                # A long name shows its start, as a dealer calls the player.
                self.name_edit.setCursorPosition(0)

        # A guts dealer declared out is in all the same when every other seat is out: it
        # takes the pot, so it shows as in, and no click can fold it.
        folded = self._folded = entry.folded and not self._forced_in
        # A folded hand with no cards shown is simply mucked: no slots to fill.
        set_visible(self.cards, not (folded and not entry.cards))
        _set_checked(self.fold_button, folded)
        self.fold_button.setText("Folded" if folded else "Fold")
        self.fold_button.setEnabled(not self._forced_in)
        self.fold_button.setToolTip(
            f"Everyone else is out: seat {self.number}, the dealer, is in (guts)"
            if self._forced_in
            else f"Seat {self.number} folded: it can win nothing (F)"
        )
        if self.cards.is_editable() == folded:
            self.cards.set_editable(not folded)

        in_pot_mode = scenario.pot is not None
        guts_money = scenario.guts is not None
        self.amount.setEnabled(not (in_pot_mode or guts_money))
        # A guts deal is played for its pot: each seat in pays the same, none is all-in.
        self.all_in_button.setEnabled(not guts_money)
        self.amount.setToolTip(
            "A guts deal is played for its pot (Table > Guts evening); amounts by seat are off"
            if guts_money
            else "The money is one pot of chips (Money panel); amounts by seat are off"
            if in_pot_mode
            else f"What seat {self.number} put in the pot this hand (all streets); "
            f"the wheel or the arrow keys add or take {state.unit.text(scenario.chips.unit)}, "
            "Enter moves on"
        )
        self.amount.set_step(scenario.chips.unit)
        self.amount.set_unit(state.unit)
        self.amount.set_value(entry.committed or 0)
        _set_checked(self.all_in_button, entry.all_in)
        lines = hand_lines(state.rules, scenario.run_count)
        slots = state.slot_count(self.row_key)
        if lines != self._hand_lines or self.cards.slot_count() != slots:
            self._hand_lines = lines
            # Another game: as many cards fanned in the room the hand's words leave.
            self.cards.set_slot_count(slots)
            self._fit_cards()

    def _show_hand(
        self, entry: SeatEntry, state: TableState, hands: "tuple[SeatHand, ...]", winner: bool
    ) -> None:
        """The cards (raised where they play), the hand in words and the winner's frame."""
        if self._folded:
            states = (CardState.DIMMED,) * len(entry.cards)
        else:
            states = card_states(entry.cards, hands)
        show_cards(self.cards, state.slot_count(self.row_key), entry.cards, states)
        if self._folded:
            self._set_hand_text("Folded")
        elif self._forced_in:
            # Guts words, loaded with a guts deal (a table starts without them).
            from dealer_app.model.home.guts_money import FORCED_IN

            self._set_hand_text(f"In: {FORCED_IN}")
        else:
            self._set_hand_text(hand_text(hands, state.scenario.run_count))
        self._winner = winner

    def set_equity(self, text: str) -> None:
        """The seat's share of the pot while it is all-in ("" for none), before its hand."""
        if text != self._equity_text:
            self._equity_text = text
            self._set_hand_text(self._hand_text)

    def _set_hand_text(self, text: str) -> None:
        self._hand_text = text
        shown = " · ".join(part for part in (self._equity_text, text) if part)
        self.hand_label.setToolTip(shown)
        # As wide as the line is between the plaque's margins (which grow with its scale),
        # a pixel short of each: no letter touches the winner's frame.
        layout = self.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        width = max(20, self.width() - margins.left() - margins.right() - 2)
        self.hand_label.set_fitted_text(shown, width)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_cards()
        self._set_hand_text(self._hand_text)

    def _chrome_height(self) -> int:
        """The plaque's height without its cards: name line, hand lines, money line."""
        lines = self.hand_label.fontMetrics().lineSpacing() * self._hand_lines
        header = max(self.fold_button.sizeHint().height(), self.button_spot.height())
        # The amount's height is fixed (as tall as the buttons): its hint is not what it gets.
        amount = min(self.amount.sizeHint().height(), self.amount.maximumHeight())
        money = max(amount, self.all_in_button.sizeHint().height())
        return header + money + lines + 2 * plaque_margins(self._scale)[1]

    def least_height(self, scale: float) -> int:
        """The lowest the plaque can be with its words as they are and its cards of the
        size at ``scale``."""
        cards = BASE_CARD_HEIGHT * scale * self._card_zoom
        return self._chrome_height() + math.ceil(row_size(1, cards).height())

    def _fit_cards(self) -> None:
        """Cards as large as the plaque holds: the scale's size, larger (up to
        :data:`_MOST_GROWTH` times) where the fanned hand has the room, smaller when the
        plaque is squeezed (ten seats on a small window). They never run over the name or
        the money; squeezed, they give up the margin round them, not the room to be raised,
        and the hand closes up to its index corners before the cards shrink."""
        nominal = BASE_CARD_HEIGHT * self._scale * self._card_zoom
        room = (self.height() - self._chrome_height()) / (1 + RAISE_FRACTION)
        count = self.cards.slot_count()
        across = self.width() - 2 * plaque_margins(self._scale)[0]
        wanted = min(nominal * _MOST_GROWTH, fan_height(count, across, HAND_STEP))
        wanted = max(wanted, min(nominal, fan_height(count, across, MIN_VISIBLE_FRACTION)))
        height = max(10.0, min(wanted, room))
        if height != self.cards.card_height():
            self.cards.set_card_height(height)

    def is_dealt_in(self) -> bool:
        return self._dealt_in

    def is_winner(self) -> bool:
        return self._winner

    def is_folded(self) -> bool:
        return self._folded

    # -- edits -------------------------------------------------------------------------

    def commit_typing(self) -> None:
        """Hand what is typed but not yet entered (an amount, a name) to the controller."""
        if self._dealt_in and self.amount.pending():
            self.amount.commit()
        if self._dealt_in and self.name_edit.hasFocus():
            self._commit_name()

    def _mark(self, change: Callable[[int, bool], bool], on: bool) -> None:
        """Hand a click of Fold or All-in to the table; one it refuses (all-in in a guts
        deal) leaves both buttons as the table has the seat."""
        if change(self.number, on):
            return
        entry = self._controller.state.entry(self.number)
        if entry is not None:
            _set_checked(self.fold_button, self._folded)
            _set_checked(self.all_in_button, entry.all_in)

    def _enter_amount(self, amount: int) -> None:
        """Hand the amount entered to the table; one it refuses stays in the box, marked."""
        if self._controller.set_committed(self.number, amount, typed=True):
            return
        entry = self._controller.state.entry(self.number)
        held = (entry.committed or 0) if entry is not None else 0
        if held != amount:
            self.amount.keep_refused(held)

    def drop_refused_typing(self) -> None:
        """Show the table's amount again where the box holds an amount it refused."""
        if self.amount.is_refused():
            self.amount.discard_typing()

    def _commit_name(self) -> None:
        if self._dealt_in:
            self._controller.set_name(self.number, self.name_edit.text())
            # Taken: what the box shows from now on is the table's name.
            self.name_edit.setModified(False)

    def _typing_name(self) -> bool:
        """Whether a name is being typed that the table does not have yet."""
        return self.name_edit.hasFocus() and self.name_edit.isModified()

    def focus_entry(self) -> None:
        """Put the keyboard where this seat needs input: its empty card slots, else its
        amount; an empty chair is dealt in first."""
        if not self._dealt_in:
            self._controller.set_dealt_in(self.number, True)
        self.take_keyboard()

    def take_keyboard_when_shown(self) -> None:
        """Have the keyboard come to this seat (:meth:`take_keyboard`) once it shows the
        table: a new plaque for a seat brought back with the table as it was."""
        self._keyboard_owed = True

    def take_keyboard(self) -> None:
        """Put the keyboard where this seat needs input, as :meth:`focus_entry` does, but
        leave an empty chair empty: the keyboard goes to its *Deal in*."""
        if not self._dealt_in:
            self.deal_in_button.setFocus(Qt.FocusReason.ShortcutFocusReason)
            return
        cards = self.cards
        wants_cards = cards.is_editable() and not cards.isHidden()
        if wants_cards and (cards.next_empty_slot() is not None or not self.amount.isEnabled()):
            cards.setFocus(Qt.FocusReason.ShortcutFocusReason)
        elif self.amount.isEnabled():
            self.amount.setFocus(Qt.FocusReason.ShortcutFocusReason)
            self.amount.selectAll()
        else:
            self.fold_button.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def set_focus_within(self, within: bool) -> None:
        """Whether the keyboard is on one of the plaque's controls (its frame says so)."""
        if within != self._focus_within:
            self._focus_within = within
            # The frame shows where the keyboard is; it never stays once the focus left.
            self.update()

    # -- look --------------------------------------------------------------------------

    def _restyle(self) -> None:
        """State changes (winner, folded) only repaint; colours set by palette, no re-polish."""
        look = (self._winner, self._folded, self._dealt_in)
        if look == self._look:
            return
        only_border = self._look is not None and self._look[1:] == look[1:]
        self._look = look
        theme = self._theme
        muted = self._folded or not self._dealt_in
        ink = theme.accent if self._winner else theme.text_muted if muted else theme.text
        self.hand_label.set_ink(ink)
        # A seat in the hand has an opaque plaque: its hand line and its cards paint the
        # plaque's colour under them, and new words or cards raised repaint the line or
        # the row alone (not the plaque and the felt under it). A muted plaque lets the
        # felt through.
        self.hand_label.set_backdrop(None if muted else theme.panel)
        self.cards.set_backdrop(None if muted else theme.panel)
        if only_border:
            # Winning or not changes the frame's colour only: repaint the frame's pixels,
            # its rounded corners' too, and none of the cards and controls (no control
            # lies under the frame: plaque_margins).
            self.update(winner_frame_ring(self.width(), self.height(), self._scale))
        else:
            self.update()

    def frame(self) -> tuple[QColor, float]:
        """The plaque frame's colour and width: gold for a winner alone, the focus colour
        with the keyboard on the seat, else the rail's."""
        if self._winner:
            return QColor(self._theme.accent), winner_frame_width(self._scale)
        if self._focus_within:
            return QColor(self._theme.focus), 2.0
        return QColor(self._theme.rail_highlight), 1.0

    def mousePressEvent(self, event: QMouseEvent) -> None:
        # Clicks on the plaque's words (its number, the hand) come here: no control took them.
        self.touched.emit(self.number)
        super().mousePressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        border, width = self.frame()
        alpha = 140 if self._folded or not self._dealt_in else 255
        painter = QPainter(self)
        paint_plaque(painter, QRectF(self.rect()), self._theme, border, width, alpha, self._scale)
        painter.end()

    def sizeHint(self) -> QSize:
        base = base_seat_size(self.cards.slot_count(), self._hand_lines, self._card_zoom)
        return QSize(round(base.width() * self._scale), round(base.height() * self._scale))


_PADDING = 4
"""The room between a plaque button's frame and its words, across."""

_ROUNDING = 4
"""The radius of a plaque button's corners."""

_LINE_EDIT_MARGIN = 1
"""The margin Qt keeps above and under a line edit's words (QLineEditPrivate::verticalMargin)."""

_LEAST_LINE_EDIT_WORDS = 14
"""The least height Qt gives a line edit's words in its size hint, where a small icon is
16 px, as it is with Qt's high-DPI scaling (Qt keeps room for an icon 2 px shorter than the
style's small icons; this box never shows one)."""


class NameEdit(QLineEdit):
    """The player's name on a plaque, frameless, as tall as its words; says when it is
    clicked (it may have the keyboard already)."""

    pressed = Signal()

    def sizeHint(self) -> QSize:
        # Qt's own height of a line edit's words (QLineEdit::sizeHint) without the room the
        # style adds round them for a frame not drawn here, nor room for an icon never
        # shown. Worked out from the font, not asked of the style: asking makes Qt's style
        # types, some 6 ms of a start.
        words = max(self.fontMetrics().height(), _LEAST_LINE_EDIT_WORDS) + 2 * _LINE_EDIT_MARGIN
        return QSize(super().sizeHint().width(), words + self._margins_height())

    def minimumSizeHint(self) -> QSize:
        metrics = self.fontMetrics()
        words = metrics.height() + max(2 * _LINE_EDIT_MARGIN, metrics.leading())
        return QSize(super().minimumSizeHint().width(), words + self._margins_height())

    def _margins_height(self) -> int:
        text, around = self.textMargins(), self.contentsMargins()
        return text.top() + text.bottom() + around.top() + around.bottom()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.pressed.emit()
        super().mousePressEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        # Left, a long name shows its start, not the last letters typed.
        self.setCursorPosition(0)


_DISABLED_OPACITY = 0.4


class PlaqueButton(QToolButton):
    """A word on a plaque to click (*Fold*, *All-in*, *Deal in*), framed in the rail's
    colour: filled when checked, its frame in the focus colour under the mouse and thicker
    with the keyboard on it.

    Painted here rather than by a style sheet: each of a table's thirty buttons would parse
    its own sheet as the window opens, and draw through Qt's style-sheet style at every
    repaint of its plaque.
    """

    def __init__(self, text: str, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._theme = theme
        self.setText(text)

    def sizeHint(self) -> QSize:
        # The size a framed tool button has in Qt: its words with a space each side, 3 px
        # more each way (QStyleSheetStyle's allowance for tool buttons), and round them a
        # 4 px padding across and the 1 px frame.
        metrics = self.fontMetrics()
        words = metrics.size(Qt.TextFlag.TextShowMnemonic, self.text())
        across = words.width() + 2 * metrics.horizontalAdvance(" ") + 3 + 2 * (_PADDING + 1)
        return QSize(across, words.height() + 3 + 2)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def enterEvent(self, event: QEnterEvent) -> None:
        # The frame turns the focus colour under the mouse (entering and leaving are told
        # without Qt's hover events: none is needed as the mouse moves over the button).
        super().enterEvent(event)
        self.update()

    def leaveEvent(self, event: QEvent) -> None:
        super().leaveEvent(event)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        theme = self._theme
        focused, checked = self.hasFocus(), self.isChecked()
        frame = 2.0 if focused else 1.0
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if not self.isEnabled():
            # Greyed as Qt greys a control (All-in in a guts deal): seen, not to click.
            painter.setOpacity(_DISABLED_OPACITY)
        border = theme.focus if focused or self.underMouse() else theme.rail_highlight
        painter.setPen(QPen(border, frame))
        painter.setBrush(theme.text_muted if checked else Qt.BrushStyle.NoBrush)
        inside = frame / 2
        box = QRectF(self.rect()).adjusted(inside, inside, -inside, -inside)
        painter.drawRoundedRect(box, _ROUNDING, _ROUNDING)
        painter.setPen(theme.window if checked else theme.text_muted)
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextShowMnemonic
        painter.drawText(self.rect(), flags, self.text())
        painter.end()


class ButtonSpot(QToolButton):
    """The dealer-button spot of a seat: the white ``D`` disc, or an empty ring to click.

    With the keyboard on it, a ring in the focus colour says so (Space moves the button).
    """

    def __init__(self, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._theme = theme
        self._has_button = False
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAutoRaise(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def set_has_button(self, has_button: bool) -> None:
        if has_button != self._has_button:
            self._has_button = has_button
            self.update()

    def has_button(self) -> bool:
        return self._has_button

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        spot = SpotLook(self._theme, self._has_button, self.hasFocus(), self.underMouse())
        draw_button_spot(painter, QRectF(self.rect()), spot, self.font())
        painter.end()


class SpotLook(NamedTuple):
    """What a button spot shows: the disc or the ring, with the keyboard or the mouse on it."""

    theme: Theme
    has_button: bool
    has_focus: bool = False
    hovered: bool = False


def draw_button_spot(painter: QPainter, box: QRectF, spot: SpotLook, font: QFont) -> None:
    """The spot centred in ``box``, from a picture painted once per look: every seat's spot
    is repainted with its plaque after each pick, and stroking the antialiased (dashed)
    ring costs more than copying it."""
    look = ("button spot", spot, font.key())
    draw_picture(
        painter, box, look, lambda target, rect: paint_button_spot(target, rect, spot, font)
    )


def paint_button_spot(painter: QPainter, box: QRectF, spot: SpotLook, font: QFont) -> None:
    """The white ``D`` disc, or an empty ring to click, centred in ``box``; with the
    keyboard on the spot, a ring in the focus colour round it."""
    theme = spot.theme
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    side = min(box.width(), box.height()) - 2
    left, top = box.left() + (box.width() - side) / 2, box.top() + (box.height() - side) / 2
    rect = QRectF(left, top, side, side)
    if spot.has_focus:
        painter.setPen(QPen(theme.focus, 2.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(rect)
        rect = rect.adjusted(2.5, 2.5, -2.5, -2.5)
    if spot.has_button:
        painter.setPen(QPen(QColor("#2b2b2b"), 1.2))
        painter.setBrush(QColor("#f7f5ee"))
        painter.drawEllipse(rect)
        letter = QFont(font)
        letter.setBold(True)
        letter.setPixelSize(max(8, round(rect.height() * 0.6)))
        painter.setFont(letter)
        painter.setPen(QColor("#1b1b1b"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "D")
    elif not spot.has_focus:
        ring = QColor(theme.text_muted)
        ring.setAlpha(220 if spot.hovered else 110)
        painter.setPen(QPen(ring, 1.4, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(rect.adjusted(1, 1, -1, -1))
    painter.restore()


def _style_controls(plaque: SeatWidget, theme: Theme) -> None:
    """The plaque's fixed look. Every control the keyboard reaches shows a focus ring in the
    focus colour; gold (the accent) is kept for the winners' frames alone.

    The buttons and the amount paint themselves (:class:`PlaqueButton`,
    :meth:`AmountBox.set_theme`); the words take their colours from palettes. No style
    sheet: parsed for each control as the window opens, a sheet also has its control drawn
    through Qt's style-sheet style at each repaint of the plaque.
    """
    plaque.amount.set_theme(theme)
    name = plaque.name_edit.palette()
    name.setColor(QPalette.ColorRole.Text, theme.text)
    name.setColor(QPalette.ColorRole.Base, Qt.GlobalColor.transparent)
    # "Name" and "empty" in the text's colour at half strength, as a style sheet's colour gives.
    placeholder = QColor(theme.text)
    placeholder.setAlpha(128)
    name.setColor(QPalette.ColorRole.PlaceholderText, placeholder)
    plaque.name_edit.setPalette(name)
    for label in (plaque.seat_label, plaque.amount_label):
        words = label.palette()
        words.setColor(QPalette.ColorRole.WindowText, theme.text_muted)
        label.setPalette(words)


def set_visible(widget: QWidget, visible: bool) -> None:
    """Show or hide ``widget`` only when that changes it (a plaque is updated often)."""
    # isHidden, not isVisible: a plaque not shown yet has every child invisible.
    if widget.isHidden() == visible:
        widget.setVisible(visible)


def _set_checked(button: QAbstractButton, checked: bool) -> None:
    if button.isChecked() != checked:
        button.blockSignals(True)
        button.setChecked(checked)
        button.blockSignals(False)


_CHORDS = (
    Qt.KeyboardModifier.ControlModifier
    | Qt.KeyboardModifier.AltModifier
    | Qt.KeyboardModifier.MetaModifier
)


class SeatKeys(QObject):
    """Watches the plaque's control with the keyboard for the seat's keys, the focus coming
    and going for the plaque's frame, and clicks on the controls (the plaque is touched)."""

    def __init__(self, plaque: SeatWidget, controller: TableController) -> None:
        super().__init__(plaque)
        self._plaque = plaque
        self._controller = controller
        self._controls: tuple[QWidget, ...] = (
            plaque.button_spot,
            plaque.name_edit,
            plaque.fold_button,
            plaque.cards,
            plaque.amount,
            plaque.all_in_button,
            plaque.deal_in_button,
        )
        self._watched: QWidget | None = None
        # Keys go to the control with the focus alone: that one is watched, while it has
        # it. Watching every control all the time cost a call for each of their events,
        # and every pick repaints them all.
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)
        # A click on a control says so whether or not it takes the keyboard.
        for control in self._controls:
            control.pressed.connect(lambda: plaque.touched.emit(plaque.number))

    def _focus_changed(self, old: QWidget | None, new: QWidget | None) -> None:
        """The frame follows the keyboard in and out; the control that has it is watched."""
        plaque = self._plaque
        watched = new if new is not None and new in self._controls else None
        if watched is not self._watched:
            if self._watched is not None:
                self._watched.removeEventFilter(self)
            if watched is not None:
                watched.installEventFilter(self)
            self._watched = watched
        within = new is not None and plaque.isAncestorOf(new)
        plaque.set_focus_within(within)
        if within:
            plaque.touched.emit(plaque.number)

    @guarded(lambda self, watched, event: False)
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        plaque = self._plaque
        if (
            kind == QEvent.Type.KeyPress
            and watched is not plaque.name_edit
            and isinstance(event, QKeyEvent)
            and not event.modifiers() & _CHORDS
        ):
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not plaque.is_dealt_in():
                # An empty chair has nothing to enter: Enter moves on, as from an amount.
                plaque.entryDone.emit(plaque.number)
                return True
            return self._seat_key(event.text().upper())
        return super().eventFilter(watched, event)

    def _seat_key(self, key: str) -> bool:
        """F, I and N on the seat (none is a card letter); True when the key was used."""
        plaque, controller = self._plaque, self._controller
        number, dealt_in = plaque.number, plaque.is_dealt_in()
        if key == "N":
            controller.set_dealt_in(number, not dealt_in)
            if plaque.is_dealt_in():
                plaque.focus_entry()
            else:
                plaque.deal_in_button.setFocus(Qt.FocusReason.OtherFocusReason)
            return True
        if not dealt_in or key not in ("F", "I"):
            return False
        if key == "F":
            controller.set_folded(number, not plaque.is_folded())
            # A folded seat's cards take no typing: the keyboard goes on to its amount.
            if plaque.cards.isHidden() or not plaque.cards.is_editable():
                plaque.amount.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            controller.set_all_in(number, not plaque.all_in_button.isChecked())
        return True
