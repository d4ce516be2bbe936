"""The room's rake: taken from the pot before the push, as a card-room dealer drops it.

A :class:`Rake` is a percentage of the pot with a cap per hand, "no flop, no drop" (a hand
that ends before the flop is not raked), and the jackpot or promotion ``drop``, a fixed
amount taken when the pot reaches ``drop_from``. Both are taken before anything is split,
the rake first and the drop next, from the main pot first (then the side pots in order when
the main pot is too small); returned bets are never raked. Every amount is rounded down to
the smallest chip, so the box never takes a broken chip.

>>> from dealer_app.model.chips import ChipCounts, ChipSet
>>> from dealer_app.model.showdown.pots import single_pot
>>> chips = ChipSet.of(black=100, green=25, red=5, white=1)
>>> rake = Rake(percent=10, cap=5, drop=1)
>>> taken = take_rake(rake, chips, [single_pot(650, [1, 4])], [ChipCounts.of({"black": 6,
...     "green": 2})], flop_seen=True)
>>> taken.rake, taken.drop, taken.left[0].as_dict()
(5, 1, {'black': 6, 'green': 1, 'red': 3, 'white': 4})
>>> for step in taken.steps:
...     print(step.text)  # doctest: +NORMALIZE_WHITESPACE
Rake: change 1 green at the rack for 4 red, 5 white, then drop 1 red into the box
    (10% of 650, capped at 5).
Jackpot drop: drop 1 white into the drop box.

The basis of the rake says its amounts as the table writes money:

>>> from dealer_app.model.room.money import MoneyUnit
>>> print(taken.steps[0].words(MoneyUnit("$")))  # doctest: +NORMALIZE_WHITESPACE
Rake: change 1 green at the rack for 4 red, 5 white, then drop 1 red into the box
    (10% of $650, capped at $5).
>>> take_rake(rake, chips, [single_pot(650, [1, 4])], [ChipCounts.of({"black": 6,
...     "green": 2})], flop_seen=False).total
0
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from dealer_app.model.chips import ChipCounts, ChipSet, is_whole_number
from dealer_app.model.money_words import MoneyWords
from dealer_app.model.showdown.pots import Pot
from dealer_app.model.showdown.steps import Handout, Step, StepKind
from dealer_app.model.words import join_words

__all__ = ["RAKE_SOURCES", "Rake", "RakeError", "RakeTaken", "take_rake"]

RAKE_SOURCES = ("main_pot_first", "each_pot")
"""The ways a rake is taken from the pots (the ``from`` field of the format)."""

_RAKE_BOX = "Rake"
_DROP_BOX = "Jackpot drop"


class RakeError(ValueError):
    """A rake that cannot be: the message names the field."""


@dataclass(frozen=True)
class Rake:
    """The room's rake: ``percent`` of the pot up to ``cap`` per hand, and the ``drop``."""

    percent: Fraction | int | float | str = 0
    cap: int | None = None
    no_flop_no_drop: bool = True
    drop: int = 0
    """The jackpot or promotion drop, taken on top of the rake (not counted in the cap)."""
    drop_from: int = 0
    """The drop is taken only from a hand whose pots reach this amount."""
    source: str = "main_pot_first"
    """Where the rake comes from: ``"main_pot_first"`` (the percentage of all the pots,
    taken from the main pot first) or ``"each_pot"`` (each pot gives its own percentage,
    rounded down to the smallest chip, main pot first, until the cap)."""

    def __post_init__(self) -> None:
        try:
            percent = Fraction(self.percent) if not isinstance(self.percent, bool) else None
        except (TypeError, ValueError):
            percent = None
        if percent is None or not 0 <= percent <= 100:
            shown = self.percent if isinstance(self.percent, Fraction | int) else repr(self.percent)
            raise RakeError(f"rake: percent {shown} is not a number from 0 to 100")
        object.__setattr__(self, "percent", percent)
        for field in ("cap", "drop", "drop_from"):
            value = getattr(self, field)
            if value is None and field == "cap":
                continue
            if not is_whole_number(value) or value < 0:
                raise RakeError(f"rake: {field} {value!r} is not a whole number of chips' value")
        if self.source not in RAKE_SOURCES:
            raise RakeError(f"rake: from {self.source!r} is not one of " + ", ".join(RAKE_SOURCES))
        if not isinstance(self.no_flop_no_drop, bool):
            raise RakeError(f"rake: no_flop_no_drop {self.no_flop_no_drop!r} is not true/false")

    def check_chips(self, chips: ChipSet) -> None:
        """Refuse a cap or drop the smallest chip cannot pay exactly."""
        for field in ("cap", "drop", "drop_from"):
            value = getattr(self, field)
            if value is not None:
                chips.check_value(value, f"rake: {field}")

    def describe(self, money: Callable[[int], str] = str) -> str:
        """Plain words, each amount written by ``money`` as the table or drill writes money
        (plain by default): ``"10% capped at 5, no flop no drop, jackpot drop 1"``.

        >>> from dealer_app.model.room.money import MoneyUnit
        >>> Rake(percent=5, cap=1500, drop=1000).describe(MoneyUnit("$", 100).text)
        '5% capped at $15, no flop no drop, jackpot drop $10'
        """
        template = f"{float(self.percent):g}%"
        amounts: list[int] = []
        if self.cap is not None:
            template += " capped at {}"
            amounts.append(self.cap)
        if self.source == "each_pot":
            template += " of each pot"
        if self.no_flop_no_drop:
            template += ", no flop no drop"
        if self.drop:
            template += ", jackpot drop {}"
            amounts.append(self.drop)
        return MoneyWords(template, tuple(amounts)).written(money)


@dataclass(frozen=True)
class RakeTaken:
    """What the box takes from one hand, pot by pot, and each pot's chips left to split."""

    rake: int
    drop: int
    per_pot: tuple[int, ...]
    """Value taken from each pot (rake and drop together), main pot first."""
    left: tuple[ChipCounts, ...]
    """Each pot's chips after the rake and drop."""
    chips: ChipCounts
    """The chips that went into the boxes."""
    steps: tuple[Step, ...]
    rounded_away: MoneyWords | None = None
    """How a rake due came to nothing (``"5% of 12 rounds down to 0"``): no step shows it, as
    nothing goes into the box."""
    dropped: tuple[int, ...] = ()
    """Of :attr:`per_pot`, the value the drop took from each pot (the rest is the rake's)."""

    @property
    def total(self) -> int:
        return self.rake + self.drop

    def took_all(self, pot: Pot, number: int) -> str:
        """What took every chip of ``pot`` (pot ``number``), in words: ``"the rake"``, ``"the
        jackpot drop"`` or ``"the rake and the jackpot drop"``; ``""`` when chips are left."""
        taken = self.per_pot[number]
        if not taken or taken < pot.amount:
            return ""
        dropped = self.dropped[number] if number < len(self.dropped) else 0
        boxes = [
            box
            for box, part in (("the rake", taken - dropped), ("the jackpot drop", dropped))
            if part
        ]
        return " and ".join(boxes)

    def pot_after(self, pot: Pot, number: int) -> Pot:
        """``pot`` with what the box took from it removed."""
        return dataclasses.replace(pot, amount=pot.amount - self.per_pot[number])


def take_rake(
    rake: Rake,
    chip_set: ChipSet,
    pots: Sequence[Pot],
    pot_chips: Sequence[ChipCounts],
    *,
    flop_seen: bool,
) -> RakeTaken:
    """Take the rake and the drop from ``pots`` (whose chips are ``pot_chips``)."""
    raked = sum(pot.amount for pot in pots if not pot.returned)
    unit = chip_set.unit
    rake_value = drop_value = 0
    why = MoneyWords("")
    rounded_away: MoneyWords | None = None
    each_pot: list[int] | None = None
    if flop_seen or not rake.no_flop_no_drop:
        percent = Fraction(rake.percent)
        rake_value = int(raked * percent / 100) // unit * unit
        why = MoneyWords.of(f"{float(percent):g}% of {{}}", raked)
        if rake.source == "each_pot":
            each_pot = [
                0 if pot.returned else int(pot.amount * percent / 100) // unit * unit
                for pot in pots
            ]
            rake_value = sum(each_pot)
            why = MoneyWords(f"{float(percent):g}% of each pot")
        if rake.cap is not None and rake_value > rake.cap:
            rake_value = rake.cap
            why = MoneyWords(why.template + ", capped at {}", (*why.amounts, rake.cap))
        if each_pot is not None:
            room = rake_value
            for number, part in enumerate(each_pot):
                each_pot[number] = min(part, room)
                room -= each_pot[number]
        if rake.drop and raked >= max(rake.drop_from, 1) and raked - rake_value >= rake.drop:
            drop_value = rake.drop
        if raked and not rake_value:
            # Said of the pots raked one by one when there are several, else of the one sum.
            raked_pots = [pot.amount for pot in pots if not pot.returned]
            if each_pot is None or len(raked_pots) == 1:
                raked_pots = [raked]
            places = join_words(["{}" for _pot in raked_pots])
            of = "each of " if len(raked_pots) > 1 else ""
            rounded_away = MoneyWords(
                f"{float(percent):g}% of {of}{places} rounds down to {{}}", (*raked_pots, 0)
            )
    left = list(pot_chips)
    per_pot = [0] * len(pots)
    dropped = [0] * len(pots)
    steps: list[Step] = []
    boxed: dict[str, int] = {}
    # With more than one pot, each step names the pot its chips come from, the main too.
    several = sum(1 for pot in pots if pot.amount and not pot.returned) > 1
    for box, value, reason in (
        (_RAKE_BOX, rake_value, why),
        (_DROP_BOX, drop_value, MoneyWords("")),
    ):
        for number, pot in enumerate(pots):
            if not value:
                break
            available = pot.amount - per_pot[number]
            if pot.returned or not available:
                continue
            part = min(value, available)
            if box == _RAKE_BOX and each_pot is not None:
                part = each_pot[number]
                if not part:
                    continue
            # The drop that follows from the same pot is changed for on the rake's trip.
            then = min(drop_value, available - part) if box == _RAKE_BOX else 0
            taken, rest, out, changed_in = _take_value(chip_set, left[number], part, then)
            left[number] = rest
            per_pot[number] += part
            if box == _DROP_BOX:
                dropped[number] += part
            value -= part
            for name, count in taken:
                boxed[name] = boxed.get(name, 0) + count
            where = f"{box}, {pot.name}" if several else box
            into = "box" if box == _RAKE_BOX else "drop box"
            handouts = tuple(Handout(into, name, count) for name, count in taken)
            steps.append(Step(StepKind.RAKE, where, handouts, out, changed_in, reason))
    return RakeTaken(
        rake_value,
        drop_value,
        tuple(per_pot),
        tuple(left),
        ChipCounts.of({name: boxed[name] for name in chip_set.names if name in boxed}),
        tuple(steps),
        rounded_away,
        tuple(dropped),
    )


def _take_value(
    chip_set: ChipSet, counts: ChipCounts, value: int, then: int = 0
) -> tuple[ChipCounts, ChipCounts, ChipCounts, ChipCounts]:
    """Take ``value`` from ``counts``: (taken, left, changed out, changed in at the rack).

    The dealer takes the highest chips that fit; when the pot's chips cannot make the value,
    one chip is changed at the rack first (the smallest that can), for lower chips that pay
    the rest exactly, and ``then`` (what is taken next from the same pot) too when the
    change holds it.
    """
    values = chip_set.values
    held = list(chip_set.counts_of(counts))
    changed_out = [0] * len(values)
    changed_in = [0] * len(values)
    while True:
        taken, rest = _highest_that_fit(values, held, value)
        if not rest:
            break
        # One chip changed at the rack, the smallest whose change pays what the pot's other
        # chips leave to take; else (no one chip does) the smallest chip in the pot worth more
        # than what is still to take, and the rest taken again.
        position = _one_chip_to_change(values, held, value)
        if position is not None:
            held[position] -= 1
            rest = _highest_that_fit(values, held, value)[1]
        else:
            position = max(
                index for index, worth in enumerate(values) if held[index] and worth > rest
            )
            held[position] -= 1
        changed_out[position] += 1
        remainder = values[position] - rest
        parts = (rest, then, remainder - then) if 0 < then <= remainder else (rest, remainder)
        for part in parts:
            if not part:
                continue
            for name, count in chip_set.make_up(part, below=position + 1):
                held[chip_set.index(name)] += count
                changed_in[chip_set.index(name)] += count
    left = [have - take for have, take in zip(held, taken, strict=True)]
    return (
        chip_set.counts_from(taken),
        chip_set.counts_from(left),
        chip_set.counts_from(changed_out),
        chip_set.counts_from(changed_in),
    )


def _highest_that_fit(
    values: Sequence[int], held: Sequence[int], value: int
) -> tuple[list[int], int]:
    """The highest chips of ``held`` that fit in ``value``, and what they leave to take."""
    taken = [0] * len(values)
    rest = value
    for position, chip_value in enumerate(values):
        taken[position] = min(held[position], rest // chip_value)
        rest -= taken[position] * chip_value
    return taken, rest


def _one_chip_to_change(values: Sequence[int], held: Sequence[int], value: int) -> int | None:
    """The smallest chip of ``held`` that, changed at the rack, pays what the other chips
    leave to take of ``value`` (None: no one chip does)."""
    for position in reversed(range(len(values))):
        if not held[position] or position == len(values) - 1:
            continue
        others = list(held)
        others[position] -= 1
        rest = _highest_that_fit(values, others, value)[1]
        if 0 < rest <= values[position]:
            return position
    return None
