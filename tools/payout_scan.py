"""Count the winners whose chips are not on the felt: a payout drawn as its label alone.

    QT_QPA_PLATFORM=offscreen python tools/payout_scan.py            # the whole scan
    QT_QPA_PLATFORM=offscreen python tools/payout_scan.py --deals 5  # fewer random deals

Every example of ``resources/examples`` (as dealt, and padded to 9 and 10 seats with empty
chairs) and random complete 9- and 10-seat hands of a few split games, each at a small
laptop's, a laptop's and a full HD window's size. A winner is counted label-only where
its pile has chips and the felt shows its label without them
(:meth:`~dealer_app.gui.table.view.TableView.label_only_seats`).
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import QSettings, QSize
from PySide6.QtWidgets import QApplication

from dealer_app.gui.file_actions import example_files
from dealer_app.gui.main_window import MainWindow
from dealer_app.gui.settings import TableSettings
from dealer_app.model.play import dealing

SIZES = (QSize(1024, 700), QSize(1366, 768), QSize(1920, 1080))
GAMES = ("holdem", "holdem8", "omaha8", "bigo", "stud8", "razz")
SEATS = (9, 10)
AMOUNTS = (107, 207, 250, 307, 1_360, 2_500)
"""What each seat puts in, picked at random: unequal amounts make side pots."""


def random_hand(window: MainWindow, game: str, seats: int, seed: int) -> bool:
    """Random complete hand ``seed`` of ``game`` at ``seats`` seats, each seat's amount in
    picked at random; where the deck is too short for every seat (seven-card games), the
    fewest seats fold, at random, before the deal (False where the game does not seat
    that many)."""
    controller = window.controller
    pick = random.Random(f"{game}-{seats}-{seed}")
    controller.rng = pick
    controller.clear_cards()
    controller.set_game(game)
    controller.set_seat_count(seats)
    if controller.state.rules.game.value != game or controller.state.seat_count != seats:
        return False
    for seat in range(1, seats + 1):
        controller.set_dealt_in(seat, True)
        controller.set_folded(seat, False)
    slots = len(dealing.empty_slots(controller.state.scenario))
    live = seats
    while slots > 52 and live > 2:
        slots = slots * (live - 1) // live
        live -= 1
    for seat in pick.sample(range(1, seats + 1), seats - live):
        controller.set_folded(seat, True)
    if not controller.random_deal() or dealing.empty_slots(controller.state.scenario):
        return False
    for seat in range(1, seats + 1):
        controller.set_committed(seat, pick.choice(AMOUNTS))
    return True


def open_padded(window: MainWindow, path: Path, seats: int) -> bool:
    """Open ``path``; with more ``seats`` than it deals, the others are empty chairs."""
    if not window.open_path(path):
        return False
    controller = window.controller
    dealt = controller.state.seat_count
    if seats > dealt:
        if not controller.set_seat_count(seats):
            return False
        for chair in range(dealt + 1, seats + 1):
            controller.set_dealt_in(chair, False)
    return True


def label_only(window: MainWindow, size: QSize) -> tuple[int, list[int]]:
    """How many winners the table at ``size`` shows, and the seats shown label-only."""
    window.resize(size)
    QApplication.sendPostedEvents()
    view = window.table
    return len(view.share_piles()), list(view.label_only_seats())


def hands(window: MainWindow, deals: int) -> Iterator[str]:
    """Set up each hand of the scan in turn, yielding its name."""
    for entry in example_files():
        path = Path(str(entry))
        for seats in (0, 9, 10):
            if open_padded(window, path, seats):
                yield f"{path.name} at {window.controller.state.seat_count} seats"
    for game in GAMES:
        for seats in SEATS:
            for seed in range(deals):
                if random_hand(window, game, seats, seed):
                    yield f"{game} at {seats} seats, deal {seed}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20, help="random deals per game and seats")
    parser.add_argument("--quiet", action="store_true", help="print the counts only")
    arguments = parser.parse_args()
    application = QApplication.instance() or QApplication(sys.argv)
    with tempfile.TemporaryDirectory() as folder:
        settings = QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(TableSettings(settings))
        window.table.set_animated(False)
        window.show()
        winners: Counter[str] = Counter()
        missed: Counter[str] = Counter()
        for name in hands(window, arguments.deals):
            for size in SIZES:
                shown, seats = label_only(window, size)
                where = f"{size.width()}x{size.height()}"
                winners[where] += shown
                missed[where] += len(seats)
                if seats and not arguments.quiet:
                    print(f"{name}, {where}: label only for seats {seats}", flush=True)
        application.processEvents()
    for size in SIZES:
        where = f"{size.width()}x{size.height()}"
        print(f"{where}: {missed[where]} label-only of {winners[where]} winners")
    return 1 if sum(missed.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
