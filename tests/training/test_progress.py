"""The answer records for the history, and the progress summaries read back from them."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from dealer_app.training.drills import Drill, expected_answer
from dealer_app.training.progress import (
    AnswerRecord,
    record_of,
    summary_by,
    trend,
    weakest_tags,
)
from dealer_app.training.rounds import Round, RoundSettings, time_limit
from dealer_app.training.spots import spot_from_dict, spot_json
from tests.training.questions import showdown

WHEN = datetime(2026, 3, 1, 20, 0, tzinfo=UTC)


def test_an_answer_becomes_a_record_for_the_history() -> None:
    round_ = Round.start(RoundSettings(drill=Drill.SPLIT_POT, count=1, seed=8))
    question = showdown(round_.questions[0])
    grade = round_.answer(0, expected_answer(question), 12.5)
    record = record_of(question, grade, WHEN)
    assert record == AnswerRecord(
        drill="split-pot",
        game=question.spot.game.value,
        tags=question.spot.ordered_tags,
        correct=True,
        seconds=12.5,
        when=WHEN,
        score=1.0,
        difficulty=3,
        title=question.spot.title,
        aim_seconds=time_limit(question),
        scenario_json=spot_json(question.spot),
    )
    assert spot_from_dict(json.loads(record.scenario_json)).scenario == question.spot.scenario
    assert record_of(question, grade).when.tzinfo is UTC


def test_summaries_and_weakest_tags() -> None:
    def record(drill: str, tags: tuple[str, ...], correct: bool, seconds: float) -> AnswerRecord:
        return AnswerRecord(drill, "holdem", tags, correct, seconds, WHEN)

    records = [
        record("read-winner", ("side-pots",), True, 4.0),
        record("read-winner", ("side-pots", "dead-money"), False, 8.0),
        record("split-pot", ("dead-money",), False, 20.0),
        record("split-pot", ("dead-money",), True, 10.0),
        record("split-pot", ("three-way-tie",), False, 30.0),
    ]
    by_tag = {entry.key: entry for entry in summary_by(records, "tag")}
    assert [entry.key for entry in summary_by(records, "tag")] == [
        "three-way-tie",
        "side-pots",
        "dead-money",
    ]
    assert by_tag["dead-money"].answers == 3 and by_tag["dead-money"].correct == 1
    assert by_tag["dead-money"].median_seconds == 10.0
    by_drill = {entry.key: entry for entry in summary_by(records, "drill")}
    assert by_drill["split-pot"].accuracy == pytest.approx(1 / 3)
    assert weakest_tags(records, 2, minimum=1) == ("three-way-tie", "dead-money")
    assert weakest_tags(records, 2) == ("dead-money",)
    assert weakest_tags([], 3) == ()


def test_the_trend_of_a_tag_day_by_day() -> None:
    days = [datetime(2026, 3, day, 23, 30, tzinfo=UTC) for day in (1, 1, 2, 4)]
    records = [
        AnswerRecord("split-pot", "omaha8", ("omaha8-quartered",), correct, seconds, when)
        for correct, seconds, when in zip(
            (False, False, True, True), (30.0, 20.0, 15.0, 9.0), days, strict=True
        )
    ]
    records.append(AnswerRecord("split-pot", "holdem", ("side-pots",), True, 5.0, days[0]))
    points = trend(records, "tag", "omaha8-quartered")
    assert [
        (str(day), entry.answers, entry.accuracy, entry.median_seconds) for day, entry in points
    ] == [
        ("2026-03-01", 2, 0.0, 25.0),
        ("2026-03-02", 1, 1.0, 15.0),
        ("2026-03-04", 1, 1.0, 9.0),
    ]
    assert [entry.answers for _, entry in trend(records, "drill", "split-pot")] == [3, 1, 1]
    assert trend(records, "tag", "three-way-tie") == ()
