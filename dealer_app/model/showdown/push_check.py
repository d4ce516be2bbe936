"""A trainee's push of one pot checked against the rules' facts, not against one push.

A push is right when each seat receives its share in value, each odd chip goes to the seat
the rules name, and the chips are the pot's own plus what was changed at the rack (a chip
taken to the rack comes back as lower chips of the same value). Which seat takes the larger
chips of an even-up is not a rule. A right push that took more chips to the rack than the
fewest is still right; the verdict then says how a dealer saves the trip.

>>> from dealer_app.model.chips import ChipCounts, ChipSet
>>> chips = ChipSet.of(black=100, green=25, red=5, white=1)
>>> facts = PotFacts("Main pot", ChipCounts.of({"green": 15, "red": 4, "white": 5}),
...                  {9: 200, 10: 200}, (), ())
>>> check_push(chips, facts, {9: {"green": 8}, 10: {"green": 7, "red": 4, "white": 5}}, ())
PushVerdict(mistakes=(), notes=())
>>> check_push(chips, facts, {9: {"green": 8}, 10: {"green": 7, "red": 4, "white": 4}}, ())
PushVerdict(mistakes=('Main pot: seat 10 gets 199 in value, not 200.',), notes=())

The odd chips are checked by who takes them, not by the order they are named in
(:func:`odd_chips_mistake`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from dealer_app.model.chips import ChipCounts, ChipSet
from dealer_app.model.showdown.odd_chips import odd_chips_go
from dealer_app.model.showdown.result import PotResult, Result
from dealer_app.model.showdown.scenario import Scenario
from dealer_app.model.showdown.steps import StepKind

__all__ = [
    "OddChipNaming",
    "PotFacts",
    "PushVerdict",
    "check_push",
    "chips_to_the_rack",
    "facts_of",
    "left_whole",
    "odd_chip_naming",
    "odd_chips_mistake",
    "paid_nothing_mistake",
    "pushed_by_colour",
    "why_seat_cannot_win",
]


@dataclass(frozen=True)
class PotFacts:
    """What the rules say of one pot's push: its chips, each seat's share in value, who takes
    each odd chip (seat and reason, in order), and how a dealer pushes it with the fewest
    chips taken to the rack (``fewest_rack_changes`` and the words of that push's even-ups).

    ``division_odd_chips`` are the seats of ``odd_chips`` that take the odd unit of halving the
    pot or dividing it between boards, within the half or board they win whole: that unit is
    in their share, not the odd chip of a tie, so naming it is allowed but not needed."""

    name: str
    chips: ChipCounts
    shares: Mapping[int, int]
    odd_chips: tuple[tuple[int, str], ...]
    even_ups: tuple[str, ...]
    fewest_rack_changes: int = 0
    division_odd_chips: tuple[int, ...] = ()
    cannot_win: tuple[tuple[int, str], ...] = ()
    """The seats of the hand that cannot win this pot, each with why
    (:func:`why_seat_cannot_win`)."""


@dataclass(frozen=True)
class PushVerdict:
    """The mistakes of a push (none: it is right), and notes said even of a right push."""

    mistakes: tuple[str, ...]
    notes: tuple[str, ...]

    @property
    def right(self) -> bool:
        """True when the push breaks no rule."""
        return not self.mistakes


def pushed_by_colour(chip_set: ChipSet, pushed: Mapping[int, Mapping[str, int]]) -> list[int]:
    """The chips a push gives (each seat's chips by colour name) counted by colour, in the
    set's order; a name not of the set is left out (the push is told of it seat by seat).

    >>> pushed_by_colour(ChipSet.of(black=100, white=1), {1: {"white": 3}, 2: {"white": 2}})
    [0, 5]
    """
    counts = [0] * len(chip_set)
    for chips in pushed.values():
        for name, count in chips.items():
            if name in chip_set.names:
                counts[chip_set.index(name)] += count
    return counts


def chips_to_the_rack(
    chip_set: ChipSet, pot: ChipCounts, pushed: Sequence[int]
) -> tuple[int, str | None]:
    """How many of the pot's chips a push takes to the rack, and what is wrong when the push
    cannot be made of the pot's chips and the rack's change (None: nothing).

    >>> chips = ChipSet.of(black=100, green=25, red=5)
    >>> chips_to_the_rack(chips, ChipCounts.of({"black": 1, "green": 3, "red": 9}), (0, 7, 9))
    (1, None)
    >>> chips_to_the_rack(chips, ChipCounts.of({"green": 4}), (1, 0, 0))
    (0, 'the pot has no black, and the rack changes a chip only for lower ones')
    """
    held = chip_set.counts_of(pot)
    names, values = chip_set.names, chip_set.values
    gained = 0
    for colour, (have, given) in enumerate(zip(held, pushed, strict=True)):
        gained += (given - have) * values[colour]
        if gained > 0:
            name = names[colour]
            held_words = f"only {have:,} {name}" if have else f"no {name}"
            return 0, (f"the pot has {held_words}, and the rack changes a chip only for lower ones")
    return sum(max(0, have - given) for have, given in zip(held, pushed, strict=True)), None


def left_whole(chip_set: ChipSet, pot: ChipCounts, pushed: Sequence[int]) -> tuple[int, ...]:
    """Per colour (highest first), the pot's chips a push so far leaves whole: those not
    given, less the ones taken to the rack for the lower chips given beyond the pot's (the
    next higher colour the pot still holds first, as a dealer breaks the smallest chip that
    makes the change). The value left is the pot's less the value given, whatever is broken.

    >>> chips = ChipSet.of(black=100, green=25, red=5)
    >>> left_whole(chips, ChipCounts.of({"black": 1, "green": 1}), (0, 3, 0))
    (0, 0, 0)
    >>> left_whole(chips, ChipCounts.of({"black": 2, "red": 4}), (0, 0, 9))
    (1, 0, 0)
    """
    left = [have - given for have, given in zip(chip_set.counts_of(pot), pushed, strict=True)]
    values = chip_set.values
    # The value of the lower chips given beyond the pot's, not yet broken for.
    owed = 0
    for colour in reversed(range(len(left))):
        if left[colour] < 0:
            owed += -left[colour] * values[colour]
            left[colour] = 0
        elif owed and left[colour]:
            broken = min(left[colour], -(-owed // values[colour]))
            left[colour] -= broken
            owed = max(0, owed - broken * values[colour])
    return tuple(left)


def check_push(
    chip_set: ChipSet,
    facts: PotFacts,
    pushed: Mapping[int, Mapping[str, int]],
    odd_chip_seats: Sequence[int],
    *,
    share_rule: str = "",
) -> PushVerdict:
    """Check a push of one pot (each seat's chips by colour, the seats named for the odd
    chips, in any order) against the rules' facts.

    ``share_rule`` says the rule that sets the seats' shares of the pot (a sentence): it is
    said once, after the first seat paid a wrong amount of its share.

    >>> chips = ChipSet.of(blue=10, yellow=2)
    >>> facts = PotFacts("Main pot", ChipCounts.of({"blue": 1}), {5: 10}, (), ())
    >>> check_push(chips, facts, {5: {"blue": 1}}, ()).right
    True
    >>> print(*check_push(chips, facts, {5: {"blue": 6, "yellow": -25}}, ()).mistakes)
    Main pot: seat 5 is given -25 yellow: a push gives each seat chips from the pot, none ...
    """
    mistakes: list[str] = []
    where = facts.name
    rule = f" {share_rule}" if share_rule else ""
    for seat in sorted(set(pushed) | set(facts.shares)):
        counts = pushed.get(seat, {})
        unknown = [name for name, n in counts.items() if n and name not in chip_set.names]
        if unknown:
            mistakes.append(f"{where}: seat {seat} is given {unknown[0]}, not a chip of this game.")
            continue
        taken = [(name, n) for name, n in counts.items() if n < 0]
        if taken:
            name, n = taken[0]
            mistakes.append(
                f"{where}: seat {seat} is given {n} {name}: a push gives each seat chips "
                "from the pot, none taken from it."
            )
            continue
        value = sum(chip_set.chip(name).value * n for name, n in counts.items() if n)
        share = facts.shares.get(seat, 0)
        if value == share:
            continue
        if not share:
            mistakes.append(paid_nothing_mistake(facts, seat))
        else:
            mistakes.append(f"{where}: seat {seat} gets {value:,} in value, not {share:,}.{rule}")
            rule = ""
    odd_mistake = odd_chips_mistake(facts, odd_chip_seats)
    if odd_mistake is not None:
        mistakes.append(odd_mistake)
    changed, wrong = chips_to_the_rack(chip_set, facts.chips, pushed_by_colour(chip_set, pushed))
    # A seat paid the wrong value already says what is wrong with the chips.
    if wrong is not None and not mistakes:
        mistakes.append(f"{where}: {wrong}.")
    notes: list[str] = []
    if not mistakes and changed > facts.fewest_rack_changes:
        fewer = changed - facts.fewest_rack_changes
        trips = "one chip" if fewer == 1 else f"{fewer} chips"
        how = "; ".join(facts.even_ups) or "share the pot's own chips"
        notes.append(f"{where}: {trips} fewer to the rack: {how[0].lower()}{how[1:]}.")
    return PushVerdict(tuple(mistakes), tuple(notes))


@dataclass(frozen=True)
class OddChipNaming:
    """The seats named for a pot's odd chips against the seats the rules name: ``missing``,
    those still to be named (one entry a chip), ``beyond``, those named for more odd chips
    than the rules give them. Every odd chip of a tie must be named; the odd unit of a halving
    (or of boards) is in the share of the half a seat wins whole, so it may be named or not."""

    missing: tuple[int, ...]
    beyond: tuple[int, ...]

    @property
    def right(self) -> bool:
        """True when the seats named are those the rules name."""
        return not self.missing and not self.beyond


def odd_chip_naming(facts: PotFacts, named: Sequence[int]) -> OddChipNaming:
    """The seats named for a pot's odd chips measured against the rules, in any order.

    >>> facts = PotFacts("Main pot", ChipCounts.of({"white": 311}), {}, (
    ...     (3, "the high hand takes the odd chip of the high-low split"),
    ...     (1, "first seat clockwise from the button")), (), division_odd_chips=(3,))
    >>> odd_chip_naming(facts, ())
    OddChipNaming(missing=(1,), beyond=())
    >>> odd_chip_naming(facts, (1, 3)).right, odd_chip_naming(facts, (1,)).right
    (True, True)
    >>> odd_chip_naming(facts, (1, 3, 3))
    OddChipNaming(missing=(), beyond=(3,))
    """
    rules = Counter(seat for seat, _ in facts.odd_chips)
    optional = Counter(facts.division_odd_chips)
    needed, given = rules - optional, Counter(named)
    missing, beyond = needed - given, given - needed - optional
    return OddChipNaming(tuple(sorted(missing.elements())), tuple(sorted(beyond.elements())))


def odd_chips_mistake(facts: PotFacts, named: Sequence[int]) -> str | None:
    """What is wrong with the seats named for a pot's odd chips, in a dealer's words (None:
    nothing).

    Who takes each odd chip is the rule; the order they are named in is not. The odd unit of
    a halving (or of boards) goes with the half a seat wins whole: it may be named or not.

    >>> facts = PotFacts("Main pot", ChipCounts.of({"white": 311}), {}, (
    ...     (3, "the high hand takes the odd chip of the high-low split"),
    ...     (1, "first seat clockwise from the button")), (), division_odd_chips=(3,))
    >>> [odd_chips_mistake(facts, named) for named in ((1, 3), (3, 1), (1,))]
    [None, None, None]
    >>> print(odd_chips_mistake(facts, (2,)))
    Main pot: the odd chips go to seat 3 (the high hand takes ...) and seat 1 (first seat ...).
    """
    if odd_chip_naming(facts, named).right:
        return None
    if not facts.odd_chips:
        return f"{facts.name}: there is no odd chip in this pot."
    return f"{facts.name}: {odd_chips_go(facts.odd_chips)}."


def facts_of(result: Result, pot: PotResult) -> PotFacts:
    """The rules' facts of one pot of a resolved showdown, for checking pushes of it."""
    even_ups: list[str] = []
    changed = 0
    for step in result.steps:
        if step.where.split(",")[0] != pot.name:
            continue
        if step.kind is StepKind.EVEN_UP:
            even_ups.append(step.text.partition(": ")[2].rstrip("."))
        elif step.kind is StepKind.CHANGE:
            changed += step.changed_out.chip_count
    return PotFacts(
        pot.name,
        pot.chips,
        {share.seat: share.amount for share in pot.shares},
        tuple((odd.seat, odd.reason) for odd in pot.odd_chips),
        tuple(even_ups),
        changed,
        tuple(odd.seat for odd in pot.odd_chips if odd.of_division),
        tuple(
            (seat, why_seat_cannot_win(result.scenario, seat))
            for seat in result.scenario.seat_numbers
            if seat not in pot.eligible
        ),
    )


def why_seat_cannot_win(scenario: Scenario | None, seat: int) -> str:
    """Why ``seat`` cannot win a pot it is not in, in a dealer's words (``scenario``: the
    hand, None when not known).

    >>> from dealer_app.model.showdown.scenario import SeatEntry
    >>> hand = Scenario.of("holdem", [SeatEntry.of(1, "Ah Kd", committed=100),
    ...     SeatEntry.of(2, "Qs Qd", committed=40), SeatEntry.of(4, folded=True, committed=20)],
    ...     board="As 9h 5c Jd 3s", button=1)
    >>> [why_seat_cannot_win(hand, seat) for seat in (2, 4, 7)]  # doctest: +NORMALIZE_WHITESPACE
    ['seat 2 is all in for 40, less than this pot needs',
     'seat 4 folded: its chips stay in, but it cannot win', 'seat 7 is not in the hand']
    """
    if scenario is None:
        return f"seat {seat} cannot win it"
    if seat not in scenario.seat_numbers:
        return f"seat {seat} is not in the hand"
    entry = scenario.seat(seat)
    if entry.folded:
        return f"seat {seat} folded: its chips stay in, but it cannot win"
    return f"seat {seat} is all in for {entry.committed:,}, less than this pot needs"


def paid_nothing_mistake(facts: PotFacts, seat: int) -> str:
    """A seat given chips of a pot it has no share of, said with why it cannot win the pot
    when it cannot (folded, or all in for less).

    >>> facts = PotFacts("Side pot 1", ChipCounts.of({"black": 1}), {1: 100}, (), (),
    ...                  cannot_win=((2, "seat 2 is all in for 40, less than this pot needs"),))
    >>> paid_nothing_mistake(facts, 2)
    'Side pot 1: seat 2 is all in for 40, less than this pot needs; it gets nothing from this pot.'
    >>> paid_nothing_mistake(facts, 3)
    'Side pot 1: seat 3 gets nothing from this pot.'
    """
    why = dict(facts.cannot_win).get(seat)
    if why is None:
        return f"{facts.name}: seat {seat} gets nothing from this pot."
    return f"{facts.name}: {why}; it gets nothing from this pot."
