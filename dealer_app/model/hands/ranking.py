"""The hand ranking as a dealer looks it up: counts and odds of every five-card hand, and
the tie-break, odd-chip and low rules of a game in plain words.

:func:`count_five_card_hands` evaluates all 2,598,960 five-card hands (no counting by
formula) and says how many make each rank, royal flushes apart from the other straight
flushes as the card-room rule text lists them, and how long it took. It uses the NumPy
census (:mod:`~dealer_app.model.hands.census`) when NumPy is installed, the scalar table
evaluator otherwise.

>>> [row.title for row in RANKING][:3]
['Five of a Kind', 'Royal Flush', 'Straight Flush']
>>> PUBLISHED_COUNTS["full_house"]
3744
>>> print(game_rules_words("stud")[1])  # doctest: +NORMALIZE_WHITESPACE
Odd chip: to the tied winner holding the highest card by suit among all of their cards
(spades, hearts, diamonds, clubs); no player takes more than one odd chip of a pot.
"""

from __future__ import annotations

import itertools
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction

from dealer_app.model.cards import FULL_DECK, Card, parse_cards
from dealer_app.model.hands.badugi import badugi_strength
from dealer_app.model.hands.fast_eval import strength5
from dealer_app.model.hands.games import Game, GameRules, LowRule, OddChipOrder, game_rules
from dealer_app.model.hands.strength import BADUGI_SIZE_SHIFT, Category, LowKind, decode_strength
from dealer_app.model.hands.words import pair_loses_to

__all__ = [
    "ACE_TO_FIVE_LOW",
    "ACE_TO_FIVE_RANKING",
    "ANY_LOW",
    "BADUGI_ACES_HIGH_RANKING",
    "BADUGI_RANKING",
    "DEUCE_TO_SEVEN_RANKING",
    "EIGHT_OR_BETTER_LOW",
    "FIVE_CARD_HANDS",
    "FOUR_CARD_HANDS",
    "PUBLISHED_COUNTS",
    "RANKING",
    "HandCounts",
    "LowExample",
    "RankingRow",
    "count_five_card_hands",
    "game_rules_words",
    "low_examples",
    "ranking_of",
]

FIVE_CARD_HANDS = 2_598_960
"""C(52, 5): every five-card hand."""

PUBLISHED_COUNTS = {
    "royal_flush": 4,
    "straight_flush": 36,
    "four_of_a_kind": 624,
    "full_house": 3744,
    "flush": 5108,
    "straight": 10_200,
    "three_of_a_kind": 54_912,
    "two_pair": 123_552,
    "one_pair": 1_098_240,
    "high_card": 1_302_540,
}
"""The counts the card-room rule text gives out of 2,598,960 (royal flushes apart)."""

_ROYAL_TOP = 14


@dataclass(frozen=True)
class RankingRow:
    """One rank of the ladder: its key, the name a dealer says, an example and a note."""

    key: str
    title: str
    example: tuple[Card, ...]
    note: str
    wild: bool = False
    """Only possible with wild cards (the example's wild card is the deuce)."""


def _row(key: str, title: str, cards: str, note: str, wild: bool = False) -> RankingRow:
    return RankingRow(key, title, parse_cards(cards), note, wild)


RANKING = (
    _row(
        "five_of_a_kind",
        "Five of a Kind",
        "Ah Ad Ac As 2c",
        "Only with wild cards (here the deuce): five aces beat five kings.",
        wild=True,
    ),
    _row("royal_flush", "Royal Flush", "As Ks Qs Js Ts", "A-K-Q-J-T of one suit."),
    _row(
        "straight_flush",
        "Straight Flush",
        "9h 8h 7h 6h 5h",
        "Five in sequence, one suit; the higher top card wins (5-4-3-2-A is the lowest).",
    ),
    _row("four_of_a_kind", "Four of a Kind", "Kc Kd Kh Ks 7d", "Higher four, then the kicker."),
    _row("full_house", "Full House", "Qs Qh Qd 4c 4s", "Higher three, then the pair."),
    _row(
        "flush",
        "Flush",
        "Ad Jd 8d 6d 3d",
        "Five of one suit: highest card, then the next, down to the fifth.",
    ),
    _row("straight", "Straight", "Ts 9h 8d 7c 6s", "Five in sequence: the higher top card."),
    _row(
        "three_of_a_kind",
        "Three of a Kind",
        "7s 7h 7d Kc 2s",
        "Higher three, then the kickers one by one.",
    ),
    _row(
        "two_pair",
        "Two Pair",
        "Js Jd 5h 5c Ad",
        "Higher pair, then the lower pair, then the kicker.",
    ),
    _row("one_pair", "One Pair", "9c 9d Ks 6h 3c", "Higher pair, then the three kickers in turn."),
    _row(
        "high_card",
        "High Card",
        "As Qd 9h 6c 3s",
        "Highest card, then the next, down to the fifth.",
    ),
)
"""The ranking from five of a kind down to high card."""

FOUR_CARD_HANDS = 270_725
"""C(52, 4): every four-card hand, the badugi hands."""

_RANK_WORDS = {
    6: "Six",
    7: "Seven",
    8: "Eight",
    9: "Nine",
    10: "Ten",
    11: "Jack",
    12: "Queen",
    13: "King",
}

DEUCE_TO_SEVEN_RANKING = (
    _row("d27_7", "Seven low", "7s 5h 4d 3c 2s", "The best hand: 7-5-4-3-2, not all one suit."),
    *(
        _row(
            f"d27_{top}",
            f"{_RANK_WORDS[top]} low",
            cards,
            "No pair, no straight, no flush: the highest card, then the next, down.",
        )
        for top, cards in (
            (8, "8c 6d 4h 3s 2c"),
            (9, "9d 7c 5h 3s 2d"),
            (10, "Th 8s 6c 4d 3h"),
            (11, "Jc 9d 7s 4h 2c"),
            (12, "Qs Th 8d 5c 3s"),
            (13, "Kd Jc 9h 6s 4d"),
        )
    ),
    _row(
        "d27_14",
        "Ace high",
        "Ah 5d 4c 3s 2h",
        "Aces are high only: A-5-4-3-2 is ace high, not a straight; any king high beats it.",
    ),
    _row(
        "d27_one_pair",
        "One Pair",
        "2s 2h 6d 4c 3s",
        f"A pair loses to {pair_loses_to(LowKind.DEUCE_TO_SEVEN)}; it beats a straight or a flush.",
    ),
    _row("d27_two_pair", "Two Pair", "3s 3d 2h 2c 4s", "Worse than one pair."),
    _row("d27_three_of_a_kind", "Three of a Kind", "2s 2d 2h 4c 3s", "Worse than two pair."),
    _row(
        "d27_straight",
        "Straight",
        "6s 5h 4d 3c 2s",
        "A straight counts against the hand: 6-5-4-3-2 loses to a pair of aces.",
    ),
    _row(
        "d27_flush", "Flush", "7h 5h 4h 3h 2h", "A flush counts too: 7-5-4-3-2 of one suit is bad."
    ),
    _row("d27_full_house", "Full House", "2s 2d 2h 3c 3s", "Worse than a flush."),
    _row("d27_four_of_a_kind", "Four of a Kind", "2s 2d 2h 2c 3s", "Worse than a full house."),
    _row("d27_straight_flush", "Straight Flush", "6d 5d 4d 3d 2d", "The worst hand there is."),
)
"""Deuce-to-seven lowball, best first: the worst high hand wins."""

ACE_TO_FIVE_RANKING = (
    _row(
        "a5_5",
        "Five low (the wheel)",
        "5s 4h 3d 2c Ah",
        "The best: straights and flushes do not count, aces are low.",
    ),
    *(
        _row(
            f"a5_{top}",
            f"{_RANK_WORDS[top]} low",
            cards,
            "Five different ranks: the highest card, then the next, down.",
        )
        for top, cards in (
            (6, "6c 4d 3h 2s Ac"),
            (7, "7d 5c 3h 2s Ad"),
            (8, "8h 6s 4c 3d 2h"),
            (9, "9c 7d 5s 3h Ac"),
            (10, "Ts 8h 6d 4c 2s"),
            (11, "Jd 9c 7h 4s 3d"),
            (12, "Qh Ts 8c 5d Ah"),
            (13, "Kc Jd 9s 6h 4c"),
        )
    ),
    _row("a5_one_pair", "One Pair", "As Ah 4d 3c 2s", "Pairs count: any pair loses to king low."),
    _row("a5_two_pair", "Two Pair", "As Ad 2h 2c 3s", "Worse than one pair."),
    _row("a5_three_of_a_kind", "Three of a Kind", "As Ad Ah 3c 2s", "Worse than two pair."),
    _row("a5_full_house", "Full House", "As Ad Ah 2c 2s", "Worse than three of a kind."),
    _row("a5_four_of_a_kind", "Four of a Kind", "As Ad Ah Ac 2s", "The worst hand there is."),
)
"""Ace-to-five lowball (and razz), best first."""

_BADUGI_PLAYS = (
    "The best set of cards with no two of a rank or a suit plays, the most cards first, then "
    "the lowest"
)
"""How a badugi hand plays, as the showdown contract says it: not always its lower card of a
suit (a lower card may pair another)."""

BADUGI_RANKING = (
    _row(
        "badugi_4",
        "Four-card badugi",
        "4c 3d 2h As",
        "Four ranks, four suits; the best is 4-3-2-A. Any four-card hand beats every three.",
    ),
    _row(
        "badugi_3",
        "Three-card hand",
        "Ks 2s 3h 4d",
        f"{_BADUGI_PLAYS}: K♠ 2♠ 3♥ 4♦ is 4-3-2; K♥ 2♠ 2♥ 3♦ is K-3-2 (the king plays, the "
        "deuce of hearts does not).",
    ),
    _row(
        "badugi_2", "Two-card hand", "2c 5c 3d 3c", "Only two cards of different ranks and suits."
    ),
    _row(
        "badugi_1", "One-card hand", "7c 7d 7h 7s", "Four of a rank, or four of a suit: one card."
    ),
)
"""Badugi (aces low), best first, by how many cards play (of every four-card hand)."""

BADUGI_ACES_HIGH_RANKING = (
    _row(
        "badugi_aces_high_4",
        "Four-card badugi",
        "5c 4d 3h 2s",
        "Four ranks, four suits; aces are high, so the best is 5-4-3-2 and A-4-3-2 is ace "
        "high. Any four-card hand beats every three.",
    ),
    _row(
        "badugi_aces_high_3",
        "Three-card hand",
        "Ah 2h 3c 4d",
        f"{_BADUGI_PLAYS}, the ace the highest card: A♥ 2♥ 3♣ 4♦ is 4-3-2.",
    ),
    _row(
        "badugi_aces_high_2",
        "Two-card hand",
        "Ad Kd 3s 3d",
        "Only two cards of different ranks and suits: A♦ K♦ 3♠ 3♦ is K-3.",
    ),
    _row(
        "badugi_aces_high_1",
        "One-card hand",
        "Ac Kc 7c 2c",
        "Four of a rank, or four of a suit: one card, the lowest (here the deuce).",
    ),
)
"""Badugi with aces high (badeucy's badugi half), best first, by how many cards play."""

_LOW_RANKINGS = {
    LowKind.DEUCE_TO_SEVEN: DEUCE_TO_SEVEN_RANKING,
    LowKind.ACE_TO_FIVE: ACE_TO_FIVE_RANKING,
    LowKind.BADUGI: BADUGI_RANKING,
    LowKind.BADUGI_ACES_HIGH: BADUGI_ACES_HIGH_RANKING,
}


def ranking_of(game: Game | str) -> tuple[RankingRow, ...]:
    """The ladder a dealer reads ``game``'s hands by: the high ranking, or the lowball and
    badugi ladders of the games played for them (a split game's two, first half first).

    >>> [row.title for row in ranking_of("deuce7")][:2]
    ['Seven low', 'Eight low']
    >>> len(ranking_of("badeucy")) == len(DEUCE_TO_SEVEN_RANKING) + len(BADUGI_RANKING)
    True
    """
    rules = game_rules(game)
    if rules.high_kind is not None:
        return _LOW_RANKINGS[rules.high_kind] + _LOW_RANKINGS[rules.low_kind]
    if not rules.high and rules.low is LowRule.ANY and rules.game is not Game.RAZZ:
        return _LOW_RANKINGS[rules.low_kind]
    return RANKING


@dataclass(frozen=True)
class LowExample:
    """A low drawn beside the ladder: what it shows, its cards and its rule in words."""

    title: str
    cards: tuple[Card, ...]
    words: str


ACE_TO_FIVE_LOW = LowExample(
    "A-5 low (razz, and the low half of high-low games)",
    parse_cards("5s 4h 3d 2c Ah"),
    "Aces are low; straights and flushes do not count. The best low is 5-4-3-2-A "
    "(the wheel); lows compare from the highest card down: 7-5-4-3-2 beats 7-6-3-2-A.",
)

EIGHT_OR_BETTER_LOW = LowExample(
    "Eight or better (Omaha, hold'em and stud high-low)",
    parse_cards("8c 6d 4h 3s 2c"),
    "A low qualifies with five different ranks of eight or lower (8-6-4-3-2 does, "
    "9-5-4-3-2 does not). No qualifying low: the high hand takes the whole pot.",
)

ANY_LOW = LowExample(
    "Any low (high-low with no qualifier)",
    parse_cards("Kc Qd Jh 9s 7c"),
    "No low has to qualify: the best A-5 low takes the low half, whatever its highest card "
    "(K-Q-J-9-7 takes it when no lower one is shown); pairs count against it.",
)


def low_examples(game: Game | str) -> tuple[LowExample, ...]:
    """The lows shown beside ``game``'s ladder: A-5, with eight or better where the game's
    low must qualify, or any low where a high-low game's low needs no qualifier.

    >>> [low.title.split(" (")[0] for low in low_examples("omaha8")]
    ['A-5 low', 'Eight or better']
    >>> [low.title.split(" (")[0] for low in low_examples("studhilo")]
    ['A-5 low', 'Any low']
    >>> [low.title.split(" (")[0] for low in low_examples("badeucy")]
    ['A-5 low']
    """
    rules = game_rules(game)
    if rules.low is LowRule.EIGHT_OR_BETTER:
        return ACE_TO_FIVE_LOW, EIGHT_OR_BETTER_LOW
    # Badeucy, badacey and razzdugi split too, but between two lows with no qualifier
    # (their notes say so): their halves are not a high and an A-5 low.
    if rules.is_split and rules.high_kind is None and rules.low_kind is LowKind.ACE_TO_FIVE:
        return ACE_TO_FIVE_LOW, ANY_LOW
    return (ACE_TO_FIVE_LOW,)


@dataclass(frozen=True)
class HandCounts:
    """How many of all five-card hands make each rank, and how they were counted."""

    counts: dict[str, int]
    seconds: float
    method: str
    low_counts: dict[str, int] = field(default_factory=dict)
    """The lowball classes of the same five-card hands (``d27_...``, ``a5_...``) and the
    badugi sizes of every four-card hand, aces low (``badugi_4`` ...) and aces high
    (``badugi_aces_high_4`` ...), by :class:`RankingRow` key."""

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    def probability(self, key: str) -> Fraction:
        """The chance a five-card hand makes ``key``."""
        return Fraction(self.counts.get(key, 0), self.total or 1)

    def chance(self, row: RankingRow) -> Fraction:
        """The chance of a row of any ladder: of a five-card hand, or for badugi of a
        four-card hand."""
        if row.key in self.counts:
            return self.probability(row.key)
        total = FOUR_CARD_HANDS if row.key.startswith("badugi") else FIVE_CARD_HANDS
        return Fraction(self.low_counts.get(row.key, 0), total)

    def count_of(self, row: RankingRow) -> int:
        """How many hands make a row of any ladder."""
        return self.counts.get(row.key, self.low_counts.get(row.key, 0))

    def matches_published(self, key: str) -> bool:
        """True when the count equals the card-room rule text's."""
        return self.counts.get(key) == PUBLISHED_COUNTS.get(key)


def _key_of(strength: int) -> str:
    category = Category(strength >> 20)
    if category is Category.STRAIGHT_FLUSH and (strength >> 16) & 0xF == _ROYAL_TOP:
        return "royal_flush"
    return category.key


def _strength_counts(progress: Callable[[int, int], None] | None) -> tuple[dict[int, int], str]:
    try:
        # Imported here: the bulk path brings NumPy, which the rest of the model never needs.
        import dealer_app.model.hands.census as hand_census
    except ImportError:  # NumPy is missing: one hand at a time
        pass
    else:
        return dict(hand_census.census(5, progress).counts), "NumPy batch evaluator"
    counts: Counter[int] = Counter()
    step = 100_000
    hands = itertools.combinations(range(52), 5)
    done = 0
    while True:
        block = list(itertools.islice(hands, step))
        if not block:
            break
        counts.update(strength5(*hand) for hand in block)
        done += len(block)
        if progress is not None:
            progress(done, FIVE_CARD_HANDS)
    return dict(counts), "table evaluator, one hand at a time"


def count_five_card_hands(progress: Callable[[int, int], None] | None = None) -> HandCounts:
    """Evaluate every five-card hand and count each rank; ``progress(done, total)``."""
    started = time.perf_counter()
    strengths, method = _strength_counts(progress)
    counts: Counter[str] = Counter()
    lows: Counter[str] = Counter()
    for strength, count in strengths.items():
        counts[_key_of(strength)] += count
        deuce, ace = _lowball_keys(strength)
        lows[deuce] += count
        lows[ace] += count
    lows.update(_badugi_sizes())
    seconds = time.perf_counter() - started
    return HandCounts(dict(counts), seconds, method, dict(lows))


_WHEEL_RANKS = (5, 4, 3, 2, 14)


def _five_ranks(category: Category, ranks: tuple[int, ...]) -> list[int]:
    """The five ranks of a high hand from the ranks its strength compares."""
    if category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        top = ranks[0]
        return list(_WHEEL_RANKS) if top == 5 else list(range(top, top - 5, -1))
    repeats = {
        Category.ONE_PAIR: (2, 1, 1, 1),
        Category.TWO_PAIR: (2, 2, 1),
        Category.THREE_OF_A_KIND: (3, 1, 1),
        Category.FULL_HOUSE: (3, 2),
        Category.FOUR_OF_A_KIND: (4, 1),
    }.get(category, (1, 1, 1, 1, 1))
    return [rank for rank, times in zip(ranks, repeats, strict=True) for _ in range(times)]


_SHAPES = {
    (2, 1, 1, 1): "one_pair",
    (2, 2, 1): "two_pair",
    (3, 1, 1): "three_of_a_kind",
    (3, 2): "full_house",
    (4, 1): "four_of_a_kind",
}


def _lowball_keys(strength: int) -> tuple[str, str]:
    """The deuce-to-seven and the ace-to-five class of a five-card high hand."""
    category, ranks = decode_strength(strength)
    five = _five_ranks(category, ranks)
    wheel = category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH) and ranks[0] == 5
    if wheel:
        # A-5-4-3-2 is no straight in deuce-to-seven: an ace high, or of one suit a flush.
        deuce = "d27_14" if category is Category.STRAIGHT else "d27_flush"
    elif category is Category.HIGH_CARD:
        deuce = f"d27_{five[0]}"
    else:
        deuce = f"d27_{category.key}"
    values = sorted((1 if rank == 14 else rank for rank in five), reverse=True)
    shape = tuple(sorted(Counter(values).values(), reverse=True))
    ace = f"a5_{values[0]}" if len(shape) == 5 else f"a5_{_SHAPES[shape]}"
    return deuce, ace


def _badugi_sizes() -> Counter[str]:
    """How many of every four-card hand make a four-, three-, two- and one-card badugi,
    aces low (``badugi_4`` ...) and aces high (``badugi_aces_high_4`` ...)."""
    sizes: Counter[str] = Counter()
    for hand in itertools.combinations(FULL_DECK, 4):
        sizes[f"badugi_{badugi_strength(hand) >> BADUGI_SIZE_SHIFT}"] += 1
        aces_high = badugi_strength(hand, aces_high=True)
        sizes[f"badugi_aces_high_{aces_high >> BADUGI_SIZE_SHIFT}"] += 1
    return sizes


_GAME_NOTES = {
    Game.OMAHA: "Omaha: every hand is exactly two hole cards and three board cards.",
    Game.OMAHA8: "Omaha: every hand, high and low, is exactly two hole cards and three board "
    "cards.",
    Game.GUTS2: "Two-card guts: any pair beats any non-pair, then the higher cards.",
    Game.GUTS3: "Three-card guts ranks three of a kind, straight flush, straight, flush, pair, "
    "high card (A-2-3 and Q-K-A are straights).",
    Game.DEUCE7: "Deuce-to-seven: the hand that would lose at high poker wins. Aces are high "
    "only, straights and flushes count against the hand (a pair beats a flush) and "
    "A-2-3-4-5 is ace high; the best is 7-5-4-3-2 of two suits or more.",
    Game.ACE5: "Ace-to-five: the lowest hand wins. Aces are low, straights and flushes do not "
    "count, pairs do; the best is 5-4-3-2-A, the wheel.",
    Game.BADUGI: "Badugi: the most cards of different ranks and different suits play; four "
    "cards beat three, three beat two, two beat one, and the same number compare from "
    "the highest card down. Aces are low.",
    Game.BADEUCY: "Badeucy: half to the best deuce-to-seven hand of the five cards, half to "
    "the best badugi of any four of them, aces high in the badugi; no qualifier. The odd "
    "chip of the halving goes to the deuce-to-seven half.",
    Game.BADACEY: "Badacey: half to the best ace-to-five hand of the five cards, half to the "
    "best badugi of any four of them (aces low); no qualifier. The odd chip of the "
    "halving goes to the ace-to-five half.",
    Game.OMAHA5: "Five-card Omaha: every hand is exactly two of the five hole cards and three "
    "board cards.",
    Game.BIGO: "Big O: every hand, high and low, is exactly two of the five hole cards and "
    "three board cards.",
    Game.STUDHILO: "Stud high-low with no qualifier: the low half goes to the best A-5 low of "
    "any five of the seven cards, whatever its highest card; pairs count against it.",
    Game.HOLDEM8: "Hold'em high-low: any five of the seven cards for the high and any five "
    "for the low; the board alone may make the low.",
    Game.RAZZDUGI: "Razzdugi: half to the best razz low of any five of the seven cards, half "
    "to the best badugi of any four (aces low); no qualifier. The odd chip of the halving "
    "goes to the razz half.",
}


def game_rules_words(game: Game | str) -> tuple[str, ...]:
    """The tie-break, odd-chip and low rules of ``game`` in plain words, one per line."""
    rules = game_rules(game)
    lines = [_GAME_NOTES[rules.game]] if rules.game in _GAME_NOTES else []
    lines += [
        "Ties: hands of the same rank compare card by card as the ranking says; when "
        "every card that plays is equal, the hands tie and split the pot. Suits never "
        "break a tie."
    ]
    if rules.odd_chip is OddChipOrder.STUD_CARDS:
        card = "lowest" if rules.high_half_by_lowest_card else "highest"
        lines.append(
            f"Odd chip: to the tied winner holding the {card} card by suit among all of "
            "their cards (spades, hearts, diamonds, clubs); no player takes more than one "
            "odd chip of a pot."
        )
    else:
        lines.append(
            "Odd chip: to the first tied winner clockwise from the button (heads-up, the "
            "big blind); no player takes more than one odd chip of a pot."
        )
    if rules.low is LowRule.EIGHT_OR_BETTER:
        lines.append(
            "High-low: the pot is halved, the odd chip to the high half; the low half goes "
            "to the best A-5 low of eight or better, and with no qualifying low the high "
            f"hand takes it all. Tied lows take their odd chip {_tied_lows_odd_chip(rules)}."
        )
    elif rules.game is Game.RAZZ:
        lines.append(
            "Razz: the lowest A-5 hand wins (aces low, straights and flushes do not count); "
            f"tied lows take their odd chip {_tied_lows_odd_chip(rules)}."
        )
    elif rules.game is Game.STUDHILO:
        lines.append(
            "High-low: the pot is halved, the odd chip to the high half; tied lows take "
            f"their odd chip {_tied_lows_odd_chip(rules)}."
        )
    lines.append(
        "Each pot is split on its own, main and side pots never mixed, and an odd chip is "
        "never broken below the smallest chip in play."
    )
    return tuple(lines)


def _tied_lows_odd_chip(rules: GameRules) -> str:
    """How tied lows take their odd chip, by the order the showdown gives it out in
    (:class:`~dealer_app.model.hands.games.OddChipOrder`): the button games clockwise, as
    their highs do; the stud games by the lowest card by suit."""
    if rules.odd_chip is OddChipOrder.STUD_CARDS:
        return "by the lowest card by suit"
    return "clockwise from the button, as tied highs do"
