"""Each tag's predicate on hand-made showdowns: true where the situation is, false where it
only looks like it."""

from __future__ import annotations

import random

import pytest

from dealer_app.model.hands.games import Game
from dealer_app.model.showdown.resolve import resolve
from dealer_app.model.showdown.result import Result
from dealer_app.model.showdown.scenario import Scenario
from dealer_app.model.showdown.seats import SeatEntry
from dealer_app.training.spots import fixed_spots, generate_spots
from dealer_app.training.tags import (
    TAG_GAMES,
    TAG_PREDICATES,
    TAG_TITLES,
    TAGS,
    TagError,
    check_tags,
    tags_of,
)


def holdem(board: str, *hands: str, button: int = 1, bets: tuple[int, ...] = ()) -> Result:
    seats = [
        SeatEntry.of(number, cards, committed=bets[number - 1] if bets else 100)
        for number, cards in enumerate(hands, 1)
    ]
    return resolve(Scenario.of("holdem", seats, board=board, button=button))


def game(name: str, *hands: str, board: str = "", button: int = 1) -> Result:
    seats = [SeatEntry.of(number, cards, committed=100) for number, cards in enumerate(hands, 1)]
    return resolve(Scenario.of(name, seats, board=board, button=button))


def test_the_issue_names_every_tag_once_with_a_title_and_games() -> None:
    assert len(TAGS) == len(set(TAGS)) == 25
    assert set(TAG_PREDICATES) == set(TAG_TITLES) == set(TAG_GAMES) == set(TAGS)


def test_the_seeds_examples_carry_their_tags() -> None:
    library = {spot.key: spot for spot in fixed_spots()}
    assert "counterfeited-kicker" in library["holdem-aq-v-a2-kicker-counterfeited"].tags
    sixes = library["holdem-66-v-44-pairs-counterfeited"].tags
    assert {"counterfeited-two-pair", "board-plays"} <= sixes
    aces = library["holdem-aa-v-ak-straight-on-board"].tags
    assert {"straight-on-board", "board-plays"} <= aces
    assert "counterfeited-kicker" not in aces  # the board plays: no kicker was counterfeited


def test_counterfeited_kicker_needs_a_tie_with_different_hole_cards() -> None:
    assert tags_of(holdem("As 5d 8h 8c Kd", "Ac Qd", "Ah 2s")) >= {"counterfeited-kicker"}
    # The queen plays: no tie, nothing counterfeited.
    assert "counterfeited-kicker" not in tags_of(holdem("As 5d 8h 8c 3d", "Ac Qd", "Ah 2s"))
    # The same hole ranks tie, but nothing was counterfeited.
    assert "counterfeited-kicker" not in tags_of(holdem("As 5d 8h 8c Kd", "Ac Qd", "Ah Qs"))


def test_counterfeited_two_pair_and_board_plays() -> None:
    tags = tags_of(holdem("Kd Th Tc 7s Kc", "6h 6d", "4s 4c"))
    assert {"counterfeited-two-pair", "board-plays"} <= tags
    # Nines play over the seven: seat 1 wins, nothing counterfeited.
    tags = tags_of(holdem("Kd Th Tc 7s Kc", "9h 9d", "4s 4c"))
    assert not {"counterfeited-two-pair", "board-plays"} & tags


def test_board_textures() -> None:
    assert "straight-on-board" in tags_of(holdem("9c 7d 5h 6s 8c", "As Ah", "Ad Kc"))
    assert "flush-on-board" in tags_of(holdem("Kh 9h 7h 4h 2h", "Qh 3c", "Ad Kc"))
    assert "quads-on-board" in tags_of(holdem("7h 7d 7s 7c 2h", "Qh 3c", "Ad Kc"))
    assert not {"straight-on-board", "flush-on-board", "quads-on-board"} & tags_of(
        holdem("9c 7d 5h 6s 2c", "As Ah", "Ad Kc")
    )


def test_omaha_flush_and_two_plus_three() -> None:
    result = game("omaha", "As Kd Qh Jc", "7c 7d 3h 4h", board="2s 5s 8s 9s Td")
    assert {"omaha-board-flush", "omaha-two-plus-three"} <= tags_of(result)
    plain = game("omaha", "As Ks Qh Jc", "7c 7d 3h 4h", board="2s 5s 8s 9d Td")
    assert not {"omaha-board-flush", "omaha-two-plus-three"} & tags_of(plain)


def test_omaha8_quartered_scoop_and_counterfeited_low() -> None:
    quartered = game("omaha8", "Ac 2c Kd Kh", "As 2d Qs Qh", "Jh Jd Tc 9c", board="3h 5s 8d Kc Jc")
    assert "omaha8-quartered" in tags_of(quartered)
    scoop = game("omaha8", "Ac 2c Kd Kh", "Qs Qh Jh Jd", board="3h 5s 8d Kc 9c")
    assert "hilo-scoop" in tags_of(scoop)
    # Seat 1's ace and deuce: the board's ace leaves only three and five to go with them.
    counterfeited = game("omaha8", "Ac 2c Kd Kh", "Qs Qh Jh Jd", board="Ah 3s 5d Kc 9c")
    assert "omaha8-counterfeited-low" in tags_of(counterfeited)
    assert "omaha8-counterfeited-low" not in tags_of(scoop)


def test_ties_and_odd_chips() -> None:
    three = holdem("As Ks Qd Jc Th", "2c 3d", "4h 5h", "6s 7c", button=3, bets=(100, 100, 101))
    tags = tags_of(three)
    assert "three-way-tie" in tags and "uncalled-bet" in tags
    assert "odd-chip-heads-up" not in tags  # 300 splits three ways evenly
    # 201 between seats 1 and 2 with the button at seat 5: the odd chip wraps to seat 1.
    wraps = resolve(
        Scenario.of(
            "holdem",
            [
                SeatEntry.of(1, "2c 3d", committed=100),
                SeatEntry.of(2, "4h 5h", committed=100),
                SeatEntry.of(5, folded=True, committed=1),
            ],
            board="As Ks Qd Jc Th",
            button=5,
        )
    )
    assert {"odd-chip-wraps", "odd-chip-heads-up", "dead-money"} <= tags_of(wraps)


def test_stud_odd_chip_by_suit_and_side_pots() -> None:
    stud = resolve(
        Scenario.of(
            "stud",
            [
                SeatEntry.of(1, "Kc 9c 7d 5h 3s Ah As", committed=50),
                SeatEntry.of(2, "Kd 9d 7c 5s 3h Ad Ac", committed=51),
                SeatEntry.of(3, "2c 2d 4h 6c 8s Tc Jd", committed=20),
                SeatEntry.of(4, folded=True, committed=1),
            ],
        )
    )
    assert {"stud-odd-chip-by-suit", "side-pots", "dead-money", "uncalled-bet"} <= tags_of(stud)


def test_split_by_colour_needs_evening_up_between_seats() -> None:
    even = holdem("As Ks Qd Jc Th", "2c 3d", "4h 5h", bets=(100, 100))
    assert "split-by-colour" not in tags_of(even)  # 2 black: one each
    uneven = holdem("As Ks Qd Jc Th", "2c 3d", "4h 5h", bets=(150, 150))
    assert "split-by-colour" in tags_of(uneven)  # 3 black: one is evened up with green


@pytest.mark.parametrize("tag", TAGS)
def test_a_tag_no_chosen_game_can_make_is_refused(tag: str) -> None:
    check_tags([tag], TAG_GAMES[tag])
    others = sorted(set(Game) - set(TAG_GAMES[tag]))
    if others:
        with pytest.raises(TagError, match=f'tag "{tag}" cannot happen'):
            check_tags([tag], others)
    with pytest.raises(TagError, match="unknown tag"):
        check_tags([tag.upper()], [])


@pytest.mark.parametrize("game", list(Game), ids=[game.value for game in Game])
def test_every_tag_a_random_spot_carries_may_be_asked_for_in_its_game(game: Game) -> None:
    """A drill asked for by a tag in a game deals it where random spots carry it."""
    for spot in generate_spots(random.Random(5), 30, games=[game.value], difficulty=4):
        for tag in spot.tags:
            check_tags([tag], [game])


def test_a_badugi_whose_higher_card_of_a_suit_does_not_play_is_tagged() -> None:
    # K♠ 2♠ 3♥ 4♦ plays 4-3-2: the king of spades is left out for the deuce.
    assert "badugi-duplicate-suit" in tags_of(game("badugi", "Ks 2s 3h 4d", "Kc Qd Jh 9s"))


def test_a_badugi_that_plays_as_well_without_the_suit_is_not_tagged() -> None:
    # 2♣ 2♦ 3♣ 3♥ plays 3-2 three ways: 2♣ 3♥ leaves the three of clubs out for the deuce,
    # but 2♦ 3♣ and 2♦ 3♥ play as well: which card of a suit plays decides nothing here.
    assert "badugi-duplicate-suit" not in tags_of(game("badugi", "2c 2d 3c 3h", "Kc Qd Jh 9s"))
