"""The table's latency benchmark runs end to end on a few picks and reports its figures."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget

from dealer_app.bench import gui_latency


@pytest.mark.slow  # runs the benchmark itself
def test_the_benchmark_reports_the_median_pick_to_repaint(capsys, qapp) -> None:
    assert gui_latency.main(["--runs", "3", "--seats", "10", "--new-hands", "3"]) == 0
    out = capsys.readouterr().out
    assert "card pick to repainted table: 10 seats, 1280x720, 3 picks" in out
    median = re.search(r"median (\d+\.\d+) ms", out)
    assert median is not None and float(median.group(1)) > 0
    assert "goal: median under 8 ms" in out
    assert "showdown resolved after each pick: yes" in out
    model = re.search(r"the model resolving the showdown: median (\d+\.\d+) ms", out)
    assert model is not None and float(model.group(1)) > 0
    new_hands = re.search(r"a pick ending a new hand .*: median (\d+\.\d+) ms .*\(3 hands\)", out)
    assert new_hands is not None and float(new_hands.group(1)) > 0
    repainted = re.search(
        r"repainted by a pick .*: (\d+) widgets, (\d+\.\d) of 10 seat plaques", out
    )
    assert repainted is not None and int(repainted.group(1)) > 0
    assert 0 <= float(repainted.group(2)) <= 10
    # A pick changes the pots and the payouts: some of the felt is repainted, not all of it.
    felt = re.search(r"(\d+)% of the felt's area", out)
    assert felt is not None and 0 < int(felt.group(1)) < 100


def test_the_repaint_counter_measures_the_share_of_the_felt_repainted(qtbot, qapp) -> None:
    felt = QWidget()
    qtbot.addWidget(felt)
    felt.resize(200, 100)
    felt.show()
    qtbot.waitExposed(felt)
    qapp.processEvents()
    counter = gui_latency.RepaintCounter(felt)
    qapp.installEventFilter(counter)
    try:
        counter.counting = True
        for _ in range(gui_latency.COUNTED):
            felt.update(QRect(0, 0, 50, 40))
            qapp.processEvents()
        counter.counting = False
    finally:
        qapp.removeEventFilter(counter)
    assert counter.felt_share() == pytest.approx(50 * 40 / (200 * 100))
    assert counter.widgets == gui_latency.COUNTED


def test_a_bad_size_is_refused(capsys) -> None:
    with pytest.raises(SystemExit) as exit_info:
        gui_latency.main(["--size", "big"])
    assert exit_info.value.code == 2
    assert "is not a size like 1280x720" in capsys.readouterr().err
