"""How money reads: a chip set's display unit, so a home game's 25 reads ``$0.25``.

Chip values stay whole numbers of the smallest unit; a :class:`MoneyUnit` only says how to
write them: a ``symbol`` before the amount and how many units make one (``per``: 100 when
the values count cents).

>>> cents = MoneyUnit("$", 100)
>>> [cents.text(value) for value in (25, 100, 150, 500, 250_000)]
['$0.25', '$1', '$1.50', '$5', '$2,500']
>>> MoneyUnit("T").text(25_000), MoneyUnit().text(1_000)
('T25,000', '1,000')
>>> cents.parse("$0.25"), cents.parse("1,000"), MoneyUnit("T").parse("T25")
(25, 100000, 25)
>>> cents.parse("0.333")
Traceback (most recent call last):
...
dealer_app.model.room.money.MoneyError: "0.333" is not a whole number of the smallest unit (0.01)
>>> MoneyUnit("$", 3)
Traceback (most recent call last):
...
dealer_app.model.room.money.MoneyError: unit: per 3 must be 1, 10, 100 or 1000
"""

from __future__ import annotations

from dataclasses import dataclass

from dealer_app.model.chips import is_whole_number

__all__ = ["PLAIN", "MoneyError", "MoneyUnit", "money_from_json", "money_to_json"]

_DECIMALS = {1: 0, 10: 1, 100: 2, 1000: 3}
_MOST_FIGURES = 30
"""Figures before the decimal point an amount typed may have: far above the 10^12 a seat
may put in, far below what makes arithmetic on it slow."""
_LONGEST_SHOWN = 40
"""The longest text a refusal quotes (a pasted page is "what was typed")."""


class MoneyError(ValueError):
    """A display unit that cannot be used; the message names the field."""


@dataclass(frozen=True)
class MoneyUnit:
    """A symbol and how many of the chip set's units make one of it."""

    symbol: str = ""
    per: int = 1

    def __post_init__(self) -> None:
        if not isinstance(self.symbol, str) or len(self.symbol) > 4:
            raise MoneyError(f"unit: symbol {self.symbol!r} must be a short text (up to 4)")
        if not is_whole_number(self.per) or self.per not in _DECIMALS:
            raise MoneyError(f"unit: per {self.per!r} must be 1, 10, 100 or 1000")

    def text(self, value: int) -> str:
        """``value`` (in units) as a dealer reads it: ``$0.25``, ``$1``, ``T25,000``."""
        sign = "-" if value < 0 else ""
        whole, part = divmod(abs(value), self.per)
        text = f"{whole:,}"
        if part:
            text += f".{part:0{_DECIMALS[self.per]}d}"
        return f"{sign}{self.symbol}{text}"

    def parse(self, text: str) -> int:
        """The value in units of an amount typed as a dealer reads it (``"$0.25"``: 25).

        Figures 0 to 9 only, with a minus sign and a decimal point at most: what Python's
        numbers also read (``1e300``, ``+5``, ``١٢``, a superscript two) is no amount, nor
        more figures than any chip count holds.

        >>> [MoneyUnit().parse(text) for text in ("1,050", " 7 ", "-5")]
        [1050, 7, -5]
        >>> MoneyUnit().parse("1e10000000")
        Traceback (most recent call last):
        ...
        dealer_app.model.room.money.MoneyError: "1e10000000" is not an amount
        """
        # Loaded with the first amount typed: the table starts without it.
        from decimal import Decimal

        cleaned = text.strip().replace(",", "").replace(" ", "")
        if self.symbol:
            cleaned = cleaned.removeprefix(self.symbol)
        figures = cleaned.removeprefix("-").replace(".", "", 1)
        shown = text if len(text) <= _LONGEST_SHOWN else "what was typed"
        if not (figures.isascii() and figures.isdigit()):
            raise MoneyError(f'"{shown}" is not an amount')
        if len(cleaned.removeprefix("-").split(".")[0].lstrip("0")) > _MOST_FIGURES:
            raise MoneyError(f'"{shown}" has more figures than any amount of chips')
        amount = Decimal(cleaned) * self.per
        if amount != amount.to_integral_value():
            smallest = Decimal(1) / self.per
            raise MoneyError(
                f'"{shown}" is not a whole number of the smallest unit ({smallest})'
            ) from None
        return int(amount)


PLAIN = MoneyUnit()
"""No symbol, whole units: ``1,000``."""


def money_to_json(unit: MoneyUnit) -> dict[str, str | int]:
    """The unit as a file writes it: ``{"symbol": "$", "per": 100}``."""
    return {"symbol": unit.symbol, "per": unit.per}


def money_from_json(value: object) -> MoneyUnit:
    """Read a file's ``unit`` (:data:`PLAIN` when left out); :class:`MoneyError` says why not.

    >>> money_from_json({"symbol": "$", "per": 100}).text(25), money_from_json(None) is PLAIN
    ('$0.25', True)
    """
    if value is None:
        return PLAIN
    if not isinstance(value, dict) or not set(value) <= {"symbol", "per"}:
        raise MoneyError('unit must be {"symbol": "$", "per": 100}')
    return MoneyUnit(value.get("symbol", ""), value.get("per", 1))
