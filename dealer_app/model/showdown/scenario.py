"""A showdown as the dealer sees it: the game, the seats, the cards, the money and the chips.

A :class:`Scenario` is immutable and checked once when it is built: anything that can
never be right (a card used twice, a seat listed twice, a negative amount, too many cards,
money in chips the set does not have) raises :class:`ScenarioError`, whose message names
the field the way the file format does (``seat 3: card "Zh" is not a card``). This module
owns the value, its edits, its reading (seats, boards, pots and their chips); the checks
themselves, and the words of what is missing, are in :mod:`~dealer_app.model.showdown.checks`.

A scenario may still be *incomplete* while a dealer is entering it: a seat without all of
its cards yet, a board still short of the river, no button. Such a scenario builds fine;
:meth:`Scenario.missing` lists what is still needed (in the same words), and
:func:`dealer_app.model.showdown.resolve.resolve` refuses it with :class:`IncompleteScenarioError`.

>>> from dealer_app.model.chips import ChipSet
>>> table = Scenario.of(
...     "holdem",
...     [SeatEntry.of(1, "Ah Kd", name="Ann", committed=300),
...      SeatEntry.of(4, "Ac Qc", committed=300),
...      SeatEntry.of(7, folded=True, committed=50)],
...     board="Jh 2c 2d 5s 5h",
...     button=4,
... )
>>> table.missing()
()
>>> [(pot.name, pot.amount, pot.eligible) for pot in table.pots()]
[('Main pot', 650, (1, 4))]

Editing returns a new scenario; a half-entered one says what it lacks:

>>> half = table.with_seat(SeatEntry.of(4, "Ac", committed=300)).with_board("Jh 2c 2d")
>>> for problem in half.missing():
...     print(problem)
seat 4: shows 1 card; Texas Hold'em needs 2 cards
board: 3 cards; Texas Hold'em needs 5 board cards

Errors name the field:

>>> table.with_seat(SeatEntry.of(7, "Ah 3c", folded=True))
Traceback (most recent call last):
...
dealer_app.model.showdown.seats.ScenarioError: card Ah is used twice: seat 1 and seat 7

Choices where the format leaves room, as a card room does it:

- When the players run it more than once, the boards may share the cards dealt before
  the all-in: a card at the same place on several boards, after the same earlier cards,
  is one card, not a card used twice.
- A seat that has not folded and shows cards must show all of them; a seat that can win
  no contested pot (everyone else folded) need not show any.
- With no money at all (neither ``committed`` nor ``pot``), the showdown still names the
  winners, of a main pot worth nothing.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from dealer_app.model.cards import Card
from dealer_app.model.chips import ChipCounts, ChipError, ChipSet
from dealer_app.model.hands.games import (
    GAMES,
    THREE_FIVE_SEVEN_STAGES,
    Game,
    GameRules,
    OddChipOrder,
    game_rules,
)
from dealer_app.model.hands.strength import STANDARD_RULES, HouseRules
from dealer_app.model.room.chip_sets import STANDARD_CHIPS
from dealer_app.model.showdown.checks import (
    check_cards_unique,
    check_money,
    check_rake,
    check_seats,
    check_suit_tiebreaks,
    checked_boards,
    checked_tags,
    missing_parts,
)
from dealer_app.model.showdown.odd_chip_rules import OddChipRule, StudOddChip
from dealer_app.model.showdown.seats import (
    CardsInput,
    IncompleteScenarioError,
    ScenarioError,
    SeatEntry,
    read_cards,
)

if TYPE_CHECKING:
    # A guts deal's money, the rake and the pots are loaded with the first scenario that
    # asks for them: a table being dealt needs none of them.
    from dealer_app.model.home.guts_money import Declared
    from dealer_app.model.home.guts_table import GutsTable
    from dealer_app.model.showdown.odd_chips import OddChipPolicy
    from dealer_app.model.showdown.pots import Pot
    from dealer_app.model.showdown.rake import Rake
    from dealer_app.model.showdown.suit_tiebreaks import SuitTiebreaks

__all__ = ["Scenario"]


@dataclass(frozen=True)
class Scenario:
    """One showdown, checked when built (see the module documentation).

    ``boards`` holds one board normally, several when the players ran it more than once.
    Money is either ``committed`` on the seats (pots are built from it, and
    ``pot_chips`` may give each built pot's chips, main pot first) or ``pot``, the chips of
    one single pot.
    """

    game: Game
    seats: tuple[SeatEntry, ...]
    chips: ChipSet = STANDARD_CHIPS
    button: int | None = None
    boards: tuple[tuple[Card, ...], ...] = ((),)
    pot: ChipCounts | None = None
    pot_chips: tuple[ChipCounts, ...] = ()
    rules: HouseRules = STANDARD_RULES
    stud_odd_chip: StudOddChip = StudOddChip.ALL_CARDS
    odd_chips: OddChipRule = OddChipRule.PER_POT
    title: str = ""
    """How a dealer would name the spot; carried through open and save, ignored by the rules."""
    tags: tuple[str, ...] = ()
    """Short names of what the spot trains; carried through, ignored by the rules."""
    guts: GutsTable | None = None
    """A guts deal's money (the pot played for, the reserve, the options); seats that are
    out are ``folded``. The money then comes only from here, never from ``committed``."""
    suit_tiebreaks: bool = False
    """The home-game rule where suits break a tie for the high hand; only hold'em and Omaha
    play it (other games ignore it, as stud ignores the button)."""
    roshambo: tuple[tuple[str, int], ...] = ()
    """Who won rock-paper-scissors for a pot three or more seats tie under ``suit_tiebreaks``:
    (pot name, or ``"Main pot, board 2"``; seat)."""
    rake: Rake | None = None
    """The room's rake, taken before the split (:mod:`~dealer_app.model.showdown.rake`); none:
    no rake."""

    def __post_init__(self) -> None:
        try:
            rules = game_rules(self.game)
        except ValueError as error:
            raise ScenarioError(f"game: {error}") from None
        object.__setattr__(self, "game", rules.game)
        object.__setattr__(self, "seats", tuple(self.seats))
        object.__setattr__(self, "pot_chips", tuple(self.pot_chips))
        if isinstance(self.roshambo, Mapping):
            object.__setattr__(self, "roshambo", tuple(self.roshambo.items()))
        if not isinstance(self.stud_odd_chip, StudOddChip):
            object.__setattr__(self, "stud_odd_chip", StudOddChip(self.stud_odd_chip))
        if not isinstance(self.odd_chips, OddChipRule):
            object.__setattr__(self, "odd_chips", OddChipRule(self.odd_chips))
        object.__setattr__(self, "tags", checked_tags(self.title, self.tags))
        check_seats(self, rules)
        object.__setattr__(self, "boards", checked_boards(self.boards, rules))
        check_cards_unique(self)
        check_money(self)
        check_suit_tiebreaks(self)
        check_rake(self)

    # -- construction -------------------------------------------------------------------

    @classmethod
    def of(
        cls,
        game: Game | str,
        seats: Iterable[SeatEntry],
        *,
        chips: ChipSet = STANDARD_CHIPS,
        button: int | None = None,
        board: CardsInput = (),
        boards: Iterable[CardsInput] | None = None,
        pot: Mapping[str, int] | ChipCounts | None = None,
        pot_chips: Iterable[Mapping[str, int] | ChipCounts] = (),
        rules: HouseRules = STANDARD_RULES,
        stud_odd_chip: StudOddChip | str = StudOddChip.ALL_CARDS,
        odd_chips: OddChipRule | str = OddChipRule.PER_POT,
        title: str = "",
        tags: Iterable[str] = (),
        guts: GutsTable | None = None,
        suit_tiebreaks: bool = False,
        roshambo: Mapping[str, int] | None = None,
        rake: Rake | None = None,
    ) -> Scenario:
        """Build a scenario from friendly values: cards as text, chip counts as dicts."""
        if boards is not None and board:
            raise ScenarioError('board: give either "board" or "boards", not both')
        board_cards: tuple[tuple[Card, ...], ...]
        if boards is None:
            board_cards = (read_cards(board, "board"),)
        else:
            board_cards = tuple(
                read_cards(cards, f"board {number}") for number, cards in enumerate(boards, 1)
            )
        return cls(
            game=_game(game),
            seats=tuple(seats),
            chips=chips,
            button=button,
            boards=board_cards,
            pot=_chip_counts(pot, "pot") if pot is not None else None,
            pot_chips=tuple(
                _chip_counts(counts, f"pots, entry {number}")
                for number, counts in enumerate(pot_chips, 1)
            ),
            rules=rules,
            stud_odd_chip=(
                stud_odd_chip
                if isinstance(stud_odd_chip, StudOddChip)
                else StudOddChip(stud_odd_chip)
            ),
            odd_chips=(odd_chips if isinstance(odd_chips, OddChipRule) else OddChipRule(odd_chips)),
            title=title,
            tags=tuple(tags),
            guts=guts,
            suit_tiebreaks=suit_tiebreaks,
            roshambo=tuple((roshambo or {}).items()),
            rake=rake,
        )

    def replace(self, **changes: Any) -> Scenario:
        """A copy with some fields changed (and checked again)."""
        return dataclasses.replace(self, **changes)

    def with_seat(self, entry: SeatEntry) -> Scenario:
        """A copy with ``entry`` added, or replacing the seat with the same number."""
        seats = [seat for seat in self.seats if seat.seat != entry.seat]
        seats.append(entry)
        return self.replace(seats=tuple(sorted(seats, key=lambda seat: seat.seat)))

    def without_seat(self, seat: int) -> Scenario:
        """A copy without seat number ``seat``."""
        return self.replace(seats=tuple(entry for entry in self.seats if entry.seat != seat))

    def with_board(self, cards: CardsInput, run: int = 1) -> Scenario:
        """A copy with board number ``run`` (1 for the first) set to ``cards``."""
        if not 1 <= run <= len(self.boards) + 1:
            raise ScenarioError(f"boards: there is no board {run}")
        boards = list(self.boards)
        new = read_cards(cards, "board" if run == 1 and len(boards) == 1 else f"board {run}")
        if run > len(boards):
            boards.append(new)
        else:
            boards[run - 1] = new
        return self.replace(boards=tuple(boards))

    @property
    def flop_seen(self) -> bool:
        """Whether the hand reached the flop (always, in games without a board): the rake's
        "no flop, no drop"."""
        return not self.game_rules.has_board or len(self.boards[0]) >= 3

    # -- reading ------------------------------------------------------------------------

    @property
    def game_rules(self) -> GameRules:
        """The rules of the game played (of the stage played, in three-five-seven)."""
        if self.guts is not None and self.guts.stage is not None:
            return THREE_FIVE_SEVEN_STAGES[self.guts.stage]
        return GAMES[self.game]

    @functools.cached_property
    def odd_chip_policy(self) -> OddChipPolicy:
        """Who takes odd chips at this table: the game's order, the button, the house rules."""
        # Loaded with the first pot awarded: a table is made, and shown, long before.
        from dealer_app.model.showdown.odd_chips import (
            FIVE_CARD_HALVING_REASON,
            HALVING_REASON,
            OddChipPolicy,
        )

        rules = self.game_rules
        stud = rules.odd_chip is OddChipOrder.STUD_CARDS
        return OddChipPolicy(
            rules.odd_chip,
            button=self.button,
            heads_up=len(self.seats) == 2,
            stud_cards=self.stud_odd_chip,
            rule=self.odd_chips,
            seat_cards={entry.seat: entry.cards for entry in self.seats} if stud else {},
            first_half_by_lowest_card=rules.high_half_by_lowest_card,
            halving_reason=FIVE_CARD_HALVING_REASON if rules.halves else HALVING_REASON,
        )

    @property
    def board(self) -> tuple[Card, ...]:
        """The (first) board."""
        return self.boards[0]

    @property
    def run_count(self) -> int:
        """How many times the board was run (1 normally)."""
        return len(self.boards)

    @functools.cached_property
    def ordered_seats(self) -> tuple[SeatEntry, ...]:
        """The seats dealt in, in seat order."""
        return tuple(sorted(self.seats, key=lambda seat: seat.seat))

    @property
    def seat_numbers(self) -> tuple[int, ...]:
        """The seats dealt in, in seat order."""
        return tuple(sorted(entry.seat for entry in self.seats))

    @property
    def live_seats(self) -> tuple[int, ...]:
        """The seats that have not folded, in seat order."""
        return tuple(sorted(entry.seat for entry in self.seats if not entry.folded))

    def seat(self, number: int) -> SeatEntry:
        """The seat with this number; :class:`ScenarioError` if it is not dealt in."""
        for entry in self.seats:
            if entry.seat == number:
                return entry
        raise ScenarioError(f"seat {number}: not dealt in")

    @functools.cached_property
    def has_committed(self) -> bool:
        """True when the money is given as what each seat committed."""
        return any(entry.committed is not None for entry in self.seats)

    def pots(self) -> tuple[Pot, ...]:
        """The pots: built from ``committed``, or the one ``pot``; main pot first.

        An uncalled top layer that goes back to its seat comes last. With no money given,
        one main pot worth nothing, so that the winners are still named.
        """
        return self._pots

    @functools.cached_property
    def guts_declared(self) -> Declared | None:
        """A guts deal: who is in and what that leads to (``None`` for other games)."""
        if self.guts is None:
            return None
        from dealer_app.model.home.guts_money import declared

        return declared(self.guts, self.seat_numbers, self.button, self.live_seats)

    @functools.cached_property
    def _pots(self) -> tuple[Pot, ...]:
        # Computed once per scenario: resolving asks for the pots several times.
        from dealer_app.model.showdown.pots import Pot, PotError, build_pots, single_pot

        if self.guts_declared is not None:
            table = self.guts_declared.table
            return (Pot("Pot", table.pot_in_play, self.guts_declared.contestants),)
        try:
            if self.pot is not None:
                return (single_pot(self.chips.value_of(self.pot), self.live_seats),)
            if self.has_committed:
                committed = {entry.seat: entry.committed or 0 for entry in self.seats}
                folded = {entry.seat for entry in self.seats if entry.folded}
                return build_pots(committed, folded)
            return (single_pot(0, self.live_seats),)
        except PotError as error:
            raise ScenarioError(str(error)) from None

    def board_label(self, run: int) -> str:
        """How errors name board number ``run``: ``"board"`` or ``"board 2"``."""
        return "board" if len(self.boards) == 1 else f"board {run}"

    def seats_needing_cards(self) -> tuple[int, ...]:
        """Seats that must show their cards: those that can win a contested pot."""
        if self.guts_declared is not None:
            return self.guts_declared.shown
        try:
            pots = self.pots()
        except ScenarioError:
            return ()
        needed: set[int] = set()
        for pot in pots:
            if pot.contested:
                needed.update(pot.eligible)
        return tuple(sorted(needed))

    def missing(self) -> tuple[str, ...]:
        """What is still needed before the showdown can be resolved (empty when complete).

        Each entry names the field, in the words :meth:`check_complete` raises.
        """
        return missing_parts(self)

    def check_complete(self) -> None:
        """Raise :class:`IncompleteScenarioError` naming the first thing still missing."""
        problems = self.missing()
        if problems:
            raise IncompleteScenarioError(problems[0])

    # -- house rules and chips ----------------------------------------------------------

    @functools.cached_property
    def suit_tiebreak_rule(self) -> SuitTiebreaks | None:
        """The ``suit_tiebreaks`` house rule at this table, or ``None`` when not played."""
        if not self.suit_tiebreaks or self.game not in (Game.HOLDEM, Game.OMAHA):
            return None
        # Loaded with the first pot resolved under the rule, not with every scenario.
        from dealer_app.model.showdown.suit_tiebreaks import SuitTiebreaks

        return SuitTiebreaks(
            {entry.seat: entry.cards for entry in self.seats},
            every_hole_card_counts=self.game is Game.HOLDEM,
            roshambo=dict(self.roshambo),
        )

    def chips_of(self, pot_number: int) -> ChipCounts:
        """The chips of built pot number ``pot_number`` (0 for the main pot).

        The chips given in the scenario if any, otherwise the fewest chips of the set.
        """
        pots = self.pots()
        pot = pots[pot_number]
        if self.pot is not None:
            return self.pot
        if pot_number < len(self.pot_chips):
            return self.pot_chips[pot_number]
        return self.chips.make_up(pot.amount)

    def chips_known(self, pot_number: int) -> bool:
        """True when the chips of pot ``pot_number`` were given (``pot`` or ``pots``).

        Otherwise :meth:`chips_of` made them up as the fewest chips, and the dealer has to
        size the pot into those chips before splitting it.
        """
        return self.pot is not None or pot_number < len(self.pot_chips)


def _chip_counts(counts: Mapping[str, int] | ChipCounts, field: str) -> ChipCounts:
    if isinstance(counts, ChipCounts):
        return counts
    if not isinstance(counts, Mapping):
        raise ScenarioError(f"{field}: {counts!r} is not chip counts by colour")
    try:
        return ChipCounts.of(counts)
    except ChipError as error:
        raise ScenarioError(f"{field}: {error}") from None


def _game(game: Game | str) -> Game:
    try:
        return game_rules(game).game
    except ValueError as error:
        raise ScenarioError(f"game: {error}") from None
