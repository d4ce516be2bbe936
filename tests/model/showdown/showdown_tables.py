"""Helpers for the showdown tests: seats and tables written the short way."""

from __future__ import annotations

from typing import Any

from dealer_app.model.chips import ChipSet
from dealer_app.model.showdown.scenario import Scenario
from dealer_app.model.showdown.seats import SeatEntry

UNIT_CHIPS = ChipSet.of(black=100, green=25, red=5, white=1)
"""The card room's chips: black 100, green 25, red 5, white 1."""


def seat(number: int, cards: str = "", committed: int | None = None, **more: Any) -> SeatEntry:
    """A seat with its cards as text: ``seat(1, "As Ad", 100, folded=True)``."""
    return SeatEntry.of(number, cards, committed=committed, **more)


def table(game: str, *seats: SeatEntry, **options: Any) -> Scenario:
    """A scenario of these seats, in the card room's chips unless ``chips`` says otherwise."""
    options.setdefault("chips", UNIT_CHIPS)
    return Scenario.of(game, seats, **options)
