"""Any right push is graded right: each seat its share in value, odd chips to the seats the
rules name, the chips from the pot and the rack's change; not the model's one push."""

from __future__ import annotations

import random

from dealer_app.model.chips import ChipSet
from dealer_app.model.showdown.scenario import Scenario
from dealer_app.model.showdown.seats import SeatEntry
from dealer_app.training.drills import (
    Drill,
    PotSplit,
    Question,
    SplitAnswer,
    expected_answer,
    grade,
    make_question,
)
from dealer_app.training.spots import spot_from_scenario

CASINO = ChipSet.of(black=100, green=25, red=5, white=1)
BOARD = "As Ks Qs Js Ts"  # a royal flush on the board: every seat plays it and ties


def _split_question(seats: list[int], pot: dict[str, int], chips: ChipSet, button: int) -> Question:
    deck = iter([f"{rank}{suit}" for suit in "cdh" for rank in "2345678"])
    scenario = Scenario.of(
        "holdem",
        [SeatEntry.of(seat, f"{next(deck)} {next(deck)}") for seat in seats],
        board=BOARD,
        button=button,
        chips=chips,
        pot=pot,
    )
    return make_question(Drill.SPLIT_POT, spot_from_scenario(scenario), random.Random(0))


def test_the_400_pot_pushed_without_the_rack_either_way_round_is_right() -> None:
    question = _split_question([9, 10], {"green": 15, "red": 4, "white": 5}, CASINO, 8)
    for first, second in ((9, 10), (10, 9)):
        push = {first: {"green": 8}, second: {"green": 7, "red": 4, "white": 5}}
        graded = grade(question, SplitAnswer((PotSplit(push),)), 20.0)
        assert graded.correct, graded.mistakes
        assert graded.notes == ()


def test_the_400_pot_with_a_needless_change_at_the_rack_is_right_with_a_note() -> None:
    question = _split_question([9, 10], {"green": 15, "red": 4, "white": 5}, CASINO, 8)
    # The 15th green changed at the rack for 5 red: seat 9 takes 7 green and those 5 red.
    push = {9: {"green": 7, "red": 5}, 10: {"green": 7, "red": 4, "white": 5}}
    graded = grade(question, SplitAnswer((PotSplit(push),)), 20.0)
    assert graded.correct, graded.mistakes
    assert graded.notes == (
        "Main pot: one chip fewer to the rack: seat 9 takes the last green; "
        "seat 10 takes 4 red and 5 white for it.",
    )


def test_the_220_four_way_tie_pushed_with_the_smaller_chips_to_another_seat_is_right() -> None:
    chips = ChipSet.of(black=100, green=25, red=5)
    question = _split_question([1, 2, 3, 4], {"black": 1, "green": 3, "red": 9}, chips, 1)
    model = expected_answer(question)
    assert isinstance(model, SplitAnswer)
    # The black changed for 4 green: three seats 2 green and 1 red, one 1 green and 6 red.
    for smaller in (1, 2, 3, 4):
        push = {
            seat: {"green": 1, "red": 6} if seat == smaller else {"green": 2, "red": 1}
            for seat in (1, 2, 3, 4)
        }
        graded = grade(question, SplitAnswer((PotSplit(push),)), 20.0)
        assert graded.correct, graded.mistakes
        assert graded.notes == ()


def test_the_220_tie_with_one_seat_short_by_one_red_is_wrong() -> None:
    chips = ChipSet.of(black=100, green=25, red=5)
    question = _split_question([1, 2, 3, 4], {"black": 1, "green": 3, "red": 9}, chips, 1)
    push = {1: {"green": 2, "red": 1}, 2: {"green": 2, "red": 1}, 3: {"green": 2}}
    push[4] = {"green": 1, "red": 6}
    graded = grade(question, SplitAnswer((PotSplit(push),)), 20.0)
    assert not graded.correct
    assert graded.mistakes == ("Main pot: seat 3 gets 50 in value, not 55.",)


def test_a_push_giving_the_odd_chip_to_the_wrong_seat_is_wrong() -> None:
    # 401 between seats 9 and 10, button on 8: the odd white goes to seat 9.
    question = _split_question([9, 10], {"green": 15, "red": 4, "white": 6}, CASINO, 8)
    right = {9: {"green": 8, "white": 1}, 10: {"green": 7, "red": 4, "white": 5}}
    assert grade(question, SplitAnswer((PotSplit(right, (9,)),)), 20.0).correct
    wrong = {9: {"green": 8}, 10: {"green": 7, "red": 4, "white": 6}}
    graded = grade(question, SplitAnswer((PotSplit(wrong, (10,)),)), 20.0)
    assert not graded.correct
    assert any("odd chip goes to seat 9" in mistake for mistake in graded.mistakes)


def test_chips_the_pot_does_not_hold_are_wrong_even_in_the_right_value() -> None:
    question = _split_question([9, 10], {"green": 15, "red": 4, "white": 5}, CASINO, 8)
    push = {9: {"black": 2}, 10: {"green": 7, "red": 4, "white": 5}}
    graded = grade(question, SplitAnswer((PotSplit(push),)), 20.0)
    assert not graded.correct
    assert graded.mistakes == (
        "Main pot: the pot has no black, and the rack changes a chip only for lower ones.",
    )
