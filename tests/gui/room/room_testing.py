"""Helpers for the room's tests: a heads-up table with 100 in from each seat."""

from __future__ import annotations

from dealer_app.gui.table.controller import TableController
from dealer_app.gui.table.state import default_state
from dealer_app.model.play.dealing import RowKey
from tests.gui.table_testing import deal


def heads_up(seat_1: str, seat_2: str, board: str) -> TableController:
    """Two seats dealt ``seat_1`` and ``seat_2`` with ``board``, 100 in from each."""
    controller = TableController(default_state("holdem", 2))
    deal(controller, {RowKey.seat(1): seat_1, RowKey.seat(2): seat_2, RowKey.board(): board})
    assert controller.set_committed(1, 100) and controller.set_committed(2, 100)
    return controller
