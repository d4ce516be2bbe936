"""The table's controller: edits go through undo, the model answers, one signal per change."""

from __future__ import annotations

import json

import pytest
from PySide6.QtTest import QSignalSpy

from dealer_app.gui.table.controller import TableController
from dealer_app.gui.table.state import MessageLevel, default_state
from dealer_app.model.cards import parse_card, parse_cards
from dealer_app.model.play.dealing import RowKey
from tests.gui.table_testing import ACES_KINGS_AND_TWO_MORE, deal


@pytest.fixture
def controller(qtbot):
    table = TableController(default_state("holdem", 4))
    messages: list[tuple[MessageLevel, str]] = []
    table.message.connect(lambda level, text: messages.append((level, text)))
    table.messages = messages
    return table


def test_one_signal_per_edit_with_the_new_outcome(controller):
    spy = QSignalSpy(controller.outcomeChanged)
    assert controller.type_cards(RowKey.seat(1), "AsKd")
    assert spy.count() == 1
    outcome = spy.at(0)[0]
    assert outcome is controller.outcome
    assert outcome.state.cards(RowKey.seat(1)) == parse_cards("As Kd")
    assert not outcome.complete
    assert "seat 2: shows 0 cards; Texas Hold'em needs 2 cards" in outcome.missing
    # A refused edit changes nothing and says nothing new; the next edit is one signal again.
    assert not controller.type_cards(RowKey.seat(2), "As")
    assert spy.count() == 1
    assert controller.set_committed(1, 50)
    assert spy.count() == 2
    assert spy.at(1)[0].state.scenario.seats[0].committed == 50
    controller.undo_stack.undo()
    assert spy.count() == 3
    assert spy.at(2)[0].state.scenario.seats[0].committed is None


def test_hands_are_named_before_the_showdown_is_complete(controller):
    deal(controller, {RowKey.seat(1): "AsAd", RowKey.board(): "Ah 7c 2d"})
    outcome = controller.outcome
    assert not outcome.complete
    assert [hand.seat for hand in outcome.hands] == [1]
    assert outcome.hands[0].name.startswith("Three of a Kind, Aces")


def test_a_used_card_is_refused_and_said(controller):
    deal(controller, {RowKey.seat(1): "AsKd"})
    assert not controller.place_card(RowKey.seat(2), 0, parse_card("As"))
    assert controller.state.cards(RowKey.seat(2)) == ()
    assert controller.messages[-1] == (MessageLevel.WARNING, "card As is already used: seat 1")


def test_typing_more_cards_than_slots_is_refused(controller):
    assert not controller.type_cards(RowKey.seat(1), "AsKdQh")
    assert "3 cards typed, room for 2 more" in controller.messages[-1][1]


def test_undo_and_redo_restore_cards(controller):
    deal(controller, {RowKey.seat(1): "AsKd"})
    controller.remove_card(RowKey.seat(1))
    assert controller.state.cards(RowKey.seat(1)) == parse_cards("As")
    controller.undo_stack.undo()
    assert controller.state.cards(RowKey.seat(1)) == parse_cards("As Kd")
    controller.undo_stack.redo()
    assert controller.state.cards(RowKey.seat(1)) == parse_cards("As")


def test_each_amount_entered_is_an_undo_step_of_its_own(controller):
    for amount in (10, 100, 150):
        controller.set_committed(2, amount)
    controller.undo_stack.undo()
    assert controller.scenario.seat(2).committed == 100
    controller.undo_stack.undo()
    assert controller.scenario.seat(2).committed == 10


def test_a_run_of_chips_is_one_undo_step_never_joined_to_an_amount_entered(controller):
    controller.set_committed(2, 250)
    for amount in (275, 300, 400):
        controller.set_committed(2, amount, chip_run=True)
    controller.undo_stack.undo()
    assert controller.scenario.seat(2).committed == 250


def test_random_deal_fills_every_live_slot_with_distinct_cards(controller):
    controller.set_folded(3, True)
    controller.random_deal()
    state = controller.state
    assert state.cards(RowKey.seat(3)) == ()
    dealt = [card for row in state.rows() for card in state.cards(row)]
    assert len(dealt) == 3 * 2 + 5 == len(set(dealt))
    assert controller.outcome.complete


def test_folding_changes_the_winner(controller):
    deal(
        controller,
        ACES_KINGS_AND_TWO_MORE,
    )
    assert controller.outcome.winners == {1}
    controller.set_folded(1, True)
    assert controller.outcome.winners == {2}


def test_side_pots_form_from_different_amounts(controller):
    controller.random_deal()
    for seat, amount in {1: 50, 2: 200, 3: 200, 4: 200}.items():
        controller.set_committed(seat, amount)
    pots = controller.outcome.result.pots
    assert [(pot.name, pot.amount, pot.eligible) for pot in pots] == [
        ("Main pot", 200, (1, 2, 3, 4)),
        ("Side pot 1", 450, (2, 3, 4)),
    ]


def test_run_it_twice_shares_the_flop_and_resolves_each_board(controller):
    deal(controller, {RowKey.board(): "Ah 7c 2d 9s Tc"})
    controller.set_run_twice(True)
    assert controller.state.cards(RowKey.board(2)) == parse_cards("Ah 7c 2d")
    assert controller.type_cards(RowKey.board(2), "Kd 3s")
    controller.random_deal()
    result = controller.outcome.result
    assert result is not None
    assert {hand.board for hand in result.hands} == {1, 2}
    assert len(result.pots[0].runs) == 2


def test_next_hand_clears_and_moves_the_button_clockwise(controller):
    controller.set_button(4)
    controller.set_name(2, "Ann")
    controller.random_deal()
    controller.set_committed(1, 100)
    controller.set_folded(3, True)
    controller.next_hand()
    scenario = controller.scenario
    assert scenario.button == 1
    assert all(
        not entry.cards and not entry.folded and entry.committed is None for entry in scenario.seats
    )
    assert scenario.seat(2).name == "Ann"
    assert scenario.board == ()


def test_changing_the_game_changes_the_slots(controller):
    deal(controller, {RowKey.seat(1): "AsKd", RowKey.board(): "Ah 7c 2d"})
    controller.set_game("stud")
    state = controller.state
    assert state.slot_count(RowKey.seat(1)) == 7
    assert state.slot_count(RowKey.board()) == 0
    assert state.cards(RowKey.seat(1)) == parse_cards("As Kd")
    controller.set_game("omaha")
    assert controller.state.slot_count(RowKey.seat(1)) == 4


def test_next_empty_slot_skips_folded_seats_and_ends_on_the_board(controller):
    controller.set_folded(2, True)
    deal(controller, {RowKey.seat(1): "AsKd"})
    assert controller.next_empty_slot(RowKey.seat(1)) == (RowKey.seat(3), 0)
    deal(controller, {RowKey.seat(3): "2c2d", RowKey.seat(4): "3c3d"})
    assert controller.next_empty_slot(RowKey.seat(4)) == (RowKey.board(), 0)


def test_save_and_open_round_trip(controller, tmp_path):
    controller.random_deal()
    controller.set_name(1, "Ann")
    controller.set_committed(1, 300)
    controller.set_committed(2, 300)
    path = tmp_path / "hand.json"
    assert controller.save_file(path)
    saved = controller.scenario
    other = TableController()
    assert other.open_file(path)
    assert other.scenario == saved
    assert other.state.seat_count == 4


def test_a_damaged_file_is_reported_and_the_table_stays(controller, tmp_path):
    controller.random_deal()
    before = controller.state
    path = tmp_path / "bad.json"
    path.write_text('{"game": "holdem", "seats": [{"seat": 1, "cards": ["Zh"]}]}')
    assert not controller.open_file(path)
    assert controller.state == before
    level, text = controller.messages[-1]
    assert level is MessageLevel.ERROR
    assert 'seat 1: card "Zh" is not a card' in text
    path.write_text("not json at all")
    assert not controller.open_file(path)
    assert "not valid JSON" in controller.messages[-1][1]


def test_single_pot_by_chips(controller):
    controller.random_deal()
    controller.set_pot_chips({"green": 26})
    result = controller.outcome.result
    assert result.pots[0].amount == 650
    assert json.dumps(controller.scenario.pot.as_dict()) == '{"green": 26}'


def test_changing_the_game_says_which_cards_it_dropped(controller, qtbot):
    deal(controller, {RowKey.seat(1): "AsKd", RowKey.board(): "Ah 7c 2d"})
    with qtbot.waitSignal(controller.dropped) as said:
        controller.set_game("razz")
    assert said.args[0] == "Razz: dropped Ah 7c 2d from the board"


def test_omaha_to_holdem_says_which_two_cards_each_seat_loses(controller, qtbot):
    controller.set_game("omaha")
    deal(controller, {RowKey.seat(2): "AsKdQh7c", RowKey.seat(3): "2c3c"})
    with qtbot.waitSignal(controller.dropped) as said:
        controller.set_game("holdem")
    assert said.args[0] == "Texas Hold'em: dropped Qh 7c from seat 2"
    controller.undo_stack.undo()
    assert controller.state.cards(RowKey.seat(2)) == parse_cards("As Kd Qh 7c")


def test_fewer_seats_says_which_seats_it_dropped(controller, qtbot):
    deal(controller, {RowKey.seat(3): "AsKd"})
    controller.set_name(4, "Ann")
    controller.set_committed(4, 1500)
    with qtbot.waitSignal(controller.dropped) as said:
        assert controller.set_seat_count(2)
    assert said.args[0] == "2 seats: dropped seat 3 (As Kd); seat 4 (Ann, 1,500 in)"
    assert said.args[1].seat_count == 4 and said.args[1].entry(4).name == "Ann"
    controller.undo_stack.undo()
    assert controller.state.seat_count == 4
    assert controller.state.entry(4).name == "Ann"


def test_dealing_a_seat_out_says_its_name_cards_and_money(controller, qtbot):
    deal(controller, {RowKey.seat(3): "AsKs"})
    controller.set_committed(3, 50)
    controller.set_name(3, "Cy")
    with qtbot.waitSignal(controller.dropped) as said:
        assert controller.set_dealt_in(3, False)
    assert said.args[0] == "Seat 3 dealt out: dropped seat 3 (Cy, As Ks, 50 in)"
    controller.undo_stack.undo()
    entry = controller.state.entry(3)
    assert entry is not None and (entry.name, entry.committed) == ("Cy", 50)


def test_running_once_again_says_which_cards_of_the_second_board_it_dropped(controller, qtbot):
    deal(controller, {RowKey.board(): "2c7d9h"})
    controller.set_run_twice(True)
    deal(controller, {RowKey.board(2): "KsQs"})
    with qtbot.waitSignal(controller.dropped) as said:
        assert controller.set_run_twice(False)
    # The flop is the first board's too: only the second board's own cards went.
    assert said.args[0] == "Run it once: dropped board 2 (Ks Qs)"
    controller.undo_stack.undo()
    assert controller.state.cards(RowKey.board(2)) == parse_cards("2c 7d 9h Ks Qs")


def test_a_change_that_drops_nothing_says_nothing(controller, qtbot):
    deal(controller, {RowKey.seat(1): "AsKd"})
    with qtbot.assertNotEmitted(controller.dropped):
        controller.set_seat_count(3)
        controller.set_game("omaha")
        controller.set_dealt_in(2, False)
        controller.set_run_twice(True)
        controller.set_run_twice(False)


def test_a_seeded_random_deal_repeats(controller):
    controller.rng.seed(4)
    controller.random_deal()
    first = controller.scenario
    controller.undo_stack.undo()
    controller.rng.seed(4)
    controller.random_deal()
    assert controller.scenario == first


def test_the_button_moves_to_the_next_seat_dealt_in(controller):
    controller.set_button(2)
    controller.set_dealt_in(3, False)
    controller.move_button()
    assert controller.scenario.button == 4


def test_random_deals_around_a_guts_ghost_hand_never_deal_its_cards(controller):
    from dealer_app.resources_path import resource

    ghost = resource("examples", "guts", "guts2-ghost-is-not-beaten.json")
    assert controller.open_text(ghost.read_bytes(), ghost.name)
    ghost_cards = set(controller.scenario.guts.ghost_cards)
    said: list[str] = []
    controller.message.connect(lambda _level, text: said.append(text))
    for seed in range(40):  # about one deal in eight met the ghost's cards before
        controller.rng.seed(seed)
        controller.clear_cards()
        assert controller.random_deal()
        dealt = {card for entry in controller.scenario.seats for card in entry.cards}
        assert not dealt & ghost_cards
    assert said == []


def test_each_receiver_hears_only_of_its_own_change(controller):
    deal(controller, ACES_KINGS_AND_TWO_MORE)
    heard: list[str] = []
    controller.seatsChanged.connect(lambda _outcome: heard.append("seats"))
    controller.cardsChanged.connect(lambda _outcome: heard.append("cards"))
    controller.resultChanged.connect(lambda _outcome: heard.append("result"))
    controller.undo_stack.undo()  # the board taken back: no result
    assert heard == ["cards", "result"]
    heard.clear()
    controller.undo_stack.redo()
    assert heard == ["cards", "result"]
    heard.clear()
    assert controller.set_committed(1, 100)
    assert heard == ["seats", "result"]  # the pots are built from the money
    heard.clear()
    assert controller.set_name(3, "Ann")
    assert heard == ["seats"]  # a name changes no pot
