"""``dealer-app chip-race``: the colour-up race headless, exit 2 with one line on bad input."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from dealer_app.__main__ import main

RACE: dict[str, Any] = {
    "chips": [{"name": "black", "value": 100}, {"name": "green", "value": 25}],
    "leaving": "green",
    "players": [
        {"seat": 1, "chips": 13, "other": 500, "cards": ["2c"]},
        {"seat": 3, "chips": 2, "cards": ["Kd", "7c"]},
        {"seat": 6, "chips": 1, "cards": ["As"]},
    ],
}


def _run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], document: object
) -> tuple[int, str, str]:
    path = tmp_path / "race.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    status = main(["chip-race", str(path)])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_the_race_prints_who_gets_what_and_the_steps(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, err = _run(tmp_path, capsys, RACE)
    assert (status, err) == (0, "")
    result = json.loads(out)
    assert result["winners"] == [6]
    by_seat = {player["seat"]: player for player in result["players"]}
    assert by_seat[1]["up_chips"] == 3 and by_seat[6]["up_chips"] == 1
    # seat 3 loses with nothing else: kept in the tournament with one black
    assert by_seat[3]["kept_in"] is True
    assert result["steps"][0].startswith("Colour up: green (25) leaves play")


def test_cards_are_dealt_from_the_seed_when_none_are_given(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    players: list[dict[str, Any]] = [
        {key: value for key, value in player.items() if key != "cards"}
        for player in RACE["players"]
    ]
    document = {**RACE, "seed": 5, "players": players}
    _, first, _ = _run(tmp_path, capsys, document)
    _, again, _ = _run(tmp_path, capsys, document)
    assert first == again
    assert sum(len(p["cards"]) for p in json.loads(first)["players"]) == 4


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"leaving": "black"}, "black is the highest chip"),
        ({"players": []}, "at least one player"),
        ({"colour": "x"}, 'unknown field "colour"'),
    ],
)
def test_bad_input_exits_2_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], change: dict[str, object], message: str
) -> None:
    status, out, err = _run(tmp_path, capsys, {**RACE, **change})
    assert (status, out) == (2, "")
    assert message in err and err.count("\n") == 1
