"""A guts evening: deals carried one into the next, balances, saved and opened."""

from __future__ import annotations

import json

import pytest

from dealer_app.model.formats.evening import evening_from_json, evening_to_json, is_evening
from dealer_app.model.json_values import FormatError
from dealer_app.model.play.evening import Evening
from dealer_app.model.showdown.seats import IncompleteScenarioError

NAMES = {1: "Ann", 2: "Bob", 3: "Cat", 4: "Dan"}


def three_deals() -> Evening:
    evening = Evening.start("guts2", NAMES, ante=20, limit=100, button=4)
    for seat, cards in {1: "Ah Ad", 2: "Kc Qd", 3: "9c 9d", 4: "5s 2h"}.items():
        evening = evening.with_seat_in(seat, True).with_cards(seat, cards)
    evening = evening.play()
    evening = evening.with_seat_in(2, True).play()
    return evening.with_seat_in(3, True).play()


def test_the_rule_texts_sequence_over_an_evening_and_the_balances_add_up():
    evening = three_deals()
    pots = [
        (r.guts.declared.table.pot, r.guts.next_pot, r.guts.next_reserve) for r in evening.played
    ]
    assert pots == [(80, 100, 140), (100, 100, 40), (100, 40, 0)]
    assert evening.deal_number == 4 and (evening.pot, evening.reserve) == (40, 0)
    balances = evening.balances()
    assert balances == {1: 60, 2: 0, 3: 0, 4: -100}
    # Every chip is somewhere: with the players, in the pot or in the reserve.
    assert sum(balances.values()) + evening.pot + evening.reserve == 0


def test_the_button_moves_one_seat_clockwise_each_deal():
    evening = three_deals()
    assert [r.scenario.button for r in evening.played] == [4, 1, 2]
    assert evening.current.button == 3 and evening.current.live_seats == ()


def test_an_incomplete_contest_is_refused_and_the_evening_kept():
    evening = Evening.start("guts2", NAMES, ante=5, button=1).with_seat_in(1, True)
    evening = evening.with_seat_in(2, True).with_cards(1, "AhAd")
    with pytest.raises(IncompleteScenarioError, match="seat 2: shows 0 cards"):
        evening.play()


def test_an_evening_is_saved_and_opened_with_every_deal():
    evening = three_deals()
    text = evening_to_json(evening)
    assert is_evening(text) and not is_evening('{"game": "guts2"}')
    opened = evening_from_json(text)
    assert opened.balances() == evening.balances()
    assert [r.guts for r in opened.played] == [r.guts for r in evening.played]
    assert opened.current == evening.current


def test_a_deal_that_does_not_follow_the_one_before_is_refused_naming_it():
    document = json.loads(evening_to_json(three_deals()))
    document["played"][2]["guts"]["reserve"] = 10
    with pytest.raises(FormatError, match="played, deal 3: pot 100 and reserve 10, but the deal"):
        evening_from_json(json.dumps(document))


@pytest.mark.parametrize(
    ("antes", "says"),
    [
        ([20, 20], "opening_antes must be an object, not a list"),
        ({"x": 20}, 'opening_antes: "x" is not a seat number (1 to 10)'),
        ({"42": 20}, 'opening_antes: "42" is not a seat number (1 to 10)'),
        ({"1": -5}, "opening_antes: seat 1: -5 is less than 0"),
        ({"1": 5.75}, "opening_antes: seat 1 5.75 is not a whole number"),
        ({"1": None}, "opening_antes: seat 1 must be a whole number, not null"),
    ],
)
def test_opening_antes_are_checked_like_a_deal(antes: object, says: str):
    document = json.loads(evening_to_json(three_deals()))
    document["opening_antes"] = antes
    with pytest.raises(FormatError) as refused:
        evening_from_json(json.dumps(document))
    assert str(refused.value) == says


def test_a_seat_out_with_no_cards_where_every_hand_is_shown_is_refused():
    document = json.loads(evening_to_json(three_deals()))
    document["played"][0]["seats"][2]["cards"] = []
    with pytest.raises(FormatError, match="played, deal 1: seat 3: shows 0 cards"):
        evening_from_json(json.dumps(document))


def test_legs_of_a_seat_not_dealt_in_are_refused():
    document = json.loads(evening_to_json(three_deals()))
    document["current"]["guts"]["legs"] = {"9": 1}
    with pytest.raises(FormatError, match="current: guts: legs: seat 9 is not dealt in"):
        evening_from_json(json.dumps(document))


def test_an_evening_of_a_newer_version_is_said_to_be_one():
    document = json.loads(evening_to_json(three_deals()))
    document["format"] = "dealer-app/guts-evening@2"
    text = json.dumps(document)
    assert is_evening(text)
    with pytest.raises(FormatError) as raised:
        evening_from_json(text)
    assert str(raised.value) == (
        'it was made by a newer version of the app (format "dealer-app/guts-evening@2", '
        'this version reads "dealer-app/guts-evening@1")'
    )
