"""Auditions as JSON documents, beside the exam file, so that a room auditions a whole class
on the same hands.

An audition document::

    {
      "format": "dealer-app/audition@1",
      "title": "Dealer audition, summer series",
      "school": "Card Room Academy",
      "mix": ["holdem", "omaha", "omaha8", "stud", "razz", "deuce7", "badugi", "bigo"],
      "pot_limit": ["omaha", "bigo"],
      "hands_per_game": 3,
      "seconds_per_showdown": 90,
      "difficulty": 3,
      "seed": 2026,
      "pass_rules": [
        {"rule": "overall", "percent": 85},
        {"rule": "each-game", "percent": 70},
        {"rule": "timed-out", "most": 1}
      ]
    }

``mix`` is the room's mix (hold'em is always dealt; three more are drawn from the rest by
``seed``); ``pot_limit`` the Omaha games played pot-limit (``omaha``, ``omaha8``,
``omaha5``, ``bigo``; by default ``omaha``, ``omaha5`` and ``bigo``); ``difficulty`` 1 to 5
(3 when left out). The pass rules are the exam's ``overall``, ``each-game`` (that share in
each game dealt), ``timed-out`` (at most that many showdowns timed out) and
``perfect-drill``. A document that is not an audition is refused with
:class:`AuditionFileError`, whose message names the field:

>>> audition_from_json('{"format": "dealer-app/audition@1", "mix": ["holdem", "omaha"]}')
Traceback (most recent call last):
...
dealer_app.training.audition_file.AuditionFileError: hands_per_game missing
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from dealer_app.model.formats.kinds import AUDITION_FORMAT, other_kind
from dealer_app.model.hands.games import Game
from dealer_app.model.json_values import (
    FormatError,
    check_fields,
    finite_number,
    json_list,
    json_object,
    read_json,
    whole_number,
)
from dealer_app.training.audition import DEFAULT_POT_LIMIT, Audition, AuditionError
from dealer_app.training.exam_file import ExamFileError, file_identity, pass_rule_from_dict

__all__ = ["AUDITION_FORMAT", "AuditionFileError", "audition_from_dict", "audition_from_json"]

_TOP = frozenset(
    {
        "format",
        "title",
        "school",
        "mix",
        "pot_limit",
        "hands_per_game",
        "seconds_per_showdown",
        "difficulty",
        "seed",
        "pass_rules",
    }
)
_RULES = ("overall", "each-game", "timed-out", "perfect-drill")


class AuditionFileError(ValueError):
    """An audition document that cannot be read; the message names the field and the problem."""


def _games(value: object, field: str) -> tuple[Game, ...]:
    known = {game.value: game for game in Game}
    games = []
    for name in json_list(value, field):
        if not isinstance(name, str) or name not in known:
            raise FormatError(f"{field}: {json.dumps(name)} is not a game the app knows")
        games.append(known[name])
    return tuple(games)


def _text(document: Mapping[str, Any], name: str) -> str:
    value = document.get(name, "")
    if not isinstance(value, str):
        raise FormatError(f"{name} must be text")
    return value


def _seconds(value: object) -> float:
    return finite_number(value, "seconds_per_showdown", "number of seconds")


def audition_from_dict(value: object, identity: str = "") -> Audition:
    """Read an audition from a decoded JSON document; :class:`AuditionFileError` names the
    problem. ``identity`` names the source on the report."""
    try:
        document = json_object(value, "audition")
        wrong_kind = other_kind(document, AUDITION_FORMAT)
        if wrong_kind is not None:
            raise FormatError(wrong_kind)
        check_fields(document, _TOP, "")
        if document.get("format") != AUDITION_FORMAT:
            named = json.dumps(document.get("format"))
            raise FormatError(f'format: {named} is not "{AUDITION_FORMAT}"')
        for needed in ("mix", "hands_per_game", "seconds_per_showdown", "seed"):
            if needed not in document:
                raise FormatError(f"{needed} missing")
        rules = tuple(
            pass_rule_from_dict(rule, f"pass_rules, entry {number}", _RULES)
            for number, rule in enumerate(json_list(document.get("pass_rules"), "pass_rules"), 1)
        )
        if not rules:
            raise FormatError("pass_rules: an audition needs at least one rule")
        return Audition(
            title=_text(document, "title") or "Dealer audition",
            school=_text(document, "school"),
            mix=_games(document["mix"], "mix"),
            pot_limit=_games(document["pot_limit"], "pot_limit")
            if "pot_limit" in document
            else DEFAULT_POT_LIMIT,
            hands_per_game=whole_number(document["hands_per_game"], "hands_per_game"),
            seconds_per_showdown=_seconds(document["seconds_per_showdown"]),
            difficulty=whole_number(document.get("difficulty", 3), "difficulty"),
            seed=whole_number(document["seed"], "seed"),
            rules=rules,
            identity=identity,
        )
    except (FormatError, ExamFileError, AuditionError) as error:
        raise AuditionFileError(str(error)) from None


def audition_from_json(text: str | bytes) -> Audition:
    """Read an audition from JSON text (or UTF-8 bytes); its identity is the text's SHA-256."""
    try:
        document = read_json(text)
    except FormatError as error:
        raise AuditionFileError(str(error)) from None
    return audition_from_dict(document, file_identity(text))
