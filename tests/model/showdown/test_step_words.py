"""How a step names the seats it hands chips to."""

from __future__ import annotations

from dealer_app.model.showdown.steps import Handout, Step, StepKind


def test_seats_evened_up_together_are_said_in_seat_order() -> None:
    # Handed out in odd-chip order (seat 2 first); said as a dealer counts seats.
    step = Step(
        StepKind.EVEN_UP,
        "Main pot, low half",
        note="green",
        handouts=(
            Handout(3, "green", 1),
            Handout(2, "red", 4),
            Handout(1, "red", 4),
        ),
    )
    assert step.text == (
        "Main pot, low half: seat 3 takes the last green; seats 1 and 2 take 4 red each for it."
    )


def test_seats_given_one_colour_each_are_said_in_seat_order() -> None:
    step = Step(
        StepKind.SHARE,
        "Main pot",
        handouts=(Handout(9, "red", 2), Handout(2, "red", 2)),
    )
    assert step.text == "Main pot: 2 red each to seats 2 and 9."
