"""Saving never loses the old file: killed between write and replace, or a failed write."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest

from dealer_app.storage.atomic_file import atomic_target, write_atomically, write_problem

OLD = '{"game": "holdem", "title": "the old showdown"}\n'

KILLED_BEFORE_REPLACE = """
import os, sys, time
from dealer_app.storage import atomic_file

def stop_here(source, target):
    print("written", flush=True)
    time.sleep(60)

atomic_file.os.replace = stop_here
atomic_file.write_atomically(sys.argv[1], '{"game": "omaha"}' * 100_000)
"""


def test_a_save_killed_between_write_and_replace_leaves_the_old_file(tmp_path: Path) -> None:
    path = tmp_path / "showdown.json"
    path.write_text(OLD, encoding="utf-8")
    saving = subprocess.Popen(
        [sys.executable, "-c", KILLED_BEFORE_REPLACE, str(path)],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert saving.stdout is not None
        assert saving.stdout.readline().strip() == "written"
    finally:
        saving.kill()
        saving.wait(timeout=30)
    assert path.read_text(encoding="utf-8") == OLD
    # The new content was whole in its temporary file when the kill came.
    (left,) = [entry for entry in tmp_path.iterdir() if entry != path]
    assert left.name.startswith(".showdown.json.") and left.stat().st_size == 1_700_000


@pytest.mark.parametrize("failing", ["fsync", "replace"])
def test_a_failed_write_leaves_the_old_file_whole_and_no_leftovers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failing: str
) -> None:
    path = tmp_path / "showdown.json"
    path.write_text(OLD, encoding="utf-8")

    def full_disk(*args: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, failing, full_disk)
    with pytest.raises(OSError, match="No space left"):
        write_atomically(path, '{"game": "omaha"}')
    assert path.read_text(encoding="utf-8") == OLD
    assert [entry.name for entry in tmp_path.iterdir()] == ["showdown.json"]


def test_a_new_file_is_readable_as_an_ordinary_file_and_an_old_one_keeps_its_mode(
    tmp_path: Path,
) -> None:
    new = tmp_path / "new.json"
    write_atomically(new, "{}")
    umask = os.umask(0)
    os.umask(umask)
    assert new.stat().st_mode & 0o777 == 0o666 & ~umask
    old = tmp_path / "old.json"
    old.write_text(OLD)
    old.chmod(0o640)
    write_atomically(old, "{}")
    assert old.stat().st_mode & 0o777 == 0o640 and old.read_text() == "{}"


def test_a_writer_that_fails_half_way_through_its_target_leaves_the_old_file(
    tmp_path: Path,
) -> None:
    path = tmp_path / "history.csv"
    path.write_text("old\n")
    with pytest.raises(RuntimeError), atomic_target(path) as temporary:
        temporary.write_text("half")
        raise RuntimeError("the writer broke")
    assert path.read_text() == "old\n"
    assert [entry.name for entry in tmp_path.iterdir()] == ["history.csv"]


def test_saving_through_a_symbolic_link_writes_the_linked_file_and_keeps_the_link(
    tmp_path: Path,
) -> None:
    real = tmp_path / "real.json"
    real.write_text(OLD, encoding="utf-8")
    link = tmp_path / "link.json"
    link.symlink_to("real.json")
    write_atomically(link, '{"game": "omaha"}')
    assert link.is_symlink() and os.readlink(link) == "real.json"
    assert real.read_text(encoding="utf-8") == '{"game": "omaha"}'
    with atomic_target(link) as temporary:
        temporary.write_text("exported")
    assert link.is_symlink() and real.read_text() == "exported"
    assert sorted(entry.name for entry in tmp_path.iterdir()) == ["link.json", "real.json"]


def test_a_link_to_a_file_in_another_folder_or_not_there_yet_is_saved_through(
    tmp_path: Path,
) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    link = tmp_path / "link.json"
    link.symlink_to(elsewhere / "new.json")
    write_atomically(link, "{}")
    assert link.is_symlink() and (elsewhere / "new.json").read_text() == "{}"
    assert [entry.name for entry in elsewhere.iterdir()] == ["new.json"]


def test_the_check_before_a_save_through_a_link_looks_where_the_save_goes(tmp_path: Path) -> None:
    # A link to a file in a folder not made yet: the check makes the folder the save
    # writes in (the link's target's), so the save it passes does not fail.
    link = tmp_path / "link.png"
    link.symlink_to(tmp_path / "pictures" / "real.png")
    assert write_problem(link) is None
    write_atomically(link, b"png")
    assert link.is_symlink() and (tmp_path / "pictures" / "real.png").read_bytes() == b"png"


@pytest.mark.parametrize("letter", ["a", "\N{PLAYING CARD ACE OF SPADES}"])
def test_a_file_of_the_longest_name_the_folder_takes_is_saved(tmp_path: Path, letter: str) -> None:
    # 250 bytes and more: the temporary name beside it must not pass the file system's 255.
    stem = letter * ((250 - len(".json")) // len(letter.encode()))
    path = tmp_path / f"{stem}.json"
    path.write_text("old")
    write_atomically(path, "new")
    assert path.read_text() == "new"
    assert [entry.name for entry in tmp_path.iterdir()] == [path.name]
