"""Plain English the whole app shares: lists, counts and ordinals, said one way everywhere.

The model builds every message and step from these; the GUI imports them too, so a list
of seats reads the same in a step, a tooltip and an error.

>>> join_words(["seat 1", "seat 4", "seat 6"])
'seat 1, seat 4 and seat 6'
>>> plural(1, "card"), plural(3, "card")
('1 card', '3 cards')
>>> ordinal(2), times(2), times(5)
('second', 'twice', '5 times')

Seats and parts of a pot are listed one way, in every step, message and label:

>>> describe_recipients([1, 4, 6]), describe_recipients([2]), describe_recipients(["board 1"])
('seats 1, 4 and 6', 'seat 2', 'board 1')

A set of seats, which may be empty, is said in seat order:

>>> describe_seats({6, 1, 4}), describe_seats(frozenset())
('seats 1, 4 and 6', 'nobody')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

__all__ = [
    "Recipient",
    "describe_recipients",
    "describe_seats",
    "join_words",
    "ordinal",
    "plural",
    "recipient_label",
    "times",
]

_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")


def join_words(words: Sequence[str]) -> str:
    """``"a, b and c"``; one word alone; ``""`` for none."""
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def plural(count: int, word: str) -> str:
    """``"1 card"``, ``"2 cards"``."""
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def ordinal(number: int) -> str:
    """``"first"`` for 1 ... ``"eighth"``, then ``"9th"``."""
    return _ORDINALS[number - 1] if 1 <= number <= len(_ORDINALS) else f"{number}th"


def times(count: int) -> str:
    """How often something was done: ``"twice"``, ``"three times"``, ``"4 times"``."""
    return {1: "once", 2: "twice", 3: "three times"}.get(count, f"{count} times")


Recipient = int | str
"""Who receives chips: a seat number, or a part of a pot by name (``"high half"``)."""


def recipient_label(recipient: Recipient) -> str:
    """``"seat 3"`` for a seat, the part's own name otherwise."""
    return f"seat {recipient}" if isinstance(recipient, int) else recipient


def describe_recipients(recipients: Sequence[Recipient]) -> str:
    """Plain words for several recipients: ``"seats 1, 4 and 6"``, ``"high half and low half"``."""
    if all(isinstance(recipient, int) for recipient in recipients) and len(recipients) > 1:
        numbers = [str(recipient) for recipient in recipients]
        return "seats " + join_words(numbers)
    return join_words([recipient_label(recipient) for recipient in recipients])


def describe_seats(seats: Iterable[int]) -> str:
    """Seats in seat order, ``"nobody"`` for none: ``"seats 1, 4 and 6"``, ``"seat 2"``."""
    numbers = sorted(seats)
    return describe_recipients(numbers) if numbers else "nobody"
