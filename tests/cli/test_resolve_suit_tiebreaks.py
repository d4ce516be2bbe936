"""dealer-app resolve with the suit tie-break rule: a pot waiting, then named."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dealer_app.cli import main_resolve
from dealer_app.resources_path import resource

THREE_WAY = "holdem-suit-tiebreak-three-way-rock-paper-scissors.json"


def resolved(tmp_path: Path, capsys: pytest.CaptureFixture[str], document: object):
    path = tmp_path / "spot.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    status = main_resolve([str(path)])
    out, err = capsys.readouterr()
    return status, out, err


def test_the_main_pot_waits_then_goes_to_the_seat_named(tmp_path, capsys):
    document = json.loads(resource("examples", THREE_WAY).read_text(encoding="utf-8"))
    status, out, _ = resolved(tmp_path, capsys, document)
    assert status == 0
    main, side = json.loads(out)["pots"]
    assert list(main)[-1] == "pending"
    assert main["pending"] == "rock-paper-scissors among seats 2, 5 and 9"
    assert main["shares"] == {} and "pending" not in side
    assert json.loads(out)["payouts"] == {"5": 300}

    status, out, _ = resolved(tmp_path, capsys, document | {"roshambo": {"Main pot": 2}})
    assert status == 0
    assert json.loads(out)["payouts"] == {"2": 150, "5": 300}


def test_a_winner_who_cannot_win_the_pot_is_one_line_and_status_2(tmp_path, capsys):
    document = json.loads(resource("examples", THREE_WAY).read_text(encoding="utf-8"))
    document["roshambo"] = {"Side pot 1": 2}
    status, out, err = resolved(tmp_path, capsys, document)
    assert (status, out) == (2, "")
    assert err.strip().endswith("roshambo: Side pot 1: seat 2 cannot win it")
    assert err.count("\n") == 1
