"""Hand evaluation: one evaluator core for every game.

Every high hand is reduced to one integer, its *strength*: the category in the high
bits, then up to five ranks in the order they are compared. A higher strength is a
better hand and equal strengths tie; suits never break a tie.

    strength = category << 20 | r1 << 16 | r2 << 12 | r3 << 8 | r4 << 4 | r5

>>> hand = best_high(parse_cards("Ah Ad 8c 8s Kd 3h 2c"))
>>> hand.name
'Two Pair, Aces and Eights, King kicker'
>>> format_cards(hand.cards)
'Ah Ad 8s 8c Kd'
>>> hex(hand.strength)
'0x3e8d00'

Low hands (A-5: aces low, straights and flushes do not count) use the same idea with
the sign turned round, so that the better low always has the larger strength:

>>> best_low(parse_cards("8c 5d 3h 2s Ac Kd Kh"), eight_or_better=True).name
'Low: 8-5-3-2-A'

Games are thin rules over these functions (see :mod:`dealer_app.model.games`).
Seven-card high hands without house rules go through precomputed tables
(:mod:`dealer_app.model.fast_eval`) for speed; every other case goes through the plain
definition below, and the tests hold the two to the same answers.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import IntEnum
from functools import cache
from itertools import combinations, combinations_with_replacement
from operator import attrgetter

from dealer_app.model.cards import Card, Rank, Suit, format_cards, parse_cards
from dealer_app.model.fast_eval import seven_card_strength as _fast_strength
from dealer_app.model.fast_eval import strength5 as _fast_five
from dealer_app.model.fast_eval import strength_of_indices

__all__ = [
    "Category",
    "Comparison",
    "EvaluationError",
    "HighHand",
    "HouseRules",
    "LowHand",
    "best_guts",
    "best_high",
    "best_low",
    "best_omaha_high",
    "best_omaha_low",
    "decode_strength",
    "explain",
    "explain_tie",
    "five_card_strength",
    "seven_card_strength",
]


class EvaluationError(ValueError):
    """Cards that cannot be evaluated as asked (too few, too many, wrong split)."""


class Category(IntEnum):
    """Hand categories, weakest first; the value is the category's part of a strength."""

    HIGH_CARD = 1
    ONE_PAIR = 2
    TWO_PAIR = 3
    THREE_OF_A_KIND = 4
    STRAIGHT = 5
    FLUSH = 6
    FULL_HOUSE = 7
    FOUR_OF_A_KIND = 8
    STRAIGHT_FLUSH = 9
    FIVE_OF_A_KIND = 10

    @property
    def key(self) -> str:
        """The name used in result files: ``"two_pair"``."""
        return _CATEGORY_KEYS[self]

    @property
    def title(self) -> str:
        """The name a dealer says: ``"Two Pair"``."""
        return self.name.replace("_", " ").title().replace(" A ", " a ").replace(" Of ", " of ")


# Spelt once: Enum's own ``name`` is slow to read, and results name thousands of hands.
_CATEGORY_KEYS = {category: category.name.lower() for category in Category}


@dataclass(frozen=True)
class HouseRules:
    """House rules that change how hands rank.

    ``wild``: ranks whose cards stand for any card (five of a kind becomes possible).
    ``around_the_corner``: wrap-around straights such as Q-K-A-2-3 count; such a
    straight is named by its top card going up from the ace (Q-K-A-2-3 is three high),
    so it ranks below the wheel.
    """

    wild: frozenset[Rank] = frozenset()
    around_the_corner: bool = False

    @property
    def is_standard(self) -> bool:
        """True when no house rule changes the ranking."""
        return not self.wild and not self.around_the_corner


STANDARD_RULES = HouseRules()


_SHIFTS = (16, 12, 8, 4, 0)


def _encode(category: Category, ranks: Sequence[int]) -> int:
    strength = int(category) << 20
    for shift, rank in zip(_SHIFTS, ranks, strict=False):
        strength |= rank << shift
    return strength


@cache
def decode_strength(strength: int) -> tuple[Category, tuple[int, ...]]:
    """Split a high strength into its category and the ranks it compares.

    >>> decode_strength(0x3e8d00)
    (<Category.TWO_PAIR: 3>, (14, 8, 13))
    """
    category = Category(strength >> 20)
    ranks = tuple(r for r in ((strength >> shift) & 0xF for shift in _SHIFTS) if r)
    return category, ranks


# ---------------------------------------------------------------------------
# The definition: five cards -> strength
# ---------------------------------------------------------------------------


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
        return _encode(Category.FIVE_OF_A_KIND, ordered)
    if top and flush:
        return _encode(Category.STRAIGHT_FLUSH, (top,))
    if shape[0] == 4:
        return _encode(Category.FOUR_OF_A_KIND, ordered)
    if shape[:2] == [3, 2]:
        return _encode(Category.FULL_HOUSE, ordered)
    if flush:
        return _encode(Category.FLUSH, ordered)
    if top:
        return _encode(Category.STRAIGHT, (top,))
    if shape[0] == 3:
        return _encode(Category.THREE_OF_A_KIND, ordered)
    if shape[:2] == [2, 2]:
        return _encode(Category.TWO_PAIR, ordered)
    if shape[0] == 2:
        return _encode(Category.ONE_PAIR, ordered)
    return _encode(Category.HIGH_CARD, ordered)


def five_card_strength(cards: Sequence[Card], rules: HouseRules = STANDARD_RULES) -> int:
    """Strength of exactly five cards, by the plain definition.

    >>> hex(five_card_strength(parse_cards("As Ks Qs Js Ts")))
    '0x9e0000'
    >>> five_card_strength(parse_cards("Qh Kd Ac 2s 3h"), HouseRules(around_the_corner=True)) >> 20
    5
    """
    return _best_wild_assignment(cards, rules)[0]


def _best_wild_assignment(
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


# ---------------------------------------------------------------------------
# Evaluated hands
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class HighHand:
    """A high hand: its strength, category, the cards that play and its spoken name.

    ``cards`` are in the order a dealer reads them (groups first, then kickers;
    straights from the top). ``wild_as`` says, for each card in ``cards``, which card
    a wild card stands for (``None`` for a natural card). ``source`` holds all the
    cards the hand was chosen from.
    """

    strength: int
    category: Category
    cards: tuple[Card, ...]
    name: str
    wild_as: tuple[Card | None, ...] = ()
    source: tuple[Card, ...] = field(default=(), compare=False)

    @property
    def ranks(self) -> tuple[int, ...]:
        """The ranks compared, in order (see :func:`decode_strength`)."""
        return decode_strength(self.strength)[1] if self.strength >> 20 else ()

    def plays(self, card: Card) -> bool:
        """True when ``card`` is one of the cards that play."""
        return card in self.cards


@dataclass(frozen=True)
class LowHand:
    """An A-5 low hand; a larger ``strength`` is a better (lower) hand.

    ``cards`` are highest first, the way a low is read: 8-5-3-2-A.
    ``qualifies_eight``: five different ranks, all eight or lower.
    """

    strength: int
    cards: tuple[Card, ...]
    name: str
    qualifies_eight: bool
    source: tuple[Card, ...] = field(default=(), compare=False)

    @property
    def ranks(self) -> tuple[int, ...]:
        """The low values compared (ace = 1), in order."""
        return decode_strength(-self.strength)[1]

    def plays(self, card: Card) -> bool:
        """True when ``card`` is one of the cards that play."""
        return card in self.cards


_RANK_WORD = {int(rank): rank for rank in Rank}


def _word(rank: int, plural: bool = False) -> str:
    value = _RANK_WORD[14 if rank == 1 else rank]
    return value.plural if plural else value.singular


def _kickers(ranks: Sequence[int]) -> str:
    if not ranks:
        return ""
    joined = "-".join(_word(rank) for rank in ranks)
    return f", {joined} kicker{'s' if len(ranks) > 1 else ''}"


@cache
def high_hand_name(strength: int) -> str:
    """The name a dealer says for a high strength.

    >>> high_hand_name(five_card_strength(parse_cards("Th Td Ts 7c 7d")))
    'Full House, Tens full of Sevens'
    >>> high_hand_name(five_card_strength(parse_cards("5s 4d 3c 2h Ad")))
    'Straight, Five high'
    """
    category, ranks = decode_strength(strength)
    first = ranks[0]
    if category is Category.FIVE_OF_A_KIND:
        return f"Five of a Kind, {_word(first, True)}"
    if category is Category.STRAIGHT_FLUSH:
        return "Royal Flush" if first == 14 else f"Straight Flush, {_word(first)} high"
    if category is Category.FOUR_OF_A_KIND:
        return f"Four of a Kind, {_word(first, True)}{_kickers(ranks[1:])}"
    if category is Category.FULL_HOUSE:
        return f"Full House, {_word(first, True)} full of {_word(ranks[1], True)}"
    if category is Category.FLUSH:
        return f"Flush, {_word(first)} high"
    if category is Category.STRAIGHT:
        return f"Straight, {_word(first)} high"
    if category is Category.THREE_OF_A_KIND:
        return f"Three of a Kind, {_word(first, True)}{_kickers(ranks[1:])}"
    if category is Category.TWO_PAIR:
        pairs = f"{_word(first, True)} and {_word(ranks[1], True)}"
        return f"Two Pair, {pairs}{_kickers(ranks[2:])}"
    if category is Category.ONE_PAIR:
        return f"One Pair, {_word(first, True)}{_kickers(ranks[1:])}"
    return _high_card_name(ranks)


def _high_card_name(ranks: Sequence[int]) -> str:
    # Named from the top card, "Ace high, King-Nine-Seven-Five": even cut short, the name
    # still says the ranks, never just "High Card".
    rest = "-".join(_word(rank) for rank in ranks[1:])
    return f"{_word(ranks[0])} high" + (f", {rest}" if rest else "")


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
    strength, stands_for = _best_wild_assignment(five, rules)
    cards, wild_as = _reading_order(five, stands_for, strength)
    return HighHand(
        strength=strength,
        category=decode_strength(strength)[0],
        cards=cards,
        name=high_hand_name(strength),
        wild_as=wild_as if rules.wild else (),
        source=tuple(source),
    )


def _check_count(cards: Sequence[Card], low: int, high: int, what: str) -> None:
    if not low <= len(cards) <= high:
        wanted = str(low) if low == high else f"{low} to {high}"
        raise EvaluationError(
            f"{what} needs {wanted} cards, got {len(cards)}: {format_cards(cards)}"
        )


def _distinct(cards: Sequence[Card]) -> tuple[Card, ...]:
    return parse_cards(cards)


def best_high(cards: Sequence[Card], rules: HouseRules = STANDARD_RULES) -> HighHand:
    """The best five-card high hand from 5 to 9 cards, any combination.

    >>> best_high(parse_cards("As Ks Qs Js Ts 2c 3d")).name
    'Royal Flush'
    >>> best_high(parse_cards("2h 2d Ks Kd Kc 9s 9h"), HouseRules(wild=frozenset({Rank.TWO}))).name
    'Five of a Kind, Kings'
    """
    cards = _distinct(cards)
    _check_count(cards, 5, 9, "a high hand")
    return _best_high(cards, rules)


def _best_high(cards: tuple[Card, ...], rules: HouseRules) -> HighHand:
    """:func:`best_high` of cards already checked: 5 to 9 distinct cards."""
    if rules.is_standard and len(cards) <= 7:
        # The tables give the strength at once; the cards that make it follow from it.
        strength = strength_of_indices([card.index for card in cards])
        category, ranks = decode_strength(strength)
        # _cards_making picks groups first, then kickers: already the reading order.
        ordered = _cards_making(category, ranks, cards)
        return HighHand(strength, category, ordered, high_hand_name(strength), (), cards)
    return _best_high_of(combinations(cards, 5), rules, cards)


def _best_high_of(
    fives: Iterable[Sequence[Card]], rules: HouseRules, source: Sequence[Card]
) -> HighHand:
    """The best high hand among candidate fives; only the winner is built into a hand."""
    return _make_high(max(fives, key=lambda five: _high_choice(five, rules)), rules, source)


_GROUP_SIZES = {
    Category.HIGH_CARD: (1, 1, 1, 1, 1),
    Category.ONE_PAIR: (2, 1, 1, 1),
    Category.TWO_PAIR: (2, 2, 1),
    Category.THREE_OF_A_KIND: (3, 1, 1),
    Category.FULL_HOUSE: (3, 2),
    Category.FOUR_OF_A_KIND: (4, 1),
    Category.FLUSH: (1, 1, 1, 1, 1),
}


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
        wanted, sizes = ranks, _GROUP_SIZES[category]
    chosen: list[Card] = []
    for rank, size in zip(wanted, sizes, strict=True):
        for card in pool:
            if card.rank == rank:
                chosen.append(card)
                size -= 1
                if not size:
                    break
    if len(chosen) != 5:
        strength = _encode(category, ranks)
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
    return _best_wild_assignment(five, rules)[0], naturals, indices


def seven_card_strength(cards: Sequence[Card]) -> int:
    """Strength of the best five of seven cards, without house rules (the fast path).

    >>> seven_card_strength(parse_cards("Ah Ad 8c 8s Kd 3h 2c")) == best_high(
    ...     parse_cards("Ah Ad 8c 8s Kd 3h 2c")).strength
    True
    """
    return _fast_strength(cards)


def best_omaha_high(
    hole: Sequence[Card], board: Sequence[Card], rules: HouseRules = STANDARD_RULES
) -> HighHand:
    """Best Omaha high hand: exactly two hole cards and exactly three board cards.

    One spade in the hand and four on the board make no flush in Omaha:

    >>> best_omaha_high(parse_cards("As Kd Qh Jc"), parse_cards("2s 5s 8s 9s Td")).name
    'Straight, Queen high'
    """
    hole, board = _omaha_cards(hole, board)
    return _best_omaha_high(hole, board, rules)


def _best_omaha_high(
    hole: tuple[Card, ...], board: tuple[Card, ...], rules: HouseRules
) -> HighHand:
    """:func:`best_omaha_high` of cards already checked."""
    return _best_high_of(_omaha_fives(hole, board), rules, (*hole, *board))


def _omaha_cards(
    hole: Sequence[Card], board: Sequence[Card]
) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """Check an Omaha hand and board: 4 to 6 hole cards, 3 to 5 board cards, all distinct."""
    hole, board = _distinct(hole), _distinct(board)
    _check_count(hole, 4, 6, "an Omaha hand")
    _check_count(board, 3, 5, "an Omaha board")
    _distinct((*hole, *board))
    return hole, board


# ---------------------------------------------------------------------------
# Low hands
# ---------------------------------------------------------------------------


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
    return -_encode(category, ordered), category, ordered


def _low_choice(five: Sequence[Card], rules: HouseRules) -> tuple[int, bool, list[int]]:
    """How good a low five cards make: (strength, qualifies for eight-or-better, tie order)."""
    values = _low_values(five, rules)
    strength, category, _ = _low_score(values)
    qualifies = category is Category.HIGH_CARD and max(values) <= 8
    return strength, qualifies, [-card.index for card in five]


def _make_low(five: Sequence[Card], rules: HouseRules, source: Sequence[Card]) -> LowHand:
    values = _low_values(five, rules)
    strength, category, ordered = _low_score(values)
    counts = Counter(values)
    order = sorted(five, key=lambda card: (-counts.get(_low_value(card), 1), -_low_value(card)))
    # Read a low from its highest card, pairs included: 6-6-4-3-A.
    by_value = sorted(values, reverse=True)
    spoken = "-".join("A" if value == 1 else _RANK_WORD[value].char for value in by_value)
    name = f"Low: {spoken}"
    if category is not Category.HIGH_CARD:
        name += f" ({_low_group_words(category, ordered)})"
    return LowHand(
        strength=strength,
        cards=tuple(order) if not rules.wild else tuple(sorted(five, key=_low_value, reverse=True)),
        name=name,
        qualifies_eight=category is Category.HIGH_CARD and max(values) <= 8,
        source=tuple(source),
    )


def _low_group_words(category: Category, ordered: Sequence[int]) -> str:
    """Names the pairs or trips of a low hand: ``"pair of Sixes"``."""
    if category is Category.ONE_PAIR:
        return f"pair of {_word(ordered[0], True)}"
    if category is Category.TWO_PAIR:
        return f"two pair, {_word(ordered[0], True)} and {_word(ordered[1], True)}"
    return f"{category.title.lower()}, {_word(ordered[0], True)}"


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
    cards = _distinct(cards)
    _check_count(cards, 5, 9, "a low hand")
    return _best_low(cards, eight_or_better, rules)


def _best_low(cards: tuple[Card, ...], eight_or_better: bool, rules: HouseRules) -> LowHand | None:
    """:func:`best_low` of cards already checked: 5 to 9 distinct cards."""
    return _best_low_of(combinations(cards, 5), rules, cards, eight_or_better)


def _best_low_of(
    fives: Iterable[Sequence[Card]],
    rules: HouseRules,
    source: Sequence[Card],
    eight_or_better: bool,
) -> LowHand | None:
    """The best low among candidate fives; only the winner is built into a hand."""
    best: tuple[int, bool, list[int]] | None = None
    best_five: Sequence[Card] = ()
    for five in fives:
        choice = _low_choice(five, rules)
        if eight_or_better and not choice[1]:
            continue
        if best is None or (choice[0], choice[2]) > (best[0], best[2]):
            best, best_five = choice, five
    return None if best is None else _make_low(best_five, rules, source)


def best_omaha_low(
    hole: Sequence[Card], board: Sequence[Card], rules: HouseRules = STANDARD_RULES
) -> LowHand | None:
    """Best Omaha eight-or-better low: two hole and three board cards, or ``None``.

    >>> best_omaha_low(parse_cards("Ac 2c Kd Kh"), parse_cards("3h 5s 8d Qc Jc")).name
    'Low: 8-5-3-2-A'
    >>> best_omaha_low(parse_cards("Ac 2c 3d Kh"), parse_cards("3h 5s Kd Qc Jc")) is None
    True
    """
    hole, board = _omaha_cards(hole, board)
    return _best_omaha_low(hole, board, rules)


def _best_omaha_low(
    hole: tuple[Card, ...], board: tuple[Card, ...], rules: HouseRules
) -> LowHand | None:
    """:func:`best_omaha_low` of cards already checked."""
    source = (*hole, *board)
    return _best_low_of(_omaha_fives(hole, board), rules, source, eight_or_better=True)


def _omaha_fives(hole: Sequence[Card], board: Sequence[Card]) -> Iterable[tuple[Card, ...]]:
    """Every five of exactly two hole cards and three board cards."""
    boards = list(combinations(board, 3))
    return ((*two, *three) for two in combinations(hole, 2) for three in boards)


# ---------------------------------------------------------------------------
# Guts (two and three cards)
# ---------------------------------------------------------------------------

# Three-card guts ranks three of a kind above a straight flush, and a straight above a flush.
_GUTS3_ORDER = {
    Category.HIGH_CARD: 1,
    Category.ONE_PAIR: 2,
    Category.FLUSH: 3,
    Category.STRAIGHT: 4,
    Category.STRAIGHT_FLUSH: 5,
    Category.THREE_OF_A_KIND: 6,
}


def _guts_strength(ranks: Sequence[int], suited: bool) -> tuple[int, Category]:
    counts = Counter(ranks)
    ordered = sorted(counts, key=lambda rank: (counts[rank], rank), reverse=True)
    if len(ranks) == 2:
        category = Category.ONE_PAIR if len(counts) == 1 else Category.HIGH_CARD
        return _encode(category, ordered), category
    top = 0
    distinct = sorted(set(ranks))
    if len(distinct) == 3:
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
    return (_GUTS3_ORDER[category] << 20) | _encode(Category(1), compared) & 0xFFFFF, category


def _guts_name(category: Category, cards: Sequence[Card], strength: int) -> str:
    ranks = [(strength >> shift) & 0xF for shift in _SHIFTS if (strength >> shift) & 0xF]
    if category is Category.THREE_OF_A_KIND:
        return f"Three of a Kind, {_word(ranks[0], True)}"
    if category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        return f"{category.title}, {_word(ranks[0])} high"
    if category is Category.ONE_PAIR:
        return f"One Pair, {_word(ranks[0], True)}{_kickers(ranks[1:])}"
    if category is Category.HIGH_CARD:
        return _high_card_name(ranks)
    return f"{category.title}, {'-'.join(_word(rank) for rank in ranks)}"


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
    cards = _distinct(cards)
    _check_count(cards, 2, 3, "a guts hand")
    return _best_guts(cards, rules)


def _best_guts(cards: tuple[Card, ...], rules: HouseRules) -> HighHand:
    """:func:`best_guts` of cards already checked: 2 or 3 distinct cards."""
    naturals = [card for card in cards if card.rank not in rules.wild]
    wild_count = len(cards) - len(naturals)
    natural_ranks = [int(card.rank) for card in naturals]
    suited_naturals = len({card.suit for card in naturals}) <= 1
    best: tuple[int, Category, tuple[int, ...], bool] | None = None
    for chosen in combinations_with_replacement(range(14, 1, -1), wild_count):
        ranks = [*natural_ranks, *chosen]
        for suited in (False, True) if suited_naturals and len(ranks) == 3 else (False,):
            if suited and len(set(ranks)) != len(ranks):
                continue
            strength, category = _guts_strength(ranks, suited)
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


# ---------------------------------------------------------------------------
# Explaining a comparison
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Comparison:
    """Who wins between two hands (1: the first, -1: the second, 0: a tie) and why."""

    outcome: int
    reason: str


_ORDINALS = ("first", "second", "third", "fourth", "fifth")


def _component_words(category: Category, index: int, rank: int, low: bool) -> str:
    """How a dealer names the compared rank at ``index`` of a hand of ``category``."""
    if low:
        return f"{'A' if rank == 1 else _RANK_WORD[rank].char}"
    if index < _LEADING_GROUPS.get(category, 0):
        return _word(rank, plural=True)
    return _word(rank)


_LEADING_GROUPS = {
    Category.ONE_PAIR: 1,
    Category.TWO_PAIR: 2,
    Category.THREE_OF_A_KIND: 1,
    Category.FOUR_OF_A_KIND: 1,
    Category.FULL_HOUSE: 2,
}
"""How many of a category's compared ranks are groups (pairs, trips) rather than kickers."""


def _decider(category: Category, index: int, compared: int, low: bool) -> str:
    """Names the part of a hand at ``index`` of its ``compared`` ranks."""
    leading = 0 if low else _LEADING_GROUPS.get(category, 0)
    if category is Category.FULL_HOUSE:
        return ("the three of a kind", "the pair")[index]
    if category is Category.TWO_PAIR and index < 2:
        return ("the top pair", "the second pair")[index]
    if index < leading:
        group = {
            Category.ONE_PAIR: "pair",
            Category.THREE_OF_A_KIND: "three of a kind",
            Category.FOUR_OF_A_KIND: "four of a kind",
        }[category]
        return f"the {group}"
    if leading == 0:
        return "the highest card" if index == 0 else f"the {_ORDINALS[index]} card"
    if compared - leading == 1:
        return "the kicker"
    return f"the {_ORDINALS[index - leading]} kicker"


def explain(
    a: HighHand | LowHand,
    b: HighHand | LowHand,
    *,
    board: Sequence[Card] = (),
    a_label: str = "Seat A",
    b_label: str = "Seat B",
) -> Comparison:
    """Say who wins between two hands of the same kind, and why, in a dealer's words.

    >>> board = parse_cards("Jh 2c 2d 5s 5h")
    >>> ak = best_high(parse_cards("Ah Kd") + board)
    >>> aq = best_high(parse_cards("Ac Qc") + board)
    >>> explain(ak, aq, board=board, a_label="Seat 1", b_label="Seat 4").reason
    'Tie: both play Two Pair, Fives and Twos, Ace kicker; the King and the Queen do not play'
    >>> explain(best_high(parse_cards("Kh Kd Tc 7s 5d")), best_high(parse_cards("Ks Kc 9h 4d 2c")),
    ...         a_label="Seat 1", b_label="Seat 2").reason
    'Seat 1 wins: both have a pair of Kings; the first kicker decides, Ten beats Nine'
    """
    low = isinstance(a, LowHand)
    if low != isinstance(b, LowHand):
        raise EvaluationError("a high hand and a low hand cannot be compared")
    board_set = frozenset(board)
    if a.strength != b.strength:
        winner, loser = (a, b) if a.strength > b.strength else (b, a)
        label = a_label if winner is a else b_label
        outcome = 1 if winner is a else -1
        if low:
            return Comparison(outcome, f"{label}'s {_why_better(winner, loser, low)}")
        return Comparison(outcome, f"{label} wins: {_why_better(winner, loser, low)}")
    return Comparison(0, "Tie: " + _why_tie((a, b), board_set))


def _why_better(winner: HighHand | LowHand, loser: HighHand | LowHand, low: bool) -> str:
    if low:
        for index, (w_rank, l_rank) in enumerate(zip(winner.ranks, loser.ranks, strict=False)):
            if w_rank != l_rank:
                better = _component_words(Category.HIGH_CARD, index, w_rank, True)
                worse = _component_words(Category.HIGH_CARD, index, l_rank, True)
                if index == 0:
                    return f"{winner.name[5:]} beats {loser.name[5:]}"
                decider = _decider(Category.HIGH_CARD, index, 5, True)
                return (
                    f"{winner.name[5:]} beats {loser.name[5:]}: "
                    f"{decider} decides, {better} is lower than {worse}"
                )
        return f"{winner.name[5:]} beats {loser.name[5:]}"
    assert isinstance(winner, HighHand) and isinstance(loser, HighHand)
    w_key, l_key = winner.strength >> 20, loser.strength >> 20
    if winner.category is not loser.category or w_key != l_key:
        return f"{winner.name} beats {loser.name}"
    category = winner.category
    for index, (w_rank, l_rank) in enumerate(zip(winner.ranks, loser.ranks, strict=False)):
        if w_rank != l_rank:
            better = _component_words(category, index, w_rank, False)
            worse = _component_words(category, index, l_rank, False)
            if index == 0:
                return f"{winner.name} beats {loser.name}"
            shared = _shared_part(category, winner.ranks[:index])
            decider = _decider(category, index, len(winner.ranks), False)
            verb = (
                "beat"
                if better.endswith("s") and index < _LEADING_GROUPS.get(category, 0)
                else "beats"
            )
            return f"both have {shared}; {decider} decides, {better} {verb} {worse}"
    return f"{winner.name} beats {loser.name}"


def _shared_part(category: Category, ranks: Sequence[int]) -> str:
    if category is Category.ONE_PAIR:
        return f"a pair of {_word(ranks[0], True)}"
    if category is Category.TWO_PAIR:
        if len(ranks) >= 2:
            return f"{_word(ranks[0], True)} and {_word(ranks[1], True)}"
        return f"{_word(ranks[0], True)} up"
    if category is Category.THREE_OF_A_KIND:
        return f"three {_word(ranks[0], True)}"
    if category is Category.FOUR_OF_A_KIND:
        return f"four {_word(ranks[0], True)}"
    if category is Category.FULL_HOUSE:
        return f"{_word(ranks[0], True)} full"
    if category is Category.HIGH_CARD:
        return f"{'-'.join(_word(rank) for rank in ranks)} high"
    return f"{category.title.lower()}, {'-'.join(_word(rank) for rank in ranks)}"


_EVERYONE = {2: "both", 3: "all three", 4: "all four", 5: "all five", 6: "all six"}


def explain_tie(hands: Sequence[HighHand | LowHand], *, board: Sequence[Card] = ()) -> str:
    """Say why hands of equal strength tie, in a dealer's words.

    >>> board = parse_cards("As Ks Qd Jc Th")
    >>> explain_tie([best_high(parse_cards(hole) + board) for hole in ("2c 3d", "4h 5h", "6s 7c")],
    ...             board=board)
    'Tie: all three play the board (Straight, Ace high)'
    """
    if len({hand.strength for hand in hands}) != 1:
        raise EvaluationError("only hands of equal strength tie")
    return "Tie: " + _why_tie(hands, frozenset(board))


def _why_tie(hands: Sequence[HighHand | LowHand], board: frozenset[Card]) -> str:
    first = hands[0]
    everyone = _EVERYONE.get(len(hands), f"all {len(hands)}")
    unplayed = [
        sorted((c for c in hand.source if c not in board and c not in hand.cards), reverse=True)
        for hand in hands
    ]
    plays_board = bool(board) and all(set(hand.cards) <= board for hand in hands)
    reason = (
        f"{everyone} play the board ({first.name})"
        if plays_board
        else f"{everyone} play {first.name}"
    )
    if not all(unplayed) or len({cards[0].rank for cards in unplayed}) == 1:
        return reason
    # Only a board counterfeits a pocket pair, and only a high hand: in stud and razz the
    # cards that do not play simply do not play.
    if board and isinstance(first, HighHand) and all(_is_pair(cards) for cards in unplayed):
        pairs = _and_list([_word(cards[0].rank, True) for cards in unplayed])
        return f"{reason}; the pocket {pairs} are counterfeited"
    if plays_board:
        return reason
    idle = _and_list([f"the {_word(cards[0].rank)}" for cards in unplayed]) + " do not play"
    counts = Counter(card.rank for card in first.cards)
    board_kickers = [card for card in first.cards if card in board and counts[card.rank] == 1]
    if board_kickers and not plays_board and isinstance(first, HighHand):
        named = _and_list([_word(card.rank) for card in board_kickers])
        if first.category in (Category.HIGH_CARD, Category.FLUSH):
            verb = "plays" if len(board_kickers) == 1 else "play"
        else:
            verb = "plays as the kicker" if len(board_kickers) == 1 else "play as kickers"
        return f"{reason}; the board's {named} {verb}, so {idle}"
    return f"{reason}; {idle}"


def _is_pair(cards: Sequence[Card]) -> bool:
    return len(cards) == 2 and cards[0].rank == cards[1].rank


def _and_list(words: Sequence[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]
