"""The room's own chip sets, saved by name in a folder, and chip sets as files to share.

Each set is one JSON file in the shape of the presets in ``resources/chips``
(:func:`~dealer_app.storage.chip_presets.parse_chip_preset` reads both), named after the
set's title (:func:`file_name`). A room set's key is ``room/<file name>``, so it never
shadows a preset. A title whose file name another set's file already has (``Club night``
and ``club-night!``) is given a numbered file of its own (``club-night-2.json``): only a
set of the same title is saved over. A damaged file is reported once and moved aside under
a name of its own (``name.damaged-20261202T045100Z.json``); it is never lost, nor is an
earlier kept copy.

>>> import tempfile
>>> from pathlib import Path
>>> from dealer_app.storage.chip_presets import chip_preset
>>> room = RoomChipSets(Path(tempfile.mkdtemp()))
>>> saved = room.save(chip_preset("tournament"), "Sunday deep stack")
>>> saved.key, [chip_set.title for chip_set in room.sets()]
('room/sunday-deep-stack', ['Sunday deep stack'])
"""

from __future__ import annotations

import json
from pathlib import Path

from dealer_app.model.chips import ChipSet
from dealer_app.model.json_values import FormatError, read_json
from dealer_app.model.room.money import MoneyUnit
from dealer_app.storage.atomic_file import write_atomically
from dealer_app.storage.chip_presets import (
    ChipPreset,
    ChipPresetError,
    chip_preset,
    chip_presets,
    parse_chip_preset,
    preset_to_json,
)
from dealer_app.storage.kept_aside import is_kept_aside, keep_aside

__all__ = [
    "ROOM_PREFIX",
    "RoomChipSets",
    "export_chip_set",
    "file_name",
    "import_chip_set",
    "read_chip_set",
    "title_order",
]

ROOM_PREFIX = "room/"
_ROOM_ORDER = 50


_MOST_NAME_BYTES = 100
"""The longest file name a title gives, in UTF-8 bytes: with a number, ``.json`` and a kept
copy's ``.damaged-20261202T045100Z`` after it, well inside the 255 file systems allow."""

_DEVICE_NAMES = frozenset(
    {"con", "prn", "aux", "nul"} | {f"{port}{n}" for port in ("com", "lpt") for n in range(1, 10)}
)
"""Names Windows keeps for its devices, whatever follows the dot: no file may have them."""


def file_name(title: str) -> str:
    """The file name (without ``.json``) a room set titled ``title`` is saved under: its
    letters and digits, of any script (with their marks), in lower case, the rest between
    them made one ``-`` (so never a path separator or a control character).
    :class:`ChipPresetError` when ``title`` has no letter or digit.

    >>> [file_name(title) for title in ("Sunday deep stack", "Воскресенье", "Café / 日曜日")]
    ['sunday-deep-stack', 'воскресенье', 'café-日曜日']
    >>> file_name("नमस्ते"), file_name("Club night!")
    ('नमस्ते', 'club-night')
    >>> file_name("Con"), len(file_name("Ж" * 300).encode())
    ('con-set', 100)
    """
    name = "-".join("".join(char if _kept(char) else " " for char in title.lower()).split())
    if not name:
        raise ChipPresetError(f"chip set title {title!r} needs a letter or a digit")
    name = name.encode()[:_MOST_NAME_BYTES].decode(errors="ignore").rstrip("-")
    return f"{name}-set" if name in _DEVICE_NAMES else name


def _kept(char: str) -> bool:
    """Whether ``char`` stays in a file name: a letter or digit, or any other character
    outside ASCII that is printed (the vowel signs of Devanagari, an accent typed apart),
    never ASCII's punctuation (path separators, ``*``, ``?``) nor a space or control
    character. Python's own tables decide, not Unicode's database, which the desktop bundle
    leaves out (1.1 MB)."""
    return char.isalnum() or (not char.isascii() and char.isprintable() and not char.isspace())


def title_order(title: str) -> str:
    """Where a room set titled ``title`` is listed among the room's: by title, whatever
    the case of its letters."""
    return title.lower()


def import_chip_set(path: Path) -> ChipPreset:
    """Read a chip-set file a dealer picked; :class:`ChipPresetError` names the problem."""
    # Read with the first file picked: the table starts without it.
    from dealer_app.storage.documents import DocumentReadError, read_file

    try:
        data = read_file(path)
    except DocumentReadError as error:
        raise ChipPresetError(f"{path.name}: {error.reason}") from None
    return read_chip_set(path.stem, data, path.name)


def read_chip_set(key: str, data: bytes, name: str) -> ChipPreset:
    """Read a chip-set file's bytes (``name`` is said in messages) as the preset ``key``."""
    # The kinds of file are named with the first set read: most rooms start with none.
    from dealer_app.model.formats.kinds import kind_of

    try:
        document = read_json(data)
    except FormatError as error:
        raise ChipPresetError(f"{name}: not a chip-set file ({error})") from None
    # A showdown or a chip race has chips too: it is named, not taken for a set.
    kind = kind_of(document) if isinstance(document, dict) else None
    if kind is not None:
        raise ChipPresetError(f"{name}: this is {kind.name}, not a chip set: {kind.where}")
    return parse_chip_preset(key, document)


def export_chip_set(chip_set: ChipPreset, path: Path) -> None:
    """Write ``chip_set`` as a file another room can import."""
    text = json.dumps(preset_to_json(chip_set), indent=2, ensure_ascii=False) + "\n"
    write_atomically(path, text)


class RoomChipSets:
    """The room's own chip sets in ``folder`` (created when the first set is saved)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.problems: list[str] = []
        """Damaged files found (each reported once, then kept aside) and files that could
        not be read or moved (reported once, left where they are)."""
        self._reported: set[str] = set()

    def sets(self) -> tuple[ChipPreset, ...]:
        """Every saved set, by title. A damaged file is kept aside (:func:`keep_aside`) and
        listed in problems; a file or folder that cannot be read or moved is listed once and
        left where it is, and the sets that can be read are still given."""
        if not self.folder.is_dir():
            return ()
        try:
            paths = sorted(
                path
                for path in self.folder.iterdir()
                if path.suffix == ".json" and not is_kept_aside(path)
            )
        except OSError as error:
            self._report_once(
                f"The room's chip sets in {self.folder} cannot be read ({error.strerror or error})."
            )
            return ()
        found = []
        for path in paths:
            try:
                data = path.read_bytes()
            except OSError as error:
                self._report_once(f"{path.name}: cannot be read ({error.strerror or error})")
                continue
            try:
                chip_set = read_chip_set(path.stem, data, path.name)
            except ChipPresetError as error:
                self._keep_aside(path, str(error))
                continue
            found.append(self._as_room_set(chip_set, path.stem))
        return tuple(sorted(found, key=lambda chip_set: title_order(chip_set.title)))

    def _keep_aside(self, path: Path, problem: str) -> None:
        try:
            aside = keep_aside(path)
        except OSError as error:
            self._report_once(
                f"{problem}; it cannot be moved aside ({error.strerror or error}) and is "
                "left where it is"
            )
            return
        self.problems.append(f"{problem}; kept aside as {aside.name}")

    def _report_once(self, problem: str) -> None:
        """A problem that stays (a file left where it is) is said once, not at every read."""
        if problem not in self._reported:
            self._reported.add(problem)
            self.problems.append(problem)

    def find(self, key: str) -> ChipPreset:
        """A preset or a room set by key; :class:`ChipPresetError` when there is none."""
        if not key.startswith(ROOM_PREFIX):
            return chip_preset(key)
        path = self._path(key)
        if not path.is_file():
            raise ChipPresetError(f'unknown chip set "{key}"')
        return self._as_room_set(import_chip_set(path), path.stem)

    def holding(self, chips: ChipSet, unit: MoneyUnit) -> ChipPreset | None:
        """The first preset or room set that has ``chips`` (all of its chips, or some of
        them in play) with its money read in ``unit``; None when no set has them."""
        for chip_set in (*chip_presets(), *self.sets()):
            try:
                if chip_set.unit == unit and chip_set.in_play(chips.names) == chips:
                    return chip_set
            except ValueError:
                continue  # the chips of this set among them make no set of their own
        return None

    def save(self, chip_set: ChipPreset, title: str) -> ChipPreset:
        """Save ``chip_set`` under ``title`` (replacing the set of that title); return it."""
        key = self.key_for(title)
        saved = chip_set._replace(key=key, title=title.strip(), order=_ROOM_ORDER)
        self.folder.mkdir(parents=True, exist_ok=True)
        export_chip_set(saved, self._path(key))
        return saved

    def key_for(self, title: str) -> str:
        """The key a set saved under ``title`` has: the room's set of that title (whatever
        the case of its letters), else the first free file :func:`file_name` gives."""
        wanted = title_order(title.strip())
        same_title = (
            chip_set.key for chip_set in self.sets() if title_order(chip_set.title) == wanted
        )
        found = next(same_title, None)
        if found is not None:
            return found
        name = file_name(title)
        free, number = name, 1
        while self._path(ROOM_PREFIX + free).exists():
            number += 1
            free = f"{name}-{number}"
        return ROOM_PREFIX + free

    def file_data(self, key: str) -> bytes:
        """The file of the room set ``key`` as it is (empty when there is none), which
        :meth:`put_back` writes again."""
        try:
            return self._path(key).read_bytes()
        except FileNotFoundError:
            return b""

    def delete(self, key: str) -> bytes:
        """Remove a room set (presets cannot be removed); returns its file as it was, which
        :meth:`put_back` writes again (empty when there was none)."""
        data = self.file_data(key)
        self._path(key).unlink(missing_ok=True)
        return data

    def put_back(self, key: str, data: bytes) -> None:
        """Make the file of the room set ``key`` hold ``data`` again (:meth:`file_data`,
        :meth:`delete`); empty, there is no such set."""
        if not data:
            self._path(key).unlink(missing_ok=True)
            return
        self.folder.mkdir(parents=True, exist_ok=True)
        write_atomically(self._path(key), data)

    def put_back_over(self, key: str, found: bytes, data: bytes) -> bool:
        """:meth:`put_back` ``data`` for the room set ``key`` when its file holds ``found``
        (empty: there is none), as an undo or a redo left it; False, the file left alone,
        when it holds anything else (saved or deleted since)."""
        if self.file_data(key) != found:
            return False
        self.put_back(key, data)
        return True

    def _path(self, key: str) -> Path:
        if not key.startswith(ROOM_PREFIX):
            raise ChipPresetError(f'"{key}" is a preset of the app; only room sets are removed')
        return self.folder / f"{key.removeprefix(ROOM_PREFIX)}.json"

    @staticmethod
    def _as_room_set(chip_set: ChipPreset, name: str) -> ChipPreset:
        return chip_set._replace(key=ROOM_PREFIX + name, order=_ROOM_ORDER)
