"""Chips on the felt as a dealer sees them: stacks of 20 and a short one, from the side or
from above, in the room's colours (drawn by :func:`~dealer_app.gui.chip_art.paint_dealer_stacks`).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from dealer_app.gui.chip_art import StackView, dealer_stacks_size, paint_dealer_stacks
from dealer_app.gui.table.chip_stacks import ChipStack, dealer_stacks
from dealer_app.gui.theme import Theme
from dealer_app.model.chips import ChipSet

__all__ = ["StacksView"]

_PER_ROW = 8


class StacksView(QWidget):
    """A felt with stacks on it; :meth:`show_chips` puts chips on it, :attr:`view` turns it."""

    def __init__(self, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("stacksView")
        self.theme = theme
        self.stacks: tuple[ChipStack, ...] = ()
        self.view = StackView.SIDE
        self.counts_shown = False
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 220)

    def show_chips(
        self, chip_set: ChipSet, counts: Sequence[tuple[str, int]], *, counts_shown: bool = False
    ) -> None:
        """Stack ``(name, count)`` chips in 20s, in the order given."""
        self.stacks = dealer_stacks(chip_set, counts)
        self.counts_shown = counts_shown
        self.update()

    def set_view(self, view: StackView) -> None:
        self.view = view
        self.update()

    def _diameter(self) -> float:
        """As wide as the felt allows, so that a room with big hands reads them too."""
        for diameter in (80.0, 68.0, 56.0, 48.0, 40.0, 34.0, 28.0, 22.0):
            size = dealer_stacks_size(
                self.stacks, diameter, self.view, counts_shown=self.counts_shown, per_row=_PER_ROW
            )
            if size.width() <= self.width() - 16 and size.height() <= self.height() - 16:
                return diameter
        return 22.0

    def sizeHint(self) -> QSize:
        return QSize(520, 320)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), self.theme.felt)
        paint_dealer_stacks(
            painter,
            QRectF(self.rect()),
            self.stacks,
            theme=self.theme,
            diameter=self._diameter(),
            view=self.view,
            counts_shown=self.counts_shown,
            per_row=_PER_ROW,
        )
        painter.end()
