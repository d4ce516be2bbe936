"""What a resolved showdown is made of: hands, winners, shares, odd chips, pots, the result.

Plain immutable values: :func:`dealer_app.model.showdown.resolve.resolve` builds them,
:mod:`~dealer_app.model.formats.scenario` writes them out, the table draws them. How they
are worked out lives elsewhere: pots are awarded in :mod:`~dealer_app.model.showdown.award`, odd
chips ordered in :mod:`~dealer_app.model.showdown.odd_chips`, steps said in
:mod:`~dealer_app.model.showdown.steps` and contests explained in
:mod:`~dealer_app.model.showdown.contests`.

>>> Winners(high=(4, 1), low=(2,)).seats
(1, 2, 4)
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeAlias

from dealer_app.model.cards import Card
from dealer_app.model.chips import ChipCounts
from dealer_app.model.hands.evaluated import HighHand, LowHand
from dealer_app.model.hands.strength import Category
from dealer_app.model.showdown.steps import Step
from dealer_app.model.words import describe_recipients

if TYPE_CHECKING:
    from dealer_app.model.home.guts_money import GutsSettlement
    from dealer_app.model.room.money import MoneyUnit
    from dealer_app.model.showdown.contests import Contest
    from dealer_app.model.showdown.rake import RakeTaken
    from dealer_app.model.showdown.scenario import Scenario

__all__ = [
    "OddChip",
    "PotResult",
    "Reason",
    "Result",
    "RunResult",
    "SeatHand",
    "Share",
    "Winners",
]


@dataclass(frozen=True)
class SeatHand:
    """One seat's evaluated hand on one board (``board`` is 1 for the first)."""

    seat: int
    high: HighHand | LowHand | None
    low: LowHand | None
    board: int = 1

    @property
    def category(self) -> Category | None:
        """The high hand's category (``None`` in razz, which has no high, and in the games
        whose first half is a low: badeucy, badacey, razzdugi)."""
        return self.high.category if isinstance(self.high, HighHand) else None

    @property
    def name(self) -> str:
        """The hand's spoken name; the low's name in razz."""
        if self.high is not None:
            return self.high.name
        return self.low.name if self.low is not None else ""

    @property
    def best(self) -> tuple[Card, ...]:
        """The cards that play (the low cards in razz)."""
        if self.high is not None:
            return self.high.cards
        return self.low.cards if self.low is not None else ()


@dataclass(frozen=True)
class Winners:
    """The seats that win the high half and the low half (``low`` empty when none)."""

    high: tuple[int, ...] = ()
    low: tuple[int, ...] = ()

    @property
    def seats(self) -> tuple[int, ...]:
        """Every seat that wins something, in seat order."""
        return tuple(sorted(set(self.high) | set(self.low)))

    @property
    def halved(self) -> bool:
        """Whether the pot is split between a high and a low hand (a scoop too). Razz and
        the other low-only games keep their winners as the low alone: no halves.

        >>> Winners(high=(1,), low=(2,)).halved, Winners(low=(2, 3)).halved
        (True, False)
        """
        return bool(self.high) and bool(self.low)


@dataclass(frozen=True)
class Share:
    """What one seat receives from a pot: the value and the chips by colour.

    ``chips`` is ``None`` only in a board's part of a pot pushed whole to one seat (it won
    every board): that part is never counted out on its own.
    """

    seat: int
    amount: int
    chips: ChipCounts | None


@dataclass(frozen=True)
class OddChip:
    """One odd chip given out: to which seat, its value, its colour and why.

    ``of_division`` marks the odd unit of halving a pot or dividing it between boards, which a
    seat takes within the half or board it wins whole, not as the odd chip of a tie.
    """

    seat: int
    value: int
    chip: str
    reason: str
    of_division: bool = False


Reason: TypeAlias = "str | Contest"
"""One line of a pot's explanation: plain words, or a contest worked out when read."""


def _texts(reasons: Sequence[Reason]) -> tuple[str, ...]:
    return tuple(reason if isinstance(reason, str) else reason.text for reason in reasons)


@dataclass(frozen=True)
class RunResult:
    """One board's part of a pot, when the board was run more than once."""

    board: int
    amount: int
    chips: ChipCounts
    winners: Winners
    shares: tuple[Share, ...]
    odd_chips: tuple[OddChip, ...]
    reasons: tuple[Reason, ...] = field(default=(), repr=False, compare=False)

    @functools.cached_property
    def explanation(self) -> tuple[str, ...]:
        """Why this board's part goes where it goes, in plain words."""
        return _texts(self.reasons)


@dataclass(frozen=True)
class PotResult:
    """One pot: its value and chips, who could win it, who won, and who receives what.

    ``runs`` has one entry per board when the board was run more than once (empty
    otherwise); ``shares`` and ``odd_chips`` are then the sums over the runs.
    ``explanation`` says in plain words why the pot goes where it goes (who beats whom,
    why hands tie). ``returned`` marks an uncalled bet going back to its seat.
    ``waiting``: the parts of the pot that wait for rock-paper-scissors among seats tied
    under the ``suit_tiebreaks`` rule, each as (the name ``roshambo`` gives it, the seats);
    nothing is paid from such a part yet.
    """

    name: str
    amount: int
    chips: ChipCounts
    eligible: tuple[int, ...]
    winners: Winners
    shares: tuple[Share, ...]
    odd_chips: tuple[OddChip, ...]
    runs: tuple[RunResult, ...] = ()
    returned: bool = False
    raked: int = 0
    """The value the rake and drop took from this pot before the split (in ``amount``)."""
    reasons: tuple[Reason, ...] = field(default=(), repr=False, compare=False)
    waiting: tuple[tuple[str, tuple[int, ...]], ...] = ()
    split_both_ways: bool = False
    """The same seats tie high and low and the pot was split once among them, the odd chips
    by the odd-chip rule, not halved first (the steps say so when they announce the pot)."""
    split_once_on_boards: bool = False
    """Run more than once, the same seats took every board the same way and the pot was split
    once among them, not cut board by board (the steps say so when they announce the pot)."""

    @property
    def nothing_to_push(self) -> bool:
        """The rake and the drop took every chip of this pot: it pays nobody."""
        return 0 < self.amount == self.raked

    @property
    def winning_seats(self) -> frozenset[int]:
        """Every seat this pot pays or may yet pay: its winners of each half and board, and
        the seats a part of it waits for; the other eligible seats' hands lost it (a pot the
        rake took whole pays nobody: its winners have nothing of it to win)."""
        if self.nothing_to_push:
            return frozenset()
        seats = {share.seat for share in self.shares if share.amount}
        seats.update(self.winners.seats)
        for run in self.runs:
            seats.update(run.winners.seats)
        for _, waiting in self.waiting:
            seats.update(waiting)
        return frozenset(seats)

    @property
    def pending(self) -> str:
        """What the pot waits for, in words (empty when nothing):
        ``"rock-paper-scissors among seats 2, 5 and 9"``."""
        texts = []
        for where, seats in self.waiting:
            game = f"rock-paper-scissors among {describe_recipients(list(seats))}"
            part = where.partition(", ")[2]
            texts.append(f"{part}: {game}" if part else game)
        return "; ".join(texts)

    @functools.cached_property
    def explanation(self) -> tuple[str, ...]:
        """Why the pot goes where it goes: who beats whom, why hands tie (plain words).

        Worked out when first asked for, since only a table view shows it.
        """
        return _texts(self.reasons)

    def share_of(self, seat: int) -> Share | None:
        """What ``seat`` receives from this pot, if anything."""
        for share in self.shares:
            if share.seat == seat:
                return share
        return None


@dataclass(frozen=True)
class Result:
    """The resolved showdown: hands, pots, payouts and the dealer's steps.

    ``hands``: one per seat that has not folded and shows cards, in seat order (one per
    seat per board when run more than once). ``payouts``: total value per seat, in seat
    order. ``steps``: the dealer's procedure as data; :attr:`step_texts` in plain words.
    """

    scenario: Scenario
    hands: tuple[SeatHand, ...]
    pots: tuple[PotResult, ...]
    payouts: tuple[tuple[int, int], ...]
    steps: tuple[Step, ...]
    guts: GutsSettlement | None = None
    """A guts deal's money: who pays, the antes, the next pot and reserve."""
    rake: RakeTaken | None = None
    """What the room's rake and drop took, when the scenario has a rake."""

    @property
    def payout_map(self) -> Mapping[int, int]:
        """The payouts as a mapping, seat to value."""
        return dict(self.payouts)

    @property
    def returned_map(self) -> Mapping[int, int]:
        """What goes back to each seat as its own uncalled bet, seat to value: counted in
        :attr:`payouts`, but never part of a pot (nobody called it), so never won."""
        returned: dict[int, int] = {}
        for pot in self.pots:
            if pot.returned:
                for share in pot.shares:
                    returned[share.seat] = returned.get(share.seat, 0) + share.amount
        return returned

    def payout(self, seat: int) -> int:
        """The total value ``seat`` receives (0 when nothing)."""
        return dict(self.payouts).get(seat, 0)

    @property
    def step_texts(self) -> tuple[str, ...]:
        """The dealer's steps in plain words, in order."""
        return tuple([step.text for step in self.steps])

    def step_words(self, money: MoneyUnit) -> tuple[str, ...]:
        """The dealer's steps as :attr:`step_texts` says them, amounts written in ``money`` as
        the felt writes them (``$1,225``)."""
        return tuple([step.words(money) for step in self.steps])

    def hands_on(self, board: int = 1) -> tuple[SeatHand, ...]:
        """The evaluated hands on one board."""
        return tuple(hand for hand in self.hands if hand.board == board)
