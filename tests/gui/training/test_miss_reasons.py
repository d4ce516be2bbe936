"""The Why beside the table after a miss names the rule that decided: how each game compares
its lows, why the five named are not the seat's hand, which half a tie splits."""

from __future__ import annotations

import random

import pytest

from dealer_app.gui.training.feedback import FeedbackPanel
from dealer_app.model.cards import parse_cards
from dealer_app.training.drills import (
    Answer,
    Drill,
    HandAnswer,
    PotSplit,
    Question,
    SplitAnswer,
    expected_answer,
    grade,
    make_question,
    name_hand_question,
)
from dealer_app.training.reasons import reason_words, reasons_for
from tests.training.test_reasons import spot_of, winners


def shown_why(qtbot, question: Question, answer: Answer) -> str:
    """The feedback panel's words for ``answer``, a miss, as the drill page shows them."""
    graded = grade(question, answer, 5.0)
    assert not graded.correct
    feedback = FeedbackPanel()
    qtbot.addWidget(feedback)
    feedback.resize(360, 600)
    feedback.show_grade(graded, reasons=reason_words(reasons_for(question, answer)))
    return " ".join(feedback.text.toPlainText().split())


def cards(text: str) -> frozenset:
    return frozenset(parse_cards(text))


@pytest.mark.parametrize(
    ("game", "winner", "loser", "rule"),
    [
        (
            "badugi",
            "Ts 9c 5h 5d",
            "2s As 3s Ah",
            "a badugi of more cards beats one of fewer: three cards beat two",
        ),
        (
            "deuce7",
            "Kh Qs Ts 9c 8h",
            "5s 5d 7c 4h 2d",
            "a hand with a pair loses to any hand without one, no straight or flush, in "
            "deuce-to-seven (straights and flushes count against a hand too; aces are high)",
        ),
        (
            "ace5",
            "Jh Ts 8d 7c 5s",
            "Th Td 5h 2c Ad",
            "a hand with a pair loses to any hand without one in ace-to-five (pairs count "
            "against a hand, straights and flushes do not; aces are low)",
        ),
    ],
)
def test_a_low_picked_over_a_better_one_is_told_the_games_rule(
    qtbot, game: str, winner: str, loser: str, rule: str
) -> None:
    spot = spot_of(game, "", (1, loser, 100, False), (8, winner, 100, False))
    question = make_question(Drill.READ_WINNER, spot, random.Random(1))
    words = shown_why(qtbot, question, winners({1}))
    assert "beats seat 1's" in words
    assert rule in words
    assert "compared from the highest card down:" not in words.replace("same count are ", "")
    assert "low low" not in words.lower().replace("'s low ", " ")


def test_a_deuce_to_seven_half_says_the_lower_hand_wins_and_aces_are_high(qtbot) -> None:
    spot = spot_of(
        "badeucy",
        "",
        (1, "As Ad Qc Th 2c", 100, False),
        (5, "8s 8d Qh 5c 2h", 100, False),
    )
    question = make_question(Drill.READ_WINNER, spot, random.Random(1))
    words = shown_why(qtbot, question, winners({1}, low=({5},)))
    assert (
        "Seat 5's One Pair, Eights, Queen-Five-Two kickers beats seat 1's One Pair, Aces, "
        "Queen-Ten-Two kickers: the lower hand wins in deuce-to-seven: the pair decides, Eights "
        "are lower than Aces; aces are high in deuce-to-seven."
    ) in words


def test_five_named_that_make_less_are_told_the_five_that_play_not_a_counterfeit(
    qtbot,
) -> None:
    spot = spot_of(
        "omaha5",
        "9d 9h 4d Kh Kc",
        (1, "As Ks 2c 3c 7h", 100, False),
        (7, "Ad Td 5h 9c 9s", 100, False),
    )
    question = name_hand_question(spot, 7)
    answer = HandAnswer("four_of_a_kind", cards("Ad 9s 9d 9h Kh"))
    words = shown_why(qtbot, question, answer)
    assert "counterfeit" not in words
    assert "Td" not in words.split("The dealer's way")[0]
    assert (
        "Seat 7's 9s 9c with the board's 9h 9d Kh make Four of a Kind, Nines, King kicker; the "
        "Ad Kh 9s 9h 9d named make only Three of a Kind, Nines, Ace-King kickers"
    ) in words


def test_a_hand_of_a_game_without_a_board_is_made_of_the_seats_cards_alone(qtbot) -> None:
    spot = spot_of(
        "studhilo",
        "",
        (1, "Kc Kd Qh Jh 9s 8d 7c", 100, False),
        (6, "3s 3d As Th 8h 7d 6c", 100, False),
    )
    question = name_hand_question(spot, 6)
    answer = HandAnswer("two_pair", cards("3s 3d As Th 8h"))
    words = shown_why(qtbot, question, answer)
    assert "the board" not in words
    assert "The best five of seat 6's cards make One Pair, Threes" in words


def test_a_badugi_named_with_two_cards_of_a_suit_is_told_the_badugi_rule(qtbot) -> None:
    spot = spot_of("badugi", "", (1, "Kc Qc Jd 7s", 100, False), (8, "Ts 9c 5h 9s", 100, False))
    question = name_hand_question(spot, 8)
    words = shown_why(qtbot, question, HandAnswer(None, cards("Ts 9s 5h")))
    assert "A badugi plays one card of each suit and no pair: Ts and 9s cannot both play" in words


def test_a_worse_badugi_named_is_told_how_badugis_of_one_count_compare(qtbot) -> None:
    spot = spot_of("badugi", "", (1, "Ac 2c 3c 4c", 100, False), (9, "Kc 7s Qs Kd", 100, False))
    question = name_hand_question(spot, 9)
    words = shown_why(qtbot, question, HandAnswer(None, cards("Kc Qs")))
    assert (
        "badugis of the same count are compared from the highest card down: the second card "
        "decides, Seven is lower than Queen"
    ) in words


def test_a_tie_for_one_half_says_which_half_is_split_and_who_takes_the_other(qtbot) -> None:
    spot = spot_of(
        "razzdugi",
        "",
        (1, "As 2s 3s 4s 6s Kd Kh", 100, False),
        (2, "Ac 2c 3c 4c 6c Qd Qh", 100, False),
        (3, "Ad 2h 5c 7s Kc Ks Qs", 100, False),
    )
    question = make_question(Drill.READ_WINNER, spot, random.Random(1))
    words = shown_why(qtbot, question, winners({1}, low=({3},)))
    assert "they split the pot" not in words
    assert (
        "Seats 1 and 2 hold the same razz hand (Six-four low, 6-4-3-2-A): they split the razz "
        "half; seat 3 takes the badugi half."
    ) in words


def test_a_pot_tied_both_ways_gives_its_odd_chip_by_the_rule_of_the_half_it_comes_from(
    qtbot,
) -> None:
    # Stud hi-lo, 1,611 tied both ways: halved, the high half's 806 splits evenly and the low
    # half's 805 leaves the odd chip, which goes by the lowest card by suit (2c), not the
    # highest (Kh), though seat 10 holds both.
    spot = spot_of(
        "studhilo",
        "",
        (1, "", 11, True),
        (5, "2s 3c 4d 5h 6s 9c Kd", 800, False),
        (10, "2c 3d 4h 5s 6c 9d Kh", 800, False),
    )
    (pot,) = spot.result.pots
    assert [(odd.seat, odd.reason) for odd in pot.odd_chips] == [(10, "lowest card by suit: 2c")]
    question = make_question(Drill.SPLIT_POT, spot, random.Random(1))
    right = expected_answer(question)
    assert isinstance(right, SplitAnswer)
    shares = {seat: dict(chips) for seat, chips in right.pots[0].shares.items()}
    shares[10]["white"] -= 1
    shares[5]["white"] = shares[5].get("white", 0) + 1
    words = shown_why(qtbot, question, SplitAnswer((PotSplit(shares, (5,)),)))
    assert "The odd white chip goes to seat 10 (lowest card by suit: 2c)." in words
    assert "highest card by suit" not in words
