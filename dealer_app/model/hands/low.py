"""Low hands: A-5 lows, for razz and the low half of eight-or-better games.

Aces are low, straights and flushes do not count. A low's strength uses the high-hand
encoding with the sign turned round, so that the better (lower) low has the larger
strength. Eight or better: five different ranks of eight or lower, or no low at all.

>>> best_low(parse_cards("8c 5d 3h 2s Ac Kd Kh"), eight_or_better=True).name
'Low: 8-5-3-2-A'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from itertools import combinations, combinations_with_replacement

from dealer_app.model.cards import (
    Card,
    Rank,
    parse_cards,  # noqa: F401 (the examples use it)
)
from dealer_app.model.hands.evaluated import LowHand
from dealer_app.model.hands.fast_eval import RANK_KEYS
from dealer_app.model.hands.strength import (
    STANDARD_RULES,
    Category,
    HouseRules,
    check_card_count,
    distinct_cards,
    encode_strength,
)
from dealer_app.model.hands.words import low_hand_name

__all__ = [
    "EIGHT_OR_BETTER",
    "EIGHT_OR_BETTER_RANKS",
    "ace_to_five_strength5",
    "best_low",
    "best_low_of",
    "best_low_unchecked",
    "not_eight_or_better",
    "paired_cards",
]

EIGHT_OR_BETTER = 8
"""The highest low value a qualifying eight-or-better low may hold."""
EIGHT_OR_BETTER_RANKS = tuple(rank for rank in Rank if rank.low_value <= EIGHT_OR_BETTER)


def paired_cards(cards: Sequence[Card]) -> tuple[Card, Card] | None:
    """The first two of ``cards``, in their order, of one rank (a low plays five different
    ranks); None when every rank differs.

    >>> [str(card) for card in paired_cards(parse_cards("8h 5s 5c 2d A♠")) or ()]
    ['5s', '5c']
    """
    for first, second in combinations(cards, 2):
        if first.rank == second.rank:
            return first, second
    return None


def not_eight_or_better(cards: Iterable[Card]) -> list[Card]:
    """Those of ``cards`` above eight, which no eight-or-better low may play.

    >>> [str(card) for card in not_eight_or_better(parse_cards("9h 8s Kc Ad"))]
    ['9h', 'Kc']
    """
    return [card for card in cards if card.rank not in EIGHT_OR_BETTER_RANKS]


"""The ranks that count for an eight-or-better low (the ace among them)."""


def _low_value(card: Card) -> int:
    return card.rank.low_value


_LOW_SHAPES = {
    (1, 1, 1, 1, 1): Category.HIGH_CARD,
    (2, 1, 1, 1): Category.ONE_PAIR,
    (2, 2, 1): Category.TWO_PAIR,
    (3, 1, 1): Category.THREE_OF_A_KIND,
    (3, 2): Category.FULL_HOUSE,
    (4, 1): Category.FOUR_OF_A_KIND,
    (5,): Category.FIVE_OF_A_KIND,
}


def _low_values(five: Sequence[Card], rules: HouseRules) -> list[int]:
    """The five low values (ace = 1) the cards stand for."""
    if not rules.wild:
        return [card.rank.low_value for card in five]
    values = [card.rank.low_value for card in five if card.rank not in rules.wild]
    # A wild card is best as the lowest value the hand lacks: pairs only hurt a low.
    missing = (value for value in range(1, 14) if value not in values)
    return values + [next(missing) for _ in range(5 - len(values))]


def _low_score(values: Sequence[int]) -> tuple[int, Category, list[int]]:
    """Strength (higher is a better low), category and compared values of five low values."""
    counts = Counter(values)
    ordered = sorted(counts, key=lambda value: (counts[value], value), reverse=True)
    category = _LOW_SHAPES[tuple(sorted(counts.values(), reverse=True))]
    return -encode_strength(category, ordered), category, ordered


# The A-5 strength of every set of five ranks by its sum of rank keys (the high tables'
# keys: see fast_eval), and each card's rank key by card index; filled on first use.
_RANK_KEY_OF_INDEX: list[int] = []
_ACE_TO_FIVE: dict[int, int] = {}
_WORST_EIGHT = -encode_strength(Category.HIGH_CARD, (8, 7, 6, 5, 4))
"""The least strength of a qualifying eight-or-better low: every better low is larger."""


def _build_ace_to_five_table() -> None:
    for ranks in combinations_with_replacement(range(2, 15), 5):
        if max(Counter(ranks).values()) > 4:
            continue
        key = sum(RANK_KEYS[rank - 2] for rank in ranks)
        _ACE_TO_FIVE[key] = _low_score([1 if rank == 14 else rank for rank in ranks])[0]
    _RANK_KEY_OF_INDEX.extend(RANK_KEYS[index >> 2] for index in range(52))


def ace_to_five_strength5(a: int, b: int, c: int, d: int, e: int) -> int:
    """A-5 low strength of five distinct cards given by index (larger is better), by one sum
    of rank keys and one lookup in a table of the 6,175 sets of five ranks.

    >>> hex(-ace_to_five_strength5(*(card.index for card in parse_cards("Ah 2c 3d 4s 5h"))))
    '0x154321'
    """
    try:
        key = (
            _RANK_KEY_OF_INDEX[a]
            + _RANK_KEY_OF_INDEX[b]
            + _RANK_KEY_OF_INDEX[c]
            + _RANK_KEY_OF_INDEX[d]
            + _RANK_KEY_OF_INDEX[e]
        )
    except IndexError:
        if _RANK_KEY_OF_INDEX:
            raise ValueError(f"card indices must be 0-51, got {[a, b, c, d, e]}") from None
        _build_ace_to_five_table()
        return ace_to_five_strength5(a, b, c, d, e)
    return _ACE_TO_FIVE[key]


def _low_choice(five: Sequence[Card], rules: HouseRules) -> tuple[int, bool, list[int]]:
    """How good a low five cards make: (strength, qualifies for eight-or-better, tie order)."""
    values = _low_values(five, rules)
    strength, category, _ = _low_score(values)
    qualifies = category is Category.HIGH_CARD and max(values) <= EIGHT_OR_BETTER
    return strength, qualifies, _tie_order(five)


def _tie_order(five: Sequence[Card]) -> list[int]:
    """Among fives of an equal low, the greater is the one whose lowest card by suit is the
    lower (aces low, then clubs, diamonds, hearts, spades), then the next: the five that
    gives its seat the odd chip where the five that play decide it. Whatever order the
    cards come in, the same five."""
    return sorted((-(4 * card.rank.low_value + card.suit) for card in five), reverse=True)


def _make_low(five: Sequence[Card], rules: HouseRules, source: Sequence[Card]) -> LowHand:
    values = _low_values(five, rules)
    strength, category, ordered = _low_score(values)
    counts = Counter(values)
    order = sorted(five, key=lambda card: (-counts.get(_low_value(card), 1), -_low_value(card)))
    return LowHand(
        strength=strength,
        cards=tuple(order) if not rules.wild else tuple(sorted(five, key=_low_value, reverse=True)),
        name=low_hand_name(values, category, ordered),
        qualifies_eight=category is Category.HIGH_CARD and max(values) <= EIGHT_OR_BETTER,
        source=tuple(source),
    )


def best_low(
    cards: Sequence[Card], *, eight_or_better: bool, rules: HouseRules = STANDARD_RULES
) -> LowHand | None:
    """Best A-5 low of 5 to 9 cards; straights and flushes do not count.

    With ``eight_or_better`` only five different ranks of eight or lower qualify, and
    ``None`` means no qualifying low. Without it (razz) there is always a low, and
    pairs count against it.

    >>> best_low(parse_cards("Kc Kd Qh Qs Jc Jd Tc"), eight_or_better=True) is None
    True
    >>> best_low(parse_cards("6c 6d 4h 3s Ac Kd Kh"), eight_or_better=False).name
    'Low: K-6-4-3-A'
    """
    cards = distinct_cards(cards)
    check_card_count(cards, 5, 9, "a low hand")
    return best_low_unchecked(cards, eight_or_better, rules)


def best_low_unchecked(
    cards: tuple[Card, ...], eight_or_better: bool, rules: HouseRules
) -> LowHand | None:
    """:func:`best_low` without checking the cards: 5 to 9 distinct cards, unchecked."""
    return best_low_of(combinations(cards, 5), rules, cards, eight_or_better)


def best_low_of(
    fives: Iterable[Sequence[Card]],
    rules: HouseRules,
    source: Sequence[Card],
    eight_or_better: bool,
) -> LowHand | None:
    """The best low among candidate fives (Omaha's two-plus-three, say), or ``None`` when
    none qualifies; only the winner is built into a hand."""
    if not rules.wild:
        return _best_plain_low(fives, rules, source, eight_or_better)
    best: tuple[int, bool, list[int]] | None = None
    best_five: Sequence[Card] = ()
    for five in fives:
        choice = _low_choice(five, rules)
        if eight_or_better and not choice[1]:
            continue
        if best is None or (choice[0], choice[2]) > (best[0], best[2]):
            best, best_five = choice, five
    return None if best is None else _make_low(best_five, rules, source)


def _best_plain_low(
    fives: Iterable[Sequence[Card]],
    rules: HouseRules,
    source: Sequence[Card],
    eight_or_better: bool,
) -> LowHand | None:
    """:func:`best_low_of` without wild cards, by the table: the same five is chosen (among
    equal lows, the one :func:`_low_choice` orders first)."""
    index_of = {card: card.index for card in source}
    best: int | None = None
    best_five: Sequence[Card] = ()
    best_order: list[int] | None = None
    for five in fives:
        a, b, c, d, e = five
        strength = ace_to_five_strength5(
            index_of[a], index_of[b], index_of[c], index_of[d], index_of[e]
        )
        if eight_or_better and strength < _WORST_EIGHT:
            continue
        if best is None or strength > best:
            best, best_five, best_order = strength, five, None
        elif strength == best:
            order = _tie_order(five)
            if best_order is None:
                best_order = _tie_order(best_five)
            if order > best_order:
                best_five, best_order = five, order
    return None if best is None else _make_low(best_five, rules, source)
