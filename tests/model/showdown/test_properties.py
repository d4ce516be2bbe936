"""Properties of every showdown, over random tables, contributions, folds and chip sets."""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealer_app.model.cards import FULL_DECK, Card
from dealer_app.model.chips import ChipSet
from dealer_app.model.hands.games import game_rules
from dealer_app.model.showdown.odd_chip_rules import OddChipRule, StudOddChip
from dealer_app.model.showdown.resolve import resolve
from dealer_app.model.showdown.result import Result
from dealer_app.model.showdown.scenario import Scenario
from dealer_app.model.showdown.seats import SeatEntry
from dealer_app.model.showdown.steps import StepKind

GAMES = ("holdem", "omaha", "omaha8", "stud", "stud8", "razz", "draw", "guts3")


@st.composite
def chip_sets(draw: st.DrawFn) -> ChipSet:
    unit = draw(st.sampled_from((1, 5, 25)))
    multiples = draw(st.lists(st.integers(2, 40), max_size=4, unique=True))
    return ChipSet.of((f"colour{m}", m * unit) for m in [1, *multiples])


@st.composite
def scenarios(draw: st.DrawFn) -> Scenario:
    game = draw(st.sampled_from(GAMES))
    rules = game_rules(game)
    chips = draw(chip_sets())
    most = min(8, 45 // rules.hole_cards) if rules.has_board else min(8, 52 // rules.hole_cards)
    numbers = draw(st.lists(st.integers(1, 10), min_size=2, max_size=most, unique=True))
    deck: list[Card] = list(draw(st.permutations(FULL_DECK)))
    live = draw(st.sets(st.sampled_from(numbers), min_size=1))
    seats = []
    for number in numbers:
        folded = number not in live
        shows = not folded or draw(st.booleans())
        cards = [deck.pop() for _ in range(rules.hole_cards)] if shows else []
        # A live seat always put something in (one with nothing is refused).
        committed = draw(st.integers(0 if folded else 1, 60)) * chips.unit
        seats.append(SeatEntry(number, tuple(cards), "", folded, committed))
    boards: list[tuple[Card, ...]] = [()]
    if rules.has_board:
        first = tuple(deck.pop() for _ in range(5))
        boards = [first]
        for _ in range(draw(st.integers(0, 2))):
            shared = draw(st.integers(0, 4))
            boards.append(first[:shared] + tuple(deck.pop() for _ in range(5 - shared)))
    return Scenario(
        game=rules.game,
        seats=tuple(seats),
        chips=chips,
        button=draw(st.sampled_from(numbers)),
        boards=tuple(boards),
        stud_odd_chip=draw(st.sampled_from(list(StudOddChip))),
        odd_chips=draw(st.sampled_from(list(OddChipRule))),
    )


def handed_out_by_pot(result: Result) -> dict[str, dict[int, Counter[str]]]:
    """Chips the steps hand to seats, by pot."""
    names = [pot.name for pot in result.pots]
    handed: dict[str, dict[int, Counter[str]]] = {name: {} for name in names}
    for step in result.steps:
        pot = next(n for n in names if step.where == n or step.where.startswith(n + ","))
        for handout in step.handouts:
            # An odd chip already in the larger chips a seat took is named with a count of 0.
            if isinstance(handout.to, int) and handout.count:
                handed[pot].setdefault(handout.to, Counter())[handout.chip] += handout.count
    return handed


def check_tied_winners_are_equal(seats: set[int], values: dict[int, int], unit: int) -> None:
    if seats:
        amounts = [values.get(seat, 0) for seat in seats]
        assert max(amounts) - min(amounts) <= unit


SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(scenarios())
def test_every_showdown_keeps_the_rules(scenario: Scenario) -> None:
    result = resolve(scenario)
    unit = scenario.chips.unit
    committed = sum(entry.committed or 0 for entry in scenario.seats)

    # Every chip in is paid out, and payouts add up the pots' shares.
    assert sum(amount for _, amount in result.payouts) == committed
    totals: Counter[int] = Counter()
    for pot in result.pots:
        assert sum(share.amount for share in pot.shares) == pot.amount
        assert scenario.chips.value_of(pot.chips) == pot.amount
        for share in pot.shares:
            assert share.chips is not None
            assert scenario.chips.value_of(share.chips) == share.amount
            totals[share.seat] += share.amount
    assert dict(totals) == dict(result.payouts)

    folded = {entry.seat for entry in scenario.seats if entry.folded}
    for pot in result.pots:
        # A folded seat receives nothing but its own uncalled bet.
        if not pot.returned:
            assert not folded & {share.seat for share in pot.shares}
            assert not folded & set(pot.winners.seats)
        for odd in pot.odd_chips:
            assert odd.value == unit
        # Tied winners of a pot part differ by at most one smallest unit.
        for part in pot.runs or (pot,):
            values = {share.seat: share.amount for share in part.shares}
            high, low = set(part.winners.high), set(part.winners.low)
            if high and low:
                check_tied_winners_are_equal(high - low, values, unit)
                check_tied_winners_are_equal(low - high, values, unit)
            else:
                check_tied_winners_are_equal(high | low, values, unit)

    # No seat gets more than one odd chip from one split of a pot part.
    odd_by_split: Counter[tuple[str, object]] = Counter()
    for step in result.steps:
        if step.kind is StepKind.ODD_CHIP:
            odd_by_split[step.where, step.handouts[0].to] += 1
    assert all(count == 1 for count in odd_by_split.values())

    # What each seat receives is exactly what the steps hand it.
    handed = handed_out_by_pot(result)
    for pot in result.pots:
        assert {seat: dict(chips) for seat, chips in handed[pot.name].items()} == {
            share.seat: share.chips.as_dict() for share in pot.shares
        }


def chips_short_in_the_pot(result: Result) -> list[str]:
    """The steps that hand a seat, or change at the rack, chips their pot does not hold at
    that moment (the chips a half or a board's part is given stay in the pot's pile)."""
    piles = {pot.name: Counter(pot.chips.as_dict()) for pot in result.pots}
    short: list[str] = []
    for step in result.steps:
        pile = piles[step.where.split(",")[0]]
        out = Counter(step.changed_out.as_dict()) if step.kind is StepKind.CHANGE else Counter()
        for handout in step.handouts:
            if isinstance(handout.to, int):
                out[handout.chip] += handout.count
        if any(n > pile[chip] for chip, n in out.items()):
            short.append(f"{step.text} (the pot holds {dict(pile)})")
        pile.subtract(out)
        if step.kind is StepKind.CHANGE:
            pile.update(step.changed_in.as_dict())
    return short


@SETTINGS
@given(scenarios())
def test_every_step_pushes_only_chips_its_pot_holds_at_that_moment(scenario: Scenario) -> None:
    assert not chips_short_in_the_pot(resolve(scenario))


@SETTINGS
@given(scenarios())
def test_steps_pay_the_last_pot_formed_first(scenario: Scenario) -> None:
    result = resolve(scenario)
    headers = [
        step.where for step in result.steps if step.kind is StepKind.POT and "," not in step.where
    ]
    assert headers == [pot.name for pot in reversed(result.pots)]
    assert all(text for text in result.step_texts)


@SETTINGS
@given(scenarios())
def test_a_pot_that_goes_wholly_to_one_seat_is_pushed_intact(scenario: Scenario) -> None:
    result = resolve(scenario)
    for pot in result.pots:
        if len(pot.winners.seats) != 1:
            continue
        (seat,) = pot.winners.seats
        # Every part (high, low, every board) went to one seat: it receives exactly the
        # pot's chips, nothing is changed at the rack and no odd chip is given out.
        if pot.amount:
            assert [(s.seat, s.amount, s.chips) for s in pot.shares] == [
                (seat, pot.amount, pot.chips)
            ]
        else:
            assert pot.shares == ()
        assert pot.odd_chips == ()
        pot_steps = [s for s in result.steps if s.where.split(",")[0] == pot.name]
        pushed_whole = {StepKind.SIZE, StepKind.POT, StepKind.KILL, StepKind.TAKE}
        assert {s.kind for s in pot_steps} <= pushed_whole
        for run in pot.runs:
            assert run.odd_chips == ()
            assert all(share.chips is None and share.seat == seat for share in run.shares)
