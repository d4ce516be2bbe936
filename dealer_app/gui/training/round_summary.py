"""The end of a round: the score, every spot right or wrong, and what to do next."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dealer_app.gui.training.drill_page import clock_text
from dealer_app.training.action_drills import ActionQuestion
from dealer_app.training.rounds import Round

__all__ = ["RoundSummary"]


class RoundSummary(QWidget):
    """Score and spots of the round just played; a spot double-clicked is reviewed."""

    reviewRequested = Signal(int)
    replayRequested = Signal()
    newRoundRequested = Signal()
    progressRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.score_label = QLabel(self)
        self.score_label.setWordWrap(True)
        self.spots = QListWidget(self)
        self.spots.itemActivated.connect(
            lambda item: self.reviewRequested.emit(item.data(Qt.ItemDataRole.UserRole))
        )
        self.replay_button = QPushButton("Replay the wrong ones", self)
        self.replay_button.clicked.connect(self.replayRequested)
        new_round = QPushButton("New round", self)
        new_round.clicked.connect(self.newRoundRequested)
        self.progress_button = QPushButton("See my progress", self)
        self.progress_button.clicked.connect(self.progressRequested)
        buttons = QHBoxLayout()
        buttons.addWidget(self.replay_button)
        buttons.addStretch(1)
        buttons.addWidget(self.progress_button)
        buttons.addWidget(new_round)
        layout = QVBoxLayout(self)
        layout.addWidget(self.score_label)
        layout.addWidget(QLabel("Double-click a spot to see it again with the right answer."))
        layout.addWidget(self.spots, 1)
        layout.addLayout(buttons)

    def show_round(self, round_: Round, seconds: float) -> None:
        grades = round_.grades
        right = round_.correct
        asked = len(round_.questions)
        self.score_label.setText(
            f"<h2>{right} of {asked} right — score {round_.score:.0f} of 100</h2>"
            f"<p>The round took {clock_text(seconds)}.</p>"
        )
        self.spots.clear()
        for index, (question, grade) in enumerate(zip(round_.questions, grades, strict=True)):
            if grade is None:
                mark, taken = "–", ""
            else:
                mark = "✓" if grade.correct else "✗"
                taken = f" — {grade.seconds:.1f} s"
            game = (
                question.spot.title
                if isinstance(question, ActionQuestion)
                else question.spot.scenario.game_rules.title
            )
            text = f"{mark}  {index + 1}. {question.drill.title} — {game}{taken}"
            item = QListWidgetItem(text, self.spots)
            item.setData(Qt.ItemDataRole.UserRole, index)
            item.setToolTip(question.prompt)
        missed = len(round_.missed())
        self.replay_button.setEnabled(missed > 0)
        self.replay_button.setText(
            f"Replay the {missed} wrong one{'s' if missed != 1 else ''}"
            if missed
            else "Nothing to replay"
        )
