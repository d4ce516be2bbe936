"""Rock-paper-scissors elimination: how seats tied under ``suit_tiebreaks`` settle a pot.

Every seat still in throws at once. When the throws show exactly two shapes, the seats
whose shape was beaten are out; all one shape, or all three, is a draw and everyone
throws again. It goes on until one seat is left.

>>> first = play_round({2: Throw.ROCK, 5: Throw.PAPER, 9: Throw.PAPER})
>>> first.survivors, first.words
((5, 9), 'Paper beats rock: seat 2 is out; seats 5 and 9 throw again.')
>>> final = play_round({5: Throw.SCISSORS, 9: Throw.PAPER})
>>> final.winner, final.words
(5, 'Scissors beat paper: seat 9 is out; seat 5 wins.')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum

from dealer_app.model.words import describe_recipients

__all__ = ["RoshamboError", "RoundResult", "Throw", "play_round"]


class RoshamboError(ValueError):
    """A round that cannot be played as given; the message names the problem."""


class Throw(Enum):
    """A shape thrown; ``value`` is its name."""

    ROCK = "rock"
    PAPER = "paper"
    SCISSORS = "scissors"

    @property
    def beats(self) -> Throw:
        """The shape this one beats: rock blunts scissors, paper wraps rock, scissors cut paper."""
        return {
            Throw.ROCK: Throw.SCISSORS,
            Throw.PAPER: Throw.ROCK,
            Throw.SCISSORS: Throw.PAPER,
        }[self]


@dataclass(frozen=True)
class RoundResult:
    """One round: the seats still in afterwards and what the dealer says."""

    survivors: tuple[int, ...]
    words: str

    @property
    def winner(self) -> int | None:
        """The last seat left, once there is one."""
        return self.survivors[0] if len(self.survivors) == 1 else None


def play_round(throws: Mapping[int, Throw]) -> RoundResult:
    """Play one round among the seats in ``throws`` (each seat's shape)."""
    if len(throws) < 2:
        raise RoshamboError("rock-paper-scissors needs at least two seats")
    seats = tuple(sorted(throws))
    shapes = set(throws.values())
    if len(shapes) != 2:
        why = (
            "all three shapes" if len(shapes) == 3 else f"everyone threw {next(iter(shapes)).value}"
        )
        return RoundResult(seats, f"A draw ({why}): {describe_recipients(seats)} throw again.")
    first, second = shapes
    winning = first if first.beats is second else second
    losing = second if winning is first else first
    survivors = tuple(seat for seat in seats if throws[seat] is winning)
    out = [seat for seat in seats if throws[seat] is losing]
    verb = "beat" if winning is Throw.SCISSORS else "beats"
    words = f"{winning.value.capitalize()} {verb} {losing.value}: "
    words += f"{describe_recipients(out)} {'is' if len(out) == 1 else 'are'} out; "
    if len(survivors) == 1:
        words += f"seat {survivors[0]} wins."
    else:
        words += f"{describe_recipients(survivors)} throw again."
    return RoundResult(survivors, words)
