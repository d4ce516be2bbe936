"""Scenario format version 1: the one way showdowns go in and out of JSON.

The format is described in ``scenario-format.md``. The checks of decoded JSON values
are :mod:`~dealer_app.model.json_values`', the chip-set reader is
:mod:`~dealer_app.model.room.chip_sets`'. :func:`scenario_from_dict` reads a
decoded JSON object into a :class:`~dealer_app.model.showdown.scenario.Scenario`, refusing bad
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
dealer_app.model.formats.scenario.ScenarioFormatError: seat 3: card "Zh" is not a card

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
- ``rules.suit_tiebreaks`` (the home-game rule where suits break ties, hold'em and Omaha)
  and ``roshambo`` (``{"Main pot": 5}``: who won rock-paper-scissors for a pot three or
  more seats tie under it; ``"Main pot, board 2"`` for one board's part) are written back
  only when set. A pot still waiting for that game has ``"pending"`` after ``odd_chips``
  and no shares.
- Razz has no high hand: its ``hands`` entries have ``"category": null`` and name and
  ``best`` the low; so do deuce-to-seven, ace-to-five and badugi. Badeucy, badacey and
  razzdugi name and give as ``best`` their five-card hand, as ``low`` the badugi, and say
  what their halves are in ``"halves"`` (after ``"game"``): ``{"high": "deuce-to-seven",
  "low": "badugi"}``; ``winners.high`` is the five-card half.
- An uncalled bet going back to its seat is listed as a pot named ``Returned to seat N``
  after the side pots. ``pots`` in the input may give chips for the pots formed by the
  money committed, with or without that last one.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from dealer_app.model.cards import Card, Rank
from dealer_app.model.chips import ChipCounts, ChipError
from dealer_app.model.formats.guts import guts_to_dict, read_guts, read_seat_in, settlement_to_dict
from dealer_app.model.formats.kinds import SCENARIO_FORMAT, other_kind
from dealer_app.model.formats.rake import rake_from_json, rake_to_json
from dealer_app.model.hands.guts import guts3_order
from dealer_app.model.hands.strength import STANDARD_RULES, Category, HouseRules
from dealer_app.model.json_values import (
    FormatError,
    check_fields,
    json_choice,
    json_flag,
    json_list,
    json_object,
    json_type,
    read_json,
    whole_number,
)
from dealer_app.model.room.chip_sets import STANDARD_CHIPS, chip_set_from_json
from dealer_app.model.showdown.odd_chip_rules import OddChipRule, StudOddChip
from dealer_app.model.showdown.result import OddChip, PotResult, Result, RunResult, SeatHand, Share
from dealer_app.model.showdown.scenario import Scenario
from dealer_app.model.showdown.seats import ScenarioError, SeatEntry

__all__ = [
    "FORMAT",
    "ScenarioFormatError",
    "result_to_dict",
    "result_to_json",
    "scenario_from_dict",
    "scenario_from_json",
    "scenario_to_dict",
    "scenario_to_json",
]

FORMAT = SCENARIO_FORMAT
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
        "guts",
        "roshambo",
        "rake",
    }
)
_SEAT_FIELDS = frozenset({"seat", "name", "cards", "folded", "committed", "all_in", "in"})
_RULE_FIELDS = frozenset(
    {"wild", "around_the_corner", "stud_odd_chip", "odd_chips", "suit_tiebreaks", "guts3_ranking"}
)
_POT_FIELDS = frozenset({"chips"})
_RANKS = {rank.char: rank for rank in Rank} | {"10": Rank.TEN}
_STUD_ODD_CHIPS = {choice.value: choice for choice in StudOddChip}
_ODD_CHIP_RULES = {choice.value: choice for choice in OddChipRule}


def _cards_field(value: object, where: str, field: str = "") -> str | list[str]:
    """The cards as read: ``where`` names their place in an error (``"board 2"``, ``"seat
    3"``), with ``field`` when they are a field of it (``"seat 3: cards must be a list"``)."""
    if isinstance(value, str):
        return value
    cards = json_list(value, f"{where}: {field}" if field else where)
    for card in cards:
        if not isinstance(card, str):
            raise FormatError(f"{where}: {json.dumps(card)} is not a card")
    return list(cards)


# -- reading --------------------------------------------------------------------------------


class ScenarioFormatError(FormatError, ScenarioError):
    """A scenario document that cannot be read: both a document off its format and a
    showdown that can never be resolved, so callers may catch either."""


def scenario_from_json(text: str | bytes) -> Scenario:
    """Read one scenario from JSON text (or UTF-8 bytes, as a file holds them)."""
    try:
        data = read_json(text)
    except FormatError as error:
        raise ScenarioFormatError(str(error)) from None
    return scenario_from_dict(data)


def scenario_from_dict(data: object) -> Scenario:
    """Read one scenario from a decoded JSON object; :class:`ScenarioFormatError` names what
    is wrong."""
    try:
        return _read(data)
    except ScenarioFormatError:
        raise
    except (FormatError, ScenarioError, ChipError) as error:
        raise ScenarioFormatError(str(error)) from None


def _read(data: object) -> Scenario:
    document = json_object(data, "scenario")
    wrong_kind = other_kind(document, FORMAT)
    if wrong_kind is not None:
        raise FormatError(wrong_kind)
    check_fields(document, _TOP_FIELDS, "")
    if "format" in document and document["format"] != FORMAT:
        raise FormatError(f'format: {json.dumps(document["format"])} is not "{FORMAT}"')
    title = document.get("title", "")
    if not isinstance(title, str):
        raise FormatError(f"title must be text, not {json_type(title)}")
    tags = []
    for tag in json_list(document["tags"], "tags") if "tags" in document else ():
        if not isinstance(tag, str) or not tag.strip():
            raise FormatError(f"tags: {json.dumps(tag)} is not a tag (a short text)")
        tags.append(tag)
    if "game" not in document:
        raise FormatError('game: missing (for example "holdem")')
    game = document["game"]
    if not isinstance(game, str):
        raise FormatError(f"game must be text, not {json_type(game)}")
    rules, stud_odd_chip, odd_chips = (
        _read_rules(document["rules"])
        if "rules" in document
        else (STANDARD_RULES, StudOddChip.ALL_CARDS, OddChipRule.PER_POT)
    )
    button = document.get("button")
    if button is not None:
        button = whole_number(button, "button")
    if "seats" not in document:
        raise FormatError("seats: missing")
    guts = read_guts(document["guts"]) if "guts" in document else None
    seats = tuple(
        _read_seat(entry, number, guts=guts is not None)
        for number, entry in enumerate(json_list(document["seats"], "seats"), 1)
    )
    if guts is not None:
        dealt = {entry.seat for entry in seats}
        for seat, _ in guts.legs:
            if seat not in dealt:
                raise FormatError(f"guts: legs: seat {seat} is not dealt in")
    chips = chip_set_from_json(document["chips"]) if "chips" in document else STANDARD_CHIPS
    if "board" in document and "boards" in document:
        raise FormatError('board: give either "board" or "boards", not both')
    board = _cards_field(document.get("board", []), "board")
    boards = None
    if "boards" in document:
        boards = [
            _cards_field(cards, f"board {number}")
            for number, cards in enumerate(json_list(document["boards"], "boards"), 1)
        ]
        if not boards:
            raise FormatError("boards: at least one board is needed")
    pot = _read_counts(document["pot"], "pot") if "pot" in document else None
    pot_chips = []
    if "pots" in document:
        for number, entry in enumerate(json_list(document["pots"], "pots"), 1):
            where = f"pots, entry {number}"
            entry = json_object(entry, where)
            check_fields(entry, _POT_FIELDS, f"{where}: ")
            if "chips" not in entry:
                raise FormatError(f'{where}: "chips" missing')
            pot_chips.append(_read_counts(entry["chips"], f"{where}: chips"))
    rule_fields = json_object(document["rules"], "rules") if "rules" in document else {}
    suit_tiebreaks = json_flag(rule_fields, "suit_tiebreaks", "rules")
    roshambo = _read_roshambo(document["roshambo"]) if "roshambo" in document else None
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
        guts=guts,
        suit_tiebreaks=suit_tiebreaks,
        roshambo=roshambo,
        rake=rake_from_json(document["rake"]) if "rake" in document else None,
    )


def _read_roshambo(value: object) -> dict[str, int]:
    """``{"Main pot": 5}``: who won rock-paper-scissors for each pot that needed it."""
    return {
        where: whole_number(seat, f"roshambo: {where}")
        for where, seat in json_object(value, "roshambo").items()
    }


def _read_rules(value: object) -> tuple[HouseRules, StudOddChip, OddChipRule]:
    rules = json_object(value, "rules")
    check_fields(rules, _RULE_FIELDS, "rules: ")
    wild = set()
    for rank in json_list(rules.get("wild", []), "rules: wild"):
        text = str(rank).strip().upper() if isinstance(rank, str | int) else None
        if text is None or text not in _RANKS:
            raise FormatError(f"rules: wild: {json.dumps(rank)} is not a rank (2-9, T, J, Q, K, A)")
        wild.add(_RANKS[text])
    corner = json_flag(rules, "around_the_corner", "rules")
    stud_odd_chip = json_choice(
        rules.get("stud_odd_chip", StudOddChip.ALL_CARDS.value),
        _STUD_ODD_CHIPS,
        "rules: stud_odd_chip",
    )
    odd_chips = json_choice(
        rules.get("odd_chips", OddChipRule.PER_POT.value), _ODD_CHIP_RULES, "rules: odd_chips"
    )
    order: tuple[Category, ...] = ()
    if "guts3_ranking" in rules:
        try:
            order = guts3_order(json_list(rules["guts3_ranking"], "rules: guts3_ranking"))
        except ValueError as error:
            raise FormatError(f"rules: {error}") from None
    house = (
        HouseRules(frozenset(wild), corner, order) if wild or corner or order else STANDARD_RULES
    )
    return house, stud_odd_chip, odd_chips


def _read_seat(value: object, number: int, *, guts: bool = False) -> SeatEntry:
    entry = json_object(value, f"seats, entry {number}")
    if "seat" not in entry:
        raise FormatError(f'seats, entry {number}: "seat" (the seat number) is missing')
    seat_value = entry["seat"]
    if type(seat_value) is int:
        seat = seat_value
    else:
        if isinstance(seat_value, bool) or not isinstance(seat_value, int | float):
            raise FormatError(
                f"seats, entry {number}: seat must be a seat number, not {json_type(seat_value)}"
            )
        seat = whole_number(seat_value, f"seats, entry {number}: seat")
    label = f"seat {seat}"
    check_fields(entry, _SEAT_FIELDS, f"{label}: ")
    name = entry.get("name", "")
    if not isinstance(name, str):
        raise FormatError(f"{label}: name must be text, not {json_type(name)}")
    folded = json_flag(entry, "folded", label)
    if guts:
        folded = not read_seat_in(entry, label)
    elif "in" in entry:
        raise FormatError(f'{label}: "in" is only for a guts deal (with "guts")')
    committed = entry.get("committed")
    if committed is not None:
        committed = whole_number(committed, f"{label}: committed")
    all_in = json_flag(entry, "all_in", label)
    cards = _cards_field(entry.get("cards", []), label, "cards")
    return SeatEntry.of(seat, cards, name=name, folded=folded, committed=committed, all_in=all_in)


def _read_counts(value: object, field: str) -> ChipCounts:
    counts = json_object(value, field)
    pairs = []
    for name, count in counts.items():
        number = whole_number(count, f"{field}: {name}")
        if number < 0:
            raise FormatError(f"{field}: {name}: {number} is negative")
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
    if scenario.rules.guts3_order:
        rules["guts3_ranking"] = [category.key for category in scenario.rules.guts3_order]
    if scenario.stud_odd_chip is not StudOddChip.ALL_CARDS:
        rules["stud_odd_chip"] = scenario.stud_odd_chip.value
    if scenario.odd_chips is not OddChipRule.PER_POT:
        rules["odd_chips"] = scenario.odd_chips.value
    if scenario.suit_tiebreaks:
        rules["suit_tiebreaks"] = True
    document["rules"] = rules
    if scenario.button is not None:
        document["button"] = scenario.button
    seats = []
    for entry in scenario.seats:
        seat: dict[str, Any] = {"seat": entry.seat}
        if entry.name:
            seat["name"] = entry.name
        seat["cards"] = _card_texts(entry.cards)
        if scenario.guts is not None:
            seat["in"] = not entry.folded
        elif entry.folded:
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
    if scenario.guts is not None:
        document["guts"] = guts_to_dict(scenario.guts)
    if scenario.roshambo:
        document["roshambo"] = dict(scenario.roshambo)
    if scenario.rake is not None:
        document["rake"] = rake_to_json(scenario.rake)
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
    if pot.pending:
        entry["pending"] = pot.pending
    if pot.raked:
        entry["raked"] = pot.raked
    if runs > 1:
        entry["runs"] = [_run_dict(run) for run in pot.runs]
    return entry


def result_to_dict(result: Result) -> dict[str, Any]:
    """Write a resolved showdown in the result format, keys in the documented order."""
    runs = result.scenario.run_count
    document: dict[str, Any] = {"game": result.scenario.game.value}
    halves = result.scenario.game_rules.halves
    if halves:
        document["halves"] = {"high": halves[0], "low": halves[1]}
    document |= {
        "hands": [_hand_dict(hand, runs) for hand in result.hands],
        "pots": [_pot_dict(pot, runs) for pot in result.pots],
        "payouts": {str(seat): amount for seat, amount in result.payouts},
    }
    if result.guts is not None:
        document["guts"] = settlement_to_dict(result.guts, result.payouts)
    if result.rake is not None:
        document["rake"] = {
            "rake": result.rake.rake,
            "drop": result.rake.drop,
            "chips": result.rake.chips.as_dict(),
        }
    document["steps"] = list(result.step_texts)
    return document


def result_to_json(result: Result, *, indent: int | None = 2) -> str:
    """Write a resolved showdown as JSON text."""
    return json.dumps(result_to_dict(result), indent=indent, ensure_ascii=False)
