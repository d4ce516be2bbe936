"""The showdown: who wins each pot, what each seat receives by colour, and the dealer's steps.

:func:`resolve` takes a complete :class:`~dealer_app.model.scenario.Scenario` and returns
a :class:`Result`; :func:`evaluate_seats` gives the hands of a table still being entered.

Each pot is split on its own (:mod:`dealer_app.model.pots` builds them, merging levels
with the same eligible seats). A pot run more than once is first divided between the
boards, the odd unit to the first board; a high-low pot with a qualifying low is halved,
the odd unit to the high half; each part then goes to its tied winners colour by colour
(:mod:`dealer_app.model.split`), the odd chips one each in odd-chip order: clockwise from
the button in button games, by the highest card by suit (stud high) or the lowest card by
suit, aces low (razz, stud8's low half), among all the seat's cards or, with
``stud_odd_chip: best_five``, the five that play.

Choices where the rules leave room, as a card room handles them:

- An uncalled bet going back is listed as a pot, ``Returned to seat N``, after the side
  pots; the dealer's steps give it back first, then pay the last side pot, the main pot last.
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
"""

from __future__ import annotations

import functools
import operator
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from dealer_app.model.cards import Card
from dealer_app.model.chips import ChipCounts, ChipSet
from dealer_app.model.evaluation import (
    Category,
    EvaluationError,
    HighHand,
    HouseRules,
    LowHand,
    explain,
    explain_tie,
)
from dealer_app.model.games import GameRules, LowRule, OddChipOrder, SeatEvaluation
from dealer_app.model.pots import Pot
from dealer_app.model.scenario import (
    IncompleteScenarioError,
    OddChipRule,
    Scenario,
    ScenarioError,
    StudOddChip,
)
from dealer_app.model.split import Split, Step, StepKind, describe_recipients, split_chips

__all__ = [
    "Contest",
    "OddChip",
    "PotResult",
    "Result",
    "RunResult",
    "SeatHand",
    "Share",
    "Winners",
    "evaluate_seats",
    "odd_chip_order",
    "resolve",
]


@dataclass(frozen=True)
class SeatHand:
    """One seat's evaluated hand on one board (``board`` is 1 for the first)."""

    seat: int
    high: HighHand | None
    low: LowHand | None
    board: int = 1

    @property
    def category(self) -> Category | None:
        """The high hand's category (``None`` in razz, which has no high)."""
        return self.high.category if self.high is not None else None

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
    """One odd chip given out: to which seat, its value, its colour and why."""

    seat: int
    value: int
    chip: str
    reason: str


@dataclass(frozen=True)
class Contest:
    """A contest for one half of a pot part: the hands in it and the winning ones."""

    contenders: tuple[SeatHand, ...]
    winners: tuple[SeatHand, ...]
    board: tuple[Card, ...]
    low: bool

    @property
    def text(self) -> str:
        """Why the winners win: against the best other hand, or why they tie."""
        return _explain(self.contenders, self.winners, self.board, self.low)


Reason = str | Contest
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
    reasons: tuple[Reason, ...] = field(default=(), repr=False, compare=False)

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

    @property
    def payout_map(self) -> Mapping[int, int]:
        """The payouts as a mapping, seat to value."""
        return dict(self.payouts)

    def payout(self, seat: int) -> int:
        """The total value ``seat`` receives (0 when nothing)."""
        return dict(self.payouts).get(seat, 0)

    @property
    def step_texts(self) -> tuple[str, ...]:
        """The dealer's steps in plain words, in order."""
        return tuple([step.text for step in self.steps])

    def hands_on(self, board: int = 1) -> tuple[SeatHand, ...]:
        """The evaluated hands on one board."""
        return tuple(hand for hand in self.hands if hand.board == board)


def evaluate_seats(scenario: Scenario) -> tuple[SeatHand, ...]:
    """Every hand that can be evaluated yet: seats still in with all their cards.

    Works on a half-entered table too (a seat still short of cards, or a board short of
    three cards, is simply left out), so a table view can show hands as they are dealt.
    In seat order; one entry per seat per board when the board was run more than once.

    >>> from dealer_app.model.scenario import SeatEntry
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
    >>> from dealer_app.model.scenario import SeatEntry
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
    dealer_app.model.scenario.IncompleteScenarioError: board: 3 cards; Texas Hold'em needs 5 ...
    """
    scenario.check_complete()
    hands = evaluate_seats(scenario)
    by_board: dict[int, dict[int, SeatHand]] = {}
    for hand in hands:
        by_board.setdefault(hand.board, {})[hand.seat] = hand
    resolved = [
        _resolve_pot(scenario, pot, number, by_board) for number, pot in enumerate(scenario.pots())
    ]
    totals: dict[int, int] = {}
    for pot_result, _ in resolved:
        for share in pot_result.shares:
            totals[share.seat] = totals.get(share.seat, 0) + share.amount
    # The last pot formed is paid first, the main pot last.
    steps = tuple(step for _, pot_steps in reversed(resolved) for step in pot_steps)
    return Result(
        scenario=scenario,
        hands=hands,
        pots=tuple(pot_result for pot_result, _ in resolved),
        payouts=tuple(sorted(totals.items())),
        steps=steps,
    )


_HIGH_HALF = "the high half"
_LOW_HALF = "the low half"
_HALVING_REASON = "the high hand takes the odd chip of the high-low split"


class _Award:
    """What one pot, or one board's part of it, hands out: chips, odd chips, steps, winners.

    ``ledger`` counts the odd chips each seat has taken so far in the whole pot; the board
    parts of a pot share it, so that the ``per_pot`` rule sees every part.
    """

    __slots__ = ("chip_set", "high", "ledger", "low", "odd_chips", "reasons", "received", "steps")

    def __init__(self, chip_set: ChipSet, ledger: dict[int, int]) -> None:
        self.chip_set = chip_set
        self.ledger = ledger
        self.received: dict[int, list[int]] = {}
        self.odd_chips: list[OddChip] = []
        self.steps: list[Step] = []
        self.high: set[int] = set()
        self.low: set[int] = set()
        self.reasons: list[Reason] = []

    def trial(self) -> _Award:
        """An empty award on a copy of the ledger, to try a way of splitting."""
        return _Award(self.chip_set, dict(self.ledger))

    def take(self, split: Split, reasons: Mapping[int, str]) -> None:
        """Record a split among seats: the chips each seat gets and the odd chips."""
        self.steps.extend(split.steps)
        for (recipient, _), counts in zip(split.shares, split.counts, strict=True):
            if isinstance(recipient, int):
                self._add(recipient, counts)
        for recipient in split.odd_chips:
            if isinstance(recipient, int):
                self.add_odd_chip(recipient, reasons[recipient])

    def add_odd_chip(self, seat: int, reason: str, *, first: bool = False) -> None:
        """Record one odd chip given to ``seat`` (listed first when ``first``)."""
        unit = self.chip_set.unit_chip
        odd = OddChip(seat, unit.value, unit.name, reason)
        if first:
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
        self.ledger.update(other.ledger)

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
                shares.append(Share(seat, amount, chip_set._counts(aligned)))
        return tuple(shares)


def _resolve_pot(
    scenario: Scenario, pot: Pot, number: int, by_board: Mapping[int, Mapping[int, SeatHand]]
) -> tuple[PotResult, tuple[Step, ...]]:
    chips = scenario.chips_of(number)
    award = _Award(scenario.chips, {})
    runs: tuple[RunResult, ...] = ()
    steps: list[Step] = []
    if pot.amount and not pot.returned and not scenario.chips_known(number):
        # The app made these chips up: the dealer first colours the bets up into them.
        steps.append(Step(StepKind.SIZE, pot.name, changed_in=chips, note=str(pot.amount)))
    header = f"{pot.amount} in {chips.describe()}; " if pot.amount else ""
    if pot.returned or not pot.contested:
        seat = pot.eligible[0]
        if scenario.game_rules.high:
            award.high.add(seat)
        else:
            award.low.add(seat)
        if pot.returned:
            reason = "uncalled"
            header += f"nobody called this part of seat {seat}'s bet."
        else:
            reason = "everyone else in this pot folded"
            header += f"everyone else folded, seat {seat} takes it without a showdown."
        award.reasons.append(f"Seat {seat} takes it: {reason}.")
        split = split_chips(scenario.chips, chips, [seat], pot.name, take_reason=reason)
        award.take(split, {})
    elif scenario.run_count == 1:
        header += _award_part(scenario, by_board[1], pot.eligible, chips, pot.name, award)
    else:
        words, runs = _award_runs(scenario, pot, chips, by_board, award)
        header += words
    steps.append(Step(StepKind.POT, pot.name, note=header))
    steps.extend(award.steps)
    result = PotResult(
        name=pot.name,
        amount=pot.amount,
        chips=chips,
        eligible=pot.eligible,
        winners=award.winners,
        shares=award.shares(),
        odd_chips=tuple(award.odd_chips),
        runs=runs,
        returned=pot.returned,
        reasons=tuple(award.reasons),
    )
    return result, tuple(steps)


def _award_runs(
    scenario: Scenario,
    pot: Pot,
    chips: ChipCounts,
    by_board: Mapping[int, Mapping[int, SeatHand]],
    award: _Award,
) -> tuple[str, tuple[RunResult, ...]]:
    """Award a pot run more than once, board by board; return the header words and runs.

    When one seat wins every board, the pot is pushed to it whole: no division between
    the boards, no odd chip, and each run keeps its amount and winners only.
    """
    chip_set = scenario.chips
    boards = [f"board {run}" for run in range(1, scenario.run_count + 1)]
    reasons = [f"the {_ordinal(run)} board takes the odd chip" for run in range(1, 9)]
    parts = split_chips(chip_set, chips, boards, pot.name, odd_chip_reasons=reasons)
    run_awards: list[tuple[ChipCounts, _Award]] = []
    for run, (label, part_chips) in enumerate(parts.shares, 1):
        run_award = _Award(chip_set, award.ledger)
        where = f"{pot.name}, {label}"
        note = f"{chip_set.value_of(part_chips)} in {part_chips.describe()}; " if pot.amount else ""
        note += _award_part(scenario, by_board[run], pot.eligible, part_chips, where, run_award)
        run_award.steps.insert(0, Step(StepKind.POT, where, note=note))
        sole = run_award.sole_winner
        if label in parts.odd_chips and sole is not None:
            run_award.add_odd_chip(sole, reasons[run - 1], first=True)
        run_awards.append((part_chips, run_award))
    winners = {seat for _, run_award in run_awards for seat in run_award.high | run_award.low}
    times = _times(len(boards))
    if len(winners) == 1:
        seat = next(iter(winners))
        on_boards = "both boards" if len(boards) == 2 else f"all {len(boards)} boards"
        for _, run_award in run_awards:
            award.high |= run_award.high
            award.low |= run_award.low
            award.reasons.extend(run_award.reasons)
        whole = split_chips(chip_set, chips, [seat], pot.name, take_words=f"wins on {on_boards}")
        award.take(whole, {})
        runs = tuple(
            RunResult(
                board=run,
                amount=chip_set.value_of(part_chips),
                chips=part_chips,
                winners=run_award.winners,
                shares=tuple(Share(share.seat, share.amount, None) for share in run_award.shares()),
                odd_chips=(),
                reasons=tuple(run_award.reasons),
            )
            for run, (part_chips, run_award) in enumerate(run_awards, 1)
        )
        return (
            f"the board was run {times} and seat {seat} wins on {on_boards}: "
            "the pot goes to it whole."
        ), runs
    award.steps.extend(parts.steps)
    runs = tuple(
        RunResult(
            board=run,
            amount=chip_set.value_of(part_chips),
            chips=part_chips,
            winners=run_award.winners,
            shares=run_award.shares(),
            odd_chips=tuple(run_award.odd_chips),
            reasons=tuple(run_award.reasons),
        )
        for run, (part_chips, run_award) in enumerate(run_awards, 1)
    )
    for _, run_award in run_awards:
        award.merge(run_award)
    if not pot.amount:
        return f"the board was run {times}.", runs
    return f"the board was run {times}: the pot is divided between them.", runs


def _award_part(
    scenario: Scenario,
    hands: Mapping[int, SeatHand],
    eligible: Sequence[int],
    chips: ChipCounts,
    where: str,
    award: _Award,
) -> str:
    """Award one contested pot (or one board's part of it); return the words for its header."""
    rules = scenario.game_rules
    for seat in eligible:
        if seat not in hands:
            raise IncompleteScenarioError(f"seat {seat}: cards are needed for the showdown")
    contenders = tuple([hands[seat] for seat in eligible])
    board = scenario.boards[contenders[0].board - 1]
    high_winners = _best(contenders, low=False) if rules.high else []
    low_winners = _best(contenders, low=True) if rules.low is not LowRule.NONE else []
    if high_winners:
        award.reasons.append(Contest(contenders, tuple(high_winners), board, False))
    if low_winners:
        award.reasons.append(Contest(contenders, tuple(low_winners), board, True))
    if high_winners and low_winners:
        high_seats = [hand.seat for hand in high_winners]
        both = f"high ({_hand_of(high_winners[0], False).name}) and low "
        both += f"({_hand_of(low_winners[0], True).name})"
        if high_seats == [hand.seat for hand in low_winners]:
            if len(high_seats) == 1:
                # One seat wins both halves: the pot (or part) is pushed intact.
                seat = high_seats[0]
                award.high.add(seat)
                award.low.add(seat)
                it = "it" if "," in where else "the pot"
                whole = split_chips(
                    scenario.chips, chips, [seat], where, take_words=f"scoops {it} (high and low)"
                )
                award.take(whole, {})
                return f"seat {seat} wins {both} and scoops {it}."
            if _split_both_ways(scenario, hands, high_winners, low_winners, chips, where, award):
                seats = describe_recipients(high_seats)
                return f"{seats} tie for {both} and split it once between them."
        _halve(scenario, hands, high_winners, low_winners, chips, where, award)
        return (
            f"high to {_winning_words(high_winners, low=False)}; "
            f"low to {_winning_words(low_winners, low=True)}; the pot is halved."
        )
    if high_winners:
        if rules.is_split:
            award.reasons.append("No qualifying low: the high hand takes the whole pot.")
            _award_to(scenario, hands, high_winners, chips, where, award, False)
            return _outcome_words(high_winners, low=False) + " (no qualifying low)."
        _award_to(scenario, hands, high_winners, chips, where, award, False)
        return _outcome_words(high_winners, low=False) + "."
    _award_to(scenario, hands, low_winners, chips, where, award, True)
    return _outcome_words(low_winners, low=True) + "."


def _halve(
    scenario: Scenario,
    hands: Mapping[int, SeatHand],
    high_winners: Sequence[SeatHand],
    low_winners: Sequence[SeatHand],
    chips: ChipCounts,
    where: str,
    award: _Award,
) -> None:
    """Halve a high-low pot (the odd unit to the high half), then split each half."""
    halves = split_chips(
        scenario.chips, chips, [_HIGH_HALF, _LOW_HALF], where, odd_chip_reasons=(_HALVING_REASON,)
    )
    award.steps.extend(halves.steps)
    high_chips, low_chips = (counts for _, counts in halves.shares)
    if halves.odd_chips and len(high_winners) == 1:
        # The halving's odd unit is an odd chip of the seat that takes the high half whole.
        award.add_odd_chip(high_winners[0].seat, _HALVING_REASON, first=True)
    _award_to(scenario, hands, high_winners, high_chips, f"{where}, high half", award, False)
    _award_to(scenario, hands, low_winners, low_chips, f"{where}, low half", award, True)


def _split_both_ways(
    scenario: Scenario,
    hands: Mapping[int, SeatHand],
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
    _halve(scenario, hands, high_winners, low_winners, chips, where, halved)
    amounts = halved.amounts()
    why: dict[int, str] = {}
    for odd in halved.odd_chips:
        why.setdefault(odd.seat, odd.reason)
    order = odd_chip_order(scenario, high_winners)
    seats = sorted((seat for seat, _ in order), key=lambda seat: -amounts.get(seat, 0))
    fallback = dict(order)
    reasons = {seat: why.get(seat, fallback[seat]) for seat in seats}
    one = split_chips(
        scenario.chips, chips, seats, where, odd_chip_reasons=[reasons[seat] for seat in seats]
    )
    values = scenario.chips.values
    for seat, counts in zip(seats, one.counts, strict=True):
        if sum(map(operator.mul, values, counts)) != amounts.get(seat, 0):
            return False
    award.high.update(seats)
    award.low.update(seats)
    award.take(one, reasons)
    return True


def _best(contenders: Sequence[SeatHand], *, low: bool) -> list[SeatHand]:
    """The seats with the best high (or qualifying low) hand, in seat order."""
    best: list[SeatHand] = []
    top = 0
    for hand in contenders:
        chosen = hand.low if low else hand.high
        if chosen is None:
            continue
        if not best or chosen.strength > top:
            top, best = chosen.strength, [hand]
        elif chosen.strength == top:
            best.append(hand)
    return best


def _hand_of(hand: SeatHand, low: bool) -> HighHand | LowHand:
    chosen = hand.low if low else hand.high
    assert chosen is not None
    return chosen


def _explain(
    contenders: Sequence[SeatHand], winners: Sequence[SeatHand], board: Sequence[Card], low: bool
) -> str:
    """Why these seats win: against the best other hand, or why the winners tie."""
    first = winners[0]
    if len(winners) > 1:
        return explain_tie([_hand_of(hand, low) for hand in winners], board=board)
    others = [hand for hand in contenders if hand not in winners and _has(hand, low)]
    if not others:
        half = "low" if low else "high"
        return f"Seat {first.seat} has the only qualifying {half} hand."
    other = max(others, key=lambda hand: _hand_of(hand, low).strength)
    comparison = explain(
        _hand_of(first, low),
        _hand_of(other, low),
        board=board,
        a_label=f"Seat {first.seat}",
        b_label=f"Seat {other.seat}",
    )
    return comparison.reason


def _has(hand: SeatHand, low: bool) -> bool:
    return (hand.low if low else hand.high) is not None


def _winning_words(winners: Sequence[SeatHand], *, low: bool) -> str:
    seats = describe_recipients([hand.seat for hand in winners])
    return f"{seats} ({_hand_of(winners[0], low).name})"


def _outcome_words(winners: Sequence[SeatHand], *, low: bool) -> str:
    name = _hand_of(winners[0], low).name
    if len(winners) == 1:
        return f"seat {winners[0].seat} wins with {name}"
    seats = describe_recipients([hand.seat for hand in winners])
    return f"{seats} tie with {name} and split it"


def _award_to(
    scenario: Scenario,
    hands: Mapping[int, SeatHand],
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
        order = odd_chip_order(scenario, winners, low=low)
        if scenario.odd_chips is OddChipRule.PER_POT:
            order = _one_per_player(order, award.ledger)
    seats = [seat for seat, _ in order]
    (award.low if low else award.high).update(seats)
    reasons = dict(order)
    split = split_chips(
        scenario.chips,
        chips,
        seats,
        where,
        odd_chip_reasons=[reason for _, reason in order],
        take_reason="the low hand" if low and scenario.game_rules.is_split else "",
    )
    award.take(split, reasons)


def _one_per_player(
    order: Sequence[tuple[int, str]], ledger: Mapping[int, int]
) -> tuple[tuple[int, str], ...]:
    """The odd-chip order under ``per_pot``: seats with fewer odd chips of the pot first.

    Robert's Rules give no player a second odd chip while another winner has none; a seat
    passed over keeps its place among those with as many odd chips as it has.
    """
    if not any(ledger.get(seat, 0) for seat, _ in order):
        return tuple(order)
    ranked = sorted(range(len(order)), key=lambda index: (ledger.get(order[index][0], 0), index))
    reordered = []
    for position, index in enumerate(ranked):
        seat, reason = order[index]
        passed = [order[other][0] for other in ranked[position + 1 :] if other < index]
        if passed:
            has = "has" if len(passed) == 1 else "have"
            reason += (
                f"; {describe_recipients(passed)} already {has} an odd chip of this pot,"
                " one per player"
            )
        reordered.append((seat, reason))
    return tuple(reordered)


def odd_chip_order(
    scenario: Scenario, winners: Sequence[SeatHand], *, low: bool = False
) -> tuple[tuple[int, str], ...]:
    """Tied winners in the order they take odd chips, each with the reason.

    Button games: clockwise from the button (heads-up, the big blind first). Stud games:
    highest card by suit for high, lowest card by suit (ace low) for low, among all the
    seat's cards or only the five that play (``stud_odd_chip``).
    """
    rules = scenario.game_rules
    if rules.odd_chip is OddChipOrder.BUTTON:
        button = scenario.button or 0
        seats = sorted((hand.seat for hand in winners), key=lambda seat: (seat <= button, seat))
        heads_up = len(scenario.seats) == 2
        reasons = []
        for position, seat in enumerate(seats):
            if position == 0:
                extra = " (the big blind, heads-up)" if heads_up else ""
                reasons.append((seat, f"first seat clockwise from the button{extra}"))
            else:
                reasons.append((seat, "next seat clockwise from the button"))
        return tuple(reasons)
    deciding = {hand.seat: _deciding_card(scenario, hand, low) for hand in winners}
    if low:
        seats = sorted(deciding, key=lambda seat: _low_card_key(deciding[seat]))
    else:
        seats = sorted(deciding, key=lambda seat: deciding[seat], reverse=True)
    word = "lowest" if low else "highest"
    where = "of the five that play" if scenario.stud_odd_chip is StudOddChip.BEST_FIVE else ""
    return tuple(
        (
            seat,
            f"{'next ' if position else ''}{word} card by suit{' ' + where if where else ''}: "
            f"{deciding[seat]}",
        )
        for position, seat in enumerate(seats)
    )


def _low_card_key(card: Card) -> tuple[int, int]:
    return card.rank.low_value, card.suit


def _deciding_card(scenario: Scenario, hand: SeatHand, low: bool) -> Card:
    if scenario.stud_odd_chip is StudOddChip.BEST_FIVE:
        cards = _hand_of(hand, low).cards
    else:
        cards = scenario.seat(hand.seat).cards
    return min(cards, key=_low_card_key) if low else max(cards)


def _ordinal(number: int) -> str:
    words = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")
    return words[number - 1] if number <= len(words) else f"{number}th"


def _times(count: int) -> str:
    return {2: "twice", 3: "three times"}.get(count, f"{count} times")
