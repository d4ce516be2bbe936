"""The colour-up chip race on the rule's own cases."""

from __future__ import annotations

import pytest

from dealer_app.model.chips import ChipSet
from dealer_app.model.room.chip_race import ChipRaceError, RacePlayer, chip_race

TOURNAMENT = ChipSet.of(yellow=1000, purple=500, black=100, green=25)


def _player(race, seat):
    return next(entry for entry in race.players if entry.seat == seat)


def test_a_player_with_one_odd_chip_wins_the_race():
    race = chip_race(
        TOURNAMENT,
        "green",
        [RacePlayer(2, 1, other=100), RacePlayer(4, 3, other=500), RacePlayer(7, 2, other=200)],
        cards={2: "As", 4: "Kd Qh 2c", 7: "Js 9d"},
    )
    # 6 green = 150: one black whole, 50 left is half a black: one more.
    assert (race.pool_value, race.new_chips, race.rounded_up) == (150, 2, True)
    assert race.winners == (2, 4)
    assert _player(race, 2).up_chips == 1 and _player(race, 2).won
    assert not _player(race, 7).won


def test_nobody_wins_two_chips():
    race = chip_race(
        TOURNAMENT,
        "green",
        [RacePlayer(1, 3, other=100), RacePlayer(5, 3, other=100)],
        cards={1: "As Ah Ad", 5: "2c 3c 4c"},
    )
    # 6 green = 150 makes 2 black: seat 1 holds the three highest cards but wins one.
    assert race.new_chips == 2
    assert race.winners == (1, 5)
    assert [entry.up_chips for entry in race.players] == [1, 1]
    assert any("has won a chip already" in step for step in race.steps)


def test_a_player_who_would_be_raced_out_keeps_one_chip():
    race = chip_race(
        TOURNAMENT,
        "green",
        [RacePlayer(1, 1), RacePlayer(3, 3, other=100)],
        cards={1: "2c", 3: "As Kd 9h"},
    )
    # 4 green = 100: one black, won by seat 3's ace; seat 1 has nothing else.
    loser = _player(race, 1)
    assert race.winners == (3,) and not loser.won
    assert loser.kept_in and race.smallest_left.name == "black"
    assert any("no one is raced out" in step for step in race.steps)
    assert not _player(race, 3).kept_in


def test_a_small_leftover_leaves_play():
    race = chip_race(TOURNAMENT, "green", [RacePlayer(1, 5, other=100)], cards={1: "7h"})
    assert (race.pool_value, race.new_chips) == (25, 0)
    assert _player(race, 1).up_chips == 1
    assert "leaves play" in race.steps[2]


def test_whole_chips_are_changed_and_exact_players_deal_no_cards():
    race = chip_race(TOURNAMENT, "green", [RacePlayer(1, 8), RacePlayer(2, 9)], seed=3)
    first, second = race.players
    assert (first.up_chips, first.remainder, first.cards) == (2, 0, ())
    assert (second.remainder, len(second.cards)) == (1, 1)


def test_suits_break_a_tie_of_ranks():
    race = chip_race(
        TOURNAMENT,
        "green",
        [RacePlayer(1, 2, other=100), RacePlayer(2, 1, other=100)],
        cards={1: "Ah 3c", 2: "As"},
    )
    assert race.winners == (2,)


def test_dealt_cards_are_one_per_racing_chip_and_follow_the_seed():
    players = [RacePlayer(seat, 3, other=100) for seat in (1, 4, 9)]
    first = chip_race(TOURNAMENT, "green", players, seed=11)
    again = chip_race(TOURNAMENT, "green", players, seed=11)
    assert [entry.cards for entry in first.players] == [entry.cards for entry in again.players]
    dealt = [card for entry in first.players for card in entry.cards]
    assert len(dealt) == 9 == len(set(dealt))


@pytest.mark.parametrize(
    ("leaving", "players", "cards", "message"),
    [
        ("yellow", [RacePlayer(1, 1)], None, "highest chip"),
        ("pink", [RacePlayer(1, 1)], None, '"pink" is not a chip'),
        ("green", [RacePlayer(1, 1), RacePlayer(1, 2)], None, "seat 1 is given twice"),
        ("green", [RacePlayer(1, 2)], {1: "As"}, "needs 2 cards, not 1"),
        ("green", [RacePlayer(1, 1), RacePlayer(2, 1)], {1: "As", 2: "As"}, "As is dealt twice"),
        ("green", [RacePlayer(1, 1)], {1: "Zz"}, "seat 1"),
        ("green", [RacePlayer(1, 4)], {1: "As"}, "seat 1 has no chip in the race"),
    ],
)
def test_bad_races_are_refused_with_the_field(leaving, players, cards, message):
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        chip_race(TOURNAMENT, leaving, players, cards=cards)


def test_a_player_field_is_checked():
    with pytest.raises(ChipRaceError, match="seat 11"):
        RacePlayer(11, 1)
    with pytest.raises(ChipRaceError, match="chips -1"):
        RacePlayer(1, -1)


def test_a_seat_with_no_chips_at_all_is_not_given_one():
    race = chip_race(TOURNAMENT, "green", [RacePlayer(1, 0), RacePlayer(2, 4)])
    assert [entry.kept_in for entry in race.players] == [False, False]
    assert race.steps[1] == "Seat 1: 0 green: nothing to change."


def _issue_race(cards=None):
    players = [
        RacePlayer(1, 5, other=500),
        RacePlayer(2, 2, other=300),
        RacePlayer(3, 3, other=200),
        RacePlayer(4, 1, other=0),
    ]
    return chip_race(ChipSet.of(black=100, green=25), "green", players, cards=cards, seed=1)


def test_the_black_given_to_keep_a_player_in_is_counted_in_its_up_chips():
    race = _issue_race(cards={1: "2c", 2: "Ah Kh", 3: "As Ks Qs", 4: "3d"})
    kept = _player(race, 4)
    assert kept.kept_in and not kept.won
    assert kept.up_chips == 1
    assert any("give seat 4 one black" in step for step in race.steps)


def test_a_race_written_out_reads_back_with_no_cards_for_a_seat_that_races_nothing():
    from dealer_app.model.formats.chip_race import race_from_dict, race_to_dict

    race = chip_race(TOURNAMENT, "green", [RacePlayer(1, 8), RacePlayer(2, 9)], seed=3)
    written = race_to_dict(race)
    assert any(player["cards"] == [] for player in written["players"])
    players = [
        {"seat": p["seat"], "chips": p["chips"], "cards": p["cards"]} for p in written["players"]
    ]
    again = race_from_dict({"leaving": "green", "players": players})
    assert [p.up_chips for p in again.players] == [p.up_chips for p in race.players]


def test_no_race_is_dealt_when_no_chip_is_raced():
    race = chip_race(TOURNAMENT, "green", [RacePlayer(1, 5, other=100)], cards={1: "7h"})
    assert race.new_chips == 0
    assert not any(step.startswith("Deal") for step in race.steps)
