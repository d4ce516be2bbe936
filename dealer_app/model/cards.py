"""Playing cards: ranks, suits, parsing and the deck.

A card is written as two characters, rank then suit: ``As`` is the ace of spades,
``Td`` the ten of diamonds. Input is forgiving (``10h``, ``AS``, ``A♠``); output is
always the short form.

>>> parse_card("A♠")
Card(rank=<Rank.ACE: 14>, suit=<Suit.SPADES: 3>)
>>> str(parse_card("10h"))
'Th'
>>> [str(card) for card in parse_cards("as kd")]
['As', 'Kd']

Suits rank spades, hearts, diamonds, clubs (highest first). That order is used only
to compare single cards, for example to decide who takes an odd chip in stud; it
never breaks a tie for a pot.

>>> parse_card("2s") > parse_card("2h")
True
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import IntEnum
from functools import total_ordering
from typing import cast

__all__ = [
    "FULL_DECK",
    "Card",
    "CardError",
    "DuplicateCardError",
    "Rank",
    "Suit",
    "card_from_index",
    "card_used_twice",
    "check_distinct",
    "format_cards",
    "parse_card",
    "parse_cards",
    "repeated_card",
]


class CardError(ValueError):
    """Text that is not a card, or cards that cannot be used together."""


class DuplicateCardError(CardError):
    """The same card appears twice where each card exists only once."""


class Rank(IntEnum):
    """Card ranks; the value is the rank's strength in high games (ace high)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def char(self) -> str:
        """The one-character symbol: ``A``, ``K``, ..., ``T``, ``9``, ..., ``2``."""
        return _RANK_CHARS[self]

    @property
    def singular(self) -> str:
        """The name a dealer says for one card: ``"Ace"``, ``"Ten"``."""
        return _RANK_NAMES[self][0]

    @property
    def plural(self) -> str:
        """The name a dealer says for several: ``"Aces"``, ``"Sixes"``."""
        return _RANK_NAMES[self][1]

    @property
    def low_value(self) -> int:
        """The rank's value in A-5 low games, where the ace counts one.

        >>> Rank.ACE.low_value, Rank.EIGHT.low_value
        (1, 8)
        """
        return 1 if self is Rank.ACE else int(self)

    @property
    def low_char(self) -> str:
        """The symbol used in a low hand's name (``A`` for the ace, ``T`` for ten)."""
        return self.char


class Suit(IntEnum):
    """Suits; a larger value is a higher suit (spades, hearts, diamonds, clubs)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def char(self) -> str:
        """The lower-case letter used in card text: ``s``, ``h``, ``d``, ``c``."""
        return "cdhs"[self]

    @property
    def symbol(self) -> str:
        """The suit symbol: ``♠``, ``♥``, ``♦``, ``♣``."""
        return "♣♦♥♠"[self]

    @property
    def plural(self) -> str:
        """The suit's name: ``"spades"``."""
        return ("clubs", "diamonds", "hearts", "spades")[self]


_RANK_CHARS = {rank: "23456789TJQKA"[rank - 2] for rank in Rank}
_RANK_NAMES = {
    Rank.TWO: ("Two", "Twos"),
    Rank.THREE: ("Three", "Threes"),
    Rank.FOUR: ("Four", "Fours"),
    Rank.FIVE: ("Five", "Fives"),
    Rank.SIX: ("Six", "Sixes"),
    Rank.SEVEN: ("Seven", "Sevens"),
    Rank.EIGHT: ("Eight", "Eights"),
    Rank.NINE: ("Nine", "Nines"),
    Rank.TEN: ("Ten", "Tens"),
    Rank.JACK: ("Jack", "Jacks"),
    Rank.QUEEN: ("Queen", "Queens"),
    Rank.KING: ("King", "Kings"),
    Rank.ACE: ("Ace", "Aces"),
}
_RANK_BY_TEXT = {rank.char: rank for rank in Rank} | {"10": Rank.TEN}
_SUIT_BY_TEXT = {suit.char: suit for suit in Suit} | {suit.symbol: suit for suit in Suit}
_SUIT_BY_TEXT |= {"♤": Suit.SPADES, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS, "♧": Suit.CLUBS}


@functools.cache
def _card_pattern() -> re.Pattern[str]:
    """One card: a rank (10 allowed) then a suit letter or symbol; used to split "AsKd".
    Compiled when first read (a quarter of a millisecond, with its cases folded): a table
    opens without reading a card."""
    return re.compile(r"(10|[2-9TJQKA])([SHDC♠♥♦♣♤♡♢♧])", re.IGNORECASE)


# Ordered by total_ordering over one comparison: ``order=True`` would have dataclasses
# compile four methods from source each time the class is made, at every start.
@total_ordering
@dataclass(frozen=True, slots=True)
class Card:
    """One playing card; cards order by rank, then by suit.

    >>> Card(Rank.KING, Suit.HEARTS)
    Card(rank=<Rank.KING: 13>, suit=<Suit.HEARTS: 2>)
    >>> Card(Rank.KING, Suit.HEARTS).index
    46
    """

    rank: Rank
    suit: Suit

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index < other.index

    def __hash__(self) -> int:
        # Cards are hashed in every duplicate check; the rank and suit pack into one int.
        return (self.rank << 2) | self.suit

    @property
    def index(self) -> int:
        """A number 0-51, ``4 * (rank - 2) + suit``: 0 is the two of clubs, 51 the ace of spades."""
        return 4 * (self.rank - 2) + self.suit

    @property
    def pretty(self) -> str:
        """The card with its suit symbol, ``A♠``."""
        return self.rank.char + self.suit.symbol

    @property
    def full_name(self) -> str:
        """``"Ace of spades"``."""
        return f"{self.rank.singular} of {self.suit.plural}"

    def __str__(self) -> str:
        return _SHORT_FORMS[self.rank][self.suit]


FULL_DECK: tuple[Card, ...] = tuple(Card(rank, suit) for rank in Rank for suit in Suit)
"""The 52 cards, in :attr:`Card.index` order."""

# Results write thousands of cards: the short forms are spelt out once, by rank and suit.
_SHORT_FORMS = {rank: tuple(rank.char + suit.char for suit in Suit) for rank in Rank}


def card_from_index(index: int) -> Card:
    """Return the card with the given :attr:`Card.index`.

    >>> str(card_from_index(51))
    'As'
    """
    if not 0 <= index < 52:
        raise CardError(f"{index!r} is not a card index (0-51)")
    return FULL_DECK[index]


def parse_card(text: str | Card) -> Card:
    """Read one card such as ``As``, ``10h``, ``AS`` or ``A♠``.

    >>> str(parse_card(" qD "))
    'Qd'
    >>> parse_card("Zh")
    Traceback (most recent call last):
    ...
    dealer_app.model.cards.CardError: "Zh" is not a card
    """
    if isinstance(text, Card):
        return text
    if not isinstance(text, str):
        raise CardError(f"{text!r} is not a card")
    cleaned = text.strip()
    match = _card_pattern().fullmatch(cleaned)
    if match is None:
        raise CardError(f'"{cleaned}" is not a card')
    rank_text, suit_text = match.groups()
    return Card(_RANK_BY_TEXT[rank_text.upper()], _SUIT_BY_TEXT[suit_text.lower()])


def parse_cards(cards: str | Iterable[str | Card]) -> tuple[Card, ...]:
    """Read several cards: ``"AsKd"``, ``"as kd"``, ``"10h,Qc"`` or a list of card texts.

    Repeated cards are refused, since each card exists once in the deck.

    >>> [str(card) for card in parse_cards("10hQc")]
    ['Th', 'Qc']
    >>> parse_cards("AsAs")
    Traceback (most recent call last):
    ...
    dealer_app.model.cards.DuplicateCardError: card As is used twice
    """
    if isinstance(cards, str):
        parsed = _split_card_text(cards)
    else:
        given = tuple(cards)
        if all(type(card) is Card for card in given):
            parsed = cast(tuple[Card, ...], given)
        else:
            parsed = tuple(parse_card(card) for card in given)
    check_distinct(parsed)
    return parsed


def check_distinct(cards: Sequence[Card]) -> None:
    """Refuse a card given twice: :class:`DuplicateCardError` names the first repeat."""
    if len(set(cards)) != len(cards):
        raise DuplicateCardError(f"card {repeated_card(cards)} is used twice")


def card_used_twice(places: Iterable[tuple[str, Iterable[Card]]]) -> str | None:
    """Which card lies in two places, in the words errors use; ``None`` when none does.

    ``places`` names each place where cards lie (a seat, a board, the dead cards).

    >>> card_used_twice([("seat 1", parse_cards("As Ks")), ("board", parse_cards("Qs As"))])
    'card As is used twice: seat 1 and board'
    >>> card_used_twice([("seat 1", parse_cards("As Ks"))]) is None
    True
    """
    where: dict[Card, str] = {}
    for place, cards in places:
        for card in cards:
            if card in where:
                both = place if where[card] == place else f"{where[card]} and {place}"
                return f"card {card} is used twice: {both}"
            where[card] = place
    return None


def repeated_card(cards: Iterable[Card]) -> Card | None:
    """The first card that comes a second time, or ``None`` when each card comes once.

    >>> str(repeated_card(parse_cards("Ah Kd") + parse_cards("Qc Kd Ah")))
    'Kd'
    >>> repeated_card(parse_cards("Ah Kd")) is None
    True
    """
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            return card
        seen.add(card)
    return None


def _split_card_text(text: str) -> tuple[Card, ...]:
    compact = re.sub(r"[\s,;]+", "", text)
    cards = []
    position = 0
    while position < len(compact):
        match = _card_pattern().match(compact, position)
        if match is None:
            bad = compact[position : position + 2]
            raise CardError(f'"{bad}" is not a card')
        cards.append(parse_card(match.group(0)))
        position = match.end()
    return tuple(cards)


def format_cards(cards: Iterable[Card], separator: str = " ") -> str:
    """Write cards in the short form, ``"As Kd"``.

    >>> format_cards(parse_cards("AsKd"))
    'As Kd'
    """
    return separator.join(str(card) for card in cards)
