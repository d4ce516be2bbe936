"""The start benchmark times both programs and says how the table compares."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from dealer_app.bench import start_time
from dealer_app.bench.__main__ import main as bench_main
from tests.pyside_reads import RECORD_SOURCE_READS


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


def test_the_timed_table_starts_as_dealer_app_does_reading_no_entry_point_module(
    tmp_path: Path,
) -> None:
    # The entry point's modules are loaded before PySide6, as a start of the app loads them:
    # PySide6's import hook reads none of their sources (nor the model's, marked before).
    done = "print(json.dumps(read), flush=True)\n    os._exit(0)"
    program = RECORD_SOURCE_READS + start_time.TABLE.replace("os._exit(0)", done, 1)
    environ = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path),
        "XDG_DATA_HOME": str(tmp_path),
    }
    started = subprocess.run(
        [sys.executable, "-c", program],
        capture_output=True,
        text=True,
        check=True,
        env=environ,
        timeout=120,
    )
    read = json.loads(started.stdout.splitlines()[-1])
    entry_point = {"dealer_app.__main__", "argparse", "pathlib", "typing", "collections.abc"}
    assert entry_point.isdisjoint(read)
    assert [name for name in read if name.startswith("dealer_app.model")] == []
