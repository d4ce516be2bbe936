"""The history's records of answers given outside a practice round: an exam's answers, a
spot-the-error call. Each keeps the spot, the trainee's own answer in words, the aim, the
difficulty, where it was given and who gave it, so an exam's misses reach "Replay my
mistakes" and the boxes like any other (a practice round's and a shift's answers are kept
by :func:`~dealer_app.training.rounds.record_of`).

>>> from datetime import datetime, timezone
>>> from dealer_app.training.exam import ExamSitting, exam_from_seed
>>> exam = exam_from_seed(3, 2, drills=("read-winner",))
>>> sitting = ExamSitting(exam)
>>> sitting.answer(None, 2.0)
>>> report = sitting.finish()
>>> records = exam_records(report, datetime(2026, 3, 2, tzinfo=timezone.utc))
>>> [(record.source, record.drill, record.correct, record.given) for record in records]
[('exam', 'read-winner', False, 'no answer'), ('exam', 'read-winner', False, 'no answer')]
>>> bool(records[0].scenario_json), records[0].trainee
(True, 'trainee')
"""

from __future__ import annotations

import math
from datetime import datetime

from dealer_app.model.hands.games import Game
from dealer_app.training.aims import SPOT_ERROR, time_aim
from dealer_app.training.dealer_errors import ErrorGrade, ErrorVerdict
from dealer_app.training.exam import ExamReport
from dealer_app.training.exam_words import verdict_words
from dealer_app.training.progress import AnswerRecord
from dealer_app.training.spots import Spot, spot_json

__all__ = ["EXAM", "SHIFT", "SPOT_ERROR_SOURCE", "error_spot_record", "exam_records"]

EXAM = "exam"
SHIFT = "shift"
SPOT_ERROR_SOURCE = "spot-error"
"""Where an answer was given (besides ``practice``), as the history's ``source`` says."""


def exam_records(report: ExamReport, when: datetime) -> tuple[AnswerRecord, ...]:
    """One record per exam spot, in order; a spot not answered is kept as wrong, with the
    time it was allowed."""
    records = []
    for outcome, item in zip(report.outcomes, report.exam.items, strict=True):
        seconds = outcome.seconds if math.isfinite(outcome.seconds) else outcome.allowed
        spot = item.spot
        # A betting round of the action drills is no game's and cannot be dealt again: it is
        # kept in hold'em's name without a scenario, as the Follow the action tab keeps it.
        showdown = spot if isinstance(spot, Spot) else None
        records.append(
            AnswerRecord(
                drill=outcome.drill,
                game=showdown.game.value if showdown else Game.HOLDEM.value,
                tags=spot.ordered_tags,
                correct=outcome.correct,
                seconds=seconds,
                when=when,
                score=1.0 if outcome.correct else 0.0,
                difficulty=showdown.difficulty if showdown else AnswerRecord.difficulty,
                title=spot.title,
                aim_seconds=outcome.aim.seconds if outcome.aim is not None else None,
                scenario_json=spot_json(showdown) if showdown else "",
                given=outcome.given,
                source=EXAM,
            )
        )
    return tuple(records)


def error_spot_record(
    spot: Spot, verdict: ErrorVerdict, grade: ErrorGrade, seconds: float, when: datetime
) -> AnswerRecord:
    """The record of one spot-the-error call, with the spot and the call made."""
    return AnswerRecord(
        drill=SPOT_ERROR,
        game=spot.game.value,
        tags=spot.ordered_tags,
        correct=grade.correct,
        seconds=seconds,
        when=when,
        score=1.0 if grade.correct else 0.0,
        difficulty=spot.difficulty,
        title=spot.title,
        aim_seconds=time_aim(SPOT_ERROR, spot.result).seconds,
        scenario_json=spot_json(spot),
        given=verdict_words(verdict),
        source=SPOT_ERROR_SOURCE,
    )
