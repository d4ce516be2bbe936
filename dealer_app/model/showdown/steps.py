"""The dealer's steps: what a dealer physically does, as data and in plain words.

A :class:`Step` says where it happens (a pot, a half, a board's part), what kind of thing
the dealer does (announce, size, kill the losing hands, share, even up, change at the rack,
give an odd chip) and the chips that move; :attr:`Step.text` says it the way a trainee
learns it, and :meth:`Step.words` the same in a chip set's money (``$447,000,003``: as the
felt writes it). The result document's ``steps`` are :attr:`Step.text`, the amounts in the
smallest unit as the format has always written them. The splitting itself is
:mod:`~dealer_app.model.showdown.split`'s; the words for who wins a contest are
:mod:`~dealer_app.model.showdown.contests`'.

>>> step = Step(StepKind.SHARE, "Main pot", (Handout(4, "black", 3), Handout(1, "black", 3)))
>>> step.text
'Main pot: 3 black each to seats 1 and 4.'
>>> millions = (Handout(1, "black", 5_000_000), Handout(2, "black", 5_000_000))
>>> Step(StepKind.SHARE, "Pot", millions).text
'Pot: 5,000,000 black each to seats 1 and 2.'
>>> sized = Step(StepKind.SIZE, "Side pot 1", changed_in=ChipCounts.unchecked((("black", 40),)),
...             amount=4_000)
>>> sized.text
'Side pot 1: 4000: size it into 40 black (colour up the bets).'
>>> sized.words(MoneyUnit("$"))
'Side pot 1: $4,000: size it into 40 black (colour up the bets).'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from dealer_app.model.chips import ChipCounts
from dealer_app.model.money_words import MoneyWords, written_words
from dealer_app.model.room.money import MoneyUnit
from dealer_app.model.words import Recipient, describe_recipients, join_words, recipient_label

__all__ = ["Handout", "Step", "StepKind"]

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
    """Chips left over go to some recipients; the others get lower chips from the pot (the
    takers some too, where only that leaves every recipient level when the step is done)."""
    CHANGE = "change"
    """Chips are changed at the rack for lower ones, then the split goes on (``note``: when
    the change is made, for one made before the pot is cut, not for chips that cannot be
    shared)."""
    ODD_CHIP = "odd_chip"
    """One smallest chip that cannot be split goes to one recipient (a count of 0: the odd
    unit came inside a larger chip it took, where no even-up's ``odd_kept`` says so)."""
    RAKE = "rake"
    """Chips dropped into the rake or jackpot box (``handouts`` to the box) before the split."""
    KILL = "kill"
    """The losing hands (of the seats ``killed``) pushed into the muck once the pot is
    announced, before its chips move: no hand that lost can then claim it."""


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
    reason: str | MoneyWords = ""
    note: str | MoneyWords = ""
    """What is said of the step (a pot's announcement, a guts deal's money, a rake's basis);
    :class:`~dealer_app.model.words.MoneyWords` when it says amounts, written as the step's."""
    amount: int | None = None
    """The value of the pot a :attr:`~StepKind.POT` or :attr:`~StepKind.SIZE` step is about
    (``None``: a pot announced without money), written before the step's words; of the whole
    share a :attr:`~StepKind.TAKE` step pushes, written after its chips."""
    short: tuple[Recipient, ...] = ()
    """Of an :attr:`~StepKind.EVEN_UP`: the recipients whose lower chips are worth an odd unit
    less than the chips they stand for, the takers of those keeping it inside them
    (``reason`` says so)."""
    odd_kept: tuple[Recipient, ...] = ()
    """Of an :attr:`~StepKind.EVEN_UP`: the recipients whose odd chip is inside the chips
    they take in it, named in this step's ``reason`` with the rule that gives it (no
    :attr:`~StepKind.ODD_CHIP` step names it again)."""
    killed: tuple[int, ...] = ()
    """Of a :attr:`~StepKind.KILL`: the seats whose hands are killed, in seat order."""
    amount_only: bool = False
    """Of a :attr:`~StepKind.TAKE`: the chips on the felt are not known (an uncalled bet
    the app made up chips for), so the step says its ``amount`` only, pushed back as it
    lies; ``handouts`` still hold the chips the result gives."""

    @property
    def text(self) -> str:
        """The step in plain words, one sentence starting with where it happens; an amount in
        the smallest unit without separators (``447000003``)."""
        return self._said(str)

    def words(self, money: MoneyUnit) -> str:
        """The step as :attr:`text` says it, its amount written in ``money`` as the felt writes
        it (``$447,000,003``; ``$0.25`` in a set counted in cents)."""
        return self._said(money.text)

    def body(self, money: MoneyUnit | None = None) -> str:
        """What the dealer does, the words after where it happens (``"3 black each to seats 1
        and 4."``), its amount in ``money`` when given, else as :attr:`text` writes it."""
        return _BODIES[self.kind](self, str if money is None else money.text)

    def _said(self, written: Callable[[int], str]) -> str:
        return f"{self.where}: {_BODIES[self.kind](self, written)}"

    # Each body says the step's amount, if it has one, written by ``written``.
    def _pot_body(self, written: Callable[[int], str]) -> str:
        note = written_words(self.note, written)
        if self.amount is None:
            return note
        # A part announced without its chips goes straight on: "board 1: 30; seat 1 wins".
        gap = "" if note.startswith(";") else " "
        return f"{written(self.amount)}{gap}{note}"

    def _size_body(self, written: Callable[[int], str]) -> str:
        amount = "" if self.amount is None else written(self.amount)
        return f"{amount}: size it into {self.changed_in.describe()} (colour up the bets)."

    def _take_body(self, written: Callable[[int], str]) -> str:
        taker = self.handouts[0].to if self.handouts else ""
        if self.amount_only and self.amount is not None:
            # "push seat 6's uncalled 300 back": the bet as it lies, not chips made up.
            what = f"{written_words(self.reason, written)} " if self.reason else ""
            return f"push {recipient_label(taker)}'s {what}{written(self.amount)} back."
        counts = ChipCounts.unchecked(tuple([(h.chip, h.count) for h in self.handouts]))
        if self.note:
            # A whole pot pushed to one seat: "seat 1 scoops the pot (high and low): ...".
            took = written_words(self.note, written)
            return f"{recipient_label(taker)} {took}: {counts.describe()}."
        # A share pushed whole says its amount after its chips: "(30 in all, ...)".
        said = [f"{written(self.amount)} in all"] if self.amount is not None else []
        said += [written_words(self.reason, written)] if self.reason else []
        because = f" ({', '.join(said)})" if said else ""
        return f"{recipient_label(taker)} takes {counts.describe()}{because}."

    def _share_body(self, written: Callable[[int], str]) -> str:
        first = self.handouts[0]
        who = describe_recipients(_in_seat_order([handout.to for handout in self.handouts]))
        return f"{first.count:,} {first.chip} each to {who}."

    def _even_up_body(self, written: Callable[[int], str]) -> str:
        high = [h for h in self.handouts if h.chip == self.note]
        left = sum(h.count for h in high)
        lower: dict[Recipient, list[str]] = {}
        for handout in self.handouts:
            if handout.chip != self.note:
                lower.setdefault(handout.to, []).append(f"{handout.count:,} {handout.chip}")
        chips = {recipient: join_words(parts) for recipient, parts in lower.items()}
        # A seat taking the most of the last chips takes lower chips too only where the
        # others' cannot even them up alone (values that do not nest): said with its chips
        # of the colour, so that the step names all it takes.
        most = max((h.count for h in high), default=0)
        along = {
            h.to: f" with {chips.pop(h.to)}" for h in high if h.count == most and h.to in chips
        }
        takers = describe_recipients(_in_seat_order([h.to for h in high]))
        if left == 1:
            text = f"{takers} takes the last {self.note}{along.get(high[0].to, '')}"
        elif len(high) == 1:
            text = f"{left:,} {self.note} left over: {takers} takes them{along.get(high[0].to, '')}"
        elif (
            len({h.count for h in high}) == 1
            and len(set(along.values())) <= 1
            and (not along or len(along) == len(high))
        ):
            each = "one" if high[0].count == 1 else f"{high[0].count:,}"
            text = f"{left:,} {self.note} left over: {takers} take {each} each"
            text += f"{next(iter(along.values()))} each" if along else ""
        else:
            text = f"{left:,} {self.note} left over: " + ", ".join(
                f"{recipient_label(h.to)} takes {h.count:,}{along.get(h.to, '')}" for h in high
            )
        piles: dict[str, list[Recipient]] = {}
        for recipient, words in chips.items():
            piles.setdefault(words, []).append(recipient)
        even = "for it" if left == 1 and not along else "to even up"
        # Chips worth an odd unit less than the chip are no even swap for it: said so.
        less = f"for the {self.note}" if left == 1 and not along else even
        for words, recipients in piles.items():
            why = less if recipients[0] in self.short else even
            if len(recipients) == 1:
                text += f"; {recipient_label(recipients[0])} takes {words} {why}"
            else:
                who = describe_recipients(_in_seat_order(recipients))
                text += f"; {who} take {words} each {why}"
        # Where the odd units stay is said once, after every pile short of them.
        return text + (f", {written_words(self.reason, written)}." if self.reason else ".")

    def _change_body(self, written: Callable[[int], str]) -> str:
        because = f" ({written_words(self.reason, written)})" if self.reason else ""
        if self.note:
            # A change said by when it is made: "..., once for the whole pot before it is
            # halved", not of chips that cannot be shared.
            when = written_words(self.note, written)
            return (
                f"change {self.changed_out.describe()} at the rack for "
                f"{self.changed_in.describe()}, {when}{because}."
            )
        them = "it" if self.changed_out.chip_count == 1 else "them"
        return (
            f"{self.changed_out.describe()} cannot be shared out evenly: change {them} "
            f"at the rack for {self.changed_in.describe()}{because}."
        )

    def _odd_chip_body(self, written: Callable[[int], str]) -> str:
        handout = self.handouts[0]
        reason = written_words(self.reason, written)
        if not handout.count:
            return (
                f"the odd {handout.chip} chip of {recipient_label(handout.to)} is in the "
                f"larger chips it took ({reason})."
            )
        return f"the odd {handout.chip} chip goes to {recipient_label(handout.to)} ({reason})."

    def _rake_body(self, written: Callable[[int], str]) -> str:
        counts = ChipCounts.unchecked(tuple([(h.chip, h.count) for h in self.handouts]))
        box = self.handouts[0].to if self.handouts else "box"
        change = ""
        if self.changed_out:
            change = (
                f"change {self.changed_out.describe()} at the rack for "
                f"{self.changed_in.describe()}, then "
            )
        because = f" ({written_words(self.reason, written)})" if self.reason else ""
        return f"{change}drop {counts.describe()} into the {box}{because}."

    def _kill_body(self, written: Callable[[int], str]) -> str:
        # ``reason`` says where the hands lost when the pot's announcement does not
        # (``"on neither board"``).
        one = len(self.killed) == 1
        because = f" ({'it wins' if one else 'they win'} {self.reason})" if self.reason else ""
        if one:
            return f"kill seat {self.killed[0]}'s losing hand before the push{because}."
        seats = describe_recipients(list(self.killed))
        return f"kill the losing hands of {seats} before the push{because}."


# How each kind of step is said (a table, so that writing thousands of steps does not
# test the kind again and again).
_BODIES: dict[StepKind, Callable[[Step, Callable[[int], str]], str]] = {
    StepKind.POT: Step._pot_body,
    StepKind.SIZE: Step._size_body,
    StepKind.TAKE: Step._take_body,
    StepKind.SHARE: Step._share_body,
    StepKind.EVEN_UP: Step._even_up_body,
    StepKind.CHANGE: Step._change_body,
    StepKind.ODD_CHIP: Step._odd_chip_body,
    StepKind.RAKE: Step._rake_body,
    StepKind.KILL: Step._kill_body,
}


def _in_seat_order(recipients: list[Recipient]) -> list[Recipient]:
    """Seats said together in seat order ("seats 1 and 2"), halves and boards as given."""
    if all(isinstance(recipient, int) for recipient in recipients):
        return sorted(recipients, key=int)
    return recipients
