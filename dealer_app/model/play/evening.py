"""A guts evening: deal after deal, the pot, the reserve and the antes carried along.

An :class:`Evening` holds the deals played (each a resolved guts deal) and the deal being
entered. Playing a deal resolves it and starts the next one with the pot and the reserve it
left, the button one seat on, every seat out and no cards yet. Each player's balance is what
they took, less what they paid and anted. An evening is saved as a list of ordinary guts
scenarios (``dealer-app/guts-evening@1``, read and written by
:mod:`~dealer_app.model.formats.evening`), so every deal in it is also a scenario file.

>>> evening = Evening.start("guts2", {1: "Ann", 2: "Bob", 3: "Cat", 4: "Dan"}, ante=20,
...                         limit=100, button=4)
>>> evening.pot, evening.reserve
(80, 0)
>>> for seat, cards in {1: "Ah Ad", 2: "Kc Qd", 3: "9c 9d", 4: "5s 2h"}.items():
...     evening = evening.with_seat_in(seat, True).with_cards(seat, cards)
>>> evening = evening.play()
>>> evening.pot, evening.reserve, evening.current.button
(100, 140, 1)
>>> evening.balances()
{1: 60, 2: -100, 3: -100, 4: -100}
>>> evening = evening.with_seat_in(2, True).play()
>>> evening.pot, evening.reserve, evening.deal_number
(100, 40, 3)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from dealer_app.model.chips import ChipSet
from dealer_app.model.hands.strength import STANDARD_RULES, HouseRules
from dealer_app.model.home.guts_table import GutsTable
from dealer_app.model.room.chip_sets import STANDARD_CHIPS
from dealer_app.model.showdown.resolve import resolve
from dealer_app.model.showdown.result import Result
from dealer_app.model.showdown.scenario import Scenario
from dealer_app.model.showdown.seats import ScenarioError, SeatEntry

__all__ = ["Evening", "next_deal"]


def next_deal(result: Result) -> Scenario:
    """The deal after ``result``: its pot and reserve, the button on, everyone out, no cards.

    >>> deal = Scenario.of("guts2", [SeatEntry.of(1), SeatEntry.of(3, folded=True)],
    ...                    button=1, guts=GutsTable(pot=10))
    >>> after = next_deal(resolve(deal))
    >>> after.button, after.guts.pot, after.live_seats
    (3, 0, ())
    """
    scenario, money = result.scenario, result.guts
    if money is None:
        raise ValueError("next_deal: not a guts deal")
    numbers = scenario.seat_numbers
    button = scenario.button if scenario.button in numbers else numbers[-1]
    following = [seat for seat in numbers if seat > (button or 0)]
    seats = tuple(
        dataclasses.replace(entry, cards=(), folded=True) for entry in scenario.ordered_seats
    )
    table = money.declared.table.replace(
        pot=money.next_pot,
        reserve=money.next_reserve,
        ghost_cards=(),
        deck_cards=(),
        third_card=(),
    )
    if money.next_stage is not None:
        # Three-five-seven: the seats keep their cards into the next stage; a new deal
        # (stage one) moves the button and starts again with no cards.
        legs = () if money.game_over else money.legs
        table = table.replace(stage=money.next_stage, legs=legs)
        if money.next_stage > 1:
            seats = tuple(entry.replace(folded=True) for entry in scenario.ordered_seats)
            return scenario.replace(seats=seats, guts=table, title="", tags=())
    return scenario.replace(
        seats=seats, button=(following or numbers)[0], guts=table, title="", tags=()
    )


@dataclass(frozen=True)
class Evening:
    """The deals played so far and the deal being entered (see the module)."""

    current: Scenario
    played: tuple[Result, ...] = ()
    opening_antes: tuple[tuple[int, int], ...] = ()
    """What each seat anted to form the first pot."""

    def __post_init__(self) -> None:
        if self.current.guts is None:
            raise ScenarioError("guts: an evening of guts needs a guts deal")

    @classmethod
    def start(
        cls,
        game: str,
        names: Mapping[int, str],
        *,
        ante: int,
        button: int,
        limit: int | None = None,
        chips: ChipSet = STANDARD_CHIPS,
        rules: HouseRules = STANDARD_RULES,
        **options: Any,
    ) -> Evening:
        """A new evening: every seat antes to form the first pot; ``options`` as in
        :class:`~dealer_app.model.home.guts_table.GutsTable`."""
        seats = tuple(SeatEntry.of(seat, name=name, folded=True) for seat, name in names.items())
        if game == "guts357":
            options.setdefault("stage", 1)
        table = GutsTable(pot=ante * len(seats), ante=ante, limit=limit, **options)
        deal = Scenario.of(game, seats, chips=chips, button=button, rules=rules, guts=table)
        return cls(deal, (), tuple((seat, ante) for seat in sorted(names)))

    @property
    def table(self) -> GutsTable:
        """The money of the deal being entered."""
        assert self.current.guts is not None
        return self.current.guts

    @property
    def pot(self) -> int:
        """The pot played for in the deal being entered."""
        return self.table.pot

    @property
    def reserve(self) -> int:
        """The reserve set aside."""
        return self.table.reserve

    @property
    def deal_number(self) -> int:
        """The number of the deal being entered (1 for the first)."""
        return len(self.played) + 1

    def with_current(self, scenario: Scenario) -> Evening:
        """The evening with the deal being entered replaced."""
        return dataclasses.replace(self, current=scenario)

    def with_seat_in(self, seat: int, seat_in: bool) -> Evening:
        """Seat ``seat`` declared in (or out) in the deal being entered."""
        entry = self.current.seat(seat)
        return self.with_current(self.current.with_seat(entry.replace(folded=not seat_in)))

    def with_cards(self, seat: int, cards: str) -> Evening:
        """Seat ``seat``'s cards in the deal being entered (text such as ``"AhKd"``)."""
        entry = self.current.seat(seat)
        return self.with_current(
            self.current.with_seat(SeatEntry.of(seat, cards, name=entry.name, folded=entry.folded))
        )

    def with_board(self, cards: str) -> Evening:
        """The common cards of the deal being entered (four-two-three)."""
        return self.with_current(self.current.with_board(cards))

    def play(self) -> Evening:
        """Settle the deal being entered and start the next; refuses an incomplete deal."""
        result = resolve(self.current)
        return dataclasses.replace(self, current=next_deal(result), played=(*self.played, result))

    def balances(self) -> dict[int, int]:
        """Each seat's gain (or loss) over the evening: taken, less paid and anted."""
        totals = {seat: 0 for seat in self.current.seat_numbers}
        for seat, amount in self.opening_antes:
            totals[seat] = totals.get(seat, 0) - amount
        for result in self.played:
            assert result.guts is not None
            for seat, amount in result.payouts:
                totals[seat] = totals.get(seat, 0) + amount
            extra = result.guts.declared.table.extra_antes
            for seat, amount in (*result.guts.payments, *result.guts.antes, *extra):
                totals[seat] = totals.get(seat, 0) - amount
            for seat, amount in result.guts.received.items():
                totals[seat] = totals.get(seat, 0) + amount
        return totals
