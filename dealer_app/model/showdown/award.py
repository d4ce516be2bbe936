"""Awarding one pot: halves, board parts and tied winners, chips by colour, odd chips.

:func:`award_pot` takes one built pot, its chips, the evaluated hands and the table's
:class:`AwardRules` (the chip set, the game, the odd-chip policy with the button), and
returns the :class:`~dealer_app.model.showdown.result.PotResult` and the dealer's steps for it.

- A pot run more than once is first divided between the boards, the odd unit to the first
  board; when one seat wins every board, it is pushed whole instead. Under ``per_pot`` its
  odd chips are counted over all the boards before any board is paid
  (:meth:`~dealer_app.model.showdown.odd_chips.OddChipPolicy.odd_chips_elsewhere`).
- A high-low pot with a qualifying low is halved, the odd unit to the high half; when one
  seat wins both halves it scoops the pot intact, and when the same seats tie both ways
  the pot is split once between them (when that gives each what halving would).
- Each part then goes to its tied winners colour by colour (:mod:`~dealer_app.model.showdown.split`)
  in the odd-chip order of :mod:`~dealer_app.model.showdown.odd_chips`.
- Chips the app made up (``chips_known`` false) are sized first: the dealer colours the
  bets up into them.
- A pot cut into parts goes to the rack no more than the fewest a push of each seat's
  whole share needs: when cutting it and splitting each part as it comes takes more, the
  chips are changed once before the cut for what the parts and their splits need, or,
  when only a seat's shares of two parts pushed together save the trip, each seat takes
  its whole share and the parts are not cut apart.

>>> from dealer_app.model.chips import ChipCounts, ChipSet
>>> from dealer_app.model.hands.games import game_rules
>>> from dealer_app.model.showdown.odd_chips import OddChipPolicy
>>> from dealer_app.model.showdown.pots import single_pot
>>> from dealer_app.model.showdown.scenario import Scenario, SeatEntry
>>> table = Scenario.of("omaha8", [SeatEntry.of(1, "Ac 2c Kd Kh"), SeatEntry.of(2, "Qs Qh Jd Tc")],
...                     board="3h 5s 8d Kc Jc", button=2)
>>> from dealer_app.model.showdown.resolve import evaluate_seats
>>> hands = {1: {hand.seat: hand for hand in evaluate_seats(table)}}
>>> rules = AwardRules(table.chips, table.game_rules, table.odd_chip_policy)
>>> pot, steps = award_pot(rules, single_pot(405, [1, 2]), ChipCounts.of({"black": 4, "red": 1}),
...                        chips_known=True, boards=table.boards, hands=hands)
>>> [(share.seat, share.chips.as_dict()) for share in pot.shares], pot.odd_chips
([(1, {'black': 4, 'red': 1})], ())
>>> steps[-1].text
'Main pot: seat 1 scoops the pot (high and low): 4 black, 1 red.'
"""

from __future__ import annotations

import operator
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from dealer_app.model.cards import Card
from dealer_app.model.chips import ChipCounts, ChipSet
from dealer_app.model.hands.games import GameRules, LowRule, OddChipOrder
from dealer_app.model.showdown.contests import (
    Contest,
    best_hands,
    both_ways_words,
    halved_words,
    hand_of,
    on_every_board,
    outcome_words,
    runs_words,
    scoop_words,
    uncontested_words,
)
from dealer_app.model.showdown.odd_chip_rules import OddChipRule
from dealer_app.model.showdown.odd_chips import OddChipPolicy, TiedSplit, board_reason
from dealer_app.model.showdown.pots import Pot
from dealer_app.model.showdown.pushes import (
    Push,
    RackPush,
    WorkBound,
    fewest_change_count,
    fewest_rack_push,
    nests,
)
from dealer_app.model.showdown.result import (
    OddChip,
    PotResult,
    Reason,
    RunResult,
    SeatHand,
    Share,
    Winners,
)
from dealer_app.model.showdown.seats import IncompleteScenarioError
from dealer_app.model.showdown.split import Split, split_chips
from dealer_app.model.showdown.steps import Handout, Step, StepKind
from dealer_app.model.showdown.suit_tiebreaks import SuitTiebreaks
from dealer_app.model.words import Recipient, capitalised, describe_recipients

__all__ = ["AwardRules", "award_pot"]

_EMPTY_PART = "nothing is left for this board; nothing to push."
"""What is said of a board's part of a pot too small to reach it."""


@dataclass(frozen=True)
class AwardRules:
    """What awarding a pot needs of the table: the chips, the game and the odd-chip policy
    (which holds the button)."""

    chip_set: ChipSet
    game: GameRules
    odd_chips: OddChipPolicy
    suit_tiebreaks: SuitTiebreaks | None = None


class _Award:
    """What one pot, or one board's part of it, hands out: chips, odd chips, steps, winners.

    ``ledger`` counts the odd chips each seat has taken so far in the whole pot; the board
    parts of a pot share it, so that the ``per_pot`` rule sees every part. A pot run more
    than once is counted over all its boards first instead: ``ties`` (when given) records
    each split among tied winners with odd chips, and ``elsewhere`` then holds, by where a
    split is made, the odd chips each of its seats takes in the pot's other splits.
    """

    __slots__ = (
        "boards_once",
        "both_ways",
        "bound",
        "chip_set",
        "cuts",
        "elsewhere",
        "halved_by",
        "high",
        "leaves",
        "ledger",
        "low",
        "odd_chips",
        "plan",
        "reasons",
        "received",
        "steps",
        "ties",
        "waiting",
    )

    def __init__(
        self,
        chip_set: ChipSet,
        ledger: dict[int, int],
        bound: WorkBound | None = None,
        plan: Mapping[tuple[str, tuple[Recipient, ...]], Push] | None = None,
        *,
        ties: dict[str, TiedSplit] | None = None,
        elsewhere: Mapping[str, Mapping[int, int]] | None = None,
    ) -> None:
        self.chip_set = chip_set
        self.ties = ties
        self.elsewhere = elsewhere if elsewhere is not None else {}
        # One bound of search work for the whole pot, its parts and trials alike.
        self.bound = bound if bound is not None else WorkBound()
        self.ledger = ledger
        # The pushes chosen for the whole pot, by where each split is made and among whom.
        self.plan = plan if plan is not None else {}
        # Each split among seats, and each cut of the pot into parts (where, the parts,
        # where each part is then split).
        self.leaves: list[Split] = []
        self.cuts: list[tuple[str, tuple[str, ...], tuple[str, ...]]] = []
        self.received: dict[int, list[int]] = {}
        self.odd_chips: list[OddChip] = []
        self.steps: list[Step] = []
        self.high: set[int] = set()
        self.low: set[int] = set()
        self.reasons: list[Reason] = []
        self.waiting: list[tuple[str, tuple[int, ...]]] = []
        # The same seats tie high and low and the pot is split once among them, not halved.
        self.both_ways = False
        # Run more than once, the same seats take every board the same way and the pot is
        # split once among them, not cut board by board.
        self.boards_once = False
        # The high and low winners of this board's part when it is halved: announced so when
        # the whole pot is split once (its parts are not halved then, nor cut by board).
        self.halved_by: tuple[Sequence[SeatHand], Sequence[SeatHand]] | None = None

    def trial(self) -> _Award:
        """An empty award on a copy of the ledger, to learn what a way of splitting gives
        each seat. Its chips are never pushed and the amounts are the rules' whatever push
        is found, so it spends none of the pot's bound of work: that is left whole for the
        split that is made (spent by a trial, it left that split going to the rack with a
        chip the same split in a game of one half keeps)."""
        return _Award(
            self.chip_set,
            dict(self.ledger),
            WorkBound(0),
            self.plan,
            ties=self.ties,
            elsewhere=self.elsewhere,
        )

    def part(self) -> _Award:
        """An empty award for one board's part, sharing the ledger, bound and plan."""
        return _Award(
            self.chip_set,
            self.ledger,
            self.bound,
            self.plan,
            ties=self.ties,
            elsewhere=self.elsewhere,
        )

    def planned(self, where: str, recipients: Sequence[Recipient]) -> Push | None:
        """The push chosen for the whole pot for the split at ``where`` among ``recipients``."""
        return self.plan.get((where, tuple(recipients))) if self.plan else None

    def take(
        self, split: Split, reasons: Mapping[int, str], divisions: Mapping[int, int] | None = None
    ) -> None:
        """Record a split among seats: the chips each seat gets and the odd chips.

        ``divisions`` counts, by seat, the odd chips of the split that stand for the odd unit
        of a division (halves, boards) the seat takes whole, not for a tie's odd chip.
        """
        self.steps.extend(split.steps)
        self.leaves.append(split)
        for (recipient, _), counts in zip(split.shares, split.counts, strict=True):
            if isinstance(recipient, int):
                self._add(recipient, counts)
        units = dict(divisions or {})
        for recipient in split.odd_chips:
            if isinstance(recipient, int):
                division = units.get(recipient, 0) > 0
                if division:
                    units[recipient] -= 1
                self.add_odd_chip(recipient, reasons[recipient], division=division)

    def add_odd_chip(self, seat: int, reason: str, *, division: bool = False) -> None:
        """Record one odd chip given to ``seat``; the odd unit of a ``division`` (halves,
        boards) is listed first."""
        unit = self.chip_set.unit_chip
        odd = OddChip(seat, unit.value, unit.name, reason, division)
        if division:
            self.odd_chips.insert(0, odd)
        else:
            self.odd_chips.append(odd)
        self.ledger[seat] = self.ledger.get(seat, 0) + 1

    def merge(self, other: _Award) -> None:
        """Add another award (one board's part, or a trial kept) into this one."""
        for seat, counts in other.received.items():
            self._add(seat, counts)
        self.odd_chips.extend(other.odd_chips)
        self.steps.extend(other.steps)
        self.high |= other.high
        self.low |= other.low
        self.reasons.extend(other.reasons)
        self.waiting.extend(other.waiting)
        self.ledger.update(other.ledger)
        self.leaves.extend(other.leaves)
        self.cuts.extend(other.cuts)

    def _add(self, seat: int, counts: Sequence[int]) -> None:
        held = self.received.get(seat)
        if held is None:
            self.received[seat] = list(counts)
        else:
            for colour, count in enumerate(counts):
                held[colour] += count

    @property
    def winners(self) -> Winners:
        return Winners(tuple(sorted(self.high)), tuple(sorted(self.low)))

    @property
    def sole_winner(self) -> int | None:
        """The one seat that wins everything of this award, if one does."""
        seats = self.high | self.low
        return next(iter(seats)) if len(seats) == 1 else None

    def amounts(self) -> dict[int, int]:
        """The value each seat receives."""
        values = self.chip_set.values
        return {
            seat: sum(map(operator.mul, values, counts)) for seat, counts in self.received.items()
        }

    def shares(self) -> tuple[Share, ...]:
        shares = []
        chip_set = self.chip_set
        values = chip_set.values
        for seat in sorted(self.received):
            aligned = tuple(self.received[seat])
            amount = sum(map(operator.mul, values, aligned))
            if amount:
                shares.append(Share(seat, amount, chip_set.counts_unchecked(aligned)))
        return tuple(shares)


def award_pot(
    rules: AwardRules,
    pot: Pot,
    chips: ChipCounts,
    *,
    chips_known: bool,
    boards: Sequence[tuple[Card, ...]],
    hands: Mapping[int, Mapping[int, SeatHand]],
    emptied_by: str = "",
) -> tuple[PotResult, tuple[Step, ...]]:
    """Award one pot: its result and the dealer's steps for it, announcement first.

    ``hands`` holds the evaluated hands by board number (1 for the first), then by seat.
    ``emptied_by`` names what took every chip of the pot before the split (``"the
    rake"``): the pot's winners are still found, but its one step says nothing is pushed.
    An uncalled bet whose chips were made up (``chips_known`` false) is pushed back as it
    lies, its amount said, no chips named.
    """
    chip_set = rules.chip_set
    award = _Award(chip_set, {})
    steps: list[Step] = []
    if pot.amount and not pot.returned and not chips_known:
        # The app made these chips up: the dealer first colours the bets up into them.
        steps.append(Step(StepKind.SIZE, pot.name, changed_in=chips, amount=pot.amount))
    header = f"in {chips.describe()}; " if pot.amount else ""
    words, runs = _contest(rules, pot, chips, boards, hands, award)
    body: Sequence[Step] = award.steps
    shares = award.shares()
    changes = _rack_chips(award.steps) if award.cuts and not award.waiting else 0
    if changes:
        fewer = _fewer_trips(rules, pot, chips, (boards, hands), (award, runs), changes)
        if fewer is not None:
            more_words, body, shares, runs = fewer
            words += more_words
    amount = pot.amount if pot.amount else None
    if emptied_by:
        # Nothing is left to push: no halving, no board's part, no hand killed for it.
        steps = [Step(StepKind.POT, pot.name, note=f"{emptied_by} took it all; nothing to push.")]
    elif pot.returned and pot.amount and not chips_known:
        # The bet goes back as it lies: the chips the app made up are not those on the felt.
        steps.append(Step(StepKind.POT, pot.name, note=words))
        steps.extend(replace(step, amount=pot.amount, amount_only=True) for step in body)
    else:
        steps.append(Step(StepKind.POT, pot.name, note=header + words, amount=amount))
        steps.extend(body)
    result = PotResult(
        name=pot.name,
        amount=pot.amount,
        chips=chips,
        eligible=pot.eligible,
        winners=award.winners,
        shares=shares,
        odd_chips=tuple(award.odd_chips),
        runs=runs,
        returned=pot.returned,
        reasons=tuple(award.reasons),
        waiting=tuple(award.waiting),
        split_both_ways=award.both_ways,
        split_once_on_boards=award.boards_once,
    )
    return result, tuple(steps)


def _rack_chips(steps: Sequence[Step]) -> int:
    """How many chips of the pot the steps take to the rack."""
    return sum(step.changed_out.chip_count for step in steps if step.kind is StepKind.CHANGE)


def _rack_trips(steps: Sequence[Step]) -> int:
    """How many times the steps go to the rack: each part changing chips for its own split
    is a trip (changes of several colours for one split are one)."""
    return len({step.where for step in steps if step.kind is StepKind.CHANGE})


def _contest(
    rules: AwardRules,
    pot: Pot,
    chips: ChipCounts,
    boards: Sequence[tuple[Card, ...]],
    hands: Mapping[int, Mapping[int, SeatHand]],
    award: _Award,
) -> tuple[str, tuple[RunResult, ...]]:
    """Award the pot's chips into ``award``; return the header's words and the runs."""
    chip_set = rules.chip_set
    runs: tuple[RunResult, ...] = ()
    header = ""
    if pot.returned or not pot.contested:
        seat = pot.eligible[0]
        (award.high if rules.game.high else award.low).add(seat)
        words, reason = uncontested_words(seat, returned=pot.returned)
        header += words
        award.reasons.append(f"Seat {seat} takes it: {reason}.")
        award.take(
            split_chips(chip_set, chips, [seat], pot.name, take_reason=reason, bound=award.bound),
            {},
        )
    elif len(boards) == 1:
        header += _award_part(rules, hands[1], pot.eligible, chips, boards[0], pot.name, award)
    else:
        words, runs = _award_runs(rules, pot, chips, boards, hands, award)
        header += words
    return header, runs


def _award_runs(
    rules: AwardRules,
    pot: Pot,
    chips: ChipCounts,
    boards: Sequence[tuple[Card, ...]],
    hands: Mapping[int, Mapping[int, SeatHand]],
    award: _Award,
) -> tuple[str, tuple[RunResult, ...]]:
    """Award a pot run more than once, board by board; return the header words and runs.

    When one seat wins every board, the pot is pushed to it whole: no division between
    the boards, no odd chip, and each run keeps its amount and winners only.
    """
    chip_set = rules.chip_set
    labels = [f"board {run}" for run in range(1, len(boards) + 1)]
    reasons = [board_reason(run) for run in range(1, len(boards) + 1)]
    parts = split_chips(
        chip_set,
        chips,
        labels,
        pot.name,
        odd_chip_reasons=reasons,
        bound=award.bound,
        planned=award.planned(pot.name, labels),
    )
    policy = rules.odd_chips
    if policy.rule is OddChipRule.PER_POT and policy.order_by is OddChipOrder.BUTTON:
        # Paid board by board, a tie's odd chip would be given before a later board's forced
        # unit is seen: the boards are first awarded only to count both, over the whole pot
        # (a bound of work of its own, so the boards' real pushes are searched as before).
        ties: dict[str, TiedSplit] = {}
        counted, _ = _award_boards(
            rules, pot, parts, boards, hands, _Award(chip_set, {}, ties=ties)
        )
        forced = Counter(
            odd.seat for _, run_award in counted for odd in run_award.odd_chips if odd.of_division
        )
        award.elsewhere = policy.odd_chips_elsewhere(list(ties.values()), forced)
    run_awards, announced = _award_boards(rules, pot, parts, boards, hands, award)
    winners = {seat for _, run_award in run_awards for seat in run_award.high | run_award.low}
    waiting = any(run_award.waiting for _, run_award in run_awards)
    sole_winner = next(iter(winners)) if len(winners) == 1 and not waiting else None
    if sole_winner is not None:
        for _, run_award in run_awards:
            award.high |= run_award.high
            award.low |= run_award.low
            award.reasons.extend(run_award.reasons)
        took = f"wins on {on_every_board(len(boards))}"
        award.take(
            split_chips(
                chip_set, chips, [sole_winner], pot.name, take_words=took, bound=award.bound
            ),
            {},
        )
    one_cut = None
    if sole_winner is None and not waiting:
        one_cut = _one_cut(rules, chips, run_awards, pot.name)
    if one_cut is not None:
        # The same seats tie on every board: one split of the whole pot among them.
        split, why, divisions = one_cut
        for _, run_award in run_awards:
            award.high |= run_award.high
            award.low |= run_award.low
            award.reasons.extend(run_award.reasons)
        # Who takes each board, without the parts' amounts and chips: the pot is never cut.
        award.steps.extend(announced)
        award.take(split, why, divisions)
    elif sole_winner is None:
        award.steps.extend(parts.steps)
        award.cuts.append((pot.name, tuple(labels), tuple(f"{pot.name}, {n}" for n in labels)))
        for _, run_award in run_awards:
            award.merge(run_award)
    pushed_whole = sole_winner is not None or one_cut is not None
    runs = tuple(
        RunResult(
            board=run,
            amount=chip_set.value_of(part_chips),
            chips=part_chips,
            winners=run_award.winners,
            # A run of a pot pushed whole (or in one cut) is never counted out: amounts only.
            shares=(
                tuple(Share(share.seat, share.amount, None) for share in run_award.shares())
                if pushed_whole
                else run_award.shares()
            ),
            odd_chips=tuple(run_award.odd_chips) if sole_winner is None else (),
            reasons=tuple(run_award.reasons),
        )
        for run, (part_chips, run_award) in enumerate(run_awards, 1)
    )
    seats_once = sorted(award.high | award.low) if one_cut is not None else []
    award.boards_once = one_cut is not None
    words = runs_words(
        len(boards), sole_winner=sole_winner, money=bool(pot.amount), split_once=seats_once
    )
    return words, runs


def _award_boards(
    rules: AwardRules,
    pot: Pot,
    parts: Split,
    boards: Sequence[tuple[Card, ...]],
    hands: Mapping[int, Mapping[int, SeatHand]],
    award: _Award,
) -> tuple[list[tuple[ChipCounts, _Award]], list[Step]]:
    """Award each board's part of a pot divided between ``boards`` on its own board, into a
    part of ``award`` each: each part's chips with its award, and each board's winners as
    said when the pot is not cut by board (one split of it all)."""
    chip_set = rules.chip_set
    run_awards: list[tuple[ChipCounts, _Award]] = []
    announced: list[Step] = []
    for run, (label, part_chips) in enumerate(parts.shares, 1):
        run_award = award.part()
        where = f"{pot.name}, {label}"
        board = boards[run - 1]
        said = _award_part(rules, hands[run], pot.eligible, part_chips, board, where, run_award)
        note = f"in {part_chips.describe()}; {said}" if pot.amount else said
        amount = chip_set.value_of(part_chips) if pot.amount else None
        if amount == 0:
            # A pot of fewer units than boards: this board's part is nothing, said once.
            note, amount = _EMPTY_PART, None
        run_award.steps.insert(0, Step(StepKind.POT, where, note=note, amount=amount))
        halved_by = run_award.halved_by
        if halved_by is not None:
            names = rules.game.half_names
            said = halved_words(*halved_by, names, split_once_on=len(boards))
        announced.append(Step(StepKind.POT, where, note=said))
        sole = run_award.sole_winner
        if label in parts.odd_chips and sole is not None:
            run_award.add_odd_chip(sole, board_reason(run), division=True)
        run_awards.append((part_chips, run_award))
    return run_awards, announced


def _one_cut(
    rules: AwardRules,
    chips: ChipCounts,
    run_awards: Sequence[tuple[ChipCounts, _Award]],
    where: str,
) -> tuple[Split, dict[int, str], Counter[int]] | None:
    """One split of the whole pot when the same seats tie the same way on every board and
    it gives each seat what the boards' parts give it: the split, why each seat takes an odd
    chip, and how many of a seat's odd chips stand for the odd unit of a division (a board's
    halving whose half the seat takes whole, in its share, not a tie's odd chip); None
    otherwise."""
    first = run_awards[0][1]
    if any(
        (award.high, award.low) != (first.high, first.low) or award.waiting
        for _, award in run_awards
    ):
        return None
    amounts: dict[int, int] = {}
    why: dict[int, list[str]] = {}
    divisions: Counter[int] = Counter()
    for _, award in run_awards:
        for seat, amount in award.amounts().items():
            amounts[seat] = amounts.get(seat, 0) + amount
        for odd in award.odd_chips:
            why.setdefault(odd.seat, []).append(odd.reason)
            if odd.of_division:
                divisions[odd.seat] += 1
    if len(amounts) < 2 or (first.high & first.low and first.high != first.low):
        return None
    first_odd = list(why)
    seats = sorted(
        amounts,
        key=lambda seat: (
            -amounts[seat],
            first_odd.index(seat) if seat in first_odd else len(first_odd),
            seat,
        ),
    )
    reasons = {seat: "; ".join(why.get(seat, ())) for seat in seats}
    # A whole bound of work, as the pot run once would have: the boards' parts, whose
    # splits are not made when this one is, spent theirs.
    split = split_chips(
        rules.chip_set,
        chips,
        seats,
        where,
        odd_chip_reasons=[reasons[seat] for seat in seats],
        bound=WorkBound(),
        planned=first.planned(where, seats),
    )
    values = rules.chip_set.values
    for seat, counts in zip(seats, split.counts, strict=True):
        if sum(map(operator.mul, values, counts)) != amounts[seat]:
            return None
    return split, reasons, divisions


def _award_part(
    rules: AwardRules,
    hands: Mapping[int, SeatHand],
    eligible: Sequence[int],
    chips: ChipCounts,
    board: tuple[Card, ...],
    where: str,
    award: _Award,
) -> str:
    """Award one contested pot (or one board's part of it); return the words for its header."""
    game = rules.game
    for seat in eligible:
        if seat not in hands:
            raise IncompleteScenarioError(f"seat {seat}: cards are needed for the showdown")
    contenders = tuple([hands[seat] for seat in eligible])
    high_winners = best_hands(contenders, low=False) if game.high else []
    low_winners = best_hands(contenders, low=True) if game.low is not LowRule.NONE else []
    if high_winners:
        award.reasons.append(Contest(contenders, tuple(high_winners), board, False))
    if rules.suit_tiebreaks is not None and len(high_winners) > 1:
        return _award_by_suits(
            rules, rules.suit_tiebreaks, high_winners, chips, board, where, award
        )
    if low_winners:
        award.reasons.append(Contest(contenders, tuple(low_winners), board, True))
    if high_winners and low_winners:
        high_seats = [hand.seat for hand in high_winners]
        if high_seats == [hand.seat for hand in low_winners]:
            if len(high_seats) == 1:
                # One seat wins both halves: the pot (or part) is pushed intact.
                seat = high_seats[0]
                award.high.add(seat)
                award.low.add(seat)
                it = "it" if "," in where else "the pot"
                took = f"scoops {it} ({' and '.join(game.half_names)})"
                award.take(
                    split_chips(
                        rules.chip_set, chips, [seat], where, take_words=took, bound=award.bound
                    ),
                    {},
                )
                return scoop_words(high_winners[0], low_winners[0], it, game.half_names)
            if _split_both_ways(rules, high_winners, low_winners, chips, where, award):
                award.both_ways = True
                return both_ways_words(high_winners, low_winners, game.half_names) + "."
        _halve(rules, high_winners, low_winners, chips, where, award)
        award.halved_by = (high_winners, low_winners)
        return halved_words(high_winners, low_winners, game.half_names)
    if high_winners:
        _award_to(rules, high_winners, chips, where, award, False)
        if game.is_split:
            award.reasons.append("No qualifying low: the high hand takes the whole pot.")
            return outcome_words(high_winners, low=False) + " (no qualifying low)."
        return outcome_words(high_winners, low=False) + "."
    _award_to(rules, low_winners, chips, where, award, True)
    return outcome_words(low_winners, low=True) + "."


def _award_by_suits(
    rules: AwardRules,
    tiebreaks: SuitTiebreaks,
    tied: Sequence[SeatHand],
    chips: ChipCounts,
    board: tuple[Card, ...],
    where: str,
    award: _Award,
) -> str:
    """A tie for the high hand under the ``suit_tiebreaks`` rule; return the header words.

    Suits settle two tied seats (or they split); three or more play rock-paper-scissors,
    and until its winner is named the pot (or this board's part) waits, nothing paid.
    """
    outcome = tiebreaks.settle(tied, board, where)
    # Before the tie's own explanation: what settled it is what a table shows first.
    award.reasons.insert(len(award.reasons) - 1, capitalised(outcome.words) + ".")
    words = f"{describe_recipients([hand.seat for hand in tied])} tie with "
    words += f"{hand_of(tied[0], False).name}; {outcome.words}"
    if outcome.pending:
        award.waiting.append((where, outcome.pending))
        return words + "; nothing is paid from it until the winner is named."
    _award_to(rules, outcome.winners, chips, where, award, False)
    if len(outcome.winners) > 1:
        return words + "; they split it."
    return words + f"; seat {outcome.winners[0].seat} takes it."


def _halve(
    rules: AwardRules,
    high_winners: Sequence[SeatHand],
    low_winners: Sequence[SeatHand],
    chips: ChipCounts,
    where: str,
    award: _Award,
) -> None:
    """Halve a high-low pot (the odd unit to the high half), then split each half."""
    first, second = rules.game.half_names
    reason = rules.odd_chips.halving_reason
    labels = (f"the {first} half", f"the {second} half")
    halves = split_chips(
        rules.chip_set,
        chips,
        labels,
        where,
        odd_chip_reasons=(reason,),
        bound=award.bound,
        planned=award.planned(where, labels),
    )
    award.steps.extend(halves.steps)
    award.cuts.append((where, labels, (f"{where}, {first} half", f"{where}, {second} half")))
    high_chips, low_chips = (counts for _, counts in halves.shares)
    if halves.odd_chips and len(high_winners) == 1:
        # The halving's odd unit is an odd chip of the seat that takes the high half whole.
        award.add_odd_chip(high_winners[0].seat, reason, division=True)
    _award_to(rules, high_winners, high_chips, f"{where}, {first} half", award, False)
    _award_to(rules, low_winners, low_chips, f"{where}, {second} half", award, True)


def _split_both_ways(
    rules: AwardRules,
    high_winners: Sequence[SeatHand],
    low_winners: Sequence[SeatHand],
    chips: ChipCounts,
    where: str,
    award: _Award,
) -> bool:
    """The same seats tie high and low: one split of the whole pot when it gives each seat
    what halving gives under the odd-chip rule in force (it always does under ``per_pot``).

    Returns False, having recorded nothing, when only halving gives those amounts.
    """
    halved = award.trial()
    _halve(rules, high_winners, low_winners, chips, where, halved)
    amounts = halved.amounts()
    why: dict[int, list[str]] = {}
    for odd in halved.odd_chips:
        why.setdefault(odd.seat, []).append(odd.reason)
    order = rules.odd_chips.order(high_winners)
    # The seats halving favours take the odd chips, in the order halving gave them theirs.
    first_odd = list(why)
    seats = sorted(
        (seat for seat, _ in order),
        key=lambda seat: (
            -amounts.get(seat, 0),
            first_odd.index(seat) if seat in first_odd else len(first_odd),
        ),
    )
    fallback = dict(order)
    if seats == [seat for seat, _ in order]:
        # The one split gives its odd chips in the rule's own order: its reasons are the rule's,
        # but a seat given the one odd chip of a single half (the low half's, when the high
        # half splits evenly) takes it by that half's rule, whatever the high order says.
        reasons = {
            seat: halving[0] if len(halving := why.get(seat, [])) == 1 else fallback[seat]
            for seat in seats
        }
    else:
        reasons = {seat: _halving_reason(why.get(seat), fallback[seat]) for seat in seats}
    one = split_chips(
        rules.chip_set,
        chips,
        seats,
        where,
        odd_chip_reasons=[reasons[seat] for seat in seats],
        bound=award.bound,
        planned=award.planned(where, seats),
    )
    values = rules.chip_set.values
    for seat, counts in zip(seats, one.counts, strict=True):
        if sum(map(operator.mul, values, counts)) != amounts.get(seat, 0):
            return False
    award.high.update(seats)
    award.low.update(seats)
    award.take(one, reasons)
    return True


def _halving_reason(halving: list[str] | None, fallback: str) -> str:
    """Why a seat takes an odd chip of one split that stands for halving the pot."""
    if not halving:
        return fallback
    if len(halving) == 1:
        return halving[0]
    said = list(dict.fromkeys(halving))
    if len(said) == 1:
        return f"an odd chip of each half, both as the {said[0]}"
    return "an odd chip of each half: " + " and ".join(said)


def _award_to(
    rules: AwardRules,
    winners: Sequence[SeatHand],
    chips: ChipCounts,
    where: str,
    award: _Award,
    low: bool,
) -> None:
    """Split ``chips`` among tied ``winners`` in odd-chip order and record it."""
    if len(winners) == 1:
        # One winner takes it all: there is no odd chip to give out, so no order to find.
        order: tuple[tuple[int, str], ...] = ((winners[0].seat, ""),)
    else:
        order = rules.odd_chips.order(winners, low=low)
        elsewhere = award.elsewhere.get(where)
        if elsewhere is None:
            order = rules.odd_chips.in_pot(order, award.ledger)
        else:
            order = rules.odd_chips.in_pot(order, elsewhere, counted_ahead=True)
    seats = [seat for seat, _ in order]
    (award.low if low else award.high).update(seats)
    split = split_chips(
        rules.chip_set,
        chips,
        seats,
        where,
        odd_chip_reasons=[reason for _, reason in order],
        take_reason=f"the {rules.game.half_names[1]} hand" if low and rules.game.is_split else "",
        bound=award.bound,
        planned=award.planned(where, seats),
    )
    if award.ties is not None and split.odd_chips:
        award.ties[where] = TiedSplit(where, tuple(sorted(seats)), len(split.odd_chips))
    award.take(split, dict(order))


def _fewer_trips(
    rules: AwardRules,
    pot: Pot,
    chips: ChipCounts,
    table: tuple[Sequence[tuple[Card, ...]], Mapping[int, Mapping[int, SeatHand]]],
    made: tuple[_Award, tuple[RunResult, ...]],
    changes: int,
) -> tuple[str, Sequence[Step], tuple[Share, ...], tuple[RunResult, ...]] | None:
    """A push of a pot cut into parts (halves, boards) with fewer chips to the rack than
    cutting it first and splitting each part as it comes, or as few in one trip where the
    parts went to the rack each for its own split: words for the header, the steps after
    it, the shares and the runs; None when the cut as made already takes the fewest.

    ``changes`` counts the chips the cut as made takes to the rack. The rules give each
    seat its amount whatever the chips; the fewest changes are found for those amounts.
    When the pot can still be cut and split part by part with that few, the chips are
    changed once, before the cut, for what the parts and their splits need (a dealer who
    sees the whole push changes once). When only a push of each seat's whole share from
    the pot does it (a seat takes from two parts), the parts are not cut apart; that is
    done for fewer chips only, never to save a trip alone.
    """
    chip_set = rules.chip_set
    values = chip_set.values
    award = made[0]
    # One trip for as many chips is worth a search where the cut as made goes more than once.
    allowed = changes + 1 if _rack_trips(award.steps) > 1 else changes
    pool = chip_set.counts_of(chips)
    amounts = award.amounts()
    seats = sorted(seat for seat, amount in amounts.items() if amount)
    leaves = [
        (leaf.where, tuple(seat for seat, _ in leaf.shares), leaf.targets)
        for leaf in award.leaves
        if sum(leaf.targets)
    ]
    leaf_targets = [target for _, _, targets in leaves for target in targets]
    if sum(leaf_targets) != sum(map(operator.mul, values, pool)):
        return None
    seat_targets = [amounts[seat] for seat in seats]
    if nests(values) and fewest_change_count(values, pool, seat_targets) >= allowed:
        return None
    seat_push = fewest_rack_push(values, pool, seat_targets, fewer_than=allowed)
    if seat_push is None or seat_push.changes >= allowed:
        return None
    parts = "the boards' parts" if len(table[0]) > 1 else "the halves"
    leaf_push = fewest_rack_push(values, pool, leaf_targets, fewer_than=allowed)
    if leaf_push is not None and leaf_push.changes <= seat_push.changes:
        planned = _changed_first(rules, pot, chips, table, award, (leaves, leaf_push), parts)
        if planned is not None:
            return ("", *planned)
    if seat_push.changes >= changes:
        return None
    pushed = dict(zip(seats, seat_push.push, strict=True))
    return _pushed_whole(rules, pot, made, pushed, seat_push, parts)


def _change_steps(
    chip_set: ChipSet, where: str, change: RackPush, reason: str, when: str = ""
) -> list[Step]:
    """The trips to the rack of a change made before the pot is cut or pushed; ``when``
    says when it is made, for a change not made for want of a colour that divides."""
    return [
        Step(
            StepKind.CHANGE,
            where,
            changed_out=ChipCounts(((chip_set.names[colour], out),)),
            changed_in=chip_set.counts_unchecked(change.given[colour]),
            reason=reason,
            note=when,
        )
        for colour, out in enumerate(change.changed)
        if out
    ]


def _changed_first(
    rules: AwardRules,
    pot: Pot,
    chips: ChipCounts,
    table: tuple[Sequence[tuple[Card, ...]], Mapping[int, Mapping[int, SeatHand]]],
    award: _Award,
    chosen: tuple[list[tuple[str, tuple[Recipient, ...], tuple[int, ...]]], RackPush],
    parts: str,
) -> tuple[Sequence[Step], tuple[Share, ...], tuple[RunResult, ...]] | None:
    """The pot changed at the rack first, then cut and split as before, each cut and split
    made as the push chosen for the whole pot; None if it does not come out the same."""
    chip_set = rules.chip_set
    leaves, change = chosen
    plan: dict[tuple[str, tuple[Recipient, ...]], Push] = {}
    rows_at: list[tuple[str, tuple[int, ...]]] = []
    position = 0
    colours = len(chip_set)
    for where, seats, targets in leaves:
        rows = change.push[position : position + len(targets)]
        position += len(targets)
        plan[where, seats] = rows
        rows_at.append((where, _summed(rows, colours)))
    for where, labels, part_wheres in award.cuts:
        # A part is given what every split made in it (or in its own parts) gives out.
        plan[where, labels] = tuple(
            _summed(
                [
                    rows
                    for leaf_where, rows in rows_at
                    if leaf_where == part or leaf_where.startswith(f"{part}, ")
                ],
                colours,
            )
            for part in part_wheres
        )
    pool = chip_set.counts_of(chips)
    after = [count - out for count, out in zip(pool, change.changed, strict=True)]
    for given in change.given:
        after = [count + more for count, more in zip(after, given, strict=True)]
    redo = _Award(chip_set, {}, plan=plan)
    _, runs = _contest(rules, pot, chip_set.counts_unchecked(tuple(after)), *table, redo)
    if _rack_chips(redo.steps) or redo.amounts() != award.amounts():
        return None
    # Made for what the parts' splits need, not because the pot's chips do not divide.
    cut = "cut between the boards" if len(table[0]) > 1 else "halved"
    when = f"once for the whole pot before it is {cut}"
    reason = f"{parts} and their splits then share out"
    steps = _change_steps(chip_set, pot.name, change, reason, when)
    return [*steps, *redo.steps], redo.shares(), runs


def _summed(rows: Sequence[Sequence[int]], colours: int) -> tuple[int, ...]:
    """The chips of several recipients' rows together, colour by colour."""
    total = [0] * colours
    for row in rows:
        for colour, count in enumerate(row):
            total[colour] += count
    return tuple(total)


def _pushed_whole(
    rules: AwardRules,
    pot: Pot,
    made: tuple[_Award, tuple[RunResult, ...]],
    pushed: Mapping[int, Sequence[int]],
    change: RackPush,
    parts: str,
) -> tuple[str, Sequence[Step], tuple[Share, ...], tuple[RunResult, ...]]:
    """Each seat takes its whole share of the pot at once, the parts not cut apart (a seat's
    share of two parts made of the pot's chips saves a trip to the rack): the words that
    say so in the header, the steps, shares and runs."""
    chip_set = rules.chip_set
    award, runs = made
    saved = _rack_chips(award.steps) - change.changes
    chip_words = "a chip" if saved == 1 else f"{saved} chips"
    steps: list[Step] = []
    for step in award.steps:
        if step.kind is StepKind.POT and step.note == _EMPTY_PART:
            steps.append(step)
        elif step.kind is StepKind.POT:
            # A part's announcement without its chips: the part is not counted out.
            words = str(step.note).partition("; ")[2]
            steps.append(Step(StepKind.POT, step.where, note=f"; {words}", amount=step.amount))
    note = f" {parts[0].upper()}{parts[1:]} are not cut apart: each seat's share is pushed"
    note += f" whole ({chip_words} fewer to the rack)."
    steps.extend(_change_steps(chip_set, pot.name, change, "to make every seat's share"))
    odd: dict[int, list[str]] = {}
    for chip in award.odd_chips:
        odd.setdefault(chip.seat, []).append(chip.reason)
    shares = []
    for seat, counts in pushed.items():
        taken = chip_set.counts_unchecked(tuple(counts))
        handouts = tuple(Handout(seat, name, n) for name, n in taken.items)
        amount = sum(map(operator.mul, chip_set.values, counts))
        chips = odd.get(seat, [])
        why = ""
        if chips:
            # One reason said once, however many of the seat's odd chips it gives.
            said = "the odd chip" if len(chips) == 1 else f"{len(chips)} odd chips"
            why = f"with {said}: " + "; ".join(dict.fromkeys(chips))
        steps.append(Step(StepKind.TAKE, pot.name, handouts, reason=why, amount=amount))
        shares.append(Share(seat, amount, taken))
    # The runs are not counted out: amounts only, as for a pot pushed in one cut.
    runs = tuple(
        replace(run, shares=tuple(Share(share.seat, share.amount, None) for share in run.shares))
        for run in runs
    )
    return note, steps, tuple(shares), runs
