"""The resolve benchmark runs end to end on a few showdowns and reports its figures."""

from __future__ import annotations

import json

import pytest

from dealer_app.bench import resolve_speed
from dealer_app.cli import resolve_text


def test_generated_showdowns_are_valid_six_seat_holdem_with_side_pots() -> None:
    documents = resolve_speed.generate(40, seed=3)
    assert resolve_speed.generate(40, seed=3) == documents
    assert all(len(document["seats"]) == 6 for document in documents)
    results = json.loads(resolve_text(json.dumps(documents)))
    assert len(results) == 40
    with_side_pots = [r for r in results if any(p["name"].startswith("Side") for p in r["pots"])]
    assert len(with_side_pots) > 20


@pytest.mark.slow  # runs the benchmark itself
def test_the_benchmark_prints_showdowns_per_second(capsys: pytest.CaptureFixture[str]) -> None:
    assert resolve_speed.main(["--count", "25", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "25 six-seat hold'em showdowns" in out
    assert out.count("per second") == 2
    assert "dealer-app resolve, process" in out


def test_a_nine_seat_big_o_run_resolves(capsys) -> None:
    documents = resolve_speed.generate(5, seed=4, game="bigo", seat_count=9)
    assert all(len(document["seats"]) == 9 and document["board"] for document in documents)
    assert (
        resolve_speed.main(["--count", "5", "--game", "bigo", "--seats", "9", "--no-subprocess"])
        == 0
    )
    assert "nine-seat Big O showdowns" in capsys.readouterr().out
