"""The card picker working for the table: which slot it fills, that slot's ring, moving on.

A click on a slot (or Enter on a row) opens the picker for it, with the cards held
elsewhere greyed and named; a pick goes to the controller, and the picker moves on to the
next empty slot in dealing order, so a dealer can click a whole table in without closing it.
The slot being filled wears a ring until the picker closes (the last slot, Escape, a click
elsewhere). Undo and Redo with the picker open leave it open: on the slot a card was taken
back from, or the next empty one after a card put back, or the same slot after any other
edit, with the cards in play as they are now.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from dealer_app.gui.table.card_picker import CardPickerPopup
from dealer_app.gui.table.card_row import CardSlotRow
from dealer_app.gui.table.controller import TableController
from dealer_app.gui.table.state import TableState
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
        self._filling = False
        """Whether the target slot was empty when the picker opened on it."""
        self._placing = False
        self._seen = controller.state
        """The table as the picker last saw it: what an Undo took back is told against it."""
        popup.cardPicked.connect(self._on_card_picked)
        popup.closed.connect(self._on_closed)
        controller.outcomeChanged.connect(self._follow_the_table)

    def open(self, row: RowKey, slot: int) -> None:
        """Choose a card for ``slot`` of ``row`` (an empty slot: the row's first empty one)."""
        controller = self._controller
        state = controller.state
        slot = min(slot, len(state.cards(row)))
        if slot >= state.slot_count(row):
            self._popup.hide()
            return
        self._set_target((row, slot))
        self._filling = slot == len(state.cards(row))
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
        self._placing = True
        try:
            placed = isinstance(card, Card) and self._controller.place_card(row, slot, card)
        finally:
            self._placing = False
        if not placed:
            self.open(row, slot)
            return
        following = self._controller.next_empty_slot(row)
        if following is None:
            self._popup.hide()
            return
        self.open(*following)

    def _follow_the_table(self, _outcome: object) -> None:
        """The table changed under the open picker (Undo or Redo from it): it goes on."""
        before, state = self._seen, self._controller.state
        self._seen = state
        if self._placing or self._target is None or not self._popup.isVisible():
            return
        row, slot = self._target
        if row not in state.rows():
            self._popup.hide()
            return
        taken_back = _slots_taken_back(before, state, at_or_before=(row, slot))
        if taken_back:
            # A pick undone: the picker waits where the card came from, even when the
            # pick had moved it on to the next row.
            self.open(*taken_back[0])
            return
        if self._filling and slot < len(state.cards(row)):
            # The empty slot was filled (a pick redone): on to the next empty one.
            following = self._controller.next_empty_slot(row)
            if following is None:
                self._popup.hide()
                return
            row, slot = following
        self.open(row, slot)

    def _on_closed(self) -> None:
        self._set_target(None)


def _slots_taken_back(
    before: TableState, after: TableState, at_or_before: tuple[RowKey, int]
) -> list[tuple[RowKey, int]]:
    """The slots that held a card ``before`` and are empty ``after``, in dealing order, up to
    ``at_or_before``."""
    rows = after.rows()
    limit = (rows.index(at_or_before[0]), at_or_before[1])
    taken: list[tuple[RowKey, int]] = []
    for index, row in enumerate(rows):
        if row not in before.rows():
            continue
        held, left = len(before.cards(row)), len(after.cards(row))
        taken.extend((row, slot) for slot in range(left, held) if (index, slot) <= limit)
    return taken
