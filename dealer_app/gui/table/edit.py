"""One undoable change of the table, as the controller pushes it on its undo stack."""

from __future__ import annotations

import inspect
import weakref
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtGui import QUndoCommand

from dealer_app.gui.table.state import TableState

__all__ = ["Refusal", "TableEdit"]

_Call = TypeVar("_Call", bound=Callable[..., None])

Refusal = Callable[[bool], bool]
"""Whether a change made along with a table edit refuses its undo (the argument True) or
its redo, what it would bring back being no longer as it was; says why when it does."""


class TableEdit(QUndoCommand):
    """One undoable change: the state before and after, each shown with ``show``.

    Edits with the same ``merge_key`` one after another merge, so one undo takes them all
    back: a run of chips clicked in the tray has one, and so does a rake typed in its field.
    An edit without (an amount entered, a name, a card) is a step of its own, and nothing
    merges into it.

    What changed outside the table with the edit (the room's default, a chip set's file)
    goes with it (:meth:`add_along`): undone before the table goes back, so the table finds
    what it played, and made again after. Such a change may refuse the undo or the redo: the
    edit then changes nothing, the table included, and ``refused`` hears of it (the edit is
    obsolete: the undo stack lets go of it)."""

    MERGE_ID = 0x7AB1E

    def __init__(
        self,
        show: Callable[[TableState], None],
        before: TableState,
        after: TableState,
        text: str,
        merge_key: str = "",
        refused: Callable[[TableEdit, bool], None] | None = None,
    ) -> None:
        super().__init__(text)
        # Held weakly: the undo stack belongs to the controller whose method this is, and a
        # strong reference would make a cycle the garbage collector breaks by deleting the
        # controller (and its stack, and this command) while this command is taken apart.
        self._show = _weakly(show)
        self._refused = _weakly(refused) if refused is not None else lambda: None
        self.before = before
        self.after = after
        self.merge_key = merge_key
        self._along: list[QUndoCommand] = []
        """Held here rather than as Qt's child commands: a child's Python side would be
        collected while Qt still calls it."""
        self._refusals: list[Refusal] = []

    def add_along(self, change: QUndoCommand, refusal: Refusal | None = None) -> None:
        """Undo and redo ``change``, already made, with this edit, unless ``refusal``
        refuses; one made again with the same :meth:`~QUndoCommand.id` (a field typed on)
        merges into the one there."""
        if refusal is not None:
            self._refusals.append(refusal)
        for held in self._along:
            if held.id() != -1 and held.id() == change.id() and held.mergeWith(change):
                return
        self._along.append(change)

    def redo(self) -> None:
        if self._refuses(undoing=False):
            return
        self._show_state(self.after)
        for change in self._along:
            change.redo()

    def undo(self) -> None:
        # Obsolete, the stack is letting go of it without undoing it.
        if self.isObsolete() or self._refuses(undoing=True):
            return
        for change in reversed(self._along):
            change.undo()
        self._show_state(self.before)

    def _refuses(self, undoing: bool) -> bool:
        if not any(refusal(undoing) for refusal in self._refusals):
            return False
        self.setObsolete(True)
        refused = self._refused()
        if refused is not None:
            refused(self, undoing)
        return True

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


def _weakly(call: _Call) -> Callable[[], _Call | None]:
    """``call`` held weakly when it is a bound method (see :class:`TableEdit`)."""
    return weakref.WeakMethod(call) if inspect.ismethod(call) else lambda: call
