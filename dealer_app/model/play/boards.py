"""Every seat's hand on many boards at once: the NumPy core of the equity calculator.

A :class:`BoardDeal` holds what is known (each seat's hole cards, the board so far, the
dead cards) and the cards the rest of the board comes from. Given boards to come (rows
of positions in :attr:`BoardDeal.deck`), :meth:`BoardDeal.strengths` gives each seat's
high class on each board (see :mod:`dealer_app.model.hands.batch_eval`: larger is better) and
each seat's eight-or-better low (0: none; larger is better).

Hold'em takes the best five of seven cards straight from the seven-card tables: the
board's key sum is worked out once and each seat adds its own two cards; its low is the
lowest five of the low ranks among the seven (hold'em high-low). Omaha plays
exactly two hole cards and three board cards, so each seat's best hand over its six
pairs is worked out once for every three cards the board can hold (at most
C(44, 3) = 13,244 of them); a board is then worth the best of its ten threes.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property
from itertools import combinations
from math import comb

import numpy as np
import numpy.typing as npt

from dealer_app.model.hands import batch_eval

__all__ = ["BOARD_SIZE", "BoardDeal", "low_bits"]

BOARD_SIZE = 5

IndexArray = npt.NDArray[np.intp]

_LOW_BIT = np.array(
    # Bit of a card's low value (ace = bit 0 ... eight = bit 7), 0 for nine and up.
    [(1 << (0 if i >> 2 == 12 else (i >> 2) + 1)) if (i >> 2 <= 6 or i >> 2 == 12) else 0
     for i in range(52)],
    dtype=np.int32,
)  # fmt: skip


def _best_five_low(mask: int) -> int:
    """The eight-or-better low of the low ranks in ``mask``, any five of them: 256 minus the
    lowest five bits (see :func:`low_bits`), 0 when fewer than five."""
    bits = [bit for bit in range(8) if mask >> bit & 1]
    return 256 - sum(1 << bit for bit in bits[:5]) if len(bits) >= 5 else 0


_BEST_FIVE_LOW = np.array([_best_five_low(mask) for mask in range(256)], dtype=np.int32)
"""By the low ranks of any number of cards: their best eight-or-better low (hold'em)."""

_BOARD_THREES = tuple(combinations(range(BOARD_SIZE), 3))
_CHOOSE_TWO = np.array([comb(p, 2) for p in range(52)], dtype=np.int32)
_CHOOSE_THREE = np.array([comb(p, 3) for p in range(52)], dtype=np.int32)


def low_bits(hands: IndexArray) -> npt.NDArray[np.int32]:
    """Eight-or-better low of each five-card row: 256 minus its low-rank bits, 0 if none.

    Five different ranks of eight or lower qualify; a lower low has a smaller bit mask
    (compared from its top card down), so a larger value is a better low.

    >>> low_bits(np.array([[48, 1, 6, 15, 24], [48, 1, 6, 15, 28]])).tolist()  # 8-5-3-2-A; a 9
    [105, 0]
    """
    return _CardParts.of(hands).low_with(_CardParts.of(hands[:, :0]))


@dataclass(frozen=True)
class _CardParts:
    """What a group of cards adds to a hand, per row: key sum, card mask, low ranks."""

    keys: npt.NDArray[np.int32]
    masks: npt.NDArray[np.uint64]
    low_masks: npt.NDArray[np.int32]
    all_low: npt.NDArray[np.bool_]

    @classmethod
    def of(cls, rows: IndexArray) -> _CardParts:
        count = len(rows)
        low_masks = np.zeros(count, dtype=np.int32)
        all_low = np.ones(count, dtype=bool)
        for column in range(rows.shape[1]):
            bits = _LOW_BIT[rows[:, column]]
            low_masks |= bits
            all_low &= bits != 0
        if not rows.shape[1]:
            return cls(np.zeros(count, np.int32), np.zeros(count, np.uint64), low_masks, all_low)
        return cls(batch_eval.hand_keys(rows), batch_eval.card_masks(rows), low_masks, all_low)

    def high_with(self, other: _CardParts) -> npt.NDArray[np.uint16]:
        """The five-card class of each row of these cards with each row of ``other``.

        Rows pair up by broadcasting: parts of shape (m, 1) and (1, n) give (m, n).
        """
        keys = (self.keys + other.keys).ravel()
        found, flushed, suits = batch_eval.classes_of_keys(keys, 5)
        if flushed.size:
            masks = (self.masks | other.masks).ravel()[flushed]
            found[flushed] = batch_eval.flush_classes(batch_eval.suit_rank_bits(masks, suits))
        return found.reshape(np.broadcast_shapes(self.keys.shape, other.keys.shape))

    def low_with(self, other: _CardParts) -> npt.NDArray[np.int32]:
        """The eight-or-better low of these cards with ``other`` (see :func:`low_bits`)."""
        mask = self.low_masks | other.low_masks
        qualifies = self.all_low & other.all_low & (np.bitwise_count(mask) == BOARD_SIZE)
        values: npt.NDArray[np.int32] = np.where(qualifies, 256 - mask, 0).astype(np.int32)
        return values

    def column(self) -> _CardParts:
        """These parts as one column, to pair with every row of other parts."""
        return _CardParts(*(part[:, None] for part in dataclasses.astuple(self)))


@dataclass(frozen=True)
class BoardDeal:
    """Known cards (as card indices) and the deck the rest of the board comes from."""

    holes: tuple[tuple[int, ...], ...]
    board: tuple[int, ...]
    dead: tuple[int, ...] = ()
    omaha: bool = False
    deck: IndexArray = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        known = {*self.board, *self.dead, *(card for hole in self.holes for card in hole)}
        deck = np.array([card for card in range(52) if card not in known], dtype=np.intp)
        object.__setattr__(self, "deck", deck)

    @property
    def to_come(self) -> int:
        """How many board cards are still to come."""
        return BOARD_SIZE - len(self.board)

    @property
    def board_count(self) -> int:
        """How many different boards can still come."""
        return comb(len(self.deck), self.to_come)

    def all_boards(self) -> npt.NDArray[np.uint8]:
        """Every board to come, as rows of positions in :attr:`deck`, in order."""
        return batch_eval.combinations_array(len(self.deck), self.to_come)

    def strengths(
        self, rows: slice | IndexArray, *, low: bool = False
    ) -> tuple[npt.NDArray[np.integer], npt.NDArray[np.int32] | None]:
        """Each seat's high class on some boards, shape (seats, boards), and with ``low``
        its eight-or-better low (0: no low; larger is better): Omaha's two-plus-three, or
        hold'em's any five of seven.

        ``rows``: which boards, as rows of :meth:`all_boards` (a slice or row numbers).
        """
        boards = self.all_boards()[rows]
        if not self.omaha:
            holdem = self._holdem_high(boards, self._board_keys[rows])
            return holdem, self._holdem_low(boards) if low else None
        ids = self._board_three_ids(boards)
        omaha = self._omaha_best(ids, self._omaha_high_tables)
        return omaha, self._omaha_best(ids, self._omaha_low_tables) if low else None

    # -- hold'em ----------------------------------------------------------------------

    @cached_property
    def _board_keys(self) -> npt.NDArray[np.int32]:
        """The key sum of each whole board, known cards and cards to come, in row order."""
        known_key = int(batch_eval.CARD_KEYS[list(self.board)].sum()) if self.board else 0
        to_come = batch_eval.combination_sums(batch_eval.CARD_KEYS[self.deck], self.to_come)
        keys: npt.NDArray[np.int32] = to_come + np.int32(known_key)
        return keys

    def _holdem_high(
        self, boards: npt.NDArray[np.uint8], board_keys: npt.NDArray[np.int32]
    ) -> npt.NDArray[np.uint16]:
        board_ranks, board_suits = board_keys >> 8, board_keys & 0xFF
        known_mask = (
            np.bitwise_or.reduce(batch_eval.CARD_BITS[list(self.board)]) if self.board else 0
        )
        out = np.empty((len(self.holes), len(boards)), dtype=np.uint16)
        for seat, hole in enumerate(self.holes):
            key = int(batch_eval.CARD_KEYS[list(hole)].sum())
            found, flushed, suits = batch_eval.classes_of_parts(
                board_ranks + (key >> 8), board_suits + (key & 0xFF), 7
            )
            if flushed.size:
                masks = batch_eval.card_masks(self.deck[boards[flushed]]) | np.uint64(
                    known_mask | batch_eval.CARD_BITS[list(hole)].sum()
                )
                found[flushed] = batch_eval.flush_classes(batch_eval.suit_rank_bits(masks, suits))
            out[seat] = found
        return out

    def _holdem_low(self, boards: npt.NDArray[np.uint8]) -> npt.NDArray[np.int32]:
        """Each seat's eight-or-better low of any five of its seven cards (0: none): the
        low ranks of the board and the hole cards together, the lowest five of them."""
        board_masks = np.bitwise_or.reduce(_LOW_BIT[self.deck[boards]], axis=1)
        board_masks |= np.bitwise_or.reduce(_LOW_BIT[list(self.board)]) if self.board else 0
        out = np.empty((len(self.holes), len(boards)), dtype=np.int32)
        for seat, hole in enumerate(self.holes):
            hole_mask = int(np.bitwise_or.reduce(_LOW_BIT[list(hole)]))
            out[seat] = _BEST_FIVE_LOW[board_masks | hole_mask]
        return out

    # -- Omaha ------------------------------------------------------------------------

    @cached_property
    def _board_cards(self) -> IndexArray:
        """Every card the board may hold, ascending: the known board and the deck."""
        return np.sort(np.concatenate([np.array(self.board, dtype=np.intp), self.deck]))

    @cached_property
    def _threes(self) -> tuple[IndexArray, IndexArray]:
        """The threes of :attr:`_board_cards` a board can hold: their ranks and cards.

        A three's rank is its colexicographic rank among all threes of the board cards;
        the tables below are indexed by it. With cards to come, a board's three holds at
        least ``3 - to_come`` known cards (on the flop: one), so only those are kept.
        """
        positions = batch_eval.combinations_array(len(self._board_cards), 3).astype(np.intp)
        known = np.isin(self._board_cards, np.array(self.board, dtype=np.intp))
        possible = known[positions].sum(axis=1) >= 3 - self.to_come
        positions = positions[possible]
        ids = self._three_ids(positions[:, 0], positions[:, 1], positions[:, 2])
        return ids, self._board_cards[positions]

    @staticmethod
    def _three_ids(first: IndexArray, second: IndexArray, third: IndexArray) -> IndexArray:
        # The colexicographic rank of a three-subset {a < b < c}: C(a,1) + C(b,2) + C(c,3).
        ids: IndexArray = (
            first + second * (second - 1) // 2 + third * (third - 1) * (third - 2) // 6
        )
        return ids

    @cached_property
    def _three_parts(self) -> _CardParts:
        return _CardParts.of(self._threes[1])

    def _by_three(self, values: npt.NDArray[np.integer]) -> npt.NDArray[np.int32]:
        """A seat's table by three's rank: the best of its pairs' ``values`` with each three."""
        table = np.zeros(comb(len(self._board_cards), 3), dtype=np.int32)
        table[self._threes[0]] = values.max(axis=0)
        return table

    def _pair_parts(self, hole: Sequence[int]) -> _CardParts:
        """The parts of each two of ``hole``, as a column (one row per pair)."""
        return _CardParts.of(np.array(list(combinations(hole, 2)), dtype=np.intp)).column()

    @cached_property
    def _omaha_high_tables(self) -> list[npt.NDArray[np.int32]]:
        """Per seat, by three's rank: the seat's best high class with those three."""
        threes = self._three_parts
        return [self._by_three(self._pair_parts(h).high_with(threes)) for h in self.holes]

    @cached_property
    def _omaha_low_tables(self) -> list[npt.NDArray[np.int32]]:
        """Per seat, by three's rank: the seat's best low with those three (0: none)."""
        threes = self._three_parts
        return [self._by_three(self._pair_parts(h).low_with(threes)) for h in self.holes]

    @cached_property
    def _known_positions(self) -> IndexArray:
        return np.searchsorted(self._board_cards, np.array(self.board, dtype=np.intp))

    def _board_three_ids(self, boards: npt.NDArray[np.uint8]) -> list[npt.NDArray[np.int32]]:
        """For each of a board's ten threes: its rank (see :meth:`_threes`), per board."""
        positions: npt.NDArray[np.integer] = boards  # without a known board: deck positions
        if self.board:
            positions = np.searchsorted(self._board_cards, self.deck[boards])
            known = np.broadcast_to(self._known_positions, (len(boards), len(self.board)))
            positions = np.sort(np.concatenate([known, positions], axis=1), axis=1)
        columns = [positions[:, i].astype(np.int32) for i in range(BOARD_SIZE)]
        # C(p, 2) and C(p, 3) of each column, looked up once and shared by the ten threes.
        twos = [_CHOOSE_TWO[column] for column in columns]
        threes = [_CHOOSE_THREE[column] for column in columns]
        return [columns[a] + twos[b] + threes[c] for a, b, c in _BOARD_THREES]

    def _omaha_best(
        self, ids: Sequence[npt.NDArray[np.int32]], tables: Sequence[npt.NDArray[np.int32]]
    ) -> npt.NDArray[np.int32]:
        out = np.empty((len(tables), len(ids[0])), dtype=np.int32)
        for seat, table in enumerate(tables):
            best = out[seat]
            np.take(table, ids[0], out=best)
            for three in ids[1:]:
                np.maximum(best, table[three], out=best)
        return out
