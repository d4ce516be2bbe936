"""A choice box whose list always opens under it, the same place whatever is chosen.

Some styles (Fusion, the one used off the desktop) open a choice box's list over the box,
with the current choice under the pointer: each game chosen moves every row of the list, so
a dealer reaching for "Omaha hi-lo" finds it somewhere else every time. Here the list drops
below the box, its rows in the same place every time, as wide as its longest choice when
the box is narrower.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QWidget

__all__ = ["DropBelowBox"]


class DropBelowBox(QComboBox):
    """A choice box whose list opens below it.

    The style that says so is given at the first opening, not when the box is made: the
    window's first paint goes without making Qt's style types (a start waits for it).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._styled = False

    def showPopup(self) -> None:
        if not self._styled:
            from dealer_app.gui.list_below_style import ListBelowStyle

            style = ListBelowStyle(self.style().name())
            style.setParent(self)
            self.setStyle(style)
            self._styled = True
        # A box kept narrower than its longest choice opens a list that shows every choice
        # whole.
        view = self.view()
        scroll_bar = view.verticalScrollBar().sizeHint().width()
        view.setMinimumWidth(view.sizeHintForColumn(0) + scroll_bar + 2 * view.frameWidth())
        super().showPopup()
