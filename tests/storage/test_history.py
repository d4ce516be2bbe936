"""The training history: answers kept one transaction each, damaged files kept aside, CSV."""

from __future__ import annotations

import csv
import multiprocessing
import shutil
import sqlite3
import tempfile
import threading
from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from multiprocessing.queues import Queue
from multiprocessing.synchronize import Barrier
from pathlib import Path

import pytest

from dealer_app.storage.history import CSV_COLUMNS, HistoryError, open_history, read_history
from dealer_app.training.progress import AnswerRecord

START = datetime(2026, 3, 1, 20, 0, tzinfo=UTC)


def answer(minutes: int, *, correct: bool = True, tags: tuple[str, ...] = ("side-pots",)):
    return AnswerRecord(
        drill="build-pots",
        game="holdem",
        tags=tags,
        correct=correct,
        seconds=12.5,
        when=START + timedelta(minutes=minutes),
    )


def test_answers_come_back_oldest_first_with_their_tags(tmp_path: Path) -> None:
    history = open_history(tmp_path / "history.sqlite3")
    history.add(answer(5, correct=False, tags=("dead-money", "side-pots")))
    history.add(answer(1))
    records = history.records()
    assert [record.when for record in records] == [START + timedelta(minutes=m) for m in (1, 5)]
    assert records[1].tags == ("dead-money", "side-pots")
    assert records[1].correct is False
    assert records[0].seconds == 12.5
    assert history.records(since=START + timedelta(minutes=2)) == (records[1],)


def test_the_score_difficulty_and_title_come_back_too(tmp_path: Path) -> None:
    history = open_history(tmp_path / "history.sqlite3")
    graded = replace(answer(1), score=0.75, difficulty=5, title="Hold'em: AQ v A2")
    history.add(graded)
    assert history.records() == (graded,)


def test_the_aim_and_the_spot_come_back_for_mastery_and_replay(tmp_path: Path) -> None:
    history = open_history(tmp_path / "history.sqlite3")
    kept = replace(answer(1), aim_seconds=14.0, scenario_json='{"format": "x"}')
    history.add(kept)
    history.add(answer(2))
    history.close()
    again = open_history(tmp_path / "history.sqlite3")
    assert again.records() == (kept, answer(2))
    assert again.records()[1].aim_seconds is None and again.records()[1].scenario_json == ""
    again.close()


def test_each_answer_is_on_disk_as_soon_as_it_is_added(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    history = open_history(path)
    history.add(answer(1))
    # Another connection (the app started again after a crash) sees the answer already.
    other = sqlite3.connect(path)
    assert other.execute("SELECT drill, game, correct FROM answers").fetchall() == [
        ("build-pots", "holdem", 1)
    ]
    assert other.execute("SELECT tag FROM answer_tags").fetchall() == [("side-pots",)]
    other.close()
    history.close()
    assert open_history(path).count() == 1


@pytest.mark.parametrize(
    "damage",
    [b"this is not a database at all" * 100, b"SQLite format 3\x00" + b"\xff" * 5000],
    ids=["text", "truncated"],
)
def test_a_damaged_file_is_kept_aside_and_a_new_history_started(
    tmp_path: Path, damage: bytes
) -> None:
    path = tmp_path / "history.sqlite3"
    path.write_bytes(damage)
    history = open_history(path, now=START)
    assert history.kept_aside == tmp_path / "history.damaged-20260301T200000Z.sqlite3"
    assert history.kept_aside.read_bytes() == damage
    assert history.problem is not None
    assert "history.damaged-20260301T200000Z.sqlite3" in history.problem
    history.add(answer(1))
    assert history.count() == 1


def test_a_history_cut_short_gives_back_the_answers_it_still_holds(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    history = open_history(path, now=START)
    for number in range(400):
        history.add(answer(number))
    history.close()
    whole = path.read_bytes()
    # A disk that filled up, a copy stopped half way: the file ends in the middle.
    path.write_bytes(whole[: len(whole) // 2])
    history = open_history(path, now=START)
    assert history.kept_aside is not None
    assert history.kept_aside.read_bytes() == whole[: len(whole) // 2]
    assert 0 < history.count() < 400
    assert f"{history.count()} of its" in (history.problem or "")
    # The copy read from is not left behind.
    assert sorted(entry.name for entry in tmp_path.iterdir()) == sorted(
        ["history.sqlite3", history.kept_aside.name]
    )


def test_a_foreign_database_is_kept_aside_too(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    foreign = sqlite3.connect(path)
    foreign.execute("CREATE TABLE recipes (name TEXT)")
    foreign.commit()
    foreign.close()
    history = open_history(path, now=START)
    assert history.kept_aside is not None and history.kept_aside.exists()
    assert history.count() == 0


def test_the_history_exports_as_csv(tmp_path: Path) -> None:
    history = open_history(tmp_path / "history.sqlite3")
    missed = replace(
        answer(1, correct=False, tags=("odd-chip-wraps", "three-way-tie")),
        difficulty=4,
        title="Hold'em: three-way tie",
        aim_seconds=19.0,
        given="Main pot 120: seats 2 and 5",
        source="exam",
        scenario_json='{"format": "dealer-app/scenario@1"}',
    )
    history.add(missed)
    target = tmp_path / "history.csv"
    assert history.export_csv(target) == 1
    with open(target, encoding="utf-8", newline="") as handle:
        rows = list(csv.reader(handle))
    assert tuple(rows[0]) == CSV_COLUMNS
    assert rows[1] == [
        "2026-03-01T20:01:00+00:00",
        "trainee",
        "exam",
        "build-pots",
        "holdem",
        "4",
        "Hold'em: three-way tie",
        "odd-chip-wraps three-way-tie",
        "no",
        "12.5",
        "19",
        "0.00",
        "Main pot 120: seats 2 and 5",
        '{"format": "dealer-app/scenario@1"}',
    ]


def test_a_history_of_the_first_version_keeps_its_answers(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    older_history(path)
    history = open_history(path)
    assert history.problem is None
    (record,) = history.records()
    assert (record.drill, record.trainee, record.source, record.given) == (
        "read-winner",
        "trainee",
        "practice",
        "",
    )
    history.add(replace(answer(2), source="shift", given="seat 2: 3 red"))
    assert history.records()[1].source == "shift"


def test_an_export_to_a_missing_folder_names_it(tmp_path: Path) -> None:
    history = open_history(tmp_path / "history.sqlite3")
    with pytest.raises(HistoryError, match="nowhere"):
        history.export_csv(tmp_path / "nowhere" / "history.csv")


def damaged_history(path: Path, answers: int, bad_pages: int) -> int:
    """A history of ``answers`` answers with ``bad_pages`` of its pages overwritten with
    junk, spread over the file away from its first pages; returns the page count."""
    history = open_history(path)
    # Made quickly: the file is a test's, with no crash to survive.
    history.connection.execute("PRAGMA synchronous = OFF")
    for minute in range(answers):
        history.add(answer(minute, tags=("side-pots", f"tag-{minute % 7}")))
    history.close()
    data = bytearray(path.read_bytes())
    page = 4096
    pages = len(data) // page
    for bad in range(bad_pages):
        number = 3 + (pages - 4) * (bad + 1) // (bad_pages + 1)
        data[number * page : (number + 1) * page] = b"\xa5" * page
    path.write_bytes(bytes(data))
    return pages


def test_a_history_with_5_bad_pages_keeps_its_readable_answers(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    damaged_history(path, 2000, 5)
    history = open_history(path, now=START)
    kept = history.count()
    assert 1500 <= kept < 2000
    assert history.problem == (
        f"The training history history.sqlite3 was damaged (some of its pages are damaged): "
        f"{kept:,} of its 2,000 answers were recovered into a new history; the damaged file "
        "is kept as history.damaged-20260301T200000Z.sqlite3."
    )
    records = history.records()
    assert [record.when for record in records] == sorted(record.when for record in records)
    assert all(record.drill == "build-pots" and record.seconds == 12.5 for record in records)
    history.add(answer(5000))
    assert history.count() == kept + 1


def test_a_history_that_cannot_be_written_is_said_once_at_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:

    def read_only(*args: object, **kwargs: object) -> object:
        raise PermissionError(13, "Permission denied")

    path = tmp_path / "history.sqlite3"
    open_history(path).close()
    monkeypatch.setattr(tempfile, "TemporaryFile", read_only)
    history = open_history(path)
    assert history.problem == (
        f"The training history cannot be saved in {tmp_path} (Permission denied): answers "
        "given now last until the app closes."
    )


def files_beside(path: Path) -> list[str]:
    return sorted(entry.name for entry in path.parent.iterdir())


def test_a_history_another_command_is_writing_is_said_busy_and_never_kept_aside(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "history.sqlite3"
    history = open_history(path)
    for minute in range(30):
        history.add(answer(minute))
    history.close()
    monkeypatch.setattr("dealer_app.storage.history.BUSY_SECONDS", 0.05)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    holder.execute("UPDATE answers SET seconds = seconds")
    with pytest.raises(HistoryError) as raised:
        open_history(path, now=START)
    assert str(raised.value) == (
        f"The training history {path} is in use by another window or command: close it, "
        "or wait for it to finish, and try again"
    )
    assert not list(tmp_path.glob("*damaged*"))
    holder.execute("COMMIT")
    holder.close()
    again = open_history(path)
    assert again.count() == 30 and again.problem is None and again.kept_aside is None
    again.close()
    assert files_beside(path) == ["history.sqlite3"]


def test_a_history_that_cannot_be_read_is_said_so_and_left_as_it_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "history.sqlite3"
    history = open_history(path)
    history.add(answer(1))
    history.close()
    before = path.read_bytes()
    # What a file of another user with mode 000 gives (the tests may run as root).
    monkeypatch.setattr("os.access", lambda *args, **kwargs: False)
    with pytest.raises(HistoryError, match=r"history\.sqlite3 cannot be read \(permission denied"):
        open_history(path, now=START)
    assert files_beside(path) == ["history.sqlite3"] and path.read_bytes() == before


def test_an_input_output_error_is_not_called_damage(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "history.sqlite3"
    open_history(path).close()

    def failing(*args: object, **kwargs: object) -> sqlite3.Connection:
        error = sqlite3.OperationalError("disk I/O error")
        error.sqlite_errorcode = sqlite3.SQLITE_IOERR_READ  # type: ignore[attr-defined]
        raise error

    monkeypatch.setattr(sqlite3, "connect", failing)
    with pytest.raises(HistoryError, match=r"cannot be read \(disk I/O error\)"):
        open_history(path, now=START)
    assert files_beside(path) == ["history.sqlite3"]


def test_a_history_of_a_newer_version_is_left_untouched(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    history = open_history(path)
    history.add(answer(1))
    history.close()
    newer = sqlite3.connect(path)
    newer.execute("ALTER TABLE answers ADD COLUMN streak INTEGER")
    newer.execute("PRAGMA user_version = 4")
    newer.commit()
    newer.close()
    before = path.read_bytes()
    for _ in range(2):
        with pytest.raises(HistoryError) as raised:
            open_history(path, now=START)
        assert str(raised.value) == (
            f"The training history {path} was made by a newer version of the app (history "
            "version 4, this version reads 3): it is left as it is; open it with the newer "
            "version"
        )
    assert files_beside(path) == ["history.sqlite3"] and path.read_bytes() == before


def test_a_folder_in_the_history_s_place_is_not_moved(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    path.mkdir()
    with pytest.raises(HistoryError, match="is not a file"):
        open_history(path, now=START)
    assert files_beside(path) == ["history.sqlite3"] and path.is_dir()


def older_history(path: Path) -> None:
    """A history of the first version, with one answer."""
    old = sqlite3.connect(path)
    old.executescript(
        """
        CREATE TABLE answers (id INTEGER PRIMARY KEY, answered_at TEXT NOT NULL,
            drill TEXT NOT NULL, game TEXT NOT NULL, correct INTEGER NOT NULL,
            seconds REAL NOT NULL, score REAL, difficulty INTEGER, title TEXT,
            aim_seconds REAL, scenario_json TEXT);
        CREATE TABLE answer_tags (answer_id INTEGER NOT NULL, tag TEXT NOT NULL,
            PRIMARY KEY (answer_id, tag));
        INSERT INTO answers (answered_at, drill, game, correct, seconds)
            VALUES ('2026-03-01T20:01:00.000+00:00', 'read-winner', 'holdem', 1, 3.5);
        PRAGMA user_version = 1;
        """
    )
    old.close()


def foreign_database(path: Path) -> None:
    foreign = sqlite3.connect(path)
    foreign.execute("CREATE TABLE recipes (name TEXT)")
    foreign.commit()
    foreign.close()


@pytest.mark.parametrize(
    ("make", "said"),
    [
        (
            lambda path: path.write_text('{"format": "dealer-app/trainee@1"}\n'),
            "is not a training history (it is not a database); it is left as it is",
        ),
        (
            lambda path: path.write_bytes(b""),
            "is not a training history (it is empty); it is left as it is",
        ),
        (
            foreign_database,
            "is not a training history (a database of another kind); it is left as it is",
        ),
        (
            lambda path: damaged_history(path, 2000, 5),
            "is damaged (some of its pages are damaged): it is left as it is",
        ),
    ],
    ids=["class-file", "empty", "foreign", "bad-pages"],
)
def test_reading_a_file_that_is_not_a_whole_history_refuses_and_leaves_it(
    tmp_path: Path, make: Callable[[Path], object], said: str
) -> None:
    path = tmp_path / "Ann.trainee.json"
    make(path)
    before = path.read_bytes()
    with pytest.raises(HistoryError) as raised:
        read_history(path)
    assert str(raised.value).endswith(said) and str(path) in str(raised.value)
    assert files_beside(path) == ["Ann.trainee.json"] and path.read_bytes() == before


def test_reading_a_missing_history_starts_none(tmp_path: Path) -> None:
    with pytest.raises(HistoryError, match=r"none\.sqlite3: no training history there"):
        read_history(tmp_path / "none.sqlite3")
    assert not list(tmp_path.iterdir())


def test_reading_an_older_history_shows_its_answers_and_leaves_the_file_as_it_was(
    tmp_path: Path,
) -> None:
    path = tmp_path / "history.sqlite3"
    older_history(path)
    before = path.read_bytes()
    history = read_history(path)
    assert [(record.drill, record.trainee) for record in history.records()] == [
        ("read-winner", "trainee")
    ]
    assert [trainee.name for trainee in history.trainees()] == ["Trainee"]
    history.close()
    assert files_beside(path) == ["history.sqlite3"] and path.read_bytes() == before


def test_reading_a_history_a_write_was_cut_short_in_shows_its_last_whole_write(
    tmp_path: Path,
) -> None:
    # The app stopped in the middle of a write: the file and its journal, as left. Only a
    # writer may roll the journal back; reading alone, the history is read rolled back in a
    # copy, and the file and its journal stay as they were.
    path = tmp_path / "history.sqlite3"
    history = open_history(path)
    for number in range(1, 4):
        history.add(answer(number))
    history.close()
    writing = sqlite3.connect(path, isolation_level=None)
    writing.execute("PRAGMA cache_size = 1")
    writing.execute("BEGIN")
    writing.execute("DELETE FROM answers")
    cut_short = tmp_path / "cut.sqlite3"
    shutil.copyfile(path, cut_short)
    shutil.copyfile(tmp_path / "history.sqlite3-journal", tmp_path / "cut.sqlite3-journal")
    writing.execute("ROLLBACK")
    writing.close()
    before = cut_short.read_bytes()
    read = read_history(cut_short)
    assert read.count() == 3
    read.close()
    assert cut_short.read_bytes() == before
    assert (tmp_path / "cut.sqlite3-journal").exists()


def test_reading_a_history_that_cannot_be_saved_says_nothing_of_saving(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def read_only(*args: object, **kwargs: object) -> object:
        raise OSError(30, "Read-only file system")

    path = tmp_path / "history.sqlite3"
    history = open_history(path)
    history.add(answer(1))
    history.close()
    monkeypatch.setattr(tempfile, "TemporaryFile", read_only)
    history = read_history(path)
    assert (history.problem, history.unwritable, history.count()) == (None, None, 1)
    history.close()
    opened = open_history(path)
    assert opened.unwritable == "Read-only file system"
    opened.close()


def test_a_new_history_in_a_folder_that_cannot_be_written_is_said_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def read_only(*args: object, **kwargs: object) -> object:
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(tempfile, "TemporaryFile", read_only)
    path = tmp_path / "history.sqlite3"
    with pytest.raises(HistoryError) as raised:
        open_history(path)
    assert str(raised.value) == (
        f"{path}: a new history cannot be started in {tmp_path} (Read-only file system)"
    )
    assert not path.exists()


ROUNDS = 16
STARTERS = 4
CLASS_UID = "0123456789abcdef0123456789abcdef"
DONE = "done"


def start_and_import(folder: str, start: Barrier, outcomes: Queue[str]) -> None:
    """One window or command: at the same moment as the others, open a history no one has
    started yet; then, the others too, import the same trainee's answers into it. Says
    how each went, then :data:`DONE`."""
    answers = [(f"key-{minute}", answer(minute)) for minute in range(3)]
    try:
        for round_number in range(ROUNDS):
            start.wait()
            history = None
            try:
                history = open_history(Path(folder) / f"history-{round_number}.sqlite3")
                start.wait()
                history.import_answers(CLASS_UID, "Ann", answers)
                outcomes.put(history.problem or "ok")
            except HistoryError as error:
                outcomes.put(str(error))
                start.abort()  # the others stop rather than wait for this one
                return
            finally:
                if history is not None:
                    history.close()
    except threading.BrokenBarrierError:
        pass  # another one failed, and said why
    finally:
        outcomes.put(DONE)


def test_a_history_started_by_several_commands_at_once_is_one_whole_history(
    tmp_path: Path,
) -> None:
    context = multiprocessing.get_context("spawn")
    start = context.Barrier(STARTERS)
    outcomes: Queue[str] = context.Queue()
    starters = [
        context.Process(target=start_and_import, args=(str(tmp_path), start, outcomes))
        for _ in range(STARTERS)
    ]
    for starter in starters:
        starter.start()
    said: list[str] = []
    done = 0
    while done < STARTERS:
        outcome = outcomes.get(timeout=60)
        done += outcome == DONE
        said += [] if outcome == DONE else [outcome]
    for starter in starters:
        starter.join(timeout=60)
    # None finds the history another is starting damaged, busy or half made.
    assert said == ["ok"] * (ROUNDS * STARTERS)
    assert not [entry.name for entry in tmp_path.iterdir() if "damaged" in entry.name]
    for round_number in range(ROUNDS):
        history = read_history(tmp_path / f"history-{round_number}.sqlite3")
        # The same class file imported by all at once: one Ann, each answer once.
        (ann,) = [trainee for trainee in history.trainees() if trainee.uid == CLASS_UID]
        assert (ann.name, history.count(trainee=ann.id)) == ("Ann", 3)
        history.close()
