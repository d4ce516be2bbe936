"""Qt item models over the model's result: the dealer's steps and the pots.

They only adapt :class:`~dealer_app.model.showdown.Result` for Qt's list and tree views;
every word and number comes from the result.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont

from dealer_app.model.showdown import PotResult, Result
from dealer_app.model.split import Step, StepKind

__all__ = ["PotsModel", "StepsModel"]

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()
StepRole = Qt.ItemDataRole.UserRole + 1
"""The :class:`~dealer_app.model.split.Step` of a row."""


class StepsModel(QAbstractListModel):
    """The dealer's steps in order, numbered: ``1. Side pot 1: seat 4 takes 2 black.``"""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._steps: tuple[Step, ...] = ()

    def set_result(self, result: Result | None) -> None:
        steps = result.steps if result is not None else ()
        if steps == self._steps:
            return
        self.beginResetModel()
        self._steps = steps
        self.endResetModel()

    def steps(self) -> tuple[Step, ...]:
        return self._steps

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._steps)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._steps):
            return None
        step = self._steps[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return f"{index.row() + 1}. {step.text}"
        if role == Qt.ItemDataRole.ToolTipRole:
            return step.text
        if role == StepRole:
            return step
        if role == Qt.ItemDataRole.FontRole and step.kind is StepKind.POT:
            font = QFont()
            font.setBold(True)
            return font
        return None


class PotsModel(QAbstractTableModel):
    """One row per pot: name, amount, who could win it, who won, what each seat takes."""

    HEADERS = ("Pot", "Amount", "Winners")

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._pots: tuple[PotResult, ...] = ()

    def set_result(self, result: Result | None) -> None:
        pots = result.pots if result is not None else ()
        if pots == self._pots:
            return
        self.beginResetModel()
        self._pots = pots
        self.endResetModel()

    def pots(self) -> tuple[PotResult, ...]:
        return self._pots

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._pots)

    def columnCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.HEADERS[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._pots):
            return None
        pot = self._pots[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return _pot_cell(pot, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            lines = [f"{pot.name}: {pot.amount} in {pot.chips.describe()}"]
            lines.append("Eligible: seats " + _seats(pot.eligible))
            lines += [f"Seat {share.seat} takes {share.amount}" for share in pot.shares]
            lines += list(pot.explanation)
            lines += [
                f"Odd {chip.chip} chip to seat {chip.seat}: {chip.reason}" for chip in pot.odd_chips
            ]
            return "\n".join(lines)
        if role == Qt.ItemDataRole.TextAlignmentRole and column == 1:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


def _seats(numbers: tuple[int, ...]) -> str:
    return ", ".join(str(number) for number in numbers)


def _pot_cell(pot: PotResult, column: int) -> str:
    if column == 0:
        return pot.name
    if column == 1:
        return str(pot.amount)
    if pot.winners.low and pot.winners.high:
        return f"high {_seats(pot.winners.high)} / low {_seats(pot.winners.low)}"
    if pot.winners.low:
        return _seats(pot.winners.low)
    return _seats(pot.winners.high)
