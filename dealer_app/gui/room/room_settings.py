"""What a room sets up once and keeps between runs: the house rules in force by default,
the rake, the chip set and the chips in play (:class:`RoomSettings`, over the app's settings
store, :func:`dealer_app.gui.settings.open_settings`), and the folder of the room's own files.
"""

# No `from __future__ import annotations`: typing.NamedTuple compiles each field's annotation
# given as text when the class is made, some 130 compiles at every start.

import json
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QSettings, QStandardPaths

from dealer_app.model.hands.strength import STANDARD_RULES, HouseRules
from dealer_app.model.json_values import read_json
from dealer_app.model.showdown.odd_chip_rules import OddChipRule, StudOddChip
from dealer_app.model.showdown.scenario import Scenario

if TYPE_CHECKING:
    from dealer_app.model.showdown.rake import Rake

__all__ = [
    "CHIP_SET_KEYS",
    "RAKE_KEYS",
    "ROOM_CHIP_SETS",
    "RULES_KEYS",
    "RoomRules",
    "RoomSettings",
    "StoredValues",
    "describe_rules",
    "room_data_folder",
]


def room_data_folder() -> Path:
    """Where the room's own files live (chip sets): the user's application data folder."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location or Path.home() / ".dealer-app")


ROOM_CHIP_SETS = "chip_sets"
"""The folder of the room's own chip sets (the chip-set editor's *Save as…*), in
:func:`room_data_folder`."""


RULES_KEYS = ("room/rules",)
RAKE_KEYS = ("room/rake",)
CHIP_SET_KEYS = ("room/chip_set", "room/chips_in_play")
"""The settings each part of the room's defaults is stored under."""

StoredValues = tuple[tuple[str, object], ...]
"""Settings as stored, by key; a key not stored has None."""


class RoomRules(NamedTuple):
    """The house rules a room plays by, remembered as its default for new tables."""

    house: HouseRules = STANDARD_RULES
    stud_odd_chip: StudOddChip = StudOddChip.ALL_CARDS
    odd_chips: OddChipRule = OddChipRule.PER_POT
    suit_tiebreaks: bool = False
    """The home-game rule where suits break ties (hold'em and Omaha)."""

    @classmethod
    def of(cls, scenario: Scenario) -> "RoomRules":
        """The house rules ``scenario``'s table plays by."""
        house = STANDARD_RULES if scenario.rules.is_standard else scenario.rules
        return cls(house, scenario.stud_odd_chip, scenario.odd_chips, scenario.suit_tiebreaks)


def describe_rules(rules: RoomRules) -> str:
    """The rules in force in a few words: ``"twos wild, wrap-around straights"``."""
    parts = []
    if rules.house.wild:
        parts.append(
            ", ".join(rank.plural.lower() for rank in sorted(rules.house.wild, reverse=True))
            + " wild"
        )
    if rules.house.around_the_corner:
        parts.append("wrap-around straights")
    if rules.stud_odd_chip is StudOddChip.BEST_FIVE:
        parts.append("stud odd chip by the best five")
    if rules.odd_chips is OddChipRule.PER_SPLIT:
        parts.append("odd chips per split")
    if rules.suit_tiebreaks:
        parts.append("suits break ties")
    return ", ".join(parts) if parts else "standard rules"


def _read_rules(text: str) -> RoomRules:
    """House rules stored as the scenario format's ``rules`` object ("" for none set)."""
    if not text:
        # A room that never set its rules plays the standard ones: the file format is
        # loaded only for rules the room has set.
        return RoomRules()
    from dealer_app.model.formats.scenario import scenario_from_dict

    table = scenario_from_dict({"game": "holdem", "seats": [], "rules": read_json(text)})
    return RoomRules.of(table)


def _read_rake(text: str) -> "Rake | None":
    """A rake stored as the rake format's object ("" for none)."""
    if not text:
        return None
    from dealer_app.model.formats.rake import rake_from_json

    return rake_from_json(read_json(text))


def _read_chips_in_play(text: str) -> tuple[str, ...]:
    """The chips in play stored as a list of names ("" for all)."""
    names = read_json(text or "[]")
    if not isinstance(names, list):
        raise ValueError(f"{text!r} is not a list of chip names")
    return tuple(name for name in names if isinstance(name, str) and name)


_DAMAGEABLE = (
    ("room/rules", "house rules", _read_rules),
    ("room/rake", "rake", _read_rake),
    ("room/chips_in_play", "chips in play", _read_chips_in_play),
)
"""The room's defaults stored as JSON text, what each is, and how it is read."""


class RoomSettings:
    """Typed access to the room's settings; anything damaged reads as the default."""

    def __init__(self, store: QSettings) -> None:
        self.store = store

    def _text(self, key: str) -> str:
        value = self.store.value(key, "")
        return value if isinstance(value, str) else ""

    @property
    def rules(self) -> RoomRules:
        """The room's house rules, kept as the scenario format's ``rules`` object."""
        try:
            return _read_rules(self._text("room/rules"))
        except ValueError:
            return RoomRules()

    @rules.setter
    def rules(self, rules: RoomRules) -> None:
        from dealer_app.model.formats.scenario import scenario_to_dict

        table = Scenario.of(
            "holdem",
            [],
            rules=rules.house,
            stud_odd_chip=rules.stud_odd_chip,
            odd_chips=rules.odd_chips,
            suit_tiebreaks=rules.suit_tiebreaks,
        )
        self.store.setValue("room/rules", json.dumps(scenario_to_dict(table)["rules"]))

    @property
    def rake(self) -> "Rake | None":
        """The room's rake, or None when the room takes none."""
        try:
            return _read_rake(self._text("room/rake"))
        except ValueError:
            return None

    @rake.setter
    def rake(self, rake: "Rake | None") -> None:
        if rake is None:
            self.store.remove("room/rake")
        else:
            from dealer_app.model.formats.rake import rake_to_json

            self.store.setValue("room/rake", json.dumps(rake_to_json(rake)))

    @property
    def chip_set(self) -> str:
        """The key of the room's chip set (a preset's or ``room/<name>``)."""
        return self._text("room/chip_set") or "standard"

    @chip_set.setter
    def chip_set(self, key: str) -> None:
        self.store.setValue("room/chip_set", key)

    @property
    def chips_in_play(self) -> tuple[str, ...]:
        """The names of the chips of the set in play at this table (empty: all)."""
        try:
            return _read_chips_in_play(self._text("room/chips_in_play"))
        except ValueError:
            return ()

    @chips_in_play.setter
    def chips_in_play(self, names: tuple[str, ...]) -> None:
        self.store.setValue("room/chips_in_play", json.dumps(list(names)))

    def keep_aside_damaged(self) -> str | None:
        """Move a room default that cannot be read (a settings file edited by hand, cut
        short) to a key of its own beside it, ``room/rules-damaged`` for ``room/rules``: the
        default is then in force, and the damaged text is neither lost nor read again.
        Returns what was kept aside, in a sentence, or None when everything reads."""
        problems = []
        for key, what, read in _DAMAGEABLE:
            text = self._text(key)
            if not text:
                continue  # never set: nothing to read
            try:
                read(text)
            except ValueError as error:
                self.store.setValue(f"{key}-damaged", text)
                self.store.remove(key)
                problems.append(f"{what} ({error}; kept as {key}-damaged)")
        if not problems:
            return None
        self.sync()
        return (
            f"The room's {'; '.join(problems)} could not be read from the settings file: "
            "the defaults are in force"
        )

    def remember_chip_set(self, key: str, in_play: tuple[str, ...] = ()) -> None:
        """Make ``key`` the room's chip set, with the chips ``in_play`` (empty: all), on
        disk at once."""
        self.chip_set = key
        self.chips_in_play = in_play
        self.sync()

    def sync(self) -> None:
        self.store.sync()

    def stored(self, keys: tuple[str, ...]) -> StoredValues:
        """The settings ``keys`` as stored now, for :meth:`restore`."""
        return tuple(
            (key, self.store.value(key) if self.store.contains(key) else None) for key in keys
        )

    def restore(self, values: StoredValues) -> None:
        """Store ``values`` again (a key with None is removed), on disk at once."""
        for key, value in values:
            if value is None:
                self.store.remove(key)
            else:
                self.store.setValue(key, value)
        self.sync()
