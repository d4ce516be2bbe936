"""Exams as JSON documents, so that a school hands the same exam to a whole class.

An exam document::

    {
      "format": "dealer-app/exam@1",
      "title": "Week 3 check",
      "school": "Card Room Academy",
      "timing": {"aim_factor": 1.5},
      "pass_rules": [
        {"rule": "overall", "percent": 80},
        {"rule": "perfect-drill", "drill": "build-pots"},
        {"rule": "game-mix", "percent": 70, "games": ["holdem", "omaha8"]}
      ],
      "spots": [
        {"drill": "read-winner", "scenario": {...}},
        {"drill": "name-hand", "seat": 3, "low": false, "scenario": {...}},
        {"drill": "spot-error", "error": "wrong-odd-chip", "error_seed": 12, "scenario": {...}},
        {"drill": "call-the-pot", "round": {...}},
        {"drill": "legal-raise", "raise_to": 60, "round": {...}},
        {"drill": "cut-it", "stacks": [["green", 40], ["red", 33]], "amount": 225}
      ]
    }

Each ``scenario`` is a showdown in the scenario format (``dealer-app/scenario@1``, with
its optional ``title`` and ``tags``); each ``round`` of an action drill is a betting round
in the action format (``dealer-app/action@1``) followed up to the seat the question is
about, and ``raise_to`` is the raise that seat says (legal-raise only). ``timing`` is
either ``{"seconds_per_spot": 30}`` or ``{"aim_factor": 1.5}`` (the spot's time aim times
the factor). The quick drills (``take-the-rake``, ``count-the-stacks``, ``cut-it``) take
their spot's own fields (:mod:`dealer_app.training.quick_exam`). Two more pass rules:
``{"rule": "each-game", "percent": 70}`` (that share in each game the exam deals) and
``{"rule": "timed-out", "most": 1}`` (no more than that many spots timed out). An action
item may say the ``game`` whose hand it is the action of. An exam read from a file carries
the file's SHA-256 as its identity, for its report. A document that is not an exam is
refused with :class:`ExamFileError`, whose message names the field:

>>> exam_from_json('{"format": "dealer-app/exam@1", "title": "T", "spots": []}')
Traceback (most recent call last):
...
dealer_app.training.exam_file.ExamFileError: spots: an exam needs at least one spot
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from typing import Any

from dealer_app.model.formats.action import round_from_dict, round_to_dict
from dealer_app.model.formats.kinds import EXAM_FORMAT, other_kind
from dealer_app.model.hands.games import Game
from dealer_app.model.json_values import FormatError, check_fields, finite_number, read_json
from dealer_app.model.room.betting import BettingError
from dealer_app.model.showdown.seats import ScenarioError
from dealer_app.training.action_drills import ActionDrill, action_spot_of
from dealer_app.training.aims import SPOT_ERROR
from dealer_app.training.dealer_errors import DealerError
from dealer_app.training.exam import (
    EXAM_DRILLS,
    ActionExamItem,
    AnyItem,
    EachGameRule,
    Exam,
    ExamError,
    ExamItem,
    ExamTiming,
    GameMixRule,
    OverallRule,
    PassRule,
    PerfectDrillRule,
    TimedOutRule,
    seconds_per_spot_problem,
)
from dealer_app.training.quick_exam import (
    QUICK_DRILLS,
    QuickExamItem,
    QuickItemError,
    quick_item_from_dict,
    quick_item_to_dict,
)
from dealer_app.training.spots import spot_from_dict, spot_to_dict

__all__ = [
    "EXAM_FORMAT",
    "ExamFileError",
    "exam_from_json",
    "exam_to_dict",
    "exam_to_json",
    "file_identity",
    "pass_rule_from_dict",
    "pass_rule_to_dict",
]

_TOP = frozenset({"format", "title", "school", "timing", "pass_rules", "spots"})
_ITEM = frozenset({"drill", "seat", "low", "error", "error_seed", "scenario"})
_ACTION_ITEM = frozenset({"drill", "raise_to", "round", "game"})
_RULE_NAMES = ("overall", "perfect-drill", "game-mix", "each-game", "timed-out")


class ExamFileError(ValueError):
    """An exam document that cannot be read; the message names the field and the problem."""


def file_identity(text: str | bytes) -> str:
    """How a report names the file an exam was read from: its SHA-256.

    >>> file_identity(b"{}")[:20]
    'SHA-256 44136fa355b3'
    """
    data = text.encode("utf-8") if isinstance(text, str) else text
    return f"SHA-256 {hashlib.sha256(data).hexdigest()}"


def pass_rule_to_dict(rule: PassRule) -> dict[str, Any]:
    """A pass rule as its file entry."""
    if isinstance(rule, OverallRule):
        return {"rule": "overall", "percent": rule.percent}
    if isinstance(rule, PerfectDrillRule):
        return {"rule": "perfect-drill", "drill": rule.drill}
    if isinstance(rule, EachGameRule):
        return {"rule": "each-game", "percent": rule.percent}
    if isinstance(rule, TimedOutRule):
        return {"rule": "timed-out", "most": rule.most}
    return {"rule": "game-mix", "percent": rule.percent, "games": list(rule.games)}


def _item_dict(item: AnyItem) -> dict[str, Any]:
    if isinstance(item, QuickExamItem):
        return quick_item_to_dict(item)
    if isinstance(item, ActionExamItem):
        action: dict[str, Any] = {"drill": item.drill}
        if item.proposed is not None:
            action["raise_to"] = item.proposed
        if item.dealt_in:
            action["game"] = item.dealt_in
        action["round"] = round_to_dict(item.spot.followed.round)
        return action
    document: dict[str, Any] = {"drill": item.drill}
    if item.seat is not None:
        document["seat"] = item.seat
        document["low"] = item.low
    if item.drill == SPOT_ERROR:
        document["error"] = item.error.value if item.error is not None else None
        document["error_seed"] = item.error_seed
    document["scenario"] = spot_to_dict(item.spot)
    return document


def exam_to_dict(exam: Exam) -> dict[str, Any]:
    """The exam as a JSON-ready document."""
    timing: dict[str, float] = (
        {"seconds_per_spot": exam.timing.seconds}
        if exam.timing.seconds is not None
        else {"aim_factor": exam.timing.aim_factor}
    )
    return {
        "format": EXAM_FORMAT,
        "title": exam.title,
        "school": exam.school,
        "timing": timing,
        "pass_rules": [pass_rule_to_dict(rule) for rule in exam.rules],
        "spots": [_item_dict(item) for item in exam.items],
    }


def exam_to_json(exam: Exam) -> str:
    """The exam as JSON text (UTF-8, indented)."""
    return json.dumps(exam_to_dict(exam), indent=2, ensure_ascii=False) + "\n"


def _fail(message: str) -> ExamFileError:
    return ExamFileError(message)


def _object(value: object, field: str) -> Mapping[str, Any]:
    if not isinstance(value, dict):
        raise _fail(f"{field} must be an object")
    return value


def _fields(value: Mapping[str, Any], allowed: frozenset[str], where: str) -> None:
    try:
        check_fields(value, allowed, where)
    except FormatError as error:
        raise _fail(str(error)) from None


def _number(value: object, field: str) -> float:
    try:
        return finite_number(value, field)
    except FormatError as error:
        raise _fail(str(error)) from None


def _text(value: object, field: str) -> str:
    if not isinstance(value, str):
        raise _fail(f"{field} must be text")
    return value


def _list(value: object, field: str) -> Sequence[Any]:
    if not isinstance(value, list):
        raise _fail(f"{field} must be a list")
    return value


def _timing(value: object) -> ExamTiming:
    timing = _object(value, "timing")
    _fields(timing, frozenset({"seconds_per_spot", "aim_factor"}), "timing: ")
    if "seconds_per_spot" in timing:
        seconds = _number(timing["seconds_per_spot"], "timing: seconds_per_spot")
        problem = seconds_per_spot_problem(seconds)
        if problem is not None:
            raise _fail(f"timing: seconds_per_spot {seconds:g} {problem}")
        return ExamTiming(seconds=seconds)
    factor = _number(timing.get("aim_factor", 1.5), "timing: aim_factor")
    if factor <= 0:
        raise _fail(f"timing: aim_factor {factor:g} must be more than 0")
    return ExamTiming(aim_factor=factor)


def pass_rule_from_dict(
    value: object, where: str, names: tuple[str, ...] = _RULE_NAMES
) -> PassRule:
    """Read one pass rule of a file (one of ``names``); :class:`ExamFileError` names the
    problem, with ``where`` it stands."""
    rule = _object(value, where)
    name = rule.get("rule")
    if name not in names:
        raise _fail(f"{where}: rule {json.dumps(name)} is not one of {', '.join(names)}")
    if name == "timed-out":
        _fields(rule, frozenset({"rule", "most"}), f"{where}: ")
        most = rule.get("most")
        if isinstance(most, bool) or not isinstance(most, int) or most < 0:
            raise _fail(f"{where}: most must be a whole number of 0 or more")
        return TimedOutRule(most)
    if name == "perfect-drill":
        _fields(rule, frozenset({"rule", "drill"}), f"{where}: ")
        drill = _text(rule.get("drill"), f"{where}: drill")
        if drill not in EXAM_DRILLS:
            raise _fail(f'{where}: drill "{drill}" is not one of {", ".join(EXAM_DRILLS)}')
        return PerfectDrillRule(drill)
    # The fields are checked first: a misspelt "percnt" is named as unknown, not as a
    # missing percent.
    known = {"rule", "percent"} if name != "game-mix" else {"rule", "percent", "games"}
    _fields(rule, frozenset(known), f"{where}: ")
    percent = _number(rule.get("percent"), f"{where}: percent")
    if not 0 <= percent <= 100:
        raise _fail(f"{where}: {percent} is not a percentage from 0 to 100")
    if name == "overall":
        return OverallRule(percent)
    if name == "each-game":
        return EachGameRule(percent)
    games = [_text(game, f"{where}: games") for game in _list(rule.get("games"), f"{where}: games")]
    for game in games:
        if game not in {member.value for member in Game}:
            raise _fail(f'{where}: game "{game}" is not a game the app knows')
    if not games:
        raise _fail(f"{where}: games must name at least one game")
    return GameMixRule(percent, tuple(games))


def _action_item(document: Mapping[str, Any], drill: ActionDrill, where: str) -> ActionExamItem:
    _fields(document, _ACTION_ITEM, f"{where}: ")
    if "round" not in document:
        raise _fail(f"{where}: round missing")
    game = _text(document.get("game", ""), f"{where}: game")
    if game and game not in {member.value for member in Game}:
        raise _fail(f'{where}: game "{game}" is not a game the app knows')
    proposed = document.get("raise_to")
    if proposed is not None and (isinstance(proposed, bool) or not isinstance(proposed, int)):
        raise _fail(f"{where}: raise_to must be a whole number of chips")
    try:
        spot = action_spot_of(round_from_dict(document["round"]), drill)
    except (BettingError, FormatError) as error:
        raise _fail(f"{where}: round: {error}") from None
    try:
        return ActionExamItem(drill.value, spot, proposed, game)
    except ExamError as problem:
        raise _fail(f"{where}: {problem}") from None


def _item(value: object, where: str) -> AnyItem:
    document = _object(value, where)
    drill = _text(document.get("drill"), f"{where}: drill")
    if drill not in EXAM_DRILLS:
        raise _fail(f'{where}: drill "{drill}" is not one of {", ".join(EXAM_DRILLS)}')
    if drill in {action.value for action in ActionDrill}:
        return _action_item(document, ActionDrill(drill), where)
    if drill in QUICK_DRILLS:
        try:
            return quick_item_from_dict(document)
        except QuickItemError as error:
            raise _fail(f"{where}: {error}") from None
    _fields(document, _ITEM, f"{where}: ")
    if "scenario" not in document:
        raise _fail(f"{where}: scenario missing")
    try:
        spot = spot_from_dict(_object(document["scenario"], f"{where}: scenario"))
    except (ScenarioError, FormatError) as error:
        raise _fail(f"{where}: scenario: {error}") from None
    seat = document.get("seat")
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)):
        raise _fail(f"{where}: seat must be a seat number")
    low = document.get("low", False)
    if not isinstance(low, bool):
        raise _fail(f"{where}: low must be true or false")
    mistake = None
    if document.get("error") is not None:
        name = _text(document["error"], f"{where}: error")
        known = {kind.value: kind for kind in DealerError}
        if name not in known:
            raise _fail(f'{where}: error "{name}" is not one of {", ".join(known)}')
        mistake = known[name]
    seed = document.get("error_seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise _fail(f"{where}: error_seed must be a whole number")
    try:
        return ExamItem(drill, spot, seat=seat, low=low, error=mistake, error_seed=seed)
    except ExamError as problem:
        raise _fail(f"{where}: {problem}") from None


def exam_from_dict(value: object, identity: str = "") -> Exam:
    """Read an exam from a decoded JSON document; :class:`ExamFileError` names the problem.
    ``identity`` names the source on the exam's report."""
    document = _object(value, "exam")
    wrong_kind = other_kind(document, EXAM_FORMAT)
    if wrong_kind is not None:
        raise _fail(wrong_kind)
    _fields(document, _TOP, "")
    if document.get("format") != EXAM_FORMAT:
        raise _fail(f'format: {json.dumps(document.get("format"))} is not "{EXAM_FORMAT}"')
    title = _text(document.get("title", ""), "title")
    school = _text(document.get("school", ""), "school")
    timing = _timing(document.get("timing", {}))
    rules = tuple(
        pass_rule_from_dict(rule, f"pass_rules, entry {number}")
        for number, rule in enumerate(_list(document.get("pass_rules", []), "pass_rules"), 1)
    )
    items = tuple(
        _item(item, f"spots, entry {number}")
        for number, item in enumerate(_list(document.get("spots"), "spots"), 1)
    )
    try:
        return Exam(title, items, rules or (OverallRule(80.0),), timing, school, identity)
    except ExamError as error:
        raise _fail(str(error)) from None


def exam_from_json(text: str | bytes) -> Exam:
    """Read an exam from JSON text (or UTF-8 bytes); its identity is the text's SHA-256."""
    try:
        document = read_json(text)
    except FormatError as error:
        raise _fail(str(error)) from None
    return exam_from_dict(document, file_identity(text))
