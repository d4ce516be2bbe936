"""A box for an amount of money: whole chips up to the format's limit, read at a glance.

Qt's spin box holds 32-bit numbers (about two billion); a tournament pot of 150,000,000
already comes near, and the scenario format goes to 10^12. This box holds any amount up to
:data:`~dealer_app.model.seats.MAX_AMOUNT`, shows it with thousands separators
(``150,000,000``), reads it typed with or without them, and steps by the table's smallest
chip with the mouse wheel or the arrow keys.

The box never changes the table by itself: :attr:`AmountBox.amountCommitted` says the
dealer finished an amount (Enter, a step, the focus leaving it, or :meth:`AmountBox.commit`
called before the table changes), and :meth:`AmountBox.set_value` shows the table's
amount back.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent, QValidator
from PySide6.QtWidgets import QAbstractSpinBox, QWidget

from dealer_app.model.seats import MAX_AMOUNT

__all__ = ["AmountBox", "format_amount", "parse_amount"]

# Grouping marks a dealer may type or paste: commas, spaces (also non-breaking and thin
# ones, as locales print them), apostrophes and underscores.
_GROUPING = str.maketrans("", "", ", '_\u00a0\u202f\u2009")


def format_amount(amount: int) -> str:
    """An amount as the box shows it: thousands separated, nothing for none.

    >>> format_amount(150_000_000), format_amount(0)
    ('150,000,000', '')
    """
    return f"{amount:,}" if amount else ""


def parse_amount(text: str) -> int | None:
    """The amount typed, with or without separators; ``None`` when it is not one.

    >>> parse_amount("150,000,000"), parse_amount(" 2 500 "), parse_amount("")
    (150000000, 2500, 0)
    >>> parse_amount("1e300"), parse_amount("-5"), parse_amount(str(10**12 + 1))
    (None, None, None)
    """
    digits = text.translate(_GROUPING)
    if not digits:
        return 0
    if not (digits.isascii() and digits.isdigit()):
        return None
    amount = int(digits)
    return amount if amount <= MAX_AMOUNT else None


class AmountBox(QAbstractSpinBox):
    """An amount of money from 0 (shown empty) to ``MAX_AMOUNT``, stepped by a chip."""

    amountCommitted = Signal(object)
    """The dealer finished an amount (an int; beyond 32 bits) other than the one shown."""
    entered = Signal()
    """Enter was pressed: the amount is committed and the dealer moves on."""
    widthNeeded = Signal()
    """The amount shown needs another width (150,000,000 after 40): the plaque makes room."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._amount = 0
        self._step = 1
        self._least_width = 0
        self.setButtonSymbols(QAbstractSpinBox.ButtonSymbols.NoButtons)
        self.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.setCorrectionMode(QAbstractSpinBox.CorrectionMode.CorrectToPreviousValue)
        self.lineEdit().setPlaceholderText("–")
        self.editingFinished.connect(self.commit)
        self.lineEdit().installEventFilter(self)

    # -- the amount ----------------------------------------------------------------------

    def value(self) -> int:
        """The amount last committed or set (not what is half typed)."""
        return self._amount

    def set_value(self, amount: int) -> None:
        """Show the table's amount; emits nothing."""
        self._amount = amount
        if parse_amount(self.text()) != amount or self.text() != format_amount(amount):
            self.lineEdit().setText(format_amount(amount))
        self._fit_width()

    def set_least_width(self, width: int) -> None:
        """The width the box keeps however short its amount (room for a usual amount)."""
        self._least_width = width
        self._fit_width()

    def _fit_width(self) -> None:
        # Wide enough for the whole amount shown: a box never hides digits of the pot.
        needed = self.fontMetrics().horizontalAdvance(self.text()) + 16
        width = max(self._least_width, needed)
        if width != self.minimumWidth():
            self.setMinimumWidth(width)
            self.widthNeeded.emit()

    def set_step(self, step: int) -> None:
        """What one step of the wheel or an arrow key adds: the smallest chip."""
        self._step = max(1, step)

    def step(self) -> int:
        return self._step

    def pending(self) -> bool:
        """Whether an amount is typed that the table does not have yet."""
        typed = parse_amount(self.text())
        return typed is not None and typed != self._amount

    def commit(self) -> None:
        """Take what is typed as the amount (once), shown with its separators again."""
        typed = parse_amount(self.text())
        if typed is None:
            typed = self._amount
        changed = typed != self._amount
        self._amount = typed
        if self.text() != format_amount(typed):
            self.lineEdit().setText(format_amount(typed))
        self._fit_width()
        if changed:
            self.amountCommitted.emit(typed)

    # -- QAbstractSpinBox ----------------------------------------------------------------

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        if parse_amount(text) is None:
            return QValidator.State.Invalid, text, pos
        return QValidator.State.Acceptable, text, pos

    def fixup(self, text: str) -> str:
        return format_amount(self._amount)

    def stepBy(self, steps: int) -> None:
        typed = parse_amount(self.text())
        start = self._amount if typed is None else typed
        amount = min(MAX_AMOUNT, max(0, start + steps * self._step))
        self.lineEdit().setText(format_amount(amount))
        self.commit()

    def stepEnabled(self) -> QAbstractSpinBox.StepEnabledFlag:
        if not self.isEnabled() or self.isReadOnly():
            return QAbstractSpinBox.StepEnabledFlag.StepNone
        flags = QAbstractSpinBox.StepEnabledFlag.StepNone
        typed = parse_amount(self.text())
        amount = self._amount if typed is None else typed
        if amount > 0:
            flags |= QAbstractSpinBox.StepEnabledFlag.StepDownEnabled
        if amount < MAX_AMOUNT:
            flags |= QAbstractSpinBox.StepEnabledFlag.StepUpEnabled
        return flags

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_text()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.lineEdit() and event.type() == QEvent.Type.Resize:
            self._place_text()
        return super().eventFilter(watched, event)

    def _place_text(self) -> None:
        # A style sheet on the plaque leaves a box without step buttons a text field one
        # pixel wide, whenever Qt lays it out; the text takes the whole box in its frame.
        inside = self.rect().adjusted(3, 2, -3, -2)
        if self.lineEdit().geometry() != inside:
            self.lineEdit().setGeometry(inside)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.commit()
            event.accept()
            self.entered.emit()
            return
        super().keyPressEvent(event)
