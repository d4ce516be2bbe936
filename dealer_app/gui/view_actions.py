"""The View menu's card options: larger or smaller cards, and the four-colour deck.

Both are remembered in the settings and applied to the table when the window opens. Card
size has Ctrl+Shift+= and Ctrl+Shift+- (Ctrl+= and Ctrl+- change the seat count).
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMenu, QWidget

from dealer_app.gui.actions import keyed_action
from dealer_app.gui.settings import MAX_CARD_ZOOM, MIN_CARD_ZOOM, TableSettings
from dealer_app.gui.table.view import TableView

__all__ = ["CARD_ZOOM_STEP", "ViewActions"]

CARD_ZOOM_STEP = 0.2
"""How much larger each Ctrl+Shift+= makes the cards (of their laid-out size)."""


class ViewActions(QObject):
    """Larger cards, smaller cards, the usual size, and the four-colour deck."""

    def __init__(self, table: TableView, settings: TableSettings, parent: QWidget) -> None:
        super().__init__(parent)
        self._table = table
        self._settings = settings
        self.larger_action = keyed_action(
            parent,
            "&Larger cards",
            ["Ctrl+Shift+=", "Ctrl+Shift++"],
            "Draw the cards larger, to read from further away",
        )
        self.smaller_action = keyed_action(
            parent, "&Smaller cards", ["Ctrl+Shift+-", "Ctrl+Shift+_"], "Draw the cards smaller"
        )
        self.usual_size_action = keyed_action(
            parent, "&Usual card size", ["Ctrl+Shift+0"], "Draw the cards at the table's own size"
        )
        self.four_color_action = keyed_action(
            parent,
            "&Four-colour deck",
            ["Ctrl+Shift+4"],
            "Blue diamonds and green clubs, so no suit is mistaken for another",
            checkable=True,
        )
        self.larger_action.triggered.connect(lambda: self.zoom(CARD_ZOOM_STEP))
        self.smaller_action.triggered.connect(lambda: self.zoom(-CARD_ZOOM_STEP))
        self.usual_size_action.triggered.connect(lambda: self.set_card_zoom(1.0))
        self.four_color_action.setChecked(settings.four_color)
        self.four_color_action.toggled.connect(self.set_four_color)
        self.actions = [
            self.larger_action,
            self.smaller_action,
            self.usual_size_action,
            self.four_color_action,
        ]
        # On the window as well as in the menu: the keys work while the menu is closed.
        parent.addActions(self.actions)
        # As remembered: only what differs from the table as it was made.
        self.set_card_zoom(settings.card_zoom)
        self.set_four_color(settings.four_color)

    def add_to(self, menu: QMenu) -> None:
        menu.addSeparator()
        for action in self.actions:
            menu.addAction(action)

    def zoom(self, step: float) -> None:
        self.set_card_zoom(self._table.card_zoom() + step)

    def set_card_zoom(self, factor: float) -> None:
        factor = round(min(MAX_CARD_ZOOM, max(MIN_CARD_ZOOM, factor)), 2)
        self._table.set_card_zoom(factor)
        self._settings.card_zoom = factor
        self.larger_action.setEnabled(factor < MAX_CARD_ZOOM)
        self.smaller_action.setEnabled(factor > MIN_CARD_ZOOM)

    def set_four_color(self, on: bool) -> None:
        self._table.set_card_style(self._table.card_style()._replace(four_color=on))
        self._settings.four_color = on
        if self.four_color_action.isChecked() != on:
            self.four_color_action.setChecked(on)
