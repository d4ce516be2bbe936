"""High-hand strengths of many hands at once, with NumPy: the bulk path.

The answers are exactly those of :mod:`dealer_app.model.hands.fast_eval` (same strength
encoding), for arrays of hands given as card indices (``Card.index``, 0 to 51), one
hand a row of 5, 6 or 7 distinct cards:

>>> import numpy as np
>>> from dealer_app.model.hands.fast_eval import strength7
>>> hands = np.array([[48, 49, 24, 27, 45, 6, 0], [51, 47, 43, 39, 35, 0, 1]])
>>> [hex(s) for s in strengths(hands)]
['0x3e8d00', '0x9e0000']
>>> int(strengths(hands)[0]) == strength7(48, 49, 24, 27, 45, 6, 0)
True

Inside, a strength is a *class*: its place among the 7,462 distinct five-card
strengths, weakest first, so that classes compare as strengths do and fit in 16 bits
(:func:`classes`, :func:`class_strengths`). A hand costs one sum of card keys (the
keys of :mod:`dealer_app.model.hands.fast_eval`: rank keys whose sums name the rank multiset,
suit weights whose sum tells a flush), one look-up of the sum's rank part in a flat
table, and for the few flushes one look-up of the flush suit's rank bits.

The tables are built on first use (in about 0.1 s) from the scalar evaluator itself:
its strength of every five-card rank multiset and of every suited rank set; a six or
seven-card hand is worth its best five-card part, found over all parts at once.
Only this module and the bulk modules built on it import NumPy; importing the rest of
the model does not.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from math import comb

import numpy as np
import numpy.typing as npt

from dealer_app.model.hands.fast_eval import (
    RANK_KEYS,
    SUIT_WEIGHTS,
    strength5,
    strength_of_indices,
    suit_table,
)

__all__ = [
    "BULK_MODULES",
    "CLASS_COUNT",
    "BatchError",
    "card_masks",
    "class_strengths",
    "classes",
    "classes_of_keys",
    "classes_of_parts",
    "combination_sums",
    "combinations_array",
    "flush_classes",
    "hand_keys",
    "strengths",
    "suit_rank_bits",
]

IntArray = npt.NDArray[np.integer]

BULK_MODULES = frozenset(
    {
        "dealer_app.model.hands.batch_eval",
        "dealer_app.model.play.boards",
        "dealer_app.model.play.equity",
        "dealer_app.model.hands.census",
    }
)
"""The model modules that import NumPy; no other model module imports any of them."""

CLASS_COUNT = 7_462
"""How many distinct strengths five cards (and so 6 or 7) can make."""

HAND_SIZES = (5, 6, 7)
SUIT_SHIFT = 16
"""In a card mask (:func:`card_masks`) suit ``s`` holds its rank bits at ``16 * s``."""

RANK_MASK = 0x1FFF


class BatchError(ValueError):
    """Hands the batch evaluator cannot take: wrong shape, a bad index, a card twice."""


# ---------------------------------------------------------------------------
# Tables, built once from the scalar evaluator
# ---------------------------------------------------------------------------

CARD_KEYS: npt.NDArray[np.int32] = np.array(
    [RANK_KEYS[i >> 2] << 8 | SUIT_WEIGHTS[i & 3] for i in range(52)], dtype=np.int32
)
"""Each card's additive key: rank key above 8 bits of suit weight (a 7-card sum fits 31 bits)."""
CARD_KEYS.flags.writeable = False

CARD_BITS: npt.NDArray[np.uint64] = np.array(
    [1 << (SUIT_SHIFT * (i & 3) + (i >> 2)) for i in range(52)], dtype=np.uint64
)
"""Each card's bit in a card mask: 16 bits a suit, the rank's bit (two = bit 0) within."""
CARD_BITS.flags.writeable = False


_RANK_KEY_ARRAY = np.array(RANK_KEYS, dtype=np.int64)


def _rank_multisets(size: int) -> npt.NDArray[np.intp]:
    """Every multiset of ``size`` ranks (0 = two) with at most four alike, a sorted row each."""
    # Stars and bars: subtracting 0, 1, 2, ... from a sorted subset of range(13 + size - 1)
    # gives each sorted multiset of range(13) once.
    ranks = _combinations(13 + size - 1, size).astype(np.intp) - np.arange(size)
    five_alike = (ranks[:, 4:] == ranks[:, : size - 4]).any(axis=1)
    multisets: npt.NDArray[np.intp] = ranks[~five_alike]
    return multisets


def _offsuit_indices(ranks: Sequence[int]) -> list[int]:
    # Suits dealt round-robin: equal ranks get different suits, no suit gets five cards.
    return [4 * rank + position % 4 for position, rank in enumerate(ranks)]


@cache
def class_strengths() -> npt.NDArray[np.int32]:
    """The strength of each class, ascending (read-only).

    >>> table = class_strengths()
    >>> len(table), hex(table[0]), hex(table[-1])
    (7462, '0x175432', '0x9e0000')
    """
    fives = _rank_multisets(5).tolist()
    strengths_seen = {strength5(*_offsuit_indices(ranks)) for ranks in fives}
    strengths_seen.update(int(s) for s in _flush_strengths() if s)
    table = np.array(sorted(strengths_seen), dtype=np.int32)
    if len(table) != CLASS_COUNT:
        raise AssertionError(f"{len(table)} distinct five-card strengths, not {CLASS_COUNT}")
    table.flags.writeable = False
    return table


@cache
def _flush_strengths() -> npt.NDArray[np.int32]:
    """Best flush (or straight flush) of each set of 5 to 7 suited ranks; 0 elsewhere."""
    table = np.zeros(1 << 13, dtype=np.int32)
    for mask in range(1 << 13):
        if 5 <= mask.bit_count() <= 7:
            table[mask] = strength_of_indices([4 * r for r in range(13) if mask >> r & 1])
    return table


def _class_of(strength_values: IntArray) -> npt.NDArray[np.uint16]:
    return np.searchsorted(class_strengths(), strength_values).astype(np.uint16)


@cache
def _flush_class_table() -> npt.NDArray[np.uint16]:
    table = _class_of(_flush_strengths())
    table[_flush_strengths() == 0] = 0
    table.flags.writeable = False
    return table


@cache
def _rank_class_table(size: int) -> npt.NDArray[np.uint16]:
    """Class of each hand of ``size`` cards without a flush, by its rank key sum.

    Five cards: the scalar evaluator's strength of each rank multiset. Six and seven: the
    best class of the multiset's five-card parts (each part's rank key sum is the
    whole sum less the left-out ranks' keys), the definition of a 6 or 7-card hand.
    """
    multisets = _rank_multisets(size)
    sums = _RANK_KEY_ARRAY[multisets].sum(axis=1)
    if size == 5:
        values = [strength5(*_offsuit_indices(ranks)) for ranks in multisets.tolist()]
        found = _class_of(np.array(values, dtype=np.int32))
    else:
        fives = _rank_class_table(5)
        left_out = combinations_array(size, size - 5).astype(np.intp)
        left_out_keys = _RANK_KEY_ARRAY[multisets[:, left_out]].sum(axis=2)
        found = fives[sums[:, None] - left_out_keys].max(axis=1)
    table = np.zeros(int(sums.max()) + 1, dtype=np.uint16)
    table[sums] = found
    table.flags.writeable = False
    return table


@cache
def _flush_suit_table(size: int) -> npt.NDArray[np.int8]:
    """By the low byte of a key sum: the suit with five or more cards, or -1."""
    table = np.array(suit_table(size), dtype=np.int8) - 1
    table.flags.writeable = False
    return table


# ---------------------------------------------------------------------------
# Evaluating
# ---------------------------------------------------------------------------


def combinations_array(n: int, k: int) -> npt.NDArray[np.uint8]:
    """Every ``k``-subset of ``range(n)``, one a row, in lexicographic order (read-only).

    >>> combinations_array(4, 2).tolist()
    [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]]
    """
    if not 0 <= k <= n <= 255:
        raise BatchError(f"cannot choose {k} of {n}")
    return _combinations(n, k)


@cache
def _combinations(n: int, k: int) -> npt.NDArray[np.uint8]:
    if k == 0:
        return np.zeros((1, 0), dtype=np.uint8)
    shorter = _combinations(n, k - 1)
    rows = np.empty((comb(n, k), k), dtype=np.uint8)
    row = 0
    for first in range(n - k + 1):
        # Subsets starting at `first` continue with a (k-1)-subset of the larger numbers:
        # in lexicographic order those are the last C(n - first - 1, k - 1) of them.
        count = comb(n - first - 1, k - 1)
        rows[row : row + count, 0] = first
        rows[row : row + count, 1:] = shorter[len(shorter) - count :]
        row += count
    rows.flags.writeable = False
    return rows


def combination_sums(values: npt.NDArray[np.int32], k: int) -> npt.NDArray[np.int32]:
    """The sum of ``values`` over each row of ``combinations_array(len(values), k)``.

    Built the way the rows are, level by level, with no row ever gathered: the sums of
    the ``j``-subsets starting at ``f`` are ``values[f]`` plus the last sums of the
    ``j - 1``-subsets.

    >>> combination_sums(np.array([1, 10, 100, 1000], dtype=np.int32), 2).tolist()
    [11, 101, 1001, 110, 1010, 1100]
    """
    n = len(values)
    if not 0 <= k <= n:
        raise BatchError(f"cannot choose {k} of {n}")
    sums = np.zeros(1, dtype=np.int32)
    for size in range(1, k + 1):
        longer = np.empty(comb(n, size), dtype=np.int32)
        row = 0
        for first in range(n - size + 1):
            count = comb(n - first - 1, size - 1)
            np.add(sums[len(sums) - count :], values[first], out=longer[row : row + count])
            row += count
        sums = longer
    return sums


def _checked(hands: object) -> npt.NDArray[np.intp]:
    array = np.asarray(hands)
    if array.ndim != 2 or array.shape[1] not in HAND_SIZES:
        raise BatchError(f"hands must be an array of rows of 5 to 7 cards, not shape {array.shape}")
    if array.size == 0:
        return array.astype(np.intp)
    if not np.issubdtype(array.dtype, np.integer):
        raise BatchError(f"hands must hold card indices (integers), not {array.dtype}")
    low, high = int(array.min()), int(array.max())
    if low < 0 or high > 51:
        raise BatchError(f"card indices must be 0-51, got {low if low < 0 else high}")
    indices = array.astype(np.intp)
    if (np.bitwise_count(card_masks(indices)) != indices.shape[1]).any():
        row = int(np.flatnonzero(np.bitwise_count(card_masks(indices)) != indices.shape[1])[0])
        raise BatchError(f"hand {row} holds a card twice: {indices[row].tolist()}")
    return indices


def hand_keys(hands: IntArray) -> npt.NDArray[np.int32]:
    """The key sum of each hand (rows of card indices)."""
    # Column by column: NumPy adds whole columns far faster than it reduces short rows.
    keys = CARD_KEYS[hands[:, 0]]
    for column in range(1, hands.shape[1]):
        keys = keys + CARD_KEYS[hands[:, column]]
    return keys


def card_masks(hands: IntArray) -> npt.NDArray[np.uint64]:
    """Each hand's cards as a 64-bit mask (see :data:`CARD_BITS`)."""
    masks = CARD_BITS[hands[:, 0]]
    for column in range(1, hands.shape[1]):
        masks = masks | CARD_BITS[hands[:, column]]
    return masks


def suit_rank_bits(masks: npt.NDArray[np.uint64], suits: IntArray) -> npt.NDArray[np.intp]:
    """The rank bits of suit ``suits[i]`` in card mask ``masks[i]``."""
    shifts = (np.asarray(suits, dtype=np.uint64) * np.uint64(SUIT_SHIFT)).astype(np.uint64)
    return ((masks >> shifts) & np.uint64(RANK_MASK)).astype(np.intp)


def flush_classes(rank_bits: IntArray) -> npt.NDArray[np.uint16]:
    """Class of the best flush of each set of 5 to 7 suited ranks (bit 0 = two)."""
    return _flush_class_table()[rank_bits]


def classes_of_keys(
    keys: npt.NDArray[np.int32], size: int
) -> tuple[npt.NDArray[np.uint16], npt.NDArray[np.intp], npt.NDArray[np.int8]]:
    """Classes of hands of ``size`` cards from their key sums, flushes left to the caller.

    Returns the classes (right for every hand without a flush), the positions of the
    hands with a flush and the suit of each one's flush: the caller, who knows the
    cards, finds that suit's rank bits and sets ``flush_classes(bits)`` there.
    """
    return classes_of_parts(keys >> 8, keys & 0xFF, size)


def classes_of_parts(
    rank_sums: IntArray, suit_sums: IntArray, size: int
) -> tuple[npt.NDArray[np.uint16], npt.NDArray[np.intp], npt.NDArray[np.int8]]:
    """:func:`classes_of_keys` with the key sums given as their rank and suit parts.

    A caller adding one hand part to many others adds the parts apart and saves two
    passes over the arrays.
    """
    flush_suits = _flush_suit_table(size)[suit_sums]
    found = _rank_class_table(size)[rank_sums]
    flushed = np.flatnonzero(flush_suits >= 0)
    return found, flushed, flush_suits[flushed]


def classes(hands: object) -> npt.NDArray[np.uint16]:
    """The class of each hand (rows of 5, 6 or 7 distinct card indices).

    >>> import numpy as np
    >>> hands = np.array([[0, 4, 8, 12, 16], [0, 5, 8, 12, 16]])  # 2-6 of clubs; one diamond
    >>> [hex(class_strengths()[c]) for c in classes(hands)]
    ['0x960000', '0x560000']
    """
    indices = _checked(hands)
    if indices.size == 0:
        return np.zeros(len(indices), dtype=np.uint16)
    found, flushed, suits = classes_of_keys(hand_keys(indices), indices.shape[1])
    if flushed.size:
        found[flushed] = flush_classes(suit_rank_bits(card_masks(indices[flushed]), suits))
    return found


def strengths(hands: object) -> npt.NDArray[np.int32]:
    """The strength of each hand, exactly as :func:`fast_eval.strength_of_indices` gives it.

    >>> strengths([[12, 0, 4, 8, 48]]).tolist()  # 5c 2c 3c 4c Ac: the steel wheel
    [9764864]
    >>> strengths([[0, 0, 4, 8, 12]])
    Traceback (most recent call last):
    ...
    dealer_app.model.hands.batch_eval.BatchError: hand 0 holds a card twice: [0, 0, 4, 8, 12]
    """
    return class_strengths()[classes(hands)]
