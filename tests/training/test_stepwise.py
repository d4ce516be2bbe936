"""Step by step: pots built as they form, pushed last pot first, colour by colour."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence

import pytest
from hypothesis import given, settings

from dealer_app.model.showdown.resolve import resolve
from dealer_app.model.showdown.result import PotResult, Result
from dealer_app.model.showdown.scenario import Scenario
from dealer_app.model.showdown.seats import SeatEntry
from dealer_app.training.drills import Drill, PotSplit, Question, SplitAnswer, grade
from dealer_app.training.stepwise import (
    ColourPush,
    OddChipPush,
    PotStep,
    PushStep,
    RackChange,
    StepByStep,
    pot_building_steps,
    push_steps,
)
from tests.training.mastery_tables import all_in_tables

# Three all-ins and a fold; seat 6 has the best hand, the short stacks tie for the main pot.
SIDE_POTS = Scenario.of(
    "holdem",
    [
        SeatEntry.of(1, "Ah 4d", committed=101),
        SeatEntry.of(3, "Ac 4c", committed=250),
        SeatEntry.of(6, "Ks Kh", committed=700),
        SeatEntry.of(8, "Qs Qh", committed=450),
        SeatEntry.of(9, folded=True, committed=41),
    ],
    board="Kd 2c 3h 9s 5s",
    button=3,
)


def test_the_push_gives_back_the_uncalled_bet_then_pays_the_last_pot_first() -> None:
    result = resolve(SIDE_POTS)
    names = [pot.name for pot in result.pots]
    assert names == ["Main pot", "Side pot 1", "Side pot 2", "Returned to seat 6"]
    order = []
    for step in push_steps(result):
        if not order or order[-1] != step.pot:
            order.append(step.pot)
    assert order == [3, 2, 1, 0]


def test_each_pot_is_pushed_colour_by_colour_highest_first_then_its_odd_chips() -> None:
    result = resolve(SIDE_POTS)
    names = result.scenario.chips.names
    for pot in range(len(result.pots)):
        steps = [step for step in push_steps(result) if step.pot == pot]
        colours = [names.index(step.chip) for step in steps if isinstance(step, ColourPush)]
        assert colours == sorted(colours)
        kinds = [isinstance(step, OddChipPush) for step in steps]
        assert kinds == sorted(kinds)


@settings(max_examples=120, deadline=None)
@given(all_in_tables())
def test_the_pushes_hand_out_exactly_what_resolve_pays(scenario: Scenario) -> None:
    result = resolve(scenario)
    assert paid_by_pushes(result) == {seat: amount for seat, amount in result.payouts if amount}
    odd = [(pot.odd_chips) for pot in result.pots]
    assert sum(len(chips_) for chips_ in odd) == sum(
        1 for step in push_steps(result) if isinstance(step, OddChipPush)
    )


def paid_by_pushes(result: Result) -> dict[int, int]:
    """What the right pushes hand each seat, in value; each pot's chips all accounted for."""
    return paid_by(result, push_steps(result))


def paid_by(result: Result, steps: Sequence[PushStep]) -> dict[int, int]:
    """What ``steps`` hand each seat, in value; each pot's chips all accounted for."""
    chips = result.scenario.chips
    paid: Counter[int] = Counter()
    by_pot: dict[int, Counter[str]] = {}
    for step in steps:
        pot = by_pot.setdefault(step.pot, Counter())
        if isinstance(step, ColourPush):
            for seat, count in step.counts:
                paid[seat] += count * chips.chip(step.chip).value
                pot[step.chip] += count
        elif isinstance(step, OddChipPush):
            # An odd chip the seat's larger chips hold is named, not pushed again.
            if not step.held:
                paid[step.seat] += chips.chip(step.chip).value
                pot[step.chip] += 1
        else:
            assert isinstance(step, RackChange)
            # Counted back to the pot's own chips: the changed ones left it, their change
            # came into it.
            pot[step.chip] += step.count
            assert chips.value_of(step.given) == step.count * chips.chip(step.chip).value
            for name, count in step.given:
                pot[name] -= count
    for index, built in enumerate(result.pots):
        pushed = {name: count for name, count in by_pot.get(index, Counter()).items() if count}
        assert pushed == {name: count for name, count in built.chips if count}
    return dict(paid)


def test_the_right_steps_in_order_finish_the_drill() -> None:
    result = resolve(SIDE_POTS)
    drill = StepByStep.pushing(result)
    for step in push_steps(result):
        assert drill.submit(step).right
    assert drill.done
    assert not drill.submit(push_steps(result)[0]).right


def test_a_main_pot_paid_before_the_side_pots_is_flagged() -> None:
    result = resolve(SIDE_POTS)
    drill = StepByStep.pushing(result)
    main_first = next(step for step in push_steps(result) if step.pot == 0)
    feedback = drill.submit(main_first)
    assert not feedback.right
    assert feedback.message.startswith("First give back the uncalled bet")
    drill.replay()
    for step in push_steps(result):
        if step.pot == 3:
            assert drill.submit(step).right
    feedback = drill.submit(main_first)
    assert feedback.message == (
        "Pay the side pot 2 now: the last side pot formed is paid first, the main pot last."
    )


def test_a_lower_colour_before_a_higher_one_is_flagged() -> None:
    result = resolve(SIDE_POTS)
    steps = push_steps(result)
    main = [step for step in steps if step.pot == 0 and isinstance(step, ColourPush)]
    assert len(main) >= 2
    drill = StepByStep.pushing(result)
    before = steps.index(main[0])
    for step in steps[:before]:
        drill.submit(step)
    feedback = drill.submit(main[1])
    assert not feedback.right
    assert f"Push the {main[0].chip} of the main pot now: colour by colour" in feedback.message


def test_the_first_wrong_odd_chip_is_named_with_its_reason_and_the_rest_replayed() -> None:
    result = resolve(SIDE_POTS)
    steps = push_steps(result)
    odd = next(step for step in steps if isinstance(step, OddChipPush))
    assert odd.pot == 0 and odd.seat == 1
    drill = StepByStep.pushing(result)
    position = steps.index(odd)
    for step in steps[:position]:
        assert drill.submit(step).right
    feedback = drill.submit(OddChipPush(0, 3))
    assert feedback.message == (
        "This pot's odd white chip goes to seat 1, first seat clockwise from the button."
    )
    # Later steps, right or not, do not move the flag off the first wrong one.
    drill.submit(OddChipPush(0, 1))
    assert drill.first_wrong is not None and drill.first_wrong.index == position
    assert drill.replay() == position
    assert drill.given == list(steps[:position])
    for step in steps[position:]:
        assert drill.submit(step).right
    assert drill.done


def test_wrong_counts_of_a_colour_name_each_seat_share() -> None:
    result = resolve(SIDE_POTS)
    steps = push_steps(result)
    first = next(step for step in steps if step.pot == 2)
    assert isinstance(first, ColourPush)
    drill = StepByStep.pushing(result)
    for step in steps[: steps.index(first)]:
        drill.submit(step)
    wrong = ColourPush(first.pot, first.chip, tuple((seat, n + 1) for seat, n in first.counts))
    feedback = drill.submit(wrong)
    seat, count = first.counts[0]
    assert f"seat {seat} takes {count} {first.chip}" in feedback.message


def test_pots_are_built_main_pot_first_without_the_uncalled_bet() -> None:
    result = resolve(SIDE_POTS)
    built = pot_building_steps(result)
    assert [(step.amount, sorted(step.eligible)) for step in built] == [
        (101 * 4 + 41, [1, 3, 6, 8]),
        ((250 - 101) * 3, [3, 6, 8]),
        (200 * 2, [6, 8]),
    ]
    drill = StepByStep.building(result)
    for step in built:
        assert drill.submit(PotStep(step.index, step.amount, step.eligible)).right
    assert drill.done


def test_a_pot_built_wrong_is_explained_seat_by_seat() -> None:
    result = resolve(SIDE_POTS)
    drill = StepByStep.building(result)
    assert drill.submit(PotStep(0, 445, frozenset({1, 3, 6, 8}))).right
    feedback = drill.submit(PotStep(1, 500, frozenset({1, 3, 6, 9})))
    assert feedback.message == (
        "Side pot 1: it holds 447, not 500; seat 8 put in 450 and can win it too; "
        "seat 1 is all in for 101, less than this pot needs; "
        "seat 9 folded: its chips stay in, but it cannot win."
    )


def test_an_answer_stopping_early_is_told_the_next_step() -> None:
    result = resolve(SIDE_POTS)
    drill = StepByStep.building(result)
    missing = drill.check_all(pot_building_steps(result)[:2])
    assert missing is not None and missing.index == 2
    assert missing.message == "Not done yet: Side pot 2: 400 for seats 6 and 8."
    assert drill.check_all(pot_building_steps(result)) is None


@pytest.mark.slow
@pytest.mark.parametrize(
    "tag", ["side-pots", "three-way-tie", "omaha8-quartered", "split-by-colour"]
)
def test_the_right_pushes_of_300_generated_spots_pay_what_resolve_pays(tag: str) -> None:
    from dealer_app.training.spots import generate_spots

    for spot in generate_spots(random.Random(tag), 300, tags=(tag,), difficulty=5):
        result = spot.result
        assert paid_by_pushes(result) == {seat: amount for seat, amount in result.payouts if amount}
        drill = StepByStep.pushing(result)
        for step in push_steps(result):
            assert drill.submit(step).right
        assert drill.done


def test_a_colour_pushed_before_the_change_at_the_rack_is_flagged() -> None:
    from dealer_app.training.spots import fixed_spots

    spot = {s.key: s for s in fixed_spots()}["holdem-three-way-tie-two-odd-chips"]
    steps = push_steps(spot.result)
    change = next(step for step in steps if isinstance(step, RackChange))
    assert change.words == "Main pot: change 1 black at the rack for 3 green, 5 red."
    drill = StepByStep.pushing(spot.result)
    position = steps.index(change)
    for step in steps[:position]:
        assert drill.submit(step).right
    skipped = drill.submit(steps[position + 1])
    assert skipped.message == (
        "Change at the rack before going on: "
        "Main pot: change 1 black at the rack for 3 green, 5 red."
    )
    drill.replay()
    assert not drill.submit(RackChange(change.pot, change.chip, 2)).right
    drill.replay()
    assert drill.submit(RackChange(change.pot, change.chip, 1)).right


def test_a_change_made_once_before_the_pot_is_halved_says_when_as_the_steps_do() -> None:
    from dealer_app.training.spots import fixed_spots

    result = {s.key: s for s in fixed_spots()}["bigo-quartered"].result
    (change,) = [step for step in push_steps(result) if isinstance(step, RackChange)]
    said = (
        "Main pot: change 2 black at the rack for 7 green, 4 red, 5 white, once for the whole "
        "pot before it is halved (the halves and their splits then share out)."
    )
    assert change.words == said
    assert said in result.step_texts
    drill = StepByStep.pushing(result)
    assert drill.submit(push_steps(result)[0]).right
    assert drill.submit(push_steps(result)[2]).message.endswith(said)


def tied_pot(pot: dict[str, int], seats: tuple[int, ...] = (9, 10), button: int = 8) -> Result:
    """Seats tying on a royal flush board for a pot of the chips given."""
    from dealer_app.model.chips import ChipSet

    deck = iter([f"{rank}{suit}" for suit in "cdh" for rank in "2345678"])
    return resolve(
        Scenario.of(
            "holdem",
            [SeatEntry.of(seat, f"{next(deck)} {next(deck)}") for seat in seats],
            board="As Ks Qs Js Ts",
            button=button,
            chips=ChipSet.of(black=100, green=25, red=5, white=1),
            pot=pot,
        )
    )


POT_400 = {"green": 15, "red": 4, "white": 5}


def test_the_400_pot_pushed_either_way_round_is_right_step_by_step() -> None:
    result = tied_pot(POT_400)
    for first, second in ((9, 10), (10, 9)):
        drill = StepByStep.pushing(result)
        steps: list[ColourPush] = [
            ColourPush(0, "green", ((first, 8), (second, 7))),
            ColourPush(0, "red", ((second, 4),)),
            ColourPush(0, "white", ((second, 5),)),
        ]
        for step in steps:
            feedback = drill.submit(step)
            assert feedback.right, feedback.message
        assert drill.done
        assert drill.notes == {}
        assert drill.check_all(steps) is None
        missing = drill.check_all(steps[:2])
        assert missing is not None and missing.message == (
            f"Not done yet: Main pot: seat {second} is still owed 5."
        )


def test_the_400_pot_with_a_needless_change_at_the_rack_is_right_with_a_note() -> None:
    result = tied_pot(POT_400)
    drill = StepByStep.pushing(result)
    steps: list[ColourPush | RackChange] = [
        ColourPush(0, "green", ((9, 7), (10, 7))),
        RackChange(0, "green", 1),
        ColourPush(0, "red", ((9, 5), (10, 4))),
        ColourPush(0, "white", ((10, 5),)),
    ]
    for step in steps:
        assert drill.submit(step).right
    assert drill.done
    assert drill.notes == {
        3: (
            "Main pot: one chip fewer to the rack: seat 9 takes the last green; "
            "seat 10 takes 4 red and 5 white for it.",
        )
    }


def test_a_step_no_right_push_extends_is_wrong_and_named() -> None:
    result = tied_pot(POT_400)
    drill = StepByStep.pushing(result)
    feedback = drill.submit(ColourPush(0, "green", ((9, 9), (10, 6))))
    assert not feedback.right
    assert feedback.message.startswith(
        "Main pot: that gives seat 9 225, more than its share of 200."
    )
    drill.replay()
    assert drill.submit(ColourPush(0, "green", ((9, 7), (10, 7)))).right
    # The 15th green left in the pot and the red pushed: nothing can pay the last 25 now.
    feedback = drill.submit(ColourPush(0, "red", ((9, 4),)))
    assert not feedback.right
    assert feedback.message == (
        "Main pot: 1 green still in the pot: push it or change it at the rack before the red."
    )
    drill.replay()
    feedback = drill.submit(RackChange(0, "green", 2))
    assert feedback.message.startswith("Main pot: the pot has only 15 green, and the rack")
    drill.replay()
    assert drill.submit(RackChange(0, "green", 1)).right
    feedback = drill.submit(ColourPush(0, "red", ((9, 5), (10, 5))))
    assert feedback.message.startswith(
        "Main pot: the pot has only 4 red, and the rack gives lower chips only for the higher "
        "ones changed there."
    )
    drill.replay()
    assert drill.submit(ColourPush(0, "red", ((9, 5),))).right
    feedback = drill.submit(ColourPush(0, "green", ((9, 1),)))
    assert feedback.message == (
        "Main pot: colour by colour, highest first: the red are pushed already, "
        "so the green come too late."
    )


def test_an_odd_chip_is_given_last_to_the_seat_the_rules_name() -> None:
    # 401 between seats 9 and 10, button on 8: the odd white goes to seat 9.
    result = tied_pot({"green": 16, "white": 1})
    drill = StepByStep.pushing(result)
    feedback = drill.submit(OddChipPush(0, 9))
    assert feedback.message == "Not the odd chip yet: Main pot: seat 9 is still owed 200."
    drill.replay()
    assert drill.submit(ColourPush(0, "green", ((9, 8), (10, 8)))).right
    feedback = drill.submit(OddChipPush(0, 10))
    assert feedback.message.startswith("This pot's odd white chip goes to seat 9, ")
    drill.replay()
    assert drill.submit(OddChipPush(0, 9)).right
    assert drill.done


@pytest.mark.slow
@pytest.mark.parametrize("tag", ["three-way-tie", "split-by-colour", "side-pots"])
def test_the_models_steps_with_two_tied_seats_swapped_are_right(tag: str) -> None:
    from dealer_app.training.spots import generate_spots

    swapped_any = 0
    for spot in generate_spots(random.Random(tag), 150, tags=(tag,), difficulty=5):
        result = spot.result
        steps = list(push_steps(result))
        for index, pot in enumerate(result.pots):
            amounts = Counter(share.amount for share in pot.shares)
            pair = [share.seat for share in pot.shares if amounts[share.amount] > 1][:2]
            if pot.odd_chips or len(pair) < 2:
                continue
            a, b = pair
            swap = {a: b, b: a}
            steps = [
                ColourPush(
                    step.pot, step.chip, tuple((swap.get(seat, seat), n) for seat, n in step.counts)
                )
                if isinstance(step, ColourPush) and step.pot == index
                else step
                for step in steps
            ]
            swapped_any += 1
        drill = StepByStep.pushing(result)
        for step in steps:
            feedback = drill.submit(step)
            assert feedback.right, feedback.message
        assert drill.done
    assert swapped_any > 20


def test_the_220_four_way_tie_with_the_smaller_chips_to_any_seat_is_right_step_by_step() -> None:
    from dealer_app.model.chips import ChipSet

    deck = iter([f"{rank}{suit}" for suit in "cdh" for rank in "2345678"])
    result = resolve(
        Scenario.of(
            "holdem",
            [SeatEntry.of(seat, f"{next(deck)} {next(deck)}") for seat in (1, 3, 5, 7)],
            board="As Ks Qs Js Ts",
            button=7,
            chips=ChipSet.of(black=100, green=25, red=5),
            pot={"black": 1, "green": 3, "red": 9},
        )
    )
    for small in (1, 3, 5, 7):
        drill = StepByStep.pushing(result)
        steps: list[ColourPush | RackChange] = [
            RackChange(0, "black", 1),
            ColourPush(
                0, "green", tuple((seat, 1 if seat == small else 2) for seat in (1, 3, 5, 7))
            ),
            ColourPush(0, "red", tuple((seat, 6 if seat == small else 1) for seat in (1, 3, 5, 7))),
        ]
        for step in steps:
            feedback = drill.submit(step)
            assert feedback.right, feedback.message
        assert drill.done
    # One seat short by one red: the last step leaves a red in the pot and a seat unpaid.
    drill = StepByStep.pushing(result)
    for step in steps[:2]:
        assert drill.submit(step).right
    short = ColourPush(0, "red", ((1, 1), (3, 1), (5, 1), (7, 5)))
    assert drill.submit(short).right  # a red still in the pot can pay seat 7 next
    assert not drill.done
    missing = drill.check_all([*steps[:2], short])
    assert (
        missing is not None and missing.message == "Not done yet: Main pot: seat 7 is still owed 5."
    )


TWO_COLOURS = {"red": 5, "white": 1}


def heads_up_pot(
    game: str,
    hands: tuple[str, str],
    pot: dict[str, int],
    board: str = "",
    boards: list[list[str]] | None = None,
) -> Result:
    """Seats 1 and 2 holding ``hands`` at ``game`` with ``board`` (or ``boards``), the button
    on seat 2, red and white chips, ``pot`` in the middle."""
    from dealer_app.model.chips import ChipSet

    seats = [SeatEntry.of(seat, cards) for seat, cards in enumerate(hands, 1)]
    chips = ChipSet.of(**TWO_COLOURS)
    return resolve(
        Scenario.of(game, seats, button=2, chips=chips, pot=pot, board=board, boards=boards)
    )


def hilo_pot(pot: dict[str, int]) -> Result:
    """Omaha high-low: seat 1 takes the high half whole, seat 2 the low half, of ``pot``."""
    return heads_up_pot("omaha8", ("Kd Kh Qs Qh", "As 2d 9c 9h"), pot, board="3h 5s 8d Kc Jc")


def run_twice_pot(pot: dict[str, int]) -> Result:
    """Hold'em run twice: seat 2 wins the first board, seat 1 the second, of ``pot``."""
    boards = [["7s", "2d", "9c", "4h", "Jd"], ["Qs", "Js", "Ts", "4c", "5d"]]
    return heads_up_pot("holdem", ("Ah Kd", "7h 7d"), pot, boards=boards)


def run_twice_hilo_pot(pot: dict[str, int]) -> Result:
    """Omaha high-low run twice: seat 1 takes the high half of both boards, seat 2 the low
    half, of ``pot``: split once, the odd unit of the first board's halving in seat 1's share."""
    boards = [["2h", "4d", "7c", "Kd", "Ks"], ["2s", "4s", "7d", "Jc", "Th"]]
    return heads_up_pot("omaha8", ("Kh Kc 9s 9d", "Ah 3c Qs Qd"), pot, boards=boards)


# 61 in 12 red and 1 white: 31 to the high half (the first board), 30 to the other.
POT_61 = {"red": 12, "white": 1}
# 29 in 5 red and 4 white: 15 in 3 red and 14 in 2 red, 4 white; the odd unit is in the 3 red.
POT_29 = {"red": 5, "white": 4}
DIVIDED = [
    pytest.param(
        hilo_pot, 1, 2, "the high hand takes the odd chip of the high-low split", id="hilo"
    ),
    pytest.param(run_twice_pot, 2, 1, "the first board takes the odd chip", id="run-twice"),
    pytest.param(
        run_twice_hilo_pot,
        1,
        2,
        "the high hand takes the odd chip of the high-low split",
        id="run-twice-hilo-split-once",
    ),
]


@pytest.mark.parametrize(("spot", "first", "other", "rule"), DIVIDED)
def test_the_odd_unit_pushed_within_the_first_share_finishes_the_pot(
    spot: Callable[[dict[str, int]], Result], first: int, other: int, rule: str
) -> None:
    result = spot(POT_61)
    (odd,) = result.pots[0].odd_chips
    assert (odd.seat, odd.reason, odd.of_division) == (first, rule, True)
    steps = [
        ColourPush(0, "red", ((first, 6), (other, 6))),
        ColourPush(0, "white", ((first, 1),)),
    ]
    drill = StepByStep.pushing(result)
    for step in steps:
        feedback = drill.submit(step)
        assert feedback.right, feedback.message
    assert drill.done
    assert drill.check_all(steps) is None
    # Named after all, the unit already pushed is only named, not pushed again; once more is
    # one odd chip too many.
    named = drill.submit(OddChipPush(0, first))
    assert named.right, named.message
    assert named.expected == OddChipPush(0, first, "white", rule, "Main pot", held=True)
    assert not drill.submit(OddChipPush(0, first)).right
    assert drill.first_wrong is not None
    assert drill.first_wrong.message == "Main pot has no odd chip left to give."


@pytest.mark.parametrize(("spot", "first", "other", "rule"), DIVIDED)
@pytest.mark.parametrize("pot", [POT_61, POT_29], ids=["odd-chip-pushed", "odd-chip-held"])
def test_the_models_own_odd_unit_step_is_still_right(
    spot: Callable[[dict[str, int]], Result],
    first: int,
    other: int,
    rule: str,
    pot: dict[str, int],
) -> None:
    result = spot(pot)
    steps = push_steps(result)
    assert steps[-1] == OddChipPush(0, first)
    assert steps[-1].held == (pot is POT_29)
    drill = StepByStep.pushing(result)
    for step in steps:
        feedback = drill.submit(step)
        assert feedback.right, feedback.message
    assert drill.done
    assert drill.check_all(steps) is None
    # A held unit need not be named, the pushes alone are right; a loose one is still owed.
    missing = drill.check_all(steps[:-1])
    if steps[-1].held:
        assert missing is None
    else:
        assert missing is not None
        assert missing.message == "Not done yet: Main pot: its odd chips are still to give."


@pytest.mark.parametrize(("spot", "first", "other", "rule"), DIVIDED)
def test_the_odd_unit_given_to_the_other_share_is_told_the_rule(
    spot: Callable[[dict[str, int]], Result], first: int, other: int, rule: str
) -> None:
    result = spot(POT_61)
    drill = StepByStep.pushing(result)
    assert drill.submit(ColourPush(0, "red", ((first, 6), (other, 6)))).right
    pushed = drill.submit(ColourPush(0, "white", ((other, 1),)))
    assert not pushed.right
    assert pushed.message.startswith(
        f"Main pot: that gives seat {other} 31, more than its share of 30. "
    )
    assert rule in pushed.message
    drill.replay()
    named = drill.submit(OddChipPush(0, other))
    assert not named.right
    assert named.message == f"This pot's odd white chip goes to seat {first}, {rule}."
    drill.replay()
    assert drill.submit(OddChipPush(0, first)).right
    assert drill.done


def division_units(pot: PotResult) -> Counter[int]:
    """How many odd units of a halving or of boards each seat of ``pot`` takes within the
    half or board it wins whole: read from the boards' runs of a pot run more than once (a pot
    split once between the same seats still gives each what its boards give), else from the
    pot's odd chips."""
    chips = [odd for run in pot.runs for odd in run.odd_chips] if pot.runs else pot.odd_chips
    return Counter(odd.seat for odd in chips if odd.of_division)


def odd_units_within_shares(result: Result) -> list[PushStep]:
    """The model's push with each odd unit of a halving or of boards pushed within its seat's
    chips of its colour, with no odd-chip step of its own."""
    colours = result.scenario.chips.names
    steps = list(push_steps(result))
    for index, pot in enumerate(result.pots):
        pot_steps = [step for step in steps if step.pot == index]
        named = [step for step in pot_steps if isinstance(step, OddChipPush)]
        units = division_units(pot)
        for odd, step in zip(pot.odd_chips, named, strict=True):
            if not units[odd.seat]:
                continue
            units[odd.seat] -= 1
            steps.remove(step)
            pot_steps.remove(step)
            if step.held:
                continue
            colour = colours.index(odd.chip)
            push = next(
                (s for s in pot_steps if isinstance(s, ColourPush) and s.chip == odd.chip), None
            )
            counts = Counter(dict(push.counts) if push else {})
            counts[odd.seat] += 1
            within = ColourPush(index, odd.chip, tuple(counts.items()), pot.name)
            if push is not None:
                steps[steps.index(push)] = within
            else:
                later = [
                    steps.index(s)
                    for s in pot_steps
                    if isinstance(s, OddChipPush) or colours.index(s.chip) >= colour
                ]
                end = steps.index(pot_steps[-1]) + 1
                steps.insert(later[0] if later else end, within)
            pot_steps = [s for s in steps if s.pot == index]
    return steps


@pytest.mark.slow
@pytest.mark.parametrize("tag", ["omaha8-quartered", "hilo-scoop", "split-game-scoop"])
def test_the_odd_units_of_300_divided_pots_pushed_within_shares_are_right(tag: str) -> None:
    from dealer_app.training.spots import generate_spots

    divided = 0
    for spot in generate_spots(random.Random(tag), 300, tags=(tag,), difficulty=5):
        result = spot.result
        if not any(odd.of_division for pot in result.pots for odd in pot.odd_chips):
            continue
        divided += 1
        steps = odd_units_within_shares(result)
        assert paid_by(result, steps) == {seat: amount for seat, amount in result.payouts if amount}
        drill = StepByStep.pushing(result)
        for step in steps:
            feedback = drill.submit(step)
            assert feedback.right, feedback.message
        assert drill.done
    assert divided >= 10


def run_twice_omaha8(rng: random.Random) -> Result:
    """Omaha high-low run twice, dealt at random: one seat holds an ace and a deuce, another
    high cards only, sometimes a third seat anything, and each board three low ranks, so that
    the same seats often take the same half of both boards (the pot split once) and often not
    (the pot cut board by board)."""
    from dealer_app.model.chips import ChipSet

    deck = [rank + suit for rank in "23456789TJQKA" for suit in "shdc"]
    rng.shuffle(deck)
    low = [next(card for card in deck if card[0] == rank) for rank in "A2"]
    high = [card for card in deck if card[0] in "9TJQK"][:4]
    rest = [card for card in deck if card not in low + high]
    hands = [high, low + rest[:2]]
    rest = rest[2:]
    if rng.random() < 0.3:
        hands.append(rest[:4])
        rest = rest[4:]
    rng.shuffle(hands)
    boards = []
    for _ in range(2):
        lows: dict[str, str] = {}
        for card in rest:
            if card[0] in "345678" and len(lows) < 3:
                lows.setdefault(card[0], card)
        rest = [card for card in rest if card not in lows.values()]
        board = [*lows.values(), *rest[:2]]
        rest = rest[2:]
        rng.shuffle(board)
        boards.append(board)
    pot = {"green": rng.randint(0, 3), "red": rng.randint(0, 9), "white": rng.randint(1, 9)}
    return resolve(
        Scenario.of(
            "omaha8",
            [SeatEntry.of(seat, " ".join(cards)) for seat, cards in enumerate(hands, 1)],
            boards=boards,
            button=rng.randint(1, len(hands)),
            chips=ChipSet.of(green=25, red=5, white=1),
            pot=pot,
        )
    )


def whole_push(steps: Sequence[PushStep], pot: int) -> PotSplit:
    """The chips ``steps`` give each seat of one pot, and the seats named for its odd chips."""
    shares: dict[int, Counter[str]] = {}
    odd_chip_seats = []
    for step in steps:
        if step.pot != pot:
            continue
        if isinstance(step, ColourPush):
            for seat, count in step.counts:
                shares.setdefault(seat, Counter())[step.chip] += count
        elif isinstance(step, OddChipPush):
            odd_chip_seats.append(step.seat)
            if not step.held:
                shares.setdefault(step.seat, Counter())[step.chip] += 1
    return PotSplit({seat: dict(chips) for seat, chips in shares.items()}, tuple(odd_chip_seats))


@pytest.mark.slow
def test_the_odd_units_of_300_omaha8_pots_run_twice_pushed_within_shares_are_right() -> None:
    from dealer_app.training.spots import Spot

    rng = random.Random("omaha8-run-twice")
    split_once = cut = 0
    for _ in range(300):
        result = run_twice_omaha8(rng)
        pot = result.pots[0]
        if not division_units(pot):
            continue
        if pot.split_once_on_boards:
            split_once += 1
        else:
            cut += 1
        steps = odd_units_within_shares(result)
        assert paid_by(result, steps) == {seat: amount for seat, amount in result.payouts if amount}
        drill = StepByStep.pushing(result)
        for step in steps:
            feedback = drill.submit(step)
            assert feedback.right, feedback.message
        assert drill.done
        # Split the pot takes the same push given whole.
        spot = Spot(result.scenario, result, frozenset(), "Omaha high-low run twice")
        question = Question(Drill.SPLIT_POT, spot, "", pot_indices=(0,))
        graded = grade(question, SplitAnswer((whole_push(steps, 0),)), 5.0)
        assert graded.correct, graded.mistakes
    assert split_once >= 10
    assert cut >= 10
