"""Read the winner tells a miss in the game's own words: the halves by their names where the
game names them, and no low half in a game that does not split its pots."""

from __future__ import annotations

from dealer_app.training.drills import Drill, PotWinners, WinnerAnswer, grade
from tests.gui.training.training_testing import question_on


def _mistakes(key: str, answer: WinnerAnswer) -> tuple[str, ...]:
    return grade(question_on(key, Drill.READ_WINNER), answer, 2.0).mistakes


def test_badeucy_halves_are_named_deuce_to_seven_and_badugi() -> None:
    swapped = WinnerAnswer((PotWinners(frozenset({2}), frozenset({1})),))
    assert _mistakes("badeucy-aces-high-in-the-badugi", swapped) == (
        "Main pot: seat 1 wins the deuce-to-seven half.",
        "Main pot: seat 2 does not win the deuce-to-seven half.",
        "Main pot: seat 2 wins the badugi half.",
        "Main pot: seat 1 does not win the badugi half.",
    )


def test_razzdugi_halves_are_named_razz_and_badugi() -> None:
    question = question_on("razzdugi-badugi-tie-lowest-card", Drill.READ_WINNER)
    mistakes = grade(question, WinnerAnswer((PotWinners(frozenset()),)), 2.0).mistakes
    assert mistakes
    assert all(" the razz half" in words or " the badugi half" in words for words in mistakes)
    assert not any("high" in words or "low" in words for words in mistakes)


def test_a_low_named_in_deuce_to_seven_is_told_the_pot_is_not_split() -> None:
    question = question_on("deuce7-a-pair-beats-a-flush", Drill.READ_WINNER)
    right = question.spot.result.pots[0].winners.low
    answer = WinnerAnswer((PotWinners(frozenset(right), frozenset(right)),))
    assert grade(question, answer, 2.0).mistakes == (
        "Main pot: Deuce-to-Seven Lowball does not split the pot: name the seats that win it, "
        "with no low.",
    )
