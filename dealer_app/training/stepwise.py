"""Step by step: build the pots as they form, push them the way a dealer pushes them.

Two procedures, both read from :func:`dealer_app.model.showdown.resolve.resolve`'s result:

- Building the pots, main pot first, as they form: each step is one pot, its amount and
  the seats that can win it (:func:`pot_building_steps`).
- Pushing them: any uncalled bet back first, then the last side pot formed, the main pot
  last; in each pot colour by colour from the highest value, what each seat takes of that
  colour, then the odd chips one by one (:func:`push_steps`).

:class:`StepByStep` checks a trainee's steps, flags the first wrong step and says in a
dealer's words what it should have been; the trainee can then replay from that step, the
right steps before it kept. Pots are built in the one right order; a push step is right when
some right push still extends it (each seat its share in value, the odd chips to the seats the
rules name, chips from the pot and the rack's change), whoever takes the smaller chips.

>>> from dealer_app.model.showdown.scenario import Scenario, SeatEntry
>>> from dealer_app.model.showdown.resolve import resolve
>>> result = resolve(Scenario.of(
...     "holdem",
...     [SeatEntry.of(1, "Ah Kd", committed=300), SeatEntry.of(4, "Ac Qc", committed=300),
...      SeatEntry.of(7, folded=True, committed=51)],
...     board="Jh 2c 2d 5s 5h", button=4))
>>> for step in push_steps(result):
...     print(step.words)
Main pot: 3 black each to seats 1 and 4.
Main pot: 1 green each to seats 1 and 4.
Main pot: the odd white chip to seat 1.
>>> drill = StepByStep.pushing(result)
>>> drill.submit(ColourPush(0, "black", ((1, 3), (4, 3)))).right
True
>>> drill.submit(ColourPush(0, "green", ((1, 1), (4, 1)))).right
True
>>> print(drill.submit(OddChipPush(0, 4)).message)
This pot's odd white chip goes to seat 1, first seat clockwise from the button.
>>> drill.replay(), drill.done
(2, False)
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass, field

from dealer_app.model.chips import ChipCounts
from dealer_app.model.showdown.odd_chips import odd_chips_go
from dealer_app.model.showdown.push_check import (
    PotFacts,
    check_push,
    facts_of,
    odd_chip_naming,
    paid_nothing_mistake,
    why_seat_cannot_win,
)
from dealer_app.model.showdown.result import OddChip, PotResult, Result
from dealer_app.model.showdown.scenario import Scenario
from dealer_app.model.showdown.steps import StepKind
from dealer_app.model.words import describe_recipients
from dealer_app.training.share_rules import share_rule_words

__all__ = [
    "ColourPush",
    "OddChipPush",
    "PotStep",
    "PushStep",
    "RackChange",
    "StepByStep",
    "StepFeedback",
    "pot_building_steps",
    "push_steps",
]


@dataclass(frozen=True)
class PotStep:
    """One pot built: its index (0 for the main pot), amount and the seats that can win it."""

    index: int
    amount: int
    eligible: frozenset[int]
    name: str = field(default="", compare=False)

    @property
    def words(self) -> str:
        """The step in a dealer's words."""
        seats = describe_recipients(sorted(self.eligible))
        return f"{self.name or _pot_label(self.index)}: {self.amount} for {seats}."


@dataclass(frozen=True)
class ColourPush:
    """Chips of one colour pushed from one pot (index in the result's pots) to seats."""

    pot: int
    chip: str
    counts: tuple[tuple[int, int], ...]
    pot_name: str = field(default="", compare=False)

    def __post_init__(self) -> None:
        kept = tuple(sorted((seat, count) for seat, count in self.counts if count))
        object.__setattr__(self, "counts", kept)

    @property
    def words(self) -> str:
        """The step in a dealer's words."""
        where = self.pot_name or _pot_label(self.pot)
        counts = {count for _, count in self.counts}
        if len(counts) == 1 and len(self.counts) > 1:
            seats = describe_recipients([seat for seat, _ in self.counts])
            return f"{where}: {counts.pop()} {self.chip} each to {seats}."
        parts = ", ".join(f"{count} {self.chip} to seat {seat}" for seat, count in self.counts)
        return f"{where}: {parts}."


@dataclass(frozen=True)
class OddChipPush:
    """One odd chip from one pot to a seat (``reason`` and ``chip`` known on right steps)."""

    pot: int
    seat: int
    chip: str = field(default="", compare=False)
    reason: str = field(default="", compare=False)
    pot_name: str = field(default="", compare=False)
    held: bool = field(default=False, compare=False)
    """The chips the seat was pushed already hold the odd chip's value (larger chips of an
    even-up, or the odd unit of a halving pushed within its share): this step only names it."""

    @property
    def words(self) -> str:
        """The step in a dealer's words."""
        chip = f"{self.chip} " if self.chip else ""
        where = self.pot_name or _pot_label(self.pot)
        if self.held:
            return f"{where}: the odd {chip}chip is seat {self.seat}'s, already in its chips."
        return f"{where}: the odd {chip}chip to seat {self.seat}."


@dataclass(frozen=True)
class RackChange:
    """Chips of one colour taken from one pot to the rack and changed for lower ones.

    ``given`` (what the rack gives back), ``reason`` and ``when`` (when a change not made
    for want of a colour that divides is made: "once for the whole pot before it is halved")
    are known on the right steps; a trainee's change is checked by the pot, the colour and
    the count.
    """

    pot: int
    chip: str
    count: int
    given: ChipCounts = field(default=ChipCounts(), compare=False)
    reason: str = field(default="", compare=False)
    pot_name: str = field(default="", compare=False)
    when: str = field(default="", compare=False)

    @property
    def words(self) -> str:
        """The step in a dealer's words, as the dealer's steps say it."""
        where = self.pot_name or _pot_label(self.pot)
        back = f" for {self.given.describe()}" if self.given else ""
        when = f", {self.when}" if self.when else ""
        because = f" ({self.reason})" if self.reason else ""
        return f"{where}: change {self.count} {self.chip} at the rack{back}{when}{because}."


PushStep = ColourPush | OddChipPush | RackChange
_NO_CHIPS = ChipCounts()
Step = PotStep | ColourPush | OddChipPush | RackChange


def _pot_label(index: int) -> str:
    return "Main pot" if index == 0 else f"Side pot {index}"


def pot_building_steps(result: Result) -> tuple[PotStep, ...]:
    """The pots as they form, main pot first; an uncalled bet going back is not built."""
    return tuple(
        PotStep(index, pot.amount, frozenset(pot.eligible), pot.name)
        for index, pot in enumerate(result.pots)
        if not pot.returned
    )


def _rack_changes(result: Result) -> dict[int, dict[str, RackChange]]:
    """The changes at the rack of each pot, by the colour changed, from the model's steps.

    A step says where it happens by the pot's name, then the part of it ("Main pot, high
    half"); several changes of one colour in one pot (a high-low pot's halves) are made at
    the rack in one go.
    """
    chip_set = result.scenario.chips
    by_name = {pot.name: index for index, pot in enumerate(result.pots)}
    changes: dict[int, dict[str, RackChange]] = {}
    for step in result.steps:
        if step.kind is not StepKind.CHANGE:
            continue
        index = by_name[step.where.split(",")[0]]
        ((chip, count),) = step.changed_out.items
        pot = changes.setdefault(index, {})
        earlier = pot.get(chip)
        if earlier is not None:
            count += earlier.count
            before = chip_set.counts_of(earlier.given)
            now = chip_set.counts_of(step.changed_in)
            given = chip_set.counts_from(a + b for a, b in zip(before, now, strict=True))
        else:
            given = step.changed_in
        name = result.pots[index].name
        pot[chip] = RackChange(
            index, chip, count, given, str(step.reason), name, when=str(step.note)
        )
    return changes


def _pot_pushes(
    index: int, pot: PotResult, colours: Sequence[str], changes: dict[str, RackChange]
) -> list[PushStep]:
    # An odd chip is pushed on its own when the seat's chips hold one of its colour; else the
    # even-up gave the seat larger chips that hold it, and the odd chip step only names the seat.
    loose: dict[tuple[int, str], int] = {}
    held: list[bool] = []
    chips_of = {share.seat: share.chips or _NO_CHIPS for share in pot.shares}
    for odd in pot.odd_chips:
        key = (odd.seat, odd.chip)
        own = chips_of.get(odd.seat, _NO_CHIPS)[odd.chip]
        held.append(loose.get(key, 0) >= own)
        if not held[-1]:
            loose[key] = loose.get(key, 0) + 1
    pushes: list[PushStep] = []
    for colour in colours:
        counts = tuple(
            (share.seat, chips_of[share.seat][colour] - loose.get((share.seat, colour), 0))
            for share in pot.shares
        )
        push = ColourPush(index, colour, counts, pot.name)
        if push.counts:
            pushes.append(push)
        if colour in changes:
            pushes.append(changes[colour])
    pushes.extend(
        OddChipPush(index, odd.seat, odd.chip, odd.reason, pot.name, held=in_larger)
        for odd, in_larger in zip(pot.odd_chips, held, strict=True)
    )
    return pushes


def push_steps(result: Result) -> tuple[PushStep, ...]:
    """The push as a dealer does it: last pot formed first, colour by colour (what cannot be
    shared out changed at the rack after its colour), odd chips last."""
    colours = result.scenario.chips.names
    changes = _rack_changes(result)
    steps: list[PushStep] = []
    for index in reversed(range(len(result.pots))):
        steps.extend(_pot_pushes(index, result.pots[index], colours, changes.get(index, {})))
    return tuple(steps)


@dataclass(frozen=True)
class StepFeedback:
    """The verdict on one step: right or not, and what should have been done, in words."""

    index: int
    right: bool
    message: str = ""
    expected: Step | None = None


def _seats_words(counts: Sequence[tuple[int, int]], chip: str) -> str:
    return "; ".join(f"seat {seat} takes {count} {chip}" for seat, count in counts) or "nobody"


def _push_mistake(expected: PushStep, given: Step) -> str:
    where = expected.pot_name or _pot_label(expected.pot)
    if isinstance(given, PotStep):
        return f"Push the chips now: {expected.words}"
    if given.pot != expected.pot:
        if expected.pot_name.startswith("Returned"):
            return f"First give back the uncalled bet: {expected.words}"
        return (
            f"Pay the {where.lower()} now: the last side pot formed is paid first, "
            "the main pot last."
        )
    if isinstance(expected, RackChange):
        if isinstance(given, RackChange):
            return f"Not that change: {expected.words}"
        return f"Change at the rack before going on: {expected.words}"
    if isinstance(given, RackChange):
        return f"No change at the rack is needed now: {expected.words}"
    if isinstance(expected, OddChipPush):
        if isinstance(given, OddChipPush):
            return (
                f"This pot's odd {expected.chip} chip goes to seat {expected.seat}, "
                f"{expected.reason}."
            )
        return (
            f"The colours of the {where.lower()} are all pushed: its odd {expected.chip} chip "
            f"goes to seat {expected.seat}, {expected.reason}."
        )
    if isinstance(given, OddChipPush):
        return f"Not the odd chip yet: {expected.words}"
    if given.chip != expected.chip:
        return (
            f"Push the {expected.chip} of the {where.lower()} now: colour by colour, "
            f"highest first ({_seats_words(expected.counts, expected.chip)})."
        )
    return f"{where}, {expected.chip}: {_seats_words(expected.counts, expected.chip)}."


def _why_too(scenario: Scenario | None, seat: int) -> str:
    if scenario is None or not scenario.has_committed:
        return f"seat {seat} can win it too"
    return f"seat {seat} put in {scenario.seat(seat).committed} and can win it too"


def _pot_mistake(expected: PotStep, given: Step, scenario: Scenario | None) -> str:
    if not isinstance(given, PotStep):
        return f"Build the pots first: {expected.words}"
    problems = []
    if given.amount != expected.amount:
        problems.append(f"it holds {expected.amount:,}, not {given.amount:,}")
    problems.extend(_why_too(scenario, seat) for seat in sorted(expected.eligible - given.eligible))
    problems.extend(
        why_seat_cannot_win(scenario, seat) for seat in sorted(given.eligible - expected.eligible)
    )
    return f"{expected.name or _pot_label(expected.index)}: " + "; ".join(problems) + "."


class _PotPush:
    """A pot being pushed: what the trainee's right steps have handed out and changed so far.

    The steps are in a dealer's order (colour by colour from the highest, a colour changed at
    the rack once it is pushed, the odd chips last); whether a right push still extends them
    is a matter of value: every seat still owed a non-negative amount, no colour handed out
    beyond the pot's chips and what higher chips changed at the rack gave back, and enough left
    in the colours not yet passed (the rack changes any chip for lower ones) to pay what is owed.
    """

    def __init__(self, result: Result, pot: PotResult, facts: PotFacts, index: int) -> None:
        self.result = result
        scenario = self.scenario = result.scenario
        chip_set = self.chip_set = scenario.chips
        self.pot = pot
        self.index = index
        self.facts = facts
        self.own = chip_set.counts_of(pot.chips)
        self.pushed = [0] * len(chip_set)
        self.changed = [0] * len(chip_set)
        self.paid: dict[int, int] = {}
        self.by_seat: dict[int, dict[str, int]] = {}
        self.odd_given: list[int] = []
        self.odd_used: set[int] = set()
        """The positions in the pot's odd chips of those given."""
        self.frontier = 0

    @property
    def seats(self) -> list[int]:
        """The seats with a share of the pot or given chips of it."""
        return sorted(set(self.facts.shares) | set(self.paid))

    def owed(self, seat: int) -> int:
        """What ``seat`` is still owed of this pot, its odd chips included."""
        return self.facts.shares.get(seat, 0) - self.paid.get(seat, 0)

    def odd_chips_left(self) -> list[OddChip]:
        """The odd chips still to give: who takes each is the rule, not the order given."""
        return [odd for index, odd in enumerate(self.pot.odd_chips) if index not in self.odd_used]

    def _next_odd_chip(self, seat: int) -> int | None:
        """The position of the next odd chip ``seat`` takes (None: it takes no more)."""
        return next(
            (
                index
                for index, odd in enumerate(self.pot.odd_chips)
                if odd.seat == seat and index not in self.odd_used
            ),
            None,
        )

    def odd_chip_of(self, seat: int) -> OddChip | None:
        """The next odd chip ``seat`` takes (None: it takes no more)."""
        index = self._next_odd_chip(seat)
        return None if index is None else self.pot.odd_chips[index]

    def odd_left(self, seat: int) -> int:
        """The value of the odd chips still to give ``seat``."""
        return sum(odd.value for odd in self.odd_chips_left() if odd.seat == seat)

    @property
    def complete(self) -> bool:
        """Every seat paid its share and every odd chip the rules need named given, as the
        whole push is graded: the odd unit of a halving or of boards may be in a share."""
        return not any(self.owed(seat) for seat in self.seats) and not (
            odd_chip_naming(self.facts, self.odd_given).missing
        )

    def takes_more_odd_chips(self, seat: int) -> bool:
        """True when naming ``seat`` for one more odd chip keeps to the rules."""
        return not odd_chip_naming(self.facts, [*self.odd_given, seat]).beyond

    def keeps(self, step: Step | None) -> bool:
        """True when ``step`` is this pot's to check even once the pot is complete: an odd
        chip of it named (the odd unit of a halving pushed within a share may still be named,
        and a seat named wrong is told this pot's odd chips)."""
        return isinstance(step, OddChipPush) and step.pot == self.index

    def after(self, step: PushStep) -> _PotPush:
        """This pot once ``step`` is made too (this one is left as it is)."""
        trial = copy.copy(self)
        trial.pushed, trial.changed = list(self.pushed), list(self.changed)
        trial.paid, trial.odd_given = dict(self.paid), list(self.odd_given)
        trial.odd_used = set(self.odd_used)
        trial.by_seat = {seat: dict(chips) for seat, chips in self.by_seat.items()}
        trial.apply(step)
        return trial

    def apply(self, step: PushStep) -> None:
        """Count a right step in."""
        if isinstance(step, ColourPush):
            colour = self.chip_set.index(step.chip)
            value = self.chip_set.values[colour]
            for seat, count in step.counts:
                self.pushed[colour] += count
                chips = self.by_seat.setdefault(seat, {})
                chips[step.chip] = chips.get(step.chip, 0) + count
                self.paid[seat] = self.paid.get(seat, 0) + count * value
            self.frontier = max(self.frontier, colour)
        elif isinstance(step, RackChange):
            colour = self.chip_set.index(step.chip)
            self.changed[colour] += step.count
            self.frontier = max(self.frontier, colour)
        else:
            index = self._next_odd_chip(step.seat)
            if index is None:
                # A wrong step after the first one flagged: it stands for the next odd chip.
                left = [i for i in range(len(self.pot.odd_chips)) if i not in self.odd_used]
                if not left:
                    return
                index = left[0]
            odd = self.pot.odd_chips[index]
            self.odd_used.add(index)
            self.odd_given.append(step.seat)
            # An odd chip the seat's chips already hold (larger chips of an even-up, a halving's
            # odd unit pushed within its share) is only named; any other is handed out as one
            # chip of its colour.
            if self.owed(step.seat) >= odd.value:
                self.paid[step.seat] = self.paid.get(step.seat, 0) + odd.value
                chips = self.by_seat.setdefault(step.seat, {})
                chips[odd.chip] = chips.get(odd.chip, 0) + 1

    def short_colour(self) -> str | None:
        """What is wrong when a colour is handed out or changed beyond the pot's chips and the
        rack's change of higher ones (None: nothing)."""
        credit = 0
        names, values = self.chip_set.names, self.chip_set.values
        for colour, own in enumerate(self.own):
            used = self.pushed[colour] + self.changed[colour]
            if used > own:
                credit -= (used - own) * values[colour]
                if credit < 0:
                    held = f"only {own} {names[colour]}" if own else f"no {names[colour]}"
                    return (
                        f"the pot has {held}, and the rack gives lower chips only for the "
                        "higher ones changed there"
                    )
            credit += self.changed[colour] * values[colour]
        return None

    def stranded(self) -> tuple[int, int] | None:
        """A colour above the one being pushed with chips still in the pot, that no later step
        can hand out or change (colour and count; None: none)."""
        for colour in range(self.frontier):
            left = self.own[colour] - self.pushed[colour] - self.changed[colour]
            if left > 0:
                return colour, left
        return None

    def left_value(self) -> int:
        """The value still in the pot that later steps can hand out (the rack's change of
        what was changed included, chips stranded above the colour being pushed not)."""
        values = self.chip_set.values
        left = sum(n * value for n, value in zip(self.own, values, strict=True))
        left -= sum(n * value for n, value in zip(self.pushed, values, strict=True))
        stranded = self.stranded()
        if stranded is not None:
            left -= sum(
                max(0, self.own[c] - self.pushed[c] - self.changed[c]) * values[c]
                for c in range(self.frontier)
            )
        return left

    def owed_in_all(self) -> int:
        """What the seats are still owed, odd chips included."""
        return sum(self.owed(seat) for seat in self.seats)


def _model_of(model: Sequence[PushStep], kind: type, chip: str) -> PushStep | None:
    return next(
        (step for step in model if isinstance(step, kind) and getattr(step, "chip", "") == chip),
        None,
    )


def _odd_chip_mistake(state: _PotPush, step: OddChipPush) -> str | None:
    where = state.pot.name
    for seat in state.seats:
        before_odd = state.owed(seat) - state.odd_left(seat)
        if before_odd > 0:
            return f"Not the odd chip yet: {where}: seat {seat} is still owed {before_odd}."
    left = state.odd_chips_left()
    if not left:
        return f"{where} has no odd chip left to give."
    if not state.takes_more_odd_chips(step.seat):
        if len(left) == 1:
            return (
                f"This pot's odd {left[0].chip} chip goes to seat {left[0].seat}, {left[0].reason}."
            )
        takers = [(odd.seat, odd.reason) for odd in left]
        return odd_chips_go(takers, chip=left[0].chip, whose="This pot's") + "."
    return None


def _order_mistake(state: _PotPush, step: ColourPush | RackChange) -> str | None:
    where, names = state.pot.name, state.chip_set.names
    colour = state.chip_set.index(step.chip)
    if colour < state.frontier:
        return (
            f"{where}: colour by colour, highest first: the {names[state.frontier]} are "
            f"pushed already, so the {step.chip} come too late."
        )
    if isinstance(step, RackChange) and colour == len(names) - 1:
        return f"{where}: {step.chip} is the smallest chip: the rack has nothing lower for it."
    return None


def _extension_mistake(
    state: _PotPush, step: ColourPush | RackChange, model: Sequence[PushStep]
) -> str | None:
    """What makes every right push impossible once ``step`` is made (None: a right push
    still extends it)."""
    where, names = state.pot.name, state.chip_set.names
    stranded = state.stranded()
    if stranded is not None:
        colour, left = stranded
        name = names[colour]
        change = _model_of(model, RackChange, name)
        if isinstance(change, RackChange) and change.count == left:
            return f"Change at the rack before going on: {change.words}"
        if not state.pushed[colour] and not state.changed[colour]:
            return f"Push the {name} of the {where.lower()} now: colour by colour, highest first."
        return (
            f"{where}: {left} {name} still in the pot: push it or change it at the rack "
            f"before the {step.chip}."
        )
    for seat in state.seats:
        if state.owed(seat) >= 0:
            continue
        share = state.facts.shares.get(seat, 0)
        if not share:
            return paid_nothing_mistake(state.facts, seat)
        too_much = (
            f"{where}: that gives seat {seat} {state.paid[seat]}, more than its share of {share}."
        )
        rule = share_rule_words(state.result, state.pot)
        return f"{too_much} {rule}" if rule else too_much
    short = state.short_colour()
    if short is not None:
        return f"{where}: {short}."
    if state.owed_in_all() > state.left_value():
        return f"{where}: what is left in the pot cannot pay what the seats are still owed."
    return None


def _push_step_mistake(
    state: _PotPush, step: PushStep, model: Sequence[PushStep], on_model_path: bool
) -> str | None:
    """What is wrong with ``step`` in the pot being pushed (None: a right push extends it);
    ``on_model_path``: the steps so far are the model's, whose push of the colour then says
    how to do it."""
    if isinstance(step, OddChipPush):
        return _odd_chip_mistake(state, step)
    mistake = _order_mistake(state, step)
    if mistake is not None:
        return mistake
    mistake = _extension_mistake(state.after(step), step, model)
    if mistake is not None and on_model_path and isinstance(step, ColourPush):
        right = _model_of(model, ColourPush, step.chip)
        if isinstance(right, ColourPush) and right != step:
            where = state.pot.name
            mistake += f" One right push: {where}, {step.chip}: "
            mistake += f"{_seats_words(right.counts, step.chip)}."
    return mistake


def _pot_for(states: Sequence[_PotPush], current: int, step: Step | None) -> int:
    """The position of the pot ``step`` is checked in, from the pot being pushed (``current``)
    on: past every complete pot, unless the complete pot keeps the step."""
    while current < len(states) and states[current].complete and not states[current].keeps(step):
        current += 1
    return current


def _pot_notes(state: _PotPush) -> tuple[str, ...]:
    """What is said of a pot's whole right push (a trip to the rack a dealer could save)."""
    odd_seats = tuple(state.odd_given)
    return check_push(state.chip_set, state.facts, state.by_seat, odd_seats).notes


class StepByStep:
    """A trainee's steps checked one by one: pots built against the one right order, push
    steps by whether some right push still extends them (with the ``result`` to push).

    :meth:`submit` takes one step and says whether it is right; after a wrong step,
    :meth:`replay` goes back to it (the right steps before it are kept) so the trainee
    can do the rest again.
    """

    def __init__(
        self,
        expected: Sequence[Step],
        scenario: Scenario | None = None,
        result: Result | None = None,
    ) -> None:
        self.expected: tuple[Step, ...] = tuple(expected)
        self.scenario = scenario
        self.given: list[Step] = []
        self.first_wrong: StepFeedback | None = None
        self.notes: dict[int, tuple[str, ...]] = {}
        """What was said of a right step that finished a pot (a trip to the rack to save)."""
        self._result = result

    @classmethod
    def building(cls, result: Result) -> StepByStep:
        """The pot-building drill of a resolved spot."""
        return cls(pot_building_steps(result), result.scenario)

    @classmethod
    def pushing(cls, result: Result) -> StepByStep:
        """The split drill of a resolved spot, pushed step by step."""
        return cls(push_steps(result), result.scenario, result)

    @property
    def done(self) -> bool:
        """Every step given (every pot pushed), and all of them right."""
        if self.first_wrong is not None:
            return False
        if self._result is None:
            return len(self.given) == len(self.expected)
        states, current = self._pushed_so_far(self.given)
        return current == len(states)

    def _pushed_so_far(
        self, prior: Sequence[Step], coming: Step | None = None
    ) -> tuple[list[_PotPush], int]:
        """Each pot in the order it is pushed, with ``prior`` (right steps) counted in, and the
        position of the pot being pushed (past the end: all pushed); a complete pot is still
        the one being pushed for a ``coming`` step it keeps (:meth:`_PotPush.keeps`)."""
        assert self._result is not None
        result = self._result
        states = [
            _PotPush(result, result.pots[index], facts_of(result, result.pots[index]), index)
            for index in reversed(range(len(result.pots)))
        ]
        current = 0
        for step in prior:
            current = _pot_for(states, current, step)
            if current < len(states) and isinstance(step, PushStep):
                states[current].apply(step)
        return states, _pot_for(states, current, coming)

    def _push_feedback(self, prior: Sequence[Step], step: Step) -> StepFeedback:
        index = len(prior)
        states, current = self._pushed_so_far(prior, step)
        if current == len(states):
            return StepFeedback(index, False, "Every pot is done already: nothing more to push.")
        state = states[current]
        model = [s for s in self.expected if isinstance(s, PushStep) and s.pot == state.index]
        reference = model[0] if model else None
        if isinstance(step, PotStep) or step.pot != state.index:
            if reference is None:
                return StepFeedback(index, False, f"Push the {state.pot.name.lower()} now.")
            return StepFeedback(index, False, _push_mistake(reference, step), reference)
        in_pot = [s for s in prior if isinstance(s, PushStep) and s.pot == state.index]
        on_model_path = in_pot == model[: len(in_pot)]
        mistake = _push_step_mistake(state, step, model, on_model_path)
        if mistake is not None:
            return StepFeedback(index, False, mistake, reference)
        # A right step is kept as the dealer says it when it is the model's (what the rack
        # gave back, why).
        said: Step = next((s for s in model if s == step), step)
        if isinstance(step, OddChipPush):
            odd = state.odd_chip_of(step.seat)
            assert odd is not None, "a right odd-chip step names a seat that takes one"
            held = state.owed(step.seat) < odd.value
            said = OddChipPush(state.index, step.seat, odd.chip, odd.reason, state.pot.name, held)
        after = state.after(step)
        notes = _pot_notes(after) if after.complete else ()
        return StepFeedback(index, True, " ".join(notes), said)

    @property
    def next_index(self) -> int:
        """The position of the next step to give."""
        return len(self.given)

    def submit(self, step: Step) -> StepFeedback:
        """Check one more step; the first wrong one is flagged and kept as :attr:`first_wrong`."""
        index = len(self.given)
        feedback = self.check_step(index, step)
        right_so_far = self.first_wrong is None
        if feedback.right and right_so_far and feedback.expected is not None:
            step = feedback.expected
            if feedback.message:
                self.notes[index] = (feedback.message,)
        self.given.append(step)
        if not feedback.right and right_so_far:
            self.first_wrong = feedback
        return feedback

    def check_step(self, index: int, step: Step) -> StepFeedback:
        """The verdict on ``step`` given at position ``index`` (after the steps given before
        it)."""
        if self._result is not None:
            return self._push_feedback(self.given[:index], step)
        if index >= len(self.expected):
            return StepFeedback(index, False, "Every pot is done already: nothing more to push.")
        expected = self.expected[index]
        if step == expected:
            return StepFeedback(index, True, expected=expected)
        if isinstance(expected, PotStep):
            message = _pot_mistake(expected, step, self.scenario)
        else:
            message = _push_mistake(expected, step)
        return StepFeedback(index, False, message, expected)

    def check_all(self, steps: Sequence[Step]) -> StepFeedback | None:
        """The first wrong step of a whole answer (a missing step too), or None if all right."""
        for index, step in enumerate(steps):
            if self._result is not None:
                feedback = self._push_feedback(steps[:index], step)
            else:
                feedback = self.check_step(index, step)
            if not feedback.right:
                return feedback
        if self._result is not None:
            states, current = self._pushed_so_far(steps)
            if current == len(states):
                return None
            state = states[current]
            owed = [seat for seat in state.seats if state.owed(seat) > state.odd_left(seat)]
            what = (
                f"seat {owed[0]} is still owed {state.owed(owed[0]) - state.odd_left(owed[0])}"
                if owed
                else "its odd chips are still to give"
            )
            return StepFeedback(len(steps), False, f"Not done yet: {state.pot.name}: {what}.")
        if len(steps) < len(self.expected):
            expected = self.expected[len(steps)]
            return StepFeedback(len(steps), False, f"Not done yet: {expected.words}", expected)
        return None

    def replay(self) -> int:
        """Go back to the first wrong step, keeping the right ones; return its position."""
        if self.first_wrong is None:
            return len(self.given)
        index = self.first_wrong.index
        del self.given[index:]
        for later in [key for key in self.notes if key >= index]:
            del self.notes[later]
        self.first_wrong = None
        return index
