"""The ``dealer-app`` command: opens the dealer's table, or resolves showdowns headless.

    dealer-app                                   open the table
    dealer-app FILE.json                         open the table with a saved showdown
    dealer-app --open FILE.json --screenshot OUT.png [--size WxH] [--full-screen]
                                                 render the table to a PNG and exit
    dealer-app resolve FILE.json|-               print the result as JSON, no window
    dealer-app chip-race FILE.json|-             run a colour-up chip race, JSON out
    dealer-app action FILE.json|-                a betting round: call, raises, pot, JSON out
    dealer-app equity FILE.json|-                each live seat's all-in equity as JSON
    dealer-app draw button SEAT... | seats NAME...
                                                 high card for the button, or a seat draw
    dealer-app trainees list | export FOLDER | import FILE...
                                                 a class's trainees, one file each

The GUI and the headless command are imported only when they are used, so
``dealer-app resolve`` never loads Qt.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import NoReturn

PROG = "dealer-app"
RESOLVE_COMMAND = "resolve"
CHIP_RACE_COMMAND = "chip-race"
ACTION_COMMAND = "action"
EQUITY_COMMAND = "equity"
DRILLS_COMMAND = "drills"
DRAW_COMMAND = "draw"
AUDITION_COMMAND = "audition"
TRAINEES_COMMAND = "trainees"
COMMANDS = (
    RESOLVE_COMMAND,
    CHIP_RACE_COMMAND,
    ACTION_COMMAND,
    EQUITY_COMMAND,
    DRILLS_COMMAND,
    DRAW_COMMAND,
    AUDITION_COMMAND,
    TRAINEES_COMMAND,
)
ARGUMENT_ERROR = 2
NO_DISPLAY = 1
X11_PLATFORMS = ("linux", "freebsd", "openbsd", "netbsd")
"""The systems where the table's window goes to an X display, which may be unreachable."""

USAGE = f"""\
{PROG} [FILE.json | --open FILE.json] [--full-screen] [--screenshot OUT.png [--size WxH]]
       {PROG} {RESOLVE_COMMAND} FILE.json|-
       {PROG} {CHIP_RACE_COMMAND} FILE.json|-
       {PROG} {ACTION_COMMAND} FILE.json|-
       {PROG} {EQUITY_COMMAND} FILE.json|- [--samples N] [--seed S]
       {PROG} {DRILLS_COMMAND} --count N [--tag TAG]... [--game GAME]... [--seed S]
       {PROG} {DRAW_COMMAND} button SEAT... | seats NAME... [--seed S] [--cards CARDS]
       {PROG} {AUDITION_COMMAND} FILE.json|-
       {PROG} {TRAINEES_COMMAND} list | export FOLDER | import FILE... [--history FILE]"""

DESCRIPTION = """\
Split-pot dealer assistant: evaluates every seat's hand, builds the main and side pots
and tells the dealer how to split the chips, colour by colour, odd chips included.
Without arguments it opens the dealer's table."""

EPILOG = f"""\
headless:
  {PROG} {RESOLVE_COMMAND} FILE.json|-
                        resolve a showdown (scenario format v1) and print the result
                        as JSON; '-' reads standard input ('{PROG} {RESOLVE_COMMAND} --help')
  {PROG} {CHIP_RACE_COMMAND} FILE.json|-
                        colour up a leaving chip and race the remainders, as JSON
  {PROG} {ACTION_COMMAND} FILE.json|-
                        follow a betting round: the call, the smallest and the largest
                        raise (pot-limit's pot) and the pot, as JSON
  {PROG} {EQUITY_COMMAND} FILE.json|-
                        each live seat's all-in equity over every board still to come,
                        as JSON ('{PROG} {EQUITY_COMMAND} --help')
  {PROG} {DRILLS_COMMAND} --count N [--tag TAG]... [--game GAME]... [--difficulty 1-5] [--seed S]
                        deal N training spots and print them as scenarios with their
                        title and tags ('{PROG} {DRILLS_COMMAND} --help')
  {PROG} {DRILLS_COMMAND} --count N ... --worksheet OUT.pdf [--action N] [--rake N] [--chips N]
                        the same spots as a printable worksheet with its answer key
                        (and N spots of the action drills, the rake and the chip
                        drills after them)
  {PROG} {DRAW_COMMAND} button SEAT... | seats NAME...
                        high card for the button, or a seat draw for a new table,
                        as JSON ('{PROG} {DRAW_COMMAND} --help')
  {PROG} {AUDITION_COMMAND} FILE.json|-
                        what an audition file deals: hold'em and the three games its
                        seed draws, each hand and its questions, as JSON
  {PROG} {TRAINEES_COMMAND} list | export FOLDER | import FILE...
                        a class's trainees: listed, exported one file each, those files
                        imported (each answer once), as JSON ('{PROG} {TRAINEES_COMMAND} --help')

exit status: 0 on success, 2 on bad arguments or bad input."""


class _OneLineParser(argparse.ArgumentParser):
    """An argument parser whose errors are one line on standard error, exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(ARGUMENT_ERROR, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


class _VersionAction(argparse.Action):
    """``--version``: the installed version, looked up only when asked (it costs a start
    of the table the package metadata's import)."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: object) -> None:
        super().__init__(
            option_strings,
            dest,
            nargs=0,
            default=argparse.SUPPRESS,
            help="show the version and exit",
        )

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: object,
        option_string: str | None = None,
    ) -> None:
        from dealer_app import __version__
        from dealer_app.standard_output import write_output

        parser.exit(write_output(PROG, f"{PROG} {__version__}\n"))


def build_parser() -> argparse.ArgumentParser:
    parser = _OneLineParser(
        prog=PROG,
        usage=USAGE,
        description=DESCRIPTION,
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "file",
        nargs="?",
        metavar="FILE.json",
        help="a saved showdown to open (same as --open)",
    )
    parser.add_argument(
        "--open",
        dest="open_path",
        metavar="FILE.json",
        help="open this showdown file at start",
    )
    parser.add_argument(
        "--screenshot",
        metavar="OUT.png",
        help="render the table to this PNG file and exit (works without a screen)",
    )
    parser.add_argument(
        "--size",
        metavar="WxH",
        type=_window_size,
        help="with --screenshot: the picture's size, as on a screen of that size "
        "(default 1280x720)",
    )
    parser.add_argument(
        "--full-screen",
        action="store_true",
        help="open the table full screen, the felt alone (View > Full screen, F11)",
    )
    parser.add_argument("--version", action=_VersionAction)
    parser.set_defaults(**GUI_DEFAULTS)
    return parser


GUI_DEFAULTS: dict[str, object] = {
    "open_path": None,
    "screenshot": None,
    "size": None,
    "full_screen": False,
}
"""The table's options when none is given: the parser's defaults, and the whole reading of
a command line with no arguments (which builds no parser: its help texts would look up
their translations at every start)."""


SMALLEST_SIZE = (320, 240)
LARGEST_SIZE = (7680, 4320)


def _window_size(text: str) -> tuple[int, int]:
    """A size written ``1024x700``, within what a screen can be.

    >>> _window_size("1024x700")
    (1024, 700)
    """
    width, _, height = text.lower().partition("x")
    if not (width.isdigit() and height.isdigit()):
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 1024x700")
    size = (int(width), int(height))
    sides = zip(SMALLEST_SIZE, size, LARGEST_SIZE, strict=True)
    if not all(low <= side <= high for low, side, high in sides):
        raise argparse.ArgumentTypeError(f"{text!r} is not between 320x240 and 7680x4320")
    return size


def parse_gui_args(argv: Sequence[str]) -> argparse.Namespace:
    """Read the table's options; exit with status 2 and one line on a bad argument.

    >>> options = parse_gui_args(["--screenshot", "table.png"])
    >>> options.open_path, options.screenshot
    (None, 'table.png')
    """
    if not argv:
        return argparse.Namespace(**GUI_DEFAULTS)
    parser = build_parser()
    options = parser.parse_args(list(argv))
    if options.file is not None:
        if options.open_path is not None:
            parser.error(f"give the file to open once, not both {options.file} and --open")
        options.open_path = options.file
    del options.file
    if options.open_path is not None and not Path(options.open_path).is_file():
        if Path(options.open_path).is_dir():
            parser.error(f"--open: {options.open_path} is a folder, not a showdown file")
        if Path(options.open_path).exists():
            from dealer_app.storage.documents import NOT_A_FILE

            parser.error(f"--open: {options.open_path} is {NOT_A_FILE}")
        parser.error(f"--open: no such file: {options.open_path}")
    if options.size is not None and options.screenshot is None:
        parser.error("--size is the picture's size: give it with --screenshot OUT.png")
    if options.screenshot is not None:
        picture = Path(options.screenshot)
        if not options.screenshot.strip() or picture.is_dir():
            parser.error(f"--screenshot: {picture} is a folder: give a file name in it")
        if not picture.parent.is_dir():
            parser.error(f"--screenshot: no such folder: {picture.parent}")
        from dealer_app.storage.atomic_file import write_problem

        problem = write_problem(picture)
        if problem is not None:
            parser.error(f"--screenshot: {picture} cannot be written ({problem})")
    return options


def unknown_command(args: Sequence[str]) -> str | None:
    """Words for a first argument that reads as a command but is none, naming the closest.

    A word that is no file (no ``.json``, nothing of that name) is taken for a command.

    >>> unknown_command(["reslove", "x.json"])
    "no command 'reslove': did you mean 'resolve'?"
    >>> unknown_command(["showdown.json"]) is None, unknown_command([]) is None
    (True, True)
    """
    if not args:
        return None
    import difflib
    import re

    if not re.fullmatch(r"[A-Za-z][A-Za-z-]*", args[0]) or Path(args[0]).exists():
        return None
    word = args[0]
    closest = difflib.get_close_matches(word.lower(), COMMANDS, n=1, cutoff=0.5)
    if closest:
        return f"no command {word!r}: did you mean {closest[0]!r}?"
    return f"no command {word!r}: the commands are {', '.join(COMMANDS)}"


def has_display(environ: Mapping[str, str], platform: str = sys.platform) -> bool:
    """Tell whether Qt has somewhere to show a window.

    Only Linux and the BSDs need a display server; Qt picks a platform on its own
    elsewhere, and an explicit ``QT_QPA_PLATFORM`` is always respected.

    >>> has_display({}, platform="linux")
    False
    >>> has_display({"DISPLAY": ":0"}, platform="linux")
    True
    >>> has_display({}, platform="win32")
    True
    """
    if not platform.startswith(X11_PLATFORMS):
        return True
    return any(environ.get(name) for name in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"))


def open_table(options: argparse.Namespace) -> int:
    if not has_display(os.environ):
        if options.screenshot is None:
            print(
                f"{PROG}: no screen to open the table on (DISPLAY is not set); "
                "use --screenshot OUT.png for a picture, or set QT_QPA_PLATFORM=offscreen",
                file=sys.stderr,
            )
            return NO_DISPLAY
        # A screenshot needs no screen: render offscreen rather than fail to connect.
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    problem = None
    if os.environ.get("DISPLAY") and sys.platform.startswith(X11_PLATFORMS):
        # Only an X display can be out of reach or lack the plugin's libraries; the check
        # (sockets, ctypes; processes when a library is missing) is not loaded for the others.
        from dealer_app.display_check import display_problem, plugin_problem

        problem = display_problem(os.environ) or plugin_problem(os.environ)
    if problem is not None:
        if options.screenshot is None:
            print(
                f"{PROG}: {problem}; use --screenshot OUT.png for a picture, "
                "or set QT_QPA_PLATFORM=offscreen",
                file=sys.stderr,
            )
            return NO_DISPLAY
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    # The start makes some hundred thousand objects that live as long as the window (the
    # widgets' wrappers, Qt's enumerations, the model's classes); the garbage collector
    # would walk them again and again while they are made, some 6 ms of the start for no
    # garbage. It waits until the window is painted (``run`` starts it again).
    gc.disable()
    from dealer_app.gui.app import run

    return int(
        run(
            open_path=options.open_path,
            screenshot=options.screenshot,
            size=options.size,
            full_screen=options.full_screen,
        )
    )


WORKSHEET_OPTION = "--worksheet"


def wants_worksheet(args: Sequence[str]) -> bool:
    """Whether ``dealer-app drills`` is asked for a printed worksheet (drawn with Qt).

    >>> wants_worksheet(["--count", "20", "--worksheet", "out.pdf"])
    True
    >>> wants_worksheet(["--count", "20"]), wants_worksheet(["--worksheet=out.pdf"])
    (False, True)
    """
    return any(arg == WORKSHEET_OPTION or arg.startswith(WORKSHEET_OPTION + "=") for arg in args)


def write_worksheet(args: Sequence[str]) -> int:
    """``dealer-app drills ... --worksheet OUT.pdf``: the same options and spots as the JSON
    command (read by ``cli``), drawn by the GUI package (which never imports ``cli``)."""
    from dealer_app.cli import (
        BadInputError,
        action_questions_from_options,
        drills_parser,
        quick_spots_from_options,
        spots_from_options,
    )
    from dealer_app.storage.atomic_file import write_problem

    try:
        options = drills_parser().parse_args(list(args))
    except SystemExit as stop:
        return ARGUMENT_ERROR if stop.code else 0
    target = Path(options.worksheet)
    try:
        if not options.worksheet.strip():
            raise BadInputError("--worksheet: give the name of the PDF file to write")
        if target.is_dir():
            raise BadInputError(f"--worksheet: {target} is a folder: give a file name in it")
        if not target.parent.is_dir():
            raise BadInputError(f"--worksheet: no such folder: {target.parent}")
        problem = write_problem(target)
        if problem is not None:
            raise BadInputError(f"--worksheet: {target} cannot be written ({problem})")
        spots = spots_from_options(options)
        action_questions = action_questions_from_options(options)
        rake_spots, chip_spots = quick_spots_from_options(options)
    except BadInputError as error:
        print(f"{PROG} drills: {error}", file=sys.stderr)
        return ARGUMENT_ERROR
    # A worksheet is drawn off screen, with or without a display.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from dealer_app.gui.app import application
    from dealer_app.gui.theme import load_theme
    from dealer_app.gui.training.action_worksheet import action_worksheet_parts
    from dealer_app.gui.training.quick_worksheet import chip_worksheet_parts, rake_worksheet_parts
    from dealer_app.gui.training.worksheet import PRINT_THEME, print_worksheet

    application()  # the stacks are drawn before the pages
    first = len(spots) + 1
    parts = [action_worksheet_parts(action_questions, first)]
    first += len(action_questions)
    parts.append(rake_worksheet_parts(rake_spots, first))
    first += len(rake_spots)
    parts.append(chip_worksheet_parts(chip_spots, load_theme(PRINT_THEME), first))
    problem = print_worksheet(
        spots,
        target,
        seed=options.seed,
        four_colour=options.four_colour,
        more=("".join(part[0] for part in parts), "".join(part[1] for part in parts)),
        more_count=len(action_questions) + len(rake_spots) + len(chip_spots),
    )
    if problem:
        print(f"{PROG} drills: {problem}", file=sys.stderr)
        return ARGUMENT_ERROR
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``dealer-app`` command and return its exit status."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == [DRILLS_COMMAND] and wants_worksheet(args[1:]):
        return write_worksheet(args[1:])
    if args[:1] == [RESOLVE_COMMAND]:
        from dealer_app.cli import main_resolve

        return int(main_resolve(args[1:]))
    if args[:1] == [CHIP_RACE_COMMAND]:
        from dealer_app.cli import main_chip_race

        return int(main_chip_race(args[1:]))
    if args[:1] == [ACTION_COMMAND]:
        from dealer_app.cli import main_action

        return int(main_action(args[1:]))
    if args[:1] == [EQUITY_COMMAND]:
        from dealer_app.cli import main_equity

        return int(main_equity(args[1:]))
    if args[:1] == [DRILLS_COMMAND]:
        from dealer_app.cli import main_drills

        return int(main_drills(args[1:]))
    if args[:1] == [DRAW_COMMAND]:
        from dealer_app.draw_command import main_draw

        return int(main_draw(args[1:]))
    if args[:1] == [AUDITION_COMMAND]:
        from dealer_app.audition_command import main_audition

        return int(main_audition(args[1:]))
    if args[:1] == [TRAINEES_COMMAND]:
        from dealer_app.trainees_command import main_trainees

        return int(main_trainees(args[1:]))
    problem = unknown_command(args)
    if problem is not None:
        build_parser().error(problem)
    return open_table(parse_gui_args(args))


if __name__ == "__main__":
    sys.exit(main())
