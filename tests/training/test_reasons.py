"""Each reason a miss can be given, produced by a spot that needs it."""

from __future__ import annotations

import random

import pytest

from dealer_app.model.cards import parse_cards
from dealer_app.training.drills import (
    Drill,
    HandAnswer,
    PotEntry,
    PotsAnswer,
    PotSplit,
    PotWinners,
    SplitAnswer,
    WinnerAnswer,
    expected_answer,
    grade,
    make_question,
    name_hand_question,
)
from dealer_app.training.reasons import reasons_for
from dealer_app.training.share_rules import Why
from dealer_app.training.spots import Spot, generate_spots, spot_from_dict
from tests.gui.training.training_testing import question_on


def spot_of(game: str, board: str, *seats: tuple[int, str, int, bool]) -> Spot:
    return spot_from_dict(
        {
            "format": "dealer-app/scenario@1",
            "game": game,
            "button": seats[-1][0],
            "board": parse_cards(board) and board.split(),
            "seats": [
                {"seat": seat, "cards": cards.split(), "committed": put_in, "folded": folded}
                for seat, cards, put_in, folded in seats
            ],
        }
    )


def whys(question, answer) -> list[Why]:
    assert not grade(question, answer, 5.0).correct
    return [reason.why for reason in reasons_for(question, answer)]


def winners(*pots: set[int], low: tuple[set[int], ...] = ()) -> WinnerAnswer:
    lows = low or tuple(set() for _pot in pots)
    return WinnerAnswer(
        tuple(PotWinners(frozenset(h), frozenset(lo)) for h, lo in zip(pots, lows, strict=True))
    )


def test_omaha_plays_two_hole_cards_and_three_from_the_board() -> None:
    # Seat 1 holds one spade to four on the board: no flush in Omaha.
    spot = spot_of(
        "omaha",
        "2s 5s 8s 9s Td",
        (1, "As 3h 4d Jc", 100, False),
        (2, "7c 6d Kh Kd", 100, False),
    )
    question = make_question(Drill.READ_WINNER, spot, random.Random(1))
    reasons = reasons_for(question, winners({1}))
    assert reasons[0].why is Why.OMAHA_TWO_PLUS_THREE
    assert "exactly two hole cards and three from the board: seat 1 has" in reasons[0].text
    assert "not Flush" in reasons[0].text
    hand = name_hand_question(spot, 1)
    flush = HandAnswer("flush", frozenset(parse_cards("As 2s 5s 8s 9s")))
    assert whys(hand, flush)[0] is Why.OMAHA_TWO_PLUS_THREE


def test_a_low_named_with_three_hole_cards_breaks_the_omaha_rule() -> None:
    for game, extra in (("omaha8", ""), ("bigo", " Qh")):
        spot = spot_of(
            game,
            "3c 4s 6h Tc 9d",
            (1, "As 5c 8d Kc" + extra, 100, False),
            (2, "Ks Qs Js Ts" + (" 9s" if extra else ""), 100, False),
        )
        low = name_hand_question(spot, 1, low=True)
        three_hole_cards = HandAnswer(None, frozenset(parse_cards("As 5c 8d 4s 6h")))
        reasons = reasons_for(low, three_hole_cards)
        assert [reason.why for reason in reasons] == [Why.OMAHA_TWO_PLUS_THREE], game
        assert "for the low too: these five use 3 of seat 1's" in reasons[0].text
        assert "6h 5c 4s 3c As" in reasons[0].text


def test_a_seat_all_in_for_less_is_not_in_the_side_pot() -> None:
    question = question_on("holdem-three-all-ins-side-pots", Drill.BUILD_POTS)
    right = expected_answer(question)
    pots = list(right.pots)
    pots[2] = PotEntry(pots[2].amount, pots[2].eligible | {3})
    reasons = reasons_for(question, PotsAnswer(tuple(pots)))
    assert [reason.why for reason in reasons] == [Why.ELIGIBILITY]
    assert reasons[0].text.startswith("Seat 3 is all in for 400")
    # The mistake names the seat that is wrong, not the whole list against one seat.
    mistakes = grade(question, PotsAnswer(tuple(pots)), 5.0).mistakes
    assert mistakes == ("Side pot 2: seat 3 cannot win it; only seats 5 and 6 can.",)
    pots[2] = PotEntry(pots[2].amount, frozenset({5}))
    mistakes = grade(question, PotsAnswer(tuple(pots)), 5.0).mistakes
    assert mistakes == ("Side pot 2: seat 6 can win it too (seats 5 and 6 can).",)


def test_a_folded_seat_wins_nothing() -> None:
    question = question_on("holdem-66-v-44-pairs-counterfeited", Drill.SPLIT_POT)
    right = expected_answer(question).pots[0]
    shares = {seat: dict(chips) for seat, chips in right.shares.items()}
    shares[8] = {"green": 1}
    answer = SplitAnswer((PotSplit(shares, right.odd_chip_seats),))
    reasons = reasons_for(question, answer)
    assert reasons[0].why is Why.FOLDED
    assert reasons[0].text.startswith("Seat 8 folded: a folded seat wins nothing")
    read = question_on("holdem-66-v-44-pairs-counterfeited", Drill.READ_WINNER)
    assert whys(read, winners({8}))[0] is Why.FOLDED


def test_the_odd_chip_goes_by_the_rule_to_its_seat() -> None:
    question = question_on("holdem-three-way-tie-two-odd-chips", Drill.SPLIT_POT)
    right = expected_answer(question).pots[0]
    answer = SplitAnswer((PotSplit(right.shares, (2, 5)),))
    reasons = reasons_for(question, answer)
    assert [reason.why for reason in reasons] == [Why.ODD_CHIP]
    first = question.pots[0].odd_chips[0]
    assert f"goes to seat {first.seat}: first seat clockwise from the button" in reasons[0].text


def test_a_low_must_qualify() -> None:
    question = question_on("omaha8-side-pot-nobody-has-a-low", Drill.READ_WINNER)
    right = expected_answer(question)
    assert isinstance(right, WinnerAnswer)
    side = right.pots[1]
    answer = WinnerAnswer((right.pots[0], PotWinners(side.high, frozenset({2}))))
    reasons = reasons_for(question, answer)
    assert [reason.why for reason in reasons] == [Why.QUALIFYING_LOW]
    assert "five different ranks, eight or lower: nobody has one" in reasons[0].text


def test_the_board_plays() -> None:
    question = question_on("holdem-66-v-44-pairs-counterfeited", Drill.READ_WINNER)
    reasons = reasons_for(question, winners({3}))
    assert [reason.why for reason in reasons] == [Why.BOARD_PLAYS]
    assert reasons[0].text.startswith("The board plays: ")


def test_a_counterfeited_kicker_does_not_play() -> None:
    question = question_on("holdem-ak-v-aq-board-plays", Drill.READ_WINNER)
    reasons = reasons_for(question, winners({1}))
    assert [reason.why for reason in reasons] == [Why.COUNTERFEITED]
    assert reasons[0].text.startswith("Seat 1's Kd does not play")


def test_a_straight_has_no_kickers() -> None:
    spot = spot_of(
        "holdem",
        "9c 7d 5h 2s Kc",
        (1, "8h 6c", 100, False),
        (2, "8d 6d", 100, False),
    )
    question = make_question(Drill.READ_WINNER, spot, random.Random(1))
    reasons = reasons_for(question, winners({2}))
    assert [reason.why for reason in reasons] == [Why.STRAIGHT_NO_KICKERS]
    assert reasons[0].text.startswith("A straight has no kickers: seats 1 and 2")


def test_the_better_hand_is_said_when_no_other_rule_applies() -> None:
    question = question_on("holdem-three-all-ins-side-pots", Drill.READ_WINNER)
    right = expected_answer(question)
    main_winner = min(right.pots[0].high)
    loser = next(seat for seat in (1, 3, 5, 6) if seat not in right.pots[0].high)
    answer = WinnerAnswer((PotWinners(frozenset({loser})), *right.pots[1:]))
    reasons = reasons_for(question, answer)
    assert reasons[0].why is Why.BETTER_HAND
    assert reasons[0].text.startswith(f"Seat {main_winner}'s ")


def test_a_right_answer_has_no_reasons() -> None:
    for drill in Drill:
        question = question_on("holdem-three-way-tie-two-odd-chips", drill)
        assert reasons_for(question, expected_answer(question)) == ()


def test_a_pot_holds_the_chips_up_to_the_smallest_all_in() -> None:
    question = question_on("holdem-three-all-ins-side-pots", Drill.BUILD_POTS)
    right = expected_answer(question)
    pots = list(right.pots)
    pots[1] = PotEntry(pots[1].amount + 100, pots[1].eligible)
    reasons = reasons_for(question, PotsAnswer(tuple(pots)))
    assert [reason.why for reason in reasons] == [Why.POT_SIZE]
    assert reasons[0].text.endswith(f"the side pot 1 holds {question.pots[1].amount}.")


def test_tied_hands_share_the_pot_equally() -> None:
    question = question_on("holdem-three-way-tie-two-odd-chips", Drill.SPLIT_POT)
    right = expected_answer(question).pots[0]
    shares = {seat: dict(chips) for seat, chips in right.shares.items()}
    first = min(shares)
    colour = next(iter(shares[first]))
    shares[first][colour] += 1
    answer = SplitAnswer((PotSplit(shares, right.odd_chip_seats),))
    reasons = reasons_for(question, answer)
    assert [reason.why for reason in reasons] == [Why.EQUAL_SHARES]
    assert reasons[0].text.startswith("Tied hands share a pot equally: ")
    # Button on seat 8: seat 9 is the first clockwise and takes the first odd chip.
    assert right.odd_chip_seats == (9, 2)
    assert reasons[0].text.endswith("; the tie's odd chips go to seats 9 and 2.")


def test_a_tie_of_a_hand_named_with_its_cards_says_it_in_one_pair_of_parentheses() -> None:
    # Razzdugi: both seats make 6-4-3-2-A for the razz half and A-2-3-4 for the badugi.
    spot = spot_of(
        "razzdugi",
        "",
        (1, "As 2d 3c 4h 6s Kd Kh", 100, False),
        (2, "Ac 2h 3d 4s 6h Qd Qc", 100, False),
    )
    question = make_question(Drill.READ_WINNER, spot, random.Random(1))
    reasons = reasons_for(question, winners({2}, low=({1, 2},)))
    assert [reason.why for reason in reasons] == [Why.BETTER_HAND]
    assert reasons[0].text == (
        "Seats 1 and 2 hold the same razz hand (Six-four low, 6-4-3-2-A): they tie for the razz "
        "half and the badugi half too, so the pot is split once between them."
    )


@pytest.mark.parametrize("game", ["badacey", "badeucy", "razzdugi"])
def test_a_seat_paid_that_lost_both_halves_is_told_whose_hand_beats_it(game: str) -> None:
    # The badugi half's winner may hold a worse five-card hand than the seat paid: the
    # seat is told against the five-card half's winner.
    told = 0
    for spot in generate_spots(random.Random(1), 40, games=[game], difficulty=3):
        question = make_question(Drill.SPLIT_POT, spot, random.Random(1))
        right = expected_answer(question).pots[0]
        pot = question.pots[0]
        winners = {share.seat for share in pot.shares if share.amount}
        losers = sorted(seat for seat in pot.eligible if seat not in winners)
        if not losers:
            continue
        shares = dict(right.shares)
        shares[losers[0]] = shares.pop(min(winners))
        answer = SplitAnswer(
            (PotSplit(shares, right.odd_chip_seats), *expected_answer(question).pots[1:])
        )
        assert Why.BETTER_HAND in whys(question, answer)
        told += 1
    assert told


def test_a_push_of_chips_the_pot_does_not_hold_says_the_rack_gives_only_lower_chips() -> None:
    spot = spot_from_dict(
        {
            "game": "holdem",
            "button": 2,
            "board": ["As", "Ks", "Qd", "Jc", "Th"],
            "seats": [
                {"seat": 1, "cards": ["2c", "3d"], "committed": 30},
                {"seat": 2, "cards": ["4h", "5h"], "committed": 30},
            ],
            "pots": [{"chips": {"red": 12}}],
        }
    )
    question = make_question(Drill.SPLIT_POT, spot, random.Random(1))
    # Each seat is given its 30, but the green the pot never held: the rack gives a
    # pot's chip only for lower ones.
    answer = SplitAnswer((PotSplit({1: {"green": 1, "red": 1}, 2: {"red": 6}}, ()),))
    reasons = reasons_for(question, answer)
    assert [reason.why for reason in reasons] == [Why.POT_CHIPS]
    assert reasons[0].text.endswith("the main pot holds 12 red.")
