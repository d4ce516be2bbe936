"""Typing cards, without Qt: keystrokes to cards, and the words for a card already in play.

:class:`CardTypingBuffer` turns a dealer's keystrokes (``A`` ``s``, ``1`` ``0`` ``h``) into
cards for the slot rows and the picker; :data:`UsedCards` is how they are told which cards
are held elsewhere, and :func:`used_message` how they say so.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from dealer_app.model.cards import Card, CardError, parse_card

__all__ = ["CardTypingBuffer", "UsedCards", "used_map", "used_message"]

UsedCards = Iterable[Card] | Mapping[Card, str]
"""Cards in play elsewhere: a set, or a mapping to where each one is (``"Seat 2"``)."""

_RANK_KEYS = frozenset("23456789TJQKA")
_SUIT_KEYS = frozenset("SHDC♠♥♦♣♤♡♢♧")
_SEPARATORS = frozenset(" ,;-/")


def used_map(used: UsedCards) -> dict[Card, str]:
    """The cards in play, each with where it is (``""`` when not said).

    >>> from dealer_app.model.cards import parse_cards
    >>> used_map(parse_cards("As"))
    {Card(rank=<Rank.ACE: 14>, suit=<Suit.SPADES: 3>): ''}
    """
    if isinstance(used, Mapping):
        return dict(used)
    return dict.fromkeys(used, "")


def used_message(card: Card, where: str) -> str:
    """Why ``card`` cannot be taken: where it is, when known.

    >>> from dealer_app.model.cards import parse_card
    >>> used_message(parse_card("As"), "Seat 2"), used_message(parse_card("As"), "")
    ('As is already used by Seat 2', 'As is already in play')
    """
    return f"{card} is already used by {where}" if where else f"{card} is already in play"


class CardTypingBuffer:
    """Turns keystrokes into cards: ``A`` ``s`` gives As; ``1`` ``0`` ``h`` gives Th.

    Separators (spaces, commas) are skipped; a second rank replaces a pending one.

    >>> buffer = CardTypingBuffer()
    >>> [buffer.feed(key) for key in "10h"]
    [None, None, Card(rank=<Rank.TEN: 10>, suit=<Suit.HEARTS: 2>)]
    >>> buffer.feed("q"), buffer.pending
    (None, 'Q')
    >>> buffer.feed("x")
    Traceback (most recent call last):
    ...
    dealer_app.model.cards.CardError: "x" is not a card rank or suit
    """

    def __init__(self) -> None:
        self._pending = ""

    @property
    def pending(self) -> str:
        """The rank typed so far (``"A"``, ``"1"``, ``"10"``), or ``""``."""
        return self._pending

    def clear(self) -> None:
        self._pending = ""

    def backspace(self) -> bool:
        """Drop the last pending keystroke; False when nothing was pending."""
        if not self._pending:
            return False
        self._pending = self._pending[:-1]
        return True

    def feed(self, key: str) -> Card | None:
        """Take one typed character; return the card it completes, if any.

        Raises :class:`CardError` (and forgets the pending rank) for a key that cannot be
        part of a card here.
        """
        upper = key.upper()
        if key in _SEPARATORS:
            return None
        if self._pending == "1":
            self._pending = ""
            if key == "0":
                self._pending = "10"
                return None
            raise CardError(f'"1{key}" is not a rank (a ten is 10 or T)')
        if upper in _RANK_KEYS or key == "1":
            self._pending = upper
            return None
        if upper in _SUIT_KEYS:
            if not self._pending:
                raise CardError(f'type the rank before the suit "{key}" (As, 10h)')
            card = parse_card(self._pending + key)
            self._pending = ""
            return card
        self._pending = ""
        raise CardError(f'"{key}" is not a card rank or suit')
