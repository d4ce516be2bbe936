"""Helpers for the training mode's tests: fixed spots asked as questions, seats clicked."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from dealer_app.gui.training.spot_table import SpotTable
from dealer_app.gui.training.winner_panel import HIGH, LOW
from dealer_app.training.drills import (
    Drill,
    HandAnswer,
    PotsAnswer,
    Question,
    SplitAnswer,
    WinnerAnswer,
    make_question,
)
from dealer_app.training.spots import fixed_spots


def show_active(qtbot, page: QWidget) -> None:
    """Show ``page`` at a small laptop's size as the active window: the keyboard is its."""
    qtbot.addWidget(page)
    page.resize(1024, 700)
    page.show()
    qtbot.waitExposed(page)
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow)


def question_on(key: str, drill: Drill, seed: int = 0) -> Question:
    """``drill`` asked about the fixed spot of ``resources/examples/KEY.json``."""
    spot = {spot.key: spot for spot in fixed_spots()}[key]
    return make_question(drill, spot, random.Random(seed))


def shown_spot_table(qtbot) -> SpotTable:
    """A training table on screen (off screen in the tests), at a laptop's size."""
    table = SpotTable()
    qtbot.addWidget(table)
    table.resize(1024, 640)
    table.show()
    qtbot.waitExposed(table)
    return table


def click_seats(qtbot, table: SpotTable, *seats: int) -> None:
    """Click each seat's plaque on the training table, as a trainee does."""
    for seat in seats:
        point = table.seat_rect(seat).center()
        qtbot.mouseClick(table.overlay, Qt.MouseButton.LeftButton, pos=point)


def give_answer(panel, expected) -> None:
    """Enter ``expected`` (a drill's answer object) on its panel, field by field."""
    if isinstance(expected, WinnerAnswer):
        split = panel.question.spot.scenario.game_rules.is_split
        for position, winners in enumerate(expected.pots):
            panel.choose(position, HIGH, set(winners.high))
            if split:
                panel.choose(position, LOW, set(winners.low))
    elif isinstance(expected, PotsAnswer):
        for position, entry in enumerate(expected.pots):
            panel.set_pot(position, entry.amount, set(entry.eligible))
    elif isinstance(expected, SplitAnswer):
        for position, split in enumerate(expected.pots):
            panel.pot_box.setCurrentIndex(position)
            for seat, chips in split.shares.items():
                for name, count in chips.items():
                    panel.give(seat, name, count)
            if split.odd_chip_seats:
                panel.odd_button.click()
            for seat in split.odd_chip_seats:
                panel.seat_clicked(seat)
    else:
        assert isinstance(expected, HandAnswer)
        panel.choose(expected.category, sorted(expected.cards))


def has_focus_in(widget: QWidget) -> bool:
    """Whether the keyboard is on ``widget`` or one of its children."""
    focus = QApplication.focusWidget()
    return focus is not None and widget.isAncestorOf(focus)
