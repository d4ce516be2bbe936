"""High card for the button and the seat draw."""

from __future__ import annotations

import random

import pytest

from dealer_app.model.cards import parse_cards
from dealer_app.model.home.high_card_draw import DrawError, draw_for_button, draw_for_seats


def test_the_highest_rank_takes_the_button():
    draw = draw_for_button([2, 5, 9], cards="9s Ac Kh")
    assert draw.winner == 5
    assert draw.steps == (
        "Seat 2 draws 9♠.",
        "Seat 5 draws A♣.",
        "Seat 9 draws K♥.",
        "Seat 5 has the highest card, A♣: the button goes to seat 5.",
    )


@pytest.mark.parametrize(("cards", "winner"), [("Qh Qs", 6), ("Qs Qh", 3), ("Qd Qc", 3)])
def test_equal_ranks_go_by_suit_spades_hearts_diamonds_clubs(cards, winner):
    draw = draw_for_button([3, 6], cards=cards)
    assert draw.winner == winner
    assert "queens tie" in draw.steps[-1]


def test_a_shuffled_draw_is_repeatable_from_its_seed_and_deals_distinct_cards():
    seats = list(range(1, 11))
    first = draw_for_button(seats, random.Random(11))
    assert first == draw_for_button(seats, random.Random(11))
    assert len({card for _, card in first.cards}) == 10
    assert first.winner == max(first.cards, key=lambda drawn: (drawn[1].rank, drawn[1].suit))[0]


def test_a_seat_draw_seats_the_highest_card_first():
    seating = draw_for_seats(["Ann", "Bob", "Cy"], [1, 4, 7, 9], cards=parse_cards("5d Ac 5s"))
    assert [(place.player, place.seat) for place in seating.places] == [
        ("Bob", 1),
        ("Cy", 4),
        ("Ann", 7),
    ]
    assert seating.steps[0] == "Bob draws A♣ and sits in seat 1."


def test_a_name_is_read_as_one_line():
    seating = draw_for_seats(["Ann\nLee ", "Bob"], [1, 2], cards=parse_cards("Ac Kc"))
    assert seating.steps[0] == "Ann Lee draws A♣ and sits in seat 1."


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: draw_for_button([1]), "at least two seats"),
        (lambda: draw_for_button([1, 11]), "seats: 11 is not a seat"),
        (lambda: draw_for_button([1, 2], cards=parse_cards("As") * 2), "cards: As is drawn twice"),
        (lambda: draw_for_button([1, 2, 3], cards="As Ks"), "cards: 2 cards for 3 players"),
        (lambda: draw_for_seats(["Ann", "Bob"], [1]), "seats: 1 seat for 2 players"),
        (lambda: draw_for_seats(["Ann", "Ann"], [1, 2]), "players: a name is listed twice"),
        (lambda: draw_for_seats(["Ann", " Ann "], [1, 2]), "players: a name is listed twice"),
        (lambda: draw_for_seats(["Ann", " \n"], [1, 2]), "players: player 2 has no name"),
    ],
)
def test_a_draw_that_cannot_be_made_names_the_problem(call, message):
    with pytest.raises(DrawError, match=message):
        call()
