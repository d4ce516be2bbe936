"""The colour-up chip race: a denomination leaves play and its odd chips are raced off.

When a tournament takes a colour out of play, each player's chips of it are changed for
the next colour up where they make whole chips. What is left over (the remainders) is
raced: the remainders of all players are pooled and make as many new chips as their value
holds whole, and one more when what is left is at least half a new chip (otherwise it
leaves play). Cards are dealt from seat 1 clockwise, each player all of their cards at
once, one card per remaining chip. The highest card by rank, then suit (spades, hearts,
diamonds, clubs), wins the first new chip, the next highest the next; no player wins more
than one chip, and no player is raced out of the tournament: a player left with no chips
gets one chip of the smallest denomination still in play.

>>> from dealer_app.model.chips import ChipSet
>>> chips = ChipSet.of(black=100, green=25)
>>> race = chip_race(
...     chips, "green",
...     [RacePlayer(1, 13, other=500), RacePlayer(3, 2, other=300), RacePlayer(6, 1)],
...     cards={1: "2c", 3: "Kd 7c", 6: "As"})
>>> race.new_chips, race.rounded_up
(1, False)
>>> [(entry.seat, entry.up_chips, entry.won) for entry in race.players]
[(1, 3, False), (3, 0, False), (6, 1, True)]
>>> for text in race.steps:
...     print(text)  # doctest: +NORMALIZE_WHITESPACE
Colour up: green (25) leaves play; 4 green make 1 black (100).
Seat 1: 13 green: change 12 for 3 black; 1 green races.
Seat 3: 2 green: 2 green race.
Seat 6: 1 green: 1 green races.
The race: 4 green (100) remain: 1 black whole, nothing left over: 1 black is raced.
Deal from seat 1 clockwise, one card per green, each player all of their cards at once:
    seat 1 2c, seat 3 Kd 7c, seat 6 As.
Seat 6's As is the highest card: seat 6 wins 1 black.
Take every green off the table.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from dealer_app.model.cards import FULL_DECK, Card, CardError, format_cards, parse_cards
from dealer_app.model.chips import Chip, ChipSet, is_whole_number
from dealer_app.model.words import plural

__all__ = [
    "ChipRace",
    "ChipRaceError",
    "RacePlayer",
    "RacedPlayer",
    "chip_race",
]


class ChipRaceError(ValueError):
    """A chip race that cannot be run as given; the message names the field."""


@dataclass(frozen=True)
class RacePlayer:
    """A player at the colour-up: seat, chips of the leaving colour, value of all other chips."""

    seat: int
    leaving: int
    """How many chips of the leaving colour the player has."""
    other: int = 0
    """The value of the player's chips of every other colour (0: the leaving colour is all)."""

    def __post_init__(self) -> None:
        if not is_whole_number(self.seat) or not 1 <= self.seat <= 10:
            raise ChipRaceError(f"seat {self.seat!r} is not a seat number from 1 to 10")
        for field, value in (("chips", self.leaving), ("other", self.other)):
            if not is_whole_number(value) or value < 0:
                raise ChipRaceError(f"seat {self.seat}: {field} {value!r} is not a whole number")


@dataclass(frozen=True)
class RacedPlayer:
    """What one player ends the colour-up with."""

    seat: int
    leaving: int
    up_chips: int
    """Chips of the next colour up the player takes: changed whole chips, plus one if won."""
    remainder: int
    """Chips of the leaving colour that went into the race."""
    cards: tuple[Card, ...]
    won: bool
    kept_in: bool
    """True when the player would have been raced out and gets one chip of the smallest
    colour still in play."""


@dataclass(frozen=True)
class ChipRace:
    """The outcome: each player's chips after the colour-up, the race pool and the steps."""

    leaving: Chip
    up: Chip
    smallest_left: Chip
    players: tuple[RacedPlayer, ...]
    pool_value: int
    new_chips: int
    rounded_up: bool
    """True when the pool's leftover was at least half a chip and made one more."""
    steps: tuple[str, ...]
    winners: tuple[int, ...]
    """The seats that won a chip in the race, in the order they won it."""


def _next_colour_up(chips: ChipSet, leaving: str) -> tuple[Chip, Chip, ChipSet]:
    position = chips.index(leaving)
    leaving_chip = chips.chips[position]
    if position == 0:
        raise ChipRaceError(f"leaving: {leaving} is the highest chip; there is no colour up")
    up = chips.chips[position - 1]
    if up.value % leaving_chip.value:
        raise ChipRaceError(
            f"leaving: {up} is not a whole number of {leaving_chip}; they cannot be changed"
        )
    remaining = ChipSet(tuple(chip for chip in chips if chip.name != leaving))
    return leaving_chip, up, remaining


def _dealt_cards(
    players: Sequence[RacePlayer],
    remainders: Mapping[int, int],
    cards: Mapping[int, str | Sequence[str | Card]] | None,
    seed: int | None,
) -> dict[int, tuple[Card, ...]]:
    racing = [player.seat for player in players if remainders[player.seat]]
    needed = sum(remainders.values())
    if needed > len(FULL_DECK):
        raise ChipRaceError(f"the race needs {plural(needed, 'card')}; a deck has {len(FULL_DECK)}")
    if cards is None:
        deck = list(FULL_DECK)
        random.Random(seed).shuffle(deck)
        dealt: dict[int, tuple[Card, ...]] = {}
        for seat in racing:  # each player all of their cards at once, from seat 1 clockwise
            dealt[seat], deck = tuple(deck[: remainders[seat]]), deck[remainders[seat] :]
        return dealt
    # A player who races nothing may be written with no cards, as the output writes it.
    seated = {player.seat for player in players}
    unknown = sorted(seat for seat in set(cards) - set(racing) if cards[seat] or seat not in seated)
    if unknown:
        raise ChipRaceError(f"cards: seat {unknown[0]} has no chip in the race")
    dealt = {}
    seen: dict[Card, int] = {}
    for seat in racing:
        try:
            hand = parse_cards(cards.get(seat, ()))
        except CardError as error:
            raise ChipRaceError(f"cards: seat {seat}: {error}") from None
        if len(hand) != remainders[seat]:
            raise ChipRaceError(
                f"cards: seat {seat} races {plural(remainders[seat], 'chip')} and needs "
                f"{plural(remainders[seat], 'card')}, not {len(hand)}"
            )
        for card in hand:
            if card in seen:
                raise ChipRaceError(f"cards: {card} is dealt twice (seats {seen[card]} and {seat})")
            seen[card] = seat
        dealt[seat] = hand
    return dealt


def chip_race(
    chips: ChipSet,
    leaving: str,
    players: Sequence[RacePlayer],
    *,
    cards: Mapping[int, str | Sequence[str | Card]] | None = None,
    seed: int | None = None,
) -> ChipRace:
    """Colour up ``leaving`` and race its remainders; deal the cards when none are given.

    ``cards`` maps a seat to its cards, one per chip it races; without it the cards are
    dealt from a deck shuffled by ``seed``.
    """
    leaving_chip, up, remaining = _next_colour_up(chips, leaving)
    seats = [player.seat for player in players]
    if len(set(seats)) != len(seats):
        raise ChipRaceError(f"players: seat {_first_repeat(seats)} is given twice")
    ordered = sorted(players, key=lambda player: player.seat)
    per_up = up.value // leaving_chip.value
    remainders = {player.seat: player.leaving % per_up for player in ordered}
    dealt = _dealt_cards(ordered, remainders, cards, seed)

    pool_value = sum(remainders.values()) * leaving_chip.value
    whole, left_over = divmod(pool_value, up.value)
    rounded_up = left_over > 0 and 2 * left_over >= up.value
    new_chips = whole + (1 if rounded_up else 0)

    # Every card dealt, highest first; each player wins at most one chip.
    ranked = sorted(((card, seat) for seat, hand in dealt.items() for card in hand), reverse=True)
    winner_order: list[int] = []
    win_steps: list[str] = []
    for card, seat in ranked:
        if len(winner_order) == new_chips:
            break
        if seat in winner_order:
            win_steps.append(f"Seat {seat}'s {card}: seat {seat} has won a chip already.")
            continue
        word = "highest" if not winner_order else "next highest"
        winner_order.append(seat)
        win_steps.append(f"Seat {seat}'s {card} is the {word} card: seat {seat} wins 1 {up.name}.")

    smallest_left = remaining.unit_chip
    results: list[RacedPlayer] = []
    kept_steps: list[str] = []
    for player in ordered:
        won = player.seat in winner_order
        up_chips = player.leaving // per_up + (1 if won else 0)
        # only a player who had chips is in the tournament to be kept in
        kept_in = up_chips == 0 and player.other == 0 and player.leaving > 0
        if kept_in and smallest_left == up:
            up_chips = 1  # the chip given to keep the player in
        if kept_in:
            kept_steps.append(
                f"Seat {player.seat} has no chips left: give seat {player.seat} one "
                f"{smallest_left.name} ({smallest_left.value}); no one is raced out."
            )
        results.append(
            RacedPlayer(
                player.seat,
                player.leaving,
                up_chips,
                remainders[player.seat],
                dealt.get(player.seat, ()),
                won,
                kept_in,
            )
        )

    steps = [
        f"Colour up: {leaving_chip} leaves play; {per_up} {leaving_chip.name} make "
        f"1 {up.name} ({up.value})."
    ]
    for player in ordered:
        steps.append(_player_step(player, per_up, remainders[player.seat], leaving_chip, up))
    if pool_value:
        steps.append(_pool_step(remainders, leaving_chip, up, whole, left_over, new_chips))
    if new_chips:
        racing = ", ".join(f"seat {seat} {format_cards(hand)}" for seat, hand in dealt.items())
        steps.append(
            f"Deal from seat 1 clockwise, one card per {leaving_chip.name}, each player all "
            f"of their cards at once: {racing}."
        )
        steps += win_steps
    steps += kept_steps
    steps.append(f"Take every {leaving_chip.name} off the table.")
    return ChipRace(
        leaving_chip,
        up,
        smallest_left,
        tuple(results),
        pool_value,
        new_chips,
        rounded_up,
        tuple(steps),
        tuple(winner_order),
    )


def _first_repeat(seats: Sequence[int]) -> int:
    return next(seat for seat in seats if seats.count(seat) > 1)


def _player_step(player: RacePlayer, per_up: int, remainder: int, leaving: Chip, up: Chip) -> str:
    text = f"Seat {player.seat}: {player.leaving} {leaving.name}"
    changed = player.leaving - remainder
    parts = []
    if changed:
        parts.append(f"change {changed} for {changed // per_up} {up.name}")
    if remainder:
        parts.append(f"{remainder} {leaving.name} {'races' if remainder == 1 else 'race'}")
    return f"{text}: {'; '.join(parts) if parts else 'nothing to change'}."


def _pool_step(
    remainders: Mapping[int, int], leaving: Chip, up: Chip, whole: int, left: int, new: int
) -> str:
    count = sum(remainders.values())
    text = f"The race: {count} {leaving.name} ({count * leaving.value}) remain: "
    text += f"{whole} {up.name} whole"
    if not left:
        text += ", nothing left over"
    elif new > whole:
        text += f", and {left} left over is at least half a {up.name}: one more"
    else:
        text += f", and {left} left over is less than half a {up.name}: it leaves play"
    return f"{text}: {new} {up.name} {'is' if new == 1 else 'are'} raced."
