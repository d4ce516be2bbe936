"""dealer-app draw: high card for the button and the seat draw, headless."""

from __future__ import annotations

import json

import pytest

from dealer_app.__main__ import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(["draw", *argv])
    out, err = capsys.readouterr()
    return status, out, err


def test_the_button_goes_to_the_highest_card_by_suit(capsys):
    status, out, _ = run(capsys, "button", "2", "6", "9", "--cards", "Qh Qs 4c")
    assert status == 0
    document = json.loads(out)
    assert document["button"] == 6
    assert document["draws"] == [
        {"seat": 2, "card": "Qh"},
        {"seat": 6, "card": "Qs"},
        {"seat": 9, "card": "4c"},
    ]
    assert document["steps"][-1].endswith("the button goes to seat 6.")


def test_a_seeded_draw_repeats(capsys):
    first = run(capsys, "button", "1", "2", "3", "--seed", "5")[1]
    assert first == run(capsys, "button", "1", "2", "3", "--seed", "5")[1]


def test_the_seat_draw_seats_the_highest_card_first(capsys):
    status, out, _ = run(capsys, "seats", "Ann", "Bob", "--seats", "4", "7", "--cards", "3d Jc")
    assert status == 0
    assert [(d["name"], d["seat"]) for d in json.loads(out)["draws"]] == [("Bob", 4), ("Ann", 7)]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("button", "1", "11"), "dealer-app draw: seats: 11 is not a seat (1 to 10)\n"),
        (("button", "1", "2", "--cards", "Zz 2c"), 'dealer-app draw: "Zz" is not a card\n'),
        (
            ("seats", "Ann", "Bob", "--seats", "3"),
            "dealer-app draw: seats: 1 seat for 2 players\n",
        ),
    ],
)
def test_bad_arguments_are_one_line_and_status_2(capsys, argv, message):
    status, out, err = run(capsys, *argv)
    assert (status, out, err) == (2, "", message)


@pytest.mark.parametrize(
    ("seed", "says"),
    [("99999999999999999999", "is more than 4,294,967,295"), ("-1", "less than 0")],
)
def test_the_seed_has_the_bounds_of_the_other_commands(capsys, seed: str, says: str) -> None:
    assert main(["draw", "button", "1", "2", "--seed", seed]) == 2
    err = capsys.readouterr().err
    assert err.startswith("dealer-app draw button: argument --seed: ") and says in err
    assert err.count("\n") == 1
