"""Mastery per tag: enough spots of it, and nearly all of the latest both right and on time.

A tag is mastered after at least :data:`MASTERY_SPOTS` spots carrying it, with at least
:data:`MASTERY_NEEDED` of the last :data:`MASTERY_WINDOW` both right and within their
time aim. Answers are read from the stored history (any record with ``tags``,
``correct``, ``seconds``, ``aim_seconds`` and ``when``); an answer stored without an aim
(an untimed round) was never shown to be within one, so it does not count as good.

>>> from datetime import datetime, timedelta, timezone
>>> start = datetime(2026, 1, 5, 18, 0, tzinfo=timezone.utc)
>>> answers = [
...     Answer(("side-pots",), correct=True, seconds=12.0, aim_seconds=14.0,
...            when=start + timedelta(minutes=n))
...     for n in range(50)
... ]
>>> mastery = mastery_by_tag(answers)["side-pots"]
>>> mastery.spots, mastery.good_of_last, mastery.mastered
(50, 30, True)
>>> mastery_by_tag(answers[:49])["side-pots"].words
'49 spots of 50; 30 of the last 30 right and on time'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

__all__ = [
    "MASTERY_NEEDED",
    "MASTERY_SPOTS",
    "MASTERY_WINDOW",
    "Answer",
    "TagMastery",
    "TimedAnswer",
    "in_order",
    "is_good",
    "mastery_by_tag",
]

MASTERY_SPOTS = 50
"""Spots of a tag needed before it can count as mastered."""
MASTERY_WINDOW = 30
"""How many of the latest answers of a tag are looked at."""
MASTERY_NEEDED = 27
"""How many of those must be both right and within their aim."""


class TimedAnswer(Protocol):
    """What mastery and scheduling read from one stored answer."""

    @property
    def tags(self) -> Sequence[str]: ...

    @property
    def correct(self) -> bool: ...

    @property
    def seconds(self) -> float: ...

    @property
    def aim_seconds(self) -> float | None: ...

    @property
    def when(self) -> datetime: ...


@dataclass(frozen=True)
class Answer:
    """A plain timed answer (the shape of a stored history row that mastery reads)."""

    tags: tuple[str, ...]
    correct: bool
    seconds: float
    aim_seconds: float | None
    when: datetime


def is_good(answer: TimedAnswer) -> bool:
    """Right and within its time aim."""
    aim = answer.aim_seconds
    return answer.correct and aim is not None and answer.seconds <= aim


def in_order(answers: Iterable[TimedAnswer]) -> list[TimedAnswer]:
    """The answers oldest first (the order they were given in)."""
    return sorted(answers, key=lambda answer: answer.when)


@dataclass(frozen=True)
class TagMastery:
    """Where a trainee stands on one tag."""

    tag: str
    spots: int
    good_of_last: int
    last: int

    @property
    def mastered(self) -> bool:
        """At least 50 spots, and at least 27 of the last 30 right and within their aim."""
        return self.spots >= MASTERY_SPOTS and self.good_of_last >= MASTERY_NEEDED

    @property
    def words(self) -> str:
        """Where the tag stands, for the progress view."""
        good = f"{self.good_of_last} of the last {self.last} right and on time"
        if self.mastered:
            return f"mastered: {self.spots} spots; {good}"
        return f"{self.spots} spots of {MASTERY_SPOTS}; {good}"


def mastery_by_tag(answers: Iterable[TimedAnswer]) -> Mapping[str, TagMastery]:
    """Each tag seen in ``answers`` with its mastery, tags in name order."""
    by_tag: dict[str, list[TimedAnswer]] = {}
    for answer in in_order(answers):
        for tag in answer.tags:
            by_tag.setdefault(tag, []).append(answer)
    mastery: dict[str, TagMastery] = {}
    for tag in sorted(by_tag):
        tagged = by_tag[tag]
        window = tagged[-MASTERY_WINDOW:]
        good = sum(1 for answer in window if is_good(answer))
        mastery[tag] = TagMastery(tag, len(tagged), good, len(window))
    return mastery
