"""A share of a pot as a dealer pushes it: one stack per colour, highest value first (no Qt).

The table's scene and the chip painting both speak of :class:`ChipStack`; which stacks a pot
or a share is made of, and the words a tooltip gives for them, are worked out here without
Qt so the scene can be built and tested on its own.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from dealer_app.model.chips import ChipCounts, ChipSet
from dealer_app.model.room.chip_sets import stack_heights

__all__ = ["ChipStack", "dealer_stacks", "describe_stacks", "stacks_from_counts"]


@dataclass(frozen=True)
class ChipStack:
    """One colour of a share: ``count`` chips called ``name`` worth ``value`` each."""

    name: str
    value: int
    count: int
    odd: int = 0
    """How many of these chips are odd chips (marked)."""

    @property
    def amount(self) -> int:
        return self.value * self.count


def stacks_from_counts(
    chip_set: ChipSet,
    counts: ChipCounts | Mapping[str, int],
    odd: ChipCounts | Mapping[str, int] | None = None,
) -> tuple[ChipStack, ...]:
    """Stacks for chip counts, highest value first; colours with no chips are left out.

    ``odd`` counts the odd chips among ``counts`` (they are marked, not added).

    >>> chips = ChipSet.of(black=100, green=25, white=1)
    >>> for stack in stacks_from_counts(chips, {"white": 1, "black": 3}, odd={"white": 1}):
    ...     print(stack)
    ChipStack(name='black', value=100, count=3, odd=0)
    ChipStack(name='white', value=1, count=1, odd=1)
    """
    counted = counts.as_dict() if isinstance(counts, ChipCounts) else dict(counts)
    odd_counts = odd.as_dict() if isinstance(odd, ChipCounts) else dict(odd or {})
    return tuple(
        ChipStack(
            chip.name,
            chip.value,
            counted[chip.name],
            min(odd_counts.get(chip.name, 0), counted[chip.name]),
        )
        for chip in chip_set
        if counted.get(chip.name, 0) > 0
    )


def dealer_stacks(chip_set: ChipSet, counts: Iterable[tuple[str, int]]) -> tuple[ChipStack, ...]:
    """Chips as a dealer stacks them on the felt: each ``(name, count)`` in stacks of 20 and
    a short stack, in the order given.

    >>> [(stack.name, stack.count) for stack in dealer_stacks(
    ...     ChipSet.of(green=25, red=5), [("red", 45), ("green", 20)])]
    [('red', 20), ('red', 20), ('red', 5), ('green', 20)]
    """
    return tuple(
        ChipStack(name, chip_set.chip(name).value, height)
        for name, count in counts
        for height in stack_heights(count)
    )


def describe_stacks(stacks: Iterable[ChipStack]) -> str:
    """Plain words for a tooltip: ``"3 black (100), 1 white (1) = 301; 1 white is an odd chip"``.

    >>> describe_stacks([ChipStack("black", 100, 3), ChipStack("white", 1, 1, odd=1)])
    '3 black (100), 1 white (1) = 301; odd chip: 1 white'
    """
    stacks = list(stacks)
    if not stacks:
        return "no chips"
    parts = ", ".join(f"{stack.count} {stack.name} ({stack.value})" for stack in stacks)
    text = f"{parts} = {sum(stack.amount for stack in stacks)}"
    odd = [f"{stack.odd} {stack.name}" for stack in stacks if stack.odd]
    if odd:
        noun = "odd chip" if sum(stack.odd for stack in stacks) == 1 else "odd chips"
        text += f"; {noun}: " + ", ".join(odd)
    return text
