"""A run of quick-drill spots (Take the rake, Count the stacks, Cut it), a tag each in turn.

A quick drill makes its spots at random and tags each by what is true of it; a run asks for
the tags in turn, so that every tag comes up, and draws spots until one shows it (a random
spot when none does after many draws: a run never stops for a rare tag).

>>> import random
>>> rng = random.Random(3)
>>> spots = spots_in_turn(rng, 4, ["even", "odd"], lambda rng: rng.randrange(100),
...                       lambda spot: {"even" if spot % 2 == 0 else "odd"})
>>> [spot % 2 for spot in spots]
[0, 1, 0, 1]
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Sequence
from typing import TypeVar

__all__ = ["DRAWS_PER_SPOT", "spots_in_turn"]

DRAWS_PER_SPOT = 2000
"""Spots drawn at most for one that shows the tag wanted."""

SpotT = TypeVar("SpotT")


def spots_in_turn(
    rng: random.Random,
    count: int,
    tags: Sequence[str] | None,
    make: Callable[[random.Random], SpotT],
    tags_of: Callable[[SpotT], Collection[str]],
) -> list[SpotT]:
    """``count`` spots made by ``make``, each showing the next of ``tags`` in turn (any spot
    when ``tags`` is empty or None)."""
    spots: list[SpotT] = []
    for number in range(count):
        wanted = tags[number % len(tags)] if tags else None
        for _draw in range(DRAWS_PER_SPOT):
            spot = make(rng)
            if wanted is None or wanted in tags_of(spot):
                break
        spots.append(spot)
    return spots
