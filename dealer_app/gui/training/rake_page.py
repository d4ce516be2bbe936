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

from PySide6.QtCore import QElapsedTimer, Qt, Signal
from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dealer_app.gui.training.quick_run import RUN_LENGTH, done_text, grade_html, progress_text
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


class RakeDrillPage(QWidget):
    """Plays a run of "Take the rake" spots; :attr:`grades` holds the run's grades and
    :attr:`answered` carries each answer's record for the history."""

    answered = Signal(object)
    """An :class:`AnswerRecord`, one per answer."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.deal_button = QPushButton(f"&Deal {RUN_LENGTH}", self)
        self.deal_button.clicked.connect(lambda: self.start())
        self.worksheet_button = QPushButton("&Worksheet…", self)
        self.worksheet_button.setToolTip("Print the spots dealt, with the answer key (PDF)")
        self.worksheet_button.clicked.connect(lambda: self.save_worksheet())
        self.progress_label = QLabel(self)
        self.spot_list = QListWidget(self)
        self.spot_list.setObjectName("rakeSpot")
        self.spot_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.prompt = QLabel(self)
        self.prompt.setWordWrap(True)
        self.amount_edit = QLineEdit(self)
        self.amount_edit.setPlaceholderText("rake, + drop: 5 + 1")
        self.chips_edit = QLineEdit(self)
        self.chips_edit.setPlaceholderText("chips dropped: 1 red, 1 white")
        for edit in (self.amount_edit, self.chips_edit):
            edit.returnPressed.connect(self._on_enter)
        self.check_button = QPushButton("Check", self)
        self.check_button.clicked.connect(self.submit)
        self.next_button = QPushButton("&Next spot", self)
        self.next_button.clicked.connect(self.next_spot)
        self.feedback = QLabel(self)
        self.feedback.setWordWrap(True)
        self.feedback.setObjectName("rakeFeedback")
        self.feedback.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.feedback.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)

        top = QHBoxLayout()
        top.addWidget(self.deal_button)
        top.addWidget(self.worksheet_button)
        top.addStretch(1)
        top.addWidget(self.progress_label)
        form = QFormLayout()
        form.addRow("Raked (+ drop):", self.amount_edit)
        form.addRow("Chips dropped:", self.chips_edit)
        buttons = QHBoxLayout()
        buttons.addWidget(self.check_button)
        buttons.addWidget(self.next_button)
        buttons.addStretch(1)
        side = QVBoxLayout()
        side.addWidget(self.prompt)
        side.addLayout(form)
        side.addLayout(buttons)
        side.addWidget(self.feedback, 1)
        body = QHBoxLayout()
        body.addWidget(self.spot_list, 2)
        body.addLayout(side, 3)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(body, 1)
        self.setTabOrder(self.amount_edit, self.chips_edit)

        self._spots: list[RakeSpot] = []
        self._index = 0
        self._answered = False
        self._clock = QElapsedTimer()
        self.grades: list[RakeGrade] = []
        self._show_current()

    def start(self, count: int = RUN_LENGTH, seed: int | None = None) -> None:
        """Deal ``count`` spots, a tag each in a shuffled turn, and show the first."""
        rng = random.Random(seed)
        tags = list(RAKE_TAGS)
        rng.shuffle(tags)
        self._spots = generate_rake_spots(rng, count, tags)
        self._index = 0
        self.grades = []
        self._show_current()

    def save_worksheet(self, path: str | Path | None = None) -> bool:
        """Print the run's spots (dealt now if there are none) to a PDF with its answer key,
        as ``dealer-app drills --worksheet`` prints them."""
        if not self._spots:
            self.start()
        saved, said = save_drill_worksheet(self, self._spots, path, title="Take the rake")
        if said:
            self.feedback.setText(said)
        return saved

    @property
    def current(self) -> RakeSpot | None:
        return self._spots[self._index] if self._index < len(self._spots) else None

    def _show_current(self) -> None:
        spot = self.current
        self._answered = False
        self.feedback.setText("")
        self.next_button.setEnabled(False)
        self.spot_list.clear()
        self.amount_edit.clear()
        self.chips_edit.clear()
        for edit in (self.amount_edit, self.chips_edit):
            edit.setEnabled(spot is not None)
        self.check_button.setEnabled(spot is not None)
        if spot is None:
            self.prompt.setText(done_text(self.grades, f"Deal (Alt+D): {RUN_LENGTH} spots."))
            self.progress_label.setText("")
            self.deal_button.setFocus()
            return
        self.progress_label.setText(progress_text(self._index, len(self._spots), self.grades))
        self.spot_list.addItems(rake_spot_lines(spot))
        self.prompt.setText(
            "<b>Take the rake: how much is raked (+ the drop), and which chips go in the boxes?</b>"
        )
        self.amount_edit.setFocus()
        self._clock.start()

    def _on_enter(self) -> None:
        if self._answered:
            self.next_spot()
        else:
            self.submit()

    def submit(self) -> RakeGrade | None:
        """Grade the typed answer and show the grade with the working."""
        spot = self.current
        if spot is None or self._answered:
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
        seconds = self._clock.elapsed() / 1000.0
        answer = RakeAnswer(amounts[0], amounts[1], chips)
        grade = grade_rake(spot, answer, seconds)
        self._answered = True
        self.grades.append(grade)
        self.feedback.setText(grade_html(grade, rake_time_aim(spot).verdict(seconds)))
        self.check_button.setEnabled(False)
        self.next_button.setEnabled(True)
        self.answered.emit(rake_record(spot, grade, answer, datetime.now(UTC)))
        return grade

    def next_spot(self) -> None:
        """Go on to the next spot (or the end of the run)."""
        if self._answered:
            self._index += 1
            self._show_current()
