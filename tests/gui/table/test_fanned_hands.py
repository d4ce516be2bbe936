"""Hands fanned like cards held: every seat's cards overlap with their index corners showing,
large enough to read with ten seats in every game, and a click still picks the card under
the pointer."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, QSize, Qt
from PySide6.QtWidgets import QApplication

from dealer_app.gui.card_art import MIN_VISIBLE_FRACTION
from dealer_app.gui.main_window import MainWindow
from dealer_app.model.cards import parse_cards
from dealer_app.model.hands.games import GAMES
from dealer_app.model.play.dealing import RowKey
from tests.gui.table_testing import click_card, make_window

LEAST_HEIGHTS = [(QSize(1366, 768), 48.0), (QSize(1024, 700), 36.0)]
"""The smallest card a dealer reads at a glance on a screen of that size, ten seats."""


def seat_card_heights(window: MainWindow) -> list[float]:
    return [
        seat.cards.slot_rect(0).height() for seat in window.table.seats if seat.cards.isVisible()
    ]


@pytest.mark.parametrize(("size", "least"), LEAST_HEIGHTS)
def test_ten_seats_cards_are_readable_in_every_game(qtbot, tmp_path, size, least):
    window = make_window(qtbot, tmp_path, size)
    controller = window.controller
    assert controller.set_seat_count(10)
    too_small = {}
    for game in GAMES:
        controller.set_game(game)
        assert controller.state.rules.game is game
        QApplication.sendPostedEvents()
        heights = seat_card_heights(window)
        assert len(heights) == 10, game
        if min(heights) < least:
            too_small[game.value] = round(min(heights), 1)
    assert not too_small, f"cards under {least} px at {size.width()}x{size.height()}"


@pytest.mark.parametrize(("size", "least"), LEAST_HEIGHTS)
def test_ten_seats_cards_are_readable_with_the_board_run_twice_high_low(
    qtbot, tmp_path, size, least
):
    # A hand a board, high and low on one line: four lines would leave the cards no room.
    window = make_window(qtbot, tmp_path, size)
    controller = window.controller
    assert controller.set_seat_count(10)
    for game in ("omaha8", "bigo", "holdem8"):
        controller.set_game(game)
        controller.set_run_twice(True)
        assert controller.scenario.run_count == 2
        QApplication.sendPostedEvents()
        assert min(seat_card_heights(window)) >= least, game


@pytest.mark.parametrize("game", ["omaha8", "bigo", "stud8", "draw"])
def test_a_seats_hand_is_fanned_with_every_index_showing(qtbot, tmp_path, game):
    window = make_window(qtbot, tmp_path, QSize(1024, 700))
    controller = window.controller
    assert controller.set_game(game)
    assert controller.set_seat_count(10)
    QApplication.sendPostedEvents()
    row = window.table.seat_widget(4).cards
    assert row.is_fanned()
    rects = [row.slot_rect(slot) for slot in range(row.slot_count())]
    for left, right in itertools.pairwise(rects):
        step = right.left() - left.left()
        assert step < left.width(), "the cards overlap like a hand held"
        assert step >= left.width() * MIN_VISIBLE_FRACTION - 0.01, "each index shows"
    assert all(rect.right() <= row.width() for rect in rects)


def test_a_click_on_a_fanned_card_picks_that_card(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, QSize(1024, 700))
    controller, table = window.controller, window.table
    assert controller.set_game("omaha8")
    assert controller.set_seat_count(10)
    assert controller.type_cards(RowKey.seat(3), "As Kd Qh Jc")
    QApplication.sendPostedEvents()
    row = table.seat_widget(3).cards
    second, third = row.slot_rect(1), row.slot_rect(2)
    assert second.intersects(third)
    # The second card's index corner: left of where the third card covers it.
    corner = QPointF(second.left() + (third.left() - second.left()) / 2, second.top() + 8)
    qtbot.mouseClick(row, Qt.MouseButton.LeftButton, pos=corner.toPoint())
    assert table.picker.isVisible()
    assert row.highlight() == 1
    click_card(qtbot, table.picker.picker, parse_cards("2s")[0])
    assert controller.state.cards(RowKey.seat(3)) == parse_cards("As 2s Qh Jc")
    # Where the third card lies over the second, the click is the third's.
    table.picker.hide()
    over = QPointF(third.left() + 3, third.center().y())
    assert second.contains(over)
    qtbot.mouseClick(row, Qt.MouseButton.LeftButton, pos=over.toPoint())
    assert row.highlight() == 2
