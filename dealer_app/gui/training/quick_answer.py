"""The answer boxes of a quick drill's spot in an exam: the rake (``5 + 1``) and the chips
dropped, a count (``1,475``) or a cut (``12 green, 10 red``), typed; Enter gives it."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFormLayout, QLineEdit, QWidget

from dealer_app.gui.training.rake_page import read_amounts
from dealer_app.model.room.money import MoneyError
from dealer_app.training.chip_drills import CutSpot
from dealer_app.training.quick_exam import QuickAnswer, QuickExamItem
from dealer_app.training.rake_drill import ChipsTextError, RakeAnswer, RakeSpot, read_chips

__all__ = ["QuickAnswerForm"]


class QuickAnswerForm(QWidget):
    """One line for a count or a cut; two for the rake (the amount, Tab, the chips)."""

    entered = Signal()
    """Enter was pressed in a box: give the answer."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.answer_edit = QLineEdit(self)
        self.chips_edit = QLineEdit(self)
        self.chips_edit.setPlaceholderText("chips dropped: 1 red, 1 white")
        layout = QFormLayout(self)
        layout.addRow("Answer:", self.answer_edit)
        layout.addRow("Chips dropped:", self.chips_edit)
        self._layout = layout
        for edit in (self.answer_edit, self.chips_edit):
            edit.returnPressed.connect(self.entered)

    def set_item(self, item: QuickExamItem) -> None:
        """Empty boxes for ``item``, the keyboard in the first."""
        rake = isinstance(item.spot, RakeSpot)
        self.answer_edit.clear()
        self.chips_edit.clear()
        self._layout.setRowVisible(1, rake)
        self.answer_edit.setPlaceholderText(
            "rake, + drop: 5 + 1"
            if rake
            else "the cut: 12 green, 10 red"
            if isinstance(item.spot, CutSpot)
            else "what they are worth: 1,475"
        )
        self.answer_edit.setFocus()

    def answer(self, item: QuickExamItem) -> QuickAnswer | str:
        """The typed answer, or a message saying what is not an answer yet."""
        spot = item.spot
        text = self.answer_edit.text()
        try:
            if isinstance(spot, RakeSpot):
                amounts = read_amounts(text)
                if isinstance(amounts, str):
                    return amounts
                return RakeAnswer(*amounts, read_chips(self.chips_edit.text(), spot.chip_set))
            if isinstance(spot, CutSpot):
                return read_chips(text, spot.chip_set)
        except ChipsTextError as error:
            return str(error)
        money = spot.sizes.money
        try:
            # Read in the set's money, as the Count the stacks tab reads it.
            return money.parse(text)
        except MoneyError:
            return f"{text!r}: type what the stacks are worth ({money.text(1_475)})."
