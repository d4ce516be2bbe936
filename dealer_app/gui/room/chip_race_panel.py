"""The colour-up chip race on screen: each player's chips of the leaving colour in, the cards
dealt (typed, or dealt by the app), who gets what and the dealer's steps out.

The race itself is the model's (:func:`dealer_app.model.room.chip_race.chip_race`); this panel
only collects the players and shows the answer.

The players' grid, the results and the steps share the panel's height in a splitter: the
grid is given the height of all its rows (as far as the panel allows), the results and the
steps the rest; a larger panel grows the results, and the dealer can drag the handles.
"""

from __future__ import annotations

import random

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealer_app.gui.room.rules_reference import CardsPicture
from dealer_app.gui.table.controller import TableController
from dealer_app.gui.theme import Theme, load_theme
from dealer_app.model.chips import ChipSet
from dealer_app.model.room.chip_race import ChipRace, RacedPlayer, RacePlayer, chip_race
from dealer_app.storage.chip_presets import chip_preset, chip_presets

__all__ = ["ChipRacePanel"]

SEAT, CHIPS, OTHER, CARDS = range(4)
RESULT_SEAT, RESULT_RACES, RESULT_CARDS, RESULT_GETS = range(4)
_MAX_CHIPS = 999
_MAX_OTHER = 10**9
_GRID_SHARE = 0.6
"""The most of the splitter's height the players' grid takes at first (the results keep the
rest)."""


class ChipRacePanel(QWidget):
    """Take a colour out of play and race its remainders."""

    raced = Signal(object)
    """Emitted with the :class:`ChipRace` after each race."""

    def __init__(
        self,
        chips: ChipSet | None = None,
        theme: Theme | None = None,
        rng: random.Random | None = None,
        parent: QWidget | None = None,
        controller: TableController | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("chipRacePanel")
        self.theme = theme if theme is not None else load_theme()
        self.rng = rng if rng is not None else random.Random()
        self.chips = chips if chips is not None else chip_preset("tournament").chips
        self.race: ChipRace | None = None
        layout = QVBoxLayout(self)

        top = QHBoxLayout()
        top.addWidget(QLabel("Chips", self))
        self.set_box = QComboBox(self)
        for preset in chip_presets():
            self.set_box.addItem(preset.title, preset.key)
        self.set_box.activated.connect(self._on_set)
        top.addWidget(self.set_box)
        top.addWidget(QLabel("Colour leaving play", self))
        self.leaving_box = QComboBox(self)
        top.addWidget(self.leaving_box)
        top.addWidget(QLabel("Players", self))
        self.players_box = QSpinBox(self)
        self.players_box.setRange(1, 10)
        self.players_box.setValue(6)
        self.players_box.valueChanged.connect(self._size_table)
        top.addWidget(self.players_box)
        top.addStretch(1)
        layout.addLayout(top)

        self.splitter = QSplitter(Qt.Orientation.Vertical, self)
        self.splitter.setChildrenCollapsible(False)
        layout.addWidget(self.splitter, 1)
        players = QWidget(self.splitter)
        players_layout = QVBoxLayout(players)
        players_layout.setContentsMargins(0, 0, 0, 0)
        self._players_layout = players_layout
        self.table = QTableWidget(0, 4, players)
        self.table.setHorizontalHeaderLabels(
            ("Seat", "Chips of the leaving colour", "Value of other chips", "Cards (optional)")
        )
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        players_layout.addWidget(self.table, 1)

        buttons = QHBoxLayout()
        self.problem = QLabel(self)
        self.problem.setStyleSheet("color: #b3261e;")
        self.problem.setWordWrap(True)
        buttons.addWidget(self.problem, 1)
        self.race_button = QPushButton("Colour up and race", self)
        self.race_button.setDefault(True)
        self.race_button.clicked.connect(self.run_race)
        buttons.addWidget(self.race_button)
        self.drop_button = QPushButton("Take it out of play at the table", self)
        self.drop_button.setToolTip(
            "After the race the colour leaves play: the table's smallest chip, and with it "
            "every odd chip, becomes the next colour up"
        )
        self.drop_button.setEnabled(False)
        self.drop_button.setVisible(controller is not None)
        self.drop_button.clicked.connect(self.drop_from_table)
        buttons.addWidget(self.drop_button)
        players_layout.addLayout(buttons)
        self._buttons = buttons

        answer = QWidget(self.splitter)
        answer_layout = QVBoxLayout(answer)
        answer_layout.setContentsMargins(0, 0, 0, 0)
        self.summary = QLabel(answer)
        self.summary.setWordWrap(True)
        answer_layout.addWidget(self.summary)
        self.results = QTableWidget(0, 4, answer)
        self.results.setHorizontalHeaderLabels(("Seat", "Races", "Cards dealt", "Ends with"))
        self.results.verticalHeader().setVisible(False)
        self.results.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        header = self.results.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(RESULT_GETS, QHeaderView.ResizeMode.Stretch)
        answer_layout.addWidget(self.results, 1)
        self.steps = QListWidget(self.splitter)
        self.steps.setWordWrap(True)
        # Room the panel gains goes to the results and the steps: the grid has its rows.
        for index, stretch in enumerate((0, 3, 2)):
            self.splitter.setStretchFactor(index, stretch)

        self.set_chips(self.chips)
        self._size_table(self.players_box.value())

    def set_chips(self, chips: ChipSet) -> None:
        """Race with ``chips``; the smallest colour is offered as the one leaving."""
        self.chips = chips
        matching = [preset.key for preset in chip_presets() if preset.chips == chips]
        if matching:
            self.set_box.setCurrentIndex(self.set_box.findData(matching[0]))
        else:
            if self.set_box.findData("") < 0:
                self.set_box.insertItem(0, "The table's chips", "")
            self.set_box.setCurrentIndex(self.set_box.findData(""))
        self.leaving_box.clear()
        for chip in reversed(chips.chips[1:]):
            self.leaving_box.addItem(f"{chip.name} ({chip.value:,})", chip.name)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._give_grid_its_rows()

    def _give_grid_its_rows(self) -> None:
        """The grid as tall as its rows, up to :data:`_GRID_SHARE` of the splitter; the
        results and the steps share the rest."""
        sizes = self.splitter.sizes()
        total = sum(sizes)
        if not total:
            return
        table = self.table
        rows = table.horizontalHeader().height() + table.verticalHeader().length()
        spacing = self._players_layout.spacing()
        wanted = rows + 2 * table.frameWidth() + spacing + self._buttons.sizeHint().height()
        grid = min(wanted, round(total * _GRID_SHARE))
        rest = total - grid
        self.splitter.setSizes([grid, rest * 3 // 5, rest - rest * 3 // 5])

    def _on_set(self, index: int) -> None:
        key = self.set_box.itemData(index)
        if key:
            self.set_chips(chip_preset(key).chips)

    def _size_table(self, count: int) -> None:
        old = self.table.rowCount()
        self.table.setRowCount(count)
        for row in range(old, count):
            seat = QTableWidgetItem(str(row + 1))
            self.table.setItem(row, SEAT, seat)
            for column, top in ((CHIPS, _MAX_CHIPS), (OTHER, _MAX_OTHER)):
                box = QSpinBox(self.table)
                box.setRange(0, top)
                self.table.setCellWidget(row, column, box)
            self.table.setItem(row, CARDS, QTableWidgetItem(""))
        if self.isVisible():
            self._give_grid_its_rows()

    def set_player(self, row: int, chips: int, other: int = 0, cards: str = "") -> None:
        """Fill one player's row (as a dealer types it)."""
        self._spin(row, CHIPS).setValue(chips)
        self._spin(row, OTHER).setValue(other)
        item = self.table.item(row, CARDS)
        if item is not None:
            item.setText(cards)

    def _spin(self, row: int, column: int) -> QSpinBox:
        widget = self.table.cellWidget(row, column)
        assert isinstance(widget, QSpinBox)
        return widget

    def _seat(self, row: int) -> int:
        item = self.table.item(row, SEAT)
        try:
            return int(item.text()) if item is not None else row + 1
        except ValueError:
            return row + 1

    def run_race(self) -> ChipRace | None:
        """Race with the players as entered; a problem is shown, never raised."""
        players = []
        cards: dict[int, str] = {}
        try:
            for row in range(self.table.rowCount()):
                seat = self._seat(row)
                players.append(
                    RacePlayer(seat, self._spin(row, CHIPS).value(), self._spin(row, OTHER).value())
                )
                item = self.table.item(row, CARDS)
                if item is not None and item.text().strip():
                    cards[seat] = item.text()
            race = chip_race(
                self.chips,
                str(self.leaving_box.currentData()),
                players,
                cards=cards or None,
                seed=self.rng.randrange(2**32),
            )
        except ValueError as error:
            self.problem.setText(str(error))
            return None
        self.problem.clear()
        self._show(race)
        self.drop_button.setEnabled(self._table_has(race.leaving.name))
        self.raced.emit(race)
        return race

    def _table_has(self, name: str) -> bool:
        if self.controller is None:
            return False
        chips = self.controller.scenario.chips
        return name in chips.names and len(chips) > 1

    def drop_from_table(self) -> bool:
        """Take the raced colour out of the table's chips in play."""
        if self.race is None or not self._table_has(self.race.leaving.name):
            return False
        assert self.controller is not None
        chips = self.controller.scenario.chips
        left = ChipSet(tuple(chip for chip in chips if chip.name != self.race.leaving.name))
        state = self.controller.state
        changed = self.controller.set_chips(left, state.chip_set_name, state.unit)
        self.drop_button.setEnabled(not changed)
        return changed

    def _show(self, race: ChipRace) -> None:
        self.race = race
        up = race.up
        self.summary.setText(
            f"{race.leaving} leaves play. The race: {race.pool_value:,} in remainders makes "
            f"{race.new_chips} {up.name} ({up.value:,})"
            + (", one for a leftover of at least half a chip." if race.rounded_up else ".")
        )
        self.results.setRowCount(len(race.players))
        for row, player in enumerate(race.players):
            self.results.setItem(row, RESULT_SEAT, QTableWidgetItem(f"Seat {player.seat}"))
            self.results.setItem(row, RESULT_RACES, QTableWidgetItem(str(player.remainder)))
            self.results.setCellWidget(row, RESULT_CARDS, CardsPicture(player.cards, self.theme))
            self.results.setItem(row, RESULT_GETS, QTableWidgetItem(_ends_with(race, player)))
            self.results.setRowHeight(row, 54)
        self.results.resizeColumnsToContents()
        self.steps.clear()
        self.steps.addItems(list(race.steps))


def _ends_with(race: ChipRace, player: RacedPlayer) -> str:
    parts = [f"{player.up_chips} {race.up.name}"]
    if player.won:
        parts.append("wins the race")
    if player.kept_in and race.smallest_left == race.up:
        parts.append("kept in: no one is raced out")  # the chip given is counted above
    elif player.kept_in:
        parts.append(f"kept in with 1 {race.smallest_left.name}")
    return ", ".join(parts)
