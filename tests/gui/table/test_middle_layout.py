"""The middle of the felt: pots in rows as wide as the felt allows, or narrower on demand."""

from __future__ import annotations

from PySide6.QtCore import QSizeF

from dealer_app.gui.table.layout import (
    MIN_SCALE,
    PotCells,
    middle_layout,
    table_geometry,
    window_scale,
)


def test_pots_go_in_fewer_columns_when_asked_leaving_the_sides_free():
    geometry = table_geometry(QSizeF(1000, 640), 6, base_seat=QSizeF(150, 90))
    cell, info = QSizeF(110, 60), QSizeF(300, 40)
    cells = PotCells(cell.height(), (cell.width(),) * 3)
    wide = middle_layout(geometry, [], cells, info)
    narrow = middle_layout(geometry, [], cells, info, columns=1)
    assert len({rect.top() for rect in wide.pot_cells}) == 1
    assert len({rect.left() for rect in narrow.pot_cells}) == 1
    assert narrow.pot_area.width() == cell.width() < wide.pot_area.width()
    assert narrow.pot_area.height() == 3 * cell.height()
    assert narrow.pot_area.center().x() == wide.pot_area.center().x()


def test_the_window_scale_is_one_at_a_thousand_by_six_hundred_and_forty():
    assert window_scale(QSizeF(1000, 640)) == 1.0
    assert window_scale(QSizeF(2000, 640)) == 1.0
    assert window_scale(QSizeF(500, 320)) == MIN_SCALE
