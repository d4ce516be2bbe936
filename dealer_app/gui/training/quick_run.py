"""What the quick drills' tabs (Follow the action, Take the rake) say about a run of spots.

Those tabs deal a run of short spots answered by keyboard; they share how the run's
progress, its end and each graded answer read.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

__all__ = ["RUN_LENGTH", "GradeShown", "done_text", "grade_html", "progress_text"]

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
