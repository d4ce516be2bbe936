"""Every winner's chips are on the felt, by its label: a payout drawn as its label alone (the
chips only in its tooltip) leaves the dealer guessing which chips go to whom. A fixed
sample of the scan in ``tools/payout_scan.py``: crowded tables on a small laptop and a
laptop, each hand in a window of its own opened at that size."""

from __future__ import annotations

import importlib.util
import math
import sys
from functools import partial
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QRectF, QSize

from dealer_app.gui.file_actions import example_files
from dealer_app.gui.main_window import MainWindow
from tests.gui.table_testing import make_window

SMALL = QSize(1024, 700)
LAPTOP = QSize(1366, 768)
SCAN_FILE = Path(__file__).resolve().parents[3] / "tools" / "payout_scan.py"


def load_scan() -> ModuleType:
    """The scan script, imported from ``tools/`` (it lives outside the package)."""
    spec = importlib.util.spec_from_file_location("payout_scan", SCAN_FILE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("payout_scan", module)
    spec.loader.exec_module(module)
    return module


scan = load_scan()
EXAMPLES = {Path(str(entry)).name: Path(str(entry)) for entry in example_files()}

SAMPLE_EXAMPLES = (
    "bigo-quartered.json",
    "holdem-three-all-ins-side-pots.json",
    "omaha8-quartered.json",
    "studhilo-ten-low-no-qualifier.json",
)
SAMPLE_DEALS = (("holdem8", 10, 1), ("omaha8", 10, 1), ("razz", 9, 0))

LAPTOP_DEALS = (
    ("holdem", 10, 0),
    ("holdem8", 9, 0),
    ("holdem8", 10, 7),
    ("omaha8", 10, 4),
    ("bigo", 10, 1),
    ("stud8", 10, 3),
)
"""Random deals of the scan, of most games, that had a winner drawn label-only on a laptop
(120 of 860 winners over the whole scan; none now)."""

FULL_TABLES = (("bigo", 10, 0), ("stud8", 9, 0))
"""Full tables on a small laptop that once had winners drawn label-only: a seat at the end
of the oval, its neighbours' plaques nearer the middle, found no room whose middle was
nearer its own plaque; its label now lies by its plaque, its chips reaching on."""

CROWDED_MIDDLES = (("omaha8", 10, 0),)
"""Full tables on a small laptop where six pots and their words fill the felt: with the
plaques at their smallest, the explanation cut to a line (the whole in its tooltip) and the
pots moved aside leave every winner its chips."""

CROWDED_POTS = (("holdem8", 10, 0), ("omaha8", 9, 4))
"""Full tables on a small laptop where six or five pots fill the middle even with the
explanation cut: each pot's winners are left to its tooltip, each pot a line lower, and
every winner shows its chips (seat 7 of the first, between the board and its plaque, had
room for its label alone)."""


def shown(qtbot, folder: Path, size: QSize, setup) -> tuple[int, list[int]]:
    window = make_window(qtbot, folder, size)
    assert setup(window)
    return scan.label_only(window)


def test_every_winner_of_a_crowded_table_shows_its_chips(qtbot, tmp_path):
    setups = [
        (name, lambda window, name=name: scan.open_padded(window, path=EXAMPLES[name], seats=10))
        for name in SAMPLE_EXAMPLES
    ]
    setups += [
        (
            f"{game} {seats} {seed}",
            lambda window, game=game, seats=seats, seed=seed: scan.random_hand(
                window, game=game, seats=seats, seed=seed
            ),
        )
        for game, seats, seed in SAMPLE_DEALS
    ]
    winners, missed = 0, []
    for name, setup in setups:
        for size in (SMALL, LAPTOP):
            count, seats = shown(qtbot, tmp_path, size, setup)
            winners += count
            missed += [(name, size.width(), seat) for seat in seats]
    assert winners >= 30
    assert missed == []


def dealt(
    qtbot, folder: Path, game: str, seats: int, seed: int, size: QSize = SMALL
) -> tuple[MainWindow, int, list[int]]:
    """A window of ``size`` showing random deal ``seed`` of ``game`` at ``seats`` seats, its
    winners counted and those drawn label-only."""
    window = make_window(qtbot, folder, size)
    assert scan.random_hand(window, game=game, seats=seats, seed=seed)
    count, label_only = scan.label_only(window)
    return window, count, label_only


def full_table(qtbot, folder: Path, game: str, seats: int, seed: int) -> list[int]:
    """The winners drawn label-only on a small laptop for random deal ``seed`` of ``game``
    at ``seats`` seats (some winners there, checked)."""
    count, label_only = shown(
        qtbot, folder, SMALL, partial(scan.random_hand, game=game, seats=seats, seed=seed)
    )
    assert count >= 2
    return label_only


def test_every_winner_of_a_full_table_on_a_laptop_shows_its_chips(qtbot, tmp_path):
    winners, missed = 0, []
    for game, seats, seed in LAPTOP_DEALS:
        setup = partial(scan.random_hand, game=game, seats=seats, seed=seed)
        count, label_only = shown(qtbot, tmp_path, LAPTOP, setup)
        winners += count
        missed += [(game, seats, seed, seat) for seat in label_only]
    assert winners >= 15
    assert missed == []


@pytest.mark.parametrize(("game", "seats", "seed"), FULL_TABLES)
def test_every_winner_of_a_full_table_on_a_small_laptop_shows_its_chips(
    qtbot, tmp_path, game, seats, seed
):
    assert full_table(qtbot, tmp_path, game, seats, seed) == []


@pytest.mark.parametrize(("game", "seats", "seed"), CROWDED_MIDDLES)
def test_every_winner_of_a_table_whose_pots_fill_the_middle_shows_its_chips(
    qtbot, tmp_path, game, seats, seed
):
    window, count, label_only = dealt(qtbot, tmp_path, game, seats, seed)
    assert count >= 2 and label_only == []
    words = window.table.info
    assert "\n" not in words.text() and words.text().endswith("…")
    assert len(words.toolTip()) > len(words.text())


@pytest.mark.parametrize(("game", "seats", "seed"), CROWDED_POTS)
def test_every_winner_of_the_most_crowded_tables_shows_its_chips(
    qtbot, tmp_path, game, seats, seed
):
    window, count, label_only = dealt(qtbot, tmp_path, game, seats, seed)
    assert count >= 3 and label_only == []
    view = window.table
    pots = view.pot_rects()
    assert len(pots) >= 5 and not any(pile.winners_line for _, pile in pots)
    rect, pile = pots[-1]
    assert pile.caption and pile.caption in view.tooltip_at(rect.center().toPoint())


def test_a_bet_returned_at_the_end_of_a_full_table_shows_its_chips_by_its_plaque(qtbot, tmp_path):
    # Ten seats on a laptop: seat 8, still in the hand at the right end of the oval, is
    # given its uncalled $1,140 back; the felt in front of its plaque is nearer the middles
    # of seats 7's and 9's. Its label alone was drawn, at 11 px, the middle left no room
    # for a seat that won no pot.
    window, count, label_only = dealt(qtbot, tmp_path, "holdem", 10, 1, LAPTOP)
    assert count == 4 and label_only == []
    look = window.table.payout_look(8)
    assert look is not None and "returned" in look.text and look.pixels >= 16


def test_a_winner_between_its_plaque_and_the_one_below_has_its_label_above_its_chips(
    qtbot, tmp_path
):
    # Big O at nine seats on a small laptop: the only room by seat 8's plaque is between the
    # pots and seat 9's plaque, below it. Its label under its chips there lies nearer seat
    # 9's plaque: it was drawn label-only, by its plaque. Its label now goes above its chips.
    window, count, label_only = dealt(qtbot, tmp_path, "bigo", 9, 18)
    assert count >= 4 and label_only == []
    view = window.table
    look = view.payout_look(8)
    assert look is not None and not look.chips.isEmpty()
    assert look.label.bottom() <= look.chips.top()
    plaques = {seat.number: QRectF(seat.geometry()) for seat in view.seats}
    centre = look.label.center().toTuple()
    assert min(plaques, key=lambda seat: math.dist(plaques[seat].center().toTuple(), centre)) == 8
