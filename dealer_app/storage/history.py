"""The training history: every answer a trainee gives, and the trainees, in a SQLite file.

Each answer is written in its own transaction the moment it is graded, so a crash in the
middle of a round loses at most the answer being given. A file that is not a history this
app can read (damaged, truncated, written by something else) is never overwritten: it is
renamed with a timestamp, kept beside the new one, and the caller is told. A good
history that cannot be used now (another window or command is writing to it, the file cannot
be read, a newer version of the app made it) is not damaged: it stays where it is,
untouched, and :func:`open_history` raises :class:`HistoryError` saying which it is.

Several trainees may share one history (one laptop, a class): each answer names its
trainee's ``id``, every read can be limited to one trainee, and the trainees' names are kept
in the file. A history of an older schema opens as it was, its answers the default
trainee's (:data:`~dealer_app.training.progress.DEFAULT_TRAINEE`). Each answer has a key of
its own, kept when a trainee is exported and imported (:mod:`dealer_app.storage.trainee_file`),
so an answer imported twice is stored once.

:func:`read_history` opens a history to read it alone (listing, exporting): it writes,
moves and repairs nothing, and says so when the file is not a history it can read.

The GUI chooses the file (in the platform's data folder) and passes its path in; nothing
here knows about Qt.

>>> import tempfile, datetime
>>> from pathlib import Path
>>> from types import SimpleNamespace
>>> folder = Path(tempfile.mkdtemp())
>>> history = open_history(folder / "history.sqlite3")
>>> history.problem is None
True
>>> answer = SimpleNamespace(drill="read-winner", game="holdem", tags=("board-plays",),
...     correct=True, seconds=4.5, when=datetime.datetime(2026, 1, 2, 3, 4, 5,
...     tzinfo=datetime.timezone.utc))
>>> history.add(answer)
>>> [(row.drill, row.tags, row.correct) for row in history.records()]
[('read-winner', ('board-plays',), True)]
>>> ann = history.add_trainee("Ann")
>>> history.add(answer, trainee=ann.id)
>>> len(history.records()), len(history.records(trainee=ann.id))
(2, 1)
>>> [trainee.name for trainee in history.trainees()]
['Ann', 'Trainee']
>>> history.close()
"""

from __future__ import annotations

import csv
import os
import secrets
import sqlite3
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, fields
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol, TextIO, TypeVar

from dealer_app.storage.atomic_file import atomic_target, write_problem
from dealer_app.storage.kept_aside import keep_aside
from dealer_app.training.progress import DEFAULT_TRAINEE, AnswerRecord

__all__ = [
    "CSV_COLUMNS",
    "HISTORY_FILE_NAME",
    "AnswerLike",
    "HistoryError",
    "Trainee",
    "TraineeError",
    "TrainingHistory",
    "listed_trainees",
    "open_history",
    "read_history",
]

_T = TypeVar("_T")

HISTORY_FILE_NAME = "training-history.sqlite3"
SCHEMA_VERSION = 3
BUSY_SECONDS = 5.0
"""How long opening waits for another window or command to finish writing the history."""
DEFAULT_TRAINEE_NAME = "Trainee"
"""The name the first trainee of a history has until renamed."""
MOST_NAME_LENGTH = 60
CSV_COLUMNS = (
    "when",
    "trainee",
    "source",
    "drill",
    "game",
    "difficulty",
    "title",
    "tags",
    "correct",
    "seconds",
    "aim_seconds",
    "score",
    "given",
    "spot",
)
_TAG_SEPARATOR = " "
OPTIONAL_FIELDS = (
    "score",
    "difficulty",
    "title",
    "aim_seconds",
    "scenario_json",
    "given",
    "source",
    "trainee",
)
"""What a record may carry besides the answer itself (stored when the record has it)."""
_MORE_PLACES = ", ?" * len(OPTIONAL_FIELDS)

_SCHEMA = """
CREATE TABLE answers (
    id INTEGER PRIMARY KEY,
    answered_at TEXT NOT NULL,
    drill TEXT NOT NULL,
    game TEXT NOT NULL,
    correct INTEGER NOT NULL CHECK (correct IN (0, 1)),
    seconds REAL NOT NULL CHECK (seconds >= 0),
    score REAL,
    difficulty INTEGER,
    title TEXT,
    aim_seconds REAL,
    scenario_json TEXT,
    given TEXT,
    source TEXT,
    trainee TEXT,
    answer_key TEXT
);
CREATE TABLE answer_tags (
    answer_id INTEGER NOT NULL REFERENCES answers(id) ON DELETE CASCADE,
    tag TEXT NOT NULL,
    PRIMARY KEY (answer_id, tag)
);
CREATE INDEX answers_by_time ON answers(answered_at);
"""
_SCHEMA_3 = """
CREATE TABLE IF NOT EXISTS trainees (
    id TEXT PRIMARY KEY,
    uid TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    added_at TEXT NOT NULL,
    chosen_at TEXT,
    removed_at TEXT
);
CREATE UNIQUE INDEX IF NOT EXISTS answers_by_key ON answers(answer_key);
"""
"""What the third version adds: the trainees' names, and a key per answer."""


_ADDED_IN_VERSION_2 = ("given", "source", "trainee")


class HistoryError(ValueError):
    """The history file cannot be read or written; the message names the file."""


class _UnusableError(Exception):
    """A history that is not damaged but cannot be used now: raised as HistoryError."""


class TraineeError(ValueError):
    """A trainee's name that cannot be taken (empty, too long, already a trainee's)."""


@dataclass(frozen=True)
class Trainee:
    """One trainee of a history. ``id`` names their answers in this file; ``uid`` names
    them everywhere (a class file carries it, so a trainee imported twice is one)."""

    id: str
    uid: str
    name: str


def listed_trainees(
    trainees: Sequence[Trainee], answers: Mapping[str, int | None], training: str
) -> tuple[Trainee, ...]:
    """The trainees to list (the picker, the Class tab): all but the *Trainee* a new history
    starts with while it has no answer, once someone else trains; an empty profile beside
    Ann is no one. ``answers`` counts each trainee's answers by id (None: not known)."""

    def placeholder(trainee: Trainee) -> bool:
        return (
            trainee.name == DEFAULT_TRAINEE_NAME
            and answers.get(trainee.id) == 0
            and trainee.id != training
        )

    kept = tuple(trainee for trainee in trainees if not placeholder(trainee))
    return kept or tuple(trainees)


_last_stamp = 0


def _new_key() -> str:
    """A key no other history gives: the time in nanoseconds (rising from key to key) and
    64 random bits. Keys made in order are stored in order: the index of keys grows at its
    end, as the answers do, so the file's pages lie the same way from one run to the next."""
    global _last_stamp
    _last_stamp = max(time.time_ns(), _last_stamp + 1)
    return f"{_last_stamp:016x}{secrets.token_hex(8)}"


def _now_text() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def _time_text(when: datetime) -> str:
    """How the history writes a moment (UTC, to the millisecond): the order it sorts by."""
    moment = when if when.tzinfo else when.replace(tzinfo=UTC)
    return moment.astimezone(UTC).isoformat(timespec="milliseconds")


def trainee_name(text: str) -> str:
    """A trainee's name as typed, trimmed; :class:`TraineeError` when it cannot be one.

    >>> trainee_name("  Ann Lee ")
    'Ann Lee'
    >>> trainee_name(" ")
    Traceback (most recent call last):
    ...
    dealer_app.storage.history.TraineeError: a trainee's name cannot be empty
    """
    name = " ".join(text.split())
    if not name:
        raise TraineeError("a trainee's name cannot be empty")
    if len(name) > MOST_NAME_LENGTH:
        raise TraineeError(f"{name[:20]}…: a name has at most {MOST_NAME_LENGTH} characters")
    return name


class AnswerLike(Protocol):
    """What is stored of one graded answer (the training model's ``AnswerRecord``)."""

    @property
    def drill(self) -> str: ...
    @property
    def game(self) -> str: ...
    @property
    def tags(self) -> Iterable[str]: ...
    @property
    def correct(self) -> bool: ...
    @property
    def seconds(self) -> float: ...
    @property
    def when(self) -> datetime: ...


@dataclass
class TrainingHistory:
    """An open history file. ``problem`` says what was wrong with the file found there."""

    path: Path
    connection: sqlite3.Connection
    problem: str | None = None
    """A sentence for the trainee when the old file was damaged and kept aside, or when
    the history cannot be saved, else None."""
    kept_aside: Path | None = None
    unwritable: str | None = None
    """Why the history cannot be saved (``Read-only file system``), else None."""

    def add(self, answer: AnswerLike, *, trainee: str | None = None) -> None:
        """Write one answer, with its tags, in one transaction; it is ``trainee``'s (an id),
        else the trainee the answer names, else the default trainee's."""
        try:
            with self.connection:
                self._insert(answer, trainee, _new_key())
        except sqlite3.Error as error:
            raise HistoryError(f"{self.path}: the answer could not be saved ({error})") from None

    def _insert(self, answer: AnswerLike, trainee: str | None, key: str) -> bool:
        """Insert one answer in the open transaction; False when its key is already here."""
        who = trainee or getattr(answer, "trainee", None) or DEFAULT_TRAINEE
        values = {name: getattr(answer, name, None) for name in OPTIONAL_FIELDS}
        values["trainee"] = who
        cursor = self.connection.execute(
            f"INSERT OR IGNORE INTO answers (answered_at, drill, game, correct, seconds, "
            f"{', '.join(OPTIONAL_FIELDS)}, answer_key) VALUES (?, ?, ?, ?, ?{_MORE_PLACES}, ?)",
            (
                _time_text(answer.when),
                answer.drill,
                answer.game,
                int(bool(answer.correct)),
                max(0.0, float(answer.seconds)),
                *(values[name] for name in OPTIONAL_FIELDS),
                key,
            ),
        )
        if not cursor.rowcount:
            return False
        self.connection.executemany(
            "INSERT OR IGNORE INTO answer_tags (answer_id, tag) VALUES (?, ?)",
            [(cursor.lastrowid, tag) for tag in answer.tags],
        )
        return True

    def records(
        self, *, since: datetime | None = None, trainee: str | None = None
    ) -> tuple[AnswerRecord, ...]:
        """Every stored answer, oldest first (from ``since`` on, when given; only the
        trainee ``trainee``'s, an id, when given)."""
        return tuple(record for _key, record in self.keyed_records(since=since, trainee=trainee))

    def keyed_records(
        self, *, since: datetime | None = None, trainee: str | None = None
    ) -> tuple[tuple[str, AnswerRecord], ...]:
        """:meth:`records`, each with its answer's key (what a class file keeps)."""
        query = (
            "SELECT a.answer_key, a.answered_at, a.drill, a.game, a.correct, a.seconds,"
            " group_concat(t.tag, ' '),"
            f" {', '.join('a.' + name for name in OPTIONAL_FIELDS)} FROM answers a"
            " LEFT JOIN answer_tags t ON t.answer_id = a.id"
        )
        conditions: list[str] = []
        arguments: list[str] = []
        if since is not None:
            conditions.append("a.answered_at >= ?")
            arguments.append(_time_text(since))
        if trainee is not None:
            conditions.append("a.trainee = ?")
            arguments.append(trainee)
        if conditions:
            query += " WHERE " + " AND ".join(conditions)
        query += " GROUP BY a.id ORDER BY a.answered_at, a.id"
        try:
            rows = self.connection.execute(query, arguments).fetchall()
        except sqlite3.Error as error:
            raise HistoryError(f"{self.path}: the history could not be read ({error})") from None
        return tuple(
            (
                key or "",
                AnswerRecord(
                    drill=drill,
                    game=game,
                    tags=tuple(sorted(tags.split(_TAG_SEPARATOR))) if tags else (),
                    correct=bool(correct),
                    seconds=float(seconds),
                    when=datetime.fromisoformat(answered_at),
                    **_optional(optional),
                ),
            )
            for key, answered_at, drill, game, correct, seconds, tags, *optional in rows
        )

    def count(self, *, trainee: str | None = None) -> int:
        """How many answers are stored (``trainee``'s alone, when given)."""
        try:
            if trainee is None:
                row = self.connection.execute("SELECT count(*) FROM answers")
            else:
                row = self.connection.execute(
                    "SELECT count(*) FROM answers WHERE trainee = ?", (trainee,)
                )
            return int(row.fetchone()[0])
        except sqlite3.Error as error:
            raise HistoryError(f"{self.path}: the answers could not be counted ({error})") from None

    # -- the trainees ----------------------------------------------------------------------

    def trainees(self) -> tuple[Trainee, ...]:
        """The trainees (not removed), by name."""
        rows = self._read_trainees("WHERE removed_at IS NULL")
        return tuple(sorted(rows, key=lambda trainee: (trainee.name.casefold(), trainee.name)))

    def class_trainees(self) -> tuple[tuple[Trainee, int], ...]:
        """The class, each trainee with their answers: whom the export writes and
        ``dealer-app trainees list`` lists, as the Class tab does with nobody training
        (:func:`listed_trainees`)."""
        trainees = self.trainees()
        answers = {trainee.id: self.count(trainee=trainee.id) for trainee in trainees}
        listed = listed_trainees(trainees, answers, training="")
        return tuple((trainee, answers[trainee.id]) for trainee in listed)

    def trainee(self, trainee_id: str) -> Trainee | None:
        """The trainee of that id (removed or not), or None."""
        rows = self._read_trainees("WHERE id = ?", (trainee_id,))
        return rows[0] if rows else None

    def _read_trainees(self, where: str, arguments: tuple[str, ...] = ()) -> list[Trainee]:
        try:
            rows = self.connection.execute(
                f"SELECT id, uid, name FROM trainees {where}", arguments
            ).fetchall()
        except sqlite3.Error as error:
            raise HistoryError(f"{self.path}: the trainees could not be read ({error})") from None
        return [Trainee(*row) for row in rows]

    def last_trainee(self) -> Trainee:
        """The trainee chosen last (the first by name when none was ever chosen)."""
        rows = self._read_trainees(
            "WHERE removed_at IS NULL "
            "ORDER BY chosen_at IS NULL, chosen_at DESC, name COLLATE NOCASE, name LIMIT 1"
        )
        if rows:
            return rows[0]
        return self._write_trainee(lambda: self._new_trainee(DEFAULT_TRAINEE_NAME))

    def choose_trainee(self, trainee_id: str) -> None:
        """Remember ``trainee_id`` as the last trainee chosen."""
        self._write_trainee(
            lambda: self.connection.execute(
                "UPDATE trainees SET chosen_at = ? WHERE id = ?", (_now_text(), trainee_id)
            )
        )

    def add_trainee(self, name: str) -> Trainee:
        """A new trainee named ``name``; a trainee removed with their answers kept under
        that name comes back with them. :class:`TraineeError` when the name is taken."""
        wanted = trainee_name(name)
        self._check_free(wanted, None)
        removed = [
            trainee
            for trainee in self._read_trainees("WHERE removed_at IS NOT NULL")
            if trainee.name.casefold() == wanted.casefold()
        ]
        if removed:
            back = removed[0]
            self._write_trainee(
                lambda: self.connection.execute(
                    "UPDATE trainees SET removed_at = NULL, name = ? WHERE id = ?",
                    (wanted, back.id),
                )
            )
            return Trainee(back.id, back.uid, wanted)
        return self._write_trainee(lambda: self._new_trainee(wanted))

    def rename_trainee(self, trainee_id: str, name: str) -> Trainee:
        """Give the trainee ``trainee_id`` the name ``name`` (their answers stay theirs)."""
        wanted = trainee_name(name)
        self._check_free(wanted, trainee_id)
        self._write_trainee(
            lambda: self.connection.execute(
                "UPDATE trainees SET name = ? WHERE id = ?", (wanted, trainee_id)
            )
        )
        renamed = self.trainee(trainee_id)
        if renamed is None:
            raise TraineeError(f"no trainee {trainee_id!r} in {self.path.name}")
        return renamed

    def remove_trainee(self, trainee_id: str, *, keep_answers: bool) -> int:
        """Take the trainee off the list; returns how many of their answers were deleted.

        With ``keep_answers`` the answers stay in the file (and its CSV export), and adding
        a trainee of the same name brings them back; without, they are deleted. The last
        trainee cannot be removed.
        """
        others = [trainee for trainee in self.trainees() if trainee.id != trainee_id]
        if not others:
            raise TraineeError("the only trainee cannot be removed: add another first")
        deleted = 0 if keep_answers else self.count(trainee=trainee_id)

        def remove() -> None:
            if keep_answers:
                self.connection.execute(
                    "UPDATE trainees SET removed_at = ? WHERE id = ?", (_now_text(), trainee_id)
                )
            else:
                self.connection.execute("DELETE FROM answers WHERE trainee = ?", (trainee_id,))
                self.connection.execute("DELETE FROM trainees WHERE id = ?", (trainee_id,))

        self._write_trainee(remove)
        return deleted

    def import_answers(
        self, uid: str, name: str, answers: Sequence[tuple[str, AnswerLike]]
    ) -> tuple[Trainee, int]:
        """Add a trainee's answers from a class file, in one transaction: the trainee of
        that ``uid`` (made, under ``name`` or a free name near it, when new), and only the
        answers whose key is not here yet. Returns the trainee and how many were added.

        The transaction holds the write lock from its first read: two imports of one
        file at once add the trainee once, the second finding its answers already here."""
        try:
            with _write_transaction(self.connection):
                rows = self._read_trainees("WHERE uid = ?", (uid,))
                if rows:
                    trainee = rows[0]
                    if trainee.id not in {live.id for live in self.trainees()}:
                        # A removed trainee comes back under a name no one has taken since.
                        trainee = Trainee(trainee.id, trainee.uid, self._free_name(trainee.name))
                    self.connection.execute(
                        "UPDATE trainees SET removed_at = NULL, name = ? WHERE id = ?",
                        (trainee.name, trainee.id),
                    )
                else:
                    trainee = self._new_trainee(self._free_name(trainee_name(name)), uid=uid)
                added = sum(self._insert(answer, trainee.id, key) for key, answer in answers)
        except sqlite3.Error as error:
            raise HistoryError(f"{self.path}: the answers could not be added ({error})") from None
        return trainee, added

    def _check_free(self, name: str, but: str | None) -> None:
        for trainee in self.trainees():
            if trainee.id != but and trainee.name.casefold() == name.casefold():
                raise TraineeError(f"{trainee.name} is already a trainee's name")

    def _free_name(self, name: str) -> str:
        taken = {trainee.name.casefold() for trainee in self.trainees()}
        number = 1
        free = name
        while free.casefold() in taken:
            number += 1
            free = f"{name} ({number})"
        return free

    def _new_trainee(self, name: str, *, uid: str | None = None) -> Trainee:
        """Insert a trainee in the open transaction."""
        key = uid or _new_key()
        trainee = Trainee(key, key, name)
        self.connection.execute(
            "INSERT INTO trainees (id, uid, name, added_at) VALUES (?, ?, ?, ?)",
            (trainee.id, trainee.uid, trainee.name, _now_text()),
        )
        return trainee

    def _write_trainee(self, change: Callable[[], _T]) -> _T:
        try:
            with self.connection:
                return change()
        except sqlite3.Error as error:
            raise HistoryError(f"{self.path}: the trainees could not be saved ({error})") from None

    def export_csv(self, target: str | Path, *, trainee: str | None = None) -> int:
        """Write the history (``trainee``'s answers alone, when given) as CSV, one answer a
        line; returns how many answers."""
        records = self.records(trainee=trainee)
        try:
            with (
                atomic_target(target) as temporary,
                temporary.open("w", encoding="utf-8", newline="") as handle,
            ):
                write_csv(handle, records)
        except OSError as error:
            raise HistoryError(f"{target}: cannot be written ({error.strerror})") from None
        return len(records)

    def close(self) -> None:
        self.connection.close()


_RECORD_FIELDS = frozenset(field.name for field in fields(AnswerRecord))


def _optional(values: Sequence[object]) -> dict[str, Any]:
    """The optional fields stored for a record; a field not stored keeps its default."""
    return {
        name: value
        for name, value in zip(OPTIONAL_FIELDS, values, strict=True)
        if value is not None and name in _RECORD_FIELDS
    }


def write_csv(handle: TextIO, records: Sequence[AnswerLike]) -> None:
    """Write ``records`` as CSV rows under a header line to an open text file."""
    writer = csv.writer(handle)
    writer.writerow(CSV_COLUMNS)
    for record in records:
        aim = getattr(record, "aim_seconds", None)
        writer.writerow(
            (
                record.when.astimezone(UTC).isoformat(timespec="seconds"),
                getattr(record, "trainee", ""),
                getattr(record, "source", ""),
                record.drill,
                record.game,
                getattr(record, "difficulty", ""),
                getattr(record, "title", ""),
                _TAG_SEPARATOR.join(record.tags),
                "yes" if record.correct else "no",
                f"{record.seconds:.1f}",
                f"{aim:g}" if aim is not None else "",
                f"{getattr(record, 'score', 0.0):.2f}",
                getattr(record, "given", ""),
                getattr(record, "scenario_json", ""),
            )
        )


def open_history(path: str | Path, *, now: datetime | None = None) -> TrainingHistory:
    """Open (or start) the history at ``path``; a damaged file is kept aside, never lost,
    and what can still be read of it is copied into the new history, answer by answer.

    Raises :class:`HistoryError` when no history can be kept at all (the folder cannot be
    written) and when the history is good but cannot be used now (in use by another window
    or command, unreadable, of a newer version): that file is left as it is. A history
    that opens but cannot be written to says so in ``problem``, once, and why in
    ``unwritable``.
    """
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise HistoryError(f"{path.parent}: cannot be created ({error.strerror})") from None
    if not path.exists() and not path.is_symlink():
        unwritable = write_problem(path)
        if unwritable is not None:
            raise HistoryError(
                f"{path}: a new history cannot be started in {path.parent} ({unwritable})"
            )
    try:
        problem = _connect_checked(path)
    except _UnusableError as unusable:
        raise HistoryError(f"The training history {path} {unusable}") from None
    if isinstance(problem, sqlite3.Connection):
        unwritable = write_problem(path)
        return TrainingHistory(
            path,
            problem,
            problem=None
            if unwritable is None
            else (
                f"The training history cannot be saved in {path.parent} ({unwritable}): "
                "answers given now last until the app closes."
            ),
            unwritable=unwritable,
        )
    aside = _keep_aside(path, now or datetime.now(UTC))
    try:
        connection = _connect_checked(path)
    except _UnusableError as unusable:
        connection = str(unusable)
    if not isinstance(connection, sqlite3.Connection):
        raise HistoryError(f"{path}: a new history cannot be started ({_plain(connection)})")
    kept, readable = _recover(aside, connection)
    recovered = (
        f"{kept:,} of its {readable:,} answers were recovered into a new history"
        if readable
        else "a new history was started"
    )
    return TrainingHistory(
        path,
        connection,
        problem=(
            f"The training history {path.name} was damaged ({_plain(problem)}): "
            f"{recovered}; the damaged file is kept as {aside.name}."
        ),
        kept_aside=aside,
    )


def read_history(path: str | Path) -> TrainingHistory:
    """Open the history at ``path`` to read it alone: nothing there is written, moved or
    started, whatever the file holds.

    What :func:`open_history` would repair is refused: :class:`HistoryError` says that
    there is no history at ``path``, that the file is not a training history or is
    damaged, or why a good history cannot be used now, and the file stays as it was. A
    history of an older version is read as the newer one, brought up to date in a copy in
    memory.

    >>> import tempfile
    >>> from pathlib import Path
    >>> folder = Path(tempfile.mkdtemp())
    >>> _ = (folder / "Ann.trainee.json").write_text('{"format": "dealer-app/trainee@1"}')
    >>> try:
    ...     read_history(folder / "Ann.trainee.json")
    ... except HistoryError as error:
    ...     print(str(error).replace(str(folder), "FOLDER"))
    FOLDER/Ann.trainee.json is not a training history (it is not a database); it is left as it is
    >>> sorted(entry.name for entry in folder.iterdir())
    ['Ann.trainee.json']
    """
    path = Path(path)
    if not path.exists():
        raise HistoryError(f"{path}: no training history there")
    try:
        problem = _connect_read_only(path)
    except _UnusableError as unusable:
        raise HistoryError(f"The training history {path} {unusable}") from None
    if not isinstance(problem, sqlite3.Connection):
        raise HistoryError(_refusal(path, problem))
    return TrainingHistory(path, problem)


def _refusal(path: Path, problem: str) -> str:
    """Why :func:`read_history` reads nothing of the file at ``path``, in a line."""
    plain = _plain(problem)
    if plain == _PAGES_DAMAGED:
        return f"The training history {path} is damaged ({plain}): it is left as it is"
    if plain.startswith("not a training history"):
        plain = "a database of another kind"
    return f"{path} is not a training history ({plain}); it is left as it is"


_PAGES_DAMAGED = "some of its pages are damaged"
_EMPTY = "it is empty"


def _plain(problem: str) -> str:
    """SQLite's reason (often several lines of page numbers) in a few plain words."""
    if problem.startswith("not a training history") or problem == _EMPTY:
        return problem
    if "not a database" in problem:
        return "it is not a database"
    return _PAGES_DAMAGED


_ANSWER_COLUMNS = (
    "answered_at",
    "drill",
    "game",
    "correct",
    "seconds",
    *OPTIONAL_FIELDS,
    "answer_key",
)
_TRAINEE_COLUMNS = ("id", "uid", "name", "added_at", "chosen_at", "removed_at")
_MOST_MISSES = 10_000
"""Answer numbers tried in a row past the last one found, when the highest is unreadable."""
_MOST_ANSWERS = 10_000_000
"""More answers than a trainee gives in a lifetime: a higher number is damage."""


def _readable_answer(row: Sequence[object]) -> bool:
    """Whether a row read from a damaged file is an answer the history can show again."""
    answered_at, drill, game, correct, seconds = row[:5]
    if not (isinstance(answered_at, str) and isinstance(drill, str) and isinstance(game, str)):
        return False
    try:
        datetime.fromisoformat(answered_at)
    except ValueError:
        return False
    return correct in (0, 1) and isinstance(seconds, int | float) and seconds >= 0


def _copy_answers(source: sqlite3.Connection, into: sqlite3.Connection) -> tuple[int, int | None]:
    """Answers copied, and the highest answer number the source gives (None: unreadable)."""
    try:
        tables = {
            name for (name,) in source.execute("SELECT name FROM sqlite_master WHERE type='table'")
        }
        if "answers" not in tables:
            return 0, 0
        columns = {row[1] for row in source.execute("PRAGMA table_info(answers)")}
    except sqlite3.Error:
        return 0, 0
    wanted = ", ".join(name if name in columns else "NULL" for name in _ANSWER_COLUMNS)
    try:
        highest: int | None = source.execute("SELECT max(id) FROM answers").fetchone()[0] or 0
    except sqlite3.Error:
        highest = None
    if not isinstance(highest, int) or highest > _MOST_ANSWERS:
        highest = None  # damaged into nonsense: the answers are looked for one by one
    return _copy_rows(source, into, wanted, highest), highest


def _copy_rows(
    source: sqlite3.Connection, into: sqlite3.Connection, wanted: str, highest: int | None
) -> int:
    kept = misses = 0
    number = 0
    while (highest is not None and number < highest) or (highest is None and misses < _MOST_MISSES):
        number += 1
        try:
            row = source.execute(f"SELECT {wanted} FROM answers WHERE id = ?", (number,)).fetchone()
        except sqlite3.Error:
            row = None
        if row is None:
            misses += 1
            continue
        misses = 0
        if not _readable_answer(row):
            continue
        try:
            tags = [
                tag
                for (tag,) in source.execute(
                    "SELECT tag FROM answer_tags WHERE answer_id = ?", (number,)
                )
            ]
        except sqlite3.Error:
            tags = []  # the answer is kept without the tags that cannot be read
        into.execute("SAVEPOINT answer")
        try:
            cursor = into.execute(
                f"INSERT INTO answers ({', '.join(_ANSWER_COLUMNS)}) "
                f"VALUES (?{', ?' * (len(_ANSWER_COLUMNS) - 1)})",
                row,
            )
            into.executemany(
                "INSERT OR IGNORE INTO answer_tags (answer_id, tag) VALUES (?, ?)",
                [(cursor.lastrowid, tag) for tag in tags if isinstance(tag, str)],
            )
        except sqlite3.Error:
            into.execute("ROLLBACK TO answer")  # a row damaged into values the schema refuses
        else:
            kept += 1
        into.execute("RELEASE answer")
    return kept


def _copy_trainees(source: sqlite3.Connection, into: sqlite3.Connection) -> None:
    """The trainees' names that can still be read (their answers name them)."""
    try:
        rows = source.execute(f"SELECT {', '.join(_TRAINEE_COLUMNS)} FROM trainees").fetchall()
    except sqlite3.Error:
        return
    for row in rows:
        into.execute("SAVEPOINT trainee")
        try:
            into.execute(
                f"INSERT OR IGNORE INTO trainees ({', '.join(_TRAINEE_COLUMNS)}) "
                f"VALUES (?{', ?' * (len(_TRAINEE_COLUMNS) - 1)})",
                row,
            )
        except sqlite3.Error:
            into.execute("ROLLBACK TO trainee")
        into.execute("RELEASE trainee")


def _fill_in(connection: sqlite3.Connection) -> None:
    """What the third schema needs of older (or recovered) answers, in the open
    transaction: each answer a key and a trainee (the default one when it names none),
    each trainee named in the answers a row of the trainees, and at least one trainee."""
    connection.execute(
        "UPDATE answers SET answer_key = printf('%016x', id) || lower(hex(randomblob(8)))"
        " WHERE answer_key IS NULL"
    )
    connection.execute("UPDATE answers SET trainee = ? WHERE trainee IS NULL", (DEFAULT_TRAINEE,))
    named = [
        trainee
        for (trainee,) in connection.execute(
            "SELECT DISTINCT trainee FROM answers WHERE trainee NOT IN (SELECT id FROM trainees)"
        )
    ]
    live = connection.execute("SELECT count(*) FROM trainees WHERE removed_at IS NULL")
    if not named and not live.fetchone()[0]:
        named = [DEFAULT_TRAINEE]
    for trainee in named:
        name = DEFAULT_TRAINEE_NAME if trainee == DEFAULT_TRAINEE else trainee
        connection.execute(
            "INSERT OR IGNORE INTO trainees (id, uid, name, added_at) VALUES (?, ?, ?, ?)",
            (trainee, _new_key(), name[:MOST_NAME_LENGTH], _now_text()),
        )


def _recover(damaged: Path, into: sqlite3.Connection) -> tuple[int, int]:
    """Copy what can be read of the history ``damaged`` into ``into``, one answer at a time
    (Python's sqlite3 has no recovery command): an answer whose page is damaged is skipped.
    Returns (answers kept, answers the file says it holds, or the most found).

    The copy is one transaction (one sync to the disk), each answer a savepoint in it. A
    file cut short (a full disk, a copy stopped) is read as far as it goes.
    """
    readable = _whole_pages(damaged)
    try:
        source = sqlite3.connect(f"{readable.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error:
        _forget_copy(readable, damaged)
        return 0, 0
    mode = into.isolation_level
    into.isolation_level = None
    try:
        into.execute("BEGIN")
        found, highest = _copy_answers(source, into)
        _copy_trainees(source, into)
        _fill_in(into)
        into.execute("COMMIT")
    except sqlite3.Error:
        if into.in_transaction:
            into.execute("ROLLBACK")
        found, highest = 0, 0
    finally:
        into.isolation_level = mode
        source.close()
        _forget_copy(readable, damaged)
    return found, max(found, highest or 0)


_HEADER = b"SQLite format 3\x00"


def _whole_pages(damaged: Path) -> Path:
    """``damaged``, or where it is cut short (its header counts more pages than the file
    holds), a copy beside it that SQLite reads as far as the file goes: the header's page
    count cleared (SQLite then counts the file's own pages) and the last page, cut in
    two, left out."""
    try:
        data = damaged.read_bytes()
    except OSError:
        return damaged
    if len(data) < 100 or not data.startswith(_HEADER):
        return damaged
    page_size = int.from_bytes(data[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    pages = int.from_bytes(data[28:32], "big")
    if not page_size or pages * page_size <= len(data):
        return damaged
    whole = bytearray(data[: len(data) // page_size * page_size])
    whole[28:32] = bytes(4)
    copy = damaged.with_name(damaged.name + ".readable")
    try:
        copy.write_bytes(whole)
    except OSError:
        return damaged
    return copy


def _forget_copy(readable: Path, damaged: Path) -> None:
    """Delete the readable copy :func:`_whole_pages` made of ``damaged`` (if it made one)."""
    if readable != damaged:
        readable.unlink(missing_ok=True)


_DAMAGE_CODES = frozenset({sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB})
"""SQLite's answers that say the file itself is damaged (any other is not the file's fault)."""
_BUSY_CODES = frozenset({sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED})


def _unusable_or_damage(error: sqlite3.Error) -> str:
    """The reason a file is damaged; :class:`_UnusableError` when the error is not damage (the
    history is busy, cannot be read, the disk failed): such a file is never kept aside."""
    code = getattr(error, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    if primary in _DAMAGE_CODES:
        return str(error)
    if primary in _BUSY_CODES:
        raise _UnusableError(
            "is in use by another window or command: close it, or wait for it to finish, "
            "and try again"
        ) from None
    raise _UnusableError(f"cannot be read ({error})") from None


def _connect_checked(path: Path) -> sqlite3.Connection | str:
    """A connection to a good history (made if new), or the reason the file is damaged.

    Raises :class:`_UnusableError` (and leaves the file as it was) when the history is good but
    cannot be used now: locked by another window or command past :data:`BUSY_SECONDS`,
    not readable (its permissions), or made by a newer version of the app.
    """
    _check_file(path)
    try:
        connection = sqlite3.connect(path, timeout=BUSY_SECONDS, isolation_level="DEFERRED")
    except sqlite3.Error as error:
        return _unusable_or_damage(error)

    def up_to_date(connection: sqlite3.Connection) -> sqlite3.Connection:
        connection.execute("PRAGMA foreign_keys = ON")
        version, tables = _schema_state(connection)
        if _new_file(version, tables) or _older_history(version, tables):
            _bring_up_to_date(connection)
        return connection

    return _judged(connection, up_to_date)


def _judged(
    connection: sqlite3.Connection,
    up_to_date: Callable[[sqlite3.Connection], sqlite3.Connection],
) -> sqlite3.Connection | str:
    """The history ``up_to_date`` makes of ``connection`` (brought up to this version, in
    the file or in a copy it gives instead), if it is whole: else why it is no history of
    this version (:class:`_UnusableError` for a newer one), the connection closed."""
    try:
        connection = up_to_date(connection)
        problem = _verdict(connection, *_schema_state(connection))
    except _UnusableError:
        connection.close()
        raise
    except sqlite3.Error as error:
        connection.close()
        return _unusable_or_damage(error)
    if problem is not None:
        connection.close()
        return problem
    return connection


def _connect_read_only(path: Path) -> sqlite3.Connection | str:
    """:func:`_connect_checked` for reading alone: the file is opened read-only (SQLite's
    ``mode=ro``), so nothing is made, brought up to date or locked for writing in it. An
    older history is copied into memory and brought up to date there."""
    _check_file(path)
    try:
        connection = _read_only_connection(path)
    except sqlite3.Error as error:
        return _unusable_or_damage(error)

    def up_to_date(connection: sqlite3.Connection) -> sqlite3.Connection:
        if not _older_history(*_schema_state(connection)):
            return connection
        copy = sqlite3.connect(":memory:")
        connection.backup(copy)
        connection.close()
        _bring_up_to_date(copy)
        return copy

    return _judged(connection, up_to_date)


def _read_only_connection(path: Path) -> sqlite3.Connection:
    """The history at ``path`` opened to be read: the file itself read-only, or, where a
    write was cut short (the app or an import stopped in the middle of one), a copy rolled
    back to the last whole write, in memory. Only a writer may roll a file's journal back:
    read-only, SQLite refuses to read the file at all."""
    journal = path.with_name(f"{path.name}-journal")
    if not journal.exists():
        return sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=BUSY_SECONDS)
    import shutil
    import tempfile

    try:
        with tempfile.TemporaryDirectory(prefix="dealer-app-history-") as folder:
            copied = Path(folder) / path.name
            shutil.copyfile(path, copied)
            shutil.copyfile(journal, Path(folder) / journal.name)
            rolled_back = sqlite3.connect(copied, timeout=BUSY_SECONDS)
            try:
                memory = sqlite3.connect(":memory:")
                rolled_back.backup(memory)
            finally:
                rolled_back.close()
    except OSError as error:
        raise _UnusableError(f"cannot be read ({error.strerror or error})") from None
    return memory


def _check_file(path: Path) -> None:
    """Raise :class:`_UnusableError` when what is at ``path`` cannot be opened as a file."""
    if path.exists() and not path.is_file():
        raise _UnusableError("is not a file (a folder or a device is in its place)")
    if path.is_file() and not os.access(path, os.R_OK):
        raise _UnusableError("cannot be read (permission denied)")


def _schema_state(connection: sqlite3.Connection) -> tuple[int, set[str]]:
    """The history's version and its tables, read in one statement: one moment of the
    file, so a history another window or command is starting is seen whole or not at all."""
    version, names = connection.execute(
        "SELECT (SELECT user_version FROM pragma_user_version),"
        " (SELECT group_concat(name, char(10)) FROM sqlite_master WHERE type = 'table')"
    ).fetchone()
    return int(version), set(names.split("\n")) if names else set()


def _new_file(version: int, tables: set[str]) -> bool:
    """Whether the file is empty: a history to start."""
    return not tables and version == 0


def _older_history(version: int, tables: set[str]) -> bool:
    """Whether the file is a history of an older version: one to bring up to date."""
    return version in (1, 2) and {"answers", "answer_tags"} <= tables


@contextmanager
def _write_transaction(connection: sqlite3.Connection) -> Iterator[None]:
    """One transaction that takes the history's write lock before its first read (waiting up
    to :data:`BUSY_SECONDS` for another window or command to finish writing): what is read
    in it (the schema, a trainee's uid) is still so when it is written. Rolled back whole on
    any error."""
    mode = connection.isolation_level
    connection.isolation_level = None
    try:
        connection.execute("BEGIN IMMEDIATE")
        try:
            yield
            connection.execute("COMMIT")
        except BaseException:
            if connection.in_transaction:
                connection.execute("ROLLBACK")
            raise
    finally:
        connection.isolation_level = mode


def _bring_up_to_date(connection: sqlite3.Connection) -> tuple[int, set[str]]:
    """Start the history in an empty file, or bring an older one up to this version, in one
    transaction; returns the version and tables then. Two windows or commands starting one
    history at once: the second waits for the first, then finds the history whole and
    leaves it as it is. A crash leaves the file as it was."""
    with _write_transaction(connection):
        version, tables = _schema_state(connection)
        if _new_file(version, tables):
            _run_statements(connection, _SCHEMA + _SCHEMA_3)
        elif _older_history(version, tables):
            # Its answers stay (the default trainee's), the new fields start empty.
            if version == 1:
                for column in _ADDED_IN_VERSION_2:
                    connection.execute(f"ALTER TABLE answers ADD COLUMN {column} TEXT")
            connection.execute("ALTER TABLE answers ADD COLUMN answer_key TEXT")
            _run_statements(connection, _SCHEMA_3)
        else:
            return version, tables
        _fill_in(connection)
        connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    return _schema_state(connection)


def _run_statements(connection: sqlite3.Connection, script: str) -> None:
    """Each statement of ``script`` in the open transaction (``executescript`` would commit
    it first and then each statement on its own)."""
    for statement in script.split(";"):
        if statement.strip():
            connection.execute(statement)


def _verdict(connection: sqlite3.Connection, version: int, tables: set[str]) -> str | None:
    """None for a whole history of this version, else the reason the file is damaged;
    :class:`_UnusableError` for a history of a newer version."""
    if version > SCHEMA_VERSION and "answers" in tables:
        raise _UnusableError(
            f"was made by a newer version of the app (history version {version}, this "
            f"version reads {SCHEMA_VERSION}): it is left as it is; open it with the newer "
            "version"
        )
    if _new_file(version, tables):
        return _EMPTY
    if version != SCHEMA_VERSION or not {"answers", "answer_tags", "trainees"} <= tables:
        return f"not a training history of this version (schema {version})"
    check = connection.execute("PRAGMA quick_check").fetchone()[0]
    return None if check == "ok" else str(check)


def _keep_aside(path: Path, now: datetime) -> Path:
    try:
        aside = keep_aside(path, now)
    except OSError as error:
        raise HistoryError(f"{path}: the damaged file cannot be moved aside ({error})") from None
    for suffix in ("-journal", "-wal", "-shm"):
        leftover = path.with_name(path.name + suffix)
        if leftover.exists():
            leftover.rename(aside.with_name(aside.name + suffix))
    return aside
