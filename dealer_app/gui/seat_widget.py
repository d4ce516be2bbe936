"""One seat's plaque on the rail: button spot, name, cards, fold, money, hand and winnings.

The plaque shows what the controller's outcome says and sends every edit back to the
controller; it decides nothing about the hand itself.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QPainter,
    QPaintEvent,
    QPen,
    QRegion,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from dealer_app.gui.card_art import CardState, CardStyle
from dealer_app.gui.card_slot_row import CardSlotRow
from dealer_app.gui.controller import RowKey, TableController, TableOutcome, TableState
from dealer_app.gui.pictures import draw_picture
from dealer_app.gui.theme import Theme
from dealer_app.model.cards import Card
from dealer_app.model.games import GameRules
from dealer_app.model.scenario import SeatEntry
from dealer_app.model.showdown import SeatHand

__all__ = [
    "BASE_SEAT_SIZE",
    "ButtonSpot",
    "SeatWidget",
    "base_seat_size",
    "card_states",
    "hand_lines",
    "hand_text",
    "show_cards",
]

BASE_SEAT_SIZE = QSize(178, 134)
"""A plaque's size at scale 1 for two to four cards (the table scales it with the window)."""


_HAND_LINE = 15


def base_seat_size(hole_cards: int, hand_lines: int = 1) -> QSize:
    """A plaque's size at scale 1: wider for draw and stud, taller for more hand lines.

    ``hand_lines`` is how many lines the hand takes: one per board, two per board in
    high-low games (the high hand and the low).
    """
    extra = max(0, hole_cards - 4) * 34
    taller = max(0, hand_lines - 1) * _HAND_LINE
    return QSize(BASE_SEAT_SIZE.width() + extra, BASE_SEAT_SIZE.height() + taller)


_BASE_CARD_HEIGHT = 50.0
_MAX_AMOUNT = 99_999_999


def card_states(cards: tuple[Card, ...], hands: tuple[SeatHand, ...]) -> tuple[CardState, ...]:
    """Raise the cards that play in any of the hands given, dim the others.

    With no hand evaluated yet, every card is shown plainly.
    """
    if not hands:
        return ()
    playing: set[Card] = set()
    for hand in hands:
        playing.update(hand.best)
        if hand.low is not None:
            playing.update(hand.low.cards)
    return tuple(CardState.RAISED if card in playing else CardState.DIMMED for card in cards)


def hand_text(hands: tuple[SeatHand, ...], runs: int) -> str:
    """The seat's hand in words, a line per board; in high-low games the low on its own line."""
    lines = []
    for hand in hands:
        prefix = f"Board {hand.board}: " if runs > 1 else ""
        if hand.high is not None:
            lines.append(prefix + hand.high.name)
            if hand.low is not None:
                lines.append(prefix + hand.low.name)
        elif hand.low is not None:
            lines.append(prefix + hand.low.name)
    return "\n".join(lines)


def hand_lines(rules: GameRules, runs: int) -> int:
    """How many lines :func:`hand_text` can take in this game."""
    return runs * (2 if rules.is_split else 1)


class ButtonSpot(QToolButton):
    """The dealer-button spot of a seat: the white ``D`` disc, or an empty ring to click."""

    def __init__(self, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._theme = theme
        self._has_button = False
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAutoRaise(True)

    def set_has_button(self, has_button: bool) -> None:
        if has_button != self._has_button:
            self._has_button = has_button
            self.update()

    def has_button(self) -> bool:
        return self._has_button

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        side = min(self.width(), self.height()) - 2
        rect = QRectF((self.width() - side) / 2, (self.height() - side) / 2, side, side)
        if self._has_button:
            painter.setPen(QPen(QColor("#2b2b2b"), 1.2))
            painter.setBrush(QColor("#f7f5ee"))
            painter.drawEllipse(rect)
            font = QFont(self.font())
            font.setBold(True)
            font.setPixelSize(max(8, round(side * 0.6)))
            painter.setFont(font)
            painter.setPen(QColor("#1b1b1b"))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "D")
        else:
            ring = QColor(self._theme.text_muted)
            ring.setAlpha(220 if self.underMouse() else 110)
            pen = QPen(ring, 1.4, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(rect.adjusted(1, 1, -1, -1))
        painter.end()


class SeatWidget(QFrame):
    """The plaque of seat ``number``; edits go straight to the controller."""

    cardRequested = Signal(object, int)
    """A slot of this seat was clicked: (row, slot); the table opens the picker."""

    def __init__(
        self,
        number: int,
        controller: TableController,
        theme: Theme,
        style: CardStyle,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.number = number
        self.row_key = RowKey.seat(number)
        self._controller = controller
        self._theme = theme
        self._scale = 1.0
        self._winner = False
        self._folded = False
        self._dealt_in = True
        self._hand_text = ""
        self._hand_lines = 1
        self._seat_view: tuple[object, ...] = ()
        self._hand_view: tuple[object, ...] = ()
        self._look: tuple[bool, bool, bool] | None = None
        self.setObjectName("seatPlaque")

        self.button_spot = ButtonSpot(theme, self)
        self.button_spot.setToolTip(f"Move the dealer button to seat {number}")
        self.button_spot.clicked.connect(lambda: controller.set_button(number))
        self.seat_label = QLabel(str(number), self)
        self.seat_label.setObjectName("seatNumber")
        self.seat_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.seat_label.setToolTip(f"Seat {number} (seats are numbered clockwise)")
        self.name_edit = QLineEdit(self)
        self.name_edit.setPlaceholderText(f"Seat {number}")
        self.name_edit.setToolTip("The player's name (optional)")
        self.name_edit.setFrame(False)
        self.name_edit.setObjectName("seatName")
        self.name_edit.editingFinished.connect(
            lambda: controller.set_name(number, self.name_edit.text())
        )
        self.fold_button = QToolButton(self)
        self.fold_button.setText("Fold")
        self.fold_button.setCheckable(True)
        self.fold_button.setToolTip(f"Seat {number} folded: it can win nothing")
        self.fold_button.toggled.connect(self._on_fold_toggled)

        self.cards = CardSlotRow(
            controller.state.slot_count(self.row_key),
            self,
            label=f"Seat {number}",
            theme=theme,
            style=style,
        )
        self.cards.setToolTip("Click a slot to choose a card, or type it here: AsKd")
        self.cards.cardRequested.connect(lambda slot: self.cardRequested.emit(self.row_key, slot))
        self.cards.cardsTyped.connect(lambda cards: controller.add_cards(self.row_key, cards))
        self.cards.cardCleared.connect(lambda slot: controller.remove_card(self.row_key, slot))
        self.cards.inputRejected.connect(controller.warn)

        self.hand_label = QLabel(self)
        self.hand_label.setObjectName("handName")
        self.hand_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hand_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

        self.amount_label = QLabel("In", self)
        self.amount_label.setObjectName("amountLabel")
        self.amount = QSpinBox(self)
        self.amount.setRange(0, _MAX_AMOUNT)
        self.amount.setSpecialValueText("–")
        self.amount.setKeyboardTracking(False)
        self.amount.setButtonSymbols(QAbstractSpinBox.ButtonSymbols.NoButtons)
        self.amount.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.amount.setToolTip(f"What seat {number} put in the pot this hand (all streets)")
        self.amount.valueChanged.connect(lambda value: controller.set_committed(number, value))
        self.all_in_button = QToolButton(self)
        self.all_in_button.setText("All-in")
        self.all_in_button.setCheckable(True)
        self.all_in_button.setToolTip(f"Seat {number} is all-in for the amount shown")
        self.all_in_button.toggled.connect(lambda on: controller.set_all_in(number, on))

        self.deal_in_button = QToolButton(self)
        self.deal_in_button.setText("Deal in")
        self.deal_in_button.setToolTip(f"Seat {number} is empty this hand; deal it in")
        self.deal_in_button.clicked.connect(lambda: controller.set_dealt_in(number, True))

        header = QHBoxLayout()
        header.setSpacing(4)
        header.addWidget(self.button_spot)
        header.addWidget(self.seat_label)
        header.addWidget(self.name_edit, 1)
        header.addWidget(self.deal_in_button)
        header.addWidget(self.fold_button)
        money = QHBoxLayout()
        money.setSpacing(4)
        money.addWidget(self.amount_label)
        money.addWidget(self.amount, 1)
        money.addWidget(self.all_in_button)
        money.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 5)
        layout.setSpacing(1)
        layout.addLayout(header)
        layout.addWidget(self.cards, 1)
        layout.addWidget(self.hand_label)
        layout.addLayout(money)
        self.set_scale(1.0)

    # -- size --------------------------------------------------------------------------

    def set_scale(self, scale: float) -> None:
        """Resize the plaque's parts for the table's scale (window size, HiDPI)."""
        self._scale = scale
        base = QFont(self.font())
        base.setPixelSize(max(10, round(12.5 * scale)))
        small = QFont(base)
        small.setPixelSize(max(10, round(11.5 * scale)))
        for widget in (self.name_edit, self.amount, self.amount_label, self.fold_button):
            widget.setFont(base)
        for widget in (self.all_in_button, self.deal_in_button, self.hand_label):
            widget.setFont(small)
        bold = QFont(base)
        bold.setBold(True)
        self.seat_label.setFont(bold)
        side = round(20 * scale)
        self.button_spot.setFixedSize(side, side)
        self.seat_label.setFixedSize(side, side)
        self.cards.set_card_height(_BASE_CARD_HEIGHT * scale)
        self.amount.setFixedWidth(round(64 * scale))
        self._apply_style_sheet()
        self._restyle()

    def scale(self) -> float:
        return self._scale

    # -- showing the outcome ----------------------------------------------------------

    def show_outcome(self, outcome: TableOutcome) -> None:
        state = outcome.state
        scenario = state.scenario
        entry = state.entry(self.number)
        # A card picked elsewhere changes nothing here most of the time, and when it does
        # it changes the hand only: the controls of the seat are touched only when the
        # seat itself changed, so nothing else is laid out or repainted.
        seat_view = (
            entry,
            state.rules,
            scenario.button == self.number,
            scenario.pot is not None,
            scenario.chips.unit,
            self.number in state.all_in,
            scenario.run_count,
        )
        hand_view = (outcome.hands_of(self.number), self.number in outcome.winners)
        if seat_view == self._seat_view and hand_view == self._hand_view:
            return
        if seat_view != self._seat_view:
            self._seat_view = seat_view
            self._show_seat(state)
        self._hand_view = hand_view
        if entry is not None:
            self._show_hand(entry, state, *hand_view)
        self._restyle()

    def _show_seat(self, state: TableState) -> None:
        """The seat's controls: button, name, fold, money; what the hand does not change."""
        scenario = state.scenario
        entry = state.entry(self.number)
        self._dealt_in = entry is not None
        self.button_spot.set_has_button(scenario.button == self.number)
        _set_visible(self.button_spot, state.rules.uses_button)
        for widget in (
            self.fold_button,
            self.cards,
            self.hand_label,
            self.amount_label,
            self.amount,
            self.all_in_button,
        ):
            _set_visible(widget, self._dealt_in)
        _set_visible(self.deal_in_button, not self._dealt_in)
        if entry is None:
            self.name_edit.setPlaceholderText("empty")
            self._folded = False
            self._winner = False
            return
        self.name_edit.setPlaceholderText(f"Seat {self.number}")
        if not self.name_edit.hasFocus() and self.name_edit.text() != entry.name:
            self.name_edit.setText(entry.name)

        self._folded = entry.folded
        # A folded hand with no cards shown is simply mucked: no slots to fill.
        _set_visible(self.cards, not (entry.folded and not entry.cards))
        _set_checked(self.fold_button, entry.folded)
        self.fold_button.setText("Folded" if entry.folded else "Fold")
        if self.cards.is_editable() == entry.folded:
            self.cards.set_editable(not entry.folded)

        in_pot_mode = scenario.pot is not None
        self.amount.setEnabled(not in_pot_mode)
        self.amount.setToolTip(
            "The money is one pot of chips (Money panel); amounts by seat are off"
            if in_pot_mode
            else f"What seat {self.number} put in the pot this hand (all streets)"
        )
        self.amount.setSingleStep(scenario.chips.unit)
        _set_value(self.amount, entry.committed or 0)
        all_in = self.number in state.all_in
        _set_checked(self.all_in_button, all_in)
        self.amount_label.setText("All-in for" if all_in else "In")
        self._hand_lines = hand_lines(state.rules, scenario.run_count)

    def _show_hand(
        self, entry: SeatEntry, state: TableState, hands: tuple[SeatHand, ...], winner: bool
    ) -> None:
        """The cards (raised where they play), the hand in words and the winner's frame."""
        if entry.folded:
            states = (CardState.DIMMED,) * len(entry.cards)
        else:
            states = card_states(entry.cards, hands)
        show_cards(self.cards, state.slot_count(self.row_key), entry.cards, states)
        if entry.folded:
            self._set_hand_text("Folded")
        else:
            self._set_hand_text(hand_text(hands, state.scenario.run_count))
        self._winner = winner

    def _set_hand_text(self, text: str) -> None:
        self._hand_text = text
        self.hand_label.setToolTip(text)
        width = max(20, self.width() - 14)
        self.hand_label.setText(_fitted(text, self.hand_label.font(), width))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._set_hand_text(self._hand_text)

    def is_dealt_in(self) -> bool:
        return self._dealt_in

    def is_winner(self) -> bool:
        return self._winner

    def is_folded(self) -> bool:
        return self._folded

    # -- edits -------------------------------------------------------------------------

    def _on_fold_toggled(self, folded: bool) -> None:
        self._controller.set_folded(self.number, folded)

    # -- look --------------------------------------------------------------------------

    def _restyle(self) -> None:
        """State changes (winner, folded) only repaint; colours set by palette, no re-polish."""
        look = (self._winner, self._folded, self._dealt_in)
        if look == self._look:
            return
        only_border = self._look is not None and self._look[1:] == look[1:]
        self._look = look
        theme = self._theme
        muted = self._folded or not self._dealt_in
        ink = theme.accent if self._winner else theme.text_muted if muted else theme.text
        palette = self.hand_label.palette()
        if palette.color(palette.ColorRole.WindowText) != ink:
            palette.setColor(palette.ColorRole.WindowText, ink)
            self.hand_label.setPalette(palette)
        if only_border:
            # Winning or not changes the frame's colour only: repaint the frame, not the
            # cards and controls inside it.
            inner = self.rect().adjusted(4, 4, -4, -4)
            self.update(QRegion(self.rect()).subtracted(QRegion(inner)))
        else:
            self.update()

    def _apply_style_sheet(self) -> None:
        """The plaque's fixed look; set when the scale or theme changes, not per edit."""
        theme = self._theme
        self.setStyleSheet(
            f"""
            #seatPlaque {{ background: transparent; }}
            #seatName {{ color: {theme.text.name()}; background: transparent; }}
            #seatNumber, #amountLabel {{ color: {theme.text_muted.name()}; }}
            QToolButton {{
                color: {theme.text_muted.name()}; background: transparent;
                border: 1px solid {theme.rail_highlight.name()}; border-radius: 4px;
                padding: 0 5px;
            }}
            QToolButton:checked {{
                color: {theme.window.name()}; background: {theme.text_muted.name()};
            }}
            QToolButton:hover {{ border-color: {theme.focus.name()}; }}
            """
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        theme = self._theme
        radius = 10 * self._scale
        if self._winner:
            border, width = theme.accent, max(2.0, 2.5 * self._scale)
        elif self.cards.hasFocus():
            border, width = theme.focus, 2.0
        else:
            border, width = theme.rail_highlight, 1.0
        alpha = 140 if self._folded or not self._dealt_in else 240

        def paint(painter: QPainter, box: QRectF) -> None:
            background = QColor(theme.panel)
            background.setAlpha(alpha)
            inset = width / 2
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setPen(QPen(border, width))
            painter.setBrush(background)
            painter.drawRoundedRect(box.adjusted(inset, inset, -inset, -inset), radius, radius)

        painter = QPainter(self)
        # The same plaque is repainted under its cards after every pick: a picture of it
        # is copied instead of filling the rounded shape again.
        look = ("plaque", theme, border.rgba(), width, alpha, radius)
        draw_picture(painter, QRectF(self.rect()), look, paint)
        painter.end()

    def sizeHint(self) -> QSize:
        base = base_seat_size(self.cards.slot_count(), self._hand_lines)
        return QSize(round(base.width() * self._scale), round(base.height() * self._scale))


def show_cards(
    row: CardSlotRow, slots: int, cards: tuple[Card, ...], states: tuple[CardState, ...]
) -> None:
    """Give a row its slots, cards and raised/dimmed states, touching only what changed.

    Each setter repaints the row; a card picked elsewhere usually changes nothing here.
    """
    if row.slot_count() != slots:
        row.set_slot_count(slots)
    if row.filled_cards() != cards:
        row.set_cards(cards)
    padded = states + (CardState.NORMAL,) * (slots - len(states))
    if row.card_states() != padded[:slots]:
        row.set_card_states(states)


_FITTED_TEXTS = 512
_fitted_texts: dict[tuple[str, str, int], str] = {}


def _fitted(text: str, font: QFont, width: int) -> str:
    """Each line of a hand's words as it fits ``width`` (:func:`_fit`), measured once.

    The same hands come back again and again at a table (a card changed back, an undo);
    measuring the words is what a seat's update costs most.
    """
    key = (text, font.key(), width)
    fitted = _fitted_texts.get(key)
    if fitted is None:
        if len(_fitted_texts) >= _FITTED_TEXTS:
            _fitted_texts.clear()
        metrics = QFontMetrics(font)
        lines = text.split("\n") if text else []
        fitted = _fitted_texts[key] = "\n".join(_fit(line, metrics, width) for line in lines)
    return fitted


def _fit(text: str, metrics: QFontMetrics, width: int) -> str:
    """The hand's name as it fits: whole, else its first parts ("One Pair, Nines"), else cut.

    The full name stays in the tooltip.
    """
    if metrics.horizontalAdvance(text) <= width:
        return text
    halves = text.split(" · ")
    if len(halves) > 1:
        room = (width - metrics.horizontalAdvance(" · ") * (len(halves) - 1)) // len(halves)
        return " · ".join(_fit(half, metrics, room) for half in halves)
    parts = text.split(", ")
    while len(parts) > 1:
        parts.pop()
        shorter = ", ".join(parts)
        if metrics.horizontalAdvance(shorter) <= width:
            return shorter
    return metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)


def _set_visible(widget: QWidget, visible: bool) -> None:
    # isHidden, not isVisible: a plaque not shown yet has every child invisible.
    if widget.isHidden() == visible:
        widget.setVisible(visible)


def _set_checked(button: QToolButton, checked: bool) -> None:
    if button.isChecked() != checked:
        button.blockSignals(True)
        button.setChecked(checked)
        button.blockSignals(False)


def _set_value(spin: QSpinBox, value: int) -> None:
    if spin.value() != value:
        spin.blockSignals(True)
        spin.setValue(value)
        spin.blockSignals(False)
