"""Every shipped example opens, resolves and renders to a picture that is not blank."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage

from dealer_app.gui.app import render_screenshot
from dealer_app.gui.file_actions import example_files
from dealer_app.gui.main_window import MainWindow
from tests.gui.table_testing import temporary_settings

EXAMPLES = example_files()


def distinct_colours(image: QImage, step: int = 7) -> int:
    """How many different colours a grid of sample points finds."""
    colours = {
        image.pixel(x, y)
        for x in range(0, image.width(), step)
        for y in range(0, image.height(), step)
    }
    return len(colours)


def rendered(qtbot, folder: Path, size: QSize, prepare) -> QImage:
    window = MainWindow(temporary_settings(folder))
    qtbot.addWidget(window)
    prepare(window)
    path = folder / "table.png"
    assert render_screenshot(window, path, size)
    image = QImage(str(path))
    assert (image.width(), image.height()) == (size.width(), size.height())
    return image


@pytest.mark.parametrize("example", EXAMPLES, ids=[entry.name for entry in EXAMPLES])
def test_an_example_renders_resolved(qtbot, tmp_path, example):
    def open_example(window: MainWindow) -> None:
        assert window.files.open_example(example), window.banner.text()
        outcome = window.controller.outcome
        assert outcome.complete, outcome.missing or outcome.problem

    image = rendered(qtbot, tmp_path, QSize(1280, 720), open_example)
    assert distinct_colours(image) > 200


@pytest.mark.parametrize(
    ("size", "seats"), [(QSize(1280, 720), 10), (QSize(1920, 1080), 4)], ids=["laptop", "full-hd"]
)
def test_a_dealt_table_renders_at_laptop_and_full_hd_sizes(qtbot, tmp_path, size, seats):
    def deal(window: MainWindow) -> None:
        controller = window.controller
        controller.rng = random.Random(7)
        controller.set_seat_count(seats)
        controller.random_deal()
        for seat in range(1, seats + 1):
            controller.set_committed(seat, 100 * (1 + seat % 3))

    image = rendered(qtbot, tmp_path, size, deal)
    assert distinct_colours(image) > 200


def test_the_command_line_screenshot(python, tmp_path):
    out = tmp_path / "shot.png"
    source = EXAMPLES[0] if EXAMPLES else None
    args = ["-m", "dealer_app", "--screenshot", str(out)]
    if source is not None:
        path = tmp_path / source.name
        path.write_text(source.read_text(encoding="utf-8"), encoding="utf-8")
        args[2:2] = ["--open", str(path)]
    done = python(*args, env={"QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 720)
    assert distinct_colours(image) > 100


def test_the_command_line_screenshot_of_a_damaged_file_fails_with_a_message(python, tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{"game": "bridge", "seats": []}')
    done = python(
        "-m",
        "dealer_app",
        "--open",
        str(path),
        "--screenshot",
        str(tmp_path / "x.png"),
        env={"QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 2
    assert 'unknown game "bridge"' in done.stderr
    assert "Traceback" not in done.stderr
    assert list(tmp_path.iterdir()) == [path]  # no picture of an empty table


def test_a_screenshot_that_fails_as_it_is_written_says_why(qtbot, tmp_path, monkeypatch, capsys):
    import errno
    import os

    from dealer_app.gui.app import run

    def full_disk(descriptor: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full_disk)
    assert run(screenshot=tmp_path / "x.png") == 2
    assert capsys.readouterr().err == (
        "dealer-app: Could not write the picture x.png: No space left on device\n"
    )
    assert list(tmp_path.iterdir()) == []


def test_a_screenshot_of_an_evening_saved_before_its_first_deal_is_its_window(
    qtbot, tmp_path, capsys
):
    from dealer_app.gui.app import run
    from dealer_app.gui.home.evening_controller import EveningController
    from dealer_app.model.play.evening import Evening

    path = tmp_path / "started.json"
    evening = Evening.start("guts2", {1: "Ann", 2: "Bob", 3: "Cat"}, ante=20, button=3)
    assert EveningController(evening).save_file(path)
    capsys.readouterr()
    assert run(open_path=path, screenshot=tmp_path / "started.png", size=(1024, 700)) == 0
    assert capsys.readouterr().err == ""
    image = QImage(str(tmp_path / "started.png"))
    assert (image.width(), image.height()) == (1024, 700)
    assert distinct_colours(image) > 20
