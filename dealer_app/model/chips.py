"""Chips: denominations with colours, chip sets and counts of chips.

A chip set is any number of denominations, each with a name (usually its colour) and a
value. Every value is a whole multiple of the smallest one, which is the smallest unit of
the game: an odd chip is never broken below it.

>>> chips = ChipSet.of(black=100, green=25, red=5, white=1)
>>> [chip.name for chip in chips]
['black', 'green', 'red', 'white']
>>> chips.unit
1
>>> chips.make_up(650).as_dict()
{'black': 6, 'green': 2}

The fewest chips are found even when the values do not nest (here 30 is three tens,
not a twenty-five and five ones):

>>> ChipSet.of(green=25, blue=10, white=1).make_up(30).as_dict()
{'blue': 3}
>>> ChipSet.of(red=5, white=2)
Traceback (most recent call last):
...
dealer_app.model.chips.ChipError: chips: red (5) is not a multiple of the smallest chip, white (2)
"""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import cast

__all__ = [
    "MAX_AMOUNT",
    "MOST_CHIPS",
    "Chip",
    "ChipCounts",
    "ChipError",
    "ChipSet",
    "amount_problem",
    "greedy_is_fewest",
    "is_whole_number",
]

# Above this many smallest units the exact fewest-chips search for chip sets whose values
# do not nest would cost too much; such sets fall back to highest-chip-first.
_EXACT_MAKE_UP_LIMIT = 200_000

# A chip set remembers this many made-up values and counts before it starts again.
_MEMO_LIMIT = 4096


MAX_AMOUNT = 10**12
"""The largest amount, chip count or chip value the app accepts."""


MOST_CHIPS = 32
"""The most denominations a chip set may have: more colours than any card room's rack
holds. The format sets no limit; this app's is what keeps the fewest-chips checks (which
grow with the cube of the number of colours, for each run of lower colours) quick."""


class ChipError(ValueError):
    """A chip, chip set or chip count that cannot be used; the message names it."""


def is_whole_number(value: object) -> bool:
    """True for an int that is not a bool (JSON gives true and false as bools)."""
    return isinstance(value, int) and not isinstance(value, bool)


def amount_problem(value: object, what: str, write: Callable[[int], str] = str) -> str | None:
    """What is wrong with an amount of money, in the words errors use (the amount written by
    ``write``); ``None``: nothing.

    >>> amount_problem(-5, "seat 2: committed"), amount_problem(2.5, "bet")
    ('seat 2: committed -5 is negative', 'bet 2.5 is not a whole number')
    >>> amount_problem(300, "bet") is None
    True
    """
    if type(value) is not int and not is_whole_number(value):
        return f"{what} {value!r} is not a whole number"
    if cast(int, value) < 0:
        return f"{what} {write(cast(int, value))} is negative"
    return None


@dataclass(frozen=True, slots=True)
class Chip:
    """One denomination: a name (its colour, say) and a value in the game's money.

    >>> Chip("black", 100)
    Chip(name='black', value=100)
    >>> Chip("pink", 0)
    Traceback (most recent call last):
    ...
    dealer_app.model.chips.ChipError: chips: pink has value 0; a chip is worth at least 1
    """

    name: str
    value: int

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.strip():
            raise ChipError(f"chips: {self.name!r} is not a chip name")
        if not is_whole_number(self.value):
            raise ChipError(f"chips: {self.name} has value {self.value!r}; not a whole number")
        if self.value < 1:
            raise ChipError(
                f"chips: {self.name} has value {self.value}; a chip is worth at least 1"
            )

    def __str__(self) -> str:
        return f"{self.name} ({self.value})"


@dataclass(frozen=True, slots=True)
class ChipCounts:
    """How many chips of each colour, by name, in the order given; zero counts are dropped.

    >>> counts = ChipCounts.of({"green": 8, "black": 3, "red": 0})
    >>> counts.as_dict()
    {'green': 8, 'black': 3}
    >>> counts["black"], counts["white"]
    (3, 0)
    >>> ChipCounts.of({"green": -1})
    Traceback (most recent call last):
    ...
    dealer_app.model.chips.ChipError: green: -1 is not a chip count
    """

    items: tuple[tuple[str, int], ...] = ()

    def __post_init__(self) -> None:
        seen: set[str] = set()
        kept: list[tuple[str, int]] = []
        for name, count in self.items:
            if not isinstance(name, str):
                raise ChipError(f"{name!r} is not a chip name")
            if not is_whole_number(count) or count < 0:
                raise ChipError(f"{name}: {count!r} is not a chip count")
            if name in seen:
                raise ChipError(f"{name}: given twice")
            seen.add(name)
            if count:
                kept.append((name, count))
        object.__setattr__(self, "items", tuple(kept))

    @classmethod
    def unchecked(cls, items: tuple[tuple[str, int], ...]) -> ChipCounts:
        """Counts built without checking them: the speed path.

        The caller promises what the constructor checks: each name once, every count a
        positive whole number (no zeros). The model's own splits come in here.
        """
        counts = object.__new__(cls)
        object.__setattr__(counts, "items", items)
        return counts

    @classmethod
    def of(cls, counts: Mapping[str, int] | Iterable[tuple[str, int]]) -> ChipCounts:
        """Build from a mapping or from ``(name, count)`` pairs."""
        pairs = counts.items() if isinstance(counts, Mapping) else counts
        return cls(tuple((name, count) for name, count in pairs))

    def __getitem__(self, name: str) -> int:
        for item_name, count in self.items:
            if item_name == name:
                return count
        return 0

    def __iter__(self) -> Iterator[tuple[str, int]]:
        return iter(self.items)

    def __len__(self) -> int:
        return len(self.items)

    def __bool__(self) -> bool:
        return bool(self.items)

    @property
    def chip_count(self) -> int:
        """The number of chips, all colours together."""
        return sum(count for _, count in self.items)

    def as_dict(self) -> dict[str, int]:
        """The counts as a plain dict, in order."""
        return dict(self.items)

    def describe(self) -> str:
        """Plain words for a dealer: ``"3 black, 1 green"`` (``"no chips"`` when empty),
        a count's digits grouped as amounts are written.

        >>> ChipCounts.of({"black": 3, "green": 1}).describe()
        '3 black, 1 green'
        >>> ChipCounts.of({"black": 8_641_975_230}).describe()
        '8,641,975,230 black'
        """
        return _describe(self.items)


@functools.lru_cache(maxsize=4096)
def _describe(items: tuple[tuple[str, int], ...]) -> str:
    # Steps say the same few piles again and again (a pot's chips in its announcement,
    # its sizing and its takes): each is worded once.
    if not items:
        return "no chips"
    return ", ".join([f"{count:,} {name}" for name, count in items])


@dataclass(frozen=True)
class ChipSet:
    """The denominations in play, ordered highest value first.

    Names must differ and so must values; every value must be a whole multiple of the
    smallest, the unit in which odd chips are counted.

    >>> chips = ChipSet.of(red=5, green=25)
    >>> [chip.name for chip in chips], chips.unit, chips.unit_chip.name
    (['green', 'red'], 5, 'red')
    >>> chips.value_of(ChipCounts.of({"green": 2, "red": 3}))
    65
    >>> ChipSet.of((f"c{value}", value) for value in range(1, 34))
    Traceback (most recent call last):
    ...
    dealer_app.model.chips.ChipError: chips: 33 denominations; this app takes at most 32
    """

    chips: tuple[Chip, ...]

    def __post_init__(self) -> None:
        chips = tuple(self.chips)
        if not chips:
            raise ChipError("chips: a chip set needs at least one chip")
        if len(chips) > MOST_CHIPS:
            raise ChipError(
                f"chips: {len(chips)} denominations; this app takes at most {MOST_CHIPS}"
            )
        for chip in chips:
            if not isinstance(chip, Chip):
                raise ChipError(f"chips: {chip!r} is not a chip")
        names: dict[str, Chip] = {}
        values: dict[int, Chip] = {}
        for chip in chips:
            if chip.name in names:
                raise ChipError(f"chips: the name {chip.name} is used twice")
            if chip.value in values:
                raise ChipError(
                    f"chips: {chip.name} and {values[chip.value].name} "
                    f"have the same value, {chip.value}"
                )
            names[chip.name] = chip
            values[chip.value] = chip
        ordered = tuple(sorted(chips, key=lambda chip: -chip.value))
        smallest = ordered[-1]
        for chip in ordered[:-1]:
            if chip.value % smallest.value:
                raise ChipError(f"chips: {chip} is not a multiple of the smallest chip, {smallest}")
        object.__setattr__(self, "chips", ordered)

    @classmethod
    def of(cls, pairs: Iterable[tuple[str, int]] = (), /, **values: int) -> ChipSet:
        """Build from ``(name, value)`` pairs or keywords: ``ChipSet.of(black=100, red=5)``."""
        chips = [Chip(name, value) for name, value in pairs]
        chips += [Chip(name, value) for name, value in values.items()]
        return cls(tuple(chips))

    def __iter__(self) -> Iterator[Chip]:
        return iter(self.chips)

    def __len__(self) -> int:
        return len(self.chips)

    @functools.cached_property
    def unit(self) -> int:
        """The smallest value: the smallest unit of the game."""
        return self.chips[-1].value

    @property
    def unit_chip(self) -> Chip:
        """The smallest chip, the one odd chips are paid in."""
        return self.chips[-1]

    @functools.cached_property
    def names(self) -> tuple[str, ...]:
        """The colour names, highest value first."""
        return tuple(chip.name for chip in self.chips)

    @functools.cached_property
    def values(self) -> tuple[int, ...]:
        """The values, highest first."""
        return tuple(chip.value for chip in self.chips)

    @functools.cached_property
    def _positions(self) -> dict[str, int]:
        return {chip.name: position for position, chip in enumerate(self.chips)}

    def chip(self, name: str) -> Chip:
        """The chip called ``name``; :class:`ChipError` if there is none."""
        return self.chips[self.index(name)]

    def index(self, name: str) -> int:
        """The position of the colour ``name``, 0 for the highest value."""
        position = self._positions.get(name)
        if position is None:
            raise ChipError(f'"{name}" is not a chip of this set ({", ".join(self.names)})')
        return position

    def counts_of(self, counts: ChipCounts) -> tuple[int, ...]:
        """The counts lined up with this set (highest value first); unknown names are refused."""
        aligned = [0] * len(self.chips)
        positions = self._positions
        for name, count in counts.items:
            position = positions.get(name)
            if position is None:
                position = self.index(name)  # refuses the unknown name
            aligned[position] += count
        return tuple(aligned)

    def counts_from(self, aligned: Iterable[int]) -> ChipCounts:
        """The inverse of :meth:`counts_of`: named counts from counts lined up with the set."""
        items = tuple((name, n) for name, n in zip(self.names, aligned, strict=True) if n)
        for _, count in items:
            if not is_whole_number(count) or count < 0:
                raise ChipError(f"{count!r} is not a chip count")
        return ChipCounts.unchecked(items)

    def counts_unchecked(self, aligned: tuple[int, ...]) -> ChipCounts:
        """:meth:`counts_from` without checking the counts: the speed path.

        The caller promises whole, non-negative counts lined up with the set (the model's
        own splits). They hand out the same few counts again and again: each is made once
        per set.
        """
        known = self._known_counts
        counts = known.get(aligned)
        if counts is None:
            counts = self.counts_from(aligned)
            if len(known) >= _MEMO_LIMIT:
                known.clear()
            known[aligned] = counts
        return counts

    @functools.cached_property
    def _known_counts(self) -> dict[tuple[int, ...], ChipCounts]:
        return {}

    def value_of(self, counts: ChipCounts) -> int:
        """The total value of the chips counted."""
        return sum(self.chips[self.index(name)].value * count for name, count in counts)

    def check_value(self, value: int, what: str, write: Callable[[int], str] = str) -> None:
        """Refuse a value that is negative or not a whole number of smallest units; the
        message writes amounts with ``write`` (a table's money unit: ``$1.10``).

        >>> ChipSet.of(red=5).check_value(12, "bet")
        Traceback (most recent call last):
        ...
        dealer_app.model.chips.ChipError: bet 12 is not a multiple of the smallest chip (red, 5)
        >>> ChipSet.of(red=5).check_value(12, "bet", "{}¢".format)
        Traceback (most recent call last):
        ...
        dealer_app.model.chips.ChipError: bet 12¢ is not a multiple of the smallest chip (red, 5¢)
        """
        problem = amount_problem(value, what, write)
        if problem is not None:
            raise ChipError(problem)
        if value % self.unit:
            raise ChipError(
                f"{what} {write(value)} is not a multiple of the smallest chip "
                f"({self.unit_chip.name}, {write(self.unit)})"
            )

    def make_up(self, value: int, *, below: int = 0) -> ChipCounts:
        """The fewest chips worth ``value``, using only colours from position ``below`` on.

        ``below`` lets a dealer change a chip for lower colours only:

        >>> chips = ChipSet.of(black=100, green=25, red=5, white=1)
        >>> chips.make_up(100, below=1).as_dict()
        {'green': 4}
        >>> chips.make_up(7).as_dict()
        {'red': 1, 'white': 2}
        """
        self.check_value(value, "value")
        made = self._made_up.get((value, below))
        if made is None:
            usable = self.chips[below:]
            if not usable:
                raise ChipError(f"value {value}: no chip below {self.chips[-1].name}")
            counts = _fewest_chips(value, self.values[below:])
            made = ChipCounts.unchecked(
                tuple((chip.name, n) for chip, n in zip(usable, counts, strict=True) if n)
            )
            if len(self._made_up) >= _MEMO_LIMIT:
                self._made_up.clear()
            self._made_up[value, below] = made
        return made

    @functools.cached_property
    def _made_up(self) -> dict[tuple[int, int], ChipCounts]:
        # The same pot values come back scenario after scenario: each is made up once.
        return {}


@functools.lru_cache(maxsize=256)
def _nests(values: tuple[int, ...]) -> bool:
    return all(high % low == 0 for high, low in itertools.pairwise(values))


@functools.lru_cache(maxsize=256)
def greedy_is_fewest(values: tuple[int, ...]) -> bool:
    """Whether highest-chip-first gives the fewest chips for every value (values highest
    first, each a multiple of the last).

    Pearson's test (1994): when it does not, the smallest value where it fails is one of
    the O(n^2) values made from the highest-first chips of one value less than a chip,
    those below some chip dropped and one more of that chip added.

    >>> greedy_is_fewest((50, 20, 10, 5, 2, 1)), greedy_is_fewest((25, 10, 1))
    (True, False)
    """
    unit = values[-1]
    scaled = tuple(value // unit for value in values)
    for upper in range(1, len(scaled)):
        below_upper = _greedy(scaled[upper - 1] - 1, scaled)
        for chip in range(upper, len(scaled)):
            counts = [*below_upper[:chip], below_upper[chip] + 1]
            value = sum(n * v for n, v in zip(counts, scaled, strict=False))
            if sum(_greedy(value, scaled)) > sum(counts):
                return False
    return True


def _fewest_chips(value: int, values: tuple[int, ...]) -> tuple[int, ...]:
    """Counts (aligned with ``values``, highest first) of the fewest chips worth ``value``.

    Highest-chip-first is exact when every value is a multiple of the next lower one.
    Otherwise only a bounded amount can be held in chips other than the highest (any
    more could be swapped for fewer high chips), so a search over that amount is exact.
    """
    if _nests(values) or len(values) == 1 or greedy_is_fewest(values):
        return _greedy(value, values)
    top, rest = values[0], values[1:]
    unit = values[-1]
    bound = sum(math.lcm(top, low) - low for low in rest)
    bound = min(bound, value)
    if bound // unit > _EXACT_MAKE_UP_LIMIT:
        return _greedy(value, values)
    # fewest[k]: fewest chips from ``rest`` worth k units; choice[k]: the last chip used.
    size = bound // unit + 1
    infinite = size + value
    fewest = [0] + [infinite] * (size - 1)
    choice = [-1] * size
    unit_values = [low // unit for low in rest]
    for amount in range(1, size):
        for position, low in enumerate(unit_values):
            if low <= amount and fewest[amount - low] + 1 < fewest[amount]:
                fewest[amount] = fewest[amount - low] + 1
                choice[amount] = position
    best: tuple[int, int] | None = None
    for rest_units in range(size):
        remaining = value - rest_units * unit
        if remaining < 0 or remaining % top or fewest[rest_units] >= infinite:
            continue
        total = remaining // top + fewest[rest_units]
        if best is None or total < best[0]:
            best = (total, rest_units)
    if best is None:
        return _greedy(value, values)
    counts = [0] * len(values)
    rest_units = best[1]
    counts[0] = (value - rest_units * unit) // top
    while rest_units:
        position = choice[rest_units]
        counts[position + 1] += 1
        rest_units -= unit_values[position]
    return tuple(counts)


def _greedy(value: int, values: tuple[int, ...]) -> tuple[int, ...]:
    counts = []
    for chip_value in values:
        count, value = divmod(value, chip_value)
        counts.append(count)
    return tuple(counts)
