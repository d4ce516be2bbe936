"""The optional ``"rake"`` object of the scenario format, read and written.

    "rake": {"percent": 10, "cap": 5, "no_flop_no_drop": true, "drop": 1, "drop_from": 20}

Every field is optional: ``percent`` 0 (a number from 0 to 100, fractions allowed),
``cap`` none, ``no_flop_no_drop`` true, ``drop`` 0, ``drop_from`` 0, ``from``
``"main_pot_first"`` (or ``"each_pot"``).

>>> rake = rake_from_json({"percent": 5, "cap": 4})
>>> rake.describe(), rake_to_json(rake)
('5% capped at 4, no flop no drop', {'percent': 5, 'cap': 4})
>>> rake_from_json({"percent": "ten"})
Traceback (most recent call last):
...
dealer_app.model.json_values.FormatError: rake: percent 'ten' is not a number from 0 to 100
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from dealer_app.model.json_values import FormatError, check_fields, json_object, whole_number
from dealer_app.model.showdown.rake import Rake

__all__ = ["rake_from_json", "rake_to_json"]

_FIELDS = frozenset({"percent", "cap", "no_flop_no_drop", "drop", "drop_from", "from"})


def rake_from_json(value: object) -> Rake:
    """Read a decoded ``rake`` object; :class:`FormatError` names the field."""
    document = json_object(value, "rake")
    check_fields(document, _FIELDS, "rake: ")
    percent = document.get("percent", 0)
    if isinstance(percent, bool) or not isinstance(percent, int | float):
        raise FormatError(f"rake: percent {percent!r} is not a number from 0 to 100")
    cap = document.get("cap")
    try:
        return Rake(
            percent=Fraction(str(percent)),
            cap=None if cap is None else whole_number(cap, "rake: cap"),
            no_flop_no_drop=document.get("no_flop_no_drop", True),
            drop=whole_number(document.get("drop", 0), "rake: drop"),
            drop_from=whole_number(document.get("drop_from", 0), "rake: drop_from"),
            source=document.get("from", "main_pot_first"),
        )
    except FormatError:
        raise
    except ValueError as error:
        raise FormatError(str(error)) from None


def rake_to_json(rake: Rake) -> dict[str, Any]:
    """The ``rake`` object, with only the fields that differ from the defaults."""
    percent = Fraction(rake.percent)
    document: dict[str, Any] = {
        "percent": int(percent) if percent.denominator == 1 else float(percent)
    }
    if rake.cap is not None:
        document["cap"] = rake.cap
    if not rake.no_flop_no_drop:
        document["no_flop_no_drop"] = False
    if rake.drop:
        document["drop"] = rake.drop
    if rake.drop_from:
        document["drop_from"] = rake.drop_from
    if rake.source != "main_pot_first":
        document["from"] = rake.source
    return document
