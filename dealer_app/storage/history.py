"""The training history: every answer a trainee gives, kept in a SQLite file.

Each answer is written in its own transaction the moment it is graded, so a crash in the
middle of a round loses at most the answer being given. A file that is not a history this
app can read (damaged, truncated, written by something else) is never overwritten: it is
renamed with a timestamp, kept beside the new one, and the caller is told.

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
>>> history.close()
"""

from __future__ import annotations

import csv
import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, fields
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol, TextIO

from dealer_app.storage.atomic_file import atomic_target, write_problem
from dealer_app.training.progress import AnswerRecord

__all__ = [
    "CSV_COLUMNS",
    "HISTORY_FILE_NAME",
    "AnswerLike",
    "HistoryError",
    "TrainingHistory",
    "open_history",
]

HISTORY_FILE_NAME = "training-history.sqlite3"
SCHEMA_VERSION = 2
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
    trainee TEXT
);
CREATE TABLE answer_tags (
    answer_id INTEGER NOT NULL REFERENCES answers(id) ON DELETE CASCADE,
    tag TEXT NOT NULL,
    PRIMARY KEY (answer_id, tag)
);
CREATE INDEX answers_by_time ON answers(answered_at);
"""


_ADDED_IN_VERSION_2 = ("given", "source", "trainee")


class HistoryError(ValueError):
    """The history file cannot be read or written; the message names the file."""


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
    """A sentence for the trainee when the old file was damaged and kept aside, else None."""
    kept_aside: Path | None = None

    def add(self, answer: AnswerLike) -> None:
        """Write one answer, with its tags, in one transaction."""
        when = answer.when if answer.when.tzinfo else answer.when.replace(tzinfo=UTC)
        try:
            with self.connection:
                cursor = self.connection.execute(
                    f"INSERT INTO answers (answered_at, drill, game, correct, seconds, "
                    f"{', '.join(OPTIONAL_FIELDS)}) VALUES (?, ?, ?, ?, ?{_MORE_PLACES})",
                    (
                        when.astimezone(UTC).isoformat(timespec="milliseconds"),
                        answer.drill,
                        answer.game,
                        int(bool(answer.correct)),
                        max(0.0, float(answer.seconds)),
                        *(getattr(answer, name, None) for name in OPTIONAL_FIELDS),
                    ),
                )
                self.connection.executemany(
                    "INSERT OR IGNORE INTO answer_tags (answer_id, tag) VALUES (?, ?)",
                    [(cursor.lastrowid, tag) for tag in answer.tags],
                )
        except sqlite3.Error as error:
            raise HistoryError(f"{self.path}: the answer could not be saved ({error})") from None

    def records(self, *, since: datetime | None = None) -> tuple[AnswerRecord, ...]:
        """Every stored answer, oldest first (from ``since`` on, when given)."""
        query = (
            "SELECT a.answered_at, a.drill, a.game, a.correct, a.seconds, group_concat(t.tag, ' '),"
            f" {', '.join('a.' + name for name in OPTIONAL_FIELDS)} FROM answers a"
            " LEFT JOIN answer_tags t ON t.answer_id = a.id"
        )
        arguments: tuple[str, ...] = ()
        if since is not None:
            query += " WHERE a.answered_at >= ?"
            arguments = (since.astimezone(UTC).isoformat(timespec="milliseconds"),)
        query += " GROUP BY a.id ORDER BY a.answered_at, a.id"
        try:
            rows = self.connection.execute(query, arguments).fetchall()
        except sqlite3.Error as error:
            raise HistoryError(f"{self.path}: the history could not be read ({error})") from None
        return tuple(
            AnswerRecord(
                drill=drill,
                game=game,
                tags=tuple(sorted(tags.split(_TAG_SEPARATOR))) if tags else (),
                correct=bool(correct),
                seconds=float(seconds),
                when=datetime.fromisoformat(answered_at),
                **_optional(optional),
            )
            for answered_at, drill, game, correct, seconds, tags, *optional in rows
        )

    def count(self) -> int:
        return int(self.connection.execute("SELECT count(*) FROM answers").fetchone()[0])

    def export_csv(self, target: str | Path) -> int:
        """Write the whole history as CSV (one answer a line); returns how many answers."""
        records = self.records()
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

    Raises :class:`HistoryError` only when no history can be kept at all (the folder
    cannot be written). A history that opens but cannot be written to says so in
    ``problem``, once.
    """
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise HistoryError(f"{path.parent}: cannot be created ({error.strerror})") from None
    problem = _connect_checked(path)
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
        )
    aside = _keep_aside(path, now or datetime.now(UTC))
    connection = _connect_checked(path)
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


def _plain(problem: str) -> str:
    """SQLite's reason (often several lines of page numbers) in a few plain words."""
    if problem.startswith("not a training history"):
        return problem
    if "not a database" in problem:
        return "it is not a database"
    return "some of its pages are damaged"


_ANSWER_COLUMNS = (
    "answered_at",
    "drill",
    "game",
    "correct",
    "seconds",
    *OPTIONAL_FIELDS,
)
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


def _recover(damaged: Path, into: sqlite3.Connection) -> tuple[int, int]:
    """Copy what can be read of the history ``damaged`` into ``into``, one answer at a time
    (Python's sqlite3 has no recovery command): an answer whose page is damaged is skipped.
    Returns (answers kept, answers the file says it holds, or the most found).

    The copy is one transaction (one sync to the disk), each answer a savepoint in it.
    """
    try:
        source = sqlite3.connect(f"{damaged.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error:
        return 0, 0
    mode = into.isolation_level
    into.isolation_level = None
    try:
        into.execute("BEGIN")
        found, highest = _copy_answers(source, into)
        into.execute("COMMIT")
    except sqlite3.Error:
        if into.in_transaction:
            into.execute("ROLLBACK")
        found, highest = 0, 0
    finally:
        into.isolation_level = mode
        source.close()
    return found, max(found, highest or 0)


def _connect_checked(path: Path) -> sqlite3.Connection | str:
    """A connection to a good history (made if new), or the reason the file is no good."""
    try:
        connection = sqlite3.connect(path, isolation_level="DEFERRED")
    except sqlite3.Error as error:
        return str(error)
    try:
        connection.execute("PRAGMA foreign_keys = ON")
        version = connection.execute("PRAGMA user_version").fetchone()[0]
        tables = {
            name
            for (name,) in connection.execute("SELECT name FROM sqlite_master WHERE type='table'")
        }
        if not tables and version == 0:
            with connection:
                connection.executescript(_SCHEMA)
                connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            return connection
        if version == 1 and {"answers", "answer_tags"} <= tables:
            # A history of the first version: its answers stay, the new fields start empty.
            with connection:
                for column in _ADDED_IN_VERSION_2:
                    connection.execute(f"ALTER TABLE answers ADD COLUMN {column} TEXT")
                connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            version = SCHEMA_VERSION
        if version != SCHEMA_VERSION or not {"answers", "answer_tags"} <= tables:
            connection.close()
            return f"not a training history of this version (schema {version})"
        check = connection.execute("PRAGMA quick_check").fetchone()[0]
        if check != "ok":
            connection.close()
            return str(check)
        return connection
    except sqlite3.Error as error:
        connection.close()
        return str(error)


def _keep_aside(path: Path, now: datetime) -> Path:
    stamp = now.astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")
    aside = path.with_name(f"{path.stem}.damaged-{stamp}{path.suffix}")
    number = 1
    while aside.exists():
        number += 1
        aside = path.with_name(f"{path.stem}.damaged-{stamp}-{number}{path.suffix}")
    try:
        path.rename(aside)
    except OSError as error:
        raise HistoryError(f"{path}: the damaged file cannot be moved aside ({error})") from None
    for suffix in ("-journal", "-wal", "-shm"):
        leftover = path.with_name(path.name + suffix)
        if leftover.exists():
            leftover.rename(aside.with_name(aside.name + suffix))
    return aside
