"""All-in equity: each seat's share of the pot over every board still to come.

>>> from dealer_app.model.cards import parse_cards
>>> result = board_equity("holdem", {1: parse_cards("As Ks"), 2: parse_cards("Qh Qd")})
>>> result.boards, result.exact, [(s.seat, s.win, s.tie, round(s.equity, 4)) for s in result.seats]
(1712304, True, [(1, 787966, 6732, 0.4621), (2, 917606, 6732, 0.5379)])

Every board is dealt out and evaluated (:mod:`dealer_app.model.play.boards`), for
hold'em and hold'em hi-lo, Omaha, five-card Omaha and their hi-lo eight or better (Omaha
hi-lo, Big O), 2 to 10 seats, with dead cards (the
cards folded seats showed) out of the deck. A seat's *equity* is its share of a pot
that every seat still in contests, averaged over the boards: a tie shares its part
equally; in hi-lo the pot is halved, each half shared among its winners, and the high
hand scoops when nobody has a low. Shares are counted exactly, in units of 1/5040 of
the pot (5040 divides by every number of seats, halved or not).

When dealing out every board would take too long (over :data:`EXACT_SECONDS_LIMIT` by
an estimate), or when asked, boards are sampled instead: a seeded Monte Carlo whose
answer carries the number of samples and each equity's standard error.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from dealer_app.model.cards import Card, card_used_twice, parse_cards
from dealer_app.model.hands.evaluated import HighHand, LowHand
from dealer_app.model.hands.games import Game, GameRules, LowRule, game_rules
from dealer_app.model.play.all_in import EQUITY_GAMES
from dealer_app.model.play.boards import BOARD_SIZE, BoardDeal
from dealer_app.model.showdown.resolve import evaluate_seats
from dealer_app.model.showdown.scenario import Scenario
from dealer_app.model.showdown.seats import MAX_SEATS, MIN_SEATS
from dealer_app.model.words import plural

__all__ = [
    "EXACT_SECONDS_LIMIT",
    "MOST_SAMPLES",
    "EquityError",
    "EquityResult",
    "SeatEquity",
    "Tally",
    "board_equity",
    "equity_to_dict",
    "scenario_equity",
    "score_boards",
]

EXACT_SECONDS_LIMIT = 5.0

MOST_SAMPLES = 100_000_000
"""The most random boards drawn: a couple of minutes (about a million boards a second)."""
"""Longer than this by the estimate, and boards are sampled rather than all dealt."""

DEFAULT_SAMPLES = 200_000
POT_UNITS = 5040
"""A pot in units that every share of it is a whole number of: halves, and 1 to 10 ways."""

CHUNK_BOARDS = 1 << 18
"""Boards evaluated at once: enough to keep NumPy busy, few enough to stay in the cache."""

# Seconds per board and seat, measured on a two-core laptop: a generous estimate.
_SECONDS_PER_BOARD_SEAT = {
    Game.HOLDEM: 6e-8,
    Game.HOLDEM8: 1.2e-7,
    Game.OMAHA: 1.5e-7,
    Game.OMAHA8: 3e-7,
    Game.OMAHA5: 2.5e-7,
    Game.BIGO: 5e-7,
}


class EquityError(ValueError):
    """A spot the equity calculator cannot deal out; the message names the problem."""


@dataclass(frozen=True)
class SeatEquity:
    """One seat's result over the boards.

    ``win``: boards on which the seat takes its part of the pot sharing none of it (in
    hi-lo: whatever halves it takes, it takes alone). ``tie``: boards on which it takes
    part of the pot and shares some of it. ``equity``: its average share of the pot.
    Hi-lo games add ``high`` and ``low``, the shares of the pot won through each half
    (their sum is the equity), and ``scoop``: boards on which it takes the whole pot alone.
    ``stderr``: the standard error of ``equity`` when boards were sampled.
    """

    seat: int
    win: int
    tie: int
    equity: float
    high: float | None = None
    low: float | None = None
    scoop: int | None = None
    stderr: float | None = None


@dataclass(frozen=True)
class EquityResult:
    """Each seat's equity, and how it was found.

    ``boards``: how many boards can come (1 when the board is complete). ``exact``:
    True when every one of them was dealt; otherwise ``samples`` boards were drawn with
    ``seed``, and ``stderr`` is the largest standard error of any seat's equity.
    """

    game: Game
    boards: int
    exact: bool
    seats: tuple[SeatEquity, ...]
    samples: int | None = None
    seed: int | None = None
    stderr: float | None = None
    seconds: float = 0.0

    def seat(self, number: int) -> SeatEquity:
        """The result of one seat."""
        for entry in self.seats:
            if entry.seat == number:
                return entry
        raise EquityError(f"seat {number}: not in the hand")


# ---------------------------------------------------------------------------
# Scoring boards
# ---------------------------------------------------------------------------


@dataclass
class Tally:
    """Running sums over boards, per seat (pot shares in units of 1/POT_UNITS of a pot)."""

    seats: int
    hi_lo: bool

    def __post_init__(self) -> None:
        zeros = np.zeros(self.seats, dtype=np.int64)
        self.win, self.tie, self.scoop = zeros.copy(), zeros.copy(), zeros.copy()
        self.high, self.low, self.squares = zeros.copy(), zeros.copy(), zeros.astype(np.float64)
        self.boards = 0


def score_boards(
    high: npt.NDArray[np.integer] | None,
    low: npt.NDArray[np.integer] | None,
    tally: Tally | None = None,
) -> Tally:
    """Add the pot shares of some boards to ``tally``: arrays of shape (seats, boards).

    ``high``: each seat's high value (larger is better; ``None`` in a low-only game).
    ``low``: each seat's low value (larger is better, 0 for no qualifying low; ``None``
    when the game has no low half).
    """
    values = high if high is not None else low
    if values is None:
        raise EquityError("a game plays for high, for low or for both")
    seats, boards = values.shape
    if tally is None:
        tally = Tally(seats, high is not None and low is not None)
    tally.boards += boards
    if high is None or low is None:
        winners = values == values.max(axis=0)
        counts = winners.sum(axis=0)
        units = np.where(winners, POT_UNITS // counts, 0)
        alone = winners & (counts == 1)
        tally.win += alone.sum(axis=1)
        tally.tie += (winners & (counts > 1)).sum(axis=1)
        tally.high += units.sum(axis=1)
        tally.squares += (units.astype(np.float64) ** 2).sum(axis=1)
        return tally
    high_winners = high == high.max(axis=0)
    high_counts = high_winners.sum(axis=0)
    best_low = low.max(axis=0)
    has_low = best_low > 0
    low_winners = (low == best_low) & has_low
    low_counts = np.maximum(low_winners.sum(axis=0), 1)
    # The high half is the whole pot when nobody has a low.
    high_units = np.where(
        high_winners, np.where(has_low, POT_UNITS // 2, POT_UNITS) // high_counts, 0
    )
    low_units = np.where(low_winners, (POT_UNITS // 2) // low_counts, 0)
    takes = high_winners | low_winners
    shares = (high_winners & (high_counts > 1)) | (low_winners & (low_counts > 1))
    tally.win += (takes & ~shares).sum(axis=1)
    tally.tie += (takes & shares).sum(axis=1)
    high_alone = high_winners & (high_counts == 1)
    tally.scoop += (high_alone & (~has_low | (low_winners & (low_counts == 1)))).sum(axis=1)
    tally.high += high_units.sum(axis=1)
    tally.low += low_units.sum(axis=1)
    tally.squares += ((high_units + low_units).astype(np.float64) ** 2).sum(axis=1)
    return tally


def _seat_results(seats: Sequence[int], tally: Tally, *, sampled: bool) -> tuple[SeatEquity, ...]:
    pot = float(POT_UNITS * tally.boards)
    results = []
    for position, seat in enumerate(seats):
        high, low = int(tally.high[position]), int(tally.low[position])
        stderr = None
        if sampled:
            mean = (high + low) / POT_UNITS / tally.boards
            mean_square = float(tally.squares[position]) / POT_UNITS**2 / tally.boards
            variance = max(mean_square - mean * mean, 0.0) * tally.boards / max(tally.boards - 1, 1)
            stderr = (variance / tally.boards) ** 0.5
        results.append(
            SeatEquity(
                seat=seat,
                win=int(tally.win[position]),
                tie=int(tally.tie[position]),
                equity=(high + low) / pot,
                high=high / pot if tally.hi_lo else None,
                low=low / pot if tally.hi_lo else None,
                scoop=int(tally.scoop[position]) if tally.hi_lo else None,
                stderr=stderr,
            )
        )
    return tuple(results)


# ---------------------------------------------------------------------------
# Dealing out the boards
# ---------------------------------------------------------------------------


def _checked_game(game: Game | str) -> GameRules:
    try:
        rules = game_rules(game)
    except ValueError as error:
        raise EquityError(str(error)) from None
    if rules.game not in EQUITY_GAMES:
        names = ", ".join(str(g) for g in EQUITY_GAMES)
        raise EquityError(f"equity deals out boards for {names}, not {rules.game}")
    return rules


def _checked_cards(
    rules: GameRules,
    holes: Mapping[int, Sequence[Card]],
    board: Sequence[Card],
    dead: Sequence[Card],
) -> tuple[dict[int, tuple[Card, ...]], tuple[Card, ...], tuple[Card, ...]]:
    if not holes:
        raise EquityError("equity needs at least one seat with cards")
    checked = {seat: parse_cards(cards) for seat, cards in sorted(holes.items())}
    for seat, cards in checked.items():
        if len(cards) != rules.hole_cards:
            raise EquityError(
                f"seat {seat}: shows {plural(len(cards), 'card')}; "
                f"{rules.game} needs {rules.hole_cards}"
            )
    board, dead = parse_cards(board), parse_cards(dead)
    if len(board) > BOARD_SIZE or 0 < len(board) < 3:
        raise EquityError(f"board: {plural(len(board), 'card')}; a board has 0, 3, 4 or 5 cards")
    places = [(f"seat {seat}", cards) for seat, cards in checked.items()]
    used_twice = card_used_twice([*places, ("board", board), ("dead cards", dead)])
    if used_twice is not None:
        raise EquityError(used_twice)
    return checked, board, dead


def board_equity(
    game: Game | str,
    holes: Mapping[int, Sequence[Card]],
    board: Sequence[Card] = (),
    dead: Sequence[Card] = (),
    *,
    samples: int | None = None,
    seed: int | None = None,
) -> EquityResult:
    """Each seat's equity over every board to come (or ``samples`` random boards).

    ``holes``: each live seat's hole cards, by seat number. ``board``: the board so far
    (0, 3, 4 or 5 cards). ``dead``: cards out of play (folded seats' shown cards).
    ``samples``: sample that many boards instead of dealing them all; when not given,
    boards are sampled (:data:`DEFAULT_SAMPLES`) only if dealing them all would take
    longer than :data:`EXACT_SECONDS_LIMIT`. ``seed``: the sampling's seed (drawn
    at random when not given; the result names it).
    """
    started = time.perf_counter()
    rules = _checked_game(game)
    checked, board_cards, dead_cards = _checked_cards(rules, holes, board, dead)
    deal = BoardDeal(
        holes=tuple(tuple(card.index for card in cards) for cards in checked.values()),
        board=tuple(card.index for card in board_cards),
        dead=tuple(card.index for card in dead_cards),
        omaha=rules.two_hole_cards_exactly,
    )
    if deal.to_come > len(deal.deck):
        raise EquityError(
            f"only {plural(len(deal.deck), 'card')} left for {plural(deal.to_come, 'board card')}"
        )
    estimate = deal.board_count * len(checked) * _SECONDS_PER_BOARD_SEAT[rules.game]
    if samples is not None and not 1 <= samples <= MOST_SAMPLES:
        raise EquityError(f"samples: {samples} is not a number from 1 to {MOST_SAMPLES:,}")
    sampled = samples is not None or estimate > EXACT_SECONDS_LIMIT
    low = rules.low is LowRule.EIGHT_OR_BETTER
    tally: Tally | None = None
    if sampled:
        count = samples if samples is not None else DEFAULT_SAMPLES
        if seed is None:
            seed = int(np.random.SeedSequence().entropy % 2**32)  # type: ignore[operator]
        rng = np.random.default_rng(seed)
        for start in range(0, count, CHUNK_BOARDS):
            picks = rng.integers(0, deal.board_count, size=min(CHUNK_BOARDS, count - start))
            tally = _score(deal, picks, low, tally)
    else:
        for start in range(0, deal.board_count, CHUNK_BOARDS):
            tally = _score(deal, slice(start, start + CHUNK_BOARDS), low, tally)
    assert tally is not None
    results = _seat_results(tuple(checked), tally, sampled=sampled)
    return EquityResult(
        game=rules.game,
        boards=deal.board_count,
        exact=not sampled,
        seats=results,
        samples=tally.boards if sampled else None,
        seed=seed if sampled else None,
        stderr=max(r.stderr or 0.0 for r in results) if sampled else None,
        seconds=time.perf_counter() - started,
    )


def _score(
    deal: BoardDeal, rows: slice | npt.NDArray[np.intp], low: bool, tally: Tally | None
) -> Tally:
    high, lows = deal.strengths(rows, low=low)
    return score_boards(high, lows, tally)


# ---------------------------------------------------------------------------
# A scenario's equity, and its JSON form
# ---------------------------------------------------------------------------


def scenario_equity(
    scenario: Scenario, *, samples: int | None = None, seed: int | None = None
) -> EquityResult:
    """Each live seat's equity in a scenario whose board may still be short.

    Folded seats' shown cards are dead. A complete board (or a game without a board,
    every live seat's cards shown) is the showdown itself: one board, evaluated as the
    showdown evaluates it, house rules included.

    >>> from dealer_app.model.showdown.scenario import SeatEntry
    >>> table = Scenario.of("holdem", [SeatEntry.of(1, "As Ks"), SeatEntry.of(2, "Qh Qd"),
    ...                                SeatEntry.of(3, "Qs 2c", folded=True)], board="Jh 9d 3c")
    >>> [(s.seat, s.win, s.tie) for s in scenario_equity(table).seats]
    [(1, 223, 0), (2, 680, 0)]
    """
    started = time.perf_counter()
    rules = scenario.game_rules
    if scenario.run_count > 1:
        raise EquityError(f"boards: equity takes one board, not {scenario.run_count} runs")
    if len(scenario.seats) < MIN_SEATS:
        raise EquityError(
            f"seats: {plural(len(scenario.seats), 'seat')}; equity needs {MIN_SEATS} to "
            f"{MAX_SEATS} seats"
        )
    live = [entry for entry in scenario.ordered_seats if not entry.folded]
    if not live:
        raise EquityError("seats: every seat has folded")
    for entry in live:
        if len(entry.cards) != rules.hole_cards:
            shown = plural(len(entry.cards), "card")
            raise EquityError(
                f"{entry.label}: shows {shown}; {rules.game} needs {rules.hole_cards}"
            )
    if len(scenario.board) == rules.board_cards:
        return _showdown_equity(scenario, [entry.seat for entry in live], started)
    if not scenario.rules.is_standard:
        raise EquityError("rules: boards are dealt out under standard rules only (no wild cards)")
    dead = [card for entry in scenario.ordered_seats if entry.folded for card in entry.cards]
    holes = {entry.seat: entry.cards for entry in live}
    return board_equity(scenario.game, holes, scenario.board, dead, samples=samples, seed=seed)


def _showdown_equity(scenario: Scenario, seats: Sequence[int], started: float) -> EquityResult:
    hands = {hand.seat: hand for hand in evaluate_seats(scenario)}
    high = None
    if scenario.game_rules.high:
        high = np.array([[_strength(hands[seat].high)] for seat in seats], dtype=np.int64)
    low = None
    if scenario.game_rules.low is not LowRule.NONE:
        lows = [_strength(hands[seat].low) for seat in seats]
        floor = min((value for value in lows if value is not None), default=0)
        # Low strengths are negative; 0 must mean "no low", so move them above it.
        low = np.array([[0 if v is None else v - floor + 1] for v in lows], dtype=np.int64)
    tally = score_boards(high, low)
    return EquityResult(
        game=scenario.game,
        boards=1,
        exact=True,
        seats=_seat_results(seats, tally, sampled=False),
        seconds=time.perf_counter() - started,
    )


def _strength(hand: HighHand | LowHand | None) -> int | None:
    return None if hand is None else hand.strength


def equity_to_dict(result: EquityResult) -> dict[str, Any]:
    """The JSON form of a result (see the README's ``dealer-app equity``).

    >>> from dealer_app.model.cards import parse_cards
    >>> result = board_equity("holdem", {1: parse_cards("As Ks"), 2: parse_cards("Qh Qd")},
    ...                       parse_cards("Jh 9d 3c 2s 2h"))
    >>> {key: value for key, value in equity_to_dict(result).items() if key != "seconds"}
    {'boards': 1, 'exact': True, 'seats': [{'seat': 1, 'win': 0, 'tie': 0, 'equity': 0.0}, \
{'seat': 2, 'win': 1, 'tie': 0, 'equity': 1.0}]}
    """
    document: dict[str, Any] = {"boards": result.boards, "exact": result.exact}
    if not result.exact:
        document["samples"] = result.samples
        document["seed"] = result.seed
        document["stderr"] = round(result.stderr or 0.0, 6)
    seats = []
    for seat in result.seats:
        entry: dict[str, Any] = {
            "seat": seat.seat,
            "win": seat.win,
            "tie": seat.tie,
            "equity": round(seat.equity, 6),
        }
        if seat.high is not None and seat.low is not None:
            entry |= {"high": round(seat.high, 6), "low": round(seat.low, 6), "scoop": seat.scoop}
        if seat.stderr is not None:
            entry["stderr"] = round(seat.stderr, 6)
        seats.append(entry)
    document["seats"] = seats
    document["seconds"] = round(result.seconds, 3)
    return document
