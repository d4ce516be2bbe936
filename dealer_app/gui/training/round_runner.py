"""A round being played: the spot asked now, the clocks, and each graded answer saved.

The runner asks the training model for everything (the round's questions, the grade, the
record to keep) and hands each record to the history the moment it is graded.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from PySide6.QtCore import QObject, Signal

from dealer_app.gui.training.stop_clock import StopClock
from dealer_app.training.progress import AnswerRecord, record_of
from dealer_app.training.rounds import Round, RoundAnswer, RoundGrade, RoundQuestion

__all__ = ["RoundRunner"]

RecordSink = Callable[[AnswerRecord], None]


class RoundRunner(QObject):
    """Walks through a :class:`Round`: one spot at a time, a clock per spot and per round."""

    questionShown = Signal(int, object)
    """Index and :class:`Question` now asked."""
    graded = Signal(int, object)
    """Index and :class:`Grade` of the answer just given."""
    finished = Signal()

    def __init__(self, save: RecordSink, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._save = save
        self.round: Round | None = None
        self.index = -1
        # The clocks stand still while the spot is off screen.
        self._spot_clock = StopClock()
        self._round_clock = StopClock()
        self._answered: set[int] = set()
        self._round_seconds = 0.0

    def start(self, round_: Round) -> None:
        self.round = round_
        self._answered = set()
        self._round_seconds = 0.0
        self.resume()
        self._round_clock.start()
        self.index = -1
        self.next()

    def stop(self) -> None:
        """Drop the round: no spot is asked and no answer is taken until the next start."""
        self.round = None
        self.index = -1
        self._answered = set()

    @property
    def count(self) -> int:
        return len(self.round.questions) if self.round is not None else 0

    def question(self) -> RoundQuestion:
        assert self.round is not None
        return self.round.questions[self.index]

    def is_answered(self) -> bool:
        return self.index in self._answered

    def is_last(self) -> bool:
        return self.index >= self.count - 1

    def time_limit(self) -> float | None:
        """The seconds the spot shown is given in timed play (``None`` untimed)."""
        if self.round is None or not 0 <= self.index < self.count:
            return None
        return self.round.time_limit(self.index)

    def spot_seconds(self) -> float:
        return self._spot_clock.seconds()

    def round_seconds(self) -> float:
        if self.round is not None and len(self._answered) == self.count:
            return self._round_seconds
        return self._round_clock.seconds()

    def pause(self) -> None:
        """Stop the clocks: the spot is not on screen (another tab, the window hidden)."""
        self._spot_clock.pause()
        self._round_clock.pause()

    def resume(self) -> None:
        """Start the clocks again from where they stood."""
        self._spot_clock.resume()
        self._round_clock.resume()

    def is_paused(self) -> bool:
        return self._round_clock.is_paused()

    def submit(self, answer: RoundAnswer, *, seconds: float | None = None) -> RoundGrade:
        """Grade the answer to the spot shown and save it; ``seconds`` overrides the clock."""
        assert self.round is not None and not self.is_answered()
        taken = self.spot_seconds() if seconds is None else seconds
        grade = self.round.answer(self.index, answer, taken)
        self._answered.add(self.index)
        if len(self._answered) == self.count:
            self._round_seconds = self._round_clock.seconds()
        self._save(record_of(self.question(), grade, datetime.now(UTC), given=answer))
        self.graded.emit(self.index, grade)
        return grade

    def next(self) -> None:
        """Ask the next spot, or finish the round after the last."""
        if self.round is None:
            return
        if self.index + 1 >= self.count:
            self.finished.emit()
            return
        self.index += 1
        self._spot_clock.start()
        self.questionShown.emit(self.index, self.question())
