"""The evaluation benchmark runs and reports every figure (its numbers are not judged here)."""

from __future__ import annotations

import re

import pytest

from dealer_app.bench.__main__ import main as bench_main
from dealer_app.bench.eval_speed import main


@pytest.mark.slow  # runs the benchmark itself
def test_bench_prints_rates_ratios_and_start_up_cost(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--hands", "300", "--rounds", "1"]) == 0
    out = capsys.readouterr().out
    for name in (
        "dealer_app strength7",
        "dealer_app strengths7",
        "dealer_app seven_card_strength",
        "treys Evaluator.evaluate",
        "phevaluator evaluate_cards",
    ):
        assert re.search(rf"{re.escape(name)}.* [\d,]+/s", out), name
    assert re.search(r"ours/treys +[\d.]+x", out)
    assert re.search(r"ours/phevaluator +[\d.]+x", out)
    assert re.search(r"import dealer_app\.model +[\d.]+ ms", out)
    assert re.search(r"hand tables, first use +[\d.]+ ms", out)
    assert re.search(r"import every scalar model module +[\d.]+ ms", out)
    assert re.search(r"import the bulk modules \(NumPy\) +[\d.]+ ms", out)
    assert "300 random hands" in out
    for name in ("deuce_to_seven_strength5", "ace_to_five_strength5", "badugi_strength"):
        assert re.search(rf"{name}.* [\d,]+/s", out), name


@pytest.mark.slow  # runs the benchmark itself
def test_bench_is_reached_by_name(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench_main(["eval", "--hands", "20", "--rounds", "1"]) == 0
    assert "ours/treys" in capsys.readouterr().out


def test_bench_refuses_an_empty_run() -> None:
    with pytest.raises(SystemExit):
        main(["--hands", "0"])
