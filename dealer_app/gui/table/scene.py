"""What lies on the felt, worked out without Qt: the pots, each seat's take, the chips' flights
and the words under the pots.

:func:`table_scene` turns a :class:`~dealer_app.gui.table.state.TableOutcome` into piles of
chip stacks; :func:`table_words` says, under the pots, why a pot goes where it goes or what
is still missing. Everything comes from the model's result: nothing here splits a pot. The
table view places and paints what this module builds.
"""

# No `from __future__ import annotations`: typing.NamedTuple compiles each field's annotation
# given as text when the class is made, some 130 compiles at every start.

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, NamedTuple

from dealer_app.gui.table.chip_stacks import ChipStack, describe_stacks, stacks_from_counts
from dealer_app.gui.table.state import TableOutcome
from dealer_app.model.chips import ChipCounts, ChipSet
from dealer_app.model.room.money import PLAIN, MoneyUnit
from dealer_app.model.words import capitalised, describe_recipients

if TYPE_CHECKING:
    from dealer_app.model.home.guts_money import GutsSettlement
    from dealer_app.model.showdown.result import OddChip, PotResult, Winners

__all__ = [
    "INFO_LINES",
    "SHORTENED_FROM",
    "Flight",
    "PotPile",
    "SharePile",
    "TableScene",
    "TableWords",
    "pot_title",
    "pot_tooltip",
    "share_tooltip",
    "short_money",
    "shortened_pots",
    "table_scene",
    "table_words",
]

INFO_LINES = 3
"""How many lines of words fit under the pots."""


class PotPile(NamedTuple):
    """One pot drawn in the middle: its chips and the words under them."""

    name: str
    amount: int
    chips: ChipCounts
    stacks: tuple[ChipStack, ...]
    caption: str
    winners: tuple[int, ...]
    unit: MoneyUnit = PLAIN
    """How the table's money reads."""
    winners_line: bool = True
    """Whether :attr:`caption` (who wins the pot) is drawn under the title: a middle too
    crowded to leave every winner its chips leaves it to the pot's tooltip, the payout by
    each seat saying who takes what."""
    short_amount: bool = False
    """Whether the title's amount is shortened (``"$10.5B"``): a middle too crowded for
    its pots' long amounts side by side; the whole amount is in the pot's tooltip."""
    short_decimals: int = 1
    """How many figures after the point a shortened amount keeps (more where another pot
    would read the same)."""

    @property
    def drawn_caption(self) -> str:
        """The pot's second line as drawn on the felt (empty where it is left out)."""
        return self.caption if self.winners_line else ""

    @property
    def word_lines(self) -> int:
        """The lines of words a pot's room holds under its chips: its title, and the line
        of its winners where drawn."""
        return 2 if self.winners_line else 1


class Flight(NamedTuple):
    """One seat's share of one pot, as it slides from that pot to the seat."""

    pot: int
    """Index of the pot in the middle (in :attr:`TableScene.pots`)."""
    seat: int
    stacks: tuple[ChipStack, ...]


class SharePile(NamedTuple):
    """What one seat takes, drawn in front of it: chips and the odd chips it got."""

    seat: int
    amount: int
    chips: ChipCounts
    stacks: tuple[ChipStack, ...]
    odd_chips: tuple["OddChip", ...]
    unit: MoneyUnit = PLAIN
    """How the table's money reads."""
    returned: int = 0
    """The part of :attr:`amount` that is the seat's own uncalled bet going back to it: never
    part of a pot, so never won (TDA, Robert's Rules)."""

    @property
    def won(self) -> int:
        """What the seat wins of the pots: its take less its own bet handed back."""
        return self.amount - self.returned

    @property
    def label(self) -> str:
        """The words under the pile, saying whose it is: ``"Seat 5 +1,225"``; an uncalled
        bet reads as returned, never as won: ``"Seat 2: 213 returned"``."""
        return self.labels(MoneyUnit.text)[0]

    def labels(self, money: Callable[[MoneyUnit, int], str]) -> tuple[str, ...]:
        """The label on one line and on two (and, for a bet returned, on three: narrow
        enough to sit by the plaque of a seat at the end of a crowded table), its amounts
        written by ``money`` (the whole amount, or one shortened for a label with no room).

        >>> pile = SharePile(2, 287, ChipCounts(), (), (), MoneyUnit("$"), returned=213)
        >>> pile.labels(MoneyUnit.text)[0]
        'Seat 2 +$74, $213 returned'
        >>> pile.labels(MoneyUnit.text)[1:]
        ('Seat 2 +$74\\n$213 returned', 'Seat 2\\n+$74\\n$213 returned')
        >>> back = SharePile(2, 213, ChipCounts(), (), (), MoneyUnit("$"), returned=213)
        >>> back.labels(MoneyUnit.text)
        ('Seat 2: $213 returned', 'Seat 2\\n$213 returned', 'Seat 2\\n$213\\nreturned')
        """
        won = self.won
        if not self.returned:
            amount = money(self.unit, won)
            return f"Seat {self.seat} +{amount}", f"Seat {self.seat}\n+{amount}"
        returned = money(self.unit, self.returned)
        back = f"{returned} {_RETURNED}"
        if not won:
            return (
                f"Seat {self.seat}: {back}",
                f"Seat {self.seat}\n{back}",
                f"Seat {self.seat}\n{returned}\n{_RETURNED}",
            )
        amount = money(self.unit, won)
        return (
            f"Seat {self.seat} +{amount}, {back}",
            f"Seat {self.seat} +{amount}\n{back}",
            f"Seat {self.seat}\n+{amount}\n{back}",
        )

    def look_key(self) -> tuple[object, ...]:
        """What the pile's label and chips on the felt are made from (its chips and odd
        chips are in its stacks): piles of equal keys look alike and need the same room."""
        return (self.seat, self.amount, self.returned, self.unit, self.stacks)


_RETURNED = "returned"
"""How the felt says an uncalled bet going back, as the model names its pot ("Returned to
seat 2")."""


class TableScene(NamedTuple):
    """The pots in the middle, the seats' takes and the flights between them."""

    pots: tuple[PotPile, ...] = ()
    shares: tuple[SharePile, ...] = ()
    flights: tuple[Flight, ...] = ()


class TableWords(NamedTuple):
    """The words under the pots: the lines shown, all of them (a tooltip), and whether they
    say what the model refused."""

    shown: str = ""
    full: str = ""
    problem: bool = False
    pot: int | None = None
    """The pot (index in :attr:`TableScene.pots`) the shown words are about, to sit under it."""


def _merge(counts: list[ChipCounts | None], order: tuple[str, ...]) -> ChipCounts:
    totals = dict.fromkeys(order, 0)
    for part in counts:
        # A pot's own shares always have chips; only a board's part of a pushed pot has none.
        for name, count in part or ():
            totals[name] = totals.get(name, 0) + count
    return ChipCounts.of(totals)


def _winner_words(pot: "PotResult", halves: tuple[str, str]) -> str:
    """Who takes the pot, short enough to sit under its chips (board by board when run twice);
    ``halves`` names a split pot's halves (high and low, or badeucy's deuce-to-seven and
    badugi)."""
    if pot.runs:
        return " · ".join(f"B{run.board}: {_board_winners(run.winners)}" for run in pot.runs)
    if pot.pending:
        return "Waiting: rock-paper-scissors"
    winners = pot.winners
    if winners.low and not winners.high:
        return f"To {describe_recipients(winners.low)}"
    if winners.low:
        if winners.low == winners.high:
            # Two or more seats taking both halves split the pot once (as the steps say it,
            # contests.both_ways_words); only one seat taking both halves scoops it.
            word = "Scoop" if len(winners.high) == 1 else "Split"
            return f"{word}: {describe_recipients(winners.high)}"
        high = ", ".join(str(n) for n in winners.high)
        low = ", ".join(str(n) for n in winners.low)
        return f"{halves[0].capitalize()} {high} · {halves[1].capitalize()} {low}"
    if len(winners.high) > 1:
        return f"Split: {describe_recipients(winners.high)}"
    return f"To {describe_recipients(winners.high)}" if winners.high else ""


def _raked_words(pot: "PotResult", unit: MoneyUnit, winners: str) -> str:
    """Who takes the pot, and what the house took of it first, the rake and the jackpot
    drop together (each has its own step): a pot of $90 that pays its winner $84 says where
    the $6 went."""
    if not pot.raked:
        return winners
    if pot.nothing_to_push:
        return f"All {unit.text(pot.raked)} to the house"
    return f"{winners} · {unit.text(pot.raked)} to the house" if winners else winners


def _board_winners(winners: "Winners") -> str:
    """Who takes one board's part: its seats, and a high-low board's halves where they
    differ ("high 1 / low 2"), which seat numbers alone would not tell apart."""
    if winners.low and winners.low != winners.high:
        high = ", ".join(str(n) for n in winners.high)
        low = ", ".join(str(n) for n in winners.low)
        return f"high {high} / low {low}"
    return ", ".join(str(seat) for seat in winners.seats)


def _odd_counts(odd_chips: "Iterable[OddChip]") -> dict[str, int]:
    counts: dict[str, int] = {}
    for chip in odd_chips:
        counts[chip.chip] = counts.get(chip.chip, 0) + 1
    return counts


_SHORT_STEPS = ((10**12, "T"), (10**9, "B"), (10**6, "M"), (10**3, "K"))


def short_money(unit: MoneyUnit, value: int, decimals: int = 1) -> str:
    """``value`` (in units) shortened for a label with no room: ``"$1.2T"``, ``"$34.5M"``
    (with up to ``decimals`` figures after the point, trailing zeros left out); below a
    thousand, as :meth:`MoneyUnit.text` writes it. The figure is cut, never rounded up, so
    a shortened amount never reads more than there is: two amounts a side pot tells apart
    never read the same for one of them rounded up.

    >>> short_money(MoneyUnit("$"), 1_234_567_890_123)
    '$1.2T'
    >>> short_money(MoneyUnit("$"), 34_500_000)
    '$34.5M'
    >>> short_money(MoneyUnit("$"), 950)
    '$950'
    >>> short_money(MoneyUnit("$"), 999_999_999_997), short_money(MoneyUnit("$"), 10**12)
    ('$999.9B', '$1T')
    >>> short_money(MoneyUnit("$"), 10_525_000_000, decimals=3)
    '$10.525B'
    """
    whole = abs(value) // unit.per
    for size, letter in _SHORT_STEPS:
        if whole >= size:
            sign = "-" if value < 0 else ""
            scale = 10**decimals
            units, fraction = divmod(whole * scale // size, scale)
            digits = f"{fraction:0{decimals}d}".rstrip("0") if decimals else ""
            figure = f"{units}.{digits}" if digits else str(units)
            return f"{sign}{unit.symbol}{figure}{letter}"
    return unit.text(value)


SHORTENED_FROM = 1_000_000
"""The least amount (in the money's whole units) a crowded middle shortens: below a
million, "$123,456" is hardly longer than "$123.4K" and says more."""


_SHORT_DECIMALS = 3
"""The most figures after the point a shortened pot is given to read apart from another."""


def shortened_pots(pots: Sequence[PotPile]) -> tuple[PotPile, ...]:
    """``pots`` with the amounts of a million or more shortened, each with as many figures
    after the point as tell it from every other (up to three): ``"10.5B"`` for pots of
    10.51 and 10.58 billion tells the dealer nothing. Pots alike to a thousandth
    (9,000,000,012 and 9,000,000,018) read alike, with the three figures: as much the same
    as a glance tells, and apart from the rest.

    >>> from dealer_app.model.chips import ChipCounts
    >>> piles = [PotPile(name, amount, ChipCounts.of({}), (), "", ()) for name, amount in
    ...          (("Main pot", 10_510_000_000), ("Side pot 1", 10_520_000_000),
    ...           ("Side pot 2", 7_777_776), ("Side pot 3", 1_496),
    ...           ("Side pot 4", 9_000_000_012), ("Side pot 5", 9_000_000_018),
    ...           ("Side pot 6", 10_510_003_233))]
    >>> [pot_title(pile).split(": ")[1] for pile in shortened_pots(piles)]
    ['10.51B', '10.52B', '7.7M', '1,496', '9B', '9B', '10.51B']
    """
    long_ones = [
        index
        for index, pile in enumerate(pots)
        if abs(pile.amount) // pile.unit.per >= SHORTENED_FROM
    ]
    # Each long pot told apart from the others, with how many figures after the point.
    shown: dict[int, int] = {}
    for decimals in range(1, _SHORT_DECIMALS + 1):
        texts = {
            index: short_money(pots[index].unit, pots[index].amount, decimals)
            for index in long_ones
        }
        for index in long_ones:
            if index not in shown and list(texts.values()).count(texts[index]) == 1:
                shown[index] = decimals
    return tuple(
        pile._replace(
            short_amount=index in long_ones, short_decimals=shown.get(index, _SHORT_DECIMALS)
        )
        for index, pile in enumerate(pots)
    )


def pot_title(pile: PotPile) -> str:
    """The pot's first line under its chips: ``"Side pot 1: 1,750"`` (the colon keeps the
    pot's number apart from its amount; ``"Side pot 1: 10.5B"`` where the middle is too
    crowded for the whole amount)."""
    if pile.short_amount:
        return f"{pile.name}: {short_money(pile.unit, pile.amount, pile.short_decimals)}"
    return f"{pile.name}: {pile.unit.text(pile.amount)}"


def table_scene(outcome: TableOutcome) -> TableScene:
    """The piles of chips an outcome puts on the felt.

    Before the showdown is complete the pots formed so far are shown, with no winners;
    once it is resolved, each pot names its winners and each seat's take and odd chips
    wait in front of it.
    """
    scenario = outcome.state.scenario
    chip_set = scenario.chips
    unit = outcome.state.unit
    result = outcome.result
    if result is None:
        try:
            pots = scenario.pots()
        except ValueError:
            return TableScene()
        piles = []
        for number, pot in enumerate(pots):
            if pot.returned or not pot.amount:
                continue
            try:
                chips = scenario.chips_of(number)
            except ValueError:
                continue
            stacks = stacks_from_counts(chip_set, chips)
            piles.append(PotPile(pot.name, pot.amount, chips, stacks, "", (), unit))
        return TableScene(tuple(piles))
    contested = [pot for pot in result.pots if not pot.returned and pot.amount]
    pot_piles = tuple(
        PotPile(
            pot.name,
            pot.amount,
            pot.chips,
            stacks_from_counts(chip_set, pot.chips),
            _raked_words(pot, unit, _winner_words(pot, outcome.state.rules.half_names)),
            pot.winners.seats,
            unit,
        )
        for pot in contested
    )
    guts = result.guts
    if guts is not None and guts.pot_stays and not contested:
        pot_piles = _pot_staying(guts, chip_set, unit)
    shares = []
    for seat, amount in result.payouts:
        if not amount:
            continue
        chips = _merge(
            [
                share.chips
                for pot in result.pots
                for share in pot.shares
                if share.seat == seat and share.chips is not None
            ],
            chip_set.names,
        )
        odd = tuple(chip for pot in result.pots for chip in pot.odd_chips if chip.seat == seat)
        stacks = stacks_from_counts(chip_set, chips, odd=_odd_counts(odd))
        returned = result.returned_map.get(seat, 0)
        shares.append(SharePile(seat, amount, chips, stacks, odd, unit, returned))
    if guts is not None:
        # Three-five-seven's losers pay its winners seat to seat: chips of no pot, so none
        # fly from the middle; the fewest chips of the set say them.
        for seat, amount in guts.received.items():
            chips = chip_set.make_up(amount)
            stacks = stacks_from_counts(chip_set, chips)
            shares.append(SharePile(seat, amount, chips, stacks, (), unit))
        shares.sort(key=lambda pile: pile.seat)
    flights = tuple(
        Flight(
            index,
            share.seat,
            stacks_from_counts(
                chip_set,
                share.chips,
                odd=_odd_counts(chip for chip in pot.odd_chips if chip.seat == share.seat),
            ),
        )
        for index, pot in enumerate(contested)
        for share in pot.shares
        if share.chips is not None  # a pot's own shares always count their chips
    )
    return TableScene(pot_piles, tuple(shares), flights)


def _pot_staying(guts: "GutsSettlement", chip_set: ChipSet, unit: MoneyUnit) -> tuple[PotPile, ...]:
    """A guts pot nobody took, left in the middle, saying who matches it (the ghost unbeaten)
    or the stage dealt next (three-five-seven)."""
    pot = guts.declared.table.pot_in_play
    if not pot:
        return ()
    if guts.next_stage is not None:
        caption = f"Stays: stage {guts.next_stage} next"
    elif guts.matched_by:
        payers = sorted(guts.matched_by)
        caption = f"Stays: {describe_recipients(payers)} match{'es' if len(payers) == 1 else ''}"
    else:
        caption = "Stays for the next deal"
    chips = chip_set.make_up(pot)
    return (PotPile("Pot", pot, chips, stacks_from_counts(chip_set, chips), caption, (), unit),)


def _board_words(pot: "PotResult") -> list[str]:
    """Where a pot divided between boards goes, board by board, never as if one seat took
    it all (why each board's part goes there is in the tooltip); a pot the same seats take
    the same way on every board is split once, as its steps say."""
    if pot.split_once_on_boards:
        from dealer_app.model.showdown.contests import runs_words

        seats = sorted({seat for run in pot.runs for seat in run.winners.seats})
        said = runs_words(len(pot.runs), sole_winner=None, money=True, split_once=seats)
        return [capitalised(said)]
    parts = ", ".join(
        f"board {run.board} to {describe_recipients(run.winners.seats)}" for run in pot.runs
    )
    return [f"Divided between the boards: {parts}"]


def _pot_words(pot: "PotResult", outcome: TableOutcome) -> list[str]:
    """Why a pot goes where it goes; in a high-low game the high half's line, then the low
    half's (which names the low itself), so a halved pot never reads as one seat's. Where
    the halves are named (badeucy) each line says its half: "Deuce-to-seven half: ...",
    "Badugi half: ..."."""
    rules = outcome.state.rules
    if rules.is_split and len(pot.explanation) > 1:
        if not rules.halves:
            return [f"High: {pot.explanation[0]}", *pot.explanation[1:2]]
        first, second = (f"{name.capitalize()} half" for name in rules.half_names)
        return [f"{first}: {pot.explanation[0]}", f"{second}: {pot.explanation[1]}"]
    return list(pot.explanation[:1])


def table_words(outcome: TableOutcome) -> TableWords:
    """Under the pots: why the pot goes where it goes (a tie first), or what is missing."""
    lines: list[str] = []
    full: list[str] = []
    about: int | None = None
    if outcome.result is not None:
        contested = [pot for pot in outcome.result.pots if not pot.returned and pot.amount]
        for pot in contested:
            full += [
                f"{pot.name}, board {run.board}: {text}"
                for run in pot.runs
                for text in run.explanation
            ] or [f"{pot.name}: {text}" for text in pot.explanation]
        # The words speak of a pot that pays someone: one the house took whole says so
        # under its own chips.
        paying = [pot for pot in contested if not pot.nothing_to_push]
        tied = [
            pot
            for pot in paying
            if pot.runs or len(pot.winners.high) > 1 or len(pot.winners.low) > 1
        ]
        shown = tied[0] if tied else paying[0] if paying else None
        if shown is not None:
            about = contested.index(shown)
            lines = _board_words(shown) if shown.runs else _pot_words(shown, outcome)
            if len(contested) > 1:
                # The words go under the pots, rows of them on a crowded felt: they name
                # the pot they speak of, never read as the words of the pot above them.
                lines[0] = f"{shown.name} · {lines[0]}"
        guts = outcome.result.guts
        if guts is not None and not contested:
            # Nobody took the pot: the deal's money in the model's words (who matches it,
            # who pays whom), under the pot left in the middle (words loaded with a result,
            # as the steps are).
            from dealer_app.model.money_words import written_words

            money = outcome.state.unit.text
            lines = full = [capitalised(written_words(note, money)) for note in guts.notes[1:]]
            about = 0 if guts.declared.table.pot_in_play else None
    elif outcome.problem:
        lines = full = [outcome.problem]
    elif outcome.missing:
        full = list(outcome.missing)
        more = len(outcome.missing) - 1
        lines = [f"Still needed: {outcome.missing[0]}" + (f" (and {more} more)" if more else "")]
    shown_text = "\n".join(lines[:INFO_LINES])
    return TableWords(shown_text, "\n".join(full), bool(outcome.problem), about)


def share_tooltip(pile: SharePile) -> str:
    """What a seat's take is, in words, with each odd chip and why it went there."""
    # Odd chips are named only once a result is in: the table starts without their rules.
    from dealer_app.model.showdown.odd_chips import odd_chips_by_seat

    money = pile.unit.text
    lines = [f"Seat {pile.seat} takes {money(pile.amount)}: {describe_stacks(pile.stacks)}"]
    if pile.returned:
        # The model's own words for an uncalled bet (loaded with the result, as they are).
        from dealer_app.model.showdown.contests import uncontested_words

        words, _ = uncontested_words(pile.seat, returned=True)
        won = pile.won
        lines.append(
            f"{money(pile.returned)} is {_RETURNED}, not won: {words[0].upper()}{words[1:]} "
            "An uncalled bet is not part of the pot."
        )
        if won:
            lines.append(f"Won from the pots: {money(won)}")
    # The seat's odd chips of one colour (one of each half, or of two pots) are said once, as
    # every list of odd chips says them: how many, and each reason once.
    by_colour: dict[tuple[str, int], list[tuple[int, str]]] = {}
    for chip in pile.odd_chips:
        by_colour.setdefault((chip.chip, chip.value), []).append((pile.seat, chip.reason))
    for (name, value), takers in by_colour.items():
        (taken,) = odd_chips_by_seat(takers)
        chips = taken.chips(name)
        each = " each" if taken.count > 1 else ""
        lines.append(f"{chips[0].upper()}{chips[1:]} ({money(value)}{each}): {taken.reason}")
    return "\n".join(lines)


def pot_tooltip(pile: PotPile) -> str:
    """A pot's value and chips in words, and who takes it."""
    text = f"{pile.name}: {pile.unit.text(pile.amount)} in {pile.chips.describe()}"
    return text + (f"\n{pile.caption}" if pile.caption else "")
