"""Each winner's chips and label read as one unit: the pile lies nearer its own label than
any other seat's, inside a frame that holds the two, on the crowded tables of a small screen
where payouts stand in one column."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, QSize

from dealer_app.gui.table.view import TableView
from tests.gui.table.test_felt_geometry import deal_game, resized
from tests.gui.table_testing import make_window

SMALL = QSize(1024, 700)

# Omaha hi-lo, ten seats, ordinary amounts: seats 3, 2 and 1 win, and their payouts stand
# in one column left of the pots; seat 2's chips lay between seat 3's label and its own.
COLUMN_OF_PAYOUTS = {
    "format": "dealer-app/scenario@1",
    "game": "omaha8",
    "button": 1,
    "seats": [
        {"seat": 1, "cards": ["Ah", "2d", "Kc", "Qs"], "committed": 1000},
        {"seat": 2, "cards": ["3s", "4d", "Jc", "Jd"], "committed": 1000},
        {"seat": 3, "cards": ["7c", "7h", "8s", "9s"], "committed": 999},
        {"seat": 4, "cards": ["2c", "3c", "Kd", "Ks"], "committed": 997},
        {"seat": 5, "cards": [], "folded": True, "committed": 5},
        {"seat": 6, "cards": ["As", "4s", "Qh", "Qc"], "committed": 123},
        {"seat": 7, "cards": [], "folded": True, "committed": 5},
        {"seat": 8, "cards": ["Ad", "3d", "Tc", "Ts"], "committed": 999},
        {"seat": 9, "cards": [], "folded": True, "committed": 0},
        {"seat": 10, "cards": ["6h", "6d", "9h", "9c"], "committed": 1000},
    ],
    "board": ["Jh", "6c", "8d", "5s", "Th"],
    "chips": [
        {"name": "black", "value": 100},
        {"name": "green", "value": 25},
        {"name": "red", "value": 5},
        {"name": "white", "value": 1},
    ],
}


def apart(a: QRectF, b: QRectF) -> float:
    """How far ``a`` lies from ``b``, edge to edge (0 where they touch or overlap)."""
    across = max(0.0, b.left() - a.right(), a.left() - b.right())
    down = max(0.0, b.top() - a.bottom(), a.top() - b.bottom())
    return math.hypot(across, down)


def misread_piles(view: TableView) -> list[str]:
    """Each pile on the felt whose nearest label is not its own seat's, or that lies as
    near another seat's payout as its own label; and frames that run into each other."""
    looks = {pile.seat: view.payout_look(pile.seat) for pile in view.share_piles()}
    assert None not in looks.values()
    wrong = []
    for seat, look in looks.items():
        assert look is not None
        others = {other: found for other, found in looks.items() if other != seat and found}
        for other, found in others.items():
            if apart(look.unit(), found.unit()) <= 0:
                wrong.append(f"seat {seat}'s frame touches seat {other}'s")
        if look.chips.isEmpty():
            continue
        own = apart(look.chips, look.label)
        for other, found in others.items():
            if apart(look.chips, found.label) <= own:
                wrong.append(f"seat {seat}'s chips as near seat {other}'s label as its own")
            if apart(look.chips, found.unit()) <= own:
                wrong.append(f"seat {seat}'s chips as near seat {other}'s payout as its label")
    return wrong


def test_a_column_of_payouts_reads_each_pile_with_its_own_label(qtbot, tmp_path):
    path = Path(tmp_path) / "column.json"
    path.write_text(json.dumps(COLUMN_OF_PAYOUTS), encoding="utf-8")
    window = make_window(qtbot, tmp_path, SMALL)
    assert window.open_path(path)
    # As the file opened from the command line shows it: the felt without the banner.
    window.banner.dismiss()
    view = resized(window, SMALL)
    view.grab()
    assert {pile.seat for pile in view.share_piles()} == {1, 2, 3}
    assert misread_piles(view) == []
    chips = [seat for seat in (1, 2, 3) if not view.payout_look(seat).chips.isEmpty()]
    assert len(chips) >= 2, chips
    # The label's item paints the frame round the whole unit, chips and words.
    for seat, (pile_item, label_item) in view.felt.payout_items().items():
        look = view.payout_look(seat)
        assert label_item.box() == look.unit()
        assert label_item.box().contains(pile_item.box()) or pile_item.box().isEmpty()


@pytest.mark.parametrize(("game", "seats"), [("stud8", 6), ("razzdugi", 6), ("omaha8", 10)])
def test_a_random_deal_reads_each_pile_with_its_own_label(qtbot, tmp_path, game, seats):
    window = make_window(qtbot, tmp_path, SMALL)
    assert deal_game(window, game, seats)
    view = resized(window, SMALL)
    view.grab()
    assert view.share_piles()
    assert misread_piles(view) == []
