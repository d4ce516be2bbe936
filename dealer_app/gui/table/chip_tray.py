"""Money by mouse: the table's chips in a tray; a click puts one in for the seat in focus.

The tray shows the chip set in play at the table (the room's, or the file's). Click a seat
(its amount, its name, its cards), then its chips: each click adds that chip's value to
what the seat put in, a right-click takes one off (never below nothing), and the wheel
over the tray steps by the smallest chip. *Call* puts in as much as the most any seat put
in. The chips never take the keyboard's focus, so the seat stays the one being filled. The
chips and *Call* come first and the seat's words after them, so no button moves as the
amount grows; the next hand, a new table or a file opened starts with no seat chosen.
Every change goes through the controller (one undo step per seat, however many chips).
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPixmap,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QStyleOptionToolButton,
    QToolBar,
    QToolButton,
    QWidget,
)

from dealer_app.gui.chip_art import paint_chip
from dealer_app.gui.table.controller import TableController
from dealer_app.gui.table.seat import SeatWidget
from dealer_app.gui.table.state import TableOutcome
from dealer_app.gui.table.view import TableView
from dealer_app.gui.theme import Theme
from dealer_app.model.chips import Chip, ChipSet
from dealer_app.model.room.money import PLAIN, MoneyUnit

__all__ = ["ChipTray", "TrayChip", "install_chip_tray"]

_ICON = 34


_ICON_ROOM = 4
"""The room Qt's tool buttons keep between an icon and the words beside it."""

_FUSION_FRAME = 1
"""The frame round a tool button's label in Fusion; a pressed one's label does not move."""


def _chip_picture(chip: Chip, theme: Theme, ratio: float) -> QPixmap:
    picture = QPixmap(round(_ICON * ratio), round(_ICON * ratio))
    picture.setDevicePixelRatio(ratio)
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    paint_chip(painter, QRectF(1, 1, _ICON - 2, _ICON - 2), chip.name, chip.value, theme)
    painter.end()
    return picture


class TrayChip(QToolButton):
    """One chip of the set: a click adds it, a right-click takes one back.

    It looks as a tool button with the chip as its icon and its value beside it, but
    draws the chip itself: a QIcon has PySide6 make QIcon's Python type (its 150 theme
    icons' names, some 10 million instructions of the start), and the first window has
    no other icon.
    """

    added = Signal(int)
    taken = Signal(int)

    def __init__(
        self, chip: Chip, theme: Theme, unit: MoneyUnit = PLAIN, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.chip = chip
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._picture = _chip_picture(chip, theme, self.devicePixelRatioF())
        self._scaled: tuple[QSize, QPixmap] | None = None
        self._panel_only = False
        self.setIconSize(QSize(_ICON, _ICON))
        self.setText(unit.text(chip.value))
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.setAutoRaise(True)
        self.setObjectName(f"trayChip-{chip.name}")
        self.clicked.connect(lambda: self.added.emit(chip.value))

    def picture(self) -> QPixmap:
        """The chip as drawn on the button."""
        return self._picture

    def _shown(self, size: QSize) -> QPixmap:
        """The chip's picture made ``size`` as an icon's picture is (smoothly, its shape
        kept)."""
        if self._picture.deviceIndependentSize().toSize() == size:
            return self._picture
        if self._scaled is None or self._scaled[0] != size:
            ratio = self._picture.devicePixelRatio()
            scaled = self._picture.scaled(
                size * ratio,
                Qt.AspectRatioMode.KeepAspectRatio,
                Qt.TransformationMode.SmoothTransformation,
            )
            scaled.setDevicePixelRatio(ratio)
            self._scaled = (QSize(size), scaled)
        return self._scaled[1]

    def initStyleOption(self, option: QStyleOptionToolButton) -> None:
        super().initStyleOption(option)
        # Without an icon Qt would measure the words alone: room is kept for the chip.
        option.toolButtonStyle = Qt.ToolButtonStyle.ToolButtonTextBesideIcon
        if self._panel_only:
            option.text = ""

    def paintEvent(self, event: QPaintEvent) -> None:
        # Qt's style draws the panel (raised under the mouse, sunken when pressed); the
        # chip and the words go where it puts an icon and the words beside it: the icon
        # centred in a room 4 px wider than itself, the words after that room. Fusion's
        # measures are used (the app's style, THEMED_STYLE): asked of the style, they
        # would have PySide6 make QStyle's Python type, its 450 names costing more than
        # the icon.
        self._panel_only = True
        try:
            super().paintEvent(event)
        finally:
            self._panel_only = False
        label = self.rect().adjusted(_FUSION_FRAME, _FUSION_FRAME, -_FUSION_FRAME, -_FUSION_FRAME)
        # A tool bar gives its buttons its own icon size.
        option = QStyleOptionToolButton()
        self.initStyleOption(option)
        shown = self._shown(option.iconSize.boundedTo(label.size()))
        size = shown.deviceIndependentSize().toSize()
        room = QRect(label.left(), label.top(), size.width() + _ICON_ROOM, label.height())
        painter = QPainter(self)
        painter.drawPixmap(
            room.left() + (room.width() - size.width()) // 2,
            room.top() + (room.height() - size.height()) // 2,
            shown,
        )
        painter.setFont(self.font())
        painter.setPen(option.palette.color(QPalette.ColorRole.ButtonText))
        align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(
            label.adjusted(room.width(), 0, 0, 0),
            int(align) | int(Qt.TextFlag.TextHideMnemonic),
            self.text(),
        )
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton:
            self.taken.emit(self.chip.value)
            event.accept()
            return
        super().mousePressEvent(event)


class ChipTray(QToolBar):
    """The tray of the table's chips, putting money in for the seat in focus."""

    def __init__(self, table: TableView, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__("Chips", parent)
        self.setObjectName("chipTray")
        self.setMovable(False)
        self._table = table
        self._controller: TableController = table.controller()
        self._theme = theme
        self._seat: int | None = None
        self._chips: tuple[ChipSet, MoneyUnit] | None = None
        self.chips: list[TrayChip] = []
        self._chip_actions: list[QAction] = []
        self._watched: list[SeatWidget] = []
        # The chips come first and the words naming the seat last: however long the
        # amount grows, no button moves under the pointer.
        self.call_button = QToolButton(self)
        self.call_button.setText("Call")
        self.call_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.call_button.setToolTip("Put in as much as the most any seat put in")
        self.call_button.clicked.connect(self.call)
        self._call_action = self.addWidget(self.call_button)
        self.addSeparator()
        self.seat_label = QLabel(self)
        self.seat_label.setObjectName("chipTraySeat")
        self.addWidget(self.seat_label)
        self._controller.outcomeChanged.connect(self._show)
        self._controller.handStarted.connect(lambda: self.set_seat(None))
        # The plaques are made again when the table changes: watch the new ones.
        table.geometryChanged.connect(self._watch_seats)
        self._show(self._controller.outcome)

    # -- which seat --------------------------------------------------------------------

    def seat(self) -> int | None:
        """The seat the chips go to: the last one to have the keyboard's focus."""
        return self._seat

    def set_seat(self, seat: int | None) -> None:
        self._seat = seat
        self._say()

    def _watch_seats(self) -> None:
        # Told by each plaque when it is touched, not watching every event of every
        # control on it (each pick repaints them all).
        seats = list(self._table.seats)
        if seats == self._watched:
            return
        self._watched = seats
        for seat in seats:
            seat.touched.connect(self._on_seat_touched, Qt.ConnectionType.UniqueConnection)

    def _on_seat_touched(self, number: int) -> None:
        """A click in a seat, or the keyboard's focus going there, makes it the one filled."""
        if number != self._seat:
            self.set_seat(number)

    def _say(self) -> None:
        seat = self._seat
        if seat is None:
            self.seat_label.setText(" Chips: click a seat, then its chips ")
            return
        entry = self._controller.state.entry(seat)
        amount = entry.committed if entry is not None and entry.committed else 0
        money = self._controller.state.unit.text(amount)
        self.seat_label.setText(f" Chips to seat {seat} (in: {money}) ")

    # -- the chips ---------------------------------------------------------------------

    def _show(self, outcome: TableOutcome) -> None:
        self._watch_seats()
        chips, unit = outcome.state.scenario.chips, outcome.state.unit
        if self._seat is not None and self._seat > outcome.state.seat_count:
            self._seat = None
        if (chips, unit) != self._chips:
            self._chips = chips, unit
            # A tool bar shows its widgets through their actions: the action goes, and the
            # button with it.
            for action in self._chip_actions:
                self.removeAction(action)
            for button in self.chips:
                button.deleteLater()
            self.chips = []
            self._chip_actions = []
            for chip in chips:
                button = TrayChip(chip, self._theme, unit, self)
                button.setToolTip(
                    f"{chip.name} {unit.text(chip.value)}: click to put one in for the seat "
                    "in focus, right-click to take one back"
                )
                button.added.connect(lambda value: self.add(value))
                button.taken.connect(lambda value: self.add(-value))
                self._chip_actions.append(self.insertWidget(self._call_action, button))
                self.chips.append(button)
        self._say()

    def chip_button(self, name: str) -> TrayChip:
        return next(button for button in self.chips if button.chip.name == name)

    def add(self, value: int) -> bool:
        """Put ``value`` more in for the seat in focus (less when negative, never below 0)."""
        seat = self._seat
        if seat is None:
            self._controller.warn("Click a seat first: the chips go to the seat in focus")
            return False
        entry = self._controller.state.entry(seat)
        if entry is None:
            self._controller.warn(f"Seat {seat} is not dealt in: deal it in for chips")
            return False
        amount = max(0, (entry.committed or 0) + value)
        if amount == (entry.committed or 0):
            return False
        return self._controller.set_committed(seat, amount, chip_run=True)

    def call(self) -> bool:
        """Put in for the seat in focus as much as the most any seat put in."""
        most = max((entry.committed or 0 for entry in self._controller.scenario.seats), default=0)
        entry = self._controller.state.entry(self._seat) if self._seat is not None else None
        return self.add(most - (entry.committed or 0) if entry is not None else 0)

    def wheelEvent(self, event: QWheelEvent) -> None:
        """The wheel steps the seat's amount by the smallest chip."""
        steps = event.angleDelta().y() // 120
        if steps and self._chips is not None:
            self.add(steps * self._chips[0].unit)
        event.accept()


def install_chip_tray(window: QMainWindow, table: TableView, theme: Theme) -> ChipTray:
    """Put the chip tray under the table."""
    tray = ChipTray(table, theme, window)
    window.addToolBar(Qt.ToolBarArea.BottomToolBarArea, tray)
    return tray
