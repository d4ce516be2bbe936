"""Colours of the table, read from ``resources/themes/NAME.json``.

A theme is a flat JSON object of ``"#rrggbb"`` colours plus two suit tables (the classic
two-colour deck and the four-colour deck). Every widget that paints takes a :class:`Theme`;
``load_theme()`` with no name gives the dark card-room theme.

    theme = load_theme("dark")
    apply_theme(QApplication.instance(), theme)   # window palette for ordinary widgets
    theme.suit_color(Suit.DIAMONDS, four_color=True)
"""

# No `from __future__ import annotations`: typing.NamedTuple compiles each field's annotation
# given as text when the class is made, some 130 compiles at every start.

from functools import cache
from typing import NamedTuple

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory

from dealer_app.model.cards import Suit
from dealer_app.model.json_values import FormatError, read_json
from dealer_app.resources_path import resource

__all__ = [
    "DEFAULT_THEME",
    "THEMED_STYLE",
    "Theme",
    "ThemeError",
    "apply_theme",
    "apply_theme_colours",
    "available_themes",
    "load_theme",
]

DEFAULT_THEME = "dark"


class ThemeError(ValueError):
    """A theme file that is missing, is not JSON, or lacks a colour."""


class Theme(NamedTuple):
    """The colours one theme gives to every painted part of the table.

    Two themes are the same theme only when they are one object: a theme is compared and
    hashed by identity, as the keys of the table's pictures (:mod:`.pictures`) hold it."""

    title: str
    window: QColor
    panel: QColor
    text: QColor
    text_muted: QColor
    accent: QColor
    """Cards that play (raised), odd-chip markers."""
    focus: QColor
    """Keyboard focus and the slot a card is being chosen for."""
    error: QColor
    felt: QColor
    felt_shadow: QColor
    rail: QColor
    rail_highlight: QColor
    card_face: QColor
    card_face_shade: QColor
    card_edge: QColor
    card_unavailable: QColor
    """Ink of a card that is already used elsewhere (greyed in the picker)."""
    card_back: QColor
    card_back_pattern: QColor
    slot_outline: QColor
    suits: tuple[QColor, QColor, QColor, QColor]
    """Two-colour deck, indexed by :class:`Suit` value (clubs, diamonds, hearts, spades)."""
    suits_four_colour: tuple[QColor, QColor, QColor, QColor]
    outlined_chips: bool = False
    """Chips drawn for paper: outlined on light fills, each colour told by its edge marks'
    shapes (``"outlined_chips": true``, the print theme)."""

    def suit_color(self, suit: Suit, *, four_color: bool = False) -> QColor:
        """The ink of a suit: diamonds are red, or blue in the four-colour deck."""
        table = self.suits_four_colour if four_color else self.suits
        return QColor(table[suit])

    def __eq__(self, other: object) -> bool:
        return self is other

    def __ne__(self, other: object) -> bool:
        return self is not other

    def __hash__(self) -> int:
        return object.__hash__(self)


_SUIT_TABLES = ("suits", "suits_four_colour")
_SWITCHES = ("outlined_chips",)
"""Optional ``true``/``false`` settings, off when left out."""


def _color(value: object, where: str) -> QColor:
    color = QColor(value) if isinstance(value, str) else QColor()
    if not color.isValid():
        raise ThemeError(f"{where}: {value!r} is not a colour")
    return color


def _suit_table(data: dict[str, object], key: str, name: str) -> tuple[QColor, ...]:
    table = data.get(key)
    if not isinstance(table, dict):
        raise ThemeError(f'theme "{name}": "{key}" must map each suit to a colour')
    colors = []
    for suit in Suit:
        if suit.plural not in table:
            raise ThemeError(f'theme "{name}": "{key}" has no colour for {suit.plural}')
        colors.append(_color(table[suit.plural], f'theme "{name}": {key}.{suit.plural}'))
    return tuple(colors)


def parse_theme(data: object, name: str) -> Theme:
    """Build a :class:`Theme` from the decoded JSON of a theme file."""
    if not isinstance(data, dict):
        raise ThemeError(f'theme "{name}" must be a JSON object')
    values: dict[str, object] = {"title": str(data.get("title", name))}
    for field in Theme._fields:
        if field == "title":
            continue
        if field in _SUIT_TABLES:
            values[field] = _suit_table(data, field, name)
        elif field in _SWITCHES:
            switch = data.get(field, False)
            if not isinstance(switch, bool):
                raise ThemeError(f'theme "{name}": {field} must be true or false')
            values[field] = switch
        elif field not in data:
            raise ThemeError(f'theme "{name}" has no colour "{field}"')
        else:
            values[field] = _color(data[field], f'theme "{name}": {field}')
    return Theme(**values)  # type: ignore[arg-type]


def available_themes() -> list[str]:
    """Names of the themes shipped in ``resources/themes``, sorted."""
    folder = resource("themes")
    return sorted(
        entry.name.removesuffix(".json")
        for entry in folder.iterdir()
        if entry.name.endswith(".json")
    )


@cache
def load_theme(name: str = DEFAULT_THEME) -> Theme:
    """Read ``resources/themes/NAME.json``; the result is cached (themes are read-only)."""
    entry = resource("themes", f"{name}.json")
    if not entry.is_file():
        raise ThemeError(f'unknown theme "{name}" (known: {", ".join(available_themes())})')
    try:
        data = read_json(entry.read_bytes())
    except FormatError as error:
        raise ThemeError(f'theme "{name}" is not valid JSON: {error}') from None
    return parse_theme(data, name)


THEMED_STYLE = "Fusion"
"""The style the themes' colours are made for, the same on every system."""


def apply_theme(app: QApplication, theme: Theme) -> None:
    """Give the application's ordinary widgets (menus, lists, dialogs) the
    :data:`THEMED_STYLE` and the theme's colours."""
    fusion = QStyleFactory.create(THEMED_STYLE)
    if fusion is not None:
        app.setStyle(fusion)
    apply_theme_colours(app, theme)


def apply_theme_colours(app: QApplication, theme: Theme) -> None:
    """Give the application's ordinary widgets the theme's colours, in the style it has: for
    an application made with ``-style Fusion`` (:data:`THEMED_STYLE`), as the table's is,
    since asking Qt for a style object makes its style types, some 6 ms of a start."""
    palette = QPalette()
    roles = {
        QPalette.ColorRole.Window: theme.window,
        QPalette.ColorRole.WindowText: theme.text,
        QPalette.ColorRole.Base: theme.panel,
        QPalette.ColorRole.AlternateBase: theme.window,
        QPalette.ColorRole.Text: theme.text,
        QPalette.ColorRole.Button: theme.panel,
        QPalette.ColorRole.ButtonText: theme.text,
        QPalette.ColorRole.ToolTipBase: theme.panel,
        QPalette.ColorRole.ToolTipText: theme.text,
        QPalette.ColorRole.PlaceholderText: theme.text_muted,
        QPalette.ColorRole.Highlight: theme.accent,
        QPalette.ColorRole.HighlightedText: theme.window,
        QPalette.ColorRole.Link: theme.accent,
    }
    for role, color in roles.items():
        palette.setColor(role, color)
    for role in (
        QPalette.ColorRole.WindowText,
        QPalette.ColorRole.Text,
        QPalette.ColorRole.ButtonText,
    ):
        palette.setColor(QPalette.ColorGroup.Disabled, role, theme.text_muted)
    app.setPalette(palette)
