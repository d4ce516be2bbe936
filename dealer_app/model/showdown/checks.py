"""The checks of a :class:`~dealer_app.model.showdown.scenario.Scenario`: what can never be
right, and what a partly entered table still lacks.

:class:`~dealer_app.model.showdown.scenario.Scenario` runs the ``check_*`` functions (and takes the
``checked_*`` values) when it is built: seats, labels, boards, cards dealt once, money, pot
chips, the suit tie-break house rule and a guts deal's own rules; each refuses with
:class:`ScenarioError` naming the field the way the file format does. :func:`missing_parts` is what
:meth:`~dealer_app.model.showdown.scenario.Scenario.missing` lists, in the same words.

>>> from dealer_app.model.showdown.scenario import Scenario, SeatEntry
>>> table = Scenario.of("holdem", [SeatEntry.of(1, "Ah Kd"), SeatEntry.of(2, "Ac")], button=1)
>>> for problem in missing_parts(table):
...     print(problem)
seat 2: shows 1 card; Texas Hold'em needs 2 cards
board: 0 cards; Texas Hold'em needs 5 board cards
>>> [str(card) for card in checked_boards(("Ah Kd Qs", "Ah Kd Qc"), table.game_rules)[1]]
['Ah', 'Kd', 'Qc']

A guts deal (a scenario built with ``guts``) is checked by its game's own rules: its money,
its options, its cards; and what it still lacks is listed with the rest.

>>> from dealer_app.model.home.guts_table import GutsTable
>>> seats = [SeatEntry.of(1, "Ah Ad"), SeatEntry.of(2, folded=True)]
>>> Scenario.of("guts2", seats, button=1, guts=GutsTable(pot=10, stage=1))
Traceback (most recent call last):
...
dealer_app.model.showdown.seats.ScenarioError: guts: stage: Two-Card Guts has no stages
>>> deal = Scenario.of("guts2", seats, button=2, guts=GutsTable(pot=10, ghost="alone"))
>>> deal.missing()
('guts: ghost_cards: 0 cards; Two-Card Guts needs 2 cards',)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, TypeGuard

from dealer_app.model.cards import FULL_DECK, Card, card_used_twice
from dealer_app.model.chips import ChipCounts, ChipError, ChipSet, is_whole_number
from dealer_app.model.hands.games import GAMES, Game, GameRules, OddChipOrder
from dealer_app.model.showdown.seats import MAX_SEATS, ScenarioError, SeatEntry, read_cards
from dealer_app.model.words import lower_first, plural

if TYPE_CHECKING:
    from dealer_app.model.home.guts_money import Declared
    from dealer_app.model.showdown.scenario import Scenario

__all__ = [
    "check_cards_unique",
    "check_money",
    "check_rake",
    "check_seats",
    "check_suit_tiebreaks",
    "checked_boards",
    "checked_tags",
    "missing_parts",
]


# -- what can never be right ------------------------------------------------------------


def checked_tags(title: object, tags: Iterable[object]) -> tuple[str, ...]:
    """The ``tags`` as a tuple, once ``title`` is text and every tag a short text."""
    if tags == () and title == "":
        return ()
    if not isinstance(title, str):
        raise ScenarioError(f"title: {title!r} is not text")
    checked: list[str] = []
    for tag in tags:
        if not isinstance(tag, str) or not tag.strip():
            raise ScenarioError(f"tags: {tag!r} is not a tag (a short text)")
        checked.append(tag)
    return tuple(checked)


def check_seats(scenario: Scenario, rules: GameRules) -> None:
    """Every seat listed once, with no more cards than the game deals; a real button seat."""
    seen: set[int] = set()
    for entry in scenario.seats:
        if not isinstance(entry, SeatEntry):
            raise ScenarioError(f"seats: {entry!r} is not a seat")
        if entry.seat in seen:
            raise ScenarioError(f"{entry.label}: listed twice")
        seen.add(entry.seat)
        if len(entry.cards) > rules.hole_cards:
            raise ScenarioError(
                f"{entry.label}: shows {plural(len(entry.cards), 'card')}; "
                f"{rules.title} has {rules.hole_cards}"
            )
    button = scenario.button
    if button is not None and (not is_whole_number(button) or not 1 <= button <= MAX_SEATS):
        raise ScenarioError(f"button: {button!r} is not a seat number (1 to {MAX_SEATS})")


def checked_boards(boards: Iterable[object], rules: GameRules) -> tuple[tuple[Card, ...], ...]:
    """The boards as cards (read from text if need be), none longer than the game's board."""
    given = tuple(boards)
    if not given:
        raise ScenarioError("boards: at least one board is needed")
    checked = []
    for run, board in enumerate(given, 1):
        label = "board" if len(given) == 1 else f"board {run}"
        cards = board if _all_cards(board) else read_cards(board, label)
        if len(cards) > rules.board_cards:
            if not rules.board_cards:
                raise ScenarioError(f"{label}: {rules.title} has no board")
            raise ScenarioError(
                f"{label}: {plural(len(cards), 'card')}; {rules.title} has {rules.board_cards}"
            )
        checked.append(cards)
    if len(checked) > 1 and not rules.board_cards:
        raise ScenarioError(f"boards: {rules.title} has no board to run twice")
    return tuple(checked)


def _all_cards(cards: object) -> TypeGuard[tuple[Card, ...]]:
    return isinstance(cards, tuple) and all(isinstance(card, Card) for card in cards)


def check_cards_unique(scenario: Scenario) -> None:
    """No card lies in two places (seats, boards, a guts ghost hand or deck)."""
    used_twice = card_used_twice(_dealt_cards(scenario))
    if used_twice is not None:
        raise ScenarioError(used_twice)


def _dealt_cards(scenario: Scenario) -> list[tuple[str, tuple[Card, ...]]]:
    """Every card dealt, by where it lies: each seat in order, a guts ghost hand and deck,
    then each board by number.

    A later board leaves out the cards it shares with the first (dealt before the
    all-in), which are the same cards, not cards used twice. A whole board shares all but
    its last card at most: a run is dealt again only while a card is still to come.
    """
    groups = [(entry.label, entry.cards) for entry in scenario.ordered_seats]
    if scenario.guts is not None:
        groups.append(("the ghost", scenario.guts.ghost_cards))
        groups.append(("the deck", scenario.guts.deck_cards))
    first = scenario.boards[0]
    whole = scenario.game_rules.board_cards
    for run, board in enumerate(scenario.boards, 1):
        shared = 0
        if run > 1:
            most = min(len(board), len(first), whole - 1)
            while shared < most and board[shared] == first[shared]:
                shared += 1
        groups.append((scenario.board_label(run), board[shared:]))
    return groups


def check_money(scenario: Scenario) -> None:
    """The money in chips of the set, given one way only, and the pot chips worth their pots."""
    chips = scenario.chips
    if not isinstance(chips, ChipSet):
        raise ScenarioError(f"chips: {chips!r} is not a chip set")
    unit = chips.unit
    if scenario.guts is not None:
        _check_guts_scenario(scenario)
    try:
        for entry in scenario.seats:
            # The seat has checked that its money is a whole number and not negative.
            if entry.committed is not None and entry.committed % unit:
                chips.check_value(entry.committed, f"{entry.label}: committed")
    except ChipError as error:
        raise ScenarioError(str(error)) from None
    if scenario.pot is not None:
        if scenario.has_committed:
            raise ScenarioError('pot: give either "pot" or "committed" on the seats, not both')
        if scenario.pot_chips:
            raise ScenarioError('pots: only with "committed" on the seats, not with "pot"')
        _check_known_chips(chips, scenario.pot, "pot")
    if scenario.pot_chips:
        _check_pot_chips(scenario)


def _check_pot_chips(scenario: Scenario) -> None:
    if not scenario.has_committed:
        raise ScenarioError('pots: give "committed" on the seats to say how pots formed')
    built = scenario.pots()
    contested = tuple(pot for pot in built if not pot.returned)
    if len(scenario.pot_chips) not in (len(contested), len(built)):
        raise ScenarioError(
            f"pots: {plural(len(scenario.pot_chips), 'pot')} given, "
            f"but the money committed forms {len(contested)}"
        )
    for counts, pot in zip(scenario.pot_chips, built, strict=False):
        where = lower_first(pot.name)
        _check_known_chips(scenario.chips, counts, f"pots: {where}")
        value = scenario.chips.value_of(counts)
        if value != pot.amount:
            raise ScenarioError(
                f"pots: the chips given for the {where} are worth {value}, "
                f"but the money committed puts {pot.amount} in it"
            )


def _check_known_chips(chips: ChipSet, counts: ChipCounts, field: str) -> None:
    for name, _ in counts:
        if name not in chips.names:
            raise ScenarioError(
                f'{field}: "{name}" is not one of the chips ({", ".join(chips.names)})'
            )


def check_suit_tiebreaks(scenario: Scenario) -> None:
    """A rock-paper-scissors winner only under the suit tie-break rule, and a seat at the table."""
    if scenario.roshambo and not scenario.suit_tiebreaks:
        raise ScenarioError("roshambo: only a table playing the suit_tiebreaks rule has one")
    seats = {entry.seat for entry in scenario.seats}
    for where, seat in scenario.roshambo:
        if seat not in seats:
            raise ScenarioError(f"roshambo: {where}: seat {seat} is not at the table")


def check_rake(scenario: Scenario) -> None:
    """A rake, if any, in amounts the table's chips can pay."""
    if scenario.rake is not None:
        try:
            scenario.rake.check_chips(scenario.chips)
        except ValueError as error:
            raise ScenarioError(str(error)) from None


# -- what a partly entered table still lacks -------------------------------------------


def missing_parts(scenario: Scenario) -> tuple[str, ...]:
    """What is still needed before the showdown can be resolved (empty when complete)."""
    rules = scenario.game_rules
    problems: list[str] = []
    if not scenario.seats:
        return ("seats: no seat is dealt in",)
    if scenario.guts_declared is not None:
        problems += _guts_missing(scenario, scenario.guts_declared)
    try:
        scenario.pots()
    except ScenarioError as error:
        problems.append(str(error))
    problems.extend(_live_seats_without_money(scenario))
    if rules.uses_button and scenario.button is None:
        problems.append(f"button: {rules.title} needs the seat with the dealer button")
    needing = set(scenario.seats_needing_cards())
    # Said first: no cards entered mend it, only seats folded.
    problems.extend(_deck_short(scenario, len(needing)))
    for entry in scenario.ordered_seats:
        # A guts seat that does not show (out, or in alone) may hold fewer cards.
        unshown = entry.seat not in needing and (not entry.cards or scenario.guts is not None)
        if entry.folded or unshown:
            continue
        if len(entry.cards) != rules.hole_cards:
            problems.append(
                f"{entry.label}: shows {plural(len(entry.cards), 'card')}; "
                f"{rules.title} needs {rules.hole_cards} cards"
            )
    if needing and rules.board_cards:
        for run, board in enumerate(scenario.boards, 1):
            if len(board) != rules.board_cards:
                problems.append(
                    f"{scenario.board_label(run)}: {plural(len(board), 'card')}; "
                    f"{rules.title} needs {rules.board_cards} board cards"
                )
    return tuple(problems)


def _deck_short(scenario: Scenario, showing: int) -> list[str]:
    """A showdown one deck cannot deal: more seats show their hands than it holds cards for
    (eight to seventh street in stud take 56). Robert's Rules deal stud's last card as one
    card face up for all; the format has no such card, so the seats that did not reach the
    showdown must be folded.

    >>> from dealer_app.model.showdown.scenario import Scenario
    >>> from dealer_app.model.showdown.seats import SeatEntry
    >>> seats = [SeatEntry.of(number, "", committed=10) for number in range(1, 9)]
    >>> print(_deck_short(Scenario.of("razz", seats), 8)[0])  # doctest: +ELLIPSIS
    cards: 8 seats showing 7 cards each need 56, more than a deck's 52; ... one common card ...
    """
    rules = scenario.game_rules
    runs = len(scenario.boards) if rules.has_board else 0
    needed = rules.fewest_cards_dealt(showing, runs)
    if needed <= len(FULL_DECK):
        return []
    board = f" and {plural(runs, 'board')}" if runs else ""
    common = (
        " Robert's Rules deal the last card face up as one common card for all, which a"
        " showdown here cannot take:"
        if rules.odd_chip is OddChipOrder.STUD_CARDS
        else ""
    )
    return [
        f"cards: {showing} seats showing {rules.hole_cards} cards each{board} need "
        f"{needed}, more than a deck's {len(FULL_DECK)};{common} fold the seats that did "
        f"not reach the showdown ({rules.title} deals {rules.hands_a_deck_deals} hands in full)"
    ]


def _live_seats_without_money(scenario: Scenario) -> list[str]:
    """With the money given as ``committed``, every live seat must have put something in.

    A live seat with no amount would otherwise be left out of every pot without a word.
    """
    if not scenario.has_committed:
        return []
    return [
        f"{entry.label} is in the hand but put nothing in: mark it folded or enter what it put in"
        for entry in scenario.ordered_seats
        if not entry.folded and not entry.committed
    ]


# -- a guts deal -----------------------------------------------------------------------


def _check_guts_scenario(scenario: Scenario) -> None:
    """Refuse a guts deal that can never be right (:class:`ScenarioError` naming the field)."""
    from dealer_app.model.home.guts_table import GutsTable

    guts = scenario.guts
    if not isinstance(guts, GutsTable):
        raise ScenarioError(f"guts: {guts!r} is not a guts table")
    if not scenario.game.value.startswith("guts"):
        raise ScenarioError(f"guts: {scenario.game_rules.title} is not played for guts money")
    if scenario.rake is not None:
        raise ScenarioError("rake: a guts deal is a home game, with no rake")
    if scenario.pot is not None or scenario.pot_chips or scenario.has_committed:
        field = "pot" if scenario.pot is not None else "pots" if scenario.pot_chips else "committed"
        raise ScenarioError(f'{field}: a guts deal has its money in "guts", not here')
    for entry in scenario.seats:
        if entry.all_in:
            # Each seat in pays the same (the pot, or its limit): nobody plays for less.
            raise ScenarioError(f"{entry.label}: all_in: a guts seat is in or out, never all-in")
    try:
        for name, value in guts.amounts:
            scenario.chips.check_value(value, f"guts: {name}")
    except ChipError as error:
        raise ScenarioError(str(error)) from None
    if (guts.stage is not None) != (scenario.game is Game.GUTS357):
        raise ScenarioError(
            "guts: stage: three-five-seven needs its stage (1, 2 or 3)"
            if guts.stage is None
            else f"guts: stage: {GAMES[scenario.game].title} has no stages"
        )
    if (guts.third_card or guts.extra_ante) and scenario.game is not Game.GUTS21:
        raise ScenarioError(f"guts: third_card: {scenario.game_rules.title} has no third card")
    if guts.third_card:
        unknown = set(guts.third_card) - set(scenario.seat_numbers)
        if unknown:
            raise ScenarioError(f"guts: third_card: seat {min(unknown)} is not dealt in")
    stage_cards = scenario.game_rules.hole_cards
    for entry in scenario.seats:
        if len(entry.cards) > stage_cards:
            raise ScenarioError(
                f"{entry.label}: shows {plural(len(entry.cards), 'card')}; "
                f"{scenario.game_rules.title} has {stage_cards}"
            )
    if (guts.alone_vs_deck or guts.deck_cards) and scenario.game not in (
        Game.GUTS422,
        Game.GUTS423,
    ):
        raise ScenarioError(f"guts: alone_vs_deck: {scenario.game_rules.title} is not a 4-2-x game")
    if len(guts.deck_cards) > 4:
        raise ScenarioError(
            f"guts: deck_cards: {plural(len(guts.deck_cards), 'card')}; the deck plays 4"
        )
    if len(guts.ghost_cards) > scenario.game_rules.hole_cards:
        raise ScenarioError(
            f"guts: ghost_cards: {plural(len(guts.ghost_cards), 'card')}; "
            f"{scenario.game_rules.title} has {scenario.game_rules.hole_cards}"
        )


def _guts_missing(scenario: Scenario, deal: Declared) -> list[str]:
    """What a guts deal still lacks: a third card's seats, the deck's or the ghost's cards."""
    rules = scenario.game_rules
    problems: list[str] = [
        # Under the wimp rule every seat shows, those out too: each needs its cards.
        f"seat {seat}: out, but every hand is shown: it shows "
        f"{plural(len(scenario.seat(seat).cards), 'card')}; "
        f"{rules.title} needs {rules.hole_cards} cards"
        for seat in deal.shown
        if seat not in deal.seats_in and len(scenario.seat(seat).cards) != rules.hole_cards
    ]
    if deal.table.third_card:
        problems += [
            f"seat {seat}: in with three cards, but not in for a third card"
            for seat in deal.seats_in
            if seat not in deal.table.third_card
        ]
    if deal.table.alone_vs_deck and len(deal.seats_in) == 1:
        alone = scenario.seat(deal.seats_in[0])
        if len(deal.table.deck_cards) != 4 or len(alone.cards) < 4:
            problems.append(
                f"guts: deck_cards: {alone.label} is in alone: it shows its four down "
                "cards and the deck its top four"
            )
    if deal.ghost_plays:
        ghost = len(deal.table.ghost_cards)
        if ghost != rules.hole_cards:
            problems.append(
                f"guts: ghost_cards: {plural(ghost, 'card')}; "
                f"{rules.title} needs {rules.hole_cards} cards"
            )
    return problems
