"""Output that cannot be written (a full disk, standard output closed) is one line naming
the problem and exit status 2, for every command, never a traceback."""

from __future__ import annotations

import errno
import io
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from dealer_app.__main__ import main
from dealer_app.storage.history import open_history
from tests.conftest import SUBPROCESS_TIMEOUT

ROOT = Path(__file__).resolve().parent.parent
SCENARIO = ROOT / "docs" / "examples" / "showdown.json"
AUDITION = ROOT / "docs" / "examples" / "audition.json"


class FullDevice(io.RawIOBase):
    """A file on a full disk: every write fails as the operating system says."""

    def writable(self) -> bool:
        return True

    def write(self, data: object) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def full_disk() -> io.TextIOWrapper:
    return io.TextIOWrapper(io.BufferedWriter(FullDevice()), encoding="utf-8")


def commands(tmp_path: Path) -> list[list[str]]:
    history = tmp_path / "history.sqlite3"
    open_history(history).close()
    return [
        ["--version"],
        ["resolve", str(SCENARIO)],
        ["equity", str(SCENARIO)],
        ["drills", "--count", "2", "--seed", "1"],
        ["draw", "button", "1", "3", "5", "--seed", "2"],
        ["audition", str(AUDITION)],
        ["trainees", "list", "--history", str(history)],
    ]


def status_of(argv: list[str]) -> int:
    try:
        return main(argv)
    except SystemExit as stop:  # --version leaves through argparse
        return int(stop.code or 0)


@pytest.mark.parametrize("stdout", [full_disk, type(None)], ids=["full disk", "closed"])
def test_every_command_says_it_cannot_write_its_output(
    stdout: Callable[[], object], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    reason = "No space left on device" if stdout is full_disk else "standard output is closed"
    for argv in commands(tmp_path):
        monkeypatch.setattr(sys, "stdout", stdout())
        assert status_of(argv) == 2, argv
        err = capsys.readouterr().err
        assert err.endswith(f": cannot write the output: {reason}\n"), (argv, err)
        assert err.count("\n") == 1 and err.startswith("dealer-app")


def close_standard_output() -> None:
    os.close(1)


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full on this system")
@pytest.mark.parametrize("closed", [False, True], ids=["full disk", "closed"])
def test_the_process_ends_with_one_line_and_status_2(closed: bool) -> None:
    script = "import sys; from dealer_app.__main__ import main; sys.exit(main())"
    with open("/dev/full", "wb") as full:
        done = subprocess.run(
            [sys.executable, "-c", script, "resolve", str(SCENARIO)],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            timeout=SUBPROCESS_TIMEOUT,
            check=False,
            preexec_fn=close_standard_output if closed else None,
        )
    reason = "standard output is closed" if closed else "No space left on device"
    assert (done.returncode, done.stderr) == (
        2,
        f"dealer-app resolve: cannot write the output: {reason}\n",
    )
