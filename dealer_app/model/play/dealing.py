"""Dealing: the dealer's moves on a scenario, during a hand and between hands.

Every function takes an immutable :class:`~dealer_app.model.showdown.scenario.Scenario` and
returns a new one (or answers a question about it); the table window, the training generator and
the tests all deal through here, so a card, a button or a game change follows one set of rules.

A table is read as rows of card slots (:class:`RowKey`): each seat dealt in, then each board,
in dealing order. A card may go into a slot when no other place on the table holds it; a
later board run after the flop repeats the first board's cards at the same places.

>>> import random
>>> table = Scenario.of("holdem", [SeatEntry.of(1, "Ah Kd"), SeatEntry.of(2), SeatEntry.of(3)],
...                     board="Jh 2c 2d", button=3)
>>> [f"{row.label} {slot + 1}" for row, slot in empty_slots(table)]
['seat 2 1', 'seat 2 2', 'seat 3 1', 'seat 3 2', 'the board 4', 'the board 5']
>>> dealt = deal_remaining(table, random.Random(7))
>>> empty_slots(dealt), dealt.missing()
((), ())
>>> dealt == deal_remaining(table, random.Random(7))
True

Between hands the button moves one seat clockwise and everything of the hand goes:

>>> after = next_hand(dealt)
>>> after.button, after.board, [entry.cards for entry in after.seats]
(1, (), [(), (), ()])

The hands of a table still being entered are
:func:`~dealer_app.model.showdown.resolve.evaluate_seats`, the same function the showdown uses
(a seat short of cards, or a board short of the flop, is left out):

>>> from dealer_app.model.showdown.resolve import evaluate_seats
>>> [(hand.seat, hand.name) for hand in evaluate_seats(table)]
[(1, 'One Pair, Twos, Ace-King-Jack kickers')]
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass

from dealer_app.model.cards import FULL_DECK, Card
from dealer_app.model.hands.games import Game, game_rules
from dealer_app.model.showdown.scenario import Scenario
from dealer_app.model.showdown.seats import ScenarioError, SeatEntry

__all__ = [
    "DealingError",
    "RowKey",
    "TableChange",
    "cards_out_of_the_deck",
    "change_game",
    "change_seat_count",
    "deal_card",
    "deal_cards",
    "deal_out",
    "deal_remaining",
    "dealable_cards",
    "empty_slots",
    "next_button",
    "next_hand",
    "row_cards",
    "rows",
    "run_once",
    "run_twice",
    "seat_entry",
    "shareable_card",
    "slot_count",
    "unavailable_cards",
    "used_cards",
    "with_row",
    "without_cards",
]


_DECK = frozenset(FULL_DECK)


class DealingError(ScenarioError):
    """A card that cannot go where it was dealt; the message names the card and the place."""


@dataclass(frozen=True)
class RowKey:
    """A row of card slots: a seat's cards or one board (``number`` 1 for the first board).

    >>> RowKey.seat(3).label, RowKey.board().label, RowKey.board(2).label
    ('seat 3', 'the board', 'board 2')
    """

    kind: str
    number: int

    @classmethod
    def seat(cls, number: int) -> RowKey:
        """The row of seat ``number``'s cards."""
        return cls("seat", number)

    @classmethod
    def board(cls, run: int = 1) -> RowKey:
        """The row of board number ``run`` (1 for the first)."""
        return cls("board", run)

    @property
    def is_board(self) -> bool:
        """True for a board, false for a seat."""
        return self.kind == "board"

    @property
    def label(self) -> str:
        """How a dealer names the row: ``"seat 3"``, ``"the board"``, ``"board 2"``."""
        if self.is_board:
            return "the board" if self.number == 1 else f"board {self.number}"
        return f"seat {self.number}"


# -- reading the table ---------------------------------------------------------------------


def seat_entry(scenario: Scenario, seat: int) -> SeatEntry | None:
    """Seat ``seat``'s entry when it is dealt in, else ``None`` (an empty chair).

    >>> table = Scenario.of("holdem", [SeatEntry.of(2, name="Ann")])
    >>> seat_entry(table, 2).name, seat_entry(table, 3)
    ('Ann', None)
    """
    for entry in scenario.seats:
        if entry.seat == seat:
            return entry
    return None


def row_cards(scenario: Scenario, row: RowKey) -> tuple[Card, ...]:
    """The cards in ``row`` so far (none for a seat not dealt in or a board not run)."""
    if row.is_board:
        boards = scenario.boards
        return boards[row.number - 1] if row.number <= len(boards) else ()
    entry = seat_entry(scenario, row.number)
    return entry.cards if entry is not None else ()


def slot_count(scenario: Scenario, row: RowKey) -> int:
    """How many cards ``row`` holds when full (0 for a row the table does not have).

    >>> stud = Scenario.of("stud", [SeatEntry.of(1), SeatEntry.of(2)])
    >>> slot_count(stud, RowKey.seat(2)), slot_count(stud, RowKey.seat(5))
    (7, 0)
    >>> slot_count(stud, RowKey.board())
    0
    """
    rules = scenario.game_rules
    if row.is_board:
        return rules.board_cards if row.number <= scenario.run_count else 0
    return rules.hole_cards if seat_entry(scenario, row.number) is not None else 0


def rows(scenario: Scenario) -> tuple[RowKey, ...]:
    """Every row with slots, in dealing order: the seats in seat order, then the boards."""
    seats = tuple(RowKey.seat(seat) for seat in scenario.seat_numbers)
    boards = tuple(RowKey.board(run) for run in range(1, scenario.run_count + 1))
    return (*seats, *(board for board in boards if slot_count(scenario, board)))


def used_cards(scenario: Scenario) -> dict[Card, RowKey]:
    """Every card on the table and the row holding it (a card boards share, once).

    >>> twice = Scenario.of("holdem", [SeatEntry.of(1, "Ah Kd")],
    ...                     boards=["Jh 2c 2d 5s", "Jh 2c 2d 9c"])
    >>> {str(card): row.label for card, row in used_cards(twice).items()}["2d"]
    'the board'
    >>> len(used_cards(twice))
    7
    """
    used: dict[Card, RowKey] = {}
    for row in rows(scenario):
        for card in row_cards(scenario, row):
            used.setdefault(card, row)
    return used


def cards_out_of_the_deck(scenario: Scenario) -> frozenset[Card]:
    """Every card no slot may be dealt: those on the table, and a guts table's ghost hand
    and deck cards (shown apart from the rows).

    >>> from dealer_app.model.cards import parse_cards
    >>> from dealer_app.model.home.guts_table import GhostRule, GutsTable
    >>> ghost = GutsTable(pot=20, ghost=GhostRule.ALWAYS, ghost_cards=parse_cards("Kh Kd"))
    >>> table = Scenario.of("guts2", [SeatEntry.of(1, "Ah Ad")], guts=ghost)
    >>> sorted(str(card) for card in cards_out_of_the_deck(table))
    ['Ad', 'Ah', 'Kd', 'Kh']
    """
    out = set(used_cards(scenario))
    if scenario.guts is not None:
        out.update(scenario.guts.ghost_cards)
        out.update(scenario.guts.deck_cards)
    return frozenset(out)


def _is_folded(scenario: Scenario, row: RowKey) -> bool:
    entry = None if row.is_board else seat_entry(scenario, row.number)
    return entry is not None and entry.folded


def empty_slots(scenario: Scenario) -> tuple[tuple[RowKey, int], ...]:
    """The slots still to be dealt, ``(row, slot)`` in dealing order; folded seats left out.

    A folded seat's cards do not matter at a showdown, so it has none to deal.
    """
    slots: list[tuple[RowKey, int]] = []
    for row in rows(scenario):
        if not _is_folded(scenario, row):
            filled = len(row_cards(scenario, row))
            slots.extend((row, slot) for slot in range(filled, slot_count(scenario, row)))
    return tuple(slots)


# -- which card may go where ---------------------------------------------------------------


def shareable_card(
    scenario: Scenario, row: RowKey, slot: int, cards: tuple[Card, ...] | None = None
) -> Card | None:
    """The first board's card that a later board may repeat in ``slot``, if any.

    When the board is run twice after the flop, both boards hold the same flop: a card at
    the same place, after the same earlier cards, is one card, not two. ``cards`` is the
    row as it will be before that slot is filled (default: as it is).

    >>> twice = run_twice(Scenario.of("holdem", [SeatEntry.of(1)], board="Jh 2c 2d 5s"))
    >>> second = RowKey.board(2)
    >>> str(shareable_card(twice, second, 2)), str(shareable_card(twice, second, 3))
    ('2d', '5s')
    >>> print(shareable_card(twice, RowKey.board(1), 2))
    None
    """
    if not row.is_board or row.number == 1:
        return None
    first = row_cards(scenario, RowKey.board(1))
    if cards is None:
        cards = row_cards(scenario, row)
    if slot >= len(first) or tuple(cards[:slot]) != tuple(first[:slot]):
        return None
    return first[slot]


def unavailable_cards(
    scenario: Scenario, row: RowKey, slot: int, cards: tuple[Card, ...] | None = None
) -> frozenset[Card]:
    """The cards that may not go into ``slot`` of ``row``: those held elsewhere on the table.

    The card already in that slot may go back in; ``cards`` is the row as it will be
    before that slot is filled (default: as it is).

    >>> table = Scenario.of("holdem", [SeatEntry.of(1, "Ah Kd"), SeatEntry.of(2, "Qc")])
    >>> sorted(str(card) for card in unavailable_cards(table, RowKey.seat(2), 0))
    ['Ah', 'Kd']
    """
    used = set(used_cards(scenario))
    if cards is None:
        cards = row_cards(scenario, row)
    if slot < len(cards):
        used.discard(cards[slot])
    shareable = shareable_card(scenario, row, slot, cards)
    if shareable is not None:
        used.discard(shareable)
    return frozenset(used)


def dealable_cards(scenario: Scenario, row: RowKey, slot: int) -> frozenset[Card]:
    """The cards that may still be dealt to ``slot`` of ``row``: the deck less
    :func:`unavailable_cards`.

    >>> table = Scenario.of("holdem", [SeatEntry.of(1, "Ah Kd"), SeatEntry.of(2, "Qc")])
    >>> len(dealable_cards(table, RowKey.seat(2), 1)), len(dealable_cards(table, RowKey.seat(2), 0))
    (49, 50)
    """
    return _DECK - unavailable_cards(scenario, row, slot)


def with_row(scenario: Scenario, row: RowKey, cards: Iterable[Card]) -> Scenario:
    """A copy with ``row`` holding ``cards`` (checked as any scenario is)."""
    cards = tuple(cards)
    if row.is_board:
        return scenario.with_board(cards, row.number)
    entry = seat_entry(scenario, row.number)
    if entry is None:
        raise DealingError(f"{row.label}: not dealt in")
    return scenario.with_seat(entry.replace(cards=cards))


def _check_free(
    scenario: Scenario, card: Card, row: RowKey, slot: int, cards: tuple[Card, ...]
) -> None:
    if card in unavailable_cards(scenario, row, slot, cards):
        holder = used_cards(scenario)[card]
        raise DealingError(f"card {card} is already used: {holder.label}")


def deal_card(scenario: Scenario, row: RowKey, slot: int, card: Card) -> Scenario:
    """A copy with ``card`` in ``slot`` of ``row``: replacing the card there, or the next one.

    >>> from dealer_app.model.cards import parse_card
    >>> table = Scenario.of("holdem", [SeatEntry.of(1, "Ah Kd"), SeatEntry.of(2)])
    >>> [str(card) for card in deal_card(table, RowKey.seat(2), 1, parse_card("Qc")).seat(2).cards]
    ['Qc']
    >>> deal_card(table, RowKey.seat(2), 0, parse_card("Kd"))
    Traceback (most recent call last):
    ...
    dealer_app.model.play.dealing.DealingError: card Kd is already used: seat 1
    """
    cards = list(row_cards(scenario, row))
    if not 0 <= slot < slot_count(scenario, row):
        raise DealingError(f"{row.label}: there is no card slot {slot + 1}")
    _check_free(scenario, card, row, min(slot, len(cards)), tuple(cards))
    if slot < len(cards):
        cards[slot] = card
    else:
        cards.append(card)
    return with_row(scenario, row, cards)


def deal_cards(scenario: Scenario, row: RowKey, new_cards: Iterable[Card]) -> Scenario:
    """A copy with ``new_cards`` in the empty slots of ``row``, in order.

    >>> from dealer_app.model.cards import parse_cards
    >>> table = Scenario.of("holdem", [SeatEntry.of(1, "Ah Kd")], board="Jh")
    >>> [str(card) for card in deal_cards(table, RowKey.board(), parse_cards("2c 2d")).board]
    ['Jh', '2c', '2d']
    """
    cards = row_cards(scenario, row)
    dealt = tuple(new_cards)
    for offset, card in enumerate(dealt):
        _check_free(scenario, card, row, len(cards) + offset, (*cards, *dealt[:offset]))
    return with_row(scenario, row, (*cards, *dealt))


def deal_remaining(scenario: Scenario, rng: random.Random) -> Scenario:
    """Fill every empty slot of every live seat and of the board(s) from the rest of the deck.

    The cards come from a deck without the cards on the table, shuffled by ``rng``: the same
    seed deals the same cards. Folded seats get none. When the deck runs out (seven-card
    stud at a full table) the slots left are the last ones in dealing order; see
    :func:`empty_slots`.
    """
    used = cards_out_of_the_deck(scenario)
    deck = [card for card in FULL_DECK if card not in used]
    rng.shuffle(deck)
    dealt = scenario
    for row in rows(scenario):
        if _is_folded(scenario, row):
            continue
        cards = row_cards(dealt, row)
        need = slot_count(dealt, row) - len(cards)
        new = [deck.pop() for _ in range(min(need, len(deck)))]
        if new:
            dealt = with_row(dealt, row, (*cards, *new))
    return dealt


def without_cards(scenario: Scenario) -> Scenario:
    """A copy with every card taken off the table (seats and boards stay)."""
    seats = tuple(entry.replace(cards=()) for entry in scenario.seats)
    boards = tuple(() for _ in scenario.boards)
    return scenario.replace(seats=seats, boards=boards)


# -- between hands -------------------------------------------------------------------------


def next_button(scenario: Scenario) -> int:
    """The seat the button moves to: the next seat dealt in, clockwise.

    With no button yet, the first seat dealt in takes it.

    >>> table = Scenario.of("holdem", [SeatEntry.of(2), SeatEntry.of(5), SeatEntry.of(9)],
    ...                     button=5)
    >>> next_button(table), next_button(table.replace(button=9)), next_button(table.replace(
    ...     button=None))
    (9, 2, 2)
    """
    dealt = scenario.seat_numbers or (1,)
    button = scenario.button or dealt[-1]
    later = [seat for seat in dealt if seat > button]
    return later[0] if later else dealt[0]


def next_hand(scenario: Scenario) -> Scenario:
    """The table ready for the next hand: the button one seat clockwise, the seats and names
    kept, every card, fold, amount and pot cleared, one empty board."""
    seats = tuple(SeatEntry(entry.seat, name=entry.name) for entry in scenario.seats)
    return scenario.replace(
        seats=seats, boards=((),), pot=None, pot_chips=(), button=next_button(scenario)
    )


def run_twice(scenario: Scenario) -> Scenario:
    """A copy with a second board, for players who run it twice after the flop.

    Most runs happen after the flop: the second board starts with the first board's flop,
    and any of its cards can still be changed.

    >>> table = Scenario.of("holdem", [SeatEntry.of(1)], board="Jh 2c 2d 5s")
    >>> [" ".join(map(str, board)) for board in run_twice(table).boards]
    ['Jh 2c 2d 5s', 'Jh 2c 2d']
    >>> run_twice(Scenario.of("razz", [SeatEntry.of(1)]))
    Traceback (most recent call last):
    ...
    dealer_app.model.play.dealing.DealingError: boards: razz has no board to run twice
    """
    if not scenario.game_rules.has_board:
        raise DealingError(f"boards: {scenario.game} has no board to run twice")
    first = scenario.boards[0]
    return scenario.replace(boards=(first, first[:3]))


@dataclass(frozen=True)
class TableChange:
    """The table after a change of game, seats or boards, and what no longer has a place.

    ``dropped`` says, in a dealer's words, each thing taken back: ``"Qh from seat 3"``.
    """

    scenario: Scenario
    dropped: tuple[str, ...] = ()


def _cards_words(cards: Iterable[Card]) -> str:
    return " ".join(str(card) for card in cards)


def _own_cards(board: Iterable[Card], kept_boards: Iterable[Iterable[Card]]) -> tuple[Card, ...]:
    """The cards of ``board`` that no board kept holds: what goes with it (a second board's
    flop, shared with the first, stays on the first)."""
    kept = {card for other in kept_boards for card in other}
    return tuple(card for card in board if card not in kept)


def _board_gone_words(
    run: int, board: Iterable[Card], kept_boards: Iterable[Iterable[Card]]
) -> str:
    """Board ``run`` taken off the table, in a dealer's words, with its own cards."""
    own = _own_cards(board, kept_boards)
    label = RowKey.board(run).label
    return f"{label} ({_cards_words(own)})" if own else label


def run_once(scenario: Scenario) -> TableChange:
    """The table with the first board only; what the other boards held of their own (the
    cards the first board does not share) is dropped.

    >>> from dealer_app.model.cards import parse_cards
    >>> twice = run_twice(Scenario.of("holdem", [SeatEntry.of(1)], board="2c 7d 9h"))
    >>> twice = deal_cards(twice, RowKey.board(2), parse_cards("Ks Qs"))
    >>> once = run_once(twice)
    >>> once.dropped, once.scenario.run_count
    (('board 2 (Ks Qs)',), 1)
    >>> run_once(run_twice(once.scenario)).dropped
    ()
    """
    kept = scenario.boards[:1]
    dropped = tuple(
        _board_gone_words(run, board, kept)
        for run, board in enumerate(scenario.boards[1:], 2)
        if _own_cards(board, kept)
    )
    return TableChange(scenario.replace(boards=kept), dropped)


def change_game(scenario: Scenario, game: Game | str) -> TableChange:
    """Play another game at the same table: seats, names, folds, money and button are kept;
    cards beyond the new game's slots are taken back, and the boards when it has none.

    >>> table = Scenario.of("omaha", [SeatEntry.of(1, "Ah Kd Qs Jc"), SeatEntry.of(2)],
    ...                     boards=["2c 7d 9h", "2c 7d 9h"])
    >>> change = change_game(table, "stud")
    >>> change.dropped
    ('2c 7d 9h from the board', 'board 2 (2c 7d 9h)')
    >>> [str(card) for card in change.scenario.seat(1).cards]
    ['Ah', 'Kd', 'Qs', 'Jc']
    >>> change_game(table, "holdem").dropped
    ('Qs Jc from seat 1',)
    """
    rules = game_rules(game)
    dropped: list[str] = []
    seats = []
    for entry in scenario.ordered_seats:
        if len(entry.cards) > rules.hole_cards:
            dropped.append(f"{_cards_words(entry.cards[rules.hole_cards :])} from {entry.label}")
        seats.append(entry.replace(cards=entry.cards[: rules.hole_cards]))
    boards: tuple[tuple[Card, ...], ...]
    if rules.has_board:
        boards = tuple(board[: rules.board_cards] for board in scenario.boards)
    else:
        boards = ((),)
    for run, before in enumerate(scenario.boards, 1):
        if run > len(boards):
            dropped.append(_board_gone_words(run, before, boards))
        elif len(before) > len(boards[run - 1]):
            label = RowKey.board(run).label
            dropped.append(f"{_cards_words(before[len(boards[run - 1]) :])} from {label}")
    changed = scenario.replace(game=rules.game, seats=tuple(seats), boards=boards)
    return TableChange(changed, tuple(dropped))


def _seat_words(entry: SeatEntry) -> str:
    """What leaving ``entry`` off the table loses, in a dealer's words ("" for nothing)."""
    parts = []
    if entry.name:
        parts.append(entry.name)
    if entry.cards:
        parts.append(_cards_words(entry.cards))
    if entry.committed:
        parts.append(f"{entry.committed:,} in")
    return f"{entry.label} ({', '.join(parts)})" if parts else ""


def deal_out(scenario: Scenario, seat: int) -> TableChange:
    """Leave ``seat``'s chair empty this hand: its cards, money and name go with it.

    >>> table = Scenario.of("holdem", [SeatEntry.of(1), SeatEntry.of(3, "As Ks", name="Cy",
    ...                                                               committed=50)])
    >>> change = deal_out(table, 3)
    >>> change.dropped, change.scenario.seat_numbers
    (('seat 3 (Cy, As Ks, 50 in)',), (1,))
    >>> deal_out(table, 1).dropped
    ()
    """
    entry = seat_entry(scenario, seat)
    words = _seat_words(entry) if entry is not None else ""
    return TableChange(scenario.without_seat(seat), (words,) if words else ())


def change_seat_count(scenario: Scenario, count: int, chairs: int) -> TableChange:
    """Seat ``count`` chairs where ``chairs`` were: seats past the last go, new ones are
    dealt in, empty; the button past the last seat moves to it.

    >>> table = Scenario.of("holdem", [SeatEntry.of(1, "Ah Kd", committed=1500),
    ...     SeatEntry.of(3, "2c 2d", name="Ann", committed=200), SeatEntry.of(4)], button=4)
    >>> change = change_seat_count(table, 2, 4)
    >>> change.dropped, change.scenario.seat_numbers, change.scenario.button
    (('seat 3 (Ann, 2c 2d, 200 in)',), (1,), 2)
    >>> change_seat_count(table, 6, 4).scenario.seat_numbers
    (1, 3, 4, 5, 6)
    """
    kept = tuple(entry for entry in scenario.seats if entry.seat <= count)
    added = tuple(SeatEntry(seat) for seat in range(chairs + 1, count + 1))
    button = scenario.button
    if button is not None and button > count:
        button = count
    dropped = tuple(
        words
        for entry in scenario.ordered_seats
        if entry.seat > count
        if (words := _seat_words(entry))
    )
    changed = scenario.replace(seats=(*kept, *added), button=button, pot_chips=())
    return TableChange(changed, dropped)
