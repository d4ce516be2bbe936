"""The feedback beside the table tells a missed quartered push the halving rule, and a missed
push of a pot tied both ways the one split its steps make, as the drill page and the shift
grade it."""

from __future__ import annotations

import random

from dealer_app.gui.training.feedback import FeedbackPanel
from dealer_app.training.drills import (
    Drill,
    PotSplit,
    SplitAnswer,
    expected_answer,
    grade,
    make_question,
)
from dealer_app.training.reasons import reason_words, reasons_for
from dealer_app.training.spots import spot_from_dict
from tests.gui.training.training_testing import question_on
from tests.training.test_grading_by_outcome import TIED_BOTH_WAYS


def test_a_missed_quartered_push_is_told_the_halving_rule(qtbot) -> None:
    question = question_on("bigo-quartered", Drill.SPLIT_POT)
    right = expected_answer(question)
    assert isinstance(right, SplitAnswer)
    shares = {seat: dict(chips) for seat, chips in right.pots[0].shares.items()}
    shares[2]["white"] += 1
    answer = SplitAnswer((PotSplit(shares, (1, 3)),))
    graded = grade(question, answer, 10.0)
    feedback = FeedbackPanel()
    qtbot.addWidget(feedback)
    feedback.resize(360, 600)
    feedback.show_grade(graded, reasons=reason_words(reasons_for(question, answer)))
    words = feedback.text.toPlainText()
    assert "A split pot is halved first and the high hand takes the odd chip" in words
    assert "Tied hands share a pot equally" not in words
    assert "odd chips go to" not in words  # (1, 3) names the odd chips right


def test_a_missed_push_of_a_pot_tied_both_ways_is_told_its_one_split(qtbot) -> None:
    question = make_question(Drill.SPLIT_POT, spot_from_dict(TIED_BOTH_WAYS), random.Random(1))
    right = expected_answer(question)
    assert isinstance(right, SplitAnswer)
    shares = {seat: dict(chips) for seat, chips in right.pots[0].shares.items()}
    shares[2]["white"] += 1
    answer = SplitAnswer((PotSplit(shares, (1,)),))
    graded = grade(question, answer, 10.0)
    feedback = FeedbackPanel()
    qtbot.addWidget(feedback)
    feedback.resize(360, 600)
    feedback.show_grade(graded, reasons=reason_words(reasons_for(question, answer)))
    words = " ".join(feedback.text.toPlainText().split())
    assert "seats 1 and 2 tie for high (Ace high, King-Ten-Eight-Seven) and low" in words
    assert "split it once between them, not halved first" in words
    assert "The odd white chip goes to seat 1 (first seat clockwise from the button)." in words
    assert "halved first and the high hand" not in words
