"""Answers in a dealer's words, for an exam report: what was given and what was right.

>>> from dealer_app.training.drills import PotWinners, WinnerAnswer, make_question, Drill
>>> from dealer_app.training.spots import fixed_spots
>>> import random
>>> spot = {spot.key: spot for spot in fixed_spots()}["holdem-aq-v-a2-kicker-counterfeited"]
>>> question = make_question(Drill.READ_WINNER, spot, random.Random(1))
>>> answer_words(question, WinnerAnswer((PotWinners(frozenset({2, 6})),)))
'Main pot: seats 2 and 6'
"""

from __future__ import annotations

from collections.abc import Mapping

from dealer_app.model.cards import format_cards
from dealer_app.model.hands.strength import Category
from dealer_app.model.showdown.odd_chips import describe_odd_chip_seats
from dealer_app.model.words import describe_seats
from dealer_app.training.dealer_errors import ErrorVerdict
from dealer_app.training.drills import (
    Answer,
    HandAnswer,
    PotsAnswer,
    Question,
    SplitAnswer,
    WinnerAnswer,
)

__all__ = ["answer_words", "verdict_words"]

_CATEGORY_TITLES = {category.key: category.title for category in Category}


def _pot_name(question: Question, position: int) -> str:
    pots = question.pots
    return pots[position].name if position < len(pots) else f"Pot {position + 1}"


def _chips(counts: Mapping[str, int]) -> str:
    return ", ".join(f"{count} {name}" for name, count in counts.items() if count) or "nothing"


def answer_words(question: Question, answer: Answer) -> str:
    """An answer to ``question`` in a dealer's words, one line per pot."""
    if isinstance(answer, WinnerAnswer):
        parts = []
        for position, pot in enumerate(answer.pots):
            low = f", low {describe_seats(pot.low)}" if pot.low else ""
            parts.append(f"{_pot_name(question, position)}: {describe_seats(pot.high)}{low}")
        return "\n".join(parts) or "no pot"
    if isinstance(answer, PotsAnswer):
        return (
            "\n".join(
                f"{_pot_name(question, position)}: {pot.amount:,} for "
                f"{describe_seats(pot.eligible)}"
                for position, pot in enumerate(answer.pots)
            )
            or "no pot"
        )
    if isinstance(answer, SplitAnswer):
        parts = []
        for position, split in enumerate(answer.pots):
            shares = "; ".join(
                f"seat {seat}: {_chips(chips)}" for seat, chips in sorted(split.shares.items())
            )
            odd = ""
            if split.odd_chip_seats:
                seats = describe_odd_chip_seats(split.odd_chip_seats)
                odd = f"; odd chip{'s' if len(split.odd_chip_seats) > 1 else ''} to {seats}"
            parts.append(f"{_pot_name(question, position)}: {shares or 'nothing'}{odd}")
        return "\n".join(parts) or "no pot"
    assert isinstance(answer, HandAnswer)
    category = _CATEGORY_TITLES.get(answer.category or "", "a low")
    cards = format_cards(sorted(answer.cards, reverse=True)) if answer.cards else "no cards"
    return f"{category}: {cards}"


def verdict_words(verdict: ErrorVerdict) -> str:
    """A call of the spot-the-error drill in words."""
    if verdict.says_right:
        return "the push is right"
    if verdict.error is None:
        return "the push is wrong"
    return f"wrong: {verdict.error.title.lower()}"
