"""``dealer-app trainees``: a class's trainees listed, exported and imported, without a window.

    dealer-app trainees list [--history FILE]
    dealer-app trainees export FOLDER [--history FILE]
    dealer-app trainees import FILE... [--history FILE]

``export`` writes one class file per trainee (``"format": "dealer-app/trainee@1"``) into
the folder; ``import`` adds the answers of each file given, each answer once, however often
it is imported. Each prints what it did as JSON (UTF-8). The history is the Training mode's
own (in the platform's data folder) unless ``--history`` names another. ``list`` and
``export`` only read the history: a file there that is not one (or is damaged) is said in
one line, status 2, and left as it is. ``import`` into a history that cannot be saved
imports nothing, in one line, status 2. A damaged file adds nothing (a damaged class file
is kept aside); it is said in one line on standard error, the other files are imported
all the same, and the exit status is 2. Bad arguments are one line, status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from dealer_app.cli import EXIT_BAD_INPUT, CommandParser
from dealer_app.standard_output import write_output
from dealer_app.storage.history import (
    HistoryError,
    TrainingHistory,
    open_history,
    read_history,
)
from dealer_app.storage.trainee_file import ClassFileError, export_trainees, import_trainee_file

__all__ = ["main_trainees", "trainees_document"]

_PROG = "dealer-app trainees"


def _parser() -> argparse.ArgumentParser:
    parser = CommandParser(
        prog=_PROG,
        description="A class's trainees: list them, export one file each, import those files.",
    )
    kinds = parser.add_subparsers(dest="kind", required=True, parser_class=CommandParser)
    listing = kinds.add_parser("list", help="the trainees, with their answers")
    export = kinds.add_parser("export", help="one class file per trainee, into FOLDER")
    export.add_argument("folder", metavar="FOLDER", help="the folder to write the files into")
    importing = kinds.add_parser("import", help="add the answers of class files, each once")
    importing.add_argument("files", nargs="+", metavar="FILE", help="class files to import")
    for kind in (listing, export, importing):
        kind.add_argument(
            "--history",
            metavar="FILE",
            help="the training history to use (default: the Training mode's)",
        )
    return parser


def _default_history() -> Path:
    """The Training mode's history file (found the way the app finds it, with Qt's paths)."""
    from PySide6.QtCore import QCoreApplication

    from dealer_app import APPLICATION_NAME
    from dealer_app.gui.app import ORGANIZATION
    from dealer_app.gui.training.training_page import default_history_path

    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION_NAME)
    return default_history_path()


def trainees_document(
    history: TrainingHistory, args: argparse.Namespace, problems: list[str]
) -> Any:
    """What the parsed ``args`` ask of ``history``, as JSON-ready data; the files that
    could not be imported are added to ``problems``."""
    if args.kind == "list":
        return [
            {"name": trainee.name, "uid": trainee.uid, "answers": answers}
            for trainee, answers in history.class_trainees()
        ]
    if args.kind == "export":
        return {"written": [str(path) for path in export_trainees(history, args.folder)]}
    imported = []
    for name in args.files:
        try:
            result = import_trainee_file(history, name)
        except ClassFileError as error:
            problems.append(str(error))
            continue
        imported.append(
            {
                "file": name,
                "trainee": result.trainee.name,
                "added": result.added,
                "already": result.already,
            }
        )
    return {"imported": imported}


def main_trainees(argv: Sequence[str]) -> int:
    """Run ``dealer-app trainees`` with the arguments after ``trainees``; the exit status."""
    try:
        args = _parser().parse_args(list(argv))
    except SystemExit as stop:
        return EXIT_BAD_INPUT if stop.code else 0
    path = Path(args.history) if args.history else _default_history()
    problems: list[str] = []
    try:
        # Listing and exporting only read: what is there is never repaired nor started.
        history = open_history(path) if args.kind == "import" else read_history(path)
    except HistoryError as error:
        print(f"{_PROG}: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    if history.unwritable is not None:
        history.close()
        print(
            f"{_PROG}: the training history {path} cannot be saved in {path.parent} "
            f"({history.unwritable}): nothing was imported",
            file=sys.stderr,
        )
        return EXIT_BAD_INPUT
    try:
        if history.problem:
            print(f"{_PROG}: {history.problem}", file=sys.stderr)
        document = trainees_document(history, args, problems)
    except (ClassFileError, HistoryError) as error:
        print(f"{_PROG}: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    finally:
        history.close()
    # No file imported: the line on each problem is the whole answer, no empty document.
    nothing = args.kind == "import" and not document["imported"] and problems
    text = json.dumps(document, ensure_ascii=False, indent=2) + "\n"
    status = 0 if nothing else write_output(_PROG, text)
    for problem in problems:
        print(f"{_PROG}: {problem}", file=sys.stderr)
    return EXIT_BAD_INPUT if problems else status
