"""One undoable change of the table, as the controller pushes it on its undo stack."""

from __future__ import annotations

import inspect
import weakref
from collections.abc import Callable

from PySide6.QtGui import QUndoCommand

from dealer_app.gui.table.state import TableState

__all__ = ["TableEdit"]


class TableEdit(QUndoCommand):
    """One undoable change: the state before and after, each shown with ``show``.

    Edits with the same ``merge_key`` one after another merge, so one undo takes them all
    back: a run of chips clicked in the tray has one, and so does a rake typed in its field.
    An edit without (an amount entered, a name, a card) is a step of its own, and nothing
    merges into it.

    What changed outside the table with the edit (the room's default, a chip set's file)
    goes with it (:meth:`add_along`): undone before the table goes back, so the table finds
    what it played, and made again after."""

    MERGE_ID = 0x7AB1E

    def __init__(
        self,
        show: Callable[[TableState], None],
        before: TableState,
        after: TableState,
        text: str,
        merge_key: str = "",
    ) -> None:
        super().__init__(text)
        # Held weakly: the undo stack belongs to the controller whose method this is, and a
        # strong reference would make a cycle the garbage collector breaks by deleting the
        # controller (and its stack, and this command) while this command is taken apart.
        self._show = weakref.WeakMethod(show) if inspect.ismethod(show) else lambda: show
        self.before = before
        self.after = after
        self.merge_key = merge_key
        self._along: list[QUndoCommand] = []
        """Held here rather than as Qt's child commands: a child's Python side would be
        collected while Qt still calls it."""

    def add_along(self, change: QUndoCommand) -> None:
        """Undo and redo ``change``, already made, with this edit; one made again with the
        same :meth:`~QUndoCommand.id` (a field typed on) merges into the one there."""
        for held in self._along:
            if held.id() != -1 and held.id() == change.id() and held.mergeWith(change):
                return
        self._along.append(change)

    def redo(self) -> None:
        self._show_state(self.after)
        for change in self._along:
            change.redo()

    def undo(self) -> None:
        for change in reversed(self._along):
            change.undo()
        self._show_state(self.before)

    def _show_state(self, state: TableState) -> None:
        show = self._show()
        if show is not None:
            show(state)

    def id(self) -> int:
        return self.MERGE_ID if self.merge_key else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, TableEdit) or other.merge_key != self.merge_key:
            return False
        self.after = other.after
        return True
