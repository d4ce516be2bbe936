"""The room's rake as a setting: percentage, cap, from each pot or the main pot first, no flop
no drop, the jackpot drop.

Each change goes to the table through the controller (the steps then take the rake before
the split) and is remembered for the room; undo takes both back. What is typed in one field,
until Enter or the keyboard leaves it, is one change: "250" typed is one undo, not three.
"""

from __future__ import annotations

from fractions import Fraction
from functools import partial

from PySide6.QtCore import Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from dealer_app.gui.money_box import MoneySpinBox
from dealer_app.gui.room.room_edits import (
    ChangeKeeper,
    EditMaker,
    keep_change,
    make_edit,
    stored_change,
)
from dealer_app.gui.room.room_settings import RAKE_KEYS, RoomSettings
from dealer_app.gui.table.controller import TableController
from dealer_app.model.showdown.rake import Rake

__all__ = ["RakePanel"]


class RakePanel(QWidget):
    """Set the rake the room takes; the table's result follows at once."""

    rakeChanged = Signal(object)
    """Emitted with the :class:`Rake` now in force (None: no rake)."""

    def __init__(
        self,
        controller: TableController,
        settings: RoomSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("rakePanel")
        self.controller = controller
        self.settings = settings
        self.made: EditMaker = make_edit
        """Makes its edits of the table: the room dialog records them for its Undo."""
        self.keep: ChangeKeeper = partial(keep_change, controller.undo_stack)
        """Keeps its changes of what the room keeps for undo: the room dialog's own."""
        form = QFormLayout(self)
        self.on_box = QCheckBox("The room takes a rake from every pot before the push", self)
        form.addRow(self.on_box)
        self.percent_box = QDoubleSpinBox(self)
        self.percent_box.setRange(0, 100)
        self.percent_box.setDecimals(1)
        self.percent_box.setSingleStep(0.5)
        self.percent_box.setSuffix(" %")
        form.addRow("Percentage of the pot", self.percent_box)
        self.cap_box = MoneySpinBox(self)
        self.cap_box.setSpecialValueText("no cap")
        form.addRow("Cap per hand", self.cap_box)
        self.each_pot_box = QCheckBox(
            "Each pot gives its own percentage (main pot first, until the cap)", self
        )
        form.addRow(self.each_pot_box)
        self.flop_box = QCheckBox("No flop, no drop", self)
        self.flop_box.setChecked(True)
        form.addRow(self.flop_box)
        self.drop_box = MoneySpinBox(self)
        self.drop_box.setSpecialValueText("none")
        form.addRow("Jackpot or promotion drop", self.drop_box)
        self.drop_from_box = MoneySpinBox(self)
        form.addRow("Drop taken from pots of", self.drop_from_box)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        form.addRow(self.summary)

        self._showing = False
        self._typed = 0
        """How many times typing in a field has ended: the next typing is a change of its own."""
        self.show_rake(controller.scenario.rake)
        for box in (self.on_box, self.flop_box, self.each_pot_box):
            box.toggled.connect(lambda _on: self._changed())
        spins: tuple[QSpinBox | QDoubleSpinBox, ...] = (
            self.percent_box,
            self.cap_box,
            self.drop_box,
            self.drop_from_box,
        )
        for spin in spins:
            spin.valueChanged.connect(lambda _value, spin=spin: self._changed(spin))
            spin.editingFinished.connect(self._typing_ended)
        # An undo or an opened file changes the table's rake: the panel follows.
        controller.outcomeChanged.connect(lambda _: self._follow_table())

    def showEvent(self, event: QShowEvent) -> None:
        # A rake the table refused is not left in the fields, saying "Not taken", when the
        # panel comes back: they show the rake the table takes.
        self._follow_table()
        super().showEvent(event)

    def _follow_table(self) -> None:
        # Other chips may read their money in another unit: the fields and the summary
        # follow.
        rake, unit = self.controller.scenario.rake, self.controller.state.unit
        if rake != self.rake() or unit != self.cap_box.unit():
            self.show_rake(rake)

    def rake(self) -> Rake | None:
        """The rake the panel shows, or None when the room takes none."""
        if not self.on_box.isChecked():
            return None
        return Rake(
            percent=Fraction(str(round(self.percent_box.value(), 1))),
            cap=self.cap_box.value() or None,
            no_flop_no_drop=self.flop_box.isChecked(),
            drop=self.drop_box.value(),
            drop_from=self.drop_from_box.value(),
            source="each_pot" if self.each_pot_box.isChecked() else "main_pot_first",
        )

    def show_rake(self, rake: Rake | None) -> None:
        self._showing = True
        try:
            for box in (self.cap_box, self.drop_box, self.drop_from_box):
                box.set_unit(self.controller.state.unit)
            self.on_box.setChecked(rake is not None)
            shown = rake if rake is not None else Rake()
            self.percent_box.setValue(float(Fraction(shown.percent)))
            self.cap_box.setValue(shown.cap or 0)
            self.flop_box.setChecked(shown.no_flop_no_drop)
            self.drop_box.setValue(shown.drop)
            self.drop_from_box.setValue(shown.drop_from)
            self.each_pot_box.setChecked(shown.source == "each_pot")
        finally:
            self._showing = False
        self._say(rake)

    def _typing_ended(self) -> None:
        self._typed += 1

    def _changed(self, field: QWidget | None = None) -> None:
        if self._showing:
            return
        rake = self.rake()
        merge_key = f"rake {id(field)} {self._typed}" if field is not None else ""

        def edit() -> bool:
            changed = self.controller.set_rake(rake, merge_key)
            if self.controller.scenario.rake != rake or self.settings is None:
                return changed
            settings = self.settings

            def remember() -> None:
                settings.rake = rake
                settings.sync()

            kept = stored_change(settings, RAKE_KEYS, "Room's rake", remember, merge_key)
            if kept is not None:
                self.keep(changed, kept)
            return changed or kept is not None

        self.made(edit)
        if self.controller.scenario.rake != rake:
            self.summary.setText("Not taken: the table's chips cannot pay this rake exactly.")
            return
        self._say(rake)
        self.rakeChanged.emit(rake)

    def _say(self, rake: Rake | None) -> None:
        if rake is None:
            self.summary.setText("No rake.")
            return
        # Its amounts as the table's steps write money (``$0.50`` in a cents game).
        self.summary.setText(f"Rake: {rake.describe(self.controller.state.unit.text)}.")
