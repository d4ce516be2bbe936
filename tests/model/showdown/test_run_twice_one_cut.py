"""Run it twice, one cut: the same seats tying on every board share the pot in one split."""

from __future__ import annotations

from dealer_app.model.chips import ChipSet
from dealer_app.model.showdown.resolve import resolve
from dealer_app.model.showdown.scenario import Scenario
from dealer_app.model.showdown.seats import SeatEntry
from dealer_app.model.showdown.steps import StepKind

CASINO = ChipSet.of(black=100, green=25, red=5, white=1)
ROYALS = ("As Ks Qs Js Ts", "Ah Kh Qh Jh Th")


def _tied_twice(pot: dict[str, int], boards: tuple[str, ...] = ROYALS) -> Scenario:
    return Scenario.of(
        "holdem",
        [SeatEntry.of(9, "2c 3c"), SeatEntry.of(10, "2d 3d")],
        boards=boards,
        button=8,
        chips=CASINO,
        pot=pot,
    )


def test_a_pot_tied_by_the_same_seats_on_both_boards_is_pushed_in_one_cut() -> None:
    # Cut board by board, each board's black would go to the rack: one cut needs none.
    result = resolve(_tied_twice({"black": 2}))
    (pot,) = result.pots
    assert [(share.seat, share.chips.as_dict()) for share in pot.shares if share.chips] == [
        (9, {"black": 1}),
        (10, {"black": 1}),
    ]
    assert not [step for step in result.steps if step.kind is StepKind.CHANGE]
    # The amounts are the parts': 50 to each seat on each board; the runs are not counted out.
    for run in pot.runs:
        assert [(share.seat, share.amount, share.chips) for share in run.shares] == [
            (9, 50, None),
            (10, 50, None),
        ]
    texts = [step.text for step in result.steps]
    assert "Main pot: 1 black each to seats 9 and 10." in texts


def test_one_cut_keeps_each_odd_chip_where_the_boards_put_it() -> None:
    # 3 white over two boards: board 1 takes 2, split 1 each; board 2's 1 white is the odd
    # chip, to seat 9 (first clockwise from the button): seat 9 gets 2, seat 10 gets 1.
    result = resolve(_tied_twice({"white": 3}))
    (pot,) = result.pots
    assert {share.seat: share.amount for share in pot.shares} == {9: 2, 10: 1}
    assert [odd.seat for odd in pot.odd_chips] == [9]


def test_different_winners_on_the_boards_are_still_cut_board_by_board() -> None:
    split_boards = ("As Ks Qs Js Ts", "2h 2s 7c 8d 9h")
    scenario = Scenario.of(
        "holdem",
        [SeatEntry.of(9, "2c 3c"), SeatEntry.of(10, "Ad Kd")],
        boards=split_boards,
        button=8,
        chips=CASINO,
        pot={"black": 2},
    )
    result = resolve(scenario)
    (pot,) = result.pots
    assert [run.winners.seats for run in pot.runs] == [(9, 10), (9,)]
    assert any(step.where == "Main pot, board 2" for step in result.steps)


def test_a_high_low_pot_split_once_over_the_boards_is_said_to_be_split_once_not_by_board() -> None:
    # Omaha-8 run twice: seat 1 takes high and seat 2 low on both boards. The pot is split
    # once between them: its high-low split is made once for the whole pot, never board by
    # board, and no announcement says it is not halved (the odd chip is the high half's).
    scenario = Scenario.of(
        "omaha8",
        [SeatEntry.of(1, "Kc Kd Qh Qs"), SeatEntry.of(2, "As 2d 9s 9h")],
        boards=("3h 5s 8d Kh Jc", "3h 5s 8d Ks Jd"),
        button=2,
        chips=CASINO,
        pot={"green": 3, "red": 1},
    )
    result = resolve(scenario)
    (pot,) = result.pots
    assert pot.split_once_on_boards
    texts = [step.text for step in result.steps]
    assert not [text for text in texts if "halved" in text]
    assert (
        "Main pot, board 1: high to seat 1 (Three of a Kind, Kings, Jack-Eight kickers); low to "
        "seat 2 (Low: 8-5-3-2-A); the same on both boards: the whole pot is split once, not "
        "board by board."
    ) in texts
    assert "Main pot: 1 green each to seats 1 and 2." in texts
