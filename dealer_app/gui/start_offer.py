"""The empty table's first message: what to do first, with a button for each way in.

A new user meets an empty table whose result panel waits for seat 1's cards. The
message above it says how to deal and offers the two other ways in: an example showdown
(the first of File > Examples, Ctrl+Alt+1) and the Training mode. It stays until it is
closed, replaced by another message, or the hand is being entered (a card, an amount, a
fold or an all-in), when the table wants its room back.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction

from dealer_app.gui.actions import named_action
from dealer_app.gui.message_banner import MessageBanner
from dealer_app.gui.table.controller import TableController
from dealer_app.gui.table.state import MessageLevel, TableOutcome, TableState

__all__ = ["START_WORDS", "StartOffer"]

START_WORDS = "An empty table: click a card slot to deal, or"


class StartOffer(QObject):
    """Shows the first message on an empty table and takes it away at the first card."""

    def __init__(
        self,
        banner: MessageBanner,
        controller: TableController,
        first_example: Sequence[QAction],
        training: QAction,
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self._banner = banner
        self.open_example_action = named_action("Open an example", self)
        self.open_example_action.setToolTip("Open the first of File > Examples (Ctrl+Alt+1)")
        # No example installed: no button for one (the list is the first example, or empty).
        for example in first_example:
            self.open_example_action.triggered.connect(example.trigger)
        self.start_training_action = named_action("Start training", self)
        self.start_training_action.setToolTip(
            f"Practise showdowns: drills, grades and progress ({training.shortcut().toString()})"
        )
        self.start_training_action.triggered.connect(training.trigger)
        controller.outcomeChanged.connect(self._on_outcome)
        if not _being_entered(controller.outcome.state):
            actions = [self.open_example_action] * len(first_example[:1])
            actions.append(self.start_training_action)
            banner.show_message(
                MessageLevel.INFO, START_WORDS, actions[0], more=actions[1:], lasting=True
            )

    def is_shown(self) -> bool:
        return self._banner.text() == START_WORDS

    def _on_outcome(self, outcome: TableOutcome) -> None:
        if self.is_shown() and _being_entered(outcome.state):
            self._banner.dismiss()


def _being_entered(state: TableState) -> bool:
    """Whether anything of a hand is on the table: a card, an amount, a fold, an all-in."""
    seats = state.scenario.seats
    return bool(state.used_cards()) or any(
        seat.committed or seat.folded or seat.all_in for seat in seats
    )
