"""The quick drills' tabs (Follow the action, Take the rake, Count the stacks, Cut it): a
run of short spots answered by keyboard.

:class:`QuickRunPage` is what those tabs share: Alt+D deals a run, Enter checks an answer
and Enter again goes on, the run's progress, its end and each graded answer read the same
way, and every answer is handed on for the history. Each tab shows its own spot and reads
and grades its own answer.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Generic, Protocol, TypeVar

from PySide6.QtCore import QElapsedTimer, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLayout, QPushButton, QVBoxLayout, QWidget

__all__ = [
    "RUN_LENGTH",
    "GradeShown",
    "QuickRunPage",
    "done_text",
    "grade_html",
    "progress_text",
]

RUN_LENGTH = 10
"""How many spots a deal (Alt+D) deals."""

_RIGHT_COLOUR = "#3fa45b"
_WRONG_COLOUR = "#d05050"


class GradeShown(Protocol):
    """What a quick drill's grade shows: right or not, the mistakes, the working."""

    @property
    def correct(self) -> bool: ...

    @property
    def mistakes(self) -> tuple[str, ...]: ...

    @property
    def explanation(self) -> str: ...


def progress_text(index: int, count: int, grades: Sequence[GradeShown]) -> str:
    """``"Spot 3 of 10 · 2 right so far"``."""
    right = sum(grade.correct for grade in grades)
    return f"Spot {index + 1} of {count} · {right} right so far"


def done_text(grades: Sequence[GradeShown], first: str) -> str:
    """The run's end (``"Done: 8 of 10 right. ..."``), or ``first`` before any run."""
    if not grades:
        return first
    right = sum(grade.correct for grade in grades)
    return f"Done: {right} of {len(grades)} right. Alt+D deals {RUN_LENGTH} more."


def grade_html(grade: GradeShown, verdict: str) -> str:
    """The grade: Right or Wrong, each mistake, the working, the time against its aim."""
    colour = _RIGHT_COLOUR if grade.correct else _WRONG_COLOUR
    mistakes = "".join(f"<p>{mistake}</p>" for mistake in grade.mistakes)
    working = grade.explanation.replace("\n", "<br>")
    return (
        f"<p style='color:{colour}'><b>{'Right' if grade.correct else 'Wrong'}</b></p>"
        f"{mistakes}<p>{working}</p><p>{verdict}</p>"
        "<p>Enter: next spot.</p>"
    )


SpotT = TypeVar("SpotT")
GradeT = TypeVar("GradeT", bound=GradeShown)


class QuickRunPage(QWidget, Generic[SpotT, GradeT]):
    """A quick drill's tab: a run of spots, each answered, checked and left by keyboard.

    A tab builds its own parts, lays them out with :meth:`lay_out`, deals with
    :meth:`deal`, shows a spot in :meth:`present` and grades in ``submit`` through
    :meth:`open_spot` and :meth:`settle`. :attr:`grades` holds the run's grades and
    :attr:`answered` carries each answer's record for the history.
    """

    answered = Signal(object)
    """An :class:`AnswerRecord`, one per answer."""

    def __init__(self, parent: QWidget | None, feedback_name: str) -> None:
        super().__init__(parent)
        self.deal_button = QPushButton(f"&Deal {RUN_LENGTH}", self)
        self.deal_button.clicked.connect(lambda: self.start())
        self.worksheet_button = QPushButton("&Worksheet…", self)
        self.worksheet_button.setToolTip("Print the spots dealt, with the answer key (PDF)")
        self.worksheet_button.clicked.connect(lambda: self.save_worksheet())
        self.progress_label = QLabel(self)
        self.prompt = QLabel(self)
        self.prompt.setWordWrap(True)
        self.check_button = QPushButton("Check", self)
        self.check_button.clicked.connect(self.submit)
        self.next_button = QPushButton("&Next spot", self)
        self.next_button.clicked.connect(self.next_spot)
        self.feedback = QLabel(self)
        self.feedback.setWordWrap(True)
        self.feedback.setObjectName(feedback_name)
        self.feedback.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.feedback.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.grades: list[GradeT] = []
        self._spots: list[SpotT] = []
        self._index = 0
        self._answered = False
        self._clock = QElapsedTimer()

    def lay_out(
        self,
        before_deal: Sequence[QWidget],
        after_deal: Sequence[QWidget],
        answer_parts: Sequence[QWidget | QLayout],
        spot_view: QWidget,
        *,
        spot_share: tuple[int, int] = (2, 3),
    ) -> None:
        """The tab's layout: a top row (``before_deal``, Deal, ``after_deal``, Worksheet,
        the progress), the spot on the left, the prompt, ``answer_parts``, Check and Next and
        the grade on the right, side by side in ``spot_share``."""
        top = QHBoxLayout()
        for widget in (*before_deal, self.deal_button, *after_deal, self.worksheet_button):
            top.addWidget(widget)
        top.addStretch(1)
        top.addWidget(self.progress_label)
        buttons = QHBoxLayout()
        buttons.addWidget(self.check_button)
        buttons.addWidget(self.next_button)
        buttons.addStretch(1)
        side = QVBoxLayout()
        side.addWidget(self.prompt)
        for part in answer_parts:
            if isinstance(part, QLayout):
                side.addLayout(part)
            else:
                side.addWidget(part)
        side.addLayout(buttons)
        side.addWidget(self.feedback, 1)
        body = QHBoxLayout()
        body.addWidget(spot_view, spot_share[0])
        body.addLayout(side, spot_share[1])
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(body, 1)

    # -- what each tab gives -----------------------------------------------------------------

    def start(self, count: int = RUN_LENGTH, seed: int | None = None) -> None:
        """Deal ``count`` spots and show the first."""
        raise NotImplementedError

    def save_worksheet(self, path: str | Path | None = None) -> bool:
        """Print the run's spots (dealt now if there are none) with the answer key."""
        raise NotImplementedError

    def submit(self) -> GradeT | None:
        """Grade the typed answer and show the grade with the working."""
        raise NotImplementedError

    def present(self, spot: SpotT | None) -> None:
        """Show ``spot`` (its prompt too) and clear the answer, or show no spot."""
        raise NotImplementedError

    def first_words(self) -> str:
        """What the tab says before its first run."""
        return f"Deal (Alt+D): {RUN_LENGTH} spots."

    # -- the run -----------------------------------------------------------------------------

    def deal(self, spots: Sequence[SpotT]) -> None:
        """Start a run of ``spots`` at its first."""
        self._spots = list(spots)
        self._index = 0
        self.grades = []
        self.show_current()

    @property
    def spots(self) -> tuple[SpotT, ...]:
        """The run's spots, in the order they are dealt."""
        return tuple(self._spots)

    @property
    def current(self) -> SpotT | None:
        return self._spots[self._index] if self._index < len(self._spots) else None

    def show_current(self) -> None:
        """Show the spot the run is at, or the run's end."""
        spot = self.current
        self._answered = False
        self.feedback.setText("")
        self.next_button.setEnabled(False)
        self.check_button.setEnabled(spot is not None)
        self.present(spot)
        if spot is None:
            self.prompt.setText(done_text(self.grades, self.first_words()))
            self.progress_label.setText("")
            self.deal_button.setFocus()
            return
        self.progress_label.setText(progress_text(self._index, len(self._spots), self.grades))
        self._clock.start()

    def on_enter(self) -> None:
        """Enter checks the answer, and once it is checked goes on."""
        if self._answered:
            self.next_spot()
        else:
            self.submit()

    def open_spot(self) -> SpotT | None:
        """The spot an answer may be given to now: None once answered or after the run."""
        return None if self._answered else self.current

    def seconds(self) -> float:
        """Seconds since the spot was shown."""
        return self._clock.elapsed() / 1000.0

    def settle(self, grade: GradeT, verdict: str, record: object) -> GradeT:
        """Keep ``grade``, show it with the time's ``verdict``, hand ``record`` on."""
        self._answered = True
        self.grades.append(grade)
        self.feedback.setText(grade_html(grade, verdict))
        self.check_button.setEnabled(False)
        self.next_button.setEnabled(True)
        self.answered.emit(record)
        return grade

    def next_spot(self) -> None:
        """Go on to the next spot (or the end of the run)."""
        if self._answered:
            self._index += 1
            self.show_current()
