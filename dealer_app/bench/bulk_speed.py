"""The bulk path against the peers, in one run on the same work.

    python -m dealer_app.bench [bulk] [--hands N] [--rounds R] [--sample N] [--full]

1. Seven-card evaluations per second on the same random hands: ours one call per hand
   and the NumPy batch, beside treys, phevaluator and eval7 (those installed), timed
   block by block in turns (see :mod:`dealer_app.bench.eval_speed`).
2. Every one of the 133,784,560 seven-card hands evaluated and counted by strength:
   ours whole; each peer, a Python loop over its evaluator counting as it goes, over the
   first ``--sample`` hands in order and scaled up to all of them (``--full``: all).
3. Exact equity, every board dealt: ours against a Python loop over each peer's
   evaluator dealing the same boards (treys on a sample, scaled up). Peers that ran
   whole must find the same win and tie counts as ours.

The machine may be shared: every figure is the best of ``--rounds`` runs (the speed when
the rest of the machine left it alone), and the ratios compare best with best, all
measured in this one process.
"""

from __future__ import annotations

import argparse
import os
import time
import warnings
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import partial
from itertools import combinations, islice
from math import comb
from typing import Any, TypeVar

import numpy as np

from dealer_app.bench import eval_speed
from dealer_app.bench.eval_speed import Contender
from dealer_app.bench.help_text import plain_text
from dealer_app.model.cards import FULL_DECK, Card, parse_cards
from dealer_app.model.hands import batch_eval
from dealer_app.model.hands.census import seven_card_census
from dealer_app.model.play.equity import board_equity

ALL_SEVEN = comb(52, 7)
CENSUS_GOAL_S = 10.0
T = TypeVar("T")


@dataclass(frozen=True)
class Timing:
    """A best-of-rounds time, and whether it was measured on all of the work."""

    seconds: float
    scaled_from: int | None = None  # measured on this many items, scaled up

    @property
    def label(self) -> str:
        return "" if self.scaled_from is None else f"(scaled up from {self.scaled_from:,})"


def best_of(rounds: int, work: Callable[[], T]) -> tuple[float, T]:
    """The shortest of ``rounds`` runs of ``work`` (at least one), and its last answer."""
    best = float("inf")
    for _ in range(rounds - 1):
        started = time.perf_counter()
        work()
        best = min(best, time.perf_counter() - started)
    started = time.perf_counter()
    answer = work()
    return min(best, time.perf_counter() - started), answer


# ---------------------------------------------------------------------------
# Peers, each as a Python user would call it (imported only when installed)
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Peer:
    """One peer evaluator: seven cards (our indices) -> a value, larger is better."""

    name: str
    seven_name: str
    seven: Callable[[Sequence[int]], int]
    convert: Callable[[int], Any]
    raw_seven: Callable[..., int]  # on converted cards, as the peer takes them
    omaha: Callable[[Sequence[int], Sequence[int]], int] | None = None
    omaha_name: str = ""


def import_eval7() -> Any:
    """eval7, without the deprecation notices its range parser raises on import."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        import eval7
    return eval7


def installed_peers() -> list[Peer]:
    peers = []
    try:
        import phevaluator.evaluator as ph_evaluator
        from phevaluator.evaluator_omaha import evaluate_omaha_cards

        core: Any = ph_evaluator._EVALUATORS[7]
        peers.append(
            Peer(
                "phevaluator",
                "phevaluator C core",
                lambda cards: -core(*cards),
                int,
                core,
                lambda board, hole: -evaluate_omaha_cards(*board, *hole),
                "phevaluator evaluate_omaha_cards",
            )
        )
    except (ImportError, AttributeError, KeyError):
        pass
    try:
        eval7 = import_eval7()

        e7 = [eval7.Card(str(card)) for card in FULL_DECK]
        peers.append(
            Peer(
                "eval7",
                "eval7 evaluate",
                lambda cards: eval7.evaluate([e7[i] for i in cards]),
                e7.__getitem__,
                lambda *cards: eval7.evaluate(cards),
            )
        )
    except ImportError:
        pass
    try:
        from treys import Card as TreysCard
        from treys import Evaluator

        tr = [TreysCard.new(str(card)) for card in FULL_DECK]
        evaluate = Evaluator().evaluate

        def treys_seven(cards: Sequence[int]) -> int:
            return -int(evaluate([tr[i] for i in cards[:2]], [tr[i] for i in cards[2:]]))

        peers.append(
            Peer(
                "treys",
                "treys Evaluator.evaluate",
                treys_seven,
                tr.__getitem__,
                lambda *cards: evaluate(list(cards[:2]), list(cards[2:])),
            )
        )
    except ImportError:
        pass
    return peers


# ---------------------------------------------------------------------------
# 1. Evaluations per second
# ---------------------------------------------------------------------------


def rate_contenders(blocks: Sequence[Sequence[tuple[int, ...]]]) -> list[Contender]:
    ours = eval_speed.our_contenders(blocks)[:1]
    arrays = [np.array(block, dtype=np.intp) for block in blocks]
    ours.append(Contender("dealer_app batch_eval.strengths (NumPy)", batch_eval.strengths, arrays))
    treys = eval_speed.treys_contender(blocks)
    peers = ([treys] if treys else []) + eval_speed.phevaluator_contenders(blocks)
    try:
        eval7 = import_eval7()

        e7 = [eval7.Card(str(card)) for card in FULL_DECK]
        evaluate = eval7.evaluate

        def run(hands: Sequence[list[Any]]) -> None:
            for hand in hands:
                evaluate(hand)

        e7_blocks = [[[e7[i] for i in hand] for hand in block] for block in blocks]
        peers.append(Contender("eval7 evaluate", run, e7_blocks))
    except ImportError:
        pass
    return [*ours, *peers]


def report_rates(hands: int, rounds: int, seed: int) -> None:
    blocks = eval_speed.blocks_of(eval_speed.random_hands(hands, seed), 2_000)
    contenders = rate_contenders(blocks)
    rates = eval_speed.measure(contenders, rounds)
    single, batch = (rates[contender.name].best for contender in contenders[:2])
    print(f"1. Seven-card evaluations per second ({hands:,} random hands, seed {seed}):")
    print(f"   {'evaluator':44} {'best block':>13}   {'ours/it':>9} {'batch/it':>11}")
    for name, rate in rates.items():
        ratios = f"{single / rate.best:9.2f}x {batch / rate.best:10.2f}x"
        print(f"   {name:44} {rate.best:>11,.0f}/s {ratios}")


# ---------------------------------------------------------------------------
# 2. Every seven-card hand
# ---------------------------------------------------------------------------


def peer_share(peer: Peer, sample: int, omaha: bool = False) -> int:
    """How much of the work a peer does before it is scaled up: treys is slow, Omaha too."""
    return max(1, sample // (10 if peer.name == "treys" else 1) // (20 if omaha else 1))


def peer_census(peer: Peer, count: int) -> Counter[int]:
    deck = [peer.convert(index) for index in range(52)]
    return Counter(peer.raw_seven(*hand) for hand in islice(combinations(deck, 7), count))


def report_census(rounds: int, sample: int, full: bool, peers: Sequence[Peer]) -> None:
    ours, census = best_of(rounds, seven_card_census)
    distinct = census.distinct
    verdict = "met" if ours < CENSUS_GOAL_S else "MISSED"
    print("2. Every seven-card hand evaluated and counted by strength (133,784,560 hands):")
    print(
        f"   {'dealer_app hand_census (NumPy)':44} {ours:9.2f} s   {distinct:,} distinct strengths"
        f"   (goal under {CENSUS_GOAL_S:.0f} s: {verdict})"
    )
    for peer in peers:
        count = ALL_SEVEN if full else min(peer_share(peer, sample), ALL_SEVEN)
        seconds, _ = best_of(1, partial(peer_census, peer, count))
        timing = Timing(seconds * ALL_SEVEN / count, None if count == ALL_SEVEN else count)
        per_hand = f"{timing.seconds:9.2f} s   ours {timing.seconds / ours:6.1f}x faster"
        print(f"   {peer.seven_name + ' loop':44} {per_hand} {timing.label}")


# ---------------------------------------------------------------------------
# 3. Exact equity
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Spot:
    name: str
    game: str
    holes: tuple[tuple[Card, ...], ...]
    board: tuple[Card, ...] = ()


SPOTS = (
    Spot(
        "hold'em As Ks v Qh Qd, before the flop",
        "holdem",
        (parse_cards("As Ks"), parse_cards("Qh Qd")),
    ),
    Spot(
        "hold'em 3 seats on the flop",
        "holdem",
        (parse_cards("As Ks"), parse_cards("Qh Qd"), parse_cards("Jc Tc")),
        parse_cards("9c 8d 2c"),
    ),
    Spot(
        "hold'em 10 seats before the flop",
        "holdem",
        tuple(
            parse_cards(h)
            for h in (
                "As Ks",
                "Qh Qd",
                "Jc Tc",
                "9s 9h",
                "8d 7d",
                "Ac 2c",
                "Kd Qc",
                "5h 5s",
                "3d 4d",
                "Th Js",
            )
        ),
    ),
    Spot(
        "Omaha 2 seats on the flop",
        "omaha",
        (parse_cards("As Ks Qs Js"), parse_cards("Ah Ad 7c 6c")),
        parse_cards("Tc 9d 2s"),
    ),
    Spot(
        "Omaha 2 seats before the flop",
        "omaha",
        (parse_cards("As Ks Qs Js"), parse_cards("Ah Ad 7c 6c")),
    ),
    Spot(
        "Omaha hi-lo 2 seats before the flop",
        "omaha8",
        (parse_cards("As 2s Qs Js"), parse_cards("Ah Ad 3c 4c")),
    ),
)


def peer_equity(peer: Peer, spot: Spot, limit: int | None) -> tuple[list[int], list[int], int]:
    """Win and tie counts per seat over the boards (the first ``limit`` of them)."""
    holes = [[card.index for card in hole] for hole in spot.holes]
    known = [card.index for card in spot.board]
    used = {*known, *(card for hole in holes for card in hole)}
    deck = [card for card in range(52) if card not in used]
    boards: Iterable[tuple[int, ...]] = combinations(deck, 5 - len(known))
    if limit is not None:
        boards = islice(boards, limit)
    wins, ties, dealt = [0] * len(holes), [0] * len(holes), 0
    for rest in boards:
        board = (*known, *rest)
        if spot.game == "holdem":
            values = [peer.seven((*hole, *board)) for hole in holes]
        else:
            assert peer.omaha is not None
            values = [peer.omaha(board, hole) for hole in holes]
        best = max(values)
        winners = [seat for seat, value in enumerate(values) if value == best]
        for seat in winners:
            if len(winners) == 1:
                wins[seat] += 1
            else:
                ties[seat] += 1
        dealt += 1
    return wins, ties, dealt


def report_equity(rounds: int, sample: int, full: bool, peers: Sequence[Peer]) -> None:
    print("3. Exact equity, every board dealt (a peer: a Python loop over its evaluator):")
    for spot in SPOTS:
        holes = {seat: hole for seat, hole in enumerate(spot.holes, 1)}
        board_equity(spot.game, holes, spot.board)  # tables built before the clock starts
        ours, result = best_of(rounds, partial(board_equity, spot.game, holes, spot.board))
        boards = result.boards
        print(f"   {spot.name} ({boards:,} boards)")
        print(f"     {'dealer_app equity':42} {ours * 1000:9.1f} ms")
        for peer in peers:
            if spot.game == "omaha8" or (spot.game == "omaha" and peer.omaha is None):
                continue
            share = peer_share(peer, sample, omaha=spot.game != "holdem")
            limit = None if full or boards <= share else share
            seconds, (wins, ties, dealt) = best_of(
                rounds if limit is None and boards < 10_000 else 1,
                partial(peer_equity, peer, spot, limit),
            )
            timing = Timing(seconds * boards / dealt, None if dealt == boards else dealt)
            check = ""
            if dealt == boards:
                ours_counts = [(seat.win, seat.tie) for seat in result.seats]
                same = ours_counts == list(zip(wins, ties, strict=True))
                check = "same counts " if same else "COUNTS DIFFER "
            name = (peer.omaha_name if spot.game == "omaha" else peer.seven_name) + " loop"
            print(
                f"     {name:42} {timing.seconds * 1000:9.1f} ms   ours "
                f"{timing.seconds / ours:7.1f}x faster  {check}{timing.label}"
            )
        if spot.game == "omaha8":
            print("     (no peer here evaluates an eight-or-better low)")


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m dealer_app.bench bulk",
        description=plain_text(__doc__),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--hands", type=int, default=100_000, help="random hands for 1 (100,000)")
    parser.add_argument("--rounds", type=int, default=3, help="runs of each timing, best kept (3)")
    parser.add_argument(
        "--sample",
        type=int,
        default=2_000_000,
        help="hands a peer evaluates in 2 before scaling up (2,000,000)",
    )
    parser.add_argument("--full", action="store_true", help="peers do all the work (minutes)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--skip", choices=("rates", "census", "equity"), action="append", default=[]
    )
    args = parser.parse_args(list(argv))
    if min(args.hands, args.rounds, args.sample) < 1:
        parser.error("--hands, --rounds and --sample must be at least 1")
    load = ", ".join(f"{value:.1f}" for value in os.getloadavg())
    print(
        f"Bulk path against the peers; load average {load} on {os.cpu_count()} cores "
        f"(a shared machine: best of {args.rounds} runs)"
    )
    peers = installed_peers()
    missing = {"phevaluator", "eval7", "treys"} - {peer.name for peer in peers}
    if missing:
        print(f"   not installed, left out: {', '.join(sorted(missing))}")
    if "rates" not in args.skip:
        report_rates(args.hands, args.rounds, args.seed)
    if "census" not in args.skip:
        report_census(args.rounds, args.sample, args.full, peers)
    if "equity" not in args.skip:
        report_equity(args.rounds, args.sample, args.full, peers)
    return 0
