"""The spot generator: random showdowns, and on purpose the situations dealers get wrong.

:func:`build_scenario` lays out one showdown from a seeded ``random.Random`` (the same seed
gives the same showdown). It is either random (a table of 2 to 10 seats, seven at most in
stud games, its button, the cards dealt by :func:`~dealer_app.model.play.dealing.deal_remaining`,
the money and the chips) or *aimed* at one tag: the cards of the seats that make the
situation are chosen (:mod:`dealer_app.training.situations`), the money is laid out to show
it (:mod:`dealer_app.training.money`), and the rest is dealt. The share of aimed spots, the
number of seats and hands at the showdown, the all-ins (and so the side pots), the chip sets
and the bets left in smaller chips grow with the difficulty (1 to 5).

Whether an aimed showdown really shows its situation is decided on the resolved result
(:mod:`dealer_app.training.tags`); :func:`dealer_app.training.spots.generate_spots` builds
it again when not (a few times at most: the situations are made, not searched for).

>>> import random
>>> table = build_scenario(random.Random(5), Game.HOLDEM, "counterfeited-kicker", 3)
>>> table.missing()
()
>>> table == build_scenario(random.Random(5), Game.HOLDEM, "counterfeited-kicker", 3)
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from dealer_app.model.chips import ChipCounts, ChipSet
from dealer_app.model.hands.games import GAMES, Game
from dealer_app.model.play.dealing import deal_remaining
from dealer_app.model.showdown.scenario import Scenario
from dealer_app.model.showdown.seats import SeatEntry
from dealer_app.training.money import CHIP_SETS, MoneyPlan, commit, loose_chips
from dealer_app.training.situations import (
    BUILDERS,
    Cards,
    Shoe,
    hilo_scoop,
    losing_hands,
    split_game_scoop,
    tied_cards,
)

__all__ = ["MAX_SEATS", "build_scenario", "seats_a_deck_deals"]

MAX_SEATS = 10


def seats_a_deck_deals(game: Game) -> int:
    """The most seats one deck deals ``game`` to in full, ten at most: seven in the stud
    games, nine in five-card Omaha and Big O, eight in four-two-two.

    >>> [seats_a_deck_deals(game) for game in (Game.HOLDEM, Game.BIGO, Game.STUDHILO)]
    [10, 9, 7]
    """
    return min(MAX_SEATS, GAMES[game].hands_a_deck_deals)


# By difficulty: the seats dealt in, the hands at the showdown beyond the situation's own,
# the chip sets in use.
_SEATS = {1: (2, 4), 2: (2, 6), 3: (3, 8), 4: (4, 10), 5: (6, 10)}
_EXTRA_HANDS = {1: (0, 0), 2: (0, 1), 3: (0, 1), 4: (0, 2), 5: (1, 2)}
_CHIP_SETS = {1: 1, 2: 2, 3: 3, 4: 4, 5: 5}
# A pot still in smaller chips shares out without a trip to the rack: the easy levels
# leave more of it unbroken-up, the hard ones colour it up and make the dealer change.
_BREAKS = {1: 6, 2: 4, 3: 2, 4: 1, 5: 0}
# By difficulty: the chance that seats at the showdown are all in for less (side pots), and
# how many of them at most; rising, so a harder level is harder in money too.
_SHORT_CHANCE = {1: 0.05, 2: 0.15, 3: 0.35, 4: 0.5, 5: 0.65}
_MOST_SHORT = {1: 1, 2: 1, 3: 2, 4: 3, 5: 4}
# By difficulty: the chance that a tie's main pot lies in colours that do not share out
# evenly, so that the dealer evens a colour up or changes chips at the rack.
_UNEVEN_CHANCE = {1: 0.0, 2: 0.15, 3: 0.3, 4: 0.5, 5: 0.7}
# By difficulty: the chance that a tie is three-way.
_THREE_WAY_CHANCE = {1: 0.0, 2: 0.15, 3: 0.3, 4: 0.45, 5: 0.6}
# Situations whose money is laid out by the situation itself (no all-ins added to it).
_OWN_MONEY_TAGS = frozenset({"side-pots", "dead-money", "uncalled-bet", "odd-chip-heads-up"})

# Situations made by tying seats' cards (the same hand in other suits, or a board they play).
_TIE_TAGS = frozenset(
    {
        "three-way-tie",
        "odd-chip-wraps",
        "odd-chip-heads-up",
        "stud-odd-chip-by-suit",
        "split-by-colour",
    }
)
# Situations where the seats holding chosen cards must win: the other hands at the showdown
# are dealt so that none of them beats those seats.
_WINNING_TAGS = _TIE_TAGS | {
    "board-plays",
    "counterfeited-kicker",
    "counterfeited-two-pair",
    "omaha8-quartered",
    "hilo-scoop",
    "split-game-scoop",
}


@dataclass(frozen=True)
class _Table:
    seats: tuple[int, ...]
    button: int
    key: tuple[int, ...]
    """The seats holding the situation's chosen cards, in the order the builder fills."""
    live: tuple[int, ...]
    folded: tuple[int, ...]


def _table(
    rng: random.Random,
    game: Game,
    key_count: int,
    extra: int,
    difficulty: int,
    *,
    wraps: bool = False,
    lone: bool = False,
) -> _Table:
    """Seats, button and who is live: ``key_count`` seats for the situation, ``extra``
    more hands at the showdown, the others folded."""
    top = seats_a_deck_deals(game)
    low, high = _SEATS[difficulty]
    needed = key_count + extra + (1 if wraps or lone else 0)
    count = max(needed, min(top, rng.randint(low, high)))
    if count > top:
        raise LookupError("too many seats for the game")
    seats = tuple(sorted(rng.sample(range(1, MAX_SEATS + 1), count)))
    if wraps:
        # The seats that tie all sit below the button: the odd chip wraps past the top seat.
        button = rng.choice(seats[key_count:])
        below = [seat for seat in seats if seat < button]
        key = tuple(rng.sample(below, key_count))
    else:
        button = rng.choice(seats)
        key = tuple(rng.sample(seats, key_count))
    rest = [seat for seat in seats if seat not in key]
    extras = tuple(rng.sample(rest, min(extra, len(rest) - (1 if lone else 0))))
    live = tuple(sorted((*key, *extras)))
    folded = tuple(seat for seat in seats if seat not in live)
    return _Table(seats, button, key, live, folded)


def build_scenario(rng: random.Random, game: Game, tag: str | None, difficulty: int) -> Scenario:
    """One complete showdown of ``game``, laid out to show ``tag`` (random when ``None``).

    Raises ``LookupError`` or :class:`~dealer_app.model.showdown.seats.ScenarioError` when the
    chosen cards do not fit the table drawn; the caller lays it out again.
    """
    lo, hi = _EXTRA_HANDS[difficulty]
    extra = rng.randint(lo, hi)
    shoe = Shoe(rng)
    chips = CHIP_SETS[rng.randrange(_CHIP_SETS[difficulty])]
    plan_short = 0
    plan_dead = plan_uncalled = False
    odd_needed = False
    if tag in BUILDERS:
        cards = BUILDERS[tag](shoe, 3 if rng.random() < 0.25 * (difficulty - 1) else 2)
    elif tag == "hilo-scoop":
        cards = hilo_scoop(shoe, 2, game)
    elif tag == "split-game-scoop":
        cards = split_game_scoop(shoe, 2, game)
    elif tag in _TIE_TAGS:
        three = tag == "three-way-tie" or rng.random() < _THREE_WAY_CHANCE[difficulty]
        ties = 3 if three else 2
        if tag == "odd-chip-heads-up":
            ties, extra = 2, 0
        cards = tied_cards(shoe, ties, game)
        odd_needed = tag != "split-by-colour" or rng.random() < 0.5
    else:
        live_count = 2 + extra + (1 if tag == "side-pots" else 0) + rng.randint(0, 1)
        cards = Cards([[] for _ in range(live_count)])
        extra = 0
        most = min(live_count - 2, _MOST_SHORT[difficulty])
        plan_short = rng.randint(1, max(1, most)) if tag == "side-pots" else 0
        plan_dead = tag == "dead-money"
        plan_uncalled = tag == "uncalled-bet"
    key_count = max(2, len(cards.hands))
    table = _table(
        rng,
        game,
        key_count,
        extra,
        difficulty,
        wraps=tag == "odd-chip-wraps",
        lone=odd_needed or plan_dead,
    )
    if tag not in _OWN_MONEY_TAGS and rng.random() < _SHORT_CHANCE[difficulty]:
        plan_short = rng.randint(1, _MOST_SHORT[difficulty])
    if tag is None:
        plan_uncalled = difficulty >= 2 and rng.random() < 0.15
    plan = MoneyPlan(
        live=table.live,
        folded=table.folded,
        short=plan_short,
        dead=plan_dead,
        uncalled=plan_uncalled,
        odd_among=table.key[: len(cards.hands)] if odd_needed else (),
        odd=odd_needed,
    )
    committed = commit(rng, plan, chips, difficulty=difficulty)
    hands = dict(zip(table.key, cards.hands, strict=False))
    others = [seat for seat in table.live if seat not in hands]
    complete_board = len(cards.board) == GAMES[game].board_cards
    if tag in _WINNING_TAGS and cards.hands and others and complete_board:
        losers = losing_hands(shoe, game, cards.board, cards.hands, len(others))
        hands.update(zip(others, losers, strict=True))
    # A seat still in that put in less than the most any seat still in put in is all in.
    most = max(committed[seat] for seat in table.live)
    seats = [
        SeatEntry.of(
            seat,
            hands.get(seat, ()),
            folded=seat in table.folded,
            committed=committed[seat],
            all_in=seat in table.live and committed[seat] < most,
        )
        for seat in table.seats
    ]
    scenario = Scenario.of(
        game,
        seats,
        chips=chips,
        button=table.button if GAMES[game].uses_button else None,
        board=cards.board,
    )
    scenario = deal_remaining(scenario, rng)
    # The pots' chips as they lie on the table, some bets not yet coloured up.
    amounts = [pot.amount for pot in scenario.pots() if not pot.returned]
    piles = loose_chips(rng, chips, amounts, _BREAKS[difficulty])
    uneven = tag in _TIE_TAGS and rng.random() < _UNEVEN_CHANCE[difficulty]
    if tag == "split-by-colour" or uneven:
        piles = _uneven_main_pot(rng, chips, amounts, len(cards.hands), difficulty)
    return scenario.replace(pot_chips=piles)


def _uneven_main_pot(
    rng: random.Random, chips: ChipSet, amounts: list[int], ties: int, difficulty: int
) -> tuple[ChipCounts, ...]:
    """Pots' chips where some colour above the smallest in the main pot does not share out
    evenly between the tied seats, so the dealer must even it up or change it."""
    piles = loose_chips(rng, chips, amounts, _BREAKS[difficulty])
    for breaks in range(_BREAKS[difficulty], _BREAKS[difficulty] + 8):
        counts = chips.counts_of(piles[0])[:-1]
        if any(count % ties for count in counts):
            break
        piles = loose_chips(rng, chips, amounts, breaks)
    return piles
