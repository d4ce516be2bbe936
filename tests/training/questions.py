"""Questions of a round as the tests deal them: a round may ask either kind of question."""

from __future__ import annotations

from dealer_app.training.drills import Question
from dealer_app.training.rounds import RoundQuestion


def showdown(question: RoundQuestion | None) -> Question:
    """``question``, which the test dealt as a showdown drill's."""
    assert isinstance(question, Question), question
    return question
