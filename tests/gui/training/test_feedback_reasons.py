"""The feedback beside the table tells a missed quartered push the halving rule, as the drill
page, the shift and the exams grade it."""

from __future__ import annotations

from dealer_app.gui.training.feedback import FeedbackPanel
from dealer_app.training.drills import Drill, PotSplit, SplitAnswer, expected_answer, grade
from dealer_app.training.reasons import reason_words, reasons_for
from tests.gui.training.training_testing import question_on


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
