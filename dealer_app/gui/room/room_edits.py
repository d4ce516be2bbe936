"""The room dialog's own edits, which its Undo and Redo take back and do again.

A house rule, the rake or a chip set changed in the room dialog goes to the table at once, as
an edit on the table's undo stack: after the dialog is closed, the table's Undo takes the
dialog's edits back one by one, like any other. While the dialog is open, it is a window of
its own, out of reach of the table window's keys: :class:`RoomEdits` gives it its Undo
(Ctrl+Z) and Redo (Ctrl+Shift+Z, Ctrl+Y), which take back and do again the edits made in
it and no other (an amount typed at the table stays), as in any settings dialog, while it is
open: closed, it forgets them (:meth:`RoomEdits.forget`), as a host who reopens it sees none
of what they changed, and the table's Undo keeps what it changed at the table. A text
field of the dialog keeps its own undo of its letters, but for the rake's, whose typing
changes the table as it goes: there the keys take back what was typed, as one edit.

What the room keeps changed with an edit (the default chip set Apply remembers, the rake,
a chip set deleted or saved) is a :class:`RoomChange`. Made with a table edit, it goes with
it (:meth:`RoomEdits.keep`): one undo, in the dialog or at the table, takes both back. Made
alone (a set saved, the rules kept as the default), it is on the dialog's own stack: the
table's Undo, meant for a card or an amount, never takes back a set saved. A table edit whose
undo or redo would put on the table a room set no longer as it was (saved again or deleted
since) is refused whole, the table's chips included (:attr:`RoomChange.refusal`).
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence, QUndoCommand, QUndoStack
from PySide6.QtWidgets import QWidget

from dealer_app.gui.actions import REDO_KEYS, keyed_action
from dealer_app.gui.room.room_settings import RoomSettings, StoredValues
from dealer_app.gui.table.edit import Refusal, TableEdit

__all__ = [
    "ChangeKeeper",
    "EditMaker",
    "RoomChange",
    "RoomEdits",
    "after_undo",
    "keep_change",
    "make_edit",
    "stored_change",
]

EditMaker = Callable[[Callable[[], bool]], bool]
"""Makes a controller's edit of the table (the callable returns True when it went on the
undo stack) and returns what it returned."""


ChangeKeeper = Callable[[bool, "RoomChange"], None]
"""Keeps a :class:`RoomChange` made already for undo: with the table edit just made (when
the table changed, the first argument), else as a step of its own."""


def make_edit(edit: Callable[[], bool]) -> bool:
    """Make ``edit`` as it is: a room panel's edit outside the room dialog."""
    return edit()


class RoomChange(QUndoCommand):
    """A change of what the room keeps (its settings, a chip set's file), already made:
    ``undo`` takes it back, ``redo`` makes it again. Changes with the same ``merge_key`` one
    after another are one: a field typed on. Kept with a table edit, its :attr:`refusal`
    refuses the edit's undo or redo as a whole, the table's part included."""

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
        self.refusal: Refusal | None = None
        """Refuses the undo (called with True) or the redo of the table edit this goes with,
        returning True, when the room set it would put on the table is no longer as it was
        (:class:`TableEdit`)."""
        self._made = True
        """Made already: the redo Qt asks for as it is pushed makes nothing again."""

    def redo(self) -> None:
        if self._made:
            self._made = False
            return
        self._redo()

    def undo(self) -> None:
        self._made = False
        # Obsolete, the stack is letting go of it without undoing it.
        if not self.isObsolete():
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
    restore: Callable[[StoredValues], None] | None = None,
) -> RoomChange | None:
    """Make ``change`` of the settings ``keys``, as a :class:`RoomChange` (None when the
    settings stay as they were) whose undo and redo ``restore`` them (by default, as they
    were stored)."""
    before = settings.stored(keys)
    change()
    after = settings.stored(keys)
    if after == before:
        return None
    put = restore if restore is not None else settings.restore
    return RoomChange(text, lambda: put(before), lambda: put(after), merge_key)


def keep_change(stack: QUndoStack, table_changed: bool, change: RoomChange) -> None:
    """Put ``change`` on ``stack`` (the table's): with the table edit just made when
    ``table_changed``, one step of undo with it, else as a step of its own (a room panel
    outside the dialog)."""
    if not _along_edit(stack, table_changed, change):
        stack.push(change)


def _along_edit(stack: QUndoStack, table_changed: bool, change: RoomChange) -> bool:
    """Put ``change`` with the table edit just made on ``stack``, when ``table_changed``
    and it is one; whether it went there."""
    edit = _top(stack) if table_changed else None
    if isinstance(edit, TableEdit):
        edit.add_along(change, change.refusal)
        return True
    return False


def after_undo(stack: QUndoStack, follow: Callable[[], None]) -> None:
    """Let a room panel ``follow`` the table after an undo or a redo (on the table's
    ``stack`` or the dialog's), which may take back what the room keeps alone; not once
    the table's stack is going with the app."""
    if shiboken6.isValid(stack):
        follow()


class RoomEdits(QObject):
    """The edits of the table's ``stack`` made through :meth:`record` and the room's
    changes made through :meth:`keep`, undone and redone in the order they were made by the
    actions :attr:`undo_action` and :attr:`redo_action` of ``window``."""

    def __init__(
        self, stack: QUndoStack, window: QWidget, settle: Callable[[], None] = lambda: None
    ) -> None:
        super().__init__(window)
        self._stack = stack
        self._settle = settle
        """Called after each undo and redo of the table's stack (what a refused one leaves:
        :meth:`TableController.drop_refused`)."""
        self.room_stack = QUndoStack(self)
        """The room's changes made with no table edit."""
        self._mine: list[QUndoCommand] = []
        """The commands made here on either stack, oldest first (held, so each is known by
        identity)."""
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
        # A step refused and let go of leaves the index where it was.
        stack.canUndoChanged.connect(self._moved)
        stack.canRedoChanged.connect(self._moved)
        self.room_stack.indexChanged.connect(self._moved)
        self._follow()

    def record(self, edit: Callable[[], bool]) -> bool:
        """Make ``edit`` (a controller's edit, True when something went on a stack; it may
        :meth:`keep` changes of the room's) as one of the window's own; returns what it
        returned."""
        before = (self._stack.index(), _top(self._stack))
        made = edit()
        after = (self._stack.index(), _top(self._stack))
        if made and after[1] is not None and (after[0] != before[0] or after[1] is not before[1]):
            self._add(after[1])
        self._follow()
        return made

    def keep(self, table_changed: bool, change: RoomChange) -> None:
        """Keep ``change`` (made already) with the table edit just made when
        ``table_changed``, else on the dialog's own stack."""
        if _along_edit(self._stack, table_changed, change):
            return
        self.room_stack.push(change)
        top = _top(self.room_stack)
        if top is not None:
            self._add(top)  # merged with the one before: known already
        self._follow()

    def forget(self) -> None:
        """Forget the changes made here (the dialog closed): its Undo and Redo start again
        with the next. The table's edits stay on its stack, for the table's Undo."""
        self.room_stack.clear()
        self._mine.clear()
        self._follow()

    def _add(self, command: QUndoCommand) -> None:
        if not any(command is mine for mine in self._mine):
            self._mine.append(command)

    def _places(self) -> dict[int, tuple[QUndoStack, int]]:
        """Where each command of either stack is, by identity: its stack and its index
        (each stack read once, however many edits the table has)."""
        places: dict[int, tuple[QUndoStack, int]] = {}
        for stack in (self._stack, self.room_stack):
            if shiboken6.isValid(stack):  # the table's clears itself as it goes, with the window
                for index in range(stack.count()):
                    places[id(stack.command(index))] = (stack, index)
        return places

    def _next(self, undoing: bool) -> tuple[QUndoStack, QUndoCommand] | None:
        """The stack and the command Undo (``undoing``) or Redo would take: the last one
        made here still done, or the first one after it, when it is next on its stack (an
        edit made at the table since stays where it is)."""
        places = self._places()
        found: tuple[QUndoStack, int, QUndoCommand] | None = None
        for command in reversed(self._mine):
            place = places.get(id(command))
            if place is None:
                continue
            stack, index = place
            if index < stack.index():  # done
                if undoing:
                    found = (stack, index, command)
                break
            if not undoing:
                found = (stack, index, command)
        if found is None:
            return None
        stack, index, command = found
        return (stack, command) if index == stack.index() - (1 if undoing else 0) else None

    def can_undo(self) -> bool:
        return self._next(undoing=True) is not None

    def can_redo(self) -> bool:
        return self._next(undoing=False) is not None

    def undo(self) -> None:
        """Take back the last change made here, when nothing made since at the table is in
        the way."""
        if (found := self._next(undoing=True)) is not None:
            found[0].undo()
            self._settle()

    def redo(self) -> None:
        """Make again the change undone last here."""
        if (found := self._next(undoing=False)) is not None:
            found[0].redo()
            self._settle()

    def _moved(self, _change: object) -> None:
        self._follow()

    def _follow(self) -> None:
        if not shiboken6.isValid(self._stack):
            return  # the table's stack clears itself as it goes, with the window
        # Gone with a new table's history, or with a change made after them was undone.
        places = self._places()
        self._mine = [command for command in self._mine if id(command) in places]
        for action, undoing in ((self.undo_action, True), (self.redo_action, False)):
            found = self._next(undoing)
            action.setEnabled(found is not None)
            _name_edit(action, self._tips[action], found[1] if found is not None else None)


def _top(stack: QUndoStack) -> QUndoCommand | None:
    """The command ``stack``'s Undo would take back."""
    return stack.command(stack.index() - 1) if stack.index() > 0 else None


def _name_edit(action: QAction, tip: str, command: QUndoCommand | None) -> None:
    """Name the edit ``action`` would take back or make in its tooltip: "Undo: House rules
    (Ctrl+Z)"."""
    if command is None:
        action.setToolTip(tip)
        return
    keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    action.setToolTip(f"{action.text()}: {command.text()} ({keys})")
