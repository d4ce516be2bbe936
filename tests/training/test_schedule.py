"""Leitner boxes for tags, the draw by box, and rounds mixing drills and games."""

from __future__ import annotations

import itertools
import random
from datetime import UTC, datetime, timedelta

import pytest

from dealer_app.training.mastery import Answer
from dealer_app.training.schedule import (
    BOXES,
    DRILLS_FOR_TAG,
    LeitnerBoxes,
    Outcome,
    ScheduleError,
    draw_tags,
    next_box,
    outcome_of,
    plan_round,
)


@pytest.mark.parametrize(
    ("box", "timely", "slow", "missed"),
    [(1, 2, 1, 1), (2, 3, 2, 1), (3, 4, 3, 1), (4, 5, 4, 1), (5, 5, 5, 1)],
)
def test_each_outcome_moves_a_tag_the_leitner_way(
    box: int, timely: int, slow: int, missed: int
) -> None:
    """Right in time: up one box (the top box keeps it); slow: stays; missed: back to box 1."""
    assert BOXES == 5
    assert next_box(box, Outcome.TIMELY) == timely
    assert next_box(box, Outcome.SLOW) == slow
    assert next_box(box, Outcome.MISSED) == missed


def test_the_outcome_comes_from_right_and_the_time_aim() -> None:
    assert outcome_of(True, 9.9, 10.0) is Outcome.TIMELY
    assert outcome_of(True, 10.1, 10.0) is Outcome.SLOW
    assert outcome_of(False, 2.0, 10.0) is Outcome.MISSED


def test_a_box_out_of_range_is_refused() -> None:
    with pytest.raises(ScheduleError, match="box 6"):
        next_box(6, Outcome.TIMELY)


def test_boxes_replay_the_history_oldest_first() -> None:
    start = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
    tags = ("side-pots", "dead-money")
    good = [Answer(tags, True, 5.0, 10.0, start + timedelta(seconds=n)) for n in range(3)]
    miss = Answer(("dead-money",), False, 5.0, 10.0, start + timedelta(seconds=10))
    slow = Answer(("side-pots",), True, 15.0, 10.0, start + timedelta(seconds=11))
    boxes = LeitnerBoxes.from_history([slow, miss, *reversed(good)])
    assert boxes.box_of("side-pots") == 4
    assert boxes.box_of("dead-money") == 1
    assert boxes.box_of("never-seen") == 1


def test_a_lower_box_comes_up_more_often() -> None:
    boxes = LeitnerBoxes((("b2", 2), ("b3", 3), ("b4", 4), ("b5", 5)))
    drawn = draw_tags(boxes, ("b1", "b2", "b3", "b4", "b5"), random.Random(7), 6200)
    counts = [drawn.count(tag) for tag in ("b1", "b2", "b3", "b4", "b5")]
    assert counts == sorted(counts, reverse=True)
    # Each box is drawn about half as often as the one below it (16:8:4:2:1).
    assert 3000 < counts[0] < 3400 and 100 < counts[4] < 300


def games_for(tag: str) -> tuple[str, ...]:
    return ("stud", "stud8", "razz") if tag == "stud-odd-chip-by-suit" else ("holdem", "omaha")


def test_a_round_mixes_drills_and_games_instead_of_blocking_them() -> None:
    tags = ("side-pots", "dead-money", "three-way-tie")
    plan = plan_round(LeitnerBoxes(), random.Random(3), 24, tags=tags, games_for_tag=games_for)
    assert len(plan) == 24
    for spot in plan:
        assert spot.drill in DRILLS_FOR_TAG[spot.tag]
        assert spot.game in games_for(spot.tag)
    drills = [spot.drill for spot in plan]
    games = [spot.game for spot in plan]
    assert len(set(drills)) >= 3
    assert all(a != b for a, b in itertools.pairwise(games))
    repeats = sum(1 for a, b in itertools.pairwise(drills) if a == b)
    assert repeats <= 2


def test_a_round_keeps_to_the_chosen_drills() -> None:
    plan = plan_round(
        LeitnerBoxes(),
        random.Random(3),
        10,
        tags=("odd-chip-wraps", "side-pots", "board-plays"),
        games_for_tag=games_for,
        drills=("split-pot",),
    )
    assert {spot.drill for spot in plan} == {"split-pot"}
    assert "board-plays" not in {spot.tag for spot in plan}


def test_a_round_with_nothing_to_train_is_refused() -> None:
    with pytest.raises(ScheduleError, match="none of them"):
        plan_round(
            LeitnerBoxes(),
            random.Random(1),
            5,
            tags=("board-plays",),
            games_for_tag=games_for,
            drills=("build-pots",),
        )


def test_a_weakness_round_deals_each_planned_tag_in_its_game_and_drill() -> None:
    from dealer_app.model.hands.games import Game
    from dealer_app.training.schedule import weakness_round

    boxes = LeitnerBoxes(tuple((tag, 5) for tag in DRILLS_FOR_TAG if tag != "side-pots"))
    questions = weakness_round(
        boxes, random.Random(11), 12, games=(Game.HOLDEM, Game.OMAHA8), difficulty=3
    )
    assert len(questions) == 12
    side_pots = [q for q in questions if "side-pots" in q.spot.tags]
    assert len(side_pots) >= 6  # box 1 is drawn sixteen times as often as box 5
    assert {q.spot.game for q in questions} <= {Game.HOLDEM, Game.OMAHA8}
    assert len({q.drill for q in questions}) >= 3
    again = weakness_round(
        boxes, random.Random(11), 12, games=(Game.HOLDEM, Game.OMAHA8), difficulty=3
    )
    assert [q.spot.scenario for q in again] == [q.spot.scenario for q in questions]


def test_weak_action_tags_come_back_in_the_round_by_weakness() -> None:
    from dealer_app.training.action_drills import (
        ACTION_TAGS,
        ActionDrill,
        ActionQuestion,
        action_tags_of,
        expected_action_answer,
    )
    from dealer_app.training.progress import record_of
    from dealer_app.training.rounds import Round, RoundSettings
    from dealer_app.training.schedule import weakness_round

    # Every showdown tag mastered to box 5, the action tags never practised (box 1).
    boxes = LeitnerBoxes(tuple((tag, 5) for tag in DRILLS_FOR_TAG if tag not in ACTION_TAGS))
    questions = weakness_round(boxes, random.Random(4), 20, action_drills=tuple(ActionDrill))
    actions = [question for question in questions if isinstance(question, ActionQuestion)]
    assert len(actions) >= 12  # box 1 is drawn sixteen times as often as box 5
    assert len(actions) < len(questions)  # the showdown drills still come, mixed in
    assert {question.drill for question in actions} == set(ActionDrill)
    for question in actions:
        assert question.drill.value in {
            drill for tag in question.spot.tags for drill in DRILLS_FOR_TAG[tag]
        }
        assert question.spot.tags == action_tags_of(question.spot.followed)
    round_ = Round.of_questions(RoundSettings(timed=True), questions)
    index = questions.index(actions[0])
    grade = round_.answer(index, expected_action_answer(actions[0]), 2.0)
    assert grade.correct and round_.answered == 1
    kept = record_of(actions[0], grade)
    assert kept.drill == actions[0].drill.value and kept.tags == actions[0].spot.ordered_tags
    assert kept.aim_seconds is not None and kept.aim_seconds > 2.0
    # Right and on time: the action tags move up a box like the showdown's.
    after = LeitnerBoxes.from_history([kept])
    assert all(after.box_of(tag) == 2 for tag in kept.tags)
    # Without the action drills a round by weakness deals showdowns alone, as before.
    plain = weakness_round(boxes, random.Random(4), 10)
    assert not any(isinstance(question, ActionQuestion) for question in plain)


def test_practise_these_gives_each_weak_tag_its_share_the_action_tags_too() -> None:
    from dealer_app.training.action_drills import ActionQuestion
    from dealer_app.training.rounds import RoundSettings
    from dealer_app.training.schedule import weighted_round

    settings = RoundSettings(count=9, tags=("side-pots",), seed=2)
    action_tags = ("limit-cap", "short-all-in-no-reopen")
    round_ = weighted_round(settings, action_tags)
    actions = [q for q in round_.questions if isinstance(q, ActionQuestion)]
    showdowns = [q for q in round_.questions if not isinstance(q, ActionQuestion)]
    assert len(actions) == 6 and len(showdowns) == 3
    assert all("side-pots" in question.spot.tags for question in showdowns)
    assert [sum(tag in q.spot.tags for q in actions) >= 3 for tag in action_tags] == [True, True]
    assert weighted_round(settings, action_tags).questions == round_.questions
    only = weighted_round(RoundSettings(count=4), ("limit-cap",), random.Random(1))
    assert all(isinstance(question, ActionQuestion) for question in only.questions)
