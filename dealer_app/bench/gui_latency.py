"""Time from a card pick to the updated, repainted table, with ten seats.

    python -m dealer_app.bench gui [--runs 200] [--seats 10] [--size 1280x720] [--seed 1]
                                   [--new-hands 30]

The main window is built off screen at the given size with every seat dealt in, money
in front of each seat (so side pots form) and all cards dealt but the river, the card that
changes every seat's hand. Each run takes the river out and clicks its empty slot, which
opens the picker (not timed), then times the whole path a dealer's click on a card takes:
the picker says which card was picked, the controller asks the model, the seats, the
board, the pots, the chips and the steps are updated, and the events are processed until
every widget that changed has been repainted. The goal is a median
under 8 ms, half a frame at 60 Hz, so that a pick never costs a frame on a slower laptop.

A second figure forces a repaint of the whole window after each pick, everything redrawn
whether it changed or not: the worst case, for comparison. A third is the model's part of
a pick: each picked showdown resolved again on its own, as the controller resolves it.
The picks above meet the same few dozen showdowns again and again (one deal, its river
changed), as a dealer trying cards does; the end of a hand is a result the table has never
laid out, so a few picks are also timed each on a fresh deal with new money in front of
every seat (new winners, new pots and words), its river out until the timed pick. Its
figure is the time to the table repainted; where a crowded result's search for its middle
goes on after that paint, how long it takes to settle and its longest step (the longest a
click waits then) are said too.
Last, a few more picks, not timed, count what a pick repaints: how many widgets, how many
seat plaques and card rows, and how much of the felt's area its view repaints (the felt's
items that changed, and what lies under a plaque or row that repaints: those are not opaque).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections.abc import Iterable
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QMouseEvent, QPaintEvent
from PySide6.QtWidgets import QWidget

from dealer_app.bench.help_text import plain_text

if TYPE_CHECKING:
    from dealer_app.model.showdown.scenario import Scenario

GOAL_MS = 8.0
WARM_UP = 5


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 1280x720") from None
    return width, height


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m dealer_app.bench gui", description=plain_text(__doc__.splitlines()[0])
    )
    parser.add_argument("--runs", type=int, default=200, help="timed card picks (200)")
    parser.add_argument("--seats", type=int, default=10, help="seats at the table (10)")
    parser.add_argument("--size", type=_size, default=(1280, 720), help="window size (1280x720)")
    parser.add_argument("--seed", type=int, default=1, help="random deal (1)")
    parser.add_argument(
        "--new-hands", type=int, default=30, help="picks timed each on a fresh deal (30)"
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    options = _parser().parse_args(argv)
    if options.runs < 1:
        print("--runs must be at least 1", file=sys.stderr)
        return 2
    if options.new_hands < 0:
        print("--new-hands must be 0 or more", file=sys.stderr)
        return 2
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    import tempfile
    from pathlib import Path

    from PySide6.QtCore import QSettings, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    from dealer_app.gui.app import application, quiet_offscreen_notices, settle_memory
    from dealer_app.gui.main_window import MainWindow
    from dealer_app.gui.settings import TableSettings
    from dealer_app.model.play.dealing import RowKey, dealable_cards

    app = application()
    previous_handler = quiet_offscreen_notices()
    with tempfile.TemporaryDirectory(prefix="dealer-app-bench-") as folder:
        store = QSettings(str(Path(folder) / "bench.ini"), QSettings.Format.IniFormat)
        window = MainWindow(TableSettings(store))
        window.table.set_animated(False)
        width, height = options.size
        window.resize(width, height)
        window.show()
        app.processEvents()
        # As the app does once its window is painted.
        settle_memory()

        controller = window.controller
        controller.rng = random.Random(options.seed)
        controller.set_seat_count(options.seats)
        controller.random_deal()
        rng = random.Random(options.seed)
        for seat in range(1, options.seats + 1):
            controller.set_committed(seat, rng.choice((100, 250, 400, 1000)))
        row, slot = RowKey.board(), 4
        picker = window.table.picker.picker
        board = window.table.row_widget(row)
        assert board is not None

        def click_slot() -> None:
            # As the dealer does: a click on the empty slot opens the picker for it (and
            # leaves the keyboard on the board's row).
            centre = board.slot_rect(slot).center()
            for kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease):
                click = QMouseEvent(
                    kind,
                    centre,
                    board.mapToGlobal(centre),
                    Qt.MouseButton.LeftButton,
                    Qt.MouseButton.LeftButton,
                    Qt.KeyboardModifier.NoModifier,
                )
                QApplication.sendEvent(board, click)

        picked: list[Scenario] = []

        def pick(force_full_repaint: bool) -> tuple[float, float]:
            controller.remove_card(row, slot)
            free = sorted(dealable_cards(controller.scenario, row, slot))
            card = rng.choice(free)
            click_slot()
            app.processEvents()
            start, start_cpu = time.perf_counter(), time.process_time()
            picker.cardPicked.emit(card)
            if force_full_repaint:
                window.repaint()
            QApplication.processEvents()
            wall = (time.perf_counter() - start) * 1000.0
            cpu = (time.process_time() - start_cpu) * 1000.0
            picked.append(controller.scenario)
            return wall, cpu

        timed = [pick(False) for _ in range(options.runs + WARM_UP)][WARM_UP:]
        full = [pick(True)[0] for _ in range(max(10, options.runs // 4) + WARM_UP)][WARM_UP:]

        model = [_resolve_time(scenario) for scenario in picked[WARM_UP : WARM_UP + options.runs]]
        counter = RepaintCounter(window.table.felt.viewport())
        app.installEventFilter(counter)
        for _ in range(COUNTED):
            counter.counting = False
            controller.remove_card(row, slot)
            free = sorted(dealable_cards(controller.scenario, row, slot))
            click_slot()
            app.processEvents()
            counter.counting = True
            picker.cardPicked.emit(rng.choice(free))
            QApplication.processEvents()
        counter.counting = False
        app.removeEventFilter(counter)
        window.table.picker.hide()
        complete = controller.outcome.complete

        def new_hand_pick() -> tuple[float, tuple[float, float] | None]:
            # A fresh deal, its river out, new money in front of every seat: the river picked
            # makes a result (winners, pots, words) the table has never laid out.
            controller.clear_cards()
            controller.random_deal()
            controller.remove_card(row, slot)
            for seat in range(1, options.seats + 1):
                controller.set_committed(seat, rng.randrange(50, 5000, 5))
            card = rng.choice(sorted(dealable_cards(controller.scenario, row, slot)))
            click_slot()
            app.processEvents()
            start = time.perf_counter()
            picker.cardPicked.emit(card)
            QApplication.processEvents()
            painted = time.perf_counter()
            # A crowded result's search for its middle goes on after the paint, a step per
            # pass of the event loop: how long until it settles, and the longest step (the
            # longest a click then waits). None where it did not go on.
            if not window.table.settling():
                return (painted - start) * 1000.0, None
            longest = 0.0
            while window.table.settling():
                step = time.perf_counter()
                QApplication.processEvents()
                longest = max(longest, time.perf_counter() - step)
            settled = time.perf_counter()
            return (painted - start) * 1000.0, ((settled - painted) * 1000.0, longest * 1000.0)

        # Last: the figures above are of the deal their picks were made on.
        new_hand_times = [new_hand_pick() for _ in range(options.new_hands)]
        new_hands = [painted for painted, _ in new_hand_times]
        settling = [went_on for _, went_on in new_hand_times if went_on is not None]
        window.table.picker.hide()
        # The bench's table is thrown away: nothing to offer to save on closing.
        controller.undo_stack.setClean()
        window.close()
        del store
    qInstallMessageHandler(previous_handler)  # type: ignore[arg-type]
    samples = [wall for wall, _ in timed]
    cpu = [spent for _, spent in timed]
    median = statistics.median(samples)
    print(
        f"card pick to repainted table: {options.seats} seats, {width}x{height}, "
        f"{len(samples)} picks (after {WARM_UP} untimed)"
    )
    print(
        f"  median {median:.2f} ms   p90 {_percentile(samples, 0.9):.2f} ms   "
        f"min {min(samples):.2f} ms   max {max(samples):.2f} ms"
    )
    print(
        f"  processor time of this process per pick: median {statistics.median(cpu):.2f} ms "
        "(the work itself, without waiting for a busy processor)"
    )
    verdict = "met" if median < GOAL_MS else "missed"
    print(f"  goal: median under {GOAL_MS:.0f} ms (half a frame at 60 Hz): {verdict}")
    print(
        f"  whole window repainted after each pick: median {statistics.median(full):.2f} ms "
        f"({len(full)} picks)"
    )
    print(f"  showdown resolved after each pick: {'yes' if complete else 'no'}")
    print(
        f"  of a pick, the model resolving the showdown: median {statistics.median(model):.2f} ms"
    )
    if new_hands:
        print(
            f"  a pick ending a new hand (a result never laid out before): "
            f"median {statistics.median(new_hands):.2f} ms   "
            f"p90 {_percentile(new_hands, 0.9):.2f} ms   max {max(new_hands):.2f} ms "
            f"({len(new_hands)} hands)"
        )
        if settling:
            print(
                f"    then searched on after the paint in {len(settling)} of them: settled "
                f"after at most {max(settled for settled, _ in settling):.0f} ms more, the "
                f"longest step between clicks {max(step for _, step in settling):.0f} ms"
            )
    print(
        f"  repainted by a pick (over {COUNTED} more, not timed): "
        f"{counter.widgets / COUNTED:.0f} widgets, "
        f"{counter.plaques / COUNTED:.1f} of {options.seats} seat plaques, "
        f"{counter.rows / COUNTED:.1f} card rows, "
        f"{counter.felt_share() * 100:.0f}% of the felt's area"
    )
    print(f"  machine load (1 min): {_load()}")
    return 0


COUNTED = 10


class RepaintCounter(QObject):
    """Counts, while ``counting`` is set, the widgets painted and how much of ``felt``'s area
    is (installed on the application, it sees every paint). ``felt`` is the widget the felt
    is painted on: the viewport of the table's Graphics View."""

    def __init__(self, felt: QWidget) -> None:
        from dealer_app.gui.table.card_row import CardSlotRow
        from dealer_app.gui.table.seat import SeatWidget

        super().__init__()
        self._plaque_type, self._row_type = SeatWidget, CardSlotRow
        self.counting = False
        self._felt = felt
        self.widgets = self.plaques = self.rows = 0
        self._felt_area = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if self.counting and event.type() == QEvent.Type.Paint:
            self.widgets += 1
            self.plaques += isinstance(watched, self._plaque_type)
            self.rows += isinstance(watched, self._row_type)
            if watched is self._felt and isinstance(event, QPaintEvent):
                # A region is iterated rectangle by rectangle (the stubs do not say so).
                rects = cast("Iterable[QRect]", event.region())
                self._felt_area += sum(rect.width() * rect.height() for rect in rects)
        return False

    def felt_share(self) -> float:
        """The share of the felt's area repainted per pick, over the picks counted."""
        area = self._felt.width() * self._felt.height() * COUNTED
        return self._felt_area / area if area else 0.0


def _resolve_time(scenario: Scenario) -> float:
    """Resolve a fresh copy of a picked showdown (nothing it worked out before is kept)."""
    from dealer_app.model.showdown.resolve import resolve

    fresh = scenario.replace()
    start = time.perf_counter()
    resolve(fresh)
    return (time.perf_counter() - start) * 1000.0


def _percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[max(0, round(fraction * len(ordered)) - 1)]


def _load() -> str:
    try:
        return f"{os.getloadavg()[0]:.2f} on {os.cpu_count()} cores"
    except OSError:
        return "unknown"


if __name__ == "__main__":
    sys.exit(main())
