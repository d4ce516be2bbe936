"""Settings that survive between runs, and a damaged settings store kept aside.

:func:`open_settings` opens the INI store (in ``folder`` when given, as tests do, else the
user's configuration folder). When Qt cannot read it, the file is renamed
``<name>.damaged`` (never lost), a fresh store with the defaults is opened and one line
says so; the next start finds the fresh store and says nothing.

:class:`RoomSettings` is typed access to what a room sets up once: the house rules in
force by default, the rake, the chip set and the chips in play.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths

from dealer_app.model.formats.rake import rake_from_json, rake_to_json
from dealer_app.model.formats.scenario import scenario_from_dict, scenario_to_dict
from dealer_app.model.hands.strength import STANDARD_RULES, HouseRules
from dealer_app.model.json_values import read_json
from dealer_app.model.showdown.odd_chips import OddChipRule, StudOddChip
from dealer_app.model.showdown.rake import Rake
from dealer_app.model.showdown.scenario import Scenario
from dealer_app.storage.atomic_file import write_problem

__all__ = [
    "SETTINGS_FILE",
    "RoomRules",
    "RoomSettings",
    "open_settings",
    "room_data_folder",
    "settings_file",
    "settings_problem",
]

SETTINGS_FILE = "dealer-app.ini"


def room_data_folder() -> Path:
    """Where the room's own files live (chip sets): the user's application data folder."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location or Path.home() / ".dealer-app")


def settings_problem(data: bytes) -> str | None:
    """Why the bytes of a settings file are not an INI file Qt wrote, or ``None``.

    Qt reads almost anything as settings and writes its own over it, so a damaged file is
    found here first, while it can still be kept: NUL bytes (UTF-16 text among them), text
    that is not UTF-8, or a line that is neither a ``[section]``, a ``key=value`` nor a
    comment.

    >>> settings_problem(b"[General]\\ngame=holdem\\n; a comment\\n")
    >>> settings_problem("[General]\\ngame=holdem".encode("utf-16"))
    'it holds NUL bytes'
    >>> settings_problem(b"[General]\\ngarbage here\\n")
    'line 2 is not a setting'
    """
    if b"\x00" in data:
        return "it holds NUL bytes"
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return "it is not UTF-8 text"
    continued = False
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        setting = (
            continued
            or not stripped
            or stripped[0] in ";#"
            or (stripped.startswith("[") and stripped.endswith("]"))
            or "=" in stripped
        )
        if not setting:
            return f"line {number} is not a setting"
        # Qt continues a long value on the next line after a backslash.
        continued = stripped.endswith("\\")
    return None


def settings_file(folder: Path | None = None) -> Path:
    """The INI file the settings live in: ``folder/dealer-app.ini`` (tests), else the
    user's configuration file, an INI file on every system (never the registry or a plist).
    """
    if folder is not None:
        return folder / SETTINGS_FILE
    return Path(
        QSettings(
            QSettings.Format.IniFormat,
            QSettings.Scope.UserScope,
            QCoreApplication.organizationName(),
            QCoreApplication.applicationName(),
        ).fileName()
    )


def open_settings(folder: Path | None = None) -> tuple[QSettings, str | None]:
    """The settings store, and a message when a damaged one was kept aside or the
    settings cannot be saved.

    The file is read and checked (:func:`settings_problem`) before Qt may write it; a
    store that is damaged, or that Qt cannot open, is moved aside and replaced by defaults.
    """
    path = settings_file(folder)
    problem: str | None = None
    try:
        data = path.read_bytes() if path.is_file() else b""
    except OSError as error:
        data, problem = b"", f"it cannot be read ({error.strerror or error})"
    else:
        problem = settings_problem(data)
    if path.exists() and not path.is_file():
        problem = "it is not a file"
    if problem is None:
        store = QSettings(str(path), QSettings.Format.IniFormat)
        if store.status() is QSettings.Status.NoError or not path.exists():
            unwritable = write_problem(path)
            if unwritable is None:
                return store, None
            return store, (
                f"Settings cannot be saved in {path.parent} ({unwritable}): changes last "
                "until the app closes."
            )
        problem = "Qt cannot read it"
        del store
    aside = path.with_name(path.name + ".damaged")
    number = 1
    while aside.exists():
        number += 1
        aside = path.with_name(f"{path.name}.damaged-{number}")
    try:
        path.replace(aside)
    except OSError as error:
        fresh = QSettings(str(aside.with_name(path.name + ".new")), QSettings.Format.IniFormat)
        return fresh, (
            f"The settings file {path} is damaged ({problem}) and cannot be moved aside "
            f"({error.strerror or error}): the defaults are used and nothing is saved to it."
        )
    fresh = QSettings(str(path), QSettings.Format.IniFormat)
    return fresh, (
        f"The settings file {path} was damaged ({problem}): it is kept as {aside.name} and "
        "the defaults are used."
    )


@dataclass(frozen=True)
class RoomRules:
    """The house rules a room plays by, remembered as its default for new tables."""

    house: HouseRules = STANDARD_RULES
    stud_odd_chip: StudOddChip = StudOddChip.ALL_CARDS
    odd_chips: OddChipRule = OddChipRule.PER_POT
    suit_tiebreaks: bool = False
    """The home-game rule where suits break ties (hold'em and Omaha)."""

    @classmethod
    def of(cls, scenario: Scenario) -> RoomRules:
        """The house rules ``scenario``'s table plays by."""
        house = STANDARD_RULES if scenario.rules.is_standard else scenario.rules
        return cls(house, scenario.stud_odd_chip, scenario.odd_chips, scenario.suit_tiebreaks)


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
            document = read_json(self._text("room/rules") or "{}")
            table = scenario_from_dict({"game": "holdem", "seats": [], "rules": document})
        except ValueError:
            return RoomRules()
        return RoomRules.of(table)

    @rules.setter
    def rules(self, rules: RoomRules) -> None:
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
    def rake(self) -> Rake | None:
        """The room's rake, or None when the room takes none."""
        text = self._text("room/rake")
        if not text:
            return None
        try:
            return rake_from_json(read_json(text))
        except ValueError:
            return None

    @rake.setter
    def rake(self, rake: Rake | None) -> None:
        if rake is None:
            self.store.remove("room/rake")
        else:
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
            names = read_json(self._text("room/chips_in_play") or "[]")
        except ValueError:
            return ()
        if not isinstance(names, list):
            return ()
        return tuple(name for name in names if isinstance(name, str) and name)

    @chips_in_play.setter
    def chips_in_play(self, names: tuple[str, ...]) -> None:
        self.store.setValue("room/chips_in_play", json.dumps(list(names)))

    def sync(self) -> None:
        self.store.sync()
