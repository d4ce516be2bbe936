"""Time aims: how long a trained dealer takes for each drill, scaled by the table.

A card room deals 30 to 40 hold'em hands an hour; the showdown must not eat that pace. The
aims start from the figures an open-source trainer uses and grow with the work the spot
really asks for:

- Name the hand: 4 to 7 s to read it, by how many cards may combine and whether a low is
  read too (hold'em, draw and guts 4 s; stud and razz 5 s, seven cards of one's own; Omaha
  and stud eight-or-better 6 s, two-plus-three or a second, low hand; Omaha eight-or-better
  7 s, both at once). The audition's games the same way: lowball and badugi 4 s, five or
  four cards of one's own; hold'em high-low 5 s; badeucy, badacey, razzdugi and stud
  high-low 6 s, two hands read; five-card Omaha 6.5 s and Big O 7.5 s, a fifth hole card to
  combine. Plus :data:`HAND_ENTRY_SECONDS` to give it: the hand typed short (``FH QQQ99``
  and Enter, about eight keys), measured like every drill from the spot's appearing to the
  answer.
- Read the winner: 3 s plus 1.5 s for each seat still in the hand.
- Build the pots: 4 s plus 5 s for each pot to build (an uncalled bet going back is not
  built, only handed back).
- Split the pot: 4 s to look the pot over plus 3 s for each step of the dealer's
  procedure that handles chips (a pot sized into stacks, a colour shared out or evened
  up, chips changed at the rack, a pot taken whole, an odd chip). A dealer cuts one colour
  down and pushes it in about 3 s, so a plain chop of two colours between two seats aims
  at 10 s and a three-way tie with a change at the rack and two odd chips at 19 s: the aim
  follows the physical work, as the model's own steps count it.
- Spot the dealer's error: 5 s plus 3 s for each pot paid: every pot of the finished
  push is checked against its winners and its chips.

An answer is *fast* within :data:`FAST_SHARE` of its aim, *on time* within the aim and
*slow* after it.

>>> from dealer_app.model.showdown.scenario import Scenario, SeatEntry
>>> from dealer_app.model.showdown.resolve import resolve
>>> result = resolve(Scenario.of(
...     "holdem",
...     [SeatEntry.of(1, "Ah Kd", committed=300), SeatEntry.of(4, "Ac Qc", committed=300),
...      SeatEntry.of(7, folded=True, committed=50)],
...     board="Jh 2c 2d 5s 5h", button=4))
>>> aim = time_aim("read-winner", result)
>>> aim.seconds, aim.basis
(6.0, '3 s + 1.5 s for each of 2 seats still in')
>>> aim.speed(3.0), aim.speed(5.9), aim.speed(6.5)
(<Speed.FAST: 'fast'>, <Speed.ON_TIME: 'on time'>, <Speed.SLOW: 'slow'>)
>>> aim.verdict(6.5)
"6.5 s: slow against a trained dealer's 6 s (3 s + 1.5 s for each of 2 seats still in)"

"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from dealer_app.model.hands.games import Game
from dealer_app.model.showdown.result import Result
from dealer_app.model.showdown.steps import StepKind

__all__ = [
    "DRILL_NAMES",
    "FAST_SHARE",
    "HAND_ENTRY_SECONDS",
    "HAND_NAMING_SECONDS",
    "SPOT_ERROR",
    "AimError",
    "Speed",
    "TimeAim",
    "time_aim",
]

READ_WINNER = "read-winner"
BUILD_POTS = "build-pots"
SPLIT_POT = "split-pot"
NAME_HAND = "name-hand"
SPOT_ERROR = "spot-error"
"""The spot-the-dealer's-error drill (the other four are the drills of the Training mode)."""

DRILL_NAMES = (READ_WINNER, BUILD_POTS, SPLIT_POT, NAME_HAND, SPOT_ERROR)
"""Every drill with a time aim, by the names answers are stored under."""

FAST_SHARE = 0.6
"""An answer within this share of its aim is fast: the margin a busy table's distractions eat."""

HAND_NAMING_SECONDS: dict[Game, float] = {
    Game.HOLDEM: 4.0,
    Game.DRAW: 4.0,
    Game.GUTS2: 4.0,
    Game.GUTS3: 4.0,
    Game.STUD: 5.0,
    Game.RAZZ: 5.0,
    Game.OMAHA: 6.0,
    Game.STUD8: 6.0,
    Game.OMAHA8: 7.0,
    Game.GUTS21: 4.0,
    Game.GUTS422: 4.0,
    Game.GUTS423: 4.0,
    Game.GUTS357: 4.0,
    Game.DEUCE7: 4.0,
    Game.ACE5: 4.0,
    Game.BADUGI: 4.0,
    Game.HOLDEM8: 5.0,
    Game.BADEUCY: 6.0,
    Game.BADACEY: 6.0,
    Game.RAZZDUGI: 6.0,
    Game.STUDHILO: 6.0,
    Game.OMAHA5: 6.5,
    Game.BIGO: 7.5,
}
"""The time to read one seat's hand, by game (see the module documentation)."""

HAND_ENTRY_SECONDS = 2.0
"""The time to give a hand read: typed short, ``FH QQQ99`` and Enter."""


class AimError(ValueError):
    """A drill that has no time aim; the message names it."""


class Speed(Enum):
    """How an answer's time compares with its aim."""

    FAST = "fast"
    ON_TIME = "on time"
    SLOW = "slow"


@dataclass(frozen=True)
class TimeAim:
    """The time a trained dealer takes for one spot of one drill, and how it is made up."""

    drill: str
    seconds: float
    basis: str

    @property
    def fast_within(self) -> float:
        """An answer this quick or quicker is fast."""
        return self.seconds * FAST_SHARE

    def speed(self, seconds: float) -> Speed:
        """Fast, on time or slow, for an answer that took ``seconds``."""
        if seconds <= self.fast_within:
            return Speed.FAST
        if seconds <= self.seconds:
            return Speed.ON_TIME
        return Speed.SLOW

    def verdict(self, seconds: float) -> str:
        """How an answer's time went, in words, with the aim and how it is made up."""
        return (
            f"{seconds:.1f} s: {self.speed(seconds).value} against a trained dealer's "
            f"{self.seconds:g} s ({self.basis})"
        )

    def within(self, seconds: float) -> bool:
        """True when an answer that took ``seconds`` met the aim (fast or on time)."""
        return seconds <= self.seconds


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def time_aim(drill: str, result: Result) -> TimeAim:
    """The time aim of ``drill`` (by its stored name) for the spot resolved as ``result``."""
    scenario = result.scenario
    if drill == NAME_HAND:
        reading = HAND_NAMING_SECONDS[scenario.game]
        return TimeAim(
            drill,
            reading + HAND_ENTRY_SECONDS,
            f"{reading:g} s to read a {scenario.game_rules.title} hand + "
            f"{HAND_ENTRY_SECONDS:g} s to type it",
        )
    if drill == READ_WINNER:
        live = len(scenario.live_seats)
        return TimeAim(drill, 3.0 + 1.5 * live, f"3 s + 1.5 s for each of {live} seats still in")
    if drill == BUILD_POTS:
        pots = sum(1 for pot in result.pots if not pot.returned)
        return TimeAim(drill, 4.0 + 5.0 * pots, f"4 s + 5 s for each of {_plural(pots, 'pot')}")
    if drill == SPLIT_POT:
        # Announcing a pot and killing its losing hands move no chip.
        words_only = (StepKind.POT, StepKind.KILL)
        moves = sum(1 for step in result.steps if step.kind not in words_only)
        return TimeAim(
            drill, 4.0 + 3.0 * moves, f"4 s + 3 s for each of {_plural(moves, 'chip move')}"
        )
    if drill == SPOT_ERROR:
        pots = len(result.pots)
        return TimeAim(
            drill, 5.0 + 3.0 * pots, f"5 s + 3 s for each of {_plural(pots, 'pot')} paid"
        )
    raise AimError(f'drill "{drill}" has no time aim (one of {", ".join(DRILL_NAMES)})')
