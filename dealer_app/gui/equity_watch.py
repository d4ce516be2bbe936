"""Each seat's equity on the table while players are all-in and the board is still coming.

The model deals out every board (:func:`dealer_app.model.equity.scenario_equity`) in a
worker thread, so that a click is never kept waiting: about a tenth of a second before
the flop, a few milliseconds after it, and the NumPy tables on the first use. Only the
answer for the table as it is now is shown; an answer that comes back after the table
changed again is dropped, and only the latest change waits its turn while one runs.
"""

from __future__ import annotations

import contextlib
import threading

from PySide6.QtCore import QObject, Signal

from dealer_app.gui.controller import TableController
from dealer_app.gui.table_state import TableOutcome
from dealer_app.gui.table_view import TableView
from dealer_app.model.scenario import Scenario

__all__ = ["EquityWatch", "equity_words"]

WAITING = "Equity …"


def equity_words(equity: float, exact: bool = True) -> str:
    """How a seat's share of the pot reads under its cards: ``"Equity 46.2%"``.

    >>> equity_words(0.462145), equity_words(0.5, exact=False)
    ('Equity 46.2%', 'Equity ≈50.0%')
    """
    return f"Equity {'' if exact else '≈'}{equity:.1%}"


class EquityWatch(QObject):
    """Keeps the seats' equity up to date as the controller's outcome changes."""

    equityShown = Signal(object)
    """Emitted when seats show new equity: ``{seat: words}`` (empty when none is shown)."""

    _answered = Signal(int, object)  # from the worker: (request number, answer)

    def __init__(self, controller: TableController, table: TableView, parent: QObject) -> None:
        super().__init__(parent)
        self._table = table
        self._request = 0
        self._asked: Scenario | None = None
        self._busy = False
        self._pending: Scenario | None = None
        self._shown: dict[int, str] = {}
        self._answered.connect(self._on_answer)
        controller.outcomeChanged.connect(self.show_outcome)
        self.show_outcome(controller.outcome)

    @property
    def shown(self) -> dict[int, str]:
        """What each seat shows now, by seat number (empty when no equity is shown)."""
        return dict(self._shown)

    def show_outcome(self, outcome: TableOutcome) -> None:
        # Imported on first use: the window opens without NumPy.
        from dealer_app.model.equity import is_all_in_spot

        state = outcome.state
        if not is_all_in_spot(state.scenario, state.all_in):
            self._asked = self._pending = None
            self._request += 1
            self._show({})
            return
        if state.scenario == self._asked:
            self._show(self._shown)  # the seats may have been rebuilt
            return
        self._asked = state.scenario
        self._request += 1
        self._show({seat.seat: WAITING for seat in state.scenario.seats if not seat.folded})
        if self._busy:
            self._pending = state.scenario
        else:
            self._start(state.scenario)

    def _start(self, scenario: Scenario) -> None:
        self._busy = True
        request = self._request
        threading.Thread(target=self._work, args=(request, scenario), daemon=True).start()

    def _work(self, request: int, scenario: Scenario) -> None:
        from dealer_app.model.equity import scenario_equity

        try:
            answer: object = scenario_equity(scenario)
        except ValueError as error:  # the table changed under a spot the model refuses
            answer = error
        with contextlib.suppress(RuntimeError):  # the window closed meanwhile
            self._answered.emit(request, answer)

    def _on_answer(self, request: int, answer: object) -> None:
        self._busy = False
        if self._pending is not None:
            pending, self._pending = self._pending, None
            self._start(pending)
        if request != self._request or isinstance(answer, Exception):
            return
        from dealer_app.model.equity import EquityResult

        assert isinstance(answer, EquityResult)
        self._show({seat.seat: equity_words(seat.equity, answer.exact) for seat in answer.seats})

    def _show(self, words: dict[int, str]) -> None:
        for number in range(1, len(self._table.seats) + 1):
            self._table.seat_widget(number).set_equity(words.get(number, ""))
        if words != self._shown:
            self._shown = words
            self.equityShown.emit(words)
