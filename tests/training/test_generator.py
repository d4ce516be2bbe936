"""The spot generator: every tag made on purpose and really true, the mix by difficulty,
the same seed the same spots, tables a card room could deal."""

from __future__ import annotations

import random
import statistics

import pytest

from dealer_app.model.formats.scenario import scenario_from_dict, scenario_to_dict
from dealer_app.model.hands.games import GAMES, Game
from dealer_app.model.showdown.resolve import resolve
from dealer_app.training.spots import (
    AIMED_SHARE,
    HOME_GAMES,
    Spot,
    TrainingError,
    generate_spots,
    spot_to_dict,
)
from dealer_app.training.tags import TAG_GAMES, TAG_PREDICATES, TAGS, TRAINING_GAMES

# The default run deals this many spots of each tag; the slow run deals the 300.
QUICK_PER_TAG = 24
FULL_PER_TAG = 300


def resolved_again(spot: Spot) -> object:
    """The spot's showdown resolved afresh from its file form, not from the generator."""
    return resolve(scenario_from_dict(scenario_to_dict(spot.scenario)))


def check_tag(tag: str, count: int, seed: int) -> None:
    spots = generate_spots(random.Random(seed), count, tags=[tag], difficulty=(seed % 5) + 1)
    predicate = TAG_PREDICATES[tag]
    assert len(spots) == count
    for spot in spots:
        result = resolved_again(spot)
        assert predicate(result), f"{tag}: {spot_to_dict(spot)}"  # type: ignore[arg-type]
        assert spot.game in TAG_GAMES[tag]
        assert tag in spot.scenario.tags


@pytest.mark.parametrize("tag", TAGS)
def test_each_tag_is_made_on_purpose_and_really_true(tag: str) -> None:
    check_tag(tag, QUICK_PER_TAG, seed=TAGS.index(tag))


@pytest.mark.slow
@pytest.mark.parametrize("tag", TAGS)
def test_three_hundred_spots_of_each_tag(tag: str) -> None:
    check_tag(tag, FULL_PER_TAG, seed=1000 + TAGS.index(tag))


@pytest.mark.parametrize("tag", TAGS)
def test_each_game_of_a_tag_makes_it(tag: str) -> None:
    for game in TAG_GAMES[tag]:
        (spot,) = generate_spots(random.Random(7), 1, games=[game], tags=[tag])
        assert spot.game is game and tag in spot.tags


def test_a_spot_carries_every_tag_true_of_it_not_only_the_aimed_one() -> None:
    spots = generate_spots(random.Random(3), 60, difficulty=5)
    for spot in spots:
        result = resolved_again(spot)
        true_tags = {tag for tag in TAGS if TAG_PREDICATES[tag](result)}  # type: ignore[arg-type]
        assert spot.tags == true_tags


def test_the_same_seed_gives_the_same_spots() -> None:
    first = generate_spots(random.Random(42), 25, difficulty=4)
    again = generate_spots(random.Random(42), 25, difficulty=4)
    other = generate_spots(random.Random(43), 25, difficulty=4)
    assert [spot_to_dict(spot) for spot in first] == [spot_to_dict(spot) for spot in again]
    assert [spot_to_dict(spot) for spot in first] != [spot_to_dict(spot) for spot in other]


def test_with_several_tags_each_spot_carries_one_of_them() -> None:
    wanted = {"side-pots", "odd-chip-wraps", "hilo-scoop"}
    spots = generate_spots(random.Random(9), 30, tags=sorted(wanted))
    assert all(spot.tags & wanted for spot in spots)
    assert {tag for spot in spots for tag in spot.tags & wanted} == wanted


def test_the_mix_follows_the_difficulty() -> None:
    def profile(difficulty: int) -> tuple[float, float, float]:
        spots = generate_spots(random.Random(difficulty), 120, difficulty=difficulty)
        tagged = sum(1 for spot in spots if spot.tags) / len(spots)
        seats = statistics.mean(len(spot.scenario.seats) for spot in spots)
        pots = statistics.mean(len(spot.result.pots) for spot in spots)
        return tagged, seats, pots

    easy, hard = profile(1), profile(5)
    assert AIMED_SHARE[1] < AIMED_SHARE[3] < AIMED_SHARE[5]
    assert easy[0] == hard[0] == 1.0, "every spot trains something, at every difficulty"
    assert easy[1] < hard[1], "more seats at a higher difficulty"
    assert easy[2] <= hard[2], "as many pots or more at a higher difficulty"


def test_tables_are_ones_a_card_room_deals() -> None:
    for spot in generate_spots(random.Random(11), 150, difficulty=5):
        scenario = spot.scenario
        seats = len(scenario.seats)
        most = 7 if scenario.game in (Game.STUD, Game.STUD8, Game.RAZZ) else 10
        assert 2 <= seats <= most
        assert scenario.missing() == ()
        if GAMES[scenario.game].uses_button:
            assert scenario.button in scenario.seat_numbers
        assert all(entry.committed is not None for entry in scenario.seats)
        live = [entry for entry in scenario.seats if not entry.folded]
        most = max(entry.committed or 0 for entry in live)
        # Whoever is still in with less than the most put in is all in, and marked so.
        assert all(entry.all_in == ((entry.committed or 0) < most) for entry in live)
        assert sum(payout for _, payout in spot.result.payouts) == sum(
            entry.committed or 0 for entry in scenario.seats
        )
        assert spot.title.startswith(GAMES[scenario.game].title)


def test_a_game_mix_uses_every_game_and_a_chosen_game_only_itself() -> None:
    mixed = generate_spots(random.Random(5), 200)
    # The mix is the card room's: the guts home games only when chosen.
    assert {spot.game for spot in mixed} == set(TRAINING_GAMES) - HOME_GAMES
    only = generate_spots(random.Random(5), 20, games=["razz", Game.OMAHA8])
    assert {spot.game for spot in only} <= {Game.RAZZ, Game.OMAHA8}


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"tags": ["nonsense"]}, 'unknown tag "nonsense"'),
        ({"tags": ["omaha8-quartered"], "games": ["holdem"]}, 'tag "omaha8-quartered"'),
        ({"games": ["bridge"]}, 'unknown game "bridge"'),
        ({"difficulty": 6}, "difficulty 6"),
    ],
)
def test_bad_requests_are_refused_naming_the_value(options: dict[str, object], words: str) -> None:
    with pytest.raises(TrainingError, match=words):
        generate_spots(random.Random(1), 3, **options)  # type: ignore[arg-type]
