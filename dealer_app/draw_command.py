"""``dealer-app draw``: high card for the button, or a seat draw, without a window.

    dealer-app draw button 1 3 5 8 [--seed S] [--cards "As Kd 9c 2h"]
    dealer-app draw seats Ann Bob Cy [--seats 1 4 7] [--seed S] [--cards "..."]

Prints the draw as JSON (UTF-8): every card drawn, the button seat or each player's seat,
and the dealer's words. ``--cards`` gives the cards drawn (in the order the seats or
players are given) instead of a shuffle, to replay a draw made at a real table. Bad
arguments are one line on standard error, exit status 2.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Sequence
from typing import Any

from dealer_app.cli import EXIT_BAD_INPUT, MOST_SEED, CommandParser, seed_option
from dealer_app.model.home.high_card_draw import draw_for_button, draw_for_seats
from dealer_app.standard_output import write_output

__all__ = ["draw_document", "main_draw"]

_PROG = "dealer-app draw"


def _parser() -> argparse.ArgumentParser:
    parser = CommandParser(
        prog=_PROG,
        description="High card for the button, or a seat draw for a new table, as JSON.",
    )
    kinds = parser.add_subparsers(dest="kind", required=True, parser_class=CommandParser)
    button = kinds.add_parser("button", help="one card per seat; the highest takes the button")
    button.add_argument("seats", nargs="+", type=int, metavar="SEAT", help="the seats drawing")
    seats = kinds.add_parser(
        "seats", help="one card per player; the highest card takes the first seat"
    )
    seats.add_argument("players", nargs="+", metavar="NAME", help="the players to seat")
    seats.add_argument(
        "--seats",
        nargs="+",
        type=int,
        metavar="SEAT",
        help="the free seats (default: 1 up to the number of players)",
    )
    for kind in (button, seats):
        kind.add_argument(
            "--seed", type=seed_option, metavar="S", help=f"seed of the shuffle, 0 to {MOST_SEED:,}"
        )
        kind.add_argument("--cards", metavar="CARDS", help='the cards drawn, e.g. "As Kd 9c"')
    return parser


def draw_document(args: argparse.Namespace) -> dict[str, Any]:
    """The draw the parsed arguments ask for, as a JSON-ready dict."""
    rng = random.Random(args.seed)
    if args.kind == "button":
        draw = draw_for_button(args.seats, rng, cards=args.cards)
        return {
            "draws": [{"seat": seat, "card": str(card)} for seat, card in draw.cards],
            "button": draw.winner,
            "steps": list(draw.steps),
        }
    free = args.seats or list(range(1, len(args.players) + 1))
    seating = draw_for_seats(args.players, free, rng, cards=args.cards)
    return {
        "draws": [
            {"name": place.player, "card": str(place.card), "seat": place.seat}
            for place in seating.places
        ],
        "steps": list(seating.steps),
    }


def main_draw(argv: Sequence[str]) -> int:
    """Run ``dealer-app draw`` with the arguments after ``draw``; return the exit status."""
    try:
        args = _parser().parse_args(list(argv))
    except SystemExit as stop:
        return EXIT_BAD_INPUT if stop.code else 0
    try:
        document = draw_document(args)
    except ValueError as error:
        print(f"{_PROG}: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    return write_output(_PROG, json.dumps(document, ensure_ascii=False, indent=2) + "\n")
