"""A share of a pot as a dealer pushes it: one stack per colour, highest value first (no Qt).

The table's scene and the chip painting both speak of :class:`ChipStack`; which stacks a pot
or a share is made of, and the words a tooltip gives for them, are worked out here without
Qt so the scene can be built and tested on its own.
"""

# No `from __future__ import annotations`: typing.NamedTuple compiles each field's annotation
# given as text when the class is made, some 130 compiles at every start.

from collections.abc import Iterable, Mapping
from typing import NamedTuple

from dealer_app.model.chips import ChipCounts, ChipSet
from dealer_app.model.room.chip_sets import stack_heights
from dealer_app.model.room.money import PLAIN

__all__ = [
    "ChipStack",
    "count_words",
    "dealer_stacks",
    "describe_stacks",
    "odd_note",
    "odd_note_lines",
    "stacks_from_counts",
]


class ChipStack(NamedTuple):
    """One colour of a share: ``count`` chips called ``name`` worth ``value`` each."""

    name: str
    value: int
    # The field stands for the tuple's count() method, which a stack has no use for.
    count: int  # type: ignore[assignment]
    odd: int = 0
    """How many odd chips are marked on this stack."""
    odd_held: int = 0
    """Of :attr:`odd`, how many are smaller chips these larger chips hold: the even-up gave
    the seat no chip of the odd chip's colour (the steps say it "is in the larger chips it
    took")."""
    held_colours: tuple[str, ...] = ()
    """The colours of the odd chips held (:attr:`odd_held`), smallest value last."""

    @property
    def amount(self) -> int:
        return self.value * self.count

    @property
    def odd_own(self) -> int:
        """Of :attr:`odd`, how many are chips of this stack's own colour (its top chip can be
        one)."""
        return self.odd - self.odd_held


def stacks_from_counts(
    chip_set: ChipSet,
    counts: ChipCounts | Mapping[str, int],
    odd: ChipCounts | Mapping[str, int] | None = None,
) -> tuple[ChipStack, ...]:
    """Stacks for chip counts, highest value first; colours with no chips are left out.

    ``odd`` counts the odd chips among ``counts`` (they are marked, not added). An odd chip
    of a colour the counts hold too few of is held in larger chips: it is marked on the
    smallest larger colour there is (else the smallest colour), so every odd chip shows.

    >>> chips = ChipSet.of(black=100, green=25, red=5, white=1)
    >>> for stack in stacks_from_counts(chips, {"white": 1, "black": 3}, odd={"white": 1}):
    ...     print(stack)
    ChipStack(name='black', value=100, count=3, odd=0, odd_held=0, held_colours=())
    ChipStack(name='white', value=1, count=1, odd=1, odd_held=0, held_colours=())
    >>> stacks_from_counts(chips, {"black": 1, "green": 2}, odd={"red": 1})[1]
    ChipStack(name='green', value=25, count=2, odd=1, odd_held=1, held_colours=('red',))
    """
    counted = counts.as_dict() if isinstance(counts, ChipCounts) else dict(counts)
    odd_counts = odd.as_dict() if isinstance(odd, ChipCounts) else dict(odd or {})
    stacks = [
        ChipStack(
            chip.name,
            chip.value,
            counted[chip.name],
            min(odd_counts.get(chip.name, 0), counted[chip.name]),
        )
        for chip in chip_set
        if counted.get(chip.name, 0) > 0
    ]
    for chip in chip_set:
        held = odd_counts.get(chip.name, 0) - counted.get(chip.name, 0)
        if held <= 0 or not stacks:
            continue
        larger = [place for place, stack in enumerate(stacks) if stack.value > chip.value]
        place = min(larger, key=lambda at: stacks[at].value) if larger else len(stacks) - 1
        stack = stacks[place]
        stacks[place] = stack._replace(
            odd=stack.odd + held,
            odd_held=stack.odd_held + held,
            held_colours=(*stack.held_colours, chip.name),
        )
    return tuple(stacks)


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


def count_words(count: int) -> str:
    """The count under a stack, its digits grouped as the felt writes amounts.

    >>> count_words(4), count_words(8_641_975_230)
    ('×4', '×8,641,975,230')
    """
    return f"×{PLAIN.text(count)}"


def describe_stacks(stacks: Iterable[ChipStack]) -> str:
    """Plain words for a tooltip: ``"3 black (100), 1 white (1) = 301; 1 white is an odd chip"``;
    counts, values and the sum have their digits grouped.

    >>> describe_stacks([ChipStack("black", 100, 3), ChipStack("white", 1, 1, odd=1)])
    '3 black (100), 1 white (1) = 301; odd chip: 1 white'
    >>> describe_stacks([ChipStack("black", 100, 30_617_283_944), ChipStack("gold", 5000, 2)])
    '30,617,283,944 black (100), 2 gold (5,000) = 3,061,728,404,400'
    >>> describe_stacks([ChipStack("green", 25, 2, odd=1, odd_held=1, held_colours=("red",))])
    '2 green (25) = 50; odd chip: 1 red held in the green'
    """
    stacks = list(stacks)
    if not stacks:
        return "no chips"
    write = PLAIN.text
    parts = ", ".join(
        f"{write(stack.count)} {stack.name} ({write(stack.value)})" for stack in stacks
    )
    text = f"{parts} = {write(sum(stack.amount for stack in stacks))}"
    odd = [_odd_words(stack) for stack in stacks if stack.odd]
    if odd:
        noun = "odd chip" if sum(stack.odd for stack in stacks) == 1 else "odd chips"
        text += f"; {noun}: " + ", ".join(odd)
    return text


def odd_note(stack: ChipStack) -> str:
    """The short words for a stack's odd chips: ``"1 odd"`` when they are chips of its
    colour, ``"1 odd red inside"`` when they are smaller chips these larger chips hold (no
    chip of this colour is the odd one; the colour held named), both when both.

    >>> odd_note(ChipStack("white", 1, 3, odd=1))
    '1 odd'
    >>> odd_note(ChipStack("green", 25, 2, odd=1, odd_held=1, held_colours=("red",)))
    '1 odd red inside'
    >>> odd_note(ChipStack("green", 25, 1, odd=2, odd_held=1, held_colours=("red",)))
    '1 odd, 1 red inside'
    >>> odd_note(ChipStack("green", 25, 2))
    ''
    """
    return " ".join(odd_note_lines(stack))


def odd_note_lines(stack: ChipStack) -> tuple[str, ...]:
    """:func:`odd_note` as written under the stack: what the larger chips hold on a line of
    its own, so the note is no wider than its stack's column needs to be (a winner's chips
    by a crowded plaque).

    >>> odd_note_lines(ChipStack("white", 1, 3, odd=1))
    ('1 odd',)
    >>> odd_note_lines(ChipStack("green", 25, 2, odd=1, odd_held=1, held_colours=("red",)))
    ('1 odd', 'red inside')
    >>> odd_note_lines(ChipStack("green", 25, 1, odd=2, odd_held=1, held_colours=("red",)))
    ('1 odd,', '1 red inside')
    >>> odd_note_lines(ChipStack("green", 25, 2))
    ()
    """
    if not stack.odd:
        return ()
    if not stack.odd_held:
        return (f"{stack.odd} odd",)
    if not stack.odd_own:
        return f"{stack.odd_held} odd", _held_words(stack)
    return f"{stack.odd_own} odd,", f"{stack.odd_held} {_held_words(stack)}"


def _held_words(stack: ChipStack) -> str:
    """``"red inside"``: the colour of the odd chips the stack holds, when they are of one."""
    colours = set(stack.held_colours)
    return f"{stack.held_colours[0]} inside" if len(colours) == 1 else "inside"


def _odd_words(stack: ChipStack) -> str:
    own = stack.odd_own
    if not stack.odd_held:
        return f"{own} {stack.name}"
    colours = " and ".join(dict.fromkeys(stack.held_colours))
    held = " ".join(filter(None, (str(stack.odd_held), colours, f"held in the {stack.name}")))
    return f"{own} {stack.name}, {held}" if own else held
