"""The room dialog's own edits of the table, which its Undo and Redo take back and do again.

A house rule, the rake or a chip set changed in the room dialog goes to the table at once, as
an edit on the table's undo stack: after the dialog is closed, the table's Undo takes the
dialog's edits back one by one, like any other. While the dialog is open, it is a window of
its own, out of reach of the table window's keys: :class:`RoomEdits` gives it its Undo
(Ctrl+Z) and Redo (Ctrl+Shift+Z, Ctrl+Y), which take back and do again the edits made in
it and no other (an amount typed at the table stays), as in any settings dialog. A text
field of the dialog keeps its own undo of its letters, but for the rake's, whose typing
changes the table as it goes: there the keys take back what was typed, as one edit.

What the room keeps changed with an edit (the default chip set Apply remembers, the rake,
a chip set deleted) is a :class:`RoomChange`, undone and made again with the table edit
(:func:`keep_change`): one undo, in the dialog or at the table, takes both back.
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence, QUndoCommand, QUndoStack
from PySide6.QtWidgets import QWidget

from dealer_app.gui.actions import REDO_KEYS, keyed_action
from dealer_app.gui.room.room_settings import RoomSettings
from dealer_app.gui.table.edit import TableEdit

__all__ = ["EditMaker", "RoomChange", "RoomEdits", "keep_change", "make_edit", "stored_change"]

EditMaker = Callable[[Callable[[], bool]], bool]
"""Makes a controller's edit of the table (the callable returns True when it went on the
undo stack) and returns what it returned."""


def make_edit(edit: Callable[[], bool]) -> bool:
    """Make ``edit`` as it is: a room panel's edit outside the room dialog."""
    return edit()


class RoomChange(QUndoCommand):
    """A change of what the room keeps (its settings, a chip set's file), already made:
    ``undo`` takes it back, ``redo`` makes it again. Changes with the same ``merge_key`` one
    after another are one: a field typed on."""

    MERGE_ID = 0x7005

    def __init__(
        self,
        text: str,
        undo: Callable[[], None],
        redo: Callable[[], None],
        merge_key: str = "",
    ) -> None:
        super().__init__(text)
        self._undo = undo
        self._redo = redo
        self.merge_key = merge_key
        self._made = True
        """Made already: the redo Qt asks for as it is pushed makes nothing again."""

    def redo(self) -> None:
        if self._made:
            self._made = False
            return
        self._redo()

    def undo(self) -> None:
        self._made = False
        self._undo()

    def id(self) -> int:
        return self.MERGE_ID if self.merge_key else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, RoomChange) or other.merge_key != self.merge_key:
            return False
        self._redo = other._redo
        return True


def stored_change(
    settings: RoomSettings,
    keys: tuple[str, ...],
    text: str,
    change: Callable[[], None],
    merge_key: str = "",
) -> RoomChange | None:
    """Make ``change`` of the settings ``keys``, as a :class:`RoomChange` (None when the
    settings stay as they were)."""
    before = settings.stored(keys)
    change()
    after = settings.stored(keys)
    if after == before:
        return None
    return RoomChange(
        text, lambda: settings.restore(before), lambda: settings.restore(after), merge_key
    )


def keep_change(stack: QUndoStack, table_changed: bool, change: RoomChange) -> None:
    """Put ``change`` on ``stack``: with the table edit just made when ``table_changed``, one
    step of undo with it, else as a step of its own."""
    edit = stack.command(stack.index() - 1) if table_changed else None
    if isinstance(edit, TableEdit):
        edit.add_along(change)
    else:
        stack.push(change)


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
            command = self._stack.command(self._stack.index() - 1)
            if self._made_here(self._stack.index() - 1) is None:
                self._mine.append(command)
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
