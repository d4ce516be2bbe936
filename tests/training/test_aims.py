"""Time aims per drill, scaled by the table, and the fast / on time / slow grading."""

from __future__ import annotations

import pytest

from dealer_app.model.showdown.resolve import resolve
from dealer_app.model.showdown.scenario import Scenario
from dealer_app.model.showdown.seats import SeatEntry
from dealer_app.model.showdown.steps import StepKind
from dealer_app.training.aims import AimError, Speed, time_aim

FOUR_WAY_ALL_IN = Scenario.of(
    "holdem",
    [
        SeatEntry.of(1, "Ah Kd", committed=100),
        SeatEntry.of(2, "Qs Qh", committed=250),
        SeatEntry.of(3, "7c 7d", committed=400),
        SeatEntry.of(4, "9s 8s", committed=400),
        SeatEntry.of(5, folded=True, committed=60),
    ],
    board="2c 5h Td Jc 3s",
    button=5,
)


def test_reading_the_winner_grows_by_one_and_a_half_seconds_a_live_seat() -> None:
    aim = time_aim("read-winner", resolve(FOUR_WAY_ALL_IN))
    assert aim.seconds == 3 + 1.5 * 4
    assert "4 seats" in aim.basis


def test_building_pots_counts_the_pots_not_the_uncalled_bet() -> None:
    result = resolve(FOUR_WAY_ALL_IN)
    assert [pot.name for pot in result.pots] == ["Main pot", "Side pot 1", "Side pot 2"]
    assert time_aim("build-pots", result).seconds == 4 + 5 * 3
    uncalled = resolve(FOUR_WAY_ALL_IN.with_seat(SeatEntry.of(4, "9s 8s", committed=900)))
    assert uncalled.pots[-1].returned
    assert time_aim("build-pots", uncalled).seconds == 4 + 5 * 3


def test_splitting_follows_the_chip_moves_of_the_model_steps() -> None:
    result = resolve(FOUR_WAY_ALL_IN)
    # Announcing a pot and killing its losing hands move no chip.
    moves = [s for s in result.steps if s.kind not in (StepKind.POT, StepKind.KILL)]
    assert time_aim("split-pot", result).seconds == 4 + 3 * len(moves)


@pytest.mark.parametrize(
    ("game", "seats", "board", "seconds"),
    [
        ("holdem", [("Ah Kd"), ("Qs Qh")], "2c 5h Td Jc 3s", 4 + 2),
        ("omaha8", [("Ah Kd 2s 3s"), ("Qs Qh 4d 5d")], "2c 5h Td Jc 7s", 7 + 2),
        ("stud", [("Ah Kd 2s 3s 4h 5h 6d"), ("Qs Qh 4d 5d 6c 7c 8c")], "", 5 + 2),
    ],
)
def test_naming_the_hand_takes_four_to_seven_seconds_to_read_and_two_to_type(
    game: str, seats: list[str], board: str, seconds: float
) -> None:
    scenario = Scenario.of(
        game, [SeatEntry.of(n, cards) for n, cards in enumerate(seats, 1)], board=board, button=1
    )
    assert time_aim("name-hand", resolve(scenario)).seconds == seconds


def test_an_answer_is_fast_on_time_or_slow_against_its_aim() -> None:
    aim = time_aim("read-winner", resolve(FOUR_WAY_ALL_IN))
    assert aim.speed(aim.seconds * 0.5) is Speed.FAST
    assert aim.speed(aim.seconds) is Speed.ON_TIME
    assert aim.speed(aim.seconds + 0.1) is Speed.SLOW
    assert aim.within(aim.seconds) and not aim.within(aim.seconds + 0.1)


def test_an_unknown_drill_is_refused_by_name() -> None:
    with pytest.raises(AimError, match='"juggling"'):
        time_aim("juggling", resolve(FOUR_WAY_ALL_IN))
