"""Guts money in the scenario format: the ``guts`` object, a seat's ``in``, the result's block.

Read and written for :mod:`~dealer_app.model.formats.scenario`, which keeps the rest of the
document. Every field but ``pot`` is optional; written back, the optional ones appear only
when they differ from their defaults (``declare`` always, as in the format's example).

>>> table = read_guts({"pot": 80, "limit": 100, "ante": 5})
>>> guts_to_dict(table)
{'pot': 80, 'reserve': 0, 'limit': 100, 'ante': 5, 'declare': 'sequence'}
>>> read_guts({"pot": 80, "ghost": "sometimes"})
Traceback (most recent call last):
...
dealer_app.model.json_values.FormatError: guts: ghost: 'sometimes' is not one of "none", ...
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from dealer_app.model.home.guts_money import GutsSettlement
from dealer_app.model.home.guts_table import Declare, GhostRule, GutsMoneyError, GutsTable, NobodyIn
from dealer_app.model.json_values import (
    FormatError,
    check_fields,
    json_flag,
    json_list,
    json_object,
    whole_number,
)
from dealer_app.model.showdown.seats import MAX_SEATS, ScenarioError, read_cards

__all__ = ["guts_to_dict", "read_guts", "read_seat_in", "settlement_to_dict"]

_GUTS_FIELDS = frozenset(
    {
        "pot",
        "reserve",
        "limit",
        "ante",
        "declare",
        "max_loss",
        "single_loser",
        "nobody_in",
        "ghost",
        "ghost_cards",
        "pass_left",
        "outs_ante",
        "alone_vs_deck",
        "deck_cards",
        "extra_ante",
        "third_card",
        "stage",
        "legs",
    }
)
_NOT_IN_GUTS = ("folded", "committed", "all_in")


def _optional_amount(data: Mapping[str, Any], name: str) -> int | None:
    value = data.get(name)
    return None if value is None else whole_number(value, f"guts: {name}")


def _cards_list(value: object, field: str) -> object:
    return value if isinstance(value, str) else json_list(value, field)


def read_guts(value: object) -> GutsTable:
    """The ``guts`` object of a scenario; :class:`FormatError` names the bad field."""
    data = json_object(value, "guts")
    check_fields(data, _GUTS_FIELDS, "guts: ")
    if "pot" not in data:
        raise FormatError("guts: pot: missing (the pot played for)")
    try:
        cards = data.get("ghost_cards", [])
        ghost_cards = read_cards(_cards_list(cards, "guts: ghost_cards"), "guts: ghost_cards")
        return GutsTable(
            pot=whole_number(data["pot"], "guts: pot"),
            reserve=whole_number(data.get("reserve", 0), "guts: reserve"),
            limit=_optional_amount(data, "limit"),
            ante=_optional_amount(data, "ante"),
            declare=data.get("declare", Declare.SEQUENCE.value),
            max_loss=_optional_amount(data, "max_loss"),
            single_loser=json_flag(data, "single_loser", "guts"),
            nobody_in=data.get("nobody_in", NobodyIn.ANTE.value),
            ghost=data.get("ghost", GhostRule.NONE.value),
            ghost_cards=ghost_cards,
            pass_left=json_flag(data, "pass_left", "guts"),
            outs_ante=json_flag(data, "outs_ante", "guts"),
            alone_vs_deck=json_flag(data, "alone_vs_deck", "guts"),
            deck_cards=read_cards(
                _cards_list(data.get("deck_cards", []), "guts: deck_cards"), "guts: deck_cards"
            ),
            extra_ante=_optional_amount(data, "extra_ante"),
            third_card=tuple(
                whole_number(seat, "guts: third_card")
                for seat in json_list(data.get("third_card", []), "guts: third_card")
            ),
            stage=_optional_amount(data, "stage"),
            legs=_read_legs(data.get("legs", {})),
        )
    except (GutsMoneyError, ScenarioError) as error:
        raise FormatError(str(error)) from None


def _read_legs(value: object) -> tuple[tuple[int, int], ...]:
    return read_seat_amounts(value, "guts: legs")


def read_seat_amounts(value: object, field: str) -> tuple[tuple[int, int], ...]:
    """An object of seat numbers to whole amounts (legs, opening antes), checked like seats.

    >>> read_seat_amounts({"1": 20, "3": 0}, "opening_antes")
    ((1, 20), (3, 0))
    >>> read_seat_amounts({"42": 5}, "opening_antes")
    Traceback (most recent call last):
    ...
    dealer_app.model.json_values.FormatError: opening_antes: "42" is not a seat number (1 to 10)
    """
    pairs = []
    for seat, amount in json_object(value, field).items():
        if not (seat.isascii() and seat.isdigit() and 1 <= int(seat) <= MAX_SEATS):
            shown = json.dumps(seat, ensure_ascii=False)
            raise FormatError(f"{field}: {shown} is not a seat number (1 to {MAX_SEATS})")
        count = whole_number(amount, f"{field}: seat {int(seat)}")
        if count < 0:
            raise FormatError(f"{field}: seat {int(seat)}: {count} is less than 0")
        pairs.append((int(seat), count))
    return tuple(pairs)


def read_seat_in(entry: Mapping[str, Any], label: str) -> bool:
    """A guts seat's ``in`` (required); a guts seat has no ``folded``, ``committed``, ``all_in``."""
    for name in _NOT_IN_GUTS:
        if name in entry:
            raise FormatError(f'{label}: {name}: a guts deal says "in" and keeps money in "guts"')
    if "in" not in entry:
        raise FormatError(f'{label}: "in" missing (true or false: did the seat stay in?)')
    seat_in = entry["in"]
    if not isinstance(seat_in, bool):
        raise FormatError(f"{label}: in must be true or false, not {json.dumps(seat_in)}")
    return seat_in


def guts_to_dict(table: GutsTable) -> dict[str, Any]:
    """The ``guts`` object, in the documented key order."""
    document: dict[str, Any] = {"pot": table.pot, "reserve": table.reserve}
    if table.limit is not None:
        document["limit"] = table.limit
    if table.ante is not None:
        document["ante"] = table.ante
    document["declare"] = table.declare.value
    if table.max_loss is not None:
        document["max_loss"] = table.max_loss
    if table.single_loser:
        document["single_loser"] = True
    if table.nobody_in is not NobodyIn.ANTE:
        document["nobody_in"] = table.nobody_in.value
    if table.ghost is not GhostRule.NONE:
        document["ghost"] = table.ghost.value
    if table.ghost_cards:
        document["ghost_cards"] = [str(card) for card in table.ghost_cards]
    if table.pass_left:
        document["pass_left"] = True
    if table.outs_ante:
        document["outs_ante"] = True
    if table.alone_vs_deck:
        document["alone_vs_deck"] = True
    if table.deck_cards:
        document["deck_cards"] = [str(card) for card in table.deck_cards]
    if table.extra_ante is not None:
        document["extra_ante"] = table.extra_ante
    if table.third_card:
        document["third_card"] = list(table.third_card)
    if table.stage is not None:
        document["stage"] = table.stage
        document["legs"] = _by_seat(table.legs)
    return document


def _by_seat(pairs: tuple[tuple[int, int], ...]) -> dict[str, int]:
    return {str(seat): amount for seat, amount in pairs}


def settlement_to_dict(
    money: GutsSettlement, payouts: tuple[tuple[int, int], ...]
) -> dict[str, Any]:
    """The result's ``guts`` block: winners, what they won, payments, antes, next pot."""
    document: dict[str, Any] = {
        "winners": list(money.stage_winners),
        "won": _by_seat(payouts),
        "payments": _by_seat(money.payments),
        "antes": _by_seat(money.antes),
        "next_pot": money.next_pot,
        "next_reserve": money.next_reserve,
        "to_reserve": money.to_reserve,
        "from_reserve": money.from_reserve,
        "pot_stays": money.pot_stays,
        "game_over": money.game_over,
    }
    extra = money.declared.table.extra_antes
    if extra:
        document["extra_antes"] = _by_seat(extra)
    if money.next_stage is not None:
        document["transfers"] = [
            {"from": loser, "to": winner, "amount": amount}
            for loser, winner, amount in money.transfers
        ]
        document["legs"] = _by_seat(money.legs)
        document["next_stage"] = money.next_stage
    if money.ghost_hand is not None:
        document["ghost"] = {
            "name": money.ghost_hand.name,
            "best": [str(card) for card in money.ghost_hand.cards],
            "wins": money.ghost_wins,
        }
    return document
