"""Splitting one pot part's chips by colour: evening up, change from the rack, odd chips."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealer_app.model.chips import ChipCounts, ChipSet
from dealer_app.model.showdown.split import Split, split_chips
from dealer_app.model.showdown.steps import StepKind

CASINO = ChipSet.of(black=100, green=25, red=5, white=1)
REASONS = ("first seat clockwise from the button", "next seat clockwise from the button")


def shares(split: Split) -> dict[object, dict[str, int]]:
    return {recipient: counts.as_dict() for recipient, counts in split.shares}


def handed_out(split: Split) -> dict[object, Counter[str]]:
    """What the steps hand to each recipient, added up."""
    received: dict[object, Counter[str]] = {}
    for step in split.steps:
        for handout in step.handouts:
            if handout.count:
                received.setdefault(handout.to, Counter())[handout.chip] += handout.count
    return received


def test_an_even_pot_is_shared_colour_by_colour() -> None:
    split = split_chips(CASINO, ChipCounts.of({"black": 6, "green": 2}), [1, 4], "Main pot")
    assert shares(split) == {1: {"black": 3, "green": 1}, 4: {"black": 3, "green": 1}}
    assert [step.kind for step in split.steps] == [StepKind.SHARE, StepKind.SHARE]
    assert split.odd_chips == ()


def test_a_colour_that_does_not_divide_is_evened_up_with_the_next_colour_from_the_pot() -> None:
    split = split_chips(CASINO, ChipCounts.of({"black": 3, "green": 8}), [1, 4], "Main pot")
    assert shares(split) == {1: {"black": 2, "green": 2}, 4: {"black": 1, "green": 6}}
    even_up = [step for step in split.steps if step.kind is StepKind.EVEN_UP]
    assert len(even_up) == 1
    assert even_up[0].text == (
        "Main pot: seat 1 takes the last black; seat 4 takes 4 green for it."
    )
    assert split.rack_changes == 0


def test_when_the_pot_lacks_the_next_colour_the_dealer_changes_at_the_rack() -> None:
    split = split_chips(CASINO, ChipCounts.of({"black": 3}), [1, 4], "Side pot 1")
    assert shares(split) == {1: {"black": 1, "green": 2}, 4: {"black": 1, "green": 2}}
    change = [step for step in split.steps if step.kind is StepKind.CHANGE]
    assert len(change) == 1
    assert change[0].changed_out.as_dict() == {"black": 1}
    assert change[0].changed_in.as_dict() == {"green": 4}
    assert change[0].text == (
        "Side pot 1: 1 black cannot be shared out evenly: change it at the rack for 4 green."
    )
    assert split.rack_changes == 1


def test_one_trip_to_the_rack_when_the_fewest_chips_would_need_a_second() -> None:
    # 2 red among three seats: 5 blue would leave 2 blue to change again; a dealer asks
    # for chips that share out, 3 blue and 4 white, and goes to the rack once (2 chips).
    with_blue = ChipSet.of(black=100, green=25, red=5, blue=2, white=1)
    split = split_chips(
        with_blue, ChipCounts.of({"red": 2}), [8, 9, 10], "Main pot", odd_chip_reasons=REASONS
    )
    assert split.rack_changes == 2
    change = [step for step in split.steps if step.kind is StepKind.CHANGE]
    assert [step.changed_in.as_dict() for step in change] == [{"blue": 3, "white": 4}]
    assert shares(split) == {
        8: {"blue": 1, "white": 2},
        9: {"blue": 1, "white": 1},
        10: {"blue": 1, "white": 1},
    }
    assert split.odd_chips == (8,)


def test_the_odd_units_of_a_change_come_in_the_smallest_chip() -> None:
    # 1 red among three: 2 blue and 1 white would need blue changed again; 1 blue and 1
    # white for the two odd units would too. 5 white: one each, two odd white.
    with_blue = ChipSet.of(red=5, blue=2, white=1)
    split = split_chips(
        with_blue, ChipCounts.of({"red": 1}), [4, 5, 7], "Main pot", odd_chip_reasons=REASONS
    )
    assert split.rack_changes == 1
    change = [step for step in split.steps if step.kind is StepKind.CHANGE]
    assert [step.changed_in.as_dict() for step in change] == [{"white": 5}]
    assert split.odd_chips == (4, 5)


def test_the_fewest_chips_are_kept_when_they_share_out_with_the_pot() -> None:
    # 1 green among three with 1 red in the pot: 5 red make 6, two each, no second trip.
    chips = ChipSet.of(green=25, red=5, white=1)
    split = split_chips(chips, ChipCounts.of({"green": 1, "red": 1}), [5, 2, 3], "Main pot")
    change = [step for step in split.steps if step.kind is StepKind.CHANGE]
    assert [step.changed_in.as_dict() for step in change] == [{"red": 5}]
    assert split.rack_changes == 1


def test_three_way_tie_with_two_odd_chips_gives_one_each_to_two_different_seats() -> None:
    split = split_chips(
        CASINO,
        ChipCounts.of({"red": 4, "white": 3}),
        [9, 2, 5],
        "Main pot",
        odd_chip_reasons=(
            "first seat clockwise from the button",
            "next seat clockwise from the button",
            "next seat clockwise from the button",
        ),
    )
    values = {seat: CASINO.value_of(counts) for seat, counts in split.shares}
    assert values == {9: 8, 2: 8, 5: 7}
    assert split.odd_chips == (9, 2)
    odd_steps = [step for step in split.steps if step.kind is StepKind.ODD_CHIP]
    assert [step.handouts[0].to for step in odd_steps] == [9, 2]
    assert odd_steps[0].text.endswith("goes to seat 9 (first seat clockwise from the button).")


def test_odd_chips_are_never_smaller_than_the_smallest_chip() -> None:
    chips = ChipSet.of(green=25, red=5)
    split = split_chips(
        chips, ChipCounts.of({"green": 1}), [3, 6], "Main pot", odd_chip_reasons=REASONS
    )
    assert {seat: chips.value_of(c) for seat, c in split.shares} == {3: 15, 6: 10}
    assert split.odd_chips == (3,)


def test_values_that_do_not_nest_change_into_several_lower_colours() -> None:
    chips = ChipSet.of(green=25, blue=10, white=1)
    split = split_chips(
        chips, ChipCounts.of({"green": 1}), [1, 2], "Main pot", odd_chip_reasons=REASONS
    )
    assert {seat: chips.value_of(c) for seat, c in split.shares} == {1: 13, 2: 12}
    change = next(step for step in split.steps if step.kind is StepKind.CHANGE)
    assert chips.value_of(change.changed_in) == 25
    assert "not a whole number of blue" in change.text


def test_a_single_winner_takes_everything_in_one_step() -> None:
    split = split_chips(
        CASINO,
        ChipCounts.of({"black": 2, "white": 3}),
        [7],
        "Main pot",
        take_reason="everyone else folded",
    )
    assert shares(split) == {7: {"black": 2, "white": 3}}
    assert [step.text for step in split.steps] == [
        "Main pot: seat 7 takes 2 black, 3 white (everyone else folded)."
    ]


def test_parts_of_a_pot_are_recipients_too() -> None:
    split = split_chips(
        CASINO,
        ChipCounts.of({"red": 3}),
        ["the high half", "the low half"],
        "Main pot",
        odd_chip_reasons=("the high hand takes the odd chip",),
    )
    assert {r: CASINO.value_of(c) for r, c in split.shares} == {
        "the high half": 8,
        "the low half": 7,
    }


def test_a_recipient_listed_twice_is_refused() -> None:
    with pytest.raises(ValueError, match="listed twice"):
        split_chips(CASINO, ChipCounts.of({"red": 3}), [1, 1], "Main pot")


chip_sets = st.lists(st.integers(2, 30), max_size=4, unique=True).flatmap(
    lambda multiples: st.integers(1, 5).map(
        lambda unit: ChipSet.of((f"c{m}", m * unit) for m in [1, *multiples])
    )
)


@given(chip_sets, st.data(), st.integers(1, 9))
def test_split_properties(chips: ChipSet, data: st.DataObject, winners: int) -> None:
    counts = ChipCounts(
        tuple((name, data.draw(st.integers(0, 12), label=name)) for name in chips.names)
    )
    recipients = list(range(1, winners + 1))
    reasons = tuple(f"position {n}" for n in recipients)
    split = split_chips(chips, counts, recipients, "Main pot", odd_chip_reasons=reasons)
    total = chips.value_of(counts)
    values = [chips.value_of(share) for _, share in split.shares]
    # Every chip in is paid out.
    assert sum(values) == total
    # Tied winners differ by at most one smallest unit; the extra units go to the first ones.
    assert max(values) - min(values) <= chips.unit
    assert values == sorted(values, reverse=True)
    # At most one odd chip per seat, and exactly the units that could not be split.
    assert len(split.odd_chips) == len(set(split.odd_chips))
    assert len(split.odd_chips) == (total // chips.unit) % winners
    # What the steps hand out is what each recipient receives.
    handed = handed_out(split)
    for recipient, share in split.shares:
        assert dict(handed.get(recipient, Counter())) == share.as_dict()
