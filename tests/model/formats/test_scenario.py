"""Scenario format v1: reading with errors that name the field, writing, round trips."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from dealer_app.model.formats.scenario import (
    result_to_dict,
    scenario_from_dict,
    scenario_from_json,
    scenario_to_dict,
)
from dealer_app.model.json_values import FormatError
from dealer_app.model.showdown.resolve import resolve
from dealer_app.model.showdown.scenario import Scenario
from dealer_app.model.showdown.seats import ScenarioError, SeatEntry
from tests.contract_example import CONTRACT_EXAMPLE


def changed(**changes: Any) -> dict[str, Any]:
    document = copy.deepcopy(CONTRACT_EXAMPLE)
    document.update(changes)
    return document


def with_seat(index: int, **changes: Any) -> dict[str, Any]:
    document = copy.deepcopy(CONTRACT_EXAMPLE)
    document["seats"][index].update(changes)
    return document


def test_the_contract_example_reads_and_resolves_to_the_documented_result() -> None:
    result = result_to_dict(resolve(scenario_from_dict(CONTRACT_EXAMPLE)))
    assert list(result) == ["game", "hands", "pots", "payouts", "steps"]
    assert result["hands"][0] == {
        "seat": 1,
        "category": "two_pair",
        "name": "Two Pair, Fives and Twos, Ace kicker",
        "best": ["5s", "5h", "2d", "2c", "Ah"],
        "low": None,
    }
    pot = result["pots"][0]
    assert list(pot) == ["name", "amount", "eligible", "winners", "shares", "odd_chips"]
    assert pot == {
        "name": "Main pot",
        "amount": 650,
        "eligible": [1, 4],
        "winners": {"high": [1, 4], "low": []},
        "shares": {
            "1": {"amount": 325, "chips": {"black": 3, "green": 1}},
            "4": {"amount": 325, "chips": {"black": 3, "green": 1}},
        },
        "odd_chips": [],
    }
    assert result["payouts"] == {"1": 325, "4": 325}
    assert result["steps"][0] == (
        "Main pot: 650: size it into 6 black, 2 green (colour up the bets)."
    )
    assert result["steps"][1].startswith("Main pot: 650 in 6 black, 2 green")


def test_writing_and_reading_back_gives_the_same_scenario() -> None:
    scenario = scenario_from_dict(CONTRACT_EXAMPLE)
    again = scenario_from_dict(json.loads(json.dumps(scenario_to_dict(scenario))))
    assert again == scenario
    assert scenario_to_dict(again) == scenario_to_dict(scenario)


def test_round_trip_keeps_boards_pot_chips_rules_and_names() -> None:
    document = {
        "game": "omaha8",
        "rules": {"wild": ["2"], "around_the_corner": True, "stud_odd_chip": "best_five"},
        "button": 2,
        "seats": [
            {"seat": 2, "name": "Bo", "cards": ["As", "Ks", "Qd", "Jd"], "committed": 100},
            {"seat": 5, "cards": ["Ah", "Kh", "Qc", "Jc"], "committed": 100},
        ],
        "boards": [["2c", "7d", "9h", "3c", "4s"], ["2c", "7d", "9h", "Th", "8s"]],
        "pots": [{"chips": {"black": 2}}],
    }
    scenario = scenario_from_dict(document)
    assert scenario.run_count == 2
    assert scenario_from_dict(scenario_to_dict(scenario)) == scenario


def test_the_pot_may_be_given_as_chip_counts() -> None:
    document = changed(pot={"green": 26})
    for entry in document["seats"]:
        entry.pop("committed")
    result = result_to_dict(resolve(scenario_from_dict(document)))
    assert result["pots"][0]["amount"] == 650
    assert result["payouts"] == {"1": 325, "4": 325}


def test_cards_are_accepted_in_forgiving_forms_and_written_short() -> None:
    document = with_seat(0, cards=["A♥", "10d"])
    document["board"] = ["JH", "2c", "2d", "5s", "5h"]
    written = scenario_to_dict(scenario_from_dict(document))
    assert written["seats"][0]["cards"] == ["Ah", "Td"]
    assert written["board"][0] == "Jh"


@pytest.mark.parametrize(
    ("document", "message"),
    [
        (with_seat(2, cards=["Zh"]), 'seat 7: card "Zh" is not a card'),
        (with_seat(1, cards=["Ah", "Qc"]), "card Ah is used twice: seat 1 and seat 4"),
        (changed(board=["Jh", "2c", "2d", "5s", "Kd"]), "card Kd is used twice: seat 1 and board"),
        (changed(game="bridge"), 'game: unknown game "bridge"'),
        (with_seat(1, cards=["Ac"]), "seat 4: shows 1 card; Texas Hold'em needs 2 cards"),
        (with_seat(0, committed=-5), "seat 1: committed -5 is negative"),
        (with_seat(0, committed=12.5), "seat 1: committed 12.5 is not a whole number"),
        (with_seat(0, committed="300"), "seat 1: committed must be a whole number, not text"),
        (with_seat(0, folded="yes"), "seat 1: folded must be true or false"),
        (with_seat(0, comitted=300), 'seat 1: unknown field "comitted"'),
        (with_seat(1, seat=1), "seat 1: listed twice"),
        (with_seat(0, seat=0), "seat 0"),
        (
            changed(chips=[{"name": "red", "value": 5}, {"name": "white", "value": 2}]),
            "chips: red (5) is not a multiple of the smallest chip, white (2)",
        ),
        (
            changed(chips=[{"name": "black", "value": 100}]),
            "seat 7: committed 50 is not a multiple of the smallest chip (black, 100)",
        ),
        (changed(chips=[{"name": "red", "value": 7}]), "seat 1: committed 300 is not a multiple"),
        (changed(format="dealer-app/scenario@2"), "format:"),
        (changed(pot={"green": 2}), 'pot: give either "pot" or "committed"'),
        (changed(pots=[{"chips": {"black": 6}}]), "pots: the chips given for the main pot"),
        (
            changed(pots=[{"chips": {"purple": 6}}]),
            'pots: main pot: "purple" is not one of the chips',
        ),
        (changed(boards=[["Jh"]]), 'board: give either "board" or "boards"'),
        (
            changed(board=["Jh", "2c", "2d", "5s", "5h", "6h"]),
            "board: 6 cards; Texas Hold'em has 5",
        ),
        (changed(game="stud", board=[]), "seat 1: shows 2 cards; Seven-Card Stud needs 7 cards"),
        (changed(game="stud"), "board: Seven-Card Stud has no board"),
        (changed(button=None), "button: Texas Hold'em needs the seat with the dealer button"),
        (changed(rules={"wild": ["Z"]}), 'rules: wild: "Z" is not a rank'),
        (changed(rules={"stud_odd_chip": "first"}), 'rules: stud_odd_chip "first"'),
        (changed(seats="all"), "seats must be a list, not text"),
        (with_seat(0, cards=None), "seat 1: cards must be a list, not null"),
        (with_seat(0, cards={"Ah": 1}), "seat 1: cards must be a list, not an object"),
        (with_seat(0, cards=["Ah", 5]), "seat 1: 5 is not a card"),
        (changed(board=None), "board must be a list, not null"),
        ({"seats": []}, "game: missing"),
        ([], "scenario must be an object, not a list"),
    ],
)
def test_bad_input_is_refused_with_a_message_naming_the_field(document: Any, message: str) -> None:
    # Errors of form are FormatError; a table still missing cards is incomplete: both are
    # ScenarioError, and both name the field.
    with pytest.raises(ScenarioError) as caught:
        scenario = scenario_from_dict(document)
        scenario.check_complete()
    assert message in str(caught.value)
    assert "\n" not in str(caught.value)


def test_bad_json_text_is_refused_with_its_position() -> None:
    with pytest.raises(FormatError, match=r"not valid JSON: .* \(line 1, column"):
        scenario_from_json('{"game": "holdem",')


def test_the_gui_can_build_and_edit_scenarios_without_json() -> None:
    scenario = Scenario.of("holdem", [SeatEntry.of(1, "Ah Kd", committed=20)], button=1)
    scenario = scenario.with_seat(SeatEntry.of(3, "Qs Qd", committed=20)).with_board(
        "2c 7d 9h Jc 3s"
    )
    assert scenario.missing() == ()
    assert scenario_to_dict(scenario)["seats"][1] == {
        "seat": 3,
        "cards": ["Qs", "Qd"],
        "committed": 20,
    }
