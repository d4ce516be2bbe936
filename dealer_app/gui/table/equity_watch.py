"""Each seat's equity on the table while players are all-in and the board is still coming.

The model deals out every board (:func:`dealer_app.model.play.equity.scenario_equity`) in a
worker thread, so that a click is never kept waiting: about a tenth of a second before
the flop, a few milliseconds after it, and the NumPy tables on the first use. Only the
answer for the table as it is now is shown; an answer that comes back after the table
changed again is dropped, and only the latest change waits its turn while one runs.
A picture of the window waits for the answer (:meth:`EquityWatch.wait_for_figures`).
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, Signal

from dealer_app.gui.table.controller import TableController
from dealer_app.gui.table.state import TableOutcome
from dealer_app.gui.table.view import TableView
from dealer_app.model.play.all_in import is_all_in_spot
from dealer_app.model.showdown.scenario import Scenario

__all__ = ["NOT_READY", "WAITING", "EquityWatch", "answer_relay", "equity_words"]

WAITING = "Equity …"
"""A seat's words while its figure is being worked out."""

NOT_READY = "Equity n/a"
"""A seat's words in a picture taken before its figure was worked out (not available): not
"…", which a picture would show as if more were coming. Narrower than a figure ("Equity
24.7%"), so that a plaque where the figure fits beside the hand's words fits these too."""


def equity_words(equity: float, exact: bool = True) -> str:
    """How a seat's share of the pot reads under its cards: ``"Equity 46.2%"``.

    >>> equity_words(0.462145), equity_words(0.5, exact=False)
    ('Equity 46.2%', 'Equity ≈50.0%')
    """
    return f"Equity {'' if exact else '≈'}{equity:.1%}"


class _Relay(QObject):
    """Carries answers from the worker threads to the window's thread.

    One for the whole process, made on first use in the window's thread and never
    deleted, so that a worker finishing after its window closed still emits on a live
    object; Qt drops the answer when the watch that asked is gone.
    """

    answered = Signal(object, int, object)  # (watch id, request number, answer)


_relay: _Relay | None = None


def answer_relay() -> _Relay:
    """The one carrier of the workers' answers: ``answered(watch id, request, answer)``."""
    global _relay
    if _relay is None:
        _relay = _Relay()
    return _relay


class EquityWatch(QObject):
    """Keeps the seats' equity up to date as the controller's outcome changes."""

    equityShown = Signal(object)
    """Emitted when seats show new equity: ``{seat: words}`` (empty when none is shown)."""

    def __init__(self, controller: TableController, table: TableView, parent: QObject) -> None:
        super().__init__(parent)
        self._table = table
        self._request = 0
        self._asked: Scenario | None = None
        self._busy = False
        self._pending: Scenario | None = None
        self._shown: dict[int, str] = {}
        answer_relay().answered.connect(self._on_answer)
        controller.outcomeChanged.connect(self.show_outcome)
        self.show_outcome(controller.outcome)

    @property
    def shown(self) -> dict[int, str]:
        """What each seat shows now, by seat number (empty when no equity is shown)."""
        return dict(self._shown)

    @property
    def waiting(self) -> bool:
        """Whether the seats wait for the figures of the table as it is now."""
        return WAITING in self._shown.values()

    def wait_for_figures(self, seconds: float) -> bool:
        """Wait, the window's events going on, until the seats show their figures, for at
        most ``seconds``: a picture shows what the window shows once settled, and never
        hangs. Past that the seats say their figures are not ready (the answer, when it
        comes, is shown as ever). Returns whether the figures are shown (or none is due)."""
        if not self.waiting:
            return True
        # Named here only: the table's first window needs no event loop of its own.
        from PySide6.QtCore import QEventLoop, QTimer

        loop = QEventLoop()
        limit = QTimer()
        limit.setSingleShot(True)
        limit.timeout.connect(loop.quit)
        self.equityShown.connect(loop.quit)
        limit.start(max(1, round(seconds * 1000)))
        while self.waiting and limit.isActive():
            loop.exec()
        self.equityShown.disconnect(loop.quit)
        if self.waiting:
            self._show({seat: NOT_READY for seat in self._shown})
            return False
        return True

    def show_outcome(self, outcome: TableOutcome) -> None:
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
        arguments = (answer_relay(), id(self), request, scenario)
        threading.Thread(target=_work, args=arguments, daemon=True).start()

    def _on_answer(self, watch: int, request: int, answer: object) -> None:
        if watch != id(self):
            return
        self._busy = False
        if self._pending is not None:
            pending, self._pending = self._pending, None
            self._start(pending)
        if request != self._request or isinstance(answer, Exception):
            return
        from dealer_app.model.play.equity import EquityResult

        assert isinstance(answer, EquityResult)
        self._show({seat.seat: equity_words(seat.equity, answer.exact) for seat in answer.seats})

    def _show(self, words: dict[int, str]) -> None:
        for number in range(1, len(self._table.seats) + 1):
            self._table.seat_widget(number).set_equity(words.get(number, ""))
        if words != self._shown:
            self._shown = words
            self.equityShown.emit(words)


def _work(relay: _Relay, watch: int, request: int, scenario: Scenario) -> None:
    """In a worker thread: deal out the boards, send the answer (or the refusal) back."""
    from dealer_app.model.play.equity import scenario_equity

    try:
        answer: object = scenario_equity(scenario)
    except ValueError as error:  # the table changed under a spot the model refuses
        answer = error
    relay.answered.emit(watch, request, answer)
