"""Badugi: the most cards of distinct ranks and distinct suits, and the lowest such set.

A seat's badugi is its largest set of cards with no two of one rank or one suit (the lowest
such set when there are several). Four cards beat three, three beat two, two beat one; hands
of one size compare their highest card, then the next. Suits never break a tie. Aces are
low, except in badeucy's badugi half, where they are high.

Four cards are read at once: sorted from the lowest (each card one number, its value and
suit), which of their six pairs clash (same rank or same suit) is a six-bit pattern, and a
table made once from those 64 patterns holds the largest clash-free sets of each; only when
a pattern allows several sets of that size are their ranks compared. A hand of more cards
takes the best of its fours.

>>> best_badugi(parse_cards("7h 4c 3d As")).name
'Four-card badugi, seven high (7-4-3-A)'
>>> best_badugi(parse_cards("4h 3c 2d 2h")).name
'Three-card badugi, four high (4-3-2)'
>>> best_badugi(parse_cards("Kh Ah 3c 2d"), aces_high=True).name
'Three-card badugi, king high (K-3-2)'
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from dealer_app.model.cards import (
    Card,
    parse_cards,  # noqa: F401 (the examples use it)
)
from dealer_app.model.hands.evaluated import LowHand
from dealer_app.model.hands.strength import (
    BADUGI_SIZE_SHIFT,
    LowKind,
    check_card_count,
    distinct_cards,
)
from dealer_app.model.hands.words import badugi_name

__all__ = ["badugi_strength", "best_badugi", "best_badugi_unchecked", "clashing_pair"]


def clashing_pair(cards: Sequence[Card]) -> tuple[Card, Card] | None:
    """The first two of ``cards``, in their order, that cannot both play in a badugi (one
    rank or one suit); None when every card can.

    >>> [str(card) for card in clashing_pair(parse_cards("Kh 4s 4c 2d")) or ()]
    ['4s', '4c']
    >>> clashing_pair(parse_cards("Kh 4s 3c 2d")) is None
    True
    """
    for first, second in combinations(cards, 2):
        if first.rank == second.rank or first.suit == second.suit:
            return first, second
    return None


_PAIRS = tuple(combinations(range(4), 2))
"""The six pairs of four positions, in the order of their bits in a clash pattern."""


def _largest_clear_sets(pattern: int) -> tuple[tuple[int, ...], ...]:
    """The largest sets of positions with no clashing pair, highest position first."""
    clashing = {pair for bit, pair in enumerate(_PAIRS) if pattern >> bit & 1}
    for size in (4, 3, 2, 1):
        found = tuple(
            tuple(reversed(chosen))
            for chosen in combinations(range(4), size)
            if not any(pair in clashing for pair in combinations(chosen, 2))
        )
        if found:
            return found
    raise AssertionError("one card always makes a badugi")


_CLEAR_SETS = tuple(_largest_clear_sets(pattern) for pattern in range(1 << len(_PAIRS)))


# Each card by index as one sortable number: its badugi value (the ace 1, or 14 when aces are
# high) times four, plus its suit.
_LOW_KEYS = tuple((1 if i >> 2 == 12 else (i >> 2) + 2) << 2 | (i & 3) for i in range(52))
_HIGH_KEYS = tuple(((i >> 2) + 2) << 2 | (i & 3) for i in range(52))


def _clash(first: int, second: int) -> bool:
    """Two card keys of one value or one suit."""
    return first >> 2 == second >> 2 or first & 3 == second & 3


def _strength_of_keys(keys: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    """The badugi strength of four card keys, and the keys that make it, highest first."""
    a, b, c, d = sorted(keys)
    pattern = (
        _clash(a, b)
        | _clash(a, c) << 1
        | _clash(a, d) << 2
        | _clash(b, c) << 3
        | _clash(b, d) << 4
        | _clash(c, d) << 5
    )
    ordered = (a, b, c, d)
    candidates = _CLEAR_SETS[pattern]
    if len(candidates) == 1:
        chosen = tuple(ordered[p] for p in candidates[0])
    else:
        chosen = min(
            (tuple(ordered[p] for p in positions) for positions in candidates),
            key=lambda found: [key >> 2 for key in found],
        )
    return _strength_of_chosen(chosen), chosen


def _strength_of_chosen(chosen: Sequence[int]) -> int:
    """The strength of a badugi of these card keys, highest first."""
    packed = 0
    for shift, key in zip((12, 8, 4, 0), chosen, strict=False):
        packed |= (key >> 2) << shift
    return len(chosen) << BADUGI_SIZE_SHIFT | (0xFFFF - packed)


def _strength_of_few_keys(keys: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    """The badugi strength of one to three card keys (a trainee naming the cards that play),
    and the keys that make it, highest first."""
    for size in range(len(keys), 0, -1):
        clear = [
            tuple(sorted(chosen, reverse=True))
            for chosen in combinations(keys, size)
            if not any(_clash(first, second) for first, second in combinations(chosen, 2))
        ]
        if clear:
            chosen = min(clear, key=lambda found: [key >> 2 for key in found])
            return _strength_of_chosen(chosen), chosen
    raise ValueError("a badugi needs at least one card")


def badugi_strength(cards: Sequence[Card], aces_high: bool = False) -> int:
    """The strength of the best badugi of four or more distinct cards (larger is better).

    >>> badugi_strength(parse_cards("Kc Qd Jh Ts")) > badugi_strength(parse_cards("Ac 2c 3d 4h"))
    True
    """
    table = _HIGH_KEYS if aces_high else _LOW_KEYS
    keys = [table[card.index] for card in cards]
    if len(keys) == 4:
        return _strength_of_keys(keys)[0]
    return max(_strength_of_keys(four)[0] for four in combinations(keys, 4))


def best_badugi(cards: Sequence[Card], *, aces_high: bool = False) -> LowHand:
    """The best badugi of four to seven distinct cards, from any four of them.

    >>> best_badugi(parse_cards("Kc Kd Kh Ks")).name
    'One-card badugi, king high (K)'
    """
    cards = distinct_cards(cards)
    check_card_count(cards, 4, 7, "a badugi hand")
    return best_badugi_unchecked(cards, aces_high)


def best_badugi_unchecked(cards: tuple[Card, ...], aces_high: bool) -> LowHand:
    """:func:`best_badugi` without checking the cards: 1 to 7 distinct cards, unchecked (fewer
    than four: the badugi those cards alone make).

    >>> best_badugi_unchecked(parse_cards("2d 5h 9s"), False).name
    'Three-card badugi, nine high (9-5-2)'
    """
    table = _HIGH_KEYS if aces_high else _LOW_KEYS
    by_key = {table[card.index]: card for card in cards}
    if len(cards) == 4:
        strength, chosen = _strength_of_keys(list(by_key))
    elif len(cards) < 4:
        strength, chosen = _strength_of_few_keys(list(by_key))
    else:
        strength, chosen = max(
            (_strength_of_keys(four) for four in combinations(by_key, 4)),
            key=lambda found: found[0],
        )
    return LowHand(
        strength=strength,
        cards=tuple(by_key[key] for key in chosen),
        name=badugi_name(strength),
        qualifies_eight=False,
        source=cards,
        kind=LowKind.BADUGI_ACES_HIGH if aces_high else LowKind.BADUGI,
    )
