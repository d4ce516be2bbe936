"""The dealer's steps replayed chip by chip: every even-up leaves the seats level, each odd
chip is named once, at the seat that takes it, and the steps reach exactly the shares."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from dealer_app.model.chips import ChipCounts, ChipSet
from dealer_app.model.formats.scenario import scenario_from_dict
from dealer_app.model.showdown.odd_chips import board_reason
from dealer_app.model.showdown.resolve import resolve
from dealer_app.model.showdown.result import Result
from dealer_app.model.showdown.split import split_chips
from dealer_app.model.showdown.steps import Step, StepKind
from dealer_app.model.words import Recipient
from dealer_app.storage.chip_presets import chip_presets
from tests.model.showdown.showdown_tables import seat, table

CASINO = ChipSet.of(black=100, green=25, red=5, white=1)
REASONS = ("first clockwise", "next clockwise", "third clockwise")


def replay_mistakes(
    chip_set: ChipSet,
    steps: Sequence[Step],
    recipients: Sequence[Recipient],
    targets: Sequence[int],
    odd_chips: Sequence[Recipient],
    pot: Mapping[str, int],
) -> list[str]:
    """What is wrong with ``steps`` when the dealer pushes the chips of ``pot`` exactly as
    they say: a step handing out or changing chips the pot does not hold at that moment, a
    seat not level after an even-up, an odd chip not named once, shares not reached."""
    worth = dict(zip(chip_set.names, chip_set.values, strict=True))
    in_pot: Counter[str] = Counter(pot)
    held = dict.fromkeys(recipients, 0)
    named_odd: Counter[Recipient] = Counter()
    wrong: list[str] = []

    def take_from_pot(chips: Mapping[str, int], step: Step) -> None:
        missing = {name: n - in_pot[name] for name, n in chips.items() if n > in_pot[name]}
        if missing:
            wrong.append(f"not in the pot ({dict(in_pot)}): {missing} for: {step.text}")
        in_pot.subtract(chips)

    for step in steps:
        if step.kind is StepKind.CHANGE:
            take_from_pot(step.changed_out.as_dict(), step)
            in_pot.update(step.changed_in.as_dict())
        handed: Counter[str] = Counter()
        for handout in step.handouts:
            held[handout.to] += handout.count * worth[handout.chip]
            handed[handout.chip] += handout.count
        take_from_pot(handed, step)
        if step.kind is StepKind.EVEN_UP:
            named_odd.update(step.odd_kept)
            # Every seat level after an even-up, but for the odd units named so far: one
            # kept inside the chips a seat took is said in the step that gives them.
            if len({held[r] - named_odd[r] * chip_set.unit for r in recipients}) > 1:
                wrong.append(f"not level after: {step.text} {held}")
        elif step.kind is StepKind.ODD_CHIP:
            named_odd[step.handouts[0].to] += 1
        elif step.kind is StepKind.TAKE and step.reason:
            wrong.append(f"a share made up afterwards: {step.text}")
    if [held[recipient] for recipient in recipients] != list(targets):
        wrong.append(f"the steps reach {held}, not {list(targets)}")
    if sorted(named_odd.elements(), key=str) != sorted(odd_chips, key=str):
        wrong.append(f"odd chips named {dict(named_odd)}, taken by {list(odd_chips)}")
    if +in_pot:
        wrong.append(f"left in the pot: {dict(+in_pot)}")
    return wrong


def test_a_three_way_tie_evens_a_red_up_in_five_white_and_names_the_odd_chip_once() -> None:
    split = split_chips(
        CASINO,
        ChipCounts.of({"red": 2, "white": 6}),
        [2, 3, 1],
        "Main pot",
        odd_chip_reasons=REASONS,
    )
    assert [step.text for step in split.steps] == [
        "Main pot: 2 red left over: seats 2 and 3 take one each; seat 1 takes 5 white to even up.",
        "Main pot: the odd white chip goes to seat 2 (first clockwise).",
    ]
    pot = {"red": 2, "white": 6}
    assert not replay_mistakes(CASINO, split.steps, [2, 3, 1], split.targets, split.odd_chips, pot)


def _four_way_tie(pot: dict[str, int]) -> dict[str, Any]:
    cards = [["8s", "2d", "3c", "4h", "7h"], ["8d", "2c", "3h", "4s", "7s"]]
    cards += [["8c", "2h", "3s", "4d", "7d"], ["8h", "2s", "3d", "4c", "7c"]]
    return {
        "game": "deuce7",
        "button": 1,
        "seats": [{"seat": seat, "cards": hand} for seat, hand in enumerate(cards, 1)],
        "chips": [
            {"name": name, "value": value}
            for name, value in zip(CASINO.names, CASINO.values, strict=True)
        ],
        "pot": pot,
    }


def test_a_large_four_way_tie_evens_every_colour_up_in_full() -> None:
    many = 999_999
    result = resolve(scenario_from_dict(_four_way_tie(dict.fromkeys(CASINO.names, many))))
    texts = result.step_texts
    assert (
        "Main pot: 3 black left over: seats 2, 3 and 4 take one each; seat 1 takes 4 green to "
        "even up." in texts
    )
    assert not [text for text in texts if "staying with" in text or "make up" in text]
    (pot,) = result.pots
    seats = [1, 2, 3, 4]
    amounts = {share.seat: share.amount for share in pot.shares}
    targets = [amounts[seat] for seat in seats]
    odd = [odd.seat for odd in pot.odd_chips]
    pot_chips = dict.fromkeys(CASINO.names, many)
    assert not replay_mistakes(CASINO, result.steps[1:], seats, targets, odd, pot_chips)


@pytest.mark.parametrize("seed", range(4))
def test_random_three_and_four_way_ties_replay_to_their_shares(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(400):
        recipients = rng.sample(range(1, 10), rng.choice((3, 4)))
        pot = ChipCounts.of({name: rng.randint(0, 12) for name in CASINO.names})
        split = split_chips(CASINO, pot, recipients, "Main pot", odd_chip_reasons=REASONS)
        odd = split.odd_chips
        wrong = replay_mistakes(CASINO, split.steps, recipients, split.targets, odd, pot.as_dict())
        assert not wrong, (pot, recipients, wrong)


# Chip sets whose values do not nest (25 is no multiple of 10, 12 none of 9).
GREEN_BLUE_WHITE = ChipSet.of(green=25, blue=10, white=5)
TWELVE_NINE_THREE = ChipSet.of(x=12, y=9, z=3)
WITH_A_TWO = ChipSet.of(black=100, green=25, red=5, blue=2, white=1)


def _five_way_straight(chips: ChipSet, button: int, **money: Any) -> dict[str, Any]:
    """Hold'em, five seats playing the board's straight (seats 1, 2, 4, 6 and 9)."""
    cards = {1: ["2c", "3d"], 2: ["2d", "3h"], 4: ["2h", "3c"], 6: ["2s", "3s"], 9: ["4c", "4d"]}
    return {
        "game": "holdem",
        "button": button,
        "seats": [{"seat": number, "cards": hand} for number, hand in cards.items()],
        "board": ["Ah", "Kh", "Qd", "Jc", "Ts"],
        "chips": [
            {"name": name, "value": value}
            for name, value in zip(chips.names, chips.values, strict=True)
        ],
        **money,
    }


def _pot_mistakes(result: Result, pot_chips: Mapping[str, int]) -> list[str]:
    """What is wrong with the only pot's steps (after its announcement) pushed chip by chip
    from ``pot_chips``."""
    (pot,) = result.pots
    seats = [share.seat for share in pot.shares]
    targets = [share.amount for share in pot.shares]
    odd = [chip.seat for chip in pot.odd_chips]
    pushed = [step for step in result.steps if step.kind not in (StepKind.SIZE, StepKind.POT)]
    return replay_mistakes(result.scenario.chips, pushed, seats, targets, odd, pot_chips)


def test_a_rack_change_whose_chips_an_even_up_hands_out_is_made_before_it() -> None:
    # 1302 four ways: seat 3 takes the last black; the others take 3 green and 5 red each
    # for it, 15 red with 13 in the pot until the green is changed for 3 red and 10 white.
    pot = ChipCounts.of({"black": 13, "green": 10, "red": 13, "white": 2})
    split = split_chips(CASINO, pot, [3, 5, 8, 9], "Main pot", odd_chip_reasons=REASONS)
    assert [step.text for step in split.steps] == [
        "Main pot: 3 black each to seats 3, 5, 8 and 9.",
        "Main pot: 1 green cannot be shared out evenly: change it at the rack for 3 red, 10 "
        "white (too few red in the pot to even up).",
        "Main pot: seat 3 takes the last black; seats 5, 8 and 9 take 3 green and 5 red each "
        "for it.",
        "Main pot: seat 3 takes the last red; seats 5, 8 and 9 take 4 white each for the red, "
        "the odd white chip staying with seat 3 (first clockwise).",
    ]
    recipients = [3, 5, 8, 9]
    assert not replay_mistakes(
        CASINO, split.steps, recipients, split.targets, split.odd_chips, pot.as_dict()
    )


def test_five_seats_short_of_an_odd_unit_each_are_evened_up_with_the_chips_in_the_pot() -> None:
    # 740 in 29 green, 1 blue, 1 white five ways: 150 to seats 4, 6 and 9, 145 to seats 1
    # and 2; the green changed for 2 blue and a white gives seats 1 and 2 their 20 each, the
    # odd white chips of seats 4, 6 and 9 said once, with the rule that gives them.
    seats = _five_way_straight(GREEN_BLUE_WHITE, 3)
    for entry in seats["seats"]:
        entry["committed"] = 135
    seats["seats"].append({"seat": 10, "cards": [], "folded": True, "committed": 65})
    result = resolve(scenario_from_dict(seats))
    assert result.step_texts[2:] == (
        "Main pot: 5 green each to seats 1, 2, 4, 6 and 9.",
        "Main pot: 1 green cannot be shared out evenly: change it at the rack for 2 blue, 1 "
        "white (too few blue in the pot to even up).",
        "Main pot: 3 green left over: seats 4, 6 and 9 take one each; seat 1 takes 1 blue and "
        "2 white to even up; seat 2 takes 2 blue to even up, the odd white chips staying with "
        "seat 4 (first seat clockwise from the button) and seats 6 and 9 (next seat clockwise "
        "from the button).",
    )
    sized = result.steps[0]
    assert sized.kind is StepKind.SIZE
    assert not _pot_mistakes(result, sized.changed_in.as_dict())


@pytest.mark.parametrize(
    ("chips", "pot"),
    [
        (GREEN_BLUE_WHITE, {"green": 13, "blue": 1, "white": 8}),
        (TWELVE_NINE_THREE, {"x": 13, "y": 1, "z": 5}),
    ],
)
def test_a_five_way_tie_the_pots_own_chips_can_share_goes_to_no_rack(
    chips: ChipSet, pot: dict[str, int]
) -> None:
    # 375 as 3 green to four seats and 1 green, 1 blue and 8 white to the fifth; 180 as
    # 3 x to four seats and 1 x, 1 y and 5 z to the fifth.
    result = resolve(scenario_from_dict(_five_way_straight(chips, 9, pot=pot)))
    assert StepKind.CHANGE not in [step.kind for step in result.steps]
    assert not _pot_mistakes(result, pot)


def test_an_odd_chip_inside_the_last_chips_of_a_split_once_is_named_once_with_its_reason() -> None:
    # 315 between seats 1 and 2, high and low: seat 1 takes the blue, seat 2 a white for it,
    # seat 1's odd white inside the blue.
    result = resolve(
        table(
            "omaha8",
            seat(1, "Ah 2h Kd Qc", 105),
            seat(2, "Ad 2d Ks Qs", 105),
            seat(3, "9c 9s Jh Jd", 105),
            board="3c 4h 8s Tc Kc",
            button=3,
            chips=GREEN_BLUE_WHITE,
        )
    )
    assert result.step_texts[2:] == (
        "Main pot: kill seat 3's losing hand before the push.",
        "Main pot: 6 green each to seats 1 and 2.",
        "Main pot: seat 1 takes the last blue; seat 2 takes 1 white for the blue, the odd white "
        "chip staying with seat 1 (first seat clockwise from the button).",
    )
    assert not _pot_mistakes(result, {"green": 12, "blue": 1, "white": 1})


# The room's chip sets and sets whose values do not nest: a blue 2 among 1, 5, 25 and 100,
# 25/10/5, 12/9/3 and 10/5/2/1.
_SETS = (
    *(preset.chips for preset in chip_presets()),
    GREEN_BLUE_WHITE,
    TWELVE_NINE_THREE,
    WITH_A_TWO,
    ChipSet.of(ten=10, five=5, two=2, one=1),
)


@pytest.mark.parametrize("chips", _SETS, ids=lambda chips: "-".join(map(str, chips.values)))
def test_every_step_hands_out_chips_in_the_pot_and_leaves_no_seat_short_for_later(
    chips: ChipSet,
) -> None:
    rng = random.Random(str(chips.values))
    for _ in range(150):
        recipients = rng.sample(range(1, 11), rng.choice((2, 3, 4, 5, 5, 6)))
        pot = ChipCounts.of({name: rng.randint(0, rng.choice((3, 14))) for name in chips.names})
        split = split_chips(chips, pot, recipients, "Main pot", odd_chip_reasons=REASONS * 2)
        wrong = replay_mistakes(
            chips, split.steps, recipients, split.targets, split.odd_chips, pot.as_dict()
        )
        assert not wrong, (pot, recipients, [step.text for step in split.steps])


def test_a_last_green_is_evened_up_in_one_step_when_the_blue_alone_cannot_match_it() -> None:
    # 60 between seats 10 and 3 in a green, 3 blue and a white: the green and the white
    # (30) to one seat, the 3 blue (30) to the other, both in one step. Three blue are no
    # green, so a step giving seat 3 the green alone would leave seat 10 short until a
    # later one.
    pot = ChipCounts.of({"green": 1, "blue": 3, "white": 1})
    split = split_chips(GREEN_BLUE_WHITE, pot, [10, 3], "Main pot", odd_chip_reasons=REASONS)
    assert [step.text for step in split.steps] == [
        "Main pot: seat 3 takes the last green with 1 white; seat 10 takes 3 blue to even up.",
    ]
    assert not replay_mistakes(
        GREEN_BLUE_WHITE, split.steps, [10, 3], split.targets, split.odd_chips, pot.as_dict()
    )


def test_an_odd_chip_inside_the_lower_chips_of_an_even_up_is_named_there() -> None:
    # 75 in 4 x and 3 y between seats 3 and 5 (39 and 36): after an x each, seat 5 takes
    # the last 2 x (24) and seat 3 the 3 y (27), its odd z inside them; the step says so,
    # not a later one.
    pot = ChipCounts.of({"x": 4, "y": 3})
    split = split_chips(TWELVE_NINE_THREE, pot, [3, 5], "Main pot", odd_chip_reasons=REASONS)
    assert [step.text for step in split.steps] == [
        "Main pot: 1 x each to seats 3 and 5.",
        "Main pot: 2 x left over: seat 5 takes them; seat 3 takes 3 y to even up, the odd z "
        "chip of seat 3 is in the larger chips it took (first clockwise).",
    ]
    assert not replay_mistakes(
        TWELVE_NINE_THREE, split.steps, [3, 5], split.targets, split.odd_chips, pot.as_dict()
    )


def test_a_boards_odd_unit_inside_the_chip_it_takes_is_said_to_be_in_it_not_to_stay() -> None:
    # 34 in 3 ten and 2 two run three times (12, 11, 11): board 1 takes a ten with a two,
    # its odd unit inside the two; the only one chip goes to board 2. Board 1 received no
    # one chip, so no one chip "stays with" it.
    pot = ChipCounts.of({"ten": 3, "two": 2})
    boards = ["board 1", "board 2", "board 3"]
    reasons = [board_reason(run) for run in (1, 2, 3)]
    chips = ChipSet.of(ten=10, five=5, two=2, one=1)
    split = split_chips(chips, pot, boards, "Main pot", odd_chip_reasons=reasons)
    assert [step.text for step in split.steps] == [
        "Main pot: 1 ten cannot be shared out evenly: change it at the rack for 1 five, 2 two, "
        "1 one.",
        "Main pot: 2 ten left over: board 1 takes 1 with 1 two, board 2 takes 1 with 1 one; "
        "board 3 takes 1 five and 3 two to even up, the odd one chip of board 1 is in the "
        "larger chips it took (the first board takes the odd chip).",
    ]
    assert not replay_mistakes(
        chips, split.steps, boards, split.targets, split.odd_chips, pot.as_dict()
    )
