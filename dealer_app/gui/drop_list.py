"""A choice box whose list always opens under it, the same place whatever is chosen.

Some styles (Fusion, the one used off the desktop) open a choice box's list over the box,
with the current choice under the pointer: each game chosen moves every row of the list, so
a dealer reaching for "Omaha hi-lo" finds it somewhere else every time. Here the list drops
below the box, its rows in the same place every time, as wide as its longest choice when
the box is narrower. A box narrower than its choice shows it cut with "…", the whole of it
first in its tooltip.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QComboBox, QWidget

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStyleOptionComboBox

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
        # Every choice shown where the screen has room (Qt shows ten and scrolls the list to
        # the current one, which moves every row for a choice past the tenth), and the list
        # from its top where it has not.
        self.setMaxVisibleItems(max(1, self.count()))
        super().showPopup()
        view.scrollToTop()

    def shown_text(self) -> str:
        """The current choice as the box shows it: whole, or cut with "…" where the box is
        narrower than it."""
        if self._surely_whole():
            return self.currentText()
        from PySide6.QtWidgets import QStyleOptionComboBox  # as paintEvent says

        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        return self._fitted(option)

    def tooltip_text(self) -> str:
        """The box's tooltip, the whole choice first where the box shows it cut."""
        whole = self.currentText()
        if self.shown_text() == whole:
            return self.toolTip()
        return f"{whole}: {self.toolTip()}" if self.toolTip() else whole

    def _surely_whole(self) -> bool:
        # A choice well clear of the arrow and the frame is painted by Qt as ever: the
        # window's first paint makes no style type (see the class's docstring).
        return self.fontMetrics().horizontalAdvance(self.currentText()) + 2 * self.height() <= (
            self.width()
        )

    def _fitted(self, option: QStyleOptionComboBox) -> str:
        from PySide6.QtWidgets import QStyle

        room = self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox,
            option,
            QStyle.SubControl.SC_ComboBoxEditField,
            self,
        )
        if not option.currentIcon.isNull():
            room.setLeft(room.left() + option.iconSize.width() + 4)
        return self.fontMetrics().elidedText(
            option.currentText, Qt.TextElideMode.ElideRight, room.width()
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._surely_whole():
            super().paintEvent(event)
            return
        # Qt's own box clips a long choice mid-word with nothing to say it goes on. Named
        # here only: a Qt class's Python type is made when first named, and most boxes of
        # the first window show their choice whole.
        from PySide6.QtWidgets import QStyle, QStyleOptionComboBox, QStylePainter

        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        option.currentText = self._fitted(option)
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)

    def event(self, event: QEvent) -> bool:
        if event.type() != QEvent.Type.ToolTip:
            return super().event(event)
        # Named at the first tooltip, not at the start (as paintEvent says).
        from PySide6.QtGui import QHelpEvent
        from PySide6.QtWidgets import QToolTip

        if isinstance(event, QHelpEvent):
            text = self.tooltip_text()
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)
