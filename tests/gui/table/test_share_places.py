"""Each winner's chips in front of that seat, plainly its own, and the words on them."""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, QSize, QSizeF
from PySide6.QtGui import QFont

from dealer_app.gui.file_actions import example_files
from dealer_app.gui.table.chip_stacks import stacks_from_counts
from dealer_app.gui.table.controller import TableController
from dealer_app.gui.table.layout import window_scale
from dealer_app.gui.table.payout_looks import (
    LABEL_FLOOR,
    READABLE,
    PayoutLook,
    chips_first,
    fit_payout,
    payout_pixels,
    payout_rooms,
    placed_payout,
    readable_pixels,
)
from dealer_app.gui.table.scene import SharePile, short_money
from dealer_app.gui.table.share_places import payout_zones
from dealer_app.gui.table.state import default_state
from dealer_app.gui.table.view import TableView
from dealer_app.model.chips import ChipSet
from dealer_app.model.room.money import MoneyUnit
from dealer_app.resources_path import resource
from tests.gui.table_testing import make_window, show_table_view

CARD_ROOM = ChipSet.of(black=100, green=25, red=5, white=1)

EXAMPLES = [
    "holdem-three-all-ins-side-pots.json",
    "holdem-three-way-tie-two-odd-chips.json",
    "omaha8-quartered.json",
    "holdem-run-it-twice.json",
]


def in_hand(view: TableView) -> set[int]:
    """The seats still in the hand: an empty chair or a folded seat takes nothing, so a
    label is read as the nearest of these."""
    return {entry.seat for entry in view.controller().state.scenario.seats if not entry.folded}


def nearest_plaque(plaques: Mapping[int, QRectF], point: QPointF) -> int:
    """The seat of ``plaques`` whose plaque's middle is nearest ``point``."""
    return min(
        plaques,
        key=lambda seat: math.dist(plaques[seat].center().toTuple(), point.toTuple()),
    )


def _table(qtbot, example: str, seats: int, width: int, height: int) -> TableView:
    controller = TableController(default_state("holdem", 6))
    assert controller.open_file(Path(str(resource("examples", example))))
    dealt = controller.state.seat_count
    if seats > dealt:
        controller.set_seat_count(seats)
        for chair in range(dealt + 1, seats + 1):  # empty chairs, the hand stays complete
            controller.set_dealt_in(chair, False)
    view = show_table_view(qtbot, controller, QSize(width, height))
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
    players = {number: rect for number, rect in plaques.items() if number in in_hand(view)}
    assert view.share_piles()
    for pile in view.share_piles():
        painted = view.share_rect(pile.seat)
        assert not painted.isEmpty()
        look = view.payout_look(pile.seat)
        assert look is not None
        centre = look.label.center()
        nearest = nearest_plaque(players, centre)
        assert nearest == pile.seat, f"{example}: seat {pile.seat}'s label nearer seat {nearest}"
        assert not any(painted.intersects(plaque) for plaque in plaques.values())
    piles = [view.share_rect(pile.seat) for pile in view.share_piles()]
    for index, rect in enumerate(piles):
        assert not any(rect.intersects(other) for other in piles[index + 1 :])


def test_a_winners_pile_says_whose_it_is_with_thousands_separated(qtbot):
    view = _table(qtbot, "holdem-three-all-ins-side-pots.json", 8, 980, 640)
    labels = {pile.seat: pile.label for pile in view.share_piles()}
    assert labels == {3: "Seat 3 +$1,360", 5: "Seat 5 +$600", 6: "Seat 6 +$600, $300 returned"}


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
    look = view.payout_look(seat)
    centre = look.label.center() if look is not None else painted.center()
    players = {n: rect for n, rect in plaques.items() if n in in_hand(view)}
    nearest = nearest_plaque(players, centre)
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


PLAQUES = {
    1: QRectF(0, 300, 180, 130),
    2: QRectF(310, 0, 180, 130),
    3: QRectF(620, 300, 180, 130),
}
TOWARD = {1: QPointF(1, 0), 2: QPointF(0, 1), 3: QPointF(-1, 0)}
MIDDLE = [QRectF(300, 200, 200, 80), QRectF(280, 280, 240, 120)]
FELT = QRectF(-20, -20, 840, 640)


def test_each_seat_owns_a_zone_clear_of_the_middle_the_plaques_and_the_others():
    zones = payout_zones([1, 2, 3], PLAQUES, TOWARD, MIDDLE, FELT, 1.0)
    assert set(zones) == {1, 2, 3}
    for seat, zone in zones.items():
        assert not zone.isEmpty()
        assert not any(zone.intersects(rect) for rect in (*PLAQUES.values(), *MIDDLE))
        assert not any(zone.intersects(other) for number, other in zones.items() if number != seat)
        centre = zone.center()
        assert nearest_plaque(PLAQUES, centre) == seat


def test_a_winner_short_of_room_takes_the_free_felt_nearest_its_plaque():
    # A wide board just under seat 2's plaque: one size of zone for every seat gives seat 2
    # no room for its chips there; given what it takes, it finds the felt beside its plaque.
    board = [QRectF(200, 150, 400, 80), QRectF(280, 280, 240, 120)]
    pile = _pile(2, 1360)
    rooms = {2: payout_rooms(pile, QFont(), 20, 22.0, READABLE)}
    plain = payout_zones([1, 2, 3], PLAQUES, TOWARD, board, FELT, 0.5, needing={2})
    assert fit_payout(pile, plain[2], TOWARD[2], QFont(), 20, 22.0).chips.isEmpty()
    zones = payout_zones([1, 2, 3], PLAQUES, TOWARD, board, FELT, 0.5, needing={2}, rooms=rooms)
    look = fit_payout(pile, zones[2], TOWARD[2], QFont(), 20, 22.0)
    assert not look.chips.isEmpty() and look.pixels >= READABLE and not look.shortened
    for seat, zone in zones.items():
        assert not any(zone.intersects(rect) for rect in (*PLAQUES.values(), *board))
        assert not any(zone.intersects(other) for number, other in zones.items() if number != seat)
    label = look.label.center()
    assert nearest_plaque(PLAQUES, label) == 2
    # Beside the plaque, not further off than the room needs.
    assert zones[2].intersects(PLAQUES[2].adjusted(-20, -20, 20, 20))


def test_a_winner_the_middle_leaves_no_felt_by_its_plaque_is_paid_beside_it(qapp):
    # The middle fills the felt round seat 1's plaque: no room nearer it than any other
    # plaque is left there, so its label goes beside the plaque, off the felt, inside the
    # widget (without the widget's bounds, nowhere: its payout was once drawn by another
    # seat, or in the widget's corner).
    middle = [QRectF(190, 140, 420, 460), QRectF(-20, 140, 210, 154), QRectF(-20, 436, 210, 160)]
    bounds = QRectF(-120, -20, 1040, 700)
    unbounded = payout_zones([1, 2, 3], PLAQUES, TOWARD, middle, FELT, 0.6, needing={1})
    assert unbounded[1].isEmpty()
    zones = payout_zones([1, 2, 3], PLAQUES, TOWARD, middle, FELT, 0.6, needing={1}, bounds=bounds)
    zone = zones[1]
    assert not zone.isEmpty() and bounds.contains(zone)
    assert zone.right() < PLAQUES[1].left()
    assert not any(zone.intersects(rect) for rect in (*PLAQUES.values(), *middle))
    look = fit_payout(_pile(1, 150), zone, TOWARD[1], QFont(), 16, 22.0)
    assert zone.contains(look.label)
    label = look.label.center()
    assert nearest_plaque(PLAQUES, label) == 1


def test_a_winner_the_felt_leaves_no_room_for_chips_has_them_beside_its_plaque(qapp):
    # The same crowded middle, the take known: its chips go with its label beside the
    # plaque, off the felt, rather than into the tooltip.
    middle = [QRectF(190, 140, 420, 460), QRectF(-20, 140, 210, 154), QRectF(-20, 436, 210, 160)]
    bounds = QRectF(-120, -20, 1040, 700)
    pile = _pile(1, 1360)
    rooms = {1: payout_rooms(pile, QFont(), 16, 22.0, READABLE)}
    zones = payout_zones(
        [1, 2, 3], PLAQUES, TOWARD, middle, FELT, 0.6, needing={1}, rooms=rooms, bounds=bounds
    )
    zone = zones[1]
    assert bounds.contains(zone) and zone.right() < PLAQUES[1].left()
    assert not any(zone.intersects(rect) for rect in (*PLAQUES.values(), *middle))
    look = fit_payout(pile, zone, TOWARD[1], QFont(), 16, 22.0)
    assert not look.chips.isEmpty() and zone.contains(look.unit())
    label = look.label.center()
    assert nearest_plaque(PLAQUES, label) == 1


def test_a_seat_not_dealt_in_has_no_zone():
    assert set(payout_zones([1, 3], PLAQUES, TOWARD, MIDDLE, FELT, 1.0)) == {1, 3}


def _pile(seat: int, amount: int) -> SharePile:
    chips = CARD_ROOM.make_up(amount)
    return SharePile(seat, amount, chips, stacks_from_counts(CARD_ROOM, chips), (), DOLLARS)


DOLLARS = MoneyUnit("$")


def test_a_payout_label_is_written_at_its_usual_size_where_there_is_room():
    look = fit_payout(_pile(5, 1360), QRectF(0, 0, 300, 160), QPointF(0, -1), QFont(), 20, 22.0)
    assert look.pixels == 20 and look.text == "Seat 5 +$1,360" and not look.shortened
    zone = QRectF(0, 0, 300, 160)
    assert zone.contains(look.label) and zone.contains(look.chips)
    assert not look.label.intersects(look.chips)
    assert look.label.top() >= look.chips.bottom()  # under the chips, nearer the plaque below


def test_a_turned_payout_has_its_label_on_the_chips_other_side(qapp):
    zone = QRectF(0, 0, 300, 160)
    pile = _pile(5, 1360)
    look = fit_payout(pile, zone, QPointF(0, -1), QFont(), 20, 22.0)
    turned = fit_payout(pile, zone, QPointF(0, -1), QFont(), 20, 22.0, turned=True)
    assert look.label.top() >= look.chips.bottom()
    assert turned.label.bottom() <= turned.chips.top()
    assert (turned.text, turned.pixels) == (look.text, look.pixels)


def test_a_payout_is_turned_only_where_that_alone_puts_its_label_nearer_its_plaque(qapp):
    pile = _pile(8, 3195)
    zone = QRectF(440, 350, 100, 110)
    # Facing the middle across (left), a little up: the label goes under the chips.
    toward = QPointF(-0.95, -0.3)

    def fitted(turned: bool) -> PayoutLook:
        return fit_payout(pile, zone, toward, QFont(), 16, 18.0, turned=turned)

    as_fitted, turned = fitted(False), fitted(True)
    assert as_fitted.label.top() > turned.label.top()
    own = (620.0, 390.0)
    # Seat 9's plaque below the zone: the label under the chips is nearer it.
    below = (520.0, 520.0)
    assert placed_payout(fitted, own, [below]) == turned
    # Seat 7's plaque above the zone instead: the label under the chips is the seat's.
    above = (520.0, 260.0)
    assert placed_payout(fitted, own, [above]) == as_fitted
    # Nearer a plaque either way: as fitted.
    beside = (490.0, 400.0)
    assert placed_payout(fitted, own, [beside]) == as_fitted


def test_a_long_payout_in_a_narrow_zone_shrinks_to_the_floor_then_shortens():
    zone = QRectF(0, 0, 70, 60)
    look = fit_payout(_pile(5, 10**12), zone, QPointF(0, 1), QFont(), 20, 22.0)
    assert look.pixels == LABEL_FLOOR and look.shortened
    assert look.text == "Seat 5\n+$1T"
    assert zone.contains(look.label)
    assert look.label.bottom() <= look.chips.top() or look.chips.isEmpty()  # label first


def test_a_label_too_long_for_a_crowded_seats_least_room_is_cut_to_it(qapp):
    # An uncalled bet's "returned" line is as long at the floor, shortened or not: in the
    # least room of a crowded seat it is cut, never wider than the zone (so never over a
    # plaque or a pot's words), the seat and what it wins kept.
    chips = CARD_ROOM.make_up(2525)
    pile = SharePile(4, 2525, chips, stacks_from_counts(CARD_ROOM, chips), (), DOLLARS, 430)
    zone = QRectF(178, 202, 53.3, 29.3)
    look = fit_payout(pile, zone, QPointF(0.6, 0.8), QFont(), 16, 22.0)
    assert zone.contains(look.label)
    assert look.pixels == LABEL_FLOOR and look.shortened
    assert look.text.split("\n")[:2] == ["Seat 4", "+$2K"]
    returned_only = SharePile(8, 430, CARD_ROOM.make_up(430), (), (), DOLLARS, 430)
    look = fit_payout(returned_only, QRectF(0, 0, 62, 34), QPointF(-1, 0), QFont(), 16, 22.0)
    assert QRectF(0, 0, 62, 34).contains(look.label)
    assert look.text.startswith("Seat 8\n$430") and look.text.endswith("…")
    low = QRectF(0, 0, 60, 18)  # room for one line only, too short for "Seat 4 +$2K"
    look = fit_payout(pile, low, QPointF(0, 1), QFont(), 16, 22.0)
    # The amount whole, by its own plaque, rather than "Seat…", which says neither.
    assert low.contains(look.label) and look.text == "+$2K"
    wider = QRectF(0, 0, 90, 18)
    look = fit_payout(pile, wider, QPointF(0, 1), QFont(), 16, 22.0)
    assert wider.contains(look.label) and look.text == "Seat 4 +$2K"


def test_a_cut_label_shows_an_amount_whole_or_not_at_all(qapp):
    # "+$5…" of $56.9B reads as five of something: the amount goes whole or goes.
    amount = 56_999_999_988
    chips = CARD_ROOM.make_up(amount)
    pile = SharePile(7, amount, chips, stacks_from_counts(CARD_ROOM, chips), (), DOLLARS)
    for size in ((48, 34), (55, 34), (44, 34), (60, 18), (48, 18), (40, 18)):
        zone = QRectF(0, 0, *size)
        look = fit_payout(pile, zone, QPointF(0, 1), QFont(), 16, 22.0)
        assert zone.contains(look.label)
        lines = look.text.split("\n")
        whole = ("+$56.9B", "$56.9B")
        assert all(line in whole or line.startswith("Se") for line in lines), look.text
    one_line = fit_payout(pile, QRectF(0, 0, 60, 18), QPointF(0, 1), QFont(), 16, 22.0)
    assert one_line.text == "+$56.9B"
    # Too narrow for "+$56.9B": the amount without its sign, by the seat's own plaque,
    # rather than the seat's name alone, which says nothing of what to push.
    narrow = fit_payout(pile, QRectF(0, 0, 55, 34), QPointF(0, 1), QFont(), 16, 22.0)
    assert narrow.text == "Seat 7\n$56.9B"


def test_payout_labels_grow_with_the_table_and_never_go_under_16_px():
    assert payout_pixels(0.62) == 16
    assert payout_pixels(1.0) < payout_pixels(1.5)


def test_a_short_amount_keeps_the_unit():
    assert short_money(DOLLARS, 1_234_000_000_000) == "$1.2T"
    assert short_money(DOLLARS, 34_500_000) == "$34.5M"
    assert short_money(MoneyUnit("$", 100), 150_000) == "$1.5K"


def test_a_short_amount_is_cut_never_rounded_up():
    # Two all-ins a side pot tells apart never read the same.
    assert short_money(DOLLARS, 999_999_999_997) == "$999.9B"
    assert short_money(DOLLARS, 10**12) == "$1T"
    assert short_money(DOLLARS, 1_999_999) == "$1.9M"
    assert short_money(DOLLARS, -1_999_999) == "-$1.9M"
    zone = QRectF(0, 0, 70, 60)
    look = fit_payout(_pile(5, 999_999_999_997), zone, QPointF(0, 1), QFont(), 20, 22.0)
    assert look.shortened and look.text == "Seat 5\n+$999.9B"


def test_a_label_fitted_again_in_another_font_is_measured_in_that_font():
    # Sizes are remembered by font: the same words in a wider font are not given the
    # narrower font's room.
    zone = QRectF(0, 0, 300, 160)
    plain = fit_payout(_pile(5, 1360), zone, QPointF(0, -1), QFont(), 20, 22.0)
    wide = QFont()
    wide.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 150)
    spaced = fit_payout(_pile(5, 1360), zone, QPointF(0, -1), wide, 20, 22.0)
    again = fit_payout(_pile(5, 1360), zone, QPointF(0, -1), QFont(), 20, 22.0)
    assert spaced.label.width() > plain.label.width()
    assert again == plain
    # Each look has rectangles of its own: changing one changes no other.
    again.label.moveLeft(again.label.left() + 40)
    assert fit_payout(_pile(5, 1360), zone, QPointF(0, -1), QFont(), 20, 22.0) == plain


def test_on_a_small_screen_a_label_shrinks_a_little_to_keep_its_chips_in_sight(qtbot, tmp_path):
    # Run twice at 1024x700: seat 1's zone beside its plaque is too low for a 16 px label
    # over its chips (an odd chip's caption widens them): the label gives a little.
    window = make_window(qtbot, tmp_path, QSize(1024, 700))
    assert window.open_path(resource("examples", "holdem-run-it-twice.json"))
    table = window.table
    keep = readable_pixels(window_scale(QSizeF(table.size())))
    assert LABEL_FLOOR <= keep < READABLE
    for pile in table.share_piles():
        look = table.payout_look(pile.seat)
        assert look is not None
        assert not look.chips.isEmpty(), f"seat {pile.seat}'s chips are not on the felt"
        assert look.pixels >= keep
        assert table.payout_zone(pile.seat).contains(look.chips.united(look.label))


def test_on_a_small_screen_a_label_goes_down_to_the_floor_before_it_drops_its_chips(qapp):
    # A zone with room for the label alone at the size a small screen keeps, or for its
    # chips with a label at the floor, not both: the chips stay in sight, the label
    # smaller. From a laptop's window up, the label keeps its size first.
    pile = _pile(5, 1360)
    small = readable_pixels(0.72)
    assert chips_first(small) and not chips_first(READABLE)
    rooms = payout_rooms(pile, QFont(), 20, 22.0, small)
    assert rooms.with_chips == 2
    assert payout_rooms(pile, QFont(), 20, 22.0, READABLE).with_chips == 1

    def holds(zone: QSizeF, tier: tuple[QSizeF, ...]) -> bool:
        return any(s.width() <= zone.width() and s.height() <= zone.height() for s in tier)

    zone = next(
        QRectF(QPointF(0, 0), size)
        for size in rooms.least[1]
        if holds(size, rooms.least[2]) and not holds(size, rooms.least[0])
    )
    look = fit_payout(pile, zone, QPointF(0, -1), QFont(), 20, 22.0, small)
    assert not look.chips.isEmpty() and LABEL_FLOOR <= look.pixels < small
    assert zone.contains(look.unit()) and not look.label.intersects(look.chips)
