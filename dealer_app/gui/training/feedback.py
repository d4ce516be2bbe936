"""After an answer: right or wrong, what was missed, and the model's explanation."""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from dealer_app.gui.theme import Theme, load_theme
from dealer_app.training.action_drills import ActionGrade
from dealer_app.training.drills import Grade

__all__ = ["FeedbackPanel", "grade_html"]


def grade_html(
    grade: Grade | ActionGrade, theme: Theme, aim: float | None = None, reasons: Sequence[str] = ()
) -> str:
    """The grade in a dealer's words: the verdict, each mistake, why (the rule each miss
    broke), then the explanation.

    ``aim`` is the time the spot is given (its clock in timed play), shown beside the time
    taken.
    """
    if grade.correct:
        verdict = f'<span style="color:{theme.accent.name()}">Right.</span>'
    else:
        verdict = f'<span style="color:{theme.error.name()}">Not right.</span>'
    parts = [
        f"<p style='font-size:large'><b>{verdict}</b> &nbsp; score {grade.score:.0%}, "
        f"{grade.seconds:.1f} s{f' (aim {aim:g} s)' if aim is not None else ''}</p>"
    ]
    if grade.mistakes:
        items = "".join(f"<li>{html.escape(text)}</li>" for text in grade.mistakes)
        parts.append(f"<p><b>What was missed</b></p><ul>{items}</ul>")
    if reasons and not grade.correct:
        items = "".join(f"<li>{html.escape(text)}</li>" for text in reasons)
        parts.append(f"<p><b>Why</b></p><ul>{items}</ul>")
    notes = grade.notes if isinstance(grade, Grade) else ()
    if notes:
        items = "".join(f"<li>{html.escape(text)}</li>" for text in notes)
        parts.append(f"<p><b>A dealer's way to save work</b></p><ul>{items}</ul>")
    if grade.explanation:
        lines = "<br>".join(html.escape(line) for line in grade.explanation.splitlines())
        parts.append(f"<p><b>The dealer's way</b></p><p>{lines}</p>")
    return "".join(parts)


class FeedbackPanel(QWidget):
    """The grade of one answer, and the way on (next spot, or back to the summary)."""

    nextRequested = Signal()

    def __init__(self, theme: Theme | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._theme = theme if theme is not None else load_theme()
        self.text = QTextBrowser(self)
        self.text.setOpenLinks(False)
        self.title = QLabel(self)
        self.next_button = QPushButton("Next spot", self)
        self.next_button.setDefault(True)
        self.next_button.clicked.connect(self.nextRequested)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.next_button)
        self._grade: Grade | ActionGrade | None = None

    def show_grade(
        self,
        grade: Grade | ActionGrade,
        *,
        next_text: str = "Next spot",
        aim: float | None = None,
        reasons: Sequence[str] = (),
    ) -> None:
        self._grade = grade
        on_table = isinstance(grade, Grade)
        drawn = "The right answer is drawn beside yours on the table."
        self.title.setText(drawn if on_table else "")
        self.title.setWordWrap(True)
        self.text.setHtml(grade_html(grade, self._theme, aim, reasons))
        self.next_button.setText(next_text)

    def grade(self) -> Grade | ActionGrade | None:
        return self._grade
