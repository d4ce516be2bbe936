"""How the mixed games' hands and halves are said in the steps: as a card-room dealer says
them, each reason and hand name said once, never wrapped in a second pair of parentheses."""

from __future__ import annotations

import re

import pytest

from dealer_app.model.showdown.resolve import resolve
from dealer_app.model.showdown.result import Result
from tests.model.showdown.showdown_tables import seat, table

_NESTED = re.compile(r"\([^()]*\(")


def names(result: Result) -> dict[int, str]:
    return {hand.seat: hand.name for hand in result.hands}


def assert_no_nested_parentheses(result: Result) -> None:
    nested = [text for text in result.step_texts if _NESTED.search(text)]
    assert nested == []


def test_a_split_games_odd_unit_is_said_once_as_the_five_card_halfs() -> None:
    result = resolve(
        table(
            "razzdugi",
            seat(1, "Ac 2d 3h 4s 6c Kc Kd", 100),
            seat(2, "Ad 2c 3s 4h 6d Qc Qd", 100),
            seat(3, "Ah 2h 3d 4c 6s Jc Jd", 100),
            seat(4, "5c 8d 9h Ts 7s 7h Js", 100),
            seat(5, "", 5, folded=True),
        )
    )
    assert_no_nested_parentheses(result)
    assert (
        "Main pot: the odd white chip goes to the razz half "
        "(the five-card half takes the odd chip of the split)." in result.step_texts
    )


def test_a_hand_name_with_its_cards_is_said_once_inside_the_announcements_parentheses() -> None:
    result = resolve(
        table(
            "badacey",
            seat(1, "5c 4d 3h 2s Ac", 137),
            seat(2, "5d 4h 3s 2c Ad", 137),
            seat(3, "Kc Qd Jh Ts Th", 137),
            button=1,
        )
    )
    assert_no_nested_parentheses(result)
    assert any(
        "tie for ace-to-five (Wheel, 5-4-3-2-A) and badugi (Four-card badugi, four high: "
        "4-3-2-A)" in text
        for text in result.step_texts
    )


def test_a_halved_pot_names_each_halfs_hand_once_in_parentheses() -> None:
    result = resolve(
        table(
            "badeucy",
            seat(1, "8s 6d 4d 3h 2h", 100),
            seat(2, "2s 3d 4c 5h 5s", 100),
            button=2,
        )
    )
    assert_no_nested_parentheses(result)
    assert any(
        "deuce-to-seven to seat 1 (Eight-six low, 8-6-4-3-2)" in text for text in result.step_texts
    )


def test_badeucys_deuce_to_seven_half_says_an_ace_topped_hand_ace_high() -> None:
    result = resolve(
        table(
            "badeucy",
            seat(1, "Ac 2d 3h 4s 7s", 100),
            seat(2, "Kc Qd Jh Ts Td", 100),
            button=1,
        )
    )
    assert names(result)[1] == "Ace-seven high (A-7-4-3-2)"
    assert any(
        "deuce-to-seven to seat 1 (Ace-seven high, A-7-4-3-2)" in text for text in result.step_texts
    )


def test_razzdugis_razz_half_names_its_hands_as_razz_and_ace_to_five_do() -> None:
    result = resolve(
        table(
            "razzdugi",
            seat(1, "As 2d 3c 4h 6s Kd Kh", 100),
            seat(2, "Jc Td 9h 9s 8c Jd Th", 100),
            seat(3, "Qs Qc Qh Qd 8d 8h Ks", 100),
        )
    )
    assert names(result) == {
        1: "Six-four low (6-4-3-2-A)",
        2: "Pair of Nines (J-T-9-9-8)",
        3: "Two pair, Queens and Eights (K-Q-Q-8-8)",
    }


@pytest.mark.parametrize(
    ("cards", "name"),
    [
        ("As 2d 3c 4h 5s Kd Kh", "Low: 5-4-3-2-A"),
        ("As 2d 3c 4h 6s Kd Kh", "Low: 6-4-3-2-A"),
        ("Jc Td 9h 9s 8c Jd Th", "Low: J-T-9-9-8 (pair of Nines)"),
    ],
)
def test_razz_keeps_the_names_it_has_always_reported(cards: str, name: str) -> None:
    # The showdown format keeps the output of a game dealt before the lowball games joined.
    result = resolve(table("razz", seat(1, cards, 10), seat(2, "Kc Ks Qc Qs 7d 7s 7h", 10)))
    assert names(result)[1] == name
    assert names(result)[2] == "Low: K-Q-Q-7-7 (two pair, Queens and Sevens)"


def test_a_razz_full_house_reads_its_trips_first() -> None:
    result = resolve(
        table("razz", seat(1, "9s 9d 9c 9h Ts Td Tc", 10), seat(2, "As 2d 3c 4h 5s 6d 7c", 10))
    )
    assert names(result)[1] == "Low: 9-9-9-T-T (full house, Nines)"


def test_a_high_low_stud_games_low_half_keeps_its_low_name() -> None:
    result = resolve(
        table("studhilo", seat(1, "As 2d 3c 4h 6s Kd Kh", 10), seat(2, "Kc Ks Qc Qs 7d 7s 7h", 10))
    )
    assert result.hands[0].low is not None
    assert result.hands[0].low.name == "Low: 6-4-3-2-A"


@pytest.mark.parametrize(
    ("game", "cards", "name"),
    [
        ("badugi", "7h 4c 3d As", "Four-card badugi, seven high (7-4-3-A)"),
        ("badugi", "4h 3c 2d 2h", "Three-card badugi, four high (4-3-2)"),
        ("badeucy", "Kh 7c 4d 2s 3s", "Four-card badugi, king high (K-7-4-2)"),
        ("badacey", "Kh Kc 4d 2d 3s", "Three-card badugi, king high (K-3-2)"),
        ("razzdugi", "Ac 2d 3h 4s 6c Kc Kd", "Four-card badugi, four high (4-3-2-A)"),
    ],
)
def test_every_badugi_hand_is_named_in_one_style_as_lowball_names_its_hands(
    game: str, cards: str, name: str
) -> None:
    # As "Seven-five low (7-5-4-3-2)": the two highest cards in words, then every card.
    result = resolve(table(game, seat(1, cards, 100), seat(2, "", 5, folded=True), button=2))
    (hand,) = result.hands
    assert hand.low is not None and hand.low.name == name
