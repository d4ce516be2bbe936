"""The ``dealer-app`` command: its arguments, and which part of the app each form starts."""

from __future__ import annotations

import json
import os
import re
import sys
import types
from importlib import metadata
from pathlib import Path

import pytest

from dealer_app import __main__ as command
from dealer_app.resources_path import resource

REPO_ROOT = Path(__file__).resolve().parents[1]
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


@pytest.fixture
def showdown_file(tmp_path: Path) -> Path:
    path = tmp_path / "showdown.json"
    path.write_text('{"game": "holdem"}', encoding="utf-8")
    return path


@pytest.fixture
def gui_calls(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, object]]:
    """Stand in for the table's ``run`` and record how it was called."""
    calls: list[dict[str, object]] = []

    def run(**kwargs: object) -> int:
        calls.append(kwargs)
        return 0

    fake = types.ModuleType("dealer_app.gui.app")
    fake.__dict__["run"] = run
    monkeypatch.setitem(sys.modules, "dealer_app.gui.app", fake)
    return calls


@pytest.fixture
def resolve_calls(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """Stand in for the headless ``main_resolve`` and record its arguments."""
    calls: list[list[str]] = []

    def main_resolve(argv: list[str]) -> int:
        calls.append(argv)
        return 2 if "bad.json" in argv else 0

    fake = types.ModuleType("dealer_app.cli")
    fake.__dict__["main_resolve"] = main_resolve
    monkeypatch.setitem(sys.modules, "dealer_app.cli", fake)
    return calls


def exit_of(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as stopped:
        command.parse_gui_args(argv)
    out, err = capsys.readouterr()
    return int(stopped.value.code or 0), out, err


def test_no_arguments_open_an_empty_table() -> None:
    options = command.parse_gui_args([])
    assert (options.open_path, options.screenshot) == (None, None)


def test_no_arguments_read_as_the_parser_reads_them() -> None:
    parsed = command.build_parser().parse_args([])
    del parsed.file
    assert command.parse_gui_args([]) == parsed


def test_open_and_screenshot_are_read(showdown_file: Path, tmp_path: Path) -> None:
    shot = tmp_path / "table.png"
    options = command.parse_gui_args(["--open", str(showdown_file), "--screenshot", str(shot)])
    assert (options.open_path, options.screenshot) == (str(showdown_file), str(shot))


def test_a_file_alone_is_opened(showdown_file: Path) -> None:
    assert command.parse_gui_args([str(showdown_file)]).open_path == str(showdown_file)


@pytest.mark.parametrize(
    ("argv", "names"),
    [
        (["--colour"], "--colour"),
        (["--open"], "--open"),
        (["--open", "missing.json"], "missing.json"),
        (["--open", "."], "--open: . is a folder, not a showdown file"),
        (["--screenshot", "no/such/folder/out.png"], "no/such/folder"),
        (["a.json", "b.json"], "b.json"),
        (["--screenshot", "out.png", "--size", "big"], "big"),
        (["--screenshot", "out.png", "--size", "100000x5"], "100000x5"),
        (["--size", "1024x700"], "--size"),
    ],
)
def test_bad_arguments_exit_2_with_one_line_naming_them(
    argv: list[str], names: str, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, err = exit_of(argv, capsys)
    assert status == 2
    assert out == ""
    assert err.count("\n") == 1
    assert err.startswith("dealer-app: error:")
    assert names in err


def test_a_screenshot_that_cannot_be_written_is_refused_before_the_table_starts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    status, _, err = exit_of(["--screenshot", str(tmp_path)], capsys)
    assert (status, err) == (
        2,
        f"dealer-app: error: --screenshot: {tmp_path} is a folder: give a file name in it "
        "(see dealer-app --help)\n",
    )

    def read_only(*args: object, **kwargs: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("dealer_app.storage.atomic_file.tempfile.TemporaryFile", read_only)
    status, _, err = exit_of(["--screenshot", str(tmp_path / "x.png")], capsys)
    assert (status, err) == (
        2,
        f"dealer-app: error: --screenshot: {tmp_path / 'x.png'} cannot be written "
        "(Permission denied) (see dealer-app --help)\n",
    )


def test_a_file_given_twice_is_refused(
    showdown_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, _, err = exit_of([str(showdown_file), "--open", str(showdown_file)], capsys)
    assert status == 2
    assert err.count("\n") == 1


def test_version_is_the_installed_one(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = exit_of(["--version"], capsys)
    assert status == 0
    assert out == f"dealer-app {metadata.version('dealer-app')}\n"


def test_help_shows_every_form(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = exit_of(["--help"], capsys)
    assert status == 0
    for form in ("--open", "--screenshot", "--version", "dealer-app resolve FILE.json|-"):
        assert form in out


def test_resolve_hands_the_rest_to_the_headless_command(
    resolve_calls: list[list[str]], gui_calls: list[dict[str, object]]
) -> None:
    assert command.main(["resolve", "-"]) == 0
    assert command.main(["resolve", "bad.json", "--pretty"]) == 2
    assert resolve_calls == [["-"], ["bad.json", "--pretty"]]
    assert gui_calls == []


def test_table_gets_the_file_and_screenshot(
    gui_calls: list[dict[str, object]],
    resolve_calls: list[list[str]],
    showdown_file: Path,
    tmp_path: Path,
) -> None:
    shot = str(tmp_path / "table.png")
    assert command.main(["--open", str(showdown_file), "--screenshot", shot]) == 0
    assert gui_calls == [
        {"open_path": str(showdown_file), "screenshot": shot, "size": None, "full_screen": False}
    ]
    command.main(["--screenshot", shot, "--size", "1024x700", "--full-screen"])
    assert gui_calls[1] == {
        "open_path": None,
        "screenshot": shot,
        "size": (1024, 700),
        "full_screen": True,
    }
    assert resolve_calls == []


def test_bad_arguments_never_start_the_table(
    gui_calls: list[dict[str, object]], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        command.main(["--open", "missing.json"])
    assert gui_calls == []


def test_without_a_screen_the_table_explains_and_stops(
    gui_calls: list[dict[str, object]],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    for name in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    assert command.main([]) == command.NO_DISPLAY
    assert gui_calls == []
    assert "no screen" in capsys.readouterr().err


def test_without_a_screen_a_screenshot_renders_offscreen(
    gui_calls: list[dict[str, object]], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    for name in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    assert command.main(["--screenshot", str(tmp_path / "table.png")]) == 0
    assert len(gui_calls) == 1
    assert os.environ["QT_QPA_PLATFORM"] == "offscreen"


def test_dealer_app_is_an_installed_console_command() -> None:
    (entry,) = metadata.entry_points(group="console_scripts", name="dealer-app")
    assert entry.load() is command.main


def test_python_dash_m_runs_the_command(python) -> None:
    completed = python("-m", "dealer_app", "--version")
    assert completed.returncode == 0, completed.stderr
    assert completed.stdout.startswith("dealer-app ")


def example_files() -> list[Path]:
    examples = resource("examples")
    return sorted(Path(str(entry)) for entry in examples.iterdir() if entry.name.endswith(".json"))


def readme_resolve_example() -> tuple[object, object]:
    """The scenario and the result shown in the reference's section on ``dealer-app resolve``."""
    text = (REPO_ROOT / "docs" / "reference.md").read_text(encoding="utf-8")
    section = text[text.index("## Headless: `dealer-app resolve`") :]
    scenario, shown = re.findall(r"```json\n(.*?)```", section, re.DOTALL)[:2]
    return json.loads(scenario), json.loads(shown)


def test_reference_resolve_example_is_what_the_command_prints(python) -> None:
    scenario, shown = readme_resolve_example()
    code = (
        "import sys\n"
        "from dealer_app.__main__ import main\n"
        "status = main(['resolve', '-'])\n"
        "assert 'PySide6' not in sys.modules, 'resolve loaded Qt'\n"
        "sys.exit(status)\n"
    )
    completed = python("-c", code, stdin=json.dumps(scenario))
    assert completed.returncode == 0, completed.stderr
    printed = json.loads(completed.stdout)
    # The steps' wording may be polished without the reference falling behind.
    assert {**printed, "steps": None} == {**shown, "steps": None}
    assert printed["steps"]


def test_screenshot_of_the_table_is_a_png(python, tmp_path: Path) -> None:
    shot = tmp_path / "table.png"
    args = ["-m", "dealer_app", "--screenshot", str(shot)]
    examples = example_files()
    if examples:
        args += ["--open", str(examples[0])]
    completed = python(*args, env={"QT_QPA_PLATFORM": "offscreen"})
    assert completed.returncode == 0, completed.stderr
    assert shot.read_bytes().startswith(PNG_SIGNATURE)


def test_an_unknown_command_is_named_with_the_closest(
    capsys: pytest.CaptureFixture[str], gui_calls: list[dict[str, object]]
) -> None:
    with pytest.raises(SystemExit) as stop:
        command.main(["reslove", "x.json"])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert err == (
        "dealer-app: error: no command 'reslove': did you mean 'resolve'? (see dealer-app --help)\n"
    )
    assert gui_calls == []


def test_the_table_refuses_a_deep_file_on_the_command_line_without_a_traceback(
    python, tmp_path
) -> None:
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    done = python(
        "-m",
        "dealer_app",
        "--open",
        str(deep),
        "--screenshot",
        str(tmp_path / "t.png"),
        env={"QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert "nested more than 64 deep" in done.stderr
