"""A card room's dealer audition: hold'em and three games drawn from the room's mix, timed
per showdown, scored by the room's pass rules.

An :class:`Audition` is what its file says (:mod:`dealer_app.training.audition_file`): the
mix, the hands dealt in each game, the seconds a showdown is given, the games played
pot-limit, the pass rules and a seed. The seed draws the three games beside hold'em and
deals every hand, so a whole class is auditioned on the same hands. :func:`audition_exam`
turns it into an :class:`~dealer_app.training.exam.Exam` grouped by showdown: each hand asks
who wins each pot, the pots, and the push by colour, and in a pot-limit game first "pot"
as the action calls for it; the exam's sitting, clock, grading and report are the exam's.

>>> from dealer_app.training.exam import OverallRule
>>> audition = Audition(
...     "Summer audition",
...     mix=(Game.HOLDEM, Game.OMAHA, Game.STUD, Game.RAZZ, Game.DEUCE7),
...     hands_per_game=1,
...     seconds_per_showdown=90,
...     rules=(OverallRule(80.0),),
...     seed=5,
... )
>>> [game.value for game in audition.games()]
['holdem', 'razz', 'deuce7', 'stud']
>>> exam = audition_exam(audition)
>>> len(exam.items), exam.showdowns
(12, (0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3))
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from dealer_app.model.hands.games import Game
from dealer_app.training.action_drills import ActionDrill, generate_action_spots
from dealer_app.training.drills import Drill
from dealer_app.training.exam import (
    ActionExamItem,
    AnyItem,
    Exam,
    ExamError,
    ExamItem,
    ExamTiming,
    PassRule,
    seconds_per_spot_problem,
)
from dealer_app.training.spots import DIFFICULTIES, HOME_GAMES, generate_spots

__all__ = [
    "AUDITION_DRAWN",
    "POT_LIMIT_GAMES",
    "SHOWDOWN_DRILLS",
    "Audition",
    "AuditionError",
    "audition_exam",
]

AUDITION_DRAWN = 3
"""The games drawn from the mix beside hold'em."""

POT_LIMIT_GAMES = frozenset({Game.OMAHA, Game.OMAHA8, Game.OMAHA5, Game.BIGO})
"""The games a room may play pot-limit in an audition: Omaha, Omaha hi-lo, five-card
Omaha and Big O."""

DEFAULT_POT_LIMIT = (Game.OMAHA, Game.OMAHA5, Game.BIGO)
"""Played pot-limit unless the file says otherwise (Omaha hi-lo is most often limit)."""

SHOWDOWN_DRILLS = (Drill.READ_WINNER, Drill.BUILD_POTS, Drill.SPLIT_POT)
"""What each showdown asks, in the order a dealer does it: the winners, the pots, the push."""


class AuditionError(ValueError):
    """An audition that cannot be set as asked; the message names the problem."""


@dataclass(frozen=True)
class Audition:
    """The room's audition: its mix, hands per game, time per showdown, rules and seed."""

    title: str
    mix: tuple[Game, ...]
    hands_per_game: int
    seconds_per_showdown: float
    rules: tuple[PassRule, ...]
    seed: int
    pot_limit: tuple[Game, ...] = DEFAULT_POT_LIMIT
    school: str = ""
    difficulty: int = 3
    identity: str = ""
    """Where the audition came from, for the report (its file's SHA-256)."""

    def __post_init__(self) -> None:
        for game in self.mix:
            if game in HOME_GAMES:
                raise AuditionError(f'mix: "{game.value}" is a home game, not a card room\'s')
        others = self.others()
        if len(others) < AUDITION_DRAWN:
            raise AuditionError(
                f"mix: {len(others)} games beside hold'em; the audition draws {AUDITION_DRAWN}"
            )
        if not 1 <= self.hands_per_game <= 20:
            raise AuditionError(f"hands_per_game {self.hands_per_game}: from 1 to 20")
        problem = seconds_per_spot_problem(self.seconds_per_showdown)
        if problem is not None:
            raise AuditionError(f"seconds_per_showdown {self.seconds_per_showdown:g} {problem}")
        if self.difficulty not in DIFFICULTIES:
            raise AuditionError(f"difficulty {self.difficulty}: choose 1 to 5")
        for game in self.pot_limit:
            if game not in POT_LIMIT_GAMES:
                names = ", ".join(sorted(g.value for g in POT_LIMIT_GAMES))
                raise AuditionError(f'pot_limit: "{game.value}" is not one of {names}')

    def others(self) -> tuple[Game, ...]:
        """The mix's games beside hold'em, each once, in the file's order."""
        return tuple(dict.fromkeys(game for game in self.mix if game is not Game.HOLDEM))

    def games(self) -> tuple[Game, ...]:
        """Hold'em, then the three games the seed draws from the mix."""
        drawn = random.Random(self.seed).sample(self.others(), AUDITION_DRAWN)
        return (Game.HOLDEM, *drawn)


def audition_exam(audition: Audition) -> Exam:
    """The audition as an exam grouped by showdown, every hand dealt by the seed."""
    rng = random.Random(audition.seed)
    items: list[AnyItem] = []
    showdowns: list[int] = []
    number = 0
    for game in audition.games():
        spots = generate_spots(
            rng, audition.hands_per_game, games=(game,), difficulty=audition.difficulty
        )
        for spot in spots:
            if game in audition.pot_limit:
                (action,) = generate_action_spots(rng, 1, ActionDrill.CALL_THE_POT)
                items.append(
                    ActionExamItem(ActionDrill.CALL_THE_POT.value, action, dealt_in=game.value)
                )
                showdowns.append(number)
            for drill in SHOWDOWN_DRILLS:
                items.append(ExamItem(drill.value, spot))
                showdowns.append(number)
            number += 1
    identity = " · ".join(part for part in (audition.identity, f"seed {audition.seed}") if part)
    try:
        return Exam(
            audition.title,
            tuple(items),
            audition.rules,
            ExamTiming(seconds=audition.seconds_per_showdown),
            audition.school,
            identity,
            tuple(showdowns),
        )
    except ExamError as error:
        raise AuditionError(str(error)) from None
