"""Drawing cards: high card for the button, and a seat draw for a new table.

One card to each player from a shuffled deck; the highest card by rank, then by suit
(spades, hearts, diamonds, clubs, as for any tie between cards of one rank) wins the draw.
In a seat draw the highest card takes the first seat, the next highest the next seat, and
so on round the table.

>>> draw = draw_for_button([1, 4, 7], cards=parse_cards("Kh Ks 9c"))
>>> draw.winner
4
>>> draw.steps[-1]
'Seat 4 has the highest card, K♠ (kings tie, and spades beat hearts): the button goes to seat 4.'
>>> seating = draw_for_seats(["Ann", "Bob"], [3, 8], cards=parse_cards("2c As"))
>>> [(place.player, place.seat) for place in seating.places]
[('Bob', 3), ('Ann', 8)]
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from dealer_app.model.cards import FULL_DECK, Card, parse_cards, repeated_card
from dealer_app.model.words import plural

__all__ = [
    "ButtonDraw",
    "DrawError",
    "SeatDraw",
    "SeatPlace",
    "draw_for_button",
    "draw_for_seats",
    "draw_order",
    "drawing_names",
]


class DrawError(ValueError):
    """A draw that cannot be made as asked; the message names the bad value."""


def draw_order(card: Card) -> tuple[int, int]:
    """How a drawn card ranks: by rank, then by suit (spades highest)."""
    return card.rank, card.suit


def _why(best: Card, runner_up: Card | None) -> str:
    if runner_up is None or runner_up.rank != best.rank:
        return ""
    tied = best.rank.plural.lower()
    return f" ({tied} tie, and {best.suit.plural} beat {runner_up.suit.plural})"


def _deal(count: int, rng: random.Random | None, cards: Sequence[Card] | None) -> list[Card]:
    if cards is None:
        deck = list(FULL_DECK)
        (rng or random.Random()).shuffle(deck)
        return deck[:count]
    if len(cards) != count:
        raise DrawError(f"cards: {plural(len(cards), 'card')} for {count} players")
    repeated = repeated_card(cards)
    if repeated is not None:
        raise DrawError(f"cards: {repeated} is drawn twice")
    return list(cards)


def _check_seats(seats: Sequence[int]) -> None:
    for seat in seats:
        if not 1 <= seat <= 10:
            raise DrawError(f"seats: {seat} is not a seat (1 to 10)")
    if len(set(seats)) != len(seats):
        raise DrawError("seats: a seat is listed twice")


@dataclass(frozen=True)
class ButtonDraw:
    """High card for the button: the card each seat drew, in seat order."""

    cards: tuple[tuple[int, Card], ...]

    @property
    def ranked(self) -> tuple[tuple[int, Card], ...]:
        """The seats with their cards, highest card first."""
        return tuple(sorted(self.cards, key=lambda drawn: draw_order(drawn[1]), reverse=True))

    @property
    def winner(self) -> int:
        """The seat that drew the highest card: it takes the button."""
        return self.ranked[0][0]

    @property
    def steps(self) -> tuple[str, ...]:
        """What the dealer says, card by card, then who takes the button and why."""
        ranked = self.ranked
        lines = [f"Seat {seat} draws {card.pretty}." for seat, card in self.cards]
        best = ranked[0][1]
        why = _why(best, ranked[1][1] if len(ranked) > 1 else None)
        lines.append(
            f"Seat {self.winner} has the highest card, {best.pretty}{why}: "
            f"the button goes to seat {self.winner}."
        )
        return tuple(lines)


def draw_for_button(
    seats: Sequence[int],
    rng: random.Random | None = None,
    *,
    cards: Sequence[Card] | str | None = None,
) -> ButtonDraw:
    """Draw one card for each seat (from ``rng``'s shuffle, or the ``cards`` given)."""
    seats = sorted(seats)
    if len(seats) < 2:
        raise DrawError("seats: at least two seats draw for the button")
    _check_seats(seats)
    given = parse_cards(cards) if isinstance(cards, str) else cards
    return ButtonDraw(tuple(zip(seats, _deal(len(seats), rng, given), strict=True)))


@dataclass(frozen=True)
class SeatPlace:
    """Where one player sits after a seat draw, and the card that put them there."""

    player: str
    card: Card
    seat: int


@dataclass(frozen=True)
class SeatDraw:
    """A seat draw: each player's card and seat, highest card in the first seat."""

    places: tuple[SeatPlace, ...]

    @property
    def steps(self) -> tuple[str, ...]:
        """What the dealer says: each card drawn and the seat it gives."""
        return tuple(
            f"{place.player} draws {place.card.pretty} and sits in seat {place.seat}."
            for place in self.places
        )


def drawing_names(players: Sequence[str]) -> list[str]:
    """The players' names as a seat draw reads them: each on one line, its spaces trimmed;
    :class:`DrawError` for none, an empty one or one given twice.

    >>> drawing_names(["Ann\\nLee ", "Bob"])
    ['Ann Lee', 'Bob']
    """
    if not players:
        raise DrawError("players: nobody to seat")
    names = [" ".join(player.split()) for player in players]
    if not all(names):
        raise DrawError(f"players: player {names.index('') + 1} has no name")
    if len(set(names)) != len(names):
        raise DrawError("players: a name is listed twice")
    return names


def draw_for_seats(
    players: Sequence[str],
    seats: Sequence[int],
    rng: random.Random | None = None,
    *,
    cards: Sequence[Card] | str | None = None,
) -> SeatDraw:
    """Each player draws a card; the highest takes the first of ``seats``, and so on.

    ``cards`` are the players' cards in the order the players are given; the names are read
    as :func:`drawing_names` reads them.
    """
    players = drawing_names(players)
    seats = sorted(seats)
    _check_seats(seats)
    if len(seats) < len(players):
        raise DrawError(f"seats: {plural(len(seats), 'seat')} for {plural(len(players), 'player')}")
    given = parse_cards(cards) if isinstance(cards, str) else cards
    drawn = zip(players, _deal(len(players), rng, given), strict=True)
    ranked = sorted(drawn, key=lambda pair: draw_order(pair[1]), reverse=True)
    return SeatDraw(
        tuple(
            SeatPlace(player, card, seat)
            for (player, card), seat in zip(ranked, seats, strict=False)
        )
    )
