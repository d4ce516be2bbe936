"""A printable worksheet of the action drills: each round as the dealer saw it, the question
with its blanks, and the answer key with the working on the last pages.

Written with the showdown worksheet's pages (:mod:`dealer_app.gui.training.worksheet`); a
betting round needs no table drawn, only its steps.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtGui import QPainter

from dealer_app.gui.training.worksheet import (
    WorksheetError,
    flow_pages,
    worksheet_header,
    worksheet_writer,
)
from dealer_app.storage.atomic_file import atomic_target
from dealer_app.training.action_drills import (
    ActionDrill,
    ActionQuestion,
    action_answer_words,
    expected_action_answer,
    explanation_of_action,
    round_lines,
)

__all__ = ["action_answer_line", "action_worksheet_parts", "write_action_worksheet"]

_BLANK = "_" * 14


def action_answer_line(question: ActionQuestion) -> str:
    """The right answer in a line: ``raise to 180``; ``not legal; no raise``."""
    return action_answer_words(expected_action_answer(question))


def _blanks(question: ActionQuestion) -> str:
    if question.drill is ActionDrill.CALL_THE_POT:
        return f"Raise to {_BLANK}"
    return f"Legal? yes / no &nbsp; Smallest raise to {_BLANK} (or: no raise)"


def action_worksheet_parts(questions: Sequence[ActionQuestion], first: int = 1) -> tuple[str, str]:
    """The spots with their blanks and their answer key, as HTML, numbered from ``first``
    (a showdown worksheet prints them after its own spots)."""
    parts = []
    for number, question in enumerate(questions, first):
        steps = "<br>".join(html.escape(line) for line in round_lines(question.spot.followed))
        parts.append(
            f"<p><b>Spot {number}</b> · {html.escape(question.drill.title)}<br>{steps}</p>"
            f"<p><b>{html.escape(question.prompt)}</b></p>"
            f"<p style='line-height: 150%'>{_blanks(question)}</p><hr>"
        )
    key = []
    for number, question in enumerate(questions, first):
        spot = question.spot
        working = "<br>".join(
            html.escape(line) for line in explanation_of_action(question).splitlines()
        )
        key.append(
            f"<p><b>Spot {number}: {html.escape(spot.title)}</b> — {question.drill.title}"
            f"<br><i>trains: {html.escape(', '.join(spot.ordered_tags))}</i>"
            f"<br><b>Answer:</b> {html.escape(action_answer_line(question))}"
            f"<br><small>{working}</small></p>"
        )
    return "".join(parts), "".join(key)


def write_action_worksheet(
    questions: Sequence[ActionQuestion], path: str | Path, *, title: str = "Follow the action"
) -> int:
    """Write the worksheet PDF; returns its number of pages. The pages are written beside
    ``path`` and take its place only when all are written."""
    with atomic_target(path) as target:
        return _write_pages(questions, target, str(path), title)


def _write_pages(questions: Sequence[ActionQuestion], target: Path, name: str, title: str) -> int:
    writer, page = worksheet_writer(target, title)
    painter = QPainter()
    if not painter.begin(writer):
        raise WorksheetError(f"{name}: cannot be written")
    spots, key = action_worksheet_parts(questions)
    header = worksheet_header(title, len(questions))
    pages = flow_pages(writer, painter, header + spots, page, first=True)
    pages += flow_pages(writer, painter, "<h2>Answer key</h2>" + key, page)
    painter.end()
    return pages
