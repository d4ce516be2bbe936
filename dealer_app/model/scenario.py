"""A showdown as the dealer sees it: the game, the seats, the cards, the money and the chips.

A :class:`Scenario` is immutable and checked once when it is built: anything that can
never be right (a card used twice, a seat listed twice, a negative amount, too many cards,
money in chips the set does not have) raises :class:`ScenarioError`, whose message names
the field the way the file format does (``seat 3: card "Zh" is not a card``).

A scenario may still be *incomplete* while a dealer is entering it: a seat without all of
its cards yet, a board still short of the river, no button. Such a scenario builds fine;
:meth:`Scenario.missing` lists what is still needed (in the same words), and
:func:`dealer_app.model.showdown.resolve` refuses it with :class:`IncompleteScenarioError`.

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
dealer_app.model.scenario.ScenarioError: card Ah is used twice: seat 1 and seat 7

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
from enum import StrEnum
from typing import Any

from dealer_app.model.cards import FULL_DECK, Card, CardError, parse_cards
from dealer_app.model.chips import ChipCounts, ChipError, ChipSet
from dealer_app.model.evaluation import STANDARD_RULES, HouseRules
from dealer_app.model.games import GAMES, Game, GameRules, game_rules
from dealer_app.model.pots import Pot, PotError, build_pots, single_pot

__all__ = [
    "MAX_AMOUNT",
    "MAX_SEATS",
    "MIN_SEATS",
    "STANDARD_CHIPS",
    "IncompleteScenarioError",
    "OddChipRule",
    "Scenario",
    "ScenarioError",
    "SeatEntry",
    "StudOddChip",
]

MIN_SEATS = 2
"""The fewest seats a table has."""
MAX_SEATS = 10
"""The most seats a table has; seat numbers run from 1 to this."""
MAX_AMOUNT = 10**12
"""The largest amount, chip count or chip value the format accepts."""


class ScenarioError(ValueError):
    """A scenario that can never be resolved as given; the message names the field."""


class IncompleteScenarioError(ScenarioError):
    """A scenario still missing cards, board cards or the button."""


class StudOddChip(StrEnum):
    """Which cards decide the odd chip between tied stud hands."""

    ALL_CARDS = "all_cards"
    """Every card the seat holds (the usual card-room rule)."""
    BEST_FIVE = "best_five"
    """Only the five cards that play (WSOP and some other rooms)."""


class OddChipRule(StrEnum):
    """How odd chips are given out across the splits of one pot."""

    PER_POT = "per_pot"
    """Within one pot no seat takes a second odd chip while another winner has none."""
    PER_SPLIT = "per_split"
    """Each split (each half, each board part) gives out its own odd chips."""


STANDARD_CHIPS = ChipSet.of(black=100, green=25, red=5, white=1)
"""The chips used when a scenario names none: black 100, green 25, red 5, white 1."""

CardsInput = str | Iterable[str | Card]


def _is_whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


# Cards already written the short way ("Ah") are looked up at once: files and the
# command line send thousands of them.
_CARD_BY_TEXT = {str(card): card for card in FULL_DECK}


def _cards(cards: object, field: str) -> tuple[Card, ...]:
    """Cards given as text or as cards, each card once; errors name ``field``."""
    if isinstance(cards, list | tuple) and not (cards and isinstance(cards[0], Card)):
        known = tuple(map(_CARD_BY_TEXT.get, cards))
        if all(known) and len(set(cards)) == len(cards):
            return known  # type: ignore[return-value]
    try:
        return parse_cards(cards)  # type: ignore[arg-type]
    except CardError as error:
        message = str(error)
        if message.startswith('"'):
            message = f"card {message}"
        raise ScenarioError(f"{field}: {message}") from None
    except TypeError:
        raise ScenarioError(f"{field}: {cards!r} is not a list of cards") from None


def _all_cards(cards: object) -> bool:
    return isinstance(cards, tuple) and all(isinstance(card, Card) for card in cards)


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


@dataclass(frozen=True)
class SeatEntry:
    """One seat dealt in: its number, the cards it shows, whether it folded, its money.

    ``committed`` is the total the seat put in this hand (``None`` when the money is
    given as one ``pot`` of chips instead). Cards may be given as text:

    >>> entry = SeatEntry.of(3, "Ah Kd", name="Ann", committed=300)
    >>> entry.label, [str(card) for card in entry.cards]
    ('seat 3', ['Ah', 'Kd'])
    >>> SeatEntry.of(3, "Ah Zh")
    Traceback (most recent call last):
    ...
    dealer_app.model.scenario.ScenarioError: seat 3: card "Zh" is not a card
    """

    seat: int
    cards: tuple[Card, ...] = ()
    name: str = ""
    folded: bool = False
    committed: int | None = None
    all_in: bool = False
    """Shown at the table; the pots come from ``committed`` alone."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", _cards(self.cards, self.label))
        if not _is_whole(self.seat) or not 1 <= self.seat <= MAX_SEATS:
            raise ScenarioError(
                f"seat {self.seat!r}: a seat number is a whole number from 1 to {MAX_SEATS}"
            )
        if not isinstance(self.name, str):
            raise ScenarioError(f"{self.label}: name {self.name!r} is not text")
        if not isinstance(self.folded, bool):
            raise ScenarioError(f"{self.label}: folded must be true or false")
        if self.committed is not None:
            if not _is_whole(self.committed):
                raise ScenarioError(
                    f"{self.label}: committed {self.committed!r} is not a whole number"
                )
            if self.committed < 0:
                raise ScenarioError(f"{self.label}: committed {self.committed} is negative")
            if self.committed > MAX_AMOUNT:
                raise ScenarioError(f"{self.label}: committed {self.committed} is more than 10^12")
        if not isinstance(self.all_in, bool):
            raise ScenarioError(f"{self.label}: all_in must be true or false")

    @classmethod
    def of(
        cls,
        seat: int,
        cards: CardsInput = (),
        *,
        name: str = "",
        folded: bool = False,
        committed: int | None = None,
        all_in: bool = False,
    ) -> SeatEntry:
        """Build a seat with cards given as text (``"Ah Kd"``) or a list of cards."""
        return cls(seat, cards, name, folded, committed, all_in)  # type: ignore[arg-type]

    @property
    def label(self) -> str:
        """How results and errors name the seat: ``"seat 3"``."""
        return f"seat {self.seat}"

    @property
    def display_name(self) -> str:
        """The player's name, or ``"Seat 3"`` when none was given."""
        return self.name or f"Seat {self.seat}"

    def replace(self, **changes: Any) -> SeatEntry:
        """A copy with some fields changed (and checked again)."""
        return dataclasses.replace(self, **changes)


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

    def __post_init__(self) -> None:
        try:
            rules = game_rules(self.game)
        except ValueError as error:
            raise ScenarioError(f"game: {error}") from None
        object.__setattr__(self, "game", rules.game)
        object.__setattr__(self, "seats", tuple(self.seats))
        object.__setattr__(self, "pot_chips", tuple(self.pot_chips))
        if not isinstance(self.stud_odd_chip, StudOddChip):
            object.__setattr__(self, "stud_odd_chip", StudOddChip(self.stud_odd_chip))
        if not isinstance(self.odd_chips, OddChipRule):
            object.__setattr__(self, "odd_chips", OddChipRule(self.odd_chips))
        self._check_labels()
        self._check_seats(rules)
        self._check_boards(rules)
        self._check_cards_unique()
        self._check_money()

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
    ) -> Scenario:
        """Build a scenario from friendly values: cards as text, chip counts as dicts."""
        if boards is not None and board:
            raise ScenarioError('board: give either "board" or "boards", not both')
        board_cards: tuple[tuple[Card, ...], ...]
        if boards is None:
            board_cards = (_cards(board, "board"),)
        else:
            board_cards = tuple(
                _cards(cards, f"board {number}") for number, cards in enumerate(boards, 1)
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
            odd_chips=OddChipRule(odd_chips),
            title=title,
            tags=tuple(tags),
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
        new = _cards(cards, "board" if run == 1 and len(boards) == 1 else f"board {run}")
        if run > len(boards):
            boards.append(new)
        else:
            boards[run - 1] = new
        return self.replace(boards=tuple(boards))

    # -- reading ------------------------------------------------------------------------

    @property
    def game_rules(self) -> GameRules:
        """The rules of the game played."""
        return GAMES[self.game]

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

    @property
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
    def _pots(self) -> tuple[Pot, ...]:
        # Computed once per scenario: resolving asks for the pots several times.
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
        rules = self.game_rules
        problems: list[str] = []
        if not self.seats:
            return ("seats: no seat is dealt in",)
        try:
            self.pots()
        except ScenarioError as error:
            problems.append(str(error))
        problems.extend(self._live_seats_without_money())
        if rules.uses_button and self.button is None:
            problems.append(f"button: {rules.title} needs the seat with the dealer button")
        needing = set(self.seats_needing_cards())
        for entry in self.ordered_seats:
            if entry.folded or (not entry.cards and entry.seat not in needing):
                continue
            if len(entry.cards) != rules.hole_cards:
                problems.append(
                    f"{entry.label}: shows {_plural(len(entry.cards), 'card')}; "
                    f"{rules.title} needs {rules.hole_cards} cards"
                )
        if needing and rules.board_cards:
            for run, board in enumerate(self.boards, 1):
                if len(board) != rules.board_cards:
                    problems.append(
                        f"{self.board_label(run)}: {_plural(len(board), 'card')}; "
                        f"{rules.title} needs {rules.board_cards} board cards"
                    )
        return tuple(problems)

    def _live_seats_without_money(self) -> list[str]:
        """With the money given as ``committed``, every live seat must have put something in.

        A live seat with no amount would otherwise be left out of every pot without a word.
        """
        if not self.has_committed:
            return []
        return [
            f"{entry.label} is in the hand but put nothing in: "
            "mark it folded or enter what it put in"
            for entry in self.ordered_seats
            if not entry.folded and not entry.committed
        ]

    def check_complete(self) -> None:
        """Raise :class:`IncompleteScenarioError` naming the first thing still missing."""
        problems = self.missing()
        if problems:
            raise IncompleteScenarioError(problems[0])

    # -- checks ---------------------------------------------------------------------------

    def _check_seats(self, rules: GameRules) -> None:
        seen: set[int] = set()
        for entry in self.seats:
            if not isinstance(entry, SeatEntry):
                raise ScenarioError(f"seats: {entry!r} is not a seat")
            if entry.seat in seen:
                raise ScenarioError(f"{entry.label}: listed twice")
            seen.add(entry.seat)
            if len(entry.cards) > rules.hole_cards:
                raise ScenarioError(
                    f"{entry.label}: shows {len(entry.cards)} cards; "
                    f"{rules.title} has {rules.hole_cards}"
                )
        if self.button is not None and (
            not _is_whole(self.button) or not 1 <= self.button <= MAX_SEATS
        ):
            raise ScenarioError(f"button: {self.button!r} is not a seat number (1 to {MAX_SEATS})")

    def _check_labels(self) -> None:
        if not isinstance(self.title, str):
            raise ScenarioError(f"title: {self.title!r} is not text")
        tags = tuple(self.tags)
        for tag in tags:
            if not isinstance(tag, str) or not tag.strip():
                raise ScenarioError(f"tags: {tag!r} is not a tag (a short text)")
        object.__setattr__(self, "tags", tags)

    def _check_boards(self, rules: GameRules) -> None:
        boards = tuple(self.boards)
        if not boards:
            raise ScenarioError("boards: at least one board is needed")
        checked = []
        for run, board in enumerate(boards, 1):
            label = "board" if len(boards) == 1 else f"board {run}"
            cards = _cards(board, label) if not _all_cards(board) else board
            if len(cards) > rules.board_cards:
                if not rules.board_cards:
                    raise ScenarioError(f"{label}: {rules.title} has no board")
                raise ScenarioError(
                    f"{label}: {len(cards)} cards; {rules.title} has {rules.board_cards}"
                )
            checked.append(cards)
        if len(checked) > 1 and not rules.board_cards:
            raise ScenarioError(f"boards: {rules.title} has no board to run twice")
        object.__setattr__(self, "boards", tuple(checked))

    def _check_cards_unique(self) -> None:
        groups = self._dealt_cards()
        dealt = [card for _, cards in groups for card in cards]
        if len(set(dealt)) == len(dealt):
            return
        where: dict[Card, str] = {}
        for place, cards in groups:
            label = place.label if isinstance(place, SeatEntry) else self.board_label(place)
            for card in cards:
                if card in where:
                    raise ScenarioError(f"card {card} is used twice: {where[card]} and {label}")
                where[card] = label

    def _dealt_cards(self) -> list[tuple[SeatEntry | int, tuple[Card, ...]]]:
        """Every card dealt, by where it lies: each seat in order, then each board by number.

        A later board leaves out the cards it shares with the first (dealt before the
        all-in), which are the same cards, not cards used twice.
        """
        groups: list[tuple[SeatEntry | int, tuple[Card, ...]]]
        groups = [(entry, entry.cards) for entry in self.ordered_seats]
        first = self.boards[0]
        for run, board in enumerate(self.boards, 1):
            shared = 0
            if run > 1:
                while shared < min(len(board), len(first)) and board[shared] == first[shared]:
                    shared += 1
            groups.append((run, board[shared:]))
        return groups

    def _check_money(self) -> None:
        chips = self.chips
        if not isinstance(chips, ChipSet):
            raise ScenarioError(f"chips: {chips!r} is not a chip set")
        unit = chips.unit
        try:
            for entry in self.seats:
                # The seat has checked that its money is a whole number and not negative.
                if entry.committed is not None and entry.committed % unit:
                    chips.check_value(entry.committed, f"{entry.label}: committed")
        except ChipError as error:
            raise ScenarioError(str(error)) from None
        if self.pot is not None:
            if self.has_committed:
                raise ScenarioError('pot: give either "pot" or "committed" on the seats, not both')
            if self.pot_chips:
                raise ScenarioError('pots: only with "committed" on the seats, not with "pot"')
            _check_known_chips(chips, self.pot, "pot")
        if self.pot_chips:
            self._check_pot_chips()

    def _check_pot_chips(self) -> None:
        if not self.has_committed:
            raise ScenarioError('pots: give "committed" on the seats to say how pots formed')
        built = self.pots()
        contested = tuple(pot for pot in built if not pot.returned)
        if len(self.pot_chips) not in (len(contested), len(built)):
            raise ScenarioError(
                f"pots: {_plural(len(self.pot_chips), 'pot')} given, "
                f"but the money committed forms {len(contested)}"
            )
        for counts, pot in zip(self.pot_chips, built, strict=False):
            where = pot.name[0].lower() + pot.name[1:]
            _check_known_chips(self.chips, counts, f"pots: {where}")
            value = self.chips.value_of(counts)
            if value != pot.amount:
                raise ScenarioError(
                    f"pots: the chips given for the {where} are worth {value}, "
                    f"but the money committed puts {pot.amount} in it"
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


def _check_known_chips(chips: ChipSet, counts: ChipCounts, field: str) -> None:
    for name, _ in counts:
        if name not in chips.names:
            raise ScenarioError(
                f'{field}: "{name}" is not one of the chips ({", ".join(chips.names)})'
            )


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
