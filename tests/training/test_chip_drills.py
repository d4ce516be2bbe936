"""The chip drills "Count the stacks" and "Cut it": tags true of their spots, any right cut
accepted, wrong ones told why."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from dealer_app.model.chips import ChipCounts
from dealer_app.model.room.chip_sets import ChipSizes
from dealer_app.storage.chip_presets import chip_preset
from dealer_app.training.chip_drills import (
    COUNT_DRILL,
    COUNT_TAGS,
    CUT_DRILL,
    CUT_TAGS,
    CutSpot,
    chip_drill_record,
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
            "change-needed": grade_cut(spot, fewest_cut(sizes, spot.amount), 1.0).correct is False,
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
        "The cut (8 green) is worth 200, not 225.",
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
        "red (5): 2 stacks of 20 and one of 7"
    ]
