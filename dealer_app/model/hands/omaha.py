"""Omaha's two-plus-three: exactly two hole cards and exactly three board cards.

Every five of two hole cards and three board cards is a candidate, for the high and for the
eight-or-better low alike; the best of them is chosen by the high and low evaluators.

>>> best_omaha_high(parse_cards("As Kd Qh Jc"), parse_cards("2s 5s 8s 9s Td")).name
'Straight, Queen high'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations

from dealer_app.model.cards import (
    Card,
    parse_cards,  # noqa: F401 (the examples use it)
)
from dealer_app.model.hands.evaluated import HighHand, LowHand
from dealer_app.model.hands.high import best_high_of
from dealer_app.model.hands.low import best_low_of
from dealer_app.model.hands.strength import (
    STANDARD_RULES,
    HouseRules,
    check_card_count,
    distinct_cards,
)

__all__ = [
    "best_omaha_high",
    "best_omaha_high_unchecked",
    "best_omaha_low",
    "best_omaha_low_unchecked",
]


def best_omaha_high(
    hole: Sequence[Card], board: Sequence[Card], rules: HouseRules = STANDARD_RULES
) -> HighHand:
    """Best Omaha high hand: exactly two hole cards and exactly three board cards.

    One spade in the hand and four on the board make no flush in Omaha:

    >>> best_omaha_high(parse_cards("As Kd Qh Jc"), parse_cards("2s 5s 8s 9s Td")).name
    'Straight, Queen high'
    """
    hole, board = _omaha_cards(hole, board)
    return best_omaha_high_unchecked(hole, board, rules)


def best_omaha_high_unchecked(
    hole: tuple[Card, ...], board: tuple[Card, ...], rules: HouseRules
) -> HighHand:
    """:func:`best_omaha_high` without checking the cards (4 to 6 hole, 3 to 5 board)."""
    return best_high_of(_omaha_fives(hole, board), rules, (*hole, *board))


def _omaha_cards(
    hole: Sequence[Card], board: Sequence[Card]
) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """Check an Omaha hand and board: 4 to 6 hole cards, 3 to 5 board cards, all distinct."""
    hole, board = distinct_cards(hole), distinct_cards(board)
    check_card_count(hole, 4, 6, "an Omaha hand")
    check_card_count(board, 3, 5, "an Omaha board")
    distinct_cards((*hole, *board))
    return hole, board


def best_omaha_low(
    hole: Sequence[Card], board: Sequence[Card], rules: HouseRules = STANDARD_RULES
) -> LowHand | None:
    """Best Omaha eight-or-better low: two hole and three board cards, or ``None``.

    >>> best_omaha_low(parse_cards("Ac 2c Kd Kh"), parse_cards("3h 5s 8d Qc Jc")).name
    'Low: 8-5-3-2-A'
    >>> best_omaha_low(parse_cards("Ac 2c 3d Kh"), parse_cards("3h 5s Kd Qc Jc")) is None
    True
    """
    hole, board = _omaha_cards(hole, board)
    return best_omaha_low_unchecked(hole, board, rules)


def best_omaha_low_unchecked(
    hole: tuple[Card, ...], board: tuple[Card, ...], rules: HouseRules
) -> LowHand | None:
    """:func:`best_omaha_low` without checking the cards (4 to 6 hole, 3 to 5 board)."""
    source = (*hole, *board)
    return best_low_of(_omaha_fives(hole, board), rules, source, eight_or_better=True)


def _omaha_fives(hole: Sequence[Card], board: Sequence[Card]) -> Iterable[tuple[Card, ...]]:
    """Every five of exactly two hole cards and three board cards."""
    boards = list(combinations(board, 3))
    return ((*two, *three) for two in combinations(hole, 2) for three in boards)
