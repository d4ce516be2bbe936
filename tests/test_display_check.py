"""A display that cannot be reached is said in one line before Qt starts, never an abort."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
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


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux's abstract sockets")
def test_a_local_display_listening_on_its_abstract_socket_passes() -> None:
    display = unused_display()
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as server:
        server.bind(f"\0{X_SOCKET_FOLDER}/X{display[1:]}")
        server.listen()
        assert display_problem({"DISPLAY": display, "QT_QPA_PLATFORM": "xcb"}, "linux") is None
    assert display_problem({"DISPLAY": display, "QT_QPA_PLATFORM": "xcb"}, "linux") is not None


def test_a_library_that_loads_or_not_is_told_as_the_loader_tells_it(tmp_path: Path) -> None:
    import PySide6.QtCore

    from dealer_app.display_check import load_library

    load_library(Path(PySide6.QtCore.__file__))  # a library the loader maps without complaint
    broken = tmp_path / "libbroken.so"
    broken.write_bytes(b"not an ELF file")
    with pytest.raises(OSError, match=r"libbroken\.so"):
        load_library(broken)


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


LDD_OUTPUT = """\
\tlinux-vdso.so.1 (0x00007ffc)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibxcb.so.1 => /lib/x86_64-linux-gnu/libxcb.so.1 (0x00007f)
"""


def test_a_plugin_missing_libraries_is_named_with_its_debian_packages(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dealer_app import display_check

    plugin = tmp_path / "libqxcb.so"
    plugin.write_bytes(b"")

    def cannot_load(path: Path) -> None:
        raise OSError("libxcb-icccm.so.4: cannot open shared object file: No such file")

    def ldd(args: list[str], **options: object) -> CompletedProcess[str]:
        assert args == ["ldd", str(plugin)]
        return CompletedProcess(args, 0, LDD_OUTPUT, "")

    monkeypatch.setattr(display_check, "load_library", cannot_load)
    monkeypatch.setattr(subprocess, "run", ldd)
    problem = display_check.plugin_problem({"DISPLAY": ":0"}, "linux", plugin)
    assert problem == (
        "Qt's X11 platform plugin cannot load: libxcb-icccm.so.4, libxcb-keysyms.so.1 are "
        "missing (on Debian or Ubuntu: sudo apt-get install libxcb-icccm4 libxcb-keysyms1)"
    )
    # Without ldd, the library the loader named is enough.
    monkeypatch.setattr(subprocess, "run", lambda *a, **k: CompletedProcess(a, 1))
    assert display_check.plugin_problem({"DISPLAY": ":0"}, "linux", plugin) == (
        "Qt's X11 platform plugin cannot load: libxcb-icccm.so.4 is missing "
        "(on Debian or Ubuntu: sudo apt-get install libxcb-icccm4)"
    )


def test_a_plugin_that_fails_otherwise_or_another_platform_is_left_to_qt(tmp_path: Path) -> None:
    from dealer_app.display_check import plugin_problem

    not_a_library = tmp_path / "libqxcb.so"
    not_a_library.write_bytes(b"not an ELF file")
    assert plugin_problem({"DISPLAY": ":0"}, "linux", not_a_library) is None
    assert plugin_problem({"DISPLAY": ":0", "QT_QPA_PLATFORM": "wayland"}, "linux") is None
    assert plugin_problem({}, "linux") is None


def test_the_table_says_the_missing_plugin_libraries_in_one_line(
    python: Callable[..., CompletedProcess[str]], listening_display: str
) -> None:
    # The display answers; the plugin is made to miss a library, whatever this machine has.
    code = (
        "import sys\n"
        "from dealer_app import __main__ as command, display_check\n"
        "display_check.missing_libraries = lambda plugin: ['libxcb-icccm.so.4']\n"
        "sys.argv = ['dealer-app']\n"
        "sys.exit(command.main())\n"
    )
    done = python("-c", code, env={"DISPLAY": listening_display, "QT_QPA_PLATFORM": "xcb"})
    assert done.returncode == 1
    assert done.stderr.splitlines() == [
        "dealer-app: Qt's X11 platform plugin cannot load: libxcb-icccm.so.4 is missing (on "
        "Debian or Ubuntu: sudo apt-get install libxcb-icccm4); use --screenshot OUT.png for "
        "a picture, or set QT_QPA_PLATFORM=offscreen"
    ]


# ``dealer-app`` on an X display up to where Qt would start (the table's start is replaced
# by a stand-in that prints the modules loaded): the display is checked on the way.
X_START = """
import json, sys, types
table_start = types.ModuleType("dealer_app.gui.app")
table_start.run = lambda **options: print(json.dumps(sorted(sys.modules))) or 0
sys.modules["dealer_app.gui.app"] = table_start
from dealer_app.__main__ import main
sys.exit(main([]))
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt's xcb plugin is Linux's")
def test_a_start_on_a_display_that_answers_runs_no_process(
    python: Callable[..., CompletedProcess[str]], listening_display: str
) -> None:
    from dealer_app.display_check import plugin_problem

    environ = {"DISPLAY": listening_display, "QT_QPA_PLATFORM": "xcb"}
    if plugin_problem(environ) is not None:
        pytest.skip("Qt's xcb plugin misses a library here: its check runs ldd")
    done = python("-c", X_START, env=environ)
    assert done.returncode == 0, done.stderr
    loaded = set(json.loads(done.stdout.splitlines()[-1]))
    assert "dealer_app.display_check" in loaded
    # ldd (and the processes module with it) only for a plugin that misses a library.
    assert "subprocess" not in loaded
