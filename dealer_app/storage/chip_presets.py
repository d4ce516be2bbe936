"""The chip sets a dealer picks from, read from ``resources/chips/*.json``.

Each file is one preset; its name without ``.json`` is the preset's key::

    {"title": "Card room", "description": "...", "order": 1,
     "chips": [{"name": "black", "value": 100}, {"name": "white", "value": 1}]}

``chips`` has the shape of a scenario's ``chips`` list, so a preset drops straight into a
scenario, and it is read by the same reader
(:func:`~dealer_app.model.chip_sets.chip_set_from_json`). Values are whole numbers of the
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

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache

from dealer_app.model.chip_sets import chip_set_from_json
from dealer_app.model.chips import ChipSet, is_whole_number
from dealer_app.resources_path import resource

__all__ = [
    "DEFAULT_CHIP_PRESET",
    "ChipPreset",
    "ChipPresetError",
    "chip_preset",
    "chip_presets",
    "parse_chip_preset",
]

DEFAULT_CHIP_PRESET = "standard"
_DEFAULT_ORDER = 100


class ChipPresetError(ValueError):
    """A chip-set file that cannot be used; the message names the file and the field."""


@dataclass(frozen=True)
class ChipPreset:
    """One named chip set, as offered in the chip-set menu."""

    key: str
    """The file name without ``.json``: ``"standard"``."""
    title: str
    description: str
    chips: ChipSet
    order: int = _DEFAULT_ORDER
    """Position in menus; lower comes first."""

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
    try:
        chip_set = chip_set_from_json(entries)
    except ValueError as error:
        raise ChipPresetError(f"{where}: {error}") from None
    return ChipPreset(key, title.strip(), description, chip_set, order)


@cache
def chip_presets() -> tuple[ChipPreset, ...]:
    """Every preset in ``resources/chips``, in menu order (read once)."""
    presets = []
    for entry in resource("chips").iterdir():
        if not entry.name.endswith(".json"):
            continue
        key = entry.name.removesuffix(".json")
        try:
            data = json.loads(entry.read_text(encoding="utf-8"))
        except json.JSONDecodeError as error:
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
