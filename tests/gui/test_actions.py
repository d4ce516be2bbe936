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


def test_undo_and_redo_follow_their_stack_and_name_the_edit(qtbot) -> None:
    from PySide6.QtGui import QUndoCommand, QUndoStack

    from dealer_app.gui.actions import undo_actions

    owner = QObject()
    stack = QUndoStack(owner)
    undo, redo = undo_actions(owner, stack)
    assert not undo.isEnabled() and not redo.isEnabled()
    stack.push(QUndoCommand("Seat 3 folds"))
    assert undo.isEnabled() and undo.toolTip() == "Undo: Seat 3 folds (Ctrl+Z)"
    undo.trigger()
    assert stack.index() == 0 and redo.isEnabled()
    assert redo.toolTip() == "Redo: Seat 3 folds (Ctrl+Shift+Z)"
    assert undo.toolTip() == "Undo the last edit (Ctrl+Z)"
    assert [key.toString() for key in redo.shortcuts()] == ["Ctrl+Shift+Z", "Ctrl+Y"]


def test_undo_and_redo_keys_are_told_apart_from_others(qtbot) -> None:
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtGui import QKeyEvent

    from dealer_app.gui.actions import is_undo_key

    def key(letter: Qt.Key, modifiers: Qt.KeyboardModifier) -> QKeyEvent:
        return QKeyEvent(QEvent.Type.ShortcutOverride, letter, modifiers)

    ctrl, shift = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
    assert is_undo_key(key(Qt.Key.Key_Z, ctrl))
    assert is_undo_key(key(Qt.Key.Key_Z, ctrl | shift))
    assert is_undo_key(key(Qt.Key.Key_Y, ctrl))
    assert not is_undo_key(key(Qt.Key.Key_Z, Qt.KeyboardModifier.NoModifier))
    assert not is_undo_key(key(Qt.Key.Key_T, ctrl))
