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


def test_a_theme_given_to_an_application_made_elsewhere_brings_its_style(qapp) -> None:
    from PySide6.QtWidgets import QStyleFactory

    from dealer_app.gui.theme import THEMED_STYLE, apply_theme

    before = qapp.style().name()
    palette = qapp.palette()
    try:
        qapp.setStyle(QStyleFactory.create("Windows"))
        assert qapp.style().name().lower() == "windows"
        theme = load_theme()
        apply_theme(qapp, theme)
        assert qapp.style().name().lower() == THEMED_STYLE.lower()
        assert qapp.palette().window().color() == theme.window
    finally:
        qapp.setStyle(QStyleFactory.create(before))
        qapp.setPalette(palette)


def test_a_theme_is_the_same_theme_only_as_one_object() -> None:
    # The table's pictures are kept by theme: two themes read alike are still two.
    first, second = parse_theme(_dark_data(), "dark"), parse_theme(_dark_data(), "dark")
    assert first == first
    assert first != second
    assert len({first, second, first}) == 2
