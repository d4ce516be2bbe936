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
    preset_to_json,
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
        {"name": "black", "value": 2500},
        {"name": "green", "value": 500},
        {"name": "red", "value": 100},
        {"name": "white", "value": 25},
    ]


def test_the_home_game_reads_in_dollars_and_cents() -> None:
    home = chip_preset("home")
    assert [home.unit.text(chip.value) for chip in home.chips] == ["$25", "$5", "$1", "$0.25"]
    assert home.look("white").colour == "#f1eee6"


def test_the_casino_set_is_the_us_cash_set() -> None:
    casino = chip_preset("casino")
    assert [(chip.name, casino.unit.text(chip.value)) for chip in casino.chips][::-1] == [
        ("white", "$1"),
        ("red", "$5"),
        ("green", "$25"),
        ("black", "$100"),
        ("purple", "$500"),
        ("yellow", "$1,000"),
        ("brown", "$5,000"),
    ]


def test_tournament_chips_run_from_t25_to_t25000() -> None:
    tournament = chip_preset("tournament")
    texts = [tournament.unit.text(value) for value in tournament.chips.values]
    assert texts[0] == "T25,000" and texts[-1] == "T25"


def test_chips_in_play_set_the_smallest_unit() -> None:
    casino = chip_preset("casino")
    five_ten = casino.in_play(name for name in casino.chips.names if name != "white")
    assert five_ten.unit == 5 and "white" not in five_ten.names
    assert casino.in_play([]) == casino.chips
    with pytest.raises(ChipPresetError, match="no chip of it is in play"):
        casino.in_play(["gold"])


def test_a_preset_written_and_read_again_is_the_same() -> None:
    for preset in chip_presets():
        assert parse_chip_preset(preset.key, preset_to_json(preset)) == preset


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], 'chip set "bad": must be a JSON object'),
        ({"chips": []}, 'chip set "bad": "chips" must be a non-empty list'),
        ({"chips": [{"name": "red"}]}, 'chip set "bad": chips: red: value is missing'),
        ({"chips": [{"name": "red", "value": 5, "color": "r"}]}, 'unknown field "color"'),
        ({"chips": [{"name": "red", "value": 5, "colour": "r"}]}, "red: colour 'r' is not #rrggbb"),
        ({"unit": {"per": 3}, "chips": [{"name": "red", "value": 5}]}, "per 3 must be"),
        ({"chips": [{"name": "red", "value": 0}]}, "red has value 0"),
        ({"chips": [{"name": "red", "value": 2.5}]}, "not a whole number"),
        (
            {"chips": [{"name": "red", "value": 5}, {"name": "red", "value": 1}]},
            "the name red is used twice",
        ),
        ({"title": 3, "chips": [{"name": "red", "value": 5}]}, "title 3"),
        ({"chips": [{"name": "red", "value": 5, "sized_by": 3}]}, "red: sized by 3; a chip is"),
        ({"chips": [{"name": "red", "value": 5, "sized_by": "4"}]}, "red: sized by '4'"),
    ],
)
def test_a_bad_preset_names_the_problem(data: object, message: str) -> None:
    with pytest.raises(ChipPresetError, match=message.replace("(", r"\(")):
        parse_chip_preset("bad", data)


def test_an_unknown_preset_lists_the_known_ones() -> None:
    with pytest.raises(ChipPresetError, match='unknown chip set "nope" \\(known: standard, '):
        chip_preset("nope")


def test_a_chip_is_sized_by_the_file_or_by_the_usual_rule() -> None:
    old = parse_chip_preset("old", {"chips": [{"name": "green", "value": 25}]})
    assert old.sizes().sized_by("green") == 4
    assert "sized_by" not in preset_to_json(old)["chips"][0]
    entries = [{"name": "green", "value": 25, "sized_by": 5}, {"name": "white", "value": 1}]
    fives = parse_chip_preset("fives", {"chips": entries})
    assert [fives.sizes().sized_by(name) for name in ("green", "white")] == [5, 5]
    assert preset_to_json(fives)["chips"][0]["sized_by"] == 5
    assert parse_chip_preset("fives", preset_to_json(fives)).sizes() == fives.sizes()
    casino = chip_preset("casino").sizes()
    assert casino.sizes == (5, 5, 4, 5, 4, 5, 5)
