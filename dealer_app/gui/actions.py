"""Actions as every menu of the app makes them: their keys shown in the tooltip.

A dealer learns the keys from the tooltips and the status bar, so each action says its
shortcut there the same way, wherever it is made.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence

__all__ = ["Keys", "keyed_action", "show_keys"]

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
