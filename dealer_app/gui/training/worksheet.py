"""A printable worksheet of drills: one spot per half page, drawn as the table draws it,
with blanks for the answers, and the answer key with the dealer's steps on the last pages.
Spots of another kind (the action drills' rounds, as HTML) may follow the tables, their
answers after the showdowns' in the key.

``dealer-app drills --count 20 --worksheet out.pdf`` reaches :func:`print_worksheet` through
``dealer_app.__main__``, which reads the options and deals the spots as the JSON command
does (the headless ``cli`` never imports Qt, and the GUI never imports ``cli``). The pages
are written with Qt's :class:`QPdfWriter`; the table is the training mode's own
:class:`SpotTable` with its controls hidden, in the print theme (``resources/themes/print.json``:
a white felt, black ink, suits told by their shapes), the four-colour deck on request.
:func:`worksheet_images` draws the same pages on images, to look at them.
"""

from __future__ import annotations

import html
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QMarginsF, QPoint, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QImage,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QTextDocument,
)

from dealer_app import APPLICATION_NAME
from dealer_app.gui.card_art import CardStyle
from dealer_app.gui.theme import Theme, load_theme
from dealer_app.gui.training.spot_table import SpotTable
from dealer_app.model.cards import format_cards
from dealer_app.model.hands.strength import Category
from dealer_app.model.showdown.odd_chips import describe_odd_chip_seats
from dealer_app.model.words import describe_seats
from dealer_app.storage.atomic_file import atomic_target
from dealer_app.training.drills import (
    Drill,
    HandAnswer,
    PotsAnswer,
    Question,
    SplitAnswer,
    WinnerAnswer,
    expected_answer,
    explanation_of,
    make_question,
)
from dealer_app.training.spots import Spot

__all__ = [
    "PRINT_THEME",
    "Pages",
    "WorksheetError",
    "answer_lines",
    "flow_pages",
    "print_worksheet",
    "worksheet_header",
    "worksheet_images",
    "worksheet_questions",
    "worksheet_writer",
    "write_worksheet",
]

PRINT_THEME = "print"
RESOLUTION = 300
_TABLE_SIZE = QSize(920, 620)
"""Tall enough for the plaques of ten seats to print whole."""
_MARGIN_MM = 12.0
_TABLE_SHARE = 0.62
"""How much of a half page the table takes; the rest is the question and its blanks."""
_BLANK = "_" * 14
_CATEGORY_TITLES = {category.key: category.title for category in Category}


def worksheet_questions(spots: Sequence[Spot], seed: int | None = None) -> tuple[Question, ...]:
    """One question per spot, the four drills in turn."""
    rng = random.Random(seed)
    drills = tuple(Drill)
    return tuple(
        make_question(drills[number % len(drills)], spot, rng) for number, spot in enumerate(spots)
    )


# -- words -----------------------------------------------------------------------------------


def blank_lines(question: Question) -> list[str]:
    """The lines the trainee fills in on paper, as HTML."""
    spot = question.spot
    split_game = spot.scenario.game_rules.is_split
    if question.drill is Drill.READ_WINNER:
        lines = []
        for pot in question.pots:
            halves = f"high {_BLANK} &nbsp; low {_BLANK}" if split_game else f"wins {_BLANK}"
            lines.append(f"{html.escape(pot.name)}: {halves}")
        return lines
    if question.drill is Drill.BUILD_POTS:
        rows = max(3, len(question.pots) + 1)
        return [f"Pot ____ &nbsp; amount {_BLANK} &nbsp; seats {_BLANK * 2}" for _ in range(rows)]
    if question.drill is Drill.SPLIT_POT:
        lines = []
        for pot in question.pots:
            chips = ", ".join(f"{count} {name}" for name, count in pot.chips if count)
            lines.append(
                f"<b>{html.escape(pot.name)} {pot.amount}</b> in {html.escape(chips)}, "
                f"won by {describe_seats(pot.winners.seats)}:"
            )
            takes = [f"seat {seat} takes {_BLANK * 2}" for seat in pot.winners.seats]
            # Two winners a line, so a five-way split leaves room for the table.
            lines += [
                "&nbsp;&nbsp; " + " &nbsp;&nbsp; ".join(takes[start : start + 2])
                for start in range(0, len(takes), 2)
            ]
            lines.append(f"&nbsp;&nbsp; odd chips to {_BLANK}")
        return lines
    what = question.hand_words.removesuffix(" hand") if question.by_cards else "hand"
    return [f"Seat {question.seat}'s {what}: {_BLANK * 2} &nbsp; cards {_BLANK * 2}"]


def answer_lines(question: Question) -> list[str]:
    """The right answer in short words, read from the model's expected answer."""
    expected = expected_answer(question)
    if isinstance(expected, WinnerAnswer):
        lines = []
        rules = question.spot.scenario.game_rules
        for pot, winners in zip(question.pots, expected.pots, strict=True):
            if rules.halves:  # badeucy: "deuce-to-seven seat 1; badugi seat 2"
                first, second = rules.half_names
                high, low = describe_seats(winners.high), describe_seats(winners.low)
                lines.append(f"{pot.name}: {first} {high}; {second} {low}")
                continue
            low = f"; low {describe_seats(winners.low)}" if winners.low else ""
            lines.append(f"{pot.name}: {describe_seats(winners.high)}{low}")
        return lines
    if isinstance(expected, PotsAnswer):
        return [
            f"{pot.name}: {entry.amount}, {describe_seats(entry.eligible)}"
            for pot, entry in zip(question.pots, expected.pots, strict=True)
        ]
    if isinstance(expected, SplitAnswer):
        lines = []
        for pot, split in zip(question.pots, expected.pots, strict=True):
            shares = "; ".join(
                f"seat {seat}: " + ", ".join(f"{n} {name}" for name, n in chips.items() if n)
                for seat, chips in sorted(split.shares.items())
            )
            # Odd chips are given in order: the first to the first seat named.
            order = describe_odd_chip_seats(split.odd_chip_seats, then=True)
            odd = f"; odd chips to {order}" if split.odd_chip_seats else ""
            lines.append(f"{pot.name}: {shares}{odd}")
        return lines
    assert isinstance(expected, HandAnswer)
    name = _CATEGORY_TITLES.get(expected.category or "", "Low")
    return [f"Seat {question.seat}: {name}, {format_cards(sorted(expected.cards, reverse=True))}"]


def _spot_heading(number: int, question: Question) -> str:
    scenario = question.spot.scenario
    words = [f"<b>Spot {number}</b>", html.escape(question.drill.title), scenario.game_rules.title]
    if scenario.game_rules.uses_button and scenario.button is not None:
        words.append(f"button on seat {scenario.button}")
    words.append("chips " + ", ".join(f"{chip.name} {chip.value}" for chip in scenario.chips))
    return " · ".join(words)


# -- pages -----------------------------------------------------------------------------------


class Pages(Protocol):
    """Where a worksheet's pages go: a :class:`QPdfWriter`, or :class:`PageImages`."""

    def newPage(self) -> bool: ...


class PageImages:
    """The worksheet's pages drawn on white images at the PDF's resolution, one a page."""

    def __init__(self, size: QSize, painter: QPainter) -> None:
        self.images: list[QImage] = []
        self._size = size
        self._painter = painter
        self.newPage()

    def newPage(self) -> bool:
        if self._painter.isActive():
            self._painter.end()
        image = QImage(self._size, QImage.Format.Format_RGB32)
        dots_per_metre = round(RESOLUTION / 0.0254)
        image.setDotsPerMeterX(dots_per_metre)
        image.setDotsPerMeterY(dots_per_metre)
        image.fill(QColor("#ffffff"))
        self.images.append(image)
        return self._painter.begin(image)


def _document(painter: QPainter, body: str, width: float) -> QTextDocument:
    """HTML laid out for the page being painted (its resolution sets the font sizes)."""
    document = QTextDocument()
    document.documentLayout().setPaintDevice(painter.device())
    # black ink whatever the window's theme: a dark theme's light text would not print
    document.setDefaultStyleSheet(
        "body { font-size: 10pt; color: #000000; } h2 { font-size: 15pt; }"
    )
    document.setHtml(f"<body>{body}</body>")
    document.setTextWidth(width)
    return document


def _draw_document(painter: QPainter, document: QTextDocument, top_left: QRectF) -> None:
    painter.save()
    painter.translate(top_left.topLeft())
    document.drawContents(painter, QRectF(0, 0, top_left.width(), top_left.height()))
    painter.restore()


def _draw_table(painter: QPainter, table: SpotTable, box: QRectF) -> None:
    table.view.settle()
    scale = min(box.width() / table.width(), box.height() / table.height())
    left = box.left() + (box.width() - table.width() * scale) / 2
    painter.save()
    painter.translate(left, box.top())
    painter.scale(scale, scale)
    table.render(painter, QPoint(0, 0))
    painter.restore()


def write_worksheet(
    questions: Sequence[Question],
    path: str | Path,
    *,
    title: str = "Showdown drills",
    theme: Theme | None = None,
    four_colour: bool = False,
    more: tuple[str, str] = ("", ""),
    more_count: int = 0,
) -> int:
    """Write the worksheet PDF; returns its number of pages.

    ``theme``: the print theme unless given; ``four_colour``: the four-colour deck.
    ``more``: the HTML of ``more_count`` further spots and of their answer key, numbered on
    from the showdowns (:func:`~dealer_app.gui.training.action_worksheet.action_worksheet_parts`).
    The pages are written beside ``path`` and take its place only when all are written.
    """
    with atomic_target(path) as target:
        writer, page = worksheet_writer(target, title)
        painter = QPainter()
        if not painter.begin(writer):
            raise WorksheetError(f"{path}: cannot be written")
        style = CardStyle(four_color=four_colour)
        return _draw_pages(questions, writer, painter, page, title, theme, style, more, more_count)


def worksheet_images(
    questions: Sequence[Question],
    *,
    title: str = "Showdown drills",
    theme: Theme | None = None,
    four_colour: bool = False,
    more: tuple[str, str] = ("", ""),
    more_count: int = 0,
) -> list[QImage]:
    """The pages :func:`write_worksheet` writes, drawn by the same code on images (the
    page's printable area at the PDF's resolution), to look at or check."""
    page = _paint_rect()
    painter = QPainter()
    images = PageImages(page.size().toSize(), painter)
    style = CardStyle(four_color=four_colour)
    _draw_pages(questions, images, painter, page, title, theme, style, more, more_count)
    return images.images


def _draw_pages(
    questions: Sequence[Question],
    writer: Pages,
    painter: QPainter,
    page: QRectF,
    title: str,
    theme: Theme | None,
    card_style: CardStyle,
    more: tuple[str, str],
    more_count: int,
) -> int:
    """Draw every page with ``painter``, already begun on the first; it is ended at the end."""
    theme = theme if theme is not None else load_theme(PRINT_THEME)
    table = SpotTable(theme, card_style=card_style)
    table.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
    table.resize(_TABLE_SIZE)
    table.show()
    pages = 1
    half = page.height() / 2
    header = _document(painter, worksheet_header(title, len(questions) + more_count), page.width())
    header_height = header.size().height()
    for number, question in enumerate(questions, 1):
        slot = (number - 1) % 2
        if number > 1 and slot == 0:
            writer.newPage()
            pages += 1
        top = slot * half
        box = QRectF(page.left(), top, page.width(), half)
        if number == 1:
            _draw_document(painter, header, QRectF(0, 0, page.width(), header_height))
            box.adjust(0, header_height, 0, 0)
        heading = _document(painter, _spot_heading(number, question), box.width())
        _draw_document(painter, heading, QRectF(box.left(), box.top(), box.width(), half))
        text = f"<p><b>{html.escape(question.prompt)}</b></p>" + "".join(
            f"<p style='line-height: 150%'>{line}</p>" for line in blank_lines(question)
        )
        words = _document(painter, text, box.width())
        # The blanks always fit: the table gives up room when a question has many lines.
        table_top = box.top() + heading.size().height()
        room = box.bottom() - table_top - words.size().height()
        table_box = QRectF(box.left(), table_top, box.width(), min(half * _TABLE_SHARE, room))
        table.show_spot(
            question.spot.scenario,
            reveal=False,
            cover_pots=question.drill is Drill.BUILD_POTS,
        )
        _draw_table(painter, table, table_box)
        _draw_document(
            painter,
            words,
            QRectF(box.left(), table_box.bottom(), box.width(), box.bottom() - table_box.bottom()),
        )
    more_spots, more_key = more
    if not questions:  # the first page starts with the header and the further spots
        body = worksheet_header(title, more_count) + more_spots
        pages = flow_pages(writer, painter, body, page, first=True)
    elif more_spots:
        pages += flow_pages(writer, painter, more_spots, page)
    pages += _write_key(writer, painter, questions, page, more_key)
    painter.end()
    table.close()
    table.deleteLater()
    return pages


def _page_layout() -> QPageLayout:
    return QPageLayout(
        QPageSize(QPageSize.PageSizeId.A4),
        QPageLayout.Orientation.Portrait,
        QMarginsF(_MARGIN_MM, _MARGIN_MM, _MARGIN_MM, _MARGIN_MM),
        QPageLayout.Unit.Millimeter,
    )


def _paint_rect() -> QRectF:
    page = QRectF(_page_layout().paintRectPixels(RESOLUTION))
    page.moveTo(0, 0)
    return page


def worksheet_writer(path: str | Path, title: str) -> tuple[QPdfWriter, QRectF]:
    """A PDF writer for a worksheet (A4, the margins) and its page's paint rectangle."""
    writer = QPdfWriter(str(path))
    writer.setResolution(RESOLUTION)
    writer.setTitle(title)
    writer.setCreator(APPLICATION_NAME)
    writer.setPageLayout(_page_layout())
    return writer, _paint_rect()


def worksheet_header(title: str, count: int) -> str:
    """The title and the trainee's blanks (name, date, how many right), as HTML."""
    return (
        f"<h2>{html.escape(title)}</h2><p>Name {_BLANK * 2} &nbsp; Date {_BLANK} &nbsp; "
        f"Right ____ of {count}</p>"
    )


def flow_pages(
    writer: Pages, painter: QPainter, body: str, page: QRectF, *, first: bool = False
) -> int:
    """Flow HTML over as many pages as it takes, from a new page (or this one, ``first``)."""
    if not first:
        writer.newPage()
    document = _document(painter, body, page.width())
    document.setPageSize(QSizeF(page.width(), page.height()))
    count = document.pageCount()
    for number in range(count):
        if number:
            writer.newPage()
        painter.save()
        painter.translate(0, -number * page.height())
        document.drawContents(
            painter, QRectF(0, number * page.height(), page.width(), page.height())
        )
        painter.restore()
    return count


def _write_key(
    writer: Pages,
    painter: QPainter,
    questions: Sequence[Question],
    page: QRectF,
    more_key: str = "",
) -> int:
    """The answer key, flowed over as many pages as it takes; returns how many."""
    parts = ["<h2>Answer key</h2>"]
    for number, question in enumerate(questions, 1):
        spot = question.spot
        tags = ", ".join(spot.ordered_tags) or "none"
        answers = "<br>".join(html.escape(line) for line in answer_lines(question))
        steps = "<br>".join(
            html.escape(line) for line in explanation_of(question).splitlines() if line
        )
        parts.append(
            f"<p><b>Spot {number}: {html.escape(spot.title)}</b> — {question.drill.title}"
            f"<br><i>trains: {html.escape(tags)}</i><br><b>Answer:</b> {answers}"
            f"<br><small>{steps}</small></p>"
        )
    return flow_pages(writer, painter, "".join(parts) + more_key, page)


class WorksheetError(OSError):
    """The PDF file cannot be written."""


def print_worksheet(
    spots: Sequence[Spot],
    path: str | Path,
    *,
    seed: int | None = None,
    four_colour: bool = False,
    more: tuple[str, str] = ("", ""),
    more_count: int = 0,
) -> str:
    """Write the worksheet of ``spots`` (and ``more``, as :func:`write_worksheet` takes
    them) to ``path`` in the print theme, titled "Showdown drills", or "Drills" when it
    holds other drills only.

    Returns "" when written, else one line saying why not (for the command line).
    """
    from dealer_app.gui.app import application
    from dealer_app.gui.theme import apply_theme

    app = application()
    apply_theme(app, load_theme(PRINT_THEME))
    try:
        write_worksheet(
            worksheet_questions(spots, seed),
            path,
            title="Showdown drills" if spots else "Drills",
            four_colour=four_colour,
            more=more,
            more_count=more_count,
        )
    except WorksheetError as error:
        return str(error)
    except OSError as error:  # the folder or the file refused the pages
        return f"{path}: cannot be written ({error.strerror or type(error).__name__})"
    return ""
