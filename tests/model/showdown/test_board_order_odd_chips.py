"""A pot run more than once gives its odd chips over all its boards at once (per pot): the
units the boards' divisions force first, then the ties' odd chips, one per player before a
second, clockwise from the button; the order the boards are listed in changes nothing."""

from __future__ import annotations

import itertools

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealer_app.model.cards import FULL_DECK, Card, Rank, parse_cards
from dealer_app.model.chips import ChipCounts, ChipSet
from dealer_app.model.hands.games import game_rules
from dealer_app.model.showdown.odd_chip_rules import OddChipRule
from dealer_app.model.showdown.resolve import resolve
from dealer_app.model.showdown.scenario import Scenario
from dealer_app.model.showdown.seats import SeatEntry
from tests.model.showdown.showdown_tables import UNIT_CHIPS, seat, table

WHITES = ChipSet.of(white=1)

# Hold'em hi-lo heads-up, 14 in: both seats play the royal flush of the first board; on the
# second, seat 2 takes the high half (three kings) and seat 1 the low (8-5-4-3-2).
ROYAL = "Ts Js Qs Ks As"
HIGH_TO_2_LOW_TO_1 = "Kd Kc 4h 5c 8d"


def _heads_up_hi_lo(*boards: str, odd_chips: OddChipRule = OddChipRule.PER_POT) -> Scenario:
    return table(
        "holdem8",
        seat(1, "2c 3d", 7),
        seat(2, "Kh 9h", 7),
        boards=boards,
        button=1,
        chips=WHITES,
        odd_chips=odd_chips,
    )


def test_a_later_boards_forced_unit_moves_an_earlier_ties_odd_chip() -> None:
    # Board 2's 7 halve 4-3: its odd unit goes with the high half to seat 2. Counted first,
    # it leaves board 1's tie chip to seat 1: one odd chip each, 7 and 7.
    result = resolve(_heads_up_hi_lo(ROYAL, HIGH_TO_2_LOW_TO_1))
    assert dict(result.payouts) == {1: 7, 2: 7}
    (pot,) = result.pots
    assert sorted((odd.seat, odd.reason) for odd in pot.odd_chips) == [
        (
            1,
            "next seat clockwise from the button; seat 2 takes an odd chip of this pot"
            " elsewhere, one per player",
        ),
        (2, "the high hand takes the odd chip of the high-low split"),
    ]
    assert [odd.seat for odd in pot.runs[0].odd_chips] == [1]
    assert [odd.seat for odd in pot.runs[1].odd_chips] == [2]


def test_the_boards_listed_the_other_way_pay_the_same() -> None:
    result = resolve(_heads_up_hi_lo(HIGH_TO_2_LOW_TO_1, ROYAL))
    assert dict(result.payouts) == {1: 7, 2: 7}
    assert [odd.seat for odd in result.pots[0].runs[1].odd_chips] == [1]


def test_per_split_still_gives_each_boards_chip_on_its_own() -> None:
    # Per split seat 2, the big blind, takes the tie's chip as well as the halving's.
    for boards in ((ROYAL, HIGH_TO_2_LOW_TO_1), (HIGH_TO_2_LOW_TO_1, ROYAL)):
        result = resolve(_heads_up_hi_lo(*boards, odd_chips=OddChipRule.PER_SPLIT))
        assert dict(result.payouts) == {1: 6, 2: 8}


# Three seats, button 3: seats 1 and 2 tie on STRAIGHTS (king-high straights), seats 1 and
# 3 on FULL_HOUSES (sevens full of aces). Each board's 9 leaves one odd chip.
STRAIGHTS = "9c Tc Jd Qs 2h"
FULL_HOUSES = "7s 7d As Ad Qh"


def _three_ties(*boards: str, pot: dict[str, int] | None = None) -> Scenario:
    committed = None if pot else 6
    return table(
        "holdem",
        seat(1, "Kd 7h", committed),
        seat(2, "Kh 4c", committed),
        seat(3, "7c 8s", committed),
        boards=boards,
        button=3,
        chips=WHITES,
        pot=pot,
    )


def test_the_first_seats_clockwise_take_one_each_whatever_board_comes_first() -> None:
    # Seat 1 takes one and seat 2 the other: seat 1's is the full houses' board, the only
    # one seat 2 can't take. Paid board by board, seat 3 took one when the straights came
    # first.
    for boards in ((STRAIGHTS, FULL_HOUSES), (FULL_HOUSES, STRAIGHTS)):
        result = resolve(_three_ties(*boards))
        assert dict(result.payouts) == {1: 9, 2: 5, 3: 4}
        (pot,) = result.pots
        reasons = {odd.seat: odd.reason for odd in pot.odd_chips}
        assert reasons == {
            1: "first seat clockwise from the button",
            2: "next seat clockwise from the button; seat 1 takes an odd chip of this pot"
            " elsewhere, one per player",
        }


def test_the_pots_odd_unit_still_goes_to_the_first_board_listed() -> None:
    # 15 over two boards: the first takes 8, the second 7, whose tie leaves the one odd
    # chip, to seat 1. Which tie that is, the order of the boards says (the contract's
    # one exception).
    straights_first = resolve(_three_ties(STRAIGHTS, FULL_HOUSES, pot={"white": 15}))
    assert dict(straights_first.payouts) == {1: 8, 2: 4, 3: 3}
    full_houses_first = resolve(_three_ties(FULL_HOUSES, STRAIGHTS, pot={"white": 15}))
    assert dict(full_houses_first.payouts) == {1: 8, 2: 3, 3: 4}


GAMES = ("holdem", "holdem8", "omaha8")
CHIP_SETS = (WHITES, UNIT_CHIPS, ChipSet.of(five=5, two=2, one=1))
# Royal flushes on the board: in hold'em every seat plays one, and they tie.
ROYALS = tuple(parse_cards(f"T{suit} J{suit} Q{suit} K{suit} A{suit}") for suit in "shdc")


@st.composite
def boards_run_out(draw: st.DrawFn) -> Scenario:
    """A pot run two or three times that divides evenly between the boards (so the contract
    leaves no odd unit to the first board), dealt to tie often: the seats' cards of a few
    ranks, and some boards royal flushes."""
    rules = game_rules(draw(st.sampled_from(GAMES)))
    chips = draw(st.sampled_from(CHIP_SETS))
    runs = draw(st.integers(2, 3))
    numbers = draw(st.lists(st.integers(1, 10), min_size=2, max_size=4, unique=True))
    royal = [draw(st.booleans()) for _ in range(runs)]
    royals = iter(ROYALS)
    played = {run: next(royals) for run in range(runs) if royal[run]}
    deck: list[Card] = list(draw(st.permutations(FULL_DECK)))
    deck = [card for card in deck if not any(card in board for board in played.values())]
    # Ranks below the royals' keep their four cards: enough ranks for every seat's cards.
    low_ranks = sorted({card.rank for card in FULL_DECK if card.rank < Rank.TEN})
    enough = rules.hole_cards * len(numbers) // 4 + 1
    ranks = draw(st.sets(st.sampled_from(low_ranks), min_size=enough))
    few_ranks = [card for card in deck if card.rank in ranks]
    live = draw(st.sets(st.sampled_from(numbers), min_size=2))
    seats = [
        SeatEntry(number, tuple(few_ranks.pop() for _ in range(rules.hole_cards)), "", folded)
        for number in numbers
        for folded in [number not in live]
    ]
    held = {card for entry in seats for card in entry.cards}
    deck = [card for card in deck if card not in held]
    boards = [played.get(run) or tuple(deck.pop() for _ in range(5)) for run in range(runs)]
    return Scenario(
        game=rules.game,
        seats=tuple(seats),
        chips=chips,
        button=draw(st.sampled_from(numbers)),
        boards=tuple(boards),
        # In the smallest chips, so that every part and half is odd or even as it comes.
        pot=ChipCounts.of({chips.unit_chip.name: draw(st.integers(1, 20)) * runs}),
    )


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards_run_out())
def test_the_order_of_the_boards_never_changes_the_payouts(scenario: Scenario) -> None:
    paid = dict(resolve(scenario).payouts)
    for boards in itertools.permutations(scenario.boards):
        if boards != scenario.boards:
            reordered = Scenario(
                game=scenario.game,
                seats=scenario.seats,
                chips=scenario.chips,
                button=scenario.button,
                boards=boards,
                pot=scenario.pot,
            )
            assert dict(resolve(reordered).payouts) == paid
