"""A spin box for a whole number up to the format's limit: a chip count or an amount typed in
the training's answers.

Qt's :class:`~PySide6.QtWidgets.QSpinBox` holds 32-bit numbers (about two billion), so a
chip count or an amount the scenario format allows (up to 10^12) does not fit. As the
table's :class:`~dealer_app.gui.table.amount_box.AmountBox` does, this box keeps its number
as a Python int and reads what is typed with
:func:`~dealer_app.gui.table.amount_box.parse_amount` (thousands separators or none). Unlike
the table's box, which changes the table only once an amount is entered, its value follows
the typing, as a spin box's does: an answer read at any moment has what is typed.

A key that would make no number in range (a letter, a minus sign, a figure past the
maximum) is not taken, as in a spin box; the number is shown with its separators
(``10,000``) once the box loses the keyboard.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFocusEvent, QValidator
from PySide6.QtWidgets import QAbstractSpinBox, QStyle, QStyleOptionSpinBox, QWidget

from dealer_app.gui.table.amount_box import parse_amount
from dealer_app.model.chips import MAX_AMOUNT
from dealer_app.model.room.money import PLAIN

__all__ = ["WholeNumberBox"]

_USUAL_MOST = 9_999_999
"""The widest number a squeezed box still has room for."""


class WholeNumberBox(QAbstractSpinBox):
    """A whole number from :meth:`minimum` to :meth:`maximum` (at most ``MAX_AMOUNT``),
    with a spin box's ``value``, ``setValue``, ``valueChanged``, prefix and suffix."""

    valueChanged = Signal(object)
    """The number changed (an int; beyond 32 bits), as typed or set."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._value = 0
        self._minimum = 0
        self._maximum = MAX_AMOUNT
        self._prefix = ""
        self._suffix = ""
        self.lineEdit().textEdited.connect(self._typed)
        self.editingFinished.connect(self._show_value)
        self._show_value()

    # -- the number --------------------------------------------------------------------

    def value(self) -> int:
        return self._value

    def setValue(self, value: int) -> None:
        """Show ``value``, kept within the range (as a spin box does)."""
        self._set(min(self._maximum, max(self._minimum, value)))
        self._show_value()

    def minimum(self) -> int:
        return self._minimum

    def maximum(self) -> int:
        return self._maximum

    def setRange(self, minimum: int, maximum: int) -> None:
        """Take numbers from ``minimum`` to ``maximum`` (no more than ``MAX_AMOUNT``)."""
        self._minimum = max(0, minimum)
        self._maximum = max(self._minimum, min(MAX_AMOUNT, maximum))
        self.setValue(self._value)

    def setPrefix(self, prefix: str) -> None:
        self._prefix = prefix
        self._show_value()

    def setSuffix(self, suffix: str) -> None:
        self._suffix = suffix
        self._show_value()

    def _set(self, value: int) -> None:
        if value != self._value:
            self._value = value
            self.valueChanged.emit(value)

    def _number(self, text: str) -> int | None:
        """The number in ``text`` (the prefix and suffix aside), or ``None`` for none."""
        core = text.removeprefix(self._prefix).removesuffix(self._suffix)
        if "." in core:
            return None
        return parse_amount(core)

    def _typed(self, text: str) -> None:
        number = self._number(text)
        if number is not None and self._minimum <= number <= self._maximum:
            self._set(number)

    def _show_value(self) -> None:
        text = f"{self._prefix}{PLAIN.text(self._value)}{self._suffix}"
        if self.lineEdit().text() != text:
            self.lineEdit().setText(text)

    # -- QAbstractSpinBox --------------------------------------------------------------

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        core = text.removeprefix(self._prefix).removesuffix(self._suffix).strip()
        if not core:
            return QValidator.State.Intermediate, text, pos
        number = self._number(text)
        if number is None or number > self._maximum:
            return QValidator.State.Invalid, text, pos
        if number < self._minimum:
            # Too small yet: another figure may make it enough.
            return QValidator.State.Intermediate, text, pos
        return QValidator.State.Acceptable, text, pos

    def fixup(self, text: str) -> str:
        # Left empty or too small: the number the box holds again.
        return f"{self._prefix}{PLAIN.text(self._value)}{self._suffix}"

    def selectAll(self) -> None:
        """Select the number alone, as a spin box does: typing replaces it and keeps the
        prefix and suffix ("Seat 2: ", " of this colour") that say what it counts."""
        text = self.lineEdit().text()
        start = len(self._prefix) if text.startswith(self._prefix) else 0
        end = len(text) - len(self._suffix) if text.endswith(self._suffix) else len(text)
        self.lineEdit().setSelection(start, max(0, end - start))

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        # Qt selects the whole text for the Tab key, prefix and suffix too (it knows
        # only a spin box's own): the number alone is selected instead.
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self.selectAll()

    def stepBy(self, steps: int) -> None:
        self.setValue(self._value + steps)
        self.selectAll()

    def stepEnabled(self) -> QAbstractSpinBox.StepEnabledFlag:
        flags = QAbstractSpinBox.StepEnabledFlag.StepNone
        if self.isReadOnly() or not self.isEnabled():
            return flags
        if self._value > self._minimum:
            flags |= QAbstractSpinBox.StepEnabledFlag.StepDownEnabled
        if self._value < self._maximum:
            flags |= QAbstractSpinBox.StepEnabledFlag.StepUpEnabled
        return flags

    def sizeHint(self) -> QSize:
        # Room for the widest number the box takes, as a spin box asks for its maximum.
        return self._size_for(self._maximum)

    def minimumSizeHint(self) -> QSize:
        # Squeezed, room for a usual number still (the text scrolls for a longer one).
        return self._size_for(min(self._maximum, _USUAL_MOST))

    def _size_for(self, number: int) -> QSize:
        text = f"{self._prefix}{PLAIN.text(number)}{self._suffix} "
        option = QStyleOptionSpinBox()
        self.initStyleOption(option)
        hint = super().sizeHint()
        content = QSize(self.fontMetrics().horizontalAdvance(text), hint.height())
        size = self.style().sizeFromContents(QStyle.ContentsType.CT_SpinBox, option, content, self)
        return QSize(size.width(), hint.height())
