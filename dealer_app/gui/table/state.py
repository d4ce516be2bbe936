"""What the table window holds and shows, without Qt: the state entered and the model's answer.

A :class:`TableState` is a model :class:`~dealer_app.model.showdown.scenario.Scenario` plus what
only the table needs (how many chairs it has, the chip set's name and how its money reads). A
:class:`TableOutcome` is that state with the model's answer for it: the
:class:`~dealer_app.model.showdown.result.Result` of a complete showdown, or the hands the cards
entered so far allow and what is still missing (:func:`outcome_for`). The controller keeps both;
the widgets and the scene builder only read them."""

# No `from __future__ import annotations`: typing.NamedTuple compiles each field's annotation
# given as text when the class is made, some 130 compiles at every start.

import functools
from dataclasses import fields
from enum import Enum
from typing import TYPE_CHECKING, NamedTuple

from dealer_app.model.cards import Card
from dealer_app.model.chips import ChipSet
from dealer_app.model.hands.games import GameRules, game_rules
from dealer_app.model.play import dealing
from dealer_app.model.play.dealing import RowKey
from dealer_app.model.room.chip_sets import STANDARD_CHIPS
from dealer_app.model.room.money import PLAIN, MoneyUnit
from dealer_app.model.showdown.scenario import Scenario
from dealer_app.model.showdown.seats import ScenarioError, SeatEntry
from dealer_app.storage.chip_presets import chip_presets

if TYPE_CHECKING:
    from dealer_app.model.showdown.result import Result, SeatHand

__all__ = [
    "FILE_CHIPS",
    "MAX_SEATS",
    "MIN_SEATS",
    "MessageLevel",
    "OutcomeChange",
    "TableOutcome",
    "TableState",
    "chip_set_label",
    "default_state",
    "outcome_change",
    "outcome_for",
    "state_for",
    "status_text",
]

_SHOWDOWNS_KEPT = 64

MIN_SEATS = 2
MAX_SEATS = 10

FILE_CHIPS = "file"
"""The chip-set name of chips that came with an opened file and match no preset."""


class MessageLevel(Enum):
    """How loud a message to the dealer is."""

    INFO = "info"
    WARNING = "warning"
    ERROR = "error"


class TableState(NamedTuple):
    """Everything the dealer has entered: the scenario and the table around it."""

    scenario: Scenario
    seat_count: int
    chip_set_name: str = "standard"
    unit: MoneyUnit = PLAIN
    """How the chip set's money reads (``$0.25`` for a home game's 25); a file's chips read
    plain numbers, since the scenario format has no unit."""

    @property
    def rules(self) -> GameRules:
        return self.scenario.game_rules

    @property
    def all_in(self) -> frozenset[int]:
        """The seats marked all-in (kept in the scenario, so saved with it)."""
        return frozenset(entry.seat for entry in self.scenario.seats if entry.all_in)

    def entry(self, seat: int) -> SeatEntry | None:
        """The seat's entry when it is dealt in, else ``None``."""
        return dealing.seat_entry(self.scenario, seat)

    def cards(self, row: RowKey) -> tuple[Card, ...]:
        """The cards in ``row`` so far (see :func:`dealing.row_cards`)."""
        return dealing.row_cards(self.scenario, row)

    def slot_count(self, row: RowKey) -> int:
        """How many cards ``row`` holds when full (see :func:`dealing.slot_count`)."""
        return dealing.slot_count(self.scenario, row)

    def rows(self) -> tuple[RowKey, ...]:
        """Every row with slots, in dealing order: seats first, then the boards."""
        return dealing.rows(self.scenario)

    def used_cards(self) -> dict[Card, RowKey]:
        """Every card on the table and the row holding it (a shared run-out card once)."""
        return dealing.used_cards(self.scenario)

    def has_room_of(self, before: "TableState") -> bool:
        """Whether the table is back to the game ``before`` played, with at least its chairs,
        the seats it dealt in and its boards: what a change of game or seats, a seat dealt
        out or the second board turned off dropped from ``before`` has its place again."""
        scenario, earlier = self.scenario, before.scenario
        return (
            scenario.game is earlier.game
            and self.seat_count >= before.seat_count
            and set(earlier.seat_numbers) <= set(scenario.seat_numbers)
            and scenario.run_count >= earlier.run_count
        )


class TableOutcome(NamedTuple):
    """What the table shows after a change: the state and the model's answer for it."""

    state: TableState
    result: "Result | None" = None
    hands: tuple["SeatHand", ...] = ()
    """The evaluated hands: the result's, or those the cards entered so far allow."""
    missing: tuple[str, ...] = ()
    """What is still needed before the pots can be split (empty when resolved)."""
    problem: str = ""
    """Why the model refused a complete-looking showdown, in its words."""
    winners: frozenset[int] = frozenset()

    @property
    def complete(self) -> bool:
        return self.result is not None

    def hands_of(self, seat: int) -> "tuple[SeatHand, ...]":
        return tuple(hand for hand in self.hands if hand.seat == seat)


class OutcomeChange(NamedTuple):
    """Which parts of the table one change touched, so each receiver hears only of its own."""

    seats: bool = False
    """Who sits and their money: seats, names, folds, all-ins, amounts, the button, the
    game, the chips, the house rules."""
    cards: bool = False
    """The cards on the seats and the boards."""
    result: bool = False
    """The model's answer: the result, the hands, what is missing, a refusal."""


def _cards_of(state: TableState) -> tuple[object, ...]:
    scenario = state.scenario
    return tuple(entry.cards for entry in scenario.seats), scenario.boards


def _seats_of(state: TableState) -> tuple[object, ...]:
    scenario = state.scenario
    return (
        tuple(getattr(state, name) for name in state._fields if name != "scenario"),
        tuple(
            getattr(scenario, name.name)
            for name in fields(scenario)
            if name.name not in ("seats", "boards")
        ),
        tuple(
            tuple(getattr(entry, name.name) for name in fields(entry) if name.name != "cards")
            for entry in scenario.seats
        ),
        len(scenario.boards),
    )


def _answer_of(outcome: TableOutcome) -> tuple[object, ...]:
    return outcome.result, outcome.hands, outcome.missing, outcome.problem, outcome.winners


def outcome_change(before: TableOutcome, after: TableOutcome) -> OutcomeChange:
    """What changed from ``before`` to ``after``."""
    if before is after:
        return OutcomeChange()
    return OutcomeChange(
        seats=_seats_of(before.state) != _seats_of(after.state),
        cards=_cards_of(before.state) != _cards_of(after.state),
        result=_answer_of(before) != _answer_of(after),
    )


def default_state(
    game: str = "holdem",
    seat_count: int = 6,
    chips: ChipSet = STANDARD_CHIPS,
    chip_set_name: str = "standard",
    unit: MoneyUnit = PLAIN,
) -> TableState:
    """An empty table: every seat dealt in, the button on seat 1, no cards, no money."""
    count = min(MAX_SEATS, max(MIN_SEATS, seat_count))
    seats = tuple(SeatEntry(seat) for seat in range(1, count + 1))
    scenario = Scenario(game_rules(game).game, seats, chips=chips, button=1)
    return TableState(scenario, count, chip_set_name=chip_set_name, unit=unit)


def status_text(state: TableState) -> str:
    """The status bar's line for a table: the game, the seats, the button and the chips."""
    scenario = state.scenario
    words = [f"{state.rules.title}", f"{state.seat_count} seats"]
    if state.rules.uses_button and scenario.button is not None:
        words.append(f"button on seat {scenario.button}")
    chips = ", ".join(f"{chip.name} {state.unit.text(chip.value)}" for chip in scenario.chips)
    words.append(f"chips: {chips}")
    return "   ·   ".join(words) + "  "


def state_for(scenario: Scenario) -> TableState:
    """The table for an opened scenario: enough seats for its highest seat number."""
    highest = max(scenario.seat_numbers, default=MIN_SEATS)
    count = min(MAX_SEATS, max(MIN_SEATS, highest))
    if highest > MAX_SEATS:
        count = highest
    label, unit = _chip_set_of(scenario.chips)
    return TableState(scenario, count, chip_set_name=label, unit=unit)


def _chip_set_of(chips: ChipSet) -> tuple[str, MoneyUnit]:
    # The format has no unit: chips a preset has read as that preset's money (the chip-set
    # box names it), a file's own chips read plain numbers.
    for preset in chip_presets():
        if preset.chips == chips:
            return preset.key, preset.unit
    return FILE_CHIPS, PLAIN


def chip_set_label(chips: ChipSet) -> str:
    """The key of the preset with these chips, or :data:`FILE_CHIPS` when none has them."""
    return _chip_set_of(chips)[0]


def outcome_for(state: TableState) -> TableOutcome:
    """Ask the model about ``state``: the result when complete, else the hands so far."""
    scenario = state.scenario
    missing = scenario.missing()
    if not missing:
        try:
            result = _resolved(scenario)
        except ValueError as error:
            return TableOutcome(state, hands=_hands_so_far(scenario), problem=str(error))
        # A pot the house took whole pays its winners nothing: they are not framed for it.
        winners = frozenset(
            seat
            for pot in result.pots
            if not pot.returned and not pot.nothing_to_push
            for seat in pot.winners.seats
        )
        if result.guts is not None:
            # Three-five-seven's winners are paid seat to seat, by no pot.
            winners |= frozenset(result.guts.stage_winners)
        return TableOutcome(state, result, result.hands, winners=winners)
    return TableOutcome(state, hands=_hands_so_far(scenario), missing=missing)


@functools.lru_cache(maxsize=_SHOWDOWNS_KEPT)
def _resolved(scenario: Scenario) -> "Result":
    """The model's result for ``scenario``, kept for the showdowns seen last: a card tried
    and changed back, an undo or a redo asks for the same showdown again."""
    from dealer_app.model.showdown.resolve import resolve

    return resolve(scenario)


def _hands_so_far(scenario: Scenario) -> "tuple[SeatHand, ...]":
    if not any(entry.cards for entry in scenario.seats):
        # No cards, no hands: a table just laid out starts without the resolver.
        return ()
    from dealer_app.model.showdown.resolve import evaluate_seats

    try:
        return evaluate_seats(scenario)
    except ScenarioError:
        # Cards the model cannot evaluate show no hand; resolving names the problem once
        # the table is complete.
        return ()
