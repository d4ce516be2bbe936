"""Payouts against an independent reference built here from treys and PokerKit hand values.

The reference knows only the contract's rules, written plainly: an uncalled top layer goes
back; every contribution level forms a layer; layers with the same eligible seats are one
pot; a high-low pot is halved (odd unit high) only when an eligible seat has a qualifying
low; ties share equally, odd units one each clockwise from the button, and within a pot
no seat takes a second odd unit while a co-winner of that split has none (the halving's
odd unit counts for the seat taking the high half whole: ``odd_chips: per_pot``, the
default). Two known faults
of peer programs are kept out on purpose: all odd chips to one player, halving a pot
nobody eligible has a low for, and splitting dead-money levels separately.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from itertools import combinations
from typing import Any

import pytest
from pokerkit import OmahaEightOrBetterLowHand
from treys import Card as TreysCard
from treys import Evaluator

from dealer_app.model.cards import FULL_DECK, Card
from dealer_app.model.chips import ChipSet
from dealer_app.model.hands.games import Game
from dealer_app.model.showdown.resolve import resolve
from dealer_app.model.showdown.scenario import Scenario
from dealer_app.model.showdown.seats import SeatEntry

EVALUATOR = Evaluator()
CHIPS = ChipSet.of(black=100, green=25, red=5, white=1)


def treys(cards: Sequence[Card]) -> list[int]:
    return [TreysCard.new(str(card)) for card in cards]


def holdem_high(hole: Sequence[Card], board: Sequence[Card]) -> int:
    """Higher is better (treys ranks 1 as the best hand)."""
    return -EVALUATOR.evaluate(treys(board), treys(hole))


def omaha_high(hole: Sequence[Card], board: Sequence[Card]) -> int:
    return -min(
        EVALUATOR.evaluate(treys(three), treys(two))
        for two in combinations(hole, 2)
        for three in combinations(board, 3)
    )


def omaha_low(hole: Sequence[Card], board: Sequence[Card]) -> Any:
    """A PokerKit low hand (greater is better), or None without a qualifying low."""
    try:
        return OmahaEightOrBetterLowHand.from_game(
            "".join(map(str, hole)), "".join(map(str, board))
        )
    except ValueError:
        return None


def reference_pots(committed: dict[int, int], folded: set[int]) -> tuple[dict[int, int], list]:
    """Returned amounts and the merged pots as (amount, eligible seats)."""
    amounts = dict(committed)
    returned: dict[int, int] = {}
    order = sorted(amounts, key=lambda seat: amounts[seat], reverse=True)
    if len(order) > 1 and amounts[order[0]] > amounts[order[1]]:
        returned[order[0]] = amounts[order[0]] - amounts[order[1]]
        amounts[order[0]] = amounts[order[1]]
    pots: list[list[Any]] = []
    below = 0
    for level in sorted(set(amounts.values()) - {0}):
        layer = sum(min(a, level) - min(a, below) for a in amounts.values())
        eligible = sorted(s for s in amounts if s not in folded and amounts[s] >= level)
        if pots and (not eligible or pots[-1][1] == eligible):
            pots[-1][0] += layer
        else:
            pots.append([layer, eligible])
        below = level
    return returned, pots


def share_equally(
    amount: int, seats: list[int], button: int, payouts: dict[int, int], odd: dict[int, int]
) -> None:
    """Equal shares, odd units one each clockwise from the button; within a pot a seat that
    has an odd unit already comes after those that have none (``odd`` counts them)."""
    clockwise = sorted(seats, key=lambda seat: (seat <= button, seat))
    clockwise.sort(key=lambda seat: odd.get(seat, 0))
    each, left = divmod(amount, len(clockwise))
    for position, seat in enumerate(clockwise):
        payouts[seat] = payouts.get(seat, 0) + each + (1 if position < left else 0)
        if position < left:
            odd[seat] = odd.get(seat, 0) + 1


def best_seats(values: dict[int, Any]) -> list[int]:
    top = max(values.values())
    return [seat for seat, value in values.items() if value == top]


def reference_payouts(
    committed: dict[int, int],
    folded: set[int],
    button: int,
    high: dict[int, Any],
    low: dict[int, Any] | None,
) -> dict[int, int]:
    returned, pots = reference_pots(committed, folded)
    payouts = dict(returned)
    for amount, eligible in pots:
        if len(eligible) == 1:
            payouts[eligible[0]] = payouts.get(eligible[0], 0) + amount
            continue
        high_winners = best_seats({seat: high[seat] for seat in eligible})
        lows = {seat: low[seat] for seat in eligible if low and low[seat] is not None}
        odd: dict[int, int] = {}
        if lows:
            low_half = amount // 2
            if amount % 2 and len(high_winners) == 1:
                odd[high_winners[0]] = 1  # the halving's odd unit, taken with the high half
            share_equally(amount - low_half, high_winners, button, payouts, odd)
            share_equally(low_half, best_seats(lows), button, payouts, odd)
        else:
            share_equally(amount, high_winners, button, payouts, odd)
    return {seat: value for seat, value in payouts.items() if value}


def random_table(
    rng: random.Random, game: str, hole: int
) -> tuple[Scenario, dict[int, int], set[int], int, dict[int, tuple[Card, ...]], tuple[Card, ...]]:
    deck = list(FULL_DECK)
    rng.shuffle(deck)
    seats = sorted(rng.sample(range(1, 11), rng.randint(2, 9)))
    # A few all-in sizes, so side pots and equal contributions both happen often.
    stacks = [rng.choice((5, 10, 25, 40, 100, 101, 250)) for _ in range(3)]
    committed = {seat: rng.choice(stacks) + rng.choice((0, 0, 0, 1, 3)) for seat in seats}
    folded = {seat for seat in seats if rng.random() < 0.25}
    if folded == set(seats):
        folded.discard(seats[0])
    for seat in folded:
        committed[seat] = rng.randint(0, committed[seat])
    cards = {seat: tuple(deck.pop() for _ in range(hole)) for seat in seats}
    board = tuple(deck.pop() for _ in range(5))
    button = rng.choice(seats)
    entries = [SeatEntry(seat, cards[seat], "", seat in folded, committed[seat]) for seat in seats]
    scenario = Scenario(
        game=Game(game),
        seats=tuple(entries),
        chips=CHIPS,
        button=button,  # type: ignore[arg-type]
        boards=(board,),
    )
    return scenario, committed, folded, button, cards, board


def check_many(
    count: int,
    seed: int,
    game: str,
    hole: int,
    high: Callable[[Sequence[Card], Sequence[Card]], Any],
    low: Callable[[Sequence[Card], Sequence[Card]], Any] | None,
) -> None:
    rng = random.Random(seed)
    side_pots = ties = 0
    for _ in range(count):
        scenario, committed, folded, button, cards, board = random_table(rng, game, hole)
        live = [seat for seat in cards if seat not in folded]
        highs = {seat: high(cards[seat], board) for seat in live}
        lows = {seat: low(cards[seat], board) for seat in live} if low else None
        expected = reference_payouts(committed, folded, button, highs, lows)
        result = resolve(scenario)
        assert dict(result.payouts) == expected, scenario
        side_pots += sum(1 for pot in result.pots if pot.name.startswith("Side"))
        ties += sum(1 for pot in result.pots if len(pot.winners.high) > 1)
    # The random tables did exercise what they are for.
    assert side_pots > count // 4
    assert ties > 0


def test_holdem_payouts_match_the_reference() -> None:
    check_many(2500, 20240601, "holdem", 2, holdem_high, None)


def test_omaha8_payouts_match_the_reference() -> None:
    check_many(400, 20240602, "omaha8", 4, omaha_high, omaha_low)


@pytest.mark.slow
def test_many_more_showdowns_match_the_reference() -> None:
    check_many(30000, 7, "holdem", 2, holdem_high, None)
    check_many(3000, 8, "omaha8", 4, omaha_high, omaha_low)
