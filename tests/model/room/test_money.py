"""A chip set's display unit: values stay whole numbers, the dealer reads money."""

from __future__ import annotations

import pytest

from dealer_app.model.room.money import PLAIN, MoneyError, MoneyUnit

CENTS = MoneyUnit("$", 100)


@pytest.mark.parametrize(
    ("unit", "value", "text"),
    [
        (CENTS, 25, "$0.25"),
        (CENTS, 5, "$0.05"),
        (CENTS, 100_000, "$1,000"),
        (CENTS, -150, "-$1.50"),
        (MoneyUnit("T"), 25_000, "T25,000"),
        (MoneyUnit("€", 10), 15, "€1.5"),
        (PLAIN, 0, "0"),
    ],
)
def test_values_read_as_money_and_back(unit, value, text):
    assert unit.text(value) == text
    if value >= 0:
        assert unit.parse(text) == value


@pytest.mark.parametrize(
    ("unit", "text", "message"),
    [
        (CENTS, "0.255", "not a whole number of the smallest unit"),
        (CENTS, "ten", "not an amount"),
        (PLAIN, "2.5", r"\(1\)"),
    ],
)
def test_a_bad_amount_names_itself(unit, text, message):
    with pytest.raises(MoneyError, match=message):
        unit.parse(text)


def test_a_unit_is_checked():
    with pytest.raises(MoneyError, match="symbol"):
        MoneyUnit("dollars")
    with pytest.raises(MoneyError, match="per 7"):
        MoneyUnit("$", 7)


@pytest.mark.parametrize("typed", ["1e3", "1e10000000", "+5", "١٢", "²", "0x10", "1_000", "-"])
def test_only_figures_0_to_9_make_an_amount(typed: str) -> None:
    # Python's numbers read these; a dealer's amount is figures, separators and a point.
    with pytest.raises(MoneyError, match="is not an amount"):
        MoneyUnit("$", 100).parse(typed)


def test_an_amount_of_more_figures_than_any_chip_count_is_refused_before_arithmetic() -> None:
    with pytest.raises(MoneyError, match="more figures than any amount of chips"):
        MoneyUnit().parse("9" * 100_000)
