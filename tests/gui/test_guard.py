"""A fault anywhere in the window is logged to a file and said in one line, never a crash."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QObject, Signal

from dealer_app.gui import guard
from dealer_app.gui.table.state import MessageLevel
from tests.gui.table_testing import make_window


class _Button(QObject):
    clicked = Signal()


@pytest.mark.qt_no_exception_capture
def test_a_fault_in_a_slot_is_logged_and_said_in_the_message_bar(qtbot, tmp_path, monkeypatch):
    window = make_window(qtbot, tmp_path)
    log = tmp_path / "data" / "errors.log"
    monkeypatch.setattr(guard, "error_log_path", lambda: log)
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(guard, "_listener", None)
    guard.install_exception_hook(lambda line: window.show_message(MessageLevel.ERROR, line))
    before = window.controller.state

    def broken() -> None:
        raise ZeroDivisionError("a fault in a slot")

    button = _Button()
    button.clicked.connect(broken)
    button.clicked.emit()
    assert window.banner.level() is MessageLevel.ERROR
    assert window.banner.text() == (
        f"Something went wrong; the table is as it was; details in {log}"
    )
    assert "ZeroDivisionError: a fault in a slot" in log.read_text(encoding="utf-8")
    assert window.controller.state == before


def test_with_nowhere_to_log_the_line_still_comes(tmp_path, monkeypatch, capsys):
    blocked = tmp_path / "a file"
    blocked.write_text("")
    monkeypatch.setattr(guard, "error_log_path", lambda: blocked / "errors.log")
    said: list[str] = []
    monkeypatch.setattr(guard, "_listener", said.append)
    try:
        raise ValueError("no room")
    except ValueError as error:
        guard.report_exception(ValueError, error, error.__traceback__)
    assert said == ["Something went wrong; the table is as it was; details in the error output"]
    assert "ValueError: no room" in capsys.readouterr().err
