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

__all__ = ["STANDARD_CHIPS", "chip_set_from_json"]

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
