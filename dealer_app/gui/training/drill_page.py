"""The page a round is played on: the spot on the table, the question and the answer
panel beside it, the clocks, and after each answer the grade with the right answer drawn.

An action drill's spot (in a round by weakness) shows its betting round as the list of its
actions in the table's place, answered with the Follow the action tab's boxes.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QHideEvent, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from dealer_app.gui.theme import Theme, load_theme
from dealer_app.gui.training.action_answer import (
    ActionAnswerForm,
    action_round_list,
    prompt_refusing,
)
from dealer_app.gui.training.answer_panel import AnswerPanel
from dealer_app.gui.training.feedback import FeedbackPanel
from dealer_app.gui.training.hand_panel import HandPanel
from dealer_app.gui.training.pots_panel import PotsPanel
from dealer_app.gui.training.round_runner import RoundRunner
from dealer_app.gui.training.side_layout import table_with_side
from dealer_app.gui.training.split_panel import SplitPanel
from dealer_app.gui.training.spot_table import MARK_PART_SEPARATOR, SpotTable
from dealer_app.gui.training.winner_panel import WinnerPanel
from dealer_app.training.action_drills import ActionQuestion, round_lines
from dealer_app.training.drills import Answer, Drill, Grade, Question, SplitAnswer
from dealer_app.training.reasons import reason_words, reasons_for
from dealer_app.training.rounds import RoundAnswer, RoundGrade, RoundQuestion, time_limit

__all__ = ["DrillPage", "answer_marks", "clock_text", "focus_ring_style"]

_CLOCK_MILLISECONDS = 200


def clock_text(seconds: float) -> str:
    """``75.3`` -> ``"1:15"``."""
    whole = int(seconds)
    return f"{whole // 60}:{whole % 60:02d}"


def focus_ring_style(theme: Theme) -> str:
    """A ring in the theme's focus colour round the field the keyboard is in."""
    fields = "QAbstractSpinBox, QLineEdit, QComboBox, QRadioButton, QPushButton, QToolButton"
    focused = ", ".join(f"{kind.strip()}:focus" for kind in fields.split(","))
    return f"{focused} {{ border: 2px solid {theme.focus.name()}; border-radius: 3px; }}"


def drill_panels(theme: Theme, parent: QWidget) -> dict[Drill, AnswerPanel]:
    """One answer panel for each of the four drills, as rounds and exams ask them."""
    return {
        Drill.READ_WINNER: WinnerPanel(parent),
        Drill.BUILD_POTS: PotsPanel(parent),
        Drill.SPLIT_POT: SplitPanel(theme, parent),
        Drill.NAME_HAND: HandPanel(theme, parent),
    }


def answer_marks(
    panel: AnswerPanel, grade: Grade, given: Answer | None = None
) -> tuple[dict[int, str], set[int]]:
    """After a miss: the trainee's marks beside the right ones, and the seats marked wrong.

    The trainee's answer is the one on the panel, or ``given`` (a spot reviewed later, the
    panel cleared since).

    A seat the trainee marked as the right answer has it is drawn plain ("You: Main"); a
    seat marked otherwise is wrong and shows what is right there ("You: S1 · right: Main",
    or "You: Main · right: none"); a seat the trainee left out shows "Right: Main".
    """
    mine_marks = panel.marks() if given is None else panel.marks_for(given)
    right = panel.marks_for(grade.expected)
    marks: dict[int, str] = {}
    wrong: set[int] = set()
    for seat in sorted(set(mine_marks) | set(right)):
        mine, theirs = mine_marks.get(seat), right.get(seat)
        if mine == theirs:
            marks[seat] = f"You: {mine}"
        elif mine is None:
            marks[seat] = f"Right: {theirs}"
        else:
            marks[seat] = f"You: {mine}{MARK_PART_SEPARATOR}right: {theirs or 'none'}"
            # Only a pick that is not in the right answer is wrong; one left out is not.
            if set(mine.split(", ")) - set((theirs or "").split(", ")):
                wrong.add(seat)
    return marks, wrong


class DrillPage(QWidget):
    """Plays the :class:`RoundRunner`'s spots; the runner grades and saves."""

    roundFinished = Signal()
    reviewClosed = Signal()

    def __init__(
        self, runner: RoundRunner, theme: Theme | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._theme = theme if theme is not None else load_theme()
        self.runner = runner
        self.timed = False
        self.grade_at_end = False
        self._reviewing = False
        self._question: RoundQuestion | None = None
        self._answers: dict[int, RoundAnswer] = {}
        self._reviewed_answer: RoundAnswer | None = None
        """The answers given in this round, by spot, for the "why" of a miss on review."""
        self.table = SpotTable(self._theme, self)
        self.action_list = action_round_list(self, "roundActionSoFar")
        self.felt = QStackedWidget(self)
        self.felt.addWidget(self.table)
        self.felt.addWidget(self.action_list)
        self.panels = drill_panels(self._theme, self)
        self.answer_stack = QStackedWidget(self)
        for panel in self.panels.values():
            self.answer_stack.addWidget(panel)
            panel.changed.connect(self._show_marks)
        self.action_form = ActionAnswerForm(self)
        self.answer_stack.addWidget(self.action_form)
        self.table.seatClicked.connect(lambda seat: self.panel().seat_clicked(seat))
        self.table.chipDropped.connect(lambda seat, chip: self.panel().chip_dropped(seat, chip))

        self.progress_label = QLabel(self)
        self.clock_label = QLabel(self)
        self.clock_label.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.drill_label = QLabel(self)
        self.drill_label.setObjectName("drillTitle")
        self.prompt = QLabel(self)
        self.prompt.setWordWrap(True)
        self.check_button = QPushButton("Check my answer", self)
        self.check_button.setDefault(True)
        self.check_button.clicked.connect(self.submit)
        self.feedback = FeedbackPanel(self._theme, self)
        self.feedback.nextRequested.connect(self._on_next)
        self.asking = QWidget(self)
        asking = QVBoxLayout(self.asking)
        asking.setContentsMargins(0, 0, 0, 0)
        asking.addWidget(self.answer_stack, 1)
        asking.addWidget(self.check_button)
        self.side_stack = QStackedWidget(self)
        self.side_stack.addWidget(self.asking)
        self.side_stack.addWidget(self.feedback)

        side = QWidget(self)
        # The ring is for the answer's fields: a style sheet on the table too would paint
        # its seats' read-only name fields white.
        side.setStyleSheet(focus_ring_style(self._theme))
        column = QVBoxLayout(side)
        top = QHBoxLayout()
        top.addWidget(self.progress_label)
        top.addWidget(self.clock_label, 1)
        column.addLayout(top)
        column.addWidget(self.drill_label)
        column.addWidget(self.prompt)
        column.addWidget(self.side_stack, 1)
        table_with_side(self, self.felt, side)

        self._clock = QTimer(self)
        self._clock.setInterval(_CLOCK_MILLISECONDS)
        self._clock.timeout.connect(self._tick)
        runner.questionShown.connect(self._on_question)
        runner.graded.connect(self._on_graded)
        runner.finished.connect(self._on_finished)

    # -- asking ----------------------------------------------------------------------------

    def panel(self) -> AnswerPanel:
        panel = self.answer_stack.currentWidget()
        assert isinstance(panel, AnswerPanel)
        return panel

    def _show_question(self, question: RoundQuestion, *, reveal: bool) -> None:
        self._question = question
        self.drill_label.setText(f"<b>{question.drill.title}</b>")
        self.prompt.setText(question.prompt)
        if isinstance(question, ActionQuestion):
            self.felt.setCurrentWidget(self.action_list)
            self.action_list.clear()
            self.action_list.addItems(round_lines(question.spot.followed))
            self.answer_stack.setCurrentWidget(self.action_form)
            self.action_form.set_question(question)
            return
        self.felt.setCurrentWidget(self.table)
        panel = self.panels[question.drill]
        self.answer_stack.setCurrentWidget(panel)
        panel.set_question(question)
        self.table.show_spot(question.spot.scenario, reveal=reveal, cover_pots=panel.covers_pots())
        self._show_marks()

    def _on_question(self, index: int, question: RoundQuestion) -> None:
        self._reviewing = False
        if index == 0:
            self._answers = {}
        self._show_question(question, reveal=False)
        self.side_stack.setCurrentWidget(self.asking)
        self.check_button.setEnabled(True)
        self.progress_label.setText(f"Spot {index + 1} of {self.runner.count}")
        self._tick()
        if self.timed:
            self._clock.start()
        # The panel's new fields show once the event loop turns: the keyboard goes there then.
        self._focus_answer()
        QTimer.singleShot(0, self._focus_answer)

    def _focus_answer(self) -> None:
        if self.side_stack.currentWidget() is not self.asking or self.runner.is_answered():
            return
        if isinstance(self._question, ActionQuestion):
            self.action_form.setFocus()
        else:
            self.panel().focus_answer()

    def hideEvent(self, event: QHideEvent) -> None:
        """Off screen (another tab, the window minimised) the spot's clock stands still."""
        self.runner.pause()
        super().hideEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        self.runner.resume()
        super().showEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """A seat's number typed (0 for seat 10) counts as a click on that seat; Enter
        checks the answer, or goes on after the grade (in a table of counts Enter only
        keeps the count, and Ctrl+Enter reaches here)."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.side_stack.currentWidget() is self.feedback:
                self.feedback.next_button.click()
            elif self.check_button.isEnabled():
                self.check_button.click()
            return
        text = event.text()
        asks_seats = isinstance(self._question, Question)
        if text.isdigit() and asks_seats and not self.runner.is_answered():
            seat = int(text) or 10
            if seat in self.table.controller.scenario.seat_numbers:
                self.panel().seat_clicked(seat)
                return
        super().keyPressEvent(event)

    def _show_marks(self) -> None:
        if isinstance(self._question, Question) and not self.table.is_revealed():
            self.table.set_marks(self.panel().marks())

    def _tick(self) -> None:
        if not self.timed:
            self.clock_label.setText("")
            return
        seconds = self.runner.spot_seconds()
        spot = clock_text(seconds)
        limit = self.runner.time_limit()
        if limit is not None:
            spot += f" of {clock_text(limit)}"
        total = clock_text(self.runner.round_seconds())
        self.clock_label.setText(f"This spot {spot}   ·   Round {total}")
        # Past the spot's time the clock turns red: a right answer still counts, for less.
        late = limit is not None and seconds > limit and not self.runner.is_answered()
        colour = self._theme.error if late else self._theme.text
        self.clock_label.setStyleSheet(f"color: {colour.name()};")

    # -- answering -------------------------------------------------------------------------

    def submit(self) -> RoundGrade | None:
        """Grade the answer on the panel (the runner saves it)."""
        if self.runner.round is None or self.runner.is_answered():
            return None
        question = self._question
        if isinstance(question, ActionQuestion):
            typed = self.action_form.answer(question)
            if isinstance(typed, str):  # not an answer yet: said, nothing lost
                self.prompt.setText(prompt_refusing(question.prompt, typed))
                return None
            self._clock.stop()
            self._tick()
            return self.runner.submit(typed)
        self._clock.stop()
        self._tick()
        answer = self.panel().answer()
        self._answers[self.runner.index] = answer
        return self.runner.submit(answer)

    def _on_graded(self, index: int, grade: RoundGrade) -> None:
        if self.grade_at_end:
            self.runner.next()
            return
        self._show_feedback(grade, "See the round" if self.runner.is_last() else "Next spot")

    def _show_feedback(self, grade: RoundGrade, next_text: str) -> None:
        if isinstance(self._question, Question) and isinstance(grade, Grade):
            self.table.reveal()
            # A right push stays marked as the trainee's, drawn as right: it may differ from
            # the one the table draws.
            own_push = grade.correct and isinstance(grade.expected, SplitAnswer)
            # A spot reviewed draws the answer kept for it, as it was drawn when graded.
            reviewed = self._reviewed_answer if self._reviewing else None
            kept = reviewed if isinstance(reviewed, Answer) else None
            if (self._reviewing and kept is None) or (grade.correct and not own_push):
                self.table.set_marks({})
            elif own_push:
                panel = self.panel()
                pushed = panel.marks() if kept is None else panel.marks_for(kept)
                self.table.set_marks({seat: f"You: {text}" for seat, text in pushed.items()})
            else:
                marks, wrong = answer_marks(self.panel(), grade, kept)
                self.table.set_marks(marks, wrong=wrong)
        aim = time_limit(self._question) if self._question is not None else None
        given = self._reviewed_answer if self._reviewing else self._answers.get(self.runner.index)
        question = self._question
        reasons = (
            reason_words(reasons_for(question, given))
            if isinstance(question, Question) and isinstance(given, Answer) and not grade.correct
            else ()
        )
        self.feedback.show_grade(grade, next_text=next_text, aim=aim, reasons=reasons)
        self.side_stack.setCurrentWidget(self.feedback)
        self.check_button.setEnabled(False)
        self.feedback.next_button.setFocus()

    def _on_next(self) -> None:
        if self._reviewing:
            self._reviewing = False
            self.reviewClosed.emit()
        else:
            self.runner.next()

    def _on_finished(self) -> None:
        self._clock.stop()
        self.roundFinished.emit()

    def review(self, question: RoundQuestion, grade: RoundGrade) -> None:
        """Show an answered spot again: the right answer drawn and its grade."""
        self._reviewing = True
        index = self.runner.round.questions.index(question) if self.runner.round else -1
        self._reviewed_answer = self._answers.get(index)
        self._show_question(question, reveal=True)
        self.progress_label.setText("Review")
        self._show_feedback(grade, "Back to the round")
