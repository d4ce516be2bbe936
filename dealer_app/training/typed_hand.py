"""A hand typed as a dealer says it short: ``FH QQQ99``, ``fl A``, ``st 9``, ``2p KK77``.

The first word names the category; the ranks after it are read from the top of the hand, as
far as they are typed. The five cards are picked from the seat's cards and the board (two
from the hand and three from the board in Omaha): the strongest five that make that
category with those ranks on top. Suits are never typed: any suit the cards allow makes the
same hand.

>>> from dealer_app.model.cards import parse_cards
>>> hole, board = parse_cards("Qh Qd"), parse_cards("Qs 9c 9d 2h 5s")
>>> typed = read_typed_hand("FH QQQ99", hole, board)
>>> typed.category, sorted(str(card) for card in typed.cards)
('full_house', ['9c', '9d', 'Qd', 'Qh', 'Qs'])
>>> read_typed_hand("st 9", hole, board) is None
True
>>> read_typed_hand("Qh Qd", hole, board) is None
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations

from dealer_app.model.cards import Card
from dealer_app.model.hands.high import best_high
from dealer_app.model.hands.strength import Category

__all__ = ["CATEGORY_WORDS", "TypedHand", "read_typed_hand"]

CATEGORY_WORDS: dict[str, Category] = {
    "hc": Category.HIGH_CARD,
    "high": Category.HIGH_CARD,
    "p": Category.ONE_PAIR,
    "1p": Category.ONE_PAIR,
    "pair": Category.ONE_PAIR,
    "2p": Category.TWO_PAIR,
    "tp": Category.TWO_PAIR,
    "3k": Category.THREE_OF_A_KIND,
    "trips": Category.THREE_OF_A_KIND,
    "set": Category.THREE_OF_A_KIND,
    "st": Category.STRAIGHT,
    "str": Category.STRAIGHT,
    "fl": Category.FLUSH,
    "fh": Category.FULL_HOUSE,
    "boat": Category.FULL_HOUSE,
    "4k": Category.FOUR_OF_A_KIND,
    "quads": Category.FOUR_OF_A_KIND,
    "sf": Category.STRAIGHT_FLUSH,
    "5k": Category.FIVE_OF_A_KIND,
}
"""The short words for each category (any case)."""


@dataclass(frozen=True)
class TypedHand:
    """A typed hand read: its category key and the five cards picked for it."""

    category: str
    cards: tuple[Card, ...]


def read_typed_hand(
    text: str, hole: Sequence[Card], board: Sequence[Card], *, two_from_hole: bool = False
) -> TypedHand | None:
    """The hand ``text`` names from the seat's ``hole`` cards and the ``board`` (``None``
    when the text names no category, or no five of these cards make it)."""
    words = text.split()
    if not words or words[0].lower() not in CATEGORY_WORDS:
        return None
    category = CATEGORY_WORDS[words[0].lower()]
    ranks = "".join(words[1:]).upper().replace("10", "T")
    best = None
    for five in _fives(hole, board, two_from_hole):
        hand = best_high(five)
        if hand.category is not category:
            continue
        read = "".join(card.rank.char for card in hand.cards).upper()
        if read.startswith(ranks) and (best is None or hand.strength > best.strength):
            best = hand
    if best is None:
        return None
    return TypedHand(category.key, best.cards)


def _fives(
    hole: Sequence[Card], board: Sequence[Card], two_from_hole: bool
) -> Iterable[tuple[Card, ...]]:
    if two_from_hole:
        for two in combinations(hole, 2):
            for three in combinations(board, 3):
                yield (*two, *three)
        return
    yield from combinations((*hole, *board), 5)
