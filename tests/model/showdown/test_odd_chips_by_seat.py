"""A seat's odd chips, named once with how many, in the order the chips are given."""

from __future__ import annotations

from dealer_app.model.showdown.odd_chips import (
    SeatOddChips,
    describe_odd_chip_seats,
    odd_chip_seats,
    odd_chips_by_seat,
    odd_chips_go,
)

FIRST = "first seat clockwise from the button"
NEXT = "next seat clockwise from the button"


def test_the_first_seat_given_an_odd_chip_comes_first_whatever_its_number() -> None:
    # Button on seat 2: seat 3 is first clockwise, seat 1 next.
    assert odd_chips_by_seat([(3, FIRST), (1, NEXT)]) == (
        SeatOddChips(3, 1, FIRST),
        SeatOddChips(1, 1, NEXT),
    )
    assert describe_odd_chip_seats([3, 1]) == "seats 3 and 1"
    assert describe_odd_chip_seats([3, 1], then=True) == "seat 3, then seat 1"
    assert odd_chips_go([(3, FIRST), (1, NEXT)]) == (
        f"the odd chips go to seat 3 ({FIRST}) and seat 1 ({NEXT})"
    )


def test_a_seat_given_the_first_and_the_third_is_named_once_first() -> None:
    assert odd_chip_seats([1, 2, 1]) == (SeatOddChips(1, 2), SeatOddChips(2, 1))
    assert odd_chips_by_seat([(2, FIRST), (1, NEXT), (2, FIRST)]) == (
        SeatOddChips(2, 2, FIRST),
        SeatOddChips(1, 1, NEXT),
    )
    # Not "seat 1 twice, then seat 2": seat 2's chip comes before seat 1's second.
    assert describe_odd_chip_seats([1, 2, 1], then=True) == "seat 1 twice and seat 2"
    assert describe_odd_chip_seats([2, 1, 2]) == "seat 2 twice and seat 1"


def test_each_reason_is_said_once_in_the_order_given() -> None:
    (taken,) = odd_chips_by_seat([(4, "high half"), (4, "low half"), (4, "high half")])
    assert taken == SeatOddChips(4, 3, "high half; low half")
    assert taken.to_seat("red") == "3 odd red chips to seat 4"
    assert taken.seat_times() == "seat 4 three times"


def test_one_odd_chip_reads_singular_with_or_without_the_article() -> None:
    one = SeatOddChips(5, 1, FIRST)
    assert one.chips("white") == "odd white chip"
    assert one.to_seat("white", the=True) == "the odd white chip to seat 5"
    assert SeatOddChips(5, 2).to_seat("white", the=True) == "2 odd white chips to seat 5"
    assert one.share() == "one to seat 5"
    assert (
        odd_chips_go([(5, FIRST)], chip="white") == f"the odd white chip goes to seat 5 ({FIRST})"
    )
