"""Rounds of drills: settings, spots dealt once, answers graded, the missed ones again."""

from __future__ import annotations

import random
from datetime import UTC, datetime

import pytest

from dealer_app.model.hands.games import Game
from dealer_app.training.aims import time_aim
from dealer_app.training.drills import Drill, PotsAnswer, WinnerAnswer, expected_answer
from dealer_app.training.rounds import Round, RoundSettings, time_limit
from dealer_app.training.spots import TrainingError
from tests.training.questions import showdown

WHEN = datetime(2026, 3, 1, 20, 0, tzinfo=UTC)


def wrong_answer(round_: Round, index: int) -> WinnerAnswer | PotsAnswer:
    question = round_.questions[index]
    assert question.drill is Drill.READ_WINNER
    return WinnerAnswer(())


def test_a_round_grades_answers_and_keeps_the_missed_ones() -> None:
    settings = RoundSettings(drill=Drill.READ_WINNER, games=(Game.HOLDEM,), count=4, seed=3)
    round_ = Round.start(settings)
    assert len(round_.questions) == 4 and not round_.finished
    for index in (0, 2):
        assert round_.answer(index, expected_answer(showdown(round_.questions[index])), 4.0).correct
    for index in (1, 3):
        assert not round_.answer(index, wrong_answer(round_, index), 6.0).correct
    assert round_.finished and round_.correct == 2 and round_.score == 50.0
    assert round_.seconds == 20.0
    assert round_.missed() == (round_.questions[1], round_.questions[3])
    replay = round_.replay_missed()
    assert replay.questions == round_.missed() and replay.answered == 0
    assert replay.answer(0, expected_answer(replay.questions[0]), 3.0).correct


def test_the_same_seed_deals_the_same_round() -> None:
    settings = RoundSettings(count=6, seed=11, difficulty=4)
    first, again = Round.start(settings), Round.start(settings)
    assert [q.prompt for q in first.questions] == [q.prompt for q in again.questions]
    assert [q.spot.scenario for q in first.questions] == [q.spot.scenario for q in again.questions]
    assert len({q.drill for q in Round.start(RoundSettings(count=20, seed=2)).questions}) > 1


def test_timed_rounds_have_a_clock_per_spot_that_grows_with_the_table() -> None:
    timed = Round.start(RoundSettings(drill=Drill.BUILD_POTS, count=3, timed=True, seed=5))
    untimed = Round.start(RoundSettings(drill=Drill.BUILD_POTS, count=3, seed=5))
    assert untimed.time_limit(0) is None and untimed.time_allowed is None
    assert timed.time_allowed == sum(time_limit(question) for question in timed.questions)
    limit = timed.time_limit(0)
    assert limit == time_limit(timed.questions[0]) and limit is not None and limit >= 9.0
    grade = timed.answer(0, expected_answer(showdown(timed.questions[0])), limit)
    assert grade.correct and grade.score == 0.5


def test_practise_these_weighs_a_round_to_the_weakest_tags() -> None:
    round_ = Round.start(RoundSettings(count=2, seed=1))
    practice = round_.weighted_to(("dead-money", "side-pots"), random.Random(4))
    assert practice.settings.tags == ("dead-money", "side-pots")
    assert all(q.spot.tags & {"dead-money", "side-pots"} for q in practice.questions)


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"difficulty": 0}, "difficulty 0"),
        ({"count": 0}, "count 0"),
        ({"tags": ("hilo-scoop",), "games": (Game.HOLDEM,)}, "hilo-scoop"),
    ],
)
def test_bad_settings_are_refused(changes: dict[str, object], words: str) -> None:
    with pytest.raises(TrainingError, match=words):
        RoundSettings(**changes)  # type: ignore[arg-type]


def test_the_timed_clock_is_the_spot_s_time_aim() -> None:
    round_ = Round.start(RoundSettings(count=8, seed=5, timed=True))
    for index, question in enumerate(round_.questions):
        aim = time_aim(question.drill.value, question.spot.result)
        assert round_.time_limit(index) == aim.seconds


def test_graded_at_the_end_the_feedback_waits_for_the_last_answer() -> None:
    settings = RoundSettings(drill=Drill.READ_WINNER, count=2, seed=6, grade_at_end=True)
    round_ = Round.start(settings)
    first = round_.answer(0, expected_answer(showdown(round_.questions[0])), 3.0)
    assert first.correct and round_.feedback(0) is None
    round_.answer(1, wrong_answer(round_, 1), 3.0)
    assert round_.feedback(0) is first and round_.feedback(1) is not None
    at_once = Round.start(RoundSettings(drill=Drill.READ_WINNER, count=2, seed=6))
    assert at_once.answer(
        0, expected_answer(showdown(at_once.questions[0])), 3.0
    ) is at_once.feedback(0)


def test_at_difficulty_5_every_spot_of_a_drill_is_a_trap() -> None:
    split = Round.start(RoundSettings(drill=Drill.SPLIT_POT, difficulty=5, count=12, seed=2))
    for question in split.questions:
        assert any(
            len(pot.winners.high) > 1 or len(pot.winners.low) > 1 or pot.winners.low
            for pot in question.pots
        ), question.spot.title
    build = Round.start(RoundSettings(drill=Drill.BUILD_POTS, difficulty=5, count=12, seed=2))
    assert all(len(question.pots) >= 2 for question in build.questions)
