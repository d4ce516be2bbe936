"""A table edit and the changes made along with it, undone and redone as one."""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand

from dealer_app.gui.table.controller import TableController
from dealer_app.gui.table.edit import TableEdit
from dealer_app.gui.table.state import TableOutcome, default_state


class _Along(QUndoCommand):
    def __init__(self, seen: list[str]) -> None:
        super().__init__("along")
        self.seen = seen

    def redo(self) -> None:
        self.seen.append("along made")

    def undo(self) -> None:
        self.seen.append("along undone")


def test_a_change_along_an_edit_is_undone_before_it_and_made_again_after(qtbot):
    controller = TableController(default_state("holdem", 3))
    seen: list[str] = []

    def shown(outcome: TableOutcome) -> None:
        seen.append(f"button {outcome.state.scenario.button}")

    controller.outcomeChanged.connect(shown)
    assert controller.set_button(3)
    edit = controller.undo_stack.command(0)
    assert isinstance(edit, TableEdit)
    edit.add_along(_Along(seen))
    controller.undo_stack.undo()
    controller.undo_stack.redo()
    assert seen == [
        "button 3",
        "along undone",
        "button 1",
        "button 3",
        "along made",
    ]


def _three_buttons(refuse: set[bool]) -> tuple[TableController, list[str]]:
    """A table with the button moved to 2, 3 and 4, the move to 3 refusing its undo
    (True in ``refuse``) or redo (False) by a change along it."""
    controller = TableController(default_state("holdem", 4))
    seen: list[str] = []
    for seat in (2, 3, 4):
        assert controller.set_button(seat)
    edit = controller.undo_stack.command(1)
    assert isinstance(edit, TableEdit)

    def refusal(undoing: bool) -> bool:
        seen.append("refused")
        return undoing in refuse

    edit.add_along(_Along(seen), refusal)
    return controller, seen


def test_a_refused_redo_changes_nothing_and_leaves_nothing_to_redo(qtbot):
    controller, seen = _three_buttons({False})
    controller.undo()
    controller.undo()
    assert controller.scenario.button == 2 and seen == ["refused", "along undone"]
    controller.redo()
    assert controller.scenario.button == 2 and seen[2:] == ["refused"]
    assert controller.undo_stack.count() == 1 and not controller.undo_stack.canRedo()


def test_a_refused_undo_changes_nothing_and_leaves_nothing_to_undo(qtbot):
    controller, seen = _three_buttons({True})
    controller.undo()
    controller.undo()
    assert controller.scenario.button == 3 and seen == ["refused"]
    assert not controller.undo_stack.canUndo()
    controller.redo()  # what was made after it stays to redo
    assert controller.scenario.button == 4 and controller.undo_stack.count() == 1
