"""The fast tables against a slow, obvious definition written here from first principles.

The definition below knows nothing of keys or tables: it classifies five cards by
counting ranks and suits, and a bigger hand is worth its best five-card part.
"""

from __future__ import annotations

import random
import subprocess
import zlib
from collections import Counter
from collections.abc import Callable, Sequence
from functools import cache
from itertools import combinations, combinations_with_replacement
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_app.model.cards import FULL_DECK, DuplicateCardError, parse_cards
from dealer_app.model.hands import fast_eval
from dealer_app.model.hands.fast_eval import (
    HandSizeError,
    TableError,
    seven_card_strength,
    strength5,
    strength6,
    strength7,
    strength_of_indices,
    strengths7,
)
from dealer_app.resources_path import resource

RunPython = Callable[..., subprocess.CompletedProcess[str]]
REPO_ROOT = Path(__file__).resolve().parents[3]

# ---------------------------------------------------------------------------
# The obvious definition. A card is (rank 2..14, suit 0..3).
# ---------------------------------------------------------------------------

HIGH_CARD, ONE_PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH = range(
    1, 10
)


def encode(category: int, ranks: Sequence[int]) -> int:
    """category << 20, then up to five ranks, four bits each, most important first."""
    value = category
    for position in range(5):
        value = value << 4 | (ranks[position] if position < len(ranks) else 0)
    return value


@cache
def five_ranks_value(ranks: tuple[int, ...], suited: bool) -> int:
    """The value of five cards with these ranks (sorted high to low), suited or not."""
    counts = Counter(ranks)
    # Bigger groups first, higher rank first within a group size: the comparison order.
    by_group = sorted(counts, key=lambda rank: (counts[rank], rank), reverse=True)
    shape = sorted(counts.values(), reverse=True)
    straight_top = 0
    if len(counts) == 5:
        if ranks[0] - ranks[4] == 4:
            straight_top = ranks[0]
        elif ranks == (14, 5, 4, 3, 2):
            straight_top = 5  # the wheel: the ace plays low
    if straight_top and suited:
        return encode(STRAIGHT_FLUSH, [straight_top])
    if shape == [4, 1]:
        return encode(QUADS, by_group)
    if shape == [3, 2]:
        return encode(FULL_HOUSE, by_group)
    if suited:
        return encode(FLUSH, ranks)
    if straight_top:
        return encode(STRAIGHT, [straight_top])
    if shape == [3, 1, 1]:
        return encode(TRIPS, by_group)
    if shape == [2, 2, 1]:
        return encode(TWO_PAIR, by_group)
    if shape == [2, 1, 1, 1]:
        return encode(ONE_PAIR, by_group)
    return encode(HIGH_CARD, ranks)


def five_card_value(cards: Sequence[tuple[int, int]]) -> int:
    ranks = tuple(sorted((rank for rank, _ in cards), reverse=True))
    return five_ranks_value(ranks, len({suit for _, suit in cards}) == 1)


def best_value(cards: Sequence[tuple[int, int]]) -> int:
    """The best five-card value among all the ways to choose five of the cards."""
    return max(five_card_value(five) for five in combinations(cards, 5))


def as_cards(indices: Sequence[int]) -> list[tuple[int, int]]:
    return [(index // 4 + 2, index % 4) for index in indices]


def offsuit_indices(ranks: Sequence[int], rng: random.Random) -> list[int]:
    """Cards with these ranks, suits chosen at random but never five of one suit."""
    while True:
        suits_left = {rank: rng.sample(range(4), 4) for rank in set(ranks)}
        suits = [suits_left[rank].pop() for rank in ranks]
        if max(Counter(suits).values()) < 5:
            return [4 * (rank - 2) + suit for rank, suit in zip(ranks, suits, strict=True)]


def dealable_rank_multisets(size: int) -> list[tuple[int, ...]]:
    return [
        ranks
        for ranks in combinations_with_replacement(range(14, 1, -1), size)
        if max(Counter(ranks).values()) <= 4
    ]


FAST_BY_SIZE = {5: strength5, 6: strength6, 7: strength7}

# ---------------------------------------------------------------------------
# Tables against the definition
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(("size", "expected_count"), [(5, 6175), (6, 18395), (7, 49205)])
def test_every_rank_multiset_without_a_flush(size: int, expected_count: int) -> None:
    rng = random.Random(size)
    multisets = dealable_rank_multisets(size)
    assert len(multisets) == expected_count
    fast = FAST_BY_SIZE[size]
    wrong = []
    for ranks in multisets:
        # Without a flush the value depends on ranks only: the best of the rank choices.
        expected = max(five_ranks_value(five, False) for five in combinations(ranks, 5))
        indices = offsuit_indices(ranks, rng)
        if fast(*indices) != expected:
            wrong.append(ranks)
    assert wrong == []


@pytest.mark.parametrize("size", [5, 6, 7])
def test_every_flush_in_every_suit(size: int) -> None:
    rng = random.Random(100 + size)
    fast = FAST_BY_SIZE[size]
    checked = 0
    wrong = []
    for suited_count in range(5, size + 1):
        for suited_ranks in combinations(range(2, 15), suited_count):
            suit = rng.randrange(4)
            indices = [4 * (rank - 2) + suit for rank in suited_ranks]
            others = [i for i in range(52) if i % 4 != suit]
            indices += rng.sample(others, size - suited_count)
            rng.shuffle(indices)
            checked += 1
            if fast(*indices) != best_value(as_cards(indices)):
                wrong.append(indices)
    assert wrong == []
    assert checked == sum(len(list(combinations(range(13), n))) for n in range(5, size + 1))


def test_random_hands_of_every_size() -> None:
    rng = random.Random(2024)
    for _ in range(4000):
        size = rng.choice((5, 6, 7))
        indices = rng.sample(range(52), size)
        assert strength_of_indices(indices) == best_value(as_cards(indices)), indices


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 51), min_size=7, max_size=7, unique=True))
def test_any_seven_cards(indices: list[int]) -> None:
    assert strength7(*indices) == best_value(as_cards(indices))


def test_every_suit_makes_a_flush_and_straight_flushes_are_found() -> None:
    for suit in range(4):
        royal = [4 * (rank - 2) + suit for rank in (14, 13, 12, 11, 10)]
        wheel = [4 * (rank - 2) + suit for rank in (14, 2, 3, 4, 5)]
        other = (suit + 1) % 4
        assert strength7(*[*royal, other, other + 4]) == encode(STRAIGHT_FLUSH, [14])
        assert strength7(*[*wheel, other + 20, other + 24]) == encode(STRAIGHT_FLUSH, [5])
        # Six suited cards: the best five play (K-high flush; the 2 is not needed).
        flush6 = [4 * (rank - 2) + suit for rank in (13, 9, 7, 5, 3, 2)]
        assert strength7(*[*flush6, other + 48]) == encode(FLUSH, [13, 9, 7, 5, 3])


def test_known_hands_in_the_shared_encoding() -> None:
    cases = {
        "Ah Ad 8c 8s Kd 3h 2c": 0x3E8D00,  # two pair, aces and eights, king kicker
        "As Ks Qs Js Ts 9s 8s": 0x9E0000,  # royal flush among seven spades
        "Td Tc Ts 7h 7d 7c 2s": 0x7A7000,  # two trips: tens full of sevens
        "5h 4d 3c 2s Ad Kd Qd": 0x550000,  # the wheel
        "9c 9d 9h 9s Ac Ad Ah": 0x89E000,  # quads with trips: ace kicker
        "Kc Kd Qh Qs Jc Jd 2h": 0x3DCB00,  # three pairs: best two, then the kicker
    }
    for text, expected in cases.items():
        assert seven_card_strength(parse_cards(text)) == expected, text


def test_batch_matches_single_calls() -> None:
    rng = random.Random(7)
    hands = [tuple(rng.sample(range(52), 7)) for _ in range(3000)]
    assert strengths7(hands) == [strength7(*hand) for hand in hands]


# ---------------------------------------------------------------------------
# The card interface and its errors
# ---------------------------------------------------------------------------


def test_cards_and_indices_agree() -> None:
    rng = random.Random(11)
    for _ in range(500):
        cards = rng.sample(FULL_DECK, rng.choice((5, 6, 7)))
        assert seven_card_strength(cards) == strength_of_indices([c.index for c in cards])


@pytest.mark.parametrize("text", ["As Ks Qs Js", "As Ks Qs Js Ts 9s 8s 7s"])
def test_wrong_card_count_is_refused(text: str) -> None:
    with pytest.raises(HandSizeError, match=f"not {len(text.split())}"):
        seven_card_strength(parse_cards(text))


def test_duplicate_cards_are_refused() -> None:
    ace = parse_cards("As")[0]
    with pytest.raises(DuplicateCardError, match="As"):
        seven_card_strength([ace, *parse_cards("Kd Qh Jc Ts"), ace])


def test_bad_index_is_refused() -> None:
    with pytest.raises(ValueError, match="0-51"):
        strength7(0, 1, 2, 3, 4, 5, 52)


# ---------------------------------------------------------------------------
# The key scheme and the table file
# ---------------------------------------------------------------------------


def test_rank_keys_name_the_ranks_of_every_hand() -> None:
    for size in (5, 6, 7):
        sums = {
            sum(fast_eval.RANK_KEYS[r - 2] for r in ranks)
            for ranks in dealable_rank_multisets(size)
        }
        assert len(sums) == len(dealable_rank_multisets(size))


def test_suit_weights_tell_the_flush_suit() -> None:
    for size in (5, 6, 7):
        table = fast_eval.suit_table(size)
        for suits in combinations_with_replacement(range(4), size):
            counts = Counter(suits)
            flush_suit = next((s + 1 for s in range(4) if counts[s] >= 5), 0)
            assert table[sum(fast_eval.SUIT_WEIGHTS[s] for s in suits)] == flush_suit


def test_hand_sums_stay_one_digit_ints() -> None:
    keys = sorted(fast_eval.card_key(index) for index in range(52))
    for count in range(1, 8):
        assert sum(keys[:count]) > -(2**30)
        assert sum(keys[-count:]) < 2**30


def test_import_does_not_read_the_tables(python: RunPython) -> None:
    code = "import dealer_app.model.hands.fast_eval as f, dealer_app.model; print(len(f._KEY))"
    result = python("-c", code)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "0"


def shipped_table_bytes() -> bytes:
    return resource(*fast_eval.TABLE_FILE).read_bytes()


# Two pair, aces and eights, king kicker: a hand whose strength the loaded tables must give.
ACES_AND_EIGHTS = tuple(card.index for card in parse_cards("Ac Ad 8c 8s Kd 3h 2c"))
ACES_AND_EIGHTS_STRENGTH = encode(TWO_PAIR, [14, 8, 13])


def test_shipped_tables_are_small_and_load() -> None:
    data = shipped_table_bytes()
    assert len(data) < 1_000_000
    fast_eval.load_tables(data)
    assert strength7(*ACES_AND_EIGHTS) == ACES_AND_EIGHTS_STRENGTH


def test_damaged_tables_are_refused() -> None:
    data = shipped_table_bytes()
    with pytest.raises(TableError, match="not a table file"):
        fast_eval.load_tables(b"XXXX" + data[4:])
    with pytest.raises(TableError, match="damaged"):
        fast_eval.load_tables(data[:4] + data[4:200])
    stale = bytearray(zlib.decompress(data[4:]))
    stale[4] ^= 0xFF  # the scheme fingerprint
    with pytest.raises(TableError, match="another key scheme"):
        fast_eval.load_tables(data[:4] + zlib.compress(bytes(stale)))
    # A refused file leaves the loaded tables untouched.
    assert strength7(*ACES_AND_EIGHTS) == ACES_AND_EIGHTS_STRENGTH


@pytest.mark.slow
def test_shipped_tables_are_what_the_build_script_makes(python: RunPython) -> None:
    result = python(str(REPO_ROOT / "tools" / "build_tables.py"), "--check")
    assert result.returncode == 0, result.stdout + result.stderr
