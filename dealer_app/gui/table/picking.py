"""The card picker working for the table: which slot it fills, that slot's ring, moving on.

A click on a slot (or Enter on a row) opens the picker for it, with the cards held
elsewhere greyed and named; a pick goes to the controller, and the picker moves on to the
next empty slot in dealing order, so a dealer can click a whole table in without closing it.
The slot being filled wears a ring until the picker closes (the last slot, Escape, a click
elsewhere).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from dealer_app.gui.table.card_picker import CardPickerPopup
from dealer_app.gui.table.card_row import CardSlotRow
from dealer_app.gui.table.controller import TableController
from dealer_app.model.cards import Card
from dealer_app.model.play.dealing import RowKey

__all__ = ["SlotPicking"]


class SlotPicking(QObject):
    """Opens ``popup`` for one slot after another; ``row_widget`` finds a row's widget."""

    def __init__(
        self,
        controller: TableController,
        popup: CardPickerPopup,
        row_widget: Callable[[RowKey], CardSlotRow | None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        self._popup = popup
        self._row_widget = row_widget
        self._target: tuple[RowKey, int] | None = None
        popup.cardPicked.connect(self._on_card_picked)
        popup.closed.connect(self._on_closed)

    def open(self, row: RowKey, slot: int) -> None:
        """Choose a card for ``slot`` of ``row`` (an empty slot: the row's first empty one)."""
        controller = self._controller
        state = controller.state
        slot = min(slot, len(state.cards(row)))
        if slot >= state.slot_count(row):
            self._popup.hide()
            return
        self._set_target((row, slot))
        widget = self._row_widget(row)
        unavailable = controller.unavailable_cards(row, slot)
        used = {
            card: where.label.capitalize()
            for card, where in state.used_cards().items()
            if card in unavailable
        }
        cards = state.cards(row)
        current = cards[slot] if slot < len(cards) else None
        title = f"{row.label.capitalize()}, card {slot + 1}"
        anchor_rect = widget.slot_rect(slot) if widget is not None else None
        self._popup.open_for(
            title, used_cards=used, current=current, anchor=widget, anchor_rect=anchor_rect
        )

    def target(self) -> tuple[RowKey, int] | None:
        """The slot the picker is filling, if it is open."""
        return self._target if self._popup.isVisible() else None

    def _set_target(self, target: tuple[RowKey, int] | None) -> None:
        if self._target is not None:
            widget = self._row_widget(self._target[0])
            if widget is not None:
                widget.set_highlight(None)
        self._target = target
        if target is not None:
            widget = self._row_widget(target[0])
            if widget is not None:
                widget.set_highlight(target[1])

    def _on_card_picked(self, card: object) -> None:
        if self._target is None:
            self._popup.hide()
            return
        row, slot = self._target
        if not isinstance(card, Card) or not self._controller.place_card(row, slot, card):
            self.open(row, slot)
            return
        following = self._controller.next_empty_slot(row)
        if following is None:
            self._popup.hide()
            return
        self.open(*following)

    def _on_closed(self) -> None:
        self._set_target(None)
