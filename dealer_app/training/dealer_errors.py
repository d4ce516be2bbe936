"""Spot the dealer's error: a finished push, right or with one classic mistake in it.

:func:`push_of` reads the right push (what each seat receives from each pot, and the odd
chips) from :func:`dealer_app.model.showdown.resolve.resolve`'s result. :func:`inject` makes a
wrong push from it, one mistake a dealer really makes:

- ``WRONG_ODD_CHIP``: a pot's odd chip goes to another of its winners;
- ``COUNTERFEITED_KICKER_PAID``: a tied pot paid whole to the seat whose hole cards look
  higher, though the board counterfeits them;
- ``FOLDED_SEAT_PAID``: a winner's share pushed to a seat that folded;
- ``INELIGIBLE_SEAT_PAID``: a side pot paid to a seat all in for less, which cannot win it;
- ``SCOOP_SPLIT``: a pot one seat wins whole split with another seat.

Every chip still goes somewhere, as in a real wrong push; only who takes it is wrong.

A push shown is right or wrong by the rules' facts (:func:`push_mistakes`), not by being the
model's push: a right push shown may give the smaller chips of an even-up to another seat
(:func:`another_right_push`), and it is called right.

>>> from dealer_app.model.showdown.scenario import Scenario, SeatEntry
>>> from dealer_app.model.showdown.resolve import resolve
>>> result = resolve(Scenario.of(
...     "holdem",
...     [SeatEntry.of(1, "Ah Kd", committed=300), SeatEntry.of(4, "Ac Qc", committed=300),
...      SeatEntry.of(7, folded=True, committed=51)],
...     board="Jh 2c 2d 5s 5h", button=4))
>>> [kind.name for kind in possible_errors(result)]
['WRONG_ODD_CHIP', 'COUNTERFEITED_KICKER_PAID', 'FOLDED_SEAT_PAID']
>>> wrong = inject(result, DealerError.WRONG_ODD_CHIP, random.Random(0))
>>> print(wrong.words)
Main pot: the odd white chip went to seat 4; it goes to seat 1 (first seat clockwise from \
the button).
>>> wrong.push.payouts == push_of(result).payouts
False
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum

from dealer_app.model.chips import ChipCounts
from dealer_app.model.showdown.odd_chips import odd_chips_by_seat
from dealer_app.model.showdown.push_check import check_push, facts_of
from dealer_app.model.showdown.result import OddChip, PotResult, Result, Share
from dealer_app.model.showdown.split import split_chips
from dealer_app.model.words import describe_recipients, in_parentheses

__all__ = [
    "DealerError",
    "ErrorSpot",
    "ErrorVerdict",
    "InjectedError",
    "InjectionError",
    "PotPush",
    "Push",
    "another_right_push",
    "describe_push",
    "grade_error_spot",
    "inject",
    "make_error_spot",
    "possible_errors",
    "push_mistakes",
    "push_of",
]

_NO_CHIPS = ChipCounts()
# A pot's own shares always carry their chips (only a board's part of a pot may not).

RIGHT_SHARE = 0.3
"""The share of spots shown with a right push, so that "it is wrong" is not a safe guess."""


class InjectionError(ValueError):
    """An error that this spot cannot show (no odd chip, no folded seat ...)."""


class DealerError(Enum):
    """A classic mistake at the push; the value is its stored name."""

    WRONG_ODD_CHIP = "wrong-odd-chip"
    COUNTERFEITED_KICKER_PAID = "counterfeited-kicker-paid"
    FOLDED_SEAT_PAID = "folded-seat-paid"
    INELIGIBLE_SEAT_PAID = "ineligible-seat-paid"
    SCOOP_SPLIT = "scoop-split"

    @property
    def title(self) -> str:
        """The mistake in a dealer's words, for a list to pick from."""
        return _TITLES[self]


_TITLES = {
    DealerError.WRONG_ODD_CHIP: "The odd chip went to the wrong seat",
    DealerError.COUNTERFEITED_KICKER_PAID: "A counterfeited kicker was paid",
    DealerError.FOLDED_SEAT_PAID: "A folded seat was paid",
    DealerError.INELIGIBLE_SEAT_PAID: "A side pot went to a seat not in it",
    DealerError.SCOOP_SPLIT: "A scoop was split",
}


@dataclass(frozen=True)
class PotPush:
    """What one pot pays: each seat's share by colour, and the odd chips among them."""

    name: str
    amount: int
    shares: tuple[Share, ...]
    odd_chips: tuple[OddChip, ...]


@dataclass(frozen=True)
class Push:
    """A finished push: every pot's shares, the last pot paid first as the steps say."""

    pots: tuple[PotPush, ...]

    @property
    def payouts(self) -> Mapping[int, int]:
        """The total value each seat receives, seat order."""
        totals: dict[int, int] = {}
        for pot in self.pots:
            for share in pot.shares:
                totals[share.seat] = totals.get(share.seat, 0) + share.amount
        return dict(sorted(totals.items()))


def push_of(result: Result) -> Push:
    """The right push of a resolved showdown."""
    return Push(
        tuple(PotPush(pot.name, pot.amount, pot.shares, pot.odd_chips) for pot in result.pots)
    )


def push_mistakes(result: Result, push: Push) -> tuple[str, ...]:
    """What a push breaks of the rules, pot by pot (none: it is right, whoever takes the
    smaller chips of an even-up)."""
    chip_set = result.scenario.chips
    mistakes: list[str] = []
    for pot, shown in zip(result.pots, push.pots, strict=True):
        pushed: dict[int, dict[str, int]] = {}
        for share in shown.shares:
            chips = pushed.setdefault(share.seat, {})
            for name, count in share.chips or _NO_CHIPS:
                chips[name] = chips.get(name, 0) + count
        odd_seats = tuple(odd.seat for odd in shown.odd_chips)
        verdict = check_push(chip_set, facts_of(result, pot), pushed, odd_seats)
        mistakes.extend(verdict.mistakes)
    return tuple(mistakes)


def another_right_push(result: Result) -> Push | None:
    """The model's push with two seats of equal shares of a pot, taking different chips,
    swapping their chips: as right as the model's (None: no such pair)."""
    push = push_of(result)
    for index, pot in enumerate(push.pots):
        shares = pot.shares
        for first, one in enumerate(shares):
            for other in shares[first + 1 :]:
                if one.amount == other.amount and one.chips != other.chips:
                    swapped = tuple(
                        Share(share.seat, share.amount, other.chips)
                        if share is one
                        else Share(share.seat, share.amount, one.chips)
                        if share is other
                        else share
                        for share in shares
                    )
                    changed = PotPush(pot.name, pot.amount, swapped, pot.odd_chips)
                    return _with_pot(push, index, changed)
    return None


def describe_push(push: Push) -> tuple[str, ...]:
    """One line per pot: who takes which chips, and who takes each odd chip."""
    lines = []
    for pot in push.pots:
        takes = "; ".join(
            f"seat {share.seat} takes {(share.chips or _NO_CHIPS).describe()}"
            for share in pot.shares
        )
        chip = pot.odd_chips[0].chip if pot.odd_chips else ""
        takers = odd_chips_by_seat([(odd.seat, odd.reason) for odd in pot.odd_chips])
        odd = "".join(f"; {taken.to_seat(chip, the=True)}" for taken in takers)
        lines.append(f"{pot.name} ({pot.amount:,}): {takes or 'nobody is paid'}{odd}.")
    return tuple(lines)


@dataclass(frozen=True)
class InjectedError:
    """A wrong push made from a right one: which mistake, in which pot, and why it is wrong."""

    kind: DealerError
    pot_index: int
    push: Push
    words: str


def _with_pot(push: Push, index: int, pot: PotPush) -> Push:
    pots = list(push.pots)
    pots[index] = pot
    return Push(tuple(pots))


def _whole_to(pot: PotResult, seat: int) -> PotPush:
    return PotPush(pot.name, pot.amount, (Share(seat, pot.amount, pot.chips),), ())


def _paid_words(pot: PotResult) -> str:
    return describe_recipients(list(pot.winners.seats))


def _wrong_odd_chip(result: Result, rng: random.Random) -> InjectedError | None:
    chip_set = result.scenario.chips
    choices: list[tuple[int, OddChip, int]] = []
    for index, pot in enumerate(result.pots):
        holders = {odd.seat for odd in pot.odd_chips}
        held = {share.seat: share.chips or _NO_CHIPS for share in pot.shares}
        for odd in pot.odd_chips:
            if not held.get(odd.seat, _NO_CHIPS)[odd.chip]:
                # The odd unit came inside a larger chip: no odd chip to move.
                continue
            others = [seat for seat in pot.winners.seats if seat not in holders]
            choices.extend((index, odd, other) for other in others)
    if not choices:
        return None
    index, odd, other = rng.choice(choices)
    pot = result.pots[index]
    unit = ChipCounts(((odd.chip, 1),))
    shares = []
    taken = False
    for share in pot.shares:
        aligned = list(chip_set.counts_of(share.chips or _NO_CHIPS))
        amount = share.amount
        if share.seat == odd.seat:
            aligned[chip_set.index(odd.chip)] -= 1
            amount -= odd.value
        shares.append(Share(share.seat, amount, chip_set.counts_from(aligned)))
    for position, share in enumerate(shares):
        if share.seat == other:
            added = chip_set.counts_of(share.chips or _NO_CHIPS)
            aligned = [
                count + extra for count, extra in zip(added, chip_set.counts_of(unit), strict=True)
            ]
            shares[position] = Share(other, share.amount + odd.value, chip_set.counts_from(aligned))
            taken = True
    if not taken:
        shares.append(Share(other, odd.value, unit))
    moved = tuple(
        OddChip(other, odd.value, odd.chip, "") if item is odd else item for item in pot.odd_chips
    )
    kept = tuple(sorted((share for share in shares if share.amount), key=lambda s: s.seat))
    wrong = PotPush(pot.name, pot.amount, kept, moved)
    words = (
        f"{pot.name}: the odd {odd.chip} chip went to seat {other}; "
        f"it goes to seat {odd.seat} ({odd.reason})."
    )
    return InjectedError(
        DealerError.WRONG_ODD_CHIP, index, _with_pot(push_of(result), index, wrong), words
    )


def _hole_ranks(result: Result, seat: int) -> tuple[int, ...]:
    return tuple(sorted((card.rank for card in result.scenario.seat(seat).cards), reverse=True))


def _counterfeited_kicker(result: Result, rng: random.Random) -> InjectedError | None:
    if not result.scenario.board:
        return None
    choices = []
    for index, pot in enumerate(result.pots):
        tied = pot.winners.high
        if len(tied) < 2 or pot.winners.low or pot.runs:
            continue
        ranked = sorted(tied, key=lambda seat: _hole_ranks(result, seat), reverse=True)
        if _hole_ranks(result, ranked[0]) != _hole_ranks(result, ranked[1]):
            choices.append((index, ranked[0]))
    if not choices:
        return None
    index, seat = rng.choice(choices)
    pot = result.pots[index]
    hand = next(hand for hand in result.hands if hand.seat == seat)
    words = (
        f"{pot.name} was paid whole to seat {seat} for its higher hole cards, but the board "
        f"counterfeits them: {_paid_words(pot)} play the same hand "
        f"{in_parentheses(hand.name)} and split it."
    )
    return InjectedError(
        DealerError.COUNTERFEITED_KICKER_PAID,
        index,
        _with_pot(push_of(result), index, _whole_to(pot, seat)),
        words,
    )


def _folded_seat_paid(result: Result, rng: random.Random) -> InjectedError | None:
    scenario = result.scenario
    folded = [entry.seat for entry in scenario.ordered_seats if entry.folded]
    if not folded:
        return None
    built = scenario.pots()
    choices: list[tuple[int, int]] = []
    for index, pot in enumerate(result.pots):
        if pot.returned or not pot.shares:
            continue
        put_in = [seat for seat in folded if seat in built[index].contributors]
        choices.extend((index, seat) for seat in put_in or folded)
    if not choices:
        return None
    index, seat = rng.choice(choices)
    pot = result.pots[index]
    largest = max(pot.shares, key=lambda share: (share.amount, -share.seat))
    shares = [share for share in pot.shares if share is not largest]
    shares.append(Share(seat, largest.amount, largest.chips))
    odd = tuple(odd for odd in pot.odd_chips if odd.seat != largest.seat)
    wrong = PotPush(pot.name, pot.amount, tuple(sorted(shares, key=lambda s: s.seat)), odd)
    words = (
        f"{pot.name}: seat {seat} folded and can win nothing, yet it was paid "
        f"{(largest.chips or _NO_CHIPS).describe()}; that goes to seat {largest.seat}."
    )
    return InjectedError(
        DealerError.FOLDED_SEAT_PAID, index, _with_pot(push_of(result), index, wrong), words
    )


def _ineligible_seat_paid(result: Result, rng: random.Random) -> InjectedError | None:
    live = result.scenario.live_seats
    choices: list[tuple[int, int]] = []
    for index, pot in enumerate(result.pots):
        if index == 0 or pot.returned:
            continue
        outside = [seat for seat in live if seat not in pot.eligible]
        earlier_winners = [
            seat for earlier in result.pots[:index] for seat in earlier.winners.seats
        ]
        # The classic: the short stack's winning hand is paid the side pot too.
        likely = [seat for seat in outside if seat in earlier_winners]
        choices.extend((index, seat) for seat in likely or outside)
    if not choices:
        return None
    index, seat = rng.choice(choices)
    pot = result.pots[index]
    words = (
        f"{pot.name} was paid to seat {seat}, which is all in for less and cannot win it; "
        f"it goes to {_paid_words(pot)}."
    )
    return InjectedError(
        DealerError.INELIGIBLE_SEAT_PAID,
        index,
        _with_pot(push_of(result), index, _whole_to(pot, seat)),
        words,
    )


def _strength(result: Result, seat: int) -> int:
    hand = next(hand for hand in result.hands if hand.seat == seat)
    chosen = hand.high if hand.high is not None else hand.low
    return chosen.strength if chosen is not None else 0


def _scoop_split(result: Result, rng: random.Random) -> InjectedError | None:
    scenario = result.scenario
    shown = {hand.seat for hand in result.hands}
    choices = []
    for index, pot in enumerate(result.pots):
        winners = pot.winners.seats
        if pot.returned or len(winners) != 1 or len(pot.eligible) < 2 or len(pot.shares) != 1:
            continue
        others = [seat for seat in pot.eligible if seat != winners[0] and seat in shown]
        if others and winners[0] in shown:
            runner_up = max(others, key=lambda seat: (_strength(result, seat), -seat))
            choices.append((index, winners[0], runner_up))
    if not choices:
        return None
    index, winner, other = rng.choice(choices)
    pot = result.pots[index]
    split = split_chips(scenario.chips, pot.chips, [winner, other], pot.name)
    unit = scenario.chips.unit_chip
    shares = tuple(
        sorted(
            (
                Share(seat, scenario.chips.value_of(counts), counts)
                for seat, counts in split.shares
                if isinstance(seat, int)
            ),
            key=lambda share: share.seat,
        )
    )
    odd = tuple(
        OddChip(seat, unit.value, unit.name, "")
        for seat in split.odd_chips
        if isinstance(seat, int)
    )
    # Razz and badugi keep their one winner as the pot's low, yet have no halves.
    if not scenario.game_rules.is_split:
        why = "wins it alone"
    elif pot.winners.low:
        why = "wins both halves"
    else:
        why = "wins the high and nobody qualifies for low"
    words = f"{pot.name}: seat {winner} {why} and scoops it; it was split with seat {other}."
    return InjectedError(
        DealerError.SCOOP_SPLIT,
        index,
        _with_pot(push_of(result), index, PotPush(pot.name, pot.amount, shares, odd)),
        words,
    )


_INJECTORS = {
    DealerError.WRONG_ODD_CHIP: _wrong_odd_chip,
    DealerError.COUNTERFEITED_KICKER_PAID: _counterfeited_kicker,
    DealerError.FOLDED_SEAT_PAID: _folded_seat_paid,
    DealerError.INELIGIBLE_SEAT_PAID: _ineligible_seat_paid,
    DealerError.SCOOP_SPLIT: _scoop_split,
}


def possible_errors(result: Result) -> tuple[DealerError, ...]:
    """The mistakes this spot can show."""
    probe = random.Random(0)
    return tuple(kind for kind, make in _INJECTORS.items() if make(result, probe) is not None)


def inject(result: Result, kind: DealerError, rng: random.Random) -> InjectedError:
    """A wrong push with the mistake ``kind``; :class:`InjectionError` when the spot has no room."""
    made = _INJECTORS[kind](result, rng)
    if made is None:
        raise InjectionError(f"{kind.value}: this spot has no room for that mistake")
    return made


@dataclass(frozen=True)
class ErrorSpot:
    """A spot of the spot-the-error drill: the push shown and the mistake in it, if any."""

    result: Result
    shown: Push
    error: InjectedError | None

    @property
    def is_right(self) -> bool:
        """True when the push shown breaks no rule (the model's push or another right one)."""
        return not push_mistakes(self.result, self.shown)


def make_error_spot(
    result: Result,
    rng: random.Random,
    *,
    right_share: float = RIGHT_SHARE,
    kinds: Sequence[DealerError] = tuple(DealerError),
) -> ErrorSpot:
    """Show a right push on ``right_share`` of the spots, else one mistake from ``kinds``.

    A right push shown is the model's, or half the time another right one when the spot has
    one (two seats of equal shares swapping their chips). A spot with room for none of
    ``kinds`` is shown right.
    """
    possible = [kind for kind in kinds if kind in possible_errors(result)]
    if not possible or rng.random() < right_share:
        other = another_right_push(result)
        if other is not None and rng.random() < 0.5:
            return ErrorSpot(result, other, None)
        return ErrorSpot(result, push_of(result), None)
    error = inject(result, rng.choice(possible), rng)
    return ErrorSpot(result, error.push, error)


@dataclass(frozen=True)
class ErrorVerdict:
    """The trainee's call: right or wrong, and when wrong, which mistake."""

    says_right: bool
    error: DealerError | None = None


@dataclass(frozen=True)
class ErrorGrade:
    """Whether the call was right, and what the push really was, in a dealer's words."""

    correct: bool
    words: str


def grade_error_spot(spot: ErrorSpot, verdict: ErrorVerdict) -> ErrorGrade:
    """Grade a call: a right push (by the rules' facts, whoever takes the smaller chips) must
    be called right; a wrong one wrong, with its mistake."""
    if spot.error is None or spot.is_right:
        if verdict.says_right:
            return ErrorGrade(True, "Right: this push is correct.")
        return ErrorGrade(False, "This push is correct: every chip went where it belongs.")
    if verdict.says_right:
        return ErrorGrade(False, f"This push is wrong. {spot.error.words}")
    if verdict.error is not spot.error.kind:
        return ErrorGrade(
            False,
            f"It is wrong, but not that way: {spot.error.kind.title.lower()}. {spot.error.words}",
        )
    return ErrorGrade(True, f"Right: {spot.error.words}")
