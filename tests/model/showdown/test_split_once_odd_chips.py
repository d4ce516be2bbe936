"""The same seats tie high and low and the pot is split once: its odd chips go to the seats
halving favours, in the order halving gave them, each with halving's reason."""

from __future__ import annotations

from dealer_app.model.chips import ChipSet
from dealer_app.model.showdown.resolve import resolve
from tests.model.showdown.showdown_tables import seat, table

WHITES = ChipSet.of(green=25, red=5, white=1)


def test_the_odd_chips_follow_the_low_half_order() -> None:
    # 635 three ways: the high half (318) splits evenly; the low half (317) gives its two
    # odd chips by the lowest card by suit, 3c (seat 7) first, then 3h (seat 4).
    result = resolve(
        table(
            "stud8",
            seat(4, "3h 4s 5c 6d 7h Qs 9c", 210),
            seat(5, "3s 4c 5d 6h 7s Qc 9d", 210),
            seat(7, "3c 4d 5h 6s 7c Qd 9h", 210),
            seat(8, "", 5, folded=True),
            chips=WHITES,
        )
    )
    assert dict(result.payouts) == {4: 212, 5: 211, 7: 212}
    odd = result.pots[0].odd_chips
    assert [(chip.seat, chip.reason) for chip in odd] == [
        (7, "lowest card by suit: 3c"),
        (4, "next lowest card by suit: 3h"),
    ]


def test_a_seat_with_an_odd_chip_of_each_half_says_so() -> None:
    # 1576 three ways: each half (788) leaves two odd chips. The high half gives them to
    # As and Ah, the low half to Ad and Ah: seat 4 (Ah) ends one chip ahead of the others.
    result = resolve(
        table(
            "stud8",
            seat(4, "Ah 2s 3c 4d 5h 7s Kc", 525),
            seat(6, "As 2c 3d 4h 5s 7c Kd", 525),
            seat(7, "Ad 2h 3s 4c 5d 7h Ks", 525),
            seat(9, "", 1, folded=True),
            chips=WHITES,
        )
    )
    assert dict(result.payouts) == {4: 526, 6: 525, 7: 525}
    (odd,) = result.pots[0].odd_chips
    assert odd.seat == 4
    assert odd.reason == (
        "an odd chip of each half: next highest card by suit: Ah and next lowest card by suit: Ah"
    )


def test_a_button_game_split_once_gives_its_odd_chip_by_the_button() -> None:
    # 176 three ways in 2-unit yellows: each half (88) leaves two odd chips; halving gives
    # seat 1 one of each (the high half's first; the low half's after seat 6, which had none).
    # Split once, the 88 units leave one odd chip: the first seat clockwise from the button.
    result = resolve(
        table(
            "omaha8",
            seat(1, "6h 8c 2d 5d", 80),
            seat(3, "5c 2h 9d 7c", 44),
            seat(5, "8h 6s 2c 7h", 44),
            seat(6, "7s 9c 8s 8d", 44),
            board="6d 9h 5s 2s 7d",
            button=6,
            chips=ChipSet.of(blue=10, yellow=2),
        )
    )
    main = result.pots[0]
    assert {share.seat: share.amount for share in main.shares} == {1: 60, 5: 58, 6: 58}
    assert [(odd.seat, odd.reason) for odd in main.odd_chips] == [
        (1, "first seat clockwise from the button")
    ]
    # Named once, where seats 5 and 6 take the lower chips an odd unit short of the blue.
    assert result.step_texts[-1] == (
        "Main pot: seat 1 takes the last blue; seats 5 and 6 take 4 yellow each for the blue, "
        "the odd yellow chip staying with seat 1 (first seat clockwise from the button)."
    )
    assert not [text for text in result.step_texts if "in the larger chips" in text]


def test_a_seat_served_after_one_with_no_odd_chip_says_so() -> None:
    # Per pot, seats 1 and 2 already hold an odd chip of the pot: seat 3 takes the next
    # one first, and seats 1 and 2 come after it, each saying why.
    from dealer_app.model.hands.games import OddChipOrder
    from dealer_app.model.showdown.odd_chips import OddChipPolicy

    policy = OddChipPolicy(OddChipOrder.BUTTON, button=9)
    order = policy.order_of_seats([1, 2, 3])
    assert policy.in_pot(order, {1: 1, 2: 1}) == (
        (
            3,
            "next seat clockwise from the button; seats 1 and 2 already have an odd chip of "
            "this pot, one per player",
        ),
        (
            1,
            "first seat clockwise from the button, after seat 3: one odd chip per player "
            "before a second",
        ),
        (
            2,
            "next seat clockwise from the button, after seat 3: one odd chip per player "
            "before a second",
        ),
    )
