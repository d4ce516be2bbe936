"""Hand strengths: the one integer every hand is reduced to, the categories, house rules;
the evaluated hand types are :mod:`~dealer_app.model.hands.evaluated`.

A high hand's *strength* holds the category in the high bits, then up to five ranks in the
order they are compared. A higher strength is a better hand and equal strengths tie; suits
never break a tie.

    strength = category << 20 | r1 << 16 | r2 << 12 | r3 << 8 | r4 << 4 | r5

>>> hex(encode_strength(Category.TWO_PAIR, (14, 8, 13)))
'0x3e8d00'

Low hands (A-5, deuce-to-seven) use the same encoding with the sign turned round, so that
the better low always has the larger strength; a badugi counts its cards first
(:data:`BADUGI_SIZE_SHIFT`). The evaluators live in :mod:`~dealer_app.model.hands.high`,
:mod:`~dealer_app.model.hands.low`, :mod:`~dealer_app.model.hands.lowball`,
:mod:`~dealer_app.model.hands.badugi`, :mod:`~dealer_app.model.hands.omaha` and
:mod:`~dealer_app.model.hands.guts`; :mod:`~dealer_app.model.hands.words` says them in words.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum, IntEnum
from functools import cache

from dealer_app.model.cards import Card, Rank, format_cards, parse_cards

__all__ = [
    "BADUGI_KINDS",
    "BADUGI_SIZE_SHIFT",
    "GROUP_SIZES",
    "RANK_SHIFTS",
    "STANDARD_RULES",
    "Category",
    "EvaluationError",
    "HouseRules",
    "LowKind",
    "check_card_count",
    "decode_badugi",
    "decode_strength",
    "distinct_cards",
    "encode_strength",
]


class EvaluationError(ValueError):
    """Cards that cannot be evaluated as asked (too few, too many, wrong split)."""


class Category(IntEnum):
    """Hand categories, weakest first; the value is the category's part of a strength."""

    HIGH_CARD = 1
    ONE_PAIR = 2
    TWO_PAIR = 3
    THREE_OF_A_KIND = 4
    STRAIGHT = 5
    FLUSH = 6
    FULL_HOUSE = 7
    FOUR_OF_A_KIND = 8
    STRAIGHT_FLUSH = 9
    FIVE_OF_A_KIND = 10

    @property
    def key(self) -> str:
        """The name used in result files: ``"two_pair"``."""
        return _CATEGORY_KEYS[self]

    @property
    def title(self) -> str:
        """The name a dealer says: ``"Two Pair"``."""
        return self.name.replace("_", " ").title().replace(" A ", " a ").replace(" Of ", " of ")


# Spelt once: Enum's own ``name`` is slow to read, and results name thousands of hands.
_CATEGORY_KEYS = {category: category.name.lower() for category in Category}

GROUP_SIZES: dict[Category, tuple[int, ...]] = {
    Category.HIGH_CARD: (1, 1, 1, 1, 1),
    Category.ONE_PAIR: (2, 1, 1, 1),
    Category.TWO_PAIR: (2, 2, 1),
    Category.THREE_OF_A_KIND: (3, 1, 1),
    Category.FULL_HOUSE: (3, 2),
    Category.FOUR_OF_A_KIND: (4, 1),
    Category.FLUSH: (1, 1, 1, 1, 1),
}
"""How many cards each rank of a category's strength stands for, in the strength's order
(a full house: three of the first rank, two of the second); straights have none: their
one rank is their top card."""


@dataclass(frozen=True)
class HouseRules:
    """House rules that change how hands rank.

    ``wild``: ranks whose cards stand for any card (five of a kind becomes possible).
    ``around_the_corner``: wrap-around straights such as Q-K-A-2-3 count; such a
    straight is named by its top card going up from the ace (Q-K-A-2-3 is three high),
    so it ranks below the wheel.
    ``guts3_order``: three-card guts' four top categories, highest first, as the group
    agreed (empty: the usual three of a kind, straight flush, straight, flush); pairs and
    high cards always rank below them. See :func:`~dealer_app.model.hands.guts.guts3_order`.
    """

    wild: frozenset[Rank] = frozenset()
    around_the_corner: bool = False
    guts3_order: tuple[Category, ...] = ()

    @property
    def is_standard(self) -> bool:
        """True when no house rule changes the ranking."""
        return not self.wild and not self.around_the_corner


STANDARD_RULES = HouseRules()

RANK_SHIFTS = (16, 12, 8, 4, 0)
"""Where each compared rank sits in a strength, the first highest."""


def encode_strength(category: Category, ranks: Sequence[int]) -> int:
    """The strength of a hand of ``category`` whose compared ranks are ``ranks``."""
    strength = int(category) << 20
    for shift, rank in zip(RANK_SHIFTS, ranks, strict=False):
        strength |= rank << shift
    return strength


@cache
def decode_strength(strength: int) -> tuple[Category, tuple[int, ...]]:
    """Split a high strength into its category and the ranks it compares.

    >>> decode_strength(0x3e8d00)
    (<Category.TWO_PAIR: 3>, (14, 8, 13))
    """
    category = Category(strength >> 20)
    ranks = tuple(r for r in ((strength >> shift) & 0xF for shift in RANK_SHIFTS) if r)
    return category, ranks


class LowKind(Enum):
    """The ways a hand plays for low: what wins, and so how two lows compare."""

    ACE_TO_FIVE = "ace-to-five"
    """Aces low, straights and flushes ignored, pairs count (razz, eight or better)."""
    DEUCE_TO_SEVEN = "deuce-to-seven"
    """The worst high hand wins: aces high only, straights and flushes count against."""
    BADUGI = "badugi"
    """The most cards of distinct ranks and suits, then the lowest of them; aces low."""
    BADUGI_ACES_HIGH = "badugi, aces high"
    """Badugi with the ace the highest card (badeucy's badugi half)."""

    @property
    def is_badugi(self) -> bool:
        """True for both badugi kinds."""
        return self in BADUGI_KINDS


BADUGI_KINDS = frozenset({LowKind.BADUGI, LowKind.BADUGI_ACES_HIGH})
"""Both badugi kinds: their strengths are encoded apart (see :data:`BADUGI_SIZE_SHIFT`)."""

BADUGI_SIZE_SHIFT = 16
"""A badugi's strength: its size (1 to 4 cards) above this bit, under it ``0xFFFF`` less its
values highest first, four bits each (so a lower badugi of one size is a larger strength)."""


def decode_badugi(strength: int) -> tuple[int, ...]:
    """A badugi's values, highest first, from its strength.

    >>> decode_badugi(3 << BADUGI_SIZE_SHIFT | 0xFFFF - 0x4320)
    (4, 3, 2)
    """
    size = strength >> BADUGI_SIZE_SHIFT
    packed = 0xFFFF - (strength & 0xFFFF)
    return tuple((packed >> (12 - 4 * index)) & 0xF for index in range(size))


def check_card_count(cards: Sequence[Card], low: int, high: int, what: str) -> None:
    """Refuse too few or too many cards for ``what``: ``"a high hand needs 5 to 9 cards"``."""
    if not low <= len(cards) <= high:
        wanted = str(low) if low == high else f"{low} to {high}"
        raise EvaluationError(
            f"{what} needs {wanted} cards, got {len(cards)}: {format_cards(cards)}"
        )


def distinct_cards(cards: Sequence[Card]) -> tuple[Card, ...]:
    """The cards, each once (:class:`~dealer_app.model.cards.CardError` names a repeat)."""
    return parse_cards(cards)
