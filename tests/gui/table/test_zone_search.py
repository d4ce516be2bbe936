"""A new result is laid out without trying what cannot help: no middle leaves fewer winners
short of room than those that find none even alone on the felt, and the middle's search
stops at a middle that leaves only those."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, QRectF, QSize, QSizeF

import dealer_app.gui.table.share_places as share_places
import dealer_app.gui.table.view as view_module
from dealer_app.gui.main_window import MainWindow
from dealer_app.gui.table.middle_search import Shortfall
from dealer_app.gui.table.share_places import ZoneSearch, alone_short, zones_short
from tests.gui.table.test_felt_geometry import deal_game, resized
from tests.gui.table.test_payouts_on_felt import load_scan
from tests.gui.table_testing import make_window

LEAST = (QSizeF(64, 34), QSizeF(90, 26))
FELT = QRectF(0, 0, 800, 500)
# Three seats in a row along the top edge, each facing down.
PLAQUES = {n: QRectF(80 + 240 * (n - 1), 20, 160, 90) for n in (1, 2, 3)}
TOWARD = {n: QPointF(0, 1) for n in PLAQUES}


def search(
    needing: set[int], middle: list[QRectF], scale: float, seats: tuple[int, ...] = (1, 2, 3)
) -> ZoneSearch:
    """The three seats along the top, ``needing`` paid, with ``middle`` on the felt."""
    return ZoneSearch(seats, needing, PLAQUES, TOWARD, middle, FELT, scale, LEAST)


def least_shortfall(
    found: ZoneSearch, own: dict[int, tuple[QSizeF, ...]] | None = None
) -> Shortfall:
    """The shortfall no middle can better: the winners short even alone on the felt, and of
    those the ones with no room even for their label."""
    alone = alone_short(found, own)
    return Shortfall(sum(alone.values()), len(alone))


@pytest.fixture
def weighed(monkeypatch: pytest.MonkeyPatch) -> list[Shortfall]:
    """What each middle the table's layouts weigh leaves short, in turn."""
    found: list[Shortfall] = []

    def counted(*args: object, **kwargs: object) -> Shortfall:
        short = zones_short(*args, **kwargs)  # type: ignore[arg-type]
        found.append(short)
        return short

    monkeypatch.setattr(share_places, "zones_short", counted)
    return found


def test_a_seat_walled_off_even_alone_is_short_whatever_the_middle():
    wall = [QRectF(40, 110, 260, 390)]  # the felt in front of seat 1, to the bottom
    assert least_shortfall(search({1, 3}, wall, 1.0)) == Shortfall(1, 1)
    assert least_shortfall(search({2, 3}, wall, 1.0)) == Shortfall(0, 0)


@pytest.mark.parametrize("seed", range(12))
def test_no_middle_leaves_fewer_winners_short_than_the_bound(seed):
    rng = random.Random(seed)
    mark = [QRectF(360, 470, 80, 20)]
    bound = least_shortfall(search({1, 2, 3}, mark, 0.6))
    for _ in range(8):
        width, height = rng.uniform(100, 600), rng.uniform(40, 300)
        left, top = rng.uniform(0, 800 - width), rng.uniform(110, 500 - height)
        middle = [QRectF(left, top, width, height), *mark]
        found = zones_short(search({1, 2, 3}, middle, 0.6))
        assert found.short >= bound.short and found.without >= bound.without


def test_a_middle_as_good_as_the_felt_allows_ends_the_search(qtbot, tmp_path, weighed):
    # Ten seats on a laptop's window, a hold'em winner's large take (three colours, six
    # figures): the first middle that leaves every winner as much room as the felt allows
    # (here, all of them their chips: the label by the plaque, the chips reaching on) is
    # taken, not every smaller one tried after it (each search of a new result cost some
    # 10 ms).
    window = make_window(qtbot, tmp_path, QSize(1024, 700))
    assert deal_game(window, "holdem", 10)
    for seat in range(1, 11):
        window.controller.set_committed(seat, (100 * (1 + seat % 3) + 7) * 37)
    weighed.clear()
    resized(window, QSize(1280, 720))  # a size not laid out before: the middle is searched
    assert weighed == [Shortfall(0, 0)]
    assert window.table.label_only_seats() == ()


def test_a_winner_is_short_of_the_room_its_own_take_needs():
    # The felt under seat 2 is 120 px deep: a usual payout reads in it, a take whose label
    # and chips need 150 px does not.
    wall = [QRectF(0, 230, 800, 270)]
    assert zones_short(search({2}, wall, 1.0)) == Shortfall(0, 0)
    own = {2: (QSizeF(120, 150),)}
    assert zones_short(search({2}, wall, 1.0), own=own) == Shortfall(0, 1)
    assert least_shortfall(search({2}, wall, 1.0), own) == Shortfall(0, 1)


def test_a_crowded_new_result_weighs_a_bounded_number_of_middles(
    qtbot, tmp_path, monkeypatch, weighed
):
    # Each middle weighed is a search of every winner's room, up to some 60 ms on a full
    # table of side pots: a card picked on the most crowded table once weighed 174 of them
    # (ten seconds). The layout stops at its bound, takes the best middle weighed and still
    # gives every winner its payout on the felt.
    monkeypatch.setattr(view_module, "MIDDLES_WEIGHED", 3)
    window = make_window(qtbot, tmp_path, QSize(1024, 700))
    # Ten seats of hold'em hi-lo, six pots: unbounded, this layout weighs some twenty middles.
    assert load_scan().random_hand(window, game="holdem8", seats=10, seed=0)
    weighed.clear()
    resized(window, QSize(1040, 700))  # a size not laid out before: the middle is searched
    assert len(weighed) == 3
    table = window.table
    shares = table.share_piles()
    assert shares and all(table.payout_look(pile.seat) is not None for pile in shares)


def crowded(qtbot, folder) -> MainWindow:
    """Ten seats of hold'em hi-lo, six pots, at 1024x700 and settled: laid out afresh at
    another size, it weighs some twenty middles."""
    window = make_window(qtbot, folder, QSize(1024, 700))
    assert load_scan().random_hand(window, game="holdem8", seats=10, seed=0)
    window.table.settle()
    return window


def test_a_crowded_result_is_painted_at_once_and_settles_between_clicks(
    qtbot, tmp_path, monkeypatch, weighed
):
    # The first middles weighed give the table its paint: the whole search goes on after
    # it, a few middles at a time, and ends on the middle a search to the end gives.
    window = crowded(qtbot, tmp_path / "sliced")
    weighed.clear()
    table = resized(window, QSize(1040, 700))
    assert len(weighed) == view_module.FIRST_WEIGHED
    assert table.settling()
    shares = table.share_piles()
    assert shares and all(table.payout_look(pile.seat) is not None for pile in shares)
    qtbot.waitUntil(lambda: not table.settling(), timeout=60_000)
    first, settled = view_module.FIRST_WEIGHED, len(weighed)
    assert settled > first

    monkeypatch.setattr(view_module, "FIRST_WEIGHED", view_module.MIDDLES_WEIGHED)
    whole = crowded(qtbot, tmp_path / "whole")
    weighed.clear()
    whole = resized(whole, QSize(1040, 700))
    assert not whole.settling()
    # The search after the paint weighs what a search to the end weighs.
    assert settled - first == len(weighed)
    # The payouts may stay where the first paint put them, where they still fit.
    assert [part for part in table.felt_parts() if not part[0].startswith("seat ")] == [
        part for part in whole.felt_parts() if not part[0].startswith("seat ")
    ]
    assert table.label_only_seats() == whole.label_only_seats()


def test_a_picture_of_a_crowded_table_shows_it_settled(qtbot, tmp_path):
    window = crowded(qtbot, tmp_path)
    table = resized(window, QSize(1040, 700))
    assert table.settling()
    assert window.files.render_window(tmp_path / "table.png")
    assert not table.settling()
    assert (tmp_path / "table.png").stat().st_size > 0
