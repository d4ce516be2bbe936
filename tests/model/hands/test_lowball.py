"""Deuce-to-seven, ace-to-five and badugi: every hand counted, and the order held against a
plain reading of the rules written here.

The counts are the known ones: deuce-to-seven over all 2,598,960 five-card hands (the wheel
is ace high, so 36 straight flushes and 9,180 straights), ace-to-five (straights and flushes
ignored), badugi over all 270,725 four-card hands; each takes a second or two and runs by
default. Counts do not test order: each evaluator is also compared pair by pair with a
comparator that tries every choice the rules allow (100,000 pairs with ``-m slow``).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from itertools import combinations, starmap

import pytest

from dealer_app.model.cards import FULL_DECK, Card, parse_cards
from dealer_app.model.hands.badugi import badugi_strength, best_badugi
from dealer_app.model.hands.low import ace_to_five_strength5
from dealer_app.model.hands.lowball import ace_to_five, deuce_to_seven, deuce_to_seven_strength5
from dealer_app.model.hands.strength import Category, EvaluationError, LowKind, decode_strength

# -- the rules, read plainly ------------------------------------------------------------------


def _groups(values: Sequence[int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(group sizes, values by group size then value), both largest first."""
    counts = Counter(values)
    order = sorted(counts, key=lambda value: (counts[value], value), reverse=True)
    return tuple(counts[value] for value in order), tuple(order)


_HIGH_SHAPES = {
    (1, 1, 1, 1, 1): 0,
    (2, 1, 1, 1): 1,
    (2, 2, 1): 2,
    (3, 1, 1): 3,
    (3, 2): 6,
    (4, 1): 7,
}


def high_poker_rank(cards: Sequence[Card]) -> tuple[int, tuple[int, ...]]:
    """How good five cards are at high poker with the ace high only (no wheel): the
    deuce-to-seven player wants this as small as possible."""
    ranks = [int(card.rank) for card in cards]
    shape, order = _groups(ranks)
    flush = len({card.suit for card in cards}) == 1
    straight = shape == (1, 1, 1, 1, 1) and max(ranks) - min(ranks) == 4
    if straight and flush:
        return 8, order
    if flush and shape == (1, 1, 1, 1, 1):
        return 5, order
    if straight:
        return 4, order
    return _HIGH_SHAPES[shape], order


def deuce_to_seven_better(a: Sequence[Card], b: Sequence[Card]) -> int:
    """1 when ``a`` wins at deuce-to-seven, -1 when ``b`` does, 0 for a tie."""
    first, second = high_poker_rank(a), high_poker_rank(b)
    return (first < second) - (first > second)


def ace_to_five_rank(cards: Sequence[Card]) -> tuple[int, tuple[int, ...]]:
    """Pairs and the like count, straights and flushes do not, the ace is one."""
    shape, order = _groups([1 if card.rank == 14 else int(card.rank) for card in cards])
    return _HIGH_SHAPES[shape], order


def ace_to_five_better(a: Sequence[Card], b: Sequence[Card]) -> int:
    first, second = ace_to_five_rank(a), ace_to_five_rank(b)
    return (first < second) - (first > second)


def badugi_rank(cards: Sequence[Card], aces_high: bool) -> tuple[int, tuple[int, ...]]:
    """Every set of cards with no two of a rank or a suit; the most cards, then the lowest
    from the top. Smaller is better."""
    best: tuple[int, tuple[int, ...]] | None = None
    for size in range(1, 5):
        for chosen in combinations(cards, size):
            if len({c.rank for c in chosen}) < size or len({c.suit for c in chosen}) < size:
                continue
            values = tuple(
                sorted(
                    (int(c.rank) if aces_high or c.rank != 14 else 1 for c in chosen),
                    reverse=True,
                )
            )
            key = (-size, values)
            if best is None or key < best:
                best = key
    assert best is not None
    return best


def badugi_better(aces_high: bool) -> Callable[[Sequence[Card], Sequence[Card]], int]:
    def better(a: Sequence[Card], b: Sequence[Card]) -> int:
        first, second = badugi_rank(a, aces_high), badugi_rank(b, aces_high)
        return (first < second) - (first > second)

    return better


def _indices(cards: Sequence[Card]) -> tuple[int, ...]:
    return tuple(card.index for card in cards)


def _deuce7(cards: Sequence[Card]) -> int:
    return deuce_to_seven_strength5(*_indices(cards))


def _ace5(cards: Sequence[Card]) -> int:
    return ace_to_five_strength5(*_indices(cards))


def _agree(
    strength: Callable[[Sequence[Card]], int],
    better: Callable[[Sequence[Card], Sequence[Card]], int],
    sizes: Sequence[int],
    pairs: int,
    seed: int,
) -> None:
    rng = random.Random(seed)
    for _ in range(pairs):
        size = rng.choice(sizes)
        a, b = rng.sample(FULL_DECK, size), rng.sample(FULL_DECK, size)
        if rng.random() < 0.3:
            # Close calls: hands alike but for one card, so that the later cards decide.
            spare = next(card for card in rng.sample(FULL_DECK, 8) if card not in a)
            b = [*a[:-1], spare]
        expected = better(a, b)
        found = strength(a) - strength(b)
        assert (found > 0) - (found < 0) == expected, (a, b)


# -- deuce-to-seven -----------------------------------------------------------------------------

DEUCE_TO_SEVEN_COUNTS = {
    Category.STRAIGHT_FLUSH: 36,
    Category.FOUR_OF_A_KIND: 624,
    Category.FULL_HOUSE: 3_744,
    Category.FLUSH: 5_112,
    Category.STRAIGHT: 9_180,
    Category.THREE_OF_A_KIND: 54_912,
    Category.TWO_PAIR: 123_552,
    Category.ONE_PAIR: 1_098_240,
    Category.HIGH_CARD: 1_303_560,
}


def test_every_deuce_to_seven_hand() -> None:
    strengths = Counter(starmap(deuce_to_seven_strength5, combinations(range(52), 5)))
    assert sum(strengths.values()) == 2_598_960
    by_category: Counter[Category] = Counter()
    for strength, hands in strengths.items():
        by_category[decode_strength(-strength)[0]] += hands
    assert dict(by_category) == DEUCE_TO_SEVEN_COUNTS
    assert len(strengths) == 7_462
    best = max(strengths)
    assert decode_strength(-best) == (Category.HIGH_CARD, (7, 5, 4, 3, 2))
    assert strengths[best] == 4**5 - 4  # 7-5-4-3-2 of two suits or more


def test_deuce_to_seven_reads_the_wheel_as_ace_high() -> None:
    wheel = deuce_to_seven(parse_cards("As 2d 3c 4h 5h"))
    assert wheel.category is Category.HIGH_CARD
    assert wheel.ranks == (14, 5, 4, 3, 2)
    assert wheel.name == "Ace-five high (A-5-4-3-2)"
    # An ace-high hand loses to any king-high one.
    assert wheel.strength < deuce_to_seven(parse_cards("Kd Qc Jh 9s 8s")).strength
    steel = deuce_to_seven(parse_cards("As 2s 3s 4s 5s"))
    assert steel.category is Category.FLUSH


@pytest.mark.parametrize(
    ("cards", "name"),
    [
        ("As 2d 3c 4h 5h", "Ace-five high (A-5-4-3-2)"),
        ("Ad Kc Qh Js 9s", "Ace-king high (A-K-Q-J-9)"),
        ("Kd Qc Jh 9s 8s", "King-queen low (K-Q-J-9-8)"),
        ("7s 5d 4c 3h 2h", "Seven-five low (7-5-4-3-2)"),
    ],
)
def test_a_deuce_to_seven_hand_topped_by_an_ace_is_said_ace_high_never_a_low(
    cards: str, name: str
) -> None:
    assert deuce_to_seven(parse_cards(cards)).name == name


@pytest.mark.parametrize(
    ("cards", "name"),
    [
        ("5s 4d 3c 2h Ah", "Wheel (5-4-3-2-A)"),
        ("6s 4d 3c 2h Ah", "Six-four low (6-4-3-2-A)"),
    ],
)
def test_ace_to_five_keeps_its_ace_low_names(cards: str, name: str) -> None:
    assert ace_to_five(parse_cards(cards)).name == name


@pytest.mark.parametrize(
    ("winner", "loser"),
    [
        ("7s 5d 4c 3h 2h", "7h 6d 4s 3c 2d"),  # seven-five beats seven-six
        ("8s 6d 4c 3h 2h", "8h 6c 5s 3c 2d"),  # eight-six-four beats eight-six-five
        ("8s 8d 4c 3h 2h", "Ks Qs 9s 5s 3s"),  # a pair beats a flush
        ("Kd Qc Jh 9s 8s", "6h 5d 4c 3s 2h"),  # king high beats a six-high straight
        ("7s 5s 4s 3s 2h", "7c 5c 4c 3c 2c"),  # one off a flush: a seven-five; the flush loses
    ],
)
def test_deuce_to_seven_order(winner: str, loser: str) -> None:
    assert (
        deuce_to_seven(parse_cards(winner)).strength > deuce_to_seven(parse_cards(loser)).strength
    )


def test_deuce_to_seven_agrees_with_the_rules() -> None:
    _agree(_deuce7, deuce_to_seven_better, [5], 10_000, seed=27)


@pytest.mark.slow
def test_deuce_to_seven_agrees_with_the_rules_on_100000_pairs() -> None:
    _agree(_deuce7, deuce_to_seven_better, [5], 100_000, seed=2_7)


# -- ace-to-five -------------------------------------------------------------------------------

ACE_TO_FIVE_COUNTS = {
    Category.HIGH_CARD: 1_317_888,
    Category.ONE_PAIR: 1_098_240,
    Category.TWO_PAIR: 123_552,
    Category.THREE_OF_A_KIND: 54_912,
    Category.FULL_HOUSE: 3_744,
    Category.FOUR_OF_A_KIND: 624,
}


def test_every_ace_to_five_hand() -> None:
    strengths = Counter(starmap(ace_to_five_strength5, combinations(range(52), 5)))
    assert sum(strengths.values()) == 2_598_960
    by_category: Counter[Category] = Counter()
    seven_or_better = eight_or_better = 0
    for strength, hands in strengths.items():
        category, values = decode_strength(-strength)
        by_category[category] += hands
        if category is Category.HIGH_CARD:
            seven_or_better += hands * (values[0] <= 7)
            eight_or_better += hands * (values[0] <= 8)
    assert dict(by_category) == ACE_TO_FIVE_COUNTS
    assert len(strengths) == 6_175
    assert seven_or_better == 21_504
    assert eight_or_better == 57_344
    assert decode_strength(-max(strengths))[1] == (5, 4, 3, 2, 1)


def test_ace_to_five_names_and_order() -> None:
    wheel = ace_to_five(parse_cards("5s 4s 3s 2s As"))  # a straight flush at high: a wheel here
    assert wheel.name == "Wheel (5-4-3-2-A)"
    assert wheel.qualifies_eight
    six_four = ace_to_five(parse_cards("6h 4d 3c 2s Ah"))
    pair = ace_to_five(parse_cards("2h 2d 3c 4s 5h"))
    king = ace_to_five(parse_cards("Kh Qd Jc Ts 9h"))
    assert six_four.name == "Six-four low (6-4-3-2-A)"
    assert pair.name == "Pair of Twos (5-4-3-2-2)"
    assert wheel.strength > six_four.strength > king.strength > pair.strength


@pytest.mark.parametrize(
    ("cards", "name"),
    [
        ("As Ad Ac 2h 2d", "Full house, Aces (A-A-A-2-2)"),
        ("9s 9d 9c Th Td", "Full house, Nines (9-9-9-T-T)"),
        ("2s 2d 2c 5h 4d", "Three of a kind, Twos (2-2-2-5-4)"),
        ("As Ad Ac Ah Kd", "Four of a kind, Aces (A-A-A-A-K)"),
        # A pair is read from the highest card, as razz has always read it.
        ("2h 2d 3c 4s 5h", "Pair of Twos (5-4-3-2-2)"),
        ("7s 5d 4c 3h 2h", "Seven-five low (7-5-4-3-2)"),
    ],
)
def test_ace_to_five_names_list_the_trips_first(cards: str, name: str) -> None:
    assert ace_to_five(parse_cards(cards)).name == name


def test_ace_to_five_agrees_with_the_rules() -> None:
    _agree(_ace5, ace_to_five_better, [5], 10_000, seed=15)


@pytest.mark.slow
def test_ace_to_five_agrees_with_the_rules_on_100000_pairs() -> None:
    _agree(_ace5, ace_to_five_better, [5], 100_000, seed=1_5)


def test_five_card_lowball_wants_five_cards() -> None:
    with pytest.raises(EvaluationError, match="needs 5 cards, got 4"):
        deuce_to_seven(parse_cards("7s 5d 4c 3h"))
    with pytest.raises(EvaluationError, match="needs 5 cards, got 6"):
        ace_to_five(parse_cards("7s 5d 4c 3h 2h Ad"))


# -- badugi -------------------------------------------------------------------------------------

BADUGI_SIZES = {4: 17_160, 3: 154_440, 2: 96_252, 1: 2_873}


def test_every_four_card_badugi() -> None:
    sizes: Counter[int] = Counter()
    for four in combinations(FULL_DECK, 4):
        sizes[badugi_strength(four) >> 16] += 1
    assert sum(sizes.values()) == 270_725
    assert dict(sizes) == BADUGI_SIZES


@pytest.mark.parametrize(
    ("cards", "name", "played"),
    [
        ("7h 4c 3d As", "Four-card badugi, seven high (7-4-3-A)", "7h 4c 3d As"),
        ("4h 3c 2d 2h", "Three-card badugi, four high (4-3-2)", "4h 3c 2d"),
        ("Kc Kd Kh Ks", "One-card badugi, king high (K)", "Kc"),
        ("Ac 2c 3c 4c", "One-card badugi, ace high (A)", "Ac"),
        ("5s 5h 2s 3d", "Three-card badugi, five high (5-3-2)", "5h 3d 2s"),
    ],
)
def test_badugi_names_and_cards(cards: str, name: str, played: str) -> None:
    hand = best_badugi(parse_cards(cards))
    assert hand.name == name
    assert hand.kind is LowKind.BADUGI
    assert set(hand.cards) == set(parse_cards(played))


def test_badugi_takes_the_lowest_set_of_the_largest_size() -> None:
    # Two three-card sets, 6s 3h 2d and 4s 3h 2d: the lower one plays.
    hand = best_badugi(parse_cards("6s 4s 3h 2d"))
    assert hand.ranks == (4, 3, 2)
    # The same cards with aces high: the ace is the worst card of a badugi.
    assert best_badugi(parse_cards("As 2h 3d 4c")).ranks == (4, 3, 2, 1)
    high = best_badugi(parse_cards("As 2h 3d 4c"), aces_high=True)
    assert high.ranks == (14, 4, 3, 2)
    assert high.kind is LowKind.BADUGI_ACES_HIGH
    assert high.strength < best_badugi(parse_cards("Ks 2h 3d 4c"), aces_high=True).strength


def test_badugi_of_more_cards_takes_any_four() -> None:
    hand = best_badugi(parse_cards("Kc Kd 3h 2s Ad 4c 9h"))
    assert hand.ranks == (4, 3, 2, 1)
    assert hand.name == "Four-card badugi, four high (4-3-2-A)"


def test_badugi_agrees_with_the_rules() -> None:
    _agree(badugi_strength, badugi_better(False), [4, 5, 7], 5_000, seed=4)
    _agree(lambda cards: badugi_strength(cards, True), badugi_better(True), [4, 5], 5_000, seed=5)


@pytest.mark.slow
@pytest.mark.parametrize("aces_high", [False, True])
def test_badugi_agrees_with_the_rules_on_100000_pairs(aces_high: bool) -> None:
    _agree(
        lambda cards: badugi_strength(cards, aces_high),
        badugi_better(aces_high),
        [4, 5, 7],
        100_000,
        seed=44 + aces_high,
    )
