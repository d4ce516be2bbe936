"""The app's kinds of JSON file, told apart by their ``format`` (or, without one, their
fields), so that a file given where another kind is wanted is named as what it is.

Every format's name is defined here, once; each reader refuses a document of another
kind with words that say where that kind goes:

>>> other_kind({"format": EXAM_FORMAT, "spots": []}, SCENARIO_FORMAT)
'this is an exam file, not a showdown: open it in Training > Exam'
>>> other_kind({"leaving": "green", "players": []}, SCENARIO_FORMAT)
'this is a chip race, not a showdown: run it with dealer-app chip-race'
>>> other_kind({"game": "holdem", "seats": []}, SCENARIO_FORMAT) is None
True

A format's name ends in its number (``@1``); a file of the same name and a higher number
was written by a newer version of the app, and is said to be so (:func:`newer_format`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

__all__ = [
    "AUDITION_FORMAT",
    "EVENING_FORMAT",
    "EXAM_FORMAT",
    "RACE_FORMAT",
    "SCENARIO_FORMAT",
    "FileKind",
    "kind_of",
    "newer_format",
    "other_kind",
]

SCENARIO_FORMAT = "dealer-app/scenario@1"
RACE_FORMAT = "dealer-app/chip-race@1"
EVENING_FORMAT = "dealer-app/guts-evening@1"
EXAM_FORMAT = "dealer-app/exam@1"
AUDITION_FORMAT = "dealer-app/audition@1"


@dataclass(frozen=True)
class FileKind:
    """One kind of file: its format, what it is called, where it goes, and the fields only
    it has (to know it by when its ``format`` is left out)."""

    format: str
    name: str
    where: str
    own_fields: frozenset[str]


KINDS = (
    FileKind(
        SCENARIO_FORMAT,
        "a showdown",
        "resolve it with dealer-app resolve, or open it at the table",
        frozenset({"seats"}),
    ),
    FileKind(
        RACE_FORMAT,
        "a chip race",
        "run it with dealer-app chip-race",
        frozenset({"leaving", "players"}),
    ),
    FileKind(
        EVENING_FORMAT,
        "a guts evening",
        "open it in Table > Guts evening… (or dealer-app FILE)",
        frozenset({"played", "current", "opening_antes"}),
    ),
    FileKind(
        EXAM_FORMAT,
        "an exam file",
        "open it in Training > Exam",
        frozenset({"spots", "pass_rules"}),
    ),
    FileKind(
        AUDITION_FORMAT,
        "an audition file",
        "open it in Training > Exam (Open an audition file)",
        frozenset({"mix", "hands_per_game"}),
    ),
)
_BY_FORMAT = {kind.format: kind for kind in KINDS}


def newer_format(written: object, current: str) -> str | None:
    """Words for a ``format`` (``written``) that a newer version of the app writes: the
    name of ``current`` with a higher number. ``None`` for anything else.

    >>> print(newer_format("dealer-app/guts-evening@2", EVENING_FORMAT))
    it was made by a newer version of the app (format "dealer-app/guts-evening@2", this \
version reads "dealer-app/guts-evening@1")
    >>> [newer_format(written, EVENING_FORMAT) for written in (EVENING_FORMAT, "x@2", 2)]
    [None, None, None]
    """
    family, _, number = current.rpartition("@")
    if not isinstance(written, str) or not written.startswith(f"{family}@"):
        return None
    later = written.removeprefix(f"{family}@")
    # More than nine digits: higher than any number this version will ever write.
    if not (later.isascii() and later.isdigit() and (len(later) > 9 or int(later) > int(number))):
        return None
    return (
        f'it was made by a newer version of the app (format "{written[:60]}", this version '
        f'reads "{current}")'
    )


def kind_of(document: Mapping[str, object]) -> FileKind | None:
    """The kind a decoded document is: by its ``format`` (of this version or a newer one),
    else by a field only one kind has."""
    named = document.get("format")
    if isinstance(named, str):
        newer = (kind for kind in KINDS if newer_format(named, kind.format) is not None)
        return _BY_FORMAT.get(named) or next(newer, None)
    for kind in KINDS:
        if kind.own_fields & document.keys():
            return kind
    return None


def other_kind(document: Mapping[str, object], wanted: str) -> str | None:
    """Words for a document of another kind than ``wanted`` (a format), or None."""
    kind = kind_of(document)
    if kind is None or kind.format == wanted:
        return None
    return f"this is {kind.name}, not {_BY_FORMAT[wanted].name}: {kind.where}"
