"""Split the pot: give each winner their chips colour by colour, and say who takes each
odd chip. Chips are clicked or dragged from the rack onto the seats on the table."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QDrag, QIcon, QKeyEvent, QMouseEvent, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QButtonGroup,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from dealer_app.gui.chip_art import paint_chip_stacks
from dealer_app.gui.table.chip_stacks import ChipStack
from dealer_app.gui.theme import Theme, load_theme
from dealer_app.gui.training.answer_panel import AnswerPanel, contested_pots, pot_label, seats_text
from dealer_app.gui.training.pots_panel import AmountBox
from dealer_app.gui.training.spot_table import chip_mime_data
from dealer_app.model.chips import Chip
from dealer_app.model.showdown.push_check import left_whole
from dealer_app.training.drills import Answer, PotSplit, Question, SplitAnswer

__all__ = ["ChipButton", "CountBox", "SplitPanel"]


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


class CountBox(AmountBox):
    """A count of chips in the table, up to the format's 10^12 (a chop of a big pot in
    small chips): typing replaces the count (the cell is selected when the keyboard
    arrives), Enter keeps it and goes to the next cell; Ctrl+Enter goes on to the page,
    which checks the answer."""

    committed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setButtonSymbols(QAbstractSpinBox.ButtonSymbols.NoButtons)
        self.setAlignment(Qt.AlignmentFlag.AlignRight)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if enter and not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.interpretText()
            self.committed.emit()
            event.accept()
            return
        super().keyPressEvent(event)


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
        self.left_label = QLabel(self)
        self.left_label.setWordWrap(True)
        clear_odd = QPushButton("Clear odd chips", self)
        clear_odd.clicked.connect(self.clear_odd_chips)
        odd = QHBoxLayout()
        odd.addWidget(self.odd_button)
        odd.addWidget(clear_odd)
        hint = QLabel(
            "Pick a chip colour and click a winner's seat (or drag the chip onto it), or type "
            "the counts in the table (Enter: next cell, Ctrl+Enter: check). Give each odd "
            "chip in the table too: the odd-chip line fills from the counts.",
            self,
        )
        hint.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.pot_box)
        layout.addWidget(self.given)
        layout.addWidget(hint)
        layout.addLayout(self.rack)
        layout.addWidget(self.shares, 1)
        layout.addWidget(self.left_label)
        layout.addLayout(odd)
        layout.addWidget(self.odd_label)
        self._shares: list[dict[int, dict[str, int]]] = []
        self._odd: list[list[int]] = []
        self._odd_clicked: list[bool] = []
        """Per pot, whether the odd-chip line was set by clicking (else it follows the counts)."""
        self._chips: tuple[Chip, ...] = ()

    # -- the question --------------------------------------------------------------------

    def set_question(self, question: Question) -> None:
        super().set_question(question)
        pots = contested_pots(question)
        self._chips = tuple(question.spot.scenario.chips)
        self._shares = [{seat: {} for seat in pot.winners.seats} for _index, pot in pots]
        self._odd = [[] for _pot in pots]
        self._odd_clicked = [False for _pot in pots]
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
            if pot.winners.halved
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
                spin = CountBox(self.shares)
                spin.setValue(self._shares[position][seat].get(chip.name, 0))
                spin.valueChanged.connect(
                    lambda value, seat=seat, name=chip.name: self._set_count(seat, name, value)
                )
                spin.committed.connect(lambda row=row, column=column: self._next_cell(row, column))
                self.shares.setCellWidget(row, column, spin)
        self.shares.blockSignals(False)
        self._show_odd()
        self._show_left()
        self.changed.emit()

    def cell(self, row: int, column: int) -> CountBox:
        spin = self.shares.cellWidget(row, column)
        assert isinstance(spin, CountBox)
        return spin

    def focus_answer(self) -> None:
        if self.shares.rowCount() and self.shares.columnCount():
            self.cell(0, 0).setFocus()
        else:
            self.setFocus()

    def _next_cell(self, row: int, column: int) -> None:
        """Enter in a cell: on to the next colour, then the next seat, then the next pot."""
        column += 1
        if column >= self.shares.columnCount():
            row, column = row + 1, 0
        if row < self.shares.rowCount():
            self.cell(row, column).setFocus()
        elif self.current_pot() + 1 < self.pot_box.count():
            self.pot_box.setCurrentIndex(self.current_pot() + 1)
            self.focus_answer()

    def left_in_pot(self) -> dict[str, int]:
        """Per colour, the chips of the pot shown not yet given (below 0: too many given)."""
        if self.question is None or not self._shares:
            return {}
        pot = contested_pots(self.question)[self.current_pot()][1]
        left = dict(pot.chips)
        for chips in self._shares[self.current_pot()].values():
            for name, count in chips.items():
                left[name] = left.get(name, 0) - count
        return {chip.name: left.get(chip.name, 0) for chip in self._chips}

    def given_value(self) -> int:
        """The value of every chip given from the pot shown."""
        values = {chip.name: chip.value for chip in self._chips}
        shares = self._shares[self.current_pot()] if self._shares else {}
        return sum(
            values.get(name, 0) * count
            for chips in shares.values()
            for name, count in chips.items()
        )

    def _show_left(self) -> None:
        if self.question is None or not self._shares:
            return
        pot = contested_pots(self.question)[self.current_pot()][1]
        left = self.left_in_pot()
        chip_set = self.question.spot.scenario.chips
        given = [0] * len(chip_set)
        for chips in self._shares[self.current_pot()].values():
            for name, count in chips.items():
                given[chip_set.index(name)] += count
        # A chip broken at the rack for the change given is no longer in the pot.
        whole = left_whole(chip_set, pot.chips, given)
        words = ", ".join(
            f"{count} {name}" for name, count in zip(chip_set.names, whole, strict=True) if count
        )
        value = pot.amount - self.given_value()
        text = f"Left in the pot: {words or 'no chips'} ({max(0, value)})"
        changed = [f"{-count} {name}" for name, count in left.items() if count < 0]
        if changed:
            text += f"; changed in from the rack: {', '.join(changed)}"
        if value < 0:
            error = self._theme.error.name()
            text += (
                f"<br><span style='color:{error}'><b>More given than the pot holds:</b> "
                f"{self.given_value()} given from a pot of {pot.amount}.</span>"
            )
        self.left_label.setText(text)

    # -- giving chips ----------------------------------------------------------------------

    def _set_count(self, seat: int, name: str, count: int) -> None:
        position = self.current_pot()
        self._shares[position][seat][name] = count
        if not self._odd_clicked[position]:
            self._odd[position] = self.odd_chips_in_counts(position)
            self._show_odd()
        self._show_left()
        self.changed.emit()

    def odd_chips_in_counts(self, position: int) -> list[int]:
        """The odd chips the counts give: the seats given more than the smallest share, one
        entry per odd chip (the smallest chip given), in the table's odd-chip order.

        Counts that give every seat its exact share carry the odd chips where the rules put
        them, in any pot. Otherwise a pot halved between a high and a low hand has its odd
        chips told by clicking: its halves differ in size anyway. A low-only game's pot
        (razz, deuce-to-seven, badugi) keeps its winners as its low, and is no halved pot.
        """
        if self.question is None:
            return []
        pot = contested_pots(self.question)[position][1]
        values = {chip.name: chip.value for chip in self._chips}
        amounts = {
            seat: sum(values.get(name, 0) * count for name, count in chips.items())
            for seat, chips in self._shares[position].items()
        }
        # The odd chip is the smallest chip given (a colour changed in at the rack too).
        given = {
            name for chips in self._shares[position].values() for name, n in chips.items() if n
        }
        units = [values.get(name, 0) for name in given] or [
            values.get(name, 0) for name, count in pot.chips if count
        ]
        paid = {seat: amount for seat, amount in amounts.items() if amount}
        if paid and paid == {share.seat: share.amount for share in pot.shares if share.amount}:
            # Every seat given its share: the odd chips are where the shares put them, even
            # where the smallest share takes one (a pot run twice, one odd chip per player)
            # or the halves differ (high-low).
            return [odd.seat for odd in pot.odd_chips]
        if pot.winners.halved or len(amounts) < 2 or not units or min(units) <= 0:
            return []
        smallest, unit = min(amounts.values()), min(units)
        extra = {seat: (amount - smallest) // unit for seat, amount in amounts.items()}
        if sum(extra.values()) >= len(amounts):
            # Fewer odd chips than winners, always: more is a share given wrong, not odd chips.
            return []
        hands = [
            hand for hand in self.question.spot.result.hands_on(1) if extra.get(hand.seat, 0) > 0
        ]
        if len(hands) != len([seat for seat, count in extra.items() if count > 0]):
            return []
        policy = self.question.spot.scenario.odd_chip_policy
        ordered = [seat for seat, _reason in policy.order(hands)]
        return [seat for seat in ordered for _chip in range(extra[seat])]

    def give(self, seat: int, chip: str, count: int = 1) -> bool:
        """Put ``count`` chips of colour ``chip`` in front of ``seat`` for the pot shown."""
        shares = self._shares[self.current_pot()]
        if seat not in shares:
            return False
        seats = sorted(shares)
        names = [c.name for c in self._chips]
        spin = self.cell(seats.index(seat), names.index(chip))
        spin.setValue(spin.value() + count)
        return True

    def seat_clicked(self, seat: int) -> None:
        if self.odd_button.isChecked():
            if not self._odd_clicked[self.current_pot()]:
                self._odd_clicked[self.current_pot()] = True
                self._odd[self.current_pot()] = []
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
        """Take back the seats clicked for the odd chips: the line follows the counts again."""
        if self._odd:
            position = self.current_pot()
            self._odd_clicked[position] = False
            self._odd[position] = self.odd_chips_in_counts(position)
            self._show_odd()
            self.changed.emit()

    def _show_odd(self) -> None:
        odd = self._odd[self.current_pot()] if self._odd else []
        text = ", then ".join(f"seat {seat}" for seat in odd)
        clicked = self._odd_clicked[self.current_pot()] if self._odd_clicked else False
        source = "" if clicked or not odd else " (from the counts)"
        self.odd_label.setText(f"Odd chips to: {text or 'none'}{source}")

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

    def marks_for(self, answer: Answer) -> dict[int, str]:
        position = self.current_pot()
        if not isinstance(answer, SplitAnswer) or position >= len(answer.pots):
            return {}
        values = {chip.name: chip.value for chip in self._chips}
        pot = answer.pots[position]
        marks = {}
        for seat, chips in pot.shares.items():
            amount = sum(values.get(name, 0) * count for name, count in chips.items())
            odd = pot.odd_chip_seats.count(seat)
            marks[seat] = f"+{amount}" + (" ★" * odd)
        return marks
