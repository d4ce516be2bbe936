"""Card entry widgets: a row of card slots for a seat or the board, and the 52-card picker.

The widgets never own the cards. They show what they are given and emit requests; the
controller applies each edit to the scenario and sets the new cards back::

    row = CardSlotRow(slot_count=2, label="Seat 3")
    row.cardRequested.connect(lambda slot: open_picker_for(row, slot))
    row.cardsTyped.connect(lambda cards: controller.add_cards(seat, cards))   # fill empty slots
    row.cardCleared.connect(lambda slot: controller.clear_card(seat, slot))
    row.inputRejected.connect(status_bar.showMessage)
    ...
    row.set_cards(seat.cards)                 # after every change, from the controller
    row.set_used_cards(cards_in_play)         # typed duplicates are refused with a message
    row.set_card_states((CardState.RAISED, CardState.DIMMED))   # after the showdown

    popup = CardPickerPopup(window)
    popup.cardPicked.connect(lambda card: controller.set_card(seat, slot, card))
    popup.open_for("Seat 3, card 1", used_cards=cards_in_play, anchor=row,
                   anchor_rect=row.slot_rect(0))

Typing works in a focused row: ``AsKd``, ``as kd``, ``10h`` or a paste; each finished card is
emitted at once (``cardsTyped([card])``) and belongs in the row's first empty slot, which
:func:`fill_empty_slots` computes. Backspace clears the last card, Delete the whole row,
Enter or Space opens the picker, and a full row passes the focus on, so a dealer can type
a whole table: ``AsKd`` ``QhQc`` ``7c8c`` ...
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QGuiApplication,
    QHelpEvent,
    QHideEvent,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QFrame, QLabel, QToolTip, QVBoxLayout, QWidget

from dealer_app.gui.card_art import (
    CARD_ASPECT,
    DEFAULT_CARD_STYLE,
    MIN_VISIBLE_FRACTION,
    RAISE_FRACTION,
    CardState,
    CardStyle,
    draw_card,
    draw_card_back,
    draw_empty_slot,
)
from dealer_app.gui.theme import Theme, load_theme
from dealer_app.model.cards import Card, CardError, Rank, Suit, parse_card, parse_cards

__all__ = [
    "CardPicker",
    "CardPickerPopup",
    "CardSlotRow",
    "CardTypingBuffer",
    "UsedCards",
    "fill_empty_slots",
]

UsedCards = Iterable[Card] | Mapping[Card, str]
"""Cards in play elsewhere: a set, or a mapping to where each one is (``"Seat 2"``)."""

_RANK_KEYS = frozenset("23456789TJQKA")
_SUIT_KEYS = frozenset("SHDC♠♥♦♣♤♡♢♧")
_SEPARATORS = frozenset(" ,;-/")


def fill_empty_slots(
    cards: Sequence[Card | None], new_cards: Sequence[Card]
) -> tuple[Card | None, ...]:
    """Put ``new_cards`` into the empty slots of ``cards``, first empty slot first.

    This is where typed cards go (:attr:`CardSlotRow.cardsTyped`).

    >>> from dealer_app.model.cards import parse_cards
    >>> As, Kd, Qh = parse_cards("As Kd Qh")
    >>> [str(card) for card in fill_empty_slots((None, Kd, None), (As, Qh))]
    ['As', 'Kd', 'Qh']
    >>> fill_empty_slots((As,), (Kd,))
    Traceback (most recent call last):
    ...
    ValueError: 1 card for 0 empty slots
    """
    empty = [index for index, card in enumerate(cards) if card is None]
    if len(new_cards) > len(empty):
        noun = "card" if len(new_cards) == 1 else "cards"
        raise ValueError(f"{len(new_cards)} {noun} for {len(empty)} empty slots")
    filled = list(cards)
    for index, card in zip(empty, new_cards, strict=False):
        filled[index] = card
    return tuple(filled)


def _used_map(used: UsedCards) -> dict[Card, str]:
    if isinstance(used, Mapping):
        return dict(used)
    return dict.fromkeys(used, "")


def _used_message(card: Card, where: str) -> str:
    return f"{card} is already used by {where}" if where else f"{card} is already in play"


class CardTypingBuffer:
    """Turns keystrokes into cards: ``A`` ``s`` gives As; ``1`` ``0`` ``h`` gives Th.

    Separators (spaces, commas) are skipped; a second rank replaces a pending one.

    >>> buffer = CardTypingBuffer()
    >>> [buffer.feed(key) for key in "10h"]
    [None, None, Card(rank=<Rank.TEN: 10>, suit=<Suit.HEARTS: 2>)]
    >>> buffer.feed("q"), buffer.pending
    (None, 'Q')
    >>> buffer.feed("x")
    Traceback (most recent call last):
    ...
    dealer_app.model.cards.CardError: "x" is not a card rank or suit
    """

    def __init__(self) -> None:
        self._pending = ""

    @property
    def pending(self) -> str:
        """The rank typed so far (``"A"``, ``"1"``, ``"10"``), or ``""``."""
        return self._pending

    def clear(self) -> None:
        self._pending = ""

    def backspace(self) -> bool:
        """Drop the last pending keystroke; False when nothing was pending."""
        if not self._pending:
            return False
        self._pending = self._pending[:-1]
        return True

    def feed(self, key: str) -> Card | None:
        """Take one typed character; return the card it completes, if any.

        Raises :class:`CardError` (and forgets the pending rank) for a key that cannot be
        part of a card here.
        """
        upper = key.upper()
        if key in _SEPARATORS:
            return None
        if self._pending == "1":
            self._pending = ""
            if key == "0":
                self._pending = "10"
                return None
            raise CardError(f'"1{key}" is not a rank (a ten is 10 or T)')
        if upper in _RANK_KEYS or key == "1":
            self._pending = upper
            return None
        if upper in _SUIT_KEYS:
            if not self._pending:
                raise CardError(f'type the rank before the suit "{key}" (As, 10h)')
            card = parse_card(self._pending + key)
            self._pending = ""
            return card
        self._pending = ""
        raise CardError(f'"{key}" is not a card rank or suit')


class _CardWidget(QWidget):
    """What the row and the picker share: a theme, a deck style and a card height."""

    def __init__(
        self,
        parent: QWidget | None,
        theme: Theme | None,
        style: CardStyle,
        card_height: float | None,
    ) -> None:
        super().__init__(parent)
        self._theme = theme if theme is not None else load_theme()
        self._style = style
        self._card_height = card_height
        self._used: dict[Card, str] = {}
        self._buffer = CardTypingBuffer()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self.update()

    def set_card_style(self, style: CardStyle) -> None:
        """Four-colour deck and large-card mode."""
        self._style = style
        self.updateGeometry()
        self.update()

    def card_style(self) -> CardStyle:
        return self._style

    def set_card_height(self, height: float | None) -> None:
        """Card height in device-independent pixels; None follows the style's size."""
        self._card_height = height
        self.updateGeometry()
        self.update()

    def card_height(self) -> float:
        return self._card_height if self._card_height is not None else self._style.card_height

    def card_width(self) -> float:
        return self.card_height() * CARD_ASPECT

    def set_used_cards(self, used: UsedCards) -> None:
        """Cards in play elsewhere, optionally mapped to where (``{As: "Seat 2"}``)."""
        self._used = _used_map(used)
        self.update()

    def pending_text(self) -> str:
        """The rank typed but not yet finished by a suit."""
        return self._buffer.pending

    def _feed_keys(self, text: str) -> list[Card]:
        """Run typed text through the buffer; report a bad key and return the cards."""
        cards = []
        for key in text:
            try:
                card = self._buffer.feed(key)
            except CardError as error:
                self._reject(str(error))
                break
            if card is not None:
                cards.append(card)
        self.update()
        return cards

    def _reject(self, message: str) -> None:
        raise NotImplementedError

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self._buffer.clear()
        super().focusOutEvent(event)
        self.update()


class CardSlotRow(_CardWidget):
    """A row of card slots for one seat or the board.

    Signals (requests; the row changes nothing by itself):

    - ``cardRequested(int)``: the slot was clicked (or Enter pressed): choose a card for it.
    - ``cardsTyped(list[Card])``: cards typed or pasted, for the row's empty slots in order
      (see :func:`fill_empty_slots`). Duplicates and overflow are refused beforehand.
    - ``cardCleared(int)``: clear that slot (right-click, Backspace on the last card,
      Delete for every card).
    - ``inputRejected(str)``: typed text that was refused, with the reason, for a status bar.
    """

    cardRequested = Signal(int)
    cardsTyped = Signal(list)
    cardCleared = Signal(int)
    inputRejected = Signal(str)

    def __init__(
        self,
        slot_count: int = 2,
        parent: QWidget | None = None,
        *,
        label: str = "",
        theme: Theme | None = None,
        style: CardStyle = DEFAULT_CARD_STYLE,
        card_height: float | None = None,
    ) -> None:
        super().__init__(parent, theme, style, card_height)
        self._cards: tuple[Card | None, ...] = ()
        self._states: tuple[CardState, ...] = ()
        self._highlight: int | None = None
        self._hover: int | None = None
        self._editable = True
        self._face_down = False
        self._advance_when_full = True
        self._label = ""
        self.set_label(label)
        self.set_slot_count(slot_count)

    # --- what to show ---------------------------------------------------------------

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
                f"{self._label or 'row'}: {len(cards)} cards for {self.slot_count()} slots"
            )
        self._cards = cards + (None,) * (self.slot_count() - len(cards))
        self.update()

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
        self._states = states + (CardState.NORMAL,) * (self.slot_count() - len(states))
        self.update()

    def card_states(self) -> tuple[CardState, ...]:
        return self._states

    def set_highlight(self, slot: int | None) -> None:
        """Ring one slot (the one the picker is filling), or none."""
        self._highlight = slot if slot is not None and 0 <= slot < self.slot_count() else None
        self.update()

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

    def set_advance_when_full(self, advance: bool) -> None:
        """Whether typing the last card moves the keyboard focus on (default True)."""
        self._advance_when_full = advance

    # --- geometry ------------------------------------------------------------------

    def _padding(self) -> float:
        return max(4.0, self.card_height() * 0.09)

    def _raise(self) -> float:
        return self.card_height() * RAISE_FRACTION

    def _natural_step(self) -> float:
        return self.card_width() * 1.12

    def _row_width(self, step: float) -> float:
        count = max(1, self.slot_count())
        return 2 * self._padding() + self.card_width() + (count - 1) * step

    def sizeHint(self) -> QSize:
        height = 2 * self._padding() + self._raise() + self.card_height()
        return QSize(round(self._row_width(self._natural_step()) + 0.5), round(height + 0.5))

    def minimumSizeHint(self) -> QSize:
        tight = self._row_width(self.card_width() * MIN_VISIBLE_FRACTION)
        return QSize(round(tight + 0.5), self.sizeHint().height())

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
        if not self._editable:
            super().mousePressEvent(event)
            return
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        slot = self.slot_at(event.position())
        if slot is None:
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self.cardRequested.emit(slot)
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

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            slot = self.slot_at(event.pos())
            if slot is None:
                QToolTip.hideText()
            else:
                QToolTip.showText(event.globalPos(), self._slot_tooltip(slot), self)
            return True
        return super().event(event)

    def _slot_tooltip(self, slot: int) -> str:
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
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.slot_count():
                empty = self.next_empty_slot()
                self.cardRequested.emit(self.slot_count() - 1 if empty is None else empty)
        elif (
            event.text()
            and event.text().isprintable()
            and not (
                event.modifiers()
                & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
            )
        ):
            cards = self._feed_keys(event.text())
            if cards:
                self._enter(cards)
        else:
            super().keyPressEvent(event)

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
                self._reject(_used_message(card, self._label or "this row"))
                return
            if card in self._used:
                self._reject(_used_message(card, self._used[card]))
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


_SUIT_ROWS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_RANK_COLUMNS = tuple(sorted(Rank, reverse=True))


class CardPicker(_CardWidget):
    """All 52 cards, a row per suit (spades, hearts, diamonds, clubs), aces on the left.

    Cards in play are greyed and cannot be picked. Click a card, or move with the arrow
    keys and press Enter, or type it (``As``, ``10h``).

    Signals: ``cardPicked(Card)``; ``cancelled()`` on Escape; ``inputRejected(str)`` for a
    typed card that is in play.
    """

    cardPicked = Signal(object)
    cancelled = Signal()
    inputRejected = Signal(str)

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        theme: Theme | None = None,
        style: CardStyle = DEFAULT_CARD_STYLE,
        card_height: float | None = None,
    ) -> None:
        super().__init__(parent, theme, style, card_height)
        self._current: Card | None = None
        self._cursor: Card | None = None
        self._hover: Card | None = None

    def card_height(self) -> float:
        if self._card_height is not None:
            return self._card_height
        return self._style.card_height * 0.78

    def set_current_card(self, card: Card | None) -> None:
        """The card now in the slot being filled: outlined, and the keyboard starts there."""
        self._current = card
        self._cursor = card if card is not None else self._first_available()
        self.update()

    def set_used_cards(self, used: UsedCards) -> None:
        super().set_used_cards(used)
        if self._cursor is None or not self.is_available(self._cursor):
            self._cursor = self._current or self._first_available()

    def is_available(self, card: Card) -> bool:
        """A card can be picked unless it is in play elsewhere (the current card can)."""
        return card == self._current or card not in self._used

    def _first_available(self) -> Card | None:
        for suit in _SUIT_ROWS:
            for rank in _RANK_COLUMNS:
                card = Card(rank, suit)
                if self.is_available(card):
                    return card
        return None

    # --- geometry ------------------------------------------------------------------

    def _gap(self) -> float:
        return max(3.0, self.card_width() * 0.12)

    def _margin(self) -> float:
        return max(6.0, self.card_height() * 0.14)

    def sizeHint(self) -> QSize:
        width = 2 * self._margin() + 13 * self.card_width() + 12 * self._gap()
        height = 2 * self._margin() + 4 * self.card_height() + 3 * self._gap()
        return QSize(round(width + 0.5), round(height + 0.5))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def card_rect(self, card: Card) -> QRectF:
        """Where a card is drawn, in widget coordinates."""
        column = _RANK_COLUMNS.index(card.rank)
        row = _SUIT_ROWS.index(card.suit)
        hint = self.sizeHint()
        left = (self.width() - hint.width()) / 2 + self._margin()
        top = (self.height() - hint.height()) / 2 + self._margin()
        return QRectF(
            left + column * (self.card_width() + self._gap()),
            top + row * (self.card_height() + self._gap()),
            self.card_width(),
            self.card_height(),
        )

    def card_at(self, point: QPointF | QPoint) -> Card | None:
        point = QPointF(point)
        for suit in _SUIT_ROWS:
            for rank in _RANK_COLUMNS:
                card = Card(rank, suit)
                if self.card_rect(card).contains(point):
                    return card
        return None

    # --- painting ------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        for suit in _SUIT_ROWS:
            for rank in _RANK_COLUMNS:
                card = Card(rank, suit)
                rect = self.card_rect(card)
                if not rect.intersects(QRectF(event.rect())):
                    continue
                available = self.is_available(card)
                if not available:
                    state = CardState.UNAVAILABLE
                elif card == self._current:
                    state = CardState.RAISED
                else:
                    state = CardState.NORMAL
                if available and card == self._hover:
                    rect = rect.translated(0, -self.card_height() * 0.05)
                focused = self.hasFocus() and card == self._cursor
                draw_card(
                    painter,
                    rect,
                    card,
                    theme=self._theme,
                    style=self._style,
                    state=state,
                    highlighted=focused,
                )
        painter.end()

    # --- input ---------------------------------------------------------------------

    def _pick(self, card: Card) -> None:
        if not self.is_available(card):
            self._reject(_used_message(card, self._used.get(card, "")))
            return
        self._cursor = card
        self.cardPicked.emit(card)

    def _reject(self, message: str) -> None:
        self.inputRejected.emit(message)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        card = self.card_at(event.position())
        clicked = event.button() == Qt.MouseButton.LeftButton
        if clicked and card is not None and self.is_available(card):
            self._pick(card)
        event.accept()

    def _update_card(self, card: Card | None) -> None:
        """Repaint one card with its ring and lift (a full repaint of 52 cards is slow)."""
        if card is not None:
            margin = self.card_height() * 0.12 + 4
            self.update(
                self.card_rect(card).adjusted(-margin, -margin, margin, margin).toAlignedRect()
            )

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        card = self.card_at(event.position())
        if card != self._hover:
            self._update_card(self._hover)
            self._hover = card
            self._update_card(card)
            usable = card is not None and self.is_available(card)
            cursor = Qt.CursorShape.PointingHandCursor if usable else Qt.CursorShape.ArrowCursor
            self.setCursor(cursor)
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._update_card(self._hover)
        self._hover = None
        super().leaveEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            card = self.card_at(event.pos())
            if card is None:
                QToolTip.hideText()
            else:
                text = card.full_name
                if not self.is_available(card):
                    text += " (" + _used_message(card, self._used.get(card, "")) + ")"
                QToolTip.showText(event.globalPos(), text, self)
            return True
        return super().event(event)

    def _move_cursor(self, rows: int, columns: int) -> None:
        cursor = self._cursor or self._first_available() or Card(Rank.ACE, Suit.SPADES)
        row = (_SUIT_ROWS.index(cursor.suit) + rows) % len(_SUIT_ROWS)
        column = (_RANK_COLUMNS.index(cursor.rank) + columns) % len(_RANK_COLUMNS)
        self._update_card(self._cursor)
        self._cursor = Card(_RANK_COLUMNS[column], _SUIT_ROWS[row])
        self._update_card(self._cursor)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        moves = {
            Qt.Key.Key_Left: (0, -1),
            Qt.Key.Key_Right: (0, 1),
            Qt.Key.Key_Up: (-1, 0),
            Qt.Key.Key_Down: (1, 0),
        }
        key = event.key()
        if key in moves:
            self._move_cursor(*moves[Qt.Key(key)])
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) or (
            key == Qt.Key.Key_Space and not self._buffer.pending
        ):
            if self._cursor is not None:
                self._pick(self._cursor)
        elif key == Qt.Key.Key_Escape:
            if self._buffer.pending:
                self._buffer.clear()
                self.update()
            else:
                self.cancelled.emit()
        elif key == Qt.Key.Key_Backspace:
            self._buffer.backspace()
        elif event.text() and event.text().isprintable():
            for card in self._feed_keys(event.text()):
                self._pick(card)
        else:
            super().keyPressEvent(event)


_PICKER_HINT = "Click a card or type it (As, 10h). Arrows and Enter work too; Esc closes."


class CardPickerPopup(QFrame):
    """The picker in a small popup window with a title (``"Seat 3, card 2"``) and a hint.

    After ``cardPicked`` the popup closes, unless a handler of that signal calls
    :meth:`open_for` again for the next empty slot: that is how picking moves on.
    ``closed()`` is emitted whenever it hides (a pick, Escape, a click elsewhere), the moment
    to take the highlight off the slot.
    """

    cardPicked = Signal(object)
    closed = Signal()

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        theme: Theme | None = None,
        style: CardStyle = DEFAULT_CARD_STYLE,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Popup | Qt.WindowType.FramelessWindowHint)
        self._theme = theme if theme is not None else load_theme()
        self._retargeted = False
        self.picker = CardPicker(self, theme=self._theme, style=style)
        self._title = QLabel(self)
        self._hint = QLabel(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        layout.setSpacing(6)
        layout.addWidget(self._title)
        layout.addWidget(self.picker)
        layout.addWidget(self._hint)
        self.setObjectName("cardPickerPopup")
        self.setFocusProxy(self.picker)
        self._restyle()
        self.picker.cardPicked.connect(self._on_picked)
        self.picker.cancelled.connect(self.hide)
        self.picker.inputRejected.connect(self._show_error)

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self.picker.set_theme(theme)
        self._restyle()

    def set_card_style(self, style: CardStyle) -> None:
        self.picker.set_card_style(style)
        self.adjustSize()

    def _restyle(self) -> None:
        theme = self._theme
        self.setStyleSheet(
            f"#cardPickerPopup {{ background: {theme.panel.name()};"
            f" border: 1px solid {theme.text_muted.name()}; border-radius: 8px; }}"
        )
        self._title.setStyleSheet(f"color: {theme.text.name()}; font-weight: 600;")
        self._show_hint()

    def _show_hint(self) -> None:
        self._hint.setStyleSheet(f"color: {self._theme.text_muted.name()};")
        self._hint.setText(
            "Click a card or type it (As, 10h). Arrows and Enter work too; Esc closes."
        )

    def _show_error(self, message: str) -> None:
        self._hint.setStyleSheet(f"color: {self._theme.error.name()};")
        self._hint.setText(message)

    def title(self) -> str:
        return self._title.text()

    def open_for(
        self,
        title: str,
        *,
        used_cards: UsedCards = (),
        current: Card | None = None,
        anchor: QWidget | None = None,
        anchor_rect: QRectF | None = None,
    ) -> None:
        """Show the picker for one slot, below ``anchor_rect`` of ``anchor`` (or above it)."""
        self._retargeted = True
        self._title.setText(title)
        self._show_hint()
        self.picker.set_used_cards(used_cards)
        self.picker.set_current_card(current)
        self.adjustSize()
        if anchor is not None:
            self._place_near(anchor, anchor_rect or QRectF(anchor.rect()))
        if not self.isVisible():
            self.show()
        self.picker.setFocus(Qt.FocusReason.PopupFocusReason)

    def _place_near(self, anchor: QWidget, rect: QRectF) -> None:
        size = self.sizeHint()
        below = anchor.mapToGlobal(rect.bottomLeft().toPoint() + QPoint(0, 6))
        above = anchor.mapToGlobal(rect.topLeft().toPoint() - QPoint(0, 6 + size.height()))
        screen = anchor.screen().availableGeometry() if anchor.screen() else None
        position = below
        if screen is not None:
            if below.y() + size.height() > screen.bottom() and above.y() >= screen.top():
                position = above
            x = min(max(position.x(), screen.left()), screen.right() - size.width())
            y = min(max(position.y(), screen.top()), screen.bottom() - size.height())
            position = QPoint(x, y)
        self.move(position)

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self.closed.emit()

    def _on_picked(self, card: Card) -> None:
        self._retargeted = False
        self.cardPicked.emit(card)
        if not self._retargeted:
            self.hide()
