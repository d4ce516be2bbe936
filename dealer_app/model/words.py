"""Plain English the whole app shares: lists, counts and ordinals, said one way everywhere.

The model builds every message and step from these; the GUI imports them too, so a list
of seats reads the same in a step, a tooltip and an error.

>>> join_words(["seat 1", "seat 4", "seat 6"])
'seat 1, seat 4 and seat 6'
>>> plural(1, "card"), plural(3, "card")
('1 card', '3 cards')
>>> ordinal(2), times(2), times(5)
('second', 'twice', '5 times')
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["join_words", "ordinal", "plural", "times"]

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
