"""Generate the hand tables of :mod:`dealer_app.model.hands.fast_eval`.

    python tools/build_tables.py            # writes resources/tables/hand_ranks.bin
    python tools/build_tables.py --check    # exit status 1 if the shipped file is stale

Every strength in the tables comes from the plain definition,
:func:`dealer_app.model.hands.high.five_card_strength`, applied to five cards; hands of
six and seven cards take the best of their five-card parts. Run it again whenever the
key scheme in ``fast_eval`` or the strength encoding changes.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from itertools import combinations_with_replacement
from pathlib import Path

from dealer_app.model.cards import Card, Rank, Suit
from dealer_app.model.hands.fast_eval import (
    FLUSH_TABLE_SIZE,
    HAND_SIZES,
    SUIT_BITS,
    TABLE_FILE,
    card_key,
    encode_tables,
    hand_key,
)
from dealer_app.model.hands.high import five_card_strength

DEFAULT_OUTPUT = Path(__file__).resolve().parent.parent / "resources" / Path(*TABLE_FILE)

RankMultiset = tuple[int, ...]  # ranks 2..14, ascending, at most four alike


def rank_multisets(size: int) -> Iterator[RankMultiset]:
    """Every multiset of ``size`` ranks that a deck can deal (at most four of a rank)."""
    for ranks in combinations_with_replacement(range(2, 15), size):
        if max(Counter(ranks).values()) <= 4:
            yield ranks


def offsuit_cards(ranks: RankMultiset) -> tuple[Card, ...]:
    """Distinct cards with these ranks and no five of one suit (suits dealt round-robin)."""
    return tuple(Card(Rank(rank), Suit(i % 4)) for i, rank in enumerate(sorted(ranks)))


def rank_tables() -> dict[int, dict[int, int]]:
    """For each hand size, rank key -> strength of the best five cards (no flush possible)."""
    best: dict[RankMultiset, int] = {
        ranks: five_card_strength(offsuit_cards(ranks)) for ranks in rank_multisets(5)
    }
    for size in HAND_SIZES[1:]:
        for ranks in rank_multisets(size):
            best[ranks] = max(best[ranks[:i] + ranks[i + 1 :]] for i in range(size))
    tables: dict[int, dict[int, int]] = {}
    for size in HAND_SIZES:
        table: dict[int, int] = {}
        for ranks in rank_multisets(size):
            key = hand_key(card.index for card in offsuit_cards(ranks)) >> SUIT_BITS
            if key in table:
                raise SystemExit(f"rank keys collide for {size} cards: {ranks}")
            table[key] = best[ranks]
        tables[size] = table
    return tables


def flush_table() -> list[int]:
    """Suited rank mask (bit rank - 2) -> best flush or straight flush, 0 below five cards."""
    table = [0] * FLUSH_TABLE_SIZE
    for mask in sorted(range(FLUSH_TABLE_SIZE), key=int.bit_count):
        ranks = [bit + 2 for bit in range(13) if mask >> bit & 1]
        if len(ranks) == 5:
            table[mask] = five_card_strength([Card(Rank(rank), Suit.SPADES) for rank in ranks])
        elif len(ranks) > 5:
            table[mask] = max(table[mask & ~(1 << (rank - 2))] for rank in ranks)
    return table


def check_sums_stay_small() -> None:
    """Every partial sum of up to seven keys must stay a one-digit CPython int (< 2**30)."""
    keys = sorted(card_key(index) for index in range(52))
    limit = 2**30
    for count in range(1, 8):
        lowest, highest = sum(keys[:count]), sum(keys[-count:])
        if not -limit < lowest <= highest < limit:
            raise SystemExit(f"key sums of {count} cards leave the fast int range")


def build() -> bytes:
    check_sums_stay_small()
    return encode_tables(rank_tables(), flush_table())


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT)
    parser.add_argument("--check", action="store_true", help="only compare with the file")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    data = build()
    elapsed = time.perf_counter() - started
    if args.check:
        current = args.output.read_bytes() if args.output.exists() else b""
        if current != data:
            print(f"{args.output} is stale: run python tools/build_tables.py")
            return 1
        print(f"{args.output} is up to date ({len(data):,} bytes)")
        return 0
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_bytes(data)
    print(f"wrote {args.output} ({len(data):,} bytes) in {elapsed:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
