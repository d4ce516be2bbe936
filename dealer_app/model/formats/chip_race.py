"""The chip race as JSON: what ``dealer-app chip-race`` reads and writes.

Input (``chips`` optional, the standard set by default; ``cards`` optional per player,
dealt from a deck shuffled by ``seed`` when missing)::

    {"format": "dealer-app/chip-race@1",
     "chips": [{"name": "black", "value": 100}, {"name": "green", "value": 25}],
     "leaving": "green",
     "players": [{"seat": 1, "chips": 13, "other": 500, "cards": ["2c"]}],
     "seed": 7}

>>> race = race_from_dict({"leaving": "white", "players": [
...     {"seat": 1, "chips": 7, "other": 25, "cards": ["As", "Kd"]},
...     {"seat": 2, "chips": 3, "cards": ["2c", "3c", "4c"]}]})
>>> out = race_to_dict(race)
>>> out["new_chips"], out["players"][0]["wins"], out["players"][1]["kept_in"]
(1, True, True)
>>> race_from_dict({"leaving": "white", "players": [{"seat": 1}]})
Traceback (most recent call last):
...
dealer_app.model.json_values.FormatError: players, entry 1: chips is missing
"""

from __future__ import annotations

from typing import Any

from dealer_app.model.cards import format_cards
from dealer_app.model.formats.kinds import RACE_FORMAT, other_kind
from dealer_app.model.json_values import (
    FormatError,
    check_fields,
    json_list,
    json_object,
    whole_number,
)
from dealer_app.model.room.chip_race import ChipRace, RacePlayer, chip_race
from dealer_app.model.room.chip_sets import STANDARD_CHIPS, chip_set_from_json

__all__ = ["RACE_FORMAT", "race_from_dict", "race_to_dict"]

_TOP_FIELDS = frozenset({"format", "chips", "leaving", "players", "seed"})
_PLAYER_FIELDS = frozenset({"seat", "chips", "other", "cards"})


def race_from_dict(data: object) -> ChipRace:
    """Read a decoded chip-race document and run the race; errors name the field."""
    document = json_object(data, "chip race")
    wrong_kind = other_kind(document, RACE_FORMAT)
    if wrong_kind is not None:
        raise FormatError(wrong_kind)
    check_fields(document, _TOP_FIELDS, "")
    if document.get("format", RACE_FORMAT) != RACE_FORMAT:
        raise FormatError(f'format must be "{RACE_FORMAT}", not {document["format"]!r}')
    chips = chip_set_from_json(document["chips"]) if "chips" in document else STANDARD_CHIPS
    leaving = document.get("leaving")
    if not isinstance(leaving, str):
        raise FormatError("leaving must be the name of a chip")
    seed = whole_number(document["seed"], "seed") if "seed" in document else None
    players = []
    cards: dict[int, list[str]] = {}
    entries = json_list(document.get("players"), "players")
    if not entries:
        raise FormatError("players: at least one player is needed")
    for number, entry in enumerate(entries, 1):
        where = f"players, entry {number}"
        entry = json_object(entry, where)
        check_fields(entry, _PLAYER_FIELDS, f"{where}: ")
        for field in ("seat", "chips"):
            if field not in entry:
                raise FormatError(f"{where}: {field} is missing")
        seat = whole_number(entry["seat"], f"{where}: seat")
        players.append(
            RacePlayer(
                seat,
                whole_number(entry["chips"], f"seat {seat}: chips"),
                whole_number(entry.get("other", 0), f"seat {seat}: other"),
            )
        )
        if "cards" in entry:
            texts = json_list(entry["cards"], f"seat {seat}: cards")
            if not all(isinstance(text, str) for text in texts):
                raise FormatError(f"seat {seat}: cards must be a list of cards")
            cards[seat] = list(texts)
    return chip_race(chips, leaving, players, cards=cards or None, seed=seed)


def race_to_dict(race: ChipRace) -> dict[str, Any]:
    """The result document: each player's chips after the colour-up, the race and the steps."""
    return {
        "leaving": {"name": race.leaving.name, "value": race.leaving.value},
        "up": {"name": race.up.name, "value": race.up.value},
        "pool": race.pool_value,
        "new_chips": race.new_chips,
        "players": [
            {
                "seat": player.seat,
                "chips": player.leaving,
                "races": player.remainder,
                "cards": format_cards(player.cards).split(),
                "wins": player.won,
                "up_chips": player.up_chips,
                "kept_in": player.kept_in,
            }
            for player in race.players
        ],
        "winners": list(race.winners),
        "steps": list(race.steps),
    }
