"""A dealing shift: showdown after showdown pushed without a stop, then the pace report.

Each hand is the split drill on a dealt spot; the clock runs only while a showdown is on
the table (from the spot shown to the push given), so the report counts the showdown work
alone, against the card room's pace for the game (:mod:`dealer_app.training.pace`).
"""

from __future__ import annotations

import random

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QHideEvent, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from dealer_app.gui.theme import Theme, load_theme
from dealer_app.gui.training.side_layout import table_with_side
from dealer_app.gui.training.split_panel import SplitPanel
from dealer_app.gui.training.spot_table import SpotTable
from dealer_app.gui.training.stop_clock import StopClock
from dealer_app.model.hands.games import Game
from dealer_app.model.words import plural
from dealer_app.training.drills import Drill, Question, grade, make_question
from dealer_app.training.pace import DealingShift, ShiftReport
from dealer_app.training.progress import record_of
from dealer_app.training.reasons import reason_words, reasons_for
from dealer_app.training.records import SHIFT
from dealer_app.training.spots import generate_spots

__all__ = ["ShiftPage"]

_GAMES: tuple[tuple[str, tuple[Game, ...]], ...] = (
    ("Texas Hold'em", (Game.HOLDEM,)),
    ("Omaha and Omaha Hi-Lo", (Game.OMAHA, Game.OMAHA8)),
    ("Stud, Stud Hi-Lo and Razz", (Game.STUD, Game.STUD8, Game.RAZZ)),
    ("Mixed games", (Game.HOLDEM, Game.OMAHA, Game.OMAHA8, Game.STUD, Game.STUD8, Game.RAZZ)),
)


class ShiftPage(QWidget):
    """Deals a shift of showdowns to push; the report follows the last one."""

    answered = Signal(object)
    """An :class:`AnswerRecord` of each hand pushed, for the history."""

    def __init__(self, theme: Theme | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._theme = theme if theme is not None else load_theme()
        self.table = SpotTable(self._theme, self)
        self.panel = SplitPanel(self._theme, self)
        self.panel.changed.connect(lambda: self.table.set_marks(self.panel.marks()))
        self.table.seatClicked.connect(self.panel.seat_clicked)
        self.table.chipDropped.connect(self.panel.chip_dropped)
        self.games = QComboBox(self)
        for title, games in _GAMES:
            self.games.addItem(title, games)
        self.hands = QSpinBox(self)
        self.hands.setRange(1, 200)
        self.hands.setValue(20)
        self.hands.setSuffix(" hands")
        self.start_button = QPushButton("Start the shift", self)
        self.start_button.clicked.connect(lambda: self.start())
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.push_button = QPushButton("Pushed: next hand", self)
        self.push_button.setDefault(True)
        self.push_button.clicked.connect(self.pushed)
        self.end_button = QPushButton("End the shift", self)
        self.end_button.clicked.connect(self.end)
        self.report_label = QLabel(self)
        self.report_label.setWordWrap(True)
        self.report_label.setObjectName("shiftReport")
        self.hand_list = QListWidget(self)
        """Each hand of the shift once it is over: right or wrong, its time, what and why."""
        self.hand_list.setWordWrap(True)
        self.hand_list.setVisible(False)

        side = QWidget(self)
        column = QVBoxLayout(side)
        setup = QHBoxLayout()
        setup.addWidget(self.games, 1)
        setup.addWidget(self.hands)
        column.addLayout(setup)
        column.addWidget(self.start_button)
        column.addWidget(self.status)
        column.addWidget(self.panel, 1)
        column.addWidget(self.report_label)
        column.addWidget(self.hand_list, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.push_button)
        buttons.addWidget(self.end_button)
        column.addLayout(buttons)
        table_with_side(self, self.table, side)

        self.shift = DealingShift()
        self.questions: list[Question] = []
        self.report: ShiftReport | None = None
        self._clock = StopClock()
        self._show_state()

    @property
    def hand(self) -> int:
        """The number of hands pushed so far."""
        return len(self.shift.showdowns)

    def start(self, seed: int | None = None) -> None:
        """Deal the shift's hands and show the first."""
        rng = random.Random(seed)
        games = self.games.currentData()
        spots = generate_spots(rng, self.hands.value(), games=games, difficulty=3)
        self.questions = [make_question(Drill.SPLIT_POT, spot, rng) for spot in spots]
        self.shift = DealingShift()
        self.report = None
        self.report_label.setText("")
        self.hand_list.clear()
        self._show_hand()

    def _show_hand(self) -> None:
        if self.hand >= len(self.questions):
            self.end()
            return
        question = self.questions[self.hand]
        self.panel.set_question(question)
        self.table.show_spot(question.spot.scenario, reveal=False)
        self._clock.start()
        self._show_state()
        # The next hand's first count takes the keyboard, as soon as its table is laid out.
        self.panel.focus_answer()
        QTimer.singleShot(0, self.panel.focus_answer)

    def pushed(self) -> None:
        """The push of this hand is given: count it and deal the next at once."""
        if self.report is not None or self.hand >= len(self.questions):
            return
        seconds = self._clock.seconds()
        question = self.questions[self.hand]
        answer = self.panel.answer()
        graded = grade(question, answer, seconds)
        reasons = () if graded.correct else reason_words(reasons_for(question, answer))
        self.shift.record(
            question.spot.game,
            seconds,
            correct=graded.correct,
            mistakes=graded.mistakes,
            reasons=reasons,
        )
        self.answered.emit(record_of(question, graded, given=answer, source=SHIFT))
        self._show_hand()

    def hideEvent(self, event: QHideEvent) -> None:
        """Off screen (another tab, the window minimised) the hand's clock stands still: it
        runs only while a showdown is out."""
        self._clock.pause()
        super().hideEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        self._clock.resume()
        super().showEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter (Ctrl+Enter from the table of counts) gives the push and deals the next."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.report is None:
            self.pushed()
            return
        super().keyPressEvent(event)

    def end(self) -> ShiftReport | None:
        """End the shift and show the pace report."""
        if not self.questions:
            return None
        self.report = self.shift.report()
        lines = self.report.lines
        self.report_label.setText(
            f"<b>{lines[0]}</b>" + "".join(f"<p>{line}</p>" for line in lines[1:])
        )
        self.hand_list.clear()
        for line, showdown in zip(self.report.hand_lines, self.report.showdowns, strict=True):
            item = QListWidgetItem(line)
            if not showdown.correct:
                item.setForeground(self._theme.error)
            self.hand_list.addItem(item)
        self._show_state()
        return self.report

    def _show_state(self) -> None:
        working = bool(self.questions) and self.report is None
        self.push_button.setEnabled(working)
        self.end_button.setEnabled(working)
        self.panel.setVisible(working or not self.questions)
        self.panel.setEnabled(working)
        self.hand_list.setVisible(self.report is not None)
        if not self.questions:
            self.status.setText(
                "Push each showdown as at the table: the clock runs only while a showdown is "
                "out, and nothing stops between hands."
            )
        elif working:
            seconds = self.shift.report().seconds
            self.status.setText(
                f"Hand {self.hand + 1} of {len(self.questions)} · "
                f"{seconds:.0f} s of showdown work so far"
            )
        else:
            self.status.setText(f"Shift over: {plural(self.hand, 'hand')} pushed.")
