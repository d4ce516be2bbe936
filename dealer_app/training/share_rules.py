"""The rules a miss can break (:class:`Why`), and the rule that sets each seat's share of a
pot, in a dealer's words (:func:`shares_reason`): one winner, a tie, halves or boards.

Said wherever a push is graded: the reasons of a miss
(:func:`~dealer_app.training.reasons.reasons_for`), a wrong amount in a graded push
(:func:`~dealer_app.training.drills.grade`) and a step too many in the step-by-step drill
(:mod:`~dealer_app.training.stepwise`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from dealer_app.model.showdown.contests import both_ways_words, runs_words
from dealer_app.model.showdown.odd_chips import (
    board_reason,
    describe_odd_chip_seats,
    odd_chip_seats,
)
from dealer_app.model.showdown.result import PotResult, Result
from dealer_app.model.showdown.steps import StepKind
from dealer_app.model.words import capitalised, describe_recipients, join_words, lower_first, times

__all__ = [
    "Reason",
    "Why",
    "says_odd_chips",
    "share_rule_words",
    "shares_reason",
]


class Why(Enum):
    """The rules a miss can break, as the training names them."""

    OMAHA_TWO_PLUS_THREE = "omaha-two-plus-three"
    ELIGIBILITY = "eligibility"
    FOLDED = "folded"
    ODD_CHIP = "odd-chip"
    QUALIFYING_LOW = "qualifying-low"
    BOARD_PLAYS = "board-plays"
    COUNTERFEITED = "counterfeited"
    STRAIGHT_NO_KICKERS = "straight-no-kickers"
    POT_SIZE = "pot-size"
    EQUAL_SHARES = "equal-shares"
    HALVED_FIRST = "halved-first"
    SPLIT_ONCE = "split-once"
    BOARDS_FIRST = "boards-first"
    BETTER_HAND = "better-hand"
    POT_CHIPS = "pot-chips"


@dataclass(frozen=True)
class Reason:
    """One rule a wrong answer broke, and what it means on this spot."""

    why: Why
    text: str


def shares_reason(result: Result, pot: PotResult, *, pot_named: bool = False) -> Reason:
    """The rule that sets each seat's share of ``pot`` (of the showdown ``result``): one
    winner, a tie, halves or boards, with what it makes of this pot.

    ``pot_named``: the words it follows already name the pot (``"Main pot: that gives seat 2
    31, ..."``), so a reason said as the pot's steps announce it does not open with the
    pot's name again.
    """
    scenario = result.scenario
    shares = [share for share in pot.shares if share.amount]
    if len(shares) == 1:
        return Reason(
            Why.EQUAL_SHARES,
            f"Seat {shares[0].seat} wins the whole {lower_first(pot.name)}: {pot.amount:,}.",
        )
    words = ", ".join(f"seat {share.seat} {share.amount:,}" for share in shares)
    unit = scenario.chips.unit_chip.value
    parts = len(pot.runs)
    ties = [odd.seat for odd in pot.odd_chips if not odd.of_division]
    tie_odd = _tie_odd_words(ties, ("board", parts) if parts > 1 else ("half", 2))
    if pot.split_once_on_boards:
        return _boards_once_reason(result, pot, words, pot_named)
    if parts > 1:
        split = f" and {board_reason(1)}" if pot.amount // unit % parts else ""
        boards = join_words(
            [
                f"{run.amount:,} on board {run.board} "
                f"({describe_recipients(sorted(set(run.winners.high) | set(run.winners.low)))})"
                for run in pot.runs
            ]
        )
        return Reason(
            Why.BOARDS_FIRST,
            f"A pot run {times(parts)} is divided between the boards first{split}; then "
            f"each board's part goes to that board's winners: {pot.amount:,} in the "
            f"{lower_first(pot.name)} is {boards}: {words}{tie_odd}.",
        )
    if pot.split_both_ways:
        return _split_once_reason(result, pot, words, pot_named)
    if pot.winners.halved:
        first_name, second_name = scenario.game_rules.half_names
        first = (pot.amount // unit - pot.amount // unit // 2) * unit
        odd = f" and {scenario.odd_chip_policy.halving_reason}" if first * 2 != pot.amount else ""
        return Reason(
            Why.HALVED_FIRST,
            f"A split pot is halved first{odd}; then each half is shared by its own winners: "
            f"{pot.amount:,} in the {lower_first(pot.name)} is {first:,} for the {first_name} half "
            f"({describe_recipients(list(pot.winners.high))}) and {pot.amount - first:,} for the "
            f"{second_name} half ({describe_recipients(list(pot.winners.low))}): {words}{tie_odd}.",
        )
    return Reason(
        Why.EQUAL_SHARES,
        f"Tied hands share a pot equally: {pot.amount:,} in the {lower_first(pot.name)} is "
        f"{words}{tie_odd}.",
    )


def share_rule_words(result: Result, pot: PotResult) -> str:
    """The rule of ``pot``'s shares said after a seat is paid a wrong amount of it, wherever a
    push is graded: a pot one seat wins whole, or shares set by a rule of their own (halves,
    boards, one split between the same seats both ways); ``""`` for a plain tie, whose equal
    amounts the mistake already says.
    """
    rule = shares_reason(result, pot, pot_named=True)
    winners = [share for share in pot.shares if share.amount]
    if rule.why is Why.EQUAL_SHARES and len(winners) > 1:
        return ""
    return rule.text


def _tie_odd_words(ties: Sequence[int], parts: tuple[str, int]) -> str:
    """Who takes a pot's tie odd chips (``ties``, a seat each, in order), each seat named once:
    a seat takes two only from two of the pot's ``parts`` (its halves or boards; the name of
    one and how many), as the steps give each part's odd chip."""
    if not ties:
        return ""
    by_seat = odd_chip_seats(ties)
    if len(by_seat) == len(ties):
        chips = "chip goes" if len(ties) == 1 else "chips go"
        return f"; the tie's odd {chips} to {describe_odd_chip_seats(ties)}"
    part, how_many = parts
    if len(by_seat) == 1:
        if len(ties) == how_many:
            return f"; one odd chip of each {part} goes to seat {ties[0]}"
        return f"; the ties' {len(ties)} odd chips go to seat {ties[0]}"
    return f"; the ties' odd chips: {join_words([taken.share() for taken in by_seat])}"


def _split_once_reason(result: Result, pot: PotResult, words: str, pot_named: bool) -> Reason:
    """The same seats tie both ways and the pot is split once among them: said as the dealer's
    steps announce it (after the pot's name, unless ``pot_named``), its odd chips as the
    steps give them."""
    hands = {hand.seat: hand for hand in result.hands_on(1)}
    tied = [hands[seat] for seat in pot.winners.high]
    halves = result.scenario.game_rules.half_names
    both = both_ways_words(tied, [hands[seat] for seat in pot.winners.low], halves)
    return Reason(
        Why.SPLIT_ONCE,
        _announced(pot, f"{both}, not halved first: {pot.amount:,} is {words}.", pot_named)
        + _odd_chip_steps(result, pot),
    )


def _boards_once_reason(result: Result, pot: PotResult, words: str, pot_named: bool) -> Reason:
    """A pot run more than once whose boards the same seats take the same way is split once
    among them, not cut board by board: said as the dealer's steps announce it (after the
    pot's name, unless ``pot_named``), its odd chips as the steps give them."""
    seats = sorted(set(pot.winners.high) | set(pot.winners.low))
    once = runs_words(len(pot.runs), sole_winner=None, money=True, split_once=seats)
    return Reason(
        Why.SPLIT_ONCE,
        _announced(pot, f"{once} {pot.amount:,} is {words}.", pot_named)
        + _odd_chip_steps(result, pot),
    )


def _announced(pot: PotResult, words: str, pot_named: bool) -> str:
    """``words`` as the pot's steps announce them, after its name; a sentence of their own
    when the pot is ``pot_named`` already."""
    return capitalised(words) if pot_named else f"{pot.name}: {words}"


def _odd_chip_steps(result: Result, pot: PotResult) -> str:
    """The odd chips of a pot split once, as its steps give them (each a sentence)."""
    odd = [
        step.body()
        for step in result.steps
        if step.where == pot.name and step.kind is StepKind.ODD_CHIP
    ]
    return "".join(f" {capitalised(body)}" for body in odd)


def says_odd_chips(result: Result, pot: PotResult, reason: Reason) -> bool:
    """True when ``reason`` (the rule of the pot's shares) already says who takes the pot's
    odd chips and why: a pot split once says them as its steps give them."""
    return reason.why is Why.SPLIT_ONCE and bool(_odd_chip_steps(result, pot))
