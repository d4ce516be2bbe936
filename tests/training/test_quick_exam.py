"""The quick drills (Take the rake, Count the stacks, Cut it) in exams and exam files."""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime

import pytest

from dealer_app.model.chips import ChipCounts
from dealer_app.storage.chip_presets import chip_preset
from dealer_app.training.chip_drills import (
    COUNT_DRILL,
    CUT_DRILL,
    CountSpot,
    CutSpot,
    generate_count_spots,
    generate_cut_spots,
    grade_count,
)
from dealer_app.training.exam import (
    EachGameRule,
    Exam,
    ExamSitting,
    OverallRule,
    PerfectDrillRule,
    exam_from_seed,
    expected_answer_of,
)
from dealer_app.training.exam_file import ExamFileError, exam_from_json, exam_to_json
from dealer_app.training.quick_exam import (
    QUICK_DRILLS,
    QuickExamItem,
    QuickItemError,
    quick_item_from_dict,
)
from dealer_app.training.rake_drill import RAKE_DRILL, RakeAnswer, generate_rake_spots
from dealer_app.training.records import exam_records


def quick_exam() -> Exam:
    rng = random.Random(6)
    casino = chip_preset("casino").sizes()
    items = (
        QuickExamItem(RAKE_DRILL, generate_rake_spots(rng, 1, ["rake-side-pots"])[0]),
        QuickExamItem(COUNT_DRILL, generate_count_spots(rng, 1, ["short-stack"], casino)[0]),
        QuickExamItem(CUT_DRILL, generate_cut_spots(rng, 1, ["cut-in-fours"], casino)[0]),
        QuickExamItem(CUT_DRILL, generate_cut_spots(rng, 1, ["change-needed"])[0]),
    )
    return Exam("Chips check", items, (OverallRule(75.0), PerfectDrillRule(CUT_DRILL)))


def test_an_exam_file_keeps_the_quick_drills_spots() -> None:
    exam = quick_exam()
    again = exam_from_json(exam_to_json(exam))
    assert again.items == exam.items
    document = json.loads(exam_to_json(exam))
    assert [spot["drill"] for spot in document["spots"]] == [
        RAKE_DRILL,
        COUNT_DRILL,
        CUT_DRILL,
        CUT_DRILL,
    ]
    assert "chips" in document["spots"][1] and "chips" not in document["spots"][3]
    assert {"name": "green", "value": 25, "sized_by": 4} in document["spots"][1]["chips"]
    # the casino set's amounts read in dollars, in the file and after it
    assert document["spots"][1]["unit"] == {"symbol": "$", "per": 1}
    assert "unit" not in document["spots"][3]
    assert again.items[2].prompt.startswith("Cut $")


def test_an_exam_spot_s_unit_is_read_or_refused_by_name() -> None:
    spot = {
        "drill": "count-the-stacks",
        "stacks": [["white", 6]],
        "unit": {"symbol": "$", "per": 100},
    }
    item = quick_item_from_dict({**spot, "chips": [{"name": "white", "value": 25}]})
    assert isinstance(item.spot, CountSpot)
    assert grade_count(item.spot, 150, 1.0).expected == "$1.50"
    with pytest.raises(QuickItemError, match="unit: per 3 must be 1, 10, 100 or 1000"):
        quick_item_from_dict({**spot, "unit": {"symbol": "$", "per": 3}})


def test_the_quick_drills_are_graded_by_outcome_and_recorded() -> None:
    exam = quick_exam()
    sitting = ExamSitting(exam)
    rake = expected_answer_of(sitting.question(0))
    assert isinstance(rake, RakeAnswer)
    sitting.answer(rake, 3.0)
    value = expected_answer_of(sitting.question(1))
    assert isinstance(value, int)
    sitting.answer(value + 1, 3.0)  # a wrong count
    cut = sitting.question(2)
    assert isinstance(cut, QuickExamItem) and isinstance(cut.spot, CutSpot)
    sitting.answer(cut.spot.expected, 3.0)
    other = sitting.question(3)
    assert isinstance(other, QuickExamItem) and isinstance(other.spot, CutSpot)
    sitting.answer(ChipCounts.of({}), 3.0)
    report = sitting.finish()
    assert [outcome.correct for outcome in report.outcomes] == [True, False, True, False]
    assert report.outcomes[1].mistakes[0].startswith("The stacks are worth")
    assert report.outcomes[1].given == f"{value + 1:,}"
    assert report.outcomes[3].working.startswith(f"Cut {other.spot.amount:,}")
    assert not report.passed
    records = exam_records(report, datetime(2026, 3, 2, tzinfo=UTC))
    assert [record.drill for record in records] == [RAKE_DRILL, COUNT_DRILL, CUT_DRILL, CUT_DRILL]
    assert records[2].tags == cut.spot.ordered_tags and records[2].source == "exam"


def test_a_seeded_exam_deals_the_quick_drills_too() -> None:
    exam = exam_from_seed(4, 6, drills=QUICK_DRILLS)
    assert {item.drill for item in exam.items} == set(QUICK_DRILLS)
    assert exam_from_seed(4, 6, drills=QUICK_DRILLS).items == exam.items


@pytest.mark.parametrize(
    ("spot", "message"),
    [
        ({"drill": "cut-it", "stacks": [["green", 8]]}, "amount None is not a whole number"),
        ({"drill": "cut-it", "stacks": [["green", 8]], "amount": 30}, "amount 30: no cut"),
        ({"drill": "count-the-stacks", "stacks": [["teal", 8]]}, "'teal' is not a chip"),
        ({"drill": "count-the-stacks", "stacks": [], "x": 1}, 'unknown field "x"'),
        ({"drill": "take-the-rake", "pots": []}, "pots must be a list of pots"),
        (
            {"drill": "count-the-stacks", "stacks": [["red", 8]],
             "chips": [{"name": "red", "value": 5, "sized_by": 6}]},
            "red: sized by 6",
        ),
    ],
)  # fmt: skip
def test_a_bad_quick_spot_is_refused_naming_the_field(
    spot: dict[str, object], message: str
) -> None:
    document = {"format": "dealer-app/exam@1", "title": "T", "spots": [spot]}
    with pytest.raises(ExamFileError, match=r"spots, entry 1: .*" + message.replace("(", r"\(")):
        exam_from_json(json.dumps(document))


def test_each_game_counts_the_games_dealt_not_the_chip_drills() -> None:
    exam = quick_exam()
    exam = Exam(exam.title, exam.items, (EachGameRule(100.0),))
    sitting = ExamSitting(exam)
    for index in range(len(exam.items)):
        sitting.answer(expected_answer_of(sitting.question(index)), 1.0)
    (each_game,) = sitting.finish().score.rules
    # Only chip drills: no game was dealt, and "chips" is not named as one.
    assert each_game.passed and "chips" not in each_game.words


def test_a_colour_given_twice_in_the_stacks_is_refused() -> None:
    with pytest.raises(QuickItemError, match="stacks, entry 2: 'red' is given twice"):
        quick_item_from_dict({"drill": "count-the-stacks", "stacks": [["red", 20], ["red", 20]]})
