"""What every drill's answer panel shares: a question in, seat clicks in, an answer out."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QButtonGroup, QRadioButton, QWidget

from dealer_app.model.showdown.result import PotResult
from dealer_app.training.drills import Answer, Question

__all__ = ["AnswerPanel", "contested_pots", "pot_label", "seats_text"]


def contested_pots(question: Question) -> tuple[tuple[int, PotResult], ...]:
    """The pots the question asks about (index in the result, pot), main pot first."""
    return tuple(zip(question.pot_indices, question.pots, strict=True))


def pot_label(pot: PotResult, *, amount: bool = True) -> str:
    return f"{pot.name} {pot.amount}" if amount else pot.name


def seats_text(seats: object) -> str:
    numbers = sorted(seats)  # type: ignore[call-overload]
    return ", ".join(str(seat) for seat in numbers) if numbers else "—"


class AnswerPanel(QWidget):
    """Base of the four drills' panels.

    A panel is given a :class:`Question`, takes the seats clicked on the table, and builds
    the drill's answer object; :attr:`changed` tells the table to redraw the marks.
    """

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.question: Question | None = None
        self.targets = QButtonGroup(self)
        """Which line a click on a seat goes to (a pot, a half, the odd chips)."""

    def set_question(self, question: Question) -> None:
        self.question = question

    def seat_clicked(self, seat: int) -> None:
        """A seat clicked on the table (override)."""

    def chip_dropped(self, seat: int, chip: str) -> None:
        """A chip dropped on a seat on the table (the split drill overrides it)."""

    def answer(self) -> Answer:
        raise NotImplementedError

    def marks(self) -> dict[int, str]:
        """Words to mark on each seat for the answer given so far."""
        return self.marks_for(self.answer()) if self.question is not None else {}

    def marks_for(self, answer: Answer) -> dict[int, str]:
        """Words to mark on each seat for ``answer`` (the trainee's, or the right one)."""
        return {}

    def focus_answer(self) -> None:
        """Put the keyboard in the answer's first field (each spot starts there)."""
        self.setFocus()

    def covers_pots(self) -> bool:
        """Whether the pots in the middle are hidden while this drill is asked."""
        return False

    def add_target(self, button: QRadioButton) -> QRadioButton:
        self.targets.addButton(button)
        if self.targets.checkedButton() is None:
            button.setChecked(True)
        return button

    def clear_targets(self) -> None:
        for button in self.targets.buttons():
            self.targets.removeButton(button)
