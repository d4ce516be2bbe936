"""Guts money from the rule text: the reserve sequence, the dealer in, nobody in, the options."""

from __future__ import annotations

import pytest

from dealer_app.model.formats.scenario import result_to_dict, scenario_from_dict, scenario_to_dict
from dealer_app.model.json_values import FormatError
from dealer_app.model.room.money import MoneyUnit
from dealer_app.model.showdown.resolve import resolve
from dealer_app.model.showdown.seats import ScenarioError

HANDS = {1: "Ah Ad", 2: "Kc Qd", 3: "9c 9d", 4: "5s 2h", 5: "7h 3c"}


def deal(seats_in, guts, *, game="guts2", button=4, seats=(1, 2, 3, 4), hands=HANDS, rules=None):
    document = {
        "game": game,
        "button": button,
        "seats": [
            {"seat": seat, "cards": hands[seat].split(), "in": seat in seats_in} for seat in seats
        ],
        "chips": [{"name": "green", "value": 25}, {"name": "red", "value": 5}],
        "guts": guts,
    }
    if rules:
        document["rules"] = rules
    return result_to_dict(resolve(scenario_from_dict(document)))["guts"]


def test_the_rule_texts_reserve_sequence_comes_out_exactly():
    first = deal({1, 2, 3, 4}, {"pot": 80, "limit": 100, "ante": 5})
    assert first["winners"] == [1] and first["won"] == {"1": 80}
    assert first["payments"] == {"2": 80, "3": 80, "4": 80} and first["antes"] == {}
    assert (first["next_pot"], first["next_reserve"]) == (100, 140)
    second = deal({2}, {"pot": 100, "reserve": 140, "limit": 100, "ante": 5})
    assert second["won"] == {"2": 100} and second["payments"] == {}
    assert (second["next_pot"], second["next_reserve"]) == (100, 40)
    third = deal({3}, {"pot": 100, "reserve": 40, "limit": 100, "ante": 5})
    assert (third["next_pot"], third["next_reserve"]) == (40, 0)
    fourth = deal({3}, {"pot": 40, "reserve": 0, "limit": 100, "ante": 5})
    assert fourth["antes"] == {"1": 5, "2": 5, "3": 5, "4": 5}
    assert (fourth["next_pot"], fourth["next_reserve"]) == (20, 0)


def test_one_seat_in_takes_the_pot_without_showing():
    scenario = scenario_from_dict(
        {
            "game": "guts2",
            "button": 4,
            "guts": {"pot": 50},
            "seats": [{"seat": 1, "in": False}, {"seat": 2, "in": True}, {"seat": 4, "in": False}],
        }
    )
    result = resolve(scenario)
    assert result.hands == () and result.payouts == ((2, 50),)
    assert (
        result.step_texts[0]
        == "Declare: seat 2 is the only seat in: it takes the pot without showing."
    )


def test_declaring_in_sequence_the_dealer_is_in_when_everyone_else_is_out():
    money = deal(set(), {"pot": 60, "ante": 5})
    assert money["winners"] == [4] and money["won"] == {"4": 60} and money["payments"] == {}
    assert money["antes"] == {"1": 5, "2": 5, "3": 5, "4": 5} and money["next_pot"] == 20


@pytest.mark.parametrize(
    ("option", "antes", "next_pot"),
    [
        ("ante", {"1": 5, "2": 5, "3": 5, "4": 5}, 80),
        ("wimp", {"1": 20}, 80),
        ("stays", {}, 60),
    ],
)
def test_nobody_in_declaring_simultaneously_the_pot_stays(option, antes, next_pot):
    money = deal(set(), {"pot": 60, "ante": 5, "declare": "simultaneous", "nobody_in": option})
    assert money["winners"] == [] and money["won"] == {} and money["pot_stays"] is True
    assert money["antes"] == antes and money["next_pot"] == next_pot


def test_the_wimp_rule_with_tied_best_hands_pays_whole_antes_in_turn_from_the_button():
    hands = {1: "Ah Kd", 2: "As Kc", 3: "9c 8d", 4: "5s 2h"}
    money = deal(
        set(),
        {"pot": 60, "ante": 5, "declare": "simultaneous", "nobody_in": "wimp"},
        hands=hands,
        button=1,
    )
    assert money["antes"] == {"1": 10, "2": 10}


def test_single_loser_only_the_worst_pays_and_a_tie_for_worst_all_pay():
    hands = {1: "Ah Ad", 2: "Kc Qd", 3: "7c 3d", 4: "7s 3h"}
    money = deal({1, 2, 3, 4}, {"pot": 40, "ante": 5, "single_loser": True}, hands=hands)
    assert money["payments"] == {"3": 40, "4": 40}
    # Antes on every deal; a seat that matched is excused the next ante.
    assert money["antes"] == {"1": 5, "2": 5}
    assert money["next_pot"] == 90


def test_a_ghost_that_always_plays_must_be_beaten():
    guts = {"pot": 40, "ghost": "always", "ghost_cards": ["Kh", "Kd"]}
    beaten = deal({1, 3}, guts)
    assert beaten["winners"] == [1] and beaten["payments"] == {"3": 40}
    assert beaten["ghost"]["wins"] is False and beaten["ghost"]["name"] == "One Pair, Kings"
    ghost_wins = deal({2, 3}, guts)
    assert ghost_wins["winners"] == [] and ghost_wins["pot_stays"] is True
    assert ghost_wins["payments"] == {"2": 40, "3": 40} and ghost_wins["next_pot"] == 120


def test_a_ghost_that_always_plays_makes_everyone_ante_when_nobody_is_in():
    money = deal(set(), {"pot": 40, "ante": 5, "ghost": "always", "ghost_cards": "KhKd"})
    assert money["winners"] == [] and money["next_pot"] == 60 and len(money["antes"]) == 4


def test_a_ghost_that_plays_only_against_one_seat_in():
    guts = {"pot": 40, "ghost": "alone", "ghost_cards": ["Kh", "Kd"]}
    alone = deal({3}, guts)
    assert alone["winners"] == [] and alone["payments"] == {"3": 40}
    several = deal({2, 4}, guts)
    assert several["winners"] == [2] and "ghost" not in several


def test_a_maximum_loss_caps_what_each_loser_pays():
    money = deal({1, 2, 3}, {"pot": 300, "max_loss": 100})
    assert money["payments"] == {"2": 100, "3": 100} and money["next_pot"] == 200


def test_ties_share_the_pot_by_colour_with_the_odd_chip_clockwise_from_the_button():
    hands = {1: "Ah Kd", 2: "As Kc", 3: "9c 8d", 4: "5s 2h"}
    document = {
        "game": "guts2",
        "button": 4,
        "seats": [{"seat": s, "cards": hands[s].split(), "in": s != 4} for s in (1, 2, 3, 4)],
        "chips": [{"name": "green", "value": 25}, {"name": "red", "value": 5}],
        "guts": {"pot": 55},
    }
    result = result_to_dict(resolve(scenario_from_dict(document)))
    assert result["payouts"] == {"1": 30, "2": 25}
    assert result["pots"][0]["odd_chips"][0]["seat"] == 1
    assert result["guts"]["payments"] == {"3": 55}


def test_everyone_in_tied_share_and_nobody_pays():
    hands = {1: "Ah Kd", 2: "As Kc", 3: "9c 8d", 4: "5s 2h"}
    money = deal({1, 2}, {"pot": 50, "reserve": 30, "limit": 100}, hands=hands)
    assert money["winners"] == [1, 2] and money["payments"] == {}
    assert (money["next_pot"], money["next_reserve"]) == (30, 0)


def test_three_card_guts_ranked_as_the_group_agrees():
    hands = {1: "Qh Kh Ah", 2: "7c 7d 7s", 3: "2c 3d 4s", 4: "9h 6h 2h"}
    usual = deal({1, 2, 3, 4}, {"pot": 10}, game="guts3", hands=hands)
    assert usual["winners"] == [2]
    agreed = deal(
        {1, 2, 3, 4},
        {"pot": 10},
        game="guts3",
        hands=hands,
        rules={"guts3_ranking": ["straight_flush", "three_of_a_kind", "flush", "straight"]},
    )
    assert agreed["winners"] == [1]
    flush_over_straight = deal(
        {3, 4},
        {"pot": 10},
        game="guts3",
        hands=hands,
        rules={"guts3_ranking": ["three_of_a_kind", "straight_flush", "flush", "straight"]},
    )
    assert flush_over_straight["winners"] == [4]


def test_a_guts_deal_is_kept_by_save_and_open():
    document = {
        "game": "guts3",
        "button": 2,
        "rules": {"guts3_ranking": ["straight_flush", "three_of_a_kind", "flush", "straight"]},
        "seats": [{"seat": 1, "cards": ["Ah", "Kh", "Qh"], "in": True}, {"seat": 2, "in": False}],
        "guts": {
            "pot": 80,
            "reserve": 20,
            "limit": 100,
            "ante": 5,
            "declare": "simultaneous",
            "max_loss": 50,
            "single_loser": True,
            "nobody_in": "wimp",
            "ghost": "alone",
            "ghost_cards": ["2c", "3c", "9d"],
            "pass_left": True,
        },
    }
    scenario = scenario_from_dict(document)
    written = scenario_to_dict(scenario)
    assert written["guts"] == document["guts"] and written["seats"][1]["in"] is False
    assert scenario_from_dict(written) == scenario


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"pot": {"green": 1}}, 'pot: a guts deal has its money in "guts", not here'),
        (
            {"seats": [{"seat": 1, "in": True, "committed": 5}, {"seat": 2, "in": False}]},
            'seat 1: committed: a guts deal says "in"',
        ),
        (
            {"seats": [{"seat": 1, "folded": True, "in": False}, {"seat": 2, "in": False}]},
            'seat 1: folded: a guts deal says "in"',
        ),
        ({"seats": [{"seat": 1}, {"seat": 2, "in": False}]}, 'seat 1: "in" missing'),
        (
            {"guts": {"pot": 7}, "chips": [{"name": "red", "value": 5}]},
            "guts: pot 7 is not a multiple",
        ),
        ({"guts": {"reserve": 5}}, "guts: pot: missing"),
        ({"guts": {"pot": 5, "declare": "loud"}}, "guts: declare: 'loud' is not one of"),
        ({"guts": {"pot": 5, "limit": 0}}, "guts: limit: 0 is no pot at all"),
        ({"game": "holdem"}, "guts: Texas Hold'em is not played for guts money"),
        (
            {
                "guts": {"pot": 5, "ghost": "always", "ghost_cards": ["Ah", "Kd"]},
                "seats": [{"seat": 1, "in": True, "cards": ["Ah", "Qd"]}, {"seat": 2, "in": False}],
            },
            "card Ah is used twice: seat 1 and the ghost",
        ),
    ],
)
def test_a_bad_guts_deal_is_refused_naming_the_field(change, message):
    document = {
        "game": "guts2",
        "button": 1,
        "guts": {"pot": 10},
        "seats": [{"seat": 1, "in": True}, {"seat": 2, "in": False}],
    } | change
    with pytest.raises(FormatError) as error:
        scenario_from_dict(document)
    assert message in str(error.value)


def test_a_seat_says_in_only_in_a_guts_deal():
    with pytest.raises(FormatError, match='seat 1: "in" is only for a guts deal'):
        scenario_from_dict({"game": "guts2", "button": 1, "seats": [{"seat": 1, "in": True}]})


def test_the_wimp_rule_replaces_the_single_losers_antes():
    money = deal(
        set(),
        {
            "pot": 60,
            "ante": 5,
            "declare": "simultaneous",
            "nobody_in": "wimp",
            "single_loser": True,
        },
    )
    assert money["antes"] == {"1": 20} and money["next_pot"] == 80


def test_the_money_of_a_deal_is_written_as_the_table_writes_money():
    # The rule text's first deal, in a game counted in cents: pot $8, limit $10, ante 50¢.
    document = {
        "game": "guts2",
        "button": 4,
        "seats": [
            {"seat": seat, "cards": HANDS[seat].split(), "in": True} for seat in (1, 2, 3, 4)
        ],
        "chips": [{"name": "dollar", "value": 100}, {"name": "dime", "value": 10}],
        "guts": {"pot": 800, "limit": 1000, "ante": 50},
    }
    result = resolve(scenario_from_dict(document))
    money = result.step_words(MoneyUnit("$", 100))
    assert money[-3:] == (
        "Next pot: seats 2, 3 and 4 pay $8 each (the size of the pot) into the next pot: $24.",
        "Next pot: over the limit of $10: $14 is set aside in the reserve.",
        "Next pot: $10 to play for next deal; $14 in reserve.",
    )
    # The result document keeps its words in the smallest unit, as it always has.
    assert result.step_texts[-1] == "Next pot: 1000 to play for next deal; 1400 in reserve."


def test_the_antes_and_the_reserve_brought_out_are_written_as_money():
    document = {
        "game": "guts2",
        "button": 4,
        "seats": [
            {"seat": seat, "cards": HANDS[seat].split(), "in": seat == 3} for seat in (1, 2, 3, 4)
        ],
        "chips": [{"name": "dollar", "value": 100}, {"name": "dime", "value": 10}],
        "guts": {"pot": 1000, "reserve": 1400, "limit": 1000, "ante": 50},
    }
    first = resolve(scenario_from_dict(document)).step_words(MoneyUnit("$", 100))
    assert "Next pot: the new pot comes from the reserve: $10." in first
    document["guts"] = {"pot": 400, "limit": 1000, "ante": 50}
    last = resolve(scenario_from_dict(document)).step_words(MoneyUnit("$", 100))
    assert "Next pot: every seat antes $0.50: $2 into the next pot." in last


def test_a_guts_seat_marked_all_in_is_refused_as_no_file_could_hold_it():
    """Each seat in a guts deal pays the same: none plays all-in for less. The table's
    editing is refused where the file's reader would refuse what it wrote."""
    scenario = scenario_from_dict(
        {
            "game": "guts2",
            "button": 1,
            "guts": {"pot": 10},
            "seats": [{"seat": 1, "in": True}, {"seat": 2, "in": False}],
        }
    )
    with pytest.raises(ScenarioError, match="seat 1: all_in: a guts seat is in or out"):
        scenario.with_seat(scenario.seat(1).replace(all_in=True))
