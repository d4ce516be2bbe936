"""A seat dealt in, how cards are read for it, and the table's limits.

:class:`SeatEntry` is one seat of a :class:`~dealer_app.model.showdown.scenario.Scenario`: its
number, the cards it shows, whether it folded, what it put in and whether it is all in.
Its cards are always cards; :meth:`SeatEntry.of` and :func:`read_cards` read them from text.
The seat limits (:data:`MIN_SEATS`, :data:`MAX_SEATS`) are defined here, once, for the
model, the format and the table; the largest amount is :data:`~dealer_app.model.chips.MAX_AMOUNT`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from dealer_app.model.cards import FULL_DECK, Card, CardError, parse_cards
from dealer_app.model.chips import MAX_AMOUNT, amount_problem, is_whole_number
from dealer_app.model.json_values import json_type

__all__ = [
    "MAX_SEATS",
    "MIN_SEATS",
    "CardsInput",
    "IncompleteScenarioError",
    "ScenarioError",
    "SeatEntry",
    "read_cards",
]

MIN_SEATS = 2
"""The fewest seats a table has."""
MAX_SEATS = 10
"""The most seats a table has; seat numbers run from 1 to this."""


class ScenarioError(ValueError):
    """A scenario that can never be resolved as given; the message names the field."""


class IncompleteScenarioError(ScenarioError):
    """A scenario still missing cards, board cards, the button or a live seat's money."""


CardsInput = str | Iterable[str | Card]
"""Cards as text (``"Ah Kd"``) or as a list of card texts or cards."""

# Cards already written the short way ("Ah") are looked up at once: files and the
# command line send thousands of them.
_CARD_BY_TEXT = {str(card): card for card in FULL_DECK}
_CARD_TEXTS = frozenset(_CARD_BY_TEXT)
_CARD_TYPE = frozenset({Card})


def read_cards(cards: object, field: str) -> tuple[Card, ...]:
    """Cards given as text or as cards, each card once; errors name ``field``.

    >>> [str(card) for card in read_cards("Ah Kd", "board")]
    ['Ah', 'Kd']
    >>> read_cards(["Ah", "Ah"], "seat 2")
    Traceback (most recent call last):
    ...
    dealer_app.model.showdown.seats.ScenarioError: seat 2: card Ah is used twice
    """
    if isinstance(cards, list | tuple):
        odd = next((card for card in cards if not isinstance(card, str | Card)), None)
        if odd is not None:
            raise ScenarioError(f"{field}: {json_type(odd)} is not a card")
        if (
            not (cards and isinstance(cards[0], Card))
            and _CARD_TEXTS.issuperset(cards)
            and len(set(cards)) == len(cards)
        ):
            return tuple(map(_CARD_BY_TEXT.__getitem__, cards))
    if not isinstance(cards, str | Iterable):
        raise ScenarioError(f"{field}: {cards!r} is not a list of cards")
    try:
        return parse_cards(cards)
    except CardError as error:
        message = str(error)
        if message.startswith('"'):
            message = f"card {message}"
        raise ScenarioError(f"{field}: {message}") from None
    except TypeError:
        raise ScenarioError(f"{field}: {cards!r} is not a list of cards") from None


@dataclass(frozen=True)
class SeatEntry:
    """One seat dealt in: its number, the cards it shows, whether it folded, its money.

    ``committed`` is the total the seat put in this hand (``None`` when the money is
    given as one ``pot`` of chips instead). Cards may be given as text:

    >>> entry = SeatEntry.of(3, "Ah Kd", name="Ann", committed=300)
    >>> entry.label, [str(card) for card in entry.cards]
    ('seat 3', ['Ah', 'Kd'])
    >>> SeatEntry.of(3, "Ah Zh")
    Traceback (most recent call last):
    ...
    dealer_app.model.showdown.seats.ScenarioError: seat 3: card "Zh" is not a card
    """

    seat: int
    cards: tuple[Card, ...] = ()
    name: str = ""
    folded: bool = False
    committed: int | None = None
    all_in: bool = False
    """Shown at the table; the pots come from ``committed`` alone."""

    def __post_init__(self) -> None:
        cards = self.cards
        if type(cards) is not tuple:
            cards = tuple(cards) if isinstance(cards, list) else cards
            object.__setattr__(self, "cards", cards)
        # One pass in C for the usual case (a few cards, each a Card, each once).
        if not isinstance(cards, tuple) or not _CARD_TYPE.issuperset(map(type, cards)):
            raise ScenarioError(
                f"{self.label}: cards {cards!r} are not cards (SeatEntry.of reads text)"
            )
        # A card shown twice is refused by the scenario, which checks every card of the
        # table at once (SeatEntry.of refuses it already when it reads the cards).
        if not is_whole_number(self.seat) or not 1 <= self.seat <= MAX_SEATS:
            raise ScenarioError(
                f"seat {self.seat!r}: a seat number is a whole number from 1 to {MAX_SEATS}"
            )
        if not isinstance(self.name, str):
            raise ScenarioError(f"{self.label}: name {self.name!r} is not text")
        if not isinstance(self.folded, bool):
            raise ScenarioError(f"{self.label}: folded must be true or false")
        if self.committed is not None:
            problem = amount_problem(self.committed, f"{self.label}: committed")
            if problem is not None:
                raise ScenarioError(problem)
            if self.committed > MAX_AMOUNT:
                raise ScenarioError(f"{self.label}: committed {self.committed} is more than 10^12")
        if not isinstance(self.all_in, bool):
            raise ScenarioError(f"{self.label}: all_in must be true or false")

    @classmethod
    def of(
        cls,
        seat: int,
        cards: CardsInput = (),
        *,
        name: str = "",
        folded: bool = False,
        committed: int | None = None,
        all_in: bool = False,
    ) -> SeatEntry:
        """Build a seat with cards given as text (``"Ah Kd"``) or a list of cards."""
        return cls(seat, read_cards(cards, f"seat {seat}"), name, folded, committed, all_in)

    @property
    def label(self) -> str:
        """How results and errors name the seat: ``"seat 3"``."""
        return f"seat {self.seat}"

    @property
    def display_name(self) -> str:
        """The player's name, or ``"Seat 3"`` when none was given."""
        return self.name or f"Seat {self.seat}"

    def replace(self, **changes: Any) -> SeatEntry:
        """A copy with some fields changed (and checked again)."""
        return dataclasses.replace(self, **changes)
