"""The middle's search works out each different middle once: rows of more pots than the felt
holds are the same middle as the widest row; a middle moves up or down its band where that
leaves a winner room for its chips; each winner's room is measured for its own take."""

from __future__ import annotations

import itertools
import json
from collections.abc import Mapping, Sequence

import pytest
from PySide6.QtCore import QRectF, QSize, QSizeF
from PySide6.QtWidgets import QApplication

import dealer_app.gui.table.middle_search as middle_search
import dealer_app.gui.table.view as view_module
from dealer_app.gui.table.layout import (
    MIN_SCALE,
    MiddleLayout,
    PotCells,
    TableGeometry,
    middle_layout,
    pots_across,
)
from dealer_app.gui.table.middle_search import (
    MIDDLES_WEIGHED,
    MiddleSearch,
    MiddleShape,
    RoomAsked,
    Shortfall,
)
from dealer_app.model.hands.games import GAMES
from tests.gui.table.test_felt_geometry import (
    deal_game,
    deal_seeded,
    felt_clashes,
    resized,
)
from tests.gui.table_testing import make_window


def test_pots_across_is_how_middle_layout_lays_its_rows(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, QSize(1280, 720))
    geometry = window.table.table_geometry()
    assert geometry is not None
    info = QSizeF(300, 40)
    for widths in ((150.0,), (150.0, 60.0, 240.0, 90.0, 90.0, 300.0, 60.0, 60.0)):
        for count in range(1, len(widths) * 8 + 1):
            cells = PotCells(60, tuple(itertools.islice(itertools.cycle(widths), count)))
            for columns in range(count + 1):
                across = pots_across(geometry, cells, columns)
                middle = middle_layout(geometry, [], cells, info, columns=columns)
                tops = [rect.top() for rect in middle.pot_cells]
                longest = max(tops.count(top) for top in set(tops))
                assert longest == across, (count, columns)
                assert middle == middle_layout(geometry, [], cells, info, columns=across)


def test_a_short_side_pot_sits_beside_a_long_main_pot(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, QSize(1024, 700))
    geometry = window.table.table_geometry()
    assert geometry is not None
    cells = PotCells(60, (260.0, 70.0, 70.0, 70.0))
    middle = middle_layout(geometry, [], cells, QSizeF(300, 40))
    rows = sorted({rect.top() for rect in middle.pot_cells})
    assert len(rows) < len(cells.widths)
    for left, right in itertools.pairwise(middle.pot_cells):
        if left.top() == right.top():
            assert left.right() <= right.left() + 0.01  # side by side, never over each other
    assert [rect.width() for rect in middle.pot_cells] == list(cells.widths)


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
        cells: PotCells,
        info: QSizeF,
        *,
        shift: int = 0,
        columns: int = 0,
        across: int = 0,
    ) -> MiddleLayout:
        # A middle is what it is laid out from, its rows as wide as pots_across says.
        wide = pots_across(geometry, cells, columns)
        laid.append((tuple(boards), cells, info.toTuple(), shift, wide, across))
        return middle_layout(
            geometry, boards, cells, info, shift=shift, columns=columns, across=across
        )

    monkeypatch.setattr(view_module, "middle_layout", recorded)
    resized(window, QSize(1366, 768))  # a size not laid out before: the middle is searched
    assert len(laid) > 4
    # Each middle tried is laid out once (twice: to find its band, then in it); only the
    # one chosen is laid out again, to be placed.
    repeated = len(laid) - len(set(laid))
    assert repeated <= 2


# Badeucy at ten seats, every other seat paid: seat 6, at the top of a 1024x700 table under
# the banner that says the file was opened, has room for its label alone above a middle
# centred in its band.
TOP_SEAT_PAID = {
    "format": "dealer-app/scenario@1",
    "game": "badeucy",
    "button": 1,
    "seats": [
        {"seat": seat, "cards": cards.split(), "committed": 100 * (1 + seat % 3) + 7}
        for seat, cards in enumerate(
            (
                "4s 7s Ah Td 9h",
                "Ks 6h Qs 2d 5d",
                "Kh Qd Ts Ad 3s",
                "9c 2c 3h Qc 7c",
                "5c 5h Qh 7h Jd",
                "6c Th 3c 9s 7d",
                "8d 3d 8h 9d Tc",
                "8c Jc Ac 5s 4d",
                "Js As Jh 4h Kc",
                "2h 2s 4c 8s Kd",
            ),
            start=1,
        )
    ],
    "board": [],
    "chips": [
        {"name": "black", "value": 100},
        {"name": "green", "value": 25},
        {"name": "red", "value": 5},
        {"name": "white", "value": 1},
    ],
}


def test_a_middle_moves_down_its_band_to_leave_a_top_seat_room_for_its_chips(qtbot, tmp_path):
    path = tmp_path / "top-seat-paid.json"
    path.write_text(json.dumps(TOP_SEAT_PAID), encoding="utf-8")
    window = make_window(qtbot, tmp_path, QSize(1024, 700))
    assert window.open_path(path)
    QApplication.processEvents()
    view = window.table
    paid = sorted({pile.seat for pile in view.share_piles()})
    assert paid == [2, 4, 6, 8, 10]
    # Each winner's take shows as its label over its chips, seat 6's too.
    looks = {seat: view.payout_look(seat) for seat in paid}
    assert all(look is not None and not look.chips.isEmpty() for look in looks.values())


def test_the_board_stays_readable_however_many_pots_the_middle_holds(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, QSize(1024, 700))
    assert deal_game(window, "bigo", 8)
    for seat, amount in enumerate((150, 2_500, 37, 150, 999_999, 1, 150_000, 77_777), 1):
        window.controller.set_committed(seat, amount * 1_000)
    QApplication.processEvents()
    view = window.table
    assert len(window.controller.scenario.pots()) >= 5
    # The pots take the middle's room at its smallest; the board does not go below what
    # a dealer reads on a laptop's screen, as a seat's cards do not.
    assert view.boards[0].card_height() >= 36


def test_a_winner_whose_pile_is_wider_than_the_usual_keeps_its_chips(qtbot, tmp_path):
    # Ace-to-five at ten seats on a small screen: seat 3 takes 10 black, 2 green and 4 red,
    # three stacks under "Seat 3 +$1,070". Measured against a usual pile, the middle seemed
    # to leave it room, and its label was drawn alone between its neighbours' plaques.
    small = QSize(1024, 700)
    window = make_window(qtbot, tmp_path, small)
    assert deal_game(window, "ace5", 10)
    view = resized(window, small)
    winners = sorted({pile.seat for pile in view.share_piles()})
    assert 3 in winners and len(winners) >= 3
    for seat in winners:
        look = view.payout_look(seat)
        assert look is not None and not look.chips.isEmpty(), seat


@pytest.mark.slow
@pytest.mark.parametrize("size", [QSize(1024, 700), QSize(1366, 768), QSize(1920, 1080)])
def test_every_winner_keeps_its_chips_through_every_game(qtbot, tmp_path, size):
    # One window deals every game at six then ten seats, as a dealer goes through them (the
    # banners of the changes over the table): badeucy's seat 6 at 1366x768 and ace-to-five's
    # seat 9 at 1024x700 once had their labels alone.
    window = make_window(qtbot, tmp_path, size)
    paid = []
    for game in [game.value for game in GAMES]:
        for seats in (6, 10):
            if not deal_game(window, game, seats):
                continue
            view = resized(window, size)
            QApplication.processEvents()
            view.settle()
            for seat in sorted({pile.seat for pile in view.share_piles()}):
                look = view.payout_look(seat)
                paid.append((game, seats, seat, look is not None and not look.chips.isEmpty()))
    assert len(paid) > 50
    assert [entry for entry in paid if not entry[3]] == []


def _winners_without_chips(view) -> list[int]:
    return [
        pile.seat
        for pile in view.share_piles()
        if (look := view.payout_look(pile.seat)) is None or look.chips.isEmpty()
    ]


def test_pots_move_aside_for_the_side_of_the_table_with_more_winners(qtbot, tmp_path, monkeypatch):
    # Omaha hi-lo at ten seats on a small screen, a random deal with side pots: three
    # winners (seats 1, 6 and 10) where the pots in the middle leave none of them room for
    # its chips by its own plaque. Moved aside, away from the side with more winners, the
    # pots leave every winner its chips and the explanation two long lines; kept in the
    # middle, they leave them their chips only with the explanation cut shorter (the whole
    # in its tooltip).
    small = QSize(1024, 700)

    def dealt() -> view_module.TableView:
        window = make_window(qtbot, tmp_path, small)
        assert deal_game(window, "omaha8", 10)
        deal_seeded(window, 19)
        view = resized(window, small)
        view.settle()
        return view

    view = dealt()
    assert len(view.share_piles()) == 3
    assert _winners_without_chips(view) == []
    assert felt_clashes(view, small) == []
    centre = view.table_geometry().center.x()
    assert view.boards[0].geometry().center().x() == pytest.approx(centre, abs=1)
    pots = [rect.center().x() - centre for rect, _ in view.pot_rects()]
    sides = [
        plaque.geometry().center().x() - centre
        for plaque in view.seats
        if plaque.number in {pile.seat for pile in view.share_piles()}
    ]
    more_on_right = sum(side > 1 for side in sides) > sum(side < -1 for side in sides)
    moved = sum(pots) / len(pots)
    assert abs(moved) > 20 and (moved < 0) == more_on_right, (pots, sides)

    assert "\n" in view.info.text()
    monkeypatch.setattr(middle_search, "ways_aside", lambda *_: ())
    kept = dealt()
    assert _winners_without_chips(kept) == []
    assert kept.info.text().endswith("…")
    assert len(kept.info.text()) < len(view.info.text())
    assert len(kept.info.toolTip()) > len(kept.info.text())


class _OneWinnerTable:
    """A table at its smallest plaques whose middle, a box 400 px wide at full size, leaves
    its one winner room for its chips only at the zoom ``fits`` or smaller."""

    def __init__(self, fits: float) -> None:
        self.fits = fits
        self.weighed: list[float] = []
        self.felt = QRectF(0, 0, 800, 500)

    def geometry(self) -> TableGeometry:
        return TableGeometry(self.felt, (), QSizeF(100, 60), MIN_SCALE)

    def place_plaques(self, most: float) -> TableGeometry:
        return self.geometry()

    def plaques(self) -> list[QRectF]:
        return []

    def winners_plaques(self, plaques: Sequence[QRectF]) -> list[QRectF]:
        return []

    def dealer_mark(self, geometry: TableGeometry) -> QRectF:
        return QRectF(380, 490, 40, 10)

    def pot_rows(self, geometry: TableGeometry, shape: MiddleShape) -> list[int]:
        return [0]

    def blockers(
        self, geometry: TableGeometry, plaques: list[QRectF], shape: MiddleShape
    ) -> list[QRectF]:
        width = 400 * shape.zoom
        return [QRectF(400 - width / 2, 150 + shape.nudge[1], width, 100)]

    def least_rooms(self) -> dict[int, tuple[QSizeF, ...]]:
        return {1: (QSizeF(100, 50),)}

    def zones_short(
        self, geometry: TableGeometry, blockers: list[QRectF], asked: RoomAsked
    ) -> Shortfall:
        zoom = blockers[0].width() / 400
        self.weighed.append(zoom)
        return Shortfall(0, 0) if zoom <= self.fits + 1e-9 else Shortfall(0, 1)

    def alone_short(
        self, geometry: TableGeometry, own: Mapping[int, Sequence[QSizeF]]
    ) -> dict[int, bool]:
        return {}

    def layout_key(self) -> tuple[object, ...]:
        return (self.fits,)


def test_the_middle_is_the_largest_that_leaves_every_winner_its_room() -> None:
    table = _OneWinnerTable(fits=0.7)
    found = middle_search.finished(MiddleSearch(table).search(MIDDLES_WEIGHED))
    assert found.shape.zoom == 0.7 and found.counted
    assert table.weighed == [1.0, 0.9, 0.8, 0.7]  # none smaller once one fits


def test_a_search_weighs_no_more_middles_than_its_bound_and_finds_them_again_at_once() -> None:
    table = _OneWinnerTable(fits=0.1)
    search = MiddleSearch(table)
    found = middle_search.finished(search.search(2))
    assert len(table.weighed) == 2 and not found.counted
    table.weighed.clear()
    again = middle_search.finished(search.search(2))
    assert again == found and table.weighed == []
