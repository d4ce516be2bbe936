"""Helpers for the room's tests: a heads-up table with 100 in from each seat."""

from __future__ import annotations

from table_testing import deal

from dealer_app.gui.controller import RowKey, TableController, default_state


def heads_up(seat_1: str, seat_2: str, board: str) -> TableController:
    """Two seats dealt ``seat_1`` and ``seat_2`` with ``board``, 100 in from each."""
    controller = TableController(default_state("holdem", 2))
    deal(controller, {RowKey.seat(1): seat_1, RowKey.seat(2): seat_2, RowKey.board(): board})
    assert controller.set_committed(1, 100) and controller.set_committed(2, 100)
    return controller
