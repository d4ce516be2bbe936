"""Actions show their keys in the tooltip the same way wherever they are made."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QKeySequence

from dealer_app.gui.actions import keyed_action


def test_an_action_shows_its_keys_after_its_tip(qtbot) -> None:
    owner = QObject()
    redo = keyed_action(owner, "Redo", ["Ctrl+Shift+Z", "Ctrl+Y"], "Redo the edit", checkable=True)
    assert [key.toString() for key in redo.shortcuts()] == ["Ctrl+Shift+Z", "Ctrl+Y"]
    assert redo.toolTip() == "Redo the edit (Ctrl+Shift+Z)" and redo.isCheckable()
    assert redo.statusTip() == "Redo the edit"
    plain = keyed_action(owner, "Nothing", "", "No keys")
    assert plain.toolTip() == "No keys" and plain.shortcut().isEmpty()
    opened = keyed_action(owner, "Open", QKeySequence.StandardKey.Open, "Open a file")
    assert opened.toolTip() == "Open a file (Ctrl+O)"
