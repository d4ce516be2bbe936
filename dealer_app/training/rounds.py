"""A round of drills, the answer record the history keeps, and the summaries of progress.

A :class:`Round` is built from :class:`RoundSettings`: the drill (or a mix), the games, the
difficulty, how many spots, timed or not, graded at once or at the end, the tags to weigh
it to. It deals its spots once (a seed repeats them), takes the trainee's answers and
grades each against the spot's resolved showdown (a round by weakness may also ask the
action drills, graded against the followed betting round). Wrong answers can be played again
(:meth:`Round.replay_missed`); "practise these" starts a round weighted to the weakest tags
(:meth:`Round.weighted_to`).

The history is kept by ``storage``: each graded answer becomes an :class:`AnswerRecord`
(:func:`record_of`), and :func:`summary_by` and :func:`weakest_tags` read a list of them
back for the progress view. Nothing here touches a file or a database.

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
import statistics
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, date, datetime
from typing import Literal

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
from dealer_app.training.spots import DIFFICULTIES, Spot, TrainingError, generate_spots, spot_json
from dealer_app.training.tags import TAGS, TagError, check_tags

__all__ = [
    "AnswerRecord",
    "Round",
    "RoundAnswer",
    "RoundGrade",
    "RoundQuestion",
    "RoundSettings",
    "Summary",
    "aim_of",
    "record_of",
    "summary_by",
    "time_limit",
    "trend",
    "weakest_tags",
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
        spots = generate_spots(
            rng,
            settings.count,
            games=settings.games,
            tags=settings.tags,
            difficulty=settings.difficulty,
        )
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


def _ask(drill: Drill | None, spot: Spot, rng: random.Random) -> Question:
    chosen = drill if drill is not None else rng.choice(drills_for(spot.game))
    return make_question(chosen, spot, rng)


# -- the history ------------------------------------------------------------------------------


@dataclass(frozen=True)
class AnswerRecord:
    """One graded answer as the training history keeps it."""

    drill: str
    game: str
    tags: tuple[str, ...]
    correct: bool
    seconds: float
    when: datetime
    score: float = 0.0
    difficulty: int = 3
    title: str = ""
    aim_seconds: float | None = None
    """The spot's time aim (mastery counts an answer on time against it); None if unknown."""
    scenario_json: str = ""
    """The spot as a scenario document, so a missed spot can be dealt again exactly."""


def record_of(
    question: RoundQuestion, result: RoundGrade, when: datetime | None = None
) -> AnswerRecord:
    """The record of one graded answer; ``when`` defaults to now (UTC).

    An action drill's betting round is kept as its title and tags, in hold'em's name (the
    round is no game's; it cannot be replayed from the history).
    """
    moment = when if when is not None else datetime.now(UTC)
    if isinstance(question, ActionQuestion):
        return AnswerRecord(
            drill=question.drill.value,
            game=Game.HOLDEM.value,
            tags=question.spot.ordered_tags,
            correct=result.correct,
            seconds=result.seconds,
            when=moment,
            score=result.score,
            title=question.spot.title,
            aim_seconds=time_limit(question),
        )
    spot = question.spot
    return AnswerRecord(
        drill=question.drill.value,
        game=spot.game.value,
        tags=spot.ordered_tags,
        correct=result.correct,
        seconds=result.seconds,
        when=moment,
        score=result.score,
        difficulty=spot.difficulty,
        title=spot.title,
        aim_seconds=time_limit(question),
        scenario_json=spot_json(spot),
    )


@dataclass(frozen=True)
class Summary:
    """Accuracy and median time of the answers sharing one tag or one drill."""

    key: str
    answers: int
    correct: int
    median_seconds: float

    @property
    def accuracy(self) -> float:
        """The share of right answers, 0 to 1."""
        return self.correct / self.answers if self.answers else 0.0


def _keys(record: AnswerRecord, key: Literal["tag", "drill", "game"]) -> Iterable[str]:
    if key == "tag":
        return record.tags
    return (record.drill,) if key == "drill" else (record.game,)


def summary_by(
    records: Sequence[AnswerRecord], key: Literal["tag", "drill", "game"]
) -> tuple[Summary, ...]:
    """Accuracy and median time per tag (in the tags' order), per drill or per game.

    >>> when = datetime(2026, 1, 1, tzinfo=UTC)
    >>> records = [AnswerRecord("read-winner", "holdem", ("side-pots",), ok, s, when)
    ...            for ok, s in ((True, 4.0), (False, 9.0), (True, 5.0))]
    >>> summary_by(records, "tag")
    (Summary(key='side-pots', answers=3, correct=2, median_seconds=5.0),)
    """
    grouped: dict[str, list[AnswerRecord]] = {}
    for record in records:
        for name in _keys(record, key):
            grouped.setdefault(name, []).append(record)
    order = {name: position for position, name in enumerate((*TAGS, *(d.value for d in Drill)))}
    return tuple(
        _summary(name, group)
        for name, group in sorted(
            grouped.items(), key=lambda item: (order.get(item[0], 99), item[0])
        )
    )


def trend(
    records: Sequence[AnswerRecord], key: Literal["tag", "drill", "game"], name: str
) -> tuple[tuple[date, Summary], ...]:
    """Accuracy and median time of one tag (or drill, or game) day by day (UTC), oldest
    first: the points of the progress view's charts.

    >>> day = [datetime(2026, 1, d, 20, tzinfo=UTC) for d in (1, 1, 2)]
    >>> records = [AnswerRecord("read-winner", "holdem", ("dead-money",), ok, s, when)
    ...            for ok, s, when in zip((False, True, True), (9.0, 7.0, 4.0), day)]
    >>> [(str(when), entry.accuracy, entry.median_seconds)
    ...  for when, entry in trend(records, "tag", "dead-money")]
    [('2026-01-01', 0.5, 8.0), ('2026-01-02', 1.0, 4.0)]
    """
    by_day: dict[date, list[AnswerRecord]] = {}
    for record in records:
        if name in _keys(record, key):
            by_day.setdefault(record.when.astimezone(UTC).date(), []).append(record)
    return tuple((day, _summary(name, by_day[day])) for day in sorted(by_day))


def _summary(name: str, group: Sequence[AnswerRecord]) -> Summary:
    return Summary(
        name,
        len(group),
        sum(1 for record in group if record.correct),
        statistics.median(record.seconds for record in group),
    )


def weakest_tags(
    records: Sequence[AnswerRecord], n: int = 3, *, minimum: int = 3
) -> tuple[str, ...]:
    """The ``n`` tags answered worst (lowest accuracy, then slowest), of those seen at least
    ``minimum`` times.

    >>> when = datetime(2026, 1, 1, tzinfo=UTC)
    >>> records = [AnswerRecord("split-pot", "holdem", (tag,), ok, 5.0, when)
    ...            for tag, ok in [("side-pots", True)] * 3 + [("dead-money", False)] * 3]
    >>> weakest_tags(records, 1)
    ('dead-money',)
    """
    summaries = [entry for entry in summary_by(records, "tag") if entry.answers >= minimum]
    summaries.sort(key=lambda entry: (entry.accuracy, -entry.median_seconds))
    return tuple(entry.key for entry in summaries[:n])
