"""A guts deal resolved: the hands shown, the pot to its winners by colour, and the money.

:func:`resolve_guts` is what :func:`~dealer_app.model.showdown.resolve.resolve` does for a scenario
with ``guts`` money: the seats in show their hands (none when one seat is in alone), the
pot goes to the best of them split by colour as in every game (odd chips clockwise from
the button), and :func:`~dealer_app.model.home.guts_money.settle` says who matches the pot, what
goes to or comes from the reserve and who antes.

>>> from dealer_app.model.home.guts_money import GutsTable
>>> from dealer_app.model.showdown.scenario import Scenario, SeatEntry
>>> deal = Scenario.of("guts2", [SeatEntry.of(1, "Ah Ad"), SeatEntry.of(2, "Kc Qd"),
...     SeatEntry.of(3, folded=True)], button=3, guts=GutsTable(pot=60))
>>> result = resolve_guts(deal)
>>> result.payouts, result.guts.payments, result.guts.next_pot
(((1, 60),), ((2, 60),), 60)
"""

from __future__ import annotations

import dataclasses

from dealer_app.model.hands.evaluated import HighHand
from dealer_app.model.hands.games import Game
from dealer_app.model.hands.guts import four_card_strength
from dealer_app.model.home.guts_legs import settle_stage
from dealer_app.model.home.guts_money import FORCED_IN, DealKind, settle
from dealer_app.model.showdown.award import AwardRules, award_pot
from dealer_app.model.showdown.pots import Pot
from dealer_app.model.showdown.result import PotResult, Result, SeatHand
from dealer_app.model.showdown.scenario import Scenario
from dealer_app.model.showdown.steps import Step, StepKind
from dealer_app.model.words import describe_recipients

__all__ = ["resolve_guts"]


def resolve_guts(scenario: Scenario) -> Result:
    """Resolve a complete guts deal (the scenario has ``guts``; see the module)."""
    deal = scenario.guts_declared
    if deal is None:
        raise ValueError("resolve_guts: the scenario has no guts money")
    table, rules, house = deal.table, scenario.game_rules, scenario.rules
    hands: dict[int, SeatHand] = {}
    for seat in deal.shown:
        evaluation = rules.evaluate_unchecked(scenario.seat(seat).cards, scenario.board, house)
        hands[seat] = SeatHand(seat, evaluation.high, evaluation.low, 1)
    ghost = None
    if deal.ghost_plays:
        ghost_high = rules.evaluate_unchecked(table.ghost_cards, scenario.board, house).high
        # Guts games play for high only: the ghost's hand is a poker hand.
        ghost = ghost_high if isinstance(ghost_high, HighHand) else None
    strengths = {seat: hand.high.strength for seat, hand in hands.items() if hand.high}
    if table.stage is not None:
        money = settle_stage(deal, strengths)
    else:
        wild = rules.wild | house.wild
        holders = [
            seat for seat in deal.shown if any(c.rank in wild for c in scenario.seat(seat).cards)
        ]
        ghost_strength, ghost_name = ghost.strength if ghost else None, "the ghost"
        if table.alone_vs_deck and deal.kind is DealKind.ONE_IN:
            # 4-2-x: the seat alone plays its four down cards against the deck's top four.
            seat = deal.seats_in[0]
            wild = rules.wild | house.wild
            strengths = {seat: four_card_strength(scenario.seat(seat).cards[:4], wild)}
            ghost_strength, ghost_name = four_card_strength(table.deck_cards, wild), "the deck"
            deal = dataclasses.replace(deal, kind=DealKind.CONTEST, ghost_plays=True)
        money = settle(deal, strengths, ghost_strength, holders, ghost_name)
        # Four-two-two and four-two-three end when one seat stays in by itself.
        ends = scenario.game in (Game.GUTS422, Game.GUTS423) and len(deal.seats_in) == 1
        ends = ends and bool(money.takers)
        money = dataclasses.replace(money, ghost_hand=ghost, game_over=ends)
    steps = [
        Step(StepKind.POT, "Declare", note=money.notes[0].removeprefix(f"stage {table.stage}: "))
    ]
    if ghost is not None:
        beaten = "it wins" if money.ghost_wins else f"beaten by {describe_recipients(money.takers)}"
        steps.append(Step(StepKind.POT, "Ghost", note=f"{ghost.name}: {beaten}."))
    pots: tuple[PotResult, ...] = ()
    if money.takers:
        contestants = money.takers if deal.kind is not DealKind.CONTEST else deal.seats_in
        pot = Pot("Pot", table.pot_in_play, contestants)
        pot_result, pot_steps = award_pot(
            AwardRules(scenario.chips, rules, scenario.odd_chip_policy),
            pot,
            scenario.chips.make_up(table.pot_in_play),
            chips_known=True,
            boards=scenario.boards,
            hands={1: {seat: hands[seat] for seat in contestants if seat in hands}},
        )
        pots = (pot_result,)
        if pot.contested:
            steps += pot_steps
        else:
            # One seat in alone: the declaration has said who takes the pot and why.
            why = {
                DealKind.ONE_IN: "the only seat in",
                DealKind.DEALER_IN: FORCED_IN,
            }.get(deal.kind, "it beats the ghost")
            if table.stage is not None:
                why = "three legs"
            # Said under the pot as the steps say it: a seat in alone, or the dealer forced
            # in, took it; nobody folded.
            taken = f"Seat {pot.eligible[0]} takes it: {why}."
            pots = (dataclasses.replace(pot_result, reasons=(taken,)),)
            steps += [
                dataclasses.replace(step, reason=why)
                for step in pot_steps
                if step.kind is not StepKind.POT
            ]
    where = "Next pot" if table.stage is None else f"Stage {table.stage}"
    steps += [Step(StepKind.POT, where, note=note) for note in money.notes[1:]]
    payouts = tuple((share.seat, share.amount) for pot in pots for share in pot.shares)
    return Result(
        scenario=scenario,
        hands=tuple(hands[seat] for seat in sorted(hands)),
        pots=pots,
        payouts=tuple(sorted(payouts)),
        steps=tuple(steps),
        guts=money,
    )
