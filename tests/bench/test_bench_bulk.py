"""The bulk benchmark runs, reports every figure beside the peers, and is the default."""

from __future__ import annotations

import re

import pytest

from dealer_app.bench import bulk_speed
from dealer_app.bench.__main__ import main as bench_main

SMALL = ["--hands", "400", "--rounds", "1", "--sample", "1000"]


@pytest.mark.slow  # runs the benchmark itself
def test_bulk_bench_prints_rates_census_and_equity_with_ratios(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert bulk_speed.main(SMALL) == 0
    out = capsys.readouterr().out
    assert "best of 1 runs" in out and "load average" in out
    for name in ("dealer_app strength7", "dealer_app batch_eval.strengths", "eval7 evaluate",
                 "treys Evaluator.evaluate", "phevaluator C core"):  # fmt: skip
        assert re.search(rf"{re.escape(name)}.* [\d,]+/s +[\d.]+x +[\d.]+x", out), name
    assert re.search(r"hand_census \(NumPy\) +[\d.]+ s +4,824 distinct strengths", out)
    assert re.search(r"phevaluator C core loop +[\d.]+ s +ours +[\d.]+x faster \(scaled up", out)
    assert "As Ks v Qh Qd, before the flop (1,712,304 boards)" in out
    assert len(re.findall(r"dealer_app equity +[\d.]+ ms", out)) == len(bulk_speed.SPOTS)
    # The small spots are dealt whole by the peers too, and they must agree with ours.
    assert re.search(r"eval7 evaluate loop +[\d.]+ ms +ours +[\d.]+x faster +same counts", out)
    assert "COUNTS DIFFER" not in out


@pytest.mark.slow  # runs the benchmark itself
def test_the_bench_without_a_name_runs_the_bulk_bench(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench_main([*SMALL, "--skip", "census", "--skip", "equity"]) == 0
    assert "Seven-card evaluations per second" in capsys.readouterr().out


def test_the_bulk_bench_refuses_an_empty_run() -> None:
    with pytest.raises(SystemExit):
        bulk_speed.main(["--rounds", "0"])
