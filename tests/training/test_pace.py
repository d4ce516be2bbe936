"""The dealing shift: hands an hour of showdown work against the card room's pace."""

from __future__ import annotations

import pytest

from dealer_app.model.hands.games import Game
from dealer_app.training.pace import ROOM_PACE, DealingShift


def test_the_room_pace_is_the_card_room_figures() -> None:
    assert ROOM_PACE[Game.HOLDEM] == (30, 40)
    assert ROOM_PACE[Game.OMAHA] == ROOM_PACE[Game.STUD] == (25, 30)


def test_hands_an_hour_count_only_the_showdown_seconds() -> None:
    shift = DealingShift()
    for seconds in (20.0, 25.0, 15.0):
        shift.record("holdem", seconds, correct=True)
    shift.record("omaha8", 60.0, correct=False)
    report = shift.report()
    assert report.hands == 4 and report.right == 3
    assert report.seconds == 120.0
    # The pace counts the right showdowns only: 3 in 60 s.
    assert report.hands_per_hour == 180.0
    holdem, omaha = report.games
    assert holdem.hands_per_hour == 180.0
    assert omaha.hands_per_hour == 0.0
    assert report.lines[0] == (
        "4 showdowns in 2.0 min of showdown work, 3 right: 180 hands an hour over the right ones."
    )
    assert omaha.words.endswith(": 1 showdown, 0 right; no pace until a showdown is pushed right.")


def test_a_shift_with_nothing_right_gives_no_pace_and_lists_each_hand() -> None:
    shift = DealingShift()
    shift.record(
        "holdem",
        13.4,
        correct=False,
        mistakes=("Main pot: seat 1 gets nothing.",),
        reasons=("Seat 1 folded: a folded seat wins nothing.",),
    )
    report = shift.report()
    assert report.lines[0] == (
        "1 showdown in 0.2 min of showdown work, 0 right: no pace to give until a showdown "
        "is pushed right."
    )
    assert "within" not in " ".join(report.lines)
    assert report.hand_lines == (
        "Hand 1, Texas Hold'em: wrong, 13.4 s. Main pot: seat 1 gets nothing. "
        "Why: Seat 1 folded: a folded seat wins nothing.",
    )


def test_a_slow_showdown_is_over_the_share_the_pace_leaves() -> None:
    shift = DealingShift()
    shift.record("stud", 40.0, correct=True)
    (stud,) = shift.report().games
    # At 30 stud hands an hour a hand lasts 120 s; 40 s is a third of it.
    assert stud.share_of_hand == pytest.approx(1 / 3)
    assert stud.keeps_pace is False
    assert "take 33% of a hand, over the 20% it leaves for them" in stud.words


def test_a_home_game_has_no_room_pace() -> None:
    shift = DealingShift()
    shift.record("guts2", 5.0, correct=True)
    (guts,) = shift.report().games
    assert guts.keeps_pace is None
    assert guts.words.endswith("no card-room pace for this game.")


def test_a_negative_time_is_refused() -> None:
    with pytest.raises(ValueError, match="-1"):
        DealingShift().record("holdem", -1.0, correct=True)
