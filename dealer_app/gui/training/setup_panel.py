"""Setting up a round: which drill (or a mix), which game (or a mix), how hard, how many
spots, timed or not, graded at once or at the end."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from dealer_app.model.hands.games import Game, game_rules
from dealer_app.training.drills import Drill
from dealer_app.training.rounds import RoundSettings
from dealer_app.training.tags import TRAINING_GAMES

__all__ = ["DIFFICULTY_WORDS", "RoundSetup"]

DIFFICULTY_WORDS = {
    1: "1 — plain showdowns",
    2: "2 — a trap now and then",
    3: "3 — the usual traps",
    4: "4 — mostly traps",
    5: "5 — every spot a trap",
}
_MIX = None
_FORM_WIDTH = 760


class RoundSetup(QWidget):
    """The form a round starts from; :attr:`startRequested` carries its settings."""

    startRequested = Signal(object)
    """A :class:`RoundSettings` to start."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.drill_box = QComboBox(self)
        self.drill_box.addItem("A mix of all four", _MIX)
        for drill in Drill:
            self.drill_box.addItem(drill.title, drill)
        self.drill_box.setToolTip("What you are asked at each spot")

        self.mixed_games = QRadioButton("A mix of games", self)
        self.chosen_games = QRadioButton("Only these games:", self)
        self.mixed_games.setChecked(True)
        self.games_list = QListWidget(self)
        for game in TRAINING_GAMES:
            item = QListWidgetItem(game_rules(game).title, self.games_list)
            item.setData(Qt.ItemDataRole.UserRole, game)
            item.setCheckState(Qt.CheckState.Unchecked)
        self.games_list.setMaximumHeight(150)
        self.games_list.setEnabled(False)
        self.chosen_games.toggled.connect(self.games_list.setEnabled)
        self.games_list.itemChanged.connect(self._on_game_checked)

        self.difficulty_box = QComboBox(self)
        for level, words in DIFFICULTY_WORDS.items():
            self.difficulty_box.addItem(words, level)
        self.difficulty_box.setCurrentIndex(2)
        self.difficulty_box.setToolTip("How many spots are the situations dealers get wrong")
        self.count_box = QSpinBox(self)
        self.count_box.setRange(1, 200)
        self.count_box.setValue(10)
        self.count_box.setSuffix(" spots")
        self.timed_box = QCheckBox("Timed: a clock per spot and per round; speed counts", self)
        self.at_end_box = QCheckBox("Grade at the end of the round (not after each spot)", self)

        self.tags_label = QLabel(self)
        self.tags_label.setWordWrap(True)
        self.tags_label.hide()
        self._tags: tuple[str, ...] = ()

        self.start_button = QPushButton("Start the round", self)
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self._on_start)

        form = QFormLayout()
        form.addRow("Drill", self.drill_box)
        games = QVBoxLayout()
        games.addWidget(self.mixed_games)
        games.addWidget(self.chosen_games)
        games.addWidget(self.games_list)
        form.addRow("Games", games)
        form.addRow("Difficulty", self.difficulty_box)
        form.addRow("Length", self.count_box)
        form.addRow("", self.timed_box)
        form.addRow("", self.at_end_box)
        form.addRow("", self.tags_label)
        box = QGroupBox("New round", self)
        box.setLayout(form)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)
        column = QVBoxLayout()
        column.addWidget(box)
        column.addLayout(buttons)
        column.addStretch(1)
        form_width = QWidget(self)
        form_width.setLayout(column)
        form_width.setMaximumWidth(_FORM_WIDTH)
        layout = QHBoxLayout(self)
        layout.addWidget(form_width, 1)
        layout.addStretch(0)

    def _on_game_checked(self, _item: QListWidgetItem) -> None:
        self.start_button.setEnabled(self.mixed_games.isChecked() or bool(self.chosen_game_list()))

    def chosen_game_list(self) -> tuple[Game, ...]:
        items = (self.games_list.item(row) for row in range(self.games_list.count()))
        return tuple(
            item.data(Qt.ItemDataRole.UserRole)
            for item in items
            if item.checkState() == Qt.CheckState.Checked
        )

    def set_games(self, games: Sequence[Game]) -> None:
        """Tick exactly ``games`` (none: a mix of games)."""
        self.chosen_games.setChecked(bool(games))
        self.mixed_games.setChecked(not games)
        for row in range(self.games_list.count()):
            item = self.games_list.item(row)
            chosen = item.data(Qt.ItemDataRole.UserRole) in games
            item.setCheckState(Qt.CheckState.Checked if chosen else Qt.CheckState.Unchecked)

    def set_tags(self, tags: Sequence[str]) -> None:
        """Weight the next round to these tags (from "Practise these"); none: no weighting."""
        self._tags = tuple(tags)
        self.tags_label.setText("Weighted to: " + ", ".join(self._tags))
        self.tags_label.setVisible(bool(self._tags))

    def settings(self) -> RoundSettings:
        games = self.chosen_game_list() if self.chosen_games.isChecked() else ()
        return RoundSettings(
            drill=self.drill_box.currentData(),
            games=games,
            difficulty=int(self.difficulty_box.currentData()),
            count=self.count_box.value(),
            timed=self.timed_box.isChecked(),
            grade_at_end=self.at_end_box.isChecked(),
            seed=None,
            tags=self._tags,
        )

    def _on_start(self) -> None:
        self.startRequested.emit(self.settings())
