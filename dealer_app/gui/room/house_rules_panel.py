"""The house-rules panel: the rules a table plays by, set on screen and kept as the room's.

Each change goes to the table at once through the controller (the table shows what is in
force, and a saved showdown carries it); "Keep as the room's default" stores it in the
settings so new tables start with it (the room dialog's Undo takes that back). Home-game
variants the hand evaluator does not know yet are listed, switched off, in their own group:
one entry each in :data:`HOME_VARIANTS` the day they arrive.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from dealer_app.gui.room.room_edits import (
    ChangeKeeper,
    EditMaker,
    after_undo,
    keep_change,
    make_edit,
    stored_change,
)
from dealer_app.gui.room.room_settings import RULES_KEYS, RoomRules, RoomSettings, describe_rules
from dealer_app.gui.table.controller import TableController
from dealer_app.model.cards import Rank
from dealer_app.model.hands.strength import STANDARD_RULES, HouseRules
from dealer_app.model.showdown.odd_chip_rules import OddChipRule, StudOddChip

__all__ = ["HOME_VARIANTS", "HouseRulesPanel"]

_KEPT = "  Kept as the room's default."

STUD_ODD_CHIP_CHOICES = (
    (StudOddChip.ALL_CARDS, "All of the seat's cards (card-room rule)"),
    (StudOddChip.BEST_FIVE, "Only the five cards that play (WSOP)"),
)
ODD_CHIP_CHOICES = (
    (OddChipRule.PER_POT, "One odd chip per player in a pot (Robert's Rules)"),
    (OddChipRule.PER_SPLIT, "Each split gives out its own odd chips"),
)
HOME_VARIANTS = (
    (
        "Three-card guts ranked otherwise: a straight flush above three of a kind, "
        "or a flush above a straight",
        "guts3_ranking",
    ),
)
"""Home-game rules shown for the room to see, switched off until the evaluator has them."""


class HouseRulesPanel(QWidget):
    """Wild ranks, wrap-around straights, the stud odd-chip rule and the odd-chip rule."""

    rulesChanged = Signal(object)
    """Emitted with the :class:`RoomRules` the table now plays by."""

    def __init__(
        self,
        controller: TableController,
        settings: RoomSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("houseRulesPanel")
        self.controller = controller
        self.settings = settings
        self.made: EditMaker = make_edit
        """Makes its edits of the table: the room dialog records them for its Undo."""
        self.keep: ChangeKeeper = partial(keep_change, controller.undo_stack)
        """Keeps its changes of what the room keeps for undo: the room dialog's own."""
        self._showing = False
        layout = QVBoxLayout(self)

        wild_box = QGroupBox("Wild cards", self)
        grid = QGridLayout(wild_box)
        self.wild_buttons: dict[Rank, QToolButton] = {}
        for position, rank in enumerate(sorted(Rank, reverse=True)):
            button = QToolButton(wild_box)
            button.setText(rank.char)
            button.setCheckable(True)
            button.setMinimumWidth(30)
            # A wild rank must be seen at a glance: the theme's plain checked look is faint.
            button.setStyleSheet(
                "QToolButton:checked { background: #d4a62a; color: #1d1d20; font-weight: bold; }"
            )
            button.setToolTip(f"{rank.plural} are wild: they stand for any card")
            button.toggled.connect(self._changed)
            grid.addWidget(button, 0, position)
            self.wild_buttons[rank] = button
        layout.addWidget(wild_box)

        rules_box = QGroupBox("Straights and odd chips", self)
        form = QFormLayout(rules_box)
        self.corner_box = QCheckBox("Wrap-around straights count (Q-K-A-2-3)", rules_box)
        self.corner_box.toggled.connect(self._changed)
        form.addRow(self.corner_box)
        self.stud_box = QComboBox(rules_box)
        for choice, text in STUD_ODD_CHIP_CHOICES:
            self.stud_box.addItem(text, choice.value)
        self.stud_box.currentIndexChanged.connect(self._changed)
        form.addRow("Stud odd chip by", self.stud_box)
        self.odd_box = QComboBox(rules_box)
        for rule, text in ODD_CHIP_CHOICES:
            self.odd_box.addItem(text, rule.value)
        self.odd_box.currentIndexChanged.connect(self._changed)
        form.addRow("Odd chips", self.odd_box)
        layout.addWidget(rules_box)

        home_box = QGroupBox("Home-game variants", self)
        home = QVBoxLayout(home_box)
        self.variant_boxes: dict[str, QCheckBox] = {}
        for text, key in HOME_VARIANTS:
            box = QCheckBox(text, home_box)
            box.setEnabled(False)
            box.setToolTip("Not available yet: the hand evaluator does not rank hands this way")
            home.addWidget(box)
            self.variant_boxes[key] = box
        self.suit_tiebreaks_box = QCheckBox(
            "Suits break ties (hold'em and Omaha, home games that agree to it)", home_box
        )
        self.suit_tiebreaks_box.setToolTip(
            "Suits settle two tied hands; three or more play rock-paper-scissors"
        )
        self.suit_tiebreaks_box.toggled.connect(self._suit_tiebreaks_toggled)
        home.addWidget(self.suit_tiebreaks_box)
        layout.addWidget(home_box)

        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        buttons = QHBoxLayout()
        self.standard_button = QPushButton("Standard rules", self)
        self.standard_button.clicked.connect(lambda: self.show_rules(RoomRules(), apply=True))
        self.keep_button = QPushButton("Keep as the room's default", self)
        self.keep_button.setEnabled(settings is not None)
        self.keep_button.clicked.connect(self.keep_as_default)
        buttons.addWidget(self.standard_button)
        buttons.addStretch(1)
        buttons.addWidget(self.keep_button)
        layout.addLayout(buttons)
        layout.addStretch(1)

        self._showing = False
        self._follow_table()
        # An undo, an opened file or a new game changes the table's rules: the panel follows.
        # An undo may take back the room's default alone.
        controller.outcomeChanged.connect(lambda _: self._follow_table())
        # A method, not a lambda: the connection goes with the panel.
        controller.undo_stack.indexChanged.connect(self.follow_undo)

    def follow_undo(self, _index: int = 0) -> None:
        """Follow an undo or a redo, which may take back what the room keeps alone."""
        after_undo(self.controller.undo_stack, self._follow_table)

    def _follow_table(self) -> None:
        in_force = RoomRules.of(self.controller.scenario)
        kept = self.settings is not None and self.settings.rules == in_force
        said_kept = self.summary.text().endswith(_KEPT)
        if in_force != self.rules() or not self.summary.text() or (said_kept and not kept):
            self.show_rules(in_force)

    def rules(self) -> RoomRules:
        """The rules the panel shows."""
        wild = frozenset(rank for rank, button in self.wild_buttons.items() if button.isChecked())
        corner = self.corner_box.isChecked()
        return RoomRules(
            HouseRules(wild, corner) if wild or corner else STANDARD_RULES,
            StudOddChip(self.stud_box.currentData()),
            OddChipRule(self.odd_box.currentData()),
            self.suit_tiebreaks_box.isChecked(),
        )

    def show_rules(self, rules: RoomRules, *, apply: bool = False) -> None:
        """Show ``rules`` (and play by them when ``apply``)."""
        self._showing = True
        try:
            for rank, button in self.wild_buttons.items():
                button.setChecked(rank in rules.house.wild)
            self.corner_box.setChecked(rules.house.around_the_corner)
            self.stud_box.setCurrentIndex(self.stud_box.findData(rules.stud_odd_chip.value))
            self.odd_box.setCurrentIndex(self.odd_box.findData(rules.odd_chips.value))
            self.suit_tiebreaks_box.setChecked(rules.suit_tiebreaks)
        finally:
            self._showing = False
        self._say(rules)
        if apply:
            self._changed()

    def keep_as_default(self) -> None:
        """Remember the rules shown as the room's default for new tables."""
        if self.settings is None:
            return
        settings = self.settings
        rules = self.rules()

        def remember() -> None:
            settings.rules = rules
            settings.sync()

        def edit() -> bool:
            kept = stored_change(settings, RULES_KEYS, "Room's house rules", remember)
            if kept is not None:
                self.keep(False, kept)
            return kept is not None

        self.made(edit)
        self._say(rules)
        self.summary.setText(self.summary.text() + _KEPT)

    def _changed(self) -> None:
        if self._showing:
            return
        rules = self.rules()
        self._say(rules)
        # Every rule in one edit: "Standard rules" is one change, taken back by one undo.
        if self.made(
            lambda: self.controller.set_house_rules(
                rules.house, rules.stud_odd_chip, rules.odd_chips, rules.suit_tiebreaks
            )
        ):
            self.rulesChanged.emit(rules)

    def _suit_tiebreaks_toggled(self, on: bool) -> None:
        if not self._showing:
            self._say(self.rules())
            if self.made(lambda: self.controller.set_suit_tiebreaks(on)):
                self.rulesChanged.emit(self.rules())

    def _say(self, rules: RoomRules) -> None:
        self.summary.setText("In force: " + describe_rules(rules) + ".")
