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

Words that say amounts of money are :mod:`~dealer_app.model.money_words`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

__all__ = [
    "Recipient",
    "capitalised",
    "describe_recipients",
    "describe_seats",
    "dropped_words",
    "in_parentheses",
    "join_words",
    "lower_first",
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


def in_parentheses(text: str) -> str:
    """``text`` in parentheses, said once: a part of it already in parentheses (the cards of
    a hand's name) follows a comma instead of being wrapped again, or a colon where the name
    has a comma of its own, so the cards never read as one more item of a list.

    >>> in_parentheses("Wheel (5-4-3-2-A)"), in_parentheses("Straight, Ace high")
    ('(Wheel, 5-4-3-2-A)', '(Straight, Ace high)')
    >>> in_parentheses("Three-card badugi, four high (4-3-2)")
    '(Three-card badugi, four high: 4-3-2)'
    """
    head, _, inner = text.partition(" (")
    if not inner:
        return f"({text})"
    joint = ": " if ", " in head else ", "
    return f"({head}{joint}{inner.replace('(', '').replace(')', '')})"


def capitalised(text: str) -> str:
    """``text`` with its first letter a capital, the rest as written (a seat's name kept).

    >>> capitalised("board 1 to seat 2 (Ann)")
    'Board 1 to seat 2 (Ann)'
    """
    return text[:1].upper() + text[1:]


def lower_first(text: str) -> str:
    """``text`` inside a sentence, its first letter small: a pot's name, ``"Side pot 1"``.

    >>> lower_first("Side pot 1")
    'side pot 1'
    """
    return text[:1].lower() + text[1:]


def dropped_words(change: str, dropped: Sequence[str]) -> str:
    """What a change took off the table, said one way for every change: the change, then
    each thing it dropped.

    >>> dropped_words("Razz", ["Ah 7c from the board", "board 2 (Ks Qs)"])
    'Razz: dropped Ah 7c from the board; board 2 (Ks Qs)'
    """
    return f"{change}: dropped {'; '.join(dropped)}"


def plural(count: int, word: str) -> str:
    """``"1 card"``, ``"2 cards"``; a count's digits grouped as amounts are written.

    >>> plural(1, "chip"), plural(12_000, "chip")
    ('1 chip', '12,000 chips')
    """
    return f"{count} {word}" if count == 1 else f"{count:,} {word}s"


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
