"""Dealing: cards to slots, random deals, the button, the next hand and game changes."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_app.model.cards import parse_card, parse_cards
from dealer_app.model.chips import ChipCounts
from dealer_app.model.hands.games import Game, game_rules
from dealer_app.model.play.dealing import (
    DealingError,
    RowKey,
    change_game,
    deal_card,
    deal_cards,
    deal_out,
    deal_remaining,
    dealable_cards,
    empty_slots,
    next_button,
    next_hand,
    row_cards,
    run_once,
    run_twice,
    slot_count,
    unavailable_cards,
    used_cards,
)
from dealer_app.model.showdown.resolve import evaluate_seats, resolve
from dealer_app.model.showdown.scenario import Scenario
from dealer_app.model.showdown.seats import ScenarioError, SeatEntry


def empty_table(game: str = "holdem", seats: tuple[int, ...] = (1, 2, 3, 4)) -> Scenario:
    return Scenario.of(game, [SeatEntry.of(seat) for seat in seats], button=seats[0])


# -- the button and the next hand ----------------------------------------------------------


@pytest.mark.parametrize(
    ("seats", "button", "expected"),
    [
        ((1, 2, 3, 4), 1, 2),
        ((1, 2, 3, 4), 4, 1),
        ((2, 5, 9), 5, 9),
        ((2, 5, 9), 9, 2),
        ((2, 5, 9), 3, 5),  # the button on an empty chair moves to the next seat dealt in
        ((2, 5, 9), None, 2),
    ],
)
def test_the_button_moves_to_the_next_seat_dealt_in(seats, button, expected):
    table = empty_table(seats=seats).replace(button=button)
    assert next_button(table) == expected


def test_next_hand_keeps_seats_and_names_and_clears_the_hand():
    table = Scenario.of(
        "holdem",
        [
            SeatEntry.of(1, "Ah Kd", name="Ann", committed=100),
            SeatEntry.of(3, "Qc Qd", committed=100, folded=True),
            SeatEntry.of(6, "2c 3c", name="Bo", committed=100),
        ],
        boards=["Jh 2d 7s 8c 9d", "Jh 2d 7s Tc 4h"],
        pot_chips=[{"black": 3}],
        button=6,
    )
    after = next_hand(table)
    assert after.button == 1
    assert after.seat_numbers == (1, 3, 6)
    assert [entry.name for entry in after.ordered_seats] == ["Ann", "", "Bo"]
    assert all(
        not entry.cards and not entry.folded and entry.committed is None for entry in after.seats
    )
    assert after.boards == ((),)
    assert after.pot is None and after.pot_chips == ()
    assert after.game is table.game and after.chips == table.chips


def test_next_hand_clears_a_single_pot_of_chips():
    table = empty_table().replace(pot=ChipCounts.of({"green": 4}))
    assert next_hand(table).pot is None


# -- changing the game -----------------------------------------------------------------------


def test_a_game_with_fewer_hole_cards_takes_the_extra_cards_back_and_says_so():
    table = Scenario.of(
        "omaha",
        [SeatEntry.of(1, "Ah Kd Qs Jc", committed=40), SeatEntry.of(2, folded=True)],
        board="2c 7d 9h",
        button=2,
    )
    change = change_game(table, "holdem")
    assert change.dropped == ("Qs Jc from seat 1",)
    scenario = change.scenario
    assert scenario.game is Game.HOLDEM
    assert scenario.seat(1).cards == parse_cards("Ah Kd")
    assert scenario.seat(1).committed == 40 and scenario.seat(2).folded
    assert scenario.board == parse_cards("2c 7d 9h") and scenario.button == 2


def test_a_game_without_a_board_takes_back_every_board():
    table = run_twice(
        Scenario.of("holdem", [SeatEntry.of(1, "Ah Kd")], board="2c 7d 9h 3s", button=1)
    )
    table = deal_cards(table, RowKey.board(2), parse_cards("Tc"))
    change = change_game(table, "stud")
    assert change.dropped == ("2c 7d 9h 3s from the board", "board 2 (2c 7d 9h Tc)")
    assert change.scenario.boards == ((),)
    assert change.scenario.seat(1).cards == parse_cards("Ah Kd")


def test_a_game_with_room_for_everything_drops_nothing():
    table = Scenario.of("razz", [SeatEntry.of(1, "Ah 2d 3c")])
    change = change_game(table, "stud8")
    assert change.dropped == ()
    assert change.scenario == table.replace(game=Game.STUD8)


def test_changing_the_game_refuses_an_unknown_game():
    with pytest.raises(ValueError, match="bridge"):
        change_game(empty_table(), "bridge")


# -- run it twice ----------------------------------------------------------------------------


def test_the_second_board_starts_with_the_same_flop():
    table = Scenario.of("holdem", [SeatEntry.of(1)], board="Jh 2c 2d 5s 9h")
    twice = run_twice(table)
    assert twice.boards == (parse_cards("Jh 2c 2d 5s 9h"), parse_cards("Jh 2c 2d"))
    assert run_once(twice).scenario == table


def test_running_once_again_says_which_cards_of_the_second_board_went():
    twice = run_twice(Scenario.of("holdem", [SeatEntry.of(1)], board="2c 7d 9h"))
    twice = deal_cards(twice, RowKey.board(2), parse_cards("Ks Qs"))
    once = run_once(twice)
    # The flop stays on the first board: only the second board's own cards are lost.
    assert once.dropped == ("board 2 (Ks Qs)",)
    assert once.scenario.boards == (parse_cards("2c 7d 9h"),)
    assert run_once(run_twice(once.scenario)).dropped == ()


def test_dealing_a_seat_out_says_its_name_cards_and_money():
    table = Scenario.of(
        "holdem", [SeatEntry.of(1), SeatEntry.of(3, "Ah Kh", name="Cy", committed=25)]
    )
    change = deal_out(table, 3)
    assert change.dropped == ("seat 3 (Cy, Ah Kh, 25 in)",)
    assert change.scenario.seat_numbers == (1,)
    assert deal_out(table, 1).dropped == ()


def test_running_twice_before_the_flop_starts_an_empty_second_board():
    twice = run_twice(empty_table())
    assert twice.boards == ((), ())


def test_a_game_without_a_board_cannot_run_twice():
    with pytest.raises(DealingError, match="stud has no board to run twice"):
        run_twice(empty_table("stud"))


# -- which card may go where ----------------------------------------------------------------


def test_a_card_held_elsewhere_is_refused_naming_where_it_is():
    table = deal_cards(empty_table(), RowKey.seat(1), parse_cards("As Kd"))
    with pytest.raises(DealingError, match="card As is already used: seat 1"):
        deal_card(table, RowKey.seat(2), 0, parse_card("As"))
    with pytest.raises(DealingError, match="card Kd is already used: seat 1"):
        deal_cards(table, RowKey.board(), parse_cards("2c Kd"))


def test_a_card_may_go_back_into_its_own_slot_and_replaces_the_card_there():
    table = deal_cards(empty_table(), RowKey.seat(1), parse_cards("As Kd"))
    assert parse_card("As") not in unavailable_cards(table, RowKey.seat(1), 0)
    assert parse_card("As") in dealable_cards(table, RowKey.seat(1), 0)
    assert parse_card("As") not in dealable_cards(table, RowKey.seat(2), 0)
    assert len(dealable_cards(table, RowKey.seat(2), 0)) == 50
    swapped = deal_card(table, RowKey.seat(1), 1, parse_card("Qh"))
    assert row_cards(swapped, RowKey.seat(1)) == parse_cards("As Qh")


def test_a_slot_the_row_does_not_have_is_refused():
    with pytest.raises(DealingError, match="seat 1: there is no card slot 3"):
        deal_card(empty_table(), RowKey.seat(1), 2, parse_card("As"))
    with pytest.raises(DealingError, match="seat 7: there is no card slot 1"):
        deal_card(empty_table(), RowKey.seat(7), 0, parse_card("As"))


def test_a_second_board_may_repeat_the_flop_only_at_the_same_place():
    table = run_twice(Scenario.of("holdem", [SeatEntry.of(1)], board="Jh 2c 2d 5s"))
    second = RowKey.board(2)
    cleared = deal_card(table, second, 0, parse_card("Jh"))
    assert row_cards(cleared, second) == parse_cards("Jh 2c 2d")
    assert parse_card("5s") not in unavailable_cards(table, second, 3)
    assert parse_card("2d") in unavailable_cards(table, second, 3)
    with pytest.raises(DealingError, match="card Jh is already used: the board"):
        deal_cards(table, second, parse_cards("Jh"))


def test_a_card_two_boards_share_is_used_once():
    table = run_twice(Scenario.of("holdem", [SeatEntry.of(1)], board="Jh 2c 2d"))
    assert used_cards(table) == dict.fromkeys(parse_cards("Jh 2c 2d"), RowKey.board())


# -- dealing at random -----------------------------------------------------------------------


def test_a_seeded_deal_repeats_and_keeps_every_card_on_the_table():
    table = deal_cards(empty_table(), RowKey.seat(2), parse_cards("7c"))
    table = deal_cards(table, RowKey.board(), parse_cards("Ah 7d"))
    first = deal_remaining(table, random.Random(11))
    assert first == deal_remaining(table, random.Random(11))
    assert first != deal_remaining(table, random.Random(12))
    assert row_cards(first, RowKey.seat(2))[0] == parse_card("7c")
    assert first.board[:2] == parse_cards("Ah 7d")
    dealt = [card for entry in first.seats for card in entry.cards] + list(first.board)
    assert len(dealt) == len(set(dealt)) == 4 * 2 + 5
    assert empty_slots(first) == ()
    assert resolve(first).hands


def test_a_random_deal_leaves_folded_seats_without_cards():
    table = empty_table().with_seat(SeatEntry.of(3, folded=True))
    dealt = deal_remaining(table, random.Random(1))
    assert dealt.seat(3).cards == ()
    assert all(len(dealt.seat(seat).cards) == 2 for seat in (1, 2, 4))


def test_a_random_deal_runs_the_second_board_from_the_shared_flop():
    table = run_twice(Scenario.of("holdem", [SeatEntry.of(1), SeatEntry.of(2)], board="Jh 2c 2d"))
    dealt = deal_remaining(table, random.Random(3))
    first, second = dealt.boards
    assert first[:3] == second[:3] == parse_cards("Jh 2c 2d")
    assert not set(first[3:]) & set(second[3:])
    assert len(resolve(dealt.replace(button=1)).hands) == 4


def test_when_the_deck_runs_out_the_last_slots_stay_empty():
    table = empty_table("stud", tuple(range(1, 11)))
    dealt = deal_remaining(table, random.Random(5))
    assert len(used_cards(dealt)) == 52
    assert len(empty_slots(dealt)) == 10 * 7 - 52
    assert empty_slots(dealt)[0] == (RowKey.seat(8), 3)


GAMES = tuple(game.value for game in Game)


@settings(max_examples=40, deadline=None)
@given(
    game=st.sampled_from(GAMES),
    seats=st.integers(2, 6),
    folded=st.sets(st.integers(1, 6), max_size=4),
    seed=st.integers(0, 2**32),
)
def test_a_random_deal_completes_any_table_the_deck_can_fill(game, seats, folded, seed):
    rules = game_rules(game)
    table = empty_table(game, tuple(range(1, seats + 1)))
    folds = {seat for seat in folded if seat <= seats}
    if len(folds) == seats:
        folds.discard(1)
    for seat in folds:
        table = table.with_seat(SeatEntry.of(seat, folded=True))
    live = seats - len(folds)
    if live * rules.hole_cards + rules.board_cards > 52:
        return
    dealt = deal_remaining(table, random.Random(seed))
    assert dealt.missing() == ()
    result = resolve(dealt)
    assert {hand.seat for hand in result.hands} == set(dealt.live_seats)


# -- the hands of a table still being entered --------------------------------------------------


def test_hands_are_evaluated_as_the_cards_come_in():
    table = Scenario.of(
        "holdem",
        [SeatEntry.of(1, "Ah Kd"), SeatEntry.of(2, "7c"), SeatEntry.of(3, "Qs Qd", folded=True)],
        board="Jh 2c",
        button=1,
    )
    assert evaluate_seats(table) == ()
    table = deal_cards(table, RowKey.board(), parse_cards("2d"))
    assert [(hand.seat, hand.name) for hand in evaluate_seats(table)] == [
        (1, "One Pair, Twos, Ace-King-Jack kickers")
    ]


def test_the_hands_of_a_complete_table_are_the_showdowns():
    table = deal_remaining(run_twice(empty_table("omaha8")), random.Random(2))
    assert evaluate_seats(table) == resolve(table).hands


def test_a_dealing_error_is_a_scenario_error():
    assert issubclass(DealingError, ScenarioError)


AUDITION_SLOTS = {
    # game: (cards a seat holds, board cards, most seats one deck deals in full)
    Game.DEUCE7: (5, 0, 10),
    Game.ACE5: (5, 0, 10),
    Game.BADUGI: (4, 0, 10),
    Game.BADEUCY: (5, 0, 10),
    Game.BADACEY: (5, 0, 10),
    Game.OMAHA5: (5, 5, 9),
    Game.BIGO: (5, 5, 9),
    Game.STUDHILO: (7, 0, 7),
    Game.HOLDEM8: (2, 5, 10),
    Game.RAZZDUGI: (7, 0, 7),
}


@pytest.mark.parametrize("game", list(AUDITION_SLOTS))
def test_an_audition_game_has_its_slots_and_a_random_deal_fills_them(game: Game) -> None:
    hole, board, seats = AUDITION_SLOTS[game]
    entries = [SeatEntry.of(seat, committed=10) for seat in range(1, seats + 1)]
    table = Scenario.of(game, entries, button=1)
    assert slot_count(table, RowKey.seat(1)) == hole
    assert slot_count(table, RowKey.board()) == board
    dealt = deal_remaining(table, random.Random(27))
    assert empty_slots(dealt) == () and dealt.missing() == ()
    assert all(len(entry.cards) == hole for entry in dealt.seats)
    assert len(dealt.board) == board
    result = resolve(dealt)
    assert sum(amount for _seat, amount in result.payouts) == 10 * seats


def test_a_game_change_to_and_from_the_audition_games_takes_back_the_extra_cards() -> None:
    big_o = deal_remaining(
        Scenario.of("bigo", [SeatEntry.of(1), SeatEntry.of(2)], button=1), random.Random(5)
    )
    to_badugi = change_game(big_o, "badugi")
    assert [len(entry.cards) for entry in to_badugi.scenario.seats] == [4, 4]
    fifth = [str(entry.cards[4]) for entry in big_o.seats]
    board = " ".join(str(card) for card in big_o.board)
    assert to_badugi.dropped == (
        f"{fifth[0]} from seat 1",
        f"{fifth[1]} from seat 2",
        f"{board} from the board",
    )
    assert to_badugi.scenario.board == ()
    to_badeucy = change_game(to_badugi.scenario, "badeucy")
    assert to_badeucy.dropped == ()
    assert [len(entry.cards) for entry in to_badeucy.scenario.seats] == [4, 4]
    to_holdem8 = change_game(big_o, "holdem8")
    assert [len(entry.cards) for entry in to_holdem8.scenario.seats] == [2, 2]
    assert to_holdem8.scenario.board == big_o.board
    assert len(to_holdem8.dropped) == 2
    dealt = deal_remaining(change_game(big_o, "razzdugi").scenario, random.Random(1))
    assert [len(entry.cards) for entry in dealt.seats] == [7, 7]
