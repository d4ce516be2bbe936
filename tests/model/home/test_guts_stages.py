"""The second-deal and three-stage guts games from the rule text: 2+1, 4-2-2, 4-2-3, 3-5-7."""

from __future__ import annotations

import pytest

from dealer_app.model.formats.scenario import result_to_dict, scenario_from_dict, scenario_to_dict
from dealer_app.model.json_values import FormatError
from dealer_app.model.room.money import MoneyUnit
from dealer_app.model.showdown.resolve import resolve


def deal(game, hands, seats_in, guts, *, button=None, board=None):
    document = {
        "game": game,
        "button": button or len(hands),
        "seats": [
            {"seat": seat, "cards": cards.split(), "in": seat in seats_in}
            for seat, cards in enumerate(hands, 1)
        ],
        "chips": [{"name": "green", "value": 25}, {"name": "red", "value": 5}],
        "guts": guts,
    }
    if board:
        document["board"] = board.split()
    return result_to_dict(resolve(scenario_from_dict(document)))


def names(result):
    return {hand["seat"]: hand["name"] for hand in result["hands"]}


def test_stage_one_threes_wild_no_straights_or_flushes():
    result = deal(
        "guts357",
        ["Ah Ad Kc", "4s 5s 6s", "3c 9d 9h", "Qh Jd 2c"],
        {1, 2},
        {"pot": 20, "stage": 1},
    )
    # A-A-K beats 4-5-6 of one suit: no straights or flushes in stage one.
    assert names(result)[2] == "Six high, Five-Four"
    assert result["guts"]["winners"] == [1]
    with_three = deal(
        "guts357", ["Ah Ad Kc", "4s 5s 6s", "3c 9d 9h", "Qh Jd 2c"], {1, 3}, {"pot": 20, "stage": 1}
    )
    assert names(with_three)[3] == "Three of a Kind, Nines"
    assert with_three["guts"]["winners"] == [3]


def test_stage_two_fives_wild_normal_ranking():
    result = deal(
        "guts357",
        ["5h 9s Ts Js Qs", "Ah Ad Ac Kd Kc", "2c 3c 4d 6h 8s"],
        {1, 2},
        {"pot": 30, "stage": 2, "legs": {"1": 1}},
    )
    assert names(result)[1] == "Straight Flush, King high"
    assert result["guts"]["winners"] == [1]
    assert result["guts"]["transfers"] == [{"from": 2, "to": 1, "amount": 30}]
    assert result["guts"]["next_pot"] == 30 and result["guts"]["next_stage"] == 3
    assert result["guts"]["legs"] == {"1": 1}


def test_stage_three_sevens_wild_best_five_of_seven():
    result = deal(
        "guts357",
        ["7h 7d Ks Kd 2c 3c 4h", "Ah Ad Ac Qd Jc 9s 8s"],
        {1, 2},
        {"pot": 30, "ante": 5, "stage": 3},
    )
    assert names(result)[1] == "Four of a Kind, Kings, Four kicker"
    assert result["guts"]["winners"] == [1]
    # No third leg after stage three: everyone antes again, stage one next.
    assert result["guts"]["antes"] == {"1": 5, "2": 5} and result["guts"]["next_pot"] == 40
    assert result["guts"]["next_stage"] == 1


def test_losers_pay_each_of_several_winners_and_the_pot_is_unchanged():
    result = deal(
        "guts357",
        ["Ah Ad Kc", "As Ac Kd", "9c 8d 6h"],
        {1, 2, 3},
        {"pot": 25, "stage": 1},
    )
    guts = result["guts"]
    assert guts["winners"] == [1, 2]
    assert guts["transfers"] == [
        {"from": 3, "to": 1, "amount": 25},
        {"from": 3, "to": 2, "amount": 25},
    ]
    assert guts["payments"] == {"3": 50} and guts["next_pot"] == 25 and result["pots"] == []


def test_legs_to_three_take_the_whole_pot():
    hands = ["Ah Ad Kc", "4s 5s 6s", "9c 8d 6h"]
    one = deal("guts357", hands, {2}, {"pot": 40, "ante": 5, "stage": 1})
    assert one["guts"]["legs"] == {"2": 1} and one["payouts"] == {} and not one["guts"]["game_over"]
    nobody = deal("guts357", hands, set(), {"pot": 40, "stage": 1, "legs": {"2": 1}})
    assert nobody["guts"]["legs"] == {"2": 1} and nobody["guts"]["payments"] == {}
    assert nobody["guts"]["next_stage"] == 2
    third = deal("guts357", hands, {2}, {"pot": 40, "ante": 5, "stage": 1, "legs": {"2": 2}})
    assert third["guts"]["legs"] == {"2": 3} and third["guts"]["game_over"] is True
    assert third["payouts"] == {"2": 40} and third["guts"]["next_pot"] == 15


def test_four_two_two_twos_wild_best_five_of_six_with_a_maximum_loss():
    result = deal(
        "guts422",
        ["Ah 2d Kc Kd 9s 4h", "Qs Qh Qd 7c 8s 3d", "Jc Tc 9c 2h 5d 6s"],
        {1, 2, 3},
        {"pot": 120, "max_loss": 50},
    )
    assert names(result) == {
        1: "Three of a Kind, Kings, Ace-Nine kickers",
        2: "Three of a Kind, Queens, Eight-Seven kickers",
        3: "One Pair, Jacks, Ten-Nine-Six kickers",
    }
    assert result["guts"]["payments"] == {"2": 50, "3": 50}
    assert len(result["hands"][0]["best"]) == 5


def test_four_two_three_twos_wild_with_three_common_cards():
    result = deal(
        "guts423",
        ["Ah Kh 2c 7d", "Qs Qc 9d 8c"],
        {1, 2},
        {"pot": 60},
        board="Qh Th 9s",
    )
    assert names(result) == {1: "Royal Flush", 2: "Full House, Queens full of Nines"}
    assert result["guts"]["winners"] == [1] and result["guts"]["payments"] == {"2": 60}


def test_four_two_two_ends_when_one_seat_stays_in_alone():
    result = deal("guts422", ["Ah 2d Kc Kd 9s 4h", "Qs Qh Qd 7c 8s 3d"], {2}, {"pot": 80})
    assert result["guts"]["game_over"] is True and result["payouts"] == {"2": 80}


def test_two_plus_one_ranks_as_three_card_guts():
    result = deal("guts21", ["Ah Kh Qh", "7c 7d 7s", "9h 6c", "Js Td"], {1, 2}, {"pot": 40})
    assert names(result) == {1: "Straight Flush, Ace high", 2: "Three of a Kind, Sevens"}
    assert result["guts"]["winners"] == [2] and result["guts"]["payments"] == {"1": 40}


def test_four_two_x_those_out_pay_a_new_ante_while_losers_match():
    result = deal(
        "guts422",
        ["Ah 2d Kc Kd 9s 4h", "Qs Qh Qd 7c 8s 3d", "Jc Tc", "8h 8d"],
        {1, 2},
        {"pot": 40, "ante": 5, "outs_ante": True},
    )
    assert result["guts"]["payments"] == {"2": 40}
    assert result["guts"]["antes"] == {"3": 5, "4": 5} and result["guts"]["next_pot"] == 50


def test_four_two_x_nobody_plays_the_best_non_player_and_every_two_holder_match():
    result = deal(
        "guts422",
        ["Ah 2d Kc Kd 9s 4h", "Qs Qh Qd 7c 8s 3d", "Jc Tc 9c 2h 5d 6s", "8h 8d 4c 4s Ad 3c"],
        set(),
        {"pot": 40, "declare": "simultaneous", "nobody_in": "non_players_match"},
    )
    assert result["guts"]["winners"] == [] and result["guts"]["pot_stays"] is True
    assert result["guts"]["payments"] == {"1": 40, "3": 40}
    assert result["guts"]["next_pot"] == 120


def test_a_stage_deal_is_kept_by_save_and_open_and_checked():
    document = {
        "game": "guts357",
        "button": 2,
        "seats": [{"seat": 1, "cards": ["Ah", "Kd", "Qc"], "in": True}, {"seat": 2, "in": False}],
        "guts": {"pot": 20, "reserve": 0, "declare": "sequence", "stage": 1, "legs": {"2": 2}},
    }
    scenario = scenario_from_dict(document)
    assert scenario_to_dict(scenario)["guts"] == document["guts"]
    for change, message in (
        ({"stage": 4}, "guts: stage: 4 is not 1, 2 or 3"),
        ({"stage": None}, "three-five-seven needs its stage"),
        ({"legs": {"2": 3}}, "guts: legs: seat 2: 3 is not 0, 1 or 2"),
    ):
        bad = document | {"guts": document["guts"] | change}
        with pytest.raises(FormatError, match=message):
            scenario_from_dict(bad)
    with pytest.raises(FormatError, match="shows 5 cards; Three-Five-Seven, stage one has 3"):
        scenario_from_dict(
            document
            | {"seats": [{"seat": 1, "cards": "AhKdQc2c3c", "in": True}, {"seat": 2, "in": False}]}
        )
    with pytest.raises(FormatError, match="Two Plus One has no stages"):
        scenario_from_dict(document | {"game": "guts21"})


def test_two_plus_one_with_an_extra_ante_and_a_second_declare():
    hands = ["Ah Kh Qh", "7c 7d 7s", "9h 6c 2d", "Js Td"]
    guts = {"pot": 40, "ante": 5, "extra_ante": 5, "third_card": [1, 2, 3]}
    result = deal("guts21", hands, {1, 2}, guts)
    # Seat 3 took a third card, then dropped: it loses its extra ante and risks nothing more.
    assert result["guts"]["extra_antes"] == {"1": 5, "2": 5, "3": 5}
    assert result["payouts"] == {"2": 55} and result["guts"]["payments"] == {"1": 55}
    assert "seats 1, 2 and 3 stayed in for a third card and added 5 each: the pot is 55." in (
        " ".join(result["steps"])
    )
    with pytest.raises(ValueError, match="seat 4: in with three cards, but not in for a third"):
        deal("guts21", ["Ah Kh Qh", "7c 7d 7s", "9h 6c 2d", "Js Td 3c"], {1, 4}, guts)
    with pytest.raises(FormatError, match="Four-Two-Two has no third card"):
        deal("guts422", ["Ah 2d Kc Kd 9s 4h", "Qs Qh Qd 7c 8s 3d"], {1, 2}, guts)


@pytest.mark.parametrize(("deck", "seat_wins"), [("Qc Qd 9h 4s", True), ("Ac Ad As 5h", False)])
def test_four_two_x_one_seat_alone_plays_its_four_cards_against_the_decks_top_four(deck, seat_wins):
    guts = {"pot": 60, "alone_vs_deck": True, "deck_cards": deck.split()}
    result = deal("guts422", ["Kc Kd 2h 9s", "Jh Jd 8c 7c"], {1}, guts)
    money = result["guts"]
    if seat_wins:
        # Kings with a wild two (three kings) beat the deck's queens: the game is over.
        assert result["payouts"] == {"1": 60} and money["game_over"] is True
    else:
        assert result["payouts"] == {} and money["payments"] == {"1": 60}
        assert money["pot_stays"] is True and money["next_pot"] == 120
        assert any("the deck is not beaten" in step for step in result["steps"])


def test_four_two_x_alone_needs_the_decks_four_cards():
    with pytest.raises(Exception, match="guts: deck_cards: seat 1 is in alone"):
        deal("guts422", ["Kc Kd 2h 9s", "Jh Jd 8c 7c"], {1}, {"pot": 60, "alone_vs_deck": True})


def test_three_five_seven_payments_and_antes_are_written_as_money():
    document = {
        "game": "guts357",
        "button": 2,
        "seats": [
            {"seat": 1, "cards": ["7h", "7d", "Ks", "Kd", "2c", "3c", "4h"], "in": True},
            {"seat": 2, "cards": ["Ah", "Ad", "Ac", "Qd", "Jc", "9s", "8s"], "in": True},
        ],
        "chips": [{"name": "dollar", "value": 100}, {"name": "dime", "value": 10}],
        "guts": {"pot": 3000, "ante": 50, "stage": 3},
    }
    result = resolve(scenario_from_dict(document))
    assert result.step_words(MoneyUnit("$", 100))[-3:] == (
        "Stage 3: seat 2 pays $30 (the size of the pot) to seat 1.",
        "Stage 3: no third leg after stage three: every seat antes $0.50 and the next deal "
        "starts at stage one.",
        "Stage 3: $31 in the pot; next: stage 1.",
    )
    assert result.step_texts[-1] == "Stage 3: 3100 in the pot; next: stage 1."
