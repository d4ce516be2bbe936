"""Seven-card evaluations per second: ours against treys and phevaluator.

    python -m dealer_app.bench eval [--hands N] [--rounds R] [--seed S]

Every evaluator gets the same random seven-card hands, converted to its own card
format before the clock starts, and runs in this process in interleaved rounds; the
best round of each counts (the least disturbed by the rest of the machine). The
ratios compare figures taken side by side, so they mean more than the raw rates.
The import cost of the model is measured in fresh interpreters.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from dealer_app.model import fast_eval
from dealer_app.model.cards import FULL_DECK, Card

SPEED_TARGET_VS_TREYS = 15.0
IMPORT_BUDGET_S = 0.2

Hand = tuple[int, ...]


@dataclass(frozen=True)
class Contender:
    """One way to evaluate the hands: ``run`` evaluates them all once."""

    name: str
    run: Callable[[], object]


def our_contenders(hands: Sequence[Hand]) -> list[Contender]:
    card_hands = [tuple(FULL_DECK[index] for index in hand) for hand in hands]
    strength7 = fast_eval.strength7
    seven_card_strength = fast_eval.seven_card_strength

    def per_call() -> None:
        for hand in hands:
            strength7(*hand)

    def from_cards() -> None:
        for cards in card_hands:
            seven_card_strength(cards)

    return [
        Contender("dealer_app strength7 (card indices)", per_call),
        Contender("dealer_app strengths7 (batch)", lambda: fast_eval.strengths7(hands)),
        Contender("dealer_app seven_card_strength (Card objects)", from_cards),
    ]


def treys_contender(hands: Sequence[Hand]) -> Contender | None:
    try:
        from treys import Card as TreysCard
        from treys import Evaluator
    except ImportError:
        return None
    converted = [[TreysCard.new(str(FULL_DECK[index])) for index in hand] for hand in hands]
    split = [(cards[:2], cards[2:]) for cards in converted]
    evaluate = Evaluator().evaluate

    def run() -> None:
        for hole, board in split:
            evaluate(hole, board)

    return Contender("treys Evaluator.evaluate", run)


def phevaluator_contenders(hands: Sequence[Hand]) -> list[Contender]:
    try:
        from phevaluator import evaluate_cards
        from phevaluator import evaluator as ph_evaluator
    except ImportError:
        return []
    # phevaluator numbers cards 4 * rank + suit with clubs, diamonds, hearts, spades:
    # the same numbers as Card.index.
    ids = [tuple(hand) for hand in hands]

    def public_api() -> None:
        for hand in ids:
            evaluate_cards(*hand)

    contenders = [Contender("phevaluator evaluate_cards", public_api)]
    native: Any = getattr(ph_evaluator, "_EVALUATORS", {}).get(7)
    if native is not None:

        def c_core() -> None:
            for hand in ids:
                native(*hand)

        contenders.append(Contender("phevaluator C core (no card checks)", c_core))
    return contenders


def best_rates(contenders: Sequence[Contender], hand_count: int, rounds: int) -> dict[str, float]:
    best = dict.fromkeys((c.name for c in contenders), 0.0)
    for _ in range(rounds):
        for contender in contenders:
            started = time.perf_counter()
            contender.run()
            elapsed = time.perf_counter() - started
            best[contender.name] = max(best[contender.name], hand_count / elapsed)
    return best


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
    "[importlib.import_module(i.name) for i in pkgutil.walk_packages(m.__path__, m.__name__ + '.')]"
)


def random_hands(count: int, seed: int) -> list[Hand]:
    rng = random.Random(seed)
    return [tuple(rng.sample(range(52), 7)) for _ in range(count)]


def check_agreement(hands: Sequence[Hand]) -> None:
    singles = [fast_eval.strength7(*hand) for hand in hands]
    cards: list[list[Card]] = [[FULL_DECK[index] for index in hand] for hand in hands]
    if (
        fast_eval.strengths7(hands) != singles
        or [fast_eval.seven_card_strength(hand) for hand in cards] != singles
    ):
        raise SystemExit("our evaluators disagree with each other; not timing them")


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m dealer_app.bench eval", description=__doc__)
    parser.add_argument("--hands", type=int, default=20_000, help="random hands (20,000)")
    parser.add_argument("--rounds", type=int, default=7, help="timed rounds per evaluator (7)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(list(argv))
    if args.hands < 1 or args.rounds < 1:
        parser.error("--hands and --rounds must be at least 1")

    started = time.perf_counter()
    fast_eval.load_tables()
    table_load = time.perf_counter() - started

    hands = random_hands(args.hands, args.seed)
    check_agreement(hands[:1000])
    contenders = our_contenders(hands)
    treys = treys_contender(hands)
    peers = ([treys] if treys else []) + phevaluator_contenders(hands)
    rates = best_rates([*contenders, *peers], len(hands), args.rounds)

    print(
        f"Seven-card high evaluations per second: {len(hands):,} random hands "
        f"(seed {args.seed}), best of {args.rounds} interleaved rounds"
    )
    treys_rate = rates.get(treys.name) if treys else None
    for name, rate in rates.items():
        versus = f"{rate / treys_rate:8.1f}x treys" if treys_rate else ""
        print(f"  {name:48} {rate:>12,.0f}/s {versus}")
    if treys is None:
        print("  treys is not installed: pip install treys")
    if not any(name.startswith("phevaluator") for name in rates):
        print("  phevaluator is not installed: pip install phevaluator")

    ours = rates[contenders[0].name]
    batch = rates[contenders[1].name]
    print("Ratios (ours = strength7 per call; batch = strengths7):")
    if treys_rate:
        verdict = "meets" if ours >= SPEED_TARGET_VS_TREYS * treys_rate else "MISSES"
        print(
            f"  {'ours/treys':24} {ours / treys_rate:6.2f}x  (batch {batch / treys_rate:.2f}x; "
            f"target {SPEED_TARGET_VS_TREYS:.0f}x: {verdict})"
        )
    for name, rate in rates.items():
        if name.startswith("phevaluator"):
            label = "ours/phevaluator" + (" C core" if "C core" in name else "")
            print(f"  {label:24} {ours / rate:6.2f}x  (batch {batch / rate:.2f}x)")

    package = fresh_import_seconds("import dealer_app.model")
    whole = fresh_import_seconds(ALL_MODEL_MODULES)
    reported = importtime_microseconds("dealer_app.model.evaluation")
    print("Start-up cost:")
    print(f"  import dealer_app.model              {package * 1000:6.1f} ms (fresh interpreter)")
    print(
        f"  import every dealer_app.model module {whole * 1000:6.1f} ms "
        f"(budget {IMPORT_BUDGET_S * 1000:.0f} ms: {'ok' if whole < IMPORT_BUDGET_S else 'OVER'})"
    )
    if reported is not None:
        print(f"  -X importtime dealer_app.model.evaluation {reported / 1000:.1f} ms cumulative")
    print(f"  hand tables, read on first use       {table_load * 1000:6.1f} ms")
    return 0
