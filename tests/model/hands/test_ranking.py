"""The rules reference: every five-card hand counted, examples, and the rules in words."""

from __future__ import annotations

import re
import sys
from fractions import Fraction

import pytest

from dealer_app.model.cards import Rank, parse_cards
from dealer_app.model.hands.badugi import best_badugi
from dealer_app.model.hands.games import Game, LowRule, game_rules
from dealer_app.model.hands.high import best_high
from dealer_app.model.hands.low import best_low
from dealer_app.model.hands.ranking import (
    ACE_TO_FIVE_LOW,
    ACE_TO_FIVE_RANKING,
    ANY_LOW,
    BADUGI_ACES_HIGH_RANKING,
    BADUGI_RANKING,
    DEUCE_TO_SEVEN_RANKING,
    EIGHT_OR_BETTER_LOW,
    FIVE_CARD_HANDS,
    PUBLISHED_COUNTS,
    RANKING,
    count_five_card_hands,
    game_rules_words,
    low_examples,
    ranking_of,
)
from dealer_app.model.hands.strength import HouseRules, LowKind
from dealer_app.model.hands.words import pair_loses_to, why_lower_wins

# The card-room rule text (seeds 004) lists, out of 2,598,960 hands:
RULE_TEXT_004 = {
    "royal_flush": (4, "0.000154%"),
    "straight_flush": (36, "0.00139%"),
    "four_of_a_kind": (624, "0.0240%"),
    "full_house": (3744, "0.144%"),
    "flush": (5108, "0.197%"),
    "straight": (10_200, "0.392%"),
    "three_of_a_kind": (54_912, "2.11%"),
    "two_pair": (123_552, "4.75%"),
    "one_pair": (1_098_240, "42.26%"),
    "high_card": (1_302_540, "50.12%"),
}


def test_the_published_counts_are_the_rule_texts():
    assert {key: count for key, (count, _) in RULE_TEXT_004.items()} == PUBLISHED_COUNTS
    assert sum(PUBLISHED_COUNTS.values()) == FIVE_CARD_HANDS


@pytest.mark.slow
def test_every_five_card_hand_counted_matches_the_rule_text():
    seen: list[int] = []
    counts = count_five_card_hands(lambda done, total: seen.append(done))
    assert counts.total == FIVE_CARD_HANDS and seen[-1] == FIVE_CARD_HANDS
    for key, (count, percent) in RULE_TEXT_004.items():
        assert counts.counts[key] == count, key
        assert counts.matches_published(key)
        digits = len(percent.split(".")[1]) - 1
        shown = f"{float(counts.probability(key)) * 100:.{digits}f}%"
        assert shown == percent, key
    assert counts.seconds > 0 and counts.method


@pytest.mark.parametrize("row", RANKING, ids=lambda row: row.key)
def test_each_example_hand_is_of_its_rank(row):
    rules = HouseRules(frozenset({Rank.TWO})) if row.wild else HouseRules()
    hand = best_high(row.example, rules)
    key = hand.category.key
    if key == "straight_flush" and "Royal" in hand.name:
        key = "royal_flush"
    assert key == row.key


def test_the_ranking_runs_from_five_of_a_kind_down_to_high_card():
    assert [row.key for row in RANKING] == ["five_of_a_kind", *PUBLISHED_COUNTS]


def test_the_low_examples_are_the_lows_they_say():
    wheel, eight = ACE_TO_FIVE_LOW.cards, EIGHT_OR_BETTER_LOW.cards
    wheel_low = best_low(wheel, eight_or_better=False)
    assert wheel_low is not None
    assert wheel_low.name == "Low: 5-4-3-2-A"
    assert wheel_low.cards == parse_cards("5s 4h 3d 2c Ah")
    eight_low = best_low(eight, eight_or_better=True)
    assert eight_low is not None
    assert eight_low.name == "Low: 8-6-4-3-2" and eight_low.qualifies_eight
    assert eight_low.cards == parse_cards("8c 6d 4h 3s 2c")
    assert wheel_low.strength > eight_low.strength  # the wheel is the best low
    # What the examples' words claim: 7-5-4-3-2 beats 7-6-3-2-A; 9-5-4-3-2 is no eight.
    seven_five = best_low(parse_cards("7s 5h 4d 3c 2s"), eight_or_better=False)
    seven_six = best_low(parse_cards("7d 6h 3s 2d Ac"), eight_or_better=False)
    assert seven_five is not None and seven_six is not None
    assert seven_five.strength > seven_six.strength
    assert best_low(parse_cards("9s 5h 4d 3c 2s"), eight_or_better=True) is None


@pytest.mark.parametrize("game", list(Game))
def test_the_eight_or_better_low_is_shown_only_where_a_low_must_qualify(game: Game) -> None:
    qualifies = game_rules(game).low is LowRule.EIGHT_OR_BETTER
    assert (EIGHT_OR_BETTER_LOW in low_examples(game)) is qualifies


def test_stud_high_low_with_no_qualifier_shows_any_low_taking_its_half() -> None:
    assert low_examples("studhilo") == (ACE_TO_FIVE_LOW, ANY_LOW)
    assert "whatever its highest card" in ANY_LOW.words
    # The example is a low the showdown plays: K-Q-J-9-7 is stud high-low's low here.
    seat = game_rules("studhilo").evaluate((*ANY_LOW.cards, *parse_cards("Kh 7d")))
    assert seat.low is not None and seat.low.name == "Low: K-Q-J-9-7"
    assert "K-Q-J-9-7" in ANY_LOW.words


@pytest.mark.parametrize("game", list(Game))
def test_every_game_has_its_rules_in_words(game):
    words = " ".join(game_rules_words(game))
    assert "Suits never break a tie" in words
    if game_rules(game).uses_button:
        assert "clockwise from the button" in words
    else:
        assert "by suit" in words
    if game in (Game.OMAHA8, Game.STUD8, Game.BIGO, Game.HOLDEM8):
        assert "eight or better" in words
    if game is Game.RAZZDUGI:
        assert "lowest card by suit" in words


_GAMES_WITH_LOWS = [
    game
    for game in Game
    if game_rules(game).low is LowRule.EIGHT_OR_BETTER or game in (Game.RAZZ, Game.STUDHILO)
]


@pytest.mark.parametrize("game", _GAMES_WITH_LOWS)
def test_tied_lows_take_their_odd_chip_as_the_showdown_gives_it(game: Game) -> None:
    words = " ".join(game_rules_words(game)).lower()
    if game_rules(game).uses_button:
        # Split rule 4: a button game's tied lows too, clockwise from the button.
        assert "tied lows take their odd chip clockwise from the button" in words
        assert "by suit" not in words
    else:
        assert "tied lows take their odd chip by the lowest card by suit." in words


def test_omaha_hi_lo_says_tied_lows_go_clockwise_from_the_button() -> None:
    assert (
        "Tied lows take their odd chip clockwise from the button, as tied highs do."
        in game_rules_words("omaha8")[3]
    )


@pytest.mark.parametrize(
    ("game", "rule"),
    [
        (Game.DEUCE7, "a pair beats a flush"),
        (Game.ACE5, "the wheel"),
        (Game.BADUGI, "four cards beat three"),
        (Game.BADEUCY, "aces high in the badugi"),
        (Game.BADACEY, "odd chip of the halving goes to the ace-to-five half"),
        (Game.OMAHA5, "two of the five hole cards"),
        (Game.STUDHILO, "whatever its highest card"),
        (Game.HOLDEM8, "the board alone may make the low"),
        (Game.RAZZDUGI, "odd chip of the halving goes to the razz half"),
    ],
)
def test_the_mixed_games_say_their_own_rule(game, rule):
    assert rule in " ".join(game_rules_words(game))


@pytest.mark.slow
def test_without_numpy_the_scalar_evaluator_counts_the_same(monkeypatch):
    monkeypatch.setitem(sys.modules, "dealer_app.model.hands.census", None)
    counts = count_five_card_hands()
    assert counts.method == "table evaluator, one hand at a time"
    assert all(counts.matches_published(key) for key in PUBLISHED_COUNTS)


@pytest.mark.slow
def test_the_lowball_and_badugi_ladders_count_every_hand_once() -> None:
    counts = count_five_card_hands()
    for game, total in (("deuce7", 2_598_960), ("ace5", 2_598_960), ("badugi", 270_725)):
        assert sum(counts.count_of(row) for row in ranking_of(game)) == total
    low = {row.key: counts.count_of(row) for row in DEUCE_TO_SEVEN_RANKING}
    # 7-5-4-3-2 and its like: four rank sets (7-6-5-4-3 is a straight), not all one suit.
    assert low["d27_7"] == 4 * (4**5 - 4)
    # The wheel is no straight: its 1,020 offsuit hands are ace high, its four suited ones
    # flushes.
    assert low["d27_straight"] == 10_200 - 1_020
    assert low["d27_flush"] == 5_108 + 4
    aces = {row.key: counts.count_of(row) for row in ACE_TO_FIVE_RANKING}
    assert aces["a5_5"] == 4**5  # straights and flushes do not count
    badugis = {row.key: counts.count_of(row) for row in BADUGI_RANKING}
    assert badugis["badugi_4"] == 13 * 12 * 11 * 10  # four ranks, one suit each
    assert counts.chance(BADUGI_RANKING[0]) == Fraction(17_160, 270_725)
    assert sum(counts.count_of(row) for row in BADUGI_ACES_HIGH_RANKING) == 270_725
    high = {row.key: counts.count_of(row) for row in BADUGI_ACES_HIGH_RANKING}
    assert high["badugi_aces_high_4"] == 13 * 12 * 11 * 10
    # Four of a rank (13) or four of a suit (4 * C(13, 4)) play one card.
    assert high["badugi_aces_high_1"] == 13 + 4 * 715
    assert counts.chance(BADUGI_ACES_HIGH_RANKING[0]) == Fraction(17_160, 270_725)


def test_each_game_reads_its_hands_by_its_own_ladder() -> None:
    assert ranking_of("holdem") == ranking_of("razz") == ranking_of("bigo") == RANKING
    assert ranking_of("deuce7") == DEUCE_TO_SEVEN_RANKING
    assert ranking_of("ace5") == ACE_TO_FIVE_RANKING
    assert ranking_of("badugi") == BADUGI_RANKING
    assert ranking_of("badeucy") == DEUCE_TO_SEVEN_RANKING + BADUGI_ACES_HIGH_RANKING
    assert ranking_of("razzdugi") == ACE_TO_FIVE_RANKING + BADUGI_RANKING


@pytest.mark.parametrize(
    ("ladder", "game"),
    [(DEUCE_TO_SEVEN_RANKING, "deuce7"), (ACE_TO_FIVE_RANKING, "ace5")],
)
def test_each_lowball_example_beats_the_next(ladder, game) -> None:
    rules = game_rules(game)
    lows = [rules.evaluate(row.example).low for row in ladder]
    assert all(low is not None for low in lows)
    strengths = [low.strength for low in lows if low is not None]
    assert strengths == sorted(strengths, reverse=True)
    assert len(set(strengths)) == len(strengths)


@pytest.mark.parametrize("game", ["deuce7", "badeucy"])
def test_a_deuce_to_seven_pair_loses_only_to_hands_with_no_straight_or_flush(game: str) -> None:
    (note,) = [row.note for row in ranking_of(game) if row.key == "d27_one_pair"]
    assert "no straight or flush" in note and "it beats a straight or a flush" in note
    # The showdown agrees: a pair of aces beats 6-5-4-3-2, and loses to 8-6-5-3-2.
    rules = game_rules("deuce7")
    aces = rules.evaluate(parse_cards("As Ad Kh 9c 8c")).low
    straight = rules.evaluate(parse_cards("6s 5h 4d 3c 2s")).low
    eight = rules.evaluate(parse_cards("8s 6h 5d 3c 2s")).low
    assert aces is not None and straight is not None and eight is not None
    assert straight.strength < aces.strength < eight.strength
    # The same words a trainee is told when picking the pair over a no-pair hand.
    phrase = pair_loses_to(LowKind.DEUCE_TO_SEVEN)
    assert phrase in note and phrase in why_lower_wins(eight, aces)


_BADUGI_CLAIM = re.compile(r"((?:[2-9TJQKA][♠♥♦♣] ?){4}) is ([2-9TJQKA](?:-[2-9TJQKA])*)")


@pytest.mark.parametrize(
    ("ladder", "aces_high"), [(BADUGI_RANKING, False), (BADUGI_ACES_HIGH_RANKING, True)]
)
def test_each_badugi_hand_a_note_names_plays_as_the_showdown_plays_it(ladder, aces_high) -> None:
    claims = [claim for row in ladder for claim in _BADUGI_CLAIM.findall(row.note)]
    assert len(claims) >= 2
    for cards, plays in claims:
        name = best_badugi(parse_cards(cards), aces_high=aces_high).name
        assert name.endswith(f"({plays})"), (cards, name)
    three = ladder[1].note
    assert "the higher does not play" not in three
    assert "no two of a rank or a suit plays, the most cards first, then the lowest" in three


def test_a_badugi_note_shows_a_king_playing_over_a_lower_card_of_its_suit() -> None:
    assert "K♥ 2♠ 2♥ 3♦ is K-3-2" in BADUGI_RANKING[1].note
    assert best_badugi(parse_cards("Kh 2s 2h 3d")).name == "Three-card badugi, king high (K-3-2)"


def test_the_badugi_examples_play_as_many_cards_as_they_say() -> None:
    rules = game_rules("badugi")
    sizes = [len(rules.evaluate(row.example).low.cards) for row in BADUGI_RANKING]
    assert sizes == [4, 3, 2, 1]


def test_the_aces_high_badugi_examples_play_as_their_notes_say() -> None:
    names = [best_badugi(row.example, aces_high=True).name for row in BADUGI_ACES_HIGH_RANKING]
    assert names == [
        "Four-card badugi, five high (5-4-3-2)",
        "Three-card badugi, four high (4-3-2)",
        "Two-card badugi, king high (K-3)",
        "One-card badugi, two high (2)",
    ]
    assert "the best is 5-4-3-2" in BADUGI_ACES_HIGH_RANKING[0].note


def test_badeucy_shows_the_aces_high_badugi_not_the_aces_low_one() -> None:
    badugi_half = ranking_of("badeucy")[len(DEUCE_TO_SEVEN_RANKING) :]
    assert badugi_half == BADUGI_ACES_HIGH_RANKING
    best = badugi_half[0]
    assert "4-3-2-A" not in best.note and best.example == parse_cards("5c 4d 3h 2s")
    # The engine agrees: in badeucy 5-4-3-2 beats A-4-3-2, whose ace is high.
    rules = game_rules("badeucy")
    five = rules.evaluate(parse_cards("5c 4d 3h 2s 9h")).low
    ace = rules.evaluate(parse_cards("Ac 4d 3h 2s 9h")).low
    assert five is not None and ace is not None and five.strength > ace.strength
