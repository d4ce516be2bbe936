"""A seeded monkey at the table: random clicks, keys, typed cards and amounts, menu actions
and resizes, with the table checked after every one of them.

The run happens once per module (:func:`monkey`); each test then asks one question of what
it saw: no exception, no Qt warning, one plaque per seat, no card twice, every chip in the
pots paid out. A failure names the event number and the event, so that the seed and the
number repeat it.
"""

from __future__ import annotations

import random
import sys
import tempfile
import traceback
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType

import pytest
from PySide6.QtCore import QEvent, QMessageLogContext, QPoint, Qt, QtMsgType, qInstallMessageHandler
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFileDialog,
    QMenu,
    QMessageBox,
    QWidget,
)

from dealer_app.gui import file_actions
from dealer_app.gui.file_actions import SaveAnswer
from dealer_app.gui.main_window import MainWindow
from dealer_app.gui.table.card_row import CardSlotRow
from dealer_app.gui.table.controller import TableController
from dealer_app.gui.table.seat import SeatWidget
from dealer_app.model.cards import Card, card_used_twice
from tests.gui.table_testing import temporary_settings

# Thousands of random clicks and keys: a long run, kept out of the default suite
# (-m slow runs it with the rest, -m monkey alone).
pytestmark = [pytest.mark.slow, pytest.mark.monkey]

SEED = 20261201
EVENTS = 2000
IGNORED_QT_MESSAGES = ("This plugin does not support",)
"""The offscreen platform's notices (as in pyproject's qt_log_ignore)."""

Modifier = Qt.KeyboardModifier
CARD_KEYS = [*"23456789TJQKA", *"shdc"]
SHORTCUTS = [
    ("Z", Modifier.ControlModifier),
    ("Z", Modifier.ControlModifier | Modifier.ShiftModifier),
    ("R", Modifier.ControlModifier),
    ("L", Modifier.ControlModifier),
    ("N", Modifier.ControlModifier),
    ("T", Modifier.ControlModifier),
    ("D", Modifier.ControlModifier),
    ("B", Modifier.ControlModifier),
    ("=", Modifier.ControlModifier),
    ("-", Modifier.ControlModifier),
    ("B", Modifier.AltModifier),
    *((key, Modifier.AltModifier) for key in "1234567890"),
    # Three of the examples' keys: an example rebuilds the whole table, the slowest event.
    *((key, Modifier.ControlModifier | Modifier.AltModifier) for key in "160"),
]
PLAIN_KEYS = [
    Qt.Key.Key_Backspace,
    Qt.Key.Key_Return,
    Qt.Key.Key_Escape,
    Qt.Key.Key_Tab,
    Qt.Key.Key_Space,
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_Up,
    Qt.Key.Key_Down,
    Qt.Key.Key_F,
    Qt.Key.Key_I,
    Qt.Key.Key_N,
    Qt.Key.Key_Delete,
]


@dataclass
class MonkeyReport:
    """What the monkey saw, one list per check: ``(event number, event, what went wrong)``."""

    events: list[str] = field(default_factory=list)
    exceptions: list[tuple[int, str, str]] = field(default_factory=list)
    warnings: list[tuple[int, str, str]] = field(default_factory=list)
    plaques: list[tuple[int, str, str]] = field(default_factory=list)
    cards: list[tuple[int, str, str]] = field(default_factory=list)
    payouts: list[tuple[int, str, str]] = field(default_factory=list)
    complete_results: int = 0
    seat_counts: Counter[int] = field(default_factory=Counter)


def first(problems: list[tuple[int, str, str]]) -> str:
    if not problems:
        return ""
    number, event, text = problems[0]
    return f"{len(problems)} events; first after event {number} ({event}): {text}"


# -- the checks after every event ------------------------------------------------------------


def plaque_problem(window: MainWindow) -> str:
    """One plaque per seat and one row per board on screen, none left over from before."""
    state = window.controller.state
    count = state.seat_count
    shown = [seat for seat in window.table.findChildren(SeatWidget) if seat.isVisible()]
    numbers = Counter(seat.number for seat in shown)
    if len(shown) != count or set(numbers) != set(range(1, count + 1)):
        return f"{count} seats, plaques shown: {sorted(numbers.elements())}"
    boards = state.scenario.run_count if state.rules.has_board else 0
    rows = [
        row
        for row in window.table.findChildren(CardSlotRow)
        if row.isVisible() and not isinstance(row.parent(), SeatWidget)
    ]
    if len(rows) != boards:
        return f"{boards} boards, board rows shown: {len(rows)}"
    return ""


def card_problem(window: MainWindow) -> str:
    """A card the table's rows show in two places, by the model's rule (a later board
    shares the first board's cards dealt before the all-in), or a row that shows other
    cards than the showdown has."""
    table = window.table
    controller = window.controller
    places: list[tuple[str, tuple[Card, ...]]] = []
    for number, seat in enumerate(table.seats, 1):
        places.append((f"seat {number}", shown(seat.cards)))
    first_board = shown(table.boards[0]) if table.boards else ()
    for run, board_row in enumerate(table.boards, 1):
        cards = shown(board_row)
        shared = 0
        if run > 1:
            while shared < min(len(cards), len(first_board)) and (
                cards[shared] == first_board[shared]
            ):
                shared += 1
        places.append((f"board {run}", cards[shared:]))
    twice = card_used_twice(places)
    if twice is not None:
        return twice
    for row in controller.state.rows():
        widget = table.row_widget(row)
        if widget is not None and shown(widget) != controller.state.cards(row):
            return (
                f"{row.label} shows {shown(widget)}, the showdown has {controller.state.cards(row)}"
            )
    return ""


def shown(row: CardSlotRow) -> tuple[Card, ...]:
    return tuple(card for card in row.cards() if card is not None)


def payout_problem(controller: TableController) -> str:
    result = controller.outcome.result
    if result is None or any(pot.waiting for pot in result.pots):
        return ""
    in_pots = sum(pot.amount - pot.raked for pot in result.pots)
    paid = sum(value for _, value in result.payouts)
    if paid != in_pots:
        return f"paid {paid}, in the pots {in_pots} ({controller.scenario})"
    return ""


# -- the events ----------------------------------------------------------------------------


class Monkey:
    def __init__(self, window: MainWindow, rng: random.Random) -> None:
        self.window = window
        self.rng = rng
        files = window.files
        self.actions = [
            window.undo_action,
            window.redo_action,
            window.random_action,
            window.clear_action,
            window.next_hand_action,
            window.run_twice_action,
            window.deal_action,
            window.button_action,
            window.more_seats_action,
            window.fewer_seats_action,
            window.board_focus_action,
            window.steps_action,
            *window.seat_focus_actions,
            files.new_action,
            files.save_action,
        ]
        self.examples = files.example_actions
        self.kinds: list[tuple[int, Callable[[], str]]] = [
            (34, self.click),
            (15, self.key),
            (8, self.shortcut),
            (14, self.type_cards),
            (12, self.type_amount),
            (10, self.action),
            (1, self.example),
            (2, self.game),
            (2, self.seats),
            (2, self.resize),
        ]

    def event(self) -> str:
        weights = [weight for weight, _ in self.kinds]
        kind = self.rng.choices([kind for _, kind in self.kinds], weights)[0]
        return kind()

    def _targets(self) -> list[QWidget]:
        window = self.window
        roots: list[QWidget] = [window.table, window.toolbar, window.banner]
        if window.steps_dock.isVisible():
            roots.append(window.result_panel)
        popup = QApplication.activePopupWidget()
        if popup is not None:
            roots.append(popup)
        widgets = [*roots, *(child for root in roots for child in root.findChildren(QWidget))]
        return [
            widget
            for widget in widgets
            if widget.isVisible() and widget.width() > 0 and widget.height() > 0
        ]

    def click(self) -> str:
        widget = self.rng.choice(self._targets())
        point = QPoint(self.rng.randrange(widget.width()), self.rng.randrange(widget.height()))
        button = self.rng.choice([Qt.MouseButton.LeftButton] * 4 + [Qt.MouseButton.RightButton])
        name = f"{type(widget).__name__} {widget.objectName()}".strip()
        if self.rng.random() < 0.1:
            QTest.mouseDClick(widget, button, Modifier.NoModifier, point)
            return f"double-click {name} at {point.x()},{point.y()}"
        QTest.mouseClick(widget, button, Modifier.NoModifier, point)
        return f"{button.name} click {name} at {point.x()},{point.y()}"

    def _focus(self) -> QWidget:
        return QApplication.focusWidget() or self.window

    def key(self) -> str:
        target = self._focus()
        if self.rng.random() < 0.5:
            text = self.rng.choice(CARD_KEYS)
            QTest.keyClicks(target, text)
            return f"type {text!r} into {type(target).__name__}"
        key = self.rng.choice(PLAIN_KEYS)
        QTest.keyClick(target, key)
        return f"key {key.name} to {type(target).__name__}"

    def shortcut(self) -> str:
        key, modifiers = self.rng.choice(SHORTCUTS)
        QTest.keyClick(self._focus(), key, modifiers)
        return f"shortcut {modifiers.name} {key}"

    def type_cards(self) -> str:
        state = self.window.controller.state
        rows = [f"seat {number}" for number in range(1, state.seat_count + 1)]
        action = self.rng.choice([self.window.board_focus_action, *self.window.seat_focus_actions])
        action.trigger()
        cards = " ".join(
            self.rng.choice("23456789TJQKA") + self.rng.choice("shdc")
            for _ in range(self.rng.randint(1, 3))
        )
        QTest.keyClicks(self._focus(), cards)
        return f"{action.text()} ({len(rows)} seats), type {cards!r}"

    def type_amount(self) -> str:
        seats = [seat for seat in self.window.table.findChildren(SeatWidget) if seat.isVisible()]
        if not seats:
            return "no seat for an amount"
        seat = self.rng.choice(seats)
        box = seat.amount
        if not box.isVisible() or not box.isEnabled():
            return f"seat {seat.number}: no amount box"
        box.setFocus()
        box.selectAll()
        amount = str(self.rng.choice([0, 5, 25, 100, 250, 1000, self.rng.randrange(1, 100_000)]))
        QTest.keyClicks(box, amount)
        if self.rng.random() < 0.7:
            QTest.keyClick(box, Qt.Key.Key_Return)
            return f"seat {seat.number}: {amount} and Enter"
        return f"seat {seat.number}: {amount} without Enter"

    def action(self) -> str:
        action = self.rng.choice(self.actions)
        if action.isEnabled():
            action.trigger()
        return f"menu {action.text()!r}"

    def example(self) -> str:
        action = self.rng.choice(self.examples)
        action.trigger()
        return f"menu {action.text()!r}"

    def game(self) -> str:
        box = self.window.game_box
        index = self.rng.randrange(box.count())
        box.activated.emit(index)
        return f"game {box.itemData(index)}"

    def seats(self) -> str:
        count = self.rng.randint(2, 10)
        self.window.seats_box.setValue(count)
        return f"{count} seats"

    def resize(self) -> str:
        width, height = self.rng.randint(700, 1920), self.rng.randint(500, 1080)
        self.window.resize(width, height)
        return f"resize {width}x{height}"


# -- the run ---------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def monkey(qapp: QApplication) -> Iterator[MonkeyReport]:
    report = MonkeyReport()
    number = 0
    event = "opening the window"

    def on_message(mode: QtMsgType, context: QMessageLogContext, message: str) -> None:
        quiet = mode in (QtMsgType.QtDebugMsg, QtMsgType.QtInfoMsg)
        if not quiet and not message.startswith(IGNORED_QT_MESSAGES):
            report.warnings.append((number, event, message))

    def on_exception(
        kind: type[BaseException], error: BaseException, trace: TracebackType | None
    ) -> None:
        text = "".join(traceback.format_exception(kind, error, trace))
        report.exceptions.append((number, event, text))

    with (
        pytest.MonkeyPatch.context() as patch,
        tempfile.TemporaryDirectory(prefix="dealer-app-monkey-") as folder,
    ):
        # Nothing modal: file dialogs are cancelled, questions answered, dialogs not shown.
        patch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: ("", "")))
        patch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: ("", "")))
        patch.setattr(file_actions, "ask_to_save", lambda *args: SaveAnswer.Discard)
        for name in ("question", "warning", "information", "critical"):
            patch.setattr(
                QMessageBox, name, staticmethod(lambda *a, **k: QMessageBox.StandardButton.Discard)
            )
        patch.setattr(QDialog, "exec", lambda self: QDialog.DialogCode.Rejected)
        patch.setattr(QMenu, "exec", lambda *args: None)
        patch.setattr(sys, "excepthook", on_exception)
        previous = qInstallMessageHandler(on_message)
        try:
            window = MainWindow(temporary_settings(Path(folder)))
            window.table.set_animated(False)
            window.resize(1280, 720)
            window.show()
            QTest.qWaitForWindowExposed(window)
            window.controller.rng.seed(SEED)
            monkey = Monkey(window, random.Random(SEED))
            for number in range(1, EVENTS + 1):
                try:
                    event = monkey.event()
                except Exception:  # a failure inside the event itself, not in a Qt slot
                    event = "an event that raised"
                    report.exceptions.append((number, event, traceback.format_exc()))
                QApplication.processEvents()
                # As the running event loop would: widgets let go are deleted.
                QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
                popup = QApplication.activePopupWidget()
                if popup is not None and monkey.rng.random() < 0.3:
                    popup.close()
                report.events.append(event)
                for problems, problem in (
                    (report.plaques, plaque_problem(window)),
                    (report.cards, card_problem(window)),
                    (report.payouts, payout_problem(window.controller)),
                ):
                    if problem:
                        problems.append((number, event, problem))
                report.complete_results += window.controller.outcome.complete
                report.seat_counts[window.controller.state.seat_count] += 1
            window.close()
            window.deleteLater()
            QApplication.processEvents()
        finally:
            qInstallMessageHandler(previous)  # type: ignore[arg-type]
    yield report


def test_the_monkey_did_what_it_says(monkey: MonkeyReport) -> None:
    assert len(monkey.events) == EVENTS
    kinds = Counter(event.split(" ")[0] for event in monkey.events)
    assert kinds["menu"] > 100 and kinds["resize"] > 10
    assert monkey.complete_results > 100, "the monkey never reached a showdown"
    assert len(monkey.seat_counts) >= 5


def test_no_exception(monkey: MonkeyReport) -> None:
    assert monkey.exceptions == [], first(monkey.exceptions)


def test_no_qt_warning(monkey: MonkeyReport) -> None:
    assert monkey.warnings == [], first(monkey.warnings)


def test_one_plaque_per_seat(monkey: MonkeyReport) -> None:
    assert monkey.plaques == [], first(monkey.plaques)


def test_no_card_shown_twice(monkey: MonkeyReport) -> None:
    assert monkey.cards == [], first(monkey.cards)


def test_payouts_equal_what_is_in_the_pots(monkey: MonkeyReport) -> None:
    assert monkey.payouts == [], first(monkey.payouts)
