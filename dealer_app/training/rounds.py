"""A round of drills: its settings, its spots dealt once, each answer graded, the missed ones.

A :class:`Round` is built from :class:`RoundSettings`: the drill (or a mix), the games, the
difficulty, how many spots, timed or not, graded at once or at the end, the tags to weigh
it to. It deals its spots once (a seed repeats them), takes the trainee's answers and
grades each against the spot's resolved showdown (a round by weakness may also ask the
action drills, graded against the followed betting round). Wrong answers can be played again
(:meth:`Round.replay_missed`); "practise these" starts a round weighted to the weakest tags
(:meth:`Round.weighted_to`).

Each graded answer becomes a record for the history
(:func:`dealer_app.training.progress.record_of`). Nothing here touches a file or a database.

>>> import random
>>> settings = RoundSettings(drill=Drill.READ_WINNER, games=(Game.HOLDEM,), count=3, seed=7)
>>> round_ = Round.start(settings)
>>> len(round_.questions), round_.questions[0].drill.value
(3, 'read-winner')
>>> from dealer_app.training.drills import expected_answer
>>> grade = round_.answer(0, expected_answer(round_.questions[0]), seconds=5.0)
>>> grade.correct, round_.answered, round_.finished
(True, 1, False)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from dealer_app.model.hands.games import Game
from dealer_app.training.action_drills import (
    ActionAnswer,
    ActionGrade,
    ActionQuestion,
    action_time_aim,
    grade_action,
)
from dealer_app.training.aims import TimeAim, time_aim
from dealer_app.training.drills import (
    Answer,
    Drill,
    Grade,
    Question,
    drills_for,
    grade,
    make_question,
)
from dealer_app.training.spots import (
    DIFFICULTIES,
    HOME_GAMES,
    Spot,
    TrainingError,
    generate_spots,
)
from dealer_app.training.tags import TAG_GAMES, TagError, check_tags

__all__ = [
    "Round",
    "RoundAnswer",
    "RoundGrade",
    "RoundQuestion",
    "RoundSettings",
    "aim_of",
    "time_limit",
]


RoundQuestion = Question | ActionQuestion
"""A question of a round: a showdown drill's, or an action drill's."""
RoundAnswer = Answer | ActionAnswer
RoundGrade = Grade | ActionGrade


def aim_of(question: RoundQuestion) -> TimeAim:
    """The time aim of a round's question, of either kind."""
    if isinstance(question, ActionQuestion):
        return action_time_aim(question)
    return time_aim(question.drill.value, question.spot.result)


def time_limit(question: RoundQuestion) -> float:
    """The clock for one spot in timed play: the drill's time aim for that spot.

    One figure serves the timed clock, the speed verdict and mastery (see
    :mod:`dealer_app.training.aims`).

    >>> from dealer_app.training.spots import fixed_spots
    >>> spot = fixed_spots()[0]
    >>> time_limit(make_question(Drill.READ_WINNER, spot, random.Random(0)))
    6.0
    """
    return aim_of(question).seconds


@dataclass(frozen=True)
class RoundSettings:
    """What a round asks: ``drill`` ``None`` mixes the drills; empty ``games`` mixes them."""

    drill: Drill | None = None
    games: tuple[Game, ...] = ()
    difficulty: int = 3
    count: int = 10
    timed: bool = False
    grade_at_end: bool = False
    seed: int | None = None
    tags: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.difficulty not in DIFFICULTIES:
            raise TrainingError(f"difficulty {self.difficulty!r}: choose 1 to 5")
        if not isinstance(self.count, int) or self.count < 1:
            raise TrainingError(f"count {self.count!r}: a round has at least one spot")
        object.__setattr__(self, "games", tuple(Game(game) for game in self.games))
        try:
            check_tags(self.tags, self.games)
        except TagError as error:
            raise TrainingError(str(error)) from None


@dataclass
class Round:
    """One round of drills: its questions, the grades given so far and the score.

    ``grades`` holds one entry per question, ``None`` until answered. With
    ``settings.grade_at_end`` the GUI shows the grades only once :attr:`finished`.
    """

    settings: RoundSettings
    questions: tuple[RoundQuestion, ...]
    grades: list[RoundGrade | None] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.grades:
            self.grades = [None] * len(self.questions)

    @classmethod
    def start(cls, settings: RoundSettings, rng: random.Random | None = None) -> Round:
        """Deal a round: ``rng`` if given, else one seeded by ``settings.seed``."""
        rng = rng if rng is not None else random.Random(settings.seed)
        traps = _traps(settings)
        share = TRAP_SHARE.get(settings.difficulty, 0.0) if traps else 0.0
        spots = [
            generate_spots(
                rng,
                1,
                games=settings.games,
                tags=traps if rng.random() < share else settings.tags,
                difficulty=settings.difficulty,
            )[0]
            for _ in range(settings.count)
        ]
        return cls(settings, tuple(_ask(settings.drill, spot, rng) for spot in spots))

    @classmethod
    def of_questions(cls, settings: RoundSettings, questions: Sequence[RoundQuestion]) -> Round:
        """A round over questions already made (a replay, a fixed set)."""
        return cls(replace(settings, count=len(questions)), tuple(questions))

    def time_limit(self, index: int) -> float | None:
        """The clock for question ``index`` in timed play, ``None`` when untimed."""
        return time_limit(self.questions[index]) if self.settings.timed else None

    @property
    def time_allowed(self) -> float | None:
        """The round's clock in timed play: the sum of its spots' clocks (``None`` untimed)."""
        if not self.settings.timed:
            return None
        return sum(time_limit(question) for question in self.questions)

    def answer(self, index: int, answer: RoundAnswer, seconds: float) -> RoundGrade:
        """Grade the answer to question ``index`` and keep the grade."""
        if not 0 <= index < len(self.questions):
            raise TrainingError(f"question {index}: the round has {len(self.questions)}")
        question = self.questions[index]
        limit = self.time_limit(index)
        result: RoundGrade
        if isinstance(question, ActionQuestion):
            if not isinstance(answer, ActionAnswer):
                raise TypeError(f"{question.drill.title} takes an amount, not {answer!r}")
            result = grade_action(question, answer, seconds, time_limit=limit)
        else:
            if isinstance(answer, ActionAnswer):
                raise TypeError(f"{question.drill.title} takes no amount: {answer!r}")
            result = grade(question, answer, seconds, time_limit=limit)
        self.grades[index] = result
        return result

    def feedback(self, index: int) -> RoundGrade | None:
        """The grade to show for question ``index`` now: at once, or only once the round is
        finished when it is graded at the end (``None`` until then)."""
        if self.settings.grade_at_end and not self.finished:
            return None
        return self.grades[index]

    @property
    def answered(self) -> int:
        """How many questions have a grade."""
        return sum(1 for entry in self.grades if entry is not None)

    @property
    def finished(self) -> bool:
        """True once every question is answered."""
        return self.answered == len(self.questions)

    @property
    def correct(self) -> int:
        """How many answers were right."""
        return sum(1 for entry in self.grades if entry is not None and entry.correct)

    @property
    def score(self) -> float:
        """The round's score, 0 to 100: the mean of the answers' scores (unanswered count 0)."""
        if not self.questions:
            return 0.0
        total = sum(entry.score for entry in self.grades if entry is not None)
        return round(100 * total / len(self.questions), 1)

    @property
    def seconds(self) -> float:
        """The time spent on the answers given, for the round's clock."""
        return sum(entry.seconds for entry in self.grades if entry is not None)

    def missed(self) -> tuple[RoundQuestion, ...]:
        """The questions answered wrongly, to play again."""
        return tuple(
            question
            for question, entry in zip(self.questions, self.grades, strict=True)
            if entry is not None and not entry.correct
        )

    def replay_missed(self) -> Round:
        """A new round of the missed questions, the same spots asked the same way."""
        return Round.of_questions(self.settings, self.missed())

    def weighted_to(self, tags: Sequence[str], rng: random.Random | None = None) -> Round:
        """A new round like this one, every spot carrying at least one of ``tags``."""
        settings = replace(self.settings, tags=tuple(tags))
        return Round.start(settings, rng)


DRILL_TRAPS: dict[Drill, tuple[str, ...]] = {
    Drill.BUILD_POTS: ("side-pots",),
    Drill.SPLIT_POT: (
        "three-way-tie",
        "split-by-colour",
        "odd-chip-wraps",
        "odd-chip-heads-up",
        "stud-odd-chip-by-suit",
        "omaha8-quartered",
    ),
}
"""The situations that make a drill hard: side pots to build, ties to split."""

TRAP_SHARE = {4: 0.5, 5: 1.0}
"""By difficulty, the share of a drill's spots dealt as one of its traps (when the round
asks for no tags): at 5, every spot a trap."""


def _traps(settings: RoundSettings) -> tuple[str, ...]:
    """The drill's traps that the round's games can show (none for a mix of drills or a
    round with its own tags)."""
    if settings.drill is None or settings.tags:
        return ()
    games = set(settings.games) or {game for game in Game if game not in HOME_GAMES}
    return tuple(tag for tag in DRILL_TRAPS.get(settings.drill, ()) if games & set(TAG_GAMES[tag]))


def _ask(drill: Drill | None, spot: Spot, rng: random.Random) -> Question:
    chosen = drill if drill is not None else rng.choice(drills_for(spot.game))
    return make_question(chosen, spot, rng)
