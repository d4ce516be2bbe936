"""Three-five-seven's money: legs for a seat in alone, losers paying winners, three legs win.

At each stage: nobody in, nothing happens; one seat in takes a leg; several in, each loser
pays each winner the size of the pot, seat to seat, and the pot stays as it is. A third leg
takes the whole pot and ends the game. After stage three with no third leg, everyone antes
again and the next deal starts at stage one.

>>> from dealer_app.model.home.guts_money import GutsTable, declared
>>> table = GutsTable(pot=30, ante=5, stage=2, legs=((1, 1),))
>>> money = settle_stage(declared(table, (1, 2, 3), 3, (1, 2, 3)), {1: 5, 2: 9, 3: 9})
>>> money.stage_winners, money.transfers, money.next_pot, money.next_stage
((2, 3), ((1, 2, 30), (1, 3, 30)), 30, 3)
>>> money = settle_stage(declared(table.replace(stage=3, legs=((2, 2),)), (1, 2, 3), 3, (2,)), {})
>>> money.takers, money.legs, money.game_over, money.next_pot
((2,), ((2, 3),), True, 15)

Choices where the rule text leaves room:

- A loser pays the size of the pot (no more than ``max_loss``) to each winner in turn.
- Tied best hands are all winners: each loser pays each of them.
- After the game ends on a third leg (the result still shows the three legs), the next
  game starts at stage one with no legs and a new ante from every seat.
"""

from __future__ import annotations

from collections.abc import Mapping

from dealer_app.model.home.guts_money import DealKind, Declared, GutsSettlement
from dealer_app.model.home.guts_table import GutsMoneyError
from dealer_app.model.money_words import MoneyWords
from dealer_app.model.words import describe_recipients

__all__ = ["LEGS_TO_WIN", "settle_stage"]

LEGS_TO_WIN = 3
"""The legs that take the whole pot."""


def settle_stage(deal: Declared, strengths: Mapping[int, int]) -> GutsSettlement:
    """The money of one stage of three-five-seven (see the module)."""
    table = deal.table
    stage = table.stage
    if stage is None:
        raise GutsMoneyError("guts: stage: missing (1, 2 or 3 in three-five-seven)")
    legs = dict(table.legs)
    notes: list[str | MoneyWords] = []
    takers: tuple[int, ...] = ()
    transfers: list[tuple[int, int, int]] = []
    game_over = False
    if deal.kind is DealKind.NOBODY_IN:
        notes.append(f"stage {stage}: nobody is in, nothing happens.")
    elif deal.kind is DealKind.ONE_IN:
        seat = deal.seats_in[0]
        legs[seat] = legs.get(seat, 0) + 1
        notes.append(f"stage {stage}: seat {seat} is the only seat in and takes a leg.")
        if legs[seat] >= LEGS_TO_WIN:
            takers, game_over = (seat,), True
            notes.append(f"seat {seat} has three legs: it takes the whole pot; the game ends.")
    else:
        missing = [seat for seat in deal.seats_in if seat not in strengths]
        if missing:
            raise GutsMoneyError(f"seat {missing[0]}: its hand must be shown")
        top = max(strengths[seat] for seat in deal.seats_in)
        winners = [seat for seat in deal.seats_in if strengths[seat] == top]
        losers = [seat for seat in deal.seats_in if seat not in winners]
        notes.append(
            f"stage {stage}: {describe_recipients(list(deal.seats_in))} are in; "
            f"{describe_recipients(winners)} {'wins' if len(winners) == 1 else 'win'}."
        )
        amount = table.payment
        transfers = [(loser, winner, amount) for loser in losers for winner in winners]
        for loser in losers:
            notes.append(
                MoneyWords.of(
                    f"seat {loser} pays {{}} (the size of the pot) to "
                    f"{'each of ' if len(winners) > 1 else ''}{describe_recipients(winners)}.",
                    amount,
                )
            )
        if not losers:
            notes.append("they all tie: nobody pays; the pot stays as it is.")
    next_pot, next_stage, antes = table.pot, stage + 1, {}
    if game_over:
        next_pot, next_stage = 0, 1
    if next_stage > 3 or game_over:
        next_stage = 1
        if table.ante:
            antes = dict.fromkeys(deal.seats, table.ante)
            notes.append(
                MoneyWords.of(
                    f"{'new game' if game_over else 'no third leg after stage three'}: every "
                    "seat antes {} and the next deal starts at stage one.",
                    table.ante,
                )
            )
    next_pot += sum(antes.values())
    notes.append(MoneyWords.of(f"{{}} in the pot; next: stage {next_stage}.", next_pot))
    payments: dict[int, int] = {}
    for loser, _, amount in transfers:
        payments[loser] = payments.get(loser, 0) + amount
    return GutsSettlement(
        declared=deal,
        takers=takers,
        payments=tuple(sorted(payments.items())),
        antes=tuple(sorted(antes.items())),
        to_reserve=0,
        from_reserve=0,
        next_pot=next_pot,
        next_reserve=table.reserve,
        notes=tuple(notes),
        transfers=tuple(transfers),
        legs=tuple(sorted((seat, count) for seat, count in legs.items() if count)),
        next_stage=next_stage,
        game_over=game_over,
    )
