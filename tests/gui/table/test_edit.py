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
