"""A guts deal's money and the house's options: the pot, the reserve, the limit, the antes.

:class:`GutsTable` is the ``guts`` field of a scenario, checked when built; the rules that
use it are :mod:`~dealer_app.model.home.guts_money`'s (and :mod:`~dealer_app.model.home.guts_legs`'
for three-five-seven).

>>> GutsTable(pot=80, limit=100, max_loss=50).payment
50
>>> GutsTable(pot=80, declare="loud")
Traceback (most recent call last):
...
dealer_app.model.home.guts_table.GutsMoneyError: guts: declare: 'loud' is not one of ...
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from dealer_app.model.cards import Card

__all__ = ["Declare", "GhostRule", "GutsMoneyError", "GutsTable", "NobodyIn"]


class GutsMoneyError(ValueError):
    """Guts money that cannot be right; the message names the field."""


class Declare(StrEnum):
    """How the players declared in or out."""

    SEQUENCE = "sequence"
    """In turn from the dealer's left, the dealer last."""
    SIMULTANEOUS = "simultaneous"
    """All at once (chips in closed fists, or dropping the cards)."""


class NobodyIn(StrEnum):
    """What happens when nobody stays in (declaring simultaneously, or against a ghost)."""

    ANTE = "ante"
    """The pot stays and every seat antes again."""
    WIMP = "wimp"
    """The pot stays; the cards are shown and the best hand antes for everyone."""
    STAYS = "stays"
    """The pot stays as it is."""
    NON_PLAYERS_MATCH = "non_players_match"
    """4-2-x: the best hand among the non-players matches the pot, as does every
    non-player holding a wild two."""


class GhostRule(StrEnum):
    """Whether a kitty (ghost) hand is dealt, and when it plays."""

    NONE = "none"
    ALWAYS = "always"
    """The ghost plays every deal: to win, a hand must beat the ghost too."""
    ALONE = "alone"
    """The ghost plays only against a seat that stayed in alone."""


def _amount(value: object, name: str, *, optional: bool = False) -> int | None:
    if value is None and optional:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise GutsMoneyError(f"guts: {name}: {value!r} is not a whole number of 0 or more")
    return value


@dataclass(frozen=True)
class GutsTable:
    """The money of one guts deal and the house's options (the scenario's ``guts`` field).

    ``pot``: played for; ``reserve``: set aside; ``limit``: the most a pot holds (``None``:
    no limit); ``ante``: what each seat antes when antes are due (``None``: no antes);
    ``max_loss``: the most a loser pays; ``single_loser``: only the worst hand in pays;
    ``ghost`` and ``ghost_cards``: the kitty hand; ``pass_left``: the players passed one card
    to the left before declaring (a note for the table, no rule changes).
    """

    pot: int
    reserve: int = 0
    limit: int | None = None
    ante: int | None = None
    declare: Declare = Declare.SEQUENCE
    max_loss: int | None = None
    single_loser: bool = False
    nobody_in: NobodyIn = NobodyIn.ANTE
    ghost: GhostRule = GhostRule.NONE
    ghost_cards: tuple[Card, ...] = ()
    pass_left: bool = False
    alone_vs_deck: bool = False
    """4-2-x: a seat in alone plays its four cards against the deck's top four
    (``deck_cards``): it takes the pot and ends the game, or matches the pot."""
    deck_cards: tuple[Card, ...] = ()
    outs_ante: bool = False
    """4-2-x: seats that dropped out pay a new ante while losers who stayed in match."""
    extra_ante: int | None = None
    """Two plus one: what each seat staying in for a third card adds to the pot."""
    third_card: tuple[int, ...] = ()
    """Two plus one with a second declare: the seats that stayed in for a third card (and
    paid ``extra_ante``); the seats ``in`` are those still in with three cards."""
    stage: int | None = None
    """Three-five-seven: the stage played (1, 2 or 3); ``None`` in the other games."""
    legs: tuple[tuple[int, int], ...] = ()
    """Three-five-seven: the legs each seat holds before this stage."""

    def __post_init__(self) -> None:
        _amount(self.pot, "pot")
        _amount(self.reserve, "reserve")
        object.__setattr__(self, "third_card", tuple(sorted(self.third_card)))
        for name in ("limit", "ante", "max_loss", "extra_ante"):
            _amount(getattr(self, name), name, optional=True)
        if self.limit == 0:
            raise GutsMoneyError("guts: limit: 0 is no pot at all (null for no limit)")
        for name, kind in (("declare", Declare), ("nobody_in", NobodyIn), ("ghost", GhostRule)):
            value = getattr(self, name)
            try:
                object.__setattr__(self, name, kind(value))
            except ValueError:
                choices = ", ".join(f'"{choice.value}"' for choice in kind)
                raise GutsMoneyError(f"guts: {name}: {value!r} is not one of {choices}") from None
        object.__setattr__(self, "ghost_cards", tuple(self.ghost_cards))
        object.__setattr__(self, "deck_cards", tuple(self.deck_cards))
        if self.ghost is GhostRule.NONE and self.ghost_cards:
            raise GutsMoneyError('guts: ghost_cards: given, but "ghost" is "none"')
        if self.stage is not None and self.stage not in (1, 2, 3):
            raise GutsMoneyError(f"guts: stage: {self.stage!r} is not 1, 2 or 3")
        legs = tuple(sorted(dict(self.legs).items()))
        for seat, count in legs:
            if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= 2:
                raise GutsMoneyError(f"guts: legs: seat {seat}: {count!r} is not 0, 1 or 2")
        object.__setattr__(self, "legs", legs)

    def replace(self, **changes: Any) -> GutsTable:
        """A copy with some fields changed (and checked again)."""
        return dataclasses.replace(self, **changes)

    @property
    def amounts(self) -> tuple[tuple[str, int], ...]:
        """Every amount given, by field name, for the chip-unit check."""
        named = (
            ("pot", self.pot),
            ("reserve", self.reserve),
            ("limit", self.limit),
            ("ante", self.ante),
            ("max_loss", self.max_loss),
            ("extra_ante", self.extra_ante),
        )
        return tuple((name, value) for name, value in named if value is not None)

    @property
    def payment(self) -> int:
        """What a loser pays: the size of the pot, no more than the maximum loss."""
        pot = self.pot_in_play
        return pot if self.max_loss is None else min(pot, self.max_loss)

    @property
    def extra_antes(self) -> tuple[tuple[int, int], ...]:
        """Two plus one: the extra ante of each seat that stayed in for a third card."""
        if not self.extra_ante:
            return ()
        return tuple((seat, self.extra_ante) for seat in self.third_card)

    @property
    def pot_in_play(self) -> int:
        """The pot the hands play for: the pot and any extra antes put in during the deal."""
        return self.pot + sum(amount for _, amount in self.extra_antes)
