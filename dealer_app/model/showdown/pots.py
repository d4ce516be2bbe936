"""The main pot and the side pots, built from what each seat committed.

Every distinct amount committed is a contribution level; the money between one level and
the next forms a layer that the seats which reached the upper level can win. Folded
seats' money stays in the layers they reached, but they cannot win anything. Layers with
the same eligible seats are one pot, so a pot's odd chips are counted once, not per
layer.

Choices where the rules leave room, as a card room handles them:

- The top layer that only one seat reached (an uncalled bet or the unmatched part of a
  raise) is not a pot: it goes straight back to that seat, even when that seat has folded.
- A pot that only one seat can win (every other seat in it folded) goes to that seat with
  no showdown.
- Folded money above everything the live seats committed (possible only when the input
  is inconsistent) is dead money for the last pot formed.

>>> pots = build_pots({1: 300, 4: 300, 7: 50}, folded={7})
>>> [(pot.name, pot.amount, pot.eligible) for pot in pots]
[('Main pot', 650, (1, 4))]

Three all-ins for different amounts, plus dead money from a fold:

>>> pots = build_pots({1: 100, 2: 250, 3: 400, 4: 400, 5: 60}, folded={5})
>>> [(pot.name, pot.amount, pot.eligible) for pot in pots]
[('Main pot', 460, (1, 2, 3, 4)), ('Side pot 1', 450, (2, 3, 4)), ('Side pot 2', 300, (3, 4))]

An uncalled raise goes back:

>>> pots = build_pots({1: 100, 2: 500}, folded=set())
>>> [(pot.name, pot.amount, pot.eligible, pot.returned) for pot in pots]
[('Main pot', 200, (1, 2), False), ('Returned to seat 2', 400, (2,), True)]
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass

from dealer_app.model.chips import amount_problem

__all__ = ["Pot", "PotError", "build_pots", "single_pot"]


class PotError(ValueError):
    """Money that cannot form pots; the message names the field."""


@dataclass(frozen=True, slots=True)
class Pot:
    """One pot: its value, who can win it, and who put money into it.

    ``returned`` marks an uncalled top layer, which goes back to its only contributor.
    ``contested`` is true when two or more seats can win it, so cards decide.
    """

    name: str
    amount: int
    eligible: tuple[int, ...]
    contributors: tuple[int, ...] = ()
    returned: bool = False

    @property
    def contested(self) -> bool:
        """Two or more seats can win this pot, so a showdown decides it."""
        return len(self.eligible) >= 2


class _Layer:
    """One level of the money committed while the pots are built: its amount so far, the
    seats that may win it and the seats that put into it."""

    # A plain class: a dataclass is built when its module is loaded, and every new table
    # loads the pots before its first window is shown; a layer is only ever built here.
    __slots__ = ("amount", "contributors", "eligible")

    def __init__(self, amount: int, eligible: tuple[int, ...], contributors: set[int]) -> None:
        self.amount = amount
        self.eligible = eligible
        self.contributors = contributors


def build_pots(committed: Mapping[int, int], folded: Collection[int]) -> tuple[Pot, ...]:
    """The pots formed by the seats' contributions: main pot first, then side pots.

    A returned uncalled layer, if any, comes last. Seats that committed nothing may be
    left out of ``committed``.

    >>> build_pots({1: 50, 2: 50}, folded={1, 2})
    Traceback (most recent call last):
    ...
    dealer_app.model.showdown.pots.PotError: seats: every seat has folded; nobody can win the pot
    """
    for seat, amount in committed.items():
        problem = amount_problem(amount, f"seat {seat}: committed")
        if problem is not None:
            raise PotError(problem)
    folded_seats = set(folded)
    seats = sorted(set(committed) | folded_seats)
    live = [seat for seat in seats if seat not in folded_seats]
    if not live:
        raise PotError("seats: every seat has folded; nobody can win the pot")
    amounts = {seat: committed.get(seat, 0) for seat in seats}

    returned: Pot | None = None
    top, second = _two_largest(amounts.values())
    if top > second:
        top_seat = next(seat for seat in seats if amounts[seat] == top)
        amounts[top_seat] = second
        returned = Pot(f"Returned to seat {top_seat}", top - second, (top_seat,), (top_seat,), True)

    layers: list[_Layer] = []
    previous = 0
    # Each distinct amount is a level; every seat that reached it puts the whole step from
    # the level below into the layer (seats in seat order, so the eligible come out sorted).
    for level in sorted({amount for amount in amounts.values() if amount > 0}):
        contributors = [seat for seat in seats if amounts[seat] >= level]
        eligible = tuple([seat for seat in contributors if seat not in folded_seats])
        value = (level - previous) * len(contributors)
        if layers and (not eligible or eligible == layers[-1].eligible):
            layers[-1].amount += value
            layers[-1].contributors.update(contributors)
        else:
            layers.append(_Layer(value, eligible, set(contributors)))
        previous = level
    if layers and not layers[0].eligible:
        # Only folded seats put money in: whoever has not folded takes it.
        layers[0].eligible = tuple(live)

    pots = [
        Pot(
            "Main pot" if number == 0 else f"Side pot {number}",
            layer.amount,
            layer.eligible,
            tuple(sorted(layer.contributors)),
        )
        for number, layer in enumerate(layers)
    ]
    if returned is not None:
        pots.append(returned)
    return tuple(pots)


def _two_largest(amounts: Iterable[int]) -> tuple[int, int]:
    """The largest amount and the next (equal when two seats share the top); 0 if none."""
    ranked = sorted(amounts, reverse=True)
    return (ranked[0] if ranked else 0), (ranked[1] if len(ranked) > 1 else 0)


def single_pot(amount: int, eligible: Collection[int]) -> Pot:
    """One pot given directly (as chips), which every seat still in can win.

    >>> single_pot(650, [4, 1])
    Pot(name='Main pot', amount=650, eligible=(1, 4), contributors=(), returned=False)
    """
    if not eligible:
        raise PotError("seats: every seat has folded; nobody can win the pot")
    return Pot("Main pot", amount, tuple(sorted(eligible)))
