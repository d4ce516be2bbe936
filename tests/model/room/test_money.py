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
