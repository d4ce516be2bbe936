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
from collections.abc import Callable, Iterator
from functools import partial
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


def random_hand(window: MainWindow, *, game: str, seats: int, seed: int) -> bool:
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


def open_padded(window: MainWindow, *, path: Path, seats: int) -> bool:
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


def label_only(window: MainWindow) -> tuple[int, list[int]]:
    """How many winners the table shows once settled, and the seats shown label-only."""
    QApplication.sendPostedEvents()
    view = window.table
    view.settle()
    return len(view.share_piles()), list(view.label_only_seats())


def scan_window(folder: Path, size: QSize) -> MainWindow:
    """A window opened at ``size``, as a dealer's window is (the result panel beside the
    table takes its usual share of a window opened that large), with settings of its own
    kept in ``folder``."""
    settings = QSettings(str(folder / f"{size.width()}.ini"), QSettings.Format.IniFormat)
    window = MainWindow(TableSettings(settings))
    window.table.set_animated(False)
    window.resize(size)
    window.show()
    return window


def cases(deals: int) -> Iterator[tuple[str, Callable[[MainWindow], bool]]]:
    """Each hand of the scan: its name, and how it is set up on a table (False where it
    cannot be)."""
    for entry in example_files():
        path = Path(str(entry))
        for seats in (0, 9, 10):
            yield (
                f"{path.name} padded to {seats} seats",
                partial(open_padded, path=path, seats=seats),
            )
    for game in GAMES:
        for seats in SEATS:
            for seed in range(deals):
                yield (
                    f"{game} at {seats} seats, deal {seed}",
                    partial(random_hand, game=game, seats=seats, seed=seed),
                )


def shown_fresh(
    folder: Path, size: QSize, setup: Callable[[MainWindow], bool]
) -> tuple[int, list[int]] | None:
    """:func:`label_only` of the hand ``setup`` sets up in a window of its own opened at
    ``size``: what is shown does not hang on the hands shown before (None where the hand
    cannot be set up)."""
    window = scan_window(folder, size)
    try:
        return label_only(window) if setup(window) else None
    finally:
        window.hide()
        window.deleteLater()
        QApplication.processEvents()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20, help="random deals per game and seats")
    parser.add_argument("--quiet", action="store_true", help="print the counts only")
    arguments = parser.parse_args()
    application = QApplication.instance() or QApplication(sys.argv)
    winners: Counter[str] = Counter()
    missed: Counter[str] = Counter()
    with tempfile.TemporaryDirectory() as folder:
        for name, setup in cases(arguments.deals):
            for size in SIZES:
                where = f"{size.width()}x{size.height()}"
                shown = shown_fresh(Path(folder), size, setup)
                if shown is None:
                    continue
                winners[where] += shown[0]
                missed[where] += len(shown[1])
                if shown[1] and not arguments.quiet:
                    print(f"{name}, {where}: label only for seats {shown[1]}", flush=True)
        application.processEvents()
    for size in SIZES:
        where = f"{size.width()}x{size.height()}"
        print(f"{where}: {missed[where]} label-only of {winners[where]} winners")
    return 1 if sum(missed.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
