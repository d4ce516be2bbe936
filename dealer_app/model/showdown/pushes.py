"""Pushes of one pot's chips: which give every recipient its share, and the fewest rack changes.

A push gives each recipient some of the pot's chips (after any change at the rack). It is
right when each recipient receives its share in value: the pot divided equally in smallest
units, the odd units one each to the first recipients in odd-chip order (:func:`shares_of`).
Which recipient takes the larger chips is not a rule.

A rack change is one chip of the pot taken to the rack and changed for lower chips; the
fewest is the fewest such chips. For chip values that nest (each a whole multiple of the
next lower one) both questions are answered exactly and fast: a push from chips whose
values nest exists exactly when, at every colour, the chips of that value and below are
worth at least what the recipients need below the next higher value (the sum of each
share modulo that value). For other values a search with a bound of work
(:data:`SEARCH_BOUND` steps) looks for a push; when it stops, the pot goes to the rack.

:func:`fewest_rack_push` finds a push with the fewest chips changed for any amounts (a
whole pot's seats, or the seats of all its halves and board parts at once): exact for
values that nest, a search of :data:`RACK_SEARCH_BOUND` steps for others.

The 400 pot of 15 green, 4 red and 5 white shares out between two seats with no change:

>>> values = (100, 25, 5, 1)
>>> shares_of(values, (0, 15, 4, 5), 2)
(200, 200)
>>> push = nested_push(values, (0, 15, 4, 5), (200, 200))
>>> push
((0, 8, 0, 0), (0, 7, 4, 5))

The 220 between four seats in 1 black, 3 green and 9 red needs the black changed:

>>> fewest_changes(values, (1, 3, 9, 0), shares_of(values, (1, 3, 9, 0), 4))
(1, 0, 0, 0)
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

__all__ = [
    "RACK_SEARCH_BOUND",
    "SEARCH_BOUND",
    "Push",
    "RackPush",
    "WorkBound",
    "can_push_nested",
    "change_for",
    "fewest_change_count",
    "fewest_changes",
    "fewest_rack_push",
    "nested_push",
    "nests",
    "search_push",
    "shares_of",
]

Push = tuple[tuple[int, ...], ...]
"""Each recipient's chips, aligned with the chip values (highest first), in recipient order."""

SEARCH_BOUND = 4_000
"""The most steps of search for pushes of chips whose values do not nest, for one pot (a
try of a change at the rack costs several); about a tenth of a second here."""


RACK_SEARCH_BOUND = 4_000
"""For chip values that do not nest, the most steps of the search for a push with fewer
chips taken to the rack than the colour-by-colour split took (each choice of chips to change
costs one step and the search for its push its own steps)."""


class WorkBound:
    """The steps of search left, shared by every search made for one pot."""

    __slots__ = ("left",)

    def __init__(self, left: int = SEARCH_BOUND) -> None:
        self.left = left


def nests(values: Sequence[int]) -> bool:
    """True when each value is a whole multiple of the next lower one (highest first).

    >>> nests((100, 25, 5, 1)), nests((10, 5, 2, 1))
    (True, False)
    """
    return all(high % low == 0 for high, low in itertools.pairwise(values))


def shares_of(values: Sequence[int], pool: Sequence[int], count: int) -> tuple[int, ...]:
    """The value each of ``count`` recipients receives: equal shares in smallest units,
    the odd units one each to the first recipients.

    >>> shares_of((5, 1), (4, 3), 3)
    (8, 8, 7)
    """
    unit = values[-1]
    each, odd = divmod(sum(map(int.__mul__, values, pool)) // unit, count)
    return tuple((each + (position < odd)) * unit for position in range(count))


def _shortfalls(values: Sequence[int], pool: Sequence[int], shares: Sequence[int]) -> list[int]:
    """For nesting values: at each colour (from the second highest), how much value the
    chips of that value and below lack to make what every share needs below the next
    higher value; the last entry is nonzero when a share is not a multiple of the smallest
    chip. A push exists exactly when every entry is 0."""
    colours = len(values)
    lacking = [0] * (colours + 1)
    smallest = values[-1]
    lacking[colours] = sum(share % smallest for share in shares)
    below = 0
    for colour in range(colours - 1, 0, -1):
        below += pool[colour] * values[colour]
        higher = values[colour - 1]
        lacking[colour] = max(0, sum(share % higher for share in shares) - below)
    return lacking


def can_push_nested(values: Sequence[int], pool: Sequence[int], shares: Sequence[int]) -> bool:
    """Whether chips whose values nest can be pushed as ``shares`` with no change.

    >>> can_push_nested((25, 5, 1), (1, 1, 0), (10, 10, 10))
    False
    """
    return not any(_shortfalls(values, pool, shares))


def nested_push(values: Sequence[int], pool: Sequence[int], shares: Sequence[int]) -> Push | None:
    """A push of exactly ``pool`` giving each recipient its share (values that nest), or
    None when there is none.

    Colour by colour from the highest, each recipient needs a number of chips of that value
    (real ones from the pot, or lower chips standing in for one); the real ones are dealt
    out as evenly as those needs allow, the leftover ones to the first recipients, and what
    a recipient still needs is passed down to the next colour.
    """
    if not can_push_nested(values, pool, shares):
        return None
    count, colours = len(shares), len(values)
    push = [[0] * colours for _ in range(count)]
    standing_in = [0] * count
    for colour in range(colours):
        value = values[colour]
        higher = values[colour - 1] if colour else 0
        needs = []
        for position, share in enumerate(shares):
            part = share % higher if higher else share
            need = (part - part % value) // value
            needs.append(standing_in[position] * (higher // value if higher else 0) + need)
        dealt = _deal_evenly(pool[colour], needs)
        for position, taken in enumerate(dealt):
            push[position][colour] = taken
            standing_in[position] = needs[position] - taken
    if any(standing_in):
        return None
    return tuple(map(tuple, push))


def _deal_evenly(chips: int, needs: Sequence[int]) -> list[int]:
    """``chips`` dealt to recipients each needing at most ``needs[i]``, as evenly as the
    needs allow, the leftover ones to the first recipients."""
    order = sorted(needs)
    left = chips
    level = 0
    for position, need in enumerate(order):
        takers = len(order) - position
        if (need - level) * takers > left:
            level += left // takers
            break
        left -= (need - level) * takers
        level = need
    dealt = [min(need, level) for need in needs]
    left = chips - sum(dealt)
    for position, need in enumerate(needs):
        if left and dealt[position] < need:
            dealt[position] += 1
            left -= 1
    return dealt


def fewest_changes(
    values: Sequence[int], pool: Sequence[int], shares: Sequence[int]
) -> tuple[int, ...]:
    """For nesting values: how many chips of each colour to change at the rack, the fewest
    chips in all, the smaller colours where the same number will do.

    A chip changed for lower chips helps every colour below its own by its value, a larger
    chip more than a smaller one: so the fewest is found among the largest chips first,
    then each is moved down to the smallest colour that still does.
    """
    colours = len(values)
    lacking = _shortfalls(values, pool, shares)
    changed = _largest_first(pool, _fewest_count(values, pool, lacking))
    for colour in range(colours - 1):
        for smaller in range(colours - 2, colour, -1):
            while changed[colour] and changed[smaller] < pool[smaller]:
                changed[colour] -= 1
                changed[smaller] += 1
                if _enough(values, lacking, changed):
                    continue
                changed[colour] += 1
                changed[smaller] -= 1
                break
    return tuple(changed)


def fewest_change_count(values: Sequence[int], pool: Sequence[int], shares: Sequence[int]) -> int:
    """For nesting values: how many chips :func:`fewest_changes` changes, found faster.

    >>> fewest_change_count((100, 25, 5, 1), (1, 3, 9, 0), (55, 55, 55, 55))
    1
    """
    return _fewest_count(values, pool, _shortfalls(values, pool, shares))


def _fewest_count(values: Sequence[int], pool: Sequence[int], lacking: Sequence[int]) -> int:
    """The fewest chips to change, the largest first, to make up what ``lacking`` says."""
    low, high = 0, sum(pool[:-1])
    while low < high:
        middle = (low + high) // 2
        if _enough(values, lacking, _largest_first(pool, middle)):
            high = middle
        else:
            low = middle + 1
    return low


def _largest_first(pool: Sequence[int], total: int) -> list[int]:
    """``total`` chips of the pot to change, the largest first (never the smallest)."""
    changed = [0] * len(pool)
    for colour in range(len(pool) - 1):
        changed[colour] = min(pool[colour], total)
        total -= changed[colour]
    return changed


def _enough(values: Sequence[int], lacking: Sequence[int], changed: Sequence[int]) -> bool:
    """Whether the chips ``changed`` make up every shortfall below their colours."""
    given = 0
    for colour in range(1, len(values)):
        given += changed[colour - 1] * values[colour - 1]
        if lacking[colour] > given:
            return False
    return True


def change_for(
    values: Sequence[int],
    pool: Sequence[int],
    shares: Sequence[int],
    changed: Sequence[int],
) -> tuple[tuple[int, ...], ...]:
    """For nesting values: the chips the rack gives for each colour changed (aligned with
    ``values``), the highest chips that still let the pot be pushed as ``shares``."""
    colours = len(values)
    after = [count - out for count, out in zip(pool, changed, strict=True)]
    smallest = values[-1]
    waiting = sum(out * value for out, value in zip(changed, values, strict=True))
    given: list[tuple[int, ...]] = []
    for colour in range(colours):
        worth = changed[colour] * values[colour]
        counts = [0] * colours
        if not worth:
            given.append(tuple(counts))
            continue
        waiting -= worth
        for lower in range(colour + 1, colours):
            value = values[lower]
            most = worth // value
            if lower == colours - 1:
                counts[lower] = most
                worth -= most * value
                break
            low, high = 0, most
            while low < high:
                middle = (low + high + 1) // 2
                trial = list(after)
                trial[lower] += middle
                trial[-1] += (worth - middle * value + waiting) // smallest
                if can_push_nested(values, trial, shares):
                    low = middle
                else:
                    high = middle - 1
            counts[lower] = low
            after[lower] += low
            worth -= low * value
        after[-1] += counts[-1]
        given.append(tuple(counts))
    return tuple(given)


def search_push(
    values: Sequence[int],
    pool: Sequence[int],
    shares: Sequence[int],
    bound: WorkBound | None = None,
) -> Push | None:
    """A push of exactly ``pool`` giving each recipient its share, for any values, found by
    a search of at most ``bound`` steps; None when there is none or the search stopped.

    >>> search_push((5, 2, 1), (2, 3, 2), (9, 9))
    ((1, 2, 0), (1, 1, 2))
    >>> search_push((5, 2, 1), (2, 3, 0), (8, 8)) is None
    True
    """
    colours = [colour for colour in range(len(values)) if pool[colour]]
    if not colours:
        return tuple(tuple(0 for _ in values) for _ in shares) if not any(shares) else None
    divisor = [0] * (len(colours) + 1)
    for position in range(len(colours) - 1, -1, -1):
        divisor[position] = math.gcd(divisor[position + 1], values[colours[position]])
    push = [[0] * len(values) for _ in shares]
    work = bound if bound is not None else WorkBound()
    # From the first position whose colours to the end nest, the rest is settled exactly.
    settled = len(colours)
    while settled and nests([values[colour] for colour in colours[settled - 1 :]]):
        settled -= 1

    def place(position: int, owed: list[int]) -> bool:
        work.left -= 1
        if work.left < 0:
            return False
        if position == settled:
            rest = colours[position:]
            found = nested_push(
                [values[colour] for colour in rest], [pool[colour] for colour in rest], owed
            )
            if found is None:
                return False
            for recipient, row in enumerate(found):
                for colour, taken in zip(rest, row, strict=True):
                    push[recipient][colour] = taken
            return True
        colour = colours[position]
        value, chips, step = values[colour], pool[colour], divisor[position + 1]
        for dealt in _deals(chips, value, owed, step):
            rest = [have - taken * value for have, taken in zip(owed, dealt, strict=True)]
            if place(position + 1, rest):
                for recipient, taken in enumerate(dealt):
                    push[recipient][colour] = taken
                return True
            if work.left < 0:
                return False
        return False

    if any(share % divisor[0] for share in shares) or not place(0, list(shares)):
        return None
    return tuple(map(tuple, push))


def _deals(chips: int, value: int, owed: Sequence[int], step: int) -> Iterator[list[int]]:
    """Ways to deal ``chips`` of ``value`` to recipients owed ``owed``, each leaving what a
    recipient is owed a multiple of ``step`` (0: nothing may be left), nearest the even
    deal first (a few of them only: the search is bounded)."""
    progressions = []
    for have in owed:
        most = have // value
        if step == 0:
            if most * value != have:
                return
            progressions.append((most, 1, most))
            continue
        common = math.gcd(value, step)
        if have % common:
            return
        cycle = step // common
        first = (have // common) * pow(value // common, -1, cycle) % cycle if cycle > 1 else 0
        if first > most:
            return
        progressions.append((first, cycle, most))
    if sum(p[0] for p in progressions) > chips:
        return
    if sum(p[0] + (p[2] - p[0]) // p[1] * p[1] for p in progressions) < chips:
        return
    total_owed = sum(owed) or 1
    width = 3 if len(owed) <= 4 else 2
    options = []
    for have, (first, cycle, most) in zip(owed[:-1], progressions[:-1], strict=True):
        # The even deal is ``aim / total_owed`` chips, kept whole: rounded down it would rank
        # 2 and 1 nearest 2.6 and pass over 3.
        aim = chips * have
        steps_up = (2 * (aim - first * total_owed) + cycle * total_owed) // (2 * cycle * total_owed)
        near = first + max(0, steps_up) * cycle
        around = sorted(
            {n for k in range(-width, width + 1) if first <= (n := near + k * cycle) <= most},
            key=lambda n: abs(n * total_owed - aim),
        )
        options.append(around[:width])
    first, cycle, most = progressions[-1]
    tried = 0
    for combination in itertools.product(*options):
        last = chips - sum(combination)
        if first <= last <= most and (last - first) % cycle == 0:
            yield [*combination, last]
            tried += 1
            if tried >= 12:
                return


@dataclass(frozen=True)
class RackPush:
    """A push made after chips of the pot are changed at the rack.

    ``changed`` counts the pot's chips of each colour taken to the rack; ``given[c]`` the
    chips the rack gives for those of colour ``c`` (aligned with the values); ``push`` each
    recipient's chips from the pot and the rack's change together.
    """

    changed: tuple[int, ...]
    given: tuple[tuple[int, ...], ...]
    push: Push

    @property
    def changes(self) -> int:
        """How many chips of the pot go to the rack."""
        return sum(self.changed)


def fewest_rack_push(
    values: Sequence[int],
    pool: Sequence[int],
    shares: Sequence[int],
    bound: WorkBound | None = None,
    *,
    fewer_than: int | None = None,
) -> RackPush | None:
    """A push of ``pool`` as ``shares`` (any amounts, in recipient order) with the fewest
    chips of the pot taken to the rack; none when nothing changes.

    For values that nest it is exact. For others, choices of chips to change are tried
    fewest first (the larger chips first), each with its value back in smallest chips: a
    push with any other change works with those chips broken up too. Then each recipient's
    part of the change is made of the fewest chips below the ones changed. The search stops
    at ``bound`` and at ``fewer_than`` changes, and then returns None.

    Three pots' worth of chips for 30 and 10 (a seat's two board parts, say) need no change;
    a 1-2-5 ten and two shared 6 and 6 need one chip changed, the ten:

    >>> fewest_rack_push((100, 25, 5, 1), (0, 1, 3, 0), (30, 10)).push
    ((0, 1, 1, 0), (0, 0, 2, 0))
    >>> found = fewest_rack_push((10, 5, 2, 1), (1, 0, 1, 0), (6, 6))
    >>> found.changed, found.given[0], found.push
    ((1, 0, 0, 0), (0, 1, 2, 1), ((0, 0, 3, 0), (0, 1, 0, 1)))
    """
    if nests(values):
        changed = fewest_changes(values, pool, shares)
        given = change_for(values, pool, shares, changed)
        after = [count - out for count, out in zip(pool, changed, strict=True)]
        for counts in given:
            after = [count + more for count, more in zip(after, counts, strict=True)]
        push = nested_push(values, after, shares)
        return None if push is None else RackPush(changed, given, push)
    return _searched_rack_push(
        values, pool, shares, bound or WorkBound(RACK_SEARCH_BOUND), fewer_than
    )


def _searched_rack_push(
    values: Sequence[int],
    pool: Sequence[int],
    shares: Sequence[int],
    bound: WorkBound,
    fewer_than: int | None,
) -> RackPush | None:
    """:func:`fewest_rack_push` for values that do not nest: a bounded search."""
    colours = len(values)
    smallest = values[-1]
    changeable = [colour for colour in range(colours - 1) if pool[colour]]
    most = sum(pool[colour] for colour in changeable)
    if fewer_than is not None:
        most = min(most, fewer_than - 1)
    for total in range(most + 1):
        for chosen in itertools.combinations_with_replacement(changeable, total):
            bound.left -= 1
            if bound.left < 0:
                return None
            changed = [chosen.count(colour) for colour in range(colours)]
            if any(out > count for out, count in zip(changed, pool, strict=True)):
                continue
            after = [count - out for count, out in zip(pool, changed, strict=True)]
            freed = sum(out * value for out, value in zip(changed, values, strict=True))
            after[-1] += freed // smallest
            push = search_push(values, after, shares, bound)
            if push is not None:
                return _made_up_change(values, pool, changed, push)
    return None


def _made_up_change(
    values: Sequence[int], pool: Sequence[int], changed: Sequence[int], push: Push
) -> RackPush:
    """The change of a push found with the changed chips' value in smallest chips.

    When one colour is changed, each recipient's smallest chips beyond the pot's own are
    made of the fewest chips below that colour (highest first); chips of several colours
    are changed for smallest chips, each colour's value on its own."""
    colours = len(values)
    changed_colours = [colour for colour in range(colours) if changed[colour]]
    rows = [list(row) for row in push]
    if len(changed_colours) == 1:
        pot_smallest = pool[-1]
        for row in rows:
            own = min(row[-1], pot_smallest)
            pot_smallest -= own
            worth = (row[-1] - own) * values[-1]
            for colour in range(changed_colours[0] + 1, colours - 1):
                row[colour] += worth // values[colour]
                worth %= values[colour]
            row[-1] = own + worth // values[-1]
    total = [sum(row[colour] for row in rows) for colour in range(colours)]
    given = [made - count + out for made, count, out in zip(total, pool, changed, strict=True)]
    by_colour = [tuple(0 for _ in values) for _ in values]
    if len(changed_colours) == 1:
        by_colour[changed_colours[0]] = tuple(given)
    else:
        for colour in changed_colours:
            smallest = changed[colour] * values[colour] // values[-1]
            by_colour[colour] = (*(0 for _ in values[:-1]), smallest)
    return RackPush(tuple(changed), tuple(by_colour), tuple(map(tuple, rows)))
