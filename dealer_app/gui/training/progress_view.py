"""Progress over time: accuracy and median time per drill and per tag, the weakest tags,
and a round weighted to them.

Charts are pyqtgraph plots (time on the x axis); the numbers come from the training model's
summaries, worked out again for each block of answers so the lines show the trend.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Literal

import pyqtgraph as pg
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealer_app.gui.theme import Theme, load_theme
from dealer_app.training.action_drills import ACTION_TAG_TITLES, ActionDrill
from dealer_app.training.chip_drills import CHIP_TAG_TITLES
from dealer_app.training.exam import drill_title
from dealer_app.training.progress import AnswerRecord, summary_by, weakest_tags
from dealer_app.training.quick_exam import QUICK_DRILL_TITLES
from dealer_app.training.rake_drill import RAKE_TAG_TITLES
from dealer_app.training.tags import TAG_TITLES as SHOWDOWN_TAG_TITLES

__all__ = ["BLOCK", "ProgressView", "blocks_of"]

BLOCK = 10
"""Answers per point on a chart line."""
WEAKEST = 3
_EVERY_DRILL = "drills"
TAG_TITLES = {**SHOWDOWN_TAG_TITLES, **ACTION_TAG_TITLES, **RAKE_TAG_TITLES, **CHIP_TAG_TITLES}
_LINE_COLOURS = ("#e8b04b", "#5fb3f0", "#7ccf6b", "#e86a6a", "#c58be8", "#f0f0f0")


def blocks_of(records: Sequence[AnswerRecord], size: int = BLOCK) -> list[list[AnswerRecord]]:
    """Consecutive blocks of ``size`` answers, oldest first; a short last block counts too."""
    ordered = sorted(records, key=lambda record: record.when)
    return [ordered[start : start + size] for start in range(0, len(ordered), size)]


class ProgressView(QWidget):
    """The trainee's history at a glance; :attr:`practiseRequested` carries the weak tags."""

    practiseRequested = Signal(tuple)
    exportRequested = Signal()

    def __init__(self, theme: Theme | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._theme = theme if theme is not None else load_theme()
        self._records: tuple[AnswerRecord, ...] = ()
        self.summary = QLabel(self)
        self.table = QTableWidget(0, 4, self)
        self.table.setHorizontalHeaderLabels(["Drill or tag", "Answers", "Right", "Median time"])
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.setWordWrap(False)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.weakest_label = QLabel(self)
        self.weakest_label.setWordWrap(True)
        self.practise_button = QPushButton("Practise these", self)
        self.practise_button.setToolTip("Start a round weighted to your weakest tags")
        self.practise_button.clicked.connect(lambda: self.practiseRequested.emit(self.weakest()))
        self.export_button = QPushButton("Export the history as CSV…", self)
        self.export_button.clicked.connect(self.exportRequested)
        self.chart_choice = QComboBox(self)
        self.chart_choice.currentIndexChanged.connect(lambda _index: self._draw_charts())

        self.accuracy_plot = self._plot("Right answers (%)")
        self.accuracy_plot.setYRange(0, 100)
        self.time_plot = self._plot("Median seconds per answer")

        left = QWidget(self)
        column = QVBoxLayout(left)
        column.addWidget(self.summary)
        column.addWidget(self.table, 1)
        column.addWidget(self.weakest_label)
        buttons = QHBoxLayout()
        buttons.addWidget(self.practise_button)
        buttons.addWidget(self.export_button)
        column.addLayout(buttons)
        right = QWidget(self)
        charts = QVBoxLayout(right)
        choice = QHBoxLayout()
        choice.addWidget(QLabel("Lines for", right))
        choice.addWidget(self.chart_choice, 1)
        charts.addLayout(choice)
        charts.addWidget(self.accuracy_plot, 1)
        charts.addWidget(self.time_plot, 1)
        splitter = QSplitter(self)
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([440, 600])
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        self.show_records(())

    def _plot(self, title: str) -> pg.PlotWidget:
        axis = pg.DateAxisItem(orientation="bottom")
        plot = pg.PlotWidget(self, axisItems={"bottom": axis}, background=self._theme.panel)
        plot.setTitle(title, color=self._theme.text.name())
        plot.showGrid(x=True, y=True, alpha=0.25)
        # The legend sits in its own row under the time axis: inside the plot it hid the
        # latest points, the ones a trainee looks at first.
        item = plot.getPlotItem()
        legend = pg.LegendItem(colCount=4, labelTextColor=self._theme.text)
        item.layout.addItem(legend, 4, 1)
        item.legend = legend
        plot.setMenuEnabled(False)
        plot.setMinimumHeight(160)
        for name in ("left", "bottom"):
            plot.getAxis(name).setTextPen(self._theme.text)
        return plot

    # -- the numbers -----------------------------------------------------------------------

    def records(self) -> tuple[AnswerRecord, ...]:
        return self._records

    def weakest(self) -> tuple[str, ...]:
        return tuple(weakest_tags(self._records, WEAKEST))

    def show_records(self, records: Sequence[AnswerRecord]) -> None:
        self._records = tuple(records)
        right = sum(1 for record in self._records if record.correct)
        total = len(self._records)
        self.summary.setText(
            f"<b>{total} answers</b>, {right / total:.0%} right" if total else "No answers yet."
        )
        rows = [
            (f"Drill: {_drill_title(summary.key)}", summary)
            for summary in summary_by(self._records, "drill")
        ] + [
            (f"Tag: {TAG_TITLES.get(summary.key, summary.key)}", summary)
            for summary in summary_by(self._records, "tag")
        ]
        self.table.setRowCount(len(rows))
        for row, (name, summary) in enumerate(rows):
            cells = (
                name,
                str(summary.answers),
                f"{summary.accuracy:.0%}",
                f"{summary.median_seconds:.1f} s",
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(row, column, item)
        weak = self.weakest()
        self.weakest_label.setText(
            "Weakest: " + ", ".join(TAG_TITLES.get(tag, tag) for tag in weak)
            if weak
            else "Answer a few rounds to find weak spots."
        )
        self.practise_button.setEnabled(bool(weak))
        self.export_button.setEnabled(bool(self._records))
        chosen = self.chart_choice.currentData()
        self.chart_choice.blockSignals(True)
        self.chart_choice.clear()
        self.chart_choice.addItem("every drill", _EVERY_DRILL)
        for summary in summary_by(self._records, "tag"):
            title = TAG_TITLES.get(summary.key, summary.key)
            self.chart_choice.addItem(f"tag {title}", summary.key)
        self.chart_choice.setCurrentIndex(max(0, self.chart_choice.findData(chosen)))
        self.chart_choice.blockSignals(False)
        self._draw_charts()

    def lines(self) -> dict[str, list[tuple[float, float, float]]]:
        """The chart lines: name -> points (time, accuracy in %, median seconds)."""
        choice = self.chart_choice.currentData() or _EVERY_DRILL
        if choice == _EVERY_DRILL:
            groups = {
                _drill_title(drill): [r for r in self._records if r.drill == drill]
                for drill in sorted({record.drill for record in self._records})
            }
        else:
            groups = {choice: [r for r in self._records if choice in r.tags]}
        key: Literal["tag", "drill"] = "drill" if choice == _EVERY_DRILL else "tag"
        lines = {}
        for name, records in groups.items():
            points = []
            for block in blocks_of(records):
                wanted = block[0].drill if key == "drill" else choice
                summary = next(s for s in summary_by(block, key) if s.key == wanted)
                when = block[-1].when.timestamp()
                points.append((when, 100 * summary.accuracy, summary.median_seconds))
            lines[name] = points
        return lines

    def _draw_charts(self) -> None:
        for plot in (self.accuracy_plot, self.time_plot):
            plot.clear()
        lines = self.lines()
        every_time = [point[0] for points in lines.values() for point in points]
        if every_time:
            # At least an hour across, so that the axis reads as clock times and dates even
            # with one point (a range of a second read "25.750 26.000").
            low, high = min(every_time), max(every_time)
            middle, half = (low + high) / 2, max((high - low) / 2 * 1.1, _LEAST_SPAN / 2)
            for plot in (self.accuracy_plot, self.time_plot):
                plot.setXRange(middle - half, middle + half, padding=0)
            self.time_plot.enableAutoRange(axis="y")
        else:
            # No answer yet: the hour up to now, read as clock times, and half a minute of
            # seconds, not the ticks of an empty range ("00.250", "0.2").
            now = time.time()
            for plot in (self.accuracy_plot, self.time_plot):
                plot.setXRange(now - _LEAST_SPAN, now, padding=0)
            self.time_plot.setYRange(0, _EMPTY_SECONDS, padding=0)
        for number, (name, points) in enumerate(lines.items()):
            colour = _LINE_COLOURS[number % len(_LINE_COLOURS)]
            times = [point[0] for point in points]
            for plot, values in (
                (self.accuracy_plot, [point[1] for point in points]),
                (self.time_plot, [point[2] for point in points]),
            ):
                plot.plot(
                    times,
                    values,
                    name=name,
                    pen=pg.mkPen(colour, width=2),
                    symbol="o",
                    symbolSize=7,
                    symbolBrush=colour,
                )


_LEAST_SPAN = 3600.0
"""Seconds the time axis spans at least."""
_EMPTY_SECONDS = 30.0
"""Seconds per answer the time chart spans before the first answer."""


def _drill_title(key: str) -> str:
    """A drill's name in words (the four drills, spot the dealer's error, the quick drills)."""
    if key in QUICK_DRILL_TITLES:
        return QUICK_DRILL_TITLES[key]
    try:
        return drill_title(key)
    except ValueError:
        pass
    try:
        return ActionDrill(key).title
    except ValueError:
        return key
