"""Starting a guts evening: the game, the players, the ante, the limit and the house's options."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from dealer_app.model.chips import MAX_AMOUNT
from dealer_app.model.home.guts_table import Declare, GhostRule, NobodyIn
from dealer_app.model.play.evening import Evening
from dealer_app.model.showdown.seats import MAX_SEATS, MIN_SEATS

__all__ = ["NewEveningDialog"]

_GAMES = (
    ("guts2", "Two-card guts"),
    ("guts3", "Three-card guts"),
    ("guts21", "Two plus one"),
    ("guts422", "Four-two-two (twos wild)"),
    ("guts423", "Four-two-three (twos wild)"),
    ("guts357", "Three-five-seven (legs)"),
)


def _amount_box(value: int, *, none_text: str = "") -> QSpinBox:
    box = QSpinBox()
    box.setRange(0, min(MAX_AMOUNT, 2**31 - 1))
    box.setValue(value)
    if none_text:
        box.setSpecialValueText(none_text)
    return box


def _choices(values: tuple[tuple[str, str], ...]) -> QComboBox:
    box = QComboBox()
    for value, text in values:
        box.addItem(text, value)
    return box


class NewEveningDialog(QDialog):
    """Asks what a new evening needs; :meth:`evening` builds it (every seat antes first)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New guts evening")
        form = QFormLayout(self)
        self.game = _choices(_GAMES)
        self.names = QLineEdit("Ann, Bob, Cat, Dan, Eve")
        self.names.setToolTip(f"{MIN_SEATS} to {MAX_SEATS} players, in seat order, commas between")
        self.ante = _amount_box(5)
        self.limit = _amount_box(100, none_text="no limit")
        self.max_loss = _amount_box(0, none_text="none")
        self.extra_ante = _amount_box(0, none_text="none")
        self.extra_ante.setToolTip(
            "Two plus one: a third card costs an extra ante, then a second declare"
        )
        self.declare = _choices(
            (
                (Declare.SEQUENCE.value, "In turn, dealer last"),
                (Declare.SIMULTANEOUS.value, "All at once"),
            )
        )
        self.nobody_in = _choices(
            (
                (NobodyIn.ANTE.value, "Everyone antes again"),
                (NobodyIn.WIMP.value, "Wimp rule: best hand antes for all"),
                (NobodyIn.STAYS.value, "The pot just stays"),
                (NobodyIn.NON_PLAYERS_MATCH.value, "4-2-x: best non-player and twos match"),
            )
        )
        self.ghost = _choices(
            (
                (GhostRule.NONE.value, "No ghost"),
                (GhostRule.ALWAYS.value, "Ghost always plays"),
                (GhostRule.ALONE.value, "Ghost plays a seat in alone"),
            )
        )
        self.single_loser = QCheckBox("Only the worst hand matches; antes every deal")
        self.pass_left = QCheckBox("Pass one card to the left before declaring")
        self.outs_ante = QCheckBox("4-2-x: those out ante again while losers match")
        self.alone_vs_deck = QCheckBox("4-2-x: a seat alone plays against the deck's top four")
        for label, widget in (
            ("Game", self.game),
            ("Players", self.names),
            ("Ante", self.ante),
            ("Limit of a pot", self.limit),
            ("Most a loser pays", self.max_loss),
            ("Extra ante for a third card", self.extra_ante),
            ("Declaring", self.declare),
            ("Nobody in", self.nobody_in),
            ("Ghost hand", self.ghost),
            ("", self.single_loser),
            ("", self.pass_left),
            ("", self.outs_ante),
            ("", self.alone_vs_deck),
        ):
            form.addRow(label, widget)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def evening(self) -> Evening:
        """The evening asked for; :class:`ValueError` naming what is wrong."""
        names = [name.strip() for name in self.names.text().split(",") if name.strip()]
        if not MIN_SEATS <= len(names) <= MAX_SEATS:
            raise ValueError(f"players: {len(names)} named; a table has {MIN_SEATS} to {MAX_SEATS}")
        return Evening.start(
            self.game.currentData(),
            dict(enumerate(names, 1)),
            ante=self.ante.value(),
            button=len(names),
            limit=self.limit.value() or None,
            max_loss=self.max_loss.value() or None,
            extra_ante=self.extra_ante.value() or None,
            declare=self.declare.currentData(),
            nobody_in=self.nobody_in.currentData(),
            ghost=self.ghost.currentData(),
            single_loser=self.single_loser.isChecked(),
            pass_left=self.pass_left.isChecked(),
            outs_ante=self.outs_ante.isChecked(),
            alone_vs_deck=self.alone_vs_deck.isChecked(),
        )
