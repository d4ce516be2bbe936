"""``dealer-app resolve``: one scenario or an array, results on stdout, exit 2 on bad input."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from dealer_app.cli import main_resolve
from tests.contract_example import CONTRACT_EXAMPLE

SCENARIO = CONTRACT_EXAMPLE


def run(tmp_path: Path, capsys: pytest.CaptureFixture[str], document: Any) -> tuple[int, str, str]:
    path = tmp_path / "scenario.json"
    text = document if isinstance(document, str) else json.dumps(document)
    path.write_text(text, encoding="utf-8")
    status = main_resolve([str(path)])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_one_scenario_prints_one_result(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(tmp_path, capsys, SCENARIO)
    assert (status, err) == (0, "")
    result = json.loads(out)
    assert list(result) == ["game", "hands", "pots", "payouts", "steps"]
    assert result["payouts"] == {"1": 325, "4": 325}


def test_an_array_prints_an_array_of_results_in_the_same_order(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folded_ann = json.loads(json.dumps(SCENARIO))
    folded_ann["seats"][0]["folded"] = True
    status, out, _ = run(tmp_path, capsys, [SCENARIO, folded_ann])
    assert status == 0
    results = json.loads(out)
    assert [result["payouts"] for result in results] == [{"1": 325, "4": 325}, {"4": 650}]


def test_standard_input_is_read_with_a_dash(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import io
    import sys

    stdin = io.TextIOWrapper(io.BytesIO(json.dumps(SCENARIO).encode("utf-8")), encoding="utf-8")
    monkeypatch.setattr(sys, "stdin", stdin)
    assert main_resolve(["-"]) == 0
    assert json.loads(capsys.readouterr().out)["pots"][0]["amount"] == 650


def with_seat(index: int, **changes: Any) -> dict[str, Any]:
    document = json.loads(json.dumps(SCENARIO))
    document["seats"][index].update(changes)
    return document


@pytest.mark.parametrize(
    ("document", "message"),
    [
        (with_seat(0, cards=["Ah", "Ac"]), "card Ac is used twice: seat 1 and seat 4"),
        ({**SCENARIO, "game": "canasta"}, 'game: unknown game "canasta"'),
        (with_seat(1, cards=["Ac"]), "seat 4: shows 1 card; Texas Hold'em needs 2 cards"),
        (with_seat(2, committed=-50), "seat 7: committed -50 is negative"),
        (
            {**SCENARIO, "chips": [{"name": "red", "value": 5}, {"name": "x", "value": 3}]},
            "chips: red (5) is not a multiple of the smallest chip, x (3)",
        ),
        ('{"game": "holdem", "seats": [', "not valid JSON"),
        (
            with_seat(1, committed=None),
            "seat 4 is in the hand but put nothing in: mark it folded or enter what it put in",
        ),
        (with_seat(1, committed=0), "seat 4 is in the hand but put nothing in"),
        (with_seat(1, seat=23), "seat 23: a seat number is a whole number from 1 to 10"),
        (with_seat(1, committed=1e300), "seat 4: committed 1e+300 is more than 10^12"),
        (
            {**SCENARIO, "chips": [{"name": f"c{n}", "value": n} for n in range(1, 301)]},
            "chips: 300 denominations; this app takes at most 32",
        ),
        (
            [SCENARIO, with_seat(0, cards=["Zh", "Kd"])],
            'scenario 2: seat 1: card "Zh" is not a card',
        ),
    ],
)
def test_bad_input_exits_2_with_one_line_naming_the_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], document: Any, message: str
) -> None:
    status, out, err = run(tmp_path, capsys, document)
    assert status == 2
    assert out == ""
    assert err.count("\n") == 1
    assert message in err
    assert "Traceback" not in err


def test_a_missing_file_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main_resolve([str(tmp_path / "nowhere.json")]) == 2
    assert "no such file" in capsys.readouterr().err


def test_the_installed_command_resolves_from_standard_input(python: Any) -> None:
    done = python("-m", "dealer_app", "resolve", "-", stdin=json.dumps([SCENARIO] * 3))
    assert done.returncode == 0, done.stderr
    assert [result["payouts"] for result in json.loads(done.stdout)] == [{"1": 325, "4": 325}] * 3


def test_the_installed_command_fails_in_one_line_without_a_traceback(python: Any) -> None:
    done = python("-m", "dealer_app", "resolve", "-", stdin=json.dumps(with_seat(0, committed=-1)))
    assert done.returncode == 2
    assert done.stderr.strip().count("\n") == 0
    assert "seat 1: committed -1 is negative" in done.stderr


def test_title_tags_and_all_in_are_accepted(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    labelled = {**with_seat(0, all_in=True), "title": "Board plays", "tags": ["split"]}
    status, out, err = run(tmp_path, capsys, labelled)
    assert (status, err) == (0, "")
    assert json.loads(out)["payouts"] == {"1": 325, "4": 325}


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("[" * 100_000 + "]" * 100_000, "nested more than 64 deep"),
        (json.dumps(SCENARIO).replace('"committed": 300', '"committed": ' + "9" * 5000), "digits"),
        (json.dumps({**SCENARIO, "rules": {"stud_odd_chip": [1]}}), "rules: stud_odd_chip [...]"),
        (json.dumps({**SCENARIO, "rules": {"odd_chips": {}}}), "rules: odd_chips {...}"),
        (
            json.dumps(with_seat(0, name="\ud800")),
            "seats[0].name: a lone surrogate (\\ud800-\\udfff, half of a character) is not text",
        ),
        ('{"game": "holdem", "game": "omaha", "seats": []}', '"game" is given twice'),
    ],
)
def test_hostile_input_exits_2_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, says: str
) -> None:
    status, out, err = run(tmp_path, capsys, text)
    assert (status, out) == (2, "")
    assert err.count("\n") == 1 and says in err and "Traceback" not in err


def test_a_file_with_a_byte_order_mark_is_resolved(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(SCENARIO).encode())
    assert main_resolve([str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["payouts"] == {"1": 325, "4": 325}


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="an endless file of the system")
def test_an_endless_input_exits_2_in_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from dealer_app.storage import documents

    monkeypatch.setattr(documents, "MOST_DOCUMENT_BYTES", 1024 * 1024)
    assert main_resolve(["/dev/zero"]) == 2
    assert capsys.readouterr().err == (
        "dealer-app resolve: /dev/zero: more than 1 MB, larger than any document\n"
    )
