"""Guts: two- and three-card hands, ranked their own way.

Two cards: any pair beats any two unpaired cards, then high cards. Three cards: three of a
kind, straight flush, straight, flush, pair, high card; A-2-3 and Q-K-A are straights.

>>> best_guts(parse_cards("Ah 2d 3c")).name
'Straight, Three high'
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Sequence
from itertools import combinations_with_replacement

from dealer_app.model.cards import (
    Card,
    Rank,
    Suit,
    parse_cards,  # noqa: F401 (the examples use it)
)
from dealer_app.model.hands.evaluated import HighHand
from dealer_app.model.hands.strength import (
    RANK_SHIFTS,
    STANDARD_RULES,
    Category,
    HouseRules,
    check_card_count,
    distinct_cards,
    encode_strength,
)
from dealer_app.model.hands.words import high_card_name, kicker_words, rank_word

__all__ = [
    "GUTS3_USUAL_ORDER",
    "best_guts",
    "best_guts_unchecked",
    "four_card_strength",
    "guts3_order",
]


GUTS3_USUAL_ORDER = (
    Category.THREE_OF_A_KIND,
    Category.STRAIGHT_FLUSH,
    Category.STRAIGHT,
    Category.FLUSH,
)
"""Three-card guts' usual order of its four top categories, highest first."""


def guts3_order(categories: Sequence[Category | str]) -> tuple[Category, ...]:
    """Check an agreed order of three-card guts' four top categories, highest first.

    >>> [c.key for c in guts3_order(["straight_flush", "three_of_a_kind", "flush", "straight"])]
    ['straight_flush', 'three_of_a_kind', 'flush', 'straight']
    >>> guts3_order(["flush"])
    Traceback (most recent call last):
    ...
    ValueError: guts3_ranking: ["flush"] must order three_of_a_kind, straight_flush, ...
    """
    by_key = {category.key: category for category in GUTS3_USUAL_ORDER}
    order = tuple(by_key.get(str(getattr(c, "key", c))) for c in categories)
    if len(order) != 4 or set(order) != set(GUTS3_USUAL_ORDER):
        given = ", ".join(f'"{getattr(c, "key", c)}"' for c in categories)
        raise ValueError(
            f"guts3_ranking: [{given}] must order three_of_a_kind, straight_flush, "
            "straight and flush, each once"
        )
    return tuple(category for category in order if category is not None)


@functools.cache
def _guts3_rank(order: tuple[Category, ...]) -> dict[Category, int]:
    top = order or GUTS3_USUAL_ORDER
    ranks = {Category.HIGH_CARD: 1, Category.ONE_PAIR: 2}
    ranks.update({category: 6 - index for index, category in enumerate(top)})
    return ranks


def _guts_strength(
    ranks: Sequence[int], suited: bool, order: tuple[Category, ...] = (), straights: bool = True
) -> tuple[int, Category]:
    counts = Counter(ranks)
    ordered = sorted(counts, key=lambda rank: (counts[rank], rank), reverse=True)
    if len(ranks) == 2:
        category = Category.ONE_PAIR if len(counts) == 1 else Category.HIGH_CARD
        return encode_strength(category, ordered), category
    top = 0
    distinct = sorted(set(ranks))
    if len(distinct) == 3 and straights:
        if distinct == [2, 3, 14]:
            top = 3
        elif distinct[2] - distinct[0] == 2:
            top = distinct[2]
    if len(counts) == 1:
        category = Category.THREE_OF_A_KIND
    elif len(counts) == 2:
        category = Category.ONE_PAIR
    elif top:
        category = Category.STRAIGHT_FLUSH if suited else Category.STRAIGHT
    else:
        category = Category.FLUSH if suited else Category.HIGH_CARD
    compared = (top,) if top and len(counts) == 3 else tuple(ordered)
    ranks_part = encode_strength(Category.HIGH_CARD, compared) & 0xFFFFF
    return (_guts3_rank(order)[category] << 20) | ranks_part, category


def _guts_name(category: Category, cards: Sequence[Card], strength: int) -> str:
    ranks = [(strength >> shift) & 0xF for shift in RANK_SHIFTS if (strength >> shift) & 0xF]
    if category is Category.THREE_OF_A_KIND:
        return f"Three of a Kind, {rank_word(ranks[0], True)}"
    if category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        return f"{category.title}, {rank_word(ranks[0])} high"
    if category is Category.ONE_PAIR:
        return f"One Pair, {rank_word(ranks[0], True)}{kicker_words(ranks[1:])}"
    if category is Category.HIGH_CARD:
        return high_card_name(ranks)
    return f"{category.title}, {'-'.join(rank_word(rank) for rank in ranks)}"


def best_guts(cards: Sequence[Card], rules: HouseRules = STANDARD_RULES) -> HighHand:
    """A two- or three-card guts hand.

    Two cards: any pair beats any two unpaired cards, then high cards. Three cards:
    three of a kind, straight flush, straight, flush, pair, high card; A-2-3 (three
    high) and Q-K-A are straights.

    >>> best_guts(parse_cards("2c 2d")).strength > best_guts(parse_cards("As Kd")).strength
    True
    >>> best_guts(parse_cards("Ah 2d 3c")).name
    'Straight, Three high'
    """
    cards = distinct_cards(cards)
    check_card_count(cards, 2, 3, "a guts hand")
    return best_guts_unchecked(cards, rules)


def best_guts_unchecked(
    cards: tuple[Card, ...], rules: HouseRules, *, straights_and_flushes: bool = True
) -> HighHand:
    """:func:`best_guts` without checking the cards: 2 or 3 distinct cards, unchecked.

    ``straights_and_flushes=False``: only three of a kind, pairs and high cards count
    (three-five-seven's first stage: A-A-K beats 4-5-6 of one suit).
    """
    naturals = [card for card in cards if card.rank not in rules.wild]
    wild_count = len(cards) - len(naturals)
    natural_ranks = [int(card.rank) for card in naturals]
    suited_naturals = straights_and_flushes and len({card.suit for card in naturals}) <= 1
    best: tuple[int, Category, tuple[int, ...], bool] | None = None
    for chosen in combinations_with_replacement(range(14, 1, -1), wild_count):
        ranks = [*natural_ranks, *chosen]
        for suited in (False, True) if suited_naturals and len(ranks) == 3 else (False,):
            if suited and len(set(ranks)) != len(ranks):
                continue
            strength, category = _guts_strength(
                ranks, suited, rules.guts3_order, straights_and_flushes
            )
            if best is None or strength > best[0]:
                best = (strength, category, chosen, suited)
    assert best is not None
    strength, category, chosen, suited = best
    stands_iter = iter(chosen)
    stands: list[Card | None] = []
    flush_suit = naturals[0].suit if naturals else Suit.SPADES
    for card in cards:
        if card.rank in rules.wild:
            stands.append(Card(Rank(next(stands_iter)), flush_suit if suited else card.suit))
        else:
            stands.append(None)
    ordered, wild_as = _reading_order_guts(cards, stands)
    return HighHand(
        strength=strength,
        category=category,
        cards=ordered,
        name=_guts_name(category, ordered, strength),
        wild_as=wild_as if rules.wild else (),
        source=cards,
    )


def _reading_order_guts(
    cards: Sequence[Card], stands_for: Sequence[Card | None]
) -> tuple[tuple[Card, ...], tuple[Card | None, ...]]:
    effective = [stand or card for card, stand in zip(cards, stands_for, strict=True)]
    counts = Counter(card.rank for card in effective)
    order = sorted(
        range(len(cards)),
        key=lambda i: (-counts[effective[i].rank], -effective[i].rank, -effective[i].suit),
    )
    return tuple(cards[i] for i in order), tuple(stands_for[i] for i in order)


_FOUR_CARD_CATEGORIES = {
    (4,): Category.FOUR_OF_A_KIND,
    (3, 1): Category.THREE_OF_A_KIND,
    (2, 2): Category.TWO_PAIR,
    (2, 1, 1): Category.ONE_PAIR,
}


def four_card_strength(cards: Sequence[Card], wild: frozenset[Rank]) -> int:
    """The strength of four cards played on their own (4-2-x's seat alone against the deck).

    Four of a kind, three of a kind, two pair, one pair, high card (four cards make no
    straight or flush); wild cards stand for the rank that helps most.

    >>> from dealer_app.model.cards import Rank
    >>> kings = four_card_strength(parse_cards("Kc Kd 2h 9s"), frozenset({Rank.TWO}))
    >>> kings > four_card_strength(parse_cards("Ac Ad Qh Qs"), frozenset())
    True
    """
    naturals = [int(card.rank) for card in cards if card.rank not in wild]
    best = 0
    for chosen in combinations_with_replacement(range(14, 1, -1), len(cards) - len(naturals)):
        ranks = [*naturals, *chosen]
        counts = Counter(ranks)
        ordered = sorted(counts, key=lambda rank: (counts[rank], rank), reverse=True)
        shape = tuple(sorted(counts.values(), reverse=True))
        category = _FOUR_CARD_CATEGORIES.get(shape, Category.HIGH_CARD)
        best = max(best, encode_strength(category, ordered))
    return best
