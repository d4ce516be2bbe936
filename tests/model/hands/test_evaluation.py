"""The evaluator against the tie-breaker examples of the rule texts, and its house rules."""

import pytest

from dealer_app.model.cards import Rank, parse_cards
from dealer_app.model.hands.guts import best_guts
from dealer_app.model.hands.high import best_high, five_card_strength
from dealer_app.model.hands.low import best_low
from dealer_app.model.hands.omaha import best_omaha_high, best_omaha_low
from dealer_app.model.hands.strength import Category, EvaluationError, HouseRules
from dealer_app.model.hands.words import explain, explain_tie

DEUCES_WILD = HouseRules(wild=frozenset({Rank.TWO}))
AROUND_THE_CORNER = HouseRules(around_the_corner=True)


def high(text, rules=None):
    return best_high(parse_cards(text), rules or HouseRules())


# Tie-breakers by category, from the rule texts: the first hand wins.
SEED_WINS = [
    ("Kh Kd Tc 7s 5d", "Ks Kc 9h 4d 2c"),
    ("As Ad Kc 8h 3d", "Ah Ac Kd 8s 2c"),
    ("7s 7d 3c 3h Ad", "5s 5d 4c 4h 2d"),
    ("Js Jd Tc Th 8d", "Jh Jc Ts Td 5c"),
    ("8s 8d 2c 2h Ad", "8h 8c 2s 2d Kc"),
    ("Ts Td Tc 9h 2d", "7s 7d 7c 4h 3d"),
    ("Qs Qd Qc Th 2d", "Qh Qc Qs 7d 6c"),
    ("7s 6d 5c 4h 3d", "5s 4d 3c 2h Ad"),
    ("Jh 9h 5h 3h 2h", "Ts 8s 7s 6s 4s"),
    ("Ts Td Tc 2h 2d", "7s 7d 7c Ah Ad"),
    ("5s 5d 5c Jh Jd", "4s 4d 4c Kh Kd"),
    ("Qs Qd Qc 3h 3d", "Qh Qc Qs 2d 2c"),
]


@pytest.mark.parametrize(("better", "worse"), SEED_WINS)
def test_seed_tie_breakers(better, worse):
    winner, loser = high(better), high(worse)
    assert winner.strength > loser.strength
    comparison = explain(winner, loser, a_label="Seat 1", b_label="Seat 2")
    assert comparison.outcome == 1
    assert comparison.reason.startswith("Seat 1 wins: ")
    assert explain(loser, winner, a_label="Seat 1", b_label="Seat 2").outcome == -1


# Split pots from the rule texts: (hole one, hole two, board, why).
SEED_TIES = [
    ("Ah Kd", "Ac Qc", "Jh 2c 2d 5s 5h", "the King and the Queen do not play"),
    ("As 8d", "Ac 6c", "Ah Qc Jd Js 9h", "the board's Queen plays as the kicker"),
    ("9s 8d", "9c 2c", "Ah Kc Qd Ts 5h", "the Eight and the Two do not play"),
    ("Ad Qd", "As 2c", "Ah 5c 8d 8s Kh", "the board's King plays as the kicker"),
    ("6s 6d", "4c 4h", "Kh Tc Td 7s Kc", "pocket Sixes and Fours are counterfeited"),
    ("As Ad", "Ac Kc", "9h 7c 5d 6s 8h", "both play the board (Straight, Nine high)"),
]


@pytest.mark.parametrize(("first", "second", "board_text", "why"), SEED_TIES)
def test_seed_split_pots(first, second, board_text, why):
    board = parse_cards(board_text)
    one = best_high(parse_cards(first) + board)
    two = best_high(parse_cards(second) + board)
    assert one.strength == two.strength
    comparison = explain(one, two, board=board)
    assert comparison.outcome == 0
    assert comparison.reason.startswith("Tie: ")
    assert why in comparison.reason


@pytest.mark.parametrize(
    ("cards", "name", "best"),
    [
        ("Ah Ad 8c 8s Kd 3h 2c", "Two Pair, Aces and Eights, King kicker", "Ah Ad 8s 8c Kd"),
        ("Ah Qh 9h 4h 2h Kc Kd", "Flush, Ace high", "Ah Qh 9h 4h 2h"),
        ("9c 8d 7h 6s 5c Ad Ah", "Straight, Nine high", "9c 8d 7h 6s 5c"),
        ("As Ks Qs Js Ts 9s 2d", "Royal Flush", "As Ks Qs Js Ts"),
        ("Th Td Ts 7c 7d 7h 2c", "Full House, Tens full of Sevens", "Ts Th Td 7h 7d"),
        ("5s 4d 3c 2h Ad Kc Qd", "Straight, Five high", "5s 4d 3c 2h Ad"),
        ("Ks Kh Kd Kc As 2d 3c", "Four of a Kind, Kings, Ace kicker", "Ks Kh Kd Kc As"),
        ("9s 9h 9d Ac Ks 2d 3c", "Three of a Kind, Nines, Ace-King kickers", "9s 9h 9d Ac Ks"),
        ("Ks Qh 9d 7c 5s 3d 2c", "King high, Queen-Nine-Seven-Five", "Ks Qh 9d 7c 5s"),
    ],
)
def test_names_and_cards_that_play(cards, name, best):
    hand = high(cards)
    assert hand.name == name
    assert [str(card) for card in hand.cards] == best.split()


def test_wheel_is_five_high_and_loses_to_six_high():
    wheel, six_high = high("5s 4d 3c 2h Ad"), high("6s 5d 4c 3h 2d")
    assert wheel.category is Category.STRAIGHT
    assert wheel.ranks == (5,)
    assert six_high.strength > wheel.strength


def test_around_the_corner_straights_count_only_with_the_house_rule():
    cards = "Jc Qd Kh As 2d"
    assert high(cards).category is Category.HIGH_CARD
    wrapped = high(cards, AROUND_THE_CORNER)
    assert wrapped.category is Category.STRAIGHT
    assert wrapped.name == "Straight, Two high"
    assert [str(card) for card in wrapped.cards] == ["2d", "As", "Kh", "Qd", "Jc"]
    # A wrap-around ranks below the wheel, which is below a six-high straight.
    wheel = high("5s 4d 3c 2h Ad", AROUND_THE_CORNER)
    assert high("Qd Kh As 2d 3c", AROUND_THE_CORNER).strength < wheel.strength


def test_five_of_a_kind_ranks_above_a_royal_flush_with_wild_cards():
    five_kings = high("Ks Kh Kd 2c 2s", DEUCES_WILD)
    royal = high("As Ks Qs Js Ts", DEUCES_WILD)
    assert five_kings.category is Category.FIVE_OF_A_KIND
    assert five_kings.name == "Five of a Kind, Kings"
    assert five_kings.strength > royal.strength
    stands = [stand for stand in five_kings.wild_as if stand is not None]
    assert [stand.rank for stand in stands] == [Rank.KING, Rank.KING]


def test_five_aces_beat_five_kings():
    assert (
        high("Ah Ad Ac As 2c", DEUCES_WILD).strength > high("Ks Kh Kd 2c 2s", DEUCES_WILD).strength
    )


def test_wild_card_completes_a_straight_flush_and_says_what_it_stands_for():
    hand = high("9h 8h 7h 6h 2c Kd Ks", DEUCES_WILD)
    assert hand.name == "Straight Flush, Ten high"
    standing = {
        str(card): str(stand) for card, stand in zip(hand.cards, hand.wild_as, strict=True) if stand
    }
    assert standing == {"2c": "Th"}


def test_wild_card_in_a_flush_takes_the_highest_missing_rank():
    hand = high("Ah Jh 8h 5h 2c", DEUCES_WILD)
    assert hand.category is Category.FLUSH
    assert hand.ranks == (14, 13, 11, 8, 5)


def test_four_wild_cards_and_a_nine_are_five_nines():
    assert high("2c 2d 2h 2s 9c 3d 4h", DEUCES_WILD).name == "Five of a Kind, Nines"


def test_wild_cards_are_natural_without_the_rule():
    assert high("Ks Kh Kd 2c 2s").name == "Full House, Kings full of Twos"


def test_omaha_plays_exactly_two_hole_cards():
    # Four hearts on the board and one in the hand is no flush in Omaha.
    hand = best_omaha_high(parse_cards("Ah Kc Qd 3s"), parse_cards("2h 5h 9h Th Jc"))
    assert hand.category is not Category.FLUSH
    # A hold'em player with the same cards would have one.
    assert high("Ah Kc 2h 5h 9h Th Jc").category is Category.FLUSH
    # Four of a kind in the hand plays only as a pair.
    quads = best_omaha_high(parse_cards("9s 9h 9d 9c"), parse_cards("2h 5d 7s Kc Jd"))
    assert quads.name == "One Pair, Nines, King-Jack-Seven kickers"


def test_omaha_low_needs_two_hole_cards_below_eight():
    low = best_omaha_low(parse_cards("Ac 2d Kh Kd"), parse_cards("3h 6s 7d Qc Jc"))
    assert low is not None and low.name == "Low: 7-6-3-2-A"
    counterfeited = best_omaha_low(parse_cards("Ac 2d Kh Kd"), parse_cards("Ah 2s 7d Qc 5c"))
    assert counterfeited is None


def test_eight_or_better_ignores_straights_and_flushes():
    low = best_low(parse_cards("5h 4h 3h 2h Ah Kc Qd"), eight_or_better=True)
    assert low is not None and low.name == "Low: 5-4-3-2-A"
    assert low.qualifies_eight


def test_razz_counts_pairs_against_the_hand():
    paired = best_low(parse_cards("Ac Ad 2c 2d 3c 3d 4h"), eight_or_better=False)
    # A pair of aces is the lowest pair: it beats a pair of threes for low.
    assert paired is not None and paired.name == "Low: 4-3-2-A-A (pair of Aces)"
    unpaired = best_low(parse_cards("Kc Qd Jh Ts 9c 8d 7h"), eight_or_better=False)
    assert unpaired is not None and unpaired.strength > paired.strength
    assert best_low(parse_cards("Kc Qd Jh Ts 9c 8d 7h"), eight_or_better=True) is None


def test_low_comparison_reads_from_the_top():
    seven_six = best_low(parse_cards("7c 6d 4h 3s 2c"), eight_or_better=True)
    seven_five = best_low(parse_cards("7d 5h 4c 3d Ac"), eight_or_better=True)
    assert seven_five.strength > seven_six.strength
    reason = explain(seven_five, seven_six, a_label="Seat 2", b_label="Seat 5").reason
    assert reason.startswith(
        "Seat 2's 7-5-4-3-A beats 7-6-4-3-2: the second card decides, 5 is lower"
    )


def test_two_card_guts_pair_beats_high_cards():
    assert best_guts(parse_cards("2c 2d")).strength > best_guts(parse_cards("As Kd")).strength
    assert best_guts(parse_cards("As Qd")).strength > best_guts(parse_cards("Ks Qh")).strength
    assert best_guts(parse_cards("As Qd")).category is Category.HIGH_CARD


@pytest.mark.parametrize(
    ("better", "worse"),
    [
        ("2c 2d 2h", "Js Qs Ks"),  # three of a kind beats a straight flush
        ("Js Qs Ks", "Ah Kd Qc"),  # straight flush beats a straight
        ("Ah Kd Qc", "2h 3d 4c"),  # Q-K-A is the top straight
        ("2h 3d 4c", "Ah 2d 3c"),  # A-2-3 is the lowest straight
        ("Ah 2d 3c", "Ks 9s 4s"),  # a straight beats a flush
        ("Ks 9s 4s", "Ac Ad 4h"),  # a flush beats a pair
        ("2c 2d 3h", "Ac Kd Jh"),  # a pair beats high cards
    ],
)
def test_three_card_guts_ranking(better, worse):
    assert best_guts(parse_cards(better)).strength > best_guts(parse_cards(worse)).strength


def test_three_card_guts_names():
    assert best_guts(parse_cards("Ah 2d 3c")).name == "Straight, Three high"
    assert best_guts(parse_cards("Js Qs Ks")).name == "Straight Flush, King high"
    assert best_guts(parse_cards("Ks 9s 4s")).name == "Flush, King-Nine-Four"


def test_suits_never_break_a_tie():
    assert high("As Kd Qc Js 9h").strength == high("Ah Ks Qd Jc 9s").strength


def test_bad_card_counts_are_refused_with_a_message():
    with pytest.raises(EvaluationError, match="needs 5 to 9 cards, got 4"):
        high("As Kd Qc Js")
    with pytest.raises(EvaluationError, match="5 to 9 cards"):
        best_high(parse_cards("As Ks Qs Js Ts 9s 8s 7s 6s 5s"))


def test_five_card_strength_rejects_other_sizes():
    with pytest.raises(EvaluationError, match="five cards, not 4"):
        five_card_strength(parse_cards("As Kd Qc Js"))


def test_a_three_way_tie_is_explained_for_all_three():
    board = parse_cards("Ah Kd Qs Jc Th")
    hands = [best_high(parse_cards(hole) + board) for hole in ("2c 3d", "4s 5h", "6d 7c")]
    assert explain_tie(hands, board=board) == ("Tie: all three play the board (Straight, Ace high)")


def test_a_three_way_tie_names_every_idle_card():
    board = parse_cards("Ah Kd 9s 7c 2h")
    hands = [best_high(parse_cards(hole) + board) for hole in ("Qc 6d", "Qs 5h", "Qd 4s")]
    reason = explain_tie(hands, board=board)
    assert reason.startswith("Tie: all three play Ace high, King-Queen-Nine-Seven")
    assert reason.endswith("the Six, the Five and the Four do not play")


def test_explain_tie_refuses_hands_that_do_not_tie():
    with pytest.raises(EvaluationError, match="equal strength"):
        explain_tie([high("As Ad Kc 8h 3d"), high("Ks Kd Qc 8d 3c")])


def test_the_board_cards_of_a_straight_are_no_kickers():
    board = parse_cards("Kh Qd Jc Ts 2h")
    hands = [best_high(parse_cards(hole) + board) for hole in ("As 3c", "Ad 4c")]
    reason = explain_tie(hands, board=board)
    assert "kicker" not in reason
    assert "the board's King, Queen, Jack and Ten play, so" in reason


def test_a_hole_card_of_a_board_card_s_rank_leaves_the_board_playing():
    board = parse_cards("Kh Qd Jc Ts 9h")
    hands = [best_high(parse_cards(hole) + board) for hole in ("Ks 3c", "Kd 4c")]
    assert explain_tie(hands, board=board) == "Tie: both play the board (Straight, King high)"


def test_the_felt_shows_the_board_card_a_hole_card_of_its_rank_would_stand_for():
    from dealer_app.model.showdown.resolve import resolve
    from dealer_app.model.showdown.scenario import Scenario
    from dealer_app.model.showdown.seats import SeatEntry

    result = resolve(
        Scenario.of(
            "holdem",
            [SeatEntry.of(1, "As 2c", committed=100), SeatEntry.of(2, "3d 4d", committed=100)],
            board="Ah Kd Qc Js Th",
            button=1,
        )
    )
    board = set(parse_cards("Ah Kd Qc Js Th"))
    assert [hand.seat for hand in result.hands] == [1, 2]
    for hand in result.hands:
        assert hand.high is not None and set(hand.high.cards) == board


def test_the_board_card_plays_only_when_the_hand_stays_the_same():
    from dealer_app.model.hands.high import board_cards_play
    from dealer_app.model.hands.strength import STANDARD_RULES

    # The hole Ace of spades makes the flush: the board's Ace of hearts cannot stand for it.
    board = parse_cards("Ah Ks Qs Js 2s")
    hand = best_high(parse_cards("As 3c") + board)
    assert hand.category is Category.FLUSH
    assert board_cards_play(hand, board, STANDARD_RULES) == hand
    # A pair of the hole card with the board card: both play, nothing to swap.
    board = parse_cards("Kh Qd 7c 4s 2h")
    hand = best_high(parse_cards("Ks 3c") + board)
    assert board_cards_play(hand, board, STANDARD_RULES).cards == hand.cards
    # Every hand and board: the strength stays, only a hole card's rank-mate on the board
    # comes in for it.
    import random

    from dealer_app.model.cards import FULL_DECK

    rng = random.Random(22)
    for _ in range(2000):
        cards = rng.sample(FULL_DECK, 7)
        hole, board = cards[:2], cards[2:]
        hand = best_high(cards)
        shown = board_cards_play(hand, board, STANDARD_RULES)
        assert shown.strength == hand.strength
        assert sorted(card.rank for card in shown.cards) == sorted(card.rank for card in hand.cards)
        for card in shown.cards:
            if card in hole:
                assert not any(
                    other.rank == card.rank and other not in shown.cards for other in board
                ) or hand.category in (Category.FLUSH, Category.STRAIGHT_FLUSH)
