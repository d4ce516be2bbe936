"""A display that cannot be reached is said in one line before Qt starts, never an abort."""

from __future__ import annotations

import socket
from collections.abc import Callable, Iterator
from pathlib import Path
from subprocess import CompletedProcess

import pytest

from dealer_app.display_check import X_SOCKET_FOLDER, X_TCP_PORT, display_problem


def unused_display() -> str:
    number = 971
    while Path(f"{X_SOCKET_FOLDER}/X{number}").exists():
        number += 1
    return f":{number}"


@pytest.fixture
def listening_display() -> Iterator[str]:
    """A TCP display whose "X server" accepts connections (nothing more is asked of it)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as server:
        server.bind(("127.0.0.1", 0))
        server.listen()
        port = server.getsockname()[1]
        assert port > X_TCP_PORT
        yield f"127.0.0.1:{port - X_TCP_PORT}"


def test_an_unreachable_x_display_is_named() -> None:
    display = unused_display()
    problem = display_problem({"DISPLAY": display, "QT_QPA_PLATFORM": "xcb"}, "linux")
    assert problem is not None and f"X display {display}" in problem


def test_a_listening_display_passes(listening_display: str) -> None:
    assert display_problem({"DISPLAY": listening_display}, "linux") is None


def test_another_platform_or_a_fallback_list_is_left_to_qt() -> None:
    display = unused_display()
    for platform in ("offscreen", "xcb;offscreen", "wayland"):
        assert display_problem({"DISPLAY": display, "QT_QPA_PLATFORM": platform}, "linux") is None
    assert display_problem({"DISPLAY": display, "WAYLAND_DISPLAY": "wayland-0"}, "linux") is None


def test_a_bad_display_gives_one_line_and_exit_1_not_an_abort(
    python: Callable[..., CompletedProcess[str]],
) -> None:
    display = unused_display()
    done = python("-m", "dealer_app", env={"DISPLAY": display, "QT_QPA_PLATFORM": "xcb"})
    assert done.returncode == 1
    lines = done.stderr.splitlines()
    assert len(lines) == 1
    assert lines[0].startswith(f"dealer-app: cannot reach the X display {display}")
