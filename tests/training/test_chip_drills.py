"""The chip drills "Count the stacks" and "Cut it": tags true of their spots, any right cut
accepted, wrong ones told why."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from dealer_app.model.chips import ChipCounts
from dealer_app.model.room.chip_sizes import ChipSizes
from dealer_app.storage.chip_presets import chip_preset
from dealer_app.training.chip_drills import (
    COUNT_DRILL,
    COUNT_TAGS,
    CUT_DRILL,
    CUT_TAGS,
    STANDARD_SIZES,
    CutSpot,
    chip_drill_record,
    count_spot_of,
    cut_spot_of,
    fewest_cut,
    generate_count_spots,
    generate_cut_spots,
    grade_count,
    grade_cut,
    stacks_lines,
)

SPOTS = 300
LIMIT = 40
SETS = ("standard", "casino", "tournament")


def sizes_of(key: str) -> ChipSizes:
    return chip_preset(key).sizes()


@pytest.mark.parametrize("key", SETS)
def test_each_count_tag_is_true_of_its_spots(key: str) -> None:
    spots = generate_count_spots(random.Random(11), SPOTS, list(COUNT_TAGS), sizes_of(key))
    for number, spot in enumerate(spots):
        assert COUNT_TAGS[number % len(COUNT_TAGS)] in spot.tags
        heights = [height for _name, height in spot.stacks]
        assert all(0 < height <= 20 for height in heights)
        value = sum(spot.chip_set.chip(name).value * height for name, height in spot.stacks)
        facts = {
            "count-mixed-colours": len({name for name, _height in spot.stacks}) >= 2,
            "count-many-stacks": len(heights) >= 6,
            "count-over-1000": value >= 1000,
            "short-stack": any(height < 20 for height in heights),
        }
        assert spot.tags == {tag for tag, true in facts.items() if true}
        assert grade_count(spot, value, 2.0).correct


def all_cuts(spot: CutSpot, limit: int) -> Iterator[ChipCounts]:
    """Every cut of whole sizes from the stacks worth the amount (up to ``limit``), found by
    brute force, not by the model's search."""
    colours = [(name, spot.sizes.sized_by(name), count) for name, count in spot.counts]
    found = 0

    def walk(index: int, rest: int, taken: list[tuple[str, int]]) -> Iterator[ChipCounts]:
        nonlocal found
        if found >= limit:
            return
        if index == len(colours):
            if rest == 0:
                found += 1
                yield ChipCounts.of(taken)
            return
        name, size, held = colours[index]
        value = spot.chip_set.chip(name).value
        for chips in range(0, held + 1, size):
            if chips * value > rest:
                break
            yield from walk(index + 1, rest - chips * value, [*taken, (name, chips)])

    yield from walk(0, spot.amount, [])


@pytest.mark.parametrize("key", SETS)
def test_each_cut_tag_is_true_of_its_spots_and_any_right_cut_is_right(key: str) -> None:
    sizes = sizes_of(key)
    spots = generate_cut_spots(random.Random(12), SPOTS, list(CUT_TAGS), sizes)
    others = 0
    for number, spot in enumerate(spots):
        assert CUT_TAGS[number % len(CUT_TAGS)] in spot.tags
        expected = spot.expected
        facts = {
            "cut-in-fours": any(sizes.sized_by(name) == 4 for name, _count in expected),
            "cut-mixed-colours": len(expected) >= 2,
            "short-stack": any(height < 20 for _name, height in spot.stacks),
            # the fewest-chip cut with the whole set at hand cannot come from these stacks
            "change-needed": not _cut_right(spot, fewest_cut(sizes, spot.amount)),
        }
        assert spot.tags == {tag for tag, true in facts.items() if true}
        cuts = list(all_cuts(spot, LIMIT))
        assert expected.as_dict() in [cut.as_dict() for cut in cuts] or len(cuts) == LIMIT
        for cut in cuts:
            assert grade_cut(spot, cut, 2.0).correct, (spot, cut)
            others += cut.as_dict() != expected.as_dict()
    assert others > SPOTS / 2  # cuts of other colours than the model's were graded too


def test_a_wrong_cut_is_told_why() -> None:
    sizes = sizes_of("standard")
    spot = CutSpot(
        sizes,
        (("green", 40), ("red", 33)),
        225,
        ChipCounts.of({"green": 8, "red": 5}),
        frozenset(),
    )
    assert grade_cut(spot, ChipCounts.of({"red": 20, "green": 5}), 1.0).correct is False
    assert grade_cut(spot, ChipCounts.of({"green": 4, "red": 35}), 1.0).mistakes == (
        "The stacks hold 33 red: 35 red cannot be cut from them.",
    )
    assert grade_cut(spot, ChipCounts.of({"green": 9}), 1.0).mistakes == (
        "9 green is not whole sizes: green is cut in 4s (8 or 12).",
    )
    assert grade_cut(spot, ChipCounts.of({"green": 8}), 1.0).mistakes == (
        "The cut (8 green) is worth $200, not $225.",
    )
    assert (
        grade_cut(spot, ChipCounts.of({"black": 2}), 1.0)
        .mistakes[0]
        .startswith("The stacks hold 0 black")
    )
    right = grade_cut(spot, ChipCounts.of({"green": 4, "red": 25}), 1.0)
    assert right.correct and right.expected == "8 green, 5 red"


def test_answers_are_recorded() -> None:
    spot = generate_count_spots(random.Random(3), 1, ["short-stack"])[0]
    grade = grade_count(spot, spot.value, 1.0)
    record = chip_drill_record(spot, grade, f"{spot.value:,}")
    assert (record.drill, record.correct, record.tags) == (
        COUNT_DRILL,
        True,
        tuple(sorted(spot.tags)),
    )
    cut = generate_cut_spots(random.Random(3), 1)[0]
    wrong = grade_cut(cut, ChipCounts.of({}), 1.0)
    assert chip_drill_record(cut, wrong, "no chips").drill == CUT_DRILL
    assert not wrong.correct
    assert stacks_lines(sizes_of("standard"), [("red", 47)]) == [
        "red ($5): 2 stacks of 20 and one of 7"
    ]


def test_the_working_reads_amounts_in_the_chip_set_s_money() -> None:
    """Dollars (``$1,360``), a home game's cents (``$13.60``), tournament chips (``T``), or
    plain numbers for the drill's own chips."""
    counts = (("black", 13), ("green", 2), ("red", 2))
    dollars = count_spot_of(sizes_of("standard"), counts)
    assert dollars.value == 1_360
    grade = grade_count(dollars, 1_350, 1.0)
    assert grade.expected == "$1,360"
    assert grade.mistakes == ("The stacks are worth $1,360, not $1,350.",)
    assert grade.explanation.splitlines() == [
        "13 black × $100 = $1,300",
        "2 green × $25 = $50",
        "2 red × $5 = $10",
        "Together: $1,360.",
    ]
    cents = chip_preset("home").sizes()  # white $0.25, red $1, green $5, black $25
    assert grade_count(
        count_spot_of(cents, (("white", 6), ("red", 12))), 1_350, 1.0
    ).explanation.splitlines() == [
        "6 white × $0.25 = $1.50",
        "12 red × $1 = $12",
        "Together: $13.50.",
    ]
    cut = cut_spot_of(cents, (("white", 40),), 200)
    assert cut.title == "Cut $2"
    assert grade_cut(cut, cut.expected, 1.0).explanation.splitlines()[:2] == [
        "Cut $2 from the stacks, each colour in its sizes:",
        "2 sizes of white (4 × $0.25 = $1 a size): 8 white = $2",
    ]
    assert grade_cut(cut, ChipCounts.of({"white": 4}), 1.0).mistakes == (
        "The cut (4 white) is worth $1, not $2.",
    )
    plain = count_spot_of(STANDARD_SIZES, counts)
    assert grade_count(plain, 1_360, 1.0).expected == "1,360"
    tournament = sizes_of("tournament")
    chip = tournament.chip_set.chips[-1]
    spot = count_spot_of(tournament, ((chip.name, 20),))
    assert grade_count(spot, spot.value, 1.0).expected == f"T{20 * chip.value:,}"


def _cut_right(spot: CutSpot, cut: ChipCounts | None) -> bool:
    """Whether ``cut`` (None: no cut at all) is a right cut of ``spot``."""
    return cut is not None and grade_cut(spot, cut, 1.0).correct
