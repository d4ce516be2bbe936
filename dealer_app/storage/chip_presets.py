"""The chip sets a dealer picks from, read from ``resources/chips/*.json``.

Each file is one preset; its name without ``.json`` is the preset's key::

    {"title": "Card room", "description": "...", "order": 1,
     "unit": {"symbol": "$", "per": 1},
     "chips": [{"name": "black", "value": 100, "colour": "#1d1d20", "spot": "#f7f4ec"},
               {"name": "green", "value": 25, "sized_by": 4},
               {"name": "white", "value": 1}]}

``unit`` (optional) says how values read (``{"symbol": "$", "per": 100}``: values count
cents, 25 reads $0.25); ``colour`` and ``spot`` (optional, ``#rrggbb``) are a chip's face
and edge-spot colours, drawn from its name when left out; ``sized_by`` (optional, 5 or 4)
is how many of the chip a dealer cuts into one size, the usual rule's when left out
(:func:`~dealer_app.model.room.chip_sets.default_sized_by`).

``chips`` has the shape of a scenario's ``chips`` list, so a preset drops straight into a
scenario, and it is read by the same reader
(:func:`~dealer_app.model.room.chip_sets.chip_set_from_json`). Values are whole numbers of the
smallest unit.

>>> standard = chip_preset("standard")
>>> standard.title, standard.chips.names, standard.chips.unit
('Card room', ('black', 'green', 'red', 'white'), 1)
>>> standard.scenario_chips()[0]
{'name': 'black', 'value': 100}
>>> DEFAULT_CHIP_PRESET in [preset.key for preset in chip_presets()]
True
>>> chip_preset("poker-night")
Traceback (most recent call last):
...
dealer_app.storage.chip_presets.ChipPresetError: unknown chip set "poker-night" (known: ...)
"""

# No `from __future__ import annotations`: typing.NamedTuple compiles each field's annotation
# given as text when the class is made, some 130 compiles at every start.

import re
from collections.abc import Iterable
from functools import cache
from typing import TYPE_CHECKING, Any, NamedTuple

from dealer_app.model.chips import ChipSet, is_whole_number
from dealer_app.model.json_values import FormatError, read_json
from dealer_app.model.room.chip_sets import chip_set_from_json, sized_by_from_json
from dealer_app.model.room.money import PLAIN, MoneyUnit, money_from_json, money_to_json
from dealer_app.resources_path import resource

if TYPE_CHECKING:
    from dealer_app.model.room.chip_sizes import ChipSizes

__all__ = [
    "DEFAULT_CHIP_PRESET",
    "ChipLook",
    "ChipPreset",
    "ChipPresetError",
    "chip_preset",
    "chip_presets",
    "parse_chip_preset",
    "preset_to_json",
]

DEFAULT_CHIP_PRESET = "standard"
_DEFAULT_ORDER = 100
_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")
_LOOK_FIELDS = ("colour", "spot")
_SIZED_BY = "sized_by"


class ChipPresetError(ValueError):
    """A chip-set file that cannot be used; the message names the file and the field."""


class ChipLook(NamedTuple):
    """How one chip is drawn: its face colour and its edge spots (``""``: from the name).

    This and :class:`ChipPreset` are NamedTuples, not frozen dataclasses, for the table's
    start: see :mod:`dealer_app.gui`."""

    name: str
    colour: str = ""
    spot: str = ""


class ChipPreset(NamedTuple):
    """One named chip set, as offered in the chip-set menu."""

    key: str
    """The file name without ``.json``: ``"standard"``."""
    title: str
    description: str
    chips: ChipSet
    order: int = _DEFAULT_ORDER
    """Position in menus; lower comes first."""
    unit: MoneyUnit = PLAIN
    """How the values read: ``$0.25`` for a home game's quarter chip."""
    looks: tuple[ChipLook, ...] = ()
    """Colours chosen for the chips, where the set gives them."""
    sized_by: tuple[tuple[str, int], ...] = ()
    """The chips' sizes (5 or 4) the set gives by name; the others are sized as usual."""

    def sizes(self) -> "ChipSizes":
        """How many of each chip make one size (and how the set's amounts read).

        >>> chip_preset("standard").sizes().sized_by("green")
        4
        """
        # Loaded with the first stack cut: every start reads the presets, none cuts a stack.
        from dealer_app.model.room.chip_sizes import ChipSizes

        chosen = {name: size for name, size in self.sized_by if name in self.chips.names}
        return ChipSizes.of(self.chips, chosen, self.unit)

    def look(self, name: str) -> ChipLook:
        """The colours of the chip called ``name`` (empty: drawn from the name)."""
        return next((look for look in self.looks if look.name == name), ChipLook(name))

    def in_play(self, names: Iterable[str]) -> ChipSet:
        """The chips of this set that are in play at a table (``names``; all when empty).

        A $5/$10 game may take the $1 out; a tournament drops its smallest chip after a
        colour-up: the smallest unit, and every odd chip, follows the chips in play.

        >>> chip_preset("standard").in_play(["black", "green", "red"]).unit
        5
        """
        wanted = set(names)
        if not wanted:
            return self.chips
        chips = tuple(chip for chip in self.chips if chip.name in wanted)
        if not chips:
            raise ChipPresetError(f'chip set "{self.key}": no chip of it is in play')
        return ChipSet(chips)

    def scenario_chips(self) -> list[dict[str, str | int]]:
        """The chips in the scenario format: ``[{"name": "black", "value": 100}, ...]``."""
        return [{"name": chip.name, "value": chip.value} for chip in self.chips]


def parse_chip_preset(key: str, data: object) -> ChipPreset:
    """Check and build a preset from the decoded JSON of ``resources/chips/KEY.json``.

    >>> red, blue = {"name": "red", "value": 5}, {"name": "blue", "value": 2}
    >>> parse_chip_preset("tiny", {"title": "Tiny", "chips": [red]}).chips.unit
    5
    >>> parse_chip_preset("odd", {"chips": [red, blue]})
    Traceback (most recent call last):
    ...
    dealer_app.storage.chip_presets.ChipPresetError: chip set "odd": chips: red (5) is not ...
    """
    where = f'chip set "{key}"'
    if not isinstance(data, dict):
        raise ChipPresetError(f"{where}: must be a JSON object")
    title = data.get("title", key)
    description = data.get("description", "")
    order = data.get("order", _DEFAULT_ORDER)
    if not isinstance(title, str) or not title.strip():
        raise ChipPresetError(f"{where}: title {title!r} must be a non-empty text")
    if not isinstance(description, str):
        raise ChipPresetError(f"{where}: description {description!r} must be a text")
    if not is_whole_number(order):
        raise ChipPresetError(f"{where}: order {order!r} must be a whole number")
    entries = data.get("chips")
    if not isinstance(entries, list) or not entries:
        raise ChipPresetError(f'{where}: "chips" must be a non-empty list')
    looks = [_read_look(where, entry) for entry in entries]
    plain = [
        {
            field: value
            for field, value in entry.items()
            if field not in _LOOK_FIELDS and field != _SIZED_BY
        }
        if isinstance(entry, dict)
        else entry
        for entry in entries
    ]
    try:
        chip_set = chip_set_from_json(plain)
        sized_by = tuple(
            (entry["name"], sized_by_from_json(entry[_SIZED_BY], str(entry["name"])))
            for entry in entries
            if _SIZED_BY in entry
        )
    except ValueError as error:
        raise ChipPresetError(f"{where}: {error}") from None
    return ChipPreset(
        key,
        title.strip(),
        description,
        chip_set,
        order,
        _read_unit(where, data.get("unit")),
        tuple(look for look in looks if look is not None),
        sized_by,
    )


def _read_look(where: str, entry: object) -> ChipLook | None:
    if not isinstance(entry, dict) or not any(field in entry for field in _LOOK_FIELDS):
        return None
    colours = []
    for field in _LOOK_FIELDS:
        colour = entry.get(field, "")
        if not isinstance(colour, str) or (colour and not _COLOUR.fullmatch(colour)):
            raise ChipPresetError(
                f"{where}: chips: {entry.get('name')}: {field} {colour!r} is not #rrggbb"
            )
        colours.append(colour.lower())
    return ChipLook(str(entry.get("name")), *colours)


def _read_unit(where: str, value: object) -> MoneyUnit:
    try:
        return money_from_json(value)
    except ValueError as error:
        raise ChipPresetError(f"{where}: {error}") from None


def preset_to_json(preset: ChipPreset) -> dict[str, Any]:
    """The preset as the JSON of a chip-set file (what :func:`parse_chip_preset` reads)."""
    chips = []
    sizes = preset.sizes().chosen()
    for chip in preset.chips:
        entry: dict[str, Any] = {"name": chip.name, "value": chip.value}
        look = preset.look(chip.name)
        if look.colour:
            entry["colour"] = look.colour
        if look.spot:
            entry["spot"] = look.spot
        if chip.name in sizes:
            entry[_SIZED_BY] = sizes[chip.name]
        chips.append(entry)
    document: dict[str, Any] = {"title": preset.title}
    if preset.description:
        document["description"] = preset.description
    if preset.order != _DEFAULT_ORDER:
        document["order"] = preset.order
    if preset.unit != PLAIN:
        document["unit"] = money_to_json(preset.unit)
    document["chips"] = chips
    return document


@cache
def chip_presets() -> tuple[ChipPreset, ...]:
    """Every preset in ``resources/chips``, in menu order (read once)."""
    presets = []
    for entry in resource("chips").iterdir():
        if not entry.name.endswith(".json"):
            continue
        key = entry.name.removesuffix(".json")
        try:
            data = read_json(entry.read_bytes())
        except FormatError as error:
            raise ChipPresetError(f'chip set "{key}" is not valid JSON: {error}') from None
        presets.append(parse_chip_preset(key, data))
    return tuple(sorted(presets, key=lambda preset: (preset.order, preset.key)))


def chip_preset(key: str) -> ChipPreset:
    """The preset called ``key`` (``"standard"``, ``"tournament"``...)."""
    for preset in chip_presets():
        if preset.key == key:
            return preset
    known = ", ".join(preset.key for preset in chip_presets())
    raise ChipPresetError(f'unknown chip set "{key}" (known: {known})')
