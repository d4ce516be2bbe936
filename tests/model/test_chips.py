"""Chip sets: validation, the smallest unit, the fewest chips for a value, chip counts."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealer_app.model.chips import Chip, ChipCounts, ChipError, ChipSet

CASINO = ChipSet.of(black=100, green=25, red=5, white=1)


def test_chips_are_ordered_highest_first_whatever_the_input_order() -> None:
    chips = ChipSet.of(white=1, black=100, red=5, green=25)
    assert chips.names == ("black", "green", "red", "white")
    assert chips.values == (100, 25, 5, 1)


def test_the_smallest_chip_is_the_unit_of_the_game() -> None:
    chips = ChipSet.of(yellow=1000, black=100, green=25, red=5)
    assert chips.unit == 5
    assert chips.unit_chip == Chip("red", 5)


@pytest.mark.parametrize(
    ("chips", "message"),
    [
        ((("red", 5), ("white", 2)), "red (5) is not a multiple of the smallest chip, white (2)"),
        ((("red", 5), ("blue", 5)), "have the same value, 5"),
        ((("red", 5), ("red", 25)), "the name red is used twice"),
        ((("red", 0),), "a chip is worth at least 1"),
        ((("red", -5),), "a chip is worth at least 1"),
        ((), "needs at least one chip"),
    ],
)
def test_a_bad_chip_set_is_refused_with_a_clear_message(
    chips: tuple[tuple[str, int], ...], message: str
) -> None:
    with pytest.raises(ChipError, match=re.escape(message)):
        ChipSet.of(chips)


def test_values_must_be_whole_numbers() -> None:
    with pytest.raises(ChipError, match="not a whole number"):
        Chip("red", 2.5)  # type: ignore[arg-type]
    with pytest.raises(ChipError, match="not a whole number"):
        Chip("red", True)


def test_make_up_uses_the_fewest_chips_of_a_nesting_set() -> None:
    assert CASINO.make_up(650).as_dict() == {"black": 6, "green": 2}
    assert CASINO.make_up(137).as_dict() == {"black": 1, "green": 1, "red": 2, "white": 2}
    assert CASINO.make_up(0).as_dict() == {}


def test_make_up_finds_the_fewest_chips_when_values_do_not_nest() -> None:
    chips = ChipSet.of(green=25, blue=10, white=1)
    # Highest first would give 25 + 5 x 1 (six chips); three tens are fewer.
    assert chips.make_up(30).as_dict() == {"blue": 3}
    assert chips.make_up(45).as_dict() == {"green": 1, "blue": 2}


def test_make_up_below_a_colour_changes_into_lower_chips_only() -> None:
    assert CASINO.make_up(100, below=1).as_dict() == {"green": 4}
    assert CASINO.make_up(25, below=2).as_dict() == {"red": 5}


def test_a_value_that_is_not_a_whole_number_of_units_is_refused() -> None:
    chips = ChipSet.of(green=25, red=5)
    with pytest.raises(ChipError, match="12 is not a multiple of the smallest chip"):
        chips.make_up(12)
    with pytest.raises(ChipError, match="is negative"):
        chips.make_up(-5)


def test_chip_counts_drop_zeros_and_refuse_negative_counts() -> None:
    counts = ChipCounts.of({"black": 3, "green": 0, "red": 2})
    assert counts.as_dict() == {"black": 3, "red": 2}
    assert counts["green"] == 0
    assert counts.chip_count == 5
    assert counts.describe() == "3 black, 2 red"
    with pytest.raises(ChipError, match="-1 is not a chip count"):
        ChipCounts.of({"red": -1})


def test_counts_line_up_with_the_set_and_unknown_colours_are_refused() -> None:
    assert CASINO.counts_of(ChipCounts.of({"red": 2, "black": 1})) == (1, 0, 2, 0)
    assert CASINO.value_of(ChipCounts.of({"red": 2, "black": 1})) == 110
    with pytest.raises(ChipError, match='"purple" is not a chip of this set'):
        CASINO.value_of(ChipCounts.of({"purple": 1}))


# The smallest chip (multiple 1) is always there; the others are any multiples of it.
chip_sets = st.lists(st.integers(2, 40), max_size=4, unique=True).flatmap(
    lambda multiples: st.integers(1, 5).map(
        lambda unit: ChipSet.of((f"c{m}", m * unit) for m in [1, *multiples])
    )
)


def _fewest_by_search(value: int, values: tuple[int, ...]) -> int:
    best = [0] + [10**9] * value
    for amount in range(1, value + 1):
        for chip in values:
            if chip <= amount:
                best[amount] = min(best[amount], best[amount - chip] + 1)
    return best[value]


@given(chip_sets, st.integers(0, 400))
def test_make_up_is_worth_the_value_and_uses_the_fewest_chips(chips: ChipSet, units: int) -> None:
    value = units * chips.unit
    made = chips.make_up(value)
    assert chips.value_of(made) == value
    assert made.chip_count == _fewest_by_search(units, tuple(v // chips.unit for v in chips.values))
