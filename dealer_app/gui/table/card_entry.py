"""What a card slot row and the card picker share: theme, deck style, card size, the cards
in play elsewhere, and typing cards on the keyboard."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QWidget

from dealer_app.gui.card_art import CARD_ASPECT, CardStyle
from dealer_app.gui.table.card_typing import CardTypingBuffer, UsedCards, used_map
from dealer_app.gui.table.tooltips import answer_tooltip
from dealer_app.gui.theme import Theme, load_theme
from dealer_app.model.cards import Card, CardError

__all__ = ["CardEntryWidget"]


class CardEntryWidget(QWidget):
    """What the row and the picker share: a theme, a deck style, a card height, the cards in
    play elsewhere and a typing buffer."""

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
        self._used = used_map(used)
        self.update()

    def pending_text(self) -> str:
        """The rank typed but not yet finished by a suit."""
        return self._buffer.pending

    def drop_pending(self) -> bool:
        """Forget the rank typed without its suit; False when none was waiting."""
        if not self._buffer.pending:
            return False
        self._buffer.clear()
        self.update()
        return True

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
        """Say why typed input was refused (each widget has its own signal for it)."""
        raise NotImplementedError

    def tooltip_at(self, point: QPoint) -> str:
        """What the tooltip says at ``point`` (a card, a slot); empty for none."""
        return ""

    def event(self, event: QEvent) -> bool:
        return answer_tooltip(self, event, self.tooltip_at) or super().event(event)

    def keeps_pending(self) -> bool:
        """Whether a rank typed waits for its suit while the keyboard is away now (by
        default it goes with the keyboard)."""
        return False

    def focusOutEvent(self, event: QFocusEvent) -> None:
        if not self.keeps_pending():
            self._buffer.clear()
        super().focusOutEvent(event)
        self.update()
