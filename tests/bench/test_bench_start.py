"""The start benchmark times both programs and says how the table compares."""

from __future__ import annotations

import re
import shutil

import pytest

from dealer_app.bench import start_time
from dealer_app.bench.__main__ import main as bench_main


@pytest.mark.slow  # runs the benchmark itself
def test_the_start_bench_reports_both_starts_and_the_ratio(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert bench_main(["start", "--runs", "1"]) == 0
    out = capsys.readouterr().out
    bare = re.search(r"bare PySide6 window +median +([\d.]+) ms", out)
    table = re.search(r"dealer-app table +median +([\d.]+) ms", out)
    assert bare is not None and table is not None
    assert float(bare.group(1)) > 0 and float(table.group(1)) > 0
    assert re.search(r"ratio [\d.]+x +goal: at most 2x the bare window: (met|missed)", out)
    alone = re.search(r"the same Qt widgets alone, no Python of the app: median ([\d.]+) ms", out)
    assert alone is not None and float(alone.group(1)) > 0


def test_counting_instructions_without_valgrind_says_so_in_one_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(shutil, "which", lambda name: None)
    assert bench_main(["start", "--instructions"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["--instructions needs valgrind (on Debian: apt-get install valgrind)"]


def test_the_instruction_count_is_read_from_cachegrinds_summary() -> None:
    report = "==7== Cachegrind\n==7== \n==7== I   refs:      587,719,883\n"
    assert start_time.instruction_count(report) == 587_719_883
    assert start_time.instruction_count("valgrind: python: command not found") is None
