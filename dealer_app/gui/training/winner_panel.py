"""Read the winner: click the seat or seats that win each pot (and each low half)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QPushButton, QRadioButton, QVBoxLayout, QWidget

from dealer_app.gui.training.answer_panel import AnswerPanel, contested_pots, pot_label, seats_text
from dealer_app.training.drills import Answer, PotWinners, Question, WinnerAnswer

__all__ = ["WinnerPanel"]

HIGH = "high"
LOW = "low"


class WinnerPanel(AnswerPanel):
    """One line per pot (two in high-low: the high half and the low half); a click on a
    seat adds it to the chosen line, or takes it off."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QVBoxLayout(self)
        hint = QLabel(
            "Choose a line, then click the seats that win it on the table "
            "(click again to take a seat off).",
            self,
        )
        hint.setWordWrap(True)
        self._layout.addWidget(hint)
        self._lines: dict[tuple[int, str], QRadioButton] = {}
        self._chosen: dict[tuple[int, str], set[int]] = {}
        self._clear = QPushButton("Clear", self)
        self._clear.clicked.connect(self.clear)
        self._layout.addWidget(self._clear)
        self._layout.addStretch(1)

    def set_question(self, question: Question) -> None:
        super().set_question(question)
        for button in self._lines.values():
            self._layout.removeWidget(button)
            button.deleteLater()
        self.clear_targets()
        self._lines = {}
        self._chosen = {}
        split = question.spot.scenario.game_rules.is_split
        row = 1
        for position in range(len(contested_pots(question))):
            for half in (HIGH, LOW) if split else (HIGH,):
                button = self.add_target(QRadioButton(self))
                self._lines[(position, half)] = button
                self._chosen[(position, half)] = set()
                self._layout.insertWidget(row, button)
                row += 1
        self._refresh()

    def clear(self) -> None:
        for seats in self._chosen.values():
            seats.clear()
        self._refresh()

    def seat_clicked(self, seat: int) -> None:
        for key, button in self._lines.items():
            if button.isChecked():
                self._chosen[key].symmetric_difference_update({seat})
                self._refresh()
                return

    def choose(self, position: int, half: str, seats: set[int]) -> None:
        """Set a line's seats at once (as clicking them would)."""
        self._chosen[(position, half)] = set(seats)
        self._refresh()

    def line(self, position: int, half: str = HIGH) -> QRadioButton:
        return self._lines[(position, half)]

    def _refresh(self) -> None:
        if self.question is not None:
            pots = contested_pots(self.question)
            halves = self.question.spot.scenario.game_rules.half_names
            names = dict(zip((HIGH, LOW), halves, strict=True))
            for (position, half), button in self._lines.items():
                name = pot_label(pots[position][1])
                words = f"{names[half]} half" if len(self._lines) > len(pots) else "to"
                button.setText(f"{name} — {words}: {seats_text(self._chosen[(position, half)])}")
        self.changed.emit()

    def answer(self) -> WinnerAnswer:
        assert self.question is not None
        count = len(contested_pots(self.question))
        return WinnerAnswer(
            tuple(
                PotWinners(
                    high=frozenset(self._chosen.get((position, HIGH), ())),
                    low=frozenset(self._chosen.get((position, LOW), ())),
                )
                for position in range(count)
            )
        )

    def focus_answer(self) -> None:
        """The keyboard on the line chosen: seat numbers typed go to it, arrows change it."""
        button = self.targets.checkedButton()
        (button or self).setFocus()

    def marks_for(self, answer: Answer) -> dict[int, str]:
        if self.question is None or not isinstance(answer, WinnerAnswer):
            return {}
        pots = contested_pots(self.question)
        split = len(self._lines) > len(pots)
        words: dict[int, list[str]] = {}
        for (_index, pot), winners in zip(pots, answer.pots, strict=False):
            name = pot.name.replace(" pot", "")
            for half, seats in ((HIGH, winners.high), (LOW, winners.low)):
                label = f"{name} {half[0].upper()}" if split else name
                for seat in sorted(seats):
                    words.setdefault(seat, []).append(label)
        return {seat: ", ".join(labels) for seat, labels in words.items()}
