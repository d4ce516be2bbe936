"""Chip-set presets: every shipped file loads, and a bad file is refused by name."""

from __future__ import annotations

import pytest

from dealer_app.model.chips import ChipSet
from dealer_app.storage.chip_presets import (
    DEFAULT_CHIP_PRESET,
    ChipPresetError,
    chip_preset,
    chip_presets,
    parse_chip_preset,
)


def test_every_shipped_preset_loads_in_menu_order() -> None:
    presets = chip_presets()
    assert [preset.key for preset in presets][:2] == [DEFAULT_CHIP_PRESET, "casino"]
    assert {"standard", "casino", "tournament", "home"} <= {preset.key for preset in presets}
    for preset in presets:
        assert preset.title and preset.description


def test_the_standard_set_is_the_card_room_set() -> None:
    assert chip_preset("standard").chips == ChipSet.of(black=100, green=25, red=5, white=1)


def test_tournament_chips_start_at_25() -> None:
    tournament = chip_preset("tournament").chips
    assert tournament.unit == 25 and tournament.unit_chip.name == "green"


def test_a_preset_gives_the_scenario_chips_list() -> None:
    assert chip_preset("home").scenario_chips() == [
        {"name": "black", "value": 100},
        {"name": "green", "value": 25},
        {"name": "blue", "value": 10},
        {"name": "red", "value": 5},
        {"name": "white", "value": 1},
    ]


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], 'chip set "bad": must be a JSON object'),
        ({"chips": []}, 'chip set "bad": "chips" must be a non-empty list'),
        ({"chips": [{"name": "red"}]}, 'chip set "bad": chips: red: value is missing'),
        ({"chips": [{"name": "red", "value": 5, "colour": "r"}]}, 'unknown field "colour"'),
        ({"chips": [{"name": "red", "value": 0}]}, "red has value 0"),
        ({"chips": [{"name": "red", "value": 2.5}]}, "not a whole number"),
        (
            {"chips": [{"name": "red", "value": 5}, {"name": "red", "value": 1}]},
            "the name red is used twice",
        ),
        ({"title": 3, "chips": [{"name": "red", "value": 5}]}, "title 3"),
    ],
)
def test_a_bad_preset_names_the_problem(data: object, message: str) -> None:
    with pytest.raises(ChipPresetError, match=message.replace("(", r"\(")):
        parse_chip_preset("bad", data)


def test_an_unknown_preset_lists_the_known_ones() -> None:
    with pytest.raises(ChipPresetError, match='unknown chip set "nope" \\(known: standard, '):
        chip_preset("nope")
