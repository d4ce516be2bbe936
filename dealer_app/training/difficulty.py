"""What a difficulty level deals, measured: the share of spots with an all-in, a side pot,
three or more pots, a three-way tie and a change at the rack.

Each share is read off the spots' resolved results, never off what the generator meant to
make, so the table says what a trainee meets at each level. The levels are meant to rise:
no share falls from one level to the next by more than sampling moves it (a test holds it
on fixed seeds).

>>> table = difficulty_table(12, seed=4)
>>> sorted(table) == [1, 2, 3, 4, 5]
True
>>> 0.0 <= table[5].all_in <= 1.0
True
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields

from dealer_app.model.showdown.steps import StepKind
from dealer_app.training.spots import DIFFICULTIES, Spot, generate_spots

__all__ = ["DifficultyShares", "difficulty_table", "shares_of", "table_text"]


@dataclass(frozen=True)
class DifficultyShares:
    """The share (0 to 1) of spots showing each thing that makes a spot harder in money."""

    all_in: float
    side_pot: float
    three_pots: float
    three_way_tie: float
    rack_change: float

    def values(self) -> tuple[float, ...]:
        return tuple(getattr(self, field.name) for field in fields(self))


COLUMNS = ("all-in", "side pot", "3+ pots", "3-way tie", "rack change")


def shares_of(spots: Iterable[Spot]) -> DifficultyShares:
    """The shares over ``spots`` (all zero for none)."""
    counts = [0, 0, 0, 0, 0]
    total = 0
    for spot in spots:
        total += 1
        pots = [pot for pot in spot.result.pots if not pot.returned]
        found = (
            any(entry.all_in for entry in spot.scenario.seats),
            len(pots) > 1,
            len(pots) >= 3,
            "three-way-tie" in spot.tags,
            any(step.kind is StepKind.CHANGE for step in spot.result.steps),
        )
        counts = [count + int(seen) for count, seen in zip(counts, found, strict=True)]
    return DifficultyShares(*(count / total if total else 0.0 for count in counts))


def difficulty_table(count: int, *, seed: int = 0) -> dict[int, DifficultyShares]:
    """The shares at each level over ``count`` spots of the card-room games mixed, dealt
    from ``random.Random(seed * 10 + level)``."""
    return {
        level: shares_of(generate_spots(random.Random(seed * 10 + level), count, difficulty=level))
        for level in DIFFICULTIES
    }


def table_text(table: Mapping[int, DifficultyShares]) -> str:
    """The table as Markdown, one row a level."""
    lines = [
        "| difficulty | " + " | ".join(COLUMNS) + " |",
        "| --- |" + " --- |" * len(COLUMNS),
    ]
    for level, shares in sorted(table.items()):
        cells = " | ".join(f"{value:.1%}" for value in shares.values())
        lines.append(f"| {level} | {cells} |")
    return "\n".join(lines)
