"""dealer-app audition: what an audition file deals, headless; a bad file in one line."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from dealer_app.__main__ import main

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "audition.json"


def test_the_example_deals_holdem_and_three_games_hand_by_hand(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["audition", str(EXAMPLE)]) == 0
    plan = json.loads(capsys.readouterr().out)
    digest = hashlib.sha256(EXAMPLE.read_bytes()).hexdigest()
    assert plan["identity"] == f"SHA-256 {digest} · seed 2031"
    assert plan["games"] == ["holdem", "bigo", "stud", "deuce7"]
    assert plan["pot_limit"] == ["bigo"]
    assert [hand["game"] for hand in plan["hands"]] == [
        game for game in plan["games"] for _ in range(3)
    ]
    assert plan["hands"][3]["questions"] == [
        "call-the-pot",
        "read-winner",
        "build-pots",
        "split-pot",
    ]
    assert plan["hands"][0]["questions"] == ["read-winner", "build-pots", "split-pot"]
    assert plan["pass_rules"][2] == {"rule": "timed-out", "most": 1}


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ('{"format": "dealer-app/audition@1", "mix": ["holdem"]}', "hands_per_game missing"),
        ('{"format": "dealer-app/exam@1", "spots": []}', "this is an exam file, not an audition"),
        ("{", "line 1"),
    ],
)
def test_a_bad_file_is_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, line: str
) -> None:
    path = tmp_path / "audition.json"
    path.write_text(text, encoding="utf-8")
    assert main(["audition", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("dealer-app audition: ") and line in captured.err
    assert captured.err.count("\n") == 1


def test_an_endless_clock_is_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = EXAMPLE.read_text(encoding="utf-8").replace(
        '"seconds_per_showdown": 90', '"seconds_per_showdown": 1e400'
    )
    assert "1e400" in text
    path = tmp_path / "audition.json"
    path.write_text(text, encoding="utf-8")
    assert main(["audition", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (
        "dealer-app audition: seconds_per_showdown inf must be a finite number of seconds\n"
    )


def test_a_missing_file_is_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["audition", str(tmp_path / "none.json")]) == 2
    assert capsys.readouterr().err.endswith("none.json: no such file\n")
