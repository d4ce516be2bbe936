"""Splitting one pot's chips among tied winners, colour by colour, the way a dealer does.

(The steps it returns, and their words, are :mod:`~dealer_app.model.showdown.steps`'.)

Each recipient receives its share in value: the pot divided equally in smallest units, the
odd units one each to the first recipients in order (never two to one). The push is found
among the pot's own chips first (:mod:`~dealer_app.model.showdown.pushes`): a colour that
does not divide is evened up with the pot's lower chips, the next lower colour first and
then any lower one; chips go to the rack only when the pot's own chips cannot make every
share, and then the fewest chips. For chip values that nest this is exact; for others a
bounded search is made and, when it finds nothing, the leftover chips of a colour are
changed at the rack colour by colour (one trip where it can), which is always right in
value; then a search of its own bound looks for a push that changes fewer chips (of two
two-chips among three seats, one is changed, not both).

The push is then said colour by colour from the highest: what each recipient takes of it,
the last chips of a colour to some recipients with lower chips from the pot to the others
for them, a change at the rack, and the odd chips. After each step that evens a colour up
every recipient has the same (but for odd chips the steps have named): where the others'
lower chips cannot match the last chips alone (values that do not nest: three 10s are no
25), the takers of those take lower chips with them in the same step.

The same procedure halves a high-low pot (the high half first in order, so it takes the
odd unit) and divides a pot between boards when it is run more than once (the first board
takes the odd unit): the recipients are then parts of the pot, named by text, instead of
seats.

>>> from dealer_app.model.chips import ChipCounts, ChipSet
>>> chips = ChipSet.of(black=100, green=25, red=5, white=1)
>>> split = split_chips(chips, ChipCounts.of({"green": 15, "red": 4, "white": 5}), [9, 10],
...                     "Main pot", odd_chip_reasons=("first seat clockwise from the button",))
>>> {seat: counts.as_dict() for seat, counts in split.shares}
{9: {'green': 8}, 10: {'green': 7, 'red': 4, 'white': 5}}
>>> for step in split.steps:
...     print(step.text)
Main pot: 7 green each to seats 9 and 10.
Main pot: seat 9 takes the last green; seat 10 takes 4 red and 5 white for it.
>>> split.rack_changes, split.targets
(0, (200, 200))
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from dealer_app.model.chips import ChipCounts, ChipSet
from dealer_app.model.showdown.pushes import (
    Push,
    RackPush,
    WorkBound,
    fewest_rack_push,
    nested_push,
    nests,
    search_push,
    shares_of,
)
from dealer_app.model.showdown.steps import Handout, Step, StepKind
from dealer_app.model.words import Recipient, describe_recipients, join_words

__all__ = ["Split", "split_chips"]

# Each split made of the rest of a pot after a change at the rack, in the colour-by-colour
# way for chip values that do not nest, costs this much of the pot's bound of work.
_RACK_TRIAL_COST = 500

# How many amounts an even-up tries to level the recipients at before each takes all its
# lower chips, and how many choices one search for lower chips worth an amount may make
# (values that do not nest only: for others the first choice is right).
_LEVELS_TRIED = 200
_PICK_WORK = 400


@dataclass(frozen=True)
class Split:
    """The result of one split: each recipient's chips, in recipient order, and the steps.

    ``targets``, ``odd_chips`` and ``fewest_rack_changes`` are the rules' facts a push is
    checked against; ``shares`` and ``steps`` are the one push the dealer makes.
    """

    shares: tuple[tuple[Recipient, ChipCounts], ...]
    steps: tuple[Step, ...]
    odd_chips: tuple[Recipient, ...]
    """Recipients of the odd chips, in the order given out."""
    rack_changes: int = 0
    """How many chips of the pot this push takes to the rack to change."""
    counts: tuple[tuple[int, ...], ...] = ()
    """Each recipient's chips lined up with the chip set (highest value first)."""
    targets: tuple[int, ...] = ()
    """The value each recipient receives, in recipient order."""
    fewest_rack_changes: int = 0
    """The fewest chips any right push takes to the rack (for chip values that do not
    nest, the fewest found within the search's bound)."""
    where: str = ""
    """Where the split is made (a pot, a half, a board's part)."""


def split_chips(
    chip_set: ChipSet,
    chips: ChipCounts,
    recipients: Sequence[Recipient],
    where: str,
    *,
    odd_chip_reasons: Sequence[str] = (),
    take_reason: str = "",
    take_words: str = "",
    bound: WorkBound | None = None,
    planned: Push | None = None,
) -> Split:
    """Share ``chips`` equally among ``recipients``, given in odd-chip order.

    ``bound`` is the work the search may still do for chip values that do not nest,
    shared by every split of one pot (a fresh one when not given). ``planned`` is a push
    of these chips chosen for the whole pot (so that the splits that follow this one need
    no trip to the rack): it is made as it is when it gives each recipient its share.

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
    pool = chip_set.counts_of(chips)
    if count == 1 and any(pool):
        taker = recipients[0]
        taken = chip_set.counts_unchecked(pool)
        whole = tuple([Handout(taker, name, n) for name, n in taken.items])
        take = Step(StepKind.TAKE, where, whole, reason=take_reason, note=take_words)
        value = chip_set.value_of(chips)
        return Split(((taker, taken),), (take,), (), 0, (pool,), (value,), where=where)
    if planned is not None:
        targets = shares_of(chip_set.values, pool, count)
        if _pushes(chip_set.values, pool, targets, planned):
            return _said_push(
                chip_set, pool, recipients, where, odd_chip_reasons, targets, planned, None
            )
    work = bound if bound is not None else WorkBound()
    return _split(chip_set, pool, recipients, where, odd_chip_reasons, work)


def _pushes(values: Sequence[int], pool: Sequence[int], targets: Sequence[int], push: Push) -> bool:
    """Whether ``push`` gives out exactly ``pool``, each recipient its target."""
    if len(push) != len(targets):
        return False
    totals = [sum(column) for column in zip(*push, strict=True)]
    worth = [sum(n * value for n, value in zip(row, values, strict=True)) for row in push]
    return totals == list(pool) and worth == list(targets)


def _said_push(
    chip_set: ChipSet,
    pool: Sequence[int],
    recipients: Sequence[Recipient],
    where: str,
    reasons: Sequence[str],
    targets: tuple[int, ...],
    push: Push,
    change: RackPush | None,
) -> Split:
    """The split of a push found for the pot (after ``change`` at the rack, if any)."""
    colours = len(chip_set.values)
    changed = change.changed if change is not None else (0,) * colours
    given = change.given if change is not None else ()
    odd = tuple(recipients[p] for p, target in enumerate(targets) if target > targets[-1])
    steps = _said(chip_set, recipients, push, changed, given, pool, targets, where, reasons)
    changes = sum(changed)
    return _finish(chip_set, recipients, push, steps, odd, changes, targets, changes, where)


def _split(
    chip_set: ChipSet,
    pool: tuple[int, ...],
    recipients: Sequence[Recipient],
    where: str,
    reasons: Sequence[str],
    bound: WorkBound,
) -> Split:
    """The split of ``pool`` among two or more recipients (or of no chips at all)."""
    values = chip_set.values
    targets = shares_of(values, pool, len(recipients))
    odd = tuple(recipients[p] for p, target in enumerate(targets) if target > targets[-1])
    if not any(pool):
        empty = tuple(tuple(0 for _ in values) for _ in recipients)
        return _finish(chip_set, recipients, empty, (), odd, 0, targets, 0, where)
    own = _own_push(values, pool, targets, bound)
    if own is not None:
        return _said_push(chip_set, pool, recipients, where, reasons, targets, own, None)
    if nests(values):
        change = fewest_rack_push(values, pool, targets)
        if change is None:  # pragma: no cover - the change is chosen so that it shares out
            raise AssertionError(f"{where}: no push after the change at the rack")
        return _said_push(chip_set, pool, recipients, where, reasons, targets, change.push, change)
    by_colour = _split_at_the_rack(chip_set, list(pool), recipients, where, reasons, bound)
    # The colour-by-colour split may go to the rack with chips a cleverer push keeps: a
    # search of its own bound looks for a push with fewer.
    fewer = fewest_rack_push(values, pool, targets, fewer_than=by_colour.rack_changes)
    if fewer is None:
        return by_colour
    return _said_push(chip_set, pool, recipients, where, reasons, targets, fewer.push, fewer)


def _own_push(
    values: Sequence[int], pool: Sequence[int], targets: Sequence[int], bound: WorkBound
) -> Push | None:
    """A push of the pot's own chips, or None. The odd chips are set aside in the smallest
    chip first when the pot holds enough of them, as a dealer gives them out; otherwise an
    odd unit may come inside a larger chip."""
    odd = sum(1 for target in targets if target > targets[-1])
    if odd and pool[-1] >= odd:
        rest = [*pool[:-1], pool[-1] - odd]
        even = [targets[-1]] * len(targets)
        push = _push_of(values, rest, even, bound)
        if push is not None:
            return tuple(
                (*row[:-1], row[-1] + (target > targets[-1]))
                for row, target in zip(push, targets, strict=True)
            )
    return _push_of(values, pool, targets, bound)


def _push_of(
    values: Sequence[int], pool: Sequence[int], targets: Sequence[int], bound: WorkBound
) -> Push | None:
    """A push of exactly ``pool`` as ``targets``: exact for the colours in it that nest,
    a bounded search for others."""
    present = [colour for colour, n in enumerate(pool) if n]
    if not present:
        return None if any(targets) else tuple(tuple(0 for _ in values) for _ in targets)
    present_values = [values[colour] for colour in present]
    if not nests(present_values):
        return search_push(values, pool, targets, bound)
    found = nested_push(present_values, [pool[colour] for colour in present], targets)
    return None if found is None else tuple(_spread(row, present, len(values)) for row in found)


def _spread(row: Sequence[int], colours: Sequence[int], size: int) -> tuple[int, ...]:
    """A row of counts of some colours, lined up with all of them."""
    full = [0] * size
    for colour, n in zip(colours, row, strict=True):
        full[colour] = n
    return tuple(full)


def _said(
    chip_set: ChipSet,
    recipients: Sequence[Recipient],
    push: Push,
    changed: Sequence[int],
    given: Sequence[Sequence[int]],
    pool: Sequence[int],
    targets: Sequence[int],
    where: str,
    reasons: Sequence[str],
) -> tuple[Step, ...]:
    """The steps of a push, colour by colour from the highest, as a dealer says them.

    Of each colour, what every recipient takes alike first; a change at the rack of that
    colour next; then the last chips of it to the recipients holding more, the others
    taking lower chips of their push worth the same for them. The odd chips come last.
    A change whose chips an earlier step hands out is made before that step: the dealer
    can only push chips that are in the pot at that moment.
    """
    names, values = chip_set.names, chip_set.values
    colours = len(values)
    rows = [list(row) for row in push]
    # The pot as it stands, step by step, and the changes at the rack still to make.
    in_pot = list(pool)
    to_change = [colour for colour in range(colours) if changed[colour]]
    steps: list[Step] = []

    def change(colour: int) -> None:
        to_change.remove(colour)
        in_pot[colour] -= changed[colour]
        for lower, n in enumerate(given[colour]):
            in_pot[lower] += n
        name = names[colour]
        lower = pool[colour + 1] if colour + 1 < colours else 0
        steps.append(
            Step(
                StepKind.CHANGE,
                where,
                changed_out=ChipCounts(((name, changed[colour]),)),
                changed_in=chip_set.counts_unchecked(tuple(given[colour])),
                reason=f"too few {names[colour + 1]} in the pot to even up" if lower else "",
            )
        )

    def hand_out(step: Step) -> None:
        if not to_change:
            # No change still to make: the pot holds every chip the push still gives.
            steps.append(step)
            return
        needed = [0] * colours
        for handout in step.handouts:
            needed[chip_set.index(handout.chip)] += handout.count
        while short := [c for c in range(colours) if needed[c] > in_pot[c]]:
            ready = [c for c in to_change if in_pot[c] >= changed[c]]
            helping = [c for c in ready if any(given[c][lower] for lower in short)]
            if not (helping or ready):
                break
            change((helping or ready)[0])
        for colour, n in enumerate(needed):
            in_pot[colour] -= n
        steps.append(step)

    for colour in range(colours):
        name = names[colour]
        least = min(row[colour] for row in rows)
        if least:
            hand_out(
                Step(StepKind.SHARE, where, tuple(Handout(r, name, least) for r in recipients))
            )
            for row in rows:
                row[colour] -= least
        if colour in to_change:
            change(colour)
        if colour == colours - 1 or not any(row[colour] for row in rows):
            continue
        had_odd = [p for p, r in enumerate(recipients) if any(r in s.odd_kept for s in steps)]
        even_up = _even_up(chip_set, recipients, rows, colour, targets, where, reasons, had_odd)
        hand_out(even_up)
    # An odd chip an even-up names (inside the chips a recipient took there) is named there
    # only, with its reason.
    named = {kept for step in steps for kept in step.odd_kept}
    for step in _odd_chip_steps(chip_set, recipients, rows, targets, where, reasons, named):
        hand_out(step)
    return tuple(steps)


def _even_up(
    chip_set: ChipSet,
    recipients: Sequence[Recipient],
    rows: list[list[int]],
    colour: int,
    targets: Sequence[int],
    where: str,
    reasons: Sequence[str],
    odd_given: Collection[int],
) -> Step:
    """The last chips of ``colour`` to the recipients holding more of it; each other
    recipient takes lower chips of its push, next lower colour first, so that every
    recipient then has the same still to come, but for an odd chip given later.

    When the others' lower chips cannot make that (values that do not nest: 18 in 9s is no
    12), every recipient takes lower chips in the same step, the takers of the last chips
    too, as little as leaves every recipient level when the step is done: the dealer never
    leaves a seat short for a later step to make up. An odd unit that comes inside chips taken
    here (the recipients at positions ``odd_given`` have had theirs already) is named in the
    step, each with ``reasons``' reason; when it stays inside the last chips a taker took,
    the others' lower chips are worth that unit less than the chips they stand for
    (``short``)."""
    names, values = chip_set.names, chip_set.values
    extra = [row[colour] for row in rows]
    most = max(extra)
    handouts = [Handout(r, names[colour], e) for r, e in zip(recipients, extra, strict=True) if e]
    for row in rows:
        row[colour] = 0
    # What each recipient is still to receive after this colour, less the odd chip it is
    # still to be given.
    unit = values[-1]
    pending = [
        int(target > targets[-1] and position not in odd_given) * unit
        for position, target in enumerate(targets)
    ]
    still = [_worth(row, values) - o for row, o in zip(rows, pending, strict=True)]
    # Every recipient is evened up to what the takers of the last chips have still to come,
    # or less when only less can be made of each one's lower chips. A taker whose odd unit
    # came inside the chips it took has nothing of it to come (``still`` below nothing):
    # the others are evened up to nothing, a unit short.
    least = min(s for s, e in zip(still, extra, strict=True) if e == most)
    picks = _level(rows, colour + 1, still, pending, values, max(0, least))
    # Odd units inside the chips taken here are said where the seats' chips differ by them.
    kept = [position for position, (_, inside) in enumerate(picks) if inside]
    short = [
        recipients[position]
        for position, (taken, _) in enumerate(picks)
        if least < 0
        and extra[position] != most
        and _worth(taken, values[colour + 1 :]) == (most - extra[position]) * values[colour] - unit
    ]
    for position, (taken, _) in enumerate(picks):
        for lower, n in enumerate(taken, colour + 1):
            if n:
                rows[position][lower] -= n
                handouts.append(Handout(recipients[position], names[lower], n))
    # An odd unit stays inside the last chips a taker took (the others' lower chips a unit
    # short of them), or comes inside the lower chips a recipient takes here: said apart.
    staying = [position for position in kept if not any(picks[position][0])]
    inside = [position for position in kept if any(picks[position][0])]
    said = [
        _odd_kept(chip_set, recipients, staying, reasons),
        _odd_inside(chip_set, recipients, inside, reasons),
    ]
    return Step(
        StepKind.EVEN_UP,
        where,
        tuple(handouts),
        note=names[colour],
        reason=", ".join(words for words in said if words),
        short=tuple(short),
        odd_kept=tuple(recipients[position] for position in kept),
    )


def _level(
    rows: Sequence[Sequence[int]],
    start: int,
    still: Sequence[int],
    pending: Sequence[int],
    values: Sequence[int],
    highest: int,
) -> list[tuple[list[int], bool]]:
    """Each recipient's lower chips (of ``rows`` from colour ``start`` on) to take so that
    every recipient has the same still to come, ``highest`` if the chips allow, else the
    most they allow; and whether its odd unit (``pending``) comes inside them.

    With nothing still to come each recipient takes all its lower chips, so there is
    always an answer; the levels tried between are bounded in number."""
    unit = values[-1]
    level = highest
    for _ in range(_LEVELS_TRIED):
        if level <= 0:
            break
        picks = _picks_at(rows, start, still, pending, values, level)
        if picks is not None:
            return picks
        level -= unit
    picks = _picks_at(rows, start, still, pending, values, 0)
    if picks is None:  # pragma: no cover - at nothing still to come every chip is taken
        raise AssertionError("no even-up leaves the recipients level")
    return picks


def _picks_at(
    rows: Sequence[Sequence[int]],
    start: int,
    still: Sequence[int],
    pending: Sequence[int],
    values: Sequence[int],
    level: int,
) -> list[tuple[list[int], bool]] | None:
    """Each recipient's lower chips leaving it ``level`` still to come, and whether its odd
    unit comes inside them; None when a recipient's chips cannot make it.

    A recipient with its odd unit still to come (``pending``) takes it inside the chips when
    only that makes the amount, or keeps it inside the last chips it took when those are
    already worth more than its share."""
    unit = values[-1]
    picks: list[tuple[list[int], bool]] = []
    for row, left, odd in zip(rows, still, pending, strict=True):
        owed = left - level
        if owed <= 0:
            if owed and not (odd and owed == -unit):
                return None
            picks.append(([0] * (len(values) - start), owed < 0))
            continue
        taken = _taken_from(row, start, owed, values)
        inside = taken is None and bool(odd)
        if inside:
            taken = _taken_from(row, start, owed + unit, values)
        if taken is None:
            return None
        picks.append((taken, inside))
    return picks


def _worth(row: Sequence[int], values: Sequence[int]) -> int:
    """The value of a row of chip counts."""
    return sum(n * value for n, value in zip(row, values, strict=True))


def _odd_kept(
    chip_set: ChipSet,
    recipients: Sequence[Recipient],
    kept: Sequence[int],
    reasons: Sequence[str],
) -> str:
    """Why lower chips are worth less than the chips they stand for: the recipients at
    positions ``kept`` keep an odd unit inside the chips they took, each said with the rule
    that gives it to them, in the order the odd chips go ("the odd white chips staying with
    seat 4 (first seat clockwise from the button) and seats 6 and 9 (next seat clockwise
    from the button)"); ``""`` when nobody keeps one."""
    if not kept:
        return ""
    # Recipients given an odd chip for the same reason are said together.
    said = [
        describe_recipients([recipients[position] for position in group])
        + (f" ({reason})" if reason else "")
        for reason, group in itertools.groupby(kept, key=lambda at: _reason_at(reasons, at))
    ]
    chips = "chip" if len(kept) == 1 else "chips"
    return f"the odd {chip_set.names[-1]} {chips} staying with {join_words(said)}"


def _odd_inside(
    chip_set: ChipSet,
    recipients: Sequence[Recipient],
    inside: Sequence[int],
    reasons: Sequence[str],
) -> str:
    """The odd units that come inside the lower chips the recipients at positions ``inside``
    take (no chip of the odd chip's colour among them), each said with the rule that gives
    it ("the odd one chip of board 1 is in the larger chips it took (the first board takes
    the odd chip)"); ``""`` when nobody's does."""
    said = []
    for reason, group in itertools.groupby(inside, key=lambda at: _reason_at(reasons, at)):
        takers = [recipients[position] for position in group]
        one = len(takers) == 1
        words = (
            f"the odd {chip_set.names[-1]} {'chip' if one else 'chips'} of "
            f"{describe_recipients(takers)} {'is' if one else 'are'} in the larger chips "
            f"{'it' if one else 'they'} took"
        )
        said.append(words + (f" ({reason})" if reason else ""))
    return join_words(said)


def _taken_from(
    row: Sequence[int], start: int, value: int, values: Sequence[int]
) -> list[int] | None:
    """Chips of ``row`` from colour ``start`` on worth exactly ``value``, as many of the
    highest as will do, then of the next (for values that nest, simply the most of each
    from the highest); None when none are found within a bounded search."""
    colours = len(values)
    # The worth of the row's chips from each colour on, and what every amount made of them
    # is a multiple of.
    below = [0] * (colours + 1)
    step = [0] * (colours + 1)
    for colour in range(colours - 1, start - 1, -1):
        below[colour] = below[colour + 1] + row[colour] * values[colour]
        step[colour] = math.gcd(step[colour + 1], values[colour] if row[colour] else 0)
    taken = [0] * colours
    work = [_PICK_WORK]

    def place(colour: int, left: int) -> bool:
        if left == 0:
            return True
        if left > below[colour] or left % step[colour]:
            return False
        value = values[colour]
        fewest = max(0, -(-(left - below[colour + 1]) // value))
        for n in range(min(row[colour], left // value), fewest - 1, -1):
            work[0] -= 1
            if work[0] < 0:
                return False
            taken[colour] = n
            if place(colour + 1, left - n * value):
                return True
        taken[colour] = 0
        return False

    return taken[start:] if place(start, value) else None


def _reason_at(reasons: Sequence[str], position: int) -> str:
    """Why the recipient at ``position`` gets an odd chip (``""``: no reason given)."""
    return reasons[position] if position < len(reasons) else ""


def _odd_chip_steps(
    chip_set: ChipSet,
    recipients: Sequence[Recipient],
    rows: list[list[int]],
    targets: Sequence[int],
    where: str,
    reasons: Sequence[str],
    named: Collection[Recipient] = (),
) -> list[Step]:
    """The odd chips, one each to the first recipients but those whose odd unit an
    even-up has ``named`` already; anything else still to push (a share whose odd unit came
    inside a larger chip) is said as taken."""
    unit = chip_set.names[-1]
    steps: list[Step] = []
    for position, row in enumerate(rows):
        if targets[position] <= targets[-1] or recipients[position] in named:
            continue
        # No chip left to give: the odd unit came inside a larger chip the recipient took.
        given = 1 if row[-1] else 0
        row[-1] -= given
        handout = (Handout(recipients[position], unit, given),)
        steps.append(Step(StepKind.ODD_CHIP, where, handout, reason=_reason_at(reasons, position)))
    for recipient, row in zip(recipients, rows, strict=True):
        rest = tuple(
            Handout(recipient, name, n) for name, n in zip(chip_set.names, row, strict=True) if n
        )
        if rest:
            steps.append(Step(StepKind.TAKE, where, rest, reason="to make up the share"))
    return steps


def _split_at_the_rack(
    chip_set: ChipSet,
    pool: list[int],
    recipients: Sequence[Recipient],
    where: str,
    odd_chip_reasons: Sequence[str],
    bound: WorkBound,
) -> Split:
    """For chip values that do not nest, when no push from the pot's chips was found:
    colour by colour, each colour shared out, its leftover evened up with the next lower
    colour from the pot or else changed at the rack, and the rest split again."""
    count = len(recipients)
    names, values = chip_set.names, chip_set.values
    colours = len(names)
    targets = shares_of(values, pool, count)
    received = [[0] * colours for _ in recipients]
    steps: list[Step] = []
    odd: list[Recipient] = []
    changes = 0
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
            chip_set, pool, left * values[colour], lower, recipients, where, odd_chip_reasons, bound
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
        changes += left + rest.rack_changes
        break
    return _finish(
        chip_set, recipients, received, steps, tuple(odd), changes, targets, changes, where
    )


def _one_trip_change(
    chip_set: ChipSet,
    pool: Sequence[int],
    value: int,
    below: int,
    recipients: Sequence[Recipient],
    where: str,
    odd_chip_reasons: Sequence[str],
    bound: WorkBound,
) -> tuple[ChipCounts, Split]:
    """The chips to ask the rack for, worth ``value``, and the split of what is then left.

    The fewest chips come first. When they would send the dealer back to the rack, the
    change is asked for so that it shares out: each colour made up to a count that divides
    with the pot's own chips of it, or each recipient's part made up with the odd units in
    the smallest chip. The one that needs the fewest further trips (then the fewest chips)
    is taken: two red among three seats are changed for 3 blue and 4 white, not for 5 blue
    that need a second change. Each candidate tried costs the pot's bound of work; when it
    is spent, the first candidate is taken.
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
        bound.left -= _RACK_TRIAL_COST
        rest = _split(chip_set, tuple(after), recipients, where, odd_chip_reasons, bound)
        if best is None or _cost(change, rest) < _cost(*best):
            best = (change, rest)
        if (change is candidates[0] and _cost(change, rest)[:2] == (0, 0)) or bound.left <= 0:
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


def _cost(change: ChipCounts, rest: Split) -> tuple[int, int, int]:
    """How a change at the rack is ranked: the chips the rest sends to the rack again, the
    odd units that come inside larger chips (a dealer gives them in the smallest chip),
    then the chips asked for."""
    inside = sum(
        1 for step in rest.steps if step.kind is StepKind.ODD_CHIP and not step.handouts[0].count
    ) + sum(len(step.odd_kept) for step in rest.steps)
    return rest.rack_changes, inside, change.chip_count


def _finish(
    chip_set: ChipSet,
    recipients: Sequence[Recipient],
    received: Sequence[Sequence[int]],
    steps: Sequence[Step],
    odd: tuple[Recipient, ...],
    changes: int,
    targets: tuple[int, ...],
    fewest: int,
    where: str,
) -> Split:
    aligned = tuple(map(tuple, received))
    shares = tuple(
        (recipient, chip_set.counts_unchecked(counts))
        for recipient, counts in zip(recipients, aligned, strict=True)
    )
    return Split(shares, tuple(steps), odd, changes, aligned, targets, fewest, where)
