"""The fewest trips to the rack for a pot as a whole: its halves or board parts and then
their splits (rule 3 of the scenario format), checked against a brute force over every
push that gives each seat its amount."""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from typing import Any

import pytest

from dealer_app.model.formats.scenario import scenario_from_dict
from dealer_app.model.room.money import MoneyUnit
from dealer_app.model.showdown.push_check import chips_to_the_rack, facts_of
from dealer_app.model.showdown.resolve import resolve
from dealer_app.model.showdown.result import Result
from dealer_app.model.showdown.steps import StepKind

CASINO = [("black", 100), ("green", 25), ("red", 5), ("white", 1)]
ONE_TWO_FIVE = [("ten", 10), ("five", 5), ("two", 2), ("one", 1)]


def _chips(chip_set: Sequence[tuple[str, int]]) -> list[dict[str, Any]]:
    return [{"name": name, "value": value} for name, value in chip_set]


def _resolved(document: dict[str, Any]) -> Result:
    return resolve(scenario_from_dict(document))


def _changes(result: Result) -> list[tuple[dict[str, int], dict[str, int]]]:
    return [
        (step.changed_out.as_dict(), step.changed_in.as_dict())
        for step in result.steps
        if step.kind is StepKind.CHANGE
    ]


def _pushed(result: Result) -> dict[int, dict[str, int]]:
    (pot,) = result.pots
    return {share.seat: share.chips.as_dict() for share in pot.shares if share.chips is not None}


ROYAL = ["As", "Ks", "Qs", "Js", "Ts"]
TWO_TIED = [{"seat": 1, "cards": ["2c", "3d"]}, {"seat": 2, "cards": ["2d", "3c"]}]
FOLDED = {"seat": 5, "cards": ["4c", "6d"], "folded": True}
RUN_TWICE = {
    "game": "holdem",
    "button": 2,
    "seats": [
        {"seat": 1, "cards": ["Ah", "Kd"]},
        {"seat": 2, "cards": ["Ac", "Kc"]},
        {"seat": 3, "cards": ["7h", "7d"]},
    ],
    # Seat 1 wins board 1 with a flush; seats 1 and 2 tie board 2 with a straight.
    "boards": [["Qh", "Jh", "3h", "6h", "2s"], ["Qs", "Js", "Ts", "4c", "5d"]],
    "chips": _chips(CASINO),
}
QUARTERED = {
    "game": "omaha8",
    "button": 3,
    "seats": [
        {"seat": 1, "cards": ["Kd", "Kc", "9s", "9h"]},
        {"seat": 2, "cards": ["As", "2s", "Qc", "Jd"]},
        {"seat": 3, "cards": ["Ad", "2h", "Qd", "Js"]},
    ],
    "board": ["3h", "5s", "8d", "Ks", "Tc"],
    "chips": _chips(CASINO),
}
# Seat 1 wins high and ties the low with seat 2: its share comes from both halves.
HIGH_AND_HALF_THE_LOW = {
    "game": "omaha8",
    "button": 3,
    "seats": [
        {"seat": 1, "cards": ["As", "2s", "Kd", "Kc"]},
        {"seat": 2, "cards": ["Ad", "2h", "9c", "Tc"]},
        {"seat": 3, "cards": ["Qc", "Qh", "Jd", "Js"]},
    ],
    "board": ["3h", "5s", "8d", "Kh", "Ts"],
    "chips": _chips(CASINO),
}


def test_a_share_pushed_whole_says_its_amount_in_the_tables_money() -> None:
    result = _resolved({**RUN_TWICE, "pot": {"green": 1, "red": 3}})
    takes = [step for step in result.steps if step.kind is StepKind.TAKE]
    cents = MoneyUnit("$", 100)
    assert [step.words(cents) for step in takes] == [
        "Main pot: seat 1 takes 1 green, 1 red ($0.30 in all).",
        "Main pot: seat 2 takes 2 red ($0.10 in all).",
    ]
    assert takes[0].text == "Main pot: seat 1 takes 1 green, 1 red (30 in all)."


def test_a_pot_run_twice_is_not_cut_when_each_seats_whole_share_needs_no_change() -> None:
    # 40 in 1 green and 3 red: board 1's 20 to seat 1, board 2's 20 split 10 and 10. Cut
    # board by board, the green goes to the rack; seat 1's 30 takes it with a red.
    result = _resolved({**RUN_TWICE, "pot": {"green": 1, "red": 3}})
    assert _changes(result) == []
    assert _pushed(result) == {1: {"green": 1, "red": 1}, 2: {"red": 2}}
    (pot,) = result.pots
    assert [[(s.seat, s.amount, s.chips) for s in run.shares] for run in pot.runs] == [
        [(1, 20, None)],
        [(1, 10, None), (2, 10, None)],
    ]
    texts = result.step_texts
    assert texts[0].endswith(
        "The boards' parts are not cut apart: each seat's share is pushed whole "
        "(a chip fewer to the rack)."
    )
    assert "Main pot, board 1: 20; seat 1 wins with Flush, Ace high." in texts
    assert "Main pot: seat 1 takes 1 green, 1 red (30 in all)." in texts
    assert facts_of(result, pot).fewest_rack_changes == 0


def test_a_quartered_pot_is_changed_once_before_it_is_halved() -> None:
    # 35 in 1 green and 2 red, 18 high, 9 and 8 low: the green changed for 3 red and 10
    # white shares out in both halves; changed for 4 red and 5 white, a red of the low
    # half went to the rack again.
    result = _resolved({**QUARTERED, "pot": {"green": 1, "red": 2}})
    assert _changes(result) == [({"green": 1}, {"red": 3, "white": 10})]
    (pot,) = result.pots
    assert {share.seat: share.amount for share in pot.shares} == {1: 18, 2: 9, 3: 8}
    assert [odd.seat for odd in pot.odd_chips] == [1, 2]
    texts = result.step_texts
    change = next(text for text in texts if "rack" in text)
    assert change == (
        "Main pot: change 1 green at the rack for 3 red, 10 white, once for the whole pot before"
        " it is halved (the halves and their splits then share out)."
    )
    # The change comes before the cut, and the halves are then cut and split as ever.
    assert texts.index(change) < texts.index(
        "Main pot: 2 red each to the high half and the low half."
    )
    assert "Main pot, low half: 1 red each to seats 2 and 3." in texts
    assert facts_of(result, pot).fewest_rack_changes == 1


def test_a_change_for_the_splits_of_halves_that_divide_is_not_said_to_be_for_the_halving() -> None:
    # 380 in 3 black, 3 green, 1 red: 2 of the blacks would halve evenly; they are changed,
    # once, for what the low half's split among two seats needs.
    result = _resolved({**QUARTERED, "pot": {"black": 3, "green": 3, "red": 1}})
    assert _changes(result) == [({"black": 2}, {"green": 6, "red": 10})]
    changes = [text for text in result.step_texts if "rack" in text]
    assert changes == [
        "Main pot: change 2 black at the rack for 6 green, 10 red, once for the whole pot before"
        " it is halved (the halves and their splits then share out)."
    ]
    assert not [text for text in result.step_texts if "cannot be shared" in text]


def test_a_pot_run_twice_changed_once_says_it_is_changed_before_the_boards_cut() -> None:
    result = _resolved({**RUN_TWICE, "pot": {"black": 1, "green": 3, "red": 2}})
    assert [text for text in result.step_texts if "rack" in text] == [
        "Main pot: change 1 black at the rack for 2 green, 9 red, 5 white, once for the whole pot"
        " before it is cut between the boards (the boards' parts and their splits then share"
        " out)."
    ]


def test_a_seat_taking_high_and_half_the_low_takes_its_share_whole() -> None:
    # 40 in 1 green and 3 red: high 20 to seat 1, low 20 split 10 and 10 by seats 1 and 2.
    result = _resolved({**HIGH_AND_HALF_THE_LOW, "pot": {"green": 1, "red": 3}})
    assert _changes(result) == []
    assert _pushed(result) == {1: {"green": 1, "red": 1}, 2: {"red": 2}}
    assert "The halves are not cut apart" in result.step_texts[0]


def test_a_cut_that_needs_the_rack_anyway_is_made_as_before() -> None:
    # 40 in 8 red, the same seats: no chip goes to the rack, the halves are cut as ever.
    result = _resolved({**HIGH_AND_HALF_THE_LOW, "pot": {"red": 8}})
    assert _changes(result) == []
    assert "Main pot: 4 red each to the high half and the low half." in result.step_texts


def test_two_twos_among_three_change_one_two_only() -> None:
    # 4 in 2 two, shares 1, 2 and 1 (seat 2 first clockwise): seat 2 takes a two.
    seats = [*TWO_TIED, {"seat": 3, "cards": ["2h", "3h"]}, FOLDED]
    document = {
        "game": "holdem",
        "button": 1,
        "seats": seats,
        "board": ROYAL,
        "pot": {"two": 2},
        "chips": _chips(ONE_TWO_FIVE),
    }
    result = _resolved(document)
    assert _changes(result) == [({"two": 1}, {"one": 2})]
    assert _pushed(result) == {1: {"one": 1}, 2: {"two": 1}, 3: {"one": 1}}
    assert [odd.seat for odd in result.pots[0].odd_chips] == [2]


def test_a_ten_and_a_two_split_six_and_six_change_the_ten_only() -> None:
    document = {
        "game": "holdem",
        "button": 1,
        "seats": [*TWO_TIED, FOLDED],
        "board": ROYAL,
        "pot": {"ten": 1, "two": 1},
        "chips": _chips(ONE_TWO_FIVE),
    }
    result = _resolved(document)
    assert _changes(result) == [({"ten": 1}, {"five": 1, "two": 2, "one": 1})]
    assert {
        seat: sum(dict(ONE_TWO_FIVE)[n] * c for n, c in chips.items())
        for seat, chips in _pushed(result).items()
    } == {1: 6, 2: 6}


# The brute force: every push giving each seat its amount, the fewest chips to the rack.


def _ways(amount: int, values: Sequence[int], most: Sequence[int]) -> list[tuple[int, ...]]:
    """Every count of each value worth ``amount``, no more of a value than ``most``."""
    ways: list[tuple[int, ...]] = []

    def build(colour: int, left: int, counts: list[int]) -> None:
        if colour == len(values) - 1:
            if left % values[colour] == 0 and left // values[colour] <= most[colour]:
                ways.append((*counts, left // values[colour]))
            return
        for n in range(min(left // values[colour], most[colour]) + 1):
            build(colour + 1, left - n * values[colour], [*counts, n])

    build(0, amount, [])
    return ways


def fewest_by_brute_force(
    chip_set: Sequence[tuple[str, int]], pot: dict[str, int], amounts: Sequence[int]
) -> int | None:
    """The fewest chips of ``pot`` taken to the rack by any push giving these amounts."""
    values = [value for _, value in chip_set]
    held = tuple(pot.get(name, 0) for name, _ in chip_set)
    total = sum(n * value for n, value in zip(held, values, strict=True))
    most = [total // value for value in values]
    best: int | None = None
    for push in itertools.product(*(_ways(amount, values, most) for amount in amounts)):
        pushed = [sum(column) for column in zip(*push, strict=True)]
        gained = 0
        for have, given, value in zip(held, pushed, values, strict=True):
            gained += (given - have) * value
            if gained > 0:
                break
        else:
            changed = sum(max(0, have - given) for have, given in zip(held, pushed, strict=True))
            best = changed if best is None else min(best, changed)
    return best


SPOTS: list[dict[str, Any]] = [
    QUARTERED,
    HIGH_AND_HALF_THE_LOW,
    RUN_TWICE,
    {  # two seats tie high, one takes the low
        **QUARTERED,
        "seats": [
            {"seat": 1, "cards": ["Kd", "Kc", "9s", "9h"]},
            {"seat": 2, "cards": ["Ks", "Kh", "9d", "9c"]},
            {"seat": 3, "cards": ["As", "2s", "Qc", "Jd"]},
        ],
        "board": ["3h", "5s", "8d", "Ts", "Tc"],
    },
    {  # omaha8 run twice: each board halved
        "game": "omaha8",
        "button": 3,
        "seats": QUARTERED["seats"],
        "boards": [["3h", "5s", "8d", "Ks", "Tc"], ["3c", "4s", "7d", "Th", "Jh"]],
    },
]
NESTING = [CASINO, CASINO[1:], [("ten", 10), ("five", 5), ("one", 1)]]


def _random_spots(seed: int, count: int) -> list[tuple[list[tuple[str, int]], dict[str, Any]]]:
    rng = random.Random(seed)
    spots = []
    while len(spots) < count:
        chip_set = rng.choice(NESTING)
        spot = rng.choice(SPOTS)
        pot = {name: rng.randint(0, 3) for name, _ in chip_set if rng.random() < 0.7}
        if not 0 < sum(n * dict(chip_set)[name] for name, n in pot.items()) <= 330:
            continue
        document = {**spot, "button": rng.choice([1, 2, 3]), "pot": pot, "chips": _chips(chip_set)}
        spots.append((chip_set, document))
    return spots


def _check_fewest(spots: list[tuple[list[tuple[str, int]], dict[str, Any]]]) -> int:
    """Each pot's push takes the fewest chips to the rack; returns how many needed one."""
    needed = 0
    for chip_set, document in spots:
        result = _resolved(document)
        (pot,) = result.pots
        amounts = [share.amount for share in pot.shares]
        fewest = fewest_by_brute_force(chip_set, document["pot"], amounts)
        pushed = [0] * len(chip_set)
        for share in pot.shares:
            chips = share.chips.as_dict() if share.chips is not None else {}
            for colour, (name, _) in enumerate(chip_set):
                pushed[colour] += chips.get(name, 0)
        scenario = scenario_from_dict(document)
        changed, wrong = chips_to_the_rack(scenario.chips, pot.chips, pushed)
        assert wrong is None, document
        assert changed == sum(chips for out, _ in _changes(result) for chips in out.values())
        assert changed == fewest, (document, changed, fewest)
        needed += bool(fewest)
    return needed


def test_cut_pots_of_nesting_chips_go_to_the_rack_the_fewest_times() -> None:
    assert _check_fewest(_random_spots(1, 60)) > 5


@pytest.mark.slow
def test_cut_pots_of_nesting_chips_go_to_the_rack_the_fewest_times_many_spots() -> None:
    for seed in range(1, 6):
        _check_fewest(_random_spots(seed, 400))


def _trips(result: Result) -> int:
    """How many times the steps go to the rack (one place of the pot changing is one trip)."""
    return len({step.where for step in result.steps if step.kind is StepKind.CHANGE})


def test_a_quartered_pot_needing_two_changes_goes_to_the_rack_once() -> None:
    # 311 halves into 156 and 155, the low half split 78 and 77: two black are changed.
    # Cut as it comes, one black went to the rack before the halving and one for the low
    # half's split; a dealer who reads the whole push changes both at once.
    document = dict(QUARTERED, pot={"black": 3, "red": 2, "white": 1})
    result = _resolved(document)
    assert _changes(result) == [({"black": 2}, {"green": 7, "red": 4, "white": 5})]
    assert _trips(result) == 1
    (pot,) = result.pots
    assert {share.seat: share.amount for share in pot.shares} == {1: 156, 2: 78, 3: 77}


def _check_one_trip(spots: list[tuple[list[tuple[str, int]], dict[str, Any]]]) -> int:
    """No pot goes to the rack twice; returns how many went once."""
    once = 0
    for _, document in spots:
        trips = _trips(_resolved(document))
        assert trips <= 1, document
        once += trips
    return once


def test_cut_pots_go_to_the_rack_at_most_once() -> None:
    assert _check_one_trip(_random_spots(1, 60)) > 5


@pytest.mark.slow
def test_cut_pots_go_to_the_rack_at_most_once_many_spots() -> None:
    for seed in range(1, 6):
        _check_one_trip(_random_spots(seed, 400))
