"""The "Take the rake" page: the rake, the drop and the chips dropped, by keyboard.

A run of spots is dealt, a tag each in turn; each shows the room's rake, whether the flop
came and every pot with its chips. The trainee types the amount raked (``5``, or ``5 + 1``
with the jackpot drop), Tab, the chips dropped (``1 red, 1 white``), Enter to check and Enter
again for the next spot; Alt+D deals.
"""

from __future__ import annotations

import random
import re
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFormLayout,
    QLineEdit,
    QListWidget,
    QWidget,
)

from dealer_app.gui.training.quick_run import RUN_LENGTH, QuickRunPage
from dealer_app.gui.training.quick_worksheet import save_drill_worksheet
from dealer_app.training.rake_drill import (
    RAKE_TAGS,
    ChipsTextError,
    RakeAnswer,
    RakeGrade,
    RakeSpot,
    generate_rake_spots,
    grade_rake,
    rake_record,
    rake_spot_lines,
    rake_time_aim,
    read_chips,
)

__all__ = ["RakeDrillPage", "read_amounts"]


def read_amounts(text: str) -> tuple[int, int] | str:
    """``"5"`` or ``"5 + 1"``: the rake and the drop; a message when it is neither."""
    match = re.fullmatch(r"\s*(\d+)\s*(?:\+\s*(\d+)\s*)?", text)
    if match is None:
        return f"Amount {text!r}: type the rake, and '+ drop' when a drop is taken (5 + 1)."
    return int(match.group(1)), int(match.group(2) or 0)


class RakeDrillPage(QuickRunPage[RakeSpot, RakeGrade]):
    """Plays a run of "Take the rake" spots; :attr:`grades` holds the run's grades and
    :attr:`answered` carries each answer's record for the history."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, "rakeFeedback")
        self.spot_list = QListWidget(self)
        self.spot_list.setObjectName("rakeSpot")
        self.spot_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.amount_edit = QLineEdit(self)
        self.amount_edit.setPlaceholderText("rake, + drop: 5 + 1")
        self.chips_edit = QLineEdit(self)
        self.chips_edit.setPlaceholderText("chips dropped: 1 red, 1 white")
        for edit in (self.amount_edit, self.chips_edit):
            edit.returnPressed.connect(self.on_enter)
        form = QFormLayout()
        form.addRow("Raked (+ drop):", self.amount_edit)
        form.addRow("Chips dropped:", self.chips_edit)
        self.lay_out((), (), (form,), self.spot_list)
        self.setTabOrder(self.amount_edit, self.chips_edit)
        self.show_current()

    def start(self, count: int = RUN_LENGTH, seed: int | None = None) -> None:
        """Deal ``count`` spots, a tag each in a shuffled turn, and show the first."""
        rng = random.Random(seed)
        tags = list(RAKE_TAGS)
        rng.shuffle(tags)
        self.deal(generate_rake_spots(rng, count, tags))

    def save_worksheet(self, path: str | Path | None = None) -> bool:
        """Print the run's spots (dealt now if there are none) to a PDF with its answer key,
        as ``dealer-app drills --worksheet`` prints them."""
        if not self.spots:
            self.start()
        saved, said = save_drill_worksheet(self, self.spots, path, title="Take the rake")
        if said:
            self.feedback.setText(said)
        return saved

    def present(self, spot: RakeSpot | None) -> None:
        self.spot_list.clear()
        self.amount_edit.clear()
        self.chips_edit.clear()
        for edit in (self.amount_edit, self.chips_edit):
            edit.setEnabled(spot is not None)
        if spot is None:
            return
        self.spot_list.addItems(rake_spot_lines(spot))
        self.prompt.setText(
            "<b>Take the rake: how much is raked (+ the drop), and which chips go in the boxes?</b>"
        )
        self.amount_edit.setFocus()

    def submit(self) -> RakeGrade | None:
        """Grade the typed answer and show the grade with the working."""
        spot = self.open_spot()
        if spot is None:
            return None
        amounts = read_amounts(self.amount_edit.text())
        if isinstance(amounts, str):
            self.feedback.setText(amounts)
            self.amount_edit.setFocus()
            return None
        try:
            chips = read_chips(self.chips_edit.text(), spot.chip_set)
        except ChipsTextError as error:
            self.feedback.setText(str(error))
            self.chips_edit.setFocus()
            return None
        seconds = self.seconds()
        answer = RakeAnswer(amounts[0], amounts[1], chips)
        grade = grade_rake(spot, answer, seconds)
        return self.settle(
            grade,
            rake_time_aim(spot).verdict(seconds),
            rake_record(spot, grade, answer, datetime.now(UTC)),
        )
