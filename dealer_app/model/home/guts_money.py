"""Guts money: who takes the pot, who matches it, the limit, the reserve and the antes.

Guts is played for one pot. Players declare in or out; the best hand among those in takes
the pot and every other seat that stayed in pays the size of the pot into the next one.
:class:`GutsTable` holds the money of one deal and the house's options; :func:`declared`
says, from who is in, what happens and whose cards must be shown; :func:`settle` works out
the money from the strengths of the hands shown. No cards are read here: the strengths come
from :mod:`~dealer_app.model.hands.guts` through :mod:`~dealer_app.model.showdown.guts_deal`.

The rule text's own example of the limit and the reserve: 80 in the pot, a limit of 100,
four in. The winner takes 80, the three losers pay 80 each: 100 in the next pot, 140 in
reserve.

>>> table = GutsTable(pot=80, limit=100)
>>> deal = declared(table, seats=(1, 2, 3, 4), button=4, seats_in=(1, 2, 3, 4))
>>> money = settle(deal, {1: 9, 2: 5, 3: 4, 4: 1})
>>> money.takers, money.payment_map, money.next_pot, money.next_reserve
((1,), {2: 80, 3: 80, 4: 80}, 100, 140)

Won without a contest, the new pot comes from the reserve, up to the limit; again, what is
left; then everyone antes.

>>> table = GutsTable(pot=100, reserve=140, limit=100, ante=5)
>>> money = settle(declared(table, (1, 2, 3, 4), 4, (2,)), {})
>>> money.next_pot, money.next_reserve
(100, 40)
>>> money = settle(declared(table.replace(reserve=40), (1, 2, 3, 4), 4, (3,)), {})
>>> money.next_pot, money.next_reserve
(40, 0)
>>> money = settle(declared(table.replace(pot=40, reserve=0), (1, 2, 3, 4), 4, (3,)), {})
>>> money.next_pot, money.next_reserve, money.ante_map
(20, 0, {1: 5, 2: 5, 3: 5, 4: 5})

Choices where the rule text leaves room, as a home game plays it:

- The limit is applied to what is paid in (and to a pot that stays); the new pot is filled
  from the reserve only when the pot was taken and nothing was paid in, as the text's
  example does; with nothing paid and no reserve, every seat dealt in antes.
- Declaring in sequence, when nobody is in the dealer (the button seat) is in and takes the
  pot without showing. Declaring simultaneously, nobody in: the pot stays; by default every
  seat antes again (``nobody_in: "ante"``), or the wimp rule (``"wimp"``: every hand is
  shown and the best antes for everyone; tied best hands pay the antes in turn, whole
  antes, from the first of them clockwise from the button), or nothing (``"stays"``).
- With a ghost, a seat must beat the ghost to win: a hand that only ties it does not. When
  the ghost wins, the pot stays and every seat in matches it. With a ghost that always
  plays, nobody in means everyone antes, even declaring in sequence (the dealer is not
  forced in against the ghost).
- Single loser: only the worst hand among those in matches (all tied for worst pay);
  every seat antes for the next deal except the seats that matched this one.
- ``max_loss``: a loser pays the pot, but no more than this.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from dealer_app.model.hands.evaluated import HighHand
from dealer_app.model.home.guts_table import Declare, GhostRule, GutsMoneyError, GutsTable, NobodyIn
from dealer_app.model.money_words import MoneyWords
from dealer_app.model.words import describe_recipients

__all__ = ["FORCED_IN", "DealKind", "Declared", "GutsSettlement", "declared", "settle"]

FORCED_IN = "the dealer, forced in"
"""Why the dealer takes a pot nobody else stayed in for, and how its seat is said to be in."""


class DealKind(StrEnum):
    """What the declaration led to."""

    ONE_IN = "one_in"
    DEALER_IN = "dealer_in"
    CONTEST = "contest"
    NOBODY_IN = "nobody_in"


_ALL_SHOW = (NobodyIn.WIMP, NobodyIn.NON_PLAYERS_MATCH)


@dataclass(frozen=True)
class Declared:
    """Who is in, what that leads to, and whose hands must be shown."""

    table: GutsTable
    seats: tuple[int, ...]
    button: int | None
    seats_in: tuple[int, ...]
    kind: DealKind
    ghost_plays: bool

    @property
    def contestants(self) -> tuple[int, ...]:
        """The seats that can take the pot (the dealer alone when forced in)."""
        return self.forced_in or self.seats_in

    @property
    def forced_in(self) -> tuple[int, ...]:
        """The dealer, when everyone else is out and the rules put it in though it did not
        declare in (empty otherwise): a seat that is in, whatever its own declaration.

        >>> declared(GutsTable(pot=10), (1, 2, 3), 3, ()).forced_in
        (3,)
        """
        if self.kind is DealKind.DEALER_IN and self.button is not None:
            return (self.button,)
        return ()

    @property
    def shown(self) -> tuple[int, ...]:
        """The seats whose cards are shown: those in a contest, or everyone under the wimp rule."""
        if self.kind is DealKind.CONTEST:
            return self.seats_in
        if self.kind is DealKind.NOBODY_IN and self.table.nobody_in in _ALL_SHOW:
            return self.seats
        return ()

    @property
    def clockwise(self) -> tuple[int, ...]:
        """The seats dealt in, from the first clockwise from the button."""
        if self.button is None:
            return self.seats
        after = [seat for seat in self.seats if seat > self.button]
        return (*after, *(seat for seat in self.seats if seat <= self.button))


def declared(
    table: GutsTable,
    seats: Sequence[int],
    button: int | None,
    seats_in: Sequence[int],
) -> Declared:
    """What the declaration leads to: one in, the dealer in, a contest, or nobody in.

    >>> declared(GutsTable(pot=10), (1, 2, 3), 3, ()).kind
    <DealKind.DEALER_IN: 'dealer_in'>
    >>> declared(GutsTable(pot=10, declare="simultaneous"), (1, 2, 3), 3, ()).kind
    <DealKind.NOBODY_IN: 'nobody_in'>
    """
    seats, seats_in = tuple(sorted(seats)), tuple(sorted(seats_in))
    ghost = table.ghost
    if not seats_in:
        dealer_in = (
            table.declare is Declare.SEQUENCE
            and ghost is not GhostRule.ALWAYS
            and table.stage is None
            and not table.third_card
            and button in seats
        )
        kind = DealKind.DEALER_IN if dealer_in else DealKind.NOBODY_IN
        return Declared(table, seats, button, seats_in, kind, False)
    ghost_plays = ghost is GhostRule.ALWAYS or (ghost is GhostRule.ALONE and len(seats_in) == 1)
    kind = DealKind.CONTEST if len(seats_in) > 1 or ghost_plays else DealKind.ONE_IN
    return Declared(table, seats, button, seats_in, kind, ghost_plays)


@dataclass(frozen=True)
class GutsSettlement:
    """The money of one deal: who takes the pot, who pays, the antes, the next pot.

    ``takers`` share the pot (empty when it stays); ``payments`` and ``antes`` go into the
    next pot; ``to_reserve`` is set aside over the limit, ``from_reserve`` brought out to
    form the new pot; ``notes`` say it all in the dealer's words, in order (their amounts
    apart, written as the table writes money when said).
    """

    declared: Declared
    takers: tuple[int, ...]
    payments: tuple[tuple[int, int], ...]
    antes: tuple[tuple[int, int], ...]
    to_reserve: int
    from_reserve: int
    next_pot: int
    next_reserve: int
    ghost_wins: bool = False
    notes: tuple[str | MoneyWords, ...] = ()
    ghost_hand: HighHand | None = None
    """The ghost's hand when it played (filled in by the showdown, which reads cards)."""
    transfers: tuple[tuple[int, int, int], ...] = ()
    """Three-five-seven: (loser, winner, amount), paid seat to seat; the pot unchanged."""
    legs: tuple[tuple[int, int], ...] = ()
    """Three-five-seven: the legs each seat holds after this stage."""
    next_stage: int | None = None
    """Three-five-seven: the stage dealt next (1 after a new ante)."""
    game_over: bool = False
    """The game ends: three legs won the pot, or (4-2-x) a seat in alone took it."""

    @property
    def payment_map(self) -> dict[int, int]:
        """What each losing seat pays into the next pot."""
        return dict(self.payments)

    @property
    def ante_map(self) -> dict[int, int]:
        """What each seat antes into the next pot."""
        return dict(self.antes)

    @property
    def received(self) -> dict[int, int]:
        """What each seat is paid by other seats, outside the pot (three-five-seven's
        losers paying winners), seat to value, in seat order.

        >>> deal = declared(GutsTable(pot=20, stage=1), (1, 2, 3), 3, (1, 2, 3))
        >>> paid = GutsSettlement(deal, (), (), (), 0, 0, 20, 0, transfers=((1, 3, 20), (2, 3, 20)))
        >>> paid.received
        {3: 40}
        """
        totals: dict[int, int] = {}
        for _, winner, amount in sorted(self.transfers, key=lambda move: move[1]):
            totals[winner] = totals.get(winner, 0) + amount
        return totals

    @property
    def stage_winners(self) -> tuple[int, ...]:
        """Who won: the seats taking the pot, or (three-five-seven) the seats paid by losers."""
        paid = sorted({winner for _, winner, _ in self.transfers})
        return self.takers or tuple(paid)

    @property
    def pot_stays(self) -> bool:
        """True when nobody took the pot: it is carried into the next deal."""
        return not self.takers

    @property
    def matched_by(self) -> dict[int, int]:
        """The seats that match a pot that stays (the ghost unbeaten), and what each pays
        into the next pot: none in three-five-seven, whose losers pay its winners."""
        return {} if self.next_stage is not None else self.payment_map


def _best(seats: Sequence[int], strengths: Mapping[int, int]) -> tuple[int, ...]:
    top = max(strengths[seat] for seat in seats)
    return tuple(seat for seat in seats if strengths[seat] == top)


def _wimp_antes(deal: Declared, strengths: Mapping[int, int], ante: int) -> dict[int, int]:
    best = _best(deal.seats, strengths)
    payers = [seat for seat in deal.clockwise if seat in best]
    antes = dict.fromkeys(payers, 0)
    # Tied best hands pay the seats' antes in turn, clockwise from the button: whole antes.
    for index in range(len(deal.seats)):
        antes[payers[index % len(payers)]] += ante
    return antes


def settle(
    deal: Declared,
    strengths: Mapping[int, int],
    ghost_strength: int | None = None,
    wild_holders: Collection[int] = (),
    ghost_name: str = "the ghost",
) -> GutsSettlement:
    """The money of a deal, from the strengths of the shown hands (higher is better).

    ``strengths`` must hold every seat in :attr:`Declared.shown`; ``ghost_strength`` the
    ghost's when :attr:`Declared.ghost_plays`; ``wild_holders`` the seats holding a wild
    card (for ``nobody_in: "non_players_match"``); ``ghost_name`` how the steps name the
    hand to beat (4-2-x's seat alone plays ``"the deck"``).

    Ties share the pot, and when everyone in ties nobody pays:

    >>> deal = declared(GutsTable(pot=60), (1, 2, 3), 1, (1, 2))
    >>> money = settle(deal, {1: 7, 2: 7})
    >>> money.takers, money.payments, money.next_pot
    ((1, 2), (), 0)
    """
    table = deal.table
    notes: list[str | MoneyWords] = []
    takers: tuple[int, ...] = ()
    payers: tuple[int, ...] = ()
    ghost_wins = False
    antes: dict[int, int] = {}
    ante = table.ante or 0
    everyone_antes = wimp = False
    missing = [seat for seat in deal.shown if seat not in strengths]
    if missing:
        raise GutsMoneyError(f"seat {missing[0]}: its hand must be shown")
    if table.extra_antes:
        notes.append(
            MoneyWords.of(
                f"{describe_recipients(list(table.third_card))} stayed in for a third card and "
                "added {} each: the pot is {}.",
                table.extra_ante or 0,
                table.pot_in_play,
            )
        )
    if deal.kind is DealKind.ONE_IN:
        takers = deal.seats_in
        notes.append(f"seat {takers[0]} is the only seat in: it takes the pot without showing.")
    elif deal.kind is DealKind.DEALER_IN:
        takers = deal.contestants
        notes.append(
            f"everyone else is out: the dealer, seat {takers[0]}, is in and takes the pot "
            "without showing."
        )
    elif deal.kind is DealKind.NOBODY_IN:
        notes.append("nobody is in: the pot stays for the next deal.")
        if table.nobody_in is NobodyIn.NON_PLAYERS_MATCH:
            best_hands = _best(deal.seats, strengths)
            payers = tuple(
                seat for seat in deal.seats if seat in best_hands or seat in wild_holders
            )
            notes.append(
                f"nobody plays: the best hand, {describe_recipients(list(best_hands))}, "
                "matches the pot, as does every seat holding a two."
            )
        elif table.nobody_in is NobodyIn.WIMP and ante:
            antes, wimp = _wimp_antes(deal, strengths, ante), True
            notes.append(
                f"wimp rule: the best hand, {describe_recipients(sorted(antes))}, antes "
                "for everyone."
            )
        elif table.nobody_in is NobodyIn.ANTE or table.ghost is not GhostRule.NONE:
            everyone_antes = True
    else:
        against = f" and {ghost_name}'s" if deal.ghost_plays else ""
        alone = len(deal.seats_in) == 1
        notes.append(
            f"{describe_recipients(list(deal.seats_in))} {'is' if alone else 'are'} in: "
            f"{'its hand' if alone else 'their hands'}{against} are shown."
        )
        best = _best(deal.seats_in, strengths)
        if deal.ghost_plays:
            if ghost_strength is None:
                raise GutsMoneyError("guts: ghost_cards: the ghost's hand must be shown")
            ghost_wins = ghost_strength >= strengths[best[0]]
        if ghost_wins:
            payers = deal.seats_in
            notes.append(f"{ghost_name} is not beaten: the pot stays and every seat in matches it.")
        else:
            takers = best
            payers = tuple(seat for seat in deal.seats_in if seat not in best)
            if table.single_loser and payers:
                payers = tuple(seat for seat in payers if seat in _worst(payers, strengths))
            if not payers and len(takers) > 1:
                notes.append(
                    f"{describe_recipients(list(takers))} tie: they share the pot and nobody pays."
                )
    payment = table.payment
    payments = {seat: payment for seat in payers if payment}
    paid = sum(payments.values())
    if payments:
        capped = " (the maximum loss)" if payment < table.pot_in_play else " (the size of the pot)"
        who = describe_recipients(sorted(payments))
        each = " each" if len(payments) > 1 else ""
        notes.append(
            MoneyWords.of(
                f"{who} pay{'s' if len(payments) == 1 else ''} {{}}{each}{capped} into the next "
                "pot: {}.",
                payment,
                paid,
            )
        )
    next_pot = paid + (table.pot_in_play if not takers else 0)
    reserve, to_reserve, from_reserve = table.reserve, 0, 0
    if table.limit is not None and next_pot > table.limit:
        to_reserve = next_pot - table.limit
        next_pot = table.limit
        reserve += to_reserve
        notes.append(
            MoneyWords.of(
                "over the limit of {}: {} is set aside in the reserve.", table.limit, to_reserve
            )
        )
    elif takers and not paid and reserve:
        from_reserve = reserve if table.limit is None else min(reserve, table.limit)
        reserve -= from_reserve
        next_pot += from_reserve
        notes.append(MoneyWords.of("the new pot comes from the reserve: {}.", from_reserve))
    if takers and not next_pot:
        everyone_antes = True
    # The wimp rule's antes replace every other ante of the deal.
    if ante and not wimp:
        if everyone_antes:
            antes = dict.fromkeys(deal.seats, ante)
        elif table.single_loser:
            antes = {seat: ante for seat in deal.seats if seat not in payments}
        elif table.outs_ante and deal.kind is DealKind.CONTEST:
            antes = {seat: ante for seat in deal.seats if seat not in deal.seats_in}
    if antes and not wimp:
        excused = [seat for seat in deal.seats if seat not in antes]
        who_not = "who stayed in" if table.outs_ante else "who matched"
        but = f" (not {describe_recipients(excused)}, {who_not})" if excused else ""
        notes.append(
            MoneyWords.of(
                f"every seat antes {{}}{but}: {{}} into the next pot.", ante, sum(antes.values())
            )
        )
    next_pot += sum(antes.values())
    notes.append(MoneyWords.of("{} to play for next deal; {} in reserve.", next_pot, reserve))
    return GutsSettlement(
        declared=deal,
        takers=takers,
        payments=tuple(sorted(payments.items())),
        antes=tuple(sorted(antes.items())),
        to_reserve=to_reserve,
        from_reserve=from_reserve,
        next_pot=next_pot,
        next_reserve=reserve,
        ghost_wins=ghost_wins,
        notes=tuple(notes),
    )


def _worst(seats: Sequence[int], strengths: Mapping[int, int]) -> tuple[int, ...]:
    bottom = min(strengths[seat] for seat in seats)
    return tuple(seat for seat in seats if strengths[seat] == bottom)
