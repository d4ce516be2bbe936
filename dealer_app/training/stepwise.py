"""Step by step: build the pots as they form, push them the way a dealer pushes them.

Two procedures, both read from :func:`dealer_app.model.showdown.resolve.resolve`'s result:

- Building the pots, main pot first, as they form: each step is one pot, its amount and
  the seats that can win it (:func:`pot_building_steps`).
- Pushing them: any uncalled bet back first, then the last side pot formed, the main pot
  last; in each pot colour by colour from the highest value, what each seat takes of that
  colour, then the odd chips one by one (:func:`push_steps`).

:class:`StepByStep` checks a trainee's steps against the right ones in order, flags the
first wrong step and says in a dealer's words what it should have been; the trainee can
then replay from that step, the right steps before it kept.

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

from collections.abc import Sequence
from dataclasses import dataclass, field

from dealer_app.model.chips import ChipCounts
from dealer_app.model.showdown.result import PotResult, Result
from dealer_app.model.showdown.scenario import Scenario
from dealer_app.model.showdown.steps import StepKind
from dealer_app.model.words import describe_recipients

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

    @property
    def words(self) -> str:
        """The step in a dealer's words."""
        chip = f"{self.chip} " if self.chip else ""
        return f"{self.pot_name or _pot_label(self.pot)}: the odd {chip}chip to seat {self.seat}."


@dataclass(frozen=True)
class RackChange:
    """Chips of one colour taken from one pot to the rack and changed for lower ones.

    ``given`` (what the rack gives back) and ``reason`` are known on the right steps; a
    trainee's change is checked by the pot, the colour and the count.
    """

    pot: int
    chip: str
    count: int
    given: ChipCounts = field(default=ChipCounts(), compare=False)
    reason: str = field(default="", compare=False)
    pot_name: str = field(default="", compare=False)

    @property
    def words(self) -> str:
        """The step in a dealer's words."""
        where = self.pot_name or _pot_label(self.pot)
        back = f" for {self.given.describe()}" if self.given else ""
        because = f" ({self.reason})" if self.reason else ""
        return f"{where}: change {self.count} {self.chip} at the rack{back}{because}."


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
        pot[chip] = RackChange(index, chip, count, given, step.reason, result.pots[index].name)
    return changes


def _pot_pushes(
    index: int, pot: PotResult, colours: Sequence[str], changes: dict[str, RackChange]
) -> list[PushStep]:
    odd_by_seat: dict[tuple[int, str], int] = {}
    for odd in pot.odd_chips:
        odd_by_seat[odd.seat, odd.chip] = odd_by_seat.get((odd.seat, odd.chip), 0) + 1
    pushes: list[PushStep] = []
    for colour in colours:
        counts = tuple(
            (
                share.seat,
                (share.chips or _NO_CHIPS)[colour] - odd_by_seat.get((share.seat, colour), 0),
            )
            for share in pot.shares
        )
        push = ColourPush(index, colour, counts, pot.name)
        if push.counts:
            pushes.append(push)
        if colour in changes:
            pushes.append(changes[colour])
    pushes.extend(
        OddChipPush(index, odd.seat, odd.chip, odd.reason, pot.name) for odd in pot.odd_chips
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


def _why_not(scenario: Scenario | None, seat: int) -> str:
    if scenario is None:
        return f"seat {seat} cannot win it"
    if seat not in scenario.seat_numbers:
        return f"seat {seat} is not in the hand"
    entry = scenario.seat(seat)
    if entry.folded:
        return f"seat {seat} folded: its chips stay in, but it cannot win"
    return f"seat {seat} is all in for {entry.committed}, less than this pot needs"


def _why_too(scenario: Scenario | None, seat: int) -> str:
    if scenario is None or not scenario.has_committed:
        return f"seat {seat} can win it too"
    return f"seat {seat} put in {scenario.seat(seat).committed} and can win it too"


def _pot_mistake(expected: PotStep, given: Step, scenario: Scenario | None) -> str:
    if not isinstance(given, PotStep):
        return f"Build the pots first: {expected.words}"
    problems = []
    if given.amount != expected.amount:
        problems.append(f"it holds {expected.amount}, not {given.amount}")
    problems.extend(_why_too(scenario, seat) for seat in sorted(expected.eligible - given.eligible))
    problems.extend(_why_not(scenario, seat) for seat in sorted(given.eligible - expected.eligible))
    return f"{expected.name or _pot_label(expected.index)}: " + "; ".join(problems) + "."


class StepByStep:
    """A trainee's steps checked in order against the right ones.

    :meth:`submit` takes one step and says whether it is right; after a wrong step,
    :meth:`replay` goes back to it (the right steps before it are kept) so the trainee
    can do the rest again.
    """

    def __init__(self, expected: Sequence[Step], scenario: Scenario | None = None) -> None:
        self.expected: tuple[Step, ...] = tuple(expected)
        self.scenario = scenario
        self.given: list[Step] = []
        self.first_wrong: StepFeedback | None = None

    @classmethod
    def building(cls, result: Result) -> StepByStep:
        """The pot-building drill of a resolved spot."""
        return cls(pot_building_steps(result), result.scenario)

    @classmethod
    def pushing(cls, result: Result) -> StepByStep:
        """The split drill of a resolved spot, pushed step by step."""
        return cls(push_steps(result), result.scenario)

    @property
    def done(self) -> bool:
        """Every step given, and all of them right."""
        return self.first_wrong is None and len(self.given) == len(self.expected)

    @property
    def next_index(self) -> int:
        """The position of the next step to give."""
        return len(self.given)

    def submit(self, step: Step) -> StepFeedback:
        """Check one more step; the first wrong one is flagged and kept as :attr:`first_wrong`."""
        index = len(self.given)
        self.given.append(step)
        feedback = self.check_step(index, step)
        if not feedback.right and self.first_wrong is None:
            self.first_wrong = feedback
        return feedback

    def check_step(self, index: int, step: Step) -> StepFeedback:
        """The verdict on ``step`` given at position ``index``."""
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
            feedback = self.check_step(index, step)
            if not feedback.right:
                return feedback
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
        self.first_wrong = None
        return index
