"""Theme files: the optional switches beside the colours."""

from __future__ import annotations

import json

import pytest

from dealer_app.gui.theme import ThemeError, load_theme, parse_theme
from dealer_app.resources_path import resource


def _dark_data() -> dict[str, object]:
    data = json.loads(resource("themes", "dark.json").read_bytes())
    assert isinstance(data, dict)
    return data


def test_outlined_chips_is_off_unless_a_theme_turns_it_on() -> None:
    assert not parse_theme(_dark_data(), "dark").outlined_chips
    assert parse_theme({**_dark_data(), "outlined_chips": True}, "paper").outlined_chips
    assert load_theme("print").outlined_chips


def test_outlined_chips_must_be_true_or_false() -> None:
    with pytest.raises(ThemeError, match="outlined_chips must be true or false"):
        parse_theme({**_dark_data(), "outlined_chips": "yes"}, "paper")
