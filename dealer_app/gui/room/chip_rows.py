"""The rows of the chip-set editor: one denomination a row, with its name, value, colours,
how many make a size (5 or 4) and whether it is in play; values are typed and shown in the
set's money."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QColorDialog, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from dealer_app.gui.chip_art import chip_color, chip_spot_color
from dealer_app.model.chips import Chip
from dealer_app.model.room.chip_sets import SIZED_BY_CHOICES, default_sized_by
from dealer_app.model.room.money import MoneyUnit
from dealer_app.storage.chip_presets import ChipLook, ChipPreset

__all__ = ["COLOUR", "IN_PLAY", "NAME", "SIZED_BY", "SPOT", "VALUE", "ChipRows", "RowError"]

IN_PLAY, NAME, VALUE, COLOUR, SPOT, SIZED_BY = range(6)
_HEADERS = ("In play", "Name", "Value", "Colour", "Edge spots", "Sized by")
_FAULT = QColor("#f6c7c3")
_FAULT_INK = QColor("#1d1d20")


class RowError(ValueError):
    """A fault found on one row and column of the editor."""

    def __init__(self, row: int, column: int, message: str) -> None:
        super().__init__(message)
        self.row = row
        self.column = column


class ChipRows(QTableWidget):
    """The denominations of the set being edited, one a row."""

    edited = Signal()
    """A dealer changed a row (typed, ticked, picked a colour, added, removed, moved)."""

    def __init__(self, unit: Callable[[], MoneyUnit], parent: QWidget | None = None) -> None:
        super().__init__(0, len(_HEADERS), parent)
        self.unit = unit
        self.setHorizontalHeaderLabels(_HEADERS)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setVisible(False)
        self.itemChanged.connect(lambda _: self.edited.emit())
        self.cellDoubleClicked.connect(self._pick_colour)

    # -- cells -----------------------------------------------------------------------------

    def cell(self, row: int, column: int) -> QTableWidgetItem:
        item = self.item(row, column)
        if item is None:  # every cell is filled when its row is made; an empty one is blank
            item = QTableWidgetItem()
            with QSignalBlocker(self):
                self.setItem(row, column, item)
        return item

    def text(self, row: int, column: int) -> str:
        return self.cell(row, column).text().strip()

    def value(self, row: int) -> int | None:
        try:
            return self.unit().parse(self.text(row, VALUE))
        except ValueError:
            return None

    def colour(self, row: int, column: int) -> QColor:
        chosen = self.cell(row, column).data(Qt.ItemDataRole.UserRole)
        if chosen:
            return QColor(chosen)
        name = self.text(row, NAME)
        return chip_color(name) if column == COLOUR else chip_spot_color(name)

    # -- filling ---------------------------------------------------------------------------

    def fill(self, chip_set: ChipPreset) -> None:
        """Show every chip of ``chip_set``, all in play."""
        sizes = chip_set.sizes()
        with QSignalBlocker(self):
            self.setRowCount(0)
            for chip in chip_set.chips:
                self._insert(self.rowCount(), chip.name, chip.value, chip_set.look(chip.name))
                self.cell(self.rowCount() - 1, SIZED_BY).setText(str(sizes.sized_by(chip.name)))

    def show_in_play(self, names: Iterable[str]) -> None:
        """Tick only the chips called ``names`` (all when none are named)."""
        wanted = set(names)
        with QSignalBlocker(self):
            for row in range(self.rowCount()):
                playing = not wanted or self.text(row, NAME) in wanted
                state = Qt.CheckState.Checked if playing else Qt.CheckState.Unchecked
                self.cell(row, IN_PLAY).setCheckState(state)

    def rewrite_values(self, old: MoneyUnit) -> None:
        """Write every value again in the current unit (the amounts stay the same)."""
        with QSignalBlocker(self):
            for row in range(self.rowCount()):
                try:
                    value = old.parse(self.text(row, VALUE))
                except ValueError:
                    continue
                self.cell(row, VALUE).setText(self.unit().text(value))

    def _insert(self, row: int, name: str, value: int, look: ChipLook) -> None:
        with QSignalBlocker(self):
            self.insertRow(row)
            play = QTableWidgetItem()
            play.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
            play.setCheckState(Qt.CheckState.Checked)
            self.setItem(row, IN_PLAY, play)
            self.setItem(row, NAME, QTableWidgetItem(name))
            self.setItem(row, VALUE, QTableWidgetItem(self.unit().text(value)))
            for column, colour in ((COLOUR, look.colour), (SPOT, look.spot)):
                item = QTableWidgetItem()
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                item.setData(Qt.ItemDataRole.UserRole, colour)
                item.setToolTip("Double-click to pick the colour")
                self.setItem(row, column, item)
            sized = QTableWidgetItem(str(default_sized_by(value)))
            sized.setToolTip("How many of this chip make one size when a dealer cuts: 5 or 4")
            self.setItem(row, SIZED_BY, sized)
        self.paint_colours()

    # -- a dealer's edits ------------------------------------------------------------------

    def add_row(self) -> None:
        """A new chip below the selected one, worth twice the highest so far."""
        row = self.currentRow() + 1 if self.currentRow() >= 0 else 0
        values = [self.value(r) for r in range(self.rowCount())]
        value = 2 * max((v for v in values if v), default=1)
        self._insert(row, f"chip {self.rowCount() + 1}", value, ChipLook(""))
        self.setCurrentCell(row, NAME)
        self.edited.emit()

    def remove_row(self) -> None:
        row = self.currentRow()
        if row >= 0:
            self.removeRow(row)
            self.edited.emit()

    def move_row(self, step: int) -> None:
        row = self.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < self.rowCount():
            return
        with QSignalBlocker(self):
            for column in range(self.columnCount()):
                upper = self.takeItem(row, column)
                lower = self.takeItem(target, column)
                self.setItem(row, column, lower)
                self.setItem(target, column, upper)
        self.setCurrentCell(target, NAME)
        self.edited.emit()

    def set_value(self, row: int, text: str) -> None:
        """Type ``text`` into a row's value, as a dealer would."""
        self.cell(row, VALUE).setText(text)

    def set_sized_by(self, row: int, text: str) -> None:
        """Type ``text`` into a row's "sized by", as a dealer would."""
        self.cell(row, SIZED_BY).setText(text)

    def set_colour(self, row: int, column: int, colour: str) -> None:
        """Give a row's face (``COLOUR``) or edge spots (``SPOT``) a colour, ``#rrggbb``."""
        with QSignalBlocker(self):
            self.cell(row, column).setData(Qt.ItemDataRole.UserRole, colour.lower())
        self.paint_colours()
        self.edited.emit()

    def _pick_colour(self, row: int, column: int) -> None:
        if column not in (COLOUR, SPOT):
            return
        title = f"{_HEADERS[column]} of {self.text(row, NAME)}"
        chosen = QColorDialog.getColor(self.colour(row, column), self, title)
        if chosen.isValid():
            self.set_colour(row, column, chosen.name())

    # -- reading and marking ---------------------------------------------------------------

    def chips_and_looks(self) -> tuple[tuple[Chip, ...], tuple[ChipLook, ...]]:
        """The chips as typed and the colours chosen; :class:`RowError` names a bad row."""
        chips = []
        looks = []
        for row in range(self.rowCount()):
            name = self.text(row, NAME)
            try:
                value = self.unit().parse(self.text(row, VALUE))
            except ValueError as error:
                raise RowError(row, VALUE, f"{name or f'row {row + 1}'}: {error}") from None
            try:
                chips.append(Chip(name, value))
            except ValueError as error:
                raise RowError(row, VALUE if name else NAME, str(error)) from None
            colour = self.cell(row, COLOUR).data(Qt.ItemDataRole.UserRole) or ""
            spot = self.cell(row, SPOT).data(Qt.ItemDataRole.UserRole) or ""
            if colour or spot:
                looks.append(ChipLook(name, colour, spot))
        return tuple(chips), tuple(looks)

    def sized_by(self) -> tuple[tuple[str, int], ...]:
        """Each row's chip and its size; :class:`RowError` names a row sized by neither 5
        nor 4."""
        sizes = []
        for row in range(self.rowCount()):
            name = self.text(row, NAME)
            text = self.text(row, SIZED_BY)
            if text not in {str(size) for size in SIZED_BY_CHOICES}:
                raise RowError(
                    row, SIZED_BY, f"{name or f'row {row + 1}'}: sized by {text!r}; give 5 or 4"
                )
            sizes.append((name, int(text)))
        return tuple(sizes)

    def chips_in_play(self) -> tuple[str, ...]:
        """The names of the chips ticked as in play at this table."""
        return tuple(
            self.text(row, NAME)
            for row in range(self.rowCount())
            if self.cell(row, IN_PLAY).checkState() == Qt.CheckState.Checked
        )

    def row_named_in(self, message: str) -> int:
        """The row a model message is about: the chip it names first (the later of two)."""
        best: tuple[int, int] = (len(message) + 1, 0)
        for row in range(self.rowCount()):
            name = self.text(row, NAME)
            for form in (f" {name} (", f" {name} and", f" {name} ", f" {name},"):
                at = message.find(form)
                if at >= 0 and (at, -row) <= (best[0], -best[1]):
                    best = (at, row)
        return best[1]

    def clear_marks(self) -> None:
        with QSignalBlocker(self):
            for row in range(self.rowCount()):
                for column in (NAME, VALUE, SIZED_BY):
                    item = self.cell(row, column)
                    item.setBackground(QBrush())
                    item.setForeground(QBrush())
                    item.setToolTip("")

    def mark_fault(self, row: int, column: int, text: str) -> None:
        """Colour the cell at fault and put the problem in its tooltip."""
        if not 0 <= row < self.rowCount():
            return
        with QSignalBlocker(self):
            item = self.cell(row, column)
            item.setBackground(QBrush(_FAULT))
            item.setForeground(QBrush(_FAULT_INK))
            item.setToolTip(text)

    def paint_colours(self) -> None:
        """Show each row's colours in its colour cells (the usual one when none is chosen)."""
        with QSignalBlocker(self):
            for row in range(self.rowCount()):
                for column in (COLOUR, SPOT):
                    item = self.cell(row, column)
                    colour = self.colour(row, column)
                    item.setBackground(QBrush(colour))
                    ink = "#000000" if colour.lightness() > 140 else "#ffffff"
                    item.setForeground(QBrush(QColor(ink)))
                    chosen = item.data(Qt.ItemDataRole.UserRole)
                    item.setText(chosen or f"{colour.name()} (usual)")
