"""A class file: one trainee's answers, ``"format": "dealer-app/trainee@1"`` (docs/formats.md).

A school gathers its trainees from several laptops: each laptop exports one file per
trainee (:func:`export_trainee`), and the instructor's laptop imports them all
(:func:`import_trainee_file`). The trainee is known by a ``uid`` that stays theirs on every
laptop, and each answer by its ``key``: a file imported twice, or a trainee's answers
reaching the instructor by two ways, add each answer once. A file that is not a class
file (damaged, cut short, another kind) adds nothing and the caller is told; a damaged
``*.trainee.json`` is renamed aside with a timestamp, so a folder imported again does not
meet it twice, and any other file is left as it is (it is the trainee's, not the app's).

>>> import tempfile, datetime
>>> from pathlib import Path
>>> from dealer_app.storage.history import open_history
>>> from dealer_app.training.progress import AnswerRecord
>>> folder = Path(tempfile.mkdtemp())
>>> laptop = open_history(folder / "laptop.sqlite3")
>>> ann = laptop.add_trainee("Ann")
>>> laptop.add(AnswerRecord("read-winner", "holdem", ("side-pots",), True, 6.5,
...     datetime.datetime(2026, 3, 2, 18, 0, tzinfo=datetime.UTC)), trainee=ann.id)
>>> written = export_trainee(laptop, ann, folder / "Ann.trainee.json")
>>> school = open_history(folder / "school.sqlite3")
>>> [import_trainee_file(school, written).added for _ in range(2)]
[1, 0]
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from dealer_app.model.formats.kinds import newer_format
from dealer_app.model.json_values import (
    FormatError,
    check_fields,
    finite_number,
    json_list,
    json_object,
    read_json,
    whole_number,
)
from dealer_app.model.words import plural
from dealer_app.storage.atomic_file import write_atomically
from dealer_app.storage.documents import DocumentReadError, read_file
from dealer_app.storage.history import (
    HistoryError,
    Trainee,
    TraineeError,
    TrainingHistory,
    trainee_name,
)
from dealer_app.storage.kept_aside import keep_aside
from dealer_app.training.progress import AnswerRecord

__all__ = [
    "TRAINEE_FORMAT",
    "TRAINEE_SUFFIX",
    "ClassFileError",
    "ImportResult",
    "NewerClassFileError",
    "TraineeFile",
    "export_trainee",
    "export_trainees",
    "import_trainee_file",
    "read_trainee_file",
    "trainee_document",
]

TRAINEE_FORMAT = "dealer-app/trainee@1"
TRAINEE_SUFFIX = ".trainee.json"
_MOST_TEXT = 100_000
"""The longest text field a file may give (a spot's title or a trainee's words are short)."""

_TOP_FIELDS = frozenset({"format", "trainee", "exported_at", "answers"})
_TRAINEE_FIELDS = frozenset({"uid", "name"})
_ANSWER_FIELDS = frozenset(
    {
        "key",
        "when",
        "drill",
        "game",
        "tags",
        "correct",
        "seconds",
        "aim_seconds",
        "score",
        "difficulty",
        "title",
        "source",
        "given",
        "scenario",
    }
)


class ClassFileError(ValueError):
    """A class file that cannot be exported or imported; the message names the file."""


class NewerClassFileError(FormatError):
    """A class file of a later format (``dealer-app/trainee@2`` on): not damaged, the
    file of a newer version of the app, which this version cannot read."""


@dataclass(frozen=True)
class TraineeFile:
    """What a class file holds: who, and their answers with their keys."""

    uid: str
    name: str
    answers: tuple[tuple[str, AnswerRecord], ...]


@dataclass(frozen=True)
class ImportResult:
    """One file imported: the trainee it went to, answers added and answers already here."""

    path: Path
    trainee: Trainee
    added: int
    already: int

    @property
    def words(self) -> str:
        """What the import did, in a sentence."""
        if not self.added:
            return f"{self.path.name}: nothing new for {self.trainee.name} (already imported)."
        kept = f", {self.already} already here" if self.already else ""
        added = plural(self.added, "answer")
        return f"{self.path.name}: {added} added for {self.trainee.name}{kept}."


def trainee_document(trainee: Trainee, answers: Sequence[tuple[str, AnswerRecord]]) -> Any:
    """The class file of ``trainee`` with ``answers`` (key, record), as JSON-ready data."""
    return {
        "format": TRAINEE_FORMAT,
        "trainee": {"uid": trainee.uid, "name": trainee.name},
        "exported_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "answers": [_answer_dict(key, record) for key, record in answers],
    }


def _answer_dict(key: str, record: AnswerRecord) -> dict[str, Any]:
    entry: dict[str, Any] = {
        "key": key,
        "when": record.when.astimezone(UTC).isoformat(timespec="milliseconds"),
        "drill": record.drill,
        "game": record.game,
        "tags": list(record.tags),
        "correct": record.correct,
        "seconds": record.seconds,
        "aim_seconds": record.aim_seconds,
        "score": record.score,
        "difficulty": record.difficulty,
        "title": record.title,
        "source": record.source,
        "given": record.given,
    }
    if record.scenario_json:
        entry["scenario"] = json.loads(record.scenario_json)
    return entry


def export_trainee(history: TrainingHistory, trainee: Trainee, target: str | Path) -> Path:
    """Write ``trainee``'s class file to ``target`` in one step; returns its path."""
    path = Path(target)
    document = trainee_document(trainee, history.keyed_records(trainee=trainee.id))
    text = json.dumps(document, ensure_ascii=False, indent=1) + "\n"
    try:
        write_atomically(path, text)
    except OSError as error:
        raise ClassFileError(f"{path}: cannot be written ({error.strerror})") from None
    return path


def export_trainees(history: TrainingHistory, folder: str | Path) -> tuple[Path, ...]:
    """One class file per trainee in ``folder``, named after them (``Ann.trainee.json``):
    the class the Class tab lists, not the empty *Trainee* a history starts with beside Ann
    (imported, it would be one more trainee with no answer)."""
    where = Path(folder)
    if not where.is_dir():
        raise ClassFileError(f"{where}: no such folder")
    written: list[Path] = []
    used: set[str] = set()
    for trainee, _answers in history.class_trainees():
        name = file_name(trainee)
        number = 1
        # Names that differ only in what a file name cannot hold ("Ann?", "Ann.") would
        # give one file: each trainee keeps a file of their own.
        while name.casefold() in used:
            number += 1
            name = file_name(trainee).removesuffix(TRAINEE_SUFFIX) + f" ({number})"
            name += TRAINEE_SUFFIX
        used.add(name.casefold())
        written.append(export_trainee(history, trainee, where / name))
    return tuple(written)


def file_name(trainee: Trainee) -> str:
    """A class file's name for ``trainee``: their name, made safe for any file system.

    >>> file_name(Trainee("t", "t", "Ann / Lee?"))
    'Ann - Lee.trainee.json'
    """
    safe = "".join(" - " if char in '/\\:*?"<>|' else char for char in trainee.name)
    words = " ".join(safe.replace("-  -", "-").split()).strip(" .-")
    return f"{words or 'trainee'}{TRAINEE_SUFFIX}"


def read_trainee_file(text: str | bytes) -> TraineeFile:
    """Read a class file's text; :class:`FormatError` names what is wrong."""
    document = json_object(read_json(text), "the file")
    written = document.get("format")
    newer = newer_format(written, TRAINEE_FORMAT)
    if newer is not None:
        raise NewerClassFileError(newer)
    if written != TRAINEE_FORMAT:
        shown = json.dumps(document.get("format"), ensure_ascii=False)[:60]
        raise FormatError(f'format {shown} is not "{TRAINEE_FORMAT}"')
    check_fields(document, _TOP_FIELDS, "")
    who = json_object(document.get("trainee"), "trainee")
    check_fields(who, _TRAINEE_FIELDS, "trainee: ")
    uid = _text(who, "uid", "trainee", most=64)
    if not uid:
        raise FormatError("trainee: uid cannot be empty")
    try:
        name = trainee_name(_text(who, "name", "trainee", most=1000))
    except TraineeError as error:
        raise FormatError(f"trainee: {error}") from None
    answers = json_list(document.get("answers"), "answers")
    read = tuple(
        _answer(entry, f"answers, entry {number}") for number, entry in enumerate(answers, 1)
    )
    return TraineeFile(uid, name, read)


def _answer(value: object, where: str) -> tuple[str, AnswerRecord]:
    entry = json_object(value, where)
    check_fields(entry, _ANSWER_FIELDS, f"{where}: ")
    key = _text(entry, "key", where, most=64)
    if not key:
        raise FormatError(f"{where}: key cannot be empty")
    when_text = _text(entry, "when", where, most=40)
    try:
        when = datetime.fromisoformat(when_text)
    except ValueError:
        raise FormatError(f"{where}: when {when_text!r} is not a date and time") from None
    if when.tzinfo is None:
        raise FormatError(f"{where}: when {when_text!r} does not say its time zone")
    try:
        when.astimezone(UTC)
    except OverflowError:
        raise FormatError(
            f"{where}: when {when_text!r} is out of range (before the year 1 or after 9999 in UTC)"
        ) from None
    tags = json_list(entry.get("tags", []), f"{where}: tags")
    if not all(isinstance(tag, str) and tag and " " not in tag for tag in tags):
        raise FormatError(f"{where}: tags must be words without spaces")
    correct = entry.get("correct")
    if not isinstance(correct, bool):
        raise FormatError(f"{where}: correct must be true or false")
    aim = entry.get("aim_seconds")
    scenario = entry.get("scenario")
    if scenario is not None:
        json_object(scenario, f"{where}: scenario")
    return key, AnswerRecord(
        drill=_text(entry, "drill", where, most=100),
        game=_text(entry, "game", where, most=100),
        tags=tuple(tags),
        correct=correct,
        seconds=_seconds(entry.get("seconds"), f"{where}: seconds"),
        when=when,
        score=_seconds(entry.get("score", 0.0), f"{where}: score"),
        difficulty=whole_number(entry.get("difficulty", 3), f"{where}: difficulty"),
        title=_text(entry, "title", where, required=False),
        aim_seconds=None if aim is None else _seconds(aim, f"{where}: aim_seconds"),
        scenario_json=json.dumps(scenario, ensure_ascii=False) if scenario is not None else "",
        given=_text(entry, "given", where, required=False),
        source=_text(entry, "source", where, required=False) or "practice",
    )


def _text(
    data: Mapping[str, Any], name: str, where: str, *, most: int = _MOST_TEXT, required: bool = True
) -> str:
    value = data.get(name, None if required else "")
    if not isinstance(value, str):
        shown = "missing" if value is None else f"{type(value).__name__}"
        raise FormatError(f"{where}: {name} must be text, not {shown}")
    if len(value) > most:
        raise FormatError(f"{where}: {name} is longer than {most:,} characters")
    return value


def _seconds(value: object, field: str) -> float:
    """A number of seconds (or a score): finite and not negative."""
    seconds = finite_number(value, field)
    if seconds < 0:
        raise FormatError(f"{field} {value} is not a number of 0 or more")
    return seconds


def import_trainee_file(
    history: TrainingHistory, path: str | Path, *, now: datetime | None = None
) -> ImportResult:
    """Add the answers of the class file at ``path`` to ``history``, each once.

    A file that cannot be read as a class file adds nothing, and :class:`ClassFileError`
    says why and where the file is: a damaged class file (named ``*.trainee.json``) is
    renamed aside (``Ann.trainee.damaged-20260302T180000Z.json``), any other file (and a
    class file of a newer version of the app) left as it is.
    """
    source = Path(path)
    try:
        data = read_file(source)
    except DocumentReadError as error:
        raise ClassFileError(str(error)) from None
    try:
        read = read_trainee_file(data)
    except NewerClassFileError as error:
        raise ClassFileError(
            f"{source.name}: {error}; nothing was added, the file is left where it is."
        ) from None
    except FormatError as error:
        aside = None
        if source.name.endswith(TRAINEE_SUFFIX):
            aside = _keep_aside(source, now or datetime.now(UTC))
        kept = f"kept aside as {aside.name}" if aside is not None else "left where it is"
        raise ClassFileError(
            f"{source.name} is not a trainee's class file ({error}); nothing was added, "
            f"the file is {kept}."
        ) from None
    try:
        trainee, added = history.import_answers(read.uid, read.name, read.answers)
    except HistoryError as error:
        raise ClassFileError(str(error)) from None
    return ImportResult(source, trainee, added, len(read.answers) - added)


def _keep_aside(path: Path, now: datetime) -> Path | None:
    """Rename a damaged file beside itself with a timestamp; None when it cannot be."""
    try:
        return keep_aside(path, now)
    except OSError:
        return None
