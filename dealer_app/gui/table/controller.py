"""The one place the table's widgets talk to: it owns the showdown being entered.

The controller keeps the current :class:`~dealer_app.gui.table.state.TableState` (a model
:class:`~dealer_app.model.showdown.scenario.Scenario` plus what only the table needs: how many
seats it has and the chip set's name). Every edit builds a new state and goes through
the undo stack as a :class:`TableEdit`; after each change the controller asks the model
for the result and emits :attr:`TableController.outcomeChanged` once, with a
:class:`~dealer_app.gui.table.state.TableOutcome`: the full
:class:`~dealer_app.model.showdown.result.Result` when the showdown is complete, or the hands that
can already be evaluated and what is still missing. It also opens and saves showdown files.

No poker is decided here: cards, the button and game changes are dealt by
:mod:`dealer_app.model.play.dealing`; the outcome of each state is the model's answer
(:func:`dealer_app.gui.table.state.outcome_for`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from dealer_app.gui.table.edit import TableEdit
from dealer_app.gui.table.state import (
    MAX_SEATS,
    MIN_SEATS,
    MessageLevel,
    TableOutcome,
    TableState,
    default_state,
    outcome_change,
    outcome_for,
    state_for,
)
from dealer_app.model.cards import Card, CardError, format_cards, parse_cards
from dealer_app.model.chips import ChipCounts, ChipSet
from dealer_app.model.hands.games import Game, game_rules
from dealer_app.model.hands.strength import HouseRules
from dealer_app.model.play import dealing
from dealer_app.model.play.dealing import RowKey
from dealer_app.model.room.money import PLAIN, MoneyUnit
from dealer_app.model.showdown.odd_chip_rules import OddChipRule, StudOddChip
from dealer_app.model.showdown.scenario import Scenario
from dealer_app.model.showdown.seats import ScenarioError, SeatEntry
from dealer_app.model.words import dropped_words, plural
from dealer_app.storage.atomic_file import stamp_of, write_atomically

if TYPE_CHECKING:
    from dealer_app.model.showdown.rake import Rake

# The widgets reach the table's state types and the row keys through the controller,
# the one module they talk to.
__all__ = ["TableController"]


class TableController(QObject):
    """Owns the table's state, applies edits through the undo stack, asks the model."""

    outcomeChanged = Signal(object)
    """Emitted once after every change, with the new :class:`TableOutcome`."""
    seatsChanged = Signal(object)
    """After a change of the seats or their money (who sits, folds, is all in, what each
    put in, names, the button, the game, the chips, the house rules), with the new
    :class:`TableOutcome`; after :attr:`outcomeChanged`."""
    cardsChanged = Signal(object)
    """After a change of the cards on the seats or the boards, with the new outcome."""
    resultChanged = Signal(object)
    """After a change of the model's answer (the result, the hands, what is missing, a
    refusal), with the new outcome."""
    message = Signal(object, str)
    """A note for the dealer (:class:`MessageLevel`, text): refused edits, file problems."""
    aboutToEdit = Signal()
    """Emitted before every edit: a widget holding half-typed input (an amount not yet
    entered) hands it over first, so no change of the table (a seat less, a second board,
    the next hand) loses it."""
    typingDropped = Signal()
    """Undo's or Redo's key met typing the table refuses (an amount over 10^12, kept in its
    box for correcting): the widgets drop it and show the table's value again, the one
    thing the key undoes."""
    typingRefused = Signal(int, str)
    """Seat N's box refused what is typed in it and keeps it, marked, for correcting: the
    seat and why, in words. Said as a warning that goes once that box holds it no more
    (:attr:`typingSettled`)."""
    typingSettled = Signal()
    """Typing a box had refused is gone: corrected, dropped, or replaced by another amount."""
    handStarted = Signal()
    """A new hand is on the table (the next hand, a new table, a file opened): what follows
    the last hand's seats, such as the chip tray's seat, starts over."""
    dropped = Signal(str, object)
    """A change took cards, money or names off the table (a change of game or seats, a seat
    dealt out, the second board turned off): what, in words, and the :class:`TableState`
    before it. Undo brings them back, so the dealer is told at once."""

    def __init__(
        self,
        state: TableState | None = None,
        parent: QObject | None = None,
        rng: random.Random | None = None,
    ) -> None:
        super().__init__(parent)
        self._state = state if state is not None else default_state()
        self._outcome = outcome_for(self._state)
        self.undo_stack = QUndoStack(self)
        self._handing_over = False
        self._typing_refused = False
        self._quiet_refusals = False
        self._dropping: bool | None = None
        """Set by an undo (True) or a redo refused: the edits it leaves to let go of."""
        self.rng = rng if rng is not None else random.Random()
        """Where a random deal's shuffles come from: seeded, it repeats a deal."""

    # -- reading ---------------------------------------------------------------------------

    @property
    def state(self) -> TableState:
        return self._state

    @property
    def scenario(self) -> Scenario:
        return self._state.scenario

    @property
    def outcome(self) -> TableOutcome:
        return self._outcome

    def used_cards(self) -> frozenset[Card]:
        return frozenset(self._state.used_cards())

    def next_empty_slot(self, after: RowKey | None = None) -> tuple[RowKey, int] | None:
        """The next slot to fill, from ``after`` on in dealing order (wrapping), or ``None``.

        Folded seats are skipped: their cards do not matter at a showdown.
        """
        empty = dealing.empty_slots(self._state.scenario)
        rows = self._state.rows()
        if after in rows:
            start = rows.index(after)
            later = [slot for slot in empty if rows.index(slot[0]) >= start]
            empty = (*later, *(slot for slot in empty if rows.index(slot[0]) < start))
        return empty[0] if empty else None

    # -- applying changes ------------------------------------------------------------------

    def _show(self, state: TableState) -> None:
        before = self._outcome
        self._state = state
        self._outcome = outcome_for(state)
        self.outcomeChanged.emit(self._outcome)
        change = outcome_change(before, self._outcome)
        # Each receiver hears only of its part (the felt of the money and the result, the
        # boards of the cards); one that needs all of it listens to outcomeChanged.
        if change.seats:
            self.seatsChanged.emit(self._outcome)
        if change.cards:
            self.cardsChanged.emit(self._outcome)
        if change.result:
            self.resultChanged.emit(self._outcome)

    def say(self, level: MessageLevel, text: str, *, kept_by: int = 0) -> None:
        """Tell the dealer something through :attr:`message` (or, for typing refused and
        kept in seat ``kept_by``'s box, :attr:`typingRefused`)."""
        if self._handing_over and level is not MessageLevel.INFO:
            # Typing handed over was refused: it stays in its field, marked.
            self._typing_refused = True
            if self._quiet_refusals:
                return
        if kept_by:
            self.typingRefused.emit(kept_by, text)
        else:
            self.message.emit(level, text)

    def warn(self, text: str) -> None:
        """Pass on a widget's refusal (a typed card that is not a card) as a warning."""
        self.say(MessageLevel.WARNING, text)

    def refuse_typing(self, seat: int, text: str) -> None:
        """Pass on seat ``seat``'s box refusing what is typed in it, kept there for
        correcting: a warning that lasts as long as the box holds it."""
        self.say(MessageLevel.WARNING, text, kept_by=seat)

    def _apply(
        self,
        text: str,
        change: Callable[[TableState], TableState],
        merge_key: str = "",
        *,
        kept_by: int = 0,
    ) -> bool:
        """Build the new state with ``change`` and push it; a refused change says why (as
        typing kept in seat ``kept_by``'s box, :meth:`say`, where it was typed there)."""
        # The typed input handed over is an edit of its own, before this one.
        self.hand_over_typing()
        try:
            after = change(self._state)
        except (ScenarioError, CardError, ValueError) as error:
            self.say(MessageLevel.WARNING, str(error), kept_by=kept_by)
            return False
        if after == self._state:
            return False
        edit = TableEdit(self._show, self._state, after, text, merge_key, self._refused)
        self.undo_stack.push(edit)
        return True

    def hand_over_typing(self, *, quiet: bool = False) -> bool:
        """Have the widgets enter what is typed but not entered yet (an amount), each as an
        edit of its own (:attr:`aboutToEdit`). False when some of it was refused: said (or,
        ``quiet``, not), and kept in its field, marked, for correcting."""
        if self._handing_over:
            return True
        self._handing_over = True
        self._typing_refused = False
        self._quiet_refusals = quiet
        try:
            self.aboutToEdit.emit()
        finally:
            self._handing_over = False
            self._quiet_refusals = False
        return not self._typing_refused

    def undo(self) -> None:
        """Undo the last edit, an amount being typed entered first (so it is what goes).
        Typing the table refuses (an amount over 10^12) is only dropped: the one thing the
        key undoes."""
        if self.hand_over_typing(quiet=True):
            self.undo_stack.undo()
            self.drop_refused()
        else:
            self.typingDropped.emit()

    def redo(self) -> None:
        """Redo the edit last undone, an amount being typed entered first (an edit of its
        own, after which there is nothing to redo); typing the table refuses is only
        dropped."""
        if self.hand_over_typing(quiet=True):
            self.undo_stack.redo()
            self.drop_refused()
        else:
            self.typingDropped.emit()

    def _refused(self, edit: TableEdit, undoing: bool) -> None:
        """``edit``'s undo or redo was refused (a room set it would bring back is no longer
        as it was; said where it was refused): the table stays as it is, and the edits made
        on what it would bring back go with it, as the stack lets go of it. A refused redo
        leaves nothing to redo; a refused undo, nothing to undo."""
        stack = self.undo_stack
        at = stack.index() - 1 if undoing else stack.index()
        if not 0 <= at < stack.count() or stack.command(at) is not edit:
            return  # not a step of the stack's own (pushed, or undone by hand)
        for index in range(at) if undoing else range(at + 1, stack.count()):
            command = stack.command(index)
            if command is not None:
                command.setObsolete(True)
        self._dropping = undoing

    def drop_refused(self) -> None:
        """Let go of the edits a refused undo or redo left (:meth:`_refused`); called after
        each undo and redo of the stack."""
        if self._dropping is None:
            return
        undoing, self._dropping = self._dropping, None
        # The stack walks over obsolete steps without making them, and deletes them.
        self.undo_stack.setIndex(0 if undoing else self.undo_stack.count())

    def _with_scenario(self, **changes: object) -> Callable[[TableState], TableState]:
        def change(state: TableState) -> TableState:
            return state._replace(scenario=state.scenario.replace(**changes))

        return change

    def _with_dealing(
        self, deal: Callable[[Scenario], Scenario]
    ) -> Callable[[TableState], TableState]:
        def change(state: TableState) -> TableState:
            return state._replace(scenario=deal(state.scenario))

        return change

    def _with_entry(self, seat: int, **changes: object) -> Callable[[TableState], TableState]:
        def change(state: TableState) -> TableState:
            entry = state.entry(seat)
            if entry is None:
                raise ScenarioError(f"seat {seat}: not dealt in")
            return state._replace(scenario=state.scenario.with_seat(entry.replace(**changes)))

        return change

    def replace_state(self, state: TableState) -> None:
        """Show a whole new table (an opened file): a fresh start for undo."""
        self.undo_stack.clear()
        self._show(state)
        self.handStarted.emit()

    # -- cards -----------------------------------------------------------------------------

    def unavailable_cards(
        self, row: RowKey, slot: int, cards: tuple[Card, ...] | None = None
    ) -> frozenset[Card]:
        """The cards that cannot go into ``slot`` of ``row`` (used elsewhere on the table).

        ``cards`` is the row as it will be before that slot is filled (default: as it is).
        """
        return dealing.unavailable_cards(self._state.scenario, row, slot, cards)

    def place_card(self, row: RowKey, slot: int, card: Card) -> bool:
        """Put ``card`` in slot ``slot`` of ``row`` (an empty slot means the first empty one)."""
        return self._apply(
            f"{card} to {row.label}",
            self._with_dealing(lambda scenario: dealing.deal_card(scenario, row, slot, card)),
        )

    def type_cards(self, row: RowKey, text: str) -> bool:
        """Fill the empty slots of ``row`` with cards typed as ``AsKd`` or ``as kd``."""
        try:
            typed = parse_cards(text)
        except CardError as error:
            self.say(MessageLevel.WARNING, f"{row.label}: {error}")
            return False
        return self.add_cards(row, typed)

    def add_cards(self, row: RowKey, new_cards: Iterable[Card]) -> bool:
        """Fill the empty slots of ``row`` with ``new_cards``, in order."""
        typed = tuple(new_cards)
        if not typed:
            return False
        free = self._state.slot_count(row) - len(self._state.cards(row))
        if len(typed) > free:
            room = "no empty slot" if free == 0 else f"room for {free} more"
            self.say(
                MessageLevel.WARNING, f"{row.label}: {plural(len(typed), 'card')} typed, {room}"
            )
            return False
        return self._apply(
            f"{format_cards(typed)} to {row.label}",
            self._with_dealing(lambda scenario: dealing.deal_cards(scenario, row, typed)),
        )

    def remove_card(self, row: RowKey, slot: int | None = None) -> bool:
        """Take a card out of ``row``: the one in ``slot``, or the last one."""
        cards = list(self._state.cards(row))
        if not cards:
            return False
        position = len(cards) - 1 if slot is None or slot >= len(cards) else slot
        removed = cards.pop(position)
        return self._apply(
            f"Remove {removed} from {row.label}",
            self._with_dealing(lambda scenario: dealing.with_row(scenario, row, cards)),
        )

    def clear_cards(self) -> bool:
        """Take every card off the table."""
        return self._apply("Clear the cards", self._with_dealing(dealing.without_cards))

    def random_deal(self) -> bool:
        """Fill every empty slot of the live seats and the boards from the remaining deck."""
        # Dealt to the table with an amount being typed already in it.
        self.hand_over_typing()
        state = self._state
        try:
            dealt = dealing.deal_remaining(state.scenario, self.rng)
        except ValueError as error:
            self.say(MessageLevel.WARNING, str(error))
            return False
        short = len(dealing.empty_slots(dealt))
        done = self._apply("Random deal", self._with_dealing(lambda _: dealt))
        if short:
            # Said after the deal is on the undo stack: the words go when it is undone.
            self.say(
                MessageLevel.WARNING,
                f"The deck ran out: {short} slots are still empty "
                f"({state.rules.title} with {len(state.scenario.live_seats)} live seats)",
            )
        return done

    # -- seats -----------------------------------------------------------------------------

    def set_folded(self, seat: int, folded: bool) -> bool:
        word = "Fold" if folded else "Unfold"
        return self._apply(f"{word} seat {seat}", self._with_entry(seat, folded=folded))

    def set_name(self, seat: int, name: str) -> bool:
        return self._apply(f"Name seat {seat}", self._with_entry(seat, name=name.strip()))

    def set_names(self, names: Mapping[int, str]) -> bool:
        """Name several seats in one edit (a seat draw seats the players)."""

        def change(state: TableState) -> TableState:
            # All at once: a name moving to another seat is never at two seats.
            seats = tuple(
                entry.replace(name=names[entry.seat].strip()) if entry.seat in names else entry
                for entry in state.scenario.seats
            )
            return state._replace(scenario=state.scenario.replace(seats=seats))

        return self._apply("Seat the players", change)

    def set_committed(
        self, seat: int, amount: int, *, chip_run: bool = False, typed: bool = False
    ) -> bool:
        """Set what ``seat`` put in this hand; money then comes from the seats, not a pot.

        An amount entered is an undo step of its own: undo takes back a correction (300
        after 250), never the amount before it. ``chip_run`` (chips clicked in the tray one
        after another) joins the run's earlier chips, so that one undo takes the run back.
        An amount ``typed`` in the seat's box that the table refuses (7 where the smallest
        chip is 5) is said as typing the box keeps, marked, until it is corrected or dropped.
        """

        def change(state: TableState) -> TableState:
            entry = state.entry(seat)
            if entry is None:
                raise ScenarioError(f"seat {seat}: not dealt in")
            scenario = state.scenario.replace(pot=None, pot_chips=())
            scenario = scenario.with_seat(entry.replace(committed=amount or None))
            return state._replace(scenario=scenario)

        run = f"chips {seat}" if chip_run else ""
        kept_by = seat if typed else 0
        return self._apply(f"Seat {seat} puts in {amount}", change, run, kept_by=kept_by)

    def carry_action(
        self, put_in: Mapping[int, int], folded: Iterable[int], all_in: Iterable[int], text: str
    ) -> bool:
        """The betting as the Pot panel followed it, as the seats' money: one edit.

        ``put_in`` is what each seat put in this hand; the seats that folded or are all-in
        are marked so. Seats not dealt in are left out. Whether the seats hold it: False
        where the table refuses it (and says why); a check changes nothing and is held.
        """
        folded, all_in = frozenset(folded), frozenset(all_in)

        def change(state: TableState) -> TableState:
            scenario = state.scenario.replace(pot=None, pot_chips=())
            for seat, amount in sorted(put_in.items()):
                entry = state.entry(seat)
                if entry is None:
                    continue
                scenario = scenario.with_seat(
                    entry.replace(
                        committed=amount or None, folded=seat in folded, all_in=seat in all_in
                    )
                )
            return state._replace(scenario=scenario)

        try:
            held = change(self._state) == self._state
        except ValueError:
            held = False  # refused: said by the edit tried below
        return held or self._apply(text, change)

    def set_all_in(self, seat: int, all_in: bool) -> bool:
        """Mark a seat all-in (for the amount it put in) or not; saved with the showdown."""
        word = "All-in" if all_in else "Not all-in"
        return self._apply(f"{word}: seat {seat}", self._with_entry(seat, all_in=all_in))

    def set_dealt_in(self, seat: int, dealt_in: bool) -> bool:
        """Deal a seat in, or leave its chair empty this hand."""

        if not dealt_in:
            return self._change_table(
                f"Empty seat {seat}",
                f"Seat {seat} dealt out",
                lambda scenario: dealing.deal_out(scenario, seat),
            )

        def change(state: TableState) -> TableState:
            return state._replace(scenario=state.scenario.with_seat(SeatEntry(seat)))

        return self._apply(f"Deal in seat {seat}", change)

    def set_button(self, seat: int) -> bool:
        if not 1 <= seat <= self._state.seat_count:
            return False
        return self._apply(f"Button to seat {seat}", self._with_scenario(button=seat))

    def set_suit_tiebreaks(self, on: bool) -> bool:
        """Play the home-game rule where suits break ties (or stop; its games are forgotten)."""

        def change(state: TableState) -> TableState:
            return state._replace(scenario=_with_suit_tiebreaks(state.scenario, on))

        return self._apply("Suits break ties" if on else "Suits never break ties", change)

    def forget_roshambo(self) -> bool:
        """Forget the rock-paper-scissors winners (the ties they settled have changed)."""
        return self._apply("Play rock-paper-scissors again", self._with_scenario(roshambo=()))

    def set_roshambo(self, where: str, seat: int) -> bool:
        """Seat ``seat`` won rock-paper-scissors for ``where`` (a pot, or a board's part)."""
        winners = dict(self._state.scenario.roshambo) | {where: seat}
        return self._apply(
            f"Seat {seat} wins rock-paper-scissors",
            self._with_scenario(roshambo=tuple(winners.items())),
        )

    def move_button(self) -> bool:
        """Move the button one seat clockwise, to the next seat dealt in."""
        return self.set_button(dealing.next_button(self._state.scenario))

    # -- the table -------------------------------------------------------------------------

    def set_game(self, game: Game | str) -> bool:
        """Change the game; cards beyond the new game's slots are taken back."""
        rules = game_rules(game)
        return self._change_table(
            f"Play {rules.title}", rules.title, lambda state: dealing.change_game(state, rules.game)
        )

    def set_seat_count(self, count: int) -> bool:
        """Change how many seats the table has; new seats are dealt in, empty."""
        count = min(MAX_SEATS, max(MIN_SEATS, count))
        chairs = self._state.seat_count
        return self._change_table(
            f"{count} seats",
            f"{count} seats",
            lambda state: dealing.change_seat_count(state, count, chairs),
            seat_count=count,
        )

    def _change_table(
        self,
        text: str,
        what: str,
        change: Callable[[Scenario], dealing.TableChange],
        seat_count: int | None = None,
    ) -> bool:
        """Apply a change that may take things off the table, and say what it took."""
        dropped: tuple[str, ...] = ()
        before = self._state

        def apply(state: TableState) -> TableState:
            nonlocal dropped, before
            before = state
            # Worked out from the state with any half-typed amount already handed over.
            made = change(state.scenario)
            dropped = made.dropped
            chairs = state.seat_count if seat_count is None else seat_count
            return state._replace(scenario=made.scenario, seat_count=chairs)

        if not self._apply(text, apply):
            return False
        if dropped:
            self.dropped.emit(dropped_words(what, dropped), before)
        return True

    def set_run_twice(self, twice: bool) -> bool:
        """Run the board twice (a second board) or once (the second board's own cards go)."""
        if not twice:
            return self._change_table("Run it once", "Run it once", dealing.run_once)
        return self._apply("Run it twice", self._with_dealing(dealing.run_twice))

    def set_chips(self, chips: ChipSet, name: str, unit: MoneyUnit = PLAIN) -> bool:
        """Play with another chip set, its money read in ``unit``; amounts must be whole
        numbers of its smallest chip. The same chips under another set's name keep the pot
        as counted: it is made of the chips still in play."""

        def change(state: TableState) -> TableState:
            scenario = state.scenario
            if chips != scenario.chips:
                scenario = scenario.replace(chips=chips, pot=None, pot_chips=())
            return state._replace(scenario=scenario, chip_set_name=name, unit=unit)

        return self._apply(f"Chips: {name}", change)

    def set_house_rules(
        self,
        rules: HouseRules,
        stud_odd_chip: StudOddChip,
        odd_chips: OddChipRule,
        suit_tiebreaks: bool | None = None,
    ) -> bool:
        """Play by other house rules: wild ranks, wrap-around straights, the odd-chip rules
        and, unless None, whether suits break ties; one edit, which one undo takes back."""

        def change(state: TableState) -> TableState:
            scenario = state.scenario.replace(
                rules=rules, stud_odd_chip=stud_odd_chip, odd_chips=odd_chips
            )
            if suit_tiebreaks is not None and suit_tiebreaks != scenario.suit_tiebreaks:
                scenario = _with_suit_tiebreaks(scenario, suit_tiebreaks)
            return state._replace(scenario=scenario)

        return self._apply("House rules", change)

    def set_rake(self, rake: Rake | None, merge_key: str = "") -> bool:
        """Take the room's rake from the pots before the split (None: no rake). Rakes set
        one after another with the same ``merge_key`` (a field being typed in) are one
        edit, which one undo takes back."""
        return self._apply("Rake", self._with_scenario(rake=rake), merge_key)

    def set_pot_chips(self, counts: dict[str, int]) -> bool:
        """Give the money as one single pot of chips by colour (the seats' amounts go)."""

        def change(state: TableState) -> TableState:
            scenario = state.scenario
            seats = tuple(entry.replace(committed=None) for entry in scenario.seats)
            pot = ChipCounts.of(counts)
            scenario = scenario.replace(seats=seats, pot_chips=(), pot=pot or None)
            return state._replace(scenario=scenario)

        return self._apply("Pot by chips", change)

    def use_committed_money(self) -> bool:
        """Take the money from what each seat committed again (drop the single pot)."""
        return self._apply("Money by seat", self._with_scenario(pot=None))

    def next_hand(self) -> bool:
        """Clear the cards, folds and amounts and move the button one seat clockwise."""

        def change(state: TableState) -> TableState:
            return state._replace(scenario=dealing.next_hand(state.scenario))

        if not self._apply("Next hand", change):
            return False
        self.handStarted.emit()
        return True

    # -- files -----------------------------------------------------------------------------

    def new_table(self) -> None:
        """An empty table with the same game, seat count and chips: a fresh start for undo."""
        state = self._state
        self.replace_state(
            default_state(
                state.scenario.game.value,
                state.seat_count,
                state.scenario.chips,
                state.chip_set_name,
                state.unit,
            )
        )

    def open_file(self, path: str | Path) -> str | None:
        """Open a showdown file and return the stamp (:func:`stamp_of`) of the bytes read;
        a damaged or foreign one leaves the table as it was (``None``)."""
        # Read with the first file, as the format below: the table starts without them.
        from dealer_app.storage.documents import DocumentReadError, read_file

        name = Path(path).name
        try:
            data = read_file(path)
        except DocumentReadError as error:
            self.say(MessageLevel.ERROR, f"Could not read {name}: {error.reason}")
            return None
        return stamp_of(data) if self.open_text(data, name) else None

    def open_text(self, text: str | bytes, name: str) -> bool:
        """Open a showdown given as scenario-format text (``name`` is said in messages)."""
        # The file format is loaded with the first file: the table starts without it.
        from dealer_app.model.formats import scenario as scenario_format

        try:
            scenario = scenario_format.scenario_from_json(text)
        except ValueError as error:
            self.say(MessageLevel.ERROR, f"{name} is not a showdown this table can open: {error}")
            return False
        self.replace_state(state_for(scenario))
        return True

    def save_file(self, path: str | Path) -> str | None:
        """Write the current showdown (complete or not) in the scenario format and return the
        stamp (:func:`stamp_of`) of the bytes written; ``None`` when it could not be saved."""
        from dealer_app.model.formats import scenario as scenario_format

        data = scenario_format.scenario_to_json(self.scenario).encode("utf-8")
        try:
            write_atomically(path, data)
        except OSError as error:
            reason = error.strerror or error
            self.say(MessageLevel.ERROR, f"Could not save {Path(path).name}: {reason}")
            return None
        return stamp_of(data)

    # -- asking the model ------------------------------------------------------------------


def _with_suit_tiebreaks(scenario: Scenario, on: bool) -> Scenario:
    """``scenario`` with suits breaking ties or not; the rock-paper-scissors games played
    under the rule are forgotten when it stops."""
    return scenario.replace(suit_tiebreaks=on, roshambo=scenario.roshambo if on else ())
