"""The middle's search works out each different middle once: rows of more pots than the felt
holds are the same middle as the widest row."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, QSizeF

import dealer_app.gui.table.view as view_module
from dealer_app.gui.table.layout import MiddleLayout, TableGeometry, middle_layout, pots_across
from tests.gui.table.test_felt_geometry import deal_game, resized
from tests.gui.table_testing import make_window


def test_pots_across_is_how_middle_layout_lays_its_rows(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, QSize(1280, 720))
    geometry = window.table.table_geometry()
    assert geometry is not None
    cell, info = QSizeF(150, 60), QSizeF(300, 40)
    for count in range(1, 9):
        for columns in range(count + 1):
            across = pots_across(geometry, cell, count, columns)
            middle = middle_layout(geometry, [], cell, count, info, columns=columns)
            first_row = [rect for rect in middle.pot_cells if rect.top() == middle.pot_area.top()]
            assert len(first_row) == across, (count, columns)
            assert middle == middle_layout(geometry, [], cell, count, info, columns=across)


def test_each_different_middle_is_worked_out_once(qtbot, tmp_path, monkeypatch):
    window = make_window(qtbot, tmp_path, QSize(1024, 700))
    assert deal_game(window, "holdem", 10)
    for seat, amount in ((2, 90), (5, 1400), (7, 2600), (9, 3300)):
        window.controller.set_committed(seat, amount)  # side pots: more pots than a row holds
    assert len(window.controller.scenario.pots()) > 3
    laid: list[tuple[object, ...]] = []

    def recorded(
        geometry: TableGeometry,
        boards: Sequence[QSize],
        cell: QSizeF,
        count: int,
        info: QSizeF,
        *,
        shift: int = 0,
        columns: int = 0,
    ) -> MiddleLayout:
        # A middle is what it is laid out from, its rows as wide as pots_across says.
        across = pots_across(geometry, cell, count, columns)
        laid.append((tuple(boards), cell.toTuple(), count, info.toTuple(), shift, across))
        return middle_layout(geometry, boards, cell, count, info, shift=shift, columns=columns)

    monkeypatch.setattr(view_module, "middle_layout", recorded)
    resized(window, QSize(1366, 768))  # a size not laid out before: the middle is searched
    assert len(laid) > 4
    # Each middle tried is laid out once (twice: to find its band, then in it); only the
    # one chosen is laid out again, to be placed.
    repeated = len(laid) - len(set(laid))
    assert repeated <= 2
