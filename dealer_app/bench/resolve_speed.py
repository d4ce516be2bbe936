"""Showdowns per second through ``dealer-app resolve``.

    python -m dealer_app.bench resolve [--count 10000] [--seed 1] [--no-subprocess]
                                       [--game holdem] [--seats 6]

Generates random showdowns (six-seat hold'em unless ``--game`` and ``--seats`` say
otherwise: ``--game bigo --seats 9``) with all-ins for different amounts (so most have
side pots) and some folds, then resolves them all in one call of the command's code:
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
from dealer_app.model.hands.games import Game, game_rules

SEATS = 6
STACKS = (40, 100, 250, 400, 1000, 1000, 2500)
CHIPS = [
    {"name": "black", "value": 100},
    {"name": "green", "value": 25},
    {"name": "red", "value": 5},
    {"name": "white", "value": 1},
]


def random_showdown(
    rng: random.Random, game: str = "holdem", seat_count: int = SEATS
) -> dict[str, Any]:
    """One showdown in scenario format v1, with side pots most of the time."""
    rules = game_rules(game)
    deck = [str(card) for card in FULL_DECK]
    rng.shuffle(deck)
    stacks = {seat: rng.choice(STACKS) + rng.randrange(0, 3) for seat in range(1, seat_count + 1)}
    folded = set(rng.sample(range(1, seat_count + 1), rng.randint(0, 2)))
    seats = []
    for seat in range(1, seat_count + 1):
        entry: dict[str, Any] = {"seat": seat}
        if seat in folded:
            entry.update(cards=[], folded=True, committed=rng.randint(0, stacks[seat] // 4))
        else:
            cards = [deck.pop() for _ in range(rules.hole_cards)]
            entry.update(cards=cards, committed=stacks[seat])
        seats.append(entry)
    document: dict[str, Any] = {"format": "dealer-app/scenario@1", "game": game}
    if rules.uses_button:
        document["button"] = rng.randint(1, seat_count)
    document["seats"] = seats
    if rules.has_board:
        document["board"] = [deck.pop() for _ in range(rules.board_cards)]
    document["chips"] = CHIPS
    return document


def generate(
    count: int, seed: int, game: str = "holdem", seat_count: int = SEATS
) -> list[dict[str, Any]]:
    """``count`` random showdowns, the same for the same seed."""
    rng = random.Random(seed)
    return [random_showdown(rng, game, seat_count) for _ in range(count)]


_NUMBER_WORDS = {
    2: "two",
    3: "three",
    4: "four",
    5: "five",
    6: "six",
    7: "seven",
    8: "eight",
    9: "nine",
    10: "ten",
}


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
    parser.add_argument("--game", choices=[game.value for game in Game], default="holdem")
    parser.add_argument("--seats", type=int, default=SEATS, help="seats dealt in, 2 to 10")
    args = parser.parse_args(argv)
    rules = game_rules(args.game)
    if not 2 <= args.seats <= 10 or args.seats * rules.hole_cards + rules.board_cards > 52:
        parser.error(f"--seats {args.seats}: {rules.title} deals 2 to 10 seats from one deck")

    documents = generate(args.count, args.seed, args.game, args.seats)
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
    name = "hold'em" if rules.game is Game.HOLDEM else rules.title
    seats = _NUMBER_WORDS[args.seats]
    print(f"{args.count} {seats}-seat {name} showdowns, {side_pots} with side pots")
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
