"""The headless commands: ``resolve``, ``equity``, ``chip-race``, ``action`` and ``drills``.

``dealer-app resolve FILE|-`` reads one showdown scenario, or a JSON array of them,
resolves each and prints the result document (or an array of results, in the same order)
as UTF-8 JSON on standard output. Bad input exits with status 2 and one line on standard
error naming the field and the problem; within an array the line starts with the
scenario's position (``scenario 3: seat 2: card "Zh" is not a card``). The other commands
share the same runner: one input, one output, one-line errors.
"""

from __future__ import annotations

import argparse
import gc
import json
import sys
from collections.abc import Callable, Sequence
from typing import Any, NoReturn

from dealer_app.model.formats.scenario import result_to_dict, scenario_from_dict
from dealer_app.model.json_values import FormatError, read_json
from dealer_app.model.showdown.resolve import resolve
from dealer_app.standard_output import write_output
from dealer_app.storage.documents import DocumentReadError, read_command_input

__all__ = [
    "BadInputError",
    "CommandParser",
    "action_text",
    "chip_race_text",
    "drills_parser",
    "equity_text",
    "main_action",
    "main_chip_race",
    "main_drills",
    "main_equity",
    "main_resolve",
    "resolve_documents",
    "resolve_text",
    "spots_from_options",
]

EXIT_OK = 0
EXIT_INTERNAL = 1
EXIT_BAD_INPUT = 2


# One encoder for every result line (json.dumps would build one per call). Results are
# trees of fresh dicts and lists, so there is no cycle to look for.
_LINE_ENCODER = json.JSONEncoder(ensure_ascii=False, check_circular=False)


class BadInputError(ValueError):
    """Input that cannot be resolved; the message is the one line shown to the user."""


def resolve_documents(data: Any) -> Any:
    """Resolve a decoded scenario, or a list of them, into result dicts.

    >>> out = resolve_documents({"game": "holdem", "button": 1, "seats": [
    ...     {"seat": 1, "cards": ["Ah", "Ad"], "committed": 10},
    ...     {"seat": 2, "cards": ["Kh", "Kd"], "committed": 10}],
    ...     "board": ["2c", "7d", "9h", "Js", "3s"]})
    >>> out["payouts"]
    {'1': 20}
    """
    if isinstance(data, list):
        results = []
        for number, document in enumerate(data, 1):
            try:
                results.append(_resolve_one(document))
            except BadInputError as error:
                raise BadInputError(f"scenario {number}: {error}") from None
        return results
    return _resolve_one(data)


def _resolve_one(document: Any) -> dict[str, Any]:
    try:
        return result_to_dict(resolve(scenario_from_dict(document)))
    except ValueError as error:
        raise BadInputError(str(error)) from None


def resolve_text(text: str | bytes) -> str:
    """Resolve scenario JSON text (or UTF-8 bytes) into result JSON text, all in memory."""
    try:
        data = read_json(text)
    except FormatError as error:
        raise BadInputError(str(error)) from None
    if not isinstance(data, list):
        return json.dumps(_resolve_one(data), ensure_ascii=False, indent=2) + "\n"
    # Thousands of scenarios: the input is kept for the whole run, so the garbage collector
    # is told not to walk it again and again; each result is written out as soon as it is
    # made (one per line), so few objects stay alive.
    gc.freeze()
    try:
        lines = []
        for number, document in enumerate(data, 1):
            try:
                lines.append(_LINE_ENCODER.encode(_resolve_one(document)))
            except BadInputError as error:
                raise BadInputError(f"scenario {number}: {error}") from None
    finally:
        gc.unfreeze()
    return "[\n" + ",\n".join(lines) + "\n]\n" if lines else "[]\n"


class _CommandParser(argparse.ArgumentParser):
    """A subcommand's argument parser whose errors are one line, exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: {message} (see {self.prog} --help)\n")


CommandParser = _CommandParser
"""The same parser for headless commands that live in their own module (``dealer-app draw``)."""

MOST_SEED = 2**32 - 1
"""The largest seed a command takes (NumPy's random boards take no more)."""


def whole_number_option(least: int, most: int) -> Callable[[str], int]:
    """An option's type: a whole number from ``least`` to ``most``, else a one-line refusal.

    >>> count = whole_number_option(0, 10_000)
    >>> count("20")
    20
    >>> count(str(2**64))
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: 18446744073709551616 is more than 10,000
    """

    def read(text: str) -> int:
        digits = text.strip().removeprefix("-")
        if not (digits.isascii() and digits.isdigit()):
            raise argparse.ArgumentTypeError(f"{text[:40]!r} is not a whole number")
        if len(digits) > len(str(most)) + 1:
            shown = text if len(text) <= 40 else f"a number of {len(digits):,} digits"
            raise argparse.ArgumentTypeError(f"{shown} is more than {most:,}")
        number = int(text)
        if number > most:
            raise argparse.ArgumentTypeError(f"{number} is more than {most:,}")
        if number < least:
            raise argparse.ArgumentTypeError(f"{number} is less than {least:,}")
        return number

    return read


MOST_WORKSHEET_SPOTS = 1_000
"""The most spots of each drill ``--action``, ``--rake`` and ``--chips`` add to a worksheet:
some 500 pages, under a minute's drawing (a chip spot takes some 40 ms)."""

seed_option = whole_number_option(0, MOST_SEED)
"""A ``--seed``: 0 to :data:`MOST_SEED`."""


def _parser() -> argparse.ArgumentParser:
    parser = _CommandParser(
        prog="dealer-app resolve",
        description="Resolve showdown scenarios (JSON, one or an array) into results.",
    )
    parser.add_argument("file", metavar="FILE", help="scenario JSON file, or - for standard input")
    return parser


def main_resolve(argv: Sequence[str]) -> int:
    """Run ``dealer-app resolve`` with the arguments after ``resolve``; return the exit status."""
    return _run_command("dealer-app resolve", _parser(), argv, lambda _, text: resolve_text(text))


def _run_command(
    prog: str,
    parser: argparse.ArgumentParser,
    argv: Sequence[str],
    work: Callable[[argparse.Namespace, str | bytes], str],
) -> int:
    """Read the input a command's arguments name, run ``work`` on it, print its output.

    Bad input is one line on standard error and exit status 2; so is a fault of the
    program (status 1), never a traceback.
    """
    try:
        args = parser.parse_args(list(argv))
    except SystemExit as stop:
        return EXIT_BAD_INPUT if stop.code else EXIT_OK
    try:
        output = work(args, read_command_input(args.file))
    except (BadInputError, FormatError, DocumentReadError) as error:
        print(f"{prog}: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except Exception as error:  # a fault of the program, not of the input: still one line
        print(f"{prog}: internal error ({type(error).__name__}: {error})", file=sys.stderr)
        return EXIT_INTERNAL
    return write_output(prog, output)


# ---------------------------------------------------------------------------
# dealer-app chip-race FILE|-
# ---------------------------------------------------------------------------


def chip_race_text(text: str | bytes) -> str:
    """Run the colour-up chip race a JSON document describes (JSON text in, JSON text out)."""
    from dealer_app.model.formats.chip_race import race_from_dict, race_to_dict

    try:
        race = race_from_dict(read_json(text))
    except ValueError as error:
        raise BadInputError(str(error)) from None
    return json.dumps(race_to_dict(race), ensure_ascii=False, indent=2) + "\n"


def main_chip_race(argv: Sequence[str]) -> int:
    """Run ``dealer-app chip-race FILE|-``: the colour-up chip race as JSON, with the steps."""
    parser = _CommandParser(
        prog="dealer-app chip-race",
        description="Colour up a leaving chip and race its remainders (JSON in, JSON out).",
    )
    parser.add_argument("file", metavar="FILE", help="chip-race JSON file, or - for standard input")
    return _run_command("dealer-app chip-race", parser, argv, lambda _, text: chip_race_text(text))


# ---------------------------------------------------------------------------
# dealer-app action FILE|-
# ---------------------------------------------------------------------------


def action_text(text: str | bytes) -> str:
    """Follow the betting round a JSON document describes (JSON text in, JSON text out).

    >>> print(action_text('{"structure": "pot-limit", "blinds": [1, 2], "button": 3,'
    ...     ' "seats": [{"seat": 1}, {"seat": 2}, {"seat": 3}]}'), end="")  # doctest: +ELLIPSIS
    {
    ...
      "to_act": {
        "seat": 3,
        "to_call": 2,
    ...
        "largest": "blinds 1 and 2: calling 2 makes 5, so the pot raise is to 7"
      },
      "over": null
    }
    """
    from dealer_app.model.formats.action import followed_to_dict, round_from_dict

    try:
        followed = round_from_dict(read_json(text))
    except ValueError as error:
        raise BadInputError(str(error)) from None
    return _one_line_entries(followed_to_dict(followed))


def _one_line_entries(document: dict[str, Any]) -> str:
    """A document with each top field, each list entry and each object field on its own line."""

    def line(value: Any) -> str:
        return json.dumps(value, ensure_ascii=False)

    fields = []
    for name, value in document.items():
        if isinstance(value, list) and value:
            inner = ",\n".join(f"    {line(entry)}" for entry in value)
            fields.append(f"  {line(name)}: [\n{inner}\n  ]")
        elif isinstance(value, dict):
            inner = ",\n".join(f"    {line(key)}: {line(item)}" for key, item in value.items())
            fields.append(f"  {line(name)}: {{\n{inner}\n  }}")
        else:
            fields.append(f"  {line(name)}: {line(value)}")
    return "{\n" + ",\n".join(fields) + "\n}\n"


def main_action(argv: Sequence[str]) -> int:
    """Run ``dealer-app action FILE|-``: a betting round's call, raises and pot as JSON."""
    parser = _CommandParser(
        prog="dealer-app action",
        description=(
            "Follow a betting round (JSON in): the call, the smallest and the largest raise "
            "for the seat to act, with the working in words, and the pot (JSON out)."
        ),
    )
    parser.add_argument(
        "file", metavar="FILE", help="betting-round JSON file, or - for standard input"
    )
    return _run_command("dealer-app action", parser, argv, lambda _, text: action_text(text))


# ---------------------------------------------------------------------------
# dealer-app equity FILE|-
# ---------------------------------------------------------------------------


def equity_text(text: str | bytes, *, samples: int | None = None, seed: int | None = None) -> str:
    """Each live seat's all-in equity in a scenario (JSON text in, JSON text out).

    The board may be short of the river; every board still to come is dealt out (or,
    with ``samples``, that many are drawn with ``seed``).
    """
    # Imported here: the bulk path brings NumPy, which `dealer-app resolve` never needs.
    from dealer_app.model.play.equity import equity_to_dict, scenario_equity

    try:
        data = read_json(text)
        if isinstance(data, list):
            raise BadInputError("equity takes one scenario, not an array of them")
        result = scenario_equity(scenario_from_dict(data), samples=samples, seed=seed)
    except ValueError as error:
        raise BadInputError(str(error)) from None
    return json.dumps(equity_to_dict(result), ensure_ascii=False) + "\n"


def _equity_parser() -> argparse.ArgumentParser:
    from dealer_app.model.hands.games import game_rules
    from dealer_app.model.play.all_in import EQUITY_GAMES
    from dealer_app.model.words import join_words

    games = join_words([game_rules(game).title for game in EQUITY_GAMES])
    parser = _CommandParser(
        prog="dealer-app equity",
        description=(
            f"Each live seat's all-in equity ({games}) over every board still to come, as "
            "JSON. Folded seats' cards are dead; a complete board gives the showdown's own "
            "answer."
        ),
    )
    parser.add_argument("file", metavar="FILE", help="scenario JSON file, or - for standard input")
    from dealer_app.model.play.equity import MOST_SAMPLES

    parser.add_argument(
        "--samples",
        type=whole_number_option(1, MOST_SAMPLES),
        metavar="N",
        help=(
            "draw N random boards (a Monte Carlo answer) instead of dealing out every board; "
            f"1 to {MOST_SAMPLES:,}"
        ),
    )
    parser.add_argument(
        "--seed",
        type=seed_option,
        metavar="S",
        help=f"seed of the random boards (Monte Carlo only), 0 to {MOST_SEED:,}",
    )
    return parser


def main_equity(argv: Sequence[str]) -> int:
    """Run ``dealer-app equity`` with the arguments after ``equity``; return the exit status."""

    def work(args: argparse.Namespace, text: str | bytes) -> str:
        return equity_text(text, samples=args.samples, seed=args.seed)

    return _run_command("dealer-app equity", _equity_parser(), argv, work)


# -- dealer-app drills ------------------------------------------------------------------------


def drills_parser() -> argparse.ArgumentParser:
    """The options of ``dealer-app drills`` (also read by the worksheet's entry point)."""
    from dealer_app.training.spots import MOST_SPOTS
    from dealer_app.training.tags import TAGS, TRAINING_GAMES

    parser = _CommandParser(
        prog="dealer-app drills",
        description=(
            "Deal training spots and print them as a JSON array of scenarios (format v1), "
            'each with its "title" and "tags".'
        ),
    )
    parser.add_argument(
        "--count",
        type=whole_number_option(0, MOST_SPOTS),
        required=True,
        metavar="N",
        help=f"how many spots, 0 to {MOST_SPOTS:,}",
    )
    for name, words, choices in (
        ("tag", "every spot trains at least one of these tags", TAGS),
        ("game", "deal only these games (default a mix)", TRAINING_GAMES),
    ):
        parser.add_argument(
            f"--{name}",
            action="append",
            default=[],
            metavar=name.upper(),
            help=f"{words}; may be repeated: {', '.join(choices)}",
        )
    parser.add_argument(
        "--difficulty",
        type=whole_number_option(1, 5),
        default=3,
        metavar="1-5",
        help="1 (easiest) to 5; default 3",
    )
    parser.add_argument(
        "--seed", type=seed_option, default=None, metavar="S", help="same seed, same spots"
    )
    parser.add_argument(
        "--worksheet",
        metavar="OUT.pdf",
        help="write a printable worksheet instead (drawn by the table window)",
    )
    parser.add_argument(
        "--four-colour",
        action="store_true",
        help="with --worksheet: the four-colour deck (diamonds blue, clubs green)",
    )
    parser.add_argument(
        "--action",
        type=whole_number_option(0, MOST_WORKSHEET_SPOTS),
        default=0,
        metavar="N",
        help=(
            "with --worksheet: N spots of the action drills too (Call the pot and "
            f"Is it a legal raise?, in turn), after the showdowns; 0 to {MOST_WORKSHEET_SPOTS:,}"
        ),
    )
    parser.add_argument(
        "--rake",
        type=whole_number_option(0, MOST_WORKSHEET_SPOTS),
        default=0,
        metavar="N",
        help=(
            "with --worksheet: N spots of Take the rake too, after the action drills; "
            f"0 to {MOST_WORKSHEET_SPOTS:,}"
        ),
    )
    parser.add_argument(
        "--chips",
        type=whole_number_option(0, MOST_WORKSHEET_SPOTS),
        default=0,
        metavar="N",
        help=(
            "with --worksheet: N spots of the chip drills too (Count the stacks and Cut it, "
            f"in turn, in the card room's chips), last; 0 to {MOST_WORKSHEET_SPOTS:,}"
        ),
    )
    return parser


def spots_from_options(options: argparse.Namespace) -> tuple[Any, ...]:
    """The spots the options ask for; :class:`BadInputError` names a bad option."""
    import random

    from dealer_app.training.spots import TrainingError, generate_spots

    if options.count < 0:
        raise BadInputError(f"--count {options.count}: give 0 or more spots")
    if options.difficulty not in range(1, 6):
        raise BadInputError(f"--difficulty {options.difficulty}: choose 1 to 5")
    try:
        return generate_spots(
            random.Random(options.seed),
            options.count,
            games=options.game,
            tags=options.tag,
            difficulty=options.difficulty,
        )
    except TrainingError as error:
        raise BadInputError(str(error)) from None


def action_questions_from_options(options: argparse.Namespace) -> tuple[Any, ...]:
    """The action drills' questions ``--action N`` asks for (the same seed, the same ones)."""
    import random

    from dealer_app.training.action_drills import (
        ActionDrill,
        generate_action_spots,
        make_action_question,
    )

    if options.action < 0:
        raise BadInputError(f"--action {options.action}: give 0 or more spots")
    rng = random.Random(options.seed)
    drills = (ActionDrill.CALL_THE_POT, ActionDrill.LEGAL_RAISE)
    questions = []
    for number in range(options.action):
        drill = drills[number % len(drills)]
        (spot,) = generate_action_spots(rng, 1, drill)
        questions.append(make_action_question(drill, spot, rng))
    return tuple(questions)


def quick_spots_from_options(options: argparse.Namespace) -> tuple[Any, Any]:
    """The spots ``--rake N`` and ``--chips N`` ask for (the same seed, the same ones): the
    rake's, then the chip drills' (Count the stacks and Cut it in turn)."""
    import random

    from dealer_app.training.chip_drills import generate_count_spots, generate_cut_spots
    from dealer_app.training.rake_drill import generate_rake_spots

    for name in ("rake", "chips"):
        if getattr(options, name) < 0:
            raise BadInputError(f"--{name} {getattr(options, name)}: give 0 or more spots")
    rng = random.Random(options.seed)
    rake = tuple(generate_rake_spots(rng, options.rake))
    chips = tuple(
        (generate_count_spots if number % 2 == 0 else generate_cut_spots)(rng, 1)[0]
        for number in range(options.chips)
    )
    return rake, chips


def main_drills(argv: Sequence[str]) -> int:
    """Run ``dealer-app drills`` with the arguments after ``drills``; return the exit status."""
    from dealer_app.training.spots import spot_to_dict

    try:
        options = drills_parser().parse_args(list(argv))
    except SystemExit as stop:
        return EXIT_BAD_INPUT if stop.code else EXIT_OK
    try:
        if options.worksheet is not None:
            raise BadInputError(
                "--worksheet: a worksheet is drawn by the table window, "
                "which this headless command does not load"
            )
        if options.action:
            raise BadInputError(
                "--action: action spots are printed on a --worksheet only "
                "(dealer-app action answers a betting round as JSON)"
            )
        for name, what in (
            ("rake", "its spots are printed"),
            ("chips", "its spots are printed"),
            ("four_colour", "the four-colour deck is drawn"),
        ):
            if getattr(options, name):
                option = "--" + name.replace("_", "-")
                raise BadInputError(f"{option}: {what} on a --worksheet only")
        spots = spots_from_options(options)
    except BadInputError as error:
        print(f"dealer-app drills: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    documents = [spot_to_dict(spot) for spot in spots]
    return write_output(
        "dealer-app drills", json.dumps(documents, ensure_ascii=False, indent=2) + "\n"
    )
