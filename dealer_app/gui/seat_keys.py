"""The keyboard on a seat plaque: keys that act on the seat, and where the focus is.

With the keyboard on a plaque's cards, amount or buttons (not its name, where every key is
a letter), keys that are no card letters act on the seat: F folds it, I marks it all-in,
N deals it in or out. The plaque's frame follows the focus in and out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent

from dealer_app.gui.controller import TableController

if TYPE_CHECKING:
    from dealer_app.gui.seat_widget import SeatWidget

__all__ = ["SeatKeys"]

_CHORDS = (
    Qt.KeyboardModifier.ControlModifier
    | Qt.KeyboardModifier.AltModifier
    | Qt.KeyboardModifier.MetaModifier
)


class SeatKeys(QObject):
    """Watches the controls of ``plaque`` for the seat's keys and for the focus."""

    def __init__(self, plaque: SeatWidget, controller: TableController) -> None:
        super().__init__(plaque)
        self._plaque = plaque
        self._controller = controller
        for widget in (
            plaque.button_spot,
            plaque.name_edit,
            plaque.fold_button,
            plaque.cards,
            plaque.amount,
            plaque.all_in_button,
            plaque.deal_in_button,
        ):
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        plaque = self._plaque
        if kind in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
            focus = plaque.focusWidget()
            plaque.set_focus_within(focus is not None and focus.hasFocus())
        elif (
            kind == QEvent.Type.KeyPress
            and watched is not plaque.name_edit
            and isinstance(event, QKeyEvent)
            and not event.modifiers() & _CHORDS
        ):
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
