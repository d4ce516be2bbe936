"""A row of card slots for one seat or the board: shows the cards it is given, asks for more.

The row never owns the cards. It shows what it is given and emits requests; the
controller applies each edit to the scenario and sets the new cards back::

    row = CardSlotRow(slot_count=2, label="Seat 3")
    row.cardRequested.connect(lambda slot: table.open_picker(seat_row, slot))
    row.cardsTyped.connect(lambda cards: controller.add_cards(seat_row, cards))
    row.cardCleared.connect(lambda slot: controller.remove_card(seat_row, slot))
    row.inputRejected.connect(controller.warn)
    ...
    row.set_cards(cards)                      # after every change, from the controller
    row.set_used_cards(cards_in_play)         # typed duplicates are refused with a message
    row.set_card_states((CardState.RAISED, CardState.DIMMED))   # after the showdown

A seat's row is fanned (``fanned=True``): its cards overlap like a hand held, each index
corner showing, so they can be larger in the same room; a click on a card picks the card
on top there. The board spreads its cards out.

Typing works in a focused row: ``AsKd``, ``as kd``, ``10h`` or a paste; each finished card is
emitted at once (``cardsTyped([card])``) and belongs in the row's first empty slot.
Backspace clears the last card, Delete the whole row, Enter opens the picker (so does Space,
except between cards typed), and a full row passes the focus on, so a dealer can type a
whole table: ``AsKd`` ``QhQc`` ``7c8c`` ...
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, QSize, QSizeF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QRegion,
)
from PySide6.QtWidgets import QApplication, QWidget

from dealer_app.gui.card_art import (
    CARD_ASPECT,
    DEFAULT_CARD_STYLE,
    MIN_VISIBLE_FRACTION,
    RAISE_FRACTION,
    CardState,
    CardStyle,
    card_overhang,
    draw_card,
    draw_card_back,
    draw_empty_slot,
)
from dealer_app.gui.table.backdrop import set_backdrop
from dealer_app.gui.table.card_entry import CardEntryWidget
from dealer_app.gui.table.card_typing import used_message
from dealer_app.gui.theme import Theme
from dealer_app.model.cards import Card, CardError, parse_cards
from dealer_app.model.words import plural

__all__ = ["HAND_STEP", "CardSlotRow", "fan_height", "row_size"]

_NATURAL_STEP = 1.12
"""The distance between two slots, in card widths, when there is room (the board)."""

HAND_STEP = 0.5
"""The distance between the cards of a fanned row (a seat's hand), in card widths: the
cards overlap like a hand held, each one's index corner (rank and suit) showing."""


_HOVER_REACH = 4.0
"""How far past a card the frame under the pointer is drawn (2 px out, 1.5 px wide)."""


def _changed_slots(before: Sequence[object], after: Sequence[object]) -> set[int]:
    """The slots whose card or state differs between two looks of a row."""
    return {slot for slot, (old, new) in enumerate(zip(before, after, strict=True)) if old != new}


def _padding(card_height: float) -> float:
    return max(4.0, card_height * 0.09)


def row_size(slot_count: int, card_height: float, step: float = _NATURAL_STEP) -> QSizeF:
    """The size of a row of ``slot_count`` cards ``card_height`` tall, room for a raised card
    included; ``step`` is the distance between slots in card widths (below 1 they overlap,
    :data:`HAND_STEP` for a fanned hand).

    >>> size = row_size(2, 70.0)
    >>> round(size.width()), round(size.height())
    (150, 94)
    """
    width = card_height * CARD_ASPECT
    pad = _padding(card_height)
    count = max(1, slot_count)
    return QSizeF(
        2 * pad + width + (count - 1) * step * width,
        2 * pad + card_height * RAISE_FRACTION + card_height,
    )


def fan_height(slot_count: int, width: float, step: float = HAND_STEP) -> float:
    """The tallest cards a row of ``slot_count`` slots ``step`` card widths apart can have in
    ``width`` pixels, its padding included: :func:`row_size`'s width solved for the height.

    >>> height = fan_height(7, 150.0)
    >>> round(height, 1), round(row_size(7, height, HAND_STEP).width(), 1)
    (49.4, 150.0)
    """
    span = CARD_ASPECT * (1 + max(0, slot_count - 1) * step)
    height = (width - 8.0) / span
    if height * 0.09 > 4.0:
        # the padding grows with the card past 44 px
        height = width / (span + 0.18)
    return max(0.0, height)


def _whole(size: QSizeF) -> QSize:
    # Rounded up: a raised card is never cut by half a pixel.
    return QSize(math.ceil(size.width()), math.ceil(size.height()))


class CardSlotRow(CardEntryWidget):
    """A row of card slots for one seat or the board.

    Signals (requests; the row changes nothing by itself):

    - ``cardRequested(int)``: the slot was clicked (or Enter pressed): choose a card for it.
    - ``cardsTyped(list[Card])``: cards typed or pasted, for the row's empty slots in order
      (the first empty slot first). Duplicates and overflow are refused beforehand.
    - ``cardCleared(int)``: clear that slot (right-click, Backspace on the last card,
      Delete for every card).
    - ``inputRejected(str)``: typed text that was refused, with the reason, for a status bar.
    - ``pressed()``: a mouse button went down on the row (its seat is the one worked on).
    """

    cardRequested = Signal(int)
    cardsTyped = Signal(list)
    cardCleared = Signal(int)
    inputRejected = Signal(str)
    pressed = Signal()

    def __init__(
        self,
        slot_count: int = 2,
        parent: QWidget | None = None,
        *,
        label: str = "",
        theme: Theme | None = None,
        style: CardStyle = DEFAULT_CARD_STYLE,
        card_height: float | None = None,
        fanned: bool = False,
    ) -> None:
        super().__init__(parent, theme, style, card_height)
        self._fanned = fanned
        self._cards: tuple[Card | None, ...] = ()
        self._states: tuple[CardState, ...] = ()
        self._highlight: int | None = None
        self._hover: int | None = None
        self._editable = True
        self._face_down = False
        self._advance_when_full = True
        self._typing = False
        """Cards were typed here since the row took the keyboard: a space is then one
        between cards (``as kd``), not a call for the picker."""
        self._label = ""
        self._backdrop: QColor | None = None
        self.set_label(label)
        self.set_slot_count(slot_count)

    # --- what to show ---------------------------------------------------------------

    def set_backdrop(self, colour: QColor | None) -> None:
        """Paint ``colour`` under the cards, the whole row (None: nothing, what is under
        the row shows through). A row with a backdrop is opaque: cards raised or dimmed
        repaint the row alone, not the plaque under it."""
        self._backdrop = set_backdrop(self, self._backdrop, colour)

    def set_label(self, label: str) -> None:
        """Whose cards these are (``"Seat 3"``, ``"Board"``), for messages and tooltips."""
        self._label = label
        self.setAccessibleName(label or "Cards")

    def label(self) -> str:
        return self._label

    def set_slot_count(self, count: int) -> None:
        """How many cards this row holds (follows the game: 2 in hold'em, 4 in Omaha...)."""
        count = max(0, int(count))
        self._cards = (self._cards + (None,) * count)[:count]
        self._states = (self._states + (CardState.NORMAL,) * count)[:count]
        if self._highlight is not None and self._highlight >= count:
            self._highlight = None
        if self.next_empty_slot() is None:
            # Another game kept a slot free (Omaha after hold'em): a rank typed still waits
            # there for its suit; with no slot left it has nowhere to go.
            self._buffer.clear()
        self.updateGeometry()
        self.update()

    def slot_count(self) -> int:
        return len(self._cards)

    def set_cards(self, cards: Sequence[Card | None]) -> None:
        """Show these cards, slot by slot; a shorter sequence leaves the rest empty."""
        cards = tuple(cards)
        if len(cards) > self.slot_count():
            raise ValueError(
                f"{self._label or 'row'}: {plural(len(cards), 'card')} "
                f"for {plural(self.slot_count(), 'slot')}"
            )
        cards = cards + (None,) * (self.slot_count() - len(cards))
        changed = _changed_slots(self._cards, cards)
        self._cards = cards
        if self.hasFocus():
            # The slot typed into next is marked, wherever it moved.
            self.update()
        else:
            # An empty place before a card is cut where the card begins: it changes too.
            self._update_slots(changed | {slot - 1 for slot in changed if slot})

    def cards(self) -> tuple[Card | None, ...]:
        return self._cards

    def filled_cards(self) -> tuple[Card, ...]:
        return tuple(card for card in self._cards if card is not None)

    def next_empty_slot(self) -> int | None:
        """The slot the next typed card goes to, or None when the row is full."""
        return next((index for index, card in enumerate(self._cards) if card is None), None)

    def set_card_states(self, states: Sequence[CardState]) -> None:
        """Raised (plays) / dimmed (does not play) per slot; an empty sequence resets all."""
        states = tuple(states)[: self.slot_count()]
        states = states + (CardState.NORMAL,) * (self.slot_count() - len(states))
        changed = _changed_slots(self._states, states)
        self._states = states
        if self.hasFocus():
            # The focus frame runs round the cards as they sit, raised or not.
            self.update()
        else:
            self._update_slots(changed)

    def card_states(self) -> tuple[CardState, ...]:
        return self._states

    def set_highlight(self, slot: int | None) -> None:
        """Ring one slot (the one the picker is filling), or none."""
        before = self._highlight
        self._highlight = slot if slot is not None and 0 <= slot < self.slot_count() else None
        self._update_slots({slot for slot in (before, self._highlight) if slot is not None})

    def highlight(self) -> int | None:
        return self._highlight

    def set_editable(self, editable: bool) -> None:
        """A read-only row shows cards but ignores clicks and typing (a result view)."""
        self._editable = editable
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if editable else Qt.FocusPolicy.NoFocus)
        self._buffer.clear()
        self.update()

    def is_editable(self) -> bool:
        return self._editable

    def set_face_down(self, face_down: bool) -> None:
        """Show the filled slots as card backs (a trainee's quiz, stud down cards)."""
        self._face_down = face_down
        self.update()

    def is_face_down(self) -> bool:
        return self._face_down

    def set_fanned(self, fanned: bool) -> None:
        """Overlap the cards like a hand held (:data:`HAND_STEP`), or spread them out."""
        self._fanned = fanned
        self.updateGeometry()
        self.update()

    def is_fanned(self) -> bool:
        return self._fanned

    def set_advance_when_full(self, advance: bool) -> None:
        """Whether typing the last card moves the keyboard focus on (default True)."""
        self._advance_when_full = advance

    # --- geometry ------------------------------------------------------------------

    def _padding(self) -> float:
        return _padding(self.card_height())

    def _raise(self) -> float:
        return self.card_height() * RAISE_FRACTION

    def _natural_step(self) -> float:
        return self.card_width() * (HAND_STEP if self._fanned else _NATURAL_STEP)

    def sizeHint(self) -> QSize:
        return self.size_for(self.card_height())

    def size_for(self, card_height: float) -> QSize:
        """The size this row asks for with cards ``card_height`` tall."""
        step = HAND_STEP if self._fanned else _NATURAL_STEP
        return _whole(row_size(self.slot_count(), card_height, step))

    def minimumSizeHint(self) -> QSize:
        return _whole(row_size(self.slot_count(), self.card_height(), MIN_VISIBLE_FRACTION))

    def _step(self) -> float:
        """The distance between slots: natural, or overlapping (fanned) when space is short."""
        count = self.slot_count()
        if count < 2:
            return 0.0
        room = (self.width() - 2 * self._padding() - self.card_width()) / (count - 1)
        return max(self.card_width() * MIN_VISIBLE_FRACTION, min(self._natural_step(), room))

    def _slots_geometry(self) -> tuple[float, float, float, float, float, float]:
        """Slot 0's left and top (unraised), the step between slots, card width, height, lift.

        Worked out once for all the slots of a repaint or a click.
        """
        step = self._step()
        width, height, lift = self.card_width(), self.card_height(), self._raise()
        total = width + step * max(0, self.slot_count() - 1)
        top = (self.height() - height - lift) / 2 + lift
        return (self.width() - total) / 2, top, step, width, height, lift

    def _slot_rect_in(
        self, geometry: tuple[float, float, float, float, float, float], slot: int
    ) -> QRectF:
        left, top, step, width, height, lift = geometry
        if 0 <= slot < len(self._states) and self._states[slot] is CardState.RAISED:
            top -= lift
        return QRectF(left + slot * step, top, width, height)

    def _update_slots(self, slots: set[int]) -> None:
        """Repaint these slots alone (a pick changes a few cards of a row): where each sits
        raised or not, with what its paint reaches round it (shadow, ring, hover frame)."""
        if not slots:
            return
        left, top, step, width, height, lift = self._slots_geometry()
        region = QRegion()
        for slot in slots:
            rect = QRectF(left + slot * step, top - lift, width, height + lift)
            grow = card_overhang(rect) + _HOVER_REACH
            region = region.united(rect.adjusted(-grow, -grow, grow, grow).toAlignedRect())
        self.update(region)

    def slot_rect(self, slot: int) -> QRectF:
        """Where slot ``slot`` is drawn, in widget coordinates (raised cards sit higher)."""
        return self._slot_rect_in(self._slots_geometry(), slot)

    def slot_at(self, point: QPointF | QPoint) -> int | None:
        """The slot under a point; where cards overlap, the one on top."""
        point = QPointF(point)
        geometry = self._slots_geometry()
        for slot in reversed(range(self.slot_count())):
            if self._slot_rect_in(geometry, slot).contains(point):
                return slot
        return None

    # --- painting ------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        if self._backdrop is not None:
            painter.fillRect(event.rect(), self._backdrop)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        theme = self._theme
        geometry = self._slots_geometry()
        if self.hasFocus() and self.slot_count():
            last = self.slot_count() - 1
            frame = self._slot_rect_in(geometry, 0).united(self._slot_rect_in(geometry, last))
            frame = frame.adjusted(0, -self._raise(), 0, 0)
            grow = self._padding() * 0.7
            frame = frame.adjusted(-grow, -grow, grow, grow)
            fill = QColor(theme.focus)
            fill.setAlpha(28)
            outline = QColor(theme.focus)
            outline.setAlpha(210)
            painter.setPen(QPen(outline, 1.5))
            painter.setBrush(fill)
            painter.drawRoundedRect(frame, grow * 1.4, grow * 1.4)
        typing_slot = self.next_empty_slot() if self.hasFocus() else None
        step, card_width = geometry[2], geometry[3]
        last = len(self._cards) - 1
        for slot, card in enumerate(self._cards):
            rect = self._slot_rect_in(geometry, slot)
            highlighted = slot == self._highlight
            visible = None
            # Fanned cards: an empty place is cut where the next slot begins, so its
            # dashed outline never runs over a card or under another place.
            clipped = slot < last and step < card_width and None in (card, self._cards[slot + 1])
            if clipped:
                painter.save()
                visible = QRectF(rect.left(), rect.top(), step, rect.height())
                margin = self._padding()
                painter.setClipRect(QRectF(rect.left() - margin, 0, step + margin, self.height()))
            if card is None:
                hint = self._buffer.pending if slot == typing_slot and self._buffer.pending else "+"
                draw_empty_slot(
                    painter,
                    rect,
                    theme=theme,
                    highlighted=highlighted or slot == typing_slot,
                    hint=hint if self._editable else "",
                    hint_area=visible,
                )
            elif self._face_down:
                draw_card_back(painter, rect, theme=theme, highlighted=highlighted)
            else:
                if slot and step < card_width and self._states[slot] is CardState.DIMMED:
                    # A dimmed card is see-through: over the card before it in a fan, that
                    # card's edge would run across its rank. An opaque backing hides it.
                    painter.setPen(Qt.PenStyle.NoPen)
                    painter.setBrush(theme.panel)
                    radius = rect.width() * 0.09
                    painter.drawRoundedRect(rect, radius, radius)
                draw_card(
                    painter,
                    rect,
                    card,
                    theme=theme,
                    style=self._style,
                    state=self._states[slot],
                    highlighted=highlighted,
                )
            if slot == self._hover and self._editable and not highlighted:
                hover = QColor(theme.text)
                hover.setAlpha(110)
                painter.setPen(QPen(hover, 1.5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                radius = rect.width() * 0.09
                painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius + 2, radius + 2)
            if clipped:
                painter.restore()
        painter.end()

    # --- mouse ---------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.pressed.emit()
        if not self._editable:
            super().mousePressEvent(event)
            return
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        slot = self.slot_at(event.position())
        if slot is None:
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self._request_card(slot)
        elif event.button() == Qt.MouseButton.RightButton and self._cards[slot] is not None:
            self.cardCleared.emit(slot)
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        slot = self.slot_at(event.position()) if self._editable else None
        if slot != self._hover:
            self._hover = slot
            cursor = (
                Qt.CursorShape.PointingHandCursor
                if slot is not None
                else Qt.CursorShape.ArrowCursor
            )
            self.setCursor(cursor)
            self.update()
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._hover = None
        self.update()
        super().leaveEvent(event)

    def _request_card(self, slot: int) -> None:
        """Ask for the picker on ``slot``: the card is chosen there, the rank typed goes."""
        self._typing = False
        self._buffer.clear()
        self.cardRequested.emit(slot)

    def keeps_pending(self) -> bool:
        # A list or menu opened over the table (Ctrl+G's games) gives the keyboard back to
        # the row when it closes: the rank typed waits there for its suit. (Asking for the
        # picker, a popup too, drops it first.)
        return QApplication.activePopupWidget() is not None

    def tooltip_at(self, point: QPoint) -> str:
        slot = self.slot_at(point)
        if slot is None:
            return ""
        card = self._cards[slot]
        where = f"{self._label}, card {slot + 1}" if self._label else f"Card {slot + 1}"
        if card is None:
            return f"{where}: empty. Click to choose, or type it (As, 10h)."
        if self._face_down:
            return f"{where}: face down"
        if not self._editable:
            return f"{where}: {card.full_name}"
        return f"{where}: {card.full_name}. Click to change, right-click to clear."

    # --- keyboard ------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self._editable:
            super().keyPressEvent(event)
            return
        key = event.key()
        if event.matches(QKeySequence.StandardKey.Paste):
            self._buffer.clear()
            self._paste(QGuiApplication.clipboard().text())
        elif key == Qt.Key.Key_Backspace:
            if not self._buffer.backspace():
                filled = [slot for slot, card in enumerate(self._cards) if card is not None]
                if filled:
                    self.cardCleared.emit(filled[-1])
            self.update()
        elif key == Qt.Key.Key_Delete:
            self._buffer.clear()
            for slot in reversed(range(self.slot_count())):
                if self._cards[slot] is not None:
                    self.cardCleared.emit(slot)
            self.update()
        elif key == Qt.Key.Key_Escape and self._buffer.pending:
            self._buffer.clear()
            self.update()
        elif key == Qt.Key.Key_Space and (self._typing or self._buffer.pending):
            pass
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.slot_count():
                empty = self.next_empty_slot()
                self._request_card(self.slot_count() - 1 if empty is None else empty)
        elif (
            event.text()
            and event.text().isprintable()
            and not (
                event.modifiers()
                & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
            )
        ):
            self._typing = True
            cards = self._feed_keys(event.text())
            if cards:
                self._enter(cards)
        else:
            super().keyPressEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self._typing = False
        super().focusOutEvent(event)

    def type_text(self, text: str) -> None:
        """Enter text as if typed (``"AsKd"``, ``"10h"``); used for pastes and by tests."""
        cards = self._feed_keys(text)
        if cards:
            self._enter(cards)

    def _paste(self, text: str) -> None:
        try:
            cards = parse_cards(text)
        except CardError as error:
            self._reject(str(error))
            return
        if cards:
            self._enter(list(cards))

    def _reject(self, message: str) -> None:
        where = f"{self._label}: " if self._label else ""
        self.inputRejected.emit(where + message)

    def _enter(self, cards: list[Card]) -> None:
        """Check typed cards against the cards in play and the free slots, then request them."""
        own = set(self.filled_cards())
        for card in cards:
            if card in own:
                self._reject(used_message(card, self._label or "this row"))
                return
            if card in self._used:
                self._reject(used_message(card, self._used[card]))
                return
        free = self._cards.count(None)
        if len(cards) > free:
            room = "no empty card slot" if not free else f"room for {free} more"
            self._reject(f"{room}; Backspace clears the last card")
            return
        self.cardsTyped.emit(list(cards))
        # the controller has now set the cards (direct connection): move on when full
        if self._advance_when_full and self.hasFocus() and self.next_empty_slot() is None:
            self.focusNextChild()
