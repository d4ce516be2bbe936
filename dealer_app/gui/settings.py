"""What the app remembers between sessions: the settings store, and what the table keeps in
it: window size, game, seat count, chip set, and how the cards look (their size, the
four-colour deck).

Values go through :class:`QSettings`. Tests give their own ``QSettings`` (an INI file in a
temporary folder) so they never read or write the real user's settings.

:func:`open_settings` opens the INI store (in ``folder`` when given, as tests do, else the
user's configuration file, an INI file on every system). The file is checked before Qt may
write it: when it is damaged, or Qt cannot read it, it is renamed ``<name>.damaged`` (never
lost), a fresh store with the defaults is opened and one line says so; the next start
finds the fresh store and says nothing.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings, QSize

from dealer_app.storage.atomic_file import write_problem

DEFAULT_GAME = "holdem"
DEFAULT_SEAT_COUNT = 6
DEFAULT_CHIP_SET = "standard"
SETTINGS_FILE = "dealer-app.ini"
MIN_SEATS = 2
MAX_SEATS = 10
MIN_CARD_ZOOM = 0.8
MAX_CARD_ZOOM = 2.0


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


class TableSettings:
    """Typed access to the remembered values, with safe defaults for anything damaged."""

    def __init__(self, store: QSettings | None = None) -> None:
        self._store = store if store is not None else QSettings()

    @property
    def store(self) -> QSettings:
        return self._store

    def _text(self, key: str, default: str) -> str:
        value = self._store.value(key, default)
        return value if isinstance(value, str) and value else default

    def _int(self, key: str, default: int) -> int:
        value = self._store.value(key, default)
        # An INI file gives back text: "6" is read as the number it was written as.
        if not isinstance(value, int | str):
            return default
        try:
            return int(value)
        except ValueError:
            return default

    def _put(self, key: str, value: object, current: object) -> None:
        """Store ``value`` unless it is stored already: each write rewrites the whole file."""
        if current != value or not self._store.contains(key):
            self._store.setValue(key, value)

    def _float(self, key: str, default: float) -> float:
        value = self._store.value(key, default)
        if not isinstance(value, int | float | str):
            return default
        try:
            number = float(value)
        except ValueError:
            return default
        return number if number == number else default  # NaN reads as the default

    def _bool(self, key: str, default: bool) -> bool:
        value = self._store.value(key, default)
        if isinstance(value, str):
            return value.lower() in {"true", "1", "yes"}
        return bool(value)

    @property
    def game(self) -> str:
        return self._text("table/game", DEFAULT_GAME)

    @game.setter
    def game(self, value: str) -> None:
        self._put("table/game", value, self.game)

    @property
    def seat_count(self) -> int:
        count = self._int("table/seat_count", DEFAULT_SEAT_COUNT)
        return min(MAX_SEATS, max(MIN_SEATS, count))

    @seat_count.setter
    def seat_count(self, value: int) -> None:
        self._put("table/seat_count", int(value), self.seat_count)

    @property
    def chip_set(self) -> str:
        return self._text("table/chip_set", DEFAULT_CHIP_SET)

    @chip_set.setter
    def chip_set(self, value: str) -> None:
        self._put("table/chip_set", value, self.chip_set)

    @property
    def animate(self) -> bool:
        return self._bool("table/animate", True)

    @animate.setter
    def animate(self, value: bool) -> None:
        self._put("table/animate", bool(value), self.animate)

    @property
    def card_zoom(self) -> float:
        """How much larger than the table's own size the cards are drawn (1: as laid out)."""
        zoom = self._float("view/card_zoom", 1.0)
        return min(MAX_CARD_ZOOM, max(MIN_CARD_ZOOM, zoom))

    @card_zoom.setter
    def card_zoom(self, value: float) -> None:
        self._put("view/card_zoom", float(value), self.card_zoom)

    @property
    def four_color(self) -> bool:
        """The four-colour deck: blue diamonds, green clubs."""
        return self._bool("view/four_color", False)

    @four_color.setter
    def four_color(self, value: bool) -> None:
        self._put("view/four_color", bool(value), self.four_color)

    @property
    def window_geometry(self) -> QByteArray | None:
        value = self._store.value("window/geometry")
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    @window_geometry.setter
    def window_geometry(self, value: QByteArray) -> None:
        self._store.setValue("window/geometry", value)

    @property
    def window_size(self) -> QSize | None:
        value = self._store.value("window/size")
        return value if isinstance(value, QSize) and value.isValid() else None

    @window_size.setter
    def window_size(self, value: QSize) -> None:
        self._store.setValue("window/size", value)

    @property
    def window_state(self) -> QByteArray | None:
        value = self._store.value("window/state")
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    @window_state.setter
    def window_state(self, value: QByteArray) -> None:
        self._store.setValue("window/state", value)

    @property
    def last_directory(self) -> str:
        return self._text("files/last_directory", "")

    @last_directory.setter
    def last_directory(self, value: str) -> None:
        self._store.setValue("files/last_directory", value)

    def sync(self) -> None:
        self._store.sync()
