"""A chip set's sizes: each chip *sized by* 5 or 4, the number of chips a dealer cuts into
one size when cutting a stack (a drop, a pot, chips from the rack). A set says it per chip
(a chip-set file's optional ``"sized_by"``); a chip that does not is sized by the room's usual
rule (:func:`~dealer_app.model.room.chip_sets.default_sized_by`: 4 for 25, 500 and 25,000
chips, 5 for every other):

>>> from dealer_app.model.room.chip_sets import STANDARD_CHIPS
>>> sizes = ChipSizes.of(STANDARD_CHIPS, {"white": 4})
>>> [sizes.sized_by(name) for name in STANDARD_CHIPS.names]
[5, 4, 5, 4]
>>> sizes.size_value("green")
100
>>> ChipSizes.of(STANDARD_CHIPS, {"red": 3})
Traceback (most recent call last):
...
dealer_app.model.room.chip_sets.ChipSizeError: chips: red: sized by 3; a chip is sized by 5 or 4

Apart from the chip sets because a table is made (and the first window shown) with its
chips read, long before any stack is cut: the table loads the reader, not the sizes.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from dealer_app.model.chips import ChipSet
from dealer_app.model.room.chip_sets import default_sized_by, sized_by_from_json
from dealer_app.model.room.money import PLAIN, MoneyUnit

__all__ = ["ChipSizes"]


@dataclass(frozen=True)
class ChipSizes:
    """Each chip of a set and the number of chips in one of its sizes (5 or 4)."""

    chip_set: ChipSet
    sizes: tuple[int, ...]
    """Aligned with the chip set, highest value first."""
    money: MoneyUnit = PLAIN
    """How the set's amounts read (``$1,360``; ``$0.25`` when its values count cents)."""

    @classmethod
    def of(
        cls,
        chip_set: ChipSet,
        chosen: Mapping[str, int] | None = None,
        money: MoneyUnit = PLAIN,
    ) -> ChipSizes:
        """The sizes ``chosen`` by name; every other chip sized by :func:`default_sized_by`."""
        chosen = chosen or {}
        return cls(
            chip_set,
            tuple(
                sized_by_from_json(chosen[chip.name], chip.name)
                if chip.name in chosen
                else default_sized_by(chip.value)
                for chip in chip_set
            ),
            money,
        )

    def text(self, amount: int) -> str:
        """``amount`` in the set's money.

        >>> cents = ChipSizes.of(ChipSet.of(white=25), money=MoneyUnit("$", 100))
        >>> cents.text(1_360), ChipSizes.of(ChipSet.of(white=25)).text(1_360)
        ('$13.60', '1,360')
        """
        return self.money.text(amount)

    def sized_by(self, name: str) -> int:
        """How many chips called ``name`` make one size."""
        return self.sizes[self.chip_set.index(name)]

    def size_value(self, name: str) -> int:
        """What one size of the chips called ``name`` is worth."""
        return self.sized_by(name) * self.chip_set.chip(name).value

    def chosen(self) -> dict[str, int]:
        """The sizes that differ from the usual ones, by name (what a file needs to say)."""
        return {
            chip.name: size
            for chip, size in zip(self.chip_set, self.sizes, strict=True)
            if size != default_sized_by(chip.value)
        }
