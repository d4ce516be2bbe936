"""``dealer-app resolve`` on guts deals: the result's guts block, bad guts money exits 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dealer_app.cli import main_resolve
from dealer_app.resources_path import resource

EXAMPLE = resource("examples", "guts", "guts2-reserve-1-four-in-losers-match.json")


def test_a_guts_deal_resolves_with_its_money(capsys: pytest.CaptureFixture[str]) -> None:
    assert main_resolve([str(EXAMPLE)]) == 0
    result = json.loads(capsys.readouterr().out)
    assert list(result) == ["game", "hands", "pots", "payouts", "guts", "steps"]
    assert result["guts"]["payments"] == {"2": 80, "3": 80, "4": 80}
    assert (result["guts"]["next_pot"], result["guts"]["next_reserve"]) == (100, 140)
    assert result["pots"][0]["shares"]["1"]["chips"] == {"green": 3, "red": 1}
    assert any("140 is set aside in the reserve" in step for step in result["steps"])


def test_bad_guts_money_exits_2_naming_the_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    document["guts"]["limit"] = -5
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    assert main_resolve([str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("dealer-app resolve: guts: limit") and err.count("\n") == 1


@pytest.mark.parametrize(
    ("change", "says"),
    [
        (
            {"ghost": "always", "ghost_cards": [["Kh"], "Kd"]},
            "guts: ghost_cards: a list is not a card",
        ),
        ({"ghost": "always", "ghost_cards": {"Kh": 1}}, "guts: ghost_cards must be a list"),
        ({"legs": {"9": 1}, "stage": 1}, "guts: legs: seat 9"),
    ],
)
def test_guts_fields_of_the_wrong_type_exit_2_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], change: dict[str, object], says: str
) -> None:
    document = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    document["guts"].update(change)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    assert main_resolve([str(path)]) == 2
    err = capsys.readouterr().err
    assert says in err and err.count("\n") == 1
