"""``dealer-app audition FILE|-``: what an audition file deals, without a window.

Reads an audition file (``dealer-app/audition@1``), draws its games and deals its hands by
its seed, and prints the plan as JSON (UTF-8): the title, the file's identity (its SHA-256
and the seed, as the report names it), the games, the time per showdown, the pass rules,
and each hand with its game, its spot and the questions it asks. A school checks a file so
before its class sits it. A bad file is one line on standard error, exit status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from dealer_app.cli import EXIT_BAD_INPUT, CommandParser
from dealer_app.standard_output import write_output
from dealer_app.storage.documents import DocumentReadError, read_command_input
from dealer_app.training.audition import AuditionError, audition_exam
from dealer_app.training.audition_file import AuditionFileError, audition_from_json
from dealer_app.training.exam_file import pass_rule_to_dict
from dealer_app.training.spots import TrainingError

__all__ = ["audition_plan", "main_audition"]

_PROG = "dealer-app audition"


def audition_plan(text: str | bytes) -> dict[str, Any]:
    """The plan of the audition a file holds; :class:`AuditionFileError` (a ``ValueError``)
    names a bad file's problem."""
    audition = audition_from_json(text)
    exam = audition_exam(audition)
    hands: list[dict[str, Any]] = []
    for item, number in zip(exam.items, exam.showdowns, strict=True):
        if len(hands) == number:
            hands.append({"hand": number + 1, "game": "", "spot": "", "questions": []})
        hand = hands[number]
        hand["questions"].append(item.drill)
        if item.drill != "call-the-pot":
            hand["game"], hand["spot"] = item.game, item.title
    return {
        "title": exam.title,
        "school": exam.school,
        "identity": exam.identity,
        "games": [game.value for game in audition.games()],
        "pot_limit": [game.value for game in audition.games() if game in audition.pot_limit],
        "hands_per_game": audition.hands_per_game,
        "seconds_per_showdown": audition.seconds_per_showdown,
        "pass_rules": [pass_rule_to_dict(rule) for rule in exam.rules],
        "hands": hands,
    }


def _parser() -> argparse.ArgumentParser:
    parser = CommandParser(
        prog=_PROG,
        description="What an audition file deals: its games, hands and questions, as JSON.",
    )
    parser.add_argument("file", metavar="FILE", help="audition JSON file, or - for standard input")
    return parser


def main_audition(argv: Sequence[str]) -> int:
    """Run ``dealer-app audition`` with the arguments after ``audition``; return the status."""
    try:
        args = _parser().parse_args(list(argv))
    except SystemExit as stop:
        return EXIT_BAD_INPUT if stop.code else 0
    try:
        plan = audition_plan(read_command_input(args.file))
    except (AuditionFileError, AuditionError, TrainingError, DocumentReadError) as error:
        print(f"{_PROG}: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    return write_output(_PROG, json.dumps(plan, ensure_ascii=False, indent=2) + "\n")
