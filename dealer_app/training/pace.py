"""A dealing shift: showdowns one after another, reported as hands an hour against the room.

A card room deals 30 to 40 hold'em hands an hour and 25 to 30 in Omaha and stud
(:data:`ROOM_PACE`). A shift counts only the showdown work: the clock runs from the spot
shown to the push given, not while the trainee reads feedback between spots. The report
lists each hand (right or wrong, its time, what was wrong and why), then gives the hands an
hour the showdowns alone would allow and how much of a hand's time they take at the room's
pace: over the hands pushed right only, since a fast wrong push is no pace at all.

Where the rooms give no figure, a choice: draw is dealt at hold'em's pace (a button game,
one deal, no board), and the guts games, home games, have no room pace. A showdown
:data:`SHOWDOWN_SHARE` of a hand is what the pace leaves for it: a hand is shuffle and
deal, the betting rounds, the showdown and the push, and the betting takes most of it.

>>> shift = DealingShift()
>>> for seconds in (12.0, 15.0, 9.0):
...     shift.record("holdem", seconds, correct=True)
>>> report = shift.report()
>>> report.hands, report.hands_per_hour
(3, 300.0)
>>> print(report.games[0].words)
Texas Hold'em: 3 showdowns, 3 right, 12.0 s each, 300 an hour; the room deals 30-40 hands \
an hour (90 s a hand at 40): your showdowns take 13% of a hand, within the 20% it leaves \
for them.
>>> shift.record("holdem", 4.0, correct=False, mistakes=("Main pot: seat 2 gets 3 red.",))
>>> print(shift.report().hand_lines[-1])
Hand 4, Texas Hold'em: wrong, 4.0 s. Main pot: seat 2 gets 3 red.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from dealer_app.model.hands.games import GAMES, Game
from dealer_app.model.words import plural

__all__ = [
    "ROOM_PACE",
    "SHOWDOWN_SHARE",
    "DealingShift",
    "GamePace",
    "ShiftReport",
    "ShowdownTime",
    "shift_report",
]

ROOM_PACE: dict[Game, tuple[int, int]] = {
    Game.HOLDEM: (30, 40),
    Game.DRAW: (30, 40),
    Game.OMAHA: (25, 30),
    Game.OMAHA8: (25, 30),
    Game.STUD: (25, 30),
    Game.STUD8: (25, 30),
    Game.RAZZ: (25, 30),
}
"""Hands an hour a card room deals, slowest and fastest, by game."""

SHOWDOWN_SHARE = 0.2
"""The share of a hand's time, at the room's fastest pace, left for the showdown and push."""


@dataclass(frozen=True)
class ShowdownTime:
    """One showdown of the shift: the game, the seconds it took, whether it was right, and
    for a wrong one what was wrong and why (the rule it broke)."""

    game: Game
    seconds: float
    correct: bool
    mistakes: tuple[str, ...] = ()
    reasons: tuple[str, ...] = ()

    def line(self, number: int) -> str:
        """``"Hand 2, Omaha: wrong, 31.0 s. Main pot: ... Why: ..."``."""
        verdict = "right" if self.correct else "wrong"
        text = f"Hand {number}, {GAMES[self.game].title}: {verdict}, {self.seconds:.1f} s."
        if self.mistakes:
            text += " " + " ".join(self.mistakes)
        if self.reasons:
            text += " Why: " + " ".join(self.reasons)
        return text


def _rate(count: int, seconds: float) -> float:
    return round(3600.0 * count / seconds, 1) if seconds > 0 else 0.0


@dataclass(frozen=True)
class GamePace:
    """The shift's showdowns of one game against the room's pace (the pace over the
    showdowns pushed right: ``right`` of them in ``right_seconds``)."""

    game: Game
    hands: int
    seconds: float
    right: int
    right_seconds: float = 0.0

    @property
    def mean_seconds(self) -> float:
        """Seconds per showdown pushed right, on average."""
        return self.right_seconds / self.right if self.right else 0.0

    @property
    def hands_per_hour(self) -> float:
        """Hands an hour the right showdowns alone would allow."""
        return _rate(self.right, self.right_seconds)

    @property
    def room_pace(self) -> tuple[int, int] | None:
        """The room's hands an hour, slowest and fastest (``None``: no room pace)."""
        return ROOM_PACE.get(self.game)

    @property
    def share_of_hand(self) -> float | None:
        """The share of a hand's time, at the room's fastest pace, the showdowns take."""
        pace = self.room_pace
        return self.mean_seconds / (3600.0 / pace[1]) if pace else None

    @property
    def keeps_pace(self) -> bool | None:
        """True when the showdowns fit in the share of a hand the pace leaves for them."""
        share = self.share_of_hand
        return None if share is None else share <= SHOWDOWN_SHARE

    @property
    def words(self) -> str:
        """The game's line of the report."""
        title = GAMES[self.game].title
        counted = f"{title}: {plural(self.hands, 'showdown')}, {self.right} right"
        if not self.right:
            return f"{counted}; no pace until a showdown is pushed right."
        line = f"{counted}, {self.mean_seconds:.1f} s each, {self.hands_per_hour:,.0f} an hour"
        pace, share = self.room_pace, self.share_of_hand
        if pace is None or share is None:
            return line + "; no card-room pace for this game."
        budget = 3600 // pace[1]
        verdict = "within" if self.keeps_pace else "over"
        return (
            f"{line}; the room deals {pace[0]}-{pace[1]} hands an hour ({budget} s a hand at "
            f"{pace[1]}): your showdowns take {share:.0%} of a hand, {verdict} the "
            f"{SHOWDOWN_SHARE:.0%} it leaves for them."
        )


@dataclass(frozen=True)
class ShiftReport:
    """The whole shift: every game's pace, and the total."""

    games: tuple[GamePace, ...]
    showdowns: tuple[ShowdownTime, ...] = ()

    @property
    def hand_lines(self) -> tuple[str, ...]:
        """Each hand in the order dealt: right or wrong, its time, what was wrong and why."""
        return tuple(showdown.line(number) for number, showdown in enumerate(self.showdowns, 1))

    @property
    def hands(self) -> int:
        """Showdowns dealt in the shift."""
        return sum(game.hands for game in self.games)

    @property
    def right(self) -> int:
        """Showdowns pushed right."""
        return sum(game.right for game in self.games)

    @property
    def seconds(self) -> float:
        """Seconds of showdown work."""
        return sum(game.seconds for game in self.games)

    @property
    def hands_per_hour(self) -> float:
        """Hands an hour the right showdowns alone would allow, over every game."""
        return _rate(self.right, sum(game.right_seconds for game in self.games))

    @property
    def lines(self) -> tuple[str, ...]:
        """The report in words: the total, then each game."""
        total = (
            f"{plural(self.hands, 'showdown')} in {self.seconds / 60:.1f} min of showdown "
            f"work, {self.right} right"
        )
        if self.right:
            total += f": {self.hands_per_hour:,.0f} hands an hour over the right ones."
        else:
            total += ": no pace to give until a showdown is pushed right."
        return (total, *(game.words for game in self.games))


def shift_report(showdowns: Sequence[ShowdownTime]) -> ShiftReport:
    """The report of a shift's showdowns, games in the order first dealt."""
    games: dict[Game, list[ShowdownTime]] = {}
    for showdown in showdowns:
        games.setdefault(showdown.game, []).append(showdown)
    return ShiftReport(
        tuple(
            GamePace(
                game,
                len(times),
                sum(time.seconds for time in times),
                sum(1 for time in times if time.correct),
                sum(time.seconds for time in times if time.correct),
            )
            for game, times in games.items()
        ),
        tuple(showdowns),
    )


@dataclass
class DealingShift:
    """A shift in progress: each showdown's game, showdown seconds and whether it was right."""

    showdowns: list[ShowdownTime] = field(default_factory=list)

    def record(
        self,
        game: Game | str,
        seconds: float,
        *,
        correct: bool,
        mistakes: Sequence[str] = (),
        reasons: Sequence[str] = (),
    ) -> None:
        """Count one showdown (only its own seconds: the clock stops between spots)."""
        if seconds < 0:
            raise ValueError(f"seconds {seconds} is negative")
        self.showdowns.append(
            ShowdownTime(Game(game), seconds, correct, tuple(mistakes), tuple(reasons))
        )

    def report(self) -> ShiftReport:
        """The report so far."""
        return shift_report(self.showdowns)
