"""A guts evening as a file: the opening antes, every deal played, the deal being entered.

``dealer-app/guts-evening@1`` is a list of ordinary guts scenarios, so every deal in it is
also a scenario file. Reading it resolves every deal again, and each must follow the one
before (the pot and the reserve the deal before left).

>>> from dealer_app.model.play.evening import Evening
>>> evening = Evening.start("guts2", {1: "Ann", 2: "Bob"}, ante=10, limit=100, button=2)
>>> is_evening(evening_to_json(evening)), is_evening('{"game": "guts2"}')
(True, False)
>>> evening_from_json(evening_to_json(evening)).pot
20
"""

from __future__ import annotations

import json

from dealer_app.model.formats.guts import read_seat_amounts
from dealer_app.model.formats.kinds import EVENING_FORMAT, newer_format
from dealer_app.model.formats.scenario import scenario_from_dict, scenario_to_dict
from dealer_app.model.json_values import FormatError, json_list, json_object, read_json
from dealer_app.model.play.evening import Evening
from dealer_app.model.showdown.resolve import resolve
from dealer_app.model.showdown.result import Result
from dealer_app.model.showdown.scenario import Scenario
from dealer_app.model.showdown.seats import ScenarioError

__all__ = ["EVENING_FORMAT", "evening_from_json", "evening_to_json", "is_evening"]


def evening_to_json(evening: Evening) -> str:
    """Write an evening: the opening antes, every deal played, the deal being entered."""
    document = {
        "format": EVENING_FORMAT,
        "opening_antes": {str(seat): amount for seat, amount in evening.opening_antes},
        "played": [scenario_to_dict(result.scenario) for result in evening.played],
        "current": scenario_to_dict(evening.current),
    }
    return json.dumps(document, indent=2, ensure_ascii=False)


def is_evening(text: str | bytes) -> bool:
    """True when ``text`` looks like a saved evening (its ``format`` says so, of this
    version or a newer one, which :func:`evening_from_json` then says it cannot read)."""
    try:
        document = read_json(text)
    except FormatError:
        return False
    if not isinstance(document, dict):
        return False
    written = document.get("format")
    return written == EVENING_FORMAT or newer_format(written, EVENING_FORMAT) is not None


def evening_from_json(text: str | bytes) -> Evening:
    """Read a saved evening; every deal is resolved again and must follow the one before.

    A deal whose pot or reserve is not what the deal before left is refused, naming it.
    """
    document = json_object(read_json(text), "evening")
    newer = newer_format(document.get("format"), EVENING_FORMAT)
    if newer is not None:
        raise FormatError(newer)
    if document.get("format") != EVENING_FORMAT:
        raise FormatError(f'format: {json.dumps(document.get("format"))} is not "{EVENING_FORMAT}"')
    antes = read_seat_amounts(document.get("opening_antes", {}), "opening_antes")
    played: list[Result] = []
    for number, entry in enumerate(json_list(document.get("played", []), "played"), 1):
        scenario = _deal(entry, f"played, deal {number}")
        if played:
            _check_follows(played[-1], scenario, f"played, deal {number}")
        try:
            played.append(resolve(scenario))
        except ScenarioError as error:
            raise FormatError(f"played, deal {number}: {error}") from None
    if "current" not in document:
        raise FormatError("current: missing (the deal being entered)")
    current = _deal(document["current"], "current")
    if played:
        _check_follows(played[-1], current, "current")
    return Evening(
        current,
        tuple(played),
        antes,
    )


def _deal(entry: object, where: str) -> Scenario:
    try:
        scenario = scenario_from_dict(entry)
    except FormatError as error:
        raise FormatError(f"{where}: {error}") from None
    if scenario.guts is None:
        raise FormatError(f'{where}: not a guts deal (no "guts")')
    return scenario


def _check_follows(before: Result, scenario: Scenario, where: str) -> None:
    assert before.guts is not None and scenario.guts is not None
    left = (before.guts.next_pot, before.guts.next_reserve)
    given = (scenario.guts.pot, scenario.guts.reserve)
    if left != given:
        raise FormatError(
            f"{where}: pot {given[0]} and reserve {given[1]}, but the deal before left "
            f"pot {left[0]} and reserve {left[1]}"
        )
