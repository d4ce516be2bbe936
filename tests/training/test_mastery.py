"""The mastery rule: 50 spots of a tag, 27 of the last 30 right and within their aim."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from dealer_app.training.mastery import Answer, is_good, mastery_by_tag

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def answers(tag: str, outcomes: str) -> list[Answer]:
    """One answer per letter: g good, w wrong, s right but slow, u right but untimed."""
    made = []
    for n, letter in enumerate(outcomes):
        aim: float | None = None if letter == "u" else 10.0
        seconds = 12.0 if letter == "s" else 8.0
        made.append(Answer((tag,), letter != "w", seconds, aim, START + timedelta(seconds=n)))
    return made


def test_fifty_spots_with_27_of_the_last_30_good_is_mastered() -> None:
    history = answers("side-pots", "w" * 20 + "g" * 27 + "www")
    mastery = mastery_by_tag(history)["side-pots"]
    assert (mastery.spots, mastery.good_of_last, mastery.mastered) == (50, 27, True)


def test_26_of_the_last_30_is_not_mastered() -> None:
    history = answers("side-pots", "g" * 20 + "g" * 26 + "wwww")
    assert not mastery_by_tag(history)["side-pots"].mastered


def test_49_spots_are_not_enough_however_good() -> None:
    assert not mastery_by_tag(answers("side-pots", "g" * 49))["side-pots"].mastered
    assert mastery_by_tag(answers("side-pots", "g" * 50))["side-pots"].mastered


def test_right_but_slow_or_untimed_answers_are_not_good() -> None:
    history = answers("three-way-tie", "g" * 20 + "g" * 26 + "s" * 2 + "u" * 2)
    mastery = mastery_by_tag(history)["three-way-tie"]
    assert mastery.good_of_last == 26
    assert not mastery.mastered
    slow, untimed = history[-3], history[-1]
    assert not is_good(slow) and not is_good(untimed)


def test_the_last_thirty_are_the_latest_by_time_not_by_list_order() -> None:
    history = answers("dead-money", "w" * 3 + "g" * 47)
    shuffled = history[10:] + history[:10]
    assert mastery_by_tag(shuffled)["dead-money"].good_of_last == 30


def test_a_spot_counts_for_each_of_its_tags() -> None:
    both = [
        Answer(("side-pots", "dead-money"), True, 5.0, 10.0, START + timedelta(seconds=n))
        for n in range(50)
    ]
    mastery = mastery_by_tag(both)
    assert set(mastery) == {"dead-money", "side-pots"}
    assert all(entry.mastered for entry in mastery.values())
    assert mastery["side-pots"].words.startswith("mastered: 50 spots")
