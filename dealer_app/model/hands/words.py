"""How hands are said: hand names, rank words, and why one hand beats another or ties.

Every name a dealer reads off a hand comes from here ("Two Pair, Fives and Twos, Ace
kicker", "Low: 8-5-3-2-A", "Ace high, King-Nine-Seven-Five"), and so do the comparisons a
table shows under a pot ("Seat 1 wins: both have a pair of Kings; the first kicker decides,
Ten beats Nine") and the reasons hands tie ("both play the board").

>>> rank_word(13), rank_word(13, plural=True), rank_word(1)
('King', 'Kings', 'Ace')
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

from dealer_app.model.cards import (
    Card,
    Rank,
    parse_cards,  # noqa: F401 (the examples use it)
)
from dealer_app.model.hands.evaluated import HighHand, LowHand
from dealer_app.model.hands.strength import (
    BADUGI_SIZE_SHIFT,  # noqa: F401 (the examples use it)
    GROUP_SIZES,
    Category,
    EvaluationError,
    LowKind,
    decode_badugi,
    decode_strength,
)
from dealer_app.model.words import in_parentheses, join_words

__all__ = [
    "RANK_WORDS",
    "Comparison",
    "ace_to_five_name",
    "badugi_name",
    "deuce_to_seven_name",
    "explain",
    "explain_tie",
    "high_card_name",
    "high_hand_name",
    "kicker_words",
    "low_hand_name",
    "pair_loses_to",
    "rank_word",
    "shorter_names",
    "tie_words",
    "why_lower_wins",
]


RANK_WORDS = {int(rank): rank for rank in Rank}
"""Each rank by its value (2 to 14), for its words and its character."""


def rank_word(rank: int, plural: bool = False) -> str:
    """``"King"`` (or ``"Kings"``) for 13; an ace low (1) is an Ace too."""
    value = RANK_WORDS[14 if rank == 1 else rank]
    return value.plural if plural else value.singular


def kicker_words(ranks: Sequence[int]) -> str:
    """``", Jack-Eight kickers"`` after a hand's groups (nothing without kickers)."""
    if not ranks:
        return ""
    joined = "-".join(rank_word(rank) for rank in ranks)
    return f", {joined} kicker{'s' if len(ranks) > 1 else ''}"


@cache
def high_hand_name(strength: int) -> str:
    """The name a dealer says for a high strength.

    >>> from dealer_app.model.hands.high import five_card_strength
    >>> high_hand_name(five_card_strength(parse_cards("Th Td Ts 7c 7d")))
    'Full House, Tens full of Sevens'
    >>> high_hand_name(five_card_strength(parse_cards("5s 4d 3c 2h Ad")))
    'Straight, Five high'
    """
    category, ranks = decode_strength(strength)
    first = ranks[0]
    if category is Category.FIVE_OF_A_KIND:
        return f"Five of a Kind, {rank_word(first, True)}"
    if category is Category.STRAIGHT_FLUSH:
        return "Royal Flush" if first == 14 else f"Straight Flush, {rank_word(first)} high"
    if category is Category.FOUR_OF_A_KIND:
        return f"Four of a Kind, {rank_word(first, True)}{kicker_words(ranks[1:])}"
    if category is Category.FULL_HOUSE:
        return f"Full House, {rank_word(first, True)} full of {rank_word(ranks[1], True)}"
    if category is Category.FLUSH:
        return f"Flush, {rank_word(first)} high"
    if category is Category.STRAIGHT:
        return f"Straight, {rank_word(first)} high"
    if category is Category.THREE_OF_A_KIND:
        return f"Three of a Kind, {rank_word(first, True)}{kicker_words(ranks[1:])}"
    if category is Category.TWO_PAIR:
        pairs = f"{rank_word(first, True)} and {rank_word(ranks[1], True)}"
        return f"Two Pair, {pairs}{kicker_words(ranks[2:])}"
    if category is Category.ONE_PAIR:
        return f"One Pair, {rank_word(first, True)}{kicker_words(ranks[1:])}"
    return high_card_name(ranks)


def shorter_names(name: str) -> tuple[str, ...]:
    """Shorter ways to say a hand named ``name`` (as this module names hands), for where its
    whole name has no room: longest first, each still telling the hand from others as far as
    its length allows (the ranks that decide before the category), the category last.

    >>> shorter_names("Full House, Queens full of Jacks")
    ('Queens full of Jacks', 'Queens full', 'Full House')
    >>> shorter_names("Two Pair, Queens and Fives, Ace kicker")[:4]
    ('Two Pair, Queens and Fives, A', 'Queens and Fives, A', 'Two Pair, Queens and Fives', \
'Queens and Fives')
    >>> shorter_names("Two Pair, Queens and Fives, Ace kicker")[4:]
    ('Queens up', 'Two Pair')
    >>> shorter_names("One Pair, Jacks, Queen-Ten-Seven kickers")[1:]
    ('Pair of Jacks, Q-T-7', 'One Pair, Jacks', 'Pair of Jacks', 'One Pair')
    >>> shorter_names("Straight, Queen high"), shorter_names("Ace high, King-Nine-Seven-Five")
    (('Q-high straight', 'Straight'), ('Ace high, K-9-7-5', 'A-K-9-7-5', 'Ace high'))
    >>> shorter_names("Low: 6-6-4-3-A (pair of Sixes)"), shorter_names("Low: 8-5-3-2-A")
    (('Low: 6-6-4-3-A', '6-6-4-3-A'), ('8-5-3-2-A',))
    >>> shorter_names("Seven-five low (7-5-4-3-2)"), shorter_names("Ace-five high (A-5-4-3-2)")
    (('7-5-4-3-2', 'Seven-five low'), ('A-5-4-3-2', 'Ace high'))
    >>> shorter_names("Four-card badugi, seven high (7-4-3-A)")
    ('Badugi 7-4-3-A', '7-4-3-A', 'Four-card badugi')
    >>> shorter_names("Three-card badugi, four high (4-3-2)")
    ('Three-card badugi, 4-3-2', '3-card badugi 4-3-2', '3-card 4-3-2', 'Three-card badugi')
    """
    head, _, cards = name.partition(" (")
    if name.startswith("Low: "):
        # An A-5 low: its cards (the pair they hold is in them).
        lows = dict.fromkeys((head, head.removeprefix("Low: ")))
        return tuple(low for low in lows if low != name)
    if cards.endswith(")") and _is_cards(cards[:-1]):
        # Lowball and badugi names end with their cards, which say more than their words.
        kind = head.partition(", ")[0]
        if head.startswith("Ace-") and head.endswith(" high"):
            # A deuce-to-seven hand an ace tops: cut short it is still ace high, not a low.
            kind = "Ace high"
        chars = cards[:-1]
        if kind == "Four-card badugi":
            return (f"Badugi {chars}", chars, kind)
        if kind.endswith("-card badugi"):
            # Fewer than four cards play: said with their count, never as a badugi alone.
            size = len(chars.split("-"))
            return (f"{kind}, {chars}", f"{size}-card badugi {chars}", f"{size}-card {chars}", kind)
        return (chars, kind)
    parts = name.split(", ")
    category = parts[0]
    words = _SHORT_GROUPS.get(category)
    if category.endswith(" high") and len(parts) == 2:
        # High card: "Ace high, King-Nine-Seven-Five".
        top = category.removesuffix(" high")
        rest = _rank_chars(parts[1])
        return (f"{top} high, {rest}", f"{_rank_chars(top)}-{rest}", category)
    if category in ("Straight", "Flush", "Straight Flush") and len(parts) == 2:
        top = _rank_chars(parts[1].removesuffix(" high"))
        return (f"{top}-high {category.lower()}", category)
    if words is None or len(parts) < 2:
        return tuple(", ".join(parts[:size]) for size in range(len(parts) - 1, 0, -1))
    groups = parts[1]
    kickers = _rank_chars(parts[2].rpartition(" ")[0]) if len(parts) > 2 else ""
    said, least = words(groups)
    forms: list[str] = []
    if kickers:
        forms += [f"{category}, {groups}, {kickers}", f"{said}, {kickers}"]
    if category not in _GROUPS_SAY_IT:
        forms.append(f"{category}, {groups}")
    forms.append(said)
    if least != said:
        forms.append(least)
    forms.append(category)
    return tuple(dict.fromkeys(form for form in forms if form != name))


def _is_cards(text: str) -> bool:
    """``"7-5-4-3-2"``: values as a low is read."""
    return all(part in _RANK_CHARS for part in text.split("-"))


_RANK_CHARS = frozenset(value.char for value in RANK_WORDS.values())


def _rank_chars(words: str) -> str:
    """``"Q-T-7"`` for ``"Queen-Ten-Seven"``."""
    by_word = {value.singular: value.char for value in RANK_WORDS.values()}
    return "-".join(by_word.get(word, word) for word in words.split("-"))


def _full_house_words(groups: str) -> tuple[str, str]:
    return groups, groups.partition(" of ")[0]


_SHORT_GROUPS: dict[str, Callable[[str], tuple[str, str]]] = {
    "Five of a Kind": lambda groups: (f"Five {groups}", f"Five {groups}"),
    "Four of a Kind": lambda groups: (f"Four {groups}", f"Four {groups}"),
    "Full House": _full_house_words,
    "Three of a Kind": lambda groups: (f"Three {groups}", f"Three {groups}"),
    "Two Pair": lambda groups: (groups, f"{groups.partition(' and ')[0]} up"),
    "One Pair": lambda groups: (f"Pair of {groups}", f"Pair of {groups}"),
}
"""How a hand's groups are said without its category (``"Three Queens"``), and shortest
(``"Queens up"``, ``"Queens full"``)."""

_GROUPS_SAY_IT = frozenset({"Full House"})
"""Categories whose groups' words already say the category ("Queens full of Jacks")."""


def high_card_name(ranks: Sequence[int]) -> str:
    """``"Ace high, King-Nine-Seven-Five"``.

    Named from the top card: even cut short, the name still says the ranks, never just
    "High Card".
    """
    rest = "-".join(rank_word(rank) for rank in ranks[1:])
    return f"{rank_word(ranks[0])} high" + (f", {rest}" if rest else "")


def low_hand_name(values: Sequence[int], category: Category, ordered: Sequence[int]) -> str:
    """How a low of these five low values (ace = 1) reads: ``"Low: 6-6-4-3-A (pair of Sixes)"``.

    >>> low_hand_name([8, 5, 3, 2, 1], Category.HIGH_CARD, [8, 5, 3, 2, 1])
    'Low: 8-5-3-2-A'
    """
    name = f"Low: {_value_chars(_reading_order(category, ordered))}"
    if category is not Category.HIGH_CARD:
        name += f" ({low_group_words(category, ordered)})"
    return name


def _reading_order(category: Category, ordered: Sequence[int]) -> list[int]:
    """The values of a low hand's five cards as a dealer reads them, from its compared
    values (``ordered``): a hand named by three or more of a rank reads that rank first, as
    it is named (A-A-A-2-2 for aces full, 2-2-2-5-4); any other from its highest card,
    pairs included (7-5-4-3-2, 6-6-4-3-A, 5-4-3-2-2), as razz has always read."""
    sizes = GROUP_SIZES.get(category, (5,))  # five of a kind (wild cards): one rank
    values = [value for value, size in zip(ordered, sizes, strict=True) for _ in range(size)]
    return values if sizes[0] >= 3 else sorted(values, reverse=True)


def _value_chars(values: Sequence[int]) -> str:
    """``"7-5-4-3-2"``, ``"5-4-3-2-A"``: values as a low is read, aces as A."""
    return "-".join("A" if value in (1, 14) else RANK_WORDS[value].char for value in values)


def _two_card_words(values: Sequence[int]) -> str:
    """``"Seven-five"``: a lowball hand named by its two highest cards."""
    return f"{rank_word(values[0])}-{rank_word(values[1]).lower()}"


@cache
def deuce_to_seven_name(strength: int) -> str:
    """How a dealer says a deuce-to-seven hand (``strength`` as the evaluator gives it,
    minus the high strength): no pair by its two highest cards, anything else as at high.
    An ace plays high only: a hand it tops is ace high, never a low (A-5-4-3-2 is no wheel).

    >>> deuce_to_seven_name(-0x175432)
    'Seven-five low (7-5-4-3-2)'
    >>> deuce_to_seven_name(-0x1E5432)
    'Ace-five high (A-5-4-3-2)'
    >>> deuce_to_seven_name(-0x286430)
    'One Pair, Eights, Six-Four-Three kickers'
    """
    category, ranks = decode_strength(-strength)
    if category is Category.HIGH_CARD:
        said = " high" if ranks[0] == _ACE_HIGH else " low"
        return f"{_two_card_words(ranks)}{said} ({_value_chars(ranks)})"
    return high_hand_name(-strength)


_ACE_HIGH = 14


_WHEEL_VALUES = (5, 4, 3, 2, 1)


@cache
def ace_to_five_name(strength: int) -> str:
    """How a dealer says an ace-to-five draw hand: ``"Wheel (5-4-3-2-A)"``, ``"Eight-six low
    (8-6-4-3-A)"``, ``"Pair of Sixes (6-6-4-3-A)"``.

    >>> ace_to_five_name(-0x154321)
    'Wheel (5-4-3-2-A)'
    """
    category, ordered = decode_strength(-strength)
    cards = _value_chars(_reading_order(category, ordered))
    if category is Category.HIGH_CARD:
        if ordered == _WHEEL_VALUES:
            return f"Wheel ({cards})"
        return f"{_two_card_words(ordered)} low ({cards})"
    group = low_group_words(category, ordered)
    return f"{group[0].upper()}{group[1:]} ({cards})"


_SIZE_WORDS = {1: "one", 2: "two", 3: "three", 4: "four"}


@cache
def badugi_name(strength: int) -> str:
    """How a dealer says a badugi, of every size alike: how many cards play and its highest
    card, then all of them as a lowball name ends (``"Seven-five low (7-5-4-3-2)"``).

    >>> badugi_name(4 << BADUGI_SIZE_SHIFT | 0xFFFF - 0x7431)
    'Four-card badugi, seven high (7-4-3-A)'
    >>> badugi_name(3 << BADUGI_SIZE_SHIFT | 0xFFFF - 0x4320)
    'Three-card badugi, four high (4-3-2)'
    >>> badugi_name(1 << BADUGI_SIZE_SHIFT | 0xFFFF - 0xD000)
    'One-card badugi, king high (K)'
    """
    values = decode_badugi(strength)
    size = _SIZE_WORDS[len(values)].capitalize()
    return f"{size}-card badugi, {rank_word(values[0]).lower()} high ({_value_chars(values)})"


def low_group_words(category: Category, ordered: Sequence[int]) -> str:
    """Names the pairs or trips of a low hand: ``"pair of Sixes"``."""
    if category is Category.ONE_PAIR:
        return f"pair of {rank_word(ordered[0], True)}"
    if category is Category.TWO_PAIR:
        return f"two pair, {rank_word(ordered[0], True)} and {rank_word(ordered[1], True)}"
    return f"{category.title.lower()}, {rank_word(ordered[0], True)}"


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
        return f"{'A' if rank == 1 else RANK_WORDS[rank].char}"
    if index < _LEADING_GROUPS.get(category, 0):
        return rank_word(rank, plural=True)
    return rank_word(rank)


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

    >>> from dealer_app.model.hands.high import best_high
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
    if isinstance(winner, LowHand) and isinstance(loser, LowHand) and _is_lowball(winner):
        return _why_lowball_better(winner, loser)
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


def _is_lowball(hand: LowHand) -> bool:
    """True for the lowball and badugi hands (not the A-5 lows razz and the halves read)."""
    return hand.kind is not LowKind.ACE_TO_FIVE or not hand.name.startswith("Low: ")


_LOWBALL_CATEGORY_WORDS = {
    Category.HIGH_CARD: "no pair",
    Category.ONE_PAIR: "a pair",
    Category.TWO_PAIR: "two pair",
    Category.THREE_OF_A_KIND: "three of a kind",
    Category.STRAIGHT: "a straight",
    Category.FLUSH: "a flush",
    Category.FULL_HOUSE: "a full house",
    Category.FOUR_OF_A_KIND: "four of a kind",
    Category.STRAIGHT_FLUSH: "a straight flush",
}


def _why_lowball_better(winner: LowHand, loser: LowHand) -> str:
    """Why one lowball or badugi hand beats another: ``"... : a pair beats a flush in
    deuce-to-seven"``, ``"...: four cards beat three in badugi"``."""
    said = f"{winner.name} beats {loser.name}"
    kind = winner.kind
    aces_high = kind is LowKind.BADUGI_ACES_HIGH
    if kind.is_badugi:
        counts = _badugi_counts_words(winner, loser)
        if counts:
            return f"{said}: {counts} in badugi" + _aces_high_words(winner, loser, aces_high)
        return said + _first_lower_words(winner, loser, Category.HIGH_CARD, aces_high)
    category, other = winner.category, loser.category
    game = kind.value
    if category is not other:
        winning, losing = _LOWBALL_CATEGORY_WORDS[category], _LOWBALL_CATEGORY_WORDS[other]
        return f"{said}: {winning} beats {losing} in {game}"
    return said + _first_lower_words(winner, loser, category, False)


_PAIRED_CATEGORIES = frozenset(
    {
        Category.ONE_PAIR,
        Category.TWO_PAIR,
        Category.THREE_OF_A_KIND,
        Category.FULL_HOUSE,
        Category.FOUR_OF_A_KIND,
    }
)

_WHAT_COUNTS_AGAINST = {
    LowKind.DEUCE_TO_SEVEN: "straights and flushes count against a hand too",
    LowKind.ACE_TO_FIVE: "pairs count against a hand, straights and flushes do not",
}
"""What else a lowball game holds against a hand, beside pairs."""

_WHERE_ACES_STAND = {LowKind.DEUCE_TO_SEVEN: (14, "high"), LowKind.ACE_TO_FIVE: (1, "low")}
"""A lowball game's ace (its value in the ranks compared) and where it stands."""


def pair_loses_to(kind: LowKind) -> str:
    """The hands a low with a pair loses to in a lowball game of ``kind``, in a dealer's
    words: in deuce-to-seven a pair still beats a straight or a flush, unpaired as they are.

    >>> pair_loses_to(LowKind.DEUCE_TO_SEVEN)
    'any hand without one, no straight or flush'
    >>> pair_loses_to(LowKind.ACE_TO_FIVE)
    'any hand without one'
    """
    if kind is LowKind.DEUCE_TO_SEVEN:
        return "any hand without one, no straight or flush"
    return "any hand without one"


def why_lower_wins(winner: LowHand, loser: LowHand) -> str:
    """The rule that makes ``winner`` the better of two lows of one kind, in a dealer's words,
    for a trainee who picked ``loser``: ``"a badugi of more cards beats one of fewer: three
    cards beat two"``, ``"a hand with a pair loses to any hand without one, no straight or
    flush, in deuce-to-seven (...)"``, ``"the lower hand wins in deuce-to-seven: the highest
    card decides, ..."``.

    >>> from dealer_app.model.hands.badugi import best_badugi
    >>> three = best_badugi(parse_cards("Ts 9c 5h 5d"))
    >>> two = best_badugi(parse_cards("2s As 3s Ah"))
    >>> why_lower_wins(three, two)
    'a badugi of more cards beats one of fewer: three cards beat two'
    """
    if winner.strength <= loser.strength:
        raise EvaluationError("the winner of a comparison must be the better low")
    kind = winner.kind
    aces_high = kind is LowKind.BADUGI_ACES_HIGH
    if kind.is_badugi:
        counts = _badugi_counts_words(winner, loser)
        if counts:
            return f"a badugi of more cards beats one of fewer: {counts}" + _aces_high_words(
                winner, loser, aces_high
            )
        return "badugis of the same count are compared from the highest card down" + (
            _first_lower_words(winner, loser, Category.HIGH_CARD, aces_high)
        )
    game = kind.value
    ace, stands = _WHERE_ACES_STAND[kind]
    against = f"{_WHAT_COUNTS_AGAINST[kind]}; aces are {stands}"
    category, other = winner.category, loser.category
    if category is Category.HIGH_CARD and other in _PAIRED_CATEGORIES:
        beaten_by = pair_loses_to(kind)
        # The deuce-to-seven words end in an aside, closed before the game is named.
        closed = f"{beaten_by}," if "," in beaten_by else beaten_by
        return f"a hand with a pair loses to {closed} in {game} ({against})"
    if category is not other:
        winning, losing = _LOWBALL_CATEGORY_WORDS[category], _LOWBALL_CATEGORY_WORDS[other]
        return f"{winning} beats {losing} in {game}, where the lowest hand wins ({against})"
    aces = f"; aces are {stands} in {game}" if ace in (*winner.ranks, *loser.ranks) else ""
    return (
        f"the lower hand wins in {game}" + _first_lower_words(winner, loser, category, False) + aces
    )


def _badugi_counts_words(winner: LowHand, loser: LowHand) -> str:
    """``"four cards beat three"`` when two badugis differ in their count of cards, else ``""``."""
    more, fewer = len(winner.ranks), len(loser.ranks)
    if more == fewer:
        return ""
    cards = _SIZE_WORDS[more] + (" cards" if more > 1 else " card")
    return f"{cards} {'beat' if more > 1 else 'beats'} {_SIZE_WORDS[fewer]}"


def _first_lower_words(winner: LowHand, loser: LowHand, category: Category, aces_high: bool) -> str:
    """``": the second card decides, Five is lower than Six"``: the first card that differs."""
    for index, (w_rank, l_rank) in enumerate(zip(winner.ranks, loser.ranks, strict=False)):
        if w_rank != l_rank:
            decider = _decider(category, index, len(winner.ranks), False)
            if index < _LEADING_GROUPS.get(category, 0):
                better, worse, verb = rank_word(w_rank, True), rank_word(l_rank, True), "are"
            else:
                better, worse, verb = rank_word(w_rank), rank_word(l_rank), "is"
            words = f": {decider} decides, {better} {verb} lower than {worse}"
            return words + _aces_high_words(winner, loser, aces_high)
    return ""


def _aces_high_words(winner: LowHand, loser: LowHand, aces_high: bool) -> str:
    """In badeucy's badugi an ace is the highest card: said whenever an ace plays."""
    if aces_high and 14 in (*winner.ranks, *loser.ranks):
        return "; aces are high in badeucy"
    return ""


def _shared_part(category: Category, ranks: Sequence[int]) -> str:
    if category is Category.ONE_PAIR:
        return f"a pair of {rank_word(ranks[0], True)}"
    if category is Category.TWO_PAIR:
        if len(ranks) >= 2:
            return f"{rank_word(ranks[0], True)} and {rank_word(ranks[1], True)}"
        return f"{rank_word(ranks[0], True)} up"
    if category is Category.THREE_OF_A_KIND:
        return f"three {rank_word(ranks[0], True)}"
    if category is Category.FOUR_OF_A_KIND:
        return f"four {rank_word(ranks[0], True)}"
    if category is Category.FULL_HOUSE:
        return f"{rank_word(ranks[0], True)} full"
    if category is Category.HIGH_CARD:
        return f"{'-'.join(rank_word(rank) for rank in ranks)} high"
    return f"{category.title.lower()}, {'-'.join(rank_word(rank) for rank in ranks)}"


_EVERYONE = {2: "both", 3: "all three", 4: "all four", 5: "all five", 6: "all six"}


def explain_tie(hands: Sequence[HighHand | LowHand], *, board: Sequence[Card] = ()) -> str:
    """Say why hands of equal strength tie, in a dealer's words.

    >>> from dealer_app.model.hands.high import best_high
    >>> board = parse_cards("As Ks Qd Jc Th")
    >>> explain_tie([best_high(parse_cards(hole) + board) for hole in ("2c 3d", "4h 5h", "6s 7c")],
    ...             board=board)
    'Tie: all three play the board (Straight, Ace high)'
    """
    return "Tie: " + tie_words(hands, board=board)


def tie_words(hands: Sequence[HighHand | LowHand], *, board: Sequence[Card] = ()) -> str:
    """Why hands of equal strength tie, to follow the seats that tie (no "Tie:" before it).

    >>> from dealer_app.model.hands.high import best_high
    >>> board = parse_cards("As Ks Qd Jc Th")
    >>> tie_words([best_high(parse_cards(hole) + board) for hole in ("2c 3d", "4h 5h")],
    ...           board=board)
    'both play the board (Straight, Ace high)'
    """
    if len({hand.strength for hand in hands}) != 1:
        raise EvaluationError("only hands of equal strength tie")
    return _why_tie(hands, frozenset(board))


def _why_tie(hands: Sequence[HighHand | LowHand], board: frozenset[Card]) -> str:
    first = hands[0]
    everyone = _EVERYONE.get(len(hands), f"all {len(hands)}")
    unplayed = [
        sorted((c for c in hand.source if c not in board and c not in hand.cards), reverse=True)
        for hand in hands
    ]
    plays_board = bool(board) and all(_board_plays(hand, board) for hand in hands)
    reason = (
        f"{everyone} play the board {in_parentheses(first.name)}"
        if plays_board
        else f"{everyone} play {first.name}"
    )
    if not all(unplayed) or len({cards[0].rank for cards in unplayed}) == 1:
        return reason
    # Only a board counterfeits a pocket pair, and only a high hand: in stud and razz the
    # cards that do not play simply do not play.
    if board and isinstance(first, HighHand) and all(_is_pair(cards) for cards in unplayed):
        pairs = join_words([rank_word(cards[0].rank, True) for cards in unplayed])
        return f"{reason}; the pocket {pairs} are counterfeited"
    if plays_board:
        return reason
    idle = join_words([f"the {rank_word(cards[0].rank)}" for cards in unplayed]) + " do not play"
    counts = Counter(card.rank for card in first.cards)
    board_kickers = [card for card in first.cards if card in board and counts[card.rank] == 1]
    if board_kickers and not plays_board and isinstance(first, HighHand):
        named = join_words([rank_word(card.rank) for card in board_kickers])
        if first.category in _NO_KICKERS:
            verb = "plays" if len(board_kickers) == 1 else "play"
        else:
            verb = "plays as the kicker" if len(board_kickers) == 1 else "play as kickers"
        return f"{reason}; the board's {named} {verb}, so {idle}"
    return f"{reason}; {idle}"


# Hands whose every card plays as part of the hand: the board's cards in them are no kickers.
_NO_KICKERS = frozenset(
    {Category.HIGH_CARD, Category.FLUSH, Category.STRAIGHT, Category.STRAIGHT_FLUSH}
)


def _board_plays(hand: HighHand | LowHand, board: frozenset[Card]) -> bool:
    """Whether the board alone makes this hand: its cards, or cards of the same ranks
    (a hole King with a King on the board plays the board's King), suits only counting in
    a flush."""
    if set(hand.cards) <= board:
        return True
    if isinstance(hand, HighHand) and hand.category in (Category.FLUSH, Category.STRAIGHT_FLUSH):
        return False
    on_board = Counter(card.rank for card in board)
    needed = Counter(card.rank for card in hand.cards)
    return all(on_board[rank] >= count for rank, count in needed.items())


def _is_pair(cards: Sequence[Card]) -> bool:
    return len(cards) == 2 and cards[0].rank == cards[1].rank
