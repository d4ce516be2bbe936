"""The mastery side of the Training mode, added to its page in one call.

:func:`install_mastery` adds the step-by-step, spot-the-error, Follow the action, chips
(Take the rake, Count the stacks, Cut it: one tab), exam and dealing-shift pages as tabs, and
the mastery per tag to the progress view with two buttons: a round scheduled by weakness
(Leitner boxes, drills and games mixed) and a replay of "my mistakes". The Training page
saves what the pages answer and plays the rounds :attr:`MasteryTabs.roundReady` hands it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from dealer_app.gui.room.room_settings import ROOM_CHIP_SETS, room_data_folder
from dealer_app.gui.theme import Theme, load_theme
from dealer_app.gui.training.action_page import ActionDrillPage
from dealer_app.gui.training.chip_drill_page import ChipDrillPage
from dealer_app.gui.training.error_spot_page import ErrorSpotPage
from dealer_app.gui.training.exam_page import ExamPage
from dealer_app.gui.training.mastery_table import MasteryTable
from dealer_app.gui.training.rake_page import RakeDrillPage
from dealer_app.gui.training.round_runner import RoundRunner
from dealer_app.gui.training.shift_page import ShiftPage
from dealer_app.gui.training.stepwise_page import BUILD, PUSH, StepwisePage
from dealer_app.storage.room_chip_sets import RoomChipSets
from dealer_app.training.action_drills import ActionDrill, ActionGrade
from dealer_app.training.chip_drills import COUNT_DRILL, CUT_DRILL
from dealer_app.training.drills import Drill, Grade, Question
from dealer_app.training.progress import AnswerRecord
from dealer_app.training.records import EXAM
from dealer_app.training.replay import my_mistakes, replay_questions
from dealer_app.training.rounds import Round, RoundQuestion, RoundSettings, aim_of
from dealer_app.training.schedule import LeitnerBoxes, weakness_round

__all__ = ["CHIPS_TAB", "MasteryPanel", "MasteryTabs", "install_mastery"]

CHIPS_TAB = "Chips and rake"
"""The tab of the chip drills: Take the rake, Count the stacks and Cut it."""

ROUND_LENGTH = 10


class MasteryPanel(QGroupBox):
    """Mastery per tag, a round by weakness and the replay of my mistakes."""

    roundReady = Signal(object)
    """A :class:`Round` to play."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Mastery per tag", parent)
        self.table = MasteryTable(self)
        self.note = QLabel(
            "A tag is mastered after 50 spots with 27 of the last 30 right and within their "
            "time aim. Tags in a lower box come up more often.",
            self,
        )
        self.note.setWordWrap(True)
        self.weakness_button = QPushButton("Practise by weakness", self)
        self.weakness_button.setToolTip(
            "A round drawn from the lower boxes, drills mixed (the action drills too)"
        )
        self.weakness_button.clicked.connect(lambda: self.weakness_round())
        self.mistakes_button = QPushButton("Replay my mistakes", self)
        self.mistakes_button.clicked.connect(lambda: self.mistakes_round())
        buttons = QHBoxLayout()
        buttons.addWidget(self.weakness_button)
        buttons.addWidget(self.mistakes_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        self._records: tuple[AnswerRecord, ...] = ()
        self._rng = random.Random()
        self.show_records(())

    def show_records(self, records: Sequence[AnswerRecord]) -> None:
        """Refresh from the history."""
        self._records = tuple(records)
        self.table.show_records(self._records)
        mistakes = my_mistakes(self._records).mistakes
        self.mistakes_button.setEnabled(bool(mistakes))
        from_exams = sum(1 for mistake in mistakes if mistake.source == EXAM)
        count = f"{len(mistakes)}, {from_exams} from an exam" if from_exams else len(mistakes)
        self.mistakes_button.setText(
            f"Replay my mistakes ({count})" if mistakes else "Replay my mistakes"
        )

    def weakness_round(self, seed: int | None = None) -> Round:
        """A round scheduled by the Leitner boxes of the history; emitted to be played."""
        rng = random.Random(seed) if seed is not None else self._rng
        boxes = LeitnerBoxes.from_history(self._records)
        settings = RoundSettings(count=ROUND_LENGTH, timed=True)
        questions = weakness_round(boxes, rng, ROUND_LENGTH, action_drills=tuple(ActionDrill))
        round_ = Round.of_questions(settings, questions)
        self.roundReady.emit(round_)
        return round_

    def mistakes_round(self) -> Round | None:
        """The missed spots asked again; emitted to be played."""
        mistakes = my_mistakes(self._records, limit=ROUND_LENGTH).mistakes
        questions = replay_questions(mistakes, self._rng)
        if not questions:
            return None
        round_ = Round.of_questions(RoundSettings(count=len(questions)), questions)
        self.roundReady.emit(round_)
        return round_


class MasteryTabs(QObject):
    """The pages and the panel :func:`install_mastery` adds."""

    roundReady = Signal(object)

    def __init__(self, theme: Theme, parent: QWidget) -> None:
        super().__init__(parent)
        self.stepwise = StepwisePage(theme, parent)
        self.errors = ErrorSpotPage(theme, parent)
        self.action = ActionDrillPage(theme, parent)
        self.rake = RakeDrillPage(parent)
        room = RoomChipSets(room_data_folder() / ROOM_CHIP_SETS)
        self.count = ChipDrillPage(COUNT_DRILL, theme, parent, room=room)
        self.cut = ChipDrillPage(CUT_DRILL, theme, parent, room=room)
        # The chip drills share one tab, so that every tab of the Training mode stays in
        # sight on a 1024-pixel laptop.
        self.chips = QTabWidget(parent)
        self.chips.setDocumentMode(True)
        self.chips.addTab(self.rake, "Take the rake")
        self.chips.addTab(self.count, "Count the stacks")
        self.chips.addTab(self.cut, "Cut it")
        self.exam = ExamPage(theme, parent)
        self.shift = ShiftPage(theme, parent)
        self.panel = MasteryPanel(parent)
        self.panel.roundReady.connect(self.roundReady)

    def bring_forward(self, page: QWidget) -> None:
        """Bring ``page`` to the front: its own tab, or the chips' tab and its own in it."""
        if self.chips.indexOf(page) >= 0:
            self.chips.setCurrentWidget(page)
            page = self.chips
        tabs = self.parent()  # the tabs install_mastery adds the pages to
        if isinstance(tabs, QTabWidget):
            tabs.setCurrentWidget(page)

    def show_records(self, records: Sequence[AnswerRecord]) -> None:
        """Refresh the mastery from the history (and the boxes the action drills draw from)."""
        self.panel.show_records(records)
        self.action.set_boxes(LeitnerBoxes.from_history(records))

    def offer_step_by_step(self, question: RoundQuestion, grade: Grade | ActionGrade) -> bool:
        """A pot built or pushed wrong in a round waits in the step-by-step tab."""
        modes = {Drill.BUILD_POTS: BUILD, Drill.SPLIT_POT: PUSH}
        if grade.correct or not isinstance(question, Question) or question.drill not in modes:
            return False
        self.stepwise.start(
            question.spot,
            modes[question.drill],
            origin=f"Missed in your round ({question.drill.title}): work it step by step.",
        )
        return True


def install_mastery(
    tabs: QTabWidget,
    progress: QWidget,
    theme: Theme | None = None,
    runner: RoundRunner | None = None,
    timing_label: QLabel | None = None,
) -> MasteryTabs:
    """Add the mastery pages to ``tabs`` and the mastery panel below ``progress``.

    With the round ``runner``, a pot built or pushed wrong is kept to be worked step by
    step, and ``timing_label`` (the drill feedback's title, written when the answer is
    graded) gets how the answer's time went against its aim: fast, on time or slow.
    """
    parts = MasteryTabs(theme if theme is not None else load_theme(), tabs)
    if runner is not None:
        round_runner = runner

        def offer(index: int, grade: object) -> None:
            round_ = round_runner.round
            if round_ is None or not isinstance(grade, Grade | ActionGrade):
                return
            question = round_.questions[index]
            parts.offer_step_by_step(question, grade)
            if timing_label is not None:
                aim = aim_of(question)
                # An action spot's grade has no "drawn on the table" line above the verdict.
                lines = (timing_label.text(), aim.verdict(grade.seconds))
                timing_label.setText("\n".join(line for line in lines if line))

        runner.graded.connect(offer)
    tabs.addTab(parts.stepwise, "Step by step")
    tabs.addTab(parts.errors, "Spot the error")
    tabs.addTab(parts.action, "Follow the action")
    tabs.addTab(parts.chips, CHIPS_TAB)
    tabs.addTab(parts.exam, "Exam")
    tabs.addTab(parts.shift, "Dealing shift")
    layout = progress.layout()
    if layout is not None:
        layout.addWidget(parts.panel)

    def deal_when_first_shown(index: int) -> None:
        # Spots are dealt the first time a page is opened: a dealer who only drills pays
        # nothing for them.
        page = tabs.widget(index)
        if page is parts.stepwise and parts.stepwise.drill is None:
            parts.stepwise.deal()
        elif page is parts.errors and parts.errors.current is None and not parts.errors.grades:
            parts.errors.start()

    tabs.currentChanged.connect(deal_when_first_shown)
    return parts
