"""A spin box for an amount of money: kept in the chip set's units, typed and shown in its
money unit (the rake's cap and drops, the Pot panel's stakes)."""

from __future__ import annotations

from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QSpinBox, QWidget

from dealer_app.model.room.money import PLAIN, MoneyError, MoneyUnit

__all__ = ["MOST_MONEY", "MoneySpinBox"]

MOST_MONEY = 10**9
"""The most a box takes, in units: within a spin box's 32 bits, far above any stake."""


class MoneySpinBox(QSpinBox):
    """An amount in the chip set's units, typed and shown in its money (``$5`` is 500 in a
    set counted in cents), as the table reads it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._unit = PLAIN
        self._multiple = 1
        self.setRange(0, MOST_MONEY)

    def unit(self) -> MoneyUnit:
        return self._unit

    def set_unit(self, unit: MoneyUnit) -> None:
        """Read and write the amount in ``unit``; the value in units stays."""
        if unit != self._unit:
            value = self.value()
            self._unit = unit
            self.setValue(value)
            # The text follows the unit even where the value is the same.
            self.lineEdit().setText(self.textFromValue(value))

    def set_multiple(self, multiple: int) -> None:
        """Take only whole numbers of ``multiple`` units (the smallest chip): a stake no chip
        can make is never one the box holds."""
        self._multiple = max(1, multiple)

    def textFromValue(self, value: int) -> str:
        return self._unit.text(value)

    def valueFromText(self, text: str) -> int:
        try:
            return self._unit.parse(text)
        except MoneyError:
            return self.value()

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        if text.strip() in ("", self._unit.symbol, "-") or text == self.specialValueText():
            return QValidator.State.Intermediate, text, pos
        try:
            amount = self._unit.parse(text)
        except MoneyError:
            # Half typed ("0." in a cents set) may still become an amount.
            return QValidator.State.Intermediate, text, pos
        if not 0 <= amount <= self.maximum():
            return QValidator.State.Invalid, text, pos
        if amount % self._multiple:
            # "0.1" may yet become "0.15"; left so, the box goes back to the last amount.
            return QValidator.State.Intermediate, text, pos
        return QValidator.State.Acceptable, text, pos
