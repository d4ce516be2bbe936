"""The "Follow the action" page: Call the pot, and Is it a legal raise?, by keyboard.

A run of spots is dealt with the tags drawn by the trainee's Leitner boxes; each spot shows
the round as the dealer saw it and asks the seat to act's question. Typing and Enter do it
all: the amount (or ``y``/``n``, Tab, the smallest raise, blank for none), Enter to check,
Enter again for the next spot; Alt+I picks the drill and Alt+D deals.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QElapsedTimer, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dealer_app.gui.theme import Theme, load_theme
from dealer_app.gui.training.action_answer import ActionAnswerForm, action_round_list
from dealer_app.gui.training.action_worksheet import write_action_worksheet
from dealer_app.gui.training.quick_run import RUN_LENGTH, done_text, grade_html, progress_text
from dealer_app.gui.training.worksheet import WorksheetError
from dealer_app.training.action_drills import (
    ACTION_TAGS,
    ActionDrill,
    ActionGrade,
    ActionQuestion,
    action_time_aim,
    generate_action_spots,
    grade_action,
    make_action_question,
    round_lines,
)
from dealer_app.training.progress import record_of
from dealer_app.training.schedule import LeitnerBoxes, draw_tags

__all__ = ["ActionDrillPage"]

_POT_LIMIT_TAGS = ("pot-limit-after-call", "pot-limit-preflop-blinds")


class ActionDrillPage(QWidget):
    """Plays a run of action drills; :attr:`answered` carries each answer's record."""

    answered = Signal(object)
    """An :class:`AnswerRecord` for the history, one per answer."""

    def __init__(
        self, theme: Theme | None = None, parent: QWidget | None = None, *, seed: int | None = None
    ) -> None:
        super().__init__(parent)
        self._theme = theme if theme is not None else load_theme()
        self._seed = seed
        """Deal the same spots at every deal (a class shown the same run); None: new ones."""
        self.drill_box = QComboBox(self)
        for drill in ActionDrill:
            self.drill_box.addItem(drill.title, drill)
        self.deal_button = QPushButton(f"&Deal {RUN_LENGTH}", self)
        self.deal_button.clicked.connect(lambda: self.start())
        self.worksheet_button = QPushButton("&Worksheet…", self)
        self.worksheet_button.setToolTip("Print the spots dealt, with the answer key (PDF)")
        self.worksheet_button.clicked.connect(lambda: self.save_worksheet())
        self.progress_label = QLabel(self)
        self.action_list = action_round_list(self, "actionSoFar")
        self.prompt = QLabel(self)
        self.prompt.setWordWrap(True)
        self.prompt.setObjectName("actionPrompt")
        self.form = ActionAnswerForm(self)
        self.form.entered.connect(self._on_enter)
        self.amount_edit = self.form.amount_edit
        self.legal_edit = self.form.legal_edit
        self.smallest_edit = self.form.smallest_edit
        self.check_button = QPushButton("Check", self)
        self.check_button.clicked.connect(self.submit)
        self.next_button = QPushButton("&Next spot", self)
        self.next_button.clicked.connect(self.next_spot)
        self.feedback = QLabel(self)
        self.feedback.setWordWrap(True)
        self.feedback.setObjectName("actionFeedback")
        self.feedback.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.feedback.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)

        top = QHBoxLayout()
        drill_label = QLabel("Dr&ill:", self)
        drill_label.setBuddy(self.drill_box)
        top.addWidget(drill_label)
        top.addWidget(self.drill_box)
        top.addWidget(self.deal_button)
        top.addWidget(self.worksheet_button)
        top.addStretch(1)
        top.addWidget(self.progress_label)
        buttons = QHBoxLayout()
        buttons.addWidget(self.check_button)
        buttons.addWidget(self.next_button)
        buttons.addStretch(1)
        side = QVBoxLayout()
        side.addWidget(self.prompt)
        side.addWidget(self.form)
        side.addLayout(buttons)
        side.addWidget(self.feedback, 1)
        body = QHBoxLayout()
        body.addWidget(self.action_list, 2)
        body.addLayout(side, 3)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(body, 1)

        self._rng = random.Random()
        self._boxes = LeitnerBoxes()
        self._questions: list[ActionQuestion] = []
        self._index = 0
        self._answered = False
        self._clock = QElapsedTimer()
        self.grades: list[ActionGrade] = []
        self._show_current()

    # -- the run -----------------------------------------------------------------------------

    def set_boxes(self, boxes: LeitnerBoxes) -> None:
        """The trainee's boxes: weaker tags are dealt more often."""
        self._boxes = boxes

    @property
    def drill(self) -> ActionDrill:
        drill = self.drill_box.currentData()
        assert isinstance(drill, ActionDrill)
        return drill

    def start(self, count: int = RUN_LENGTH, seed: int | None = None) -> None:
        """Deal ``count`` spots of the chosen drill, tags drawn by box, and show the first."""
        self._rng = random.Random(seed if seed is not None else self._seed)
        drill = self.drill
        tags = _POT_LIMIT_TAGS if drill is ActionDrill.CALL_THE_POT else ACTION_TAGS
        self._questions = [
            make_action_question(drill, spot, self._rng)
            for tag in draw_tags(self._boxes, tags, self._rng, count)
            for spot in generate_action_spots(self._rng, 1, drill, [tag])
        ]
        self._index = 0
        self.grades = []
        self._show_current()

    def save_worksheet(self, path: str | Path | None = None) -> bool:
        """Print the run's spots (dealt now if there are none) to a PDF with its answer key."""
        if path is None:
            chosen, _filter = QFileDialog.getSaveFileName(
                self, "Save the worksheet", "follow-the-action.pdf", "PDF (*.pdf)"
            )
            if not chosen:
                return False
            path = chosen
        if not self._questions:
            self.start()
        try:
            write_action_worksheet(self._questions, path, title=self.drill.title)
        except WorksheetError as error:
            self.feedback.setText(str(error))
            return False
        self.feedback.setText(f"Worksheet saved: {Path(path).name}")
        return True

    @property
    def current(self) -> ActionQuestion | None:
        if self._index >= len(self._questions):
            return None
        return self._questions[self._index]

    def _show_current(self) -> None:
        question = self.current
        self._answered = False
        self.feedback.setText("")
        self.next_button.setEnabled(False)
        self.action_list.clear()
        self.form.set_question(question)
        self.check_button.setEnabled(question is not None)
        if question is None:
            first = f"Choose a drill (Alt+I) and deal (Alt+D): {RUN_LENGTH} spots."
            self.prompt.setText(done_text(self.grades, first))
            self.progress_label.setText("")
            self.deal_button.setFocus()
            return
        self.progress_label.setText(progress_text(self._index, len(self._questions), self.grades))
        self.action_list.addItems(round_lines(question.spot.followed))
        self.prompt.setText(f"<b>{question.prompt}</b>")
        self._clock.start()

    def _on_enter(self) -> None:
        if self._answered:
            self.next_spot()
        else:
            self.submit()

    def submit(self) -> ActionGrade | None:
        """Grade the typed answer and show the grade with the working."""
        question = self.current
        if question is None or self._answered:
            return None
        answer = self.form.answer(question)
        if isinstance(answer, str):
            self.feedback.setText(answer)
            return None
        seconds = self._clock.elapsed() / 1000.0
        grade = grade_action(question, answer, seconds)
        self._answered = True
        self.grades.append(grade)
        self.feedback.setText(grade_html(grade, action_time_aim(question).verdict(seconds)))
        self.check_button.setEnabled(False)
        self.next_button.setEnabled(True)
        self.answered.emit(record_of(question, grade, datetime.now(UTC)))
        return grade

    def next_spot(self) -> None:
        """Go on to the next spot (or the end of the run)."""
        if self._answered:
            self._index += 1
            self._show_current()
