"""The Pot panel's dock: made with the window, tabbed behind the result panel; the panel
itself (and the betting model under it) made the first time the dock is shown.

The panel follows the table's seats and button until the first action is typed, so a
panel made later shows what one made with the window would: the window's first paint
waits for none of it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu, QWidget

from dealer_app.gui.actions import named_action
from dealer_app.gui.table.controller import TableController

if TYPE_CHECKING:
    from dealer_app.gui.table.pot_panel import PotPanel

__all__ = ["PotDock", "install_pot_panel"]


class PotDock(QDockWidget):
    """The dock of the Pot panel, which it makes when it is first shown."""

    def __init__(self, controller: TableController, parent: QWidget | None = None) -> None:
        super().__init__("Pot", parent)
        self.setObjectName("potDock")
        self.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )
        self._controller = controller
        self._panel: PotPanel | None = None
        self.visibilityChanged.connect(lambda visible: visible and self.panel())

    def panel(self) -> PotPanel:
        """The Pot panel, made now if it was not yet."""
        if self._panel is None:
            from dealer_app.gui.table.pot_panel import PotPanel

            self._panel = PotPanel(self._controller, self)
            self.setWidget(self._panel)
        return self._panel


def install_pot_panel(window: QMainWindow, controller: TableController) -> PotDock:
    """Dock the Pot panel with the table's result panel; F8 shows it and takes the keys."""
    dock = PotDock(controller, window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    result_dock = window.findChild(QDockWidget, "stepsDock")
    if isinstance(result_dock, QDockWidget):
        window.tabifyDockWidget(result_dock, dock)
        result_dock.raise_()
    focus = named_action("Pot panel", window)
    focus.setShortcut(QKeySequence("F8"))
    focus.setToolTip("Follow the betting: the call, the smallest and largest raise (F8)")

    def show_and_type() -> None:
        dock.show()
        dock.raise_()
        dock.panel().entry.setFocus()

    focus.triggered.connect(show_and_type)
    window.addAction(focus)
    for action in window.menuBar().actions():
        menu = action.menu()
        if isinstance(menu, QMenu) and action.text() == "&View":
            menu.addAction(focus)
    return dock
