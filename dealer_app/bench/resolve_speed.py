"""Showdowns per second through ``dealer-app resolve``.

    python -m dealer_app.bench resolve [--count 10000] [--seed 1] [--no-subprocess]

Generates random six-seat hold'em showdowns with all-ins for different amounts (so most
have side pots) and some folds, then resolves them all in one call of the command's code:
once in this process (JSON text in, JSON text out) and once as a real
``python -m dealer_app resolve -`` subprocess, whose time includes starting Python.
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import time
from typing import Any

from dealer_app.bench.help_text import plain_text
from dealer_app.cli import resolve_text
from dealer_app.model.cards import FULL_DECK

SEATS = 6
STACKS = (40, 100, 250, 400, 1000, 1000, 2500)
CHIPS = [
    {"name": "black", "value": 100},
    {"name": "green", "value": 25},
    {"name": "red", "value": 5},
    {"name": "white", "value": 1},
]


def random_showdown(rng: random.Random) -> dict[str, Any]:
    """One six-seat hold'em showdown in scenario format v1, with side pots most of the time."""
    deck = [str(card) for card in FULL_DECK]
    rng.shuffle(deck)
    stacks = {seat: rng.choice(STACKS) + rng.randrange(0, 3) for seat in range(1, SEATS + 1)}
    folded = set(rng.sample(range(1, SEATS + 1), rng.randint(0, 2)))
    seats = []
    for seat in range(1, SEATS + 1):
        entry: dict[str, Any] = {"seat": seat}
        if seat in folded:
            entry.update(cards=[], folded=True, committed=rng.randint(0, stacks[seat] // 4))
        else:
            entry.update(cards=[deck.pop(), deck.pop()], committed=stacks[seat])
        seats.append(entry)
    return {
        "format": "dealer-app/scenario@1",
        "game": "holdem",
        "button": rng.randint(1, SEATS),
        "seats": seats,
        "board": [deck.pop() for _ in range(5)],
        "chips": CHIPS,
    }


def generate(count: int, seed: int) -> list[dict[str, Any]]:
    """``count`` random showdowns, the same for the same seed."""
    rng = random.Random(seed)
    return [random_showdown(rng) for _ in range(count)]


def _report(label: str, count: int, seconds: float) -> None:
    print(f"{label:<28} {count} showdowns in {seconds:6.2f} s: {count / seconds:8.0f} per second")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m dealer_app.bench resolve",
        description=plain_text(__doc__),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--count", type=int, default=10_000, metavar="N", help="showdowns to resolve (10000)"
    )
    parser.add_argument("--seed", type=int, default=1, metavar="S", help="random showdowns (1)")
    parser.add_argument("--no-subprocess", action="store_true", help="only time in-process")
    args = parser.parse_args(argv)

    documents = generate(args.count, args.seed)
    text = json.dumps(documents)
    side_pots = 0

    started = time.perf_counter()
    output = resolve_text(text)
    elapsed = time.perf_counter() - started
    results = json.loads(output)
    if len(results) != args.count:
        print(f"expected {args.count} results, got {len(results)}")
        return 1
    side_pots = sum(
        1 for result in results if any(pot["name"].startswith("Side") for pot in result["pots"])
    )
    print(f"{args.count} six-seat hold'em showdowns, {side_pots} with side pots")
    _report("resolve, in process", args.count, elapsed)

    if not args.no_subprocess:
        started = time.perf_counter()
        done = subprocess.run(
            [sys.executable, "-m", "dealer_app", "resolve", "-"],
            input=text.encode("utf-8"),
            capture_output=True,
            check=False,
        )
        elapsed = time.perf_counter() - started
        if done.returncode != 0:
            print(f"dealer-app resolve failed: {done.stderr.decode('utf-8', 'replace').strip()}")
            return 1
        if json.loads(done.stdout) != results:
            print("the subprocess printed different results")
            return 1
        _report("dealer-app resolve, process", args.count, elapsed)
    return 0
