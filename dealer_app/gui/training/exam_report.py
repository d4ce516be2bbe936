"""The exam report as a PDF: the exam's identity (its title, and its file's SHA-256 or its
seed), the verdict, each pass rule, and every answer with the right one (on a missed action
drill, with its working) and the time, an audition's answers under the hand they are about;
laid out by Qt's rich text and written by Qt's PDF writer (pages break by themselves, the
answers table repeats its header on each page)."""

from __future__ import annotations

import html
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QMarginsF, QSizeF
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument

from dealer_app.model.hands.games import game_rules
from dealer_app.storage.atomic_file import atomic_target
from dealer_app.training.action_drills import ActionDrill
from dealer_app.training.exam import ExamReport, ItemOutcome, drill_title

__all__ = ["exam_report_html", "write_exam_report_pdf"]

_ACTION_DRILLS = frozenset(drill.value for drill in ActionDrill)
_RESOLUTION = 300
_LAYOUT_DPI = 96
_STYLE = """
body { font-family: sans-serif; font-size: 9pt; color: #111; }
h1 { font-size: 17pt; margin: 0; }
.verdict { font-size: 14pt; font-weight: bold; }
.passed { color: #19692c; }
.failed { color: #a11a1a; }
table.answers { border-collapse: collapse; }
table.answers th { background: #e4e4e4; text-align: left; }
table.answers td, table.answers th { border: 1px solid #999; padding: 3px; vertical-align: top; }
.wrong { color: #a11a1a; }
.small { font-size: 8pt; color: #444; }
td.hand { background: #f2f2f2; }
"""


def _cell(text: str) -> str:
    return html.escape(text).replace("\n", "<br>")


def _time(outcome: ItemOutcome) -> str:
    if outcome.seconds == float("inf"):
        return f"— / {outcome.allowed:g} s"
    if outcome.timed_out and outcome.allowed == 0:
        return "—<br><span class='small'>no time left</span>"
    speed = f"<br><span class='small'>{outcome.speed.value}</span>" if outcome.speed else ""
    return f"{outcome.seconds:.1f} / {outcome.allowed:g} s{speed}"


def _game_title(game: str) -> str:
    try:
        return game_rules(game).title
    except ValueError:  # an action drill's betting structure
        return game


def _hand_row(outcomes: tuple[ItemOutcome, ...], showdown: int) -> str:
    """The row above a hand's questions: its number, its game and how it came out."""
    of_hand = [outcome for outcome in outcomes if outcome.showdown == showdown]
    shown = next(
        (outcome for outcome in of_hand if outcome.drill not in _ACTION_DRILLS), of_hand[0]
    )
    return (
        f"<tr><td colspan='6' class='hand'><b>Hand {showdown + 1} · "
        f"{_cell(_game_title(shown.game))}</b> &nbsp; "
        f"<span class='small'>{_cell(shown.title)}</span></td></tr>"
    )


def _answer_row(outcome: ItemOutcome) -> str:
    mark = "✔ right" if outcome.correct else "✘ wrong"
    css = "" if outcome.correct else ' class="wrong"'
    mistakes = "".join(f"<br><span class='small'>{_cell(m)}</span>" for m in outcome.mistakes)
    working = ""
    if outcome.working and not outcome.correct:
        working = f"<br><span class='small'><i>{_cell(outcome.working)}</i></span>"
    # In a hand, the spot is named once above its questions; a betting round has its own.
    title = (
        ""
        if outcome.showdown is not None and outcome.drill not in _ACTION_DRILLS
        else f"<br><span class='small'>{_cell(outcome.title)}</span>"
    )
    return (
        f"<tr><td>{outcome.index + 1}</td>"
        f"<td>{_cell(drill_title(outcome.drill))}{title}</td>"
        f"<td>{_cell(outcome.given)}</td>"
        f"<td>{_cell(outcome.expected)}{working}</td>"
        f"<td>{_time(outcome)}</td>"
        f"<td{css}>{mark}{mistakes}</td></tr>"
    )


def _answer_rows(outcomes: tuple[ItemOutcome, ...]) -> str:
    rows = []
    for position, outcome in enumerate(outcomes):
        first_of_hand = outcome.showdown is not None and (
            position == 0 or outcomes[position - 1].showdown != outcome.showdown
        )
        if first_of_hand:
            assert outcome.showdown is not None
            rows.append(_hand_row(outcomes, outcome.showdown))
        rows.append(_answer_row(outcome))
    return "".join(rows)


def exam_report_html(report: ExamReport, *, trainee: str = "", when: datetime | None = None) -> str:
    """The report as rich text for :class:`QTextDocument`."""
    exam, score = report.exam, report.score
    verdict = "PASSED" if report.passed else "NOT PASSED"
    css = "passed" if report.passed else "failed"
    who = f"{_cell(trainee)} · " if trainee else ""
    date = when.strftime("%Y-%m-%d %H:%M") if when is not None else ""
    school = f"{_cell(exam.school)} · " if exam.school else ""
    rules = "".join(
        f"<tr><td>{'✔' if rule.passed else '✘'}</td><td>{_cell(rule.words)}</td></tr>"
        for rule in score.rules
    )
    unit = "showdown" if exam.showdowns else "spot"
    timing = (
        f"{exam.timing.seconds:g} s a {unit}"
        if exam.timing.seconds is not None
        else f"each spot's time aim × {exam.timing.aim_factor:g}"
    )
    identity = f"<p class='small'>{_cell(exam.identity)}</p>" if exam.identity else ""
    rows = _answer_rows(report.outcomes)
    return (
        f"<html><head><style>{_STYLE}</style></head><body>"
        f"<h1>{_cell(exam.title)}</h1>"
        f"<p class='small'>{school}{who}{date}</p>{identity}"
        f"<p class='verdict {css}'>{verdict}: {score.percent:g}% "
        f"({score.right} of {score.total} right)</p>"
        f"<p><b>Pass rules</b></p><table cellspacing='2'>{rules}</table>"
        f"<p class='small'>Time allowed: {timing}; an answer after it counts as wrong.</p>"
        "<p><b>Every answer</b></p>"
        "<table class='answers' width='100%' cellspacing='0' cellpadding='3'>"
        "<thead><tr><th width='4%'>#</th><th width='18%'>Drill and spot</th>"
        "<th width='21%'>Your answer</th><th width='26%'>Right answer</th>"
        "<th width='10%'>Time</th><th width='21%'>Grade</th></tr></thead>"
        f"<tbody>{rows}</tbody></table></body></html>"
    )


def write_exam_report_pdf(
    report: ExamReport, path: str | Path, *, trainee: str = "", when: datetime | None = None
) -> None:
    """Write the report to ``path`` as an A4 PDF; ``OSError`` when it cannot be written."""
    with atomic_target(path) as target:
        _write_pdf(report, target, trainee, when)


def _write_pdf(report: ExamReport, target: Path, trainee: str, when: datetime | None) -> None:
    writer = QPdfWriter(str(target))
    writer.setResolution(_RESOLUTION)
    writer.setTitle(report.exam.title)
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(15, 15, 15, 15),
            QPageLayout.Unit.Millimeter,
        )
    )
    document = QTextDocument()
    document.setHtml(exam_report_html(report, trainee=trainee, when=when))
    # Laid out at the document's own 96 dots an inch, so that point sizes come out true
    # once print_ scales the pages to the writer's resolution.
    painted = writer.pageLayout().paintRect(QPageLayout.Unit.Inch)
    document.setPageSize(QSizeF(painted.width() * _LAYOUT_DPI, painted.height() * _LAYOUT_DPI))
    document.print_(writer)
