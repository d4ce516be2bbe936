"""Nothing on the felt covers anything: plaques, boards, pots' chips and words, each winner's
chips and payout label, the explanation and the house rules each keep their own place, on
every example and every game, at 2, 6 and 10 seats, on a small laptop, a laptop and a full
HD screen; each payout label lies nearest its own seat and is the largest text on the felt.
"""

from __future__ import annotations

import json
import math
import random
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from dealer_app.gui.file_actions import example_files
from dealer_app.gui.main_window import MainWindow
from dealer_app.gui.table.scene import pot_title
from dealer_app.gui.table.view import TableView
from dealer_app.model.chips import MAX_AMOUNT
from dealer_app.model.hands.games import GAMES
from dealer_app.model.play.dealing import RowKey
from tests.gui.table.test_payouts_on_felt import scan
from tests.gui.table_testing import deal, make_window

SIZES = (QSize(1024, 700), QSize(1366, 768), QSize(1920, 1080))
SMALL_LAPTOP = QSize(1024, 700)
LAPTOP = QSize(1366, 768)
FULL_HD = QSize(1920, 1080)
SMALLEST_CHIPS = 9.0
"""How small a winner's chips are drawn where nothing larger fits, in pixels."""
EXAMPLES = [Path(str(entry)) for entry in example_files()]
GAME_KEYS = sorted(game.value for game in GAMES)


CHECKED: list[int] = []
"""How many payouts the checks below looked at (a check of no payout checks nothing)."""


def felt_clashes(view: TableView, size: QSize) -> list[str]:
    """What is wrong on the felt as painted: two parts overlapping, a payout label nearer
    another seat, a payout label smaller than 16 px on a laptop or than a pot's label."""
    view.grab()  # painted: the house rules' line is where the painting put it
    # Painting is in whole pixels: parts that meet along an edge, a fraction of a pixel
    # apart, do not cover each other.
    parts = [(name, rect.adjusted(0.5, 0.5, -0.5, -0.5)) for name, rect in view.felt_parts()]
    clashes = [
        f"{name} on {other}"
        for index, (name, rect) in enumerate(parts)
        for other, second in parts[index + 1 :]
        if rect.intersects(second)
    ]
    # Nearest among the seats in the hand and those paid: an empty chair takes nothing, a
    # folded seat nothing but its own uncalled bet back.
    scenario = view.controller().state.scenario
    players = {entry.seat for entry in scenario.seats if not entry.folded}
    players |= {pile.seat for pile in view.share_piles()}
    plaques = {
        seat.number: seat.geometry().center() for seat in view.seats if seat.number in players
    }
    pot_pixels = view.pot_label_pixels()
    for pile in view.share_piles():
        CHECKED.append(pile.seat)
        look = view.payout_look(pile.seat)
        if look is None:
            clashes.append(f"seat {pile.seat}'s payout not drawn")
            continue
        centre = look.label.center()
        nearest = min(
            plaques,
            key=lambda seat: math.dist(
                (plaques[seat].x(), plaques[seat].y()), (centre.x(), centre.y())
            ),
        )
        if nearest != pile.seat:
            clashes.append(f"seat {pile.seat}'s label nearer seat {nearest}")
        if look.pixels < pot_pixels:
            clashes.append(
                f"seat {pile.seat}'s label {look.pixels} px under the pots' {pot_pixels}"
            )
        if size == LAPTOP and look.pixels < 16:
            clashes.append(f"seat {pile.seat}'s label {look.pixels} px on a laptop")
    return clashes


def resized(window: MainWindow, size: QSize) -> TableView:
    window.resize(size)
    QApplication.sendPostedEvents()
    return window.table


def open_padded(window: MainWindow, path: Path, seats: int) -> None:
    """Open ``path``; with more ``seats`` than it deals, the others are empty chairs (the
    hand, and its result, stay as they are)."""
    assert window.open_path(path), path
    controller = window.controller
    dealt = controller.state.seat_count
    if seats > dealt:
        assert controller.set_seat_count(seats)
        for chair in range(dealt + 1, seats + 1):
            controller.set_dealt_in(chair, False)


def deal_game(window: MainWindow, game: str, seats: int) -> bool:
    """A random complete hand of ``game`` at ``seats`` seats (False where the game does not
    seat that many)."""
    controller = window.controller
    controller.rng = random.Random(f"{game}-{seats}")
    controller.set_game(game)
    controller.set_seat_count(seats)
    if controller.state.rules.game.value != game or controller.state.seat_count != seats:
        return False
    controller.random_deal()
    for seat in range(1, seats + 1):
        controller.set_committed(seat, 100 * (1 + seat % 3) + 7)
    return True


def check_examples(qtbot, folder: Path, examples: list[Path], sizes, seat_counts) -> list[str]:
    window = make_window(qtbot, folder, sizes[0])
    clashes = []
    for path in examples:
        for seats in seat_counts:
            open_padded(window, path, seats)
            for size in sizes:
                view = resized(window, size)
                where = f"{path.name}, {view.controller().state.seat_count} seats, {size.width()}"
                clashes += settled_clashes(view, size, where)
    return clashes


def check_games(qtbot, folder: Path, games: list[str], sizes, seat_counts) -> list[str]:
    window = make_window(qtbot, folder, sizes[0])
    clashes = []
    for game in games:
        for seats in seat_counts:
            if not deal_game(window, game, seats):
                continue
            for size in sizes:
                view = resized(window, size)
                where = f"{game}, {seats} seats, {size.width()}"
                clashes += settled_clashes(view, size, where)
    return clashes


def settled_clashes(view: TableView, size: QSize, where: str) -> list[str]:
    """What clashes on ``view``'s felt as first painted and, where its search for the
    middle went on after that paint, as it settled."""
    clashes = [f"{where}: {clash}" for clash in felt_clashes(view, size)]
    if view.settling():
        view.settle()
        clashes += [f"{where}, settled: {clash}" for clash in felt_clashes(view, size)]
    return clashes


SAMPLE_EXAMPLES = [
    "holdem-three-all-ins-side-pots.json",
    "holdem-three-way-tie-two-odd-chips.json",
    "omaha8-quartered.json",
    "holdem-run-it-twice.json",
    "stud-odd-chip-highest-card-by-suit.json",
    "studhilo-ten-low-no-qualifier.json",
]


def test_a_sample_of_examples_keeps_every_part_in_its_place(qtbot, tmp_path):
    CHECKED.clear()
    examples = [path for path in EXAMPLES if path.name in SAMPLE_EXAMPLES]
    assert len(examples) == len(SAMPLE_EXAMPLES)
    assert check_examples(qtbot, tmp_path, examples, SIZES, (0, 10)) == []
    assert len(CHECKED) > 10


def test_a_sample_of_games_keeps_every_part_in_its_place(qtbot, tmp_path):
    CHECKED.clear()
    games = ["holdem", "omaha8", "stud8"]
    assert check_games(qtbot, tmp_path, games, SIZES, (2,)) == []
    assert len(CHECKED) > 5


def test_a_full_table_on_a_laptop_keeps_every_payout_readable_by_its_seat(qtbot, tmp_path):
    # Every seat dealt in, plaques full of cards, on a small screen and a laptop: the middle
    # gives way (smaller, its pots in fewer columns) so that each winner's label lies
    # nearest its own seat, clear of everything, at 16 px on the laptop.
    CHECKED.clear()
    assert check_games(qtbot, tmp_path, ["razzdugi", "badugi"], SIZES[:2], (6, 10)) == []
    assert len(CHECKED) > 10


@pytest.mark.slow
def test_every_example_keeps_every_part_in_its_place(qtbot, tmp_path):
    CHECKED.clear()
    assert check_examples(qtbot, tmp_path, EXAMPLES, SIZES, (0, 2, 6, 10)) == []
    assert len(CHECKED) > 10


@pytest.mark.slow
def test_every_game_keeps_every_part_in_its_place(qtbot, tmp_path):
    CHECKED.clear()
    assert check_games(qtbot, tmp_path, GAME_KEYS, SIZES, (2, 6, 10)) == []
    assert len(CHECKED) > 10


@pytest.mark.parametrize(
    ("game", "size", "seed"),
    [("holdem", SIZES[0], 6), ("holdem", SIZES[0], 1), ("holdem8", LAPTOP, 0)],
    ids=["small-6", "small-1", "laptop-0"],
)
def test_at_nine_seats_no_board_touches_a_plaque(qtbot, tmp_path, game, size, seed):
    # Nine seats put a plaque at the top middle and one each side of it, their bottoms
    # lower: a board wider than the pots reached 3 px into plaques 4 and 6 (the band it was
    # centred in was the top one's), and a middle too tall for any band between the plaques
    # covered three plaques at every zoom on a laptop. The plaques are smaller instead.
    window = make_window(qtbot, tmp_path, size)
    assert scan.random_hand(window, game=game, seats=9, seed=seed)
    view = resized(window, size)
    plaques = [QRectF(seat.geometry()) for seat in view.seats]
    for row in view.boards:
        board = QRectF(row.geometry())
        assert not any(board.intersects(plaque) for plaque in plaques), board
    assert felt_clashes(view, size) == []


@pytest.mark.parametrize(("game", "seed"), [("holdem8", 2), ("omaha8", 10)])
def test_at_nine_seats_the_top_seats_payout_lies_by_its_plaque_with_its_chips(
    qtbot, tmp_path, game, seed
):
    # Seat 5 wins at the top of a nine-seat table on a small laptop, the board under its
    # plaque and four or five pots under the board: its label lies nearer its own plaque
    # than seats 4's and 6's beside it, clear of everything, its chips with it.
    window = make_window(qtbot, tmp_path, SIZES[0])
    assert scan.random_hand(window, game=game, seats=9, seed=seed)
    view = resized(window, SIZES[0])
    assert 5 in {pile.seat for pile in view.share_piles()}
    # As first painted too, though its chips may wait for the search to settle.
    assert felt_clashes(view, SIZES[0]) == []
    view.settle()
    assert felt_clashes(view, SIZES[0]) == []
    assert view.label_only_seats() == ()


def test_a_long_payout_shrinks_then_shortens_with_the_whole_amount_in_the_tooltip(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, QSize(1024, 700))
    path = next(path for path in EXAMPLES if path.name == "holdem-three-all-ins-side-pots.json")
    open_padded(window, path, 10)
    controller = window.controller
    for seat in controller.state.scenario.seat_numbers:
        entry = controller.state.entry(seat)
        if entry.committed:
            controller.set_committed(seat, entry.committed * 10**9)
    small = QSize(1024, 700)
    view = resized(window, small)
    assert felt_clashes(view, small) == []
    # The plaques no longer widen for the long amounts: "+$960,000,001,300" may have the
    # room at 13 px; a label that has not is shortened at the 11 px floor.
    piles = view.share_piles()
    assert len(piles) >= 2
    for pile in piles:
        look = view.payout_look(pile.seat)
        assert look is not None
        whole = pile.unit.text(pile.amount)
        if look.shortened:
            # Shortened, whether the label says it is won or returned.
            assert look.pixels == 11, look.text
            assert re.search(r"\$\d+(\.\d)?[TB]\b", look.text), look.text
            assert whole in view.tooltip_at(look.label.center().toPoint())
        else:
            assert whole in look.text and look.pixels >= 11


ODD_CHIP_EXAMPLES = [
    "bigo-quartered.json",
    "holdem-game-with-5-chips-three-way-split.json",
    "holdem-three-way-tie-two-odd-chips.json",
    "razzdugi-badugi-tie-lowest-card.json",
]


def test_a_winner_with_an_odd_chip_keeps_its_chips_on_a_small_screen(qtbot, tmp_path):
    # The "1 odd" under one stack widens that stack's column only: a small pile with an
    # odd chip still fits the narrow zone beside a plaque at 1024x700.
    small = QSize(1024, 700)
    window = make_window(qtbot, tmp_path, small)
    shown = []
    for name in ODD_CHIP_EXAMPLES:
        assert window.open_path(next(path for path in EXAMPLES if path.name == name))
        view = resized(window, small)
        for pile in view.share_piles():
            look = view.payout_look(pile.seat)
            assert look is not None
            if any(stack.odd for stack in pile.stacks):
                shown.append((name, pile.seat, not look.chips.isEmpty()))
    assert len(shown) >= len(ODD_CHIP_EXAMPLES)
    assert all(chips for _, _, chips in shown), shown


def test_the_middle_keeps_off_the_dealers_mark_on_a_tall_stack_of_pots(qtbot, tmp_path):
    # Six seats on a full HD screen: three pots stacked under the board with two lines of
    # words under them reached the "DEALER" mark on the felt's edge.
    CHECKED.clear()
    assert check_games(qtbot, tmp_path, ["omaha8", "holdem8", "stud8"], SIZES[2:], (6,)) == []
    assert len(CHECKED) > 3
    # Kept off by a third line of words cut, not by a board much smaller than a table with
    # room to spare shows.
    window = make_window(qtbot, tmp_path, SIZES[2])
    widths = {}
    for seats in (2, 6):
        assert deal_game(window, "omaha8", seats)
        widths[seats] = resized(window, SIZES[2]).boards[0].width()
    assert widths[6] >= 0.75 * widths[2], widths


def test_every_winner_of_a_full_table_on_a_laptop_keeps_its_chips_by_its_label(qtbot, tmp_path):
    # Ten seats of hold'em hi-lo, three amounts in (side pots), four winners: each pushed
    # pile lies with its label in the free felt by its seat, though one size of zone for
    # every seat leaves no such room to the most crowded.
    window = make_window(qtbot, tmp_path, LAPTOP)
    assert deal_game(window, "holdem8", 10)
    view = resized(window, LAPTOP)
    assert felt_clashes(view, LAPTOP) == []
    winners = view.share_piles()
    assert len(winners) >= 3
    for pile in winners:
        look = view.payout_look(pile.seat)
        assert look is not None
        assert not look.chips.isEmpty(), f"seat {pile.seat}'s chips are not on the felt"
        assert look.pixels >= 16 and not look.shortened


NORMAL_AMOUNT = 10_000
"""Amounts under this are written whole wherever the felt has room near the seat."""


def test_a_normal_amount_is_written_whole_on_a_small_screen_in_every_game(qtbot, tmp_path):
    # One window deals every game in the list's order, six seats then ten: a crowded top
    # seat (badeucy's seat 6 at ten seats) once had "+$1.1K" in a zone beside the board.
    small = QSize(1024, 700)
    window = make_window(qtbot, tmp_path, small)
    looked = []
    for game in [game.value for game in GAMES]:
        for seats in (6, 10):
            if not deal_game(window, game, seats):
                continue
            view = resized(window, small)
            for pile in view.share_piles():
                look = view.payout_look(pile.seat)
                assert look is not None
                assert pile.amount < NORMAL_AMOUNT
                looked.append((game, seats, pile.seat, look.text.replace("\n", " ")))
                assert not look.shortened, looked[-1]
    assert len(looked) > 50


def test_winners_payouts_keep_apart_where_one_is_moved_to_free_felt(qtbot, tmp_path):
    # Badeucy dealt at two, six, then ten seats on a small screen: seat 4's payout, moved
    # to free felt, once ended where seat 2's began, its chips read as seat 2's.
    small = QSize(1024, 700)
    window = make_window(qtbot, tmp_path, small)
    for seats in (2, 6, 10):
        assert deal_game(window, "badeucy", seats)
    view = resized(window, small)
    taken = {}
    for pile in view.share_piles():
        look = view.payout_look(pile.seat)
        assert look is not None
        taken[pile.seat] = look.label.united(look.chips) if not look.chips.isEmpty() else look.label
    assert len(taken) >= 4
    seats = sorted(taken)
    for index, seat in enumerate(seats):
        for other in seats[index + 1 :]:
            a, b = taken[seat], taken[other]
            across = max(a.left(), b.left()) - min(a.right(), b.right())
            down = max(a.top(), b.top()) - min(a.bottom(), b.bottom())
            assert max(across, down) >= 4, (seat, other, a, b)


def test_every_winner_keeps_its_label_by_its_own_seat_through_a_run_of_deals(qtbot, tmp_path):
    # One window, as a dealer uses it: badugi at ten, six and two seats, then badeucy at
    # two, six and ten. Fewer seats leave a "dropped seat ..." banner over the table, so the
    # felt is shorter than a fresh window's: with five winners at ten seats the middle left
    # seat 2 no room nearer its plaque than seat 1's, and its label was placed by seat 1
    # (and seat 8's by seat 7).
    small = QSize(1024, 700)
    window = make_window(qtbot, tmp_path, small)
    dealt = []
    for game, seats in [("badugi", 10), ("badugi", 6), ("badugi", 2)] + [
        ("badeucy", seats) for seats in (2, 6, 10)
    ]:
        assert deal_game(window, game, seats)
        view = resized(window, small)
        clashes = felt_clashes(view, small)
        dealt.append((game, seats, len(view.share_piles())))
        assert clashes == [], (game, seats, clashes)
    assert window.banner.isVisible()
    assert dealt[-1][2] >= 3, dealt


def deal_seeded(window: MainWindow, seed: int) -> None:
    """The cards of random deal ``seed`` on the table as it is, each seat's amount in
    picked at random (by ``seed``) from a few that make side pots and uncalled bets."""
    controller = window.controller
    controller.clear_cards()
    controller.rng = random.Random(f"sw{seed}")
    controller.random_deal()
    amounts = random.Random(seed)
    for seat in range(1, controller.state.seat_count + 1):
        controller.set_committed(seat, amounts.choice((60, 330, 950, 1540, 1570, 2000, 45)))


@pytest.mark.parametrize("seed", [0, 7, 9])
def test_a_crowded_winners_label_is_cut_to_its_room_rather_than_cover_a_plaque(
    qtbot, tmp_path, seed
):
    # Omaha hi-lo at ten seats on a small screen, amounts that leave an uncalled bet: the
    # winner's "Seat 4 +$2K, $430 returned" was wider than the least room its crowded
    # seat found, and lay over seat 3's plaque (deal 7), seat 8's and a pot's words (deal 9).
    # Each now finds room for the whole label by its plaque (deal 7 once cut it, until its
    # pots left their winners to their tooltips).
    small = QSize(1024, 700)
    window = make_window(qtbot, tmp_path, small)
    assert deal_game(window, "omaha8", 10)
    deal_seeded(window, seed)
    view = resized(window, small)
    assert felt_clashes(view, small) == []
    view.settle()
    assert felt_clashes(view, small) == []
    looks = [view.payout_look(pile.seat) for pile in view.share_piles()]
    assert looks and not any(look is None or look.shortened for look in looks)


def test_a_payout_stays_where_it_was_when_only_the_amounts_change(qtbot, tmp_path):
    # Omaha hi-lo at ten seats on a small screen: three more in front of seat 5 change
    # what the winners take, not who wins. Seat 5's payout once jumped 35 px (its new chips
    # laid out afresh far from where they were).
    small = QSize(1024, 700)
    window = make_window(qtbot, tmp_path, small)
    assert deal_game(window, "omaha8", 10)
    view = resized(window, small)
    controller = window.controller
    for seat in (5,):
        before = {pile.seat: (pile, view.payout_look(pile.seat)) for pile in view.share_piles()}
        controller.set_committed(seat, controller.state.entry(seat).committed + 3)
        view = resized(window, small)
        after = {pile.seat: (pile, view.payout_look(pile.seat)) for pile in view.share_piles()}
        assert set(after) == set(before) and len(after) >= 3
        changed = {winner for winner in after if after[winner][0] != before[winner][0]}
        assert changed and changed != set(after)
        for winner, (_, look) in after.items():
            was = before[winner][1]
            assert look is not None and was is not None and not look.chips.isEmpty()
            moved = math.dist(look.label.center().toTuple(), was.label.center().toTuple())
            # A take the same stays put; a new one keeps near where it was.
            assert moved <= (20 if winner in changed else 1), (seat, winner, moved)
        assert felt_clashes(view, small) == []


def test_the_explanation_takes_the_free_felt_under_it_for_its_lines(qtbot, tmp_path):
    # Stud hi-lo at two seats on a small screen: the high half's reason wraps to three
    # lines and the low half's takes a fourth, with the felt under them empty. The low
    # half's reason was cut off behind "…".
    small = QSize(1024, 700)
    window = make_window(qtbot, tmp_path, small)
    assert deal_game(window, "stud8", 2)
    view = resized(window, small)
    text = view.info.text()
    assert "…" not in text
    assert text.endswith("has the only qualifying low hand."), text
    assert [clash for clash in felt_clashes(view, small)] == []


def test_the_explanation_grows_to_six_lines_at_most(qtbot, tmp_path):
    # Badeucy at two seats on a small screen: each half's reason wraps to three lines. The
    # box was counted in a taller unit than its lines and showed seven.
    small = QSize(1024, 700)
    window = make_window(qtbot, tmp_path, small)
    assert deal_game(window, "badeucy", 2)
    view = resized(window, small)
    info = view.info
    metrics = QFontMetrics(info.font())
    flags = int(Qt.AlignmentFlag.AlignHCenter) | Qt.TextFlag.TextWordWrap
    shown = metrics.boundingRect(QRect(0, 0, info.width(), 100_000), flags, info.text())
    assert round(shown.height() / metrics.lineSpacing()) == 6
    assert info.text().endswith("…")


def plaque_clashes(view: TableView) -> list[str]:
    """Plaques on each other or on a board, in the view's coordinates."""
    parts = [
        (name, rect.adjusted(0.5, 0.5, -0.5, -0.5))
        for name, rect in view.felt_parts()
        if name.startswith(("plaque", "board"))
    ]
    return [
        f"{name} on {other}"
        for index, (name, rect) in enumerate(parts)
        for other, second in parts[index + 1 :]
        if name.startswith("plaque") and rect.intersects(second)
    ]


@pytest.mark.parametrize("game", ["stud8", "razzdugi", "omaha8", "holdem"])
def test_ten_live_seats_keep_apart_with_cards_a_dealer_reads(qtbot, tmp_path, game):
    # Ten live seats on a small screen: round the oval's corners neighbours crossed (seat 5
    # over seat 4's Fold button); they sit round a squarer oval there instead.
    window = make_window(qtbot, tmp_path, SIZES[0])
    assert deal_game(window, game, 10)
    for size, least in zip(SIZES, (36, 48, 48), strict=True):
        view = resized(window, size)
        assert plaque_clashes(view) == [], size
        assert view.card_height() >= least, (size, view.card_height())


def test_the_formats_largest_amounts_leave_ten_plaques_their_usual_width(qtbot, tmp_path):
    # Ten seats of Omaha hi-lo, each in for up to 10^12: the amounts' boxes widened every
    # plaque (157 to 198 px on a small screen). An amount shows whole where the table has
    # the room, shortened ("1T", the whole in its tooltip) where it has not.
    window = make_window(qtbot, tmp_path, SIZES[0])
    assert deal_game(window, "omaha8", 10)
    usual = resized(window, SIZES[0]).seats[0].width()
    controller = window.controller
    for seat in range(1, 11):
        controller.set_committed(seat, MAX_AMOUNT - (3 if seat == 4 else 0))
    shortened = {}
    for size in SIZES:
        view = resized(window, size)
        if size == SIZES[0]:
            assert view.seats[0].width() == usual
        assert plaque_clashes(view) == [], size
        for seat in view.seats:
            whole = format(seat.amount.value(), ",")
            if seat.amount.shortened():
                shortened.setdefault(size.width(), []).append(seat.number)
                assert seat.amount.text() == seat.amount.shortened()
                assert whole in seat.amount.tooltip_text()
                # Cut, never rounded up: seat 4's 3 fewer chips do not read as 10^12.
                assert seat.amount.shortened() == ("999.9B" if seat.number == 4 else "1T")
            else:
                assert seat.amount.text() == whole
    assert SIZES[0].width() in shortened and SIZES[2].width() not in shortened, shortened


CARD_ROOM_LEVELS = (137, 560, 1225, 2500, 2500, 4015, 2500, 980, 2500, 2500)
"""What each seat of a card-room hand has in, seat 1 first: side pots, and seat 6 with the
most in, part of it called by no one."""


def deal_card_room_hand(window: MainWindow, game: str, folded: tuple[int, ...]) -> None:
    """A random complete hand of ``game`` at ten seats with :data:`CARD_ROOM_LEVELS` in,
    the seats of ``folded`` folded before the deal."""
    controller = window.controller
    controller.rng = random.Random(f"{game}-card-room")
    assert controller.set_game(game) and controller.set_seat_count(10)
    for seat in folded:
        assert controller.set_folded(seat, True)
    assert controller.random_deal()
    for seat, amount in enumerate(CARD_ROOM_LEVELS, 1):
        controller.set_committed(seat, amount)


def edge_gap(a: QRectF, b: QRectF) -> float:
    """How far apart two boxes are, edge to edge (0 where they touch or cross)."""
    across = max(0.0, a.left() - b.right(), b.left() - a.right())
    down = max(0.0, a.top() - b.bottom(), b.top() - a.bottom())
    return math.hypot(across, down)


@pytest.mark.parametrize("game", ["stud8", "razzdugi"])
def test_an_uncalled_bet_returned_to_a_folded_seat_is_on_the_felt_by_its_plaque(
    qtbot, tmp_path, game
):
    # Seat 6 folded with the most in: the result hands its uncalled part back, and the felt
    # showed no chips and no label by seat 6.
    window = make_window(qtbot, tmp_path, SIZES[0])
    deal_card_room_hand(window, game, folded=(3, 6, 9))
    result = window.controller.outcome.result
    assert result is not None and result.returned_map.get(6)
    for size in SIZES:
        view = resized(window, size)
        assert felt_clashes(view, size) == [], size
        pile = next(pile for pile in view.share_piles() if pile.seat == 6)
        assert pile.returned == pile.amount == result.returned_map[6]
        look = view.payout_look(6)
        assert look is not None and not look.label.isEmpty(), size
        assert "returned" in look.text or look.shortened, (size, look.text)


CARD_ROOM_CARDS = {
    "stud8": (
        "3h 3d Qd 4s 6h 7d Ad",
        "7c As 4d 3c Js 9d Kd",
        "",
        "6c 5s Ts 2d Qs 8s Jh",
        "8c Kc 3s 8d 7h 4h 2c",
        "",
        "Th 9c Jd 7s 5d 2s 5h",
        "Tc 5c 2h 9s 8h Ks 9h",
        "",
        "Kh Td 6s Jc Ac Qc 6d",
    ),
    "razzdugi": (
        "3c Ac Qc Qh 9h Jh 6h",
        "Kd 8s 9c Ks 2d Ah 8d",
        "",
        "Jc 8h Ad Tc 7s Kh 4h",
        "3s Js 9s 8c 4c 2s 3d",
        "",
        "2c As Ts 6c 3h 7c 9d",
        "Qd 7d 7h 4d 5d Jd 6d",
        "",
        "5c 2h Kc Td Qs 5s Th",
    ),
}
"""Card-room hands (:data:`CARD_ROOM_LEVELS` in, seats 3, 6 and 9 folded) whose winners
crowd the top of the felt at 1024 x 700, beside seat 6 given its uncalled bet back."""


def open_card_room_hand(window: MainWindow, tmp_path: Path, game: str) -> None:
    seats = [
        {
            "seat": seat,
            "name": f"P{seat}",
            "cards": cards.split(),
            "committed": committed,
            "folded": not cards,
        }
        for seat, (cards, committed) in enumerate(
            zip(CARD_ROOM_CARDS[game], CARD_ROOM_LEVELS, strict=True), 1
        )
    ]
    chips = [
        {"name": name, "value": value}
        for name, value in (("black", 100), ("green", 25), ("red", 5), ("white", 1))
    ]
    scenario = {
        "format": "dealer-app/scenario@1",
        "title": f"{game} 10 seats",
        "game": game,
        "button": 1,
        "chips": chips,
        "seats": seats,
    }
    path = tmp_path / f"{game}-card-room.json"
    path.write_text(json.dumps(scenario), encoding="utf-8")
    assert window.open_path(path)


@pytest.mark.parametrize("game", sorted(CARD_ROOM_CARDS))
def test_a_bet_returned_to_a_folded_seat_costs_no_winner_its_chips(qtbot, tmp_path, game):
    # Seat 6's uncalled bet handed back took the felt the winners beside it need: their
    # labels were drawn with no chips on a 1024 x 700 window.
    window = make_window(qtbot, tmp_path, SIZES[0])
    open_card_room_hand(window, tmp_path, game)
    # With the "Opened" banner over the table, then without it (a taller felt).
    for banner in (True, False):
        if not banner:
            window.banner.dismiss()
        view = resized(window, SIZES[0])
        piles = view.share_piles()
        returned = [pile for pile in piles if not pile.won]
        assert [pile.seat for pile in returned] == [6]
        winners = [pile for pile in piles if pile.won]
        assert winners
        for pile in winners:
            look = view.payout_look(pile.seat)
            assert look is not None, pile.seat
            assert not look.chips.isEmpty(), f"seat {pile.seat} has no chips ({view.size()})"
        look = view.payout_look(6)
        assert look is not None and not look.label.isEmpty()
        assert "returned" in look.text or look.shortened, look.text
        # Nothing on the felt covers anything else.
        assert [clash for clash in felt_clashes(view, SIZES[0]) if " on " in clash] == []


@pytest.mark.parametrize("size", [SIZES[0], SIZES[2]])
def test_each_payout_of_a_heads_up_hand_lies_by_its_own_plaque(qtbot, tmp_path, size):
    # Stud hi-lo heads up, the pot halved: seat 2's payout was set at the bottom of the
    # felt, 125 px under its plaque (seat 1's zone took the felt in front of both).
    window = make_window(qtbot, tmp_path, size)
    controller = window.controller
    assert controller.set_game("stud8") and controller.set_seat_count(2)
    deal(controller, {RowKey.seat(1): "2d2cAs8hTh5dTd", RowKey.seat(2): "3h8d7h5s6sKhAc"})
    for seat in (1, 2):
        controller.set_committed(seat, 1225)
    view = resized(window, size)
    assert felt_clashes(view, size) == []
    plaques = {seat.number: QRectF(seat.geometry()) for seat in view.seats}
    piles = view.share_piles()
    assert [pile.seat for pile in piles] == [1, 2]
    # Each label's distance to each plaque, edge to edge.
    apart = {}
    for pile in piles:
        look = view.payout_look(pile.seat)
        assert look is not None
        apart[pile.seat] = {seat: edge_gap(look.label, plaque) for seat, plaque in plaques.items()}
    near = 60 * size.width() / 1024
    for seat, gaps in apart.items():
        others = [gap for other, gap in gaps.items() if other != seat]
        assert gaps[seat] < min(others) and gaps[seat] <= near, apart


def test_the_games_name_over_the_middle_is_shown_whole_where_the_felt_has_room(qtbot, tmp_path):
    # Deuce-to-seven at ten seats on a small screen, four pots in one column: the name was
    # cut to the column's width ("Deuce-to-Seven…"), the felt beside it empty.
    small = SIZES[0]
    window = make_window(qtbot, tmp_path, small)
    controller = window.controller
    assert controller.set_game("deuce7") and controller.set_seat_count(10)
    assert controller.set_folded(3, True)
    hands = {
        1: "5s2h9h7s3c",
        2: "3sKcQc6d2d",
        4: "KhQd7d6hTc",
        5: "AcTh9d6s4s",
        6: "9sQh3h2c2s",
        7: "Ad5h4cKd8s",
        8: "9cKs8hQs5d",
        9: "8dAhJhAsTs",
        10: "Js4d7h4h7c",
    }
    deal(controller, {RowKey.seat(seat): cards for seat, cards in hands.items()})
    for seat, amount in enumerate(CARD_ROOM_LEVELS, 1):
        controller.set_committed(seat, amount)
    view = resized(window, small)
    assert felt_clashes(view, small) == []
    title = view.felt.title_item()
    assert title is not None
    assert title.isVisible() and title.box() == view.rules_line()[1]
    # A line cut short has the whole in its tooltip; one shown whole has none.
    assert title.toolTip() == ""


def test_chips_drawn_at_their_smallest_move_to_felt_as_near_that_holds_them_larger(qtbot, tmp_path):
    # Stud hi-lo, nine seats, full HD: one size of zone for every seat leaves seat 4 a strip
    # under its plaque that holds its pile only at its least (chips of 15 px); the felt
    # beside the pots, no further off, holds them at nearly twice that.
    window = make_window(qtbot, tmp_path, FULL_HD)
    assert scan.random_hand(window, game="stud8", seats=9, seed=1)
    count, label_only = scan.label_only(window)
    view = window.table
    look = view.payout_look(4)
    assert count == 2 and label_only == []
    assert look is not None and look.diameter > 3 * SMALLEST_CHIPS
    assert felt_clashes(view, FULL_HD) == []


def all_in_holdem(
    button: int, board: str, hands: list[tuple[str, int]], chips: dict[str, int]
) -> dict[str, object]:
    """A hold'em showdown of every seat all in, its hole cards and what it put in given in
    seat order."""
    return {
        "format": "dealer-app/scenario@1",
        "game": "holdem",
        "button": button,
        "seats": [
            {"seat": seat, "cards": cards.split(), "committed": committed, "all_in": True}
            for seat, (cards, committed) in enumerate(hands, start=1)
        ],
        "board": board.split(),
        "chips": [{"name": name, "value": value} for name, value in chips.items()],
    }


def settled_at_small_laptop(qtbot, folder: Path, document: dict[str, object]) -> TableView:
    """The table of ``document``, opened from a file at 1024x700, its middle settled."""
    path = folder / "showdown.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    window = make_window(qtbot, folder, SMALL_LAPTOP)
    assert window.open_path(path)
    scan.label_only(window)
    return window.table


NEAR_A_TRILLION = all_in_holdem(
    2,
    "5s 6h 7d 8c 9h",
    [
        (cards, 10**12 - 3 * seat)
        for seat, cards in enumerate(
            ("Ad 2c", "Ac 3c", "Ks Kd", "Ts Qc", "Td Jh", "Th Jc", "4s 4d", "Tc 2d", "Js Qd"),
            start=1,
        )
    ],
    {"gold": 10**9, "plum": 5 * 10**6, "black": 100, "green": 25, "red": 5, "white": 1},
)


def test_small_side_pots_stand_beside_a_long_main_pot_and_nothing_covers_the_plaques(
    qtbot, tmp_path
):
    # Nine all-ins three apart under a trillion: a main pot of thirteen figures and seven
    # side pots of two. Each pot as wide as the widest, one to a row, stacked the middle so
    # tall that the board sat on the top plaques.
    view = settled_at_small_laptop(qtbot, tmp_path, NEAR_A_TRILLION)
    cells = [rect for name, rect in view.felt_parts() if name.endswith("chips") and "pot" in name]
    assert len(cells) == 8
    assert len({round(rect.top()) for rect in cells}) < len(cells)  # some side by side
    assert felt_clashes(view, SMALL_LAPTOP) == []


NINE_POTS_OF_TEN_AND_A_HALF_BILLION = all_in_holdem(
    1,
    "2h 7s 9c Jh 3c",
    [
        ("2s 4d", 1051000000), ("2d 5s", 2219777777), ("2c 5d", 3535777777),
        ("3s 6s", 5041063491), ("3h 6d", 6798730157), ("3d 7h", 8909730157),
        ("4s 7c", 11550730157), ("4h 8h", 15075063490), ("4c 8c", 20366063490),
        ("5h 9h", 30957063490),
    ],
    {"plaque": 1000000, "white": 1},
)  # fmt: skip


def test_pots_shortened_on_a_crowded_felt_never_read_alike(qtbot, tmp_path):
    # Nine pots from 10.51 to 10.58 billion: shortened to a figure after the point, each
    # read "10.5B"; the figures that tell them apart are kept.
    view = settled_at_small_laptop(qtbot, tmp_path, NINE_POTS_OF_TEN_AND_A_HALF_BILLION)
    titles = [pot_title(pile) for pile in view.shown_pot_piles()]
    amounts = [title.split(": ")[1] for title in titles]
    assert len(amounts) == 9 and len(set(amounts)) == 9
    assert any(amount.endswith("B") for amount in amounts)  # shortened, to stand side by side
    assert felt_clashes(view, SMALL_LAPTOP) == []
