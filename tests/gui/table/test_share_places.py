"""Each winner's chips in front of that seat, plainly its own, and the words on them."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, QSize

from dealer_app.gui.chip_art import MIN_LABEL_PIXELS, label_font
from dealer_app.gui.file_actions import example_files
from dealer_app.gui.table.chip_stacks import stacks_from_counts
from dealer_app.gui.table.controller import TableController
from dealer_app.gui.table.share_places import SharePlaces, pile_looks
from dealer_app.gui.table.state import default_state
from dealer_app.gui.table.view import TableView
from dealer_app.model.chips import ChipSet
from dealer_app.resources_path import resource
from tests.gui.table_testing import make_window

CARD_ROOM = ChipSet.of(black=100, green=25, red=5, white=1)

EXAMPLES = [
    "holdem-three-all-ins-side-pots.json",
    "holdem-three-way-tie-two-odd-chips.json",
    "omaha8-quartered.json",
    "holdem-run-it-twice.json",
]


def _table(qtbot, example: str, seats: int, width: int, height: int) -> TableView:
    controller = TableController(default_state("holdem", 6))
    assert controller.open_file(Path(str(resource("examples", example))))
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
    assert labels == {3: "Seat 3 +$1,360", 5: "Seat 5 +$600", 6: "Seat 6 +$900"}


TEN_SEAT_OMAHA_HI_LO = {
    "format": "dealer-app/scenario@1",
    "game": "omaha8",
    "button": 3,
    "seats": [
        {"seat": 1, "cards": ["As", "2s", "Kd", "Qh"], "committed": 15000, "all_in": True},
        {"seat": 2, "cards": ["3h", "4h", "Jc", "Jd"], "committed": 40000},
        {"seat": 3, "cards": [], "folded": True, "committed": 1000},
        {"seat": 4, "cards": ["Ac", "3c", "9d", "9h"], "committed": 40000},
        {"seat": 5, "cards": [], "folded": True, "committed": 200},
        {"seat": 6, "cards": ["5d", "6d", "7s", "8s"], "committed": 32000, "all_in": True},
        {"seat": 7, "cards": [], "folded": True, "committed": 0},
        {"seat": 8, "cards": [], "folded": True, "committed": 400},
        {"seat": 9, "cards": [], "folded": True, "committed": 400},
        {"seat": 10, "cards": ["Ks", "Kh", "Tc", "Td"], "committed": 40000},
    ],
    "board": ["2d", "5c", "Kc", "8h", "Qs"],
    "chips": [
        {"name": "yellow", "value": 1000},
        {"name": "black", "value": 100},
        {"name": "green", "value": 25},
        {"name": "red", "value": 5},
        {"name": "white", "value": 1},
    ],
}
"""A crowded table: ten seats, three pots, big amounts, every pot split high and low."""


def _clashes(view: TableView, seat: int) -> list[str]:
    """What seat ``seat``'s painted pile covers, or whose plaque it lies nearer."""
    painted = view.share_rect(seat)
    plaques = {widget.number: QRectF(widget.geometry()) for widget in view.seats}
    middle = [(f"board {run}", QRectF(row.geometry())) for run, row in enumerate(view.boards, 1)]
    middle += [(pile.name, rect) for rect, pile in view.pot_rects()]
    middle += [("the words", view.info.text_rect()), ("the house rules", view.rules_line()[1])]
    middle += [(f"plaque {number}", rect) for number, rect in plaques.items()]
    middle += [
        (f"seat {pile.seat}'s chips", view.share_rect(pile.seat))
        for pile in view.share_piles()
        if pile.seat != seat
    ]
    clashes = [name for name, rect in middle if painted.intersects(rect)]
    centre = painted.center()
    nearest = min(
        plaques,
        key=lambda number: math.dist(
            (plaques[number].center().x(), plaques[number].center().y()), (centre.x(), centre.y())
        ),
    )
    if nearest != seat:
        clashes.append(f"nearer plaque {nearest}")
    if painted.isEmpty():
        clashes.append("not painted")
    return clashes


@pytest.mark.parametrize(
    "size",
    [QSize(1024, 700), QSize(1280, 720), QSize(1920, 1080)],
    ids=lambda s: f"{s.width()}x{s.height()}",
)
def test_on_every_example_each_pile_covers_nothing_and_lies_nearest_its_seat(qtbot, tmp_path, size):
    crowded = tmp_path / "ten-seat-omaha-hi-lo.json"
    crowded.write_text(json.dumps(TEN_SEAT_OMAHA_HI_LO), encoding="utf-8")
    window = make_window(qtbot, tmp_path, size)
    clashes = []
    for path in [*(Path(str(entry)) for entry in example_files()), crowded]:
        assert window.open_path(path), path
        view = window.table
        view.grab()  # painted: the piles are where the painting put them
        assert view.share_piles(), path.name
        for pile in view.share_piles():
            clashes += [
                f"{path.name}: seat {pile.seat} on {what}" for what in _clashes(view, pile.seat)
            ]
    assert clashes == []


def _crowded_slot(step: float) -> tuple[list, QRectF, QRectF, QRectF]:
    """A pile's ways of being drawn, the plaque it goes with, and what leaves room below
    that plaque only for the lowest of them: a wall, and a strip the lowest fits in (rows of
    spots are a step apart)."""
    looks = pile_looks(
        stacks_from_counts(CARD_ROOM, {"black": 6, "green": 3, "red": 2}), 22, "Seat 1 +675"
    )
    lowest = min(look.size.height() for look in looks)
    plaque = QRectF(0, 0, 400, 40)
    strip = QRectF(0, 40, 400, lowest + 3 * step)
    wall = QRectF(0, strip.bottom(), 400, 400)
    return looks, plaque, strip, wall


def test_a_pile_with_no_room_at_its_size_is_drawn_smaller_with_readable_words():
    looks, plaque, strip, wall = _crowded_slot(4.0)
    far = QRectF(150, 700, 100, 40)
    places = SharePlaces(
        {1: looks},
        {1: plaque, 2: far},
        {1: QPointF(0, 1), 2: QPointF(0, -1)},
        [wall],
        [],
        QRectF(0, 0, 400, 800),
        1.0,
    )
    look = places.look(1)
    assert look is not None and look.diameter < 22 and look.size.height() < looks[0].size.height()
    assert label_font(look.diameter).pixelSize() >= MIN_LABEL_PIXELS
    assert strip.contains(places.rect(1)) and not places.rect(1).intersects(plaque)
    assert places.given_room() == frozenset()


def test_a_pushed_pot_gives_its_room_only_when_nothing_else_is_left():
    looks, plaque, strip, wall = _crowded_slot(4.0)
    far = QRectF(150, 700, 100, 40)
    plaques, toward = {1: plaque, 2: far}, {1: QPointF(0, 1), 2: QPointF(0, -1)}
    bounds = QRectF(0, 0, 400, 800)
    elsewhere = SharePlaces(
        {1: looks}, plaques, toward, [wall], [(QRectF(0, 40, 200, 100), QRectF())], bounds, 1.0
    )
    assert elsewhere.given_room() == frozenset()
    assert not elsewhere.rect(1).intersects(QRectF(0, 40, 200, 100))
    nowhere = SharePlaces({1: looks}, plaques, toward, [wall], [(strip, QRectF())], bounds, 1.0)
    assert nowhere.given_room() == frozenset({0}) and nowhere.rect(1).intersects(strip)
    assert not nowhere.rect(1).intersects(wall)


def test_the_same_piles_in_the_same_room_are_placed_once() -> None:
    from PySide6.QtCore import QPointF, QRectF

    from dealer_app.gui.table.chip_stacks import stacks_from_counts
    from dealer_app.gui.table.share_places import recent_share_places

    stacks = stacks_from_counts(CARD_ROOM, CARD_ROOM.make_up(225))
    piles = {1: pile_looks(stacks, 22.0, "Seat 1 +225")}
    plaques = {1: QRectF(0, 300, 180, 130), 2: QRectF(600, 0, 180, 130)}
    toward = {1: QPointF(1, 0), 2: QPointF(0, 1)}
    room = (piles, plaques, toward, [QRectF(300, 250, 200, 80)], [], QRectF(0, 0, 800, 600), 1.0)
    first = recent_share_places(SharePlaces(*room))
    spot = first.spot(1)
    assert recent_share_places(SharePlaces(*room)) is first  # the search is not run again
    moved = {**plaques, 1: QRectF(0, 320, 180, 130)}
    other = recent_share_places(SharePlaces(piles, moved, *room[2:]))
    assert other is not first and other.spot(1) != spot
