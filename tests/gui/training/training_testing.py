"""Helpers for the training mode's tests: fixed spots asked as questions, seats clicked."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from dealer_app.gui.training.spot_table import SpotTable
from dealer_app.training.drills import Drill, Question, make_question
from dealer_app.training.spots import fixed_spots


def question_on(key: str, drill: Drill, seed: int = 0) -> Question:
    """``drill`` asked about the fixed spot of ``resources/examples/KEY.json``."""
    spot = {spot.key: spot for spot in fixed_spots()}[key]
    return make_question(drill, spot, random.Random(seed))


def click_seats(qtbot, table: SpotTable, *seats: int) -> None:
    """Click each seat's plaque on the training table, as a trainee does."""
    for seat in seats:
        point = table.seat_rect(seat).center()
        qtbot.mouseClick(table.overlay, Qt.MouseButton.LeftButton, pos=point)
