"""The answer record the training history keeps, and the progress read back from records.

Each graded answer becomes an :class:`AnswerRecord` (:func:`record_of`); ``storage`` keeps
them, and :func:`summary_by`, :func:`trend` and :func:`weakest_tags` read a list of them
back for the progress view and for rounds weighted to the weakest tags. Nothing here touches
a file or a database.

>>> when = datetime(2026, 1, 1, tzinfo=UTC)
>>> records = [AnswerRecord("read-winner", "holdem", ("side-pots",), True, 4.0, when)]
>>> summary_by(records, "drill")[0].accuracy
1.0
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime
from typing import Literal

from dealer_app.model.hands.games import Game
from dealer_app.training.action_drills import ActionQuestion
from dealer_app.training.drills import Answer, Drill
from dealer_app.training.exam_words import answer_words
from dealer_app.training.rounds import RoundAnswer, RoundGrade, RoundQuestion, time_limit
from dealer_app.training.spots import spot_json
from dealer_app.training.tags import TAGS

__all__ = [
    "DEFAULT_TRAINEE",
    "AnswerRecord",
    "Summary",
    "record_of",
    "summary_by",
    "trend",
    "weakest_tags",
]

DEFAULT_TRAINEE = "trainee"
"""The id of every history's first trainee: the answers of a history older than trainee
profiles are theirs, and a record made without naming its trainee is until saved (the
Training page saves each answer as the trainee's training now)."""


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
    given: str = ""
    """The trainee's own answer, in words (``"Main pot: seats 2 and 6"``)."""
    source: str = "practice"
    """Where the answer was given: ``practice``, ``exam``, ``shift`` or ``spot-error``."""
    trainee: str = DEFAULT_TRAINEE
    """Who answered: the trainee's id in the history."""


def record_of(
    question: RoundQuestion,
    result: RoundGrade,
    when: datetime | None = None,
    *,
    given: RoundAnswer | None = None,
    source: str = "practice",
) -> AnswerRecord:
    """The record of one graded answer, with the trainee's own answer ``given`` when known;
    ``when`` defaults to now (UTC).

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
            source=source,
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
        given=answer_words(question, given) if isinstance(given, Answer) else "",
        source=source,
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
