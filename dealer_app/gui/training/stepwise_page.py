"""Step by step: build the pots as they form, or push them pot by pot, colour by colour.

Each step the trainee gives is checked at once (:class:`~dealer_app.training.stepwise.
StepByStep`, read from the showdown's result): a pot built is checked against the one right
order, a push step is right when some right push still extends it, whoever takes the smaller
chips. The first wrong step is flagged in red with what is wrong, in a dealer's words, and
"Replay from there" takes the trainee back to it with the right steps before it kept.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from dealer_app.gui.theme import Theme, load_theme
from dealer_app.gui.training.side_layout import table_with_side
from dealer_app.gui.training.spot_table import SpotTable
from dealer_app.gui.whole_number_box import WholeNumberBox
from dealer_app.model.chips import MAX_AMOUNT, ChipCounts
from dealer_app.training.spots import Spot, generate_spots
from dealer_app.training.stepwise import (
    ColourPush,
    OddChipPush,
    PotStep,
    RackChange,
    StepByStep,
    StepFeedback,
)

__all__ = ["BUILD", "PUSH", "StepwisePage"]

BUILD = "build"
PUSH = "push"
SIDE_WIDTH = 400
_WRONG = QColor("#d05050")
_RIGHT = QColor("#3fa45b")
_TAGS = {
    BUILD: ("side-pots", "dead-money", "uncalled-bet"),
    PUSH: ("side-pots", "odd-chip-wraps", "split-by-colour", "three-way-tie", "omaha8-quartered"),
}
_PROMPTS = {
    BUILD: "Build the pots as they form: the main pot first, then each side pot, "
    "with the seats that can win it.",
    PUSH: "Push the pots: give back what nobody called, then the last side pot first and the "
    "main pot last; in each pot colour by colour from the highest (what cannot be shared out "
    "changed at the rack), then each odd chip (the odd unit of a high-low halving or of "
    "boards may go with its half's chips instead).",
}


class StepwisePage(QWidget):
    """One spot worked step by step; :attr:`stepChecked` carries each step's verdict."""

    stepChecked = Signal(object)
    """The :class:`StepFeedback` of the step just given."""

    def __init__(self, theme: Theme | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._theme = theme if theme is not None else load_theme()
        self.table = SpotTable(self._theme, self)
        self.drill: StepByStep | None = None
        self.spot: Spot | None = None
        self.mode = PUSH
        self._rng = random.Random()

        self.mode_box = QComboBox(self)
        self.mode_box.addItem("Push the pots, step by step", PUSH)
        self.mode_box.addItem("Build the pots, step by step", BUILD)
        self.new_button = QPushButton("Deal a spot", self)
        self.new_button.clicked.connect(lambda: self.deal(self.mode_box.currentData()))
        self.prompt = QLabel(self)
        self.prompt.setWordWrap(True)
        self.origin = QLabel(self)
        self.origin.setWordWrap(True)
        self.origin.setObjectName("stepwiseOrigin")
        self.steps_list = QListWidget(self)
        self.steps_list.setObjectName("stepsGiven")
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setObjectName("stepMessage")
        self.replay_button = QPushButton("Replay from the wrong step", self)
        self.replay_button.clicked.connect(self.replay)

        self.inputs = QStackedWidget(self)
        self.inputs.addWidget(self._build_inputs())
        self.inputs.addWidget(self._push_inputs())

        side = QWidget(self)
        column = QVBoxLayout(side)
        top = QHBoxLayout()
        top.addWidget(self.mode_box, 1)
        top.addWidget(self.new_button)
        column.addLayout(top)
        column.addWidget(self.origin)
        column.addWidget(self.prompt)
        column.addWidget(self.inputs)
        column.addWidget(QLabel("Your steps", self))
        column.addWidget(self.steps_list, 1)
        column.addWidget(self.message)
        column.addWidget(self.replay_button)
        table_with_side(self, self.table, side, SIDE_WIDTH)
        self._refresh()

    # -- inputs ------------------------------------------------------------------------------

    def _build_inputs(self) -> QWidget:
        box = QGroupBox("The next pot", self)
        form = QFormLayout(box)
        self.amount = WholeNumberBox(box)
        form.addRow("Amount", self.amount)
        self.seat_grid = QGridLayout()
        self.seat_boxes: dict[int, QCheckBox] = {}
        form.addRow("Can win it", self.seat_grid)
        self.build_button = QPushButton("Build this pot", box)
        self.build_button.clicked.connect(self._give_pot)
        form.addRow(self.build_button)
        return box

    def _push_inputs(self) -> QWidget:
        box = QGroupBox("The next push", self)
        form = QFormLayout(box)
        self.pot_box = QComboBox(box)
        form.addRow("From", self.pot_box)
        self.colour_box = QComboBox(box)
        form.addRow("Colour", self.colour_box)
        self.count_grid = QGridLayout()
        self.count_spins: dict[int, WholeNumberBox] = {}
        form.addRow("Chips to", self.count_grid)
        self.push_button = QPushButton("Push these chips", box)
        self.push_button.clicked.connect(self._give_colour)
        form.addRow(self.push_button)
        change = QHBoxLayout()
        self.change_count = WholeNumberBox(box)
        self.change_count.setRange(1, MAX_AMOUNT)
        self.change_count.setSuffix(" of this colour")
        self.change_button = QPushButton("Change at the rack", box)
        self.change_button.clicked.connect(self._give_change)
        change.addWidget(self.change_count, 1)
        change.addWidget(self.change_button)
        form.addRow("Rack", change)
        odd = QHBoxLayout()
        self.odd_seat_box = QComboBox(box)
        self.odd_button = QPushButton("Odd chip to this seat", box)
        self.odd_button.clicked.connect(self._give_odd_chip)
        odd.addWidget(self.odd_seat_box, 1)
        odd.addWidget(self.odd_button)
        form.addRow("Odd chip", odd)
        return box

    def _fill_seats(self, seats: Sequence[int]) -> None:
        for grid, widgets in (
            (self.seat_grid, self.seat_boxes),
            (self.count_grid, self.count_spins),
        ):
            for widget in widgets.values():
                grid.removeWidget(widget)
                widget.deleteLater()
            widgets.clear()
        for position, seat in enumerate(seats):
            check = QCheckBox(f"Seat {seat}", self)
            self.seat_boxes[seat] = check
            self.seat_grid.addWidget(check, position // 4, position % 4)
            spin = WholeNumberBox(self)
            spin.setPrefix(f"Seat {seat}: ")
            self.count_spins[seat] = spin
            self.count_grid.addWidget(spin, position // 2, position % 2)
        self.odd_seat_box.clear()
        for seat in seats:
            self.odd_seat_box.addItem(f"Seat {seat}", seat)

    # -- spots -------------------------------------------------------------------------------

    def deal(self, mode: str = PUSH, seed: int | None = None) -> None:
        """Deal a new spot for ``mode`` (build or push) and start it."""
        if seed is not None:
            self._rng = random.Random(seed)
        (spot,) = generate_spots(self._rng, 1, tags=_TAGS[mode], difficulty=4)
        self.start(spot, mode)

    def start(self, spot: Spot, mode: str, *, origin: str = "") -> None:
        """Work ``spot`` step by step: ``BUILD`` the pots or ``PUSH`` them; ``origin`` says
        where the spot comes from (a spot missed in a round)."""
        self.spot, self.mode = spot, mode
        self.origin.setText(origin)
        self.origin.setVisible(bool(origin))
        result = spot.result
        self.drill = StepByStep.building(result) if mode == BUILD else StepByStep.pushing(result)
        self.mode_box.setCurrentIndex(self.mode_box.findData(mode))
        self.inputs.setCurrentIndex(0 if mode == BUILD else 1)
        self.prompt.setText(_PROMPTS[mode])
        self._fill_seats(spot.scenario.seat_numbers)
        self.pot_box.clear()
        for index, pot in enumerate(result.pots):
            self.pot_box.addItem(f"{pot.name} ({pot.amount})", index)
        self.colour_box.clear()
        for chip in spot.scenario.chips:
            self.colour_box.addItem(f"{chip.name} ({chip.value})", chip.name)
        self.table.show_spot(spot.scenario, reveal=False, cover_pots=mode == BUILD)
        self._refresh()

    # -- steps -------------------------------------------------------------------------------

    def build_pot(self, amount: int, seats: Sequence[int]) -> StepFeedback | None:
        """Enter a pot and build it (as the trainee does with the fields and the button)."""
        self.amount.setValue(amount)
        for seat, box in self.seat_boxes.items():
            box.setChecked(seat in seats)
        return self._give_pot()

    def push_colour(self, pot: int, chip: str, counts: Mapping[int, int]) -> StepFeedback | None:
        """Enter one colour's push from one pot and give it."""
        self.pot_box.setCurrentIndex(self.pot_box.findData(pot))
        self.colour_box.setCurrentIndex(self.colour_box.findData(chip))
        for seat, spin in self.count_spins.items():
            spin.setValue(counts.get(seat, 0))
        return self._give_colour()

    def change_at_rack(self, pot: int, chip: str, count: int) -> StepFeedback | None:
        """Change ``count`` chips of colour ``chip`` of ``pot`` at the rack."""
        self.pot_box.setCurrentIndex(self.pot_box.findData(pot))
        self.colour_box.setCurrentIndex(self.colour_box.findData(chip))
        self.change_count.setValue(count)
        return self._give_change()

    def push_odd_chip(self, pot: int, seat: int) -> StepFeedback | None:
        """Give one odd chip of ``pot`` to ``seat``."""
        self.pot_box.setCurrentIndex(self.pot_box.findData(pot))
        self.odd_seat_box.setCurrentIndex(self.odd_seat_box.findData(seat))
        return self._give_odd_chip()

    def _give_pot(self) -> StepFeedback | None:
        if self.drill is None:
            return None
        seats = frozenset(seat for seat, box in self.seat_boxes.items() if box.isChecked())
        return self._give(PotStep(self.drill.next_index, self.amount.value(), seats))

    def _give_colour(self) -> StepFeedback | None:
        counts = tuple((seat, spin.value()) for seat, spin in self.count_spins.items())
        step = ColourPush(self.pot_box.currentData(), self.colour_box.currentData(), counts)
        for spin in self.count_spins.values():
            spin.setValue(0)
        return self._give(step)

    def _give_change(self) -> StepFeedback | None:
        pot, chip = self.pot_box.currentData(), self.colour_box.currentData()
        return self._give(RackChange(pot, chip, self.change_count.value()))

    def _give_odd_chip(self) -> StepFeedback | None:
        return self._give(OddChipPush(self.pot_box.currentData(), self.odd_seat_box.currentData()))

    def _give(self, step: PotStep | ColourPush | OddChipPush | RackChange) -> StepFeedback | None:
        if self.drill is None or self.drill.done or self.drill.first_wrong is not None:
            return None
        feedback = self.drill.submit(step)
        self._refresh()
        self.stepChecked.emit(feedback)
        return feedback

    def replay(self) -> None:
        """Go back to the first wrong step; the right steps before it stay."""
        if self.drill is not None:
            self.drill.replay()
            self._refresh()

    # -- showing -----------------------------------------------------------------------------

    def _refresh(self) -> None:
        drill = self.drill
        self.steps_list.clear()
        if drill is None:
            self.message.setText("")
            self.replay_button.setEnabled(False)
            return
        wrong = drill.first_wrong
        for index, step in enumerate(drill.given):
            flagged = wrong is not None and index == wrong.index
            # A right step is kept as the dealer says it (what the rack gave back, why).
            item = QListWidgetItem(f"{'✘' if flagged else '✔'} {index + 1}. {step.words}")
            item.setForeground(QBrush(_WRONG if flagged else _RIGHT))
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.steps_list.addItem(item)
        if wrong is not None:
            self.message.setText(
                f"<span style='color:{_WRONG.name()}'><b>Step {wrong.index + 1} is wrong.</b> "
                f"{wrong.message}</span>"
            )
        elif drill.done:
            notes = " ".join(note for index in sorted(drill.notes) for note in drill.notes[index])
            self.message.setText(
                f"<span style='color:{_RIGHT.name()}'><b>Every step right.</b></span> {notes}"
            )
            self.table.reveal()
        else:
            self.message.setText(f"Step {drill.next_index + 1}.")
        self.replay_button.setEnabled(wrong is not None)
        for button in (self.build_button, self.push_button, self.change_button, self.odd_button):
            button.setEnabled(wrong is None and not drill.done)
        if drill.done and self.mode == PUSH:
            # The trainee's own push, drawn as right beside the one the table shows: which
            # seat takes the smaller chips of an even-up is no rule.
            marks = {seat: f"You: {chips.describe()}" for seat, chips in self._own_chips().items()}
            self.table.set_marks(marks)
        else:
            self.table.set_marks(self._received() if not self.table.is_revealed() else {})

    def _own_chips(self) -> dict[int, ChipCounts]:
        """The chips each seat was pushed by the trainee's steps, every pot together."""
        if self.drill is None or self.spot is None:
            return {}
        chip_set = self.spot.scenario.chips
        counts: dict[int, dict[str, int]] = {}
        for step in self.drill.given:
            if isinstance(step, ColourPush):
                for seat, count in step.counts:
                    held = counts.setdefault(seat, {})
                    held[step.chip] = held.get(step.chip, 0) + count
            elif isinstance(step, OddChipPush) and not step.held:
                held = counts.setdefault(step.seat, {})
                chip = step.chip or chip_set.unit_chip.name
                held[chip] = held.get(chip, 0) + 1
        return {
            seat: chip_set.counts_from(held.get(name, 0) for name in chip_set.names)
            for seat, held in sorted(counts.items())
        }

    def _received(self) -> dict[int, str]:
        """What each seat has been pushed so far by the right steps, in value."""
        if self.drill is None or self.spot is None or self.mode != PUSH:
            return {}
        chips = self.spot.scenario.chips
        totals: dict[int, int] = {}
        wrong = self.drill.first_wrong
        for index, step in enumerate(self.drill.given):
            if wrong is not None and index >= wrong.index:
                break
            if isinstance(step, ColourPush):
                for seat, count in step.counts:
                    totals[seat] = totals.get(seat, 0) + count * chips.chip(step.chip).value
            elif isinstance(step, OddChipPush) and not step.held:
                value = chips.chip(step.chip).value if step.chip else chips.unit
                totals[step.seat] = totals.get(step.seat, 0) + value
        return {seat: f"+{amount}" for seat, amount in totals.items()}
