"""Each winner's chips in front of that seat, plainly its own, and the words on them."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QRectF

from dealer_app.gui.controller import TableController, default_state
from dealer_app.gui.table_view import TableView
from dealer_app.resources_path import resource

EXAMPLES = [
    "holdem-three-all-ins-side-pots.json",
    "holdem-three-way-tie-two-odd-chips.json",
    "omaha8-quartered.json",
    "holdem-run-it-twice.json",
]


def _table(qtbot, example: str, seats: int, width: int, height: int) -> TableView:
    controller = TableController(default_state("holdem", 6))
    assert controller.open_file(resource("examples", example))
    dealt = controller.state.seat_count
    if seats > dealt:
        controller.set_seat_count(seats)
        for chair in range(dealt + 1, seats + 1):  # empty chairs, the hand stays complete
            controller.set_dealt_in(chair, False)
    view = TableView(controller)
    qtbot.addWidget(view)
    view.set_animated(False)
    view.resize(width, height)
    view.show()
    qtbot.waitExposed(view)
    view.grab()  # painted once: the piles are where the painting put them
    return view


@pytest.mark.parametrize("example", EXAMPLES)
@pytest.mark.parametrize(
    ("seats", "width", "height"), [(10, 700, 620), (10, 980, 640), (6, 980, 640)]
)
def test_each_winners_chips_sit_in_front_of_that_seat_and_on_no_plaque(
    qtbot, example, seats, width, height
):
    view = _table(qtbot, example, seats, width, height)
    plaques = {seat.number: QRectF(seat.geometry()) for seat in view.seats}
    assert view.share_piles()
    for pile in view.share_piles():
        painted = view.share_rect(pile.seat)
        assert not painted.isEmpty()
        centre = painted.center()
        nearest = min(
            plaques,
            key=lambda seat: math.dist(
                (plaques[seat].center().x(), plaques[seat].center().y()), (centre.x(), centre.y())
            ),
        )
        assert nearest == pile.seat, f"{example}: seat {pile.seat}'s chips nearer seat {nearest}"
        assert not any(painted.intersects(plaque) for plaque in plaques.values())
    piles = [view.share_rect(pile.seat) for pile in view.share_piles()]
    for index, rect in enumerate(piles):
        assert not any(rect.intersects(other) for other in piles[index + 1 :])


def test_a_winners_pile_says_whose_it_is_with_thousands_separated(qtbot):
    view = _table(qtbot, "holdem-three-all-ins-side-pots.json", 8, 980, 640)
    labels = {pile.seat: pile.label for pile in view.share_piles()}
    assert labels == {3: "Seat 3 +1,360", 5: "Seat 5 +600", 6: "Seat 6 +900"}
