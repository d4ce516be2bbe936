"""How a step names the seats it hands chips to."""

from __future__ import annotations

import json

from dealer_app.model.chips import ChipCounts, ChipSet
from dealer_app.model.formats.scenario import scenario_from_dict
from dealer_app.model.showdown.resolve import resolve
from dealer_app.model.showdown.split import split_chips
from dealer_app.model.showdown.steps import Handout, Step, StepKind
from dealer_app.resources_path import resource
from tests.model.showdown.test_fewest_trips import QUARTERED

CASINO = ChipSet.of(black=100, green=25, red=5, white=1)


def test_seats_evened_up_together_are_said_in_seat_order() -> None:
    # Handed out in odd-chip order (seat 2 first); said as a dealer counts seats.
    step = Step(
        StepKind.EVEN_UP,
        "Main pot, low half",
        note="green",
        handouts=(
            Handout(3, "green", 1),
            Handout(2, "red", 4),
            Handout(1, "red", 4),
        ),
    )
    assert step.text == (
        "Main pot, low half: seat 3 takes the last green; seats 1 and 2 take 4 red each for it."
    )


def test_seats_given_one_colour_each_are_said_in_seat_order() -> None:
    step = Step(
        StepKind.SHARE,
        "Main pot",
        handouts=(Handout(9, "red", 2), Handout(2, "red", 2)),
    )
    assert step.text == "Main pot: 2 red each to seats 2 and 9."


def test_lower_chips_worth_the_odd_unit_less_are_said_to_leave_it_with_the_taker() -> None:
    # 195 halved: the high half's 100 is the black, the low half's 95 is 3 green and 4 red,
    # a red less than the black: no even swap, the odd red stays in the high half's black.
    chips = ChipSet.of(black=100, green=25, red=5)
    split = split_chips(
        chips,
        ChipCounts.of({"black": 1, "green": 3, "red": 4}),
        ["the high half", "the low half"],
        "Main pot",
        odd_chip_reasons=("the odd chip to the high half",),
    )
    (even_up,) = [step for step in split.steps if step.kind is StepKind.EVEN_UP]
    assert even_up.text == (
        "Main pot: the high half takes the last black; the low half takes 3 green and 4 red "
        "for the black, the odd red chip staying with the high half (the odd chip to the high "
        "half)."
    )
    assert even_up.odd_kept == ("the high half",)
    # Named there once, with its reason: no odd-chip step says it again.
    assert StepKind.ODD_CHIP not in [step.kind for step in split.steps]
    assert even_up.short == ("the low half",)


def test_seats_short_of_the_last_chips_odd_units_name_every_seat_keeping_one() -> None:
    # 299 among three: seats 2 and 3 take a black each, 100 with an odd white in it; seat 1
    # takes 99 in lower chips to even up.
    split = split_chips(
        CASINO,
        ChipCounts.of({"black": 2, "green": 3, "red": 4, "white": 4}),
        [3, 2, 1],
        "Main pot",
        odd_chip_reasons=("first clockwise", "next clockwise"),
    )
    (even_up,) = [step for step in split.steps if step.kind is StepKind.EVEN_UP]
    assert even_up.text == (
        "Main pot: 2 black left over: seats 2 and 3 take one each; seat 1 takes 3 green, 4 red "
        "and 4 white to even up, the odd white chips staying with seat 3 (first clockwise) and "
        "seat 2 (next clockwise)."
    )
    assert StepKind.ODD_CHIP not in [step.kind for step in split.steps]


def test_a_quartered_pot_changed_first_evens_the_low_half_up_in_full_before_the_odd_chip() -> None:
    # 35 halved 18 and 17 in 5 red and 10 white: the high half's odd unit is a white of its
    # own, so the low half takes a red's worth for the red, and the odd white is named once.
    result = resolve(scenario_from_dict({**QUARTERED, "pot": {"green": 1, "red": 2}}))
    texts = result.step_texts
    assert "Main pot: the high half takes the last red; the low half takes 5 white for it." in texts
    assert "Main pot: 2 white each to the high half and the low half." in texts
    assert [text for text in texts if "odd white" in text and "half (" in text] == [
        "Main pot: the odd white chip goes to the high half (the high hand takes the odd chip "
        "of the high-low split)."
    ]
    assert not [text for text in texts if "make up the share" in text]


def test_a_guts_pot_shared_by_millions_of_chips_counts_them_with_separators() -> None:
    # A pot of 1,000,000,005 split between two tied straight flushes: 5,000,000 black each,
    # written as the felt writes the count under the chips.
    document = json.loads(
        resource("examples", "guts", "guts3-tie-shares-the-pot-single-loser.json").read_text()
    )
    document["guts"]["pot"] = 1_000_000_005
    texts = resolve(scenario_from_dict(document)).step_texts
    assert "Pot: 5,000,000 black each to seats 1 and 2." in texts
    assert not any("5000000" in text for text in texts)


def test_chips_evened_up_by_the_thousand_are_counted_with_separators() -> None:
    step = Step(
        StepKind.EVEN_UP,
        "Main pot",
        note="green",
        handouts=(Handout(1, "green", 1_001), Handout(2, "red", 5_005)),
    )
    assert (
        step.text
        == "Main pot: 1,001 green left over: seat 1 takes them; seat 2 takes 5,005 red to even up."
    )
