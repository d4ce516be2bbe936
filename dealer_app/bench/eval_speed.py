"""Seven-card evaluations per second: ours against treys and phevaluator; then the
five-card lowball (deuce-to-seven, ace-to-five) and badugi evaluators beside the
five-card high table.

    python -m dealer_app.bench eval [--hands N] [--rounds R] [--block B] [--seed S]

Every evaluator gets the same random seven-card hands, converted to its own card
format before any clock starts. The hands are timed in blocks, evaluators taking
turns block by block and round after round, all in this one process; each block is
evaluated once untimed first, so that no one pays for the others' cache. Each figure is
the evaluator's best block (its speed when the rest of the machine left it alone)
with the median block beside it; the ratios compare best with best. The model's
import cost is measured in fresh interpreters.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from dealer_app.bench.help_text import plain_text
from dealer_app.model.cards import FULL_DECK
from dealer_app.model.hands import fast_eval
from dealer_app.model.hands.badugi import badugi_strength
from dealer_app.model.hands.batch_eval import BULK_MODULES
from dealer_app.model.hands.low import ace_to_five_strength5
from dealer_app.model.hands.lowball import deuce_to_seven_strength5

SPEED_TARGET_VS_TREYS = 15.0
IMPORT_BUDGET_S = 0.2

Hand = tuple[int, ...]


@dataclass(frozen=True)
class Contender:
    """One evaluator: ``evaluate`` runs over one block of hands in its own format."""

    name: str
    evaluate: Callable[[Any], object]
    blocks: Sequence[Any]


def blocks_of(hands: Sequence[Any], size: int) -> list[Sequence[Any]]:
    return [hands[start : start + size] for start in range(0, len(hands), size)]


def our_contenders(blocks: Sequence[Sequence[Hand]]) -> list[Contender]:
    strength7 = fast_eval.strength7
    seven_card_strength = fast_eval.seven_card_strength

    def per_call(hands: Sequence[Hand]) -> None:
        for hand in hands:
            strength7(*hand)

    def from_cards(hands: Sequence[Any]) -> None:
        for cards in hands:
            seven_card_strength(cards)

    card_blocks = [[tuple(FULL_DECK[i] for i in hand) for hand in block] for block in blocks]
    return [
        Contender("dealer_app strength7 (card indices)", per_call, blocks),
        Contender("dealer_app strengths7 (batch)", fast_eval.strengths7, blocks),
        Contender("dealer_app seven_card_strength (Card objects)", from_cards, card_blocks),
    ]


def lowball_contenders(blocks: Sequence[Sequence[Hand]]) -> list[Contender]:
    """The five-card lows and badugi, one call per hand, beside the five-card high table:
    the first five (or four) cards of each random hand."""
    fives = [[hand[:5] for hand in block] for block in blocks]
    fours = [[tuple(FULL_DECK[i] for i in hand[:4]) for hand in block] for block in blocks]

    def calls(evaluate: Callable[..., int]) -> Callable[[Sequence[Hand]], None]:
        def run(hands: Sequence[Hand]) -> None:
            for hand in hands:
                evaluate(*hand)

        return run

    def badugi(hands: Sequence[Any]) -> None:
        for cards in hands:
            badugi_strength(cards)

    return [
        Contender("dealer_app strength5 (high, five cards)", calls(fast_eval.strength5), fives),
        Contender("deuce_to_seven_strength5", calls(deuce_to_seven_strength5), fives),
        Contender("ace_to_five_strength5", calls(ace_to_five_strength5), fives),
        Contender("badugi_strength (four Card objects)", badugi, fours),
    ]


def treys_contender(blocks: Sequence[Sequence[Hand]]) -> Contender | None:
    try:
        from treys import Card as TreysCard
        from treys import Evaluator
    except ImportError:
        return None
    treys_card = [TreysCard.new(str(card)) for card in FULL_DECK]
    evaluate = Evaluator().evaluate

    def run(hands: Sequence[tuple[list[int], list[int]]]) -> None:
        for hole, board in hands:
            evaluate(hole, board)

    treys_blocks = [
        [([treys_card[i] for i in hand[:2]], [treys_card[i] for i in hand[2:]]) for hand in block]
        for block in blocks
    ]
    return Contender("treys Evaluator.evaluate", run, treys_blocks)


def phevaluator_contenders(blocks: Sequence[Sequence[Hand]]) -> list[Contender]:
    try:
        from phevaluator import evaluate_cards
        from phevaluator import evaluator as ph_evaluator
    except ImportError:
        return []
    # phevaluator numbers cards 4 * rank + suit, clubs, diamonds, hearts, spades: the
    # same numbers as Card.index, so the hands need no conversion.

    def public_api(hands: Sequence[Hand]) -> None:
        for hand in hands:
            evaluate_cards(*hand)

    contenders = [Contender("phevaluator evaluate_cards", public_api, blocks)]
    c_core: Any = getattr(ph_evaluator, "_EVALUATORS", {}).get(7)
    if c_core is not None:

        def c_core_calls(hands: Sequence[Hand]) -> None:
            for hand in hands:
                c_core(*hand)

        contenders.append(Contender("phevaluator C core (no card checks)", c_core_calls, blocks))
    return contenders


@dataclass(frozen=True)
class Rate:
    best: float
    median: float


def measure(contenders: Sequence[Contender], rounds: int) -> dict[str, Rate]:
    samples: dict[str, list[float]] = {contender.name: [] for contender in contenders}
    for _ in range(rounds):
        for block_number in range(len(contenders[0].blocks)):
            for contender in contenders:
                block = contender.blocks[block_number]
                contender.evaluate(block)  # untimed: whoever went first would pay for cold caches
                started = time.perf_counter()
                contender.evaluate(block)
                elapsed = time.perf_counter() - started
                samples[contender.name].append(len(block) / max(elapsed, 1e-9))
    return {name: Rate(max(rates), statistics.median(rates)) for name, rates in samples.items()}


def run_fresh(*args: str) -> subprocess.CompletedProcess[str]:
    """Run a fresh interpreter that may keep compiled bytecode, as an installed app does."""
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    return subprocess.run(
        [sys.executable, *args], capture_output=True, text=True, check=True, env=env
    )


def fresh_import_seconds(code: str, runs: int = 3) -> float:
    """Best time of ``code`` (an import) in fresh interpreters, timed inside each one."""
    timed = f"import time; t = time.perf_counter(); {code}; print(time.perf_counter() - t)"
    run_fresh("-c", code)  # compiles and caches the bytecode once
    return min(float(run_fresh("-c", timed).stdout) for _ in range(runs))


def importtime_microseconds(module: str) -> int | None:
    """The cumulative import time ``python -X importtime`` reports for ``module``."""
    result = run_fresh("-X", "importtime", "-c", f"import {module}")
    for line in result.stderr.splitlines():
        parts = [part.strip() for part in line.removeprefix("import time:").split("|")]
        if len(parts) == 3 and parts[2] == module:
            return int(parts[1])
    return None


ALL_MODEL_MODULES = (
    "import pkgutil, importlib, dealer_app.model as m; "
    "[importlib.import_module(i.name) for i in pkgutil.walk_packages(m.__path__, m.__name__ + '.')"
    f" if i.name not in {sorted(BULK_MODULES)!r}]"
)
"""Imports every scalar model module: the bulk modules (NumPy) are timed on their own."""


def random_hands(count: int, seed: int) -> list[Hand]:
    rng = random.Random(seed)
    return [tuple(rng.sample(range(52), 7)) for _ in range(count)]


def check_agreement(hands: Sequence[Hand]) -> None:
    singles = [fast_eval.strength7(*hand) for hand in hands]
    from_cards = [fast_eval.seven_card_strength([FULL_DECK[i] for i in hand]) for hand in hands]
    if fast_eval.strengths7(hands) != singles or from_cards != singles:
        raise SystemExit("our evaluators disagree with each other; not timing them")


def table_load_ms(reloads: int = 5) -> tuple[float, float]:
    """Time to read the tables: the first time in this process, and the best of some reloads."""
    times = []
    for _ in range(1 + reloads):
        started = time.perf_counter()
        fast_eval.load_tables()
        times.append((time.perf_counter() - started) * 1000)
    return times[0], min(times[1:])


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m dealer_app.bench eval",
        description=plain_text(__doc__),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--hands", type=int, default=20_000, help="random hands (20,000)")
    parser.add_argument("--rounds", type=int, default=5, help="passes over the hands (5)")
    parser.add_argument("--block", type=int, default=1_000, help="hands timed at once (1,000)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(list(argv))
    if min(args.hands, args.rounds, args.block) < 1:
        parser.error("--hands, --rounds and --block must be at least 1")

    first_load, reload = table_load_ms()
    hands = random_hands(args.hands, args.seed)
    check_agreement(hands[:1000])
    blocks = blocks_of(hands, args.block)
    ours = our_contenders(blocks)
    treys = treys_contender(blocks)
    peers = ([treys] if treys else []) + phevaluator_contenders(blocks)
    rates = measure([*ours, *peers], args.rounds)

    load = ", ".join(f"{value:.1f}" for value in os.getloadavg())
    print(
        f"Seven-card high evaluations per second: {len(hands):,} random hands (seed {args.seed}),"
        f" blocks of {args.block:,}, {args.rounds} rounds; load average {load}"
    )
    print(f"  {'evaluator':46} {'best block':>12} {'median':>12}   best vs treys")
    treys_rate = rates[treys.name].best if treys else None
    for name, rate in rates.items():
        versus = f"{rate.best / treys_rate:8.1f}x" if treys_rate else ""
        print(f"  {name:46} {rate.best:>10,.0f}/s {rate.median:>10,.0f}/s {versus}")
    if treys is None:
        print("  treys is not installed: pip install treys")
    if not any(name.startswith("phevaluator") for name in rates):
        print("  phevaluator is not installed: pip install phevaluator")

    single, batch = rates[ours[0].name].best, rates[ours[1].name].best
    print("Ratios (ours = strength7, one call per hand; batch = strengths7):")
    if treys_rate:
        verdict = "met" if single >= SPEED_TARGET_VS_TREYS * treys_rate else "MISSED"
        print(
            f"  {'ours/treys':24} {single / treys_rate:6.2f}x  (batch {batch / treys_rate:.2f}x;"
            f" target {SPEED_TARGET_VS_TREYS:.0f}x: {verdict})"
        )
    for name, rate in rates.items():
        if name.startswith("phevaluator"):
            label = "ours/phevaluator" + (" C core" if "C core" in name else "")
            print(f"  {label:24} {single / rate.best:6.2f}x  (batch {batch / rate.best:.2f}x)")

    package = fresh_import_seconds("import dealer_app.model")
    whole = fresh_import_seconds(ALL_MODEL_MODULES)
    bulk = fresh_import_seconds("import " + ", ".join(sorted(BULK_MODULES)))
    reported = importtime_microseconds("dealer_app.model.hands.high")
    verdict = "ok" if whole < IMPORT_BUDGET_S else "OVER"
    print("Start-up cost (fresh interpreters, compiled bytecode allowed):")
    print(f"  {'import dealer_app.model':38} {package * 1000:7.1f} ms")
    print(
        f"  {'import every scalar model module':38} {whole * 1000:7.1f} ms"
        f"  (budget {IMPORT_BUDGET_S * 1000:.0f} ms: {verdict})"
    )
    print(f"  {'import the bulk modules (NumPy)':38} {bulk * 1000:7.1f} ms  (only when used)")
    if reported is not None:
        print(
            f"  {'import dealer_app.model.hands.high':38} {reported / 1000:7.1f} ms (-X importtime)"
        )
    print(f"  {'hand tables, first use':38} {first_load:7.1f} ms  (reload: {reload:.1f} ms)")

    lows = measure(lowball_contenders(blocks), args.rounds)
    print("Lowball and badugi evaluations per second (the same hands' first five or four cards):")
    for name, rate in lows.items():
        print(f"  {name:46} {rate.best:>10,.0f}/s {rate.median:>10,.0f}/s")
    return 0
