"""The money of a training spot: who put in what, who folded, and the chips in the pots.

A spot's money is what a hand leaves at the showdown: every live seat called the last bet
or went all in for less; folded seats leave what they had put in (dead money); a bet no one
could call is partly returned. The pots' chips are laid out as a dealer finds them: mostly
the biggest chips, with some bets still in smaller ones.

>>> import random
>>> from dealer_app.model.showdown.scenario import STANDARD_CHIPS
>>> plan = MoneyPlan(live=(1, 4, 7), folded=(2,), short=1, dead=True)
>>> committed = commit(random.Random(3), plan, STANDARD_CHIPS, difficulty=3)
>>> sorted(committed) == [1, 2, 4, 7] and committed[2] > 0
True
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from dealer_app.model.chips import ChipCounts, ChipSet

__all__ = ["CHIP_SETS", "MoneyPlan", "commit", "loose_chips"]

CHIP_SETS: tuple[ChipSet, ...] = (
    ChipSet.of(black=100, green=25, red=5, white=1),
    ChipSet.of(green=25, red=5, white=1),
    ChipSet.of(purple=500, black=100, green=25, red=5),
    ChipSet.of(yellow=1000, purple=500, black=100, green=25),
    ChipSet.of(black=100, green=25, red=5, blue=2, white=1),
)
"""Chip sets spots are played with: a card room's cash set first, then a home game's, two
tournament sets and a set with 2-chips, by difficulty."""

# How many times the smallest chip the usual bet is, by chip set: bets are made in the
# colours players use, not in single units.
_BET_STEPS = (5, 5, 1, 1, 5)


@dataclass(frozen=True)
class MoneyPlan:
    """What the money of a spot must show.

    ``live``: the seats at the showdown; ``folded``: the seats that folded. ``short``: how
    many live seats are all in for less than the others put in (side pots). ``dead``: a
    folded seat leaves chips in. ``uncalled``: the biggest bet was not called in full.
    ``odd_among``: the seats that tie, with ``odd`` true when the pot they share must leave
    an odd chip (its value is not a multiple of their number in smallest chips).
    """

    live: tuple[int, ...]
    folded: tuple[int, ...] = ()
    short: int = 0
    dead: bool = False
    uncalled: bool = False
    odd_among: tuple[int, ...] = ()
    odd: bool = False


def commit(
    rng: random.Random, plan: MoneyPlan, chips: ChipSet, *, difficulty: int
) -> dict[int, int]:
    """What each seat put in, following ``plan``; amounts are multiples of the smallest chip."""
    unit = chips.unit
    step = unit * _BET_STEPS[CHIP_SETS.index(chips)] if chips in CHIP_SETS else unit
    bet = step * rng.randint(4, 20 + 30 * difficulty)
    live = list(plan.live)
    committed = dict.fromkeys(live, bet)
    shorts = rng.sample(live, min(plan.short, max(0, len(live) - 2)))
    levels = sorted(rng.sample(range(1, max(2, bet // unit)), len(shorts)))
    for seat, level in zip(shorts, levels, strict=True):
        committed[seat] = level * unit
    if plan.uncalled:
        top = rng.choice([seat for seat in live if seat not in shorts])
        committed[top] = bet + step * rng.randint(1, 40)
    for seat in plan.folded:
        committed[seat] = 0
    if plan.folded and (plan.dead or rng.random() < 0.5):
        for seat in rng.sample(list(plan.folded), rng.randint(1, len(plan.folded))):
            committed[seat] = min(bet, unit * rng.choice((1, 2, 5, 10, bet // unit // 2 or 1)))
        committed = _ensure_dead(committed, plan, unit)
    if plan.odd_among:
        committed = _make_odd(committed, plan, unit)
    return committed


def _ensure_dead(committed: dict[int, int], plan: MoneyPlan, unit: int) -> dict[int, int]:
    if any(committed[seat] for seat in plan.folded):
        return committed
    committed[plan.folded[0]] = unit
    return committed


def _shared_pot(committed: Mapping[int, int], plan: MoneyPlan) -> int:
    """The value of the main pot the tied seats contest (they put in the most)."""
    level = min(committed[seat] for seat in plan.odd_among)
    return sum(min(amount, level) for amount in committed.values())


def _make_odd(committed: dict[int, int], plan: MoneyPlan, unit: int) -> dict[int, int]:
    """Nudge a folded seat's chips (or the bet) so the tied seats' pot is odd or even."""
    ties = len(plan.odd_among)
    for _ in range(ties * 2):
        odd = (_shared_pot(committed, plan) // unit) % ties != 0
        if odd == plan.odd:
            return committed
        if plan.folded:
            seat = plan.folded[0]
            cap = min(committed[seat] for seat in plan.odd_among)
            committed[seat] = min(committed[seat] + unit, cap) if committed[seat] < cap else unit
        else:
            for seat in committed:
                committed[seat] += unit
    return committed


def loose_chips(
    rng: random.Random, chips: ChipSet, amounts: Sequence[int], breaks: int
) -> tuple[ChipCounts, ...]:
    """The chips of pots worth ``amounts`` as they lie: the fewest chips, with ``breaks``
    chips still in the next colour down (bets not yet coloured up).

    >>> chips = ChipSet.of(black=100, green=25, red=5, white=1)
    >>> [counts.as_dict() for counts in loose_chips(random.Random(1), chips, [250], 0)]
    [{'black': 2, 'green': 2}]
    >>> sum(chips.value_of(c) for c in loose_chips(random.Random(1), chips, [250, 31], 3))
    281
    """
    piles = []
    values = chips.values
    for amount in amounts:
        counts = list(chips.counts_of(chips.make_up(amount)))
        for _ in range(breaks):
            big = [
                colour
                for colour in range(len(values) - 1)
                if counts[colour] and values[colour] % values[colour + 1] == 0
            ]
            if not big:
                break
            colour = rng.choice(big)
            counts[colour] -= 1
            counts[colour + 1] += values[colour] // values[colour + 1]
        piles.append(chips.counts_from(counts))
    return tuple(piles)
