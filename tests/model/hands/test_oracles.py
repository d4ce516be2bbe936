"""Differential tests: who beats whom must agree with independent evaluators.

treys judges seven-card high hands, PokerKit judges Omaha high, Omaha eight-or-better
lows, razz and stud eight-or-better lows. Only the order of two hands is compared
(better, worse or tie), since each library numbers its hands its own way. The seeds
are fixed; the default run is a quick sample, ``-m slow`` runs the big one
(200,000 seven-card pairs against treys).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from itertools import combinations
from typing import Any

import pytest
from pokerkit import (
    EightOrBetterLowHand,
    OmahaEightOrBetterLowHand,
    OmahaHoldemHand,
    RegularLowHand,
)
from treys import Card as TreysCard
from treys import Evaluator as TreysEvaluator

from dealer_app.model.cards import FULL_DECK, Card
from dealer_app.model.hands.evaluated import LowHand
from dealer_app.model.hands.fast_eval import seven_card_strength
from dealer_app.model.hands.high import five_card_strength
from dealer_app.model.hands.low import best_low
from dealer_app.model.hands.omaha import best_omaha_high, best_omaha_low

# Decks that make close calls common: only low cards (lows, counterfeits, razz pairs),
# or only nine to ace (straights, full houses and kicker fights in Omaha).
LOW_DECK = tuple(card for card in FULL_DECK if card.rank.low_value <= 9)
BROADWAY_DECK = tuple(card for card in FULL_DECK if card.rank >= 9)


def order(a: Any, b: Any) -> int:
    """1 if a is better, -1 if b is, 0 for a tie (both sides use 'greater is better')."""
    return int(a > b) - int(a < b)


def disagreements(
    ours: Sequence[Any], theirs: Sequence[Any], pairs: Sequence[tuple[int, int]]
) -> list[tuple[int, int]]:
    return [(i, j) for i, j in pairs if order(ours[i], ours[j]) != order(theirs[i], theirs[j])]


def every_pair(players: int) -> list[tuple[int, int]]:
    return list(combinations(range(players), 2))


def text(cards: Sequence[Card]) -> str:
    return "".join(str(card) for card in cards)


# ---------------------------------------------------------------------------
# Seven-card high against treys
# ---------------------------------------------------------------------------

TREYS_CARD = {card: TreysCard.new(str(card)) for card in FULL_DECK}


def seven_card_pairs(rng: random.Random, count: int) -> Iterator[tuple[list[Card], list[Card]]]:
    """Half the pairs share a five-card board (hold'em), half are two unrelated hands."""
    for number in range(count):
        if number % 2:
            cards = rng.sample(FULL_DECK, 9)
            yield cards[:7], cards[:5] + cards[7:]
        else:
            cards = rng.sample(FULL_DECK, 14)
            yield cards[:7], cards[7:]


class TreysBetterIsLarger:
    """A treys rank (1 = royal flush) turned round so that larger is better."""

    evaluator = TreysEvaluator()

    def __init__(self, cards: Sequence[Card]) -> None:
        converted = [TREYS_CARD[card] for card in cards]
        self.rank = -self.evaluator.evaluate(converted[:2], converted[2:])

    def __gt__(self, other: TreysBetterIsLarger) -> bool:
        return self.rank > other.rank

    def __lt__(self, other: TreysBetterIsLarger) -> bool:
        return self.rank < other.rank


@pytest.mark.parametrize(
    "pair_count", [20_000, pytest.param(200_000, marks=pytest.mark.slow, id="200000-slow")]
)
def test_seven_card_order_agrees_with_treys(pair_count: int) -> None:
    rng = random.Random(7_000_007)
    hands = [hand for pair in seven_card_pairs(rng, pair_count) for hand in pair]
    ours = [seven_card_strength(hand) for hand in hands]
    theirs = [TreysBetterIsLarger(hand) for hand in hands]
    pairs = [(i, i + 1) for i in range(0, len(hands), 2)]
    assert disagreements(ours, theirs, pairs) == []
    # Stronger still: strengths and treys ranks correspond one to one, in the same order.
    matched = sorted({(strength, theirs[i].rank) for i, strength in enumerate(ours)})
    strengths = [strength for strength, _ in matched]
    ranks = [rank for _, rank in matched]
    assert len(set(strengths)) == len(matched) == len(set(ranks))
    assert ranks == sorted(ranks)
    ties = sum(ours[i] == ours[j] for i, j in pairs)
    assert ties > 0  # shared boards make ties: the tie path was exercised


def test_plain_definition_agrees_with_treys() -> None:
    rng = random.Random(77)
    hands = [hand for pair in seven_card_pairs(rng, 500) for hand in pair]
    ours = [max(five_card_strength(five) for five in combinations(hand, 5)) for hand in hands]
    theirs = [TreysBetterIsLarger(hand) for hand in hands]
    assert disagreements(ours, theirs, [(i, i + 1) for i in range(0, len(hands), 2)]) == []


# ---------------------------------------------------------------------------
# Omaha, razz and stud lows against PokerKit
# ---------------------------------------------------------------------------


def deal_tables(
    rng: random.Random, tables: int, players: int, hole: int, board_sizes: Sequence[int]
) -> Iterator[tuple[list[list[Card]], list[Card]]]:
    """Deal hands to several players, from the full deck or a crowded one, with a board."""
    for number in range(tables):
        deck = (FULL_DECK, LOW_DECK, BROADWAY_DECK)[number % 3]
        board_size = rng.choice(board_sizes)
        cards = rng.sample(deck, players * hole + board_size)
        holes = [cards[i * hole : (i + 1) * hole] for i in range(players)]
        yield holes, cards[players * hole :]


def pokerkit_or_none(make: Callable[..., Any], *cards: Sequence[Card]) -> Any:
    """PokerKit's best hand, or None when it says no hand qualifies."""
    try:
        return make(*(text(part) for part in cards))
    except ValueError:
        return None


class LowOrNone:
    """Our low hand where no qualifying low (None) loses to any low."""

    def __init__(self, hand: LowHand | None) -> None:
        self.strength = None if hand is None else hand.strength

    def _key(self) -> tuple[bool, int]:
        return (self.strength is not None, self.strength or 0)

    def __gt__(self, other: LowOrNone) -> bool:
        return self._key() > other._key()

    def __lt__(self, other: LowOrNone) -> bool:
        return self._key() < other._key()


class PokerKitOrNone:
    """A PokerKit hand where None (no qualifying hand) loses to any hand."""

    def __init__(self, hand: Any) -> None:
        self.hand = hand

    def __gt__(self, other: PokerKitOrNone) -> bool:
        if self.hand is None or other.hand is None:
            return self.hand is not None and other.hand is None
        return bool(self.hand > other.hand)

    def __lt__(self, other: PokerKitOrNone) -> bool:
        return other > self


def same_qualifiers(ours: Sequence[LowOrNone], theirs: Sequence[PokerKitOrNone]) -> bool:
    return [hand.strength is None for hand in ours] == [hand.hand is None for hand in theirs]


SLOW = pytest.mark.slow


@pytest.mark.parametrize("tables", [40, pytest.param(800, marks=SLOW, id="800-slow")])
def test_omaha_high_agrees_with_pokerkit(tables: int) -> None:
    rng = random.Random(4_004)
    wrong = []
    for holes, board in deal_tables(rng, tables, players=4, hole=4, board_sizes=(3, 4, 5, 5)):
        ours = [best_omaha_high(hole, board).strength for hole in holes]
        theirs = [OmahaHoldemHand.from_game(text(hole), text(board)) for hole in holes]
        if disagreements(ours, theirs, every_pair(len(holes))):
            wrong.append((holes, board))
    assert wrong == []


@pytest.mark.parametrize("tables", [50, pytest.param(1_200, marks=SLOW, id="1200-slow")])
def test_omaha_eight_low_agrees_with_pokerkit(tables: int) -> None:
    rng = random.Random(8_008)
    wrong = []
    qualified = 0
    for holes, board in deal_tables(rng, tables, players=4, hole=4, board_sizes=(5,)):
        ours = [LowOrNone(best_omaha_low(hole, board)) for hole in holes]
        theirs = [
            PokerKitOrNone(pokerkit_or_none(OmahaEightOrBetterLowHand.from_game, hole, board))
            for hole in holes
        ]
        qualified += sum(hand.strength is not None for hand in ours)
        if not same_qualifiers(ours, theirs) or disagreements(ours, theirs, every_pair(len(holes))):
            wrong.append((holes, board))
    assert wrong == []
    assert 0 < qualified < 4 * tables  # both qualifying and missing lows were seen


@pytest.mark.parametrize("tables", [100, pytest.param(3_000, marks=SLOW, id="3000-slow")])
def test_razz_agrees_with_pokerkit(tables: int) -> None:
    rng = random.Random(2_002)
    wrong = []
    for holes, _ in deal_tables(rng, tables, players=3, hole=7, board_sizes=(0,)):
        ours = [best_low(hole, eight_or_better=False) for hole in holes]
        assert all(hand is not None for hand in ours)  # razz always has a low
        strengths = [hand.strength for hand in ours if hand is not None]
        theirs = [RegularLowHand.from_game(text(hole)) for hole in holes]
        if disagreements(strengths, theirs, every_pair(len(holes))):
            wrong.append(holes)
    assert wrong == []


@pytest.mark.parametrize("tables", [150, pytest.param(3_000, marks=SLOW, id="3000-slow")])
def test_stud_eight_low_agrees_with_pokerkit(tables: int) -> None:
    rng = random.Random(8_888)
    wrong = []
    for holes, _ in deal_tables(rng, tables, players=3, hole=7, board_sizes=(0,)):
        ours = [LowOrNone(best_low(hole, eight_or_better=True)) for hole in holes]
        theirs = [
            PokerKitOrNone(pokerkit_or_none(EightOrBetterLowHand.from_game, hole)) for hole in holes
        ]
        if not same_qualifiers(ours, theirs) or disagreements(ours, theirs, every_pair(len(holes))):
            wrong.append(holes)
    assert wrong == []
