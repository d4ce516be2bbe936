"""The oval table: felt and rail, the seats round it, the board and the pots in the middle,
and each winner's chips in front of the seat.

The view draws the controller's :class:`~dealer_app.gui.controller.TableOutcome` and nothing
else: the pots' chips, the shares and the odd chips all come from the model's result.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QPointF,
    QRectF,
    QSizeF,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QHelpEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import QLabel, QToolTip, QWidget

import dealer_app.gui.pyside_compat  # noqa: F401  (before any Qt call is made)
from dealer_app.gui import chip_painting
from dealer_app.gui.card_art import CardState, CardStyle
from dealer_app.gui.card_widgets import CardPickerPopup, CardSlotRow
from dealer_app.gui.controller import RowKey, TableController, TableOutcome
from dealer_app.gui.seat_widget import BASE_SEAT_SIZE, SeatWidget, card_states
from dealer_app.gui.table_layout import TableGeometry, table_geometry
from dealer_app.gui.theme import Theme, load_theme
from dealer_app.model.chips import ChipCounts
from dealer_app.model.showdown import OddChip, PotResult

__all__ = ["TableView"]

_BOARD_CARD_HEIGHT = 62.0
_DEAL_MILLISECONDS = 900


@dataclass(frozen=True)
class PotPile:
    """One pot drawn in the middle: its chips and the words under them."""

    name: str
    amount: int
    chips: ChipCounts
    caption: str
    winners: tuple[int, ...]


@dataclass(frozen=True)
class SharePile:
    """What one seat takes, drawn in front of it: chips and the odd chips it got."""

    seat: int
    amount: int
    chips: ChipCounts
    odd_chips: tuple[OddChip, ...]


def _merge(counts: list[ChipCounts], order: tuple[str, ...]) -> ChipCounts:
    totals = dict.fromkeys(order, 0)
    for part in counts:
        for name, count in part:
            totals[name] = totals.get(name, 0) + count
    return ChipCounts.of(totals)


def _winner_words(pot: PotResult) -> str:
    winners = pot.winners
    if pot.returned:
        return "goes back"

    def seats(numbers: tuple[int, ...]) -> str:
        if len(numbers) == 1:
            return f"seat {numbers[0]}"
        return "seats " + ", ".join(str(n) for n in numbers[:-1]) + f" & {numbers[-1]}"

    if winners.low:
        return f"High {seats(winners.high)} · Low {seats(winners.low)}"
    if len(winners.high) > 1:
        return f"Split: {seats(winners.high)}"
    return f"Wins: {seats(winners.high)}" if winners.high else ""


class TableView(QWidget):
    """The table: seats, board, pots and shares, scaled to the widget's size."""

    geometryChanged = Signal()

    def __init__(
        self,
        controller: TableController,
        theme: Theme | None = None,
        style: CardStyle | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        self._theme = theme if theme is not None else load_theme()
        self._style = style if style is not None else CardStyle()
        self._outcome = controller.outcome
        self._geometry: TableGeometry | None = None
        self._pots: tuple[PotPile, ...] = ()
        self._shares: tuple[SharePile, ...] = ()
        self._share_rects: dict[int, QRectF] = {}
        self._pot_rects: list[tuple[QRectF, PotPile]] = []
        self._deal_progress = 1.0
        self._animate = True
        self._last_payouts: tuple[tuple[int, int], ...] = ()
        self._picking: tuple[RowKey, int] | None = None
        self.seats: list[SeatWidget] = []
        self.boards: list[CardSlotRow] = []
        self.setMinimumSize(560, 400)
        self.setMouseTracking(True)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)

        self.info = QLabel(self)
        self.info.setObjectName("tableInfo")
        self.info.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.info.setWordWrap(True)
        self.info.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)

        self.picker = CardPickerPopup(self, theme=self._theme, style=self._style)
        self.picker.cardPicked.connect(self._on_card_picked)

        self._deal = QVariantAnimation(self)
        self._deal.setStartValue(0.0)
        self._deal.setEndValue(1.0)
        self._deal.setDuration(_DEAL_MILLISECONDS)
        self._deal.setEasingCurve(QEasingCurve.Type.InOutCubic)
        self._deal.valueChanged.connect(self._on_deal_step)

        controller.outcomeChanged.connect(self.show_outcome)
        self.show_outcome(controller.outcome)

    # -- settings ----------------------------------------------------------------------

    def set_animated(self, animate: bool) -> None:
        """Whether the chips slide from the pot to the winners when a result comes in."""
        self._animate = animate
        if not animate:
            self._deal.stop()
            self._deal_progress = 1.0
            self.update()

    def is_animated(self) -> bool:
        return self._animate

    def deal_it(self) -> None:
        """Play the chips' move from the pots to the winners (again)."""
        if not self._shares:
            return
        if not self._animate:
            self._deal_progress = 1.0
            self.update()
            return
        self._deal.stop()
        self._deal_progress = 0.0
        self._deal.start()

    def is_dealing(self) -> bool:
        return self._deal.state() == QVariantAnimation.State.Running

    def _on_deal_step(self, value: object) -> None:
        self._deal_progress = float(value)  # type: ignore[arg-type]
        self.update()

    # -- showing the outcome ------------------------------------------------------------

    def outcome(self) -> TableOutcome:
        return self._outcome

    def show_outcome(self, outcome: TableOutcome) -> None:
        previous = self._outcome.state
        self._outcome = outcome
        state = outcome.state
        if (
            len(self.seats) != state.seat_count
            or len(self.boards) != self._board_count(outcome)
            or previous.rules != state.rules
        ):
            self._build(outcome)
        for seat in self.seats:
            seat.show_outcome(outcome)
        self._show_boards(outcome)
        self._pots, self._shares = self._piles(outcome)
        self._show_info(outcome)
        payouts = outcome.result.payouts if outcome.result is not None else ()
        if payouts != self._last_payouts:
            self._last_payouts = payouts
            if payouts and self._animate:
                self.deal_it()
            else:
                self._deal.stop()
                self._deal_progress = 1.0
        self.update()

    @staticmethod
    def _board_count(outcome: TableOutcome) -> int:
        state = outcome.state
        return state.scenario.run_count if state.rules.has_board else 0

    def _build(self, outcome: TableOutcome) -> None:
        """Create the seat plaques and board rows for the table's size and game."""
        for widget in (*self.seats, *self.boards):
            widget.hide()
            widget.deleteLater()
        state = outcome.state
        self.seats = []
        for number in range(1, state.seat_count + 1):
            seat = SeatWidget(number, self._controller, self._theme, self._style, self)
            seat.cardRequested.connect(self.open_picker)
            seat.show()
            self.seats.append(seat)
        self.boards = []
        runs = self._board_count(outcome)
        for run in range(1, runs + 1):
            label = "Board" if runs == 1 else f"Board {run}"
            row = CardSlotRow(
                state.rules.board_cards, self, label=label, theme=self._theme, style=self._style
            )
            key = RowKey.board(run)
            row.setToolTip(f"{label}: click a slot or type the cards here (Ah 7c 2d)")
            row.cardRequested.connect(lambda slot, key=key: self.open_picker(key, slot))
            row.cardsTyped.connect(lambda cards, key=key: self._controller.add_cards(key, cards))
            row.cardCleared.connect(lambda slot, key=key: self._controller.remove_card(key, slot))
            row.inputRejected.connect(self._controller.warn)
            row.show()
            self.boards.append(row)
        self._relayout()

    def _show_boards(self, outcome: TableOutcome) -> None:
        state = outcome.state
        used = {card: row.label.capitalize() for card, row in state.used_cards().items()}
        winners = outcome.winners
        for run, row in enumerate(self.boards, 1):
            key = RowKey.board(run)
            cards = state.cards(key)
            row.set_cards(cards)
            row.set_used_cards({card: where for card, where in used.items() if card not in cards})
            # The board's cards that play for the winners are raised, the others dimmed.
            hands = tuple(
                hand for hand in outcome.hands if hand.board == run and hand.seat in winners
            )
            row.set_card_states(card_states(cards, hands) if outcome.complete else ())

    def _piles(self, outcome: TableOutcome) -> tuple[tuple[PotPile, ...], tuple[SharePile, ...]]:
        scenario = outcome.state.scenario
        result = outcome.result
        if result is None:
            try:
                pots = scenario.pots()
            except ValueError:
                return (), ()
            piles = []
            for number, pot in enumerate(pots):
                if pot.returned or not pot.amount:
                    continue
                try:
                    chips = scenario.chips_of(number)
                except ValueError:
                    continue
                piles.append(PotPile(pot.name, pot.amount, chips, "", ()))
            return tuple(piles), ()
        pots = tuple(
            PotPile(pot.name, pot.amount, pot.chips, _winner_words(pot), pot.winners.seats)
            for pot in result.pots
            if not pot.returned and pot.amount
        )
        order = scenario.chips.names
        shares = []
        for seat, amount in result.payouts:
            if not amount:
                continue
            chips = [
                share.chips for pot in result.pots for share in pot.shares if share.seat == seat
            ]
            odd = tuple(chip for pot in result.pots for chip in pot.odd_chips if chip.seat == seat)
            shares.append(SharePile(seat, amount, _merge(chips, order), odd))
        return pots, tuple(shares)

    def _show_info(self, outcome: TableOutcome) -> None:
        lines: list[str] = []
        if outcome.result is not None:
            for pot in outcome.result.pots:
                if pot.returned:
                    continue
                for text in pot.explanation:
                    lines.append(f"{pot.name}: {text}" if len(outcome.result.pots) > 1 else text)
        elif outcome.problem:
            lines.append(outcome.problem)
        elif outcome.missing:
            lines.append("Still needed: " + outcome.missing[0])
            if len(outcome.missing) > 1:
                lines[-1] += f" (and {len(outcome.missing) - 1} more)"
        self.info.setText("\n".join(lines[:4]))
        self.info.setToolTip("\n".join(lines))
        colour = self._theme.error if outcome.problem else self._theme.text
        self.info.setStyleSheet(f"color: {colour.name()}; background: transparent;")

    # -- the card picker ----------------------------------------------------------------

    def open_picker(self, row: RowKey, slot: int) -> None:
        """Choose a card for ``slot`` of ``row``: cards in use elsewhere are greyed."""
        controller = self._controller
        state = controller.state
        filled = len(state.cards(row))
        slot = min(slot, filled)
        if slot >= state.slot_count(row):
            return
        self._set_picking((row, slot))
        widget = self.row_widget(row)
        used = {
            card: where.label.capitalize()
            for card, where in state.used_cards().items()
            if card in controller.unavailable_cards(row, slot)
        }
        cards = state.cards(row)
        current = cards[slot] if slot < len(cards) else None
        title = f"{row.label.capitalize()}, card {slot + 1}"
        anchor_rect = widget.slot_rect(slot) if widget is not None else None
        self.picker.open_for(
            title, used_cards=used, current=current, anchor=widget, anchor_rect=anchor_rect
        )

    def picking(self) -> tuple[RowKey, int] | None:
        """The slot the picker is filling, if it is open."""
        return self._picking if self.picker.isVisible() else None

    def _set_picking(self, target: tuple[RowKey, int] | None) -> None:
        if self._picking is not None:
            widget = self.row_widget(self._picking[0])
            if widget is not None:
                widget.set_highlight(None)
        self._picking = target
        if target is not None:
            widget = self.row_widget(target[0])
            if widget is not None:
                widget.set_highlight(target[1])

    def _on_card_picked(self, card: object) -> None:
        if self._picking is None:
            return
        row, slot = self._picking
        if not self._controller.place_card(row, slot, card):  # type: ignore[arg-type]
            self.open_picker(row, slot)
            return
        following = self._controller.next_empty_slot(row)
        if following is None:
            self._set_picking(None)
            return
        self.open_picker(*following)

    def row_widget(self, row: RowKey) -> CardSlotRow | None:
        """The widget showing the cards of ``row``."""
        if row.is_board:
            return self.boards[row.number - 1] if row.number <= len(self.boards) else None
        return self.seats[row.number - 1].cards if row.number <= len(self.seats) else None

    def seat_widget(self, number: int) -> SeatWidget:
        return self.seats[number - 1]

    # -- layout -------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._relayout()

    def table_geometry(self) -> TableGeometry | None:
        return self._geometry

    def _relayout(self) -> None:
        count = len(self.seats)
        if not count:
            return
        geometry = table_geometry(
            QSizeF(self.width(), self.height()), count, base_seat=QSizeF(BASE_SEAT_SIZE)
        )
        self._geometry = geometry
        for place, seat in zip(geometry.seats, self.seats, strict=True):
            if seat.scale() != geometry.scale:
                seat.set_scale(geometry.scale)
            seat.setGeometry(place.rect(geometry.seat_size).toAlignedRect())
        scale = geometry.scale
        center = geometry.center
        board_height = _BOARD_CARD_HEIGHT * scale * (0.82 if len(self.boards) > 1 else 1.0)
        for row in self.boards:
            row.set_card_height(board_height)
        row_size = self.boards[0].sizeHint() if self.boards else None
        pot_height = self._pot_area_height(scale)
        info_height = 48 * scale
        boards_height = sum(row.sizeHint().height() for row in self.boards)
        block = boards_height + pot_height + info_height
        top = center.y() - block / 2 - 10 * scale
        for row in self.boards:
            hint = row.sizeHint()
            row.setGeometry(
                round(center.x() - hint.width() / 2), round(top), hint.width(), hint.height()
            )
            top += hint.height()
        self._pot_area = QRectF(
            center.x() - geometry.felt.width() * 0.3, top, geometry.felt.width() * 0.6, pot_height
        )
        width = (
            geometry.felt.width() * 0.5
            if row_size is None
            else max(row_size.width() * 1.5, geometry.felt.width() * 0.42)
        )
        font = QFont(self.font())
        font.setPixelSize(max(11, round(13 * scale)))
        self.info.setFont(font)
        self.info.setGeometry(
            round(center.x() - width / 2), round(top + pot_height), round(width), round(info_height)
        )
        self.geometryChanged.emit()
        self.update()

    @staticmethod
    def _pot_area_height(scale: float) -> float:
        return chip_painting.stack_height(scale, chip_painting.MAX_VISIBLE) + 34 * scale

    # -- painting -------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.fillRect(self.rect(), self._theme.window)
        geometry = self._geometry
        if geometry is None:
            painter.end()
            return
        self._paint_felt(painter, geometry)
        self._paint_title(painter, geometry)
        self._paint_pots(painter, geometry)
        self._paint_shares(painter, geometry)
        painter.end()

    def _paint_felt(self, painter: QPainter, geometry: TableGeometry) -> None:
        theme = self._theme
        felt = geometry.felt
        rail_width = 18 * geometry.scale
        rail = felt.adjusted(-rail_width, -rail_width, rail_width, rail_width)
        painter.setPen(QPen(theme.rail_highlight, 2))
        painter.setBrush(theme.rail)
        painter.drawEllipse(rail)
        gradient = QRadialGradient(felt.center(), max(felt.width(), felt.height()) / 2)
        gradient.setColorAt(0.0, theme.felt.lighter(112))
        gradient.setColorAt(0.75, theme.felt)
        gradient.setColorAt(1.0, theme.felt_shadow)
        painter.setPen(QPen(theme.felt_shadow, 2))
        painter.setBrush(gradient)
        painter.drawEllipse(felt)
        # The betting line.
        line = QColor(theme.slot_outline)
        line.setAlpha(38)
        painter.setPen(QPen(line, 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = 46 * geometry.scale
        painter.drawEllipse(felt.adjusted(inset, inset * 0.8, -inset, -inset * 0.8))
        # The dealer's place, in the gap at the bottom of the rail.
        spot = geometry.dealer_spot
        font = QFont(self.font())
        font.setPixelSize(max(10, round(11 * geometry.scale)))
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 130)
        painter.setFont(font)
        painter.setPen(theme.text_muted)
        box = QRectF(spot.x() - 60, spot.y() - rail_width * 0.5, 120, rail_width * 1.4)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, "DEALER")

    def _paint_title(self, painter: QPainter, geometry: TableGeometry) -> None:
        state = self._outcome.state
        rules = state.rules
        text = rules.title
        if state.scenario.run_count > 1:
            text += " · run twice"
        font = QFont(self.font())
        font.setPixelSize(max(11, round(15 * geometry.scale)))
        font.setBold(True)
        painter.setFont(font)
        ink = QColor(self._theme.slot_outline)
        ink.setAlpha(90)
        painter.setPen(ink)
        top = self.boards[0].geometry().top() if self.boards else self._pot_area.top()
        box = QRectF(
            geometry.felt.left(),
            top - 30 * geometry.scale,
            geometry.felt.width(),
            24 * geometry.scale,
        )
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    def _pot_positions(self, count: int) -> list[QPointF]:
        area = self._pot_area
        if not count:
            return []
        step = min(area.width() / count, 150 * (self._geometry.scale if self._geometry else 1))
        left = area.center().x() - step * (count - 1) / 2
        return [QPointF(left + index * step, area.top()) for index in range(count)]

    def _paint_pots(self, painter: QPainter, geometry: TableGeometry) -> None:
        scale = geometry.scale
        chips = self._outcome.state.scenario.chips
        self._pot_rects = []
        fade = 1.0 - 0.55 * self._deal_progress if self._shares else 1.0
        for pile, top_center in zip(self._pots, self._pot_positions(len(self._pots)), strict=True):
            painter.save()
            painter.setOpacity(fade)
            stacks_rect = chip_painting.paint_stacks(
                painter, top_center, pile.chips, chips, scale=scale, theme=self._theme
            )
            painter.restore()
            font = QFont(self.font())
            font.setPixelSize(max(10, round(12 * scale)))
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(self._theme.text)
            caption = QRectF(
                top_center.x() - 75 * scale, stacks_rect.bottom() + 2, 150 * scale, 16 * scale
            )
            painter.drawText(caption, Qt.AlignmentFlag.AlignCenter, f"{pile.name} {pile.amount}")
            if pile.caption:
                font.setBold(False)
                painter.setFont(font)
                painter.setPen(self._theme.accent)
                below = caption.translated(0, 15 * scale)
                painter.drawText(below, Qt.AlignmentFlag.AlignCenter, pile.caption)
            self._pot_rects.append((stacks_rect.united(caption), pile))

    def share_anchor(self, seat: int) -> QPointF:
        """Where the chips a seat takes are set down: on the felt, in front of the plaque."""
        geometry = self._geometry
        assert geometry is not None
        place = geometry.seats[seat - 1]
        size = geometry.seat_size
        direction = place.toward_center
        # Distance from the plaque's centre to its edge along the direction to the middle.
        reach_x = size.width() / 2 / abs(direction.x()) if direction.x() else math.inf
        reach_y = size.height() / 2 / abs(direction.y()) if direction.y() else math.inf
        reach = min(reach_x, reach_y) + 34 * geometry.scale
        return QPointF(
            place.center.x() + direction.x() * reach,
            place.center.y() + direction.y() * reach,
        )

    def _paint_shares(self, painter: QPainter, geometry: TableGeometry) -> None:
        self._share_rects = {}
        if not self._shares:
            return
        scale = geometry.scale
        chips = self._outcome.state.scenario.chips
        origin = self._pot_area.center()
        t = self._deal_progress
        for pile in self._shares:
            if pile.seat > len(geometry.seats):
                continue
            target = self.share_anchor(pile.seat)
            point = QPointF(
                origin.x() + (target.x() - origin.x()) * t,
                origin.y() + (target.y() - origin.y()) * t,
            )
            height = chip_painting.stack_height(scale, chip_painting.MAX_VISIBLE)
            top_center = QPointF(point.x(), point.y() - height / 2)
            rect = chip_painting.paint_stacks(
                painter,
                top_center,
                pile.chips,
                chips,
                scale=scale * 0.9,
                theme=self._theme,
                odd_chips=len(pile.odd_chips),
            )
            self._share_rects[pile.seat] = rect

    # -- tooltips ------------------------------------------------------------------------

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            text = self._tooltip_at(QPointF(event.pos()))
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    def _tooltip_at(self, point: QPointF) -> str:
        for seat, rect in self._share_rects.items():
            if rect.contains(point):
                pile = next(pile for pile in self._shares if pile.seat == seat)
                lines = [f"Seat {seat} takes {pile.amount}: {pile.chips.describe()}"]
                lines += [
                    f"Odd {chip.chip} chip ({chip.value}): {chip.reason}" for chip in pile.odd_chips
                ]
                return "\n".join(lines)
        for rect, pot in self._pot_rects:
            if rect.contains(point):
                text = f"{pot.name}: {pot.amount} in {pot.chips.describe()}"
                return text + (f"\n{pot.caption}" if pot.caption else "")
        return ""

    # -- for tests and the screenshot ---------------------------------------------------------

    def share_piles(self) -> tuple[SharePile, ...]:
        return self._shares

    def pot_piles(self) -> tuple[PotPile, ...]:
        return self._pots

    def board_states(self, run: int = 1) -> tuple[CardState, ...]:
        return self.boards[run - 1].card_states()
