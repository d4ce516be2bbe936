"""A new result is laid out without trying what cannot help: the middle's search stops at a
middle that leaves no more winners without room than the plaques alone do, and a zone
search looks only at the seats it is asked about and those before them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, QSize, QSizeF

import dealer_app.gui.table.view as view_module
from dealer_app.gui.table.share_places import zones_short
from tests.gui.table.test_felt_geometry import deal_game, resized
from tests.gui.table_testing import make_window

LEAST = (QSizeF(64, 34),)
FELT = QRectF(0, 0, 800, 500)
# Three seats in a row along the top edge, each facing down: seat 1's zone is found first.
PLAQUES = {n: QRectF(80 + 240 * (n - 1), 20, 160, 90) for n in (1, 2, 3)}
TOWARD = {n: QPointF(0, 1) for n in PLAQUES}


def test_seats_after_the_last_one_asked_about_take_nothing_from_it():
    # A wall leaves seat 1 no room: it is short whatever seats 2 and 3 find after it.
    wall = [QRectF(60, 110, 220, 300)]
    assert zones_short([1, 2, 3], {1}, PLAQUES, TOWARD, wall, FELT, 1.0, LEAST) == 1
    assert zones_short([1, 2, 3], {1}, PLAQUES, TOWARD, [], FELT, 1.0, LEAST) == 0
    # Seats 2 and 3 are counted where asked about, seat 1 before them still taking its room.
    assert zones_short([1, 2, 3], {2, 3}, PLAQUES, TOWARD, wall, FELT, 1.0, LEAST) == 0


@pytest.fixture
def searches(monkeypatch) -> list[int]:
    found: list[int] = []

    def counted(*args: object, **kwargs: object) -> int:
        short = zones_short(*args, **kwargs)  # type: ignore[arg-type]
        found.append(short)
        return short

    monkeypatch.setattr(view_module, "zones_short", counted)
    return found


def test_a_middle_as_good_as_the_plaques_allow_ends_the_search(qtbot, tmp_path, searches):
    # Ten seats on a laptop's window: the plaques alone leave a hold'em winner without room,
    # so the first middle that leaves only that one without is taken, not every smaller one
    # tried after it (each search of a new result cost some 10 ms).
    window = make_window(qtbot, tmp_path, QSize(1024, 700))
    assert deal_game(window, "holdem", 10)
    searches.clear()
    resized(window, QSize(1280, 720))  # a size not laid out before: the middle is searched
    first, plaques_alone = searches[0], searches[1]
    assert first == plaques_alone > 0
    assert len(searches) == 2
