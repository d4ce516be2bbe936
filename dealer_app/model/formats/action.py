"""A betting round as JSON: what ``dealer-app action`` reads and writes.

Input (only ``structure``, ``button``, ``seats`` and the stakes are needed)::

    {"format": "dealer-app/action@1",
     "structure": "pot-limit",            # "no-limit", "pot-limit" or "limit"
     "blinds": [1, 2], "ante": 0, "straddle": 0,
     "bets": [10, 20], "raise_cap": 3, "uncapped_heads_up": true,   # limit only
     "street": "flop", "pot": 100, "button": 3,
     "seats": [{"seat": 1, "stack": 500}, {"seat": 2}, {"seat": 3}],
     "actions": ["1 b 20", "2 c", {"seat": 3, "action": "raise", "amount": 180}]}

An action is either text (the seat, then the keys the table's Pot panel takes: ``b 20``,
``c``, ``r 60``, ``a``, ``a 30``, ``x``, ``f``) or an object; every amount is the seat's
total in this round.

>>> followed = round_from_dict({"structure": "pot-limit", "blinds": [1, 2], "street": "flop",
...     "pot": 100, "button": 3, "seats": [{"seat": 1}, {"seat": 2}, {"seat": 3}],
...     "actions": ["1 b 20", "2 c"]})
>>> out = followed_to_dict(followed)
>>> out["to_act"]["seat"], out["to_act"]["largest_raise_to"], out["pot"]
(3, 180, 140)
>>> round_from_dict({"structure": "pot-limit", "button": 1, "seats": []})
Traceback (most recent call last):
...
dealer_app.model.json_values.FormatError: blinds is missing: give [small, big]
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dealer_app.model.json_values import (
    FormatError,
    check_fields,
    json_flag,
    json_list,
    json_object,
    whole_number,
)
from dealer_app.model.room.betting import (
    Action,
    BettingError,
    BettingRound,
    BettingRules,
    FollowedRound,
    Move,
    SeatStack,
    Street,
    Structure,
    follow_action,
    parse_typed_action,
)

__all__ = ["ACTION_FORMAT", "followed_to_dict", "round_from_dict", "round_to_dict"]

ACTION_FORMAT = "dealer-app/action@1"
_TOP_FIELDS = frozenset(
    {
        "format",
        "structure",
        "blinds",
        "ante",
        "straddle",
        "bets",
        "raise_cap",
        "uncapped_heads_up",
        "street",
        "pot",
        "button",
        "seats",
        "actions",
    }
)
_SEAT_FIELDS = frozenset({"seat", "stack"})
_ACTION_FIELDS = frozenset({"seat", "action", "amount"})


def _choice(document: Mapping[str, Any], name: str, kinds: Any, default: Any = None) -> Any:
    value = document.get(name)
    if value is None and default is not None:
        return default
    names = [kind.value for kind in kinds]
    for kind in kinds:
        if kind.value == value:
            return kind
    if name not in document:
        raise FormatError(f"{name} is missing: one of {', '.join(names)}")
    raise FormatError(f"{name} must be one of {', '.join(names)}, not {value!r}")


def _pair(document: Mapping[str, Any], name: str, words: str) -> tuple[int, int]:
    if name not in document:
        raise FormatError(f"{name} is missing: give {words}")
    values = json_list(document[name], name)
    if len(values) != 2:
        raise FormatError(f"{name} must be two amounts, {words}, not {len(values)}")
    return whole_number(values[0], name), whole_number(values[1], name)


def _action(entry: object, number: int) -> Action:
    where = f"actions, entry {number}"
    if isinstance(entry, str):
        try:
            return parse_typed_action(entry)
        except BettingError as error:
            raise FormatError(f"{where}: {error}") from None
    item = json_object(entry, where)
    check_fields(item, _ACTION_FIELDS, f"{where}: ")
    if "seat" not in item:
        raise FormatError(f"{where}: seat is missing")
    seat = whole_number(item["seat"], f"{where}: seat")
    move = _choice(item, "action", Move)
    amount = whole_number(item["amount"], f"{where}: amount") if "amount" in item else None
    return Action(seat, move, amount)


def round_from_dict(data: object) -> FollowedRound:
    """Read a decoded betting-round document and follow its actions; errors name the field."""
    document = json_object(data, "betting round")
    check_fields(document, _TOP_FIELDS, "")
    if document.get("format", ACTION_FORMAT) != ACTION_FORMAT:
        raise FormatError(f'format must be "{ACTION_FORMAT}", not {document["format"]!r}')
    structure = _choice(document, "structure", Structure)
    small_blind, big_blind = _pair(document, "blinds", "[small, big]")
    small_bet = big_bet = 0
    if structure is Structure.LIMIT:
        small_bet, big_bet = _pair(document, "bets", "[small bet, big bet]")
    elif "bets" in document:
        raise FormatError(f"bets: only a limit game has fixed bets, not {structure.value}")
    rules = BettingRules(
        structure,
        small_blind=small_blind,
        big_blind=big_blind,
        ante=whole_number(document.get("ante", 0), "ante"),
        straddle=whole_number(document.get("straddle", 0), "straddle"),
        small_bet=small_bet,
        big_bet=big_bet,
        raise_cap=whole_number(document.get("raise_cap", 3), "raise_cap"),
        uncapped_heads_up=json_flag(
            {"uncapped_heads_up": document.get("uncapped_heads_up", True)},
            "uncapped_heads_up",
            "round",
        ),
    )
    seats = []
    for number, entry in enumerate(json_list(document.get("seats"), "seats"), 1):
        where = f"seats, entry {number}"
        item = json_object(entry, where)
        check_fields(item, _SEAT_FIELDS, f"{where}: ")
        if "seat" not in item:
            raise FormatError(f"{where}: seat is missing")
        seat = whole_number(item["seat"], f"{where}: seat")
        stack = item.get("stack")
        seats.append(
            SeatStack(seat, None if stack is None else whole_number(stack, f"seat {seat}: stack"))
        )
    if "button" not in document:
        raise FormatError("button is missing: give the button's seat number")
    actions = json_list(document.get("actions", []), "actions")
    betting_round = BettingRound(
        rules,
        tuple(seats),
        button=whole_number(document["button"], "button"),
        street=_choice(document, "street", Street, Street.PREFLOP),
        pot=whole_number(document.get("pot", 0), "pot"),
        actions=tuple(_action(entry, number) for number, entry in enumerate(actions, 1)),
    )
    return follow_action(betting_round)


def round_to_dict(betting_round: BettingRound) -> dict[str, Any]:
    """The input document of a round (what :func:`round_from_dict` reads back)."""
    rules = betting_round.rules
    document: dict[str, Any] = {
        "format": ACTION_FORMAT,
        "structure": rules.structure.value,
        "blinds": [rules.small_blind, rules.big_blind],
    }
    if rules.ante:
        document["ante"] = rules.ante
    if rules.straddle:
        document["straddle"] = rules.straddle
    if rules.structure is Structure.LIMIT:
        document["bets"] = [rules.small_bet, rules.big_bet]
        document["raise_cap"] = rules.raise_cap
        document["uncapped_heads_up"] = rules.uncapped_heads_up
    document["street"] = betting_round.street.value
    if betting_round.pot:
        document["pot"] = betting_round.pot
    document["button"] = betting_round.button
    document["seats"] = [
        {"seat": seat.seat} if seat.stack is None else {"seat": seat.seat, "stack": seat.stack}
        for seat in betting_round.seats
    ]
    document["actions"] = [f"{action.seat} {action.keys()}" for action in betting_round.actions]
    return document


def followed_to_dict(followed: FollowedRound) -> dict[str, Any]:
    """The figures: each step and the pot after it, each seat's chips, the seat to act."""
    turn = followed.turn
    to_act: dict[str, Any] | None = None
    if turn is not None:
        to_act = {
            "seat": turn.seat,
            "to_call": turn.to_call,
            "call": turn.call_words,
            "may_raise": turn.may_raise,
        }
        if turn.may_raise:
            to_act["smallest_raise_to"] = turn.smallest_raise_to
            to_act["largest_raise_to"] = turn.largest_raise_to
            to_act["smallest"] = turn.smallest_words
            to_act["largest"] = turn.largest_words
        else:
            to_act["why_not"] = turn.smallest_words
    return {
        "steps": [
            {"seat": step.seat, "action": step.words, "pot": step.pot} for step in followed.steps
        ],
        "seats": [
            {
                "seat": seat.seat,
                "put_in": seat.put_in + seat.ante,
                "folded": seat.folded,
                "all_in": seat.all_in,
                "stack": seat.stack_left,
            }
            for seat in followed.seats
        ],
        "pot": followed.pot,
        "bet": followed.current_bet,
        "to_act": to_act,
        "over": followed.over_words or None,
    }
