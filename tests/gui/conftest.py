"""The table's tests never wait on a question box: unsaved changes are discarded unless a
test answers otherwise (``ask_to_save`` is the one place the window asks)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from dealer_app.gui import file_actions
from dealer_app.gui.file_actions import SaveAnswer


class SaveQuestions:
    """Answers ``ask_to_save`` with ``answer`` and counts the times it was asked."""

    def __init__(self) -> None:
        self.answer = SaveAnswer.Discard
        self.asked: list[str] = []

    def __call__(self, parent: Any, name: str) -> SaveAnswer:
        self.asked.append(name)
        return self.answer


@pytest.fixture(autouse=True)
def save_questions(monkeypatch: pytest.MonkeyPatch) -> SaveQuestions:
    questions = SaveQuestions()
    ask: Callable[[Any, str], SaveAnswer] = questions
    monkeypatch.setattr(file_actions, "ask_to_save", ask)
    return questions
