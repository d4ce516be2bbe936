"""Home-game extras at the table: suits that break ties, rock-paper-scissors, card draws.

:class:`HouseGames` gives the window its actions: the ``suit_tiebreaks`` house rule on or
off, rock-paper-scissors among seats that rule leaves tied three ways or more (each picks a
shape, the dealer reveals, a draw is thrown again; the winner is recorded in the
scenario's ``roshambo``), high card for the button (the cards shown, the button moved) and
a seat draw for a new table (the players' names move to the seats their cards give). The
dialogs are :mod:`dealer_app.gui.house_game_dialogs`, imported when first opened. The rules
themselves are the model's: :mod:`~dealer_app.model.showdown.suit_tiebreaks`,
:mod:`~dealer_app.model.home.roshambo`, :mod:`~dealer_app.model.home.high_card_draw`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QDialog, QWidget

from dealer_app.gui.actions import keyed_action
from dealer_app.gui.table.controller import TableController
from dealer_app.gui.table.state import MessageLevel, TableOutcome
from dealer_app.gui.theme import Theme

if TYPE_CHECKING:
    # The dialogs (and the draws' and the game's rules) are imported when first opened.
    from dealer_app.gui.house_game_dialogs import ButtonDrawDialog, RoshamboDialog, SeatDrawDialog

__all__ = ["HouseGames"]

_Dialog = TypeVar("_Dialog", bound=QDialog)


def _opened(dialog: _Dialog, on_accept: Callable[[], object]) -> _Dialog:
    """Show ``dialog`` window-modal; ``on_accept`` runs when the dealer confirms it."""
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.accepted.connect(on_accept)
    dialog.open()
    return dialog


class HouseGames(QObject):
    """The window's actions for the home-game extras, and the dialogs they open."""

    def __init__(
        self,
        controller: TableController,
        theme: Theme,
        parent: QWidget,
        rng: random.Random | None = None,
    ) -> None:
        super().__init__(parent)
        self._controller, self._theme, self._window = controller, theme, parent
        self._rng = rng or random.Random()
        self.suit_tiebreaks_action = keyed_action(
            parent,
            "Suits break ties",
            "Ctrl+Shift+T",
            "Home-game rule (hold'em, Omaha): suits settle two tied hands; "
            "three or more play rock-paper-scissors",
        )
        self.suit_tiebreaks_action.setCheckable(True)
        self.suit_tiebreaks_action.toggled.connect(controller.set_suit_tiebreaks)
        self.roshambo_action = keyed_action(
            parent,
            "Rock-paper-scissors…",
            "Ctrl+Shift+R",
            "Play out a pot three or more seats tie under the suit rule",
        )
        self.roshambo_action.triggered.connect(self.open_roshambo)
        self.button_draw_action = keyed_action(
            parent,
            "Draw for the button…",
            "Ctrl+Shift+B",
            "One card to each seat: the highest (by suit on equal ranks) takes the button",
        )
        self.button_draw_action.triggered.connect(self.open_button_draw)
        self.seat_draw_action = keyed_action(
            parent,
            "Draw for seats…",
            "Ctrl+Shift+D",
            "The named players draw cards: the highest sits in the first seat, and so on",
        )
        self.seat_draw_action.triggered.connect(self.open_seat_draw)
        self.actions = (
            self.suit_tiebreaks_action,
            self.roshambo_action,
            self.button_draw_action,
            self.seat_draw_action,
        )
        controller.outcomeChanged.connect(self._on_outcome)
        self._on_outcome(controller.outcome)

    def _on_outcome(self, outcome: TableOutcome) -> None:
        self.suit_tiebreaks_action.blockSignals(True)
        self.suit_tiebreaks_action.setChecked(outcome.state.scenario.suit_tiebreaks)
        self.suit_tiebreaks_action.blockSignals(False)
        self.roshambo_action.setEnabled(bool(self.waiting()) or self._stale(outcome))

    @staticmethod
    def _stale(outcome: TableOutcome) -> bool:
        # Cards changed after a game was played: its winner no longer fits the tie.
        return outcome.problem.startswith("roshambo:")

    def waiting(self) -> tuple[tuple[str, tuple[int, ...]], ...]:
        """The pot parts waiting for rock-paper-scissors, as (name, tied seats)."""
        result = self._controller.outcome.result
        if result is None:
            return ()
        return tuple(part for pot in result.pots for part in pot.waiting)

    def open_roshambo(self) -> RoshamboDialog | None:
        """Open the game for the first pot waiting for it; its winner is recorded on OK."""
        if self._stale(self._controller.outcome):
            self._controller.forget_roshambo()
        waiting = self.waiting()
        if not waiting:
            return None
        where, seats = waiting[0]
        from dealer_app.gui.house_game_dialogs import RoshamboDialog

        dialog = RoshamboDialog(where, seats, self._window)

        def award() -> None:
            if dialog.winner is not None:
                self._controller.set_roshambo(where, dialog.winner)

        return _opened(dialog, award)

    def open_button_draw(self) -> ButtonDrawDialog | None:
        """Draw for the button among the seats dealt in; OK moves the button."""
        seats = self._controller.scenario.seat_numbers
        if len(seats) < 2:
            self._controller.say(MessageLevel.WARNING, "Deal in two seats to draw for the button")
            return None
        from dealer_app.gui.house_game_dialogs import ButtonDrawDialog

        dialog = ButtonDrawDialog(seats, self._theme, self._rng, self._window)
        return _opened(dialog, lambda: self._controller.set_button(dialog.draw.winner))

    def open_seat_draw(self) -> SeatDrawDialog | None:
        """The named players draw for the seats dealt in; OK moves their names there."""
        from dealer_app.model.home.high_card_draw import DrawError, drawing_names

        scenario = self._controller.scenario
        why = ""
        try:
            players = drawing_names([entry.name for entry in scenario.ordered_seats if entry.name])
        except DrawError as error:
            players, why = [], f" ({error})"
        if len(players) < 2:
            self._controller.say(
                MessageLevel.WARNING, f"Name two players or more (each once) to draw for seats{why}"
            )
            return None
        from dealer_app.gui.house_game_dialogs import SeatDrawDialog

        dialog = SeatDrawDialog(
            players, scenario.seat_numbers, self._theme, self._rng, self._window
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def seat() -> None:
            names = {place.seat: place.player for place in dialog.draw.places}
            self._controller.set_names(
                {number: names.get(number, "") for number in scenario.seat_numbers}
            )
            seated = ", ".join(f"{name} in seat {number}" for number, name in sorted(names.items()))
            self._controller.say(MessageLevel.INFO, f"Seats drawn: {seated}")

        dialog.accepted.connect(seat)
        dialog.open()
        return dialog
