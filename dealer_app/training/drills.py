"""The four drills: what is asked about a spot, and how an answer is graded.

Every right answer is read from the spot's :class:`~dealer_app.model.showdown.result.Result`
(:func:`~dealer_app.model.showdown.resolve.resolve`): the drills never work a rule out again.

- **Read the winner** (:class:`WinnerAnswer`): the seats that win each pot, high and low.
- **Build the pots** (:class:`PotsAnswer`): each pot's amount and who may win it, main pot
  first; a bet nobody called goes back and is not a pot to build.
- **Split the pot** (:class:`SplitAnswer`): the chips each seat receives by colour, and who
  takes each odd chip, in order; graded chip by chip.
- **Name the hand** (:class:`HandAnswer`): the category and the cards that play for one seat
  (the low in razz, and in high-low games sometimes the low).

>>> import random
>>> from dealer_app.training.spots import fixed_spots
>>> spot = {spot.key: spot for spot in fixed_spots()}["holdem-aq-v-a2-kicker-counterfeited"]
>>> question = make_question(Drill.READ_WINNER, spot, random.Random(1))
>>> question.prompt
'Who wins the main pot?'
>>> grade(question, WinnerAnswer((PotWinners(frozenset({2})),)), 4.0).mistakes
('Main pot: seat 6 ties for the pot too.',)
>>> grade(question, expected_answer(question), 4.0).correct
True
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from itertools import chain
from typing import Any

from dealer_app.model.cards import Card, format_cards
from dealer_app.model.hands.evaluated import HighHand, LowHand
from dealer_app.model.hands.games import GAMES, Game
from dealer_app.model.hands.strength import Category, LowKind
from dealer_app.model.room.money import PLAIN
from dealer_app.model.showdown.contests import explained_by_part
from dealer_app.model.showdown.push_check import PushVerdict, check_push, facts_of
from dealer_app.model.showdown.result import PotResult, SeatHand, Share
from dealer_app.model.words import describe_seats, lower_first
from dealer_app.training.share_rules import share_rule_words
from dealer_app.training.spots import Spot

__all__ = [
    "CATEGORY_KEYS",
    "Answer",
    "Drill",
    "Grade",
    "HandAnswer",
    "PotEntry",
    "PotSplit",
    "PotWinners",
    "PotsAnswer",
    "Question",
    "SplitAnswer",
    "WinnerAnswer",
    "drills_for",
    "expected_answer",
    "explanation_of",
    "grade",
    "make_question",
    "name_hand_question",
    "named_cards_hand",
    "speed_factor",
    "split_notes",
]


class Drill(Enum):
    """The drills, by the names used in the training history."""

    READ_WINNER = "read-winner"
    BUILD_POTS = "build-pots"
    SPLIT_POT = "split-pot"
    NAME_HAND = "name-hand"

    @property
    def title(self) -> str:
        """How a dealer names the drill."""
        return _DRILL_TITLES[self]


_DRILL_TITLES = {
    Drill.READ_WINNER: "Read the winner",
    Drill.BUILD_POTS: "Build the pots",
    Drill.SPLIT_POT: "Split the pot",
    Drill.NAME_HAND: "Name the hand",
}


# -- answers ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class PotWinners:
    """The seats that win one pot: ``high`` the whole pot (the high half in a high-low
    game; in razz, which plays for low only, the whole pot too) and ``low`` the low half."""

    high: frozenset[int]
    low: frozenset[int] = frozenset()


@dataclass(frozen=True)
class WinnerAnswer:
    """Read the winner: one entry per pot asked about, main pot first."""

    pots: tuple[PotWinners, ...]


@dataclass(frozen=True)
class PotEntry:
    """One pot as the trainee builds it: its amount and the seats that may win it."""

    amount: int
    eligible: frozenset[int]


@dataclass(frozen=True)
class PotsAnswer:
    """Build the pots: main pot first, then each side pot."""

    pots: tuple[PotEntry, ...]


@dataclass(frozen=True)
class PotSplit:
    """One pot pushed: each seat's chips by colour, and who takes each odd chip, in order."""

    shares: Mapping[int, Mapping[str, int]]
    odd_chip_seats: tuple[int, ...] = ()


@dataclass(frozen=True)
class SplitAnswer:
    """Split the pot: one entry per pot asked about, main pot first."""

    pots: tuple[PotSplit, ...]


@dataclass(frozen=True)
class HandAnswer:
    """Name the hand: the category (``"two_pair"``; ``None`` for a low) and the cards."""

    category: str | None
    cards: frozenset[Card]


Answer = WinnerAnswer | PotsAnswer | SplitAnswer | HandAnswer


# -- questions -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Question:
    """One drill on one spot: what is asked, in a dealer's words.

    ``pot_indices`` are the pots of ``spot.result.pots`` asked about (read the winner,
    split the pot). ``seat`` and ``low`` say which hand to name.
    """

    drill: Drill
    spot: Spot
    prompt: str
    seat: int | None = None
    low: bool = False
    pot_indices: tuple[int, ...] = ()

    @property
    def by_cards(self) -> bool:
        """True when the hand is named by its cards alone, with no high-hand category: a
        low, a deuce-to-seven hand or a badugi (badeucy's first half too)."""
        return self.low or self.spot.scenario.game_rules.high_kind is not None

    @property
    def hand_words(self) -> str:
        """What the hand asked for is called: "hand", "low hand", "deuce-to-seven hand",
        "badugi hand"."""
        rules = self.spot.scenario.game_rules
        if rules.halves:
            return f"{rules.half_names[1 if self.low else 0]} hand"
        if not rules.high and rules.low_kind is not LowKind.ACE_TO_FIVE:
            return f"{rules.low_kind.value} hand"
        return "low hand" if self.low else "hand"

    @property
    def pot_index(self) -> int | None:
        """The one pot asked about, when there is one."""
        return self.pot_indices[0] if len(self.pot_indices) == 1 else None

    @property
    def pots(self) -> tuple[PotResult, ...]:
        """The pots asked about, main pot first."""
        return tuple(self.spot.result.pots[index] for index in self.pot_indices)


def drills_for(game: Game | str) -> tuple[Drill, ...]:
    """The drills that make sense in a game: every drill, in every game the app knows."""
    GAMES[Game(game)]  # refuses an unknown game
    return tuple(Drill)


def _awarded_pots(spot: Spot) -> tuple[int, ...]:
    """The pots a dealer awards: every pot but a returned bet."""
    return tuple(index for index, pot in enumerate(spot.result.pots) if not pot.returned)


def _pot_words(pots: Sequence[PotResult]) -> str:
    names = [lower_first(pot.name) for pot in pots]
    if len(names) == 1:
        return f"the {names[0]}"
    return "each pot (" + ", ".join(names) + ")"


def make_question(drill: Drill, spot: Spot, rng: random.Random) -> Question:
    """Ask ``drill`` about ``spot``; ``rng`` picks the seat to name in the hand drill."""
    awarded = _awarded_pots(spot)
    pots = tuple(spot.result.pots[index] for index in awarded)
    if drill is Drill.READ_WINNER:
        rules = spot.scenario.game_rules
        halves = f" ({' and '.join(rules.half_names)})" if rules.is_split else ""
        prompt = f"Who wins {_pot_words(pots)}{halves}?"
        return Question(drill, spot, prompt, pot_indices=awarded)
    if drill is Drill.BUILD_POTS:
        prompt = "Build the pots: the main pot, then each side pot, with who can win each."
        return Question(drill, spot, prompt, pot_indices=awarded)
    if drill is Drill.SPLIT_POT:
        prompt = f"Push {_pot_words(pots)}: the chips by colour to each seat, and each odd chip."
        return Question(drill, spot, prompt, pot_indices=awarded)
    hands = spot.result.hands_on(1)
    if not hands:
        raise ValueError(f"{spot.title}: no seat shows a hand to name")
    # Mostly a hand that wins something: the one the dealer must read out at the showdown.
    winners = {seat for pot in spot.result.pots if not pot.returned for seat in pot.winners.seats}
    winning = [hand for hand in hands if hand.seat in winners]
    hand = rng.choice(winning if winning and rng.random() < 0.75 else hands)
    rules = spot.scenario.game_rules
    low = rules.is_split and hand.low is not None and rng.random() < 0.5
    return name_hand_question(spot, hand.seat, low=low)


def name_hand_question(spot: Spot, seat: int, *, low: bool = False) -> Question:
    """Ask for seat ``seat``'s hand (its low with ``low``; a game with no high, razz, asks
    for the low whatever ``low`` says)."""
    low = low or not spot.scenario.game_rules.high
    where = " on the first board" if spot.scenario.run_count > 1 else ""
    question = Question(Drill.NAME_HAND, spot, "", seat=seat, low=low)
    prompt = f"Name seat {seat}'s {question.hand_words}{where}: what it is and the cards that play."
    return dataclasses.replace(question, prompt=prompt)


# -- the right answers -----------------------------------------------------------------------


def _hand_of(question: Question) -> SeatHand:
    for hand in question.spot.result.hands_on(1):
        if hand.seat == question.seat:
            return hand
    raise ValueError(f"seat {question.seat}: no hand to name")


def expected_answer(question: Question) -> Answer:
    """The right answer, read from the spot's resolved result."""
    drill = question.drill
    if drill is Drill.READ_WINNER:
        if not question.spot.scenario.game_rules.high:
            # Razz plays for low only: its winners take the whole pot.
            return WinnerAnswer(
                tuple(PotWinners(frozenset(pot.winners.low)) for pot in question.pots)
            )
        return WinnerAnswer(
            tuple(
                PotWinners(frozenset(pot.winners.high), frozenset(pot.winners.low))
                for pot in question.pots
            )
        )
    if drill is Drill.BUILD_POTS:
        return PotsAnswer(
            tuple(PotEntry(pot.amount, frozenset(pot.eligible)) for pot in question.pots)
        )
    if drill is Drill.SPLIT_POT:
        return SplitAnswer(
            tuple(
                PotSplit(
                    {share.seat: _chip_dict(share) for share in pot.shares},
                    tuple(odd.seat for odd in pot.odd_chips),
                )
                for pot in question.pots
            )
        )
    hand = _hand_of(question)
    if question.low:
        low_cards = hand.low.cards if hand.low is not None else ()
        return HandAnswer(None, frozenset(low_cards))
    category = hand.category
    return HandAnswer(category.key if category is not None else None, frozenset(hand.best))


def _chip_dict(share: Share) -> dict[str, int]:
    return share.chips.as_dict() if share.chips is not None else {}


# -- grading ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Grade:
    """How an answer was graded: right or wrong, the score, the mistakes and the explanation.

    ``score`` is 0 to 1: 1 for a right answer in untimed play; in timed play a right answer
    scores between 0.5 and 1 by its speed (see :func:`speed_factor`); a wrong one scores 0.
    """

    correct: bool
    score: float
    seconds: float
    mistakes: tuple[str, ...]
    explanation: str
    expected: Answer = field(repr=False)
    notes: tuple[str, ...] = ()
    """Said of a right answer that could be better (a push with a needless trip to the rack)."""


def speed_factor(seconds: float, time_limit: float | None) -> float:
    """How speed weighs in a right answer's score: 1 within half the time, down to 0.5.

    >>> speed_factor(3, 10), speed_factor(10, 10), speed_factor(30, 10), speed_factor(9, None)
    (1.0, 0.5, 0.5, 1.0)
    >>> speed_factor(7.5, 10)
    0.75
    """
    if time_limit is None or time_limit <= 0:
        return 1.0
    fraction = max(0.0, seconds) / time_limit
    if fraction <= 0.5:
        return 1.0
    return max(0.5, 1.0 - (fraction - 0.5))


def grade(
    question: Question, answer: Answer, seconds: float, *, time_limit: float | None = None
) -> Grade:
    """Grade an answer against the spot's resolved result.

    A wrong kind of answer for the drill is refused with a ``TypeError``.
    """
    expected = expected_answer(question)
    if type(answer) is not type(expected):
        raise TypeError(
            f"this drill takes a {type(expected).__name__}, not {type(answer).__name__}"
        )
    if isinstance(answer, HandAnswer):
        assert isinstance(expected, HandAnswer)
        mistakes = _hand_mistakes(question, answer, expected)
    else:
        mistakes = _pot_mistakes(question, answer, expected)
    correct = not mistakes
    score = speed_factor(seconds, time_limit) if correct else 0.0
    notes = split_notes(question, answer) if correct else ()
    return Grade(
        correct, score, seconds, tuple(mistakes), explanation_of(question), expected, notes
    )


def _pot_mistakes(question: Question, answer: Answer, expected: Answer) -> list[str]:
    """The mistakes of an answer given pot by pot, main pot first."""
    given_pots: Sequence[object] = answer.pots  # type: ignore[union-attr]
    wanted_pots: Sequence[object] = expected.pots  # type: ignore[union-attr]
    mistakes = []
    if len(given_pots) != len(wanted_pots):
        count = len(wanted_pots)
        mistakes.append(
            f"There {'is' if count == 1 else 'are'} {count} pots, not {len(given_pots)}."
        )
    check = _POT_CHECKS[question.drill]
    for pot, given, wanted in zip(question.pots, given_pots, wanted_pots, strict=False):
        mistakes.extend(check(question, pot, given, wanted))
    return mistakes


def _winner_check(question: Question, pot: PotResult, given: Any, wanted: Any) -> list[str]:
    rules = question.spot.scenario.game_rules
    split_game = rules.is_split
    mistakes = []
    if not split_game and given.low:
        # A game that does not split its pots has no second half to win.
        mistakes.append(
            f"{pot.name}: {rules.title} does not split the pot: name the seats that win it, "
            "with no low."
        )
    first, second = rules.half_names
    if rules.halves:
        first, second = f"{first} half", f"{second} half"
    halves: list[tuple[str, frozenset[int], frozenset[int]]] = [
        (first if split_game else "pot", given.high, wanted.high)
    ]
    if split_game:
        halves.append((second, given.low, wanted.low))
    for part, have, want in halves:
        for seat in sorted(want - have):
            if len(want) > 1:
                mistakes.append(f"{pot.name}: seat {seat} ties for the {part} too.")
            else:
                mistakes.append(f"{pot.name}: seat {seat} wins the {part}.")
        for seat in sorted(have - want):
            mistakes.append(f"{pot.name}: seat {seat} does not win the {part}.")
    if split_game and given.low and not wanted.low:
        mistakes.append(f"{pot.name}: nobody has a qualifying low; the high takes it all.")
    return mistakes


def _pots_check(question: Question, pot: PotResult, given: Any, wanted: Any) -> list[str]:
    mistakes = []
    if given.amount != wanted.amount:
        mistakes.append(f"{pot.name} holds {wanted.amount:,}, not {given.amount:,}.")
    # Each wrong seat named on its own: "seats 8 and 9 can win it, not seat 8" read as a
    # contradiction.
    extra, missing = given.eligible - wanted.eligible, wanted.eligible - given.eligible
    can = describe_seats(wanted.eligible)
    if extra:
        mistakes.append(f"{pot.name}: {describe_seats(extra)} cannot win it; only {can} can.")
    if missing:
        mistakes.append(f"{pot.name}: {describe_seats(missing)} can win it too ({can} can).")
    return mistakes


def _split_check(question: Question, pot: PotResult, given: Any, wanted: Any) -> list[str]:
    """Any push that gives every seat its share from the pot's chips (and the rack's change),
    odd chips to the seats the rules name, is right: the model's push is one of them."""
    return list(_split_verdict(question, pot, given).mistakes)


def _split_verdict(question: Question, pot: PotResult, given: Any) -> PushVerdict:
    result = question.spot.result
    facts = facts_of(result, pot)
    rule = share_rule_words(result, pot)
    chips = question.spot.scenario.chips
    return check_push(chips, facts, given.shares, given.odd_chip_seats, share_rule=rule)


def split_notes(question: Question, answer: Answer) -> tuple[str, ...]:
    """What a right push of Split the pot could have done better (fewer chips to the rack)."""
    if question.drill is not Drill.SPLIT_POT or not isinstance(answer, SplitAnswer):
        return ()
    notes: list[str] = []
    for pot, given in zip(question.pots, answer.pots, strict=False):
        notes.extend(_split_verdict(question, pot, given).notes)
    return tuple(notes)


_POT_CHECKS: dict[Drill, Callable[[Question, PotResult, Any, Any], list[str]]] = {
    Drill.READ_WINNER: _winner_check,
    Drill.BUILD_POTS: _pots_check,
    Drill.SPLIT_POT: _split_check,
}


def _chips(counts: Mapping[str, int]) -> str:
    return ", ".join(f"{n} {name}" for name, n in counts.items()) or "nothing"


def _hand_mistakes(question: Question, answer: HandAnswer, expected: HandAnswer) -> list[str]:
    hand = _hand_of(question)
    if question.low:
        name = hand.low.name if hand.low is not None else "no qualifying low"
    else:
        name = hand.name
    mistakes = []
    if answer.category != expected.category:
        mistakes.append(f"Seat {question.seat} has {name}.")
    if answer.cards != expected.cards and not _plays_the_same(question, answer.cards, hand):
        shown = format_cards(sorted(expected.cards, reverse=True))
        mistakes.append(f"The cards that play are {shown or 'none'}.")
    return mistakes


def named_cards_hand(
    question: Question, seat: int, cards: frozenset[Card], *, second: bool
) -> HighHand | LowHand | None:
    """What the game's own evaluator makes of exactly ``cards`` as ``seat``'s hand (its
    ``second`` half's with ``second``): None when they are not all the seat's or the board's,
    or break the game's rule of two hole cards exactly."""
    scenario = question.spot.scenario
    hole = set(scenario.seat(seat).cards)
    if not cards or not cards <= hole | set(scenario.board):
        return None
    rules = scenario.game_rules
    if rules.two_hole_cards_exactly and len(cards & hole) != 2:
        return None
    return rules.evaluate_half_unchecked(
        tuple(sorted(cards & hole)), tuple(sorted(cards - hole)), scenario.rules, second=second
    )


def _plays_the_same(question: Question, cards: frozenset[Card], hand: SeatHand) -> bool:
    """Other cards the seat may use that make the same hand as the game ranks it (a badugi's
    deuce of another suit, a razz five with another five): the game's own evaluator on
    exactly these cards gives the seat's hand its strength."""
    wanted = hand.low if question.low else (hand.high or hand.low)
    if wanted is None or len(cards) != len(wanted.cards):
        return False
    given = named_cards_hand(question, hand.seat, cards, second=question.low or hand.high is None)
    return given is not None and given.strength == wanted.strength


def explanation_of(question: Question) -> str:
    """The model's own words for the right answer: why each pot goes where, and the steps."""
    result = question.spot.result
    if question.drill is Drill.NAME_HAND:
        hand = _hand_of(question)
        if question.low:
            low = hand.low
            if low is None:
                return f"Seat {hand.seat} has no qualifying low."
            return f"Seat {hand.seat} has {low.name}: {format_cards(low.cards)}."
        return f"Seat {hand.seat} has {hand.name}: {format_cards(hand.best)}."
    if question.drill is Drill.BUILD_POTS:
        return "\n".join(_pot_building_words(question))
    rules = question.spot.scenario.game_rules
    halves = rules.half_names if rules.is_split else None
    lines = [
        f"{pot.name} ({PLAIN.text(pot.amount)}, seats {', '.join(map(str, pot.eligible))}): "
        + " ".join(explained_by_part(pot, halves))
        for pot in question.pots or result.pots
    ]
    return "\n".join(chain(lines, ("",), result.step_words(PLAIN)))


def _pot_building_words(question: Question) -> list[str]:
    """What each seat put in, then each pot with the seats that can win it."""
    scenario = question.spot.scenario
    put_in = [
        f"seat {entry.seat} {PLAIN.text(entry.committed)}{' (folded)' if entry.folded else ''}"
        for entry in scenario.ordered_seats
        if entry.committed
    ]
    lines = [f"Put in: {', '.join(put_in)}."]
    for pot in question.spot.result.pots:
        if pot.returned:
            steps = question.spot.result.steps
            lines.extend(step.words(PLAIN) for step in steps if step.where == pot.name)
        else:
            amount = PLAIN.text(pot.amount)
            lines.append(f"{pot.name}: {amount}; {describe_seats(pot.eligible)} can win it.")
    return lines


CATEGORY_KEYS: tuple[str, ...] = tuple(category.key for category in reversed(Category))
"""The categories a trainee picks from, best first (``"five_of_a_kind"`` ... ``"high_card"``)."""
