"""A dealer's audition: hold'em and three games drawn by the seed, a clock per showdown, the
room's pass rules, read from its file."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from dealer_app.model.hands.games import Game
from dealer_app.training.action_drills import ActionQuestion, PotAnswer
from dealer_app.training.audition import Audition, AuditionError, audition_exam
from dealer_app.training.audition_file import AuditionFileError, audition_from_json
from dealer_app.training.exam import (
    EachGameRule,
    ExamSitting,
    OverallRule,
    TimedOutRule,
    expected_answer_of,
)
from dealer_app.training.exam_file import exam_from_json

EXAMPLE = Path(__file__).parents[2] / "docs" / "examples" / "audition.json"


def example(**changes: Any) -> dict[str, Any]:
    document: dict[str, Any] = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    document.update(changes)
    return document


def read(document: dict[str, Any]) -> Audition:
    return audition_from_json(json.dumps(document))


def test_the_example_deals_holdem_and_three_games_from_its_mix() -> None:
    audition = audition_from_json(EXAMPLE.read_bytes())
    games = audition.games()
    assert games == (Game.HOLDEM, Game.BIGO, Game.STUD, Game.DEUCE7)
    assert set(games[1:]) <= set(audition.mix) - {Game.HOLDEM}
    exam = audition_exam(audition)
    # Three hands a game; each asks who wins, the pots and the push, and in Big O (played
    # pot-limit) first "pot".
    assert exam.showdowns[-1] == 11
    drills = [item.drill for item in exam.items]
    assert drills[:3] == ["read-winner", "build-pots", "split-pot"]
    hand_four = [index for index, number in enumerate(exam.showdowns) if number == 3]
    big_o = [exam.items[index].drill for index in hand_four]
    assert big_o == ["call-the-pot", "read-winner", "build-pots", "split-pot"]
    assert drills.count("call-the-pot") == 3
    assert exam.games == ("holdem", "bigo", "stud", "deuce7")
    assert exam.timing.seconds == 90
    assert exam.identity.startswith("SHA-256 ") and exam.identity.endswith("· seed 2031")


def test_the_same_file_deals_the_same_hands_and_another_seed_others() -> None:
    first = audition_exam(read(example()))
    again = audition_exam(read(example()))
    assert [item.title for item in first.items] == [item.title for item in again.items]
    other = read(example(seed=2032))
    assert other.games() == (Game.HOLDEM, Game.RAZZDUGI, Game.OMAHA, Game.OMAHA5)
    assert audition_exam(read(example())).identity != audition_exam(other).identity


def sit_small_audition() -> ExamSitting:
    """Hold'em, Big O, stud and deuce-to-seven, one hand each, 60 s a showdown."""
    audition = read(
        example(
            hands_per_game=1,
            seconds_per_showdown=60,
            pass_rules=[
                {"rule": "overall", "percent": 75},
                {"rule": "each-game", "percent": 50},
                {"rule": "timed-out", "most": 0},
            ],
        )
    )
    return ExamSitting(audition_exam(audition))


def test_a_showdowns_time_is_shared_by_its_questions_and_a_time_out_ends_it() -> None:
    sitting = sit_small_audition()
    assert sitting.allowed(0) == 60
    sitting.answer(expected_answer_of(sitting.question(0)), seconds=25.0)
    assert sitting.allowed(1) == 35  # what is left of the hold'em hand's minute
    sitting.answer(expected_answer_of(sitting.question(1)), seconds=10.0)
    sitting.time_out()  # the push: the last 25 s ran out
    assert sitting.allowed(3) == 60  # Big O's hand has its own minute
    report = sitting.finish()
    third = report.outcomes[2]
    assert not third.correct and third.timed_out and third.given == "no answer"
    assert third.mistakes == ("Time ran out after 25 s with no answer.",)


def test_the_pass_rules_score_overall_each_game_and_time_outs() -> None:
    sitting = sit_small_audition()
    exam = sitting.exam
    assert exam.rules == (OverallRule(75.0), EachGameRule(50.0), TimedOutRule(0))
    wrong_pot = None
    for index, number in enumerate(exam.showdowns):
        question = sitting.question(index)
        if number == 2 and exam.showdowns.index(2) == index:
            sitting.time_out()  # stud: the showdown's time runs out on its first question
            continue
        if number == 2:
            # The rest of the stud hand has no time left: misses too.
            assert sitting.allowed(index) == 0
            sitting.time_out()
            continue
        expected = expected_answer_of(question)
        if isinstance(question, ActionQuestion):
            assert isinstance(expected, PotAnswer)
            wrong_pot = index
            expected = PotAnswer(expected.amount + 5)  # Big O: a wrong pot call
        sitting.answer(expected, seconds=4.0)
    report = sitting.finish()
    assert wrong_pot is not None and not report.outcomes[wrong_pot].correct
    stud = [outcome for outcome in report.outcomes if outcome.game == "stud"]
    assert len(stud) == 3 and not any(outcome.correct for outcome in stud)
    assert stud[1].mistakes == ("The showdown's time had run out before this question.",)
    overall, each_game, timed_out = report.score.rules
    assert report.score.right == 9 and report.score.total == 13
    assert not overall.passed and overall.words == "Overall 69.2% (9 of 13); needs 75%"
    assert not each_game.passed
    assert (
        "Seven-Card Stud 0% (0 of 3)" in each_game.words and "Big O 75% (3 of 4)" in each_game.words
    )
    # One showdown timed out, though three questions went with it.
    assert not timed_out.passed and timed_out.words == "Timed out: 1; at most 0 allowed"
    assert not report.passed


def test_all_right_in_time_passes() -> None:
    sitting = sit_small_audition()
    for index in range(len(sitting.exam.items)):
        sitting.answer(expected_answer_of(sitting.question(index)), seconds=3.0)
    report = sitting.finish()
    assert report.passed and all(rule.passed for rule in report.score.rules)


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"format": "dealer-app/exam@1"}, "this is an exam file, not an audition file"),
        ({"format": "dealer-app/audition@2"}, 'format: "dealer-app/audition@2" is not'),
        ({"mix": ["holdem", "omaha", "stud"]}, "mix: 2 games beside hold'em; the audition draws 3"),
        ({"mix": ["holdem", "omaha", "stud", "guts3"]}, 'mix: "guts3" is a home game'),
        ({"mix": ["holdem", "omaha", "stud", "pinochle"]}, 'mix: "pinochle" is not a game'),
        ({"pot_limit": ["stud"]}, 'pot_limit: "stud" is not one of bigo, omaha, omaha5, omaha8'),
        ({"hands_per_game": 0}, "hands_per_game 0: from 1 to 20"),
        ({"hands_per_game": 2.5}, "hands_per_game 2.5 is not a whole number"),
        ({"seconds_per_showdown": "fast"}, "seconds_per_showdown must be a number of seconds"),
        ({"seconds_per_showdown": 0}, "seconds_per_showdown 0 must be more than 0"),
        ({"seconds_per_showdown": 1e300}, "seconds_per_showdown 1e+300 must be more than 0 and at"),
        ({"seed": None}, "seed must be a whole number, not null"),
        ({"pass_rules": []}, "pass_rules: an audition needs at least one rule"),
        (
            {"pass_rules": [{"rule": "game-mix", "percent": 70, "games": ["holdem"]}]},
            'pass_rules, entry 1: rule "game-mix" is not one of overall, each-game',
        ),
        (
            {"pass_rules": [{"rule": "timed-out", "most": -1}]},
            "pass_rules, entry 1: most must be a whole number of 0 or more",
        ),
        (
            {"pass_rules": [{"rule": "each-game", "percent": 170}]},
            "pass_rules, entry 1: 170.0 is not a percentage from 0 to 100",
        ),
        ({"hands": 3}, 'unknown field "hands"'),
    ],
)
def test_a_bad_audition_file_is_refused_naming_the_field(
    changes: dict[str, Any], message: str
) -> None:
    with pytest.raises(AuditionFileError) as caught:
        read(example(**changes))
    assert message in str(caught.value)


@pytest.mark.parametrize("number", ["1e400", "-1e400"])
def test_an_endless_clock_is_refused_naming_the_field(number: str) -> None:
    # JSON has no infinity, but a number too large for a float reads as one.
    text = json.dumps(example()).replace(
        '"seconds_per_showdown": 90', f'"seconds_per_showdown": {number}'
    )
    assert number in text
    with pytest.raises(AuditionFileError) as caught:
        audition_from_json(text)
    assert str(caught.value).startswith("seconds_per_showdown ")
    assert str(caught.value).endswith("inf must be a finite number of seconds")


def test_a_missing_field_and_broken_json_are_named() -> None:
    document = example()
    del document["seed"]
    with pytest.raises(AuditionFileError, match=r"^seed missing$"):
        read(document)
    with pytest.raises(AuditionFileError, match="line 1"):
        audition_from_json('{"format": ')


def test_an_audition_file_given_as_an_exam_says_where_it_goes() -> None:
    with pytest.raises(ValueError, match="this is an audition file, not an exam file"):
        exam_from_json(EXAMPLE.read_bytes())


def test_an_audition_needs_three_games_beside_holdem() -> None:
    with pytest.raises(AuditionError, match="1 games beside"):
        Audition("A", (Game.HOLDEM, Game.OMAHA), 1, 60.0, (OverallRule(80.0),), seed=1)


def test_an_exam_s_report_names_its_seed_or_its_file() -> None:
    from dealer_app.training.exam import exam_from_seed
    from dealer_app.training.exam_file import exam_to_json

    exam = exam_from_seed(12, 3)
    assert exam.identity == "seed 12"
    text = exam_to_json(exam)
    assert exam_from_json(text).identity.startswith("SHA-256 ")
    assert exam_from_json(text).identity == exam_from_json(text.encode()).identity
