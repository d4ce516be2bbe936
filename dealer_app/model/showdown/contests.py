"""Who wins each contest of a pot, and the dealer's words for it.

A contest is one half of a pot (or of a board's part of it): the hands that can win it and
the best of them. :func:`best_hands` finds the winners; :class:`Contest` explains them
against the best other hand, or says why they tie; the ``*_words`` functions give the
announcement that opens a pot's steps ("seat 1 wins high (...) and low (...) and scoops the
pot."). The splitting is :mod:`~dealer_app.model.showdown.award`'s.

>>> from dealer_app.model.hands.games import game_rules
>>> from dealer_app.model.cards import parse_cards
>>> board = parse_cards("Jh 2c 2d 5s 5h")
>>> holdem = game_rules("holdem")
>>> seats = [SeatHand(seat, holdem.evaluate(parse_cards(hole), board).high, None)
...          for seat, hole in ((1, "Ah Kd"), (4, "Ac Qc"), (7, "7s 3d"))]
>>> winners = best_hands(seats, low=False)
>>> outcome_words(winners, low=False)
'seats 1 and 4 tie with Two Pair, Fives and Twos, Ace kicker and split it'
>>> Contest(tuple(seats), tuple(winners), board, low=False).text
'Tie: both play Two Pair, Fives and Twos, Ace kicker; the King and the Queen do not play'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from dealer_app.model.cards import Card
from dealer_app.model.hands.evaluated import HighHand, LowHand
from dealer_app.model.hands.words import explain, explain_tie, tie_words
from dealer_app.model.showdown.result import PotResult, Reason, SeatHand, Winners
from dealer_app.model.words import (
    capitalised,
    describe_recipients,
    in_parentheses,
    lower_first,
    times,
)

__all__ = [
    "Contest",
    "best_hands",
    "both_ways_words",
    "explained_by_part",
    "halved_words",
    "hand_of",
    "outcome_words",
    "runs_words",
    "scoop_words",
    "uncontested_words",
]


@dataclass(frozen=True)
class Contest:
    """A contest for one half of a pot part: the hands in it and the winning ones."""

    contenders: tuple[SeatHand, ...]
    winners: tuple[SeatHand, ...]
    board: tuple[Card, ...]
    low: bool

    @property
    def text(self) -> str:
        """Why the winners win: against the best other hand, or why they tie."""
        first = self.winners[0]
        low = self.low
        if len(self.winners) > 1:
            return explain_tie([hand_of(hand, low) for hand in self.winners], board=self.board)
        others = [
            hand
            for hand in self.contenders
            if hand not in self.winners and (hand.low if low else hand.high) is not None
        ]
        if not others:
            half = "low" if low else "high"
            return f"Seat {first.seat} has the only qualifying {half} hand."
        other = max(others, key=lambda hand: hand_of(hand, low).strength)
        comparison = explain(
            hand_of(first, low),
            hand_of(other, low),
            board=self.board,
            a_label=f"Seat {first.seat}",
            b_label=f"Seat {other.seat}",
        )
        return comparison.reason

    def seats_text(self, *, broken: bool = False) -> str:
        """Why the winners win, naming every winning seat, to follow where it happens ("on
        board 1, in the low half, ..."): ``"seats 1 and 2 tie: both play Wheel (...)"``;
        with ``broken``, where a rule (the suits) breaks their tie, ``"seats 1 and 2 hold
        equal hands: ..."`` (they do not split)."""
        low = self.low
        if len(self.winners) > 1:
            hands = [hand_of(hand, low) for hand in self.winners]
            tie = "hold equal hands" if broken else "tie"
            return f"{_seats(self.winners)} {tie}: {tie_words(hands, board=self.board)}"
        return lower_first(self.text)


def explained_by_part(pot: PotResult, halves: Sequence[str] | None) -> tuple[str, ...]:
    """Why ``pot`` goes where it goes, a sentence per contest naming its board (a pot run
    more than once), its half (``halves``: the game's half names in a high-low game, else
    ``None``) and every seat that wins or ties it: ``"On board 1, in the low half, seats 1
    and 2 tie: both play 7-4-3-2-A."``. The felt's shorter lines are :attr:`PotResult.
    explanation`'s."""
    parts: list[tuple[str, Sequence[Reason], Winners]] = [
        (f"on board {run.board}", run.reasons, run.winners) for run in pot.runs
    ] or [("", pot.reasons, pot.winners)]
    sentences = []
    for board, reasons, winners in parts:
        broken = [
            isinstance(reason, Contest)
            and len(reason.winners) > 1
            and {hand.seat for hand in reason.winners}
            != set(winners.low if reason.low else winners.high)
            for reason in reasons
        ]
        # A tie a rule breaks (the suits, rock-paper-scissors) is said first, then the rule:
        # the other way round, "seats 3 and 6 tie" would read as the pot's last word.
        for index in sorted(range(len(reasons)), key=lambda index: not broken[index]):
            reason = reasons[index]
            where = [board] if board else []
            if isinstance(reason, Contest):
                if halves is not None:
                    where.append(f"in the {halves[1] if reason.low else halves[0]} half")
                said = reason.seats_text(broken=broken[index])
            else:
                said = lower_first(reason)
            sentence = capitalised(", ".join([*where, said]))
            sentences.append(sentence if sentence.endswith((".", "!", "?")) else f"{sentence}.")
    return tuple(sentences)


def best_hands(contenders: Sequence[SeatHand], *, low: bool) -> list[SeatHand]:
    """The seats with the best high (or qualifying low) hand, in seat order."""
    best: list[SeatHand] = []
    top = 0
    for hand in contenders:
        chosen = hand.low if low else hand.high
        if chosen is None:
            continue
        if not best or chosen.strength > top:
            top, best = chosen.strength, [hand]
        elif chosen.strength == top:
            best.append(hand)
    return best


def hand_of(hand: SeatHand, low: bool) -> HighHand | LowHand:
    """The seat's low (``low``) or high hand, which it must have."""
    chosen = hand.low if low else hand.high
    assert chosen is not None
    return chosen


_HIGH_AND_LOW = ("high", "low")


def _both(
    high_winners: Sequence[SeatHand],
    low_winners: Sequence[SeatHand],
    halves: Sequence[str] = _HIGH_AND_LOW,
) -> str:
    high, low = hand_of(high_winners[0], False).name, hand_of(low_winners[0], True).name
    return f"{halves[0]} {in_parentheses(high)} and {halves[1]} {in_parentheses(low)}"


def _seats(winners: Sequence[SeatHand]) -> str:
    return describe_recipients([hand.seat for hand in winners])


def outcome_words(winners: Sequence[SeatHand], *, low: bool) -> str:
    """``"seat 3 wins with ..."`` or ``"seats 1 and 4 tie with ... and split it"``."""
    name = hand_of(winners[0], low).name
    if len(winners) == 1:
        return f"seat {winners[0].seat} wins with {name}"
    return f"{_seats(winners)} tie with {name} and split it"


def scoop_words(
    winner: SeatHand, low_winner: SeatHand, it: str, halves: Sequence[str] = _HIGH_AND_LOW
) -> str:
    """One seat wins both halves: ``"seat 1 wins high (...) and low (...) and scoops it."``
    (``halves`` names the halves: ``("deuce-to-seven", "badugi")`` in badeucy)."""
    return f"seat {winner.seat} wins {_both([winner], [low_winner], halves)} and scoops {it}."


def both_ways_words(
    high_winners: Sequence[SeatHand],
    low_winners: Sequence[SeatHand],
    halves: Sequence[str] = _HIGH_AND_LOW,
) -> str:
    """The same seats tie high and low and split the pot once: ``"seats 1 and 2 tie for high
    (...) and low (...) and split it once between them"``."""
    both = _both(high_winners, low_winners, halves)
    return f"{_seats(high_winners)} tie for {both} and split it once between them"


def halved_words(
    high_winners: Sequence[SeatHand],
    low_winners: Sequence[SeatHand],
    halves: Sequence[str] = _HIGH_AND_LOW,
    *,
    split_once_on: int = 0,
) -> str:
    """A high-low pot halved between its high and its low winners; ``split_once_on``: a
    board's part of a pot run that many times whose halves go into one split of the whole
    pot, never cut board by board (the same seats take every board the same way)."""
    high = f"{_seats(high_winners)} {in_parentheses(hand_of(high_winners[0], False).name)}"
    low = f"{_seats(low_winners)} {in_parentheses(hand_of(low_winners[0], True).name)}"
    done = (
        f"the same on {on_every_board(split_once_on)}: the whole pot is split once, "
        "not board by board"
        if split_once_on
        else "the pot is halved"
    )
    return f"{halves[0]} to {high}; {halves[1]} to {low}; {done}."


def uncontested_words(seat: int, *, returned: bool) -> tuple[str, str]:
    """An uncalled bet going back, or a pot everyone else folded: (announcement, reason)."""
    if returned:
        return f"nobody called this part of seat {seat}'s bet.", "uncalled"
    return (
        f"everyone else folded, seat {seat} takes it without a showdown.",
        "everyone else in this pot folded",
    )


def runs_words(
    run_count: int, *, sole_winner: int | None, money: bool, split_once: Sequence[int] = ()
) -> str:
    """How a pot run more than once is announced: whole to one seat, split once among the
    seats that take every board the same way (``split_once``), or divided between the boards.

    >>> runs_words(2, sole_winner=None, money=True, split_once=[1, 2])
    'the board was run twice and seats 1 and 2 take both boards the same way: the pot is split \
once between them, not cut board by board.'
    """
    ran = f"the board was run {times(run_count)}"
    on_boards = on_every_board(run_count)
    if sole_winner is not None:
        return f"{ran} and seat {sole_winner} wins on {on_boards}: the pot goes to it whole."
    if split_once:
        seats = describe_recipients(list(split_once))
        return (
            f"{ran} and {seats} take {on_boards} the same way: the pot is split once between "
            "them, not cut board by board."
        )
    return f"{ran}: the pot is divided between them." if money else f"{ran}."


def on_every_board(run_count: int) -> str:
    """``"both boards"``, ``"all three boards"``."""
    return "both boards" if run_count == 2 else f"all {run_count} boards"
