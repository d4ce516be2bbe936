"""Reading decoded JSON for the model: the checks every document reader shares.

Decoded JSON is made of dicts, lists, strs and ints: each check lets the usual type through
at once and looks closer only at anything else. Every refusal is a :class:`FormatError`
whose message names the field, the way the scenario format does (``seat 1: committed must
be a whole number, not text``). The scenario format and the chip-set reader use these.

>>> whole_number(300.0, "seat 1: committed"), whole_number(5, "button")
(300, 5)
>>> whole_number(1e300, "seat 1: committed")
Traceback (most recent call last):
...
dealer_app.model.json_values.FormatError: seat 1: committed 1e+300 is more than 10^12
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from dealer_app.model.chips import MAX_AMOUNT

__all__ = [
    "FormatError",
    "check_fields",
    "json_flag",
    "json_list",
    "json_object",
    "json_type",
    "read_json",
    "whole_number",
]


class FormatError(ValueError):
    """A document that does not follow its format; the message names the field."""


def json_type(value: object) -> str:
    """How a message names a JSON value's type: ``"text"``, ``"a number"``, ``"a list"``."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, list):
        return "a list"
    return "an object"


def whole_number(value: object, field: str) -> int:
    """A whole number up to 10^12; ``300.0`` is accepted, ``12.5`` and ``true`` are not."""
    if type(value) is int and value <= MAX_AMOUNT:
        return value
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise FormatError(f"{field} must be a whole number, not {json_type(value)}")
    if value > MAX_AMOUNT:
        raise FormatError(f"{field} {value} is more than 10^12")
    if isinstance(value, float):
        if not value.is_integer():
            raise FormatError(f"{field} {value} is not a whole number")
        return int(value)
    # Negative numbers are refused by the model, in its own words.
    return value


def json_flag(data: Mapping[str, Any], name: str, where: str) -> bool:
    """The optional true/false field ``name`` of ``data`` (false when absent).

    >>> json_flag({"folded": True}, "folded", "seat 1"), json_flag({}, "all_in", "seat 1")
    (True, False)
    """
    value = data.get(name, False)
    if not isinstance(value, bool):
        raise FormatError(f"{where}: {name} must be true or false, not {json_type(value)}")
    return value


def json_object(value: object, field: str) -> Mapping[str, Any]:
    """A JSON object, or :class:`FormatError` naming ``field``."""
    if type(value) is dict:
        return value
    if not isinstance(value, Mapping):
        raise FormatError(f"{field} must be an object, not {json_type(value)}")
    return value


def json_list(value: object, field: str) -> Sequence[Any]:
    """A JSON list, or :class:`FormatError` naming ``field``."""
    if type(value) is list:
        return value
    if not isinstance(value, list | tuple):
        raise FormatError(f"{field} must be a list, not {json_type(value)}")
    return value


def check_fields(data: Mapping[str, Any], allowed: frozenset[str], where: str) -> None:
    """Refuse an unknown field (a misspelt ``"folded"`` must not be silently ignored)."""
    if allowed.issuperset(data):
        return
    for key in data:
        if key not in allowed:
            known = ", ".join(sorted(allowed))
            raise FormatError(f'{where}unknown field "{key}" (known: {known})')


def read_json(text: str) -> Any:
    """Decode JSON text; :class:`FormatError` says where it is broken.

    >>> try:
    ...     read_json('{"game": ')
    ... except FormatError as error:
    ...     print(error)
    not valid JSON: Expecting value (line 1, column 10)
    """
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        where = f"line {error.lineno}, column {error.colno}"
        raise FormatError(f"not valid JSON: {error.msg} ({where})") from None
