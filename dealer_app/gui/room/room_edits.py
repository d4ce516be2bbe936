"""The room dialog's own edits of the table, which its Undo and Redo take back and do again.

A house rule, the rake or a chip set changed in the room dialog goes to the table at once, as
an edit on the table's undo stack: after the dialog is closed, the table's Undo takes the
dialog's edits back one by one, like any other. While the dialog is open, it is a window of
its own, out of reach of the table window's keys: :class:`RoomEdits` gives it its Undo
(Ctrl+Z) and Redo (Ctrl+Shift+Z, Ctrl+Y), which take back and do again the edits made in
it and no other (an amount typed at the table stays), as in any settings dialog. A text
field of the dialog keeps its own undo of its letters.
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence, QUndoCommand, QUndoStack
from PySide6.QtWidgets import QWidget

from dealer_app.gui.actions import REDO_KEYS, keyed_action

__all__ = ["EditMaker", "RoomEdits", "make_edit"]

EditMaker = Callable[[Callable[[], bool]], bool]
"""Makes a controller's edit of the table (the callable returns True when it went on the
undo stack) and returns what it returned."""


def make_edit(edit: Callable[[], bool]) -> bool:
    """Make ``edit`` as it is: a room panel's edit outside the room dialog."""
    return edit()


class RoomEdits(QObject):
    """The edits of ``stack`` made through :meth:`record`, undone and redone by the
    actions :attr:`undo_action` and :attr:`redo_action` of ``window``."""

    def __init__(self, stack: QUndoStack, window: QWidget) -> None:
        super().__init__(window)
        self._stack = stack
        self._mine: list[QUndoCommand] = []
        """The commands pushed by :meth:`record` (held, so each is known by identity)."""
        self.undo_action = keyed_action(
            window, "Undo", QKeySequence.StandardKey.Undo, "Undo the last change made here"
        )
        self.redo_action = keyed_action(
            window, "Redo", REDO_KEYS, "Redo the change made here just undone"
        )
        self.undo_action.triggered.connect(self.undo)
        self.redo_action.triggered.connect(self.redo)
        window.addActions([self.undo_action, self.redo_action])
        self._tips = {action: action.toolTip() for action in (self.undo_action, self.redo_action)}
        # A method, not a lambda: the connection goes with this object.
        stack.indexChanged.connect(self._moved)
        self._follow()

    def record(self, edit: Callable[[], bool]) -> bool:
        """Make ``edit`` (a controller's edit: True when it went on the stack) as one of
        the window's own; returns what it returned."""
        made = edit()
        if made:
            self._mine.append(self._stack.command(self._stack.index() - 1))
            self._follow()
        return made

    def _made_here(self, index: int) -> QUndoCommand | None:
        """The stack's command at ``index`` when it is one of the window's own."""
        if not 0 <= index < self._stack.count():
            return None
        command = self._stack.command(index)
        return command if any(command is mine for mine in self._mine) else None

    def can_undo(self) -> bool:
        return self._made_here(self._stack.index() - 1) is not None

    def can_redo(self) -> bool:
        return self._made_here(self._stack.index()) is not None

    def undo(self) -> None:
        """Take back the table's last edit, when the window made it."""
        if self.can_undo():
            self._stack.undo()

    def redo(self) -> None:
        """Make again the edit undone last, when the window made it."""
        if self.can_redo():
            self._stack.redo()

    def _moved(self, _index: int) -> None:
        self._follow()

    def _follow(self) -> None:
        if not shiboken6.isValid(self._stack):
            return  # the table's stack clears itself as it goes, with the window
        if self._stack.count() == 0:
            self._mine.clear()  # a new table: the commands are gone with its history
        for action, index in ((self.undo_action, -1), (self.redo_action, 0)):
            command = self._made_here(self._stack.index() + index)
            action.setEnabled(command is not None)
            _name_edit(action, self._tips[action], command)


def _name_edit(action: QAction, tip: str, command: QUndoCommand | None) -> None:
    """Name the edit ``action`` would take back or make in its tooltip: "Undo: House rules
    (Ctrl+Z)"."""
    if command is None:
        action.setToolTip(tip)
        return
    keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    action.setToolTip(f"{action.text()}: {command.text()} ({keys})")
