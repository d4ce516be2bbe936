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
from dataclasses import dataclass
from fractions import Fraction

from dealer_app.model.cards import Card, parse_cards
from dealer_app.model.hands.fast_eval import strength5
from dealer_app.model.hands.games import Game, LowRule, OddChipOrder, game_rules
from dealer_app.model.hands.strength import Category

__all__ = [
    "FIVE_CARD_HANDS",
    "LOW_EXAMPLES",
    "PUBLISHED_COUNTS",
    "RANKING",
    "HandCounts",
    "RankingRow",
    "count_five_card_hands",
    "game_rules_words",
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

LOW_EXAMPLES = (
    (
        "A-5 low (razz, and the low half of high-low games)",
        parse_cards("5s 4h 3d 2c Ah"),
        "Aces are low; straights and flushes do not count. The best low is 5-4-3-2-A "
        "(the wheel); lows compare from the highest card down: 7-5-4-3-2 beats 7-6-3-2-A.",
    ),
    (
        "Eight or better (Omaha and stud high-low)",
        parse_cards("8c 6d 4h 3s 2c"),
        "A low qualifies with five different ranks of eight or lower (8-6-4-3-2 does, "
        "9-5-4-3-2 does not). No qualifying low: the high hand takes the whole pot.",
    ),
)


@dataclass(frozen=True)
class HandCounts:
    """How many of all five-card hands make each rank, and how they were counted."""

    counts: dict[str, int]
    seconds: float
    method: str

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    def probability(self, key: str) -> Fraction:
        """The chance a five-card hand makes ``key``."""
        return Fraction(self.counts.get(key, 0), self.total or 1)

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
    for strength, count in strengths.items():
        counts[_key_of(strength)] += count
    seconds = time.perf_counter() - started
    return HandCounts(dict(counts), seconds, method)


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
            "hand takes it all. Tied lows take their odd chip by the lowest card by suit"
            + (" (stud)." if rules.odd_chip is OddChipOrder.STUD_CARDS else " order above.")
        )
    elif rules.game is Game.RAZZ:
        lines.append(
            "Razz: the lowest A-5 hand wins (aces low, straights and flushes do not count); "
            "the odd chip between tied lows goes to the lowest card by suit."
        )
    elif rules.game is Game.STUDHILO:
        lines.append(
            "High-low: the pot is halved, the odd chip to the high half; tied lows take "
            "their odd chip by the lowest card by suit."
        )
    lines.append(
        "Each pot is split on its own, main and side pots never mixed, and an odd chip is "
        "never broken below the smallest chip in play."
    )
    return tuple(lines)
