"""A seat's hand in words, shortened to its plaque: two different hands still read apart."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetrics

from dealer_app.gui.table.seat_hand import fitted_text


def width_of(text: str, font: QFont) -> int:
    return QFontMetrics(font).horizontalAdvance(text)


def test_two_full_houses_keep_their_ranks_before_the_category(qapp) -> None:
    font = QFont()
    queens, kings = "Full House, Queens full of Jacks", "Full House, Queens full of Eights"
    room = width_of("Queens full of Eights", font) + 1
    assert room < width_of(queens, font)
    assert fitted_text(queens, font, room) == "Queens full of Jacks"
    assert fitted_text(kings, font, room) == "Queens full of Eights"
    narrow = width_of("Queens full", font) + 1
    assert fitted_text(queens, font, narrow) == "Queens full"
    assert fitted_text("Full House, Kings full of Jacks", font, narrow) == "Kings full"


def test_two_pair_and_a_lows_cards_are_kept_over_their_category(qapp) -> None:
    font = QFont()
    room = width_of("Queens and Fives", font) + 1
    assert fitted_text("Two Pair, Queens and Fives, Ace kicker", font, room) == "Queens and Fives"
    assert fitted_text("Two Pair, Queens and Jacks, Ace kicker", font, room) == "Queens and Jacks"
    room = width_of("8-6-4-2-A", font) + 1
    assert fitted_text("Low: 8-6-4-2-A", font, room) == "8-6-4-2-A"
    assert fitted_text("Low: 8-6-5-2-A", font, room) == "8-6-5-2-A"
    # A board run twice keeps its board's name.
    room = width_of("Board 2: Queens full", font) + 1
    assert fitted_text("Board 2: Full House, Queens full of Jacks", font, room) == (
        "Board 2: Queens full"
    )
    # Where nothing shorter is left, the category, as before.
    room = width_of("Full House", font) + 1
    assert fitted_text("Full House, Queens full of Jacks", font, room) == "Full House"


def test_a_board_run_twice_in_a_high_low_game_reads_one_line_a_board(qapp) -> None:
    font = QFont()
    line = "Board 1: One Pair, Fives, Nine-Eight-Seven kickers · Low: 7-6-5-2-A"
    # The low keeps its cards; the high gives up its kickers first, the board its name last.
    room = width_of("Board 1: Pair of Fives · 7-6-5-2-A", font) + 1
    assert fitted_text(line, font, room) == "Board 1: Pair of Fives · 7-6-5-2-A"
    room = width_of("B1: Pair of Fives · 7-6-5-2-A", font) + 1
    assert fitted_text(line, font, room) == "B1: Pair of Fives · 7-6-5-2-A"


def test_a_short_half_gives_its_room_to_the_other(qapp) -> None:
    font = QFont()
    line = "Flush, Jack high · Low: 8-7-6-4-2"
    room = width_of("Flush, Jack high · 8-7-6-4-2", font) + 1
    assert width_of("Flush, Jack high", font) > room // 2
    assert fitted_text(line, font, room) == "Flush, Jack high · 8-7-6-4-2"


def test_one_board_shortened_to_b1_shortens_every_boards_name(qapp) -> None:
    font = QFont()
    lines = "Board 1: Straight · Low: 7-6-3-2-A\nBoard 2: Pair of Tens · Low: 6-4-3-2-A"
    room = width_of("Board 1: Straight · 7-6-3-2-A", font) + 1
    assert room < width_of("Board 2: Pair of Tens · 6-4-3-2-A", font)
    assert fitted_text(lines, font, room).split("\n") == [
        "B1: Straight · Low: 7-6-3-2-A",
        "B2: Pair of Tens · 6-4-3-2-A",
    ]


def test_a_line_is_never_wider_than_its_room_and_the_board_name_goes_before_the_hand(
    qapp,
) -> None:
    font = QFont()
    lines = (
        "Board 2: Full House, Queens full of Jacks · Low: 8-7-6-4-2",
        "Board 1: Two Pair, Queens and Sixes, Jack kicker",
        "Board 1: One Pair, Fives, Nine-Eight-Seven kickers · Low: 7-6-5-2-A",
    )
    for line in lines:
        for room in range(1, 420, 3):
            fitted = fitted_text(line, font, room)
            assert width_of(fitted, font) <= room, (line, room, fitted)
            if fitted.startswith("Board "):
                assert "…" not in fitted, (line, room, fitted)
    room = width_of("B2: Queens full · 8-7-6-4-2", font) + 1
    assert fitted_text(lines[0], font, room) == "B2: Queens full · 8-7-6-4-2"


def test_the_board_gives_up_its_name_before_the_hand_is_said_by_its_category_alone(qapp) -> None:
    font = QFont()
    line = "Board 1: Flush, Ace high · Low: 8-6-3-2-A"
    room = width_of("B1: A-high flush · 8-6-3-2-A", font) + 1
    assert room < width_of("Board 1: A-high flush · 8-6-3-2-A", font)
    assert fitted_text(line, font, room) == "B1: A-high flush · 8-6-3-2-A"
