"""A whole showdown entered by keys alone through the real window, the presses counted.

The review's test hand: Omaha hi-lo, six seats, four cards each and the board, two seats
all-in for less, one fold, every amount typed. Entering it took 96 key presses before the
seat keys (F, I, Enter moving on to the next seat); the count must stay below that.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from dealer_app.gui.main_window import MainWindow
from dealer_app.gui.table.scene import table_scene
from dealer_app.model.cards import parse_cards
from dealer_app.model.hands.games import Game
from dealer_app.model.play.dealing import RowKey
from dealer_app.model.showdown.seats import SeatEntry
from tests.gui.table_testing import active_window

PRESSES_BEFORE = 96

# seat: (cards, amount, all-in, folded)
HAND = {
    1: ("Ac2cKdQd", 400, False, False),
    2: ("Ah3hJcJd", 150, True, False),
    3: ("KsKh9c8c", 400, False, False),
    4: ("7d6d5h4h", 50, False, True),
    5: ("As2dTsTh", 275, True, False),
    6: ("QsQh9d9h", 400, False, False),
}
BOARD = "3c5c7sJh2h"


class Keyboard:
    """Presses keys on whatever has the keyboard in the window, counting each press (a
    chord such as Alt+1 is one press)."""

    def __init__(self, qtbot, window: MainWindow) -> None:
        self._qtbot = qtbot
        self._window = window
        self.presses = 0

    def _target(self) -> QWidget:
        # Where a keyboard's keys go: the focus (in an open game list, the list).
        return QApplication.focusWidget() or self._window

    def press(self, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
        self.presses += 1
        self._qtbot.keyClick(self._target(), key, modifier)

    def type(self, text: str) -> None:
        for char in text:
            self.presses += 1
            self._qtbot.keyClicks(self._target(), char)


def test_the_review_hand_by_keys_alone(qtbot, tmp_path) -> None:
    window = active_window(qtbot, tmp_path)
    start = window.controller.scenario
    keys = Keyboard(qtbot, window)

    keys.press(Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)  # the game list opens
    keys.press(Qt.Key.Key_Down)
    keys.press(Qt.Key.Key_Down)
    keys.press(Qt.Key.Key_Return)
    assert window.controller.scenario.game is Game.OMAHA8

    keys.press(Qt.Key.Key_1, Qt.KeyboardModifier.AltModifier)
    for cards, amount, all_in, folded in HAND.values():
        keys.type(cards)  # a full row hands the keyboard on to the amount
        if folded:
            keys.type("f")
        keys.type(str(amount))
        if all_in:
            keys.type("i")
        keys.press(Qt.Key.Key_Return)  # on to the next seat, after the last the board
    keys.type(BOARD)

    expected = start.replace(
        game=Game.OMAHA8,
        seats=tuple(
            SeatEntry(seat, parse_cards(cards), committed=amount, all_in=all_in, folded=folded)
            for seat, (cards, amount, all_in, folded) in HAND.items()
        ),
        boards=(parse_cards(BOARD),),
    )
    assert window.controller.scenario == expected
    assert window.controller.outcome.complete
    assert [seat.amount.text() for seat in window.table.seats] == [
        f"{amount:,}" for _cards, amount, _all_in, _folded in HAND.values()
    ]
    print(f"key presses for the review hand: {keys.presses} (before: {PRESSES_BEFORE})")
    assert keys.presses < PRESSES_BEFORE


def test_the_last_board_card_keeps_the_keyboard_on_the_board(qtbot, tmp_path) -> None:
    window = active_window(qtbot, tmp_path)
    controller = window.controller
    controller.set_seat_count(9)
    for seat, cards in enumerate(("9s9h", "8s8h", "7s7h", "6s6h", "5s5h", "4s4h", "3s3h"), 1):
        controller.type_cards(RowKey.seat(seat), cards)
    keys = Keyboard(qtbot, window)
    keys.press(Qt.Key.Key_B, Qt.KeyboardModifier.AltModifier)
    board = window.table.boards[0]
    keys.type("Ah7c2dKsQs")
    assert controller.state.cards(RowKey.board()) == parse_cards("Ah 7c 2d Ks Qs")
    assert QApplication.focusWidget() is board
    controller.set_dealt_in(8, False)
    controller.set_dealt_in(9, False)
    assert controller.outcome.complete
    with qtbot.waitSignal(window.deal_action.triggered):
        keys.press(Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)  # deals it from there


def test_a_full_first_board_hands_the_keyboard_to_the_second(qtbot, tmp_path) -> None:
    window = active_window(qtbot, tmp_path)
    window.run_twice_action.trigger()
    _first, second = window.table.boards
    keys = Keyboard(qtbot, window)
    keys.press(Qt.Key.Key_B, Qt.KeyboardModifier.AltModifier)
    keys.type("Ah7c2dKsQs")
    assert QApplication.focusWidget() is second
    keys.type("3h4h")
    assert QApplication.focusWidget() is second
    assert window.controller.state.cards(RowKey.board(2)) == parse_cards("3h 4h")


def _choose_game_by_keys(keys: Keyboard, window: MainWindow, game: Game) -> None:
    keys.press(Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)  # the game list opens
    for _ in range(list(Game).index(game)):  # the list holds the games in their order
        keys.press(Qt.Key.Key_Down)
    keys.press(Qt.Key.Key_Return)
    assert window.controller.scenario.game is game


# game: seats' (cards, amount), board, the pot's winners words on the felt
AUDITION_HANDS = {
    Game.BADEUCY: (
        {1: ("7s5s4s3h2h", 300), 2: ("AcKc2d3s4h", 300), 3: ("9c9d8h8s6c", 300)},
        "",
        "Deuce-to-seven 1 · Badugi 2",
    ),
    Game.BIGO: (
        {1: ("Ac2cKdKhQs", 200), 2: ("Ah3hJcJdTs", 200), 3: ("9s9h8c7c6d", 200)},
        "4c5s7dKsJh",
        "High 3 · Low 1",
    ),
}


@pytest.mark.parametrize("game", list(AUDITION_HANDS))
def test_an_audition_games_showdown_by_keys_alone(qtbot, tmp_path, game: Game) -> None:
    hand, board, caption = AUDITION_HANDS[game]
    window = active_window(qtbot, tmp_path)
    window.controller.set_seat_count(len(hand))
    start = window.controller.scenario
    keys = Keyboard(qtbot, window)
    _choose_game_by_keys(keys, window, game)

    keys.press(Qt.Key.Key_1, Qt.KeyboardModifier.AltModifier)
    for cards, amount in hand.values():
        keys.type(cards)  # five cards fill the row and hand the keyboard to the amount
        keys.type(str(amount))
        keys.press(Qt.Key.Key_Return)
    keys.type(board)

    expected = start.replace(
        game=game,
        seats=tuple(
            SeatEntry(seat, parse_cards(cards), committed=amount)
            for seat, (cards, amount) in hand.items()
        ),
        boards=(parse_cards(board),),
    )
    assert window.controller.scenario == expected
    outcome = window.controller.outcome
    assert outcome.complete and outcome.result is not None
    assert [pile.caption for pile in table_scene(outcome).pots] == [caption]


def test_an_amount_refused_keeps_the_keyboard_and_the_text_for_correcting(qtbot, tmp_path):
    window = active_window(qtbot, tmp_path)
    keys = Keyboard(qtbot, window)
    amount = window.table.seat_widget(3).amount
    too_much = "1,000,000,000,001"

    keys.press(Qt.Key.Key_3, Qt.KeyboardModifier.AltModifier)
    keys.type("AhKh" + too_much)
    keys.press(Qt.Key.Key_Return)
    assert QApplication.focusWidget() is amount
    assert amount.text() == amount.lineEdit().selectedText() == too_much
    assert "more than 10^12" in window.banner.text()
    # Clicked away from, it stays as typed, marked, until corrected.
    qtbot.mouseClick(window.table.seat_widget(5).name_edit, Qt.MouseButton.LeftButton)
    assert amount.text() == too_much and amount.is_refused()
    assert window.controller.state.entry(3).committed is None

    amount.setFocus()
    amount.selectAll()
    keys.type("500")
    keys.press(Qt.Key.Key_Return)
    assert window.controller.state.entry(3).committed == 500 and not amount.is_refused()
    assert window.table.seat_widget(4).isAncestorOf(QApplication.focusWidget())


def test_the_refusals_warning_goes_with_the_refused_text(qtbot, tmp_path):
    window = active_window(qtbot, tmp_path)
    keys = Keyboard(qtbot, window)
    amount = window.table.seat_widget(3).amount

    keys.press(Qt.Key.Key_3, Qt.KeyboardModifier.AltModifier)
    keys.type("AhKh1k")
    keys.press(Qt.Key.Key_Return)
    assert '"1k" is not an amount' in window.banner.text()
    # Another edit of the table keeps the text, and the warning with it.
    window.controller.move_button()
    assert amount.is_refused() and '"1k" is not an amount' in window.banner.text()
    # Chips from the tray put an amount in its place: nothing refused is left to warn of.
    qtbot.mouseClick(window.table.seat_widget(3).amount, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.chip_tray.chip_button("black"), Qt.MouseButton.LeftButton)
    assert window.controller.state.entry(3).committed == 100
    assert not amount.is_refused() and not window.banner.isVisible()

    amount.setFocus()
    amount.selectAll()
    keys.type("2.5")
    keys.press(Qt.Key.Key_Return)
    assert 'Seat 3: "2.5" is not a whole number' in window.banner.text()
    keys.press(Qt.Key.Key_Escape)
    assert amount.text() == "100" and not window.banner.isVisible()


def test_a_refused_amount_goes_with_its_hand_and_its_warning_names_its_own_seat(qtbot, tmp_path):
    window = active_window(qtbot, tmp_path)
    keys = Keyboard(qtbot, window)
    three, four = window.table.seat_widget(3).amount, window.table.seat_widget(4).amount
    keys.press(Qt.Key.Key_3, Qt.KeyboardModifier.AltModifier)
    keys.type("AhKh1k")
    keys.press(Qt.Key.Key_Return)
    keys.press(Qt.Key.Key_4, Qt.KeyboardModifier.AltModifier)
    keys.type("QcQd1.5")
    keys.press(Qt.Key.Key_Return)
    assert three.is_refused() and four.is_refused()
    assert window.banner.text().startswith('Seat 4: "1.5"')
    # Seat 4's typing dropped: its warning goes, though seat 3 still holds "1k", framed.
    keys.press(Qt.Key.Key_Escape)
    assert not four.is_refused() and not window.banner.isVisible()
    # The next hand starts with no typing of the last one, and nothing to warn of.
    window.next_hand_action.trigger()
    assert not three.is_refused() and three.text() == ""
    assert not window.banner.isVisible()


def test_enter_in_the_picker_puts_no_card_until_one_is_chosen(qtbot, tmp_path):
    window = active_window(qtbot, tmp_path)
    keys = Keyboard(qtbot, window)
    keys.press(Qt.Key.Key_3, Qt.KeyboardModifier.AltModifier)
    keys.press(Qt.Key.Key_Return)  # the picker opens on seat 3's first slot
    assert window.table.picking() == (RowKey.seat(3), 0)
    keys.press(Qt.Key.Key_Return)
    assert window.controller.state.cards(RowKey.seat(3)) == ()

    keys.press(Qt.Key.Key_Right)  # the first arrow chooses the first card free, As
    keys.press(Qt.Key.Key_Right)
    keys.press(Qt.Key.Key_Return)
    keys.press(Qt.Key.Key_Return)  # the picker on the next slot: nothing chosen there yet
    assert window.controller.state.cards(RowKey.seat(3)) == parse_cards("Ks")
