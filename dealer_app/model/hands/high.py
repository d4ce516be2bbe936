"""High hands: the strength of five cards by definition, wild cards, and the best five.

:func:`five_card_strength` is the plain definition (any house rules: wild cards, straights
around the corner); :func:`best_high` picks the best five of five to nine cards. Seven-card
hands without house rules go through the precomputed tables of
:mod:`~dealer_app.model.hands.fast_eval`, and the tests hold both to the same answers.

>>> hand = best_high(parse_cards("Ah Ad 8c 8s Kd 3h 2c"))
>>> hand.name, format_cards(hand.cards), hex(hand.strength)
('Two Pair, Aces and Eights, King kicker', 'Ah Ad 8s 8c Kd', '0x3e8d00')
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from itertools import combinations, combinations_with_replacement
from operator import attrgetter

from dealer_app.model.cards import (
    Card,
    Rank,
    Suit,
    format_cards,
    parse_cards,  # noqa: F401 (the examples use it)
)
from dealer_app.model.hands.evaluated import HighHand
from dealer_app.model.hands.fast_eval import seven_card_strength as _fast_strength
from dealer_app.model.hands.fast_eval import strength5 as _fast_five
from dealer_app.model.hands.fast_eval import strength_of_indices
from dealer_app.model.hands.strength import (
    GROUP_SIZES,
    STANDARD_RULES,
    Category,
    EvaluationError,
    HouseRules,
    check_card_count,
    decode_strength,
    distinct_cards,
    encode_strength,
)
from dealer_app.model.hands.words import high_hand_name

__all__ = [
    "best_high",
    "best_high_of",
    "best_high_unchecked",
    "best_wild_assignment",
    "board_cards_play",
    "five_card_strength",
    "seven_card_strength",
]


def _straight_windows(around_the_corner: bool) -> tuple[tuple[int, frozenset[int]], ...]:
    """(top, ranks) of every straight, best first; ranks use 14 for the ace."""
    windows = [(top, frozenset(range(top - 4, top + 1))) for top in range(14, 5, -1)]
    windows.append((5, frozenset({14, 2, 3, 4, 5})))
    if around_the_corner:
        for top in (4, 3, 2):
            # K-A-2-3-4, Q-K-A-2-3, J-Q-K-A-2: the top going up from the ace names it.
            low_part = set(range(2, top + 1))
            high_part = {14 - i for i in range(5 - len(low_part))}
            windows.append((top, frozenset(low_part | high_part)))
    return tuple(windows)


_WINDOWS = {wrap: _straight_windows(wrap) for wrap in (False, True)}


def _straight_top(ranks: Iterable[int], around_the_corner: bool) -> int:
    """The top of the best straight the five distinct ranks make, or 0."""
    rank_set = frozenset(ranks)
    if len(rank_set) != 5:
        return 0
    for top, window in _WINDOWS[around_the_corner]:
        if rank_set == window:
            return top
    return 0


def _strength_of_ranks(ranks: Sequence[int], flush: bool, around_the_corner: bool) -> int:
    """Strength of five ranks (repeats allowed, for wild cards) that are or are not suited."""
    counts = Counter(ranks)
    # Groups first (bigger group, then higher rank): the order in which hands compare.
    ordered = sorted(counts, key=lambda rank: (counts[rank], rank), reverse=True)
    shape = sorted(counts.values(), reverse=True)
    top = _straight_top(ranks, around_the_corner)
    if shape[0] == 5:
        return encode_strength(Category.FIVE_OF_A_KIND, ordered)
    if top and flush:
        return encode_strength(Category.STRAIGHT_FLUSH, (top,))
    if shape[0] == 4:
        return encode_strength(Category.FOUR_OF_A_KIND, ordered)
    if shape[:2] == [3, 2]:
        return encode_strength(Category.FULL_HOUSE, ordered)
    if flush:
        return encode_strength(Category.FLUSH, ordered)
    if top:
        return encode_strength(Category.STRAIGHT, (top,))
    if shape[0] == 3:
        return encode_strength(Category.THREE_OF_A_KIND, ordered)
    if shape[:2] == [2, 2]:
        return encode_strength(Category.TWO_PAIR, ordered)
    if shape[0] == 2:
        return encode_strength(Category.ONE_PAIR, ordered)
    return encode_strength(Category.HIGH_CARD, ordered)


def five_card_strength(cards: Sequence[Card], rules: HouseRules = STANDARD_RULES) -> int:
    """Strength of exactly five cards, by the plain definition.

    >>> hex(five_card_strength(parse_cards("As Ks Qs Js Ts")))
    '0x9e0000'
    >>> five_card_strength(parse_cards("Qh Kd Ac 2s 3h"), HouseRules(around_the_corner=True)) >> 20
    5
    """
    return best_wild_assignment(cards, rules)[0]


def best_wild_assignment(
    cards: Sequence[Card], rules: HouseRules
) -> tuple[int, tuple[Card | None, ...]]:
    """Best strength of five cards, and what each card stands for (None: itself)."""
    if len(cards) != 5:
        raise EvaluationError(f"a hand has five cards, not {len(cards)}")
    wild_positions = [i for i, card in enumerate(cards) if card.rank in rules.wild]
    naturals = [card for card in cards if card.rank not in rules.wild]
    natural_ranks = [int(card.rank) for card in naturals]
    natural_suits = {card.suit for card in naturals}
    if not wild_positions:
        flush = len(natural_suits) == 1
        return _strength_of_ranks(natural_ranks, flush, rules.around_the_corner), (None,) * 5
    if len(set(natural_ranks)) <= 1:
        # Every wild matches the naturals (or all are wild: five aces); nothing ranks higher.
        rank = natural_ranks[0] if natural_ranks else 14
        only_suit = naturals[0].suit if naturals else Suit.SPADES
        stands = tuple(
            Card(Rank(rank), only_suit) if i in wild_positions else None for i in range(5)
        )
        return _strength_of_ranks([rank] * 5, False, False), stands
    best_strength = -1
    best_ranks: tuple[int, ...] = ()
    best_suit: Suit | None = None
    flush_suit = next(iter(natural_suits)) if len(natural_suits) == 1 else None
    for chosen in combinations_with_replacement(range(14, 1, -1), len(wild_positions)):
        ranks = [*natural_ranks, *chosen]
        strength = _strength_of_ranks(ranks, False, rules.around_the_corner)
        suit: Suit | None = None
        # A wild completing a flush takes a rank the suit lacks: no card exists twice.
        if flush_suit is not None and len(set(ranks)) == 5:
            suited = _strength_of_ranks(ranks, True, rules.around_the_corner)
            if suited > strength:
                strength, suit = suited, flush_suit
        if strength > best_strength:
            best_strength, best_ranks, best_suit = strength, chosen, suit
    stands_for: list[Card | None] = [None] * 5
    for position, rank in zip(wild_positions, best_ranks, strict=True):
        own_suit = cards[position].suit
        stands_for[position] = Card(Rank(rank), best_suit if best_suit is not None else own_suit)
    return best_strength, tuple(stands_for)


def _reading_order(
    cards: Sequence[Card], stands_for: Sequence[Card | None], strength: int
) -> tuple[tuple[Card, ...], tuple[Card | None, ...]]:
    """Order five cards as a dealer reads them: groups, then kickers; straights from the top."""
    category, ranks = decode_strength(strength)
    effective = [stand or card for card, stand in zip(cards, stands_for, strict=True)]
    if category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        top = ranks[0]
        sequence = [((top - offset - 2) % 13) + 2 for offset in range(5)]
        position = {rank: index for index, rank in enumerate(sequence)}

        def key(index: int) -> tuple[int, ...]:
            return (position[effective[index].rank], -effective[index].suit)

    else:
        counts = Counter(card.rank for card in effective)

        def key(index: int) -> tuple[int, ...]:
            card = effective[index]
            return (-counts[card.rank], -card.rank, -card.suit)

    order = sorted(range(len(cards)), key=key)
    return tuple(cards[i] for i in order), tuple(stands_for[i] for i in order)


def _make_high(five: Sequence[Card], rules: HouseRules, source: Sequence[Card]) -> HighHand:
    strength, stands_for = best_wild_assignment(five, rules)
    cards, wild_as = _reading_order(five, stands_for, strength)
    return HighHand(
        strength=strength,
        category=decode_strength(strength)[0],
        cards=cards,
        name=high_hand_name(strength),
        wild_as=wild_as if rules.wild else (),
        source=tuple(source),
    )


def best_high(cards: Sequence[Card], rules: HouseRules = STANDARD_RULES) -> HighHand:
    """The best five-card high hand from 5 to 9 cards, any combination.

    >>> best_high(parse_cards("As Ks Qs Js Ts 2c 3d")).name
    'Royal Flush'
    >>> best_high(parse_cards("2h 2d Ks Kd Kc 9s 9h"), HouseRules(wild=frozenset({Rank.TWO}))).name
    'Five of a Kind, Kings'
    """
    cards = distinct_cards(cards)
    check_card_count(cards, 5, 9, "a high hand")
    return best_high_unchecked(cards, rules)


def best_high_unchecked(cards: tuple[Card, ...], rules: HouseRules) -> HighHand:
    """:func:`best_high` without checking the cards: 5 to 9 distinct cards, unchecked.

    For callers that checked the cards already (a scenario checks them once when built):
    the showdown and the batch paths come in here.
    """
    if rules.is_standard and len(cards) <= 7:
        # The tables give the strength at once; the cards that make it follow from it.
        strength = strength_of_indices([card.index for card in cards])
        category, ranks = decode_strength(strength)
        # _cards_making picks groups first, then kickers: already the reading order.
        ordered = _cards_making(category, ranks, cards)
        return HighHand(strength, category, ordered, high_hand_name(strength), (), cards)
    return best_high_of(combinations(cards, 5), rules, cards)


def board_cards_play(hand: HighHand, board: Sequence[Card], rules: HouseRules) -> HighHand:
    """``hand`` with each hole card that plays swapped for an unused board card of its rank
    when the hand stays the same: the board plays as far as it can, as the felt shows it.

    >>> board = parse_cards("Ah Kd Qc Js Th")
    >>> hand = best_high(parse_cards("As 2c") + board)
    >>> format_cards(hand.cards), format_cards(board_cards_play(hand, board, STANDARD_RULES).cards)
    ('As Kd Qc Js Th', 'Ah Kd Qc Js Th')
    """
    if hand.wild_as:
        return hand
    played = set(hand.cards)
    idle = [card for card in board if card not in played]
    idle_ranks = {card.rank for card in idle}
    if not idle_ranks or not any(card.rank in idle_ranks for card in played.difference(board)):
        return hand
    cards = list(hand.cards)
    for position, card in enumerate(cards):
        if card in board:
            continue
        for other in sorted(idle, reverse=True):
            if other.rank != card.rank or other in cards:
                continue
            swapped = [*cards[:position], other, *cards[position + 1 :]]
            if five_card_strength(swapped, rules) == hand.strength:
                cards = swapped
                break
    if cards == list(hand.cards):
        return hand
    return HighHand(hand.strength, hand.category, tuple(cards), hand.name, (), hand.source)


def best_high_of(
    fives: Iterable[Sequence[Card]], rules: HouseRules, source: Sequence[Card]
) -> HighHand:
    """The best high hand among candidate fives (Omaha's two-plus-three, say); only the
    winner is built into a hand. ``source`` is every card it was chosen from."""
    if rules.is_standard:
        return _make_high(_best_plain_five(fives, source), rules, source)
    return _make_high(max(fives, key=lambda five: _high_choice(five, rules)), rules, source)


def _best_plain_five(fives: Iterable[Sequence[Card]], source: Sequence[Card]) -> Sequence[Card]:
    """The five :func:`_high_choice` puts first under standard rules, by the tables: the
    highest strength, and among equal ones the higher cards."""
    index_of = {card: card.index for card in source}
    best = -1
    best_five: Sequence[Card] = ()
    best_order: list[int] | None = None
    for five in fives:
        a, b, c, d, e = five
        strength = _fast_five(index_of[a], index_of[b], index_of[c], index_of[d], index_of[e])
        if strength > best:
            best, best_five, best_order = strength, five, None
        elif strength == best:
            order = sorted((index_of[card] for card in five), reverse=True)
            if best_order is None:
                best_order = sorted((index_of[card] for card in best_five), reverse=True)
            if order > best_order:
                best_five, best_order = five, order
    return best_five


def _cards_making(
    category: Category, ranks: Sequence[int], cards: Sequence[Card]
) -> tuple[Card, ...]:
    """Five natural cards of ``cards`` that make the hand (the highest suits when free)."""
    pool = sorted(cards, key=_suit_of, reverse=True)
    if category in _FLUSHES:
        suits = [card.suit for card in cards]
        flush_suit = max(suits, key=suits.count)
        pool = [card for card in pool if card.suit == flush_suit]
    wanted: Sequence[int]
    if category in _STRAIGHTS:
        wanted = [((ranks[0] - offset - 2) % 13) + 2 for offset in range(5)]
        sizes: Sequence[int] = _ONE_EACH
    else:
        wanted, sizes = ranks, GROUP_SIZES[category]
    chosen: list[Card] = []
    for rank, size in zip(wanted, sizes, strict=True):
        for card in pool:
            if card.rank == rank:
                chosen.append(card)
                size -= 1
                if not size:
                    break
    if len(chosen) != 5:
        strength = encode_strength(category, ranks)
        raise EvaluationError(f"no five of {format_cards(cards)} make strength {strength:#x}")
    return tuple(chosen)


_suit_of = attrgetter("suit")
_FLUSHES = frozenset({Category.FLUSH, Category.STRAIGHT_FLUSH})
_STRAIGHTS = frozenset({Category.STRAIGHT, Category.STRAIGHT_FLUSH})
_ONE_EACH = (1, 1, 1, 1, 1)


def _high_choice(five: Sequence[Card], rules: HouseRules) -> tuple[int, int, list[int]]:
    # Among equal strengths prefer natural cards, then higher cards: a stable, readable choice.
    indices = sorted((card.index for card in five), reverse=True)
    if rules.is_standard:
        return _fast_five(*indices), 5, indices
    naturals = sum(1 for card in five if card.rank not in rules.wild)
    return best_wild_assignment(five, rules)[0], naturals, indices


def seven_card_strength(cards: Sequence[Card]) -> int:
    """Strength of the best five of seven cards, without house rules (the fast path).

    >>> seven_card_strength(parse_cards("Ah Ad 8c 8s Kd 3h 2c")) == best_high(
    ...     parse_cards("Ah Ad 8c 8s Kd 3h 2c")).strength
    True
    """
    return _fast_strength(cards)
