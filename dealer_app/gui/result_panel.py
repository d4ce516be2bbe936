"""The panel beside the table: the verdict, the pots, the dealer's steps and the money.

Everything shown is the model's result, through :mod:`dealer_app.gui.steps_model`.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QEvent,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QPainter,
    QPalette,
    QPen,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QButtonGroup,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QSizePolicy,
    QSpacerItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from dealer_app.gui.chip_art import chip_color as chip_colour
from dealer_app.gui.recent import recent
from dealer_app.gui.table.controller import TableController
from dealer_app.gui.table.state import TableOutcome
from dealer_app.gui.theme import Theme
from dealer_app.model.chips import ChipSet
from dealer_app.model.room.money import MoneyUnit
from dealer_app.model.words import describe_recipients

if TYPE_CHECKING:
    from PySide6.QtWidgets import QFormLayout, QListView, QTableView

    from dealer_app.gui.steps_model import PotsModel, StepsModel
    from dealer_app.model.home.guts_money import GutsSettlement
    from dealer_app.model.showdown.pots import Pot

__all__ = ["MoneyPanel", "ResultPanel", "verdict_text"]

_POT_ROWS_SHOWN = 4
_VERDICTS_MEASURED = 64
_NAME_MOST = 96
"""The Pot column's widest ("Side pot 10" fits; a seat's returned bet is cut short there,
its tooltip says it whole)."""
_NAME_LEAST = 56
"""The Pot column's narrowest (its title fits, with room to drag it by)."""
_AMOUNT_LEAST = 64
"""The Amount column's width when its amounts are short ("Amount" and "$1,360" fit)."""
_CELL_SLACK = 4
"""Pixels beyond a cell's words and margins, so that no words run up against the next
column."""


def _chip_swatch(name: str, size: int) -> QPixmap:
    """A small flat chip in the colour ``name``, ringed so black shows on a dark panel."""
    ratio = 2.0
    pixmap = QPixmap(round(size * ratio), round(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(QColor("#b9bec4"), 1.2))
    painter.setBrush(chip_colour(name))
    painter.drawEllipse(QRectF(1, 1, size - 2, size - 2))
    painter.end()
    return pixmap


def _title(text: str, parent: QWidget) -> QLabel:
    """A part's title, in the verdict's weight: a font, not a style sheet, which a label
    would be polished, measured and drawn through (a cost at every start)."""
    title = QLabel(text, parent)
    weight = title.font()
    weight.setWeight(QFont.Weight.DemiBold)
    title.setFont(weight)
    return title


def verdict_text(outcome: TableOutcome) -> str:
    """The headline: who takes what, or what is still missing; words from the model."""
    result = outcome.result
    if result is None:
        if outcome.problem:
            return outcome.problem
        if outcome.missing:
            more = f"\n(and {len(outcome.missing) - 1} more)" if len(outcome.missing) > 1 else ""
            return f"Waiting for {outcome.missing[0]}{more}"
        return ""
    money = outcome.state.unit.text
    returned = result.returned_map
    taken = dict(result.payouts)
    guts = result.guts
    if guts is not None:
        # Three-five-seven's losers pay its winners seat to seat, not from the pot.
        for seat, amount in guts.received.items():
            taken[seat] = taken.get(seat, 0) + amount
    paid = [
        f"seat {seat} +{money(amount - returned.get(seat, 0))}"
        for seat, amount in sorted(taken.items())
        if amount > returned.get(seat, 0)
    ]
    # An uncalled bet goes back to its seat: it is not part of the pot, nobody wins it.
    back = [
        f"return {money(amount)} to seat {seat} (uncalled)" for seat, amount in returned.items()
    ]
    if not paid:
        said = "; ".join(back)
        if back:
            return said[:1].upper() + said[1:]
        if guts is not None and guts.pot_stays:
            return f"Nobody is paid: {_pot_stays_words(guts, outcome.state.unit)}"
        return "Nobody is paid: no money in the pot"
    return "; ".join(["Pay: " + ", ".join(paid), *back])


def _pot_stays_words(guts: GutsSettlement, unit: MoneyUnit) -> str:
    """A guts pot nobody took: it stays, and the seats that match it (the ghost unbeaten)."""
    payments = guts.matched_by
    if not payments:
        return "the pot stays"
    # Every seat that matches pays the same: the pot, or the house's maximum loss.
    paid = unit.text(max(payments.values()))
    who = describe_recipients(sorted(payments))
    if len(payments) == 1:
        return f"the pot stays and {who} matches it ({paid})"
    return f"the pot stays and {who} match it ({paid} each)"


class MoneyPanel(QGroupBox):
    """How the money is given: each seat's amount, or one pot counted by chip colour."""

    def __init__(self, controller: TableController, parent: QWidget | None = None) -> None:
        super().__init__("Money", parent)
        self._controller = controller
        self._chips: tuple[ChipSet, MoneyUnit] | None = None
        self.by_seat = QRadioButton("Amounts in front of each seat", self)
        self.by_seat.setToolTip("Pots and side pots are built from what each seat put in")
        self.by_chips = QRadioButton("One pot, counted by chip colour", self)
        self.by_chips.setToolTip("Count the pot's chips by colour; every live seat can win it")
        group = QButtonGroup(self)
        group.addButton(self.by_seat)
        group.addButton(self.by_chips)
        self.by_seat.toggled.connect(self._on_mode)
        self.counts = QWidget(self)
        # The counts' rows are made when they are first shown: most tables give the money
        # seat by seat, and a start waits for every row's spin box and chip picture.
        self.counts_layout: QFormLayout | None = None
        self._chips_shown: tuple[ChipSet, MoneyUnit] | None = None
        self.total = QLabel(self)
        self.spins: dict[str, QSpinBox] = {}
        layout = QVBoxLayout(self)
        layout.addWidget(self.by_seat)
        layout.addWidget(self.by_chips)
        layout.addWidget(self.counts)
        layout.addWidget(self.total)
        controller.outcomeChanged.connect(self.show_outcome)
        # A count typed but not entered is the table's before any other change, as a
        # seat's amount is (Undo's keys included: the count typed is what they take back).
        controller.aboutToEdit.connect(self.enter_typing)
        self.show_outcome(controller.outcome)

    def enter_typing(self) -> None:
        """Enter the count being typed, if any, as an edit of its own."""
        for spin in self.spins.values():
            if spin.hasFocus():
                spin.interpretText()

    def _show_counts(self) -> None:
        """Show a count for each chip of the table's set, made again if the set changed."""
        if self._chips_shown is not None and self._chips_shown != self._chips:
            self._build(*self._chips_shown)
        self.counts.setVisible(True)

    def _build(self, chips: ChipSet, unit: MoneyUnit) -> None:
        if self.counts_layout is None:
            from PySide6.QtWidgets import QFormLayout

            self.counts_layout = QFormLayout(self.counts)
            self.counts_layout.setContentsMargins(18, 0, 0, 0)
        while self.counts_layout.rowCount():
            self.counts_layout.removeRow(0)
        self.spins = {}
        for chip in chips:
            spin = QSpinBox(self.counts)
            spin.setRange(0, 100_000)
            spin.setKeyboardTracking(False)
            each = unit.text(chip.value)
            spin.setToolTip(f"How many {chip.name} chips ({each} each) are in the pot")
            spin.valueChanged.connect(self._on_counts)
            swatch = QLabel(self.counts)
            swatch.setPixmap(_chip_swatch(chip.name, self.fontMetrics().height()))
            name = QLabel(f"{chip.name} ({each})", self.counts)
            label = QWidget(self.counts)
            row = QHBoxLayout(label)
            row.setContentsMargins(0, 0, 0, 0)
            row.addWidget(swatch)
            row.addWidget(name, 1)
            self.counts_layout.addRow(label, spin)
            self.spins[chip.name] = spin
        self._chips = chips, unit

    def show_outcome(self, outcome: TableOutcome) -> None:
        scenario, unit = outcome.state.scenario, outcome.state.unit
        self._chips_shown = scenario.chips, unit
        pot = scenario.pot
        by_chips = pot is not None or (self.by_chips.isChecked() and not scenario.has_committed)
        for button, checked in ((self.by_chips, by_chips), (self.by_seat, not by_chips)):
            button.blockSignals(True)
            button.setChecked(checked)
            button.blockSignals(False)
        if by_chips:
            self._show_counts()
        else:
            self.counts.setVisible(False)
        for name, spin in self.spins.items():
            spin.blockSignals(True)
            spin.setValue(pot[name] if pot is not None else 0)
            spin.blockSignals(False)
        if pot is not None:
            value = unit.text(scenario.chips.value_of(pot))
            self.total.setText(f"Pot: {value} in {pot.describe()}")
        elif scenario.guts is not None:
            # A guts deal is played for its pot, not for amounts by seat.
            lines = [f"Pot: {unit.text(scenario.guts.pot_in_play)}"]
            if scenario.guts.reserve:
                lines.append(f"Reserve: {unit.text(scenario.guts.reserve)}")
            self.total.setText("\n".join(lines))
        else:
            committed = sum(entry.committed or 0 for entry in scenario.seats)
            pots = outcome.result.pots if outcome.result is not None else _pots_so_far(outcome)
            # An uncalled bet is not part of the pot: it is said apart, by its pot's name.
            returned = [pot for pot in pots if pot.returned and pot.amount]
            in_pots = committed - sum(pot.amount for pot in returned)
            lines = [f"In the pots: {unit.text(in_pots)}"]
            lines += [f"{pot.name}: {unit.text(pot.amount)} (uncalled)" for pot in returned]
            self.total.setText("\n".join(lines) if committed else "No money entered")

    def _on_mode(self, by_seat: bool) -> None:
        if by_seat:
            self.counts.setVisible(False)
            self._controller.use_committed_money()
        else:
            self._show_counts()

    def _on_counts(self) -> None:
        self._controller.set_pot_chips({name: spin.value() for name, spin in self.spins.items()})


def _pots_so_far(outcome: TableOutcome) -> tuple[Pot, ...]:
    """The pots the money in front of the seats makes, before the showdown is resolved (none
    while the money does not make pots yet)."""
    scenario = outcome.state.scenario
    if outcome.result is not None or not (
        scenario.has_committed or scenario.pot is not None or scenario.guts is not None
    ):
        # With no money in, the one pot worth nothing that names the winners is no pot yet.
        return ()
    try:
        return outcome.state.scenario.pots()
    except ValueError:
        return ()


class _VerdictPlace(QWidget):
    """The verdict's place: a word-wrapped label at least two lines tall (a verdict waiting
    for more than one thing is two), taller where its words need it.

    A label laid out by the panel's layout had the panel laid out again at each new text,
    the same height or not, and a verdict of one line after one of two moved the pots and
    the steps under it up a line and down again as cards were tried. Here the label has a
    place of its own, and the layout round it hears only of a new height.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setFocusProxy(self.label)
        self._heights: OrderedDict[tuple[str, int, str], int] = OrderedDict()

    def set_text(self, text: str) -> None:
        """Show ``text`` (its font set before: a new font alone is measured at the next
        words or width)."""
        if text != self.label.text():
            self.label.setText(text)
            self._fit_height()

    def _fit_height(self) -> None:
        if not self.testAttribute(Qt.WidgetAttribute.WA_Resized):
            # Not laid out yet: at a widget's first width (100 px) a long verdict wrapped to
            # a dozen lines, and the window opened with a file taller than a small screen.
            return
        label = self.label
        width = max(1, self.width())

        def measure() -> int:
            # Laying out the words to measure them takes a tenth of a millisecond.
            metrics = label.fontMetrics()
            return max(metrics.height() + metrics.lineSpacing(), label.heightForWidth(width))

        key = (label.text(), width, label.font().key())
        height = recent(self._heights, key, measure, _VERDICTS_MEASURED)
        if height != self.minimumHeight():
            self.setFixedHeight(height)
            # A place first laid out with no height gets it here, while its resize event
            # may wait for the window to be shown: the words take the place now.
            self.label.setGeometry(self.rect())

    def sizeHint(self) -> QSize:
        return QSize(self.label.sizeHint().width(), self.minimumHeight())

    def minimumSizeHint(self) -> QSize:
        return QSize(self.label.minimumSizeHint().width(), self.minimumHeight())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.label.setGeometry(self.rect())
        self._fit_height()


class ResultPanel(QWidget):
    """The verdict, the pots table and the numbered steps, kept in step with the table."""

    def __init__(
        self, controller: TableController, theme: Theme, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        # The parts are laid out in a body the panel sizes itself: Qt tells a layout's
        # parents at each of its activations, so a new verdict or new steps laid out the
        # dock and the whole main window round it again (more than a millisecond a pick).
        # The dock hears of the body only when the least room it needs changes.
        self._body = QWidget(self)
        # Filled in the window's colour, as the dock under it is: a new verdict, a pots
        # table or steps repaint the body, not the dock and the window round it.
        self._body.setAutoFillBackground(True)
        self._body_least = QSize()  # the least room the dock was last told of
        self._verdict_place = _VerdictPlace(self)
        self.verdict = self._verdict_place.label
        self.verdict.setObjectName("verdict")
        self.verdict.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # A palette and a font, not a style sheet: the verdict changes at every pick, and a
        # label with a sheet of its own is measured and drawn through the sheet's rules.
        ink = self.verdict.palette()
        ink.setColor(QPalette.ColorRole.WindowText, theme.accent)
        self.verdict.setPalette(ink)
        weight = self.verdict.font()
        weight.setWeight(QFont.Weight.DemiBold)
        self.verdict.setFont(weight)
        # The pots table and the steps list are made with the first pots: the first window
        # has none, and a start waits for the list and table types Qt makes for Python.
        # Until then the steps' place is filled in the list's colour, as the empty list is.
        self._views: tuple[PotsModel, QTableView, StepsModel, QListView] | None = None
        self._steps_drawn = False
        self._fitted_widths = (_NAME_MOST, _AMOUNT_LEAST)
        pots_place = QWidget(self)
        pots_place.setFixedHeight(0)
        steps_place = QWidget(self)
        steps_place.setBackgroundRole(QPalette.ColorRole.Base)
        steps_place.setAutoFillBackground(True)
        steps_place.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._places: tuple[QWidget, ...] = (pots_place, steps_place)
        self._outcome = controller.outcome
        self.money = MoneyPanel(controller, self)
        steps_title = _title("Dealer's steps", self)
        pots_title = _title("Pots", self)
        layout = self._layout = QVBoxLayout(self._body)
        layout.setContentsMargins(8, 6, 8, 8)
        layout.addWidget(self._verdict_place)
        # The pots table folds away to nothing when there are no pots, and its gap with it:
        # showing a hidden table again lays out the whole window, at every pick that
        # completes a hand.
        pots = QVBoxLayout()
        pots.setSpacing(0)
        pots.addWidget(pots_title)
        self._pots_gap = QSpacerItem(0, 0, QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        pots.addItem(self._pots_gap)
        pots.addWidget(pots_place)
        layout.addLayout(pots)
        title_row = QHBoxLayout()
        title_row.addWidget(steps_title)
        layout.addLayout(title_row)
        layout.addWidget(steps_place, 1)
        layout.addWidget(self.money)
        controller.outcomeChanged.connect(self.show_outcome)
        self.show_outcome(controller.outcome)

    def sizeHint(self) -> QSize:
        return self._body.sizeHint()

    def minimumSizeHint(self) -> QSize:
        return self._body.minimumSizeHint()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._body.setGeometry(self.rect())

    def event(self, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.LayoutRequest
            and self._body.minimumSizeHint() != self._body_least
        ):
            self._body_least = self._body.minimumSizeHint()
            self.updateGeometry()
        return super().event(event)

    @property
    def pots_model(self) -> PotsModel:
        return self._made_views()[0]

    @property
    def pots_view(self) -> QTableView:
        return self._made_views()[1]

    @property
    def steps_model(self) -> StepsModel:
        return self._made_views()[2]

    @property
    def steps_view(self) -> QListView:
        return self._made_views()[3]

    def _made_views(self) -> tuple[PotsModel, QTableView, StepsModel, QListView]:
        """The pots table and the steps list, made in the places kept for them."""
        if self._views is not None:
            return self._views
        from PySide6.QtWidgets import QAbstractItemView, QFrame, QHeaderView, QListView, QTableView

        from dealer_app.gui.steps_model import PotsModel, StepsModel

        pots_model = PotsModel(self)
        pots_view = QTableView(self._body)
        pots_view.setModel(pots_model)
        pots_view.verticalHeader().hide()
        pots_view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        pots_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = pots_view.horizontalHeader()
        # Fixed proportions: measuring every cell after each change costs a frame. The
        # pots' names and amounts alone are measured, once per result, so that no amount is
        # cut short.
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.resizeSection(0, _NAME_MOST)
        header.resizeSection(1, _AMOUNT_LEAST)
        header.setStretchLastSection(True)
        pots_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        pots_view.setToolTip("Main pot first, then the side pots")
        self._pots_focus = pots_view.focusPolicy()
        steps_model = StepsModel(self)
        steps_view = QListView(self._body)
        steps_view.setModel(steps_model)
        steps_view.setWordWrap(True)
        # No list spacing: the view wraps each step at its width less the spacing but
        # paints it narrower still, which cut bold steps short. The delegate leaves the gap.
        steps_view.setSpacing(0)
        steps_view.setUniformItemSizes(False)
        steps_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        steps_view.setToolTip("The dealer's steps, in order: last side pot first")
        steps_view.setFrameShape(QFrame.Shape.NoFrame)
        for place, view in zip(self._places, (pots_view, steps_view), strict=True):
            self._layout.replaceWidget(place, view)
            if self.isVisible():
                # Shown now, not at the layout's next turn, so the room it takes is weighed.
                view.show()
            # Gone now, not at the next turn of the event loop: a later removal would lay
            # the dock out again, at the dealer's next pick.
            place.setParent(None)
        self._places = ()
        # The keyboard reads the panel in order: the verdict, the pots, the steps, the money
        # (set while the views take the keyboard: an order is not set for those that do not).
        QWidget.setTabOrder(self.verdict, pots_view)
        QWidget.setTabOrder(pots_view, steps_view)
        self._views = pots_model, pots_view, steps_model, steps_view
        self._show_views(self._outcome)
        # The dock hears now of the room the views need (a table's rows), as it would
        # when a view's height changes: a request of the panel's own may be waiting
        # already, ahead of the body's, and would weigh the body without its views.
        self._layout.activate()
        self._body_least = self._body.minimumSizeHint()
        self.updateGeometry()
        return self._views

    def _draw_steps(self) -> None:
        """Have the steps drawn as a dealer reads them (the first steps are on their way)."""
        # Loaded with the first result, not with the window: the empty list of the first
        # window has nothing to draw, and a start waits for the types the delegate makes.
        from dealer_app.gui.step_delegate import StepDelegate

        self.steps_view.setItemDelegate(StepDelegate(self.steps_view, pictures=True))
        self._steps_drawn = True

    def _fit_columns(self, rows: int) -> None:
        """Widen the Amount column to its widest amount (never below its least width), and
        narrow the Pot column to its longest name (never above its usual width), so that the
        winners keep what room is left: the names and amounts are measured, not every cell.
        A width the dealer dragged stays until the pots need another."""
        if not rows:
            # Folded away: the pots to come are measured when they come.
            return
        # Named with the first pots, not with the window: the first window has none.
        from PySide6.QtWidgets import QStyle

        metrics = self.pots_view.fontMetrics()
        margin = self.pots_view.style().pixelMetric(
            QStyle.PixelMetric.PM_FocusFrameHMargin, None, self.pots_view
        )
        around = 2 * (margin + 1) + _CELL_SLACK

        def widest(texts: list[str]) -> int:
            return max(metrics.horizontalAdvance(text) for text in texts) + around

        # A bet handed back wraps its name ("Returned to seat 6") rather than take the room
        # of twelve-figure amounts and the winners' title.
        names = list(self.pots_model.unbroken_names()) or [""]
        amounts = [self.pots_model.item(row, 1).text() for row in range(rows)]
        fitted = (
            min(_NAME_MOST, max(_NAME_LEAST, widest(names))),
            max(_AMOUNT_LEAST, widest(amounts)),
        )
        if fitted != self._fitted_widths:
            self._fitted_widths = fitted
            header = self.pots_view.horizontalHeader()
            for column, width in enumerate(fitted):
                header.resizeSection(column, width)

    def show_outcome(self, outcome: TableOutcome) -> None:
        self._verdict_place.set_text(verdict_text(outcome))
        self._outcome = outcome
        if self._views is not None:
            self._show_views(outcome)
        elif outcome.result is not None or any(pot.amount for pot in _pots_so_far(outcome)):
            self._made_views()

    def _show_views(self, outcome: TableOutcome) -> None:
        self.pots_model.set_result(outcome.result, outcome.state.unit, _pots_so_far(outcome))
        if outcome.result is not None and not self._steps_drawn:
            self._draw_steps()
        self.steps_model.set_result(outcome.result, outcome.state.unit)
        rows = self.pots_model.rowCount()
        self._fit_columns(rows)
        shown_rows = min(rows, _POT_ROWS_SHOWN)
        height = (
            self.pots_view.horizontalHeader().height()
            + sum(self.pots_view.rowHeight(row) for row in range(shown_rows))
            + 2 * self.pots_view.frameWidth()
            if rows
            else 0
        )
        gap = self._layout.spacing() if rows else 0
        if gap != self._pots_gap.sizeHint().height():
            self._pots_gap.changeSize(0, gap, QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
            self._layout.invalidate()
        if height != self.pots_view.height():
            self.pots_view.setFixedHeight(height)
        # Folded, the table takes no keyboard (Tab passes it by), as if it were hidden.
        if not rows and self.pots_view.hasFocus():
            self.focusNextChild()
        self.pots_view.setFocusPolicy(self._pots_focus if rows else Qt.FocusPolicy.NoFocus)
