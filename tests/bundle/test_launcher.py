"""The bundle's launcher: a windowed Windows program shows what it cannot print."""

from __future__ import annotations

import json
import sys

import pytest
from dealer_app_launcher import NO_CONSOLE_NOTE, run_without_console


@pytest.fixture
def shown():
    texts: list[tuple[str, int]] = []
    return texts, lambda text, status: texts.append((text, status))


def test_resolve_output_is_shown_with_the_console_twin_named(shown, tmp_path, monkeypatch):
    texts, show = shown
    showdown = tmp_path / "showdown.json"
    showdown.write_text(
        json.dumps(
            {
                "game": "holdem",
                "button": 1,
                "seats": [
                    {"seat": 1, "cards": ["Ah", "Ad"], "committed": 10},
                    {"seat": 2, "cards": ["Kh", "Kd"], "committed": 10},
                ],
                "board": ["2c", "7d", "9h", "Js", "3s"],
            }
        )
    )
    monkeypatch.setattr(sys, "stdout", None)
    assert run_without_console(["resolve", str(showdown)], show) == 0
    assert sys.stdout is None
    ((text, status),) = texts
    assert status == 0
    assert json.loads(text)["payouts"] == {"1": 20}
    assert "dealer-app-cli.exe" in NO_CONSOLE_NOTE


def test_help_is_shown(shown):
    texts, show = shown
    assert run_without_console(["--help"], show) == 0
    assert "resolve" in texts[0][0]


def test_a_bad_argument_is_shown_with_its_status(shown):
    texts, show = shown
    assert run_without_console(["--no-such-option"], show) == 2
    ((text, status),) = texts
    assert status == 2
    assert "--no-such-option" in text


def test_the_table_closing_normally_shows_nothing(shown):
    texts, show = shown

    def table(argv):
        print("a Qt notice on standard error", file=sys.stderr)
        return 0

    assert run_without_console([], show, run=table) == 0
    assert texts == []


def test_the_box_shows_the_whole_output_unwrapped(qapp, monkeypatch):
    from dealer_app_launcher import show_in_message_box
    from PySide6.QtWidgets import QDialog, QLabel, QPlainTextEdit

    shown = []
    monkeypatch.setattr(QDialog, "exec", lambda box: shown.append(box) or 0)
    help_text = "\n".join(f"  --option-{number}   what it does" for number in range(60))
    show_in_message_box(help_text, 0)
    (box,) = shown
    assert box.findChild(QPlainTextEdit).toPlainText() == help_text
    assert box.findChild(QPlainTextEdit).lineWrapMode() == QPlainTextEdit.LineWrapMode.NoWrap
    assert "dealer-app-cli.exe" in box.findChild(QLabel).text()
