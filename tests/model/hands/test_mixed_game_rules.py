"""The mixed games' rules over the evaluators: five-card Omaha and Big O against every
two-of-five and three-of-five choice, and what each game's seat evaluation holds."""

from __future__ import annotations

import copy
import pickle
import random
from collections import Counter
from itertools import combinations

import pytest

from dealer_app.model.cards import FULL_DECK, Rank, parse_cards
from dealer_app.model.hands.evaluated import HighHand, LowHand
from dealer_app.model.hands.games import OddChipOrder, game_rules
from dealer_app.model.hands.high import five_card_strength
from dealer_app.model.hands.strength import EvaluationError, HouseRules, LowKind


def eight_or_better(five: tuple) -> tuple[int, ...] | None:
    """The five low values of a qualifying low, highest first (smaller is better), or None."""
    values = sorted((1 if card.rank == 14 else int(card.rank) for card in five), reverse=True)
    if len(set(values)) < 5 or values[0] > 8:
        return None
    return tuple(values)


@pytest.mark.parametrize("game", ["omaha5", "bigo"])
def test_five_card_omaha_is_the_best_two_of_five_with_three_of_five(game: str) -> None:
    rules = game_rules(game)
    rng = random.Random(55)
    for _ in range(300):
        cards = rng.sample(FULL_DECK, 10)
        hole, board = tuple(cards[:5]), tuple(cards[5:])
        fives = [
            (*two, *three) for two in combinations(hole, 2) for three in combinations(board, 3)
        ]
        assert len(fives) == 100
        seat = rules.evaluate(hole, board)
        assert isinstance(seat.high, HighHand)
        assert seat.high.strength == max(five_card_strength(five) for five in fives)
        lows = [low for low in map(eight_or_better, fives) if low is not None]
        if game == "omaha5" or not lows:
            assert seat.low is None
        else:
            assert seat.low is not None and seat.low.ranks == min(lows)


def test_holdem8_low_may_come_from_the_board_alone() -> None:
    seat = game_rules("holdem8").evaluate(parse_cards("Kc Kd"), parse_cards("As 2d 3c 7h 8s"))
    assert seat.low is not None and seat.low.name == "Low: 8-7-3-2-A"
    assert isinstance(seat.high, HighHand) and seat.high.name.startswith("One Pair, Kings")


def test_studhilo_has_a_low_without_a_qualifier() -> None:
    seat = game_rules("studhilo").evaluate(parse_cards("Ks Kh Qd Qc 9s 9h 2c"))
    assert seat.low is not None and seat.low.name == "Low: K-Q-9-9-2 (pair of Nines)"


@pytest.mark.parametrize(
    ("game", "cards", "high_kind", "low_kind"),
    [
        ("badeucy", "7s 5d 4c 3h 2h", LowKind.DEUCE_TO_SEVEN, LowKind.BADUGI_ACES_HIGH),
        ("badacey", "7s 5d 4c 3h 2h", LowKind.ACE_TO_FIVE, LowKind.BADUGI),
        ("razzdugi", "7s 5d 4c 3h 2h Kd Kh", LowKind.ACE_TO_FIVE, LowKind.BADUGI),
    ],
)
def test_the_badugi_split_games_hold_a_five_card_low_and_a_badugi(
    game: str, cards: str, high_kind: LowKind, low_kind: LowKind
) -> None:
    seat = game_rules(game).evaluate(parse_cards(cards))
    assert isinstance(seat.high, LowHand) and seat.high.kind is high_kind
    assert seat.low is not None and seat.low.kind is low_kind
    assert len(seat.high.cards) == 5
    assert seat.low.ranks[:2] == (7, 5)


def test_each_game_deals_its_cards() -> None:
    counts = {
        game: (game_rules(game).hole_cards, game_rules(game).board_cards)
        for game in ("deuce7", "ace5", "badugi", "badeucy", "badacey")
    }
    assert counts == {
        "deuce7": (5, 0),
        "ace5": (5, 0),
        "badugi": (4, 0),
        "badeucy": (5, 0),
        "badacey": (5, 0),
    }
    assert (game_rules("omaha5").hole_cards, game_rules("bigo").board_cards) == (5, 5)
    stud = [game_rules(game) for game in ("studhilo", "razzdugi")]
    assert all(
        rules.hole_cards == 7 and rules.odd_chip is OddChipOrder.STUD_CARDS for rules in stud
    )
    assert Counter(game_rules(game).uses_button for game in ("holdem8", "bigo", "badugi")) == {
        True: 3
    }
    with pytest.raises(EvaluationError, match="Badugi needs 4 cards per seat, got 5"):
        game_rules("badugi").evaluate(parse_cards("Kc Qd Jh Ts 9s"))


def test_wild_cards_do_not_play_in_deuce_to_seven_or_badugi() -> None:
    deuces = HouseRules(wild=frozenset({Rank.TWO}))
    with pytest.raises(EvaluationError, match="wild cards do not play in Deuce-to-Seven"):
        game_rules("deuce7").evaluate(parse_cards("7s 5d 4c 3h 2h"), house=deuces)
    # Ace-to-five keeps the A-5 low's wild cards: the deuce stands for the missing ace.
    low = game_rules("ace5").evaluate(parse_cards("5s 4d 3c 2h Kh"), house=deuces).low
    assert low is not None and low.ranks == (13, 5, 4, 3, 1)


@pytest.mark.parametrize("game", ["holdem", "omaha8", "badugi", "razzdugi", "deuce7", "guts3"])
def test_rules_that_evaluated_a_hand_still_copy_and_pickle_as_rules(game):
    # Each game's evaluators are chosen at its first hand and kept with the rules: a copy or
    # a pickled copy (a process pool's) is the same rules, and evaluates the same.
    rules = game_rules(game)
    hole = parse_cards(("As", "2d", "3h", "4c", "9s", "8d", "Kh")[: rules.hole_cards])
    board = parse_cards("5c 6c 7h 8h Jd")[: rules.board_cards]
    first = rules.evaluate(hole, board, HouseRules())
    for copied in (pickle.loads(pickle.dumps(rules)), copy.deepcopy(rules), copy.copy(rules)):
        assert copied == rules and hash(copied) == hash(rules)
        assert copied.evaluate(hole, board, HouseRules()) == first
