"""Chip sets from JSON: the one reader, and the standard set every scenario falls back on.

A chip set is written as the scenario format writes ``chips`` (and the chip-set files in
``resources/chips/`` do): ``[{"name": "black", "value": 100}, ...]``. :func:`chip_set_from_json`
reads that list for the scenario format and for the chip-set presets alike;
:data:`STANDARD_CHIPS` is ``resources/chips/standard.json``, the card room's everyday set.

>>> chip_set_from_json([{"name": "red", "value": 5}, {"name": "white", "value": 1}]).names
('red', 'white')
>>> STANDARD_CHIPS.names, STANDARD_CHIPS.values
(('black', 'green', 'red', 'white'), (100, 25, 5, 1))
>>> chip_set_from_json([{"name": "red"}])
Traceback (most recent call last):
...
dealer_app.model.json_values.FormatError: chips: red: value is missing

Each chip is also *sized by* 5 or 4: the number of chips a dealer cuts into one size when
cutting a stack (a drop, a pot, chips from the rack). A set says it per chip (a chip-set
file's optional ``"sized_by"``, read by :func:`sized_by_from_json`); a chip that does not is
sized by the room's usual rule (:func:`default_sized_by`: 4 for 25, 500 and 25,000 chips, 5
for every other). A whole set's sizes are :mod:`~dealer_app.model.room.chip_sizes`.
"""

from __future__ import annotations

import functools
import json

from dealer_app.model.chips import Chip, ChipError, ChipSet
from dealer_app.model.json_values import (
    FormatError,
    check_fields,
    json_list,
    json_object,
    whole_number,
)
from dealer_app.resources_path import resource

__all__ = [
    "SIZED_BY_CHOICES",
    "STACK_HEIGHT",
    "STANDARD_CHIPS",
    "ChipSizeError",
    "chip_set_from_json",
    "default_sized_by",
    "sized_by_from_json",
    "stack_heights",
]

STACK_HEIGHT = 20
"""A full stack: a dealer stacks chips in 20s (a rack's tube holds 20)."""

SIZED_BY_CHOICES = (5, 4)
"""How many chips make one size: 5 or 4."""

_SIZED_BY_FOUR = frozenset({25, 500, 25_000})


class ChipSizeError(FormatError):
    """A "sized by" that is not 5 or 4; the message names the chip."""


def default_sized_by(value: int) -> int:
    """The usual size of a chip worth ``value``: 4 for 25, 500 and 25,000 (four of them
    make a round 100, 2,000, 100,000), 5 for every other (1, 5, 100, 1,000, 5,000...).

    >>> [default_sized_by(value) for value in (1, 5, 25, 100, 500, 1000, 5000, 25000, 2)]
    [5, 5, 4, 5, 4, 5, 5, 4, 5]
    """
    return 4 if value in _SIZED_BY_FOUR else 5


def stack_heights(count: int) -> tuple[int, ...]:
    """``count`` chips as a dealer stacks them: full stacks of 20, then the short one.

    >>> stack_heights(47), stack_heights(40), stack_heights(0)
    ((20, 20, 7), (20, 20), ())
    """
    full, short = divmod(count, STACK_HEIGHT)
    return (STACK_HEIGHT,) * full + ((short,) if short else ())


def sized_by_from_json(value: object, name: str) -> int:
    """Read a chip's ``"sized_by"`` (5 or 4); :class:`ChipSizeError` names the chip."""
    if type(value) is not int or value not in SIZED_BY_CHOICES:
        raise ChipSizeError(f"chips: {name}: sized by {value!r}; a chip is sized by 5 or 4")
    return value


_CHIP_FIELDS = frozenset({"name", "value"})


def chip_set_from_json(value: object) -> ChipSet:
    """Read a decoded ``chips`` list; :class:`FormatError` names the entry and the problem."""
    pairs = _chip_pairs(value)
    try:
        return _chip_set(pairs)
    except ChipError as error:
        raise FormatError(str(error)) from None


@functools.lru_cache(maxsize=64)
def _chip_set(pairs: tuple[tuple[str, int], ...]) -> ChipSet:
    # Many scenarios in one file use the same chips: one ChipSet serves them all.
    return ChipSet(tuple(_chip(name, value) for name, value in pairs))


def _chip_pairs(value: object) -> tuple[tuple[str, int], ...]:
    pairs = []
    for number, entry in enumerate(json_list(value, "chips"), 1):
        entry = json_object(entry, f"chips, entry {number}")
        check_fields(entry, _CHIP_FIELDS, f"chips, entry {number}: ")
        name = entry.get("name")
        if not isinstance(name, str) or not name.strip():
            raise FormatError(f"chips, entry {number}: name must be text")
        if "value" not in entry:
            raise FormatError(f"chips: {name}: value is missing")
        chip_value = whole_number(entry["value"], f"chips: {name}: value")
        try:
            _chip(name, chip_value)  # a chip that cannot be is refused here, in file order
        except ChipError as error:
            raise FormatError(str(error)) from None
        pairs.append((name, chip_value))
    return tuple(pairs)


@functools.lru_cache(maxsize=256)
def _chip(name: str, value: int) -> Chip:
    return Chip(name, value)


def _standard_chips() -> ChipSet:
    document = json.loads(resource("chips", "standard.json").read_text(encoding="utf-8"))
    return chip_set_from_json(document["chips"])


STANDARD_CHIPS = _standard_chips()
"""The chips used when a scenario names none: ``resources/chips/standard.json``."""
