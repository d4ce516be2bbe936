"""Name the hand takes any set of the seat's cards that makes the same hand, as the game
ranks it: the cards that play are a hand, not one choice of suits."""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from dealer_app.model.cards import parse_cards
from dealer_app.training.drills import HandAnswer, grade, name_hand_question
from dealer_app.training.spots import spot_from_dict

BADUGI = {
    "game": "badugi",
    "button": 1,
    "seats": [
        {"seat": 1, "cards": ["2c", "2d", "5h", "9s"], "committed": 10},
        {"seat": 2, "cards": ["Kc", "Kd", "Kh", "Ks"], "committed": 10},
    ],
    "chips": [{"name": "white", "value": 1}],
}

RAZZDUGI = {
    "game": "razzdugi",
    "seats": [
        {"seat": 1, "cards": ["Ac", "2d", "3h", "4s", "5c", "5d", "Kh"], "committed": 10},
        {"seat": 2, "cards": ["Kc", "Kd", "Qh", "Qs", "Jc", "Jd", "Ts"], "committed": 10},
    ],
    "chips": [{"name": "white", "value": 1}],
}


def _mistakes(doc: Mapping[str, object], cards: str, *, low: bool = False) -> tuple[str, ...]:
    question = name_hand_question(spot_from_dict(dict(doc)), 1, low=low)
    return grade(question, HandAnswer(None, frozenset(parse_cards(cards))), 2.0).mistakes


@pytest.mark.parametrize("cards", ["2c 5h 9s", "2d 5h 9s"])
def test_a_badugi_with_either_deuce_is_right(cards: str) -> None:
    assert _mistakes(BADUGI, cards) == ()


@pytest.mark.parametrize("cards", ["2c 2d 5h", "2c 5h 9s 2d", "2c 5h"])
def test_cards_that_make_another_badugi_are_wrong(cards: str) -> None:
    assert _mistakes(BADUGI, cards) == ("The cards that play are 9s 5h 2c.",)


@pytest.mark.parametrize("five", ["5c", "5d"])
def test_a_razzdugi_razz_wheel_with_either_five_is_right(five: str) -> None:
    assert _mistakes(RAZZDUGI, f"Ac 2d 3h 4s {five}") == ()


def test_a_razzdugi_razz_hand_of_other_ranks_is_wrong() -> None:
    assert _mistakes(RAZZDUGI, "Ac 2d 3h 4s Kh") == ("The cards that play are Ac 5c 4s 3h 2d.",)


def test_a_razzdugi_badugi_of_the_same_ranks_is_right() -> None:
    question = name_hand_question(spot_from_dict(RAZZDUGI), 1, low=True)
    wanted = grade(question, HandAnswer(None, frozenset()), 2.0).expected
    assert isinstance(wanted, HandAnswer)
    assert _mistakes(RAZZDUGI, " ".join(map(str, wanted.cards)), low=True) == ()
