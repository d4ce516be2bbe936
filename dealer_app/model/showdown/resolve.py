"""The showdown: who wins each pot, what each seat receives by colour, and the dealer's steps.

:func:`resolve` takes a complete :class:`~dealer_app.model.showdown.scenario.Scenario` and
returns a :class:`~dealer_app.model.showdown.result.Result`; :func:`evaluate_seats` gives the
hands of a table still being entered. This module ties the steps together: the seats are
evaluated (:mod:`~dealer_app.model.hands.games`), the pots built
(:mod:`~dealer_app.model.showdown.pots`), each pot awarded on its own
(:mod:`~dealer_app.model.showdown.award`, odd chips by
:mod:`~dealer_app.model.showdown.odd_chips`), the last pot formed paid first. The result types
are in :mod:`~dealer_app.model.showdown.result`.

Choices where the rules leave room, as a card room handles them:

- An uncalled bet going back is listed as a pot, ``Returned to seat N``, after the side
  pots; the dealer's steps give it back first (as an amount when its chips were not
  given), then pay the last side pot, the main pot last.
- A pot the rake took whole is said once, nothing to push: no halving, no hand killed.
- A pot only one seat can win (everyone else in it folded) goes to that seat without a
  showdown; its ``winners.high`` is that seat (``winners.low`` in razz, which has no high).
- A pot (or a board's part of it) that one seat wins whole, high and low, or on every
  board, is pushed intact: no halving, no division between boards, no odd chip.
- When the same seats tie high and low, the pot is split once between them when that gives
  each seat what halving would (under ``per_pot`` it always does).
- The odd unit of a high-low split, or of dividing a pot between boards, is listed in
  ``odd_chips`` when one seat takes that whole half or board; when several seats share it,
  it is part of their split and their own odd chips are listed instead.
- ``odd_chips: per_pot`` (the default, Robert's Rules): within a pot, a seat that already
  has an odd chip (the halving unit counts) is passed over while another winner of that
  split has none. ``per_split``: each split gives out its own odd chips, so in a quartered
  pot one seat can take the halving unit and an odd chip of the low half.
- Chips the app made up (money given as ``committed``, no ``pots``) are first sized: the
  dealer colours the bets up into them before splitting.
- Heads-up (two seats dealt in) the first seat clockwise from the button is the big blind;
  the odd chip's reason says so.
- In razz every hand is a low: a hand's ``name`` and ``best`` are its low, its category none.
- Under the ``suit_tiebreaks`` house rule (hold'em, Omaha) suits settle two seats tied for
  a pot (:mod:`~dealer_app.model.showdown.suit_tiebreaks`); three or more play rock-paper-scissors,
  and until ``roshambo`` names the winner the pot (or that board's part) is ``pending``:
  no winners, no shares, nothing paid from it.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Sequence

from dealer_app.model.cards import Card
from dealer_app.model.chips import ChipCounts
from dealer_app.model.hands.games import GameRules, SeatEvaluation
from dealer_app.model.hands.strength import EvaluationError, HouseRules
from dealer_app.model.showdown.pots import Pot
from dealer_app.model.showdown.rake import RakeTaken, take_rake
from dealer_app.model.showdown.result import (
    PotResult,
    Result,
    SeatHand,
)
from dealer_app.model.showdown.scenario import Scenario
from dealer_app.model.showdown.seats import ScenarioError
from dealer_app.model.showdown.steps import Step, StepKind

__all__ = ["evaluate_seats", "odd_chip_order", "resolve"]


def evaluate_seats(scenario: Scenario) -> tuple[SeatHand, ...]:
    """Every hand that can be evaluated yet: seats still in with all their cards.

    Works on a half-entered table too (a seat still short of cards, or a board short of
    three cards, is simply left out), so a table view can show hands as they are dealt.
    In seat order; one entry per seat per board when the board was run more than once.

    >>> from dealer_app.model.showdown.scenario import SeatEntry
    >>> table = Scenario.of("holdem", [SeatEntry.of(1, "Ah Kd"), SeatEntry.of(2, "7c")],
    ...                     board="Jh 2c 2d", button=1)
    >>> [(hand.seat, hand.name) for hand in evaluate_seats(table)]
    [(1, 'One Pair, Twos, Ace-King-Jack kickers')]
    """
    rules, house = scenario.game_rules, scenario.rules
    hands: list[SeatHand] = []
    for run, board in enumerate(scenario.boards, 1):
        if rules.has_board and not 3 <= len(board) <= rules.board_cards:
            continue
        for entry in scenario.ordered_seats:
            if entry.folded or len(entry.cards) != rules.hole_cards:
                continue
            try:
                evaluation = _evaluation(rules, entry.cards, board, house)
            except EvaluationError as error:
                raise ScenarioError(f"{entry.label}: {error}") from None
            hands.append(SeatHand(entry.seat, evaluation.high, evaluation.low, run))
    return tuple(hands)


@functools.lru_cache(maxsize=4096)
def _evaluation(
    rules: GameRules, hole: tuple[Card, ...], board: tuple[Card, ...], house: HouseRules
) -> SeatEvaluation:
    # A table view resolves again after every card the dealer picks: the seats that did
    # not change are not evaluated again. The scenario has checked the cards already.
    return rules.evaluate_unchecked(hole, board, house)


def resolve(scenario: Scenario) -> Result:
    """Resolve a complete showdown: hands, pots, shares by colour, payouts and steps.

    >>> from dealer_app.model.chips import ChipSet
    >>> from dealer_app.model.showdown.scenario import SeatEntry
    >>> table = Scenario.of(
    ...     "holdem",
    ...     [SeatEntry.of(1, "Ah Kd", committed=300), SeatEntry.of(4, "Ac Qc", committed=300),
    ...      SeatEntry.of(7, folded=True, committed=50)],
    ...     board="Jh 2c 2d 5s 5h", button=4,
    ...     chips=ChipSet.of(black=100, green=25, red=5, white=1))
    >>> result = resolve(table)
    >>> [(share.seat, share.amount, share.chips.as_dict()) for share in result.pots[0].shares]
    [(1, 325, {'black': 3, 'green': 1}), (4, 325, {'black': 3, 'green': 1})]
    >>> for text in result.step_texts:
    ...     print(text)  # doctest: +NORMALIZE_WHITESPACE
    Main pot: 650: size it into 6 black, 2 green (colour up the bets).
    Main pot: 650 in 6 black, 2 green; seats 1 and 4 tie with Two Pair, Fives and Twos,
        Ace kicker and split it.
    Main pot: 3 black each to seats 1 and 4.
    Main pot: 1 green each to seats 1 and 4.

    An incomplete table is refused with the first thing missing:

    >>> resolve(table.with_board("Jh 2c 2d"))
    Traceback (most recent call last):
    ...
    dealer_app.model.showdown.seats.IncompleteScenarioError: board: 3 cards; ...
    """
    # Awarding is loaded with the first complete showdown: a table still being dealt (the
    # window as it opens) only has its hands evaluated.
    from dealer_app.model.showdown.award import AwardRules, award_pot
    from dealer_app.model.showdown.guts_deal import resolve_guts

    scenario.check_complete()
    _check_roshambo(scenario)
    if scenario.guts is not None:
        return resolve_guts(scenario)
    hands = evaluate_seats(scenario)
    by_board: dict[int, dict[int, SeatHand]] = {}
    for hand in hands:
        by_board.setdefault(hand.board, {})[hand.seat] = hand
    rules = AwardRules(
        scenario.chips,
        scenario.game_rules,
        scenario.odd_chip_policy,
        scenario.suit_tiebreak_rule,
    )
    pots = scenario.pots()
    chips = [scenario.chips_of(number) for number in range(len(pots))]
    known = [scenario.chips_known(number) for number in range(len(pots))]
    raked = _take_rake(scenario, pots, chips)
    size_steps: list[Step] = []
    if raked is not None and raked.total:
        # Bets the app made up into chips are sized before the box takes its chips.
        for number, pot in enumerate(pots):
            if raked.per_pot[number] and not known[number]:
                size_steps.append(
                    Step(StepKind.SIZE, pot.name, changed_in=chips[number], amount=pot.amount)
                )
                known[number] = True
    resolved = [
        award_pot(
            rules,
            pot if raked is None else raked.pot_after(pot, number),
            chips[number] if raked is None else raked.left[number],
            chips_known=known[number],
            boards=scenario.boards,
            hands=by_board,
            emptied_by="" if raked is None else raked.took_all(pot, number),
        )
        for number, pot in enumerate(pots)
    ]
    if raked is not None and raked.total:
        resolved = [
            (
                dataclasses.replace(
                    pot_result,
                    amount=pots[number].amount,
                    chips=chips[number],
                    raked=raked.per_pot[number],
                ),
                pot_steps,
            )
            for number, (pot_result, pot_steps) in enumerate(resolved)
        ]
    totals: dict[int, int] = {}
    for pot_result, _ in resolved:
        for share in pot_result.shares:
            totals[share.seat] = totals.get(share.seat, 0) + share.amount
    # An uncalled bet goes back first (it was never in a pot); then the rake is dropped;
    # then the last pot formed is paid first, the main pot last.
    last_first = [(pots[number], paid) for number, paid in enumerate(resolved)]
    last_first.reverse()
    returned = [step for pot, (_, pot_steps) in last_first if pot.returned for step in pot_steps]
    contested = [paid for pot, paid in last_first if not pot.returned]
    raked_steps = list(raked.steps) if raked is not None else []
    steps = tuple(returned + size_steps + raked_steps + _losing_hands_killed(contested))
    return Result(
        scenario=scenario,
        hands=hands,
        pots=tuple(pot_result for pot_result, _ in resolved),
        payouts=tuple(sorted(totals.items())),
        steps=steps,
        rake=raked,
    )


def _losing_hands_killed(
    last_first: Sequence[tuple[PotResult, Sequence[Step]]],
) -> list[Step]:
    """The contested pots' steps in the order they are pushed (``last_first``), each pot's
    losing hands killed once it is announced: the hands of its seats that win nothing of it
    or of any pot still to push. Robert's Rules: "All losing hands will be killed by the
    dealer before a pot is awarded"; a hand that wins a pot pushed later stays live till
    then (a short all-in's, in the main pot only), and is killed once."""
    still_winning: list[set[int]] = []
    winning: set[int] = set()
    for pot_result, _ in reversed(last_first):
        winning = winning | pot_result.winning_seats
        still_winning.append(winning)
    still_winning.reverse()
    steps: list[Step] = []
    killed: set[int] = set()
    for (pot_result, pot_steps), live in zip(last_first, still_winning, strict=True):
        if pot_result.nothing_to_push:
            # The rake took it whole: its one step kills no hand (a hand that lost it is
            # killed at a pot still to push that it cannot win, if it is in one).
            steps.extend(pot_steps)
            continue
        losing = tuple(sorted(set(pot_result.eligible) - live - killed))
        killed.update(losing)
        # After the pot's announcement (and its sizing), before any chip of it moves.
        announced = next(
            (place + 1 for place, step in enumerate(pot_steps) if step.kind is StepKind.POT), 0
        )
        steps.extend(pot_steps[:announced])
        # A showdown without money only names the winners: nothing is pushed.
        if losing and pot_result.amount:
            # A pot run more than once is announced before its boards' winners are: the
            # kill says why, from the boards the dealer has read.
            boards = len(pot_result.runs)
            why = "" if not boards else "neither board" if boards == 2 else "no board"
            reason = f"on {why}" if why else ""
            steps.append(Step(StepKind.KILL, pot_result.name, killed=losing, reason=reason))
        steps.extend(pot_steps[announced:])
    return steps


def _check_roshambo(scenario: Scenario) -> None:
    """Every rock-paper-scissors winner must name a pot (or a board's part of one) that it
    can win; whether the pot is tied is settled when it is awarded."""
    eligible: dict[str, tuple[int, ...]] = {}
    for pot in scenario.pots():
        eligible[pot.name] = pot.eligible
        if scenario.run_count > 1:
            for run in range(1, scenario.run_count + 1):
                eligible[f"{pot.name}, board {run}"] = pot.eligible
    for where, seat in scenario.roshambo:
        if where not in eligible:
            raise ScenarioError(f'roshambo: "{where}" is not a pot of this showdown')
        if seat not in eligible[where]:
            raise ScenarioError(f"roshambo: {where}: seat {seat} cannot win it")


def _take_rake(
    scenario: Scenario,
    pots: Sequence[Pot],
    chips: Sequence[ChipCounts],
) -> RakeTaken | None:
    if scenario.rake is None:
        return None
    return take_rake(scenario.rake, scenario.chips, pots, chips, flop_seen=scenario.flop_seen)


def odd_chip_order(
    scenario: Scenario, winners: Sequence[SeatHand], *, low: bool = False
) -> tuple[tuple[int, str], ...]:
    """Tied winners in the order they take odd chips, each with the reason.

    Button games: clockwise from the button (heads-up, the big blind first). Stud games:
    highest card by suit for high, lowest card by suit (ace low) for low, among all the
    seat's cards or only the five that play (``stud_odd_chip``). The rules are
    :mod:`~dealer_app.model.showdown.odd_chips`'.
    """
    return scenario.odd_chip_policy.order(winners, low=low)
