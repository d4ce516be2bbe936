"""The oval table: felt and rail, the seats round it, the board and the pots in the middle,
and each winner's chips in front of the seat.

The view draws the controller's :class:`~dealer_app.gui.controller.TableOutcome` and nothing
else: the pots' chips, the shares and the odd chips all come from the model's result.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import (
    QEvent,
    QPointF,
    QRectF,
    QSize,
    QSizeF,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QHelpEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QRadialGradient,
    QRegion,
    QResizeEvent,
)
from PySide6.QtWidgets import QLabel, QToolTip, QWidget

from dealer_app.gui.animation import DealAnimator, interpolate, staggered
from dealer_app.gui.card_art import CardState, CardStyle
from dealer_app.gui.card_widgets import CardPickerPopup, CardSlotRow
from dealer_app.gui.chip_art import (
    ChipStack,
    chip_stacks_size,
    describe_stacks,
    paint_chip_stacks,
    stacks_from_counts,
)
from dealer_app.gui.controller import RowKey, TableController, TableOutcome
from dealer_app.gui.seat_widget import (
    SeatWidget,
    base_seat_size,
    card_states,
    hand_lines,
    show_cards,
)
from dealer_app.gui.table_layout import TableGeometry, table_geometry
from dealer_app.gui.theme import Theme, load_theme
from dealer_app.model.chips import ChipCounts
from dealer_app.model.showdown import OddChip, PotResult

__all__ = ["TableView"]

_BOARD_CARD_HEIGHT = 62.0
_POT_CHIP = 26.0
_SHARE_CHIP = 22.0
_POTS_PER_ROW = 4
_STACK_PICTURES = 96
_INFO_LINES = 3
MAX_STACK = 10


# Offsets (in steps) around a pile's first place, nearest first, for _free_spot_near.
_SEARCH_OFFSETS = sorted(
    ((dx, dy) for dx in range(-30, 31) for dy in range(-20, 21)),
    key=lambda offset: offset[0] ** 2 + offset[1] ** 2,
)


def _reach(size: QSizeF, direction: QPointF) -> float:
    """How far a box reaches from its centre along a unit direction."""
    reach_x = size.width() / 2 / abs(direction.x()) if direction.x() else math.inf
    reach_y = size.height() / 2 / abs(direction.y()) if direction.y() else math.inf
    reach = min(reach_x, reach_y)
    return 0.0 if math.isinf(reach) else reach


@dataclass(frozen=True)
class PotPile:
    """One pot drawn in the middle: its chips and the words under them."""

    name: str
    amount: int
    chips: ChipCounts
    stacks: tuple[ChipStack, ...]
    caption: str
    winners: tuple[int, ...]


@dataclass(frozen=True)
class Flight:
    """One seat's share of one pot, as it slides from that pot to the seat."""

    pot: int
    """Index of the pot in the middle (in :attr:`TableView.pot_piles`)."""
    seat: int
    stacks: tuple[ChipStack, ...]


@dataclass(frozen=True)
class SharePile:
    """What one seat takes, drawn in front of it: chips and the odd chips it got."""

    seat: int
    amount: int
    chips: ChipCounts
    stacks: tuple[ChipStack, ...]
    odd_chips: tuple[OddChip, ...]


def _merge(counts: list[ChipCounts], order: tuple[str, ...]) -> ChipCounts:
    totals = dict.fromkeys(order, 0)
    for part in counts:
        for name, count in part:
            totals[name] = totals.get(name, 0) + count
    return ChipCounts.of(totals)


def _seat_list(numbers: tuple[int, ...]) -> str:
    if len(numbers) == 1:
        return f"seat {numbers[0]}"
    return "seats " + ", ".join(str(n) for n in numbers[:-1]) + f" & {numbers[-1]}"


def _winner_words(pot: PotResult) -> str:
    """Who takes the pot, short enough to sit under its chips (board by board when run twice)."""
    if pot.runs:
        return " · ".join(
            f"B{run.board}: " + ", ".join(str(seat) for seat in run.winners.seats)
            for run in pot.runs
        )
    winners = pot.winners
    if winners.low and not winners.high:
        return f"To {_seat_list(winners.low)}"
    if winners.low:
        if winners.low == winners.high:
            return f"Scoop: {_seat_list(winners.high)}"
        high = ", ".join(str(n) for n in winners.high)
        low = ", ".join(str(n) for n in winners.low)
        return f"High {high} · Low {low}"
    if len(winners.high) > 1:
        return f"Split: {_seat_list(winners.high)}"
    return f"To {_seat_list(winners.high)}" if winners.high else ""


def _odd_counts(odd_chips: Iterable[OddChip]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for chip in odd_chips:
        counts[chip.chip] = counts.get(chip.chip, 0) + 1
    return counts


def _pot_title(pile: PotPile) -> str:
    return f"{pile.name} {pile.amount}"


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
        self._pot_cells: list[QRectF] = []
        self._flights: tuple[Flight, ...] = ()
        self._dealt: tuple[int, ...] = ()
        self._chips_painted = QRegion()
        self._last_progress = 1.0
        self._felt_cache = QPixmap()
        self._stack_pictures: dict[tuple[object, ...], QPixmap] = {}
        self._pot_area = QRectF()
        self._title_rect = QRectF()
        self._animate = True
        self._last_payouts: tuple[tuple[int, int], ...] = ()
        self._picking: tuple[RowKey, int] | None = None
        self._info_measured: tuple[object, QRectF] = ((), QRectF())
        self._anchors: dict[int, QPointF] = {}
        self.seats: list[SeatWidget] = []
        self.boards: list[CardSlotRow] = []
        self.setMinimumSize(560, 400)
        self.setMouseTracking(True)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)

        self.info = QLabel(self)
        self.info.setObjectName("tableInfo")
        self.info.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.info.setWordWrap(True)
        self.info.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)

        self.picker = CardPickerPopup(self, theme=self._theme, style=self._style)
        self.picker.cardPicked.connect(self._on_card_picked)

        self._deal = DealAnimator(self, enabled=True)
        self._deal.progressChanged.connect(self._on_deal_step)

        controller.outcomeChanged.connect(self.show_outcome)
        self.show_outcome(controller.outcome)

    # -- settings ----------------------------------------------------------------------

    def set_animated(self, animate: bool) -> None:
        """Whether the chips slide from the pots to the winners when a result comes in."""
        self._animate = animate
        self._deal.set_enabled(animate)
        self.update()

    def is_animated(self) -> bool:
        return self._animate

    def deal_it(self) -> None:
        """Play the chips' move from the pots to the winners (again): last side pot first."""
        if self._shares:
            self._deal.start()

    def is_dealing(self) -> bool:
        return self._deal.is_running()

    def deal_progress(self) -> float:
        return self._deal.progress()

    def _on_deal_step(self, progress: float) -> None:
        # Chips in flight cross the whole table; a move that lands at once (animation off)
        # changes nothing that the chips' region does not already repaint.
        if progress < 1.0 or self._last_progress < 1.0:
            self.update()
        self._last_progress = progress

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
        dealt = state.scenario.seat_numbers
        if dealt != self._dealt:
            self._dealt = dealt
            self._relayout()
        self._show_boards(outcome)
        pots_before = self._pots_shape()
        self._pots, self._shares = self._piles(outcome)
        self._anchors = {}
        if self._pots_shape() != pots_before:
            self._layout_middle()
        self._show_info(outcome)
        payouts = outcome.result.payouts if outcome.result is not None else ()
        if payouts != self._last_payouts:
            self._last_payouts = payouts
            self._deal.finish()
            if payouts:
                self.deal_it()
        # Only the chips' part of the felt is repainted; the plaques repaint themselves
        # when what they show changes.
        region = self._chips_region()
        self.update(region.united(self._chips_painted))
        self._chips_painted = region

    def _chips_region(self) -> QRegion:
        """Where pots, shares and words are drawn on the felt now."""
        region = QRegion()
        grow = 3
        middle = [self._pot_area] if self.boards else [self._pot_area, self._title_rect]
        for rect in middle:
            if not rect.isEmpty():
                region = region.united(rect.adjusted(-grow, -grow, grow, grow).toAlignedRect())
        if self._geometry is None:
            return region
        diameter = self._share_diameter()
        for pile in self._shares:
            if pile.seat > len(self._geometry.seats):
                continue
            box = QRectF(QPointF(0, 0), chip_stacks_size(pile.stacks, diameter, f"+{pile.amount}"))
            box.moveCenter(self.share_anchor(pile.seat))
            region = region.united(box.adjusted(-grow, -grow, grow, grow).toAlignedRect())
        return region

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
        winners = outcome.winners
        for run, row in enumerate(self.boards, 1):
            cards = state.cards(RowKey.board(run))
            # The board's cards that play for the winners are raised, the others dimmed.
            hands = tuple(
                hand for hand in outcome.hands if hand.board == run and hand.seat in winners
            )
            states = card_states(cards, hands) if outcome.complete else ()
            show_cards(row, state.rules.board_cards, cards, states)

    def _piles(self, outcome: TableOutcome) -> tuple[tuple[PotPile, ...], tuple[SharePile, ...]]:
        scenario = outcome.state.scenario
        chip_set = scenario.chips
        result = outcome.result
        self._flights = ()
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
                stacks = stacks_from_counts(chip_set, chips)
                piles.append(PotPile(pot.name, pot.amount, chips, stacks, "", ()))
            return tuple(piles), ()
        pots = tuple(
            PotPile(
                pot.name,
                pot.amount,
                pot.chips,
                stacks_from_counts(chip_set, pot.chips),
                _winner_words(pot),
                pot.winners.seats,
            )
            for pot in result.pots
            if not pot.returned and pot.amount
        )
        shares = []
        for seat, amount in result.payouts:
            if not amount:
                continue
            chips = _merge(
                [share.chips for pot in result.pots for share in pot.shares if share.seat == seat],
                chip_set.names,
            )
            odd = tuple(chip for pot in result.pots for chip in pot.odd_chips if chip.seat == seat)
            stacks = stacks_from_counts(chip_set, chips, odd=_odd_counts(odd))
            shares.append(SharePile(seat, amount, chips, stacks, odd))
        contested = [pot for pot in result.pots if not pot.returned and pot.amount]
        self._flights = tuple(
            Flight(
                index,
                share.seat,
                stacks_from_counts(
                    chip_set,
                    share.chips,
                    odd=_odd_counts(chip for chip in pot.odd_chips if chip.seat == share.seat),
                ),
            )
            for index, pot in enumerate(contested)
            for share in pot.shares
        )
        return pots, tuple(shares)

    def _show_info(self, outcome: TableOutcome) -> None:
        """Under the pots: why the pot goes where it goes (a tie first), or what is missing."""
        lines: list[str] = []
        full: list[str] = []
        if outcome.result is not None:
            contested = [pot for pot in outcome.result.pots if not pot.returned]
            for pot in contested:
                full += [f"{pot.name}: {text}" for text in pot.explanation]
            tied = [
                pot for pot in contested if len(pot.winners.high) > 1 or len(pot.winners.low) > 1
            ]
            shown = tied[0] if tied else contested[0] if contested else None
            if shown is not None:
                lines = list(shown.explanation[:1])
        elif outcome.problem:
            lines = full = [outcome.problem]
        elif outcome.missing:
            full = list(outcome.missing)
            more = len(outcome.missing) - 1
            lines = [
                f"Still needed: {outcome.missing[0]}" + (f" (and {more} more)" if more else "")
            ]
        self.info.setText("\n".join(lines[:_INFO_LINES]))
        self.info.setToolTip("\n".join(full))
        colour = self._theme.error if outcome.problem else self._theme.text
        style = f"color: {colour.name()}; background: transparent;"
        # A new style sheet restyles the label and lays it out again: only when it changes.
        if self.info.styleSheet() != style:
            self.info.setStyleSheet(style)

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

    def _pots_shape(self) -> tuple[int, int]:
        """What the middle's layout depends on: how many pots, and the most colours in one."""
        return len(self._pots), max((len(pile.stacks) for pile in self._pots), default=0)

    def _pot_diameter(self) -> float:
        scale = self._geometry.scale if self._geometry is not None else 1.0
        return (_POT_CHIP if len(self._pots) <= _POTS_PER_ROW else _POT_CHIP * 0.8) * scale

    def _share_diameter(self) -> float:
        scale = self._geometry.scale if self._geometry is not None else 1.0
        return _SHARE_CHIP * scale

    def _pot_cell(self) -> QSizeF:
        """The room of one pot in the middle: the tallest stack and two lines of words."""
        diameter = self._pot_diameter()
        widest = max((len(pile.stacks) for pile in self._pots), default=1)
        sample = tuple(ChipStack("white", 1, MAX_STACK) for _ in range(max(1, widest)))
        stacks = chip_stacks_size(sample, diameter)
        bold = QFontMetrics(self._caption_font(bold=True))
        plain = QFontMetrics(self._caption_font())
        words = max(
            (
                max(bold.horizontalAdvance(_pot_title(pile)), plain.horizontalAdvance(pile.caption))
                for pile in self._pots
            ),
            default=0,
        )
        line = bold.height() * 1.1
        gap = 14 * diameter / _POT_CHIP
        return QSizeF(max(stacks.width(), words) + gap, stacks.height() + 2 * line)

    def _relayout(self) -> None:
        self._felt_cache = QPixmap()
        count = len(self.seats)
        if not count:
            return
        geometry = table_geometry(
            QSizeF(self.width(), self.height()),
            count,
            base_seat=QSizeF(self._base_seat()),
        )
        self._geometry = geometry
        for place, seat in zip(geometry.seats, self.seats, strict=True):
            if seat.scale() != geometry.scale:
                seat.set_scale(geometry.scale)
            size = geometry.seat_size
            if not seat.is_dealt_in():
                # An empty chair is only its name strip, so the table reads at a glance.
                size = QSizeF(size.width(), 34 * geometry.scale)
            seat.setGeometry(place.rect(size).toAlignedRect())
        self._layout_middle()

    def _base_seat(self) -> QSize:
        state = self._outcome.state
        lines = hand_lines(state.rules, state.scenario.run_count)
        return base_seat_size(state.rules.hole_cards, lines)

    def _layout_middle(self) -> None:
        """Stack the middle of the table: board(s), pots, and the words why."""
        geometry = self._geometry
        if geometry is None:
            return
        scale = geometry.scale
        center = geometry.center
        card_height = _BOARD_CARD_HEIGHT * scale * (0.8 if len(self.boards) > 1 else 1.0)
        for row in self.boards:
            row.set_card_height(card_height)
        boards_height = sum(row.sizeHint().height() for row in self.boards)
        cell = self._pot_cell()
        room = geometry.felt.width() * 0.66
        columns = max(1, min(len(self._pots), int(room // max(1.0, cell.width()))))
        rows = max(1, math.ceil(len(self._pots) / columns))
        pots_height = rows * cell.height() if self._pots else cell.height() * 0.5
        info_height = self._info_height(scale)
        block = boards_height + pots_height + info_height
        top = center.y() - block / 2
        self._title_rect = QRectF(
            geometry.felt.left(), top - 24 * scale, geometry.felt.width(), 22 * scale
        )
        for row in self.boards:
            hint = row.sizeHint()
            row.setGeometry(
                round(center.x() - hint.width() / 2), round(top), hint.width(), hint.height()
            )
            top += hint.height()
        width = columns * cell.width()
        self._pot_area = QRectF(center.x() - width / 2, top, width, pots_height)
        self._pot_cells = []
        for index in range(len(self._pots)):
            row_number, column = divmod(index, columns)
            in_row = min(columns, len(self._pots) - row_number * columns)
            left = center.x() - in_row * cell.width() / 2 + column * cell.width()
            self._pot_cells.append(
                QRectF(left, top + row_number * cell.height(), cell.width(), cell.height())
            )
        info_width = 340 * scale
        font = QFont(self.font())
        font.setPixelSize(max(11, round(13 * scale)))
        self.info.setFont(font)
        self.info.setGeometry(
            round(center.x() - info_width / 2),
            round(top + pots_height),
            round(info_width),
            round(info_height),
        )
        self._anchors = {}
        self.geometryChanged.emit()
        self.update()

    @staticmethod
    def _info_height(scale: float) -> float:
        return max(11, round(13 * scale)) * 1.5 * _INFO_LINES

    def _caption_font(self, *, bold: bool = False) -> QFont:
        scale = self._geometry.scale if self._geometry is not None else 1.0
        font = QFont(self.font())
        font.setPixelSize(max(10, round(12 * scale)))
        font.setBold(bold)
        return font

    # -- painting -------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        geometry = self._geometry
        if geometry is None:
            painter.fillRect(self.rect(), self._theme.window)
            painter.end()
            return
        painter.drawPixmap(0, 0, self._felt(geometry))
        if not self.boards:
            self._paint_title(painter)
        elif len(self.boards) > 1:
            self._paint_board_labels(painter)
        self._paint_pots(painter)
        self._paint_shares(painter, geometry)
        painter.end()

    def _felt(self, geometry: TableGeometry) -> QPixmap:
        """The table without anything on it, painted once per size (it is the costly part)."""
        ratio = self.devicePixelRatioF()
        size = self.size() * ratio
        cache = self._felt_cache
        if cache.size() != size or cache.devicePixelRatio() != ratio:
            cache = QPixmap(size)
            cache.setDevicePixelRatio(ratio)
            cache.fill(self._theme.window)
            painter = QPainter(cache)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            self._paint_felt(painter, geometry)
            painter.end()
            self._felt_cache = cache
        return cache

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

    def _paint_title(self, painter: QPainter) -> None:
        state = self._outcome.state
        text = state.rules.title
        if state.scenario.run_count > 1:
            text += " · run twice"
        font = self._caption_font(bold=True)
        font.setPixelSize(round(font.pixelSize() * 1.15))
        painter.setFont(font)
        ink = QColor(self._theme.slot_outline)
        ink.setAlpha(105)
        painter.setPen(ink)
        painter.drawText(self._title_rect, Qt.AlignmentFlag.AlignCenter, text)

    def _board_label_rect(self, row: CardSlotRow) -> QRectF:
        box = QRectF(row.geometry())
        width = QFontMetrics(self._caption_font(bold=True)).horizontalAdvance("Board 2") + 4
        return QRectF(box.left() - width - 6, box.top(), width, box.height())

    def _paint_board_labels(self, painter: QPainter) -> None:
        painter.setFont(self._caption_font(bold=True))
        ink = QColor(self._theme.slot_outline)
        ink.setAlpha(150)
        painter.setPen(ink)
        for run, row in enumerate(self.boards, 1):
            label = self._board_label_rect(row)
            painter.drawText(
                label, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f"Board {run}"
            )

    def _pot_progress(self, index: int) -> float:
        """How far pot ``index``'s chips have gone to the winners: the last pot goes first."""
        if not self._shares:
            return 0.0
        count = len(self._pots)
        return staggered(self._deal.progress(), count - 1 - index, count)

    def _paint_pots(self, painter: QPainter) -> None:
        self._pot_rects = []
        diameter = self._pot_diameter()
        bold, plain = self._caption_font(bold=True), self._caption_font()
        line = QFontMetrics(bold).height() * 1.1
        captions = []
        # Chips first, then every title, then every caption: one font and pen at a time.
        for index, (pile, cell) in enumerate(zip(self._pots, self._pot_cells, strict=False)):
            stacks_box = QRectF(cell.left(), cell.top(), cell.width(), cell.height() - 2 * line)
            # Once its chips are pushed to the winners a pot fades, still there to check.
            painter.setOpacity(1.0 - 0.45 * self._pot_progress(index))
            painted = self._draw_stacks(painter, stacks_box, pile.stacks, diameter)
            caption = QRectF(cell.left(), stacks_box.bottom(), cell.width(), line)
            captions.append((pile, caption))
            self._pot_rects.append((painted.united(caption), pile))
        painter.setOpacity(1.0)
        painter.setFont(bold)
        painter.setPen(self._theme.text)
        for pile, caption in captions:
            painter.drawText(caption, Qt.AlignmentFlag.AlignCenter, _pot_title(pile))
        painter.setFont(plain)
        painter.setPen(self._theme.accent)
        for pile, caption in captions:
            if pile.caption:
                painter.drawText(
                    caption.translated(0, line), Qt.AlignmentFlag.AlignCenter, pile.caption
                )

    def share_anchor(self, seat: int) -> QPointF:
        """Where the chips a seat takes are set down: on the felt, in front of the plaque.

        Straight toward the middle of the table, unless that would cover the board, the
        pots or the words under them: then slid sideways, clear of them.
        """
        # Worked out once per result and layout: the repaints and the deal reuse it.
        anchor = self._anchors.get(seat)
        if anchor is None:
            anchor = self._anchors[seat] = self._place_share(seat)
        return QPointF(anchor)

    def _place_share(self, seat: int) -> QPointF:
        geometry = self._geometry
        assert geometry is not None
        place = geometry.seats[seat - 1]
        pile = next((pile for pile in self._shares if pile.seat == seat), None)
        stacks = (
            chip_stacks_size(pile.stacks, self._share_diameter(), f"+{pile.amount}")
            if pile
            else QSizeF(0, 0)
        )
        direction = place.toward_center
        reach = (
            _reach(geometry.seat_size, direction) + _reach(stacks, direction) + 10 * geometry.scale
        )
        point = QPointF(
            place.center.x() + direction.x() * reach, place.center.y() + direction.y() * reach
        )
        box = QRectF(QPointF(0, 0), stacks)
        box.moveCenter(point)
        margin = 6 * geometry.scale
        free = self._free_spot_near(box, seat, margin)
        if free is not None:
            return free
        away = 1.0 if place.center.x() >= geometry.center.x() else -1.0
        for blocker in self._middle_blockers():
            grown = blocker.adjusted(-margin, -margin, margin, margin)
            if box.intersects(grown):
                shift = grown.right() - box.left() if away > 0 else grown.left() - box.right()
                box.translate(shift, 0)
        # Slid sideways, the chips may reach over the plaque: lift them clear of it.
        plaque = place.rect(geometry.seat_size).adjusted(-margin, -margin, margin, margin)
        if box.intersects(plaque):
            if place.center.y() > geometry.center.y():
                box.moveBottom(plaque.top())
            else:
                box.moveTop(plaque.bottom())
        return box.center()

    def _free_spot_near(self, box: QRectF, seat: int, margin: float) -> QPointF | None:
        """The centre nearest ``box`` where it covers no plaque, board, pot or words, if any.

        On a full table the straight line to the middle can end on a neighbour's plaque;
        the nearest clear spot keeps every seat's chips readable.
        """
        geometry = self._geometry
        assert geometry is not None
        obstacles = [
            other.rect(geometry.seat_size).adjusted(-margin, -margin, margin, margin)
            for other in geometry.seats
        ]
        obstacles += [
            blocker.adjusted(-margin, -margin, margin, margin)
            for blocker in self._middle_blockers()
        ]
        step = 4 * geometry.scale
        for dx, dy in _SEARCH_OFFSETS:
            candidate = box.translated(dx * step, dy * step)
            if self.rect().contains(candidate.toRect()) and not any(
                candidate.intersects(obstacle) for obstacle in obstacles
            ):
                return candidate.center()
        return None

    def _middle_blockers(self) -> list[QRectF]:
        """What chips in front of a seat must not cover: the boards, the pots, the words."""
        blockers = [QRectF(row.geometry()) for row in self.boards]
        if len(self.boards) > 1:
            blockers += [self._board_label_rect(row) for row in self.boards]
        blockers += [cell for cell in self._pot_cells]
        text = self._info_text_rect()
        if not text.isEmpty():
            blockers.append(text)
        return blockers

    def _info_text_rect(self) -> QRectF:
        """Where the words under the pots are, on the table (measured once per text)."""
        info = self.info
        key = (info.text(), info.font().key(), info.geometry().getRect())
        if key != self._info_measured[0]:
            text = QRectF()
            if key[0]:
                metrics = QFontMetrics(info.font())
                flags = int(info.alignment()) | Qt.TextFlag.TextWordWrap
                text = QRectF(metrics.boundingRect(info.rect(), flags, key[0]))
                text.translate(QPointF(info.pos()))
            self._info_measured = (key, text)
        return self._info_measured[1]

    def _paint_shares(self, painter: QPainter, geometry: TableGeometry) -> None:
        self._share_rects = {}
        if not self._shares:
            return
        diameter = self._share_diameter()
        if self._deal.progress() < 1.0:
            self._paint_flights(painter, geometry, diameter)
            return
        for pile in self._shares:
            if pile.seat > len(geometry.seats):
                continue
            point = self.share_anchor(pile.seat)
            rect = self._draw_stacks(
                painter, QRectF(point, point), pile.stacks, diameter, f"+{pile.amount}"
            )
            self._share_rects[pile.seat] = rect

    def _paint_flights(self, painter: QPainter, geometry: TableGeometry, diameter: float) -> None:
        """Mid-deal: each seat's share of each pot on its way from that pot to the seat."""
        for flight in self._flights:
            progress = self._pot_progress(flight.pot)
            if progress <= 0.0 or flight.seat > len(geometry.seats):
                continue
            start = self._pot_cells[flight.pot].center()
            point = interpolate(start, self.share_anchor(flight.seat), progress)
            self._draw_stacks(painter, QRectF(point, point), flight.stacks, diameter)

    def _draw_stacks(
        self,
        painter: QPainter,
        rect: QRectF,
        stacks: tuple[ChipStack, ...],
        diameter: float,
        caption: str = "",
    ) -> QRectF:
        """Draw chip stacks centred in ``rect``, from a picture made once per pile.

        Painting every chip's edge is the costly part of a repaint; the same pile (a pot
        whose amount did not change, a share already seen) is only drawn once.
        """
        size = chip_stacks_size(stacks, diameter, caption)
        box = QRectF(QPointF(0, 0), size)
        box.moveCenter(rect.center())
        if not stacks:
            return box
        ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
        key = (stacks, round(diameter, 2), caption, ratio)
        picture = self._stack_pictures.get(key)
        if picture is None:
            picture = QPixmap((size * ratio).toSize() + QSize(2, 2))
            picture.setDevicePixelRatio(ratio)
            picture.fill(Qt.GlobalColor.transparent)
            picture_painter = QPainter(picture)
            paint_chip_stacks(
                picture_painter,
                QRectF(QPointF(0, 0), size),
                stacks,
                theme=self._theme,
                diameter=diameter,
                caption=caption,
            )
            picture_painter.end()
            if len(self._stack_pictures) >= _STACK_PICTURES:
                self._stack_pictures.pop(next(iter(self._stack_pictures)))
            self._stack_pictures[key] = picture
        painter.drawPixmap(box.topLeft(), picture)
        return box

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
                lines = [f"Seat {seat} takes {pile.amount}: {describe_stacks(pile.stacks)}"]
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
