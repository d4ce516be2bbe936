"""The 52-card picker: every card at once, the ones in play greyed, in a small popup.

popup = CardPickerPopup(window)
popup.cardPicked.connect(lambda card: (controller.place_card(row, slot, card), popup.hide()))
popup.open_for("Seat 3, card 1", used_cards=cards_in_play, anchor=row_widget,
               anchor_rect=row_widget.slot_rect(0))
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QHideEvent, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from dealer_app.gui.card_art import DEFAULT_CARD_STYLE, CardState, CardStyle, draw_card
from dealer_app.gui.table.card_entry import CardEntryWidget
from dealer_app.gui.table.card_typing import UsedCards, used_message
from dealer_app.gui.theme import Theme, load_theme
from dealer_app.model.cards import Card, Rank, Suit

__all__ = ["CardPicker", "CardPickerPopup"]

_SUIT_ROWS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_RANK_COLUMNS = tuple(sorted(Rank, reverse=True))


class CardPicker(CardEntryWidget):
    """All 52 cards, a row per suit (spades, hearts, diamonds, clubs), aces on the left.

    Cards in play are greyed and cannot be picked. Click a card, or move with the arrow
    keys and press Enter, or type it (``As``, ``10h``). On an empty slot no card is chosen
    until an arrow key or the mouse moves onto one: Enter alone puts none.

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
        """The card now in the slot being filled: outlined, and the keyboard starts there
        (on an empty slot, nowhere: Enter then puts no card nobody chose)."""
        self._current = card
        self._cursor = card
        self.update()

    def set_used_cards(self, used: UsedCards) -> None:
        super().set_used_cards(used)
        if self._cursor is not None and not self.is_available(self._cursor):
            self._cursor = self._current

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
            self._reject(used_message(card, self._used.get(card, "")))
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
            if usable:
                # The mouse chooses as the arrows do: Enter puts the card under it.
                self._update_card(self._cursor)
                self._cursor = card
            cursor = Qt.CursorShape.PointingHandCursor if usable else Qt.CursorShape.ArrowCursor
            self.setCursor(cursor)
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._update_card(self._hover)
        self._hover = None
        super().leaveEvent(event)

    def tooltip_at(self, point: QPoint) -> str:
        card = self.card_at(point)
        if card is None:
            return ""
        if self.is_available(card):
            return card.full_name
        return f"{card.full_name} ({used_message(card, self._used.get(card, ''))})"

    def _move_cursor(self, rows: int, columns: int) -> None:
        if self._cursor is None:
            # The first arrow chooses the first card free, rather than moving past it.
            self._cursor = self._first_available()
            self._update_card(self._cursor)
            return
        cursor = self._cursor
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

    After ``cardPicked`` the popup stays open: its owner moves it on to the next slot with
    :meth:`open_for`, or closes it with ``hide()``. ``closed()`` is emitted whenever it hides
    (by its owner, Escape, a click elsewhere), the moment to take the highlight off the slot.
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
        self.picker.cardPicked.connect(self.cardPicked)
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
        self._hint.setText(_PICKER_HINT)

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
