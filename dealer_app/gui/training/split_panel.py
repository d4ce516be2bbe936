"""Split the pot: give each winner their chips colour by colour, and say who takes each
odd chip. Chips are clicked or dragged from the rack onto the seats on the table."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, QSize, Qt
from PySide6.QtGui import QDrag, QIcon, QMouseEvent, QPainter, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from dealer_app.gui.chip_art import paint_chip_stacks
from dealer_app.gui.table.chip_stacks import ChipStack
from dealer_app.gui.theme import Theme, load_theme
from dealer_app.gui.training.answer_panel import AnswerPanel, contested_pots, pot_label, seats_text
from dealer_app.gui.training.spot_table import chip_mime_data
from dealer_app.model.chips import Chip
from dealer_app.training.drills import PotSplit, Question, SplitAnswer

__all__ = ["ChipButton", "SplitPanel"]

_MAX_CHIPS = 9999


def chip_icon(chip: Chip, theme: Theme, in_pot: int, size: int = 40) -> QPixmap:
    """A stack of the colour with how many of it the pot holds (``×0``: from the rack)."""
    picture = QPixmap(size, size)
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    paint_chip_stacks(
        painter,
        QRectF(0, 0, size, size),
        (ChipStack(chip.name, chip.value, in_pot),),
        theme=theme,
        diameter=size * 0.6,
    )
    painter.end()
    return picture


class ChipButton(QToolButton):
    """One colour in the rack: click it then a seat, or drag it onto a seat."""

    def __init__(self, chip: Chip, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chip = chip
        self._theme = theme
        self._icon = QPixmap()
        self.setIconSize(QSize(40, 40))
        self.setText(f"{chip.name} {chip.value}")
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
        self.setCheckable(True)
        self._press = QPoint()
        self.set_in_pot(0)

    def set_in_pot(self, count: int) -> None:
        """Show how many chips of this colour the pot being split holds."""
        self._icon = chip_icon(self.chip, self._theme, count)
        self.setIcon(QIcon(self._icon))
        self.setToolTip(
            f"{self.chip.name.capitalize()} ({self.chip.value}), {count} in the pot: "
            "click a seat to give one, or drag it there"
        )

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._press = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        moved = (event.position().toPoint() - self._press).manhattanLength()
        if event.buttons() & Qt.MouseButton.LeftButton and moved > 6:
            drag = QDrag(self)
            drag.setMimeData(chip_mime_data(self.chip.name))
            drag.setPixmap(self._icon)
            drag.exec(Qt.DropAction.CopyAction)
            return
        super().mouseMoveEvent(event)


class SplitPanel(AnswerPanel):
    """For each pot: a row per winning seat with a count per chip colour, and the odd chips."""

    def __init__(self, theme: Theme | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._theme = theme if theme is not None else load_theme()
        self.pot_box = QComboBox(self)
        self.pot_box.currentIndexChanged.connect(self._show_pot)
        self.given = QLabel(self)
        self.given.setWordWrap(True)
        self.rack = QHBoxLayout()
        self.rack_group = QButtonGroup(self)
        self.shares = QTableWidget(self)
        self.shares.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.odd_button = QPushButton("Odd chip: click the seat that takes it", self)
        self.odd_button.setCheckable(True)
        self.rack_group.addButton(self.odd_button)
        self.odd_label = QLabel(self)
        clear_odd = QPushButton("Clear odd chips", self)
        clear_odd.clicked.connect(self.clear_odd_chips)
        odd = QHBoxLayout()
        odd.addWidget(self.odd_button)
        odd.addWidget(clear_odd)
        hint = QLabel(
            "Pick a chip colour and click a winner's seat (or drag the chip onto it); "
            "correct a count in the table below.",
            self,
        )
        hint.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.pot_box)
        layout.addWidget(self.given)
        layout.addWidget(hint)
        layout.addLayout(self.rack)
        layout.addWidget(self.shares, 1)
        layout.addLayout(odd)
        layout.addWidget(self.odd_label)
        self._shares: list[dict[int, dict[str, int]]] = []
        self._odd: list[list[int]] = []
        self._chips: tuple[Chip, ...] = ()

    # -- the question --------------------------------------------------------------------

    def set_question(self, question: Question) -> None:
        super().set_question(question)
        pots = contested_pots(question)
        self._chips = tuple(question.spot.scenario.chips)
        self._shares = [{seat: {} for seat in pot.winners.seats} for _index, pot in pots]
        self._odd = [[] for _pot in pots]
        for button in list(self.rack_group.buttons()):
            if button is not self.odd_button:
                self.rack_group.removeButton(button)
                self.rack.removeWidget(button)
                button.deleteLater()
        for chip in self._chips:
            button = ChipButton(chip, self._theme, self)
            self.rack_group.addButton(button)
            self.rack.addWidget(button)
        buttons = [b for b in self.rack_group.buttons() if b is not self.odd_button]
        if buttons:
            buttons[0].setChecked(True)
        self.pot_box.blockSignals(True)
        self.pot_box.clear()
        for _index, pot in pots:
            self.pot_box.addItem(pot_label(pot))
        self.pot_box.blockSignals(False)
        self.pot_box.setVisible(len(pots) > 1)
        self._show_pot(0)

    def current_pot(self) -> int:
        return max(0, self.pot_box.currentIndex())

    def _show_pot(self, position: int) -> None:
        if self.question is None or position < 0:
            return
        pot = contested_pots(self.question)[position][1]
        chips = ", ".join(f"{count} {name}" for name, count in pot.chips if count)
        first, second = self.question.spot.scenario.game_rules.half_names
        halves = (
            f"{first}: {seats_text(pot.winners.high)}, {second}: {seats_text(pot.winners.low)}"
            if pot.winners.low and pot.winners.high
            else f"won by seat{'s' if len(pot.winners.seats) > 1 else ''} "
            f"{seats_text(pot.winners.seats)}"
        )
        self.given.setText(f"<b>{pot_label(pot)}</b> in {chips or 'no chips'} — {halves}")
        in_pot = dict(pot.chips)
        for button in self.rack_group.buttons():
            if isinstance(button, ChipButton):
                button.set_in_pot(in_pot.get(button.chip.name, 0))
        seats = sorted(self._shares[position])
        self.shares.blockSignals(True)
        self.shares.clear()
        self.shares.setRowCount(len(seats))
        self.shares.setColumnCount(len(self._chips))
        self.shares.setHorizontalHeaderLabels([chip.name for chip in self._chips])
        self.shares.setVerticalHeaderLabels([f"Seat {seat}" for seat in seats])
        for row, seat in enumerate(seats):
            for column, chip in enumerate(self._chips):
                spin = QSpinBox(self.shares)
                spin.setRange(0, _MAX_CHIPS)
                spin.setButtonSymbols(QSpinBox.ButtonSymbols.NoButtons)
                spin.setAlignment(Qt.AlignmentFlag.AlignRight)
                spin.setValue(self._shares[position][seat].get(chip.name, 0))
                spin.valueChanged.connect(
                    lambda value, seat=seat, name=chip.name: self._set_count(seat, name, value)
                )
                self.shares.setCellWidget(row, column, spin)
        self.shares.blockSignals(False)
        self._show_odd()
        self.changed.emit()

    # -- giving chips ----------------------------------------------------------------------

    def _set_count(self, seat: int, name: str, count: int) -> None:
        self._shares[self.current_pot()][seat][name] = count
        self.changed.emit()

    def give(self, seat: int, chip: str, count: int = 1) -> bool:
        """Put ``count`` chips of colour ``chip`` in front of ``seat`` for the pot shown."""
        shares = self._shares[self.current_pot()]
        if seat not in shares:
            return False
        seats = sorted(shares)
        names = [c.name for c in self._chips]
        spin = self.shares.cellWidget(seats.index(seat), names.index(chip))
        assert isinstance(spin, QSpinBox)
        spin.setValue(spin.value() + count)
        return True

    def seat_clicked(self, seat: int) -> None:
        if self.odd_button.isChecked():
            self._odd[self.current_pot()].append(seat)
            self._show_odd()
            self.changed.emit()
            return
        button = self.rack_group.checkedButton()
        if isinstance(button, ChipButton):
            self.give(seat, button.chip.name)

    def chip_dropped(self, seat: int, chip: str) -> None:
        self.give(seat, chip)

    def clear_odd_chips(self) -> None:
        if self._odd:
            self._odd[self.current_pot()].clear()
            self._show_odd()
            self.changed.emit()

    def _show_odd(self) -> None:
        odd = self._odd[self.current_pot()] if self._odd else []
        text = ", then ".join(f"seat {seat}" for seat in odd)
        self.odd_label.setText(f"Odd chips to: {text or 'none'}")

    # -- the answer ------------------------------------------------------------------------

    def answer(self) -> SplitAnswer:
        return SplitAnswer(
            tuple(
                PotSplit(
                    shares={
                        seat: {name: count for name, count in chips.items() if count}
                        for seat, chips in shares.items()
                    },
                    odd_chip_seats=tuple(odd),
                )
                for shares, odd in zip(self._shares, self._odd, strict=True)
            )
        )

    def marks(self) -> dict[int, str]:
        if not self._shares:
            return {}
        values = {chip.name: chip.value for chip in self._chips}
        position = self.current_pot()
        marks = {}
        for seat, chips in self._shares[position].items():
            amount = sum(values.get(name, 0) * count for name, count in chips.items())
            odd = self._odd[position].count(seat)
            marks[seat] = f"+{amount}" + (" ★" * odd)
        return marks
