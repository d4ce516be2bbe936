"""The table's latency benchmark runs end to end on a few picks and reports its figures."""

from __future__ import annotations

import re

import pytest

from dealer_app.bench import gui_latency


@pytest.mark.slow  # runs the benchmark itself
def test_the_benchmark_reports_the_median_pick_to_repaint(capsys, qapp) -> None:
    assert gui_latency.main(["--runs", "3", "--seats", "10"]) == 0
    out = capsys.readouterr().out
    assert "card pick to repainted table: 10 seats, 1280x720, 3 picks" in out
    median = re.search(r"median (\d+\.\d+) ms", out)
    assert median is not None and float(median.group(1)) > 0
    assert "goal: median under 8 ms" in out
    assert "showdown resolved after each pick: yes" in out
    model = re.search(r"the model resolving the showdown: median (\d+\.\d+) ms", out)
    assert model is not None and float(model.group(1)) > 0
    repainted = re.search(
        r"repainted by a pick .*: (\d+) widgets, (\d+\.\d) of 10 seat plaques", out
    )
    assert repainted is not None and int(repainted.group(1)) > 0
    assert 0 <= float(repainted.group(2)) <= 10


def test_a_bad_size_is_refused(capsys) -> None:
    with pytest.raises(SystemExit) as exit_info:
        gui_latency.main(["--size", "big"])
    assert exit_info.value.code == 2
    assert "is not a size like 1280x720" in capsys.readouterr().err
