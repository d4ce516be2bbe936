"""Every seven-card hand evaluated and counted: the census of all 133,784,560 deals.

>>> census = seven_card_census()  # doctest: +SKIP
>>> census.total, census.distinct, census.by_category()[Category.STRAIGHT_FLUSH]  # doctest: +SKIP
(133784560, 4824, 41584)

Each hand is evaluated (no counting by formula): the deals are taken in lexicographic
order as a three-card head followed by every four-card tail of higher cards, and the
tails' key sums and card masks are worked out once and reused for every head. One head
costs a few NumPy passes over its tails: add the head's key, look the rank part up,
look the suit part up for the few flushes, count the classes. About a second on one
core; memory stays under 100 MB.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from math import comb

import numpy as np
import numpy.typing as npt

from dealer_app.model.hands import batch_eval
from dealer_app.model.hands.strength import Category

__all__ = ["HandCensus", "census", "seven_card_census"]

HEAD_CARDS = 3
"""Cards fixed per block: blocks of at most C(49, 4) = 211,876 hands stay in the cache."""


@dataclass(frozen=True)
class HandCensus:
    """How many hands of ``size`` cards have each strength (``counts[strength]``)."""

    size: int
    counts: dict[int, int]

    @property
    def total(self) -> int:
        """How many hands were counted."""
        return sum(self.counts.values())

    @property
    def distinct(self) -> int:
        """How many distinct strengths the hands make."""
        return len(self.counts)

    def by_category(self) -> dict[Category, int]:
        """Hands per category, strongest first."""
        totals = dict.fromkeys(sorted(Category, reverse=True), 0)
        for strength, count in self.counts.items():
            totals[Category(strength >> 20)] += count
        return {category: count for category, count in totals.items() if count}


def census(size: int, progress: Callable[[int, int], None] | None = None) -> HandCensus:
    """Evaluate every hand of ``size`` cards (5 to 7) and count the strengths.

    ``progress(done, total)`` is called after each block, with hands counted so far.

    >>> census(5).by_category()[Category.FLUSH]
    5108
    """
    if size not in (5, 6, 7):
        raise batch_eval.BatchError(f"a census takes hands of 5 to 7 cards, not {size}")
    head_size = min(HEAD_CARDS, size - 2)
    tail_size = size - head_size
    tails = batch_eval.combinations_array(52, tail_size)
    tail_keys = batch_eval.hand_keys(tails)
    tail_ranks, tail_suits = tail_keys >> 8, tail_keys & 0xFF
    tail_masks = batch_eval.card_masks(tails)
    heads = batch_eval.combinations_array(52, head_size)
    head_keys = batch_eval.hand_keys(heads)
    head_masks = batch_eval.card_masks(heads)
    class_counts = np.zeros(batch_eval.CLASS_COUNT, dtype=np.int64)
    total, done = comb(52, size), 0
    for head in range(len(heads)):
        # The tails of higher cards than the head's last are the last C(51 - last, k) rows.
        count = comb(51 - int(heads[head, -1]), tail_size)
        if not count:
            continue
        key = int(head_keys[head])
        found, flushed, suits = batch_eval.classes_of_parts(
            tail_ranks[-count:] + (key >> 8), tail_suits[-count:] + (key & 0xFF), size
        )
        if flushed.size:
            masks = tail_masks[-count:][flushed] | head_masks[head]
            found[flushed] = batch_eval.flush_classes(batch_eval.suit_rank_bits(masks, suits))
        class_counts += np.bincount(found, minlength=batch_eval.CLASS_COUNT)
        done += count
        if progress is not None:
            progress(done, total)
    return _census_of(size, class_counts)


def _census_of(size: int, class_counts: npt.NDArray[np.int64]) -> HandCensus:
    strengths = batch_eval.class_strengths()
    present = np.flatnonzero(class_counts)
    return HandCensus(
        size, dict(zip(strengths[present].tolist(), class_counts[present].tolist(), strict=True))
    )


def seven_card_census() -> HandCensus:
    """Every one of the 133,784,560 seven-card hands, evaluated and counted."""
    return census(7)
