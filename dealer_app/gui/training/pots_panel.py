"""Build the pots: from the bets in front of the seats, each pot's amount and who may win it."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFocusEvent, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from dealer_app.gui.training.answer_panel import AnswerPanel
from dealer_app.training.drills import Answer, PotEntry, PotsAnswer, Question

__all__ = ["AmountBox", "PotsPanel", "replace_zero"]

MAX_POTS = 9
_MAX_AMOUNT = 99_999_999


def _pot_name(position: int) -> str:
    return "Main pot" if position == 0 else f"Side pot {position}"


def typed_seats(text: str) -> set[int]:
    """The seats typed in an eligible field: ``"1 3, 5"`` -> ``{1, 3, 5}`` (``0`` is seat 10).

    >>> sorted(typed_seats("1 3,5 0 x"))
    [1, 3, 5, 10]
    """
    return {int(word) or 10 for word in re.findall(r"\d+", text)}


class AmountBox(QSpinBox):
    """An amount typed in: the field is selected when the keyboard arrives, so typing
    replaces the 0 rather than adding to it."""

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        # Tied to the box: it may be deleted (the next spot dealt) before the timer fires.
        QTimer.singleShot(0, self, self.selectAll)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        replace_zero(self, event)
        super().keyPressEvent(event)


def replace_zero(box: QSpinBox, event: QKeyEvent) -> None:
    """A digit typed into a field still at 0 replaces the 0 (never "07" or "70")."""
    if event.text().isdigit() and box.value() == 0:
        box.selectAll()


class PotsPanel(AnswerPanel):
    """A line per pot, main pot first: its amount, and the seats clicked as eligible."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        hint = QLabel(
            "Count the pots from the bets in front of the seats. For each pot enter its "
            "amount, choose its line and click every seat that can win it.",
            self,
        )
        hint.setWordWrap(True)
        self._grid = QGridLayout()
        self._rows: list[tuple[QRadioButton, QSpinBox, QLineEdit]] = []
        self._eligible: list[set[int]] = []
        self.add_button = QPushButton("Add a side pot", self)
        self.add_button.setToolTip("Alt+A")
        self.add_button.clicked.connect(self._add_by_hand)
        # Alt+A from any field of this panel (the exam's panel has its own: no clash).
        add = QShortcut(QKeySequence("Alt+A"), self)
        add.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        add.activated.connect(self._add_by_hand)
        self.remove_button = QPushButton("Remove the last", self)
        self.remove_button.clicked.connect(self.remove_pot)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        layout = QVBoxLayout(self)
        layout.addWidget(hint)
        layout.addLayout(self._grid)
        layout.addLayout(buttons)
        layout.addStretch(1)

    def set_question(self, question: Question) -> None:
        super().set_question(question)
        while self._rows:
            self.remove_pot(force=True)
        self.add_pot()

    def covers_pots(self) -> bool:
        return True

    def pot_count(self) -> int:
        return len(self._rows)

    def add_pot(self) -> None:
        if len(self._rows) >= MAX_POTS:
            return
        position = len(self._rows)
        line = self.add_target(QRadioButton(_pot_name(position), self))
        amount = AmountBox(self)
        amount.setRange(0, _MAX_AMOUNT)
        amount.setAccelerated(True)
        amount.setToolTip(f"The amount of the {_pot_name(position).lower()}")
        amount.valueChanged.connect(lambda _value: self.changed.emit())
        seats = QLineEdit(self)
        seats.setPlaceholderText("seats that can win it")
        seats.setToolTip("Type the seats (1 3 5) or click them on the table")
        seats.textEdited.connect(lambda text, row=position: self._seats_typed(row, text))
        self._grid.addWidget(line, position, 0)
        self._grid.addWidget(amount, position, 1)
        self._grid.addWidget(seats, position, 2)
        # Tab goes from a pot's amount to its seats, then to the next pot's amount.
        if self._rows:
            QWidget.setTabOrder(self._rows[-1][2], amount)
        QWidget.setTabOrder(amount, seats)
        self._rows.append((line, amount, seats))
        self._eligible.append(set())
        line.setChecked(True)
        self._update_buttons()
        self.changed.emit()

    def amount_field(self, position: int) -> QSpinBox:
        return self._rows[position][1]

    def seats_field(self, position: int) -> QLineEdit:
        """Where the seats that can win pot ``position`` are typed (or shown, once clicked)."""
        return self._rows[position][2]

    def _add_by_hand(self) -> None:
        """A side pot added by the button (or Alt+A): the keyboard goes to its amount."""
        self.add_pot()
        # The new line's fields are shown now, not when the event loop turns, so that the
        # keyboard can go to its amount at once.
        for widget in self._rows[-1]:
            widget.show()
        self._rows[-1][1].setFocus()

    def focus_answer(self) -> None:
        if self._rows:
            self._rows[0][1].setFocus()

    def _seats_typed(self, position: int, text: str) -> None:
        self._eligible[position] = typed_seats(text)
        self._rows[position][0].setChecked(True)
        self.changed.emit()

    def remove_pot(self, *, force: bool = False) -> None:
        if len(self._rows) <= (0 if force else 1):
            return
        line, amount, seats = self._rows.pop()
        self._eligible.pop()
        self.targets.removeButton(line)
        for widget in (line, amount, seats):
            self._grid.removeWidget(widget)
            widget.deleteLater()
        if self._rows:
            self._rows[-1][0].setChecked(True)
        self._update_buttons()
        self.changed.emit()

    def _update_buttons(self) -> None:
        self.add_button.setEnabled(len(self._rows) < MAX_POTS)
        self.remove_button.setEnabled(len(self._rows) > 1)

    def seat_clicked(self, seat: int) -> None:
        for position, (line, _amount, label) in enumerate(self._rows):
            if line.isChecked():
                self._eligible[position].symmetric_difference_update({seat})
                label.setText(_seats_words(self._eligible[position]))
                self.changed.emit()
                return

    def set_pot(self, position: int, amount: int, eligible: set[int]) -> None:
        """Fill a line at once (as typing and clicking would)."""
        while len(self._rows) <= position:
            self.add_pot()
        _line, spin, label = self._rows[position]
        spin.setValue(amount)
        self._eligible[position] = set(eligible)
        label.setText(_seats_words(eligible))
        self.changed.emit()

    def answer(self) -> PotsAnswer:
        return PotsAnswer(
            tuple(
                PotEntry(amount=spin.value(), eligible=frozenset(eligible))
                for (_line, spin, _label), eligible in zip(self._rows, self._eligible, strict=True)
            )
        )

    def marks_for(self, answer: Answer) -> dict[int, str]:
        if not isinstance(answer, PotsAnswer):
            return {}
        words: dict[int, list[str]] = {}
        for position, entry in enumerate(answer.pots):
            for seat in sorted(entry.eligible):
                words.setdefault(seat, []).append("Main" if position == 0 else f"S{position}")
        return {seat: ", ".join(labels) for seat, labels in words.items()}


def _seats_words(seats: set[int]) -> str:
    return " ".join(str(seat) for seat in sorted(seats))
