"""The one place the guts evening's widgets talk to the model.

:class:`EveningController` owns the :class:`~dealer_app.model.play.evening.Evening`: who is
in and the cards of the deal being entered are edits of that deal; playing a deal, starting
an evening and opening one are commands on a :class:`QUndoStack`, so the evening's history
is undone deal by deal. Every change emits :attr:`EveningController.changed`; a refused edit
emits :attr:`EveningController.message` and changes nothing.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from dealer_app.gui.table.state import MessageLevel
from dealer_app.model.formats.evening import evening_from_json, evening_to_json, is_evening
from dealer_app.model.formats.scenario import scenario_from_json
from dealer_app.model.json_values import FormatError
from dealer_app.model.play.evening import Evening
from dealer_app.model.showdown.result import Result
from dealer_app.model.showdown.seats import read_cards
from dealer_app.storage.atomic_file import write_atomically
from dealer_app.storage.documents import DocumentReadError, read_file

__all__ = ["EveningController"]

DEFAULT_NAMES = {1: "Ann", 2: "Bob", 3: "Cat", 4: "Dan", 5: "Eve"}


class _EveningCommand(QUndoCommand):
    """Replace the whole evening; undo puts the one before back (evenings are immutable)."""

    def __init__(self, controller: EveningController, after: Evening, text: str) -> None:
        super().__init__(text)
        # Held weakly, as the table's edits hold their controller (see TableEdit).
        self._controller = weakref.ref(controller)
        self._before = controller.evening
        self._after = after

    def redo(self) -> None:
        self._set(self._after)

    def undo(self) -> None:
        self._set(self._before)

    def _set(self, evening: Evening) -> None:
        controller = self._controller()
        if controller is not None:
            controller.set_evening(evening)


class EveningController(QObject):
    """Holds the evening, applies edits and deals, says what went wrong (see the module)."""

    changed = Signal()
    message = Signal(object, str)

    def __init__(self, evening: Evening | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._evening = evening or Evening.start("guts2", DEFAULT_NAMES, ante=5, button=5)
        self._saved = self._evening
        """The evening as last opened, started or saved (each edit makes a new one)."""
        self.undo_stack = QUndoStack(self)

    @property
    def evening(self) -> Evening:
        """The evening as it stands."""
        return self._evening

    @property
    def last_deal(self) -> Result | None:
        """The deal played last, if any."""
        return self._evening.played[-1] if self._evening.played else None

    def set_evening(self, evening: Evening) -> None:
        """Show ``evening`` (commands call this; widgets use the edits below)."""
        self._evening = evening
        self.changed.emit()

    def say(self, level: MessageLevel, text: str) -> None:
        """Tell the window something (a refused edit, a file opened)."""
        self.message.emit(level, text)

    # -- the deal being entered --------------------------------------------------------

    def set_seat_in(self, seat: int, seat_in: bool) -> None:
        """Seat ``seat`` declared in or out."""
        self._apply(lambda: self._evening.with_seat_in(seat, seat_in), resync=True)

    def _apply(self, edit: Callable[[], Evening], *, resync: bool = False) -> bool:
        # A refused edit changes nothing and says why; the window never sees an exception.
        # A switch flipped is put back (resync); typed text stays to be corrected.
        try:
            evening = edit()
        except ValueError as error:
            self.say(MessageLevel.ERROR, str(error))
            if resync:
                self.changed.emit()
            return False
        self.set_evening(evening)
        return True

    def set_third_card(self, seat: int, took_it: bool) -> None:
        """Two plus one: seat ``seat`` stayed in for a third card (and pays the extra ante)."""
        chosen = set(self._evening.table.third_card) ^ {seat}
        if took_it != (seat in chosen):
            return
        guts = self._evening.table.replace(third_card=tuple(sorted(chosen)))
        self._apply(
            lambda: self._evening.with_current(self._evening.current.replace(guts=guts)),
            resync=True,
        )

    def set_cards(self, seat: int, text: str) -> bool:
        """Seat ``seat``'s cards typed as text; refused (with a message) when wrong."""
        return self._apply(lambda: self._evening.with_cards(seat, text))

    def set_guts_cards(self, field: str, text: str) -> bool:
        """The ghost's (``ghost_cards``) or the deck's (``deck_cards``) cards typed as text;
        refused (with a message) when wrong."""

        def edit() -> Evening:
            guts = self._evening.table.replace(**{field: read_cards(text, f"guts: {field}")})
            return self._evening.with_current(self._evening.current.replace(guts=guts))

        return self._apply(edit)

    def set_board(self, text: str) -> bool:
        """The common cards typed as text (four-two-three); refused with a message when wrong."""
        return self._apply(lambda: self._evening.with_board(text))

    # -- commands ----------------------------------------------------------------------

    def play_deal(self) -> bool:
        """Settle the deal being entered and start the next (undoable)."""
        try:
            after = self._evening.play()
        except ValueError as error:
            self.say(MessageLevel.WARNING, f"Deal {self._evening.deal_number}: {error}")
            return False
        self.undo_stack.push(_EveningCommand(self, after, f"deal {self._evening.deal_number}"))
        return True

    def start(self, evening: Evening) -> None:
        """Start a new evening (undoable: the one before comes back); nothing to save yet."""
        self.undo_stack.push(_EveningCommand(self, evening, "new evening"))
        self._saved = self._evening

    def open_text(self, text: str | bytes, name: str) -> bool:
        """Open a saved evening, or a single guts deal to go on from; nothing lost on error."""
        try:
            if is_evening(text):
                evening = evening_from_json(text)
            else:
                scenario = scenario_from_json(text)
                if scenario.guts is None:
                    raise FormatError('not a guts deal (no "guts")')
                evening = Evening(scenario)
        except ValueError as error:
            self.say(MessageLevel.ERROR, f"{name} cannot be opened as a guts evening: {error}")
            return False
        self.undo_stack.push(_EveningCommand(self, evening, "opening a file"))
        # What was opened is what the file holds; the evening before, undone to, is not.
        self._saved = self._evening
        self.say(MessageLevel.INFO, f"Opened {name}")
        return True

    def open_file(self, path: str | Path) -> bool:
        """Open an evening (or a guts deal) from a file."""
        try:
            text = read_file(path)
        except DocumentReadError as error:
            self.say(MessageLevel.ERROR, f"Could not read {Path(path).name}: {error.reason}")
            return False
        return self.open_text(text, Path(path).name)

    def is_modified(self) -> bool:
        """Whether the evening (its deals, or the one being entered) is not as it was last
        opened, started or saved: an undo back to that evening leaves nothing to save."""
        return self._evening is not self._saved

    def save_file(self, path: str | Path) -> bool:
        """Save the evening, every deal played and the one being entered."""
        try:
            write_atomically(path, evening_to_json(self._evening) + "\n")
        except OSError as error:
            reason = error.strerror or error
            self.say(MessageLevel.ERROR, f"Could not save {Path(path).name}: {reason}")
            return False
        self.undo_stack.setClean()
        self._saved = self._evening
        self.say(MessageLevel.INFO, f"Saved {Path(path).name}")
        return True
