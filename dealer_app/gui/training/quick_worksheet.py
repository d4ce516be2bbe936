"""The quick drills on a printed worksheet: Take the rake, Count the stacks and Cut it.

Each spot is a paragraph of the worksheet's HTML (numbered on from the spots before it),
with its blanks, and a paragraph of the answer key with the working; the showdown worksheet
flows them after its own (:func:`~dealer_app.gui.training.worksheet.write_worksheet`'s
``more``), or alone (:func:`write_drill_worksheet`, the drills' own Worksheet… button: the
PDF ``dealer-app drills --count 0 --rake N`` writes). The stacks are drawn as the Training
mode draws them, in the print theme (ink on white: outlined chips, each colour told by its
edge marks' shape, each chip's value on its face and under its stack, so grey paper reads
them), and put in the page as pictures.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF
from PySide6.QtGui import QImage, QImageWriter, QPainter
from PySide6.QtWidgets import QFileDialog, QWidget

from dealer_app.gui.chip_art import StackView, dealer_stacks_size, paint_dealer_stacks
from dealer_app.gui.table.chip_stacks import dealer_stacks
from dealer_app.gui.theme import Theme, load_theme
from dealer_app.gui.training.worksheet import PRINT_THEME, RESOLUTION, write_worksheet
from dealer_app.training.chip_drills import (
    CHIP_DRILL_TITLES,
    COUNT_DRILL,
    CUT_DRILL,
    CountSpot,
    CutSpot,
    grade_count,
    grade_cut,
    stacks_lines,
)
from dealer_app.training.rake_drill import (
    RakeSpot,
    expected_rake_answer,
    explanation_of_rake,
    rake_spot_lines,
)

__all__ = [
    "chip_worksheet_parts",
    "rake_worksheet_parts",
    "save_drill_worksheet",
    "stacks_picture",
    "write_drill_worksheet",
]

_BLANK = "_" * 14
_DIAMETER = 96.0
"""A chip's width on the page, in the worksheet's dots (300 an inch: about 8 mm)."""
_LAYOUT_DPI = 96
_PER_ROW = 10


def stacks_picture(spot: CountSpot | CutSpot, theme: Theme) -> str:
    """The spot's stacks from the side as an ``<img>`` (a PNG within the HTML)."""
    stacks = dealer_stacks(spot.chip_set, spot.counts)
    counts_shown = isinstance(spot, CutSpot)
    size = dealer_stacks_size(
        stacks, _DIAMETER, StackView.SIDE, counts_shown=counts_shown, per_row=_PER_ROW
    ).toSize()
    image = QImage(size, QImage.Format.Format_RGB32)
    image.fill(theme.felt)
    painter = QPainter(image)
    paint_dealer_stacks(
        painter,
        QRectF(image.rect()),
        stacks,
        theme=theme,
        diameter=_DIAMETER,
        counts_shown=counts_shown,
        per_row=_PER_ROW,
    )
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    QImageWriter(buffer, QByteArray(b"png")).write(image)
    encoded = bytes(data.toBase64().data()).decode("ascii")
    # The page lays a picture out at 96 of its pixels an inch: drawn finer, at the page's
    # own dots, it prints sharp.
    scale = _LAYOUT_DPI / RESOLUTION
    return (
        f"<img src='data:image/png;base64,{encoded}' width='{round(size.width() * scale)}' "
        f"height='{round(size.height() * scale)}'>"
    )


def _lines(lines: Sequence[str]) -> str:
    return "<br>".join(html.escape(line) for line in lines if line)


def chip_worksheet_parts(
    spots: Sequence[CountSpot | CutSpot], theme: Theme, first: int = 1
) -> tuple[str, str]:
    """The chip drills' spots with their stacks and blanks, and their answer key, as HTML,
    numbered from ``first``."""
    parts = []
    key = []
    for number, spot in enumerate(spots, first):
        sizes = ", ".join(
            f"{chip.name} in {spot.sizes.sized_by(chip.name)}s"
            for chip in spot.chip_set
            if chip.name in dict(spot.counts)
        )
        if isinstance(spot, CutSpot):
            drill, grade = CUT_DRILL, grade_cut(spot, spot.expected, 0.0)
            amount = spot.sizes.text(spot.amount)
            question = f"Cut {amount} from these stacks, each colour in its sizes ({sizes})."
            blanks = f"How many of each colour: {_BLANK * 2}"
        else:
            drill, grade = COUNT_DRILL, grade_count(spot, spot.value, 0.0)
            question = "What are these stacks worth?"
            blanks = f"Worth {_BLANK}"
        parts.append(
            f"<p><b>Spot {number}</b> · {CHIP_DRILL_TITLES[drill]}</p>"
            f"<p>{stacks_picture(spot, theme)}</p>"
            f"<p><b>{html.escape(question)}</b></p>"
            f"<p style='line-height: 150%'>{blanks}</p><hr>"
        )
        right = "any cut of whole sizes worth the amount, e.g. " if drill == CUT_DRILL else ""
        key.append(
            f"<p><b>Spot {number}: {CHIP_DRILL_TITLES[drill]}</b>"
            f"<br><i>trains: {html.escape(', '.join(sorted(spot.tags)) or 'none')}</i>"
            f"<br><b>Answer:</b> {right}{html.escape(grade.expected)}"
            f"<br><small>{_lines(stacks_lines(spot.sizes, spot.counts))}<br>"
            f"{_lines(grade.explanation.splitlines())}</small></p>"
        )
    return "".join(parts), "".join(key)


def rake_worksheet_parts(spots: Sequence[RakeSpot], first: int = 1) -> tuple[str, str]:
    """Take the rake's spots (the rule, the street, each pot and its chips) with their
    blanks, and their answer key, as HTML, numbered from ``first``."""
    parts = []
    key = []
    for number, spot in enumerate(spots, first):
        parts.append(
            f"<p><b>Spot {number}</b> · Take the rake<br>{_lines(rake_spot_lines(spot))}</p>"
            "<p><b>How much is raked (and dropped), and which chips go in the boxes?</b></p>"
            f"<p style='line-height: 150%'>Raked {_BLANK} &nbsp; Drop {_BLANK} &nbsp; "
            f"Chips dropped {_BLANK * 2}</p><hr>"
        )
        answer = expected_rake_answer(spot)
        key.append(
            f"<p><b>Spot {number}: Take the rake</b>"
            f"<br><i>trains: {html.escape(', '.join(sorted(spot.tags)) or 'none')}</i>"
            f"<br><b>Answer:</b> raked {answer.rake}, drop {answer.drop}; chips "
            f"{html.escape(answer.chips.describe())} (or any chips of that value from the "
            "raked pots, or smaller, changed at the rack)"
            f"<br><small>{_lines(explanation_of_rake(spot).splitlines())}</small></p>"
        )
    return "".join(parts), "".join(key)


def write_drill_worksheet(
    spots: Sequence[RakeSpot] | Sequence[CountSpot | CutSpot], path: str | Path, *, title: str
) -> int:
    """Write a worksheet of one quick drill's spots (Take the rake's, or the chip drills'),
    as the command line prints them, in the print theme; returns its number of pages. The
    pages are written beside ``path`` and take its place only when all are written
    (:class:`~dealer_app.gui.training.worksheet.WorksheetError` or ``OSError`` when not)."""
    rake = [spot for spot in spots if isinstance(spot, RakeSpot)]
    chips = [spot for spot in spots if not isinstance(spot, RakeSpot)]
    rake_parts = rake_worksheet_parts(rake)
    chip_parts = chip_worksheet_parts(chips, load_theme(PRINT_THEME), len(rake) + 1)
    return write_worksheet(
        (),
        path,
        title=title,
        more=(rake_parts[0] + chip_parts[0], rake_parts[1] + chip_parts[1]),
        more_count=len(spots),
    )


def save_drill_worksheet(
    parent: QWidget,
    spots: Sequence[RakeSpot] | Sequence[CountSpot | CutSpot],
    path: str | Path | None,
    *,
    title: str,
) -> tuple[bool, str]:
    """Write :func:`write_drill_worksheet` to ``path``, or where the trainer picks (a file
    named after ``title``); returns whether it was written and what the drill's tab says
    (saved, why not, or "" when no file was picked)."""
    if path is None:
        suggested = "-".join(title.lower().split()) + ".pdf"
        chosen, _filter = QFileDialog.getSaveFileName(
            parent, "Save the worksheet", suggested, "PDF (*.pdf)"
        )
        if not chosen:
            return False, ""
        path = chosen
    try:
        write_drill_worksheet(spots, path, title=title)
    except OSError as error:  # a missing folder, a full disk, a PDF that cannot be begun
        return False, f"The worksheet was not saved: {error.strerror or error}"
    return True, f"Worksheet saved: {Path(path).name}"
