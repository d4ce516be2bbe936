"""``dealer-app equity``: a scenario short of its board in, each live seat's equity out."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from dealer_app.__main__ import main
from dealer_app.cli import main_equity
from dealer_app.model.hands.games import game_rules
from dealer_app.model.play.all_in import EQUITY_GAMES
from dealer_app.model.words import join_words
from tests.contract_example import CONTRACT_EXAMPLE

AK_QQ = {
    "game": "holdem",
    "button": 1,
    "seats": [
        {"seat": 1, "cards": ["As", "Ks"], "committed": 100},
        {"seat": 2, "cards": ["Qh", "Qd"], "committed": 100},
    ],
}


def run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], document: Any, *options: str
) -> tuple[int, str, str]:
    path = tmp_path / "scenario.json"
    text = document if isinstance(document, str) else json.dumps(document)
    path.write_text(text, encoding="utf-8")
    status = main_equity([str(path), *options])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_before_the_flop_every_board_is_dealt(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, err = run(tmp_path, capsys, AK_QQ)
    assert (status, err) == (0, "")
    result = json.loads(out)
    assert list(result) == ["boards", "exact", "seats", "seconds"]
    assert (result["boards"], result["exact"]) == (1_712_304, True)
    assert result["seats"][0] == {"seat": 1, "win": 787_966, "tie": 6_732, "equity": 0.462145}
    assert result["seats"][1] == {"seat": 2, "win": 917_606, "tie": 6_732, "equity": 0.537855}
    assert result["seconds"] >= 0


def test_folded_seats_cards_are_dead_and_only_live_seats_are_listed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = json.loads(json.dumps(AK_QQ))
    document["seats"].append({"seat": 5, "cards": ["Qs", "Qc"], "folded": True, "committed": 10})
    document["board"] = ["2c", "7d", "9h"]
    status, out, _ = run(tmp_path, capsys, document)
    assert status == 0
    result = json.loads(out)
    assert result["boards"] == 903  # 52 - 4 live - 2 dead - 3 on the board = 43 cards: C(43, 2)
    assert [seat["seat"] for seat in result["seats"]] == [1, 2]
    # Both other queens are dead: seat 1 wins with an ace or a king (6 outs) on the turn
    # or the river, 6 * 37 boards with one of them and C(6, 2) = 15 with two.
    assert result["seats"][0]["win"] == 6 * 37 + 15
    assert sum(seat["win"] for seat in result["seats"]) == 903


def test_a_complete_board_gives_the_showdowns_own_answer(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, _ = run(tmp_path, capsys, CONTRACT_EXAMPLE)
    assert status == 0
    result = json.loads(out)
    assert (result["boards"], result["exact"]) == (1, True)
    assert [(s["seat"], s["win"], s["tie"], s["equity"]) for s in result["seats"]] == [
        (1, 0, 1, 0.5),
        (4, 0, 1, 0.5),
    ]


def test_hi_lo_adds_the_halves_and_scoops(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = {
        "game": "omaha8",
        "button": 1,
        "seats": [
            {"seat": 1, "cards": ["Ac", "2c", "Kd", "Kh"]},
            {"seat": 2, "cards": ["9s", "9c", "Th", "Js"]},
        ],
        "board": ["3h", "5s", "8d", "Kc"],
    }
    status, out, _ = run(tmp_path, capsys, document)
    assert status == 0
    seats = json.loads(out)["seats"]
    assert list(seats[0]) == ["seat", "win", "tie", "equity", "high", "low", "scoop"]
    for seat in seats:
        assert seat["equity"] == pytest.approx(seat["high"] + seat["low"], abs=2e-6)
    assert seats[0]["low"] > 0 and seats[1]["low"] == 0


def test_samples_give_a_seeded_monte_carlo_answer(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first = run(tmp_path, capsys, AK_QQ, "--samples", "20000", "--seed", "5")
    again = run(tmp_path, capsys, AK_QQ, "--samples", "20000", "--seed", "5")
    assert first[0] == 0
    result, repeat = json.loads(first[1]), json.loads(again[1])
    assert list(result) == ["boards", "exact", "samples", "seed", "stderr", "seats", "seconds"]
    assert (result["exact"], result["samples"], result["seed"]) == (False, 20_000, 5)
    assert result["seats"] == repeat["seats"]
    assert abs(result["seats"][0]["equity"] - 0.462145) < 5 * result["stderr"]


@pytest.mark.parametrize(
    ("document", "options", "message"),
    [
        ("{", (), "not valid JSON"),
        ([AK_QQ], (), "equity takes one scenario, not an array of them"),
        ({**AK_QQ, "game": "stud"}, (), "stud"),
        (
            {**AK_QQ, "seats": [{"seat": 1, "cards": ["As"]}, AK_QQ["seats"][1]]},
            (),
            "seat 1: shows 1 card; holdem",
        ),
        ({**AK_QQ, "board": ["Zs"]}, (), 'board: card "Zs" is not a card'),
        ({**AK_QQ, "boards": [["2c", "3c", "4c"], ["2c", "3c", "5c"]]}, (), "boards"),
        (AK_QQ, ("--samples", "0"), "argument --samples: 0 is less than 1"),
        (
            AK_QQ,
            ("--samples", str(10**30)),
            f"argument --samples: {10**30} is more than 100,000,000",
        ),
    ],
)
def test_bad_input_exits_2_with_one_line(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    document: Any,
    options: tuple[str, ...],
    message: str,
) -> None:
    status, out, err = run(tmp_path, capsys, document, *options)
    assert status == 2 and out == ""
    assert err.startswith("dealer-app equity: ") and err.count("\n") == 1
    assert message in err


def test_the_dealer_app_command_runs_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "spot.json"
    path.write_text(json.dumps({**AK_QQ, "board": ["2c", "7d", "9h", "Jc"]}), encoding="utf-8")
    assert main(["equity", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["boards"] == 44
    assert main(["equity", str(tmp_path / "missing.json")]) == 2
    assert "no such file" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ([], "the following arguments are required: FILE"),
        (["--samples", "x", "spot.json"], "argument --samples: 'x' is not a whole number"),
    ],
)
def test_bad_arguments_exit_2_with_one_line(
    capsys: pytest.CaptureFixture[str], arguments: list[str], message: str
) -> None:
    assert main_equity(arguments) == 2
    err = capsys.readouterr().err
    assert err == f"dealer-app equity: {message} (see dealer-app equity --help)\n"


def test_a_single_seat_is_refused_as_the_reference_says_2_to_10(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    alone = {**AK_QQ, "seats": AK_QQ["seats"][:1]}
    status, out, err = run(tmp_path, capsys, alone)
    assert (status, out) == (2, "")
    assert err == "dealer-app equity: seats: 1 seat; equity needs 2 to 10 seats\n"


def test_the_help_names_every_game_it_deals_out(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "500")  # one line: no title broken at its hyphen
    assert main_equity(["--help"]) == 0
    out = capsys.readouterr().out
    for title in ("Hold'em Hi-Lo 8 or Better", "Five-Card Omaha", "Big O"):
        assert title in out
    titles = [game_rules(game).title for game in EQUITY_GAMES]
    assert f"({join_words(titles)})" in out
