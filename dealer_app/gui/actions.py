"""Actions as every menu of the app makes them: their keys shown in the tooltip.

A dealer learns the keys from the tooltips and the status bar, so each action says its
shortcut there the same way, wherever it is made.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, SignalInstance
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QUndoStack

__all__ = [
    "REDO_KEYS",
    "Keys",
    "is_redo_key",
    "is_undo_key",
    "keyed_action",
    "show_keys",
    "undo_actions",
]

Keys = QKeySequence | QKeySequence.StandardKey | str | Sequence[str]
"""One key sequence (text, standard key or sequence), or several texts."""


def named_action(text: str, parent: QObject) -> QAction:
    """An action called ``text``, owned by ``parent``.

    Its words are set after it is made: ``QAction(text, parent)`` has PySide6 make QIcon's
    Python type (its 150 theme icons' names, some 10 million instructions of the start) to
    choose among QAction's constructors.
    """
    action = QAction(parent)
    action.setText(text)
    return action


def keyed_action(
    parent: QObject, text: str, keys: Keys, tip: str, *, checkable: bool = False
) -> QAction:
    """An action called ``text`` on ``keys``, its keys shown after ``tip`` in its tooltip."""
    action = named_action(text, parent)
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


REDO_KEYS = ("Ctrl+Shift+Z", "Ctrl+Y")


def undo_actions(
    parent: QObject,
    stack: QUndoStack,
    undo_step: Callable[[], None] | None = None,
    redo_step: Callable[[], None] | None = None,
) -> tuple[QAction, QAction]:
    """Undo and Redo for ``stack``: enabled when there is something to undo or redo, their
    tooltips naming the edit ("Undo: Seat 3 folds (Ctrl+Z)"). ``undo_step`` and
    ``redo_step`` stand for the stack's own undo and redo (to enter typing first)."""
    undo = keyed_action(parent, "Undo", QKeySequence.StandardKey.Undo, "Undo the last edit")
    redo = keyed_action(parent, "Redo", REDO_KEYS, "Redo the edit just undone")
    _follow(
        undo, undo_step or stack.undo, stack.canUndoChanged, stack.undoTextChanged, stack.canUndo()
    )
    _follow(
        redo, redo_step or stack.redo, stack.canRedoChanged, stack.redoTextChanged, stack.canRedo()
    )
    return undo, redo


def is_undo_key(event: QKeyEvent) -> bool:
    """Whether ``event`` is one of Undo's or Redo's keys (a text field's own undo would
    otherwise take it)."""
    return _pressed(event, QKeySequence(QKeySequence.StandardKey.Undo), *REDO_KEYS)


def is_redo_key(event: QKeyEvent) -> bool:
    """Whether ``event`` is one of Redo's keys (Ctrl+Shift+Z, Ctrl+Y)."""
    return _pressed(event, *REDO_KEYS)


def _pressed(event: QKeyEvent, *keys: QKeySequence | str) -> bool:
    pressed = QKeySequence(event.keyCombination())
    return any(
        pressed.matches(QKeySequence(key)) == QKeySequence.SequenceMatch.ExactMatch for key in keys
    )


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
