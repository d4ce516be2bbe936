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
import math
import re
from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

from dealer_app.model.chips import MAX_AMOUNT

__all__ = [
    "MAX_DEPTH",
    "MAX_NUMBER_DIGITS",
    "FormatError",
    "check_fields",
    "finite_number",
    "json_choice",
    "json_flag",
    "json_list",
    "json_object",
    "json_type",
    "read_json",
    "whole_number",
]

T = TypeVar("T")


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


def finite_number(value: object, field: str, what: str = "number") -> float:
    """A JSON number that is a number: a figure too large for a float (``1e400``) decodes
    as infinity, never what a file means. ``what`` names the kind of number in the message.

    >>> finite_number(1.5, "aim_factor"), finite_number(30, "seconds_per_spot")
    (1.5, 30.0)
    >>> finite_number(float("inf"), "timing: aim_factor")
    Traceback (most recent call last):
    ...
    dealer_app.model.json_values.FormatError: timing: aim_factor inf must be a finite number
    """
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise FormatError(f"{field} must be a {what}")
    # Numbers have at most MAX_NUMBER_DIGITS digits (read_json): any int makes a float.
    number = float(value)
    if not math.isfinite(number):
        raise FormatError(f"{field} {number:g} must be a finite {what}")
    return number


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


def json_choice(value: object, choices: Mapping[str, T], field: str) -> T:
    """The entry of ``choices`` the text ``value`` names; anything else names them all.

    >>> json_choice("per_pot", {"per_pot": 1, "per_split": 2}, "rules: odd_chips")
    1
    >>> json_choice(["per_pot"], {"per_pot": 1, "per_split": 2}, "rules: odd_chips")
    Traceback (most recent call last):
    ...
    dealer_app.model.json_values.FormatError: rules: odd_chips [...] is not "per_pot" or "per_split"
    """
    if isinstance(value, str) and value in choices:
        return choices[value]
    shown = json.dumps(value, ensure_ascii=False) if isinstance(value, str) else _shape(value)
    names = [f'"{name}"' for name in choices]
    listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]
    raise FormatError(f"{field} {shown} is not {listed}")


def _shape(value: object) -> str:
    """A short stand-in for a value of the wrong type (a list may be long or deep)."""
    if isinstance(value, list):
        return "[...]"
    if isinstance(value, dict):
        return "{...}"
    return json.dumps(value)


def check_fields(data: Mapping[str, Any], allowed: frozenset[str], where: str) -> None:
    """Refuse an unknown field (a misspelt ``"folded"`` must not be silently ignored)."""
    if allowed.issuperset(data):
        return
    for key in data:
        if key not in allowed:
            known = ", ".join(sorted(allowed))
            raise FormatError(f'{where}unknown field "{key}" (known: {known})')


MAX_DEPTH = 64
"""The deepest nesting of lists and objects a document may have (a scenario needs 4)."""

MAX_NUMBER_DIGITS = 40
"""The most digits a number may have (an amount needs 13; Python's own limit is 4,300)."""

# A JSON string, escapes included (written to match without backtracking): what the bound
# checks look past.
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
_NOT_BRACKETS = re.compile(r"[^\[\]{}]+")
_LONG_NUMBER = re.compile(rf"[0-9]{{{MAX_NUMBER_DIGITS + 1},}}")


# A surrogate is half of a character: JSON may write one as an escape (``"\\ud800"``), and
# the decoder joins a pair into its character but keeps a lone one, which no file can hold.
# Compiled by ``re`` when first used (a lone surrogate is rare, and every start reads a file).
_SURROGATE = "[\ud800-\udfff]"
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def _may_hold_surrogates(text: str, *, decoded: bool) -> bool:
    """Whether decoding ``text`` may give a lone surrogate (told quickly: a document of
    thousands of scenarios is looked through in C, and walked only when it may)."""
    if _SURROGATE_ESCAPE.search(text):
        return True
    if decoded or text.isascii():
        return False  # decoded UTF-8 holds no surrogate of its own
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def _lone_surrogate_at(value: Any, where: str = "") -> str | None:
    """Where in a decoded document a text holds a lone surrogate (``seats[0].name``), or
    ``None``; the document is no deeper than :data:`MAX_DEPTH`."""
    if isinstance(value, str):
        return where or "the document" if re.search(_SURROGATE, value) else None
    if isinstance(value, dict):
        for key, item in value.items():
            shown = json.dumps(key, ensure_ascii=True)
            if re.search(_SURROGATE, key):
                return f"{where}.{shown} (its name)" if where else f"{shown} (a name)"
            found = _lone_surrogate_at(item, f"{where}.{key}" if where else key)
            if found is not None:
                return found
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found = _lone_surrogate_at(item, f"{where}[{index}]")
            if found is not None:
                return found
    return None


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    document = dict(pairs)
    if len(document) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise FormatError(f"{json.dumps(key, ensure_ascii=False)} is given twice")
            seen.add(key)
    return document


def _no_constant(name: str) -> Any:
    raise FormatError(f"{name} is not a number JSON allows")


def _check_bounds(text: str) -> None:
    """Refuse nesting deeper than :data:`MAX_DEPTH` and numbers longer than allowed.

    Both are found outside strings, before decoding: the decoder would recurse once per
    level and Python's ``int`` refuses more than 4,300 digits with an error of its own.
    """
    outside_strings = _STRING.sub('""', text) if '"' in text else text
    if _LONG_NUMBER.search(outside_strings):
        raise FormatError(f"a number has more than {MAX_NUMBER_DIGITS} digits")
    # Each pass takes out the innermost pairs: what is left after MAX_DEPTH passes is
    # nested deeper (or not JSON at all, which the decoder says better).
    brackets = _NOT_BRACKETS.sub("", outside_strings).replace("{", "[").replace("}", "]")
    for _ in range(MAX_DEPTH):
        inner_gone = brackets.replace("[]", "")
        if inner_gone == brackets:
            return
        brackets = inner_gone
    if "[]" in brackets:
        raise FormatError(f"lists and objects nested more than {MAX_DEPTH} deep")


def read_json(text: str | bytes) -> Any:
    """Decode a JSON document (text, or UTF-8 bytes); :class:`FormatError` says what is wrong.

    Every file and input the program reads comes through here: a UTF-8 byte-order mark is
    accepted; nesting deeper than :data:`MAX_DEPTH`, a number of more than
    :data:`MAX_NUMBER_DIGITS` digits, ``NaN``, a key given twice in one object and a lone
    surrogate (half of a character, which no file can save) are refused.

    >>> read_json(b'\\xef\\xbb\\xbf{"button": 3}'), read_json('\\ufeff[1]')
    ({'button': 3}, [1])
    >>> bad_ones = ('{"game": ', '{"a": 1, "a": 2}', "[" * 100 + "]" * 100, "1" * 5000,
    ...             '{"seats": [{"name": "\\\\ud800"}]}')
    >>> for bad in bad_ones:
    ...     try:
    ...         read_json(bad)
    ...     except FormatError as error:
    ...         print(error)
    not valid JSON: Expecting value (line 1, column 10)
    not valid JSON: "a" is given twice
    not valid JSON: lists and objects nested more than 64 deep
    not valid JSON: a number has more than 40 digits
    seats[0].name: a lone surrogate (\\ud800-\\udfff, half of a character) is not text
    """
    decoded = isinstance(text, bytes | bytearray)
    if isinstance(text, bytes | bytearray):
        try:
            text = bytes(text).decode("utf-8-sig")
        except UnicodeDecodeError as error:
            raise FormatError(f"not UTF-8 text (byte {error.start + 1})") from None
    text = text.removeprefix("\ufeff")
    try:
        _check_bounds(text)
        data = json.loads(text, object_pairs_hook=_no_duplicate_keys, parse_constant=_no_constant)
    except json.JSONDecodeError as error:
        where = f"line {error.lineno}, column {error.colno}"
        raise FormatError(f"not valid JSON: {error.msg} ({where})") from None
    except FormatError as error:
        raise FormatError(f"not valid JSON: {error}") from None
    except RecursionError:
        # Brackets opened and never closed: the bounds above look for closed pairs only.
        raise FormatError(
            f"not valid JSON: lists and objects nested more than {MAX_DEPTH} deep"
        ) from None
    except (ValueError, MemoryError) as error:
        # A limit of the decoder itself; the bounds above are meant to come first.
        raise FormatError(f"not valid JSON: {type(error).__name__}") from None
    if _may_hold_surrogates(text, decoded=decoded):
        found = _lone_surrogate_at(data)
        if found is not None:
            raise FormatError(
                f"{found}: a lone surrogate (\\ud800-\\udfff, half of a character) is not text"
            )
    return data
