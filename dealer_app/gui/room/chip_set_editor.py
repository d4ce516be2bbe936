"""The chip-set editor: a room's denominations, colours, display unit and chips in play.

Rows can be added, removed and moved; each has a name, a value (typed as the set's unit
reads it: ``0.25`` in a home game counted in cents), a colour and an edge-spot colour
(colour pickers), and whether it is in play at this table. The chips are drawn exactly as
the table draws them. What the model refuses (a value that is not a whole multiple of the
smallest, a name or value used twice) is shown beside the table, on the row at fault, and
nothing is applied until it is right.

Presets and the room's own sets are picked at the top; "Apply to table" plays with the
chips in play, "Save as" keeps the set for the room by name, and a set can be imported or
exported as a file.
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QHideEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QColorDialog,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealer_app.gui.chip_art import chip_color, chip_spot_color, paint_chip_stacks, use_chip_looks
from dealer_app.gui.chip_stacks import ChipStack
from dealer_app.gui.controller import TableController
from dealer_app.gui.room.room_settings import RoomSettings
from dealer_app.gui.theme import Theme, load_theme
from dealer_app.model.chips import Chip, ChipSet
from dealer_app.model.money import MoneyUnit
from dealer_app.storage.chip_presets import ChipLook, ChipPreset, ChipPresetError, chip_presets
from dealer_app.storage.room_chip_sets import RoomChipSets, export_chip_set, import_chip_set

__all__ = ["ChipSetEditor", "apply_chip_looks", "chip_face_label"]

IN_PLAY, NAME, VALUE, COLOUR, SPOT = range(5)
_HEADERS = ("In play", "Name", "Value", "Colour", "Edge spots")
_PER_CHOICES = ((1, "whole units"), (100, "cents (1/100)"), (10, "tenths"), (1000, "1/1000"))
_FAULT = QColor("#f6c7c3")


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
    """Draw the table's chips as ``chip_set`` colours and labels them."""
    use_chip_looks(
        {look.name: (look.colour, look.spot) for look in chip_set.looks},
        {
            chip.name: label
            for chip in chip_set.chips
            if (label := chip_face_label(chip_set.unit, chip.value))
        },
    )


class ChipPreview(QWidget):
    """The chips of the set being edited, drawn as the table draws them."""

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


class ChipSetEditor(QWidget):
    """Edit, pick, save, import and export chip sets; apply the chips in play to the table."""

    chipsApplied = Signal(object)
    """Emitted with the :class:`ChipPreset` whose chips in play the table now uses."""

    def __init__(
        self,
        controller: TableController,
        room: RoomChipSets,
        settings: RoomSettings | None = None,
        theme: Theme | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("chipSetEditor")
        self.controller = controller
        self.room = room
        self.settings = settings
        self.theme = theme if theme is not None else load_theme()
        self._current: ChipPreset | None = None
        self._applied: ChipPreset | None = None
        """The set whose colours the table draws (the preview draws the one edited)."""
        self._filling = False

        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(QLabel("Chip set", self))
        self.set_box = QComboBox(self)
        self.set_box.activated.connect(lambda index: self.load(self.set_box.itemData(index)))
        top.addWidget(self.set_box, 1)
        for text, slot in (
            ("Save as…", self._ask_save),
            ("Delete", self.delete_current),
            ("Import…", self._ask_import),
            ("Export…", self._ask_export),
        ):
            button = QPushButton(text, self)
            button.clicked.connect(slot)
            top.addWidget(button)
        layout.addLayout(top)

        unit_row = QHBoxLayout()
        unit_row.addWidget(QLabel("Money reads", self))
        self.symbol_edit = QLineEdit(self)
        self.symbol_edit.setMaxLength(4)
        self.symbol_edit.setFixedWidth(60)
        self.symbol_edit.setToolTip("Written before amounts: $, €, T for tournament chips")
        self.symbol_edit.textEdited.connect(lambda _: self._check())
        unit_row.addWidget(self.symbol_edit)
        unit_row.addWidget(QLabel("values count", self))
        self.per_box = QComboBox(self)
        for per, text in _PER_CHOICES:
            self.per_box.addItem(text, per)
        self.per_box.activated.connect(lambda _: self._unit_changed())
        unit_row.addWidget(self.per_box)
        self.unit_example = QLabel(self)
        unit_row.addWidget(self.unit_example, 1)
        layout.addLayout(unit_row)

        middle = QHBoxLayout()
        self.table = QTableWidget(0, len(_HEADERS), self)
        self.table.setHorizontalHeaderLabels(_HEADERS)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setVisible(False)
        self.table.itemChanged.connect(lambda _: self._check())
        self.table.cellDoubleClicked.connect(self._pick_colour)
        middle.addWidget(self.table, 3)
        side = QVBoxLayout()
        for text, slot in (
            ("Add", self.add_row),
            ("Remove", self.remove_row),
            ("Up", lambda: self.move_row(-1)),
            ("Down", lambda: self.move_row(1)),
        ):
            button = QPushButton(text, self)
            button.clicked.connect(slot)
            side.addWidget(button)
        self.problem_label = QLabel(self)
        self.problem_label.setObjectName("chipSetProblem")
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("color: #b3261e;")
        self.problem_label.setMinimumWidth(180)
        side.addWidget(self.problem_label)
        side.addStretch(1)
        middle.addLayout(side, 1)
        layout.addLayout(middle, 3)

        self.preview = ChipPreview(self.theme, self)
        layout.addWidget(self.preview, 1)
        bottom = QHBoxLayout()
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        bottom.addWidget(self.status, 1)
        self.apply_button = QPushButton("Apply to table", self)
        self.apply_button.setDefault(True)
        self.apply_button.clicked.connect(self.apply)
        bottom.addWidget(self.apply_button)
        layout.addLayout(bottom)

        self._fill_sets()
        key = settings.chip_set if settings is not None else self.controller.state.chip_set_name
        self.load(key if self.set_box.findData(key) >= 0 else self.set_box.itemData(0))
        if settings is not None and self._current is not None:
            self._show_in_play(settings.chips_in_play)
            if settings.store.contains("room/chip_set"):
                self._applied = self._current

    # -- sets ------------------------------------------------------------------------------

    def _fill_sets(self) -> None:
        self.set_box.clear()
        for chip_set in (*chip_presets(), *self.room.sets()):
            self.set_box.addItem(chip_set.title, chip_set.key)
            self.set_box.setItemData(
                self.set_box.count() - 1, chip_set.description, Qt.ItemDataRole.ToolTipRole
            )
        if self.room.problems:
            self.status.setText(" ".join(self.room.problems))
            self.room.problems.clear()

    def load(self, key: str) -> bool:
        """Show the preset or room set ``key`` for editing."""
        try:
            chip_set = self.room.find(key)
        except ChipPresetError as error:
            self.status.setText(str(error))
            return False
        self.show_set(chip_set)
        self.set_box.setCurrentIndex(self.set_box.findData(key))
        return True

    def show_set(self, chip_set: ChipPreset) -> None:
        """Fill the editor with ``chip_set`` (every chip in play)."""
        self._current = chip_set
        self._filling = True
        try:
            self.symbol_edit.setText(chip_set.unit.symbol)
            self.per_box.setCurrentIndex(self.per_box.findData(chip_set.unit.per))
            self.table.setRowCount(0)
            for chip in chip_set.chips:
                look = chip_set.look(chip.name)
                self._insert(self.table.rowCount(), chip.name, chip.value, look, True)
        finally:
            self._filling = False
        self._check()

    def _show_in_play(self, names: tuple[str, ...]) -> None:
        if not names:
            return
        for row in range(self.table.rowCount()):
            item = self._item(row, IN_PLAY)
            state = Qt.CheckState.Checked if self._text(row, NAME) in names else None
            item.setCheckState(state or Qt.CheckState.Unchecked)

    # -- rows ------------------------------------------------------------------------------

    def _insert(self, row: int, name: str, value: int, look: ChipLook, in_play: bool) -> None:
        filling, self._filling = self._filling, True
        self.table.insertRow(row)
        play = QTableWidgetItem()
        play.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
        play.setCheckState(Qt.CheckState.Checked if in_play else Qt.CheckState.Unchecked)
        self.table.setItem(row, IN_PLAY, play)
        self.table.setItem(row, NAME, QTableWidgetItem(name))
        self.table.setItem(row, VALUE, QTableWidgetItem(self.unit().text(value)))
        for column, colour in ((COLOUR, look.colour), (SPOT, look.spot)):
            item = QTableWidgetItem()
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
            item.setData(Qt.ItemDataRole.UserRole, colour)
            item.setToolTip("Double-click to pick the colour")
            self.table.setItem(row, column, item)
        self._filling = filling
        self._paint_colours(row)

    def add_row(self) -> None:
        """A new chip below the selected one, worth twice the highest so far."""
        row = self.table.currentRow() + 1 if self.table.currentRow() >= 0 else 0
        values = [self._value(r) for r in range(self.table.rowCount())]
        value = 2 * max((v for v in values if v), default=1)
        self._insert(row, f"chip {self.table.rowCount() + 1}", value, ChipLook(""), True)
        self.table.setCurrentCell(row, NAME)
        self._check()

    def remove_row(self) -> None:
        row = self.table.currentRow()
        if row >= 0:
            self.table.removeRow(row)
            self._check()

    def move_row(self, step: int) -> None:
        row = self.table.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < self.table.rowCount():
            return
        self._filling = True
        try:
            for column in range(self.table.columnCount()):
                upper = self.table.takeItem(row, column)
                lower = self.table.takeItem(target, column)
                self.table.setItem(row, column, lower)
                self.table.setItem(target, column, upper)
        finally:
            self._filling = False
        self.table.setCurrentCell(target, NAME)
        self._check()

    def set_value(self, row: int, text: str) -> None:
        """Type ``text`` into a row's value, as a dealer would."""
        self._item(row, VALUE).setText(text)

    def set_colour(self, row: int, column: int, colour: str) -> None:
        """Give a row's face (``COLOUR``) or edge spots (``SPOT``) a colour, ``#rrggbb``."""
        self._item(row, column).setData(Qt.ItemDataRole.UserRole, colour.lower())
        self._paint_colours(row)
        self._check()

    def _pick_colour(self, row: int, column: int) -> None:
        if column not in (COLOUR, SPOT):
            return
        start = self._colour(row, column)
        chosen = QColorDialog.getColor(start, self, f"{_HEADERS[column]} of {self._text(row, 1)}")
        if chosen.isValid():
            self.set_colour(row, column, chosen.name())

    def _paint_colours(self, row: int) -> None:
        filling, self._filling = self._filling, True
        for column in (COLOUR, SPOT):
            item = self._item(row, column)
            colour = self._colour(row, column)
            item.setBackground(QBrush(colour))
            ink = "#000000" if colour.lightness() > 140 else "#ffffff"
            item.setForeground(QBrush(QColor(ink)))
            chosen = item.data(Qt.ItemDataRole.UserRole)
            item.setText(chosen or f"{colour.name()} (usual)")
        self._filling = filling

    def _colour(self, row: int, column: int) -> QColor:
        chosen = self._item(row, column).data(Qt.ItemDataRole.UserRole)
        if chosen:
            return QColor(chosen)
        name = self._text(row, NAME)
        return chip_color(name) if column == COLOUR else chip_spot_color(name)

    def _item(self, row: int, column: int) -> QTableWidgetItem:
        item = self.table.item(row, column)
        if item is None:  # every cell is filled when its row is made; an empty one is blank
            item = QTableWidgetItem()
            self.table.setItem(row, column, item)
        return item

    def _text(self, row: int, column: int) -> str:
        return self._item(row, column).text().strip()

    def _value(self, row: int) -> int | None:
        try:
            return self.unit().parse(self._text(row, VALUE))
        except ValueError:
            return None

    # -- the set ---------------------------------------------------------------------------

    def unit(self) -> MoneyUnit:
        try:
            return MoneyUnit(self.symbol_edit.text().strip(), int(self.per_box.currentData()))
        except ValueError:
            return MoneyUnit()

    def _unit_changed(self) -> None:
        # The values keep their amounts: they are written again in the new unit.
        old = self._current.unit if self._current is not None else MoneyUnit()
        self._filling = True
        try:
            for row in range(self.table.rowCount()):
                try:
                    value = old.parse(self._text(row, VALUE))
                except ValueError:
                    continue
                self._item(row, VALUE).setText(self.unit().text(value))
        finally:
            self._filling = False
        self._check()

    def edited_set(self) -> ChipPreset:
        """The set as edited; :class:`ChipPresetError` (or the model's error) names the fault."""
        base = self._current or chip_presets()[0]
        chips = []
        looks = []
        for row in range(self.table.rowCount()):
            name = self._text(row, NAME)
            try:
                value = self.unit().parse(self._text(row, VALUE))
            except ValueError as error:
                raise _RowError(row, VALUE, f"{name or 'row ' + str(row + 1)}: {error}") from None
            try:
                chips.append(Chip(name, value))
            except ValueError as error:
                raise _RowError(row, VALUE if name else NAME, str(error)) from None
            colour = self._item(row, COLOUR).data(Qt.ItemDataRole.UserRole) or ""
            spot = self._item(row, SPOT).data(Qt.ItemDataRole.UserRole) or ""
            if colour or spot:
                looks.append(ChipLook(name, colour, spot))
        try:
            chip_set = ChipSet(tuple(chips))
        except ValueError as error:
            raise _RowError(self._row_named_in(str(error)), VALUE, str(error)) from None
        return dataclasses.replace(base, chips=chip_set, unit=self.unit(), looks=tuple(looks))

    def chips_in_play(self) -> tuple[str, ...]:
        """The names of the chips ticked as in play at this table."""
        return tuple(
            self._text(row, NAME)
            for row in range(self.table.rowCount())
            if self._item(row, IN_PLAY).checkState() == Qt.CheckState.Checked
        )

    def _row_named_in(self, message: str) -> int:
        """The row a model message is about: the chip it names first (the later of two)."""
        best: tuple[int, int] = (len(message) + 1, 0)
        for row in range(self.table.rowCount()):
            name = self._text(row, NAME)
            for form in (f" {name} (", f" {name} and", f" {name} ", f" {name},"):
                at = message.find(form)
                if at >= 0 and (at, -row) <= (best[0], -best[1]):
                    best = (at, row)
        return best[1]

    def _check(self) -> ChipPreset | None:
        """Check the edited set; show the fault beside the table and on its row."""
        if self._filling:
            return None
        self._filling = True
        try:
            return self._checked()
        finally:
            self._filling = False

    def _checked(self) -> ChipPreset | None:
        for row in range(self.table.rowCount()):
            for column in (NAME, VALUE):
                item = self._item(row, column)
                item.setBackground(QBrush())
                item.setForeground(QBrush())
                item.setToolTip("")
        self.unit_example.setText(
            "  reads " + ", ".join(self.unit().text(v) for v in (25, 100, 500))
        )
        try:
            chip_set = self.edited_set()
            if not self.chips_in_play():
                raise ChipPresetError("no chip is in play: tick at least one")
            chip_set.in_play(self.chips_in_play())
        except _RowError as error:
            self._show_problem(str(error), error.row, error.column)
            return None
        except ValueError as error:
            self._show_problem(str(error), None, NAME)
            return None
        self.problem_label.clear()
        self.apply_button.setEnabled(True)
        self.preview.show_chips(list(chip_set.chips))
        for row in range(self.table.rowCount()):
            self._paint_colours(row)
        apply_chip_looks(chip_set)
        self.preview.update()
        return chip_set

    def _show_problem(self, text: str, row: int | None, column: int) -> None:
        # The model names values in units; the dealer reads them in the set's money.
        unit = self.unit()
        text = re.sub(r"\((\d+)\)", lambda match: f"({unit.text(int(match[1]))})", text)
        text = re.sub(
            r"same value, (\d+)", lambda match: f"same value, {unit.text(int(match[1]))}", text
        )
        self.problem_label.setText(text.removeprefix("chips: "))
        self.apply_button.setEnabled(False)
        if row is not None and 0 <= row < self.table.rowCount():
            item = self._item(row, column)
            filling, self._filling = self._filling, True
            item.setBackground(QBrush(_FAULT))
            item.setForeground(QBrush(QColor("#1d1d20")))
            item.setToolTip(text)
            self._filling = filling

    def hideEvent(self, event: QHideEvent) -> None:
        # The table goes back to the colours of the set it plays with.
        if self._applied is not None:
            apply_chip_looks(self._applied)
        else:
            use_chip_looks({})
        super().hideEvent(event)

    # -- actions ---------------------------------------------------------------------------

    def apply(self) -> bool:
        """Play with the chips in play of the edited set; remember it for the room."""
        chip_set = self._check()
        if chip_set is None:
            return False
        in_play = self.chips_in_play()
        chips = chip_set.in_play(in_play)
        if chips != self.controller.scenario.chips:
            self.controller.set_chips(chips, chip_set.key)
        if self.controller.scenario.chips != chips:
            self.status.setText(f"Not applied: the table's amounts do not fit {chips.unit}")
            return False
        if self.settings is not None:
            self.settings.chip_set = chip_set.key
            every = len(in_play) == len(chip_set.chips)
            self.settings.chips_in_play = () if every else in_play
            self.settings.sync()
        self.status.setText(
            f"The table plays with {chip_set.title}: {chips.unit_chip} is the odd chip."
        )
        self._applied = chip_set
        self.chipsApplied.emit(chip_set)
        return True

    def save_as(self, title: str) -> ChipPreset | None:
        """Keep the edited set for the room under ``title``."""
        chip_set = self._check()
        if chip_set is None:
            return None
        try:
            saved = self.room.save(chip_set, title)
        except (ChipPresetError, OSError) as error:
            self.status.setText(f"Not saved: {error}")
            return None
        self._fill_sets()
        self._current = saved
        self.set_box.setCurrentIndex(self.set_box.findData(saved.key))
        self.status.setText(f"Saved as the room's set “{saved.title}”.")
        return saved

    def delete_current(self) -> None:
        if self._current is None:
            return
        try:
            self.room.delete(self._current.key)
        except ChipPresetError as error:
            self.status.setText(str(error))
            return
        self._fill_sets()
        self.load(self.set_box.itemData(0))

    def import_from(self, path: Path) -> bool:
        try:
            chip_set = import_chip_set(path)
        except ChipPresetError as error:
            self.status.setText(f"Not imported: {error}")
            return False
        self.show_set(chip_set)
        self.status.setText(f"Imported {chip_set.title}: save it to keep it for the room.")
        return True

    def export_to(self, path: Path) -> bool:
        chip_set = self._check()
        if chip_set is None:
            return False
        try:
            export_chip_set(chip_set, path)
        except OSError as error:
            self.status.setText(f"Not exported: {path}: {error.strerror}")
            return False
        self.status.setText(f"Exported to {path}.")
        return True

    def _ask_save(self) -> None:
        title = self._current.title if self._current is not None else ""
        text, ok = QInputDialog.getText(
            self, "Save chip set", "Name for the room's set:", text=title
        )
        if ok and text.strip():
            self.save_as(text)

    def _ask_import(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Import chip set", "", "Chip sets (*.json)")
        if path:
            self.import_from(Path(path))

    def _ask_export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "Export chip set", "", "Chip sets (*.json)")
        if path:
            self.export_to(Path(path))


class _RowError(ValueError):
    """A fault found on one row and column of the editor."""

    def __init__(self, row: int, column: int, message: str) -> None:
        super().__init__(message)
        self.row = row
        self.column = column
