"""Actions as every menu of the app makes them: their keys shown in the tooltip.

A dealer learns the keys from the tooltips and the status bar, so each action says its
shortcut there the same way, wherever it is made.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, SignalInstance
from PySide6.QtGui import QAction, QKeySequence, QUndoStack

__all__ = ["Keys", "keyed_action", "show_keys", "undo_actions"]

Keys = QKeySequence | QKeySequence.StandardKey | str | Sequence[str]
"""One key sequence (text, standard key or sequence), or several texts."""


def keyed_action(
    parent: QObject, text: str, keys: Keys, tip: str, *, checkable: bool = False
) -> QAction:
    """An action called ``text`` on ``keys``, its keys shown after ``tip`` in its tooltip."""
    action = QAction(text, parent)
    if isinstance(keys, (str, QKeySequence, QKeySequence.StandardKey)):
        action.setShortcut(QKeySequence(keys))
    else:
        action.setShortcuts([QKeySequence(key) for key in keys])
    action.setCheckable(checkable)
    show_keys(action, tip)
    return action


def show_keys(action: QAction, tip: str) -> None:
    """Say ``tip`` in ``action``'s tooltip and status tip, with its keys when it has any."""
    keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    action.setToolTip(f"{tip} ({keys})" if keys else tip)
    action.setStatusTip(tip)


def undo_actions(parent: QObject, stack: QUndoStack) -> tuple[QAction, QAction]:
    """Undo and Redo for ``stack``: enabled when there is something to undo or redo, their
    tooltips naming the edit ("Undo: Seat 3 folds (Ctrl+Z)")."""
    undo = keyed_action(parent, "Undo", QKeySequence.StandardKey.Undo, "Undo the last edit")
    redo = keyed_action(parent, "Redo", ["Ctrl+Shift+Z", "Ctrl+Y"], "Redo the edit just undone")
    _follow(undo, stack.undo, stack.canUndoChanged, stack.undoTextChanged, stack.canUndo())
    _follow(redo, stack.redo, stack.canRedoChanged, stack.redoTextChanged, stack.canRedo())
    return undo, redo


def _follow(
    action: QAction,
    do: Callable[[], None],
    enabled_changed: SignalInstance,
    text_changed: SignalInstance,
    enabled: bool,
) -> None:
    word, tip = action.text(), action.toolTip()
    keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    action.triggered.connect(do)
    enabled_changed.connect(action.setEnabled)
    action.setEnabled(enabled)
    text_changed.connect(
        lambda text: action.setToolTip(f"{word}: {text} ({keys})" if text else tip)
    )
