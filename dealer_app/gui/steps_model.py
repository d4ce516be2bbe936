"""Qt item models over the model's result: the dealer's steps and the pots.

They only adapt :class:`~dealer_app.model.showdown.result.Result` for Qt's list and table views;
every word and number comes from the result.

The cells are written once per new result into Qt's own item storage
(:class:`QStandardItemModel`): a view asks a model for a dozen roles of every cell it
paints, and answering each of those from Python would cost more than the painting.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QStandardItem, QStandardItemModel

from dealer_app.gui.recent import recent
from dealer_app.model.room.money import PLAIN, MoneyUnit
from dealer_app.model.words import describe_recipients

if TYPE_CHECKING:
    from dealer_app.model.showdown.pots import Pot
    from dealer_app.model.showdown.result import PotResult, Result
    from dealer_app.model.showdown.steps import Step

__all__ = ["PotsModel", "StepRole", "StepsModel"]

StepRole = Qt.ItemDataRole.UserRole + 1
"""The :class:`~dealer_app.model.showdown.steps.Step` of a row."""

_POTS_KEPT = 64
_READ_ONLY = Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled
_AMOUNT_ALIGNMENT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def _cell(text: str, tooltip: str) -> QStandardItem:
    item = QStandardItem(text)
    item.setToolTip(tooltip)
    item.setFlags(_READ_ONLY)
    return item


def _show_rows(model: QStandardItemModel, rows: list[list[tuple[str, str]]]) -> None:
    """Show ``rows`` of (text, tooltip) cells: the cells of rows already there are given
    their new words in place (a view keeps its layout), the rest added or taken away."""
    model.setRowCount(min(model.rowCount(), len(rows)))
    tips: list[tuple[QStandardItem, str]] = []
    for number, row in enumerate(rows):
        if number < model.rowCount():
            for column, (text, tooltip) in enumerate(row):
                item = model.item(number, column)
                if item.text() != text:
                    item.setText(text)
                if item.toolTip() != tooltip:
                    tips.append((item, tooltip))
            continue
        cells = [_cell(text, tooltip) for text, tooltip in row]
        cells[1].setTextAlignment(_AMOUNT_ALIGNMENT)
        model.appendRow(cells)
    # A view reads a tooltip when it shows it: told of a new one, it would repaint the
    # cell, and each new result has new tooltips for every pot's cells.
    quiet = model.blockSignals(True)
    try:
        for item, tooltip in tips:
            item.setToolTip(tooltip)
    finally:
        model.blockSignals(quiet)


def _replace_rows(model: QStandardItemModel, items: list[QStandardItem]) -> None:
    """Put ``items``, one to a row, in place of the model's rows, told to the views as one
    insertion (row by row, a view handled twenty insertions for a hand's steps)."""
    model.setRowCount(0)
    model.invisibleRootItem().appendRows(items)


class StepsModel(QStandardItemModel):
    """The dealer's steps in order, numbered: ``1. Side pot 1: $1,225 in 12 black, ...``

    Each row's :data:`StepRole` is its :class:`~dealer_app.model.showdown.steps.Step`.
    """

    def __init__(self, parent: Any = None) -> None:
        super().__init__(0, 1, parent)
        self._steps: tuple[Step, ...] = ()
        self._unit = PLAIN
        self._bold = QFont()
        self._bold.setBold(True)

    def set_result(self, result: Result | None, unit: MoneyUnit = PLAIN) -> None:
        """Show the steps of ``result``, their amounts written in ``unit`` as on the felt."""
        steps = result.steps if result is not None else ()
        if steps == self._steps and unit == self._unit:
            return
        self._steps = steps
        self._unit = unit
        if not steps:
            _replace_rows(self, [])
            return
        # Steps come with a result: the resolver, and these words, are loaded by then.
        from dealer_app.model.showdown.steps import StepKind

        items = []
        for number, step in enumerate(steps, 1):
            words = step.words(unit)
            item = _cell(f"{number}. {words}", words)
            item.setData(step, StepRole)
            if step.kind is StepKind.POT:
                item.setFont(self._bold)
            items.append(item)
        _replace_rows(self, items)

    def steps(self) -> tuple[Step, ...]:
        return self._steps


class PotsModel(QStandardItemModel):
    """One row per pot: name, amount and who won it; the tooltip tells the whole story."""

    HEADERS = ("Pot", "Amount", "Winners")

    def __init__(self, parent: Any = None) -> None:
        super().__init__(0, len(self.HEADERS), parent)
        self.setHorizontalHeaderLabels(list(self.HEADERS))
        self._pots: tuple[PotResult, ...] = ()
        self._shown: tuple[PotResult | Pot, ...] = ()
        self._unit = PLAIN
        self._halves = _HIGH_AND_LOW
        self._rows: OrderedDict[tuple[object, ...], list[list[tuple[str, str]]]] = OrderedDict()

    def set_result(
        self, result: Result | None, unit: MoneyUnit = PLAIN, waiting: tuple[Pot, ...] = ()
    ) -> None:
        """Show the pots of ``result``, their amounts read in ``unit`` (a split pot's winners
        by its halves' names: "high 1 / low 2", "deuce-to-seven 1 / badugi 2"); with no
        result, the pots formed so far (``waiting``), their winners still to be known, so
        the table does not come and go as cards are entered and taken out."""
        pots = result.pots if result is not None else ()
        halves = result.scenario.game_rules.half_names if result is not None else _HIGH_AND_LOW
        forming = tuple(pot for pot in waiting if pot.amount) if result is None else ()
        shown = pots or forming
        if shown == self._shown and unit == self._unit and halves == self._halves:
            return
        self._pots = pots
        self._shown = shown
        self._unit = unit
        self._halves = halves

        def pot_rows() -> list[list[tuple[str, str]]]:
            if not pots:
                return [_waiting_row(pot, unit) for pot in forming]
            rows = []
            for pot in pots:
                tooltip = _pot_tooltip(pot, unit)
                columns = range(len(self.HEADERS))
                rows.append([(_pot_cell(pot, column, unit, halves), tooltip) for column in columns])
            return rows

        # A card tried and changed back shows the same pots again: their words are kept.
        _show_rows(self, recent(self._rows, (shown, unit, halves), pot_rows, _POTS_KEPT))

    def pots(self) -> tuple[PotResult, ...]:
        return self._pots

    def unbroken_names(self) -> tuple[str, ...]:
        """What the Pot column holds on one line: each pot's name, and each word of a bet
        handed back's ("Returned to seat 6" wraps in its cell)."""
        return tuple(
            part
            for pot in self._shown
            for part in (pot.name.split() if pot.returned else (pot.name,))
        )


_HIGH_AND_LOW = ("high", "low")


def _seats(numbers: tuple[int, ...]) -> str:
    return ", ".join(str(number) for number in numbers)


def _pot_tooltip(pot: PotResult, unit: MoneyUnit) -> str:
    # Odd chips are named only once a result is in: the table starts without their rules.
    from dealer_app.model.showdown.odd_chips import odd_chips_by_seat

    lines = [f"{pot.name}: {unit.text(pot.amount)} in {pot.chips.describe()}"]
    lines.append("Eligible: " + describe_recipients(pot.eligible))
    lines += [f"Seat {share.seat} takes {unit.text(share.amount)}" for share in pot.shares]
    lines += list(pot.explanation)
    if pot.odd_chips:
        chip = pot.odd_chips[0].chip
        # A seat that takes two odd chips (one of each half) is named once, with how many.
        for taken in odd_chips_by_seat([(odd.seat, odd.reason) for odd in pot.odd_chips]):
            words = taken.to_seat(chip)
            lines.append(f"{words[0].upper()}{words[1:]}: {taken.reason}")
    return "\n".join(lines)


_WAITING = "to come"


def _waiting_row(pot: Pot, unit: MoneyUnit) -> list[tuple[str, str]]:
    """A pot formed before the showdown is complete: what it holds and who can win it (an
    uncalled bet goes back to its seat whatever the cards)."""
    tooltip = "\n".join(
        (
            f"{pot.name}: {unit.text(pot.amount)}",
            "Eligible: " + describe_recipients(pot.eligible),
            "Its winners are named when every hand in it is entered.",
        )
    )
    winners = _seats(pot.eligible) if pot.returned else _WAITING
    return [(pot.name, tooltip), (unit.text(pot.amount), tooltip), (winners, tooltip)]


def _pot_cell(pot: PotResult, column: int, unit: MoneyUnit, halves: tuple[str, str]) -> str:
    if column == 0:
        return pot.name
    if column == 1:
        return unit.text(pot.amount)
    if pot.returned:
        # An uncalled bet goes back: nobody wins it.
        return "returned (uncalled)"
    if pot.pending and not pot.winners.seats:
        return "waiting: rock-paper-scissors"
    if pot.winners.halved:
        high, low = _seats(pot.winners.high), _seats(pot.winners.low)
        return f"{halves[0]} {high} / {halves[1]} {low}"
    if pot.winners.low:
        return _seats(pot.winners.low)
    return _seats(pot.winners.high)
