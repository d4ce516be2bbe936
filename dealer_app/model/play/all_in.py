"""When the table shows each seat's equity: told without NumPy, so the window opens without it.

The equity itself is dealt out by :mod:`dealer_app.model.play.equity`.
"""

from __future__ import annotations

from dealer_app.model.hands.games import Game
from dealer_app.model.showdown.scenario import Scenario

__all__ = ["EQUITY_GAMES", "is_all_in_spot"]

EQUITY_GAMES = (
    Game.HOLDEM,
    Game.OMAHA,
    Game.OMAHA8,
    Game.OMAHA5,
    Game.BIGO,
    Game.HOLDEM8,
)
"""The games whose boards the equity calculator deals out."""


def is_all_in_spot(scenario: Scenario, all_in: frozenset[int] | set[int]) -> bool:
    """True when the table should show each seat's equity: the betting is over with the
    board still coming.

    That is: a game whose boards are dealt out (:data:`EQUITY_GAMES`, standard rules, one
    board short of the river), two or more seats still in, each showing all its cards,
    and all of them all-in but at most one (the seat that covered the others).

    >>> from dealer_app.model.showdown.scenario import SeatEntry
    >>> table = Scenario.of("holdem", [SeatEntry.of(1, "As Ks"), SeatEntry.of(2, "Qh Qd")])
    >>> is_all_in_spot(table, {1}), is_all_in_spot(table, set())
    (True, False)
    """
    rules = scenario.game_rules
    live = [entry for entry in scenario.seats if not entry.folded]
    return (
        rules.game in EQUITY_GAMES
        and scenario.rules.is_standard
        and scenario.run_count == 1
        and len(scenario.board) < rules.board_cards
        and len(live) >= 2
        and all(len(entry.cards) == rules.hole_cards for entry in live)
        and sum(entry.seat not in all_in for entry in live) <= 1
    )
