"""The hands an evaluator gives back: a :class:`HighHand` and a :class:`LowHand`, each with
its strength (:mod:`~dealer_app.model.hands.strength`), the cards that play and its name.

Apart from the strengths because a table is made (and the first window shown) before any
hand is evaluated: the table loads the games' rules, not the hands they make.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from dealer_app.model.cards import Card
from dealer_app.model.hands.strength import (
    BADUGI_KINDS,
    Category,
    LowKind,
    decode_badugi,
    decode_strength,
)

__all__ = ["HighHand", "LowHand"]


@dataclass(frozen=True)
class HighHand:
    """A high hand: its strength, category, the cards that play and its spoken name.

    ``cards`` are in the order a dealer reads them (groups first, then kickers;
    straights from the top). ``wild_as`` says, for each card in ``cards``, which card
    a wild card stands for (``None`` for a natural card). ``source`` holds all the
    cards the hand was chosen from.
    """

    strength: int
    category: Category
    cards: tuple[Card, ...]
    name: str
    wild_as: tuple[Card | None, ...] = ()
    source: tuple[Card, ...] = field(default=(), compare=False)

    @property
    def ranks(self) -> tuple[int, ...]:
        """The ranks compared, in order (see :func:`decode_strength`)."""
        return decode_strength(self.strength)[1] if self.strength >> 20 else ()

    def plays(self, card: Card) -> bool:
        """True when ``card`` is one of the cards that play."""
        return card in self.cards


@dataclass(frozen=True)
class LowHand:
    """A low hand; a larger ``strength`` is a better (lower) hand.

    ``kind`` says how it plays: an A-5 low (the default; its strength is the high-hand
    encoding with the sign turned round), a deuce-to-seven hand (minus its high strength)
    or a badugi (see :data:`BADUGI_SIZE_SHIFT`). Strengths compare only within one kind.
    ``cards`` are highest first, the way a low is read: 8-5-3-2-A.
    ``qualifies_eight``: five different ranks, all eight or lower (A-5 lows only).
    """

    strength: int
    cards: tuple[Card, ...]
    name: str
    qualifies_eight: bool
    source: tuple[Card, ...] = field(default=(), compare=False)
    kind: LowKind = LowKind.ACE_TO_FIVE

    @property
    def ranks(self) -> tuple[int, ...]:
        """The values compared, in order: low values (ace = 1) for A-5 lows and badugi,
        ranks (ace = 14) for deuce-to-seven and badeucy's badugi.

        >>> LowHand(-0x154321, (), "", True).ranks
        (5, 4, 3, 2, 1)
        """
        if self.kind in BADUGI_KINDS:
            return decode_badugi(self.strength)
        return decode_strength(-self.strength)[1]

    @property
    def category(self) -> Category:
        """The poker category a deuce-to-seven or A-5 low is made of (pairs, flushes...)."""
        if self.kind in BADUGI_KINDS:
            return Category.HIGH_CARD
        return decode_strength(-self.strength)[0]

    def plays(self, card: Card) -> bool:
        """True when ``card`` is one of the cards that play."""
        return card in self.cards
