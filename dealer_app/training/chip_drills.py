"""The chip drills: "Count the stacks" and "Cut it", on stacks as a dealer stacks them.

Chips stand on the felt in stacks of 20 and a short stack
(:func:`~dealer_app.model.room.chip_sets.stack_heights`), in the room's chip set, each chip
sized by 5 or 4 (:class:`~dealer_app.model.room.chip_sets.ChipSizes`).

- **Count the stacks**: say what the stacks are worth (stacks of mixed heights and colours).
- **Cut it**: make an amount from the stacks: how many chips of each colour, each colour cut
  in whole sizes. Graded by outcome: any cut is right that is worth the amount, takes no
  more of a colour than the stacks hold and cuts every colour in its sizes, whatever
  colours it takes. The working shows the cut in the fewest chips.

Tags, each a fact of the spot (:func:`count_tags_of`, :func:`cut_tags_of`):

- ``count-mixed-colours``: stacks of two colours or more to count;
- ``count-many-stacks``: six stacks or more to count;
- ``count-over-1000``: the stacks are worth 1,000 or more;
- ``short-stack``: a stack on the felt is short (fewer than 20 chips);
- ``cut-in-fours``: the cut in the fewest chips takes a colour sized by 4;
- ``cut-mixed-colours``: the cut in the fewest chips takes two colours or more;
- ``change-needed``: the stacks hold too few of a colour the fewest-chip cut would take
  with the whole set at hand: smaller colours make up its value.

>>> import random
>>> spot = generate_cut_spots(random.Random(4), 1, ["cut-in-fours"])[0]
>>> "cut-in-fours" in spot.tags
True
>>> grade_cut(spot, spot.expected, 3.0).correct
True
>>> count = generate_count_spots(random.Random(4), 1, ["short-stack"])[0]
>>> grade_count(count, count.value + 1, 3.0).mistakes[0].startswith("The stacks are worth")
True
"""

from __future__ import annotations

import functools
import random
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from dealer_app.model.chips import ChipCounts, ChipSet
from dealer_app.model.hands.games import Game
from dealer_app.model.room.chip_sets import STACK_HEIGHT, STANDARD_CHIPS, stack_heights
from dealer_app.model.room.chip_sizes import ChipSizes
from dealer_app.model.words import plural
from dealer_app.training.aims import TimeAim
from dealer_app.training.drills import speed_factor
from dealer_app.training.progress import AnswerRecord
from dealer_app.training.quick_runs import spots_in_turn

__all__ = [
    "CHIP_DRILL_TITLES",
    "CHIP_TAG_TITLES",
    "COUNT_DRILL",
    "COUNT_TAGS",
    "CUT_DRILL",
    "CUT_TAGS",
    "ChipGrade",
    "CountSpot",
    "CutSpot",
    "chip_drill_record",
    "count_spot_of",
    "count_tags_of",
    "count_time_aim",
    "cut_problem",
    "cut_spot_of",
    "cut_tags_of",
    "cut_time_aim",
    "fewest_cut",
    "generate_count_spots",
    "generate_cut_spots",
    "grade_count",
    "grade_cut",
    "stacks_lines",
]

COUNT_DRILL = "count-the-stacks"
CUT_DRILL = "cut-it"
"""The drills' names in the training history."""
CHIP_DRILL_TITLES = {COUNT_DRILL: "Count the stacks", CUT_DRILL: "Cut it"}

CHIP_TAG_TITLES: dict[str, str] = {
    "count-mixed-colours": "Count stacks of mixed colours",
    "count-many-stacks": "Count six stacks or more",
    "count-over-1000": "Count 1,000 or more",
    "short-stack": "A short stack among the full ones",
    "cut-in-fours": "Cut a colour sized by 4",
    "cut-mixed-colours": "Cut two colours or more",
    "change-needed": "Too few of a big colour: cut its value in smaller ones",
}
COUNT_TAGS = ("count-mixed-colours", "count-many-stacks", "count-over-1000", "short-stack")
CUT_TAGS = ("cut-in-fours", "cut-mixed-colours", "change-needed", "short-stack")

STANDARD_SIZES = ChipSizes.of(STANDARD_CHIPS)
"""The card room's chips, sized as usual: the drills' chips when no room set is given."""


class _StacksOnTheFelt:
    """What a Count the stacks and a Cut it spot share: ``counts`` of each colour of a
    chip set sized by ``sizes``, standing in stacks, and the spot's ``tags``."""

    sizes: ChipSizes
    counts: tuple[tuple[str, int], ...]
    tags: frozenset[str]

    @property
    def chip_set(self) -> ChipSet:
        return self.sizes.chip_set

    @property
    def stacks(self) -> tuple[tuple[str, int], ...]:
        """Each stack as it stands: its colour and its height (20, or a short one)."""
        return tuple(
            (name, height) for name, count in self.counts for height in stack_heights(count)
        )

    @property
    def ordered_tags(self) -> tuple[str, ...]:
        return tuple(sorted(self.tags))


@dataclass(frozen=True)
class CountSpot(_StacksOnTheFelt):
    """Stacks to count: ``counts`` are the chips of each colour, in the order they stand."""

    sizes: ChipSizes
    counts: tuple[tuple[str, int], ...]
    tags: frozenset[str]

    @property
    def value(self) -> int:
        return sum(self.chip_set.chip(name).value * count for name, count in self.counts)

    @property
    def title(self) -> str:
        return CHIP_DRILL_TITLES[COUNT_DRILL]


@dataclass(frozen=True)
class CutSpot(_StacksOnTheFelt):
    """Stacks on the felt (``counts`` of each colour) and the ``amount`` to cut from them."""

    sizes: ChipSizes
    counts: tuple[tuple[str, int], ...]
    amount: int
    expected: ChipCounts
    """The cut in the fewest chips (one right cut of many)."""
    tags: frozenset[str]

    @property
    def title(self) -> str:
        return f"Cut {self.sizes.text(self.amount)}"


# -- the model's cut -------------------------------------------------------------------------

_UNLIMITED_WINDOW = 6


def fewest_cut(
    sizes: ChipSizes, amount: int, on_felt: Sequence[tuple[str, int]] | None = None
) -> ChipCounts | None:
    """The cut worth ``amount`` in the fewest chips, every colour in whole sizes, taking no
    more of a colour than ``on_felt`` holds (any number when None); None when there is none.

    >>> fewest_cut(STANDARD_SIZES, 850).as_dict()
    {'black': 5, 'green': 12, 'red': 10}
    >>> fewest_cut(STANDARD_SIZES, 350, [("green", 8), ("red", 40)]).as_dict()
    {'green': 8, 'red': 30}
    >>> fewest_cut(STANDARD_SIZES, 7) is None
    True
    """
    chip_set = sizes.chip_set
    held = dict(on_felt) if on_felt is not None else None
    names = [name for name in chip_set.names if held is None or held.get(name, 0) > 0]
    size_values = [sizes.size_value(name) for name in names]
    most = [None if held is None else held[name] // sizes.sized_by(name) for name in names]

    @functools.cache
    def best(index: int, rest: int) -> tuple[int, ...] | None:
        if rest == 0:
            return (0,) * (len(names) - index)
        if index == len(names):
            return None
        limit = rest // size_values[index]
        cap = most[index]
        # With the whole set at hand, fewer of a colour than its most by more than a few
        # sizes only costs more chips: the smaller colours' sizes nest within a few of them.
        lowest = max(0, limit - _UNLIMITED_WINDOW) if cap is None else 0
        if cap is not None:
            limit = min(limit, cap)
        found: tuple[int, ...] | None = None
        for taken in range(limit, lowest - 1, -1):
            tail = best(index + 1, rest - taken * size_values[index])
            if tail is None:
                continue
            here = (taken * sizes.sized_by(names[index]), *tail)
            if found is None or sum(here) < sum(found):
                found = here
        return found

    found = best(0, amount)
    if found is None:
        return None
    return ChipCounts.of(zip(names, found, strict=True))


def cut_problem(spot: CutSpot, cut: ChipCounts) -> str | None:
    """Why ``cut`` is not a right cut of ``spot`` in a dealer's words (None: it is right)."""
    chip_set = spot.chip_set
    held = dict(spot.counts)
    for name, count in cut:
        if name not in chip_set.names:
            return f"{name} is not a chip of this set ({', '.join(chip_set.names)})."
        if count > held.get(name, 0):
            return (
                f"The stacks hold {held.get(name, 0)} {name}: {count} {name} cannot be cut "
                "from them."
            )
        size = spot.sizes.sized_by(name)
        if count % size:
            return (
                f"{count} {name} is not whole sizes: {name} is cut in {size}s "
                f"({count // size * size} or {(count // size + 1) * size})."
            )
    value = sum(chip_set.chip(name).value * count for name, count in cut)
    if value != spot.amount:
        money = spot.sizes.text
        return f"The cut ({cut.describe()}) is worth {money(value)}, not {money(spot.amount)}."
    return None


# -- tags ------------------------------------------------------------------------------------


def _has_short_stack(counts: Sequence[tuple[str, int]]) -> bool:
    return any(count % STACK_HEIGHT for _name, count in counts)


def count_tags_of(spot: CountSpot) -> frozenset[str]:
    """The tags true of stacks to count."""
    tags = set()
    if len({name for name, _count in spot.counts}) >= 2:
        tags.add("count-mixed-colours")
    if len(spot.stacks) >= 6:
        tags.add("count-many-stacks")
    if spot.value >= 1000:
        tags.add("count-over-1000")
    if _has_short_stack(spot.counts):
        tags.add("short-stack")
    return frozenset(tags)


def cut_tags_of(
    sizes: ChipSizes, counts: Sequence[tuple[str, int]], amount: int, expected: ChipCounts
) -> frozenset[str]:
    """The tags true of a cut, read from the model's cut in the fewest chips."""
    tags = set()
    if any(sizes.sized_by(name) == 4 for name, _count in expected):
        tags.add("cut-in-fours")
    if len(expected) >= 2:
        tags.add("cut-mixed-colours")
    held = dict(counts)
    unlimited = fewest_cut(sizes, amount)
    if unlimited is not None and any(count > held.get(name, 0) for name, count in unlimited):
        tags.add("change-needed")
    if _has_short_stack(counts):
        tags.add("short-stack")
    return frozenset(tags)


# -- generating ------------------------------------------------------------------------------


def _colours(rng: random.Random, chip_set: ChipSet, most: int) -> list[str]:
    """A run of neighbouring colours (a dealer's stacks are of chips near in value)."""
    names = list(chip_set.names)
    width = rng.randint(1, min(most, len(names)))
    start = rng.randint(0, len(names) - width)
    return names[start : start + width]


def _random_counts(rng: random.Random, names: Sequence[str]) -> tuple[tuple[str, int], ...]:
    counts = []
    for name in names:
        if rng.random() < 0.5:
            count = STACK_HEIGHT * rng.randint(1, 3)
        else:
            count = rng.randint(1, 3 * STACK_HEIGHT)
        counts.append((name, count))
    rng.shuffle(counts)
    return tuple(counts)


def count_spot_of(sizes: ChipSizes, counts: Sequence[tuple[str, int]]) -> CountSpot:
    """Stacks of ``counts`` to count, tagged."""
    spot = CountSpot(sizes, tuple(counts), frozenset())
    return CountSpot(sizes, spot.counts, count_tags_of(spot))


def cut_spot_of(sizes: ChipSizes, counts: Sequence[tuple[str, int]], amount: int) -> CutSpot:
    """``amount`` to cut from stacks of ``counts``, tagged; :class:`ValueError` when no cut
    in the set's sizes makes it."""
    expected = fewest_cut(sizes, amount, counts)
    if expected is None or amount <= 0:
        raise ValueError(f"amount {amount:,}: no cut of these stacks in their sizes makes it")
    return CutSpot(
        sizes, tuple(counts), amount, expected, cut_tags_of(sizes, counts, amount, expected)
    )


def _random_count_spot(rng: random.Random, sizes: ChipSizes) -> CountSpot:
    return count_spot_of(sizes, _random_counts(rng, _colours(rng, sizes.chip_set, 3)))


def _random_cut_spot(rng: random.Random, sizes: ChipSizes) -> CutSpot:
    counts = _random_counts(rng, _colours(rng, sizes.chip_set, 4))
    # Every colour on the felt holds a size at least, so there is always something to cut.
    counts = tuple((name, max(count, sizes.sized_by(name))) for name, count in counts)
    amount = 0
    while amount == 0:
        for name, count in counts:
            taken = rng.randint(0, min(6, count // sizes.sized_by(name)))
            amount += taken * sizes.size_value(name)
    return cut_spot_of(sizes, counts, amount)  # made of the stacks' own sizes


def generate_count_spots(
    rng: random.Random,
    count: int,
    tags: Sequence[str] | None = None,
    sizes: ChipSizes = STANDARD_SIZES,
) -> list[CountSpot]:
    """``count`` stacks to count, each showing one of ``tags`` in turn (any when none)."""
    make = functools.partial(_random_count_spot, sizes=sizes)
    return spots_in_turn(rng, count, tags, make, lambda spot: spot.tags)


def generate_cut_spots(
    rng: random.Random,
    count: int,
    tags: Sequence[str] | None = None,
    sizes: ChipSizes = STANDARD_SIZES,
) -> list[CutSpot]:
    """``count`` cuts to make, each showing one of ``tags`` in turn (any when none)."""
    make = functools.partial(_random_cut_spot, sizes=sizes)
    return spots_in_turn(rng, count, tags, make, lambda spot: spot.tags)


# -- grading ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class ChipGrade:
    correct: bool
    score: float
    seconds: float
    mistakes: tuple[str, ...]
    explanation: str
    expected: str
    """The right answer in words (the value, or the cut in the fewest chips)."""


def stacks_lines(sizes: ChipSizes, counts: Sequence[tuple[str, int]]) -> list[str]:
    """Each colour's stacks in words: ``"black (100): 2 stacks of 20 and one of 7"``."""
    lines = []
    for name, count in counts:
        full, short = divmod(count, STACK_HEIGHT)
        parts = [f"{plural(full, 'stack')} of {STACK_HEIGHT}"] if full else []
        if short:
            parts.append(f"{'one' if full else 'a stack'} of {short}")
        value = sizes.chip_set.chip(name).value
        lines.append(f"{name} ({sizes.text(value)}): {' and '.join(parts)}")
    return lines


def _count_working(spot: CountSpot) -> str:
    money = spot.sizes.text
    lines = [
        f"{count} {name} × {money(spot.chip_set.chip(name).value)} = "
        f"{money(count * spot.chip_set.chip(name).value)}"
        for name, count in spot.counts
    ]
    return "\n".join([*lines, f"Together: {money(spot.value)}."])


def count_time_aim(spot: CountSpot) -> TimeAim:
    """2 s, and 1.5 s a stack: a dealer reads full stacks by their height."""
    stacks = len(spot.stacks)
    return TimeAim(
        COUNT_DRILL, 2.0 + 1.5 * stacks, f"2 s + 1.5 s for each of {plural(stacks, 'stack')}"
    )


def grade_count(
    spot: CountSpot, answer: int, seconds: float, time_limit: float | None = None
) -> ChipGrade:
    """Right when ``answer`` is what the stacks are worth."""
    correct = answer == spot.value
    money = spot.sizes.text
    mistakes = (
        () if correct else (f"The stacks are worth {money(spot.value)}, not {money(answer)}.",)
    )
    aim = time_limit if time_limit is not None else count_time_aim(spot).seconds
    score = speed_factor(seconds, aim) if correct else 0.0
    return ChipGrade(
        correct, float(score), seconds, mistakes, _count_working(spot), money(spot.value)
    )


def _cut_working(spot: CutSpot) -> str:
    money = spot.sizes.text
    lines = [f"Cut {money(spot.amount)} from the stacks, each colour in its sizes:"]
    for name, count in spot.expected:
        size = spot.sizes.sized_by(name)
        value = spot.chip_set.chip(name).value
        lines.append(
            f"{plural(count // size, 'size')} of {name} ({size} × {money(value)} = "
            f"{money(size * value)} a size): {count} {name} = {money(count * value)}"
        )
    if "change-needed" in spot.tags:
        lines.append("The stacks hold too few of a bigger colour: smaller ones make it up.")
    lines.append("Any other colours are right too when the cut is worth the amount, in sizes.")
    return "\n".join(lines)


def cut_time_aim(spot: CutSpot) -> TimeAim:
    """3 s, and 3 s for each colour of the cut in the fewest chips."""
    colours = len(spot.expected)
    return TimeAim(
        CUT_DRILL, 3.0 + 3.0 * colours, f"3 s + 3 s for each of {plural(colours, 'colour')} cut"
    )


def grade_cut(
    spot: CutSpot, cut: ChipCounts, seconds: float, time_limit: float | None = None
) -> ChipGrade:
    """Grade by outcome: any cut worth the amount, from the stacks, in whole sizes."""
    problem = cut_problem(spot, cut)
    correct = problem is None
    aim = time_limit if time_limit is not None else cut_time_aim(spot).seconds
    score = speed_factor(seconds, aim) if correct else 0.0
    return ChipGrade(
        correct,
        float(score),
        seconds,
        () if problem is None else (problem,),
        _cut_working(spot),
        spot.expected.describe(),
    )


def chip_drill_record(
    spot: CountSpot | CutSpot,
    grade: ChipGrade,
    given: str,
    when: datetime | None = None,
    *,
    source: str = "practice",
) -> AnswerRecord:
    """The history's record of one answer (kept in hold'em's name, like the action drills:
    chips are no game's)."""
    counting = isinstance(spot, CountSpot)
    aim = count_time_aim(spot) if isinstance(spot, CountSpot) else cut_time_aim(spot)
    return AnswerRecord(
        drill=COUNT_DRILL if counting else CUT_DRILL,
        game=Game.HOLDEM.value,
        tags=spot.ordered_tags,
        correct=grade.correct,
        seconds=grade.seconds,
        when=when if when is not None else datetime.now(UTC),
        score=grade.score,
        title=spot.title,
        aim_seconds=aim.seconds,
        given=given,
        source=source,
    )
