"""The page a round is played on: the spot on the table, the question and the answer
panel beside it, the clocks, and after each answer the grade with the right answer drawn."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from dealer_app.gui.theme import Theme, load_theme
from dealer_app.gui.training.answer_panel import AnswerPanel
from dealer_app.gui.training.feedback import FeedbackPanel
from dealer_app.gui.training.hand_panel import HandPanel
from dealer_app.gui.training.pots_panel import PotsPanel
from dealer_app.gui.training.round_runner import RoundRunner
from dealer_app.gui.training.side_layout import table_with_side
from dealer_app.gui.training.split_panel import SplitPanel
from dealer_app.gui.training.spot_table import SpotTable
from dealer_app.gui.training.winner_panel import WinnerPanel
from dealer_app.training.drills import Drill, Grade, Question, SplitAnswer
from dealer_app.training.rounds import time_limit

__all__ = ["DrillPage", "clock_text"]

_CLOCK_MILLISECONDS = 200


def clock_text(seconds: float) -> str:
    """``75.3`` -> ``"1:15"``."""
    whole = int(seconds)
    return f"{whole // 60}:{whole % 60:02d}"


def drill_panels(theme: Theme, parent: QWidget) -> dict[Drill, AnswerPanel]:
    """One answer panel for each of the four drills, as rounds and exams ask them."""
    return {
        Drill.READ_WINNER: WinnerPanel(parent),
        Drill.BUILD_POTS: PotsPanel(parent),
        Drill.SPLIT_POT: SplitPanel(theme, parent),
        Drill.NAME_HAND: HandPanel(theme, parent),
    }


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
        self._question: Question | None = None
        self.table = SpotTable(self._theme, self)
        self.panels = drill_panels(self._theme, self)
        self.answer_stack = QStackedWidget(self)
        for panel in self.panels.values():
            self.answer_stack.addWidget(panel)
            panel.changed.connect(self._show_marks)
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
        column = QVBoxLayout(side)
        top = QHBoxLayout()
        top.addWidget(self.progress_label)
        top.addWidget(self.clock_label, 1)
        column.addLayout(top)
        column.addWidget(self.drill_label)
        column.addWidget(self.prompt)
        column.addWidget(self.side_stack, 1)
        table_with_side(self, self.table, side)

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

    def _show_question(self, question: Question, *, reveal: bool) -> None:
        self._question = question
        panel = self.panels[question.drill]
        self.answer_stack.setCurrentWidget(panel)
        panel.set_question(question)
        self.table.show_spot(question.spot.scenario, reveal=reveal, cover_pots=panel.covers_pots())
        self.drill_label.setText(f"<b>{question.drill.title}</b>")
        self.prompt.setText(question.prompt)
        self._show_marks()

    def _on_question(self, index: int, question: Question) -> None:
        self._reviewing = False
        self._show_question(question, reveal=False)
        self.side_stack.setCurrentWidget(self.asking)
        self.check_button.setEnabled(True)
        self.progress_label.setText(f"Spot {index + 1} of {self.runner.count}")
        self._tick()
        if self.timed:
            self._clock.start()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """A seat's number typed (0 for seat 10) counts as a click on that seat; Enter
        checks the answer, or goes on after the grade."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.side_stack.currentWidget() is self.feedback:
                self.feedback.next_button.click()
            elif self.check_button.isEnabled():
                self.check_button.click()
            return
        text = event.text()
        if text.isdigit() and not self.runner.is_answered() and self.runner.round is not None:
            seat = int(text) or 10
            if seat in self.table.controller.scenario.seat_numbers:
                self.panel().seat_clicked(seat)
                return
        super().keyPressEvent(event)

    def _show_marks(self) -> None:
        if not self.table.is_revealed():
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

    def submit(self) -> Grade | None:
        """Grade the answer on the panel (the runner saves it)."""
        if self.runner.round is None or self.runner.is_answered():
            return None
        self._clock.stop()
        self._tick()
        return self.runner.submit(self.panel().answer())

    def _on_graded(self, index: int, grade: Grade) -> None:
        if self.grade_at_end:
            self.runner.next()
            return
        self._show_feedback(grade, "See the round" if self.runner.is_last() else "Next spot")

    def _show_feedback(self, grade: Grade, next_text: str) -> None:
        # A wrong answer stays marked, dashed in red, beside the right one drawn by the table;
        # a right push stays marked as right: it may differ from the one the table draws.
        own_push = grade.correct and isinstance(grade.expected, SplitAnswer)
        shown = not self._reviewing and (own_push or not grade.correct)
        given = self.panel().marks() if shown else {}
        self.table.reveal()
        self.table.set_marks(
            {seat: f"You: {text}" for seat, text in given.items()}, wrong=not grade.correct
        )
        aim = time_limit(self._question) if self._question is not None else None
        self.feedback.show_grade(grade, next_text=next_text, aim=aim)
        self.side_stack.setCurrentWidget(self.feedback)
        self.check_button.setEnabled(False)

    def _on_next(self) -> None:
        if self._reviewing:
            self._reviewing = False
            self.reviewClosed.emit()
        else:
            self.runner.next()

    def _on_finished(self) -> None:
        self._clock.stop()
        self.roundFinished.emit()

    def review(self, question: Question, grade: Grade) -> None:
        """Show an answered spot again: the right answer drawn and its grade."""
        self._reviewing = True
        self._show_question(question, reveal=True)
        self.progress_label.setText("Review")
        self._show_feedback(grade, "Back to the round")
