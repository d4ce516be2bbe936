"""Build the pots: from the bets in front of the seats, each pot's amount and who may win it."""

from __future__ import annotations

import re
from collections.abc import Collection

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFocusEvent, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from dealer_app.gui.training.answer_panel import AnswerPanel
from dealer_app.gui.whole_number_box import WholeNumberBox
from dealer_app.training.drills import Answer, PotEntry, PotsAnswer, Question

__all__ = ["AmountBox", "PotsPanel", "replace_zero"]

MAX_POTS = 9


def _pot_name(position: int) -> str:
    return "Main pot" if position == 0 else f"Side pot {position}"


def typed_seats(text: str, table: Collection[int]) -> tuple[set[int], list[str]]:
    """The seats typed in an eligible field that sit at ``table`` (``"1 3, 5"`` -> ``{1, 3,
    5}``, ``0`` is seat 10), and the words typed that are none of its seats, as typed.

    >>> seats, refused = typed_seats("1 3,5 0 -4 99 x", range(1, 11))
    >>> sorted(seats), refused
    ([1, 3, 5, 10], ['-4', '99', 'x'])
    """
    seats: set[int] = set()
    refused: list[str] = []
    for word in re.findall(r"[^\s,;]+", text):
        number = int(word) if word.isascii() and word.isdigit() else None
        seat = None if number is None else number or 10
        if seat is not None and seat in table:
            seats.add(seat)
        else:
            refused.append(word)
    return seats, refused


class AmountBox(WholeNumberBox):
    """An amount typed in, up to the format's 10^12: the field is selected when the
    keyboard arrives, so typing replaces the 0 rather than adding to it."""

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        # Tied to the box: it may be deleted (the next spot dealt) before the timer fires.
        QTimer.singleShot(0, self, self.selectAll)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        replace_zero(self, event)
        super().keyPressEvent(event)


def replace_zero(box: WholeNumberBox, event: QKeyEvent) -> None:
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
        self._rows: list[tuple[QRadioButton, AmountBox, QLineEdit]] = []
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
        self.refusal = QLabel(self)
        self.refusal.setWordWrap(True)
        self.refusal.setObjectName("seatsRefused")
        self.refusal.hide()
        self._refused: list[list[str]] = []
        layout = QVBoxLayout(self)
        layout.addWidget(hint)
        layout.addLayout(self._grid)
        layout.addWidget(self.refusal)
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
        self._refused.append([])
        line.setChecked(True)
        self._update_buttons()
        self.changed.emit()

    def amount_field(self, position: int) -> AmountBox:
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

    def _table_seats(self) -> tuple[int, ...]:
        """The seats at the table of the spot asked (none before a spot is dealt)."""
        return self.question.spot.scenario.seat_numbers if self.question is not None else ()

    def _seats_typed(self, position: int, text: str) -> None:
        table = self._table_seats()
        self._eligible[position], self._refused[position] = typed_seats(text, table)
        self._show_refused()
        self._rows[position][0].setChecked(True)
        self.changed.emit()

    def _show_refused(self) -> None:
        """A line per pot whose seats field holds words that are no seat at the table:
        they are left out of the answer, never graded as seats."""
        table = self._table_seats()
        lines = [
            f"{_pot_name(position)}: {', '.join(refused)} "
            f"{'is' if len(refused) == 1 else 'are'} not "
            f"{'a seat' if len(refused) == 1 else 'seats'} at this table "
            f"(seats {', '.join(map(str, table))}); left out."
            for position, refused in enumerate(self._refused)
            if refused
        ]
        self.refusal.setText("\n".join(lines))
        self.refusal.setVisible(bool(lines))

    def remove_pot(self, *, force: bool = False) -> None:
        if len(self._rows) <= (0 if force else 1):
            return
        line, amount, seats = self._rows.pop()
        self._eligible.pop()
        self._refused.pop()
        self._show_refused()
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
                self._refused[position] = []
                self._show_refused()
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
        self._refused[position] = []
        self._show_refused()
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
