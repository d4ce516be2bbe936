"""Who gets the odd chip, and why: the one place for every odd-chip rule and its words (the
house's two choices of rule are named in :mod:`~dealer_app.model.showdown.odd_chip_rules`).

- Button games: the first tied winner clockwise from the button, then the next (heads-up,
  the first clockwise from the button is the big blind).
- Stud games: the highest card by suit for the high, the lowest card by suit (aces low) for
  the low (razz, stud8's low half, both halves of razzdugi), among all the seat's cards or,
  with ``stud_odd_chip: best_five``, the five that play. Suits rank spades, hearts,
  diamonds, clubs.
- A high-low pot that does not halve evenly gives its odd unit to the high half
  (:data:`HALVING_REASON`), and a pot split between a five-card and a four-card hand
  (badeucy, badacey, razzdugi) to the five-card half (:data:`FIVE_CARD_HALVING_REASON`); a pot
  divided between boards gives it to the first board (:func:`board_reason`).
- ``odd_chips: per_pot`` (the default, Robert's Rules): within one pot a seat that already
  has an odd chip is passed over while another winner of that split has none; the odd unit
  of a halving counts for the seat that takes that half whole. ``per_split``: each split
  gives out its own odd chips.
- A pot run more than once is counted over all its boards before any is paid
  (:meth:`OddChipPolicy.odd_chips_elsewhere`): the units its divisions force on seats
  first, then its ties' odd chips, one per player before a second, clockwise from the
  button; so the order the boards are listed in never moves an odd chip.

The splits themselves (:mod:`~dealer_app.model.showdown.split`) hand the chips out in the
order given here, with these reasons.

>>> from dealer_app.model.hands.games import OddChipOrder
>>> policy = OddChipPolicy(OddChipOrder.BUTTON, button=4)
>>> policy.order_of_seats([2, 5, 7])
((5, 'first seat clockwise from the button'), (7, 'next seat clockwise from the button'), \
(2, 'next seat clockwise from the button'))
>>> policy.in_pot(((5, "first"), (7, "next")), ledger={5: 1})
((7, 'next; seat 5 already has an odd chip of this pot, one per player'), \
(5, 'first, after seat 7: one odd chip per player before a second'))
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealer_app.model.cards import Card
from dealer_app.model.hands.games import OddChipOrder
from dealer_app.model.showdown.odd_chip_rules import OddChipRule, StudOddChip
from dealer_app.model.words import describe_recipients, join_words, ordinal, times

if TYPE_CHECKING:
    from dealer_app.model.showdown.result import SeatHand

__all__ = [
    "FIVE_CARD_HALVING_REASON",
    "HALVING_REASON",
    "OddChipPolicy",
    "SeatOddChips",
    "TiedSplit",
    "board_reason",
    "describe_odd_chip_seats",
    "odd_chip_seats",
    "odd_chips_by_seat",
    "odd_chips_go",
]


HALVING_REASON = "the high hand takes the odd chip of the high-low split"
"""Why the high half, and so the seat taking it whole, gets a halving's odd unit."""


FIVE_CARD_HALVING_REASON = "the five-card half takes the odd chip of the split"
"""Why the first half gets a halving's odd unit in a game whose halves are named (badeucy,
badacey, razzdugi): the five-card half takes it, as the high half does in high-low. The
steps name that half already ("goes to the razz half (...)"): the reason does not again."""


def board_reason(run: int) -> str:
    """Why board number ``run`` takes the odd unit of a pot divided between boards."""
    return f"the {ordinal(run)} board takes the odd chip"


@dataclass(frozen=True)
class SeatOddChips:
    """One seat's odd chips of a pot, named once: the seat, how many it takes and why (each
    reason said once). Every list of odd chips says them with these words.

    >>> two, one = SeatOddChips(1, 2, "first seat"), SeatOddChips(2, 1)
    >>> two.to_seat("white"), one.to_seat("white", the=True), one.to_seat()
    ('2 odd white chips to seat 1', 'the odd white chip to seat 2', 'odd chip to seat 2')
    >>> two.share(), one.share(), two.seat_times(), one.seat_times()
    ('2 to seat 1', 'one to seat 2', 'seat 1 twice', 'seat 2')
    """

    seat: int
    count: int
    reason: str = ""

    def chips(self, chip: str = "", *, the: bool = False) -> str:
        """``"odd white chip"`` (``"the odd white chip"`` with ``the``) or
        ``"2 odd white chips"``."""
        odd = f"odd {chip} " if chip else "odd "
        if self.count == 1:
            return f"{'the ' if the else ''}{odd}chip"
        return f"{self.count} {odd}chips"

    def to_seat(self, chip: str = "", *, the: bool = False) -> str:
        """``"2 odd white chips to seat 1"``."""
        return f"{self.chips(chip, the=the)} to seat {self.seat}"

    def share(self) -> str:
        """How many go to the seat, among other seats' odd chips: ``"one to seat 2"``."""
        return f"{'one' if self.count == 1 else self.count} to seat {self.seat}"

    def seat_times(self) -> str:
        """The seat with how often it takes an odd chip: ``"seat 1 twice"``."""
        return f"seat {self.seat} {times(self.count)}" if self.count > 1 else f"seat {self.seat}"


def odd_chips_by_seat(takers: Sequence[tuple[int, str]]) -> tuple[SeatOddChips, ...]:
    """A pot's odd chips (each a seat and why, in the order they are given: the first to the
    first seat clockwise, or by suit) by seat: each seat once, in the order it first takes
    one, with how many it takes and why, each reason said once (a seat takes two odd chips
    of one pot only from two of its splits, the halves or the boards).

    >>> odd_chips_by_seat([(3, "first seat"), (1, "next seat"), (3, "first seat")])
    (SeatOddChips(seat=3, count=2, reason='first seat'), SeatOddChips(seat=1, count=1, \
reason='next seat'))
    """
    reasons: dict[int, list[str]] = {}
    for seat, reason in takers:
        reasons.setdefault(seat, []).append(reason)
    return tuple(
        SeatOddChips(seat, len(said), "; ".join(dict.fromkeys(said)))
        for seat, said in reasons.items()
    )


def odd_chip_seats(seats: Sequence[int]) -> tuple[SeatOddChips, ...]:
    """Seats taking odd chips (a seat each, in the order they are given), without reasons,
    by seat as :func:`odd_chips_by_seat` gives them."""
    return odd_chips_by_seat([(seat, "") for seat in seats])


def describe_odd_chip_seats(seats: Sequence[int], *, then: bool = False) -> str:
    """The seats taking odd chips, in the order they are given, each once with how often.
    With ``then`` seats that take one each are said one after the other; a seat taking two
    is still named once (its chips are not both given before the next seat's).

    >>> describe_odd_chip_seats([9, 2]), describe_odd_chip_seats([1, 2, 1])
    ('seats 9 and 2', 'seat 1 twice and seat 2')
    >>> describe_odd_chip_seats([9, 2], then=True), describe_odd_chip_seats([1, 2, 1], then=True)
    ('seat 9, then seat 2', 'seat 1 twice and seat 2')
    """
    by_seat = odd_chip_seats(seats)
    if len(by_seat) < len(seats):
        return join_words([taken.seat_times() for taken in by_seat])
    if then:
        return ", then ".join(taken.seat_times() for taken in by_seat)
    return describe_recipients(list(seats))


def odd_chips_go(takers: Sequence[tuple[int, str]], *, chip: str = "", whose: str = "the") -> str:
    """Who takes a pot's odd chips (each a seat and why, in order) in a dealer's words, each
    seat named once: ``whose`` odd ``chip`` chips go to them.

    >>> high = "the high hand takes the odd chip of the high-low split"
    >>> first = "first seat clockwise from the button"
    >>> odd_chips_go([(3, high), (1, first)])
    'the odd chips go to seat 3 (the high hand takes the odd chip of the high-low split) and \
seat 1 (first seat clockwise from the button)'
    >>> odd_chips_go([(1, first), (1, first)], chip="white", whose="this pot's")
    "this pot's 2 odd white chips go to seat 1 (first seat clockwise from the button)"
    >>> odd_chips_go([(1, first), (2, "next"), (1, first)])
    'the odd chips go to seat 1 (2 of them: first seat clockwise from the button) and seat 2 \
(next)'
    """
    by_seat = odd_chips_by_seat(takers)
    if len(by_seat) == 1:
        taken = by_seat[0]
        goes = "goes" if taken.count == 1 else "go"
        return f"{whose} {taken.chips(chip)} {goes} to seat {taken.seat} ({taken.reason})"
    named = [
        f"seat {taken.seat} ({taken.reason})"
        if taken.count == 1
        else f"seat {taken.seat} ({taken.count} of them: {taken.reason})"
        for taken in by_seat
    ]
    odd = f"odd {chip} " if chip else "odd "
    return f"{whose} {odd}chips go to {join_words(named)}"


@dataclass(frozen=True)
class TiedSplit:
    """One split of a pot among tied winners that gives out odd chips: where it is made,
    the tied seats and how many odd chips it has (fewer than the seats)."""

    where: str
    seats: tuple[int, ...]
    odd_chips: int


@dataclass(frozen=True)
class OddChipPolicy:
    """The odd-chip rules of one table: the order by game, the button, the house rules.

    ``seat_cards`` are every seat's cards, needed only by stud games under ``all_cards``.
    """

    order_by: OddChipOrder
    button: int | None = None
    heads_up: bool = False
    stud_cards: StudOddChip = StudOddChip.ALL_CARDS
    rule: OddChipRule = OddChipRule.PER_POT
    seat_cards: Mapping[int, tuple[Card, ...]] = field(default_factory=dict, compare=False)
    first_half_by_lowest_card: bool = False
    """Stud games whose first half is a low too (razzdugi's razz): its tied winners take
    odd chips by the lowest card, as the low half's do."""
    halving_reason: str = HALVING_REASON
    """Why the first half takes the odd unit of a halving (:data:`HALVING_REASON`, or
    :data:`FIVE_CARD_HALVING_REASON` where the halves are named)."""

    def order(
        self, winners: Sequence[SeatHand], *, low: bool = False
    ) -> tuple[tuple[int, str], ...]:
        """Tied winners in the order they take odd chips, each with the reason."""
        if self.order_by is OddChipOrder.BUTTON:
            return self.order_of_seats([hand.seat for hand in winners])
        deciding = {hand.seat: self._deciding_card(hand, low) for hand in winners}
        lowest = low or self.first_half_by_lowest_card
        if lowest:
            seats = sorted(deciding, key=lambda seat: _low_card_key(deciding[seat]))
        else:
            seats = sorted(deciding, key=lambda seat: deciding[seat], reverse=True)
        word = "lowest" if lowest else "highest"
        where = ""
        if self.stud_cards is StudOddChip.BEST_FIVE:
            # Razzdugi's badugi half plays one to four cards, not five.
            badugi = low and all(
                hand.low is not None and hand.low.kind.is_badugi for hand in winners
            )
            where = " of the cards that play" if badugi else " of the five that play"
        return tuple(
            (seat, f"{'next ' if position else ''}{word} card by suit{where}: {deciding[seat]}")
            for position, seat in enumerate(seats)
        )

    def order_of_seats(self, seats: Sequence[int]) -> tuple[tuple[int, str], ...]:
        """Seats of a button game in odd-chip order: clockwise from the button."""
        button = self.button or 0
        ordered = sorted(seats, key=lambda seat: (seat <= button, seat))
        first = "first seat clockwise from the button"
        if self.heads_up:
            # Said after a colon: the reason is itself put in parentheses where it is shown.
            first += ": the big blind, heads-up"
        return tuple(
            (seat, first if position == 0 else "next seat clockwise from the button")
            for position, seat in enumerate(ordered)
        )

    def in_pot(
        self,
        order: Sequence[tuple[int, str]],
        ledger: Mapping[int, int],
        *,
        counted_ahead: bool = False,
    ) -> tuple[tuple[int, str], ...]:
        """The order of one split within a pot, given the odd chips seats have taken so far
        (or, ``counted_ahead``, take in the pot's other splits: see
        :meth:`odd_chips_elsewhere`).

        Under ``per_pot`` seats with fewer odd chips of the pot come first (Robert's Rules:
        no player gets a second odd chip while another winner has none), and a seat moved
        ahead says whom it passed; under ``per_split`` the order stays.

        >>> policy = OddChipPolicy(OddChipOrder.BUTTON, button=1)
        >>> policy.in_pot(((2, "first"), (1, "next")), {2: 1}, counted_ahead=True)[0]
        (1, 'next; seat 2 takes an odd chip of this pot elsewhere, one per player')
        """
        if self.rule is OddChipRule.PER_SPLIT or not any(ledger.get(s, 0) for s, _ in order):
            return tuple(order)
        ranked = sorted(
            range(len(order)), key=lambda index: (ledger.get(order[index][0], 0), index)
        )
        reordered = []
        for position, index in enumerate(ranked):
            seat, reason = order[index]
            passed = [order[other][0] for other in ranked[position + 1 :] if other < index]
            behind = [order[other][0] for other in ranked[:position] if other > index]
            if passed:
                one = len(passed) == 1
                if counted_ahead:
                    # The seat passed may take its odd chip on a board paid later.
                    has = f"{'takes' if one else 'take'} an odd chip of this pot elsewhere"
                else:
                    has = f"already {'has' if one else 'have'} an odd chip of this pot"
                reason += f"; {describe_recipients(passed)} {has}, one per player"
            elif behind:
                after = describe_recipients(behind)
                reason += f", after {after}: one odd chip per player before a second"
            reordered.append((seat, reason))
        return tuple(reordered)

    def odd_chips_elsewhere(
        self, splits: Sequence[TiedSplit], forced: Mapping[int, int]
    ) -> dict[str, dict[int, int]]:
        """A pot's odd chips counted over all its splits at once (a pot run more than once,
        whose boards are paid one after another): for each split (by where it is made) the
        odd chips each of its seats takes in the pot's other splits, ``forced`` ones
        included (the odd units of divisions the seat takes whole). With these,
        :meth:`in_pot` gives each split's odd chips to the seats this count chose.

        Under ``per_pot``, seat by seat clockwise from the button, the seat with the fewest
        odd chips of the pot takes the next one any of its splits can give, a seat already
        holding one passing its split's chip to another of that split's winners where that
        frees one; so no seat takes a second while another winner that could take one has
        none, the first seats clockwise are served first, and the order of the splits
        (the boards as listed) changes nothing. Under ``per_split`` nothing is counted.

        >>> policy = OddChipPolicy(OddChipOrder.BUTTON, button=1)
        >>> tie = TiedSplit("board 1", (1, 2), 1)
        >>> policy.odd_chips_elsewhere([tie], {2: 1})  # seat 2 takes board 2's halving unit
        {'board 1': {1: 0, 2: 1}}
        >>> policy = OddChipPolicy(OddChipOrder.BUTTON, button=9)
        >>> ties = [TiedSplit("board 1", (1, 3), 1), TiedSplit("board 2", (1, 2), 1)]
        >>> policy.odd_chips_elsewhere(ties, {})  # seats 1 and 2, the first two clockwise
        {'board 1': {1: 0, 3: 0}, 'board 2': {1: 1, 2: 0}}
        """
        if self.rule is OddChipRule.PER_SPLIT:
            return {}
        seats = sorted({seat for split in splits for seat in split.seats})
        clockwise = {seat: place for place, (seat, _) in enumerate(self.order_of_seats(seats))}
        taking: dict[int, set[int]] = {seat: set() for seat in seats}
        room = [split.odd_chips for split in splits]
        members = [frozenset(split.seats) for split in splits]
        open_seats = set(seats)
        while any(room) and open_seats:
            seat = min(
                open_seats,
                key=lambda seat: (forced.get(seat, 0) + len(taking[seat]), clockwise[seat]),
            )
            if not _take_one_more(seat, members, taking, room):
                # No chip can reach this seat now, nor later: chips are only ever added.
                open_seats.discard(seat)
        return {
            split.where: {
                seat: forced.get(seat, 0) + len(taking[seat] - {index}) for seat in split.seats
            }
            for index, split in enumerate(splits)
        }

    def _deciding_card(self, hand: SeatHand, low: bool) -> Card:
        if self.stud_cards is StudOddChip.BEST_FIVE:
            chosen = hand.low if low else hand.high
            assert chosen is not None
            cards = chosen.cards
        else:
            cards = self.seat_cards[hand.seat]
        if low or self.first_half_by_lowest_card:
            return min(cards, key=_low_card_key)
        return max(cards)


def _low_card_key(card: Card) -> tuple[int, int]:
    return card.rank.low_value, card.suit


def _take_one_more(
    seat: int, members: Sequence[frozenset[int]], taking: dict[int, set[int]], room: list[int]
) -> bool:
    """Give ``seat`` one more odd chip: from a split of it with a chip left, or from a split
    whose chip another seat gives up for one of its own splits' chips (and so on, the
    shortest such chain): every other seat keeps as many. False when no chain exists.

    ``taking`` holds the splits (by index) each seat takes an odd chip of, ``room`` how many
    odd chips each split has still to give; both are updated.
    """
    came_by: dict[int, int] = {}
    reached_from: dict[int, int] = {}
    queue = [seat]
    for giver in queue:
        for index, seats in enumerate(members):
            if giver not in seats or index in taking[giver] or index in reached_from:
                continue
            reached_from[index] = giver
            if room[index]:
                room[index] -= 1
                while True:
                    taker = reached_from[index]
                    taking[taker].add(index)
                    if taker == seat:
                        return True
                    index = came_by[taker]
                    taking[taker].discard(index)
            for holder in sorted(seats):
                if index in taking[holder] and holder != seat and holder not in came_by:
                    came_by[holder] = index
                    queue.append(holder)
    return False
