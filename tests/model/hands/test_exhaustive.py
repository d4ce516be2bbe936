"""Every possible hand, counted: the fast evaluator must find the textbook frequencies.

All 2,598,960 five-card hands take about two seconds and run by default. The check
of every five-card hand against the plain definition in ``evaluation`` and the count
of all 133,784,560 seven-card hands take minutes and run with ``-m slow``.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations, islice, starmap

import pytest

from dealer_app.model.cards import FULL_DECK
from dealer_app.model.hands.fast_eval import strength5, strengths7
from dealer_app.model.hands.high import five_card_strength
from dealer_app.model.hands.strength import Category

ROYAL_FLUSH = Category.STRAIGHT_FLUSH << 20 | 14 << 16

FIVE_CARD_COUNTS = {
    Category.STRAIGHT_FLUSH: 40,
    Category.FOUR_OF_A_KIND: 624,
    Category.FULL_HOUSE: 3_744,
    Category.FLUSH: 5_108,
    Category.STRAIGHT: 10_200,
    Category.THREE_OF_A_KIND: 54_912,
    Category.TWO_PAIR: 123_552,
    Category.ONE_PAIR: 1_098_240,
    Category.HIGH_CARD: 1_302_540,
}

# The best five of seven cards, over every seven-card deal.
SEVEN_CARD_COUNTS = {
    Category.STRAIGHT_FLUSH: 41_584,
    Category.FOUR_OF_A_KIND: 224_848,
    Category.FULL_HOUSE: 3_473_184,
    Category.FLUSH: 4_047_644,
    Category.STRAIGHT: 6_180_020,
    Category.THREE_OF_A_KIND: 6_461_620,
    Category.TWO_PAIR: 31_433_400,
    Category.ONE_PAIR: 58_627_800,
    Category.HIGH_CARD: 23_294_460,
}


def by_category(strengths: Counter[int]) -> dict[Category, int]:
    counts: Counter[Category] = Counter()
    for strength, hands in strengths.items():
        counts[Category(strength >> 20)] += hands
    return dict(counts)


def test_every_five_card_hand() -> None:
    strengths = Counter(starmap(strength5, combinations(range(52), 5)))
    assert sum(strengths.values()) == 2_598_960
    assert by_category(strengths) == FIVE_CARD_COUNTS
    assert strengths[ROYAL_FLUSH] == 4
    assert len(strengths) == 7_462


@pytest.mark.slow
def test_every_five_card_hand_matches_the_plain_definition() -> None:
    mismatches = [
        five
        for five in combinations(FULL_DECK, 5)
        if strength5(*(card.index for card in five)) != five_card_strength(five)
    ]
    assert mismatches == []


@pytest.mark.slow
def test_every_seven_card_hand() -> None:
    strengths: Counter[int] = Counter()
    deals = combinations(range(52), 7)
    while chunk := strengths7(islice(deals, 1_000_000)):
        strengths.update(chunk)
    assert sum(strengths.values()) == 133_784_560
    assert by_category(strengths) == SEVEN_CARD_COUNTS
    assert strengths[ROYAL_FLUSH] == 4_324
    assert len(strengths) == 4_824
