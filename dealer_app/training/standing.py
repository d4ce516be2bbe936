"""Where each trainee of a class stands, for the instructor's view: on one tag, or on all.

A trainee's standing reads their answers (those carrying the tag, when one is asked):
how many, the share right, the median time, the last day practised, the tags mastered
(:mod:`~dealer_app.training.mastery`) and, on one tag, its Leitner box
(:mod:`~dealer_app.training.schedule`). The figures are the ones the trainee's own
progress view shows.

>>> from datetime import UTC, datetime, timedelta
>>> start = datetime(2026, 3, 2, 18, 0, tzinfo=UTC)
>>> answers = [AnswerRecord("split-pot", "holdem", ("side-pots",), n % 4 != 0, 5.0 + n,
...     start + timedelta(minutes=n), aim_seconds=20.0, trainee="ann") for n in range(8)]
>>> ann = standings(answers, tag="side-pots")["ann"]
>>> ann.answers, f"{ann.accuracy:.0%}", ann.median_seconds, ann.box, ann.mastered
(8, '75%', 8.5, 4, 0)
>>> standings(answers, tag="dead-money")["ann"].answers
0
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime

from dealer_app.training.mastery import mastery_by_tag
from dealer_app.training.progress import AnswerRecord
from dealer_app.training.schedule import LeitnerBoxes

__all__ = ["Standing", "standing", "standings"]


@dataclass(frozen=True)
class Standing:
    """One trainee's figures on a tag (``box`` set), or on every tag (``box`` None)."""

    answers: int
    correct: int
    median_seconds: float | None
    last_practice: datetime | None
    mastered: int
    """Tags mastered: 0 or 1 on one tag."""
    tags_seen: int
    box: int | None

    @property
    def accuracy(self) -> float | None:
        """The share of right answers, 0 to 1; None before any answer."""
        return self.correct / self.answers if self.answers else None


def standing(records: Sequence[AnswerRecord], tag: str | None = None) -> Standing:
    """The standing of one trainee's ``records`` on ``tag`` (on every tag when None)."""
    chosen = [record for record in records if tag is None or tag in record.tags]
    mastery = mastery_by_tag(chosen)
    if tag is not None:
        mastery = {tag: mastery[tag]} if tag in mastery else {}
    return Standing(
        answers=len(chosen),
        correct=sum(1 for record in chosen if record.correct),
        median_seconds=statistics.median(r.seconds for r in chosen) if chosen else None,
        last_practice=max((record.when for record in chosen), default=None),
        mastered=sum(1 for entry in mastery.values() if entry.mastered),
        tags_seen=len(mastery),
        box=LeitnerBoxes.from_history(chosen).box_of(tag) if tag is not None else None,
    )


def standings(
    records: Iterable[AnswerRecord], *, tag: str | None = None, trainees: Iterable[str] = ()
) -> Mapping[str, Standing]:
    """Each trainee's standing (by trainee id): those answering in ``records``, and the
    ``trainees`` named even without an answer."""
    by_trainee: dict[str, list[AnswerRecord]] = {trainee: [] for trainee in trainees}
    for record in records:
        by_trainee.setdefault(record.trainee, []).append(record)
    return {trainee: standing(answers, tag) for trainee, answers in by_trainee.items()}
