"""Scenario format version 1: the one way showdowns go in and out of JSON.

The format is described in ``scenario-format.md``. :func:`scenario_from_dict` reads a
decoded JSON object into a :class:`~dealer_app.model.scenario.Scenario`, refusing bad
input with a :class:`FormatError` that names the field (``seat 3: card "Zh" is not a
card``); :func:`scenario_to_dict` writes one back (open, save and open again gives the
same scenario); :func:`result_to_dict` writes a resolved showdown in the result format,
keys in the documented order.

>>> scenario = scenario_from_json('''{"game": "holdem", "button": 4, "seats": [
...   {"seat": 1, "cards": ["Ah", "Kd"], "committed": 300},
...   {"seat": 4, "cards": ["Ac", "Qc"], "committed": 300}],
...   "board": ["Jh", "2c", "2d", "5s", "5h"],
...   "chips": [{"name": "black", "value": 100}, {"name": "green", "value": 25}]}''')
>>> scenario_from_dict(scenario_to_dict(scenario)) == scenario
True
>>> scenario_from_json('{"game": "holdem", "seats": [{"seat": 3, "cards": ["Zh"]}]}')
Traceback (most recent call last):
...
dealer_app.model.scenario_format.FormatError: seat 3: card "Zh" is not a card

Choices where the format leaves room:

- Unknown fields are refused (a misspelt ``"folded"`` must not silently count as a seat
  still in the hand).
- ``chips`` may be left out: the standard set black 100, green 25, red 5, white 1.
- Amounts may be written ``300.0``; a fraction is refused.
- ``cards`` may also be one string, ``"AhKd"``.
- ``title``, ``tags``, a seat's ``all_in`` and ``rules.odd_chips`` are written back only
  when they differ from their defaults (no title, no tags, not all in, ``per_pot``).
- A number above 10^12 (``1e300``) is refused naming its field; a seat number or button
  outside 1 to 10 is refused by the model, in the same words as the table uses.
- With ``boards``, each ``hands`` entry ends with ``"board"``; each run in ``runs`` has
  exactly the keys ``amount``, ``winners``, ``shares``, ``odd_chips``, in board order. A
  pot the boards do not decide (an uncalled bet going back, a pot everyone else folded)
  is not divided between them: its ``runs`` is empty.
- Razz has no high hand: its ``hands`` entries have ``"category": null`` and name and
  ``best`` the low.
- An uncalled bet going back to its seat is listed as a pot named ``Returned to seat N``
  after the side pots. ``pots`` in the input may give chips for the pots formed by the
  money committed, with or without that last one.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping, Sequence
from typing import Any

from dealer_app.model.cards import Card, Rank
from dealer_app.model.chips import Chip, ChipCounts, ChipError, ChipSet
from dealer_app.model.evaluation import STANDARD_RULES, HouseRules
from dealer_app.model.scenario import (
    MAX_AMOUNT,
    STANDARD_CHIPS,
    OddChipRule,
    Scenario,
    ScenarioError,
    SeatEntry,
    StudOddChip,
)
from dealer_app.model.showdown import OddChip, PotResult, Result, RunResult, SeatHand, Share

__all__ = [
    "FORMAT",
    "FormatError",
    "read_json",
    "result_to_dict",
    "result_to_json",
    "scenario_from_dict",
    "scenario_from_json",
    "scenario_to_dict",
    "scenario_to_json",
]

FORMAT = "dealer-app/scenario@1"
"""The value of the optional ``format`` field."""

_TOP_FIELDS = frozenset(
    {
        "format",
        "title",
        "tags",
        "game",
        "rules",
        "button",
        "seats",
        "board",
        "boards",
        "chips",
        "pot",
        "pots",
    }
)
_SEAT_FIELDS = frozenset({"seat", "name", "cards", "folded", "committed", "all_in"})
_RULE_FIELDS = frozenset({"wild", "around_the_corner", "stud_odd_chip", "odd_chips"})
_CHIP_FIELDS = frozenset({"name", "value"})
_POT_FIELDS = frozenset({"chips"})
_RANKS = {rank.char: rank for rank in Rank} | {"10": Rank.TEN}
_STUD_ODD_CHIPS = {choice.value: choice for choice in StudOddChip}
_ODD_CHIP_RULES = {choice.value: choice for choice in OddChipRule}


class FormatError(ScenarioError):
    """A scenario document that does not follow the format; the message names the field."""


def _fail(message: str) -> FormatError:
    return FormatError(message)


def _json_type(value: object) -> str:
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


# Decoded JSON is made of dicts, lists, strs and ints: each check below lets the usual type
# through at once and looks closer only at anything else.


def _whole(value: object, field: str) -> int:
    """A whole number up to 10^12; ``300.0`` is accepted, ``12.5`` and ``true`` are not."""
    if type(value) is int and value <= MAX_AMOUNT:
        return value
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise _fail(f"{field} must be a whole number, not {_json_type(value)}")
    if value > MAX_AMOUNT:
        raise _fail(f"{field} {value} is more than 10^12")
    if isinstance(value, float):
        if not value.is_integer():
            raise _fail(f"{field} {value} is not a whole number")
        return int(value)
    # Negative numbers are refused by the model, in its own words.
    return value


def _object(value: object, field: str) -> Mapping[str, Any]:
    if type(value) is dict:
        return value
    if not isinstance(value, Mapping):
        raise _fail(f"{field} must be an object, not {_json_type(value)}")
    return value


def _list(value: object, field: str) -> Sequence[Any]:
    if type(value) is list:
        return value
    if not isinstance(value, list | tuple):
        raise _fail(f"{field} must be a list, not {_json_type(value)}")
    return value


def _check_fields(data: Mapping[str, Any], allowed: frozenset[str], where: str) -> None:
    if allowed.issuperset(data):
        return
    for key in data:
        if key not in allowed:
            known = ", ".join(sorted(allowed))
            raise _fail(f'{where}unknown field "{key}" (known: {known})')


def _cards_field(value: object, field: str) -> str | list[str]:
    if isinstance(value, str):
        return value
    cards = _list(value, field)
    for card in cards:
        if not isinstance(card, str):
            raise _fail(f"{field}: {json.dumps(card)} is not a card")
    return list(cards)


# -- reading --------------------------------------------------------------------------------


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
        raise _fail(f"not valid JSON: {error.msg} ({where})") from None


def scenario_from_json(text: str) -> Scenario:
    """Read one scenario from JSON text."""
    return scenario_from_dict(read_json(text))


def scenario_from_dict(data: object) -> Scenario:
    """Read one scenario from a decoded JSON object; :class:`FormatError` names what is wrong."""
    try:
        return _read(data)
    except FormatError:
        raise
    except (ScenarioError, ChipError) as error:
        raise FormatError(str(error)) from None


def _read(data: object) -> Scenario:
    document = _object(data, "scenario")
    _check_fields(document, _TOP_FIELDS, "")
    if "format" in document and document["format"] != FORMAT:
        raise _fail(f'format: {json.dumps(document["format"])} is not "{FORMAT}"')
    title = document.get("title", "")
    if not isinstance(title, str):
        raise _fail(f"title must be text, not {_json_type(title)}")
    tags = []
    for tag in _list(document.get("tags", []), "tags"):
        if not isinstance(tag, str) or not tag.strip():
            raise _fail(f"tags: {json.dumps(tag)} is not a tag (a short text)")
        tags.append(tag)
    if "game" not in document:
        raise _fail('game: missing (for example "holdem")')
    game = document["game"]
    if not isinstance(game, str):
        raise _fail(f"game must be text, not {_json_type(game)}")
    rules, stud_odd_chip, odd_chips = (
        _read_rules(document["rules"])
        if "rules" in document
        else (STANDARD_RULES, StudOddChip.ALL_CARDS, OddChipRule.PER_POT)
    )
    button = document.get("button")
    if button is not None:
        button = _whole(button, "button")
    if "seats" not in document:
        raise _fail("seats: missing")
    seats = tuple(
        _read_seat(entry, number)
        for number, entry in enumerate(_list(document["seats"], "seats"), 1)
    )
    chips = _read_chips(document["chips"]) if "chips" in document else STANDARD_CHIPS
    if "board" in document and "boards" in document:
        raise _fail('board: give either "board" or "boards", not both')
    board = _cards_field(document.get("board", []), "board")
    boards = None
    if "boards" in document:
        boards = [
            _cards_field(cards, f"board {number}")
            for number, cards in enumerate(_list(document["boards"], "boards"), 1)
        ]
        if not boards:
            raise _fail("boards: at least one board is needed")
    pot = _read_counts(document["pot"], "pot") if "pot" in document else None
    pot_chips = []
    if "pots" in document:
        for number, entry in enumerate(_list(document["pots"], "pots"), 1):
            where = f"pots, entry {number}"
            entry = _object(entry, where)
            _check_fields(entry, _POT_FIELDS, f"{where}: ")
            if "chips" not in entry:
                raise _fail(f'{where}: "chips" missing')
            pot_chips.append(_read_counts(entry["chips"], f"{where}: chips"))
    return Scenario.of(
        game,
        seats,
        chips=chips,
        button=button,
        board=board,
        boards=boards,
        pot=pot,
        pot_chips=pot_chips,
        rules=rules,
        stud_odd_chip=stud_odd_chip,
        odd_chips=odd_chips,
        title=title,
        tags=tags,
    )


def _read_rules(value: object) -> tuple[HouseRules, StudOddChip, OddChipRule]:
    rules = _object(value, "rules")
    _check_fields(rules, _RULE_FIELDS, "rules: ")
    wild = set()
    for rank in _list(rules.get("wild", []), "rules: wild"):
        text = str(rank).strip().upper() if isinstance(rank, str | int) else None
        if text is None or text not in _RANKS:
            raise _fail(f"rules: wild: {json.dumps(rank)} is not a rank (2-9, T, J, Q, K, A)")
        wild.add(_RANKS[text])
    corner = rules.get("around_the_corner", False)
    if not isinstance(corner, bool):
        raise _fail(f"rules: around_the_corner must be true or false, not {_json_type(corner)}")
    odd = rules.get("stud_odd_chip", StudOddChip.ALL_CARDS.value)
    if odd not in _STUD_ODD_CHIPS:
        raise _fail(f'rules: stud_odd_chip {json.dumps(odd)} is not "all_cards" or "best_five"')
    split_rule = rules.get("odd_chips", OddChipRule.PER_POT.value)
    if split_rule not in _ODD_CHIP_RULES:
        raise _fail(f'rules: odd_chips {json.dumps(split_rule)} is not "per_pot" or "per_split"')
    house = HouseRules(frozenset(wild), corner) if wild or corner else STANDARD_RULES
    return house, _STUD_ODD_CHIPS[odd], _ODD_CHIP_RULES[split_rule]


def _read_seat(value: object, number: int) -> SeatEntry:
    entry = _object(value, f"seats, entry {number}")
    if "seat" not in entry:
        raise _fail(f'seats, entry {number}: "seat" (the seat number) is missing')
    seat_value = entry["seat"]
    if type(seat_value) is int:
        seat = seat_value
    else:
        if isinstance(seat_value, bool) or not isinstance(seat_value, int | float):
            raise _fail(
                f"seats, entry {number}: seat must be a seat number, not {_json_type(seat_value)}"
            )
        seat = _whole(seat_value, f"seats, entry {number}: seat")
    label = f"seat {seat}"
    _check_fields(entry, _SEAT_FIELDS, f"{label}: ")
    name = entry.get("name", "")
    if not isinstance(name, str):
        raise _fail(f"{label}: name must be text, not {_json_type(name)}")
    folded = entry.get("folded", False)
    if not isinstance(folded, bool):
        raise _fail(f"{label}: folded must be true or false, not {_json_type(folded)}")
    committed = entry.get("committed")
    if committed is not None:
        committed = _whole(committed, f"{label}: committed")
    all_in = entry.get("all_in", False)
    if not isinstance(all_in, bool):
        raise _fail(f"{label}: all_in must be true or false, not {_json_type(all_in)}")
    cards = _cards_field(entry.get("cards", []), label)
    return SeatEntry.of(seat, cards, name=name, folded=folded, committed=committed, all_in=all_in)


def _read_chips(value: object) -> ChipSet:
    pairs = _chip_pairs(value)
    try:
        return _chip_set(pairs)
    except ChipError as error:
        raise _fail(str(error)) from None


@functools.lru_cache(maxsize=64)
def _chip_set(pairs: tuple[tuple[str, int], ...]) -> ChipSet:
    # Many scenarios in one file use the same chips: one ChipSet serves them all.
    return ChipSet(tuple(_chip(name, value) for name, value in pairs))


def _chip_pairs(value: object) -> tuple[tuple[str, int], ...]:
    pairs = []
    for number, entry in enumerate(_list(value, "chips"), 1):
        entry = _object(entry, f"chips, entry {number}")
        _check_fields(entry, _CHIP_FIELDS, f"chips, entry {number}: ")
        name = entry.get("name")
        if not isinstance(name, str) or not name.strip():
            raise _fail(f"chips, entry {number}: name must be text")
        if "value" not in entry:
            raise _fail(f"chips: {name}: value is missing")
        chip_value = _whole(entry["value"], f"chips: {name}: value")
        _chip(name, chip_value)  # a chip that cannot be is refused here, in file order
        pairs.append((name, chip_value))
    return tuple(pairs)


@functools.lru_cache(maxsize=256)
def _chip(name: str, value: int) -> Chip:
    return Chip(name, value)


def _read_counts(value: object, field: str) -> ChipCounts:
    counts = _object(value, field)
    pairs = []
    for name, count in counts.items():
        number = _whole(count, f"{field}: {name}")
        if number < 0:
            raise _fail(f"{field}: {name}: {number} is negative")
        pairs.append((name, number))
    return ChipCounts(tuple(pairs))


# -- writing --------------------------------------------------------------------------------


def _card_texts(cards: Sequence[Card]) -> list[str]:
    return list(map(str, cards))


def scenario_to_dict(scenario: Scenario) -> dict[str, Any]:
    """Write a scenario as a JSON-ready dict, in the documented key order."""
    document: dict[str, Any] = {"format": FORMAT}
    if scenario.title:
        document["title"] = scenario.title
    if scenario.tags:
        document["tags"] = list(scenario.tags)
    document["game"] = scenario.game.value
    rules: dict[str, Any] = {
        "wild": [rank.char for rank in sorted(scenario.rules.wild, reverse=True)],
        "around_the_corner": scenario.rules.around_the_corner,
    }
    if scenario.stud_odd_chip is not StudOddChip.ALL_CARDS:
        rules["stud_odd_chip"] = scenario.stud_odd_chip.value
    if scenario.odd_chips is not OddChipRule.PER_POT:
        rules["odd_chips"] = scenario.odd_chips.value
    document["rules"] = rules
    if scenario.button is not None:
        document["button"] = scenario.button
    seats = []
    for entry in scenario.seats:
        seat: dict[str, Any] = {"seat": entry.seat}
        if entry.name:
            seat["name"] = entry.name
        seat["cards"] = _card_texts(entry.cards)
        if entry.folded:
            seat["folded"] = True
        if entry.committed is not None:
            seat["committed"] = entry.committed
        if entry.all_in:
            seat["all_in"] = True
        seats.append(seat)
    document["seats"] = seats
    if scenario.run_count == 1:
        document["board"] = _card_texts(scenario.board)
    else:
        document["boards"] = [_card_texts(board) for board in scenario.boards]
    document["chips"] = [{"name": chip.name, "value": chip.value} for chip in scenario.chips]
    if scenario.pot is not None:
        document["pot"] = scenario.pot.as_dict()
    if scenario.pot_chips:
        document["pots"] = [{"chips": counts.as_dict()} for counts in scenario.pot_chips]
    return document


def scenario_to_json(scenario: Scenario, *, indent: int | None = 2) -> str:
    """Write a scenario as JSON text."""
    return json.dumps(scenario_to_dict(scenario), indent=indent, ensure_ascii=False)


def _hand_dict(hand: SeatHand, runs: int) -> dict[str, Any]:
    category = hand.category
    entry: dict[str, Any] = {
        "seat": hand.seat,
        "category": category.key if category is not None else None,
        "name": hand.name,
        "best": _card_texts(hand.best),
        "low": _card_texts(hand.low.cards) if hand.low is not None else None,
    }
    if runs > 1:
        entry["board"] = hand.board
    return entry


def _shares_dict(shares: Sequence[Share]) -> dict[str, Any]:
    return {
        str(share.seat): {
            "amount": share.amount,
            "chips": share.chips.as_dict() if share.chips is not None else None,
        }
        for share in shares
    }


def _odd_chips_list(odd_chips: Sequence[OddChip]) -> list[dict[str, Any]]:
    return [{"seat": odd.seat, "value": odd.value, "reason": odd.reason} for odd in odd_chips]


def _run_dict(run: RunResult) -> dict[str, Any]:
    return {
        "amount": run.amount,
        "winners": {"high": list(run.winners.high), "low": list(run.winners.low)},
        "shares": _shares_dict(run.shares),
        "odd_chips": _odd_chips_list(run.odd_chips),
    }


def _pot_dict(pot: PotResult, runs: int) -> dict[str, Any]:
    entry: dict[str, Any] = {
        "name": pot.name,
        "amount": pot.amount,
        "eligible": list(pot.eligible),
        "winners": {"high": list(pot.winners.high), "low": list(pot.winners.low)},
        "shares": _shares_dict(pot.shares),
        "odd_chips": _odd_chips_list(pot.odd_chips),
    }
    if runs > 1:
        entry["runs"] = [_run_dict(run) for run in pot.runs]
    return entry


def result_to_dict(result: Result) -> dict[str, Any]:
    """Write a resolved showdown in the result format, keys in the documented order."""
    runs = result.scenario.run_count
    return {
        "game": result.scenario.game.value,
        "hands": [_hand_dict(hand, runs) for hand in result.hands],
        "pots": [_pot_dict(pot, runs) for pot in result.pots],
        "payouts": {str(seat): amount for seat, amount in result.payouts},
        "steps": list(result.step_texts),
    }


def result_to_json(result: Result, *, indent: int | None = 2) -> str:
    """Write a resolved showdown as JSON text."""
    return json.dumps(result_to_dict(result), indent=indent, ensure_ascii=False)
