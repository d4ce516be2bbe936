"""The house's two choices of odd-chip rule, which every table carries: which stud cards
decide the odd chip, and whether one pot gives a seat a second odd chip before each winner
has one. Who then takes each odd chip, and why, is :mod:`~dealer_app.model.showdown.odd_chips`.

Apart from it because a table is made (and the first window shown) long before any odd chip
is given out: the table loads these two words, not the rules that apply them.

A file names them as it spells them:

>>> OddChipRule("per_split"), StudOddChip("best_five")
(<OddChipRule.PER_SPLIT: 'per_split'>, <StudOddChip.BEST_FIVE: 'best_five'>)
"""

from __future__ import annotations

from enum import StrEnum

__all__ = ["OddChipRule", "StudOddChip"]


class StudOddChip(StrEnum):
    """Which cards decide the odd chip between tied stud hands."""

    ALL_CARDS = "all_cards"
    """Every card the seat holds (the usual card-room rule)."""
    BEST_FIVE = "best_five"
    """Only the five cards that play (WSOP and some other rooms)."""


class OddChipRule(StrEnum):
    """How odd chips are given out across the splits of one pot."""

    PER_POT = "per_pot"
    """Within one pot no seat takes a second odd chip while another winner has none."""
    PER_SPLIT = "per_split"
    """Each split (each half, each board part) gives out its own odd chips."""
