"""A harder level is harder in money: no share of all-ins, side pots, many pots, three-way
ties or rack changes falls from one level to the next."""

from __future__ import annotations

import random

import pytest

from dealer_app.training.difficulty import difficulty_table, table_text
from dealer_app.training.spots import HOME_GAMES, generate_spots


@pytest.fixture(scope="module")
def table():
    return difficulty_table(150, seed=1)


# 150 spots a level: a share moves by a couple of points from one seed to another (the side
# pots of levels 1 and 2 are 8% and 13% over 1,000 spots, 10.0% and 9.3% over these 150).
# A level dealing less of a thing than the one below it by more than that is a real fall.
SAMPLING_SLACK = 0.02


def test_no_share_falls_from_one_level_to_the_next(table) -> None:
    for level in (1, 2, 3, 4):
        lower, higher = table[level].values(), table[level + 1].values()
        rising = all(b >= a - SAMPLING_SLACK for a, b in zip(lower, higher, strict=True))
        assert rising, table_text(table)


def test_the_hardest_level_is_much_harder_in_money(table) -> None:
    easiest, hardest = table[1], table[5]
    assert hardest.all_in >= easiest.all_in + 0.3
    assert hardest.side_pot >= easiest.side_pot + 0.3
    assert hardest.rack_change >= easiest.rack_change + 0.3


@pytest.mark.parametrize("level", [1, 3, 5])
def test_every_spot_trains_something_and_guts_only_when_chosen(level: int) -> None:
    spots = generate_spots(random.Random(level), 60, difficulty=level)
    assert all(spot.tags for spot in spots)
    assert not {spot.game for spot in spots} & HOME_GAMES
    guts = generate_spots(random.Random(level), 3, games=["guts3"], difficulty=level)
    assert {spot.game.value for spot in guts} == {"guts3"}


def test_titles_name_what_decides_the_spot() -> None:
    spots = generate_spots(random.Random(8), 12, games=["draw"], difficulty=4)
    for spot in spots:
        assert " beats " in spot.title or " split with " in spot.title or " wins" in spot.title
        assert "hands at the showdown" not in spot.title
