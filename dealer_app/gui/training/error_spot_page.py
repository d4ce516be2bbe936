"""The spot-the-error mode: a finished push on the table, right or with a dealer's mistake.

Spots are dealt aimed at the situations where the classic mistakes happen (side pots, dead
money, odd chips, counterfeited kickers, scoops); the training model decides, spot by spot,
whether the push shown is right or which mistake it carries. After the call, the grade in a
dealer's words and the right push drawn on the table.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from datetime import UTC, datetime

from PySide6.QtCore import QElapsedTimer, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dealer_app.gui.theme import Theme, load_theme
from dealer_app.gui.training.error_call import ErrorCallPanel
from dealer_app.gui.training.side_layout import table_with_side
from dealer_app.gui.training.spot_table import SpotTable
from dealer_app.model.hands.games import Game
from dealer_app.training.aims import SPOT_ERROR, time_aim
from dealer_app.training.dealer_errors import (
    ErrorGrade,
    ErrorSpot,
    grade_error_spot,
    make_error_spot,
)
from dealer_app.training.records import error_spot_record
from dealer_app.training.spots import Spot, generate_spots

__all__ = ["ERROR_TAGS", "ErrorSpotPage"]

ERROR_TAGS = (
    "side-pots",
    "dead-money",
    "odd-chip-wraps",
    "odd-chip-heads-up",
    "counterfeited-kicker",
    "three-way-tie",
    "hilo-scoop",
)
"""The situations the spots are aimed at: where each mistake of the drill can happen."""

_RIGHT_COLOUR = "#3fa45b"
_WRONG_COLOUR = "#d05050"


class ErrorSpotPage(QWidget):
    """Plays a run of spot-the-error spots; :attr:`answered` carries each answer's record."""

    answered = Signal(object)
    """An :class:`AnswerRecord` for the history, one per call."""

    def __init__(self, theme: Theme | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._theme = theme if theme is not None else load_theme()
        self.table = SpotTable(self._theme, self)
        self.panel = ErrorCallPanel(self)
        self.panel.changed.connect(self._show_marks)
        self.title = QLabel("<b>Spot the dealer's error</b>", self)
        self.progress_label = QLabel(self)
        self.prompt = QLabel(
            "The dealer has pushed this showdown. Is every chip where it belongs? "
            "If not, what went wrong?",
            self,
        )
        self.prompt.setWordWrap(True)
        self.check_button = QPushButton("Check my call", self)
        self.check_button.setDefault(True)
        self.check_button.clicked.connect(self.submit)
        self.feedback = QLabel(self)
        self.feedback.setWordWrap(True)
        self.feedback.setObjectName("errorFeedback")
        self.next_button = QPushButton("Next spot", self)
        self.next_button.clicked.connect(self.next_spot)
        self.again_button = QPushButton("Deal ten more", self)
        self.again_button.clicked.connect(lambda: self.start())

        side = QWidget(self)
        column = QVBoxLayout(side)
        column.addWidget(self.progress_label)
        column.addWidget(self.title)
        column.addWidget(self.prompt)
        column.addWidget(self.panel, 1)
        column.addWidget(self.feedback)
        buttons = QHBoxLayout()
        buttons.addWidget(self.check_button)
        buttons.addWidget(self.next_button)
        buttons.addWidget(self.again_button)
        column.addLayout(buttons)
        table_with_side(self, self.table, side)

        self._rng = random.Random()
        self._spots: list[tuple[Spot, ErrorSpot]] = []
        self._index = 0
        self._right = 0
        self._answered = False
        self._clock = QElapsedTimer()
        self.grades: list[ErrorGrade] = []

    # -- the run -----------------------------------------------------------------------------

    def start(self, count: int = 10, seed: int | None = None, games: Sequence[Game] = ()) -> None:
        """Deal ``count`` spots and show the first."""
        self._rng = random.Random(seed)
        spots = generate_spots(self._rng, count, games=games, tags=ERROR_TAGS, difficulty=3)
        self.play([(spot, make_error_spot(spot.result, self._rng)) for spot in spots])

    def play(self, spots: Sequence[tuple[Spot, ErrorSpot]]) -> None:
        """Play the given spots, each with the push to show."""
        self._spots = list(spots)
        self._index = 0
        self._right = 0
        self.grades = []
        self._show_current()

    @property
    def current(self) -> ErrorSpot | None:
        """The spot being called."""
        if not self._spots or self._index >= len(self._spots):
            return None
        return self._spots[self._index][1]

    def _show_current(self) -> None:
        current = self.current
        self._answered = False
        self.feedback.setText("")
        self.next_button.setEnabled(False)
        self.again_button.setVisible(current is None)
        self.check_button.setEnabled(current is not None)
        if current is None:
            total = len(self._spots)
            self.progress_label.setText(f"Done: {self._right} of {total} called right")
            return
        self.progress_label.setText(
            f"Spot {self._index + 1} of {len(self._spots)} · {self._right} right so far"
        )
        self.table.show_spot(current.result.scenario, reveal=False)
        self.panel.set_spot(current)
        self._clock.start()

    def _show_marks(self) -> None:
        if not self.table.is_revealed():
            self.table.set_marks(self.panel.marks())

    def submit(self) -> ErrorGrade | None:
        """Grade the call on the panel, show the grade and the right push."""
        current = self.current
        if current is None or self._answered:
            return None
        seconds = self._clock.elapsed() / 1000.0
        grade = grade_error_spot(current, self.panel.verdict())
        self._answered = True
        self.grades.append(grade)
        self._right += grade.correct
        colour = _RIGHT_COLOUR if grade.correct else _WRONG_COLOUR
        aim = time_aim(SPOT_ERROR, current.result)
        timing = aim.verdict(seconds)
        self.feedback.setText(
            f"<p style='color:{colour}'><b>{'Right' if grade.correct else 'Wrong'}</b></p>"
            f"<p>{grade.words}</p><p>{timing}</p>"
        )
        self.table.set_marks({})
        self.table.reveal()
        self.check_button.setEnabled(False)
        self.next_button.setEnabled(True)
        spot = self._spots[self._index][0]
        verdict = self.panel.verdict()
        self.answered.emit(error_spot_record(spot, verdict, grade, seconds, datetime.now(UTC)))
        return grade

    def next_spot(self) -> None:
        """Go on to the next spot (or the end of the run)."""
        if self._answered:
            self._index += 1
            self._show_current()
