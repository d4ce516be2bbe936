"""The four drills graded against the resolved showdown: right answers right, wrong answers
wrong with the mistake named in a dealer's words."""

from __future__ import annotations

import random

import pytest

from dealer_app.model.cards import parse_cards
from dealer_app.model.hands.games import Game
from dealer_app.model.showdown.scenario import Scenario
from dealer_app.model.showdown.seats import SeatEntry
from dealer_app.training.dealer_errors import ErrorVerdict, grade_error_spot, make_error_spot
from dealer_app.training.drills import (
    CATEGORY_KEYS,
    Drill,
    HandAnswer,
    PotEntry,
    PotsAnswer,
    PotSplit,
    PotWinners,
    Question,
    SplitAnswer,
    WinnerAnswer,
    drills_for,
    expected_answer,
    explanation_of,
    grade,
    make_question,
    speed_factor,
)
from dealer_app.training.exam_words import answer_words
from dealer_app.training.spots import (
    Spot,
    fixed_spots,
    generate_spots,
    spot_from_dict,
    spot_from_scenario,
)
from tests.cli.test_drills_audition_games import AUDITION_GAMES
from tests.training.test_grading_by_outcome import HALVED_PER_SPLIT


def library(key: str) -> Spot:
    return {spot.key: spot for spot in fixed_spots()}[key]


@pytest.fixture(scope="module")
def mixed_spots() -> tuple[Spot, ...]:
    return generate_spots(random.Random(21), 40, difficulty=5)


@pytest.mark.parametrize("drill", list(Drill))
def test_the_right_answer_is_graded_right_on_every_spot(
    drill: Drill, mixed_spots: tuple[Spot, ...]
) -> None:
    rng = random.Random(1)
    for spot in (*fixed_spots(), *mixed_spots):
        question = make_question(drill, spot, rng)
        result = grade(question, expected_answer(question), 3.0)
        assert result.correct and result.score == 1.0 and not result.mistakes, spot.title
        assert result.explanation


def test_read_the_winner_scooping_a_split_pot_is_wrong() -> None:
    spot = library("holdem-aq-v-a2-kicker-counterfeited")
    question = make_question(Drill.READ_WINNER, spot, random.Random(0))
    wrong = grade(question, WinnerAnswer((PotWinners(frozenset({2})),)), 4.0)
    assert not wrong.correct and wrong.score == 0
    assert wrong.mistakes == ("Main pot: seat 6 ties for the pot too.",)
    assert "Seats 2 and 6 tie" in wrong.explanation
    assert wrong.expected == WinnerAnswer((PotWinners(frozenset({2, 6})),))


def test_read_the_winner_in_a_quartered_pot_names_the_low_half() -> None:
    spot = library("omaha8-quartered")
    question = make_question(Drill.READ_WINNER, spot, random.Random(0))
    assert "high and low" in question.prompt
    expected = expected_answer(question)
    assert isinstance(expected, WinnerAnswer)
    (pot,) = expected.pots
    wrong = grade(question, WinnerAnswer((PotWinners(pot.high, pot.high),)), 5.0)
    assert not wrong.correct
    assert any("low" in mistake for mistake in wrong.mistakes)


def test_build_the_pots_graded_by_amount_and_eligible_seats() -> None:
    spot = library("holdem-three-all-ins-side-pots")
    question = make_question(Drill.BUILD_POTS, spot, random.Random(0))
    expected = expected_answer(question)
    assert isinstance(expected, PotsAnswer) and len(expected.pots) >= 2
    assert all(not spot.result.pots[i].returned for i in question.pot_indices)
    main, *sides = expected.pots
    mixed_up = PotsAnswer((PotEntry(main.amount + 25, main.eligible), *sides))
    wrong = grade(question, mixed_up, 20.0)
    assert not wrong.correct
    assert wrong.mistakes == (f"Main pot holds {main.amount}, not {main.amount + 25}.",)
    too_few = grade(question, PotsAnswer((main,)), 20.0)
    assert any("not 1" in mistake for mistake in too_few.mistakes)


def test_split_the_pot_graded_chip_by_chip_and_by_odd_chip() -> None:
    spot = library("holdem-three-way-tie-two-odd-chips")
    question = make_question(Drill.SPLIT_POT, spot, random.Random(0))
    expected = expected_answer(question)
    assert isinstance(expected, SplitAnswer)
    pot = expected.pots[0]
    assert len(pot.odd_chip_seats) == 2
    # Who takes the odd chips is the rule, not the order they are named in.
    swapped = PotSplit(pot.shares, tuple(reversed(pot.odd_chip_seats)))
    assert grade(question, SplitAnswer((swapped, *expected.pots[1:])), 30.0).correct
    other = next(seat for seat in pot.shares if seat not in pot.odd_chip_seats)
    misnamed = PotSplit(pot.shares, (pot.odd_chip_seats[0], other))
    wrong = grade(question, SplitAnswer((misnamed, *expected.pots[1:])), 30.0)
    assert not wrong.correct
    assert any("odd chips go to" in mistake for mistake in wrong.mistakes)
    seat = min(pot.shares)
    short = {colour: count for colour, count in pot.shares[seat].items()}
    colour = next(iter(short))
    short[colour] -= 1
    shares = {**pot.shares, seat: short}
    wrong = grade(question, SplitAnswer((PotSplit(shares, pot.odd_chip_seats),)), 30.0)
    assert not wrong.correct
    assert any(f"seat {seat} gets" in mistake for mistake in wrong.mistakes)


def test_name_the_hand_category_and_cards() -> None:
    spot = library("holdem-aq-v-a2-kicker-counterfeited")
    question = make_question(Drill.NAME_HAND, spot, random.Random(0))
    assert question.seat in (2, 6) and not question.low
    right = expected_answer(question)
    assert isinstance(right, HandAnswer) and right.category == "two_pair"
    assert right.category in CATEGORY_KEYS
    hole = spot.scenario.seat(question.seat or 0).cards
    with_kicker = frozenset((*parse_cards("Ac 8d 8s Kh"), *[c for c in hole if c.rank == 14]))
    assert grade(question, HandAnswer("two_pair", with_kicker), 5.0).correct
    wrong_cards = frozenset((*parse_cards("Ac 8d 8s"), *hole))
    result = grade(question, HandAnswer("two_pair", wrong_cards), 5.0)
    assert not result.correct and result.mistakes[0].startswith("The cards that play are")
    result = grade(question, HandAnswer("one_pair", with_kicker), 5.0)
    assert not result.correct and "Two Pair" in result.mistakes[0]


def test_name_the_hand_accepts_a_card_of_the_same_rank_that_plays_the_same() -> None:
    spot = library("holdem-aa-v-ak-straight-on-board")
    question = make_question(Drill.NAME_HAND, spot, random.Random(0))
    right = expected_answer(question)
    assert isinstance(right, HandAnswer) and right.category == "straight"
    board = frozenset(spot.scenario.board)
    assert grade(question, HandAnswer("straight", board), 5.0).correct


def test_name_the_hand_in_holdem_accepts_a_hole_card_that_plays_as_the_board_does() -> None:
    # The board's 9d and the seat's 9c make the same King-high straight: either is right.
    scenario = Scenario.of(
        "holdem",
        [SeatEntry.of(1, "9c 2h", committed=100), SeatEntry.of(2, "4c 3c", committed=100)],
        board="9d Td Jh Qs Ks",
        button=1,
    )
    question = Question(Drill.NAME_HAND, spot_from_scenario(scenario), "", seat=1)
    assert grade(
        question, HandAnswer("straight", frozenset(parse_cards("9c Td Jh Qs Ks"))), 5
    ).correct
    wrong = grade(question, HandAnswer("straight", frozenset(parse_cards("2h Td Jh Qs Ks"))), 5)
    assert wrong.mistakes == ("The cards that play are Ks Qs Jh Td 9d.",)


def test_name_the_hand_in_omaha_refuses_a_straight_made_with_one_hole_card() -> None:
    # Seat 1 holds one nine: with four board cards it looks like a straight, but Omaha
    # plays two hole cards and three from the board, so its hand is Ace high.
    scenario = Scenario.of(
        "omaha",
        [
            SeatEntry.of(1, "9c Ac 2h 3d", committed=100),
            SeatEntry.of(2, "4c 4d 5s 6s", committed=100),
        ],
        board="8d Td Jh Qs Ks",
        button=1,
    )
    question = Question(Drill.NAME_HAND, spot_from_scenario(scenario), "", seat=1)
    looks = grade(question, HandAnswer("straight", frozenset(parse_cards("9c 8d Td Jh Qs"))), 5)
    assert not looks.correct
    assert looks.mistakes[0].startswith("Seat 1 has Ace high")


def test_razz_asks_for_the_low() -> None:
    spot = library("razz-odd-chip-lowest-card-by-suit")
    question = make_question(Drill.NAME_HAND, spot, random.Random(0))
    assert question.low and "low" in question.prompt
    right = expected_answer(question)
    assert isinstance(right, HandAnswer) and right.category is None and len(right.cards) == 5
    winners = make_question(Drill.READ_WINNER, spot, random.Random(0))
    expected = expected_answer(winners)
    assert isinstance(expected, WinnerAnswer) and expected.pots[0].high


def test_a_wrong_kind_of_answer_is_refused() -> None:
    question = make_question(Drill.READ_WINNER, fixed_spots()[0], random.Random(0))
    with pytest.raises(TypeError, match="WinnerAnswer"):
        grade(question, PotsAnswer(()), 1.0)


def test_timed_scores_weigh_speed_and_correctness() -> None:
    spot = library("holdem-aq-v-a2-kicker-counterfeited")
    question = make_question(Drill.READ_WINNER, spot, random.Random(0))
    right = expected_answer(question)
    fast = grade(question, right, 2.0, time_limit=10.0)
    slow = grade(question, right, 9.0, time_limit=10.0)
    late = grade(question, right, 40.0, time_limit=10.0)
    wrong = grade(question, WinnerAnswer((PotWinners(frozenset({6})),)), 1.0, time_limit=10.0)
    assert fast.score == 1.0 > slow.score > late.score == 0.5 > wrong.score == 0.0
    assert speed_factor(5.0, None) == 1.0


def test_every_game_has_every_drill() -> None:
    for game in Game:
        assert drills_for(game) == tuple(Drill)


def test_build_the_pots_feedback_says_what_went_in_and_who_can_win_each_pot() -> None:
    spot = library("holdem-three-all-ins-side-pots")
    question = make_question(Drill.BUILD_POTS, spot, random.Random(0))
    lines = grade(question, expected_answer(question), 10.0).explanation.splitlines()
    assert lines[0].startswith("Put in: seat ")
    assert any(line.startswith("Side pot 1: ") and "can win it" in line for line in lines)
    assert any("nobody called" in line for line in lines)


def test_an_answer_names_its_odd_chip_seats_as_every_seat_list_does() -> None:
    spot = library("holdem-three-way-tie-two-odd-chips")
    question = make_question(Drill.SPLIT_POT, spot, random.Random(0))
    words = answer_words(question, expected_answer(question))
    assert words.endswith("; odd chips to seats 9 and 2")


def test_an_answer_names_a_seat_taking_two_odd_chips_once() -> None:
    # Halved per split: each half's odd chip goes to seat 1.
    spot = spot_from_dict(HALVED_PER_SPLIT)
    question = make_question(Drill.SPLIT_POT, spot, random.Random(0))
    words = answer_words(question, expected_answer(question))
    assert words.endswith("; odd chips to seat 1 twice")


@pytest.mark.parametrize("game", AUDITION_GAMES, ids=lambda game: game.value)
def test_every_drill_in_an_audition_game_grades_its_right_answer_right(game: Game) -> None:
    rng = random.Random(27)
    for spot in generate_spots(rng, 8, games=[game]):
        for drill in Drill:
            question = make_question(drill, spot, rng)
            assert grade(question, expected_answer(question), 1.0).correct, (drill, spot.title)
            if drill is Drill.NAME_HAND and question.by_cards:
                # Lowball and badugi hands have no high-hand category to pick.
                assert expected_answer(question) == HandAnswer(
                    None, expected_answer(question).cards
                )
        error = make_error_spot(spot.result, rng, right_share=0.0)
        verdict = ErrorVerdict(error.error is None, error.error.kind if error.error else None)
        assert grade_error_spot(error, verdict).correct


def test_a_named_half_is_asked_by_its_name() -> None:
    spot = {spot.key: spot for spot in fixed_spots()}["badeucy-aces-high-in-the-badugi"]
    assert make_question(Drill.READ_WINNER, spot, random.Random(1)).prompt.endswith(
        "(deuce-to-seven and badugi)?"
    )
    deuce7 = generate_spots(random.Random(2), 1, games=["deuce7"])[0]
    hand = make_question(Drill.NAME_HAND, deuce7, random.Random(2))
    assert hand.low and hand.by_cards and "deuce-to-seven hand" in hand.prompt


def test_the_explanation_of_a_high_low_pot_reads_as_sentences() -> None:
    spot = {spot.key: spot for spot in fixed_spots()}["bigo-quartered"]
    question = make_question(Drill.READ_WINNER, spot, random.Random(0))
    first = explanation_of(question).splitlines()[0]
    # The felt shows each half's words on a line of its own; read together, each is a
    # sentence of its own, naming its half.
    assert first.startswith("Main pot (311, seats 1, 2, 3): In the high half, seat 3 wins: ")
    assert "Eight kicker. In the low half, seats 1 and 2 tie: both play Low: 8-5-3-2-A" in first
    assert first.endswith(".")


_FOUR_COLOURS = [
    {"name": "black", "value": 100},
    {"name": "green", "value": 25},
    {"name": "red", "value": 5},
    {"name": "white", "value": 1},
]


def test_the_explanation_names_the_seats_tied_in_each_named_half() -> None:
    # Badacey: seats 1 and 2 tie the ace-to-five half, seats 3 and 4 the badugi half.
    hands = ("As 2s 3d 4d 5d", "Ah 2h 3c 4c 5c", "Ac 2d 3h 4s Kh", "Ad 2c 3s 4h Qd")
    seats = [
        {"seat": seat, "cards": cards.split(), "committed": 28}
        for seat, cards in enumerate(hands, 1)
    ]
    seats.append({"seat": 5, "cards": [], "folded": True, "committed": 2})
    spot = spot_from_dict(
        {
            "format": "dealer-app/scenario@1",
            "game": "badacey",
            "button": 4,
            "chips": _FOUR_COLOURS,
            "seats": seats,
        }
    )
    first = explanation_of(make_question(Drill.SPLIT_POT, spot, random.Random(1))).splitlines()[0]
    assert first == (
        "Main pot (114, seats 1, 2, 3, 4): "
        "In the ace-to-five half, seats 1 and 2 tie: both play Wheel (5-4-3-2-A). "
        "In the badugi half, seats 3 and 4 tie: both play Four-card badugi, four high "
        "(4-3-2-A); the King and the Queen do not play."
    )


def test_the_explanation_of_a_pot_run_twice_names_each_board() -> None:
    spot = spot_from_dict(
        {
            "format": "dealer-app/scenario@1",
            "game": "holdem",
            "button": 4,
            "chips": _FOUR_COLOURS,
            "boards": [["2c", "7d", "9h", "Js", "3s"], ["Qc", "8c", "4c", "Tc", "5d"]],
            "seats": [
                {"seat": 1, "cards": ["As", "Kd"], "committed": 51},
                {"seat": 2, "cards": ["Ah", "Kc"], "committed": 51},
                {"seat": 3, "cards": ["Qs", "Qd"], "committed": 20, "all_in": True},
                {"seat": 4, "cards": [], "folded": True, "committed": 3},
            ],
        }
    )
    main, side = explanation_of(make_question(Drill.SPLIT_POT, spot, random.Random(1))).split("\n")[
        :2
    ]
    assert main.startswith("Main pot (63, seats 1, 2, 3): On board 1, seat 3 wins: One Pair, ")
    assert ". On board 2, seat 2 wins: Flush, King high beats " in main
    assert side.startswith("Side pot 1 (62, seats 1, 2): On board 1, seats 1 and 2 tie: ")
    assert ". On board 2, seat 2 wins: Flush, King high beats " in side


def test_the_explanation_writes_amounts_with_thousands_separators_as_the_felt_does() -> None:
    spot = library("holdem-three-all-ins-side-pots")
    split = explanation_of(make_question(Drill.SPLIT_POT, spot, random.Random(0))).splitlines()
    assert any(line.startswith("Side pot 2 (1,200, seats 5, 6): ") for line in split)
    assert "Side pot 2: 1,200: size it into 12 black (colour up the bets)." in split
    assert any(line.startswith("Side pot 2: 1,200 in 12 black; ") for line in split)
    pots = explanation_of(make_question(Drill.BUILD_POTS, spot, random.Random(0))).splitlines()
    assert "seat 6 1,300" in pots[0]
    assert "Side pot 2: 1,200; seats 5 and 6 can win it." in pots


def test_a_tie_the_suits_break_is_said_as_equal_hands_then_the_rule_that_breaks_it() -> None:
    # Seat 6 takes nothing: "Seats 3 and 6 tie" said last read as a split.
    spot = library("holdem-suit-tiebreak-board-flush")
    first = explanation_of(make_question(Drill.SPLIT_POT, spot, random.Random(1))).splitlines()[0]
    assert first.endswith(
        "Seats 3 and 6 hold equal hands: both play the board (Flush, Ace high). "
        "The tie breaks on the highest heart of their own: seat 3's 2♥ beats seat 6, who "
        "holds none."
    )
