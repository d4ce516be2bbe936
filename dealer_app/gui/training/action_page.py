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

from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QLabel,
    QWidget,
)

from dealer_app.gui.theme import Theme, load_theme
from dealer_app.gui.training.action_answer import ActionAnswerForm, action_round_list
from dealer_app.gui.training.action_worksheet import write_action_worksheet
from dealer_app.gui.training.quick_run import RUN_LENGTH, QuickRunPage
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


class ActionDrillPage(QuickRunPage[ActionQuestion, ActionGrade]):
    """Plays a run of action drills; :attr:`answered` carries each answer's record."""

    def __init__(
        self, theme: Theme | None = None, parent: QWidget | None = None, *, seed: int | None = None
    ) -> None:
        super().__init__(parent, "actionFeedback")
        self._theme = theme if theme is not None else load_theme()
        self._seed = seed
        """Deal the same spots at every deal (a class shown the same run); None: new ones."""
        self.drill_box = QComboBox(self)
        for drill in ActionDrill:
            self.drill_box.addItem(drill.title, drill)
        self.action_list = action_round_list(self, "actionSoFar")
        self.prompt.setObjectName("actionPrompt")
        self.form = ActionAnswerForm(self)
        self.form.entered.connect(self.on_enter)
        self.amount_edit = self.form.amount_edit
        self.legal_edit = self.form.legal_edit
        self.smallest_edit = self.form.smallest_edit
        drill_label = QLabel("Dr&ill:", self)
        drill_label.setBuddy(self.drill_box)
        self.lay_out((drill_label, self.drill_box), (), (self.form,), self.action_list)
        self._rng = random.Random()
        self._boxes = LeitnerBoxes()
        self.show_current()

    # -- the run -----------------------------------------------------------------------------

    def set_boxes(self, boxes: LeitnerBoxes) -> None:
        """The trainee's boxes: weaker tags are dealt more often."""
        self._boxes = boxes

    @property
    def drill(self) -> ActionDrill:
        drill = self.drill_box.currentData()
        assert isinstance(drill, ActionDrill)
        return drill

    def first_words(self) -> str:
        return f"Choose a drill (Alt+I) and deal (Alt+D): {RUN_LENGTH} spots."

    def start(self, count: int = RUN_LENGTH, seed: int | None = None) -> None:
        """Deal ``count`` spots of the chosen drill, tags drawn by box, and show the first."""
        self._rng = random.Random(seed if seed is not None else self._seed)
        drill = self.drill
        tags = _POT_LIMIT_TAGS if drill is ActionDrill.CALL_THE_POT else ACTION_TAGS
        self.deal(
            [
                make_action_question(drill, spot, self._rng)
                for tag in draw_tags(self._boxes, tags, self._rng, count)
                for spot in generate_action_spots(self._rng, 1, drill, [tag])
            ]
        )

    def save_worksheet(self, path: str | Path | None = None) -> bool:
        """Print the run's spots (dealt now if there are none) to a PDF with its answer key."""
        if path is None:
            chosen, _filter = QFileDialog.getSaveFileName(
                self, "Save the worksheet", "follow-the-action.pdf", "PDF (*.pdf)"
            )
            if not chosen:
                return False
            path = chosen
        if not self.spots:
            self.start()
        try:
            write_action_worksheet(self.spots, path, title=self.drill.title)
        except WorksheetError as error:
            self.feedback.setText(str(error))
            return False
        self.feedback.setText(f"Worksheet saved: {Path(path).name}")
        return True

    def present(self, question: ActionQuestion | None) -> None:
        self.action_list.clear()
        self.form.set_question(question)
        if question is not None:
            self.action_list.addItems(round_lines(question.spot.followed))
            self.prompt.setText(f"<b>{question.prompt}</b>")

    def submit(self) -> ActionGrade | None:
        """Grade the typed answer and show the grade with the working."""
        question = self.open_spot()
        if question is None:
            return None
        answer = self.form.answer(question)
        if isinstance(answer, str):
            self.feedback.setText(answer)
            return None
        seconds = self.seconds()
        grade = grade_action(question, answer, seconds)
        return self.settle(
            grade,
            action_time_aim(question).verdict(seconds),
            record_of(question, grade, datetime.now(UTC)),
        )
