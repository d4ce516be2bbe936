"""My mistakes: the missed spots, re-created from the stored answers, to deal again.

Each stored answer keeps its spot as a scenario document (``scenario_json``, the scenario
format with the spot's ``title``), so a missed spot comes back exactly as it was dealt. A
spot stays on the list until it is answered right in that drill; the latest miss comes
first. A stored spot that can no longer be read (a damaged row) is left out and counted,
never allowed to stop the rest.

>>> from datetime import datetime, timezone
>>> from dealer_app.training.spots import fixed_spots, spot_to_dict
>>> import json
>>> spot = {spot.key: spot for spot in fixed_spots()}["holdem-66-v-44-pairs-counterfeited"]
>>> text = json.dumps(spot_to_dict(spot))
>>> when = datetime(2026, 3, 2, 9, 0, tzinfo=timezone.utc)
>>> missed = StoredSpot("split-pot", False, when, text)
>>> found = my_mistakes([missed])
>>> [(mistake.drill, mistake.spot.title) for mistake in found.mistakes]
[('split-pot', "Hold'em: sixes against fours, both counterfeited, the board plays")]
>>> my_mistakes([missed, StoredSpot("split-pot", True, when.replace(hour=10), text)]).mistakes
()
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from dealer_app.model.json_values import FormatError, read_json
from dealer_app.model.showdown.seats import ScenarioError
from dealer_app.training.drills import Drill, Question, make_question
from dealer_app.training.spots import Spot, spot_from_dict

__all__ = [
    "Mistake",
    "MistakeList",
    "StoredAnswer",
    "StoredSpot",
    "my_mistakes",
    "replay_questions",
]


class StoredAnswer(Protocol):
    """What "my mistakes" reads from one stored answer."""

    @property
    def drill(self) -> str: ...

    @property
    def correct(self) -> bool: ...

    @property
    def when(self) -> datetime: ...

    @property
    def scenario_json(self) -> str: ...


@dataclass(frozen=True)
class StoredSpot:
    """A plain stored answer with its spot (the shape of a history row)."""

    drill: str
    correct: bool
    when: datetime
    scenario_json: str


@dataclass(frozen=True)
class Mistake:
    """A spot missed and not answered right since: the drill, the spot, when, how often."""

    drill: str
    spot: Spot
    when: datetime
    times_missed: int
    source: str = "practice"
    """Where the latest miss was given (``exam``: marked as from an exam)."""


@dataclass(frozen=True)
class MistakeList:
    """The mistakes to replay, latest first, and how many stored spots could not be read."""

    mistakes: tuple[Mistake, ...]
    unreadable: int = 0


def my_mistakes(answers: Iterable[StoredAnswer], limit: int = 50) -> MistakeList:
    """The spots whose latest answer in a drill was wrong, latest first, at most ``limit``."""
    latest: dict[tuple[str, str], tuple[StoredAnswer, int]] = {}
    for answer in sorted(answers, key=lambda stored: stored.when):
        if not answer.scenario_json:
            continue
        key = (answer.drill, answer.scenario_json)
        _, misses = latest.get(key, (answer, 0))
        latest[key] = (answer, 0 if answer.correct else misses + 1)
    missed = [(answer, misses) for answer, misses in latest.values() if not answer.correct]
    missed.sort(key=lambda item: item[0].when, reverse=True)
    mistakes: list[Mistake] = []
    unreadable = 0
    for answer, misses in missed:
        if len(mistakes) >= limit:
            break
        try:
            spot = spot_from_dict(read_json(answer.scenario_json))
        except (ScenarioError, FormatError, AttributeError, TypeError):
            unreadable += 1
            continue
        source = getattr(answer, "source", "practice")
        mistakes.append(Mistake(answer.drill, spot, answer.when, misses, source))
    return MistakeList(tuple(mistakes), unreadable)


def replay_questions(mistakes: Sequence[Mistake], rng: random.Random) -> tuple[Question, ...]:
    """Each missed spot asked again in the drill it was missed in (four drills' spots only)."""
    drills = {drill.value: drill for drill in Drill}
    return tuple(
        make_question(drills[mistake.drill], mistake.spot, rng)
        for mistake in mistakes
        if mistake.drill in drills
    )
