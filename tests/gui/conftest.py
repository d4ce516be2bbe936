"""The table's tests never wait on a question box: unsaved changes are discarded unless a
test answers otherwise (``ask_to_save`` is the one place the window asks), and a save over
a file changed on disk is cancelled unless a test answers otherwise (``ask_to_overwrite``).
A room's chip colours, set by a test that applies a room's chip set, are put back after
it, passed or failed."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from dealer_app.gui import file_actions
from dealer_app.gui.chip_art import use_chip_looks
from dealer_app.gui.file_actions import OverwriteAnswer, SaveAnswer


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


class OverwriteQuestions:
    """Answers ``ask_to_overwrite`` with ``answer`` and lists the files it was asked about."""

    def __init__(self) -> None:
        self.answer = OverwriteAnswer.Cancel
        self.asked: list[str] = []

    def __call__(self, parent: Any, name: str, already_there: bool = False) -> OverwriteAnswer:
        self.asked.append(name)
        return self.answer


@pytest.fixture(autouse=True)
def overwrite_questions(monkeypatch: pytest.MonkeyPatch) -> OverwriteQuestions:
    questions = OverwriteQuestions()
    ask: Callable[[Any, str, bool], OverwriteAnswer] = questions
    monkeypatch.setattr(file_actions, "ask_to_overwrite", ask)
    return questions


@pytest.fixture(autouse=True)
def usual_chip_looks() -> Iterator[None]:
    yield
    use_chip_looks({})
