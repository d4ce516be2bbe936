"""Splitting one pot's chips among tied winners, colour by colour, the way a dealer does.

(The steps it returns, and their words, are :mod:`~dealer_app.model.showdown.steps`'.)

The chips are taken highest colour first. Each colour is shared out equally; when it
does not divide, the dealer evens it up: the chips left over go to the first winners in
order and each of the others gets the same value in chips of the next lower colour from
the pot. When the pot has too few of those, the leftover chips are changed at the rack
for lower chips instead, chosen so that one trip does where it can, and the split goes
on. What is left in the smallest chip when no lower colour remains is the odd chips: one
each to the first winners in order, never two to one seat.

The same procedure halves a high-low pot (the high half first in order, so it takes the
odd unit) and divides a pot between boards when it is run more than once (the first board
takes the odd unit): the recipients are then parts of the pot, named by text, instead of
seats.

>>> from dealer_app.model.chips import ChipCounts, ChipSet
>>> chips = ChipSet.of(black=100, green=25, red=5, white=1)
>>> split = split_chips(chips, ChipCounts.of({"black": 3, "green": 8}), [1, 4], "Main pot",
...                     odd_chip_reasons=("first seat clockwise from the button",))
>>> {seat: counts.as_dict() for seat, counts in split.shares}
{1: {'black': 2, 'green': 2}, 4: {'black': 1, 'green': 6}}
>>> for step in split.steps:
...     print(step.text)
Main pot: 1 black each to seats 1 and 4.
Main pot: 1 black left over: seat 1 takes it; seat 4 gets 4 green from the pot to even up.
Main pot: 2 green each to seats 1 and 4.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from dealer_app.model.chips import ChipCounts, ChipSet
from dealer_app.model.showdown.steps import Handout, Step, StepKind
from dealer_app.model.words import Recipient

__all__ = ["Split", "split_chips"]


@dataclass(frozen=True)
class Split:
    """The result of one split: each recipient's chips, in recipient order, and the steps."""

    shares: tuple[tuple[Recipient, ChipCounts], ...]
    steps: tuple[Step, ...]
    odd_chips: tuple[Recipient, ...]
    """Recipients of the odd chips, in the order given out."""
    rack_changes: int = 0
    """How many times chips were changed at the rack."""
    counts: tuple[tuple[int, ...], ...] = ()
    """Each recipient's chips lined up with the chip set (highest value first)."""


def split_chips(
    chip_set: ChipSet,
    chips: ChipCounts,
    recipients: Sequence[Recipient],
    where: str,
    *,
    odd_chip_reasons: Sequence[str] = (),
    take_reason: str = "",
    take_words: str = "",
) -> Split:
    """Share ``chips`` equally among ``recipients``, given in odd-chip order.

    ``odd_chip_reasons[i]`` says why the recipient at position ``i`` takes an odd chip
    (the first recipient takes the first one). ``take_reason`` is said when one recipient
    takes everything; ``take_words`` replace "takes" then, for a pot pushed whole
    (``"scoops the pot (high and low)"``).

    A green split three ways is changed at the rack (the pot has too few red to even up):

    >>> chips = ChipSet.of(green=25, red=5, white=1)
    >>> split = split_chips(chips, ChipCounts.of({"green": 1, "red": 1}), [5, 2, 3],
    ...                     "Main pot", odd_chip_reasons=("first clockwise", "next clockwise"))
    >>> {seat: counts.as_dict() for seat, counts in split.shares}
    {5: {'red': 2}, 2: {'red': 2}, 3: {'red': 2}}

    Three-way tie, two odd chips, one each to the first two seats in order:

    >>> split = split_chips(chips, ChipCounts.of({"red": 4}), [5, 2, 3], "Main pot",
    ...                     odd_chip_reasons=("first clockwise", "next clockwise"))
    >>> for step in split.steps:
    ...     print(step.text)
    Main pot: 1 red each to seats 2, 3 and 5.
    Main pot: 1 red cannot be shared out evenly: change it at the rack for 5 white.
    Main pot: 1 white each to seats 2, 3 and 5.
    Main pot: the odd white chip goes to seat 5 (first clockwise).
    Main pot: the odd white chip goes to seat 2 (next clockwise).
    """
    count = len(recipients)
    if count == 0:
        raise ValueError(f"{where}: nobody to share the chips with")
    if len(set(recipients)) != count:
        raise ValueError(f"{where}: a recipient is listed twice")
    pool = list(chip_set.counts_of(chips))
    if count == 1 and any(pool):
        taker = recipients[0]
        aligned = tuple(pool)
        taken = chip_set.counts_unchecked(aligned)
        whole = tuple([Handout(taker, name, n) for name, n in taken.items])
        take = Step(StepKind.TAKE, where, whole, reason=take_reason, note=take_words)
        return Split(((taker, taken),), (take,), (), 0, (aligned,))

    names, values = chip_set.names, chip_set.values
    colours = len(names)
    received = [[0] * colours for _ in recipients]
    steps: list[Step] = []
    odd: list[Recipient] = []
    changes = 0
    if not any(pool):
        return _finish(chip_set, recipients, received, steps, odd, changes)

    for colour in range(colours):
        each, left = divmod(pool[colour], count)
        if each:
            for share in received:
                share[colour] += each
            steps.append(
                Step(
                    StepKind.SHARE,
                    where,
                    tuple(Handout(r, names[colour], each) for r in recipients),
                )
            )
        pool[colour] = 0
        if not left:
            continue
        if colour == colours - 1:
            for position in range(left):
                received[position][colour] += 1
                odd.append(recipients[position])
                reason = odd_chip_reasons[position] if position < len(odd_chip_reasons) else ""
                steps.append(
                    Step(
                        StepKind.ODD_CHIP,
                        where,
                        (Handout(recipients[position], names[colour], 1),),
                        reason=reason,
                    )
                )
            break
        lower = colour + 1
        per_seat, remainder = divmod(values[colour], values[lower])
        needed = (count - left) * per_seat
        if remainder == 0 and pool[lower] >= needed:
            for position in range(count):
                if position < left:
                    received[position][colour] += 1
                else:
                    received[position][lower] += per_seat
            pool[lower] -= needed
            handouts = [Handout(recipients[p], names[colour], 1) for p in range(left)]
            handouts += [Handout(recipients[p], names[lower], per_seat) for p in range(left, count)]
            steps.append(Step(StepKind.EVEN_UP, where, tuple(handouts), note=names[colour]))
            continue
        if remainder:
            reason = f"{names[colour]} is not a whole number of {names[lower]}"
        elif pool[lower]:
            reason = f"too few {names[lower]} in the pot to even up"
        else:
            reason = ""
        change, rest = _one_trip_change(
            chip_set, pool, left * values[colour], lower, recipients, where, odd_chip_reasons
        )
        steps.append(
            Step(
                StepKind.CHANGE,
                where,
                changed_out=ChipCounts(((names[colour], left),)),
                changed_in=change,
                reason=reason,
            )
        )
        for share, more in zip(received, rest.counts, strict=True):
            for position, n in enumerate(more):
                share[position] += n
        steps.extend(rest.steps)
        odd.extend(rest.odd_chips)
        changes += 1 + rest.rack_changes
        break
    return _finish(chip_set, recipients, received, steps, odd, changes)


def _one_trip_change(
    chip_set: ChipSet,
    pool: Sequence[int],
    value: int,
    below: int,
    recipients: Sequence[Recipient],
    where: str,
    odd_chip_reasons: Sequence[str],
) -> tuple[ChipCounts, Split]:
    """The chips to ask the rack for, worth ``value``, and the split of what is then left.

    The fewest chips come first. When they would send the dealer back to the rack, the
    change is asked for so that it shares out: each colour made up to a count that divides
    with the pot's own chips of it, or each recipient's part made up with the odd units in
    the smallest chip. The one that needs the fewest further trips (then the fewest chips)
    is taken: two red among three seats are changed for 3 blue and 4 white, not for 5 blue
    that need a second change.
    """
    count = len(recipients)
    unit = chip_set.values[-1]
    each, odd_units = divmod(value // unit, count)
    candidates = [chip_set.make_up(value, below=below)]
    if each:
        shared = {name: n * count for name, n in chip_set.make_up(each * unit, below=below)}
        if odd_units:
            smallest = chip_set.names[-1]
            shared[smallest] = shared.get(smallest, 0) + odd_units
        candidates.append(chip_set.counts_unchecked(chip_set.counts_of(ChipCounts.of(shared))))
    candidates.append(_dividing_change(chip_set, pool, value, below, count))
    best: tuple[ChipCounts, Split] | None = None
    for change in candidates:
        after = list(pool)
        for name, n in change:
            after[chip_set.index(name)] += n
        rest = split_chips(
            chip_set,
            chip_set.counts_unchecked(tuple(after)),
            recipients,
            where,
            odd_chip_reasons=odd_chip_reasons,
        )
        if best is None or (rest.rack_changes, _chip_count(change)) < (
            best[1].rack_changes,
            _chip_count(best[0]),
        ):
            best = (change, rest)
        if change is candidates[0] and rest.rack_changes == 0:
            break
    assert best is not None
    return best


def _dividing_change(
    chip_set: ChipSet, pool: Sequence[int], value: int, below: int, count: int
) -> ChipCounts:
    """Chips worth ``value``, highest first, each colour's count chosen so that it and the
    pot's chips of that colour divide by ``count`` (as many as fit when none does)."""
    values = chip_set.values
    aligned = [0] * len(values)
    rest = value
    for position in range(below, len(values)):
        most = rest // values[position]
        dividing = most - (pool[position] + most) % count
        last = position == len(values) - 1
        aligned[position] = most if last or dividing < 0 else dividing
        rest -= aligned[position] * values[position]
    return chip_set.counts_unchecked(tuple(aligned))


def _chip_count(counts: ChipCounts) -> int:
    return sum(n for _, n in counts)


def _finish(
    chip_set: ChipSet,
    recipients: Sequence[Recipient],
    received: list[list[int]],
    steps: list[Step],
    odd: list[Recipient],
    changes: int,
) -> Split:
    aligned = tuple(map(tuple, received))
    shares = tuple(
        (recipient, chip_set.counts_unchecked(counts))
        for recipient, counts in zip(recipients, aligned, strict=True)
    )
    return Split(shares, tuple(steps), tuple(odd), changes, aligned)
