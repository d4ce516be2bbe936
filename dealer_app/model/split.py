"""Splitting one pot's chips among tied winners, colour by colour, the way a dealer does.

The chips are taken highest colour first. Each colour is shared out equally; when it
does not divide, the dealer evens it up: the chips left over go to the first winners in
order and each of the others gets the same value in chips of the next lower colour from
the pot. When the pot has too few of those, the leftover chips are changed at the rack
for lower chips instead, and the split goes on. What is left in the smallest chip when
no lower colour remains is the odd chips: one each to the first winners in order, never
two to one seat.

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

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum

from dealer_app.model.chips import ChipCounts, ChipSet

__all__ = [
    "Handout",
    "Recipient",
    "Split",
    "Step",
    "StepKind",
    "describe_recipients",
    "recipient_label",
    "split_chips",
]

Recipient = int | str
"""Who receives chips: a seat number, or a part of a pot by name (``"high half"``)."""


def recipient_label(recipient: Recipient) -> str:
    """``"seat 3"`` for a seat, the part's own name otherwise."""
    return f"seat {recipient}" if isinstance(recipient, int) else recipient


def describe_recipients(recipients: Sequence[Recipient]) -> str:
    """Plain words for several recipients: ``"seats 1, 4 and 6"``, ``"high half and low half"``.

    >>> describe_recipients([1, 4, 6]), describe_recipients([2]), describe_recipients(["board 1"])
    ('seats 1, 4 and 6', 'seat 2', 'board 1')
    """
    if all(isinstance(recipient, int) for recipient in recipients) and len(recipients) > 1:
        numbers = [str(recipient) for recipient in recipients]
        return "seats " + _join(numbers)
    return _join([recipient_label(recipient) for recipient in recipients])


def _join(words: Sequence[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


_NO_CHIPS = ChipCounts()


class StepKind(Enum):
    """What a dealer does in one step."""

    POT = "pot"
    """Announce a pot: its chips and who wins it (``note`` says it)."""
    SIZE = "size"
    """Make up a pot whose chips are not known from the bets (``changed_in``)."""
    TAKE = "take"
    """One recipient takes all the chips named."""
    SHARE = "share"
    """Each recipient gets the same number of chips of one colour."""
    EVEN_UP = "even_up"
    """Chips left over go to some recipients; the others get lower chips from the pot."""
    CHANGE = "change"
    """Chips are changed at the rack for lower ones, then the split goes on."""
    ODD_CHIP = "odd_chip"
    """One smallest chip that cannot be split goes to one recipient."""


@dataclass(frozen=True, slots=True)
class Handout:
    """``count`` chips of colour ``chip`` handed to ``to``."""

    to: Recipient
    chip: str
    count: int


@dataclass(frozen=True)
class Step:
    """One step of the dealer's procedure, as data; :attr:`text` says it in plain words.

    ``handouts`` are the chips moved to recipients in this step; ``changed_out`` are chips
    taken from the pot to the rack and ``changed_in`` the chips the rack gives for them.
    """

    kind: StepKind
    where: str
    handouts: tuple[Handout, ...] = ()
    changed_out: ChipCounts = _NO_CHIPS
    changed_in: ChipCounts = _NO_CHIPS
    reason: str = ""
    note: str = ""

    @property
    def text(self) -> str:
        """The step in plain words, one sentence starting with where it happens."""
        return f"{self.where}: {_BODIES[self.kind](self)}"

    def _pot_body(self) -> str:
        return self.note

    def _size_body(self) -> str:
        return f"{self.note}: size it into {self.changed_in.describe()} (colour up the bets)."

    def _take_body(self) -> str:
        taker = self.handouts[0].to if self.handouts else ""
        counts = ChipCounts._checked(tuple([(h.chip, h.count) for h in self.handouts]))
        if self.note:
            # A whole pot pushed to one seat: "seat 1 scoops the pot (high and low): ...".
            return f"{recipient_label(taker)} {self.note}: {counts.describe()}."
        because = f" ({self.reason})" if self.reason else ""
        return f"{recipient_label(taker)} takes {counts.describe()}{because}."

    def _share_body(self) -> str:
        first = self.handouts[0]
        recipients = [handout.to for handout in self.handouts]
        if all(isinstance(recipient, int) for recipient in recipients):
            recipients.sort()
        who = describe_recipients(recipients)
        return f"{first.count} {first.chip} each to {who}."

    def _even_up_body(self) -> str:
        high = [h for h in self.handouts if h.chip == self.note]
        low = [h for h in self.handouts if h.chip != self.note]
        takers = describe_recipients([h.to for h in high])
        others = describe_recipients([h.to for h in low])
        count = len(high)
        verb = "takes it" if count == 1 else "take one each"
        each = " each" if len(low) > 1 else ""
        get = "gets" if len(low) == 1 else "get"
        return (
            f"{count} {self.note} left over: {takers} {verb}; {others} {get} "
            f"{low[0].count} {low[0].chip}{each} from the pot to even up."
        )

    def _change_body(self) -> str:
        because = f" ({self.reason})" if self.reason else ""
        them = "it" if self.changed_out.chip_count == 1 else "them"
        return (
            f"{self.changed_out.describe()} cannot be shared out evenly: change {them} "
            f"at the rack for {self.changed_in.describe()}{because}."
        )

    def _odd_chip_body(self) -> str:
        handout = self.handouts[0]
        return f"the odd {handout.chip} chip goes to {recipient_label(handout.to)} ({self.reason})."


# How each kind of step is said (a table, so that writing thousands of steps does not
# test the kind again and again).
_BODIES: dict[StepKind, Callable[[Step], str]] = {
    StepKind.POT: Step._pot_body,
    StepKind.SIZE: Step._size_body,
    StepKind.TAKE: Step._take_body,
    StepKind.SHARE: Step._share_body,
    StepKind.EVEN_UP: Step._even_up_body,
    StepKind.CHANGE: Step._change_body,
    StepKind.ODD_CHIP: Step._odd_chip_body,
}


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
        taken = chip_set._counts(aligned)
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
        change = chip_set.make_up(left * values[colour], below=lower)
        for name, n in change:
            pool[chip_set.index(name)] += n
        changes += 1
        steps.append(
            Step(
                StepKind.CHANGE,
                where,
                changed_out=ChipCounts(((names[colour], left),)),
                changed_in=change,
                reason=reason,
            )
        )
    return _finish(chip_set, recipients, received, steps, odd, changes)


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
        (recipient, chip_set._counts(counts))
        for recipient, counts in zip(recipients, aligned, strict=True)
    )
    return Split(shares, tuple(steps), tuple(odd), changes, aligned)
