"""The table view: picking and typing cards, folding, ties, side pots and the chips shown."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from dealer_app.gui.card_art import CardState
from dealer_app.gui.table.controller import TableController
from dealer_app.gui.table.state import default_state
from dealer_app.model.cards import parse_card, parse_cards
from dealer_app.model.play.dealing import RowKey
from tests.gui.table_testing import (
    ACES_KINGS_AND_TWO_MORE,
    click_card,
    click_slot,
    deal,
    show_table_view,
)

AS, KD = parse_card("As"), parse_card("Kd")


@pytest.fixture
def table(qtbot):
    controller = TableController(default_state("holdem", 4))
    view = show_table_view(qtbot, controller)
    return view


@pytest.fixture
def controller(table) -> TableController:
    return table.controller()


def test_clicking_a_slot_and_a_card_fills_the_slot_and_greys_the_card(table, controller, qtbot):
    seat_row = table.seat_widget(1).cards
    click_slot(qtbot, seat_row, 0)
    assert table.picker.isVisible()
    assert table.picking() == (RowKey.seat(1), 0)
    click_card(qtbot, table.picker.picker, AS)
    assert controller.state.cards(RowKey.seat(1)) == (AS,)
    assert seat_row.cards()[0] == AS
    # The picker moved on to the next empty slot, with the ace of spades greyed out.
    assert table.picking() == (RowKey.seat(1), 1)
    assert not table.picker.picker.is_available(AS)
    click_card(qtbot, table.picker.picker, KD)
    assert seat_row.cards() == (AS, KD)
    assert table.picking() == (RowKey.seat(2), 0)


def test_escape_closes_the_picker_and_leaves_no_ring_on_the_slot(table, controller, qtbot):
    seat_row = table.seat_widget(1).cards
    click_slot(qtbot, seat_row, 0)
    click_card(qtbot, table.picker.picker, AS)
    assert seat_row.highlight() == 1
    with qtbot.waitSignal(table.picker.closed, timeout=0):
        qtbot.keyClick(table.picker.picker, Qt.Key.Key_Escape)
    assert not table.picker.isVisible()
    assert table.picking() is None
    assert seat_row.highlight() is None
    assert controller.state.cards(RowKey.seat(1)) == (AS,)


def test_the_ring_follows_the_picker_and_leaves_with_the_last_card(table, controller, qtbot):
    deal(controller, {RowKey.seat(1): "2c3c", RowKey.seat(2): "4c5c", RowKey.seat(3): "6c7c"})
    deal(controller, {RowKey.seat(4): "8c9c", RowKey.board(): "2d3d4d5d"})
    board = table.row_widget(RowKey.board())
    click_slot(qtbot, board, 4)
    assert board.highlight() == 4
    with qtbot.waitSignal(table.picker.closed, timeout=0):
        click_card(qtbot, table.picker.picker, AS)
    assert not table.picker.isVisible()
    assert board.highlight() is None
    assert all(table.seat_widget(n).cards.highlight() is None for n in (1, 2, 3, 4))


def test_a_used_card_cannot_be_picked_twice(table, controller, qtbot):
    deal(controller, {RowKey.seat(1): "AsKd"})
    click_slot(qtbot, table.seat_widget(2).cards, 0)
    picker = table.picker.picker
    assert not picker.is_available(AS)
    click_card(qtbot, picker, AS)
    assert controller.state.cards(RowKey.seat(2)) == ()
    assert table.seat_widget(2).cards.cards() == (None, None)


def test_typing_fills_a_seats_slots_and_backspace_clears_the_last(table, controller, qtbot):
    row = table.seat_widget(2).cards
    row.setFocus()
    qtbot.keyClicks(row, "as kd")
    assert controller.state.cards(RowKey.seat(2)) == (AS, KD)
    assert row.cards() == (AS, KD)
    row.setFocus()
    qtbot.keyClick(row, Qt.Key.Key_Backspace)
    assert controller.state.cards(RowKey.seat(2)) == (AS,)


def test_typing_fills_the_board(table, controller, qtbot):
    board = table.row_widget(RowKey.board())
    board.setFocus()
    qtbot.keyClicks(board, "AhKhQh")
    assert controller.state.cards(RowKey.board()) == parse_cards("Ah Kh Qh")
    assert board.cards()[:3] == parse_cards("Ah Kh Qh")


def test_typing_a_card_used_elsewhere_is_refused(table, controller, qtbot):
    deal(controller, {RowKey.seat(1): "AsKd"})
    row = table.seat_widget(3).cards
    row.setFocus()
    with qtbot.waitSignal(controller.message):
        qtbot.keyClicks(row, "As")
    assert controller.state.cards(RowKey.seat(3)) == ()


def test_hand_names_and_the_cards_that_play(table, controller):
    deal(controller, ACES_KINGS_AND_TWO_MORE)
    seat = table.seat_widget(1)
    assert seat.hand_label.text().startswith("One Pair, Aces")
    assert seat.is_winner()
    assert seat.cards.card_states() == (CardState.RAISED, CardState.RAISED)
    # Aces with Q-J-9 play: the four and the five of the board do not.
    assert table.board_states() == (
        CardState.RAISED,
        CardState.RAISED,
        CardState.DIMMED,
        CardState.RAISED,
        CardState.DIMMED,
    )


def test_folding_a_seat_updates_the_winners(table, controller, qtbot):
    deal(controller, ACES_KINGS_AND_TWO_MORE)
    assert [seat.number for seat in table.seats if seat.is_winner()] == [1]
    qtbot.mouseClick(table.seat_widget(1).fold_button, Qt.MouseButton.LeftButton)
    assert controller.scenario.seat(1).folded
    assert table.seat_widget(1).hand_label.text() == "Folded"
    assert [seat.number for seat in table.seats if seat.is_winner()] == [2]


def test_a_three_way_tie_shows_three_winners_and_the_odd_chip_on_the_right_seat(table, controller):
    deal(
        controller,
        {
            RowKey.seat(1): "2c3d",
            RowKey.seat(2): "4c5d",
            RowKey.seat(3): "6c7d",
            RowKey.seat(4): "8c9d",
            RowKey.board(): "As Ks Qs Js Ts",
        },
    )
    controller.set_button(2)
    controller.set_folded(4, True)
    for seat, amount in {1: 100, 2: 100, 3: 100, 4: 1}.items():
        controller.set_committed(seat, amount)
    assert [seat.number for seat in table.seats if seat.is_winner()] == [1, 2, 3]
    shares = {pile.seat: pile for pile in table.share_piles()}
    assert sorted(shares) == [1, 2, 3]
    assert [pile.amount for pile in shares.values()] == [100, 100, 101]
    # Seat 3 is the first tied seat clockwise from the button on seat 2.
    (odd,) = shares[3].odd_chips
    assert odd.chip == "white" and "clockwise from the button" in odd.reason
    assert [stack.odd for stack in shares[3].stacks] == [0, 1]
    assert "Tie" in table.info.text()
    assert table.pot_piles()[0].caption == "Split: seats 1, 2 and 3"


def test_side_pots_appear_when_amounts_differ(table, controller, qtbot):
    controller.random_deal()
    for number, amount in {1: 50, 2: 200, 3: 200, 4: 200}.items():
        spin = table.seat_widget(number).amount
        spin.lineEdit().selectAll()
        qtbot.keyClicks(spin, str(amount))
        qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert [(pile.name, pile.amount) for pile in table.pot_piles()] == [
        ("Main pot", 200),
        ("Side pot 1", 450),
    ]
    assert sum(pile.amount for pile in table.share_piles()) == 650


def test_the_chips_slide_to_the_winners_when_animated(table, controller, qtbot):
    table.set_animated(True)
    deal(controller, ACES_KINGS_AND_TWO_MORE)
    for seat in controller.scenario.live_seats:  # every live seat puts something in
        controller.set_committed(seat, 100)
    assert table.is_dealing()
    qtbot.waitUntil(lambda: not table.is_dealing(), timeout=3000)
    assert table.deal_progress() == 1.0


def test_clicking_a_button_spot_moves_the_button(table, controller, qtbot):
    qtbot.mouseClick(table.seat_widget(3).button_spot, Qt.MouseButton.LeftButton)
    assert controller.scenario.button == 3
    assert table.seat_widget(3).button_spot.has_button()
    assert not table.seat_widget(1).button_spot.has_button()


def test_the_slots_follow_the_game(table, controller):
    for game, hole, board in (("omaha", 4, 5), ("stud", 7, 0), ("draw", 5, 0), ("guts3", 3, 0)):
        controller.set_game(game)
        assert table.seat_widget(1).cards.slot_count() == hole
        assert len(table.boards) == (1 if board else 0)
        if board:
            assert table.boards[0].slot_count() == board


def test_run_it_twice_shows_two_boards(table, controller):
    deal(controller, {RowKey.board(): "Ah 7c 2d"})
    controller.set_run_twice(True)
    assert len(table.boards) == 2
    assert table.boards[1].cards()[:3] == parse_cards("Ah 7c 2d")


def test_run_it_twice_names_each_boards_winner(table, controller):
    deal(
        controller,
        ACES_KINGS_AND_TWO_MORE,
    )
    controller.set_run_twice(True)
    assert controller.type_cards(RowKey.board(2), "Kh 6c")
    for seat in controller.scenario.live_seats:  # every live seat puts something in
        controller.set_committed(seat, 100)
    assert table.pot_piles()[0].caption == "B1: 1 · B2: 2"
    assert table.seat_widget(2).hand_label.text().splitlines()[1].startswith("Board 2: Three Kings")
