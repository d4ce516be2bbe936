"""Split the pot is graded by its outcome: who takes which share and which odd chips, never
the order the odd chips are named in; a miss names the rule it broke, in a dealer's words."""

from __future__ import annotations

import random
from typing import Any

from dealer_app.training.drills import (
    Drill,
    PotSplit,
    Question,
    SplitAnswer,
    expected_answer,
    grade,
    make_question,
)
from dealer_app.training.reasons import reasons_for
from dealer_app.training.share_rules import Why, shares_reason
from dealer_app.training.spots import spot_from_dict
from dealer_app.training.stepwise import ColourPush, OddChipPush, StepByStep
from tests.gui.training.training_testing import question_on
from tests.training.test_stepwise import tied_pot

WHITE = [{"name": "white", "value": 1}]

# Omaha high-low: seat 3 scoops the high half of 15, seats 1 and 2 tie for the low half.
QUARTERED_LOW = {
    "game": "omaha8",
    "button": 3,
    "seats": [
        {"seat": 1, "cards": ["As", "2s", "Kd", "Kc"], "committed": 5},
        {"seat": 2, "cards": ["Ad", "2h", "9c", "Tc"], "committed": 5},
        {"seat": 3, "cards": ["Qc", "Qh", "Jd", "Js"], "committed": 5},
    ],
    "board": ["3h", "5s", "8d", "Kh", "Ts"],
    "chips": WHITE,
}

# Run twice: seat 3 wins the first board, seats 1 and 2 tie on the second.
RUN_TWICE = {
    "game": "holdem",
    "button": 3,
    "seats": [
        {"seat": 1, "cards": ["Ah", "Kd"], "committed": 5},
        {"seat": 2, "cards": ["Ac", "Kc"], "committed": 5},
        {"seat": 3, "cards": ["7h", "7d"], "committed": 5},
    ],
    "boards": [["7s", "2d", "9c", "4h", "Jd"], ["Qs", "Js", "Ts", "4c", "5d"]],
    "chips": [{"name": "red", "value": 5}, {"name": "white", "value": 1}],
}

# Run twice with a royal flush on each board: the board plays and seats 1 and 2 chop both.
RUN_TWICE_CHOPPED = {
    "game": "holdem",
    "button": 3,
    "seats": [
        {"seat": 1, "cards": ["2h", "3d"], "committed": 5},
        {"seat": 2, "cards": ["2c", "3c"], "committed": 5},
        {"seat": 3, "cards": ["4h", "5d"], "committed": 5, "folded": True},
    ],
    "boards": [["As", "Ks", "Qs", "Js", "Ts"], ["Ah", "Kh", "Qh", "Jh", "Th"]],
    "chips": [{"name": "red", "value": 5}, {"name": "white", "value": 1}],
}

# Omaha high-low run twice: seat 1 takes the high half of both boards, seat 2 the low half;
# 23 is 12 and 11 by board, the second board's halving's odd unit in seat 1's high half.
RUN_TWICE_HALVED = {
    "game": "omaha8",
    "button": 2,
    "seats": [
        {"seat": 1, "cards": ["Kh", "Kc", "9s", "9d"]},
        {"seat": 2, "cards": ["Ah", "3c", "Qs", "Qd"]},
    ],
    "boards": [["2h", "4d", "7c", "Kd", "Ks"], ["2s", "4s", "7d", "Jc", "Th"]],
    "pot": {"red": 4, "white": 3},
    "chips": [{"name": "red", "value": 5}, {"name": "white", "value": 1}],
}

# Omaha high-low: seats 1 and 2 hold the same ranks, so they tie for high and for low.
TIED_BOTH_WAYS = {
    "game": "omaha8",
    "button": 3,
    "seats": [
        {"seat": 1, "cards": ["Ah", "2h", "Kd", "Qc"], "committed": 5},
        {"seat": 2, "cards": ["As", "2s", "Kc", "Qd"], "committed": 5},
        {"seat": 3, "cards": ["9c", "9d", "Jh", "Js"], "committed": 5, "folded": True},
    ],
    "board": ["3c", "4d", "7s", "Th", "8h"],
    "chips": WHITE,
}

# The same tie both ways under the per-split house rule, 14 halving evenly into 7 and 7: one
# split would give 7 each, so the pot is halved and each half's odd chip goes to seat 1.
HALVED_PER_SPLIT = {
    **TIED_BOTH_WAYS,
    "button": 2,
    "seats": [{**seat, "committed": 7} for seat in TIED_BOTH_WAYS["seats"][:2]],
    "rules": {"odd_chips": "per_split"},
}
HEADS_UP_FIRST = "first seat clockwise from the button: the big blind, heads-up"


def _split_on(doc: dict[str, Any]) -> Question:
    return make_question(Drill.SPLIT_POT, spot_from_dict(doc), random.Random(1))


def _right_push(question: Question, odd_chip_seats: tuple[int, ...]) -> SplitAnswer:
    right = expected_answer(question)
    assert isinstance(right, SplitAnswer)
    return SplitAnswer((PotSplit(right.pots[0].shares, odd_chip_seats),))


def _one_too_many(question: Question) -> SplitAnswer:
    """The right push with one chip too many to the lowest seat paid."""
    right = expected_answer(question)
    assert isinstance(right, SplitAnswer)
    shares = {seat: dict(chips) for seat, chips in right.pots[0].shares.items()}
    first = min(shares)
    shares[first][next(iter(shares[first]))] += 1
    return SplitAnswer((PotSplit(shares, right.pots[0].odd_chip_seats),))


def test_odd_chips_named_in_another_order_are_right() -> None:
    quartered = question_on("bigo-quartered", Drill.SPLIT_POT)
    assert expected_answer(quartered).pots[0].odd_chip_seats == (3, 1)  # type: ignore[union-attr]
    low_tie = _split_on(QUARTERED_LOW)
    assert expected_answer(low_tie).pots[0].odd_chip_seats == (1, 2)  # type: ignore[union-attr]
    for question, seats in ((quartered, (1, 3)), (low_tie, (2, 1))):
        answer = _right_push(question, seats)
        graded = grade(question, answer, 5.0)
        assert graded.correct, graded.mistakes
        assert reasons_for(question, answer) == ()


def test_the_odd_unit_of_the_halving_may_be_named_or_left_out() -> None:
    # 311 halves into 156 and 155: the odd unit is in seat 3's high half, not a tie's chip.
    question = question_on("bigo-quartered", Drill.SPLIT_POT)
    graded = grade(question, _right_push(question, (1,)), 5.0)
    assert graded.correct, graded.mistakes


def test_the_odd_unit_of_a_boards_halving_in_a_pot_split_once_may_be_named_or_left_out() -> None:
    question = _split_on(RUN_TWICE_HALVED)
    result = question.spot.result
    assert result.pots[0].split_once_on_boards
    # The pot is split once, its odd chip said as the halving's, as on one board.
    assert result.step_texts[-1] == (
        "Main pot: the odd white chip goes to seat 1 (the high hand takes the odd chip of the "
        "high-low split)."
    )
    within = {1: {"red": 2, "white": 2}, 2: {"red": 2, "white": 1}}
    for named in ((), (1,)):
        answer = SplitAnswer((PotSplit(within, named),))
        graded = grade(question, answer, 5.0)
        assert graded.correct, graded.mistakes
        assert reasons_for(question, answer) == ()
    wrong_seat = grade(question, SplitAnswer((PotSplit(within, (2,)),)), 5.0)
    assert wrong_seat.mistakes == (
        "Main pot: the odd chip goes to seat 1 (the high hand takes the odd chip of the "
        "high-low split).",
    )


def test_a_miss_on_a_high_low_pot_split_once_over_the_boards_says_what_the_steps_say() -> None:
    question = _split_on(RUN_TWICE_HALVED)
    result = question.spot.result
    once = (
        "the board was run twice and seats 1 and 2 take both boards the same way: the pot is "
        "split once between them, not cut board by board."
    )
    assert f"Main pot: 23 in 4 red, 3 white; {once}" in result.step_texts
    # Each board's announcement says the same: the pot is split once, never board by board;
    # it is not said to be "not halved", since its high-low split is a halving.
    boards = [text for text in result.step_texts if text.startswith("Main pot, board")]
    assert len(boards) == 2
    assert all(
        text.endswith("the same on both boards: the whole pot is split once, not board by board.")
        for text in boards
    )
    assert not [text for text in result.step_texts if "halved" in text]
    assert shares_reason(result, result.pots[0]).text.startswith(f"Main pot: {once} 23 is ")


def test_a_wrong_odd_chip_names_the_rules_seats_and_the_rule() -> None:
    question = question_on("bigo-quartered", Drill.SPLIT_POT)
    answer = _right_push(question, (2,))
    graded = grade(question, answer, 5.0)
    assert graded.mistakes == (
        "Main pot: the odd chips go to seat 3 (the high hand takes the odd chip of the "
        "high-low split) and seat 1 (first seat clockwise from the button).",
    )
    assert [reason.why for reason in reasons_for(question, answer)] == [Why.ODD_CHIP]


def test_a_negative_count_of_chips_is_wrong() -> None:
    question = question_on("holdem-three-way-tie-two-odd-chips", Drill.SPLIT_POT)
    right = expected_answer(question)
    assert isinstance(right, SplitAnswer)
    shares = {seat: dict(chips) for seat, chips in right.pots[0].shares.items()}
    seat = min(shares)
    smallest = question.spot.scenario.chips.names[-1]
    largest = question.spot.scenario.chips.names[0]
    # Worth the same in value: one more of the largest chip, its worth in the smallest taken.
    worth = question.spot.scenario.chips.values[0] // question.spot.scenario.chips.values[-1]
    shares[seat][largest] = shares[seat].get(largest, 0) + 1
    shares[seat][smallest] = shares[seat].get(smallest, 0) - worth
    graded = grade(question, SplitAnswer((PotSplit(shares, right.pots[0].odd_chip_seats),)), 5.0)
    assert not graded.correct
    given = shares[seat][smallest]
    assert graded.mistakes[0] == (
        f"Main pot: seat {seat} is given {given} {smallest}: a push gives each seat chips "
        "from the pot, none taken from it."
    )


def test_a_quartered_pot_missed_is_told_the_halving_rule() -> None:
    question = question_on("bigo-quartered", Drill.SPLIT_POT)
    reasons = reasons_for(question, _one_too_many(question))
    assert [reason.why for reason in reasons] == [Why.HALVED_FIRST]
    assert reasons[0].text == (
        "A split pot is halved first and the high hand takes the odd chip of the high-low "
        "split; then each half is shared by its own winners: 311 in the main pot is 156 for "
        "the high half (seat 3) and 155 for the low half (seats 1 and 2): seat 1 78, "
        "seat 2 77, seat 3 156; the tie's odd chip goes to seat 1."
    )


def test_a_pot_tied_both_ways_missed_is_told_the_one_split_its_steps_make() -> None:
    question = _split_on(TIED_BOTH_WAYS)
    steps = question.spot.result.step_texts
    assert steps[1] == (
        "Main pot: 15 in 15 white; seats 1 and 2 tie for high (Ace high, King-Ten-Eight-Seven) "
        "and low (Low: 7-4-3-2-A) and split it once between them."
    )
    reasons = reasons_for(question, _one_too_many(question))
    assert [reason.why for reason in reasons] == [Why.SPLIT_ONCE]
    assert reasons[0].text == (
        "Main pot: seats 1 and 2 tie for high (Ace high, King-Ten-Eight-Seven) and low "
        "(Low: 7-4-3-2-A) and split it once between them, not halved first: 15 is seat 1 8, "
        "seat 2 7. The odd white chip goes to seat 1 (first seat clockwise from the button)."
    )
    # The odd chip in the reason is the one the steps give.
    assert (
        steps[-1]
        == "Main pot: the odd white chip goes to seat 1 (first seat clockwise from the button)."
    )


def test_a_pot_split_once_missed_with_its_odd_chip_reads_the_odd_chip_rule_once() -> None:
    question = _split_on(TIED_BOTH_WAYS)
    # 15 split once: seat 1 8 with the odd chip, seat 2 7; given the other way round.
    swapped = SplitAnswer((PotSplit({1: {"white": 7}, 2: {"white": 8}}, (2,)),))
    assert not grade(question, swapped, 5.0).correct
    reasons = reasons_for(question, swapped)
    assert [reason.why for reason in reasons] == [Why.SPLIT_ONCE]
    assert reasons[0].text.endswith(
        "15 is seat 1 8, seat 2 7. The odd white chip goes to seat 1 (first seat clockwise from "
        "the button)."
    )
    assert sum(reason.text.count("odd white chip") for reason in reasons) == 1
    # Right shares with the odd chip to the wrong seat: the odd-chip rule is told on its own.
    wrong_seat = _right_push(question, (2,))
    assert [reason.why for reason in reasons_for(question, wrong_seat)] == [Why.ODD_CHIP]


def test_a_pot_split_once_evenly_missed_with_an_odd_chip_named_is_told_there_is_none() -> None:
    # 14 split once between the seats tied both ways: 7 each, no odd chip to say.
    question = _split_on(
        {
            **TIED_BOTH_WAYS,
            "seats": [{**seat, "committed": 7} for seat in TIED_BOTH_WAYS["seats"][:2]],
        }
    )
    assert question.spot.result.pots[0].split_both_ways
    answer = SplitAnswer((PotSplit({1: {"white": 8}, 2: {"white": 6}}, (1,)),))
    reasons = reasons_for(question, answer)
    assert [reason.why for reason in reasons] == [Why.SPLIT_ONCE, Why.ODD_CHIP]
    assert reasons[1].text == "The main pot splits evenly: there is no odd chip to give."


def test_step_by_step_a_pot_tied_both_ways_over_paid_is_told_the_one_split() -> None:
    result = _split_on(TIED_BOTH_WAYS).spot.result
    drill = StepByStep.pushing(result)
    # 15 white split once: seat 1 8 (the odd chip), seat 2 7; seat 2 given 8 is one too many.
    feedback = drill.submit(ColourPush(0, "white", ((1, 7), (2, 8))))
    assert not feedback.right
    # The pot is named once: the rule follows as a sentence of its own.
    assert feedback.message.startswith(
        "Main pot: that gives seat 2 8, more than its share of 7. Seats 1 and 2 tie "
    )
    assert "split it once between them, not halved first" in feedback.message
    assert feedback.message.count("Main pot: ") == 1


def test_a_badeucy_pot_missed_is_told_its_halves_by_name() -> None:
    question = question_on("badeucy-aces-high-in-the-badugi", Drill.SPLIT_POT)
    reasons = reasons_for(question, _one_too_many(question))
    assert [reason.why for reason in reasons] == [Why.HALVED_FIRST]
    assert reasons[0].text.startswith(
        "A split pot is halved first and the five-card half takes "
        "the odd chip of the split; then each half is shared by its own winners: 207 in the "
        "main pot is 104 for the deuce-to-seven half (seat 1) and 103 for the badugi half"
    )


def test_a_pot_run_twice_missed_is_told_the_boards_rule() -> None:
    question = _split_on(RUN_TWICE)
    reasons = reasons_for(question, _one_too_many(question))
    assert [reason.why for reason in reasons] == [Why.BOARDS_FIRST]
    assert reasons[0].text == (
        "A pot run twice is divided between the boards first and the first board takes the "
        "odd chip; then each board's part goes to that board's winners: 15 in the main pot is "
        "8 on board 1 (seat 3) and 7 on board 2 (seats 1 and 2): seat 1 4, seat 2 3, seat 3 8; "
        "the tie's odd chip goes to seat 1."
    )


def test_a_pot_run_twice_the_same_seats_chop_is_told_the_one_split_its_steps_make() -> None:
    question = _split_on(RUN_TWICE_CHOPPED)
    steps = question.spot.result.step_texts
    once = (
        "the board was run twice and seats 1 and 2 take both boards the same way: the pot is "
        "split once between them, not cut board by board."
    )
    assert steps[1] == f"Main pot: 15 in 3 red; {once}"
    # Each board's winners are said without a part's amount or chips: the pot is never cut.
    assert list(steps[2:4]) == [
        f"Main pot, board {board}: seats 1 and 2 tie with Royal Flush and split it."
        for board in (1, 2)
    ]
    assert steps[-1] == (
        "Main pot: the odd white chip goes to seat 1 (first seat clockwise from the button)."
    )
    reasons = reasons_for(question, _one_too_many(question))
    assert [reason.why for reason in reasons] == [Why.SPLIT_ONCE]
    assert reasons[0].text == (
        f"Main pot: {once} 15 is seat 1 8, seat 2 7. The odd white chip goes to seat 1 (first "
        "seat clockwise from the button)."
    )


def test_step_by_step_a_pot_chopped_on_both_boards_over_paid_is_told_the_one_split() -> None:
    drill = StepByStep.pushing(_split_on(RUN_TWICE_CHOPPED).spot.result)
    # 3 red split once: one each, the third changed at the rack; seat 2 given 2 red is over.
    feedback = drill.submit(ColourPush(0, "red", ((2, 2),)))
    assert not feedback.right
    assert feedback.message.startswith(
        "Main pot: that gives seat 2 10, more than its share of 7. The board was run twice and "
        "seats 1 and 2 take both boards the same way: the pot is split once"
    )
    assert "divided between the boards" not in feedback.message
    assert feedback.message.count("Main pot: ") == 1


def test_a_pot_halved_per_split_names_once_the_seat_taking_each_halfs_odd_chip() -> None:
    question = _split_on(HALVED_PER_SPLIT)
    steps = question.spot.result.step_texts
    for half in ("high", "low"):
        said = f"Main pot, {half} half: the odd white chip goes to seat 1 ({HEADS_UP_FIRST})."
        assert said in steps
    reasons = reasons_for(question, _one_too_many(question))
    assert [reason.why for reason in reasons] == [Why.HALVED_FIRST]
    assert reasons[0].text.endswith(
        "14 in the main pot is 7 for the high half (seats 1 and 2) and 7 for the low half "
        "(seats 1 and 2): seat 1 8, seat 2 6; one odd chip of each half goes to seat 1."
    )
    wrong_seat = _right_push(question, (2,))
    assert grade(question, wrong_seat, 5.0).mistakes == (
        f"Main pot: the 2 odd chips go to seat 1 ({HEADS_UP_FIRST}).",
    )
    assert [reason.text for reason in reasons_for(question, wrong_seat)] == [
        f"The 2 odd white chips go to seat 1: {HEADS_UP_FIRST}."
    ]


def test_step_by_step_a_seat_taking_both_odd_chips_is_named_once() -> None:
    drill = StepByStep.pushing(_split_on(HALVED_PER_SPLIT).spot.result)
    assert drill.submit(ColourPush(0, "white", ((1, 6), (2, 6)))).right
    feedback = drill.submit(OddChipPush(0, 2))
    assert not feedback.right
    assert feedback.message == f"This pot's 2 odd white chips go to seat 1 ({HEADS_UP_FIRST})."


def test_step_by_step_odd_chips_may_come_in_any_order() -> None:
    # 5 white between three seats, button on 3: the odd chips go to seats 1 and 2.
    result = tied_pot({"white": 5}, seats=(1, 2, 3), button=3)
    assert [odd.seat for odd in result.pots[0].odd_chips] == [1, 2]
    drill = StepByStep.pushing(result)
    assert drill.submit(ColourPush(0, "white", ((1, 1), (2, 1), (3, 1)))).right
    feedback = drill.submit(OddChipPush(0, 2))
    assert feedback.right, feedback.message
    third = drill.submit(OddChipPush(0, 3))
    assert not third.right
    assert third.message == (
        "This pot's odd white chip goes to seat 1, first seat clockwise from the button."
    )
    drill.replay()
    assert drill.submit(OddChipPush(0, 1)).right
    assert drill.done


# Hold'em hi-lo heads-up run twice, 14 in: a royal flush both seats play on the first board;
# on the second seat 2 takes the high half (4, its odd unit) and seat 1 the low (3).
ROYAL_THEN_HALVED = {
    "game": "holdem8",
    "button": 1,
    "seats": [
        {"seat": 1, "cards": ["2c", "3d"], "committed": 7},
        {"seat": 2, "cards": ["Kh", "9h"], "committed": 7},
    ],
    "boards": [["Ts", "Js", "Qs", "Ks", "As"], ["Kd", "Kc", "4h", "5c", "8d"]],
    "chips": WHITE,
}


def test_a_pot_run_twice_gives_the_tie_chip_to_the_seat_without_the_halvings_unit() -> None:
    # Seat 2 takes the second board's odd unit in its high half: the first board's tie chip
    # is seat 1's, one per player, 7 and 7, whichever board is listed first.
    swapped = {**ROYAL_THEN_HALVED, "boards": ROYAL_THEN_HALVED["boards"][::-1]}
    for doc in (ROYAL_THEN_HALVED, swapped):
        question = _split_on(doc)
        right = expected_answer(question)
        assert isinstance(right, SplitAnswer)
        assert right.pots[0].shares == {1: {"white": 7}, 2: {"white": 7}}
        assert grade(question, _right_push(question, (1, 2)), 5.0).correct
        both_to_2 = SplitAnswer((PotSplit({1: {"white": 6}, 2: {"white": 8}}, (2, 2)),))
        assert not grade(question, both_to_2, 5.0).correct


# Hold'em: seat 2 all in for 40, seat 4 folded; seat 1's ace wins both pots.
ALL_IN_AND_FOLDED = {
    "game": "holdem",
    "button": 1,
    "seats": [
        {"seat": 1, "cards": ["Ah", "Kd"], "committed": 100},
        {"seat": 2, "cards": ["Qs", "Qd"], "committed": 40},
        {"seat": 3, "cards": ["7c", "2d"], "committed": 100},
        {"seat": 4, "cards": [], "folded": True, "committed": 20},
    ],
    "board": ["As", "9h", "5c", "Jd", "3s"],
    "chips": [
        {"name": "black", "value": 100},
        {"name": "green", "value": 25},
        {"name": "red", "value": 5},
        {"name": "white", "value": 1},
    ],
}


def test_a_pot_pushed_to_a_seat_that_cannot_win_it_says_why() -> None:
    question = _split_on(ALL_IN_AND_FOLDED)
    right = expected_answer(question)
    assert isinstance(right, SplitAnswer)
    main, side = (pot.shares[1] for pot in right.pots)
    to_the_all_in = SplitAnswer((PotSplit({1: main}), PotSplit({2: side})))
    assert grade(question, to_the_all_in, 5.0).mistakes == (
        "Side pot 1: seat 1 gets 0 in value, not 120. Seat 1 wins the whole side pot 1: 120.",
        "Side pot 1: seat 2 is all in for 40, less than this pot needs; it gets nothing from "
        "this pot.",
    )
    to_the_folded = SplitAnswer((PotSplit({4: main}), PotSplit({1: side})))
    assert grade(question, to_the_folded, 5.0).mistakes == (
        "Main pot: seat 1 gets 0 in value, not 140. Seat 1 wins the whole main pot: 140.",
        "Main pot: seat 4 folded: its chips stay in, but it cannot win; it gets nothing from "
        "this pot.",
    )


def test_a_wrong_amount_of_a_halved_pot_names_the_halving_rule() -> None:
    question = question_on("bigo-quartered", Drill.SPLIT_POT)
    (mistake,) = grade(question, _one_too_many(question), 5.0).mistakes
    # One green too many to seat 1.
    halving = shares_reason(question.spot.result, question.spot.result.pots[0]).text
    assert halving.startswith("A split pot is halved first")
    assert mistake == f"Main pot: seat 1 gets 103 in value, not 78. {halving}"
