"""The documents keep their promises: the README's first screen holds the picture and the
two set-up commands, and every command-line example whose output is shown prints it.

A command-line example is a ```console block: each ``$ `` line a command, run from the
checkout's root, and the lines after it what it prints (standard output, then standard
error). A command shown alone is followed by a ```json block, which is what it prints,
compared as JSON; ``seconds`` (a timing) is left out of the comparison. The
``.venv/bin/`` programs are this environment's.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINKING = [
    *DOCUMENTS,
    ROOT / "CONTRIBUTING.md",
    ROOT / "CHANGELOG.md",
    ROOT / "packaging" / "README.md",
]
FIRST_SCREEN = 40
TIMINGS = ("seconds",)

POSIX_OPEN = "python3 -m venv .venv && .venv/bin/pip install -e . && .venv/bin/dealer-app"
POSIX_TEST = (
    "python3 -m venv .venv && .venv/bin/pip install -e '.[test]' && .venv/bin/python -m pytest"
)
POWERSHELL_OPEN = (
    r"py -3 -m venv .venv; if ($?) { .\.venv\Scripts\pip install -e . }; "
    r"if ($?) { .\.venv\Scripts\dealer-app }"
)
POWERSHELL_TEST = (
    r"py -3 -m venv .venv; if ($?) { .\.venv\Scripts\pip install -e '.[test]' }; "
    r"if ($?) { .\.venv\Scripts\python -m pytest }"
)


def first_screen() -> list[str]:
    return (ROOT / "README.md").read_text(encoding="utf-8").splitlines()[:FIRST_SCREEN]


def test_the_first_screen_has_the_picture_and_the_two_commands() -> None:
    lines = first_screen()
    commands = [line.strip() for line in lines if line.startswith("    ")]
    assert commands == [POSIX_OPEN, POSIX_TEST, POWERSHELL_OPEN, POWERSHELL_TEST]
    text = "\n".join(lines)
    assert "](docs/table.png)" in text
    assert (ROOT / "docs" / "table.png").is_file()
    assert "Python 3.11 or newer" in text
    assert "File > Examples (Ctrl+Alt+1)" in text
    assert ".venv/bin/python -m pytest -m slow" in text.replace("\n", " ")


def test_ci_runs_the_readmes_test_command() -> None:
    # .ci/run installs the same extra and runs the same pytest as the README's command.
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "-m venv .venv" in script and "pip install --quiet -e '.[test]'" in script
    assert ".venv/bin/python -m pytest" in script


@dataclass(frozen=True)
class Example:
    where: str
    command: str
    output: str
    is_json: bool
    shown_input: str | None
    """The JSON block just before the example's block, with the few lines introducing it."""


def fenced_blocks(text: str) -> list[tuple[str, str, int]]:
    return [
        (match.group(1), match.group(2), text.count("\n", 0, match.start()) + 1)
        for match in re.finditer(r"^```(\w*)\n(.*?)^```", text, re.MULTILINE | re.DOTALL)
    ]


def examples() -> list[Example]:
    found = []
    for document in DOCUMENTS:
        text = document.read_text(encoding="utf-8")
        lines = text.splitlines()
        blocks = fenced_blocks(text)
        for index, (language, body, line) in enumerate(blocks):
            if language != "console":
                continue
            where = f"{document.relative_to(ROOT)}:{line}"
            before = blocks[index - 1] if index else None
            shown_input = None
            if before is not None and before[0] == "json":
                introduction = "\n".join(lines[max(0, before[2] - 4) : before[2] - 1])
                shown_input = introduction + "\n" + before[1]
            parts = re.split(r"^\$ ", body, flags=re.MULTILINE)[1:]
            for part in parts:
                command, _, output = part.partition("\n")
                if output.strip():
                    found.append(Example(where, command, output, False, shown_input))
                    continue
                after = blocks[index + 1] if index + 1 < len(blocks) else None
                assert after is not None and after[0] == "json", f"{where}: no output shown"
                found.append(Example(where, command, after[1], True, shown_input))
    return found


def argv_of(command: str) -> list[str]:
    words = shlex.split(command)
    program = {
        ".venv/bin/dealer-app": [sys.executable, "-m", "dealer_app"],
        ".venv/bin/python": [sys.executable],
    }[words[0]]
    return [*program, *words[1:]]


def without_timings(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: without_timings(item) for key, item in value.items() if key not in TIMINGS}
    if isinstance(value, list):
        return [without_timings(item) for item in value]
    return value


ALL_EXAMPLES = examples()


def test_the_documents_show_examples() -> None:
    assert len(ALL_EXAMPLES) >= 4
    assert {example.command.split()[1] for example in ALL_EXAMPLES} >= {"resolve", "equity"}


@pytest.mark.parametrize("example", ALL_EXAMPLES, ids=lambda example: example.where)
def test_each_example_prints_what_its_document_shows(example: Example) -> None:
    completed = subprocess.run(
        argv_of(example.command),
        cwd=ROOT,
        capture_output=True,
        text=True,
        encoding="utf-8",
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        timeout=300,
        check=False,
    )
    printed = completed.stdout + completed.stderr
    if example.is_json:
        assert completed.returncode == 0, completed.stderr
        assert without_timings(json.loads(printed)) == without_timings(json.loads(example.output))
    else:
        assert printed == example.output
    # A file the command reads, shown just before it (and named there), is what it shows.
    for word in shlex.split(example.command):
        path = ROOT / word
        if example.shown_input is not None and word.startswith("docs/") and path.is_file():
            introduction, _, shown = example.shown_input.rpartition("\n{")
            if Path(word).name in introduction:
                assert json.loads(path.read_text(encoding="utf-8")) == json.loads("{" + shown)


def anchor(heading: str) -> str:
    """GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


@pytest.mark.parametrize("document", LINKING, ids=lambda path: path.relative_to(ROOT).as_posix())
def test_every_link_to_a_file_of_the_checkout_finds_it(document: Path) -> None:
    text = document.read_text(encoding="utf-8")
    for target in re.findall(r"\]\(([^)\s]+)\)", text):
        if "://" in target:
            continue
        name, _, fragment = target.partition("#")
        path = (document.parent / name).resolve() if name else document
        assert path.exists(), f"{document.name}: {target}"
        if fragment and path.suffix == ".md":
            headings = re.findall(r"^#+ (.*)$", path.read_text(encoding="utf-8"), re.MULTILINE)
            assert fragment in {anchor(heading) for heading in headings}, (
                f"{document.name}: {target}"
            )
