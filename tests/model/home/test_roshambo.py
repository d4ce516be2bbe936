"""Rock-paper-scissors elimination among seats tied under the suit tie-break rule."""

from __future__ import annotations

import pytest

from dealer_app.model.home.roshambo import RoshamboError, Throw, play_round

ROCK, PAPER, SCISSORS = Throw.ROCK, Throw.PAPER, Throw.SCISSORS


@pytest.mark.parametrize(
    ("winning", "losing"), [(ROCK, SCISSORS), (PAPER, ROCK), (SCISSORS, PAPER)]
)
def test_each_shape_beats_one_other_both_ways_round(winning, losing):
    assert play_round({1: winning, 2: losing}).winner == 1
    assert play_round({1: losing, 2: winning}).winner == 2


@pytest.mark.parametrize("throws", [(ROCK, ROCK, ROCK), (ROCK, PAPER, SCISSORS)])
def test_one_shape_or_all_three_is_a_draw_and_everyone_throws_again(throws):
    result = play_round(dict(zip((2, 5, 9), throws, strict=True)))
    assert result.survivors == (2, 5, 9) and result.winner is None
    assert result.words.endswith("seats 2, 5 and 9 throw again.")


def test_a_three_way_game_eliminates_until_one_seat_is_left():
    first = play_round({2: SCISSORS, 5: ROCK, 9: ROCK})
    assert first.survivors == (5, 9)
    assert first.words == "Rock beats scissors: seat 2 is out; seats 5 and 9 throw again."
    second = play_round({5: ROCK, 9: PAPER})
    assert second.winner == 9
    assert second.words == "Paper beats rock: seat 5 is out; seat 9 wins."


def test_one_seat_cannot_play():
    with pytest.raises(RoshamboError, match="at least two seats"):
        play_round({3: ROCK})
