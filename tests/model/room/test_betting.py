"""The betting round against the worked examples of the TDA rules and Robert's Rules."""

from __future__ import annotations

import pytest

from dealer_app.model.room.betting import (
    Action,
    BettingError,
    BettingRound,
    BettingRules,
    Move,
    NoRaise,
    SeatStack,
    Street,
    Structure,
    Turn,
    follow_action,
    parse_move,
)

NO_LIMIT = BettingRules(Structure.NO_LIMIT, small_blind=1, big_blind=2)
POT_LIMIT = BettingRules(Structure.POT_LIMIT, small_blind=1, big_blind=2)
LIMIT = BettingRules(Structure.LIMIT, small_blind=5, big_blind=10, small_bet=10, big_bet=20)


def turn_after(
    rules: BettingRules,
    typed: str,
    *,
    seats: int = 3,
    stacks: dict[int, int] | None = None,
    street: Street = Street.FLOP,
    pot: int = 0,
    button: int | None = None,
) -> Turn:
    """The seat to act after ``typed`` ("2 b 20, 3 a 30"); seats 1..N, button the last."""
    stacks = stacks or {}
    actions = tuple(
        parse_move(int(entry.split()[0]), " ".join(entry.split()[1:]))
        for entry in typed.split(",")
        if entry.strip()
    )
    betting_round = BettingRound(
        rules,
        tuple(SeatStack(seat, stacks.get(seat)) for seat in range(1, seats + 1)),
        button=seats if button is None else button,
        street=street,
        pot=pot,
        actions=actions,
    )
    turn = follow_action(betting_round).turn
    assert turn is not None
    return turn


def test_pot_limit_pot_100_bet_20_call_20_pot_raise_to_180() -> None:
    turn = turn_after(POT_LIMIT, "1 b 20, 2 c", pot=100)
    assert (turn.seat, turn.to_call, turn.largest_raise_to) == (3, 20, 180)
    assert turn.largest_words == (
        "pot 100, bet 20, call 20: calling 20 makes 160, so the pot raise is to 180"
    )


def test_pot_limit_preflop_blinds_1_and_2_first_pot_raise_is_to_7() -> None:
    turn = turn_after(POT_LIMIT, "", seats=4, street=Street.PREFLOP)
    # Button 4: seat 1 posts the small blind, seat 2 the big, seat 3 acts first.
    assert (turn.seat, turn.to_call, turn.smallest_raise_to, turn.largest_raise_to) == (
        3,
        2,
        4,
        7,
    )
    assert turn.largest_words == "blinds 1 and 2: calling 2 makes 5, so the pot raise is to 7"


def test_no_limit_bet_20_raise_to_60_smallest_reraise_is_to_100() -> None:
    turn = turn_after(NO_LIMIT, "1 b 20, 2 r 60", stacks={3: 500})
    assert (turn.smallest_raise_to, turn.largest_raise_to) == (100, 500)
    assert "smallest raise is to 100 (60 + 40)" in turn.smallest_words


def test_no_limit_bet_20_short_all_in_30_bettor_may_only_call_or_fold() -> None:
    turn = turn_after(NO_LIMIT, "1 b 20, 2 a 30, 3 c", stacks={2: 30})
    assert (turn.seat, turn.to_call, turn.may_raise) == (1, 10, False)
    assert (turn.smallest_raise_to, turn.no_raise) == (None, NoRaise.NOT_REOPENED)
    assert "may only call or fold" in turn.smallest_words


def test_no_limit_short_all_ins_that_add_up_reopen_for_the_bettor() -> None:
    turn = turn_after(NO_LIMIT, "1 b 20, 2 a 30, 3 a 40, 4 c", seats=4, stacks={2: 30, 3: 40})
    assert (turn.seat, turn.to_call, turn.may_raise) == (1, 20, True)
    # The last full raise is still the bet of 20: the smallest raise is 20 over the 40.
    assert turn.smallest_raise_to == 60


def test_a_raise_against_the_short_all_in_is_refused_with_the_rule() -> None:
    with pytest.raises(BettingError, match=r"action 4: seat 1: raise to 60: .*may only call"):
        turn_after(NO_LIMIT, "1 b 20, 2 a 30, 3 c, 1 r 60", stacks={2: 30})


@pytest.mark.parametrize(("all_in", "reopens"), [(30, True), (29, False)])
def test_limit_big_bet_street_all_in_of_half_a_bet_reopens(all_in: int, reopens: bool) -> None:
    turn = turn_after(LIMIT, f"1 b 20, 2 a {all_in}, 3 c", stacks={2: all_in}, street=Street.TURN)
    assert (turn.seat, turn.may_raise) == (1, reopens)
    if reopens:
        assert turn.smallest_raise_to == turn.largest_raise_to == 50
    else:
        assert "half a bet of 20" in turn.smallest_words


def test_limit_short_all_in_leaves_the_next_raise_a_full_bet_over_the_bet() -> None:
    turn = turn_after(LIMIT, "1 b 20, 2 a 29", stacks={2: 29}, street=Street.RIVER)
    assert (turn.seat, turn.smallest_raise_to, turn.largest_raise_to) == (3, 40, 40)


def test_limit_a_bet_and_three_raises_cap_the_round_with_three_players() -> None:
    turn = turn_after(LIMIT, "1 b 10, 2 r 20, 3 r 30, 1 r 40")
    assert (turn.seat, turn.to_call, turn.may_raise) == (2, 20, False)
    assert turn.no_raise is NoRaise.CAPPED
    assert "capped" in turn.smallest_words


def test_limit_cap_lifted_heads_up() -> None:
    turn = turn_after(LIMIT, "1 b 10, 2 r 20, 1 r 30, 2 r 40", seats=2, button=2)
    assert (turn.seat, turn.may_raise, turn.smallest_raise_to) == (1, True, 50)
    assert turn.cap_lifted
    assert "cap is lifted" in turn.smallest_words


def test_limit_cap_stays_heads_up_when_the_house_says_so() -> None:
    rules = BettingRules(
        Structure.LIMIT,
        small_blind=5,
        big_blind=10,
        small_bet=10,
        big_bet=20,
        uncapped_heads_up=False,
    )
    turn = turn_after(rules, "1 b 10, 2 r 20, 1 r 30, 2 r 40", seats=2, button=2)
    assert not turn.may_raise


def test_limit_cap_reached_after_a_fold_to_two_players_is_lifted() -> None:
    turn = turn_after(LIMIT, "1 b 10, 2 r 20, 3 r 30, 1 r 40, 2 f")
    assert (turn.seat, turn.may_raise) == (3, True)


def test_preflop_limit_big_blind_is_the_bet_and_the_cap_counts_it() -> None:
    turn = turn_after(LIMIT, "3 r 20, 1 r 30, 2 r 40", seats=3, street=Street.PREFLOP)
    # Button 3 acts first three-handed; blinds 5/10: 10, then three raises: capped.
    assert (turn.seat, turn.may_raise) == (3, False)


def test_pot_after_each_action_and_the_seats_money() -> None:
    betting_round = BettingRound(
        NO_LIMIT,
        (SeatStack(1, 100), SeatStack(2, 100), SeatStack(3, 100)),
        button=3,
        actions=(Action(3, Move.RAISE, 6), Action(1, Move.CALL), Action(2, Move.FOLD)),
    )
    followed = follow_action(betting_round)
    assert [step.pot for step in followed.steps] == [1, 3, 9, 14, 14]
    assert followed.turn is None
    assert followed.over_words == "the round is over: every bet is called"
    assert [(seat.seat, seat.put_in, seat.stack_left) for seat in followed.seats] == [
        (1, 6, 94),
        (2, 2, 98),
        (3, 6, 94),
    ]


def test_big_blind_has_the_option_when_everyone_limps() -> None:
    turn = turn_after(NO_LIMIT, "3 c, 1 c", street=Street.PREFLOP)
    assert (turn.seat, turn.to_call, turn.may_raise, turn.smallest_raise_to) == (2, 0, True, 4)


def test_straddle_is_the_opening_bet_and_antes_are_in_the_pot() -> None:
    rules = BettingRules(Structure.POT_LIMIT, small_blind=1, big_blind=2, straddle=4, ante=1)
    turn = turn_after(rules, "", seats=5, street=Street.PREFLOP)
    assert (turn.seat, turn.to_call, turn.smallest_raise_to) == (4, 4, 8)
    # Antes 5 + blinds 3 + straddle 4 = 12; calling 4 makes 16; the pot raise is to 20.
    assert turn.largest_raise_to == 20


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ("2 c", "action 1: seat 2 acts out of turn: seat 1 is to act"),
        ("1 c", "action 1: seat 1: call, but there is nothing to call: check"),
        ("1 b 20, 2 x", "seat 2: check, but there is 20 to call"),
        ("1 b 20, 2 b 40", "bet 40, but there is a bet of 20: call or raise"),
        ("1 b 20, 2 r 30", r"raise to 30 is too small: .* to 40"),
        ("1 b 1", "bet 1 is too small: the smallest bet is the big blind, 2"),
    ],
)
def test_bad_actions_are_named(typed: str, message: str) -> None:
    with pytest.raises(BettingError, match=message):
        turn_after(NO_LIMIT, typed)


def test_pot_limit_bet_over_the_pot_is_refused() -> None:
    with pytest.raises(BettingError, match="bet 150 is too much: pot 100: the pot bet is 100"):
        turn_after(POT_LIMIT, "1 b 150", pot=100)


def test_seat_with_too_few_chips_raises_all_in_only() -> None:
    turn = turn_after(NO_LIMIT, "1 b 20", stacks={2: 35})
    assert (turn.smallest_raise_to, turn.largest_raise_to) == (35, 35)
    assert "all-in to 35" in turn.smallest_words


def test_bad_values_are_named() -> None:
    with pytest.raises(BettingError, match="seat 11"):
        SeatStack(11)
    with pytest.raises(BettingError, match="limit: the small bet and the big bet are needed"):
        BettingRules(Structure.LIMIT)
    with pytest.raises(BettingError, match="seat 2: stack -5"):
        SeatStack(2, -5)


def test_pot_limit_big_blind_option_heads_up_raises_by_the_pot() -> None:
    turn = turn_after(POT_LIMIT, "2 c", seats=2, button=2, street=Street.PREFLOP)
    assert (turn.seat, turn.to_call, turn.largest_raise_to) == (1, 0, 6)
    assert turn.largest_words == "blinds 1 and 2, call 1: nothing to call, so the pot raise is to 6"
