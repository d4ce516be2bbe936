"""Five-card lowball: deuce-to-seven and ace-to-five, the seat's five cards as they are.

- **Deuce-to-seven**: the hand that would lose at high poker wins. Aces are high only,
  straights and flushes count against the hand, and A-2-3-4-5 is no straight but ace high.
  Its strength is minus the high strength (the high tables of
  :mod:`~dealer_app.model.hands.fast_eval`, the wheel read as ace high), so the better
  lowball hand has the larger strength; the best is 7-5-4-3-2 of at least two suits.
- **Ace-to-five**: aces low, straights and flushes ignored, pairs count; the strength of
  :mod:`~dealer_app.model.hands.low`'s A-5 lows, found by one sum of rank keys and one
  table lookup (:func:`~dealer_app.model.hands.low.ace_to_five_strength5`).

>>> deuce_to_seven(parse_cards("7s 5d 4c 3h 2h")).name
'Seven-five low (7-5-4-3-2)'
>>> ace_to_five(parse_cards("5s 4d 3c 2h Ah")).name
'Wheel (5-4-3-2-A)'
>>> deuce_to_seven(parse_cards("7s 5d 4c 3h 2h")).strength > deuce_to_seven(
...     parse_cards("8s 5d 4c 3h 2h")).strength
True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from dealer_app.model.cards import (
    Card,
    parse_cards,  # noqa: F401 (the examples use it)
)
from dealer_app.model.hands.evaluated import LowHand
from dealer_app.model.hands.fast_eval import strength5
from dealer_app.model.hands.low import EIGHT_OR_BETTER, ace_to_five_strength5
from dealer_app.model.hands.strength import (
    Category,
    LowKind,
    check_card_count,
    decode_strength,
    distinct_cards,
    encode_strength,
)
from dealer_app.model.hands.words import ace_to_five_name, deuce_to_seven_name

__all__ = [
    "ace_to_five",
    "ace_to_five_unchecked",
    "deuce_to_seven",
    "deuce_to_seven_strength5",
    "deuce_to_seven_unchecked",
]

_WHEEL = encode_strength(Category.STRAIGHT, (5,))
_STEEL_WHEEL = encode_strength(Category.STRAIGHT_FLUSH, (5,))
_ACE_HIGH_WHEEL = (14, 5, 4, 3, 2)
_WHEELS = (_WHEEL, _STEEL_WHEEL)
_WHEEL_AS_ACE_HIGH = {
    _WHEEL: encode_strength(Category.HIGH_CARD, _ACE_HIGH_WHEEL),
    _STEEL_WHEEL: encode_strength(Category.FLUSH, _ACE_HIGH_WHEEL),
}


def deuce_to_seven_strength5(a: int, b: int, c: int, d: int, e: int) -> int:
    """Deuce-to-seven strength of five distinct cards given by index (larger is better).

    >>> from dealer_app.model.cards import Card
    >>> hex(-deuce_to_seven_strength5(*(card.index for card in parse_cards("Ah 2c 3d 4s 5h"))))
    '0x1e5432'
    """
    high = strength5(a, b, c, d, e)
    if high in _WHEELS:
        high = _WHEEL_AS_ACE_HIGH[high]
    return -high


def deuce_to_seven(cards: Sequence[Card]) -> LowHand:
    """The deuce-to-seven hand of exactly five cards.

    >>> deuce_to_seven(parse_cards("8s 6d 4c 3h 2h")).name
    'Eight-six low (8-6-4-3-2)'
    >>> deuce_to_seven(parse_cards("As 2s 3s 4s 5s")).name
    'Flush, Ace high'
    """
    cards = distinct_cards(cards)
    check_card_count(cards, 5, 5, "a deuce-to-seven hand")
    return deuce_to_seven_unchecked(cards)


def deuce_to_seven_unchecked(cards: tuple[Card, ...]) -> LowHand:
    """:func:`deuce_to_seven` without checking the cards: five distinct cards, unchecked."""
    a, b, c, d, e = (card.index for card in cards)
    strength = deuce_to_seven_strength5(a, b, c, d, e)
    counts = Counter(card.rank for card in cards)
    # Read as a high hand is read: groups first, then the rest from the top.
    ordered = sorted(cards, key=lambda card: (-counts[card.rank], -card.rank, -card.suit))
    return LowHand(
        strength=strength,
        cards=tuple(ordered),
        name=deuce_to_seven_name(strength),
        qualifies_eight=False,
        source=cards,
        kind=LowKind.DEUCE_TO_SEVEN,
    )


def ace_to_five(cards: Sequence[Card]) -> LowHand:
    """The ace-to-five hand of exactly five cards (ace-to-five draw: no qualifier).

    >>> ace_to_five(parse_cards("6s 6d 4c 3h Ah")).name
    'Pair of Sixes (6-6-4-3-A)'
    >>> ace_to_five(parse_cards("8s 6d 4c 3h Ah")).name
    'Eight-six low (8-6-4-3-A)'
    """
    cards = distinct_cards(cards)
    check_card_count(cards, 5, 5, "an ace-to-five hand")
    return ace_to_five_unchecked(cards)


def ace_to_five_unchecked(cards: tuple[Card, ...]) -> LowHand:
    """:func:`ace_to_five` without checking the cards: five distinct cards, unchecked."""
    a, b, c, d, e = (card.index for card in cards)
    strength = ace_to_five_strength5(a, b, c, d, e)
    category, values = decode_strength(-strength)
    counts = Counter(card.rank.low_value for card in cards)
    ordered = sorted(
        cards, key=lambda card: (-counts[card.rank.low_value], -card.rank.low_value, -card.suit)
    )
    return LowHand(
        strength=strength,
        cards=tuple(ordered),
        name=ace_to_five_name(strength),
        qualifies_eight=category is Category.HIGH_CARD and values[0] <= EIGHT_OR_BETTER,
        source=cards,
        kind=LowKind.ACE_TO_FIVE,
    )
