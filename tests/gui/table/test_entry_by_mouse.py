"""The review's test hand entered by mouse: card pickers for the cards, the chip tray for
the money. Omaha high-low, six seats, a board and four cards each, two all-ins, one fold.

Entered before with 44 clicks and 23 keys, the amounts only by keyboard; the clicks and keys
are counted here as the dealer would make them.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from dealer_app.gui.table.controller import TableController
from dealer_app.model.cards import parse_cards
from dealer_app.model.play.dealing import RowKey
from tests.gui.table_testing import click_card, click_slot, make_window

BEFORE_CLICKS = 44
BEFORE_KEYS = 23

HAND = {
    RowKey.seat(1): "2c 4d Qs Qh",
    RowKey.seat(2): "Kd Kh 5c 9s",
    RowKey.seat(3): "Jc Td 9d 6s",
    RowKey.seat(4): "As 2d Jh Tc",
    RowKey.seat(5): "8c 8d 4s 5h",
    RowKey.seat(6): "6c 6h Jd Js",
    RowKey.board(): "Ah 7d 3c Ks 8h",
}
PUT_IN = {1: 150, 2: 325, 3: 50, 4: 600, 5: 600, 6: 600}
ALL_IN = {1, 2}
FOLDED = {3}


@dataclass
class Hands:
    """The dealer's hands on the mouse and the keyboard, counted."""

    qtbot: QtBot
    clicks: int = 0
    keys: int = 0

    def click(self, widget: QWidget, **where: object) -> None:
        self.qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, **where)
        self.clicks += 1


def _intended(controller: TableController) -> None:
    """The same hand told to the controller directly: what the clicks must come to."""
    assert controller.set_game("omaha8")
    for row, text in HAND.items():
        assert controller.type_cards(row, text)
    for seat, amount in PUT_IN.items():
        assert controller.set_committed(seat, amount)
    for seat in FOLDED:
        assert controller.set_folded(seat, True)
    for seat in ALL_IN:
        assert controller.set_all_in(seat, True)


def test_the_review_hand_by_mouse_takes_fewer_inputs_than_before(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path / "by-mouse")
    hands = Hands(qtbot)
    table, tray = window.table, window.chip_tray

    # The game: open the list and pick Omaha high-low (two clicks; the list's popup is
    # not clicked here, its choice is made as the list reports it).
    box = window.game_box
    hands.clicks += 2
    box.setCurrentIndex(box.findData("omaha8"))
    box.activated.emit(box.currentIndex())

    # The cards: one click opens the picker on seat 1; it moves on by itself, seat by seat
    # and then the board, so each card is one click.
    click_slot(qtbot, table.seat_widget(1).cards, 0)
    hands.clicks += 1
    for row, text in HAND.items():
        for card in parse_cards(text):
            assert table.picking() is not None and table.picking()[0] == row
            click_card(qtbot, table.picker.picker, card)
            hands.clicks += 1

    # The money: a click in the seat (its All-in or Fold, or its amount), then its chips.
    chips_for = {
        1: ["black", "green", "green"],
        2: ["black", "black", "black", "green"],
        3: ["green", "green"],
        4: ["black"] * 6,
    }
    for seat in sorted(PUT_IN):
        plaque = table.seat_widget(seat)
        if seat in ALL_IN:
            hands.click(plaque.all_in_button)
        elif seat in FOLDED:
            hands.click(plaque.fold_button)
        else:
            hands.click(plaque.amount)
        assert tray.seat() == seat
        if seat in chips_for:
            for name in chips_for[seat]:
                hands.click(tray.chip_button(name))
        else:
            hands.click(tray.call_button)  # the same as the most put in

    intended = make_window(qtbot, tmp_path / "intended").controller
    _intended(intended)
    got, want = window.controller.state, intended.state
    assert got.scenario == want.scenario
    assert got.all_in == want.all_in == frozenset(ALL_IN)
    assert window.controller.outcome.complete

    print(f"\nby mouse: {hands.clicks} clicks, {hands.keys} keys")
    assert hands.keys == 0
    assert hands.clicks + hands.keys < BEFORE_CLICKS + BEFORE_KEYS
