"""Exam mode: a fixed set of spots, locked timing, no feedback, scoring under each pass rule."""

from __future__ import annotations

import json

import pytest

from dealer_app.training.action_drills import (
    ActionQuestion,
    PotAnswer,
    RaiseAnswer,
    action_time_aim,
)
from dealer_app.training.dealer_errors import DealerError, ErrorSpot, ErrorVerdict
from dealer_app.training.drills import (
    HandAnswer,
    PotsAnswer,
    Question,
    SplitAnswer,
    WinnerAnswer,
)
from dealer_app.training.exam import (
    AnyAnswer,
    AnyQuestion,
    Exam,
    ExamError,
    ExamItem,
    ExamSitting,
    ExamTiming,
    GameMixRule,
    OverallRule,
    PassRule,
    PerfectDrillRule,
    exam_from_seed,
    expected_answer_of,
)
from dealer_app.training.exam_file import ExamFileError, exam_from_json, exam_to_json
from dealer_app.training.spots import Spot, fixed_spots

LIBRARY = {spot.key: spot for spot in fixed_spots()}


def spot(key: str) -> Spot:
    return LIBRARY[key]


def school_exam(rules: tuple[PassRule, ...], timing: ExamTiming | None = None) -> Exam:
    """Ten spots: every drill, hold'em, Omaha eight-or-better and stud."""
    items = (
        ExamItem("read-winner", spot("holdem-aq-v-a2-kicker-counterfeited")),
        ExamItem("build-pots", spot("holdem-three-all-ins-side-pots")),
        ExamItem("split-pot", spot("holdem-three-way-tie-two-odd-chips")),
        ExamItem("name-hand", spot("holdem-66-v-44-pairs-counterfeited"), seat=3),
        ExamItem(
            "spot-error",
            spot("holdem-three-all-ins-side-pots"),
            error=DealerError.INELIGIBLE_SEAT_PAID,
            error_seed=4,
        ),
        ExamItem("spot-error", spot("holdem-aa-v-ak-straight-on-board")),
        ExamItem("read-winner", spot("omaha8-quartered")),
        ExamItem("split-pot", spot("omaha8-side-pot-nobody-has-a-low")),
        ExamItem("build-pots", spot("omaha8-side-pot-nobody-has-a-low")),
        ExamItem("split-pot", spot("stud-odd-chip-highest-card-by-suit")),
    )
    return Exam("Week 3 check", items, rules, timing or ExamTiming(), "Card Room Academy")


def wrong_answer(question: AnyQuestion) -> AnyAnswer:
    if isinstance(question, ActionQuestion):
        return PotAnswer(0) if question.proposed is None else RaiseAnswer(False, 0)
    if isinstance(question, ErrorSpot):
        return ErrorVerdict(not question.is_right)
    expected = expected_answer_of(question)
    if isinstance(expected, WinnerAnswer):
        return WinnerAnswer(())
    if isinstance(expected, PotsAnswer):
        return PotsAnswer(())
    if isinstance(expected, SplitAnswer):
        return SplitAnswer(())
    assert isinstance(expected, HandAnswer)
    return HandAnswer("high_card", frozenset())


def sit(exam: Exam, wrong: set[int] = frozenset(), seconds: float = 5.0) -> ExamSitting:  # type: ignore[assignment]
    sitting = ExamSitting(exam)
    for index in range(len(exam.items)):
        question = sitting.question(index)
        answer = wrong_answer(question) if index in wrong else expected_answer_of(question)
        assert sitting.answer(answer, seconds) is None  # no feedback during the exam
    return sitting


def test_all_right_passes_every_rule() -> None:
    rules = (OverallRule(90.0), PerfectDrillRule("build-pots"), GameMixRule(80.0, ("omaha8",)))
    report = sit(school_exam(rules)).finish()
    assert report.score.percent == 100.0
    assert [outcome.passed for outcome in report.score.rules] == [True, True, True]
    assert report.passed
    assert all(outcome.correct for outcome in report.outcomes)


def test_the_overall_percentage_rule_has_its_threshold() -> None:
    exam = school_exam((OverallRule(80.0),))
    two_wrong = sit(exam, {0, 2}).finish()
    assert two_wrong.score.percent == 80.0 and two_wrong.passed
    three_wrong = sit(exam, {0, 2, 3}).finish()
    assert three_wrong.score.percent == 70.0 and not three_wrong.passed
    assert three_wrong.score.rules[0].words == "Overall 70% (7 of 10); needs 80%"


def test_one_miss_in_the_perfect_drill_fails_though_the_rest_is_high() -> None:
    exam = school_exam((OverallRule(80.0), PerfectDrillRule("build-pots")))
    report = sit(exam, {8}).finish()
    overall, perfect = report.score.rules
    assert overall.passed and not perfect.passed
    assert perfect.words == "Build the pots: 50% (1 of 2); needs every spot right"
    assert not report.passed
    assert sit(exam, {0}).finish().passed


def test_the_game_mix_rule_needs_the_percentage_in_each_game() -> None:
    exam = school_exam((GameMixRule(60.0, ("holdem", "omaha8", "stud")),))
    omaha_weak = sit(exam, {6, 7}).finish()
    (mix,) = omaha_weak.score.rules
    assert not mix.passed
    assert "Omaha Hi-Lo 8 or Better 33.3% (1 of 3)" in mix.words
    assert "Texas Hold'em 100% (6 of 6)" in mix.words
    assert sit(exam, {0, 1, 6}).finish().passed


def test_an_answer_after_the_time_allowed_is_wrong_and_says_so() -> None:
    exam = school_exam((OverallRule(100.0),), ExamTiming(seconds=20.0))
    sitting = ExamSitting(exam)
    assert sitting.allowed(0) == 20.0
    for index in range(len(exam.items)):
        seconds = 25.0 if index == 1 else 10.0
        sitting.answer(expected_answer_of(sitting.question(index)), seconds)
    report = sitting.finish()
    late = report.outcomes[1]
    assert not late.correct and late.over_time
    assert late.mistakes[0] == "Time ran out: 25.0 s of 20 s allowed."
    assert report.score.right == 9


def test_by_default_the_time_allowed_is_the_aim_and_a_half() -> None:
    exam = school_exam((OverallRule(80.0),))
    sitting = ExamSitting(exam)
    # Read the winner, two seats still in: 3 s + 1.5 s x 2 = 6 s, times 1.5.
    assert sitting.allowed(0) == 9.0


def test_spots_not_reached_count_as_wrong_and_answers_are_final() -> None:
    exam = school_exam((OverallRule(80.0),))
    sitting = ExamSitting(exam)
    sitting.answer(expected_answer_of(sitting.question(0)), 3.0)
    sitting.time_out()
    report = sitting.finish()
    assert report.score.right == 1
    assert report.outcomes[1].given == "no answer"
    with pytest.raises(ExamError, match="answered already"):
        sitting.answer(None, 1.0)


def test_the_report_gives_each_answer_the_right_one_and_the_time() -> None:
    report = sit(school_exam((OverallRule(80.0),)), {1}).finish()
    pots = report.outcomes[1]
    assert pots.drill == "build-pots" and pots.given == "no pot"
    assert pots.expected.startswith("Main pot: ")
    assert pots.seconds == 5.0
    error = report.outcomes[4]
    assert error.expected == "wrong: a side pot went to a seat not in it"
    assert report.outcomes[5].expected == "the push is right"


def test_an_exam_file_gives_the_class_the_same_exam() -> None:
    rules = (OverallRule(85.0), PerfectDrillRule("split-pot"), GameMixRule(70.0, ("holdem",)))
    exam = school_exam(rules, ExamTiming(seconds=45.0))
    again = exam_from_json(exam_to_json(exam))
    assert again.title == exam.title and again.school == exam.school
    assert again.rules == exam.rules and again.timing == exam.timing
    first, second = ExamSitting(exam), ExamSitting(again)
    for index in range(len(exam.items)):
        one, other = first.question(index), second.question(index)
        if isinstance(one, ErrorSpot):
            assert isinstance(other, ErrorSpot) and one.shown == other.shown
        else:
            assert isinstance(other, Question) and one.prompt == other.prompt
        assert expected_answer_of(one) == expected_answer_of(other)


def document() -> dict[str, object]:
    return json.loads(exam_to_json(school_exam((OverallRule(80.0),))))


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            lambda d: d.update(format="dealer-app/scenario@1"),
            "this is a showdown, not an exam file: resolve it with dealer-app resolve",
        ),
        (lambda d: d.update(format="dealer-app/exam@2"), 'format: "dealer-app/exam@2"'),
        (lambda d: d.update(spots=[]), "spots: an exam needs at least one spot"),
        (lambda d: d.update(colour="red"), 'unknown field "colour"'),
        (lambda d: d["spots"][2].update(drill="juggle"), 'spots, entry 3: drill "juggle"'),
        (
            lambda d: d["spots"][0]["scenario"]["seats"][0].update(cards=["Zh", "Ad"]),
            'spots, entry 1: scenario: seat 2: card "Zh" is not a card',
        ),
        (lambda d: d["spots"][3].update(seat=9), "spots, entry 4: seat 9 has no hand to name"),
        (
            lambda d: d["spots"][5].update(error="scoop-split"),
            'spots, entry 6: error "scoop-split": this spot has no room for that mistake',
        ),
        (
            lambda d: d.update(pass_rules=[{"rule": "median", "percent": 5}]),
            'pass_rules, entry 1: rule "median" is not one of overall',
        ),
        (
            lambda d: d.update(pass_rules=[{"rule": "game-mix", "percent": 70, "games": ["razz"]}]),
            'pass_rules: no spot of the game "razz" to score',
        ),
        (
            lambda d: d.update(pass_rules=[{"rule": "overall", "percnt": 80}]),
            'pass_rules, entry 1: unknown field "percnt"',
        ),
        (
            lambda d: d.update(pass_rules=[{"rule": "overall", "percent": 180}]),
            "180.0 is not a percentage from 0 to 100",
        ),
        (lambda d: d.update(timing={"seconds_per_spot": 0}), "timing: seconds_per_spot 0"),
        (
            lambda d: d.update(timing={"seconds_per_spot": 3601}),
            "timing: seconds_per_spot 3601 must be more than 0 and at most 3600",
        ),
    ],
)
def test_a_bad_exam_file_is_refused_naming_the_problem(change, message: str) -> None:  # type: ignore[no-untyped-def]
    bad = document()
    change(bad)
    with pytest.raises(ExamFileError) as raised:
        exam_from_json(json.dumps(bad))
    assert message in str(raised.value)


@pytest.mark.parametrize("field", ["seconds_per_spot", "aim_factor"])
def test_an_exam_clock_too_large_for_a_number_is_refused(field: str) -> None:
    # 1e400 decodes as infinity: a clock that never runs out, which no file means.
    bad = document()
    bad["timing"] = {field: 12345}
    text = json.dumps(bad).replace("12345", "1e400")
    with pytest.raises(ExamFileError, match=f"timing: {field} inf must be a finite number"):
        exam_from_json(text)


def test_a_rule_on_a_drill_the_exam_does_not_ask_is_refused() -> None:
    items = (ExamItem("read-winner", spot("omaha8-quartered")),)
    with pytest.raises(ExamError, match='no spot of the drill "name-hand"'):
        Exam("Short", items, (PerfectDrillRule("name-hand"),))


def test_broken_json_is_refused_with_where_it_breaks() -> None:
    with pytest.raises(ExamFileError, match=r"not valid JSON: .*\(line 1, column"):
        exam_from_json('{"format": ')


def test_the_same_seed_sets_the_same_exam_and_its_file_keeps_it() -> None:
    drills = ("read-winner", "build-pots", "split-pot", "name-hand", "spot-error")
    rules = (OverallRule(80.0), GameMixRule(60.0, ("holdem",)))
    exam = exam_from_seed(2026, 15, drills=drills, games=("holdem", "stud"), rules=rules)
    again = exam_from_seed(2026, 15, drills=drills, games=("holdem", "stud"), rules=rules)
    assert exam == again
    assert {item.drill for item in exam.items} == set(drills)
    assert exam_from_json(exam_to_json(exam)).items == exam.items
    report = sit(exam).finish()
    assert report.passed and report.score.total == 15


def test_each_answer_is_also_fast_on_time_or_slow_against_its_aim() -> None:
    from dealer_app.training.aims import Speed

    exam = school_exam((OverallRule(80.0),), ExamTiming(seconds=60.0))
    sitting = ExamSitting(exam)
    sitting.answer(expected_answer_of(sitting.question(0)), 1.0)
    sitting.answer(expected_answer_of(sitting.question(1)), 40.0)
    report = sitting.finish()
    first, second, unanswered = report.outcomes[:3]
    assert first.speed is Speed.FAST
    # Build the pots with three pots aims at 19 s: 40 s is slow, though within the 60 s allowed.
    assert second.aim is not None and second.aim.seconds == 19.0
    assert second.speed is Speed.SLOW and second.correct
    assert unanswered.speed is None


def test_a_hand_to_name_where_nobody_shows_one_is_refused() -> None:
    from dealer_app.model.showdown.scenario import Scenario
    from dealer_app.model.showdown.seats import SeatEntry
    from dealer_app.training.spots import spot_from_scenario

    walk = spot_from_scenario(
        Scenario.of(
            "holdem",
            [SeatEntry.of(1, committed=50), SeatEntry.of(2, folded=True, committed=25)],
            board="2c 7d 9h Js 4c",
            button=1,
        )
    )
    with pytest.raises(ExamError, match="nobody shows a hand"):
        ExamItem("name-hand", walk)


def test_a_low_hand_to_name_in_a_game_without_lows_is_refused() -> None:
    with pytest.raises(ExamError, match="Texas Hold'em has no low hand"):
        ExamItem("name-hand", spot("holdem-66-v-44-pairs-counterfeited"), seat=3, low=True)


def test_an_exam_names_a_hand_in_the_drill_s_own_words() -> None:
    from dealer_app.training.drills import name_hand_question
    from dealer_app.training.exam import question_of

    item = ExamItem("name-hand", spot("holdem-66-v-44-pairs-counterfeited"), seat=3)
    question = question_of(item)
    assert question == name_hand_question(item.spot, 3)
    assert isinstance(question, Question)
    assert question.prompt == "Name seat 3's hand: what it is and the cards that play."


ACTION_SPOTS = [
    {
        "drill": "call-the-pot",
        "round": {
            "structure": "pot-limit",
            "blinds": [1, 2],
            "street": "flop",
            "pot": 100,
            "button": 3,
            "seats": [{"seat": 1}, {"seat": 2}, {"seat": 3}],
            "actions": ["1 b 20", "2 c"],
        },
    },
    {
        "drill": "legal-raise",
        "raise_to": 80,
        "round": {
            "structure": "no-limit",
            "blinds": [5, 10],
            "street": "turn",
            "pot": 50,
            "button": 3,
            "seats": [{"seat": 1}, {"seat": 2}, {"seat": 3}],
            "actions": ["1 b 20", "2 r 60"],
        },
    },
]


def action_exam_text() -> str:
    """A school's file: the showdown spots, then a call-the-pot and a legal-raise item."""
    mixed = document()
    mixed["spots"] += ACTION_SPOTS  # type: ignore[operator]
    mixed["pass_rules"] = [
        {"rule": "overall", "percent": 80},
        {"rule": "perfect-drill", "drill": "call-the-pot"},
    ]
    return json.dumps(mixed)


def test_an_exam_file_asks_the_action_drills_beside_the_showdown() -> None:
    exam = exam_from_json(action_exam_text())
    assert [item.drill for item in exam.items[-2:]] == ["call-the-pot", "legal-raise"]
    sitting = ExamSitting(exam)
    pot, raise_ = sitting.question(10), sitting.question(11)
    assert isinstance(pot, ActionQuestion) and isinstance(raise_, ActionQuestion)
    assert pot.prompt == 'Seat 3 says "pot": raise to how much?'
    assert expected_answer_of(pot) == PotAnswer(180)
    assert raise_.proposed == 80 and expected_answer_of(raise_) == RaiseAnswer(False, 100)
    # Call-the-pot: the pot-limit maximum in a trained dealer's time and a half.
    assert sitting.allowed(10) == round(action_time_aim(pot).seconds * 1.5, 1)
    for index in range(10):
        sitting.answer(expected_answer_of(sitting.question(index)), 4.0)
    sitting.answer(PotAnswer(180), 4.0)
    sitting.answer(RaiseAnswer(True, 100), 4.0)  # 80 is too small: the last raise was 40
    report = sitting.finish()
    pot_outcome, raise_outcome = report.outcomes[10], report.outcomes[11]
    assert pot_outcome.correct and pot_outcome.given == "raise to 180"
    assert pot_outcome.title == "Pot-limit 1/2, flop" and pot_outcome.working == ""
    assert not raise_outcome.correct
    assert raise_outcome.given == "legal; smallest raise to 100"
    assert raise_outcome.expected == "not legal; smallest raise to 100"
    assert raise_outcome.mistakes[0].startswith("80 is too small")
    assert "Smallest: " in raise_outcome.working and "100" in raise_outcome.working
    assert report.score.right == 11
    assert [rule.passed for rule in report.score.rules] == [True, True]


def test_an_exam_with_action_items_keeps_them_in_its_file() -> None:
    exam = exam_from_json(action_exam_text())
    assert exam_from_json(exam_to_json(exam)).items == exam.items
    written = json.loads(exam_to_json(exam))["spots"][-1]
    assert written["drill"] == "legal-raise" and written["raise_to"] == 80
    assert written["round"]["actions"] == ["1 b 20", "2 r 60"]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            lambda spots: spots[0]["round"].update(structure="no-limit"),
            "spots, entry 11: round: Call the pot: only a pot-limit round",
        ),
        (lambda spots: spots[1].pop("raise_to"), "spots, entry 12: raise_to: the legal-raise"),
        (lambda spots: spots[0].update(raise_to=60), "spots, entry 11: raise_to: only the"),
        (lambda spots: spots[1].pop("round"), "spots, entry 12: round missing"),
        (
            lambda spots: spots[1]["round"].update(actions=["1 b 20", "2 r 60", "3 f", "1 f"]),
            "spots, entry 12: round: the round is over",
        ),
        (lambda spots: spots[0].update(seat=2), 'spots, entry 11: unknown field "seat"'),
    ],
)
def test_a_bad_action_item_is_refused_naming_the_problem(change, message: str) -> None:  # type: ignore[no-untyped-def]
    bad = json.loads(action_exam_text())
    change(bad["spots"][10:])
    with pytest.raises(ExamFileError) as raised:
        exam_from_json(json.dumps(bad))
    assert message in str(raised.value)


def test_a_seeded_exam_deals_the_action_drills_too() -> None:
    drills = ("read-winner", "call-the-pot", "legal-raise")
    exam = exam_from_seed(12, 9, drills=drills, games=("holdem",))
    assert exam == exam_from_seed(12, 9, drills=drills, games=("holdem",))
    assert sorted(item.drill for item in exam.items) == sorted(drills * 3)
    assert exam_from_json(exam_to_json(exam)).items == exam.items
    report = sit(exam).finish()
    assert report.passed and report.score.right == 9


def test_an_exam_in_the_audition_s_games_is_dealt_kept_and_graded() -> None:
    drills = ("read-winner", "build-pots", "split-pot", "name-hand", "spot-error")
    games = ("badeucy", "bigo", "deuce7", "razzdugi", "studhilo")
    exam = exam_from_seed(27, 20, drills=drills, games=games, rules=(GameMixRule(100.0, games),))
    assert {item.spot.game.value for item in exam.items} <= set(games)
    assert exam_from_json(exam_to_json(exam)).items == exam.items
    report = sit(exam).finish()
    assert report.passed and report.score.right == 20
