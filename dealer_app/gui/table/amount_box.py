"""A box for an amount of money: whole chips up to the format's limit, read at a glance.

Qt's spin box holds 32-bit numbers (about two billion); a tournament pot of 150,000,000
already comes near, and the scenario format goes to 10^12. This box holds any amount up to
:data:`~dealer_app.model.chips.MAX_AMOUNT`, shows it with thousands separators
(``150,000,000``), reads it typed with or without them, and steps by the table's smallest
chip with the mouse wheel or the arrow keys.

Amounts read in the chip set's unit (:class:`~dealer_app.model.room.money.MoneyUnit`): a home
game counted in cents shows its 25 as ``0.25``, without the symbol (the box sits after the
seat's "In"; the felt and the tray carry the symbol), and takes ``0.25``, ``$0.25`` or
``1,000`` typed. Whatever is typed stays as typed until it is taken: an amount that is not
a whole number of the smallest unit (``0.333``), more than the limit
(``1,000,000,000,001``), negative (``-5``) or no amount at all (``1e300``, pasted words) is
refused with :attr:`AmountBox.refused`, never rounded or cut, and the amount stays as it
was. The refused text stays in the box, marked (:meth:`AmountBox.is_refused`), for the
dealer to correct, until an amount is taken or Escape (:meth:`AmountBox.discard_typing`)
shows the table's amount again. A paste of more than :data:`LONGEST_TYPED` characters is
refused at once.

A box needs room for amounts up to :data:`WIDEST_WHOLE` (a tournament's 15,000,000) and
asks for the whole of a longer one (:meth:`AmountBox.whole_width`), which the table gives
where it has the room: ten plaques of 10^12 do not fit round a small screen's table.
Where its plaque leaves it too narrow for the whole amount, the box shows it shortened
(``1.2T``, as the felt's payouts are) with the whole amount in its tooltip, and whole
again while it has the keyboard.

The box never changes the table by itself: :attr:`AmountBox.amountCommitted` says the
dealer finished an amount (Enter, a step, the focus leaving it, or :meth:`AmountBox.commit`
called before the table changes), and :meth:`AmountBox.set_value` shows the table's
amount back.
"""

from __future__ import annotations

import functools

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, Signal
from PySide6.QtGui import (
    QFocusEvent,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
    QValidator,
)
from PySide6.QtWidgets import QAbstractSpinBox, QWidget

from dealer_app.gui.guard import guarded
from dealer_app.gui.table.scene import short_money
from dealer_app.gui.theme import Theme
from dealer_app.model.chips import MAX_AMOUNT
from dealer_app.model.room.money import PLAIN, MoneyError, MoneyUnit

__all__ = [
    "LONGEST_TYPED",
    "WIDEST_WHOLE",
    "AmountBox",
    "format_amount",
    "parse_amount",
    "read_amount",
]

LONGEST_TYPED = 40
"""The longest text the box takes (10^12 with separators and cents is 20 characters)."""

WIDEST_WHOLE = "00,000,000"
"""The widest amount a box asks its plaque room for; a longer one is shown whole where the
plaque is wide enough anyway, shortened where it is not."""

_TEXT_PADDING = 16
"""The box's frame and margins round its text, in pixels."""

_ROUNDING = 3
"""The radius of the box's corners."""

# Grouping marks a dealer may type or paste: commas, spaces (also non-breaking and thin
# ones, as locales print them), apostrophes and underscores.
_GROUPING = str.maketrans("", "", ", '_\u00a0\u202f\u2009")


def format_amount(amount: int, unit: MoneyUnit = PLAIN) -> str:
    """An amount as the box shows it: in ``unit`` without its symbol, thousands separated,
    nothing for none.

    >>> format_amount(150_000_000), format_amount(0), format_amount(25, MoneyUnit("$", 100))
    ('150,000,000', '', '0.25')
    """
    return MoneyUnit("", unit.per).text(amount) if amount else ""


def _figures(text: str, unit: MoneyUnit) -> str | None:
    """The amount's figures as typed (separators and the symbol gone, one decimal point at
    most), or ``None`` when ``text`` is not written as an amount at all (``-5``, ``1e300``)."""
    cleaned = text.translate(_GROUPING)
    if unit.symbol:
        cleaned = cleaned.removeprefix(unit.symbol)
    digits = cleaned.replace(".", "", 1)
    if digits and not (digits.isascii() and digits.isdigit()):
        return None
    return cleaned


def read_amount(text: str, unit: MoneyUnit = PLAIN) -> int:
    """The amount typed, in units, with or without separators and the unit's symbol.

    >>> cents = MoneyUnit("$", 100)
    >>> read_amount("0.50", cents), read_amount("$1,000", cents), read_amount(" 2 500 ")
    (50, 100000, 2500)
    >>> read_amount("0.333", cents)
    Traceback (most recent call last):
    ...
    dealer_app.model.room.money.MoneyError: "0.333" is not a whole number of the smallest ...
    """
    figures = _figures(text, unit)
    if figures == "":
        return 0
    shown = text.strip() if len(text.strip()) <= LONGEST_TYPED else "what was pasted"
    if figures is None or figures == ".":
        if text.strip().startswith("-") and _figures(text.strip()[1:], unit):
            raise MoneyError(f'"{shown}": an amount put in is never less than 0')
        raise MoneyError(f'"{shown}" is not an amount')
    if len(figures.split(".")[0].lstrip("0")) > len(str(MAX_AMOUNT)):
        # Thousands of digits: refused before any arithmetic on them.
        raise MoneyError(f'"{shown}" is more than 10^12, the most a seat can put in')
    amount = unit.parse(figures)
    if amount > MAX_AMOUNT:
        raise MoneyError(f'"{shown}" is more than 10^12, the most a seat can put in')
    return amount


def parse_amount(text: str, unit: MoneyUnit = PLAIN) -> int | None:
    """The amount typed (see :func:`read_amount`); ``None`` when it is not one.

    >>> parse_amount("150,000,000"), parse_amount(" 2 500 "), parse_amount("")
    (150000000, 2500, 0)
    >>> parse_amount("1e300"), parse_amount("-5"), parse_amount(str(10**12 + 1))
    (None, None, None)
    """
    try:
        return read_amount(text, unit)
    except MoneyError:
        return None


_parsed_amount = functools.lru_cache(maxsize=64)(parse_amount)


class AmountBox(QAbstractSpinBox):
    """An amount of money from 0 (shown empty) to ``MAX_AMOUNT``, stepped by a chip."""

    amountCommitted = Signal(object)
    """The dealer finished an amount (an int; beyond 32 bits) other than the one shown."""
    entered = Signal()
    """Enter was pressed and the amount taken: the dealer moves on (never after a refusal)."""
    widthNeeded = Signal()
    """The amount shown needs another width (150,000,000 after 40): the plaque makes room."""
    pressed = Signal()
    """A mouse button went down on the box (on its text too)."""
    refused = Signal(str)
    """What was typed is not an amount of the table's money (``0.333`` of a cents unit):
    why, in words. The amount stays as it was, the text as typed."""
    refusalCleared = Signal()
    """The refused text is gone (corrected, dropped with Escape, or another amount shown)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._amount = 0
        self._step = 1
        self._unit = PLAIN
        self._least_width = 0
        self._whole_width = 0
        self._shortened = ""
        """The shortened amount shown instead of the whole one ("" while whole)."""
        self._refused = False
        """Whether the text shown was refused (and is kept for the dealer to correct)."""
        self._theme: Theme | None = None
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
        """Show the table's amount; emits nothing. Text refused stays while the table's
        amount is the one it was refused against: another edit of the table loses nothing
        the dealer typed."""
        if self._refused and amount == self._amount:
            return
        self._mark_refused(False)
        self._amount = amount
        shown = format_amount(amount, self._unit)
        typed = self.typed_text()
        if parse_amount(typed, self._unit) != amount or typed != shown:
            self._show_text(shown)
        self._fit_width()

    def set_unit(self, unit: MoneyUnit) -> None:
        """Read and show amounts in ``unit`` (the chip set's money)."""
        if unit != self._unit:
            self._unit = unit
            if not self._refused:
                self._show_text(format_amount(self._amount, unit))
            self._fit_width()

    def unit(self) -> MoneyUnit:
        return self._unit

    def set_least_width(self, width: int) -> None:
        """The width the box keeps however short its amount (room for a usual amount)."""
        self._least_width = width
        self._fit_width()

    def _fit_width(self) -> None:
        # Wide enough for the whole amount up to the widest asked for; a longer one is
        # shortened where the plaque leaves no room (its digits are in the tooltip).
        metrics = self.fontMetrics()
        whole = max(self._least_width, metrics.horizontalAdvance(self.typed_text()) + _TEXT_PADDING)
        width = min(
            whole, max(self._least_width, metrics.horizontalAdvance(WIDEST_WHOLE) + _TEXT_PADDING)
        )
        if width != self.minimumWidth() or whole != self._whole_width:
            self._whole_width = whole
            self.setMinimumWidth(width)
            self.widthNeeded.emit()
        self._fit_text()

    def whole_width(self) -> int:
        """How wide the box is with room for the whole amount, however long."""
        return max(self._whole_width, self.minimumWidth())

    def typed_text(self) -> str:
        """The amount as typed or shown whole: the text of the box, but for an amount
        shown shortened, the whole of it."""
        text = self.text()
        if self._shortened and text == self._shortened:
            return format_amount(self._amount, self._unit)
        return text

    def shortened(self) -> str:
        """The shortened amount the box shows for want of room ("" when it shows it whole)."""
        return self._shortened

    def _show_text(self, text: str) -> None:
        self._shortened = ""
        if self.text() != text:
            self.lineEdit().setText(text)
        self._fit_text()

    def _fit_text(self) -> None:
        """The amount shortened where the box is too narrow for it whole, and whole while
        it is typed in or has the room."""
        whole = self.typed_text()
        if whole != format_amount(self._amount, self._unit):
            return
        room = self.width() - _TEXT_PADDING
        short = ""
        if (
            self._amount
            and not self.has_keyboard()
            and self.fontMetrics().horizontalAdvance(whole) > room
        ):
            short = short_money(MoneyUnit("", self._unit.per), self._amount)
        if short != self._shortened or self.text() != (short or whole):
            self._shortened = short
            self.lineEdit().setText(short or whole)

    def has_keyboard(self) -> bool:
        """Whether the box has the keyboard, or has it back when its window is active."""
        return self.window().focusWidget() in (self, self.lineEdit())

    def tooltip_text(self) -> str:
        """The box's tooltip, the whole amount first where it shows it shortened."""
        if self._shortened:
            whole = self._unit.text(self._amount)
            return f"{whole}: {self.toolTip()}" if self.toolTip() else whole
        return self.toolTip()

    def set_step(self, step: int) -> None:
        """What one step of the wheel or an arrow key adds: the smallest chip."""
        self._step = max(1, step)

    def step(self) -> int:
        return self._step

    def pending(self) -> bool:
        """Whether something is typed that the table does not have yet (an amount, or one
        to refuse with its reason)."""
        typed = self.typed_text()
        return typed != format_amount(self._amount, self._unit) and (
            parse_amount(typed, self._unit) != self._amount
        )

    def commit(self) -> bool:
        """Take what is typed as the amount (once), shown with its separators again. What is
        not an amount is refused with :attr:`refused` and stays as typed, marked: False."""
        try:
            typed = read_amount(self.typed_text(), self._unit)
        except MoneyError as error:
            self._mark_refused(True)
            self.refused.emit(str(error))
            return False
        self._mark_refused(False)
        changed = typed != self._amount
        self._amount = typed
        self._show_text(format_amount(typed, self._unit))
        self._fit_width()
        if changed:
            self.amountCommitted.emit(typed)
        return True

    def keep_refused(self, amount: int) -> None:
        """The table refused the amount just entered (a rule of the game or of the chips,
        not its form): it stays as typed, marked, and the box's amount is the table's
        ``amount`` again, so that the typing is still to be corrected or dropped."""
        self._amount = amount
        self._mark_refused(True)

    def is_refused(self) -> bool:
        """Whether the box shows text it refused, kept for the dealer to correct."""
        return self._refused

    def discard_typing(self) -> None:
        """Drop what is typed (refused or not yet entered): the table's amount again."""
        self._mark_refused(False)
        self._show_text(format_amount(self._amount, self._unit))
        self._fit_width()

    def _mark_refused(self, refused: bool) -> None:
        if refused == self._refused:
            return
        self._refused = refused
        # Framed in the error colour while it holds the text.
        self.update()
        if not refused:
            self.refusalCleared.emit()

    # -- the look ------------------------------------------------------------------------

    def set_theme(self, theme: Theme) -> None:
        """Draw the box in ``theme``'s colours: a panel framed in the rail's highlight, the
        frame thicker in the focus colour with the keyboard on the box, in the error colour
        round refused text.

        Painted here, with the words' colours in the palette, rather than by a style sheet:
        each plaque's box would parse a sheet of its own as the window opens, and draw
        through Qt's style-sheet style at every repaint of its plaque.
        """
        self._theme = theme
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Text, theme.text)
        palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text, theme.text_muted)
        # The box paints its panel; the text field inside it leaves it showing.
        palette.setColor(QPalette.ColorRole.Base, Qt.GlobalColor.transparent)
        palette.setColor(QPalette.ColorRole.Highlight, theme.focus)
        self.setPalette(palette)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        theme = self._theme
        if theme is None:
            super().paintEvent(event)
            return
        if self._refused:
            line, width = theme.error, 2.0
        elif self.hasFocus():
            line, width = theme.focus, 2.0
        else:
            line, width = theme.rail_highlight, 1.0
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(line, width))
        painter.setBrush(theme.panel)
        inside = width / 2
        box = QRectF(self.rect()).adjusted(inside, inside, -inside, -inside)
        painter.drawRoundedRect(box, _ROUNDING, _ROUNDING)
        painter.end()

    # -- QAbstractSpinBox ----------------------------------------------------------------

    @guarded(lambda self, text, pos: (QValidator.State.Invalid, text, pos))
    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        if parse_amount(text, self._unit) is not None:
            return QValidator.State.Acceptable, text, pos
        if len(text) <= LONGEST_TYPED:
            # Kept as typed, and refused with its reason when entered: never silently
            # dropped or changed (a key that would not fit an amount included).
            return QValidator.State.Intermediate, text, pos
        self.refused.emit(f"{len(text):,} characters are not an amount; the amount stays")
        return QValidator.State.Invalid, text, pos

    @guarded(lambda self, text: text)
    def fixup(self, text: str) -> str:
        # The focus left with something that is not an amount: kept as typed, for
        # commit() (on editingFinished, just after) to refuse and mark.
        return text

    def stepBy(self, steps: int) -> None:
        typed = parse_amount(self.typed_text(), self._unit)
        start = self._amount if typed is None else typed
        amount = min(MAX_AMOUNT, max(0, start + steps * self._step))
        self._show_text(format_amount(amount, self._unit))
        self.commit()

    def stepEnabled(self) -> QAbstractSpinBox.StepEnabledFlag:
        if not self.isEnabled() or self.isReadOnly():
            return QAbstractSpinBox.StepEnabledFlag.StepNone
        flags = QAbstractSpinBox.StepEnabledFlag.StepNone
        # Asked at every repaint of the box (each pick repaints every seat's): read once.
        typed = _parsed_amount(self.text(), self._unit)
        amount = self._amount if typed is None else typed
        if amount > 0:
            flags |= QAbstractSpinBox.StepEnabledFlag.StepDownEnabled
        if amount < MAX_AMOUNT:
            flags |= QAbstractSpinBox.StepEnabledFlag.StepUpEnabled
        return flags

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_text()
        self._fit_text()

    def focusInEvent(self, event: QFocusEvent) -> None:
        # The whole amount to type over, before the box selects its text.
        if self._shortened:
            self._show_text(format_amount(self._amount, self._unit))
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self._fit_text()

    @guarded(lambda self, event: False)
    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and self._shortened:
            assert isinstance(event, QHelpEvent)
            from PySide6.QtWidgets import QToolTip  # as tooltips.answer_tooltip says

            QToolTip.showText(event.globalPos(), self.tooltip_text(), self)
            return True
        return super().event(event)

    @guarded(lambda self, watched, event: False)
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.lineEdit():
            kind = event.type()
            if kind == QEvent.Type.Resize:
                self._place_text()
            elif kind == QEvent.Type.MouseButtonPress:
                self.pressed.emit()
        return super().eventFilter(watched, event)

    def _place_text(self) -> None:
        # Qt lays the text field out for a spin box's frame and step buttons, whenever it
        # lays the box out; the text takes the whole box inside its own frame.
        inside = self.rect().adjusted(3, 2, -3, -2)
        if self.lineEdit().geometry() != inside:
            self.lineEdit().setGeometry(inside)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.pressed.emit()
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()
            if self.commit():
                self.entered.emit()
            else:
                # The keyboard stays here, on the text selected for correcting.
                self.selectAll()
            return
        if event.key() == Qt.Key.Key_Escape and self.pending():
            event.accept()
            self.discard_typing()
            self.selectAll()
            return
        super().keyPressEvent(event)
