"""Resolving showdowns: the split rules of the contract, one test per rule."""

from __future__ import annotations

import pytest

from dealer_app.model.cards import Rank
from dealer_app.model.chips import ChipSet
from dealer_app.model.formats.scenario import scenario_from_json
from dealer_app.model.hands.strength import Category, HouseRules
from dealer_app.model.showdown.odd_chip_rules import StudOddChip
from dealer_app.model.showdown.resolve import evaluate_seats, resolve
from dealer_app.model.showdown.result import Result
from dealer_app.model.showdown.seats import IncompleteScenarioError, ScenarioError
from dealer_app.resources_path import resource
from tests.model.showdown.showdown_tables import seat, table


def paid(result: Result) -> dict[int, int]:
    return dict(result.payouts)


def odd_seats(result: Result, pot: int = 0) -> list[int]:
    return [odd.seat for odd in result.pots[pot].odd_chips]


def test_board_plays_ak_and_aq_split_the_pot_colour_by_colour() -> None:
    result = resolve(
        table(
            "holdem",
            seat(1, "Ah Kd", 300),
            seat(4, "Ac Qc", 300),
            seat(7, "", 50, folded=True),
            board="Jh 2c 2d 5s 5h",
            button=4,
        )
    )
    pot = result.pots[0]
    assert (pot.amount, pot.eligible, pot.winners.high) == (650, (1, 4), (1, 4))
    assert {s.seat: s.chips.as_dict() for s in pot.shares} == {
        1: {"black": 3, "green": 1},
        4: {"black": 3, "green": 1},
    }
    assert paid(result) == {1: 325, 4: 325}
    assert [hand.seat for hand in result.hands] == [1, 4]
    assert result.hands[0].name == "Two Pair, Fives and Twos, Ace kicker"
    assert "Tie" in pot.explanation[0]


def test_three_way_tie_two_odd_chips_wrap_past_the_highest_seat() -> None:
    # Button on 8: clockwise the tied seats come 9, then (wrapping round) 2, then 5.
    scenario = table(
        "holdem",
        seat(1, "", 1, folded=True),
        seat(2, "2c 3d", 40),
        seat(3, "", 1, folded=True),
        seat(5, "4h 5s", 40),
        seat(9, "6c 7d", 40),
        board="Ah Kd Qs Jc Th",
        button=8,
    )
    result = resolve(scenario)
    assert paid(result) == {9: 41, 2: 41, 5: 40}
    assert odd_seats(result) == [9, 2]
    reasons = [odd.reason for odd in result.pots[0].odd_chips]
    assert reasons == [
        "first seat clockwise from the button",
        "next seat clockwise from the button",
    ]
    assert all(odd.value == 1 and odd.chip == "white" for odd in result.pots[0].odd_chips)


def test_the_odd_chip_wraps_around_when_the_button_is_past_every_winner() -> None:
    result = resolve(
        table(
            "holdem",
            seat(2, "2c 3d", 5),
            seat(5, "4h 5s", 5),
            seat(6, "", 1, folded=True),
            board="Ah Kd Qs Jc Th",
            button=6,
        )
    )
    assert paid(result) == {2: 6, 5: 5}
    assert odd_seats(result) == [2]


def test_heads_up_the_odd_chip_goes_to_the_big_blind() -> None:
    # Heads-up the button is the small blind; the first seat clockwise is the big blind.
    result = resolve(
        table(
            "holdem",
            seat(3, "2c 3d", 5),
            seat(7, "4h 5s", 6),
            board="Ah Kd Qs Jc Th",
            button=7,
        )
    )
    # Seat 7's extra 1 was not called: it goes back, then 10 splits evenly.
    assert paid(result) == {3: 5, 7: 6}
    result = resolve(
        table(
            "holdem",
            seat(3, "2c 3d", committed=None),
            seat(7, "4h 5s"),
            board="Ah Kd Qs Jc Th",
            button=7,
            pot={"white": 11},
        )
    )
    assert paid(result) == {3: 6, 7: 5}
    assert result.pots[0].odd_chips[0].reason == (
        "first seat clockwise from the button: the big blind, heads-up"
    )


def test_a_side_pot_with_an_odd_chip() -> None:
    # Seat 1 all-in for 30 with the best hand; seat 2 folded after putting in 31, so the
    # side pot between seats 4 and 6 (who tie) is 22 + 22 + 1 = 45.
    result = resolve(
        table(
            "holdem",
            seat(1, "As Ad", 30),
            seat(2, "", 31, folded=True),
            seat(4, "Kc Qd", 52),
            seat(6, "Kd Qc", 52),
            board="Ah 7s 2c 9d Kh",
            button=1,
        )
    )
    main, side = result.pots
    assert (main.amount, main.winners.high) == (120, (1,))
    assert (side.amount, side.eligible, side.winners.high) == (45, (4, 6), (4, 6))
    assert {s.seat: s.amount for s in side.shares} == {4: 23, 6: 22}
    assert odd_seats(result, 1) == [4]
    assert odd_seats(result, 0) == []


def test_dead_money_levels_are_one_pot_so_nobody_gets_two_odd_chips() -> None:
    # Folded seats put in 1, 2 and 4: four levels, all with seats 5 and 8 eligible.
    result = resolve(
        table(
            "holdem",
            seat(1, "", 1, folded=True),
            seat(2, "", 2, folded=True),
            seat(3, "", 4, folded=True),
            seat(5, "2c 3d", 10),
            seat(8, "4h 5s", 10),
            board="Ah Kd Qs Jc Th",
            button=3,
        )
    )
    assert len(result.pots) == 1
    assert result.pots[0].amount == 27
    assert paid(result) == {5: 14, 8: 13}
    assert odd_seats(result) == [5]


def test_omaha8_quartering() -> None:
    # Seat 1: nut high (trips) and A-2 low; seat 2: A-2 low too. Seat 1 takes the high half
    # and a quarter, seat 2 a quarter.
    result = resolve(
        table(
            "omaha8",
            seat(1, "Ac 2c Kd Kh", 40),
            seat(2, "As 2d Qs Qh", 40),
            seat(3, "Jh Jd Tc 9c", 40),
            board="3h 5s 8d Kc Jc",
            button=3,
        )
    )
    pot = result.pots[0]
    assert pot.winners.high == (1,) and pot.winners.low == (1, 2)
    assert paid(result) == {1: 90, 2: 30}
    hands = {hand.seat: hand for hand in result.hands}
    assert hands[1].low is not None and hands[1].low.name == "Low: 8-5-3-2-A"


def test_omaha8_high_half_takes_the_odd_unit() -> None:
    result = resolve(
        table(
            "omaha8",
            seat(1, "Kd Kh Qd Qc", 40),
            seat(2, "As 2d 9s 9h", 40),
            seat(4, "", 1, folded=True),
            board="3h 5s 8d Kc Jc",
            button=4,
        )
    )
    assert paid(result) == {1: 41, 2: 40}
    assert [(odd.seat, odd.reason) for odd in result.pots[0].odd_chips] == [
        (1, "the high hand takes the odd chip of the high-low split")
    ]


def test_a_side_pot_nobody_eligible_has_a_low_for_goes_wholly_to_the_high_hand() -> None:
    # Seat 1 (all-in, short) has the only low. The side pot between seats 2 and 3 has
    # no qualifying low: the high hand scoops it, it is not halved.
    result = resolve(
        table(
            "omaha8",
            seat(1, "Ac 2c Td Th", 20),
            seat(2, "Kd Kh Qs Qh", 70),
            seat(3, "Jh Jd 9c 9h", 70),
            board="3h 5s 8d Kc Js",
            button=3,
        )
    )
    main, side = result.pots
    assert main.winners.high == (2,) and main.winners.low == (1,)
    assert {s.seat: s.amount for s in main.shares} == {1: 30, 2: 30}
    assert side.winners.high == (2,) and side.winners.low == ()
    assert {s.seat: s.amount for s in side.shares} == {2: 100}
    assert "No qualifying low" in " ".join(side.explanation)


STUD_TIE = (
    # Both make a king-high flush, 9-7-5-3 to go; seat 1 also holds a pair of aces that
    # does not play. All cards: seat 1's Ad is the highest card. Best five: Ks beats Kh.
    seat(1, "Kh 9h 7h 5h 3h Ac Ad", 5),
    seat(2, "Ks 9s 7s 5s 3s Qc 2c", 5),
    seat(3, "", 1, folded=True),
)


def test_stud_odd_chip_goes_to_the_highest_card_by_suit_among_all_cards() -> None:
    result = resolve(table("stud", *STUD_TIE))
    assert paid(result) == {1: 6, 2: 5}
    assert result.pots[0].odd_chips[0].reason == "highest card by suit: Ad"


def test_stud_odd_chip_among_the_five_cards_that_play_when_the_room_says_so() -> None:
    result = resolve(table("stud", *STUD_TIE, stud_odd_chip=StudOddChip.BEST_FIVE))
    assert paid(result) == {1: 5, 2: 6}
    assert result.pots[0].odd_chips[0].reason == ("highest card by suit of the five that play: Ks")


def test_razz_odd_chip_goes_to_the_lowest_card_by_suit_aces_low() -> None:
    result = resolve(
        table(
            "razz",
            seat(1, "Ad 2d 3h 4s 6c Kd Kh", 5),
            seat(2, "Ac 2c 3d 4h 6s Qd Qc", 5),
            seat(3, "", 1, folded=True),
        )
    )
    assert paid(result) == {2: 6, 1: 5}
    assert result.pots[0].winners.low == (1, 2)
    assert result.pots[0].odd_chips[0].reason == "lowest card by suit: Ac"
    assert result.hands[0].category is None


def test_stud8_low_half_odd_chip_by_lowest_card_high_half_by_highest() -> None:
    # Seats 1 and 2 tie for high (a pair of kings, A-7-5) and for low (7-5-3-2-A).
    result = resolve(
        table(
            "stud8",
            seat(1, "Ac 2c 3d 5h 7s Kd Ks", 10),
            seat(2, "Ad 2d 3c 5s 7h Kc Kh", 10),
            seat(3, "", 3, folded=True),
        )
    )
    pot = result.pots[0]
    assert pot.winners.high == (1, 2) and pot.winners.low == (1, 2)
    # 23: high half 12 (6 + 6), low half 11 (6 to the lowest card, Ac, seat 1).
    assert paid(result) == {1: 12, 2: 11}
    reasons = [odd.reason for odd in pot.odd_chips]
    assert reasons == ["lowest card by suit: Ac"]


def test_run_it_twice_with_an_odd_unit_the_first_board_gets_it() -> None:
    result = resolve(
        table(
            "holdem",
            seat(1, "As Ad", 50),
            seat(2, "Kc Kd", 50),
            seat(3, "", 1, folded=True),
            boards=["2c 7d 9h Jc 3s", "2c 7d 9h Kh 4s"],
            button=3,
        )
    )
    pot = result.pots[0]
    assert [run.amount for run in pot.runs] == [51, 50]
    assert [run.winners.high for run in pot.runs] == [(1,), (2,)]
    assert paid(result) == {1: 51, 2: 50}
    assert pot.winners.high == (1, 2)
    assert [(hand.seat, hand.board) for hand in result.hands] == [(1, 1), (2, 1), (1, 2), (2, 2)]
    assert [odd.reason for odd in pot.odd_chips] == ["the first board takes the odd chip"]


def test_a_game_whose_smallest_chip_is_five() -> None:
    chips = ChipSet.of(green=25, red=5)
    result = resolve(
        table(
            "holdem",
            seat(2, "2c 3d", 35),
            seat(5, "4h 5s", 35),
            seat(9, "6c 7d", 35),
            seat(1, "", 10, folded=True),
            board="Ah Kd Qs Jc Th",
            button=1,
            chips=chips,
        )
    )
    assert paid(result) == {2: 40, 5: 40, 9: 35}
    assert all(odd.value == 5 and odd.chip == "red" for odd in result.pots[0].odd_chips)
    assert odd_seats(result) == [2, 5]


def test_everyone_else_folded_needs_no_cards() -> None:
    scenario = table(
        "holdem",
        seat(1, "", 50, folded=True),
        seat(2, "", 100, folded=True),
        seat(3, "", 100),
        button=1,
    )
    assert scenario.missing() == ()
    result = resolve(scenario)
    assert paid(result) == {3: 250}
    assert result.hands == ()
    assert result.step_texts[0] == (
        "Main pot: 250: size it into 2 black, 2 green (colour up the bets)."
    )
    assert "without a showdown" in result.step_texts[1]


def test_an_uncalled_bet_goes_back_first_and_side_pots_are_paid_before_the_main_pot() -> None:
    result = resolve(
        table(
            "holdem",
            seat(1, "As Ad", 100),
            seat(2, "Kc Kd", 250),
            seat(3, "Qc Qd", 600),
            board="2c 7d 9h Jc 3s",
            button=3,
        )
    )
    names = [pot.name for pot in result.pots]
    assert names == ["Main pot", "Side pot 1", "Returned to seat 3"]
    assert paid(result) == {1: 300, 2: 300, 3: 350}
    headers = [step.where for step in result.steps if step.kind.value == "pot"]
    assert headers == ["Returned to seat 3", "Side pot 1", "Main pot"]


def _uncalled_bet(**money: object) -> Result:
    return resolve(
        table(
            "holdem",
            seat(1, "As Ad", 100),
            seat(2, "Kc Kd", 400),
            board="2c 7d 9h Jc 3s",
            button=2,
            **money,
        )
    )


def test_an_uncalled_bet_whose_chips_are_not_given_is_pushed_back_as_an_amount() -> None:
    # The bet came as an amount: the chips the app made up are not those on the felt.
    texts = _uncalled_bet().step_texts
    assert texts[:2] == (
        "Returned to seat 2: nobody called this part of seat 2's bet.",
        "Returned to seat 2: push seat 2's uncalled 300 back.",
    )
    assert not [text for text in texts if text.startswith("Returned") and "black" in text]


def test_an_uncalled_bet_whose_chips_are_given_is_pushed_back_in_them() -> None:
    result = _uncalled_bet(pot_chips=[{"black": 2}, {"green": 12}])
    assert result.step_texts[:2] == (
        "Returned to seat 2: 300 in 12 green; nobody called this part of seat 2's bet.",
        "Returned to seat 2: seat 2 takes 12 green (uncalled).",
    )


def test_no_money_still_names_the_winner() -> None:
    result = resolve(
        table("holdem", seat(1, "As Ad"), seat(2, "Kc Kd"), board="2c 7d 9h Jc 3s", button=2)
    )
    assert result.pots[0].winners.high == (1,)
    assert result.payouts == ()
    assert [(pot.name, pot.amount, pot.shares) for pot in result.pots] == [("Main pot", 0, ())]
    # The steps only name the winner: nothing about "0 in no chips".
    assert result.step_texts == (
        "Main pot: seat 1 wins with One Pair, Aces, Jack-Nine-Seven kickers.",
    )


def test_an_incomplete_table_is_refused_but_its_hands_can_be_shown() -> None:
    scenario = table("holdem", seat(1, "As Ad", 10), seat(2, "Kc", 10), board="2c 7d 9h", button=2)
    assert scenario.missing() == (
        "seat 2: shows 1 card; Texas Hold'em needs 2 cards",
        "board: 3 cards; Texas Hold'em needs 5 board cards",
    )
    with pytest.raises(IncompleteScenarioError, match="seat 2: shows 1 card"):
        resolve(scenario)
    hands = evaluate_seats(scenario)
    assert [(hand.seat, hand.category) for hand in hands] == [(1, Category.ONE_PAIR)]


def test_wild_cards_and_house_rules_reach_the_evaluator() -> None:
    result = resolve(
        table(
            "draw",
            seat(1, "2h Kd Kc Ks Kh", 10),
            seat(2, "As Ad Ac Ah 9c", 10),
            button=2,
            rules=HouseRules(wild=frozenset({Rank.TWO})),
        )
    )
    assert result.hands[0].category is Category.FIVE_OF_A_KIND
    assert paid(result) == {1: 20}


def test_guts_is_a_button_game() -> None:
    result = resolve(
        table(
            "guts3",
            seat(1, "Ah Kh Qh", 5),
            seat(2, "As Ks Qs", 6),
            seat(3, "2c 2d 9s", 6),
            button=3,
        )
    )
    # Seats 1 and 2 tie with straight flushes for the main pot of 15 (seat 1 is first
    # clockwise from the button); seat 2 beats seat 3 for the side pot of 2.
    assert result.pots[0].winners.high == (1, 2)
    assert result.hands[0].name == "Straight Flush, Ace high"
    assert paid(result) == {1: 8, 2: 9}


EXPECTED_EXAMPLE_PAYOUTS = {
    "holdem-ak-v-aq-board-plays": {1: 325, 4: 325},
    "holdem-aq-v-a2-kicker-counterfeited": {6: 263, 2: 262},
    "holdem-66-v-44-pairs-counterfeited": {3: 123, 5: 122},
    "holdem-aa-v-ak-straight-on-board": {1: 501, 2: 501},
    "holdem-three-way-tie-two-odd-chips": {9: 41, 2: 41, 5: 40},
    "holdem-three-all-ins-side-pots": {3: 1360, 5: 600, 6: 900},
    "omaha8-quartered": {1: 90, 2: 30},
    "omaha8-quartered-one-odd-chip-per-player": {1: 92, 2: 31},
    "omaha8-scoop-pushed-intact": {1: 405},
    "omaha8-side-pot-nobody-has-a-low": {1: 30, 2: 130},
    "stud-odd-chip-highest-card-by-suit": {1: 6, 2: 5},
    "stud-odd-chip-best-five-rule": {1: 5, 2: 6},
    "razz-odd-chip-lowest-card-by-suit": {2: 6, 1: 5},
    "holdem-run-it-twice": {1: 51, 2: 50},
    "holdem-game-with-5-chips-three-way-split": {2: 40, 5: 40, 9: 35},
    "holdem-single-pot-given-as-chips": {3: 28, 7: 28},
    "holdem-suit-tiebreak-kings-by-suit": {2: 325},
    "holdem-suit-tiebreak-board-flush": {3: 160},
    "holdem-suit-tiebreak-three-way-rock-paper-scissors": {5: 300},  # main pot waits
    "omaha-suit-tiebreak-straight-determining-rank": {4: 130},
    # The mixed games of a dealer's audition (worked out in tests/model/showdown/test_mixed_games).
    "deuce7-a-pair-beats-a-flush": {2: 425},
    "ace5-wheel-beats-six-four": {1: 300},
    "badugi-four-cards-beat-three": {1: 300},
    "badeucy-aces-high-in-the-badugi": {1: 104, 2: 103},  # 207 halves 104 (deuce-to-seven), 103
    "badacey-tied-badugi-half": {1: 152, 2: 76, 3: 75},  # 303: 152 and 151, that split 76-75
    "omaha5-only-two-hole-cards-play": {2: 500},
    "bigo-quartered": {1: 78, 2: 77, 3: 156},  # 311: 156 high, 155 low split from button 3
    "studhilo-ten-low-no-qualifier": {1: 103, 2: 102},
    "holdem8-board-makes-the-low": {1: 154, 2: 51},  # 205: 103 high, 102 low split 51-51
    "razzdugi-badugi-tie-lowest-card": {1: 152, 2: 76, 3: 75},  # seat 2's 7d the lowest card
}


def example_names() -> list[str]:
    folder = resource("examples")
    return sorted(
        entry.name.removesuffix(".json")
        for entry in folder.iterdir()
        if entry.name.endswith(".json")
    )


def test_every_example_has_its_expected_payouts_listed() -> None:
    assert example_names() == sorted(EXPECTED_EXAMPLE_PAYOUTS)


@pytest.mark.parametrize("name", example_names())
def test_every_example_resolves_to_the_right_payouts(name: str) -> None:
    text = resource("examples", f"{name}.json").read_text(encoding="utf-8")
    scenario = scenario_from_json(text)
    result = resolve(scenario)
    assert paid(result) == EXPECTED_EXAMPLE_PAYOUTS[name]
    # A pot waiting for rock-paper-scissors pays nothing yet; every other chip is paid.
    money_in = sum(pot.amount for pot in result.pots if not pot.pending)
    assert sum(paid(result).values()) == money_in
    assert result.step_texts


def test_boards_may_share_the_cards_dealt_before_the_all_in_but_nothing_else() -> None:
    seats = (seat(1, "As Ad", 50), seat(2, "Kc Kd", 80))
    shared = table("holdem", *seats, boards=["2c 7d 9h Jc 3s", "2c 7d 9h Kh 4s"], button=2)
    result = resolve(shared)
    # The 30 seat 2 put in beyond seat 1 goes back whole: it is not divided between boards.
    returned = result.pots[-1]
    assert (returned.name, returned.amount, returned.runs) == ("Returned to seat 2", 30, ())
    # Paid back, not won: the payouts count it, the returned money says it is seat 2's own.
    assert result.returned_map == {2: 30} and result.payout(2) >= 30
    assert len(result.pots[0].runs) == 2
    with pytest.raises(ScenarioError, match="card 3s is used twice: board 1 and board 2"):
        table("holdem", *seats, boards=["2c 7d 9h Jc 3s", "2c 7d 9h 3s 4s"], button=2)
    # A run is dealt again only while a card is still to come: a second board the same as
    # the first to its last card has that card twice.
    with pytest.raises(ScenarioError, match="card 3s is used twice: board 1 and board 2"):
        table("holdem", *seats, boards=["2c 7d 9h Jc 3s", "2c 7d 9h Jc 3s"], button=2)
