"""My mistakes: missed spots re-created from the stored answers, until answered right."""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime, timedelta

from dealer_app.training.drills import Drill, expected_answer, grade
from dealer_app.training.replay import StoredSpot, my_mistakes, replay_questions
from dealer_app.training.spots import Spot, fixed_spots, spot_to_dict

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
LIBRARY = {spot.key: spot for spot in fixed_spots()}


def stored(drill: str, spot: Spot, correct: bool, minutes: int) -> StoredSpot:
    return StoredSpot(
        drill, correct, START + timedelta(minutes=minutes), json.dumps(spot_to_dict(spot))
    )


def test_a_missed_spot_comes_back_exactly_and_its_right_answer_is_the_same() -> None:
    spot = LIBRARY["holdem-three-all-ins-side-pots"]
    found = my_mistakes([stored("build-pots", spot, False, 0)])
    (mistake,) = found.mistakes
    assert mistake.spot.scenario == spot.scenario
    assert mistake.spot.title == spot.title
    assert mistake.spot.result.payouts == spot.result.payouts
    (question,) = replay_questions(found.mistakes, random.Random(1))
    assert question.drill is Drill.BUILD_POTS
    assert grade(question, expected_answer(question), 3.0).correct


def test_a_spot_leaves_the_list_once_answered_right_in_that_drill() -> None:
    side_pots = LIBRARY["holdem-three-all-ins-side-pots"]
    stud = LIBRARY["stud-odd-chip-highest-card-by-suit"]
    history = [
        stored("build-pots", side_pots, False, 0),
        stored("split-pot", side_pots, False, 1),
        stored("build-pots", side_pots, True, 2),
        stored("split-pot", stud, False, 3),
        stored("split-pot", stud, False, 4),
        stored("read-winner", stud, True, 5),
    ]
    found = my_mistakes(history)
    assert [(m.drill, m.spot.title, m.times_missed) for m in found.mistakes] == [
        ("split-pot", stud.title, 2),
        ("split-pot", side_pots.title, 1),
    ]


def test_a_damaged_stored_spot_is_counted_and_the_rest_still_replayed() -> None:
    spot = LIBRARY["omaha8-quartered"]
    history = [
        StoredSpot("read-winner", False, START, '{"game": "holdem", "seats": [{"seat"'),
        StoredSpot("read-winner", False, START, "[1, 2]"),
        stored("read-winner", spot, False, 1),
        StoredSpot("read-winner", False, START, ""),
    ]
    found = my_mistakes(history)
    assert found.unreadable == 2
    assert [m.spot.scenario for m in found.mistakes] == [spot.scenario]


def test_the_list_is_limited_to_the_latest() -> None:
    spots = list(LIBRARY.values())
    history = [stored("read-winner", spot, False, n) for n, spot in enumerate(spots)]
    found = my_mistakes(history, limit=3)
    assert [m.spot.title for m in found.mistakes] == [s.title for s in reversed(spots)][:3]
