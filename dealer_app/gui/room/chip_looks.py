"""How a room's chips look: faces labelled in the set's money, colours the room chose, and
a preview of a set's chips drawn as the table draws them."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from dealer_app.gui.chip_art import paint_chip_stacks, use_chip_looks
from dealer_app.gui.table.chip_stacks import ChipStack
from dealer_app.gui.theme import Theme
from dealer_app.model.chips import Chip
from dealer_app.model.room.money import MoneyUnit
from dealer_app.storage.chip_presets import ChipPreset

__all__ = ["ChipPreview", "apply_chip_looks", "chip_face_label"]


def chip_face_label(unit: MoneyUnit, value: int) -> str:
    """What a chip says on its face under ``unit`` ("" for its bare value).

    >>> chip_face_label(MoneyUnit("$", 100), 25), chip_face_label(MoneyUnit("$", 100), 500)
    ('25¢', '5')
    >>> chip_face_label(MoneyUnit("T"), 25)
    ''
    """
    if unit.per == 1:
        return ""
    if unit.per == 100 and value < unit.per:
        return f"{value}¢"
    return MoneyUnit("", unit.per).text(value)


def apply_chip_looks(chip_set: ChipPreset) -> None:
    """Draw the table's chips in ``chip_set``'s colours, labelled in its money."""
    use_chip_looks(
        {look.name: (look.colour, look.spot) for look in chip_set.looks},
        {
            chip.name: label
            for chip in chip_set.chips
            if (label := chip_face_label(chip_set.unit, chip.value))
        },
    )


class ChipPreview(QWidget):
    """The chips of a set, three of each, drawn as the table draws them."""

    def __init__(self, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.theme = theme
        self.stacks: tuple[ChipStack, ...] = ()
        self.setMinimumHeight(110)

    def show_chips(self, chips: list[Chip]) -> None:
        self.stacks = tuple(ChipStack(chip.name, chip.value, 3) for chip in chips)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(420, 120)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), self.theme.felt)
        if self.stacks:
            fits = min(self.height() * 0.42, self.width() / (len(self.stacks) * 1.5 + 1))
            diameter = min(80.0, max(22.0, fits))
            paint_chip_stacks(
                painter, QRectF(self.rect()), self.stacks, theme=self.theme, diameter=diameter
            )
        painter.end()
