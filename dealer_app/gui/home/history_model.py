"""The evening's deals as a table: the pot played for, who was in, who took, who paid."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from dealer_app.gui.home.evening_controller import EveningController
from dealer_app.model.showdown.result import Result

__all__ = ["LIST_COLUMNS", "DealHistoryModel"]

_ROOT = QModelIndex()
_COLUMNS = ("Deal", "Pot", "In", "Took", "Paid", "Antes", "Next pot", "Reserve")
LIST_COLUMNS = tuple(_COLUMNS.index(name) for name in ("Took", "Paid", "Antes"))
"""The columns that list a payment per seat: as long as the table is full, so they share the
width the others leave and wrap, rather than push the next pot and the reserve out of sight."""


_KEPT_TOGETHER = "\u00a0"
"""Between a seat and its amount: a column too narrow wraps between seats, never inside one."""


def _pairs(pairs: tuple[tuple[int, int], ...]) -> str:
    return ", ".join(f"{seat}:{_KEPT_TOGETHER}{amount}" for seat, amount in pairs) or "–"


def _row(number: int, result: Result) -> tuple[str, ...]:
    money = result.guts
    assert money is not None
    seats_in = ", ".join(map(str, money.declared.seats_in)) or "nobody"
    took = _pairs(result.payouts) if not money.pot_stays else "stays"
    if money.ghost_wins:
        took = "ghost"
    stage = money.declared.table.stage
    if stage is not None:
        legs = (
            ", ".join(f"{seat}:{_KEPT_TOGETHER}{'●' * count}" for seat, count in money.legs)
            or "no legs"
        )
        took = f"stage {stage}; {_pairs(result.payouts) + ' · ' if result.payouts else ''}{legs}"
    return (
        str(number),
        str(money.declared.table.pot),
        seats_in,
        took,
        _pairs(money.payments),
        _pairs(money.antes),
        str(money.next_pot),
        str(money.next_reserve),
    )


class DealHistoryModel(QAbstractTableModel):
    """One row per deal played, first deal first."""

    def __init__(self, controller: EveningController) -> None:
        super().__init__(controller)
        self._controller = controller
        self._rows: list[tuple[str, ...]] = []
        controller.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """Read the deals played again."""
        self.beginResetModel()
        played = self._controller.evening.played
        self._rows = [_row(number, result) for number, result in enumerate(played, 1)]
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(_COLUMNS)

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if role == Qt.ItemDataRole.DisplayRole and index.isValid():
            return self._rows[index.row()][index.column()]
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return _COLUMNS[section]
        return None
