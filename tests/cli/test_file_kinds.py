"""A file of another kind than a command reads is named as what it is, with where it goes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dealer_app.__main__ import main

REPO_ROOT = Path(__file__).resolve().parents[2]
EXAM = {"format": "dealer-app/exam@1", "title": "Week 3 check", "spots": []}
RACE = {"leaving": "green", "players": [{"seat": 1, "chips": 3}]}


@pytest.mark.parametrize(
    ("command", "document", "words"),
    [
        ("resolve", EXAM, "this is an exam file, not a showdown: open it in Training > Exam"),
        ("resolve", RACE, "this is a chip race, not a showdown: run it with dealer-app chip-race"),
        ("equity", EXAM, "this is an exam file, not a showdown: open it in Training > Exam"),
        (
            "resolve",
            {"format": "dealer-app/guts-evening@2", "opening_antes": {}, "played": []},
            "this is a guts evening, not a showdown: open it in Table > Guts evening… (or "
            "dealer-app FILE)",
        ),
        (
            "chip-race",
            json.loads((REPO_ROOT / "docs" / "examples" / "showdown.json").read_text()),
            "this is a showdown, not a chip race: resolve it with dealer-app resolve",
        ),
    ],
)
def test_another_kind_of_file_is_named(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    command: str,
    document: object,
    words: str,
) -> None:
    path = tmp_path / "file.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    assert main([command, str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(f"dealer-app {command}: {words}")
    assert captured.err.count("\n") == 1
