"""The drill "Take the rake": each tag true of its spots, any right chips accepted."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from dealer_app.model.chips import ChipCounts
from dealer_app.model.showdown.pots import build_pots
from dealer_app.model.showdown.rake import Rake, take_rake
from dealer_app.training.rake_drill import (
    RAKE_TAGS,
    ROOM_CHIPS,
    ChipsTextError,
    RakeAnswer,
    RakeSpot,
    expected_rake_answer,
    explanation_of_rake,
    generate_rake_spots,
    grade_rake,
    rake_spot_lines,
    rake_spot_of,
    rake_tags_of,
    rake_time_aim,
    read_chips,
)


def raked_money(spot: RakeSpot) -> int:
    return sum(pot.amount for pot in spot.pots if not pot.returned)


def percentage_before_cap(spot: RakeSpot) -> int:
    """The rule read straight from the room's words: the percentage, whole chips down."""
    percent = Fraction(spot.rake.percent)
    unit = spot.chip_set.unit
    if spot.rake.source == "each_pot":
        return sum(
            int(pot.amount * percent / 100) // unit * unit for pot in spot.pots if not pot.returned
        )
    return int(raked_money(spot) * percent / 100) // unit * unit


def check_tag(tag: str, spot: RakeSpot) -> None:
    taken = spot.taken
    raked_pots = [number for number, pot in enumerate(spot.pots) if not pot.returned]
    if tag == "rake-cap":
        assert spot.rake.cap is not None
        assert taken.rake == spot.rake.cap < percentage_before_cap(spot)
    elif tag == "no-flop-no-drop":
        assert not spot.flop_seen and spot.rake.no_flop_no_drop
        assert taken.total == 0 and taken.chips.chip_count == 0
        assert percentage_before_cap(spot) > 0 or spot.rake.drop > 0
    elif tag == "rake-each-pot":
        assert spot.rake.source == "each_pot"
        assert sum(1 for number in raked_pots if taken.per_pot[number]) >= 2
    elif tag == "rake-side-pots":
        assert len(raked_pots) >= 2 and taken.total > 0
    elif tag == "jackpot-drop":
        assert taken.drop == spot.rake.drop > 0
        assert raked_money(spot) >= spot.rake.drop_from
    elif tag == "uncalled-bet":
        returned = [number for number, pot in enumerate(spot.pots) if pot.returned]
        assert returned and all(taken.per_pot[number] == 0 for number in returned)
        assert taken.total > 0
    else:
        raise AssertionError(tag)


def test_every_tag_is_true_of_its_spots_over_300_spots() -> None:
    spots = generate_rake_spots(random.Random(29), 300, RAKE_TAGS)
    for number, spot in enumerate(spots):
        wanted = RAKE_TAGS[number % len(RAKE_TAGS)]
        assert wanted in spot.tags
        for tag in spot.tags:
            check_tag(tag, spot)
        taken = spot.taken
        assert spot.chip_set.value_of(taken.chips) == taken.total == sum(taken.per_pot)
        for pot, before, after, part in zip(
            spot.pots, spot.pot_chips, taken.left, taken.per_pot, strict=True
        ):
            assert spot.chip_set.value_of(before) == pot.amount
            assert spot.chip_set.value_of(after) == pot.amount - part


def test_untagged_spots_show_every_tag_somewhere() -> None:
    seen = set().union(*(spot.tags for spot in generate_rake_spots(random.Random(1), 300)))
    assert seen == set(RAKE_TAGS)


def spot_with_a_red_dropped() -> RakeSpot:
    for spot in generate_rake_spots(random.Random(7), 200):
        if spot.taken.chips["red"] and any(
            chips["red"] or chips["green"] or chips["black"]
            for pot, chips in zip(spot.pots, spot.pot_chips, strict=True)
            if not pot.returned
        ):
            return spot
    raise AssertionError("no spot drops a red chip")


def test_a_drop_of_other_colours_that_sums_right_is_right() -> None:
    spot = spot_with_a_red_dropped()
    expected = expected_rake_answer(spot)
    counts = expected.chips.as_dict()
    counts["white"] = counts.get("white", 0) + 5 * counts.pop("red")
    other = ChipCounts.of(counts)
    assert other != expected.chips
    grade = grade_rake(spot, RakeAnswer(expected.rake, expected.drop, other), 5.0)
    assert grade.correct and grade.mistakes == ()


def test_a_drop_worth_too_little_or_a_wrong_rake_is_told_with_the_rule() -> None:
    spot = spot_with_a_red_dropped()
    expected = expected_rake_answer(spot)
    short = ChipCounts.of({**expected.chips.as_dict(), "red": expected.chips["red"] - 1})
    grade = grade_rake(spot, RakeAnswer(expected.rake, expected.drop, short), 5.0)
    assert not grade.correct
    assert grade.mistakes == (
        f"The chips dropped ({short.describe()}) are worth {expected.rake + expected.drop - 5}, "
        f"not the {expected.rake + expected.drop} the boxes take.",
    )
    wrong = grade_rake(spot, RakeAnswer(expected.rake + 1, expected.drop, expected.chips), 5.0)
    assert wrong.mistakes[0] == (
        f"The rake is {expected.rake}, not {expected.rake + 1}: {spot.rake.describe()}."
    )
    assert wrong.score == 0 and grade.explanation.startswith("The room's rake:")


def test_chips_from_a_returned_bet_are_not_a_right_drop() -> None:
    chip_set = ROOM_CHIPS
    pots = build_pots({1: 50, 2: 75}, folded=())
    pot_chips = (ChipCounts.of({"red": 20}), ChipCounts.of({"green": 1}))
    rake = Rake(percent=25)
    taken = take_rake(rake, chip_set, pots, pot_chips, flop_seen=True)
    tags = rake_tags_of(rake, chip_set, pots, pot_chips, flop_seen=True)
    spot = RakeSpot(chip_set, rake, pots, pot_chips, True, taken, tags)
    assert tags == {"uncalled-bet"} and taken.rake == 25
    green = grade_rake(spot, RakeAnswer(25, 0, ChipCounts.of({"green": 1})), 5.0)
    assert not green.correct
    assert green.mistakes == (
        "The raked pots hold 0 green: 1 cannot come from them (a returned bet is never raked).",
    )
    assert grade_rake(spot, RakeAnswer(25, 0, ChipCounts.of({"red": 5})), 5.0).correct
    assert grade_rake(spot, RakeAnswer(25, 0, ChipCounts.of({"white": 25})), 5.0).correct


def test_typed_chips_are_read_and_bad_colours_named() -> None:
    spot = generate_rake_spots(random.Random(2), 1)[0]
    assert read_chips("2 red, white", spot.chip_set).as_dict() == {"red": 2, "white": 1}
    assert read_chips("", spot.chip_set).chip_count == 0
    assert read_chips("no chips", spot.chip_set).chip_count == 0
    with pytest.raises(ChipsTextError, match="'pink'"):
        read_chips("1 pink", spot.chip_set)


def test_the_time_aim_grows_with_the_trips_to_the_box() -> None:
    spot = generate_rake_spots(random.Random(4), 1, ["rake-side-pots"])[0]
    aim = rake_time_aim(spot)
    assert aim.seconds == 4.0 + 3.0 * len(spot.taken.steps)
    assert aim.drill == "take-the-rake"


def test_the_working_writes_the_rakes_amounts_as_a_drills_working_writes_money() -> None:
    pots = build_pots({1: 1025, 2: 1025, 3: 1025}, folded=set())
    chips = [ROOM_CHIPS.make_up(pot.amount) for pot in pots]
    spot = rake_spot_of(rake=Rake(percent=5, cap=100), pots=pots, pot_chips=chips, flop_seen=True)
    assert rake_spot_lines(spot)[2] == "Main pot: 3,075 in 30 black, 3 green"
    lines = explanation_of_rake(spot).splitlines()
    assert lines[1] == "Rake: drop 1 black into the box (5% of 3,075, capped at 100)."


def test_every_amount_on_the_drills_screen_is_written_one_way() -> None:
    pots = build_pots({1: 10250, 2: 10250, 3: 10250}, folded=set())
    chips = [ROOM_CHIPS.make_up(pot.amount) for pot in pots]
    rake = Rake(percent=5, cap=1500, drop=1000)
    spot = rake_spot_of(rake=rake, pots=pots, pot_chips=chips, flop_seen=True)
    rule = "5% capped at 1,500, no flop no drop, jackpot drop 1,000"
    assert rake_spot_lines(spot)[0] == f"Rake: {rule}."
    assert rake_spot_lines(spot)[2] == "Main pot: 30,750 in 307 black, 2 green"
    assert spot.title == f"Rake: {rule}"
    grade = grade_rake(spot, RakeAnswer(1200, 0, ChipCounts.of({"black": 12})), 5.0)
    assert grade.mistakes == (
        f"The rake is 1,500, not 1,200: {rule}.",
        "The jackpot drop is 1,000, not 0.",
        "The chips dropped (12 black) are worth 1,200, not the 2,500 the boxes take.",
    )
    assert grade.explanation.splitlines()[:2] == [
        f"The room's rake: {rule}.",
        "Rake: drop 15 black into the box (5% of 30,750, capped at 1,500).",
    ]
    # The rule itself is plain unless told how money is written.
    assert rake.describe() == "5% capped at 1500, no flop no drop, jackpot drop 1000"


def test_a_rake_that_rounds_down_to_nothing_is_told_with_its_working() -> None:
    # 5% of a 12 pot is 0.6: nothing goes into the box, and no step shows why.
    spot = rake_spot_of(
        rake=Rake(percent=5, cap=5, drop=2, source="each_pot"),
        pots=build_pots({1: 6, 2: 6}, folded=()),
        pot_chips=(ChipCounts.of({"white": 12}),),
        flop_seen=True,
    )
    expected = expected_rake_answer(spot)
    assert (expected.rake, expected.drop) == (0, 2)
    wrong = grade_rake(spot, RakeAnswer(2, 2, ChipCounts.of({"white": 4})), 5.0)
    assert wrong.mistakes[0] == (
        f"The rake is 0, not 2: {spot.rake.describe()} (5% of 12 rounds down to 0)."
    )
    assert "Rake: 5% of 12 rounds down to 0: nothing goes into the box." in wrong.explanation
    # Several pots raked one by one are each said.
    two_pots = rake_spot_of(
        rake=Rake(percent=5, source="each_pot"),
        pots=build_pots({1: 6, 2: 12, 3: 12}, folded=()),
        pot_chips=(ChipCounts.of({"white": 18}), ChipCounts.of({"white": 12})),
        flop_seen=True,
    )
    assert str(two_pots.taken.rounded_away) == "5% of each of 18 and 12 rounds down to 0"
