"""The progress view: per drill and per tag, accuracy and median time by blocks of answers."""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta

from dealer_app.gui.training.progress_view import BLOCK, ProgressView
from dealer_app.training.progress import AnswerRecord

START = datetime(2026, 2, 1, tzinfo=UTC)


def records(drill: str, tag: str, rights: list[bool], seconds: float) -> list[AnswerRecord]:
    return [
        AnswerRecord(drill, "holdem", (tag,), right, seconds, START + timedelta(minutes=n))
        for n, right in enumerate(rights)
    ]


def test_lines_show_each_block_of_answers(qtbot) -> None:
    view = ProgressView()
    qtbot.addWidget(view)
    history = records("split-pot", "odd-chip-wraps", [False] * BLOCK + [True] * BLOCK, 20.0)
    history += records("read-winner", "board-plays", [True, True, False, True], 4.0)
    view.show_records(history)
    lines = view.lines()
    assert [(round(accuracy), seconds) for _when, accuracy, seconds in lines["Split the pot"]] == [
        (0, 20.0),
        (100, 20.0),
    ]
    assert [round(point[1]) for point in lines["Read the winner"]] == [75]
    assert view.table.rowCount() == 4
    assert view.table.item(0, 0).text() == "Drill: Read the winner"
    assert view.weakest() == ("odd-chip-wraps", "board-plays")
    view.chart_choice.setCurrentIndex(view.chart_choice.findData("board-plays"))
    assert list(view.lines()) == ["board-plays"]


def test_an_empty_history_says_so_and_offers_nothing(qtbot) -> None:
    view = ProgressView()
    qtbot.addWidget(view)
    assert view.summary.text() == "No answers yet."
    assert not view.practise_button.isEnabled() and not view.export_button.isEnabled()
    assert view.lines() == {}
    # Empty charts read as the last hour of clock times and whole seconds, not "00.250".
    low, high = view.accuracy_plot.getViewBox().viewRange()[0]
    assert high - low >= 3600 and abs(high - time.time()) < 60
    bottom, top = view.time_plot.getViewBox().viewRange()[1]
    assert bottom == 0 and top >= 10


def test_the_legend_names_each_line_without_covering_the_plot(qtbot) -> None:
    view = ProgressView()
    qtbot.addWidget(view)
    view.resize(1280, 720)
    view.show()
    history = records("split-pot", "odd-chip-wraps", [True] * BLOCK * 3, 20.0)
    history += records("read-winner", "board-plays", [True] * BLOCK * 3, 4.0)
    view.show_records(history)
    for plot in (view.accuracy_plot, view.time_plot):
        item = plot.getPlotItem()
        names = [label.text for _sample, label in item.legend.items]
        assert names == ["Read the winner", "Split the pot"]
        # The chart lays out once the window has painted.
        qtbot.waitUntil(
            lambda item=item: (
                item.legend.sceneBoundingRect().top() >= item.vb.sceneBoundingRect().bottom()
            )
        )
        assert not item.legend.sceneBoundingRect().intersects(item.vb.sceneBoundingRect())


def test_drill_names_in_words_and_an_axis_of_clock_times_with_one_point(qtbot) -> None:
    view = ProgressView()
    qtbot.addWidget(view)
    view.show_records(records("spot-error", "side-pots", [True], 6.0))
    assert list(view.lines()) == ["Spot the dealer's error"]
    low, high = view.accuracy_plot.getViewBox().viewRange()[0]
    assert high - low >= 3600
