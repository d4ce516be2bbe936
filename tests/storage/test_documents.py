from __future__ import annotations

import io
import os
import threading
import tracemalloc
from collections.abc import Callable
from pathlib import Path

import pytest

from dealer_app.storage import documents
from dealer_app.storage.documents import DocumentReadError, read_command_input, read_file

needs_pipes = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
READERS: list[Callable[[Path], bytes | str]] = [
    read_file,
    lambda path: read_command_input(str(path)),
]


@pytest.mark.parametrize("read", READERS)
def test_a_file_is_read_whole(tmp_path: Path, read: Callable[[Path], bytes | str]) -> None:
    path = tmp_path / "showdown.json"
    path.write_bytes(b'{"game": "holdem"}')
    assert read(path) == b'{"game": "holdem"}'


def test_a_dash_reads_standard_input_bytes_or_text() -> None:
    assert read_command_input("-", stdin=io.BytesIO(b"[]")) == b"[]"
    assert read_command_input("-", stdin=io.StringIO("[]")) == "[]"


@pytest.mark.parametrize("read", READERS)
def test_a_folder_or_a_missing_file_is_named_with_its_problem(
    tmp_path: Path, read: Callable[[Path], bytes | str]
) -> None:
    (tmp_path / "folder").mkdir()
    with pytest.raises(DocumentReadError, match=r"folder: is a folder, not a file$"):
        read(tmp_path / "folder")
    with pytest.raises(DocumentReadError, match=r"gone\.json: no such file$") as raised:
        read(tmp_path / "gone.json")
    assert raised.value.reason == "no such file"


@needs_pipes
def test_a_window_refuses_a_pipe_without_waiting_for_a_writer(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    with pytest.raises(DocumentReadError, match=r"pipe\.json: not a file \(a pipe or a device\)$"):
        read_file(pipe)


@needs_pipes
def test_a_command_reads_the_pipe_a_shell_made(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    writer = threading.Thread(target=pipe.write_bytes, args=(b"{}",))
    writer.start()
    assert read_command_input(str(pipe)) == b"{}"
    writer.join()


def test_an_input_larger_than_any_document_is_refused_before_it_is_all_read(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(documents, "MOST_DOCUMENT_BYTES", 1024 * 1024)
    endless = io.BytesIO(b"[" * (3 * 1024 * 1024))
    with pytest.raises(DocumentReadError, match=r"^standard input: more than 1 MB"):
        read_command_input("-", stdin=endless)
    assert endless.tell() < 3 * 1024 * 1024, "read no further than a piece past the bound"
    path = tmp_path / "big.json"
    path.write_bytes(b" " * (1024 * 1024 + 1))
    for read in READERS:
        with pytest.raises(DocumentReadError, match=r"big\.json: more than 1 MB"):
            read(path)


def test_a_small_file_is_read_without_reserving_the_bound(tmp_path: Path) -> None:
    path = tmp_path / "showdown.json"
    path.write_bytes(b'{"game": "holdem"}')
    tracemalloc.start()
    try:
        assert read_file(path) == b'{"game": "holdem"}'
        assert read_command_input(str(path)) == b'{"game": "holdem"}'
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < documents.MOST_DOCUMENT_BYTES // 16
