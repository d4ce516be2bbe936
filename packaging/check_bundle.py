"""Check a built bundle folder the way a user first meets it, on any system.

    python3 packaging/check_bundle.py [dist/dealer-app] [--max-folder-mb N] [--max-archive-mb N]

Runs the built program, not the checkout: ``--version`` and ``--help`` print; the table
opens an example it carries and renders it offscreen with ``--screenshot`` (the PNG is
1280x720 and not blank); ``resolve`` on the reference's example (docs/reference.md) prints exactly
the result shown there; a missing file gives exit status 2 and one line; every module of the app
imports; ``drills --worksheet`` writes a PDF; the Training mode's progress charts draw
their lines (pyqtgraph); ``equity`` on the reference's example prints its numbers
(NumPy); the folder and the archive beside it are measured (and fail over the limits
given); the licence texts lie beside the program. On Windows the headless commands go
to the console twin, ``dealer-app-cli.exe``. Needs only Python's standard library.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import struct
import subprocess
import sys
import tempfile
import time
import tomllib
import zlib
from pathlib import Path
from typing import Any

from bundle_report import ARCHIVE_BUDGET, FOLDER_BUDGET, MB

ROOT = Path(__file__).resolve().parent.parent
APP_NAME = "dealer-app"
EXAMPLE = "holdem-three-way-tie-two-odd-chips.json"
SCREENSHOT_SIZE = (1280, 720)
TIMEOUT = 120
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
# A table with cards, chips and text packs to well over 50 kB; one colour to about 4 kB.
MIN_PICTURE_BYTES = 20_000
MIN_DISTINCT_BYTES = 64
REFERENCE = ROOT / "docs" / "reference.md"
README_SECTION = "## Headless: `dealer-app resolve`"


class CheckFailedError(Exception):
    """One check of the bundle failed; the message says what was seen."""


def executable(folder: Path, name: str) -> Path:
    path = folder / (f"{name}.exe" if sys.platform == "win32" else name)
    if not path.is_file():
        raise CheckFailedError(f"no program {path}")
    return path


def console_program(folder: Path) -> Path:
    """The program that prints: the console twin on Windows, the program itself elsewhere."""
    return executable(folder, f"{APP_NAME}-cli" if sys.platform == "win32" else APP_NAME)


def run(program: Path, *args: str, **extra_env: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [str(program), *args],
        capture_output=True,
        timeout=TIMEOUT,
        env={**os.environ, **extra_env},
        stdin=subprocess.DEVNULL,
        check=False,
    )


def readme_example(readme: Path) -> tuple[Any, Any]:
    """The reference's ``resolve`` example: the input showdown and the result it prints."""
    text = readme.read_text(encoding="utf-8")
    start = text.find(README_SECTION)
    if start < 0:
        raise CheckFailedError(f"{readme.name} has no section {README_SECTION!r}")
    blocks = re.findall(r"```json\n(.*?)```", text[start:], re.DOTALL)
    if len(blocks) < 2:
        raise CheckFailedError(f"{readme.name}: the resolve section lacks its input and output")
    return json.loads(blocks[0]), json.loads(blocks[1])


def png_summary(data: bytes) -> tuple[int, int, int, int]:
    """Width, height, compressed size of the pixels and distinct byte values among them.

    A blank picture (one colour) is all zeros once PNG's row filters have run: a few
    distinct values, and it squeezes to a few kilobytes.
    """
    if not data.startswith(PNG_SIGNATURE):
        raise CheckFailedError("the screenshot is not a PNG file")
    position, width, height, compressed = len(PNG_SIGNATURE), 0, 0, b""
    while position < len(data):
        (length,) = struct.unpack(">I", data[position : position + 4])
        kind = data[position + 4 : position + 8]
        body = data[position + 8 : position + 8 + length]
        if kind == b"IHDR":
            width, height = struct.unpack(">II", body[:8])
        elif kind == b"IDAT":
            compressed += body
        position += 12 + length
    return width, height, len(compressed), len(set(zlib.decompress(compressed)))


def check_version(folder: Path) -> str:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        version = tomllib.load(handle)["project"]["version"]
    completed = run(console_program(folder), "--version")
    printed = completed.stdout.decode().strip()
    if completed.returncode != 0 or printed != f"{APP_NAME} {version}":
        raise CheckFailedError(f"--version printed {printed!r}, status {completed.returncode}")
    return printed


def check_help(folder: Path) -> str:
    completed = run(console_program(folder), "--help")
    text = completed.stdout.decode()
    if completed.returncode != 0 or "resolve" not in text:
        raise CheckFailedError(f"--help: status {completed.returncode}, printed {text[:200]!r}")
    return f"{len(text.splitlines())} lines"


def check_screenshot(folder: Path, scratch: Path) -> str:
    examples = sorted(folder.rglob(f"dealer_app/resources/examples/{EXAMPLE}"))
    if not examples:
        raise CheckFailedError(f"the bundle carries no example {EXAMPLE}")
    picture = scratch / "table.png"
    started = time.monotonic()
    completed = run(
        executable(folder, APP_NAME),
        "--open",
        str(examples[0]),
        "--screenshot",
        str(picture),
        QT_QPA_PLATFORM="offscreen",
    )
    seconds = time.monotonic() - started
    width, height = _picture_made(completed, picture, "--screenshot", "the screenshot")
    return f"{width}x{height}, {picture.stat().st_size // 1000} kB, {seconds:.1f} s"


def _picture_made(
    completed: subprocess.CompletedProcess[bytes], picture: Path, step: str, what: str
) -> tuple[int, int]:
    """The size of the PNG a run of the bundle wrote, once it is a whole, non-blank 1280x720
    picture; else the check fails, naming ``step`` and ``what``."""
    if completed.returncode != 0 or not picture.is_file():
        raise CheckFailedError(
            f"{step}: status {completed.returncode}: {completed.stderr.decode()[-800:]}"
        )
    width, height, packed, distinct = png_summary(picture.read_bytes())
    if (width, height) != SCREENSHOT_SIZE:
        raise CheckFailedError(f"{what} is {width}x{height}, not 1280x720")
    if packed < MIN_PICTURE_BYTES or distinct < MIN_DISTINCT_BYTES:
        raise CheckFailedError(
            f"{what} looks blank ({packed} bytes of pixels, {distinct} byte values)"
        )
    return width, height


def check_resolve(folder: Path, scratch: Path) -> str:
    showdown, expected = readme_example(REFERENCE)
    path = scratch / "showdown.json"
    path.write_text(json.dumps(showdown), encoding="utf-8")
    completed = run(console_program(folder), "resolve", str(path))
    if completed.returncode != 0:
        raise CheckFailedError(
            f"resolve: status {completed.returncode}: {completed.stderr.decode()}"
        )
    printed = json.loads(completed.stdout.decode("utf-8"))
    if printed != expected:
        raise CheckFailedError(f"resolve printed something else than the reference:\n{printed}")
    return "the reference's result"


def check_bad_input(folder: Path, scratch: Path) -> str:
    missing = scratch / "no-such-showdown.json"
    completed = run(console_program(folder), "resolve", str(missing))
    lines = completed.stderr.decode().strip().splitlines()
    if completed.returncode != 2 or len(lines) != 1 or "no such file" not in lines[0]:
        raise CheckFailedError(f"resolve of a missing file: status {completed.returncode}, {lines}")
    return lines[0]


def check_every_module_imports(folder: Path) -> str:
    completed = run(console_program(folder), DEALER_APP_IMPORT_CHECK="1")
    lines = completed.stdout.decode().strip().splitlines()
    if completed.returncode != 0 or not lines:
        shown = "\n".join(lines[-12:]) or completed.stderr.decode()[-800:]
        raise CheckFailedError(f"modules of the app fail to import:\n{shown}")
    return lines[-1]


def check_worksheet(folder: Path, scratch: Path) -> str:
    worksheet = scratch / "worksheet.pdf"
    completed = run(
        console_program(folder),
        "drills",
        "--count",
        "3",
        "--seed",
        "1",
        "--worksheet",
        str(worksheet),
        QT_QPA_PLATFORM="offscreen",
    )
    if completed.returncode != 0 or not worksheet.is_file():
        raise CheckFailedError(
            f"drills --worksheet: status {completed.returncode}: {completed.stderr.decode()[-800:]}"
        )
    data = worksheet.read_bytes()
    if not data.startswith(b"%PDF") or b"%%EOF" not in data[-1024:]:
        raise CheckFailedError("drills --worksheet wrote no whole PDF file")
    return f"{len(data) // 1000} kB PDF"


# The charts draw a few hundred pixels of the first line's colour (lines, points, legend).
MIN_CHART_LINE_PIXELS = 100


def check_training_charts(folder: Path, scratch: Path) -> str:
    """The Training mode's progress charts (pyqtgraph) drawn offscreen by the bundle."""
    picture = scratch / "training.png"
    completed = run(
        executable(folder, APP_NAME),
        DEALER_APP_CHART_CHECK=str(picture),
        QT_QPA_PLATFORM="offscreen",
    )
    width, height = _picture_made(completed, picture, "training charts", "the training picture")
    # The program prints that count of pixels, alone on its last line.
    lines = completed.stdout.decode().split()
    drawn = int(lines[-1]) if lines and lines[-1].isdigit() else 0
    if drawn < MIN_CHART_LINE_PIXELS:
        raise CheckFailedError(f"the progress charts drew no lines ({drawn} pixels)")
    return f"{width}x{height}, {drawn} pixels of the first line"


# The README's equity example: As Ks against Qh Qd before the flop, dealt out exactly.
EQUITY_HANDS = (["As", "Ks"], ["Qh", "Qd"])
EQUITY_SECTION = "## Headless: `dealer-app equity`"


def readme_equity(readme: Path) -> Any:
    text = readme.read_text(encoding="utf-8")
    start = text.find(EQUITY_SECTION)
    blocks = re.findall(r"```json\n(.*?)```", text[start:], re.DOTALL) if start >= 0 else []
    if len(blocks) < 2:
        raise CheckFailedError(f"{readme.name} has no equity example under {EQUITY_SECTION!r}")
    # The spot first, then what equity prints for it.
    return json.loads(blocks[1])


def equity_spot(showdown: Any) -> Any:
    """The README's equity example as a scenario: the resolve example's table with the
    two hands and no board yet."""
    return {
        **showdown,
        "seats": [
            {"seat": number, "cards": cards, "committed": 300}
            for number, cards in zip((1, 2), EQUITY_HANDS, strict=True)
        ],
        "button": 1,
        "board": [],
    }


def check_equity(folder: Path, scratch: Path) -> str:
    """``equity`` (NumPy's bulk evaluator) on the reference's example, every board dealt."""
    showdown, _ = readme_example(REFERENCE)
    path = scratch / "spot.json"
    path.write_text(json.dumps(equity_spot(showdown)), encoding="utf-8")
    completed = run(console_program(folder), "equity", str(path))
    if completed.returncode != 0:
        raise CheckFailedError(
            f"equity: status {completed.returncode}: {completed.stderr.decode()[-800:]}"
        )
    printed = json.loads(completed.stdout.decode("utf-8"))
    expected = readme_equity(REFERENCE)
    seconds = printed.pop("seconds", None)
    expected.pop("seconds", None)
    if printed != expected:
        raise CheckFailedError(f"equity printed something else than the reference:\n{printed}")
    return f"the reference's result, {printed['boards']} boards in {seconds} s"


def check_size(folder: Path, folder_limit: float | None, archive_limit: float | None) -> str:
    """The folder's size and file count and the archive's size beside it, in MB; over a
    limit given (in MB), the check fails."""
    files = [path for path in folder.rglob("*") if path.is_file() and not path.is_symlink()]
    size = sum(path.stat().st_size for path in files) / MB
    if folder_limit is not None and size > folder_limit:
        raise CheckFailedError(f"the folder is {size:.1f} MB, over {folder_limit:g} MB")
    found = [f"folder {size:.1f} MB (goal {FOLDER_BUDGET // MB} MB), {len(files)} files"]
    for archive in sorted(folder.parent.glob(f"{folder.name}-*.*")):
        packed = archive.stat().st_size / MB
        if archive_limit is not None and packed > archive_limit:
            raise CheckFailedError(f"{archive.name} is {packed:.1f} MB, over {archive_limit:g} MB")
        found.append(f"{archive.name} {packed:.1f} MB (goal {ARCHIVE_BUDGET // MB} MB)")
    return ", ".join(found)


def check_licences(folder: Path) -> str:
    needed = ["LGPL-3.0.txt", "GPL-3.0.txt", "Python-LICENSE.txt", "THIRD-PARTY-NOTICES.txt"]
    missing = [name for name in needed if not (folder / "licenses" / name).is_file()]
    if missing:
        raise CheckFailedError(f"licence texts missing beside the program: {missing}")
    return ", ".join(needed)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", nargs="?", type=Path, default=ROOT / "dist" / APP_NAME)
    parser.add_argument(
        "--max-folder-mb", type=float, help="fail when the folder is larger (MB, 10^6 bytes)"
    )
    parser.add_argument(
        "--max-archive-mb", type=float, help="fail when the archive beside it is larger"
    )
    options = parser.parse_args(argv)
    folder = options.folder
    failed = 0
    with tempfile.TemporaryDirectory(prefix="bundle-check-") as name:
        scratch = Path(name)
        checks = [
            ("--version", lambda: check_version(folder)),
            ("--help", lambda: check_help(folder)),
            (
                "--open an example --screenshot, offscreen",
                lambda: check_screenshot(folder, scratch),
            ),
            ("resolve the reference's example", lambda: check_resolve(folder, scratch)),
            ("resolve a missing file", lambda: check_bad_input(folder, scratch)),
            ("every module of the app imports", lambda: check_every_module_imports(folder)),
            ("drills --worksheet (QPdfWriter)", lambda: check_worksheet(folder, scratch)),
            (
                "Training mode's progress charts (pyqtgraph), offscreen",
                lambda: check_training_charts(folder, scratch),
            ),
            ("equity on the reference's example (NumPy)", lambda: check_equity(folder, scratch)),
            (
                "size",
                lambda: check_size(folder, options.max_folder_mb, options.max_archive_mb),
            ),
            ("licence texts", lambda: check_licences(folder)),
        ]
        for title, check in checks:
            try:
                print(f"ok    {title}: {check()}", flush=True)
            except (CheckFailedError, OSError, subprocess.SubprocessError, ValueError) as error:
                failed += 1
                print(f"FAIL  {title}: {error}", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
