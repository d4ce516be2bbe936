"""The chip drills' pages: "Count the stacks" and "Cut it", by keyboard.

A run of spots is dealt, a tag each in turn, in the chip set picked (Alt+H: a preset or one
of the room's own sets, with the colours and the sizes the chip-set editor gave them). The
stacks stand on a felt, from the side (every chip's edge) or from above (Alt+A turns them).
Count the stacks: type what they are worth (``1,475``). Cut it: type the chips of the cut
(``12 green, 10 red``), each colour in its sizes. Enter checks, Enter again goes on; Alt+D
deals.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from dealer_app.gui.chip_art import StackView
from dealer_app.gui.theme import Theme, load_theme
from dealer_app.gui.training.quick_run import RUN_LENGTH, QuickRunPage
from dealer_app.gui.training.quick_worksheet import save_drill_worksheet
from dealer_app.gui.training.stacks_view import StacksView
from dealer_app.storage.chip_presets import ChipPreset, ChipPresetError, chip_preset, chip_presets
from dealer_app.storage.room_chip_sets import RoomChipSets
from dealer_app.training.chip_drills import (
    CHIP_DRILL_TITLES,
    COUNT_DRILL,
    COUNT_TAGS,
    CUT_DRILL,
    CUT_TAGS,
    ChipGrade,
    CountSpot,
    CutSpot,
    chip_drill_record,
    count_time_aim,
    cut_time_aim,
    generate_count_spots,
    generate_cut_spots,
    grade_count,
    grade_cut,
)
from dealer_app.training.rake_drill import ChipsTextError, read_chips

__all__ = ["ChipDrillPage"]

_DEFAULT_SET = "casino"
"""US casino cash: $1, $5, $100, $1,000 and $5,000 in 5s, $25 and $500 in 4s."""


class ChipDrillPage(QuickRunPage[CountSpot | CutSpot, ChipGrade]):
    """Plays a run of ``drill`` (:data:`COUNT_DRILL` or :data:`CUT_DRILL`); :attr:`answered`
    carries each answer's record for the history."""

    def __init__(
        self,
        drill: str,
        theme: Theme | None = None,
        parent: QWidget | None = None,
        *,
        seed: int | None = None,
        room: RoomChipSets | None = None,
    ) -> None:
        if drill not in (COUNT_DRILL, CUT_DRILL):
            raise ValueError(f"chip drill {drill!r} is not {COUNT_DRILL} or {CUT_DRILL}")
        super().__init__(parent, "chipDrillFeedback")
        self.room = room
        self.drill = drill
        self._seed = seed
        self._theme = theme if theme is not None else load_theme()
        self.chip_set = chip_preset(_DEFAULT_SET)
        self.set_box = QComboBox(self)
        self._fill_sets()
        self.set_box.setCurrentIndex(max(0, self.set_box.findData(_DEFAULT_SET)))
        self.set_box.activated.connect(lambda _index: self.use_chip_set(self._picked()))
        set_label = QLabel("C&hips:", self)
        set_label.setBuddy(self.set_box)
        self.view_button = QPushButton("From &above", self)
        self.view_button.setCheckable(True)
        self.view_button.setToolTip("Alt+A: see the stacks from above, or from the side again")
        self.view_button.toggled.connect(self._turn)
        self.stacks_view = StacksView(self._theme, self)
        self.sizes_label = QLabel(self)
        self.sizes_label.setWordWrap(True)
        self.answer_edit = QLineEdit(self)
        self.answer_edit.setPlaceholderText(
            "what they are worth: 1,475" if drill == COUNT_DRILL else "the cut: 12 green, 10 red"
        )
        self.answer_edit.returnPressed.connect(self.on_enter)
        self.lay_out(
            (set_label, self.set_box),
            (self.view_button,),
            (self.sizes_label, self.answer_edit),
            self.stacks_view,
            spot_share=(3, 2),
        )
        self.show_current()

    # -- the chips ---------------------------------------------------------------------------

    def _fill_sets(self) -> None:
        """The presets, then the room's own sets (read again: the editor may have saved one)."""
        kept = self.set_box.currentData()
        self.set_box.clear()
        for chip_set in (*chip_presets(), *(self.room.sets() if self.room else ())):
            self.set_box.addItem(chip_set.title, chip_set.key)
        self.set_box.setCurrentIndex(max(0, self.set_box.findData(kept)))

    def _say_room_problems(self) -> None:
        """A damaged set kept aside, or one that cannot be read, is said in the feedback of
        the drill page shown first (the count and the cut share the room)."""
        if self.room and self.room.problems:
            self.feedback.setText(" ".join(self.room.problems))
            self.room.problems.clear()

    def showEvent(self, event: QShowEvent) -> None:
        self._fill_sets()
        self._say_room_problems()
        super().showEvent(event)

    def _picked(self) -> ChipPreset:
        key = str(self.set_box.currentData())
        try:
            return self.room.find(key) if self.room else chip_preset(key)
        except ChipPresetError as error:  # removed since: the set in use stays
            self.feedback.setText(str(error))
            return self.chip_set

    def use_chip_set(self, chip_set: ChipPreset) -> None:
        """Deal the next run in ``chip_set``: its colours and its sizes."""
        self.chip_set = chip_set
        found = self.set_box.findData(chip_set.key)
        if found >= 0:
            self.set_box.setCurrentIndex(found)
        self.sizes_label.setText(self._sizes_text())

    def _sizes_text(self) -> str:
        sizes = self.chip_set.sizes()
        unit = self.chip_set.unit
        return "Sizes: " + ", ".join(
            f"{chip.name} {unit.text(chip.value)} in {sizes.sized_by(chip.name)}s"
            for chip in self.chip_set.chips
        )

    def _turn(self, above: bool) -> None:
        self.stacks_view.set_view(StackView.ABOVE if above else StackView.SIDE)
        self.view_button.setText("From the &side" if above else "From &above")

    # -- the run -----------------------------------------------------------------------------

    def start(self, count: int = RUN_LENGTH, seed: int | None = None) -> None:
        """Deal ``count`` spots, a tag each in a shuffled turn, and show the first."""
        rng = random.Random(seed if seed is not None else self._seed)
        tags = list(COUNT_TAGS if self.drill == COUNT_DRILL else CUT_TAGS)
        rng.shuffle(tags)
        sizes = self.chip_set.sizes()
        self.deal(
            generate_count_spots(rng, count, tags, sizes)
            if self.drill == COUNT_DRILL
            else generate_cut_spots(rng, count, tags, sizes)
        )

    def save_worksheet(self, path: str | Path | None = None) -> bool:
        """Print the run's spots (dealt now if there are none) to a PDF with its answer key,
        as ``dealer-app drills --worksheet`` prints them."""
        if not self.spots:
            self.start()
        saved, said = save_drill_worksheet(
            self, self.spots, path, title=CHIP_DRILL_TITLES[self.drill]
        )
        if said:
            self.feedback.setText(said)
        return saved

    def present(self, spot: CountSpot | CutSpot | None) -> None:
        self.answer_edit.clear()
        self.answer_edit.setEnabled(spot is not None)
        self.sizes_label.setText(self._sizes_text() if self.drill == CUT_DRILL else "")
        if spot is None:
            self.stacks_view.show_chips(self.chip_set.chips, ())
            return
        cutting = isinstance(spot, CutSpot)
        self.stacks_view.show_chips(spot.chip_set, spot.counts, counts_shown=cutting)
        self.prompt.setText(
            f"<b>Cut it: {spot.sizes.text(spot.amount)} from these stacks. How many of each "
            "colour, each in its sizes?</b>"
            if isinstance(spot, CutSpot)
            else "<b>Count the stacks: what are they worth?</b>"
        )
        self.answer_edit.setFocus()

    def submit(self) -> ChipGrade | None:
        """Grade the typed answer and show the grade with the working."""
        spot = self.open_spot()
        if spot is None:
            return None
        text = self.answer_edit.text()
        seconds = self.seconds()
        if isinstance(spot, CountSpot):
            try:
                amount = self.chip_set.unit.parse(text)
            except ValueError:
                self.feedback.setText(f"{text!r}: type what the stacks are worth (1,475).")
                return None
            grade = grade_count(spot, amount, seconds)
            given = spot.sizes.text(amount)
            aim = count_time_aim(spot)
        else:
            try:
                cut = read_chips(text, spot.chip_set)
            except ChipsTextError as error:
                self.feedback.setText(str(error))
                return None
            grade = grade_cut(spot, cut, seconds)
            given = cut.describe()
            aim = cut_time_aim(spot)
        return self.settle(
            grade, aim.verdict(seconds), chip_drill_record(spot, grade, given, datetime.now(UTC))
        )
